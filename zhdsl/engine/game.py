"""The embedding API, shaped like OpenSpiel's State.

Every choice is the current `Decision`; an action is an index into its options.
Internally the game is a stack of tasks (`zhdsl.engine.turn`, the game's and the mode's). A task
runs on a copy of the state with the answers given so far; when it needs an answer it
has not got, the copy is dropped and the question becomes the current decision. When
the answer arrives the task runs again from its start (deterministic: same state, same
seeded RNG, same answers) and goes one question further. So a refused action changes
nothing, and `clone()` copies only plain mutable data.
"""

from __future__ import annotations

import operator

from zhdsl.engine import contract, turn, usage
from zhdsl.engine.decisions import Asker, Decision
from zhdsl.engine.errors import GameOver, IllegalAction, NeedDecision
from zhdsl.engine.events import Event
from zhdsl.engine.limits import Limits
from zhdsl.engine.runtime import Runtime
from zhdsl.engine.state import GameState

TERMINAL = -4  # OpenSpiel's kTerminalPlayerId


class Game:
    def __init__(self, state: GameState, library, mode, limits: Limits | None = None) -> None:
        self.state = state
        self.library = library
        self.mode = mode
        self.limits = limits or Limits()
        self.log: list[Event] = []
        self.actions = 0
        self._answers: list[int] = []
        self._memo: list = []  # `Runtime.recall` results of the pending task's earlier runs
        self._decision: Decision | None = None
        self._advance()

    # -- the task loop -------------------------------------------------------------------------

    def runtime(self, state: GameState | None = None, answers: list[int] | None = None) -> Runtime:
        return self.mode.runtime_class(state or self.state, self.library, self.mode, Asker(answers or []), self.limits)

    def _advance(self) -> None:
        while not self.state.over:
            if not self.state.tasks:
                self.state.tasks.append(("priority",))
            trial = self.state.copy()
            task = trial.tasks.pop()
            rt = self.runtime(trial, self._answers)
            rt.memo = self._memo
            try:
                self._run(rt, task)
            except NeedDecision as need:
                self._decision = need.decision
                return
            except GameOver:
                pass
            self.log.extend(trial.events)
            trial.events = []
            self.state = trial
            self._answers = []
            self._memo = []
        self._decision = None

    def _run(self, rt: Runtime, task: tuple) -> None:
        name, *args = task
        fn = self.mode.tasks.get(name) or turn.TASKS[name]
        fn(rt, *args)

    # -- OpenSpiel-shaped interface ---------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def current_player(self) -> int:
        return TERMINAL if self._decision is None else self._decision.player

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self._decision is None or (player is not None and player != self._decision.player):
            return []
        return list(range(len(self._decision.options)))

    def action_to_string(self, action: int) -> str:
        if self._decision is None or not (0 <= action < len(self._decision.options)):
            return f"<不合法的动作 {action}>"
        return self._decision.options[action].label

    def apply_action(self, action: int) -> None:
        """Answer the current decision. Refused with `IllegalAction` (state unchanged) when illegal."""
        if self._decision is None:
            raise IllegalAction("游戏已经结束，不能再行动")
        n = len(self._decision.options)
        try:
            index = operator.index(action) if not isinstance(action, bool) else None  # numpy ints too
        except TypeError:
            index = None
        if index is None or not 0 <= index < n:
            raise IllegalAction(f"不合法的动作「{action}」：当前决定「{self._decision.prompt}」只有{n}个选项（0–{n - 1}）")
        action = index
        self.actions += 1
        if self.actions > self.limits.actions_per_game:
            self.state.over, self.state.winner = True, None
            self.state.end_reason = f"超过行动上限（{self.limits.actions_per_game}）"
            self.log.append(Event("limit", None, f"游戏结束：{self.state.end_reason}，平局"))
            self._decision = None
            return
        self._answers.append(action)
        self._advance()

    def apply_label(self, player: int, label: str) -> None:
        """Answer by an option's label (a frontend's text command). Refused with `IllegalAction` and a
        Chinese reason — why the card cannot be used, whose turn it is — leaving the state unchanged."""
        d = self._decision
        if d is None:
            raise IllegalAction("游戏已经结束，不能再行动")
        if d.player != player:
            raise IllegalAction(f"时机不符：现在等待角色{d.player + 1}作决定（{d.prompt}）")
        wanted = label.strip()
        for i, o in enumerate(d.options):
            if o.label == wanted or o.label.strip("「」") == wanted.strip("「」"):
                self.apply_action(i)
                return
        name = wanted.removeprefix("使用").strip("「」")
        why = self.explain(player, name) if d.kind == "priority" else ""
        raise IllegalAction(why or f"没有选项「{label}」；可选：{'、'.join(d.labels())}")

    def is_terminal(self) -> bool:
        return self.state.over

    def returns(self) -> list[float]:
        return self.mode.returns(self)

    @property
    def winner(self) -> int | None:
        """The winning seat (in 团队: the first seat of the winning team); None for a draw or while playing."""
        return self.state.winner

    def winners(self) -> tuple[int, ...]:
        """Every seat that won (a whole team in 团队); empty for a draw or while playing."""
        return tuple(self.mode.winners(self))

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.state = self.state.copy()
        g.library, g.mode, g.limits = self.library, self.mode, self.limits
        g.log = list(self.log)
        g.actions = self.actions
        g._answers = list(self._answers)
        g._memo = list(self._memo)
        g._decision = self._decision
        return g

    # -- helpers for frontends -------------------------------------------------------------------------

    def explain(self, player: int, name: str) -> str:
        """Why `player` cannot use the card or skill called `name` in this state (Chinese), or "" if the
        rules allow it (whose turn to decide is not considered: a frontend passes for the others)."""
        d = self._decision
        if d is None:
            return "游戏已经结束"
        if not 0 <= player < len(self.state.players):
            return f"没有座次{player + 1}"
        rt = self.runtime(self.state.copy())
        own = rt.explain_use(player, name, d)  # a game with its own way of using cards explains it itself
        if own is not None:
            return own
        if rt.state.players[player].dead:
            return "你已死亡，不能行动"
        if d.kind != "priority":
            return f"时机不符：现在等待{rt.pname(d.player)}作决定（{d.prompt}）"
        for uid in rt.hand_zone(player):
            cd = rt.defn(uid)
            if cd.name != name:
                continue
            if not rt.is_hand_card(cd):
                return rt.explain_other(player, uid)
            reasons = [
                usage.reason(rt, player, usage.resolve_action(rt, player, ("card", uid, e.index)))
                for e in usage.card_uses(cd)
            ]
            if any(r is None for r in reasons):
                return ""
            return reasons[0] if reasons else f"「{name}」没有可以使用的效果"
        for cd, src in rt.skill_sources(player):
            for prog in cd.program.effects:
                if name in usage.skill_names(cd, prog):
                    if prog.mandatory:
                        return rt.word("mandatory")
                    action = ("skill", cd.id, src, prog.index)
                    return usage.reason(rt, player, usage.resolve_action(rt, player, action)) or ""
        return f"{rt.pname(player)}的手牌中没有「{name}」，也没有这个技能"

    def observation(self, player: int | None) -> dict:
        """What `player` may see (None: a spectator, public information only): the contract's
        observation (zhdsl.engine.contract, docs/protocol.md) — every player's counters, pools and
        zones, the shared zones, the stack, the mode's public facts, the decision (its options only
        for the deciding seat) and the result."""
        return contract.observation(self, player)
