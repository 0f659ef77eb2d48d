"""抽n张牌 (rule 17.1): the subject (default 你) draws; an empty deck burns out (rule 16.7)."""

from zhdsl.games.riftbound import select

KINDS = ("draw",)


def run(ctx, vp, subject) -> bool:
    n = select.value(ctx, vp.part("count") or vp.part("tally"))  # `抽等同于…数量的牌` (rules-riftbound.md 1.11)
    seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
    for seat in seats:
        ctx.rt.draw(seat, n)
    return bool(seats)
