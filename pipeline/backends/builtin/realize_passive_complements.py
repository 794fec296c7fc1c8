"""A rebuilt passive that says the source's object complement where a passive cannot: an
"as" predicate run into the subject, or a reflexive object left after the participle.

"The Bush administration cited that intelligence as primary justification for invading
Iraq." (4299) becomes "That intelligence as primary justification for invading Iraq was
cited by the Bush administration.", and "He listed LeapFrog Enterprises' LeapPad books, ...
as toys that were stealing market share." (6386) "..., and MGA Entertainment's Bratz doll
line as toys that were stealing market share were listed by him.": the passive takes the
object with its predicate as one noun phrase ("was cited as primary justification by ..."
would be English); a verb whose frame has no "as" role ("planned an 18-month run as a
part of a North American tour", "triggered ... traffic jams as commuters backed up") is
left.  "Mr. McCall ... styled himself an advocate of better corporate governance." (4395)
becomes "An advocate of better corporate governance was styled himself by Mr. McCall": the
small clause's predicate made the subject, the reflexive left behind.  Such a text is
refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.lexicon import load_lexicon
from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["passive_complement_misplaced"]

_BE = (r"(?:(?:is|are|was|were)(?: being)?|(?:has|have|had) been|"
       r"(?:will|would|could|can|may|might|must|should) be)")
# "SUBJECT as PREDICATE BE [ADVERB] PARTICIPLE by": the predicate inside the subject.
_AS_IN_SUBJECT = re.compile(
    rf"^(?P<object>[^,]*?(?:, [^,]*?)*?) as (?P<predicate>[^,]+?) {_BE}(?: \w+ly| also| not)? "
    r"(?P<verb>[a-z]+) by ")
# "BE [ADVERB] PARTICIPLE REFLEXIVE by": a reflexive object left after a passive participle.
_REFLEXIVE_LEFT = re.compile(
    rf"\b{_BE}(?: \w+ly| also| not)? [a-z]+ (?P<reflexive>himself|herself|itself|themselves)"
    r" by\b")
_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def _takes_as(participle: str) -> bool:
    """Whether a verb of ``participle`` has an "as" role in its PropBank frame ("cite X as
    Y", "list X as Y"); "planned a run as a part of a tour" has none: the noun's phrase."""
    lexicon = load_lexicon()
    for lemma in lemmas(participle) or {participle}:
        frame = lexicon.verb_frame(lemma)
        preps = lexicon.rolesets.get(frame, {}).get("preps", {}) if frame else {}
        if any("as" in taken for taken in preps.values()):
            return True
    return False


def passive_complement_misplaced(text: str, tokens: Sequence[str]) -> str | None:
    """"OBJECT as PREDICATE BE PARTICIPLE" where ``text``'s passive subject says the
    predicate the source (``tokens``) said after the verb's object, or "PARTICIPLE
    REFLEXIVE by"; else None.

    >>> src = ("The Bush administration cited that intelligence as primary justification for "
    ...        "invading Iraq .").split()
    >>> passive_complement_misplaced("That intelligence as primary justification for "
    ...     "invading Iraq was cited by the Bush administration.", src)
    'intelligence as primary justification for invading Iraq was cited'
    >>> src = ("The juvenile allegedly authored a variant of the worm known as \\" RPCSDBOT "
    ...        "\\" .").split()
    >>> passive_complement_misplaced('A variant of the worm known as "RPCSDBOT" was allegedly '
    ...     'authored by the juvenile.', src) is None
    True
    >>> passive_complement_misplaced("An advocate of better corporate governance was styled "
    ...     "himself by Mr. McCall.", [])
    'styled himself by'
    """
    reflexive = _REFLEXIVE_LEFT.search(text)
    if reflexive is not None:
        return " ".join(reflexive.group(0).split()[-3:])
    found = _AS_IN_SUBJECT.match(text)
    if found is None:
        return None
    lowered = lowered_tokens(tokens)
    verb = found.group("verb")
    if verb not in lowered or not _takes_as(verb):
        return None
    object_words = [w.lower() for w in _WORD.findall(found.group("object"))]
    predicate = [w.lower() for w in _WORD.findall(found.group("predicate"))][:2]
    if not object_words or object_words[-1].endswith(("ed", "en")) or object_words[-1] in (
            "such", "known", "so", "same"):
        return None  # "known as", "such as", "the same as": the noun's own phrase
    at = lowered.index(verb)
    # the object said right after the verb (a determiner or its first word), and "as" with
    # the predicate's first words after it, as the verb's complement
    if object_words[0] not in lowered[at + 1:at + 3]:
        return None
    for k in range(at + 1, len(lowered) - len(predicate)):
        if lowered[k] == "as" and lowered[k + 1:k + 1 + len(predicate)] == predicate:
            return f"{object_words[-1]} as {found.group('predicate')} " \
                   f"{text[found.end('predicate') + 1:found.end('verb')]}"
    return None
