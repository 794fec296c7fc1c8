"""What the verbatim alternatives of the root read off the source: which words each part
of the graph owns, where the text ends, and how an opening word is said after others.

Shared by the reporting alternatives (realize_verbatim_reporting) and the cleft and fronting
ones (realize_verbatim_alternatives), which move whole source phrases and so must know whose
words a phrase holds.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, inflect, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame
from pipeline.backends.builtin.realize_tree import Edge, Node
from pipeline.backends.builtin.realize_words import QUOTE_CLOSING, SHARE_NOUNS

__all__ = ["CLAUSE_COORDINATORS", "CLAUSE_SUBORDINATORS", "FINITE_AUXILIARIES", "PHRASE_BREAKS",
           "VerbatimSpans", "finite_verb", "hedged_count", "verb_group_start"]

_END_MARKS = frozenset([".", "!", "?"])
CLAUSE_SUBORDINATORS = frozenset(["if", "when", "while", "even", "as", "because", "although", "though",
                           "once", "since", "unless", "whether", "what", "so"])
CLAUSE_COORDINATORS = frozenset(["but", "and", "or", "yet", "so", "still"])
# Auxiliaries and modals that make a verb group finite ("was announced", "will be back").
FINITE_AUXILIARIES = frozenset(["is", "are", "was", "were", "has", "have", "had", "will", "would",
                                "can", "could", "may", "might", "should", "must", "do", "does",
                                "did"])
# Marks that end a phrase a verbatim move takes whole: a comma, a colon, a dash, a bracket.
PHRASE_BREAKS = frozenset([",", ";", ":", "--", "-", "(", ")", "[", "]"])
# Prepositions that open a subject as a count's hedge ("About 25 countries have signed ...",
# "Over 300 people ..."), no place, time or scene of the clause.
_COUNT_HEDGES = frozenset(["about", "around", "over", "under"])
# Bare singular nouns that may open a sentence as its subject ("Police said ...").
_BARE_SUBJECTS = frozenset(["police", "staff", "management", "congress", "parliament"])


class VerbatimSpans(RealizerBase):
    """Source spans and words for the ``verbatim-*`` alternatives."""

    # -- who owns which words --------------------------------------------------------------

    def owners(self, node: Node) -> set[str]:
        return {n.var for n in node.walk()}

    def owned_span(self, node: Node) -> tuple[int, int] | None:
        """The first and last source token that ``node``'s subtree owns."""
        assert self.source is not None
        inside = self.owners(node)
        at = [i for i, v in self.source.owner.items() if v in inside]
        return (min(at), max(at)) if at else None

    def only_owned(self, lo: int, hi: int, allowed: set[str]) -> bool:
        """Whether every aligned token of ``lo..hi`` belongs to ``allowed``."""
        assert self.source is not None
        return all(self.source.owner.get(i) in allowed for i in range(lo, hi + 1)
                   if i in self.source.owner)

    def end_of_text(self) -> tuple[int, str]:
        """The index of the source's end mark (the token after the last word), and the
        closing quotation mark after it, if any ('... discussions."')."""
        assert self.source is not None
        tokens = self.source.tokens
        end, closing = len(tokens), ""
        if end > 1 and tokens[end - 2] in _END_MARKS and tokens[end - 1] in QUOTE_CLOSING | {'"'}:
            end, closing = end - 1, "\u201d" if tokens[end - 1] == "\u201d" else '"'
        if end > 0 and tokens[end - 1] in _END_MARKS:
            end -= 1
        return end, closing

    def end_mark(self, end: int) -> str:
        """The source's own end mark at ``end`` (:meth:`end_of_text`) when it is "." or "!",
        else "." (a source cut short, or ending on another mark)."""
        assert self.source is not None
        tokens = self.source.tokens
        return tokens[end] if end < len(tokens) and tokens[end] in (".", "!") else "."

    def opening_lower(self, text: str, node: Node, at: int, alone: bool) -> str:
        """``text``, which opened the source at token ``at``, said after other words;
        ``alone``: its first word is the whole subject ("Page said"), with no modifier."""
        assert self.source is not None
        word = self.source.tokens[at]
        low = word.lower()
        verb = self.source.word(at + 1).lower()
        if low.endswith("s") and verb.endswith("s") and verb not in ("was", "is") \
                and (verb == "has" or verb[:-1] in _verb_lemmas(verb)):
            return text  # "Gates says ...": a plural noun would say "say"; a name
        if self.keeps_capital(word, node, at):
            if alone and not lemma_pos(low) and not word[1:2].isupper() and node.concept != "name" \
                    and not self.has_role(node, ":name") and at not in self.source.proper:
                # "..., Telemarketers argue": a word the lexicon does not know, no name of
                # the parse's either
                raise RealizationRefused(f"the source's opening {word!r} may be no name")
            return text
        if alone and low not in FUNCTION_WORDS and low not in _BARE_SUBJECTS and not low.endswith("s") \
                and "NOUN" in lemma_pos(low) and not lemma_pos(low) & {"ADJ", "NUM"}:
            # "Page said it's also possible ...": a bare singular noun cannot open a
            # sentence, so it is a name the parse did not know ("..., page said"); before
            # another word it is a modifier ("company spokesman Jack Ferry").
            raise RealizationRefused(f"the source's opening {word!r} may be a name")
        return text[:1].lower() + text[1:]

    def holds_finite_verb(self, node: Node) -> bool:
        """Whether the source words of ``node``'s phrase hold a finite verb (a clause, not
        "His birth on 4 May")."""
        assert self.source is not None
        span = self.owned_span(node)
        return span is not None and any(finite_verb(t)
                                        for t in self.source.tokens[span[0]:span[1] + 1])

    def finite_clause(self, node: Node) -> bool:
        """Whether ``node`` is a clause headed by a finite verb of the source ("the bank
        booked ..."), not a noun phrase ("the health ministers": "ministers" may be a verb
        too, so the words alone cannot tell)."""
        assert self.source is not None
        return is_frame(node.concept) and bool(node.align) \
            and finite_verb(self.source.tokens[node.align[0]])

    def verbatim_arg(self, node: Node, role: str) -> Node | None:
        edge: Edge | None = next((e for e in node.edges if e.role == role), None)
        return edge.target if edge is not None and isinstance(edge.target, Node) else None


def finite_verb(word: str) -> bool:
    """Whether ``word`` may be a past or present verb ("declined", "set", "has")."""
    low = word.lower()
    if low in ("has", "have", "had", "is", "was", "were", "are", "will", "would", "could",
               "can", "did", "does", "may", "might", "should", "must"):
        return True
    if word[:1].isupper() or low in FUNCTION_WORDS:
        return False
    return any(inflect(lemma, tag) == low for lemma in _verb_lemmas(low)
               for tag in ("VBD", "VBZ"))


def _verb_lemmas(word: str) -> tuple[str, ...]:
    from lemminflect import getAllLemmas

    return tuple(getAllLemmas(word).get("VERB", ()))


def verb_group_start(word: str) -> bool:
    """Whether ``word`` may open the verb group after a subject: a verb, an auxiliary or an
    adverb ("also", "has", "will", "yesterday said")."""
    low = word.lower()
    if low in FUNCTION_WORDS:
        return low in ("will", "would", "could", "should", "might", "may", "must", "can",
                       "has", "have", "had", "is", "are", "was", "were", "did", "does", "do",
                       "also", "just", "only", "never", "even", "not")
    pos = lemma_pos(low)
    return bool(pos & {"VERB", "AUX", "ADV"})


def hedged_count(tokens: list[str]) -> bool:
    """Whether ``tokens`` open with a count's hedge and its number or share, the subject's
    ("About 25 countries", "about half of those", not "In 2002").

    >>> hedged_count("About 25 countries have signed".split())
    True
    >>> hedged_count("In 2002 , sales rose".split())
    False
    """
    return len(tokens) > 1 and tokens[0].lower() in _COUNT_HEDGES \
        and (tokens[1][:1].isdigit() or tokens[1].lower() in SHARE_NOUNS)
