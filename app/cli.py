"""``paraamr app [--port P]``: start the Streamlit app with this command's settings."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pipeline.settings import Settings

__all__ = ["MAIN", "register", "streamlit_command"]

MAIN = Path(__file__).resolve().parent / "main.py"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("app", help="start the Streamlit app (explore, annotate, review)")
    p.add_argument("--port", type=int, default=8501, help="port to listen on (default 8501)")
    p.add_argument("--address", default="localhost",
                   help="address to listen on (default localhost; 0.0.0.0 to serve a network)")
    p.add_argument("--engine", choices=["auto", "builtin", "amrlib"],
                   help="engine the Explore page starts with; default from settings")
    p.set_defaults(handler=cmd_app)


def streamlit_command(port: int, address: str = "localhost") -> list[str]:
    """The command line that serves the app headless, without usage statistics."""
    return [
        sys.executable, "-m", "streamlit", "run", str(MAIN),
        "--server.port", str(port),
        "--server.address", address,
        "--server.headless", "true",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
        "--global.developmentMode", "false",
        "--client.toolbarMode", "minimal",
    ]


def child_environment(settings: Settings) -> dict[str, str]:
    """The environment of the app process: the resolved settings as ``PARAAMR_*`` variables."""
    env = dict(os.environ)
    env["PARAAMR_DB"] = settings.resolved_db_url()
    env["PARAAMR_DATA_DIR"] = str(settings.data_dir)
    env["PARAAMR_MODELS_DIR"] = str(settings.resolved_models_dir())
    env["PARAAMR_ENGINE"] = settings.engine
    env.setdefault("HF_HUB_OFFLINE", "1")
    env.setdefault("TRANSFORMERS_OFFLINE", "1")
    env.setdefault("TOKENIZERS_PARALLELISM", "false")
    return env


def cmd_app(args: argparse.Namespace, settings: Settings) -> int:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    print(f"paraamr: serving the app on http://{args.address}:{args.port} "
          f"(database {settings.resolved_db_url()})", file=sys.stderr)
    command = streamlit_command(args.port, args.address)
    sys.stdout.flush()
    sys.stderr.flush()
    # Become the server (no child left running when this process is stopped).
    os.execve(command[0], command, child_environment(settings))
    return 0  # pragma: no cover - execve does not return
