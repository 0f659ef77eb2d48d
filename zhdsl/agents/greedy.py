"""A greedy agent: tries every legal action on a clone, lets the stack settle, and keeps the
action whose position the game's evaluation scores best for it (`GameRules.evaluate`).

It uses only the embedding API: `decision`, `legal_actions`, `apply_action`, `clone` — `lookahead`
where the game has it: a clone whose positions the game takes when it is given the chosen answer,
instead of playing to them again — `is_terminal`, `returns`, plus the game's evaluation.

Its work at one decision is bounded whatever the position (docs/reliability.md): it looks ahead at
no more than `MAX_TRIED` options (past that, a seeded sample of them, with the options that do
nothing always among them); the look-ahead of one decision shares a budget of answers, engine tasks
and cards moved — each option gets an equal share of what is left — and the engine itself enforces
the tasks and moves on the clone (`Limits`): a look-ahead that runs out ends its clone in a draw and
is scored as one. Settling stops at a decision of more than `MAX_TRIED` options (a thousand-card
discard is not answered card by card). The bundled card sets' games stay well inside — at most 9
options a decision, and 15 answers, 21 tasks and 74 cards moved an option (times the options: 96,
136 and 472) — so the bounds never change how they are played (their games are the same, event for
event, as before the bounds).
"""

from __future__ import annotations

import operator

import attrs

from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.registry import rules_of

PASS_LABEL = "过"
NO_OP_LABELS = (PASS_LABEL, "结束回合")  # doing nothing is preferred only when nothing is better
LOSS = 1000.0
MAX_TRIED = 16  # options looked ahead at one decision; a decision with more is not settled through
DECISION_ANSWERS = 160  # answers the look-ahead of one decision may give, all options together
DECISION_TASKS = 320  # engine tasks it may run
DECISION_MOVES = 1200  # cards it may move
OPTION_TASKS = 40  # at most for one option
OPTION_MOVES = 300


_LIMIT_NAMES = tuple(a.name for a in attrs.fields(Limits))
_limit_values = operator.attrgetter(*_LIMIT_NAMES)
_TASKS_AT, _MOVES_AT = _LIMIT_NAMES.index("tasks_per_game"), _LIMIT_NAMES.index("moves_per_game")


def _with_game_work(limits, tasks: int, moves: int):
    """`attrs.evolve(limits, tasks_per_game=tasks, moves_per_game=moves)` in a third of its time (one
    per option looked at)."""
    if type(limits) is not Limits:
        return attrs.evolve(limits, tasks_per_game=tasks, moves_per_game=moves)
    values = list(_limit_values(limits))
    values[_TASKS_AT], values[_MOVES_AT] = tasks, moves
    return Limits(*values)


class GreedyAgent:
    def __init__(self, seed: int = 0, settle_steps: int = 40) -> None:
        self.rng = Rng(seed)
        self.settle_steps = settle_steps
        self._once: dict[str, int] = {}  # label prefix -> the turn the agent last took such an action

    def act(self, game) -> int:
        decision = game.decision
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        rules = rules_of(game)
        if decision.kind in rules.GREEDY_RANDOM_KINDS:
            # Choices the evaluation cannot tell apart (the order of a hand): every pick ties, so take one
            # at random (as a tie is broken) without trying each — 调度 asks once per card, and trying every
            # pick of every step made a single 调度 cost thousands of clones.
            return actions[self.rng.below(len(actions))]
        seat = decision.player
        turn = game.state.turn
        best: list[int] = []
        best_score = float("-inf")
        tried = self._tried(decision, actions)
        answers_left, tasks_left, moves_left = DECISION_ANSWERS, DECISION_TASKS, DECISION_MOVES
        for n, action in enumerate(tried):
            trial = game.lookahead() if hasattr(game, "lookahead") else game.clone()
            tasks, moves = trial.work.tasks, trial.work.moves
            share = len(tried) - n
            trial.limits = _with_game_work(
                game.limits,
                min(game.limits.tasks_per_game, tasks + min(OPTION_TASKS, tasks_left // share)),
                min(game.limits.moves_per_game, moves + min(OPTION_MOVES, moves_left // share)),
            )
            trial.apply_action(action)
            answers_left -= 1 + self._settle(trial, min(self.settle_steps, max(0, answers_left - 1) // share))
            tasks_left = max(0, tasks_left - (trial.work.tasks - tasks))
            moves_left = max(0, moves_left - (trial.work.moves - moves))
            score = rules.evaluate(trial, seat)
            label = decision.options[action].label
            if label in NO_OP_LABELS:
                score -= 0.01  # prefer doing something when it is no worse
            elif any(label.startswith(p) and self._once.get(p) == turn for p in rules.GREEDY_ONCE_PER_TURN):
                # One such action a turn: changing a lord back and forth costs nothing once 精力 and 物资 are
                # spent, so a one-step look-ahead would rather do that forever than face the turn's end.
                score -= LOSS
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        choice = best[self.rng.below(len(best))]
        for prefix in rules.GREEDY_ONCE_PER_TURN:
            if decision.options[choice].label.startswith(prefix):
                self._once[prefix] = turn
        return choice

    def _tried(self, decision, actions: list[int]) -> list[int]:
        """The options to look ahead at: all of them, or past `MAX_TRIED` the ones that do nothing
        and a seeded sample of the others, in their order."""
        if len(actions) <= MAX_TRIED:
            return actions
        keep = [a for a in actions if decision.options[a].label in NO_OP_LABELS]
        rest = [a for a in actions if decision.options[a].label not in NO_OP_LABELS]
        wanted = MAX_TRIED - len(keep)
        for i in range(wanted):  # the first `wanted` of a seeded shuffle
            j = i + self.rng.below(len(rest) - i)
            rest[i], rest[j] = rest[j], rest[i]
        return sorted(keep + rest[:wanted])

    def _settle(self, game, answers: int) -> int:
        """Let the stack resolve: everybody passes; other questions take their first option.
        Stops at the next decision with an empty stack (a player's free choice), at one with more
        than `MAX_TRIED` options, or after `answers` answers; returns how many it gave."""
        for given in range(answers):
            if game.is_terminal():
                return given
            decision = game.decision
            if len(decision.options) > MAX_TRIED:
                return given
            labels = decision.labels()
            if PASS_LABEL in labels:
                game.apply_action(labels.index(PASS_LABEL))
            elif decision.kind == "priority":
                return given
            else:
                game.apply_action(0)
        return answers
