"""A rebuilt passive that says after its "by" agent a "from" phrase the source said right
after the noun now the passive's subject, where the verb takes no source of its own.

The parse hangs a noun's "from" phrase on the verb ("blamed guerrillas from the Taliban
regime", "used discarded skin from consenting patients"), and the passive says it after
the agent, where it reads as the verb's: "Guerrillas were blamed by him from the Taliban
regime ousted in late 2001", "Discarded skin was used by them from consenting patients
...", "The United States' first simultaneous release of five whales will be performed by
the experts today from a single stranding incident".  A verb whose PropBank frame has a
source role (a DIR role: "purchased ... from the estate", "received from") takes the phrase
itself and is left.  Such a text is refused (an entry of realize_source_faults' table,
rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.lexicon import load_lexicon
from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["from_phrase_after_agent"]

# "SUBJECT AUX [ADVERB] PARTICIPLE [PARTICLE] by AGENT [WORD] from": a passive whose agent a
# "from" phrase follows (the agent a short phrase with no comma).
_PASSIVE_FROM = re.compile(
    r"^(?P<subject>[^,]+?) (?:(?:is|are|was|were)(?: being)?|(?:has|have|had) been|"
    r"(?:will|would|could|can|may|might|must|should) be)(?: \w+ly| also| not| still)? "
    r"(?P<verb>[a-z]+)(?: (?:up|down|out|off|in|on))? by (?P<agent>[^,]{1,60}?) "
    r"(?:\w+ )?from ")


def _takes_a_source(participle: str) -> bool:
    """Whether a verb of ``participle`` has a source role in its frame (PropBank's DIR)."""
    lexicon = load_lexicon()
    for lemma in lemmas(participle) or {participle}:
        frame = lexicon.verb_frame(lemma)
        roles = lexicon.rolesets.get(frame, {}).get("roles", {}) if frame else {}
        if any(tag == "DIR" for tag, _ in roles.values()):
            return True
    return False


def from_phrase_after_agent(text: str, tokens: Sequence[str]) -> str | None:
    """"NOUN ... from" where ``text``'s passive says after its agent the "from"
    phrase the source said right after the subject's last noun, for a verb with no source
    role; else None.

    >>> src = ("He blamed guerrillas from the Taliban regime ousted in late 2001 and said it "
    ...        "was possible the bomber died in the blast .").split()
    >>> from_phrase_after_agent("Guerrillas were blamed by him from the Taliban regime ousted "
    ...     "in late 2001, and he said the bomber could have died in the blast.", src)
    'Guerrillas ... from'
    >>> src = ("The park service purchased the land from the estate of Samuel Mills Damon for "
    ...        "$ 22 million .").split()
    >>> from_phrase_after_agent("The land was purchased by the park service from the estate "
    ...     "of Samuel Mills Damon for $22 million.", src) is None
    True
    """
    found = _PASSIVE_FROM.match(text)
    if found is None:
        return None
    noun = found.group("subject").split()[-1].lower()
    lowered = lowered_tokens(tokens)
    if not any(lowered[k] == noun and lowered[k + 1] == "from" for k in range(len(lowered) - 1)):
        return None
    if _takes_a_source(found.group("verb")):
        return None
    return f"{found.group('subject').split()[-1]} ... from"
