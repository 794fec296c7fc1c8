"""What the paraphrase chain returns: one :class:`ParaphraseCandidate` per focus of a
sentence, inside the sentence's :class:`SentenceResult`.

A candidate's record is the JSON line of ``paraamr paraphrase`` (the contract keys first)
and reads back as the same candidate:

>>> c = ParaphraseCandidate(source="They need it.", text="It is needed by them.", focus="i",
...     concept="it", focus_kind="pronoun", focus_role=":ARG1", focus_depth=1,
...     subtree_size=1, edits=[], amr="(i / it)", construction="passive", engine="builtin")
>>> list(c.to_record())[:4]
['text', 'focus', 'concept', 'edits']
>>> ParaphraseCandidate.from_record(c.to_record()) == c
True
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any

import penman

__all__ = ["ParaphraseCandidate", "SentenceResult"]


@dataclass
class ParaphraseCandidate:
    """One candidate paraphrase with everything needed to explain it."""

    source: str
    text: str | None
    focus: str
    concept: str | None
    focus_kind: str
    focus_role: str | None
    focus_depth: int
    subtree_size: int
    edits: list[str]
    amr: str
    construction: str | None
    engine: str
    scores: dict[str, float | None] = field(default_factory=dict)
    signatures: dict[str, str] = field(default_factory=dict)
    kept: bool = False
    reasons: list[str] = field(default_factory=list)
    error: str | None = None
    # 0: the generator's preferred sentence; n: its nth alternative, taken because the
    # preferred one read the source back or repeated an earlier focus's paraphrase, or (for
    # the root focus) one that no candidate said, as a candidate of its own.
    alternative: int = 0
    # The variant graph itself, in-process only (the generator reads it without a
    # PENMAN round trip); never part of a record.
    graph: penman.Graph | None = field(default=None, repr=False, compare=False)

    def to_record(self) -> dict[str, Any]:
        """The JSON record of ``paraamr paraphrase`` (contract keys first)."""
        record = {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self)
                  if f.name != "graph"}
        ordered = {k: record.pop(k) for k in
                   ("text", "focus", "concept", "edits", "amr", "scores", "kept", "reasons")}
        ordered.update(record)
        return ordered

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> ParaphraseCandidate:
        """The candidate of :meth:`to_record` (its graph is left ``None``)."""
        return cls(**{k: v for k, v in record.items() if k != "graph"})


@dataclass
class SentenceResult:
    """One sentence of a batch: its graph, its candidates, or why it failed.

    ``error`` is the exception that stopped this sentence (an
    :class:`~pipeline.errors.UnparsableSentence`, a
    :class:`~pipeline.errors.FocusError`, ...); its candidates are then empty.
    """

    source: str
    graph: penman.Graph | None = None
    candidates: list[ParaphraseCandidate] = field(default_factory=list)
    error: Exception | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def raise_error(self) -> None:
        """Raise :attr:`error` when there is one."""
        if self.error is not None:
            raise self.error
