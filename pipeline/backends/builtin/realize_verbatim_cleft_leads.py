"""What may stand around a clefted subject: the source's opening "But" or clause, and an
apposition.

The verbatim cleft (realize_verbatim_alternatives.verbatim_cleft) picks out a subject that
opens the source.  Three common openings kept it from applying, so that sentences whose every
rebuilt reading was refused had no text at all:

* an opening conjunction or connective that no clause of the parse says ("But Adora Obi
  Nweze, the NAACP state president, said ...", "However, the talk was downplayed by PBL",
  "For instance, the core Java Enterprise System will cost ..."): the cleft is said after
  it, "But it was Adora Obi Nweze, the NAACP state president, who said ...";
* an apposition between the subject and its verb ("The Russell 2000 index, the barometer
  of smaller company stocks, rose 3.28 ..."): said whole with its subject, "It was the
  Russell 2000 index, the barometer of smaller company stocks, that rose 3.28 ...", as a
  dash aside already was;
* an opening clause or phrase of circumstance ("If passed, the measure will return ...",
  "When contacted last night, Perkins declined comment."): said before the cleft, "If
  passed, it is the measure that will return ...", when its words are the clause's
  circumstance and no participant of it (see clause_opener for the openers refused);
  a closing aside said of the whole clause is refused (refuse_clause_aside).

An apposition is a noun phrase of its own: not a relative clause ("The feature, which has
the approval of book publishers, puts ..." would stack two relative clauses), not a
participle or an adverb ("The blaze, started by lightning June 6, is considered ...", "The
scientists, not surprisingly, wanted ...": "It is the blaze, started by lightning June 6,
that is considered" parts the participle from its noun), and one phrase only ("Ms Stewart,
61, its chief executive officer and chairwoman, did not attend"), and no amount ("The bulk of
the funds, some $65 billion, will go ..."), though a person's age is one ("It is Lakhani, 68,
who is charged ...").  A post apposed to a person's name takes "who"
(apposed_person).
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame
from pipeline.backends.builtin.realize_opening_conjunctions import OPENING_CONJUNCTIONS
from pipeline.backends.builtin.realize_person_names import person_post, person_said
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_reporting import LEADING_CONNECTIVES
from pipeline.backends.builtin.realize_verbatim_spans import (
    VerbatimSpans,
    finite_verb,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import (
    DASH_TOKENS,
    NOUN_DETERMINERS,
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_ADVERBS,
    RELATIVE_PRONOUNS,
    SUBORDINATORS,
)

__all__ = ["VerbatimCleftLeads", "opener_claims_subject"]

# What an apposition may open with: an article or owner ("the barometer of ...", "its chief
# executive"); else a name (a capitalized word that is no function word: "Jerry Kilgore",
# "BaFin", "Jonathan's family doctor").
_APPOSITION_ARTICLES = NOUN_DETERMINERS
# What a day or time between a subject and its verb may open with ("on Tuesday", "this week",
# "yesterday").
_TIME_LEADS = frozenset(["on", "last", "this", "yesterday", "today"])
# The prepositions of a phrase set off after its noun as an apposition is: a source or a
# member's body ("The prizes, from the Albert and Mary Lasker Foundation, will be awarded").
_APPOSED_PREPOSITIONS = frozenset(["from", "of", "with", "at"])
# What an opening phrase or clause before a clefted subject may open with ("If convicted,
# it is ...", "While robbery appeared to be the motive, it was the suspects who ...",
# "With all precincts reporting, it was Fletcher who ..."); not a likeness or an addition,
# which says that another did the same, against the cleft's "only": "Like the Power4, it
# is the Power5 that contains two processor cores".  Not a participle either: its subject
# would be the cleft's "it" ("Writing for the minority, it was Justice John Paul Stevens
# who said ...", "Founded in 1996, it is the LendingTree exchange that consists of ...").
_CLAUSE_OPENERS = (SUBORDINATORS | PREPOSITIONS) - {
    "like", "of", "to", "than", "besides", "alongside", "along",
    # nor a concession, which sets its clause against another event, not against another
    # doer: "Though the legal age for marriage in Romania is 18, it is the country that
    # generally tolerates ..." reads as if some other country did not
    "though", "although", "despite", "while", "whereas"}
_ADDITIONS = (("in", "addition"), ("as", "well"), ("as", "with"), ("along", "with"))
# What opens a gerund's clause whose unsaid subject is the sentence's ("After losing ...",
# "Without admitting ..."); not "in", whose -ing word is a noun ("In trading on the ...").
_GERUND_LEADS = frozenset(["after", "before", "since", "without", "by", "upon", "on", "while",
                           "when", "despite", "through", "besides", "instead"])
# What opens an amount ("the bulk of the funds, some $65 billion, ..."): an amount apposed
# to its subject is no second name of it, and the cleft would pick out the amount.
_AMOUNT_WORDS = frozenset(["some", "about", "nearly", "almost", "around", "roughly",
                           "approximately", "more", "less", "over", "up", "$", "percent", "%"])
# The roles of the clefted clause's own participants: an opener they hold is no circumstance.
_CORE_ROLES = frozenset([":ARG0", ":ARG1", ":ARG2", ":ARG3", ":ARG4", ":ARG5"])
# Phrases that only link the sentence to the one before, said before the cleft as the
# source said them before its subject ("For instance, it is the core Java Enterprise System
# that will cost ..."); single words are LEADING_CONNECTIVES.  Not a hedge or a degree ("At
# least,", "In theory,"), which may bear on the subject the cleft picks out.
_CONNECTIVE_PHRASES = frozenset([
    ("for", "instance"), ("for", "example"), ("by", "comparison"), ("by", "contrast"),
    ("in", "contrast"), ("in", "comparison"), ("in", "addition"), ("in", "fact"),
    ("in", "other", "words"), ("on", "the", "other", "hand"), ("of", "course"),
    ("as", "a", "result"), ("first", "up"), ("further", "back"), ("elsewhere",),
    ("simply", "put"), ("at", "first", "blush")])


def opener_claims_subject(words: list[str]) -> bool:
    """Whether an opening phrase of ``words`` (up to its comma) cannot stand before a cleft:
    an addition, which says another did the same, against the cleft's "only" ("In addition
    to O'Connor, it was Rehnquist's majority opinion that was joined by ..."), or a gerund
    after its preposition or subordinator, whose unsaid subject would be the cleft's "it"
    ("After losing as much as 84.56 earlier, it was the Dow Jones industrial average that
    closed up ..."), or an "it" or "its" that would seem the cleft's own ("In its quarter
    ended May 30, it was Adobe that earned ...").

    >>> opener_claims_subject("After losing as much as 84.56 earlier".split())
    True
    >>> opener_claims_subject("With the government grant added in".split())
    False
    >>> opener_claims_subject("In trading on the New York Stock Exchange".split())
    False
    """
    low = [w.lower() for w in words]
    return tuple(low[:2]) in _ADDITIONS or bool({"it", "its"} & set(low)) or (
        len(low) > 1 and low[1].endswith("ing") and "VERB" in lemma_pos(low[1])
        and low[0] in _GERUND_LEADS)


class VerbatimCleftLeads(VerbatimSpans):
    """The opening conjunction and the apposition of a verbatim cleft's subject."""

    def cleft_start(self, top: Node) -> tuple[Node, int]:
        """The clause a cleft is made of and where its words start: after the source's
        opening "But" that no node holds; after an opening connective and its comma
        ("However, it was the talk that was downplayed ...", the connective a word of its
        own below the clause); else ``top`` and 0."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        start = 0
        # (not a contrast's: its clause's alternatives are the realizer's own, the
        # conjunction put back, realize_opening_connective)
        if len(tokens) > 2 and tokens[0].lower() in OPENING_CONJUNCTIONS \
                and tokens[0][:1].isupper() and 0 not in owner \
                and top.align and top.align[0] > 0:
            start = 1
        if len(tokens) > start + 2 and tokens[start].lower() in LEADING_CONNECTIVES \
                and tokens[start + 1] == ",":
            var = owner.get(start)
            word = self.nodes[var] if var is not None else None
            if word is None or (word.parent is top and not word.edges
                                and word.role in (":mod", ":time")):
                start += 2
        return top, start + self._connective_phrase(top, start)

    def _connective_phrase(self, top: Node, start: int) -> int:
        """How many tokens from ``start`` a connective phrase and its comma take ("For
        instance, the core Java Enterprise System will cost ...", "By comparison, the
        proportion of people ... increased ..."): a phrase of _CONNECTIVE_PHRASES whose
        words no node holds or a node of the clause itself with nothing below it holds (the
        parse's "compare-01" of "By comparison"), or one phrase of the clause holds and no
        other word ("Further back, ...", "First up, ..."); else 0."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        for phrase in _CONNECTIVE_PHRASES:
            end = start + len(phrase)
            if len(tokens) <= end + 2 or tokens[end] != "," or tuple(
                    t.lower() for t in tokens[start:end]) != phrase:
                continue
            held = [self.nodes[owner[i]] for i in range(start, end) if i in owner]
            # (whatever role the parse gave it: "instance" an :ARG3 of "cost", "compare-01"
            # an :ARG2 of "increase"; the words are said as the source said them)
            if all(word.parent is top and not word.edges for word in held) or any(
                    isinstance(e.target, Node) and {w.var for w in held} <= self.owners(e.target)
                    and start <= (self.owned_span(e.target) or (-1, -1))[0]
                    and (self.owned_span(e.target) or (-1, end))[1] < end for e in top.edges):
                # (or one phrase of the clause's that holds only these words: "Further
                # back" is back-02 :mod further, "First up" up :mod first)
                return len(phrase) + 1
        return 0

    def clause_opener(self, top: Node, verb: int, start: int) -> int | None:
        """Where the subject starts after an opening clause or phrase of circumstance and
        its comma ("If convicted, Moussaoui faces ...", "While robbery appeared to be the
        motive, the suspects drove off ..."): after the comma when every word of the
        opener that a node holds belongs to a circumstance of ``top`` (no participant of
        its own); else None.  Not a means ("By skirting the FDA's oversight, it was Eagan
        who said ...": the cleft would make saying the means), nor an opener with an "it"
        of its own, which would read as the cleft's ("While it was being called mandatory,
        it was Dupont that said ...")."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        comma = next((i for i in range(start, verb) if tokens[i] == ","), None)
        first = tokens[start].lower()
        if comma is None or comma < start + 2 or first not in _CLAUSE_OPENERS \
                or tuple(t.lower() for t in tokens[start:start + 2]) in _ADDITIONS \
                or (first == "by" and tokens[start + 1].endswith("ing")) \
                or any(t.lower() in ("it", "its") for t in tokens[start:comma]) \
                or any(t in QUOTE_MARKS or t in DASH_TOKENS or t in ("(", ")", ";", ":")
                       for t in tokens[start:comma]):
            return None
        circumstances = {v for e in top.edges if e.role not in _CORE_ROLES
                         and not e.role.startswith(":op") and isinstance(e.target, Node)
                         for v in self.owners(e.target)}
        held = [i for i in range(start, comma) if i in owner]
        if not held or not self.only_owned(start, comma - 1, circumstances):
            return None
        return comma + 1

    def comma_apposition(self, clause: Node, lead: int, verb: int,
                         allowed: set[str]) -> tuple[int, int] | None:
        """The first word and the closing comma of the one apposition between a subject
        that starts at ``lead`` and its verb group (``verb`` its verb): ", the barometer of
        smaller company stocks," of "The Russell 2000 index, the barometer of smaller
        company stocks, rose ..."; None where there is none, or the phrase is no noun phrase
        (see the module docstring).  Its words belong to the subject's nodes (``allowed``)
        or to a phrase of the ``clause`` that holds no word outside them (the parse's
        second :ARG1 for the apposition)."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        commas = [i for i in range(lead, verb) if tokens[i] == ","]
        if len(commas) != 2 or commas[0] == lead or commas[1] <= commas[0] + 1:
            return None
        lo, close = commas[0] + 1, commas[1]
        words = tokens[lo:close]
        first = words[0]
        # (a phrase of the subject's own nodes may be a prepositional one: "the new study,
        # from the Women's Health Initiative,", "Miodrag Zivkovic, of the Liberal Alliance
        # of Montenegro,"; not one of the clause's: "Rumsfeld, in a November interview,")
        of_subject = first.lower() in _APPOSED_PREPOSITIONS and all(
            owner[i] in allowed for i in range(lo, close) if i in owner)
        # (or a person's age: "Paul Durousseau, 30, was charged ...", the parse's :age)
        number = self.nodes.get(owner.get(lo, ""))
        age = len(words) == 1 and first.isdigit() and number is not None \
            and number.role == ":age" and number.parent is not None \
            and number.parent.concept == "person" and number.parent.var in allowed
        if not (first.lower() in _APPOSITION_ARTICLES or of_subject or age
                or (first[:1].isupper() and first.lower() not in FUNCTION_WORDS)
                or "NOUN" in lemma_pos(first.lower())):
            # (a bare role is one too: "Robin Saunders, head of the principal finance unit")
            return None
        if any(t in QUOTE_MARKS or t in DASH_TOKENS or t in ("(", ")", ";", ":")
               or t.lower() in RELATIVE_PRONOUNS | RELATIVE_ADVERBS for t in words):
            return None
        if first.lower() in _AMOUNT_WORDS or any(t[:1] == "$" or t.lower() in _AMOUNT_WORDS
                                                 for t in words):
            return None
        if any(i in self.source.finite for i in range(lo, close)) or any(
                finite_verb(t) and "NOUN" not in lemma_pos(t.lower()) and not t[:1].isupper()
                for t in words):
            # ("The hearing, expected to last a week, will determine ...": a participle,
            # no noun phrase)
            return None
        for i in range(lo, close):
            var = owner.get(i)
            if var is None or var in allowed:
                continue
            phrase = self.nodes[var]
            while phrase.parent is not None and phrase.parent is not clause:
                phrase = phrase.parent
            if phrase is clause:
                return None
            held = [k for k, v in owner.items() if v in self.owners(phrase)]
            if any(not lo <= k < close for k in held):
                return None
        return lo, close

    def time_before_verb(self, top: Node, rest: int, verb: int) -> bool:
        """Whether the words from ``rest`` up to the verb group of ``verb`` are the clause's
        day or time ("The US on Tuesday assembled a coalition ...", "The Securities and
        Exchange Commission yesterday said ..."), which the cleft's clause keeps where the
        source said it: "It was the US that on Tuesday assembled ..."."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        times = {v for e in top.edges if e.role == ":time" and isinstance(e.target, Node)
                 for v in self.owners(e.target)}
        group = next((i for i in range(rest + 1, verb + 1) if verb_group_start(tokens[i])),
                     None)
        # (not a bare weekday: "It was Electronic Data Systems Corp. that Thursday said"
        # reads "that Thursday" as one phrase; "The key vote Thursday came ..." may date the
        # noun)
        return group is not None and tokens[rest].lower() in _TIME_LEADS \
            and owner.get(group - 1) in times and all(
            owner[i] in times if i in owner else tokens[i].lower() in ("on", "last", "this")
            for i in range(rest, group))

    def apposed_person(self, subject: Node) -> bool:
        """Whether a subject said with its apposition is a person's post and name, for a
        "who" ("It was Dusenbery's fiancee, Jessica Wheat, who said ..."): a common noun of
        a post or relation (realize_person_names.person_post) that the parse named with a
        name that has nothing of a firm's ("the new effort, Taxpayers Against the Recall"
        is no person)."""
        assert self.source is not None
        named = any(e.role == ":name" for e in subject.edges)
        return named and subject.concept not in ("person", "organization") \
            and person_post(subject.concept) and person_said(subject, self.source.tokens)

    def refuse_clause_aside(self, top: Node, verb: int) -> None:
        """Refuse an indefinite noun phrase after the verb, set off by a comma, that the
        parse hangs on the clause itself ("..., Iraq, will not be present, an issue which has rankled Iraqi
        officials"): it says what the whole event is, and after a cleft it would seem to
        say that the subject, not the event, was the issue."""
        assert self.source is not None
        tokens = self.source.tokens
        for edge in top.edges:
            aside = edge.target
            if edge.role != ":mod" or not isinstance(aside, Node) or is_frame(aside.concept):
                continue
            at = self.owned_span(aside)
            # (an indefinite noun phrase: "that court, the United States Court of Appeals
            # ...", a definite one, names the noun before it, however it was parsed)
            if at is not None and at[0] > verb + 1 and tokens[at[0] - 2:at[0]] in (
                    [",", "a"], [",", "an"]):
                raise RealizationRefused("a closing aside says what the clefted clause is")
