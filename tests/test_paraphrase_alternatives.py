"""The paraphrase job and the generator's alternatives, with the real built-in engine: foci
that realized to one sentence now give distinct ones, and no candidate takes an
alternative that reads its source back or repeats another candidate."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.paraphrase import ParaphraseCandidate, Paraphraser
from pipeline.paraphrase_alternatives import root_alternatives, take_distinct
from pipeline.scoring.filters import normalized
from pipeline.settings import Settings

COLEMAN = ("Health Minister Peter Coleman said about 300 people had been killed and 1,000 "
           "wounded in the past few days.")
PUTIN = "Before the meeting, Putin said Russia regards Saudi Arabia as a key Muslim state."


def _candidate(focus: str, text: str, construction: str = "cleft") -> ParaphraseCandidate:
    return ParaphraseCandidate(source="S", text=text, focus=focus, concept=None,
                               focus_kind="noun", focus_role=None, focus_depth=1,
                               subtree_size=1, edits=[], amr="", construction=construction,
                               engine="builtin")


def test_foci_that_said_one_sentence_now_say_distinct_ones(settings: Settings) -> None:
    paraphraser = Paraphraser(settings, "builtin", parser=BuiltinParser(settings), metrics=[])
    for source in (COLEMAN, PUTIN):
        candidates = [c for c in paraphraser.paraphrase(source) if c.text]
        by_focus: dict[str, ParaphraseCandidate] = {}
        for c in candidates:  # (each focus's own candidate, before the root's alternatives)
            by_focus.setdefault(c.focus, c)
        # Was: "It was ... who said ..." for both, the second "same text as the paraphrase
        # for focus p".  The name's first alternative, "What X said was that ...", is the
        # root's already: it takes the next.
        person, name = by_focus["p"], by_focus["n"]
        assert person.text != name.text and person.alternative == 0
        if source == COLEMAN:
            assert name.alternative == 2
            assert name.construction == "cleft" and " was the one who said " in (name.text or "")
        else:
            # The root's pseudo-cleft keeps the saying's opening phrase first ("Before the
            # meeting, what Putin said was that ..."): the name's first alternative, the
            # pseudo-cleft with the phrase after "said", is a text of its own.
            assert (name.alternative, name.construction) == (1, "pseudo-cleft")
            assert name.text == ("What Putin said before the meeting was that Russia regards "
                                 "Saudi Arabia as a key Muslim state.")
        assert not person.reasons and not name.reasons
        for c in candidates:
            # An alternative never reads the source back nor repeats another candidate.
            others = {normalized(o.text or "") for o in candidates if o is not c}
            assert c.alternative == 0 or normalized(c.text or "") not in \
                others | {normalized(source)}
        # The root read the source back (source-order).  Its first alternative puts the
        # reporting clause last, as the focus of what was said does already: it takes the
        # next, the pseudo-cleft.
        root = by_focus["s"]
        assert (root.construction, root.alternative) == ("pseudo-cleft", 2) and root.kept
    before = {c.focus: c for c in paraphraser.paraphrase(PUTIN)}["b"]
    # Was "identical to the source" ("Before the meeting, Putin said ...").
    assert (before.construction, before.alternative, before.text) == ("adjunct-cleft", 1, (
        "It was before the meeting that Putin said Russia regards Saudi Arabia as a key "
        "Muslim state."))


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
    take_distinct("Ann left.", [first, second, third, fourth], offered)
    assert [(c.text, c.construction, c.alternative) for c in (first, second, third, fourth)] == [
        ("It was Ann who left.", "cleft", 0),
        ("Ann was the one who left.", "cleft", 2),
        ("What Ann did was leave.", "pseudo-cleft", 3),
        ("Yesterday, Ann left.", "fronted-topic", 0)]
    # With nothing new to offer, a candidate keeps its text (the filter rejects it).
    lone = _candidate("x", "Ann left.")
    take_distinct("Ann left.", [lone], {id(lone): (("Ann left!", "declarative"),)})
    assert (lone.text, lone.alternative) == ("Ann left.", 0)
    # A policy that keeps outputs identical to the source (source None) keeps them too.
    same = _candidate("x", "Ann left.")
    take_distinct(None, [same], {id(same): (("It was Ann who left.", "cleft"),)})
    assert (same.text, same.alternative) == ("Ann left.", 0)


GELINAS = "Ms. Gelinas said only 1.5 per cent of those have been fully re-evaluated."


def test_the_root_alternatives_no_focus_said_are_candidates_of_their_own(
        settings: Settings) -> None:
    # MRPC train 6791: the root said the report, the speaker's foci the cleft, and every other
    # focus was refused; the report said last and "according to" were offered and never used.
    paraphraser = Paraphraser(settings, "builtin", parser=BuiltinParser(settings), metrics=[])
    candidates = [c for c in paraphraser.paraphrase(GELINAS) if c.text and not c.reasons]
    assert [(c.focus, c.construction, c.alternative, c.text) for c in candidates] == [
        ("s", "declarative", 0,
         "Ms. Gelinas said only 1.5 percent of those have been fully re-evaluated."),
        ("p", "cleft", 0,
         "It was Ms. Gelinas who said only 1.5 percent of those have been fully re-evaluated."),
        # (the report's pseudo-cleft in the source's words: the rebuilt one was refused)
        ("s", "pseudo-cleft", 1,
         "What Ms. Gelinas said was that only 1.5 per cent of those have been fully "
         "re-evaluated."),
        ("s", "reporting-last", 2,
         "Only 1.5 per cent of those have been fully re-evaluated, Ms. Gelinas said."),
        ("s", "fronted-attribution", 4,
         "According to Ms. Gelinas, only 1.5 per cent of those have been fully re-evaluated.")]


def test_a_root_alternative_repeating_a_text_up_to_its_spaces_is_passed_over() -> None:
    root = _candidate("s", "Ann said Bo left.", "declarative")
    other = _candidate("a", "It was Ann who said Bo left.")
    offered = {
        id(root): (("It was Ann who said Bo left!", "cleft"),  # the other's text
                   ("Bo left, Ann said.", "reporting-last"),
                   ("bo left , ann said", "reporting-last"),  # the one before, again
                   ("Ann said Bo left", "source-order"),  # the source
                   ("What Ann said was that Bo left.", "pseudo-cleft")),
        id(other): (("Ann was the one who said Bo left.", "cleft"),),  # not the root's
    }
    extra = root_alternatives("Ann said Bo left.", [root, other], offered, "s")
    assert [(c.focus, c.text, c.construction, c.alternative) for c in extra] == [
        ("s", "Bo left, Ann said.", "reporting-last", 2),
        ("s", "What Ann said was that Bo left.", "pseudo-cleft", 5)]
    assert root_alternatives("Ann said Bo left.", [root, other], offered, None) == []


def test_a_reports_pseudo_cleft_said_twice_is_one_text() -> None:
    # MRPC train 2076: the root's pseudo-cleft in the source's words and the rebuilt one,
    # which moved the time, are one paraphrase: the first offered is kept, by the root and by
    # a focus whose own text repeats.
    root = _candidate("s", "Police said he was listed last night in critical condition.",
                      "source-order")
    name = _candidate("n", "It was police who said he was listed ...")
    person = _candidate("p", "It was police who said he was listed ...")
    verbatim = ("What police said was that he was listed last night in critical condition.",
                "pseudo-cleft")
    rebuilt = ("What police said was that he was listed in critical condition last night.",
               "pseudo-cleft")
    offered = {id(root): (verbatim, rebuilt, ("He was listed ..., police said.", "reporting-last")),
               id(person): (rebuilt, ("Police were the ones who said ...", "cleft"))}
    source = root.text
    take_distinct(source, [root, name, person], offered)
    assert (root.text, root.alternative) == (verbatim[0], 1)
    assert (person.text, person.alternative) == ("Police were the ones who said ...", 2)
    extra = root_alternatives(source, [root, name, person], offered, "s")
    assert [c.text for c in extra] == ["He was listed ..., police said."]
