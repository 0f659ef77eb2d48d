"""Checking and compiling Riftbound card text: the dialect's `check_version` and `lower_version`.

The grammar reads the phrases; this module reports what it reads but cannot yet run (E401), so
a card that checks clean is a card the engine plays."""

from __future__ import annotations

import re

from zhdsl.games.riftbound.keywords import LIMITED_USES
from zhdsl.games.riftbound.nodes import Phrase
from zhdsl.text.bounds import MAX_NUMBER
from zhdsl.text.diagnostics import error

_DIGITS = re.compile(r"[0-9]+")

# Codes of this game (docs/riftbound.md part 8): E401 a phrase read but not yet run; E330 a deck rule
# 5.2 refuses (a file code, like E308); E331 a card that fails in the smoke game of `check --catalog`.

UNSUPPORTED_EVENTS: dict[str, str] = {}


def check(version) -> list:
    from zhdsl.games.riftbound import verbs

    out = []
    for ability in version.effects:
        if not isinstance(ability, Phrase):
            continue
        bought_after = _bought_after(ability)
        for p in ability.walk():
            for _terminal, text in p.tokens:  # the core's number bound (E228), on this game's own tree
                big = next((m.group() for m in _DIGITS.finditer(text) if len(m.group()) > 9 or int(m.group()) > MAX_NUMBER), None)
                if big is not None:
                    shown = big if len(big) <= 12 else big[:12] + "…"
                    out.append(error("E228", p.span, f"数字过大：{shown}，卡牌文本中的数字最多为{MAX_NUMBER}",
                                     f"写一个不超过{MAX_NUMBER}的数"))
            if p.kind == "give_it" and not _give_it_ok(ability, p):  # rules-riftbound.md 22.203
                out.append(error("E401", p.span, "「……的费用减少{{2}}，并给予其……」只能给予你打出的下一名单位关键词或引号中的技能",
                                 "写成「你在本回合内打出的下一名单位的费用减少{{2}}，并给予其{{急速}}」（rules-riftbound.md 22.203）"))
            if p.kind == "clause" and _gain_to_next(p):  # rules-riftbound.md 22.104(a)
                out.append(error("E401", p.span, "「你打出的下一名单位获得（具有）……」给予将来打出的单位关键词以外的效果还不能执行",
                                 "见 docs/rules-riftbound.md 22.104(a)、22.168"))
            if p.kind == "sentence" and p.part("restriction") is not None and _timed(p):
                out.append(error("E401", p.span, "触发的或限于本回合的「无法……」还不能执行",
                                 "见 docs/riftbound.md「尚未支持的写法」；在场的牌写作「我无法……」「如果……，则对手无法……」"))
            if p.kind == "sentence" and any(q.kind == "c_dies_this_turn" for q in p.walk()) and not _instead(p):
                out.append(error("E401", p.span, "「在本回合内被摧毁」只能作为替换的条件（如果…在本回合内被摧毁，则改为…）",
                                 "写成「如果该单位在本回合内被摧毁，则改为……」"))
            if p.kind == "sentence" and any(q.kind == "buff_bonus" for q in p.walk()) and not _turn_scoped(p):
                out.append(error("E401", p.span, "「所有增益可额外给予……」只能作为本回合内的效果执行",
                                 "写成「在本回合内，所有增益可额外给予……」"))
            if p.kind == "sentence" and any(q.kind == "ev_damaged" for q in p.walk()) and not _turn_scoped(p) \
                    and not any(q.kind == "trig" and q.has("IN_ITS_NEXT") for q in p.walk()):  # 10.29
                out.append(error("E401", p.span, "「承受伤害时」的触发只能作为本回合内的效果执行",
                                 "写成「在本回合内，每当……承受伤害时，……」"))
            if p.kind == "sentence" and any(q.has("NEXT_TIME") or q.has("YOU_NEXT_TIME") for q in p.walk()) \
                    and any(q.kind == "instead" for q in p.walk()) and not _next_death_instead(p):
                # rules-riftbound.md 10.22: a trigger, not a replacement (but `下一次当…被摧毁时，改为…`, 10.30)
                out.append(error("E401", p.span, "「下一次……时，改为……」这样一次性的替换还不能执行（「下一次……时」只作为触发）",
                                 "写成「你本回合下一次打出一名单位时，抽一张牌」这样的触发"))
            if p.kind == "sentence" and any(q.kind == "ignore_own_cost" for q in p.walk()) and not _as_played(p) \
                    and id(p) not in bought_after:
                out.append(error("E401", p.span, "「无视此法术的费用」只能作为打出时的额外费用所换得的效果",
                                 "写成「当你打出此牌时，你可以选择……作为额外费用，以此无视此法术的费用」"))
            if p.kind == "sentence" and any(q.kind == "ev_discard_me" for q in p.walk()) and _discard_shape(p) is None:
                out.append(error("E401", p.span, "「当你弃置我时」只能作为替换：「当你弃置我时，你可以选择支付……，改为将我打出到场上」",
                                 "写成「当你弃置我时，你可以选择支付{{红色}}，改为将我打出到场上」"))
            if p.kind == "sentence" and any(q.kind == "alt_play" for q in p.walk()) and alt_cost_shape(p) is None \
                    and _discard_shape(p) is None:
                out.append(error("E401", p.span, "「来将我打出」只能作为代替费用：「如果……，则你可以选择支付……来将我打出」",
                                 "写成「如果……，则你可以选择支付{{蓝色}}来将我打出」"))
            if p.kind == "sentence" and any(q.kind in ("enter_exhausted", "play_to_attacked") for q in p.walk()) and (
                    ability.kind == "activated" or (p.part("leads") is not None and any(
                        lead.kind == "trig" or lead.has("SCOPE") for lead in p.part("leads").parts))):
                out.append(error("E401", p.span, "「以休眠状态进场」「可以被打出到你正在进攻的战场」只能写成这张牌自己的被动",
                                 "单独写一行，如「此牌以休眠状态进场。」「我可以被打出到你正在进攻的战场。」"))
            for i, q in enumerate(p.parts if p.kind == "sentences" else ()):
                if q.kind == "sentence" and any(t == "RES_LIMIT" and text in LIMITED_USES for t, text in q.tokens) and (
                        i == 0 or not any(w.kind == "add_resource" for w in p.parts[i - 1].walk())):
                    # rules-riftbound.md 7.10(a): the use limits what the sentence just before adds
                    out.append(error("E401", q.span, "按用途限制资源的句子只能紧跟在获得资源的句子之后",
                                     "写成「{{获得}}{{2}}，此法力只能用于打出单位」或「{{获得}}{{2}}。此法力只能用于打出单位。」"))
            if p.kind == "event" and p.parts and p.parts[-1].kind in ("ev_be_discarded", "ev_play_discard_kill") and not (
                    len(p.parts) == 2 and p.parts[0].tokens and p.parts[0].tokens[0][0] == "PRONOUN"
                    and p.parts[0].tokens[0][1] in ("我", "此牌", "此装备")):
                # rules-riftbound.md 10.76: only the card's own discard is heard (from the trash)
                out.append(error("E401", p.span, "「被弃置」「被打出、弃置或摧毁」的触发只能说这张牌自己（「当此牌被弃置时」「当我被弃置时」）",
                                 "写成「当此牌被打出、弃置或摧毁时，……」"))
            if p.kind == "skill_cost_reduce" and ability.kind != "activated":
                out.append(error("E401", p.span, "「此技能费用减少」只能写在主动技能（「支付…：…」）的效果中",
                                 "写在主动技能里，如「支付{{4}}，{{横置}}：……。场上每存在一名……，此技能费用减少{{1}}。」"))
            if p.kind == "sentence" and any(q.has("EQUAL_PAID_AMOUNT") for q in p.walk()) and not any(q.kind == "pay_any" for q in p.walk()):
                out.append(error("E401", p.span, "「等同于该数量的」只能读同一句中「支付任意数量的…」所支付的数量",
                                 "写成「支付任意数量的{{A}}，对……造成等同于该数量的伤害」"))
            if p.kind == "sentence" and any(q.has("BANISHED_THIS_WAY") for q in p.walk()) and (
                    any(q.kind != "play_card" and q.kind.islower() and q.kind in _VERB_ALIASES
                           and any(w.has("BANISHED_THIS_WAY") for w in q.walk()) for q in p.walk())):
                out.append(error("E401", p.span, "「以此方式放逐的」只能作为「打出」的对象，并支付其费用",
                                 "写成「打出一名以此方式放逐的单位」"))
            if p.kind == "activated" and p.parts and any(q.kind == "pay_any" for q in p.parts[0].walk()):
                out.append(error("E401", p.span, "「支付任意数量的…」只能作为效果中的一步，不能作为技能的费用",
                                 "写在「：」之后，如「{{横置}}：支付任意数量的{{A}}，对……造成等同于该数量的伤害」"))
            if p.kind == "play_to_places" and any(t == "CARD_NAME" for q in p.walk() for t, _x in q.tokens):
                out.append(error("E401", p.span, "「将一名“…”打出到…」（打出指定名称的牌或指示物）作为效果还不能执行：这个句式只读作打出位置的许可",
                                 "写成「打出一名处于活跃状态的“映像”到你的基地」"))
            if p.kind == "c_all_tags" and not any(q.kind == "tag_tail" for a in version.effects if isinstance(a, Phrase)
                                                  for q in a.walk()):
                out.append(error("E401", p.span, "「以上全部…种属性标签」要读同一张牌上「 — “…”、“…”」列出的属性标签，这张牌没有列出",
                                 "在前面的句子末尾写出「 — “鸟类”、“猫科”」"))
            if p.kind == "c_power_paid" and any(t == "MANA" for q in p.walk() for t, _x in q.tokens):
                out.append(error("E401", p.span, "「至少支付了…」只数本回合支付的符能，不能写法力",
                                 "写成「如果你至少支付了{{A}}{{A}}」"))
            if p.kind == "clause" and _hand_subject_problem(p):
                out.append(error("E401", p.span, "「你手牌中的…」只能作为被动的主语：获得{{灵便}}、{{反应}}或{{迅捷}}，或费用减少",
                                 "写成「你手牌中的所有装备都获得{{灵便}}」「你手牌中的所有单位的费用减少{{1}}」"))
            if p.kind == "sentence" and not any(q.kind == "trig" for q in ability.walk()) and any(q.kind == "c_did" for q in p.walk()) and any(
                    q.kind == "optional" and any(w.kind == "enter_ready" for w in q.walk()) for q in ability.walk()):
                # `你可以选择让我以活跃状态进场。若如此做，则…`: the choice is not asked at the entry (rules-riftbound.md 13.40(a))
                out.append(error("E401", p.span, "「你可以选择让我以活跃状态进场。若如此做，则……」还不能执行：进场时不询问这一选择",
                                 "写成「我以活跃状态进场。」"))
            if p.kind == "event" and p.has("NTH_MOVE") and "".join(t for q in p.parts[:1] for _k, t in q.tokens) != "我":
                out.append(error("E401", p.span, "「每回合首次（第二次）移动时」只能说这张牌自己", "写成「当我每回合首次移动时，……」"))
            if p.kind in ("play_later", "play_it_free") and not any(q.kind == "banish_top" for q in ability.walk()):
                out.append(error("E401", p.span, "「直到你的下一个回合结束阶段，你可以选择打出该牌」只能跟在同一技能中「放逐你主牌堆顶部的…张牌」之后",
                                 "写成「放逐你主牌堆顶部的一张牌。直到你的下一个回合结束阶段，你可以选择打出该牌。」"))
            if p.kind == "sentence" and _unscoped_ban(p):
                out.append(error("E401", p.span, "「无法打出法术」「无法打出卡牌」「无法移动该单位」只能作为本回合内的禁止执行",
                                 "写成「其控制者在本回合内无法打出法术」「该对手在本回合内无法移动该单位」"))
            if p.kind in ("c_died_alone", "c_died_together") and not _at_death(ability):
                out.append(error("E401", p.span, "「被摧毁时（未）处于落单状态」只能在{{绝念}}或「当我被摧毁时」的技能中执行",
                                 "写成「{{绝念}} 如果我被摧毁时未处于落单状态，则……」"))
            if p.kind == "sentence" and any(q.has("COST_NOT_ABOVE_PAID") for q in p.walk()) and not _kills_for_cost(version):
                out.append(error("E401", p.span, "「不高于被摧毁单位的」只能读这张牌的额外费用所摧毁的单位",
                                 "同一张牌上写「你必须摧毁一名友方单位，作为打出此牌的额外费用」"))
            if p.kind == "recycle_after" and not any(q.kind == "play_from_trash" for q in ability.walk()):
                out.append(error("E401", p.span, "「打出该法术后，将其回收」只能跟在同一技能中「从你的废牌堆中打出……法术」之后",
                                 "写成「……从你的废牌堆中打出一个……的法术，无视其法力费用。打出该法术后，将其回收。」"))
            if p.kind == "sentence" and any(q.kind == "g_ability" for q in p.walk()):
                problem = _granted_problem(ability, p)
                if problem:
                    out.append(error("E401", p.span, problem,
                                     "写成在场的牌的被动，如「此处的单位获得“{{横置}}：获得1经验。”」（rules-riftbound.md 10.5(h)）"))
            if p.kind == "sentence" and any(q.kind == "let_play" for q in p.walk()) and not any(
                    q.kind == "ignore_cost" or (q.kind == "let_play" and q.has("IGNORE_COST")) for q in p.walk()):
                out.append(error("E401", p.span, "「让……将其打出」只能无视其费用执行",
                                 "写成「放逐一名友方单位，然后让其拥有者将其打出到任意一处战场，无视其费用。」"))
            if p.kind == "sentences" and _stray_exemption(p):
                out.append(error("E401", p.span, "「无需以此方式……」只能紧跟在「每名玩家必须……」这一步之后",
                                 "写成「每名玩家必须摧毁自己的一名单位。如果……，则你无需以此方式摧毁一名单位。」"))
            if p.kind == "g_might_killed" and not any(q.kind in ("kill", "kill_take") for q in ability.walk()):
                out.append(error("E401", p.span, "「等同于被摧毁单位战力的」只能读同一技能中先前一步「摧毁……」所摧毁的单位（rules-riftbound.md 9.73）",
                                 "写成「摧毁一名友方单位，让另一名友方单位在本回合内获得等同于被摧毁单位战力的+{{S}}加成」"))
            if p.kind == "retarget" and not _chain_object(p.part("selector")):
                out.append(error("E401", p.span, "「为…指定新的目标」只能作用于结算链上的法术或技能（rules-riftbound.md 11.17）",
                                 "写成「为一个法术指定新的目标」或「获得一个法术的控制权。你可以选择为其指定新的目标」"))
            if p.kind == "sentence" and _death_trigger_instead(p):
                # `每当一名友方单位被摧毁时，你可以选择支付…，改为将其召回` (rules-riftbound.md 10.117): a lasting death
                # replacement written as a trigger — the trigger would run after the death it means to replace
                out.append(error("E401", p.span, "「每当……被摧毁时，……改为……」这样持续的死亡替换还不能执行（触发在死亡之后才结算）",
                                 "一次性的替换可以写成「下一次当你控制的单位被摧毁时，改为……」（rules-riftbound.md 10.30）"))
            if p.kind == "spend_any_buffs" and any(q.kind == "extra_cost" for q in ability.walk()):
                # `可以选择消耗任意数量的增益作为额外费用。每消耗一个增益，就让我的费用减少…` (rules-riftbound.md 19.61)
                out.append(error("E401", p.span, "「消耗任意数量的增益」作为打出时的额外费用还不能执行",
                                 "写成打出后的效果：「当你打出我时，你可以选择消耗任意数量的增益。每消耗一个增益，就抽一张牌。」"))
            if p.kind in UNSUPPORTED_EVENTS:
                out.append(error("E401", p.span, f"{UNSUPPORTED_EVENTS[p.kind]}还不能执行",
                                 "见 docs/riftbound.md「尚未支持的写法」"))
            if p.kind in ("bare_vp",) or (p.kind.islower() and p.kind in _VERB_ALIASES and p.kind not in verbs.EXECUTABLE):
                out.append(error("E401", p.span, f"「{p.kind}」还不能执行", "见 docs/riftbound.md「尚未支持的写法」"))
    return out


def _death_trigger_instead(sentence) -> bool:
    """A sentence led by a death trigger (`当…被摧毁时`, not `下一次当…`) whose steps hold `改为`."""
    from zhdsl.games.riftbound.effects import is_next_death_instead

    leads = sentence.part("leads")
    if leads is None or is_next_death_instead(sentence) or any(q.has("NEXT_DEATH") or q.has("NEXT_TIME") for q in leads.walk()):
        return False
    trig = next((lead for lead in leads.parts if lead.kind == "trig"), None)
    if trig is None or not any(q.kind == "ev_killed" for q in trig.walk()):
        return False
    clauses = sentence.part("clauses")
    return clauses is not None and any(q.kind == "instead" for q in clauses.walk())


def _chain_object(sel) -> bool:
    """A spell or ability on the chain, or a pronoun (its object is checked as it runs)."""
    from zhdsl.games.riftbound import select

    if sel is None:
        return False
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        return True
    return select.noun_of(sel) in ("SPELL", "SPELL_OR_SKILL")


def _kills_for_cost(version) -> bool:
    """Whether the card destroys a unit as an additional cost (`你必须摧毁一名友方单位，作为打出此牌的额外费用`)."""
    for ability in version.effects:
        if not isinstance(ability, Phrase):
            continue
        for clauses in (q for q in ability.walk() if q.kind == "clauses"):
            if any(c.kind == "extra_cost" for c in clauses.parts) and any(
                    q.kind in ("kill", "kill_take") for c in clauses.parts for q in c.walk()):
                return True
    return False


def _discard_shape(sentence):
    from zhdsl.games.riftbound.play import discard_replacement

    return discard_replacement(sentence)


def alt_cost_shape(sentence):
    from zhdsl.games.riftbound.play import alt_cost_clauses

    return alt_cost_clauses(sentence)


def _instead(sentence) -> bool:
    clauses = sentence.part("clauses")
    return clauses is not None and bool(clauses.parts) and clauses.parts[0].kind == "instead"


def _bought_after(ability) -> set[int]:
    """The sentences `若如此做，则…` that say what the optional additional cost of the sentence before buys
    (rules-riftbound.md 22.105, 22.220): ids of the sentences the program reads into that one."""
    from zhdsl.games.riftbound.program import _bare_optional_extra, _did_reduce

    found = set()
    for p in ability.walk():
        if p.kind != "sentences":
            continue
        for before, q in zip(p.parts, p.parts[1:]):
            if before.kind == "sentence" and q.kind == "sentence" and _bare_optional_extra(before) is not None \
                    and _did_reduce(q) is not None:
                found.add(id(q))
    return found


def _as_played(sentence) -> bool:
    from zhdsl.games.riftbound.play import as_played

    return as_played(sentence, "spell") is not None


def _hand_subject_problem(clause) -> bool:
    """`你手牌中的…` (rules-riftbound.md 19.29) anywhere but as the subject of a keyword gain the engine reads for cards
    in hand (灵便, 反应, 迅捷) or of a cost reduction."""
    if not any(q.has("IN_YOUR_HAND") for q in clause.walk()):
        return False
    subject = clause.parts[0] if len(clause.parts) == 2 else None
    if subject is None or subject.kind != "selector" or not any(q.has("IN_YOUR_HAND") for q in subject.walk()):
        return True
    verb = clause.parts[1]
    if any(q.kind == "cost_reduce" for q in verb.walk()) and not any(q.has("IN_YOUR_HAND") for q in verb.walk()):
        return False
    gains = [q for q in verb.walk() if q.kind.startswith("g_")]
    return not gains or any(g.kind != "g_keyword" or not any(w in "".join(x for _t, x in g.tokens) for w in ("灵便", "反应", "迅捷"))
                            for g in gains)


def _gain_to_next(clause) -> bool:
    """`你在本回合内打出的下一名单位具有{{急速}}` (rules-riftbound.md 22.104(a)): a gain given to a unit not yet played;
    read, not run (it did nothing before: a silent wrong play)."""
    from zhdsl.games.riftbound import select

    if len(clause.parts) != 2 or clause.parts[0].kind != "selector" or clause.parts[1].kind != "gain":
        return False
    if not any(t == "NEXT_ONE" for t, _x, _w in select.words(clause.parts[0])):
        return False
    # keywords given to the next unit you play run (rules-riftbound.md 22.168); other gains are still refused
    from zhdsl.games.riftbound.playrules import is_next_unit

    gains = clause.parts[1].part("gains")
    items = list(gains.parts) if gains is not None else []
    return not (is_next_unit(clause.parts[0]) and items and all(g.kind == "g_keyword" for g in items))


def _next_death_instead(sentence) -> bool:
    from zhdsl.games.riftbound.effects import is_next_death_instead

    return is_next_death_instead(sentence)


def _turn_scoped(sentence) -> bool:
    leads = sentence.part("leads")
    return leads is not None and (leads.has("SCOPE") or any(lead.has("SCOPE") for lead in leads.parts))


def _at_death(ability) -> bool:
    """A deathknell or a `当我被摧毁时` trigger: where the death's own event is read (rules-riftbound.md 19.12(a))."""
    words = [text for q in ability.walk() for t, text in q.tokens]
    return any("绝念" in w for w in words) or any(q.kind == "trig" and "被摧毁" in "".join(
        text for r in q.walk() for _t, text in r.tokens) for q in ability.walk())


def _granted_problem(ability, sentence) -> str | None:
    """Why a quoted ability given by `获得“…”` cannot run (rules-riftbound.md 10.5(h)), or None."""
    from zhdsl.games.riftbound.library import compile_card_text

    if _gives_by_effect(sentence):  # `给予其“…”`, `…的下一名单位…，并给予其“…”` (rules-riftbound.md 22.203)
        for q in sentence.walk():
            if q.kind == "g_ability":
                program, problem = compile_card_text(q.tokens[0][1].strip("「」“”\""))
                if program is None:
                    return f"引号中的技能无法读取：{problem}"
                if not program.abilities or any(a.kind not in ("activated", "trigger") for a in program.abilities):
                    return "效果给予的引号中只能是主动技能或触发技能"
        return None
    leads = sentence.part("leads")
    if ability.kind != "sentences" or (leads is not None and any(lead.kind == "trig" or lead.has("SCOPE") for lead in leads.parts)) \
            or any(q.kind == "vp" and q.has("SCOPE") for q in sentence.walk()):
        return "给予引号中的技能只能作为在场的牌的被动执行"
    for q in sentence.walk():
        if q.kind == "g_ability":
            program, problem = compile_card_text(q.tokens[0][1].strip("「」“”\""))
            if program is None:
                return f"引号中的技能无法读取：{problem}"
            if not program.abilities or any(a.kind != "activated" for a in program.abilities):
                return "引号中只能是主动技能（「[费用]：[效果]」）"
    return None


def _give_it_ok(ability, give) -> bool:
    """`…的费用减少{{2}}，并给予其…` (rules-riftbound.md 22.203): only on the next unit's cut, keywords or quoted abilities."""
    from zhdsl.games.riftbound.playrules import is_next_unit

    if any(g.kind not in ("g_keyword", "g_ability") for g in give.part("gains").parts):
        return False
    for q in ability.walk():
        if q.kind == "clause" and len(q.parts) == 2 and q.parts[1].kind == "cost_reduce" and q.parts[1].part("give_it") is give:
            return is_next_unit(q.parts[0])
    return False


def _gives_by_effect(sentence) -> bool:
    """Whether the quoted ability in this sentence is given by an effect to the objects it names (rules-riftbound.md
    22.203): with the verb 给予 (`给予其“…”`, `给予一名友方单位“…”`), or with the next unit's cost cut (`…的费用减少{{2}}，
    并给予其“…”`); `此处的单位获得“…”` stays a static (10.5(h))."""
    for q in sentence.walk():
        if q.kind == "give_it":
            return True
        if q.kind == "let_cmd" and q.has("GIVE") and any(g.kind == "g_ability" for g in q.walk()):
            return True
    return False


def _stray_exemption(sentences) -> bool:
    """A `无需以此方式…` sentence not right after an each-player step (rules-riftbound.md 22.7(b))."""
    from zhdsl.games.riftbound.effects import each_player_actor, is_exemption

    parts = [q for q in sentences.parts if q.kind == "sentence"]
    for i, sentence in enumerate(parts):
        if not is_exemption(sentence):
            continue
        before = parts[i - 1] if i else None
        if before is None or not any(q.kind == "clause" and len(q.parts) == 2 and each_player_actor(q.parts[0])
                                     for q in before.walk()):
            return True
    return False


def _unscoped_ban(sentence) -> bool:
    """A timed ban (rules-riftbound.md 10.7(d)) without its `在本回合内`."""
    bans = [q for q in sentence.walk() if q.kind in ("ban_spells", "ban_move", "ban_cards")]
    scoped = {id(q.parts[0]) for q in sentence.walk() if q.kind == "vp" and q.has("SCOPE") and q.parts}
    return any(id(b) not in scoped for b in bans)


def _timed(sentence) -> bool:
    """A restriction (`无法得分`) read only as a permanent's static (statics.restricted): not after a
    trigger or a `本回合` lead."""
    leads = sentence.part("leads")
    if leads is not None and not any(lead.kind == "trig" for lead in leads.parts) \
            and any(lead.kind == "cond_lead" for lead in leads.parts):
        return False  # `在本回合内，如果我移动了两次，则我免疫伤害`: the scope reads the condition (rules-riftbound.md 22.36)
    return leads is not None and (leads.has("SCOPE") or any(lead.kind == "trig" or lead.has("SCOPE") for lead in leads.parts))


_VERB_ALIASES = frozenset({
    "draw", "damage", "modify", "gain", "buff", "stun", "kill", "banish", "recall", "counter", "ready", "exhaust",
    "enter_ready", "return_hand", "channel", "add_resource", "play_token", "play_more", "play_card",
    "play_from_trash", "ignore_cost", "predict", "discard", "recycle", "recycle_trash", "look_top", "look_hand",
    "pay", "exhaust_self", "spend_xp", "rest_to_trash", "spend_buff", "detach", "prevent", "cost_reduce", "double_might", "move",
    "recall_take", "attach_take", "banish_take", "trash_to_hand", "take_looked", "heal", "recall_exhausted",
    "reveal_among", "recycle_among", "take_it", "put_back", "nullify_damage", "buff_bonus", "kill_take", "ignore_own_cost",
    "skill_cost_reduce", "enter_exhausted", "alt_play", "play_to_attacked", "win_game", "repeat_play",
    "pay_any", "ban_spells", "ban_move", "ban_cards", "cost_raise", "play_among", "recycle_after", "cost_up",
    "fight", "swap", "take_control", "exhaust_it",
    "raise_might", "set_might", "double_taken", "replay_self", "look_card",  # rift17c
    "heal_sel",  # rift17e
    "become_kw", "attach_for", "score_bonus", "take_rest", "prevent_next", "attach_or_detach",  # rift17i
    "retarget", "deck_put", "deck_put_by", "deck_put_hand",  # rift12b
    "mill", "detach_take",  # rift12a
    "banish_top", "play_later", "play_it_free",  # rift13c
    "stun_take", "reveal_until", "play_found_free", "lose_control",  # rift14a
    "kill_rest", "declare_card", "play_from_opp_trash", "damage_it", "kw_double",  # rift15b
    "banish_among", "play_found_cut", "recycle_take",  # rift16b
})


def compile_card(version, source: str = ""):
    from zhdsl.games.riftbound.program import compile_text

    return compile_text(version)
