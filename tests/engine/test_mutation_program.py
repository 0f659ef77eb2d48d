"""Effects as a player plays them (zhdsl/engine/program.py): choosing a 任意张 amount, a `/` choice's log,
a `&` step that goes on — stated where the seeded mutation sample of program.py (docs/testing.md) found
them unasserted."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1)] * 5


def events(game, n: int) -> list[tuple[str, int | None, str, tuple]]:
    return [(e.kind, e.player, e.text, e.data) for e in game.log][-n:]


def use(position, text: str, hand=(), deck=FILLER):
    game = position(players=[{"手牌": [card("试", text), *hand]}, {}], deck=list(deck))
    answer(game, "试")
    return game


def test_an_any_amount_is_chosen_from_zero_to_what_the_doer_has(position):
    game = use(position, "弃任意张手牌，生产等量财富", hand=[card("乙", "生产1财富"), card("丙", "生产1财富")])
    d = game.decision
    assert (d.kind, d.player, d.prompt, d.labels()) == ("choice", 0, "选择数量（0至2）", ["0", "1", "2"])
    game.apply_action(2)
    assert not game.state.stack
    assert game.state.players[0].wealth == 12 and game.state.players[0].hand == []
    assert events(game, 5)[0] == ("choose", 0, "角色1选择数量2", (2,))


def test_an_any_amount_of_what_the_doer_does_not_have_is_zero_unasked(position):
    game = use(position, "弃任意张手牌，生产等量财富")
    assert not game.state.stack and game.state.players[0].wealth == 10
    assert events(game, 3)[:2] == [("choose", 0, "角色1选择数量0", (0,)), ("wealth", 0, "角色1生产0财富，现有10", (0, 0))]


def test_an_any_amount_of_cards_to_draw_is_bounded_by_the_deck(position):
    game = use(position, "抽任意张牌", deck=FILLER[:3])
    assert game.decision.labels() == ["0", "1", "2", "3"]
    game.apply_action(1)
    assert len(game.state.players[0].hand) == 1
    assert ("choose", 0, "角色1选择数量1", (1,)) in events(game, 4)


def test_a_step_joined_with_and_goes_on_to_the_next_step(position):
    game = use(position, "生产1财富&抽1张牌，生产1财富")
    assert game.state.players[0].wealth == 12 and len(game.state.players[0].hand) == 1
    assert not any(kind == "fail" for kind, *_ in events(game, 6))


def test_a_choice_is_logged_with_the_option_taken(position):
    game = use(position, "生产1财富/抽1张牌")
    assert game.decision.labels() == ["生产1财富", "抽1张牌"]
    game.apply_action(1)
    assert ("choose", 0, "角色1选择「抽1张牌」", (1,)) in events(game, 4)
    assert game.state.players[0].wealth == 10 and len(game.state.players[0].hand) == 1


def test_all_players_include_the_user(position):
    game = use(position, "所有角色生产1财富")
    assert [p.wealth for p in game.state.players] == [11, 11]


def test_a_choice_with_no_option_possible_still_offers_every_option(position):
    game = use(position, "弃1张手牌/支付1红精力")
    d = game.decision
    assert (d.kind, d.prompt, d.labels()) == ("choice", "选择一项执行", ["弃1张手牌", "支付1红精力"])
    game.apply_action(0)
    assert [(k, t) for k, _, t, _ in events(game, 4)][:3] == [
        ("choose", "角色1选择「弃1张手牌」"), ("fail", "角色1的手牌不足1张，弃牌失败"),
        ("fail", "「试」的某一步骤未能完成，后续步骤不执行"),
    ]


def _first_in_hand(game) -> str:
    return game.runtime().defn(game.state.players[0].hand[0]).name


DECK = [card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "抽1张牌", "1红", 2), card("牌丙", "生产2财富", "1绿", 3)]


def test_the_bottom_of_the_deck_is_its_last_card(position):
    bottom = use(position, "将牌库底的1张牌移入你的手牌区", deck=DECK)
    top = use(position, "将牌库顶的1张牌移入你的手牌区", deck=DECK)
    assert (_first_in_hand(bottom), _first_in_hand(top)) == ("牌丙", "牌甲")


def test_the_resolving_card_is_a_card_on_the_stack(position):
    game = use(position, "若堆叠中有牌，生产1财富")
    assert game.state.players[0].wealth == 11


def test_a_command_with_nobody_to_act_is_logged_as_a_failure(position):
    dead = {"死亡": True, "财富": 0}
    game = position(players=[{"手牌": [card("试", "令所有其他角色生产1财富，抽1张牌")]}, dict(dead), dict(dead)],
                    deck=FILLER, mode="权杖")
    answer(game, "试")
    assert ("fail", 0, "「令」没有可以执行的角色") in [e[:3] for e in events(game, 4)]


def test_a_joined_cost_counts_the_hand_without_the_card_being_used(position):
    text = "弃1张手牌&支付1红精力：生产1财富"
    alone = position(players=[{"精力": "1红", "手牌": [card("试", text)]}, {}], deck=FILLER)
    assert "使用「试」" not in alone.decision.labels()
    assert alone.explain(0, "试") == "手牌不足：需要弃1张，现有0张"
    other = position(players=[{"精力": "1红", "手牌": [card("试", text), card("乙", "生产1财富")]}, {}], deck=FILLER)
    assert "使用「试」" in other.decision.labels() and other.explain(0, "试") == ""


def test_a_cost_of_any_amount_can_always_be_paid(position):
    """Rule 10.16: before the choice the amount is 0, which is always possible."""
    game = position(players=[{"手牌": [card("试", "弃任意张手牌：生产等量财富")]}, {}], deck=FILLER)
    assert "使用「试」" in game.decision.labels() and game.explain(0, "试") == ""


def test_this_cards_point_is_read_from_the_card(position):
    game = position(players=[{"手牌": [card("试", "生产X财富（X为此牌的点数）", "0", 3)]}, {}], deck=FILLER)
    answer(game, "试")
    assert game.state.players[0].wealth == 13
