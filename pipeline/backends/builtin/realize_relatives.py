"""Relative clauses: a modifier the refocusing inverted said as a relative clause on its
noun ("the man who ...", "the plan, which ..."), with the subject the source gave it; the
inclusions ("including ...", "one of ...") and connectives ("because of which") such a
clause hangs on, and a role said with its owner's possessive ("his wife")."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    adverb,
    with_article,
)
from pipeline.backends.builtin.realize_appositions import (
    apposition_words,
    fronted_apposition_words,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    RealizerBase,
    is_adjective_frame,
    is_frame,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_modifier_sources import ModifierSources
from pipeline.backends.builtin.realize_person_names import names_person
from pipeline.backends.builtin.realize_shared_subjects import refuse_reordered_contrast
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    ALLEGED_COMPLEMENT,
    INVERTED_CONNECTIVES,
    POSSESSIVE_DETERMINERS,
    RELATIVE_FOR_ROLE,
)


class RelativeClauses(ModifierSources, RealizerBase):
    """The relative clauses of :class:`~pipeline.backends.builtin.realize_modifiers.Modifiers`."""

    def inverted_modifier(self, head: Node, edge: Edge, node: Node) -> str:
        """An inverted edge below the top: a connective, modal, adverb or "which" clause."""
        concept = node.concept
        role = base_role(edge.role)
        if concept in INVERTED_CONNECTIVES:
            word, other_role, own_role = INVERTED_CONNECTIVES[concept]
            others = [e for e in node.edges if e.role == other_role]
            if role.startswith(":op"):  # the parser's list form: (contrast-01 :op1 X :op2 Y)
                self.done.add(node.var)
                return ", " + self.tail(node, role, head)
            self.done.add(node.var)
            if not others:
                # The head is the cause (condition...) itself: say the other side after it.
                effects = [e.target for e in node.edges if e.role == own_role
                           and isinstance(e.target, Node)]
                if not effects or not self.is_clause(effects[0]):
                    return ""
                refuse_reordered_contrast(self, node, role, head)  # "..., but Chirac refused"
                if concept == "contrast-01" and self.source is not None:
                    self.refuse_embedded_contrast(head)
                lead = {"cause-01": "so", "contrast-01": "but", "have-concession-91": "still",
                        "have-condition-91": "and then"}.get(concept, "and")
                return f", {lead} {self.clause(effects[0])}"
            other = others[0].target
            other_node = self.target_node(other)
            if other_node is not None and self.is_clause(other_node) and isinstance(other, Node):
                if concept == "contrast-01" and self.source is not None:
                    self.refuse_embedded_contrast(head)
                    # "It was Singapore that reported no suspected SARS cases Wednesday, but
                    # officials quarantined ...": a clause with its own subject after a comma
                    return f", {word} {self.clause(other_node)}{self.connective_root(node)}"
                return f"{word} {self.clause(other_node)}{self.connective_root(node)}"
            phrase = self.argument(other, "obj")
            existential = self.existential(other, phrase.text) \
                if isinstance(other, Node) and phrase else None
            if existential:
                # "left early, but there will be a new meeting": what the clause says exists,
                # not "left early but a new meeting"
                return f", {word} {existential}"
            if word == "because":
                return f"because of {phrase.text}" if phrase else ""
            return f"{word} {phrase.text}" if phrase else ""
        if role == ":ARG1" and is_frame(concept) and all(e.role in (":degree",) for e in node.edges):
            self.done.add(node.var)
            word = self.word_of(node) or adverb(stem(concept).split("-")[0])
            deg = [self.modifier(node, e) for e in node.edges]
            return " ".join([*deg, word])
        compared = self.comparison_phrase(node) if role == ":ARG1" else None
        if compared is not None:
            return ", " + compared
        if self.is_clause(node):
            return ", " + self.tail(node, role, head)
        return ""

    def said_subject(self, clause: Node) -> str | None:
        """The variable of the subject ``clause`` was said with: the one clause() noted, else
        (a copula, "He had been in protective custody") its own :domain, :ARG0 or :ARG1."""
        if clause.var in self.subject_of:
            return self.subject_of[clause.var]
        first = next((e.target for r in (":domain", ":ARG0", ":ARG1") for e in clause.edges
                      if e.role == r), None)
        found = self.target_node(first) if isinstance(first, Node | Ref) else None
        return found.var if found is not None else None

    def alleged(self, event: Node) -> bool:
        """Whether ``event`` is what a verb of accusing says was only alleged (its :ARG2),
        however the layout hung the two."""
        for node in self.nodes.values():
            if stem(node.concept) not in ALLEGED_COMPLEMENT:
                continue
            for e in node.edges:
                target = self.target_node(e.target) if isinstance(e.target, Node | Ref) else None
                if target is event and e.role == ":ARG2":
                    return True
            if node.parent is event and node.role == ":ARG2-of":
                return True
        return False

    def relative(self, head: Node, edge: Edge) -> str:
        """A relative clause or participle for an inverted edge below a noun."""
        node = self.target_node(edge.target)
        if node is None or isinstance(edge.target, Ref) or node.var in self.done:
            return ""
        if self.subject_depth and node.var == self.old_root and self.source is not None:
            # "Those that developed serious prostate cancer in later life that was less likely
            # ejaculated ...": see OldRoot.tail
            raise RealizationRefused("the old root would be said inside the subject")
        if self.source is not None and any(e.role == ":purpose-of" for e in node.edges):
            # "Mother in Pennsylvania who Sgt. Ernest Bucklew buried, for which he was coming
            # home": a purpose said as a relative clause asserts it
            raise RealizationRefused("the focus event was only attempted or intended; as a "
                                     "relative clause it would be asserted")
        if self.source is not None and self.alleged(node):
            # "Syndia that tried to interfere with its customer relationships was also accused
            # of it by TSMC": what the source only alleged, said as a relative clause
            raise RealizationRefused("the focus event was only alleged; as a relative clause "
                                     "it would be asserted")
        if self.source is not None and not self.proper_head(head) and any(
                other.concept in ("and", "or") and any(
                    e.role.startswith(":op") and isinstance(e.target, Ref)
                    and e.target.var == node.var for e in other.edges)
                for other in self.nodes.values()):
            # "It was to Baghdad that 32 Singaporean police officers that returned home last
            # month were sent in July" for "were sent to Baghdad ... and returned home last
            # month": one of the source's coordinated clauses, laid out below their shared
            # subject, said as its restrictive relative clause, no longer asserted (a name's
            # aside keeps it: "Today, WebTV, which was sold to Microsoft ..., is called MSN TV")
            raise RealizationRefused("one of coordinated clauses would be said as a relative "
                                     "clause of their shared subject")
        role = base_role(edge.role)
        if self.source is not None and role == ":ARG0" and is_frame(node.concept) \
                and node.align and node.align[:1] == head.align[:1] \
                and not any(ARG_ROLE.match(e.role) for e in node.edges):
            # "It was Chechen rebel Shamil Basayev, who led, that U.S. Secretary of State Colin
            # Powell on Friday designated ...", "the Opposition Simon Crean, who led,": the
            # event of a role noun ("leader"), said as a bare clause, loses the noun and
            # what was led
            raise RealizationRefused("a role noun's event said as a bare relative clause")
        if role.startswith(":op") and node.concept in ("and", "or") and self.source is not None \
                and any(isinstance(e.target, Node) and any(x.role == ":domain" for x in e.target.edges)
                        for e in node.edges if e.role.startswith(":op")):
            # "It is other opportunities this is a process that people will participate in
            # ...": the noun was one clause of "This is a process and there will be other
            # opportunities ...", whose other clause no relative clause can say
            raise RealizationRefused("a noun's list of clauses said as its relative clause")
        if role == ":ARG1" and node.concept == "equal-01" and [e.role for e in node.edges] == [":ARG2"]:
            # "38 C (100.4 F)", "433.50 pence ($6.85)": a conversion (parse_conversions) is
            # said in parentheses as the source did, not "38 C that was equal 100.4 F"
            self.done.add(node.var)
            return f"({self.argument(node.edges[0].target, 'obj').text})"
        if node.concept in INVERTED_CONNECTIVES or not self.is_clause(node):
            if role == ":mod" or role == ":domain":
                return "@" + self.np(node, "obj").text if not node.edges else ""
            if not self.is_clause(node):
                if self.source is not None and self.there_before(node):
                    # "The shooting with no suspects that the police said took place ..." for
                    # "There are no suspects in the shooting, which took place ...": what the
                    # source said exists (or not) is its claim, not a modifier of another noun
                    raise RealizationRefused("a noun the source said exists cannot modify "
                                             "another noun")
                if not node.edges and node.align and head.align and self.source is not None \
                        and node.align[0] + 1 == head.align[0]:
                    self.done.add(node.var)  # "Phoenix-based U-Haul", not "U-Haul of Phoenix-based"
                    return "@" + (self.word_of(node) or stem(node.concept))
                if role == ":location" and self.source is not None and any(
                        is_inverted(e.role) and isinstance(e.target, Node)
                        and self.is_clause(e.target) for e in node.edges):
                    # "Limbaugh owns a $24 million mansion in Palm Beach County with law
                    # enforcement officials who said his drug use is under investigation" for
                    # "officials in Palm Beach County, where Limbaugh owns ..., said ...": what
                    # the source asserted, buried in a place's "with" phrase
                    raise RealizationRefused("a clause would be said inside a place's 'with' "
                                             "phrase")
                phrase = self.np(node, "obj")
                prep = {":location": "with", ":topic": "on"}.get(role, "of")
                return f"{prep} {phrase.text}" if role != ":poss" else f"of {phrase.text}"
            return self.inverted_modifier(head, edge, node)
        if node.concept == "include-91" and role in (":ARG1", ":ARG2"):
            return self.inclusion(node, role)
        participle = self.prenominal_participle(head, node, role)
        if participle is not None:  # "privately held DataDirect Technologies", as the source
            return participle
        compared = self.comparison_phrase(node) if role == ":ARG1" else None
        if compared is not None:  # "$182.5 million ..., compared with last year's $125.4 million"
            return ", " + compared
        if role == ":ARG1" and all(e.role == ":degree" for e in node.edges) and \
                is_adjective_frame(node.concept):
            self.done.add(node.var)
            deg = [self.modifier(node, e) for e in node.edges]
            return "@" + " ".join([*deg, self.word_of(node) or stem(node.concept)])
        if role == ":ARG1" and node.concept == "have-degree-91" and self.attributive(head, node):
            # "stronger demand", as the source said it, not "demand that was stronger"
            args = {e.role: e for e in node.edges if ARG_ROLE.match(e.role)}
            words = self.degree_phrase(node, args)
            self.done.add(node.var)
            return "@" + words.removeprefix("the ")  # the noun keeps its own article
        if node.concept in ("have-rel-role-91", "have-org-role-91"):
            self.done.add(node.var)
            said = apposition_words(node, head, self.source.tokens, self.source.owner) \
                if self.source is not None else None
            if said is None and self.source is not None:
                # "A demolitions expert for JI, al-Ghozi was arrested": said after the name,
                # not "al-Ghozi, who is an a demolitions of JI,"
                said = fronted_apposition_words(node, head, self.source.tokens,
                                                self.source.owner)
            if said is not None:  # the source's words, not "who is a the editor of ..."
                self.done.update(n.var for n in node.walk())
                return f", {said},"
            parts = [self.argument(e.target, "obj").text for e in node.edges if e.role == ":ARG2"]
            owners = [e.target for e in node.edges if e.role == ":ARG1"]
            mine = self.role_of_pronoun(parts, owners)
            if mine is not None:  # "Whitney Houston, who is his wife,", not "who is a his wife of him"
                return f", who is {mine}," if self.proper_head(head) else f"who is {mine}"
            of = [self.argument(t, "obj").text for t in owners]
            words = " ".join(["who is", *(with_article(p) for p in parts), *(f"of {o}" for o in of)])
            # "Robert B. Willumstad, who is a president of Citigroup, was named": an aside
            return f", {words}," if self.proper_head(head) else words
        human = is_human(head.concept) or head.concept in PRONOUNS
        said = self.source_relative_word(node) if role in (":location", ":time") else None
        if said is not None:
            # "the neighborhood where the raid took place", as the source said it, not "the
            # neighborhood that the raid took place over"
            text = self.clause(node, gap=role, relative=said)
            return f", {text}," if self.proper_head(head) else text
        if role in (":location", ":time") and node.concept in ("and", "or") \
                and self.source is not None:
            # "Colorado, where more than 6,300 people have been infected and at least six have
            # died": the place or time of each clause (was said as a comma splice, "intense in
            # Colorado, more than 6,300 people have been infected, and ...")
            text = f"{RELATIVE_FOR_ROLE[role]} {self.clause(node)}"
            return f", {text}," if self.proper_head(head) else text
        if self.proper_head(head):
            # "WebTV, which was sold to Microsoft, is called MSN TV": a name picks out one
            # thing already, so its clause is an aside, not "WebTV that was sold".
            # ("GeCAD Software, which has supplied ...": a firm spaCy took for a person)
            people = names_person(head, self.source.tokens if self.source is not None else None)
            rel = "who" if (human and head.concept != "person") or people else "which"
            return f", {self.clause(node, gap=role, relative=rel, pipe=True)},"
        if role == ":ARG0" and self.reduced_participle(head, node):
            # "FBI agents spent thousands of hours investigating al-Bayoumi", as the source
            # said it, not "hours that investigated al-Bayoumi"
            return self.clause(node, gap=role, form="gerund")
        return self.clause(node, gap=role, relative="who" if human else "that")

    def proper_head(self, head: Node) -> bool:
        """Whether a noun is a proper name: named, or a capitalized word of the source
        ("WebTV"; not a sentence's first word, unless capitals follow inside it)."""
        if any(e.role == ":name" for e in head.edges):
            return True
        word = self.word_of(head) if self.source is not None else None
        if not word or not head.align or not word[:1].isupper() or word.isupper():
            return False
        return head.align[0] > 0 or any(c.isupper() for c in word[1:])

    def relative_from_mod(self, node: Node) -> str:
        head = node.parent
        if self.source is not None and head is not None and any(
                isinstance(e.target, Ref) and e.target.var == head.var
                for sub in node.walk() for e in sub.edges):
            # ", which he estimated could approach $30 million" parsed as (settle-02 :mod
            # (estimate-01 ... (approach-01 :ARG1 settle-02))): a clause with no gap says its
            # noun again inside, "an out-of-court settlement that he estimated that it could
            # approach $30 million"
            raise RealizationRefused("a relative clause would say its own noun again inside")
        return "that " + self.clause(node, relative="that")

    def role_of_pronoun(self, parts: list[str], owners: list[Node | Ref | Const]) -> str | None:
        """A role said with its owner's possessive ("his wife"), when the owner is a
        pronoun; None otherwise."""
        owner = self.target_node(owners[0]) if len(owners) == 1 else None
        if len(parts) != 1 or owner is None or owner.concept not in PRONOUNS:
            return None
        self.done.add(owner.var)
        first, _, rest = parts[0].partition(" ")
        if first.lower() in POSSESSIVE_DETERMINERS and rest:
            return parts[0]
        return f"{self.pronoun(owner, 'poss').text} {parts[0]}"

    def connective_root(self, connective: Node) -> str:
        """The old root above a connective the focus sits in ("Heaton is in detention, but
        he has not been charged, the Foreign Office says"): without it a refocused
        sentence loses its attribution."""
        ups = [e for e in connective.edges if self.is_refocus_edge(connective, e)
               and isinstance(e.target, Node) and e.target.var not in self.done]
        if not ups:
            return ""
        outer = ups[0].target
        assert isinstance(outer, Node)
        text = self.tail(outer, base_role(ups[0].role), connective)
        return f", {text}" if text else ""

    def inclusion(self, node: Node, role: str) -> str:
        """An include-91 below one of its nouns: "including the Singapore embassy" below the
        group (its :ARG2), "of the most important nations" below the member ("one")."""
        other = ":ARG1" if role == ":ARG2" else ":ARG2"
        targets = [e.target for e in node.edges if e.role == other]
        if len(targets) != 1 or any(e.role not in (":ARG1", ":ARG2") for e in node.edges):
            raise RealizationRefused("an inclusion with more than its group and its member")
        if role == ":ARG2" and self.source is not None \
                and (self.word_of(node) or "").lower() != "including":
            # "those governments including all": the source said "all of those governments"
            raise RealizationRefused("a group said before the part the source took of it")
        self.done.add(node.var)
        phrase = self.argument(targets[0], "obj").text
        return f"including {phrase}" if role == ":ARG2" else f"of {phrase}"
