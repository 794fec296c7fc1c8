"""Parts of the focus constructions: a list said as what its :domain is or as the counted
noun it names, and the refusal of a focus inside an inclusion ("including", "one of"), of an
attempted event as the main clause, of a cleft or existential on a noun with a relative
clause of its own, and of a focus inside what a comparison compares on."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_adverb_scope import refuse_adverb_out_of_scope
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_conjunct_leads import refuse_lead_of_one_conjunct
from pipeline.backends.builtin.realize_focus_checks import RELATIVE_WORD, content_clause, idiom_lead
from pipeline.backends.builtin.realize_focus_ways import largest_first
from pipeline.backends.builtin.realize_fronting import FrontedPhrases
from pipeline.backends.builtin.realize_given_times import refuse_given_span_lead
from pipeline.backends.builtin.realize_path_leads import path_lead_fault
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref, base_role, is_inverted
from pipeline.backends.builtin.realize_where_leads import refuse_where_lead
from pipeline.backends.builtin.realize_words import (
    ALLEGED_COMPLEMENT,
    ATTRIBUTING,
    IMPLICATIVE,
    MODALS,
    UNASSERTED_LINKING,
    UNREALIZED_COMPLEMENT,
)

# A bare event on a noun said as a relative clause of its own ("Finder that was redesigned"),
# not as the word before the noun ("the redesigned Finder").
# A modal of the relative clause's own verb ("who could face", "that also must pay").
_MODAL = re.compile(r"^(?:who|that) (?:\w+ )?(?:could|would|might|may|can|will|should|must)\b")
_NAME_THAT = re.compile(r"(?<=\w )[A-Z][\w.'-]* that\b")
_SAID_AS_CLAUSE = re.compile(r"\b(?:that|who|which) (?:was|is|were|are|has been|had been|have been) ")


class FocusParts(FrontedPhrases):
    """Helpers of :class:`~pipeline.backends.builtin.realize_focus.FocusConstructions`."""

    def fronted_topic(self, lead: str, body: str, role: str, clause: Node) -> tuple[str, str]:
        """A circumstance of ``clause`` (``role``) said first: "On Monday, ..." (see
        :class:`~pipeline.backends.builtin.realize_alternatives.Alternatives` for its cleft).
        A particle the fronted phrase opens with leaves the verb: "Out of the Disraeli Fjord,
        all of the fresh water poured, ...", not "poured out"."""
        first = lead.split(" ", 1)[0].lower()
        self.refuse_prepositional_verb_lead(lead, role, clause)
        self.refuse_from_object_lead(lead, clause)
        self.refuse_complement_lead(lead)
        self.refuse_noun_with(lead)
        self.refuse_lead_parted_from_its_tail(lead)
        self.refuse_agent_by_lead(lead)
        if self.source is not None and clause.align and (fault := path_lead_fault(
                lead, stem(clause.concept).split("-")[0], self.source.tokens,
                clause.align[0])) is not None:
            raise RealizationRefused(fault)  # "Inside the mosque, they moved": realize_path_leads
        if self.source is not None and idiom_lead(lead) and not self.strands_verb(lead, role, clause):
            # (refused after the fronting too, by FocusTails.noun_focus: said first here, as
            # the checks of the clause below would give a vaguer reason)
            raise RealizationRefused("a verb's idiom ('in motion') fronted as a topic")
        self.refuse_noun_owner_lead(clause)
        self.refuse_demoted_main_clause(clause, body)
        self.refuse_left_behind(lead, body)
        refuse_adverb_out_of_scope(lead, clause, self.source)
        if _NAME_THAT.search(lead):
            # "At Freshwater Spit that the family stopped at for lunch, ...": a name takes no
            # restrictive relative (the ", which" one is said as another focus)
            raise RealizationRefused("a restrictive relative clause on a name")
        if self.strands_verb(lead, role, clause):
            # "It was at a residence for AIDS patients ... that Mr. Hampton had been living":
            # clefted, the verb keeps its complement after it
            return self.adjunct_cleft(lead, body, role, clause)
        if self.source is not None:  # "In 1940, Estonia was incorporated ..., and it regained ..."
            refuse_lead_of_one_conjunct(clause, self.position(self.tree))
            # "Until May 28, the MTA ... was given to restore ...": see realize_given_times
            refuse_given_span_lead(lead, self.source.tokens, self.position(self.tree))
            refuse_where_lead(lead, role)  # "For Procter & Gamble Corp., for which ..., he managed"
        if first in ("out", "up", "down", "off") and " " in lead:
            body = re.sub(rf" {first}(?=\s*[,.;]|$)", "", body, count=1)
        return f"{lead}, {body}", "fronted-topic"

    def list_as_subject(self, items: Node, host: NP, focus: Node) -> str | None:
        """A list said as what its :domain is ("The nine states are Alaska, ..., and
        Washington" from Alaska: "Alaska, Arizona, ..., and Washington are the nine
        states"), with the source's form of "be" before the list; else None."""
        domains = [e.target for e in items.edges if e.role == ":domain"]
        own = self.position(focus) or (focus.align[0] if focus.align else None)  # "Alaska"
        starts = [own, *(self.position(e.target) for e in items.edges
                                          if e.role.startswith(":op") and isinstance(e.target, Node))]
        known = [s for s in starts if s is not None]
        if len(domains) != 1 or not isinstance(domains[0], Node) or self.source is None \
                or len(known) != len(starts) or not min(known):
            return None
        start = min(known)
        if own != start:
            return None  # said from its first member only: not the list rotated per member
        word = self.source.word(start - 1).lower()
        if word not in ("is", "are", "was", "were"):
            return None
        past = word in ("was", "were")
        be = ("were" if past else "are") if host.plural else ("was" if past else "is")
        said = self.reused(domains[0]) or self.np(domains[0], "obj").text  # "the nine states"
        return f"{host.text} {be} {said}"

    def counted_list_subject(self, items: Node) -> str | None:
        """A list that names a counted noun said as its subject: "Eight states have laws
        ...: Alaska, ..., and Washington" from the list gives "Alaska, ..., and Washington
        are the eight states that have laws ..."; None unless the list names exactly as many
        members as its noun counts (else the list only gives examples)."""
        if self.source is None or items.concept != "and":
            return None
        domains = [e for e in items.edges if e.role == ":domain"]
        members = [e for e in items.edges if e.role.startswith(":op")]
        if len(domains) != 1 or len(domains) + len(members) != len(items.edges):
            return None
        counted = domains[0].target
        count = self.const(counted, ":quant") if isinstance(counted, Node) else None
        if not isinstance(counted, Node) or count is None or count != str(len(members)) \
                or not any(e.role.endswith("-of") and isinstance(e.target, Node)
                           and self.is_clause(e.target) for e in counted.edges):
            return None
        subject = self.np(items, "subj", skip={id(domains[0])})
        said = self.np(counted, "obj")  # "eight states that have laws ..."
        if not subject or not said or said.text.lower().startswith(("the ", "a ", "an ")):
            return None
        tense = next((self.verb_features(e.target).tense for e in counted.edges
                      if e.role.endswith("-of") and isinstance(e.target, Node)
                      and self.is_clause(e.target)), "present")
        return f"{subject.text} {'were' if tense == 'past' else 'are'} the {said.text}"

    def refuse_inclusion(self, parent: Node) -> None:
        """Refuse a focus said from inside an "including" or "one of" phrase: "It was the
        Singapore embassy that included five foreign embassies ...", "Muslim nations including
        one that Putin hailed ..." turn the inclusion around."""
        if parent.concept == "include-91" and self.source is not None:
            raise RealizationRefused("a focus inside an inclusion ('including', 'one of') "
                                     "cannot lead the sentence")

    def refuse_unrealized(self, event: Node, *, keep_intended: bool = False) -> None:
        """Refuse an event said as the main clause when the source only attempted or intended
        it: "A man who was shot ... as he tried ran over two marines", "He ran over the
        fence, as he tried to" assert what "tried to run" did not.  With ``keep_intended``,
        an event under its verb of intending is let through: the caller says it with that
        verb (:meth:`~pipeline.backends.builtin.realize_intended.IntendedEvents.intended_focus`)."""
        if self.source is None or not self.is_clause(event):
            return
        if self.said_as_noun(event) and any(is_inverted(e.role) and not (
                e.role == ":ARG1-of" and stem(getattr(self.target_node(e.target), "concept", ""))
                in ATTRIBUTING) for e in event.edges):
            # "Johnson injures, the fight card ... is in question" for "With Johnson's injury,
            # ...", "Hope dies, with which the nation lost ...": its tense and roles guessed
            # (but "Linux threatened Microsoft, analysts said" for "the Linux threat to ...")
            raise RealizationRefused("an event the source named with a noun cannot be the "
                                     "main clause")
        self.refuse_aside(event)
        if event.parent is not None and any(e.role == ":purpose-of" for e in event.edges):
            # "His mother in Pennsylvania was buried by Sgt. Ernest Bucklew, for which he was
            # coming home": a purpose said as what happened (a purpose focus itself is
            # fronted: "To bury his mother ..., he was coming home")
            raise RealizationRefused("the focus event was only attempted or intended; as the "
                                     "main clause it would be asserted")
        for e in event.edges:
            if e.role == ":manner-of":
                # "The report tucked inside a manual, which is how it was found" for "found
                # ... tucked inside a manual": a participle's undergoer said as its agent
                self.refuse_participle_gerund(event)
            if e.role.startswith(":op") and e.role.endswith("-of") and self.said_as_infinitive(event):
                # a member of a "to" list ("requires libraries to use filters or lose ..."):
                # "Libraries use filters, or they lose financing" asserts it
                raise RealizationRefused("the focus event was only attempted or intended; as "
                                         "the main clause it would be asserted")
            if self.intended_under(event, e) and not keep_intended:
                raise RealizationRefused("the focus event was only attempted or intended; as "
                                         "the main clause it would be asserted")

    def intended_under(self, event: Node, e: Edge) -> bool:
        """Whether ``e`` leads up from ``event`` to a verb the source said it under as only
        attempted, intended or seeming (see :meth:`refuse_unrealized`)."""
        up = self.target_node(e.target) if e.role in (":ARG1-of", ":ARG2-of") else None
        if up is not None and e.role == ":ARG2-of" and stem(up.concept) in ALLEGED_COMPLEMENT:
            return True  # "..., which Amrozi accused him of": only alleged
        return up is not None and (stem(up.concept) in UNREALIZED_COMPLEMENT
                                   # "The decision is useful, which it could also prove" for
                                   # "could also prove useful": only what it seemed
                                   or stem(up.concept) in UNASSERTED_LINKING or (
            # "Mr. Ebbers was exonerated, he expects" for "expects Mr. Ebbers to be
            # exonerated": an event the source said as a "to" complement
            is_frame(up.concept) and (stem(up.concept) not in IMPLICATIVE
                                      # "We killed women, as we are not allowed
                                      # to": a denied verb implies nothing
                                      or self.const(up, ":polarity") == "-")
            # ("were able to request": "could request"; a denied "allowed to" is
            # said as a verb of its own)
            and (up.concept not in MODALS or (MODALS[up.concept] is None
                                              and self.const(up, ":polarity") == "-"))
            and self.said_as_infinitive(event)))

    def refuse_aside(self, event: Node) -> None:
        """Refuse as the main clause an event the source said as an aside on its object, a
        relative clause set off by commas: "It was authorities that did not identify the mother who had
        brought her daughter to the bank" for "the mother, whom authorities did not identify,
        had brought ..." makes the aside the claim."""
        if self.source is None or not event.align:
            return
        asked = self.asked_whether(event)
        if asked:
            # "It was Governor Gray Davis who should be recalled" for "not taking a
            # position on whether Davis should be recalled": an open question asserted
            raise RealizationRefused(f"an event the source asked about ('{asked}') cannot "
                                     "be the main clause")
        tokens = self.source.tokens
        for k in self.words_before(event):
            if tokens[k].lower() == "whom" and tokens[k - 1] == ",":  # (its antecedent is its object)
                raise RealizationRefused("an event the source said as an aside (', whom ...,') "
                                         "cannot be the main clause")

    def refuse_stacked_relative(self, noun: Node, skip: set[int], said: str) -> None:
        """Refuse a cleft or existential on a noun that keeps a relative clause of its own:
        "It was testicular cancer that Armstrong battled that spread to his brain", "It is
        the American troops that have been attacked ... that also defend the compound"
        (issue 12: every such kept output read as broken)."""
        if self.source is None or not RELATIVE_WORD.search(said):
            return  # gold graphs: no refusal; "a smaller number": the event is one word
        if any(e.role == ":topic" and id(e) not in skip for e in noun.edges):
            # a content clause of the noun stacks the same way: "There were previous
            # statements that it was a victim of fraudulent action that Grant Thornton SpA
            # repeated earlier on Monday."
            raise RealizationRefused("a cleft on a noun with a content clause of its own "
                                     "would stack two 'that' clauses")
        for e in noun.edges:
            target = e.target
            if id(e) not in skip and is_inverted(e.role) and ARG_ROLE.match(base_role(e.role)) \
                    and isinstance(target, Node) and is_frame(target.concept) \
                    and (target.edges or _SAID_AS_CLAUSE.search(said)) \
                    and target.var not in self.reserved:  # (a bare "key-02" is said "key")
                raise RealizationRefused("a cleft on a noun with a relative clause of its own "
                                         "would stack two relative clauses")

    def object_predicate(self, parent: Node, noun: Node) -> bool:
        """Whether ``noun``, ``parent``'s :ARG2, is what the verb says its object is: the
        source said it bare, right after the :ARG1's phrase ("branded Mr. Snow's policy
        shift a mistake", "named him chairman"), where a recipient comes before the object
        ("gave him a book") or after a preposition ("sent it to him")."""
        if self.source is None:
            return False
        objects = [e.target for e in parent.edges if e.role == ":ARG1" and isinstance(e.target, Node)]
        if len(objects) != 1 or self.source_preposition(noun) != "":
            return False
        start, own = self.position(noun), self.phrase_vars(objects[0])
        said = [i for i, var in self.source.owner.items() if var in own]
        if start is None or not said or min(said) > start:
            return False
        end = max(i for i in said if i < start)
        return all(self.source.tokens[i].lower() in ("a", "an", "the", '"', "``")
                   for i in range(end + 1, start))

    def aside_said_in_source(self, noun: Node, parent: Node) -> bool:
        """Whether the one relative clause of ``noun`` is one the source said right after
        it: set off by commas after a name ("Andy Savage, who is representing Renee Britt,
        said ..."), or right after a common noun ("The rats that consumed the tomato powder
        had ..."); not one the parse made of a participle or a shared subject ("Abbas, who
        ended armed intefadeh" for "pledged to end")."""
        names = [e.target for e in noun.edges if e.role == ":name" and isinstance(e.target, Node)]
        if noun.parent is not None and noun.parent.concept == "name":
            names.append(noun.parent)  # (a name focus holds its entity below it)
        events = [e.target for e in noun.edges if e.target is not parent and is_inverted(e.role)
                  and ARG_ROLE.match(base_role(e.role)) and isinstance(e.target, Node)
                  and is_frame(e.target.concept)]
        said = [*noun.align, *(i for name in names for i in name.align)]
        if self.source is None or len(events) != 1 or not said or not events[0].align \
                or not parent.align or min(parent.align) < max(events[0].align):
            return False  # (the main event said after the aside: the aside stays an aside)
        end = max(said)
        after = [w.lower() for w in self.source.tokens[end + 1:end + 3]]
        return min(events[0].align) > end and (after in ([",", "who"], [",", "which"]) if names
                                               else after[:1] in (["that"], ["who"], ["which"]))

    def pseudo_cleft_after_aside(self, parent: Node, role: str, subject: NP, past: bool) -> str:
        """"The one who said she is undereducated ... was Andy Savage, who is representing
        Renee Britt", "The ones that had a 26 percent lower risk ... were the rats that
        consumed the tomato powder": a doer whose own relative clause would stack a second
        one in its cleft comes last, its relative clause after it."""
        who = "who" if subject.human else "that"
        body = self.clause(parent, gap=role, relative=who, agree=NP("", plural=subject.plural))
        if not body.startswith(who + " ") or RELATIVE_WORD.search(body) or _MODAL.search(body) \
                or not (subject.definite or subject.text[:1].isupper()):
            # "The one who could face ... was a physician who performs the procedure": an
            # indefinite is no one picked out, and "was" misreads the modal's time
            raise RealizationRefused("a cleft on a noun with a relative clause of its own "
                                     "would stack two relative clauses")
        named = subject.text.strip().rstrip(",").strip()
        aside = re.search(r"(,?) (?:who|which|that) (\S+)", named)
        tokens = self.source.tokens if self.source is not None else []
        if aside is None or not any(
                tokens[i - 1:i + 2] == [tokens[i - 1], tokens[i], aside.group(2)]
                and tokens[i].lower() in ("who", "which", "that")
                and (tokens[i - 1] == ",") == bool(aside.group(1))
                for i in range(1, len(tokens) - 1)):
            # "... was Carter who received the Nobel Peace Prize": the aside must stay one;
            # "..., who shrapnel wounded slightly" for "who was slightly wounded by shrapnel"
            raise RealizationRefused("a cleft on a noun with a relative clause of its own "
                                     "would stack two relative clauses")
        be = ("were" if past else "are") if subject.plural else ("was" if past else "is")
        if body.count(",") % 2:
            # The clause ends inside an aside it opened: "The one who met ... with Japan's
            # prime minister, Junichiro Koizumi was Carter" reads "Koizumi was Carter"; an
            # apposition is closed before "was", a clause joined by a comma is refused ("The
            # one who said she is undereducated, and she has some mental problems was ...")
            last = body.rsplit(",", 1)[1].split()
            if last and last[0] in ("and", "but", "or", "yet", "so"):
                raise RealizationRefused("a clause joined after the relative clause of 'the "
                                         "one' would run into its 'was'")
            if not {"and", "or"}.intersection(last):
                body += ","
        return f"the {'ones' if subject.plural else 'one'} {body} {be} {named}"

    def said_before_its_noun(self, event: Node, noun: Node | Ref | Const) -> bool:
        """Whether a bare event was a participle before its noun in the source ("a related
        civil case", "the redesigned Finder"): said as the noun's predicate it reads as
        another claim ("Civil case that the SEC brought was related")."""
        return isinstance(noun, Node) and is_frame(event.concept) and bool(event.align) \
            and bool(noun.align) and event.align[-1] < noun.align[0] \
            and all(e.role == ":ARG1" for e in event.edges)

    def refuse_root_under_participle(self) -> None:
        """Refuse a focus inside a past-participle clause on the old root's subject, where
        the refocused graph reaches the old root only through that subject, below the
        participle: "It was rifle bullets that accompanied Several Florida officials ...
        have received threatening letters" for "have received threatening letters,
        accompanied by rifle bullets", "It was Kozlowski who often accompanied the Young,
        which flew on Tyco corporate jets multiple times it"."""
        assert self.source is not None
        for participle in self.nodes.values():
            if not participle.align or not is_frame(participle.concept):
                continue
            lemma = stem(participle.concept).split("-")[0]
            word = self.source.word(participle.align[0]).lower()
            if word == lemma or word != inflect(lemma, "VBN"):
                continue
            if any(e.role == ":manner" and isinstance(e.target, Ref)
                   and e.target.var == participle.var
                   for below in participle.walk() for e in below.edges):
                raise RealizationRefused("the old root would follow as a 'manner' clause of its "
                                         "own subordinate clause")

    def way_up(self, top: Node) -> list[tuple[Edge, Node]]:
        """The edges from a focus up to its old root, with the node each reaches, the biggest
        way first at each step (a modifier focus holds its noun by :domain); empty for a top
        that is still the root."""
        way: list[tuple[Edge, Node]] = []
        node, seen = top, {top.var}
        while True:
            ups = largest_first([e for e in node.edges if (is_inverted(e.role) or (
                node is top and e.role == ":domain"))
                                 and isinstance(e.target, Node) and e.target.var not in seen])
            if not ups or not isinstance(ups[0].target, Node):
                return way
            node = ups[0].target
            way.append((ups[0], node))
            seen.add(node.var)

    def refuse_inside_apposition(self, top: Node) -> None:
        """Refuse a focus in or inside an apposition ("a transfer from Taipei's Jen Chi
        Hospital" of "one of the roommates, a transfer from ..."): said first, the
        apposition becomes the claim ("From Taipei's Jen Chi Hospital, one that the outbreak
        has begun with ... is a transfer").  The way up counts :domain, the apposition's
        :mod turned round."""
        node, seen = top, {top.var}
        while True:
            ups = largest_first([e for e in node.edges if (is_inverted(e.role) or e.role == ":domain")
                                 and isinstance(e.target, Node) and e.target.var not in seen])
            for e in ups:
                if e.role in (":mod-of", ":domain") and isinstance(e.target, Node) \
                        and self.apposition_opener(e.target, node, closed=False):
                    raise RealizationRefused("a focus inside an apposition would take it apart")
            if not ups or not isinstance(ups[0].target, Node):
                return
            node = ups[0].target
            seen.add(node.var)

    def refuse_inside_content_clause(self, top: Node, way: list[tuple[Edge, Node]]) -> None:
        """Refuse a focus in or inside a noun's content clause ("the myth that the disease
        spreads", "no evidence that the incidents were connected"), ``way`` up from it: led
        by the focus, the clause is asserted ("Two incidents were connected, which is no
        immediate evidence that police said")."""
        below = top
        for up, above in way:
            if base_role(up.role) == ":topic" and self.source is not None \
                    and content_clause(self.source.tokens, above, below):
                raise RealizationRefused("a noun's content clause ('the myth that ...') "
                                         "cannot be the main clause")
            below = above

    def refuse_split_comparison(self, way: list[tuple[Edge, Node]]) -> None:
        """Refuse a focus inside what a comparison compares on ("less", "to develop cancer"
        of "were a third less likely to develop cancer"), ``way`` up from it: said on its
        own it drops or flips the degree ("were likelier to develop ...", "developed serious
        prostate cancer in later life, it was less likely")."""
        for up, above in way:
            if above.concept == "have-degree-91" and base_role(up.role) in (
                    ":ARG2", ":ARG3", ":ARG4", ":ARG5", ":ARG6"):
                raise RealizationRefused("a focus inside a comparison would take it apart")
            if above.concept == "compare-01" and base_role(up.role) == ":ARG2":
                # "It was the late New York level that being ... at 136.06 yen was compared
                # with": what "compared with" compares to has no clause of its own to lead
                raise RealizationRefused("a focus inside a 'compared with' phrase cannot lead")
