"""A passive's agent said after a subordinate clause, where it reads as that clause's.

The passive construction says the agent last: "He was reported missing June 19, seven days
after he was last seen on campus by Dennehy's family" for "Dennehy's family reported him
missing June 19, seven days after he was last seen on campus", and "VeriSign was asked to
voluntarily suspend Site Finder while the Internet community studied the issues by ICANN".
The "by" phrase now hangs on the clause's own verb: the family saw him, the community
studied by ICANN.  After a phrase without a verb ("held before the sale by Turner",
"battled since 1983 by Maddox") it still reads with the main verb, and "described as the
most crucial stop by Bush's aides" is the verb's own "as".
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_words import SUBORDINATORS

__all__ = ["agent_after_clause"]

# The shared subordinators, less "as" (a passive verb's own: "described as the most crucial
# stop by Bush's aides"), plus "where".
_SUBORDINATORS = (SUBORDINATORS - {"as", "whenever"}) | {"where"}
_CLAUSE_AFTER = re.compile(rf"\b(?:{'|'.join(sorted(_SUBORDINATORS))}) [^,;.]*? by ")
_VERB_GROUP = frozenset(["was", "were", "is", "are", "has", "have", "had", "been", "be",
                         "being", "will", "would", "could", "can", "did", "does"])


def agent_after_clause(text: str, source: str) -> str | None:
    """The subordinate clause of the passive ``text`` that its "by" phrase follows, when
    the source says that clause without it, or None.

    >>> agent_after_clause("VeriSign was asked to suspend Site Finder while the community "
    ...                    "studied the issues by ICANN.",
    ...                    "ICANN asked VeriSign to suspend Site Finder while the community "
    ...                    "studied the issues.")
    'while the community studied the issues'
    >>> agent_after_clause("About 105 million shares were held before the sale by Turner.",
    ...                    "Turner held about 105 million shares before the sale.")
    """
    low, said = text.lower(), source.lower()
    for match in _CLAUSE_AFTER.finditer(low):
        clause = match.group(0)[: -len(" by ")]
        words = clause.split()[1:]
        if clause in said and f"{clause} by" not in said \
                and any(w in _VERB_GROUP or w.endswith(("ed", "ing")) for w in words):
            return clause
    return None
