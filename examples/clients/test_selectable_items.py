"""The selectable-items custom-item flow ("직접 입력") through the Python client's pytest plugin.

Run: pip install ./clients/python && pytest examples/clients   (uistate found via UISTATE_BIN, PATH or .build)
"""

import pytest


@pytest.mark.uistate_feature("relationship")
def test_a_custom_relationship_is_saved_and_selected(store):
    store.tap("customInputButton")                      # "직접 입력"
    store.input("customTextField", "대학 동기")
    store.tap("customSaveButton")                       # saves; the selection is left alone
    store.tap("customItem")                             # the saved chip, selected by a tap
    store.expect_state({"customItemPhase": "saved", "customItem": {"id": 5, "title": "대학 동기"}, "selectedIDs": [5]},
                       at="/selection", partial=True)
    store.expect_node("nextButton", {"enabled": True})


@pytest.mark.uistate_feature("relationship")
def test_text_over_ten_characters_shows_a_toast_for_two_seconds(store):
    store.tap("customInputButton")
    store.input("customTextField", "가나다라마바사아자차카")
    assert store.state("/toastMessage")
    store.advance(2000)
    store.expect_state({"selection": {"customText": "가나다라마바사아자차카"}}, partial=True)
    assert "toastMessage" not in store.state()
