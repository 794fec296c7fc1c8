"""Corpora a server may show: only those found under the configured corpus roots.

The app never opens a path a visitor typed.  It lists the corpora under
``Settings.corpus_roots`` (a ParaAMR-format file, or a directory written by
``paraamr corpus build``), shows them by name (the root's own name, then the
path inside it) and opens one only after checking, symlinks resolved, that it
still lies inside its root.  Refusals name nothing but what the user picked,
and read the same whether a file is missing or outside every root, so they
reveal neither server paths nor which files exist.

>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp()) / "corpora"
>>> (root / "run1").mkdir(parents=True)
>>> _ = (root / "run1" / "manifest.json").write_text("{}")
>>> _ = (root / "small.jsonl").write_text("")
>>> _ = (root / "notes.txt").write_text("")
>>> roots = CorpusRoots([root])
>>> roots.names()
['corpora/run1', 'corpora/small.jsonl']
>>> roots.resolve("corpora/small.jsonl") == (root / "small.jsonl").resolve()
True
>>> roots.resolve("corpora/../../etc/passwd")
Traceback (most recent call last):
pipeline.errors.CorpusError: no corpus named 'corpora/../../etc/passwd' under the configured corpus roots
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from pipeline.corpus.manifest import MANIFEST_NAME
from pipeline.errors import CorpusError

__all__ = ["CORPUS_SUFFIXES", "CorpusRoots"]

# A ParaAMR-format file (one JSON object a line); ParaAMR's own releases end in .json.
CORPUS_SUFFIXES = (".jsonl", ".json")
# Deep enough for ROOT/project/run/corpus; a walk never follows a symlinked directory.
_MAX_DEPTH = 4


class CorpusRoots:
    """The corpus roots of a server, each shown under its own name.

    Two roots with the same name are told apart by a number (``corpora~2``).
    """

    def __init__(self, roots: Sequence[Path]) -> None:
        self._roots: dict[str, Path] = {}
        for root in roots:
            base = Path(root).expanduser().name or "root"
            name, n = base, 1
            while name in self._roots:
                n += 1
                name = f"{base}~{n}"
            self._roots[name] = Path(root).expanduser()

    def names(self) -> list[str]:
        """Every corpus under the roots, as ``root name/path inside it``, sorted."""
        found: list[str] = []
        for name, root in self._roots.items():
            real_root = _real(root)
            if real_root is None or not real_root.is_dir():
                continue
            found.extend(f"{name}/{inner}" for inner in _corpora(real_root))
        return sorted(found)

    def resolve(self, name: str) -> Path:
        """The real path of the corpus listed as ``name``; :class:`CorpusError` when it is
        not one (missing, outside its root once symlinks are resolved, not a corpus)."""
        root_name, _, inner = name.partition("/")
        root = self._roots.get(root_name)
        real_root = _real(root) if root is not None and inner else None
        target = _real(real_root / inner) if real_root is not None else None
        if (target is None or real_root is None or target == real_root
                or not target.is_relative_to(real_root) or not _is_corpus(target)):
            raise CorpusError(f"no corpus named {name!r} under the configured corpus roots")
        return target

    def public_message(self, message: str) -> str:
        """``message`` with each root's server path replaced by the root's name."""
        for name, root in self._roots.items():
            for path in {str(_real(root) or root), str(root)}:
                message = message.replace(path, name)
        return message


def _real(path: Path) -> Path | None:
    try:
        return path.resolve(strict=True)
    except (OSError, RuntimeError):  # missing, unreadable, a symlink loop
        return None


def _is_corpus(path: Path) -> bool:
    if path.is_dir():
        return (path / MANIFEST_NAME).is_file()
    return path.is_file() and path.suffix.lower() in CORPUS_SUFFIXES


def _corpora(real_root: Path) -> Iterator[str]:
    """Paths (relative, POSIX) of the corpora under ``real_root``; hidden entries and
    anything whose real path leaves the root are skipped."""
    for here, dirs, files in os.walk(real_root):
        folder = Path(here)
        depth = len(folder.relative_to(real_root).parts)
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and depth < _MAX_DEPTH)
        for entry in [*dirs, *files]:
            if entry.startswith("."):
                continue
            real = _real(folder / entry)
            if real is None or not real.is_relative_to(real_root) or not _is_corpus(real):
                continue
            yield (folder / entry).relative_to(real_root).as_posix()
        # A corpus directory's shards are its own business, not corpora to list.
        dirs[:] = [d for d in dirs if not _is_corpus(folder / d)]
