"""The compiler: every AST node class lowers, and sample texts of every construct compile."""

from __future__ import annotations

import inspect

import pytest

from zhdsl.compiler.lower import _STRUCTURE, LoweringError
from zhdsl.engine import program as fx
from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.games.zongheng.verbs import MODULES
from zhdsl.pipeline import CompileError, analyze, compile_text
from zhdsl.text import ast

# Classes that are grouping helpers, not constructs of their own.
ABSTRACT = {ast.Node, ast.Action, ast.Measured, ast.Joint}  # Joint: an action players do together (交换)
# Lowered by their parents (texts, effects, heads, notes, the verb that holds them) rather than on their own.
BY_PARENT = {
    ast.CardText, ast.Effect, ast.Head, ast.Invariant, ast.StaticEffect, ast.Define, ast.HandCards, ast.Zone,
    ast.CardName, ast.Reminder, ast.Restated, ast.Rounding, ast.Trigger,  # a verb's card filter; display and notes; a head
    ast.Conditional,  # the builder folds every `若…` into the sequence that holds it
    ast.DefineStep,  # becomes a note (Define) of the step after it when built; one left over is E233
    ast.WhileCondition,  # a base: a game's condition-as-trigger node derives from it (纵横坛's StateEvent)
}


def node_classes():
    shared = [
        cls for _name, cls in inspect.getmembers(ast, inspect.isclass)
        if issubclass(cls, ast.Node) and cls.__module__ == ast.__name__ and cls not in ABSTRACT
    ]
    own = [cls for m in MODULES for cls in getattr(m, "NODES", ()) if cls.__module__ == m.__name__]
    return shared + own


@pytest.mark.parametrize("cls", [c for c in node_classes() if c not in BY_PARENT], ids=lambda c: c.__name__)
def test_every_node_class_has_a_lowering(cls):
    """纵横坛 can execute every construct of the shared AST and of its own verbs."""
    module = Zongheng.verbs().by_node.get(cls)
    lowers = cls in _STRUCTURE or (module is not None and any(hasattr(module, f) for f in ("lower", "note_flags", "timing")))
    assert lowers, f"{cls.__name__} cannot be executed"


TEXTS = [
    "弃1张手牌，抽3张牌。",
    "回合开始：抽1张牌。",
    "使用1张手牌（不支付精力）",
    "重置/（横置，抽1张牌）。",
    "（你的仓储始终等于财富）",
    "支付1蓝色精力&1黄色精力，抽2张牌",
    "若你的财富小于10，生产1财富/抽1张牌",
    "结附目标角色3回合",
    "令所有角色折损X财富（X为角色数-2）",
    "即刻：反制目标牌",
    "即刻：复制目标牌",
    "将目标牌变为「抽1张牌」",
    "执行「令目标其他角色折损1财富」",
    "将2张手牌移入牌库顶",
    "将此牌移入虚空",
    "洗乱牌库，调度",
    "限定&支付1物资：转化",
    "令距离1以内的目标角色折损1财富",
    "令距离2以内的角色生产1财富",
    "恢复",
    "获得1红精力&2物资",
    "消耗2物资，生产1财富",
    "令目标牌的控制者弃1张手牌",
    "锁定&回合开始/回合结束：抽1张牌",
    "若目标牌的颜色等于红色&目标牌的点数小于5/你的物资至少2，反制目标牌",
    "令目标角色生产|折损1|2财富",
]


@pytest.mark.parametrize("text", TEXTS)
def test_sample_texts_compile(text):
    programs = compile_text(text)
    assert programs
    for program in programs:
        assert isinstance(program, fx.CardProgram)
        assert program.effects or program.statics


def test_versions_give_one_program_each():
    assert len(compile_text("令目标角色生产|折损1|2财富")) == 2


def test_head_alternatives_become_separate_programs():
    program = compile_text("锁定&回合开始/回合结束：抽1张牌")[0]
    assert [sorted(e.timings) for e in program.effects] == [["LOCKED", "TURN_START"], ["TURN_END"]]
    assert program.effects[0].body is program.effects[1].body


def test_targets_are_collected():
    program = compile_text("令距离1以内的目标角色折损1财富")[0]
    spec = program.effects[0].targets
    assert spec.player and not spec.card
    assert [(slot.key, slot.other, slot.within is not None) for slot in spec.slots] == [("within:1", False, True)]
    assert compile_text("即刻：反制目标牌")[0].effects[0].targets.card
    (slot,) = compile_text("令目标其他角色折损1财富")[0].effects[0].targets.slots
    assert slot.other


def test_each_target_word_is_its_own_target():
    spec = compile_text("令目标角色抽1张牌，令目标其他角色折损1财富，令目标角色生产1财富")[0].effects[0].targets
    assert [slot.key for slot in spec.slots] == ["target_player", "target_other"]


def test_attach_segments_are_marked():
    program = compile_text("结附你4回合。锁定&回合开始：生产1财富")[0]
    assert [e.attaches for e in program.effects] == [True, False]
    assert not compile_text("执行「结附你」")[0].effects[0].attaches


def test_invalid_text_is_refused_with_its_diagnostic():
    with pytest.raises(LoweringError, match="无效"):
        compile_text("抽1张财富")


def test_programs_are_shared():
    assert compile_text("抽2张牌") is compile_text("抽2张牌")


@pytest.mark.parametrize("text", [
    "若所有等于1，抽1张牌",
    "生产X财富（X为一半）",
    "令目标角色的财富变为所有",
    "执行「若一半等于1，抽1张牌」",
])
def test_a_portion_outside_a_quantity_is_refused_by_the_check(text):
    """所有/一半/等量 only measure what an action acts on (rule 10.11): elsewhere `zhdsl check` reports E217,
    and loading the card is refused with that message (it used to pass the check and fail while lowering)."""
    result = analyze(text)
    assert [d.code for d in result.diagnostics] == ["E217"] and not result.versions
    with pytest.raises(CompileError, match="只能用作动作的数量"):
        compile_text(text)
