"""A time phrase the source opened with, said whole after the verb ("... that Microsoft
restricted late last month"), is no pair of words said in reverse
(realize_moved_time_phrases.time_phrase_said_whole, read by
realize_focus_checks.swapped_source_words).  MRPC train 4653 and 3683 had these refused as
"'restricted late' reverses the source's order"."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MESSENGER = "Late last month Microsoft restricted access to its MSN Messenger network."
PARADE = ('Last year Bloomberg boycotted the parade because he wanted to march with two actors '
          'from "The Sopranos."')
SOLDIERS = "Every day more American soldiers die."


def test_a_time_phrase_said_whole_after_the_verb_is_kept(parser: BuiltinParser) -> None:
    assert "It was access to its MSN Messenger network that Microsoft restricted late last " \
        "month." in every_text(parser, MESSENGER)
    assert 'The parade was boycotted by Bloomberg last year because he wanted to march with ' \
        'two actors from "The Sopranos."' in every_text(parser, PARADE)


def test_a_count_said_after_its_verb_is_still_refused(parser: BuiltinParser) -> None:
    # "more American soldiers die" is no "American soldiers die more"
    assert not [t for t in every_text(parser, SOLDIERS) if t and t.endswith("die more.")]
