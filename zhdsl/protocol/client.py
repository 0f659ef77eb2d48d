"""A Python client of `zhdsl serve`, for tests, notebooks and bots in other processes.

    with Client() as zh:                              # starts `python -m zhdsl.cli serve`
        game = zh.new_game(mode="决斗", seed=7)         # a RemoteGame
        while not game.result()["terminal"]:
            game.apply(random.choice(game.legal_actions()["actions"]))
        print(game.result())

`Client.in_process()` talks to a `Server` in this process instead (no subprocess). Errors come back
as `RpcError` (code, Chinese message, data), exactly as the protocol sends them.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections.abc import Sequence

from zhdsl.protocol.errors import RpcError


class Client:
    def __init__(self, command: Sequence[str] | None = None, env: dict | None = None, cwd=None) -> None:
        """Start `command` (default: this Python running `zhdsl serve`) and speak JSON lines with it."""
        self._ids = itertools.count(1)
        self._server = None
        self._proc = subprocess.Popen(
            list(command or [sys.executable, "-m", "zhdsl.cli", "serve"]),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=cwd,
        )

    @classmethod
    def in_process(cls, server=None) -> Client:
        """A client of a `Server` in this process (`zhdsl.protocol.server.Server()` by default)."""
        from zhdsl.protocol.server import Server

        client = cls.__new__(cls)
        client._ids = itertools.count(1)
        client._proc = None
        client._server = server or Server()
        return client

    # -- the protocol ----------------------------------------------------------------------------

    def send(self, message) -> object | None:
        """Send one request or batch (parsed JSON); the parsed answer, or None for notifications."""
        text = json.dumps(message, ensure_ascii=False)
        if self._server is not None:
            answer = self._server.handle_text(text)
            return None if answer is None else json.loads(answer)
        assert self._proc is not None and self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(text.encode("utf-8") + b"\n")
        self._proc.stdin.flush()
        if isinstance(message, dict) and "id" not in message:
            return None
        line = self._proc.stdout.readline()
        if not line:
            raise ConnectionError("zhdsl serve 已退出")
        return json.loads(line)

    def call(self, method: str, **params):
        """Call a method with named parameters; its result, or RpcError."""
        answer = self.send({"jsonrpc": "2.0", "id": next(self._ids), "method": method, "params": params})
        if "error" in answer:
            e = answer["error"]
            data = dict(e.get("data") or {})
            data.pop("kind", None)
            raise RpcError(e["code"], e["message"], **data)
        return answer["result"]

    def notify(self, method: str, **params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    # -- conveniences ------------------------------------------------------------------------------------

    def new_game(self, **spec) -> RemoteGame:
        """A new game (`game`, `mode`, `players`, `seed`, `cardsets`, `lords_dealt`)."""
        opened = self.call("new_game", **spec)
        return RemoteGame(self, opened["handle"], opened["info"])

    def load(self, save: dict) -> RemoteGame:
        opened = self.call("load", save=save)
        return RemoteGame(self, opened["handle"], opened["info"])

    def close(self) -> None:
        """End the server (closing its input ends it) and wait for it."""
        if self._proc is not None:
            if self._proc.stdin is not None and not self._proc.stdin.closed:
                self._proc.stdin.close()
            try:
                self._proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            if self._proc.stdout is not None:
                self._proc.stdout.close()
            self._returncode = self._proc.returncode
            self._proc = None
        elif self._server is not None:
            self._server.shutdown()

    @property
    def returncode(self) -> int | None:
        """The server's exit status once it has ended (None while it runs, or in process)."""
        return self._proc.returncode if self._proc is not None else getattr(self, "_returncode", None)

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class RemoteGame:
    """A game open in the server, by its handle."""

    def __init__(self, client: Client, handle: str, info: dict) -> None:
        self.client = client
        self.handle = handle
        self.info = info
        self.seen = 0  # events read so far (the cursor of `news`)

    def observe(self, viewer: int | None = None) -> dict:
        return self.client.call("observe", handle=self.handle, viewer=viewer)

    def legal_actions(self, seat: int | None = None) -> dict:
        return self.client.call("legal_actions", handle=self.handle, **({} if seat is None else {"seat": seat}))

    def apply(self, action: int, **extra) -> dict:
        return self.client.call("apply_action", handle=self.handle, action=action, **extra)

    def events(self, since: int = 0, viewer: int | None = None, limit: int = 1000) -> dict:
        return self.client.call("events", handle=self.handle, since=since, viewer=viewer, limit=limit)

    def news(self, viewer: int | None = None) -> list[dict]:
        """The events since the last call."""
        got = self.events(self.seen, viewer, 10_000)
        self.seen = got["next"]
        return got["events"]

    def result(self) -> dict:
        return self.client.call("result", handle=self.handle)

    def clone(self) -> RemoteGame:
        opened = self.client.call("clone", handle=self.handle)
        return RemoteGame(self.client, opened["handle"], opened["info"])

    def save(self) -> dict:
        return self.client.call("save", handle=self.handle)["save"]

    def close(self) -> None:
        self.client.call("close", handle=self.handle)
