"""``threeup serve`` in a child process, for load tests, restart tests and scripts.

>>> port = free_port()
>>> 1024 <= port <= 65535
True
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def answers(port: int) -> bool:
    """True when a threeup server on ``port`` answers its health check."""
    url = f"http://127.0.0.1:{port}/api/health"
    with (
        contextlib.suppress(OSError, urllib.error.URLError),
        urllib.request.urlopen(url, timeout=1) as reply,
    ):
        return bool(reply.status == 200)
    return False


def start_server(
    port: int, database: str, *options: str, timeout: float = 30.0
) -> subprocess.Popen[bytes]:
    """Start ``threeup serve`` on 127.0.0.1:``port`` and wait until it answers.

    ``options`` are more ``threeup serve`` options, e.g. ``"--http-rate", "0"``.

    Raises ``RuntimeError`` with the server's error output if it does not come up.
    """
    command = [
        sys.executable,
        "-c",
        "from threeup.cli import main; main()",
        "serve",
        "--port",
        str(port),
        "--database",
        database,
        *options,
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + timeout
    while not answers(port):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            _out, err = process.communicate(timeout=10)
            raise RuntimeError(f"the server did not start: {err.decode(errors='replace')}")
        time.sleep(0.1)
    return process
