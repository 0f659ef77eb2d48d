"""Attacks that were left to the engine and compiler work of issue 16 (docs/reliability.md, 「曾经的攻击与
修复」): each was a strict xfail until fixed, and is now a regression test. A guard against a hang
(`within`, a minute) is no timing: what each asserts is the work done or the answer given."""

from __future__ import annotations

import signal


from zhdsl.pipeline import analyze
from zhdsl.play.spec import GameSpec
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build


class _TookTooLong(Exception):
    pass


class _Alarm(BaseException):
    pass


def within(seconds: float, work):
    """`work()`, or _TookTooLong when it runs longer than `seconds` (raised afresh outside the
    interrupted frames, whose tracebacks pytest cannot always render)."""

    def stop(signum, frame):
        raise _Alarm

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    timed_out = False
    try:
        return work()
    except _Alarm:
        timed_out = True
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if timed_out:
            raise _TookTooLong(f"took longer than {seconds} s")


def _card(text: str) -> dict:
    return {"名称": "甲", "效果": text, "精力": "0", "点数": 1}


def _use(game, name: str = "甲") -> None:
    game.apply_action(next(i for i, label in enumerate(game.decision.labels()) if name in label))


def test_explain_for_a_seat_that_does_not_exist_is_a_reason_not_an_index_error():
    """engine/game.py Game.explain: `explain(99, …)` once raised IndexError; the seat is named 1-based."""
    game = GameSpec(seed=1).create()
    assert game.explain(99, "劳作") == "没有座次100"


def test_an_expression_that_check_accepts_compiles():
    """compiler/lower.py recurses once per term of an expression: 900 terms (1,808 characters, under
    E213) passed `check` and overflowed the stack in compile_text. `check` now bounds the terms of an
    expression (E229) without recursing."""
    text = "生产X财富（X为" + "+".join(["1"] * 900) + "）"
    result = analyze(text)
    assert not result.ok and [d.code for d in result.diagnostics] == ["E229"]


def test_wealth_arithmetic_stays_bounded_in_survival():
    """engine/resources.py change_wealth: 14 uses of 「生产X财富（X为你的财富×你的财富）」 in 生存 (no
    wealth victory) grow 财富 past 4,300 digits, and writing the event raises ValueError."""
    data = {"模式": "生存", "卡组": [], "当前角色": 1,
            "角色": [{"财富": 10, "仓储": 99, "手牌": [_card("生产X财富（X为你的财富×你的财富）")] * 16}, {}, {}, {}]}
    game = build(parse(data))
    for _ in range(16):
        if game.decision is None or not any("甲" in label for label in game.decision.labels()):
            break
        _use(game)
        while game.state.stack and game.decision is not None:
            labels = game.decision.labels()
            game.apply_action(next((i for i, label in enumerate(labels) if label == "过"), len(labels) - 1))
    assert game.state.over or abs(game.state.players[0].wealth) <= 10**18


def test_one_action_is_bounded_when_cards_use_each_other():
    """engine/game.py apply_action: with 10 copies of 「抽1张牌，使用1张手牌（不支付精力）」 in the 牌库, the
    answer that uses the first ran forever (65,000 events in 5 s, memory growing). It now ends the game
    in a draw at the bound on the tasks one action runs (Limits.tasks_per_action, D28)."""
    data = {"卡组": [], "当前角色": 1, "角色": [{"手牌": [_card("抽1张牌，使用1张手牌（不支付精力）")]}, {}],
            "公共区域": {"牌库": [_card("抽1张牌，使用1张手牌（不支付精力）")] * 10}}
    game = build(parse(data))

    def play_out():
        _use(game)
        for _ in range(200):
            if game.decision is None:
                break
            game.apply_action(0)

    within(60, play_out)  # a guard against a hang, not a timing
    assert game.is_terminal() and game.winner is None
    assert "一次行动引发的处理超过上限" in game.state.end_reason and game.log[-1].kind == "limit"
    assert game.work.action_tasks <= game.limits.tasks_per_action + 1


def test_a_card_set_with_many_unknown_keys_is_checked_in_linear_time():
    """text/tomlpos.py TomlLocator.table (and .key) scanned every line for each lookup, and
    games/zongheng/cardset.py load_cardset looks up every unknown top-level key (W307): a file of n
    unknown keys cost n² regex matches — 8,000 keys took about 20 s. One scan now indexes the file:
    each line is matched a bounded number of times, however many keys are looked up."""
    from zhdsl.games.zongheng.cardset import load_cardset
    from zhdsl.text import tomlpos

    matched = 0
    key_line = tomlpos._KEY

    class Counting:
        def match(self, line):
            nonlocal matched
            matched += 1
            return key_line.match(line)

    source = "\n".join(f'"k{i}" = 1' for i in range(6000))
    original, tomlpos._KEY = tomlpos._KEY, Counting()
    try:
        result = within(60, lambda: load_cardset("many.toml", source))  # a guard against a hang, not a timing
    finally:
        tomlpos._KEY = original
    assert not any(d.diagnostic.is_error for d in result.diagnostics)
    assert len(result.diagnostics) == 6000 and result.diagnostics[-1].line == 6000
    assert matched <= 6000
