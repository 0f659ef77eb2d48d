"""你赢得游戏胜利 (rules-riftbound.md 16.12): a card's own way to win; the game ends at once with the player
(in 2v2 their team) as the winner, whatever the points."""

from zhdsl.engine.errors import GameOver
from zhdsl.games.riftbound import select

KINDS = ("win_game",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    s = rt.state
    seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
    if not seats or s.over:
        return False
    seat = seats[0]
    winner = min(rt.mode.team_of(seat, len(s.players)))
    name = rt.card_name(ctx.source) if ctx.source is not None else ""
    s.over, s.winner, s.end_reason = True, winner, f"{name}的效果"
    rt.log("end", winner, f"游戏结束：{s.end_reason}，{rt.pname(winner)}获胜")
    raise GameOver()
