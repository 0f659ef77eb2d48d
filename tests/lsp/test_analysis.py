"""The language server's answers from a document's text: positions, hover, completion, formatting."""

from __future__ import annotations

from zhdsl.lsp import analysis
from zhdsl.lsp.positions import code_point_offset, lsp_position, utf16_column

CARDSET = """["卡组"]
"名称" = "测试"

[["通用牌"]]
"类别" = "行动"
"名称" = "丰年"
"点数" = 2
"精力" = "1绿"
"效果" = "{text}"
"数量" = 2
"""


def test_code_points_become_utf16_units_past_characters_outside_the_bmp():
    line = "抽1张牌😀，回合中"
    assert utf16_column(line, 5) == 4  # 😀 starts after four BMP characters
    assert utf16_column(line, 6) == 6  # and is two UTF-16 units wide
    assert lsp_position([line], 1, 7) == (0, 7)
    assert code_point_offset(line, 6) == 5 and code_point_offset(line, 5) == 4  # inside the pair: its start


def test_a_cardset_diagnostic_points_inside_its_toml_string():
    [d] = analysis.diagnostics(CARDSET.format(text="回合中：抽1张牌。"), "a.toml")
    assert (d.diagnostic.code, d.line, d.column, d.end_line, d.end_column) == ("E203", 9, 9, 9, 12)


def test_hover_gives_the_keyword_and_each_versions_canonical_reading():
    text = analysis.hover("令目标角色生产|折损1|2财富", "cards.txt", 1, 6)
    assert "**生产**" in text and "verb" in text
    assert "- 令目标角色生产1财富" in text and "- 令目标角色折损2财富" in text


def test_completion_offers_what_the_parser_accepts_next():
    after_timing = {c.label for c in analysis.completions("回合开始：", "cards.txt", 1, 6)}
    assert {"抽", "生产", "若"} <= after_timing
    after_amount = {c.label for c in analysis.completions("抽1张", "cards.txt", 1, 4)}
    assert "牌" in after_amount and "抽" not in after_amount
    after_colour_word = {c.label for c in analysis.completions("若目标牌的颜色等于", "cards.txt", 1, 10)}
    assert "红色" in after_colour_word and "抽" not in after_colour_word


def test_completion_in_a_cardset_offers_its_card_names_in_quotes():
    source = CARDSET.format(text="执行「")
    labels = {c.label for c in analysis.completions(source, "a.toml", 9, 13)}
    assert "丰年" in labels


def test_formatting_is_zhdsl_fmt():
    assert analysis.formatted("抽1张牌,生产1财富\n", "cards.txt") == "抽1张牌，生产1财富\n"
