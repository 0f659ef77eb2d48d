"""Snapshots of the AST of every rulebook text and of a text for every construct.

Each snapshot holds the JSON AST (`render.to_json`, what `zhdsl parse --json` prints) and
the readable tree with each node's source text quoted, so a reviewer can check spans by eye.
Reviewed by hand when recorded; `--snapshot-update` only after reviewing the diff.
"""

from __future__ import annotations

import pytest

from text_corpus import ALL, RULEBOOK
from zhdsl.text.render import to_json, tree


def _record(result, text):
    return {
        "text": text,
        "versions": [to_json(v) for v in result.versions],
        "tree": [tree(v, text).split("\n") for v in result.versions],
        "diagnostics": [(d.code, d.span.start, d.span.end) for d in result.diagnostics],
    }


@pytest.mark.parametrize("text", [t for _, t in ALL], ids=[i for i, _ in ALL])
def test_ast(run, text, snapshot):
    result = run(text)
    assert result.ok, result.diagnostics
    assert result.versions
    assert _record(result, text) == snapshot


def test_rulebook_texts_in_examples_are_the_snapshotted_ones():
    """examples/rulebook.txt (checked by the README's first command) lists the rulebook's texts."""
    from pathlib import Path

    lines = Path(__file__).resolve().parents[2].joinpath("examples", "rulebook.txt").read_text(encoding="utf-8")
    listed = {ln for ln in lines.split("\n") if ln and not ln.startswith("#")}
    quoted = {t for _, t in RULEBOOK[:5]}
    assert quoted <= listed
