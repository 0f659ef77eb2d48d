"""重复此装备的打出效果 (rules-riftbound.md 10.6(a)): the steps of the card's own play trigger (`当你打出此牌时，…`)
run again now, their objects chosen anew; a card without one does nothing."""

KINDS = ("repeat_play",)


def _play_trigger(d):
    for ability in d.program.abilities:
        if ability.kind != "trigger" or ability.trigger is None:
            continue
        for event in ability.trigger.all("event"):
            vp = event.parts[-1]
            sel = vp.part("selector") if vp.kind == "ev_play" else None
            if sel is not None and sel.tokens and sel.tokens[0][0] == "PRONOUN" and sel.tokens[0][1] in ("我", "此牌", "此装备"):
                return ability
    return None


def run(ctx, vp, subject) -> bool:
    from zhdsl.games.riftbound.effects import run_sentences, without_trigger

    if ctx.source is None:
        return False
    ability = _play_trigger(ctx.rt.defn(ctx.source))
    if ability is None:
        return False
    ctx.rt.log("repeat", ctx.seat, f"重复{ctx.rt.card_name(ctx.source)}的打出效果", ctx.source)
    run_sentences(ctx, [without_trigger(s) for s in ability.sentences])
    return True
