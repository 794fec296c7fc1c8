"""Corpus roots: what the app may list and open, and what it refuses without telling why."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.corpus.roots import CorpusRoots
from pipeline.errors import CorpusError


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    """tmp/corpora (the root) with corpora, decoys and links; tmp/private outside it."""
    root = tmp_path / "corpora"
    (root / "runs" / "big").mkdir(parents=True)
    (root / "runs" / "big" / "manifest.json").write_text("{}")
    (root / "runs" / "big" / "shard-00000.jsonl").write_text("")  # part of "big", not a corpus
    (root / "small.jsonl").write_text('{"text": "a"}\n')
    (root / "ParaAMR_small.json").write_text("")
    (root / "notes.txt").write_text("")
    (root / "half-built").mkdir()  # a directory without a manifest
    (root / ".hidden.jsonl").write_text("")
    private = tmp_path / "private"
    private.mkdir()
    (private / "secret.jsonl").write_text('{"text": "secret"}\n')
    (private / "manifest.json").write_text("{}")
    (root / "leak.jsonl").symlink_to(private / "secret.jsonl")
    (root / "leakdir").symlink_to(private, target_is_directory=True)
    (root / "alias.jsonl").symlink_to(root / "small.jsonl")  # a link that stays inside
    return tmp_path


def test_lists_only_corpora_inside_the_root(tree: Path) -> None:
    assert CorpusRoots([tree / "corpora"]).names() == [
        "corpora/ParaAMR_small.json", "corpora/alias.jsonl", "corpora/runs/big",
        "corpora/small.jsonl"]


@pytest.mark.parametrize("name", [
    "corpora/leak.jsonl",                 # a symlink to a file outside
    "corpora/leakdir",                    # a symlink to a directory outside
    "corpora/leakdir/secret.jsonl",
    "corpora/../private/secret.jsonl",    # climbing out
    "corpora/runs/../../private/secret.jsonl",
    "corpora//etc/passwd",                # an absolute path inside the name
    "corpora/",                           # the root itself
    "corpora/missing.jsonl",
    "corpora/notes.txt",                  # inside, but not a corpus
    "corpora/half-built",
    "private/secret.jsonl",               # not a root
    str(Path("/etc/passwd")),
    "",
])
def test_refuses_anything_else_with_one_message(tree: Path, name: str) -> None:
    with pytest.raises(CorpusError) as refused:
        CorpusRoots([tree / "corpora"]).resolve(name)
    assert str(refused.value) == (
        f"no corpus named {name!r} under the configured corpus roots")
    assert str(tree) not in str(refused.value)


def test_resolves_links_that_stay_inside(tree: Path) -> None:
    roots = CorpusRoots([tree / "corpora"])
    assert roots.resolve("corpora/alias.jsonl") == (tree / "corpora" / "small.jsonl").resolve()
    assert roots.resolve("corpora/runs/big") == (tree / "corpora" / "runs" / "big").resolve()


def test_a_root_that_is_a_symlink_is_followed_once(tree: Path) -> None:
    link = tree / "linked-root"
    link.symlink_to(tree / "corpora", target_is_directory=True)
    roots = CorpusRoots([link])
    assert "linked-root/small.jsonl" in roots.names()
    assert roots.resolve("linked-root/small.jsonl") == (tree / "corpora" / "small.jsonl").resolve()
    assert roots.public_message(f"{(tree / 'corpora').resolve()}/small.jsonl: line 1") == (
        "linked-root/small.jsonl: line 1")


def test_two_roots_with_one_name_and_a_missing_root(tree: Path) -> None:
    other = tree / "elsewhere" / "corpora"
    other.mkdir(parents=True)
    (other / "x.jsonl").write_text("")
    roots = CorpusRoots([tree / "corpora", other, tree / "nowhere"])
    assert "corpora~2/x.jsonl" in roots.names()
    assert roots.resolve("corpora~2/x.jsonl") == (other / "x.jsonl").resolve()
    with pytest.raises(CorpusError):
        roots.resolve("corpora/x.jsonl")  # each name is looked up in its own root only
    with pytest.raises(CorpusError):
        roots.resolve("nowhere/x.jsonl")


def test_public_message_names_roots_not_server_paths(tree: Path) -> None:
    roots = CorpusRoots([tree / "corpora"])
    message = roots.public_message(f"{tree / 'corpora' / 'runs' / 'big'}: shard 0 is corrupt")
    assert message == "corpora/runs/big: shard 0 is corrupt"
