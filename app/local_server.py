"""The app served from a subprocess on a free localhost port, for browser tests and screenshots."""

from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.cli import streamlit_command

__all__ = ["CHROMIUM_ARGS", "chromium_path", "free_port", "serve", "sign_in"]

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def chromium_path() -> Path:
    """The Debian ``chromium`` binary (``make system-deps`` installs it)."""
    return Path("/usr/bin/chromium")


def sign_in(page: Any, name: str, secret: str) -> None:
    """Fill the sign-in form of the page open in a Playwright ``page`` and send it; the caller
    waits for what its page shows next."""
    page.get_by_role("textbox", name="Name").fill(name)
    page.get_by_role("textbox", name="Login secret").fill(secret)
    page.get_by_role("button", name="Sign in").click()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(url: str, process: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the app exited with status {process.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"the app did not answer at {url} within {timeout:.0f} s")


@contextmanager
def serve(env: Mapping[str, str], workdir: Path, *, timeout: float = 90.0) -> Iterator[str]:
    """Run the app with ``env`` added to this environment; yield its URL; stop it after."""
    port = free_port()
    full_env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                "TOKENIZERS_PARALLELISM": "false", "OMP_NUM_THREADS": "1", **env}
    workdir.mkdir(parents=True, exist_ok=True)
    with (workdir / "app.log").open("wb") as log:
        process = subprocess.Popen(streamlit_command(port, "127.0.0.1"), env=full_env,
                                   stdout=log, stderr=subprocess.STDOUT, cwd=str(workdir))
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_healthy(url, process, timeout)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
