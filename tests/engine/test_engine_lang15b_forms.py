"""Session 15 (issue 11, lang15b): a trigger a resolving effect creates for a while plays as it reads (rule 11.190) —
it fires only while in force, for the effect's controller, with the targets the effect chose, ends when its time is up
whatever became of its card, and is shown in the observation; `当其使用牌时` in a card that 结附s is the warded player's
trigger (rule 9.190)."""

from __future__ import annotations

from decisions import answer, pass_to_end
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
ATTACK = card("攻伐", "令目标其他角色折损2财富", "1红", 5)
DRAW = card("抽", "抽1张牌", "0", 1)
LOSE = card("损", "折损1财富")


def _in_force(game) -> list[str]:
    from zhdsl.games.zongheng.verbs import lasting_trigger

    return [e.text for e in lasting_trigger.in_force(game.runtime())]


def _kinds(game) -> list[str]:
    return [e.kind for e in game.log]


# -- 直到回合结束，每当你使用「攻伐」时 (rule 11.190) -------------------------------------------------------------------


def test_the_trigger_fires_on_the_named_card_and_ends_with_the_turn(position):
    game = play(position, "直到回合结束，每当你使用「攻伐」时，生产1财富。", me={"手牌": [ATTACK], "精力": "1红"}, deck=DECK)
    assert player(game, 1).wealth == 10  # nothing yet: the trigger only waits
    assert game.observation(0)["players"][0]["stats"]["lasting_triggers"] == ["直到回合结束，当你使用「攻伐」时，生产1财富"]
    answer(game, "攻伐")
    pass_to_end(game)
    assert player(game, 1).wealth == 11 and player(game, 2).wealth == 8
    answer(game, "结束回合")
    assert _in_force(game) == [] and "lasting_end" in _kinds(game)
    assert "lasting_triggers" not in game.observation(0)["players"][0]["stats"]


def test_another_card_does_not_fire_it(position):
    game = play(position, "直到回合结束，每当你使用「攻伐」时，生产1财富。", me={"手牌": [DRAW]}, deck=DECK)
    answer(game, "抽")
    pass_to_end(game)
    assert player(game, 1).wealth == 10


def test_what_happened_before_it_was_made_does_not_fire_it(position):
    game = play(position, "抽1张牌，本回合中，当你抽牌后，获得1物资。", me={"物资": 0}, deck=DECK)
    assert player(game, 1).supply == 0  # the draw came first


def test_this_turn_fires_on_every_later_draw(position):
    game = play(position, "本回合中，当你抽牌后，获得1物资。", me={"手牌": [DRAW, DRAW], "物资": 0}, deck=DECK)
    for _ in range(2):
        answer(game, "抽")
        pass_to_end(game)
    assert player(game, 1).supply == 2


# -- 直到你的下回合开始，每当目标角色折损财富时 ----------------------------------------------------------------------


def test_the_target_chosen_is_watched_until_your_next_turn_starts(position):
    text = "直到你的下回合开始，每当目标角色折损财富时，你抽1张牌。"
    game = play(position, text, others=[{"手牌": [LOSE]}], deck=DECK, target="角色2")
    answer(game, "结束回合")  # the end of your turn does not end it
    assert len(_in_force(game)) == 1 and _in_force(game)[0].endswith("（角色2）")
    answer(game, "损")
    pass_to_end(game)
    assert player(game, 2).wealth == 9 and len(player(game, 1).hand) == 1  # you drew, in their turn
    answer(game, "结束回合")
    assert _in_force(game) == []  # your turn started: it ended


def test_a_player_not_targeted_does_not_fire_it(position):
    text = "直到你的下回合开始，每当目标角色折损财富时，你抽1张牌。"
    game = play(position, text, others=[{}, {"手牌": [LOSE]}], mode="权杖", deck=DECK, target="角色2")
    answer(game, "结束回合")
    answer(game, "结束回合")  # 角色2's turn passes
    answer(game, "损")  # 角色3 loses 财富
    pass_to_end(game)
    assert player(game, 3).wealth == 9 and len(player(game, 1).hand) == 0


# -- 直到其回合结束，其使用牌时折损1财富 --------------------------------------------------------------------------------


def test_the_player_named_loses_for_each_card_until_their_turn_ends(position):
    text = "令目标角色抽1张牌，直到其回合结束，其使用牌时折损1财富。"
    game = play(position, text, others=[{"手牌": [DRAW, DRAW]}], deck=DECK, target="角色2")
    answer(game, "结束回合")
    for _ in range(2):
        answer(game, "抽")
        pass_to_end(game)
    assert player(game, 2).wealth == 8 and player(game, 1).wealth == 10
    answer(game, "结束回合")
    assert _in_force(game) == []


def test_a_pronoun_in_its_steps_names_the_player_who_acted(position):
    text = "直到回合结束，每当一名其他角色使用牌时，令其折损1财富。"
    game = play(position, text, others=[{"手牌": [card("即", "即刻：抽1张牌")]}], me={"手牌": [DRAW]}, deck=DECK)
    answer(game, "抽")
    answer(game, "即")  # 角色2 answers with an 即刻 card: it is their use
    pass_to_end(game)
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10


def test_it_lasts_after_its_card_left_and_is_bounded(position):
    from zhdsl.engine import program as fx
    from zhdsl.games.zongheng.verbs import lasting_trigger

    text = "直到回合结束，每当你使用「攻伐」时，生产1财富。"
    game = play(position, text, me={"手牌": [ATTACK], "精力": "1红"}, deck=DECK)
    rt = game.runtime()
    past = game.state.zone_list("past", None)
    assert [rt.defn(uid).name for uid in past] == ["试"] and len(_in_force(game)) == 1  # the card is gone, not it
    entry = lasting_trigger.in_force(rt)[0]
    game.state.mode_data[lasting_trigger.KEY] = (entry,) * lasting_trigger.MAX_IN_FORCE
    step = rt.defn(past[0]).program.effects[0].body.steps[0]
    assert step.run(fx.Ctx(rt, 0, 0, entry.program)) is False  # one more than the bound is not made
    assert game.state.events[-1].kind == "limit" and len(_in_force(game)) == lasting_trigger.MAX_IN_FORCE


# -- 结附1名其他角色：当其使用牌时 (rule 9.190) -----------------------------------------------------------------------


def test_a_ward_trigger_with_qi_fires_for_the_warded_player(position):
    game = play(position, "结附1名其他角色：当其使用牌时，其折损1财富。", others=[{"手牌": [DRAW]}], deck=DECK)
    answer(game, "结束回合")
    answer(game, "抽")
    pass_to_end(game)
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10


def test_same_amount_in_its_steps_is_the_amount_that_fired_it(position):
    text = "直到你的下个回合开始，每当其他角色令你折损财富后，该角色折损等量财富。"
    game = play(position, text, others=[{"手牌": [ATTACK], "精力": "1红"}], deck=DECK)
    answer(game, "结束回合")
    answer(game, "攻伐")
    pass_to_end(game)
    assert player(game, 1).wealth == 8 and player(game, 2).wealth == 8  # 2 lost, 2 given back


# -- 你使用牌时少支付1精力 (rule 13.190) ---------------------------------------------------------------------------------


def _energy(game, seat: int) -> dict:
    return {k: v for k, v in player(game, seat).energy.items() if v}


def test_a_ward_makes_every_card_cost_one_less(position):
    """A 1红1黑 card with `你使用牌时少支付1精力` costs 1红 (黑 goes first); 1红1绿 pays it and keeps the 绿."""
    ward = card("减", "锁定：你使用牌时少支付1精力。")
    attack = card("攻伐", "令目标其他角色折损2财富", "1红1黑")
    game = position(players=[{"手牌": [attack], "精力": "1红1绿", "结界区": [ward]}, {}], deck=DECK)
    answer(game, "攻伐")
    pass_to_end(game)
    assert player(game, 2).wealth == 8 and _energy(game, 1) == {"green": 1}


def test_without_the_ward_the_card_costs_what_it_prints(position):
    attack = card("攻伐", "令目标其他角色折损2财富", "1红1黑")
    game = position(players=[{"手牌": [attack], "精力": "1红"}, {}], deck=DECK)
    assert game.explain(0, "攻伐").startswith("精力不足")


def test_a_named_reduction_with_shi_binds_that_name_only(position):
    ward = card("减", "你使用「攻伐」时少支付1精力。")
    other = card("劫掠", "令目标其他角色折损2财富", "1红1黑")
    game = position(players=[{"手牌": [other], "精力": "1红", "结界区": [ward]}, {}], deck=DECK)
    assert "精力不足" in game.explain(0, "劫掠")


# -- 若你以此法未获得牌 (rule 10.190) ------------------------------------------------------------------------------------

SEARCH = "从牌库中将1张「攻伐」加入手牌，然后洗乱牌库，若你以此法未获得牌，生产1财富。"


def test_no_card_found_goes_on_and_produces(position):
    game = play(position, SEARCH, deck=DECK[:4])
    assert player(game, 1).wealth == 11 and player(game, 1).hand == []
    assert "shuffle" in _kinds(game)  # the search came up short and the steps after it still ran


def test_a_card_found_is_gained_and_nothing_is_produced(position):
    game = play(position, SEARCH, deck=[*DECK[:4], ATTACK])
    assert player(game, 1).wealth == 10
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["攻伐"]


def test_the_positive_counts_the_card_gained(position):
    game = play(position, "从牌库中将1张「攻伐」加入手牌，若你以此法获得了牌，生产1财富。", deck=[*DECK[:4], ATTACK])
    assert player(game, 1).wealth == 11


# -- 限定：当你使用红色牌指定他人时 (rule 9.191) ---------------------------------------------------------------------------

ONCE = "限定：当你使用红色牌指定他人时，令其额外折损1财富。"


def test_a_red_card_targeting_another_makes_them_lose_one_more_once_a_turn(position):
    attacks = [card("攻伐", "令目标其他角色折损2财富", "1红", 5), card("攻伐", "令目标其他角色折损2财富", "1红", 5)]
    game = position(players=[{"手牌": attacks, "精力": "2红", "结界区": [card("令", ONCE)]}, {}], deck=DECK)
    for _ in range(2):
        answer(game, "攻伐")
        pass_to_end(game)
    assert player(game, 2).wealth == 5  # 2 + 1, then 2: 限定 once a turn


def test_a_card_of_another_colour_does_not_fire_it(position):
    blue = card("蓝攻", "令目标其他角色折损2财富", "1蓝", 5)
    game = position(players=[{"手牌": [blue], "精力": "1蓝", "结界区": [card("令", ONCE)]}, {}], deck=DECK)
    answer(game, "蓝攻")
    pass_to_end(game)
    assert player(game, 2).wealth == 8


def test_a_red_card_targeting_nobody_else_does_not_fire_it(position):
    red = card("红抽", "抽1张牌", "1红", 5)
    game = position(players=[{"手牌": [red], "精力": "1红", "结界区": [card("令", ONCE)]}, {}], deck=DECK)
    answer(game, "红抽")
    pass_to_end(game)
    assert player(game, 2).wealth == 10
