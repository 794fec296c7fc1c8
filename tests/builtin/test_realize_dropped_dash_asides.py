"""MRPC train sentences whose dash aside the parse dropped whole, so that every rebuilt
text was refused as "a dash aside taken apart": the aside is said again after the words
the source set before it (realize_dropped_dash_asides), where those words are followed by
the source's own next words, or end the text for an aside the source's end closed; a text
that moved the words after a closed aside, or said the aside's clause as a relative
clause, stays refused.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (MRPC train 4036) an aside the source's end closed, kept at the end
NYSE = ("Also Thursday, the NYSE's board elected six new directors - three non-industry "
        "representatives and three industry representatives.")
# (MRPC train 6420) a closed aside before the words the source said after it
OFFICERS = ("In February 2000, the officers \u2014 Kenneth Boss, Sean Carroll, Edward McMellon "
            "and Richard Murphy \u2014 were acquitted of all charges in the killing.")
# (MRPC train 68) a closed aside whose host was clefted away from the words after it
CRIME = ("He had served nine years in prison for the crime -- two on death row -- when he was "
         "released.")
# (MRPC train 650) the aside's clause said as a relative clause of a misparse
NAVY = ("By the time the two-term president left office in 1989, the Navy had nearly 600 ships "
        "- about twice the ships it has today.")


def test_a_dropped_aside_is_said_after_its_words(parser: BuiltinParser) -> None:
    assert "On Thursday, the NYSE's board also elected six new directors - three non-industry " \
        "representatives and three industry representatives." in every_text(parser, NYSE)
    texts = every_text(parser, OFFICERS)
    assert "It was the officers \u2014 Kenneth Boss, Sean Carroll, Edward McMellon and Richard " \
        "Murphy \u2014 who were acquitted of all charges in February 2000 in the killing." in texts
    assert "He was the one who had served nine years in prison for the crime -- two on death " \
        "row -- when he was released." in every_text(parser, CRIME)


def test_an_aside_that_would_describe_another_phrase_stays_refused(
        parser: BuiltinParser) -> None:
    # "It was for the crime -- two on death row -- that he had served nine years": the
    # years were on death row
    assert not any(t.startswith("It was for the crime") for t in every_text(parser, CRIME))
    # "The two-term president left office by the time in 1989, which the Navy had nearly
    # 600 ships - about twice ...": the aside would end a broken relative clause
    assert not any("which" in t for t in every_text(parser, NAVY))
