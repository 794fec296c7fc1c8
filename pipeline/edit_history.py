"""Undo and redo of manual edits, as plain data the app can keep between reruns.

>>> from pipeline.manual import DeleteNode, SetConcept, TogglePolarity
>>> history = EditHistory.start("(b / bark-01 :ARG0 (d / dog))")
>>> _ = history.apply(SetConcept("d", "cat"))
>>> _ = history.apply(TogglePolarity("b"))
>>> history.text(indent=None)
'(b / bark-01 :ARG0 (d / cat) :polarity -)'
>>> _ = history.undo(); history.text(indent=None)
'(b / bark-01 :ARG0 (d / cat))'
>>> _ = history.redo(); [e["op"] for e in history.to_dict()["edits"]]
['set_concept', 'toggle_polarity']
>>> history.apply(DeleteNode("b"))
Traceback (most recent call last):
...
pipeline.errors.EditRefused: cannot delete b: it is the top; set another top first
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import penman
from penman.models.amr import model as amr_model

from pipeline.amrio import as_graph
from pipeline.errors import EditRefused, InputError
from pipeline.manual import ManualEdit, edit_from_dict

__all__ = ["EditHistory"]


@dataclass
class EditHistory:
    """The edits made to a graph, with undo and redo; all of it plain data.

    ``states[i]`` is the PENMAN text after the first ``i`` edits; ``position``
    is how many edits are in effect.  Applying an edit after an undo drops the
    edits that could have been redone, as editors do.
    """

    base: str
    edits: list[dict[str, Any]] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    position: int = 0

    def __post_init__(self) -> None:
        if not self.states:
            self.states = [self.base]

    @classmethod
    def start(cls, graph: penman.Graph | str) -> EditHistory:
        """A history whose base is ``graph`` (validated when given as text)."""
        text = penman.encode(as_graph(graph), model=amr_model)
        return cls(base=text)

    @property
    def current(self) -> penman.Graph:
        return as_graph(self.states[self.position])

    def text(self, indent: int | None = -1) -> str:
        return penman.encode(self.current, model=amr_model, indent=indent)

    @property
    def can_undo(self) -> bool:
        return self.position > 0

    @property
    def can_redo(self) -> bool:
        return self.position < len(self.edits)

    def apply(self, edit: ManualEdit | dict[str, Any]) -> penman.Graph:
        """Apply ``edit`` to the current graph; on refusal nothing changes."""
        if isinstance(edit, dict):
            edit = edit_from_dict(edit)
        new = edit.apply(self.current)
        del self.edits[self.position:]
        del self.states[self.position + 1:]
        self.edits.append(edit.to_dict())
        self.states.append(penman.encode(new, model=amr_model))
        self.position += 1
        return new

    def undo(self) -> penman.Graph:
        if not self.can_undo:
            raise EditRefused("nothing to undo")
        self.position -= 1
        return self.current

    def redo(self) -> penman.Graph:
        if not self.can_redo:
            raise EditRefused("nothing to redo")
        self.position += 1
        return self.current

    def descriptions(self) -> list[str]:
        """One line per edit in effect, oldest first."""
        return [edit_from_dict(e).describe() for e in self.edits[: self.position]]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: the base graph, every edit, and the position."""
        return {"base": self.base, "edits": list(self.edits), "position": self.position}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EditHistory:
        """Rebuild a history by replaying its edits on its base graph."""
        try:
            history = cls.start(str(data["base"]))
            edits, position = list(data.get("edits", [])), int(data.get("position", 0))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"not an edit history: {exc}") from None
        if not 0 <= position <= len(edits):
            raise InputError(f"not an edit history: position {position} outside 0..{len(edits)}")
        for edit in edits:
            history.apply(edit)
        history.position = position
        return history
