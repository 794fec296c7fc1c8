"""MRPC train sentences whose root joins two verb phrases of one subject ("X did A but did
B", "X did A and did B"): the cleft of the shared subject over both
(realize_verbatim_alternatives.shared_subject_clause), and the concessive or split that says
the subject's pronoun before the second (realize_shared_noun_subject), with the sentences
each still refuses.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, move, its text)
SAID = [
    # a "but" joins the two verb phrases: the cleft picks out the subject of both
    ("Judge Craig Doran said he couldn't determine if Hovan was \"an evil man\" but said he "
     "\"has committed an evil act.\"",
     "verbatim-cleft",
     "It was Judge Craig Doran who said he couldn't determine if Hovan was \"an evil man\" but "
     "said he \"has committed an evil act.\""),
    ("In Vienna, the International Atomic Energy Agency said on Monday ElBaradei had accepted "
     "Iran's invitation, but said no date had yet been set.",
     "verbatim-cleft",
     "In Vienna, it was the International Atomic Energy Agency that said on Monday ElBaradei "
     "had accepted Iran's invitation, but said no date had yet been set."),
    # an adverb of the second verb between the joint and it stays with it
    ("After the further analysis of the subset data, the companies plan to discuss the results "
     "with regulators and then determine how to proceed.",
     "verbatim-cleft",
     "After the further analysis of the subset data, it is the companies that plan to discuss "
     "the results with regulators and then determine how to proceed."),
    # the subject's pronoun said before the second clause: "they" for a plural ...
    ("The women had follow-up examinations in 1974-75, 1980-81 and 1992-93, but were not "
     "asked about stress again.",
     "verbatim-concessive",
     "Although the women had follow-up examinations in 1974-75, 1980-81 and 1992-93, the "
     "women were not asked about stress again."),  # ("they" could be the examinations)
    # a short subject of "the" said again where the pronoun could be a noun after the verb
    ("The blasts killed two people and injured more than 150 others.",
     "verbatim-split",
     "The blasts killed two people. The blasts injured more than 150 others."),
    # (a run of four words said again to open the second sentence: realize_repeated_phrases)
    ("The new company will be named Interwoven and will be headquartered in Sunnyvale.",
     "verbatim-split",
     "The new company will be named Interwoven. The new company will be headquartered in "
     "Sunnyvale."),
    # ... "it" for a body said in the singular
    ("The Bank of England starts its two-day meeting on Wednesday, but was expected to leave "
     "British interest rates steady.",
     "verbatim-concessive",
     "Although the Bank of England starts its two-day meeting on Wednesday, it was expected "
     "to leave British interest rates steady."),
    # one person, "he" where the source says so: an honorific ...
    ("Mr. Kerkorian tried unsuccessfully to take over Chrysler in 1995, but did win "
     "representation on its board.",
     "verbatim-concessive",
     "Although Mr. Kerkorian tried unsuccessfully to take over Chrysler in 1995, he did win "
     "representation on its board."),
    # ... or a pronoun of its own the parse reads as the person's
    ("Derek Jeter took batting practice on the field for the first time since dislocating his "
     "left shoulder on Opening Day and expects to begin a minor league rehab assignment "
     "tomorrow.",
     "verbatim-split",
     "Derek Jeter took batting practice on the field for the first time since dislocating his "
     "left shoulder on Opening Day. He expects to begin a minor league rehab assignment "
     "tomorrow."),
    # "and" with no comma: two sentences where the parse gives both verbs one subject
    ("The exam contains four sections and tests a students knowledge of algebra and geometry "
     "as well as probability and statistics.",
     "verbatim-split",
     "The exam contains four sections. It tests a students knowledge of algebra and geometry "
     "as well as probability and statistics."),
    # an "it" both verbs share is a thing's: said again
    ("It will be distributed through major hardware store chains and local libraries and will "
     "be available on the EPA Web site: www.epa.gov.",
     "verbatim-split",
     "It will be distributed through major hardware store chains and local libraries. It will "
     "be available on the EPA Web site: www.epa.gov."),
]

# (source, move): refused
REFUSED = [
    # the pronoun could stand for a noun the first clause says after its verb ("They are now
    # interrogating them": the militants?; "it said": the charge?), and the subject is no
    # short phrase of "the" or a name to say again
    ("U.S. forces recently apprehended some 40 suspected foreign militants near the Syrian "
     "border and are now interrogating them.",
     "verbatim-split"),
    ("A draft statement, obtained by Reuters on Friday, stopped short of endorsing the U.S. "
     "charge but said some aspects of Iran's programme raised \"serious concern\".",
     "verbatim-concessive"),
    # a one-word subject may be a person's name ("Berry", parsed as a berry), and the first
    # verb said last may share the second's object
    ("Berry also married and divorced his second wife twice, most recently in 1991.",
     "verbatim-split"),
    # two verbs of one object: never "They frequently tortured. They shot prisoners, ..."
    ("They frequently tortured and shot prisoners, severing ears and scalps for souvenirs.",
     "verbatim-split"),
    # the second verb shares the first one's modal: "it be paid for" says no verb
    ("His plan would cost over $200 billion annually and be paid for by repealing Bush's tax "
     "cuts.",
     "verbatim-split"),
    # one person: "he" or "she" the source does not say ("It was still counting money")
    ("Ohio Rep. Dennis Kucinich passed $1 million last week and was still counting money.",
     "verbatim-split"),
    ("Rosenthal declined comment on the Garrett situation Tuesday but said in a statement "
     "that the talks went well.",
     "verbatim-concessive"),
    # a clause of its own subject after the "but": the cleft would claim it
    ("On Dec. 19, he gave Moore 15 days to remove it, but a week later stayed his order "
     "pending Moore's appeal to the 11th U.S. Circuit Court of Appeals.",
     "verbatim-cleft"),
]


@pytest.mark.parametrize(("source", "move", "text"),
                         [*SAID, *((source, move, "") for source, move in REFUSED)])
def test_one_subjects_two_verb_phrases(parser: BuiltinParser, source: str, move: str,
                                       text: str) -> None:
    """Each SAID source says its text in its move; each REFUSED one says nothing."""
    graph = parsed(parser, source)
    assert realize(penman.decode(penman.encode(graph)), variant=move).text == text
