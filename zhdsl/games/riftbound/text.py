"""Reading a Riftbound card's text before it is parsed: reminder text blanked (rule 22.2), with
every offset kept (the blanks are spaces of the same length)."""

from __future__ import annotations

import re

_OPEN = "（"
_CLOSE = "）"
# `（只有在未贴附时才能使用。）` after an ability restricts it (rules-riftbound.md 10.17): its words are read, the
# brackets blanked
_KEPT = re.compile(r"（((?:只有|仅当|仅在)[^（）\n]*?(?:才能使用|才可以使用|才可使用|方可使用|才能发动)[^（）\n]*)）")


# `+{{s}}` with a lower-case letter (a source quirk, rules-riftbound.md 22.57): read as the might icon `{{S}}`
_LOWER_MIGHT = re.compile(r"\{\{ *s *\}\}")


# `，且除非` `，然后除非` `，并且除非` `，并除非` (rules-riftbound.md 22.84)
# (a joining word is needed: `当…时，除非…` keeps its trigger; `除非…支付` stays the payment form of 22.10(b))
_UNLESS_AFTER_STEP = re.compile(r"[，,](?:并且|而且|然后|且|并)除非(?![^，,。]{0,12}支付)")

_PER_SPENT_AFTER = re.compile(r"[，,](?=(?:每以此法|每以此方式|每以这种方式|以此法每|以此方式每)(?:移除|消耗))")

_AS_IF = re.compile(r"如同|像")  # `如同我具有{{迅捷}}` is a play permission (rules-riftbound.md 9.23), not a gain
_HAS_AS_GAIN = re.compile(r"具有(?=(?:\{\{[^{}\n]*\}\}|\[[^\[\]\n]*\]|[“「][^”」\n]*[”」])(?![的{\[“「]|属性))")

_BANISH_FROM_TRASH = re.compile(r"从你的废牌堆中放逐")

_END_COMMA = re.compile(r"[，,](?=\s*$)")

# `…打出一名“机械”\n属性单位，…` (rules-riftbound.md 22.229): a line break the catalog's errata has between a quoted name
# and the word it qualifies; the quoted name moves one place right over the break (a space before it, same length), the
# two lines one
_BROKEN_AFTER_NAME = re.compile(r"([“「][^”」“「\n]{1,12})(?<![。！？!?])([”」])\n(?=\s*(?:属性|的|单位|装备|法术|卡牌|牌|指示物))")

# `当此处有一名敌方单位被摧毁时` (rules-riftbound.md 22.158): as `当一名敌方单位在此处被摧毁时` (same length, words swapped)
_HERE_HAS_KILLED = re.compile(r"(?<=当)此处有([^，。；\n时]{1,16}?)被摧毁(?=时)")

# `{{1}}{{紫色}}：…` `{{迅捷>}}{{1}}：…` `{{A}}，{{横置}}：…` (rules-riftbound.md 22.150): an activated ability whose cost
# opens with bare mana or power icons, no 支付; the first icon `{{x}}` is read as `支付[x]` (same length)
_BARE_COST = re.compile(r"^(\s*(?:(?:\{\{|\[) *(?:反应|迅捷)> *(?:\}\}|\])\s*)?)\{\{ *([0-9]+|[A-Z]|[\u4e00-\u9fff]{1,2}) *\}\}"
                        r"(?=[^：:。\n]*[：:])")


def _bare_cost(line: str) -> str:
    from zhdsl.games.riftbound.keywords import COLOURS, COLOUR_SHORT

    m = _BARE_COST.match(line)
    if m is None or "支付" in line[:line.find("：") if "：" in line else len(line)]:
        return line
    word = m.group(2)
    if not (word.isdigit() or word in ("A", "C") or word in COLOURS or word in COLOUR_SHORT):
        return line
    head = f"支付[{word}]"
    head += " " * (m.end() - m.end(1) - len(head))
    return line[:m.end(1)] + head + line[m.end():]


def upper_might(text: str) -> str:
    """`{{s}}` → `{{S}}`, same length (offsets stay true)."""
    return _LOWER_MIGHT.sub(lambda m: m.group(0).replace("s", "S"), text)


# `将其贴附到你（在此处）控制的一名单位上` (rules-riftbound.md 22.242): a place in brackets inside 你…控制的 is a word of the
# sentence, not a reminder; read as `此处你控制的` (padded before, same length)
_PLACE_IN_BRACKETS = re.compile(r"(你|对手)（(?:在|位于)?(此处|该处|该战场上?)）(控制的)")


# `你所控制的休眠单位` (rules-riftbound.md 22.246(a)): 你所控制的 is 你控制的 (padded before, same length)
_YOU_SO_CONTROL = re.compile(r"你所控制的")

# `给予一名单位在本回合内-{{S}}，其数值等同于你控制的休眠单位数量` (22.246(b)): the sign before the icon and the amount after
# it, read as `{{S}}-X，X为…数量` (1.11), padded after 为 (same length)
_SIGNED_MIGHT_AMOUNT = re.compile(r"([+\-＋－])(\{\{S\}\}|\[S\])[，,](?:其|该)数值(?:等同于|等于|为)")


def _signed_might_amount(m) -> str:
    sign = "+" if m.group(1) in "+＋" else "-"
    words = f"{m.group(2)}{sign}X，X为"
    return words + " " * (len(m.group(0)) - len(words))


def _place_in_brackets(m) -> str:
    words = m.group(2) + m.group(1) + m.group(3)
    return " " * (len(m.group(0)) - len(words)) + words


def blank_reminders(text: str) -> str:
    """Text in （…） (nested or not) becomes spaces: it explains, it never acts (rule 19.27, 22.2).
    A bracket left open runs to the end of its line; a stray closing bracket is blanked too. A
    quotation mark left open at the end of a line (the catalog has some) is blanked."""
    source = text
    text = _BROKEN_AFTER_NAME.sub(r" \1\2", text)
    text = _PLACE_IN_BRACKETS.sub(_place_in_brackets, text)
    text = _YOU_SO_CONTROL.sub(" 你控制的", text)
    text = _SIGNED_MIGHT_AMOUNT.sub(_signed_might_amount, text)
    chars = list(text)
    kept = {i for m in _KEPT.finditer(text) for i in range(m.start(1), m.end(1))}
    depth = 0
    for i, ch in enumerate(chars):
        if ch == "\n":
            depth = 0
            continue
        if ch == _OPEN:
            depth += 1
            chars[i] = " "
        elif ch == _CLOSE:
            chars[i] = " "
            depth = max(0, depth - 1)
        elif depth and i not in kept:
            chars[i] = " "
    _break_after_keywords(text, chars)
    lines = "".join(chars).split("\n")
    for n, line in enumerate(lines):
        if line.count("「") > line.count("」"):
            k = line.rfind("「")
            lines[n] = line[:k] + " " + line[k + 1:]
        elif line.count("」") > line.count("「"):
            k = line.rfind("」")
            lines[n] = line[:k] + " " + line[k + 1:]
    # `单位和/或装备` (rules-riftbound.md 22.80): read as `单位或装备`, the line padded to keep its length
    for n, line in enumerate(lines):
        for pair in ("和/或", "和／或"):
            if pair in line:
                k = line.count(pair)
                line = line.replace(pair, "或") + "  " * k
        lines[n] = line
    # `我获得{{S}}+3，且除非我处于战斗中，否则…` `抽一张牌，然后除非…，否则…` (rules-riftbound.md 22.84): a 除非…否则
    # after another step of the same ability starts a sentence of its own (the comma and joining word blanked)
    lines = [_UNLESS_AFTER_STEP.sub(lambda m: "。" + " " * (len(m.group(0)) - 3) + "除非", line) for line in lines]
    # `移除任意数量的增益，每以此法移除一个增益，便…` (rules-riftbound.md 19.59): the count starts a sentence of its own
    lines = [_PER_SPENT_AFTER.sub("。", line) for line in lines]
    # `你的装备具有{{法盾}}` `所有友方传奇具有“…”` (rules-riftbound.md 22.85): 具有 before what is gained (a keyword or a
    # quoted ability not followed by 的) is 获得; `具有{{法盾}}的单位` stays a qualifier
    lines = [_HAS_AS_GAIN.sub(lambda m: m.group(0) if _AS_IF.search(m.string, max(0, m.start() - 4), m.start())
                              else "获得", line) for line in lines]
    # (`打出一名3{{S}}的“机器人”单位指示物`, 22.85: 单位指示物 after the token's name is read by the grammar, 22.103)
    # `从你的废牌堆中放逐一名单位` (rules-riftbound.md 22.85): read as `放逐你废牌堆中的一名单位`, same length
    lines = [_BANISH_FROM_TRASH.sub(" 放逐你废牌堆中的", line) for line in lines]
    lines = [_bare_cost(line) for line in lines]
    # `对战场上的一名单位造成4点伤害，` (rules-riftbound.md 22.164): a line the catalog ends with a comma ends there
    lines = [_END_COMMA.sub("。", line) for line in lines]
    lines = [_HERE_HAS_KILLED.sub(lambda m: m.group(1) + "在此处被摧毁", line) for line in lines]
    out = "\n".join(lines)
    assert len(out) == len(source)
    return out


def _break_after_keywords(text: str, chars: list) -> None:
    """`{{回响}}{{2}}（…）让一名单位…` — a keyword line whose reminder is followed by an effect on the same
    line: the blanked reminder's first place becomes a line break, so the effect is a line of its own."""
    i = 0
    while i < len(text):
        if text[i] == _OPEN and i > 1 and text[i - 1] in "}]":
            j = i
            depth = 0
            while j < len(text) and text[j] != "\n":
                if text[j] == _OPEN:
                    depth += 1
                elif text[j] == _CLOSE:
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            rest = text[j + 1:].split("\n", 1)[0] if j < len(text) else ""
            line_start = text.rfind("\n", 0, i) + 1
            head = text[line_start:i].strip()
            if rest.strip() and head.startswith(("{{", "[")) and head.endswith(("}}", "]")) and "：" not in head:
                chars[i] = "\n"
            i = j + 1
        else:
            i += 1
