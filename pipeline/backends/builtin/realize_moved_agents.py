"""A rebuilt text that gives the source's "by" agent to another participle.

"A PAEDOPHILE from Twickenham has been described by police as the most prolific 'internet
groomer' ever caught." came back "A PAEDOPHILE from Twickenham has been described as the most
prolific internet groomer that was ever caught by police." (MRPC train 3289): the police now
caught him, and no one is said to have described him.  A text that says the source's agent
after a participle the source said elsewhere without it, while the source's own participle
of that agent is said with no "by" after it, is refused (an entry of realize_source_faults'
table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import past_participle
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import NOUN_DETERMINERS

__all__ = ["agent_moved_to_participle"]


def agent_moved_to_participle(text: str, tokens: Sequence[str]) -> str | None:
    """The "PARTICIPLE by AGENT" of ``text`` whose agent the source (``tokens``) gave another
    participle that ``text`` says without it, else None.

    >>> src = "He has been described by police as the worst groomer ever caught .".split()
    >>> agent_moved_to_participle("He has been described as the worst groomer that was ever "
    ...                           "caught by police.", src)
    'caught by police'
    >>> agent_moved_to_participle("He has been described as the worst groomer ever caught "
    ...                           "by police.", "He was caught by police .".split())
    """
    low = lowered_tokens(tokens)
    words = re.findall(r"[\w'-]+|[^\w\s]", text.lower())
    for at in range(1, len(low) - 1):
        participle = low[at - 1]
        if low[at] != "by" or not past_participle(participle):
            continue
        # the agent's first word past its determiner ("police", "a police officer")
        size = 2 if low[at + 1] in NOUN_DETERMINERS and at + 2 < len(low) else 1
        agent = low[at + 1:at + 1 + size]
        for k in range(1, len(words) - size):
            if words[k] != "by" or words[k + 1:k + 1 + size] != agent:
                continue
            other = words[k - 1]
            if other != participle and past_participle(other) and participle in words \
                    and f"{participle} by" not in " ".join(words):
                return f"{other} by {' '.join(agent)}"
    return None
