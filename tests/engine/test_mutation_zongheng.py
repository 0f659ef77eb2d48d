"""纵横坛 (zhdsl/games/zongheng) as a designer and a player meet it, stated where the seeded mutation sample
of the package (docs/testing.md, "Seeded samples") found it unasserted: the hint of E257 and of E204 for
a 横置 condition, `1名目标其他角色` read as `目标其他角色`, the amount a 使用 records for 等量, the
survival mode's turn-end loss as a mode event, a 令…折损 that kills no one taking no lord card, and the
terminal view of a position."""

from __future__ import annotations

import io

import pytest

from decisions import answer, settle_recording
from rich.console import Console
from scenario_cards import card

from zhdsl.engine import contract
from zhdsl.pipeline import analyze, compile_text
from zhdsl.registry import rules_of
from zhdsl.scenarios.errors import ScenarioError
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build


def _diagnostic(text: str, code: str):
    found = [d for d in analyze(text).diagnostics if d.code == code]
    assert found, analyze(text).diagnostics
    return found[0]


def test_a_target_count_that_is_not_positive_says_how_to_write_one():
    d = _diagnostic("令0名目标角色抽1张牌", "E257")
    assert d.message == "目标的人数要写出一个正整数：使用这张牌时就要选定这些目标（规则 7.11）"
    assert d.hint == "例如「两名目标角色」「至多2名目标其他角色」"
    assert (d.span.start, d.span.end) == (1, 2)


def test_only_a_card_can_be_tapped_in_a_condition_and_the_hint_says_which():
    d = _diagnostic("若目标角色已横置，抽1张牌", "E204")
    assert (d.message, d.hint) == ("只有牌才能横置或重置", "例如「若你的领主已横置」「若此牌未横置」")
    assert (d.span.start, d.span.end) == (1, 5)


def test_shuffling_a_zone_together_into_one_that_cannot_be_shuffled_points_at_that_zone():
    d = _diagnostic("洗混你的手牌与你的结界区", "E222")
    assert (d.message, d.hint) == ("只能洗乱牌库或过往", "写作「洗乱牌库」或「洗乱过往」")
    assert "洗混你的手牌与你的结界区"[d.span.start:d.span.end] == "你的结界区"




def test_one_named_target_other_player_is_the_target_other_player(position):
    """`令1名目标其他角色…` is `令目标其他角色…` (rule 7.11): the user is never a candidate."""
    def play(text):
        game = position(players=[{"手牌": [card("试", text)]}, {}])
        answer(game, "试")
        return game, settle_recording(game)

    one, asked_one = play("令1名目标其他角色生产1财富")
    plain, asked_plain = play("令目标其他角色生产1财富")
    assert asked_one == asked_plain
    assert [p.wealth for p in one.state.players] == [p.wealth for p in plain.state.players] == [10, 11]


def test_equal_amount_after_using_a_hand_card_is_the_number_of_cards_used(position):
    game = position(players=[{"手牌": [card("试", "使用1张手牌（不支付精力），生产等量财富"), card("甲", "抽1张牌", "9红")]}, {}],
                    deck=[card("乙", "抽1张牌")])
    answer(game, "试")
    settle_recording(game)
    assert game.state.players[0].wealth == 11
    assert any(e.text == "角色1生产1财富，现有11" for e in game.log)


def _survival(players, x=0, current=1):
    data = {"模式": "生存", "卡组": [], "当前角色": current, "种子": 0, "模式状态": {"X": x}, "角色": players,
            "公共区域": {"牌库": [card("牌甲", "生产1财富", "1绿", 1)], "过往": []}}
    return build(parse(data))


def test_survival_turn_end_loss_is_logged_as_a_mode_event():
    game = _survival([{"财富": 10}, {"财富": 12}, {"财富": 7}, {"财富": 9}], x=2)
    answer(game, "结束回合")
    while game.decision is not None and game.state.active == 0:
        answer(game, "结束回合")
    lines = [(e.kind, e.player, e.text) for e in game.log]
    assert ("mode", None, "回合结束：所有角色折损2财富") in lines
    assert [p.wealth for p in game.state.players] == [8, 10, 5, 7]


def test_survival_a_loss_that_kills_no_one_takes_no_lord_card():
    """Rule 16.4.3 takes the victim's lord card only when 令…折损 kills: 2号 keeps 9 财富 and its lord."""
    lord = {"阵营": "中立", "名称": "乙侯", "效率": 5, "仓储": 5, "精力": "1黑", "技能": ""}
    game = _survival([{"财富": 10, "手牌": [card("轻击", "令目标其他角色折损1财富")]}, {"领主": lord, "财富": 10},
                      {"财富": 10}, {"财富": 10}])
    answer(game, "轻击")
    answer(game, "角色2")
    settle_recording(game)
    second = game.state.players[1]
    assert (second.wealth, second.dead) == (9, False)
    assert [game.library[game.state.cards[u].def_id].name for u in second.lord] == ["乙侯"]
    assert game.state.players[0].hand == []


def test_team_revival_is_logged_as_a_mode_event():
    """Rule 16.2.3: 2号's turn starts, 3号 (its dead teammate) comes back for half of 2号's 财富."""
    data = {"模式": "团队", "卡组": [], "当前角色": 1, "种子": 0,
            "角色": [{"财富": 9}, {"财富": 11}, {"财富": 0, "死亡": True}, {"财富": 11}],
            "公共区域": {"牌库": [card("牌甲", "生产1财富", "1绿", 1)], "过往": []}}
    game = build(parse(data))
    answer(game, "结束回合")
    lines = [(e.kind, e.player, e.text) for e in game.log]
    assert ("mode", 1, "角色2的回合开始：支付一半财富（5）令队友角色3复活") in lines
    assert (game.state.players[1].wealth, game.state.players[2].dead) == (6, False)


def test_the_terminal_view_shows_each_players_numbers(position):
    game = position(players=[{"财富": 13, "精力": "2红"}, {"财富": 8}])
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(rules_of(game).view(game.observation(0), contract.game_info(game)))
    text = out.getvalue()
    assert "13" in text and "2红" in text and "8" in text


def test_only_a_card_can_be_transformed_and_the_hint_shows_how():
    d = _diagnostic("将目标角色变为「劳作」", "E204")
    assert (d.message, d.hint) == ("「变为」的对象必须是牌", "例如「将目标牌变为「劳作」」")
    assert (d.span.start, d.span.end) == (1, 5)


@pytest.mark.parametrize("text", ["若你的领主已横置，抽1张牌", "横置你的领主：抽1张牌"])
def test_a_lord_reads_back_as_the_lord(text):
    """The canonical reading (log, `zhdsl describe`, hover) of `你的领主`."""
    (program,) = compile_text(text)
    assert program.text == text


def test_a_scenario_card_named_with_its_point_is_that_bundled_card():
    """`{ 名称 = "劳作", 点数 = 5 }` in a scenario (docs/scenario-format.md, card names) picks 劳作 of point 5."""
    data = {"模式": "决斗", "当前角色": 1, "种子": 0,
            "角色": [{"手牌": [{"名称": "劳作", "点数": 5}, {"名称": "劳作", "点数": 2}]}, {}],
            "公共区域": {"牌库": [], "过往": []}}
    game = build(parse(data))
    hand = [game.library[game.state.cards[u].def_id] for u in game.state.players[0].hand]
    assert [(d.name, d.point) for d in hand] == [("劳作", 5), ("劳作", 2)]


@pytest.mark.parametrize("name", ["调度", "转化"])
def test_a_scenario_cannot_put_a_built_in_skill_into_a_zone(name):
    """The built-in skills are in the library but are no card a zone can hold: naming one is a scenario error."""
    data = {"模式": "决斗", "当前角色": 1, "种子": 0, "角色": [{"手牌": [name]}, {}], "公共区域": {"牌库": [], "过往": []}}
    with pytest.raises(ScenarioError, match=f"找不到名为「{name}」的牌"):
        build(parse(data))


def test_a_scenario_can_name_a_creation_card():
    data = {"模式": "决斗", "当前角色": 1, "种子": 0, "角色": [{"造物区": ["权杖"]}, {}], "公共区域": {"牌库": [], "过往": []}}
    game = build(parse(data))
    (uid,) = game.state.players[0].creation
    assert game.library[game.state.cards[uid].def_id].kind == "creation"


def test_a_source_note_where_nothing_has_a_source_is_a_warning_naming_it():
    d = _diagnostic("令目标角色抽1张牌（以你为来源）", "W217")
    assert d.message == "「以你为来源」只对「生产」「折损」有意义，这里不起作用"
    assert d.hint == "把它写在「令…生产/折损」之后，或者去掉它"


def test_executing_a_quoted_effect_n_times_reads_and_plays_n_times(position):
    """`执行「生产1财富」2次` (rule 11.13): read back with its count, and carried out twice."""
    (program,) = compile_text("执行「生产1财富」2次")
    assert program.text == "执行「生产1财富」2次"
    game = position(players=[{"手牌": [card("试", "执行「生产1财富」2次")]}, {}])
    answer(game, "试")
    settle_recording(game)
    assert game.state.players[0].wealth == 12


def test_equal_amount_after_using_a_card_from_the_past_is_the_number_of_cards_used(position):
    """`使用过往中的1张牌（不支付精力），生产等量财富`: one card used from 过往, so 1 财富."""
    game = position(players=[{"手牌": [card("试", "使用过往中的1张牌（不支付精力），生产等量财富")]}, {}],
                    past=[card("甲", "抽1张牌", "9红")], deck=[card("乙", "抽1张牌")])
    answer(game, "试")
    settle_recording(game)
    assert game.state.players[0].wealth == 11
    assert any(e.text == "角色1使用「甲」（不支付精力）" for e in game.log)


# -- mut12's sample of the package (60 of 16,201 mutants, seed 18): what its survivors changed ----------------------

STEADY = {"阵营": "中立", "名称": "铁壁", "效率": 5, "仓储": 5, "精力": "1黑", "技能": "锁定&响应：生产1财富"}


def test_a_locked_response_waits_for_its_player_to_be_targeted(position):
    """Rules 9.4, 9.7: 2号's `锁定&响应` fires when a card targets 2号, not when a card targets nobody."""
    game = position(players=[{"手牌": [card("自顾", "抽1张牌"), card("火攻", "令目标其他角色折损2财富")]},
                             {"领主": STEADY, "财富": 10}], deck=[card("牌甲", "生产1财富"), card("牌乙", "生产1财富")])
    answer(game, "自顾")
    settle_recording(game)
    assert game.state.players[1].wealth == 10
    assert not any(e.kind == "trigger" and e.player == 1 for e in game.log)
    answer(game, "火攻")
    settle_recording(game)
    assert game.state.players[1].wealth == 9  # 生产1 first, then 折损2


def test_paying_two_things_logs_them_joined_by_and(position):
    game = position(players=[{"手牌": [card("双付", "支付1物资&1财富，抽1张牌")], "物资": 2}, {}],
                    deck=[card("牌甲", "生产1财富")])
    answer(game, "双付")
    settle_recording(game)
    assert ("pay", 0, "角色1支付1物资&1财富") in [(e.kind, e.player, e.text) for e in game.log]


def test_restoring_energy_is_logged_as_a_restore(position):
    game = position(players=[{"手牌": [card("休整", "恢复", "1红")], "精力": "1红"}, {}])
    answer(game, "休整")
    settle_recording(game)
    assert [e.kind for e in game.log if "恢复精力" in e.text] == ["restore"]


def test_a_survival_game_starts_with_x_at_zero():
    """Rule 16.4.2: X starts at 0 (a scenario that writes no X reads 模式.X as 0)."""
    data = {"模式": "生存", "卡组": [], "当前角色": 1, "种子": 0, "角色": [{}, {}, {}, {}],
            "公共区域": {"牌库": [card("牌甲", "生产1财富", "1绿", 1)], "过往": []}}
    game = build(parse(data))
    assert game.mode.scenario_values(game.runtime()) == {"X": 0}


def test_a_card_written_with_copies_is_that_many_cards_of_the_deck(tmp_path):
    """A card set's `"数量" = 3` puts three copies of the card into the deck (docs/cardsets.md)."""
    from zhdsl.games.zongheng.rules import build_library, load_cardsets

    path = tmp_path / "three.toml"
    path.write_text('["卡组"]\n"名称" = "三张"\n\n[["通用牌"]]\n"类别" = "行动"\n"名称" = "三连"\n"点数" = 1\n'
                    '"精力" = "1绿"\n"效果" = "抽1张牌。"\n"数量" = 3\n\n[["通用牌"]]\n"类别" = "行动"\n"名称" = "独张"\n'
                    '"点数" = 2\n"精力" = "1绿"\n"效果" = "生产1财富。"\n', encoding="utf-8")
    _library, deck, _lords = build_library(load_cardsets([path]))
    assert sorted(d.name for d in deck) == ["三连", "三连", "三连", "独张"]



def test_a_card_discarded_from_another_players_hand_is_logged_as_a_discard_naming_whose(position):
    """Rule 11.2: 窥探 discards one of 2号's hand cards; the log line is a `discard` of 角色1 naming 角色2's card."""
    game = position(players=[{"手牌": [card("窥探", "查看目标其他角色的手牌，然后弃置其中1张")]},
                             {"手牌": [card("甲", "生产1财富", "1绿", 1)]}])
    answer(game, "窥探")  # the only other player, the only card: nothing to ask
    settle_recording(game)
    assert ("discard", 0, "角色1弃置了角色2的「甲」") in [(e.kind, e.player, e.text) for e in game.log]


def test_the_amount_paid_this_way_is_the_payment_even_after_another_step(position):
    """Rule 10.16: `以此法支付的数量` is what the 支付 step paid (2), not what the 生产 after it produced (1)."""
    game = position(players=[{"手牌": [card("付而后抽", "支付2物资，生产1财富，抽X张牌（X为以此法支付的数量）")], "物资": 3}, {}],
                    deck=[card("甲", "生产1财富"), card("乙", "生产1财富"), card("丙", "生产1财富")])
    answer(game, "付而后抽")
    settle_recording(game)
    assert len(game.state.players[0].hand) == 2
    assert (game.state.players[0].supply, game.state.players[0].wealth) == (1, 11)


@pytest.mark.parametrize(("text", "reading"), [
    ("弃1张手牌，将其从过往移入虚空", "弃1张手牌，将其从过往移入虚空"),  # rule 11.52: only a card that lies there
    ("查看牌库顶的3张牌，将其中1张移入你的手牌区，将其余的牌移入过往",
     "查看牌库顶中的3张牌，将其中1张牌移入你的手牌区，将其余移入过往"),  # 其余: the cards looked at and left
])
def test_a_move_from_a_written_zone_and_the_rest_read_back_in_the_games_words(text, reading):
    (program,) = compile_text(text)
    assert program.text == reading
    assert [v.text for v in compile_text(reading)] == [reading]


@pytest.mark.parametrize(("text", "reading"), [
    ("抽牌直到你的手牌数等于你的仓储", "抽牌直到你的手牌数等于你的仓储"),  # rule 11.23
    ("结附目标角色2回合（其效率+1），抽1张牌", "结附目标角色2回合（其效率+1），抽1张牌"),  # rules 13.8, 12.13(a): 其 is the attached player, 其 without 的
])
def test_until_and_a_wards_lasting_change_read_back_in_the_games_words(text, reading):
    (program,) = compile_text(text)
    assert program.text == reading
    assert [v.text for v in compile_text(reading)] == [reading]


def test_an_amount_after_therefore_that_is_not_a_number_is_e100_at_the_amount():
    """Rule 10.56(d): `若你因此弃了…` compares a number; 所有 there is E100, pointed at 所有, with how to write it."""
    text = "弃1张手牌，若你因此弃了所有牌，抽1张牌"
    d = _diagnostic(text, "E100")
    assert (d.message, d.hint) == ("「因此」后面的数量必须是一个数", "写出数量，例如「若你因此弃了3张或更多牌」")
    assert text[d.span.start:d.span.end] == "所有"


def test_at_most_n_or_less_is_at_most_n():
    """Rule 10.18: `至多5或更少` says the bound twice, which is no error: it reads as 不大于5."""
    result = analyze("若你的财富至多5或更少，获得1物资")
    assert result.ok and not result.diagnostics, result.diagnostics
    assert [v.text for v in compile_text("若你的财富至多5或更少，获得1物资")] == ["若你的财富不大于5，获得1物资"]


def test_an_option_to_use_a_coloured_hand_card_is_not_offered_without_one(position):
    """Rules 10.6, 11.3(a): with only a green hand card, `使用1张红色手牌（不支付精力）` cannot be done, so the `/` choice
    is not asked: 生产1财富 is what happens, and the green card stays in hand."""
    game = position(players=[{"手牌": [card("择", "使用1张红色手牌（不支付精力）/生产1财富"), card("绿牌", "抽1张牌", "1绿", 1)]}, {}],
                    deck=[card("甲", "生产1财富")])
    answer(game, "择")
    asked = settle_recording(game)
    assert all(kind != "choice" or "生产1财富" not in labels for kind, _p, labels in asked)
    assert game.state.players[0].wealth == 11
    assert [game.runtime().defn(u).name for u in game.state.players[0].hand] == ["绿牌"]


def test_reviving_a_living_player_is_e273_and_the_hint_names_the_dead_target():
    """Rules 7.12, 11.40: only a dead player comes back; the hint shows how to name one."""
    d = _diagnostic("令目标角色复活", "E273")
    assert (d.message, d.hint) == ("「目标角色」在使用这张牌时还活着，不能复活", "写「令目标已死亡的角色复活」，或「令目标已死亡的队友复活」")
    assert (d.span.start, d.span.end) == (5, 7)


def test_a_card_moved_from_the_past_into_another_players_ward_is_controlled_by_the_user(position):
    """Rules 11.52 (其从过往移入…: the card lies there), 3.7 and 4.8 (a ward is controlled by its user): 封印, moved from the
    过往 into 角色2's 结界区, is 角色2's card there, controlled by 角色1, whose effect put it there."""
    game = position(players=[{"手牌": [card("转封", "弃1张手牌，将其从过往移入目标其他角色的结界区"),
                                       card("封印", "锁定&回合开始：抽1张牌", "1绿", 1)]}, {}],
                    deck=[card("甲", "生产1财富")])
    answer(game, "转封")
    settle_recording(game)
    (uid,) = game.state.players[1].ward
    c = game.state.cards[uid]
    assert (game.runtime().defn(uid).name, c.owner, c.controller) == ("封印", 1, 0)


# -- mut16: the package's seed-18 draw of 60 on the current source (docs/testing.md, the `mut16` section) -------------


def _reads(text: str) -> str:
    reading = compile_text(text)[0].text
    assert compile_text(reading)[0].text == reading  # the reading reads again the same
    return reading


@pytest.mark.parametrize(("text", "code", "message", "hint", "span"), [
    # rule 9.24: a trigger has no target yet; the hint names the word for anyone
    ("当目标角色因其他角色折损财富后：抽1张牌", "E250", "触发时机中不能有「目标角色」：触发时还没有选择目标", "写「一名角色」", (1, 5)),
    # rule 10.49: only a player dies
    ("若此牌已死亡，抽1张牌", "E204", "只有角色才会死亡", "例如「若你的队友已死亡」", (1, 3)),
    # only a card has a name
    ("若你为「攻伐」，抽1张牌", "E204", "只有牌才有牌名", "例如「若该牌为「攻伐」」", (1, 2)),
    # rule 11.20: 横置 turns a card, itself when no object is written
    ("横置目标角色", "E204", "「横置」的对象必须是牌", "省略对象即横置自身", (2, 6)),
    # rule 11.15: no 复制 step before, no copy to control
    ("抽1张牌，你成为复制品的控制者", "E251", "前面没有「复制」的步骤，没有复制品（复制品的控制者是复制者，规则 11.15）",
     "写在「复制目标牌」之后，例如「复制目标牌，你成为该复制品的控制者」，或去掉它", (5, 15)),
    # rule 10.73: the modes by name
    ("若本局为混战，抽1张牌", "E283", "「混战」不是模式的名字", "模式有：决斗、团队、权杖、生存，例如「若本局为决斗」", (4, 6)),
    # rules 12.26, 12.67: a card changed by 变为 is on the 堆叠 or in a hand, not in the 过往
    ("将过往中的1张「压制」变为「教育」", "E225", "「变为」的牌只能在堆叠中或手牌中",
     "写「堆叠中的1张「牌名」」或「目标「牌名」」，或「你手牌中的1张「牌名」」", (1, 3)),
])
def test_a_refusal_names_its_code_its_reason_and_what_to_write(text, code, message, hint, span):
    (d,) = analyze(text).diagnostics
    assert (d.code, d.message, d.hint, (d.span.start, d.span.end)) == (code, message, hint, span)


@pytest.mark.parametrize(("text", "reading"), [
    ("若你本回合未抽牌，生产1财富", "若你本回合未抽牌，生产1财富"),  # rule 10.24: 未 kept
    ("生产X财富（X为财富大于10的角色数）", "生产X财富（X为财富大于10的角色数）"),  # rule 10.59
    ("观看牌库顶的3张牌，将其中任意张移入你的手牌区", "查看牌库顶中的3张牌，将其中任意张牌移入你的手牌区"),  # rule 11.150
])
def test_a_reading_keeps_what_was_written(text, reading):
    assert _reads(text) == reading


def test_the_number_chosen_of_the_cards_looked_at_is_logged_as_the_choosers(position):
    """Rule 11.150: `将其中至多2张移入你的手牌区` — 角色1 chooses how many, and the log line is 角色1's."""
    deck = [card("甲", "生产1财富"), card("乙", "生产1财富"), card("丙", "生产1财富")]
    game = position(players=[{"手牌": [card("试", "观看牌库顶的3张牌，将其中至多2张移入你的手牌区")]}, {}], deck=deck)
    answer(game, "试")
    settle_recording(game)
    chosen = [(e.kind, e.player, e.text) for e in game.log if e.kind == "choose"]
    assert chosen and all(player == 0 and text.startswith("角色1选择数量") for _k, player, text in chosen)


def test_giving_a_hand_card_to_a_dead_player_fails_and_says_so(position):
    """Rule 11.25: cards are given into a living player's hand — in 权杖 角色2 dies of the first step, and the give to
    角色2 fails, logged; the card stays in 角色1's hand."""
    text = "令目标其他角色折损2财富，将1张手牌交给目标其他角色"
    game = position(players=[{"手牌": [card("试", text), card("甲", "生产1财富")]}, {"财富": 2}, {}],
                    deck=[card("乙", "生产1财富")], mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    settle_recording(game)
    assert game.state.players[1].dead
    assert ("fail", 0, "没有可以交给的角色") in [(e.kind, e.player, e.text) for e in game.log]
    assert [game.runtime().defn(u).name for u in game.state.players[0].hand] == ["甲"]


def test_countering_a_target_card_of_a_lower_point_than_the_one_discarded(position):
    """Rule 12.82: `反制点数小于弃置牌点数的目标牌` — 甲 (point 3) is countered by a discard of point 5."""
    text = "即刻：弃1张手牌，反制点数小于弃置牌点数的目标牌"
    assert _reads(text) == "即刻：弃1张手牌，若目标牌的点数小于该牌的点数，反制目标牌"
    game = position(players=[{"手牌": [card("甲", "生产1财富", point=3)]},
                             {"手牌": [card("乙", text), card("丙", "生产1财富", point=5)]}], deck=[card("丁", "生产1财富")])
    answer(game, "甲")
    answer(game, "乙")
    settle_recording(game)
    logged = [(e.kind, e.player, e.text) for e in game.log]
    assert ("counter", 1, "角色2反制了「甲」") in logged
    assert game.state.players[0].wealth == 10
