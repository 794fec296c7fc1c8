"""A rebuilt text that leaves a control or raising verb's "to" with no infinitive.

A focus on the verb a "managed to" / "is expected to" / "refused to" governs makes that
verb the main clause and says the governing verb after it as an aside or a passive, with
its "to" stranded: "But the two sides struck a $6.8 billion debt rollover deal ..., as they
managed to six months ago.", "..., the plan was disclosed at Tech Ed 2003 ..., as it is
expected to." (an expectation said as a fact), "but recognizing the results ... was refused
to.".  Such a text is refused (an entry of realize_source_faults' table, rebuilt texts
only) where the source said that verb with its infinitive.

An aspect verb whose infinitive became the main clause may lose its "to" as well and read as
a verb of saying: "The loonie slipped in early trading Friday, it continued meanwhile." and
"It slipped ..., the loonie continued meanwhile." for "The loonie, meanwhile, continued to
slip in early trading Friday" (MRPC train 1957), "Mr. Hampton ran into trouble, Hampton
continued in recent years, facing charges ..." (6830); such a text is refused as well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import CONTROL, NOUN_PHRASE_OPENERS

__all__ = ["aspect_verb_without_complement", "control_verb_without_infinitive"]

# A governing verb's "to" and the word after it, which must be a verb for an infinitive.
_VERB_TO = re.compile(r"\b([a-z]+) to\b(?: ([\w'-]+))?")
_GOVERNORS = CONTROL | frozenset(["vow", "pledge", "threaten", "seek", "appear", "tend",
                                  "deserve", "aim", "volunteer", "hesitate"])


def control_verb_without_infinitive(text: str, tokens: Sequence[str]) -> str | None:
    """The control or raising verb with its "to" that ``text`` says with no infinitive
    after it where the source (``tokens``) said one, or None.

    >>> control_verb_without_infinitive("They struck a deal, as they managed to six months "
    ...     "ago.", "Six months ago , they managed to strike a deal .".split())
    'managed to'
    >>> control_verb_without_infinitive("It was Ottawa that he went to last week.",
    ...     "He went to Ottawa last week .".split())
    """
    source = lowered_tokens(tokens)
    for found in _VERB_TO.finditer(text):
        verb, after = found.group(1), (found.group(2) or "").lower()
        if not lemmas(verb) & _GOVERNORS or (
                after and "VERB" in lemma_pos(after) and after not in NOUN_PHRASE_OPENERS):
            continue
        # the source's "VERB to" with an infinitive after it ("managed to strike"), not a
        # preposition's object ("agreed to a lifetime ban") or a bare "to" of its own
        if any(source[k] == verb and source[k + 1] == "to" and "VERB" in lemma_pos(source[k + 2])
               and source[k + 2] not in NOUN_PHRASE_OPENERS
               for k in range(len(source) - 2)):
            return f"{verb} to"
    return None


# Aspect verbs that take an infinitive or a gerund ("continued to slip", "began running").
_ASPECT = re.compile(r"\b(continue[sd]?|continuing|beg[ia]n|begins|start(?:s|ed)?|cease[sd]?)"
                     r"\b(?: ([\w'-]+))?")


def aspect_verb_without_complement(text: str, tokens: Sequence[str]) -> str | None:
    """The aspect verb ("continued") that ``text`` says with neither "to", a gerund nor an
    object after it, where the source (``tokens``) said it with "to", or None.

    >>> aspect_verb_without_complement("The loonie slipped Friday, it continued meanwhile.",
    ...     "The loonie , meanwhile , continued to slip Friday .".split())
    'continued'
    >>> aspect_verb_without_complement("The loonie continued to slip Friday.",
    ...     "The loonie continued to slip Friday .".split())
    """
    source = lowered_tokens(tokens)
    for found in _ASPECT.finditer(text):
        verb, after = found.group(1), (found.group(2) or "").lower()
        clause = re.split(r"[,.;:]", text[found.end(1):], maxsplit=1)[0]
        if after.endswith("ing") or after in NOUN_PHRASE_OPENERS or " to " in f"{clause} ":
            continue  # "continued in recent years to run into trouble" keeps its "to"
        if any(source[k] == verb.lower() and source[k + 1] == "to"
               for k in range(len(source) - 1)):
            return verb
    return None
