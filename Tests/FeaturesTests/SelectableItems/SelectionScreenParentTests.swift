import Components
@testable import Features
import UIStateTesting
import Testing

// MARK: - The parent: next button and toast

@Suite("Selection screen: next button and toast")
struct SelectionScreenParentTests {
    @Test func nextIsDisabledOnASingleSelectionScreenWhileNothingIsSelected() async throws {
        let state = relationshipState()
        #expect(!state.isNextButtonEnabled)
        let tree = SelectionScreenView(state: state).render()
        #expect(tree.node(id: "nextButton")?.isEnabled == false)
        #expect(throws: ViewError.self) { try tree.tap(.id("nextButton")) }

        let store = makeTestStore(state)
        await store.send(.nextButtonTapped)
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [4] }
        await store.receive(.selection(.delegate(.selected([4]))))
        #expect(store.state.isNextButtonEnabled)
        await store.send(.nextButtonTapped)
        await store.receive(.delegate(.nextRequested([4])))
        await store.finish()
    }

    @Test func nextIsEnabledOnMultipleSelectionScreensWithNothingSelected() async throws {
        for state in [extraInfoState(), interestsState()] {
            #expect(state.isNextButtonEnabled)
            let tree = SelectionScreenView(state: state).render()
            let tap = try tree.tap(.id("nextButton"))
            #expect(tap.actions == [.nextButtonTapped])

            let store = makeTestStore(state)
            await store.send(.nextButtonTapped)
            await store.receive(.delegate(.nextRequested([])))
            await store.finish()
        }
    }

    @Test func theToastShowsOnlyForInvalidTextLongerThanTenCharacters() async {
        let store = makeTestStore(relationshipState { $0.selection.customItemPhase = .editing })
        // Ten characters that fail the pattern (a digit): told, but no toast.
        await store.send(.selection(.customTextChanged("가나다라마바사아자1"))) {
            $0.selection.customText = "가나다라마바사아자1"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자1"))))
        // Eleven characters: the toast.
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카"))) {
            $0.selection.customText = "가나다라마바사아자차카"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카")))) {
            $0.toastMessage = "경조사 명은 10글자까지만 입력 가능해요"
        }
        await store.advance(by: .milliseconds(1999))
        #expect(store.state.toastMessage == SelectionScreenFeature.tooLongToastMessage)
        await store.advance(by: .milliseconds(1))
        await store.receive(.toastTimerElapsed) { $0.toastMessage = nil }
        await store.finish()
    }

    @Test func aNewToastRestartsTheTwoSeconds() async {
        let store = makeTestStore(relationshipState { $0.selection.customItemPhase = .editing })
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카"))) {
            $0.selection.customText = "가나다라마바사아자차카"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카")))) {
            $0.toastMessage = "경조사 명은 10글자까지만 입력 가능해요"
        }
        await store.advance(by: .milliseconds(1500))
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카타"))) {
            $0.selection.customText = "가나다라마바사아자차카타"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카타"))))
        // 2 s after the first toast: the restarted timer keeps it.
        await store.advance(by: .milliseconds(1000))
        #expect(store.state.toastMessage == SelectionScreenFeature.tooLongToastMessage)
        await store.advance(by: .milliseconds(999))
        #expect(store.state.toastMessage == SelectionScreenFeature.tooLongToastMessage)
        await store.advance(by: .milliseconds(1))
        await store.receive(.toastTimerElapsed) { $0.toastMessage = nil }
        await store.finish()
    }

    @Test func charactersAreCountedAsPeopleSeeThem() {
        // Ten characters, some of several scalars each, are not "longer than 10".
        let tenCharacters = "e\u{301}가나다라마바사아자"
        #expect(tenCharacters.count == 10)
        #expect(tenCharacters.unicodeScalars.count == 11)
    }
}
