"""`zhdsl lsp` end to end: a client speaks LSP to the server over stdio, as an editor does."""

from __future__ import annotations

import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CARDSET = """["卡组"]
"名称" = "测试"

[["通用牌"]]
"类别" = "行动"
"名称" = "丰年"
"点数" = 2
"精力" = "1绿"
"效果" = "{text}"
"数量" = 2
"""


# One server for the module, as an editor keeps one for its session: starting `zhdsl lsp` (Python, zhdsl's
# imports, the games' parsers) cost 1.4 s of CPU per test. Each test opens its own documents and waits for
# every diagnostics notification its edits cause, so none is left pending for the next test.
@pytest_lsp.fixture(scope="module",
                    config=ClientServerConfig(server_command=[sys.executable, "-c", "from zhdsl.cli import main; main()", "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


async def _open(client: LanguageClient, uri: str, text: str, language: str = "toml") -> list[T.Diagnostic]:
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, language, 1, text)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


@pytest.mark.asyncio(loop_scope="module")
async def test_diagnostics_as_you_type_with_exact_ranges(client: LanguageClient):
    uri = "file:///tmp/designer/mine.toml"
    [d] = await _open(client, uri, CARDSET.format(text="回合中：抽1张牌。"))
    assert d.code == "E203" and d.severity == T.DiagnosticSeverity.Error
    assert d.range == T.Range(T.Position(8, 8), T.Position(8, 11))
    assert d.message.startswith("「回合中」不是时机") and "提示：是否想写「回合结束」" in d.message

    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(2, uri),
        [T.TextDocumentContentChangeWholeDocument(CARDSET.format(text="回合结束：抽1张牌。"))]))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio(loop_scope="module")
async def test_ranges_count_utf16_units_in_card_text_files(client: LanguageClient):
    uri = "file:///tmp/designer/cards.txt"
    [d] = await _open(client, uri, "# 我的牌\n抽1张牌😀，回合中\n", "plaintext")
    assert d.code == "E101"
    assert d.range == T.Range(T.Position(1, 4), T.Position(1, 6))  # 😀 is two UTF-16 units


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_completion_formatting_and_quick_fix(client: LanguageClient):
    uri = "file:///tmp/designer/more-cards.txt"
    [d] = await _open(client, uri, "令目标角色生产|折损1|2财富\n回合中：抽1张牌\n", "plaintext")

    hover = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), T.Position(0, 5)))
    assert "**生产**" in hover.contents.value and "- 令目标角色折损2财富" in hover.contents.value

    done = await client.text_document_completion_async(T.CompletionParams(T.TextDocumentIdentifier(uri), T.Position(1, 4)))
    labels = {item.label for item in done.items}
    assert {"抽", "生产"} <= labels

    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), d.range, T.CodeActionContext([d])))
    [fix] = actions
    assert list(fix.edit.changes[uri]) == [T.TextEdit(d.range, "回合结束")]

    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(2, uri), [T.TextDocumentContentChangeWholeDocument("抽1张牌,生产1财富\n")]))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(
        T.TextDocumentIdentifier(uri), T.FormattingOptions(4, True)))
    assert [e.new_text for e in edits] == ["抽1张牌，生产1财富\n"]
