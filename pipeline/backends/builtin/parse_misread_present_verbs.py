"""A sentence's only verb, a present tense, that spaCy read as a noun.

The present tense of a verb that is also a noun ("costs", "names", "airs", "target") is
often tagged a noun by the small model, and a sentence with no other verb is then parsed
as one noun phrase: the rules refused every focus ("the focus heads no sentence, only a
noun phrase", "no subject for ...") or said the verb as a noun.  Three shapes repeat over
the MRPC sources (``parse_misread_past_verbs`` mends the past tense read as an adjective):

- the ``-s`` form as the root, its subject's words hung on it as compounds: "That exploit
  works on unpatched Windows 2000 machines", "The conflict centers on a proposal ...",
  "The lawsuit names Shelley, a Democrat, and registrars ...", "The new P25-S507 sports a
  17-inch display ...";
- the ``-s`` form as an apposition of the subject noun, the root: "The lawsuit, filed after
  a 19-month investigation ..., names Lay and Skilling among others", "Music mogul Simon
  Cowell's latest project, a reality TV dating show called Cupid, airs in the US on
  Wednesday";
- a plural subject and the bare form both hung on the object as compounds: "Two new
  schemes target families of those serving ...", "Foreigners board helicopters for
  evacuation ...".

The word becomes the root verb, the noun before it its subject, and the noun phrase after
it its object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import inflect, lemma_pos

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_misread_present_verbs"]

_NOUNS = frozenset({"NOUN", "PROPN"})
# what a verb's dependents may be in a sentence that has no verb of its own
_DEPENDENT_VERBS = frozenset({"amod", "acl", "relcl", "conj", "pcomp", "aux", "auxpass",
                              "advcl", "ccomp", "xcomp"})
_NOUN_PARTS = frozenset({"det", "amod", "compound", "nummod", "poss", "nmod", "punct", "case",
                         "quantmod", "predet"})


def repair_misread_present_verbs(doc: Doc) -> None:
    """Make the noun-tagged present tense of the module docstring the sentence's verb.

    >>> from pipeline.nlp import load_spacy
    >>> doc = load_spacy()("That exploit works on unpatched Windows 2000 machines.")
    >>> repair_misread_present_verbs(doc)
    >>> [(t.text, t.dep_, t.head.text) for t in doc[:4]]
    [('That', 'det', 'exploit'), ('exploit', 'nsubj', 'works'), ('works', 'ROOT', 'works'), ('on', 'prep', 'works')]
    """
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.pos_ not in _NOUNS or any(t.dep_ == "ROOT" for t in doc[root.i + 1:]) \
            or any(t.pos_ in ("VERB", "AUX") and t.dep_ not in _DEPENDENT_VERBS for t in doc):
        return  # the sentence has a verb of its own
    if _compound_verb(root) or (_verb(root, "VBZ") and _rooted_verb(root)):
        return
    verb = next((t for t in doc if t.dep_ == "appos" and t.i > root.i and _verb(t, "VBZ")), None)
    if verb is not None:
        _apposed_verb(verb, root)


def _verb(word: Token, tag: str) -> bool:
    """Whether ``word``, tagged a noun, is the ``tag`` form of a verb."""
    lemma = word.lemma_.lower()
    return word.tag_ in ("NN", "NNS") and word.is_lower and "VERB" in lemma_pos(lemma) \
        and word.lower_ == inflect(lemma, tag)


def _make_verb(verb: Token, tag: str) -> None:
    verb.head, verb.dep_ = verb, "ROOT"
    verb.pos_, verb.tag_ = "VERB", tag


def _object_after(verb: Token) -> None:
    """A noun spaCy hung on the verb right after it as an apposition or adverb is its
    object: "names Shelley, a Democrat", "sports a 17-inch display", "costs $900"."""
    for child in verb.children:
        if child.i > verb.i and child.dep_ in ("appos", "npadvmod") \
                and child.left_edge.i == verb.i + 1 and child.ent_type_ not in ("DATE", "TIME"):
            child.dep_ = "dobj"
            return


def _rooted_verb(verb: Token) -> bool:
    """'That exploit works on ...': the root's last compound before it is its subject."""
    doc = verb.doc
    subject = doc[verb.i - 1] if verb.i > 0 else None
    if subject is None or subject.head.i != verb.i or subject.tag_ not in ("NN", "NNP") \
            or subject.dep_ not in ("compound", "nmod", "nsubj"):
        return False  # (the "-s" form's subject is one thing: "exploit works")
    parts = [c for c in verb.children if c.i < subject.i]
    if any(c.dep_ not in _NOUN_PARTS or c.tag_.startswith("VB") for c in parts):
        # "Close also questions whether ...": no noun phrase before the verb; "The case
        # consolidated multiple purported class actions": a verb of its own
        return False
    _make_verb(verb, "VBZ")
    subject.dep_ = "nsubj"
    for part in parts:
        part.head = subject
    _object_after(verb)
    return True


def _apposed_verb(verb: Token, root: Token) -> None:
    """'The lawsuit, filed ..., names Lay and Skilling': the root noun is the subject."""
    doc = verb.doc
    numbers = [c for c in verb.children if c.i < verb.i]
    if any(c.pos_ != "NUM" or c.dep_ != "nummod" for c in numbers) \
            or (doc[verb.i - 1].text != "," and not numbers):
        return  # ("Perry competes": a name's word hung on the verb)
    for number in numbers:  # "Bare Metal Restore 4.6 costs": the name's version
        number.head = root
    _make_verb(verb, "VBZ")
    for word in doc[verb.i + 1:]:
        # phrases after the verb that spaCy hung on the noun phrase before it
        if word.head.i < verb.i and word.head.i != word.i:
            word.head = verb
    for child in list(root.children):
        # "Available in June, Bare Metal Restore 4.6 costs ...": the clause's phrase
        if child.i < root.left_edge.i or (child.i < root.i and child.dep_ in ("advcl", "prep")):
            child.head = verb
    root.head, root.dep_ = verb, "nsubj"
    _object_after(verb)


def _compound_verb(noun: Token) -> bool:
    """'Two new schemes target families': subject and verb hung on the object."""
    doc = noun.doc
    if noun.i < 2:
        return False
    verb, subject = doc[noun.i - 1], doc[noun.i - 2]
    if verb.head.i != noun.i or verb.dep_ != "compound" or not _verb(verb, "VBP") \
            or verb.lower_ != verb.lemma_.lower() or subject.head.i not in (noun.i, verb.i) \
            or subject.dep_ not in ("compound", "nsubj") or subject.tag_ not in ("NNS", "NNPS"):
        return False
    _make_verb(verb, "VBP")
    for part in [c for c in noun.children if c.i < subject.i]:
        part.head = subject
    subject.head, subject.dep_ = verb, "nsubj"
    for child in list(noun.children):
        # the closing stop, and a day the object's phrases close on ("board helicopters for
        # evacuation from ... in Monrovia, Liberia, on Monday"): the verb's
        stop = child.i == len(doc) - 1 and child.dep_ == "punct"
        day = child.dep_ == "prep" and child.i > noun.i and any(
            c.ent_type_ in ("DATE", "TIME") and c.dep_ == "pobj" for c in child.children)
        if stop or day:
            child.head = verb
    noun.head, noun.dep_ = verb, "dobj"
    return True
