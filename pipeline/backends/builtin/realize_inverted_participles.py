"""A rebuilt text that makes the verb of the source's inverted "-ing" opening a passive with
no agent, or says that opening torn from its own words.

"Currently living onboard the space station are American astronaut Ed Lu and Russian cosmonaut
Yuri Malenchenko." came back "American astronaut Ed Lu and Russian cosmonaut Yuri Malenchenko
were currently lived the space station." (MRPC train 3987, and its clefts), and "Standing with
reporters and photographers about 150 yards from the prison gates was Brent Newbury, ..." came
back "..., Brent Newbury, ... was stood with reporters and photographers." (1375): the parse read
the inverted subject, the one who lives or stands, as the verb's patient, so the realizer made
it a passive.  A verb the source said only as the "-ing" form opening such an inversion (a
finite "be" before any comma), said in the text as "be PARTICIPLE" with no "by" agent after
it, is refused (an entry of realize_source_faults' table, rebuilt texts only); "He was
joined by Justices ..." for "Joining him ... were Justices ..." (2212) names its agent and is
left.  A text that opens with the source's "-ing" words and goes on with others ("Currently
living American astronaut Ed Lu ... is the space station.", 3987) is refused too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens

__all__ = ["opening_verb_made_passive"]

# The opening "-ing" verb, after an adverb at most ("Currently living ...").
_OPENING_ING = re.compile(r"(?:[A-Z][a-z]+ly )?([A-Za-z]+ing) ")


def opening_verb_made_passive(text: str, tokens: Sequence[str]) -> str | None:
    """The "be PARTICIPLE" of ``text`` that says as an agentless passive the verb the source
    (``tokens``) opened with as "-ing" and said in no other form, else None.

    >>> src = ("Currently living onboard the space station are American astronaut Ed Lu "
    ...        "and Russian cosmonaut Yuri Malenchenko .").split()
    >>> opening_verb_made_passive("American astronaut Ed Lu and Russian cosmonaut Yuri "
    ...     "Malenchenko were currently lived the space station.", src)
    'were currently lived'
    >>> opening_verb_made_passive("Currently living American astronaut Ed Lu and Russian "
    ...     "cosmonaut Yuri Malenchenko is the space station.", src)
    'Currently living'
    >>> src = "Joining him in the majority opinion were Justices O'Connor and Souter .".split()
    >>> opening_verb_made_passive("He was joined by Justices O'Connor and Souter in the "
    ...     "majority opinion.", src)
    """
    source = joined_tokens(tokens)
    opening = _OPENING_ING.match(source)
    # Inverted only if a finite "be" comes before any comma: "Excluding one-time items, the
    # company ..." is an adverbial clause, fairly said "If one-time items were excluded, ...".
    if opening is None or not re.search(r" (?:is|are|was|were) ", source.split(" , ")[0]):
        return None
    gerund = opening.group(1).lower()
    low = lowered_tokens(tokens)
    # The opening said first but torn from its own words ("Currently living American
    # astronaut Ed Lu ... is the space station." for "Currently living onboard the space
    # station are ..."): the verb reads as the subject's modifier.
    said = re.findall(r"[\w'-]+", text)
    start = opening.group(0).split()
    if [w.lower() for w in said[:len(start)]] == [w.lower() for w in start] \
            and said[len(start):len(start) + 1] != list(tokens[len(start):len(start) + 1]):
        return opening.group(0).strip()
    for lemma in lemmas(gerund):
        participle = inflect(lemma, "VBN")
        if participle == gerund or participle in low:
            continue
        found = re.search(rf"\b(?:is|are|was|were|be|been)(?: \w+ly)? {participle}\b(?! by\b)",
                          text, re.I)
        if found is not None:
            return found.group(0)
    return None
