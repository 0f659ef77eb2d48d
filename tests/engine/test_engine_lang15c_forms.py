"""lang15c (issue 11, batch s15c): wordings a blind designer wrote play as they read — an amount written as a variable and a
number summed, bare before what a verb takes (`弃X张手牌，抽X+1张牌`, `生产X-1财富`, `折损2X+1财富`, rule 10.200): the sum is
read when the step runs, and a sum below 0 acts as 0 (rule 1.2)."""

from __future__ import annotations

from pathlib import Path

from decisions import answer, pass_to_end
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _hand(n: int) -> list:
    return [card(f"手{i}", "生产1财富", "1红", i) for i in range(n)]


def _log(game) -> list[str]:
    return [e.text for e in game.log]


def test_x_plus_one_draws_one_more_than_were_discarded(position):
    """X chosen as the discard's count (rule 10.69): 2 discarded, 3 drawn."""
    for text in ("弃X张手牌，抽X+1张牌。", "弃X张手牌，抽1+X张牌。", "弃置X张手牌，然后抽X＋1张牌。"):
        game = play(position, text, me={"手牌": _hand(3)}, choose=("2", "手0", "手1"), deck=DECK)
        log = _log(game)
        assert "角色1选择X为2" in log and "角色1抽了3张牌" in log, (text, log[-8:])
        assert card_names(game, player(game, 1).hand) == ["手2", "牌0", "牌1", "牌2"], text


def test_x_plus_one_with_nothing_discarded_still_draws_one(position):
    game = play(position, "弃X张手牌，抽X+1张牌。", me={"手牌": _hand(2)}, choose=("0",), deck=DECK)
    assert "角色1抽了1张牌" in _log(game)
    assert len(player(game, 1).hand) == 3 and len(game.state.zones["deck"]) == 7


def test_x_minus_one_is_read_when_the_step_runs(position):
    game = play(position, "生产X-1财富（X为你的手牌数）。", me={"手牌": _hand(3)}, deck=DECK)
    assert player(game, 1).wealth == 12  # 3 in hand when it resolves (the card itself has left the hand)


def test_a_sum_below_zero_acts_as_zero(position):
    """No hand: X-1 is -1, which is 0 (rule 1.2); nothing is produced and the step after still runs."""
    game = play(position, "生产X-1财富（X为你的手牌数），抽1张牌。", deck=DECK)
    assert player(game, 1).wealth == 10 and len(player(game, 1).hand) == 1


def test_a_multiple_of_x_plus_a_number_hits_the_target(position):
    game = play(position, "令目标角色折损2X+1财富（X为你的手牌数）。", me={"手牌": _hand(2)}, target="角色2", deck=DECK)
    assert player(game, 2).wealth == 5 and player(game, 1).wealth == 10  # 2×2+1
    assert "角色2折损5财富（来源：角色1），现有5" in _log(game)


# -- texts of batch s15c that compiled blind do what they read ---------------------------------------------------------

HELDOUT = Path(__file__).resolve().parents[1] / "text" / "heldout" / "s15c.txt"
TEXTS = [t.strip() for t in HELDOUT.read_text(encoding="utf-8").split("\n") if t.strip() and not t.startswith("#")]
LORD = {"名称": "倦吏", "技能": "主动&横置：抽1张牌", "效率": 5, "仓储": 5, "精力": "1黑", "阵营": "中立"}


def _text(start: str) -> str:
    """The one held-out text of the batch that starts with `start`, so a test plays the very text held out."""
    found = [t for t in TEXTS if t.startswith(start)]
    assert len(found) == 1, (start, found)
    return found[0]


def test_every_player_at_distance_one_loses(position):
    """`令与你距离为1的所有角色折损1财富` with four seated: both neighbours, not the one across (rule 2.2)."""
    game = play(position, _text("令与你距离为1"), others=[{}, {}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 9, 10, 9]


def test_the_countered_cards_point_decides(position):
    """`反制目标卡牌，若其点数至少为5，则抽2张牌，否则生产1财富`: 其 is the countered card, seen after it left the 堆叠."""
    for point, hand, wealth in ((7, 2, 10), (3, 0, 11)):
        game = position(players=[{"手牌": [card("试", _text("即刻：反制目标卡牌，若其点数"))]},
                                 {"手牌": [card("攻", "令目标角色折损2财富", "0", point)]}], current=2, deck=DECK)
        answer(game, "攻")
        answer(game, "角色1")
        answer(game, "试")
        pass_to_end(game)
        assert len(player(game, 1).hand) == hand and player(game, 1).wealth == wealth, point
        assert "攻" in card_names(game, game.state.zone_list("past", None))  # countered: not resolved, into the 过往


def test_the_target_lord_is_tapped_and_its_player_loses_all_supply(position):
    """`横置目标其他角色的领主牌，然后令其消耗所有物资`: 其 is the target player, not the lord card."""
    game = play(position, _text("限定：横置目标其他角色"), others=[{"物资": 3, "领主": LORD}], deck=DECK)
    assert player(game, 2).supply == 0 and "横置「倦吏」" in _log(game)


def test_half_of_the_targets_wealth_is_paid_and_as_much_produced(position):
    game = play(position, _text("令目标其他角色支付一半财富"), others=[{"财富": 9}], deck=DECK)
    assert [p.wealth for p in game.state.players] == [14, 5]  # 9 ÷ 2 down: 4


def test_x_is_chosen_up_to_its_cap_and_paid_then_dealt(position):
    game = play(position, _text("主动：支付X财富"), choose=("3",), deck=DECK)
    assert [p.wealth for p in game.state.players] == [7, 7]
    assert "角色1选择X为3" in _log(game)


def test_a_lord_skill_at_turn_end_sees_whether_a_card_was_used(position):
    """`回合结束：若本回合你没有使用牌，…`: the skill's own use at 回合结束 is not a card used."""
    for used, wealth, supply in ((False, 10, 1), (True, 8, 0)):
        lord = {**LORD, "技能": _text("回合结束：若本回合你没有使用牌")}
        game = position(players=[{"领主": lord, "手牌": [card("甲", "抽1张牌")], "财富": 8}, {}], deck=DECK)
        if used:
            answer(game, "甲")
            pass_to_end(game)
        answer(game, "结束回合")
        answer(game, "技能")
        pass_to_end(game)
        assert player(game, 1).wealth == wealth and player(game, 1).supply == supply, used


# -- 使用「名」 without a count is 使用1张「名」 (rule 11.200); （不支付精力） works after it (11.201) ------------------------------


def test_a_commanded_player_uses_the_named_card_of_their_own_hand(position):
    """Batch s15c's `限定：令目标其他角色使用「压制」`: their own 「压制」, used by them; not yours, not a 虚拟 one."""
    theirs = [card("压制", "生产2财富", "0"), card("劳作", "生产1财富", "0")]
    game = play(position, _text("限定：令目标其他角色使用"), me={"手牌": [card("压制", "生产5财富", "0")]},
                others=[{"手牌": theirs}], deck=DECK)
    assert player(game, 2).wealth == 12 and card_names(game, player(game, 2).hand) == ["劳作"]
    assert player(game, 1).wealth == 10 and card_names(game, player(game, 1).hand) == ["压制"]


def test_without_that_name_in_hand_nothing_is_used_and_the_effect_stops(position):
    game = play(position, "令目标其他角色使用「压制」，生产1财富。", others=[{"手牌": [card("劳作", "生产1财富", "0")]}],
                deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 10]
    assert card_names(game, player(game, 2).hand) == ["劳作"]


def test_no_energy_note_after_a_named_hand_card_lets_it_be_used_free(position):
    """Rule 11.201: with no 精力, 「教育」 (1绿) is used only because of the note — the note is not useless (no W217)."""
    for text, used in (("使用「教育」（不支付精力）。", True), ("使用1张「教育」（不支付精力）。", True), ("使用「教育」。", False)):
        game = play(position, text, me={"手牌": [card("教育", "生产3财富", "1绿")]}, deck=DECK)
        assert (player(game, 1).wealth == 13) == used and (not player(game, 1).hand) == used, text


# -- 若堆叠内有其他牌 (rule 10.201: checked clean, and it plays both ways) ----------------------------------------------------


def test_with_another_card_on_the_stack_the_top_one_is_copied(position):
    """Batch s15c's `即刻：若堆叠内有其他牌，复制堆叠顶部的牌；否则抽1张牌`: the copy keeps the copied card's target (you)."""
    game = position(players=[{"手牌": [card("试", _text("即刻：若堆叠内有其他牌"))]},
                             {"手牌": [card("攻", "令目标角色折损2财富", "0")]}], current=2, deck=DECK)
    answer(game, "攻")
    answer(game, "角色1")
    answer(game, "试")
    pass_to_end(game)
    assert player(game, 1).wealth == 6 and not player(game, 1).hand  # 攻 and its copy: 2 + 2; nothing drawn


def test_alone_on_the_stack_it_draws_instead(position):
    game = play(position, _text("即刻：若堆叠内有其他牌"), deck=DECK)
    assert player(game, 1).wealth == 10 and len(player(game, 1).hand) == 1
    assert any(line.startswith("条件不满足：堆叠中有其他牌") for line in _log(game))
