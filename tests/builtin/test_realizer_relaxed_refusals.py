"""MRPC train sentences whose sound texts a refusal of the previous round took away, and
that its narrowed rule says again, beside the broken texts the rule still refuses.  They
parse with the real parser, so they move with it."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a text it says again, a text it still may not say)
RELAXED = [
    # A clock time after "around" leads as any time does; a hedged amount still may not
    # ("Near 50 mph, Henri had maximum sustained winds").
    ("White, who had suffered kidney failure from years of high blood pressure, died at "
     "Cedars-Sinai Medical Center around 9:30 a.m., said manager Ned Shankman.",
     "Around 9:30 a.m., White, who had suffered kidney failure from years of high blood "
     "pressure, died at Cedars-Sinai Medical Center, manager Ned Shankman said.",
     None),
    ("At 5 p.m. EDT, Henri had maximum sustained winds near 50 mph, with some gusts reaching "
     "60 mph.", None, "Near 50 mph, Henri had maximum sustained winds"),
    # An opening "While" clause said last still contrasts two states where the main clause
    # tells nothing in the past; after a past event it reads as the event's time.
    ("While the Ibrahims had one separation operation, Goodrich and Dr. David Staffenberg "
     "plan about three for the Aguirres, with several weeks between each.",
     "With several weeks between each, Goodrich and Dr. David Staffenberg plan about three "
     "for the Aguirres while the Ibrahims had one separation operation.",
     "It is Goodrich and Dr. David Staffenberg that plan about three for the Aguirres while"),
    ("While robbery appeared to be the motive, the suspects fled before they could take "
     "anything, he said.", None, "The suspects fled while robbery"),
    ("While the shape of any military operation is unclear, Jakarta has boosted the number of "
     "troops and police in the resource-rich province to more than 45,000 from 38,000.",
     "It is Jakarta that has boosted the number of troops and police in the resource-rich "
     "province to more than 45,000 from 38,000 while the shape of any military operation is "
     "unclear.",
     # a focus phrase said before its noun's other phrases
     "It is the number in the resource-rich province of troops and police"),
    # A quoted title whose every word keeps its capital may lose its marks after a
    # preposition, "the" or a possessor; as a subject it reads as a person or common words.
    # (Said whole, it keeps them: realize_quote_restore.)
    ("The agreement between architect Daniel Libeskind and representatives of developer Larry "
     "Silverstein gives architect David Childs the lead role in developing the \"Freedom "
     "Tower.\"",
     "It is the agreement between architect Daniel Libeskind and representatives of developer "
     "Larry Silverstein that gives architect David Childs the lead role in developing the "
     "\"Freedom Tower.\"",
     None),
    ("\"Shattered Glass\" _ starring Hayden Christensen as Stephen Glass, The New Republic "
     "journalist fired for fabricating stories _ debuted well with $80,000 in eight theaters.",
     None, "It was Shattered Glass, starring"),
    # A name said right after its noun is one phrase with it, not an apposition to keep
    # whole; one set off with commas still is.
    ("The Saudi newspaper Okaz reported Monday that suspects who escaped Saturday's raid fled "
     "in a car that broke down on the outskirts of Mecca Sunday afternoon.",
     "It was Saudi newspaper Okaz that reported Monday that suspects who escaped Saturday's "
     "raid fled in a car that broke down on the outskirts of Mecca Sunday afternoon.",
     None),
    ("Under the U.S. Constitution, the other chamber of Congress, the House of Representatives, "
     "does not vote on foreign alliances.", None, "It is the other chamber Congress"),
]


@pytest.mark.parametrize(("source", "said", "refused"), RELAXED)
def test_a_narrowed_refusal(parser: BuiltinParser, source: str, said: str | None,
                            refused: str | None) -> None:
    texts = [t for t in every_text(parser, source) if t]
    if said is not None:
        assert said in texts, texts
    if refused is not None:
        assert not [t for t in texts if t.startswith(refused)], texts
