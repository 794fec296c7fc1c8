"""pipeline.corpus has no import circle: each module imports alone, and no import path comes back.

Imports inside functions count too: a lazy import only moves a circle from import
time to the first call (issue 14: build <-> runners, focus_policy -> corpus bench).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CORPUS_MODULES = sorted(p.stem for p in (REPO / "pipeline" / "corpus").glob("*.py") if p.stem != "__init__")


def module_files(root: Path, package: str) -> dict[str, Path]:
    """Dotted module name -> file, for every module of ``package`` under ``root``."""
    files = {}
    for path in (root / package.replace(".", "/")).rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return files


def imported_modules(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that ``path`` imports anywhere in its body (lazily too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {module for module in found if module in known and module != name}


def import_cycles(known: dict[str, Path]) -> list[list[str]]:
    """Every import circle among ``known``, each once, as the modules along it."""
    edges = {name: sorted(imported_modules(name, path, known)) for name, path in known.items()}
    cycles: list[list[str]] = []
    seen: set[frozenset[str]] = set()

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in edges[node]:
            if nxt == start and frozenset(path) not in seen:
                seen.add(frozenset(path))
                cycles.append([*path, start])
            elif nxt not in path and nxt > start:  # each circle found from its smallest module
                walk(start, nxt, [*path, nxt])

    for start in sorted(edges):
        walk(start, start, [start])
    return cycles


def test_the_cycle_finder_sees_a_lazy_circle(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import run\n")
    (package / "b.py").write_text("def run():\n    from . import c\n")
    (package / "c.py").write_text("import os\n\ndef later():\n    from pkg.a import run\n")
    (package / "d.py").write_text("from pkg import a\n")
    assert import_cycles(module_files(tmp_path, "pkg")) == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"]]


def test_no_import_circle_passes_through_pipeline_corpus() -> None:
    cycles = import_cycles(module_files(REPO, "pipeline"))
    assert [c for c in cycles if any(m.startswith("pipeline.corpus") for m in c)] == []


@pytest.mark.parametrize("module", CORPUS_MODULES)
def test_each_corpus_module_imports_alone(module: str) -> None:
    done = subprocess.run([sys.executable, "-c", f"import pipeline.corpus.{module}"], cwd=REPO,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
