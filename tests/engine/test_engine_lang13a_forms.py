"""lang13a (issue 11): wordings a blind designer wrote, each as a class, play as they read — a counter narrowed to a card
targeting you (rule 12.81) or to a point compared with the card an earlier step discarded (12.82), a kill by a card
used and the kill triggers without 当 (9.52), a trigger on coming back (9.51), once per player the step before killed
(10.112), a note in （） right before the next timing (10.113), and the cards looked at put back where they were or
one of them gained (11.101)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

from zhdsl.pipeline import compile_text

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- 反制以你为目标的牌 (rule 12.81) -----------------------------------------------------------------------------------


def _aimed_at(position, target: str, counter: str, attack: str = "令目标角色折损2财富", point: int = 0):
    """角色1 uses 「攻」 (`attack`) at `target` in 权杖 (three players); 角色2 holds 「反」 (`counter`) and uses it when it
    is offered; True when it was."""
    game = position(players=[{"手牌": [card("攻", attack, "1红", point)], "精力": "1红"},
                             {"手牌": [card("反", counter), card("弃", "抽1张牌", "0", 5)]}, {}],
                    mode="权杖", deck=DECK)
    answer(game, "攻")
    answer(game, target)
    offered = use_when_offered(game, "反")
    if offered and game.decision is not None and any("弃" in label for label in game.decision.labels()):
        answer(game, "弃")  # the card 反 discards (rule 12.82)
    pass_to_end(game)
    return game, offered


def test_a_card_aimed_at_you_can_be_countered(position):
    for text in ("即刻：反制以你为目标的牌。", "即刻：反制目标为你的领主的牌。", "即刻：反制1张指定了你的牌。"):
        game, offered = _aimed_at(position, "角色2", text)
        assert offered and player(game, 2).wealth == 10, text  # countered: no loss


def test_a_card_aimed_at_someone_else_is_no_target_for_it(position):
    game, offered = _aimed_at(position, "角色3", "即刻：反制以你为目标的牌。")
    assert not offered and player(game, 3).wealth == 8  # 反 was never offered; 攻 resolved


def test_a_card_aimed_at_another_player_is_the_target_of_the_other_form(position):
    game, offered = _aimed_at(position, "角色3", "即刻：反制以其他角色为目标的牌。")
    assert offered and player(game, 3).wealth == 10
    mine, offered = _aimed_at(position, "角色2", "即刻：反制以其他角色为目标的牌。")
    assert not offered and player(mine, 2).wealth == 8


# -- 反制1张点数小于弃置牌点数的牌 (rule 12.82) ------------------------------------------------------------------------


def test_a_card_of_a_lower_point_than_the_one_discarded_is_countered(position):
    text = "即刻：弃置1张手牌，反制1张点数小于弃置牌点数的牌。"
    low, offered = _aimed_at(position, "角色2", text, point=3)  # 弃 has 5: 3 < 5
    assert offered and player(low, 2).wealth == 10 and card_names(low, low.state.zone_list("past", None)) == \
        ["反", "弃", "攻"]
    high, offered = _aimed_at(position, "角色2", text, point=7)  # 7 is not below 5: nothing countered
    assert offered and player(high, 2).wealth == 8
    log = [e.text for e in high.log]
    assert any(line.startswith("条件不满足：目标牌的点数小于该牌的点数") for line in log)


def test_with_nothing_discarded_nothing_is_countered(position):
    """反 alone in hand: the discard fails, and the steps after it do not happen (rule 10.2)."""
    text = "即刻：弃置1张手牌，反制1张点数小于弃置牌点数的牌。"
    game = position(players=[{"手牌": [card("攻", "令目标角色折损2财富", "1红", 0)], "精力": "1红"},
                             {"手牌": [card("反", text)]}, {}], mode="权杖", deck=DECK)
    answer(game, "攻")
    answer(game, "角色2")
    assert use_when_offered(game, "反")
    pass_to_end(game)
    assert player(game, 2).wealth == 8


# -- 击杀 by a card used, and without 当 (rule 9.52) ----------------------------------------------------------------


def _kill(position, watch: str, *, by_skill: bool = False, wealth: int = 2):
    """In 权杖, 角色1 (whose 结界区 holds 「记」: `watch`) makes 角色2 (财富 `wealth`) lose 2 财富, with a card or, with
    `by_skill`, with its lord's skill."""
    lord = {"阵营": "平风", "名称": "刺主", "效率": 5, "仓储": 5, "精力": "1蓝", "技能": "主动：令目标其他角色折损2财富。"}
    me = {"结界区": [card("记", watch)], "手牌": [card("攻", "令目标其他角色折损2财富")]}
    if by_skill:
        me = {"结界区": [card("记", watch)], "领主": lord}
    game = position(players=[me, {"财富": wealth}, {}], mode="权杖", deck=DECK)
    answer(game, "技能「主动" if by_skill else "攻")
    answer(game, "角色2")
    pass_to_end(game)
    return game


def test_a_kill_with_a_card_fires_the_card_form_and_a_skill_kill_does_not(position):
    text = "当你使用牌击杀1名角色时，抽1张牌。"
    card_kill = _kill(position, text)
    assert player(card_kill, 2).dead and len(player(card_kill, 1).hand) == 1
    skill_kill = _kill(position, text, by_skill=True)
    assert player(skill_kill, 2).dead and len(player(skill_kill, 1).hand) == 0


def test_the_plain_kill_forms_fire_for_either_means_and_not_without_a_death(position):
    for text in ("你击杀1名角色后，抽1张牌。", "当你通过令折损财富击杀1名角色时，抽1张牌。", "当你令一名角色死亡后：抽1张牌。"):
        assert len(player(_kill(position, text, by_skill=True), 1).hand) == 1, text
        alive = _kill(position, text, wealth=5)
        assert not player(alive, 2).dead and len(player(alive, 1).hand) == 0, text


def test_a_named_card_kill_needs_that_card(position):
    assert len(player(_kill(position, "当你使用「攻」击杀一名角色后：生产2财富。"), 1).hand) == 0
    assert player(_kill(position, "当你使用「攻」击杀一名角色后：生产2财富。"), 1).wealth == 12
    assert player(_kill(position, "当你使用「火」击杀一名角色后：生产2财富。"), 1).wealth == 10


# -- 复活 as a trigger (rule 9.51) ------------------------------------------------------------------------------------


def _revive(position, mate_ward: str | None = None, my_ward: str | None = None, text: str = "令你死亡的队友复活。"):
    """团队: 角色1 revives 角色4 (dead, 财富 3); 角色4 and 角色1 hold the wards given."""
    mate = {"死亡": True, "财富": 3, **({"结界区": [card("生", mate_ward)]} if mate_ward else {})}
    me = {"结界区": [card("望", my_ward)]} if my_ward else {}
    return play(position, text, me=me, others=[{}, {}, mate], mode="团队", deck=DECK)


def test_the_player_who_comes_back_draws(position):
    for watch in ("当你复活时，抽1张牌。", "你复活后，抽1张牌。", "锁定&当你复活后：抽1张牌。"):
        game = _revive(position, mate_ward=watch)
        assert not player(game, 4).dead and len(player(game, 4).hand) == 1, watch


def test_a_teammate_coming_back_fires_your_trigger_and_nothing_fires_without_it(position):
    game = _revive(position, my_ward="锁定&当你的队友复活后：生产1财富。")
    assert player(game, 1).wealth == 11
    other = _revive(position, my_ward="当一名其他角色复活时：生产1财富。")
    assert player(other, 1).wealth == 11
    none = _revive(position, my_ward="当一名其他角色复活时：生产1财富。", text="抽1张牌。")
    assert player(none, 1).wealth == 10 and player(none, 4).dead


# -- 每有1名角色因此死亡 (rule 10.112) -----------------------------------------------------------------------------------


def test_once_for_each_player_the_step_killed(position):
    text = "令所有其他角色折损1财富，每有1名角色因此死亡，你获得1物资。"
    others = [{"财富": 1}, {"财富": 1}, {"财富": 5}]
    two = play(position, text, others=others, mode="权杖", deck=DECK)
    base = play(position, "令所有其他角色折损1财富。", others=others, mode="权杖", deck=DECK)
    assert [p.dead for p in two.state.players] == [False, True, True, False]
    assert player(two, 1).supply - player(base, 1).supply == 2
    pairs = play(position, "令所有其他角色折损1财富，每有2名角色因此死亡，你生产3财富。", others=others, mode="权杖",
                 deck=DECK)
    assert player(pairs, 1).wealth == 13
    nobody = play(position, text, others=[{}, {}, {}], mode="权杖", deck=DECK)
    assert player(nobody, 1).supply == player(base, 1).supply


def test_you_then_after_each_death_plays_as_the_plain_step(position):
    others = [{"财富": 1}, {"财富": 1}, {"财富": 5}]
    base = play(position, "令所有其他角色折损1财富。", others=others, mode="权杖", deck=DECK)
    for text in ("令所有其他角色折损1财富，每有1名角色因此死亡，你就获得1物资。",
                 "令所有其他角色折损1财富，每有1名角色因此死亡，你便获得1物资。"):
        game = play(position, text, others=others, mode="权杖", deck=DECK)
        assert [p.dead for p in game.state.players] == [False, True, True, False]
        assert player(game, 1).supply - player(base, 1).supply == 2  # rule 10.114: once per death, by you
    nobody = play(position, "令所有其他角色折损1财富，每有1名角色因此死亡，你就生产2财富。", others=[{}, {}, {}], mode="权杖",
                  deck=DECK)
    assert player(nobody, 1).wealth == player(base, 1).wealth


def test_a_player_dead_before_the_step_is_not_counted(position):
    text = "令所有其他角色折损1财富，每有1名角色因此死亡，生产2财富。"
    game = play(position, text, others=[{"死亡": True, "财富": 0}, {"财富": 1}, {}], mode="权杖", deck=DECK)
    assert player(game, 1).wealth == 12  # only 角色3 died of it


# -- a note right before the next timing (rule 10.113) -------------------------------------------------------------


def test_the_note_ends_its_effect_and_the_next_timing_starts_another(position):
    text = "折损X财富（X为你财富的一半，向下取整）回合开始：抽1张牌。"
    (program,) = compile_text(text)
    assert [sorted(e.timings) for e in program.effects] == [[], ["TURN_START"]]
    game = play(position, text, me={"财富": 9}, deck=DECK)
    assert player(game, 1).wealth == 5 and len(player(game, 1).hand) == 0


# -- 其余以任意顺序放回, 获得其中1张 (rule 11.101) ---------------------------------------------------------------------


LOOKED = [card("甲", "抽1张牌"), card("乙", "抽1张牌"), card("丙", "抽1张牌"), *DECK]


def _deck(game) -> list[str]:
    return [game.runtime().defn(u).name for u in game.state.zone_list("deck", None)]


def test_the_rest_go_back_on_top_in_the_order_chosen(position):
    for text in ("观看牌库顶3张牌，将其中1张加入手牌，其余以任意顺序放回。",
                 "观看牌库顶的3张牌，获得其中1张，其余放回原处。"):
        game = play(position, text, deck=LOOKED, choose=("乙", "丙", "甲"))
        assert card_names(game, player(game, 1).hand) == ["乙"], text
        assert _deck(game)[:2] == ["甲", "丙"] and len(_deck(game)) == len(DECK) + 2, text  # 丙 first, 甲 last: on top


def test_cards_looked_at_the_bottom_go_back_to_the_bottom(position):
    text = "观看牌库底的2张牌，以任意顺序放回。"
    deck = [*DECK, card("甲", "抽1张牌"), card("乙", "抽1张牌")]
    game = play(position, text, deck=deck, choose=("乙", "甲"))
    assert _deck(game)[-2:] == ["乙", "甲"] and len(_deck(game)) == len(DECK) + 2


def test_only_the_looker_sees_the_cards_and_the_log_names_none(position):
    """The looker is asked, by the cards' names; the log tells everyone how many cards and where, never which."""
    text = "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回。"
    game = position(players=[{"手牌": [card("试", text)]}, {}], deck=LOOKED)
    answer(game, "试")
    picks, asked = ["乙", "丙", "甲"], []
    while game.state.stack:
        if "过" in game.decision.labels():
            answer(game, "过")
            continue
        asked.append((game.decision.player, tuple(game.decision.labels())))
        answer(game, picks.pop(0))
    assert asked == [(0, ("甲", "乙", "丙")), (0, ("甲", "丙"))]
    assert "角色1查看了牌库中的3张牌" in [e.text for e in game.log]
    assert not any(name in e.text for e in game.log for name in ("甲", "乙", "丙"))
    assert _deck(game)[:2] == ["甲", "丙"]  # the last chosen on top (rule 11.27(b))


# -- neighbours: a teammate targeted (rule 12.81), a teammate's kill (rule 9.52(c)) -----------------------------------


def _team_attack(position, target: str, held: str):
    """团队 (角色1&4, 角色2&3): 角色1 uses 「攻」 at `target`; 角色2 holds 「反」 (`held`)."""
    game = position(players=[{"手牌": [card("攻", "令目标角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("反", held)]}, {}, {}], mode="团队", deck=DECK)
    answer(game, "攻")
    answer(game, target)
    offered = use_when_offered(game, "反")
    pass_to_end(game)
    return game, offered


def test_a_card_aimed_at_your_teammate_can_be_countered(position):
    game, offered = _team_attack(position, "角色3", "即刻：反制以你的队友为目标的牌。")
    assert offered and player(game, 3).wealth == 10
    other, offered = _team_attack(position, "角色4", "即刻：反制以你的队友为目标的牌。")
    assert not offered and player(other, 4).wealth == 8


def test_a_teammates_kill_fires_your_trigger(position):
    ward = [card("望", "当你的队友击杀一名角色时：抽1张牌。")]
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富")]}, {"财富": 2}, {}, {"结界区": ward}],
                    mode="团队", deck=DECK)
    answer(game, "攻")
    answer(game, "角色2")
    pass_to_end(game)
    assert player(game, 2).dead and len(player(game, 4).hand) == 1


# -- 反制 as a trigger (rule 9.53) ------------------------------------------------------------------------------------


def test_countering_a_card_fires_the_counterers_trigger_and_anothers(position):
    mine = [card("记", "锁定&当你反制一张牌后：抽1张牌。")]
    theirs = [card("望", "当一名其他角色反制一张牌后：生产1财富。")]
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红", "结界区": theirs},
                             {"手牌": [card("反", "即刻：反制目标牌。")], "结界区": mine}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "反")
    pass_to_end(game)
    assert player(game, 2).wealth == 10 and len(player(game, 2).hand) == 1 and player(game, 1).wealth == 11


def test_no_counter_no_trigger(position):
    mine = [card("记", "锁定&当你反制一张牌后：抽1张牌。")]
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"结界区": mine}], deck=DECK)
    answer(game, "攻")
    pass_to_end(game)
    assert player(game, 2).wealth == 8 and len(player(game, 2).hand) == 0
