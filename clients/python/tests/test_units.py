"""Pure parts: framing, JSON Patch, assertion diffs, selectors."""

import json

import pytest

from uistate import JSONPatchError, apply_patch, assert_json, diff, matches, selector
from uistate.framing import FrameDecoder, FramingError, encode_body, frame


def test_content_length_counts_bytes_and_frames_split_at_every_byte():
    messages = [{"id": 1, "t": "가👩‍👩‍👧"}, {"id": 2, "t": "ok"}]
    data = b"".join(frame(encode_body(m)) for m in messages)
    assert data.startswith(b"Content-Length: %d\r\n" % len(encode_body(messages[0])))
    for cut in range(1, len(data)):
        decoder = FrameDecoder()
        bodies = decoder.feed(data[:cut]) + decoder.feed(data[cut:])
        assert [json.loads(b) for b in bodies] == messages


def test_headers_are_case_insensitive_and_other_headers_are_ignored():
    decoder = FrameDecoder()
    body = encode_body({"x": "한"})
    raw = b"content-type: application/vscode-jsonrpc; charset=utf8\r\ncontent-length: %d\r\n\r\n" % len(body) + body
    assert decoder.feed(raw) == [body]


def test_a_header_without_content_length_is_a_framing_error():
    with pytest.raises(FramingError):
        FrameDecoder().feed(b"Content-Type: x\r\n\r\n{}")


def test_newline_framing_drops_cr_and_blank_lines():
    decoder = FrameDecoder("newline")
    assert decoder.feed(b'{"a":1}\r\n\n{"b"') == [b'{"a":1}']
    assert decoder.feed(b":2}\n") == [b'{"b":2}']


def test_a_megabyte_in_small_chunks_is_decoded_once():
    body = encode_body({"t": "가" * 400_000})
    data = frame(body)
    decoder = FrameDecoder()
    out = []
    for start in range(0, len(data), 4096):
        out += decoder.feed(data[start:start + 4096])
    assert out == [body]


def test_encode_body_keeps_utf8():
    assert encode_body({"한": "👍"}) == '{"한":"👍"}'.encode("utf-8")


def test_json_patch_operations():
    doc = {"a": [1, 2], "b": {"c": 1}, "~/": 0}
    patched = apply_patch(doc, [
        {"op": "add", "path": "/a/1", "value": 9},
        {"op": "add", "path": "/a/-", "value": 3},
        {"op": "remove", "path": "/b/c"},
        {"op": "replace", "path": "/~0~1", "value": 1},
        {"op": "copy", "from": "/a", "path": "/d"},
        {"op": "move", "from": "/d", "path": "/b/e"},
        {"op": "test", "path": "/a/0", "value": 1},
    ])
    assert patched == {"a": [1, 9, 2, 3], "b": {"e": [1, 9, 2, 3]}, "~/": 1}
    assert doc == {"a": [1, 2], "b": {"c": 1}, "~/": 0}


@pytest.mark.parametrize("operation", [
    {"op": "replace", "path": "/missing", "value": 1},
    {"op": "remove", "path": "/a/5"},
    {"op": "add", "path": "/a/01", "value": 1},
    {"op": "test", "path": "/a/0", "value": 2},
    {"op": "move", "from": "/b", "path": "/b/x"},
    {"op": "nope", "path": "/a"},
])
def test_json_patch_errors(operation):
    with pytest.raises(JSONPatchError):
        apply_patch({"a": [1], "b": {}}, [operation])


def test_partial_match_and_diff_show_expected_minus_actual_plus():
    actual = {"selection": {"customItemPhase": "editing", "customText": "대학", "items": [1, 2]}, "title": "t"}
    assert matches({"selection": {"customText": "대학"}}, actual, partial=True)
    assert not matches({"selection": {"customText": "대학"}}, actual)
    assert not matches({"x": True}, {"x": 1})
    with pytest.raises(AssertionError) as raised:
        assert_json({"selection": {"customItemPhase": "saved"}}, actual, partial=True, title="State")
    text = str(raised.value)
    assert "Expected: -, Actual: +" in text
    assert '-    "customItemPhase": "saved"' in text
    assert '+    "customItemPhase": "editing"' in text
    assert "customText" not in text  # partial diffs show only what was asked for
    assert diff(1, 1) == ""


def test_selectors():
    assert selector("customSaveButton") == {"id": "customSaveButton"}
    assert selector(text="직접 입력") == {"text": "직접 입력"}
    assert selector({"role": "button"}, index=1) == {"role": "button", "index": 1}
    with pytest.raises(TypeError):
        selector()
