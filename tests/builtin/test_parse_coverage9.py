"""Parser and realizer errors seen in kept paraphrases of held-out MRPC sentences: degree
adverbs read as verbs, "believe" said with a "to" it never had, "make X ADJ", and "there will
be X".  Each test names the output it replaced; they parse with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RESERVES = ("Other recommendations included the creation of regional ocean ecosystem councils "
            "and a national system to fully protect marine reserves.")
DIEBOLD = ("\"We believe we are fully prepared to roll out the revised Diebold machines,\" said "
           "Gilles W. Burger, chairman of the Maryland State Board of Elections.")
IMAGE = ("A three-judge panel of the 11th U.S. Circuit Court of Appeals ruled late Friday that "
         "the small size, limited use and secular purpose make the image legitimate.")
IRAQ = ("This is a process and there will be other opportunities for people to participate in "
        "the rebuilding of Iraq.\" he told reporters.")


def test_a_degree_adverb_is_a_degree_not_another_words_frame(parser: BuiltinParser) -> None:
    # Was kept: "Other recommendations included that regional ocean ecosystem councils were
    # created, and a national system that protected marine reserves fill." ("fully" read as
    # "full", whose first frame is fill-01, said as that verb).
    edges = _edges(parser, RESERVES)
    assert ("protect-01", ":degree", "full") in edges
    assert not [e for e in edges if e[2] == "fill-01"], edges
    texts = every_text(parser, RESERVES)
    assert not [t for t in texts if "fill" in t], texts
    # its one rebuilt text left ("... included that regional ocean ecosystem councils were
    # created, and a national system to fully protect marine reserves.") tells the creation
    # as done, refused by realize_event_noun_clauses
    assert not [t for t in texts if "were created" in t], texts
    assert ("support-01", ":degree", "full") in _edges(parser, "They fully support the plan.")
    assert "They fully support the plan." in every_text(parser, "They fully support the plan.")


def test_believe_keeps_the_subject_of_its_clause(parser: BuiltinParser) -> None:
    # Was kept: 'Gilles W. Burger, chairman of the Maryland State Board of Elections, said:
    # "We believe to be prepared to roll out the revised Diebold machines fill."'
    texts = every_text(parser, DIEBOLD)
    assert not [t for t in texts if "believe to" in t or "fill" in t], texts
    assert ('Gilles W. Burger, chairman of the Maryland State Board of Elections, said: "We '
            'believe we are fully prepared to roll out the revised Diebold machines."') in texts
    texts = every_text(parser, "He thinks he will win the race.")
    assert "He thinks he will win the race." in texts
    assert not [t for t in texts if "thinks to" in t], texts


def test_make_x_adjective_is_said_as_a_small_clause(parser: BuiltinParser) -> None:
    # Was kept: "Late Friday, a three-judge panel ... ruled that the small size, limited use
    # and secular purpose make that the image legitimates."
    edges = _edges(parser, IMAGE)
    assert ("make-02", ":ARG1", "legitimate-01") in edges
    texts = every_text(parser, IMAGE)
    assert not [t for t in texts if "make that" in t or "legitimates" in t], texts
    texts = every_text(parser, "The new law makes the practice illegal.")
    assert "It is the new law that makes the practice illegal." in texts
    assert not [t for t in texts if "makes that" in t], texts
    texts = every_text(parser, "The rain made the road slippery.")
    assert "It was the rain that made the road slippery." in texts


def test_make_it_adjective_for_someone_to_do_is_refused_not_garbled(parser: BuiltinParser) -> None:
    # Was kept: "Lexmark was trying to squash competition by installing a microchip on its
    # toner cartridges to make to be difficult so that third-party manufacturers could make
    # generic cartridges, the company also argued."
    sentence = ("The company also argued that Lexmark was trying to squash competition by "
                "installing a microchip on its toner cartridges to make it difficult for "
                "third-party manufacturers to make generic cartridges.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "make to be" in t], texts


def test_there_will_be_x_keeps_its_verb_in_a_coordination(parser: BuiltinParser) -> None:
    # Was kept: "This is a process, and other opportunities for people to participate in the
    # rebuilding of Iraq, and he told reporters."
    texts = every_text(parser, IRAQ)
    assert not [t for t in texts if "process, and other opportunities" in t], texts
    # ("This is a process, and there will be other opportunities ..., and he told
    # reporters." is refused too: a quotation and its speaker are no two events)
    assert not [t for t in texts if "and he told reporters" in t], texts


def test_but_there_will_be_x_keeps_its_verb(parser: BuiltinParser) -> None:
    # Was: "He was the one who left early but a new meeting next week."
    texts = every_text(parser, "He left early, but there will be a new meeting next week.")
    assert "He was the one who left early, but there will be a new meeting next week." in texts
    assert not [t for t in texts if "early but a new meeting" in t], texts


def test_there_may_be_x_is_said_with_its_modal(parser: BuiltinParser) -> None:
    # Was kept: "An epidemic of Hogwarts headaches in the years to come if this escalation
    # continues as Rowling concludes the saga was may, he wrote."
    sentence = ("If this escalation continues as Rowling concludes the saga, there may be an "
                "epidemic of Hogwarts headaches in the years to come, he wrote.")
    texts = every_text(parser, sentence)
    assert not [t for t in texts if "was may" in t], texts
    assert [t for t in texts if t.startswith("There may be an epidemic of Hogwarts headaches")]
    texts = every_text(parser, "He said that there could be more layoffs next year.")
    assert "There could be more layoffs next year, he said." in texts


def test_a_noun_said_to_exist_after_a_verb_of_saying_keeps_there_was(parser: BuiltinParser) -> None:
    # Was: "He was the one who said a new meeting." and "A new meeting was said by him."
    # (the article and the noun's own modifiers hid the source's "there was").
    texts = every_text(parser, "He said there was a new meeting.")
    assert "He was the one who said there was a new meeting." in texts
    assert not [t for t in texts if "said a new meeting" in t or "was said by" in t], texts


AFGHANISTAN = ("At least 61 people were killed and dozens injured across Afghanistan yesterday "
               "in the worst outbreak of violence for more than a year.")


def test_the_worst_stays_before_its_noun(parser: BuiltinParser) -> None:
    # Was kept: "In the outbreak of violence for more than a year that was the worst, dozens
    # were injured across Afghanistan yesterday, and at least 61 people were killed." ("worst"
    # was not read as a superlative said before its noun; "-est" words were).
    edges = _edges(parser, AFGHANISTAN)
    assert ("have-degree-91", ":ARG3", "most") in edges
    texts = every_text(parser, AFGHANISTAN)
    assert not [t for t in texts if "that was the worst" in t], texts
    # (was asserted as "In the worst outbreak of violence for more than a year, dozens were
    # injured across Afghanistan yesterday, and at least 61 people were killed.", which leaves
    # the killing without the place and time it shares: refused now, see
    # realize_gapped_conjuncts; the superlative still stands before its noun here)
    assert ("At least 61 people were killed, and dozens were injured across Afghanistan "
            "yesterday in the worst outbreak of violence for more than a year.") in texts


def test_a_graded_adjective_before_its_noun_is_not_its_predicate(parser: BuiltinParser) -> None:
    # Was: "There was storm that dozens were injured in that was the biggest." and "It was
    # demand lifted prices that was stronger." (the noun's focus said the adjective as what
    # the noun is).
    for sentence in ("Dozens were injured in the biggest storm.", "Dozens were injured in the "
                     "worst storm.", "Stronger demand lifted prices."):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if "that was the" in t or "that was stronger" in t], texts
    assert "Prices were lifted by stronger demand." in every_text(parser,
                                                                  "Stronger demand lifted prices.")
