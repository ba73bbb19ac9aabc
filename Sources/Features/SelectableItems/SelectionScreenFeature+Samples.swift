// MARK: - Sample actions

extension SelectionScreenFeature {
    /// At least one action of every case, nested cases included, for schema tests and catalogues.
    package static let sampleActions: [Action] = [
        .selection(.itemTapped(1)),
        .selection(.customInputButtonTapped),
        .selection(.customTextChanged("동창")),
        .selection(.customClearButtonTapped),
        .selection(.customSaveButtonTapped),
        .selection(.customEditButtonTapped),
        .selection(.delegate(.selected([1, 3]))),
        .selection(.delegate(.invalidText("가나다라마바사아자차카"))),
        .nextButtonTapped,
        .toastTimerElapsed,
        .delegate(.nextRequested([1])),
    ]
}
