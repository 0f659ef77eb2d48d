"""Deck building (rules 5.1, 5.2, 19.25): the bundled decks and the decks built from a catalog are legal;
a deck file that breaks a rule is refused with a Chinese reason naming the card."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from zhdsl.games.riftbound import library as lib
from zhdsl.games.riftbound.game import auto_decks

DECKS = Path(lib.BUNDLED) / "decks"


@pytest.fixture(scope="module")
def library():
    return lib.load_library()


def test_the_bundled_decks_and_the_catalog_decks_are_legal(library):
    decks = [lib.read_deck(p, library) for p in lib.bundled_decks()]
    assert len(decks) == 4
    built = auto_decks(library)
    assert built
    for deck in decks + built:
        assert lib.deck_problems(deck) == [], deck["name"]


def _edited(tmp_path, old: str, new: str) -> Path:
    text = (DECKS / "duanlu.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "deck.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "reason"), [
    ('"牌" = "巴恩的战锤"\n"数量" = 1', '"牌" = "巴恩的战锤"\n"数量" = 2', "带{{唯我}}的「巴恩的战锤」有 2 张，至多 1 张"),
    ('"牌" = "巴恩，铁炉之心"\n"数量" = 2', '"牌" = "巴恩，铁炉之心"\n"数量" = 3', "同名的「巴恩」有 4 张"),
    ('"英雄" = "巴恩，铁炉之心"', '"英雄" = "赫拉，破阵者"', "与传奇「锻炉宗师」的英雄标签不同"),
    ('"战场" = [', '"战场" = ["铁砧工坊", ', "同名的战场"),
])
def test_a_deck_breaking_rule_5_2_is_refused_with_its_reason(tmp_path, library, old, new, reason):
    with pytest.raises(lib.DeckError) as info:
        lib.read_deck(_edited(tmp_path, old, new), library)
    assert reason in str(info.value) and str(info.value).startswith("组牌：")


def test_a_card_outside_the_colour_identity_is_refused(library):
    deck = lib.read_deck(DECKS / "duanlu.toml", library)
    blue = next(d for d in library.defs if d.colours == ("blue",) and d.base == "spell")
    problems = lib.deck_problems({**deck, "main": deck["main"][:-1] + [blue]})
    assert problems == [f"中的「{blue.name}」超出传奇「锻炉宗师」的颜色身份（规则 5.1）"]


def test_a_catalog_deck_may_take_a_card_of_both_its_legends_colours(library):
    """A card of both colours of the legend is within its colour identity (5.2): the deck built from a catalog
    without deck files takes it. The bundled catalog lists its two-colour cards late, past the first 39 main
    cards, so the catalog is given here with 焚原战姬's two-colour cards first."""
    defs = [d for d in library.defs if d.program is not None and library.problems.get(d.number) is None]
    legend = next(d for d in defs if d.name == "焚原战姬")
    both = [d for d in defs if d.category in ("unit", "spell", "gear") and set(d.colours) == set(legend.colours)]
    assert {"破阵战吼", "焰铁突击兵"} <= {d.name for d in both}
    catalog = SimpleNamespace(defs=both + [d for d in defs if d not in both], problems=library.problems)
    (deck,) = [deck for deck in auto_decks(catalog) if deck["legend"] is legend]
    assert {d.name for d in both} <= {d.name for d in deck["main"]}
    assert lib.deck_problems(deck) == []
