"""Predicates English says with a copula or a connective, and direct speech."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    inflect,
    lemma_pos,
    ordinal_word,
    with_article,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    RealizerBase,
    VerbFeatures,
    is_adjective,
    is_frame,
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
    PRE_VERB_ADVERBS,
    PREPOSITION_CONCEPTS,
)

# The roles of a subordinate clause realize_focus fronts before the clause it qualifies
# ("If the appeal is successful, ...").
_FRONTED_ROLES = frozenset({":purpose", ":condition", ":time", ":cause", ":concession",
                            ":manner"})


class Predicates(RealizerBase):
    """Copular and connective predicates, degree phrases, quotations."""

    def special_clause(self, node: Node, *, gap: str | None, form: str, relative: str | None,
                       skip: set[int], negated: bool, agree: NP | None = None) -> str | None:
        """Frames English says with a copula or a connective rather than a verb."""
        concept = node.concept
        args = {e.role: e for e in node.edges if ARG_ROLE.match(e.role) and id(e) not in skip}
        if self.const(node, ":polarity") == "-":
            negated = not negated
        if concept == "cause-01" and gap is None and form == "finite":
            effect = args.get(":ARG1")
            reason = args.get(":ARG0")
            effect_text = ""
            if effect is not None:
                target = self.target_node(effect.target)
                effect_text = (self.clause(target) if target is not None and self.is_clause(target)
                               else self.argument(effect.target, "subj").text)
            if reason is None:
                return f"so {effect_text}".strip()
            reason_node = self.target_node(reason.target)
            if reason_node is not None and reason_node.concept == "amr-unknown":
                self.question = True
                self.done.add(reason_node.var)
                return f"why {effect_text}"
            if reason_node is not None and reason_node.concept in ("that", "this", "it"):
                self.done.add(reason_node.var)
                return f"{reason_node.concept} is why {effect_text}"
            if reason_node is not None and self.is_clause(reason_node):
                return f"{effect_text} because {self.clause(reason_node)}".strip()
            return f"{effect_text} because of {self.argument(reason.target, 'obj').text}".strip()
        if concept in ("be-located-at-91", "age-01", "have-degree-91", "be-from-91",
                       "have-quant-91", "be-temporally-at-91"):
            features = self.verb_features(node)
            # a modal left above by a refocusing is said once, in the verb group: not "may be
            # on the surface about a driver's license may"
            own_edges, modal, negated = self.modal_above(node, list(node.edges), negated)
            features.modal = features.modal or modal
            holder_edge = args.get(":ARG1")
            if concept == "be-located-at-91" and gap == ":ARG2" and relative:
                # "around the time this was", "It was the time this was that ...": the place
                # said as the relative of its own copula loses the preposition that located it
                raise RealizationRefused("a place said as the relative clause of its own 'be'")
            if gap == ":ARG1" and relative:  # "those ... that are at increased risk"
                holder = NP(relative, plural=agree is not None and agree.plural)
            elif holder_edge is not None:
                holder = self.argument(holder_edge.target, "subj")
            else:
                holder = NP("")
            group = self.be_group(features, holder.person, holder.plural, negated, form)
            if form != "finite" or (gap == ":ARG1" and not relative):
                holder = NP("") if form != "finite" else holder
            rest: list[str] = []
            if concept == "be-located-at-91" and ":ARG2" in args and gap != ":ARG2":
                place = self.target_node(args[":ARG2"].target)
                phrase = self.argument(args[":ARG2"].target, "obj")
                bare = place is not None and place.concept in ("here", "there", "somewhere",
                                                                 "everywhere", "where", "home")
                first = phrase.text.split(" ", 1)[0]
                level = args[":ARG2"].target
                prep = (self.source_preposition(place) if place is not None else
                        self.const_preposition(level) if isinstance(level, Const) else None) \
                    or ("at" if isinstance(level, Const) else "in")  # "at 1,645.66", a level
                rest.append(phrase.text if bare or first in PREPOSITION_CONCEPTS else f"{prep} {phrase.text}")
            elif concept == "be-from-91" and ":ARG2" in args:
                rest.append("from " + self.argument(args[":ARG2"].target, "obj").text)
            elif concept == "age-01" and ":ARG2" in args:
                rest.append(self.argument(args[":ARG2"].target, "obj").text + " old")
            elif concept == "have-degree-91":
                rest.append(self.degree_phrase(node, args))
            else:
                for role in (":ARG2", ":ARG3"):
                    if role in args:
                        rest.append(self.argument(args[role].target, "obj").text)
            for e in own_edges:
                if not ARG_ROLE.match(e.role) and id(e) not in skip and e.role not in (
                        ":polarity", ":mode") and e.role != gap:
                    text = self.modifier(node, e)
                    if text in PRE_VERB_ADVERBS and group:  # "are also at increased risk"
                        group.append(text)
                    elif text:
                        rest.append(text)
            parts = [holder.text, *group, *rest]
            if relative in ("where", "when") and gap not in (None, ":ARG1"):
                # "the lakeside home where she is under house arrest": the relative word the
                # source opened the clause with (was dropped: "the lakeside home in Yangon she
                # is under house arrest")
                parts.insert(0, relative)
            return " ".join(p for p in parts if p)
        return None

    def degree_phrase(self, node: Node, args: dict[str, Edge]) -> str:
        """"more isolated than a sailor", "too old", "the most charming of all"."""
        quality, graded, rank = "", False, ""
        quality_node = self.target_node(args[":ARG2"].target) if ":ARG2" in args else None
        if quality_node is not None:
            self.done.add(quality_node.var)
            word = self.word_of(quality_node) or stem(quality_node.concept)
            at = quality_node.align[0] if quality_node.align else None
            if at is not None and self.source is not None and word[:1].isupper() \
                    and not any(c.isalnum() for t in self.source.tokens[:at] for c in t) \
                    and not self.keeps_capital(word, quality_node, at):
                word = word.lower()  # "Higher prices will hurt ...": capital only as opener
            lemma = stem(quality_node.concept).split("-")[0]
            graded = word.lower() != lemma and word.lower() in (
                inflect(lemma, "JJR"), inflect(lemma, "JJS"), inflect(lemma, "RBR"))
            if graded:
                pass  # the source said the degree in the word ("broader", "lower")
            elif is_frame(quality_node.concept) and not is_adjective(word) and \
                    "VERB" in lemma_pos(word):
                holder = args.get(":ARG1")
                agent = [e for e in quality_node.edges if e.role == ":ARG0"]
                active = bool(agent and holder and isinstance(agent[0].target, Ref)
                              and isinstance(holder.target, Node | Ref)
                              and agent[0].target.var == getattr(holder.target, "var", None))
                word = inflect(word, "VBG" if active else "VBN")
            quality = word
            rank = self.rank_of(quality_node)
        degree_node = self.target_node(args[":ARG3"].target) if ":ARG3" in args else None
        degree = degree_node.concept if degree_node is not None else "more"
        if degree_node is not None:
            self.done.add(degree_node.var)
        words: list[str]
        if graded and degree in ("more", "most"):
            words = ["the", quality] if degree == "most" else [quality]
        elif degree in ("more", "most") and quality and " " not in quality and len(quality) <= 6 \
                and is_adjective(quality):
            words = [inflect(quality, "JJR" if degree == "more" else "JJS")]
            if degree == "most":
                words.insert(0, "the")
        elif degree == "equal":
            words = ["as", quality]
        elif degree == "most":
            words = ["the", "most", quality]
        else:
            words = [degree, quality]
        if rank:  # "the second biggest drug company", not "the biggest"
            words.insert(1 if words[0] == "the" else 0, rank)
        if quality_node is not None:
            # The quality's own degree ("a much larger company", "far more dire"): said
            # before the graded word, else "much" is lost ("a company that was larger")
            intensifiers = [self.modifier(quality_node, e) for e in quality_node.edges
                            if e.role == ":degree" and isinstance(e.target, Node)]
            words[1 if words[0] == "the" else 0:0] = [w for w in intensifiers if w]
        if ":ARG4" in args:
            than = self.argument(args[":ARG4"].target, "obj").text
            words.append(("as " if degree == "equal" else "than ") + than)
        if ":ARG5" in args:
            words.append("of " + self.argument(args[":ARG5"].target, "obj").text)
        if ":ARG6" in args:
            target = self.target_node(args[":ARG6"].target)
            if target is not None and self.is_clause(target):
                words.append(self.clause(target, form="infinitive"))
        return " ".join(w for w in words if w)

    def rank_of(self, quality: Node) -> str:
        """The ordinal of a superlative's quality ("second" of "second biggest"), said."""
        for e in quality.edges:
            if e.role == ":mod" and isinstance(e.target, Node) \
                    and e.target.concept == "ordinal-entity":
                self.done.add(e.target.var)
                return ordinal_word(self.const(e.target, ":value") or "1")
        return ""

    def adjective_phrase(self, node: Node, mods: list[Edge]) -> str:
        word = self.word_of(node) or stem(node.concept).replace("-", " ")
        if self.source is not None and word.lower() != stem(node.concept) \
                and lemma_pos(word.lower()) == {"NOUN"}:
            # "claimed responsibility for a slew of arson attacks" (claim-01 :ARG1
            # responsible-01): the frame's noun said as the predicate of "be" ("a slew of
            # arson attacks was responsibility"); its adjective would make the attacks the
            # responsible ones, so neither is said ("responsible" itself is said)
            raise RealizationRefused(f"a noun ({word!r}) the parse read as an adjective frame")
        degree = [self.modifier(node, e) for e in mods if e.role == ":degree"]
        manner = {id(e): self.adverb_before_adjective(e) for e in mods}
        mods[:] = [e for e in mods if e.role != ":degree" and not manner[id(e)]]
        return " ".join([*[d for d in degree if d], *[m for m in manner.values() if m], word])

    def copula(self, node: Node, *, gap: str | None, form: str, negated: bool,
               relative: str | None, features: VerbFeatures, skip: set[int] | None = None) -> str:
        domain = [e for e in node.edges if e.role == ":domain"]
        subject = NP(relative) if gap == ":domain" and relative else None
        if subject is None and domain and gap != ":domain":
            subject = self.subject(domain[0].target)
        self.done.add(node.var)
        if self.source is not None and node.align:
            features = self.copula_features(node, features)
        if self.source is not None and lemma_pos(stem(node.concept)) == {"ADV"} and domain \
                and isinstance(domain[0].target, Node) and is_frame(domain[0].target.concept):
            # "Being arrested Friday night at an Alpharetta restaurant ... is again."
            raise RealizationRefused("an adverb cannot be the predicate of an event")
        # "From 1995, Mr. Bergonzi was the finance chief until he departed in 1999, and he was
        # intimately involved in ...": a predicate that is one member of a refocused list
        # (:op1-of) says the rest of the list after itself, as a verb's clause does, not
        # inside its noun phrase ("... until he departed in 1999 he was intimately involved")
        listed = [e for e in node.edges if is_inverted(e.role) and base_role(e.role).startswith(":op")
                  and isinstance(e.target, Node) and e.target.concept in ("and", "or")]
        # nor the edge up to the clause a fronted condition, time or cause qualifies, which
        # its caller says after it: "If he is aware of the risk, the game will not start" was
        # "If he is aware of the risk that the game will not start"
        qualified = {id(e) for e in node.edges if id(e) in (skip or set())
                     and is_inverted(e.role) and base_role(e.role) in _FRONTED_ROLES}
        pred = self.np(node, "obj", skip={id(e) for e in [*domain, *listed]} | qualified,
                       predicative=True)
        rest = [self.modifier(node, e) for e in listed]
        plural_subject = subject.plural if subject else False
        said = self.target_node(domain[0].target) if domain and subject else None
        if said is not None and subject is not None and subject.person == 3:
            shown = self.source_plural(said, node, subject.text)  # "control of its executives was"
            plural_subject = plural_subject if shown is None else shown
        group = self.be_group(features, subject.person if subject else 3, plural_subject,
                              negated, form)
        parts = [subject.text if subject and form == "finite" else "", *group, pred.text]
        return " ".join(p for p in parts if p) + "".join(r for r in rest if r)

    def role_clause(self, node: Node, args: dict[str, Edge], gap: str | None, form: str,
                    negated: bool, features: VerbFeatures) -> str:
        holder = NP("who") if gap == ":ARG0" else (self.argument(args[":ARG0"].target, "subj")
                                                  if ":ARG0" in args else NP(""))
        if ":ARG2" not in args and self.source is not None:
            raise RealizationRefused("a role relation without its role ('was something of him')")
        role_np = self.argument(args[":ARG2"].target, "obj") if ":ARG2" in args else NP("something")
        first = role_np.text.split(" ", 1)[0].lower()
        if first in ("his", "her", "its", "their", "my", "our", "your") and ":ARG1" in args:
            # "was his wife", not "was his wife of him": the source said the owner already
            owner = self.target_node(args[":ARG1"].target)
            if owner is not None:
                self.done.add(owner.var)
            args = {r: e for r, e in args.items() if r != ":ARG1"}
        of = self.argument(args[":ARG1"].target, "obj") if ":ARG1" in args else NP("")
        group = self.be_group(features, holder.person, holder.plural, negated, form)
        role_text = with_article(role_np.text) if role_np.text and not role_np.definite else role_np.text
        text = " ".join(p for p in [holder.text, *group, role_text, f"of {of.text}" if of else ""] if p)
        return text

    def quoted_in_source(self, node: Node) -> bool:
        start = self.position(node)
        if start is None or self.source is None:
            return False
        before = self.source.tokens[max(0, start - 3):start]
        return any(t in ('"', "``", ":") for t in before)

    def quotation(self, target: Node) -> str:
        """Direct speech: the said clause in the present tense, between quotes."""
        saved_tense, saved_question = self.default_tense, self.question
        self.default_tense, self.question = "present", False
        try:
            inner = self.clause(target).strip(" ,")
            mode = self.const(target, ":mode")
            mark = "?" if self.question or mode == "interrogative" else \
                "!" if mode in ("imperative", "expressive") else "."
        finally:
            self.default_tense, self.question = saved_tense, saved_question
        if not inner:
            return ""
        return f': "{inner[0].upper()}{inner[1:]}{mark}"'
