"""Voice: whether a verb of the built-in parser is passive, so that its subject is the
:ARG1 (the thing acted on) and not the :ARG0 (the doer).

A verb with its own passive auxiliary or passive subject is plainly passive. The cases
here are those where spaCy leaves the passive implicit: a participle coordinated with a
passive verb ("was bitten and scratched"), a gapped clause ("300 people had been killed
and 1,000 wounded") and a bare participle complement ("ordered the monument moved").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect

if TYPE_CHECKING:
    from spacy.tokens import Token

# Dependencies that fill a verb's object or complement slot.
OBJECT_DEPS = frozenset({"dobj", "dative", "iobj", "attr", "oprd", "ccomp", "xcomp", "agent"})
# Verbs that take an object and a bare passive participle: "ordered the monument moved".
PARTICIPLE_COMPLEMENTS = frozenset(["order", "want", "need", "have", "get", "see", "like", "prefer"])
# Verbs that find or leave their object in a state a bare participle says ("found shot to
# death", "left stranded").
_FOUND_STATE = frozenset(["find", "leave"])
_NOMINATIVE = frozenset(["i", "he", "she", "we", "they"])
# Verbs of harm a gapped clause after a passive one reports what was done to its subject
# even where spaCy tags them past tenses: "two miners were killed and six other protesters
# injured" (the protesters were injured; read as active, they injured someone).  Only these:
# "two were killed and the crowd dispersed" is active.
_HARM_VERBS = frozenset(["injure", "wound", "hurt", "kill", "arrest", "detain", "hospitalize",
                         "displace", "evacuate", "rescue"])


def is_passive(verb: Token, deps: set[str], shares_subject: bool) -> bool:
    """Whether ``verb`` (with its children's dependencies ``deps``) is passive;
    ``shares_subject`` says the verb borrows the subject of the verb it is coordinated with."""
    if deps & {"nsubjpass", "auxpass", "csubjpass"}:
        return True
    head_passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.head.children)
    # (a "by" agent of its own too, where the first verb has none: "was hailed in some
    # quarters ..., but condemned by others as ..." (the election was condemned, it condemned
    # nothing); after "released by a judge" the parse would share the judge)
    agent_alone = not any(c.dep_ == "agent" for c in verb.head.children)
    if verb.dep_ == "conj" and shares_subject and head_passive \
            and not deps & ({"aux", "nsubj"} | OBJECT_DEPS) - _prepositional_dative(verb) \
            - ({"agent"} if agent_alone else set()) \
            and _participle(verb):
        # "Prisoners were tortured and executed": the bare participle shares the passive
        return True
    if verb.dep_ == "conj" and shares_subject and verb.tag_ == "VBN" and verb.head.tag_ == "VBG" \
            and not deps & {"aux", "auxpass", "nsubj", "dobj", "dative", "iobj"} and any(
                c.dep_ == "aux" and c.lower_ in ("is", "are", "was", "were")
                for c in verb.head.children):
        # "The bank was also meeting on Wednesday and widely expected to announce a cut": the
        # participle shares the progressive's "was", a passive ("it widely expected" was said)
        return True
    if verb.dep_ == "conj" and (verb.tag_ == "VBN" or (
            verb.lemma_.lower() in _HARM_VERBS and _participle(verb))) and "nsubj" in deps \
            and not deps & ({"aux", "auxpass"} | OBJECT_DEPS) \
            and any(c.dep_ == "auxpass" for c in verb.head.children):
        # "300 people had been killed and 1,000 wounded": the gapped verb's own subject
        return True
    if verb.dep_ == "advcl" and verb.tag_ == "VBN" and shares_subject \
            and not deps & {"aux", "nsubj", "expl"}:
        # "Sentenced to 20 years to life, she was granted parole": a bare participle clause
        # on its main clause's subject says what was done to it ("having risen" has its aux)
        return True
    if verb.dep_ == "xcomp" and verb.tag_ == "VBN" and verb.head.lemma_ in _FOUND_STATE \
            and not deps & ({"aux", "nsubj"} | OBJECT_DEPS):
        # "Four people were found shot to death": the participle says what was done to the
        # people (was "found to shoot to death")
        return True
    if verb.dep_ == "ccomp" and verb.tag_ in ("VBN", "VBD") and verb.head.lemma_ in _FOUND_STATE \
            and (verb.tag_ == "VBN" or inflect(verb.lemma_.lower(), "VBN") == verb.lower_) \
            and not deps & ({"aux", "auxpass", "mark"} | OBJECT_DEPS) \
            and not any(c.dep_ == "nsubj" and c.lower_ in _NOMINATIVE for c in verb.children):
        # "Deputies found 37-year-old Adan Avalos shot to death inside the SUV" (spaCy: "shot"
        # a past tense with its subject): a state the object was found in, not "found that
        # Adan Avalos shot" ("found he lied" keeps its past tense)
        return any(c.dep_ == "nsubj" for c in verb.children)
    # "ordered the monument moved": an object with a bare participle is passive
    return verb.dep_ == "ccomp" and verb.tag_ in ("VBN", "VBD") and "nsubj" in deps \
        and verb.head.lemma_ in PARTICIPLE_COMPLEMENTS \
        and not deps & ({"aux", "auxpass"} | OBJECT_DEPS)


def _prepositional_dative(verb: Token) -> set[str]:
    """{"dative"} where every dative of ``verb`` is a preposition ("to Interpol"), not a
    noun: "A warrant ... has been served on the Ghanaian authorities and sent to Interpol"
    (spaCy: "to" a dative of "sent") is passive too, not "the warrant sent to Interpol"."""
    datives = [c for c in verb.children if c.dep_ == "dative"]
    return {"dative"} if datives and all(c.tag_ == "IN" for c in datives) else set()


def _participle(verb: Token) -> bool:
    """A past participle, or a regular "-ed" form spaCy tagged as a past tense: in "was
    bitten and scratched" the second verb is a participle whatever its tag, since the
    past tense and the participle of a regular verb are one word."""
    if verb.tag_ == "VBN":
        return True
    # (an irregular verb whose past is its participle too: "three of them had also been
    # detained last week and held for two days", not "they held ... for two days")
    return verb.tag_ == "VBD" and verb.head.tag_ == "VBN" and (
        verb.lower_.endswith("ed") or verb.lower_ == inflect(verb.lemma_.lower(), "VBN"))
