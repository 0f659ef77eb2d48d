"""Batch m (issue 11, lang11b): the forms accepted for it play as they read — 你的队友 (rule 7.13), 拥有「名」
(10.34), a ward's holder as the owner of its cards (12.16), a bound without 始终 (13.7) — and a sample of the
batch's texts accepted at the blind commit resolve as they read. 目标行动 (12.15) is 目标通用牌, whose play is
the scenarios tests/scenarios/rules/堆叠/13–15; tests/text/test_lang11b_forms.py shows the two read the same."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
SCEPTRE = card("权杖", "回合结束：生产1财富")


def _play(position, text: str, me: dict | None = None, others: list | None = None, **kw):
    """`play` (player 1 uses a card with `text`; all pass until the 堆叠 is empty) with a deck of six to draw from."""
    return play(position, text, me=me, others=others or [{}], deck=kw.pop("deck", DECK), **kw)


# -- 你的队友 (rule 7.13) ---------------------------------------------------------------------------------


def test_your_teammate_is_the_other_player_of_your_team(position):
    """团队: seats 1 and 4 are a team; `令你的队友生产2财富` gives player 4 two 财富, nobody else."""
    game = _play(position, "限定&主动：令你的队友生产2财富。", others=[{}, {}, {}], mode="团队")
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 12]


def test_a_dead_teammate_does_not_act(position):
    game = _play(position, "主动：令你的队友生产2财富。", others=[{}, {}, {"财富": 0, "死亡": True}], mode="团队")
    assert player(game, 4).wealth == 0 and player(game, 4).dead


def test_outside_a_team_mode_you_have_no_teammate(position):
    game = _play(position, "主动：令你的队友生产2财富。", others=[{}, {}], mode="权杖")
    assert [p.wealth for p in game.state.players] == [10, 10, 10]


# -- 拥有「名」 (rule 10.34) --------------------------------------------------------------------------------


def test_owning_a_named_card_is_having_it_in_one_of_your_zones(position):
    text = "主动：若你拥有「权杖」，则抽1张牌。"
    in_creation = _play(position, text, me={"造物区": [SCEPTRE]})
    in_hand = _play(position, text, me={"手牌": [SCEPTRE]})
    elsewhere = _play(position, text, others=[{"造物区": [SCEPTRE]}])
    assert len(player(in_creation, 1).hand) == 1
    assert len(player(in_hand, 1).hand) == 2  # the 权杖, and the card drawn
    assert not player(elsewhere, 1).hand


def test_another_players_sceptre_is_theirs(position):
    """`若目标其他角色拥有「权杖」，令其折损2财富`: 其 is that player."""
    text = "主动：若目标其他角色拥有「权杖」，则令其折损2财富。"
    holding = _play(position, text, others=[{"造物区": [SCEPTRE]}])  # the one other player: chosen without asking
    without = _play(position, text)
    assert player(holding, 2).wealth == 8 and player(holding, 1).wealth == 10 and player(without, 2).wealth == 10


# -- a ward's holder owns it (rule 12.16) ---------------------------------------------------------------


def test_a_target_ward_goes_to_its_owners_hand(position):
    game = _play(position, "即刻：将目标结界移入其所有者的手牌区。", target="角色2",
                 others=[{"结界区": [card("禁令", "锁定&回合开始：折损1财富")]}])
    assert card_names(game, player(game, 2).hand) == ["禁令"] and not player(game, 2).ward and not player(game, 1).hand


# -- a bound without 始终 (rule 13.7) ----------------------------------------------------------------------


def test_a_bound_written_without_always_holds_always(position):
    game = position(players=[{"结界区": [card("守", "（你的物资至少为3）")], "物资": 1}, {}], deck=DECK)
    rt = game.runtime()
    rt.check()
    assert player(game, 1).supply == 3 and player(game, 2).supply == 0


# -- a sample of batch m, as it reads --------------------------------------------------------------------


def test_all_energy_consumed_is_produced_as_wealth(position):
    game = _play(position, "主动：消耗所有精力，生产等量财富。", me={"精力": "2红1蓝"})
    assert player(game, 1).wealth == 13


def test_half_the_wealth_paid_is_produced_for_the_target(position):
    game = _play(position, "主动：支付一半财富（向下取整），令目标其他角色生产等量财富。", me={"财富": 9})
    assert player(game, 1).wealth == 5 and player(game, 2).wealth == 14


def test_otherwise_draws_when_the_condition_fails(position):
    text = "主动：若你的财富少于10，则生产2财富，否则抽1张牌。"
    poor = _play(position, text, me={"财富": 8})
    rich = _play(position, text, me={"财富": 12})
    assert player(poor, 1).wealth == 10 and not player(poor, 1).hand
    assert player(rich, 1).wealth == 12 and len(player(rich, 1).hand) == 1


def test_the_target_discards_and_then_draws(position):
    """`令目标其他角色弃1张手牌，其抽1张牌`: 其 is the target; it draws only after discarding."""
    game = _play(position, "主动：令目标其他角色弃1张手牌，其抽1张牌。", others=[{"手牌": [card("旧", "抽1张牌")]}])
    assert len(player(game, 2).hand) == 1 and card_names(game, player(game, 2).hand) != ["旧"]


def test_the_pronoun_after_a_damage_is_the_target(position):
    game = _play(position, "主动：令目标角色折损2财富，若其财富少于5，则你抽1张牌。", others=[{"财富": 6}],
                 target="角色2")
    assert player(game, 2).wealth == 4 and len(player(game, 1).hand) == 1


def test_a_card_moved_from_the_deck_top_into_the_void(position):
    game = _play(position, "主动：将牌库顶的1张牌移入虚空，生产1财富。")
    assert len(game.state.zone_list("void", None)) == 1 and player(game, 1).wealth == 11


def test_all_your_supply_consumed_is_produced_as_wealth(position):
    game = _play(position, "主动：消耗你的所有物资，生产等量财富。", me={"物资": 3})
    assert player(game, 1).wealth == 13 and player(game, 1).supply == 0


def test_the_players_at_distance_one_lose_wealth(position):
    """`令与你距离为1的所有角色折损1财富`, four players: seats 2 and 4 are next to seat 1, seat 3 is not."""
    game = _play(position, "主动：令与你距离为1的所有角色折损1财富。", others=[{}, {}, {}], mode="权杖")
    assert [p.wealth for p in game.state.players] == [10, 9, 10, 9]
