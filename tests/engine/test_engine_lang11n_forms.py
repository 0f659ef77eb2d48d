"""Batch w (issue 11, lang11n): the forms accepted for it play as they read — a player described by what they own
(rule 12.44); each with zones, amounts and players other than the batch's own texts."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- 拥有「名」的角色 (rule 12.44) ----------------------------------------------------------------------------------


def test_the_player_who_owns_the_named_card_does_the_step(position):
    sceptre = card("权杖", "回合结束：生产1财富")
    text = "令拥有“权杖”的角色折损2财富。"
    in_hand = play(position, text, others=[{}, {"手牌": [sceptre]}], mode="权杖", deck=DECK)
    assert [p.wealth for p in in_hand.state.players] == [10, 10, 8]
    in_ward = play(position, text, others=[{"结界区": [sceptre]}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in in_ward.state.players] == [10, 8, 10]
    nobody = play(position, text, others=[{}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in nobody.state.players] == [10, 10, 10]


def test_the_owner_is_read_in_a_condition_and_named_by_its_pronoun(position):
    sceptre = card("权杖", "回合结束：生产1财富")
    text = "若拥有“权杖”的角色的手牌数大于你的手牌数，则令其弃1张手牌。"
    richer = play(position, text, others=[{"手牌": [sceptre, card("甲", "抽1张牌")]}, {}], choose=("甲",), mode="权杖",
                  deck=DECK)
    assert [richer.runtime().defn(u).name for u in player(richer, 2).hand] == ["权杖"]
    poorer = play(position, text, me={"手牌": [card("乙", "抽1张牌"), card("丙", "抽1张牌")]},
                  others=[{"造物区": [sceptre]}, {}], mode="权杖", deck=DECK)
    assert len(player(poorer, 1).hand) == 2  # the condition does not hold: nobody discards


# -- an X no note defines, chosen as the number of hand cards you discard (rule 10.69), and 2X ------------------


def _hand(n: int) -> list:
    return [card(f"手{i}", "抽1张牌", "1绿", i) for i in range(n)]


def test_x_is_chosen_within_your_hand_and_doubled(position):
    text = "弃X张手牌，生产2X财富，然后若X大于3，你的仓储减少1。"
    four = play(position, text, me={"手牌": _hand(4)}, choose=("4",), deck=DECK)
    assert (len(player(four, 1).hand), player(four, 1).wealth, four.runtime().attr(0, "storage")) == (0, 18, 4)
    assert "角色1选择X为4" in [e.text for e in four.log]
    two = play(position, text, me={"手牌": _hand(4)}, choose=("2", "手0", "手1"), deck=DECK)
    assert (len(player(two, 1).hand), player(two, 1).wealth, two.runtime().attr(0, "storage")) == (2, 14, 5)


def test_x_cannot_be_chosen_above_your_hand(position):
    game = position(players=[{"手牌": [card("试", "弃X张手牌，抽X张牌。"), *_hand(2)]}, {}], deck=DECK)
    from decisions import answer
    answer(game, "试")
    while game.state.stack and game.decision.kind != "choice":
        answer(game, "过")
    assert game.decision.labels() == ["0", "1", "2"]


# -- 若有角色因此死亡 (rule 10.40(a)) and 获得其领主牌 of the ones who died (12.45) ------------------------------------

LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


def _lords(game, seat: int) -> list[str]:
    rt = game.runtime()
    return sorted(rt.defn(u).name for u in player(game, seat).hand)


def test_a_player_who_died_of_the_step_gives_you_their_lord_card(position):
    text = "令所有其他角色各折损2财富，若有角色因此死亡，你获得其领主牌（移入手牌）。"
    others = [{"财富": 1, "领主": {**LORD, "名称": "乙主"}}, {"财富": 5, "领主": {**LORD, "名称": "丙主"}}]
    game = play(position, text, others=others, mode="权杖", deck=DECK)
    assert player(game, 2).dead and not player(game, 3).dead
    assert _lords(game, 1) == ["乙主"]  # only the one who died, not the survivor
    nobody = play(position, text, others=[{"财富": 5, "领主": LORD}, {"财富": 5, "领主": LORD}], mode="权杖", deck=DECK)
    assert _lords(nobody, 1) == [] and player(nobody, 2).wealth == 3


def test_every_player_who_died_gives_their_lord_card(position):
    text = "所有其他角色各折损3财富，若有角色因此死亡，你获得其领主牌。"
    others = [{"财富": 1, "领主": {**LORD, "名称": "乙主"}}, {"财富": 2, "领主": {**LORD, "名称": "丙主"}},
              {"财富": 9, "领主": {**LORD, "名称": "丁主"}}]
    game = play(position, text, others=others, mode="权杖", deck=DECK)
    assert _lords(game, 1) == ["丙主", "乙主"]
    none_died = "所有其他角色各折损1财富，若没有角色因此死亡，你抽1张牌。"
    assert len(player(play(position, none_died, others=[{"财富": 5}, {}, {}], mode="权杖", deck=DECK), 1).hand) == 1
    assert len(player(play(position, none_died, others=others, mode="权杖", deck=DECK), 1).hand) == 0  # 乙 died of it


# -- 以此法弃置的牌 as the card discarded (rule 12.22(a)) --------------------------------------------------------------


def test_the_card_discarded_this_way_is_read_for_its_colour(position):
    text = "令目标角色抽1张牌，然后其弃1张手牌，若其以此法弃置的牌为黄色，你生产2财富，否则其折损1财富。"
    yellow = [card("黄甲", "抽1张牌", "1黄", 3)]
    green = [card("绿乙", "抽1张牌", "1绿", 3)]
    hit = play(position, text, others=[{}], target="角色2", deck=yellow, choose=("黄甲",))
    assert (player(hit, 1).wealth, player(hit, 2).wealth) == (12, 10)
    miss = play(position, text, others=[{}], target="角色2", deck=green, choose=("绿乙",))
    assert (player(miss, 1).wealth, player(miss, 2).wealth) == (10, 9)


def test_your_own_card_discarded_this_way(position):
    text = "弃1张手牌，若你以此法弃置的牌为红色，抽2张牌。"
    red = play(position, text, me={"手牌": [card("红丙", "抽1张牌", "1红", 2)]}, deck=DECK)
    assert len(player(red, 1).hand) == 2
    blue = play(position, text, me={"手牌": [card("蓝丁", "抽1张牌", "1蓝", 2)]}, deck=DECK)
    assert len(player(blue, 1).hand) == 0


# -- 展示 (rule 11.61) ---------------------------------------------------------------------------------------------


def test_the_card_revealed_is_that_card_and_stays_on_the_deck(position):
    text = "展示牌库顶的1张牌，令目标角色折损等于该牌点数的财富，然后将该牌移入过往，若该牌为红色，你抽1张牌。"
    red = [card("红甲", "抽1张牌", "1红", 3), card("绿乙", "抽1张牌", "1绿", 1), card("绿丙", "抽1张牌", "1绿", 2)]
    game = play(position, text, others=[{}], target="角色2", deck=red)
    assert player(game, 2).wealth == 7
    assert "红甲" in [game.runtime().defn(u).name for u in game.state.zones["past"]]
    assert [game.runtime().defn(u).name for u in player(game, 1).hand] == ["绿乙"]  # red: you draw the next card
    assert "角色1展示「红甲」" in [e.text for e in game.log]
    green = play(position, "展示牌库顶的1张牌，若该牌为红色，抽1张牌。", deck=[card("绿乙", "抽1张牌", "1绿", 1)])
    assert not player(green, 1).hand and len(green.state.zones["deck"]) == 1  # shown, not moved


def test_every_player_sees_the_cards_revealed(position):
    game = play(position, "展示牌库顶的2张牌，将其中1张移入你的手牌区。", others=[{}], choose=("牌1",), deck=DECK)
    rt = game.runtime()
    assert [rt.defn(u).name for u in player(game, 1).hand] == ["牌1"]
    shown = [u for u in game.state.zones["deck"] if rt.defn(u).name == "牌0"]
    assert shown and game.state.cards[shown[0]].visible_to(1)  # the other player saw the card left on the deck
    unseen = [u for u in game.state.zones["deck"] if rt.defn(u).name == "牌2"]
    assert unseen and not game.state.cards[unseen[0]].visible_to(1)
