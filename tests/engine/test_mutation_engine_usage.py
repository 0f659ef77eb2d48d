"""Using cards (zhdsl/engine/usage.py) as a frontend reads it — what each option refers to, the prompt of a
multi-target choice, where a used card is while on the stack, the failure of an 执行 with no legal target,
the kind of each refusal in the log, the options a once-per-turn use leaves, the reason a use is refused —
stated where the seeded mutation sample of usage.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

from decisions import answer
from game_views import card_names

from zhdsl.engine import contract
from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "生产1财富", "1绿", 2)]


def _refs(game) -> list[tuple[str, tuple]]:
    return [(o.label, o.refs) for o in game.decision.options]


def test_a_card_option_refers_to_the_card_and_the_card_is_on_the_stack_once_used(position):
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {"手牌": [card("应", "即刻：生产1财富")]}],
                    deck=FILLER)
    uid = game.state.players[0].hand[0]
    assert _refs(game)[0] == ("使用「试」", (("card", uid),))
    answer(game, "试")
    assert game.state.cards[uid].zone == "stack" and game.state.cards[uid].zone_owner is None
    assert [e.card for e in game.state.stack] == [uid]


def test_choosing_which_effect_to_use_refers_to_the_card(position):
    game = position(players=[{"手牌": [card("试", "主动：生产1财富。主动：抽1张牌")]}, {}], deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    assert game.decision.kind == "version"
    assert _refs(game) == [("主动：生产1财富", (("card", uid),)), ("主动：抽1张牌", (("card", uid),))]


def test_each_pick_of_several_targets_refers_to_the_player_and_counts_them(position):
    players = [{"手牌": [card("试", "令两名目标角色各生产1财富")]}, {}, {}]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    assert game.decision.prompt == "为「试」选择目标角色（第1名，共2名）"
    assert _refs(game) == [("角色1", (("player", 0),)), ("角色2", (("player", 1),)), ("角色3", (("player", 2),))]
    players[0] = {"手牌": [card("试", "令至多两名目标角色各生产1财富")]}
    at_most = position(players=players, deck=FILLER, mode="权杖")
    answer(at_most, "试")
    assert at_most.decision.prompt == "为「试」选择目标角色（第1名，至多2名）"


def test_executing_a_card_with_no_legal_target_fails_and_says_so(position):
    # the only card on the stack is the one resolving, which no card can target (rule 7.6)
    game = position(players=[{"手牌": [card("试", "执行「乙」")]}, {}], deck=FILLER, past=[card("乙", "即刻：反制目标牌")])
    answer(game, "试")
    assert [(e.kind, e.player, e.text) for e in game.log][-3:-1] == [
        ("fail", 0, "执行「即刻：反制目标牌」没有合法的目标"),
        ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行"),
    ]


# -- the log a frontend filters by kind, the options a seat is offered, the reason a use is refused --------
# (the survivors of usage.py's second seeded sample, seed 18: docs/testing.md)


def _kinds(game, kind: str) -> list[tuple[int | None, str]]:
    return [(e.player, e.text) for e in game.log if e.kind == kind]


def _labels(game) -> list[str]:
    return [o.label for o in game.decision.options]


def test_a_card_whose_targets_go_once_it_leaves_the_hand_is_refused_as_a_failure_and_taken_back(position):
    # X counts 「试」 while it is in the hand (角色2 within 1: offered), then 0 once it is on the stack (rule 7.1(3))
    text = "令距离X以内的目标其他角色生产1财富（X为你的手牌数）"
    game = position(players=[{"手牌": [card("试", text)]}, {}], deck=FILLER)
    uid = game.state.players[0].hand[0]
    assert "使用「试」" in _labels(game)
    answer(game, "试")
    assert _kinds(game, "fail") == [(0, "「试」没有合法的目标")]
    assert game.state.players[0].hand == [uid] and not game.state.stack
    assert [p.wealth for p in game.state.players] == [10, 10]
    assert not _kinds(game, "use")


def test_a_mandatory_skill_that_cannot_be_used_is_logged_as_a_trigger_with_the_reason(position):
    # the skill is named by its canonical text (a cost joins the head with &)
    for text, named, why in (
        ("锁定&回合结束：令目标已死亡的角色生产1财富", "锁定&回合结束：令目标已死亡的角色生产1财富", "没有合法的目标角色"),
        ("锁定&回合结束：弃2张手牌：生产1财富", "锁定&回合结束&弃2张手牌：生产1财富", "手牌不足：需要弃2张，现有0张"),
    ):
        game = position(players=[{"结界区": [card("界", text)]}, {}], deck=FILLER)
        answer(game, "结束回合")
        assert _kinds(game, "trigger") == [(0, f"「界」的技能「{named}」未能自动使用：{why}")]
        assert game.state.players[0].wealth == 10 and game.state.active == 1


def test_a_lord_card_moved_onto_the_stack_is_not_used_and_the_failure_is_logged(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "横置：生产1财富"}
    game = position(players=[{"手牌": [card("试", "将过往中的1张牌移入堆叠，生产1财富")]}, {}], deck=FILLER,
                    past=[lord])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert _kinds(game, "fail") == [(0, "「农官」不能这样使用"), (0, "「试」的某一步骤未能完成，后续步骤不执行")]
    assert game.state.players[0].wealth == 10
    assert [game.library[game.state.cards[u].def_id].name for u in game.state.zones["past"]] == ["农官", "试"]


def test_a_hand_card_moved_onto_the_stack_is_used_without_paying_its_energy(position):
    game = position(players=[{"手牌": [card("试", "将1张手牌移入堆叠"), card("丙", "生产2财富", "1绿")]}, {}],
                    deck=FILLER)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert (0, "角色1使用「丙」（不支付精力）") in _kinds(game, "use")
    assert game.state.players[0].wealth == 12 and game.state.players[0].hand == []


def test_a_once_per_turn_card_back_in_the_hand_is_not_offered_again_this_turn(position):
    game = position(players=[{"手牌": [card("试", "限定：生产1财富，将此牌移入你的手牌")]}, {}], deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[0].hand == [uid] and game.state.players[0].wealth == 11
    assert _labels(game) == ["「调度」", "结束回合"]
    assert game.explain(0, "试") == "「限定」：每回合限1次，本回合已经使用过"


def test_a_once_per_turn_lord_skill_is_not_offered_again_this_turn(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "限定：生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    assert _labels(game) == ["技能「限定：生产1财富」", "「调度」", "结束回合"]
    answer(game, "限定")
    assert game.state.players[0].wealth == 11
    assert _labels(game) == ["「调度」", "结束回合"]
    assert game.explain(0, "限定：生产1财富") == "「限定」：每回合限1次，本回合已经使用过"


def test_using_a_hand_card_by_an_effect_counts_only_the_other_cards_for_its_discard_cost(position):
    # 「丙」 cannot discard itself to pay 弃1张手牌: alone in the hand it is not offered (rule 7.7)
    cost = card("丙", "弃1张手牌：生产2财富")
    game = position(players=[{"手牌": [card("试", "使用1张手牌"), cost]}, {}], deck=FILLER)
    answer(game, "试")
    assert _kinds(game, "fail")[0] == (0, "角色1没有可以使用的手牌")
    assert game.state.players[0].wealth == 10
    two = position(players=[{"手牌": [card("试", "使用1张手牌"), cost, card("丁", "生产1财富")]}, {}], deck=FILLER)
    answer(two, "试")
    assert two.decision.prompt == "选择要使用的手牌" and _labels(two) == ["「丙」", "「丁」"]


def test_a_card_taken_onto_the_stack_with_no_usable_effect_is_logged_as_a_failure(position):
    # 「丙」's 弃2张手牌 cannot be paid: none of its effects can be used
    game = position(players=[{"手牌": [card("试", "将过往中的1张「丙」移入堆叠，生产1财富")]}, {}], deck=FILLER,
                    past=[card("丙", "弃2张手牌：生产2财富")])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert _kinds(game, "fail") == [(0, "「丙」无法使用"), (0, "「试」的某一步骤未能完成，后续步骤不执行")]
    assert game.state.players[0].wealth == 10


def test_a_cost_counted_by_the_target_card_is_paid_once_the_target_is_chosen(position):
    # X is the point of 「攻」 (2), known once 「试」's target card is chosen: 角色2 pays 2 of their 3 物资
    game = position(players=[{"手牌": [card("攻", "生产1财富", "0", 2)]},
                             {"物资": 3, "手牌": [card("试", "即刻&支付X物资：反制目标牌（X为目标牌的点数）")]}],
                    deck=FILLER)
    answer(game, "攻")
    answer(game, "试")
    assert (1, "角色2支付2物资") in _kinds(game, "pay") and game.state.players[1].supply == 1
    assert (1, "角色2反制了「攻」") in _kinds(game, "counter") and game.state.players[0].wealth == 10


def test_a_virtual_card_made_by_execute_is_black(position):
    # a card made from an effect alone (执行「…」) has no printed colour: 黑, like a skill (rules.md 4.6)
    game = position(players=[{"手牌": [card("试", "执行「若此牌为黑色，则生产2财富」", "0", 5)]}, {}], deck=FILLER * 3)
    answer(game, "试")
    while not game.is_terminal() and game.state.stack:
        answer(game, "过")
    assert "角色1生产2财富，现有12" in [e.text for e in game.log]
    assert game.state.players[0].wealth == 12


def test_the_version_chosen_is_the_one_used(position):
    # rule 10.9: a card with two segments asks which; the one chosen resolves, the other does not
    game = position(players=[{"手牌": [card("试", "主动：生产1财富。主动：抽1张牌")]}, {}], deck=FILLER)
    answer(game, "试")
    assert game.decision.kind == "version"
    answer(game, "抽1张牌")
    while not game.is_terminal() and game.state.stack:
        answer(game, "过")
    assert game.state.players[0].wealth == 10 and len(game.state.players[0].hand) == 1
    assert "角色1使用「试」" in [e.text for e in game.log]


def test_the_use_line_names_the_stack_entry_it_made(position):
    # a frontend links the log's 使用 line to the entry on the stack, and to its 结算 line
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    used = [e for e in game.log if e.kind == "use"]
    resolved = [e for e in game.log if e.kind == "resolve"]
    assert [e.text for e in used] == ["角色1使用「试」"] and [e.text for e in resolved] == ["结算「试」"]
    entry = resolved[0].data[0]
    assert isinstance(entry, int) and used[0].data == (entry, "card")


def test_a_skill_is_explained_by_its_words_after_the_timing(position):
    # `为什么 生产1财富` about a lord's `限定：生产1财富`: the skill is found by what it does, too
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "限定：生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    answer(game, "限定")
    assert game.explain(0, "生产1财富") == "「限定」：每回合限1次，本回合已经使用过"


def test_a_limited_card_back_in_hand_is_not_offered_again_that_turn(position):
    """Rules 9.6, 11.18: 轮作 (限定) used once comes back to the hand; the options of that turn no longer offer it
    (not only refused when tried: a frontend lists the options)."""
    game = position(players=[{"手牌": [card("轮作", "限定：生产1财富，将此牌移入你的手牌区")]}, {}])
    answer(game, "轮作")
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[0].wealth == 11
    assert not any("轮作" in label for label in game.decision.labels()), game.decision.labels()


def test_a_limited_card_used_this_turn_cannot_be_the_hand_card_an_option_uses(position):
    """Rules 9.6, 10.6: 轮作 (限定) is back in hand after its use; `使用1张手牌/生产1财富` then has no hand card it could
    use, so the choice is not asked and 生产1财富 is done."""
    game = position(players=[{"手牌": [card("轮作", "限定：生产1财富，将此牌移入你的手牌区"),
                                       card("择", "使用1张手牌（不支付精力）/生产1财富")]}, {}])
    answer(game, "轮作")
    while game.state.stack:
        answer(game, "过")
    answer(game, "择")
    asked = []
    while game.state.stack:
        asked.append(game.decision.labels())
        answer(game, "过" if "过" in " ".join(game.decision.labels()) else game.decision.labels()[0])
    assert not any("生产1财富" in labels for labels in asked), asked
    assert game.state.players[0].wealth == 12


def test_a_lord_card_in_hand_does_not_hide_the_hand_cards_after_it(position):
    """Rule 15.2: a lord card in the hand may be used as the main action; the hand cards after it are offered too."""
    lord = {"阵营": "中立", "名称": "乙侯", "效率": 5, "仓储": 5, "精力": "1黑", "技能": ""}
    game = position(players=[{"手牌": [lord, card("劳作", "生产1财富")]}, {}])
    labels = game.decision.labels()
    assert "使用领主「乙侯」" in labels and "使用「劳作」" in labels, labels


def test_a_lord_skill_whose_cost_taps_its_own_card_is_offered(position):
    """Rule 7.5(a): `主动：横置此牌：抽1张牌` on the lord — 此牌 is the lord card, untapped, so the skill is offered."""
    lord = {"阵营": "中立", "名称": "勤侯", "效率": 5, "仓储": 5, "精力": "1黑", "技能": "主动：横置此牌：抽1张牌"}
    game = position(players=[{"领主": lord}, {}], deck=[card("甲", "生产1财富")])
    assert any("横置此牌" in label for label in game.decision.labels()), game.decision.labels()


# -- mut12c: the survivors of usage.py's seed-18 sample still unasserted (docs/testing.md) ------------------


def test_an_executed_card_whose_target_range_is_counted_offers_the_players_in_range(position):
    # 执行「…」: X (你的手牌数) is counted when the targets are looked for: 1 card left in hand → 角色2 within 1
    text = "执行「令距离X以内的目标其他角色生产1财富（X为你的手牌数）」"
    game = position(players=[{"手牌": [card("试", text), card("留", "生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[1].wealth == 11
    assert not _kinds(game, "fail")


def test_a_card_waiting_on_the_stack_is_shown_untapped_to_the_other_players(position):
    # rule 7.1(3): what a frontend shows of the card while the opponent may respond
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {"手牌": [card("应", "即刻：生产1财富")]}],
                    deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    shown = contract.card(game.runtime(), uid, 1)
    assert game.state.cards[uid].zone == "stack"
    assert (shown["name"], shown["tapped"], shown["controller"]) == ("试", False, 0)


def test_a_skill_on_the_stack_is_black(position):
    # a skill has no printed colour: 黑 (rules.md 4.6), read by a response that counters black
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "主动：生产1财富"}
    game = position(players=[{"领主": lord}, {"手牌": [card("应", "即刻：反制目标黑色牌")]}], deck=FILLER)
    answer(game, "生产1财富")
    assert "使用「应」" in _labels(game), _labels(game)


def test_a_cost_counted_by_the_target_card_that_cannot_be_paid_fails_the_use_and_says_so(position):
    # X is the point of 「攻」 (5), known once the target card is chosen: 角色2 has 3 物资, the cost is not paid
    game = position(players=[{"手牌": [card("攻", "生产1财富", "0", 5)]},
                             {"物资": 3, "手牌": [card("试", "即刻&支付X物资：反制目标牌（X为目标牌的点数）")]}],
                    deck=FILLER)
    answer(game, "攻")
    answer(game, "试")
    assert (1, "「试」的代价未能支付") in _kinds(game, "fail"), [(e.kind, e.text) for e in game.log][-6:]
    assert not _kinds(game, "counter") and game.state.players[1].supply == 3
    # rule 7.5(b): the use does not happen, so the card is not lost on the 堆叠: it is back in its holder's hand
    assert card_names(game, game.state.players[1].hand) == ["试"] and [e.name for e in game.state.stack] == ["「攻」"]
