"""因此 (as a result): what the step before did (rule 10.56), one reading wherever it stands —
`若其精力因此变为0`, `若该角色的财富因此少于你` (the comparison, read after the step before: 因此 says no more),
`若其因此死亡` (the players the reference names are dead now), `若你因此弃了3张或更多牌` (what the last step of that
verb acted on, compared), and as an amount `X为因此获得的物资`, `因此折损的财富总和` (以此法, rule 10.16; a 令 step
on several players sums what each did, rule 11.21)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class DiedByThis(ast.Node):
    """`若其因此死亡`: whether every player the reference names is dead now (rule 10.56(c))."""

    player: ast.Node


NODES = (DiedByThis,)  # and MayComeUpShort, below


def _op(b, tok) -> str:
    """A comparator's meaning; 为 and 变为 compare for equality."""
    if getattr(tok, "type", None) in ("IS", "BECOME"):
        return "="
    return b.meaning(tok)


def _said(b, span):
    """Note where a 因此 was written, for `fold_effects` to find the step it refers to (rule 10.40(b))."""
    noted = b.__dict__.get("by_this_spans")
    if noted is None or noted[0] is not b.version:  # the builder is reused: a new parse sets a new version
        noted = b.__dict__["by_this_spans"] = (b.version, [])
    noted[1].append(span)
    return span


def build_comparison(b, meta, children):
    """`若其精力因此变为0`, `若你的财富因此大于10`: the comparison itself (rule 10.56(a))."""
    left, op, right = children[0], children[-2], children[-1]
    return ast.Comparison(left, _op(b, op), right, span=_said(b, b.span(meta)))


def build_died(b, meta, children):
    return DiedByThis(children[0], span=_said(b, b.span(meta)))


_BOUNDS = {"or_more": ">=", "or_less": "<="}


def build_did(b, meta, children):
    """`若你因此弃了3张或更多牌`: the amount the last step of that verb acted on, compared with the amount written
    (exactly, or 或更多/或更少); without an amount, more than 0 (rule 10.56(d))."""
    found = [c for c in children if not isinstance(c, ast.Node) or isinstance(c, ast.Number | ast.Var | ast.Portion)]
    verb = next(c for c in found if getattr(c, "type", None) and b.meaning(c) and _is_verb(c))
    amount = next((c for c in children if isinstance(c, ast.Number | ast.Var)), None)
    portion = next((c for c in children if isinstance(c, ast.Portion)), None)
    if portion is not None:
        b.diagnostics.append(error("E100", portion.span, "「因此」后面的数量必须是一个数",
                                   "写出数量，例如「若你因此弃了3张或更多牌」"))
    bound = next((c for c in children if getattr(c, "type", None) in ("OR_MORE", "OR_LESS")), None)
    _said(b, b.span(meta))
    done = ast.Spent(b.meaning(verb), span=b.tok_span(verb))
    if b.meaning(verb) == "consume" and any(getattr(c, "type", None) in ("CARD", "HAND") for c in children):
        # `若其因此失去牌`: the cards the step before moved away (弃, 移入, 交给), not a resource consumed (rule 11.173)
        from zhdsl.games.zongheng.verbs.among_count import AmongCount

        done = AmongCount(None, span=b.tok_span(verb))
    if amount is None:
        return ast.Comparison(done, ">", ast.Number(0, span=b.tok_span(verb)), span=b.span(meta))
    op = _BOUNDS[b.meaning(bound)] if bound is not None else "="
    return ast.Comparison(done, op, amount, span=b.span(meta))


def build_did_not(b, meta, children):
    """`若你以此法未获得牌`, `若你因此没有失去牌`: the amount the last step of that verb acted on is 0 — the negative of
    `若你以此法获得了牌` (rule 10.190)."""
    positive = build_did(b, meta, [c for c in children if getattr(c, "type", None) not in ("NOT_YET", "HAS_NO")])
    node = attrs.evolve(positive, op="=")
    b.notes.setdefault("did_not", []).append(node.span)
    return node


@attrs.frozen
class MayComeUpShort(ast.Action):
    """A step before `若你以此法未获得牌`: it may act on none (find no card) without stopping the steps after it — that is
    the case the condition asks about (rule 10.190(a)). Read as the step itself."""

    step: ast.Node


NODES = (*NODES, MayComeUpShort)


@attrs.frozen
class MayComeUpShortStep:
    step: object

    def run(self, ctx) -> bool:
        self.step.run(ctx)
        return True

    def ready(self, ctx) -> bool:
        return True


def _asks_none(cond) -> bool:
    """`若你以此法未获得牌` and its reading `若以此法获得的数量等于0`: the step before acted on none."""
    from zhdsl.games.zongheng.verbs.among_count import AmongCount

    return (isinstance(cond, ast.Comparison) and cond.op == "=" and isinstance(cond.left, ast.Spent | AmongCount)
            and isinstance(cond.right, ast.Number) and cond.right.value == 0)


def _fold_did_not(b, effects: tuple) -> tuple:
    if not b.notes.get("did_not") and "数量等于0" not in b.version.text:
        return effects
    out = []
    for effect in effects:
        body = getattr(effect, "body", None)
        cond = getattr(body, "conditional", None)
        if isinstance(effect, ast.Effect) and cond is not None and _asks_none(cond.condition):
            steps = tuple(s if isinstance(s, MayComeUpShort) else MayComeUpShort(s, span=s.span) for s in body.steps)
            effect = attrs.evolve(effect, body=attrs.evolve(body, steps=steps))
        out.append(effect)
    return tuple(out)


def _is_verb(tok) -> bool:
    return tok.type in ("DRAW", "DISCARD", "USE", "GAIN", "PAY", "CONSUME", "PRODUCE", "DAMAGE")


def build_spent(b, meta, children):
    """`因此获得的物资`, `因此弃置的牌数`: 以此法 (rule 10.16)."""
    tok = next((c for c in children if getattr(c, "type", None) and (_is_verb(c) or c.type == "THAT_CARD")), None)
    verb = "discard" if tok.type == "THAT_CARD" else b.meaning(tok)
    return ast.Spent(verb, span=_said(b, b.span(meta)))


def build_has(b, meta, children):
    """`若其因此没有手牌`, `若你因此没有物资` (rule 10.67): the core's 有/没有, its 因此 noted."""
    _said(b, b.span(meta))
    return b.rule_has_cards(meta, children)


def build_has_attribute(b, meta, children):
    _said(b, b.span(meta))
    return b.rule_has_attribute(meta, children)


RULES = {"did_not": build_did_not, "by_this_comparison": build_comparison, "died_by_this": build_died, "did_by_this": build_did,
         "spent_by_this": build_spent, "by_this_has_cards": build_has, "by_this_has_attribute": build_has_attribute}


def fold_effects(b, effects: tuple) -> tuple:
    effects = _fold_did_not(b, effects)
    return _fold_by_this(b, effects)


def _fold_by_this(b, effects: tuple) -> tuple:
    """Rule 10.40(b): a 因此 refers to a step before it in its own effect; after `。` (or `；`) that step is another
    effect's (4.4), and with none before it there is nothing it is the result of: E278, at the 因此's words."""
    noted = b.__dict__.get("by_this_spans")
    if noted is None or noted[0] is not b.version or not noted[1]:
        return effects
    spans = noted[1]
    for effect in effects:
        if not isinstance(effect, ast.Effect):
            continue
        mine = [s for s in spans if effect.span.start <= s.start < effect.span.end]
        if not mine:
            continue
        ends = [n.span.end for n in ast.walk(effect) if isinstance(n, ast.Action)]
        for span in mine:
            spans.remove(span)
            if not any(end <= span.start for end in ends):
                said = b.version.text[span.start:span.end]
                word = said if said.startswith("每") else "因此"  # `每消耗1点精力，…` names its own word (rule 10.174)
                b.diagnostics.append(error(
                    "E278", span, f"「{word}」前面没有这一段效果中的步骤，不知道是哪一步的结果",
                    "「因此」指同一段效果中前一步的结果；「。」（或「；」）结束了一段效果（规则书 4.4），上一段的步骤不算，"
                    "用「，」连接，例如「弃1张手牌，若你因此没有手牌，则…」"))
    return effects


def check(c, node, depth: int) -> None:
    if isinstance(node, MayComeUpShort):
        c.check_step(node.step, depth)
        return
    c.check_ref(node.player)
    if not c.is_player(node.player):
        c.report(c.error("E204", node.player.span, "只有角色才会死亡", "例如「令目标角色折损2财富，若其因此死亡，则…」"))


def lower(lw, node):
    if isinstance(node, MayComeUpShort):
        return MayComeUpShortStep(lw.lower(node.step))
    return DiedByThisCond(lw.lower(node.player))


def describe(d, node) -> str:
    if isinstance(node, MayComeUpShort):
        return d.step(node.step)
    return f"{d.ref(node.player)}{d.structure('as_result')}{d.structure('die')}"


@attrs.frozen
class DiedByThisCond:
    """Rule 10.56(c): the players the reference names (at least one) are all dead now."""

    player: object

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = _named(self.player, ctx)
        return bool(seats) and all(ctx.rt.state.players[seat].dead for seat in seats)


def _named(ref, ctx: fx.Ctx) -> list[int]:
    """The players a reference named, dead or alive (a reference resolves to the living only): a target by its
    slot, 你, the one an event names; any other (a group) by the players the effect's last 令 step named."""
    if isinstance(ref, fx.PlayerRef):
        if ref.kind in ("target_player", "target_other"):
            t = ctx.targets.get(ref.kind)
            return [t] if t is not None else []
        if ref.single:
            return ref.players(ctx)
    if isinstance(ref, fx.WithinRef) and ref.targeted:
        t = ctx.targets.get(ref.key)
        return [t] if t is not None else []
    if isinstance(ref, fx.TargetGroupRef):
        chosen = (ctx.targets.get(f"{ref.key}#{i}") for i in range(ref.count))
        return [t for t in chosen if t is not None]
    return list(ctx.values.get(fx.ACTED, ()))
