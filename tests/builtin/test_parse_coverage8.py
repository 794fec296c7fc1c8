"""Parser errors seen in kept paraphrases of held-out MRPC sentences (coordinated clauses,
"versus", "unless"), each test naming the output it replaced.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SELENSKI = ("The other inmate fell but Selenski shimmed down the makeshift rope to a "
            "second-story roof and used the mattress to scale a razor-wire fence, Fischi said.")
HEATON = ("The Foreign Office said Heaton was in Saudi detention but had not been charged, "
          "and that consul officials had visited him on Thursday.")


def _agents(parser: BuiltinParser, sentence: str, frame: str) -> set[str]:
    """The names (or concepts) of ``frame``'s :ARG0 and :ARG1 in the parse."""
    graph = parsed(parser, sentence)
    concept = {v: c for v, _, c in graph.instances()}
    names = {}
    for e in graph.edges():
        if e.role == ":name":
            names[e.source] = " ".join(str(a.target).strip('"') for a in graph.attributes()
                                       if a.source == e.target)
    return {names.get(e.target, concept[e.target]) for e in graph.edges()
            if concept[e.source] == frame and e.role in (":ARG0", ":ARG1")}


def test_a_bare_conjunct_shares_the_subject_of_the_clause_before_it(parser: BuiltinParser) -> None:
    # Was kept: "The other inmate used the mattress to scale a razor-wire fence, but it fell,
    # and Selenski shimmed the makeshift rope down ..." (use-01 :ARG0 the first clause's
    # inmate, all three clauses one flat contrast-01).
    assert "Selenski" in _agents(parser, SELENSKI, "use-01")
    assert "inmate" not in _agents(parser, SELENSKI, "use-01")
    edges = _edges(parser, SELENSKI)
    assert ("contrast-01", ":ARG1", "fall-01") in edges
    assert ("contrast-01", ":ARG2", "and") in edges
    assert ("and", ":op1", "shim-01") in edges and ("and", ":op2", "use-01") in edges
    texts = every_text(parser, SELENSKI)
    assert not [t for t in texts if "inmate used" in t or "it used" in t], texts
    # ("shimmed the makeshift rope down" moved the source's "down" after the rope: said so,
    # the rope is what went down; realize_particles keeps it after the verb)
    # (was asserted with the two deeds reversed, "Selenski used the mattress to scale a
    # razor-wire fence, and Selenski shimmed down the makeshift rope ...": he climbed down
    # first, then scaled the fence; realize_event_order keeps a doer's past deeds in order)
    # (was asserted with the "but" turned around, "Selenski shimmed down ..., and Selenski
    # used the mattress ..., but the other inmate fell": the contrast then runs the other
    # way; realize_shared_subjects refuses it and says the shared subject once)
    assert ("The other inmate fell, but Selenski shimmed down the makeshift rope to a "
            "second-story roof and used the mattress to scale a razor-wire fence, Fischi "
            "said.") in texts
    assert ("Selenski shimmed down the makeshift rope to a second-story roof, and Selenski used "
            "the mattress to scale a razor-wire fence, but the other inmate fell, Fischi "
            "said.") not in texts
    assert ("Selenski used the mattress to scale a razor-wire fence, and Selenski shimmed down "
            "the makeshift rope to a second-story roof, but the other inmate fell, Fischi "
            "said.") not in texts
    assert not [t for t in texts if "rope down" in t], texts


def test_bare_conjuncts_in_a_line_share_the_nearest_subject(parser: BuiltinParser) -> None:
    # "He just heard two huge bangs and the balloon shuddered and fell": the balloon fell.
    assert _agents(parser, "He just heard two huge bangs and the balloon shuddered and fell.",
                   "fall-01") == {"balloon"}
    assert _agents(parser, "They said many had been beaten, and police officers also stormed "
                   "private wards at the hospital and harassed patients.",
                   "harass-01") == {"officer", "patient"}


def test_but_binds_a_bare_conjunct_before_a_later_and(parser: BuiltinParser) -> None:
    # Was kept: "Heaton had not been charged, but consul officials had visited him on
    # Thursday, and he was in Saudi detention" (one flat contrast-01 of three clauses put
    # the "but" between the charge and the visit).
    edges = _edges(parser, HEATON)
    assert ("contrast-01", ":ARG1", "be-located-at-91") in edges
    assert ("contrast-01", ":ARG2", "charge-01") in edges
    assert ("and", ":op1", "contrast-01") in edges and ("and", ":op2", "visit-01") in edges
    texts = every_text(parser, HEATON)
    assert not [t for t in texts if "charged, but consul" in t], texts
    # (was asserted: "Consul officials had visited him on Thursday, and Heaton was in Saudi
    # detention, but ...", which says "him" before the Heaton it stands for; refused by
    # realize_cataphora)
    assert [t for t in texts if t and "Heaton was in Saudi detention, but he had not been "
            "charged, and consul officials had visited him on Thursday" in t], texts
    assert not [t for t in texts if t and t.startswith("Consul officials had visited him")], texts


def test_but_holds_the_larger_parts_of_one_subjects_verbs(parser: BuiltinParser) -> None:
    # Was kept: "The stock recovered, but it closed higher, and it fell 5 percent."
    sentence = "The stock fell 5 percent but recovered and closed higher."
    edges = _edges(parser, sentence)
    assert ("contrast-01", ":ARG1", "fall-01") in edges
    assert ("contrast-01", ":ARG2", "and") in edges
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "recovered, but" in t or "higher, but it recovered" in t], texts


def test_a_sentence_opening_but_is_not_the_coordinator(parser: BuiltinParser) -> None:
    # Was kept: "Amrozi did not reveal, but he was not asked the company's or his boss's
    # name." (the sentence's opening "But" made the "and" of its two verbs a contrast).
    sentence = "But Amrozi did not reveal and was not asked the company's or his boss's name."
    edges = _edges(parser, sentence)
    assert ("and", ":op1", "reveal-01") in edges and ("and", ":op2", "ask-01") in edges
    assert not [e for e in edges if e[0] == "contrast-01" and e[2] != "and"], edges


EURO = ("The euro was steady versus the Swiss franc after hitting its highest since mid-2001 "
        "of 1.5261 earlier in the session.")


def test_versus_is_what_a_thing_is_compared_to(parser: BuiltinParser) -> None:
    # Was kept: "The euro was Swiss franc steady after hitting its highest ..." (the franc
    # a :mod of "steady", said before it).
    assert ("steady", ":compared-to", "franc") in _edges(parser, EURO)
    texts = every_text(parser, EURO)
    assert not [t for t in texts if "franc steady" in t or "steady the Swiss" in t], texts
    assert ("After hitting its highest since mid-2001 of 1.5261 earlier in the session, the "
            "euro was steady versus the Swiss franc.") in texts
    sentence = "The dollar fell 0.5 percent versus the yen."
    assert ("fall-01", ":compared-to", "yen") in _edges(parser, sentence)
    assert "It was the dollar that fell 0.5 percent versus the yen." in every_text(parser, sentence)


BERLUSCONI = ("This means Berlusconi will be safe from prosecution until his term ends in "
              "2006, unless his government falls before then.")


def test_unless_is_a_negated_condition_never_said_as_a_fact(parser: BuiltinParser) -> None:
    # Was kept: "It is his government that does not fall before then, in which case
    # Berlusconi will be safe ..., this means." (the condition asserted as what happens).
    edges = _edges(parser, BERLUSCONI)
    assert ("safe-01", ":condition", "fall-01") in edges
    texts = every_text(parser, BERLUSCONI)
    assert not [t for t in texts if "in which case" in t], texts
    # (", this means" is no report tag: the fronted condition is said in the pseudo-cleft;
    # see test_realize_said_read600)
    assert ("What this means is that if his government does not fall before then, Berlusconi "
            "will be safe from prosecution until his term ends in 2006.") in texts
    assert not [t for t in texts if t.endswith(", this means.")], texts
    # The same for "if": "It is these loss reductions that continue as expected, in which
    # case further rate reductions should be ordered."
    texts = every_text(parser, "If those loss reductions continue, further rate reductions "
                       "should be ordered, Bordelon said.")
    assert texts and not [t for t in texts if "in which case" in t], texts


def test_what_a_change_is_compared_to_is_never_fronted(parser: BuiltinParser) -> None:
    # Was kept (with "versus" a :mod): "Cable rates have increased 40 percent over the
    # past five years 12 percent inflation during the period"; with :compared-to the
    # fronted "Versus 12 percent inflation, cable rates have increased ..." leads badly.
    sentence = ("The GAO found cable rates have increased 40 percent over the past five "
                "years, versus 12 percent inflation during the period.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t.startswith(("Versus", "Than"))], texts
    assert ("Cable rates have increased 40 percent over the past five years, versus 12 percent "
            "inflation during the period, the GAO found.") in texts


def test_used_a_thing_to_do_is_done_by_the_user(parser: BuiltinParser) -> None:
    # Was kept: "The mattress scaled a razor-wire fence, which Selenski used it to, ..."
    # (scale-01 :ARG0 the mattress: the object of "use" made the infinitive's controller).
    assert _agents(parser, "He used the money to buy a house.", "buy-01") == {"he", "house"}
    assert "Selenski" in _agents(parser, SELENSKI, "scale-01")
    # An animate object still controls: "paid him to leave".
    assert _agents(parser, "They paid him to leave.", "leave-11") == {"he"}
    texts = every_text(parser, SELENSKI)
    assert not [t for t in texts if "mattress scaled" in t or "by the mattress" in t
                or "used it to" in t], texts


def test_the_old_root_never_follows_the_purpose_it_served(parser: BuiltinParser) -> None:
    # "He bought a house, which he used the money to.": a stranded "to" after the object.
    texts = every_text(parser, "He used the money to buy a house.")
    assert not [t for t in texts if t.endswith(" to.")], texts
    # "The money was used to buy a house by him." was asserted here: a passive that puts the
    # pronoun agent last reads as "a house by him" (round 32 refuses it).
    assert "He was the one who used the money to buy a house." in texts


def test_an_infinitive_says_no_subject_its_verb_above_names(parser: BuiltinParser) -> None:
    # Was kept: "On Monday, Blair's Foreign Secretary Jack Straw took his place for him to
    # give a statement to parliament on the European Union."
    texts = every_text(parser, "Blair's Foreign Secretary Jack Straw was to take his place on "
                       "Monday to give a statement to parliament on the European Union.")
    assert not [t for t in texts if "for him to give" in t], texts
    # (nor, since the planned-event check, "took his place" or "his place was taken": "was to
    # take" was only planned; test_realizer_mrpc_heldout11)
    assert not [t for t in texts if " took " in t or "was taken" in t], texts


def test_a_nominal_subject_is_shared_not_the_object(parser: BuiltinParser) -> None:
    # Was kept: "The national gun-ownership debate was revived by California's law banning
    # certain assault weapons, ..." (the subject "decision" is an event, decide-01, so the
    # shared subject fell to the first clause's object, the law).
    sentence = ("The December decision by the 9th U.S. Circuit Court of Appeals upheld "
                "California's law banning certain assault weapons and revived the national "
                "gun-ownership debate.")
    assert _agents(parser, sentence, "revive-01") == {"decide-01", "debate"}
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "revived by California's law" in t], texts
    # (was asserted with the two deeds reversed, "... revived the national gun-ownership
    # debate, and it upheld California's law ...": the ruling revived the debate by upholding
    # the law; realize_event_order keeps a doer's past deeds in order)
    assert ("The December decision by the 9th U.S. Circuit Court of Appeals upheld "
            "California's law banning certain assault weapons, and it revived the national "
            "gun-ownership debate.") in texts
    assert not [t for t in texts if t and "debate, and it upheld" in t], texts
    # A passive's agent is no shared subject: the car was moved, not Smith.
    assert _agents(parser, "The car was sold by Smith and moved to Texas.", "move-01") == {"car"}


def test_an_event_noun_first_said_through_a_reference_stays_a_noun(parser: BuiltinParser) -> None:
    # Was kept: "The standards of protection guaranteed to women by Roe were lessened by
    # deciding 1992, but it reaffirmed ..." (and, before the shared subject was right, "...
    # were lessened by the basic findings of Roe").
    sentence = ("The court's 1992 decision reaffirmed the basic findings of Roe protecting "
                "abortion choice but lessened the standards of protection guaranteed to women "
                "by Roe.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "deciding 1992" in t.lower() or "lessened by the basic" in t], texts
    # (the decision said through its reference: "The basic findings of Roe ... were
    # reaffirmed by the court's 1992 decision, but it lessened ..."; its "but" turned around,
    # "... lessened the standards ..., but it reaffirmed ...", is refused since prec21)
    assert [t for t in texts if t.startswith("The basic findings of Roe protecting abortion "
                                             "choice were reaffirmed by the court's 1992 "
                                             "decision, but it lessened")], texts
    assert not [t for t in texts if "but it reaffirmed" in t], texts


def test_the_person_made_to_act_is_the_impelled_agent(parser: BuiltinParser) -> None:
    # Was kept: "People were the ones that authorities did not force to leave into, Dupont
    # said, but it was called mandatory." (force-01 :ARG2 people).
    edges = _edges(parser, "They forced him to leave.")
    assert ("force-01", ":ARG1", "he") in edges and ("force-01", ":ARG2", "leave-11") in edges
    sentence = "It was called mandatory, but Dupont said authorities did not force people to leave."
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "leave into" in t], texts
    # ("People were not forced by authorities to leave, Dupont said, but it was called
    # mandatory." was asserted here: its "but" turned around, its "it" before what it stands
    # for; refused since prec21, the passive's order is tested without it)
    assert not [t for t in texts if t and t.endswith("but it was called mandatory.")], texts
    assert "People were not forced by authorities to leave, Dupont said." in every_text(
        parser, "Dupont said authorities did not force people to leave.")
    # With a "that" clause too, said back as one where the source had "that" (was "He was
    # the one that she persuaded that it was true to.").
    sentence = "She persuaded him that it was true."
    assert ("persuade-01", ":ARG1", "he") in _edges(parser, sentence)
    texts = every_text(parser, sentence)
    # "He was persuaded that it was true by her." was asserted here; round 32 refuses a
    # pronoun agent after the verb's complements, where it reads as part of them.
    assert "She was the one who persuaded him that it was true." in texts
    assert not [t for t in texts if "true to" in t or "to being true" in t], texts


def test_the_clause_after_an_infinitives_object_is_its_own(parser: BuiltinParser) -> None:
    # spaCy hung "violence was the answer" on "helped" (help-01 :ARG2 answer).
    edges = _edges(parser, "His hatred had helped convince him violence was the answer.")
    assert ("convince-01", ":ARG2", "answer") in edges and ("convince-01", ":ARG1", "he") in edges
    assert ("help-01", ":ARG2", "answer") not in edges
    # Was kept: "He said his hatred for such people grew from these discussions, and it had
    # helped to convince of him being the answer." ("violence" lost in a gerund).
    texts = every_text(parser, "He said his hatred for such people grew from these "
                       "discussions and had helped convince him violence was the answer.")
    assert not [t for t in texts if "of him" in t or "being the answer" in t], texts


def test_a_gerund_never_loses_its_own_subject(parser: BuiltinParser) -> None:
    # Was kept: "An 18-year-old freshman from Dayton, Ohio, climbed over the same
    # 10th-floor ledge, and he plunged below dying." (die-01 :ARG1 he said as a gerund
    # after the preposition, its subject gone); "Outside one restaurant, a sign was joked
    # about eating here." (Rudolph gone).
    for sentence, bad in (
            ("On Oct. 10, an 18-year-old freshman from Dayton, Ohio, climbed over the same "
             "10th-floor ledge and plunged to his death.", "dying"),
            ('"Rudolph ate here", joked a sign outside one restaurant.', "eating here")):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if bad in t], texts


def test_a_listed_noun_keeps_the_there_is_the_source_gave_it(parser: BuiltinParser) -> None:
    # Was kept: "This is a process, and other opportunities for people to participate in
    # the rebuilding of Iraq, and he told reporters." (the "there will be" of the noun lost).
    texts = every_text(parser, "This is a process and there will be other opportunities for "
                       "people to participate in the rebuilding of Iraq.\" he told reporters.")
    assert not [t for t in texts if "process, and other opportunities" in t], texts
    # (and, since the quotation and its speaker are two sentences of the parse, no ", and he
    # told reporters" either: test_realizer_main_event)
    assert not [t for t in texts if "and he told reporters" in t], texts
    # Was kept: "No shred of truth in allegations ..., and calls for a full public inquiry
    # have been resisted, Blair has said."
    texts = every_text(parser, "Blair has said there is not ''a shred of truth'' in allegations "
                       "the government manipulated evidence, and has resisted calls for a full "
                       "public inquiry.")
    assert not [t for t in texts if t.startswith("No shred")], texts


def test_a_that_clause_is_said_with_one_that(parser: BuiltinParser) -> None:
    # Was kept (for a moment): "Specifically, the SEC advised IBM that that this is a
    # fact-finding investigation, ..."
    texts = every_text(parser, "The SEC specifically advised IBM that this is a fact-finding "
                       "investigation and that it has not reached any conclusions related to "
                       "this matter.")
    assert not [t for t in texts if "that that" in t], texts
