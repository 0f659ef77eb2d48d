"""docs/glossary.md names every keyword, icon, zone and resource of 《符文战场》 with the English name
the code gives it."""

from __future__ import annotations

from pathlib import Path

import pytest

from zhdsl.games.riftbound.keywords import PLACEHOLDERS
from zhdsl.games.riftbound.schema import SCHEMA

GLOSSARY = (Path(__file__).resolve().parents[2] / "docs" / "glossary.md").read_text(encoding="utf-8")
RIFTBOUND = GLOSSARY[GLOSSARY.index("## 《符文战场》"):]


@pytest.mark.parametrize(("word", "english", "rule"), [(w, e, r) for w, e, _f, _n, r in PLACEHOLDERS])
def test_every_keyword_has_its_row(word, english, rule):
    assert f"| {word} | {english} | {rule} |" in RIFTBOUND


@pytest.mark.parametrize("zone", SCHEMA.player_zones + SCHEMA.shared_zones, ids=lambda z: z.name)
def test_every_zone_has_its_row_with_its_code_name(zone):
    rows = [line for line in RIFTBOUND.splitlines() if line.startswith(f"| {zone.word} |")]
    assert rows and f'`"{zone.name}"`' in rows[0]


@pytest.mark.parametrize("name", [c.name for c in SCHEMA.counters] + [p.name for p in SCHEMA.pools])
def test_every_resource_has_its_row(name):
    assert f'`"{name}"`' in RIFTBOUND
