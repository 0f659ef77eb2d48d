"""纵横坛 rules data: its card definitions, built-in skills as card text, and building a game's
card library from card sets. Nothing here is per-card Python: cards are text."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import attrs

from zhdsl.engine.cards import CardDef
from zhdsl.engine.library import CardLibrary
from zhdsl.engine.program import CardProgram, union
from zhdsl.pipeline import compile_text


@attrs.frozen(eq=False)
class ZonghengCard(CardDef):
    """A 纵横坛 card: a general card (all its `|` versions), a lord, a 造物 or a built-in skill."""

    point: int = 0
    cost: tuple = ()  # 精力 cost ((colour, n), ...); lords: ()
    colour: str = "black"
    efficiency: int = 0  # lords
    storage: int = 0  # lords
    energy: tuple = ()  # lords: 精力 restored each turn

    FACTS = ("point", "colour")
    FACT_WORDS = {"point": "点数", "colour": "颜色", "efficiency": "效率", "storage": "仓储", "energy": "精力"}

# 转化 and 调度 are skills every player has (rulebook); written as card text.
CONVERT_SKILL = "转化"
BUILTIN_SKILLS = (
    (CONVERT_SKILL, "主动&支付1物资：抽1张牌"),
    ("调度", "主动：调度"),
)

BUNDLED_DIR = Path(__file__).resolve().parents[3] / "cardsets" / "zongheng"


def colour_of(amounts) -> str:
    """A general card's colour: the first colour of its 精力, even at 0 (`0绿` is green); else 黑."""
    for colour, _n in amounts:
        if colour != "black":
            return colour
    return "black"


@lru_cache(maxsize=4096)
def card_program(text: str):
    """The program of a card text, built once and shared by every game (all `|` versions together)."""
    programs = list(compile_text(text, "zongheng")) if text.strip() else []
    return union(programs, text) if programs else CardProgram((), (), text, readings=())


def add_general(library: CardLibrary, name: str, text: str, point: int = 0, cost=(), category: str = "行动"):
    """Add a general card. Its `|` versions are one card whose use picks a version (rule 10.9)."""
    return library.add(
        ZonghengCard, kind="general", name=name, category=category, point=point, cost=tuple((c, n) for c, n in cost if n > 0),
        colour=colour_of(cost), text=text, program=card_program(text),
    )


def add_lord(library: CardLibrary, name: str, text: str, efficiency: int, storage: int, energy=(),
             faction: str = "中立"):
    """Add a lord; each segment of each `|` version is one of its skills (rule 4.6, 10.9)."""
    return library.add(
        ZonghengCard, kind="lord", name=name, category=faction, point=0, cost=(), colour="black", text=text,
        program=card_program(text),
        efficiency=efficiency, storage=storage, energy=tuple((c, n) for c, n in energy if n > 0),
    )


def add_creation(library: CardLibrary, name: str, text: str):
    """Add a 造物 (rule 3.9): a card a mode puts into a 造物区; its timed effects act like a ward's (13.3)."""
    return library.add(ZonghengCard, kind="creation", name=name, category="造物", point=0, cost=(), colour="black", text=text,
                       program=card_program(text))


def bundled_paths() -> list[Path]:
    return sorted(BUNDLED_DIR.glob("*.toml")) if BUNDLED_DIR.is_dir() else []


def load_cardsets(paths) -> list:
    """Load card-set files (cached while a file is unchanged); raises ValueError with the first error."""
    from zhdsl import sources
    from zhdsl.games.zongheng.cardset import load_cardset

    return sources.load_cardsets(paths, load_cardset)


def build_library(cardsets) -> tuple[CardLibrary, list, list]:
    """The library of a game from loaded card sets: (library, deck definitions with copies, lord definitions)."""
    library = CardLibrary()
    deck, lords = [], []
    for cs in cardsets:
        for g in cs.general:
            d = add_general(library, g.name, g.text, g.point, g.cost.amounts, g.category)
            deck.extend([d] * (getattr(g, "count", 1) or 1))
        for lord in cs.lords:
            d = add_lord(library, lord.name, lord.text, lord.efficiency, lord.storage, lord.energy.amounts,
                         lord.faction)
            if lord.default:
                library.game_data["default_lord"] = d.id
            else:
                lords.append(d)
        for creation in getattr(cs, "creations", ()):
            add_creation(library, creation.name, creation.text)
    return library, deck, lords
