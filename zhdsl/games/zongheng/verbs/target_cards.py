"""A target card narrowed to a kind or a colour (rule 12.11): `反制目标技能牌`, `反制目标通用牌`, `反制目标红色卡牌`.

Written as 目标 + a colour word + a card word (牌/卡牌, 通用牌, 技能牌). The node is the core's `ast.Ref` of kind
target_card with `card_kind` / `colour` set; the lowering narrows the effect's target card to the stack entries
of that kind and colour."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import error
from zhdsl.text.source import Span

_TARGET = "目标"  # the one spelling of TARGET_PLAYER that may open a target card's words


def build_target_card_of(b, meta, children):
    target, *rest = children
    kind_tok, colour_tok = rest[-1], (rest[0] if len(rest) == 2 else None)
    if str(target) != _TARGET:
        b.diagnostics.append(error("E270", b.tok_span(target), f"「{target}」之后不能接「{kind_tok}」",
                                   f"指定一张牌写「{_TARGET}…牌」，例如「反制目标红色牌」「反制目标技能牌」"))
    colour = b.colour(colour_tok) if colour_tok is not None else None
    if colour is not None and colour.colour is None:
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", b.dialect.HINTS["colours"]))
    kind = b.meaning(kind_tok)
    return ast.Ref("target_card", card_kind=None if kind == "card" else kind, colour=colour, span=b.span(meta))


def build_target_card_point(b, meta, children):
    """`点数不大于3的目标行动`, `点数为0的目标红色牌`: the target card narrowed by its printed point (rule 12.42); the point
    is a number written on the card (a version slot `3|6|9` is one number in each version)."""
    point_tok, op_tok, amount, *rest = [c for c in children if getattr(c, "type", None) not in ("OF", "core__OF")]
    target = rest[0]
    ref = _target(b, meta, rest)
    if not isinstance(amount, ast.Number):
        b.diagnostics.append(error("E274", amount.span, f"「{point_tok}」之后须写一个数",
                                   f"例如「反制{point_tok}不大于3的目标行动」"))
        return ref
    op = "=" if getattr(op_tok, "type", None) == "IS" else b.meaning(op_tok)
    return attrs.evolve(ref, point_op=op, point=amount, span=b.span(meta))


def build_target_point_after(b, meta, children):
    """`目标点数小于5的行动`: `点数小于5的目标行动` with the point after 目标 (rule 12.101)."""
    target, *rest = children
    point_at = next(i for i, c in enumerate(rest) if getattr(c, "type", None) == "OF" or getattr(c, "type", None) == "core__OF")
    return build_target_card_point(b, meta, [*rest[:point_at + 1], target, *rest[point_at + 1:]])


def _target(b, meta, rest):
    """目标牌 (one word), or 目标 + a colour + a kind's word."""
    if len(rest) == 1:
        return ast.Ref("target_card", span=b.span(meta))
    return build_target_card_of(b, meta, rest)


def build_target_card_colour_first(b, meta, children):
    """`红色的目标行动`, `蓝色的目标牌`: 目标红色行动, the colour written first with 的 (rule 12.42)."""
    colour_tok, *rest = [c for c in children if getattr(c, "type", None) not in ("OF", "core__OF")]
    ref = _target(b, meta, rest)
    colour = b.colour(colour_tok)
    if colour.colour is None:
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", b.dialect.HINTS["colours"]))
    return attrs.evolve(ref, colour=colour, span=b.span(meta))


def build_target_named_card(b, meta, children):
    """`反制目标「攻伐」`: the target card is a printed card of that name (rule 12.12)."""
    target, name = children
    if str(target) != _TARGET:
        b.diagnostics.append(error("E270", b.tok_span(target), f"「{target}」之后不能接「{name.name}」",
                                   f"指定一张牌写「{_TARGET}「牌名」」，例如「反制目标「攻伐」」"))
    return ast.Ref("target_card", name=name, span=b.span(meta))


def build_one_card_kind(b, meta, children):
    """`1张牌`, `1张红色牌`, `1张技能牌` after 反制/复制: the target card of that kind and colour, as 目标红色牌 (rule 12.19)."""
    kind_tok, colour_tok = children[-1], (children[0] if len(children) == 2 else None)
    colour = b.colour(colour_tok) if colour_tok is not None else None
    if colour is not None and colour.colour is None:
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", b.dialect.HINTS["colours"]))
    kind = b.meaning(kind_tok)
    return ast.Ref("target_card", card_kind=None if kind == "card" else kind, colour=colour, span=b.span(meta))


def _one_named(b, meta, children):
    """`反制1张「教育」`, `复制一张「劳作」`: the one target card of that name, as 目标「教育」 (rule 12.17); `反制1张牌`,
    `复制1张红色牌`: of that kind or colour, as 目标红色牌 (rule 12.19). The 反制 and 复制 of the appendix act on one
    target card, so a count other than 1 is E274."""
    amount, what = children[1], children[-1]
    written = f"「{what.name}」" if isinstance(what, ast.CardName) else "牌"
    if not (isinstance(amount, ast.Number) and amount.value == 1):
        b.diagnostics.append(error("E274", amount.span, f"「{children[0]}」只能指定1张牌（规则书：反制、复制的是目标卡牌）",
                                   f"写「{children[0]}1张{written}」或「{children[0]}目标{written}」"))
    if isinstance(what, ast.Ref):
        return ast.Ref("target_card", card_kind=what.card_kind, colour=what.colour,
                       span=Span(amount.span.start, what.span.end))
    return ast.Ref("target_card", name=what, span=Span(amount.span.start, what.span.end))


_MOST_COPIES = 5  # `复制该牌N次`: at most this many (a bound, rule 11.48)


def build_copy_times(b, meta, children):
    """`再复制1次该牌`, `复制该牌两次`: N copies of the card, one after another, as `复制该牌&复制该牌` (rule 11.48); N is a
    number from 1 to 5 (E274 otherwise: a copy is a card used, and their count is known when the card is written)."""
    ref = next(c for c in children if isinstance(c, ast.Ref))
    amount = next(c for c in children if isinstance(c, ast.Node) and c is not ref)
    n = amount.value if isinstance(amount, ast.Number) else 0
    if not 1 <= n <= _MOST_COPIES:
        b.diagnostics.append(error("E274", amount.span, f"「{children[0]}」的次数须是1到{_MOST_COPIES}之间的数",
                                   f"例如「{children[0]}该牌两次」"))
        n = 1
    copies = tuple(ast.Copy(ref, span=b.span(meta)) for _ in range(n))
    return copies[0] if n == 1 else ast.Conjunction(copies, span=b.span(meta))


def build_copy_again(b, meta, children):
    """`复制目标行动，…，再复制1次`: with no card written, the copies are of the card named last, as `再复制1次该牌`
    (rule 11.48(a))."""
    ref = ast.Ref("that_card", span=b.span(meta))
    return build_copy_times(b, meta, [*children, ref])


def build_counter_named(b, meta, children):
    return ast.Counter(_one_named(b, meta, children), span=b.span(meta))


def build_copy_named(b, meta, children):
    return ast.Copy(_one_named(b, meta, children), span=b.span(meta))


def _on_stack(b, meta, children, verb):
    """`堆叠中的1张「压制」`: the one target card of that name, kind or colour on the 堆叠, as `1张「压制」` after 反制 (rule
    12.26); another zone is E225 (only a card on the 堆叠 can be countered or transformed)."""
    zone = next(c for c in children if isinstance(c, ast.Zone))
    if zone.kind != "stack":
        held = b.meaning(verb) == "transform"  # a hand card can be changed too (rule 12.67)
        b.diagnostics.append(error("E225", zone.span, f"「{verb}」的牌只能在堆叠中" + ("或手牌中" if held else ""),
                                   "写「堆叠中的1张「牌名」」或「目标「牌名」」"
                                   + ("，或「你手牌中的1张「牌名」」" if held else "")))
    rest = [c for c in children if not isinstance(c, ast.Zone) and getattr(c, "type", None) not in ("IN", "OF",
                                                                                                       "core__OF")]
    amount = next(c for c in rest if isinstance(c, ast.Node) and not isinstance(c, ast.Ref | ast.CardName))
    what = next(c for c in reversed(rest) if isinstance(c, ast.Ref | ast.CardName))
    return _one_named(b, meta, [verb, amount, what])


def build_become_one(b, meta, children):
    """`将堆叠中的1张「压制」变为「教育」`: 将目标「压制」变为「教育」 (rule 12.26)."""
    effect = children[-1]
    at = next(i for i, c in enumerate(children) if getattr(c, "type", None) == "BECOME")
    zone = next(c for c in children if isinstance(c, ast.Zone))
    if zone.kind == "hand":  # `令你手牌中的1张「攻伐」变为「教育」` (rule 12.67)
        from zhdsl.games.zongheng.verbs.hand_become import from_zone

        rest = [c for c in children[:at] if isinstance(c, ast.Node) and c is not zone]
        amount = next(c for c in rest if not isinstance(c, ast.Ref | ast.CardName))
        what = next(c for c in reversed(rest) if isinstance(c, ast.Ref | ast.CardName))
        return from_zone(b, meta, zone, amount, what, effect)
    return ast.Transform(_on_stack(b, meta, children[:at], children[at]), effect, span=b.span(meta))


def build_counter_in_zone(b, meta, children):
    """`反制堆叠中的1张「教育」`: 反制目标「教育」 (rule 12.26)."""
    return ast.Counter(_on_stack(b, meta, children, children[0]), span=b.span(meta))


def build_copy_in_zone(b, meta, children):
    """`复制堆叠中的1张「攻伐」`: 复制目标「攻伐」, as `反制堆叠中的1张…` (rules 12.26, 12.66)."""
    return ast.Copy(_on_stack(b, meta, children, children[0]), span=b.span(meta))


def _pointed(build_one):
    """`反制1张点数不大于4的牌`, `复制堆叠中的1张点数为0的牌`: the one target card, narrowed by its printed point as
    `反制点数不大于4的目标牌` (rules 12.42, 12.65)."""
    from zhdsl.games.zongheng.verbs.point_filter import PointOf

    def build(b, meta, children):
        point = next(c for c in children if isinstance(c, PointOf))
        node = build_one(b, meta, [c for c in children if c is not point])
        value = point.value if isinstance(point.value, ast.Number) else None
        ref = attrs.evolve(node.target, point_op=point.op if value is not None else None, point=value)
        return attrs.evolve(node, target=ref)
    return build


RULES = {"become_one": build_become_one, "counter_in_zone": build_counter_in_zone,
         "copy_in_zone": build_copy_in_zone, "counter_named_point": _pointed(build_counter_named),
         "counter_in_zone_point": _pointed(build_counter_in_zone), "copy_named_point": _pointed(build_copy_named),
         "copy_in_zone_point": _pointed(build_copy_in_zone),
         "target_card_of": build_target_card_of, "target_card_point": build_target_card_point,
         "target_point_after": build_target_point_after,
         "target_card_colour_first": build_target_card_colour_first, "target_named_card": build_target_named_card,
         "counter_named": build_counter_named, "copy_named": build_copy_named,
         "one_card_kind": build_one_card_kind, "copy_times": build_copy_times,
         "copy_again": build_copy_again}


# the player a card's targets must include (rule 12.81), by the reference written: 你 (or 你的领主: a lord is targeted
# through its player, rule 12.43), 其他角色
_TARGETED = {"you": "you", "target_other": "other", "all_others": "other", "mates": "mates"}


def build_targeting_filter(b, meta, children):
    """`以你为目标的`, `目标为你的领主的`, `指定了你的`: ("targeting", who) for the card words after it (rule 12.81)."""
    from zhdsl.games.zongheng.verbs.lord import LordOf

    kinds = [getattr(c, "type", None) for c in children]
    for word, who in (("TARGETING_YOU", "you"), ("TARGETING_MATES", "mates"), ("TARGETING_OTHERS", "other"),
                      ("OTHER_PLAYERS", "other")):
        if word in kinds:
            return ("targeting", who)
    ref = next(c for c in children if isinstance(c, ast.Node))
    player = ref.owner if isinstance(ref, LordOf) else ref
    who = _TARGETED.get(player.kind) if isinstance(player, ast.Ref) else None
    if who is None:
        b.diagnostics.append(error("E270", ref.span, "只能写以你、你的队友或其他角色为目标的牌",
                                   "例如「反制以你为目标的牌」「反制目标为你的领主的牌」「反制以你的队友为目标的牌」"))
        who = "you"
    return ("targeting", who)


def _targeting(build_one):
    """`反制1张以你为目标的牌`, `复制以你为目标的目标牌`: the one target card, among whose target players is you (rule 12.81)."""

    def build(b, meta, children):
        filt = next(c for c in children if isinstance(c, tuple))
        what = children[-1]
        at = next((i for i, c in enumerate(children) if getattr(c, "type", None) == "TARGET_PLAYER"), None)
        if at is not None:  # `以你为目标的目标红色牌`: 目标 + a colour + a kind's word (rule 12.11)
            ref = build_target_card_of(b, meta, children[at:])
        elif not isinstance(what, ast.Node):  # 目标牌 written out
            ref = ast.Ref("target_card", span=b.tok_span(what))
        else:  # `1张…牌`, or `…牌` alone: one card (a count other than 1 is E274, as 反制1张牌)
            amount = next((c for c in children[1:-1] if isinstance(c, ast.Node)), None)
            ref = _one_named(b, meta, [children[0], amount or ast.Number(1, span=what.span), what])
        words = Span(b.tok_span(children[0]).end, b.span(meta).end)  # the card's words, after the verb
        return build_one(attrs.evolve(ref, targeting=filt[1], span=words), span=b.span(meta))
    return build


RULES = {**RULES, "targeting_filter": build_targeting_filter, "counter_targeting": _targeting(ast.Counter),
         "copy_targeting": _targeting(ast.Copy)}


def build_counter_compared(b, meta, children):
    """`反制1张点数小于弃置牌点数的牌，…`: `若目标牌的点数小于该牌的点数，反制目标牌，…` (rule 12.82) — the target card is
    chosen when the card is used, the comparison made as it resolves: when it does not hold (or the card the earlier step
    moved is not there: nothing was discarded), nothing is countered and the steps after it do not happen."""
    rest = children[-1] if isinstance(children[-1], ast.Sequence) else None
    parts = list(children[:-1] if rest is not None else children)
    at = next(i for i, c in enumerate(parts) if getattr(c, "type", None) == "POINT")
    point, op_tok, compared = parts[at], parts[at + 1], parts[at + 2]
    if getattr(compared, "type", None) == "DISCARDED_CARD":  # `弃置牌`: the card the step before discarded, 该牌 (12.22)
        compared = ast.Ref("that_card", span=b.tok_span(compared))
    what = parts[-1]
    if not isinstance(what, ast.Node):  # 目标牌 written out
        target = ast.Ref("target_card", span=b.tok_span(what))
    else:
        amount = next((c for c in parts[1:at] if isinstance(c, ast.Node)), None)
        target = _one_named(b, meta, [parts[0], amount or ast.Number(1, span=what.span), what])
    name = b.meaning(point)
    left = ast.Attribute(attrs.evolve(target, span=target.span), name, span=target.span)
    right = ast.Attribute(compared, name, span=compared.span)
    condition = ast.Comparison(left, b.meaning(op_tok), right, span=Span(b.tok_span(point).start, compared.span.end))
    counter = ast.Counter(target, span=b.span(meta) if rest is None else Span(b.span(meta).start, target.span.end))
    if rest is None:
        then = ast.Sequence((counter,), span=counter.span)
    else:
        then = ast.Sequence((counter, *rest.steps), rest.conditional, rest.otherwise, span=counter.span.cover(rest.span))
    return ast.Conditional(condition, then, None, span=b.span(meta))


RULES = {**RULES, "counter_compared": build_counter_compared}


def build_this_way_card(b, meta, children):
    """`以此法弃置的牌`: 该牌, the card the step before discarded (rules 12.22(a), 12.82); `以此法该牌` says nothing
    (E100: 该牌 is no card moved in a way)."""
    card = children[-1]
    if "弃" not in str(card):  # only the words of the card discarded (弃置的牌, 弃掉的牌…) follow 以此法
        b.diagnostics.append(error("E100", b.span(meta), f"此处不应出现「{children[0]}」",
                                   f"写「以此法弃置的牌」或「{card}」"))
    return ast.Ref("that_card", span=b.span(meta))


RULES = {**RULES, "this_way_card": build_this_way_card}
