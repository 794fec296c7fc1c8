"""A person named to a post, whose name spaCy read as the post's own words.

"Citigroup (C) on Wednesday named Marjorie Magner chairman and chief executive of its
colossal global consumer business": spaCy hangs "Marjorie Magner" on "chairman" as its
compounds and gives the verb no object, so the parse said the post was named and the
person was its modifier ("Marjorie Magner chairman and chief executive ... were named by
Citigroup").  The person is the verb's object and the post its predicate, as in AMR's
(n / name-01 :ARG1 (p / person :name ...) :ARG2 (a / and :op1 chairman :op2 executive));
:func:`repair_named_posts` makes the name's last word the verb's ``dobj`` so the rules read
it so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_named_posts"]


def repair_named_posts(doc: Doc) -> None:
    """Make a person's name that spaCy compounded onto a verb's object predicate ("named
    Marjorie Magner chairman") the verb's object, in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Citigroup on Wednesday named Marjorie Magner chairman of its unit.")
    >>> repair_named_posts(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc if t.text in ("Marjorie", "Magner")]
    [('Marjorie', 'compound', 'Magner'), ('Magner', 'dobj', 'named')]
    """
    for post in doc:
        verb = post.head
        if post.dep_ != "oprd" or post.pos_ != "NOUN" or verb.pos_ != "VERB" \
                or any(k.dep_ in ("dobj", "dative") for k in verb.children):
            continue
        name = doc[post.i - 1] if post.i > 0 else None
        if name is None or name.head.i != post.i or name.dep_ != "compound" \
                or name.ent_type_ != "PERSON" or name.ent_iob_ == "":
            continue
        ent = next((e for e in doc.ents if e.start <= name.i < e.end), None)
        if ent is None or ent.end != post.i or ent.start <= verb.i:
            continue  # the whole name, after the verb, right before the post
        for word in ent[:-1]:
            word.head = name
        name.dep_, name.head = "dobj", verb
