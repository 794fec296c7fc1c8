"""Whether an aligned node still says its source word: the concept against the word
(inflected, derived, a modal for its frame), the word in the form a moved node says it
(keeping or losing its sentence-initial capital), and leaves said by their head's word.

Split from realize_source.py (which reads whole subtrees back as source spans): this is
the test of one node against one token, on which every use of a source word rests.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    FUNCTION_WORDS,
    PRONOUNS,
    lemma_pos,
    lemmas,
)
from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS, number_value
from pipeline.backends.builtin.parse_person_nouns import is_person_noun
from pipeline.backends.builtin.parse_words import FIXED_PHRASE_CONCEPTS
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_opening_plurals import common_plural_opener
from pipeline.backends.builtin.realize_person_names import plain_person_noun
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import (
    DETERMINERS,
    PREPOSITIONS,
    TIME_WORDS,
)


@lru_cache(maxsize=65536)
def _word_fits(word: str, key: str) -> bool:
    """Whether a source word can stand for concept stem ``key`` (same word, inflected or derived)."""
    if key.endswith("-91") or ("-" in key and any(
            part and (word.startswith(part[:4]) or part.startswith(word[:4]))
            for part in key.split("-")[1:])):
        return True  # abstract frames sit on function words; "grown-up" on "ups"
    head = key.split("-")[0]
    if not head or not word:
        return True
    if word.startswith(head[: max(3, min(len(head), 4))]) or head.startswith(word[:4]):
        return True
    if word in AUXILIARIES or word in ("not", "n't", "no", "never"):
        return True
    from lemminflect import getAllLemmas

    lemmas = {lemma for forms in getAllLemmas(word).values() for lemma in forms}
    if head in lemmas:
        return True
    lexicon = propbank_lexicon()
    if lexicon is not None:
        # a plural noun by its singular too: "the deaths of his wife" for die-01
        singular = getAllLemmas(word).get("NOUN", ())
        frames = [f for w in (word, *singular) for f in lexicon.nouns.get(w, [])] \
            + lexicon.adjectives.get(word, [])
        if any(stem(f).split("-")[0] == head for f in frames):
            return True
        agent = lexicon.arg_nouns.get(word)
        if agent and any(stem(c).split("-")[0] == head for c, _ in agent):
            return True
    return word in _SPECIAL_WORDS.get(key, ()) or key in ("person", "thing", "have-degree",
                                                          "be-located-at", "amr-unknown")


_SPECIAL_WORDS: dict[str, tuple[str, ...]] = {
    "possible": ("can", "could", "able", "may", "might", "ca"),
    "obligate": ("must", "have", "has", "had", "should", "need"),
    "permit": ("may", "can", "allowed", "let"),
    "recommend": ("should", "ought"),
    "cause": ("because", "why", "so", "since", "as", "therefore", "thus", "hence"),
    "contrast": ("but", "however", "yet", "though"),
    "i": ("me", "my", "mine", "myself"),
    "we": ("us", "our", "ours"),
    "they": ("them", "their", "theirs"),
    "he": ("him", "his"),
    "she": ("her", "hers"),
    "good": ("better", "best", "well"),
    "bad": ("worse", "worst"),
    "many": ("more", "most"),
    "much": ("more", "most"),
    "this": ("these",),
    "most": ("best", "worst"),
    "above": ("over",),
    "below": ("under", "beneath", "underneath"),
    "that": ("those",),
    "and": ("&",),
    "anyone": ("anybody",),
    "someone": ("somebody",),
    "everyone": ("everybody",),
    "no-one": ("nobody",),
}


# Adjectives of time or rank said before a title, capitalised only as a first word.
_BEFORE_TITLES = frozenset(["former", "recent", "top", "then", "late"])


def _known_compound(word: str) -> bool:
    """Whether a hyphenated word is made of known words ("Three-year-old", "On-demand"),
    an unknown word no name is made of.

    >>> [_known_compound(w) for w in ("Three-year-old", "On-demand", "Wal-Mart", "Corixa")]
    [True, True, False, False]
    """
    parts = word.lower().split("-")
    return len(parts) > 1 and all(
        part and (lemma_pos(part) or part in FUNCTION_WORDS or number_value(part) is not None)
        for part in parts)


class SourceMatches(RealizerBase):
    """One node against its one aligned source word."""

    def plural_opener(self, at: int) -> bool:
        """Whether the source's opening word at ``at`` is a plural common noun to say in
        lower case (realize_opening_plurals), not a person's name ("Burns believed ...",
        "Pines said ...": spaCy's and the parse's person)."""
        if self.source is None or not common_plural_opener(self.source.tokens, at):
            return False
        owner = self.source.owner.get(at)
        owned = self.nodes.get(owner) if owner else None
        if owned is not None and owned.concept == "name" and len(owned.edges) > 1:
            return False  # "Friends of Animals": a name of several words
        while owned is not None and owned.concept == "name" and owned.parent is not None:
            owned = owned.parent
        return owned is None or (owned.concept != "person" and not any(
            e.role == ":name-of" and isinstance(e.target, Node) and e.target.concept == "person"
            for e in owned.edges))

    def keeps_capital(self, word: str, node: Node, at: int = 0) -> bool:
        """Whether ``word``, which opens the source at token ``at`` (after an opening
        quotation mark, ``at`` is 1), keeps its capital when it no longer opens the text."""
        if self.plural_opener(at):
            return False  # "Authorities and Baylor officials say": see realize_opening_plurals
        if word == "I" or (len(word) > 1 and word[1:2].isupper()) or word.endswith(".") \
                or (not lemma_pos(word) and word.lower() not in FUNCTION_WORDS
                    and word.lower() not in PREPOSITIONS  # "Per capita income"
                    and number_value(word) is None  # "Five foreign embassies": no name
                    and not _known_compound(word)):
            return True
        tokens = self.source.tokens if self.source else []
        after = tokens[at + 1] if len(tokens) > at + 1 else ""
        owner = self.source.owner.get(at) if self.source else None
        owned = self.nodes.get(owner) if owner else None
        # a name, or the person it names ("Peck, who was 87,": person~e.0 :name "Peck"~e.0)
        named = bool(owned and (owned.concept == "name" or self.has_role(owned, ":name")))
        low = word.lower()
        if not named and after[:1].isupper() and "NOUN" in lemma_pos(low) \
                and any(plain_person_noun(lemma) for lemma in lemmas(low)) \
                and not any(is_person_noun(lemma) for lemma in lemmas(after.lower())):
            # a noun that describes the named person, no title ("Passenger Keith Charlton",
            # "Witness Zulfiqar Ali", though spaCy counts it in the name): capitalised only as
            # the sentence's first word (but "Staff Writer Diane Lade", a title's word; and
            # "Shattered Glass", no noun, whose verb "shatter" has a doer's ending)
            return False
        if self.source is not None and at in self.source.proper:
            return True  # "Downer originally said": a name spaCy knew, though no :name
        if number_value(word) is not None:
            return False  # "Three Southern politicians": a count is no title of a name
        if named:
            return True
        if after[:1].isupper() and low not in FUNCTION_WORDS and low not in TIME_WORDS \
                and after.lower() not in WEEKDAYS and after.lower() not in MONTHS:
            # a title of a name: "Health Minister Peter Coleman" (not "Early Monday", nor
            # "Now Infogrames has decided ...", said "... to Atari Now"), or a name's own word
            # ("Virtual PC", "Democratic Lt. Gov. Cruz Bustamante"); not a determiner, a
            # word of time or rank before a title ("Another Chechen emergency ministry
            # official", "Former Secretary of State Bill Jones") or a compound of common
            # words ("Three-year-old Jaryd Atadero")
            return low not in DETERMINERS and low not in _BEFORE_TITLES and not (
                _known_compound(word) and not lemma_pos(low) & {"NOUN", "PROPN"})
        return False

    def concept_matches(self, node: Node) -> bool:
        """Whether an aligned node still says what its source word says (not edited)."""
        if not node.align or self.source is None:
            return True
        known = self.matches.get(node.var)
        if known is None:
            known = self.matches[node.var] = self._concept_matches(node)
        return known

    def _concept_matches(self, node: Node) -> bool:
        assert self.source is not None
        if node.concept.endswith(("-quantity", "-entity", "-91")) or self.has_role(node, ":name"):
            return True  # abstract concepts sit on whatever word the parser found
        if node.role == ":unit" and node.parent is not None and node.parent.align == node.align \
                and node.parent.concept == "temporal-quantity":
            return True  # the unsaid "years" of an age ("Armstrong, 31,"), on its number
        word = self.source.word(node.align[0]).lower()
        if node.concept in ("more", "most") and word.endswith(("er", "est")):
            return True  # "larger" is large + more
        key = stem(node.concept)
        if key in PRONOUNS or node.concept in ("name", "and", "or", "amr-unknown", "multi-sentence"):
            return True
        return _word_fits(word, key)

    def word_of(self, node: Node) -> str | None:
        if self.source is None or not node.align or not self.concept_matches(node):
            return None
        at = node.align[0]
        word = self.source.word(at)
        if not re.search(r"\w", word):
            return None
        if self.source.opens(at) and word[:1].isupper() and (
                self.plural_opener(at)  # "Authorities and ... say"
                or (("NOUN" not in lemma_pos(word.lower()) or is_frame(node.concept))
                    and not self.keeps_capital(word, node, at))):
            # "After posting bail, Jackson flew ..." moved: "... after bail was posted" (a noun
            # may be a name the parse missed: "Berry also married ...", but not one the parse
            # read as a frame: "It was close cooperation between ...", close-10)
            word = word[0].lower() + word[1:]
        if node.concept in FIXED_PHRASE_CONCEPTS and at + 1 < len(self.source.tokens):
            # "per-capita" sits on "per"; the phrase is both words ("per capita debt")
            word = f"{word} {self.source.tokens[at + 1]}"
        return word

    def lexicalized(self, head: Node, node: Node) -> bool:
        """A leaf aligned to its head's own word ("smaller" is small + more): say nothing."""
        if node.edges or not node.align or not head.align or node.align[0] != head.align[0] \
                or self.source is None or not self.concept_matches(head):
            return False
        self.done.add(node.var)
        return True
