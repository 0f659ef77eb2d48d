"""The stdio transport of `zhdsl serve`: one JSON-RPC message per line in, one answer per line out.

Lines are read as bytes with a cap (a longer line is answered with a parse error and skipped to
its end), decoded as UTF-8 and handed to `Server.handle_text`; answers are written as UTF-8 JSON
lines and flushed at once. End of input ends the server.
"""

from __future__ import annotations

from typing import BinaryIO

from zhdsl import safeio
from zhdsl.protocol import errors as E
from zhdsl.protocol.errors import RpcError
from zhdsl.protocol.server import MAX_REQUEST, Server, _dump, _error

CHUNK = 1 << 16


def _skip_line(stream: BinaryIO) -> None:
    """Read and drop the rest of an over-long line."""
    while True:
        chunk = stream.readline(CHUNK)
        if not chunk or chunk.endswith(b"\n"):
            return


def serve(server: Server, stdin: BinaryIO, stdout: BinaryIO) -> None:
    def send(text: str) -> None:
        stdout.write(text.encode("utf-8") + b"\n")
        stdout.flush()

    try:
        while True:
            line = stdin.readline(MAX_REQUEST + 1)
            if not line:
                return
            if len(line) > MAX_REQUEST and not line.endswith(b"\n"):
                _skip_line(stdin)
                send(_dump(_error(None, RpcError(E.PARSE_ERROR, f"请求过大：一行最多 {safeio.size_text(MAX_REQUEST)}"))))
                continue
            try:
                text = safeio.decode(line)
            except safeio.InputError as exc:
                send(_dump(_error(None, RpcError(E.PARSE_ERROR, f"请求不是有效的 UTF-8：{exc.message}"))))
                continue
            if not text.strip():
                continue
            answer = server.handle_text(text)
            if answer is not None:
                send(answer)
    finally:
        server.shutdown()
