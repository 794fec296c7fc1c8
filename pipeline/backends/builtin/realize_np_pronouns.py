"""A noun said again: the pronoun for a node said already ("it", "they", "he" or "she" as
the source's own pronouns tell, or the name again), and the subject of a coordinated
clause said again in full where a pronoun would read as another noun.

Split from realize_np.py (which builds a noun phrase the first time it is said): these
rules decide how a second mention reads.
"""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    lemma_pos,
    plural,
    pronoun_form,
)
from pipeline.backends.builtin.realize_base import (
    NP,
    Case,
    RealizationRefused,
    RealizerBase,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Const,
    Node,
    Ref,
)
from pipeline.backends.builtin.realize_words import (
    FEMALE,
    HUMAN,
)
from pipeline.concepts import DEMONSTRATIVES


class NounPronouns(RealizerBase):
    """Second mentions of a noun: pronouns, names again, subjects said again."""

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
        if concept in DEMONSTRATIVES and low == concept:
            # a demonstrative the source opened with, said again: "..., and this allows
            # developers to work in ...", not "and This allows" (its capital only opened
            # the source)
            return NP(low if case != "poss" else pronoun_form("it", case))
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
        guessed = self.guessed_firm_name(node)
        if guessed is not None:
            return NP(guessed + ("'s" if case == "poss" else ""))
        appositive = self.appositive_person(node)
        if appositive is not None:
            # "His injured co-worker, a woman, was hospitalized ..., but she was listed in
            # good condition", not "it": the apposition says who the noun is
            return self.pronoun(appositive, case)
        return NP(pronoun_form("it", case))

    def appositive_person(self, node: Node) -> Node | None:
        """A person's noun that ``node``, a common noun, has as its apposition, said after
        it in the source ("His injured co-worker, a woman, ..."), else None.  Only a listed
        person's word: "Germany, another opponent of the war, ..." is a country, no "he"."""
        if self.source is None or not node.align or self.has_role(node, ":name"):
            return None
        for e in node.edges:
            mod = e.target
            if e.role == ":mod" and isinstance(mod, Node) and mod.concept in HUMAN \
                    and mod.align and mod.align[0] > node.align[-1] \
                    and self.source.word(node.align[-1] + 1) == ",":
                return mod
        return None

    def guessed_firm_name(self, node: Node) -> str | None:
        """The one-word name the parse typed a firm where it may be a person's surname, or
        None.  The parser's entity tagger takes many a lone surname for a firm ("Holloway
        surrendered in Cleveland on Friday and was expected to be transferred ...",
        "Heaton is in detention but has not yet been charged"), and some for a product ("The
        39-year-old Luster initially gave police a false name"): "it" would make the man a
        thing, and "he" is a guess too; the name again is faithful ("..., and Holloway was
        expected ...").  Not where the source says "it" or "its" itself (it speaks of a
        thing), nor for a name with capitals or figures inside ("WebTV", "eBay", "3Com")
        or all in capitals ("WHO", "IBM"), which name firms and products, nor for one the source
        said after "the" ("the Dow") or as an inverted speaker ("said Veritas")."""
        if node.concept not in ("organization", "product") or self.source is None:
            return None
        names = [e.target for e in node.edges if e.role == ":name" and isinstance(e.target, Node)]
        ops = [e.target.text for e in names[0].edges
               if e.role.startswith(":op") and isinstance(e.target, Const)] if names else []
        if len(ops) != 1 or not re.fullmatch(r"[A-Z][a-z]+", ops[0]):
            return None
        tokens = self.source.tokens
        if {t.lower() for t in tokens} & {"it", "its", "itself"} or any(
                tokens[at] == ops[0] and tokens[at - 1].lower() in ("the", "said", "says")
                for at in range(1, len(tokens))):
            # "the Dow": "which is how Dow was up" would drop its article; "..., said
            # Veritas, and will cost $900": the parse hangs the clause after an inverted
            # speaker on it, and "Veritas will cost $900" would say what "it" hid
            return None
        return ops[0]

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
