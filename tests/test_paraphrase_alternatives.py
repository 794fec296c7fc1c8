"""The paraphrase job and the generator's alternatives, with the real built-in engine: foci
that realized to one sentence now give distinct ones, and no candidate takes an
alternative that reads its source back or repeats another candidate."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.paraphrase import ParaphraseCandidate, Paraphraser, _take_distinct
from pipeline.scoring.filters import normalized
from pipeline.settings import Settings

COLEMAN = ("Health Minister Peter Coleman said about 300 people had been killed and 1,000 "
           "wounded in the past few days.")
COHN = ("Cindy Cohn, legal director for the Electronic Frontier Foundation, said Monday that "
        "section 512 hands too much power to copyright holders.")


def _candidate(focus: str, text: str, construction: str = "cleft") -> ParaphraseCandidate:
    return ParaphraseCandidate(source="S", text=text, focus=focus, concept=None,
                               focus_kind="noun", focus_role=None, focus_depth=1,
                               subtree_size=1, edits=[], amr="", construction=construction,
                               engine="builtin")


def test_foci_that_said_one_sentence_now_say_distinct_ones(settings: Settings) -> None:
    paraphraser = Paraphraser(settings, "builtin", parser=BuiltinParser(settings), metrics=[])
    for source in (COLEMAN, COHN):
        candidates = [c for c in paraphraser.paraphrase(source) if c.text]
        by_focus = {c.concept: c for c in candidates}
        # Was: "It was ... who said ..." for both, the second "same text as the paraphrase
        # for focus p"; the date and its weekday both "On Monday, ...".
        person, name = by_focus["person"], by_focus["name"]
        assert person.text != name.text and person.alternative == 0 and name.alternative > 0
        if source == COHN:  # the name's first alternative
            assert (name.construction, name.text) == ("pseudo-cleft", (
                "What Cindy Cohn said Monday was that section 512 hands too much power to "
                "copyright holders."))
        else:  # the root took that one: the next
            assert name.construction == "cleft" and " was the one who said " in (name.text or "")
        assert not person.reasons and not name.reasons
        for c in candidates:
            # An alternative never reads the source back nor repeats another candidate.
            others = {normalized(o.text or "") for o in candidates if o is not c}
            assert c.alternative == 0 or normalized(c.text or "") not in \
                others | {normalized(source)}
        # The root read the source back (source-order).  Its first alternative puts the
        # reporting clause last, as the focus "and" says it already: it takes the next.
        root = by_focus["say-01"]
        if source == COLEMAN:
            assert (by_focus["and"].construction, by_focus["and"].alternative) == \
                ("parenthetical-root", 0)
            assert (root.construction, root.alternative) == ("pseudo-cleft", 2) and root.kept
    dated = {c.concept: c for c in paraphraser.paraphrase(COHN)}
    assert dated["monday"].construction == "adjunct-cleft"
    assert (dated["monday"].text or "").startswith("It was on Monday that Cindy Cohn")


def test_an_alternative_equal_to_the_source_or_another_candidate_is_passed_over() -> None:
    first = _candidate("p", "It was Ann who left.")
    second = _candidate("n", "It was Ann who left.")
    third = _candidate("l", "Ann left.", "source-order")
    fourth = _candidate("t", "Yesterday, Ann left.", "fronted-topic")
    offered = {
        id(second): (("Yesterday, Ann left!", "fronted-adjunct"),  # the fourth's own text
                     ("Ann was the one who left.", "cleft")),
        id(third): (("ann LEFT", "declarative"),  # the source again, as the filter compares
                    ("It was Ann who left.", "cleft"),  # the first's text
                    ("What Ann did was leave.", "pseudo-cleft")),
    }
    _take_distinct("Ann left.", [first, second, third, fourth], offered)
    assert [(c.text, c.construction, c.alternative) for c in (first, second, third, fourth)] == [
        ("It was Ann who left.", "cleft", 0),
        ("Ann was the one who left.", "cleft", 2),
        ("What Ann did was leave.", "pseudo-cleft", 3),
        ("Yesterday, Ann left.", "fronted-topic", 0)]
    # With nothing new to offer, a candidate keeps its text (the filter rejects it).
    lone = _candidate("x", "Ann left.")
    _take_distinct("Ann left.", [lone], {id(lone): (("Ann left!", "declarative"),)})
    assert (lone.text, lone.alternative) == ("Ann left.", 0)
