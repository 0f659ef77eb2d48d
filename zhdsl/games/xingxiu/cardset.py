"""星宿 card-set files (TOML, docs/xingxiu.md 二): game cards (`[["基本牌"]]`, `[["计策牌"]]`,
`[["装备牌"]]` with 名称, 效果, 牌面, and for equipment 类型 and a weapon's 进攻范围), generals
(`[["武将"]]` with 名称, 阵营, 军力 and `[["武将"."技能"]]`) and lord skills (`[["主帅技能"]]`), checked
with located diagnostics. Every text is parsed and planned (uses, skills) so a text that cannot be
played is refused here, not during a game."""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from zhdsl import safeio
from zhdsl.pipeline import analyze, compile_text
from zhdsl.text.diagnostics import Located, Severity, error, locate, warning
from zhdsl.text.source import Origin, Span
from zhdsl.text.tomlpos import TomlLocator

META = "卡组"
CATEGORIES = {"基本牌": "basic", "计策牌": "strategy", "装备牌": "equipment"}
GENERAL = "武将"
LORD_SKILLS = "主帅技能"
FACTIONS = ("青龙", "白虎", "朱雀", "玄武")
EQUIP_TYPES = {"武器": "weapon", "防具": "armour", "轻骑兵": "light_cavalry", "重骑兵": "heavy_cavalry"}
SEASONS = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter"}
_FACE = re.compile(r"^\s*([春夏秋冬])\s*([0-9]{1,2})\s*$")
_TYPE_NAMES = {str: "文本", int: "整数", list: "数组", dict: "表"}


@attrs.frozen
class GameCard:
    category: str  # basic strategy equipment
    name: str
    text: str
    faces: tuple  # (season, point) per physical card
    origin: Origin
    equip_type: str | None = None
    attack_range: int | None = None
    plan: object = None


@attrs.frozen
class Skill:
    name: str
    text: str
    origin: Origin
    plan: object = None


@attrs.frozen
class General:
    name: str
    faction: str
    strength: int
    skills: tuple  # Skill
    origin: Origin


@attrs.frozen
class LordSkill:
    faction: str
    name: str
    text: str
    origin: Origin
    plan: object = None


@attrs.frozen
class CardSet:
    name: str
    path: str
    cards: tuple  # GameCard
    generals: tuple  # General
    lord_skills: tuple  # LordSkill


@attrs.frozen
class LoadResult:
    cardset: CardSet | None
    diagnostics: tuple

    @property
    def ok(self) -> bool:
        return not any(d.diagnostic.is_error for d in self.diagnostics)


def _at(origin: Origin, code: str, message: str, hint: str | None = None, severity=Severity.ERROR) -> Located:
    make = error if severity is Severity.ERROR else warning
    return locate(make(code, Span(0, 0), message, hint), "", origin)


class _Skills:
    """Where each `[["武将"."技能"]]` block of a file is (tomlpos does not know sub-tables)."""

    _HEADER = re.compile(r"""^\s*\[\[\s*["']?武将["']?\s*\.\s*["']?技能["']?\s*\]\]""")
    _ANY_HEADER = re.compile(r"^\s*\[")

    def __init__(self, source: str, file: str) -> None:
        self.file = file
        self.lines = source.split("\n")
        self.starts = [i for i, line in enumerate(self.lines) if self._HEADER.match(line)]

    def key(self, n: int, key: str) -> Origin:
        if n >= len(self.starts):
            return Origin(self.file)
        start = self.starts[n]
        pattern = re.compile(rf"""^\s*(?:{key}|"{key}"|'{key}')\s*=\s*""")
        for j in range(start + 1, len(self.lines)):
            if self._ANY_HEADER.match(self.lines[j]):
                break
            m = pattern.match(self.lines[j])
            if m:
                return Origin(self.file, j + 1, m.end() + 1)
        return Origin(self.file, start + 1, 1)

    def text(self, n: int, key: str, value: str) -> Origin:
        origin = self.key(n, key)
        line = self.lines[origin.line - 1] if origin.line - 1 < len(self.lines) else ""
        rest = line[origin.column - 1:]
        if rest.startswith('"') and rest[1:].startswith(value):
            return Origin(self.file, origin.line, origin.column + 1)
        return origin


def load_cardset(path: str | Path, source: str | None = None) -> LoadResult:
    path = Path(path)
    file = str(path)
    try:
        if source is None:
            source = safeio.read_text(path, safeio.CARDSET_LIMIT)
        data = safeio.parse_toml(source)
    except safeio.InputError as exc:
        origin = Origin(file, exc.line or 1, exc.column or 1)
        if exc.bound:
            return LoadResult(None, (_at(origin, "E310", exc.message, "卡组文件的界限见 docs/reliability.md"),))
        hint = "中文的表名和键名要加引号，例如 [[\"基本牌\"]] 和 \"名称\" = …" if exc.kind == "syntax" else None
        return LoadResult(None, (_at(origin, "E300", exc.message if exc.kind == "syntax" else f"无法读取文件：{exc.message}",
                                     hint),))
    loc = TomlLocator(source, file)
    skills_loc = _Skills(source, file)
    out: list[Located] = []
    known = (*CATEGORIES, GENERAL, LORD_SKILLS, META)
    for key in data:
        if key not in known:
            out.append(_at(loc.table(key) or Origin(file), "W307", f"未知的表「{key}」，将被忽略",
                           "星宿的卡组文件只认「[[基本牌]]」「[[计策牌]]」「[[装备牌]]」「[[武将]]」「[[主帅技能]]」和「[卡组]」",
                           Severity.WARNING))
    meta = data.get(META, {})
    name = meta.get("名称", path.stem) if isinstance(meta, dict) else path.stem
    cards = []
    for table, category in CATEGORIES.items():
        cards.extend(_cards(data, table, category, loc, out))
    generals = list(_generals(data, loc, skills_loc, out))
    lords = list(_lord_skills(data, loc, out))
    _duplicates(cards, generals, lords, out)
    out.sort(key=lambda d: (d.line, d.column, d.diagnostic.code))
    return LoadResult(CardSet(str(name), file, tuple(cards), tuple(generals), tuple(lords)), tuple(out))


def _entries(data, table, loc, out):
    entries = data.get(table, [])
    if not isinstance(entries, list):
        out.append(_at(loc.entry(table, 0), "E302", f"「{table}」应当写成 [[{table}]] 表数组"))
        return
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            out.append(_at(loc.entry(table, i), "E302", f"第{i + 1}个{table}不是表"))
            continue
        yield i, entry


def _fields(entry, table, i, loc, out, required: dict, optional: dict) -> bool:
    ok = True
    for key, typ in required.items():
        if key not in entry:
            out.append(_at(loc.entry(table, i), "E301", f"{table}缺少字段「{key}」", f'加上一行「"{key}" = …」'))
            ok = False
        elif not isinstance(entry[key], typ) or (typ is int and isinstance(entry[key], bool)):
            out.append(_at(loc.key(table, i, key), "E302",
                           f"字段「{key}」应为{_TYPE_NAMES[typ]}，实际是{safeio.type_name(entry[key])}"))
            ok = False
    for key, value in entry.items():
        if key in required:
            continue
        if key not in optional:
            known = "、".join([*required, *optional])
            out.append(_at(loc.key(table, i, key), "W307", f"未知的字段「{key}」，将被忽略", f"已知字段：{known}",
                           Severity.WARNING))
        elif not isinstance(value, optional[key]) or (optional[key] is int and isinstance(value, bool)):
            out.append(_at(loc.key(table, i, key), "E302", f"字段「{key}」应为{_TYPE_NAMES[optional[key]]}"))
            ok = False
    return ok


def _text(text: str, origin: Origin, out, plan):
    """Parse, check, compile and plan one text; diagnostics located in the file. None when invalid."""
    from zhdsl.games.xingxiu.dialect import Xingxiu
    from zhdsl.games.xingxiu.plan import PlanError

    result = analyze(text, "xingxiu")
    for d in result.diagnostics:
        out.append(locate(d, text, origin))
    if not result.ok:
        return None
    try:
        return plan(result.versions, compile_text(text, "xingxiu"), Xingxiu)
    except PlanError as exc:
        out.append(locate(exc.diagnostic, text, origin))
        return None


def _faces(entry, table, i, loc, out) -> tuple | None:
    faces = entry["牌面"]
    parsed = []
    for face in faces:
        m = _FACE.match(face) if isinstance(face, str) else None
        point = int(m.group(2)) if m else 0
        if m is None or not 1 <= point <= 13:
            out.append(_at(loc.key(table, i, "牌面"), "E306", f"无法识别的牌面「{face}」",
                           "每一项是季节加点数，如「秋9」；季节有春、夏、秋、冬，点数为1到13"))
            return None
        parsed.append((SEASONS[m.group(1)], point))
    if not parsed:
        out.append(_at(loc.key(table, i, "牌面"), "E303", "「牌面」至少要有一项（每项一张牌）"))
        return None
    return tuple(parsed)


def _cards(data, table, category, loc, out):
    from zhdsl.games.xingxiu.plan import plan_card

    required = {"名称": str, "效果": str, "牌面": list}
    optional = {"说明": str}
    if category == "equipment":
        required["类型"] = str
        optional["进攻范围"] = int
    for i, entry in _entries(data, table, loc, out):
        if not _fields(entry, table, i, loc, out, required, optional):
            continue
        faces = _faces(entry, table, i, loc, out)
        equip_type = attack_range = None
        if category == "equipment":
            equip_type = EQUIP_TYPES.get(entry["类型"])
            if equip_type is None:
                out.append(_at(loc.key(table, i, "类型"), "E306", f"无法识别的装备类型「{entry['类型']}」",
                               "类型有：武器、防具、轻骑兵、重骑兵"))
                continue
            attack_range = entry.get("进攻范围")
            if equip_type == "weapon" and attack_range is None:
                out.append(_at(loc.entry(table, i), "E301", "武器缺少字段「进攻范围」", '加上一行「"进攻范围" = 2」'))
                continue
            if equip_type != "weapon" and attack_range is not None:
                out.append(_at(loc.key(table, i, "进攻范围"), "E302", "只有武器有「进攻范围」", "删去这一行"))
                continue
            if attack_range is not None and not 1 <= attack_range <= 9:
                out.append(_at(loc.key(table, i, "进攻范围"), "E303", f"「进攻范围」应在1到9之间，实际是{attack_range}"))
                continue
        origin = loc.string_value(table, i, "效果", entry["效果"]) or loc.key(table, i, "效果")
        plan = _text(entry["效果"], origin, out,
                     lambda v, p, d, eq=(category == "equipment"): plan_card(v, p, d, eq))
        if plan is None or faces is None:
            continue
        yield GameCard(category, entry["名称"], entry["效果"], faces, loc.entry(table, i), equip_type, attack_range, plan)


def _generals(data, loc, skills_loc, out):
    from zhdsl.games.xingxiu.plan import plan_skill

    skill_index = 0
    for i, entry in _entries(data, GENERAL, loc, out):
        raw_skills = entry.get("技能", [])
        ok = _fields(entry, GENERAL, i, loc, out, {"名称": str, "阵营": str, "军力": int}, {"说明": str, "技能": list})
        skills = []
        for s in raw_skills if isinstance(raw_skills, list) else []:
            n = skill_index
            skill_index += 1
            if not isinstance(s, dict) or not isinstance(s.get("名称"), str) or not isinstance(s.get("效果"), str):
                out.append(_at(skills_loc.key(n, "名称"), "E301", "武将的每个技能要有文本「名称」和「效果」"))
                ok = False
                continue
            for key in s:
                if key not in ("名称", "效果", "说明"):
                    out.append(_at(skills_loc.key(n, key), "W307", f"未知的字段「{key}」，将被忽略", "技能的字段：名称、效果、说明",
                                   Severity.WARNING))
            plan = _text(s["效果"], skills_loc.text(n, "效果", s["效果"]), out, plan_skill)
            if plan is None:
                ok = False
                continue
            skills.append(Skill(s["名称"], s["效果"], skills_loc.key(n, "名称"), plan))
        if not ok:
            continue
        if entry["阵营"] not in FACTIONS:
            out.append(_at(loc.key(GENERAL, i, "阵营"), "E306", f"无法识别的阵营「{entry['阵营']}」", "阵营有：青龙、白虎、朱雀、玄武"))
            continue
        if not 1 <= entry["军力"] <= 9:
            out.append(_at(loc.key(GENERAL, i, "军力"), "E303", f"「军力」应在1到9之间，实际是{entry['军力']}"))
            continue
        names = [s.name for s in skills]
        if len(set(names)) != len(names):
            out.append(_at(loc.entry(GENERAL, i), "E311", f"武将「{entry['名称']}」有重名的技能", "给每个技能起不同的名字"))
            continue
        yield General(entry["名称"], entry["阵营"], entry["军力"], tuple(skills), loc.entry(GENERAL, i))


def _lord_skills(data, loc, out):
    from zhdsl.games.xingxiu.plan import plan_skill

    for i, entry in _entries(data, LORD_SKILLS, loc, out):
        if not _fields(entry, LORD_SKILLS, i, loc, out, {"阵营": str, "名称": str, "效果": str}, {"说明": str}):
            continue
        if entry["阵营"] not in FACTIONS:
            out.append(_at(loc.key(LORD_SKILLS, i, "阵营"), "E306", f"无法识别的阵营「{entry['阵营']}」",
                           "阵营有：青龙、白虎、朱雀、玄武"))
            continue
        origin = loc.string_value(LORD_SKILLS, i, "效果", entry["效果"]) or loc.key(LORD_SKILLS, i, "效果")
        plan = _text(entry["效果"], origin, out, plan_skill)
        if plan is None:
            continue
        if not any("LORD_SKILL" in part.head.timings for part in plan.parts):
            out.append(_at(origin, "W312", "主帅技能的文字应以「主帅技，」开头", "规则 14.6", Severity.WARNING))
        yield LordSkill(entry["阵营"], entry["名称"], entry["效果"], loc.entry(LORD_SKILLS, i), plan)


def _duplicates(cards, generals, lords, out) -> None:
    seen: dict[str, str] = {}
    for item, what in [(c, "牌") for c in cards] + [(g, "武将") for g in generals]:
        if item.name in seen:
            out.append(_at(item.origin, "E311", f"重名的{what}「{item.name}」", "同一游戏中的名字必须唯一"))
        seen.setdefault(item.name, what)
    factions: set[str] = set()
    for lord in lords:
        if lord.faction in factions:
            out.append(_at(lord.origin, "E311", f"阵营「{lord.faction}」有两项主帅技能", "每个阵营一项"))
        factions.add(lord.faction)
