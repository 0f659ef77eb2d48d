"""A greedy agent: tries every legal action on a clone, lets the stack settle, and keeps the
action whose position evaluates best for it (财富 lead first, then cards and 物资).

It uses only the embedding API: `decision`, `legal_actions`, `apply_action`, `clone`,
`is_terminal`, `returns` and `observation`.
"""

from __future__ import annotations

from zhdsl.engine.rng import Rng

PASS_LABEL = "过"
LORD_USE = "使用领主"
WIN = 1000.0
SCEPTRE = 60.0  # worth of holding the 权杖


def evaluate(game, seat: int) -> float:
    """The position from `seat`'s point of view (0-based seat)."""
    if game.is_terminal():
        result = game.returns()[seat]
        return WIN * result
    obs = game.observation(seat)
    players = obs["角色"]
    me = players[seat]
    mates = set(me["队友"])
    allies = [p for p in players if p["座次"] in mates]
    others = [p for i, p in enumerate(players) if i != seat and p["座次"] not in mates and not p["死亡"]]
    if allies:  # 团队: the teams' 财富 are compared
        lead = me["财富"] + sum(p["财富"] for p in allies) - sum(p["财富"] for p in others)
    else:
        lead = me["财富"] - max((p["财富"] for p in others), default=0)
    # Being close to 20 matters more than the lead alone; hand cards and 物资 are future wealth.
    score = (
        10.0 * lead
        + 3.0 * me["财富"]
        + 1.5 * me["手牌数"]
        + 1.0 * me["物资"]
        + 0.3 * sum(me["精力"].values())
        - 0.5 * sum(p["手牌数"] for p in others)
    )
    sceptre = obs["模式"].get("权杖")
    if sceptre:  # 权杖: holding it when your turn starts wins
        score += SCEPTRE if sceptre == seat + 1 else -SCEPTRE / 2
    return score


def _turn(game, seat: int) -> int:
    return game.observation(seat)["回合"]


class GreedyAgent:
    def __init__(self, seed: int = 0, settle_steps: int = 40) -> None:
        self.rng = Rng(seed)
        self.settle_steps = settle_steps
        self._swapped = -1  # the turn in which this agent last changed its lord

    def act(self, game) -> int:
        decision = game.decision
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if decision.kind == "arrange":
            # The order of a hand changes nothing this evaluation sees, so every pick ties: take one at
            # random (as a tie is broken) without trying each — 调度 asks once per card, and trying
            # every pick of every step made a single 调度 cost thousands of clones.
            return actions[self.rng.below(len(actions))]
        seat = decision.player
        best: list[int] = []
        best_score = float("-inf")
        for action in actions:
            trial = game.clone()
            trial.apply_action(action)
            self._settle(trial)
            score = evaluate(trial, seat)
            label = decision.options[action].label
            if label in (PASS_LABEL, "结束回合"):
                score -= 0.01  # prefer doing something when it is no worse
            elif label.startswith(LORD_USE) and self._swapped == _turn(game, seat):
                # One lord change a turn: changing back and forth costs nothing once 精力 and 物资 are
                # spent, so a one-step look-ahead would rather do that forever than face the turn's end.
                score -= WIN
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        choice = best[self.rng.below(len(best))]
        if decision.options[choice].label.startswith(LORD_USE):
            self._swapped = _turn(game, seat)
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
