"""The workbench's server: the page and its assets (shipped in the package, no CDN), the bundled card
sets of each game as text (the page sends them back inline, so the protocol server never reads a
path), and `/rpc`, a WebSocket over which each text message is one JSON-RPC message for
`zhdsl.protocol.server.Server.handle_text` (docs/protocol.md).

Each connection has its own `Server(allow_files=False)`: games and card sets live as long as the page.
A WebSocket from another origin (a web page the designer happens to visit) is refused, so only the
workbench page talks to it."""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.protocol import errors as E
from zhdsl.protocol.errors import RpcError
from zhdsl.protocol.server import MAX_REQUEST, Server, _dump, _error

STATIC = Path(__file__).parent / "static"
FOREIGN_ORIGIN = 4403  # WebSocket close code: the page is not ours


def _same_origin(ws: WebSocket) -> bool:
    origin = ws.headers.get("origin")
    if origin is None:  # not a browser (a test client, a script on this machine)
        return True
    host = ws.headers.get("host", "")
    return origin in (f"http://{host}", f"https://{host}")


async def _index(request: Request) -> FileResponse:
    return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")


async def _bundled(request: Request) -> JSONResponse:
    """The bundled card sets of a game as text: `{"game", "cardsets": [{"name", "toml"}]}`."""
    name = request.path_params["game"]
    try:
        dialect = registry.get(name)
        paths = dialect.game().bundled_cardsets()
    except DialectError as exc:
        return JSONResponse({"error": str(exc)}, status_code=404)
    out = []
    for path in paths:
        try:
            out.append({"name": Path(path).name, "toml": safeio.read_text(path, safeio.CARDSET_LIMIT)})
        except safeio.InputError as exc:
            return JSONResponse({"error": f"无法读取自带卡组 {Path(path).name}：{exc.message}"}, status_code=500)
    return JSONResponse({"game": dialect.name, "cardsets": out})


def _refusal(message: str) -> str:
    return _dump(_error(None, RpcError(E.PARSE_ERROR, message)))


async def _rpc(ws: WebSocket) -> None:
    if not _same_origin(ws):
        await ws.close(code=FOREIGN_ORIGIN)
        return
    await ws.accept()
    server = Server(allow_files=False)
    try:
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                return
            text = message.get("text")
            if text is None:
                answer = _refusal("只接受文本消息：每条消息是一个 UTF-8 的 JSON-RPC 请求")
            elif len(text) > MAX_REQUEST:
                answer = _refusal(f"请求过大：一条消息最多 {safeio.size_text(MAX_REQUEST)}")
            else:
                answer = await run_in_threadpool(server.handle_text, text)
            if answer is not None:
                await ws.send_text(answer)
    finally:
        server.shutdown()


def create_app() -> Starlette:
    return Starlette(routes=[
        Route("/", _index),
        Route("/cardsets/{game}", _bundled),
        WebSocketRoute("/rpc", _rpc),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ])


def run(host: str, port: int, open_browser: bool) -> None:
    """Serve the workbench until interrupted; open it in the browser once it listens."""
    import threading
    import webbrowser

    import uvicorn

    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))  # bound here, so a port in use is the caller's OSError, said in Chinese
    except OSError:
        sock.close()
        raise
    port = sock.getsockname()[1]
    url = f"http://{host if ':' not in host else f'[{host}]'}:{port}/"
    config = uvicorn.Config(create_app(), log_level="warning", ws="websockets-sansio")
    server = uvicorn.Server(config)
    if open_browser:
        def opener():
            import time

            while not server.started and not server.should_exit:
                time.sleep(0.05)
            if server.started:
                webbrowser.open(url)
        threading.Thread(target=opener, daemon=True).start()
    print(f"zhdsl web：{url}（Ctrl+C 结束）", flush=True)
    server.run(sockets=[sock])
