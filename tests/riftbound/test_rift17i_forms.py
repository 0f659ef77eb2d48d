"""rift17i: refusal classes of the ninth catalog sample, written as general forms (docs/riftbound.md part 8, rift17i;
rules-riftbound.md 8.30, 8.31, 9.80–9.82, 10.40–10.42, 13.20, 16.20, 17.30–17.32, 18.10, 18.11, 22.50–22.54). Their behaviour:
tests/scenarios/riftbound/目录写法/760–794."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 13.20: a base without its owner
    "将一名友方单位从战场上移动到基地。",
    "{{横置}}：把我移动到我的基地。",
    # 22.50: what a player did earlier this turn
    "如果你在本回合打出过法术，则我以活跃状态进场。",
    "如果你本回合内已经弃置过手牌，则我获得{{强攻}}。",
    "你在本回合内每打出过一张牌，我的费用便减少{{1}}，不得低于{{1}}。",
    # 22.51 / 10.40: where a card was played from
    "如果我从你手牌以外的位置被打出，则我的费用减少{{2}}。",
    "每当你将一张牌从正面朝下的{{待命}}状态中打出时，抽一张牌。",
    # 22.52 / 22.53: a connective before leads; 该战场 and 落单的
    "让一名友方单位本回合内{{S}}+2。随后，选择一名敌方单位，让这两名单位互相以自身战力给对方造成伤害。",
    "将一名敌方单位从战场移动到其基地。然后，如果该战场上有落单的敌方单位，则抽一张牌。",
    # 17.30, 10.41, 17.31
    "当我征服一处战场时，把我送回所属的手牌。",
    "每当一名单位从此处向别处移动时，让其本回合内{{S}}+1。",
    "展示你主牌堆顶部的两张牌。你可以选择打出其中一张牌，然后回收其余的卡牌。",
    "展示你主牌堆顶部的两张牌。你可以选择其中一张，将其费用减少{{2}}后打出。抽取其中未以此方式打出的卡牌。",
    # 8.30, 18.10, 16.20
    "让一名友方单位在本回合内战力翻倍，并让其变为{{瞬息}}。",
    "当你防守此处时，选择一名单位，使其在本次战斗期间获得{{坚守2}}。",
    "将你控制的一件未贴附的武装贴附到你控制的一名单位上。",
    "选择一名友方单位。你可以选择为其贴附你控制的一件武装。",
    "当我据守一处战场时，你获得的分数+1。",
    # 17.32, 8.31, 10.42, 9.80, 9.81, 9.82
    "{{反应}}\n无效化一个法术。让其返回所属的手牌，而不是将其放入废牌堆。",
    "选择一名单位，在本回合内，抵挡该单位下一次受到的伤害。抽一张牌。",
    "支付{{1}}，从你的废牌堆中回收一名单位，{{横置}}：打出一名3{{S}}的“机器人”到你的基地。",
    "我可以被打出至有敌方单位的战场。",
    "每回合首次：当我移动时，让一个其他休眠的物体变为活跃状态。",
    "你只能将我打出到你本回合征服的战场上。",
    # 22.54: its might against a number
    "当我进攻时，如果我的战力低于4，则我获得{{S}}+2。",
    "让一名友方单位获得{{S}}+2。然后，如果它的战力不低于5，则抽一张牌。",
    # 18.11
    "{{反应}}\n选择一名单位和其控制者的一件武装。为该单位贴附或卸除该武装。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


def test_earlier_forms_still_read():
    """The appended alternatives leave the forms before them as they were (a conditioned static, a move of 我)."""
    for text in ("如果你控制一处战场，则我获得{{S}}+1。", "把我移动到其所在位置，再将其移动到我原来的位置。",
                 "展示你主牌堆顶部的两张牌。你可以从中选择一名单位，将它的法力费用减少{{2}}后打出。"):
        result = analyze(text, "riftbound")
        assert result.ok, (text, [d.message for d in result.diagnostics])


def test_the_turn_log_is_bounded():
    """22.50(c): the plays and discards remembered in one turn are capped, the oldest forgotten."""
    from types import SimpleNamespace

    from zhdsl.games.riftbound import conditions

    rt = SimpleNamespace(state=SimpleNamespace(mode_data={}))
    for uid in range(conditions.TURN_LOG_CAP + 10):
        conditions.log_turn(rt, "play", {"seat": 0, "uid": uid})
    kept = rt.state.mode_data["turn_log"]
    assert len(kept) == conditions.TURN_LOG_CAP and kept[0] == (0, "play", 10) and kept[-1][2] == conditions.TURN_LOG_CAP + 9


def test_a_discard_is_logged_card_by_card():
    from types import SimpleNamespace

    from zhdsl.games.riftbound import conditions

    rt = SimpleNamespace(state=SimpleNamespace(mode_data={}))
    conditions.log_turn(rt, "discard", {"seat": 1, "cards": (7, 8)})
    conditions.log_turn(rt, "move", {"seat": 1, "uid": 9})
    assert rt.state.mode_data["turn_log"] == ((1, "discard", 7), (1, "discard", 8))
