"""Issue 11, lang15a: the refusal classes of batch a (heldout11) played as they read — 复活目标角色 with its 财富 set
(rules 11.180, 10.14), a threshold trigger on a resource (`当你的财富变为20或更多时`, 10.180), a colour condition whose
card is left out (`若为黄色`, 10.181) and a 虚拟 card created for a player to use (`创建1张虚拟的「劳作」并令目标角色使用`,
11.181)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- 复活目标角色，其财富变为5 (rule 11.180) ------------------------------------------------------------------------


def test_reviving_a_dead_target_sets_its_wealth(position):
    game = play(position, "复活目标角色，其财富变为5。", others=[{"死亡": True, "财富": 0}, {}], mode="权杖", deck=DECK)
    revived = player(game, 2)
    assert (revived.dead, revived.wealth) == (False, 5)
    assert (player(game, 1).wealth, player(game, 3).wealth) == (10, 10)  # nobody else changes


def test_the_revived_player_takes_other_steps_and_the_set_value_is_not_added(position):
    """`令其财富变为5` sets, whatever the 财富 was (a player dead by another rule may keep some, 11.40)."""
    kept = play(position, "复活目标其他角色，令该角色的财富变为5，其抽1张牌。", others=[{"死亡": True, "财富": 3}, {}],
                mode="权杖", deck=DECK)
    assert (player(kept, 2).dead, player(kept, 2).wealth, len(player(kept, 2).hand)) == (False, 5, 1)


def test_only_a_dead_player_is_offered_and_with_none_the_card_cannot_be_used(position):
    game = position(players=[{"手牌": [card("复", "复活目标角色，其财富变为5。")]}, {}, {}], deck=DECK, mode="权杖")
    assert not any("复" in label for label in game.decision.labels())
    two_dead = position(players=[{"手牌": [card("复", "复活目标角色，其财富变为5。")]}, {"死亡": True, "财富": 0},
                                 {"死亡": True, "财富": 0}, {}], deck=DECK, mode="权杖")
    answer(two_dead, "复")
    assert set(x for x in two_dead.decision.labels() if "角色" in x) == {"角色2", "角色3"}  # the dead only
    answer(two_dead, "角色3")
    while two_dead.state.stack:
        answer(two_dead, "过")
    assert (player(two_dead, 3).dead, player(two_dead, 3).wealth, player(two_dead, 2).dead) == (False, 5, True)


def test_a_wealth_set_to_zero_after_reviving_kills_again(position):
    """`财富变为0`: the state check after the step (14.2) finds the player at 0 财富: dead again (11.40)."""
    game = play(position, "复活目标角色，其财富变为0。", others=[{"死亡": True, "财富": 0}, {}], mode="权杖", deck=DECK)
    assert player(game, 2).dead and player(game, 2).wealth == 0


# -- 当你的财富变为20或更多时 (rule 10.180) --------------------------------------------------------------------------


def _lord(skill: str) -> dict:
    return {"名称": "测主", "效率": 5, "仓储": 5, "精力": "", "技能": skill}


def _produce_twice(position, skill: str, wealth: int):
    """角色1 (in 权杖: no 财富 win) holds a lord with `skill`, then uses 「涨」 (生产3财富) and 「再」 (生产1财富)."""
    game = position(players=[{"领主": _lord(skill), "财富": wealth, "手牌": [card("涨", "生产3财富"), card("再", "生产1财富")]},
                             {}, {}], deck=DECK, mode="权杖")
    answer(game, "涨")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    first = len(player(game, 1).hand)
    answer(game, "再")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    return game, first


def test_the_threshold_trigger_fires_once_when_the_wealth_reaches_it(position):
    game, first = _produce_twice(position, "锁定：当你的财富变为20或更多时，抽2张牌。", 18)
    assert first == 3  # 「再」 and two drawn: 18 -> 21 crossed 20
    assert player(game, 1).wealth == 22 and len(player(game, 1).hand) == 2  # still ≥ 20: not again (9.11)


def test_the_threshold_trigger_does_not_fire_below_it(position):
    game, first = _produce_twice(position, "锁定：当你的财富变为20或以上时，抽2张牌。", 10)
    assert first == 1 and player(game, 1).wealth == 14 and len(player(game, 1).hand) == 0


def test_a_threshold_of_or_less_fires_when_the_wealth_drops_to_it(position):
    lord = _lord("当你的财富变为5或更少时，抽1张牌。")
    game = position(players=[{"领主": lord, "财富": 7, "手牌": [card("伤", "折损2财富")]}, {}, {}], deck=DECK, mode="权杖")
    answer(game, "伤")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    assert player(game, 1).wealth == 5 and len(player(game, 1).hand) == 1


# -- 若为黄色: the card left out is 该牌 (rule 10.181) ---------------------------------------------------------------


def test_an_elided_colour_condition_reads_the_card_just_discarded(position):
    text = "弃1张手牌，若为黄色，抽2张牌；否则生产1财富。"
    yellow = play(position, text, me={"手牌": [card("黄", "生产1财富", "1黄")]}, choose=("黄",), deck=DECK)
    assert len(player(yellow, 1).hand) == 2 and player(yellow, 1).wealth == 10
    red = play(position, text, me={"手牌": [card("赤", "生产1财富", "1红")]}, choose=("赤",), deck=DECK)
    assert len(player(red, 1).hand) == 0 and player(red, 1).wealth == 11


def test_the_elided_card_is_the_card_just_drawn_or_countered(position):
    """`抽1张牌，若为红色`: the card drawn, as 该牌 there (12.14); after 反制目标牌 the countered card (12.8, last known)."""
    drew = play(position, "抽1张牌，若为红色，生产2财富。", deck=[card("赤", "生产1财富", "1红"), *DECK])
    assert player(drew, 1).wealth == 12
    green = play(position, "抽1张牌，若为红色，生产2财富。", deck=DECK)
    assert player(green, 1).wealth == 10
    text = "即刻：反制目标牌，若是黄色牌，抽2张牌。"
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富", "1黄")], "精力": "1黄"}, {"手牌": [card("试", text)]}],
                    deck=DECK)
    answer(game, "攻")  # its one target is 角色2
    answer(game, "试")
    while game.state.stack:
        answer(game, next((x for x in game.decision.labels() if "攻" in x and "试" not in x), "过"))
    assert player(game, 2).wealth == 10 and len(player(game, 2).hand) == 2  # countered, and it was yellow


# -- 创建1张虚拟的「名」并令目标角色使用 (rule 11.181) ----------------------------------------------------------------


LABOUR = card("劳作", "生产2财富", "1绿")


def test_a_created_virtual_card_is_used_by_the_commanded_player(position):
    game = play(position, "创建1张虚拟的「劳作」并令目标角色使用（不支付精力）。", others=[{}, {}], mode="权杖",
                target="角色3", deck=[LABOUR, *DECK])
    assert [p.wealth for p in game.state.players] == [10, 10, 12]


def test_a_created_virtual_card_used_by_you_and_in_other_words(position):
    mine = play(position, "创造一张虚拟的「劳作」并使用。", deck=[LABOUR, *DECK])
    assert player(mine, 1).wealth == 12
    theirs = play(position, "创造1张虚拟的「劳作」，然后令目标角色使用之。", target="角色2", deck=[LABOUR, *DECK])
    assert (player(theirs, 1).wealth, player(theirs, 2).wealth) == (10, 12)


# -- a sentence continuing the one before (rule 12.180), 拥有「名」& … (12.181) ----------------------------------------


def _countered(position, text: str, point: int):
    """角色1 uses 「攻」 (of `point`) on 角色2, who answers with `text`; then all pass."""
    attack = card("攻", "令目标其他角色折损1财富", "0", point)
    game = position(players=[{"手牌": [attack]}, {"手牌": [card("试", text)]}], deck=DECK)
    answer(game, "攻")
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    return game


def test_a_sentence_after_a_counter_reads_the_countered_card(position):
    text = "即刻：反制目标行动。若该牌的点数不小于5，其使用者折损2财富，否则你抽1张牌。"
    high = _countered(position, text, 6)
    assert (player(high, 1).wealth, player(high, 2).wealth, len(player(high, 2).hand)) == (8, 10, 0)
    low = _countered(position, text, 3)
    assert (player(low, 1).wealth, player(low, 2).wealth, len(player(low, 2).hand)) == (10, 10, 1)


def test_sentences_after_a_semicolon_each_guard_their_own_steps(position):
    """`若该牌为红色，…；若为绿色，…`: the second 若 is not under the first (12.180)."""
    text = "令目标角色使用其1张手牌（不支付精力）。若该牌为红色，其折损1财富；若为绿色，你生产1财富。"
    red = play(position, text, target="角色2", others=[{"手牌": [card("赤", "生产1财富", "1红")]}], deck=DECK)
    assert (player(red, 1).wealth, player(red, 2).wealth) == (10, 10)  # 生产1 then 折损1
    green = play(position, text, target="角色2", others=[{"手牌": [card("绿", "生产1财富", "1绿")]}], deck=DECK)
    assert (player(green, 1).wealth, player(green, 2).wealth) == (11, 11)


def test_a_continuing_sentence_does_not_run_after_a_failed_step(position):
    """`令目标角色弃1张手牌。若其手牌数为0，…`: one effect; when the discard fails nothing after it happens (10.2)."""
    text = "令目标角色弃1张手牌。若其手牌数为0，你生产2财富。"
    emptied = play(position, text, target="角色2", others=[{"手牌": [card("留", "生产1财富")]}], deck=DECK)
    assert (player(emptied, 1).wealth, len(player(emptied, 2).hand)) == (12, 0)
    failed = play(position, text, target="角色2", deck=DECK)
    assert player(failed, 1).wealth == 10  # nothing to discard: the step failed, the sentence after it does not run


def test_owning_a_named_card_joined_by_and_after_a_full_stop(position):
    text = "目标角色折损2财富。若其拥有「权杖」&你的财富大于其，你抽2张牌，否则你获得1物资。"
    owns = play(position, text, target="角色2", others=[{"手牌": [card("权杖", "生产1财富")]}], deck=DECK)
    assert (player(owns, 2).wealth, len(player(owns, 1).hand), player(owns, 1).supply) == (8, 2, 0)
    none = play(position, text, target="角色2", deck=DECK)
    assert (player(none, 2).wealth, len(player(none, 1).hand), player(none, 1).supply) == (8, 0, 1)
    richer = play(position, text, target="角色2", me={"财富": 5}, others=[{"手牌": [card("权杖", "生产1财富")]}],
                  deck=DECK)
    assert (len(player(richer, 1).hand), player(richer, 1).supply) == (0, 1)  # 5 is not more than 8


# -- 若其为你的队友, 你也… (rule 10.182) ---------------------------------------------------------------------------------


def test_a_created_card_for_a_teammate_and_also_for_you(position):
    text = "创建1张虚拟的「劳作」并令目标角色使用（不支付精力）。若其为你的队友，你也生产1财富。"
    mate = play(position, text, others=[{}, {}, {}], mode="团队", target="角色4", deck=[LABOUR, *DECK])
    assert [p.wealth for p in mate.state.players] == [11, 10, 10, 12]
    other = play(position, text, others=[{}, {}, {}], mode="团队", target="角色2", deck=[LABOUR, *DECK])
    assert [p.wealth for p in other.state.players] == [10, 12, 10, 10]
    duel = play(position, text, target="角色2", deck=[LABOUR, *DECK])
    assert [p.wealth for p in duel.state.players] == [10, 12]  # no teams: nobody is your teammate


# -- 当有角色死亡时 (rule 9.180), 若你的手牌中有领主牌 (10.30) ------------------------------------------------------------


def test_a_death_of_anyone_written_with_you_fires_and_a_lord_card_in_hand_is_a_condition(position):
    lord = _lord("锁定：当有角色死亡时，抽1张牌。")
    game = position(players=[{"领主": lord, "手牌": [card("杀", "令目标角色折损3财富", "0")]}, {"财富": 2}, {}],
                    deck=DECK, mode="权杖")
    answer(game, "杀")
    answer(game, "角色2")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    assert player(game, 2).dead and len(player(game, 1).hand) == 1
    hurt = position(players=[{"领主": lord, "手牌": [card("杀", "令目标角色折损3财富", "0")]}, {"财富": 5}, {}],
                    deck=DECK, mode="权杖")
    answer(hurt, "杀")
    answer(hurt, "角色2")
    while hurt.state.stack or hurt.state.triggers:
        answer(hurt, "过")
    assert not player(hurt, 2).dead and len(player(hurt, 1).hand) == 0  # nobody died


# -- （你与其他角色的距离始终-1，至少为1） (rule 13.180) -------------------------------------------------------------------


def _near(skill: str) -> dict:
    return {"阵营": "中立", "名称": "近主", "效率": 5, "仓储": 5, "精力": "", "技能": skill}


def test_a_distance_change_written_with_always_and_its_floor(position):
    """5 players in 生存: 角色3 and 角色4 sit two seats from 角色1; with the lord's -1 every other player is within 1."""
    within = card("近", "距离1以内的所有其他角色折损1财富。")
    game = position(players=[{"领主": _near("（你与其他角色的距离始终-1，至少为1）"), "手牌": [within]}, {}, {}, {}, {}],
                    mode="生存", deck=DECK)
    answer(game, "近")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 9, 9, 9, 9]
    plain = position(players=[{"手牌": [within]}, {}, {}, {}, {}], mode="生存", deck=DECK)
    answer(plain, "近")
    while plain.state.stack:
        answer(plain, "过")
    assert [p.wealth for p in plain.state.players] == [10, 9, 10, 10, 9]
    floor = play(position, "生产X财富（X为你与目标角色的距离）。", me={"领主": _near("（你与其他角色的距离始终-1，至少为1）")},
                 target="角色2", deck=DECK)
    assert player(floor, 1).wealth == 11  # 1 - 1 is kept at 1


# -- 反制其中最早使用的1张 (rule 12.182) -------------------------------------------------------------------------------


def _earliest(position, text: str, second: bool = True):
    """角色1 uses 「攻」 on 角色2; 角色2 answers with 「谋」 (生产1财富) when `second`; 角色3 answers with 「早」 (`text`)."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("谋", "即刻：生产1财富")] if second else []},
                             {"手牌": [card("早", text)]}], deck=DECK, mode="权杖")
    answer(game, "攻")
    answer(game, "角色2")
    if second:
        assert use_when_offered(game, "谋")
    assert use_when_offered(game, "早")
    pass_to_end(game)
    return game


def test_the_earliest_used_card_is_countered_and_its_user_draws(position):
    text = "即刻：若堆叠中除此牌外有至少2张牌，反制其中最早使用的1张，其使用者抽1张牌；否则你抽1张牌。"
    game = _earliest(position, text)
    # 「攻」 was used first: countered, 角色1 draws; 「谋」 still resolves
    assert [p.wealth for p in game.state.players] == [10, 11, 10]
    assert (len(player(game, 1).hand), len(player(game, 3).hand)) == (1, 0)
    alone = _earliest(position, text, second=False)  # only 「攻」 beside this card: 否则
    assert [p.wealth for p in alone.state.players] == [10, 8, 10] and len(player(alone, 3).hand) == 1


# -- 执行其效果（由你指定目标）, 使用…（不支付精力，由你指定目标） (rule 13.181) ------------------------------------------------


def test_the_card_a_commanded_player_uses_has_its_targets_chosen_by_you(position):
    text = "令目标角色使用其1张手牌（不支付精力，由你指定目标）。若该牌为红色，其折损1财富；若为绿色，你生产1财富。"
    hit = card("击", "令目标其他角色折损2财富", "3红")
    game = position(players=[{"手牌": [card("试", text)]}, {"手牌": [hit]}, {}], deck=DECK, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    while game.decision.kind != "target_player":
        answer(game, "过")
    assert game.decision.player == 0 and sorted(game.decision.labels()) == ["角色1", "角色3"]  # you choose for 角色2
    answer(game, "角色3")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 9, 8]  # 角色3 hit; 角色2 used a red card: 折损1


def test_executing_a_discarded_card_with_you_choosing_its_targets(position):
    text = "弃1张手牌，执行其效果（由你指定目标）。若其点数为0，抽1张牌，否则生产1财富。"
    zero = play(position, text, me={"手牌": [card("零", "生产2财富", "1绿", 0)]}, choose=("零",), deck=DECK)
    assert (player(zero, 1).wealth, len(player(zero, 1).hand)) == (12, 1)
    five = play(position, text, me={"手牌": [card("五", "令目标其他角色折损1财富", "1红", 5)]}, choose=("五",), deck=DECK)
    assert (player(five, 1).wealth, player(five, 2).wealth, len(player(five, 1).hand)) == (11, 9, 0)
