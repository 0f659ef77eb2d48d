"""`zhdsl fmt`: rewrite card text to canonical punctuation. Idempotent.

Canonical: full-width `，：（）。；`, half-width `/ & |`, quotes 「」, no doubled punctuation,
no spaces around punctuation, no surrounding whitespace. Words are left as written.
"""

from __future__ import annotations

import re

from zhdsl.text.normalize import blank_duplicate_punctuation, normalize

_SPACE_AROUND_PUNCT = re.compile(r"\s*([，。：；（）「」/&|])\s*")


def format_text(text: str) -> str:
    cleaned, _ = blank_duplicate_punctuation(normalize(text))
    cleaned = _SPACE_AROUND_PUNCT.sub(r"\1", cleaned)
    return cleaned.strip()
