"""Every construct runs: each sample text is played as a card (or a lord skill) on a small position,
with every decision answered by a seeded random agent, and the game stays consistent."""

from __future__ import annotations

import pytest
from scenario_cards import card
from test_engine_lower import TEXTS

from zhdsl.agents.random import RandomAgent
from zhdsl.engine.turn import END, PASS

FILLERS = [card(f"备{i}", "生产1财富", "1绿", 1) for i in range(4)]
OPENER = card("火攻", "令目标其他角色折损1财富")
# Cards with no use a player can start here: a trigger or a static only (回合开始, 锁定, a note), and
# a card whose steps need a target card on the 堆叠 but that has no 即刻 to be used in response.
NOT_USABLE_FROM_HAND = {
    "回合开始：抽1张牌。",
    "（你的仓储始终等于财富）",
    "锁定&回合开始/回合结束：抽1张牌",
    "令目标牌的控制者弃1张手牌",
    "将目标牌变为「抽1张牌」",
    "若目标牌的颜色等于红色&目标牌的点数小于5/你的物资至少2，反制目标牌",
}


def _drive(game, agent, stop) -> None:
    """Answer decisions randomly until `stop(game)` or the game ends; in a window, mostly pass
    (an unlimited 即刻 skill may be used again and again, bounded only by the stack)."""
    for _ in range(2000):
        if game.is_terminal() or stop(game):
            return
        values = [o.value for o in game.decision.options]
        if PASS in values and agent.rng.below(4):
            game.apply_action(values.index(PASS))
        else:
            game.apply_action(agent.act(game))
    raise AssertionError("the position did not settle")


def _main_decision(game) -> bool:
    d = game.decision
    return d.kind == "priority" and d.player == 0 and d.options[-1].value == END and not game.state.stack


def _consistent(game) -> None:
    s = game.state
    places = {}
    for zone in ("deck", "past", "void"):
        for uid in s.zones[zone]:
            places[uid] = places.get(uid, 0) + 1
    for p in s.players:
        for zone in ("hand", "ward", "lord", "creation"):
            for uid in p.zone(zone):
                places[uid] = places.get(uid, 0) + 1
    assert all(n == 1 for n in places.values()), "a card is in two zones"
    for uid, c in s.cards.items():
        if c.zone in ("deck", "past", "void"):
            assert uid in s.zones[c.zone]
        elif c.zone in ("hand", "ward", "lord", "creation"):
            assert uid in s.players[c.zone_owner].zone(c.zone)
    assert all(p.wealth >= 0 and p.supply >= 0 for p in s.players)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("text", TEXTS)
def test_a_card_with_this_text_plays(position, text, seed):
    me = {"财富": 12, "物资": 3, "精力": "3黑1蓝1黄", "手牌": [card("试", text), OPENER, *FILLERS[:2]]}
    game = position(players=[me, {"手牌": FILLERS[2:]}], deck=FILLERS, seed=seed)
    agent = RandomAgent(seed)
    used = False
    for label in ("火攻", "试"):
        _drive(game, agent, lambda g: g.decision.player == 0 and g.decision.kind == "priority")
        if game.is_terminal():
            break
        opts = [i for i, o in enumerate(game.decision.options) if label in o.label]
        if opts:
            game.apply_action(opts[0])
            used = used or label == "试"
        if label == "火攻" and not game.is_terminal():
            _drive(game, agent, lambda g: g.decision.player == 0 and g.decision.kind == "priority")
            opts = [i for i, o in enumerate(game.decision.options) if "试" in o.label]
            if opts and not game.is_terminal():
                game.apply_action(opts[0])
                used = True
            elif not game.is_terminal() and game.state.stack:
                game.apply_action([o.value for o in game.decision.options].index(PASS))
    _drive(game, agent, _main_decision)
    _consistent(game)
    assert used == (text not in NOT_USABLE_FROM_HAND), "played" if used else "never played"


@pytest.mark.parametrize("text", [t for t in TEXTS if "：" in t])
def test_a_lord_skill_with_this_text_plays(position, text):
    lord = {"阵营": "中立", "名称": "试验", "效率": 5, "仓储": 5, "精力": "2黑", "技能": text}
    me = {"领主": lord, "财富": 12, "物资": 3, "精力": "3黑", "手牌": FILLERS[:2]}
    game = position(players=[me, {"手牌": FILLERS[2:]}], deck=FILLERS)
    agent = RandomAgent(4)
    for _ in range(3):  # use whatever is usable, end turns, come back
        _drive(game, agent, _main_decision)
        if game.is_terminal():
            break
        game.apply_action(len(game.decision.options) - 1)  # 结束回合
        _drive(game, agent, lambda g: g.state.active == 0 and g.state.phase == "main")
    _consistent(game)
