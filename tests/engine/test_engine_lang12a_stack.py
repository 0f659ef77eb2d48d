"""Card objects on the 堆叠 (issue 11, lang12a): `复制堆叠中的1张「名」` (rule 12.66), `反制1张点数不大于4的牌` — a target,
narrowed by its printed point (rule 12.65) — and `令堆叠中的1张牌变为…` (rule 12.66) play as they read: the card
chosen is a target on the 堆叠 of that name, point or kind, and a card that does not fit cannot be chosen."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered

from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
ATTACK = "令目标其他角色折损2财富"


def _wealth(game) -> list[int]:
    return [p.wealth for p in game.state.players]


def _respond(position, first: dict, answer_text: str):
    game = position(players=[{"手牌": [first], "精力": "1红"}, {"手牌": [card("应", answer_text)]}], deck=DECK)
    answer(game, first["名称"])
    offered = use_when_offered(game, "应")
    pass_to_end(game)
    return game, offered


def test_copying_a_named_card_on_the_stack_copies_it_with_its_target(position):
    game, offered = _respond(position, card("攻", ATTACK, "1红", 3), "即刻：复制堆叠中的1张「攻」。")
    assert offered
    assert _wealth(game) == [10, 6]  # the copy keeps the original's target (11.15): 角色2 is damaged twice


def test_copying_on_the_stack_only_a_card_of_that_name(position):
    game, offered = _respond(position, card("伐", ATTACK, "1红", 3), "即刻：复制堆叠中的1张「攻」。")
    assert not offered  # no 「攻」 on the 堆叠: nothing to target, the card cannot be used
    assert _wealth(game) == [10, 8]


def test_countering_one_card_of_a_low_point(position):
    game, offered = _respond(position, card("攻", ATTACK, "1红", 3), "即刻：反制1张点数不大于4的牌，生产1财富。")
    assert offered
    assert _wealth(game) == [10, 11]  # 攻 countered, the counter's own step done


def test_a_card_of_a_higher_point_cannot_be_the_counters_target(position):
    game, offered = _respond(position, card("攻", ATTACK, "1红", 6), "即刻：反制1张点数不大于4的牌，生产1财富。")
    assert not offered  # rule 12.65: a target, and 攻's point 6 is not at most 4
    assert _wealth(game) == [10, 8]


def test_countering_on_the_stack_by_point_with_the_zone_written(position):
    game, offered = _respond(position, card("攻", ATTACK, "1红", 0), "即刻：反制堆叠中的1张点数为0的牌。")
    assert offered and _wealth(game) == [10, 10]


def test_letting_a_card_on_the_stack_become_another(position):
    game = position(players=[{"手牌": [card("压制", ATTACK, "1红", 2)], "精力": "1红"},
                             {"手牌": [card("应", "即刻：令堆叠中的1张牌变为「教育」。"), card("教育", "生产3财富")]}],
                    deck=DECK)
    answer(game, "压制")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    assert _wealth(game) == [13, 10]  # 压制 became 教育: its controller produces 3 instead of damaging
