"""Reading MRPC-format files (Quality, #1 ID, #2 ID, #1 String, #2 String).

>>> import tempfile, os
>>> with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
...     _ = f.write("Quality\\t#1 ID\\t#2 ID\\t#1 String\\t#2 String\\n1\\t1\\t2\\tA cat.\\tA kitten.\\n")
>>> read_mrpc(f.name); os.unlink(f.name)
[(1, 'A cat.', 'A kitten.')]
"""

from __future__ import annotations

from pathlib import Path

from pipeline.assets import reference_data_dir
from pipeline.errors import InputError

__all__ = ["DEFAULT_MRPC", "mrpc_sentences", "read_mrpc"]

DEFAULT_MRPC = reference_data_dir() / "mrpc" / "msr_paraphrase_train.txt"


def read_mrpc(path: str | Path) -> list[tuple[int, str, str]]:
    """(label, sentence 1, sentence 2) of every well-formed line after the header."""
    file = Path(path)
    if not file.is_file():
        raise InputError(f"no such file: {path}")
    pairs = []
    with file.open(encoding="utf-8-sig") as handle:
        next(handle, None)  # header
        for line in handle:
            for fields in _records(line.rstrip("\n").split("\t")):
                if fields[0] in ("0", "1"):
                    pairs.append((int(fields[0]), fields[3].strip(), fields[4].strip()))
    if not pairs:
        raise InputError(f"{path}: no MRPC pairs (Quality, #1 ID, #2 ID, #1 String, #2 String)")
    return pairs


def mrpc_sentences(path: str | Path, limit: int | None = None, *,
                   first_only: bool = False) -> list[str]:
    """Distinct sentences of the pairs in file order (both sides, or only "#1 String"),
    the first ``limit`` of them."""
    sides = ((a,) if first_only else (a, b) for _, a, b in read_mrpc(path))
    sentences = list(dict.fromkeys(s for pair in sides for s in pair if s))
    return sentences[:limit] if limit is not None else sentences


def _records(fields: list[str]) -> list[list[str]]:
    """The records of one line: some copies of MRPC lost a newline, leaving two records
    on one line with the next label glued to the end of the last sentence.

    >>> _records(["0", "1", "2", "A.", "B.1", "3", "4", "C.", "D."])
    [['0', '1', '2', 'A.', 'B.'], ['1', '3', '4', 'C.', 'D.']]
    """
    records = []
    while len(fields) >= 9 and fields[4][-1:] in ("0", "1"):
        records.append([*fields[:4], fields[4][:-1]])
        fields = [fields[4][-1], *fields[5:]]
    if len(fields) >= 5:
        records.append(fields[:5])
    return records
