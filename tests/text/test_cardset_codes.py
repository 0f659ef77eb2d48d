"""Card-set files: every card-set code points at a line and column inside the TOML file,
and diagnostics of card text point at the character inside the TOML string."""

from __future__ import annotations

from zhdsl.games.zongheng.cardset import load_cardset

GOOD_GENERAL = '''[["通用牌"]]
"类别" = "行动"
"名称" = "劳作"
"点数" = 1
"精力" = "1绿"
"效果" = "生产1财富。"
'''

GOOD_LORD = '''[["领主牌"]]
"阵营" = "中立"
"名称" = "甲"
"效率" = 5
"仓储" = 5
"精力" = "2黑"
"技能" = "回合开始：抽1张牌"
'''


def load(source: str):
    return load_cardset("set.toml", source)


def where(result, code):
    found = [d for d in result.diagnostics if d.diagnostic.code == code]
    assert len(found) == 1, [d.render() for d in result.diagnostics]
    d = found[0]
    return d.line, d.column


def test_valid_file_has_no_diagnostics():
    result = load('["卡组"]\n"名称" = "测试"\n\n' + GOOD_GENERAL + "\n" + GOOD_LORD)
    assert result.ok and not result.diagnostics
    assert result.cardset.name == "测试"
    assert [c.name for c in result.cardset.general] == ["劳作"]
    assert result.cardset.lords[0].energy.get("black") == 2


def test_e300_toml_syntax_error_is_located():
    result = load(GOOD_GENERAL + '"点数" = \n')
    assert where(result, "E300") == (7, 8)
    assert result.cardset is None


def test_e300_bare_chinese_keys_get_a_hint():
    result = load("[[通用牌]]\n")
    (d,) = result.diagnostics
    assert d.diagnostic.code == "E300" and d.line == 1
    assert "加引号" in d.diagnostic.hint


def test_e300_unreadable_file(tmp_path):
    result = load_cardset(tmp_path / "missing.toml")
    assert [d.diagnostic.code for d in result.diagnostics] == ["E300"]


def test_e301_missing_field_points_at_the_table():
    result = load(GOOD_GENERAL + "\n" + GOOD_GENERAL.replace('"名称" = "劳作"\n', ""))
    assert where(result, "E301") == (8, 1)


def test_e302_wrong_type_points_at_the_key():
    result = load(GOOD_GENERAL.replace('"点数" = 1', '"点数" = "三"'))
    assert where(result, "E302") == (4, 8)
    assert "文本" in result.diagnostics[0].diagnostic.message


def test_e302_table_that_is_not_an_array():
    result = load('["通用牌"]\n"名称" = "x"\n')
    assert [d.diagnostic.code for d in result.diagnostics] == ["E302"]


def test_e303_out_of_range():
    result = load(GOOD_GENERAL.replace('"点数" = 1', '"点数" = 12'))
    assert where(result, "E303") == (4, 8)
    result = load(GOOD_LORD.replace('"效率" = 5', '"效率" = 0'))
    assert where(result, "E303") == (4, 8)


def test_e306_bad_energy():
    result = load(GOOD_GENERAL.replace('"精力" = "1绿"', '"精力" = "1紫"'))
    assert where(result, "E306") == (5, 8)


def test_w305_duplicate_lord():
    result = load(GOOD_LORD + "\n" + GOOD_LORD)
    assert where(result, "W305") == (9, 1)
    assert result.ok


def test_w307_unknown_field_and_table():
    result = load(GOOD_GENERAL + '"颜色" = "红"\n\n[["其他"]]\nx = 1\n')
    codes = [(d.diagnostic.code, d.line, d.column) for d in result.diagnostics]
    assert codes == [("W307", 7, 8), ("W307", 9, 1)]
    assert result.ok


def test_w309_several_colours():
    result = load(GOOD_GENERAL.replace('"精力" = "1绿"', '"精力" = "1绿1红"'))
    assert where(result, "W309") == (5, 8)
    assert result.cardset.general[0].colour == "green"


def test_card_text_error_points_into_the_toml_string():
    result = load(GOOD_GENERAL.replace("生产1财富。", "生产1财富，弃1财富"))
    # line 6 is `"效果" = "生产1财富，弃1财富"`: the string starts at column 9, 1财富 at offset 7
    assert where(result, "E202") == (6, 16)
    (d,) = result.diagnostics
    assert (d.end_line, d.end_column) == (6, 19)


def test_card_text_error_in_a_multiline_string():
    source = GOOD_LORD.replace('"技能" = "回合开始：抽1张牌"', '"技能" = """\n抽1张牌。\n回合中：抽1张牌"""')
    result = load(source)
    assert where(result, "E203") == (9, 1)


def test_all_problems_of_a_file_in_one_run():
    source = (
        GOOD_GENERAL.replace('"点数" = 1', '"点数" = 12')
        + "\n"
        + GOOD_GENERAL.replace("生产1财富。", "回合中：抽1张牌")
        + "\n"
        + GOOD_LORD.replace('"精力" = "2黑"', '"精力" = "两黑"')
    )
    codes = [(d.diagnostic.code, d.line) for d in load(source).diagnostics]
    assert codes == [("E303", 4), ("E203", 13), ("E306", 20)]


GOOD_CREATION = '''[["造物"]]
"名称" = "权杖"
"效果" = "锁定&回合开始：获得1物资。"
'''


def test_a_creation_table_loads_and_is_checked_like_any_card_text():
    result = load(GOOD_GENERAL + "\n" + GOOD_CREATION)
    assert result.ok and not result.diagnostics
    (creation,) = result.cardset.creations
    assert creation.name == "权杖" and creation.versions
    broken = load(GOOD_CREATION.replace("获得1物资", "获得1物资X") + '"点数" = 3\n')
    codes = {d.diagnostic.code: (d.line, d.column) for d in broken.diagnostics}
    assert codes["E100"][0] == 3  # inside the 效果 string
    assert codes["W307"] == (4, 8)  # 点数 is not a field of a 造物
    missing = load(GOOD_CREATION.replace('"效果" = "锁定&回合开始：获得1物资。"\n', ""))
    assert where(missing, "E301") == (1, 1)


def test_e311_copies_of_one_card_are_bounded():
    result = load(GOOD_GENERAL + '"数量" = 100000000\n')
    assert where(result, "E311") == (7, 8)
    assert "99" in result.diagnostics[0].diagnostic.message and not result.ok
    assert load(GOOD_GENERAL + '"数量" = 99\n').ok
    both = load(GOOD_GENERAL.replace("生产1财富", "抽999999张牌") + '"数量" = 100\n')
    assert sorted(d.diagnostic.code for d in both.diagnostics) == ["E228", "E311"]  # one run reports both


def test_e312_a_files_deck_is_bounded():
    """Eleven cards of 数量 99 put 1,089 cards into the 牌库, past 1,000: E312 at the first card."""
    source = "\n".join(GOOD_GENERAL.replace("劳作", f"劳作{i}") + '"数量" = 99\n' for i in range(11))
    result = load(source)
    assert where(result, "E312") == (1, 1)
    assert "1089" in next(d for d in result.diagnostics if d.diagnostic.code == "E312").diagnostic.message
    assert load("\n".join(GOOD_GENERAL.replace("劳作", f"劳作{i}") + '"数量" = 99\n' for i in range(10))).ok


def test_a_text_that_cannot_work_on_its_kind_of_card_is_warned_where_it_is_written():
    """W311: 结附 in a lord's skill always fails; W312: 锁定 on a general card that never becomes a 结界."""
    lord = GOOD_LORD.replace('"回合开始：抽1张牌"', '"主动：结附目标角色"')
    result = load(lord)
    assert result.ok
    assert where(result, "W311") == (7, 12)  # the 结附 inside the string
    general = GOOD_GENERAL.replace('"生产1财富。"', '"锁定&回合开始：生产1财富。"')
    result = load(general)
    assert result.ok
    assert where(result, "W312") == (6, 9)
    attached = GOOD_GENERAL.replace('"生产1财富。"', '"结附目标角色。锁定&回合开始：生产1财富。"')
    assert not load(attached).diagnostics  # it becomes a 结界: its 锁定 fires there


def test_w257_a_lord_skill_reading_its_own_point_or_colour_is_warned():
    """A lord card has no 点数 and no colour (rules 4.2, 4.6): `此牌的点数` in a skill always reads 0."""
    lord = GOOD_LORD.replace('"回合开始：抽1张牌"', '"主动：生产X财富（X为此牌的点数）。若自身的颜色为红色，抽1张牌。"')
    result = load(lord)
    assert result.ok
    found = [d for d in result.diagnostics if d.diagnostic.code == "W257"]
    assert (found[0].line, found[0].column) == (7, 20)  # the first, inside the string
    messages = [d.diagnostic.message for d in result.diagnostics if d.diagnostic.code == "W257"]
    assert len(messages) == 2 and "总是0" in messages[0] and "总是黑" in messages[1]
    general = GOOD_GENERAL.replace('"生产1财富。"', '"主动：生产X财富（X为此牌的点数）。"')
    assert not load(general).diagnostics  # a general card has its 点数
    target = GOOD_LORD.replace('"回合开始：抽1张牌"', '"即刻：反制目标牌，生产X财富（X为目标牌的点数）"')
    assert not load(target).diagnostics  # another card's 点数 is read


def test_w313_a_general_card_used_only_by_when_triggers_is_warned():
    """Rule 9.12(h): a general card in hand is never offered for a `当…时/后` event or state trigger, so a card
    whose every segment is such a trigger can never be used from hand: W313 at the first trigger, with a hint."""
    general = GOOD_GENERAL.replace('"生产1财富。"', '"当你抽牌后：生产1财富。"')
    result = load(general)
    assert result.ok
    assert where(result, "W313") == (6, 9)  # the 当 inside the string
    found = next(d.diagnostic for d in result.diagnostics if d.diagnostic.code == "W313")
    assert "手牌中永远不能使用" in found.message and "9.12(h)" in found.message
    assert "领主技能" in found.hint and "响应" in found.hint
    state = GOOD_GENERAL.replace('"生产1财富。"', '"当你的财富少于5时：生产1财富。当其他角色使用牌时：抽1张牌。"')
    assert where(load(state), "W313") == (6, 9)  # every segment a trigger (state, event): one warning, at the first
    # a lord's skill fires from its 领主区 (rule 9.8): the same text is no warning there
    assert not load(GOOD_LORD.replace('"回合开始：抽1张牌"', '"当你抽牌后：生产1财富"')).diagnostics


def test_w313_not_for_a_general_card_that_has_a_segment_used_from_hand():
    """A segment used from hand (no timing, 主动, 响应, the 响应 written `当你成为他人使用牌的目标时`, or a ward's
    结附 whose 锁定&当…时 fires in the 结界区) makes the card usable: no W313."""
    for text in ("主动：抽1张牌。当你抽牌后：生产1财富。",
                 "响应：抽1张牌。",
                 "当你成为他人使用牌的目标时：抽1张牌。",
                 "当你抽牌后/主动：生产1财富。",
                 "结附你。锁定&当你抽牌后：生产1财富。"):
        result = load(GOOD_GENERAL.replace('"生产1财富。"', f'"{text}"'))
        assert result.ok and not result.diagnostics, (text, [d.render() for d in result.diagnostics])
