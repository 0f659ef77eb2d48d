"""Rule 12.4(2): after the focus player's chain resolves, the focus goes to the next player in turn
order — not back to the player who began the showdown."""

from __future__ import annotations

import tomllib

from zhdsl.scenarios.loader import parse

SETUP = '''
"名称" = "专注轮转"
"游戏" = "符文战场"

[["角色"]]
"基地" = ["石肤蛮兵"]
"手牌" = [{ "名称" = "战术甲", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "{{迅捷}}\\n抽一张牌。" },
          { "名称" = "战术乙", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "{{迅捷}}\\n抽一张牌。" }]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"手牌" = [{ "名称" = "计谋", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "{{迅捷}}\\n抽一张牌。" }]
"主牌堆" = ["青林哨卫"]

["公共区域"]
"战场" = ["赤岩熔谷"]
'''


def _choose(game, seat: int, label: str) -> None:
    d = game.decision
    assert d.player == seat, f"应由玩家{seat + 1}决定，实际是玩家{d.player + 1}（{d.prompt}）"
    game.apply_action(next(i for i, o in enumerate(d.options) if label in o.label))


def _pass_chain(game) -> None:
    while game.state.stack:
        _choose(game, game.decision.player, "让过")


def test_the_focus_goes_to_the_next_player_after_an_action():
    sc = parse(tomllib.loads(SETUP), "focus.toml", None)
    game = sc.support().build(sc)
    _choose(game, 0, "移动石肤蛮兵到赤岩熔谷")
    _choose(game, 0, "战术甲")
    _pass_chain(game)
    _choose(game, 1, "计谋")  # the focus is now the second player's
    _pass_chain(game)
    _choose(game, 0, "战术乙")  # and back to the first
    _pass_chain(game)
    assert game.state.players[0].points == 1
