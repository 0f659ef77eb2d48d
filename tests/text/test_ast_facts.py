"""Explicit facts about the ASTs of the important texts (the snapshots hold the rest)."""

from __future__ import annotations

from zhdsl.games.zongheng.verbs.notes import FreeOfEnergy
from zhdsl.text import ast


def only(result) -> ast.CardText:
    assert result.ok, result.diagnostics
    assert len(result.versions) == 1
    return result.versions[0]


def body(result) -> ast.Sequence:
    (effect,) = only(result).effects
    assert isinstance(effect, ast.Effect)
    return effect.body


def test_comma_is_a_sequence_in_order(run):
    seq = body(run("弃1张手牌，抽3张牌。"))
    discard, draw = seq.steps
    assert isinstance(discard, ast.Discard) and isinstance(draw, ast.Draw)
    assert discard.quantities[0].object == "hand" and discard.quantities[0].amount.value == 1
    assert draw.quantities[0].object == "card" and draw.quantities[0].amount.value == 3
    assert seq.conditional is None


def test_colon_splits_timing_head_from_effect(run):
    (effect,) = only(run("回合开始：抽1张牌。")).effects
    assert [t.kind for t in effect.head.timings] == ["TURN_START"]
    assert effect.head.costs == ()
    assert isinstance(effect.body.steps[0], ast.Draw)


def test_parentheses_note_group_and_static(run):
    (use,) = body(run("使用1张手牌（不支付精力）")).steps
    assert isinstance(use, ast.Use)
    assert [type(n) for n in use.notes] == [FreeOfEnergy]

    (choice,) = body(run("重置/（横置，抽1张牌）。")).steps
    assert isinstance(choice, ast.Choice)
    untap, group = choice.options
    assert isinstance(untap, ast.Untap) and untap.target is None
    assert isinstance(group, ast.Group)
    assert [type(s) for s in group.body.steps] == [ast.Tap, ast.Draw]

    (static,) = only(run("（你的仓储始终等于财富）")).effects
    assert isinstance(static, ast.StaticEffect)
    inv = static.invariant
    assert inv.left == ast.Attribute(ast.Ref("you", span=inv.left.subject.span), "storage", span=inv.left.span)
    assert inv.op == "=" and inv.right.name == "wealth" and inv.right.subject is None


def test_several_effects(run):
    first, second = only(run("回合开始：抽一张牌。回合结束：弃一张手牌。")).effects
    assert first.head.timings[0].kind == "TURN_START"
    assert second.head.timings[0].kind == "TURN_END"
    assert first.body.steps[0].quantities[0].amount.value == 1  # 一


def test_slash_binds_tighter_than_comma(run):
    choice, discard = body(run("抽1张牌/生产1财富，弃1张手牌")).steps
    assert isinstance(choice, ast.Choice) and len(choice.options) == 2
    assert isinstance(discard, ast.Discard)


def test_ampersand_binds_tighter_than_slash(run):
    (choice,) = body(run("抽1张牌&生产1财富/获得2物资")).steps
    conj, gain = choice.options
    assert isinstance(conj, ast.Conjunction) and [type(p) for p in conj.parts] == [ast.Draw, ast.Produce]
    assert isinstance(gain, ast.Gain)


def test_ampersand_of_timings_payments_conditions_effects(run):
    (effect,) = only(run("锁定&回合开始：抽1张牌")).effects
    assert [t.kind for t in effect.head.timings] == ["LOCKED", "TURN_START"]

    (pay,) = body(run("支付1蓝色精力&1黄色精力")).steps
    assert isinstance(pay, ast.Pay)
    assert [(q.amount.value, q.object, q.colour.colour) for q in pay.quantities] == [
        (1, "energy", "blue"),
        (1, "energy", "yellow"),
    ]

    cond = body(run("若你的财富大于10&你的物资大于0，抽1张牌")).conditional.condition
    assert isinstance(cond, ast.AllOf) and len(cond.items) == 2

    (conj,) = body(run("弃1张手牌&抽1张牌")).steps
    assert isinstance(conj, ast.Conjunction)


def test_slash_in_head_gives_alternatives(run):
    (effect,) = only(run("锁定&回合开始/回合结束：生产1财富")).effects
    kinds = [[p.kind for p in alt] for alt in effect.head.alternatives]
    assert kinds == [["LOCKED", "TURN_START"], ["TURN_END"]]


def test_versions_zip_slot_by_slot(run):
    result = run("令目标角色生产|折损1|2财富")
    assert result.ok
    first, second = result.versions
    a = first.effects[0].body.steps[0]
    b = second.effects[0].body.steps[0]
    assert isinstance(a, ast.Command) and isinstance(a.action, ast.Produce)
    assert a.action.quantities[0].amount.value == 1
    assert isinstance(b.action, ast.Damage) and b.action.quantities[0].amount.value == 2
    # the shared slot 目标角色 is the same in both, and spans point into the original text
    assert a.actor.kind == b.actor.kind == "target_player"
    assert b.action.quantities[0].amount.span.start == "令目标角色生产|折损1|2财富".index("2")


def test_versions_inside_a_quote(run):
    result = run("执行「抽1|2张牌」")
    assert [v.effects[0].body.steps[0].effect.effects[0].body.steps[0].quantities[0].amount.value
            for v in result.versions] == [1, 2]


def test_quoted_effects_in_both_quote_styles(run):
    for text in ("执行「抽2张牌」", "执行“抽2张牌”", '执行"抽2张牌"'):
        (execute,) = body(run(text)).steps
        assert isinstance(execute, ast.Execute)
        (inner,) = execute.effect.effects
        assert inner.body.steps[0].quantities[0].amount.value == 2
    (become,) = body(run("将目标牌变为「抽1张牌」")).steps
    assert isinstance(become, ast.Transform) and become.target.kind == "target_card"


def test_conditional_guards_the_rest(run):
    seq = body(run("若你的财富小于10，生产1财富/抽1张牌"))
    assert seq.steps == ()
    cond = seq.conditional
    assert cond.condition.op == "<" and cond.condition.right.value == 10
    assert isinstance(cond.then.steps[0], ast.Choice)


def test_comparators_map_to_operators(run):
    words = {"大于": ">", "小于": "<", "等于": "=", "不小于": ">=", "不大于": "<=", "至少": ">=",
             "至多": "<=", "多于": ">", "少于": "<", "不等于": "!="}
    for word, op in words.items():
        cond = body(run(f"若你的财富{word}3，抽1张牌")).conditional.condition
        assert cond.op == op, word


def test_attributes(run):
    names = {"财富": "wealth", "手牌数": "hand_count", "仓储": "storage", "效率": "efficiency",
             "物资": "supply", "精力": "energy"}
    for word, name in names.items():
        cond = body(run(f"若你的{word}大于1，抽1张牌")).conditional.condition
        assert cond.left.name == name and cond.left.subject.kind == "you"
    assert body(run("若目标牌的点数大于5，反制目标牌")).conditional.condition.left.name == "point"
    cond = body(run("若目标牌的颜色等于红色，反制目标牌")).conditional.condition
    assert cond.left.name == "colour" and cond.right == ast.Colour("红色", "red", span=cond.right.span)


def test_variables(run):
    (command,) = body(run("令所有角色折损X财富（X为角色数-2）")).steps
    (define,) = command.notes
    assert define.var == "X"
    assert isinstance(define.expr, ast.BinOp) and define.expr.op == "-"
    assert isinstance(define.expr.left, ast.PlayerCount) and define.expr.right.value == 2
    assert command.action.quantities[0].amount == ast.Var("X", span=command.action.quantities[0].amount.span)

    (produce,) = body(run("生产X财富（X为你的物资）")).steps
    assert produce.notes[0].expr.name == "supply"


def test_chinese_numerals(run):
    for word, value in {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
                        "八": 8, "九": 9, "十": 10, "十二": 12, "二十": 20}.items():
        (draw,) = body(run(f"抽{word}张牌")).steps
        assert draw.quantities[0].amount.value == value, word


def test_targets(run):
    cases = {
        "令你抽1张牌": ("Ref", "you"),
        "令目标角色抽1张牌": ("Ref", "target_player"),
        "令目标其他角色抽1张牌": ("Ref", "target_other"),
        "令所有角色抽1张牌": ("Ref", "all_players"),
        "令所有其他角色抽1张牌": ("Ref", "all_others"),
    }
    for text, (cls, kind) in cases.items():
        (command,) = body(run(text)).steps
        assert type(command.actor).__name__ == cls and command.actor.kind == kind
    (command,) = body(run("令距离1以内的目标角色折损1财富")).steps
    assert command.actor.targeted and command.actor.distance.value == 1
    (command,) = body(run("令距离2以内的角色生产1财富")).steps
    assert not command.actor.targeted
    for text, kind in {"反制目标牌": "target_card", "横置此牌": "this_card", "横置自身": "self"}.items():
        (step,) = body(run(text)).steps
        assert step.target.kind == kind


def test_moves_and_zones(run):
    zones = {"手牌区": "hand", "结界区": "ward", "领主区": "lord", "造物区": "creation", "堆叠": "stack",
             "牌库": "deck", "牌库顶": "deck_top", "牌库底": "deck_bottom", "过往": "past", "虚空": "void"}
    for word, kind in zones.items():
        (move,) = body(run(f"将此牌移入{word}")).steps
        assert isinstance(move, ast.Move) and move.zone.kind == kind and move.cards.kind == "this_card"
    (move,) = body(run("将1张手牌移入牌库顶")).steps
    assert isinstance(move.cards, ast.HandCards) and move.cards.amount.value == 1
    (move,) = body(run("将此牌移入目标角色的结界区")).steps
    assert move.zone.owner.kind == "target_player"


def test_spans_point_into_the_original_text(run):
    text = "回合开始:抽1张牌,弃1张手牌"  # half-width punctuation, normalized 1:1
    (effect,) = only(run(text)).effects
    draw, discard = effect.body.steps
    assert text[draw.span.start:draw.span.end] == "抽1张牌"
    assert text[discard.span.start:discard.span.end] == "弃1张手牌"
