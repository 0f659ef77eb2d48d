"""The rulebook's own phrases that the sweep of issue 11 (item 1) made valid play as they read: each test
plays a small position with the rulebook's wording and checks the outcome."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import lines, play

from scenario_cards import card


def test_additional_gain_is_a_gain(position):
    """物资：`他将瞬间额外获得1物资`: 额外获得 gains as 获得 does."""
    game = play(position, "额外获得1物资", me={"物资": 0})
    assert game.state.players[0].supply == 1


def test_losing_more_than_one_has_empties_and_goes_on(position):
    """物资：`并不会失去物资`: 失去 is 消耗 (附录【消耗】: not having enough does not fail the step)."""
    game = play(position, "失去2物资，生产1财富", me={"物资": 1})
    me = game.state.players[0]
    assert me.supply == 0 and me.wealth == 11


def test_reaching_an_amount_includes_the_amount(position):
    """物资：`财富达到了15`: 达到 is 至少 (the amount itself counts)."""
    reached = play(position, "若你的财富达到15，获得1物资", me={"财富": 15, "物资": 0})
    assert reached.state.players[0].supply == 1
    short = play(position, "若你的财富达到15，获得1物资", me={"财富": 14, "物资": 0})
    assert short.state.players[0].supply == 0
    assert lines(short, 2)[0].startswith("条件不满足：")


def test_restore_in_brackets_restores_the_lords_energy(position):
    """领主牌：`这个过程称为”恢复（精力）“`: all 精力 goes, the lord's 精力 comes."""
    lord = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}
    game = play(position, "恢复（精力）", me={"领主": lord, "精力": "3黑"})
    assert dict(game.state.players[0].energy) == dict(play(position, "恢复", me={"领主": lord, "精力": "3黑"})
                                                      .state.players[0].energy)
    assert "恢复精力：2红" in " ".join(lines(game, 4))


def test_untapping_the_state_untaps_the_lord(position):
    """领主牌：`这个过程称为”重置（状态）“`, as a lord's skill: the tapped lord stands up again."""
    lord = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "1黑", "技能": "重置（状态）", "横置": True}
    game = position(players=[{"领主": lord}, {}])
    lord_uid = game.state.players[0].lord[-1]
    assert game.state.cards[lord_uid].tapped
    answer(game, "重置")
    while game.state.stack:
        answer(game, "过")
    assert not game.state.cards[lord_uid].tapped


def test_a_richer_player_is_compared_with_the_target(position):
    """模式·权杖：`前者财富大于后者`, written on a card: 若你的财富大于目标角色的财富."""
    text = "若你的财富大于目标角色的财富，抽1张牌"
    richer = play(position, text, me={"财富": 12}, target="角色2")
    assert len(richer.state.players[0].hand) == 1
    poorer = play(position, text, me={"财富": 9}, target="角色2")
    assert poorer.state.players[0].hand == []


def test_the_deck_top_card_moves_to_the_hand(position):
    """牌库：`从牌库顶移动牌到角色的手牌`: the top card, not any other (not offered a choice)."""
    deck = [card("顶", "生产1财富", "1绿", 1), card("底", "生产1财富", "1绿", 2)]
    game = position(players=[{"手牌": [card("试", "将牌库顶的1张牌移动到你的手牌区")]}, {}], deck=deck)
    answer(game, "试")
    assert "第2张牌" not in game.decision.labels()
    while game.state.stack:
        answer(game, "过")
    s = game.state
    assert [game.library[s.cards[u].def_id].name for u in s.players[0].hand] == ["顶"]


def test_this_card_moves_into_a_creation_zone(position):
    """模式·权杖：`将”权杖“移入前者造物区`: the card itself goes to that player's 造物区, not to 过往."""
    game = play(position, "将此牌移入目标其他角色的造物区")  # the only other player: not asked
    s = game.state
    assert [game.library[s.cards[u].def_id].name for u in s.players[1].creation] == ["试"]
    assert all(game.library[s.cards[u].def_id].name != "试" for u in s.zones["past"])


def test_one_of_two_colours_is_chosen(position):
    """附录·`/` between single words: 获得1红色/蓝色精力 asks which, and gives that one."""
    game = play(position, "获得1红色/蓝色精力", me={"精力": "0"}, choose=["蓝"])
    assert dict(game.state.players[0].energy) == {"blue": 1}
