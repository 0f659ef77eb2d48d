"""Lords: the default lord (when a 领主区 is empty) and the built-in skills every player has."""

from __future__ import annotations

from zhdsl.engine.library import CardLibrary
from zhdsl.games.zongheng.rules import BUILTIN_SKILLS, add_lord

# The default lord (rule 15.3) unless a card set marks one with `默认 = true`.
DEFAULT_LORD = {"name": "默认领主", "text": "", "efficiency": 5, "storage": 5, "energy": (("black", 1),)}


def default_lord(library: CardLibrary):
    def_id = library.default_lord_id
    if def_id is None:
        d = add_lord(library, DEFAULT_LORD["name"], DEFAULT_LORD["text"], DEFAULT_LORD["efficiency"],
                     DEFAULT_LORD["storage"], DEFAULT_LORD["energy"])
        library.default_lord_id = def_id = d.id
    return library[def_id]


def builtin_skills(library: CardLibrary) -> list:
    ids = library.builtin_skill_ids
    if ids is None:
        from zhdsl.pipeline import compile_text

        ids = []
        for name, text in BUILTIN_SKILLS:
            d = library.add(kind="skill", name=name, category="技能", point=0, cost=(), colour="black", text=text,
                            program=compile_text(text)[0])
            ids.append(d.id)
        library.builtin_skill_ids = ids
    return [library[i] for i in ids]


def prepare(library: CardLibrary) -> None:
    """Add the built-ins before a game starts, so the library is read-only during play."""
    default_lord(library)
    builtin_skills(library)
