"""Re-run a logged game and verify every decision and event against the log."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs

from zhdsl.engine import contract
from zhdsl.engine.errors import IllegalAction
from zhdsl.play.gamelog import check_cardsets, create_game, decision_record, event_record, read_log
from zhdsl.play.driver import Step


@attrs.frozen
class Divergence:
    line: int  # 1-based line of the log
    expected: dict
    actual: dict | None

    def describe(self) -> str:
        def show(r):
            if r is None:
                return "（没有）"
            if r["type"] == "event":
                return f"事件「{r['text']}」"
            if r["type"] == "end":
                winner = f"角色{r['winner']}获胜" if r.get("winner") else "没有胜者"
                return f"结束行（{winner}，{'已结束' if r.get('terminal') else '未结束'}）"
            return f"决定「{r['prompt']}」选项{r['options']}（玩家{r['player'] + 1}）"

        return f"第{self.line}行开始不一致：\n  日志：{show(self.expected)}\n  重放：{show(self.actual)}"


@attrs.frozen
class ReplayResult:
    decisions: int
    events: int
    divergence: Divergence | None
    winner: int | None

    @property
    def ok(self) -> bool:
        return self.divergence is None


def replay(path: str | Path, on_step: Callable[[Step, list], None] | None = None) -> ReplayResult:
    """Re-run the log at `path`. Raises LogError for an unusable file; a game that plays out
    differently is reported as the first `Divergence`. `on_step(step, events)` sees each verified
    step with its events as the contract shows them to a spectator (zhdsl.engine.contract)."""
    records = read_log(path)
    spec = check_cardsets(records[0], str(path), Path(path).parent)
    game = create_game(spec, str(path))
    body = records[1:-1]
    produced = [event_record(e) for e in game.log]
    cursor = 0  # index into body
    decisions = events = 0

    def compare(actual_records: list[dict]) -> Divergence | None:
        nonlocal cursor, events
        for actual in actual_records:
            expected = body[cursor] if cursor < len(body) else None
            if expected != actual:
                return Divergence(cursor + 2, expected or {"type": "end"}, actual)
            cursor += 1
            events += 1
        return None

    if (div := compare(produced)) is not None:
        return ReplayResult(decisions, events, div, None)
    while cursor < len(body):
        expected = body[cursor]
        if expected["type"] != "decision":
            return ReplayResult(decisions, events, Divergence(cursor + 2, expected, None), None)
        if game.is_terminal():
            return ReplayResult(decisions, events, Divergence(cursor + 2, expected, None), None)
        decision = game.decision
        seen = len(game.log)
        try:
            game.apply_action(expected.get("answer"))
        except IllegalAction:
            actual = decision_record(Step(decision, expected.get("answer"), ()))
            return ReplayResult(decisions, events, Divergence(cursor + 2, expected, actual), None)
        step = Step(decision, expected["answer"], tuple(game.log[seen:]))
        actual = decision_record(step)
        if actual != expected:
            return ReplayResult(decisions, events, Divergence(cursor + 2, expected, actual), None)
        cursor += 1
        decisions += 1
        if (div := compare([event_record(e) for e in step.events])) is not None:
            return ReplayResult(decisions, events, div, None)
        if on_step is not None:
            on_step(step, contract.events(game, seen))
    end = records[-1]
    winner = 0 if game.winner is None else game.winner + 1
    if end.get("winner") != winner or end.get("terminal") != game.is_terminal():
        actual = {"type": "end", "winner": winner, "terminal": game.is_terminal()}
        return ReplayResult(decisions, events, Divergence(len(records), end, actual), game.winner)
    return ReplayResult(decisions, events, None, game.winner)
