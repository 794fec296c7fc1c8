"""MRPC train sentences whose kept paraphrases said something the source did not: a
participle that names its noun read with the name as what was named ("It was
InternationalCo that was temporarily dubbed the second company"), and one noun given two
relative clauses in a row.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DUBBED = ("The second company, temporarily dubbed ``InternationalCo.'', includes 19 "
          "international power and pipeline holdings.")
ROADMAP = ("The plan, called The NIH Roadmap, was developed over 14 months with help from more "
           "than 300 consultants in industry and academia.")
BRAND = ("The results ranged from 1 per cent or 2 per cent to 36 per cent for a speciality "
         "brand called American Spirit.")
TITLED = "Hillary Clinton, the New York senator and former first lady, has a book out Monday titled Living History."


def test_a_naming_participle_names_its_noun(parser: BuiltinParser) -> None:
    # Was (p / plan :mod (c / call-01 :ARG1 (r / roadmap))): the plan called the roadmap
    assert ("call-01", ":ARG1", "plan") in edges(parser, ROADMAP)
    assert ("call-01", ":ARG2", "roadmap") in edges(parser, ROADMAP)
    texts = every_text(parser, ROADMAP)
    # the aside's naming said as the main claim, the source's main clause as a restrictive
    # relative: refused (realize_demoted_main_clauses, as for a ", which" aside)
    assert "The plan that was developed over 14 months with help from more than 300 " \
        "consultants in industry and academia was called The NIH Roadmap." not in texts, texts
    assert "For a speciality brand that was called American Spirit, the results ranged from " \
        "1 percent or 2 percent to 36 percent." in every_text(parser, BRAND)


def test_a_named_thing_is_not_what_was_named(parser: BuiltinParser) -> None:
    # Was kept: "It was InternationalCo that was temporarily dubbed the second company that
    # includes 19 international power and pipeline holdings."
    texts = every_text(parser, DUBBED)
    # (was asserted as "Temporarily, the second company ... was dubbed InternationalCo.": a
    # manner adverb is no longer fronted, see realize_adverb_scope; then as "It was
    # InternationalCo that the second company that includes 19 international power and
    # pipeline holdings was temporarily dubbed.", which realize_passive_participles now
    # refuses: the source's main clause said as a restrictive relative of a stranded naming)
    assert "It was InternationalCo that the second company that includes 19 international " \
        "power and pipeline holdings was temporarily dubbed." not in texts, texts
    assert not [t for t in texts if t and "dubbed the second company" in t], texts


def test_a_participle_away_from_its_noun_is_left_as_it_was(parser: BuiltinParser) -> None:
    # Named, it was said "a book that titled Living History" (the realizer reads a past
    # after a date as a finite verb), so the participle away from its noun keeps the old reading
    assert ("book", ":ARG1-of", "title-01") not in edges(parser, TITLED)


PROTESTS = ("A coalition of campaign groups, including the militant national students body, is "
            "backing the protests, which the NLC called in defiance of a court order banning them.")
BREMER = ("Earlier this month, Mr. Bremer called off a visit, in a move that officials confided "
          "at the time was linked to uncertainty on the Kurdish situation.")


def test_two_relative_clauses_are_not_stacked_on_one_noun(parser: BuiltinParser) -> None:
    # Were kept: "A court order banned the protests that a coalition ... is backing that the
    # NLC called in defiance of a court order.", "A move that Mr. Bremer called off a visit
    # in earlier this month that officials confided at the time was linked to ..."
    for sentence in (PROTESTS, BREMER):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and " that the NLC called" in t], texts
        assert not [t for t in texts if t and "a move that Mr. Bremer called off" in t.lower()], texts


DEPUTIES = ("On Sunday August 3, the House of Deputies voted nearly 2-1 in favor of the Reverend "
            "Gene Robinson of New Hampshire.")


def test_a_vote_stays_by_its_verb(parser: BuiltinParser) -> None:
    # Were kept: "The House of Deputies voted on Sunday August 3 nearly 2-1 in favor of ...",
    # "In favor of the Reverend Gene Robinson of New Hampshire, the House of Deputies voted
    # on Sunday August 3 nearly 2-1." (the opening date said between the verb and its vote)
    texts = every_text(parser, DEPUTIES)
    assert "It was the House of Deputies that voted nearly 2-1 on Sunday August 3 in favor of " \
        "the Reverend Gene Robinson of New Hampshire." in texts, texts
    assert not [t for t in texts if t and "August 3 nearly 2-1" in t], texts


TERMS = ("Financial terms of the sale, which is expected to be completed by the end of August, "
         "were not disclosed.")
SPOKESMAN = "A spokesman for the United States Attorney's office in Manhattan had no comment."
HILL = ("Senator Hill appeared completely unaware of the issue, which has been of serious concern "
        "to US, Australian and British intelligence officers.")


def test_a_prepositions_object_keeps_its_article(parser: BuiltinParser) -> None:
    # Were kept: "It was financial terms of sale, which ...", "There was a spokesman of
    # United States Attorney's office in Manhattan who had no comment.", "It was Senator
    # Hill who appeared to be completely unaware of issue, which ..."
    for sentence, bare in ((TERMS, "terms of sale"), (SPOKESMAN, "spokesman of United"),
                           (HILL, "unaware of issue")):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and bare in t], texts
    assert "It was financial terms of the sale, which is expected to be completed by the end " \
        "of August, that were not disclosed." in every_text(parser, TERMS)


BREMER_SAID = ("Bremer said he would launch a $70-million program in the next two weeks to clean up "
               "neighborhoods across Iraq and build community projects, but gave no details.")
RILEY = ("Riley forecast significant cuts in state programs after Alabama voters rejected his $1.2 "
         "billion tax plan September 9.")
SENATE = ("The Senate has confirmed 124 judicial nominees since Bush took office and I don't see "
          "much broken, he said.")


def test_a_surname_typed_a_firm_takes_who_by_the_sources_he(parser: BuiltinParser) -> None:
    # Were kept with "that": "It was Bremer that said he would launch ...", "It is Riley
    # that forecast significant cuts ..." (spaCy typed the bare surnames organizations)
    assert "It was Bremer who said he would launch a $70-million program in the next two " \
        "weeks to clean up neighborhoods across Iraq and build community projects, but gave " \
        "no details." in every_text(parser, BREMER_SAID)
    texts = every_text(parser, RILEY)
    assert [t for t in texts if t and t.startswith("It is Riley who")], texts
    # a body is no person, whatever the sentence's "he"
    assert not [t for t in every_text(parser, SENATE) if t and "Senate who" in t]


MAINLAND = ("Throughout China's mainland, the disease has killed 300 people and infected more than "
            "5,270.")
CENTURY = ("For more than a century, an undetermined amount of money was lost, stolen, or never "
           "collected.")
WALL_STREET = ("On Wall Street, trading resumed with some glitches from the blackout that continued "
               "to affect parts of New York City.")
EXCLUSIVE = ("Since both companies described the talks as exclusive, it's likely the two signed an "
             "agreement saying Dynegy wouldn't talk to other suitors for a certain period of time.")


def test_an_opening_phrase_keeps_its_preposition(parser: BuiltinParser) -> None:
    # Were kept: "China's mainland, the disease has killed 300 people ...", "More than a
    # century, an undetermined amount of money was lost ...", "Wall Street, trading resumed
    # with some glitches from the blackout, continued to affect ..."
    for sentence, bare in ((MAINLAND, "China's mainland,"), (CENTURY, "More than a century,"),
                           (WALL_STREET, "Wall Street,")):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and t.startswith(bare)], texts
    assert "Throughout China's mainland, it is the disease that has killed 300 people and " \
        "infected more than 5,270." in every_text(parser, MAINLAND)
    # an opening clause said as the first of two keeps its place ("..., so the two ...")
    assert [t for t in every_text(parser, EXCLUSIVE)
            if t and t.startswith("Both companies described the talks as exclusive, so")]


SINGAPORE_SARS = ("Singapore reported no suspected SARS cases Wednesday, but officials quarantined "
                  "70 people who had contact with the Taiwanese patient.")
DECREE = ("He made the same decree in June 2002, but that measure was limited to the southern city "
          "of Arequipa amid fatal protests against the privatization of two power firms.")


def test_a_but_keeps_its_order_whoever_its_clauses_tell_of(parser: BuiltinParser) -> None:
    # Were kept: "Officials quarantined 70 people who had contact with the Taiwanese
    # patient, but Singapore reported no suspected SARS cases Wednesday.", "That measure was
    # limited to the southern city of Arequipa ..., but he made the same decree in June 2002."
    texts = every_text(parser, SINGAPORE_SARS)
    assert not [t for t in texts if t and t.endswith("but Singapore reported no suspected SARS "
                                                     "cases Wednesday.")], texts
    assert "It was Singapore that reported no suspected SARS cases Wednesday, but officials " \
        "quarantined 70 people who had contact with the Taiwanese patient." in texts, texts
    texts = every_text(parser, DECREE)
    assert not [t for t in texts if t and "but he made the same decree" in t], texts


TISSUE_BANK = ("The North Shore Long Island Jewish Health System in New York announced plans for a "
               "tissue bank this month.")
AK_STEEL = ("In the second quarter last year, AK Steel reported a profit of $16.2 million, or 15 "
            "cents a share.")


def test_a_fronted_time_keeps_its_own_words(parser: BuiltinParser) -> None:
    # Were kept: "In a this month, the North Shore Long Island Jewish Health System in New
    # York announced plans for a tissue bank.", "At the second quarter of last year, AK Steel
    # reported a profit of $16.2 million, or 15 cents a share."
    texts = every_text(parser, TISSUE_BANK)
    assert not [t for t in texts if t and "a this month" in t], texts
    texts = every_text(parser, AK_STEEL)
    assert not [t for t in texts if t and t.startswith("At the second quarter")], texts
    assert "In the second quarter of last year, AK Steel reported a profit of $16.2 million, or " \
        "15 cents a share." in texts, texts


GREETED = 'He greeted the mayor of Miami, Manny Diaz, as "Alex."'
CARETAKER = ("The caretaker, identified by church officials as Jorge Monzon, was believed to be "
             "among the missing, who are presumed dead.")


def test_a_cleft_takes_its_as_along(parser: BuiltinParser) -> None:
    # Were kept: "It was Alex that he greeted the mayor of Miami, Manny Diaz, as.", and "It
    # was Jorge Monzon who church officials identified the caretaker that was among the
    # missing, who are presumed dead, that was believed to it as." (two relative clauses)
    texts = every_text(parser, GREETED)
    assert "It was as \"Alex\" that he greeted the mayor of Miami, Manny Diaz." in texts, texts
    assert not [t for t in texts + every_text(parser, CARETAKER) if t and t.endswith(" as.")]


AMROZI = 'Amrozi accused his brother, whom he called "the witness", of deliberately distorting his evidence.'
SYNDIA = "TSMC also accused Syndia of trying to interfere with its customer relationships."
QUATTRONE = "Quattrone, 47, is charged with obstruction of justice and witness tampering."


def test_what_was_only_alleged_is_not_asserted(parser: BuiltinParser) -> None:
    # Were kept: "His brother who he called the witness deliberately distorted his evidence,
    # which Amrozi accused him of.", "Syndia that tried to interfere with its customer
    # relationships was also accused of it by TSMC.", "Justice was obstructed and witness,
    # which Quattrone, 47, is charged with, tampering."
    assert not [t for t in every_text(parser, AMROZI) if t and "accused him of." in t]
    texts = every_text(parser, SYNDIA)
    assert not [t for t in texts if t and "Syndia that tried" in t], texts
    assert "Syndia was also accused of trying to interfere with its customer relationships by " \
        "TSMC." in texts, texts
    assert not [t for t in every_text(parser, QUATTRONE) if t and "is charged with," in t]


MALLS = ("Mall operators and retailers reported fewer people camping out for early-bird specials "
         "on Saturday morning, although many parking lots were crowded by early afternoon.")


def test_a_passives_by_time_is_no_agent(parser: BuiltinParser) -> None:
    # Were kept: "Although early afternoon crowded many parking lots, mall operators ...",
    # "It was early afternoon that crowded many parking lots, and yet ..."
    texts = every_text(parser, MALLS)
    assert not [t for t in texts if t and "afternoon crowded" in t], texts
    assert "By early afternoon, many parking lots were crowded, and yet mall operators and " \
        "retailers reported fewer people camping out for early-bird specials on Saturday " \
        "morning." in texts, texts


NOVELL = ("We strongly disagree with Novell's position and view it as a desperate measure to curry "
          "favor with the Linux community.")


def test_a_pronoun_object_is_not_said_before_what_it_stands_for(parser: BuiltinParser) -> None:
    # Was kept: "We view it as a desperate measure to curry favor with the Linux community,
    # and we strongly disagree with Novell's position."
    texts = every_text(parser, NOVELL)
    assert not [t for t in texts if t and t.startswith("We view it")], texts
    assert "We strongly disagree with Novell's position, and we view it as a desperate measure " \
        "to curry favor with the Linux community." in texts, texts
