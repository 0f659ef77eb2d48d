"""The generalisation sweep (tools/variants.py): the accepted held-out and corpus texts, each written again with one
player, card, amount, zone or verb replaced by another of its kind. Refusals that remain are decisions (a pronoun after
a group outside the group's own step, rule 12.24; a variable of a quoted effect; a zone that holds cards face down);
a form that works in one place and not in another shows here as a lower figure."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import variants  # noqa: E402  (tools/ is no package)

from test_rulebook_phrasing import assert_valid_and_reads_back  # noqa: E402


def test_the_sweep_makes_variants_of_every_kind():
    made = variants.variants(["主动：令目标角色折损1财富，将目标牌移入过往。"])
    kinds = {k for k, *_ in made}
    assert {"令+角色", "数量", "区域", "时机", "动词"} <= kinds
    assert ("令+角色", "目标角色→所有角色", "主动：令目标角色折损1财富，将目标牌移入过往。",
            "主动：令所有角色折损1财富，将目标牌移入过往。") in made


def test_players_after_let_compose_with_what_follows():
    """A player reference after 令 works wherever another one does: at least 99% of those variants are accepted."""
    texts = variants.sources()
    made, refused = variants.sweep(texts, kinds=("令+角色", "角色的属性"))
    assert len(made) > 1500
    assert len(refused) <= len(made) // 100, refused[:10]


def test_amounts_zones_cards_and_verbs_compose():
    texts = variants.sources()
    made, refused = variants.sweep(texts, kinds=("数量", "区域", "牌", "动词"))
    assert len(made) > 2000
    assert len(refused) <= len(made) // 100, refused[:10]


# variants the sweep found refused before lang11g, accepted now (each plays as it reads:
# tests/engine/test_engine_lang11g_forms.py)
NOW_ACCEPTED = [
    "主动：令所有角色折损X财富（X为其手牌数）。",
    "主动：令所有其他角色生产等同于其手牌数的财富。",
    "主动：令所有其他角色将其1张手牌移入过往。",
    "主动：令你的队友弃牌直到其手牌数为2。",
    "回合结束：令每名其他角色折损X财富（X为你与其的距离）。",
]


def test_the_variants_found_refused_are_accepted_and_read_back():
    for text in NOW_ACCEPTED:
        assert_valid_and_reads_back(text)
