"""MRPC train sentences whose every focus was refused because the parse dropped a word of
the source ("the parse dropped 'area' of the source"), and the texts their foci say now
that the parse keeps it.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# Texts of the root's verbatim alternatives: the source's phrases moved whole, no misreading.
VERBATIM_OPENINGS = ("It was the exchange that also said its five-person compensation "
                     "committee will consist only of directors from outside the securities",
                     "Its five-person compensation committee will consist only of directors "
                     "from outside the securities industry, the exchange also said",
                     "Mr Howard told Sydney radio, \"Nobody wants to go to war",
                     "What the exchange also said was that its five-person compensation "
                     "committee will consist only of directors from outside the securities",
                     "What Mr Howard told Sydney radio was, \"Nobody wants to go to war")

TRIAL = ("Prince William County prosecutors told a judge yesterday they now want the trial of "
         "sniper suspect John Allen Muhammad moved out of the area.")
CUBA = ("He had performed outside of Cuba on several occasions, including shows in the United "
        "States last year.")
LA_PAZ = ("Catholic Church officials reported that two miners were killed and six other "
          "protesters injured 50 miles (110 km) outside of La Paz.")
ROTH = ("Dr. Roth also said that hospital efforts to start \"fever clinics\" in parking-lot tents "
        "to keep infectious patients out of emergency rooms were \"moving along impressively.\"")
ARREST = "After the war, she spent three years under Allied arrest."
BUS = ("Emergency crews said some of the passengers were thrown partly out of the open side of "
       "the bus.")
EARSHOT = ("The 4th U.S. Circuit Court of Appeals has unsealed a heavily edited transcript of the "
           "June 3 court session where classified evidence was discussed out of public earshot.")


def test_out_of_after_a_verb_is_the_place_left(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'area' of the source" ("out" hung on
    # the verb as a preposition, its "of" phrase unread)
    assert ("move-01", ":source", "area") in _edges(parser, TRIAL)
    texts = every_text(parser, TRIAL)
    assert "Yesterday, Prince William County prosecutors told a judge they now want the trial " \
        "of sniper suspect John Allen Muhammad to be moved out of the area." in texts, texts


def test_outside_of_is_outside(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'Cuba' of the source"
    texts = every_text(parser, CUBA)
    assert "Outside of Cuba, he had performed on several occasions, including shows in the " \
        "United States last year." in texts, texts


def test_a_distance_before_outside_measures_the_place(parser: BuiltinParser) -> None:
    # "injured 50 miles": spaCy's object; with "outside of La Paz" read, it came back "50 miles
    # (110 km) were injured by six other protesters outside of La Paz"
    edges = _edges(parser, LA_PAZ)
    assert ("injure-01", ":ARG1", "protester") in edges, edges
    assert not any(source == "injure-01" and target == "mile" for source, _, target in edges)
    texts = every_text(parser, LA_PAZ)
    assert "Two miners were killed, and six other protesters were injured 50 miles (110 km) " \
        "outside La Paz, Catholic Church officials reported." in texts, texts
    # (The source's own gapped "were killed and six other protesters injured", moved whole
    # before "Catholic Church officials reported" by the verbatim alternative, is no such fault.)
    assert not [t for t in texts if t and ("were injured by" in t or (
        "protesters injured" in t and "killed and six other protesters injured 50" not in t))]


def test_a_time_before_a_preposition_is_no_distance(parser: BuiltinParser) -> None:
    # "three years under Allied arrest": not three years under the arrest, which said "She
    # was the one who spent after the war three years under Allied arrest"
    texts = every_text(parser, ARREST)
    assert not [t for t in texts if t and "spent after the war" in t], texts


def test_a_quotation_opening_at_the_verb_keeps_its_auxiliary(parser: BuiltinParser) -> None:
    # 'were "moving along impressively"' was said "moved along impressively"
    texts = every_text(parser, ROTH)
    assert "Hospital efforts to start \"fever clinics\" in parking-lot tents to keep " \
           "infectious patients out of emergency rooms were \"moving along impressively,\" Dr. " \
           "Roth also said." \
        in texts, texts
    assert not [t for t in texts if t and "moved along" in t], texts


def test_out_of_with_its_own_modifier_stays_unread(parser: BuiltinParser) -> None:
    # "thrown partly out of the open side of the bus" came back "Out of the open side of the
    # bus, some of the passengers was thrown partly"
    texts = every_text(parser, BUS)
    assert not [t for t in texts if t and t.startswith("Out of")], texts


def test_out_of_earshot_is_no_place(parser: BuiltinParser) -> None:
    # read as a :source, the parse covered every word and a focus said "In the June 3 court
    # session a heavily edited transcript that the 4th U.S. Circuit Court of Appeals has
    # unsealed, classified evidence was discussed out of public earshot."
    texts = every_text(parser, EARSHOT)
    assert not [t for t in texts if t and t.startswith("In the June 3")], texts


def test_out_of_a_bare_singular_noun_stays_unread(parser: BuiltinParser) -> None:
    # "moving out of state": read as a :source, the sentence's foci said "It hopes on a bill
    # that the Legislature sent Gov. Jeb Bush on Wednesday malpractice insurance rates will
    # be lowered, ..."
    texts = every_text(parser, "The Legislature on Wednesday sent Gov. Jeb Bush a bill it hopes "
                       "will lower malpractice insurance rates and keep doctors from limiting "
                       "their practices or moving out of state.")
    assert not [t for t in texts if t and "It hopes on" in t], texts


def test_a_clause_on_a_number_is_read(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'issued' of the source" ("one" read
    # as (thing :quant 1) without its participle)
    stephan = "His opinion contradicts one issued in 1992 by then-Attorney General Bob Stephan."
    assert ("issue-01", ":ARG1", "thing") in _edges(parser, stephan)
    texts = every_text(parser, stephan)
    assert "What his opinion contradicts is one issued in 1992 by then-Attorney General Bob " \
        "Stephan." in texts, texts
    # (its passive, "... by then-Attorney General Bob Stephan is contradicted by his opinion.",
    # makes the opinion Stephan's: refused by realize_passive_pronoun_owners)
    assert not any(t and t.endswith("is contradicted by his opinion.") for t in texts), texts


def test_a_multiplier_is_not_lost(parser: BuiltinParser) -> None:
    # "approaching twice the 897,158 needed" came back "approaching the 897,158 needed";
    # "Congress twice before passed" came back "Congress passed"
    for sentence in ("Recall backers say they have collected 1,600,000 signatures, approaching "
                     "twice the 897,158 needed to force an election.",
                     "Congress twice before passed similar restrictions, but President Bill "
                     "Clinton vetoed them."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and "twice" not in t], texts


def test_from_outside_after_a_noun_is_read(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'region' of the source" ("outside"
    # hung on "from" as a modifier, its object unread)
    sentence = ("Naim al-Goud, the newly appointed mayor of Hit, said people from outside his "
                "region attacked the pipeline.")
    assert ("person", ":source", "outside") in _edges(parser, sentence)
    texts = every_text(parser, sentence)
    assert "The pipeline was attacked by people from outside his region, Naim al-Goud, the " \
        "newly appointed mayor of Hit, said." in texts, texts
    assert not [t for t in texts if t and "people outside" in t], texts


def test_until_after_and_from_outside_on_a_verb_give_no_text(parser: BuiltinParser) -> None:
    # "until after her death" came back "It was not published after her death" (read whole
    # now, test_parse_drop20, its texts refused for saying the subjunctive as a fact); "consist
    # only of directors from outside the securities industry" (spaCy hangs "from" on the
    # verb) came back "Outside the securities industry, its five-person compensation
    # committee will consist only of directors"
    # (each with the phrase a verbatim move keeps whole: "She insisted that it not be
    # published until after her death, though.", realize_verbatim_however)
    for sentence, whole in (("She insisted, though, that it not be published until after her "
                             "death.", "that it not be published until after her death"),
                            ("The exchange also said its five-person compensation committee "
                             "will consist only of directors from outside the securities "
                             "industry.", "of directors from outside the securities industry")):
        texts = every_text(parser, sentence)
        # (the root's verbatim alternatives say the source's phrases whole: "It was the
        # exchange that also said ...", 'Mr Howard told Sydney radio, "Nobody wants ..."'
        # -- see realize_root_fallback)
        assert not [t for t in texts if t and t != sentence and whole not in t
                    and not t.startswith(VERBATIM_OPENINGS)], texts


def test_out_of_on_a_misread_or_phrasal_verb_stays_unread(parser: BuiltinParser) -> None:
    # "Residents forced out of their homes on Sunday returned Monday" (spaCy: "forced" the
    # main verb, "returned" its subjectless complement) said "On Sunday, residents forced
    # out that they returned Monday, ..."; "by cutting her out of key editorial decisions"
    # said "Gruner & Jahr broke her, who countersued for $125 million, saying it its
    # contract ..." (the closing participle said first in the source's own words moves no
    # word of it: realize_verbatim_participle_first)
    for sentence in ("Residents forced out of their homes on Sunday returned Monday, many to "
                     "floods in their basements or lower floors.",
                     "She countersued for $125 million, saying Gruner & Jahr broke its contract "
                     "with her by cutting her out of key editorial decisions."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and t != sentence
                    and not t.startswith("Saying Gruner & Jahr broke its contract with her by "
                                         "cutting her out of key editorial decisions, she")], texts


def test_out_of_after_a_pronoun_object_stays_unread(parser: BuiltinParser) -> None:
    # "had run him out of the house": a phrasal verb; read as a :source, a focus said "It
    # was the family that had run him, who was living on the street out of the house ..."
    sentence = ("Because of that, the family had run him out of the house over the objections "
                "of the grandmother and he was living on the street.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and t != sentence], texts


def test_an_infinitive_or_a_participle_after_a_preposition_on_a_number_stays_unread(
        parser: BuiltinParser) -> None:
    # "one to be avoided" read, a focus said "It was Sydney radio that Mr Howard told nobody
    # wants ..."; "the size of one created in the test" read, "In a stream of gas, the size
    # of one created in the test would let slit"
    for sentence in ("\"Nobody wants to go to war with anybody about anything ... it's always "
                     "very much a last resort thing and one to be avoided,\" Mr Howard told "
                     "Sydney radio.",
                     "A slit the size of one created in the test would let in a stream of gas "
                     "three times hotter than a blowtorch."):
        texts = every_text(parser, sentence)
        # (the root's verbatim alternatives say the source's phrases whole: "It was the
        # exchange that also said ...", 'Mr Howard told Sydney radio, "Nobody wants ..."'
        # -- see realize_root_fallback)
        assert not [t for t in texts if t and t != sentence
                    and not t.startswith(VERBATIM_OPENINGS)], texts


def test_a_relative_clause_on_a_number_is_read(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'caught' of the source"
    texts = every_text(parser, "Her detention brings to 19 the number of the 55 who have been "
                       "caught.")
    assert "The number of the 55 who have been caught is brought to 19 by her detention." \
        in texts, texts
