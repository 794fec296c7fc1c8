"""The source words around a node: where its phrase starts, and the article, preposition,
subordinator, particle or sentence-opening comma the source put next to it, and whether
its verb was finite there or had its object after it.

Split from realize_source.py (which reads whole subtrees back as source spans): these
look-ups read single tokens next to a node's alignment and are asked by every grammar
module, not only by the span re-use.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    PRONOUNS,
    inflect,
    lemma_pos,
    number_words,
)
from pipeline.backends.builtin.parse_joined_prepositions import JOINED_PLACE_PREPOSITIONS
from pipeline.backends.builtin.parse_multiword_subordinators import MULTIWORD_SUBORDINATORS
from pipeline.backends.builtin.parse_stranded_prepositions import (
    STRANDED_PREPOSITIONS,
    TIME_PREPOSITIONS,
)
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_contrast_phrases import contrast_lead
from pipeline.backends.builtin.realize_open_bounds import open_bound
from pipeline.backends.builtin.realize_preposition_adverbs import preposition_adverb
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    ANY_QUOTE_MARKS,
    DISCOURSE_NOUNS,
    NOUN_DETERMINERS,
    PREPOSITIONS,
    SENTENCE_CONNECTIVES,
    SKIPPABLE,
    SUBORDINATORS,
    TIME_WORDS,
)

# Adverb particles of phrasal verbs; prepositions ("in", "on") take an object and are not here.
_PARTICLES = frozenset(["out", "up", "off", "down", "away", "back"])


# Words after which "that" opens a clause rather than determining a noun.
_COMPLEMENTIZER_HOSTS = frozenset(["and", "but", "or", ",", "said", "says", "say", "told",
                                   "added", "argued", "noted", "believe", "believed", "think",
                                   "thought", "claimed", "claims", "stated"])


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


# Focus adverbs before a subordinator, which narrow its clause ("even when", "even if").
# (Not "only": the sentences with "only when" gained only texts with a pronoun the parse
# gave the wrong antecedent, "Saying specific numbers on customer turnover will release
# those figures only when they report ...", for "saying they will release ...".)
_CLAUSE_FOCUS_ADVERBS = frozenset({"even"})


class SourceContext(RealizerBase):
    """What the source said next to a node: its position, article, preposition, subordinator and particle."""

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
                    or word in ANY_QUOTE_MARKS:
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
        # (not the old root the layout hangs below the entity of a name focus: "sent Bush"
        # walked back over "sent" and "on Wednesday" to "on", 'It was on Gov. Jeb Bush that
        # the Legislature sent a bill')
        above = self._reserved_below(node)
        own = self.phrase_vars(node) - above
        below = {n.var for n in node.walk()} - above
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
            if i >= 2 and word in JOINED_PLACE_PREPOSITIONS \
                    and [t.lower() for t in source.tokens[i - 2:i]] in (
                        [p, "and"] for p in JOINED_PLACE_PREPOSITIONS) \
                    and source.owner.get(i - 1) is None and source.owner.get(i - 2) is None:
                # "in and near Chicago": the parse kept the first one's role (see
                # parse_joined_prepositions); both are said
                return " ".join(t.lower() for t in source.tokens[i - 2:i + 1]), i - 2
            narrowed = preposition_adverb(source.tokens, source.owner, i)
            if narrowed is not None:  # "mostly in Asia": see realize_preposition_adverbs
                return f"{narrowed} {word}", i - 1
            if contrast_lead(source.tokens, source.owner, i) is not None:
                return f"but {word}", i - 1  # "but at a slower pace": realize_contrast_phrases
            return word, i
        return "", -1

    def _reserved_below(self, node: Node) -> set[str]:
        """The nodes below ``node`` reached through an inverted edge to the parse's old root
        or a node the focus construction reserved: the sentence around the phrase, which
        the layout hangs below the entity of a name or modifier focus, not its own words."""
        found: set[str] = set()
        for current in node.walk():
            for edge in current.edges:
                if isinstance(edge.target, Node) and is_inverted(edge.role) and (
                        edge.target.var in self.reserved or edge.target.var == self.old_root):
                    found.update(n.var for n in edge.target.walk())
        return found

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
                        # "1,000", and "20 cents", not "twenty"; "women 65 and older"
                        return token.lstrip("$") + open_bound(source.tokens, source.owner, i)
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
        if i >= 2 and " ".join(t.lower() for t in source.tokens[i - 2:i + 1]) \
                in MULTIWORD_SUBORDINATORS and all(source.owner.get(k) is None
                                                   for k in range(i - 2, i + 1)):
            return " ".join(t.lower() for t in source.tokens[i - 2:i + 1])  # "as long as"
        if i >= 0 and source.owner.get(i) is None and source.tokens[i].lower() in SUBORDINATORS:
            word = source.tokens[i].lower()
            narrowed = source.tokens[i - 1].lower() if i > 0 else ""
            if narrowed in _CLAUSE_FOCUS_ADVERBS and source.owner.get(i - 1) is None:
                # "Even when the exchange detected violations, it often failed ...": the
                # parse gives the adverb no node; said with its subordinator, or lost
                return f"{narrowed} {word}"
            return word
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
            if i == node.align[0] and word in STRANDED_PREPOSITIONS \
                    and i + 1 not in self.source.owner \
                    and self.source.word(i + 2).lower() in TIME_PREPOSITIONS:
                # "hasn't been heard from in more than two weeks": a passive's stranded
                # preposition (parse_stranded_prepositions), not "has not been heard in ..."
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
