"""Lists that spaCy misreads, whose members the rules then dropped.

* A serial list read as an apposition: "The A920 comes with a printer, scanner, and copier
  for $89" has ``scanner/appos`` of "printer" and "copier" the conjunct of "scanner"; the
  rules keep an apposition only where it says who or what its head is, so "scanner" and
  "copier" were lost and every rebuilt focus was refused.  The members after the first
  are its conjuncts: (a / and :op1 printer :op2 scanner :op3 copier).  Only where the
  apposition cannot be a second description of its head: the two are the same kind of
  word (two names, two common nouns, or two counted nouns: "seven Lebanese, four
  Egyptians, one Saudi and one Sudanese", whose last may be counted by "a": "five Kurds,
  an Assyrian Christian and a Turkmen"), a lone comma joins them right after the head's
  own words, and the apposition carries the coordinator.  A true apposition keeps its
  reading: "Pierre Danon, CEO of BT's retail unit" (no coordinator), "Christopher Galvin,
  the company's chairman and chief executive" (a name, then common nouns), "two
  senators, Charles Robb and Wendell Ford" (a counted noun, then names), "France's four
  largest towns -- Paris, Lyon, Lille and Marseille" (a dash).
* A counted noun's names read as more members of a list: "Two schools, Duke and North
  Carolina, have steadfastly opposed expansion" has ``Duke/conj`` of "schools", and the
  rules made three members (rebuilt "It is Duke, North Carolina, and two schools that
  ..."); with as many names as the count ("two senators, Charles Robb and Wendell Ford"),
  the names say which ones: the first is the head's apposition, as spaCy has it there.
* A noun member tagged as an adjective: "copier" of "a printer, scanner, and copier"
  (``JJR``), which the rules said as an adjective; a word with only a noun reading, a
  conjunct of a noun, is a noun.
* A noun after an existential "there be" tagged as an adjective: "there could be typhoid
  and cholera" with ``typhoid/acomp`` (and "cholera" its conjunct, dropped): "there be"
  takes no adjective, so a word with a noun reading is the noun it says exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.number_words import SMALL_CARDINALS
from pipeline.backends.builtin.parse_words import COORD

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["repair_lists"]

# What a head may carry after its own noun and before the list's comma: "OfficeFront Page
# 2003, Acceleration Server 2000, and SQL Server 2000".
_TAIL_DEPS = frozenset({"nummod", "compound"})
# Where a list stands in its clause.  Not a word spaCy hung on a verb as an adverb ("...
# protocols: EMC, Network Appliance, VeriSign and Starbak Communications, the report noted"
# with ``EMC/npadvmod`` of "noted", whose list was rebuilt as what the report noted), nor an
# apposition itself.
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "dative", "oprd"})
# Posts spaCy tags as names ("Pierre Danon, CEO of BT's retail unit and ..."): a
# description of the person, not a second member.
_POSTS = frozenset({"ceo", "cfo", "coo", "cto", "cio", "president", "chairman", "chief",
                    "director", "secretary", "minister", "senator", "governor"})
_NOUNS = frozenset({"NOUN", "PROPN"})


def repair_lists(doc: Doc) -> None:
    """Rewrite the misread lists of the module docstring in place."""
    for token in doc:
        if token.dep_ == "appos":
            head = _list_head(token)
            if head is not None and _serial_member(token, head) and _trailing_phrases(token, head):
                token.head = head
                token.dep_ = "conj"
                _noun_members(token)
        elif token.dep_ == "conj" and _counted_names(token):
            token.dep_ = "appos"
        elif token.dep_ == "acomp" and token.pos_ == "ADJ" and _existential(token.head) \
                and "NOUN" in lemma_pos(token.lower_):
            token.pos_, token.tag_, token.dep_ = "NOUN", "NN", "attr"
            token.lemma_ = token.lower_
            _noun_members(token)


def _list_head(appos: Token) -> Token | None:
    """The noun whose list ``appos`` continues: its head, or the noun just before its comma
    when spaCy hung it further back.  "The company is working with the ObjectWeb
    consortium, Apache Software Foundation and the Eclipse IDE development community" has
    ``Foundation/appos`` of the subject "company", across the verb: no apposition, the
    second member of the list "consortium" begins."""
    doc = appos.doc
    at = appos.left_edge.i
    if at < 2 or (appos.head.i < appos.i and appos.head.i in (doc[at - 2].i, doc[at - 2].head.i)):
        return appos.head  # right after the head's own words ("OfficeFront Page 2003,")
    if at < 2 or doc[at - 1].text != ",":
        return None
    near = doc[at - 2]
    if near.i <= appos.head.i or near.pos_ not in _NOUNS or near.right_edge.i != near.i \
            or _clause(near) != _clause(appos.head):
        return None
    if near.dep_ == "pobj" and near.head.head.pos_ not in ("VERB", "AUX"):
        # a list inside a noun's phrase: "based on the company's work with the ObjectWeb
        # consortium, Apache Software Foundation and ..." was rebuilt "On work with the
        # Eclipse IDE community, ... of the company, this framework will be based"
        return None
    return near


def _clause(word: Token) -> int | None:
    return next((a.i for a in word.ancestors if a.pos_ in ("VERB", "AUX")), None)


def _serial_member(appos: Token, head: Token) -> bool:
    """Whether the apposition ``appos`` is the second member of a list ``head`` begins."""
    far = head.i != appos.head.i
    if head.pos_ not in _NOUNS or appos.i < head.i or head.dep_ not in _ARGUMENT_DEPS:
        return False
    if any(c.dep_ in ("conj", "cc") for c in head.children):
        return False  # already a list of its own: "Smashed cars and buses, ruined buildings"
    members = _chain(appos)
    if len(members) < 2 or not any(c.dep_ == "cc" and c.lower_ in COORD
                                   for m in members for c in m.children):
        return False  # no coordinator: "Pierre Danon, CEO of BT's retail unit,"
    if not _joined_by_a_comma(head, appos):
        return False
    counted = _counted(head)
    if counted != _counted(appos):
        # "12 points, 3 assists and 2 rebounds" is a list; "two senators, Charles Robb and
        # Wendell Ford" names the counted ones
        return False
    if counted:
        # (a later member may be counted by its article: "13 Shi'ites, five Sunni Arabs,
        # five Kurds, an Assyrian Christian and a Turkmen")
        return all(_counted(m) or _one(m) for m in members)
    # (a name and a common noun only in a list spaCy hung across other words: "the
    # ObjectWeb consortium, Apache Software Foundation and the Eclipse IDE ...")
    if (head.pos_ != appos.pos_ and not far) or any(
            m.pos_ not in _NOUNS and not _noun_reading(m) for m in members):
        return False  # "Christopher Galvin, the company's chairman and chief executive"
    if head.pos_ == "PROPN" or appos.pos_ == "PROPN":
        return not any(m.lower_ in _POSTS for m in members)
    # two common nouns: not a plural the rest spells out ("its products, printers and
    # scanners"); a singular noun with "a" or none, or a bare plural, begins a list
    return head.tag_ == "NN" or not any(c.dep_ in ("det", "poss") for c in head.children)


def _trailing_phrases(appos: Token, head: Token) -> bool:
    """Move the phrases hung on a member but said after the last one, where they belong;
    False (the list left alone) when it is not clear where that is.

    "The deal will combine Adobe's Form Server, Form Designer and Reader products with
    IBM's DB2 Content Manager ...": spaCy hangs "with" on the first member; a passive
    rebuilt "Adobe's Form Server, ... and Reader products with IBM's DB2 Content Manager
    ... will be combined by the deal".  After a verb's object it is the verb's.  "... with
    NBC's broadcast network, Spanish-language network and cable channels including CNBC
    and Bravo" hangs "including" on the second member; a list's inclusion names members of
    its last ("cable channels").
    """
    members = [head, *_chain(appos)]
    last = members[-1]
    late = [c for m in members[:-1] for c in m.children if c.i > last.i]
    for phrase in late:
        if phrase.dep_ == "prep" and phrase.lower_ == "including":
            continue
        if phrase.dep_ == "prep" and head.dep_ == "dobj" and head.head.pos_ == "VERB":
            continue
        return False
    for phrase in late:
        phrase.head = last if phrase.lower_ == "including" else head.head
    return True


def _counted_names(first: Token) -> bool:
    """Whether ``first`` opens as many names as its head noun counts, after the head's comma
    ("Two schools, Duke and North Carolina,")."""
    head, doc = first.head, first.doc
    if head.tag_ != "NNS" or first.i < head.i or first.pos_ != "PROPN" \
            or doc[first.left_edge.i - 1].text != "," or doc[first.left_edge.i - 2].i != head.i \
            or any(c.dep_ in ("conj", "cc") and c.i < first.i for c in head.children):
        return False
    count = next((c for c in head.children if c.dep_ == "nummod"), None)
    if count is None:
        return False
    low = count.lower_
    number = SMALL_CARDINALS.index(low) if low in SMALL_CARDINALS else \
        int(low) if low.isdigit() else None
    members = _chain(first)
    return number == len(members) and all(m.pos_ == "PROPN" for m in members) \
        and any(c.dep_ == "cc" for m in members for c in m.children)


def _chain(first: Token) -> list[Token]:
    out = [first]
    for child in first.children:
        if child.dep_ == "conj":
            out += _chain(child)
    return out


def _joined_by_a_comma(head: Token, appos: Token) -> bool:
    """One comma between the head's own words and the apposition: not "the Prime Ministers
    of China, Russia and ..." (a list after "of"), nor a dash or a colon.  Nor quotes:
    '"The Flintstones," "Beethoven," and "Jingle All the Way"' was rebuilt with its quotes
    torn ('He is the one who has also directed The Flintstones," "Beethoven," and ...')."""
    doc = head.doc
    between = doc[head.i + 1:appos.left_edge.i]
    commas = [t for t in between if t.text == ","]
    if len(commas) != 1:
        return False
    return all(t.text == "," or (t.head.i == head.i and t.dep_ in _TAIL_DEPS) for t in between)


def _counted(noun: Token) -> bool:
    return any(c.dep_ == "nummod" and c.like_num for c in noun.children)


def _one(noun: Token) -> bool:
    """Whether ``noun`` is a singular noun counted by "a" or "an"."""
    return noun.tag_ in ("NN", "NNP") and any(
        c.dep_ == "det" and c.lower_ in ("a", "an") for c in noun.children)


def _noun_reading(word: Token) -> bool:
    return word.pos_ == "ADJ" and "NOUN" in lemma_pos(word.lower_) \
        and "ADJ" not in lemma_pos(word.lower_)


def _noun_members(first: Token) -> None:
    """Retag as nouns the members from ``first`` on that spaCy tagged as adjectives: a word
    with only a noun reading ("copier", JJR, whose lemma was "copi"), and a counted one
    ("seven Lebanese, four Egyptians, one Saudi", ``Saudi/JJ``, said "Saudi" without its
    "one")."""
    for member in _chain(first):
        if _noun_reading(member):
            member.pos_, member.tag_, member.lemma_ = "NOUN", "NN", member.lower_
        elif member.pos_ == "ADJ" and _counted(member):
            if member.text[:1].isupper():
                member.pos_, member.tag_, member.lemma_ = "PROPN", "NNP", member.text
            else:
                member.pos_, member.tag_, member.lemma_ = "NOUN", "NN", member.lower_


def _existential(verb: Token) -> bool:
    return verb.lemma_ == "be" and any(c.dep_ == "expl" and c.lower_ == "there"
                                       for c in verb.children)
