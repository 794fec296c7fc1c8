"""What a verb of saying said, read as a clause from the source's words where the parse read
a noun.

The verbatim reporting moves ("..., Abraham said." from "Abraham said ...", and back:
realize_verbatim_reporting, realize_verbatim_reporting_first) move what was said only when
the parse made it a clause, so that an object ("The ELF has claimed responsibility for the
fire") is not said first as if it were a report.  The parse often gives a clause it could not
read whole as its subject's noun: "Abraham said changes in air-pollution rules would be up to
the Environmental Protection Agency (EPA)" (:ARG1 change, "would be up to ..." unparsed), "He
said there were complex reasons for ... and scientists were only just beginning to ..."
(:ARG1 reason), "PC-related products were the strongest sellers, ..., the SIA said" (:ARG1
person, the sellers).  The words themselves say it is a clause: a subject's words run up to
a finite auxiliary, copula or modal ("would", "were", "must") with no relative word,
subordinator, mark or bracket before it, which would make that verb another clause's.

Only after the plain verbs of saying, whose object is what was said ("say", "tell", "add",
"insist"): a verb that also takes a noun ("claim", "report", "find", "continue") could have
one with a contact relative clause of its own ("claimed responsibility for the attacks he had
planned").
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_SUBORDINATORS,
    FINITE_AUXILIARIES,
    PHRASE_BREAKS,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import (
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_ADVERBS,
    RELATIVE_PRONOUNS,
    REPORT_VERBS,
)

__all__ = ["PLAIN_SAYING", "said_words_clause"]

# The verbs of saying whose words after them are read (see the module docstring).
PLAIN_SAYING = frozenset(["say", "tell", "add", "insist"])
# How many words a subject read this way may have before its verb: a long run is more
# likely a noun phrase with a clause of its own somewhere inside.
_SUBJECT_WORDS = 10
# Words that, before the finite verb, make it another clause's ("the fire that was set",
# "the plan, which was ..."), or a phrase's rather than a subject's ("in 2003 there were").
# What joins a second clause after what was said ("and 36 percent called themselves ...").
_COORDINATORS = frozenset(["and", "but", "or", ";"])
_CLAUSE_WORDS = RELATIVE_PRONOUNS | RELATIVE_ADVERBS | CLAUSE_SUBORDINATORS | {"than", "to"}


def said_words_clause(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether ``tokens[lo:hi + 1]``, what a verb of saying said, open as a clause: subject
    words, then a finite auxiliary, copula or modal.

    >>> [said_words_clause(words.split(), 0, len(words.split()) - 1) for words in (
    ...     "changes in air-pollution rules would be up to the EPA",
    ...     "there were complex reasons for it",
    ...     "responsibility for the fires that were set",  # (a relative clause's verb)
    ...     "the deal , worth $ 3 billion , was signed",  # (an aside before the verb)
    ...     "in 2003 there were none",  # (an opening phrase)
    ...     "was there",  # (no subject)
    ...     "they were Republicans and 36 percent called themselves conservatives")]
    [True, True, False, False, False, False, False]
    """
    if lo > hi or tokens[lo].lower() in PREPOSITIONS:
        return False
    for k in range(lo, min(hi, lo + _SUBJECT_WORDS) + 1):
        word = tokens[k].lower()
        if word in FINITE_AUXILIARIES:
            return k > lo and not _another_clause(tokens, k + 1, hi)
        if word in _CLAUSE_WORDS or word in PHRASE_BREAKS or tokens[k] in QUOTE_MARKS \
                or not re.search(r"\w", word):
            return False
    return False


def _another_clause(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether ``tokens[lo:hi + 1]``, after the finite verb of what was said, join a clause
    whose verb may be no part of it, which the parse did not read as what was said either: a
    coordinator and a finite verb after it ("29 percent said they were Republicans and 36
    percent called themselves conservatives": the second clause is the writer's), or a
    report of its own ("..., a move he said the United States appears unwilling to make",
    whose pronoun would come before the speaker said after it)."""
    words = [t.lower() for t in tokens[lo:hi + 1]]
    if REPORT_VERBS & set(words):
        return True
    joints = [k for k, w in enumerate(words) if w in _COORDINATORS]
    return bool(joints) and any(finite_verb(w) for w in words[joints[0] + 1:])
