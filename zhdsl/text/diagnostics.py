"""Diagnostics: every problem with card text is one of these, never an exception."""

from __future__ import annotations

from enum import Enum

import attrs

from zhdsl.text.source import Origin, Span, excerpt, position


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"


@attrs.frozen
class Fix:
    """Replace `span` of the original text with `replacement`."""

    span: Span
    replacement: str


@attrs.frozen
class Diagnostic:
    code: str
    severity: Severity
    span: Span
    message: str
    hint: str | None = None
    fix: Fix | None = None

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR


def error(code: str, span: Span, message: str, hint: str | None = None) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, span, message, hint)


def warning(code: str, span: Span, message: str, hint: str | None = None, fix: Fix | None = None) -> Diagnostic:
    return Diagnostic(code, Severity.WARNING, span, message, hint, fix)


@attrs.frozen
class Located:
    """A diagnostic placed in a file: what `zhdsl check` prints."""

    diagnostic: Diagnostic
    file: str
    line: int
    column: int
    end_line: int
    end_column: int
    excerpt: str | None = None

    def to_json(self) -> dict:
        d = self.diagnostic
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "severity": d.severity.value,
            "code": d.code,
            "message": d.message,
            "hint": d.hint,
        }

    def render(self) -> str:
        d = self.diagnostic
        label = "错误" if d.is_error else "警告"
        out = f"{self.file}:{self.line}:{self.column}: {label}[{d.code}] {d.message}"
        if self.excerpt:
            out += "\n" + "\n".join("    " + ln for ln in self.excerpt.split("\n"))
        if d.hint:
            out += f"\n    提示：{d.hint}"
        return out


def locate(diagnostic: Diagnostic, text: str, origin: Origin = Origin()) -> Located:
    start = position(text, diagnostic.span.start, origin)
    end = position(text, diagnostic.span.end, origin)
    return Located(
        diagnostic,
        origin.file,
        start.line,
        start.column,
        end.line,
        end.column,
        excerpt(text, diagnostic.span) if text else None,
    )
