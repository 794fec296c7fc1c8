"""The article of a common noun phrase: the source's own, a count's, or the default one.

A rebuilt noun phrase keeps the article the source gave its noun where the source
said one ("the two sides"), takes "the" where a refocusing moved its possessor or
superlative away ("the highest caseload of the world"), and otherwise the default
for its case and number (:meth:`NounArticles.default_article`).
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos, with_article
from pipeline.backends.builtin.realize_base import (
    Case,
    RealizerBase,
    is_adjective,
    propbank_lexicon,
)
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import DETERMINERS, POSSESSIVE_DETERMINERS


class NounArticles(RealizerBase):
    """The article before a common noun phrase."""

    def article_before(self, index: int) -> str | None:
        """The article ("the", "a", "an") the source said, unaligned, right before its
        token ``index``; None when none or no source is known."""
        if self.source is None or index < 1 or self.source.owner.get(index - 1) is not None:
            return None
        word = self.source.word(index - 1).lower()
        return word if word in ("the", "a", "an") else None

    def with_article_of(self, node: Node, text: str, case: Case, head: str | None, *,
                        is_plural: bool, predicative: bool, bare: bool, determined: bool,
                        counted: bool, owner_after: bool) -> tuple[str, bool]:
        """``text`` (the phrase of ``node`` without its article) with the article it takes,
        and whether the phrase is definite.  ``determined``: a determiner, possessor or
        ordinal already said; ``counted``: a number counts the noun; ``owner_after``: its
        possessor is said after it as "of X"."""
        concept = node.concept
        definite = determined
        source_article = None if determined or counted or bare else self.source_article(node)
        if source_article in POSSESSIVE_DETERMINERS and any(e.role == ":poss" for e in node.edges):
            # "their top lobbying target", its owner said after it ("of Bush's aides") where
            # a refocusing hung the owner below it: "the", or the owner is said twice ("It
            # is their top lobbying target ... of Bush's aides that Sen. Ben Nelson has become")
            source_article = "the"
        article_counted = self.counted_article(node) if counted and not determined and not bare else None
        if is_plural and article_counted != "the":
            # a plural count takes the source's "the" ("but the two sides did not exchange
            # words" was said "but two sides did not ..."), never "a"
            article_counted = None
        if article_counted:  # "in a 1992 case", "in the 2002 study", not "in 2002 study"
            text = with_article(text) if article_counted in ("a", "an") else f"{article_counted} {text}"
            definite = article_counted not in ("a", "an")
        elif source_article:
            text = f"{source_article} {text}" if not text.startswith("also ") \
                or source_article not in ("a", "an") else with_article(text)  # "also a win"
            definite = source_article not in ("a", "an", "some")
        elif predicative and "ADJ" in lemma_pos(head or ""):
            pass  # "everything was so small"
        elif not determined and not counted and not bare and not _bare_noun(concept, head or "") and \
                not (head and head[:1].isupper()):
            article: str | None = source_article
            if article is None and self.source is not None and node.align:
                article = ""  # the source had no determiner here
                if owner_after:
                    # "On sales activities of the tribe, state taxation laws apply" for "on
                    # the tribe's sales activities": the possessor was the noun's determiner;
                    # said after it, the noun takes "the"
                    article = "the"
            if not article and re.match(r"(?:most \w+|\w+est) ", text) \
                    and text.split(" ", 1)[0] not in ("interest", "west", "forest", "honest"):
                # a superlative the source said after a possessor ("the world's highest
                # caseload"), said without it: "the highest caseload of the world"
                article = "the"
            if article is None:
                article = self.default_article(node, case, is_plural, predicative)
            if article:
                text = f"{article} {text}" if article not in ("a", "an") else with_article(text)
            definite = article not in ("a", "an", "", "some")
        return text, definite


    def the_before_name(self, name: str, between: frozenset[str] = frozenset()) -> bool:
        """Whether the source said ``name`` after "the" ("the Foreign Office"), with only the
        words ``between`` (its own modifiers) in between."""
        if self.source is None or not name:
            return False
        words, tokens = name.split(" "), self.source.tokens
        for i in range(1, len(tokens)):
            if tokens[i:i + len(words)] != words:
                continue
            j = i - 1
            while j > 0 and tokens[j] in between:
                j -= 1  # "the technology-laced Nasdaq Composite Index", "the broader ..."
            if tokens[j].lower() == "the":
                return True
        return False

    def default_article(self, node: Node, case: Case, is_plural: bool, predicative: bool) -> str:
        """The article of a noun the source said none for: none for a plural, "a" for a
        predicate or for what is had, seen, made, drawn, wanted or owned, else "the"."""
        if is_plural:
            return ""
        if predicative:
            return "a"
        if node.role == ":ARG1" and node.parent is not None and node.parent.concept in (
                "have-03", "see-01", "make-01", "draw-01", "want-01", "own-01"):
            return "a"
        return "the"


def _bare_noun(concept: str, head: str) -> bool:
    return concept in ("thing", "something", "anything", "everything", "nothing", "someone",
                       "anyone", "everyone", "somebody", "anybody", "nobody", "here", "there",
                       "now", "then", "today", "tomorrow", "yesterday", "home", "once", "again",
                       "nowhere", "somewhere", "anywhere", "everywhere", "more", "most", "less",
                       "much", "many", "few", "all", "none", "both", "each", "this", "that",
                       "ever", "never", "so", "too", "very", "only", "even", "also", "still",
                       "already", "away", "thus", "hence", "else", "just", "yet", "almost",
                       "quite", "rather", "enough", "everybody", "yes", "no", "oh", "ah",
                       "hello", "goodbye", "please", "thanks", "okay", "alas") \
        or is_adjective(head) or concept in DETERMINERS or ("ADV" in lemma_pos(head) \
        and "NOUN" not in lemma_pos(head)) or head[:1].isdigit() or _lexicon_adjective(head)


def _lexicon_adjective(word: str) -> bool:
    lexicon = propbank_lexicon()
    return bool(lexicon is not None and word in lexicon.adjectives and "NOUN" not in lemma_pos(word))
