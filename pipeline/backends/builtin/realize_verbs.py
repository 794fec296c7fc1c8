"""Verb groups: tense, aspect and modal read from the source, auxiliaries, "be", and a modal
predicate above the verb said in its group ("could not forgive")."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    Tense,
    inflect,
    lemma_pos,
    verb_group,
)
from pipeline.backends.builtin.realize_base import (
    VerbFeatures,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Const,
    Node,
    Ref,
)
from pipeline.backends.builtin.realize_verb_modals import ModalGroups
from pipeline.backends.builtin.realize_verb_prepositions import VerbPrepositions
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
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
# The copula's finite forms and their tense.
_PLAIN_COPULAS: dict[str, Tense] = {"is": "present", "are": "present", "am": "present",
                                    "was": "past", "were": "past"}


def _auxiliary(tokens: list[str], j: int) -> str:
    """Token ``j`` lowercased, an apostrophe-less contraction after a pronoun restored."""
    word = tokens[j].lower()
    if tokens[j] == "May" and j > 0 and tokens[j - 1] not in ('"', "``", "'"):
        # the month inside a sentence ("His birth on 4 May is revealed today"), not the
        # modal: read as one, it said "his birth on 4 May may be revealed"
        return tokens[j]
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


class VerbGroups(VerbPrepositions, ModalGroups):
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
        # (and a percentage at its number: "is 2.66 percent", :value "2.66")
        amount = [t.align[0] for e in node.edges if e.role in (":quant", ":unit", ":value")
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
        # (and over a participle said before it: "was an isolated example", isolate-01 its
        # :ARG1-of, kept "was", not "arguing that the case is an example that was isolated")
        degree |= {e.target.var for e in node.edges if isinstance(e.target, Node)
                   and e.role == ":ARG1-of" and e.target.align and e.target.align[0] < node.align[0]}
        # (and over any other word of the predicate's own said between the copula and its
        # head: "the event was in large part a business function" kept "was", not "the
        # event is a business function in large part"; "is Scott Spencer", the :name's
        # first word, kept "is", not "the fifth nominee for fiction was Scott Spencer")
        degree |= {below.var for e in node.edges if isinstance(e.target, Node)
                   and e.role != ":domain" and not e.role.endswith("-of")
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
        return self._copula_after_subject(node, features)

    def _copula_after_subject(self, node: Node, features: VerbFeatures) -> VerbFeatures:
        """The tense of the one plain "is"/"was" the source said between the predicate's
        subject and the predicate, past words of the predicate a refocused graph hangs
        elsewhere ("the event was in large part a business function" said from the focus
        "part" kept "was", not "In large part, the event is a business function ...")."""
        assert self.source is not None
        subject = [e.target for e in node.edges if e.role == ":domain" and isinstance(e.target, Node)]
        if len(subject) != 1:
            return features
        said = [k for below in subject[0].walk() for k in below.align]
        if not said or max(said) >= node.align[0] or node.align[0] - max(said) > 8:
            return features
        between = [self.source.tokens[k].lower() for k in range(max(said) + 1, node.align[0])]
        forms = [w for w in between if w in _PLAIN_COPULAS]
        if len(forms) != 1 or any(w in AUXILIARIES and w not in _PLAIN_COPULAS for w in between):
            return features  # "has been", "would be": the loop above reads those
        return VerbFeatures(tense=_PLAIN_COPULAS[forms[0]])


