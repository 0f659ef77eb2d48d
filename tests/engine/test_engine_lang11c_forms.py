"""Batch n (issue 11, lang11c): the forms accepted for it play as they read — 反制1张「名」 (rule 12.17), 该牌 in a
响应/追加 window (12.8(h)), `你的领主牌被重置后` (9.15), 本回合有角色死亡 (10.36), 背面向上置于 (11.41), 若该牌为通用牌
(10.37), 选择一项 (10.38), 你的1名队友 (7.13(a)), 少于你 (10.35). `你转化后` compiles as `当你进行转化后`
(tests/text/test_lang11c_forms.py), whose play is the scenario tests/scenarios/rules/时机/31."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


# -- 反制1张「名」 (rule 12.17) --------------------------------------------------------------------------


def test_countering_one_named_card_counters_only_that_name(position):
    for name, countered in (("攻伐", True), ("压制", False)):
        game = position(players=[{"手牌": [card(name, "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"手牌": [card("拒", "即刻：反制1张「攻伐」")]}], deck=DECK)
        answer(game, name)  # the only other player is the target
        used = use_when_offered(game, "拒")
        pass_to_end(game)
        assert used == countered, name
        assert player(game, 2).wealth == (10 if countered else 8), name


# -- 该牌 in a 响应/追加 window (rule 12.8(h)) ------------------------------------------------------------


def test_a_response_counters_the_card_that_targeted_you_and_its_controller_discards(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红"), card("留", "抽1张牌")],
                              "精力": "1红"},
                             {"手牌": [card("应", "响应：反制该牌，其控制者弃1张手牌，你抽1张牌")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "应")
    while game.state.stack:
        labels = game.decision.labels()
        answer(game, "留" if any("留" in label for label in labels) else "过")
    assert player(game, 2).wealth == 10  # 攻 was countered
    assert not player(game, 1).hand  # its controller discarded 留
    assert len(player(game, 2).hand) == 1  # the responder drew one
    assert "攻" in card_names(game, game.state.zone_list("past", None))


def test_a_follow_up_copies_your_own_card_that_targets_another(position):
    """`追加：复制该牌`: the card you used targeting another is copied, with the same target: it hits twice."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红"), card("追", "追加：复制该牌")],
                              "精力": "1红"}, {}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "追")
    pass_to_end(game)
    assert player(game, 2).wealth == 6


# -- `你的领主牌被重置后` (rule 9.15) ----------------------------------------------------------------------


def test_your_lord_untapped_triggers_the_watcher(position):
    ward = card("待", "锁定&你的领主牌被重置后：生产1财富")
    game = play(position, "横置你的领主，重置你的领主", me={"结界区": [ward], "领主": LORD}, deck=DECK)
    assert player(game, 1).wealth == 11


def test_a_lord_tapped_only_or_another_players_lord_untapped_does_not(position):
    ward = card("待", "锁定&你的领主牌被重置后：生产1财富")
    game = play(position, "横置你的领主，抽1张牌", me={"结界区": [ward], "领主": LORD}, deck=DECK)
    other = play(position, "横置你的领主，重置你的领主", me={"领主": LORD}, others=[{"结界区": [ward], "领主": LORD}],
                 deck=DECK)
    assert player(game, 1).wealth == 10
    assert player(other, 2).wealth == 10  # another player's lord untapped is not yours


# -- 本回合有角色死亡 (rule 10.36) -------------------------------------------------------------------------


def test_a_death_this_turn_is_seen(position):
    text = "主动：令目标其他角色折损2财富，若本回合有角色死亡，则生产3财富。"
    killed = play(position, text, others=[{"财富": 2}, {}], mode="权杖", target="角色2", deck=DECK)
    alive = play(position, text, others=[{"财富": 5}, {}], mode="权杖", target="角色2", deck=DECK)
    assert player(killed, 2).dead and player(killed, 1).wealth == 13
    assert not player(alive, 2).dead and player(alive, 1).wealth == 10


# -- 背面向上置于 (rule 11.41) -------------------------------------------------------------------------------


def test_a_hand_card_put_face_down_on_the_deck_is_drawn_next(position):
    game = play(position, "将你的1张手牌背面向上置于牌库顶，抽1张牌，生产1财富。", me={"手牌": [card("藏", "抽1张牌")]},
                deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["藏"] and player(game, 1).wealth == 11


# -- 若该牌为通用牌 (rule 10.37) -----------------------------------------------------------------------------


def test_a_countered_general_card_goes_to_the_void(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("拒", "即刻：反制目标牌，若该牌为通用牌，则将其移入虚空，否则抽1张牌")]}],
                    deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    assert card_names(game, game.state.zone_list("void", None)) == ["攻"] and not player(game, 2).hand


# -- 选择一项 (rule 10.38), 你的1名队友 (rule 7.13(a)), 少于你 (rule 10.35) ----------------------------------


def test_choosing_one_option_does_only_it(position):
    game = play(position, "选择一项：生产2财富/抽1张牌", choose=("抽1张牌",), deck=DECK)
    assert player(game, 1).wealth == 10 and len(player(game, 1).hand) == 1


def test_your_one_teammate_is_your_teammate(position):
    game = play(position, "令你的1名队友生产3财富。", others=[{}, {}, {}], mode="团队", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 13]


def test_less_than_you_compares_your_same_attribute(position):
    text = "主动：若目标其他角色的财富少于你，则令其生产2财富。"
    poorer = play(position, text, others=[{"财富": 8}], deck=DECK)
    richer = play(position, text, others=[{"财富": 12}], deck=DECK)
    assert player(poorer, 2).wealth == 10 and player(richer, 2).wealth == 12


def test_the_lord_reset_at_your_turn_start_triggers_it(position):
    """The rulebook's 重置（状态） at the turn's start (rule 6.1) is a 重置 of your lord: the watcher sees it."""
    ward = card("待", "锁定&你的领主牌被重置后：生产1财富")
    game = position(players=[{"结界区": [ward], "领主": {**LORD, "横置": True}}, {}], deck=DECK, current=2)
    answer(game, "结束回合")
    while game.state.active != 0 or game.state.stack:
        answer(game, "过")
    assert not game.state.cards[game.runtime().lord_card(0)].tapped
    assert player(game, 1).wealth == 11


# -- 超出的张数 (rule 10.39) --------------------------------------------------------------------------------


def test_the_excess_is_what_the_comparison_found(position):
    """`若目标其他角色的手牌数大于你的手牌数，则令其弃X张手牌（X为超出的张数）`: they keep as many as you hold."""
    text = "主动：若目标其他角色的手牌数大于你的手牌数，则令其弃X张手牌（X为超出的张数），否则你抽1张牌。"
    cards = [card(f"留{i}", "抽1张牌") for i in range(3)]
    over = play(position, text, me={"手牌": [card("我", "抽1张牌")]}, others=[{"手牌": cards}], deck=DECK,
                choose=("留0", "留1"))
    under = play(position, text, me={"手牌": cards[:2]}, others=[{"手牌": [card("他", "抽1张牌")]}], deck=DECK)
    assert card_names(over, player(over, 2).hand) == ["留2"] and len(player(over, 1).hand) == 1  # 3 against 1: two discarded
    assert len(player(under, 2).hand) == 1 and len(player(under, 1).hand) == 3


# -- 若其中有角色死亡 (rule 10.40) ------------------------------------------------------------------------


def test_a_death_among_the_players_damaged_is_seen(position):
    text = "主动：令所有其他角色各折损2财富，若其中有角色死亡，则生产3财富。"
    one_dies = play(position, text, others=[{"财富": 2}, {}], mode="权杖", deck=DECK)
    none_dies = play(position, text, others=[{"财富": 5}, {}], mode="权杖", deck=DECK)
    assert player(one_dies, 2).dead and player(one_dies, 1).wealth == 13
    assert player(none_dies, 1).wealth == 10


def test_a_death_elsewhere_this_turn_is_not_among_them(position):
    """Player 3 died earlier this turn; the players damaged now (2) live: `若其中有角色死亡` does not hold."""
    text = "主动：令目标其他角色折损1财富，若其中有角色死亡，则生产3财富。"
    game = play(position, text, others=[{"财富": 5}, {"财富": 0, "死亡": True}], mode="权杖", deck=DECK)
    assert player(game, 2).wealth == 4 and player(game, 1).wealth == 10


# -- 弃1张领主牌 (rule 11.43) ---------------------------------------------------------------------------------


def test_a_lord_card_in_hand_is_discarded(position):
    text = "回合结束：若你的手牌中有领主牌，则弃1张领主牌，生产3财富，抽1张牌。"
    spare = {**LORD, "名称": "备主"}
    game = position(players=[{"手牌": [spare, card("留", "抽1张牌")], "结界区": [card("钟", f"锁定&{text}")]}, {}],
                    deck=DECK)
    answer(game, "结束回合")
    while game.state.stack or game.state.active == 0 and game.state.phase == "end":
        answer(game, "过")
    past = card_names(game, game.state.zone_list("past", None))
    assert "备主" in past and "留" not in past
    assert player(game, 1).wealth == 13


def test_without_a_lord_card_the_step_fails(position):
    game = play(position, "弃1张领主牌，生产3财富。", me={"手牌": [card("留", "抽1张牌")]}, deck=DECK)
    assert player(game, 1).wealth == 10 and card_names(game, player(game, 1).hand) == ["留"]


# -- 「权杖」的拥有者 (rule 12.18) ------------------------------------------------------------------------------


def test_the_owner_of_the_sceptre_is_damaged(position):
    sceptre = card("权杖", "回合结束：生产1财富")
    text = "主动：若你拥有「权杖」，则抽2张牌，否则令「权杖」的拥有者折损1财富。"
    theirs = play(position, text, others=[{}, {"造物区": [sceptre]}], mode="权杖", deck=DECK)
    mine = play(position, text, me={"造物区": [sceptre]}, others=[{}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in theirs.state.players] == [10, 10, 9]
    assert [p.wealth for p in mine.state.players] == [10, 10, 10] and len(player(mine, 1).hand) == 2


# -- a ward's lasting change (rule 13.8) -------------------------------------------------------------------


def test_a_lasting_change_holds_while_the_card_is_attached(position):
    game = play(position, "结附目标其他角色（其效率-1&仓储-2）。", deck=DECK)
    rt = game.runtime()
    assert card_names(game, player(game, 2).ward) == ["试"]
    assert rt.attr(1, "storage") == 3 and rt.attr(1, "efficiency") == 4
    assert rt.attr(0, "storage") == 5 and rt.attr(0, "efficiency") == 5  # the user's own are untouched


def test_a_lasting_change_ends_when_the_card_leaves(position):
    game = play(position, "结附目标其他角色1回合（你的仓储-2）。", deck=DECK)
    rt = game.runtime()
    assert rt.attr(1, "storage") == 3
    answer(game, "结束回合")  # the turn's end counts the ward's turn down to 0: it goes to 过往 (rule 11.16)
    assert not player(game, 2).ward and game.runtime().attr(1, "storage") == 5


def test_a_lasting_change_cannot_take_storage_below_one(position):
    game = play(position, "结附目标其他角色（你的仓储-9）。", others=[{"仓储": 5}], deck=DECK)
    assert game.runtime().attr(1, "storage") == 1  # 仓储至少为1 (rule 1.3)


# -- 其中「名」的数量 (rule 10.41) -------------------------------------------------------------------------------


def test_the_named_cards_among_those_moved_are_counted(position):
    deck = [card("攻伐", "折损1财富", "1红", 1), card("劳作", "生产1财富", "1绿", 2), card("攻伐", "折损1财富", "1红", 3),
            card("教育", "抽1张牌", "1蓝", 4)]
    text = "将牌库顶的3张牌正面向上移入过往，令目标其他角色折损X财富（X为其中「攻伐」的数量）。"
    game = play(position, text, deck=deck)
    past = card_names(game, game.state.zone_list("past", None))
    assert sorted(n for n in past if n != "试") == sorted(["攻伐", "劳作", "攻伐"])
    assert player(game, 2).wealth == 8  # two 攻伐 among the three moved


# -- a ward's prohibition (rule 13.9) ----------------------------------------------------------------------


def test_a_forbidden_skill_is_not_offered_while_attached(position):
    ward = card("禁", "结附目标其他角色1回合（其无法使用“调度”）")
    hand = [card("甲", "生产1财富"), card("乙", "生产1财富")]
    held = position(players=[{}, {"结界区": [ward], "手牌": hand}], deck=DECK, current=2)
    free = position(players=[{}, {"手牌": hand}], deck=DECK, current=2)
    assert not any("调度" in label for label in held.decision.labels())
    assert any("调度" in label for label in free.decision.labels())


def test_a_forbidden_card_cannot_be_used_the_others_can(position):
    ward = card("禁", "结附目标其他角色（你无法使用「攻伐」）")
    game = position(players=[{}, {"结界区": [ward], "手牌": [card("攻伐", "生产1财富"), card("劳作", "生产1财富")]}],
                    deck=DECK, current=2)
    labels = game.decision.labels()
    assert not any("攻伐" in label for label in labels) and any("劳作" in label for label in labels)
    from zhdsl.engine import usage

    rt = game.runtime()
    forbidden = usage.resolve_action(rt, 1, ("card", player(game, 2).hand[0], 0))
    assert "被禁止使用" in usage.reason(rt, 1, forbidden)


def test_the_user_is_not_forbidden(position):
    """The prohibition binds the player whose 结界区 holds the card, not the one who attached it."""
    ward = card("禁", "结附目标其他角色（其无法使用「攻伐」）")
    game = position(players=[{"手牌": [card("攻伐", "生产1财富")]}, {"结界区": [ward]}], deck=DECK)
    assert any("攻伐" in label for label in game.decision.labels())
