"""The ``verbatim-clause-first`` alternative of the root: the adverbial clause that closes the
source ("... when American Express pledged at least $3 million", "... because they wore
matching outfits") said first, each part in the source's own words: "When American Express
pledged at least $3 million, the city withdrew that request."

Sentences of one or two texts often end on such a clause, where the rebuilt fronting fails
for a fault elsewhere in the sentence; realize_verbatim_closing makes the reverse move.  The
clause must be the root's in the graph (its :time, or the cause of a root cause-01), run to
the end of the text with only its own words, and open with its subordinator and a subject
(not "after suffering ...", "as has Levin").  Fronted, the clause leaves every other verb
behind, so the main part must hold no verb it could have been of: no report or belief ("Police
said there was an argument before the slaying", the slaying's time or the saying's), no
other finite verb or relative clause ("the reactors it shut down after it admitted ..."), no
infinitive ("named a cross-section of residents to run municipal affairs ... until elections
can be held"), no verb joined after the root's, and no verb the clause completes ("The
legislation came after ...").  Nor a negation in the main part, whose scope the clause may
be in ("He did not resign because he was ill"), nor a word that modifies the subordinator
("only after", "shortly before", "nearly a year after", "late last year when": fronted, the
first needs inversion and the last would lose its noun).  A pronoun of the clause said before
its name may take another noun of the main part as its own ("Before he faces a tribunal,
lawyers are trying to get access to Mr Hicks"), so the clause may hold one only after a
main part whose subject is a pronoun too.  "after", "before", "since" and "until" may open a
noun phrase of time as well ("After a second derailment on the London Underground in less
than 48 hours, seven people were taken to hospital today.").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, PRONOUNS, lemma_pos
from pipeline.backends.builtin.parse_entities import MONTHS
from pipeline.backends.builtin.parse_words import DEGREE, NEGATORS, TIME_NOUNS
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, Ref, is_inverted
from pipeline.backends.builtin.realize_verbatim_dashes import closed_dash_aside, word_hyphens
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    FINITE_AUXILIARIES,
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
    verb_group_start,
)
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_PRONOUNS,
    THIRD_PERSON_PRONOUNS,
)

__all__ = ["VerbatimClauseFirst"]

# The subordinators a closing clause may be fronted with; "as" only before a subject and not
# after a word that makes it a comparison ("as much as", "such as", "the same as").
_LEADS = frozenset(["after", "before", "because", "when", "while", "since", "until", "once",
                    "as"])
# The subordinators that may open a noun phrase fronted as a time ("after the ceremony").
_PHRASE_LEADS = frozenset(["after", "before", "since", "until"])
# The subordinators that may open a participle's clause, whose doer is the main part's
# subject wherever the clause stands ("After pleading guilty to ..., he was sentenced ...",
# "Since being transferred to the prison ..., Mr. Geoghan had been living ...").
_PARTICIPLE_LEADS = frozenset(["after", "before", "since", "while", "when"])
# Verbs that a closing time completes ("came after ...", "will be when ...", "began when
# ...") rather than dates: said last, with the time gone, they would say too little.
_COMPLETED_BY_TIME = frozenset(["come", "be", "follow", "happen", "occur", "begin", "start",
                                "go", "arrive", "remain", "wait", "last", "end", "take"])
_COMPARING = frozenset(["as", "such", "same", "so", "well", "much", "many", "far", "long",
                        "soon"])
# Words before the subordinator that modify it ("only after", "shortly before", "just as",
# "even as"), which a fronted clause would need to carry or invert.
_SUBORDINATOR_MODIFIERS = DEGREE | frozenset([
    "only", "just", "even", "shortly", "soon", "long", "right", "immediately", "again",
    "especially", "except", "not", "until", "ago", "later", "earlier", "first", "then"])
# Pronouns that stand for their own clause's subject when one is before them ("since Axcan
# made its first offer"): possessives and reflexives, not "he", "it" or "they".
_BOUND_POSSESSIVES = frozenset(["its", "itself", "their", "themselves"])
# ("that" too is a determiner: "withdrew that request when ...")
# Words that make a time noun before the subordinator a measure of it ("a week after").
_COUNTING = frozenset(["a", "an", "one", "few", "several", "many", "some", "two", "three"])
# Relative words that stop a fronted clause; not "that", also a clause's own "that"
# ("said that ...") and a determiner, nor "when", a subordinator the clause may hold.
_RELATIVE_WORDS = (RELATIVE_PRONOUNS - {"that"}) | {"where"}
# Root modals whose clause, said after them, holds the subject and the verb.
_MODAL_FRAMES = frozenset(["possible-01", "obligate-01", "recommend-01", "permit-01"])
# (not its comma: the clause itself may hold one)
_BREAKS = PHRASE_BREAKS - {","}


class VerbatimClauseFirst(VerbatimSpans):
    """The ``verbatim-clause-first`` alternative (see the module docstring)."""

    def verbatim_clause_first(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if closing or not top.align or self.const(top, ":mode") is not None \
                or any(t in QUOTE_MARKS for t in tokens) or not source.opens(0) \
                or tokens[0].lower() in PREPOSITIONS | CLAUSE_SUBORDINATORS | CLAUSE_COORDINATORS \
                | {"last", "yesterday", "today", "earlier", "later"}:
            # (an opening phrase of its own: "On Monday, ... when ...", whose place the
            # fronted clause would take)
            raise RealizationRefused("no closing clause to front")
        main, inside, lead = self.closing_clause(top)
        exempt = {top.var, main.var}
        span = self.span_of(inside)
        if span is not None and any(t not in FUNCTION_WORDS or t in (",", "--")
                                    for t in tokens[span[1] + 1:end]):
            # (a preposition stranded at the end, no node's: "jobs they claimed to have paid
            # bribes for")
            span = None
        if span is None or span[0] < lead:
            raise RealizationRefused("no closing clause to front")
        if not self.only_owned(lead + 1, end - 1, inside) \
                or any(source.owner.get(i) in inside for i in range(0, lead)):
            # ("nearly a year after ...": the clause's own words before its subordinator;
            # "..., after the review, said Jim Landale": a report after it)
            raise RealizationRefused("no closing clause to front")
        self.refuse_subordinator_use(lead, end)
        body_end = lead - 1
        while body_end >= 0 and tokens[body_end] == ",":
            body_end -= 1
        # (a dash aside the main part carries whole, its closing dash dropped where it ended
        # the main part: "..., he had served nine years in prison for the crime -- two on
        # death row.", realize_verbatim_dashes)
        aside = closed_dash_aside(tokens, 0, body_end,
                                  word_hyphens(tokens, source.starts, source.sentence))
        if aside is not None and aside[1] == body_end:
            body_end -= 1
        if not main.align or main.align[0] > body_end or (
                main.align[0] == body_end and stem(main.concept) in _COMPLETED_BY_TIME):
            # ("The legislation came after ...", "The next court session will be when ...":
            # the clause the verb's complement, which it cannot end without)
            raise RealizationRefused("the clause completes the main verb")
        self.refuse_main_part(main, body_end, exempt, aside)
        subject = self.verbatim_arg(main, ":ARG0") or self.verbatim_arg(main, ":ARG1")
        at = self.owned_span(subject) if subject is not None else None
        if subject is None or at is None or at[0] > 1 or at[1] >= main.align[0]:
            raise RealizationRefused("no subject to say after the clause")
        if subject.concept not in PRONOUNS and not self.pronouns_of(subject, inside, lead, end):
            raise RealizationRefused("a pronoun of the clause said before its name")
        body = self.opening_lower(source.text(0, body_end), subject, 0, at == (0, 0))
        said = source.text(lead, end - 1)
        self.variant_used = True
        return f"{said[:1].upper()}{said[1:]}, {body}{self.end_mark(end)}", "fronted-clause"

    def pronouns_of(self, subject: Node, inside: set[str], lead: int, end: int) -> bool:
        """Whether every third-person pronoun of the clause (``lead..end``) stands for the main
        part's ``subject``, as the parse read it (the pronoun no node's, the clause's only
        re-entrancy from outside the subject's: "Because they wore matching powder-blue
        outfits, the two blond opponents appeared almost identical."); true with none."""
        assert self.source is not None
        said = [i for i in range(lead + 1, end)
                if self.source.tokens[i].lower() in THIRD_PERSON_PRONOUNS
                and not self.bound_in_clause(i, lead)]
        if not said:
            return True
        if any(i in self.source.owner for i in said):
            return False  # (a pronoun node of its own: "before he faces ...", unresolved)
        outside = {e.target.var for var in inside for e in self.nodes[var].edges
                   if isinstance(e.target, Ref) and e.target.var not in inside}
        return outside == {subject.var}

    def bound_in_clause(self, at: int, lead: int) -> bool:
        """Whether the possessive or reflexive pronoun at ``at`` stands for the subject of its
        own clause, which the subordinator at ``lead`` opens, and so stays after its name
        when the clause is fronted ("since Axcan made its first offer", "after fellow
        immigrants escaped and left behind their weakened companions"): the clause's subject
        ends on a noun of the pronoun's number before the clause's first verb.  Not "he",
        "it" or "they", which may take a noun of the main part ("before they were sold")."""
        assert self.source is not None
        tokens = self.source.tokens
        word = tokens[at].lower()
        if word not in _BOUND_POSSESSIVES:
            return False
        verb = next((i for i in range(lead + 2, at) if i in self.source.finite
                     or tokens[i].lower() in FINITE_AUXILIARIES or finite_verb(tokens[i])), None)
        if verb is None:
            return False
        head = tokens[verb - 1]
        words = [t.lower() for t in tokens[lead + 1:verb]]
        if any(w in THIRD_PERSON_PRONOUNS or w in PRONOUNS or w in (",", "of") for w in words):
            return False  # (a pronoun subject, or one with a phrase of its own)
        plural = (head.lower().endswith("s") and not head[:1].isupper()) or "and" in words
        return plural == (word in ("their", "themselves"))

    def closing_clause(self, top: Node) -> tuple[Node, set[str], int]:
        """The main clause, the variables of the closing clause (with its subordinator's node
        where the parse made one: "after" :op1) and the subordinator's index: the cause of
        a root cause-01 ("because ...", the cause-01 aligned to the clause's verb) or the
        root's own :time (a root modal's: its clause's)."""
        if top.concept == "cause-01":
            main = self.verbatim_arg(top, ":ARG1")
            clause = self.verbatim_arg(top, ":ARG0")
            if main is None or clause is None \
                    or any(e.role not in (":ARG0", ":ARG1") for e in top.edges):
                raise RealizationRefused("no closing clause to front")
            inside = self.owners(clause) | {top.var}
            span = self.span_of(inside)
            lead = self.subordinator_before(span) if span is not None else None
            if lead is None:
                raise RealizationRefused("no closing clause to front")
            return main, inside, lead
        main = self.modal_clause(top)
        for time in (e.target for e in main.edges if e.role == ":time"):
            span = self.owned_span(time) if isinstance(time, Node) else None
            lead = self.subordinator_before(span) if span is not None \
                and span[0] > top.align[0] else None
            if lead is not None and isinstance(time, Node):
                return main, self.owners(time), lead
        raise RealizationRefused("no closing clause to front")

    def modal_clause(self, top: Node) -> Node:
        """The clause a root modal says ("Shellfire could be heard ...": possible-01's
        :ARG1, said after it), whose subject opens the source; else ``top``."""
        clause = self.verbatim_arg(top, ":ARG1") if top.concept in _MODAL_FRAMES else None
        if clause is None or not is_frame(clause.concept) or not clause.align \
                or clause.align[0] < top.align[0]:
            return top
        return clause

    def span_of(self, inside: set[str]) -> tuple[int, int] | None:
        assert self.source is not None
        at = [i for i, v in self.source.owner.items() if v in inside]
        return (min(at), max(at)) if at else None

    def subordinator_before(self, span: tuple[int, int]) -> int | None:
        """The index of the subordinator that opens the clause of ``span``: its first word
        (the parse's "after" :op1), or the word before its first owned one and the unowned
        function words it opens with ("while the Nasdaq fell", "because they wore")."""
        assert self.source is not None
        tokens = self.source.tokens
        at = span[0]
        if tokens[at].lower() in _LEADS:
            return at
        at -= 1
        while at > 0 and at not in self.source.owner and tokens[at].lower() not in _LEADS \
                and (tokens[at].lower() in FUNCTION_WORDS or tokens[at].lower() in PRONOUNS):
            at -= 1
        return at if tokens[at].lower() in _LEADS else None

    def refuse_subordinator_use(self, lead: int, end: int) -> None:
        """Refuse a subordinator that opens no clause with a subject of its own, or that a
        word before it modifies."""
        assert self.source is not None
        tokens = self.source.tokens
        word = tokens[lead].lower()
        first = tokens[lead + 1] if lead + 1 < end else ""
        low = first.lower()
        before = tokens[lead - 1].lower()
        if word == "because" and low == "of":
            return self.refuse_modified(before)  # "because of the rain": a cause all the same
        if word in _PHRASE_LEADS and not self.holds_own_verb(lead + 1, end) \
                and not low.endswith("ing") and low not in ("which", "what", "whom") \
                and not any(t in (",", "--", "(") for t in tokens[lead + 1:end]):
            # a time the phrase names ("after heavy trading on the New York Stock Exchange
            # on Friday", "before the war")
            return self.refuse_modified(before, tokens[lead - 2].lower() if lead > 1 else "",
                                        word)
        # (a participle's clause has no subject of its own: see _PARTICIPLE_LEADS)
        participle = word in _PARTICIPLE_LEADS and low.endswith("ing") and not first[:1].isupper() \
            and (low == "being" or (low not in FUNCTION_WORDS and "VERB" in lemma_pos(low)))
        if not participle and (not self.holds_own_verb(lead + 1, end) or low.endswith("ing")
                or low in ("if", "of", "though", "well", "to", "for", "a", "an", "part") \
                or (low in FUNCTION_WORDS and low not in PRONOUNS
                    and low not in ("the", "this", "that", "these", "those", "some", "many",
                                    "his", "her", "its", "their", "our", "my", "your", "most",
                                    "both", "all", "each", "no", "one", "two"))\
                or (not first[:1].isupper() and low not in FUNCTION_WORDS
                    and "VERB" in lemma_pos(low) and not lemma_pos(low) & {"NOUN", "ADJ", "NUM"})):
            # ("as has Levin", "as if", "as of", "after heavy-handed")
            raise RealizationRefused("the subordinator opens no clause of its own")
        if word == "as" and before in _COMPARING:
            raise RealizationRefused("'as' of a comparison")
        if any(t.lower() == "to" and "VERB" in lemma_pos(tokens[i + 1].lower())
               and not lemma_pos(tokens[i + 1].lower()) & {"NOUN", "DET", "NUM"}
               and "VERB" not in lemma_pos(tokens[i - 1].lower())
               for i, t in enumerate(tokens[lead + 1:end - 1], start=lead + 1)):
            # ("It decided instead to issue them before the stock market opened Monday to
            # counteract the downgrade ...": the purpose the issuing's, parsed into the
            # clause, would become the opening's)
            raise RealizationRefused("an infinitive the clause may not hold")
        self.refuse_modified(before, tokens[lead - 2].lower() if lead > 1 else "", word)

    def holds_own_verb(self, lo: int, end: int) -> bool:
        """Whether ``lo..end`` holds a finite verb: a past the parse read with its subject,
        an auxiliary, or a present in "-s" (not a plural noun before "of": "as government
        programs ... and fears of biological attacks")."""
        assert self.source is not None
        tokens = self.source.tokens
        for i in range(lo, end):
            low = tokens[i].lower()
            if i in self.source.finite or low in FINITE_AUXILIARIES or (
                    i in self.source.owner and finite_verb(tokens[i]) and i > lo
                    and "NOUN" not in lemma_pos(low)
                    and tokens[i + 1].lower() not in ("of", ",", "and", "or")
                    and tokens[i - 1].lower() not in ("the", "a", "an", "and", "or", "of")):
                return True
        return False

    def refuse_modified(self, before: str, earlier: str = "", word: str = "") -> None:
        """Refuse a word before the subordinator that modifies it ("only after", "hours
        before", "a week after") or that the clause may be a relative clause of ("late last
        year when it lost ..."); a time of the main verb's may stand there ("opened fire in
        downtown Baghdad today after demonstrators stormed ...", "earlier this year after")."""
        timed = before in TIME_NOUNS or before.rstrip("s") in TIME_NOUNS or before in MONTHS
        if timed and (word in ("when", "since", "until") or earlier[:1].isdigit()
                      or earlier in _COUNTING or "NUM" in lemma_pos(earlier)):
            raise RealizationRefused("a word before the subordinator modifies it")
        if before in _SUBORDINATOR_MODIFIERS \
                or (before[:1].isdigit() and not _amount(before) and not _date(before, earlier)) \
                or (not timed and lemma_pos(before) == {"ADV"}):
            # ("only after Republicans won", "shortly before"; not a price or an index level
            # the main part ends on, "jumped 194.14 points ... to 9,469.20 after sinking ...",
            # nor its date, "became Labour leader in 1994 after ...", "will fold June 29 after")
            raise RealizationRefused("a word before the subordinator modifies it")

    def refuse_main_part(self, main: Node, body_end: int, exempt: set[str],
                         aside: tuple[int, int] | None = None) -> None:
        """Refuse a main part with a verb other than ``main``'s that the clause could be of,
        a negation, or a mark that splits it (not the dashes of ``aside``, a closed dash
        aside it carries whole, whose words pass the same checks)."""
        assert self.source is not None
        tokens = self.source.tokens
        words = [t.lower() for t in tokens[0:body_end + 1]]
        if stem(main.concept) in ATTRIBUTING or any(is_inverted(e.role) for e in main.edges):
            raise RealizationRefused("a report's clause may be the fronted clause's")
        if any(w in NEGATORS or w == "n't" or w.endswith("n't") for w in words) \
                or self.const(main, ":polarity") == "-":
            raise RealizationRefused("a negation whose scope the clause may be in")
        dashes = aside or ()
        if any((w in _BREAKS and i not in dashes) or w in _RELATIVE_WORDS
               or w in CLAUSE_SUBORDINATORS for i, w in enumerate(words)):
            raise RealizationRefused("a clause of the main part the clause could be of")
        verb = main.align[0]
        for i, word in enumerate(words):
            owner = self.source.owner.get(i)
            if i != verb and (i in self.source.finite or (
                    owner is not None and owner not in exempt
                    and is_frame(self.nodes[owner].concept) and finite_verb(tokens[i])
                    and words[i - 1] != "to")):
                # ("won approval to restart the reactors it shut down after it admitted ...")
                raise RealizationRefused("a verb of the main part the clause could be of")
            if word == "to" and verb < i < body_end and owner is None \
                    and self.source.owner.get(i + 1) not in (None, *exempt) \
                    and "VERB" in lemma_pos(words[i + 1]):
                # ("named a cross-section of residents yesterday to run municipal affairs
                # ... until elections can be held": the running's time, not the naming's)
                raise RealizationRefused("an infinitive of the main part the clause could be of")
            if word in ("and", "but", "or") and verb < i < body_end \
                    and verb_group_start(tokens[i + 1]):
                raise RealizationRefused("a verb joined after the root's")


def _amount(word: str) -> bool:
    """Whether ``word`` is a number written with a decimal point or thousands separator (a
    price or a level: "9,469.20", "1,039.32"), which counts no time before a subordinator.

    >>> _amount("9,469.20"), _amount("20.90"), _amount("48")
    (True, True, False)
    """
    return word[:1].isdigit() and any(c in word for c in ".,")


def _date(word: str, earlier: str) -> bool:
    """Whether ``word``, said after ``earlier``, is a date of the main part: a year after "in"
    or a day after its month ("in 1994", "June 29"), which counts no time before a
    subordinator.

    >>> _date("1994", "in"), _date("29", "June"), _date("48", "in"), _date("two", "in")
    (True, True, False, False)
    """
    if not word.isdigit():
        return False
    if earlier == "in":
        return len(word) == 4 and word[:2] in ("19", "20")
    return earlier.rstrip(".").lower() in MONTHS and int(word) <= 31
