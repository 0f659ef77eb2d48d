"""`将…移入…` of a card a reference names (zhdsl/engine/zones.py `move_ref`): 此牌 while it resolves, 此牌
from a skill or a card not on the stack, 目标牌, another card a reference names (你的领主) — where the card
goes, under whose control, and the failure line when there is nothing to move."""

from __future__ import annotations

from types import SimpleNamespace as Ref

from decisions import answer
from scenario_cards import card

from zhdsl.engine import program as fx

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]


def on_the_stack(position):
    """Player 1 has used 「试」: it waits on the stack (player 2 may answer with 「应」); 「乙」 is still in hand."""
    game = position(players=[{"手牌": [card("试", "生产1财富", "0", 0), card("乙", "抽1张牌")]},
                             {"手牌": [card("应", "即刻：抽1张牌", "0", 0)]}], deck=FILLER * 2)
    answer(game, "试")
    rt = game.runtime()
    return game, rt, rt.state.stack[-1]


def ctx(rt, **fields):
    return fx.Ctx(rt, 0, 0, None, **fields)


def last(rt):
    e = rt.state.events[-1]
    return e.kind, e.player, e.text


def test_this_card_while_it_resolves_goes_where_the_effect_says_after_resolving(position):
    game, rt, e = on_the_stack(position)
    assert rt.move_ref(Ref(kind="self"), ("void", None, "top"), ctx(rt, entry=e.uid)) is True
    assert e.destination == ("void", None, "top", {}) and e in rt.state.stack  # it resolves first
    assert rt.move_ref(Ref(kind="this_card"), ("stack", None, "top"), ctx(rt, entry=e.uid)) is True
    assert e.destination == ("void", None, "top", {})  # onto the stack: it is there already


def test_this_card_on_the_stack_under_another_entry_leaves_it(position):
    game, rt, e = on_the_stack(position)
    uid = e.card
    assert rt.move_ref(Ref(kind="self"), ("deck", None, "bottom"), ctx(rt, source_card=uid)) is True
    assert e not in rt.state.stack and rt.state.zones["deck"][-1] == uid


def test_this_card_off_the_stack_moves_under_the_effects_controller(position):
    game, rt, e = on_the_stack(position)
    other = rt.state.players[0].hand[0]
    assert rt.move_ref(Ref(kind="self"), ("ward", 1, "top"), fx.Ctx(rt, 0, 0, None, source_card=other)) is True
    c = rt.state.cards[other]
    assert other in rt.state.players[1].ward and (c.owner, c.controller) == (1, 0)
    assert last(rt) == ("move", 1, "「乙」移入角色2的结界区")


def test_this_card_that_is_no_card_cannot_move(position):
    """A built-in skill has no card: `将此牌移入…` fails with its line, by 你."""
    game, rt, e = on_the_stack(position)
    assert rt.move_ref(Ref(kind="self"), ("void", None, "top"), fx.Ctx(rt, 1, 1, None)) is False
    assert last(rt) == ("fail", 1, "此牌不是实体牌，无法移动")
    other = rt.state.players[0].hand[0]
    assert rt.move_ref(Ref(kind="self"), ("stack", None, "top"), ctx(rt, source_card=other)) is False
    assert other in rt.state.players[0].hand


def test_a_virtual_card_while_it_resolves_is_left_to_be_destroyed(position):
    game, rt, e = on_the_stack(position)
    e.card, e.virtual = None, True
    assert rt.move_ref(Ref(kind="self"), ("void", None, "top"), ctx(rt, entry=e.uid)) is True
    assert e.destination is None and rt.state.zones["void"] == []


def test_a_target_card_no_longer_on_the_stack(position):
    game, rt, e = on_the_stack(position)
    gone = Ref(kind="target_card", entry=lambda c: None)
    assert rt.move_ref(gone, ("void", None, "top"), fx.Ctx(rt, 1, 1, None)) is False
    assert last(rt) == ("fail", 1, "目标牌已不在堆叠中，移动失败")


def test_a_target_card_leaves_the_stack_for_the_zone(position):
    game, rt, e = on_the_stack(position)
    target = Ref(kind="target_card", entry=lambda c: e)
    assert rt.move_ref(target, ("deck", None, "bottom"), ctx(rt)) is True
    assert e not in rt.state.stack and rt.state.zones["deck"][-1] == e.card
    game, rt, e = on_the_stack(position)
    target = Ref(kind="target_card", entry=lambda c: e)
    assert rt.move_ref(target, ("stack", None, "top"), ctx(rt)) is True and e in rt.state.stack


def test_another_card_a_reference_names(position):
    """`将你的领主移入你的手牌区`-like: the card the reference names moves, under the effect's controller."""
    game, rt, e = on_the_stack(position)
    other = rt.state.players[0].hand[0]
    named = Ref(kind="lord", card=lambda c: other)
    assert rt.move_ref(named, ("ward", 1, "top"), fx.Ctx(rt, 0, 0, None)) is True
    assert (rt.state.cards[other].owner, rt.state.cards[other].controller) == (1, 0)
    nothing = Ref(kind="lord", card=lambda c: None)
    assert rt.move_ref(nothing, ("void", None, "top"), fx.Ctx(rt, 1, 1, None)) is False
    assert last(rt) == ("fail", 1, "没有可以移动的牌")
    assert rt.move_ref(named, ("stack", None, "top"), fx.Ctx(rt, 1, 1, None)) is False
    assert last(rt) == ("fail", 1, "没有可以移动的牌")


def test_shuffling_a_zone_forgets_who_saw_its_cards(position):
    game, rt, e = on_the_stack(position)
    deck = rt.state.zones["deck"]
    rt.state.mut(deck[0]).seen_by = frozenset({0})
    rt.shuffle_zone("deck")
    assert all(rt.state.cards[u].seen_by == frozenset() for u in deck)
    assert last(rt) == ("shuffle", None, "洗乱牌库")
