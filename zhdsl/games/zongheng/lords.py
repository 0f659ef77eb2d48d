"""Lords: the default lord (when a 领主区 is empty) and the built-in skills every player has."""

from __future__ import annotations

from zhdsl.engine.library import CardLibrary
from zhdsl.games.zongheng.rules import BUILTIN_SKILLS, add_lord

# The default lord (rule 15.3) unless a card set marks one with `默认 = true`.
DEFAULT_LORD = {"name": "默认领主", "text": "", "efficiency": 5, "storage": 5, "energy": (("black", 1),)}


def default_lord(library: CardLibrary):
    def_id = library.game_data.get("default_lord")
    if def_id is None:
        d = add_lord(library, DEFAULT_LORD["name"], DEFAULT_LORD["text"], DEFAULT_LORD["efficiency"],
                     DEFAULT_LORD["storage"], DEFAULT_LORD["energy"])
        library.game_data["default_lord"] = def_id = d.id
    return library[def_id]


def builtin_skills(library: CardLibrary) -> list:
    defs = library.game_data.get("builtin_skill_defs")
    if defs is not None:
        return defs
    ids = library.game_data.get("builtin_skills")
    if ids is None:
        from zhdsl.games.zongheng.rules import ZonghengCard
        from zhdsl.pipeline import compile_text

        ids = []
        for name, text in BUILTIN_SKILLS:
            d = library.add(ZonghengCard, kind="skill", name=name, category="技能", text=text,
                            program=compile_text(text, "zongheng")[0])
            ids.append(d.id)
        library.game_data["builtin_skills"] = ids
    defs = library.game_data["builtin_skill_defs"] = tuple(library[i] for i in ids)
    return defs


def prepare(library: CardLibrary) -> None:
    """Add the built-ins before a game starts, so the library is read-only during play."""
    default_lord(library)
    builtin_skills(library)
