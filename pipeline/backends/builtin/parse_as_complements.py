"""The "as" phrase of a verb that says what its object is taken for.

"McBride characterized Novell's move as a desperate measure to curry favor with the Linux
community": the small model hangs "as" on the object "move", so the parse made the measure
the move's manner and the rules said "Novell's move as 'a desperate measure ...' was
characterized by McBride" and "It was Novell's move as a desperate measure ... that McBride
characterized".  After these verbs "as" names what the object is called or taken for
("described the plan as a giveaway", "views the deal as a mistake"), a role of the verb:
it is moved up to the verb, where the parse reads it as the verb's own argument.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["AS_COMPLEMENT_VERBS", "repair_as_complements"]

AS_COMPLEMENT_VERBS = frozenset([
    "characterize", "characterise", "describe", "view", "regard", "label", "brand", "portray",
    "depict", "define", "classify", "cast", "dismiss", "denounce", "hail", "criticize",
    "criticise", "condemn", "designate", "rate", "rank", "categorize", "categorise"])


def repair_as_complements(doc: Doc) -> None:
    """Move each such "as" from the object up to its verb (module docstring)."""
    for word in doc:
        if word.lower_ != "as" or word.dep_ != "prep":
            continue
        noun = word.head
        verb = noun.head
        if noun.dep_ == "dobj" and verb.lemma_.lower() in AS_COMPLEMENT_VERBS and noun.i < word.i:
            word.head = verb
