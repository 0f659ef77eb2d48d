"""星宿's card library: game cards (one definition per face: name, season, point), generals and their
skills, the factions' lord skills — all of them text, planned when the card set was loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from zhdsl.engine.cards import CardDef
from zhdsl.engine.library import CardLibrary
from zhdsl.games.xingxiu.aliases import COLOUR_OF_SEASON

BUNDLED_DIR = Path(__file__).resolve().parents[3] / "cardsets" / "xingxiu"
CATEGORY_WORDS = {"basic": "基本牌", "strategy": "计策牌", "equipment": "装备牌"}


@attrs.frozen(eq=False)
class GameCardDef(CardDef):
    """One face of a game card."""

    season: str | None = None
    point: int | None = None
    colour: str | None = None
    equip_type: str | None = None
    attack_range: int | None = None
    plan: Any = None  # zhdsl.games.xingxiu.plan.CardPlan
    group: str = ""  # basic strategy equipment

    FACTS = ("point", "colour")
    FACT_WORDS = {
        "category": "类别", "delayed": "延时", "equip_type": "装备类型", "colour": "颜色", "season": "季节", "point": "点数",
        "basic": "基本牌", "strategy": "计策牌", "equipment": "装备牌",
        "weapon": "武器", "armour": "防具", "light_cavalry": "轻骑兵", "heavy_cavalry": "重骑兵",
        "red": "红", "black": "黑", "spring": "春", "summer": "夏", "autumn": "秋", "winter": "冬",
        "faction": "阵营", "strength": "军力", "skills": "技能", "owner": "所属", "lord": "主帅技",
        "attack_range": "进攻范围",
    }

    def facts(self) -> dict:
        return {
            "category": self.group, "delayed": bool(self.plan is not None and self.plan.delayed),
            "equip_type": self.equip_type, "colour": self.colour, "season": self.season, "point": self.point,
        }


@attrs.frozen(eq=False)
class GeneralDef(CardDef):
    faction: str = ""
    strength: int = 4
    skills: tuple = ()  # SkillDef ids


@attrs.frozen(eq=False)
class SkillDef(CardDef):
    """A skill (a general's, a faction's lord skill): its parts (zhdsl.games.xingxiu.plan.SkillPlan)."""

    plan: Any = None
    owner_name: str = ""  # the general's name or the faction of a lord skill
    lord: bool = False

    def facts(self) -> dict:
        return {}


def bundled_paths() -> list[Path]:
    return sorted(BUNDLED_DIR.glob("*.toml")) if BUNDLED_DIR.is_dir() else []


def load_cardsets(paths) -> list:
    """Load card-set files (cached while a file is unchanged); raises ValueError with the first error."""
    from zhdsl import sources
    from zhdsl.games.xingxiu.cardset import load_cardset

    return sources.load_cardsets(paths, load_cardset)


def add_card(library: CardLibrary, card, season: str | None, point: int | None) -> GameCardDef:
    skills = library.game_data.setdefault("equip_skills", {})
    if card.plan.skills and card.name not in skills:  # an equipment's skills, named after it
        from zhdsl.games.xingxiu.plan import SkillPlan

        skills[card.name] = add_skill(library, card.name, card.text, SkillPlan(card.plan.skills), card.name).id
    return library.add(
        GameCardDef, kind="card", name=card.name, category=CATEGORY_WORDS[card.category], text=card.text,
        program=card.plan.uses[0].program if card.plan.uses else None, season=season, point=point,
        colour=COLOUR_OF_SEASON.get(season) if season else None, equip_type=card.equip_type,
        attack_range=card.attack_range, plan=card.plan, group=card.category,
    )


def add_skill(library: CardLibrary, name: str, text: str, plan, owner: str, lord: bool = False) -> SkillDef:
    from zhdsl.engine.program import CardProgram

    program = CardProgram(tuple(part.program for part in plan.parts), (), text)
    return library.add(SkillDef, kind="skill", name=name, category="技能", text=text, program=program, plan=plan,
                       owner_name=owner, lord=lord)


def equipment_skill(library: CardLibrary, name: str) -> int | None:
    """The skill definition of an equipment card's skills (None: it has none)."""
    return library.game_data.get("equip_skills", {}).get(name)


def add_general(library: CardLibrary, general) -> GeneralDef:
    ids = tuple(add_skill(library, s.name, s.text, s.plan, general.name).id for s in general.skills)
    return library.add(GeneralDef, kind="general", name=general.name, category=general.faction, text="",
                       program=None, faction=general.faction, strength=general.strength, skills=ids)


@attrs.frozen
class Library:
    """The library and what a game is dealt from it."""

    library: CardLibrary
    deck: tuple  # GameCardDef per physical card
    generals: tuple  # GeneralDef
    lord_skills: dict  # faction -> SkillDef id


def build_library(cardsets) -> Library:
    library = CardLibrary()
    deck, generals, lords = [], [], {}
    faces: dict = {}
    for cs in cardsets:
        for card in cs.cards:
            for season, point in card.faces:
                key = (card.name, season, point)
                if key not in faces:
                    faces[key] = add_card(library, card, season, point)
                deck.append(faces[key])
        for general in cs.generals:
            generals.append(add_general(library, general))
        for lord in cs.lord_skills:
            lords[lord.faction] = add_skill(library, lord.name, lord.text, lord.plan, lord.faction, lord=True).id
    library.game_data["plans"] = {name: d.plan for (name, _s, _p), d in faces.items()}
    library.game_data["lord_skills"] = dict(lords)
    return Library(library, tuple(deck), tuple(generals), lords)


def card_plan(library: CardLibrary, name: str):
    """The plan of the card called `name` (the 「X」 a conversion or 视为 makes), or None."""
    return library.game_data.get("plans", {}).get(name)


def card_def(library: CardLibrary, name: str):
    for d in library.by_name.get(name, ()):
        if d.kind == "card":
            return d
    return None
