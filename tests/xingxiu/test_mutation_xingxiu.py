"""星宿 (zhdsl/games/xingxiu) as a player and a bot meet it, stated where the seeded mutation sample of the
package (docs/testing.md, "Seeded samples") found it unasserted."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from zhdsl.engine import contract
from zhdsl.games.xingxiu.evaluate import evaluate
from zhdsl.games.xingxiu.game import new_game
from zhdsl.registry import rules_of
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build


def _duel(first: dict, second: dict):
    return build(parse({"游戏": "星宿", "角色": [first, second], "公共区域": {"牌堆": ["休整", "休整"]}}))


def test_the_bots_evaluation_of_a_duel_is_zero_sum():
    """The greedy bot's evaluation (evaluate.py): in a duel, what one side is worth the other loses."""
    game = _duel({"军力": 4, "手牌": ["进攻", "防守"]}, {"军力": 2, "手牌": ["进攻"]})
    assert evaluate(game, 0) == pytest.approx(-evaluate(game, 1))
    assert evaluate(game, 0) > 0 > evaluate(game, 1)


def test_a_weaker_foe_is_a_better_position():
    strong = _duel({"军力": 4}, {"军力": 4})
    weak = _duel({"军力": 4}, {"军力": 2})
    assert evaluate(weak, 0) > evaluate(strong, 0)
    assert evaluate(strong, 0) == pytest.approx(0)


def test_the_terminal_view_shows_the_stack_and_each_hand_cards_season_and_point():
    """What a player sees while 2号 is asked to answer 1号's 进攻 (`zhdsl play`): the 结算栈 panel names the
    card and its user, a hand card shows its season and point (`休整·春3`)."""
    game = _duel({"手牌": ["进攻", "休整"]}, {"手牌": ["防守"]})
    game.apply_action(game.decision.labels().index("使用「进攻」"))
    assert (game.decision.kind, game.decision.player) == ("priority", 1)
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(rules_of(game).view(game.observation(0), contract.game_info(game)))
    text = out.getvalue()
    assert "第1回合 · 角色1的出牌阶段" in text
    assert "结算栈（下→上）" in text and "1. 「进攻」（角色1）" in text
    assert "休整·春3 出牌阶段" in text


def test_the_lords_pick_is_a_general_event_everyone_sees():
    """官军剿匪 (rule 17.5): the 主帅 is shown, so its pick is logged as a `general` event of seat 1."""
    game = new_game("官军剿匪", 5, seed=3)
    assert (game.decision.kind, game.decision.player) == ("pick_general", 0)
    picked = game.decision.options[0].label.split("（")[0]
    game.apply_action(0)
    assert (game.log[-1].kind, game.log[-1].player, game.log[-1].text) == ("general", 0, f"主帅选择了{picked}")


def test_a_trophy_in_headhunt_is_the_killers_event():
    """斩首论功 (rule 17.3.4): 1号 kills 2号 and takes 2号's general card; the event is 1号's."""
    game = build(parse({"游戏": "星宿", "模式": "斩首论功", "模式状态": {"公共卡池": 1},
                        "角色": [{"手牌": ["进攻"]}, {"武将": "氐宿·氐土貉", "军力": 1}, {}],
                        "公共区域": {"牌堆": ["招兵买马"] * 5}}))
    game.apply_action(game.decision.labels().index("使用「进攻」"))
    game.apply_action(game.decision.labels().index("角色2"))
    while game.decision is not None and game.decision.kind != "pick_general" and "过" in game.decision.labels():
        game.apply_action(game.decision.labels().index("过"))
    events = [(e.kind, e.player, e.text) for e in game.log]
    assert [e for e in events if e[0] == "trophy"] == [("trophy", 0, "角色1获得武将牌「氐宿·氐土貉」")]
    # the pool is not empty: 2号 is to come back, and the event is 2号's (rule 17.3.5)
    assert [e for e in events if e[0] == "pending"] == [("pending", 1, "角色2将从公共卡池中挑选武将回到游戏")]


@pytest.mark.parametrize("skill", ["出牌阶段，你可以令一名已受伤的其他角色摸一张牌。",
                                   "出牌阶段，你可以摸一张牌，然后令一名已受伤的其他角色摸一张牌。"])
@pytest.mark.parametrize(("strength", "offered"), [(4, False), (3, True)])
def test_an_active_skill_is_offered_only_when_the_player_it_picks_exists(skill, strength, offered):
    """Rule 15.5: a skill that picks `一名已受伤的其他角色` — first or after another step — is offered only
    while another player is injured."""
    game = build(parse({"游戏": "星宿", "角色": [{"技能": [skill], "手牌": ["进攻"]},
                                             {"军力": strength}],
                        "公共区域": {"牌堆": ["休整", "休整"]}}))
    assert ("发动「技能1」" in game.decision.labels()) is offered


def test_a_card_used_on_one_to_two_players_asks_for_a_second_one():
    """`对一到两名其他角色使用`: after the first target the user may pick a second or stop (`完成`)."""
    game = build(parse({"游戏": "星宿", "模式": "两两对决",
                        "角色": [{"手牌": [{"名称": "号令", "效果": "出牌阶段，对一到两名其他角色使用。目标角色摸一张牌。"}]}, {}, {}, {}],
                        "公共区域": {"牌堆": ["休整"] * 6}}))
    game.apply_action(game.decision.labels().index("使用「号令」"))
    assert (game.decision.kind, game.decision.labels()) == ("target_player", ["角色2", "角色3", "角色4"])
    game.apply_action(0)
    assert (game.decision.prompt, game.decision.labels()) == ("为「号令」选择目标", ["角色3", "角色4", "完成"])
    game.apply_action(0)
    while game.state.stack:
        game.apply_action(game.decision.labels().index("过"))
    assert [len(p.hand) for p in game.state.players] == [0, 1, 1, 0]
