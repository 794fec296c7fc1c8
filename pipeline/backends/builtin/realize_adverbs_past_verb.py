"""A rebuilt text that says after its verb (and often after the verb's object) a sequence or
aspect adverb the source said right before that verb.

The parse hangs "then", "also", "still", "never" or "later" on the verb with no place, and a
conjunct or cleft rebuilt around it says the adverb after everything the verb governs, where
it reads as broken or takes another meaning: "..., and they robbed the would-be johns then by
pretending to be cops" for "and then robbed the would-be johns" ("then" now "at that time"),
"It was the court that stayed that injunction then pending an appeal" (read "then-pending"),
"the Government did still not know" for "still did not know".  An adverb said right after
the auxiliary the source said it before ("has also been" for "also has been") is left.  Such a text is refused (an
entry of realize_source_faults' table, rebuilt texts only).  realize_moved_adverbs refuses
the same adverbs said at a clause's end; this module the ones said inside it.

"later" said last before a mark ("he said in a statement later") or before the copula that
closes a pseudo-cleft's 'what' clause reads as the source did and is left.
"""

from __future__ import annotations

import re

import penman

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_tree import Source

__all__ = ["adverb_after_its_verb"]

# Adverbs whose place before the verb carries their meaning (sequence, addition, aspect).
_PRE_VERB_ADVERBS = frozenset(["then", "also", "still", "never", "later"])
# Auxiliaries the source may have said right after the adverb ("still did not know").
_AUXILIARIES = frozenset(["do", "does", "did", "has", "have", "had", "is", "are", "was",
                          "were", "will", "would", "can", "could", "may", "might", "should",
                          "must"])
# Do-support, after which the adverb cannot stand before "not" ("did still not know").
_DO_FORMS = frozenset(["do", "does", "did"])
# Words before "then" that make a phrase of it ("since then", "by then", "until then").
_THEN_PHRASES = frozenset(["since", "by", "until", "till", "from", "even", "just", "only",
                           "back"])
_FRAME = re.compile(r"-\d\d$")
_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def _is_verb(graph: penman.Graph, source: Source, index: int) -> bool:
    """Whether source token ``index`` is an auxiliary or aligned to a frame (a verb)."""
    word = source.word(index).lower()
    if word in _AUXILIARIES:
        return True
    var = source.owner.get(index)
    concepts = {inst.source: str(inst.target) for inst in graph.instances()}
    return var is not None and bool(_FRAME.search(concepts.get(var, "")))


def _later_reads_as_source(words: list[str], at: int) -> bool:
    """Whether "later" at ``at`` closes its clause (before a mark, the end, or a pseudo-cleft's
    'was'), a place where it keeps the source's meaning."""
    after = words[at + 1] if at + 1 < len(words) else ""
    return not after or not after[0].isalnum() or after in ("was", "is")


def adverb_after_its_verb(graph: penman.Graph, text: str, source: Source) -> str | None:
    """"VERB ... ADVERB" where ``text`` says after the verb an adverb the source said once and
    right before it, or None.

    Only an adverb and a verb each said once in both source and text are read, so the verb
    the adverb came before is the one it now follows.
    """
    lowered = lowered_tokens(source.tokens)
    words = [w.lower() for w in _WORD.findall(text)]
    for index, token in enumerate(lowered):
        if token not in _PRE_VERB_ADVERBS or lowered.count(token) != 1 \
                or words.count(token) != 1:
            continue
        verb = source.word(index + 1).lower()
        if not verb[:1].isalpha() or lowered.count(verb) != 1 or words.count(verb) != 1 \
                or not _is_verb(graph, source, index + 1):
            continue
        at, verb_at = words.index(token), words.index(verb)
        if at < verb_at:
            continue
        if at == verb_at + 1 and verb in _AUXILIARIES and verb not in _DO_FORMS:
            continue  # "has also been" for "also has been": the adverb's usual place
        if token == "then" and words[at - 1] in _THEN_PHRASES:
            continue
        if token == "later" and _later_reads_as_source(words, at):
            continue
        return f"{verb} ... {token}"
    return None
