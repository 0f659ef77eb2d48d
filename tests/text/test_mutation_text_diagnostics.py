"""What a warning carries to the designer (zhdsl/text/diagnostics.py): its hint and the fix an editor offers as
a quick fix; and a diagnostic placed in a file without text (a whole-file problem) printed without an empty
excerpt — found unasserted by the mutation run of diagnostics.py (docs/testing.md)."""

from __future__ import annotations

from zhdsl.pipeline import analyze
from zhdsl.text.diagnostics import Fix, Severity, error, locate, warning
from zhdsl.text.source import Origin, Span


def test_a_doubled_punctuation_warning_carries_its_hint_and_its_fix():
    (d,) = analyze("弃1张手牌，，抽3张牌").diagnostics
    assert d.code == "W120" and d.severity is Severity.WARNING and not d.is_error
    assert d.hint == "只保留一个「，」"
    assert d.fix == Fix(Span(6, 7), "")


def test_a_warning_keeps_the_hint_and_the_fix_it_was_given():
    fix = Fix(Span(1, 2), "抽")
    d = warning("W999", Span(0, 3), "说明", "提示", fix)
    assert (d.code, d.span, d.message, d.hint, d.fix) == ("W999", Span(0, 3), "说明", "提示", fix)
    assert warning("W999", Span(0, 3), "说明").fix is None


def test_a_whole_file_diagnostic_prints_no_excerpt():
    located = locate(error("E300", Span(0, 0), "无法读取", "检查文件"), "", Origin("a.toml", 3, 2))
    assert located.excerpt is None
    assert located.render() == "a.toml:3:2: 错误[E300] 无法读取\n    提示：检查文件"
