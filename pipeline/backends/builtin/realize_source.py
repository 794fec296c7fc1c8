"""Source re-use: reading a subtree back as the words of the aligned source sentence."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    FUNCTION_WORDS,
    PRONOUNS,
    number_words,
    plural,
)
from pipeline.backends.builtin.parse_coverage import TIME_ZONES
from pipeline.backends.builtin.parse_words import FIXED_PHRASE_CONCEPTS
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_main_clauses import said_with_predicate
from pipeline.backends.builtin.realize_open_bounds import open_bound
from pipeline.backends.builtin.realize_source_context import _PARTICLES, SourceContext
from pipeline.backends.builtin.realize_source_matches import SourceMatches
from pipeline.backends.builtin.realize_titles import title_bounds
from pipeline.backends.builtin.realize_tree import (
    Const,
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    ANY_QUOTE_MARKS,
    DASH_TOKENS,
    OBJECT_PRONOUNS,
    POSSESSIVE_DETERMINERS,
)

# Object pronouns a re-used span may close with: not "her" (also a possessive), "it" or "you"
# (also subjects).
_CLOSING_PRONOUNS = OBJECT_PRONOUNS - {"her", "it", "you"}


class SourceReuse(SourceContext, SourceMatches):
    """Which source words a node or subtree can be said with."""

    def reused(self, node: Node, allow_single: bool = True, bare: bool = False,
               whole: bool = True) -> str | None:
        """The source words of ``node``'s subtree when it reads as in the source (with
        ``whole``, a top node takes the sentence's loose opening and closing words along)."""
        source = self.source
        if source is None:
            return None
        if not allow_single and not any(isinstance(e.target, Node | Ref) for e in node.edges):
            return None
        inside = {n.var for n in node.walk()}
        ancestors = set()
        up = node.parent
        while up is not None:
            ancestors.add(up.var)
            up = up.parent
        for sub in node.walk():
            for e in sub.edges:
                if isinstance(e.target, Ref) and e.target.var not in ancestors:
                    inside.add(e.target.var)
        for other in self.nodes.values():
            # A refocusing can hang a possessor below its other end ("she :ARG1-of h" for "her
            # mother"): the pronoun is still said inside ("her mother said", not "mother said").
            if other.concept in PRONOUNS and other.var not in inside | ancestors and any(
                    is_inverted(e.role) and isinstance(e.target, Ref) and e.target.var in inside
                    for e in other.edges):
                inside.add(other.var)
        if any(not self.concept_matches(n) for n in node.walk()):
            return None
        if node.parent is not None and said_with_predicate(node, source.tokens):
            # A noun the source said as the subject of a tensed clause that hangs below it
            # here: read back, its words take in the clause's verb ("Spam e-mail messages
            # were sent by some are also used so that ...", "reiterated by the announcement
            # comes one day after ..."); rebuilt, the clause is demoted to its relative
            # clause ("China, which is scrambling to stop the disease it, spread to ...")
            raise RealizationRefused("a clause said inside the noun that was its subject")
        span = source.span(node, inside, named=self.named_words(node))
        if span is None:
            return None
        lo, hi = span
        if lo > 0 and ((source.owner.get(lo - 1) in inside and source.owner.get(lo - 1)
                        not in {n.var for n in node.walk()}) or (
                source.owner.get(lo - 1) is None and inside)) \
                and source.tokens[lo - 1].lower() in POSSESSIVE_DETERMINERS:
            # "her mother", the possessor a re-entrancy of the subtree (its "their" aligned
            # to nothing: "their sons", not "sons")
            lo -= 1
        for sub in node.walk():
            one_word = all(n.align and n.align[:1] == sub.align[:1] for n in sub.walk())
            if sub is not node and sub.role and is_inverted(sub.role) and sub.parent is not None \
                    and sub.parent.align and any(isinstance(e.target, Node) for e in sub.edges) \
                    and not one_word:  # "the broader Standard & Poor's 500 Index" reads back
                start = self.position(sub)
                if start is not None and start < sub.parent.align[0]:
                    return None
            if sub.role == ":ARG0-of" and is_frame(sub.concept) and node.align and sub.align \
                    and sub.parent is not None and sub.parent.role == ":poss" \
                    and sub.parent.parent is node and sub.parent.align \
                    and sub.parent.align[0] < sub.align[0] < node.align[0]:
                # The clause of the noun's possessor, said between them: read back, "residents
                # saw their taxes" is no noun phrase ("It was residents saw their taxes that
                # rose" for "Residents saw their taxes rise"), and rebuilt it says the clause
                # inside the noun ("The consumers of the companies say are the ones who want")
                raise RealizationRefused("a noun's possessor said with its own clause before it")
        name_words = {w for sub in node.walk() if sub.concept == "name" for e in sub.edges
                      if isinstance(e.target, Const) for w in re.split(r"[\s-]+", e.target.text)}
        # A name aligned to one of its words only: take its other words along.
        while lo > 0 and source.owner.get(lo - 1) is None and (
                source.tokens[lo - 1] in name_words or source.tokens[lo - 1] == "-"):
            lo -= 1
        while hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None and (
                source.tokens[hi + 1] in name_words or source.tokens[hi + 1] == "-"):
            hi += 1
        if hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None \
                and source.tokens[hi + 1].lower() in _PARTICLES \
                and any(is_frame(n.concept) and n.align and n.align[-1] == hi for n in node.walk()):
            hi += 1  # "those charges thrown out": the verb's particle, aligned to nothing
        elif hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None and any(
                is_frame(n.concept) and n.align and lo <= n.align[0] <= hi
                and source.tokens[hi + 1].lower() in stem(n.concept).split("-")[1:]
                for n in node.walk()):
            # The particle a phrasal frame names, which the parse took into the frame and
            # aligned to nothing, closes the span: "passengers were not told what was going
            # on" (go-on-15), "the FBI agent who ran him down" (run-down-11), "enough money
            # left over" (leave-over-08), not "what was going", "who ran him".
            hi += 1
        if hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None \
                and any(n.concept in FIXED_PHRASE_CONCEPTS and n.align and n.align[0] == hi
                        for n in node.walk()):
            # "I almost missed Vin Diesel at first": (a / at-first) sits on "at" alone, and
            # the span read back ended "... missed Vin Diesel at."
            hi += 1
        if hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None \
                and source.tokens[hi + 1].lower() in _CLOSING_PRONOUNS \
                and any(isinstance(e.target, Ref) and not is_inverted(e.role)
                        and e.target.var not in {n.var for n in node.walk()}
                        and self.said_before(e.target.var)
                        for sub in node.walk() for e in sub.edges):
            # "after a police dog bit him", "which promptly sold them": the re-entrancy's
            # pronoun, which the parse aligned to nothing, closes the span ("... bit.").
            # Not before what it points back to ("Severe acute respiratory syndrome killed
            # 343 of them, and it has infected more than 5,300 people"): without it the
            # span is refused for the object it lost.
            hi += 1
        if hi + 1 < len(source.tokens) and source.owner.get(hi + 1) is None \
                and source.tokens[hi + 1] in TIME_ZONES and source.tokens[hi].lower() in ("a.m.", "p.m.") \
                and any(n.concept == "date-entity" for n in node.walk()):
            hi += 1  # "came down in their capsule at 2:40 a.m. GMT": the clock time's zone
        if source.tokens[hi][:1].isdigit() and open_bound(source.tokens, source.owner, hi):
            hi += 2  # "in women 65 and older": the number's open bound (realize_open_bounds)
        covered = set(source.tokens[lo:hi + 1])
        if not name_words <= covered:
            return None
        if node.parent is None and whole:
            # The whole sentence: take its unaligned opening and closing words along.
            if all(source.owner.get(i) is None and _is_loose_word(source.tokens[i])
                   for i in range(lo)):
                lo = 0
            if all(source.owner.get(i) is None and _is_loose_word(source.tokens[i])
                   for i in range(hi + 1, len(source.tokens))):
                hi = len(source.tokens) - 1
        lo = self.with_dropped_hedge(self.with_dropped_name_words(lo))
        while not bare and lo > 0 and source.owner.get(lo - 1) is None and \
                source.tokens[lo - 1].lower() in ("the", "a", "an"):
            lo -= 1
        if not bare and lo > 1 and source.tokens[lo - 1] in ANY_QUOTE_MARKS \
                and source.owner.get(lo - 1) is None and source.owner.get(lo - 2) is None \
                and source.tokens[lo - 2].lower() in ("the", "a", "an"):
            lo -= 2  # 'called Hovan a "person of good reputation"': the article outside the quote
        while hi > lo and not re.search(r"\w", source.tokens[hi]):
            hi -= 1
        while lo < hi and not re.search(r"\w", source.tokens[lo]):
            lo += 1
        if hi + 1 < len(source.tokens) and source.tokens[hi + 1] == ")" \
                and source.tokens[lo:hi + 1].count("(") > source.tokens[lo:hi + 1].count(")"):
            hi += 1  # "Sen. Ben Nelson (D-Neb.)": the bracket its words opened closes with them
        if hi + 1 < len(source.tokens) and source.tokens[hi + 1] in DASH_TOKENS \
                and source.tokens[lo:hi + 1].count(source.tokens[hi + 1]) % 2:
            hi += 1  # "The woman -- who has no symptoms of illness --": so is a dash's aside
        title_closed = False
        for opening, closing in title_bounds(source.tokens, self.nodes.values()):
            if lo - 1 <= opening < hi < closing:
                # 'her autobiography, "Find Me,"', '"Find Me"': the title's quotation marks
                lo, hi, title_closed = min(lo, opening), closing, True
        if source.tokens[hi].lower() == "of":
            # "one or both of", its group said earlier in the rebuilt sentence ("if the boys
            # survive"): a phrase cut after "of" says no group
            return None
        if node.parent is not None or not whole:
            self.refuse_stray_relative(lo, hi)
        for sub in node.walk():
            self.done.add(sub.var)
        text = source.text(lo, hi)
        if title_closed and text.endswith(',"'):
            # The comma closed the source's aside: it closes this phrase's own aside ("the
            # movie, "Gone with the Wind", was shown"), else nothing ('"Find Me"')
            text = text[:-2] + ('",' if "," in source.tokens[lo:hi - 2] else '"')
        elif title_closed and text.endswith('."'):
            text = text[:-2] + '"'  # the source's period, set inside the title's marks
        if "," in source.tokens[lo:hi + 1] and hi + 1 < len(source.tokens) \
                and source.tokens[hi + 1] == "," and re.search(r"\w", source.tokens[hi]):
            text += ","  # "embassies, including the Singapore embassy," closes its aside
        elif "," in source.tokens[lo:hi + 1] and lo > 0 \
                and source.tokens[hi + 1:] in ([], ["."], ["!"], ["?"]) \
                and any(sub.concept in ("have-org-role-91", "have-rel-role-91")
                        and max((i for n in sub.walk() for i in n.align), default=-1) == hi
                        for sub in node.walk()):
            # "Resigning along with Brendsel was Vaughn Clarke, the company's executive vice
            # president and chief financial officer.": the aside ended the source, and the
            # sentence's end mark closed it; said before the verb, its comma closes it
            # (was "Vaughn Clarke, the company's ... officer resigned along with Brendsel")
            text += ","
        if text.count('"') % 2 and not source.sentence.count('"') % 2:
            if node.parent is None and text.rfind('"') > 0 and \
                    source.sentence.rstrip().endswith('"'):
                text += '"'  # the closing quote went with the end mark
            else:
                text = re.sub(r'\s*"\s*', " ", text).strip()
                text = re.sub(r" ([,.;:!?])", r"\1", text)
        # (after an opening quotation mark too: "It is The evidence accumulated over ...")
        if source.opens(lo) and text[:1].isupper() and not self.keeps_capital(source.tokens[lo], node, lo):
            text = text[0].lower() + text[1:]
        return text

    def said_before(self, var: str) -> bool:
        """Whether the node ``var`` is a pronoun itself or was said already."""
        node = self.nodes.get(var)
        return node is not None and (node.concept in PRONOUNS or var in self.done)

    def refuse_stray_relative(self, lo: int, hi: int) -> None:
        """Refuse a reused span holding a relative pronoun the parse made a participant ("There
        is also those at increased risk that whose immune systems suppressed ..."): moved
        anywhere but its own place, the span reads as salad."""
        assert self.source is not None
        for i in range(lo, hi + 1):
            owner = self.nodes.get(self.source.owner.get(i) or "")
            if self.source.tokens[i].lower() in ("whose", "which", "whom") and owner is not None \
                    and not owner.edges:
                raise RealizationRefused("a relative pronoun was parsed as a participant")

    def named_words(self, node: Node) -> frozenset[str]:
        """Words the nodes of a subtree stand for, in the forms a sentence may use."""
        words: set[str] = set()
        for sub in node.walk():
            key = stem(sub.concept).split("-")[0]
            words.update((key, plural(key)))
            for e in sub.edges:
                if isinstance(e.target, Const):
                    words.update((e.target.text.lower(), number_words(e.target.text)))
        return frozenset(words)


def lost_opening(tokens: list[str], text: str) -> str | None:
    """The first source word before where ``text`` starts that is no loose word: a span read
    in the source's order that begins past it loses it ("The Power4, the Power5 contains two
    processor cores" for "Like the Power4, ...", "Filed suit yesterday" for "YES filed suit
    yesterday").

    >>> lost_opening("Besides Japan he will visit Manila".split(), "Japan he will visit Manila")
    'Besides'
    >>> lost_opening("But he will visit Manila".split(), "he will visit Manila") is None
    True
    """
    first = text.split(" ", 1)[0].strip("\"'").lower()
    at = next((i for i, t in enumerate(tokens) if t.lower() == first), None)
    if at is None:
        return None
    return next((t for t in tokens[:at] if re.search(r"\w", t) and not _is_loose_word(t)), None)


def _is_loose_word(token: str) -> bool:
    """A word a parser may leave unaligned at a sentence's edge: function words, numbers."""
    return token.lower() in FUNCTION_WORDS or not re.search(r"[^\W\d]", token)


