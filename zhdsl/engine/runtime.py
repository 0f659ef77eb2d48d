"""The runtime: primitive operations on a game state, used by effect steps and tasks.

A `Runtime` wraps one (trial) state with the shared library, the mode and the asker. This module
holds the plumbing, players' attributes, static rules and the state checks; the operations live
in `zones` (moving cards) and `stackops` (the stack). Every primitive logs an event and ends with
`check()`, which re-applies static rules, runs the game's state checks and asks the mode whether
the game is over.

A game subclasses `Runtime` (its `GameRules.runtime_class`) and overrides the hooks below — its
timings, card costs, the skills a player has, the checks after every change — and adds its own
operations (its verbs' primitives). The defaults suit a simple game: every card in hand is usable,
cards cost nothing, a counter marked lethal kills at 0.
"""

from __future__ import annotations

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.errors import GameOver, WorkLimit
from zhdsl.engine.events import FIELDS, Event
from zhdsl.engine.stackops import StackOps
from zhdsl.engine.state import GameState
from zhdsl.engine.zones import ZoneOps


_TRIGGERS: list = [None, (False, False)]  # the last library's definitions asked about, and the answers


def _triggers_of(defs) -> tuple[bool, bool]:
    """Whether any card or skill of a library is a state trigger (`当你的财富少于5时`), and whether any is an
    event trigger (`当你抽牌后`): most have neither, and then the checks cost nothing."""
    if _TRIGGERS[0] is not defs:
        effects = [e for d in (defs.values() if isinstance(defs, dict) else defs)
                   for e in getattr(getattr(d, "program", None), "effects", ())]
        _TRIGGERS[:] = [defs, (any(getattr(e, "when", None) is not None for e in effects),
                               any(getattr(e, "on", None) is not None or getattr(e, "creates_triggers", False)
                                   for e in effects))]
    return _TRIGGERS[1]


def _has_state_triggers(defs) -> bool:
    return _triggers_of(defs)[0]


def _has_event_triggers(defs) -> bool:
    return _triggers_of(defs)[1]


class Runtime(ZoneOps, StackOps):
    def __init__(self, state: GameState, library, mode, asker, limits) -> None:
        self.state = state
        self.schema = state.schema
        self.library = library
        self._defs = getattr(library, "defs", library)  # CardLibrary.defs, indexed by def_id
        self.mode = mode
        self.asker = asker
        self.limits = limits
        self._in_check = False
        self._reading = False
        self.memo = None  # results of `recall`ed calls from earlier replays of this task (see `recall`)
        self.memo_pos = 0
        self.moved = 0  # cards this task has moved
        self.last_discarded: tuple = ()  # the cards the last discard chose (for 该牌 after `弃1张手牌`)
        self.last_moved: tuple = ()  # the hand cards the last move chose (for 该牌 after `将1张手牌移入…`)
        self.last_drawn: tuple = ()  # the cards the last draw took (for 该牌 after `抽1张牌`)
        self.move_budget: int | None = None  # cards it may move (None: no bound)
        # `then`: the game's callback that runs a next task inline (None: tasks are only queued); the
        # inline points passed in this run; the cards moved up to the last; a bound the task that
        # ended there went past (the game stops once this task returns).
        self.inline = None
        self.inlined = 0
        self.moved_counted = 0
        self.over: str | None = None
        self._watched = (None, 0)  # (the state's event list, how many of its events event triggers have seen)

    def moving(self, n: int = 1) -> None:
        """Count `n` cards moved by this task; past its budget the task stops (`Limits`, D28)."""
        self.moved += n
        if self.move_budget is not None and self.moved > self.move_budget:
            raise WorkLimit()

    def then(self, task: tuple) -> None:
        """The last thing a task does: the next task to run. Run right away inside this one when the
        game allows it (`zhdsl.engine.game`: counted as a task of its own, so the work bounds and
        the game are the same; it saves a state copy), else queued. Only for a task whose changes
        before this call are the engine's bookkeeping (who passed, the queue): a question the next
        task asks is asked with the state before the whole run committed."""
        if self.inline is None or self.state.over or not self.inline(self, task):
            self.state.tasks.append(task)

    def recall(self, fn, *args):
        """`fn(self, *args)`, remembered across the replays of one task (`zhdsl.engine.game`).

        A replay runs the same task on the same state with the same answers up to the point where
        the previous run stopped, so the n-th recalled call of this run is the n-th call of the
        previous run and gives the same result. `fn` must not change the state; its result is shared
        and must not be changed by the caller. Nested recalls are plain calls."""
        memo = self.memo
        if memo is None:
            return fn(self, *args)
        i = self.memo_pos
        self.memo_pos = i + 1
        if i < len(memo):
            return memo[i]
        self.memo = None
        try:
            value = fn(self, *args)
        finally:
            self.memo = memo
        memo.append(value)
        return value

    # -- plumbing ----------------------------------------------------------------------------

    # The game's words for the engine's messages (a game's runtime gives its own).
    WORDS = {
        "stack": "结算区", "player": "角色", "free": "（不支付费用）", "once_per_turn": "每回合限1次",
        "mandatory": "这个技能会自动执行，不能主动使用",
        "target_player": "目标角色", "target_other": "目标其他角色",
    }

    # The fields of each event kind's data (zhdsl.engine.events); a game adds its own kinds:
    # EVENT_FIELDS = {**Runtime.EVENT_FIELDS, "wealth": (("delta", "int"), ("source", "seat"))}
    EVENT_FIELDS = FIELDS

    def word(self, key: str) -> str:
        return self.WORDS[key]

    def log(self, kind: str, player: int | None, text: str, *data) -> None:
        self.state.events.append(Event(kind, player, text, tuple(data)))

    def ask(self, decision: Decision):
        """The answer to a decision. The dead are not asked (rule 14.3): when a card they control
        still resolves and needs their choice, the first option is taken for them (D27)."""
        seat = decision.player
        if self.state.players[seat].dead and self.state.phase != "setup":
            option = decision.options[0]
            self.log("auto", seat, f"{self.pname(seat)}已死亡，不被问询：「{decision.prompt}」自动选择「{option.label}」")
            return option.value
        return self.asker.ask(decision)

    def pname(self, seat: int) -> str:
        return f"{self.WORDS['player']}{seat + 1}"

    def defn(self, uid: int):
        return self._defs[self.state.cards[uid].def_id]

    def card_fact(self, uid: int, name: str):
        """A printed fact of a card instance (point, colour …)."""
        return getattr(self.defn(uid), name, None)

    def card_name(self, uid: int) -> str:
        return f"「{self.defn(uid).name}」"

    # -- players' attributes --------------------------------------------------------------------

    def hand_zone(self, seat: int) -> list:
        return self.state.players[seat].zone(self.schema.hand_zone)

    def is_hand_card(self, d) -> bool:
        """Whether a card in the hand zone is a hand card (hook: a game may keep other cards there)."""
        return True

    def card_effect(self, uid: int, effect):
        """The effect a card instance is used with (hook; default: its printed one; a game may let an effect change
        a card in a hand until it moves)."""
        return effect

    def hand_cards(self, seat: int) -> list[int]:
        defs, cards = self._defs, self.state.cards
        return [uid for uid in self.hand_zone(seat) if self.is_hand_card(defs[cards[uid].def_id])]

    def hand_count(self, seat: int) -> int:
        return len(self.hand_cards(seat))

    def attr(self, seat: int, name: str) -> int:
        """A player's attribute: a counter (read with its floor and any static rule that fixes it),
        a pool's total, or the hand count."""
        state = self.state
        p = state.players[seat]
        counter = self.schema.counter_map.get(name)
        if counter is not None:
            value = getattr(p, name)
            floor = counter.read_floor
            if floor is not None:
                if state.static_rules is None or state.static_rules:  # unknown, or some in force
                    value = self._fixed(seat, name, value)
                if value < floor:
                    value = floor
            return value
        if name == "hand_count":
            return self.hand_count(seat)
        return sum(getattr(p, name).values())

    def set_counter(self, seat: int, name: str, value: int) -> int:
        """Set a counter within its bounds; returns the value set."""
        counter = self.schema.counter_map[name]
        if counter.floor is not None:
            value = max(counter.floor, value)
        ceiling = counter.ceiling
        if isinstance(ceiling, str):
            ceiling = self.attr(seat, ceiling)
        if ceiling is not None:
            value = min(ceiling, value)
        setattr(self.state.players[seat], name, value)
        return value

    def _fixed(self, seat: int, name: str, base: int) -> int:
        """A counter read through a 「始终等于」 static rule reads the rule's value while it lasts; its
        own value returns when the rule ends (rule 13.1(a))."""
        statics = self.statics()
        if self._reading or not statics:
            return base
        self._reading = True
        try:
            for owner, rule, uid in statics:
                if rule.op == "=" and rule.attribute == name and seat in self._rule_players(owner, rule):
                    value = rule.right.evaluate(self._static_ctx(owner, uid))
                    if isinstance(value, int):
                        base = value
            for owner, rule, uid in statics:  # a lasting change (`+`: 纵横坛 `结附…（你的仓储-2）`) adds to what is read
                if rule.op == "+" and rule.attribute == name and seat in self._rule_players(owner, rule):
                    value = rule.right.evaluate(self._static_ctx(owner, uid))
                    if isinstance(value, int):
                        base += value
            return base
        finally:
            self._reading = False

    # -- static rules ----------------------------------------------------------------------------

    # The zones `static_sources` reads (a game's runtime names them): a card moving between two
    # other zones keeps the cached static rules. None: every move drops the cache.
    STATIC_ZONES: frozenset | None = None

    def static_sources(self, seat: int) -> list:
        """(card definition, card uid or None) of every card whose static rules bind `seat`'s 你
        (hook; default: none)."""
        return []

    def in_version(self, uid: int | None, prog) -> bool:
        """Whether an effect of a card in play belongs to the `|` version the card was used as (a
        card remembers it in its marks; one never used as a version has them all)."""
        versions = self.state.cards[uid].marks.get("versions") if uid is not None else None
        return versions is None or bool(prog.versions & versions)

    def statics(self) -> list:
        """(seat, rule, card uid or None) for every static rule in force. Cached until a card moves into or
        out of `STATIC_ZONES` (the only way the sources change)."""
        if self.state.static_rules is None:
            out = []
            for p in self.state.players:
                for d, uid in self.static_sources(p.seat):
                    out.extend((p.seat, rule, uid) for rule in d.program.statics if self.in_version(uid, rule))
            self.state.static_rules = out
        return self.state.static_rules

    def _static_ctx(self, owner: int, uid: int | None) -> fx.Ctx:
        """A static rule reads as its card's effects do: 你 is the owner, 此牌 the card in play (rule 13.1(b))."""
        return fx.Ctx(self, owner, owner, None, source_card=uid)

    def _rule_players(self, seat: int, rule) -> list[int]:
        """The players a static rule binds: its card's 你 (the checker refuses any other subject, E209)."""
        if rule.subject is None or getattr(rule.subject, "kind", None) == "you":
            return [seat]
        return []

    def seat_distance(self, a: int, b: int) -> int:
        """The distance from seat `a` to seat `b` as effects count it: the seats' distance; a game whose static rules
        change distances overrides this."""
        return self.state.distance(a, b)

    def locked(self, seat: int, name: str) -> bool:
        statics = self.statics()
        return bool(statics) and any(
            rule.op == "=" and rule.attribute == name and seat in self._rule_players(owner, rule)
            for owner, rule, _uid in statics
        )

    def apply_statics(self) -> None:
        counters = self.schema.counter_map
        for owner, rule, uid in self.statics():
            counter = counters.get(rule.attribute)
            if rule.op in ("=", "+") and counter is not None and counter.read_floor is not None:
                continue  # read through `attr`, never written
            if rule.op in ("+", "forbid", "allow"):  # read through, never written; `forbid`/`allow` are no value at all
                continue
            value = rule.right.evaluate(self._static_ctx(owner, uid))
            if value is None or isinstance(value, str):
                continue
            for seat in self._rule_players(owner, rule):
                current = self.attr(seat, rule.attribute)
                target = {
                    "=": value, ">=": max(current, value), "<=": min(current, value), ">": max(current, value + 1),
                    "<": min(current, value - 1), "!=": current + 1 if current == value else current,
                }[rule.op]
                if target != current:
                    self._set_attr(seat, rule.attribute, target)

    def _set_attr(self, seat: int, name: str, value: int) -> None:
        if self.schema.counter(name) is not None:
            self.set_counter(seat, name, value)
            return
        for pool in self.schema.pools:
            if pool.name == name:
                wildcard = pool.wildcard or pool.colours[0]
                setattr(self.state.players[seat], name, {wildcard: value} if value > 0 else {})

    # -- state-based checks -------------------------------------------------------------------------

    def kill(self, seat: int) -> None:
        p = self.state.players[seat]
        p.dead = True
        self.log("death", seat, f"{self.pname(seat)}死亡")
        self.mode.died(self, seat)

    def clamp_values(self) -> None:
        """Every counter and pool amount stays within ±`Limits.max_value`: a change past it leaves the
        bound, with a `limit` event (rule 1.7, D29), so no number grows without end."""
        bound = self.limits.max_value
        schema = self.schema
        players = self.state.players
        if schema.all_within_bound(players, bound):  # straight-line per schema: this runs after every operation
            return
        within = schema.within_bound
        for p in players:
            if within(p, bound):
                continue
            for name in schema.counter_names:
                value = getattr(p, name)
                if value > bound or value < -bound:
                    self._clamp_counter(p, name, bound)
            for name in schema.pool_names:
                amounts = getattr(p, name)
                if amounts and max(amounts.values()) > bound:
                    self._clamp_pool(p, name, bound)

    def _clamp_counter(self, p, name: str, bound: int) -> None:
        value = getattr(p, name)
        setattr(p, name, bound if value > 0 else -bound)
        word = self.schema.counter_map[name].word
        self.log("limit", p.seat, f"{self.pname(p.seat)}的{word}超出上限，记为{getattr(p, name)}")

    def _clamp_pool(self, p, name: str, bound: int) -> None:
        setattr(p, name, {colour: min(n, bound) for colour, n in getattr(p, name).items()})
        word = next(pool.word for pool in self.schema.pools if pool.name == name)
        self.log("limit", p.seat, f"{self.pname(p.seat)}的{word}超出上限，每种颜色记为至多{bound}")

    def state_checks(self) -> None:
        """After every change, before the end of the game is checked (hook). Default: a player whose
        lethal counter is at 0 or less dies; an empty deck is refilled from the discard zone."""
        s = self.state
        lethal = self.schema.lethal
        if lethal:
            for p in s.players:
                if not p.dead:
                    for name in lethal:
                        if getattr(p, name) <= 0:
                            self.kill(p.seat)
                            break
        zones = s.zones
        if not zones[self.schema.deck_zone] and zones[self.schema.discard_zone]:
            self.reshuffle_discard()

    def turn_checks(self) -> None:
        """After every change once the game is known to go on (hook; default: nothing)."""

    def check(self) -> None:
        """After every change: static rules, the game's state checks, the end of the game (rule 14.2),
        then the game's checks that need a game still going."""
        if self._in_check:
            return
        self._in_check = True
        try:
            s = self.state
            self.apply_statics()
            self.clamp_values()
            self.state_checks()
            if not s.over:
                result = self.mode.check_end(self)
                if result is not None:
                    winner, reason = result
                    s.over, s.winner, s.end_reason = True, winner, reason
                    who = f"{self.pname(winner)}获胜" if winner is not None else "平局"
                    self.log("end", winner, f"游戏结束：{reason}，{who}")
            if s.over:
                raise GameOver()
            self.turn_checks()
            state_triggers, event_triggers = _triggers_of(self._defs)
            if state_triggers:
                self.fire_state_triggers()
            if event_triggers:
                self.fire_event_triggers()
        finally:
            self._in_check = False

    def fire_state_triggers(self) -> None:
        """`当你的财富少于5时：…`: each effect in force (the game's `triggered` at STATE_TIMING) whose condition
        holds now and did not at the check before is queued to be used automatically, like a moment's
        triggers (the order of `triggered`, players from the active one). What held is kept in the state."""
        from zhdsl.engine import usage

        s = self.state
        if s.phase == "setup":
            return
        held, now, queued = s.conditions_held, set(), []
        for seat in s.order_from(s.active):
            for action in self.triggered(seat, fx.STATE_TIMING):
                u = usage.resolve_action(self, seat, action)
                if u.prog.when is None:
                    continue
                ctx = fx.Ctx(self, u.owner, seat, u.prog, source_card=u.source)
                if u.prog.when.holds(ctx):
                    now.add((seat, action))
                    if (seat, action) not in held:
                        queued.append((len(s.stack), seat, action))
        if now != held:
            s.conditions_held = frozenset(now)
        if queued:
            s.triggers = s.triggers + tuple(queued)

    def fire_event_triggers(self) -> None:
        """`当你抽牌后：…`: the events logged since the last check (one step's, rule 9.12 of 纵横坛) are shown
        to each effect in force whose timing is an event (the game's `triggered` at EVENT_TIMING); each whose
        watcher matches one of them is queued once, like a moment's triggers (later groups first, players from
        the active one). A player's effects fire at most `Limits.event_triggers_per_turn` times a turn."""
        from zhdsl.engine import usage

        s = self.state
        events = s.events
        seen_list, seen = self._watched
        start = seen if seen_list is events and seen <= len(events) else 0
        self._watched = (events, len(events))
        if s.phase == "setup" or start >= len(events):
            return
        batch = events[start:]
        queued = []
        for seat in s.order_from(s.active, alive_only=False):
            actions = self.triggered(seat, fx.EVENT_TIMING) if not s.players[seat].dead else self.triggered_dead(seat)
            for action in actions:
                u = usage.resolve_action(self, seat, action)
                watcher = u.prog.on
                if watcher is None:
                    continue
                ctx = fx.Ctx(self, u.owner, seat, u.prog, source_card=u.source)
                matched = next((e for e in batch if watcher.matches(ctx, e)), None)
                if matched is not None and self._event_budget(seat, u.name):
                    # the player who acted goes with it: the pronoun of a trigger on anyone's action names them
                    # a watcher may name another: the one done to, the source of a change (`当你因其他角色折损财富后`)
                    actor = watcher.actor(ctx, matched) if hasattr(watcher, "actor") else matched.player
                    queued.append((len(s.stack), seat, action, actor))
        queued.extend(self.lasting_triggered(batch))  # the triggers effects made for a while (a game's)
        self._watched = (events, len(events))  # the limit events just logged are no step's
        if queued:
            s.triggers = tuple(queued) + s.triggers

    def _event_budget(self, seat: int, name: str) -> bool:
        """Count one event trigger of `seat` this turn; False (logged once) past the bound."""
        s, bound = self.state, self.limits.event_triggers_per_turn
        p = s.players[seat]
        turn, n = p.event_triggers
        n = n if turn == s.turn else 0
        p.event_triggers = (s.turn, n + 1)
        if n < bound:
            return True
        if n == bound:
            self.log("limit", seat, f"{self.pname(seat)}本回合的事件触发已达上限（{bound}次），{name}不再触发")
        return False

    # -- using cards and skills: the game's rules (hooks used by zhdsl.engine.usage) -----------------

    def failing_timings(self, seat: int):
        """The timings that do not hold now for `seat` (a set of timing terminals); None when `seat`
        may not act at all."""
        return None if self.state.players[seat].dead else set()

    def timing_reason(self, seat: int, prog) -> str | None:
        """Why the effect's timings do not all hold now (Chinese), or None."""
        bad = self.failing_timings(seat)
        if bad is None:
            return "你已死亡，不能行动"
        if bad & prog.base_set:
            return "时机不符"
        return None

    def occasion(self, prog):
        """The moment an effect with a moment timing is used at (one use per moment, D4), or None."""
        return None

    def card_cost_reason(self, seat: int, d, free: bool) -> str | None:
        """Why `seat` cannot pay the card's cost now, or None (hook; default: cards cost nothing)."""
        return None

    def card_payable(self, seat: int, d) -> bool:
        """Whether `seat` can pay the card's cost now: `card_cost_reason(seat, d, False) is None`
        without building the reason (hook: a game overrides it when the reason costs time)."""
        return self.card_cost_reason(seat, d, False) is None

    def pay_card_cost(self, seat: int, d) -> None:
        """Pay the card's cost (hook)."""

    def skill_sources(self, seat: int):
        """(card definition, card uid or None) of every skill `seat` has (hook; default: none)."""
        return ()

    def other_card_option(self, seat: int, uid: int, d, bad) -> Option | None:
        """How a card in the hand zone that is no hand card may be used now, if at all (hook: 纵横坛
        uses a lord card from the hand); `bad` are the timings that do not hold."""
        return None

    def lasting_triggered(self, batch) -> list:
        """Triggers an effect made that last a while, matched against `batch` (hook; default: none): items queued
        like an event trigger's, (stack depth, seat, action, actor)."""
        return []

    def resolve_extra(self, seat: int, action):
        """The Usable of an action kind the game adds (hook; default: none)."""
        return None

    def perform_extra(self, seat: int, action) -> bool | None:
        """Perform an action of `other_card_option`; None when the action is not one of them."""
        return None

    def use_reason(self, seat: int, u) -> str | None:
        """A game rule that forbids this use now (hook: 纵横坛's 调度 not twice in a row)."""
        return None

    def may_forbid(self, seat: int) -> bool:
        """Whether `use_reason` may forbid any use by `seat` now (hook): False lets the option listing
        skip asking it for each card and skill. A game that overrides `use_reason` overrides this too
        with a test as cheap as it can make it; by default, only when `use_reason` is overridden."""
        return type(self).use_reason is not Runtime.use_reason

    def after_use(self, seat: int, u) -> None:
        """After a card or skill was used (hook)."""

    def after_virtual_use(self, seat: int) -> None:
        """After a 虚拟 card was created and used by an effect (执行; hook)."""

    def triggered(self, seat: int, trigger: str) -> list[tuple]:
        """Automatic uses for `seat` at this trigger, in order (hook; default: none)."""
        return []

    def triggered_dead(self, seat: int) -> list[tuple]:
        """The event triggers of a dead `seat` that still fire (hook; default: none — a dead player's effects do not
        trigger). Each is used as `acts_when_dead` allows."""
        return []

    def acts_when_dead(self, seat: int, u) -> bool:
        """Whether the dead `seat` still uses `u` automatically (hook: one of `triggered_dead`'s; default: never)."""
        return False

    def entered_stack(self, entry) -> None:
        """A used card or skill has entered the stack (hook: targeting triggers)."""

    def resolved(self, entry, done: bool) -> None:
        """An entry has resolved, still on the stack; `done`: no step failed (hook: a game logs what resolving
        that skill means as an action of its own, for event triggers)."""

    def card_facts(self, d) -> dict:
        """What a stack entry remembers of its card or skill (LKI, rule 10.12)."""
        return d.facts()

    def blank_facts(self) -> dict:
        """The facts of an entry that is no printed card — a skill, a 虚拟 card made by 执行: the
        game's defaults."""
        return {}

    def card_has_cost(self, d) -> bool:
        """Whether using the card pays something (hook; default: cards cost nothing)."""
        return False

    def explain_use(self, player: int, name: str, decision) -> str | None:
        """Why `player` cannot use what is called `name` now ("" when the rules allow it), for a game whose
        cards and actions are not the engine's effect programs; `decision` is the one pending (hook;
        None: the engine explains)."""
        return None

    def explain_other(self, player: int, uid: int) -> str:
        """Why a card in the hand zone that is no hand card cannot be used now (hook)."""
        return f"{self.card_name(uid)}不能从手牌使用"

    # -- what players see (zhdsl.engine.contract) ----------------------------------------------------

    def card_cost(self, d) -> dict:
        """What using the card costs, as players see it: {counter or pool id: amount, or {colour id:
        amount}} (hook; default: cards cost nothing)."""
        return {}

    def card_stats(self, d) -> dict:
        """A card's printed values beyond its facts (a lord's 效率 …): English keys, JSON values (hook;
        default: none)."""
        return {}

    def player_stats(self, seat: int) -> dict:
        """A player's public facts beyond the schema's counters, pools and zones (纵横坛: the lord in
        effect): English keys, JSON values (hook; default: none)."""
        return {}

    def entry_text(self, entry) -> str:
        """The text a stack entry resolves, as players read it (hook; default: its effect's text)."""
        return entry.effect.text
