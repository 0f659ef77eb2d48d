"""星宿's texts for the tests: the rulebook's cards (seeds/001), read from the rulebook itself when it is at
hand, and every text of the bundled card sets."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "cardsets" / "xingxiu" / "base.toml"
GENERALS = ROOT / "cardsets" / "xingxiu" / "generals.toml"
SEED_NAME = "001_faef63e75c8cf563.txt"
_CARD_LINE = re.compile(r"^【?(\S+?)（[一二两三四五六七八九十]+张）：(.*?)】?$")


def seed_file() -> Path | None:
    """The rulebook of 星宿: `../shared/seeds/` beside the repository (or above a worktree of it)."""
    for base in [ROOT, *ROOT.parents]:
        candidate = base / "shared" / "seeds" / SEED_NAME
        if candidate.is_file():
            return candidate
    return None


def seed_cards() -> dict[str, str]:
    """Card name -> its text, exactly as the rulebook's 基本牌 and 计策牌 sections print it."""
    path = seed_file()
    if path is None:
        return {}
    out = {}
    section = None
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.startswith(("乙、基本牌", "丙、计策牌")):
            section = line
            continue
        if line.startswith("丁、"):
            section = None
        if section is None:
            continue
        m = _CARD_LINE.match(line.strip())
        if m:
            out[m.group(1)] = m.group(2)
    return out


def bundled_texts() -> list[tuple[str, str]]:
    """(name, text) of every card, skill and lord skill of the bundled card sets."""
    out = []
    for path in (BASE, GENERALS):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for table in ("基本牌", "计策牌", "装备牌", "主帅技能"):
            out.extend((e["名称"], e["效果"]) for e in data.get(table, []))
        for g in data.get("武将", []):
            out.extend((f"{g['名称']}·{s['名称']}", s["效果"]) for s in g.get("技能", []))
    return out
