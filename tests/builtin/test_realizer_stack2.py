"""MRPC sentences whose named participant was refused as a cleft that would stack two
relative clauses: an apposition the realizer said as "who is a ..." is said back in the
source's own words, so the cleft keeps one relative clause.  These move with the parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

KRESLER = "Tisha Kresler, a spokeswoman for Global Crossing, declined to comment."
MAHAIUDDIN = ("Ghulam Mahaiuddin, head of administration in the southern province of Helmand, "
              "said the bus blast happened early in the morning, west of the provincial capital "
              "Lashkargah.")
ROLLINS = ("Kevin Rollins, Dell's president, received $770,962 in salary and a bonus of just "
           "more than $2-million in fiscal 2003.")


def _stacked(text: str) -> bool:
    words = text.lower().replace(",", " ").split()
    return sum(w in ("who", "that", "which") for w in words) > 1


def test_an_apposition_is_said_in_the_source_words_in_a_cleft(parser: BuiltinParser) -> None:
    # Was refused for the name: "a cleft on a noun with a relative clause of its own would
    # stack two relative clauses" ("It was Tisha Kresler, who is a spokeswoman of Global
    # Crossing, who declined ...")
    texts = every_text(parser, KRESLER)
    assert "It was Tisha Kresler, a spokeswoman for Global Crossing, who declined to comment." \
        in texts, texts
    assert not [t for t in texts if "who is a" in t], texts


def test_a_bare_role_apposition_keeps_its_words(parser: BuiltinParser) -> None:
    # Was refused for the name (the stacked "who is a head of administration ..., who said")
    texts = every_text(parser, MAHAIUDDIN)
    assert any(t.startswith("It was Ghulam Mahaiuddin, head of administration in the southern "
                            "province of Helmand, who said") for t in texts), texts
    assert not [t for t in texts if t.startswith("It was") and _stacked(t)], texts


def test_a_possessive_apposition_keeps_its_words(parser: BuiltinParser) -> None:
    # Was refused for the name: "It was Kevin Rollins, who is a president of Dell, who ..."
    texts = every_text(parser, ROLLINS)
    assert any(t.startswith("It was Kevin Rollins, Dell's president, who received") for t in texts), \
        texts


WYLE = ("Noah Wyle, who has played Dr. John Carter since the series launched in 1994, has inked a "
        "one-year extension to his deal with producer Warner Bros. TV.")
ALI = ("Witness Zulfiqar Ali, who was slightly wounded by shrapnel, said the attackers had focused "
       "on the mosque's guards.")
ABBAS = ("At Wednesday's summit, Abbas pledged to end the \"armed intefadeh,\" renounced \"terrorism "
         "against the Israelis wherever they might be\" and alluded to the disarming of militants.")


def test_a_named_doer_with_an_aside_comes_last_in_a_pseudo_cleft(parser: BuiltinParser) -> None:
    # Was refused for the person and the name: "a cleft on a noun with a relative clause of
    # its own would stack two relative clauses" ("It is Noah Wyle, who has played ..., who")
    texts = every_text(parser, WYLE)
    assert "The one who has inked a one-year extension to his deal with producer Warner Bros. " \
        "TV is Noah Wyle, who has played Dr. John Carter since the series launched in 1994." \
        in texts, texts
    assert not [t for t in texts if t.startswith("It is Noah Wyle")], texts


def test_the_aside_keeps_the_source_words(parser: BuiltinParser) -> None:
    # The name focus said the aside "who shrapnel wounded slightly": refused; the person's
    # "..., who was slightly wounded by shrapnel." is kept
    texts = every_text(parser, ALI)
    # (the opening "Witness" describes him, no title: lowercased off the start, prec19)
    assert "The one who said the attackers had focused on the mosque's guards was witness " \
        "Zulfiqar Ali, who was slightly wounded by shrapnel." in texts, texts
    assert not [t for t in texts if "who shrapnel" in t], texts


def test_an_aside_the_parse_made_of_a_verb_is_no_aside(parser: BuiltinParser) -> None:
    # "Abbas, who ended armed intefadeh," (for "pledged to end") is no relative clause of the
    # source: no pseudo-cleft puts it after the name
    texts = every_text(parser, ABBAS)
    assert not [t for t in texts if "who ended" in t], texts


PHYSICIAN = "Under the legislation, a physician who performs the procedure could face up to two years in prison."


def test_an_indefinite_doer_is_not_pseudo_clefted(parser: BuiltinParser) -> None:
    # Was kept while written: "The one who could face up to two years in prison up under the
    # legislation was a physician who performs the procedure."
    texts = every_text(parser, PHYSICIAN)
    assert not [t for t in texts if t.startswith("The one")], texts


GLASS = ("\"Shattered Glass\" _ starring Hayden Christensen as Stephen Glass, The New Republic "
         "journalist fired for fabricating stories _ debuted well with $80,000 in eight theaters.")


def test_an_apposition_the_parse_ran_on_is_not_said_back(parser: BuiltinParser) -> None:
    # Was kept while written: "It was Hayden Christensen as Stephen Glass, The New Republic
    # journalist fired for fabricating stories _ debuted well with $80,000 in eight
    # theaters, who starred Shattered Glass _."
    texts = every_text(parser, GLASS)
    assert not [t for t in texts if "stories _ debuted" in t], texts
