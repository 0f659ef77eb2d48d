"""A `zhdsl web` server on a free loopback port for the duration of a test module."""

from __future__ import annotations

import threading
import time

import pytest
import uvicorn

from zhdsl.web.app import create_app


@pytest.fixture(scope="module")
def web_url():
    config = uvicorn.Config(create_app(), host="127.0.0.1", port=0, log_level="warning", ws="websockets-sansio")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(600):  # at most 30 s for the server to listen
        if server.started:
            break
        time.sleep(0.05)
    assert server.started, "zhdsl web did not start"
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
