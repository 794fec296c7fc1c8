"""Corpus inputs: plain text, JSONL with a ``text`` field, ParaNMT/ParaBank TSV.

Every input line gets its 1-based line number, which is how the manifest names
the part of the input a shard covers.  Blank lines and repeats of an earlier
sentence are skipped and counted; a JSONL line without a usable ``text`` is
skipped and reported (it goes to the error file of its shard), never fatal.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "in.tsv"
>>> _ = path.write_text("Dogs bark.\\tDogs are barking.\\n\\nDogs bark.\\tx\\nCats sleep.\\t0.9\\n")
>>> scan = scan_input(path)
>>> scan.format, scan.lines
('tsv', 4)
>>> [(item.line, item.text) for item in iter_sentences(path, scan.format) if item.reason is None]
[(1, 'Dogs bark.'), (4, 'Cats sleep.')]
>>> counts = SourceCounts()
>>> _ = [counts.add(item) for item in iter_sentences(path, scan.format)]
>>> counts.as_dict()
{'input_lines': 4, 'sentences': 2, 'blank': 1, 'duplicates': 1, 'invalid': 0}
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pipeline.errors import CorpusError

__all__ = [
    "FORMATS",
    "InputScan",
    "SourceCounts",
    "SourceItem",
    "detect_format",
    "iter_sentences",
    "scan_input",
]

SourceFormat = Literal["text", "jsonl", "tsv"]
FORMATS: tuple[SourceFormat, ...] = ("text", "jsonl", "tsv")
_SUFFIXES: dict[str, SourceFormat] = {
    ".jsonl": "jsonl", ".json": "jsonl", ".ndjson": "jsonl", ".tsv": "tsv", ".txt": "text",
}
_READ_BLOCK = 1 << 20


@dataclass(frozen=True)
class SourceItem:
    """One input line: a sentence to paraphrase, or the reason it is skipped.

    ``reason`` is ``None`` for a sentence, ``"blank"``, ``"duplicate"``, or
    ``"invalid: ..."`` for a JSONL line that carries no sentence.
    """

    line: int
    text: str
    reason: str | None = None


@dataclass
class SourceCounts:
    """Running counts of what the input held."""

    input_lines: int = 0
    sentences: int = 0
    blank: int = 0
    duplicates: int = 0
    invalid: int = 0

    def add(self, item: SourceItem) -> None:
        self.input_lines += 1
        if item.reason is None:
            self.sentences += 1
        elif item.reason == "blank":
            self.blank += 1
        elif item.reason == "duplicate":
            self.duplicates += 1
        else:
            self.invalid += 1

    def as_dict(self) -> dict[str, int]:
        return {"input_lines": self.input_lines, "sentences": self.sentences,
                "blank": self.blank, "duplicates": self.duplicates, "invalid": self.invalid}


@dataclass(frozen=True)
class InputScan:
    """What a first pass over the input found: identity and size, format, validity."""

    path: Path
    format: SourceFormat
    sha256: str
    size: int
    lines: int

    def as_dict(self) -> dict[str, object]:
        return {"path": str(self.path), "format": self.format, "sha256": self.sha256,
                "size": self.size, "lines": self.lines}


def detect_format(path: Path, head: str = "") -> SourceFormat:
    """The format by file suffix, else by the first non-blank line."""
    by_suffix = _SUFFIXES.get(path.suffix.lower())
    if by_suffix:
        return by_suffix
    first = next((line for line in head.splitlines() if line.strip()), "")
    if first.lstrip().startswith("{"):
        return "jsonl"
    return "tsv" if "\t" in first else "text"


def _check_readable(path: Path) -> None:
    if not path.exists():
        raise CorpusError(f"no such input file: {path}")
    if path.is_dir():
        raise CorpusError(f"input {path} is a directory, not a file")
    if not os.access(path, os.R_OK):
        raise CorpusError(f"cannot read input {path}: permission denied")


def scan_input(path: Path, fmt: str = "auto") -> InputScan:
    """Check that ``path`` is readable UTF-8 text and fingerprint it.

    Done before anything is written, so that a bad input leaves the output
    directory untouched.  Raises :class:`CorpusError` with a one-line reason.
    """
    path = Path(path)
    _check_readable(path)
    digest = hashlib.sha256()
    decoder_lines, size, head = 0, 0, b""
    line_no, pending = 1, b""
    try:
        with path.open("rb") as handle:
            while block := handle.read(_READ_BLOCK):
                digest.update(block)
                size += len(block)
                if len(head) < 65536:
                    head += block[:65536]
                data = pending + block
                cut = data.rfind(b"\n") + 1
                complete, pending = data[:cut], data[cut:]
                _check_utf8(complete, path, line_no)
                newlines = complete.count(b"\n")
                line_no += newlines
                decoder_lines += newlines
    except OSError as exc:
        raise CorpusError(f"cannot read input {path}: {exc.strerror or exc}") from None
    _check_utf8(pending, path, line_no)
    if pending:
        decoder_lines += 1
    if size == 0:
        raise CorpusError(f"input {path} is empty")
    if fmt == "auto":
        fmt = detect_format(path, head.decode("utf-8", errors="ignore"))
    if fmt not in FORMATS:
        raise CorpusError(f"unknown input format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return InputScan(path.resolve(), fmt, digest.hexdigest(), size, decoder_lines)


def _check_utf8(data: bytes, path: Path, first_line: int) -> None:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = first_line + data.count(b"\n", 0, exc.start)
        raise CorpusError(f"input {path} is not UTF-8 text (line {line})") from None


def _sentence(raw: str, fmt: SourceFormat) -> tuple[str, str | None]:
    """The sentence of one raw line, or ``("", reason)``."""
    if fmt == "text":
        return raw.strip(), None
    if fmt == "tsv":
        return raw.split("\t", 1)[0].strip(), None
    if not raw.strip():
        return "", None
    try:
        record = json.loads(raw)
    except json.JSONDecodeError as exc:
        return "", f"invalid: not a JSON object ({exc.msg})"
    if not isinstance(record, dict):
        return "", "invalid: not a JSON object"
    text = record.get("text")
    if not isinstance(text, str):
        return "", 'invalid: no "text" string'
    return text.strip(), None


def iter_sentences(path: Path, fmt: SourceFormat) -> Iterator[SourceItem]:
    """Every input line in order, each marked as a sentence or skipped.

    A sentence repeated later (after whitespace is trimmed) is a duplicate;
    the set of seen sentences holds 16-byte digests, so memory stays near
    40 bytes a sentence even on inputs of many millions of lines.
    """
    seen: set[bytes] = set()
    with Path(path).open(encoding="utf-8", newline="\n") as handle:
        for number, raw in enumerate(handle, start=1):
            text, problem = _sentence(raw.rstrip("\r\n"), fmt)
            if problem:
                yield SourceItem(number, raw.rstrip("\r\n")[:200], problem)
                continue
            if not text:
                yield SourceItem(number, "", "blank")
                continue
            key = hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()
            if key in seen:
                yield SourceItem(number, text, "duplicate")
                continue
            seen.add(key)
            yield SourceItem(number, text)
