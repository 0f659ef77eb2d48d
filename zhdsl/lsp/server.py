"""The pygls wiring of `zhdsl lsp` (extra `zhdsl[lsp]`): diagnostics as the document changes, hover,
completion, formatting and quick fixes from the diagnostics' fixes. Every answer comes from
`zhdsl.lsp.analysis`; this module only converts positions and types."""

from __future__ import annotations

import re

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer

from zhdsl.lsp import analysis
from zhdsl.lsp.positions import code_point_offset, lsp_position

_SUGGESTION = re.compile(r"是否想写「([^」]+)」")
NAME = "zhdsl"
SOURCE = "zhdsl"


def _range(lines: list[str], d) -> T.Range:
    start = lsp_position(lines, d.line, d.column)
    end = lsp_position(lines, d.end_line, d.end_column)
    if end < start:
        end = start
    return T.Range(T.Position(*start), T.Position(*end))


def lsp_diagnostics(source: str, uri: str) -> list[T.Diagnostic]:
    lines = source.split("\n")
    out = []
    for d in analysis.diagnostics(source, uri):
        diag = d.diagnostic
        message = diag.message + (f"\n提示：{diag.hint}" if diag.hint else "")
        severity = T.DiagnosticSeverity.Error if diag.is_error else T.DiagnosticSeverity.Warning
        replacement = quick_fix(diag)
        data = {"replacement": replacement} if replacement is not None else None
        out.append(T.Diagnostic(range=_range(lines, d), message=message, severity=severity, code=diag.code,
                                source=SOURCE, data=data))
    return out


def quick_fix(diag) -> str | None:
    """What replaces the diagnostic's range to fix it: its own fix, or the word its hint suggests
    (「是否想写「回合结束」？」)."""
    if diag.fix is not None and tuple(diag.fix.span) == tuple(diag.span):
        return diag.fix.replacement
    m = _SUGGESTION.match(diag.hint or "")
    return m.group(1) if m else None


def _cursor(source: str, position: T.Position) -> tuple[int, int]:
    """zhdsl's 1-based line and code-point column of an LSP position."""
    lines = source.split("\n")
    text = lines[position.line] if position.line < len(lines) else ""
    return position.line + 1, code_point_offset(text, position.character) + 1


def make_server() -> LanguageServer:
    server = LanguageServer(NAME, "1")

    def publish(uri: str) -> None:
        doc = server.workspace.get_text_document(uri)
        server.text_document_publish_diagnostics(
            T.PublishDiagnosticsParams(uri=uri, version=doc.version, diagnostics=lsp_diagnostics(doc.source, uri)))

    @server.feature(T.TEXT_DOCUMENT_DID_OPEN)
    def did_open(params: T.DidOpenTextDocumentParams) -> None:
        publish(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(params: T.DidChangeTextDocumentParams) -> None:
        publish(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: T.DidCloseTextDocumentParams) -> None:
        server.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))

    @server.feature(T.TEXT_DOCUMENT_HOVER)
    def hover(params: T.HoverParams) -> T.Hover | None:
        doc = server.workspace.get_text_document(params.text_document.uri)
        line, column = _cursor(doc.source, params.position)
        text = analysis.hover(doc.source, doc.uri, line, column)
        if text is None:
            return None
        return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=text))

    @server.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=["：", "&", "，", "「"]))
    def completion(params: T.CompletionParams) -> T.CompletionList:
        doc = server.workspace.get_text_document(params.text_document.uri)
        line, column = _cursor(doc.source, params.position)
        items = [
            T.CompletionItem(label=c.label, detail=c.detail,
                             kind=T.CompletionItemKind.Keyword if c.kind == "keyword" else T.CompletionItemKind.Value)
            for c in analysis.completions(doc.source, doc.uri, line, column)
        ]
        return T.CompletionList(is_incomplete=False, items=items)

    @server.feature(T.TEXT_DOCUMENT_FORMATTING)
    def formatting(params: T.DocumentFormattingParams) -> list[T.TextEdit]:
        doc = server.workspace.get_text_document(params.text_document.uri)
        new = analysis.formatted(doc.source, doc.uri)
        if new == doc.source:
            return []
        lines = doc.source.split("\n")
        end = T.Position(len(lines) - 1, lsp_position(lines, len(lines), len(lines[-1]) + 1)[1])
        return [T.TextEdit(range=T.Range(T.Position(0, 0), end), new_text=new)]

    @server.feature(T.TEXT_DOCUMENT_CODE_ACTION, T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
    def code_action(params: T.CodeActionParams) -> list[T.CodeAction]:
        out = []
        for d in params.context.diagnostics:
            if d.source == SOURCE and isinstance(d.data, dict) and isinstance(d.data.get("replacement"), str):
                edit = T.TextEdit(range=d.range, new_text=d.data["replacement"])
                out.append(T.CodeAction(title=f"改为「{d.data['replacement']}」", kind=T.CodeActionKind.QuickFix,
                                        diagnostics=[d], edit=T.WorkspaceEdit(changes={params.text_document.uri: [edit]})))
        return out

    return server


def main() -> None:
    make_server().start_io()
