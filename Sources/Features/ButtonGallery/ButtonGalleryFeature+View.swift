import Components

extension ButtonGalleryFeature {
    /// The gallery screen: defaults, overrides, the disable toggle and the last tap.
    ///
    /// ```
    /// vstack
    ///   text "기본값"
    ///   hstack  [4 buttons with every default]
    ///   text "체이닝으로 바꾼 값"
    ///   vstack  [7 buttons, one override each]
    ///   toggle "버튼 끄기"
    ///   text "마지막으로 누른 버튼: …"
    /// ```
    static func galleryView(_ state: State) -> some Component<Action> {
        VStack(alignment: .leading, spacing: 16) {
            Text("기본값").font(.headlineSemibold17)
            HStack(spacing: 12) {
                for button in GalleryButton.defaults {
                    galleryButton(button, disabled: state.areButtonsDisabled)
                }
            }
            .id("gallery.defaults")
            Text("체이닝으로 바꾼 값").font(.headlineSemibold17)
            VStack(alignment: .leading, spacing: 12) {
                for button in GalleryButton.overrides {
                    galleryButton(button, disabled: state.areButtonsDisabled)
                }
            }
            .id("gallery.overrides")
            Toggle("버튼 끄기", isOn: state.areButtonsDisabled, onChange: { .buttonsDisabledToggled($0) })
                .id("gallery.disableToggle")
            Text(statusLine(state)).foreground(.labelAlternative).id("gallery.status")
        }
        .navigationTitle("버튼")
    }

    static func statusLine(_ state: State) -> String {
        guard let button = state.lastTappedButton else { return "아직 누른 버튼이 없어요" }
        return "마지막으로 누른 버튼: \(button.displayName) (\(state.tapCount)번 누름)"
    }

    /// One gallery button: its factory, then only the modifiers it demonstrates.
    static func galleryButton(_ button: GalleryButton, disabled: Bool) -> some Component<Action> {
        let action = Action.buttonTapped(button)
        let component: Button<Action> =
            switch button {
            case .iconOnly:
                Button.iconOnly(image: "xmark", action: action)
            case .titleOnly:
                Button.titleOnly(title: button.displayName, action: action)
            case .iconLeading:
                Button.iconLeading(image: "plus", title: button.displayName, action: action)
            case .iconTrailing:
                Button.iconTrailing(title: button.displayName, image: "chevron.right", action: action)
            case .largeIcon:
                Button.iconOnly(image: "bell", action: action)
                    .size(56)
                    .iconSize(24)
            case .tallTitle:
                Button.titleOnly(title: button.displayName, action: action)
                    .size(56)
                    .font(.titleBold20)
            case .iconFrame:
                Button.iconLeading(image: "mappin", title: button.displayName, action: action)
                    .iconSize(width: 12, height: 20)
            case .iconWidthOnly:
                Button.iconTrailing(title: button.displayName, image: "chevron.down", action: action)
                    .iconSize(20)
                    .iconSize(width: 14, height: nil)
            case .filled:
                Button.iconLeading(image: "plus", title: button.displayName, action: action)
                    .foreground(.white)
                    .background(.primaryNormal)
                    .font(.headlineSemibold17)
            case .noInteractiveEffect:
                Button.titleOnly(title: button.displayName, action: action)
                    .interactiveEffect(false)
            case .noHaptics:
                Button.titleOnly(title: button.displayName, action: action)
                    .hapticFeedback(false)
            }
        // For an icon-only button the label says what the icon means, not its image name.
        return component
            .disabled(disabled)
            .accessibilityLabel(button.displayName)
            .id(button.nodeID)
    }
}
