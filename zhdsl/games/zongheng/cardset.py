"""Card-set files (TOML): 通用牌 and 领主牌 as data, checked with located diagnostics.

See docs/cardsets.md for the format.
"""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from zhdsl import safeio
from zhdsl.games.zongheng.energy import COLOURS as COLOUR_ORDER
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.pipeline import analyze
from zhdsl.text import ast
from zhdsl.text.diagnostics import Located, Severity, error, locate, warning
from zhdsl.text.source import Origin, Span
from zhdsl.text.tomlpos import TomlLocator

GENERAL = "通用牌"
LORD = "领主牌"
CREATION = "造物"
META = "卡组"
FACTIONS = ("烽烟", "天都", "耀光", "平风", "森罗", "崖月", "熔铁", "中立")
_ENERGY_PART = re.compile(r"([0-9]{1,9})\s*([绿红蓝黄黑])色?")  # longer amounts are malformed (E306)
MAX_COPIES = 99  # 数量 of one general card (E311)
MAX_DECK = 1000  # cards one file puts into the 牌库: the sum of its 数量 (E312)

_GENERAL_FIELDS = {"类别": str, "名称": str, "点数": int, "精力": str, "效果": str}
_LORD_FIELDS = {"阵营": str, "名称": str, "效率": int, "仓储": int, "精力": str, "技能": str}
_CREATION_FIELDS = {"名称": str, "效果": str}
_OPTIONAL = {GENERAL: {"数量": int, "说明": str}, LORD: {"说明": str, "默认": bool}, CREATION: {"说明": str}}
_TYPE_NAMES = {str: "文本", int: "整数", bool: "真假值"}


@attrs.frozen
class Energy:
    """精力 by colour: green red blue yellow black (black pays for any colour)."""

    amounts: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(n for _, n in self.amounts)

    def get(self, colour: str) -> int:
        return dict(self.amounts).get(colour, 0)

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours named, even at 0 (`0绿` is a green card), black excluded."""
        return tuple(c for c, _n in self.amounts if c != "black")


def parse_energy(text: str) -> Energy | None:
    """`2红1黑`, `1绿`, `0` → Energy; None when malformed."""
    text = text.strip()
    if text in ("0", ""):
        return Energy(())
    pos, found = 0, {}
    for m in _ENERGY_PART.finditer(text):
        if m.start() != pos and text[pos:m.start()].strip():
            return None
        colour = COLOURS[m.group(2)]
        found[colour] = found.get(colour, 0) + int(m.group(1))
        pos = m.end()
    if not found or text[pos:].strip():
        return None
    return Energy(tuple((c, found[c]) for c in COLOUR_ORDER if c in found))


def energy_text(energy: Energy) -> str:
    names = {"green": "绿", "red": "红", "blue": "蓝", "yellow": "黄", "black": "黑"}
    return "".join(f"{n}{names[c]}" for c, n in energy.amounts) or "0"


@attrs.frozen
class GeneralCard:
    category: str
    name: str
    point: int
    cost: Energy
    text: str
    versions: tuple[ast.CardText, ...]
    origin: Origin
    count: int = 1  # 数量: copies in the deck

    @property
    def colour(self) -> str:
        colours = self.cost.colours
        return colours[0] if colours else "black"


@attrs.frozen
class LordCard:
    faction: str
    name: str
    efficiency: int
    storage: int
    energy: Energy
    text: str
    versions: tuple[ast.CardText, ...]
    origin: Origin
    default: bool = False


@attrs.frozen
class CreationCard:
    """A 造物 a mode puts into play (权杖): never in the 牌库, never dealt."""

    name: str
    text: str
    versions: tuple[ast.CardText, ...]
    origin: Origin


@attrs.frozen
class CardSet:
    name: str
    path: str
    general: tuple[GeneralCard, ...]
    lords: tuple[LordCard, ...]
    creations: tuple[CreationCard, ...] = ()


@attrs.frozen
class LoadResult:
    cardset: CardSet | None
    diagnostics: tuple[Located, ...]

    @property
    def ok(self) -> bool:
        return not any(d.diagnostic.is_error for d in self.diagnostics)


def _at(origin: Origin, code: str, message: str, hint: str | None = None, severity=Severity.ERROR) -> Located:
    make = error if severity is Severity.ERROR else warning
    return locate(make(code, Span(0, 0), message, hint), "", origin)


def _input_error(file: str, exc: safeio.InputError) -> Located:
    """A file zhdsl will not read (E300), or one past a bound of docs/reliability.md (E310)."""
    origin = Origin(file, exc.line or 1, exc.column or 1)
    if exc.bound:
        return _at(origin, "E310", exc.message, "卡组文件的界限见 docs/reliability.md")
    if exc.kind == "syntax":
        hint = "检查引号、等号和方括号；中文的表名和键名要加引号，例如 [[\"通用牌\"]] 和 \"名称\" = …"
        return _at(origin, "E300", exc.message, hint)
    return _at(origin, "E300", f"无法读取文件：{exc.message}")


def load_cardset(path: str | Path, source: str | None = None) -> LoadResult:
    path = Path(path)
    file = str(path)
    try:
        if source is None:
            source = safeio.read_text(path, safeio.CARDSET_LIMIT)
        data = safeio.parse_toml(source)
    except safeio.InputError as exc:
        return LoadResult(None, (_input_error(file, exc),))
    loc = TomlLocator(source, file)
    out: list[Located] = []
    for key in data:
        if key not in (GENERAL, LORD, CREATION, META):
            out.append(
                _at(loc.table(key) or Origin(file), "W307", f"未知的表「{key}」，将被忽略",
                    f"卡组文件只认「[[{GENERAL}]]」「[[{LORD}]]」「[[{CREATION}]]」和「[{META}]」",
                    Severity.WARNING)
            )
    meta = data.get(META, {})
    name = meta.get("名称", path.stem) if isinstance(meta, dict) else path.stem
    general = tuple(_load_entries(data, GENERAL, _GENERAL_FIELDS, loc, source, out, _make_general))
    deck = sum(card.count for card in general)
    if deck > MAX_DECK:
        out.append(_at(loc.entry(GENERAL, 0), "E312", f"牌库过大：这个文件的通用牌共{deck}张（算上「数量」），最多{MAX_DECK}张",
                       "减少「数量」，或把牌分到几个卡组文件中"))
    lords = tuple(_load_entries(data, LORD, _LORD_FIELDS, loc, source, out, _make_lord))
    creations = tuple(_load_entries(data, CREATION, _CREATION_FIELDS, loc, source, out, _make_creation))
    names: dict[str, Origin] = {}
    for card in (*general, *lords):
        if card.name in names and not isinstance(card, GeneralCard):
            out.append(_at(card.origin, "W305", f"重名的领主「{card.name}」", "给领主起不同的名字", Severity.WARNING))
        names.setdefault(card.name, card.origin)
    out.sort(key=lambda d: (d.line, d.column, d.diagnostic.code))
    return LoadResult(CardSet(str(name), file, general, lords, creations), tuple(out))


def _load_entries(data, table, fields, loc: TomlLocator, source, out, make):
    entries = data.get(table, [])
    if not isinstance(entries, list):
        out.append(_at(loc.entry(table, 0), "E302", f"「{table}」应当写成 [[{table}]] 表数组"))
        return
    for i, entry in enumerate(entries):
        origin = loc.entry(table, i)
        if not isinstance(entry, dict):
            out.append(_at(origin, "E302", f"第{i + 1}张{table}不是表"))
            continue
        ok = True
        for key, typ in fields.items():
            if key not in entry:
                out.append(_at(origin, "E301", f"{table}缺少字段「{key}」", f'加上一行「"{key}" = …」'))
                ok = False
            elif not isinstance(entry[key], typ) or isinstance(entry[key], bool) and typ is int:
                out.append(
                    _at(loc.key(table, i, key), "E302",
                        f"字段「{key}」应为{_TYPE_NAMES[typ]}，实际是{safeio.type_name(entry[key])}")
                )
                ok = False
        optional = _OPTIONAL[table]
        for key, value in entry.items():
            if key in fields:
                continue
            if key not in optional:
                known = "、".join([*fields, *optional])
                out.append(_at(loc.key(table, i, key), "W307", f"未知的字段「{key}」，将被忽略", f"已知字段：{known}", Severity.WARNING))
            elif not isinstance(value, optional[key]):
                out.append(_at(loc.key(table, i, key), "E302", f"字段「{key}」应为{_TYPE_NAMES[optional[key]]}"))
                ok = False
        if ok:
            card = make(entry, table, i, loc, out)
            if card is not None:
                yield card


def _energy_field(entry, table, i, loc, out) -> Energy | None:
    energy = parse_energy(entry["精力"])
    if energy is None:
        out.append(
            _at(loc.key(table, i, "精力"), "E306", f"无法识别的精力「{entry['精力']}」",
                "写作数量加颜色，例如「1绿」「2红1黑」；颜色有绿、红、蓝、黄、黑")
        )
    return energy


def _card_text(entry, key, table, i, loc: TomlLocator, out) -> tuple[ast.CardText, ...] | None:
    text = entry[key]
    result = analyze(text, "zongheng")
    origin = loc.string_value(table, i, key, text) or loc.key(table, i, key)
    for d in result.diagnostics:
        out.append(locate(d, text, origin))
    return result.versions if result.ok else None


def _card_warnings(entry, key, versions, kind: str, table, i, loc: TomlLocator, out) -> None:
    """What a text means on this kind of card (rules 9.7(c), 11.16): 结附 in a lord's skill always
    fails (W311); a 锁定 effect on a general card that never becomes a 结界 never fires (W312); a general card
    used only by `当…时/后` triggers is never used from hand (W313, rule 9.12(h))."""
    text = entry[key]
    origin = loc.string_value(table, i, key, text) or loc.key(table, i, key)
    found: set = set()
    for version in versions:
        nodes = list(ast.walk(version))
        attaches = [n for n in nodes if isinstance(n, ast.Attach)]
        if kind == LORD:
            for n in attaches:
                if n.span not in found:
                    found.add(n.span)
                    out.append(locate(warning("W311", n.span, "技能不能结附：结附的是此牌，而技能牌不是实体通用牌，这一步总会失败（规则 11.16）",
                                              "把带结附的效果写在通用牌上"), text, origin))
            for n in nodes:
                if _lord_card_fact(n) and n.span not in found:
                    found.add(n.span)
                    word = text[n.span.start:n.span.end]
                    always = "0" if n.name == "point" else "黑"
                    out.append(locate(warning(
                        "W257", n.span, f"领主牌没有{_FACT_WORDS[n.name]}：技能中的「{word}」总是{always}（规则 4.10）",
                        "写出一个数（或颜色）；要读牌的点数，把这段效果写在通用牌上，或写「目标牌的点数」"), text, origin))
        elif kind == GENERAL and not attaches:
            for effect in version.effects:
                head = getattr(effect, "head", None)
                locked = [p for parts in (head.alternatives if head else ()) for p in parts
                          if isinstance(p, ast.Timing) and p.kind == "LOCKED"]
                for p in locked:
                    if p.span not in found:
                        found.add(p.span)
                        out.append(locate(warning("W312", p.span, "通用牌上的「锁定」只在它成为结界后起作用，而这张牌不会结附，这段效果永远不会自动使用（规则 9.7(c)）",
                                                  "加上「结附…」，或去掉「锁定」"), text, origin))
        if kind == GENERAL:
            trigger = _only_triggers(version)
            if trigger is not None and trigger.span not in found:
                found.add(trigger.span)
                out.append(locate(warning(
                    "W313", trigger.span, "这张通用牌只有「当…时/后」的触发时机，在手牌中永远不能使用（规则 9.12(h)）",
                    "把这段效果写成领主技能；或加上一段可以从手牌使用的效果（如「结附你。」）使它成为结界；"
                    "要在成为他人使用牌的目标时使用，写「响应：…」"), text, origin))


def _only_triggers(version):
    """The first event or state trigger (`当你抽牌后`, `当你的财富少于5时`) of a text all of whose ways to be
    used are such triggers: a general card in hand is never offered for them (rule 9.12(h)); None when some
    segment is used from hand (no head, a timing word, or a trigger that is one: `当你成为他人使用牌的目标时`)."""
    from zhdsl.games.zongheng.verbs.events import Event as TimingEvent  # loaded with the text's verbs by now

    first = None
    for effect in version.effects:
        head = getattr(effect, "head", None)
        if head is None:
            return None
        for alternative in head.alternatives:
            triggers = [p for p in alternative if isinstance(p, ast.Trigger) and not isinstance(p.event, TimingEvent)]
            if not triggers:
                return None
            if first is None:
                first = triggers[0]
    return first


_FACT_WORDS = {"point": "点数", "colour": "颜色"}


def _lord_card_fact(node) -> bool:
    """`此牌的点数`, `自身的颜色` in a lord's skill: the lord card itself, which has neither (rule 4.2)."""
    return (isinstance(node, ast.Attribute) and node.name in _FACT_WORDS and node.subject is not None
            and node.subject.kind in ("this_card", "self"))


def _range(entry, key, low, high, table, i, loc, out) -> bool:
    value = entry[key]
    if low <= value <= high:
        return True
    out.append(_at(loc.key(table, i, key), "E303", f"「{key}」应在{low}到{high}之间，实际是{value}"))
    return False


def _make_general(entry, table, i, loc, out) -> GeneralCard | None:
    energy = _energy_field(entry, table, i, loc, out)
    point_ok = _range(entry, "点数", 0, 9, table, i, loc, out)
    versions = _card_text(entry, "效果", table, i, loc, out)
    if versions is not None:
        _card_warnings(entry, "效果", versions, GENERAL, table, i, loc, out)
    if energy is not None and len(energy.colours) > 1:
        out.append(_at(loc.key(table, i, "精力"), "W309", "通用牌的精力有多种颜色，牌的颜色取第一种", None, Severity.WARNING))
    count = entry.get("数量", 1)
    count_ok = 1 <= count <= MAX_COPIES
    if count < 1:
        out.append(_at(loc.key(table, i, "数量"), "E303", f"「数量」应至少为1，实际是{count}"))
    elif count > MAX_COPIES:
        out.append(_at(loc.key(table, i, "数量"), "E311", f"「数量」过大：一张牌最多放{MAX_COPIES}张进牌库，实际是{count}",
                       f"写一个不超过{MAX_COPIES}的数"))
    if energy is None or not point_ok or versions is None or not count_ok:
        return None
    return GeneralCard(
        entry["类别"], entry["名称"], entry["点数"], energy, entry["效果"], versions, loc.entry(table, i), count
    )


def _make_lord(entry, table, i, loc, out) -> LordCard | None:
    energy = _energy_field(entry, table, i, loc, out)
    eff_ok = _range(entry, "效率", 1, 99, table, i, loc, out)
    sto_ok = _range(entry, "仓储", 1, 99, table, i, loc, out)
    versions = _card_text(entry, "技能", table, i, loc, out) if entry["技能"].strip() else ()
    if versions:
        _card_warnings(entry, "技能", versions, LORD, table, i, loc, out)
    if energy is None or not (eff_ok and sto_ok) or versions is None:
        return None
    return LordCard(
        entry["阵营"], entry["名称"], entry["效率"], entry["仓储"], energy, entry["技能"], versions,
        loc.entry(table, i), entry.get("默认", False),
    )


def _make_creation(entry, table, i, loc, out) -> CreationCard | None:
    versions = _card_text(entry, "效果", table, i, loc, out)
    if versions is None:
        return None
    return CreationCard(entry["名称"], entry["效果"], versions, loc.entry(table, i))
