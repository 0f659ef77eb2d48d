"""Condition forms of 纵横坛 beyond a plain comparison: `N或更多` / `N或更少` (rule 10.18), `为空` (an empty zone,
rule 10.19) and a card's tapped state, `若你的领主已横置` / `若此牌未横置` (rule 10.20)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.history import did, used_name
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class Tapped(ast.Node):
    """`若你的领主已横置`: whether the card is tapped (`tapped` False: 未横置)."""

    card: ast.Node
    tapped: bool


@attrs.frozen
class UsedThisTurn(ast.Node):
    """`若你本回合使用过牌`: whether the player has used a card this turn (`used` False: 没有使用/未使用)."""

    player: ast.Node
    used: bool
    name: ast.CardName | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # a card of this name (rule 10.31)


@attrs.frozen
class CardKindIs(ast.Node):
    """`若该牌为通用牌`: whether the card is of that kind (a meaning of the dialect's STACK_KINDS: general_card
    skill_card), rule 10.37."""

    card: ast.Node
    kind: str


@attrs.frozen
class CardNameIs(ast.Node):
    """`若该牌为「攻伐」`: whether the card has that name (rule 10.54)."""

    card: ast.Node
    name: ast.CardName
    negated: bool = False  # `若该牌不为「攻伐」`


NODES = (Tapped, UsedThisTurn, CardKindIs, CardNameIs)


def build_card_targets(b, meta, children):
    """`若其目标为你`, `若该牌的目标不为你`: 为 as 是 between players (rule 10.55): with a card's targets on the left,
    `IsTargetOf` as `若你是其目标` (10.50); between two players, `若X是Y`."""
    from zhdsl.games.zongheng.verbs.target_of import IsTargetOf, TargetsOf

    left, word, right = children
    negated = b.meaning(word) == "is_not"
    if isinstance(left, TargetsOf):
        return IsTargetOf(right, left.card, negated, span=b.span(meta))
    return ast.SamePlayer(left, right, negated, span=b.span(meta))


def build_card_name_is(b, meta, children):
    card, word, name = children[0], children[1], children[-1]
    return CardNameIs(card, name, b.meaning(word) in ("is_not", "not_same_player"), span=b.span(meta))


def build_bound(b, meta, children):
    """`若你的财富达到20或更多`, `若你的财富为5或更少`: at least / at most the amount."""
    left, word, right, bound = children
    # `变为20或更多`: the value is now at least 20 — in 当…时 the moment it comes to be so (rules 10.180, 9.11)
    if word.type not in ("IS", "EQ", "AT_LEAST", "AT_MOST", "BECOME"):
        b.diagnostics.append(error("E210", b.tok_span(bound), f"「{word}」与「{bound}」不能同时使用",
                                   f"写「为N{bound}」，或者去掉「{bound}」"))
    op = ">=" if b.meaning(bound) == "or_more" else "<="
    return ast.Comparison(left, op, right, span=b.span(meta))


def build_empty(b, meta, children):
    """`若牌库为空`, `若你的结界区为空`: the zone holds no card; `若你的手牌为空`: no hand card."""
    holder, word = children[0], children[-1]
    if isinstance(holder, ast.Zone):
        count = ast.ZoneCount(holder, span=holder.span)
    else:
        count = ast.Attribute(holder, "hand_count", span=holder.span)
    return ast.Comparison(count, "=", ast.Number(0, span=b.tok_span(word)), span=b.span(meta))


def build_tapped(b, meta, children):
    card, word = children[0], children[-1]
    return Tapped(card, b.meaning(word) == "tapped", span=b.span(meta))


def build_colour_is(b, meta, children):
    """`若目标牌的颜色为红色`: 为 compares for equality, as with a number."""
    left, _is, tok = children
    return ast.Comparison(left, "=", b.colour(tok), span=b.span(meta))


def build_card_colour_is(b, meta, children):
    """`若该牌为红色牌`, `若该牌为红色`: the card's colour is that colour, as `若该牌的颜色为红色` (rule 10.29)."""
    card, tok = children[0], children[2]
    colour = ast.Attribute(card, "colour", span=card.span)
    return ast.Comparison(colour, "=", b.colour(tok), span=b.span(meta))


def build_elided_colour_is(b, meta, children):
    """`若为黄色`, `若是红色牌`: the card left unsaid is the one a 该牌 there would name — the card just named, moved or shown
    (rule 10.181) — so it reads `若该牌为黄色`, with 该牌's errors (E224 where no card is named before it)."""
    word = children[0]
    card = ast.Ref("that_card", span=b.tok_span(word))
    colour = ast.Attribute(card, "colour", span=card.span)
    return ast.Comparison(colour, "=", b.colour(children[1]), span=b.span(meta))


def build_has_kind(b, meta, children):
    from zhdsl.games.zongheng.verbs.has_count import HasCount

    """`若你的手牌中有领主牌`, `若你的造物区中有「权杖」`, `若你的手牌中没有「压制」`: a count of the zone's cards of
    that kind or name compared with 0; a player alone (`若你有领主牌`) is their 手牌区 (rule 10.30)."""
    holder, has, what = children[0], children[1], children[-1]
    colour = b.colour(children[2]) if isinstance(children[2], str) and children[2].type == "FREE_TEXT" else None
    if not isinstance(holder, ast.Zone):
        holder = ast.Zone(b.dialect.HAND_ZONE, holder, span=holder.span)
    if isinstance(what, ast.CardName):
        count = HasCount(holder, what, span=holder.span)
    else:  # `若过往中有红色牌`: of that colour (rule 10.30(b)); 领主牌: of that kind
        kind = b.meaning(what)
        count = HasCount(holder, None, kind if kind in ("lord", "hand") else None, colour, span=holder.span)
    none = b.meaning(has) == "has_no"
    return ast.Comparison(count, "=" if none else ">", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))


# a player's own zones, where a card they 拥有 lies (rule 10.34)
_OWN_ZONES = ("hand", "ward", "lord", "creation")
_NOT_ONE_PLAYER = frozenset({"self", "this_card", "target_card", "all_players", "all_others", "mates", "opponents"})


def build_owns_named(b, meta, children):
    """`若你拥有「权杖」`: the named card is in one of the player's own zones — any of `若你的手牌区中有「权杖」/…
    你的造物区中有「权杖」` (rule 10.34; the rulebook's 拥有”权杖“ is the 造物 in the 造物区)."""
    player, name = children[0], children[-1]
    if not isinstance(name, ast.CardName):  # `若你拥有牌`: which zone is not said (a player's cards are many things)
        b.diagnostics.append(error("E100", b.tok_span(name), f"「{children[1]}」后面要写牌名",
                                   f"写「若你拥有「权杖」」；其他的牌写出区域：「若你的手牌中有{name}」"))
        name = ast.CardName(str(name), span=b.tok_span(name))
    if isinstance(player, ast.Ref) and player.kind in _NOT_ONE_PLAYER:  # a card, or several players
        b.diagnostics.append(error("E204", player.span, f"「{children[1]}」前面要写一名角色",
                                   f"例如「若你{children[1]}「权杖」」「若目标其他角色{children[1]}「权杖」」"))
    from zhdsl.games.zongheng.verbs.has_count import HasCount  # read back as `…中有「权杖」` (rule 10.30(a))

    items = tuple(ast.Comparison(HasCount(ast.Zone(zone, player, span=player.span), name, span=player.span), ">",
                                 ast.Number(0, span=b.tok_span(children[1])), span=b.span(meta))
                  for zone in _OWN_ZONES)
    from zhdsl.games.zongheng.verbs.owns_named import OwnsNamed  # read back as written (rule 12.181)

    return OwnsNamed(items, span=b.span(meta))


def build_used(b, meta, children):
    """`若你本回合使用过牌`, `若本回合你使用过「攻伐」` (本回合 first, as people also write it; rule 10.31)."""
    player = next(c for c in children if isinstance(c, ast.Node))
    name = children[-1] if isinstance(children[-1], ast.CardName) else None
    negated = any(getattr(t, "type", None) in ("HAS_NO", "NOT_YET") for t in children)
    if not negated and children[-2].type == "USE":  # `若你本回合使用牌`: 使用过 says it happened
        what = f"「{name.name}」" if name is not None else "牌"
        b.diagnostics.append(error("E239", b.tok_span(children[-2]), f"「本回合使用{what}」要写「使用过」",
                                   f"写「若你本回合使用过{what}」或「若你本回合没有使用{what}」"))
    return UsedThisTurn(player, not negated, name, span=b.span(meta))


def build_invariant_is(b, meta, children):
    """`（你的效率始终为3）`: 始终为 is 始终等于 (rule 13.6)."""
    left, right = [c for c in children if not isinstance(c, str)]
    return ast.Invariant(left, "=", right, span=b.span(meta))


_BOUND_WORDS = frozenset({"至少", "至少为", "至多", "至多为"})


def build_invariant_bound(b, meta, children):
    """`（你的仓储至少为5）`: the rulebook's own （仓储至少为1）, a bound that holds always, as 始终至少为 (rule 13.7)."""
    left, op, right = children
    if str(op) not in _BOUND_WORDS:  # `（你的仓储达到5）`: 达到 is a moment, not a bound that holds
        b.diagnostics.append(error("E100", b.tok_span(op), f"常驻效果中不能写「{op}」",
                                   "写「（你的仓储至少为5）」或「（你的仓储始终不小于5）」"))
    return ast.Invariant(left, b.meaning(op), right, span=b.span(meta))


def build_compared_with_player(b, meta, children):
    """`若其财富少于你`: a player's attribute compared with a player is compared with that player's same attribute,
    `少于你的财富` (rule 10.35); `仍` before the comparator says nothing more."""
    left, op, right = children[0], children[-2], children[-1]
    if not isinstance(left, ast.Attribute):  # `若3少于你`: nothing of the player's to compare
        b.diagnostics.append(error("E209", right.span, "只有角色的属性才能与一名角色比较",
                                   "写出比较的属性，例如「若其财富少于你的财富」「若其财富少于你」"))
        return ast.Comparison(left, b.meaning(op), left, span=b.span(meta))
    return ast.Comparison(left, b.meaning(op), ast.Attribute(right, left.name, span=right.span), span=b.span(meta))


def build_card_kind_is(b, meta, children):
    """`若该牌为通用牌`, `若目标牌为技能牌`: the kind of the card (rule 10.37)."""
    card, _is, kind = children
    return CardKindIs(card, b.meaning(kind), span=b.span(meta))


def build_this_turn_who(b, meta, children):
    return ast.Ref(b.meaning(children[0]), span=b.span(meta))


def build_not_equal(b, meta, children):
    """`若你的手牌数不为0`: 不为 is 不等于 (rule 10.54(a))."""
    left, _word, right = children
    return ast.Comparison(left, "!=", right, span=b.span(meta))


RULES = {"elided_colour_is": build_elided_colour_is, "card_targets": build_card_targets, "not_equal": build_not_equal, "card_name_is": build_card_name_is, "compared_with_player": build_compared_with_player, "card_kind_is": build_card_kind_is, "invariant_bound": build_invariant_bound, "owns_named": build_owns_named, "this_turn_who": build_this_turn_who, "has_kind": build_has_kind, "card_colour_is": build_card_colour_is, "invariant_is": build_invariant_is, "used_this_turn": build_used, "colour_is": build_colour_is, "bound_comparison": build_bound, "is_empty": build_empty, "tapped_state": build_tapped}


def check(c, node, depth: int) -> None:
    if isinstance(node, CardNameIs):
        c.check_ref(node.card)
        if not c.is_card(node.card):
            c.report(c.error("E204", node.card.span, "只有牌才有牌名", "例如「若该牌为「攻伐」」"))
        return
    if isinstance(node, CardKindIs):
        c.check_ref(node.card)
        if not c.is_card(node.card):
            c.report(c.error("E204", node.card.span, "只有牌才分通用牌与技能牌", "例如「若该牌为通用牌」"))
        return
    if isinstance(node, UsedThisTurn):
        c.check_ref(node.player)
        if not c.is_player(node.player):
            c.report(c.error("E204", node.player.span, "只有角色才会使用牌", "例如「若你本回合使用过牌」"))
        return
    c.check_ref(node.card)
    if not c.is_card(node.card):
        c.report(c.error("E204", node.card.span, "只有牌才能横置或重置", "例如「若你的领主已横置」「若此牌未横置」"))


def lower(lw, node):
    if isinstance(node, CardNameIs):
        return CardNameCond(lw.card_ref(node.card, "为"), node.name.name, node.negated)
    if isinstance(node, CardKindIs):
        return CardKindCond(lw.card_ref(node.card, "为"), lw.dialect.STACK_KINDS[node.kind])
    if isinstance(node, UsedThisTurn):
        return UsedThisTurnCond(lw.lower(node.player), node.used, node.name.name if node.name is not None else None)
    return TappedCond(lw.lower(node.card), node.tapped)


def describe(d, node) -> str:
    if isinstance(node, CardNameIs):
        return d.ref(node.card) + d.word("structure", "is_not" if node.negated else "is") + d.card_name(node.name)
    if isinstance(node, CardKindIs):
        return d.ref(node.card) + d.word("structure", "is") + d.word("structure", node.kind)
    if isinstance(node, UsedThisTurn):
        used = d.word("structure", "used") if node.used else d.word("structure", "has_no") + d.verb("use")
        what = d.card_name(node.name) if node.name is not None else d.object("card")
        return f"{d.ref(node.player)}{d.word('structure', 'this_turn')}{used}{what}"
    return d.ref(node.card) + d.word("structure", "tapped" if node.tapped else "untapped")


@attrs.frozen
class TappedCond:
    card: object  # a card reference
    tapped: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        uid = self.card.card(ctx)
        return uid is not None and ctx.rt.state.cards[uid].tapped == self.tapped


@attrs.frozen
class UsedThisTurnCond:
    """Rule 10.23: every player the reference names has (or, `used` False, has not) used a card this turn."""

    player: object  # a player reference
    used: bool
    name: str | None = None  # a card of this name (its printed name, rule 10.31)

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        if self.name is not None:
            s = ctx.rt.state
            return bool(seats) and all(did(s, seat, used_name(self.name)) == self.used for seat in seats)
        return bool(seats) and all((seat in ctx.rt.state.cards_used) == self.used for seat in seats)


@attrs.frozen
class CardKindCond:
    """Rule 10.37: the card is a general card ("card") or a skill ("skill"): its stack entry's kind while it is
    on the 堆叠, what it was when it left (`反制目标牌，若该牌为通用牌…`); a card elsewhere is a general card."""

    card: object  # a card reference
    kind: str  # the stack entry kind: card skill

    def holds(self, ctx: fx.Ctx) -> bool:
        entry = self.card.entry(ctx)
        if entry is not None:
            return entry.kind == self.kind
        remembered = self.card.remembered(ctx)
        if remembered is not None and "kind" in remembered:
            return remembered["kind"] == self.kind
        return self.card.card(ctx) is not None and self.kind == "card"


@attrs.frozen
class CardNameCond:
    """Rule 10.54: the card has that name — its stack entry's while it is on the 堆叠, what it was when it left
    (`反制目标行动，若该牌为「攻伐」…`), else the card's own (`弃1张手牌，若该牌为「攻伐」…`)."""

    card: object  # a card reference
    name: str
    negated: bool = False

    def holds(self, ctx: fx.Ctx) -> bool:
        return self._holds(ctx) != self.negated

    def _holds(self, ctx: fx.Ctx) -> bool:
        entry = self.card.entry(ctx)
        if entry is not None:
            return self._named(ctx, entry.card, entry.name)
        remembered = self.card.remembered(ctx) if hasattr(self.card, "remembered") else None
        if remembered is not None and "name" in remembered:
            return self._named(ctx, remembered.get("card"), remembered["name"])
        uid = self.card.card(ctx)
        return uid is not None and ctx.rt.defn(uid).name == self.name

    def _named(self, ctx: fx.Ctx, uid, shown: str) -> bool:
        """The card's own name; a copy or a skill, by the name it was used under (shown as 「名」)."""
        if uid is not None:
            return ctx.rt.defn(uid).name == self.name
        return shown.strip("「」【】") == self.name



