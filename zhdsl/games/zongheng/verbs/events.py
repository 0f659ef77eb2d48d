"""`当…时` triggers in 纵横坛: the rulebook defines 响应 as 「当你成为他人使用牌的目标时」 and 追加 as
「当你使用牌指定他人时」; written with 当 they are those timings (as are 当回合开始时, 当回合结束时)."""

from __future__ import annotations

import attrs

from zhdsl.engine.program import EVENT_TIMING, STATE_TIMING
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class Event(ast.Node):
    """What a `当…时` trigger waits for; `timing` is the timing it is."""

    timing: str  # the timing terminal: RESPONSE FOLLOWUP TURN_START TURN_END


@attrs.frozen
class StateEvent(ast.WhileCondition):
    """`当你的财富少于5时`: a condition as a trigger — the effect is used when it becomes true (rule 9.11); after
    `：` the same words are a condition of the steps after them (rule 9.14)."""


NODES = (Event, StateEvent)
_TIMINGS = {"targeted": "RESPONSE", "targeting": "FOLLOWUP", "turn_start": "TURN_START", "turn_end": "TURN_END"}


def build(b, meta, children):
    return Event(_TIMINGS[b.meaning(children[0])], span=b.span(meta))


def build_state(b, meta, children):
    condition = next(c for c in children if isinstance(c, ast.Node))
    return ast.Trigger(StateEvent(condition, span=condition.span), span=b.span(meta))


RULES = {"event": build, "state_trigger": build_state}


def check(c, node, depth: int) -> None:
    """`当其使用牌时`: 其 names the warded player only in a card that 结附s (rule 9.190)."""
    if isinstance(node, ActionEvent) and node.pronoun and node.who == "attached":
        effects = getattr(c, "card_effects", ())
        if not any(isinstance(n, ast.Attach) for e in effects for n in ast.walk(e)):
            c.report(c.error("E224", node.span, "触发时机中的「其」只能指代此牌结附的角色，而此牌没有「结附」",
                             "在结附的牌中写「结附目标角色：当其使用牌时，…」，或写「当一名角色使用牌时」"))


def timing(node) -> str:
    if isinstance(node, ActionEvent):
        return EVENT_TIMING
    return STATE_TIMING if isinstance(node, StateEvent) else node.timing


def condition(node):
    """The condition of a state trigger (None for an event)."""
    return node.condition if isinstance(node, StateEvent) else None


def describe(d, node) -> str:
    if isinstance(node, ActionEvent) and node.who == "bound":  # a lasting trigger's: the player by its reference
        return d.ref(node.subject) + describe_action(attrs.evolve(node, who="you"))[len(_WHO_TEXT["you"]):]
    if isinstance(node, ActionEvent):
        return describe_action(node)
    if isinstance(node, StateEvent):
        return d.condition(node.condition) + d.word("structure", "while")
    meaning = next(k for k, v in _TIMINGS.items() if v == node.timing)
    return d.word("event", meaning)


# ---- an action as a trigger: `当你抽牌后：…`, `当一名角色使用「攻伐」时：…` (rule 9.12) ----------------------


@attrs.frozen
class ActionEvent(ast.Node):
    """`当你弃置手牌后`: who (you any other attached) does what (draw discard produce damage use die convert; `card`: the
    name after 使用), then 时 or 后 (`after`) — the same moment in this game (rule 9.12(a))."""

    who: str
    what: str
    card: str | None = None
    after: bool = False
    # `当你令一名其他角色折损财富时` (rule 9.18), `当你击杀一名角色后` (9.19): who it is done to (who: the one who makes it
    # happen, its source); `owner`: a card's name for `“权杖”的拥有者`
    whom: str | None = None
    owner: str | None = None
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # `使用红色牌`: only a card of it (9.25)
    # `当你成为他人使用牌的目标时`: only a card another player controls (rule 9.50)
    by_others: bool | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    # `当你使用牌击杀一名角色时`: the kill made by a card the killer used, resolving then ("card"; rule 9.52)
    means: str | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    # who == "bound": the player a lasting trigger names by a reference (`每当目标角色折损财富时`, rule 11.190)
    subject: ast.Node | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    # `当其使用牌时`: written with a pronoun for the warded player (rule 9.190), checked to be in a card that 结附s
    pronoun: bool | None = attrs.field(default=None, metadata=ast.OPTIONAL)


NODES = (*NODES, ActionEvent)

# who, by the word written: `一名角色` is anyone, `一名其他角色` anyone but you (a trigger has no target, E250)
_WHO = {"YOU": "you", "ALL_PLAYERS": "any", "PLAYER": "any", "ALL_OTHERS": "other", "ATTACHED_PLAYER": "attached",
        "MATES": "mates", "OTHER_PLAYERS": "other"}  # 其他角色: 一名其他角色 (rule 9.20)
_ANYONE = {"TARGET_PLAYER": ("any", ("一名角色", "1名角色")), "TARGET_OTHER": ("other", ("一名其他角色", "1名其他角色"))}
_WHO_TEXT = {"you": "你", "any": "一名角色", "other": "一名其他角色", "attached": "结附的角色", "mates": "你的队友"}
# what, by its first word; the logged event kind it waits for
_WHAT = {"DRAW": "draw", "DISCARD": "discard", "PRODUCE": "produce", "DAMAGE": "damage", "USE": "use", "DIE": "die",
         "BECOMES": "targeted", "CONVERT": "convert", "UNTAP": "untap", "LORD_CHANGES": "lord_changed",
         "DAMAGE_LOSS": "damage", "PRODUCE_GAIN": "produce",  # `因折损而失去财富` (rule 9.29)
         "REVIVE": "revive",  # `当你复活时` (rule 9.51)
         "COUNTER": "counter"}  # `当你反制一张牌后` (rule 9.53)
# (`targeting`: a card used with another player among its targets, rule 9.191 — built by build_targeting)
_WHAT_TEXT = {"targeting": "使用牌指定他人", "draw": "抽牌", "discard": "弃牌", "produce": "生产财富", "damage": "折损财富", "use": "使用牌", "die": "死亡", "revive": "复活", "counter": "反制牌",
              "targeted": "成为牌的目标", "convert": "进行转化", "untap": "的领主被重置", "lord_changed": "的领主变更", "use_lord": "使用领主牌",
              "use_skill": "使用技能牌", "gain_supply": "获得物资", "gain_energy": "获得精力", "gain_wealth": "获得财富",
              "consume_supply": "消耗物资", "consume_energy": "消耗精力", "consume_wealth": "消耗财富"}
_EVENT_KIND = {"targeting": "use", "draw": "draw", "discard": "discard", "produce": "wealth", "damage": "wealth", "use": "use", "enters": "use",
               "die": "death", "revive": "revive", "counter": "counter", "targeted": "use", "convert": "convert", "untap": "untap", "lord_changed": "lord_changed", "use_lord": "lord",
               "use_skill": "use", "gain_supply": "gain", "gain_energy": "gain", "gain_wealth": "wealth",
               "consume_supply": "consume", "consume_energy": "consume", "consume_wealth": "consume"}
# `当你获得物资时`, `当你消耗精力后` (rule 9.20): the verb and the resource, by their terminals
_RESOURCE = {"SUPPLY": "supply", "ENERGY": "energy", "WEALTH": "wealth"}


def build_act(b, meta, children):
    """`抽牌`, `弃置手牌`, `生产财富`… : (what, None)."""
    return (_WHAT[children[0].type], None)


# the verbs a trigger without 当 may name (`你抽牌后`, `你使用「攻伐」后`), by their meaning
_BARE = {"draw": "draw", "discard": "discard", "produce": "produce", "damage": "damage", "use": "use"}


def build_bare_act(b, meta, children):
    """`你抽牌后`, `你弃置手牌后`, `你生产财富后`, `你使用「攻伐」后` (rule 9.15): (what, card name); a verb no trigger
    waits for (`你获得物资后`) is E275."""
    verb = children[0]
    meaning = b.meaning(verb) if hasattr(verb, "type") else str(verb)
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    what = _BARE.get(meaning)
    if what == "use" and _names_lord(children):  # `你使用领主牌后`: a lord card used from hand (rule 9.16)
        what = "use_lord"
    if what is None:
        b.diagnostics.append(error("E275", b.span(meta), f"「{verb}」不是可以触发效果的动作",
                                   "可以写「你抽牌后」「你弃置手牌后」「你生产财富后」「你折损财富后」「你使用牌后」「你转化后」"))
        what = "draw"
    return (what, name)


def build_happening(b, meta, children):
    first = children[0]
    if isinstance(first, tuple):
        return first
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    target = next((c for c in children if getattr(c, "type", None) == "TARGET_PLAYER"), None)
    if target is not None and str(target) != "目标":  # `成为「攻伐」的目标`: 目标 is the word, no target player
        b.diagnostics.append(error("E100", b.tok_span(target), f"此处不应出现「{target}」", "写「成为「攻伐」的目标时」"))
    if first.type == "USE" and _names_lord(children):  # `当你使用领主牌时` (rule 9.16)
        return ("use_lord", None)
    kinds = [getattr(c, "type", None) for c in children]
    if first.type == "USE" and "SKILL_CARD" in kinds:  # `当你使用技能牌时`: a skill used; 通用牌 is 牌 (rule 9.20)
        return ("use_skill", None)
    if first.type in ("GAIN", "CONSUME"):  # `当你获得物资时` (rule 9.20)
        return (f"{first.type.lower()}_{_RESOURCE[kinds[1]]}", None)
    colour = next((b.colour(c) for c in children if getattr(c, "type", None) == "FREE_TEXT"), None)
    if colour is not None and colour.colour is None:
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", b.dialect.HINTS["colours"]))
    if "BY_OTHERS" in kinds:  # `成为他人使用红色牌的目标` (rule 9.50)
        return (_WHAT[first.type], name, colour, True)
    if colour is not None:  # `当你使用红色牌后`: a card of that colour (rule 9.25)
        return (_WHAT[first.type], name, colour)
    return (_WHAT[first.type], name)


def _names_lord(children) -> bool:
    return any(getattr(c, "type", None) == "LORD" for c in children)


# the subject written without 当 (`你转化后`, `你的领主牌被重置后`), by its reference kind (rule 9.15); `你的队友的领主牌
# 被重置后` (rule 9.20)
_SUBJECT = {"you": "you", "zone_holder": "attached", "mates": "mates",
            "that_player": "attached", "it": "attached"}  # `结附目标角色：该角色使用「攻伐」时，…` (rule 13.50)


def _subject(b, ref, what):
    """Who a trigger written without 当 names: a player for an action (`你转化后`), the player whose lord it is
    for 被重置 (`你的领主牌被重置后`); E251 for anything else."""
    from zhdsl.games.zongheng.verbs.lord import LordOf

    lord = isinstance(ref, LordOf)
    player = ref.owner if lord else ref
    if not lord:  # a lasting trigger binds `其使用牌时` to the player 其 names (rule 11.190), by where it starts
        b.notes.setdefault("bare_subjects", {})[ref.span.start] = ref
    who = _SUBJECT.get(player.kind) if isinstance(player, ast.Ref) else None
    if who is None or lord != (what in ("untap", "lord_changed")):
        word = ("「你的领主牌被重置后」，别的角色写「当一名角色重置领主牌后」" if what == "untap"
                else "「当你的领主变更后」" if what == "lord_changed" else "「你转化后」「当一名角色抽牌后」")
        b.diagnostics.append(error("E275", ref.span, "这里应写出做这件事的角色：你或结附的角色", f"例如{word}"))
        return "you"
    return who


def build_action(b, meta, children):
    who, what, card, after = "you", None, None, False
    subject = next((c for c in children if isinstance(c, ast.Node)), None)
    if subject is not None:
        what = next(c for c in children if isinstance(c, tuple))[0]
        who = _subject(b, subject, what)
    elif any(isinstance(c, tuple) and c[0] == "untap" for c in children) and not any(
            getattr(c, "type", None) in (*_WHO, *_ANYONE) for c in children):  # `当重置后`: whose card is not said
        b.diagnostics.append(error("E275", b.span(meta), "要写出被重置的是谁的领主牌", "例如「你的领主牌被重置后」"))
    elif subject is None and any(isinstance(c, tuple) and c[0] == "lord_changed" for c in children):
        b.diagnostics.append(error("E275", b.span(meta), "要写出变更的是谁的领主", "例如「当你的领主变更后」"))
    for c in children:
        if isinstance(c, ast.Node):
            continue
        if isinstance(c, tuple):
            what, card, *more = c
        elif getattr(c, "type", None) == "AFTER":
            after = True
        elif getattr(c, "type", None) in _WHO:
            who = _WHO[c.type]
        elif getattr(c, "type", None) in _ANYONE:
            who, words = _ANYONE[c.type]
            if str(c) not in words:
                b.diagnostics.append(error(
                    "E250", b.tok_span(c), f"触发时机中不能有「{c}」：触发时还没有选择目标",
                    f"写「{words[0]}」（任何一名{'其他' if who == 'other' else ''}角色都会触发），或用「结附的角色」"))
    kill = next((c for c in children if isinstance(c, tuple) and c[0] == "kill"), None)
    if kill is not None:  # `当你使用牌击杀一名角色时` (rule 9.52)
        return ast.Trigger(ActionEvent(who, "kill", kill[1], after, kill[2], kill[3], means="card", span=b.span(meta)),
                           span=b.span(meta))
    colour = next((c[2] for c in children if isinstance(c, tuple) and len(c) > 2), None)
    others = any(isinstance(c, tuple) and len(c) > 3 and c[3] for c in children)
    return ast.Trigger(ActionEvent(who, what, card, after, colour=colour, by_others=others or None, span=b.span(meta)),
                       span=b.span(meta))


_LET_WHO = {"YOU": "you", "OTHER_PLAYERS": "other", "ATTACHED_PLAYER": "attached", "MATES": "mates"}


def _let_who(b, c) -> str:
    """Who a 令 trigger or a kill trigger names (a token; `一名角色` is anyone, E250 for a target word)."""
    if c.type in _ANYONE:
        who, words = _ANYONE[c.type]
        if str(c) not in words:
            b.diagnostics.append(error("E250", b.tok_span(c), f"触发时机中不能有「{c}」：触发时还没有选择目标",
                                       f"写「{words[0]}」（任何一名{'其他' if who == 'other' else ''}角色都会触发）"))
        return who
    return _LET_WHO[c.type]


def _parties(b, children):
    """(who, whom, owner, after) of a 令 or kill trigger: the first player written acts, the second undergoes."""
    from zhdsl.games.zongheng.verbs.named_owner import NamedOwner

    players, owner = [], None
    for c in children:
        if isinstance(c, NamedOwner):
            players.append("owner")
            owner = c.name.name
        elif getattr(c, "type", None) in (*_LET_WHO, *_ANYONE):
            players.append(_let_who(b, c))
    after = any(getattr(c, "type", None) == "AFTER" for c in children)
    return players[0], players[1] if len(players) > 1 else "any", owner, after


def build_let(b, meta, children):
    """`当你令一名其他角色折损财富时：…` (rule 9.18): a change of 财富 whose source is `who`, done to `whom`."""
    who, whom, owner, after = _parties(b, children)
    act = next(c for c in children if isinstance(c, tuple))
    if who == whom and who == "you":
        b.diagnostics.append(error("E275", b.span(meta), "「你令你」不是一个动作：令的是另一名角色",
                                   "写「当你令一名其他角色折损财富时」或「当其他角色令你折损财富时」"))
    return ast.Trigger(ActionEvent(who, act[0], None, after, whom, owner, span=b.span(meta)), span=b.span(meta))


def build_kill(b, meta, children):
    """`当你击杀一名角色后：…` (rule 9.19): `who` made `whom` 折损 财富 to 0 (rule 16.4.3's 击杀)."""
    who, whom, owner, after = _parties(b, children)
    used = any(getattr(c, "type", None) == "USE" for c in children)  # `使用牌击杀`, `使用「攻伐」击杀` (rule 9.52)
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    return ast.Trigger(ActionEvent(who, "kill", name, after, whom, owner, means="card" if used else None,
                                   span=b.span(meta)), span=b.span(meta))


def build_kill_happening(b, meta, children):
    """`使用牌击杀一名角色`, `使用「攻伐」击杀你` after who does it (rule 9.52): ("kill", card name, whom, owner)."""
    from zhdsl.games.zongheng.verbs.named_owner import NamedOwner

    verb = children[0]
    if (b.meaning(verb) if hasattr(verb, "type") else str(verb)) != "use":  # `你抽牌击杀…`: only a card used kills
        b.diagnostics.append(error("E275", b.span(meta), f"「{verb}」不是击杀的方式", "写「你使用牌击杀一名角色后」"))
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    owner = next((c for c in children if isinstance(c, NamedOwner)), None)
    if owner is not None:
        return ("kill", name, "owner", owner.name.name)
    whom = next(c for c in reversed(children) if getattr(c, "type", None) in (*_LET_WHO, *_ANYONE))
    return ("kill", name, _let_who(b, whom), None)


def build_let_act(b, meta, children):
    return (_WHAT[children[0].type], None)


RULES = {**RULES, "let_trigger": build_let, "kill_trigger": build_kill, "kill_happening": build_kill_happening, "let_who": lambda b, meta, children: children[0],
         "let_act": build_let_act}

def build_enters(b, meta, children):
    """`当一张「攻伐」进入堆叠后`, `每当一张牌进入堆叠时`: a card used by anyone (using a card puts it on the 堆叠, rule
    9.21); 其/该牌 in the effect name that card, not its user."""
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    amount = next((c for c in children if isinstance(c, ast.Number)), None)
    if amount is not None and amount.value != 1:  # `当两张牌进入堆叠后`: cards enter one at a time
        b.diagnostics.append(error("E275", amount.span, "牌是一张一张进入堆叠的", "写「当一张牌进入堆叠后」"))
    after = any(getattr(c, "type", None) == "AFTER" for c in children)
    return ast.Trigger(ActionEvent("any", "enters", name, after, span=b.span(meta)), span=b.span(meta))


def build_targeting(b, meta, children):
    """`当你使用红色牌指定他人时` (rule 9.191): the use of a card (of the colour or name written) with another player among
    its target players, by the player written."""
    words = ("TARGETS_OTHERS", "TARGETING_WHO", "OTHER_PLAYERS", "TARGET_OTHER")  # 指定他人, 指定其他角色, 指定一名其他角色
    trigger = build_action(b, meta, [c for c in children if getattr(c, "type", None) not in words])
    event = trigger.event
    if event.what != "use":
        b.diagnostics.append(error("E275", trigger.span, "只有使用牌才会指定他人", "写「当你使用红色牌指定他人时」"))
    return attrs.evolve(trigger, event=attrs.evolve(event, what="targeting"))


def _event_who(b, meta, children):
    """Who acts in a trigger: the word itself; `当有角色死亡时`: 有 + the player word (rule 9.180)."""
    return children[-1]


RULES = {**RULES, "targeting_trigger": build_targeting, "card_enters": build_enters, "bare_act": build_bare_act, "event_who": _event_who, "action_trigger": build_action, "happening": build_happening, "history_act": build_act}


@attrs.frozen
class Watcher:
    """Whether a logged event is the action an ActionEvent waits for, seen from the effect's owner (ctx.you)."""

    who: str
    what: str
    card: str | None
    whom: str | None = None
    owner: str | None = None
    colour: str | None = None  # `使用红色牌`: the card used is of this colour (rule 9.25)
    by_others: bool = False  # `成为他人使用牌的目标`: a card whose controller is not the player targeted (rule 9.50)
    means: str | None = None  # `使用牌击杀`: the kill made by a card its killer used (rule 9.52)

    def matches(self, ctx, event) -> bool:
        if self.whom is not None:
            return self._matches_done_to(ctx, event)
        if self.what == "lord_changed":  # a lord used from hand (logged `lord`) or moved in or out (rule 9.26)
            return event.kind in ("lord", "lord_changed") and self._who(ctx, event.player)
        if self.what == "use" and event.kind == "execute":  # 执行 creates a 虚拟 card and uses it (rule 9.12(c))
            return self.card is None and self._who(ctx, event.player)
        if event.kind != _EVENT_KIND[self.what] or not (self.what == "targeted" or self._who(ctx, event.player)):
            return False
        data = event.data
        if self.what == "use_skill":  # a skill a player chose to use, not one used by itself (rule 9.20)
            if len(data) < 2 or data[1] != "skill":
                return False
            entry = ctx.rt.state.entry(data[0])
            prog = entry.effect if entry is not None else None
            return prog is not None and not prog.mandatory and prog.on is None and prog.when is None
        if self.what.startswith(("gain_", "consume_")):  # some of that resource gained or consumed (rule 9.20)
            resource = self.what.split("_", 1)[1]
            if self.what == "gain_wealth":
                return len(data) > 2 and data[0] > 0
            return len(data) > 1 and data[0] == resource and data[1] > 0
        if self.what in ("produce", "damage"):
            if len(data) > 2:  # 获得财富 changes 财富 without producing it (ResourceOps.change_wealth)
                return False
            return data[0] > 0 if self.what == "produce" else data[0] < 0
        if self.what == "untap":  # the lord card of the watched player turned upright (rule 9.15)
            return bool(data) and data[0] == ctx.rt.lord_card(event.player)
        if self.what == "targeted":  # a card used with the watched player among its target players (rule 9.12(g))
            entry = ctx.rt.state.entry(data[0]) if len(data) > 1 and data[1] == "card" else None
            if entry is None or entry.card is None or not any(
                    self._who(ctx, p) and not (self.by_others and p == entry.controller) for p in entry.player_targets):
                return False
            if self.colour is not None and entry.facts.get("colour") != self.colour:  # (rule 9.50)
                return False
            return self.card is None or ctx.rt.defn(entry.card).name == self.card
        if self.what == "targeting":  # a card used with another player among its targets (rule 9.191)
            entry = ctx.rt.state.entry(data[0]) if len(data) > 1 and data[1] == "card" else None
            if entry is None or not any(p != entry.controller for p in entry.player_targets):
                return False
            if self.colour is not None and entry.facts.get("colour") != self.colour:
                return False
            return self.card is None or entry.card is not None and ctx.rt.defn(entry.card).name == self.card
        if self.what in ("use", "enters"):
            if len(data) < 2 or data[1] != "card":  # a skill is no card (rule 9.12(c))
                return False
            if self.card is None and self.colour is None:
                return True
            entry = ctx.rt.state.entry(data[0])
            if self.colour is not None:
                return entry is not None and entry.facts.get("colour") == self.colour
            return entry is not None and entry.card is not None and ctx.rt.defn(entry.card).name == self.card
        return True

    def _matches_done_to(self, ctx, event) -> bool:
        """Rule 9.18: a 生产/折损 of 财富 whose source (who) is not the player changed (whom); rule 9.19: a death
        whose last 折损 before it had such a source."""
        if self.what == "kill":
            if event.kind != "death":
                return False
            source = _killer(ctx.rt.state.events, event)
            if self.means == "card" and not self._by_card(ctx, source):
                return False
        else:
            if event.kind != "wealth" or len(event.data) != 2 or not event.data[0]:
                return False
            if (event.data[0] > 0) != (self.what == "produce"):
                return False
            source = event.data[1]
        if source is None or source == event.player:
            return False
        return self._who(ctx, source) and self._whom(ctx, event.player)

    def _by_card(self, ctx, source) -> bool:
        """Rule 9.52: the effect resolving when the player died (the top resolving entry of the 堆叠) is a card (通用牌,
        not a skill) its killer controls — of the name written, if one is."""
        entry = next((e for e in reversed(ctx.rt.state.stack) if e.resolving), None)
        if entry is None or entry.kind != "card" or entry.controller != source:
            return False
        return self.card is None or entry.card is not None and ctx.rt.defn(entry.card).name == self.card

    def _whom(self, ctx, seat) -> bool:
        if self.whom == "owner":  # `“权杖”的拥有者`: a player who owns a card of that name (rule 12.18)
            from zhdsl.games.zongheng.verbs.named_owner import _OWN_ZONES

            rt = ctx.rt
            return any(rt.defn(uid).name == self.owner for zone in _OWN_ZONES for uid in rt.state.zone_list(zone, seat))
        return attrs.evolve(self, who=self.whom)._who(ctx, seat)

    def actor(self, ctx, event):
        """Who 其/该角色 in the effect names (rule 9.18): the player it was done to, or, when that is you, the one who
        did it; the one who acted, for any other trigger."""
        if self.what == "targeting":  # 其 is the other player targeted (the first, in the order chosen; rule 9.191)
            entry = ctx.rt.state.entry(event.data[0]) if event.data else None
            others = [p for p in entry.player_targets if p != entry.controller] if entry is not None else []
            return others[0] if others else event.player
        if self.whom is None:
            return event.player
        if self.what != "kill" and self.whom == "you" and self.who != "you":
            return event.data[1]
        return event.player

    def _who(self, ctx, seat) -> bool:
        if seat is None:
            return False
        if self.who == "you":
            return seat == ctx.you
        if self.who == "other":
            return seat != ctx.you
        if self.who == "bound":  # the players a lasting trigger names, found when it was made (rule 11.190)
            from zhdsl.games.zongheng.verbs.lasting_trigger import SUBJECT

            return seat in ctx.values.get(SUBJECT, ())
        if self.who == "mates":  # a teammate of yours, the mode's team (rule 9.17): one who just died too
            s = ctx.rt.state
            return seat != ctx.you and seat in ctx.rt.mode.team_of(ctx.you, len(s.players))
        if self.who == "attached":
            from zhdsl.engine.program import CardRef, PlayerRef

            if self.what == "die":  # the holder who just died is still the one attached (rule 9.15(b))
                uid, cards = CardRef("this_card").card(ctx), ctx.rt.state.cards
                return uid is not None and uid in cards and cards[uid].zone_owner == seat
            return seat in PlayerRef("zone_holder").players(ctx)
        return True


def _killer(events, death):
    """The source of the last 折损 of 财富 of the player who died before their death was logged (rule 9.19)."""
    at = next((i for i in range(len(events) - 1, -1, -1) if events[i] is death), None)
    if at is None:
        return None
    for e in reversed(events[max(0, at - 16):at]):
        if e.kind == "wealth" and e.player == death.player:
            return e.data[1] if len(e.data) == 2 and e.data[0] < 0 else None
    return None


def event_player(node) -> str | None:
    """The player reference a pronoun with nothing before it stands for in the effect of `当…后`: the one who
    acted, when the trigger fixes who (你, 结附的角色; rule 12.8(f)); None for 一名角色 (anyone: not known in advance)."""
    if isinstance(node, ActionEvent) and node.whom is not None:  # the other party (rule 9.18), who died (9.19)
        return "event_dead" if node.what == "kill" else "event_actor"
    if isinstance(node, ActionEvent) and node.who == "bound":  # the player a lasting trigger names (rule 11.190)
        return "event_actor"
    if isinstance(node, ActionEvent) and node.what == "targeting":  # the other player targeted (rule 9.191)
        return "event_actor"
    if isinstance(node, ActionEvent):
        # 一名角色, 一名其他角色, 你的队友: the one who acted, known when it fires (rule 12.23)
        # the one who died, for 复活 (`当你的队友死亡时：该队友复活`): event_dead, the same player known dead (rule 11.47)
        actor = "event_dead" if node.what == "die" else "event_actor"
        return {"you": "you", "attached": "zone_holder", "any": actor, "other": actor, "mates": actor}.get(node.who)
    return None


def event_card(node) -> bool:
    """`当你使用「劳作」时：反制该牌`, `当你成为「攻伐」的目标时：反制该牌`, `当一张「攻伐」进入堆叠后` (rule 9.21): the effect's 该牌
    with no card before it is the card used, right beneath the triggered effect on the 堆叠 (9.12(d): it is used as the stack is back at the card's
    depth) — what `CardRef("event_card")` finds (rule 12.8(j))."""
    return isinstance(node, ActionEvent) and node.what in ("use", "targeted", "enters")


def watcher(lw, node: ActionEvent) -> Watcher:
    return Watcher(node.who, node.what, node.card, node.whom, node.owner,
                   node.colour.colour if node.colour is not None else None, bool(node.by_others), node.means)


_WHOM_TEXT = {**_WHO_TEXT, "other": "其他角色"}


def describe_action(node: ActionEvent) -> str:
    if node.whom is not None:
        whom = f"“{node.owner}”的拥有者" if node.whom == "owner" else _WHOM_TEXT[node.whom]
        if node.what == "kill":
            means = (f"使用{f'「{node.card}」' if node.card is not None else '牌'}" if node.means == "card" else "")
            return f"{_WHO_TEXT[node.who]}{means}击杀{whom}{'后' if node.after else '时'}"
        return f"{_WHOM_TEXT[node.who]}令{whom}{_WHAT_TEXT[node.what]}{'后' if node.after else '时'}"
    if node.what == "untap" and node.who in ("any", "other"):  # `当一名角色重置领主牌后` (rule 9.20)
        return f"{_WHO_TEXT[node.who]}重置领主牌{'后' if node.after else '时'}"
    if node.what == "untap":
        return f"{_WHO_TEXT[node.who]}的领主被重置{'后' if node.after else '时'}"
    if node.what == "lord_changed":  # `当你的领主变更后` (rule 9.26)
        return f"{_WHO_TEXT[node.who]}的领主变更{'后' if node.after else '时'}"
    if node.what == "enters":  # `一张「攻伐」进入堆叠后` (rule 9.21)
        return f"一张{f'「{node.card}」' if node.card is not None else '牌'}进入堆叠{'后' if node.after else '时'}"
    if node.what == "targeted":
        kind = f"{node.colour.word}牌" if node.colour is not None else "牌"
        what = f"成为{'他人使用' if node.by_others else ''}{f'「{node.card}」' if node.card is not None else kind}的目标"
    else:
        what = f"使用「{node.card}」" if node.card is not None else _WHAT_TEXT[node.what]
        if node.colour is not None and node.what in ("use", "targeting"):  # `使用红色牌` (rule 9.25)
            what = f"使用{node.colour.word}牌"
        if node.what == "targeting" and (node.card is not None or node.colour is not None):
            what += "指定他人"
    return _WHO_TEXT[node.who] + what + ("后" if node.after else "时")
