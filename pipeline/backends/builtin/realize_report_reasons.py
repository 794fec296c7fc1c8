"""A reason or concession said after a closing report's verb, which then gives it as the
speaker's reason for saying.

"Because of the accounting charge, the company now says it lost $1.04 billion ..." gives
the reason for the loss (or the restated figure).  A rebuilt text that closes on the report
and says the phrase after it, "It lost $1.04 billion, ..., the company now says because of
the accounting charge.", reads as the company speaking because of the charge, and "..., they
said although Prempro pills were used in the study." is no sentence.  Such texts are
refused where the source did not say the report's verb right before that word itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["reason_after_report"]

# A closing report (after a comma: the speaker, an adverb of the verb's) and a reason or a
# concession that runs from its verb to the text's end with no comma.
_REASON_AFTER_REPORT = re.compile(
    rf", [\w' .-]+? (?:\w+ )?(?:{REPORT_VERB_FORMS}|say) "
    r"((?:because|although|though|despite|due to)\b[^,]*?)[.!?\"]*$")


def reason_after_report(text: str, tokens: Sequence[str]) -> str | None:
    """The reason or concession ``text`` says after its closing report's verb where the
    source (``tokens``) said it elsewhere, or None.

    >>> reason_after_report("It lost $1.04 billion, or 32 cents a share, in the quarter, the "
    ...     "company now says because of the accounting charge.", "Because of the accounting "
    ...     "charge , the company now says it lost $ 1.04 billion , or 32 cents a share , in the "
    ...     "quarter .".split())
    'because of the accounting charge'
    >>> reason_after_report("Prices rose, he said because of demand.",
    ...                     "Prices rose , he said because of demand .".split()) is None
    True
    """
    found = _REASON_AFTER_REPORT.search(text)
    if found is None:
        return None
    word = found.group(1).split(" ", 1)[0]
    said = lowered_tokens(tokens)
    if any(said[at + 1] == word and (said[at] in REPORT_VERB_FORMS.split("|") or said[at] == "say")
           for at in range(len(said) - 1)):
        return None  # (the source's own "said because ...")
    return found.group(1)
