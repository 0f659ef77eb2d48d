"""Logs and saves are user input: every field is checked (a recomputed checksum does not make a
wrong type acceptable), JSON bombs and huge numbers are refused, and the card sets are found
relative to the file wherever it is loaded from — or refused clearly, naming the set."""

from __future__ import annotations

import hashlib
import json
import shutil

import pytest
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.games.zongheng.rules import bundled_paths
from zhdsl.play.gamelog import LogError, load_game, read_log, save_game
from zhdsl.play.replay import replay
from zhdsl.play.spec import GameSpec


def _dump(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def rewrite_log(path, mutate):
    """Change the records and recompute the checksum, as a careful tamperer would."""
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    mutate(records)
    body = [_dump(r) for r in records[:-1]]
    if isinstance(records[-1], dict) and "sha256" in records[-1]:
        records[-1]["sha256"] = hashlib.sha256("\n".join(body).encode("utf-8")).hexdigest()
    path.write_text("\n".join([*body, _dump(records[-1])]) + "\n", encoding="utf-8")


def rewrite_save(path, mutate):
    doc = json.loads(path.read_text(encoding="utf-8"))
    mutate(doc)
    if isinstance(doc.get("sha256"), str):
        body = _dump({"spec": doc.get("spec"), "answers": doc.get("answers")})
        doc["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


@pytest.fixture(scope="module")
def log_text(tmp_path_factory):
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    result = CliRunner().invoke(main, ["demo", "--seed", "4", "--agent", "random", "--log", str(path)])
    assert result.exit_code == 0, result.output[-2000:]
    return path.read_text(encoding="utf-8")


@pytest.fixture
def log(tmp_path, log_text):
    path = tmp_path / "game.jsonl"
    path.write_text(log_text, encoding="utf-8")
    return path


def _first(records, kind):
    return next(r for r in records if r["type"] == kind)


LOG_VARIANTS = {
    "seed as a string": (lambda rs: rs[0].update(seed="4"), "「seed」应为"),
    "seed as a float": (lambda rs: rs[0].update(seed=4.0), "实际是小数"),
    "players as a float": (lambda rs: rs[0].update(players=2.0), "「players」应为1到64之间的整数，实际是小数"),
    "players as a string": (lambda rs: rs[0].update(players="2"), "「players」"),
    "players zero": (lambda rs: rs[0].update(players=0), "「players」应为1到64之间的整数，实际是0"),
    "players a million": (lambda rs: rs[0].update(players=10**6), "「players」"),
    "mode as a number": (lambda rs: rs[0].update(mode=1), "「mode」应为文本"),
    "mode missing": (lambda rs: rs[0].pop("mode"), "缺少「mode」"),
    "lords_dealt as a list": (lambda rs: rs[0].update(lords_dealt=[3]), "「lords_dealt」"),
    "cardsets as a string": (lambda rs: rs[0].update(cardsets="base.toml"), "「cardsets」应为卡组列表"),
    "cardset as a number": (lambda rs: rs[0].update(cardsets=[1]), "第1个卡组应为对象"),
    "cardset path as a number": (lambda rs: rs[0]["cardsets"][0].update(path=1), "「path」应为文本"),
    "cardset without sha256": (lambda rs: rs[0]["cardsets"][0].pop("sha256"), "缺少「sha256」"),
    "cardset sha256 not hex": (lambda rs: rs[0]["cardsets"][0].update(sha256="zz"), "SHA-256"),
    "agents as a number": (lambda rs: rs[0].update(agents=2), "「agents」"),
    "event without text": (lambda rs: _first(rs, "event").pop("text"), "缺少「text」"),
    "event text as a list": (lambda rs: _first(rs, "event").update(text=["x"]), "「text」应为文本"),
    "event player as a string": (lambda rs: _first(rs, "event").update(player="0"), "「player」"),
    "decision without answer": (lambda rs: _first(rs, "decision").pop("answer"), "缺少「answer」"),
    "decision answer as a bool": (lambda rs: _first(rs, "decision").update(answer=True), "「answer」"),
    "decision answer negative": (lambda rs: _first(rs, "decision").update(answer=-1), "「answer」"),
    "decision options as a string": (lambda rs: _first(rs, "decision").update(options="12"), "「options」"),
    "decision options of numbers": (lambda rs: _first(rs, "decision").update(options=[1, 2]), "「options」的每一项"),
    "decision prompt missing": (lambda rs: _first(rs, "decision").pop("prompt"), "缺少「prompt」"),
    "unknown record type": (lambda rs: _first(rs, "event").update(type="cheat"), "未知的记录类型"),
    "record type as a list": (lambda rs: _first(rs, "event").update(type=["event"]), "缺少 type"),
    "end winner as a string": (lambda rs: rs[-1].update(winner="1"), "「winner」"),
    "end terminal as a number": (lambda rs: rs[-1].update(terminal=1), "「terminal」应为真假值"),
    "end decisions negative": (lambda rs: rs[-1].update(decisions=-5), "「decisions」"),
    "end without sha256": (lambda rs: rs[-1].pop("sha256"), "校验失败"),
}


@pytest.mark.parametrize("name", LOG_VARIANTS)
def test_a_log_with_wrong_fields_is_a_clear_log_error(log, name):
    mutate, words = LOG_VARIANTS[name]
    rewrite_log(log, mutate)
    with pytest.raises(LogError) as info:
        replay(log)
    assert words in str(info.value)
    result = CliRunner().invoke(main, ["replay", str(log)])
    assert result.exit_code == 1 and words in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("[" * 1000, ":2:33: 日志已损坏：嵌套过深"),
        ('{"type":"event","kind":"x","player":' + "9" * 5000 + ',"text":"t"}', ":2:37: 日志已损坏：整数"),
        ('{"type":"event","kind":"x","player":NaN,"text":"t"}', ":2:37: 日志已损坏：不是可接受的 JSON（不接受 NaN）"),
        ("[1, 2]", ":2: 日志已损坏，这一行缺少 type"),
    ],
)
def test_a_hostile_log_line_is_located(log, line, words):
    lines = log.read_text(encoding="utf-8").splitlines()
    lines.insert(1, line)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LogError) as info:
        read_log(log)
    assert words in str(info.value)


def test_a_log_that_is_not_utf8_is_located(log):
    data = log.read_bytes()
    cut = data.index(b"\n") + 20
    log.write_bytes(data[:cut] + b"\xff" + data[cut:])
    with pytest.raises(LogError, match=r"无法读取日志 .*game.jsonl:2:20：不是有效的 UTF-8"):
        read_log(log)


def test_a_log_whose_end_differs_is_described(log):
    rewrite_log(log, lambda rs: rs[-1].update(winner=2 if rs[-1]["winner"] == 1 else 1))
    result = replay(log)
    assert not result.ok
    assert "日志：结束行（角色" in result.divergence.describe()


# -- saves --------------------------------------------------------------------------------------------


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "save.json"
    save_game(path, GameSpec(seed=9), [0, 1, 0])
    return path


SAVE_VARIANTS = {
    "seed as a string": (lambda d: d["spec"].update(seed="9"), "spec: 「seed」"),
    "players as a float": (lambda d: d["spec"].update(players=2.0), "「players」"),
    "mode missing": (lambda d: d["spec"].pop("mode"), "缺少「mode」"),
    "spec as a list": (lambda d: d.update(spec=[1]), "游戏设置应为对象"),
    "spec missing": (lambda d: d.pop("spec"), "缺少「spec」"),
    "no sha256": (lambda d: d.pop("sha256"), "缺少「sha256」"),
    "sha256 as a number": (lambda d: d.update(sha256=5), "SHA-256"),
    "answers with a bool": (lambda d: d.update(answers=[True]), "整数列表"),
    "answers negative": (lambda d: d.update(answers=[-1]), "整数列表"),
    "answers as a dict": (lambda d: d.update(answers={"a": 1}), "整数列表"),
    "cardsets as null": (lambda d: d["spec"].update(cardsets=None), "「cardsets」"),
    "cardset path empty": (lambda d: d["spec"]["cardsets"][0].update(path=" "), "「path」不是可用的路径"),
    "lords_dealt huge": (lambda d: d["spec"].update(lords_dealt=10**9), "「lords_dealt」"),
}


@pytest.mark.parametrize("name", SAVE_VARIANTS)
def test_a_save_with_wrong_fields_is_a_clear_log_error(save, name):
    mutate, words = SAVE_VARIANTS[name]
    rewrite_save(save, mutate)
    with pytest.raises(LogError) as info:
        load_game(save)
    assert words in str(info.value)
    result = CliRunner().invoke(main, ["play", "--load", str(save)], input="q\n")
    assert result.exit_code == 1 and words in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(
    ("text", "words"),
    [("[" * 1000, ":1:33: 存档已损坏：嵌套过深"), ('{"answers": [' + "9" * 5000 + "]}", ":1:14: 存档已损坏：整数")],
)
def test_hostile_save_files_are_located(save, text, words):
    save.write_text(text, encoding="utf-8")
    with pytest.raises(LogError) as info:
        load_game(save)
    assert words in str(info.value)


# -- card sets found wherever the file is loaded from -------------------------------------------------


def test_logs_and_saves_find_the_bundled_sets_from_any_folder(tmp_path, log, monkeypatch):
    save_path = tmp_path / "save.json"
    save_game(save_path, GameSpec(seed=9), [0])
    elsewhere = tmp_path / "a" / "b" / "c"
    elsewhere.mkdir(parents=True)
    shutil.move(log, elsewhere / "game.jsonl")
    shutil.move(save_path, elsewhere / "save.json")
    monkeypatch.chdir(tmp_path / "a")
    assert replay("b/c/game.jsonl").ok
    assert load_game("b/c/save.json")[2] == [0]


def _own_sets(folder):
    """Copies of the bundled sets with other bytes (so no bundled set has their hash)."""
    folder.mkdir(parents=True)
    out = []
    for path in bundled_paths():
        copy = folder / f"my_{path.name}"
        copy.write_text(path.read_text(encoding="utf-8") + "\n# 我的副本\n", encoding="utf-8")
        out.append(copy)
    return out


def test_own_sets_are_found_relative_to_the_log_after_both_moved(tmp_path, monkeypatch):
    project = tmp_path / "project"
    sets = _own_sets(project / "sets")
    log = project / "logs" / "game.jsonl"
    log.parent.mkdir()
    args = ["demo", "--seed", "2", "--agent", "random", "--log", str(log)]
    for s in sets:
        args += ["--cardset", str(s)]
    assert CliRunner().invoke(main, args).exit_code == 0
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert [c["path"] for c in header["cardsets"]] == [f"../sets/{s.name}" for s in sets]
    moved = tmp_path / "moved"
    shutil.move(project, moved)
    monkeypatch.chdir(tmp_path)
    assert replay(moved / "logs" / "game.jsonl").ok
    changed = moved / "sets" / sets[1].name
    changed.write_text(changed.read_text(encoding="utf-8") + "# 改过\n", encoding="utf-8")
    with pytest.raises(LogError, match=rf"卡组文件 .*{sets[1].name} 与记录时不同（SHA-256 不符）"):
        replay(moved / "logs" / "game.jsonl")
    changed.unlink()
    with pytest.raises(LogError, match=rf"找不到卡组文件 \.\./sets/{sets[1].name}"):
        replay(moved / "logs" / "game.jsonl")


def test_lone_surrogates_in_a_save_or_log_are_refused(save, log):
    """Found by fuzzing: a JSON \\ud800 escape made computing a save's checksum raise UnicodeEncodeError."""
    text = save.read_text(encoding="utf-8").replace('"mode": "决斗"', '"mode": "\\ud800"')
    save.write_text(text, encoding="utf-8")
    with pytest.raises(LogError, match="代理项"):
        load_game(save)
    lines = log.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"text":"', '"text":"\\udcff', 1)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LogError, match=r"game.jsonl:2: 日志已损坏：文本含有孤立的 UTF-16 代理项"):
        read_log(log)
