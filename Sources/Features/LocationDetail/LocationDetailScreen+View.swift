import Components

// MARK: - Detail screen

extension LocationDetailFeature {
    /// A location's detail: 3 grid columns, 1 at accessibility sizes (decided on every render, as
    /// the seed's `determineColumns(for:)`); a tapped profile shows as the presentation chosen at
    /// the tap: an overlay card, or a sheet with a "Dismiss" toolbar button tinted by the
    /// sheet's accent colour (seed 004's `.accentColor(.brandPrimary)`).
    static func detailScreen(_ detail: LocationDetailScreen.State) -> some Component<Action> {
        EnvironmentReader { environment in
            let isAccessibilitySize = environment.dynamicTypeSize.isAccessibilitySize
            VStack(alignment: .leading, spacing: 16) {
                Text(detail.location.name).font(.titleBold24)
                Text(detail.location.address).foreground(.gray)
                Text("Who's Here?").font(.headlineSemibold17)
                if detail.isLoadingProfiles {
                    Text("Loading…").foreground(.gray)
                } else if detail.profiles.isEmpty {
                    Text("Nobody's checked in yet").foreground(.gray)
                } else {
                    Grid(columns: isAccessibilitySize ? 1 : 3) {
                        ForEach(detail.profiles) { profile in
                            VStack(spacing: 4) {
                                Image(systemName: "person.crop.circle").size(64)
                                Text(profile.firstName).font(.bodyMedium14)
                            }
                            .onTapGesture(.detail(.presented(.profileTapped(
                                id: profile.id, sizeCategory: environment.dynamicTypeSize
                            ))))
                            .accessibilityLabel(profile.fullName)
                            .accessibilityRole(.button)
                        }
                    }
                    .id("profiles")
                }
            }
            .id("detail")
            .navigationTitle(detail.location.name)
            .toolbar(placement: .topBarLeading) {
                Button.iconLeading(image: "chevron.left", title: "Locations", action: .detail(.dismiss))
            }
            .overlayModal(
                item: detail.profilePresentation == .modal ? detail.selectedProfile : nil,
                onDismiss: .detail(.presented(.profileDismissed))
            ) { profile in
                profileCard(profile)
            }
            .sheet(
                item: detail.profilePresentation == .sheet ? detail.selectedProfile : nil,
                onDismiss: .detail(.presented(.profileDismissed))
            ) { profile in
                profileSheet(profile)
            }
            .alert(detail.alert.map { $0.alert() }, onDismiss: .detail(.presented(.alertDismissed)))
        }
    }

    /// The overlay card, closed by its own button (the environment's dismiss) or a tap outside.
    static func profileCard(_ profile: Profile) -> some Component<Action> {
        EnvironmentReader { environment in
            VStack(spacing: 12) {
                if let dismiss = environment.dismiss {
                    HStack {
                        Spacer()
                        Button.iconOnly(image: "xmark", action: dismiss).accessibilityLabel("Close")
                    }
                }
                profileContent(profile)
            }
            .id("profileCard")
        }
    }

    /// The sheet, with a "Dismiss" toolbar button (the environment's dismiss) in the sheet's
    /// accent colour.
    static func profileSheet(_ profile: Profile) -> some Component<Action> {
        EnvironmentReader { environment in
            VStack(spacing: 12) {
                profileContent(profile)
            }
            .id("profileSheet")
            .toolbar(placement: .topBarTrailing) {
                if let dismiss = environment.dismiss {
                    Button.titleOnly(title: "Dismiss", action: dismiss)
                }
            }
            // Seed 004 tints the sheet's navigation view: its "Dismiss" resolves to brandPrimary.
            .accentColor(.brandPrimary)
        }
    }

    private static func profileContent(_ profile: Profile) -> some Component<Action> {
        VStack(spacing: 8) {
            Image(systemName: "person.crop.circle").size(96)
            Text(profile.fullName).font(.titleBold20)
            Text(profile.company).font(.bodyMedium14).foreground(.gray)
            Text(profile.bio).multilineTextAlignment(.center)
        }
    }
}
