"""Embedded questions: a clause the source asked about after a verb of finding out or
telling ("determine if any laws were violated", "could not say when the tape was made",
"is investigating whether this compromised safety").

The parse keeps the asked clause as the verb's plain ``:ARG1``, with no mark of the
question, so a rebuilt sentence says it as a fact: "will determine that any federal laws
were violated", "could not say the tape was made", "Any federal laws were violated, two of
Collins' top assistants will determine".  :func:`question_word` finds the source's word
that opened the question, for the realizer to say again; :func:`question_said_as_fact`
refuses a finished sentence that lost it.

"whether" always asks.  "if", "when", "how" and "where" ask only right after a verb that
takes a question ("determine if", "ask when", "explain how"); elsewhere they open a
condition or an adjunct ("will close if they pay", "said when he arrived").  "say" and
"tell" take a question only where the speaker did not or would not answer it ("could not
say when", "declined to say whether"): "said when asked" is an adjunct."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas

# Verbs whose object may be an open question: finding out, deciding, asking, telling.
QUESTION_VERBS = frozenset([
    "determine", "decide", "ask", "wonder", "know", "see", "check", "verify", "investigate",
    "examine", "consider", "learn", "explain", "disclose", "reveal", "specify", "question",
    "doubt", "study", "assess", "evaluate", "predict", "establish", "debate", "discuss",
    "say", "tell", "indicate", "confirm", "clarify", "figure", "show", "understand"])

# Verbs of telling that take a question only when the answer is withheld.
_TELLING = frozenset(["say", "tell", "indicate", "confirm", "know", "see", "show"])
_WITHHELD = frozenset(["not", "n't", "never", "declined", "refused", "unable", "wouldn't",
                       "couldn't", "didn't", "won't", "can't", "cannot", "unclear", "no"])

# Words that open a question only after a question verb ("whether" opens one anywhere).
_AFTER_VERB = frozenset(["if", "when", "how", "where"])


def question_word(tokens: Sequence[str], k: int) -> str | None:
    """The source's ``tokens[k]`` (lowercased) when it opens an embedded question, else None.

    >>> toks = "two assistants will determine if any laws were violated".split()
    >>> question_word(toks, 4)
    'if'
    >>> question_word("the store will close if they pay".split(), 3)
    >>> question_word("the agency could not say when the tape was made".split(), 5)
    'when'
    >>> question_word("he said when he arrived the door was open".split(), 2)
    """
    word = tokens[k].lower()
    if word == "whether":
        return word
    if word not in _AFTER_VERB or k == 0:
        return None
    verb = tokens[k - 1].lower()
    found = lemmas(verb) & QUESTION_VERBS
    if not found:
        return None
    if found <= _TELLING and not any(t.lower() in _WITHHELD
                                     for t in tokens[max(k - 5, 0):k - 1]):
        return None
    return word


def question_said_as_fact(text: str, tokens: Sequence[str]) -> str | None:
    """The first embedded question of the source (``tokens``), as "verb word", that
    ``text`` no longer asks: its question word is gone; else None.

    >>> toks = "Two assistants will determine if any federal laws were violated .".split()
    >>> question_said_as_fact("Two assistants will determine that any federal laws were violated.", toks)
    'determine if'
    >>> question_said_as_fact("Two assistants will determine whether any federal laws were violated.", toks)
    """
    said = {w.strip(".,;:!?\"'").lower() for w in text.split()}
    for k in range(len(tokens)):
        word = question_word(tokens, k)
        if word is None:
            continue
        kept = {word, "whether"} if word in ("if", "whether") else {word}
        if word == "whether":
            kept.add("if")
        if not kept & said:
            return f"{tokens[k - 1]} {tokens[k]}" if k > 0 else tokens[k]
    return None


_QUESTION_NOUN = re.compile(r"^There (?:is|was|are|were) (?:when|how|where|why|whether|if) ")


def question_as_noun(text: str) -> bool:
    """Whether ``text`` opens an existential on a question word, as if the parse's
    node for "when" were a noun ("There was when made of the tape that the agency could not
    say" for "could not say when the tape was made").

    >>> question_as_noun("There was when made of the tape that the agency could not say.")
    True
    >>> question_as_noun("There was a tape that nobody could date.")
    False
    """
    return _QUESTION_NOUN.match(text) is not None
