"""`你每有1点精力，生产1财富`, `其每有2张手牌，你抽1张牌`, `每有1名财富多于你的角色，你生产1财富` (rule 10.151): the
step after the comma is done once for each N of what is counted — a player's resource (手牌: its hand count), or the
living players whose attribute compares so — counted once, when the step begins; a remainder short of N does nothing
more. Without a player before 每有 it is 你. The step's own failure stops the repetitions (and the rest, rule 4.2)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.counted_players import PlayersCounted, PlayersCountedExpr
from zhdsl.games.zongheng.verbs.per_has import PerCountStep
from zhdsl.text import ast

_PER = BY_TERMINAL["PER_HAS"].text  # 每有
_OTHERS = frozenset({"OTHER_PLAYERS"})


@attrs.frozen
class PerHave(ast.Action):
    """`[X]每有N<what>，STEP` — `counted` is an Attribute (a player's resource) or a PlayersCounted."""

    per: ast.Node  # N
    counted: ast.Node
    step: ast.Node
    written: str = ""  # the counter word written: 张 (手牌), 点 (a resource) or 名 (players)


NODES = (PerHave,)


def _meaning(b, tok) -> str:
    return "hand_count" if tok.type == "HAND" else b.meaning(tok)


def build(b, meta, children):
    nodes = [c for c in children if isinstance(c, ast.Node)]
    who = nodes[0] if isinstance(nodes[0], ast.Ref) else None
    per, step = (nodes[1], nodes[-1]) if who is not None else (nodes[0], nodes[-1])
    what = next(c for c in children if isinstance(c, str) and c.type in
                ("WEALTH", "SUPPLY", "ENERGY", "STORAGE", "EFFICIENCY", "HAND"))
    subject = who if who is not None else ast.Ref("you", span=b.tok_span(what))
    counted = ast.Attribute(subject, _meaning(b, what), span=b.tok_span(what))
    return PerHave(per, counted, step, "张" if what.type == "HAND" else "点", span=b.span(meta))


def build_players(b, meta, children):
    nodes = [c for c in children if isinstance(c, ast.Node)]
    per, step = nodes[0], nodes[-1]
    toks = [c for c in children if isinstance(c, str)]
    word = next(t for t in toks if t.type in ("WEALTH", "SUPPLY", "ENERGY", "STORAGE", "EFFICIENCY", "HAND_COUNT",
                                              "POINT", "COLOUR"))
    op = next(t for t in toks if t.type in ("GT", "LT", "EQ", "GE", "LE", "NE", "AT_LEAST", "AT_MOST", "MORE",
                                            "FEWER"))
    value = nodes[1]
    if isinstance(value, ast.Ref):  # `财富多于你的角色`: 多于你的财富 (rule 10.35)
        value = ast.Attribute(value, b.meaning(word), span=value.span)
    others = any(t.type in _OTHERS for t in toks)
    counted = PlayersCounted(b.meaning(word), b.meaning(op), value, others, span=b.tok_span(word).cover(value.span))
    return PerHave(per, counted, step, "名", span=b.span(meta))


RULES = {"per_have": build, "per_have_players": build_players}


def check(c, node: PerHave, depth: int) -> None:
    if isinstance(node.per, ast.Number) and node.per.value < 1:  # `每有0张手牌`: no whole 0 to count
        c.report(c.error("E200", node.per.span, f"「{_PER}」之后的数量至少为1（{node.per.value}）", "把数量改为1或更大"))
    else:
        c.check_amount(node.per, positive=True)
    if isinstance(node.counted, PlayersCounted):
        if node.counted.attribute in c.dialect.CARD_ATTRIBUTES:  # `每有1名点数…的角色`: players have no 点数
            c.report(c.error("E204", node.counted.span, f"只有牌才有{c.words.attribute(node.counted.attribute)}",
                             "写角色的属性，例如「每有1名财富多于你的角色」"))
        c.check_expr(node.counted.value)
    else:
        c.check_expr(node.counted)
    c.check_step(node.step, depth)


def lower(lw, node: PerHave):
    if isinstance(node.counted, PlayersCounted):
        counted = PlayersCountedExpr(node.counted.attribute, node.counted.op, lw.lower(node.counted.value),
                                     node.counted.others)
    else:
        counted = lw.lower(node.counted)
    return PerCountStep(lw.lower(node.per), counted, lw.lower(node.step))


def describe(d, node: PerHave) -> str:
    if isinstance(node.counted, PlayersCounted):
        c = node.counted
        value = d.expr(c.value)
        if isinstance(c.value, ast.Attribute) and c.value.subject is not None and c.value.name == c.attribute:
            value = d.ref(c.value.subject)  # `财富多于你`
        who = d.word("structure", "target_other") if c.others else d.word("reference", "player")
        what = f"{d.structure('persons')}{d.attribute(c.attribute)}{d.op(c.op)}{value}{d.structure('of')}{who}"
        return f"{_PER}{d.expr(node.per)}{what}，{d.step(node.step)}"
    subject = d.ref(node.counted.subject)
    if node.counted.name == "hand_count":
        what = f"{d.structure('measure')}{d.object('hand')}"
    else:
        what = d.attribute(node.counted.name)
    return f"{subject}{_PER}{d.expr(node.per)}{what}，{d.step(node.step)}"
