"""Every keyword of 星宿's table is used: its example sentence (keywords.py) is a whole card text that the
strict parser accepts without a diagnostic, with the keyword's word in it; and the table's words that the
bundled card sets use are counted, so a keyword no text can reach shows up here first."""

from __future__ import annotations

import pytest

from xingxiu_texts import bundled_texts
from zhdsl.games.xingxiu.keywords import KEYWORDS


@pytest.mark.parametrize("kw", KEYWORDS, ids=[k.terminal for k in KEYWORDS])
def test_every_keyword_is_used_in_its_example_which_checks_clean(run, kw):
    assert any(word in kw.example for word in kw.words), f"{kw.terminal}: 例句中没有「{kw.text}」"
    result = run(kw.example)
    expected = {"W250"} if kw.terminal == "ELEMENT" else set()  # 火焰伤害 reads as plain damage, with a warning
    assert result.ok and {d.code for d in result.diagnostics} == expected, \
        (kw.terminal, [d.message for d in result.diagnostics])


def test_the_bundled_texts_use_most_of_the_table():
    texts = "".join(text for _name, text in bundled_texts())
    used = [k for k in KEYWORDS if any(word in texts for word in k.words)]
    assert len(used) >= 0.6 * len(KEYWORDS), f"卡组只用到{len(used)}/{len(KEYWORDS)}个关键词"


@pytest.mark.parametrize("text, reading", [
    ("当一张计策牌对一名角色生效前，使用此牌，则该计策牌对该角色失效。", "当一张计策牌对1名角色生效前：使用此牌，该计策牌对该角色失效"),
    ("当你成为「进攻」的目标时，使用一张「防守」。", "当你成为「进攻」的目标时：使用一张「防守」"),
    ("出牌阶段，对一名其他角色使用。", "出牌阶段：对1名其他角色使用"),
])
def test_a_use_clause_reads_back_as_written(text, reading):
    """The first sentence of a card says how it is used (rules 6.1, 6.3); its reading keeps it word for word."""
    from zhdsl.pipeline import compile_text

    assert compile_text(text, game="xingxiu")[0].readings == (reading,)
