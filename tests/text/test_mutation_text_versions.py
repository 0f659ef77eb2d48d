"""`|` between whole phrases (zhdsl/text/versions.py `expand_phrases`, rule 4.5): where the `mut16` seeded sample of
versions.py (docs/testing.md) found the phrase reading unasserted — its phrase ends outside brackets only, and a
bracket before or inside a phrase that holds `|`."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze
from zhdsl.text.versions import expand_phrases


def _texts(text: str) -> list[str] | None:
    versions = expand_phrases(text)
    return None if versions is None else [v.text for v in versions]


def test_each_whole_phrase_between_bars_is_a_version():
    versions = expand_phrases("令目标角色折损2财富|令所有其他角色折损1财富")
    assert [(v.text, v.offsets[0], v.offsets[-1]) for v in versions] == [
        ("令目标角色折损2财富", 0, 9), ("令所有其他角色折损1财富", 11, 22)]
    assert not analyze("令目标角色折损2财富|令所有其他角色折损1财富").diagnostics


@pytest.mark.parametrize(("text", "versions"), [
    # a bracket inside the first alternative: the bar after it still separates the two
    ("生产X财富（X为你的物资）|抽1张牌", ["生产X财富（X为你的物资）", "抽1张牌"]),
    # a bracket in the phrase before: its `，` after the bracket still ends that phrase
    ("抽1张牌（附注：先抽），生产1财富|生产2财富", ["抽1张牌（附注：先抽），生产1财富", "抽1张牌（附注：先抽），生产2财富"]),
    # a bracket inside a bracket: the `，` inside the outer one ends no phrase
    ("生产1财富（附注：先（抽），再生产）|抽1张牌", ["生产1财富（附注：先（抽），再生产）", "抽1张牌"]),
])
def test_a_bracket_neither_hides_a_bar_nor_ends_a_phrase_inside_it(text, versions):
    assert _texts(text) == versions
