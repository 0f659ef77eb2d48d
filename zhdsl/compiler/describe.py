"""Render AST nodes back to canonical Chinese text (labels for choices and the game log)."""

from __future__ import annotations

from zhdsl.text import ast

_REFS = {
    "you": "你", "self": "自身", "this_card": "此牌", "target_card": "目标牌", "target_player": "目标角色",
    "target_other": "目标其他角色", "all_players": "所有角色", "all_others": "所有其他角色",
}
_ZONES = {
    "hand": "手牌区", "ward": "结界区", "lord": "领主区", "creation": "造物区", "stack": "堆叠", "deck": "牌库",
    "deck_top": "牌库顶", "deck_bottom": "牌库底", "past": "过往", "void": "虚空",
}
_OBJECTS = {
    "card": "牌", "hand": "手牌", "hand_count": "手牌数", "energy": "精力", "wealth": "财富", "supply": "物资",
    "storage": "仓储", "efficiency": "效率",
}
_ATTRS = {**_OBJECTS, "point": "点数", "colour": "颜色"}
_OPS = {">": "大于", "<": "小于", "=": "等于", ">=": "不小于", "<=": "不大于", "!=": "不等于"}
_VERBS = {
    ast.Draw: "抽", ast.Discard: "弃", ast.Use: "使用", ast.Gain: "获得", ast.Pay: "支付",
    ast.Consume: "消耗", ast.Produce: "生产", ast.Damage: "折损",
}


def ref(node) -> str:
    if isinstance(node, ast.Ref):
        return _REFS[node.kind]
    if isinstance(node, ast.Within):
        return f"距离{expr(node.distance)}以内的" + ("目标角色" if node.targeted else "角色")
    if isinstance(node, ast.Holder):
        return ref(node.of) + "的" + ("所有者" if node.role == "owner" else "控制者")
    raise TypeError(node)


def expr(node) -> str:
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Var):
        return node.name
    if isinstance(node, ast.Attribute):
        return (ref(node.subject) + "的" if node.subject is not None else "") + _ATTRS[node.name]
    if isinstance(node, ast.PlayerCount):
        return "角色数"
    if isinstance(node, ast.BinOp):
        return f"{expr(node.left)}{node.op}{expr(node.right)}"
    if isinstance(node, ast.Colour):
        return node.word
    raise TypeError(node)


def quantity(q: ast.Quantity) -> str:
    colour = q.colour.word if q.colour is not None else ""
    return f"{expr(q.amount)}{'张' if q.measured else ''}{colour}{_OBJECTS[q.object]}"


def notes(items) -> str:
    out = []
    for n in items:
        if isinstance(n, ast.FreeOfEnergy):
            out.append("不支付精力")
        elif isinstance(n, ast.VirtualNote):
            out.append("虚拟")
        else:
            out.append(f"{n.var}为{expr(n.expr)}")
    return f"（{'&'.join(out)}）" if out else ""


def zone(z: ast.Zone) -> str:
    return (ref(z.owner) + "的" if z.owner is not None else "") + _ZONES[z.kind]


def action(a) -> str:
    if isinstance(a, ast.Measured):
        body = _VERBS[type(a)] + "&".join(quantity(q) for q in a.quantities)
    elif isinstance(a, ast.Restore):
        body = "恢复"
    elif isinstance(a, ast.Tap):
        body = "横置" + (ref(a.target) if a.target is not None else "")
    elif isinstance(a, ast.Untap):
        body = "重置" + (ref(a.target) if a.target is not None else "")
    elif isinstance(a, ast.Transform):
        body = f"将{ref(a.target)}变为「{text(a.effect)}」"
    elif isinstance(a, ast.Execute):
        body = f"执行「{text(a.effect)}」"
    elif isinstance(a, ast.Counter):
        body = "反制" + ref(a.target)
    elif isinstance(a, ast.Copy):
        body = "复制" + ref(a.target)
    elif isinstance(a, ast.Attach):
        body = "结附" + ref(a.target) + (f"{expr(a.turns)}回合" if a.turns is not None else "")
    elif isinstance(a, ast.Move):
        cards = f"{expr(a.cards.amount)}张手牌" if isinstance(a.cards, ast.HandCards) else ref(a.cards)
        body = f"将{cards}移入{zone(a.zone)}"
    elif isinstance(a, ast.Shuffle):
        body = "洗乱" + zone(a.zone)
    elif isinstance(a, ast.Arrange):
        body = "调度"
    elif isinstance(a, ast.Convert):
        body = "转化"
    elif isinstance(a, ast.Command):
        body = "令" + ref(a.actor) + action(a.action)
    else:
        raise TypeError(a)
    return body + notes(a.notes)


def condition(c) -> str:
    if isinstance(c, ast.AllOf):
        return "&".join(condition(i) for i in c.items)
    if isinstance(c, ast.AnyOf):
        return "/".join(condition(i) for i in c.items)
    return f"{expr(c.left)}{_OPS[c.op]}{expr(c.right)}"


def step(s) -> str:
    if isinstance(s, ast.Choice):
        return "/".join(step(o) for o in s.options)
    if isinstance(s, ast.Conjunction):
        return "&".join(step(p) for p in s.parts)
    if isinstance(s, ast.Group):
        return f"（{sequence(s.body)}）" + notes(s.notes)
    if isinstance(s, ast.Timing):
        return s.word
    return action(s)


def sequence(seq: ast.Sequence) -> str:
    parts = [step(s) for s in seq.steps]
    if seq.conditional is not None:
        parts.append(f"若{condition(seq.conditional.condition)}，{sequence(seq.conditional.then)}")
    return "，".join(parts)


def effect(e) -> str:
    if isinstance(e, ast.StaticEffect):
        inv = e.invariant
        return f"（{expr(inv.left)}始终{_OPS[inv.op]}{expr(inv.right)}）"
    head = "&".join(step(p) for p in e.head.parts) + "：" if e.head is not None else ""
    return head + sequence(e.body)


def text(t: ast.CardText) -> str:
    return "。".join(effect(e) for e in t.effects)
