"""`zhdsl serve` (docs/protocol.md): every method, its errors as JSON-RPC errors with Chinese messages
and diagnostics, refused requests that change nothing, several games by handle within a cap, saves
and clones, bounded requests — through the dispatcher in process, and once over stdio."""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zhdsl.protocol import errors as E
from zhdsl.protocol import schemas
from zhdsl.protocol.client import Client
from zhdsl.protocol.errors import RpcError
from zhdsl.protocol.server import Server

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = ROOT / "cardsets" / "zongheng"
TINY = """["卡组"]
"名称" = "小卡组"

[["通用牌"]]
"类别" = "行动"
"名称" = "小产"
"点数" = 1
"精力" = "0"
"效果" = "生产2财富。"
"数量" = 30
"""


_VALID_RESULTS: set[tuple[str, str]] = set()  # (method, result) already validated: the same is valid again


def check_result(method: str, result) -> None:
    key = (method, json.dumps(result, sort_keys=True, ensure_ascii=False))
    if key in _VALID_RESULTS:
        return
    problems = schemas.errors("rpc", result, at=f"/$defs/results/{method}")
    assert not problems, problems[:3]
    _VALID_RESULTS.add(key)


class Checked:
    """A client whose every answer is checked against the rpc schema (the envelope and the method's result)."""

    def __init__(self, server: Server | None = None) -> None:
        self.server = server or Server()
        self.ids = 0

    VALID: set[str] = set()  # answers already validated: the same text is valid again (validating takes time)

    def raw(self, message):
        text = self.server.handle_text(json.dumps(message, ensure_ascii=False))
        if text is None:
            return None
        answer = json.loads(text)
        if text not in Checked.VALID:
            assert not schemas.errors("rpc", answer), schemas.errors("rpc", answer)[:3]
            Checked.VALID.add(text)
        return answer

    def call(self, method: str, **params):
        self.ids += 1
        answer = self.raw({"jsonrpc": "2.0", "id": self.ids, "method": method, "params": params})
        assert answer["id"] == self.ids
        if "error" in answer:
            e = answer["error"]
            assert e["code"] != E.INTERNAL_ERROR, e
            data = {k: v for k, v in e["data"].items() if k != "kind"}
            raise RpcError(e["code"], e["message"], **data)
        check_result(method, answer["result"])
        return answer["result"]

    def error(self, method: str, **params) -> RpcError:
        with pytest.raises(RpcError) as info:
            self.call(method, **params)
        return info.value


@pytest.fixture()
def rpc():
    client = Checked()
    yield client
    client.server.shutdown()


def play_random(rpc, handle: str, seed: int, limit: int = 3000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        legal = rpc.call("legal_actions", handle=handle)
        if not legal["actions"]:
            return
        rpc.call("apply_action", handle=handle, action=rng.choice(legal["actions"]), step=legal["step"])


# -- card text -------------------------------------------------------------------------------------


def test_server_info_and_the_installed_games(rpc):
    info = rpc.call("server_info")
    assert info["protocol"] == 1 and "apply_action" in info["methods"]
    games = {g["id"]: g for g in rpc.call("games")["games"]}
    assert games["zongheng"]["default"] and [m["name"] for m in games["zongheng"]["modes"]] == ["决斗", "团队", "权杖", "生存"]


def test_check_parse_and_describe_card_text(rpc):
    bad = rpc.call("check", text="回合中：抽1张牌")
    assert not bad["ok"] and bad["diagnostics"][0]["code"] == "E203" and bad["diagnostics"][0]["column"] == 1
    assert "不是时机" in bad["diagnostics"][0]["message"]
    assert rpc.call("check", text="抽1张牌")["ok"]
    parsed = rpc.call("parse", text="抽1|2张牌")
    assert parsed["ok"] and len(parsed["versions"]) == 2
    described = rpc.call("describe", text="令目标角色生产|折损1|2财富")
    assert described["readings"] == ["令目标角色生产1财富", "令目标角色折损2财富"]
    assert rpc.call("describe", text="回合中：抽1张牌")["readings"] == []
    toml = rpc.call("check", toml=TINY.replace("生产2财富。", "生产财富。"), name="mine.toml")
    assert not toml["ok"] and toml["diagnostics"][0]["file"] == "mine.toml" and toml["diagnostics"][0]["line"] == 9
    assert rpc.error("check", text="抽1张牌", game="没有这个游戏").code == E.GAME_ERROR


# -- card sets and games ------------------------------------------------------------------------------


def test_a_game_from_an_inline_card_set_and_a_file(rpc):
    inline = rpc.call("load_cardset", toml=TINY)
    lords = rpc.call("load_cardset", path=str(BUNDLED / "lords.toml"))
    assert inline["game"] == lords["game"] == "zongheng"
    opened = rpc.call("new_game", cardsets=[inline["cardset"], lords["cardset"]], seed=5)
    assert {c["name"] for c in opened["info"]["cards"]} >= {"小产"}
    play_random(rpc, opened["handle"], 5)
    assert rpc.call("result", handle=opened["handle"])["terminal"]


def test_a_broken_card_set_is_refused_with_located_diagnostics(rpc):
    e = rpc.error("load_cardset", toml=TINY.replace("生产2财富。", "回合中：生产2财富。"))
    assert e.code == E.INVALID_CARDS and e.data["diagnostics"][0]["code"] == "E203"
    assert e.data["diagnostics"][0]["line"] == 9
    assert rpc.error("load_cardset", toml="[[通用牌]]\n").code == E.INVALID_CARDS
    missing = rpc.error("load_cardset", path="/nonexistent/x.toml")
    assert missing.code == E.INPUT_ERROR and "文件不存在" in missing.message
    assert rpc.error("load_cardset", path="/").code == E.INPUT_ERROR
    assert rpc.error("load_cardset").code == E.INVALID_PARAMS
    assert not rpc.server.cardsets  # nothing was kept


def test_a_server_for_strangers_reads_no_files():
    rpc = Checked(Server(allow_files=False))
    assert rpc.error("load_cardset", path=str(BUNDLED / "lords.toml")).code == E.INVALID_PARAMS
    assert rpc.error("load", path="save.json").code == E.INVALID_PARAMS
    assert rpc.call("load_cardset", toml=TINY)["cardset"]


def test_new_game_refuses_what_cannot_be_played(rpc):
    assert rpc.error("new_game", mode="混战").code == E.GAME_ERROR
    assert "需要4名玩家" in rpc.error("new_game", mode="团队", players=3).message
    assert rpc.error("new_game", cardsets=["c99"]).code == E.UNKNOWN_HANDLE
    assert rpc.error("new_game", seed="7").code == E.INVALID_PARAMS
    huge = rpc.raw({"jsonrpc": "2.0", "id": 1, "method": "new_game", "params": {"seed": 2**64}})
    assert huge["error"]["code"] == E.PARSE_ERROR and huge["id"] is None  # bounded before it is read
    assert rpc.error("new_game", lords_dealt=2).code == E.INVALID_PARAMS
    assert rpc.error("new_game", colour="red").data["param"] == "colour"
    assert not rpc.server.games


def test_every_mode_plays_to_the_end_and_observations_follow_the_contract(rpc):
    for mode, players in (("决斗", 2), ("团队", 4), ("权杖", 3), ("生存", 4)):
        h = rpc.call("new_game", mode=mode, players=players, seed=2)["handle"]
        for viewer in (None, 0, players - 1):
            rpc.call("observe", handle=h, viewer=viewer)  # checked against the schema
        play_random(rpc, h, 2)
        result = rpc.call("result", handle=h)
        assert result["terminal"], mode
        rpc.call("observe", handle=h, viewer=1)
        rpc.call("close", handle=h)


# -- refusals change nothing ------------------------------------------------------------------------------


def _state(rpc, h):
    return [rpc.call("observe", handle=h, viewer=v) for v in (None, 0, 1)] + [rpc.call("events", handle=h)["total"]]


def test_an_illegal_action_or_a_bad_request_changes_nothing(rpc):
    h = rpc.call("new_game", seed=3)["handle"]
    rpc.call("apply_action", handle=h, action=0)
    before = _state(rpc, h)
    e = rpc.error("apply_action", handle=h, action=9)
    assert e.code == E.ILLEGAL_ACTION and "只有3个选项" in e.message and e.data["step"] == 1
    assert rpc.error("apply_action", handle=h, action=0, seat=0).data["reason"] == "not_your_turn"
    assert rpc.error("apply_action", handle=h, action=0, step=0).code == E.STALE_STEP
    assert rpc.error("apply_action", handle=h, action=-1).code == E.INVALID_PARAMS
    assert rpc.error("apply_action", handle=h, action=True).code == E.INVALID_PARAMS
    assert rpc.error("apply_action", handle=h).code == E.INVALID_PARAMS
    assert rpc.error("observe", handle=h, viewer=2).code == E.INVALID_PARAMS
    assert rpc.error("observe", handle="g999").code == E.UNKNOWN_HANDLE
    assert _state(rpc, h) == before
    done = rpc.call("apply_action", handle=h, action=0, seat=1, step=1)
    assert done["step"] == 2 and any(e["kind"] == "lord" for e in done["events"])


def test_a_finished_game_refuses_actions(rpc):
    h = rpc.call("new_game", seed=4)["handle"]
    play_random(rpc, h, 4)
    assert rpc.call("legal_actions", handle=h) == {"seat": None, "step": rpc.call("observe", handle=h)["step"],
                                                   "actions": [], "labels": []}
    assert "已经结束" in rpc.error("apply_action", handle=h, action=0).message


# -- several games, clones, saves ------------------------------------------------------------------------------


def test_games_are_apart_and_capped():
    rpc = Checked(Server(max_games=2))
    a = rpc.call("new_game", seed=1)["handle"]
    b = rpc.call("clone", handle=a)["handle"]
    assert rpc.error("new_game").code == E.LIMIT
    assert rpc.error("clone", handle=a).code == E.LIMIT
    rpc.call("apply_action", handle=a, action=0)
    assert rpc.call("observe", handle=b)["step"] == 0 and rpc.call("observe", handle=a)["step"] == 1
    rpc.call("close", handle=b)
    assert rpc.error("close", handle=b).code == E.UNKNOWN_HANDLE
    assert rpc.call("new_game", seed=2)["handle"] not in (a, b)


def test_a_save_loads_into_the_same_game_even_in_another_server(rpc):
    cs = rpc.call("load_cardset", toml=TINY)["cardset"]
    lords = rpc.call("load_cardset", path=str(BUNDLED / "lords.toml"))["cardset"]
    h = rpc.call("new_game", cardsets=[cs, lords], seed=8)["handle"]
    play_random(rpc, h, 8, limit=12)
    save = rpc.call("save", handle=h)["save"]
    assert save["format"] == "zhdsl-save/1" and len(save["answers"]) == 12 and save["cardset_sources"]
    other = Checked()  # a fresh server: the inline set comes with the save
    loaded = other.call("load", save=json.loads(json.dumps(save)))["handle"]
    for viewer in (None, 0, 1):
        assert other.call("observe", handle=loaded, viewer=viewer) == rpc.call("observe", handle=h, viewer=viewer)
    assert other.call("events", handle=loaded, limit=10000) == rpc.call("events", handle=h, limit=10000)
    other.server.shutdown()


def test_a_tampered_or_foreign_save_is_refused(rpc, tmp_path):
    h = rpc.call("new_game", seed=8)["handle"]
    rpc.call("apply_action", handle=h, action=1)
    save = rpc.call("save", handle=h)["save"]
    assert rpc.error("load", save={**save, "answers": [2]}).code == E.BAD_SAVE
    assert rpc.error("load", save={**save, "answers": [7], "sha256": "0" * 64}).code == E.BAD_SAVE
    assert rpc.error("load", save={"format": "x"}).code == E.BAD_SAVE
    assert rpc.error("load", save={**save, "cardset_sources": {"0" * 64: "x"}}).code == E.BAD_SAVE
    path = tmp_path / "s.json"
    path.write_text(json.dumps(save, ensure_ascii=False), encoding="utf-8")
    assert rpc.call("load", path=str(path))["step"] == 1  # what `zhdsl play --load` reads too
    assert rpc.error("load", path=str(tmp_path / "missing.json")).code == E.BAD_SAVE


def test_events_since_a_cursor_as_each_viewer_sees_them(rpc):
    h = rpc.call("new_game", seed=6)["handle"]
    play_random(rpc, h, 6, limit=25)
    everything = rpc.call("events", handle=h, limit=10000)
    total = everything["total"]
    assert everything["next"] == total and [e["seq"] for e in everything["events"]] == list(range(total))
    part = rpc.call("events", handle=h, since=5, limit=3)
    assert part["events"] == everything["events"][5:8] and part["next"] == 8
    assert rpc.call("events", handle=h, since=total + 50)["events"] == []
    draws = [e for e in rpc.call("events", handle=h, viewer=0, limit=10000)["events"] if e["kind"] == "move"]
    assert all(e["fields"]["card"] is None for e in draws if e["fields"]["zone"] == "hand" and e["fields"]["owner"] == 1)


def test_the_external_game_plays_through_the_server(harvest, rpc):
    assert "harvest" in {g["id"] for g in rpc.call("games")["games"]}
    opened = rpc.call("new_game", game="丰收", players=3, seed=1)
    assert [c["id"] for c in opened["info"]["counters"]] == ["grain", "fame"]
    play_random(rpc, opened["handle"], 1)
    assert rpc.call("result", handle=opened["handle"])["terminal"]
    kinds = {e["kind"] for e in rpc.call("events", handle=opened["handle"], limit=10000)["events"]}
    assert "tribute" in kinds


# -- the JSON-RPC envelope ------------------------------------------------------------------------------------------


def test_json_rpc_errors(rpc):
    server = rpc.server

    def answer(text):
        out = server.handle_text(text)
        return None if out is None else json.loads(out)

    assert answer("{")["error"]["code"] == E.PARSE_ERROR
    assert answer("[" * 100 + "]" * 100)["error"]["code"] == E.PARSE_ERROR  # bounded depth
    assert answer('{"jsonrpc":"2.0","id":1,"method":"games","params":{"x":' + "9" * 40 + "}}")["error"]["code"] == E.PARSE_ERROR
    assert answer('{"jsonrpc":"2.0","id":1,"method":"x","params":NaN}')["error"]["code"] == E.PARSE_ERROR
    assert answer("[]")["error"]["code"] == E.INVALID_REQUEST
    assert answer("3")["error"]["code"] == E.INVALID_REQUEST
    assert answer('{"id":1,"method":"games"}')["error"]["code"] == E.INVALID_REQUEST
    assert answer('{"jsonrpc":"2.0","id":[1],"method":"games"}')["error"]["code"] == E.INVALID_REQUEST
    assert answer('{"jsonrpc":"2.0","id":1,"method":"games","extra":1}')["error"]["code"] == E.INVALID_REQUEST
    assert answer('{"jsonrpc":"2.0","id":1,"method":"fly"}')["error"]["code"] == E.METHOD_NOT_FOUND
    assert answer('{"jsonrpc":"2.0","id":1,"method":"games","params":[1]}')["error"]["code"] == E.INVALID_PARAMS
    assert answer('{"jsonrpc":"2.0","method":"new_game"}') is None  # a notification is never answered
    assert len(server.games) == 1  # …but it is carried out
    batch = answer('[{"jsonrpc":"2.0","id":"a","method":"games"},{"jsonrpc":"2.0","method":"games"},{"jsonrpc":"2.0","id":"b","method":"fly"}]')
    assert [r["id"] for r in batch] == ["a", "b"] and "error" in batch[1]
    too_many = json.dumps([{"jsonrpc": "2.0", "id": i, "method": "games"} for i in range(65)])
    assert answer(too_many)["error"]["code"] == E.INVALID_REQUEST
    assert answer('"\\ud800"')["error"]["code"] == E.PARSE_ERROR


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(Server().methods)), st.dictionaries(
    st.sampled_from(["handle", "text", "toml", "path", "game", "mode", "players", "seed", "viewer", "seat", "action",
                     "step", "since", "limit", "save", "cardsets", "name", "lords_dealt"]),
    st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.integers(), st.text(max_size=12),
              st.sampled_from(["g1", "c1", "决斗", "zongheng", "/"]), st.lists(st.integers(), max_size=3),
              st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)),
    max_size=4))
def test_no_request_gets_an_internal_error(method, params):
    rpc = Checked()
    rpc.call("new_game", seed=1)
    try:
        answer = rpc.raw({"jsonrpc": "2.0", "id": 1, "method": method, "params": params})  # checked by the schema
        if "error" in answer:
            assert answer["error"]["code"] != E.INTERNAL_ERROR and answer["error"]["message"], answer
    finally:
        rpc.server.shutdown()


# -- the stdio transport -------------------------------------------------------------------------------------------


def test_stdio_answers_line_by_line_and_bounds_a_line(monkeypatch):
    from zhdsl.protocol import stdio

    monkeypatch.setattr(stdio, "MAX_REQUEST", 200)
    lines = [
        b'{"jsonrpc":"2.0","id":1,"method":"games"}',
        b'{"jsonrpc":"2.0","id":2,"method":"check","params":{"text":"' + "抽".encode() * 200 + b'"}}',
        b"\xff\xfe",
        b"",
        b'{"jsonrpc":"2.0","id":3,"method":"server_info"}',
    ]
    out = io.BytesIO()
    stdio.serve(Server(), io.BytesIO(b"\n".join(lines) + b"\n"), out)
    answers = [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]
    assert [a.get("id") for a in answers] == [1, None, None, 3]
    assert "请求过大" in answers[1]["error"]["message"] and "UTF-8" in answers[2]["error"]["message"]


def test_zhdsl_serve_over_stdio_with_the_python_client(harvest_env):
    with Client([sys.executable, "-m", "zhdsl.cli", "serve"], env=harvest_env, cwd=ROOT) as zh:
        game = zh.new_game(game="丰收", players=2, seed=3)
        rng = random.Random(3)
        while not game.result()["terminal"]:
            game.apply(rng.choice(game.legal_actions()["actions"]))
        assert game.news(viewer=0) and game.news() == []
        with pytest.raises(RpcError) as info:
            game.apply(0)
        assert info.value.code == E.ILLEGAL_ACTION
        twin = zh.load(game.save())
        assert twin.result() == game.result()
    assert zh.returncode == 0
