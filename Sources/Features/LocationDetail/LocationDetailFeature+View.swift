package import Components

// MARK: - View

extension LocationDetailFeature {
    /// The location list, or the detail screen of the tapped location, with onboarding as a
    /// sheet and the first pending alert.
    package static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 0) {
            if let detail = state.detail {
                detailScreen(detail)
            } else {
                locationList(state)
            }
        }
        .sheet(isPresented: state.isShowingOnboarding, onDismiss: .onboardingDismissed) {
            onboarding()
        }
        .alert(state.alerts.first.map { $0.alert() }, onDismiss: .alertDismissed)
    }

    static func locationList(_ state: State) -> some Component<Action> {
        List {
            ForEach(state.locations) { location in
                let count = state.checkInCounts[location.id] ?? 0
                HStack(spacing: 12) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(location.name).font(.headlineSemibold17)
                        Text(location.address).font(.bodyRegular14).foreground(.gray)
                    }
                    Spacer()
                    Text(count == 1 ? "1 checked in" : "\(count) checked in").font(.captionMedium12)
                }
                .onTapGesture(.locationTapped(location.id))
                .accessibilityRole(.button)
            }
        }
        .id("locations")
        .navigationTitle("Locations")
    }

    // MARK: - Onboarding

    /// Closes itself through the environment's dismiss action, not knowing how it is shown.
    static func onboarding() -> some Component<Action> {
        EnvironmentReader { environment in
            VStack(spacing: 24) {
                if let dismiss = environment.dismiss {
                    HStack {
                        Spacer()
                        Button.iconOnly(image: "xmark", action: dismiss).accessibilityLabel("Close")
                    }
                }
                Text("Welcome").font(.titleBold24)
                onboardingRow(image: "building.2", title: "Places near you", text: "See where people are eating around you.")
                onboardingRow(image: "checkmark.circle", title: "Check in", text: "Let others know where you are.")
                onboardingRow(image: "person.2", title: "Meet up", text: "Find out who is around and say hello.")
            }
            .id("onboarding")
        }
    }

    private static func onboardingRow(image: String, title: String, text: String) -> some Component<Action> {
        HStack(spacing: 16) {
            Image(systemName: image).size(40).foreground(.primaryNormal)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headlineSemibold17)
                Text(text).font(.bodyRegular14).foreground(.gray)
            }
        }
    }
}
