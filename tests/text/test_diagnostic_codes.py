"""Every diagnostic code has a test that triggers it and checks where it points.

Each row: code, text, the exact source text under the span, and the 1-based
(line, column, end_line, end_column) that `zhdsl check` prints for it.
"""

from __future__ import annotations

import pytest

from zhdsl.compiler.check import codes_of
from zhdsl.text.diagnostics import Severity, locate
from zhdsl.text.source import Origin

LONG = "抽1张牌" * 600
BARS = "抽1|2张牌，" * 64 + "抽1|2张牌"  # 65 `|`: the 65th is one too many
TERMS = "+".join(["1"] * 17)
DEEP = "若你的财富大于1，" * 60 + "抽1张牌"  # two levels a condition: the 50th condition's rest is level 101

# code: (text, marked text, (line, column, end_line, end_column))
TEXT_CASES = {
    "E100": ("抽1张牌X", "X", (1, 5, 1, 6)),
    "E101": ("战斗&抽1张牌", "战斗", (1, 1, 1, 3)),
    "E102": ("令目标角色抽", "抽", (1, 6, 1, 7)),
    "E103": ("抽1张牌（", "（", (1, 5, 1, 6)),
    "E104": ("   ", "   ", (1, 1, 1, 4)),
    "E105": ("抽一一张牌", "一一", (1, 2, 1, 4)),
    "E110": ("令目标角色生产|折损1|2|3财富", "1|2|3", (1, 11, 1, 16)),
    "E111": ("|抽1张牌", "|", (1, 1, 1, 2)),
    "E112": (BARS, "|", (1, 451, 1, 452)),
    "E113": ("抽1|2|3|4|5|6|7|8|9张牌", "1|2|3|4|5|6|7|8|9", (1, 2, 1, 19)),
    "W120": ("弃1张手牌，，抽3张牌", "，", (1, 7, 1, 8)),
    "E200": ("抽-1张牌", "-1", (1, 2, 1, 4)),
    "E201": ("支付1紫色精力", "紫色", (1, 4, 1, 6)),
    "E202": ("弃1财富", "1财富", (1, 2, 1, 5)),
    "E203": ("回合中：抽1张牌", "回合中", (1, 1, 1, 4)),
    "W204": ("回合开始&回合开始：抽1张牌", "回合开始", (1, 6, 1, 10)),
    "E204": ("反制目标角色", "目标角色", (1, 3, 1, 7)),
    "E205": ("生产X财富", "X", (1, 3, 1, 4)),
    "W206": ("生产1财富（X为你的物资）", "X为你的物资", (1, 7, 1, 13)),
    "E207": ("生产X财富（X为你的物资&X为你的财富）", "X为你的财富", (1, 14, 1, 20)),
    "E208": ("生产X财富（X为X+1）", "X", (1, 9, 1, 10)),
    "E209": ("（你的手牌数始终等于财富）", "你的手牌数", (1, 2, 1, 7)),
    "E210": ("若目标牌的颜色大于红色，抽1张牌", "目标牌的颜色大于红色", (1, 2, 1, 12)),
    "W211": ("抽0张牌", "0", (1, 2, 1, 3)),
    "E212": ("执行「执行「执行「执行「执行「抽1张牌」」」」」", "「抽1张牌」", (1, 15, 1, 21)),
    "E213": (LONG, LONG[2000:], (1, 2001, 1, 2401)),
    "E214": ("回合开始&回合结束：抽1张牌", "回合开始&回合结束", (1, 1, 1, 10)),
    "E215": ("横置&1财富", "1财富", (1, 4, 1, 7)),
    "E216": ("执行「回合开始：抽1张牌」", "回合开始", (1, 4, 1, 8)),
    "W217": ("抽1张牌（虚拟）", "虚拟", (1, 6, 1, 8)),
    "E217": ("若所有等于1，抽1张牌", "所有", (1, 2, 1, 4)),
    "E218": ("抽1张牌：生产1财富", "抽1张牌", (1, 1, 1, 5)),
    "E219": ("锁定：抽1张牌", "锁定", (1, 1, 1, 3)),
    "E220": ("抽1张牌，回合开始", "回合开始", (1, 6, 1, 10)),
    "E221": ("令你令目标角色抽1张牌", "令目标角色抽1张牌", (1, 3, 1, 12)),
    "E222": ("洗乱虚空", "虚空", (1, 3, 1, 5)),
    "E223": ("将此牌移入你的过往", "你", (1, 6, 1, 7)),
    "E224": ("抽1张牌，其生产1财富", "其", (1, 6, 1, 7)),
    "E225": ("从过往中抽1张牌", "过往", (1, 2, 1, 4)),
    "E226": ("你的手牌数变为3", "你的手牌数", (1, 1, 1, 6)),
    "E227": (DEEP, DEEP[441:544], (1, 442, 1, 545)),
    "E228": ("抽100张牌", "100", (1, 2, 1, 5)),
    "E229": (f"生产X财富（X为{TERMS}）", TERMS, (1, 9, 1, 42)),
    "E232": ("生产任意财富", "任意", (1, 3, 1, 5)),
    "E233": ("抽1张牌，X为你的手牌数", "X为你的手牌数", (1, 6, 1, 13)),
    "E235": ("抽1张牌，若你无法弃牌，折损1财富", "若你无法弃牌，折损1财富", (1, 6, 1, 18)),
    "E236": ("令目标角色弃置你的1张手牌", "你", (1, 8, 1, 9)),
    "E237": ("抽牌直到你的财富为10", "你的财富", (1, 5, 1, 9)),
    "E239": ("若你本回合使用牌，抽1张牌", "使用", (1, 6, 1, 8)),
    "E250": ("当目标角色折损财富时：抽1张牌", "目标角色", (1, 2, 1, 6)),
    "E251": ("转化（支付2物资，抽1张牌）", "（支付2物资，抽1张牌）", (1, 3, 1, 15)),
    "E238": ("将目标牌从过往中移除", "过往", (1, 6, 1, 8)),
    "E254": ("查看过往中的3张牌", "过往中的3张牌", (1, 3, 1, 10)),
    "E255": ("与目标角色交换精力", "与目标角色交换精力", (1, 1, 1, 10)),
    "E256": ("弃置其中1张", "其中1张", (1, 3, 1, 7)),
    "E257": ("令X名目标角色抽1张牌（X为你的物资）", "X", (1, 2, 1, 3)),
    "E270": ("即刻：反制一名角色红色牌", "一名角色", (1, 6, 1, 10)),
    "E271": ("即刻：若目标红色牌的点数大于3，反制目标蓝色牌", "目标蓝色牌", (1, 19, 1, 24)),
    "E272": ("令目标角色折损1财富（生产以你为来源）", "生产以你为来源", (1, 12, 1, 19)),
    "E273": ("令目标角色复活", "复活", (1, 6, 1, 8)),
    "E274": ("即刻：反制2张「教育」", "2", (1, 6, 1, 7)),
    "E275": ("目标角色转化后：抽1张牌", "目标角色", (1, 1, 1, 5)),
    "E276": ("将此牌背面向上移入虚空", "背面向上", (1, 4, 1, 8)),
    "E277": ("生产X财富（X为超出的张数）", "超出的张数", (1, 9, 1, 14)),
    "E278": ("若其中有角色死亡，抽1张牌", "其中有角色死亡", (1, 2, 1, 9)),
    "E279": ("抽1张牌（你的仓储-2）", "（你的仓储-2）", (1, 5, 1, 13)),
    "E283": ("若本局为混战，抽1张牌", "混战", (1, 5, 1, 7)),
    "W258": ("令所有其他角色抽1张牌，每有1名角色因此死亡，你获得1物资", "每有1名角色因此死亡，你获得1物资", (1, 13, 1, 30)),
    "E297": ("烽烟·铁骑督，效率0，仓储6，精力红，技能：抽1张牌", "0", (1, 10, 1, 11)),
    "W230": ("即刻：反制目标牌，复制目标牌", "复制目标牌", (1, 10, 1, 15)),
    "W231": ("反制目标牌", "目标牌", (1, 3, 1, 6)),
    "W234": ("令结附的角色抽1张牌", "结附的角色", (1, 2, 1, 7)),
}


def test_every_code_has_a_case():
    assert set(TEXT_CASES) | {"E199"} == codes_of("", "zongheng")  # 星宿's codes: tests/xingxiu


def test_e199_internal_error_becomes_a_diagnostic(monkeypatch, parser):
    """A bug inside zhdsl is reported as E199 for that text, never a traceback."""
    from zhdsl.pipeline import analyze_with

    def boom(text):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(parser, "parse", boom)
    result = analyze_with(parser, "抽1张牌")
    (d,) = result.diagnostics
    assert d.code == "E199" and d.is_error and (d.span.start, d.span.end) == (0, 4)
    assert "ZeroDivisionError" in d.message and not result.ok


@pytest.mark.parametrize("code", sorted(TEXT_CASES))
def test_code_is_reported_where_it_points(run, code):
    text, marked, where = TEXT_CASES[code]
    result = run(text)
    found = [d for d in result.diagnostics if d.code == code]
    assert len(found) == 1, result.diagnostics
    (d,) = found
    assert d.severity is (Severity.WARNING if code.startswith("W") else Severity.ERROR)
    assert text[d.span.start:d.span.end] == marked
    located = locate(d, text, Origin("<stdin>", 1, 1))
    assert (located.line, located.column, located.end_line, located.end_column) == where
    assert d.message and not d.message.isascii()  # a Chinese message
    if code.startswith("E"):
        assert not result.ok and result.versions == ()
    else:
        assert result.ok and result.versions


def test_bracket_nesting_limit(run):
    text = "（" * 13 + "抽1张牌" + "）" * 13
    (d,) = run(text).diagnostics
    assert d.code == "E212" and d.span.start == 12


def test_positions_on_later_lines():
    """A multi-line text (a TOML multi-line string) placed at line 7 of a file."""
    from zhdsl.pipeline import analyze

    text = "抽1张牌，\n  弃1财富"
    (d,) = analyze(text).diagnostics
    located = locate(d, text, Origin("f.toml", 7, 9))
    assert (located.line, located.column, located.end_line, located.end_column) == (8, 4, 8, 7)
    first = locate(analyze("弃1财富").diagnostics[0], "弃1财富", Origin("f.toml", 7, 9))
    assert (first.line, first.column) == (7, 10)


def test_all_problems_reported_in_one_run(run):
    text = "支付1紫色精力，弃1财富，抽-1张牌"
    assert [d.code for d in run(text).diagnostics] == ["E201", "E202", "E200"]


def test_hints(run):
    (d,) = run("回合中：抽1张牌").diagnostics
    assert "回合结束" in d.hint  # nearest timing
    (d,) = run("若你的财富，抽1张牌").diagnostics
    assert d.code == "E100" and "比较词" in d.hint  # what was expected
    (d,) = run("抽1张牌，，弃1张手牌").diagnostics
    assert d.fix is not None and d.fix.replacement == ""
    (d,) = run("抽1张牌之后弃1张手牌").diagnostics  # 之后 is a word of triggers (`当你抽牌之后：`, rule 9.12)
    assert d.code == "E100" and "「，」" in d.hint  # words for punctuation
    (d,) = run("抽1张牌再弃1张手牌").diagnostics  # 纵横坛's 再 stands after `，` (rule 10.26)
    assert d.code == "E100" and "「，」" in d.hint
    (d,) = run("令目标角色抽1张牌和弃1张手牌").diagnostics
    assert "「&」" in d.hint
    (d,) = run("抽1张派").diagnostics
    assert d.code == "E101" and d.span == (3, 4) and "牌" in d.hint  # not 「意外结束」 after a non-colour
    (d,) = run("若你的财富小于10").diagnostics
    assert d.code == "E102" and "「，」" in d.hint
    (d,) = run("抽1张牌弃1张手牌").diagnostics
    assert d.code == "E100" and d.span == (4, 5) and "「，」" in d.hint  # a missing comma


def test_caret_lines_up_under_cjk():
    from zhdsl.text.source import excerpt
    from zhdsl.text.source import Span

    text = "支付1紫色精力"
    line, carets = excerpt(text, Span(3, 5)).split("\n")
    assert line == text
    # 支付 are two wide characters (4 columns), 1 is one column: the carets start at column 5
    assert carets == " " * 5 + "^^^^"


@pytest.mark.parametrize("subject", ["目标角色", "所有其他角色", "此牌的所有者"])
def test_a_static_effect_binds_only_you(run, subject):
    """Rule 13.2: a static effect acts for its card's 你; any other subject is E209 at the subject."""
    text = f"（{subject}的仓储始终等于3）"
    result = run(text)
    (d,) = [d for d in result.diagnostics if d.code == "E209"]
    assert text[d.span.start:d.span.end] == subject
    assert "只能约束「你」" in d.message and "结附" in d.hint
    assert run("（你的仓储始终等于3）").ok and run("（仓储始终等于3）").ok
