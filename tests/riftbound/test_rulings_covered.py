"""Every ruling of the seed (rules-riftbound appendix A, rulings 1–36) names scenarios that exist, and
every scenario of tests/scenarios/riftbound/裁定集 is named by a ruling."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = (ROOT / "docs" / "rules-riftbound.md").read_text(encoding="utf-8")
RULINGS = ROOT / "tests" / "scenarios" / "riftbound" / "裁定集"


def _table() -> dict[int, list[str]]:
    part = RULES[RULES.index("## 附录 A"):RULES.index("## 附录 B")]
    out = {}
    for number, names in re.findall(r"^\| (\d+) \|[^\n]*\| ([^|\n]+) \|$", part, flags=re.M):
        out[int(number)] = re.findall(r"`([^`]+)`", names)
    return out


def test_every_ruling_has_scenarios_that_exist():
    table = _table()
    assert sorted(table) == list(range(1, 37))
    files = {re.sub(r"^\d+_", "", p.stem) for p in RULINGS.glob("*.toml")}
    for number, names in table.items():
        assert names, f"裁定集 {number} 没有场景"
        assert set(names) <= files, f"裁定集 {number}：{set(names) - files}"
    assert files == {n for names in table.values() for n in names}
