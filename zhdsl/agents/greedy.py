"""A greedy agent: tries every legal action on a clone, lets the stack settle, and keeps the
action whose position the game's evaluation scores best for it (`GameRules.evaluate`).

It uses only the embedding API: `decision`, `legal_actions`, `apply_action`, `clone`,
`is_terminal`, `returns`, plus the game's evaluation.
"""

from __future__ import annotations

from zhdsl.engine.rng import Rng
from zhdsl.registry import rules_of

PASS_LABEL = "过"
NO_OP_LABELS = (PASS_LABEL, "结束回合")  # doing nothing is preferred only when nothing is better
LOSS = 1000.0


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
        for action in actions:
            trial = game.clone()
            trial.apply_action(action)
            self._settle(trial)
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

    def _settle(self, game) -> None:
        """Let the stack resolve: everybody passes; other questions take their first option.
        Stops at the next decision with an empty stack (a player's free choice)."""
        for _ in range(self.settle_steps):
            if game.is_terminal():
                return
            decision = game.decision
            labels = decision.labels()
            if PASS_LABEL in labels:
                game.apply_action(labels.index(PASS_LABEL))
            elif decision.kind == "priority":
                return
            else:
                game.apply_action(0)
