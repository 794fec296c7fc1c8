"""Held-out MRPC sentences with the real parser: kept paraphrases a reader marks broken, each
test naming the output it replaced.  Like test_realizer_mrpc_heldout7.py these move with the
parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

HELICOPTER = ("An hour later, an Israeli helicopter fired missiles at a car in Gaza City, "
              "killing two Hamas officials and at least five other people.")
OPEC = ("The Organization of Petroleum Exporting Countries defied expectations on Wednesday "
        "and lowered its output ceiling by 900,000 barrels a day to 24.5 million barrels "
        "starting in November.")
WRITING = ("Writing in the journal Geophysical Research Letters, Vincent's team said all of "
           "the fresh water poured out of the 20-mile-long Disraeli Fjord.")
GULPING = "Gulping for air, I started crying and yelling at him, 'What do you mean?"


def test_a_result_participle_after_a_comma_is_no_means(parser: BuiltinParser) -> None:
    # Was kept: "Missiles were fired by an Israeli helicopter an hour later at a car in Gaza
    # City by killing two Hamas officials and at least five other people." (the :manner is
    # the coordination "and", whose own word is no participle)
    texts = every_text(parser, HELICOPTER)
    assert not [t for t in texts if "by killing" in t.lower()], texts
    assert ("Missiles were fired by an Israeli helicopter an hour later at a car in Gaza City, "
            "killing two Hamas officials and at least five other people.") in texts
    # (said first, the result would read as the helicopter's manner: realize_fronted_participles)
    assert ("Killing two Hamas officials and at least five other people, an Israeli helicopter "
            "fired missiles an hour later at a car in Gaza City.") not in texts


def test_a_participle_after_its_noun_is_no_means(parser: BuiltinParser) -> None:
    # Was kept: "The Organization of Petroleum Exporting Countries lowered its output ceiling
    # by 900,000 barrels a day to 24.5 million barrels by starting in November, and it
    # defied expectations on Wednesday."
    texts = every_text(parser, OPEC)
    assert not [t for t in texts if "by starting" in t.lower()], texts
    assert ("The Organization of Petroleum Exporting Countries lowered its output ceiling by "
            "900,000 barrels a day to 24.5 million barrels, starting in November, and it "
            "defied expectations on Wednesday.") in texts


def test_a_sentence_opening_participle_is_no_means(parser: BuiltinParser) -> None:
    # Was kept: "It was Vincent's team that said all of the fresh water poured out of the
    # 20-mile-long Disraeli Fjord by writing in the journal Geophysical Research Letters."
    texts = every_text(parser, WRITING)
    assert not [t for t in texts if "by writing" in t.lower() or "which is how" in t], texts
    assert ("It was Vincent's team that said all of the fresh water poured out of the "
            "20-mile-long Disraeli Fjord, writing in the journal Geophysical Research "
            "Letters.") in texts


def test_a_question_takes_no_relative_clause(parser: BuiltinParser) -> None:
    # Was kept once the participle lost its "by": "What do you mean, as I started to cry and
    # to yell at him to, gulping for air?" ("start" controls no "to" of its :ARG2)
    texts = every_text(parser, GULPING)
    assert not [t for t in texts if t.startswith("What do you mean,")], texts


CARGO = ("Under the program, U.S. officials work with foreign port authorities to identify, "
         "target and search high-risk cargo.")


def test_a_verb_read_as_a_noun_between_coordinated_verbs_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "Under the program, U.S. officials work identifying, target, and searching
    # high-risk cargo." ("target" a bare noun between identify-01 and search-01)
    texts = every_text(parser, CARGO)
    assert not [t for t in texts if "identifying, target" in t], texts


COUPLE = ("A COUPLE have been arrested for starving their four sons while letting their "
          "daughters feast in front of them.")
IMAGE = ("A three-judge panel of the 11th U.S. Circuit Court of Appeals ruled late Friday that "
         "the small size, limited use and secular purpose make the image legitimate.")
TUITION = "Community college students will see their tuition rise by $300 to $2,800 or 12 percent."
CAREER = ("Dusenbery's fiancee, Jessica Wheat, said he was considering settling down in Fort "
          "Campbell and making the Army his career.")


def test_a_causative_keeps_its_bare_infinitive(parser: BuiltinParser) -> None:
    # Was kept: "A COUPLE that has been arrested for starving their four sons let that
    # daughters feast in their front."
    texts = every_text(parser, COUPLE)
    assert not [t for t in texts if "let that" in t], texts
    # (then "let daughters feast": the source's unaligned "their" before the reused span; its
    # texts "... let their daughters feast in their front" are refused since: "in front of
    # them" said without its pronoun, realize_lost_pronoun_objects)
    assert not [t for t in texts if "in their front" in t], texts
    # Was kept: "Late Friday, a three-judge panel ... ruled that the small size, limited use
    # and secular purpose make that the image legitimates."
    texts = every_text(parser, IMAGE)
    assert not [t for t in texts if "make that" in t], texts
    assert ("Late Friday, a three-judge panel of the 11th U.S. Circuit Court of Appeals ruled "
            "that the small size, limited use and secular purpose make the image legitimate."
            ) in texts


def test_a_verb_of_seeing_keeps_its_bare_infinitive(parser: BuiltinParser) -> None:
    # Was kept: "Community college students are the ones who will see their tuition rises by
    # $300 or 12 percent."
    texts = every_text(parser, TUITION)
    assert not [t for t in texts if "tuition rises by" in t and "will see their" in t], texts
    # "Community college students are the ones who will see their tuition rise by $300 or 12
    # percent." was asserted here: it lost the source's "to $2,800", which the parse aligned
    # to the node of $300 (round 32 names it dropped, and every rebuilt focus is refused).
    assert not [t for t in texts if t and "2,800" not in t], texts


def test_a_noun_after_a_causative_is_no_verb(parser: BuiltinParser) -> None:
    # Was kept: "He was considering that he settled down in Fort Campbell, and he made that
    # the Army careers him, ..." ("his career" read as career-01)
    texts = every_text(parser, CAREER)
    assert not [t for t in texts if "careers him" in t or "career him" in t], texts


YEN = ("But the yen's gains were capped by wariness about Japanese intervention, with some "
       "traders reporting irregular bids that smack of intervention around 118 yen.")
SHIOKAWA = ("Japan's Finance Minister Masajuro Shiokawa said the yen had strengthened too much "
            "but declined to comment on whether Japan had intervened in the market to stem the "
            "yen's rise.")
TAROT = ("He says the release of a tarot card left at a shooting scene may have prolonged the "
         "spree by cutting off fragile communications with the sniper.")


def test_a_gerund_keeps_its_own_subject(parser: BuiltinParser) -> None:
    # Was kept: "The yen's gains were capped by wariness about Japanese intervention with
    # reporting irregular bids that smack of intervention around 118 yen."
    texts = every_text(parser, YEN)
    assert not [t for t in texts if "with reporting" in t], texts
    # (the source's opening "But" kept: realize_opening_conjunctions)
    assert ("But the yen's gains were capped by wariness about Japanese intervention, with some "
            "traders reporting irregular bids that smack of intervention around 118 yen.") in texts


def test_a_gerund_that_would_lose_its_own_subject_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "The yen had strengthened too much, but it declined to comment about
    # intervening in the market to stem the yen's rise, Japan's Finance Minister Masajuro
    # Shiokawa said." (who intervened, Japan, was lost)
    texts = every_text(parser, SHIOKAWA)
    assert not [t for t in texts if "about intervening" in t], texts
    # Was kept: "The release of a tarot card left at a shooting scene may have prolonged the
    # spree by cutting off, he says."
    texts = every_text(parser, TAROT)
    assert not [t for t in texts if "by cutting off," in t or t.endswith("by cutting off.")], texts


DECISION = ("The December decision by the 9th U.S. Circuit Court of Appeals upheld California's "
            "law banning certain assault weapons and revived the national gun-ownership debate.")
PARDONED = ("He had served nine years in prison, including two on death row, when he was "
            "released by a judge and pardoned by the governor.")


def test_a_shared_subject_the_parse_gave_to_another_noun_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "It was the national gun-ownership debate that California's law banning
    # certain assault weapons revived, and the December decision by the 9th U.S. Circuit Court
    # of Appeals upheld it." (revive-01 :ARG0 the law; the source's reviver is the decision)
    texts = [t for t in every_text(parser, DECISION) if t and t != DECISION]
    assert not [t for t in texts if "law banning certain assault weapons revived" in t
                or "revived by California's law" in t or "weapons that revived" in t], texts
    # said after the first verb with a pronoun, or without its agent, it stays
    assert ("The December decision by the 9th U.S. Circuit Court of Appeals upheld "
            "California's law banning certain assault weapons, and it revived the national "
            "gun-ownership debate.") in texts


def test_coordinated_passives_share_their_undergoer(parser: BuiltinParser) -> None:
    # Two passives after one "was" share "he", not their agents: not refused as misread.
    texts = every_text(parser, PARDONED)
    assert [t for t in texts if t and t != PARDONED], texts


URSEL = ("Ursel Reisen confirmed it had been operating the coach, but declined to give details "
         "of the passengers other than to say they were of mixed ages.")


def test_a_fronted_participle_leaves_its_shared_subject_to_the_clause(
        parser: BuiltinParser) -> None:
    # Was, once gerunds said their own subjects: "The Organization of Petroleum Exporting
    # Countries starting in November, it lowered its output ceiling ..."
    texts = every_text(parser, OPEC)
    # "Starting in November, the Organization of Petroleum Exporting Countries lowered its
    # output ceiling ..., and expectations on Wednesday were defied." was asserted here: the
    # agentless passive lost who defied them (round 32 refuses it).
    assert ("The Organization of Petroleum Exporting Countries lowered its output ceiling by "
            "900,000 barrels a day to 24.5 million barrels, starting in November, and it defied "
            "expectations on Wednesday.") in texts
    assert not [t for t in texts if "were defied." in t], texts
    assert not [t for t in texts if "Countries starting" in t], texts


def test_a_gerund_with_a_pronoun_subject_is_refused(parser: BuiltinParser) -> None:
    # Was kept: "It was Ursel Reisen who declined to give details ..., but operating the
    # coach was confirmed." (then "but it operating the coach was confirmed")
    texts = every_text(parser, URSEL)
    assert not [t for t in texts if "operating the coach was confirmed" in t], texts


def test_a_bare_infinitive_said_apart_takes_its_head_verbs_tense(parser: BuiltinParser) -> None:
    # Was kept: "Their daughters feast in their front, which a COUPLE have been arrested for
    # starving their four sons let." (the bare "feast" read as a present)
    texts = every_text(parser, COUPLE)
    assert not [t for t in texts if t.startswith("Their daughters feast ")], texts
    # "Their daughters feasted ..., which a COUPLE ... let" is refused since: the verb that
    # let it happen cannot follow (test_realizer_mrpc_heldout10); "... while it let their
    # daughters feast in their front" since: "in front of them" said without its pronoun
    # (realize_lost_pronoun_objects)
    assert not [t for t in texts if " let their daughters feast in their front" in t], texts


SWISHER = ("After he was led into the execution chamber and strapped to a gurney, Swisher raised "
           "his head and appeared to smile as his spiritual adviser spoke to him.")


def test_a_reused_phrase_keeps_its_unaligned_possessive(parser: BuiltinParser) -> None:
    # Was kept: "Swisher appeared to smile when spiritual adviser spoke to him, and he raised
    # his head ..." (the parse aligned "his" to nothing; the possessor is a re-entrancy)
    texts = every_text(parser, SWISHER)
    assert not [t for t in texts if "when spiritual adviser" in t], texts
    # (was asserted with "when" for the source's "as", which the clause now keeps)
    assert [t for t in texts if "as his spiritual adviser spoke to him" in t], texts
