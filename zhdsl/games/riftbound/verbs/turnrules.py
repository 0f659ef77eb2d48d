"""rift17d's steps (docs/riftbound.md part 8): `在本回合内可以从手牌中打出一件…的装备，无视其法力费用` (a free play this
turn, rules-riftbound.md 9.28), `在当前回合结束后，再进行一个回合` (6.10), `从你的手牌中正面朝上打出一张带有{{待命}}技能的
卡牌` (17.23), `在本回合内，你打出的所有单位以活跃状态进场` (10.18(a)) and `将其所需法力费用减去被回收单位的战力`
(9.26, read by the `打出` step before it)."""

from zhdsl.games.riftbound import playrules, select

KINDS = ("grant_free", "extra_turn", "play_from_hand", "enter_ready", "cut_by_recycled")


def run(ctx, vp, subject) -> bool:
    if vp.kind == "grant_free":
        return playrules.grant_free(ctx, vp)
    if vp.kind == "extra_turn":
        return playrules.extra_turn(ctx)
    if vp.kind == "play_from_hand":
        return playrules.play_from_hand(ctx, vp)
    if vp.kind == "cut_by_recycled":
        return True
    # enter_ready as a step: only `你打出的所有单位…` (the card's own `我以活跃状态进场` is a static, statics.py)
    if subject is not None and subject.kind == "selector" and any(t == "YOU_PLAYED" for t, _x, _w in select.words(subject)):
        return playrules.ready_this_turn(ctx, subject)
    return False
