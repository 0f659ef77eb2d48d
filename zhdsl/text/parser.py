"""Card text → AST: normalize, expand `|` versions, parse with Lark LALR, build the AST.

Malformed text never raises: every problem is a located `Diagnostic`.
"""

from __future__ import annotations

import difflib
import re
import threading

import attrs
from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from zhdsl.dialect import Dialect
from zhdsl.games.zongheng.keywords import TIMINGS
from zhdsl.text import ast
from zhdsl.text.build import AstBuilder
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.grammar import build_lark
from zhdsl.text.normalize import blank_duplicate_punctuation, normalize
from zhdsl.text.source import Span
from zhdsl.text.versions import Version, expand

MAX_TEXT_LENGTH = 2000  # code points in one card text
MAX_NESTING = 12  # nested （）「」 levels

_PUNCT_NAMES = {
    "_COLON": "：", "_COMMA": "，", "_END": "。", "_LPAREN": "（", "_RPAREN": "）", "_SLASH": "/",
    "_AMP": "&", "_LQUOTE": "「", "_RQUOTE": "」", "PLUS": "+", "MINUS": "-", "TIMES": "×", "DIVIDE": "÷",
    "NUMBER": "数字", "CN_NUMBER": "数字", "VAR": "变量X", "FREE_TEXT": "颜色", "HEAD_TEXT": "时机",
    "$END": "文本结束",
}
_OPENERS = {"（": "）", "「": "」"}
_CLOSERS = {v: k for k, v in _OPENERS.items()}
_WORD_BREAK = re.compile(r"[\s，。：；（）「」/&|0-9+\-×÷*]")


@attrs.frozen
class ParseResult:
    text: str  # the original text
    versions: tuple[ast.CardText, ...]  # one per `|` version; empty when there are errors
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


class Parser:
    def __init__(self, dialect: type[Dialect], strict: bool = False) -> None:
        self.dialect = dialect
        self._lark: Lark = build_lark(dialect.grammar_file, tuple(dialect.KEYWORDS.items()), strict)
        self._builder = AstBuilder()
        self._lock = threading.Lock()
        self._keywords = dialect.keyword_texts()
        self._display = {name: f"「{text}」" for name, text in dialect.KEYWORDS.items()}
        self._display.update({k: (v if len(v) > 1 and not v.isascii() else f"「{v}」") for k, v in _PUNCT_NAMES.items()})

    @property
    def lark(self) -> Lark:
        return self._lark

    def parse(self, text: str) -> ParseResult:
        if len(text) > MAX_TEXT_LENGTH:
            return ParseResult(
                text, (), (error("E213", Span(MAX_TEXT_LENGTH, len(text)), f"效果文本过长（超过{MAX_TEXT_LENGTH}字）"),)
            )
        clean, diagnostics = blank_duplicate_punctuation(normalize(text))
        if not clean.strip():
            diagnostics.append(error("E104", Span(0, len(text)), "效果文本为空", "写下至少一个步骤，例如「抽1张牌」"))
            return ParseResult(text, (), tuple(diagnostics))
        bracket_errors = _check_brackets(clean)
        if bracket_errors:
            return ParseResult(text, (), tuple(diagnostics + bracket_errors))
        versions, version_errors = expand(clean, self._keywords)
        diagnostics.extend(version_errors)
        trees: list[ast.CardText] = []
        for version in versions:
            tree, errors = self._parse_version(version)
            for d in errors:
                if d not in diagnostics:
                    diagnostics.append(d)
            if tree is not None:
                trees.append(tree)
        if any(d.is_error for d in diagnostics):
            trees = []
        return ParseResult(text, tuple(trees), tuple(diagnostics))

    def _parse_version(self, version: Version) -> tuple[ast.CardText | None, list[Diagnostic]]:
        try:
            tree = self._lark.parse(version.text)
        except UnexpectedInput as exc:
            return None, [self._syntax_error(exc, version)]
        with self._lock:
            self._builder.version = version
            self._builder.diagnostics = []
            result = self._builder.transform(tree)
            return result, self._builder.diagnostics

    # -- syntax errors -------------------------------------------------------------------

    def _syntax_error(self, exc: UnexpectedInput, version: Version) -> Diagnostic:
        text = version.text

        def span(start: int, end: int) -> Span:
            end = max(end, start + 1)
            return Span(version.original(start), version.original(min(end, len(text)) - 1) + 1)

        expected = self._expected(exc)
        pos = getattr(exc, "pos_in_stream", None)
        if isinstance(exc, UnexpectedToken):
            pos = exc.token.start_pos if exc.token.type != "$END" else None
        if pos is not None:
            run = _RUN.match(text, pos)
            if run and run.end() < len(text) and text[run.end()] in "：&" and ("：" not in text[:pos].rsplit("。", 1)[-1]):
                return _unknown_timing(run.group(), span(pos, run.end()))
        if isinstance(exc, UnexpectedCharacters):
            pos = exc.pos_in_stream
            keyword = next((k for k in self._keywords if text.startswith(k, pos)), None)
            if keyword is not None:
                return error("E100", span(pos, pos + len(keyword)), f"此处不能出现「{keyword}」", expected)
            word = _word_at(text, pos, self._keywords)
            return error("E101", span(pos, pos + len(word)), f"无法识别的词语「{word}」", self._suggest(word, expected))
        if isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
            tok: Token = exc.token
            if tok.type in ("FREE_TEXT", "HEAD_TEXT"):
                return error(
                    "E101", span(tok.start_pos, tok.end_pos), f"无法识别的词语「{tok}」", self._suggest(str(tok), expected)
                )
            return error("E100", span(tok.start_pos, tok.end_pos), f"此处不应出现「{tok}」", expected)
        # The text ended too early.
        end = len(text.rstrip())
        return error("E102", span(max(0, end - 1), end), "效果在此意外结束，缺少后续内容", expected)

    def _expected(self, exc: UnexpectedInput) -> str | None:
        names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
        shown = sorted({self._display.get(n, n) for n in names if n in self._display})
        if not shown:
            return None
        more = "等" if len(shown) > 10 else ""
        return "此处应为：" + "、".join(shown[:10]) + more

    def _suggest(self, word: str, expected: str | None) -> str | None:
        close = difflib.get_close_matches(word, self._keywords, n=1, cutoff=0.5)
        if close:
            english = self.dialect.ENGLISH.get(close[0])
            return f"是否想写「{close[0]}」（{english}）？" if english else f"是否想写「{close[0]}」？"
        return expected


_RUN = re.compile(r"[^\s，。：；（）「」/&|]+")


def _unknown_timing(word: str, span: Span) -> Diagnostic:
    timings = list(TIMINGS)
    close = difflib.get_close_matches(word, timings, n=1, cutoff=0.0)
    hint = (f"是否想写「{close[0]}」？" if close else "") + "时机有：" + "、".join(timings)
    return error("E203", span, f"「{word}」不是时机", hint)


def _word_at(text: str, pos: int, keywords: tuple[str, ...]) -> str:
    """The unknown word at `pos`: up to the next break or the next keyword."""
    end = pos + 1
    while end < len(text) and not _WORD_BREAK.match(text[end]):
        if any(text.startswith(k, end) for k in keywords):
            break
        end += 1
    return text[pos:end]


def _check_brackets(text: str) -> list[Diagnostic]:
    stack: list[tuple[str, int]] = []
    errors: list[Diagnostic] = []
    for i, ch in enumerate(text):
        if ch in _OPENERS:
            stack.append((ch, i))
            if len(stack) > MAX_NESTING:
                return [error("E212", Span(i, i + 1), f"括号或引号嵌套超过{MAX_NESTING}层", "拆分成更简单的效果")]
        elif ch in _CLOSERS:
            if not stack or stack[-1][0] != _CLOSERS[ch]:
                errors.append(error("E103", Span(i, i + 1), f"多余的「{ch}」，前面没有对应的「{_CLOSERS[ch]}」", "删除它或补上左括号"))
                return errors
            stack.pop()
    for ch, i in stack:
        errors.append(error("E103", Span(i, i + 1), f"「{ch}」没有闭合", f"在合适的位置补上「{_OPENERS[ch]}」"))
    return errors
