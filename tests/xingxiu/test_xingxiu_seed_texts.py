"""Every card text of the rulebook (seeds/001) parses exactly as printed — the （附注：…） kept as reminder
text — and the bundled card set holds it verbatim. The texts are copied from the rulebook by the test,
never retyped; the rulebook sits beside the repository (`../shared/seeds/`), and without it the texts
are checked as the card set holds them. Each text's AST is a reviewed snapshot."""

from __future__ import annotations

import tomllib

import pytest

from xingxiu_texts import BASE, bundled_texts, seed_cards, seed_file
from zhdsl.text.normalize import normalize
from zhdsl.text.render import to_json, tree

SEED_CARDS = ("进攻", "防守", "休整", "天诛", "军心不振", "斗将", "无隙可乘", "风调雨顺", "止兵休战", "烽火狼烟", "万箭齐发",
              "招兵买马", "劫掠粮道", "焚毁辎重", "驱虎吞狼")


def _cardset_texts() -> dict[str, str]:
    data = tomllib.loads(BASE.read_text(encoding="utf-8"))
    return {e["名称"]: e["效果"] for table in ("基本牌", "计策牌") for e in data[table]}


def _seed_texts() -> dict[str, str]:
    return seed_cards() or _cardset_texts()


def test_the_rulebook_has_fifteen_cards_and_the_card_set_holds_them_verbatim():
    texts = _seed_texts()
    assert sorted(texts) == sorted(SEED_CARDS)
    if seed_file() is not None:
        assert _cardset_texts() == texts


@pytest.mark.parametrize("name", SEED_CARDS)
def test_seed_text_parses_as_printed(run, name, snapshot):
    text = _seed_texts()[name]
    result = run(text)
    assert result.ok, [(d.code, d.message) for d in result.diagnostics]
    assert not result.diagnostics
    (version,) = result.versions
    if "（附注：" in text:
        note = text[text.index("（附注：") + 4:-1]
        assert [r.text for r in version.reminders] == [normalize(note)]  # kept for display, quotes as 「」
    assert {"text": text, "ast": to_json(version), "tree": tree(version, text).split("\n")} == snapshot


@pytest.mark.parametrize("name, text", bundled_texts(), ids=[n for n, _ in bundled_texts()])
def test_every_bundled_text_parses_without_diagnostics(run, name, text):
    result = run(text)
    assert result.ok and not result.diagnostics, [(d.code, d.message) for d in result.diagnostics]
