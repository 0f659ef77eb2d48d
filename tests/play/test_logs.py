"""Logs, replays and saves: byte-identical logs, verified replays, clear errors for bad files."""

from __future__ import annotations

import json

import pytest

from zhdsl.play.agents import make_bot
from zhdsl.play.driver import play
from zhdsl.play.gamelog import LogError, LogWriter, load_game, read_log, save_game, write_lines
from zhdsl.play.replay import replay
from zhdsl.play.spec import GameSpec


def _logged_game(tmp_path, name: str, seed: int = 5, agent: str = "random"):
    spec = GameSpec(seed=seed)
    game = spec.create()
    bots = [make_bot(agent, seed * 31 + s) for s in range(2)]
    writer = LogWriter(spec, [agent, agent])
    decisions = play(game, bots, on_start=writer.start, on_step=writer.step)
    path = tmp_path / name
    write_lines(path, writer.finish(game, decisions))
    return path, game


def test_same_seed_same_choices_give_byte_identical_logs(tmp_path):
    first, game = _logged_game(tmp_path, "a.jsonl")
    second, _ = _logged_game(tmp_path, "b.jsonl")
    assert game.is_terminal()
    assert first.read_bytes() == second.read_bytes()


def test_different_seeds_give_different_logs(tmp_path):
    first, _ = _logged_game(tmp_path, "a.jsonl", seed=1)
    second, _ = _logged_game(tmp_path, "b.jsonl", seed=2)
    assert first.read_bytes() != second.read_bytes()


def test_log_structure(tmp_path):
    path, game = _logged_game(tmp_path, "a.jsonl")
    records = read_log(path)
    assert records[0]["type"] == "header" and records[0]["seed"] == 5 and records[0]["mode"] == "决斗"
    assert all(len(c["sha256"]) == 64 for c in records[0]["cardsets"])
    kinds = {r["type"] for r in records[1:-1]}
    assert kinds == {"event", "decision"}
    end = records[-1]
    assert end["type"] == "end" and end["terminal"] is True
    assert end["winner"] == (0 if game.winner is None else game.winner + 1)
    assert end["decisions"] == sum(1 for r in records if r["type"] == "decision")


def test_replay_confirms_an_untouched_log(tmp_path):
    path, game = _logged_game(tmp_path, "a.jsonl")
    result = replay(path)
    assert result.ok, result.divergence and result.divergence.describe()
    assert result.winner == game.winner
    assert result.decisions == read_log(path)[-1]["decisions"]


def _rewrite(path, mutate):
    """Change one record and recompute the checksum, as a careful tamperer would."""
    import hashlib

    lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
    records = [json.loads(line) for line in lines]
    mutate(records)
    body = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records[:-1]]
    records[-1]["sha256"] = hashlib.sha256("\n".join(body).encode("utf-8")).hexdigest()
    body.append(json.dumps(records[-1], ensure_ascii=False, separators=(",", ":")))
    path.write_text("\n".join(body) + "\n", encoding="utf-8")


def test_replay_reports_the_first_divergent_event(tmp_path):
    path, _ = _logged_game(tmp_path, "a.jsonl")
    records = read_log(path)
    target = next(i for i, r in enumerate(records) if r["type"] == "event" and i > 10)

    def mutate(rs):
        rs[target]["text"] = "篡改过的事件"

    _rewrite(path, mutate)
    result = replay(path)
    assert not result.ok
    assert result.divergence.line == target + 1
    assert "篡改过的事件" in result.divergence.describe()


def test_replay_reports_a_changed_answer(tmp_path):
    path, _ = _logged_game(tmp_path, "a.jsonl")
    records = read_log(path)
    target = next(i for i, r in enumerate(records) if r["type"] == "decision" and len(r["options"]) > 1)

    def mutate(rs):
        rs[target]["answer"] = (rs[target]["answer"] + 1) % len(rs[target]["options"])

    _rewrite(path, mutate)
    result = replay(path)
    assert not result.ok
    assert result.divergence.line >= target + 1


def test_tampered_log_without_new_checksum_is_refused(tmp_path):
    path, _ = _logged_game(tmp_path, "a.jsonl")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("抽了1张牌", "抽了2张牌", 1), encoding="utf-8")
    with pytest.raises(LogError, match="校验失败"):
        replay(path)


def test_corrupt_log_line_is_located(tmp_path):
    path, _ = _logged_game(tmp_path, "a.jsonl")
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[3] = lines[3][:-5]
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(LogError, match=r":4:\d+: 日志已损坏"):
        replay(path)


def test_not_a_log(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text('{"type": "event"}\n', encoding="utf-8")
    with pytest.raises(LogError, match="不是 zhdsl 日志"):
        read_log(path)


def test_save_and_load_reach_the_same_position(tmp_path):
    spec = GameSpec(seed=9)
    game = spec.create()
    bot = make_bot("random", 1)
    answers = []
    for _ in range(60):
        action = bot.act(game)
        answers.append(action)
        game.apply_action(action)
    path = tmp_path / "save.json"
    save_game(path, spec, answers)
    _, loaded, loaded_answers = load_game(path)
    assert loaded_answers == answers
    assert loaded.observation(0) == game.observation(0)
    assert loaded.observation(1) == game.observation(1)
    assert [e.text for e in loaded.log] == [e.text for e in game.log]


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda doc: doc["answers"].append(0), "校验失败"),
        (lambda doc: doc.update(format="other"), "不是 zhdsl 存档"),
        (lambda doc: doc.update(answers="x"), "整数列表"),
    ],
)
def test_bad_saves_are_clear_errors(tmp_path, mutate, message):
    spec = GameSpec(seed=9)
    path = tmp_path / "save.json"
    save_game(path, spec, [0])
    doc = json.loads(path.read_text(encoding="utf-8"))
    mutate(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(LogError, match=message):
        load_game(path)


def test_truncated_save_is_a_clear_error(tmp_path):
    path = tmp_path / "save.json"
    save_game(path, GameSpec(seed=9), [0, 0])
    path.write_text(path.read_text(encoding="utf-8")[:40], encoding="utf-8")
    with pytest.raises(LogError, match="存档已损坏"):
        load_game(path)


def test_save_with_an_impossible_answer_is_refused(tmp_path):
    import hashlib

    spec = GameSpec(seed=9)
    path = tmp_path / "save.json"
    save_game(path, spec, [0])
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["answers"] = [999]
    body = json.dumps({"spec": doc["spec"], "answers": doc["answers"]}, ensure_ascii=False, separators=(",", ":"))
    doc["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LogError, match="无法重现"):
        load_game(path)


@pytest.mark.parametrize(("field", "value", "message"), [("players", 9, "团队模式需要4名玩家"), ("mode", "混战", "未知模式")])
def test_a_save_for_a_game_that_cannot_exist_is_a_clear_error(tmp_path, field, value, message):
    """A save whose checksum was recomputed after changing the mode or the player count."""
    import hashlib

    spec = GameSpec(mode="团队", players=4, seed=2)
    path = tmp_path / "save.json"
    save_game(path, spec, [0])
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["spec"]["players"] == 4
    doc["spec"][field] = value
    body = json.dumps({"spec": doc["spec"], "answers": doc["answers"]}, ensure_ascii=False, separators=(",", ":"))
    doc["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LogError, match=f"无法重建这局游戏：{message}"):
        load_game(path)


def test_a_four_player_save_loads_to_the_same_position(tmp_path):
    spec = GameSpec(mode="生存", players=4, seed=3)
    game = spec.create()
    bots = [make_bot("random", seat) for seat in range(4)]
    answers = []
    for _ in range(80):
        if game.is_terminal():
            break
        action = bots[game.decision.player].act(game)
        answers.append(action)
        game.apply_action(action)
    path = tmp_path / "save.json"
    save_game(path, spec, answers)
    loaded_spec, loaded, _ = load_game(path)
    assert loaded_spec.players == 4 and len(loaded.state.players) == 4
    assert [e.text for e in loaded.log] == [e.text for e in game.log]
