"""An existential on the object of a support verb: "There was some downside support that the
dollar also drew ..." (1192, for "the dollar also drew some downside support"), "There was
a positive track that Wall Street regained yesterday" (3745), "There was a record 8.4
percent improvement that General Motors Corp. posted in 2000" (4387), "There is a look into
the issue that ... Warner is also considering" (2784), "There was a financial crisis that
Drax faced" (3786), "There was a horrific scene that rescue workers ... met" (4393), "There
are interest rates that the ECB has cut" (6654), "There were decliners that advancers
outnumbered 1,821 to 1,199" (6090).

The object of such a verb is no thing found in the world but the measure, state or event
the verb's subject draws, posts, faces or undergoes: said first as a thing there was, the
text reads as a riddle ("there was a positive track") or makes the source's known thing
(the ECB's interest rates) one of some found to exist.  Such a text is refused (a row at the
end of realize_meaning_faults' table, rebuilt texts only).  The noun as its clause's subject
is left ("There was a sour forecast that put more pressure on Wall Street"), and so are
objects of verbs that make, win or get a thing ("There was a preliminary injunction that
Lee won", "There was a life sentence that ... received")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_words import BE_FORMS, HAVE_FORMS

__all__ = ["existential_support_object"]

# Verbs whose object is a measure, state or event of their subject, no thing that exists
# apart from it.
_SUPPORT_VERBS = frozenset([
    "draw", "regain", "post", "carry", "face", "meet", "undergo", "consider", "conduct",
    "demonstrate", "pocket", "cut", "outnumber", "suffer", "sustain", "experience", "enjoy",
    "register", "record"])
# Words before a noun that shares a support verb's spelling ("the Post", "a record high").
_NOUN_MARKERS = frozenset(["a", "an", "the", "his", "her", "its", "their", "our", "my", "your",
                           "this", "that", "these", "those"])
# What may stand between the relative pronoun and its verb when the noun is the subject
# ("that has also drawn", "that will not carry").
_AUXILIARIES = BE_FORMS | HAVE_FORMS | frozenset([
    "will", "would", "can", "could", "may", "might", "must", "should", "do", "does", "did",
    "also", "still", "even", "now", "again", "already", "not", "never", "just", "barely"])
# Where the relative clause ends: a later clause or an aside of its own.
_CLAUSE_END = re.compile(r",? (?:and|but|or|so|while|although|as|after|before|when|because|"
                         r"which|who|where)\b|\s--\s|, (?=[a-z])")
_SUBJECT_ASIDE = re.compile(r", (?:who|which) [^,]*,")
_EXISTENTIAL = re.compile(
    r"(?i)^(?:[^,]*, )?there (?:is|are|was|were) (?P<thing>.+?) (?:that|who|whom|which) "
    r"(?P<clause>.*)$")


def _opens_on_verb(words: Sequence[str]) -> bool:
    """Whether the relative clause ``words`` opens on its verb past any auxiliaries (the
    noun is its subject: "that showed", "that has helped", "that will carry"), not on a
    subject of its own ("that rescue workers ... met", "that the ECB has cut")."""
    for at, word in enumerate(words):
        if word.lower() in _AUXILIARIES:
            continue
        # (a bare form after no auxiliary is a noun: "rescue workers", "police")
        return word.islower() and "VERB" in lemma_pos(word) \
            and (bool(lemmas(word) - {word}) or (at > 0 and words[at - 1] in _AUXILIARIES))
    return False


def existential_support_object(text: str, tokens: Sequence[str]) -> str | None:
    """The support verb of ``text``'s existential whose noun is that verb's object (see the
    module docstring), None otherwise.

    >>> existential_support_object("There was some downside support that the dollar also drew "
    ...                            "as investors bought bonds, dealers said.", [])
    'drew'
    >>> existential_support_object("There are interest rates that the ECB has cut six times.",
    ...                            [])
    'cut'
    >>> existential_support_object("There was a horrific scene that rescue workers arriving at "
    ...                            "the fire met as people screamed for help.", [])
    'met'
    >>> existential_support_object("There was a sour forecast that put more pressure on Wall "
    ...                            "Street.", [])
    >>> existential_support_object("There was a liver transplant that Woodley, who died of it, "
    ...                            "underwent in 1992.", [])
    'underwent'
    >>> existential_support_object("There was a preliminary injunction that Lee won.", [])
    >>> existential_support_object("There was a Post article that argued it.", [])
    >>> existential_support_object("It was a positive track that Wall Street regained.", [])
    """
    found = _EXISTENTIAL.match(text)
    if found is None:
        return None
    # (an aside on the clause's subject is read past: "that Woodley, who died of liver and
    # kidney failure, underwent in 1992", 3008)
    clause = _CLAUSE_END.split(_SUBJECT_ASIDE.sub("", found.group("clause")), maxsplit=1)[0]
    words = [word.rstrip(".;:") for word in clause.split()]
    if _opens_on_verb(words):
        return None
    for at, word in enumerate(words):
        if word.isalpha() and word.islower() and lemmas(word) & _SUPPORT_VERBS \
                and (at == 0 or words[at - 1].lower() not in _NOUN_MARKERS):
            # (a subject of the clause's own before the verb: the noun is its object)
            return word if any(w.lower() not in _AUXILIARIES for w in words[:at]) else None
    return None
