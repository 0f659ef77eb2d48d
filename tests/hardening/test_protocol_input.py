"""Hostile input to `zhdsl serve` and to 《符文战场》's catalog reader that the fuzzers found or that issue 16
names: each is refused in Chinese, and a refused request changes nothing."""

from __future__ import annotations

import json

from zhdsl.protocol import errors as E
from zhdsl.protocol.server import Server

import hostile_inputs as h


def _call(server: Server, method: str, **params) -> dict:
    return json.loads(server.handle_text(json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params},
                                                    ensure_ascii=False)))


def test_a_save_whose_card_set_digest_is_not_text_is_a_bad_save():
    """A save with an inline card set (`cardset_sources`) and its spec's sha256 a list: the dispatcher
    looked the list up in a dict (TypeError, an internal error) before the save's fields were checked."""
    server = Server()
    doc = h.real_save_doc()
    assert doc["cardset_sources"]
    doc["spec"]["cardsets"][0]["sha256"] = [1]
    answer = _call(server, "load", save=doc)
    assert answer["error"]["code"] == E.BAD_SAVE and "sha256" in answer["error"]["message"]
    assert not server.games


def test_a_save_with_its_answers_not_a_list_is_a_bad_save():
    doc = h.real_save_doc()
    doc["answers"] = {"a": 1}
    answer = _call(Server(), "load", save=doc)
    assert answer["error"]["code"] == E.BAD_SAVE and "answers" in answer["error"]["message"]


def test_an_illegal_or_malformed_request_changes_no_game():
    """The same check as the fuzzer's, on the attacks named in issue 16's spirit: every line answered
    with a Chinese error, never an internal one, and nothing half-applied."""
    lines = [
        b'{"jsonrpc":"2.0","id":1,"method":"apply_action","params":{"handle":"g1","action":99}}',
        b'{"jsonrpc":"2.0","id":1,"method":"apply_action","params":{"handle":"g1","action":0,"step":0}}',
        b'{"jsonrpc":"2.0","id":1,"method":"apply_action","params":{"handle":"g1","action":0,"seat":1,"step":3}}',
        b'{"jsonrpc":"2.0","id":1,"method":"apply_action","params":{"handle":"g1","action":' + b"9" * 5000 + b"}}",
        b'{"jsonrpc":"2.0","id":1,"method":"apply_action","params":{"handle":"g1","action":0,"bogus":1}}',
        b"[" * 5000,
        b"\xff\xfe",
        b'{"jsonrpc":"2.0","id":1,"method":"new_game","params":{"players":64}}',
        b'{"jsonrpc":"2.0","id":1,"method":"load","params":{"save":{"format":"zhdsl-save/1"}}}',
    ]
    kinds = ["bad_save", "game_error", "illegal_action", "invalid_params", "parse_error", "stale_step"]
    assert h.protocol_outcome(lines).split() == kinds


def test_a_catalog_past_the_json_bounds_is_refused_with_its_position(tmp_path):
    from zhdsl.games.riftbound.catalog import CatalogError, read_catalog

    for text, words in (("[" * 5000, "嵌套过深"), ('{"cards": [{"x": ' + "9" * 5000 + "}]}", "超出范围")):
        path = tmp_path / "catalog.json"
        path.write_text(text, encoding="utf-8")
        try:
            read_catalog(path)
        except CatalogError as exc:
            assert words in str(exc) and "第1行第" in str(exc)
        else:
            raise AssertionError("read")


def test_a_malformed_line_is_located_on_that_line():
    from zhdsl.protocol.stdio import answer_line

    answer = json.loads(answer_line(Server(), b"[[[[\n"))
    assert answer["error"]["code"] == E.PARSE_ERROR and "第1行第5列" in answer["error"]["message"]
