"""The checks of a finished text against its graph and its source, after the realizer said
it for a focus: each names what is wrong with a text that reads well and says something
else (a question rebuilt, a "you" never said, a relative clause opening the sentence, a
word of the graph or the source lost, a moved "while", a misread amount, an infinitive
the source did not say, "must not" for "does not have to", "the just latest" for "just
the latest").  Split from realizer.py, whose ``_realize_once`` refuses a text with the
fault found here."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_coverage import unsaid
from pipeline.backends.builtin.realize_amount_order import amount_word_fault
from pipeline.backends.builtin.realize_contrast_phrases import moved_contrast
from pipeline.backends.builtin.realize_currency_sign import lost_currency
from pipeline.backends.builtin.realize_discourse_openers import buried_discourse_opener
from pipeline.backends.builtin.realize_inner_adverbs import adverb_inside_phrase
from pipeline.backends.builtin.realize_lost_arrangements import lost_arrangement
from pipeline.backends.builtin.realize_lost_small_words import (
    lost_source_words,
    moved_opening_while,
)
from pipeline.backends.builtin.realize_means_gerunds import made_means
from pipeline.backends.builtin.realize_misread import misread
from pipeline.backends.builtin.realize_percent_sign import lost_percent
from pipeline.backends.builtin.realize_plural_articles import article_before_plural
from pipeline.backends.builtin.realize_quote_balance import unpaired_quote
from pipeline.backends.builtin.realize_result_infinitives import moved_result_infinitive
from pipeline.backends.builtin.realize_said import dropped_content
from pipeline.backends.builtin.realize_said_hedges import lost_number_hedge
from pipeline.backends.builtin.realize_subjunctives import lost_subjunctive
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


# Words of the source a text may lose though its graph is whole, each with what its
# refusal says:
# - a hedge: "1,200 students ... will gather" for "As many as 1,200 students", rebuilt or
#   read in the source's order (realize_said_hedges);
# - a percent sign: "Sovereign's shares lost 74 cents, or 4.5 to $15.68." for "or 4.5%,
#   to $15.68" (realize_percent_sign);
# - a currency sign: "At 358.65/359.15 an ounce, spot gold was quoted" for "at
#   $358.65/359.15 an ounce" (realize_currency_sign);
# - an arrangement that fell through: "Sorkin ... has been tried" for "was to have been
#   tried" (realize_lost_arrangements).
_LOST_SOURCE_WORDS: tuple[tuple[Callable[[str, Sequence[str]], str | None], str], ...] = (
    (lost_number_hedge, "the source's {!r} before a number is not said"),
    (lost_percent, "the source's {!r} is said without its percent"),
    (lost_currency, "the source's {!r} is said without its currency sign"),
    (lost_arrangement, "the source's {!r} is not said"),
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
        for lost_word, refusal in _LOST_SOURCE_WORDS:
            word = lost_word(result.text, source.tokens)
            if word is not None:
                return refusal.format(word)
    means = made_means(result.text, source.tokens) if source is not None and rebuilt else None
    if means is not None:
        # "the Dow was up ... by shedding 2.3 percent last week": see realize_means_gerunds
        return f"a means the source did not say ({means!r})"
    plural = article_before_plural(result.text, source.tokens) if source is not None \
        and rebuilt else None
    if plural is not None:
        # "a dozen undercover police and a military intelligence officers": see
        # realize_plural_articles
        return f"an article before a plural the source said without one ({plural!r})"
    if source is not None and unpaired_quote(result.text, source.tokens):
        # "a sign reading CAUTION Low Flying Planes'' on a building": see realize_quote_balance
        return "a quotation mark of the source said without its pair"
    lost = lost_source_words(result.text, source.tokens, rebuilt) if source is not None \
        else None
    if lost is not None:
        # "For the Fox Movie Channel, Charlie Chan is the case." for "is off the case": see
        # realize_lost_small_words
        return f"the source's {lost!r} is not said"
    if result.construction == "passive" and source is not None \
            and (agent := _SPEAKER_AGENT.search(result.text)) is not None \
            and agent.group(0) not in " ".join(source.tokens):
        # "1,600,000 signatures have been collected by recall backers say, approaching ...":
        # the speaker of "Recall backers say they have collected ..." said as the agent,
        # its report verb left hanging
        return "a passive's agent said with the speaker's report verb"
    if rebuilt and source is not None and "as saying" in " ".join(source.tokens) \
            and "as saying" not in result.text:
        # "Reuters reports Dick is going to be there ... Langone saying" for '"Dick is going
        # to be there ...," Reuters reports Langone as saying': the parse reads the quoted
        # speaker as what was reported
        return "a report 'as saying' its speaker said without it"
    if rebuilt and source is not None and result.text.startswith("Not only ") \
            and [t.lower() for t in source.tokens[:2]] != ["not", "only"]:
        # "Not only victims' advocates but parishioners and some priests was angered by the
        # waves of scandal": a passive's "not only" list agrees with its last member only
        return "a 'not only' list moved to open the sentence"
    if rebuilt and _REPORT_THEN_CLAUSE.search(result.text):
        return "an adverbial clause said after the report of its clause"
    subjunctive = lost_subjunctive(result.text, source.tokens) \
        if source is not None and rebuilt else None
    if subjunctive is not None:
        # "will require that applications were rewritten" for "be rewritten": see
        # realize_subjunctives
        return f"the source's subjunctive {subjunctive!r} said as a fact"
    result_infinitive = moved_result_infinitive(
        result.text, source.tokens, result.construction == "passive") \
        if source is not None and rebuilt else None
    if result_infinitive is not None:
        # "Only to see President Bill Clinton veto similar restrictions, Congress passed
        # them twice before": see realize_result_infinitives
        return f"the source's {result_infinitive!r} result said as a purpose or cut short"
    contrast = moved_contrast(result.text, source.tokens, source.owner) \
        if source is not None and rebuilt else None
    if contrast is not None:
        # "grew but at a slower rate for the third consecutive month": see
        # realize_contrast_phrases
        return f"the source's {contrast!r} phrase said away from what it contrasts with"
    discourse = buried_discourse_opener(result.text, source.tokens) \
        if source is not None and rebuilt else None
    if discourse is not None:
        # "... fell 600 million pounds to 1.6 billion on a positive note": see
        # realize_discourse_openers
        return f"the source's opening {discourse!r} said inside its clause"
    if source is not None and rebuilt and moved_opening_while(result.text, source.tokens,
                                                                 source.finite):
        return "the source's opening 'while' clause would read as a time"
    amount_fault = amount_word_fault(result.text, source.tokens) \
        if source is not None and rebuilt else None
    if amount_fault is not None:
        # "Another 300 were reserved by the store, and the store ordered 520 copies": see
        # realize_amount_order
        return amount_fault
    fault = misread(graph, result, source.tokens) if source is not None and rebuilt \
        else None
    if fault is not None:
        return fault
    if source is not None and rebuilt and _UNNEEDED.search(" ".join(source.tokens)) \
            and _FORBIDDEN.search(result.text):
        # "Salvage company Odyssey Marine Exploration must not share the wealth" for "doesn't
        # have to share": the parse negates the event under the obligation, not the
        # obligation, and "must not" forbids what the source only said was not required
        return "the source's 'not have to' said as 'must not'"
    inner = adverb_inside_phrase(result.text, source.tokens) if source is not None and rebuilt \
        else None
    if inner is not None:
        # "this is the just latest movement" for "just the latest": see realize_inner_adverbs
        return f"an adverb said inside the noun phrase it stood before ({inner!r})"
    infinitive = unsaid_infinitive(result.text, source.tokens) if source is not None and rebuilt \
        else None
    if infinitive is not None:
        # "It is initial autopsy reports that show to die of dehydration" for "show they
        # died": see realize_unsaid_infinitives
        return f"a 'to' infinitive the source did not say ({infinitive!r})"
    if not result.text.strip(" .?!\"") and result.refusal is None:
        return "nothing to say for this focus"
    return None
