"""The engine's refusals (zhdsl/engine/errors.py) carry the Chinese reason a player is shown: as `reason`
(what the server and the scenario runner report) and as the exception's text (what a replayed log's
error message quotes)."""

from __future__ import annotations

import pytest

from zhdsl.engine.errors import IllegalAction
from zhdsl.play.spec import GameSpec


def test_an_action_out_of_range_is_refused_with_its_reason():
    game = GameSpec(seed=2).create()
    n = len(game.legal_actions())
    with pytest.raises(IllegalAction) as caught:
        game.apply_action(99)
    reason = caught.value.reason
    assert reason.startswith("不合法的动作「99」：") and f"只有{n}个选项（0–{n - 1}）" in reason
    assert str(caught.value) == reason
    assert len(game.legal_actions()) == n and game.actions == 0  # the state is unchanged


def test_a_question_without_an_answer_carries_its_decision_and_prompt():
    """A task that needs an answer not given yet stops with the decision it needs (the replaying game
    turns it into the next decision); its text is the prompt, what a stray traceback would show."""
    from zhdsl.engine.decisions import Asker, Decision, Option
    from zhdsl.engine.errors import NeedDecision

    asked = Decision(1, "choice", "选一项", (Option("甲", 0), Option("乙", 1)))
    with pytest.raises(NeedDecision) as caught:
        Asker([]).ask(asked)
    assert caught.value.decision is asked
    assert str(caught.value) == "选一项"
