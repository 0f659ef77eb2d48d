"""Choices made when a spell is played, an ability used or a trigger put on the chain (rules 9.2(2),
9.4(a), 10.4): the mode of a modal list and every target — the selectors of the text that name a
chosen object on the board or the chain, or a player (rule 9.4) — chosen before the costs are paid,
so {{法盾}} raises the cost (rule 19.4) and responses see what is targeted (rule 21.5).

Not targets (rule 9.4): pronouns (我、它、此牌 …), `所有`/`此处所有` (every match), cards in a hand,
deck or trash (chosen when the text resolves), selectors in conditions, counts and triggers.
At resolution a chosen target that no longer fits (left the board, moved out of `此处`, no longer an
enemy …) is skipped (rule 9.5)."""

from __future__ import annotations

import attrs

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.nodes import Phrase
from zhdsl.games.riftbound.program import mode_sentences

# subtrees whose selectors are not targets
_SKIP = frozenset({
    "cond_lead", "per_lead", "trig", "targeting", "cost_limit", "cond_one", "cond_and", "event", "play_card",
    "play_from_trash", "recycle_trash", "discard", "look_top", "look_hand", "sentence_static", "extra_cost",
    "reveal_among", "recycle_among", "buff_bonus",
    "become_copy",  # the unit copied is chosen as the text resolves (rules-riftbound.md 17.14(a))
    "let_play",  # the owner chooses the battlefield as the text resolves (rules-riftbound.md 17.4(b))
    "grant_play", "grant_speed",  # the kind of card a play permission is for, not an object (rules-riftbound.md 9.24)
    "grant_free", "play_from_hand",  # a kind of card of the hand, not an object (rules-riftbound.md 9.28, 17.23)
    "tally", "x_def",  # `等同于你控制的装备数量的` `X为…的数量`: counted, not chosen (rules-riftbound.md 1.11)
    "play_from_opp_trash",  # a card of another player's trash, chosen as the text resolves (rules-riftbound.md 22.204)
})
_SKIP = _SKIP | {"rune_option"}  # rift17c: a revealed rune's line, chosen as it runs (rules-riftbound.md 17.20)
# rift17g: a card of a hand shown, chosen as it resolves (17.24); a play destination's objects (9.57)
_SKIP = _SKIP | {"pick_among", "let_discard", "discard_take", "trash_take", "play_to_places", "each_optional"}  # 22.34: each chooses
_SKIP = _SKIP | {"reveal_until"}  # rift14a: the kind of card a reveal looks for, not an object (rules-riftbound.md 17.63)
_OFF_BOARD = frozenset({"CARD", "SPELL_CARD", "RUNE", "LEGEND", "OBJECT", "UNIT_GEAR_LEGEND", "UNIT_GEAR_RUNE"})  # LEGEND: rift17e (9.52); OBJECT: rift17i (9.81)


@attrs.frozen
class Choices:
    """One execution's choices: the mode of each modal ability and the chosen objects and players."""

    modes: tuple = ()  # ((ability index, mode index), …)
    chosen: tuple = ()  # ((selector key, (uid, …)), …)
    players: tuple = ()  # ((selector key, (seat, …)), …)
    legion: bool = True  # 鼓舞 held when it was played (rule 19.18(a))

    def mode_of(self, index: int):
        return dict(self.modes).get(index)

    @property
    def targets(self) -> tuple:
        return tuple(u for _k, uids in self.chosen for u in uids)


NONE = Choices()


def is_target(sel: Phrase) -> bool:
    if sel.tokens and sel.tokens[0][0] in ("PRONOUN", "THE_TOKEN", "OWNER_OF"):
        return False
    if select.noun_of(sel) in _OFF_BOARD:
        return False
    if any(t == "TRASH_OF" for t, _x, _w in select.words(sel)):  # a card in the trash: chosen as it resolves (9.4)
        return False
    if any(t == "YOU_PLAYED" for t, _x, _w in select.words(sel)):  # `你打出的下一名单位`: still to be played (10.18(a))
        return False
    return select.quantity(sel)[0] != "all"


def _each_player(actor) -> bool:
    from zhdsl.games.riftbound.effects import each_player_actor

    return isinstance(actor, Phrase) and each_player_actor(actor)


def _collect(p: Phrase, out: list, optional: bool) -> None:
    if p.kind in _SKIP:
        return
    if p.kind == "selector":
        if is_target(p):
            out.append((p, optional))
        return
    if p.kind == "optional" or (p.kind == "clauses" and p.has("OR")):  # `…或…`: either side may be the one done (22.8(a))
        optional = True
    if p.kind == "exempt":
        return  # `你无需以此方式摧毁一名单位`: names what the step before does, chooses nothing (rules-riftbound.md 22.7(b))
    if p.kind == "clause" and len(p.parts) == 2 and _each_player(p.parts[0]):
        return  # `每名玩家必须摧毁自己的一名单位`: chosen by each player as it resolves, not a target (rule 9.4)
    if p.kind == "let_cmd" and any(q.kind == "trash_to_hand" for q in p.parts[-1].walk()):
        return  # `让一件装备从你的废牌堆返回手牌`: a card in the trash, chosen as it resolves (rule 9.4)
    if p.kind == "clause" and any(t == "OWN" for q in p.walk() if q.kind == "sel_word" for t, _x in q.tokens):
        return  # `每名对手必须摧毁自己的一名单位`: each of those players chooses as it resolves (rules-riftbound.md 9.4(n))
    for q in p.parts:
        if isinstance(q, Phrase):
            _collect(q, out, optional)


def sentence_selectors(sentence: Phrase) -> list:
    """(selector, optional) of a sentence's targets in text order; a sentence under a condition has only
    optional ones (its text may not run)."""
    out: list = []
    leads = sentence.part("leads")
    if leads is not None and any(lead.kind == "trig" and any(ev.has("SCOPE") for ev in lead.all("event")) for lead in leads.parts):
        return out  # a delayed trigger's targets are chosen when it triggers (rule 10.7)
    conditional = False
    if leads is not None:
        for lead in leads.parts:
            if lead.kind == "cond_lead":
                conditional = True
            elif lead.kind == "choose_lead":
                out.extend((sel, conditional) for sel in select.lead_selectors(lead) if is_target(sel))
    clauses = sentence.part("clauses")
    if clauses is not None:
        _collect(clauses, out, conditional)
    return out


def _mode_label(rt, uid, sentences) -> str:
    text = rt.defn(uid).text if uid is not None else ""
    if sentences and text:
        start, end = sentences[0].span.start, sentences[-1].span.end
        return " ".join(text[start:end].split()).lstrip("-*—• ").strip() or "效果"
    return "效果"


def bodies(rt, ctx, abilities, kinds) -> list:
    """(ability index, sentences) of the abilities that will run, asking for each modal list's mode."""
    out, modes = [], []
    for index, ability in abilities:
        if ability.kind not in kinds:
            continue
        if ability.kind == "modal" or (ability.kind == "activated" and ability.modes):  # 10.77: an activated list
            if not ability.modes:
                continue
            options = tuple(Option(f"{i + 1}. {_mode_label(rt, ctx.source, m)}", i) for i, m in enumerate(ability.modes))
            unused = ability.phrase.has("CHOOSE_UNUSED")  # rules-riftbound.md 10.31
            if unused:
                key = (ctx.source, ability.phrase.span.start, rt.state.turn)
                used = {row[3] for row in rt.state.mode_data.get("modes_used") or () if row[:3] == key}
                options = tuple(o for o in options if o.value not in used)
                if not options:
                    rt.log("modal", ctx.seat, "本回合的每个效果都已选过，不再执行")
                    continue
            if ability.picks > 1 and len(options) > ability.picks:  # `选择两个效果` (rules-riftbound.md 10.78)
                picked = []
                for k in range(ability.picks):
                    left = tuple(o for o in options if o.value not in picked)
                    picked.append(rt.ask(Decision(ctx.seat, "choice", f"选择第{k + 1}个效果", left)))
                mode = tuple(sorted(picked))
            elif ability.picks > 1:  # no more modes than picks: every one
                mode = tuple(o.value for o in options)
            else:
                mode = options[0].value if len(options) == 1 else rt.ask(Decision(ctx.seat, "choice", "选择一个效果", options))
            if unused:
                rt.state.mode_data["modes_used"] = (*(rt.state.mode_data.get("modes_used") or ()), (*key, mode))
            modes.append((index, mode))
            out.append((index, mode_sentences(ability, mode)))
        else:
            out.append((index, ability.sentences))
    ctx.modes = tuple(modes)
    return out


def choose(ctx, sentences_list, afford=None) -> bool:
    """Choose every target of these sentences now (rule 9.4(a)); `afford(extra_any)` says whether the
    {{法盾}} of the chosen targets can still be paid. False when a required target has no legal choice
    (rule 9.4(c))."""
    ctx.deflect = 0
    ctx.afford = afford
    ok = True
    for sentences in sentences_list:
        for sentence in sentences:
            select.note_pairs(ctx, sentence)
            for sel, optional in sentence_selectors(sentence):
                if select.is_player_selector(sel, ctx):
                    ctx.players = select.players(ctx, sel)
                    continue
                chosen = select.resolve(ctx, sel, prompt="选择目标", targeting=True)
                if not chosen and not optional and select.quantity(sel)[0] == "one":
                    ok = False
                leads = sentence.part("leads")
                lead_sels = next((select.lead_selectors(lead) for lead in (leads.parts if leads is not None else ())
                                  if lead.kind == "choose_lead" and any(s is sel for s in select.lead_selectors(lead))), None)
                if lead_sels is not None:
                    if chosen and rt_base(ctx, chosen[0]) == "battlefield":
                        ctx.there = ("bf", chosen[0])
                        if len(lead_sels) > 1:  # 它/所选单位 is the other choice (rule 9.4(i))
                            continue
                    ctx.it = list(chosen)
                    ctx.picked = list(chosen)
    ctx.afford = None
    return ok


def rt_base(ctx, uid) -> str:
    return ctx.rt.defn(uid).base if uid in ctx.rt.state.cards else ""


def record(ctx, legion: bool = True) -> Choices:
    return Choices(tuple(getattr(ctx, "modes", ())), tuple(ctx.chosen.items()), tuple(ctx.chosen_players.items()),
                   legion)


def restore(ctx, choices: Choices) -> None:
    ctx.chosen = dict(choices.chosen)
    ctx.chosen_players = dict(choices.players)
    ctx.choices = choices


def can_target(ctx, sentences_list, afford=None) -> bool:
    """Whether every required target of these sentences has a legal choice now (rule 9.4(c)), without
    asking; `afford(extra_any)`: whether a target's {{法盾}} could be paid on top of the cost."""
    for sentences in sentences_list:
        for sentence in sentences:
            leads = sentence.part("leads")
            lead_sels = [s for lead in leads.parts if lead.kind == "choose_lead" for s in select.lead_selectors(lead)] if leads else []
            select.note_pairs(ctx, sentence)
            for sel, optional in sentence_selectors(sentence):
                if any(sel is s for s in lead_sels) and not select.is_player_selector(sel, ctx):
                    # `选择一名友方单位。…它…`: what follows may name any of the possible choices
                    ctx.it = select.board_candidates(ctx, sel)
                    ctx.picked = list(ctx.it)
                if optional or select.is_player_selector(sel, ctx) or select.quantity(sel)[0] != "one":
                    continue
                if select.noun_of(sel) in ("SPELL", "SPELL_OR_SKILL"):
                    if not select.stack_candidates(ctx, sel):
                        return False
                elif not _depends_on_choice(sel):
                    pool = [u for u in select.board_candidates(ctx, sel) if not select.shielded(ctx, u)]
                    if sel.span.start in ctx.same_place:  # a `位于同一个战场上的…和…` pair (rules-riftbound.md 9.4(l))
                        if ctx.same_place[sel.span.start][0] == "second":
                            continue  # checked with the first half, which needs a partner at its battlefield
                        pool = select.same_place_pool(ctx, sel.span.start, pool)
                    if afford is not None:
                        pool = [u for u in pool if not select.deflect(ctx, u) or afford(select.deflect(ctx, u))]
                    if not pool:
                        return False
    return True


def _depends_on_choice(sel: Phrase) -> bool:
    """`该处的…`: its place is the one chosen before it, so it cannot be checked ahead."""
    return any((t == "LOCATION" and text in ("该处的", "该战场上的", "该战场上")) or t in ("MIGHT_BELOW_CHOSEN", "GEAR_OF_CHOSEN", "AT_ITS_PLACE")
               for t, text, _w in select.words(sel))


def fire_targeted(rt, seat: int, choices: Choices, by_spell: bool = False) -> None:
    """`当…选择我为目标时` triggers (rule 10.4(g)) for each chosen object on the board; `by_spell`: the
    targets of a spell being played (`当你对此处的友方单位使用法术时`)."""
    from zhdsl.games.riftbound import triggers

    for uid in dict.fromkeys(choices.targets):
        if uid in rt.state.cards and rt.on_board(uid):
            c = rt.card(uid)
            if rt.defn(uid).base == "unit" and not rt.mode.same_team(c.controller, seat):  # 22.172
                md = rt.state.mode_data
                md["chose_enemy_seats"] = tuple(sorted(set(md.get("chose_enemy_seats") or ()) | {seat}))
            triggers.fire(rt, "targeted", uid=uid, seat=seat, spell=by_spell)
