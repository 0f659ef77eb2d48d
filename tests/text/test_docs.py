"""The docs say what the code does: every example in docs/language.md parses to the AST shown,
every AST class is documented, and docs/glossary.md lists every keyword with the English name
the keyword table gives it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from zhdsl.games.zongheng.keywords import KEYWORDS
from zhdsl.text import ast
from zhdsl.text.render import compact_text

DOCS = Path(__file__).resolve().parents[2] / "docs"
LANGUAGE = (DOCS / "language.md").read_text(encoding="utf-8")
GLOSSARY = (DOCS / "glossary.md").read_text(encoding="utf-8")


def card_examples() -> list[tuple[str, str]]:
    out = []
    for block in re.findall(r"```card\n(.*?)```", LANGUAGE, flags=re.S):
        for line in block.strip().split("\n"):
            text, _, shape = line.partition(" ⇒ ")
            out.append((text, shape))
    return out


EXAMPLES = card_examples()


def test_language_doc_has_examples():
    assert len(EXAMPLES) > 60


@pytest.mark.parametrize("text, shape", EXAMPLES, ids=[f"ex{i}" for i in range(len(EXAMPLES))])
def test_language_doc_example(run, text, shape):
    result = run(text)
    assert result.ok, result.diagnostics
    assert shape == " ‖ ".join(compact_text(v) for v in result.versions)


def node_classes():
    abstract = {"Node", "Action", "Measured"}
    return sorted(
        name for name, obj in vars(ast).items()
        if isinstance(obj, type) and issubclass(obj, ast.Node) and name not in abstract
    )


@pytest.mark.parametrize("name", node_classes())
def test_every_ast_class_is_in_the_language_doc(name):
    assert re.search(rf"\b{name}\b", LANGUAGE), name


@pytest.mark.parametrize("kw", KEYWORDS, ids=[k.terminal for k in KEYWORDS])
def test_glossary_lists_every_keyword_with_its_english_name(kw):
    row = f"| {kw.text} | {kw.english} | `{kw.terminal}` |"
    assert row in GLOSSARY


def test_glossary_names_only_real_ast_classes():
    from zhdsl.engine import cards, game, program, runtime, schema, state
    from zhdsl.games.zongheng import cardset, modes
    from zhdsl.games.zongheng import runtime as zongheng_runtime
    from zhdsl.games.zongheng.modes import sceptre, survival, team
    from zhdsl.text import parser

    names = set(re.findall(r"`([A-Z][a-z][A-Za-z]*)[(.`]", GLOSSARY))
    assert names
    from zhdsl.games.zongheng.verbs import MODULES

    places = (ast, cardset, parser, state, schema, runtime, zongheng_runtime, modes, team, sceptre, survival, cards, game,
              program, *MODULES)
    unknown = {n for n in names if not any(hasattr(m, n) for m in places)}
    assert not unknown
    for owner, attribute in re.findall(r"`([A-Z][a-z][A-Za-z]*)\.([a-z_]+)`", GLOSSARY):
        cls = next(getattr(m, owner) for m in places if hasattr(m, owner))
        assert hasattr(cls, attribute) or attribute in getattr(cls, "__annotations__", {}), f"{owner}.{attribute}"


def test_glossary_english_names_are_unique_per_term():
    rows = re.findall(r"^\| ([^|`]+?) \| ([^|`]+?) \|", GLOSSARY, flags=re.M)
    english: dict[str, str] = {}
    for term, name in rows:
        if term in ("术语", "符号", "词", "---"):
            continue
        assert english.setdefault(term, name) == name, term
