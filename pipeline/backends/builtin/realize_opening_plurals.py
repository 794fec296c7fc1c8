"""A plural common noun that opened the source, said in lower case when it no longer does.

"Authorities and Baylor officials say ...", "Magistrates searched Tanzi's home ...",
"Gainers included Dow components ...", "Advancers outnumbered decliners ...": spaCy tags
the capitalised first word a proper noun (and the parse may make it a one-word name), so
a cleft kept its capital inside the sentence ("It is Authorities and Baylor officials who
say ...", "It was Magistrates who searched ...").  A capitalised plural of a known noun
of people that opens the source and is followed by a verb, a function word or anything
but a noun is a common noun; not a surname that is a thing's plural ("Pines said"), a
party's members ("Democrats"), nor a word before another capital ("Schools Chancellor
Joel Klein", a title) or before a noun ("Cubs outfielder Sammy Sosa", a team's name).
Nor the first word of a group's name that goes on in capitals after a preposition with
another noun's plural ("Friends of Animals president Priscilla Feral", like "Doctors
Without Borders"): a place or a firm after it ("Officials in Malawi", "Shares of Coke")
leaves the opener common.  Nor a surname joined to its colleagues ("Sanders and colleagues
at RAFT exposed ...").
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos, lemmas
from pipeline.backends.builtin.parse_appositions import PARTY_MEMBERS
from pipeline.backends.builtin.parse_person_nouns import names_people
from pipeline.backends.builtin.parse_words import COWORKER_PLURALS
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["common_plural_opener"]

def common_plural_opener(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]``, the source's opening word, is a capitalised plural common
    noun to say in lower case elsewhere (module docstring).

    >>> common_plural_opener("Authorities and Baylor officials say".split(), 0)
    True
    >>> common_plural_opener("Magistrates searched Tanzi 's home".split(), 0)
    True
    >>> common_plural_opener("Democrats hold a 17-15 edge".split(), 0)
    False
    >>> common_plural_opener("Cubs outfielder Sammy Sosa was suspended".split(), 0)
    False
    >>> common_plural_opener("Schools Chancellor Joel Klein said".split(), 0)
    False
    >>> common_plural_opener("Germans account for more".split(), 0)
    False
    >>> common_plural_opener("Pines said he would convene".split(), 0)
    False
    >>> common_plural_opener("Gates says he wants to see".split(), 0)
    False
    >>> common_plural_opener("Friends of Animals president Priscilla Feral said".split(), 0)
    False
    >>> common_plural_opener("Officials in Malawi said the five suspects".split(), 0)
    True
    >>> common_plural_opener("Sanders and colleagues at RAFT exposed".split(), 0)
    False
    """
    word = tokens[at]
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    low = word.lower()
    if not word.isalpha() or not word[:1].isupper() or not word[1:].islower() \
            or not low.endswith("s") or not after.isalpha() or not after.islower():
        return False
    singular = {lemma for lemma in lemmas(low) if lemma != low and "NOUN" in lemma_pos(lemma)}
    if not singular or singular & PARTY_MEMBERS or not any(map(names_people, singular)):
        return False  # "Pines said", "Burns believed": a surname's plural of a thing
    if _plural_name_after(tokens, at) or (after == "and" and any(
            word.lower() in COWORKER_PLURALS for word in tokens[at + 2:at + 4])):
        return False  # "Friends of Animals", "Sanders and (his) colleagues"
    following = lemma_pos(after)
    return after in FUNCTION_WORDS or "NOUN" not in following or bool(following & {"VERB", "AUX"})


def _plural_name_after(tokens: Sequence[str], at: int) -> bool:
    """Whether the opener is followed by a preposition and a capitalised plural of a common
    noun, the rest of a group's name ("Friends of Animals"; module docstring)."""
    if at + 2 >= len(tokens) or tokens[at + 1].lower() not in PREPOSITIONS:
        return False
    word = tokens[at + 2]
    low = word.lower()
    return word[:1].isupper() and word[1:].islower() and low.endswith("s") and any(
        lemma != low and "NOUN" in lemma_pos(lemma) for lemma in lemmas(low))
