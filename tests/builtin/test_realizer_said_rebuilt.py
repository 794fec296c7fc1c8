"""MRPC train sentences 2000-2400 (a tuning range) with the real parser: kept paraphrases a reader
marks broken or meaning-changing, each test naming the output it replaced."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_article_words import dropped_article
from pipeline.backends.builtin.realize_said_rebuilt import misread_fronted_adverb
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

VIN = "I never thought I'd say this, but I almost missed Vin Diesel at first."


# ------------------------------------------------------------ fronted adverbs
def test_never_is_not_fronted_over_its_clauses_not(parser: BuiltinParser) -> None:
    # Was kept: "Never, I did not think I would say this, but I missed Vin Diesel almost at
    # first." (a double negation)
    texts = every_text(parser, VIN)
    assert not [t for t in texts if t.startswith("Never,")], texts
    # Was kept: "Ever, no pill is expected to replace earplugs and other mechanical ear
    # protection."
    texts = every_text(parser, "No pill is ever expected to replace earplugs and other "
                                 "mechanical ear protection.")
    assert not [t for t in texts if t.startswith("Ever,")], texts


def test_a_degree_is_not_fronted_as_a_comment_on_the_sentence(parser: BuiltinParser) -> None:
    # Was kept: "Almost, I missed Vin Diesel at first, but I never thought I would say this."
    texts = every_text(parser, VIN)
    assert not [t for t in texts if t.startswith("Almost,")], texts
    # The time of the same clause still leads it.
    # (was asserted with "almost" drifted: "At first, I missed Vin Diesel almost, ...")
    # (was asserted that "At first, I almost missed Vin Diesel, but I never thought ..."
    # is said: the "but" turned around, now refused by realize_shared_subjects)
    assert not [t for t in texts if "Vin Diesel almost" in t], texts
    # Was kept: "Especially, it is important, given the Sars situation in Singapore, Mr Goh
    # said."
    texts = every_text(parser, "Mr Goh said that it was 'especially important given the Sars "
                                 "situation in Singapore'.")
    assert not [t for t in texts if t.startswith("Especially,")], texts


def test_an_intensity_is_not_fronted_but_a_time_is(parser: BuiltinParser) -> None:
    # Was kept: "Severely, Alzheimer's disease debilitates her 92-year-old husband now."
    texts = every_text(parser, "Her 92-year-old husband is now severely debilitated by "
                                 "Alzheimer's disease.")
    assert not [t for t in texts if t.startswith("Severely,")], texts
    assert any(t.startswith("Now, Alzheimer's disease severely debilitates") for t in texts), texts


def test_a_manner_adverb_does_not_lead_its_sentence(parser: BuiltinParser) -> None:
    # (was asserted kept: "Tentatively, officials planned to burn ...".)  "tentatively" says
    # how they planned; fronted, a manner adverb mostly reads as the speaker's comment
    # ("Personally, the matriarch ... was thanked"): see realize_adverb_scope
    texts = every_text(parser, "Officials tentatively planned to burn about 2,000 acres of "
                                 "dense forest.")
    assert not [t for t in texts if t and t.startswith("Tentatively")], texts


def test_a_fronted_adverb_with_its_own_argument_is_refused() -> None:
    # "Similarly, Houston fourth-graders performed in writing." for "performed similarly to
    # national peers": the adverb's own argument would be left behind
    graph = penman.decode("(s / similar :manner-of (p / perform-01 :ARG0 (g / grader)"
                          " :location (w / write-01)) :ARG2 (p2 / peer))")
    refusal = misread_fronted_adverb(
        graph, "Similarly, graders performed in writing to peers.", "fronted-topic")
    assert refusal is not None and "argument" in refusal
    assert misread_fronted_adverb(graph, "Graders performed similarly to peers in writing.",
                                  "declarative") is None


# ------------------------------------------------------------ a hedge read as a particle
def test_the_up_of_up_to_a_number_is_not_said_again_as_a_particle(parser: BuiltinParser) -> None:
    # Was kept: "Under the bill, physicians who perform the procedure would face up to two
    # years in prison up."
    texts = every_text(parser, "Physicians who perform the procedure would face up to two "
                                 "years in prison, under the bill.")
    assert "Under the bill, physicians who perform the procedure would face up to two years " \
        "in prison." in texts, texts
    assert not [t for t in texts if " up." in t or "prison up" in t], texts


# ------------------------------------------------------------ a noun without its article
def test_a_noun_is_not_said_without_the_sources_article(parser: BuiltinParser) -> None:
    # Was kept: "There is former 92-year-old president that is suffering from Alzheimer's
    # disease."
    texts = every_text(parser, "The 92-year-old former president is suffering from "
                                 "Alzheimer's disease.")
    assert not [t for t in texts if t.startswith("There is former")], texts
    assert "It is the 92-year-old former president who is suffering from Alzheimer's " \
        "disease." in texts, texts
    # Was kept: "18-month process that Jones' decision Friday ended included a frenzy of ..."
    texts = every_text(parser, "Jones' decision Friday ended an 18-month process that included "
                                 "a frenzy of last-minute negotiations between bidders and "
                                 "creditors.")
    assert not [t for t in texts if t.startswith("18-month")], texts
    # Was kept: "There was mistake that Mr. Soros branded Mr. Snow's policy shift."
    texts = every_text(parser, "Mr. Soros branded Mr. Snow's policy shift a \"mistake.\"")
    assert not [t for t in texts if t.startswith("There was mistake")], texts


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_dropped_article_spares_counts_names_and_quotations() -> None:
    tokens = _tokens("The two men were allegedly trying to engage Russian exiles .")
    assert dropped_article("Two men were the ones who were trying to engage Russian exiles.",
                           tokens) is None
    tokens = _tokens("He said an agency hearing officer recommended it .")
    assert dropped_article("There is agency hearing officer that recommended it.", tokens) \
        == "agency hearing officer"
    assert dropped_article("There is an agency hearing officer that recommended it.",
                           tokens) is None
    tokens = _tokens('Mayor Bloomberg said the " behavior of the people was a disgrace . "')
    assert dropped_article('"Behavior of the people was a disgrace," Mayor Bloomberg said.',
                           tokens) is None


# ------------------------------------------------------------ a passive infinitive said as done
def test_a_passive_infinitive_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "He expected Mr. Ebbers, who turned 62 yesterday, was exonerated fully at
    # trial, Mr. Weingarten said." (and six more saying "was exonerated")
    texts = every_text(parser, "Mr. Weingarten said that he expected Mr. Ebbers, who turned 62 "
                                 "yesterday, to be fully exonerated at trial.")
    assert not [t for t in texts if "was exonerated" in t], texts
    # Where the realizer keeps the infinitive, the outputs stay.
    texts = every_text(parser, "Mr. Ebbers' attorney Reid Weingarten said he expects Mr. "
                                 "Ebbers to be exonerated.")
    assert "He expects Mr. Ebbers to be exonerated, Mr. Ebbers' attorney Reid Weingarten " \
        "said." in texts, texts


# ------------------------------------------------------------ an infinitive said in the present
def test_an_infinitive_is_not_said_in_the_present_tense(parser: BuiltinParser) -> None:
    # Was kept: "In approximately a 1,700-square-mile area near McGrath, the state wants
    # kills the wolves to establish a moose nursery of sorts." and "The state wants to kill
    # the wolves in approximately a 1,700-square-mile area near McGrath establishes a moose
    # nursery of sorts."
    texts = every_text(parser, "The state wants to kill the wolves in approximately a "
                                 "1,700-square-mile area near McGrath to establish a moose "
                                 "nursery of sorts.")
    assert not [t for t in texts if "wants kills" in t or "establishes" in t], texts
    assert "It is the state that wants to kill the wolves in approximately a 1,700-square-mile " \
        "area near McGrath to establish a moose nursery of sorts." in texts, texts
    # Was kept: "His advice to the House Republicans is to pass sends it him, who can sign it
    # it so."
    texts = every_text(parser, "\"His advice to the House Republicans is to pass it, to send it "
                                 "to him, so he can sign it.\"")
    assert not [t for t in texts if "sends it" in t], texts


# ------------------------------------------------------------ an existential on "both"
def test_an_existential_does_not_open_on_both(parser: BuiltinParser) -> None:
    # Was kept: "There are both sets of findings that were presented at the annual meeting of
    # the Radiological Society of North America in Chicago Monday."
    texts = every_text(parser, "Both sets of findings were presented Monday at the annual "
                                 "meeting of the Radiological Society of North America in "
                                 "Chicago.")
    assert not [t for t in texts if t.startswith("There are both")], texts


# ------------------------------------------------------------ a pseudo-cleft holding two clauses
def test_a_pseudo_cleft_holds_one_clause_in_its_what_part(parser: BuiltinParser) -> None:
    # Was kept: "What Avants showed, so he imposed the maximum, U.S. District Judge William
    # Barbour said was no remorse."
    texts = every_text(parser, "U.S. District Judge William Barbour said he imposed the maximum "
                                 "because Avants showed no remorse.")
    assert not [t for t in texts if t.startswith("What Avants showed")], texts
    assert "What U.S. District Judge William Barbour said was that he imposed the maximum " \
        "because Avants showed no remorse." in texts, texts
