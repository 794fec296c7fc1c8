"""MRPC tuning sentences whose every focus was refused because the parse dropped a word
("the parse dropped 'helped' of the source", "... 'only' ..."); each test names the word the
parse now keeps and the text it now gives, or the broken one it must not.  They parse with the
real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CARTY = ("Many compensation experts had predicted that Carty would get a generous severance "
         "package because his voluntary resignation helped preserve the concessions, the Fort "
         "Worth Star-Telegram reported.")
EVAN = ("In 2001, Evan helped found an after-school nonviolence program named after a college "
        "student shot and killed by a teen gang member, said Alexis Lukas, the program "
        "supervisor.")
DONATIONS = ("Donations stemming from the Sept. 11 attacks helped push up contributions to "
             "human service organizations by 15 percent and to large branches of the United Way "
             "by 28.6 percent.")
RULING = ('In a 6-3 ruling, the justices said such anti-psychotic drugs can be used only in '
          '"limited circumstances."')
COMMITTEE = ("The exchange also said its five-person compensation committee will consist only "
             "of directors from outside the securities industry.")
ELEONORA = ('Three such vigilante-style attacks forced the hacker organizer, who identified '
            'himself only as "Eleonora[67]," to extend the contest until 7 p.m. EST Sunday.')


def test_help_before_a_bare_infinitive_is_the_verb(parser: BuiltinParser) -> None:
    # spaCy made "helped" an auxiliary of "preserve"; the parse dropped it and every focus
    # was refused ("the parse dropped 'helped' of the source").
    edges = _edges(parser, CARTY)
    assert ("help-01", ":ARG1", "preserve-01") in edges
    assert ("help-01", ":ARG0", "resignation") in edges
    texts = every_text(parser, CARTY)
    # (its "His voluntary resignation helped to preserve the concessions, so Carty would get
    # ..." is refused by realize_reversed_clauses: "His" before "Carty")
    assert ("Carty would get a generous severance package because his voluntary resignation "
            "helped to preserve the concessions, many compensation experts had predicted, the "
            "Fort Worth Star-Telegram reported.") in texts
    assert not any("resignation preserved" in t for t in texts), texts


def test_helped_found_keeps_help_and_founding(parser: BuiltinParser) -> None:
    edges = _edges(parser, EVAN)
    assert ("help-01", ":ARG1", "found-04") in edges
    assert ("say-01", ":ARG1", "help-01") in edges
    texts = every_text(parser, EVAN)
    assert ("In 2001, Evan helped to found an after-school nonviolence program named after a "
            "college student shot and killed by a teen gang member, Alexis Lukas, the program "
            "supervisor, said.") in texts
    assert not any("Evan found" in t or "helped to find" in t for t in texts), texts


def test_help_keeps_its_subject_and_the_infinitive_its_object(parser: BuiltinParser) -> None:
    edges = _edges(parser, DONATIONS)
    assert ("help-01", ":ARG0", "donate-01") in edges
    assert ("help-01", ":ARG1", "push-01") in edges
    assert ("push-01", ":ARG1", "contribute-01") in edges


def test_only_before_a_preposition_limits_its_object(parser: BuiltinParser) -> None:
    # "only" hung on the preposition "in", which nothing read: the parse dropped it.
    assert ("circumstance", ":mod", "only") in _edges(parser, RULING)
    assert ("director", ":mod", "only") in _edges(parser, COMMITTEE)


def test_a_score_before_an_event_noun_keeps_the_noun(parser: BuiltinParser) -> None:
    # "a 6-3 ruling" read as rule-01 :mod "6-3" was said "the justices said in ruling 6-3".
    texts = every_text(parser, RULING)
    assert ("Such anti-psychotic drugs can be used only in \"limited circumstances\", the " \
            "justices said in a 6-3 ruling.") in texts
    assert not any("ruling 6-3" in t for t in texts), texts
    # a cleft on a modifier of "such anti-psychotic drugs" gave it an article
    assert not any("the such" in t for t in texts), texts


def test_a_name_cut_at_its_bracket_is_refused(parser: BuiltinParser) -> None:
    # "Eleonora[67]" split by spaCy at "]": every rebuilt text said "as Eleonora[67 to extend"
    texts = every_text(parser, ELEONORA)
    assert not any("[67 " in t for t in texts), texts


KISSING = "On the stand Wednesday, she said she was referring only to the kissing."
AT_LARGE = ("Turki Nasser al-Dandani, another suspected Saudi operative for Osama bin Laden's "
            "al-Qaida terror network and top suspect in the Riyadh bombings, remains at large.")


def test_only_kept_on_its_object_is_not_said_as_an_adjective(parser: BuiltinParser) -> None:
    # "It was the only kissing that she was referring to": as if there were no other kissing
    texts = every_text(parser, KISSING)
    assert "She was referring only to the kissing, she said on the stand Wednesday." in texts
    assert not any("the only kissing" in t for t in texts), texts


def test_at_large_is_one_phrase(parser: BuiltinParser) -> None:
    # spaCy: "large" the amod of "at", with no object; the parse dropped it
    assert ("remain-01", ":manner", "at-large") in _edges(parser, AT_LARGE)


ORGANISER = ('Three such vigilante-style attacks forced the hacker organiser, who identified '
             'himself only as "Eleonora67]," to extend the contest until 8am (AEST) today.')


def test_an_object_s_infinitive_after_its_relative_clause_is_the_verb_s(
        parser: BuiltinParser) -> None:
    # spaCy hung "to extend" on "identified"; kept "only" then let through "The hacker
    # organiser that three such vigilante-style attacks forced identified himself only as
    # Eleonora67 to extend the contest until 8am (AEST) today."
    edges = _edges(parser, ORGANISER)
    assert ("force-01", ":ARG2", "extend-01") in edges, edges
    assert not any(role == ":purpose" and target == "extend-01" for _, role, target in edges)
    texts = every_text(parser, ORGANISER)
    assert ("It was three such vigilante-style attacks that forced the hacker organiser, who "
            "identified himself only as Eleonora67, to extend the contest until 8am (AEST) "
            "today.") in texts
    assert not any("forced identified" in t for t in texts), texts


TRIAL = ("The quick conviction followed a 2 1/2 week trial, during which the Venango County man "
         "represented himself.")
WAAGNER = ("The jury verdict, reached Wednesday after less than four hours of deliberation, "
           "followed a 2 week trial, during which Waagner represented himself.")


def test_a_mixed_number_of_weeks_is_one_duration(parser: BuiltinParser) -> None:
    # read as the day "2" (date-entity :day 2), the parse dropped "1/2"
    edges = _edges(parser, TRIAL)
    assert ("try-02", ":mod", "temporal-quantity") in edges
    assert ("temporal-quantity", ":unit", "week") in edges
    assert not any(c == "date-entity" for _, _, c in edges)
    texts = every_text(parser, TRIAL)
    assert ("A 2 1/2 week trial, during which the Venango County man represented himself, was "
            "followed by the quick conviction.") in texts
    assert not any("followed 1/2" in t for t in texts), texts


def test_a_relative_clause_keeps_its_preposition(parser: BuiltinParser) -> None:
    # Was kept: "Waagner represented himself a 2 week trial that the jury verdict that was
    # reached Wednesday after less than four hours of deliberation followed."
    texts = every_text(parser, WAAGNER)
    assert not any("represented himself a 2 week trial" in t for t in texts), texts
    assert not any("represented himself a 2 1/2 week trial" in t for t in every_text(parser, TRIAL))


ESTONIA = ("Estonia was forcibly incorporated in the Soviet Union in 1940 and regained its "
           "independence only in 1991.")
MEDICAID = ("If the companies won't, their drugs could be prescribed to Medicaid patients only "
            "with the state's say-so.")


def test_only_before_a_time_is_left_to_the_old_reading(parser: BuiltinParser) -> None:
    # kept on the time, it came back "In only in 1991, Estonia regained its independence"
    texts = every_text(parser, ESTONIA)
    assert not any("only in 1991" not in t and "1991" in t for t in texts if t), texts
    assert not any("In only" in t for t in texts), texts


def test_a_modal_is_never_said_after_do(parser: BuiltinParser) -> None:
    # "If the companies did not will, their drugs could be prescribed ..."
    assert not any("did not will" in t for t in every_text(parser, MEDICAID))
