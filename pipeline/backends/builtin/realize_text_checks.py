"""The checks of a finished text against its graph and its source, after the realizer said
it for a focus: each names what is wrong with a text that reads well and says something
else (a question rebuilt, a "you" never said, a relative clause opening the sentence, a
word of the graph or the source lost, a moved "while", a misread amount, an infinitive
the source did not say, "must not" for "does not have to", "the just latest" for "just
the latest").  Split from realizer.py, whose ``_realize_once`` refuses a text with the
fault found here."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_coverage import unsaid
from pipeline.backends.builtin.realize_amount_order import amount_word_fault
from pipeline.backends.builtin.realize_contrast_phrases import moved_contrast
from pipeline.backends.builtin.realize_currency_sign import lost_currency
from pipeline.backends.builtin.realize_discourse_openers import buried_discourse_opener
from pipeline.backends.builtin.realize_fronted_participles import fronted_phrase_fault
from pipeline.backends.builtin.realize_generic_relatives import asserted_generic_deed
from pipeline.backends.builtin.realize_inner_adverbs import adverb_inside_phrase
from pipeline.backends.builtin.realize_inverted_counts import count_after_noun
from pipeline.backends.builtin.realize_lost_arrangements import lost_arrangement
from pipeline.backends.builtin.realize_lost_modals import lost_modal
from pipeline.backends.builtin.realize_lost_number_words import lost_number_word
from pipeline.backends.builtin.realize_lost_perfects import lost_perfect
from pipeline.backends.builtin.realize_lost_possessives import lost_possessive, moved_possessor
from pipeline.backends.builtin.realize_lost_small_words import (
    lost_source_words,
    moved_opening_while,
)
from pipeline.backends.builtin.realize_means_gerunds import made_means
from pipeline.backends.builtin.realize_misplaced_words import (
    fronted_participle_fault,
    gerund_for_noun,
    participle_after_pronoun,
    pronoun_before_name,
    stray_closing_pronoun,
    torn_partitive,
)
from pipeline.backends.builtin.realize_misread import misread
from pipeline.backends.builtin.realize_percent_sign import lost_percent
from pipeline.backends.builtin.realize_plural_articles import article_before_plural
from pipeline.backends.builtin.realize_quote_balance import unpaired_quote
from pipeline.backends.builtin.realize_repeated_phrases import repeated_phrase
from pipeline.backends.builtin.realize_result_infinitives import moved_result_infinitive
from pipeline.backends.builtin.realize_said import dropped_content
from pipeline.backends.builtin.realize_said_hedges import lost_number_hedge
from pipeline.backends.builtin.realize_subjunctives import lost_subjunctive
from pipeline.backends.builtin.realize_torn_appositions import torn_apposition
from pipeline.backends.builtin.realize_torn_clauses import (
    counted_gerund,
    dropped_closing_object,
    free_relative_as_head,
    list_member_after_in,
    run_on_amount,
    spliced_copula,
    stranded_pronoun,
    stranded_to_infinitive,
    torn_rate,
)
from pipeline.backends.builtin.realize_torn_lists import torn_list
from pipeline.backends.builtin.realize_unsaid_infinitives import unsaid_infinitive
from pipeline.backends.builtin.realize_words import QUESTION_OPENERS

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["text_fault"]

# An obligation the source negated ("does n't have to share", tokens joined by spaces), and
# the prohibition a rebuilt text may say for it.
_UNNEEDED = re.compile(r"(?i)\b(?:n't|not|never) (?:have|has|had) to\b")
_FORBIDDEN = re.compile(r"(?i)\bmust(?: not|n't)\b")
# A passive's agent followed by a bare report verb ("collected by recall backers say,").
_SPEAKER_AGENT = re.compile(r"\bby [\w' -]+ (?:say|says|said)[,.]")
# A report said after the clause it reports, with an adverbial clause of that clause after
# it ("Cruz knew of the girl ..., police said they believed on Monday although neither the
# girl nor her family knew him"): the concession reads as the saying's.
_REPORT_THEN_CLAUSE = re.compile(
    r", [\w' .-]+ (?:said|says|say) (?:that )?(?:they|he|she|it|we) \w+(?: on \w+)? "
    r"(?:although|though|because|while|if|when|as)\b")


# The checks below that no module of their own holds.
def _speaker_agent(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A passive's agent said with the speaker's report verb: "1,600,000 signatures have
    been collected by recall backers say, approaching ..." for "Recall backers say they
    have collected ...".
    """
    agent = _SPEAKER_AGENT.search(result.text) if result.construction == "passive" else None
    return agent is not None and agent.group(0) not in " ".join(source.tokens)


def _lost_as_saying(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A report "as saying" its speaker said without it: "Reuters reports Dick is going to
    be there ... Langone saying" for '"Dick is going to be there ...," Reuters reports
    Langone as saying' (the parse reads the quoted speaker as what was reported)."""
    return "as saying" in " ".join(source.tokens) and "as saying" not in result.text


def _moved_not_only(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A "not only" list moved to open the sentence: "Not only victims' advocates but
    parishioners and some priests was angered by the waves of scandal" (a passive's list
    agrees with its last member only)."""
    return result.text.startswith("Not only ") \
        and [t.lower() for t in source.tokens[:2]] != ["not", "only"]


def _forbidden_for_unneeded(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """"must not" for "not have to": "Salvage company Odyssey Marine Exploration must not
    share the wealth" for "doesn't have to share" (the parse negates the event under the
    obligation, and "must not" forbids what the source only said was not required)."""
    return bool(_UNNEEDED.search(" ".join(source.tokens)) and _FORBIDDEN.search(result.text))


_Check = Callable[["penman.Graph", "Realization", "Source"], "str | bool | None"]
# The checks of a text against its source's words, in the order their reasons are reported
# (the first fault found is the one a refusal names): what each finds (a word, or True)
# fills its reason; the last field keeps a check to texts the realizer rebuilt for a new
# focus.  Each check's module says what it catches.  The first four find words of the
# source a text may lose though its graph is whole, rebuilt or read in the source's order:
# - a hedge: "1,200 students ... will gather" for "As many as 1,200 students"
#   (realize_said_hedges);
# - a percent sign: "Sovereign's shares lost 74 cents, or 4.5 to $15.68." for "or 4.5%,
#   to $15.68" (realize_percent_sign);
# - a currency sign: "At 358.65/359.15 an ounce, spot gold was quoted" for "at
#   $358.65/359.15 an ounce" (realize_currency_sign);
# - an arrangement that fell through: "Sorkin ... has been tried" for "was to have been
#   tried" (realize_lost_arrangements).
_SOURCE_FAULTS: tuple[tuple[_Check, str, bool], ...] = (
    (lambda g, r, s: lost_number_hedge(r.text, s.tokens),
     "the source's {!r} before a number is not said", False),
    (lambda g, r, s: lost_percent(r.text, s.tokens),
     "the source's {!r} is said without its percent", False),
    (lambda g, r, s: lost_currency(r.text, s.tokens),
     "the source's {!r} is said without its currency sign", False),
    (lambda g, r, s: lost_arrangement(r.text, s.tokens), "the source's {!r} is not said", False),
    (lambda g, r, s: made_means(r.text, s.tokens), "a means the source did not say ({!r})", True),
    (lambda g, r, s: article_before_plural(r.text, s.tokens),
     "an article before a plural the source said without one ({!r})", True),
    (lambda g, r, s: unpaired_quote(r.text, s.tokens),
     "a quotation mark of the source said without its pair", False),
    (lambda g, r, s: lost_source_words(
        r.text, s.tokens, r.construction not in (None, "source-order")),
     "the source's {!r} is not said", False),
    (_speaker_agent, "a passive's agent said with the speaker's report verb", False),
    (_lost_as_saying, "a report 'as saying' its speaker said without it", True),
    (_moved_not_only, "a 'not only' list moved to open the sentence", True),
    (lambda g, r, s: bool(_REPORT_THEN_CLAUSE.search(r.text)),
     "an adverbial clause said after the report of its clause", True),
    (lambda g, r, s: lost_subjunctive(r.text, s.tokens),
     "the source's subjunctive {!r} said as a fact", True),
    (lambda g, r, s: moved_result_infinitive(r.text, s.tokens, r.construction == "passive"),
     "the source's {!r} result said as a purpose or cut short", True),
    (lambda g, r, s: moved_contrast(r.text, s.tokens, s.owner),
     "the source's {!r} phrase said away from what it contrasts with", True),
    (lambda g, r, s: buried_discourse_opener(r.text, s.tokens),
     "the source's opening {!r} said inside its clause", True),
    (lambda g, r, s: moved_opening_while(r.text, s.tokens, s.finite),
     "the source's opening 'while' clause would read as a time", True),
    (lambda g, r, s: amount_word_fault(r.text, s.tokens), "{}", True),
    (lambda g, r, s: misread(g, r, s.tokens), "{}", True),
    (_forbidden_for_unneeded, "the source's 'not have to' said as 'must not'", True),
    (lambda g, r, s: adverb_inside_phrase(r.text, s.tokens),
     "an adverb said inside the noun phrase it stood before ({!r})", True),
    (lambda g, r, s: unsaid_infinitive(r.text, s.tokens),
     "a 'to' infinitive the source did not say ({!r})", True),
    (lambda g, r, s: repeated_phrase(r.text, s.tokens),
     "a phrase the source said once said twice ({!r})", True),
    (lambda g, r, s: torn_apposition(r.text, s.tokens),
     "the source's closing apposition {!r} said without its comma", True),
    (lambda g, r, s: torn_list(r.text, s.tokens),
     "two members of the source's list said without their comma ({!r})", True),
    (lambda g, r, s: lost_possessive(r.text, s.tokens),
     "the source's {!r} said without its possessive", True),
    (lambda g, r, s: moved_possessor(r.text, s.tokens),
     "the source's possessor {!r} said after another noun", True),
    (lambda g, r, s: count_after_noun(r.text, s.tokens),
     "a count ({!r} of) said after the noun it counts", True),
    (lambda g, r, s: free_relative_as_head(r.text, s.tokens),
     "a free relative 'what' said as the head of a relative clause ({!r})", True),
    (lambda g, r, s: dropped_closing_object(r.text, s.tokens, r.construction == "cleft"),
     "the source's closing object pronoun after {!r} is not said", True),
    (lambda g, r, s: stranded_to_infinitive(r.text, s.tokens),
     "a stranded 'to' said before the source's infinitive ({!r})", True),
    (lambda g, r, s: run_on_amount(r.text, s.tokens),
     "the source's closing amount {!r} said without its colon", True),
    (lambda g, r, s: list_member_after_in(r.text, s.tokens),
     "a word the source said after a comma said after a stray {!r}", True),
    (lambda g, r, s: lost_modal(r.text, s.tokens), "the source's modal {!r} is not said", True),
    (lambda g, r, s: torn_rate(r.text, s.tokens),
     "the source's rate {!r} said without its amount", True),
    (lambda g, r, s: counted_gerund(r.text, s.tokens),
     "an existential counts a gerund the source said bare ({!r})", True),
    (lambda g, r, s: stranded_pronoun(r.text, s.tokens),
     "a pronoun left between a word and its relative clause ({!r})", True),
    (lambda g, r, s: spliced_copula(r.text, s.tokens),
     "a copular clause joined to the text's own by a comma only", True),
    (lambda g, r, s: gerund_for_noun(r.text, s.tokens),
     "a plural noun of the source said as a gerund ({!r})", True),
    (lambda g, r, s: torn_partitive(r.text, s.tokens),
     "the source's partitive torn by the words said inside it ({!r})", True),
    (lambda g, r, s: pronoun_before_name(r.text, s.tokens),
     "a pronoun said before the name it stands for ({!r})", True),
    (lambda g, r, s: r.construction == "fronted-manner"
     and fronted_participle_fault(r.text, s.tokens),
     "the fronted participle's doer changed (the source said {!r})", True),
    (lambda g, r, s: r.construction == "fronted-manner"
     and fronted_phrase_fault(r.text, s.tokens),
     "the fronted phrase says the source otherwise ({})", True),
    (lambda g, r, s: stray_closing_pronoun(r.text, s.tokens),
     "an object pronoun after a word that governs none ({!r})", True),
    (lambda g, r, s: lost_perfect(r.text, s.tokens),
     "the source's perfect {!r} is said in no tense of 'have'", True),
    (lambda g, r, s: lost_number_word(r.text, s.tokens),
     "the source's count {!r} is not said", True),
    (lambda g, r, s: participle_after_pronoun(r.text, s.tokens),
     "the participle after its noun said as a pronoun's active verb ({!r})", True),
    (lambda g, r, s: asserted_generic_deed(r.text, s.tokens),
     "the deed of the source's {!r}, people spoken of in general, said as a fact", True),
)


def text_fault(graph: penman.Graph, result: Realization, source: Source | None) -> str | None:
    """What is wrong with ``result``, the text said for ``graph``'s focus, or None."""
    if source is not None and result.construction not in (
            None, "source-order", "multi-sentence") \
            and any(str(inst.target) == "amr-unknown" for inst in graph.instances()) \
            and (result.text.split(" ", 1)[0].strip("\"?!.,").lower() not in QUESTION_OPENERS
                 or re.search(r", (?:which|who|as) ", result.text)):
        # A parsed question rebuilt for a new focus: "It is the company that cuts its
        # forecast because of what?".  English opens a question with its question word or
        # auxiliary, which these constructions cannot, and takes no relative clause ("What do
        # you mean, which I started to cry ... with?").  (Gold graphs without alignments
        # keep their in-situ questions: "You want to take your sheep where?")
        return f"a question cannot be said as a {result.construction}"
    if source is not None and re.search(r"(?i)\byou\b", result.text) \
            and not any(w.lower() in ("you", "your", "yours") for w in source.tokens):
        # "Come tonight, 21-year-old Morgan and as many as 1,200 fellow students ... will
        # gather" parsed as an order: "21-year-old Morgan comes tonight, and ... in the gym
        # you!" says to a "you" the source never addressed
        return "a 'you' the source did not say"
    if source is not None and result.text.split(" ", 1)[0] in ("Which", "Whose", "Whom") \
            and not result.text.endswith("?"):
        # "Which was honored by Hamidi to stopping, which ...": a relative clause lost its noun.
        return "a relative clause cannot open the sentence"
    if result.construction == "fragment" and source is not None:
        # "Up of the euro in the past six weeks.", "Prisoners, ears that severed, and scalps
        # for souvenirs.": a parsed sentence read from a noun that heads no construction is
        # a noun phrase, never a paraphrase of the sentence.
        return "the focus heads no sentence, only a noun phrase"
    rebuilt = source is not None and result.construction not in (None, "source-order")
    missing = dropped_content(graph, result.text) if rebuilt else None
    if missing is not None:
        return f"{missing!r} of the graph is not in the text"
    unparsed = unsaid(graph, result.text) if result.text else None
    if unparsed is not None:
        # "four Asian countries" for "four Central Asian countries": the parse lost the
        # word, so every focus would; the sentence without it says something else.
        return f"the parse dropped {unparsed!r} of the source"
    if source is not None:
        for check, reason, rebuilt_only in _SOURCE_FAULTS:
            if rebuilt_only and not rebuilt:
                continue
            found = check(graph, result, source)
            if found is not None and found is not False:
                return reason.format(found)
    if not result.text.strip(" .?!\"") and result.refusal is None:
        return "nothing to say for this focus"
    return None
