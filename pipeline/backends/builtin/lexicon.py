"""The PropBank lexicon of the built-in parser, read from ``assets/propbank.json.gz``.

The asset is derived by ``python -m pipeline.assets_build propbank`` (CC BY-SA
4.0, see ``assets/ATTRIBUTION.md``).  Lookups prefer the senses AMR uses, then
the lowest sense number, which is PropBank's most common sense in practice.

>>> lex = load_lexicon()
>>> lex.verb_frame("need"), lex.noun_frame("approval"), lex.adjective_frame("happy")
('need-01', 'approve-01', 'happy-01')
>>> lex.verb_frame("pick", "up"), lex.adjective_frame("big")  # AMR keeps "big" a plain concept
('pick-up-04', None)
>>> lex.role("approve-01", "ARG0")
('PAG', 'approver')
>>> lex.arg_noun("teacher")
('teach-01', 'ARG0')
"""

from __future__ import annotations

import functools
import gzip
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipeline.assets import asset_path
from pipeline.errors import ParaAMRError

__all__ = ["DEFAULT_PATH", "PropBankLexicon", "load_lexicon"]

DEFAULT_PATH = asset_path("propbank.json.gz")
# A role description naming a thing in the progressive ("thing rising"): the undergoer.
_PROGRESSIVE = re.compile(r"\b(?:thing|entity)\b[^,;]*?\b(?!being\b)[a-z]+ing\b", re.IGNORECASE)


@dataclass(frozen=True)
class PropBankLexicon:
    """Rolesets and word aliases; see the module docstring for the lookups."""

    rolesets: dict[str, dict[str, Any]]
    verbs: dict[str, list[str]]
    nouns: dict[str, list[str]]
    adjectives: dict[str, list[str]]
    arg_nouns: dict[str, list[list[str]]] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PropBankLexicon:
        return cls(data["rolesets"], data["verbs"], data["nouns"], data["adjectives"],
                   data.get("arg_nouns", {}))

    def __contains__(self, concept: object) -> bool:
        return concept in self.rolesets

    def __len__(self) -> int:
        return len(self.rolesets)

    def in_amr(self, concept: str) -> bool:
        """Whether AMR annotates with this roleset (PropBank marks each one)."""
        entry = self.rolesets.get(concept)
        return bool(entry and entry["amr"])

    def verb_frames(self, lemma: str, particle: str | None = None) -> list[str]:
        key = f"{lemma} {particle}".lower() if particle else lemma.lower()
        return self.verbs.get(key, [])

    def verb_frame(self, lemma: str, particle: str | None = None) -> str | None:
        """The preferred roleset of a verb (``need`` -> ``need-01``), or of a phrasal verb."""
        frames = self.verb_frames(lemma, particle)
        return frames[0] if frames else None

    def noun_frame(self, noun: str) -> str | None:
        """The roleset an eventive noun is an alias of (``approval`` -> ``approve-01``), AMR senses only."""
        return self._first_in_amr(self.nouns.get(noun.lower(), []))

    def adjective_frame(self, adjective: str) -> str | None:
        """The roleset of an adjective AMR writes as a frame (``happy`` -> ``happy-01``)."""
        return self._first_in_amr(self.adjectives.get(adjective.lower(), []))

    def arg_noun(self, noun: str) -> tuple[str, str] | None:
        """(roleset, role) of an agent or patient noun (``teacher`` -> ``teach-01``, ``ARG0``)."""
        for concept, role in self.arg_nouns.get(noun.lower(), []):
            if self.in_amr(concept):
                return concept, role
        return None

    def role(self, concept: str, role: str) -> tuple[str, str] | None:
        """(function tag, description) of a numbered role, or ``None`` when the frame lacks it."""
        entry = self.rolesets.get(concept)
        found = entry["roles"].get(role) if entry else None
        return (found[0], found[1]) if found else None

    def ergative(self, frame: str, *, causer: bool = True) -> bool:
        """Whether an intransitive use of ``frame`` has the undergoer as subject ("prices
        rose", "the door opened", "oil ended down"): PropBank calls its ARG1 a thing
        "rising", "opening", or (with ``causer``) its ARG0 a causer.

        >>> lex = load_lexicon()
        >>> lex.ergative("end-01"), lex.ergative("torture-01"), lex.ergative("sever-01", causer=False)
        (True, False, False)
        """
        arg0, arg1 = self.role(frame, "ARG0"), self.role(frame, "ARG1")
        if arg0 is None or arg1 is None:
            return False
        return (causer and "caus" in arg0[1].lower()) or bool(_PROGRESSIVE.search(arg1[1]))

    def object_preposition(self, concept: str) -> str | None:
        """The preposition a frame's ARG1 takes when PropBank names it in the role
        ("depended on", "participating in what?"); a clausal ARG1 is then a gerund after it.

        >>> lex = load_lexicon()
        >>> lex.object_preposition("depend-01"), lex.object_preposition("say-01"), lex.object_preposition("ban-01")
        ('on', None, None)
        """
        role = self.role(concept, "ARG1")
        preps = self.prepositions(concept, "ARG1")
        if role is None or not preps or preps[0] == "of" or ";" in role[1]:
            return None  # (ban-01: "activity/place/item not allowed; banned from")
        pattern = rf"\w(?:ed|ing) {re.escape(preps[0])}(?: what\??)?$"
        return preps[0] if re.search(pattern, role[1]) else None

    def prepositions(self, concept: str, role: str) -> list[str]:
        """Prepositions that introduce ``role`` in the frame's examples, most frequent first."""
        entry = self.rolesets.get(concept)
        return list(entry["preps"].get(role, [])) if entry else []

    def role_for_preposition(self, concept: str, preposition: str) -> str | None:
        """The numbered role of ``concept`` most typically introduced by ``preposition``."""
        entry = self.rolesets.get(concept)
        if not entry:
            return None
        for role in ("ARG2", "ARG1", "ARG3", "ARG4", "ARG5"):
            if role in entry["roles"] and preposition in entry["preps"].get(role, [])[:2]:
                return role
        # Role descriptions name some prepositions themselves: stare-01 ARG1 "looked at".
        word = re.compile(rf"\b{re.escape(preposition)}\b")
        for role in ("ARG1", "ARG2", "ARG3", "ARG4", "ARG5"):
            found = entry["roles"].get(role)
            if found and word.search(found[1]):
                return role
        return None

    def role_with_function(self, concept: str, functions: tuple[str, ...]) -> str | None:
        """The first numbered role above ARG1 whose PropBank function tag is one of ``functions``.

        >>> load_lexicon().role_with_function("go-02", ("GOL",))
        'ARG4'
        """
        entry = self.rolesets.get(concept)
        if not entry:
            return None
        for role, (function, _) in sorted(entry["roles"].items()):
            if role not in ("ARG0", "ARG1") and function in functions:
                return str(role)
        return None

    def _first_in_amr(self, frames: list[str]) -> str | None:
        for concept in frames:
            if self.in_amr(concept):
                return concept
        return None


@functools.cache
def load_lexicon(path: Path | None = None) -> PropBankLexicon:
    """The lexicon at ``path`` (default: the shipped asset), read once per process."""
    where = path or DEFAULT_PATH
    try:
        with gzip.open(where, "rt", encoding="utf-8") as fh:
            return PropBankLexicon.from_dict(json.load(fh))
    except FileNotFoundError:
        raise ParaAMRError(f"PropBank lexicon missing at {where}; rebuild it with "
                           "`python -m pipeline.assets_build propbank`") from None
