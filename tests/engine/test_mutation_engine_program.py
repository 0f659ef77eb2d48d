"""Effects as a player plays them (zhdsl/engine/program.py), where the seeded mutation samples of program.py
(docs/testing.md) found them unasserted: a distance given by a variable, the point of the card a step moved
or of a target that left the stack (rule 10.12), choosing cards of one name from a pool, and a card's
readings, one per `|` version."""

from __future__ import annotations

from decisions import answer, settle_recording
from scenario_cards import card

from zhdsl.engine import contract

FILLER = [card("牌甲", "生产1财富", "1绿", 1)] * 5


def _events(game, n: int) -> list[tuple[str, int | None, str]]:
    return [(e.kind, e.player, e.text) for e in game.log][-n:]


def _settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def _five(position, text: str, efficiency: int):
    players = [{"财富": 10, "效率": efficiency, "手牌": [card("试", text)]}, *({"财富": 10} for _ in range(4))]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    _settle(game)
    return [p.wealth for p in game.state.players]


def test_a_distance_given_by_a_variable_is_its_value_when_the_effect_resolves(position):
    text = "令距离X以内的所有其他角色各生产1财富（X为你的效率）"
    assert _five(position, text, 1) == [10, 11, 10, 10, 11]
    assert _five(position, text, 2) == [10, 11, 11, 11, 11]


def test_the_point_of_the_card_a_step_moved_is_that_cards(position):
    game = position(players=[{"手牌": [card("试", "弃1张手牌，生产X财富（X为该牌的点数）", point=1),
                                        card("乙", "生产1财富", point=4)]}, {}], deck=FILLER)
    answer(game, "试")
    _settle(game)
    assert _events(game, 3)[:2] == [("discard", 0, "角色1弃置了「乙」"), ("wealth", 0, "角色1生产4财富，现有14")]


def test_the_point_of_a_countered_target_is_its_point_when_it_left(position):
    # 乙 (point 2) counters 甲 (point 6), then reads 目标牌的点数: 甲's, remembered — not 乙's own
    game = position(players=[{"手牌": [card("甲", "生产1财富", point=6)]},
                             {"手牌": [card("乙", "即刻：反制目标牌，生产X财富（X为目标牌的点数）", point=2)]}], deck=FILLER)
    answer(game, "甲")
    answer(game, "乙")
    _settle(game)
    assert _events(game, 4) == [
        ("counter", 1, "角色2反制了「甲」"),
        ("move", None, "「甲」移入过往"),
        ("wealth", 1, "角色2生产6财富，现有16"),
        ("move", None, "「乙」移入过往"),
    ]


def test_choosing_cards_of_a_name_from_a_pool_offers_only_those(position):
    past = [card("攻伐", "生产1财富", point=3), card("劳作", "生产1财富", point=2), card("攻伐", "生产2财富", point=5)]
    game = position(players=[{"手牌": [card("试", "从过往中选择1张「攻伐」移入你的手牌区")]}, {}], deck=FILLER, past=past)
    answer(game, "试")
    d = game.decision
    assert (d.kind, d.player, d.labels()) == ("card", 0, ["攻伐", "攻伐"])
    game.apply_action(1)
    _settle(game)
    rt = game.runtime()
    assert [(rt.defn(u).name, rt.defn(u).point) for u in game.state.players[0].hand] == [("攻伐", 5)]
    assert sorted(rt.defn(u).name for u in game.state.zones["past"]) == ["劳作", "攻伐", "试"]


def test_choosing_cards_of_a_name_fails_when_the_pool_has_none(position):
    past = [card("劳作", "生产1财富", point=2)]
    game = position(players=[{"手牌": [card("试", "从过往中选择1张「攻伐」移入你的手牌区，生产1财富")]}, {}],
                    deck=FILLER, past=past)
    answer(game, "试")
    _settle(game)
    assert game.state.players[0].wealth == 10 and game.state.players[0].hand == []
    assert ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行") in _events(game, 3)


def test_a_card_with_versions_shows_one_reading_per_version(position):
    game = position(players=[{"手牌": [card("试", "生产1|2财富")]}, {}], deck=FILLER)
    hand = contract.observation(game, 0)["players"][0]["zones"]["hand"]["cards"]
    assert hand[0]["name"] == "试"
    assert hand[0]["readings"] == ["生产1财富", "生产2财富"]


def _use(position, text: str, hand=(), past=()):
    game = position(players=[{"手牌": [card("试", text), *hand]}, {}], deck=FILLER[:2], past=list(past))
    answer(game, "试")
    return game


def test_executing_a_named_card_plays_that_cards_effect(position):
    # 乙's point (3) is not the executing card's (0): the one card of that name is taken all the same
    game = _use(position, "执行「乙」", past=[card("乙", "生产2财富", point=3)])
    assert game.state.players[0].wealth == 12
    assert [text for _kind, _seat, text in _events(game, 3)] == [
        "「试」移入过往", "结算执行「生产2财富」", "角色1生产2财富，现有12"]


def test_a_card_moved_from_a_public_zone_is_chosen_by_the_doer(position):
    game = _use(position, "将过往中的1张牌移入你的手牌区", past=[card("乙", "生产2财富"), card("丙", "生产2财富")])
    d = game.decision
    assert (d.kind, d.player, d.prompt, d.labels()) == ("card", 0, "选择要移动的牌", ["乙", "丙"])
    game.apply_action(1)
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.players[0].hand] == ["丙"]


def _half(position, text: str, cards: int) -> tuple[int, int]:
    game = _use(position, text, past=[card(f"旧{i}", "生产1财富") for i in range(cards)])
    asked = 0
    while game.decision.kind == "card":
        asked += 1
        game.apply_action(0)
    return asked, len(game.state.players[0].hand)


def test_half_of_a_zone_rounds_down_unless_written_up(position):
    # rule 10.11 / 1.2: 一半 of 3 is 1, of 4 is 2; （向上取整） makes 3 give 2
    assert _half(position, "将过往中的一半牌移入你的手牌区", 3) == (1, 1)
    assert _half(position, "将过往中的一半牌移入你的手牌区", 4) == (2, 2)
    assert _half(position, "将过往中的一半牌移入你的手牌区（向上取整）", 3) == (2, 2)


def test_choosing_among_none_of_the_top_cards_fails(position):
    # X is 0: the top 0 cards of the deck hold nothing to choose, the step fails
    game = _use(position, "从牌库顶的X张牌中选择1张移入你的手牌区，生产1财富（X为你的手牌数）")
    assert game.state.players[0].hand == [] and game.state.players[0].wealth == 10
    assert ("fail", 0, "可选的牌不够，移动失败") in _events(game, 4)


def test_a_command_option_whose_doer_cannot_act_is_not_offered(position):
    # rule 10.6: 角色2 has 1 hand card, so the option 令目标其他角色弃2张手牌 cannot run; the other is taken unasked
    game = position(players=[{"手牌": [card("试", "生产1财富/令目标其他角色弃2张手牌")]},
                             {"手牌": [card("乙", "生产1财富")]}], deck=FILLER)
    answer(game, "试")
    assert not game.state.stack
    assert ("choose", 0, "角色1选择「生产1财富」") in _events(game, 4)
    assert game.state.players[0].wealth == 11 and len(game.state.players[1].hand) == 1
    # within a 令 the same holds for the one commanded: 令X(弃2张手牌/生产1财富) has 角色2 produce
    inner = position(players=[{"手牌": [card("试", "令目标其他角色弃2张手牌/生产1财富")]},
                              {"手牌": [card("乙", "生产1财富")]}], deck=FILLER)
    answer(inner, "试")
    assert inner.state.players[1].wealth == 11 and len(inner.state.players[1].hand) == 1


def test_a_failed_condition_of_two_parts_logs_both_values(position):
    game = _use(position, "若你的财富大于20且你的手牌数大于5，生产1财富")
    assert ("condition", 0, "条件不满足：你的财富大于20&你的手牌数大于5（实际：10与20）（实际：0与5），后续步骤不执行") \
        in _events(game, 3)
    assert game.state.players[0].wealth == 10


def test_an_option_choosing_cards_of_a_name_is_offered_only_when_the_pool_has_one(position):
    text = "从过往中选择1张「攻伐」移入你的手牌区/生产1财富"
    without = _use(position, text, past=[card("劳作", "生产1财富")])
    assert ("choose", 0, "角色1选择「生产1财富」") in _events(without, 4)
    assert without.state.players[0].wealth == 11
    with_one = _use(position, text, past=[card("攻伐", "生产1财富")])
    d = with_one.decision
    assert (d.kind, d.labels()) == ("choice", ["从过往中选择1张「攻伐」移入你的手牌区", "生产1财富"])


def test_a_cost_with_a_rounding_note_is_payable_and_rounds_up(position):
    text = "弃一半手牌（向上取整）：生产1财富"
    alone = position(players=[{"手牌": [card("试", text)]}, {}], deck=FILLER)
    assert "使用「试」" in alone.decision.labels() and alone.explain(0, "试") == ""  # half of none: nothing to pay
    game = position(players=[{"手牌": [card("试", text), card("乙", "生产1财富")]}, {}], deck=FILLER)
    assert game.explain(0, "试") == ""
    answer(game, "试")
    assert game.state.players[0].hand == [] and game.state.players[0].wealth == 11  # half of 1, rounded up
    assert _events(game, 5)[:2] == [("use", 0, "角色1使用「试」"), ("discard", 0, "角色1弃置了「乙」")]


def test_a_target_within_a_distance_that_died_has_nobody_left_to_act(position):
    # 权杖: the first step kills 角色2; the second 令 names the same target, now dead: nobody acts, the step fails
    text = "令距离1以内的目标角色折损5财富，令距离1以内的目标角色生产1财富"
    game = position(players=[{"手牌": [card("试", text)]}, {"财富": 3}, {"财富": 3}], deck=FILLER, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert [(p.wealth, p.dead) for p in game.state.players] == [(10, False), (0, True), (3, False)]
    assert _events(game, 4)[:2] == [("death", 1, "角色2死亡"), ("fail", 0, "「令」没有可以执行的角色")]


# -- program.py's second seed (8, branch mut18d): a chosen amount, a kind or a choice from a pool ----------

LORD = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "横置：生产1财富"}


def _past_names(game) -> list[str]:
    return [game.library[game.state.cards[u].def_id].name for u in game.state.zones["past"]]


def test_an_amount_to_pay_is_chosen_from_zero_to_what_the_doer_has(position):
    game = position(players=[{"物资": 3, "手牌": [card("试", "支付任意物资，生产等量财富")]}, {}], deck=FILLER)
    answer(game, "试")
    assert game.decision.prompt == "选择数量（0至3）"
    assert [o.label for o in game.decision.options] == ["0", "1", "2", "3"]
    answer(game, "2")
    _settle(game)
    assert (game.state.players[0].wealth, game.state.players[0].supply) == (12, 1)
    assert ("choose", 0, "角色1选择数量2") in _events(game, 6)


def test_a_card_of_a_kind_is_taken_from_a_pool_without_asking_when_it_is_the_only_one(position):
    for text in ("将过往中的1张领主牌移入你的手牌", "从过往中选择1张领主牌移入你的手牌"):
        game = position(players=[{"手牌": [card("试", text)]}, {}], deck=FILLER, past=[card("丙", "生产1财富"), LORD])
        answer(game, "试")
        _settle(game)
        assert game.decision.kind == "priority", text
        assert "使用领主「农官」" in game.decision.labels()
        assert _past_names(game) == ["丙", "试"]


def test_choosing_from_a_pool_asks_the_doer_to_choose_among_every_card_there(position):
    game = position(players=[{"手牌": [card("试", "从过往中选择1张牌移入你的手牌")]}, {}], deck=FILLER,
                    past=[card("丙", "生产1财富"), card("丁", "生产1财富"), LORD])
    answer(game, "试")
    assert (game.decision.kind, game.decision.player, game.decision.prompt) == ("card", 0, "选择牌")
    assert [o.label for o in game.decision.options] == ["丙", "丁", "农官"]
    answer(game, "丁")
    _settle(game)
    assert _past_names(game) == ["丙", "农官", "试"]


def test_an_option_to_choose_a_card_of_a_kind_is_offered_only_when_the_pool_has_one(position):
    text = "从过往中选择1张领主牌移入你的手牌/生产1财富"
    game = position(players=[{"手牌": [card("试", text)]}, {}], deck=FILLER, past=[card("丙", "生产1财富")])
    answer(game, "试")
    _settle(game)
    assert ("choose", 0, "角色1选择「生产1财富」") in _events(game, 4) and game.state.players[0].wealth == 11
    offered = position(players=[{"手牌": [card("试", text)]}, {}], deck=FILLER, past=[card("丙", "生产1财富"), LORD])
    answer(offered, "试")
    assert offered.decision.prompt == "选择一项执行"
    assert offered.decision.labels() == ["从过往中选择1张领主牌移入你的手牌区", "生产1财富"]


def test_a_dead_teammate_is_the_only_player_revived_and_paid(position):
    # 团队: seats 1 and 4 are a team; 角色2 and 角色3, alive, are neither revived nor paid (rules 7.12, 11.40)
    text = "主动：支付一半财富（向下取整），令目标已死亡的队友复活并获得等量财富。"
    players = [{"财富": 10, "手牌": [card("试", text)]}, {"财富": 7}, {"财富": 8}, {"财富": 0, "死亡": True}]
    game = position(players=players, deck=FILLER, mode="团队")
    answer(game, "试")
    _settle(game)
    assert [(p.wealth, p.dead) for p in game.state.players] == [(5, False), (7, False), (8, False), (5, False)]
    assert _events(game, 5)[1:4] == [("pay", 0, "角色1支付5财富"), ("revive", 3, "角色4复活，财富为0"),
                                     ("wealth", 3, "角色4获得5财富，现有5")]


def test_a_target_who_died_during_the_resolution_is_told_nothing_more(position):
    # 角色2 dies of the first step (rule 14.3): the 令 of the second has nobody to tell, and the card stops
    text = "令目标其他角色折损1财富，然后令目标其他角色生产1财富"
    game = position(players=[{"手牌": [card("试", text)]}, {"财富": 1}, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert [(p.wealth, p.dead) for p in game.state.players] == [(10, False), (0, True), (10, False)]
    assert _events(game, 5)[:4] == [
        ("wealth", 1, "角色2折损1财富（来源：角色1），现有0"), ("death", 1, "角色2死亡"),
        ("fail", 0, "「令」没有可以执行的角色"), ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行")]


def test_taking_a_named_card_from_the_zone_of_a_target_who_died_fails_and_stops_the_card(position):
    # the zone of a dead target has no owner to name (ZoneSpec.resolve): no card can be chosen there
    text = "令目标其他角色折损1财富，然后将目标其他角色的结界区中的1张「丙」移入你的手牌"
    other = {"财富": 1, "结界区": [card("丙", "锁定&回合开始：生产1财富")]}
    game = position(players=[{"手牌": [card("试", text)]}, other, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert game.state.players[1].dead and game.state.players[0].hand == []
    assert _events(game, 3)[:2] == [("fail", 0, "可选的牌不够，移动失败"), ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行")]


# -- found by the seed-18 sample of program.py on branch `mut18f` (1331 mutants) ----------------------------------


def test_a_computed_amount_below_minus_the_bound_is_minus_the_bound():
    """Rule 1.7 (D29): every computed amount stays within ±max_value, below as above — `X为0-你的财富×你的财富`
    with 财富 100000 is −max_value, not −10¹⁰ (so a later `+` of as much again does not come back to 0)."""
    from types import SimpleNamespace

    from zhdsl.engine.limits import Limits
    from zhdsl.engine.program import BinExpr, Const

    bound = Limits().max_value
    ctx = SimpleNamespace(rt=SimpleNamespace(limits=Limits()))
    square = BinExpr("×", Const(100_000), Const(100_000))
    assert BinExpr("-", Const(0), square).evaluate(ctx) == -bound
    assert BinExpr("-", Const(0), Const(bound + 5)).evaluate(ctx) == -bound
    assert BinExpr("-", Const(0), Const(bound)).evaluate(ctx) == -bound
    assert BinExpr("-", Const(0), Const(7)).evaluate(ctx) == -7
    assert BinExpr("+", square, Const(1)).evaluate(ctx) == bound


def test_a_static_rule_every_version_shares_holds_whichever_version_the_card_was_used_as(position):
    """A rule written the same in every `|` version is one rule of them all (rule 10.9): a card used as its
    second version keeps it in force."""
    game = position(players=[{"结界区": [card("守", "（你的物资始终不小于3）|（你的物资始终不小于3）")]}, {}],
                    deck=FILLER)
    rt = game.runtime()
    p = game.state.players[0]
    p.supply = 0
    game.state.mut(p.ward[0]).marks = {"versions": frozenset({1})}
    game.state.static_rules = None  # the card's marks changed: read the rules in force again
    rt.check()
    assert p.supply == 3


def test_a_warded_player_named_by_a_card_that_never_attaches_is_nobody(position):
    """Rule 3.7(a): `令结附的角色抽1张牌` in a card without 结附 (W234) has no such player while the card resolves:
    the 令 fails with its line, nobody draws, and the card goes to 过往 as usual."""
    game = position(players=[{"手牌": [card("试", "令结附的角色抽1张牌", "0")]}, {}], deck=FILLER)
    answer(game, "试")
    _settle(game)
    assert _events(game, 3) == [("fail", 0, "「令」没有可以执行的角色"),
                                ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行"),
                                ("move", None, "「试」移入过往")]
    assert [len(p.hand) for p in game.state.players] == [0, 0]


def test_looking_for_the_doer_in_an_expression_is_bounded_in_depth():
    """An expression is walked for the doer (rule 12.24) to a bounded depth: a nesting far deeper than any card
    text makes (lists in lists) is given up on, not a RecursionError."""
    from zhdsl.engine.program import PlayerRef, _names_doer

    deep: object = [PlayerRef("doer")]
    for _ in range(5000):
        deep = [deep]
    assert _names_doer(deep) is False
    assert _names_doer([[PlayerRef("doer")]]) is True


# mut13c: what the sample of 26a4804 (seed 18) found unasserted.

def test_the_point_of_this_card_is_its_own_while_it_has_a_target_card(position):
    # 乙 (point 2) answers 甲 (point 6): 此牌的点数 is 乙's own 2 while 甲 is still its target on the stack
    game = position(players=[{"手牌": [card("甲", "生产1财富", point=6)]},
                             {"手牌": [card("乙", "即刻：生产X财富（X为此牌的点数），反制目标牌", point=2)]}], deck=FILLER)
    answer(game, "甲")
    answer(game, "乙")
    _settle(game)
    assert ("wealth", 1, "角色2生产2财富，现有12") in _events(game, 6)
    assert game.state.players[1].wealth == 12


def test_the_cards_in_the_hands_of_several_players_are_counted_together(position):
    # rule 11.32(b): `所有其他角色手牌区中的牌数` is every other player's hand, one after another: 2 + 3
    text = "生产X财富（X为所有其他角色手牌区中的牌数）"
    hand = [card("丙", "生产1财富")]
    players = [{"财富": 10, "手牌": [card("试", text)]}, {"手牌": hand * 2}, {"手牌": hand * 3}]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    _settle(game)
    assert game.state.players[0].wealth == 15


def test_an_amount_computed_from_a_player_who_died_is_zero_as_a_whole(position):
    # rule 14.5: 角色2 dies of the first step; 目标其他角色的财富 has no value then, so X (its 财富+2) is 0, not 2
    text = "令目标其他角色折损1财富，然后生产X财富（X为目标其他角色的财富+2）"
    game = position(players=[{"手牌": [card("试", text)]}, {"财富": 1}, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert _events(game, 4)[:3] == [("wealth", 1, "角色2折损1财富（来源：角色1），现有0"), ("death", 1, "角色2死亡"),
                                    ("wealth", 0, "角色1生产0财富，现有10")]


def test_a_use_every_version_shares_is_offered_once_beside_each_versions_own(position):
    # rules 10.9, 4.5(c): `生产1财富；抽1|2张牌` has the uses 生产1财富 (both versions'), 抽1张牌 and 抽2张牌
    game = position(players=[{"手牌": [card("试", "生产1财富；抽1|2张牌")]}, {}], deck=FILLER)
    answer(game, "使用「试」")
    assert game.decision.labels() == ["生产1财富", "抽1张牌", "抽2张牌"]
    answer(game, "抽2张牌")
    _settle(game)
    assert _events(game, 3)[:2] == [("resolve", 0, "结算「试」"), ("draw", 0, "角色1抽了2张牌")]


# -- mut16: program.py's seed-18 draw of 40 on the current source (docs/testing.md, the `mut16` section) ------------

KEEPER = {"阵营": "中立", "名称": "守财", "效率": 5, "仓储": 5, "精力": "1黑", "技能": "（你的财富始终等于10）"}




def test_a_slash_option_joined_by_and_is_offered_only_when_every_part_can_be_done(position):
    # rules 10.6, D9: with no 物资, `支付1物资&抽1张牌` cannot be done, so 生产1财富 is taken unasked
    game = position(players=[{"手牌": [card("试", "支付1物资&抽1张牌/生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    assert all(kind != "choice" for kind, _p, _l in settle_recording(game))
    assert (game.state.players[0].wealth, game.state.players[0].hand) == (11, [])
    assert _events(game, 3)[:2] == [("choose", 0, "角色1选择「生产1财富」"), ("wealth", 0, "角色1生产1财富，现有11")]


def test_an_any_amount_option_is_offered_with_nothing_to_give(position):
    # rule 10.16: before the choice the amount is 0, always possible — an empty hand can still 弃任意张手牌 (0 cards)
    game = position(players=[{"手牌": [card("试", "弃任意张手牌/生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    assert (game.decision.kind, game.decision.player, game.decision.labels()) == ("choice", 0, ["弃任意张手牌", "生产1财富"])
    answer(game, "弃任意张手牌")
    _settle(game)
    assert _events(game, 3)[:2] == [("choose", 0, "角色1选择「弃任意张手牌」"), ("choose", 0, "角色1选择数量0")]


def test_an_any_amount_option_its_step_cannot_do_is_not_offered(position):
    # rules 10.6, 10.16, 13.1(a): with 财富 held at 10 by the lord's 始终, 折损任意财富 cannot be done, even of 0
    game = position(players=[{"领主": KEEPER, "手牌": [card("试", "折损任意财富/抽1张牌")]}, {}], deck=FILLER)
    answer(game, "试")
    assert all(kind != "choice" for kind, _p, _l in settle_recording(game))
    me = game.state.players[0]
    assert (me.wealth, len(me.hand)) == (10, 1)
    assert _events(game, 3)[:2] == [("choose", 0, "角色1选择「抽1张牌」"), ("draw", 0, "角色1抽了1张牌")]


def test_a_hand_card_used_as_virtual_is_destroyed_after_it_resolves(position):
    # rules 4.7, 11.3: `使用1张手牌（虚拟）` makes the card used 虚拟: it resolves, then is destroyed, not put in the 过往
    game = position(players=[{"手牌": [card("试", "使用1张手牌（虚拟）"), card("乙", "生产2财富", point=3)]}, {}], deck=FILLER)
    answer(game, "试")
    _settle(game)
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zones["past"]] == ["试"]
    assert game.state.players[0].wealth == 12 and game.state.players[0].hand == []
    assert _events(game, 2) == [("wealth", 0, "角色1生产2财富，现有12"), ("destroy", 0, "虚拟牌「乙」被销毁")]


def test_an_option_holding_a_choice_none_of_whose_options_can_be_done_is_not_offered(position):
    # rules 10.6, D9: in `抽1张牌&（弃1张手牌/支付1物资）`, with no hand card and no 物资, neither inner option can be
    # done, so the whole option cannot: 生产1财富 is taken unasked
    game = position(players=[{"手牌": [card("试", "抽1张牌&（弃1张手牌/支付1物资）/生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    assert all(kind != "choice" for kind, _p, _l in settle_recording(game))
    assert (game.state.players[0].wealth, game.state.players[0].hand) == (11, [])
    assert _events(game, 3)[:2] == [("choose", 0, "角色1选择「生产1财富」"), ("wealth", 0, "角色1生产1财富，现有11")]
