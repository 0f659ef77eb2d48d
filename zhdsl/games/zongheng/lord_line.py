"""A lord written on one line (rule 15.28): `领主 烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：追加：令该角色折损1财富。`,
`天都·掌书令（效率5，仓储7，精力蓝蓝黄）：回合开始：抽1张牌。`, `烽烟 铁骑都尉 效率4 仓储5 精力红红黄：…`.

The rulebook lists a lord card's fields A–F (阵营, 名称, 效率, 仓储, 精力, 技能); a designer writes them in one line. The
fields before the skills are read here, on the normalized text (1:1 with the author's, so offsets stay true); the
skills are card text, parsed as any lord's 技能 with the header masked by spaces. A line is a lord line when it has a
阵营 and a 名称 joined by `·` (or a space) followed by at least one of 效率/仓储/精力: then all three must be there,
once each, with a value (E297 otherwise)."""

from __future__ import annotations

import re

import attrs

from zhdsl.games.zongheng.cardset import Energy, energy_text
from zhdsl.games.zongheng.energy import COLOURS as COLOUR_ORDER
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.normalize import normalize
from zhdsl.text.source import Span

_FIELDS = ("效率", "仓储", "精力")
_WORD = r"[^\s·・•，：（）。；、]+"
_LEAD = re.compile(rf"\s*(?:领主牌?\s*：?\s*)?(?P<faction>{_WORD})\s*(?:[·・•]|\s+)\s*(?P<name>{_WORD})")
_FIELD = re.compile(r"[\s，；、（]*(?P<key>效率|仓储|精力)\s*(?:：|为|是)?\s*")
_NUMBER = re.compile(r"\d{1,3}")
_ENERGY = re.compile(r"(?:(?:\d{1,2}\s*)?(?:点)?(?:绿|红|蓝|黄|黑)色?\s*)+(?:精力)?")
_ENERGY_PART = re.compile(r"(\d{1,2})?\s*点?(绿|红|蓝|黄|黑)色?")
_SKILLS = re.compile(r"[\s，；、）]*(?:技能\s*)?：")
_MAX_VALUE = 99  # as the card-set file's 效率/仓储 (docs/cardsets.md)


@attrs.frozen
class LordHeader:
    """The fields written before a lord's skills; `span` covers them up to the `：` that opens the skills."""

    faction: str
    name: str
    efficiency: int
    storage: int
    energy: Energy
    span: Span

    def spec(self, skills: str) -> dict:
        """The lord as a scenario's inline lord (zhdsl.games.zongheng.scenario): 名称, 阵营, 效率, 仓储, 精力, 技能."""
        return {"名称": self.name, "阵营": self.faction, "效率": self.efficiency, "仓储": self.storage,
                "精力": energy_text(self.energy), "技能": skills}


def _energy(value: str) -> Energy | None:
    found: dict[str, int] = {}
    for m in _ENERGY_PART.finditer(value):
        colour = COLOURS[m.group(2)]
        found[colour] = found.get(colour, 0) + int(m.group(1) or 1)
    if not found:
        return None
    return Energy(tuple((c, found[c]) for c in COLOUR_ORDER if c in found))


@attrs.frozen
class CardHeader:
    """`攻伐 7 红：…`, `行动·攻伐，7点，红：…`: a general card's 类别, 名称, 点数 and 精力 before its effect (rule 4.30)."""

    category: str
    name: str
    point: int
    energy: Energy
    span: Span

    def spec(self, effect: str) -> dict:
        """The card as a scenario's inline general card: 名称, 类别, 点数, 精力, 效果."""
        return {"名称": self.name, "类别": self.category, "点数": self.point, "精力": energy_text(self.energy),
                "效果": effect}


_CARD = re.compile(rf"\s*(?:(?P<category>{_WORD})\s*[·・•]\s*)?「?(?P<name>{_WORD}?)」?\s*[，、\s]\s*(?P<point>\d)\s*点?"
                   r"\s*[，、\s]\s*(?P<energy>(?:(?:\d{1,2}\s*)?(?:绿|红|蓝|黄|黑)色?)+)\s*(?:精力)?\s*：")


def _card_header(text: str, norm: str):
    """A general card's fields before its effect, or None."""
    m = _CARD.match(norm)
    if m is None or not m.group("name"):
        return None
    energy = _energy(m.group("energy"))
    if energy is None:
        return None
    category = m.group("category") or "行动"
    header = CardHeader(category, m.group("name"), int(m.group("point")), energy, Span(0, m.end()))
    return header, " " * m.end() + text[m.end():], ()


def split(text: str) -> tuple[LordHeader | CardHeader | None, str, tuple[Diagnostic, ...]]:
    """(the header, the text with the header masked by spaces, diagnostics); no header: (None, text, ())."""
    norm = normalize(text)
    lead = _LEAD.match(norm)
    if lead is None or not _FIELD.match(norm, lead.end()):
        card = _card_header(text, norm)
        return card if card is not None else (None, text, ())
    pos, values, problems = lead.end(), {}, []
    while (field := _FIELD.match(norm, pos)) is not None:
        key, start = field.group("key"), field.end()
        value = (_ENERGY if key == "精力" else _NUMBER).match(norm, start)
        if value is None or not value.group().strip():
            problems.append(error("E297", Span(field.start("key"), start), f"领主的「{key}」后面没有写出数值",
                                  "例如「效率4」「仓储6」「精力红红蓝」或「精力2红1黑」"))
            pos = start
            continue
        if key in values:
            problems.append(error("E297", Span(field.start("key"), value.end()), f"领主的「{key}」写了两次",
                                  "每个字段只写一次：效率、仓储、精力"))
        values[key] = (value.group().strip(), Span(start, value.end()))
        pos = value.end()
    opening = _SKILLS.match(norm, pos)
    head_span = Span(0, opening.end() if opening else pos)
    missing = [k for k in _FIELDS if k not in values]
    if missing and not problems:
        problems.append(error("E297", head_span, f"一行写的领主缺少{'、'.join(missing)}",
                              "写全阵营·名称、效率、仓储、精力，再写「技能：」，例如「烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：…」"))
    if opening is None and not problems:
        problems.append(error("E297", Span(pos, min(len(norm), pos + 1)), "领主的数值后面要用「：」接技能",
                              "例如「…，精力红红蓝，技能：回合开始：抽1张牌」"))
    if problems:
        return None, text, tuple(problems)
    numbers = {}
    for key in ("效率", "仓储"):
        word, span = values[key]
        n = int(word)
        if not 1 <= n <= _MAX_VALUE:
            problems.append(error("E297", span, f"领主的「{key}」应在1到{_MAX_VALUE}之间，实际是{n}",
                                  f"写一个1到{_MAX_VALUE}之间的整数（规则书：效率、仓储至少为1）"))
        numbers[key] = n
    energy = _energy(values["精力"][0])
    if problems or energy is None:
        return None, text, tuple(problems)
    header = LordHeader(lead.group("faction"), lead.group("name"), numbers["效率"], numbers["仓储"], energy, head_span)
    return header, " " * head_span.end + text[head_span.end:], ()


def lord_spec(text: str) -> dict:
    """A valid lord line as a scenario's inline lord; ValueError (Chinese) for a line that is not one."""
    from zhdsl.pipeline import analyze

    result = analyze(text, "zongheng")
    header = getattr(result, "header", None)
    if not result.ok or header is None:
        first = next((d.message for d in result.diagnostics if d.is_error), "不是一行写的领主")
        raise ValueError(f"「{text}」不是有效的领主：{first}")
    return header.spec(text[header.span.end:].strip())
