"""What a designer sees in `zhdsl play` and in piped output: cards told apart by their faces, lords
with their stats and skills, `为什么` answered for the right card, lines never cut mid-word."""

from __future__ import annotations

import io
import json

from click.testing import CliRunner

from zhdsl.agents.human import HumanAgent
from zhdsl.cli import main
from zhdsl.play.agents import make_bot
from zhdsl.play.render import make_console
from zhdsl.play.spec import GameSpec


def _agent(answers: list[str]) -> tuple[HumanAgent, io.StringIO]:
    out = io.StringIO()
    feed = iter(answers)
    return HumanAgent(make_console(file=out, width=100), read=lambda _prompt: next(feed)), out


def test_the_lord_pick_shows_each_lords_stats_and_skills():
    game = GameSpec(seed=3).create()
    agent, out = _agent(["1"])
    agent.act(game)
    shown = out.getvalue()
    assert "锻兵师（效率6 仓储5 精力1红2黑）：主动&横置&弃2张手牌" in shown
    assert "圣堂司铎（效率5 仓储6 精力1蓝1黄1黑）：回合开始：抽1张牌。" in shown


def _two_different_suppressions():
    """Seed 1 with random bots: after 22 decisions seat 0 holds a 4-point 「压制」 it cannot pay for
    and a 0-point one it can."""
    game = GameSpec(seed=1).create()
    bots = [make_bot("random", 1 * 7919 + s) for s in range(2)]
    for _ in range(22):
        game.apply_action(bots[game.decision.player].act(game))
    return game


def test_why_answers_for_each_card_of_one_name_that_differ():
    game = _two_different_suppressions()
    assert game.decision.player == 0 and game.decision.kind == "priority"
    agent, out = _agent(["为什么 压制", "1"])
    agent.act(game)
    shown = out.getvalue()
    assert "「压制」（点数4 颜色黄 精力1黄1黑）：精力不足：需要1黄1黑，现有1黄" in shown
    assert "「压制」（点数0 颜色黄）：现在可以使用" in shown


def test_explain_card_tells_apart_two_cards_of_one_name():
    game = _two_different_suppressions()
    hand = game.observation(0)["players"][0]["zones"]["hand"]["cards"]
    by_point = {c["facts"]["point"]: c["id"] for c in hand if c["name"] == "压制"}
    assert game.explain_card(0, by_point[0]) == ""
    assert game.explain_card(0, by_point[4]).startswith("精力不足")
    assert game.explain_card(0, 999_999) == "角色1的手牌中没有这张牌"


def test_piped_output_keeps_each_line_of_the_game_whole(tmp_path):
    log = tmp_path / "demo.jsonl"
    result = CliRunner().invoke(main, ["demo", "--seed", "7", "--agent", "random", "--log", str(log)])
    assert result.exit_code == 0, result.output[-2000:]
    lines = set(result.output.splitlines())
    texts = [r["text"] for r in map(json.loads, log.read_text(encoding="utf-8").splitlines()) if r["type"] == "event"]
    long = [t for t in texts if len(t) * 2 > 80]
    assert long, "the game should have lines wider than 80 columns"
    for text in texts:
        assert f"  {text}" in lines or text in lines, text


def test_the_hand_shows_each_cards_point_colour_and_cost_in_words():
    game = _two_different_suppressions()
    agent, out = _agent(["1"])
    agent.act(game)
    shown = out.getvalue()
    assert "「压制」 4点黄 1黄 1黑" in shown and "「压制」 0点黄 " in shown
