"""MRPC train sentences that read only their source back, said by the verbatim alternatives
that move whole source phrases: an opening phrase said last (realize_verbatim_closing), a
raised subject inside its clause (realize_verbatim_raising), two clauses as two sentences
(verbatim-split, realize_verbatim_concessive; a subject pronoun they share said again,
realize_shared_pronoun), a speaker's aside said last (realize_verbatim_medial), a pronoun's
measure said as the subject of its value (realize_verbatim_possessed), a counted
subject's group first (realize_verbatim_partitive), a report as what its speaker said
(realize_verbatim_what_said), a doer's deed as what it did (realize_verbatim_deed); and the
sentences each refuses, where a moved phrase would change what the sentence says.  They parse
with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a text among every focus's texts and alternatives); each was the source only.
OFFERED = [
    ("Between 1993 and 2002, 142 allegations of sexual assault were reported.",
     "142 allegations of sexual assault were reported between 1993 and 2002."),
    ("The latest outbreak seems to have begun with one of the female patients, a transfer "
     "from Jen Chi Hospital in Taipei.",
     "It seems that the latest outbreak has begun with one of the female patients, a "
     "transfer from Jen Chi Hospital in Taipei."),
    ("The Nasdaq composite index dropped 6.8 percent, and the Standard & Poor's fell 4.9 "
     "percent.",
     "The Nasdaq composite index dropped 6.8 percent. The Standard & Poor's fell 4.9 percent."),
    ("Four of the defendants have pleaded guilty to weapons charges and other counts.",
     "Of the defendants, four have pleaded guilty to weapons charges and other counts."),
]

# (variant, source, its text)
SAID = [
    # a TeX quotation, read as straight quotes, keeps both its marks (was refused: the
    # opening `` was dropped and the closing '' strayed)
    ("verbatim-pseudo-cleft", "Glover said the killer used a ``peculiar slipknot,'' including a "
     "coaxial cable and an extension cord, to strangle some of the victims.", "What Glover said "
     "was that the killer used a \"peculiar slipknot,\" including a coaxial cable and an "
     "extension cord, to strangle some of the victims."),
    # after a plain complement of a raising verb
    ("verbatim-closing", "For now, the company's management appears to be standing behind "
     "Stewart.", "The company's management appears to be standing behind Stewart for now."),
    # past a bare participle before its noun, no clause to land in
    ("verbatim-closing", "In the weeks leading up to the execution, several Florida officials "
     "received anonymous threatening letters.", "Several Florida officials received "
     "anonymous threatening letters in the weeks leading up to the execution."),
    ("verbatim-raising", "By 2040, the county's population is expected to be 985,066, compared "
     "to the 2000 population of 860,454.", "By 2040, it is expected that the county's "
     "population will be 985,066, compared to the 2000 population of 860,454."),
    # a past "to be" takes the subject noun's number
    ("verbatim-raising", "The biggest threat to order seemed to be looting and crime, including "
     "robberies by some of the prisoners freed by Saddam before the war.",
     "It seemed that the biggest threat to order was looting and crime, including robberies "
     "by some of the prisoners freed by Saddam before the war."),
    ("verbatim-raising", "The court's three-judge tribunal was expected to give its verdict "
     "next February.", "It was expected that the court's three-judge tribunal would give its "
     "verdict next February."),
    # a subject's dash aside clefted with it
    ("verbatim-cleft", "The bulk of the bill - $64.7 billion - goes for military operations "
     "primarily in Iraq and Afghanistan.", "It is the bulk of the bill - $64.7 billion - that "
     "goes for military operations primarily in Iraq and Afghanistan."),
    # a passive verb of believing or saying: the tense and number of its "be"
    ("verbatim-raising", "Twenty-seven people were believed to have been spending Christmas "
     "Day with the caretaker of Saint Sophia Camp, a Greek Orthodox facility, when the "
     "mudslide roared through.", "It was believed that twenty-seven people had been spending "
     "Christmas Day with the caretaker of Saint Sophia Camp, a Greek Orthodox facility, when "
     "the mudslide roared through."),
    ("verbatim-raising", "French President Jacques Chirac was said to have demanded that a "
     "European company provide the engines.", "It was said that French President Jacques "
     "Chirac had demanded that a European company provide the engines."),
    ("verbatim-raising", "Several police officers were also said to be seriously hurt.",
     "It was also said that several police officers were seriously hurt."),
    # a subject with its aside between commas, said whole
    ("verbatim-raising", "The caretaker, identified by church officials as Jorge Monzon, was "
     "believed to be among the missing, who are presumed dead.", "It was believed that the "
     "caretaker, identified by church officials as Jorge Monzon, was among the missing, who "
     "are presumed dead."),
    ("verbatim-raising", "The Swedish central bank, also meeting on Wednesday, is widely "
     "expected to announce a cut on Thursday of as much as half a percentage point.", "It is "
     "widely expected that the Swedish central bank, also meeting on Wednesday, will announce "
     "a cut on Thursday of as much as half a percentage point."),
    ("verbatim-partitive", "Only 12 of the last 30 attempts to reach Mars have succeeded (two "
     "are in transit).", "Of the last 30 attempts to reach Mars, only 12 have succeeded (two "
     "are in transit)."),
    # a subject made definite by its possessor, a person or a body of people
    ("verbatim-cleft", "Hunt's attorneys filed a motion Monday seeking to have Hunt's "
     "conviction thrown out based on the new evidence.", "It was Hunt's attorneys who filed a "
     "motion Monday seeking to have Hunt's conviction thrown out based on the new evidence."),
    ("verbatim-cleft", "PeopleSoft's board has recommended stockholders reject the offer.",
     "It is PeopleSoft's board that has recommended stockholders reject the offer."),
    # what a doer did, the verb alone said anew; after the source's opening time
    ("verbatim-deed", "Police detained Khodorkovsky early on Saturday when his jet made a "
     "refueling stop in the Siberian city of Novosibirsk.", "What police did was detain "
     "Khodorkovsky early on Saturday when his jet made a refueling stop in the Siberian city of "
     "Novosibirsk."),
    ("verbatim-deed", "In 1995, Schwarzenegger expanded the program nationwide to 15 cities, "
     "serving 200,000 children, most of whom come from housing projects or homeless shelters.",
     "In 1995, what Schwarzenegger did was expand the program nationwide to 15 cities, serving "
     "200,000 children, most of whom come from housing projects or homeless shelters."),
    # a verb whose past is its base, a past after a singular subject ("he beats" now)
    ("verbatim-deed", "Wind River also cut costs, reducing first-quarter operating expenses by "
     "28 percent to $47.1 million.", "What Wind River also did was cut costs, reducing "
     "first-quarter operating expenses by 28 percent to $47.1 million."),
    ("verbatim-deed", "He beat testicular cancer that had spread to his lungs and brain.",
     "What he did was beat testicular cancer that had spread to his lungs and brain."),
    # a report as what its speaker said, the report first or last in the source
    ("verbatim-pseudo-cleft", "Dealers said the yen was also undermined by falling Japanese "
     "interest rates.", "What dealers said was that the yen was also undermined by falling "
     "Japanese interest rates."),
    ("verbatim-pseudo-cleft", "Typhoon Maemi was on Saturday night moving over the Sea of "
     "Japan, where it had weakened considerably, the meteorology department said.", "What the "
     "meteorology department said was that Typhoon Maemi was on Saturday night moving over the "
     "Sea of Japan, where it had weakened considerably."),
    # a quotation as it stands, after "was" and a comma (its speaker put before the verb)
    ("verbatim-pseudo-cleft", '"We\'re a quiet, peaceful town of 862 people and nothing ever '
     'happens," said Carolyn Greene Bennett, Cedar Grove\'s town recorder.', "What Carolyn "
     "Greene Bennett, Cedar Grove's town recorder, said was, \"We're a quiet, peaceful town of "
     '862 people and nothing ever happens."'),
    # a subject pronoun both clauses share, said again before the second
    ("verbatim-concessive", "He was revived but was pronounced dead at Virginia Medical Center "
     "in Arlington.", "Although he was revived, he was pronounced dead at Virginia Medical "
     "Center in Arlington."),
    ("verbatim-concessive", "She leaves her birdie putt some three feet short but drops her par "
     "putt.", "Although she leaves her birdie putt some three feet short, she drops her par "
     "putt."),
    ("verbatim-split", "He attends football training for three hours a day to accelerate the "
     "healing process, and has lost 17 kilograms since October.", "He attends football "
     "training for three hours a day to accelerate the healing process. He has lost 17 "
     "kilograms since October."),
    # a speaker's aside between two commas said last (realize_verbatim_medial); a subject
    # parted from its verb closes up with no comma
    ("verbatim-medial",
     'Even with time, he said, "it\'s going to be very difficult to determine the cause of '
     'death."',
     'Even with time, "it\'s going to be very difficult to determine the cause of death," he '
     'said.'),
    ("verbatim-medial",
     'In the seconds after the crash, she added, Captain Smith said simply, "Oh my God."',
     'In the seconds after the crash, Captain Smith said simply, "Oh my God," she added.'),
    ("verbatim-medial",
     "In Somalia, the report says, only 26 percent of adolescent girls have heard of AIDS and "
     "only 1 percent know how to protect themselves.",
     "In Somalia, only 26 percent of adolescent girls have heard of AIDS and only 1 percent "
     "know how to protect themselves, the report says."),
    ("verbatim-medial",
     'The answer, the group said, would be to "create a format that can be used by all '
     'devices but can accommodate other formats."',
     'The answer would be to "create a format that can be used by all devices but can '
     'accommodate other formats," the group said.'),
    # a pronoun's measure said as the subject of its value (realize_verbatim_possessed)
    ("verbatim-possessed", "It has a margin of error of plus or minus 4 percentage points.",
     "Its margin of error is plus or minus 4 percentage points."),
    ("verbatim-possessed", "It had a margin of error of plus or minus five percentage points.",
     "Its margin of error was plus or minus five percentage points."),
]

# (variant, source) that the variant refuses
REFUSED = [
    # a relative clause in a subject's dash aside: two relative clauses stacked ("It was the
    # woman -- who has no symptoms of illness -- who donated blood Aug. 7.")
    ("verbatim-cleft", "The woman -- who has no symptoms of illness -- donated blood Aug. 7."),
    # another verb the time could be of; an apposition or list it would follow; a means
    ("verbatim-closing", "On Thursday, a Post article argued that a 50-basis-point cut was most "
     "likely."),
    ("verbatim-closing", "With an estimated net worth of $1.7 billion, Mrs. Kroc ranked No. 121 "
     "on Forbes magazine's latest list of the nation's wealthiest people."),
    ("verbatim-closing", "In morning trading, the Dow Jones industrial average was up 121.51, or "
     "1.4 percent, at 8,832.69."),
    # a question; a connective; a count; a finite complement the place would seem to be of
    ("verbatim-closing", "When I talked to him last time, did I think it was the end-all?"),
    ("verbatim-closing", "In all, more than 70,000 troops based in Southern California were "
     "deployed to Iraq."),
    ("verbatim-closing", "At least 11 people remained hospitalized Saturday, three of them in "
     "critical condition."),
    ("verbatim-closing", "At a news conference on Staten Island, U.S. Attorney Roslynn "
     "Mauskopf announced she would be taking over the probe from District Attorney William "
     "Murphy."),
    # a capitalized noun that may be a name ("that handspring employees will move")
    ("verbatim-raising", "Handspring employees are expected to move to Palm Solutions Group "
     "headquarters in Milpitas, Calif."),
    # after a first clause of several; one subject's two verb phrases
    ("verbatim-split", "The skull is then punctured, the brain suctioned out, and that causes "
     "the skull to collapse so it can be removed from the birth canal."),
    ("verbatim-split", "Mahmud controlled access to Saddam and was frequently at his side."),
    # a relative clause of the group's own, whose verb could be taken for the sentence's
    ("verbatim-partitive", "Two of the six people who testified before Congress Wednesday were "
     "engaged in a bitter dispute about airing Yankees games."),
    # a possessed thing: "It was their belief that was based on ..." reads as a noun's clause
    ("verbatim-cleft", "Their belief was based on speculation that estrogen prevents cell "
     "damage and improves blood flow."),
    # "they" may be things (patents); a result, no deed; a second verb of the subject's
    ("verbatim-deed", "They passed through the Lemelson Medical, Educational and Research "
     "Foundation Limited Partnership in 2001 to Syndia."),
    ("verbatim-deed", "Kodak earned 85 cents per share excluding one-time items in the quarter a "
     "year earlier."),
    ("verbatim-deed", "Berry also married and divorced his second wife twice, most recently in "
     "1991."),
    # an opening participle of what was said, which after "was that" reads as its verb
    ("verbatim-pseudo-cleft", "Announced last week, Apple's iTunes Music Store has sold over 1 "
     "million songs in the first week, the company announced on Monday."),
    # a quotation the source never closed; "it" as the one who said
    ("verbatim-pseudo-cleft", "Naval Academy spokesman Cmdr. Rod Gibbons said: ``Today's "
     "announcement came as a surprise."),
    ("verbatim-pseudo-cleft", "It said a civil complaint by the Securities and Exchange "
     "Commission is expected as well."),
    # a speaker after its verb with an apposition; an aside of the first of two clauses; a
    # relative clause parted from its noun
    ("verbatim-medial", "Most of the alleged spammers engaged in fraudulent or deceptive "
     "practices, said Brad Smith, Microsoft's senior VP and general counsel."),
    ("verbatim-medial", "Full classes of 48 are booked through September, he said, and the "
     "Transportation Security Administration plans to double its classes in January."),
    ("verbatim-medial", "It is important for a process to be put into place, he said, that "
     "would permit a smooth transition from war to peace."),
    # the value runs on into a clause of its own ("... and was conducted Thursday ...")
    ("verbatim-possessed", "It had a margin of sampling error of plus or minus four "
     "percentage points and was conducted Thursday through Saturday."),
]


@pytest.mark.parametrize(("source", "text"), OFFERED)
def test_a_source_only_sentence_is_offered_its_moved_phrases(parser: BuiltinParser,
                                                             source: str, text: str) -> None:
    assert text in every_text(parser, source)


@pytest.mark.parametrize(("variant", "source", "text"), SAID)
def test_each_move_says_the_source_words(parser: BuiltinParser, variant: str, source: str,
                                         text: str) -> None:
    assert _variant(parser, source, variant) == text


@pytest.mark.parametrize(("variant", "source"), REFUSED)
def test_a_move_that_would_change_the_sentence_is_refused(parser: BuiltinParser,
                                                          variant: str, source: str) -> None:
    assert _variant(parser, source, variant) == ""


def test_no_group_fronted_before_a_participle_of_its_own(parser: BuiltinParser) -> None:
    # ("Of men, about 18 percent taking finasteride developed prostate cancer")
    assert not any(t.startswith("Of men") for t in every_text(
        parser, "About 18 percent of men taking finasteride developed prostate cancer, compared "
        "with 24 percent on placebo."))


def test_a_reports_opening_connective_stays_before_its_pseudo_cleft(
        parser: BuiltinParser) -> None:
    # (said by the reporting verb's focus, whose graph's top is no longer the "But")
    assert "But what a source close to the Pentagon said was that the Defense Department's " \
        "own inspector-general had been asked to investigate how the licences were awarded." \
        in every_text(parser, "But a source close to the Pentagon said the Defense "
                      "Department's own inspector-general had been asked to investigate how "
                      "the licences were awarded.")


def _variant(parser: BuiltinParser, sentence: str, variant: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant=variant).text
