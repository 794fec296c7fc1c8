"""A perfect's auxiliary said again in the second of two coordinated verbs it governed.

"SARS has killed about 800 people and affected more than 8400" shares its "has" between
both verbs; a rebuilt text that gives the second verb a subject of its own ("It is SARS
that has killed about 800 people, and it affected more than 8400 ...", "The Prime Ministers
... have met in Beijing, and they approved a budget ...") says it in the simple past, which
moves the event out of the present perfect.  The parse keeps no aspect, so the realizer
cannot say it from the graph; the text is mended from the source: the auxiliary goes
back before the second verb ("..., and it has affected more than 8400 ...").  Only a
pronoun subject, or the subject the source gave the auxiliary said again ("About 800 people
have been killed by SARS, and SARS has affected ...", 4545; "..., and the disease has
infected ...", 6276), and the source's very participle after "and" or a list's comma ("have
overthrown the government, moved into Saddam Hussein's palaces and started ...", 3350), with
no auxiliary of its own, are mended.  The second verb said first, as the text's opening
clause, is mended alike: "SARS has infected more than 5,200, and it has killed ..." (6275,
was "SARS infected"), and said as a passive by that subject, "More than 5,200 have been
infected by SARS, and SARS has killed ..." (was "were infected").

A passive's perfect is shared the same way by a gapped second passive, which says its own
subject and participle and no auxiliary: "at least 42 people had been killed and 112
injured" (2806) was said "..., and 112 were injured" and "112 were injured, and at least 42
people had been killed": the text's "were" becomes the source's "had been".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import inflect, lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import HAVE_FORMS, MODAL_VERBS

__all__ = ["shared_perfect"]

_CLAUSE_ENDS = frozenset([".", ";", ":", "but", "while", "because", "although", "when", "that",
                          "which", "who"])
_SUBJECT_AND_VERB = r", and ({subject}) ({verb})\b"
_OPENING_SUBJECT_VERB = r"^({subject}) ({verb})\b"
# "More than 5,200 were infected by SARS, and ...": the passive's "be" becomes "have been".
_OPENING_PASSIVE = r"^((?:[^,]|,\d)+? )(was|were) ({verb}) by ({subject})\b"
_PERFECT_BE = {"was": "has been", "were": "have been"}
# "..., and 112 were injured" / "112 were injured, and ...": a gapped passive said with "be".
_GAPPED_BE = r"(^|, and )({subject}) (?:was|were) ({verb})\b"
_PRONOUNS = ("it", "they", "he", "she", "we", "I")
# The most words of the source's subject said again before the second verb ("the disease").
_SUBJECT_WORDS = 4


def _participle(word: str) -> bool:
    # Not morphology.past_participle: a perfect's participle is often the same as its verb
    # ("has cut ... and put"), which that test leaves out, and it takes "could" for "can"'s.
    return word not in MODAL_VERBS and word.isalpha() \
        and any(inflect(lemma, "VBN") == word for lemma in lemmas(word))


def _shared(tokens: Sequence[str]) -> list[tuple[str, str, tuple[str, ...]]]:
    """The source's (auxiliary, later participle, subject spellings) triples: "has killed
    ... and affected"; a list's "have overthrown ..., moved ... and started" gives one per
    later member.  The subject spellings are the pronouns and the words right before the
    auxiliary ("SARS", "the disease", "disease"; an opening "The" also lowered)."""
    low = lowered_tokens(tokens)
    found = []
    for k, word in enumerate(low):
        if word not in HAVE_FORMS or k + 1 >= len(low):
            continue
        first = k + 1 + (low[k + 1].endswith("ly"))
        if first >= len(low) or not _participle(low[first]) or low[first] == "been":
            continue
        subjects = _PRONOUNS + tuple(" ".join(tokens[k - n:k])
                                     for n in range(min(_SUBJECT_WORDS, k), 0, -1))
        if k <= _SUBJECT_WORDS:  # the sentence's opening capital, lowered after "and"
            opening = " ".join(tokens[:k])
            subjects += (opening[:1].lower() + opening[1:],)
        for m in range(first + 1, len(low) - 1):
            if low[m] in _CLAUSE_ENDS:
                break
            if low[m] in ("and", ","):
                second = m + 1 + (low[m + 1].endswith("ly"))
                if second < len(low) and _participle(low[second]) \
                        and low[second] not in ("been", "had"):
                    found.append((word, low[second], subjects))
                if low[m] == "and":
                    break
    return found


def _gapped_passives(tokens: Sequence[str]) -> list[tuple[str, str, str]]:
    """The source's (auxiliary, subject, participle) of a passive gapped after a perfect
    passive: "had been killed and 112 injured" gives ("had been", "112", "injured")."""
    low = lowered_tokens(tokens)
    found = []
    for k in range(len(low) - 2):
        if low[k] not in HAVE_FORMS or low[k + 1] != "been" or not _participle(low[k + 2]):
            continue
        for m in range(k + 3, len(low) - 1):
            if low[m] in _CLAUSE_ENDS or low[m] == ",":
                break
            if low[m] != "and":
                continue
            # The subject: a few words, none a verb of its own, right before a participle
            # that closes the clause ("and more than 100 wounded.")
            for end in range(m + 2, min(m + 2 + _SUBJECT_WORDS, len(low) - 1)):
                if _participle(low[end]) and (end + 1 >= len(low) or not low[end + 1].isalpha()
                                              or low[end + 1] in _CLAUSE_ENDS
                                              or low[end + 1] in ("in", "as", "on", "at")):
                    subject = " ".join(tokens[m + 1:end])
                    if not any(_participle(w) or w in HAVE_FORMS for w in low[m + 1:end]):
                        found.append((f"{low[k]} been", subject, low[end]))
                    break
            break
    return found


def shared_perfect(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the source's (``tokens``) shared perfect said again before the second
    verb that the text gave a pronoun subject.

    >>> shared_perfect("It is SARS that has killed 800 people, and it affected 8400 since "
    ...     "May.", "SARS has killed 800 people and affected 8400 since May .".split())
    'It is SARS that has killed 800 people, and it has affected 8400 since May.'
    >>> shared_perfect("800 people have been killed by SARS, and SARS affected 8400.",
    ...     "SARS has killed 800 people and affected 8400 .".split())
    '800 people have been killed by SARS, and SARS has affected 8400.'
    >>> shared_perfect("They have won the war, and they moved in and started to patrol.",
    ...     "They have won the war , moved in and started to patrol .".split())
    'They have won the war, and they have moved in and started to patrol.'
    >>> shared_perfect("They met, and they approved it.", "They met and approved it .".split())
    'They met, and they approved it.'
    >>> shared_perfect("More than 5,200 were infected by SARS, and SARS has killed 296.",
    ...     "SARS has killed 296 and infected more than 5,200 .".split())
    'More than 5,200 have been infected by SARS, and SARS has killed 296.'
    >>> shared_perfect("112 were injured, and at least 42 people had been killed.",
    ...     "at least 42 people had been killed and 112 injured .".split())
    '112 had been injured, and at least 42 people had been killed.'
    """
    for auxiliary, participle, subjects in _shared(tokens):
        spelled = "|".join(re.escape(s) for s in subjects)
        verb = re.escape(participle)
        pattern = _SUBJECT_AND_VERB.format(subject=spelled, verb=verb)
        text = re.sub(pattern, rf", and \1 {auxiliary} \2", text, count=1)
        if ", and " not in text:
            continue  # (the verb said first only where the other is said after it)
        # (the opening subject said with or without a capital: the text is not yet finished)
        opening = "|".join(re.escape(s[:1].upper() + s[1:]) + "|" + re.escape(s)
                           for s in subjects)
        text = re.sub(_OPENING_SUBJECT_VERB.format(subject=opening, verb=verb),
                      rf"\1 {auxiliary} \2", text, count=1)
        text = re.sub(_OPENING_PASSIVE.format(subject=spelled, verb=verb),
                      lambda m: f"{m.group(1)}{_PERFECT_BE[m.group(2)]} {m.group(3)} by "
                                f"{m.group(4)}", text, count=1)
    for auxiliary, subject, participle in _gapped_passives(tokens):
        spelled = re.escape(subject) + "|" + re.escape(subject[:1].upper() + subject[1:])
        text = re.sub(_GAPPED_BE.format(subject=spelled, verb=re.escape(participle)),
                      rf"\1\2 {auxiliary} \3", text, count=1)
    return text
