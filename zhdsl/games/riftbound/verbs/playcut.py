"""`你本回合打出的下一张法术牌费用减少{{2}}` `在本回合内，你打出的单位的费用减少{{1}}` (rules-riftbound.md 10.26): an
effect (of a trigger, spell or activated ability) that makes cards its player plays later this turn cost less.
The effect notes (source, controller, subject, mana, once, turn) in the state; play.card_cost reads it whenever a
cost is computed, and play.play_card uses a `下一个` note up on the first card it fits."""

from zhdsl.games.riftbound import select

KINDS = ("cost_reduce",)


def _future_plays(subject) -> bool:
    """Whether the subject speaks of cards its player plays later (`你打出的…`), not of a card in play or 我."""
    return subject is not None and subject.kind == "selector" and \
        any(t == "YOU_PLAYED" for t, _x, _w in select.words(subject))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if not _future_plays(subject) or ctx.source is None:
        return False  # a card's own cost (`我的费用减少`) is read by the rules where it is written (statics.py)
    icons = vp.part("cost_icons")
    n = sum(int(t.strip("{}[] ")) for x in (icons.walk() if icons else ()) for k, t in x.tokens if k == "MANA")
    power = sum(1 for x in (icons.walk() if icons else ()) for k, _t in x.tokens if k == "POWER")  # `和{{A}}` (22.203)
    once = any(t == "NEXT_ONE" for t, _x, _w in select.words(subject))
    rows = rt.state.mode_data.get("play_cuts") or ()
    rt.state.mode_data["play_cuts"] = rows + ((ctx.source, ctx.seat, subject.span.start, n, once, rt.state.turn, power),)
    rt.log("cost", ctx.seat, f"本回合内{rt.pname(ctx.seat)}打出的{'下一张' if once else ''}"
                             f"{select.noun_text(subject)}的费用减少{n}" + (f"和{power}点符能" if power else ""))
    give = vp.part("give_it")
    if give is not None and once:  # `…，并给予其“…”`: what the next unit gets with the cut (rules-riftbound.md 22.203)
        _give_next(ctx, give)
    return True


def _give_next(ctx, give) -> None:
    from zhdsl.games.riftbound import playrules
    from zhdsl.games.riftbound.program import placeholder

    for g in give.part("gains").parts:
        if g.kind == "g_ability":
            playrules.give_next_unit(ctx, g.tokens[0][1], None)
        elif g.kind == "g_keyword":
            word, n, _ = placeholder(g.tokens[0][1])
            playrules.give_next_unit(ctx, word, n)


def _fitting(rt, seat: int, uid: int) -> list[int]:
    """The indexes of the notes this turn that fit card `uid` played by `seat`: every lasting one, and the first
    `下一个` one."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.verbs.costup import subject_of

    found, once_taken = [], False
    for i, (source, owner, start, _n, once, turn, _power) in enumerate(rt.state.mode_data.get("play_cuts") or ()):
        if owner != seat or turn != rt.state.turn or (once and once_taken):
            continue
        subject = subject_of(rt, source, start)
        if subject is None or not select.matches_card(Ctx(rt, owner, source), subject, uid):
            continue
        found.append(i)
        once_taken = once_taken or once
    return found


def play_cut(rt, seat: int, uid: int) -> int:
    """The mana the noted effects take off the cost of card `uid` that `seat` is about to play."""
    rows = rt.state.mode_data.get("play_cuts") or ()
    return sum(rows[i][3] for i in _fitting(rt, seat, uid)) if rows else 0


def play_power_cut(rt, seat: int, uid: int) -> int:
    """The power symbols (`和{{A}}`, rules-riftbound.md 22.203) the noted effects take off the card's power cost."""
    rows = rt.state.mode_data.get("play_cuts") or ()
    return sum(rows[i][6] for i in _fitting(rt, seat, uid)) if rows else 0


def use_play_cut(rt, seat: int, uid: int) -> None:
    """Card `uid` is played: the `下一个` note it used is spent."""
    rows = rt.state.mode_data.get("play_cuts") or ()
    if not rows:
        return
    spent = {i for i in _fitting(rt, seat, uid) if rows[i][4]}
    if spent:
        rt.state.mode_data["play_cuts"] = tuple(r for i, r in enumerate(rows) if i not in spent)
