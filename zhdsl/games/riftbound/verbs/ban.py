"""Timed bans (rules-riftbound.md 10.7(d)): `其控制者在本回合内无法打出法术` (the player may play no spell until
the turn ends) and `该对手在本回合内无法移动该单位` (that player may not move the unit by a standard move until the
turn ends). The subject is the banned player (default 你); turn.turn_end lifts both."""

from zhdsl.games.riftbound import select

KINDS = ("ban_spells", "ban_move", "ban_cards")


def _seats(ctx, subject) -> list[int]:
    if subject is not None and select.is_player_selector(subject, ctx):
        return select.players(ctx, subject)
    return [ctx.seat]


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    seats = _seats(ctx, subject)
    if vp.kind == "ban_spells":
        for seat in seats:
            rt.state.players[seat].no_spells = 1
            rt.log("ban", seat, f"{rt.pname(seat)}在本回合内无法打出法术")
        return bool(seats)
    if vp.kind == "ban_cards":  # `每名对手在本回合内无法打出牌` (rules-riftbound.md 10.27): no_spells 2 bans every card
        for seat in seats:
            rt.state.players[seat].no_spells = 2
            rt.log("ban", seat, f"{rt.pname(seat)}在本回合内无法打出卡牌")
        return bool(seats)
    if vp.part("selector") is None:  # `其在本回合内无法移动` `我在本回合内无法移动`: the unit itself (rules-riftbound.md 13.40)
        units = [u for u in (select.resolve(ctx, subject, prompt="选择不能移动的单位") if subject is not None else [ctx.me])
                 if u is not None and rt.on_board(u)]
        for uid in units:
            rt.mark(uid, no_move=tuple(range(len(rt.state.players))), stuck=True)
            rt.log("ban", ctx.seat, f"{rt.card_name(uid)}在本回合内无法移动")
        return bool(units)
    units = [u for u in select.resolve(ctx, vp.part("selector"), prompt="选择不能移动的单位") if rt.on_board(u)]
    for uid in units:
        banned = frozenset(rt.card(uid).marks.get("no_move", ())) | frozenset(seats)
        rt.mark(uid, no_move=tuple(sorted(banned)))
        rt.log("ban", ctx.seat, f"{rt.card_name(uid)}在本回合内不能被{'、'.join(rt.pname(s) for s in seats)}移动")
    return bool(units and seats)
