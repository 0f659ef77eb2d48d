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


# -- 变为 on a card in the hand (rule 12.67) -------------------------------------------------------------------------

from test_engine_lowered_texts import play  # noqa: E402

EDUCATION = {"手牌": [card("教育", "生产3财富")]}  # 教育 is a card of this game


def _uid(game, name: str) -> int:
    rt = game.runtime()
    return next(uid for uid in game.state.cards if rt.defn(uid).name == name)


def test_a_hand_card_changed_then_used_is_used_as_the_new_card(position):
    stone = card("石", ATTACK, "3红", 2)
    game = play(position, "将你的1张手牌变为「教育」，使用该牌（不支付精力）。", me={"手牌": [stone]},
                others=[EDUCATION], choose=("石",))
    assert [p.wealth for p in game.state.players] == [13, 10]  # 石 was used with 教育's effect, not its own
    uid = _uid(game, "石")
    assert game.state.cards[uid].zone == "past" and not game.state.cards[uid].marks  # it moved: the change is gone (3.12)


def test_a_named_hand_card_changed_stays_changed_in_the_hand_until_used(position):
    game = play(position, "令你手牌中的1张「攻伐」变为「教育」。", me={"手牌": [card("攻伐", ATTACK)]}, others=[EDUCATION],
                choose=("攻伐",))
    assert [p.wealth for p in game.state.players] == [10, 10]
    answer(game, "攻伐")  # later the same turn: used from the hand, it is a 教育
    pass_to_end(game)
    assert [p.wealth for p in game.state.players] == [13, 10]


def test_a_changed_hand_card_that_moves_otherwise_is_itself_again(position):
    game = play(position, "令你手牌中的1张「攻伐」变为「教育」，将该牌移入过往。", me={"手牌": [card("攻伐", ATTACK)]},
                others=[EDUCATION], choose=("攻伐",))
    uid = _uid(game, "攻伐")
    assert game.state.cards[uid].zone == "past" and not game.state.cards[uid].marks
    assert game.runtime().card_effect(uid, game.runtime().defn(uid).program.effects[0]).text == ATTACK


def test_only_a_card_of_that_name_in_the_hand_can_be_changed(position):
    game = play(position, "令你手牌中的1张「攻伐」变为「教育」。", me={"手牌": [card("守", ATTACK)]}, others=[EDUCATION])
    assert not game.state.cards[_uid(game, "守")].marks  # no 「攻伐」 in the hand: nothing changed
    assert "没有可以变为的手牌" in [e.text for e in game.log]


# -- （你可以连续进行调度）: a static that lifts 无法连续进行调度 (rule 13.33) ----------------------------------------------


def _arrange_once(game) -> None:
    answer(game, "调度")
    while game.decision.kind == "arrange":
        game.apply_action(0)


def test_arranging_twice_in_a_row_while_the_static_is_in_force(position):
    ward = card("序", "（你可以连续进行调度）。")
    game = position(players=[{"手牌": [card("乙", "生产1财富")], "结界区": [ward]}, {}], deck=DECK)
    _arrange_once(game)
    assert "「调度」" in game.decision.labels() and game.explain(0, "调度") == ""
    _arrange_once(game)  # and a third time: the rule is lifted, not spent
    assert game.explain(0, "调度") == ""


def test_the_static_binds_only_its_owner(position):
    ward = card("序", "（你可以连续进行调度）。")
    game = position(players=[{"手牌": [card("乙", "生产1财富")]}, {"结界区": [ward]}], deck=DECK)
    _arrange_once(game)  # 角色1 has no such card: 7.9 holds for them
    assert "「调度」" not in game.decision.labels()
    assert game.explain(0, "调度") == "不能连续进行调度"
