"""An object's infinitive that spaCy hangs on the relative clause between them.

"Three such vigilante-style attacks forced the hacker organizer, who identified himself only
as "Eleonora[67]," to extend the contest until 7 p.m. EST Sunday": spaCy makes "to extend" a
clause of "identified" (inside the relative clause), so the graph said the organizer
identified himself in order to extend the contest, and the attacks forced nothing; rebuilt,
"The hacker organiser that three such vigilante-style attacks forced identified himself
only as Eleonora67 to extend the contest".  After a verb that makes its object do something
("forced X to", "urged X to"), an infinitive that follows the comma closing the object's
relative clause is that verb's: :func:`repair_control_infinitives`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_control_infinitives"]

# Verbs whose object does what their infinitive says ("forced the organizer to extend").
_OBJECT_CONTROL = frozenset({"force", "urge", "ask", "order", "persuade", "compel", "require",
                             "allow", "permit", "enable", "encourage", "tell", "invite", "lead",
                             "prompt", "pressure", "oblige"})


def repair_control_infinitives(doc: Doc) -> None:
    """Hang on the verb an infinitive spaCy hung on its object's relative clause.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Attacks forced the organizer, who identified himself only as "
    ...                    "Eleonora, to extend the contest.")
    >>> repair_control_infinitives(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text == "extend"]
    [('extend', 'xcomp', 'forced')]
    """
    for inf in doc:
        clause = inf.head
        obj = clause.head
        verb = obj.head
        if inf.tag_ != "VB" or inf.dep_ not in ("advcl", "xcomp") or clause.dep_ != "relcl" \
                or obj.dep_ != "dobj" or verb.lemma_.lower() not in _OBJECT_CONTROL \
                or not any(c.dep_ == "aux" and c.lower_ == "to" for c in inf.children):
            continue
        start = inf.left_edge.i
        if start == 0 or doc[start - 1].text not in (",", "\"", "''", "”"):
            continue  # no comma closing the relative clause before "to"
        inf.head, inf.dep_ = verb, "xcomp"
