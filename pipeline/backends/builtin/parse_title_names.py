"""A person's name right after the post that describes them, which spaCy made an apposition.

"Neither Iowa State athletic director Bruce Van De Velde nor Morgan could be reached":
spaCy made "Velde" the apposition of "director" (and "Morgan" its conjunct); "publisher
Arthur O. Sulzberger Jr., executive editor Howell Raines and managing editor Gerald Boyd
pledged": "editor" the list's last member and "Boyd" an apposition of its first.  The rules
read a name joined with a list as no post's name and dropped it.  spaCy parses the same
words as one phrase elsewhere ("executive editor Howell Raines": ``editor/compound`` of
"Raines"), which the rules read as AMR does, (p / person :name (n / name ...) :mod
(e / editor ...)).  :func:`repair_title_names` rewrites the first trees into that one: the
name takes the post's place (its role, or its place in the list of names), the post
becomes the name's ``compound``.

Only with no mark between the post and the name ("the family's lawyer, Michael Ratner" is
parse_person_appositions'), and in a list only one whose member before is a name: a list
of posts before one name ("Chairman and chief executive Leland Brendsel and Vaughn Clarke")
is left alone, and so is a name after a noun that names it ("the name Dorothy Ciner").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_quoted_words import NAMING_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_title_names"]


def repair_title_names(doc: Doc) -> None:
    """Rewrite the trees of the module docstring in place.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("Neither Iowa State athletic director Bruce Van De Velde nor "
    ...                    "Morgan could be reached for comment.")
    >>> repair_title_names(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in (doc[4], doc[8], doc[10])]
    [('director', 'compound', 'Velde'), ('Velde', 'nsubjpass', 'reached'), ('Morgan', 'conj', 'Velde')]
    """
    for name in doc:
        if name.dep_ == "appos" and name.pos_ == "PROPN" and name.ent_type_ == "PERSON":
            post = _post_before(name)
            if post is not None:
                _name_the_post(name, post)


def _post_before(name: Token) -> Token | None:
    """The common noun right before ``name``'s first word that the name belongs to, if the
    tree hangs the name on it or on the name before it in a list of names."""
    start = name.left_edge.i
    if start == 0:
        return None
    post = name.doc[start - 1]
    if post.pos_ != "NOUN" or post.ent_type_ or post.lower_ in NAMING_NOUNS or any(c.i > post.i and c.i != name.i for c in post.children):
        return None
    if any(t.is_punct for t in name.doc[max(post.left_edge.i - 1, 0):start]):
        # "interest in the whole pie - oil tycoon Marvin Davis and Seagram heir ...": spaCy
        # took the dash's list for the pie's; the post's phrase is no one phrase
        return None
    if name.head.i == post.i:
        return post
    if post.dep_ == "conj" and post.head.pos_ == "PROPN" and post.head.ent_type_ == "PERSON" \
            and name.head.i < post.i:
        return post  # "..., executive editor Howell Raines and managing editor Gerald Boyd"
    return None


def _name_the_post(name: Token, post: Token) -> None:
    if name.head.i == post.i:
        name.head, name.dep_ = (post.head, post.dep_) if post.dep_ != "ROOT" else (name, "ROOT")
        for kid in [c for c in post.children if c.dep_ in ("det", "preconj", "predet", "poss")]:
            kid.head = name  # "Neither ... director Bruce Van De Velde": the list's "neither"
    else:
        name.head, name.dep_ = post.head, "conj"
    post.head, post.dep_ = name, "compound"
