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
