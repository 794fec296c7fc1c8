"""Common noun phrases: determiner, quantity, premodifiers, head and postmodifiers."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    lemma_pos,
    plural,
    pronoun_form,
)
from pipeline.backends.builtin.parse_entities import number_value
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    Case,
    RealizationRefused,
    is_adjective,
    is_empty_noun,
    is_frame,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_np_article import NounArticles
from pipeline.backends.builtin.realize_open_bounds import open_bound
from pipeline.backends.builtin.realize_plural_names import plural_group_word
from pipeline.backends.builtin.realize_predicate_nouns import PredicateNouns
from pipeline.backends.builtin.realize_source_words import aside
from pipeline.backends.builtin.realize_tree import (
    Const,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_vague_multiples import vague_multiple_text
from pipeline.backends.builtin.realize_words import (
    DETERMINERS,
    MEASURE_SUFFIXES,
    PLURAL_ONLY,
    PLURAL_QUANTIFIERS,
    ROLE_PREPOSITIONS,
)


class CommonNouns(NounArticles, PredicateNouns):
    """A noun phrase headed by a common noun."""

    def common_np(self, node: Node, case: Case, skip: set[int], extra_mod: str | None,
                  predicative: bool, bare: bool = False, extra_post: str | None = None,
                  extra_det: str | None = None, extra_mod_at: int | None = None) -> NP:
        concept = node.concept
        head = self.word_of(node)
        source_plural = False
        if head is not None:
            low = head.lower()
            source_plural = (low != stem(concept) and low.endswith("s") and not low.endswith("ss")) \
                or low in ("these", "those") or low in PLURAL_ONLY | PLURAL_QUANTIFIERS \
                or (low != stem(concept) and plural(stem(concept)) == low) \
                or (self.source is not None and plural_group_word(node, self.source.tokens))
            # ("people were"; "Americans have been kept": realize_plural_names)
            if head[:1].isupper() and node.align and node.align[0] == 0 \
                    and not self.keeps_capital(head, node):
                head = low  # capitalised only because it opened the sentence
        det: list[str] = []
        pre: list[str] = []
        post: list[str] = []
        said_relatives: list[tuple[Node | None, str]] = []
        pre_at: dict[str, int] = {}  # a modifier said before the noun: its source position
        quant: list[str] = []
        hedge = ""  # "about" of a number that is the noun's own word ("about 460,000")
        is_plural = source_plural
        definite_marker = ordinal_the = False
        owner_after = False  # a possessor said after the noun, as "of X"
        polarity = self.const(node, ":polarity") == "-"
        if extra_mod:
            pre.append(extra_mod)
            if extra_mod_at is not None:  # a focus adjective keeps the source's order
                pre_at[extra_mod] = extra_mod_at
        if extra_post:
            post.append(extra_post)
        if extra_det:
            det.append(extra_det)
            definite_marker = True
        for e in node.edges:
            role_node = e.target
            if id(e) in skip or e.role != ":ARG0-of" or not isinstance(role_node, Node) \
                    or role_node.concept not in ("have-rel-role-91", "have-org-role-91") \
                    or role_node.var in self.done:
                continue
            # (person :ARG0-of (have-rel-role-91 :ARG1 i :ARG2 friend)) is "my friend".
            titles = [x.target for x in role_node.edges if x.role == ":ARG2"]
            if not titles:
                continue
            skip.add(id(e))
            self.done.add(role_node.var)
            head = self.argument(titles[0], "obj", bare=True).text
            for x in role_node.edges:
                if x.role != ":ARG1":
                    continue
                of = self.target_node(x.target)
                if of is not None and (of.concept in PRONOUNS or of.var in self.done):
                    det.append(self.pronoun(of, "poss").text)
                    self.done.add(of.var)
                    definite_marker = True
                else:
                    post.append("of " + self.argument(x.target, "obj").text)
                    if of is not None and of.align and node.align and of.align[0] < node.align[0]:
                        # "the girl's mother" said "the mother of the girl", not "mother of"
                        definite_marker = ordinal_the = True
            break
        # The source's own "what" heads a free relative too ("with what police expected").
        if concept == "thing" and (head is None or head.lower() == "what") and not extra_mod \
                and not extra_post \
                and not extra_det and not predicative:
            events = [e for e in node.edges if id(e) not in skip and is_inverted(e.role)
                      and isinstance(e.target, Node) and is_frame(e.target.concept)
                      and e.target.var not in self.done]
            plain = [e for e in node.edges if id(e) not in skip and not is_inverted(e.role)]
            event = events[0].target if len(events) == 1 else None
            if isinstance(event, Node) and not plain \
                    and base_role(events[0].role) in (":ARG1", ":ARG0") \
                    and any(ARG_ROLE.match(x.role) for x in event.edges):
                # A free relative: (thing :ARG1-of (say-01 :ARG0 he)) is "what he said".
                return NP(self.clause(event, gap=base_role(events[0].role), relative="what"))
        # Nominalised events: (thing :ARG1-of (say-01 ...)), (person :ARG0-of (teach-01)).
        if (head is None and concept in ("thing", "person")) or is_frame(concept):
            head = self.nominal_head(node, skip) or head
        if head is None:
            head = stem(concept)
            if "-" in head and not lemma_pos(head):
                head = head.replace("-", " ")  # "little-by-little", "at-all"
            if concept == "person" and not node.edges:
                head = "person"
        for e in node.edges:
            if id(e) in skip or e.role in (":polarity", ":wiki", ":mode"):
                continue
            role, target = e.role, e.target
            age = self.age_aside(e)
            if age:
                post.append(age)  # "a female colleague, 25,": an aside, as the source said it
                continue
            if role == ":quant":
                if isinstance(target, Const) and target.align[:1] == node.align[:1] \
                        and head.lower() == self.number_text(target).lower():
                    # "one of the nations", "1,000 injured": the number is the noun's word
                    is_plural = self.is_plural(node)
                    hedge = self.approximator(target)  # "kill about 460,000 yearly"
                    continue
                if isinstance(target, Const) and concept.endswith(MEASURE_SUFFIXES) and head is not None:
                    # "the 8-year-old" as a noun: one word with its number, not "8 year-olds"
                    head, is_plural = f"{self.number_text(target)}-{stem(concept)}", False
                    continue
                if isinstance(target, Const) and node.align[:1] and node.align[0] in target.align[1:] \
                        and head is not None:
                    # "2.92 million in 2002": the noun's word ends the number; said once
                    head, hedge = self.number_text(target), self.approximator(target)
                    continue
                if isinstance(target, Const):
                    value = target.text
                    if self.source is not None and target.align and self.source.word(
                            self.number_start(target.align[0]) - 1) in ("$", "US$", "€", "£"):
                        # "Jackson posted 3 million bonds" for "a $3 million bond": the
                        # parse counted the noun with the sum of money it costs
                        raise RealizationRefused("a sum of money said as a count of its noun")
                    quant.append(self.approximator(target) + self.number_text(target))
                    try:
                        is_plural = float(value) != 1 and self.number_counts(node)
                    except ValueError:
                        is_plural = True
                else:
                    vague = vague_multiple_text(target) if isinstance(target, Node) else None
                    if vague is not None and isinstance(target, Node):
                        # "several hundred homes", not "a few of 1000 troops"
                        self.done.add(target.var)
                        quant.append(vague)
                        is_plural = True
                        continue
                    q = self.argument(target, "obj")
                    quant.append(q.text)
                    is_plural = q.text not in ("one", "1", "a", "each", "every")
                    if q.text in ("some", "much", "little", "enough", "more", "less") and head \
                            and self.source is not None and head in self.source.tokens:
                        # "some brain damage", not "damages"; only for a word the source
                        # said as such (a gold graph's concept stands for "some pencils")
                        is_plural = source_plural
                continue
            if role == ":poss":
                owner_node = self.target_node(target)
                if owner_node is not None and owner_node.var in self.done:
                    det.append(self.pronoun(owner_node, "poss").text)
                    definite_marker = True
                elif owner_node is not None and owner_node.concept in PRONOUNS:
                    det.append(pronoun_form(owner_node.concept, "poss"))
                    self.done.add(owner_node.var)
                    definite_marker = True
                else:
                    owner = self.argument(target, "obj")
                    if owner and len(owner.text.split()) <= 4 and owner_node is not None and (
                            is_human(owner_node.concept) or self.has_role(owner_node, ":name")):
                        det.append(owner.text + ("'" if owner.text.endswith("s") else "'s"))
                        definite_marker = True
                    elif owner:
                        post.append("of " + owner.text)
                        owner_after = True
                continue
            if role == ":mod":
                target_node = self.target_node(target)
                if target_node is not None and is_empty_noun(target_node):
                    self.done.add(target_node.var)
                    continue
                if target_node is not None and target_node.concept.endswith(MEASURE_SUFFIXES) \
                        and self.const(target_node, ":quant") is not None:
                    # "her 92-year-old husband", not "her 92 year-olds husband"
                    pre.append(self.modifier(node, e))
                    continue
                if isinstance(target, Const):
                    if target.text[:1].isdigit() and "-" in target.text and target.align \
                            and node.align and target.align[0] < node.align[0]:
                        pre.append(target.text)  # "3-15 infantry", a designation as said
                        definite_marker = True
                        said_article = self.article_before(target.align[0])
                        if said_article and not det:
                            # "through the 2004-2005 season": the source's own article
                            # before the designation stays ("through 2004-2005 season")
                            det.append(said_article)
                    elif target.text[:1].isdigit():
                        bound = open_bound(self.source.tokens, self.source.owner,
                                           target.align[0]) \
                            if self.source is not None and target.align else ""
                        post.append(target.text + bound)  # "women 65 and older"
                        definite_marker = True
                    else:
                        pre.append(target.text)
                    continue
                if target_node is None:
                    continue
                word = stem(target_node.concept)
                if isinstance(target, Node) and not target.edges and word in DETERMINERS \
                        and not self.after_the(node, target) \
                        and not (word == "other" and self.const(node, ":quant") is not None):
                    self.done.add(target.var)
                    form = (self.word_of(target) or word).lower()
                    if word in ("all", "both", "half"):
                        det.insert(0, form)  # "all those governments"
                    else:
                        det.append(form)
                    if word in ("these", "those", "many", "few", "several", "both", "all"):
                        is_plural = True
                    definite_marker = True
                    continue
                if isinstance(target, Node) and self.is_clause(target) and target.edges:
                    post.append(self.relative_from_mod(target))
                    continue
                opener = self.apposition_opener(node, target) if isinstance(target, Node) else ""
                if opener:  # "License sales, a key measure of demand,": with its article
                    post.append(aside(opener, self.argument(target, "obj").text))
                    continue
                phrase = self.argument(target, "obj", bare=True)
                if phrase:
                    if phrase.text.split(" ", 1)[0] in DETERMINERS and " " in phrase.text:
                        post.append("of " + phrase.text)  # "the governments of those countries"
                    elif isinstance(target, Node) and ((
                            target.concept == "and" and self.names_follow(node, target)
                            and all(isinstance(e.target, Node) and any(x.role == ":name" for x in e.target.edges)
                                    for e in target.edges if e.role.startswith(":op")))
                            or (target.concept == "percentage-entity" and node.concept == "number")):
                        post.append(f", {phrase.text},")  # "eight states, Alaska, ... and Washington,", "a number, 8 percent,"
                    elif isinstance(target, Node) and len(list(target.walk())) > 2 \
                            and not is_adjective(word) and not self.list_before_head(node, target):
                        self.refuse_predicate_of(node, target)  # "the deal of the largest ..."
                        post.append(phrase.text if phrase.text.split(" ")[0] in ROLE_PREPOSITIONS.values()
                                    else "of " + phrase.text)
                    elif isinstance(target, Node) and self.of_in_source(node, target):
                        at = self.position(target)
                        the = "the " if self.source is not None and at and self.source.word(
                            at - 1).lower() == "the" and phrase.text.split(" ", 1)[0].lower() \
                            not in DETERMINERS else ""  # "a picture of the economy"
                        post.append(f"of {the}{phrase.text}")  # "the town of Al-Kut", as the source
                    else:
                        where = self.position(target) if isinstance(target, Node) else None
                        if where is not None and node.align and where > node.align[0] \
                                and self.const(target_node, ":quant") is not None \
                                and not target_node.concept.endswith(("-quantity", "-entity")):
                            # "a yearly 10 million bonuses salary" for "a yearly salary of
                            # $10 million plus bonuses": a counted noun the source said after
                            # its head is no word before it ("a $388.1 million revenue", a
                            # measure, is)
                            raise RealizationRefused("a counted noun said after its head "
                                                     "cannot modify it from before")
                        pre.append(phrase.text)
                        if where is not None:
                            pre_at[phrase.text] = where
                continue
            if role == ":ord":
                ordinal = self.argument(target, "obj")
                pre.insert(0, ordinal.text)
                definite_marker = ordinal_the = True  # "the last year", "his second book"
                continue
            if predicative and "ADJ" in lemma_pos(head or stem(concept)):
                manner = self.adverb_before_adjective(e)
                if manner:
                    pre.insert(0, manner)
                    continue
            if role == ":degree":
                target_node = self.target_node(target)
                if target_node is None or not self.lexicalized(node, target_node):
                    pre.insert(0, self.argument(target, "obj").text)
                continue
            if role == ":domain" and predicative:
                continue
            if role == ":name":
                continue
            if role == ":part-of" and isinstance(target, Node | Ref):
                whole = self.target_node(target)
                if whole is not None and (whole.concept in PRONOUNS or whole.var in self.done):
                    det.append(self.pronoun(whole, "poss").text)  # "his brain"
                    self.done.add(whole.var)
                    definite_marker = True
                    continue
            if is_inverted(role) and isinstance(target, Node) and self.same_token(node, target):
                # The event is in the noun itself ("holders" for hold-01): keep its other parts.
                self.done.add(target.var)
                for x in target.edges:
                    if isinstance(x.target, Ref) and x.target.var == node.var:
                        continue
                    agent = self.target_node(x.target)
                    if ARG_ROLE.match(x.role) and agent is not None and (
                            agent.concept in PRONOUNS or agent.var in self.done):
                        det.append(self.pronoun(agent, "poss").text)  # "my drawing"
                        self.done.add(agent.var)
                        definite_marker = True
                    elif ARG_ROLE.match(x.role) and isinstance(x.target, Node):
                        phrase = self.argument(x.target, "obj", bare=True)
                        where = self.position(x.target)
                        if where is not None and node.align and where < node.align[0]:
                            pre.append(phrase.text)
                        else:
                            post.append("of " + phrase.text)
                    else:
                        text = self.modifier(target, x)
                        if text:
                            post.append(text)
                continue
            if is_inverted(role):
                rel = self.relative(node, e)
                if rel and rel.startswith("@"):
                    pre.append(rel[1:])
                elif rel and rel.startswith("of ") and isinstance(target, Node) \
                        and target.concept == "include-91":
                    # the member's "of" phrase comes first: "two counts of murder in the
                    # deaths of ...", not "... of his wife and unborn son of murder"
                    if extra_post:  # torn off by the focus phrase (realize_focus_phrase_order)
                        raise RealizationRefused("a focus phrase would move before its "
                                                 "noun's other phrases")
                    post.insert(0, rel)
                elif rel and self.source is not None:
                    said_relatives.append((self.target_node(target), rel))
                elif rel:
                    post.append(rel)
                continue
            if ARG_ROLE.match(role) or role.startswith(":op"):
                if role == ":ARG1" and not is_frame(concept) and isinstance(target, Node) \
                        and is_frame(target.concept) and self.said_as_infinitive(target):
                    # 'would be "hard-pressed" to veto the bill', not 'hard-pressed of vetoing':
                    # the "of" and gerund of a noun's event misread the source's infinitive
                    raise RealizationRefused("an infinitive after its word would be said as "
                                             "'of' and a gerund")
                phrase = self.argument(target, "obj")
                if phrase:
                    post.append(("of " if role in (":ARG1", ":op1") or is_frame(concept) else "")
                                + phrase.text)
                continue
            text = self.modifier(node, e)
            if text:
                post.append(text)
        relatives = self.joined_relatives(said_relatives)  # "who was shot and killed"
        if is_plural and head is not None and not source_plural and not head.endswith("s") \
                and number_value(head) is None:  # "1,000 injured", not "1,000s"
            if self.source is not None and not head[-1:].isalpha():
                # "1.5875 GBP=s" for "at $1.5875 GBP=": a code (a Reuters quote) is no noun
                raise RealizationRefused(f"a code ({head!r}) cannot be said as a plural noun")
            head = plural(head)
        words: list[str] = []
        if concept == "thing" and quant and not pre and not post and not relatives and not det:
            return NP(" ".join(quant), plural=is_plural)  # "(thing :quant 1.42)" is just the number
        if polarity and not predicative:
            words.append("no")
            definite_marker = True
        if ordinal_the and not det:
            det.append("the")
        words.extend(det)
        words.extend(quant)
        slots = [i for i, p in enumerate(pre) if p in pre_at]
        for i, p in zip(slots, sorted((pre[i] for i in slots), key=pre_at.__getitem__), strict=True):
            pre[i] = p  # the source's order: "the past few days", not "few past days"
        words.extend(p for p in pre if p)
        self.refuse_scrambled_prenominals(node, words, node.align[0] if node.align else None,
                                          head or "", post)
        words.append(hedge + (head or "thing"))
        # an aside set off by commas closes the noun's own phrases: "the supreme leader of
        # the country, hard-liner Ayatollah Ali Khamenei,", not "the supreme leader,
        # hard-liner Ayatollah Ali Khamenei, of the country", which reads as his country
        words.extend(sorted((p for p in post if p), key=lambda p: p.startswith(", ")))
        # A parsed noun's relative clauses follow its own phrases: "the American troops from
        # three infantries that have been attacked", not "... that have been attacked from three
        # infantries", which attaches the phrase to the clause's verb.  (Gold graphs keep their
        # edge order: their layout already follows the reference sentence.)
        words.extend(relatives)
        text = " ".join(words)
        text, definite = self.with_article_of(node, text, case, head, is_plural=is_plural,
                                              predicative=predicative, bare=bare,
                                              determined=definite_marker, counted=bool(quant),
                                              owner_after=owner_after)
        human = is_human(concept) or concept == "person"
        share = self.share_plural(node)
        return NP(text, 3, is_plural if share is None else share, human, definite)

