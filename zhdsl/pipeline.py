"""The text pipeline end to end: normalize → versions → parse → AST → check → compile.

Every function takes the game by name (its id, title or alias; None is the default game,
纵横坛) and asks `zhdsl.registry` for it: the one place a game is picked.
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from zhdsl import registry
from zhdsl.compiler.check import needs_survey, within_depth
from zhdsl.compiler.lower import LoweringError
from zhdsl.text.diagnostics import error
from zhdsl.text.parser import ParseResult, Parser
from zhdsl.text.source import Span


def dialect_of(game=None):
    """The dialect class of `game`: a name, a dialect class, or None for the default."""
    if isinstance(game, type):
        return game
    return registry.get(game)


@lru_cache(maxsize=None)
def _parser(dialect) -> Parser:
    return Parser(dialect)


def get_parser(game=None) -> Parser:
    return _parser(dialect_of(game))


def analyze(text: str, game=None) -> ParseResult:
    """Parse and check one card text. Never raises for any input string."""
    return analyze_with(get_parser(game), text)


def analyze_with(parser: Parser, text: str) -> ParseResult:
    """`analyze` with a given parser (the tests use a strict one)."""
    try:
        return _analyze(parser, text)
    except Exception as exc:  # a bug in zhdsl must not hide the other cards' diagnostics
        message = f"内部错误：{type(exc).__name__}: {exc}"
        hint = "这是 zhdsl 的缺陷，请连同这段文本一起报告"
        return ParseResult(text, (), (error("E199", Span(0, len(text)), message, hint),))


_VARIABLE_LETTERS = frozenset("XYZＸＹＺ")


def _order(d):
    return (d.span.start, d.span.end, d.code)


def _analyze(parser: Parser, text: str) -> ParseResult:
    header, body, problems = parser.dialect.split_header(text)
    if problems:
        return ParseResult(text, (), tuple(sorted(problems, key=_order)))
    if header is not None:  # the card's fields before its text (a lord on one line): the rest is parsed alone
        result = _analyze_body(parser, body)
        return attrs.evolve(result, text=text, header=header)
    return _analyze_body(parser, text)


def _analyze_body(parser: Parser, text: str) -> ParseResult:
    result = parser.parse(text)
    if not result.versions:
        if len(result.diagnostics) < 2:
            return result
        return attrs.evolve(result, diagnostics=tuple(sorted(result.diagnostics, key=_order)))
    diagnostics = list(result.diagnostics)
    # Variables come only from X, Y, Z (after normalization): without them, skip their checks.
    variables = not _VARIABLE_LETTERS.isdisjoint(text)
    pronouns = parser.dialect.has_pronoun(text)
    # W230/W231 are about the target card: a text that cannot name it (nor a pronoun for it) skips them.
    stack_card = pronouns or parser.dialect.may_name_card_target(text)
    # Without those, a version the screens and its depth bound keep within bounds needs no walk of every node.
    screened = not (variables or pronouns or stack_card) and not needs_survey(text, parser.dialect)
    bounds = result.depth_bounds if screened and len(result.depth_bounds) == len(result.versions) else None
    for i, version in enumerate(result.versions):
        walk = bounds is None or not within_depth(bounds[i])
        for d in parser.dialect.check_version(version, variables=variables, pronouns=pronouns, stack_card=stack_card,
                                              walk=walk):
            if d not in diagnostics:
                diagnostics.append(d)
    if not diagnostics:
        return result
    diagnostics.sort(key=_order)
    ok = not any(d.is_error for d in diagnostics)
    return attrs.evolve(result, versions=result.versions if ok else (), diagnostics=tuple(diagnostics))


class CompileError(LoweringError, ValueError):
    """A card text that is not valid: the message names the first error (Chinese)."""


def compile_text(text: str, game=None) -> tuple:
    """Parse, check and compile a card text: one program per `|` version (shared, cached).

    Raises CompileError with the first diagnostic when the text is not valid."""
    return _compile(text, dialect_of(game))


@lru_cache(maxsize=4096)
def _compile(text: str, dialect) -> tuple:
    result = analyze_with(_parser(dialect), text)
    if not result.ok:
        first = next(d for d in result.diagnostics if d.is_error)
        raise CompileError(f"「{text}」无效：{first.message}")
    versions = result.versions
    if len(versions) == 1:  # no `|` (most texts): no generator
        return (dialect.lower_version(versions[0], text),)
    return tuple(dialect.lower_version(v, text) for v in versions)
