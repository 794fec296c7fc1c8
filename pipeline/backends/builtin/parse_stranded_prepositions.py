"""A verb's stranded preposition that spaCy gave the next phrase's preposition.

"Dennehy, 21, hasn't been heard from in more than two weeks": "from" belongs to "heard"
(who he was heard from is left unsaid), and "in more than two weeks" is the clause's time.
spaCy hangs ``in/prep`` on ``from``, which has no object; the rules read a preposition
only through its object, so the time was lost and every focus was refused ("the parse
dropped 'weeks'").  The repair hangs the inner preposition on the verb, where "has not
been seen in two weeks" has it.  The stranded word stays out of the graph, as the particle
of a phrasal verb does; the realizer reads it back after the verb
(realize_source_context.source_particle), or the text says "has not been heard in more
than two weeks", which is not the source's meaning.

Only a time ("in two weeks", "for three days", "since June") right after the stranded
word: "until after her death" is one phrase, whose "until" a verb cannot lose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_measures import MEASURE_UNITS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["STRANDED_PREPOSITIONS", "TIME_PREPOSITIONS", "repair_stranded_prepositions"]

# Prepositions of a time span or point that a clause takes ("not heard from in two weeks").
TIME_PREPOSITIONS = frozenset({"in", "for", "since", "during"})
# Prepositions a verb strands in a passive or a question ("heard from", "looked at").
STRANDED_PREPOSITIONS = frozenset({"from", "of", "at", "to", "about", "with", "on", "for", "into"})


def repair_stranded_prepositions(doc: Doc) -> None:
    """Hang a time phrase spaCy put on a verb's object-less preposition on the verb."""
    for prep in doc:
        if prep.dep_ != "prep" or prep.lower_ not in STRANDED_PREPOSITIONS \
                or prep.head.pos_ not in ("VERB", "AUX") or prep.head.i != prep.i - 1:
            continue
        kids = [c for c in prep.children if c.dep_ != "punct"]
        if len(kids) != 1 or kids[0].dep_ != "prep" or kids[0].i != prep.i + 1 \
                or kids[0].lower_ not in TIME_PREPOSITIONS:
            continue
        inner = kids[0]
        obj = next((c for c in inner.children if c.dep_ == "pobj"), None)
        if obj is None or not _is_time(obj):
            continue
        inner.head = prep.head


def _is_time(noun: Token) -> bool:
    """Whether ``noun`` names a time or a span of it ("more than two weeks", "June")."""
    return noun.ent_type_ in ("DATE", "TIME") or (
        noun.lemma_.lower() in MEASURE_UNITS
        and noun.lemma_.lower() not in ("mile", "kilometre", "kilometer"))
