"""Verb groups: tense, aspect and modal read from the source, auxiliaries, "be", and a modal
predicate above the verb said in its group ("could not forgive")."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    Tense,
    inflect,
    lemma_pos,
    verb_group,
)
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    VerbFeatures,
    is_adjective_frame,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
    MODAL_ADJECTIVES,
    MODAL_PAST,
    MODAL_WORDS,
    MODALS,
    PREPOSITIONS,
    SKIPPABLE,
    SMALL_CLAUSE_HEADS,
    VERB_GROUP_ADVERBS,
)

# Contractions written without their apostrophe, split off a pronoun ("Im hearing": "I",
# "m"), which would leave the verb group without its auxiliary (said "I heard").
# Modals in their present form: "should", "must", "can", "may" say a need or a possibility
# that holds now; "would", "could", "might" are also past forms and keep the narrative tense.
PRESENT_MODALS = frozenset(["should", "must", "can", "may"])
_BARE_CONTRACTIONS = {"m": "'m", "re": "'re", "ve": "'ve", "ll": "'ll"}
_CONTRACTING_PRONOUNS = frozenset({"i", "you", "we", "they"})


def _auxiliary(tokens: list[str], j: int) -> str:
    """Token ``j`` lowercased, an apostrophe-less contraction after a pronoun restored."""
    word = tokens[j].lower()
    if word in _BARE_CONTRACTIONS and j > 0 and tokens[j - 1].lower() in _CONTRACTING_PRONOUNS:
        return _BARE_CONTRACTIONS[word]
    return word


def _manner_adverb(word: str) -> bool:
    """An -ly adverb inside a verb group ("would be fairly treated"), which the group reads
    past to its auxiliaries; not a noun in -ly ("supply", "rally", "July")."""
    low = word.lower()
    return low.endswith("ly") and low.isalpha() and lemma_pos(low) == frozenset({"ADV"})


# The modals before a perfect "have been" of a copula ("would have been the first time")
_PERFECT_MODALS = frozenset(["would", "could", "might", "may", "must", "should"])


class VerbGroups(RealizerBase):
    """Verb groups and their tense."""

    def framed_in_past(self, node: Node) -> bool:
        """Whether a cleft or pseudo-cleft around ``node``'s clause says its "be" in the past:
        in a past narrative, unless a present modal's need or possibility holds now ("Mr
        Qarase is the one who must now invite ...", not "was the one who must")."""
        features = self.verb_features(node)
        return features.tense == "past" and features.modal not in PRESENT_MODALS

    def verb_features(self, node: Node) -> VerbFeatures:
        """Tense, aspect and modal of the aligned source verb group (default: narrative tense)."""
        features = VerbFeatures(tense=self.default_tense)
        if self.source is None or not node.align:
            return features
        source = self.source
        i = node.align[0]
        word = source.word(i).lower()
        lemma = stem(node.concept).split("-")[0]
        auxes: list[str] = []
        j = i - 1
        if j >= 1 and source.tokens[j] in ('"', "``") \
                and _auxiliary(source.tokens, j - 1) in AUXILIARIES:
            # 'efforts ... are "moving along impressively," Dr. Roth said': a quotation that
            # opens at the verb leaves its auxiliary outside; without it the group read no
            # "are" and said "moved along" (a past for a present progressive)
            j -= 1
        while j >= 0 and (_auxiliary(source.tokens, j) in AUXILIARIES
                          or source.tokens[j].lower() in VERB_GROUP_ADVERBS
                          or _manner_adverb(source.tokens[j])):  # "would be fairly treated"
            if _auxiliary(source.tokens, j) in AUXILIARIES:
                auxes.insert(0, _auxiliary(source.tokens, j))
            j -= 1
        if word.endswith("ing") and any(a in ("is", "are", "am", "was", "were", "'s", "'re", "'m",
                                              "be", "been") for a in auxes[-1:]):
            features.progressive = True
        if auxes[-1:] == ["being"] and auxes[-2:-1] and auxes[-2] != "been" \
                and word == inflect(lemma, "VBN") and word != lemma:
            # a passive progressive ("are being caught"): not "are caught"; not a gerund
            # ("led to his books being banned")
            features.progressive = True
        if not auxes and "?" in source.tokens:
            auxes = self.inverted_auxiliary(i)  # "Why did the company cut ...?"
        if auxes and auxes[0] in ("be", "have") and j >= 0 \
                and source.tokens[j].lower() in ("and", "or", "but"):
            # "will keep the Interwoven name and be headquartered in Sunnyvale": the second
            # verb shares the first one's modal ("will be headquartered", not "was")
            auxes = self.shared_modal(j) + auxes
        if not auxes and j >= 0 and source.tokens[j].lower() in ("and", "or", ",") \
                and word == lemma:
            # "will confiscate weapons, reform the police and protect ...": every bare verb
            # of the list shares the first one's modal ("it will reform", not "it reforms")
            auxes = self.shared_modal(j)
        if not auxes and j >= 0 and source.tokens[j].lower() in ("and", "or") \
                and word.endswith("ed") and word == inflect(lemma, "VBN") \
                and not self.agentless_past(node, word, lemma):  # "were born and died"
            # "She was crying and scared": the participle shares the first conjunct's "was"
            # ("she was scared", not "she scared")
            auxes = self.shared_be(j)
            features.passive = bool(auxes)
        be_to = self.be_to_before(j) if not self.restated_by_copula(node) else None
        if auxes:
            first = auxes[0]
            if first in ("will", "'ll", "wo", "shall"):
                features.tense = "future"
            elif first in ("would", "could", "should", "might", "may", "must", "can", "ca", "'d"):
                features.modal = {"ca": "can", "'d": "would", "wo": "will"}.get(first, first)
            elif first in ("did", "was", "were", "had"):
                features.tense = "past"
            elif first in ("does", "do", "is", "are", "am", "'s", "'re", "'m", "has", "have", "'ve"):
                features.tense = "present"
            # (a participle that is also the bare verb, "has cut", "had set", "have been
            # hit", is one when a form of "have" or "been" stands just before it: "It is the
            # ECB that cuts rates" for "has cut" loses the perfect)
            participle = word != lemma or (word == inflect(lemma, "VBN")
                                           and auxes[-1] in ("has", "have", "had", "'ve", "been"))
            # "Duke and North Carolina have been resolute", "Cordiant has been a target": a
            # copula's "been" is a perfect too ("In their positions ..., Duke and North
            # Carolina have been resolute", not "are resolute")
            participle = participle or auxes[-1] == "been"
            if any(a in ("has", "have", "had", "'ve") for a in auxes) and participle \
                    and (not word.endswith("ing") or "been" in auxes):
                features.perfect = True  # also "has been shrinking", not "is shrinking"
        elif word in ("is", "are", "am", "was", "were"):
            # a frame said with "be" itself ("Also at increased risk are those ...")
            features.tense = "past" if word in ("was", "were") else "present"
        elif word == lemma and word in ("up", "down"):
            # "The dollar was at 117.85 yen ..., up 0.1 percent", "Vivendi shares were 1.4
            # percent down": "up"/"down" has no tense of its own; it follows the clause's
            # verb ("the dollar was up", not "is up")
            features.tense = self.tense_before(i)
        elif word == lemma and j >= 0 and source.tokens[j].lower() == "to":
            features.tense = self.tense_before(j)  # an infinitive: the governing verb's tense
        elif word == lemma and (head := self.bare_infinitive_head(node)) is not None:
            # "Witnesses heard the bomb explode": said apart, the bomb exploded then, not now
            features.tense = self.verb_features(head).tense
        elif not auxes and is_adjective_frame(node.concept) \
                and (head := self.small_clause_head(node)) is not None:
            # "A jury found Peterson guilty": said apart, he was guilty then ("It was a jury
            # that found that Peterson was guilty", not "is")
            features.tense = self.verb_features(head).tense
        elif word == lemma and word == inflect(lemma, "VBD"):
            pass  # "beat", "put", "spread": past or present, the narrative default decides
        elif word == lemma or word == inflect(lemma, "VBZ"):
            features.tense = "present"
        elif word == inflect(lemma, "VBD") or word.endswith("ed"):
            features.tense = "past"
        if be_to is not None:
            # "Eddington is to meet the unions", "Sorkin was to have been tried": an
            # arrangement, said with its "be to" (parse_be_to), not as done ("met")
            features.modal = "be to"
            features.tense = "past" if be_to in ("was", "were") else "present"
        return features

    def restated_by_copula(self, node: Node) -> bool:
        """Whether ``node`` is the infinitive a copula's subject is said to be, in the
        parser's (objective :ARG1 improve-01): "our objective is to improve the nation's
        capacity", "It was to fly a plane into the White House", no arrangement."""
        if any(e.role == ":ARG1-of" and isinstance(e.target, Node) and not is_frame(e.target.concept)
               for e in node.edges):
            return True
        return any(e.role == ":ARG1" and getattr(e.target, "var", None) == node.var
                   for n in self.nodes.values() if not is_frame(n.concept) for e in n.edges)

    def be_to_before(self, j: int) -> str | None:
        """The form of "be" of a "be to" group whose "to" is source token ``j`` (the token
        before the verb group read so far), else None."""
        source = self.source
        if source is None or j < 1 or source.tokens[j].lower() != "to":
            return None
        k = j - 1
        while k > 0 and source.tokens[k].lower() in ("also", "then", "now", "still", "not"):
            k -= 1
        word = source.tokens[k].lower()
        return word if word in ("is", "are", "was", "were") else None

    def bare_infinitive_head(self, node: Node) -> Node | None:
        """The verb of perceiving or causing whose bare-infinitive clause ``node`` is
        ("heard" of "heard the bomb explode"), either way round the layout put them."""
        return self._head_taking(node, BARE_INFINITIVE_HEADS, (":ARG1",))

    def small_clause_head(self, node: Node) -> Node | None:
        """The verb of finding or judging whose object's state ``node`` says ("found" of
        "found Peterson guilty"), either way round the layout put them."""
        return self._head_taking(node, SMALL_CLAUSE_HEADS, (":ARG1", ":ARG2"))

    def _head_taking(self, node: Node, heads: frozenset[str], roles: tuple[str, ...]) -> Node | None:
        """The aligned verb among ``heads`` that takes ``node`` in one of ``roles``: an edge
        from the verb (to ``node`` or a reference to it), or the inverted edge up from it."""
        inverted = tuple(f"{role}-of" for role in roles)
        for other in self.nodes.values():
            if stem(other.concept) not in heads or not other.align:
                continue
            if any(e.role in roles and (e.target is node or (
                    isinstance(e.target, Ref) and e.target.var == node.var))
                   for e in other.edges) or any(
                    e.role in inverted and e.target is other for e in node.edges):
                return other
        return None

    def shared_modal(self, index: int) -> list[str]:
        """The modal of the verb a coordinated bare verb group shares ("will" in "will keep
        the name and be headquartered"), looked for before token ``index``."""
        assert self.source is not None
        for k in range(index - 1, -1, -1):
            token = self.source.tokens[k].lower()
            if token in ("will", "'ll", "would", "could", "should", "might", "may", "must",
                         "can", "shall"):
                return [token]
            if token in (".", ";", ":", '"', "that", "who", "which", "to"):
                break
        return []

    def shared_be(self, index: int) -> list[str]:
        """The "was"/"is" of a progressive or predicate just before the "and" at ``index``
        ("was" in "was crying and scared"), at most two words back within the clause, with
        the auxiliaries before it ("will be" in "will be interviewed and tested": "it will
        be tested", not "it was tested")."""
        assert self.source is not None
        for k in range(index - 1, max(index - 4, -1), -1):
            token = self.source.tokens[k].lower()
            if token in ("was", "were", "is", "are", "am", "be", "been"):
                group, m = [token], k - 1
                while m >= 0 and _auxiliary(self.source.tokens, m) in AUXILIARIES:
                    group.insert(0, _auxiliary(self.source.tokens, m))
                    m -= 1
                return group if group[0] not in ("be", "been") else []  # "to be" is no tense
            if token in (",", ";", ":", '"', "that", "who", "which", "and", "or", "but"):
                break
        return []

    def inverted_auxiliary(self, index: int) -> list[str]:
        """The auxiliary a question moved before the subject of the verb at ``index``
        ("did" in "Why did the company cut its forecast?"), within the same clause."""
        assert self.source is not None
        for k in range(index - 1, -1, -1):
            token = self.source.tokens[k].lower()
            if token in AUXILIARIES:
                return [token]
            if token in (",", ";", ":", '"', "that", "who", "which", "and", "but"):
                break
        return []

    def tense_before(self, index: int) -> Tense:
        """The tense of the nearest finite verb before token ``index`` in the source."""
        assert self.source is not None
        for k in range(index - 1, -1, -1):
            token = self.source.tokens[k].lower()
            if token in ("was", "were", "had", "did"):
                return "past"
            if token in ("is", "are", "am", "has", "does", "do", "'s", "'re", "'m"):
                return "present"
            if token in ("will", "'ll"):
                return "future"
            owner = self.nodes.get(self.source.owner.get(k, ""))
            if owner is not None and is_frame(owner.concept):
                lemma = stem(owner.concept).split("-")[0]
                if token != lemma and token == inflect(lemma, "VBD"):
                    return "past"
                if token == inflect(lemma, "VBZ") and token != lemma:
                    return "present"
        return self.default_tense

    def split_auxiliary(self, verb_words: list[str], features: VerbFeatures, person: int,
                        plural_subject: bool, lemma: str) -> tuple[str, list[str]]:
        """The word that moves before the subject in a question, with do-support."""
        first = verb_words[0]
        if first in AUXILIARIES:
            return first, verb_words[1:]
        if features.tense == "past":
            aux = "did"
        else:
            aux = "does" if person == 3 and not plural_subject else "do"
        return aux, [lemma, *verb_words[len(lemma.split(" ")):]]

    def be_group(self, features: VerbFeatures, person: int, plural_subject: bool, negated: bool,
                 form: str) -> list[str]:
        if form == "infinitive":
            return ["not", "to", "be"] if negated else ["to", "be"]
        if form == "gerund":
            return ["not", "being"] if negated else ["being"]
        if form == "bare":
            return ["be"]
        return verb_group("be", tense=features.tense, person=person, plural=plural_subject,
                          negated=negated, modal=features.modal, perfect=features.perfect)

    def copula_features(self, node: Node, features: VerbFeatures) -> VerbFeatures:
        """The tense of the unaligned "was"/"is" before a predicate noun or adjective."""
        assert self.source is not None
        # An amount starts at its first word: "is $232.8 million" has "million" aligned to
        # the quantity, "$" to its unit and "232.8" to its number.
        amount = [t.align[0] for e in node.edges if e.role in (":quant", ":unit")
                  for t in (e.target,) if isinstance(t, (Node, Const)) and t.align]
        i = min([node.align[0], *amount]) - 1
        # (over the predicate's own degree words: "was very methodical", and its other
        # modifiers said before it: "would be the first person", the ordinal's "first")
        degree = {e.target.var for e in node.edges
                  if e.role in (":degree", ":ord", ":mod", ":quant") and isinstance(e.target, Node)}
        # (and over its possessor and its superlative, with their own words: "Altria shares
        # fell $1.17 to $42.51 and were the Dow's biggest percent loser" kept "were", not
        # "..., and they are the Dow's biggest percent loser"), and over a modifier's own
        # modifiers ('was "not an international public health concern"')
        owners = {below.var for e in node.edges if isinstance(e.target, Node) and e.role == ":poss"
                  for below in e.target.walk()}
        # (a possessor said elsewhere too: "it wasn't his role", "his" aligned to the judge)
        owners |= {e.target.var for e in node.edges if isinstance(e.target, Ref) and e.role == ":poss"}
        degree |= owners | {below.var for e in node.edges if isinstance(e.target, Node)
                            and ((e.role == ":ARG1-of" and e.target.concept == "have-degree-91")
                                 or e.role == ":mod")
                            for below in e.target.walk()}
        # (and over its own "not": "the announcement was not a surprise" kept "was", not
        # "Economists said the announcement is not a surprise")
        been = False
        while i >= 0 and (self.source.owner.get(i) is None or self.source.owner.get(i) in degree
                          or self.source.tokens[i].lower() in ("not", "n't")) \
                and i >= node.align[0] - 8:
            word = self.source.tokens[i].lower()
            if word in ("'s", "'") and i > 0 and self.source.owner.get(i - 1) in owners:
                i -= 1  # the possessor's "'s" ("Nasdaq's"), not "is"
                continue
            if word in ("was", "were"):
                return VerbFeatures(tense="past")
            if word in ("is", "are", "am", "'s", "'re", "'m"):
                return VerbFeatures(tense="present")
            # "Cordiant has been a target since it lost ...": the perfect stays ("Since it
            # lost a crucial client ..., Cordiant has been a target", not "is a target")
            if word in ("has", "have", "'ve", "had") and been:
                before = self.source.tokens[i - 1].lower() if i > 0 else ""
                if word == "have" and before in _PERFECT_MODALS:
                    # "It would have been the first time in Texas history": the modal stays
                    # ("it would have been", not "it has been")
                    return VerbFeatures(modal=before, perfect=True)
                return VerbFeatures(tense="past" if word == "had" else "present", perfect=True)
            if word in ("will", "'ll"):
                return VerbFeatures(tense="future", perfect=been)
            if word in ("would", "could", "might", "may", "must", "should", "can"):
                return VerbFeatures(modal=word, perfect=been)
            been = been or word == "been"
            i -= 1
        return features

    def stranded_preposition(self, node: Node, gap: str | None, relative: str | None,
                             subject_gapped: bool) -> str:
        """The preposition a relative clause leaves behind: "the prison that he was sent to"."""
        if not relative or not gap or subject_gapped or relative not in ("that", "which", "who") \
                or gap == ":ARG0" or node.parent is None:
            return ""
        if gap == ":ARG1":
            # "raising taxes, which he objected to", as the source said it
            taken = self.said_object_preposition(node, node.parent) \
                or self.frame_preposition(node, self.preposition_before_modifier(node.parent,
                                                                                 verb=node))
            return taken if taken and taken != "of" and not self.infinitive_marker(node.parent) \
                else ""
        known = self.source_preposition(node.parent)
        listed = node.parent
        if not known and listed.concept in ("and", "or") and listed.parent is not None \
                and is_inverted(listed.role or "") and base_role(listed.role or "").startswith(":op"):
            # "It is Abdul Azi Haji Thiming, ... and Esam Mohammed Khidr Ali of Egypt who the
            # three men ... have been identified as": a list whose member is the focus, now
            # above it, strands the preposition the source said before its first member
            members = [listed.parent, *(self.target_node(e.target) for e in listed.edges
                                        if base_role(e.role).startswith(":op"))]
            placed = [(at, m) for m in members
                      if m is not None and (at := self.position(m)) is not None]
            if placed:
                known = self.source_preposition(min(placed, key=lambda p: p[0])[1])
        if not known:
            known = self.preposition_before_modifier(listed) or known
        if known == "" and self.sole_object(node, node.parent):
            # "It is Brunei, Cambodia and Vietnam that ASEAN comprises of" for "ASEAN comprises
            # Brunei, ...": the source's bare object strands no preposition of the frame's
            return ""
        prep = known if known else self.preposition(node, gap, node.parent)
        if known == "as":
            return "as"  # "a key state that Russia regards Saudi Arabia as"
        return prep if prep in PREPOSITIONS and prep != "by" else ""

    def preposition_before_modifier(self, noun: Node, verb: Node | None = None) -> str | None:
        """The source's preposition before ``noun``'s phrase where the focus above it is a
        modifier or possessor the source said first inside that phrase: "It was the Coast
        Guard cutter that Parrado remained under" for "remained on a Coast Guard cutter",
        "that medical investigators matched the body's teeth with" for "matched ... to
        Aronov's dental records": refocused, the modifier no longer counts as the noun's
        own words, and the frame's preposition replaced the source's. With ``verb``, only
        the preposition said right after it ("cooperating with Spitzer's probe"; an object's
        "reinstated perjury charges" has none, the "in" of "court in New York" is not)."""
        up: Node | None = None
        # (refocused at the modifier, (c / cutter :mod o) is (o :domain c)); up a chain of
        # them: "the federal government's computerized watch lists" clefted at "federal"
        while noun.parent is not None and (noun.role == ":domain" or (
                is_inverted(noun.role or "") and base_role(noun.role or "") in (":mod", ":poss",
                                                                                ":part"))):
            mine, theirs = self.position(noun), self.position(noun.parent)
            if mine is None or theirs is None or theirs >= mine:
                break
            up = noun = noun.parent
        if up is None:
            return None
        found = self.preposition_said_before(up)
        if found is None or (verb is not None and (not verb.align
                                                   or found[1] != verb.align[-1] + 1)):
            return None
        return found[0]

    def frame_preposition(self, frame: Node, prep: str | None) -> str:
        """``prep`` where PropBank gives ``frame``'s ARG1 it ("cooperating with"), "" for
        a particle ("There is a constitutional scholar in which Strayhorn has brought" for
        "brought in a constitutional scholar")."""
        lexicon = propbank_lexicon()
        return prep if prep and lexicon is not None \
            and prep in lexicon.prepositions(frame.concept, "ARG1") else ""

    def preposition_said_before(self, node: Node) -> tuple[str, int] | None:
        """(preposition, its token index) the source said right before ``node``'s first
        word, articles and the like skipped; None for none. Unlike source_preposition, for
        a focus too, whose own phrase (that measure's) now holds the whole sentence."""
        at = self.position(node)
        if at is None or self.source is None:
            return None
        at -= 1
        while at >= 0 and self.source.owner.get(at) is None \
                and self.source.word(at).lower() in SKIPPABLE:
            at -= 1
        word = self.source.word(at).lower() if at >= 0 else ""
        if self.source.owner.get(at) is not None or word not in PREPOSITIONS:
            return None
        return word, at

    def sole_object(self, verb: Node, argument: Node) -> bool:
        """Whether the source said ``argument`` right after ``verb`` and every other numbered
        argument of ``verb`` before it (its subject): the verb's one object, which "gave him
        a book" ("the one she gave a book to") is not."""
        if self.source is None or not verb.align:
            return False
        at = self.position(argument)
        up = argument.parent
        if up is not None and argument.concept in ("and", "or") and (argument.role or "") \
                .startswith(":op") and is_inverted(argument.role or ""):
            # a list whose member is the focus, now above it: the list opens with the member
            first = self.position(up)
            at = first if at is None or (first is not None and first < at) else at
        if at is None or at < verb.align[0] or any(
                self.source.word(i).lower() not in ("a", "an", "the")
                for i in range(verb.align[0] + 1, at)):
            return False  # (said right after the verb: "led to his books being banned" is not)
        for e in verb.edges:
            if e.target is argument or not isinstance(e.target, Node) \
                    or not re.fullmatch(r":ARG\d", e.role):
                continue
            where = self.position(e.target)
            if where is None or where > verb.align[0]:
                return False
        return True

    def infinitive_marker(self, node: Node) -> bool:
        """Whether the "to" before ``node`` in the source marks an infinitive ("threatened
        to open fire", "helping to offset"), not a preposition ("objected to raising")."""
        found = self.source_preposition_at(node)
        if self.source is None or found is None or found[0] != "to":
            return False
        owner = self.nodes.get(self.source.owner.get(found[1] + 1, ""))
        return owner is not None and is_frame(owner.concept) \
            and self.source.word(found[1] + 1).lower() == stem(owner.concept).split("-")[0]

    def modal_above(self, node: Node, edges: list[Edge], negated: bool,
                    ) -> tuple[list[Edge], str | None, bool]:
        """A modal that a refocusing left above ``node`` ((f / forgive-01 :ARG1-of (p /
        possible-01 :polarity -))): said in the verb group ("could not forgive"), its own
        edges up (to "said"...) taken over, so the modality and negation stay."""
        for e in edges:
            target = e.target
            if not isinstance(target, Node) or not is_inverted(e.role) \
                    or target.var in self.done or not MODALS.get(target.concept):
                continue
            action = ":ARG2" if target.concept == "obligate-01" else ":ARG1"
            if base_role(e.role) != action:
                continue
            word = self.modal_word(target)
            self.done.add(target.var)
            if self.const(target, ":polarity") == "-":
                negated = not negated
            ups = [x for x in target.edges if is_inverted(x.role) or x.role not in (
                ":polarity", action, ":mode")]
            rest = [x for x in edges if x is not e]
            return [*rest, *ups], word, negated
        return edges, None, negated

    def perfect_under_modal(self, modal: Node, event: Node) -> bool:
        """Whether ``event``, said in the verb group of the modal frame ``modal``, takes the
        perfect: the source said the frame with an adjective and the event as a past of its
        own (:meth:`past_under_modal`): "could have died" for "it was possible the bomber
        died", "will probably have signed" for "it's likely the two signed"."""
        return (self.word_of(modal) or "").lower() in MODAL_ADJECTIVES \
            and self.past_under_modal(event)

    def modal_word(self, node: Node) -> str:
        """The finite modal of a modal frame: the source's own word when it is one for this
        frame ("may", "might": a possibility is not said as an ability, "can"), else the
        frame's word in the tense :meth:`modal_is_past` gives ("can", "could")."""
        said = (self.word_of(node) or "").lower()
        said = {"ca": "can"}.get(said, said)
        if said in MODAL_WORDS.get(node.concept, ()):
            return said
        if said == "able" and self.source is not None and node.align and node.align[0] > 1:
            # "Barry Callebaut will be able to use Brach's retail network": the source's
            # future, not "It is Barry Callebaut who can use ..." (an ability now)
            # ("would not be able to": the negation is the frame's own :polarity)
            at = node.align[0]
            aux = at - 3 if self.source.word(at - 2).lower() in ("not", "n't") else at - 2
            if aux >= 0 and self.source.word(at - 1).lower() == "be" \
                    and self.source.word(aux).lower() in ("will", "would", "wo") \
                    and self.source.word(at + 1).lower() == "to":
                return "will be able to" if self.source.word(aux).lower() != "would" \
                    else "would be able to"
        word = MODALS.get(node.concept) or ""
        return MODAL_PAST[word] if self.modal_is_past(node) and word in MODAL_PAST else word

    def modal_is_past(self, node: Node) -> bool:
        """Whether a modal is said in the past: the source's own "could", even inside a
        quotation (which is otherwise in the present), else the narrative tense."""
        word = (self.word_of(node) or "").lower()
        if word in ("could", "might", "would", "should", "had"):
            return True
        if word in ("can", "may", "will", "must", "shall", "ca", "has"):
            return False  # ("has to be followed up" is no "had to"; "would have to" is past)
        return self.verb_features(node).tense == "past"

    def past_under_modal(self, node: Node) -> bool:
        """Whether ``node``, said after a modal frame's word, was a past event in the source:
        "it was possible the bomber died" (or "was killed") is "could have died", not "could
        die", which puts the death after the saying.  Only the source's own past form counts
        (not the narrative tense, nor a verb after a modal of its own: "could liquidate")."""
        if self.source is None or not node.align:
            return False
        features = self.verb_features(node)
        if features.modal is not None or features.tense != "past" or features.perfect:
            return False
        at = node.align[0]
        word = self.source.word(at).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(at - 1).lower() if at > 0 else ""
        if before in ("be", "to", "been", "being", "have", "has", "had"):
            return False  # not finite: "has to be followed up"
        return word != lemma and (word == inflect(lemma, "VBD") or before in ("was", "were"))
