"""Repairs of spaCy dependency trees the small English model gets wrong in a way the rules
can recognise, made on the parsed ``Doc`` before :func:`convert_sentence` reads it.

Each repair rewrites heads, labels and tags only where the wrong tree is unambiguous:

* a free relative read as a determiner: "consistent with what police expected" tagged
  ``what/det police/pcomp expected/acl``, which the rules said as "consistent police who
  was expected"; repaired to ``what/dobj police/nsubj expected/pcomp`` (the tree spaCy gives
  "with what the officers expected"), a ``thing`` the clause describes;
* a list after "of" read as an apposition: "The Prime Ministers of China, Russia and four
  central Asian nations" with ``Russia/appos`` of "Ministers" (and the rest its conjuncts),
  which the rules dropped; repaired to ``Russia/conj`` of "China" when both are places
  and the apposition carries a coordination of its own;
* a time hung on a preposition: "rose to 4.46% from 4.42% late Thursday" with
  ``Thursday/npadvmod`` of "from", which the rules dropped; repaired to a modifier of the
  preposition's verb.  Not a measure of "after" or "before" ("two days after the attack",
  "a week before the election"): that is the connective's ``:quant`` (parse_measures);
* an adjective of a listed pair hung on the verb: "Cool, moist air moved" with
  ``Cool/amod`` of "moved"; repaired to a modifier of the subject it opens;
* a noun read as a verbless clause with "that" its subject: "to test that objective this
  week" with ``that/nsubj objective/ccomp``; repaired to ``that/det objective/dobj``;
* a name read as an adverb of the verb after it: "as Ghafar spoke by satellite telephone"
  with ``Ghafar/advmod`` of "spoke" (and "by" an agent), which the rules said "as satellite
  telephone spoke Shellfire Ghafar"; repaired to the subject of the finite verb that has
  none.

Repairs of a verb or a clause spaCy hung in the wrong place are in parse_verb_repairs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_adverb_prepositions import repair_adverb_prepositions
from pipeline.backends.builtin.parse_amounts import repair_amounts
from pipeline.backends.builtin.parse_apposed_list_members import repair_apposed_list_members
from pipeline.backends.builtin.parse_appositions import list_after_colon
from pipeline.backends.builtin.parse_as_complements import repair_as_complements
from pipeline.backends.builtin.parse_auxiliary_subjects import repair_auxiliary_subjects
from pipeline.backends.builtin.parse_averages import repair_on_average
from pipeline.backends.builtin.parse_because_of_clauses import repair_because_of_clauses
from pipeline.backends.builtin.parse_causes import repair_result_clause
from pipeline.backends.builtin.parse_change_particles import (
    repair_change_particles,
    repair_stray_change_amounts,
)
from pipeline.backends.builtin.parse_contrast_phrases import repair_contrast_phrases
from pipeline.backends.builtin.parse_copular_conjuncts import repair_copular_conjuncts
from pipeline.backends.builtin.parse_described_pronouns import repair_described_pronouns
from pipeline.backends.builtin.parse_doubled_prepositions import repair_doubled_prepositions
from pipeline.backends.builtin.parse_finite_conjuncts import repair_finite_conjuncts
from pipeline.backends.builtin.parse_first_names import repair_first_names
from pipeline.backends.builtin.parse_fronted_appositions import repair_fronted_appositions
from pipeline.backends.builtin.parse_fronted_subjects import repair_fronted_subjects
from pipeline.backends.builtin.parse_gapped_passives import repair_gapped_passives
from pipeline.backends.builtin.parse_gerund_conjuncts import repair_gerund_conjuncts
from pipeline.backends.builtin.parse_inverted_progressives import repair_inverted_progressives
from pipeline.backends.builtin.parse_joined_adjuncts import repair_joined_adjuncts
from pipeline.backends.builtin.parse_joined_prepositions import repair_joined_prepositions
from pipeline.backends.builtin.parse_like_openers import repair_like_openers
from pipeline.backends.builtin.parse_linking_verbs import repair_linking_auxiliaries
from pipeline.backends.builtin.parse_list_repairs import repair_lists
from pipeline.backends.builtin.parse_made_participles import repair_made_participles
from pipeline.backends.builtin.parse_measures import MEASURE_UNITS
from pipeline.backends.builtin.parse_misread_past_verbs import (
    repair_coordinated_past_verbs,
    repair_misread_past_verbs,
    repair_participle_roots,
)
from pipeline.backends.builtin.parse_misread_present_verbs import repair_misread_present_verbs
from pipeline.backends.builtin.parse_modifier_clauses import repair_modifier_clauses
from pipeline.backends.builtin.parse_money_changes import repair_money_changes
from pipeline.backends.builtin.parse_month_counts import repair_month_counts
from pipeline.backends.builtin.parse_multiword_subordinators import repair_multiword_subordinators
from pipeline.backends.builtin.parse_name_list_tails import repair_name_list_tails
from pipeline.backends.builtin.parse_names import repair_names
from pipeline.backends.builtin.parse_number_adjectives import repair_number_adjectives
from pipeline.backends.builtin.parse_object_conjuncts import repair_object_conjuncts
from pipeline.backends.builtin.parse_object_subjects import repair_object_subjects
from pipeline.backends.builtin.parse_participle_subjects import repair_participle_subjects
from pipeline.backends.builtin.parse_participles import repair_dated_participles
from pipeline.backends.builtin.parse_perfect_participles import repair_perfect_participles
from pipeline.backends.builtin.parse_person_appositions import repair_person_appositions
from pipeline.backends.builtin.parse_postnominal_adjectives import repair_postnominal_adjectives
from pipeline.backends.builtin.parse_prepositions import (
    PARTICIPLE_PREPOSITIONS,
    follower_of_following,
    repair_prepositions,
)
from pipeline.backends.builtin.parse_quantifiers import repair_quantifiers
from pipeline.backends.builtin.parse_raising_participles import repair_raising_participles
from pipeline.backends.builtin.parse_rates import repair_rates
from pipeline.backends.builtin.parse_reduced_relative_subjects import (
    repair_reduced_relative_subjects,
)
from pipeline.backends.builtin.parse_relative_adverbs import repair_relative_adverbs
from pipeline.backends.builtin.parse_relative_tails import repair_relative_tails
from pipeline.backends.builtin.parse_repeated_prepositions import repair_repeated_prepositions
from pipeline.backends.builtin.parse_reported_conjuncts import (
    repair_reported_conjuncts,
    repair_speaker_conjuncts,
    repair_told_clauses,
)
from pipeline.backends.builtin.parse_semicolons import repair_semicolon_clauses
from pipeline.backends.builtin.parse_split_objects import repair_split_objects
from pipeline.backends.builtin.parse_split_subjects import repair_split_subjects
from pipeline.backends.builtin.parse_stranded_prepositions import repair_stranded_prepositions
from pipeline.backends.builtin.parse_subject_times import repair_subject_times
from pipeline.backends.builtin.parse_subordinate_subjects import repair_subordinate_subjects
from pipeline.backends.builtin.parse_time_zones import (
    repair_clock_adverbs,
    repair_military_times,
    repair_time_zones,
)
from pipeline.backends.builtin.parse_title_lists import repair_title_lists
from pipeline.backends.builtin.parse_title_names import repair_title_names
from pipeline.backends.builtin.parse_titles import repair_quoted_titles
from pipeline.backends.builtin.parse_verb_lists import repair_verb_conjuncts
from pipeline.backends.builtin.parse_verb_repairs import (
    clause_of_the_complement,
    content_clause_as_conjunct,
    noun_as_verb,
    verb_after_a_reduced_relative,
    verb_in_the_subject,
)
from pipeline.backends.builtin.parse_verbless_clauses import repair_verbless_clauses

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from pipeline.backends.builtin.lexicon import PropBankLexicon


def repair_tree(doc: Doc, lexicon: PropBankLexicon) -> None:
    """Rewrite the misparses of the module docstring in place."""
    repair_semicolon_clauses(doc)  # "X; Lupas said Y": X is not what Lupas said
    repair_modifier_clauses(doc)  # "X retired and Y resigned": two clauses, not a modifier
    repair_linking_auxiliaries(doc)  # "she felt threatened": "felt" read as an auxiliary
    repair_title_lists(doc)  # '"Malcolm X," "Summer of Sam" and "Jungle Fever"': three names
    repair_quoted_titles(doc)  # 'her autobiography, "Find Me," that ...': a name, not an order
    repair_first_names(doc)  # "said Per Lindberg": a first name, not a preposition
    repair_copular_conjuncts(doc)  # "to be honest with you and open about my life": two adjectives
    repair_person_appositions(doc)  # "Kenny and the family's lawyer, Michael Ratner,": the lawyer's
    repair_fronted_subjects(doc)  # "Under the Constitution, the other chamber ... does not vote"
    repair_like_openers(doc)  # "Like Viacom, General Electric is seen": GE is the one seen
    repair_participle_subjects(doc)  # "people portraying victims stumbled": the people's
    repair_fronted_appositions(doc)  # "A demolitions expert for JI, al-Ghozi was arrested"
    repair_postnominal_adjectives(doc)  # "operatives loyal to X do not require": one subject
    repair_misread_present_verbs(doc)  # "That exploit works on ...": a verb, not a plural
    repair_split_subjects(doc)  # "Country-music station KKCS has suspended": one subject
    repair_as_complements(doc)  # "characterized the move as a desperate measure": the verb's
    repair_change_particles(doc)  # "was up a penny at $2.22": the change, not a place
    repair_stray_change_amounts(doc)  # "and DRAMs up 8.2 percent": the change of "up"
    repair_verbless_clauses(doc)  # "exposed ... while in the hospital": a place
    repair_made_participles(doc)  # "made 38 arrests linked to the blackout": the arrests made
    repair_split_objects(doc)  # "in afternoon | New York Stock Exchange trading": one object
    repair_joined_prepositions(doc)  # "in and near Chicago": the object of "in"
    repair_contrast_phrases(doc)  # "barely changed but within a few points": the verb's
    repair_adverb_prepositions(doc)  # "Congress twice before passed": the verb's adverb
    repair_joined_adjuncts(doc)  # "Under the terms ..., and following the spinoff": the verb's
    repair_described_pronouns(doc)  # "among several published this week": a noun's participle
    repair_multiword_subordinators(doc)  # "as long as Dick wants": the clause's marks
    for token in doc:
        if token.lower_ == "what" and token.tag_ == "WP" and token.dep_ == "det":
            _free_relative(token)
        elif token.dep_ == "appos" and token.ent_type_ == "GPE":
            _list_after_of(token)
            if token.dep_ == "appos":
                list_after_colon(token)
        elif token.dep_ == "npadvmod" and token.ent_type_ in ("DATE", "TIME") \
                and token.head.dep_ == "prep" and token.head.head.pos_ in ("VERB", "AUX") \
                and token.head.lower_ not in PARTICIPLE_PREPOSITIONS \
                and token.head.lower_ != "according" \
                and not (token.head.lower_ in ("after", "before")
                         and token.lemma_.lower() in MEASURE_UNITS):
            token.head = token.head.head
        elif token.lemma_ in ("lead", "result") and token.pos_ == "VERB":
            repair_result_clause(token)  # "led to his books being banned": the books are banned
        elif token.dep_ == "ccomp" and token.tag_ in ("NN", "NNS"):
            _noun_read_as_clause(token)
        elif token.dep_ == "ccomp":
            clause_of_the_complement(token)
        elif token.lower_ == "following":
            follower_of_following(token, lexicon)  # "the vehicle following the car"
        elif token.dep_ == "amod" and token.pos_ == "ADJ" and token.head.pos_ == "VERB":
            _adjective_of_the_subject(token)
        elif token.dep_ == "advmod" and token.pos_ == "PROPN":
            _name_as_subject(token)
        elif token.dep_ == "conj" and token.pos_ in ("VERB", "AUX"):
            content_clause_as_conjunct(token)
            if token.dep_ == "conj" and token.tag_ == "VBD":
                verb_after_a_reduced_relative(token)
        elif token.dep_ in ("dobj", "conj") and token.pos_ in ("PROPN", "NOUN"):
            _subject_of_the_next_verb(token)
        elif token.dep_ == "pobj" and token.pos_ == "NOUN" and token.head.pos_ == "ADP":
            _noun_after_a_possessive_name(token)
        elif token.dep_ == "xcomp" and token.tag_ == "VBG":
            _purpose_of_the_gerund(token)
        elif token.dep_ == "nsubj" and token.pos_ == "NOUN":
            _second_subject_as_apposition(token)
        elif token.dep_ == "compound" and token.tag_ == "NN" and token.is_lower \
                and lemma_pos(token.lower_) == {"VERB"}:
            verb_in_the_subject(token)
    repair_title_names(doc)  # "athletic director Bruce Van De Velde nor Morgan": the post's name
    repair_lists(doc)  # "a printer, scanner, and copier": one list, not an apposition
    repair_apposed_list_members(doc)  # "his wife, Laci, and their unborn son": the wife's list
    repair_relative_adverbs(doc)  # "where he was evaluated and treated": the first verb's "where"
    repair_number_adjectives(doc)  # "the last 30 attempts": the attempts' "last", not 30's
    repair_prepositions(doc)
    repair_stranded_prepositions(doc)  # "heard from in two weeks": the verb's time
    repair_auxiliary_subjects(doc)  # "if Tokyo's ban is not justified": the subject on "is"
    repair_perfect_participles(doc)  # "The case had consolidated numerous ... suits": a verb
    repair_misread_past_verbs(doc)  # "Mahmud controlled access to Saddam": the verb, not an adjective
    repair_coordinated_past_verbs(doc)  # "went to his home, and attempted suicide": a verb
    repair_participle_roots(doc)  # "In March, 67 percent connected through cable": the verb
    repair_subordinate_subjects(doc)  # "as a wave of profit warnings drained": the wave drained
    repair_reduced_relative_subjects(doc)  # "Two Americans killed in ... were": the copula
    repair_because_of_clauses(doc)  # "because of what he described as ...": the cause
    repair_on_average(doc)  # "on average", read as a phrase on its clause
    repair_military_times(doc)  # "by 0835 GMT": a clock time, not a count of the zone
    repair_time_zones(doc)  # "at 2:40 a.m. GMT": the zone is the time's, not a second object
    repair_clock_adverbs(doc)  # "declared dead about 6 p.m.": the verb's time
    repair_money_changes(doc, lexicon)  # "fell $9.61 to $50.26", one sum to spaCy: the change and its end
    repair_amounts(doc)  # "from 3.03 million in 2001 to 2.92 million": both ends
    repair_rates(doc)  # "jumped $1.63 or 8 percent": one measure, said two ways
    repair_dated_participles(doc)  # "the quarter ended June 29": the date after the participle
    repair_month_counts(doc)  # "In July 32 Singaporean police officers": no day 32
    repair_names(doc)  # "the Supreme Court of" + "New York County": one name
    repair_quantifiers(doc)  # "two dozen suspected militants": the militants' count
    repair_verb_conjuncts(doc, lexicon)  # "promote, support, attack or oppose": verbs
    repair_name_list_tails(doc)  # "as A and B of Thailand, and C of Egypt": one list
    repair_reported_conjuncts(doc)  # "A talked ..., and B surrounded ..., Bragdon said": one report
    repair_told_clauses(doc)  # "telling authorities he shot Dennehy": what was told, not a conjunct
    repair_speaker_conjuncts(doc)  # "said a search is ongoing but declined comment": his
    repair_relative_tails(doc)  # "two ships that sank ... but resurfaced ... could block"
    repair_finite_conjuncts(doc)  # "begins to slow and economic indicators move": "begins"'s
    repair_gerund_conjuncts(doc)  # "charged with murder and tampering with evidence": one list
    repair_repeated_prepositions(doc)  # "convicted of making ... and of destroying": one list
    repair_doubled_prepositions(doc)  # "in prison at at Kingston Crown Court": a slip
    repair_inverted_progressives(doc)  # "Resigning along with Brendsel was Vaughn Clarke": his
    repair_subject_times(doc)  # "Colin Powell on Friday designated": the verb's day
    repair_object_conjuncts(doc)  # "had breast cancer and Moore is being treated": Moore's
    repair_gapped_passives(doc)  # "been arrested and $17 million ... seized": a clause
    repair_raising_participles(doc)  # "a pickup and SUV believed to be transporting": no believer
    repair_object_subjects(doc)  # "warned the US should not use": the US's own clause
    for sent in doc.sents:
        if not any(t.pos_ in ("VERB", "AUX") for t in sent):
            noun_as_verb(sent.root, lexicon)


def _free_relative(what: Token) -> None:
    noun = what.head
    if noun.i != what.i + 1 or noun.dep_ not in ("pcomp", "pobj") or noun.head.pos_ != "ADP":
        return
    verb = next((c for c in noun.children if c.dep_ == "acl" and c.tag_ in ("VBN", "VBD")
                 and c.i == noun.i + 1), None)
    if verb is None or any(c.dep_ in ("dobj", "nsubj", "nsubjpass") for c in verb.children):
        return
    prep = noun.head
    verb.head = prep
    verb.dep_ = "pcomp"
    verb.tag_ = "VBD"
    noun.head = verb
    noun.dep_ = "nsubj"
    what.head = verb
    what.dep_ = "dobj"


def _noun_read_as_clause(noun: Token) -> None:
    """"to test that objective this week": spaCy reads "that" as the subject of a verbless
    clause headed by the noun (``that/nsubj objective/ccomp``), which the rules said "to test
    that objectives"; repaired to the noun as the object and "that" as its determiner."""
    subject = next((c for c in noun.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.i != noun.i - 1 \
            or subject.lower_ not in ("that", "this", "these", "those") \
            or any(c.dep_ in ("aux", "auxpass", "cop") for c in noun.children):
        return
    noun.dep_ = "dobj"
    subject.dep_ = "det"
    subject.tag_ = "DT"


def _adjective_of_the_subject(adj: Token) -> None:
    """"Cool, moist air moved into Colorado": spaCy hangs the first of the listed adjectives
    on the verb (read as move-01 :ARG1-of cool-04, said "moved into Colorado ... Cool");
    it is the subject's, which begins after it and its comma."""
    subject = next((c for c in adj.head.children if c.dep_ == "nsubj"), None)
    if subject is not None and adj.i < subject.left_edge.i \
            and all(t.text == "," for t in adj.doc[adj.i + 1:subject.left_edge.i]):
        adj.head = subject


def _name_as_subject(name: Token) -> None:
    """"as Ghafar spoke by satellite telephone": spaCy reads the name just before a finite
    verb as its adverb, and the verb is left without a subject; a name is no adverb, so it
    is the subject (a "by" phrase read as the verb's agent is then its means, parse_clauses)."""
    verb = name.head
    if verb.i == name.i + 1 and verb.tag_ in ("VBD", "VBZ", "VBP") \
            and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        name.dep_ = "nsubj"


def _subject_of_the_next_verb(noun: Token) -> None:
    """"Congress twice passed partial birth bans, but former President Bill Clinton, citing
    the need for a health exception, vetoed both measures": spaCy hangs the noun after
    "but" on the first verb (a second object of "passed", or its conjunct) and leaves the
    later verb without a subject; the noun is that verb's subject when only commas and the
    verb's own adverbial clause stand between them."""
    verb = noun.head
    before = noun.left_edge.i - 1
    if before < 1 or noun.doc[before].dep_ != "cc" or noun.doc[before].head.i != verb.i \
            or verb.pos_ != "VERB":
        return
    later = next((c for c in verb.children if c.dep_ == "conj" and c.pos_ == "VERB"
                  and c.i > noun.right_edge.i), None)
    if later is None or any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in later.children):
        return
    between = noun.doc[noun.right_edge.i + 1:later.i]
    if not between or between[0].text != "," or any(
            t.text != "," and not any(a.dep_ == "advcl" and a.head.i == later.i
                                      for a in t.ancestors) and t.dep_ != "advcl"
            for t in between):
        return
    noun.head = later
    noun.dep_ = "nsubj"


def _noun_after_a_possessive_name(noun: Token) -> None:
    """"The Institute for Supply Management's manufacturing index rose": spaCy hangs the
    noun after a possessive name on the name's own preposition ("for ... index") and makes
    the name the subject; the index was dropped and the institute said to rise.  The noun
    takes the name's place, the name is its possessor, and the name's last word is the
    object of the name's preposition again."""
    prep, owner = noun.head, next((c for c in noun.children if c.dep_ == "poss"), None)
    name = prep.head
    if owner is None or owner.pos_ != "PROPN" or name.pos_ != "PROPN" or name.ent_type_ != "ORG" \
            or not name.i < prep.i < owner.i < noun.i or owner.ent_type_ != "ORG" \
            or any(c.dep_ == "pobj" for c in prep.children if c.i != noun.i) \
            or not any(c.dep_ == "case" and c.lower_ == "'s" for c in owner.children):
        return
    if name.head.i == name.i:
        return  # (a name heading its sentence: left as it was)
    noun.head, noun.dep_ = name.head, name.dep_
    name.head, name.dep_ = noun, "poss"
    owner.head, owner.dep_ = prep, "pobj"
    for case in [c for c in owner.children if c.dep_ == "case"]:
        case.head = name


def _purpose_of_the_gerund(gerund: Token) -> None:
    """"Attorneys ... began meeting last week to reach the out-of-court settlement": spaCy
    makes both "meeting" and "to reach" complements of "began", and the parse read the
    infinitive as begin-01's :ARG2 ("met, as they began last week to reach the settlement
    to.", "began to meet through reaching the settlement"); the infinitive after the
    gerund says what the meeting is for."""
    verb = gerund.head
    later = [c for c in verb.children if c.dep_ == "xcomp" and c.i > gerund.i and c.pos_ == "VERB"
             and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)]
    if len(later) != 1 or gerund.i != verb.i + 1:
        return
    later[0].head = gerund
    later[0].dep_ = "advcl"


def _second_subject_as_apposition(noun: Token) -> None:
    """"And SARS, the deadly respiratory disease first detected in China last November,
    tested the agency's new ... center": spaCy gives "tested" two subjects, the name and the
    noun between commas after it, and the parse two :ARG0s ("SARS tested the agency's ...
    center the deadly respiratory disease first detected ..."); the noun is the name's
    apposition."""
    verb, doc = noun.head, noun.doc
    first = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < noun.i), None)
    last = noun.right_edge.i
    closing = last if doc[last].text == "," else last + 1  # (spaCy may hang it on the noun)
    if first is None or first.pos_ != "PROPN" or closing >= verb.i \
            or doc[closing].text != ",":
        return
    if [t.text for t in doc[first.right_edge.i + 1:noun.left_edge.i]] != [","]:
        return
    noun.head, noun.dep_ = first, "appos"


def _list_after_of(member: Token) -> None:
    head = member.head
    prep = next((c for c in head.children if c.dep_ == "prep" and c.lower_ == "of"
                 and c.i < member.i), None)
    first = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep else None
    if first is None or first.ent_type_ != "GPE" or any(c.dep_ == "conj" for c in first.children) \
            or not any(c.dep_ == "cc" for c in member.children) \
            or not any(c.dep_ == "conj" for c in member.children):
        return
    member.head = first
    member.dep_ = "conj"
