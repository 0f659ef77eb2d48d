"""`获得过往顶部的1张牌`, `获得牌库底部的牌`, `使用过往最上方的牌`, `使用过往顶部的「攻伐」` (rule 12.171): the cards at one end of
the 过往 or the 牌库 (12.100, 12.50(a)) as the object of 获得 — moved into the doer's 手牌区, as `将…移入你的手牌区` — or
of 使用 without a count (the one card at that end, as `使用过往顶部的1张牌`). A card name after it narrows the card: the
card at that end must have the name, or the step fails."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import build_zone_cards
from zhdsl.games.zongheng.verbs.put_back import GainAmong
from zhdsl.games.zongheng.verbs.use import UseFrom
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

@attrs.frozen
class EndNamedCard(ast.ZoneCards):
    """`过往顶部的「攻伐」`: the one card at that end, which must have the name (else the step fails)."""

    def describe_own(self, d) -> str:
        return describe(d, self)


NODES = (EndNamedCard,)


def _end_card(b, meta, children) -> ast.ZoneCards:
    zone = next(c for c in children if isinstance(c, ast.Zone))
    if zone.kind not in b.dialect.ZONE_POSITIONS:  # `获得过往的牌`: which one? only an end of a zone is one card
        b.diagnostics.append(error("E100", zone.span, "这里要写出张数：只有牌库顶、牌库底、过往顶、过往底的牌不写张数（各是1张）",
                                   "例如「获得过往中的1张牌」「获得过往顶部的牌」"))
    name = next((c for c in children if isinstance(c, ast.CardName)), None)
    if name is not None and zone.kind in b.dialect.ZONE_POSITIONS:
        return EndNamedCard(zone, ast.Number(1, span=zone.span), name, span=b.span(meta))
    return ast.ZoneCards(zone, ast.Number(1, span=zone.span), name, span=b.span(meta))


def build_gain(b, meta, children):
    """`获得过往顶部的1张牌`: 将过往顶中的1张牌移入你的手牌区."""
    return GainAmong(build_zone_cards(b, meta, children[1:]), span=b.span(meta))


def build_gain_end(b, meta, children):
    """`获得过往顶部的牌`: its one card, into the doer's 手牌区."""
    return GainAmong(_end_card(b, meta, children[1:]), span=b.span(meta))


def build_use_end(b, meta, children):
    """`使用过往最上方的牌`, `使用过往顶部的「攻伐」`: 使用过往顶中的1张牌 (of that name)."""
    return UseFrom(_end_card(b, meta, children[1:]), span=b.span(meta))


def build_discard(b, meta, children):
    """`弃置牌库顶的2张牌`, `弃牌库底的牌`: those cards of the 牌库 into the 过往, as `将牌库顶的2张牌移入过往` (rule 12.171)."""
    cards = (build_zone_cards(b, meta, children[1:]) if any(isinstance(c, ast.Number | ast.Var) for c in children)
             else _end_card(b, meta, children[1:]))
    if cards.zone.kind not in ("deck_top", "deck_bottom", "deck"):
        b.diagnostics.append(error("E225", cards.zone.span, f"「{children[0]}」只能从牌库顶或牌库底取牌",
                                   "例如「弃置牌库顶的1张牌」；其他区域的牌写「将过往中的1张牌移入虚空」"))
    return ast.Move(cards, ast.Zone("past", None, span=b.tok_span(children[0])), span=b.span(meta))


RULES = {"discard_zone_cards": build_discard, "gain_zone_cards": build_gain, "gain_zone_end": build_gain_end, "use_zone_end": build_use_end}


def check(c, node: EndNamedCard, depth: int) -> None:
    c.check_zone(node.zone)


def lower(lw, node: EndNamedCard):
    return EndNamedRef(lw.zone(node.zone), node.name.name)


def describe(d, node: EndNamedCard) -> str:
    return f"{d.zone(node.zone)}{d.structure('of')}{d.card_name(node.name)}"


@attrs.frozen
class EndNamedRef:
    """The card at the zone's written end, when it has the name; no card (the step fails) otherwise."""

    zone: object  # a ZoneSpec with its end
    name: str

    def candidates(self, ctx: fx.Ctx) -> list[int] | None:
        cards = self.zone.cards(ctx)
        if cards is None:
            return None
        end = self.zone.from_end(ctx, cards, 1)
        return fx.of_kind(ctx.rt, end, self.name, None)

    def at_end(self, ctx: fx.Ctx) -> list[int] | None:
        return self.candidates(ctx)

    def count(self, ctx: fx.Ctx, cards: list[int]) -> int:
        return 1

    def choose(self, ctx: fx.Ctx) -> list[int] | None:
        found = self.candidates(ctx)
        return found if found else None
