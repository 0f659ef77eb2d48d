"""Where a card-set file's diagnostics point (zhdsl/text/tomlpos.py): the header of a table, `[[table]]` or
`[table]`, bare or quoted; a top-level key; a key inside the n-th entry and not the next one's; the first
character of a string value in every TOML quoting. A designer clicks these positions in the editor, so each
is stated as file, line and column — found unasserted by the mutation run of tomlpos.py (docs/testing.md)."""

from __future__ import annotations

import pytest

from zhdsl.text.source import Origin
from zhdsl.text.tomlpos import TomlLocator

F = "set.toml"

CARDSET = """\
名字 = "测试"
版本 = 2

[meta]
作者 = "我们"

[["通用牌"]]
名称 = "甲"
效果 = "抽1张牌"

[["通用牌"]]  # the second card
名称 = '乙'
费用 = 1
效果 = '''生产1财富'''
说明 = \"\"\"一行\"\"\"

[[领主牌]]
名称 = "丙"
效果 = \"\"\"
主动：抽1张牌 然后弃1张牌
第二行\"\"\"
附注 = "甲\\n乙"
"""


@pytest.fixture
def loc() -> TomlLocator:
    return TomlLocator(CARDSET, F)


def test_the_header_of_an_array_table_bare_or_quoted(loc):
    assert loc.table("通用牌") == Origin(F, 7, 1)
    assert loc.table("领主牌") == Origin(F, 17, 1)


def test_the_header_of_a_plain_table(loc):
    assert loc.table("meta") == Origin(F, 4, 1)


def test_a_top_level_key_is_found_from_the_first_line_and_only_before_the_first_header(loc):
    assert loc.table("名字") == Origin(F, 1, 1)
    assert loc.table("版本") == Origin(F, 2, 1)
    assert loc.table("作者") is None  # a key of [meta], not a top-level one
    assert loc.table("名称") is None
    assert loc.table("没有") is None


def test_a_file_with_no_header_has_only_top_level_keys():
    only = TomlLocator('名字 = "x"\n效果 = "抽1张牌"\n', F)
    assert only.table("效果") == Origin(F, 2, 1)
    assert only.table("通用牌") is None
    assert only.entry("通用牌", 0) == Origin(F, 1, 1)  # no such entry: the top of the file


def test_an_entry_is_its_header_and_a_missing_one_the_top_of_the_file(loc):
    assert loc.entry("通用牌", 0) == Origin(F, 7, 1)
    assert loc.entry("通用牌", 1) == Origin(F, 11, 1)
    assert loc.entry("通用牌", 2) == Origin(F, 1, 1)
    assert loc.entry("没有", 0) == Origin(F, 1, 1)


def test_a_key_is_looked_for_in_its_own_entry_only(loc):
    assert loc.key("通用牌", 0, "效果") == Origin(F, 9, 6)  # where the value starts
    assert loc.key("通用牌", 1, "效果") == Origin(F, 14, 6)
    assert loc.key("通用牌", 1, "费用") == Origin(F, 13, 6)
    # the first entry has no 费用: its header, not the second entry's key
    assert loc.key("通用牌", 0, "费用") == Origin(F, 7, 1)
    # the last entry of 通用牌 ends at the next header: 领主牌's keys are not its
    assert loc.key("通用牌", 1, "附注") == Origin(F, 11, 1)
    assert loc.key("领主牌", 0, "附注") == Origin(F, 22, 6)


def test_a_key_of_an_entry_that_is_not_there_is_looked_for_in_the_whole_file(loc):
    assert loc.key("没有", 0, "名称") == Origin(F, 8, 6)
    assert loc.key("通用牌", 5, "费用") == Origin(F, 13, 6)
    assert loc.key("没有", 0, "没有") == Origin(F, 1, 1)  # nowhere: the top of the file


@pytest.mark.parametrize(("index", "key", "value", "where"), [
    (0, "效果", "抽1张牌", (9, 7)),  # "…"
    (1, "名称", "乙", (12, 7)),  # '…'
    (1, "效果", "生产1财富", (14, 9)),  # '''…'''
    (1, "说明", "一行", (15, 9)),  # \"\"\"…\"\"\" on one line
])
def test_a_string_value_starts_after_its_quotes(loc, index, key, value, where):
    assert loc.string_value("通用牌", index, key, value) == Origin(F, *where)


def test_a_multi_line_string_starting_on_the_next_line_starts_there(loc):
    value = "主动：抽1张牌 然后弃1张牌\n第二行"
    assert loc.string_value("领主牌", 0, "效果", value) == Origin(F, 20, 1)
    assert loc.string_value("领主牌", 0, "效果", "别的\n第二行") is None


def test_a_value_the_file_does_not_spell_literally_has_no_position(loc):
    assert loc.string_value("领主牌", 0, "附注", "甲\n乙") is None  # written with an escape
    assert loc.string_value("通用牌", 0, "效果", "弃1张牌") is None
    assert loc.string_value("通用牌", 1, "费用", "1") is None  # not a string
    assert loc.string_value("通用牌", 1, "说明", "两行") is None


def test_opening_quotes_at_the_end_of_the_file_give_no_position():
    cut = TomlLocator('[["通用牌"]]\n效果 = """', F)
    assert cut.string_value("通用牌", 0, "效果", "抽1张牌") is None


MULTI = """\
[["通用牌"]]
效果 = '''
抽1张牌 然后弃1张牌
'''
说明 = \"\"\"第一行 甲
第二行\"\"\"
"""


def test_multi_line_strings_in_either_quoting_where_their_first_line_is():
    multi = TomlLocator(MULTI, F)
    assert multi.string_value("通用牌", 0, "效果", "抽1张牌 然后弃1张牌\n") == Origin(F, 3, 1)
    assert multi.string_value("通用牌", 0, "说明", "第一行 甲\n第二行") == Origin(F, 5, 9)


def test_a_value_whose_first_line_differs_after_a_space_is_not_found():
    multi = TomlLocator(MULTI, F)
    assert multi.string_value("通用牌", 0, "效果", "抽1张牌 别的\n") is None
    assert multi.string_value("通用牌", 0, "说明", "第一行 乙\n第二行") is None
