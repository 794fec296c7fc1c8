"""Prepositions, particles and connectives a rebuilt text lost.

The parse carries some of the source's small words only as roles, and some not at all:
"Charlie Chan is off the case" parsed without "off", "declared Nowitzki out", "push the
measure through", "ended mostly tighter amid slumping Treasuries".  A text rebuilt from
such a graph reads fluently and says something else ("For the Fox Movie Channel, Charlie
Chan is the case", "It was Coach Don Nelson who declared Nowitzki at the team's morning
shootaround").  The words here change the meaning when lost; the role markers ("of",
"in", "at", "to", "for", "by", "with", "from", "on") are said again from the roles, in
whatever form the new construction needs, and are not checked.  A conditional or a
negated coordination lost its meaning with its connective: "... on the constitution
necessary" for "if necessary", "or Dean was asked that question" for "nor was Dean asked".  An existential's "there"
lost with its "be" leaves its noun with no verb ("It is permanent U.S. bases in Africa that
no plans that Defense Department officials say build" for "There are no plans to build
..."): only a text that says "there" again, or its noun as a subject of "be" ("659 women
were enrolled" for "There were 659 women enrolled") keeps it.  A means said with "by" and a
gerund that lost its "by" is said as what someone was doing instead ("It was Washington that
was infuriated by France, which also sought changes, leading the charge ..." for "France,
which infuriated Washington by leading the charge ...", :func:`lost_means_by`).  An opening
"While ..." contrasts its clause with the sentence's; moved after a verb it reads as a time
("The suspects fled while robbery appeared to be the motive", "Dupont said while it was being
called mandatory", :func:`moved_opening_while`), unless it still contrasts two states ("...
can run more than $100 while a month's supply of aspirin can cost less than $10").  A noun's phrase said again without the
article the source gave its preposition's object ("It was financial terms of sale ... that
were not disclosed", "a spokesman of United States Attorney's office" for "a spokesman for
the United States Attorney's office") reads as broken, and so does an opening phrase said
first again without its preposition ("China's mainland, the disease has killed 300 people"
for "Throughout China's mainland, ...", "More than a century, an undetermined amount of
money was lost").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_said_reports import REPORT_FORMS
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_tree import occurrences
from pipeline.backends.builtin.realize_words import ARTICLES, FEELING_PARTICIPLES, PREPOSITIONS

__all__ = ["lost_article", "lost_existential", "lost_means_by", "lost_opening_preposition",
           "lost_small_word", "lost_source_words", "moved_opening_while"]

# Prepositions, verb particles and connectives whose loss changes what a sentence says.
MEANINGFUL_SMALL_WORDS = frozenset([
    "off", "out", "up", "down", "away", "back", "over", "under", "through", "against",
    "without", "beyond", "below", "above", "amid", "amidst", "around", "behind", "into",
    "onto", "toward", "towards", "across", "along", "among", "between", "throughout",
    "within", "despite", "except", "unlike", "before", "after", "until", "till", "via",
    "per", "since", "aboard", "alongside", "atop", "beneath", "beside", "besides", "inside",
    "outside", "near", "underneath", "upon",
    # connectives: a condition, a negated coordination, a clause's time, cause or concession
    # ("A judge released him, who had served nine years ..." for "He had served nine years
    # ... when he was released by a judge")
    "if", "unless", "nor", "when", "while", "because", "although",
    # a comparison: "grew slightly more that Wall Street expected", "weaker to previously be
    # expected" for "more than" / "weaker than previously expected"
    "than",
    # a negation, a part, a distribution, a degree: "but they ratified the immunity agreement
    # no yet" for "but not yet ratified", "the songs were purchased" for "half the songs",
    # "Bombardier and Embraer will deliver 85 jets" for "will each deliver", "the recentest
    # additions" for "the most recent", "a direr report" for "a more dire report"
    "not", "half", "each", "most", "more"])
# Words a rebuilt text may say in a lost one's place (the parse's reading of it): "over
# 100 people" said "more than 100 people", a causal "since" said "because" or "so".
_SAID_INSTEAD = {
    "over": ("more than",), "under": ("less than", "fewer than"),
    "around": ("about", "approximately"), "since": ("because", "so", "as", "since then"),
    "per": ("a", "an", "each"), "until": ("till",), "till": ("until",),
    "toward": ("towards",), "towards": ("toward",), "amid": ("amidst",),
    "amidst": ("amid",),
    # "threatening trade sanctions unless the subsidies are repealed" said "if the subsidies
    # are not repealed"; "nor was Dean asked" said "and Dean was not asked"
    "unless": ("if",), "nor": ("neither", "not"), "if": ("whether",),
    "when": ("while", "as", "after", "at the time"), "while": ("as", "when", "whereas", "but"),
    "because": ("since", "as", "so", "because of", "due to"),
    "although": ("though", "but", "yet", "while", "despite"),
    # "more than 100 people" said "over 100 people"; "rather than" said "instead of"
    "than": ("over", "under", "instead of"),
    # "not" said "n't" (split "didn" "t" here), "never", "no"; "each" said "apiece" or "per";
    # "more than 100" said "over 100"
    "not": ("t", "never", "no", "none", "neither", "nor", "without"),
    "each": ("apiece", "per", "every", "a"), "more": ("over", "above")}


def _count(phrase: str, words: Sequence[str]) -> int:
    return sum(1 for _ in occurrences(phrase.split(), words))


def lost_small_word(text: str, tokens: Sequence[str]) -> str | None:
    """The first of :data:`MEANINGFUL_SMALL_WORDS` that the source (``tokens``) says
    more often than ``text`` does, with nothing said in its place, or None.

    >>> tokens = "Charlie Chan is off the case for the Fox Movie Channel .".split()
    >>> lost_small_word("For the Fox Movie Channel, Charlie Chan is the case.", tokens)
    'off'
    >>> lost_small_word("For the Fox Movie Channel, Charlie Chan is off the case.", tokens)
    >>> tokens = "Shares rose 3 per cent after the news .".split()
    >>> lost_small_word("After the news, shares rose 3 percent.", tokens)
    >>> tokens = "He called Escobar while the legislator was in Ardmore .".split()
    >>> lost_small_word("He called Escobar twice the legislator was in Ardmore.", tokens)
    'while'
    >>> tokens = "He vanished while on a hiking trip .".split()
    >>> lost_small_word("On a hiking trip, he vanished.", tokens)
    """
    source = lowered_tokens(tokens)
    said = re.findall(r"[a-z]+", text.lower())
    have, want = Counter(said), Counter(source)
    # in the source's order, so that a refusal names the same word in every run
    for word in dict.fromkeys(w for w in source if w in MEANINGFUL_SMALL_WORDS):
        lost = want[word] - have[word]
        if word == "per":  # "per cent" said "percent"; "the price per valve" said "the valve price"
            lost -= _count("per cent", source) - max(0, _count("per cent", said))
            lost -= sum(1 for k, token in enumerate(source[1:-1], start=1)
                        if token == "per" and _count(f"{source[k + 1]} {source[k - 1]}", said))
        elif word == "along":  # "enshrined along with astronauts" said "with astronauts"
            lost -= _count("along with", source)
        elif word == "while":  # "vanished while on a hiking trip" said "on a hiking trip"
            lost -= sum(1 for k, token in enumerate(source[:-1]) if token == "while" and (
                source[k + 1] in PREPOSITIONS or source[k + 1].endswith(("ing", "ed"))))
        if lost <= 0:
            continue
        instead = sum(max(0, _count(alt, said) - _count(alt, source))
                      for alt in _SAID_INSTEAD.get(word, ()))
        if lost > instead:
            return word
    return None


_BE = frozenset(["is", "are", "was", "were", "'s"])
_BE_AFTER = frozenset(["has", "have", "had", "will", "would", "could", "may", "might", "must"])
# Adverbs between "there is" and its noun ("There are now 37 active probable cases").
_EXISTENTIAL_ADVERBS = frozenset(["always", "now", "still", "also", "already", "currently",
                                  "usually", "often", "probably", "clearly", "even"])


def lost_existential(text: str, tokens: Sequence[str]) -> str | None:
    """The source's existential ("there are no plans") when ``text`` says neither "there"
    nor the existential's noun as the subject of a "be", else None.

    >>> tokens = "There were 659 women enrolled at the academy .".split()
    >>> lost_existential("At the academy, 659 women were enrolled.", tokens)
    >>> tokens = "There are no plans to build bases , officials say .".split()
    >>> lost_existential("It is bases that no plans that officials say build.", tokens)
    'there are no plans'
    >>> lost_existential("Officials say there are no plans to build bases.", tokens)
    >>> tokens = "There are only 2,000 Roman Catholics living in Banja Luka now .".split()
    >>> lost_existential("Only 2,000 Roman Catholics are living in Banja Luka now.", tokens)
    >>> tokens = "There were fears that Heather would never have children .".split()
    >>> lost_existential("It was feared that Heather would never have children.", tokens)
    """
    low = lowered_tokens(tokens)
    said = re.findall(r"[a-z0-9'$.%-]+", text.lower())
    if "there" in said:
        return None
    for k, token in enumerate(low[:-2]):
        be = 1 if low[k + 1] in _BE else 2 if low[k + 1] in _BE_AFTER and low[k + 2] == "be" \
            else 2 if low[k + 1] in ("has", "have", "had") and low[k + 2] == "been" else 0
        if token != "there" or not be:
            continue
        start = k + 1 + be
        while start < len(low) and low[start] in _EXISTENTIAL_ADVERBS:
            start += 1
        noun: list[str] = []
        for word in low[start:start + 4]:
            if not any(c.isalnum() for c in word):
                break
            noun.append(word)
        if not any(_count(" ".join([*noun[:n], verb]), said)
                   for n in range(1, len(noun) + 1)
                   for verb in ("is", "are", "was", "were", "has", "have", "had", "will")) \
                and not _subject_opening(said, low[start:]) \
                and not _feeling_passive(said, noun):
            return " ".join(low[k:start + min(2, len(noun))])
    return None


def _feeling_passive(said: list[str], noun: list[str]) -> bool:
    """Whether the text's words ``said`` open with the existential's feeling (``noun``) as
    an impersonal passive: "It was feared that ..." for "There were fears that ..."
    (realize_verbatim_impersonal)."""
    participle = FEELING_PARTICIPLES.get(noun[0]) if noun else None
    return participle is not None and said[:1] == ["it"] and participle in said[2:4] \
        and said[said.index(participle) + 1:said.index(participle) + 2] == ["that"]


def _subject_opening(said: list[str], after: Sequence[str]) -> bool:
    """Whether the text's words ``said`` open with the existential's whole noun phrase, the
    source's words ``after`` its "be" up to the first mark, and a "be" after it ("Three
    warships with 2,300 Marines are lingering ...", "Only 2,000 Roman Catholics are ...":
    realize_verbatim_existential), split as the text is ("2,000" is "2 000")."""
    words: list[str] = []
    for word in after[:8]:
        if not any(c.isalnum() for c in word):
            break
        words.append(word)
    noun = re.findall(r"[a-z0-9'$.%-]+", " ".join(words))
    return any(said[:n] == noun[:n] and said[n:n + 1] in (["are"], ["were"], ["is"], ["was"])
               for n in range(2, len(noun) + 1))


def lost_means_by(text: str, tokens: Sequence[str]) -> str | None:
    """The source's means ("by leading") when ``text`` says its gerund as often as the
    source does but "by" before it less often, else None.

    >>> tokens = "France , which infuriated Washington by leading the charge , sought changes .".split()
    >>> lost_means_by("It was Washington that was infuriated by France, leading the charge.", tokens)
    'by leading'
    >>> lost_means_by("By leading the charge, France infuriated Washington.", tokens)
    >>> lost_means_by("Lightning struck him.", "He was struck by lightning .".split())
    """
    source = lowered_tokens(tokens)
    said = re.findall(r"[a-z]+", text.lower())
    for k, token in enumerate(source[:-1]):
        gerund = source[k + 1]
        # (a word that is also a noun may be one: "struck by lightning")
        if token == "by" and gerund.endswith("ing") and lemma_pos(gerund) == {"VERB"} \
                and _count(gerund, said) >= _count(gerund, source) \
                and _count(f"by {gerund}", said) < _count(f"by {gerund}", source):
            return f"by {gerund}"
    return None


# Words after which "that" opens what was said ("He said that while ...")
_SAID_THAT = frozenset(["said", "says", "say", "told", "added", "reported", "was", "is"])


def moved_opening_while(text: str, tokens: Sequence[str], finite: Collection[int] = ()) -> bool:
    """Whether ``text`` says the source's opening "While" clause after its main clause,
    where it reads as a time (see :func:`_moved_as_contrast` for where it does not).
    ``finite`` holds the source's finite past verbs (``Source.finite``).

    >>> tokens = "While robbery appeared to be the motive , the suspects fled .".split()
    >>> fled = {10: 9}  # "fled" said as a finite past, its subject "suspects"
    >>> moved_opening_while("The suspects fled while robbery appeared to be the motive.",
    ...                     tokens, fled)
    True
    >>> moved_opening_while("While robbery appeared to be the motive, it was the suspects "
    ...                     "who fled.", tokens)
    False
    >>> moved_opening_while('Bush said: "While robbery appeared to be the motive, the suspects '
    ...                     'fled."', ['"', *tokens])
    False
    >>> moved_opening_while("He said that while robbery appeared to be the motive, the "
    ...                     "suspects fled.", [*tokens, "he", "said"], fled)
    False
    >>> tokens = "While the Ibrahims had one operation , doctors plan about three .".split()
    >>> moved_opening_while("Doctors plan about three while the Ibrahims had one operation.",
    ...                     tokens)
    False
    """
    words = [t.lower() for t in tokens if t not in ('"', "``", "''")]
    if words[:1] != ["while"] or "," not in words:
        return False
    said = re.findall(r"[a-z0-9]+|[\":]", text.lower())
    if re.match(r"(?i)according to [^,]+, while\b", text):
        return False  # the report said first: "According to him, while ..., the suspects fled"
    # (still opening: the text's first word, a quotation's: 'Bush said: "While ...', or what
    # was said's: "He said that while ...", "What he said was that while ...")
    moved = next((k for k, word in enumerate(said)
                  if word == "while" and k > 0 and said[k - 1] not in ('"', ":") and not (
                      k > 1 and said[k - 1] == "that" and said[k - 2] in _SAID_THAT)), None)
    return moved is not None and not _moved_as_contrast(said[:moved], said[moved + 1:],
                                                        tokens, finite)


# Pronouns a main clause said before the "while" clause would point forward with ("He
# cannot expect such a warm welcome while Mr. Qurei is widely respected").
_FORWARD_PRONOUNS = frozenset(form for concept in ("he", "she", "they")
                              for form in PRONOUNS[concept][:3])
# The past forms of "be", "have" and "do" that a past main clause may say, as a copula or
# an auxiliary, which ``Source.finite`` (verbs said without one) leaves out.
_PAST_AUXILIARIES = frozenset(["was", "were", "had", "did"])


def _moved_as_contrast(main: Sequence[str], clause: Sequence[str], tokens: Sequence[str],
                       finite: Collection[int]) -> bool:
    """Whether the opening "While" clause said last (``clause``, the text's words after its
    "while"; ``main``, those before it) still contrasts two states: the source's main clause
    tells nothing in the past ("The equivalent amount ... can run more than $100 while a
    month's supply of aspirin can cost less than $10", "Goodrich and Dr. David Staffenberg
    plan about three for the Aguirres while the Ibrahims had one separation operation"), the
    clause is said whole and last, as the source said it, with no report before it or in it
    and no pronoun before the name it stands for.  A past event reads the clause as its time ("The
    suspects fled while robbery appeared to be the motive"), and so does a report ("some said
    while opposition parties have welcomed ...")."""
    comma = list(tokens).index(",")
    source_clause = [w for t in tokens[1:comma] for w in re.findall(r"[a-z0-9]+", t.lower())]
    if [w for w in clause if w not in ('"', ":")] != source_clause or not source_clause:
        return False  # "... while the Ibrahims had one operation with several weeks between each"
    if any(k in finite for k in range(comma, len(tokens))) \
            or any(t.lower() in _PAST_AUXILIARIES for t in tokens[comma:]):
        return False
    # (a report in the clause is dated by the main clause too: "... losing patience with
    # these unwanted phone calls while he said: "Many good people work ...")
    return not any(w in REPORT_FORMS or w in _FORWARD_PRONOUNS for w in main) \
        and not any(w in REPORT_FORMS or w in ('"', ":") for w in clause)


_COORDINATORS = frozenset(["and", "but", "so", "yet", "or"])


def lost_article(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "NOUN PREP the WORD" (``tokens``) when ``text`` says the same noun with
    a preposition right before that word, its article lost, and the source never says it
    so, else None.

    >>> tokens = "Financial terms of the sale , which is expected , were not disclosed .".split()
    >>> lost_article("It was financial terms of sale, which is expected, that were not disclosed.", tokens)
    'terms of the sale'
    >>> lost_article("It was financial terms of the sale that were not disclosed.", tokens)
    >>> tokens = "A spokesman for the United States Attorney had no comment .".split()
    >>> lost_article("There was a spokesman of United States Attorney who had no comment.", tokens)
    'spokesman for the united'
    """
    source = lowered_tokens(tokens)
    said = " " + " ".join(re.findall(r"[\w'.-]+", text.lower())) + " "
    plain = " " + " ".join(source) + " "
    for k in range(len(source) - 3):
        noun, prep, article, word = source[k:k + 4]
        if prep not in PREPOSITIONS or article not in ARTICLES or not word.isalpha() \
                or noun in PREPOSITIONS or noun in ARTICLES:
            continue
        for other in ("of", prep):
            bare = f" {noun} {other} {word} "
            if bare in said and bare not in plain:
                return f"{noun} {prep} {article} {word}"
    return None


def lost_opening_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The preposition (or "whether") of the source's opening phrase up to its comma when
    ``text`` opens with that phrase without it, else None.

    >>> tokens = "Throughout China 's mainland , the disease has killed 300 people .".split()
    >>> lost_opening_preposition("China's mainland, the disease has killed 300 people.", tokens)
    'Throughout'
    >>> lost_opening_preposition("Throughout China's mainland, the disease has killed 300 people.", tokens)
    """
    if not tokens or (tokens[0].lower() not in PREPOSITIONS and tokens[0].lower() != "whether") \
            or "," not in tokens[1:12]:
        return None
    phrase = "".join(tokens[1:list(tokens).index(",", 1)]).lower()
    said = text.replace(" ", "").lower()
    if not said.startswith(phrase + ","):
        return None
    # ("Both companies described the talks as exclusive, so the two ..." for "Since both
    # companies described ...": a clause kept, its subordinator said as a coordinator)
    after = text.split(",", 1)[1].split()
    return None if after and after[0].lower() in _COORDINATORS else tokens[0]


def lost_source_words(text: str, tokens: Sequence[str], rebuilt: bool = True) -> str | None:
    """What ``text`` lost of the source (``tokens``): an opening phrase's preposition, or
    where it was ``rebuilt`` (not read back in the source's order) a meaningful small word,
    an existential, a means' "by" or an article; or None."""
    if not rebuilt:
        # "More than a century, an undetermined amount of money was lost" for "For more
        # than a century, ...": the source's order read back, its first word dropped
        return lost_opening_preposition(text, tokens)
    return lost_small_word(text, tokens) or lost_existential(text, tokens) \
        or lost_means_by(text, tokens) or lost_article(text, tokens) \
        or lost_opening_preposition(text, tokens)
