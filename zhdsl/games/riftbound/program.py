"""A Riftbound card's text compiled into abilities (rules 10.1–10.11, 19).

Each line of the text is one ability (rule 22.1): a keyword line gives keywords; a labelled line
gives its label (绝念, 鼓舞, 等级n) or speed (反应/迅捷) to the ability after it; an activated
ability keeps its costs and speed tags; a sentence that opens with a trigger is a triggered
ability; any other sentence is a static ability of a permanent or a step of a spell (the card's
category decides, `abilities_for`). The steps themselves stay phrases: the verb modules run them.
"""

from __future__ import annotations

import re

import attrs

from zhdsl.games.riftbound.nodes import Phrase

_KW = re.compile(r"^(?:\{\{|\[)\s*([^0-9>\]}]+?)([0-9]*)\s*(>?)\s*(?:\}\}|\])$")


def placeholder(text: str) -> tuple[str, int | None, bool]:
    """`{{坚守2}}` → ("坚守", 2, False); `{{等级6>}}` → ("等级", 6, True); `[急速]` → ("急速", None, False)."""
    m = _KW.match(text.strip())
    if not m:
        inner = text.strip().strip("{}[] ")
        return inner, None, False
    return m.group(1), (int(m.group(2)) if m.group(2) else None), bool(m.group(3))


@attrs.frozen
class Ability:
    kind: str  # keyword static trigger activated effect modal extra_cost
    phrase: Phrase
    labels: tuple = ()  # (("鼓舞", None), ("等级", 6), ("绝念", None))
    speed: str | None = None  # 反应 迅捷
    costs: tuple = ()  # clause phrases before `：`
    trigger: Phrase | None = None
    sentences: tuple = ()  # sentence phrases (leads and clauses)
    modes: tuple = ()  # modal: a tuple of sentence tuples
    once_per_turn: bool = False
    keywords: tuple = ()  # keyword lines: ((word, n), …)
    equip: tuple = ()  # equip costs: ((mana, power colours, other clauses), …)
    repeat: tuple = ()
    equip_cut_by_might: bool = False  # `此技能的法力费用减少你所选单位的战力` (rules-riftbound.md 19.28)
    empower: tuple = ()  # `{{强化2红色}}` `{{强化}} — 弃置一张手牌`: ((mana, power colours, other costs), …) (19.49)
    recur: tuple = ()  # `{{流转3红色}}`: ((mana, power colours), …), the cost of playing it from the trash (19.50)
    cut_per_rune: int = 0  # `你每控制一枚符文，此技能的费用便减少{{1}}` after a keyword (rules-riftbound.md 19.49(g))
    cut_if: tuple = ()  # `如果…，则此技能的费用减少{{3}}` after a keyword: (condition, mana) (rules-riftbound.md 22.223)
    picks: int = 1  # a modal list: how many different modes are chosen (`选择两个效果`, rules-riftbound.md 10.78)


@attrs.frozen
class CardProgram:
    abilities: tuple[Ability, ...]
    source: str = ""

    @property
    def readings(self) -> tuple[str, ...]:
        """The card's text as the protocol shows it (Riftbound has no `|` versions: one reading)."""
        return (self.source,)

    @property
    def keywords(self) -> dict:
        out: dict = {}
        for a in self.abilities:
            for word, n in a.keywords:
                out[word] = out.get(word, 0) + (n or 1)
        return out


def _price(kw_text: str, price: Phrase | None, word: str) -> tuple:
    """The cost written in an equip/repeat keyword: `{{装配1红色}}`, `{{装配}}{{1}}{{绿色}}`."""
    inner = kw_text.strip().strip("{}[] ")[len(word):]
    mana, colours = 0, []
    m = re.match(r"([0-9]*)(.*)", inner)
    if m.group(1):
        mana += int(m.group(1))
    rest = m.group(2)
    while rest:
        for w in ("红色", "绿色", "蓝色", "橙色", "紫色", "黄色", "红", "绿", "蓝", "橙", "紫", "黄", "A", "C"):
            if rest.startswith(w):
                colours.append(w)
                rest = rest[len(w):]
                break
        else:
            break
    if price is not None:
        for _t, text in price.tokens:
            name, _n, _ = placeholder(text)
            if name.isdigit():
                mana += int(name)
            else:
                colours.append(name)
        for p in price.parts:
            for _t, text in p.tokens:
                name, _n, _ = placeholder(text)
                if name.isdigit():
                    mana += int(name)
                else:
                    colours.append(name)
    return mana, tuple(colours)


def _keyword_line(p: Phrase) -> Ability:
    kws, equip, repeat, empower, recur = [], [], [], [], []
    for item in p.parts:
        terminal, text = item.tokens[0]
        price = item.part("price")
        if terminal == "KW":
            word, n, _ = placeholder(text)
            kws.append((word, n))
        elif terminal in ("BACKLINE_TEXT", "TANK_TEXT"):  # `我在战斗中最后/首先承担伤害`: 后排 / 壁垒 (rule 19.24, 19.13)
            kws.append(("后排" if terminal == "BACKLINE_TEXT" else "壁垒", None))
        elif terminal in ("EQUIP_KW", "PLAIN_EQUIP"):  # `装配{{1}}` too (RAD, rules-riftbound.md 19.5)
            costs = item.part("costs")
            equip.append((*_price(text, price, "装配"), costs))
            kws.append(("装配", None))
        elif terminal == "REPEAT_KW":
            repeat.append((*_price(text, price, "回响"), item.part("costs")))  # `{{回响}} — 弃置一张手牌` (9.20)
            kws.append(("回响", None))
        elif terminal == "EMPOWER_KW":  # `{{强化2红色}}` `{{强化}} — {{横置}}` (rules-riftbound.md 19.49)
            empower.append((*_price(text, price, "强化"), item.part("costs")))
            kws.append(("强化", None))
        elif terminal == "RECUR_KW":  # `{{流转3红色}}` (rules-riftbound.md 19.50)
            recur.append(_price(text, price, "流转"))
            kws.append(("流转", None))
    return Ability("keyword", p, keywords=tuple(kws), equip=tuple(equip), repeat=tuple(repeat),
                   equip_cut_by_might=p.has("EQUIP_CUT_BY_MIGHT"), empower=tuple(empower), recur=tuple(recur),
                   cut_per_rune=(int(p.tok("MANA").strip("{}[] ")) if p.has("RUNE_CUT") else 0),
                   cut_if=_cut_if(p))


def _cut_if(p: Phrase) -> tuple:
    """`{{强化5}}。如果你控制的符文数量不超过四枚，则此技能的费用减少{{3}}。`: (the condition, the mana off)."""
    if not p.has("SKILL_CUT"):
        return ()
    cond = next(x for x in p.parts if isinstance(x, Phrase) and x.kind != "kw_item")
    return (cond, int(p.tok("MANA").strip("{}[] ")))


def _sentences(p: Phrase) -> tuple:
    return _merge_did_reduce(tuple(x for x in p.parts if isinstance(x, Phrase) and x.kind == "sentence"))


def _merge_did_reduce(sentences: tuple) -> tuple:
    """`你可以选择X，作为打出我的额外费用。若如此做（如果你这样做 / 如果你支付了该额外费用），则我的费用减少{{2}}。`
    (rules-riftbound.md 22.105): the second sentence is what the optional additional cost buys, read as the one
    sentence `你可以选择X，作为打出我的额外费用，以此让我的费用减少{{2}}` (9.10(b)) — the reduction only when paid."""
    out, i = [], 0
    while i < len(sentences):
        s = sentences[i]
        inner = _bare_optional_extra(s)
        bought = _did_reduce(sentences[i + 1]) if inner is not None and i + 1 < len(sentences) else None
        if bought is None:
            out.append(s)
            i += 1
            continue
        merged = Phrase("clauses", (*inner.tokens, ("BY_THIS", "以此")), (*inner.parts, *bought),
                        (*inner.marks, len(inner.parts)), span=inner.span)
        clauses = s.part("clauses")
        option = clauses.parts[0]
        option = Phrase(option.kind, option.tokens, (merged,), option.marks, span=option.span)
        clauses = Phrase(clauses.kind, clauses.tokens, (option,), clauses.marks, span=clauses.span)
        out.append(Phrase(s.kind, s.tokens, tuple(clauses if q is s.part("clauses") else q for q in s.parts), s.marks,
                          span=s.span))
        i += 2
    return tuple(out)


def _bare_optional_extra(sentence: Phrase):
    """The option's clauses of `你可以选择X，作为打出我的额外费用。` with nothing bought (no 以此), or None."""
    clauses, leads = sentence.part("clauses"), sentence.part("leads")
    if (leads is not None and not _playing_me_lead(sentence)) or clauses is None or len(clauses.parts) != 1 \
            or clauses.parts[0].kind != "optional" or not clauses.parts[0].parts:
        return None
    inner = clauses.parts[0].parts[0]
    if not isinstance(inner, Phrase) or inner.kind != "clauses" or inner.has("BY_THIS") \
            or not any(c.kind == "extra_cost" for c in inner.parts):
        return None
    return inner


def _playing_me_lead(sentence: Phrase) -> bool:
    """`打出我时，` `当你打出此牌时，` before the option (rules-riftbound.md 22.220): the cost is chosen as the card is
    played, as without a lead."""
    from zhdsl.games.riftbound.play import _playing_me

    leads = sentence.part("leads")
    if leads is None or len(leads.parts) > 1:
        return False
    return _playing_me(sentence)


def _cost_as_played(sentence: Phrase) -> bool:
    """A sentence that is only an optional additional cost chosen as a spell is played, bought with it the
    spell's own cost waived (`以此无视此法术的费用`): what follows it on its line is the spell's effect."""
    from zhdsl.games.riftbound.play import as_played

    found = as_played(sentence, "spell")
    return found is not None and any(q.kind == "ignore_own_cost" for c in found[1] for q in c.walk())


def _did_reduce(sentence: Phrase):
    """`若如此做，则我的费用减少{{2}}。`: the reduction of the card's own cost as `让我的费用减少{{2}}`, or None."""
    leads, clauses = sentence.part("leads"), sentence.part("clauses")
    if leads is None or clauses is None or len(leads.parts) != 1 or leads.parts[0].kind != "cond_lead":
        return None
    walked = list(leads.parts[0].walk())
    if {q.kind for q in walked} - {"cond_lead", "cond_one", "c_did", "c_paid_extra", "selector"} \
            or any(q.kind == "selector" and q.tokens != (("PRONOUN", "你"),) for q in walked):
        return None
    out = []
    if len(clauses.parts) == 1 and clauses.parts[0].kind == "clause" and len(clauses.parts[0].parts) == 1 \
            and clauses.parts[0].parts[0].kind == "ignore_own_cost":  # `若如此做，则无视此法术的费用。` (22.220)
        return [clauses.parts[0]]
    for c in clauses.parts:
        sel, verb = (c.parts + (None, None))[:2] if c.kind == "clause" else (None, None)
        if verb is None or len(c.parts) != 2 or verb.kind != "cost_reduce" or sel.kind != "selector" \
                or not (sel.tokens and sel.tokens[0] in (("PRONOUN", "我"), ("PRONOUN", "此牌"))):
            return None
        out.append(Phrase("let_cmd", (("LET", "让"),), (sel, verb), (0,), span=c.span))
    return out or None


def scoped_trigger(leads: Phrase | None) -> bool:
    """`在本回合内，每当…时，…`: a this-turn scope written before a trigger (rules-riftbound.md 10.7(c))."""
    if leads is None or not any(lead.kind == "trig" for lead in leads.parts):
        return False
    first_trig = next(i for i, lead in enumerate(leads.parts) if lead.kind == "trig")
    if any(lead.kind == "scope_lead" for lead in leads.parts[:first_trig]):  # `本回合每当…时` without a comma (rift17c)
        return True
    if any((q.has("NEXT_TIME") or q.has("YOU_NEXT_TIME")) for q in leads.parts[first_trig].walk()):  # `下一次当…时` (rules-riftbound.md 10.22)
        return True
    return any(t == "SCOPE" and before <= first_trig for (t, _x), before in zip(leads.tokens, leads.marks))


def _is_trigger(sentence: Phrase) -> Phrase | None:
    leads = sentence.part("leads")
    if leads is None or scoped_trigger(leads):  # an effect that sets a this-turn trigger, not a trigger itself
        return None
    for lead in leads.parts:
        if lead.kind == "trig":
            return lead
    return None


def _own_static(sentence: Phrase) -> bool:
    """A sentence that is a passive of this card on its own (`你每控制一名其他休眠的单位，我便具有{{S}}+1`,
    `只要…，我便获得…`): a count or a while-lead and 我 gaining, nothing else (rules-riftbound.md 22.106)."""
    leads, clauses = sentence.part("leads"), sentence.part("clauses")
    if leads is None or clauses is None or len(leads.parts) != 1 or len(clauses.parts) != 1:
        return False
    lead = leads.parts[0]
    if not (lead.kind == "per_lead" or (lead.kind == "cond_lead" and lead.has("WHILE_SO"))):
        return False
    clause = clauses.parts[0]
    if clause.kind != "clause" or len(clause.parts) != 2 or clause.parts[0].tokens != (("PRONOUN", "我"),):
        return False
    verb = clause.parts[1]
    if verb.kind == "vp" and verb.tokens == (("THEN_ADV", "便"),) and len(verb.parts) == 1:  # `我便获得…`
        verb = verb.parts[0]
    return verb.kind == "gain" and not any(q.has("SCOPE") for q in clause.walk())


def _once(sentences) -> bool:
    return any(s.has("ONCE_PER_TURN") or (s.part("leads") and s.part("leads").has("ONCE_PER_TURN")) for s in sentences)


def _line(p: Phrase, labels=(), speed=None) -> list[Ability]:
    kind = p.kind
    if kind == "keyword_line":
        return [_keyword_line(p)]
    if kind == "keyword_then":
        items = attrs.evolve(p, kind="keyword_line", parts=tuple(x for x in p.parts if x.kind == "kw_item"))
        rest = next(x for x in p.parts if x.kind == "sentences")
        return [_keyword_line(items), *_line(rest, labels, speed)]
    if kind == "labelled":
        label, nested = None, None
        for t, text in p.tokens:
            name, n, _ = placeholder(text)
            if t == "LABEL":
                label = (name, n)
            elif t == "EMPOWERED_LABEL":  # `{{已强化>}} …` (rules-riftbound.md 19.49)
                label = ("已强化", None)
            elif t == "EMPOWERED_DK":  # `{{已强化>}}{{>绝念>}} …`: a deathknell that needs the empowerment (19.49(h))
                labels = labels + (("已强化", None),)
                label = ("绝念", None)
            elif t in ("SPEED_TAG", "KW") and name in ("反应", "迅捷"):
                speed = name
        body = p.parts[0]
        return _line(body, labels + ((label,) if label else ()), speed)
    if kind == "activated":
        costs = p.parts[0]
        tags = p.part("tags")
        tag_labels = list(labels)
        if tags is not None:
            for t, text in tags.tokens:
                name, n, _ = placeholder(text)
                if name in ("反应", "迅捷"):
                    speed = name
                else:
                    tag_labels.append((name, n))
        body = p.parts[-1]
        if body.kind == "modal":  # `…，{{横置}}：选择一项—` and `*…` lines (rules-riftbound.md 10.77)
            modes = tuple(_sentences(s) for s in body.parts if isinstance(s, Phrase) and s.kind == "sentences")
            return [Ability("activated", p, tuple(tag_labels), speed, tuple(costs.parts), modes=modes,
                            once_per_turn=any(_once(m) for m in modes))]
        sentences = _sentences(body)
        return [Ability("activated", p, tuple(tag_labels), speed, tuple(costs.parts),
                        sentences=sentences, once_per_turn=_once(sentences))]
    if kind == "modal":
        modes = tuple(_sentences(s) for s in p.parts if isinstance(s, Phrase) and s.kind == "sentences")
        leads = p.part("leads")
        trig = next((x for x in leads.parts if x.kind == "trig"), None) if leads else None
        return [Ability("modal", p, labels, speed, trigger=trig, modes=modes, picks=2 if p.has("CHOOSE_TWO") else 1)]
    if kind == "sentences":
        sentences = _sentences(p)
        trig = _is_trigger(sentences[0]) if sentences else None
        cut = next((i for i, s in enumerate(sentences) if i and _own_static(s)), None) if trig is not None else None
        if cut is None and trig is not None and len(sentences) > 1 and _cost_as_played(sentences[0]):
            cut = 1  # `打出此牌时，…作为额外费用。若如此做，则无视此法术的费用。 让一名单位…`: the rest is the card's effect (22.220(b))
        if cut is not None:  # `当你打出我时，…。你每控制一名…，我便具有{{S}}+1。` on one line (rules-riftbound.md 22.106)
            rest = Phrase("sentences", (), sentences[cut:], (), span=sentences[cut].span)
            head = Phrase("sentences", (), sentences[:cut], (), span=sentences[0].span)
            return [*_line(head, labels, speed), *_line(rest, labels, speed)]
        if trig is not None:
            return [Ability("trigger", p, labels, speed, trigger=trig, sentences=sentences, once_per_turn=_once(sentences))]
        return [Ability("effect", p, labels, speed, sentences=sentences, once_per_turn=_once(sentences))]
    if kind == "rune_branch":  # `展示你符文牌堆顶部的一张牌…根据展示的符文特性执行以下效果：` (rules-riftbound.md 17.20)
        leads = p.part("leads")
        trig = next((x for x in leads.parts if x.kind == "trig"), None) if leads else None
        if trig is not None:
            return [Ability("trigger", p, labels, speed, trigger=trig, sentences=(p,))]
    return [Ability("effect", p, labels, speed, sentences=(p,))]


def compile_text(version) -> CardProgram:
    abilities: list[Ability] = []
    for p in version.effects:
        abilities.extend(_line(p))
    return CardProgram(tuple(abilities))


def mode_sentences(ability: Ability, mode) -> tuple:
    """The sentences of the mode chosen (an index), or of the modes chosen in the order printed (a tuple of
    indexes, `选择两个效果`, rules-riftbound.md 10.78)."""
    if isinstance(mode, tuple):
        return tuple(s for k in sorted(mode) for s in ability.modes[k])
    return ability.modes[mode or 0]
