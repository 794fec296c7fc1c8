"""Refusals of a phrase fronted before its clause ("On Monday, ...") that belongs after its
verb: the object of a prepositional verb ("called on"), the complement of a verb that needs
one ("came in an attempt to ...", "lived in a small house"), a "with" phrase of a noun
("a company with ... in annual revenues"), and the complement of an adjective or a noun
("cranky about the House map", "improvements to the original plan")."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.parse_entities import MONTH_NAMES, WEEKDAYS
from pipeline.backends.builtin.realize_base import (
    BARE_BE,
    RealizationRefused,
    is_frame,
    is_human,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_demoted_clauses import DemotedClauses
from pipeline.backends.builtin.realize_source_words import NUMBER_WORDS
from pipeline.backends.builtin.realize_tree import Node, is_inverted, occurrences
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTE_NOUNS,
    COMPLEMENT_VERBS,
    CONTENT_INFINITIVE_NOUNS,
    PREPOSITIONS,
    STRANDED_VERBS,
)

__all__ = ["FrontedPhrases"]

# Prepositions of PropBank's prepositional verbs ("call on", "look into"); "in", "out", "up"
# ... are more often a particle ("weigh in") or a place of the verb's own ("wrote in her
# autobiography") than the verb's object.
_PREPOSITIONAL_VERB_WORDS = frozenset(["on", "upon", "into", "onto", "for", "with", "at"])


# Verbs whose "from" or "for" phrase is their object ("suffers from non-Hodgkin's lymphoma",
# "has called for a cooling period"), which PropBank's lexicon lists no frame for.
_OBJECT_PREPOSITION_VERBS = {
    "from": frozenset(["suffer", "benefit", "stem", "result", "recover", "differ", "derive",
                       "refrain", "abstain"]),
    "for": frozenset(["call", "ask", "wait", "look", "search", "vote", "push", "press",
                      "apply", "account", "pay", "argue", "hope", "opt"]),
}


# Prepositions that a noun before them takes as its complement ("improvements to the
# original plan", "the latest bad news about estrogen-progestin therapy", "an inquiry into");
# "to" and "about" lead a sentence only as the source's own opening (a goal, a recipient or
# a topic of its head otherwise: "To the original plan, many of the changes improve").
_COMPLEMENT_PREPOSITIONS = frozenset(["to", "about", "of", "into"])
# ... and a noun's topic or origin ("are still hearing cases on the recall" said "On the
# recall, lower state courts ... are still hearing cases", "reanalyzed data from more than
# 2,000 infants" said "From more than 2,000 infants ..., researchers reanalyzed data"),
# unless a date ("pleaded guilty to one count of conspiracy on June 5")
_TOPIC_PREPOSITIONS = frozenset(["on", "from"])
# ... nor a time of the verb ("was physically ill several times on the day he died")
# ... nor after a verb ("will not run on the G5"; "declaring war on", "opened fire on" are
# nouns)
_BEFORE_VERBS = frozenset(["not", "n't", "to", "will", "would", "can", "could", "may", "might",
                           "must", "should", "shall", "do", "does", "did"])
_DAY_NOUNS = frozenset(["day", "night", "morning", "afternoon", "evening", "week", "weekend",
                        "month", "year", "date", "occasion"])
# (nor "into", "onto": a goal, "Into a suburban post office, a gunman ... stormed")
_NEVER_FRONTED = frozenset(["to", "about", "into", "onto"])
# ... and that an adjective takes ("guilty of", "worried about", "eligible for", "familiar
# with"); not "in" or "at" ("pending in federal court", "available at no cost" front well).
_ADJECTIVE_PREPOSITIONS = frozenset(["about", "of", "to", "for", "with", "on", "into", "from"])


# Things that act, whose "by" phrase names an agent (see refuse_agent_by_lead).
_AGENT_CONCEPTS = frozenset(["organization", "company", "person", "authority", "group", "team",
                             "distributor", "retailer", "government", "university", "court",
                             "agency", "firm", "official", "police"])
# Names of times a "by" phrase may front ("By March 2003", "By Wednesday").
_TIME_WORDS = frozenset(MONTH_NAMES) | WEEKDAYS


class FrontedPhrases(DemotedClauses):
    """Checks of a fronted place, time or circumstance against its verb in the source."""

    def refuse_left_behind(self, lead: str, body: str) -> None:
        """Refuse a fronted phrase that leaves its clause on a bare copula ("In stable
        condition at Frankfort Regional Medical Center, a county firefighter was, and
        lightning struck it": the predicate itself fronted) or that the source said after
        "to", the end of a path ("climbed more than 140 points to above the 9,000 mark" said
        "Above the 9,000 mark, the Dow Jones industrials climbed more than 140 points": the
        index climbed to there, not there)."""
        if self.source is None:
            return
        first = re.split(r"[,;]", body, maxsplit=1)[0].rstrip(" .").split()
        if first and first[-1].lower() in BARE_BE:
            raise RealizationRefused("a fronted predicate would leave a bare copula")
        words = lead.lower().split()[:2]
        tokens = [t.lower() for t in self.source.tokens]
        if words and words[0] != "to" and any(
                k > 0 and tokens[k - 1] == "to" for k in occurrences(words, tokens)):
            raise RealizationRefused("the end of a path fronted without its 'to'")

    def refuse_agent_by_lead(self, lead: str) -> None:
        """Refuse a fronted "by" phrase of a person or an organization: it names who did the
        deed, a passive's agent or a noun's ("the first speech by a US president" said "By a
        US president, it was the first speech ...", "kept under wraps by G. P. Putnam's
        Sons" said "By the Sons of G. P. Putnam, the book ... was kept under wraps", "the
        largest sale of Xserves by an Apple retailer"), which fronted reads as the means or
        the deadline; "By telephone, ...", "By late afternoon, ..." front well."""
        words = lead.split(" ")
        if self.source is None or words[0].lower() != "by":
            return
        head = []
        for word in words[1:]:  # the phrase's own noun, before its "of" or relative clause
            if word.lower() in PREPOSITIONS or word.lower() in ("that", "who", "which") \
                    or word.endswith(","):
                break
            head.append(word)
        last = head[-1].lower() if head else ""
        nouns = {last, *lemmas(last)}
        if any(is_human(n) or n in _AGENT_CONCEPTS for n in nouns) \
                or (head and head[-1][:1].isupper() and last not in _TIME_WORDS):  # a name
            raise RealizationRefused("an agent's 'by' phrase fronted as a topic")

    def refuse_noun_owner_lead(self, owner: Node) -> None:
        """Refuse fronting a phrase of a noun (``owner``) that the source said inside another
        noun's phrase, not as a predicate: "the semifinals of the 100-meter dash at the World
        Track and Field Championships" said "At the World Track and Field Championships, the
        semifinals that Maurice Greene advanced to are the 100 meter dash", "A three-judge
        panel of the 8th U.S. Circuit Court of Appeals in St. Louis overturned ..." said "In
        St. Louis, a three-judge panel that overturned ... was the 8th U.S. Circuit Court of
        Appeals": the noun's modifier turned round (:domain) became an identity the source
        never stated.  A noun the source said after "is" keeps its phrase ("Jon Friedman is
        media editor for CBS.MarketWatch.com in New York": "In New York, Jon Friedman is
        ...")."""
        if self.source is None or is_frame(owner.concept) or not owner.align:
            return
        held = [e for e in owner.edges if e.role == ":domain" and isinstance(e.target, Node)]
        if not held or not any(is_inverted(e.role) and isinstance(e.target, Node)
                               for e in held[0].target.edges):  # type: ignore[union-attr]
            return
        if self.said_as_predicate(owner):
            return
        raise RealizationRefused("a phrase of a noun inside another noun's phrase fronted as "
                                 "a topic")

    def refuse_prepositional_verb_lead(self, lead: str, role: str, clause: Node) -> None:
        """Refuse a fronted phrase that opens with the preposition of a prepositional verb of
        PropBank's ("call on", "look into"): "On Prime Minister John Howard, he called to
        establish ..." for "called on ...".  Only where the preposition follows the verb in
        the source, and not for a particle ("weigh in"), "out of" ("Out of the Disraeli
        Fjord, all of the fresh water poured") or a time ("signed ... on Tuesday")."""
        lexicon = propbank_lexicon()
        words = lead.lower().split(" ")
        if lexicon is None or self.source is None or not clause.align or role == ":time" \
                or words[0] not in _PREPOSITIONAL_VERB_WORDS \
                or not is_frame(clause.concept) or (len(words) > 1 and words[1] in PREPOSITIONS):
            return
        if self.source.word(clause.align[0] + 1).lower() == words[0] \
                and lexicon.verb_frames(stem(clause.concept).split("-")[0], words[0]):
            raise RealizationRefused("a prepositional verb's object fronted as a topic")

    def refuse_from_object_lead(self, lead: str, clause: Node) -> None:
        """Refuse a fronted "from" or "for" phrase that is the object of a verb of
        :data:`_OBJECT_PREPOSITION_VERBS` right after it in the source: "The 92-year-old
        former president is suffering from Alzheimer's disease" said "From Alzheimer's
        disease, the 92-year-old former president is suffering", "Mr. Dewhurst has called for
        a 'cooling period' ..." said "For a cooling period ..., Mr. Dewhurst has called"."""
        first = lead.split(" ", 1)[0].lower()
        if self.source is None or not clause.align or first not in _OBJECT_PREPOSITION_VERBS \
                or stem(clause.concept).split("-")[0] not in _OBJECT_PREPOSITION_VERBS[first]:
            return
        if self.source.word(clause.align[0] + 1).lower() == first:
            raise RealizationRefused("a prepositional verb's object fronted as a topic")

    def refuse_complement_lead(self, lead: str) -> None:
        """Refuse a fronted phrase whose preposition an adjective or a noun before it took in
        the source ("several Senate Republicans are cranky about the House map" said "About
        the House map, several Senate Republicans are cranky"; "Many of the changes are
        improvements to the original plan" said "To the original plan, many of the changes
        improve"), and one opening with "to" or "about" where the source did not."""
        if self.source is None:
            return
        words = lead.split(" ")
        tokens = [t.lower() for t in self.source.tokens]
        first = words[0].lower()
        if first in _NEVER_FRONTED and tokens[:1] != [first] \
                and not (first == "about" and len(words) > 1 and (
                    words[1][:1].isdigit() or words[1].lower() in NUMBER_WORDS)):
            raise RealizationRefused(f"a '{first}' phrase cannot be fronted as a topic")
        second = words[1].lower() if len(words) > 1 else None
        for k in range(1, len(tokens) - 1):
            if tokens[k] != first or second not in (None, tokens[k + 1]):
                continue
            before = lemma_pos(tokens[k - 1])
            topic = first in _TOPIC_PREPOSITIONS and "NOUN" in before and "ADJ" not in before \
                and tokens[k - 2] not in _BEFORE_VERBS and second is not None \
                and not (second in _TIME_WORDS or second[:1].isdigit()
                         or _DAY_NOUNS & set(words[1:]))
            if ("ADJ" in before and "NOUN" not in before and first in _ADJECTIVE_PREPOSITIONS) \
                    or (first in _COMPLEMENT_PREPOSITIONS and before == {"NOUN"}) or topic:
                raise RealizationRefused("the complement of an adjective or a noun fronted as "
                                         "a topic")

    def refuse_stranded_verb(self, lead: str, role: str, clause: Node) -> None:
        """Refuse a fronted phrase that :meth:`strands_verb`, and a "with" phrase of a
        noun (:meth:`refuse_noun_with`)."""
        self.refuse_noun_with(lead)
        if self.strands_verb(lead, role, clause):
            raise RealizationRefused("a verb's own complement fronted would strand the verb")

    def strands_verb(self, lead: str, role: str, clause: Node) -> bool:
        """Whether a fronted phrase is the complement of a verb that needs one ("came in an
        attempt to quiet ...", "will remain in Toronto", "fall under that definition"):
        fronted, it strands the verb ("In an attempt to quiet a growing controversy ...,
        the unusual decision to declassify an intelligence report came").  Only where the
        phrase follows the verb (or one adverb after it) in the source, and a time only
        after "come" or "go" ("Two days after ..., the attacks came"; "On Wednesday,
        Parrado remained on a Coast Guard cutter" reads well).  Also the complement of a
        verb of :data:`COMPLEMENT_VERBS` ("based on a larger sample", "located in ...")."""
        if self.source is None or not clause.align:
            return False
        verb = stem(clause.concept)
        if verb not in STRANDED_VERBS | COMPLEMENT_VERBS or (role == ":time" and verb not in ("come", "go")):
            return False
        # (a complement verb's preposition alone: a list of places may be said rotated, "In
        # Canada, South Korea, and the United States, the computers were located")
        words = lead.lower().split()[:1 if verb in COMPLEMENT_VERBS else 2]
        at = clause.align[0]
        return any([self.source.word(k + n).lower() for n in range(len(words))] == words
                   for k in (at + 1, at + 2))

    def refuse_noun_with(self, lead: str) -> None:
        """Refuse a fronted "with" phrase of what a thing has that the source said right
        after a noun: "With about $2.8bn in annual revenues ..., the deal creates a company"
        for "creates a company with about $2.8bn in annual revenues", "With a value of ...,
        Tom Siebel had turned in 26 million stock options": it describes that noun."""
        words = lead.lower().split()
        if self.source is None or words[:1] != ["with"] or not ATTRIBUTE_NOUNS & set(words[1:]):
            return
        tokens = [t.lower() for t in self.source.tokens]
        for k, token in enumerate(tokens):
            if token == "with" and k > 0 and tokens[k - 1] not in (",", "--", "-", "(") \
                    and tokens[k + 1:k + 2] == words[1:2]:
                raise RealizationRefused("a 'with' phrase of its noun fronted as a topic")

    def refuse_lead_parted_from_its_tail(self, lead: str) -> None:
        """Refuse a fronted phrase the source went on right after, with no comma, with a
        phrase of its own (:func:`lead_tail`): "With 2:46, Nelson had received a technical
        foul to go in the first quarter" for "with 2:46 to go", "For the millions of
        Americans, the announcement ... may be bittersweet without jobs", "Early, police
        detained Khodorkovsky on Saturday"."""
        if self.source is not None:
            tail = lead_tail(lead, self.source.tokens)
            if tail is not None:
                raise RealizationRefused(f"a fronted phrase parted from its '{tail}'")

    def refuse_noun_infinitive_purpose(self, event: Node) -> None:
        """Refuse fronting as a purpose an infinitive the source said right after a noun that
        takes one ("won the right to draft James", "a plan ... to attack obesity"): it says
        what the right or plan is, not why the clause happened ("To draft James ..., the
        Cleveland Cavaliers won the right")."""
        if self.noun_infinitive(event):
            raise RealizationRefused("an infinitive on its noun fronted as a purpose")

    def noun_infinitive(self, event: Node) -> str | None:
        """The noun (as the source said it) of :meth:`refuse_noun_infinitive_purpose`, else
        None."""
        at = self.noun_infinitive_at(event)
        return None if at is None or self.source is None else self.source.word(at)

    def noun_infinitive_at(self, event: Node) -> int | None:
        """The index of the source's noun of :meth:`noun_infinitive`, else None."""
        if self.source is None or not event.align:
            return None
        at = event.align[0]
        if self.source.word(at - 1) in ('"', "\u201c", "``"):
            at -= 1  # 'defended its right to "create a video game experience ..."'
        if self.source.word(at - 1).lower() == "be":
            at -= 1  # a passive infinitive: "Humbert's request to be allowed to die"
        if self.source.word(at - 1).lower() in ("not", "never"):
            at -= 1  # "his stance Wednesday to not prop up the budget"
        if self.source.word(at - 1).lower() != "to":
            return None
        for before in range(at - 2, max(at - 10, -1), -1):
            if self.source.word(before).lower() in CONTENT_INFINITIVE_NOUNS:
                return before
            if not self.noun_infinitive_between(before):
                return None
        return None

    def noun_infinitive_between(self, at: int) -> bool:
        """Whether the source's word ``at`` may stand between a noun and its infinitive: a
        day ("his stance Wednesday to not prop up the budget") or a word of the noun's own
        "by" phrase ("granted a request by the Food and Drug Administration to shut down Rx
        Depot"), not a verb's or a comma."""
        assert self.source is not None
        word = self.source.word(at)
        owner = self.source.owner.get(at)
        node = self.nodes.get(owner) if owner is not None else None
        if node is not None and is_frame(node.concept):
            return False
        if word.lower() in ("by", "of", "from", "the", "and", "a", "an") or word.lower() in WEEKDAYS:
            return True
        return word[:1].isupper() and node is not None \
            and any(self.source.word(k).lower() == "by" for k in range(max(at - 6, 0), at))

    def refuse_split_noun_infinitive(self, text: str) -> None:
        """Refuse a text that parts a noun from the infinitive the parse read as its verb's
        purpose ('defended its right to "create a video game experience ..."' said "It was
        its right that the company also defended to create a video game experience", "Its
        right was also defended by the company to create ..."; "offer subscribers the
        ability to download images, ring tones, ..." said "the ability, ring tones, music
        videos, and other entertainment services to download images").  Not after "get",
        whose "gets to test" says the same opportunity again ("It is her first opportunity
        that Annika Sorenstam gets to test that objective")."""
        said = " ".join(re.sub(r"[\"\u201c\u201d]", " ", text).lower().split())
        for node in self.tree.walk():
            if node.role != ":purpose" or not node.align or self.source is None:
                continue
            at = self.noun_infinitive_at(node)
            word = self.source.word(node.align[0]).lower()
            if at is None or re.search(rf"\b(?:get|gets|got|gotten) to {re.escape(word)}\b", said):
                continue
            # the noun and its infinitive as the source said them, a day aside on either side
            # ("his stance Wednesday to not prop up" said "his stance not to prop up", "a
            # request by the Food and Drug Administration Thursday to shut down")
            words = [w.lower() for w in self.source.tokens[at:node.align[0]]
                     if w.lower() not in WEEKDAYS and w not in ('"', "\u201c", "``")]
            negated = [w for w in words if w not in ("not", "never")]
            stretches = {" ".join([*words, word]),
                         " ".join([*negated[:-1], *words[len(negated):], "to", word])}
            dayless = " ".join(w for w in said.split() if w.strip(",") not in WEEKDAYS)
            if not any(stretch in dayless for stretch in stretches):
                raise RealizationRefused("a noun parted from its infinitive")


# Adverbs of time that take the day after them ("early on Saturday", "late in the session").
_DAY_PART_ADVERBS = frozenset(["early", "late", "earlier", "later"])


def lead_tail(lead: str, tokens: list[str]) -> str | None:
    """The word that went on, right after the fronted phrase ``lead`` in the source
    ``tokens`` and with no comma between, with a phrase of the lead's own: the infinitive
    of a "with" ("with 2:46 to go"; after other leads an infinitive is mostly the verb's
    purpose: "yesterday to thank her"), "without" ("the millions of Americans without
    jobs"), or the day of a bare "early"/"late" ("early on Saturday"); None where the
    lead's phrase ended there.

    >>> lead_tail("With 2:46", "Nelson got a foul with 2:46 to go in the quarter .".split())
    'to'
    >>> lead_tail("Early", "Police detained him early on Saturday .".split())
    'on'
    >>> lead_tail("Today", "The study appears today in the journal .".split()) is None
    True
    >>> lead_tail("Yesterday", "She met her yesterday to thank her .".split()) is None
    True
    """
    words = lead.lower().split()
    said = [t.lower() for t in tokens]
    for k in range(len(said) - len(words)):
        if said[k:k + len(words)] != words:
            continue
        after = said[k + len(words)]
        nxt = said[k + len(words) + 1] if k + len(words) + 1 < len(said) else ""
        if after == "to" and words[0] == "with" and "VERB" in lemma_pos(nxt) \
                and not {"PROPN", "NUM", "DET", "PRON"} & lemma_pos(nxt):
            return after
        if after == "without" or (len(words) == 1 and words[0] in _DAY_PART_ADVERBS
                                  and after in ("on", "in")):
            return after
    return None
