"""`zhdsl web` from the command line: a port already in use is a Chinese error, not a traceback."""

from __future__ import annotations

import socket

from click.testing import CliRunner

from zhdsl.cli import main


def test_a_port_in_use_is_a_clear_error():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["web", "--no-browser", "--port", str(port)])
    assert result.exit_code == 1
    assert f"无法在 127.0.0.1:{port} 上监听" in result.output
    assert "Traceback" not in result.output
