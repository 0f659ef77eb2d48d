"""Batch q (issue 11, lang11f): the classes accepted for it play as they read — a named hand card used (rule 11.49),
a bare quantity after `/` (10.51), a player's 结界数 (10.46), 额外 (10.52), 此时是回合外 (10.48), 所有 before a distance
(7.14), a player's death as a condition with 其 of 你的队友 (10.49, 7.13(b), 12.30), an attribute of 你的队友 (7.13(c)) and
of a 追加 window's player (12.31), 各 carried on (10.47), a card entering the 堆叠 as a trigger with 你是其目标 (9.21, 10.50)
and 选择 a target (11.50)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_distance_forms import five_players, wealth_after
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _log(game) -> list[str]:
    return [e.text for e in game.log]


# -- 使用1张「名」: a card of that name from the doer's own hand (rule 11.49) ---------------------------------------


def test_using_a_named_card_uses_that_card_and_no_other(position):
    hand = [card("劳作", "生产1财富", "1绿"), card("教育", "生产3财富", "1绿")]
    game = play(position, "使用1张「教育」（不支付精力）。", me={"手牌": hand}, deck=DECK)
    assert player(game, 1).wealth == 13
    assert card_names(game, player(game, 1).hand) == ["劳作"]


def test_with_no_card_of_that_name_the_step_fails(position):
    game = play(position, "使用1张「教育」（不支付精力），生产1财富。", me={"手牌": [card("劳作", "生产1财富", "1绿")]},
                deck=DECK)
    assert player(game, 1).wealth == 10  # nothing used, and the step after it does not happen
    assert card_names(game, player(game, 1).hand) == ["劳作"]


def test_a_commanded_player_uses_a_named_card_of_their_own_hand(position):
    theirs = [card("攻伐", "生产2财富", "1红")]
    game = play(position, "令目标其他角色使用1张「攻伐」（不支付精力）。", me={"手牌": [card("攻伐", "生产5财富", "1红")]},
                others=[{"手牌": theirs}], deck=DECK)
    assert player(game, 2).wealth == 12 and not player(game, 2).hand  # their 攻伐, which they used (its 生产 is theirs)
    assert player(game, 1).wealth == 10 and card_names(game, player(game, 1).hand) == ["攻伐"]


# -- `支付1物资/2财富`: the verb before, again, with the other quantity (rule 10.51) --------------------------------


def test_a_bare_quantity_after_a_slash_is_an_option_of_the_same_verb(position):
    game = position(players=[{"手牌": [card("试", "支付1物资/2财富，抽2张牌。")], "物资": 3}, {}], deck=DECK)
    answer(game, "试")
    labels = game.decision.labels()
    assert any("支付1物资" in x for x in labels) and any("支付2财富" in x for x in labels)
    answer(game, "支付2财富")
    pass_to_end(game)
    assert player(game, 1).wealth == 8 and player(game, 1).supply == 3 and len(player(game, 1).hand) == 2


# -- X为你的结界数 (rule 10.46) ----------------------------------------------------------------------------------


def test_your_ward_count_counts_the_cards_of_your_ward_zone(position):
    wards = [card("界甲", "锁定&回合结束：抽1张牌"), card("界乙", "锁定&回合结束：抽1张牌")]
    game = play(position, "生产X财富（X为你的结界数）。", me={"结界区": wards}, others=[{"结界区": wards[:1]}], deck=DECK)
    assert player(game, 1).wealth == 12


# -- 额外 before a step: done once, as written (rule 10.52) -----------------------------------------------------


def test_extra_produces_once_when_the_condition_holds(position):
    sceptre = card("权杖", "回合结束：生产1财富")
    game = play(position, "若你拥有“权杖”，则额外生产1财富。", me={"造物区": [sceptre]}, deck=DECK)
    assert player(game, 1).wealth == 11
    assert play(position, "若你拥有“权杖”，则额外生产1财富。", deck=DECK).state.players[0].wealth == 10


# -- 此时是回合外 / 回合内: whose turn it is (rule 10.48) ----------------------------------------------------------


TURN_TEXT = "即刻：若此时是回合外，则抽2张牌，否则抽1张牌。"


def test_in_your_own_turn_it_is_not_out_of_turn(position):
    game = play(position, TURN_TEXT, deck=DECK)
    assert len(player(game, 1).hand) == 1


def test_in_another_players_turn_it_is_out_of_turn(position):
    game = position(players=[{"手牌": [card("试", TURN_TEXT)]}, {"手牌": [card("甲", "生产1财富")]}], deck=DECK,
                    current=2)
    answer(game, "甲")
    assert use_when_offered(game, "试")
    pass_to_end(game)
    assert len(player(game, 1).hand) == 2


# -- 所有与你距离为1的角色, 距离…的其他角色 (rule 7.14) -----------------------------------------------------------


def test_all_players_at_a_distance_are_every_one_of_them(position):
    assert wealth_after(five_players(position, "令所有与你距离为1的角色各折损1财富")) == [10, 9, 10, 10, 9]


def test_other_players_within_a_distance_leave_you_out(position):
    assert wealth_after(five_players(position, "令所有距离1以内的其他角色各生产1财富")) == [10, 11, 10, 10, 11]
    assert wealth_after(five_players(position, "令距离1以内的角色各生产1财富")) == [11, 11, 10, 10, 11]


# -- 若你的队友已死亡: a player's death as a condition; 其 is that teammate (rules 10.49, 7.13(b), 12.30) -----------


REVIVE = "若你的队友已死亡&你的财富大于1，则支付一半财富（向下取整），令其复活并获得等量财富。"


def test_a_dead_teammate_is_revived_with_half_of_your_wealth(position):
    game = play(position, REVIVE, others=[{}, {}, {"财富": 0, "死亡": True}], mode="团队", deck=DECK)
    assert player(game, 1).wealth == 5
    assert not player(game, 4).dead and player(game, 4).wealth == 5
    assert [p.wealth for p in game.state.players[1:3]] == [10, 10]


def test_with_a_living_teammate_the_condition_fails(position):
    game = play(position, REVIVE, others=[{}, {}, {}], mode="团队", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 10]
    assert any(line.startswith("条件不满足") for line in _log(game))


def test_the_revived_teammate_is_still_named_by_its_pronoun(position):
    text = "主动：若你的队友已死亡，则支付3财富，令其复活，其生产3财富。"
    game = play(position, text, others=[{}, {}, {"财富": 0, "死亡": True}], mode="团队", deck=DECK)
    assert player(game, 1).wealth == 7 and not player(game, 4).dead and player(game, 4).wealth == 3


def test_a_living_teammate_or_target_as_a_condition(position):
    game = play(position, "若你的队友未死亡，令其抽1张牌。", others=[{}, {}, {}], mode="团队", deck=DECK)
    assert [len(p.hand) for p in game.state.players] == [0, 0, 0, 1]
    outside = play(position, "若你的队友已死亡，抽1张牌。", deck=DECK)  # 决斗: no teammate, none dead
    assert len(player(outside, 1).hand) == 0


# -- 你的队友 as the subject of an attribute (rule 7.13(c)) --------------------------------------------------------


TEAM_TEXT = "主动：支付2财富，令你的队友生产2财富&抽1张牌，若其财富仍少于你，则你抽1张牌。"


def test_the_teammates_wealth_is_compared_with_yours(position):
    poor = play(position, TEAM_TEXT, others=[{}, {}, {"财富": 3}], mode="团队", deck=DECK)
    # `令X A&B`: B is yours (rule 10.28's `&`), so you draw 1 there, and 1 more when 5 < 8
    assert player(poor, 4).wealth == 5 and player(poor, 1).wealth == 8 and len(player(poor, 1).hand) == 2
    rich = play(position, TEAM_TEXT, others=[{}, {}, {}], mode="团队", deck=DECK)
    assert player(rich, 4).wealth == 12 and len(player(rich, 1).hand) == 1  # 12 is not less than 8


# -- 该角色 of a 追加 window as the subject of an attribute (rule 12.31) -------------------------------------------


FOLLOW = "追加：令该角色折损1财富，若其手牌数大于你的手牌数，则其弃1张手牌。"


def _follow_up(position, their_hand: int):
    theirs = [card(f"留{i}", "生产1财富") for i in range(their_hand)]
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红"), card("追", FOLLOW)], "精力": "1红"},
                             {"手牌": theirs}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "追")
    while game.state.stack:
        labels = game.decision.labels()
        answer(game, next((x for x in labels if "留" in x), "过"))
    return game


def test_the_follow_up_player_with_more_hand_cards_discards(position):
    game = _follow_up(position, 2)
    assert player(game, 2).wealth == 7 and len(player(game, 2).hand) == 1  # 1 then 2 财富; 2 cards > 0: one discarded


def test_the_follow_up_player_with_no_more_hand_cards_keeps_them(position):
    game = _follow_up(position, 0)
    assert player(game, 2).wealth == 7 and len(player(game, 2).hand) == 0


# -- 各 at the start of a step: the players of the step before (rule 10.47) ---------------------------------------


def test_each_carried_on_makes_everyone_draw_then_everyone_discard(position):
    game = position(players=[{"手牌": [card("试", "所有角色各抽2张牌，各弃1张手牌，你获得1物资。")]}, {}], deck=DECK)
    answer(game, "试")
    while game.state.stack:
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])
    assert [len(p.hand) for p in game.state.players] == [1, 1]
    assert player(game, 1).supply == 1 and player(game, 2).supply == 0
    lines = _log(game)
    draws = [i for i, x in enumerate(lines) if "抽" in x and "张牌" in x]
    discards = [i for i, x in enumerate(lines) if x.startswith("角色") and "弃" in x]
    assert len(draws) == 2 and len(discards) == 2 and max(draws) < min(discards)


# -- 每当一张「攻伐」进入堆叠后：若你是其目标 (rules 9.21, 10.50) ----------------------------------------------------


WATCH = card("望", "锁定&每当一张「攻伐」进入堆叠后：若你是其目标，则生产1财富，抽1张牌。")


def _attack(position, target: str):
    attack = card("攻伐", "令目标其他角色折损2财富", "1红")
    game = position(players=[{"手牌": [attack], "精力": "1红"}, {"结界区": [WATCH]}, {}], deck=DECK, mode="权杖")
    answer(game, "攻伐")
    answer(game, target)
    pass_to_end(game)
    return game


def test_a_card_entering_the_stack_triggers_and_its_target_is_you(position):
    game = _attack(position, "角色2")
    assert player(game, 2).wealth == 9 and len(player(game, 2).hand) == 1  # +1 from the trigger, -2 from 攻伐


def test_when_you_are_not_its_target_the_condition_fails(position):
    game = _attack(position, "角色3")
    assert player(game, 2).wealth == 10 and len(player(game, 2).hand) == 0
    assert player(game, 3).wealth == 8


def test_another_card_entering_does_not_trigger_the_named_watch(position):
    game = position(players=[{"手牌": [card("劳作", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"结界区": [WATCH]}], deck=DECK)
    answer(game, "劳作")
    pass_to_end(game)
    assert player(game, 2).wealth == 8 and len(player(game, 2).hand) == 0


# -- 选择1名死亡的队友: the target, named (rule 11.50) ----------------------------------------------------------------


def test_choosing_a_dead_teammate_then_reviving_that_teammate(position):
    text = "选择1名死亡的队友，支付一半财富（向下取整），该队友复活并获得等量财富。"
    game = play(position, text, others=[{}, {}, {"财富": 0, "死亡": True}], mode="团队", deck=DECK)
    # the only dead teammate is the only target there is: chosen without asking
    assert player(game, 1).wealth == 5 and not player(game, 4).dead and player(game, 4).wealth == 5


# -- 其目标: the target players of the 虚拟 card the step before used (rule 12.32) -------------------------------------


VIRTUAL = "支付1黑色精力，使用1张虚拟的「攻伐」（不支付精力），令其目标弃1张手牌。"
ATTACK = card("攻伐", "令目标其他角色折损1财富", "1红")


def test_its_target_is_the_player_the_virtual_card_was_used_on(position):
    theirs = [card("留甲", "生产1财富"), card("留乙", "生产1财富")]
    game = position(players=[{"手牌": [card("试", VIRTUAL)], "精力": "1黑"}, {"手牌": theirs}, {"手牌": theirs[:1]}],
                    deck=[ATTACK, *DECK], mode="权杖")
    answer(game, "试")
    while game.state.stack:
        labels = game.decision.labels()
        if any("角色2" in x for x in labels):
            answer(game, "角色2")  # the 虚拟 攻伐's target
        else:
            answer(game, next((x for x in labels if "留" in x), "过"))
    assert len(player(game, 2).hand) == 1 and player(game, 2).wealth == 9  # its target discarded one, then 攻伐 hit them
    assert len(player(game, 3).hand) == 1 and player(game, 3).wealth == 10  # not its target


def test_a_card_with_no_target_player_names_nobody(position):
    calm = card("攻伐", "生产1财富")
    game = play(position, VIRTUAL, me={"精力": "1黑"}, others=[{"手牌": [card("留", "生产1财富")]}], deck=[calm, *DECK])
    assert len(player(game, 2).hand) == 1  # nobody discards
    assert player(game, 1).wealth == 11  # the 虚拟 card still resolved
