"""Source re-use: reading a subtree back as the words of the aligned source sentence."""

from __future__ import annotations

import re
from functools import lru_cache

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    FUNCTION_WORDS,
    PRONOUNS,
    inflect,
    lemma_pos,
    number_words,
    plural,
)
from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS, number_value
from pipeline.backends.builtin.parse_words import FIXED_PHRASE_CONCEPTS
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_titles import title_bounds
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    DISCOURSE_NOUNS,
    NOUN_DETERMINERS,
    OBJECT_PRONOUNS,
    POSSESSIVE_DETERMINERS,
    PREPOSITIONS,
    SENTENCE_CONNECTIVES,
    SKIPPABLE,
    SUBORDINATORS,
    TIME_WORDS,
)

# Adverb particles of phrasal verbs; prepositions ("in", "on") take an object and are not here.
_PARTICLES = frozenset(["out", "up", "off", "down", "away", "back"])
# Object pronouns a re-used span may close with: not "her" (also a possessive), "it" or "you"
# (also subjects).
_CLOSING_PRONOUNS = OBJECT_PRONOUNS - {"her", "it", "you"}
# Quotation marks between a determiner and its quoted noun phrase.
_QUOTE_MARKS = frozenset(['"', "``", "''", "'", "\u2018", "\u2019", "\u201c", "\u201d"])
# Words after which "that" opens a clause rather than determining a noun.
_COMPLEMENTIZER_HOSTS = frozenset(["and", "but", "or", ",", "said", "says", "say", "told",
                                   "added", "argued", "noted", "believe", "believed", "think",
                                   "thought", "claimed", "claims", "stated"])


class SourceReuse(RealizerBase):
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
        if not bare and lo > 1 and source.tokens[lo - 1] in _QUOTE_MARKS \
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

    def keeps_capital(self, word: str, node: Node, at: int = 0) -> bool:
        """Whether ``word``, which opens the source at token ``at`` (after an opening
        quotation mark, ``at`` is 1), keeps its capital when it no longer opens the text."""
        if word == "I" or (len(word) > 1 and word[1:2].isupper()) or word.endswith(".") \
                or (not lemma_pos(word) and word.lower() not in FUNCTION_WORDS
                    and word.lower() not in PREPOSITIONS  # "Per capita income"
                    and number_value(word) is None):  # "Five foreign embassies": no name
            return True
        if self.source is not None and at in self.source.proper:
            return True  # "Downer originally said": a name spaCy knew, though no :name
        tokens = self.source.tokens if self.source else []
        after = tokens[at + 1] if len(tokens) > at + 1 else ""
        if number_value(word) is not None:
            return False  # "Three Southern politicians": a count is no title of a name
        if after[:1].isupper() and word.lower() not in FUNCTION_WORDS \
                and word.lower() not in TIME_WORDS \
                and after.lower() not in WEEKDAYS and after.lower() not in MONTHS:
            # a title of a name: "Health Minister Peter Coleman" (not "Early Monday", nor
            # "Now Infogrames has decided ...", said "... to Atari Now")
            return True
        owner = self.source.owner.get(at) if self.source else None
        owned = self.nodes.get(owner) if owner else None
        # a name, or the person it names ("Peck, who was 87,": person~e.0 :name "Peck"~e.0)
        return bool(owned and (owned.concept == "name" or self.has_role(owned, ":name")))

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
        if self.source.opens(at) and word[:1].isupper() and "NOUN" not in lemma_pos(word.lower()) \
                and not self.keeps_capital(word, node, at):
            # "After posting bail, Jackson flew ..." moved: "... after bail was posted" (a noun
            # may be a name the parse missed: "Berry also married ...")
            word = word[0].lower() + word[1:]
        if node.concept in FIXED_PHRASE_CONCEPTS and at + 1 < len(self.source.tokens):
            # "per-capita" sits on "per"; the phrase is both words ("per capita debt")
            word = f"{word} {self.source.tokens[at + 1]}"
        return word

    def opens_sentence(self, node: Node) -> bool:
        """Whether ``node`` is a sentence adverb that opens the source before a comma: one
        adverb ("Meanwhile, ...", "Strikingly, ...") or a preposition and a discourse noun
        ("In fact, ...", "Of course, ..."), not the manner, place or time of an event."""
        if self.source is None or not node.align:
            return False
        at = node.align[0]
        tokens = self.source.tokens
        if at + 1 >= len(tokens) or tokens[at + 1] != ",":
            return False
        word = tokens[at].lower()
        if not node.edges and self.source.opens(at):
            return (word in SENTENCE_CONNECTIVES or "ADV" in lemma_pos(word)) \
                and (word not in TIME_WORDS or word == "still")  # "Still, ...": concessive
        first = at - 1 if at and tokens[at - 1].lower() == "the" else at  # "On the whole,"
        if not first or tokens[first - 1].lower() not in PREPOSITIONS:
            return False
        first -= 1
        return word in DISCOURSE_NOUNS \
            and self.source.opens(first) \
            and all(isinstance(e.target, Node) and not e.target.edges and e.target.align
                    and first <= e.target.align[0] < at for e in node.edges)

    def source_article(self, node: Node) -> str | None:
        """The unaligned determiner right before a node's aligned word in the source."""
        if self.source is None or not node.align:
            return None
        own = self.phrase_vars(node)
        i = node.align[0] - 1
        while i >= 0 and self.source.owner.get(i) in own and self.source.owner.get(i) != node.var:
            i -= 1  # the node's own modifiers ("the giant rock")
        while i > 0 and self.source.tokens[i] == "-" and self.source.owner.get(i) is None \
                and self.source.owner.get(i - 1) in own:
            i -= 1  # "The 14 - year-old finalist": the hyphen inside its own modifier
            while i >= 0 and self.source.owner.get(i) in own \
                    and self.source.owner.get(i) != node.var:
                i -= 1
        while i >= 0 and self.source.owner.get(i) is None:
            word = self.source.tokens[i].lower()
            before = self.source.tokens[i - 1].lower() if i else ""
            host = self.nodes.get(self.source.owner.get(i - 1, "")) if i else None
            if word == "that" and (before in _COMPLEMENTIZER_HOSTS or self.is_plural(node) or (
                    host is not None and is_frame(host.concept) and not self.said_as_noun(host))):
                # "said ..., and that consul officials had visited him", "found that sea ice
                # ...": not "It is that sea ice in the Arctic that is disappearing"
                return None
            if word in ("the", "a", "an", "this", "that", "these", "those", "some", "every",
                        "each", "any", "no", "its", "his", "her", "their", "our", "my", "your"):
                return word
            if lemma_pos(word) & {"ADJ", "NUM"} or word in ("very", "most", "more", ",") \
                    or word in _QUOTE_MARKS:
                # (a quoted noun keeps the article before its opening mark: 'branded the
                # shift a "mistake"' is "a mistake", not "branded the shift mistake")
                i -= 1
                continue
            break
        return None

    def position(self, node: Node) -> int | None:
        """The first source token of the phrase ``node`` heads (its inverted edges, which
        lead to clauses about it or up to an old root, left out), when it is aligned."""
        if self.source is None:
            return None
        owner = self.source.owner
        found: list[int] = []
        up = node.parent
        if up is not None and up.concept == "name" and up.parent is None:
            # A focus name hands the sentence to its entity, whose words the name owns: "at
            # Mars" stays "At Mars, both will arrive", not "In Mars, ..."
            found.extend(i for i in node.align if owner.get(i) == up.var)
        stack = [node]
        while stack:
            current = stack.pop()
            found.extend(i for i in current.align if owner.get(i) == current.var)
            found.extend(i for e in current.edges if isinstance(e.target, Const)
                         for i in e.target.align if owner.get(i) == current.var)
            stack.extend(e.target for e in current.edges
                         if isinstance(e.target, Node) and not is_inverted(e.role))
        return min(found) if found else None

    def source_preposition(self, node: Node) -> str | None:
        """The preposition the source put before ``node`` ("" for none); None when unknown."""
        found = self.source_preposition_at(node)
        return None if found is None else found[0]

    def source_preposition_at(self, node: Node) -> tuple[str, int] | None:
        """(preposition, its token index; "" and -1 for none) before ``node`` in the source."""
        start = self.position(node)
        if start is None or self.source is None:
            return None
        source = self.source
        own = self.phrase_vars(node)
        below = {n.var for n in node.walk()}
        i = self.with_dropped_hedge(start) - 1  # "from more than 2,000 infants", not "than"
        while i >= 0 and (source.owner.get(i) in own or (
                source.owner.get(i) is None and source.tokens[i].lower() in SKIPPABLE) or (
                # 'apologized for his "lapse of ..."': a quotation mark opening the phrase
                source.owner.get(i) is None and source.tokens[i] in ('"', "``")) or (
                # "in critical but stable condition": a conjunction between its own modifiers
                i > 0 and source.owner.get(i) is None and source.tokens[i].lower() in (
                    "and", "or", "but") and source.owner.get(i - 1) in own)):
            i -= 1
        # (or the focus itself, a possessor said first: "on London's International Petroleum
        # Exchange" said "In London's International Petroleum Exchange, July Brent rose")
        holder, up = set(below), node.parent
        while up is not None:  # (the focus and the entity its name is of, above the noun)
            holder.add(up.var)
            up = up.parent
        if i > 0 and source.owner.get(i) is None and source.tokens[i] in ("'s", "'") \
                and source.owner.get(i - 1) in holder:
            # "with the girl's mother": the possessor of a role noun (have-rel-role-91) is
            # below it, not in its phrase; the preposition is before the possessor's words.
            i -= 1
            while i >= 0 and (source.owner.get(i) in holder or (
                    source.owner.get(i) is None and source.tokens[i].lower() in SKIPPABLE)):
                i -= 1
        word = source.tokens[i].lower() if i >= 0 else ""
        if i >= 0 and source.owner.get(i) is None and (word in PREPOSITIONS or (
                word == "as" and not self.is_clause(node))):  # "regards it as a key state"
            before = [t.lower() for t in source.tokens[max(i - 2, 0):i]]
            for lead in _COMPOUND_PREPOSITIONS.get(word, ()):
                # "instead of Ragusa's remains", "as well as the dolphin scheme": not "of
                # Ragusa's remains", "as the dolphin scheme", which change the meaning
                if before[-len(lead):] == list(lead) and all(
                        source.owner.get(k) is None for k in range(i - len(lead), i)):
                    return " ".join([*lead, word]), i - len(lead)
            return word, i
        return "", -1

    def number_text(self, const: Const) -> str:
        """A number as the source wrote it ("1,000", "$1,000") when its token is aligned and
        says the same value; otherwise as :func:`number_words` writes it."""
        source = self.source
        if source is not None and len(const.align) == 2 and const.align[1] == const.align[0] + 1 \
                and "/" in source.word(const.align[1]) and "." in const.text:
            # a mixed number, "2 1/2" (2.5), as the source wrote it
            return f"{source.word(const.align[0]).lstrip('$')} {source.word(const.align[1])}"
        if source is not None:
            for i in const.align:
                if 0 <= i < len(source.tokens):
                    token = source.tokens[i]
                    if token.lstrip("$").replace(",", "") == const.text:
                        return token.lstrip("$")  # "1,000", and "20 cents", not "twenty"
        return number_words(const.text)

    def source_subordinator(self, clause: Node) -> str | None:
        """The word that opened ``clause`` as an adverbial clause in the source ("since"
        in "since being transferred to ..."), if the source had one."""
        start = self.position(clause)
        if start is None or self.source is None:
            return None
        source = self.source
        own = {n.var for n in clause.walk()}
        own |= {e.target.var for n in clause.walk() for e in n.edges if isinstance(e.target, Ref)}
        i = start - 1
        # The subject's unaligned article stands between too: "while the 2002 second-quarter
        # performance had a net loss" opened with "while", not the "when" of a bare :time
        while i >= 0 and (source.owner.get(i) in own or (source.owner.get(i) is None and (
                source.tokens[i].lower() in AUXILIARIES or source.tokens[i].lower() in PRONOUNS
                or source.tokens[i].lower() in NOUN_DETERMINERS))):
            i -= 1
        if i >= 0 and source.owner.get(i) is None and source.tokens[i].lower() in SUBORDINATORS:
            return source.tokens[i].lower()
        return None

    def main_verb_after(self, subject: int, verb: Node) -> bool:
        """Whether the source had ``verb`` as the finite verb of its subject at ``subject``
        ("he beat ...") rather than a relative clause ("he who beat ...")."""
        assert self.source is not None
        index = verb.align[0]
        between = [t.lower() for t in self.source.tokens[subject + 1:index]]
        if index <= subject or any(t in ("who", "which", "that", "whom", "whose", ",")
                                   for t in between) or (between and between[-1] == "to"):
            return False
        word = self.source.word(index).lower()
        lemma = stem(verb.concept).split("-")[0]
        # With its subject right before it and no "who", only a participle ("the man
        # standing there", "a rock found") can still be a relative clause.
        participle = word == inflect(lemma, "VBG") or (
            word == inflect(lemma, "VBN") and word != inflect(lemma, "VBD"))
        finite = not participle or bool(between and between[-1] in AUXILIARIES)
        return finite and all(self.source.owner.get(i) is None or self.source.owner.get(i) in
                              {n.var for n in verb.walk()} for i in range(subject + 1, index))

    def lexicalized(self, head: Node, node: Node) -> bool:
        """A leaf aligned to its head's own word ("smaller" is small + more): say nothing."""
        if node.edges or not node.align or not head.align or node.align[0] != head.align[0] \
                or self.source is None or not self.concept_matches(head):
            return False
        self.done.add(node.var)
        return True

    def source_particle(self, node: Node, patient: Edge | None) -> str:
        """The particle of a phrasal verb that the parse left unaligned, right after the verb
        or its object in the source ("keep it out"), else ""."""
        if self.source is None or not node.align:
            return ""
        after = [node.align[0]]
        target = self.target_node(patient.target) if patient is not None else None
        if target is not None and target.align and len(target.walk()) == 1:
            after.append(target.align[-1])
        said = set(stem(node.concept).split("-")) | set((self.word_of(node) or "").lower().split())
        for i in after:
            word = self.source.word(i + 1).lower()
            if word in _PARTICLES and i + 1 not in self.source.owner and word not in said \
                    and self.with_dropped_hedge(i + 3) != i + 1:
                # ("cut-off-04" says its "off" already; the "up" of "face up to two years"
                # opens the number's hedge, said with the number)
                return word
        return ""

    def object_in_source(self, node: Node, patient: Edge | None) -> bool:
        """Whether the source said the ARG1 after its verb, as its object ("in winning the
        Honda Indy 225"): without an agent it must become a passive subject, or the
        roles read inverted ("The Honda Indy 225 won")."""
        target = patient.target if patient is not None else None
        if not isinstance(target, Node) or not node.align:
            return False
        start = self.position(target)
        i = node.align[0]
        if start is not None and self.source is not None and i > 0 \
                and self.source.word(i).lower().endswith("ing") \
                and (self.source.word(i - 1).lower() in _BEFORE_A_NOUN or (
                    # "adds to growing international pressure" (not "in winning the race",
                    # "that banning smoking")
                    self.source.word(i - 1).lower() in PREPOSITIONS and i + 1 < len(
                        self.source.tokens) and "ADJ" in lemma_pos(self.source.word(i + 1).lower()))):
            # "the rising prices", "its growing debt": the participle modifies the noun after
            # it, which is its subject, not its object (not "prices were risen")
            return False
        return start is not None and start > node.align[0]


# Determiners after which a participle modifies the noun that follows it ("the rising
# prices"); after a preposition it may be a gerund with its object ("in winning the race").
_BEFORE_A_NOUN = frozenset(["the", "a", "an", "its", "his", "her", "their", "our", "my", "your",
                            "these", "those", "some", "any"])



# Prepositions of several words, by their last word: ("as", "well") before "as".
_COMPOUND_PREPOSITIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "of": (("instead",), ("because",), ("ahead",), ("regardless",), ("out",), ("as",)),  # "out of Atlanta", "as of Thursday"
    "as": (("as", "well"), ("such",)), "than": (("rather",),), "to": (("according",), ("due",)),
    "with": (("along",),),  # "along with Apache Tomcat"
}


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
    "below": ("under",),
    "that": ("those",),
    "and": ("&",),
    "anyone": ("anybody",),
    "someone": ("somebody",),
    "everyone": ("everybody",),
    "no-one": ("nobody",),
}
