"""MRPC train sentences 6200-6600 (a tuning range) with the real parser: kept paraphrases a reader
marks broken or meaning-changing, each test naming the output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

GOODREM = ("It was announced on Friday that Goodrem had been diagnosed with Hodgkin's disease, "
           "a form of cancer which affects the lymph nodes.")
MICROSOFT = ("Microsoft favors setting up \"independent e-mail trust authorities to establish "
             "and maintain commercial email guidelines, certify senders who follow the "
             "guidelines, and resolve customer disputes.\"")
MZOUDI = ("The indictment charges that Mzoudi was involved in preparations for the attack "
          "until the end and was aware of and supported the attackers' violent goals.")
HAMIDI = ("She also noted that Intel's servers were not harmed and that the thousands of "
          "Hamidi e-mail recipients were able to request that the e-mails stop, which Hamidi "
          "honored.")
SURVEY = ("Based on a separate survey of households, the unemployment rate fell in August to "
          "6.1 percent from 6.2 percent.")


def test_the_it_of_an_extraposed_passive_report_is_no_argument(parser: BuiltinParser) -> None:
    # Was parsed (announce-01 :ARG1 it :ARG2 diagnose-01), and kept: "Goodrem had been
    # diagnosed with ..., which it was announced on Friday to."
    graph = parsed(parser, GOODREM)
    concepts = {v: c for v, _, c in graph.instances()}
    announce = next(v for v, c in concepts.items() if c == "announce-01")
    args = {role: concepts[t] for s, role, t in graph.edges() if s == announce}
    assert args.get(":ARG1") == "diagnose-01", args
    assert "it" not in concepts.values(), concepts
    texts = every_text(parser, GOODREM)
    assert not [t for t in texts if "which it was announced" in t], texts
    # nor the bare participle hung on the lymph nodes ("..., the lymph nodes, announced on
    # Friday."): a report with no reporter does not follow what it reported
    assert not [t for t in texts if t.endswith("lymph nodes, announced on Friday.")], texts


def test_an_expected_event_keeps_its_as_it_is_expected(parser: BuiltinParser) -> None:
    # The extraposed "it" of a control verb stays: with the clause as expect-01's ARG1 the
    # realizer said "It is the bill that will pass expected."
    texts = every_text(parser, "It is expected that the bill will pass.")
    assert "The bill will pass, as it is expected to." in texts, texts
    assert not [t for t in texts if t.endswith("pass expected.")], texts


def test_a_favored_event_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "Microsoft set up independent e-mail trust authorities to establish, ...,
    # which it favors."
    texts = every_text(parser, MICROSOFT)
    assert not [t for t in texts if t.startswith("Microsoft set up")], texts
    assert not [t for t in texts if "which it favors" in t], texts


def test_a_charged_event_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "Mzoudi supported the attackers' violent goals, and Mzoudi was involved in
    # preparations ..., which the indictment charges."
    texts = every_text(parser, MZOUDI)
    assert not [t for t in texts if t.endswith("which the indictment charges.")], texts


def test_a_which_clause_the_source_said_stays(parser: BuiltinParser) -> None:
    # The source's own ", which Hamidi honored" and a "which was based on" (no subject
    # before its verb) are no event said as the object of the old root.
    assert [t for t in every_text(parser, HAMIDI) if "which Hamidi honored, she also noted" in t]
    assert "The unemployment rate fell to 6.1 percent in August from 6.2 percent, which was " \
        "based on a separate survey of households." in every_text(parser, SURVEY)


def test_a_gerund_complement_stays_a_gerund(parser: BuiltinParser) -> None:
    # Was kept: "Only one of the five buildings ... escaped to be burned, the UN said on its
    # Web site." and "The tape raises to disturb issues, Brian Rohrbough ... said."
    texts = every_text(parser, "Only one building escaped being burned, the UN said.")
    # (this asserted "Building one escaped being burned, the UN said.", which loses the
    # source's "only" and garbles "one building": now refused, see parse_coverage)
    assert "Building one escaped being burned, the UN said." not in texts, texts
    assert not [t for t in texts if "escaped to be" in t], texts
    texts = every_text(parser, "He avoided paying taxes, the officials said.")
    assert "He avoided paying taxes, the officials said." in texts, texts
    assert not [t for t in texts if "avoided to pay" in t], texts
    texts = every_text(parser, "The Neighbours star and singer spent yesterday resting at her "
                               "family home in Sydney and will have more tests today.")
    assert not [t for t in texts if "spent to rest" in t], texts


def test_an_infinitive_the_source_said_stays_an_infinitive(parser: BuiltinParser) -> None:
    # "bring" ends in "-ing" and "to be transporting" is an infinitive: not "I wanted
    # bringing ...", "SUV believed transporting illegal immigrants"
    texts = every_text(parser, "I wanted to bring the most beautiful people into the most "
                               "beautiful building, he said Sunday.")
    assert not [t for t in texts if "wanted bringing" in t], texts
    texts = every_text(parser, "People in a van opened fire on a pickup and SUV believed to be "
                               "transporting illegal immigrants, said Pinal County Sheriff "
                               "Roger Vanderpool.")
    assert not [t for t in texts if "believed transporting" in t], texts


def test_a_more_than_quantity_is_not_said_swapped(parser: BuiltinParser) -> None:
    # Was kept: "There are than more 5,200 that SARS infected, and it has killed 296 people
    # on China's mainland."
    texts = every_text(parser, "SARS has killed 296 people on China's mainland and infected "
                               "more than 5,200.")
    assert not [t for t in texts if "than more" in t], texts
    assert [t for t in texts if "more than 5,200" in t], texts
