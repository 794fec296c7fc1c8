"""A gerund after "and" said as a finite verb: the parse made the gerund a clause of its own
("charged with murder and tampering with evidence" read as "tamper-01" beside "charge-01"),
and a rebuilt sentence asserts what the source only named ("It is Chante Jawaon Mallard,
27, who is charged with murder, and evidence was tampered with", "U.S. troops will not
shrink from mounting raids, and they attacked their foes" for "will not shrink from ...
attacking their foes"): the charge becomes a deed, the refusal a past fact."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["gerund_said_finite"]

_REPEATED_PREPOSITIONS = frozenset({"of", "for", "with", "by", "in", "on", "from", "at"})


def gerund_said_finite(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "and <gerund>" (``tokens``) that ``text`` says only as a past form
    ("and tampering" as "tampered"), if any.

    >>> gerund_said_finite("He is charged with robbery, and he impersonated an officer.",
    ...                    "He is charged with robbery and impersonating an officer .".split())
    'and impersonating'
    >>> gerund_said_finite("He made a threat, and he destroyed property.",
    ...                    "convicted of making a threat and of destroying property .".split())
    'and of destroying'
    >>> gerund_said_finite("He is charged with robbery and impersonating an officer, police said.",
    ...                    "He is charged with robbery and impersonating an officer .".split())
    """
    low = text.lower()
    for k in range(1, len(tokens)):
        word = tokens[k].lower()
        lead = tokens[k - 1].lower()
        if lead in _REPEATED_PREPOSITIONS and k > 1 and tokens[k - 2].lower() == "and":
            # "convicted of making a false threat ... and of destroying federal property"
            # said "..., and Watson destroyed federal property": the preposition said again
            lead = f"and {lead}"
        if lead.split(" ", 1)[0] != "and" or not word.endswith("ing") or len(word) <= 5:
            continue
        stem = word[:-3]
        if re.search(rf"\b{re.escape(word)}\b", low):
            continue
        # (an irregular past too: "He was charged with attempting to provide material support
        # ... and dealing arms without a licence" said "..., and he dealt arms")
        pasts = {inflect(lemma, tag) for lemma in lemmas(word) - {word} for tag in ("VBD", "VBN")}
        pasts -= set(lowered_tokens(tokens))  # (a past the source says itself is its own)
        if re.search(rf"\b{re.escape(stem)}e?d\b", low) \
                or any(re.search(rf"\b{re.escape(p)}\b", low) for p in pasts if p):
            return f"{lead} {word}"
    return None
