"""An adverb no node of the parse carries is lost content ("a false name immediately after
his arrest" said "after his arrest"), so it is on the parse's ``::unparsed`` list and a
rebuilt sentence must still say it (parse_coverage._CONTENT_POS); "later Sunday" and
"earlier Saturday" are read as parts of their date (parse_words.DATE_PARTS)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def test_a_lost_adverb_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 338, 339, 691, 933): "It was waiting crowds filling the streets
    # on both sides that overwhelmed the peacekeepers after daylight, ...", "It is the
    # review that outlines the tariffs' impact on domestic steel industry and steel
    # consumers through the three-year program.", "We had about eighteen different things
    # we had in mind for the browser, using bookmarks and back buttons."
    for sentence, word in (
            ("Waiting crowds filling the streets on both sides overwhelmed the peacekeepers "
             "soon after daylight, sweeping past the barbed wire barricades.", "soon"),
            ("The review outlines the tariffs' impact on domestic steel industry and steel "
             "consumers halfway through the three-year program.", "halfway"),
            ("Using bookmarks and back and forth buttons -- we had about eighteen different "
             "things we had in mind for the browser.\"", "forth")):
        texts = [t for t in every_text(parser, sentence) if t and t != sentence]
        assert not [t for t in texts if word not in t.lower()], texts


def test_later_and_earlier_before_a_date_are_parsed(parser: BuiltinParser) -> None:
    # Were "It was the council members that would possibly elect a chairman Sunday, Qanbar
    # said." (MRPC train 3721) and "He was arrested by police Saturday."
    sentence = "Qanbar said the council members would possibly elect a chairman later Sunday."
    graph = parsed(parser, sentence)
    assert "unparsed" not in graph.metadata
    texts = [t for t in every_text(parser, sentence) if t and t != sentence]
    assert "A chairman would possibly be elected by the council members later Sunday, " \
           "Qanbar said." in texts
    assert "Later Sunday, the council members would possibly elect a chairman, Qanbar " \
           "said." in texts
    assert not [t for t in texts if "later" not in t.lower()], texts
    texts = every_text(parser, "Police arrested him earlier Saturday.")
    assert "He was arrested by police earlier Saturday." in texts
    assert not [t for t in texts if t and "earlier" not in t.lower()], texts
