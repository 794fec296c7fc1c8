"""Noun phrases: arguments, pronouns, names and the dispatch to special nouns."""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    inflect,
    lemma_pos,
    ordinal_word,
    plural,
    pronoun_form,
)
from pipeline.backends.builtin.realize_base import (
    NP,
    Case,
    RealizationRefused,
    agent_nouns,
    is_frame,
    is_human,
    join_words,
    stem,
)
from pipeline.backends.builtin.realize_name_words import NameWords
from pipeline.backends.builtin.realize_quantities import restated_amount
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    AMOUNT_DETERMINERS,
    ATTRIBUTING,
    COLLECTIVE_HEADS,
    EXISTENTIAL_BE,
    EXISTENTIAL_VERB_GROUP,
    FEMALE,
    HUMAN,
    NOUN_DETERMINERS,
    PLURAL_ONLY,
    PLURAL_QUANTIFIERS,
    PREPOSITION_CONCEPTS,
    PREPOSITIONS,
    QUANTIFIER_HEADS,
    SHARE_NOUNS,
    SKIPPABLE,
    UNIT_CONCEPTS,
)

# A phrase set off by a comma inside a noun phrase read back from the source: an aside
# ("several buildings, including a Federal Express depot", "a 2 week trial, during which
# Waagner represented himself"), not a list ("trendy restaurants, boutiques, offices").
_OPEN_ASIDE = re.compile(r", (?:including|during which|in which|of which|which|who|whose|where)\b")

class NounPhrases(NameWords):
    """Noun phrases for arguments."""

    def argument(self, target: Node | Ref | Const, case: Case, bare: bool = False) -> NP:
        if isinstance(target, Const):
            if target.text.replace(".", "").isdigit():
                # a count of things is plural: "All three were studied", not "three was"
                return NP(self.number_text(target), plural=float(target.text) != 1)
            return NP(target.text)
        if isinstance(target, Ref):
            node = self.nodes.get(target.var)
            if node is None:
                return NP("it")
            if node.var not in self.done and node.var not in self.reserved:
                if self.is_clause(node) and not self.said_as_noun(node):
                    return NP(self.clause(node, form="gerund"))
                # "the court's 1992 decision" first said here, not "deciding 1992"
                return self.np(node, case, bare=bare)
            return self.pronoun(node, case)
        if target.var in self.done:
            return self.pronoun(target, case)
        if self.is_clause(target) and target.concept not in ("and", "or"):
            if target.concept in ("have-rel-role-91", "have-org-role-91"):
                return NP(self.clause(target))
            if self.said_as_noun(target):
                return self.np(target, case, bare=bare)
            if self.source is not None and not is_frame(target.concept) \
                    and "NOUN" in lemma_pos(stem(target.concept)):
                # "released ... by being the first time", "Simultaneously, being the first
                # time ... has released": a noun's copula said as a participant
                raise RealizationRefused("a copular noun clause cannot be a participant")
            agent = next((e.target for e in target.edges if e.role in (":ARG0", ":ARG1")), None)
            if self.source is not None and target.parent is not None \
                    and target.parent.concept in ("base-02", "depend-01") and isinstance(agent, Node) \
                    and agent.var not in self.done:
                # "a survey that falling to 6.1 percent was based on" (the parser's "Based on
                # a survey, the rate fell"; "depending on"): the rate, said nowhere else, would vanish
                raise RealizationRefused("a gerund would lose its subject")
            return NP(self.clause(target, form="gerund"))
        said = self.np(target, case, bare=bare)
        existential = self.existential(target, said.text) if self.existential_be(target) else None
        if existential:
            # "said there was no case for softening": the noun is what the clause says
            # exists (AMR drops "there is"), not the thing said ("said no case for softening")
            return NP(existential, said.person, said.plural, said.human)
        return said

    def existential_be(self, target: Node) -> str | None:
        """The form of "be" of the source's "there is/was ..." before ``target``, a plain noun
        said as the content of a verb of saying or thinking; else None."""
        if self.source is None or target.parent is None or target.role != ":ARG1" \
                or stem(target.parent.concept) not in ATTRIBUTING or self.is_clause(target):
            return None
        return self.there_before(target)

    def existential(self, node: Node, said: str) -> str | None:
        """``said``, the words of ``node``, after the source's "there is/will be ..." before
        them; None when the source has none, or when ``said`` holds it already (the
        source's words reused whole)."""
        there = self.there_before(node)
        if not there or f"there {there} " in said.lower():
            return None
        return f"there {there} {said}"

    def there_before(self, node: Node) -> str | None:
        """The "is"/"was"/... of a "there is/was" right before ``node``'s words in the source."""
        if self.source is None:
            return None
        # from the noun's own word back, over its article and modifiers: the phrase may hold
        # a clause said before "there" ("If this escalation continues ..., there may be")
        start = node.align[0] if node.align else self.position(node)
        tokens = [t.lower() for t in self.source.tokens]
        own = {n.var for n in node.walk()}
        while start and (self.source.owner.get(start - 1) in own or (
                tokens[start - 1] in ("a", "an", "the", "some", "any", "no", "''", "``", '"')
                and self.source.owner.get(start - 1) is None)):
            start -= 1  # "there was a new meeting": its article and its own modifiers
        if start is None or start < 2 or tokens[start - 1] not in EXISTENTIAL_BE:
            return None
        # "there is", but also "there will be", "there could not have been"
        there = next((i for i in range(start - 2, max(start - 6, -1), -1)
                      if tokens[i] not in EXISTENTIAL_VERB_GROUP), None)
        if there is None or tokens[there] != "there":
            return None
        return " ".join("is" if t == "'s" else t for t in tokens[there + 1:start])

    def said_as_noun(self, node: Node) -> bool:
        """An event the source names with a noun ("detention", "offence"), or a list of
        such events ("the nation's growth and development")."""
        if node.concept in ("and", "or"):
            ops = [self.target_node(e.target) for e in node.edges if e.role.startswith(":op")]
            return bool(ops) and all(op is not None and op.var not in self.done
                                     and self.said_as_noun(op) for op in ops)
        word = self.word_of(node)
        if not word or not is_frame(node.concept):
            return False
        low = word.lower()
        lemma = stem(node.concept).split("-")[0]
        verb_forms = {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBG", "VBZ"))}
        if low not in verb_forms:
            return "NOUN" in lemma_pos(low)
        return self.nominal_gerund(node)

    def nominal_gerund(self, node: Node) -> bool:
        """An -ing word the source used as a noun, after a possessive or an article and
        before its "of" phrase: "Admiral Gehman's handling of the investigation", "the
        disarming of militants" (a gerund clause would lose the possessor)."""
        if self.source is None or not node.align:
            return False
        at = node.align[0]
        if not self.source.word(at).lower().endswith("ing") \
                or self.source.word(at + 1).lower() != "of":
            return False
        before = self.source.word(at - 1).lower()
        return before in ("'s", "'") or before in NOUN_DETERMINERS

    def pronoun(self, node: Node, case: Case) -> NP:
        concept = node.concept
        if concept in PRONOUNS:
            _, _, _, person, is_plural = PRONOUNS[concept]
            return NP(pronoun_form(concept, case), person, is_plural, human=concept != "it")
        if self.is_clause(node):
            # An event the source named with a plural noun is "they": "their groundbreaking
            # contributions commercialize technologies, and they create jobs"
            named = (self.word_of(node) or "").lower() if self.said_as_noun(node) else ""
            if named.endswith("s") and plural(named[:-1]) == named:
                return NP(pronoun_form("they", case), 3, True, human=False)
            return NP("it" if case != "poss" else "its")
        word = self.word_of(node)
        low = (word or "").lower()
        # "managers" of a person, not "Veritas"; "people".  A word that is its concept's own
        # lemma is singular: "virus" is not the plural of "viru" ("and it took 284 lives").
        plural_node = bool(low.endswith("s") and (plural(stem(concept)) == low or (
            word and (word[0].islower() or self.capital_of_first_word(node))
            and not low.endswith("ss") and low != stem(concept)
            and plural(low[:-1]) == low))) \
            or (bool(low) and self.is_plural(node))
        if plural_node or concept in ("they", "many", "several", "few", "both", "all"):
            return NP(pronoun_form("they", case), 3, True, human=False)
        if concept in FEMALE:
            return NP(pronoun_form("she", case), human=True)
        if is_human(concept) and concept not in HUMAN and word and word.istitle() \
                and low == concept and not lemma_pos(low) - {"PROPN"}:
            # A name the parse left a common noun that reads as a person's ("-man"): the
            # name again, as for other names below; "Spider-Man snatched $114.7 million in
            # its debut ... and went on to capture ..." is a film, not "he went on"
            return NP(word + ("'s" if case == "poss" else ""))
        if is_human(concept) or (self.has_role(node, ":name") and concept == "person"):
            return self.person_pronoun(node, case)
        if word and word.istitle() and low == concept and (not node.edges or (
                not lemma_pos(low) - {"PROPN"}  # (not "This", "Some": a capital that opens)
                and not any(isinstance(e.target, Node) and e.target.concept == "name"
                            for e in node.edges))):
            # A name the parse left a common noun ("Cruz looked like ..."): "it" may be a
            # person; the name again is faithful ("..., and Cruz had injuries"), also with
            # an apposition of its own ("Meester, a 20-year-old sophomore, ...": not "if it
            # was convicted").  "WebTV",
            # "eBay" (capitals inside) name products and firms: "it".
            return NP(word + ("'s" if case == "poss" else ""))
        return NP(pronoun_form("it", case))

    def capital_of_first_word(self, node: Node) -> bool:
        """A common noun whose capital is only the sentence's first letter: "Farmers say
        they have increased ..." is plural ("they", not "he has increased"); a name is not
        (its own capital: "Veritas")."""
        return bool(node.align) and node.align[0] == 0 and not self.has_role(node, ":name")

    def repeated_subject(self, clause: Node, target: Node | Ref | Const) -> NP | None:
        """The subject of a coordinated ``clause`` said again in full where a pronoun would
        read as another noun: "4,000 people were infected by the virus, and the virus took
        284 lives", not "and they took"; None where the pronoun is clear (the clause before
        had the same subject: "The virus infected 4,000 people, and it took 284 lives")."""
        node = self.target_node(target)
        before = self.subject_before.get(clause.var)  # None: not known (a copula's subject)
        if before is None or node is None or node.var not in self.done or before == node.var \
                or node.var in self.overrides or node.concept in PRONOUNS \
                or (self.is_clause(node) and not self.said_as_noun(node)) \
                or self.pronoun(node, "subj").text not in ("he", "she", "it", "they"):
            return None  # (a name said again already: "and Cruz had injuries")
        # The phrase again: its own words were marked said by its first mention.
        below = {n.var for n in node.walk()}
        done = set(self.done)
        self.done -= below
        try:
            again = self.np(node, "subj")
        except RealizationRefused:
            return None
        finally:
            self.done |= done
        again = replace(again, text=re.sub(r", \d+,?$|, \d+(?=,)", "", again.text).strip(","))
        words = again.text.split()  # (an age aside is said once: "and Jackson returned")
        if len(words) > 5:
            # A long phrase twice reads worse than the pronoun; its head noun alone keeps
            # the pronoun from reading as the clause before's subject: "..., and the decision
            # revived the debate", not "and it revived" (it: the law just said)
            head = self.word_of(node) if not self.has_role(node, ":name") else None
            if head and head.islower() and "NOUN" in lemma_pos(head.lower()):
                return NP("the " + head, again.person, again.plural, again.human)
            return None
        if words[0] in ("a", "an"):  # "and the suburban Chicago man was charged", not another man
            return replace(again, text=" ".join(["the", *words[1:]]))
        return again

    def person_pronoun(self, node: Node, case: Case) -> NP:
        """"he" or "she" as the source's own pronouns tell; a named person of a sentence
        with neither (or both) said by name again: "Odette was moving northeast ..., and
        Odette was centered ...", not "he" for a storm, or for a woman."""
        if self.source is not None:
            words = {t.lower() for t in self.source.tokens}
            male = bool(words & {"he", "him", "his", "himself"})
            female = bool(words & {"she", "her", "hers", "herself"})
            if male != female:
                return NP(pronoun_form("she" if female else "he", case), human=True)
            names = [e.target for e in node.edges if e.role == ":name" and isinstance(e.target, Node)]
            ops = [e.target.text for e in names[0].edges
                   if e.role.startswith(":op") and isinstance(e.target, Const)] if names else []
            if ops:
                last = ops[-1]
                return NP(last + ("'" if last.endswith("s") else "'s") if case == "poss" else last,
                          human=True)
        return NP(pronoun_form("he", case), human=True)

    def np(self, node: Node, case: Case, *, skip: set[int] | None = None,
           extra_mod: str | None = None, predicative: bool = False, bare: bool = False,
           extra_post: str | None = None, extra_det: str | None = None,
           extra_mod_at: int | None = None) -> NP:
        """A noun phrase for ``node`` and everything below it (``extra_mod_at``: the source
        position of ``extra_mod``, which keeps it in the source's order among the others)."""
        if node.var in self.overrides:
            self.done.add(node.var)
            return self.overrides.pop(node.var)
        if node.var in self.done and not predicative:
            return self.pronoun(node, case)
        self.done.add(node.var)
        skip = skip or set()
        concept = node.concept
        if self.source is not None and node.align \
                and all(is_inverted(e.role) for e in node.edges) \
                and self.source.word(node.align[0]).lower() in ("which", "whom", "whose"):
            # ", which Hamidi honored" parsed as a participant: "the e-mails stop honoring which"
            raise RealizationRefused("a relative pronoun was parsed as a participant")
        if concept in PRONOUNS and not (concept == "one" and node.edges):
            _, _, _, person, is_plural = PRONOUNS[concept]
            text = self.reflexive(node, case) or pronoun_form(concept, case)
            rest = [self.modifier(node, e) for e in node.edges if id(e) not in skip]
            if concept in ("i", "we") and any(r.startswith(", who ") for r in rest) \
                    and self.source is not None:
                # "It was the lady who told me, who called the number she was talking to
                # Toby Studabaker": a speaker's own deed said as a relative clause on "me"
                # runs into the clause after it
                raise RealizationRefused("a relative clause on the speaker's pronoun")
            return NP(" ".join([text, *[r for r in rest if r]]), person, is_plural,
                      human=concept != "it")
        speaker = self.speaker_np(node) if not skip and self.source is not None else None
        if speaker is not None:
            return speaker
        if not skip and extra_mod is None and extra_post is None and extra_det is None \
                and self.source is not None and \
                (node.parent is not None or self.reuse_top) and \
                any(isinstance(e.target, Node) for e in node.edges):
            reused = self.reused(node, bare=bare)
            if reused is not None:
                if _OPEN_ASIDE.search(reused) and not reused.endswith(","):
                    # An aside the source ran to its sentence's end closes with a comma
                    # where a verb follows: "Several buildings, including a Federal Express
                    # depot, were swamped by the water", not "... depot were swamped"
                    # (a comma left over at the sentence's end is dropped when it is said)
                    reused += ","
                is_plural = self.span_plural(node, reused)
                return NP(reused, plural=is_plural or concept in ("and", "or"),
                          human=is_human(concept),
                          definite=not reused.lower().startswith(("a ", "an ", "some ")))
        if skip and extra_mod is None and extra_post is None and extra_det is None \
                and node.parent is None and self.source is not None:
            below = self.reused_below(node, skip, bare)
            if below is not None:
                return below
        if concept in ("and", "or"):
            parts = [self.argument(e.target, case) for e in node.edges
                     if e.role.startswith(":op") and id(e) not in skip]
            if self.source is not None and not skip and restated_amount(node, self.source.tokens):
                # "rose $2.11, or about 11 percent, to close": the restatement is an aside,
                # as the source set it off (the sentence's end takes its closing comma away)
                return NP(join_words([p.text for p in parts if p], "or", comma=True) + ",")
            return NP(join_words([p.text for p in parts if p], "or" if concept == "or" else "and"),
                      plural=concept == "and")
        if concept == "amr-unknown":
            self.question = True
            return NP("what")
        if concept in PREPOSITION_CONCEPTS:
            return self.preposition_np(node, skip, extra_mod or "")
        if concept == "truth-value":
            claims = [e.target for e in node.edges if e.role == ":polarity-of"
                      and isinstance(e.target, Node)]
            if claims:
                return NP("whether " + self.clause(claims[0]))
        if concept in ("value-interval", "score-entity"):
            return self.number_pair(node)
        if concept in UNIT_CONCEPTS:
            # a copula's amount leaves out its subject; other callers' skips keep their
            # old reading (the refocused edge up is said by the construction around it)
            return self.quantity(node, skip=skip if predicative else frozenset())
        if concept == "date-entity":
            return NP(self.date(node))
        if concept == "ordinal-entity":
            value = self.const(node, ":value") or "1"
            return NP(ordinal_word(value))
        if concept in ("percentage-entity",):
            percent = self.const(node, ":value")
            if percent is None:
                raise RealizationRefused("a percentage without its value")
            number = next((e.target for e in node.edges if e.role == ":value"
                           and isinstance(e.target, Const)), None)
            if number is not None and len(number.align) == 2:  # "3 5/8 percent", a mixed number
                percent = self.number_text(number)
            # "only 26% of adolescent females", "Another 28 per cent cited stronger
            # demand": the focus word is said before the number, not as its whole
            leads = [e for e in node.edges if e.role == ":mod" and isinstance(e.target, Node)
                     and not e.target.edges and e.target.concept in AMOUNT_DETERMINERS]
            lead = "".join(self.modifier(node, e) + " " for e in leads)
            wholes = [e.target for e in node.edges if e.role in (":mod", ":poss")
                      and isinstance(e.target, Node) and id(e) not in skip
                      and not self.is_clause(e.target) and e not in leads]
            if self.source is not None and any(w.concept.endswith("-entity") for w in wholes):
                # "15 percent of the 15th", or "15 percent" alone, for a misparsed "of
                # 15-year-olds": a share whose whole is no noun cannot be said
                raise RealizationRefused("a share of an entity the source did not say")
            whole_nps = [self.argument(w, "obj") for w in wholes]
            whole = [w.text for w in whole_nps]
            # "20.7 percent of all women": the whole the share is of, which the source said
            # after "of" (a percentage without it says another number)
            of = "".join(f" of {w}" for w in whole if w)
            if of:  # "60 percent of its 1,000 employees at the time"
                of += "".join(f" {m}" for m in (self.modifier(node, e) for e in node.edges
                                                 if e.role == ":time" and id(e) not in skip) if m)
            # "only 1.5 per cent of those have been fully re-evaluated": a share of a
            # plural whole agrees with it
            return NP(f"{lead}{self.approximator(number)}{percent} percent{of}",  # "nearly 4 percent"
                      plural=any(w.plural for w in whole_nps if w.text))
        if concept == "name":
            return NP(self.name_text(node))
        names = self.edges(node, ":name")
        if not names and node.parent is not None and node.parent.concept == "name" \
                and node.role == ":name-of":
            names = [Edge(":name", node.parent)]
        if names and isinstance(names[0].target, Node):
            name = self.name_text(names[0].target)
            self.done.add(names[0].target.var)
            name_at = min((i for e in names[0].target.edges if isinstance(e.target, Const)
                           for i in e.target.align), default=None)
            before: list[str] = [extra_det or "", extra_mod or ""]
            after: list[tuple[Node | None, str]] = []  # with a relative's clause
            for e in node.edges:
                if e.role in (":name", ":wiki") or id(e) in skip:
                    continue
                owner = self.possessor_before_name(e, name_at) if not extra_det else None
                if owner is not None:
                    # "On International Petroleum Exchange of London, July Brent rose ..." for
                    # "on London's International Petroleum Exchange": a possessor the source
                    # said before the name stays its determiner (and takes no "the")
                    extra_det = before[0] = owner
                    continue
                age = self.age_aside(e)
                if age:
                    # "Armstrong, 31,": an aside, as the source said it, right after the name
                    # ("Strunk, 63, who is a husband of Blanca", not "a husband of Blanca, 63,")
                    after.insert(0, (None, age))
                    continue
                text = self.relative(node, e) if is_inverted(e.role) else self.modifier(node, e)
                if text.startswith("@") or (e.role == ":mod" and text and (
                        len(text.split()) <= 3 or self.said_right_before(e.target, name_at) or (
                            isinstance(e.target, Node)
                            and self.title_right_before(e.target, names[0].target)))
                                            and not text.startswith((",", *PREPOSITIONS))):
                    at = self.position(e.target) if isinstance(e.target, Node) else None
                    if at is not None and name_at is not None and self.source is not None \
                            and not text.startswith("@") and at > max(
                                i for c in names[0].target.edges if isinstance(c.target, Const)
                                for i in c.target.align):
                        # "It is Thailand Muhammad Jalaludin Mading, ..." for "Muhammad
                        # Jalaludin Mading of Thailand": a word the source said after the name
                        raise RealizationRefused("a name's modifier said after it would move "
                                                 "before it")
                    before.append(text.lstrip("@"))  # "Health Minister Peter Coleman"
                elif text:
                    after.append((self.target_node(e.target) if is_inverted(e.role) else None, text))
            if extra_post:
                after.append((None, extra_post))
            before.append(self.title_before_name(node, names[0].target))
            if extra_mod_at is not None:
                before = [extra_det or "", *self.in_source_order(before[1:])]
            said_before = " ".join(w for w in before if w)
            self.refuse_scrambled_prenominals(node, before, name_at, name)
            if not extra_det and concept != "person" and not said_before[:1].isupper() \
                    and said_before.split(" ", 1)[0] not in SKIPPABLE \
                    and self.the_before_name(name, frozenset(said_before.split())):
                # "It is the Foreign Office that says", "It was the technology-laced Nasdaq
                # Composite Index that rose", as the source
                before.insert(0, "the")
            said_after = self.joined_relatives(after)  # ", who was shot and killed"
            return NP(" ".join(w for w in [*before, name, *said_after] if w),
                      human=concept == "person", plural=self.is_plural(node))
        return self.common_np(node, case, skip, extra_mod, predicative, bare, extra_post, extra_det,
                              extra_mod_at=extra_mod_at)

    def possessor_before_name(self, edge: Edge, name_at: int | None) -> str | None:
        """The possessive ("London's") of a name's :poss the source said before the name,
        or None."""
        owner = edge.target
        if edge.role != ":poss" or not isinstance(owner, Node) or self.source is None \
                or name_at is None or owner.var in self.done or owner.concept in PRONOUNS:
            return None
        at = self.position(owner)
        if at is None or at >= name_at:
            return None
        text = self.np(owner, "obj").text
        return text + ("'" if text.endswith("s") else "'s")

    def age_aside(self, edge: Edge) -> str | None:
        """", 31," for a person's :age in years (temporal-quantity :quant 31 :unit year)."""
        age = edge.target
        if edge.role != ":age" or not isinstance(age, Node) or age.concept != "temporal-quantity":
            return None
        units = [e.target for e in age.edges if e.role == ":unit" and isinstance(e.target, Node)]
        years = self.const(age, ":quant")
        if years is None or len(units) != 1 or units[0].concept != "year":
            return None
        self.done.update({age.var, units[0].var})
        return f", {years},"

    def reused_below(self, top: Node, skip: set[int], bare: bool) -> NP | None:
        """The focus's own source phrase, read without the edges up to the old root that
        ``skip`` names ("over the past 15 months", not "15 months that ... over")."""
        if not all(is_inverted(e.role) for e in top.edges if id(e) in skip) \
                or not any(isinstance(e.target, Node) for e in top.edges if id(e) not in skip):
            return None
        edges, subtree = top.edges, top.subtree
        top.edges, top.subtree = [e for e in edges if id(e) not in skip], None
        try:
            reused = self.reused(top, bare=bare, whole=False)
        finally:
            top.edges, top.subtree = edges, subtree
        if reused is None:
            return None
        return NP(reused, plural=self.span_plural(top, reused),
                  human=is_human(top.concept) or top.concept == "person",
                  definite=not reused.lower().startswith(("a ", "an ", "some ")))

    def span_plural(self, node: Node, reused: str) -> bool:
        """Whether a reused source span is plural: by its head's own word ("Five foreign
        embassies, including the Singapore embassy", "agreements" of agree-01, "those with
        suppressed immune systems"), by its "of" phrase after a collective or quantifier head
        ("a total of 17 cases", "all of those governments"), or by the node (a name, a count)."""
        if node.concept in ("and", "or") or self.has_role(node, ":name"):
            return node.concept == "and" or self.is_plural(node)
        share = self.share_plural(node)
        if share is not None:
            return share
        head = self.word_of(node)
        if head and head.lower() in ("number", "total") and reused.lower().startswith("the "):
            # "the number of active sites is nearly two million" (was "are"): the definite
            # count is one figure; "a number of sites are" agrees with its "of" phrase
            return False
        last = head if head and head.lower() not in COLLECTIVE_HEADS \
            and node.concept not in QUANTIFIER_HEADS else reused.split()[-1]
        low = last.lower()
        return (low.endswith("s") and not low.endswith("ss")) or low in ("these", "those") \
            or low in ("men", "women", "people", "children", "feet", "teeth", "mice") \
            or low in PLURAL_ONLY \
            or reused.split()[0].lower() in ("both", "these", "those", "several", "many") \
            or (self.const(node, ":quant") not in (None, "1")  # "both men are held"
                and self.number_counts(node))  # "the S&P 500 Index that was up"

    def share_plural(self, node: Node) -> bool | None:
        """Whether a share of a whole ("one third of high-speed trains", AMR's (t / third
        :ARG1-of (i / include-91 :ARG2 (t2 / train)))) is plural: as its whole is, since
        the verb agrees with the whole ("Only one third of high-speed trains within France
        were running", was "... was running"); None for other nouns."""
        if node.concept not in SHARE_NOUNS or (self.word_of(node) or "").lower().endswith("s"):
            return None  # "Nearby parts of Long Island Sound have been searched": its own plural
        wholes = [w.target for e in node.edges if e.role == ":ARG1-of"
                  and isinstance(e.target, Node) and e.target.concept == "include-91"
                  for w in e.target.edges if w.role == ":ARG2" and isinstance(w.target, Node)]
        return self.is_plural(wholes[0]) if wholes else None

    def the_before_name(self, name: str, between: frozenset[str] = frozenset()) -> bool:
        """Whether the source said ``name`` after "the" ("the Foreign Office"), with only the
        words ``between`` (its own modifiers) in between."""
        if self.source is None or not name:
            return False
        words, tokens = name.split(" "), self.source.tokens
        for i in range(1, len(tokens)):
            if tokens[i:i + len(words)] != words:
                continue
            j = i - 1
            while j > 0 and tokens[j] in between:
                j -= 1  # "the technology-laced Nasdaq Composite Index", "the broader ..."
            if tokens[j].lower() == "the":
                return True
        return False

    def numbered_name(self, node: Node) -> bool:
        """Whether the number right before ``node``'s singular word names it rather than
        counts it: "the Standard & Poor's 500 Index", "the broad Standard & Poor's 500
        index", not "500 Indexes" (a count above one takes the plural: "500 shares")."""
        word = self.word_of(node) if self.source is not None else None
        counts = [e.target for e in node.edges if e.role == ":quant" and isinstance(e.target, Const)]
        if not (word and word.lower() == stem(node.concept) and word.isalpha() and counts
                and counts[0].align and node.align and counts[0].align[-1] + 1 == node.align[0]):
            return False
        assert self.source is not None
        before = self.source.word(counts[0].align[0] - 1) if counts[0].align[0] > 0 else ""
        return word[:1].isupper() or before[:1].isupper() or before == "'s"  # "Poor's 500 index"

    def is_plural(self, node: Node) -> bool:
        """Whether a noun node stands for several things (pronoun, number, source word)."""
        if node.concept in PRONOUNS:
            return PRONOUNS[node.concept][4]
        if node.concept in ("and",) or node.concept in PLURAL_ONLY | PLURAL_QUANTIFIERS:
            return True  # "police have swept the grounds"
        if node.concept == "monetary-quantity":
            return False  # one sum: "more than $5 million that was needed"
        quant = self.const(node, ":quant")
        if quant is not None and self.number_counts(node):
            try:
                return float(quant) != 1
            except ValueError:
                return True
        word = self.word_of(node)
        if word:
            low = word.lower()
            return low != stem(node.concept) and plural(stem(node.concept)) == low
        return any(isinstance(e.target, Node) and e.target.concept in ("these", "those", "many",
                                                                       "several", "few", "both")
                   for e in node.edges if e.role == ":mod")

    def default_article(self, node: Node, case: Case, is_plural: bool, predicative: bool) -> str:
        if is_plural:
            return ""
        if predicative:
            return "a"
        if node.role == ":ARG1" and node.parent is not None and node.parent.concept in (
                "have-03", "see-01", "make-01", "draw-01", "want-01", "own-01"):
            return "a"
        return "the"

    def nominal_head(self, node: Node, skip: set[int]) -> str | None:
        """A noun for a thing/person defined by an event ("teacher", "price")."""
        concept = node.concept
        if is_frame(concept):
            word = self.word_of(node)
            if not word and self.source is not None and self.bare_event_word(node):
                word = self.source.word(node.align[0])  # "May sales", not "May sell"
            return word.lower() if word else stem(concept).replace("-", " ")
        for e in node.edges:
            if id(e) in skip or not is_inverted(e.role) or not isinstance(e.target, Node):
                continue
            event = e.target
            others = [x for x in event.edges if not (isinstance(x.target, Ref) and x.target.var == node.var)]
            if others:
                continue
            role = base_role(e.role)[1:]
            noun = agent_nouns().get((event.concept, role))
            word = self.word_of(event)
            if word and not word.lower().endswith(("ed", "ing")):
                noun = word.lower()
            if noun is None and concept == "thing" and role in ("ARG1", "ARG2"):
                noun = stem(event.concept)
            if noun is not None:
                skip.add(id(e))
                self.done.add(event.var)
                return noun
        return None

    def subject_known(self, clause_node: Node) -> bool:
        for e in clause_node.edges:
            if e.role in (":ARG0", ":ARG1"):
                return isinstance(e.target, Ref) or (isinstance(e.target, Node) and
                                                     e.target.var in self.done)
        return True
