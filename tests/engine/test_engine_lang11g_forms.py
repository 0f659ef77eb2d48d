"""Issue 11 (lang11g): forms the generalisation sweep (tools/variants.py) found refused or wrong where a reference of
the same kind works — a pronoun inside a step several players are commanded to do names each of them (rule 12.24) —
and triggers on what you make another player do, on what another makes you do, and on killing (rules 9.18, 9.19)."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
FILLER = [card(f"填{i}", "生产1财富") for i in range(3)]


def _wealth(game) -> list[int]:
    return [p.wealth for p in game.state.players]


# -- 其 inside a step commanded to several players (rule 12.24) -------------------------------------------------


def test_each_player_loses_their_own_hand_count(position):
    me = {"手牌": FILLER[:2]}  # with 试 used, 2 left in hand
    others = [{"手牌": FILLER[:1]}, {"手牌": []}]
    game = play(position, "主动：令所有角色折损X财富（X为其手牌数）。", me=me, others=others, deck=DECK, mode="权杖")
    assert _wealth(game)[:3] == [8, 9, 10]


def test_each_other_player_moves_one_of_their_own_hand_cards(position):
    others = [{"手牌": [card("甲", "生产1财富")]}, {"手牌": [card("乙", "生产1财富")]}]
    game = play(position, "主动：令所有其他角色将其1张手牌移入过往。", others=others, deck=DECK, mode="权杖")
    rt = game.runtime()
    assert not game.state.players[1].hand and not game.state.players[2].hand
    assert sorted(n for n in (rt.defn(u).name for u in game.state.zone_list("past", None)) if n != "试") == ["乙", "甲"]
    assert [rt.defn(u).name for u in game.state.players[0].hand] == []


def test_each_player_produces_by_their_distance_from_you(position):
    game = play(position, "主动：令所有其他角色生产X财富（X为你与其的距离）。", others=[{}, {}, {}], deck=DECK, mode="权杖")
    assert _wealth(game)[:4] == [10, 11, 12, 11]


# -- a change of 财富 one player makes another's as a trigger (rule 9.18) -----------------------------------------


def test_your_damage_to_another_fires_and_its_pronoun_is_the_damaged_one(position):
    ward = card("钟", "锁定&当你令其他角色折损财富后：令其弃1张手牌。")
    others = [{"手牌": [card("甲", "生产1财富")]}, {"手牌": [card("乙", "生产1财富")]}]
    game = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]}, others=others, mode="权杖",
                target="角色3", deck=DECK)
    assert _wealth(game)[:3] == [10, 10, 9]
    assert len(game.state.players[1].hand) == 1 and not game.state.players[2].hand  # 其: 角色3, the damaged


def test_your_own_damage_to_yourself_or_a_produce_does_not_fire(position):
    ward = card("钟", "锁定&当你令其他角色折损财富后：你生产5财富。")
    game = play(position, "主动：折损1财富，令目标其他角色生产1财富。", me={"结界区": [ward]}, deck=DECK)
    assert _wealth(game) == [9, 11]


def test_another_damaging_you_fires_and_its_pronoun_is_the_one_who_did(position):
    """`当其他角色令你折损财富时，令其折损1财富` (batch m): 其 is the one who made you lose 财富."""
    ward = card("钟", "锁定&当其他角色令你折损财富时，令其折损1财富。")
    game = position(players=[{"手牌": [card("攻", "主动：令目标其他角色折损2财富。")]}, {"结界区": [ward]}, {}],
                    deck=DECK, mode="权杖")
    answer(game, "攻")
    answer(game, "角色2")
    while game.state.stack:
        answer(game, "过")
    assert _wealth(game)[:3] == [9, 8, 10]


def test_damage_to_the_owner_of_a_named_card(position):
    ward = card("钟", "锁定&当你令“权杖”的拥有者折损财富时：抽1张牌。")
    holder = {"造物区": [card("权杖", "生产1财富")]}
    hit = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]}, others=[holder], deck=DECK)
    miss = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]}, deck=DECK)
    assert len(hit.state.players[0].hand) == 1 and not miss.state.players[0].hand


# -- killing as a trigger (rule 9.19) --------------------------------------------------------------------------


def test_killing_fires_and_its_pronoun_is_the_one_who_died(position):
    ward = card("钟", "锁定&当你令一名角色折损财富并击杀该角色时：生产2财富，若其财富为0，则抽1张牌。")
    game = play(position, "主动：令目标其他角色折损3财富。", me={"结界区": [ward]}, others=[{"财富": 2}, {}], mode="权杖",
                target="角色2", deck=DECK)
    assert game.state.players[1].dead
    assert _wealth(game)[0] == 12 and len(game.state.players[0].hand) == 1


def test_damage_that_does_not_kill_or_a_death_you_did_not_cause_does_not_fire(position):
    ward = card("钟", "锁定&当你击杀一名角色后：生产2财富。")
    alive = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]}, others=[{"财富": 2}, {}], mode="权杖",
                 target="角色2", deck=DECK)
    own = play(position, "主动：折损1财富，令目标其他角色生产1财富。", me={"结界区": [ward], "财富": 3},
               others=[{}, {}], mode="权杖", target="角色2", deck=DECK)
    assert _wealth(alive)[0] == 10 and not alive.state.players[1].dead
    assert _wealth(own)[0] == 2


# -- the trigger grid filled in (rule 9.20) ---------------------------------------------------------------------


def test_other_players_as_a_trigger_subject_means_one_other_player(position):
    ward = card("钟", "锁定&当其他角色折损财富后：生产1财富。")
    mine = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]}, deck=DECK)
    own = play(position, "主动：折损1财富。", me={"结界区": [ward]}, deck=DECK)
    assert _wealth(mine) == [11, 9]
    assert _wealth(own) == [9, 10]  # you are not 其他角色


def test_gaining_and_consuming_a_resource_as_triggers(position):
    gain = card("钟", "锁定&当你获得物资时：生产1财富。")
    consume = card("钟", "锁定&当你消耗物资后：生产2财富。")
    gained = play(position, "主动：获得2物资。", me={"结界区": [gain]}, deck=DECK)
    not_gained = play(position, "主动：获得2精力。", me={"结界区": [gain]}, deck=DECK)
    consumed = play(position, "主动：消耗1物资。", me={"结界区": [consume], "物资": 3}, deck=DECK)
    assert _wealth(gained)[0] == 11 and _wealth(not_gained)[0] == 10 and _wealth(consumed)[0] == 12


def test_a_skill_used_fires_using_a_skill_card_and_a_card_does_not(position):
    ward = card("钟", "锁定&当你使用技能牌后：生产1财富。")
    game = position(players=[{"结界区": [ward], "手牌": [card("劳", "主动：抽1张牌。")]}, {}], deck=DECK)
    answer(game, "劳")
    while game.state.stack:
        answer(game, "过")
    assert _wealth(game)[0] == 10
    answer(game, "调度")  # a skill every player has (rule 7.9): it resolves at once, then its order is chosen
    while game.decision is not None and game.decision.kind == "arrange":
        game.apply_action(0)
    while game.state.stack:
        answer(game, "过")
    assert _wealth(game)[0] == 11


# -- 其 before an attribute only a card has names the last card (rule 12.25) ----------------------------------------


def _countered(position, point: int):
    from decisions import pass_to_end, use_when_offered

    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "0", point)]},
                             {"手牌": [card("应", "即刻：你抽1张牌，反制目标牌，若其点数大于5，则你生产3财富。")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    return game


def test_its_point_after_a_player_is_the_countered_cards_point(position):
    high, low = _countered(position, 7), _countered(position, 3)
    assert _wealth(high) == [10, 13]  # 攻 countered: no damage; its point 7 > 5
    assert _wealth(low) == [10, 10]
    assert len(high.state.players[1].hand) == 1  # 你抽1张牌 happened first


# -- a card on the 堆叠 chosen by name, kind or colour (rule 12.26) -------------------------------------------------


def test_a_named_card_on_the_stack_transformed_and_its_controller_draws(position):
    from decisions import pass_to_end, use_when_offered

    text = "即刻：将堆叠中的1张「压制」变为「教育」，其控制者抽1张牌，你生产1财富。"
    game = position(players=[{"手牌": [card("压制", "令目标其他角色折损2财富")]},
                             {"手牌": [card("应", text), card("教育", "生产3财富")]}], deck=DECK)
    answer(game, "压制")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    assert _wealth(game) == [13, 11]  # 压制 became 教育: its controller produces 3 instead of damaging
    assert len(game.state.players[0].hand) == 1  # 其控制者: 压制's controller drew


def test_countering_a_red_card_on_the_stack(position):
    from decisions import pass_to_end, use_when_offered

    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("应", "即刻：反制堆叠中的1张红色牌，令其控制者折损1财富。")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    assert _wealth(game) == [9, 10]


# -- “权杖”的拥有者 as the subject of an attribute (rule 12.27), “权杖” moved from whoever owns it (12.28) ---------------


def _creation(game, seat: int) -> list[str]:
    rt = game.runtime()
    return [rt.defn(uid).name for uid in game.state.zone_list("creation", seat)]


def test_the_owners_wealth_compared_then_the_sceptre_taken(position):
    text = "主动：若“权杖”的拥有者的财富大于你的财富，则支付2物资，令其折损3财富，将“权杖”移入你的造物区。"
    rich = play(position, text, me={"物资": 2}, others=[{"财富": 15, "造物区": [card("权杖", "生产1财富")]}], deck=DECK)
    poor = play(position, text, me={"物资": 2}, others=[{"财富": 5, "造物区": [card("权杖", "生产1财富")]}], deck=DECK)
    assert _wealth(rich) == [10, 12] and _creation(rich, 0) == ["权杖"] and _creation(rich, 1) == []
    assert _wealth(poor) == [10, 5] and _creation(poor, 1) == ["权杖"]


def test_damaging_the_sceptres_owner_takes_it(position):
    """Batch o: `当你令“权杖”的拥有者折损财富时：若你的财富大于其财富，则将“权杖”移入你的造物区，生产2财富，抽1张牌。`"""
    ward = card("钟", "锁定&当你令“权杖”的拥有者折损财富时：若你的财富大于其财富，则将“权杖”移入你的造物区，生产2财富，抽1张牌。")
    game = play(position, "主动：令目标其他角色折损1财富。", me={"结界区": [ward]},
                others=[{"财富": 5, "造物区": [card("权杖", "生产1财富")]}], deck=DECK)
    assert _wealth(game) == [12, 4] and _creation(game, 0) == ["权杖"] and len(game.state.players[0].hand) == 1


def test_the_sceptre_owned_by_nobody_fails_the_move(position):
    game = play(position, "主动：将“权杖”移入你的造物区，生产1财富。", deck=DECK)
    assert _creation(game, 0) == [] and _wealth(game)[0] == 10


def test_its_wealth_on_the_right_of_a_comparison_is_the_one_who_died(position):
    """Rule 12.29: `若你的财富大于其财富` compares you with the trigger's player, not with yourself."""
    ward = card("钟", "锁定&当一名角色死亡时：若你的财富大于其财富，则你生产2财富。")
    game = play(position, "主动：令目标其他角色折损3财富。", me={"结界区": [ward]}, others=[{"财富": 2}, {}], mode="权杖",
                target="角色2", deck=DECK)
    assert game.state.players[1].dead and _wealth(game)[0] == 12


# -- a note after a &-joined quantity is the joined step's (rule 10.45) -----------------------------------------------


def test_half_of_the_wealth_after_an_amp_rounds_down(position):
    game = play(position, "主动：支付1物资&一半财富（向下取整），抽3张牌。", me={"物资": 2, "财富": 11}, deck=DECK)
    me = game.state.players[0]
    assert me.wealth == 6 and me.supply == 1 and len(me.hand) == 3


def test_a_variable_defined_after_an_amp_quantity(position):
    hand = [card(f"留{i}", "生产1财富") for i in range(2)]
    game = play(position, "主动：支付X物资&1财富（X为你的手牌数），抽3张牌。", me={"物资": 3, "手牌": hand}, deck=DECK)
    me = game.state.players[0]
    assert me.supply == 1 and me.wealth == 9 and len(me.hand) == 5
