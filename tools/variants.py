"""The generalisation sweep (issue 11): take accepted card texts (the held-out batches and the snapshot corpus) and
write each again with one reference, amount, zone, timing or verb replaced by another of its kind, as the
rulebook lets a designer write it. A variant the checker refuses is a form that works in one place and not in
another: the sweep lists them by the substitution that made them, so the grammar can be fixed where it does not
compose.

    python tools/variants.py            # figures, then the refused variants grouped by substitution
    python tools/variants.py --accepted # also the accepted ones

Only substitutions that keep the text rulebook-valid are made: a player after 令 is replaced by another player
reference, a pronoun only where a player was named before it in the same sentence, `所有` only before 财富/物资,
and so on (see SUBSTITUTIONS). The test tests/text/test_variants.py holds the figures."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# players that may follow 令 (one player, a group, a pronoun), the rulebook's own words
LET_PLAYERS = ("目标角色", "目标其他角色", "你", "所有角色", "所有其他角色", "每名角色", "每名其他角色", "你的队友", "其", "该角色",
               "一名其他角色")
# players that may own an attribute or a zone (one player)
ONE_PLAYER = ("你", "目标角色", "目标其他角色", "其", "该角色")
PRONOUNS = ("其", "该角色")
# card references after 反制/复制/将 (one card)
CARDS = ("目标牌", "该牌", "此牌", "目标「攻伐」", "目标红色牌", "目标通用牌")
ZONES = ("过往", "虚空", "你的手牌区", "牌库顶", "牌库底", "你的造物区", "其所有者的手牌区")
HEADS = ("主动", "即刻", "限定", "主动&限定", "锁定&回合开始", "锁定&回合结束", "回合开始", "回合结束", "当你抽牌后",
         "当你折损财富时", "你抽牌后", "当一名其他角色使用牌后", "锁定&当你的财富少于5时")
PLAYER_WORDS = ("你", "目标角色", "目标其他角色", "所有角色", "其他角色", "一名角色", "队友", "其", "该角色", "控制者", "所有者")

_SENTENCE_START = re.compile(r"[。：]")


def _player_before(text: str, at: int) -> bool:
    """A player is named in the same sentence before `at` (a pronoun there has something to name)."""
    start = max((m.end() for m in _SENTENCE_START.finditer(text, 0, at)), default=0)
    before = text[start:at].replace("你的", "")  # `你的所有物资`: an amount's owner is named for no pronoun
    return any(w in before for w in PLAYER_WORDS)


GROUPS = ("所有角色", "所有其他角色", "每名角色", "每名其他角色", "你的队友")


def _pronoun_after_step(text: str, at: int) -> bool:
    """A pronoun in a later step than the one at `at`: after a group it names no one player (refused by decision,
    rule 12.24), so such a variant is not made."""
    ends = [i for i in (text.find("，", at), text.find("。", at)) if i >= 0]
    rest = text[min(ends):] if ends else ""
    return any(p in rest for p in PRONOUNS)


def _sub(text: str, match: re.Match, group: int, new: str) -> str:
    return text[:match.start(group)] + new + text[match.end(group):]


def _in_head(text: str, at: int) -> bool:
    """`at` is in an effect's trigger (`当其他角色令你折损财富时，…`): its players are the trigger grid's (trigger_grid)."""
    start = text.rfind("。", 0, at) + 1
    effect = text[start:]
    colon, comma = effect.find("："), effect.find("，")
    if colon >= 0 and (comma < 0 or colon < comma):
        head = effect[:colon]
    elif effect.startswith("当") and comma >= 0:
        head = effect[:comma]
    else:
        return False
    return ("当" in head or head.endswith(("时", "后"))) and at - start < len(head)


def _let_players(text: str):
    for m in re.finditer(r"令(目标其他角色|目标角色|所有其他角色|所有角色|你的队友|一名其他角色|每名其他角色|每名角色|你|其|该角色)"
                         r"(?=[生折抽弃获消支横重复使将])(?!使用者)", text):  # `令其使用者…`: 其 there is 其的, not the player
        for new in LET_PLAYERS:
            if new == m.group(1) or (new in PRONOUNS and not _player_before(text, m.start())):
                continue
            if new in GROUPS and _pronoun_after_step(text, m.end()) or _in_head(text, m.start()):
                continue
            if text.startswith("复活", m.end()):  # only the dead are revived: the written player is the one who died
                continue
            yield "令+角色", m.group(1) + "→" + new, _sub(text, m, 1, new)


_COMPARISONS = ("大于", "小于", "超过", "多于", "少于", "不少于", "不大于", "等于", "至少为")


def _pronoun_names_a_player(text: str, at: int) -> bool:
    """A pronoun at `at` would name a player: one is named before it in the sentence, it is not the right side of a
    comparison whose left side names the player (rule 12.29 makes that pronoun someone else) and no card stands
    between (`反制该牌，将其移入…`: 其 names the card)."""
    if not _player_before(text, at):
        return False
    start = max((m.end() for m in _SENTENCE_START.finditer(text, 0, at)), default=0)
    before = text[start:at]
    return not before.endswith(_COMPARISONS) and not any(w in before for w in ("该牌", "将其", "目标牌"))


def _owner_players(text: str):
    if text.startswith("（") or "结附" in text:  # a lasting rule binds 你 or the attached player (rules 13.2, 13.8)
        return
    for m in re.finditer(r"(?<![令的将])(你|目标其他角色|目标角色|其|该角色)的(财富|物资|手牌数|仓储|效率|手牌区|造物区|结界区|领主牌)", text):
        if _in_head(text, m.start()) or "始终" in text:
            continue
        for new in ONE_PLAYER:
            if new == m.group(1) or (new in PRONOUNS and not _pronoun_names_a_player(text, m.start())):
                continue
            if "复活" in text:  # who is revived must be dead: another player named in the condition changes whom 其 names
                continue
            if new == "其":  # `其手牌数`, not `其的手牌数`: 其 is already possessive
                yield "角色的属性", m.group(1) + "→" + new, text[:m.start(1)] + "其" + text[m.end(1) + 1:]
            else:
                yield "角色的属性", m.group(1) + "→" + new, _sub(text, m, 1, new)


def _cards(text: str):
    for m in re.finditer(r"(反制|复制|将)(目标牌|该牌|此牌)", text):
        for new in CARDS:
            if new == m.group(2) or (m.group(1) != "将" and new == "此牌"):
                continue
            if new == "该牌" and "响应" not in text and "追加" not in text and "牌" not in text[:m.start()]:
                continue
            yield "牌", m.group(2) + "→" + new, _sub(text, m, 2, new)


def _quoted(text: str, at: int) -> bool:
    """`at` is inside a quoted effect (`执行「抽1张牌」`): a variable there is the quoted effect's own."""
    return sum(text[:at].count(q) for q in "「“\"") > sum(text[:at].count(q) for q in "」”")


def _amounts(text: str):
    if "X" in text or "|" in text or "转化（" in text:
        return
    for m in re.finditer(r"(?<![\d的])([1-9])(财富|物资|张牌|张手牌)", text):
        if _quoted(text, m.start()):
            continue
        options = ["X"]
        rest = re.split(r"[。；]", text[m.end():], maxsplit=1)[0]
        if m.group(2) in ("张牌", "张手牌") and any(w in rest for w in ("该牌", "其为", "其点数")):
            # a later 该牌 (or 其 where only a card fits, rule 12.14(a)) names the one card: X cards make it E224
            options = []
        if m.group(2) in ("财富", "物资"):
            options += ["所有", "一半（向下取整）"]
        for new in options:
            if new == "X":  # defined in （） right after the step it is in
                ends = [text.find("，", m.end()), text.find("。", m.end())]
                if text.count("（", 0, m.start()) > text.count("）", 0, m.start()):  # a step inside （…）: it ends there
                    ends.append(text.find("）", m.end()))
                end = min([i for i in ends if i >= 0] or [len(text)])
                variant = text[:m.start(1)] + "X" + text[m.end(1):end] + "（X为你的手牌数）" + text[end:]
            elif new == "一半（向下取整）":
                variant = text[:m.start(1)] + "一半" + m.group(2) + "（向下取整）" + text[m.end(2):]
            else:
                variant = _sub(text, m, 1, new)
            yield "数量", m.group(1) + m.group(2) + "→" + new, variant


def _zones(text: str):
    for m in re.finditer(r"移入(过往|虚空|你的手牌区|牌库顶|牌库底|你的造物区)", text):
        one_card = re.search(r"将(目标牌|该牌|此牌|其)移入", text) is not None
        for new in ZONES:
            if new != m.group(1) and (one_card or "其所有者" not in new):
                yield "区域", m.group(1) + "→" + new, _sub(text, m, 1, new)


def _heads(text: str):
    m = re.match(r"(主动&限定|主动|即刻|限定|锁定&回合开始|锁定&回合结束|回合开始|回合结束)：", text)
    if m is None or "。" in text.rstrip("。"):
        return
    for new in HEADS:
        if new != m.group(1):
            yield "时机", m.group(1) + "→" + new, _sub(text, m, 1, new)


def _verbs(text: str):
    swaps = {"生产": "折损", "折损": "生产"}
    for m in re.finditer(r"(生产|折损)(?=\d财富)", text):
        if "以你为来源" in text:
            continue
        yield "动词", m.group(1) + "→" + swaps[m.group(1)], _sub(text, m, 1, swaps[m.group(1)])
    for m in re.finditer(r"(?<!中)抽(\d)张牌", text):
        if "转化（" in text:
            continue
        yield "动词", "抽→弃", text[:m.start()] + f"弃{m.group(1)}张手牌" + text[m.end():]


SUBSTITUTIONS = (_let_players, _owner_players, _cards, _amounts, _zones, _heads, _verbs)

# the event triggers' grid: who (a trigger has no target, E250 by decision) × what they do (rules 9.12–9.20)
TRIGGER_WHO = ("你", "一名角色", "一名其他角色", "其他角色", "所有角色", "所有其他角色", "你的队友", "结附的角色")
TRIGGER_WHAT = ("抽牌", "弃牌", "弃置手牌", "生产财富", "折损财富", "使用牌", "使用「攻伐」", "使用通用牌", "使用技能牌",
                "使用领主牌", "死亡", "转化", "进行转化", "成为「攻伐」的目标", "成为牌的目标", "重置领主牌", "获得物资",
                "获得财富", "获得精力", "消耗物资", "消耗精力")
# who makes whom (rules 9.18, 9.19)
TRIGGER_LET = ("你令其他角色折损财富", "你令一名角色生产财富", "其他角色令你折损财富", "一名角色令你生产财富",
               "你令“权杖”的拥有者折损财富", "你击杀一名角色", "你令一名角色折损财富并击杀该角色", "你通过令折损财富击杀一名角色",
               "一名角色击杀你")


def trigger_grid() -> list[tuple[str, str, str, str]]:
    """(kind, what, template, text) for each trigger of the grid, as `当…时/后：抽1张牌。`."""
    out = []
    for who in TRIGGER_WHO:
        for what in TRIGGER_WHAT:
            for end in ("时", "后"):
                out.append(("事件", f"{who}+{what}", "当…：抽1张牌。", f"当{who}{what}{end}：抽1张牌。"))
    for act in TRIGGER_LET:
        for end in ("时", "后"):
            out.append(("事件", act, "当…：抽1张牌。", f"当{act}{end}：令其折损1财富。"))
    return out


def sources() -> list[str]:
    """The accepted texts the sweep starts from: the held-out batches' lines and the snapshot corpus."""
    sys.path.insert(0, str(ROOT / "tests" / "text"))
    from text_corpus import OWN, RULEBOOK  # noqa: PLC0415 (a test module, found by path)

    texts = []
    for path in sorted((ROOT / "tests" / "text" / "heldout").glob("*.txt")):
        texts += [line.strip() for line in path.read_text(encoding="utf-8").split("\n")
                  if line.strip() and not line.startswith("#")]
    texts += [t for _, t in RULEBOOK + OWN if "|" not in t]
    return texts


def variants(texts: list[str], kinds: tuple[str, ...] | None = None) -> list[tuple[str, str, str, str]]:
    """(kind, substitution, source, variant) for each source text that is accepted, deduplicated by variant; only
    substitutions of `kinds` when given."""
    from zhdsl.pipeline import analyze

    out, seen = [], set(texts)
    for text in texts:
        if not analyze(text).ok:
            continue
        for make in SUBSTITUTIONS:
            for kind, what, variant in make(text):
                if kinds is not None and kind not in kinds:
                    continue
                if variant not in seen:
                    seen.add(variant)
                    out.append((kind, what, text, variant))
    return out


def sweep(texts: list[str] | None = None, kinds: tuple[str, ...] | None = None):
    """(variants, refused): the refused ones with their first error."""
    from zhdsl.pipeline import analyze

    made = variants(sources() if texts is None else texts, kinds)
    if kinds is None or "事件" in kinds:
        made += trigger_grid()
    refused = []
    for kind, what, text, variant in made:
        errors = [d for d in analyze(variant).diagnostics if d.is_error]
        if errors:
            refused.append((kind, what, variant, errors[0].code, errors[0].message))
    return made, refused


def main(argv: list[str]) -> int:
    made, refused = sweep()
    print(f"变体 {len(made)}，接受 {len(made) - len(refused)}，拒绝 {len(refused)}")
    by_kind = Counter(k for k, *_ in made)
    refused_kind = Counter(k for k, *_ in refused)
    for kind, n in by_kind.most_common():
        print(f"  {kind}: {n - refused_kind[kind]}/{n}")
    by_what = Counter((k, w, c) for k, w, _, c, _ in refused)
    print("拒绝最多的替换：")
    for (kind, what, code), n in by_what.most_common(40):
        print(f"  {n:4d} {kind} {what} {code}")
    for kind, what, variant, code, message in refused:
        print(f"{code} {kind} {what}: {variant}  —— {message}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
