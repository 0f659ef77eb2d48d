"""Cards a step chooses from a zone, as objects of 将…移入, 交给, 使用 and 弃置 (rules 11.26, 11.27, 11.29):

- `从过往中选择1张牌`, `从牌库顶的3张牌中选择1张`: the doer looks at the pool and chooses (`ast.Chosen`);
- `其中1张`: among the cards the effect looked at last (`ast.Among`);
- `你手牌中的1张领主牌`, `过往中的1张牌` after 使用: cards of a zone, of a kind (`ast.ZoneCards`).

The nodes are the core's; this module builds them from 纵横坛's grammar and checks them for the verbs
that take them."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.look import Look, check_end
from zhdsl.games.zongheng.verbs.point_filter import fold as fold_point
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

# what a choice may be restricted to, by the token's meaning: 手牌 (hand cards), 领主牌 (the card kind "lord")
_KINDS = {"hand": "hand", "lord": "lord", "card": None, "ward_card": None}
_WARD_ZONE = "ward"  # the 结界区 (keyword WARD_ZONE)


def _kind(b, children) -> str | None:
    for c in children:
        if isinstance(c, str) and b.meaning(c) in _KINDS:
            kind = _KINDS[b.meaning(c)]
            if kind is not None:
                return kind
    return None


def _parts(children):
    found = [c for c in children if not isinstance(c, str)]
    pool = next((n for n in found if isinstance(n, ast.Zone | ast.ZoneCards)), None)
    amount = next(n for n in found if isinstance(n, ast.Number | ast.Var | ast.Portion) and n is not pool)
    name = next((n for n in found if isinstance(n, ast.CardName)), None)
    return pool, amount, name


def build_chosen(b, meta, children):
    """`从过往中选择1张牌`: the pool (a zone, or the N cards at its end), how many, of what kind."""
    pool, amount, name = _parts(children)
    return ast.Chosen(pool, amount, name, _kind(b, children), span=b.span(meta))


def build_chosen_colour(b, meta, children):
    """`从过往中选择1张红色牌`: only the pool's cards of that colour are offered (rule 11.26(c))."""
    pool, amount, name = _parts(children)
    colour = next(b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT")
    return ast.Chosen(pool, amount, name, _kind(b, children), colour=colour, span=b.span(meta))


def build_pool(b, meta, children):
    """`牌库顶的3张牌` as a pool to look at or choose from."""
    zone, amount, _ = _parts(children)
    return ast.ZoneCards(zone, amount, None, span=b.span(meta))


def build_among(b, meta, children):
    _, amount, name = _parts(children)
    if isinstance(amount, ast.Portion) and amount.kind == "any":  # `其中任意张`: as many as the doer chooses (rule 11.150)
        from zhdsl.games.zongheng.verbs.among_up_to import among_any

        return among_any(b, meta, amount, name)
    return ast.Among(amount, name, span=b.span(meta))


def build_among_extreme(b, meta, children):
    """`其中点数最大的1张`, `其中点数最小的1张牌`: of the greatest or smallest point among them (rule 11.121)."""
    _, amount, name = _parts(children)
    extreme = next(b.meaning(c) for c in children if isinstance(c, str) and c.type in ("MOST", "LEAST"))
    return ast.Among(amount, name, extreme, span=b.span(meta))


@attrs.frozen
class Rest(ast.Node):
    """`其余`: every card the effect looked at (查看, 选择) that is still where it was — those not taken by a 其中
    before it — all of them, in the order the doer chooses (`其余按任意顺序置于牌库底`, rule 11.27(b))."""


NODES = (Rest,)


def build_rest(b, meta, children):
    return Rest(span=b.span(meta))


def build_zone_cards(b, meta, children):
    """`过往中的1张牌`, `你手牌中的1张领主牌`, `过往中的1张红色牌`: N cards of a zone, of a kind or colour."""
    zone, amount, name = _parts(children)
    _ward_word_outside(b, children)
    colour = next((b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
    return fold_point(ast.ZoneCards(zone, amount, name, _kind(b, children), colour, span=b.span(meta)), children)


def build_hand_zone_bare(b, meta, children):
    """`手牌中的1张领主牌`, `加入手牌`: 手牌 standing for a zone is the 手牌区, as 手牌区 alone is (rule 11.51)."""
    return ast.Zone(b.dialect.HAND_ZONE, None, span=b.span(meta))


def build_count_first(b, meta, children):
    """`1张手牌中的「劳作」`, `2张过往中的红色牌`: the count before the zone, as `手牌中的1张「劳作」` (rule 11.51)."""
    return build_zone_cards(b, meta, children)


def _ward_word_outside(b, children) -> None:
    """`过往中的1张结界`: only a 结界区's cards are 结界 (the rulebook: 结界区里面的通用牌统称为「结界」, rule 11.32(a))."""
    zone = next((c for c in children if isinstance(c, ast.Zone)), None)
    word = next((c for c in children if isinstance(c, str) and getattr(c, "type", None) == "WARD"), None)
    if word is not None and zone is not None and zone.kind != _WARD_ZONE:
        b.diagnostics.append(error("E204", b.tok_span(word), f"只有结界区中的牌才叫「{word}」",
                                   f"写「…中的1张牌」，或写结界区：「目标角色结界区中的1张{word}」"))


def build_hand_zone_in(b, meta, children):
    """`你手牌中的…`: X's 手牌区, 的 left out."""
    return ast.Zone(b.dialect.HAND_ZONE, children[0], span=b.span(meta))


def build_ward_of(b, meta, children):
    """`目标其他角色的1张结界`: cards of that player's 结界区 (the rulebook calls them 结界, rule 11.32)."""
    owner, amount = [n for n in children if not isinstance(n, str)][:2]
    zone = ast.Zone(_WARD_ZONE, owner, span=owner.span)
    return ast.ZoneCards(zone, amount, None, span=b.span(meta))


def build_named_zone_card(b, meta, children):
    """`目标其他角色造物区中的「权杖」`: a named card of a zone without a count is one such card (rule 11.36)."""
    zone = next(c for c in children if isinstance(c, ast.Zone))
    name = next(c for c in children if isinstance(c, ast.CardName))
    return ast.ZoneCards(zone, ast.Number(1, span=name.span), name, span=b.span(meta))


_TARGETS = ("target_player", "target_other")


def build_target_ward(b, meta, children):
    """`目标结界`, `目标其他角色结界`: one 结界 of a target player's 结界区, the player the target (rule 11.39)."""
    owner, word = children[0], children[-1]
    if not (isinstance(owner, ast.Ref) and owner.kind in _TARGETS):
        b.diagnostics.append(error("E270", b.tok_span(word), f"「{word}」前面要写「目标」或「…的1张」",
                                   f"写「目标{word}」，或者写「你的1张{word}」"))
    zone = ast.Zone(_WARD_ZONE, owner, span=owner.span)
    return ast.ZoneCards(zone, ast.Number(1, span=b.tok_span(word)), None, span=b.span(meta))


def build_ward_count(b, meta, children):
    """`X为你的结界数`: how many cards that player's 结界区 holds (rule 10.46); read back as `你的结界区中的牌的数量`."""
    owner = next(c for c in children if isinstance(c, ast.Node))
    return ast.ZoneCount(ast.Zone(_WARD_ZONE, owner, span=owner.span), span=b.span(meta))


def build_all_zone_cards(b, meta, children):
    """`过往中的牌`, `所有角色结界区中的牌`: a zone's cards without a count are all of them (rule 11.32(b))."""
    zone = next(c for c in children if isinstance(c, ast.Zone))
    span = b.span(meta)
    return ast.ZoneCards(zone, ast.Portion("all", span=span), None, span=span)


RULES = {
    "ward_count": build_ward_count,
    "target_ward": build_target_ward,
    "named_zone_card": build_named_zone_card,
    "ward_of": build_ward_of,
    "chosen": build_chosen,
    "chosen_colour": build_chosen_colour,
    "zone_pool": build_pool,
    "among": build_among,
    "among_extreme": build_among_extreme,
    "lord_cards": build_zone_cards,
    "hand_zone_in": build_hand_zone_in,
    "hand_zone_bare": build_hand_zone_bare,
    "count_first_cards": build_count_first,
    "ward_cards": build_zone_cards,
    "point_zone_cards": build_zone_cards,  # `过往中1张点数为0的牌` (rule 11.33(a))
    "all_zone_cards": build_all_zone_cards,
    "rest": build_rest,
}

CHOSEN = (ast.Chosen, ast.Among, ast.ZoneCards, Rest)


def check_cards(c, cards) -> None:
    """The amount and the zone of chosen cards (E200 for a count below 1, the zone's own checks)."""
    if isinstance(cards, ast.Among | Rest):
        if isinstance(cards, ast.Among):
            c.check_amount(cards.amount, positive=True)
        if not _looked_before(c.survey.nodes, cards):
            among, look, choose = c.words.word("reference", "among"), c.words.verb("look"), c.words.verb("choose")
            c.report(c.error("E256", cards.span, f"「{among}」前面没有{look}或{choose}过的牌",
                             f"先{look}，再从{among}选：「{look}目标其他角色的手牌，然后弃置{among}1张」"))
        return
    pool = cards.pool if isinstance(cards, ast.Chosen) else cards.zone
    if isinstance(pool, ast.ZoneCards):
        c.check_amount(pool.amount, positive=True)
        check_end(c, pool)
        pool = pool.zone
    c.check_amount(cards.amount, positive=True)
    colour = getattr(cards, "colour", None)
    if colour is not None and colour.colour is None:
        c.report(c.error("E201", colour.span, f"未知的颜色「{colour.word}」", c.hints["colours"]))
    if pool is not None and _all_of_several(c, cards, pool):  # `所有角色结界区中的所有牌` (rule 11.32(b))
        return
    if pool is not None:
        c.check_zone(pool)


def _all_of_several(c, cards, pool) -> bool:
    """All the cards of a zone several players own (each player's, one after another): only 所有 takes them so."""
    amount = getattr(cards, "amount", None)
    return (isinstance(cards, ast.ZoneCards) and isinstance(amount, ast.Portion) and amount.kind == "all"
            and pool.owner is not None and pool.kind not in c.dialect.SHARED_ZONES and not c.is_single_player(pool.owner))


def describe_cards(d, cards) -> str:
    if isinstance(cards, ast.Chosen):
        return d.chosen(cards)
    if isinstance(cards, ast.Among):
        from zhdsl.games.zongheng.verbs.among_colour import AmongColour, describe as describe_colour

        from zhdsl.games.zongheng.verbs.among_up_to import AmongUpTo, describe as describe_up_to

        if isinstance(cards, AmongUpTo):
            return describe_up_to(d, cards)
        return describe_colour(d, cards) if isinstance(cards, AmongColour) else d.among(cards)
    if isinstance(cards, Rest):
        return describe(d, cards)
    describe_own = getattr(cards, "describe_own", None)  # `过往顶部的「攻伐」` (rule 12.171)
    if describe_own is not None:
        return describe_own(d)
    return d.zone_cards(cards)


def lower(lw, node: Rest):
    return RestRef(None, LookedLeft())


@attrs.frozen
class RestRef(fx.ChosenRef):
    """其余: all of them, the doer choosing their order one by one (`按任意顺序`: the first chosen goes first)."""

    def choose(self, ctx: fx.Ctx) -> list[int] | None:
        left = self.candidates(ctx)
        if left is None:
            return None
        left, order = list(left), []
        while len(left) > 1:
            picked = ctx.rt.choose_cards_seen(ctx.doer, left, 1, "选择下一张牌的位置顺序")[0]
            left.remove(picked)
            order.append(picked)
        return order + left


def describe(d, node: Rest) -> str:
    return d.word("structure", "rest")


@attrs.frozen
class LookedLeft:
    """How many of the cards the effect looked at last are still where they were (all of them: 其余)."""

    def evaluate(self, ctx: fx.Ctx) -> int:
        state = ctx.rt.state.cards
        return sum(1 for uid, zone, owner in ctx.values.get(fx.LOOKED, ())
                   if state[uid].zone == zone and state[uid].zone_owner == owner)


def step_before(nodes, node, match) -> bool:
    """Whether a step that `match(step)` accepts comes before `node` in its effect (the tree in pre-order; a
    new effect starts afresh); a back reference (其中, 超出的张数 …) needs one. True when `node` is not in
    `nodes`."""
    seen = False
    for n in nodes:
        if n is node:
            return seen
        if isinstance(n, ast.Effect):
            seen = False
        elif match(n):
            seen = True
    return True


def _looked_before(nodes, among) -> bool:
    """Whether a 查看 or 选择 comes before this 其中 in its effect."""
    from zhdsl.games.zongheng.verbs.has_count import HasCount  # `若你的手牌中有领主牌，则将其中1张…` (rule 10.30(a))

    from zhdsl.games.zongheng.verbs.flip import FlipUp  # `将其所有手牌正面向上放置，你选择其中1张` (rule 11.120)

    return step_before(nodes, among, lambda n: isinstance(n, Look | ast.Chosen | HasCount | FlipUp))

