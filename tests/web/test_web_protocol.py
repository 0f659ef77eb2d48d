"""The workbench's transport: the page, its assets and the bundled sets over HTTP; zhdsl serve's
protocol over the WebSocket, where bad input is a Chinese error and changes nothing."""

from __future__ import annotations

import json
import urllib.request

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect


def _get(url: str) -> tuple[int, str, str]:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return answer.status, answer.headers.get("content-type", ""), answer.read().decode("utf-8")


def _call(ws, method: str, rid: int = 1, **params) -> dict:
    ws.send(json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}, ensure_ascii=False))
    return json.loads(ws.recv(timeout=60))


def test_the_page_and_its_assets_come_from_the_package(web_url):
    status, kind, page = _get(web_url + "/")
    assert status == 200 and kind.startswith("text/html") and "设计者工作台" in page
    assert "http" not in page.replace(web_url, "")  # no CDN: every asset is the package's own
    for asset in ("app.js", "style.css"):
        status, _kind, text = _get(f"{web_url}/static/{asset}")
        assert status == 200 and text


def test_the_bundled_sets_are_served_as_text(web_url):
    status, _kind, text = _get(web_url + "/cardsets/zongheng")
    sets = json.loads(text)
    assert sets["game"] == "zongheng"
    assert {"base.toml", "lords.toml"} <= {s["name"] for s in sets["cardsets"]}
    with pytest.raises(urllib.error.HTTPError) as refused:
        _get(web_url + "/cardsets/nosuchgame")
    assert refused.value.code == 404 and "nosuchgame" in json.loads(refused.value.read().decode("utf-8"))["error"]


def test_a_malformed_message_is_a_located_chinese_error(web_url):
    with connect(web_url.replace("http", "ws") + "/rpc") as ws:
        ws.send('{"jsonrpc": "2.0", "id": 1,')
        answer = json.loads(ws.recv(timeout=30))
        assert answer["error"]["code"] == -32700 and "第1行" in answer["error"]["message"]
        ws.send(b"\x00\x01")
        answer = json.loads(ws.recv(timeout=30))
        assert answer["error"]["code"] == -32700 and "只接受文本消息" in answer["error"]["message"]
        assert "Traceback" not in json.dumps(answer, ensure_ascii=False)
        assert _call(ws, "server_info")["result"]["protocol"] == 1  # the connection goes on


def test_an_illegal_action_changes_nothing(web_url):
    with connect(web_url.replace("http", "ws") + "/rpc") as ws:
        handle = _call(ws, "new_game", seed=3)["result"]["handle"]
        before = _call(ws, "observe", handle=handle, viewer=0)["result"]
        refused = _call(ws, "apply_action", handle=handle, action=999)
        assert refused["error"]["data"]["kind"] == "illegal_action" and refused["error"]["data"]["step"] == 0
        assert any("\u4e00" <= ch <= "\u9fff" for ch in refused["error"]["message"])
        stale = _call(ws, "apply_action", handle=handle, action=0, step=7)
        assert stale["error"]["data"]["kind"] == "stale_step"
        assert _call(ws, "observe", handle=handle, viewer=0)["result"] == before


def test_the_server_reads_no_file_by_path(web_url):
    with connect(web_url.replace("http", "ws") + "/rpc") as ws:
        answer = _call(ws, "load_cardset", path="/etc/passwd")
        assert answer["error"]["data"]["param"] == "path" and "不读取文件" in answer["error"]["message"]


def test_a_websocket_from_another_site_is_refused(web_url):
    with pytest.raises(InvalidStatus):
        with connect(web_url.replace("http", "ws") + "/rpc", origin="http://evil.example"):
            pass
