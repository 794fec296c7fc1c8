"""Events the source did not say were done, said as done by a rebuilt sentence, checked on
the finished text: a deed the source only alleged ("O'Brien left the scene of a fatal
accident, which O'Brien was charged with" for "was charged with leaving ..."), and an
event the source only began, asked for or intended ("..., as Waksal began to recently").

Split from realize_said_wording.py (which runs all its checks in
:func:`~pipeline.backends.builtin.realize_said_wording.misread_wording`): these two read
the status of an event (alleged, begun, asked), not the wording of a phrase.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens

__all__ = ["allegation_asserted", "begun_said_as_done"]

# Words of a charge, a suspicion or a denial, with the preposition that takes the deed
# ("accused of drowning", "blamed for sabotaging", "denied taking"): what follows is
# claimed or disputed, not done.  ("convicted of" is left out: a verdict establishes it.)
_ALLEGING = re.compile(
    r"(?:charged|charges?) with|(?:accused|suspected|suspicion|allegations?|charges?|"
    r"counts?) of|(?:blamed|arrested|indicted|investigated|sued|faulted|criticized|"
    r"criticised) for|denied|denies|deny|denying")


def allegation_asserted(text: str, tokens: Sequence[str]) -> str | None:
    """The first deed the source (``tokens``) said only as alleged ("accused of drowning
    her children") that ``text`` says as done, in its past tense, where the source never
    does.

    >>> toks = "O'Brien was charged with leaving the scene".split()
    >>> allegation_asserted("O'Brien left the scene, which O'Brien was charged with.", toks)
    'charged with leaving'
    >>> allegation_asserted("It was O'Brien who was charged with leaving the scene.", toks)
    >>> allegation_asserted("She drowned them.", "She denied drowning them".split())
    'denied drowning'
    """
    low = text.lower()
    said = set(lowered_tokens(tokens))
    for at, token in enumerate(tokens):
        deed = token.lower()
        if not deed.endswith("ing") or "VERB" not in lemma_pos(deed):
            continue
        lead = at - 1
        if lead >= 0 and tokens[lead].lower().endswith("ly"):
            lead -= 1  # "accused of deliberately drowning"
        if lead < 0:
            continue
        words = next((w for w in (" ".join(t.lower() for t in tokens[lead - 1:lead + 1]),
                                  tokens[lead].lower()) if _ALLEGING.fullmatch(w)), None)
        if words is None:
            continue
        verb = _lemma(deed)
        forms = {inflect(verb, "VBD"), inflect(verb, "VBN")} - {verb, deed}
        if any(form in said for form in forms):
            continue  # the source says the deed as done elsewhere
        if any(re.search(rf"\b{re.escape(form)}\b", low) for form in forms):
            return f"{words} {deed}"
    return None


def _lemma(gerund: str) -> str:
    """The verb a gerund is of ("leaving": "leave")."""
    from lemminflect import getLemma

    lemmas = getLemma(gerund, upos="VERB")
    return lemmas[0] if lemmas else gerund


# A clause hung on its own beginning: "Waksal served a prison sentence ..., as Waksal
# began to recently" for "Waksal recently began serving a prison sentence".
_BEGUN_AS_DONE = re.compile(r", as [\w'-]+(?: [\w'-]+){0,3} (?:began|begins|begin|started|starts|"
                            r"start|resumed|resumes|resume) to\b")


# The same for what was only asked or ordered: "The jurors give her a fair shake, as Andy
# Savage asked them to" for "asked the jurors to give her a fair shake".
_ASKED_AS_DONE = re.compile(r", as .*?\b([a-z]+)(?: (?:him|her|them|us|me|it))? to(?=[.,]|$| \w+[.,])")


def begun_said_as_done(text: str, tokens: Sequence[str]) -> str | None:
    """The beginning verb of ``text`` (or a verb of asking, ordering or intending) after
    which the event it begins stands as the main clause, said as done (not in the source,
    ``tokens``).

    >>> begun_said_as_done("He submitted articles, as he began to after the war.", [])
    'began'
    >>> begun_said_as_done("He began to submit articles after the war.", [])
    >>> begun_said_as_done("The jurors give her a fair shake, as Savage asked them to.", [])
    'asked'
    """
    from pipeline.backends.builtin.realize_words import OBJECT_CONTROL, UNREALIZED_COMPLEMENT

    source = joined_tokens(tokens)
    found = _BEGUN_AS_DONE.search(text)
    if found is not None and not _BEGUN_AS_DONE.search(source):
        return found.group(0).split()[-2]
    asked = _ASKED_AS_DONE.search(text)
    # ("The bill will pass, as it is expected to" keeps the expectation)
    unrealized = (OBJECT_CONTROL | UNREALIZED_COMPLEMENT) - {"force", "cause", "help", "expect"}
    if asked is not None and _lemmas_of(asked.group(1)) & unrealized \
            and not _ASKED_AS_DONE.search(source):
        return asked.group(1)
    return None


def _lemmas_of(word: str) -> frozenset[str]:
    """The verb lemmas of ``word`` ("warned": "warn")."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word.lower()).get("VERB", ()))
