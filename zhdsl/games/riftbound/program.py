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
                   cut_per_rune=(int(p.tok("MANA").strip("{}[] ")) if p.has("RUNE_CUT") else 0))


def _sentences(p: Phrase) -> tuple:
    return tuple(x for x in p.parts if isinstance(x, Phrase) and x.kind == "sentence")


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
