"""《符文战场》: its card text, its catalog format and its games (docs/riftbound.md, docs/rules-riftbound.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from zhdsl.agents.random import play_random
from zhdsl.cli import main
from zhdsl.games.riftbound.catalog import group, read_catalog
from zhdsl.games.riftbound.check import check_catalog
from zhdsl.games.riftbound.game import new_game
from zhdsl.pipeline import analyze

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "cardsets" / "riftbound" / "catalog.json"
BRIEF = ROOT / "cardsets" / "riftbound" / "catalog-brief-form.json"


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_every_original_card_checks_compiles_and_plays_and_every_keyword_is_on_some_card():
    """The coverage test over our 450 cards: each checks clean and plays in the smoke game, and the
    report counts every keyword on some card. One test for the one report (a smoke game per card): two
    tests sharing it as a fixture built it twice when xdist ran them in different workers."""
    from zhdsl.games.riftbound.keywords import PLACEHOLDERS

    report = check_catalog(CATALOG)
    assert report["total"] == 450 and report["printings"] == 455
    bad = [(r["card"], [d.diagnostic.message for d in r["diagnostics"]]) for r in report["cards"] if not r["clean"]]
    assert bad == []
    assert report["plays"] == 450
    assert set(report["keywords"]) == {word for word, *_ in PLACEHOLDERS}


def test_alternate_printings_are_one_card():
    cards = {c.printing.number: c for c in group(read_catalog(CATALOG))}
    assert [p.number for p in cards["ZH-073"].printings] == ["ZH-073", "ZH-073a", "ZH-073*"]
    assert "ZH-073a" not in cards


def test_brief_form_reads_like_the_official_form():
    official = {p.number: p for p in read_catalog(CATALOG)}
    for p in read_catalog(BRIEF):
        o = official[p.number]
        assert (p.category, p.colours, p.mana, p.power_cost, p.might) == (o.category, o.colours, o.mana, o.power_cost, o.might)


@pytest.mark.parametrize("text", [
    "{{急速}}\n{{强攻2}}", "[急速]\n[强攻2]", "{{横置}}：{{反应}}—{{获得}}{{1}}。", "[E]：[反应]—[Add][1]。",
    "当你打出我时，对此处的一名敌方单位造成2点伤害。", "我获得[S]+2和[强攻]。", "{{装配}}{{1}}{{绿色}}\n我获得{{坚守2}}。",
])
def test_both_spellings_read(text):
    assert analyze(text, "riftbound").ok


def test_reminder_text_is_not_read():
    result = analyze("{{坚守2}}（我作为防守方时{{S}}+2。这里的文字不会被读取）", "riftbound")
    assert result.ok


def test_unreadable_text_is_a_located_error():
    result = analyze("当你打出我时，做一件奇怪的事。", "riftbound")
    assert not result.ok and result.diagnostics[0].span.start > 0


@pytest.mark.parametrize("text", ["{{坚守100}}", "{{坚守" + "9" * 50 + "}}", "当你打出我时，抽1000张牌。"])
def test_a_number_past_the_card_text_bound_is_e228(text):
    """The core's bound on a number (99, E228) holds on this game's own tree too: a 50-digit 坚守
    passed check and compiled."""
    result = analyze(text, "riftbound")
    assert not result.ok and "E228" in [d.code for d in result.diagnostics]
    assert analyze("{{坚守99}}", "riftbound").ok


@pytest.mark.parametrize("mode,players", [("1v1", 2), ("混战", 3), ("混战", 4), ("2v2", 4)])
def test_each_mode_plays_to_an_end(mode, players):
    game = new_game(mode, players, seed=3)
    play_random(game, seed=5, max_actions=6000)
    assert game.is_terminal()
    assert game.state.winner is not None or game.state.end_reason
    target = 11 if mode == "2v2" else 8
    if game.state.winner is not None:
        mode_obj = game.mode
        rt = game.runtime(game.state)
        assert mode_obj.team_points(rt, game.state.winner) >= target


def test_same_seed_same_game():
    a, b = new_game("1v1", 2, seed=9), new_game("1v1", 2, seed=9)
    play_random(a, seed=1, max_actions=3000)
    play_random(b, seed=1, max_actions=3000)
    assert [e.text for e in a.log] == [e.text for e in b.log]


def test_check_catalog_json_names_each_card(tmp_path):
    sample = {"cards": [
        {"cardNo": "T-1", "cardName": "甲", "cardCategory": "spell", "cardColorList": ["red"], "energy": 1,
         "cardEffect": "对战场上的一名单位造成3点伤害。"},
        {"cardNo": "T-2", "cardName": "乙", "cardCategory": "spell", "cardColorList": ["red"], "energy": 1,
         "cardEffect": "做一件奇怪的事。"},
    ]}
    path = tmp_path / "c.json"
    path.write_text(json.dumps(sample, ensure_ascii=False), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--game", "符文战场", "--catalog", str(path), "--format", "json"])
    out = json.loads(result.output)
    assert [c["card"] for c in out["cards"]] == ["T-1", "T-2"]
    assert out["cards"][0]["plays"] and not out["cards"][1]["compiles"]
    assert result.exit_code == 1


def test_a_broken_catalog_is_a_chinese_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{\"cards\": 3}", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--game", "符文战场", "--catalog", str(path)])
    assert result.exit_code == 1 and "目录文件必须是" in result.output


@pytest.mark.parametrize("text", [
    "每当我移动到一处战场时，抽一张牌。", "当我从一处战场向其他位置移动时，抽一张牌。", "当你打出我时，或当我征服一处战场时，抽一张牌。",
    "当你或一名盟友征服一处战场时，给予我增益。", "当我在场上时，你的其他单位以活跃状态进场。", "如果我拥有增益，则我额外获得{{S}}+2。",
    "如果你拥有不少于六枚符文，则我获得{{S}}+3。", "在你的回合开始阶段，如果你的手牌不足三张，则抽一张牌。",
    "当我进攻时，如果此处有处于活跃状态的敌方单位，则抽一张牌。", "对所有战场上的单位各造成2点伤害，不分敌我。",
    "让一名单位从你的废牌堆返回手牌。", "如果你在本回合消耗了不低于{{3}}的费用来打出一个法术，则抽一张牌。",
    "我无法造成战斗伤害。", "如果我位于战场上，则对手无法得分。", "对一处战场的所有敌方单位各造成2点伤害。",
    "每当你眩晕一名敌方单位时，抽一张牌。", "每当你让一名友方单位变为活跃状态时，给予其增益。",
    "如果本回合内有一名友方单位被摧毁，则此牌的费用减少{{1}}。", "召出一枚休眠的符文。如果你无法达成，则给予一名友方单位增益。",
    "每当一名友方单位独自进攻或防守时，抽一张牌。", "你的“野兽”属性单位法力费用减少{{1}}，不得低于{{1}}。",
    "对战场上的一名单位造成4点伤害。如果该单位被此法术摧毁，则召出一枚休眠的符文。",
    "当你打出我时，如果你的其他单位的总计战力不低于6，则给予我增益。", "查看你主牌堆顶部的三张牌。抽取其中一张，然后回收其余卡牌。",
    "当你打出我时，选择两枚符文，并在本回合结束时，让它们变为活跃状态。", "在本回合内，每当任意单位承受伤害时，直接将它摧毁。",
    "无效化本回合内所有法术或技能的伤害。", "在本回合内，所有增益可额外给予友方单位{{S}}+1。",
    "查看主牌堆顶部的四张牌。你可以选择从中展示一件装备，并抽取该卡牌，然后回收其余卡牌。",
    "当我征服一处开放的战场时，抽一张牌。", "当你在每回合内抽第二张牌时，抽一张牌。", "每回合首次：当你对此处的友方单位使用法术时，抽一张牌。",
    "无效化一个法术，但其费用不得高于{{4}}，也不得高于{{A}}。", "你的拥有{{瞬息}}的单位获得{{S}}+1。",
    "选择一名配装的友方单位，并对战场上的一名敌方单位造成等同于所选单位战力的伤害。然后，卸除该友方单位的一件武装，并抽一张牌。",
    "眩晕位于同一处战场上的一名友方单位和一名敌方单位，然后抽一张牌。",
    "将我的法力费用减去你所控制单位中的最高战力值，即为打出我所需的法力。\n对战场上的一名单位造成3点伤害。",
    "支付{{4}}，{{横置}}：抽一张牌。场上每存在一名拥有{{瞬息}}的友方单位，此技能费用减少{{1}}。",
    "{{横置}}：从任意废牌堆中回收最多三张卡牌。",
    "如果你控制一处战场，则你可以选择支付{{绿色}}来将我打出。", "此牌以休眠状态进场。\n{{横置}}：获得1经验。",
    "在每名玩家各自的开始阶段开始时，给予此处的所有单位增益。", "当你打出我时，场上每有一名友方单位，便抽一张牌。",
    "当你打出我时或在你的开始阶段开始时，获得1经验。", "{{横置}}：抽一张牌。我必须位于战场中才能使用此技能。",
    "{{反应}}\n我可以被打出到你正在进攻的战场。", "当我移动时，在我移动的起点位置打出一名1{{S}}的“随从”。",
    "当你打出我时，让你废牌堆中的一名“野兽”或“龙”属性单位返回你的手牌。", "你的“野兽”、“巨人”或“龙”属性单位获得{{S}}+1。",
    "当一名玩家在此处打出一名单位时，该玩家可以选择支付{{1}}，以此给予该单位{{增益}}。", "当你打出我时，每名玩家必须摧毁自己的一名单位。",
    "在你的开始阶段开始时，你可以选择让一名此处由你控制的单位变为活跃状态。", "使赢得游戏所需的分数+2。",
    "选择一名未拥有{{坚守}}的敌方单位，让其本回合内{{S}}-2。",
    "当你弃置我时，你可以选择支付{{绿色}}，改为将我打出到场上。", "每当你弃置任意数量的手牌时，抽一张牌。",
])
def test_catalog_phrasings_read_and_run(text):
    """Phrasings of the official catalog (docs/riftbound.md part 8) read clean: no E401."""
    assert analyze(text, "riftbound").ok


@pytest.mark.parametrize("text", ["每当我承受伤害时，抽一张牌。", "所有增益可额外给予友方单位{{S}}+1。", "无视此法术的费用。抽一张牌。",
                                  "当你打出我时，抽一张牌。场上每存在一名友方单位，此技能费用减少{{1}}。"])
def test_a_this_turn_or_as_played_phrase_elsewhere_is_refused(text):
    """承受伤害 is read only in a this-turn trigger, 所有增益可额外给予 only as a this-turn effect, 无视此法术的费用 only
    as what an as-played cost buys, 此技能费用减少 only in an activated ability (rules-riftbound.md 10.7(c), 8.3(a),
    9.10(d), 10.5(g)): elsewhere E401, never ignored."""
    result = analyze(text, "riftbound")
    assert not result.ok and {d.code for d in result.diagnostics} == {"E401"}


@pytest.mark.parametrize("text", ["当你打出我时，你可以选择支付{{蓝色}}来将我打出。", "你可以选择支付{{蓝色}}来将我打出。",
                                  "当你打出我时，此牌以休眠状态进场。", "{{横置}}：此牌以休眠状态进场。",
                                  "当你打出我时，我可以被打出到你正在进攻的战场。", "当你弃置我时，抽一张牌。"])
def test_an_alternative_cost_or_entry_state_elsewhere_is_refused(text):
    """`…来将我打出` is read only as an alternative cost after a condition, `此牌以休眠状态进场` only as the card's
    own static (rules-riftbound.md 9.12, 2.6(a)): elsewhere E401, never ignored."""
    result = analyze(text, "riftbound")
    assert not result.ok and {d.code for d in result.diagnostics} == {"E401"}


@pytest.mark.parametrize("text", ["当你打出我时，对手无法得分。", "在本回合内，我无法造成战斗伤害。"])
def test_a_timed_restriction_is_read_but_not_run(text):
    """A restriction is run only as a permanent's static; after a trigger or `本回合` it is E401."""
    result = analyze(text, "riftbound")
    assert not result.ok and {d.code for d in result.diagnostics} == {"E401"}
