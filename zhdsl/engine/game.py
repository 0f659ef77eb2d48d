"""The embedding API, shaped like OpenSpiel's State.

Every choice is the current `Decision`; an action is an index into its options.
Internally the game is a stack of tasks (`zhdsl.engine.turn`, the game's and the mode's). A task
runs on a copy of the state (the trial) with the answers given so far; the game's state is the
last committed one until the task is done. When the task needs an answer it has not got, the
question becomes the current decision and the task waits for the answer where it asked (in a
greenlet), then goes on. A task that cannot wait — in a clone, in a game unpickled, or without
the greenlet package — is dropped at the question instead, and run again from its start when the
answer arrives (deterministic: same state, same seeded RNG, same answers, and `Runtime.recall`
hands back what it computed before). Both ways give the same game. A refused action changes
nothing, and `clone()` copies only plain mutable data. Code that changes `state` directly between
decisions calls `state_changed()`, so the pending task sees the change.
"""

from __future__ import annotations

import operator
import os
import threading

import attrs

from zhdsl.engine import contract, turn, usage
from zhdsl.engine.decisions import Asker, Decision
from zhdsl.engine.errors import GameOver, IllegalAction, NeedDecision, WorkLimit
from zhdsl.engine.events import Event
from zhdsl.engine.limits import Limits
from zhdsl.engine.runtime import Runtime
from zhdsl.engine.state import GameState, fingerprint

try:
    from greenlet import getcurrent as _current
    from greenlet import greenlet as _greenlet
except ImportError:  # pragma: no cover - the engine runs without it, replaying tasks instead
    _greenlet = None

# Tasks run in worker greenlets, reused (starting a greenlet costs more than a task): a worker runs
# a task to its end or waits inside it for an answer; idle workers wait in this thread's pool.
_workers = threading.local()


def _work(job):
    while True:
        game, rt, task = job
        try:
            game._run(rt, task)
            if game._quiet:
                game._run_quiet(rt)
        except GameOver:
            pass
        job = _current().parent.switch(None)  # done: back to the game, until the next task


def _suspend(decision) -> None:
    """Hand the decision to the game; returns when the answer has been added (the worker resumed)."""
    _current().parent.switch(decision)


def _pool() -> list:
    pool = getattr(_workers, "idle", None)
    if pool is None:
        pool = _workers.idle = []
    return pool

TERMINAL = -4  # OpenSpiel's kTerminalPlayerId
_NO_TASKS: frozenset = frozenset()

# The trial check, a debug mode (`ZHDSL_CHECK_TRIALS=1`, or set it to True): every task takes the
# fingerprint of the committed state when it starts or resumes, and checks it again whenever the task
# stops (done, asking, or dropped at a bound of `Limits`); a write that reached the committed state instead
# of the trial — one that went past the copy on write (`GameState.mut`, `add_card`, `wzone`) — raises
# `TrialLeak`. Slow: for tests (tests/engine/test_trial_check.py) and for running a suite under it.
CHECK_TRIALS = bool(os.environ.get("ZHDSL_CHECK_TRIALS"))


class TrialLeak(AssertionError):
    """A task changed the committed state it started from (see `CHECK_TRIALS`)."""


class Work:
    """The engine's work so far — tasks run to completion and cards moved — for this action,
    this turn and this game, against the bounds of `Limits` (D28). Counted from the tasks that
    completed, so the count does not depend on how often a task was run again for its answers."""

    __slots__ = ("tasks", "moves", "turn", "turn_tasks", "turn_moves", "action_tasks", "action_moves")

    def __init__(self) -> None:
        self.tasks = self.moves = 0
        self.turn = None
        self.turn_tasks = self.turn_moves = self.action_tasks = self.action_moves = 0

    def copy(self) -> Work:
        w = Work.__new__(Work)  # every slot set here (a clone per look-ahead step: no setattr loop)
        w.tasks, w.moves, w.turn = self.tasks, self.moves, self.turn
        w.turn_tasks, w.turn_moves = self.turn_tasks, self.turn_moves
        w.action_tasks, w.action_moves = self.action_tasks, self.action_moves
        return w

    def new_action(self, turn: int) -> None:
        self.action_tasks = self.action_moves = 0
        self._at_turn(turn)

    def _at_turn(self, turn: int) -> None:
        if turn != self.turn:
            self.turn, self.turn_tasks, self.turn_moves = turn, 0, 0

    def moves_left(self, limits: Limits) -> int:
        """How many cards the next task may move."""
        return min(limits.moves_per_action - self.action_moves, limits.moves_per_turn - self.turn_moves,
                   limits.moves_per_game - self.moves)

    def moves_bound(self, limits: Limits) -> str:
        """The bound on cards moved that a task went past (the one that left it the fewest)."""
        return min(
            (limits.moves_per_action - self.action_moves, f"一次行动引发的牌的移动超过上限（{limits.moves_per_action}张）"),
            (limits.moves_per_turn - self.turn_moves, f"一个回合中牌的移动超过上限（{limits.moves_per_turn}张）"),
            (limits.moves_per_game - self.moves, f"一局中牌的移动超过上限（{limits.moves_per_game}张）"),
        )[1]

    def done(self, moved: int, turn: int, limits: Limits) -> str | None:
        """Count a completed task; the bound it went past, if any."""
        self._at_turn(turn)
        self.tasks += 1
        self.turn_tasks += 1
        self.action_tasks += 1
        self.moves += moved
        self.turn_moves += moved
        self.action_moves += moved
        if self.action_tasks > limits.tasks_per_action:
            return f"一次行动引发的处理超过上限（{limits.tasks_per_action}次）"
        if self.turn_tasks > limits.tasks_per_turn:
            return f"一个回合的处理超过上限（{limits.tasks_per_turn}次）"
        if self.tasks > limits.tasks_per_game:
            return f"一局的处理超过上限（{limits.tasks_per_game}次）"
        return None


# Look-ahead (`Game.lookahead`): the positions a search agent's clones reach, kept by their answers
# since the position they were cloned at, so that the game (and its later clones) giving the same
# answers takes the position instead of playing to it again.
AHEAD_PATHS = 4096  # positions kept from one root; past it no more are kept
_WORK_BOUNDS = ("tasks_per_game", "moves_per_game")  # the bounds a look-ahead may narrow (see `_limits_key`)


def _limits_key(limits) -> tuple:
    """The bounds that may change what a game does: games whose keys differ share no positions. The
    two `_WORK_BOUNDS` only stop a game (D28) — a position reached within a game's own bounds of them is
    the position it would reach — so they are left out, and checked against each game's own."""
    cls = type(limits)
    if not attrs.has(cls):
        return (id(limits),)
    return tuple(getattr(limits, a.name) for a in attrs.fields(cls) if a.name not in _WORK_BOUNDS)


class Ahead:
    """The positions reached from one position (the root) by its look-ahead clones: answers since
    the root -> (committed state, log, log length, work, actions, pending answers, memo, decision,
    inlined tasks, their moves) as the game stood once those answers were played."""

    __slots__ = ("reached", "key")

    def __init__(self, reached: dict, key: tuple) -> None:
        self.reached, self.key = reached, key


class Game:
    # Inline tasks (`Runtime.then`) of the pending task already counted in `work`, and the cards
    # they moved: a run again from its start does not count them twice.
    _inlined = 0
    _inlined_moves = 0
    # The log and `work` may be shared with a clone (or the game cloned): each side copies them before
    # its first change (`_own`), so a clone that is never played copies neither.
    _shares = False
    _trial_ref = None  # (the committed state, its fingerprint) of the running task, with CHECK_TRIALS
    _bounded = False  # stopped at a bound of `Limits` (`_stop`)
    # Look-ahead (`lookahead`): the positions shared with this game's look-ahead clones (or, in a clone,
    # those it adds to), a clone's answers since their root (the root's are none: each answer moves the
    # root), whether this game is such a clone, and the limits last found to agree with theirs.
    _ahead: Ahead | None = None
    _ahead_path: tuple = ()
    _ahead_clone = False
    _ahead_limits = None
    _quiet: frozenset = _NO_TASKS  # the mode's `quiet_tasks` (a game unpickled from before they existed: none)

    def __init__(self, state: GameState, library, mode, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        if len(state.cards) > self.limits.cards_per_game:
            raise ValueError(f"对局中的牌过多：共{len(state.cards)}张，最多{self.limits.cards_per_game}张（docs/reliability.md）")
        self.state = state
        self.library = library
        self.mode = mode
        self.log: list[Event] = []
        self.actions = 0
        self.work = Work()
        self._answers: list[int] = []
        self._memo: list = []  # `Runtime.recall` results of the pending task's earlier runs
        self._decision: Decision | None = None
        self._waiting = None  # (worker greenlet, trial state, runtime, thread id) of the task waiting for an answer
        self._resumes = _greenlet is not None  # tasks wait for answers (clones replay instead, see `clone`)
        self._quiet = getattr(mode, "quiet_tasks", _NO_TASKS)
        self._advance()

    # -- the task loop -------------------------------------------------------------------------

    def runtime(self, state: GameState | None = None, answers: list[int] | None = None) -> Runtime:
        asker = Asker(answers if answers is not None else [])
        return self.mode.runtime_class(state or self.state, self.library, self.mode, asker, self.limits)

    def _own(self) -> None:
        """Copy the log and `work` if a clone shares them, before changing them."""
        self.log, self.work, self._shares = list(self.log), self.work.copy(), False

    def _advance(self) -> None:
        if self._shares:
            self._own()
        work, limits = self.work, self.limits
        work.new_action(self.state.turn)
        thread = threading.get_ident()
        pool = _pool() if self._resumes else None
        while not self.state.over:
            waiting, self._waiting = self._waiting, None
            try:
                if waiting is not None and waiting[3] == thread:
                    worker, trial, rt, _thread = waiting
                    rt.move_budget = work.moves_left(limits) + rt.moved_counted  # as a task run again would have it
                    if CHECK_TRIALS:  # from here: what a test or a frontend changed in between is not the task's
                        self._trial_ref = (self.state, fingerprint(self.state))
                    worker.parent = _current()
                    asked = worker.switch()
                else:
                    trial, rt, asked, worker = self._start_task(work, pool)
            except WorkLimit:  # the task is dropped: the game ends where it stood before it
                if CHECK_TRIALS:
                    self._check_trial()
                self._stop(work.moves_bound(limits))
                return
            if CHECK_TRIALS:
                self._check_trial()
            if asked is not None:
                self._decision = asked
                if worker is not None:
                    self._waiting = (worker, trial, rt, thread)
                return
            if worker is not None:
                pool.append(worker)
            self._commit(trial)
            if rt.over is not None:  # the part before an inline point went past a bound: counted there
                over = rt.over
            else:
                over = work.done(rt.moved - rt.moved_counted, trial.turn, limits)
            if over is not None and not trial.over:
                self._stop(over)
                return
        self._decision = None

    def _commit(self, trial: GameState) -> None:
        if trial.events:
            self.log.extend(trial.events)
            trial.events = []
        self.state = trial
        if self._answers:
            self._answers = []
        if self._memo:
            self._memo = []
        self._inlined = self._inlined_moves = 0

    def _inline(self, rt: Runtime, task: tuple) -> bool:
        """`Runtime.then`: the task running now ends here and `task` runs next, inside it. The part
        that ended is counted as a completed task (once: a run again from the start passes the same
        points); if it went past a bound of `Limits`, `task` is queued instead and the game stops
        once the running task returns, as it would have after a task of its own."""
        k = rt.inlined
        rt.inlined = k + 1
        if k >= self._inlined:  # the first time this point is reached
            moved = rt.moved - rt.moved_counted
            over = self.work.done(moved, rt.state.turn, self.limits)
            self._inlined, self._inlined_moves = k + 1, self._inlined_moves + moved
            rt.moved_counted = rt.moved
            if over is not None:
                rt.over = over
                return False
        else:
            rt.moved_counted = rt.moved
        self._run(rt, task)
        return True

    def _start_task(self, work: Work, pool: list | None = None):
        """Run the next task on a trial state until it is done or asks: (trial, its runtime, the
        decision asked or None, the greenlet waiting for its answer or None). A task that moves more
        cards than `work` leaves it raises WorkLimit. `pool`: idle workers (None: the task is run
        again from its start for each answer instead of waiting in one)."""
        state = self.state
        if not state.tasks:
            state.tasks.append(("priority",))
        trial = state.copy()
        if CHECK_TRIALS:
            self._trial_ref = (state, fingerprint(state))
        task = trial.tasks.pop()
        rt = self.mode.runtime_class(trial, self.library, self.mode, Asker(self._answers), self.limits)
        rt.memo = self._memo
        rt.move_budget = work.moves_left(self.limits) + self._inlined_moves  # counted already, moved again
        rt.inline = self._inline
        if pool is None:
            try:
                self._run(rt, task)
                if self._quiet:
                    self._run_quiet(rt)
            except NeedDecision as need:
                return trial, rt, need.decision, None
            except GameOver:
                pass
            return trial, rt, None, None
        worker = pool.pop() if pool else _greenlet(_work)
        worker.parent = _current()
        rt.asker.suspend = _suspend
        return trial, rt, worker.switch((self, rt, task)), worker

    def _check_trial(self) -> None:
        ref = self._trial_ref
        if ref is None or ref[0] is not self.state:
            return
        now = fingerprint(ref[0])
        if now != ref[1]:
            changed = []
            for (name, a), (_n, b) in zip(ref[1], now):
                if a != b:
                    if a[0] == b[0] == "dict":  # which keys: the card uids, the zones
                        old, new = dict(a[1]), dict(b[1])
                        name += f" {sorted((k for k in old.keys() | new.keys() if old.get(k) != new.get(k)), key=repr)}"
                    changed.append(name)
            raise TrialLeak(f"a task changed the committed state it started from: {'; '.join(changed)}")

    def _stop(self, reason: str) -> None:
        """End the game in a draw at a bound of `Limits`, with an event that names it."""
        if self._ahead_clone:  # its committed state may be a position kept for others (`lookahead`)
            self.state = self.state.copy()
        self._bounded = True
        s = self.state
        s.over, s.winner, s.end_reason = True, None, reason
        if self._shares:
            self._own()
        self.log.append(Event("limit", None, f"游戏结束：{reason}，平局"))
        self._answers, self._memo, self._decision, self._waiting = [], [], None, None
        self._inlined = self._inlined_moves = 0

    def _run(self, rt: Runtime, task: tuple) -> None:
        name = task[0]
        fn = self.mode.tasks.get(name) or turn.TASKS[name]
        if len(task) == 1:
            fn(rt)
        else:
            fn(rt, *task[1:])

    def _run_quiet(self, rt: Runtime) -> None:
        """After a task is done: the queued tasks the mode declares quiet (`Mode.quiet_tasks`: they never
        ask) run on inside it, on the same trial, as `Runtime.then` runs a task — each counted as a
        task of its own, so the work bounds and the game are the same — with the runtime's per-task
        memory as a new task's runtime would have it. A chain of tasks that do not ask commits once:
        no state copy per task, and no decision could have seen the positions between them."""
        trial, quiet = rt.state, self._quiet
        tasks = trial.tasks
        while tasks and tasks[-1][0] in quiet and not trial.over and rt.over is None:
            task = tasks.pop()
            rt._watched = (trial.events, len(trial.events))  # a new task's event triggers see its own events
            rt.last_discarded = rt.last_moved = rt.last_drawn = ()
            if not self._inline(rt, task):
                tasks.append(task)
                return

    def state_changed(self) -> None:
        """Call after changing `self.state` directly while a decision is pending (a test's or a smoke
        game's setup): the pending task then runs again from its start on the changed state when
        the answer comes, instead of resuming on the copy it started from. Positions kept by
        look-ahead clones (`lookahead`) are dropped."""
        self._waiting = None
        self._ahead = None

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        state["_waiting"] = None  # a waiting task cannot be pickled: it runs again from its start
        for name in ("_ahead", "_ahead_limits"):  # the look-ahead positions stay with this game
            state.pop(name, None)
        return state

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
            self._stop(f"超过行动上限（{self.limits.actions_per_game}）")
            return
        self._answers.append(action)
        if self._ahead is None:
            self._advance()
            return
        reached = self._follow(action)
        if reached is not None and self._take(reached):
            return
        self._advance()
        ahead = self._ahead
        if self._ahead_clone and ahead is not None and not self._bounded and len(ahead.reached) < AHEAD_PATHS:
            ahead.reached[self._ahead_path] = (
                self.state, self.log, len(self.log), self.work.copy(), self.actions, self._answers[:], self._memo[:],
                self._decision, self._inlined, self._inlined_moves)

    def _follow(self, action: int):
        """The position a look-ahead clone reached with this game's answers since their root and
        `action`, or None. A clone goes one answer further down; the root moves to the position after
        `action`, keeping what was reached beyond it."""
        ahead = self._ahead
        limits = self.limits
        if limits is not self._ahead_limits:
            if _limits_key(limits) != ahead.key:
                self._ahead = None  # other bounds: this game shares no positions any more
                return None
            self._ahead_limits = limits
        reached = ahead.reached
        if self._ahead_clone:
            path = self._ahead_path = self._ahead_path + (action,)
            return reached.get(path)
        self._ahead = Ahead({p[1:]: r for p, r in reached.items() if len(p) > 1 and p[0] == action}, ahead.key)
        return reached.get((action,))

    def _take(self, reached) -> bool:
        """Become the position a look-ahead clone reached with the same answers (False, nothing
        changed: the clone did more work than this game's bounds allow, so this game would have
        stopped on the way). A task waiting for this game's answer is dropped: the pending task of
        the position runs again from its start when its answer comes, as in a clone."""
        state, log, n, work, actions, answers, memo, decision, inlined, inlined_moves = reached
        limits = self.limits
        if work.tasks > limits.tasks_per_game or work.moves > limits.moves_per_game or actions != self.actions:
            return False
        if self._shares:
            self._own()
        mine = self.log
        mine.extend(log[len(mine):n])
        self.state = state if self._ahead_clone else state.copy()  # the root's state is the caller's to change
        self.work = work.copy()
        self._answers, self._memo = answers[:], memo[:]
        self._decision = decision
        self._inlined, self._inlined_moves = inlined, inlined_moves
        self._waiting = None
        return True

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
        g.library, g.mode, g.limits, g._quiet = self.library, self.mode, self.limits, self._quiet
        g.log, g.work = self.log, self.work  # copied by the side that changes them first
        self._shares = g._shares = True
        g.actions = self.actions
        g._answers = self._answers[:]
        g._memo = self._memo[:]
        g._inlined, g._inlined_moves = self._inlined, self._inlined_moves
        g._decision = self._decision
        # The clone runs the waiting task again from its start, and every task of its own that asks.
        # Clones are mostly played a few steps and dropped (look-ahead), and a dropped game's waiting
        # worker costs more to end and replace than replaying costs.
        g._waiting = None
        g._resumes = False
        return g

    def lookahead(self) -> Game:
        """A clone for looking ahead (a search agent's). It plays as `clone()` does, and every
        position it reaches is kept, by its answers since this position: this game, and its other
        look-ahead clones, take the position instead of playing to it again when they give the same
        answers (the same state and answers give the same game). Play it only through `apply_action`;
        its `limits` may narrow the bounds `tasks_per_game` and `moves_per_game` (a clone with other
        bounds changed shares nothing, and a position is taken only within the taker's own bounds).
        Code that changes a game's state directly calls `state_changed()`, which drops the kept
        positions."""
        g = self.clone()
        ahead = self._ahead
        if ahead is None:
            ahead = self._ahead = Ahead({}, _limits_key(self.limits))
            self._ahead_limits = self.limits
        g._ahead, g._ahead_path, g._ahead_clone = ahead, self._ahead_path, True
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
        # Several cards may share a name (two printings of 「教育」): usable when any copy is.
        reasons = []
        for uid in rt.hand_zone(player):
            if rt.defn(uid).name != name:
                continue
            reason = self._explain_hand_card(rt, player, uid)
            if reason == "":
                return ""
            reasons.append(reason)
        if reasons:
            return reasons[0]
        for cd, src in rt.skill_sources(player):
            for prog in cd.program.effects:
                if name in usage.skill_names(cd, prog):
                    if prog.mandatory:
                        return rt.word("mandatory")
                    action = ("skill", cd.id, src, prog.index)
                    return usage.reason(rt, player, usage.resolve_action(rt, player, action)) or ""
        return f"{rt.pname(player)}的手牌中没有「{name}」，也没有这个技能"

    def explain_card(self, player: int, card_id: int) -> str:
        """Why `player` cannot use the card `card_id` of their hand now (Chinese), or "" if the rules
        allow it: what tells apart two cards of one name (two 「压制」 of different points)."""
        d = self._decision
        if d is None:
            return "游戏已经结束"
        if not 0 <= player < len(self.state.players):
            return f"没有座次{player + 1}"
        rt = self.runtime(self.state.copy())
        if card_id not in rt.hand_zone(player):
            return f"{rt.pname(player)}的手牌中没有这张牌"
        if rt.state.players[player].dead:
            return "你已死亡，不能行动"
        if d.kind != "priority":
            return f"时机不符：现在等待{rt.pname(d.player)}作决定（{d.prompt}）"
        return self._explain_hand_card(rt, player, card_id)

    @staticmethod
    def _explain_hand_card(rt, player: int, uid: int) -> str:
        cd = rt.defn(uid)
        if not rt.is_hand_card(cd):
            return rt.explain_other(player, uid)
        reasons = [
            usage.reason(rt, player, usage.resolve_action(rt, player, ("card", uid, e.index)))
            for e in usage.card_uses(cd)
        ]
        if any(r is None for r in reasons):
            return ""
        return reasons[0] if reasons else f"「{cd.name}」没有可以使用的效果"

    def observation(self, player: int | None) -> dict:
        """What `player` may see (None: a spectator, public information only): the contract's
        observation (zhdsl.engine.contract, docs/protocol.md) — every player's counters, pools and
        zones, the shared zones, the stack, the mode's public facts, the decision (its options only
        for the deciding seat) and the result."""
        return contract.observation(self, player)
