
"""Forms of a rebuilt sentence that break English or the source's reading, checked on the
finished text against the source's words (:func:`misread_forms` runs them all): a partitive
relative ("most of which") said as a "that" clause, a parenthesis left open, a passive of a
progressive ("has been being cleared"), a noun after a preposition said without the
article the source gave it ("in the final phase of two-year operation"), and a
prepositional predicate said without its copula ("We believe them without merit"), an
infinitive's pronoun object left out ("companies trying to apply"), and a phrase of a
reported clause said after its report ("..., the company said for companies trying ...").

The graph keeps none of these: the parse reads "a budget of $45 million, most of which will
be spent on research" as a ``spend-01`` whose :ARG1 is a part of the budget, and the
realizer, hanging that clause on the budget again, writes "a budget of $45 million that
most of it will be spent on research" or "that it much will be spent"; so the finished text
is checked against the source.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import PRONOUNS, lemmas
from pipeline.backends.builtin.realize_said import TextCheck, first_fault
from pipeline.backends.builtin.realize_source_tokens import (
    joined_tokens,
    lowered_text,
    lowered_tokens,
)
from pipeline.backends.builtin.realize_words import ARTICLES, BE_FORMS, OBJECT_PRONOUNS

__all__ = ["adjunct_after_report", "lost_article_after_preposition", "lost_copula",
           "lost_infinitive_object",
           "lost_partitive_relative", "misread_forms", "passive_progressive",
           "split_dimensions", "unbalanced_parenthesis"]

# A relative clause that opens on a part of its head: "most of which", "much of which",
# "some of whom", "two of which", "half of which".
_PARTITIVE_RELATIVE = re.compile(
    r"\b(?:most|much|many|some|all|none|each|both|either|neither|any|few|several|half|part|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|\d[\d,.]*%?) of (?:which|whom)\b",
    re.IGNORECASE)


def lost_partitive_relative(text: str, tokens: Sequence[str]) -> str | None:
    """The source's partitive relative ("most of which") when ``text`` says no relative on
    "of which" / "of whom" at all: the realizer has no such relative, and what it says
    instead is no English ("a budget of $45 million that most of it will be spent").

    >>> lost_partitive_relative("The center has a budget that most of it will be spent.",
    ...                         "a budget , most of which will be spent".split())
    'most of which'
    >>> lost_partitive_relative("The center has a budget, most of which will be spent.",
    ...                         "a budget , most of which will be spent".split())
    """
    found = _PARTITIVE_RELATIVE.search(joined_tokens(tokens))
    if found is None or re.search(r"\bof (?:which|whom)\b", text, re.IGNORECASE):
        return None
    return found.group(0).lower()


def unbalanced_parenthesis(text: str, tokens: Sequence[str]) -> str | None:
    """"(" or ")" when ``text`` opens more parentheses than it closes, or the reverse, where
    the source (``tokens``) had them paired: "sent the company's shares 81 cents (U.S. or
    2.7 percent to $29.32" lost the ")" of "(U.S.)" with the word before it.

    >>> unbalanced_parenthesis("It sent shares 81 cents (U.S. or 2.7 percent.",
    ...                        "sent shares down 81 cents ( U.S. ) or 2.7 percent".split())
    '('
    >>> unbalanced_parenthesis("It sent shares down 81 cents (U.S.) or 2.7 percent.",
    ...                        "sent shares down 81 cents ( U.S. ) or 2.7 percent".split())
    """
    source = joined_tokens(tokens)
    if source.count("(") != source.count(")"):
        return None
    opened, closed = text.count("("), text.count(")")
    if opened == closed:
        return None
    return "(" if opened > closed else ")"


# Two sides of a size: "1,440 by 900 pixels", "1,440 pixels by 900 pixels" (the same unit
# after both numbers); "$1.4 billion by 2005" is no size.
_DIMENSIONS = re.compile(r"\b\d[\d,.]* (?:(\w+) )?by \d[\d,.]*(?: (\w+))?\b")


def split_dimensions(text: str, tokens: Sequence[str]) -> str | None:
    """The source's size "N by M" when ``text`` does not say it whole: the parse reads
    "by 900 pixels" as the manner of the verb, and a rebuilt sentence says "A maximum
    resolution of 1,440 is offered by the Satellite's 17-inch panel by 900 pixels".

    >>> split_dimensions("By 900 pixels, the panel offers a resolution of 1,440.",
    ...                  "the panel offers a resolution of 1,440 by 900 pixels".split())
    '1,440 by 900'
    >>> split_dimensions("It is the panel that offers a resolution of 1,440 by 900 pixels.",
    ...                  "the panel offers a resolution of 1,440 by 900 pixels".split())
    >>> split_dimensions("Sales will reach $1.4 billion by 2005.",
    ...                  "sales will reach $ 1.4 billion by 2005".split())
    """
    for found in _DIMENSIONS.finditer(joined_tokens(tokens)):
        first, second = found.group(1), found.group(2)
        if first is not None and first != second:
            continue
        phrase = found.group(0) if first is not None else found.group(0).rsplit(" ", 1)[0] \
            if second is not None else found.group(0)
        if phrase not in text:
            return phrase
    return None


# A passive of a perfect or future progressive: "has been being cleared", "had been being
# expected", "will be being written".
_PASSIVE_PROGRESSIVE = re.compile(r"\b(?:been|be) being \w+", re.IGNORECASE)


def passive_progressive(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text``'s passive of a perfect progressive ("has been being cleared"),
    which the source did not say: English avoids it ("Rubble has been being cleared by the
    battalion" for "The battalion has been clearing rubble"), and the active it comes from
    is already said for the verb's own focus.

    >>> passive_progressive("Rubble has been being cleared by the battalion.",
    ...                     "The battalion has been clearing rubble".split())
    'been being cleared'
    >>> passive_progressive("A column will be being written by Kelly Boggs.",
    ...                     "Kelly Boggs will be writing a column".split())
    'be being written'
    >>> passive_progressive("Rubble is being cleared by the battalion.", [])
    """
    found = _PASSIVE_PROGRESSIVE.search(text)
    if found is None or _PASSIVE_PROGRESSIVE.search(joined_tokens(tokens)):
        return None
    return found.group(0)


# Prepositions whose noun phrase the check below reads.
_PREPOSITIONS = frozenset(["of", "in", "on", "at", "for", "with", "from", "to", "by", "into",
                           "about", "over", "under", "after", "before", "during", "against",
                           "without", "within", "beyond", "among", "between", "near",
                           "behind", "inside", "outside"])


def lost_article_after_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The words after a preposition of ``text`` ("of final round") that the source said
    after the same preposition with an article ("of the final round") and never bare: a
    noun phrase rebuilt around one of its modifiers ("In the final phase of two-year
    operation investigating ...", "With national coverage of final round planned by ESPN")
    lost its article, and a singular count noun cannot stand bare.

    >>> lost_article_after_preposition("In the final phase of two-year operation, they won.",
    ...                                "in the final phase of a two-year operation".split())
    'of two-year operation'
    >>> lost_article_after_preposition("In the final phase of a two-year operation, they won.",
    ...                                "in the final phase of a two-year operation".split())
    """
    low = lowered_tokens(tokens)
    said = re.findall(r"[\w'$.,-]+", text.lower())
    said = [w.rstrip(".,") or w for w in said]
    for k in range(len(said) - 2):
        prep, first, second = said[k:k + 3]
        if prep not in _PREPOSITIONS or first in ARTICLES \
                or (not first.isalpha() and "-" not in first):
            continue
        bare_in_source = any(low[j:j + 3] == [prep, first, second] for j in range(len(low)))
        with_article = any(low[j] == prep and low[j + 1] in ARTICLES and low[j + 2:j + 4]
                           == [first, second] for j in range(len(low) - 3))
        if with_article and not bare_in_source:
            return f"{prep} {first} {second}"
    return None


# Every case of a pronoun ("they": they, them), so that "them to be" finds "they" said.
_CASES = {form: {subject.lower(), obj} for subject, obj, _, _, _ in PRONOUNS.values()
          for form in (subject.lower(), obj)}


def lost_copula(text: str, tokens: Sequence[str]) -> str | None:
    """The source's copula before a prepositional predicate ("them to be without merit",
    "it is without merit") when ``text`` says the subject right before the preposition
    ("We believe them without merit", "They without merit are believed by us"): the parse
    hung the predicate on the subject as its manner, and the sentence no longer says what
    the subject is.

    >>> lost_copula("We believe them without merit.",
    ...             "We believe them to be without merit".split())
    'them to be without'
    >>> lost_copula("It without merit is believed by us.",
    ...             "We believe it is without merit".split())
    'it is without'
    >>> lost_copula("We believe them to be without merit.",
    ...             "We believe them to be without merit".split())
    >>> lost_copula("Embassies were in Bangkok among the targets.",
    ...             "embassies in Bangkok were among the targets".split())
    """
    low = lowered_tokens(tokens)
    said = text.lower()
    for k in range(1, len(low) - 1):
        if low[k] not in BE_FORMS or low[k + 1] not in _PREPOSITIONS:
            continue
        at = k - 2 if low[k] == "be" and k >= 2 and low[k - 1] == "to" else k - 1
        subject, prep = low[at], low[k + 1]
        if _PREPOSITIONS & set(low[max(at - 2, 0):at]):
            continue  # "embassies ... in Bangkok were among the targets": not the subject
        if any(low[j:j + 2] == [form, prep] for form in _CASES.get(subject, {subject})
               for j in range(len(low))):
            continue  # the source says the subject before the preposition itself
        if any(re.search(rf"\b{re.escape(form)} {prep}\b", said)
               for form in _CASES.get(subject, {subject})):
            return " ".join(low[at:k + 2])
    return None


_OBJECT_PRONOUNS = OBJECT_PRONOUNS - {"you"}


def lost_infinitive_object(text: str, tokens: Sequence[str]) -> str | None:
    """The source's infinitive with a pronoun object ("to apply them") when ``text`` says
    the infinitive with no object after it ("companies trying to apply, the company said"):
    a pronoun that refers back is said once, and the realizer left the second mention out
    as if it were the gap of a relative clause.

    >>> lost_infinitive_object("It posed a difficulty for companies trying to apply.",
    ...                        "a difficulty for companies trying to apply them".split())
    'to apply them'
    >>> lost_infinitive_object("It posed a difficulty for companies trying to apply them.",
    ...                        "a difficulty for companies trying to apply them".split())
    """
    low = lowered_tokens(tokens)
    said = text.lower()
    for k in range(len(low) - 2):
        if low[k] != "to" or low[k + 2] not in _OBJECT_PRONOUNS:
            continue
        verb = low[k + 1]
        if not verb.isalpha() or any(low[j:j + 2] == ["to", verb] and (
                j + 2 >= len(low) or low[j + 2] not in _OBJECT_PRONOUNS) for j in range(len(low))):
            continue  # the source says the infinitive bare too
        if re.search(rf"\bto {verb}(?:[,.;:!?]|$| (?:for|and|but|the|a|an|that)\b)", said):
            return " ".join(low[k:k + 3])
    return None


# A verb of saying followed by a phrase of the clause it reports: "..., the world's largest
# software company said for companies trying to apply them".
# (An active report only: "65 new cases were reported by Taiwan" is a passive's agent.)
_ADJUNCT_AFTER_REPORT = re.compile(r", [^,]+ (?<!was )(?<!were )(?<!is )(?<!are )(?<!been )"
                                   r"(?<!be )(said|says|added|adds|reported|noted|stated) "
                                   r"(for|with|by|against|to)\b")


def adjunct_after_report(text: str, tokens: Sequence[str]) -> str | None:
    """The words of ``text``'s report that a phrase of the reported clause follows, where the
    source (``tokens``) never said that verb before that preposition: "The multiple patches
    posed the difficulty that it recognized, the world's largest software company said for
    companies trying to apply them" reads "for companies" as what the company said it for.

    >>> adjunct_after_report("Patches posed it, the company said for companies trying.",
    ...                      "the company said patches posed it for companies trying".split())
    'said for'
    >>> adjunct_after_report("Patches posed it for companies, the company said.",
    ...                      "the company said patches posed it for companies".split())
    >>> adjunct_after_report("In 2003, a net loss was reported by AMD.",
    ...                      "In 2003 , AMD reported a net loss".split())
    """
    found = _ADJUNCT_AFTER_REPORT.search(text)
    if found is None:
        return None
    said = f"{found.group(1)} {found.group(2)}"
    return None if said in lowered_text(tokens) else said


def gerund_said_as_infinitive(text: str, tokens: Sequence[str]) -> str | None:
    """The source's coordinated gerund ("attempting to provide ... and acting as") when
    ``text`` says it as an infinitive of the verb before it ("attempting to provide ... and
    to act as"): the parse hung the gerund on the infinitive, and the text now says the act
    was only attempted.

    >>> tokens = "charged with attempting to provide support and acting as a broker".split()
    >>> gerund_said_as_infinitive("charged with attempting to provide support and to act as "
    ...                           "a broker", tokens)
    'and acting'
    >>> gerund_said_as_infinitive("charged with attempting to provide support and acting "
    ...                           "as a broker", tokens)
    """
    low = lowered_tokens(tokens)
    said = text.lower()
    for k in range(1, len(low)):
        gerund = low[k]
        if low[k - 1] not in ("and", "or") or not gerund.endswith("ing") or f" {gerund}" in f" {said}":
            continue
        for lemma in lemmas(gerund) - {gerund}:
            if re.search(rf"\b{low[k - 1]} to {re.escape(lemma)}\b", said):
                return f"{low[k - 1]} {gerund}"
    return None


def misread_forms(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text``, a sentence rebuilt for a new focus, says a form of its source
    (``tokens``) wrongly by one of this module's checks, if it does.

    >>> misread_forms("Rubble has been being cleared.", "they have been clearing rubble".split())
    "a passive progressive ('been being cleared')"
    >>> misread_forms("Rubble has been cleared.", "they have cleared rubble".split())
    """
    return first_fault(_FORM_CHECKS, text, tokens)


# Each check with the refusal it gives ("{}": what it found).
_FORM_CHECKS: tuple[TextCheck, ...] = (
    # "The center has a budget of $45 million that most of it will be spent on research"
    (lost_partitive_relative, "the source's partitive relative ({!r}) is not said"),
    # "sent the company's shares 81 cents (U.S. or 2.7 percent to $29.32"
    (unbalanced_parenthesis, "a parenthesis ({!r}) left unpaired"),
    # "A maximum resolution of 1,440 is offered by the panel by 900 pixels"
    (split_dimensions, "the source's size {!r} is said in pieces"),
    # "Rubble has been being cleared by the 244th Engineer Battalion, building playgrounds"
    (passive_progressive, "a passive progressive ({!r})"),
    # "In the final phase of two-year operation investigating a cocaine import ..."
    (lost_article_after_preposition, "{!r} is said without the source's article"),
    # "We believe them without merit" for "We believe them to be without merit"
    (lost_copula, "the copula of the source's {!r} is not said"),
    # "... posed for companies trying to apply, the world's largest software company said"
    (lost_infinitive_object, "the object of the source's {!r} is not said"),
    # "..., the world's largest software company said for companies trying to apply them"
    (adjunct_after_report, "a phrase of the reported clause said after {!r}"),
    # "charged with attempting to provide support ... and to act as an arms broker"
    (gerund_said_as_infinitive, "the source's {!r} said as an infinitive"),
)
