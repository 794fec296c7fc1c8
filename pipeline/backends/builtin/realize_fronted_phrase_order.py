"""A fronted participle phrase said in another order than the source's, or said before a
passive whose named doer the participle was: checks of a ``fronted-manner`` text that
realize_fronted_participles.fronted_phrase_fault runs after its own.

The rebuilt phrase is said from the graph, which keeps a participle's prepositional phrases
but not their order: "rising from 76 systems in June to 152 systems in November" came back as
"Rising from 76 systems to 152 systems in June in November", "working in positions from
translator to truck driver" as "Working to truck driver in positions from translator", and
"referring to him as" lost its "to" ("Referring him as only 'the witness'").  And a participle
that went on with the deed of a passive's doer ("The proceedings were taken up with
prosecutors outlining their case ..., reading 33 pages of documents") said first reads as the
subject's: "Reading 33 pages of documents ..., the proceedings were taken up with prosecutors
outlining ...".  Nor may a means the source gave a gerund ("is accused of obstructing justice
by helping to encourage co-workers ...") open the sentence as the main verb's: "By helping to
encourage co-workers ..., Quattrone is accused of obstructing justice."
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_words import BE_FORMS, PREPOSITIONS, TEXT_WORD

__all__ = ["doer_passive_fault", "inner_means_fault", "phrase_order_fault"]

_PHRASE = re.compile(r"([A-Z][a-z]+ing\b[^,]*),(.*)")


def phrase_order_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The prepositions of ``text``'s fronted participle phrase when the source (``tokens``)
    said them in another order after that participle, or the preposition the source said
    right after the participle that the text dropped; None when the phrase keeps them.

    >>> phrase_order_fault("Rising from 76 systems to 152 systems in June in November, "
    ...     "Xeon surpassed PA-RISC.", "Xeon surpassed PA-RISC , rising from 76 systems in "
    ...     "June to 152 systems in November .".split())
    'from to in in'
    >>> phrase_order_fault("Referring him as the witness, Amrozi accused his brother.",
    ...     "Referring to him as the witness , Amrozi accused his brother .".split())
    'to'
    >>> phrase_order_fault("Taking its yield to 4.2 percent from 4.18 percent, the bond "
    ...     "lost 16/32.", "The bond lost 16/32 , taking its yield to 4.20 percent from "
    ...     "4.18 percent .".split())
    """
    phrase = _PHRASE.match(text)
    if phrase is None:
        return None
    words = _words(phrase.group(1))
    said = _words(" ".join(tokens))
    starts = [at for at, word in enumerate(said) if word == words[0]]
    if not starts:
        return None
    prepositions = [w for w in words[1:] if w in PREPOSITIONS]
    if not any(_in_order(prepositions, [w for w in said[at + 1:] if w in PREPOSITIONS])
               for at in starts):
        return " ".join(prepositions)
    # "referring to him": the participle's own preposition, which the graph may drop
    dropped = [said[at + 1] for at in starts if at + 1 < len(said)
               and said[at + 1] in PREPOSITIONS and said[at + 1] not in words[1:2]]
    return dropped[0] if len(dropped) == len(starts) else None


def doer_passive_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The passive of ``text``'s main clause when it names, with "with", a doer of a deed
    said as a participle ("were taken up with prosecutors outlining"), whom the fronted
    participle went on with in the source (``tokens``) after that clause; None otherwise.

    >>> doer_passive_fault("Reading a letter, the proceedings were taken up with "
    ...     "prosecutors outlining their case.", "The proceedings were taken up with "
    ...     "prosecutors outlining their case , reading a letter .".split())
    'were taken'
    >>> doer_passive_fault("Fitting that description, that truck was spotted in the area.",
    ...     "That truck was spotted in the area , fitting that description .".split())
    """
    phrase = _PHRASE.match(text)
    if phrase is None or not tokens or tokens[0].lower() == phrase.group(1).split()[0].lower():
        return None  # the source said it first itself
    words = [w.lower() for w in TEXT_WORD.findall(phrase.group(2))]
    for at, word in enumerate(words[:-1]):
        participle = words[at + 1]
        if word in BE_FORMS and any(inflect(lemma, "VBN") == participle
                                    for lemma in lemmas(participle)):
            rest = words[at + 2:at + 8]
            if "with" in rest and any(w.endswith("ing") for w in rest[rest.index("with"):]):
                return f"{word} {participle}"
            return None
    return None


def inner_means_fault(text: str, tokens: Sequence[str]) -> str | None:
    """The source's gerund after a preposition (``tokens``: "of obstructing") whose means the
    "by V-ing" opening ``text`` was, before no comma, or None: said first, the means is the
    main verb's.

    >>> inner_means_fault("By helping co-workers, Quattrone is accused of obstructing "
    ...     "justice.", "Quattrone is accused of obstructing justice by helping co-workers ."
    ...     .split())
    'of obstructing'
    >>> inner_means_fault("By winning the championship, Furyk celebrated Father's Day.",
    ...     "Furyk celebrated Father's Day by winning the championship .".split())
    """
    opening = re.match(r"By ([a-z]+ing)\b", text)
    if opening is None:
        return None
    lowered = [t.lower() for t in tokens]
    for at in range(len(lowered) - 1):
        if lowered[at] == "by" and lowered[at + 1] == opening.group(1):
            clause = lowered[:at]
            if "," in clause:
                clause = clause[len(clause) - clause[::-1].index(","):]
            for word, gerund in pairwise(clause):
                if word in PREPOSITIONS and gerund.endswith("ing") and len(gerund) > 4:
                    return f"{word} {gerund}"
    return None


def _in_order(wanted: Sequence[str], given: Sequence[str]) -> bool:
    """Whether ``wanted`` are said in ``given`` in their order, others between."""
    remaining = iter(given)
    return all(word in remaining for word in wanted)


def _words(text: str) -> list[str]:
    """The lowercased words of ``text``."""
    return [w.lower() for w in TEXT_WORD.findall(text)]
