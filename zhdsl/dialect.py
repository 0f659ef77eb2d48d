"""Dialects: a grammar, a keyword table and (later) the game rules, registered by name.

A dialect overrides by merging tables, sqlglot-style: ``KEYWORDS = {**Base.KEYWORDS, ...}``.
"""

from __future__ import annotations

from typing import ClassVar


class Dialect:
    name: ClassVar[str] = ""
    grammar_file: ClassVar[str] = ""
    # terminal name -> keyword text
    KEYWORDS: ClassVar[dict[str, str]] = {}
    # keyword text -> English name (for hints and docs)
    ENGLISH: ClassVar[dict[str, str]] = {}

    _registry: ClassVar[dict[str, type[Dialect]]] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if cls.name:
            Dialect._registry[cls.name] = cls

    @classmethod
    def get(cls, name: str) -> type[Dialect]:
        try:
            return cls._registry[name]
        except KeyError:
            known = "、".join(sorted(cls._registry))
            raise KeyError(f"未知方言「{name}」（已知：{known}）") from None

    @classmethod
    def keyword_texts(cls) -> tuple[str, ...]:
        """Keyword texts, longest first (maximal munch)."""
        return tuple(sorted(cls.KEYWORDS.values(), key=len, reverse=True))
