"""The stack's part of a turn (zhdsl/engine/turn.py) where the mutation sample of turn.py (docs/testing.md)
found it unasserted: a card resolving is no target of a card it uses (rules 7.6, 8.6), and what a card
was when it left the stack stays known to the effects still on the stack (rule 10.12)."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.engine import contract

FILLER = [card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "生产1财富", "1绿", 1)]


def _texts(game, n: int) -> list[tuple[str, int | None, str]]:
    return [(e.kind, e.player, e.text) for e in game.log][-n:]


def test_a_card_used_during_a_resolution_cannot_target_the_card_resolving(position):
    # 丙 could only target 甲, which is resolving: 丁 is the one hand card 甲 can use, taken unasked
    game = position(players=[{"手牌": [card("甲", "使用1张手牌（不支付精力）"), card("丙", "即刻：反制目标牌"),
                                        card("丁", "生产1财富")]}, {}], deck=FILLER)
    answer(game, "甲")
    assert game.decision.labels() == ["使用「丙」", "过"]  # before it resolves, 甲 is a target like any other
    answer(game, "过")
    assert _texts(game, 4) == [
        ("pass", 0, "角色1过"),
        ("resolve", 0, "结算「甲」"),
        ("use", 0, "角色1使用「丁」"),
        ("move", None, "「甲」移入过往"),
    ]
    names = [game.runtime().defn(uid).name for uid in game.state.players[0].hand]
    assert names == ["丙"]
    assert [e.name for e in game.state.stack] == ["「丁」"]


def test_a_card_countered_while_others_stay_on_the_stack_is_remembered_for_them(position):
    # 乙 names 甲's controller; 丙 counters 甲 and leaves the stack first; 乙, still there, reads who
    # controlled 甲 when it left (rule 10.12)
    game = position(players=[{"手牌": [card("甲", "生产1财富"), card("丙", "即刻：反制目标牌")]},
                             {"手牌": [card("乙", "即刻：令目标牌的控制者生产2财富")]}], deck=FILLER)
    answer(game, "甲")
    answer(game, "过")
    answer(game, "乙")
    answer(game, "丙")
    assert game.decision.kind == "target_card"
    answer(game, "「甲」")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [12, 10]
    assert _texts(game, 7) == [
        ("resolve", 0, "结算「丙」"),
        ("counter", 0, "角色1反制了「甲」"),
        ("move", None, "「甲」移入过往"),
        ("move", None, "「丙」移入过往"),
        ("resolve", 1, "结算「乙」"),
        ("wealth", 0, "角色1生产2财富（来源：角色2），现有12"),
        ("move", None, "「乙」移入过往"),
    ]
    assert game.state.left_stack == {}  # forgotten once the stack is empty


def test_this_card_sent_to_the_top_of_the_deck_goes_there_after_the_resolution(position):
    # the card's destination applies once it has resolved: the draw takes the card that was on top
    game = position(players=[{"手牌": [card("试", "将此牌移入牌库顶，抽1张牌")]}, {}], deck=FILLER)
    answer(game, "试")
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.players[0].hand] == ["牌甲"]
    assert [rt.defn(u).name for u in game.state.zones["deck"]] == ["试", "牌乙"]
    assert _texts(game, 3) == [("resolve", 0, "结算「试」"), ("draw", 0, "角色1抽了1张牌"),
                               ("move", None, "1张牌移入牌库")]


def test_this_card_in_a_lords_skill_is_the_lord_card(position):
    lord = {"阵营": "中立", "名称": "账房", "效率": 5, "仓储": 5, "精力": "0", "技能": "将此牌移入你的手牌区，生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    answer(game, "将此牌")
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.players[0].hand] == ["账房"]
    assert game.state.players[0].wealth == 11
    assert _texts(game, 3) == [("move", 0, "1张牌移入角色1的手牌区"), ("lord_changed", 0, "角色1的领主变为默认领主"),
                               ("wealth", 0, "角色1生产1财富，现有11")]  # the lord changed (rule 9.26)


def test_the_failure_of_a_step_names_the_entry_for_a_frontend(position):
    game = position(players=[{"手牌": [card("试", "支付1红精力，生产1财富")]}, {}], deck=FILLER)
    answer(game, "试")
    used = next(e for e in game.log if e.kind == "use")
    entry = used.data[0]
    failed = [i for i, e in enumerate(game.log) if e.kind == "fail" and "后续步骤不执行" in e.text]
    assert len(failed) == 1
    assert game.log[failed[0]].data == (entry,)
    assert contract.event(game, failed[0], 1)["fields"] == {"entry": entry}


def test_the_engines_task_queue_does_not_grow_with_every_resolution(position):
    # every resolution used to leave one spare priority task beneath it for the rest of the game (a duel
    # of 250 actions held 130); each state copy copies the queue
    hand = [card(f"牌{i}", "生产1财富") for i in range(5)]
    game = position(players=[{"手牌": hand}, {"手牌": [card("应", "即刻：生产1财富")]}], deck=FILLER)
    sizes = []
    for i in range(5):
        answer(game, f"牌{i}")
        while game.state.stack:
            answer(game, "过")
        sizes.append(len(game.state.tasks))
    assert game.state.players[0].wealth == 15
    assert sizes == [sizes[0]] * 5 and sizes[0] <= 2


def test_a_virtual_card_sent_somewhere_by_its_effect_is_destroyed_after_resolving(position):
    # rule 4.7: a card used as 虚拟 is destroyed once it has resolved, wherever its effect would send it
    game = position(players=[{"手牌": [card("甲", "使用1张手牌（不支付精力&虚拟）"),
                                        card("乙", "生产1财富，将此牌移入牌库顶", "1红")]}, {}], deck=FILLER)
    uid = game.state.players[0].hand[1]
    answer(game, "甲")
    assert game.state.cards[uid].zone == "destroyed" and game.state.cards[uid].virtual is True
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zones["deck"]] == ["牌甲", "牌乙"]
    assert _texts(game, 3) == [("resolve", 0, "结算「乙」"), ("wealth", 0, "角色1生产1财富，现有11"),
                               ("destroy", 0, "虚拟牌「乙」被销毁")]


def test_a_resolved_convert_skill_is_a_convert(position):
    # rule 9.13(a): the built-in 转化, resolved with its card drawn, is logged as the user's 转化
    game = position(players=[{"物资": 2}, {}], deck=FILLER)
    answer(game, "转化")
    assert _texts(game, 4) == [("pay", 0, "角色1支付1物资"), ("resolve", 0, "结算「转化」"),
                               ("draw", 0, "角色1抽了1张牌"), ("convert", 0, "角色1完成了转化")]
    used = next(e for e in game.log if e.kind == "use")
    resolved = next(e for e in game.log if e.kind == "resolve")
    assert resolved.data == (used.data[0],)  # the resolution names its entry


def test_an_automatic_use_comes_as_soon_as_the_stack_is_back_to_its_depth(position):
    # rule 9.8: 乙 (on 甲) makes 角色1 draw; 角色1's trigger is used once 乙 has left — before 甲 resolves
    lord = {"阵营": "中立", "名称": "书库", "效率": 5, "仓储": 5, "精力": "0", "技能": "锁定&当你抽牌后：生产2财富"}
    game = position(players=[{"领主": lord, "手牌": [card("甲", "生产1财富")]},
                             {"手牌": [card("乙", "即刻：令目标其他角色抽1张牌")]}], deck=FILLER)
    answer(game, "甲")
    answer(game, "乙")
    assert not game.state.stack
    assert [text for _kind, _seat, text in _texts(game, 8)] == [
        "角色1抽了1张牌",
        "「乙」移入过往",
        "角色1使用「书库」的技能「锁定&当你抽牌后：生产2财富」",
        "结算「书库」的技能「锁定&当你抽牌后：生产2财富」",
        "角色1生产2财富，现有12",
        "结算「甲」",
        "角色1生产1财富，现有13",
        "「甲」移入过往",
    ]


def test_two_automatic_uses_due_at_once_are_both_used_in_order(position):
    # rule 9.8: both ward cards' 回合开始 effects are due together; each is used, in the order of the 结界区
    ward = {"名称": "屯田", "效果": "结附你2回合。锁定&回合开始：生产1财富", "精力": "0", "点数": 1, "回合": 3}
    game = position(players=[{}, {"结界区": [ward, dict(ward, 名称="商队", 效果="结附你2回合。锁定&回合开始：生产2财富")]}],
                    deck=FILLER)
    answer(game, "结束回合")
    assert game.state.active == 1 and game.state.players[1].wealth == 13
    assert [text for kind, _seat, text in _texts(game, 6) if kind == "use"] == [
        "角色2使用「屯田」的技能「锁定&回合开始：生产1财富」",
        "角色2使用「商队」的技能「锁定&回合开始：生产2财富」",
    ]
