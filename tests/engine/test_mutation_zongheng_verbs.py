"""纵横坛's verbs of the ninth and tenth sessions as a player and a designer meet them, where the seeded mutation
samples of branch `mut18f` (docs/testing.md, "The 纵横坛 verbs re-measured") found them unasserted: X chosen
within a bound (rule 10.58), 因此 (rule 10.56), 选择 a target as a step (rule 11.50), 获得…的控制权 (rule 11.53), 本回合 changes (rule 11.54), triggers on a change of 财富 with its cause
or across a bound (rule 9.24), a condition joined to the timing (9.23), 其目标 (12.32), a named card a player
owns (12.28)."""

from __future__ import annotations

import pytest
from decisions import answer, pass_to_end, use_when_offered
from scenario_cards import card

from zhdsl import analyze
from zhdsl.pipeline import compile_text

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _until_asked(game, label: str):
    while label not in game.decision.labels():
        answer(game, "过")
    return game.decision


def test_x_chosen_within_a_bound_reads_back_with_its_bound():
    """The canonical reading (the game log's) keeps 至多为 and 至少为 apart."""
    assert compile_text("支付X财富，抽X张牌（X至多为3）")[0].text == "支付X财富，抽X张牌（X至多为3）"
    assert compile_text("支付X财富，抽X张牌（X至少为3）")[0].text == "支付X财富，抽X张牌（X至少为3）"


def test_x_at_most_a_players_number_is_asked_from_zero_to_it_and_logged(position):
    """`（X至多为你的物资）` with 2 物资: the controller is asked 选择X的值（0至2）, and the log says what they chose."""
    game = position(players=[{"手牌": [card("试", "抽X张牌（X至多为你的物资）")], "物资": 2}, {}], deck=DECK)
    answer(game, "试")
    decision = _until_asked(game, "2")
    assert decision.kind == "choice" and decision.prompt == "选择X的值（0至2）"
    assert decision.labels() == ["0", "1", "2"]
    answer(game, "2")
    while game.state.stack:
        answer(game, "过")
    chose = [e for e in game.log if e.text == "角色1选择X为2"]
    assert len(chose) == 1 and chose[0].kind == "choose" and chose[0].player == 0
    assert len(game.state.players[0].hand) == 2


def test_x_at_most_zero_is_not_asked(position):
    """`（X至多为你的物资）` with no 物资: X can only be 0, so nobody is asked and nothing is drawn."""
    game = position(players=[{"手牌": [card("试", "抽X张牌（X至多为你的物资）")], "物资": 0}, {}], deck=DECK)
    answer(game, "试")
    while game.state.stack:
        assert "1" not in game.decision.labels()
        answer(game, "过")
    assert game.state.players[0].hand == [] and any(e.text == "角色1选择X为0" for e in game.log)


def _play(position, text: str, players: list, target: str | None = None, **kw):
    game = position(players=[{**players[0], "手牌": [card("试", text), *players[0].get("手牌", [])]}, *players[1:]], deck=DECK, **kw)
    answer(game, "试")
    if target is not None:
        answer(game, target)
    while game.state.stack:
        answer(game, "过")
    return game


def test_everyone_a_command_named_died_as_a_result(position):
    """`令所有其他角色折损3财富，若其因此死亡`: 其 is every player the 令 named, so it holds only when all of them died."""
    text = "主动：令所有其他角色折损3财富，若其因此死亡，则你生产3财富。"
    both = _play(position, text, [{}, {"财富": 3}, {"财富": 2}], mode="权杖")
    assert both.state.players[1].dead and both.state.players[2].dead and both.state.players[0].wealth == 13
    one = _play(position, text, [{}, {"财富": 3}, {"财富": 10}], mode="权杖")
    assert one.state.players[1].dead and one.state.players[0].wealth == 10


def test_you_died_as_a_result_is_about_you_not_the_player_the_step_named(position):
    """`令目标角色折损3财富，若你因此死亡`: the target dying does not make 你 dead."""
    game = _play(position, "主动：令目标角色折损3财富，若你因此死亡，则获得2物资。",
                 [{"物资": 0}, {"财富": 3}, {}], target="角色2", mode="权杖")
    assert game.state.players[1].dead and game.state.players[0].supply == 0


def test_or_fewer_cards_discarded_as_a_result(position):
    """`若你因此弃了1张或更少牌`: none discarded is 1 or fewer; 2 is not."""
    text = "弃所有手牌，若你因此弃了1张或更少牌，则获得2物资。"
    none = _play(position, text, [{"物资": 0}, {}])
    assert none.state.players[0].supply == 2
    two = _play(position, text, [{"物资": 0, "手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}, {}])
    assert two.state.players[0].supply == 0


def test_a_card_dying_as_a_result_is_refused_with_an_example():
    (diagnostic,) = analyze("抽1张牌，若此牌因此死亡，则抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message) == ("E204", "只有角色才会死亡")
    assert diagnostic.hint == "例如「令目标角色折损2财富，若其因此死亡，则…」"


# the 选择 step fails, so no step after it happens, whether it names the target or not (mut13: the step order)
@pytest.mark.parametrize("text", ["选择目标其他角色，令该角色折损1财富，你生产2财富", "选择目标其他角色，你生产2财富，令该角色折损1财富"])
def test_a_chosen_target_gone_by_the_resolution_stops_the_steps_after_it(position, text):
    """`选择目标其他角色，…`: the target died in a response, so the step fails with its log line and 你 produces
    nothing (rule 11.50)."""
    kill = card("杀", "即刻：令目标角色折损5财富")
    game = position(players=[{"手牌": [card("试", text)]}, {"财富": 1}, {"手牌": [kill]}], deck=DECK, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    assert use_when_offered(game, "杀")
    answer(game, "角色2")
    pass_to_end(game)
    assert game.state.players[1].dead and game.state.players[0].wealth == 10
    failed = [(e.kind, e.player) for e in game.log if e.text == "所选的目标已不在，后续步骤不执行"]
    assert failed == [("fail", 0)]


def test_a_chosen_target_still_there_lets_the_steps_after_it_happen(position):
    """`即刻：选择目标牌，抽1张牌` in answer to a card on the 堆叠: the target is there, so 你 draws."""
    game = position(players=[{"手牌": [card("攻", "生产1财富")]}, {"手牌": [card("应", "即刻：选择目标牌，抽1张牌")]}],
                    deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    assert len(game.state.players[1].hand) == 1


def test_choosing_what_is_not_a_target_is_refused_with_an_example():
    (diagnostic,) = analyze("选择你，抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message) == ("E204", "「选择」一步只能写一个目标（使用时选择）")
    assert diagnostic.hint == "例如「选择1名死亡的队友，该队友复活」；从区域中选牌写「从过往中选择1张牌」"


def test_taking_control_of_two_wards_reads_back_as_two():
    text = "获得目标其他角色的2张结界的控制权"
    assert analyze(text).ok and compile_text(text)[0].text == text


def test_taking_control_of_no_ward_is_warned():
    assert [(d.code, d.message) for d in analyze("获得目标其他角色的0张结界的控制权").diagnostics] == [
        ("W211", "数量为0，此步骤不会产生效果")]


def test_taking_control_before_the_colon_is_refused_at_the_step():
    """`获得…的控制权：抽1张牌`: taking control is no cost, E218 marks the step (its 17 characters), not the whole text."""
    (diagnostic,) = analyze("获得目标其他角色的1张结界的控制权：抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message) == ("E218", "「：」之前只能写时机或代价（支付、消耗、弃手牌、横置）")
    assert (diagnostic.span.start, diagnostic.span.end) == (0, 17)


def test_taking_control_of_a_ward_gone_by_then_fails_and_stops_the_card(position):
    """The ward is moved away by the step before: nothing to take control of, the log says so (`fail`, 角色1),
    and the card stops there — the 抽1张牌 after it does not happen (rule 10.2)."""
    ward = card("界", "回合结束：抽1张牌")
    game = _play(position, "将目标其他角色结界区中的1张结界移入过往，获得目标其他角色的1张结界的控制权，抽1张牌。",
                 [{}, {"结界区": [ward]}])
    failed = [(e.kind, e.player) for e in game.log if e.text == "没有可以获得控制权的结界"]
    assert failed == [("fail", 0)]
    assert any(e.text == "「试」的某一步骤未能完成，后续步骤不执行" for e in game.log)
    assert game.state.players[0].hand == [] and game.state.players[1].ward == []


def test_taking_control_is_offered_as_an_option_only_while_there_is_a_ward(position):
    """`获得目标其他角色的1张结界的控制权/抽1张牌`: with a ward to take, both options are offered; without one, only
    抽1张牌 can happen, so it is chosen without asking and the card draws."""
    text = "主动：获得目标其他角色的1张结界的控制权/抽1张牌"
    ward = card("界", "回合结束：抽1张牌")
    game = position(players=[{"手牌": [card("试", text)]}, {"结界区": [ward]}], deck=DECK)
    answer(game, "试")
    assert game.decision.prompt == "选择一项执行"
    assert game.decision.labels() == ["获得目标其他角色的1张结界的控制权", "抽1张牌"]
    bare = position(players=[{"手牌": [card("试", text)]}, {}], deck=DECK)
    answer(bare, "试")
    while bare.state.stack:
        answer(bare, "过")
    assert [e.text for e in bare.log if e.kind == "choose"] == ["角色1选择「抽1张牌」"]
    assert len(bare.state.players[0].hand) == 1

def test_a_change_for_this_turn_is_logged_as_it_ends(position):
    """`本回合你的仓储+1`: at the turn's end the log says the change ended, with the counter and how much it moves back."""
    game = position(players=[{"手牌": [card("试", "主动：本回合你的仓储+1。")]}, {}], deck=DECK)
    answer(game, "试")
    pass_to_end(game)
    assert game.runtime().attr(0, "storage") == 6
    answer(game, "结束回合")
    while game.state.active != 1:
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])
    ended = [(e.kind, e.player, e.data) for e in game.log if e.text == "本回合的改变结束：角色1"]
    assert ended == [("this_turn", 0, ("storage", -1))] and game.runtime().attr(0, "storage") == 5


def test_only_storage_and_efficiency_change_for_this_turn():
    (diagnostic,) = analyze("本回合你的财富+1").diagnostics
    assert (diagnostic.code, diagnostic.message) == ("E226", "「财富」不能只在本回合改变")
    assert diagnostic.hint == "本回合内改变的只能是仓储、效率，例如「本回合你的仓储+1」；要一直改变就不写「本回合」"


def test_a_loss_you_caused_triggers_and_one_of_your_own_does_too_with_any_cause(position):
    """`当其他角色因你折损财富后`: your 令…折损 on another player triggers it; `当你因角色折损财富后`: any source, your own
    折损 included."""
    by_you = card("督", "锁定&当其他角色因你折损财富后：获得2物资")
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富")], "结界区": [by_you], "物资": 0}, {}],
                    deck=DECK)
    answer(game, "攻")
    pass_to_end(game)
    assert game.state.players[1].wealth == 8 and game.state.players[0].supply == 2
    any_cause = card("省", "锁定&当你因角色折损财富后：获得2物资")
    own = position(players=[{"手牌": [card("自", "折损2财富")], "结界区": [any_cause], "物资": 0}, {}], deck=DECK)
    answer(own, "自")
    pass_to_end(own)
    assert own.state.players[0].wealth == 8 and own.state.players[0].supply == 2


@pytest.mark.parametrize("end", ["后", "时"])
def test_a_bound_crossed_reads_back_with_its_moment(end):
    text = f"锁定&当你的财富因生产超过12{end}：获得2物资"
    assert compile_text(text)[0].text == f"锁定&当你的财富因生产大于12{end}：获得2物资"


def test_a_bound_crossed_by_another_counter_is_refused_with_an_example():
    (diagnostic,) = analyze("当你的物资因生产超过15后：抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E275", "这里只能写「你的财富」", "例如「当你的财富因生产超过15后」")


def test_an_unknown_colour_in_a_zone_count_is_refused_by_name():
    """`若过往中有紫色牌`: E201 names the colour and lists the known ones (rule 10.30)."""
    (diagnostic,) = analyze("若过往中有紫色牌，则抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message) == ("E201", "未知的颜色「紫色」")
    assert diagnostic.hint == "精力的颜色有：绿、红、蓝、黄，以及代表任意颜色的黑"


def test_a_condition_joined_to_the_timing_is_checked_like_any_condition():
    """`回合开始&此牌的财富不大于5`: a card has no 财富, said as for any condition."""
    assert [(d.code, d.message) for d in analyze("回合开始&此牌的财富不大于5：抽1张牌").diagnostics] == [
        ("E204", "牌没有这个属性，角色才有")]


def test_its_targets_read_back_as_written():
    text = "支付1黑色精力，执行「攻伐」，令其目标弃1张手牌"
    assert compile_text(text)[0].text == text


def test_whether_a_pronoun_is_a_cards_target_needs_something_before_it():
    assert [(d.code, d.message) for d in analyze("若其是此牌的目标，则抽1张牌").diagnostics] == [
        ("E224", "「其」前面没有可以指代的角色或牌")]


def test_a_named_card_is_looked_for_past_a_dead_player(position):
    """`将“权杖”移入你的造物区`: the first owner from you among the living — 角色2 is dead, so 角色3's 权杖 moves."""
    sceptre = card("权杖", "生产1财富")
    game = _play(position, "主动：将“权杖”移入你的造物区。",
                 [{}, {"死亡": True, "财富": 0}, {"造物区": [sceptre]}], mode="权杖")
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zone_list("creation", 0)] == ["权杖"]
    assert game.state.zone_list("creation", 2) == []


# -- event triggers (zhdsl/games/zongheng/verbs/events.py; branch `mut18g`'s sample, seed 28) ----------------------


def test_a_reset_whose_lord_card_is_not_said_is_refused():
    (diagnostic,) = analyze("当重置后：抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E275", "要写出被重置的是谁的领主牌", "例如「你的领主牌被重置后」")
    assert (diagnostic.span.start, diagnostic.span.end) == (0, 4)


def test_a_trigger_without_its_player_is_yours_and_keeps_its_moment():
    """`当抽牌后` is `当你抽牌后` (rule 9.12); 时 and 后 read back as written."""
    assert compile_text("当抽牌后：生产1财富")[0].text == "当你抽牌后：生产1财富"
    assert compile_text("当你抽牌时：生产1财富")[0].text == "当你抽牌时：生产1财富"
    assert compile_text("当一名角色弃置手牌后：生产1财富")[0].text == "当一名角色弃牌后：生产1财富"


def test_becoming_a_cards_target_player_is_told_how_to_write_it():
    (diagnostic,) = analyze("当你成为「攻伐」的目标角色时：抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E100", "此处不应出现「目标角色」", "写「成为「攻伐」的目标时」")


def test_a_ward_triggers_when_the_player_it_is_attached_to_draws(position):
    """`当结附的角色抽牌后：令结附的角色折损1财富` on 角色2: 角色1 makes 角色2 draw, and 角色2 loses 1."""
    ward = card("界", "结附目标其他角色。当结附的角色抽牌后：令结附的角色折损1财富", "0")
    game = position(players=[{"手牌": [ward, card("抽", "令目标其他角色抽1张牌", "0")]}, {}], deck=DECK)
    for name in ("界", "抽"):
        answer(game, name)
        while game.state.stack:
            answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 9]
    assert any(e.text == "角色2使用「界」的技能「当结附的角色抽牌后：令结附的角色折损1财富」" for e in game.log)


def test_gaining_no_wealth_does_not_trigger_a_gain(position):
    """Rule 9.20: 获得财富 triggers when some is gained; `获得X财富` with X=0 logs 获得0财富 and draws nothing."""
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "锁定&当你获得财富后：抽1张牌"}
    game = position(players=[{"领主": lord, "手牌": [card("零", "获得X财富（X为你的手牌数）", "0")]}, {}], deck=DECK)
    answer(game, "零")
    while game.state.stack:
        answer(game, "过")
    assert any(e.text == "角色1获得0财富，现有10" for e in game.log)
    assert game.state.players[0].hand == [] and not any(e.kind == "draw" for e in game.log)


# -- 使用 as a step (zhdsl/games/zongheng/verbs/use.py; branch `mut18g`'s sample, seed 28) ---------------------------


def test_that_card_after_using_more_than_one_card_has_nothing_to_name():
    """Rule 12.8(m): 该牌 names the one card a 使用1张… used; after two cards, or two quantities, it names none."""
    assert analyze("使用1张手牌，若该牌为红色，则抽1张牌").ok
    for text in ("使用2张手牌，若该牌为红色，则抽1张牌", "使用1张红色手牌&1张蓝色手牌，若该牌为红色，则抽1张牌"):
        assert [(d.code, d.message) for d in analyze(text).diagnostics] == [("E224", "「该牌」前面没有可以指代的牌")], text


def test_using_a_card_reads_back_as_written():
    for text in ("使用1张牌", "使用1张「攻伐」", "使用1张红色手牌/抽1张牌"):
        assert analyze(text).ok and compile_text(text)[0].text == text, text


def test_using_one_of_two_named_cards_asks_which(position):
    """`使用1张「攻伐」` with two in hand: the player picks one (`选择要使用的牌`), and only that one is used."""
    one, two = card("攻伐", "生产1财富", "0", 1), card("攻伐", "生产2财富", "0", 2)
    game = position(players=[{"手牌": [card("试", "使用1张「攻伐」", "0"), one, two]}, {}], deck=DECK)
    answer(game, "试")
    while game.decision.prompt != "选择要使用的牌":
        answer(game, "过")
    kept, picked = (o.value for o in game.decision.options)
    game.apply_action(1)  # the second 攻伐 (both read 攻伐)
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[0].hand == [kept] and picked not in game.state.players[0].hand
    assert [e.text for e in game.log if e.kind == "use"][-1].startswith("角色1使用「攻伐」")


def test_using_a_red_card_is_offered_as_an_option_only_with_a_red_card(position):
    text = "主动：使用1张红色手牌/抽1张牌"
    red = card("火", "生产1财富", "1红", 1)
    game = position(players=[{"手牌": [card("试", text, "0"), red], "精力": "1红"}, {}], deck=DECK)
    answer(game, "试")
    assert game.decision.prompt == "选择一项执行"
    assert game.decision.labels() == ["使用1张红色手牌", "抽1张牌"]
    green = card("青", "生产1财富", "1绿", 1)
    bare = position(players=[{"手牌": [card("试", text, "0"), green]}, {}], deck=DECK)
    answer(bare, "试")
    while bare.state.stack:
        answer(bare, "过")
    assert [e.text for e in bare.log if e.kind == "choose"] == ["角色1选择「抽1张牌」"]


# -- 获得其领主牌 (zhdsl/games/zongheng/verbs/gain_lord.py, rule 11.55; branch `mut18g`'s sample, seed 28) -------------


def test_only_gain_takes_a_lord_card():
    (diagnostic,) = analyze("抽其领主牌").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E204", "「抽」后不能接领主牌", "写「获得其领主牌」，或「将其领主牌移入你的手牌区」")


def test_a_lord_is_gained_from_one_player_only():
    (diagnostic,) = analyze("获得所有其他角色的领主牌").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E204", "领主属于单个角色", "例如「获得其领主牌」「获得目标其他角色的领主牌」")
    assert (diagnostic.span.start, diagnostic.span.end) == (2, 8)  # 所有其他角色


def test_gaining_a_lord_before_the_colon_is_refused_at_the_step():
    (diagnostic,) = analyze("获得目标其他角色的领主牌：抽1张牌").diagnostics
    assert diagnostic.code == "E218" and (diagnostic.span.start, diagnostic.span.end) == (0, 12)


def test_into_the_hand_is_said_only_after_gaining_a_lord():
    """`（移入手牌区）` restates where a gained lord card goes; after another step it is E251, and after 获得…领主牌 it
    reads back as written."""
    (diagnostic,) = analyze("抽1张牌（移入手牌区）").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == (
        "E251", "这个说明只能写在「获得…领主牌」之后", "例如「获得其领主牌（移入手牌区）」，或去掉括号")
    assert (diagnostic.span.start, diagnostic.span.end) == (5, 10)
    assert compile_text("获得目标其他角色的领主牌（移入手牌区）")[0].text == "获得目标其他角色的领主（移入手牌区）"


def test_gaining_the_lord_of_a_player_with_the_default_lord_gains_nothing_and_goes_on(position):
    """Rule 11.55: 角色2 has the default lord, so there is no card to gain; the log says so as 角色1's failed step,
    and the 抽1张牌 after it still happens."""
    game = _play(position, "获得目标其他角色的领主牌（移入手牌区），抽1张牌。", [{}, {}])
    failed = [(e.kind, e.player) for e in game.log if e.text == "角色1没有可以获得的领主牌"]
    assert failed == [("fail", 0)]
    assert [game.runtime().defn(uid).name for uid in game.state.players[0].hand] == ["牌0"]  # drawn, no lord card


# -- 将…移入 (zhdsl/games/zongheng/verbs/move.py; branch `mut18g`'s sample, seed 28) -----------------------------------


def test_moving_hand_cards_checks_their_number():
    assert [(d.code, d.message, d.span.start, d.span.end) for d in analyze("将0张手牌移入虚空").diagnostics] == [
        ("W211", "数量为0，此步骤不会产生效果", 1, 2)]
    assert [(d.code, d.message) for d in analyze("将-1张手牌移入虚空").diagnostics] == [("E200", "数量不能为负数（-1）")]


def test_only_cards_are_moved():
    (diagnostic,) = analyze("将你移入虚空").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == ("E204", "「将…移入」的对象必须是牌", "例如「将此牌移入虚空」")
    assert (diagnostic.span.start, diagnostic.span.end) == (1, 2)


def test_a_named_card_moved_from_the_past_to_the_deck_bottom_is_at_the_bottom(position):
    """`将「攻伐」从过往移入牌库底`: the card is the deck's last, not its first."""
    game = position(players=[{"手牌": [card("试", "将「攻伐」从过往移入牌库底", "0")]}, {}], deck=DECK,
                    past=[card("攻伐", "生产1财富", "1红", 3)])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    deck = [game.runtime().defn(uid).name for uid in game.state.zone_list("deck", None)]
    assert deck[-1] == "攻伐" and deck[0] != "攻伐" and deck.count("攻伐") == 1


def test_the_discarded_card_moved_from_the_past_to_the_deck_bottom_is_at_the_bottom(position):
    """`弃1张手牌，将该牌从过往移入牌库底` (rule 11.52): 甲, just discarded, is the deck's last card."""
    game = position(players=[{"手牌": [card("试", "弃1张手牌，将该牌从过往移入牌库底", "0"), card("甲", "生产1财富", "0")]},
                             {}], deck=DECK)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    deck = [game.runtime().defn(uid).name for uid in game.state.zone_list("deck", None)]
    assert deck[-1] == "甲" and deck[0] != "甲"


def test_a_card_put_face_up_is_a_reveal_in_the_log(position):
    game = position(players=[{"手牌": [card("试", "将1张手牌正面向上置于牌库顶", "0"), card("甲", "生产1财富", "0")]}, {}],
                    deck=DECK)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert [(e.kind, e.player, e.data) for e in game.log if e.text == "角色1正面向上放置了「甲」"] == [("reveal", 0, (1,))]


def test_moving_a_hand_card_is_offered_as_an_option_with_exactly_one_card(position):
    """`将1张手牌移入虚空/抽1张牌` with one other card in hand: both options can be done, so both are offered (rule 10.6)."""
    game = position(players=[{"手牌": [card("试", "主动：将1张手牌移入虚空/抽1张牌", "0"), card("甲", "生产1财富", "0")]}, {}],
                    deck=DECK)
    answer(game, "试")
    assert game.decision.prompt == "选择一项执行"
    assert game.decision.labels() == ["将1张手牌移入虚空", "抽1张牌"]


@pytest.mark.parametrize(("point", "hand"), [(3, 2), (1, 1)])
def test_that_card_after_a_named_card_moved_is_the_moved_card(position, point, hand):
    """`将「攻伐」从过往移入你的手牌区，若该牌的点数大于2，则抽1张牌` (rules 11.18(b), 12.8): 该牌 is the 攻伐 moved, so
    角色1 draws only when its 点数 is above 2."""
    game = position(players=[{"手牌": [card("试", "将「攻伐」从过往移入你的手牌区，若该牌的点数大于2，则抽1张牌", "0")]}, {}],
                    deck=DECK, past=[card("攻伐", "生产1财富", "1红", point)])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    names = sorted(game.runtime().defn(uid).name for uid in game.state.players[0].hand)
    assert names == (["攻伐", "牌0"] if hand == 2 else ["攻伐"])


def test_a_player_whose_wealth_is_set_to_zero_was_killed_by_nobody(position):
    """Rule 9.19: a kill is a death whose last 财富 change was a 折损 from the killer. 角色1 makes 角色2 生产1财富 and then
    sets that 财富 to 0 (变为, no 折损): 角色2 dies, but 角色1's `当你击杀一名角色后：抽1张牌` does not fire — while
    `令目标其他角色折损10财富` down to 0 does."""
    lord = {"阵营": "中立", "名称": "猎手", "效率": 4, "仓储": 6, "精力": "0", "技能": "锁定&当你击杀一名角色后：抽1张牌"}

    def play(text: str):
        game = position(players=[{"领主": lord, "手牌": [card("试", text, "0")]}, {"财富": 3}, {}], deck=DECK, mode="权杖")
        answer(game, "试")
        answer(game, "角色2")
        while game.state.stack:
            answer(game, "过")
        assert game.state.players[1].dead
        return game

    game = play("令目标其他角色生产1财富，目标其他角色的财富变为0")
    assert game.state.players[0].hand == [] and not any(e.kind == "draw" for e in game.log)
    game = play("令目标其他角色折损10财富")
    assert len(game.state.players[0].hand) == 1 and game.log[-1].text == "角色1抽了1张牌"


# -- mut13: caused.py re-drawn on 26a4804 (rules 9.24, 9.28) ---------------------------------------------------------


@pytest.mark.parametrize(("text", "reading"), [
    ("当你因他人折损财富后：抽1张牌", "当你因其他角色折损财富后：抽1张牌"),
    ("当你因他人折损财富时：抽1张牌", "当你因其他角色折损财富时：抽1张牌"),
    ("当你因其他角色折损财富后：抽1张牌", "当你因其他角色折损财富后：抽1张牌"),
    ("当你因角色生产财富时：抽1张牌", "当你因角色生产财富时：抽1张牌"),
])
def test_a_change_with_its_cause_reads_back_with_its_moment(text, reading):
    """The canonical reading (log, `zhdsl describe`, hover) keeps 后 and 时 of `当你因他人折损财富后` as written
    (rules 9.24, 9.28: 他人 reads 其他角色)."""
    assert compile_text(text)[0].text == reading


def test_the_syntax_tree_of_a_loss_caused_by_another_places_its_event():
    """`zhdsl parse` prints each node with its place in the text: the event of `当你因他人折损财富后` spans the timing."""
    from zhdsl.text.render import to_json, tree

    text = "当你因他人折损财富后：抽1张牌"
    (version,) = analyze(text).versions
    assert "event: CausedEvent who=you what=damage cause=other after=True [0:10]  「当你因他人折损财富后」" in tree(version, text)
    event = to_json(version)["effects"][0]["head"]["parts"][0]["event"]
    assert (event["type"], event["span"]) == ("CausedEvent", [0, 10])


def test_the_bound_of_a_crossing_is_checked_like_any_number():
    """`当你的财富因生产超过X后` with X defined nowhere is E205 at the X; defined, the text is clean — and a trigger with a
    cause and no bound is clean too."""
    (diagnostic,) = analyze("锁定&当你的财富因生产超过X后：获得2物资").diagnostics
    assert (diagnostic.code, diagnostic.message, tuple(diagnostic.span)) == ("E205", "变量X没有定义", (13, 14))
    assert analyze("锁定&当你的财富因生产超过X后：获得2物资（X为你的物资）").diagnostics == ()
    assert analyze("锁定&当你因其他角色折损财富后：获得2物资").diagnostics == ()


def test_a_loss_caused_by_you_does_not_fire_for_a_loss_someone_else_caused(position):
    """Rule 9.24: `当其他角色因你折损财富后` fires only when you are the source. 角色2's `督` does not fire when 角色1
    loses 财富 by 角色1's own `折损2财富` (the source is 角色1, not 角色2)."""
    by_you = card("督", "锁定&当其他角色因你折损财富后：获得2物资")
    game = position(players=[{"手牌": [card("自", "折损2财富")]}, {"结界区": [by_you], "物资": 0}], deck=DECK)
    answer(game, "自")
    pass_to_end(game)
    assert game.state.players[0].wealth == 8
    assert game.state.players[1].supply == 0


# -- mut13: chosen_var.py re-drawn on 26a4804 (rules 10.58, 10.69) ----------------------------------------------------


def test_the_bound_of_a_chosen_x_is_checked_like_any_number():
    """`（X至多为此牌的财富）`: a card has no 财富 (E204 at 此牌, rule 10.58's bound is a number like any other)."""
    (diagnostic,) = analyze("支付X财富，抽X张牌（X至多为此牌的财富）").diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint, tuple(diagnostic.span)) == (
        "E204", "牌没有这个属性，角色才有", "例如「你的财富」", (15, 17))


def test_the_syntax_tree_places_an_undefined_x_chosen_within_your_hand_at_the_x():
    """Rule 10.69: `弃X张手牌，生产2X财富` defines X as `至多为你的手牌数`; `zhdsl parse` prints that definition, its
    bound and your hand count each at the X they stand for."""
    from zhdsl.text.render import tree

    text = "弃X张手牌，生产2X财富"
    printed = tree(analyze(text).versions[0], text)
    assert "expr: ChosenBound op=<= [1:2]  「X」" in printed
    assert "bound: Attribute name=hand_count [1:2]  「X」" in printed
    assert "subject: Ref kind=you [1:2]  「X」" in printed


# -- mut13: choose_target.py re-drawn on 26a4804 (rule 11.50) ---------------------------------------------------------


def test_a_chosen_target_within_distance_zero_is_warned_like_any_distance():
    """`选择距离你0以内的目标角色`: the distance of the target chosen is checked as in any other step (W211 at the 0)."""
    (diagnostic,) = analyze("选择距离你0以内的目标角色，令其抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message, tuple(diagnostic.span)) == ("W211", "数量为0，此步骤不会产生效果", (5, 6))


# -- mut13: events.py re-drawn on 26a4804 (rules 9.15, 9.18, 9.19) ---------------------------------------------------


@pytest.mark.parametrize(("text", "word", "hint", "span"), [
    ("当目标角色击杀一名角色后：抽1张牌", "目标角色", "写「一名角色」（任何一名角色都会触发）", (1, 5)),
    ("当目标其他角色令你折损财富后：抽1张牌", "目标其他角色", "写「一名其他角色」（任何一名其他角色都会触发）", (1, 7)),
    ("当目标角色使用牌后：抽1张牌", "目标角色", "写「一名角色」（任何一名角色都会触发），或用「结附的角色」", (1, 5)),
    ("当目标其他角色使用牌后：抽1张牌", "目标其他角色",
     "写「一名其他角色」（任何一名其他角色都会触发），或用「结附的角色」", (1, 7)),
])
def test_a_target_word_in_a_trigger_is_refused_with_the_word_to_write(text, word, hint, span):
    """E250: a trigger has no target yet; the hint gives the word for anyone (or anyone else) — `一名角色`, `一名其他角色`."""
    (diagnostic,) = analyze(text).diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint, tuple(diagnostic.span)) == (
        "E250", f"触发时机中不能有「{word}」：触发时还没有选择目标", hint, span)


def test_an_action_no_trigger_waits_for_is_refused_once_at_the_action():
    """`你获得牌后`: 获得 is no action a trigger waits for (rule 9.15) — one E275 at `获得牌`, nothing else reported."""
    (diagnostic,) = analyze("你获得牌后：抽1张牌").diagnostics
    assert (diagnostic.code, diagnostic.message, tuple(diagnostic.span)) == (
        "E275", "「获得」不是可以触发效果的动作", (1, 4))
    assert diagnostic.hint == "可以写「你抽牌后」「你弃置手牌后」「你生产财富后」「你折损财富后」「你使用牌后」「你转化后」"


# -- mut13: use.py re-drawn on 26a4804 (rules 11.49, 11.62, 11.63) ----------------------------------------------------


def test_a_card_name_straight_after_another_verb_is_refused_with_its_message():
    """`弃1张「攻伐」`: only 使用 takes a hand card by its name (rule 11.49); E202 says so at the name."""
    (diagnostic,) = analyze("弃1张「攻伐」").diagnostics
    assert (diagnostic.code, diagnostic.message, tuple(diagnostic.span)) == ("E202", "「弃」后不能直接接牌名", (3, 7))
    assert diagnostic.hint == "手牌中的牌写「使用1张「攻伐」」；其他写出区域，例如「弃置其中1张「攻伐」」"


def test_using_a_coloured_card_from_the_past_keeps_its_colour_and_its_place():
    """`从过往中使用1张红色牌` reads `使用过往中的1张红色牌` (rule 11.62): the colour stays; `zhdsl parse` places the step."""
    from zhdsl.text.render import tree

    text = "从过往中使用1张红色牌"
    assert compile_text(text)[0].text == "使用过往中的1张红色牌"
    assert "steps: UseFrom [0:11]  「从过往中使用1张红色牌」" in tree(analyze(text).versions[0], text)
    plain = "从过往中使用1张牌"
    assert compile_text(plain)[0].text == "使用过往中的1张牌"
    assert "steps: UseFrom [0:9]  「从过往中使用1张牌」" in tree(analyze(plain).versions[0], plain)


def test_using_only_a_red_card_from_the_past_leaves_the_green_one(position):
    """Rule 11.62 with a colour: of a green 劳作 and a red 教育 in the 过往, only 教育 can be used — it is, unasked."""
    past = [card("劳作", "生产2财富", "1绿"), card("教育", "抽2张牌", "1红")]
    game = position(players=[{"手牌": [card("试", "从过往中使用1张红色牌", "0")], "精力": "1红1绿"}, {}], deck=DECK,
                    past=past)
    answer(game, "试")
    while game.state.stack:
        assert "劳作" not in game.decision.labels()
        answer(game, "过")
    assert len(game.state.players[0].hand) == 2 and game.state.players[0].wealth == 10


@pytest.mark.parametrize("past", [[], [card("劳作", "生产2财富", "0")]])
def test_using_from_the_past_or_drawing_is_offered_only_with_a_card_there(position, past):
    """`从过往中使用1张牌/抽1张牌` (rules 10.6, 11.62): with a card in the 过往 both are offered; with none, 抽1张牌 is
    done unasked."""
    game = position(players=[{"手牌": [card("试", "从过往中使用1张牌/抽1张牌", "0")]}, {}], deck=DECK, past=past)
    answer(game, "试")
    if past:
        assert game.decision.prompt == "选择一项执行"
        assert game.decision.labels() == ["使用过往中的1张牌", "抽1张牌"]
    else:
        while game.state.stack:
            assert game.decision.prompt != "选择一项执行"
            answer(game, "过")
        assert len(game.state.players[0].hand) == 1


def test_a_commanded_use_at_your_choice_of_targets_asks_you(position):
    """`令目标其他角色使用1张手牌（由你选择目标）` (rule 11.63): 角色2 uses its card, 角色1 chooses the card's target."""
    hand = [card("甲", "令目标角色折损2财富", "0")]
    text = "令目标其他角色使用1张手牌（由你选择目标）"
    game = position(players=[{"手牌": [card("试", text, "0")]}, {"手牌": hand}], deck=DECK)
    answer(game, "试")
    for _ in range(40):
        if "角色2" in game.decision.labels() and "角色1" in game.decision.labels():
            break
        answer(game, "过" if "过" in game.decision.labels() else game.decision.labels()[0])
    assert game.decision.player == 0
    answer(game, "角色2")
    pass_to_end(game)
    assert game.state.players[1].wealth == 8 and game.state.players[0].wealth == 10


# -- mut13: gain_lord.py re-drawn on 26a4804 (rule 11.55) ------------------------------------------------------------


def test_gaining_a_lord_card_or_drawing_offers_both(position):
    """`获得目标其他角色的领主牌/抽1张牌` (rules 10.6, 11.55): gaining a lord card can always be done (with no lord card
    there nothing is gained and the step does not fail), so both options are offered."""
    lord = {"阵营": "中立", "名称": "乙侯", "效率": 4, "仓储": 6, "精力": "0", "技能": "主动：抽1张牌"}
    game = position(players=[{"手牌": [card("试", "获得目标其他角色的领主牌/抽1张牌", "0")]}, {"领主": lord}], deck=DECK)
    answer(game, "试")
    while game.decision.prompt != "选择一项执行":
        answer(game, "角色2" if "角色2" in game.decision.labels() else "过")
    assert game.decision.labels() == ["获得目标其他角色的领主", "抽1张牌"]
    answer(game, "获得目标其他角色的领主")
    pass_to_end(game)
    assert [game.runtime().defn(uid).name for uid in game.state.players[0].hand] == ["乙侯"]


# -- mut13: move.py re-drawn on 26a4804 (rules 11.18, 11.41(b), 11.52) ------------------------------------------------


@pytest.mark.parametrize("text", ["弃1张手牌，将其从过往正面向上移入虚空", "弃1张手牌，将其从过往背面向上移入牌库顶",
                                  "将任意张手牌移入虚空"])
def test_moves_read_back_as_written(text):
    """正面向上 and 背面向上 written after 从过往 stay in the reading (rule 11.41(b)); 任意张手牌 keeps its one 张."""
    assert compile_text(text)[0].text == text


def _one_card_past(position, text: str):
    game = position(players=[{"手牌": [card("试", text, "0")]}, {}], deck=DECK, past=[card("劳作", "生产2财富", "0")])
    answer(game, "试")
    return game


def test_moving_more_cards_than_the_past_holds_fails_with_its_line(position):
    """`将过往中的2张牌移入你的手牌区` with one card there (rule 11.18): the move fails, logged as 角色1's `fail`."""
    game = _one_card_past(position, "将过往中的2张牌移入你的手牌区")
    pass_to_end(game)
    assert [(e.kind, e.player) for e in game.log if e.text == "可选的牌不够，移动失败"] == [("fail", 0)]
    assert game.state.players[0].hand == []


def test_moving_more_cards_than_the_past_holds_is_not_offered(position):
    """`将过往中的2张牌移入你的手牌区/抽1张牌` with one card in the 过往: the move cannot be done, so 抽1张牌 is done
    unasked (rule 10.6)."""
    game = _one_card_past(position, "将过往中的2张牌移入你的手牌区/抽1张牌")
    while game.state.stack:
        assert game.decision.prompt != "选择一项执行"
        answer(game, "过")
    assert [game.runtime().defn(uid).name for uid in game.state.players[0].hand] == ["牌0"]


# mut15: head_condition.py's survivors of mut18f's sample (seed 18), the module unchanged since.

@pytest.mark.parametrize(("text", "node", "op", "span"), [
    ("回合开始&你的财富不大于5：获得1物资", "「你的财富不大于5」", "<=", (5, 13)),
    ("回合开始&你的财富少于目标其他角色：获得1物资", "「你的财富少于目标其他角色」", "<", (5, 17)),
])
def test_the_syntax_tree_places_a_condition_joined_to_the_timing(text, node, op, span):
    """`zhdsl parse` (and a diagnostic about the condition) places the condition `&…` of a head (rule 9.23), and its
    comparison, at the words after the `&`: `build__mutmut_32` and `build_with_player__mutmut_16` left them unplaced."""
    from zhdsl.text.render import to_json, tree

    (version,) = analyze(text).versions
    shown = tree(version, text)
    assert f"parts: HeadCondition [{span[0]}:{span[1]}]  {node}" in shown
    assert f"condition: Comparison op={op} [{span[0]}:{span[1]}]  {node}" in shown
    part = to_json(version)["effects"][0]["head"]["parts"][1]
    assert (part["type"], part["span"], part["condition"]["span"]) == ("HeadCondition", list(span), list(span))


# mut15: target_of.py's `check__mutmut_5` of mut18f's sample (seed 18), the module unchanged since.

def test_the_player_compared_with_a_cards_targets_is_checked():
    """`若X是目标牌的目标` checks X as any player reference is checked: `距离你0以内的目标角色` there is W211 at the 0,
    as it is in `选择距离你0以内的目标角色` and every other step."""
    text = "即刻：若距离你0以内的目标角色是目标牌的目标，抽1张牌"
    (diagnostic,) = analyze(text).diagnostics
    assert (diagnostic.code, diagnostic.message, tuple(diagnostic.span)) == ("W211", "数量为0，此步骤不会产生效果", (7, 8))


# mut15: by_this.py's survivors of its seed-18 sample of 30 on 2211e0e (357 mutants).

def test_each_by_this_of_a_text_is_checked_for_a_step_before_it():
    """Rule 10.40(b): every 因此 of a text is checked, not only the last one written — the first effect's 因此 has no step
    before it (E278 at its condition), the second effect's follows 弃1张手牌 and is clean."""
    text = "若其因此死亡，抽1张牌。弃1张手牌，若你因此没有手牌，生产1财富"
    assert [(d.code, d.span.start, d.span.end, d.message) for d in analyze(text).diagnostics] == [
        ("E278", 1, 6, "「因此」前面没有这一段效果中的步骤，不知道是哪一步的结果")]


@pytest.mark.parametrize(("text", "reading"), [("弃1张手牌，若你因此没有手牌，生产1财富", "弃1张手牌，若你的手牌数等于0，生产1财富"),
                                               ("支付1物资，若你因此没有物资，抽1张牌", "支付1物资，若你的物资等于0，抽1张牌")])
def test_by_this_having_none_compiles_after_its_step(text, reading):
    """`若你因此没有手牌`, `若你因此没有物资` (rule 10.67) after the step they look back at: no diagnostic, read as the
    count (or the resource) being 0."""
    assert analyze(text).diagnostics == ()
    assert compile_text(text)[0].readings == (reading,)


@pytest.mark.parametrize(("text", "span", "word"), [("若你因此没有物资，抽1张牌", (1, 8), "因此"),
                                                    ("每消耗1点精力，抽1张牌", (0, 3), "每消耗")])
def test_a_look_back_with_no_step_before_it_names_its_own_words(text, span, word):
    """E278 (rules 10.40(b), 10.67, 10.174) at the words that look back, naming them: 「因此」, or the 每 phrase itself
    (`每消耗1点精力，…` with nothing spent before it in its effect)."""
    (d,) = analyze(text).diagnostics
    assert (d.code, (d.span.start, d.span.end), d.message) == (
        "E278", span, f"「{word}」前面没有这一段效果中的步骤，不知道是哪一步的结果")


# mut15: this_turn.py's survivors of its seed-18 sample of 30 on 2211e0e (208 mutants).

def test_a_resource_changed_until_your_next_turn_is_refused_by_its_name():
    """E226 (rule 11.123): only 仓储 and 效率 change until your next turn starts; `财富` is named in the message."""
    (d,) = analyze("直到你的下回合开始，你的财富+2").diagnostics
    assert (d.code, d.span.start, d.span.end, d.message, d.hint) == (
        "E226", 10, 14, "「财富」不能只改变到你的下回合开始", "暂时改变的只能是仓储、效率，例如「直到你的下回合开始，你的仓储+2」")


def test_a_change_for_this_turn_is_offered_beside_another_option(position):
    """`本回合你的仓储+2/抽1张牌` (rule 10.6): both options can be done, so the player is asked which (the first
    labelled by its reading)."""
    game = position(players=[{"手牌": [card("试", "主动：本回合你的仓储+2/抽1张牌")]}, {}], deck=DECK)
    answer(game, "试")
    assert (game.decision.prompt, game.decision.labels()) == ("选择一项执行", ["本回合你的仓储变为你的仓储+2", "抽1张牌"])


def _end_turn(game) -> None:
    answer(game, "结束回合")
    while game.state.stack:
        answer(game, "过")


def test_a_change_to_another_player_until_your_next_turn_ends_once(position):
    """Rule 11.123: 角色1's `直到你的下回合开始，目标其他角色的仓储-2` on 角色2 lasts through 角色2's turn and ends when
    角色1's next turn starts — once: 角色2's 仓储 is back to 5 then and stays 5 after the next round."""
    game = position(players=[{"手牌": [card("试", "主动：直到你的下回合开始，目标其他角色的仓储-2")]}, {}], deck=DECK * 4)
    answer(game, "试")
    pass_to_end(game)
    storage = [game.state.players[1].storage]
    for _ in range(4):
        _end_turn(game)
        storage.append(game.state.players[1].storage)
    assert storage == [3, 3, 5, 5, 5]
