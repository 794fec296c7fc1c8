"""Two clauses joined by "and" that spaCy reads as one clause inside the other.

"Full classes of 48 are booked through September, he said, and the Transportation Security
Administration plans to double its classes in January": spaCy makes "plans" the root and
"he said" its parataxis, holding the "and"; the graph read the report as what the
administration plans (plan-01 :ARG1 say-01), and no node said "and", so every focus was
refused ("the parse dropped 'and' of the source").  The report heads the pair now, the
second clause its conjunct (:func:`_report_then_clause`).

"Congress passed the measure twice and President Bill Clinton, citing the lack of a health
exception, vetoed it": spaCy makes "vetoed" the root with "passed" its clausal complement,
and hangs the second clause's subject on "passed" after the "and" (as a second object);
the graph said Congress passed the measure to Clinton and that Clinton vetoed the passing
(veto-01 :ARG2 pass-01).  The first clause heads the pair, the subject goes to the second
verb (:func:`_clause_then_clause`).

Both read two finite clauses in the order the source says them, the first ending before
the "and"; the rules then make (a / and :op1 ... :op2 ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_words import PARENTHETICAL_VERBS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_misread_clause_pairs"]

_FINITE = frozenset(["VBD", "VBZ", "VBP"])
_SUBJECTS = frozenset(["nsubj", "nsubjpass", "expl"])


def repair_misread_clause_pairs(doc: Doc) -> None:
    """Rehang the two readings of the module docstring in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Full classes of 48 are booked through September, he said, and "
    ...                    "the Transportation Security Administration plans to double its "
    ...                    "classes in January.")
    >>> repair_misread_clause_pairs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("said", "and", "plans")]
    [('said', 'ROOT', 'said'), ('and', 'cc', 'said'), ('plans', 'conj', 'said')]
    """
    for root in doc:
        if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX") or root.tag_ not in _FINITE:
            continue
        report = _report_then_clause(root)
        if report is not None:
            _make_head(report, root)
            continue
        first = _clause_then_clause(root)
        if first is not None:
            subject = _stray_subject(first, root)
            if subject is not None:
                subject.head, subject.dep_ = root, "nsubj"
            _make_head(first, root)


def _make_head(first: Token, second: Token) -> None:
    """``first`` heads the sentence, the root ``second`` its conjunct."""
    first.head, first.dep_ = first, "ROOT"
    second.head, second.dep_ = first, "conj"


def _coordinator(verb: Token, before: Token) -> Token | None:
    """The "and" (or "but") spaCy hung on ``verb`` after it and before ``before``."""
    return next((c for c in verb.children if c.dep_ == "cc" and c.lower_ in ("and", "but")
                 and verb.i < c.i < before.i), None)


def _report_then_clause(root: Token) -> Token | None:
    """"..., he said, and the administration plans ...": the verb of saying spaCy made the
    root's parataxis, holding the coordinator, with a subject of its own; else None.  The
    root must have its own subject after the coordinator."""
    report = next((c for c in root.children if c.dep_ == "parataxis" and c.i < root.i
                   and c.lemma_.lower() in PARENTHETICAL_VERBS and c.tag_ in _FINITE), None)
    if report is None or not any(c.dep_ == "nsubj" for c in report.children):
        return None
    cc = _coordinator(report, root)
    if cc is None or not any(c.dep_ in _SUBJECTS and cc.i < c.i < root.i for c in root.children):
        return None
    return report


def _clause_then_clause(root: Token) -> Token | None:
    """"Congress passed the measure twice and President Bill Clinton ... vetoed it": the
    root's clausal complement before it, with its own subject and an "and" whose next word
    opens a noun spaCy hung on that complement, the root having no subject; else None."""
    if any(c.dep_ in _SUBJECTS for c in root.children):
        return None
    first = next((c for c in root.children if c.dep_ == "ccomp" and c.i < root.i
                  and c.tag_ in _FINITE), None)
    if first is None or not any(c.dep_ in ("nsubj", "nsubjpass") and c.i < first.i
                                for c in first.children):
        return None
    if _coordinator(first, root) is None or _stray_subject(first, root) is None:
        return None
    return first


def _stray_subject(first: Token, root: Token) -> Token | None:
    """The noun right after ``first``'s coordinator that spaCy hung on ``first`` (a second
    object, or an unlabeled dependent), before ``root``: the second clause's subject."""
    cc = _coordinator(first, root)
    if cc is None:
        return None
    return next((c for c in first.children if c.dep_ in ("dobj", "dep")
                 and c.left_edge.i == cc.i + 1 and c.i < root.i
                 and c.pos_ in ("PROPN", "NOUN", "PRON")), None)
