"""Every card of the bundled deck and every general (and so each of their skills) is played in some scenario of
tests/scenarios/xingxiu/, and every lord skill too; the rulebook's fifteen cards each have one."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from xingxiu_texts import BASE, GENERALS, ROOT

SCENARIOS = ROOT / "tests" / "scenarios" / "xingxiu"


def _scenarios() -> list[dict]:
    return [tomllib.loads(p.read_text(encoding="utf-8")) for p in sorted(SCENARIOS.rglob("*.toml"))]


def _mentioned() -> tuple[set[str], set[str], set[str]]:
    """(card names in hands, zones and steps; generals; skill names used in steps)."""
    cards, generals, skills = set(), set(), set()
    for sc in _scenarios():
        for p in sc.get("角色", []):
            if "武将" in p:
                generals.add(p["武将"])
            for zone in ("手牌", "装备区", "判定区"):
                cards.update(str(c).split("（")[0] for c in p.get(zone, []) if isinstance(c, str))
        for zone in sc.get("公共区域", {}).values():
            cards.update(str(c).split("（")[0] for c in zone if isinstance(c, str))
        for st in sc.get("步骤", []):
            if "使用" in st:
                skills.add(st["使用"])
                cards.add(st["使用"])
    return cards, generals, skills


CARDS, GENERAL_NAMES, USED = _mentioned()
BASE_CARDS = [e["名称"] for t in ("基本牌", "计策牌", "装备牌") for e in tomllib.loads(BASE.read_text("utf-8"))[t]]
DATA = tomllib.loads(GENERALS.read_text("utf-8"))


def test_there_are_sixty_scenarios_or_more():
    assert len(_scenarios()) >= 60


@pytest.mark.parametrize("name", BASE_CARDS)
def test_every_card_is_in_a_scenario(name):
    assert name in CARDS


@pytest.mark.parametrize("general", [g["名称"] for g in DATA["武将"]])
def test_every_general_is_in_a_scenario(general):
    assert general in GENERAL_NAMES


@pytest.mark.parametrize("skill", [s["名称"] for s in DATA["主帅技能"]])
def test_every_lord_skill_is_in_a_scenario(skill):
    text = "".join(p.read_text("utf-8") for p in SCENARIOS.rglob("*.toml"))
    assert f"「{skill}」" in text
