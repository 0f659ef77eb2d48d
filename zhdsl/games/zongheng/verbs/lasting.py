"""A ward's lasting change, in （） right after 结附: `结附目标角色2回合（你的仓储-2）`, `结附目标角色3回合（其效率-1&仓储-1）` —
the rulebook's third use of brackets (「用于说明一个直接效果……不进入堆叠结算而直接、长期生效」) on a card that works in the
结界区: while this card lies in a player's 结界区, that player's 仓储/效率 reads so much more or less (rule 13.8), or that player
cannot use a card or skill of a name (`（其无法使用“调度”）`, rule 13.9). 你 and
其 there are the player the card is attached to (the ward's owner, rule 13.2)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

# the counters read through their static rules (the schema's read_floor counters: 仓储, 效率, rule 13.1(a))
_LASTING = frozenset({"storage", "efficiency"})
# the words that name the attached player inside the note (rule 13.8(a)): 你 (the ward's owner), 其 / 该角色 (the one
# named last: the attach target); a 目标角色 there would read as a target of its own and stays E279
_ATTACHED = frozenset({"you", "it", "that_player"})


@attrs.frozen
class Change(ast.Node):
    """`你的仓储-2`: the attribute of the ward's owner reads `sign` × `amount` more."""

    attribute: str
    sign: str  # + -
    amount: ast.Node


@attrs.frozen
class Forbid(ast.Node):
    """`其无法使用“调度”`: the ward's owner cannot use a card or skill of that name (rule 13.9)."""

    name: ast.CardName


@attrs.frozen
class Lasting(ast.Node):
    """The note （A&B） of lasting changes after 结附, described in its own brackets (never joined with （X为…））."""

    changes: tuple
    OWN_BRACKET = True


NODES = (Lasting, Change, Forbid)


def _is_attached(who) -> bool:
    return isinstance(who, ast.Ref) and who.kind in _ATTACHED and who.name is None


def _change(b, item):
    """One item of the note: `你的仓储-2`, `其效率-1`, `仓储-1` (a SetAttribute `X变为X±N`, perhaps done by 其/你)."""
    from zhdsl.games.zongheng.verbs.set import SetAttribute

    if isinstance(item, Change | Forbid):
        return item
    subject = None
    if isinstance(item, ast.Acts):
        subject, item = item.actor, item.action
    if isinstance(item, SetAttribute) and isinstance(item.value, ast.BinOp) and item.value.left is item.attribute \
            and not item.notes:
        subject = subject if subject is not None else item.attribute.subject
        who_ok = subject is None or _is_attached(subject)
        if not isinstance(item.value.right, ast.Number):  # read at any moment: no variable of one use (10.10)
            b.diagnostics.append(error("E279", item.value.right.span, "结附后括号中的长期效果要写出具体的数",
                                       "例如「结附目标角色2回合（你的仓储-2）」"))
            return None
        if item.attribute.name in _LASTING and who_ok:
            return Change(item.attribute.name, item.value.op, item.value.right, span=item.span)
    b.diagnostics.append(error("E279", item.span, "结附后括号中的长期效果只能是结附的角色的仓储或效率加减一个数",
                               "例如「结附目标角色2回合（你的仓储-2）」「结附目标角色3回合（其效率-1&仓储-1）」"))
    return None


def build(b, meta, children):
    changes = tuple(c for c in (_change(b, item) for item in children if isinstance(item, ast.Node)) if c is not None)
    return (Lasting(changes, span=b.span(meta)),)


def build_it(b, meta, children):
    """`其效率-1`: the attached player's (其 names the attach target, the ward's owner)."""
    who, attribute, op, amount = children
    if not _is_attached(who) or attribute.subject is not None:
        b.diagnostics.append(error("E279", who.span, "结附后括号中的长期效果只能是结附的角色的仓储或效率加减一个数",
                                   "例如「结附目标角色3回合（其效率-1）」"))
    if not isinstance(amount, ast.Number):
        b.diagnostics.append(error("E279", amount.span, "结附后括号中的长期效果要写出具体的数",
                                   "例如「结附目标角色3回合（其效率-1）」"))
    from zhdsl.games.zongheng.verbs.set import _OPS

    return Change(attribute.name, _OPS.get(getattr(op, "type", ""), str(op)), amount, span=b.span(meta))


def build_forbid(b, meta, children):
    """`其无法使用“调度”`, `你无法使用「攻伐」`: only the attached player (其, 你) is forbidden (rule 13.9)."""
    who, name = children[0], children[-1]
    if not _is_attached(who):
        b.diagnostics.append(error("E279", who.span, "结附后括号中的禁止只能约束结附的角色",
                                   "例如「结附目标角色1回合（其无法使用“调度”）」"))
    return Forbid(name, span=b.span(meta))


def build_forbid_skill(b, meta, children):
    """`该角色无法进行转化`, `其无法调度`: the system skill of that name forbidden, as `其无法使用“转化”` (rule 13.13)."""
    skill = children[-1]
    name = ast.CardName(b.dialect.word(skill.type), span=b.tok_span(skill))
    return build_forbid(b, meta, [children[0], name])


RULES = {"lasting": build, "lasting_it": build_it, "lasting_forbid": build_forbid, "lasting_forbid_skill": build_forbid_skill}


def _adjusts(step) -> bool:
    """`其效率-1`, `你的仓储-2`, `该角色的仓储-2`: a step that changes an attribute by an amount (what 13.8 reads)."""
    from zhdsl.games.zongheng.verbs.set import SetAttribute

    if isinstance(step, ast.Acts):
        step = step.action
    return (isinstance(step, SetAttribute) and isinstance(step.value, ast.BinOp)
            and step.value.left is step.attribute and not step.notes)


def fold_effects(b, effects: tuple) -> tuple:
    """`结附目标角色。（其效率-1）`: a segment that is only a bracket of lasting changes, right after a segment that
    ends with 结附, is that 结附's lasting change, as if written `结附目标角色（其效率-1）` (rule 13.8(b)); and
    `结附目标角色3回合（其效率-1，仓储-1）`: changes joined by ， (read as steps) are joined by & (rule 13.21)."""
    out: list = []
    for effect in (_joined_by_comma(b, e) for e in effects):
        prev = out[-1] if out else None
        group = _lone_group(effect)
        attach = _last_attach(prev) if group is not None else None
        items = [p for s in group.body.steps for p in (s.parts if isinstance(s, ast.Conjunction) else (s,))] \
            if attach is not None else []
        if items and all(_adjusts(s) for s in items):
            changes = tuple(c for c in (_change(b, s) for s in items) if c is not None)
            note = Lasting(changes, span=group.span)
            out[-1] = _replace_last(prev, attrs.evolve(attach, notes=attach.notes + (note,)))
            continue
        out.append(effect)
    return tuple(out)


def _joined_by_comma(b, effect):
    """Rule 13.21: a 结附 step of the effect whose bracket is steps (`（其效率-1，仓储-1）`, `（其效率-1，且其仓储-1）`), every
    one a change of an attribute by an amount, has those changes as its lasting note, as if joined by &."""
    if not isinstance(effect, ast.Effect):
        return effect
    steps, changed = list(effect.body.steps), False
    for i, step in enumerate(steps):
        if not isinstance(step, ast.Attach) or any(isinstance(n, Lasting) for n in step.notes):
            continue
        notes = list(step.notes)
        for k, note in enumerate(notes):
            items = note.steps if isinstance(note, ast.Restated) else ()
            if len(items) > 1 and all(_adjusts(s) for s in items):
                changes = tuple(c for c in (_change(b, s) for s in items) if c is not None)
                notes[k] = Lasting(changes, span=note.span)
                steps[i], changed = attrs.evolve(step, notes=tuple(notes)), True
                break
    if not changed:
        return effect
    return attrs.evolve(effect, body=attrs.evolve(effect.body, steps=tuple(steps)))


def _lone_group(effect):
    if not isinstance(effect, ast.Effect) or effect.head is not None:
        return None
    body = effect.body
    if len(body.steps) != 1 or body.conditional is not None or body.otherwise is not None:
        return None
    group = body.steps[0]
    if not isinstance(group, ast.Group) or group.notes or group.body.conditional is not None \
            or group.body.otherwise is not None:
        return None
    return group


def _last_attach(effect):
    if not isinstance(effect, ast.Effect) or effect.body.conditional is not None or effect.body.otherwise is not None:
        return None
    last = effect.body.steps[-1] if effect.body.steps else None
    return last if isinstance(last, ast.Attach) and not any(isinstance(n, Lasting) for n in last.notes) else None


def _replace_last(effect, step):
    body = effect.body
    return attrs.evolve(effect, body=attrs.evolve(body, steps=body.steps[:-1] + (step,)))


def check_note(c, note: Lasting, action) -> None:
    if not isinstance(action, ast.Attach):  # `抽1张牌（你的仓储-2）`: only a card that goes into a 结界区 lasts there
        attach = c.words.verb("attach")
        c.report(c.error("E279", note.span, f"括号中的长期效果只能写在「{attach}」之后：此牌在结界区中时才生效",
                         f"例如「{attach}目标角色2回合（你的仓储-2）」；一次性的改变写成步骤「你的仓储-2」"))
    for change in note.changes:
        if isinstance(change, Change):
            c.check_expr(change.amount)


def note_flags(note: Lasting) -> dict:
    return {}  # nothing about the step: its changes are the card's static rules (`note_statics`)


def note_statics(lw, note: Lasting) -> list:
    """The card's static rules the note adds: each change, for the ward's owner (你, rule 13.2)."""
    text = "（" + lw.describe.owning(describe(lw.describe, note)) + "）"  # 其仓储, not 其的仓储
    out = []
    for change in note.changes:
        if isinstance(change, Forbid):  # the name forbidden, as the rule's attribute (rule 13.9)
            out.append(fx.StaticRule(None, change.name.name, "forbid", fx.Const(0), text))
            continue
        amount = lw.lower(change.amount)
        delta = amount if change.sign == "+" else fx.BinExpr("-", fx.Const(0), amount)
        out.append(fx.StaticRule(None, change.attribute, "+", delta, text))
    return out


def describe(d, node) -> str:
    # the attached player reads as 其, as written most often: in `…结附目标角色（…），抽1张牌` a 你 in the bracket would
    # read as the user, who draws (the bracket's 你 and 其 are both the attached player, rule 13.8)
    if isinstance(node, Forbid):
        it = d.ref(ast.Ref("it", span=node.span))
        return f"{it}{d.word('structure', 'unable')}{d.verb('use')}{d.card_name(node.name)}"
    if isinstance(node, Change):
        return f"{d.ref(ast.Ref('it', span=node.span))}{d.word('structure', 'of')}{d.attribute(node.attribute)}" \
               f"{node.sign}{d.expr(node.amount)}"
    return "&".join(describe(d, c) for c in node.changes)
