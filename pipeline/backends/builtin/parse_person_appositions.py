"""A person's name set off after the post that describes them, which spaCy hung on the
wrong noun.

"Mr Kenny and the family's American lawyer, Michael Ratner, want access to Hicks": spaCy
made "Michael Ratner" the apposition of "Kenny", the first conjunct, and the parse dropped
it; "the chief deputy sheriff of Franklin County, Steve Martin, said" and "the head of the
principal finance group, Robin Saunders," hang the name on the noun of the "of" phrase (a
county, a group), which no name describes.  The name belongs to the post right before it
(the lawyer, the sheriff, the head), where the main rules read it as the post's name, as
they do in "The family's lawyer, Michael Ratner, wants access to Hicks".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_appositions import ROLE_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_person_appositions"]

# Posts beyond those of an organization (ROLE_NOUNS) that a person's name follows: "The
# presiding bishop of the Episcopal Church, Frank T. Griswold III,".
_POSTS = ROLE_NOUNS | frozenset({"bishop", "archbishop", "cardinal", "priest", "pastor",
                                 "rabbi", "imam", "son", "daughter", "wife", "husband",
                                 "mother", "father", "brother", "sister", "widow", "lawmaker",
                                 "legislator", "attorney"})


def repair_person_appositions(doc: Doc) -> None:
    """Give each misplaced name of the module docstring to the post before it."""
    for name in doc:
        if name.dep_ != "appos" or name.pos_ != "PROPN" or name.ent_type_ != "PERSON":
            continue
        start = name.left_edge.i
        if start < 2 or doc[start - 1].text != ",":
            continue
        post = _post_before(doc[start - 2], name.head)
        if post is not None and post.i != name.head.i:
            name.head = post


def _post_before(last: Token, head: Token) -> Token | None:
    """The post noun whose phrase ends at ``last`` (``last`` itself, or the noun an "of"
    phrase ending at ``last`` hangs on), in one line of descent with ``head``; else None."""
    current = last
    for _ in range(4):
        if current.pos_ == "NOUN" and current.lemma_.lower() in _POSTS:
            related = current.i == head.i or head.is_ancestor(current) or current.is_ancestor(head)
            return current if related else None
        if current.dep_ == "pobj" and current.head.lower_ == "of":
            current = current.head.head
        elif current.dep_ in ("compound", "amod"):
            current = current.head
        else:
            return None
    return None
