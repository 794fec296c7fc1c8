"""An article a rebuilt noun phrase put before a word that takes none there.

* the predeterminer "such" ("such a plan", "such drugs"): "It is the such anti-psychotic
  drugs that can be used only in limited circumstances" for "In a 6-3 ruling, the justices
  said such anti-psychotic drugs can be used only in ...", a cleft on a modifier of the noun
  gave it "the";
* the focusing adverb "only", which the parse keeps as its object's :mod ("referring only to
  the kissing", (k / kiss-01 :mod (o / only))): before the noun with an article it is the
  adjective "only" ("It was the only kissing that she was referring to", as if there were no
  other kissing), which the source does not say;
* a demonstrative, which is a determiner of its own: "It was the that injunction that the
  court stayed ..." for "the court stayed that injunction";
* a vague count ("several", "various", "numerous", "many", "few"): "It was the several
  buildings, including a Federal Express depot, that the water ... swamped" for "swamped
  several buildings", "It was the various private wards that the police officers also
  entered" for "entered various private wards": the article makes a known set of the
  source's unnamed ones ("a few" and "the many" where the source said them stay).

Refused unless the source itself said the article before the word ("the only way out").

And the reverse: a cleft that lost the source's "the" before a name-like phrase, "It was Dow
Jones industrial average that rose 41.61 points" for "The Dow Jones industrial average rose
..." (a cleft on a modifier of the noun said the noun phrase without its determiner); its
"a" too, "It was European Union spokesman that said ..." for "A European Union spokesman".

And a noun phrase opening a rebuilt sentence without the article or owner the source gave
it (:func:`dropped_article`): "There is agency hearing officer that ...", or a fronted
phrase's (:func:`fronted_without_article`): "Under Anti-Terrorism Crime and Security Act
2001, three were charged ..." for "charged under the Anti-Terrorism, Crime and Security Act
2001", "In 1997 Georgia killings, Paul Durousseau, 32, was charged ..." for "and in a 1997
Georgia killing".

And an "a" before a vowel the source never said it before (:func:`a_before_vowel`): the
rebuilt phrase put an article where the source had none, "In a earlier this month, North
Shore-Long Island Jewish Health System announced ...", "He a Ireland Palestine Solidarity
Campaign member was the one who ...".

And an existential whose noun phrase opens on an owner (:func:`owned_existential`): "There
is" introduces a noun not yet known, which an owner makes known, "There were today's
results that showed that ...", "There are vendors' current offerings that they overstate
...".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_source_tokens import joined_tokens, lowered_tokens
from pipeline.backends.builtin.realize_source_words import NUMBER_WORDS
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = [
    "a_before_vowel",
    "article_before_word",
    "bare_age_noun",
    "cleft_without_article",
    "dropped_article",
    "fronted_without_article",
]

_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an) (such|only|that|this|these|those|several|various|numerous|many|few)\b",
                             re.IGNORECASE)
_CLEFT = re.compile(r"^(?:[\w ]+, )?[Ii]t (?:is|was|are|were) ([A-Z][\w.&'-]*) ([\w.&'-]+)"
                    r"((?: [\w.&'-]+)*?),? (?:that|who|which) ")


def article_before_word(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` puts an article before "such" or "only" where the source
    (``tokens``) did not, else None.

    >>> article_before_word("It is the such drugs that can be used.", ["such", "drugs"])
    "an article before 'such'"
    >>> article_before_word("It was the only kissing that she was referring to.",
    ...                     "she was referring only to the kissing".split())
    "an article before 'only'"
    >>> article_before_word("It was the only way out.", "was the only way out".split()) is None
    True
    >>> article_before_word("It was the several buildings that the water swamped.",
    ...                     "the water swamped several buildings".split())
    "an article before 'several'"
    >>> article_before_word("It was a few weeks later.", "a few weeks later".split()) is None
    True
    >>> article_before_word("It was the that injunction that the court stayed.",
    ...                     "the court stayed that injunction".split())
    "an article before 'that'"
    """
    said = {m.group(1).lower() for m in _ARTICLE_BEFORE.finditer(joined_tokens(tokens))}
    for match in _ARTICLE_BEFORE.finditer(text):
        if match.group(1).lower() not in said:
            return f"an article before {match.group(1).lower()!r}"
    return None


def cleft_without_article(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` clefts a capitalized phrase that the source (``tokens``)
    only ever said after "the", else None.

    >>> cleft_without_article("It was Dow Jones industrial average that rose 41.61 points.",
    ...                       "The Dow Jones industrial average rose 41.61 points .".split())
    "a cleft dropped the source's 'the' before 'Dow Jones'"
    >>> cleft_without_article("It is French Foreign Minister Dominique de Villepin that is "
    ...     "expected to attend.", "The French Foreign Minister , Dominique de Villepin".split()) is None
    True
    >>> cleft_without_article("It was Coast Guard jet that spotted them.",
    ...                       "A Coast Guard jet spotted them .".split())
    "a cleft dropped the source's 'a' before 'Coast Guard'"
    >>> cleft_without_article("It was Star April 20 that Daniels told he was holding back.",
    ...     "Daniels told the Star April 20 he was holding back .".split())
    "a cleft dropped the source's 'the' before 'Star April 20'"
    >>> cleft_without_article("It was Microsoft that posted it.",
    ...                       "Microsoft posted the Microsoft client .".split()) is None
    True
    """
    found = _CLEFT.match(text)
    if found is None:
        return None
    last = (found.group(2) + found.group(3)).split()[-1]
    low = lowered_tokens(tokens)
    if not last[:1].islower():
        # a title before a name takes none ("It is French Foreign Minister Dominique de
        # Villepin that" for "The French Foreign Minister, Dominique de Villepin"), but a
        # name the source said whole only ever after an article keeps it ("It was Dow Jones
        # Industrial Average that fell ...", "It was Star April 20 that Daniels told ...")
        return _name_without_article(
            f"{found.group(1)} {found.group(2)}{found.group(3)}".split(), low)
    first, second = found.group(1).lower(), found.group(2).lower()
    at = [k for k in range(len(low) - 1) if low[k] == first and low[k + 1] == second]
    if at and all(k > 0 and low[k - 1] == "the" for k in at):
        return f"a cleft dropped the source's 'the' before {found.group(1) + ' ' + found.group(2)!r}"
    if at and all(k > 0 and low[k - 1] in ("a", "an") for k in at):
        # "It was European Union spokesman that said ..." for "A European Union spokesman
        # said ...", "It was Coast Guard jet that spotted the Cubans ...": the indefinite
        # article lost the same way
        return f"a cleft dropped the source's {low[at[0] - 1]!r} before " \
            f"{found.group(1) + ' ' + found.group(2)!r}"
    return None


def _name_without_article(words: Sequence[str], low: Sequence[str]) -> str | None:
    """The refusal for a clefted capitalized phrase (``words``) that the source's lowercased
    tokens (``low``) hold whole, every time after "the", "a" or "an", else None.

    >>> _name_without_article(["Dow", "Jones", "Industrial", "Average"],
    ...                       "the dow jones industrial average fell".split())
    "a cleft dropped the source's 'the' before 'Dow Jones Industrial Average'"
    >>> _name_without_article(["Saudi", "newspaper", "Okaz"],
    ...                       "the saudi newspaper okaz reported".split()) is None
    True
    """
    if any(w[:1].islower() and w not in FUNCTION_WORDS for w in words) \
            and not {"and", "or"} & set(words):
        # a title before a name: "It was Saudi newspaper Okaz that reported ..." (not a list
        # that holds one: "It is Air Force inspector general and the Pentagon that ...")
        return None
    span = [w.lower() for w in words]
    at = [k for k in range(1, len(low) - len(span) + 1) if list(low[k:k + len(span)]) == span]
    if at and all(low[k - 1] in ("the", "a", "an") for k in at):
        return f"a cleft dropped the source's {low[at[0] - 1]!r} before {' '.join(words)!r}"
    return None


# What opens the noun phrase a rebuilt sentence is about: an existential's or a cleft's
# "There is", "It was", or nothing (the subject of a declarative).
_NOUN_OPENER = re.compile(r"^(?:There (?:is|was|are|were) |It (?:is|was) )?")
_NOUN_END = frozenset(["that", "who", "which", "whom", "is", "was", "are", "were", "has", "had",
                       "have", "will", "would", "can", "could", "may", "might", "should"])


def dropped_article(text: str, tokens: Sequence[str]) -> str | None:
    """The noun phrase that opens ``text`` (after "There is" or "It was") when it is the
    source's noun phrase under "a", "an" or "the" said without it ("There is agency hearing officer
    that ...", "18-month process that the judge's decision ended included ...", "There was
    mistake that ..."): a singular count noun cannot stand bare; else None."""
    rest = text[_NOUN_OPENER.match(text).end():]  # type: ignore[union-attr]
    words: list[str] = []
    for word in rest.split(" "):
        bare = word.strip(",.;:\"")
        if not bare or bare.lower() in _NOUN_END:
            break
        words.append(bare)
        if bare != word:
            break
    if not words or words[0].lower() in _OPENING_DETERMINERS or text.startswith('"'):
        return None  # (a quotation says the source's own words from where it opens)
    # "Two men were the ones who ..." for "The two men": a count opens a whole noun phrase,
    # though not one the source counted with "an" ("18-month process" for "an 18-month")
    counted = words[0][:1].isdigit() or words[0].lower() in NUMBER_WORDS
    lower = lowered_tokens(tokens)
    said = {part for w in words for part in w.lower().split("-")} | {w.lower() for w in words}
    first = words[0].lower()
    for k, token in enumerate(lower):
        if token not in (first, first.split("-")[0]) or (k > 0 and tokens[k][:1].isupper()
                                                          and not words[0][:1].isupper()):
            continue
        if k > 0 and tokens[k][:1].isupper():
            continue  # a name ("Berry"), which takes no article
        j = k - 1
        while j >= 0 and (lower[j] in said or lower[j] in ("-", '"', "``", "''", "'")
                          or lower[j][:1].isdigit() or set(lower[j].split("-")) <= said):
            j -= 1
        if j >= 0 and (lower[j] in ("a", "an") or (lower[j] == "the" and not counted)):
            return " ".join(words)
        if j == k - 1 and lower[j] in _POSSESSORS and not counted and first.isalpha() \
                and words[0].islower() and (j == 0 or lower[j - 1] not in _NOT_OWNERS):
            # "It is medal for Distinguished Contributions ... this year that Stephen King
            # ... is receiving" for "this year's medal", "It was drug application of ImClone
            # that ..." for "ImClone's drug application": its owner lost as its article
            # (not the verb of "It's also a strategic win", "There's also a flaw")
            return " ".join(words)
    return None


# The owner before a noun, which makes it whole as an article does.
_POSSESSORS = frozenset(["'s", "his", "its", "their", "our", "my", "your"])
# Words whose "'s" is a verb ("It's", "There's", "that's"), not an owner's.
_NOT_OWNERS = frozenset(["it", "there", "that", "this", "he", "she", "what", "who", "here",
                         "where", "how", "let", "everyone", "everything", "nobody", "one"])


# Words a noun phrase may open with that make it whole without an article.
_OPENING_DETERMINERS = frozenset([
    "a", "an", "the", "this", "that", "these", "those", "his", "her", "its", "their", "our",
    "my", "your", "some", "any", "no", "every", "each", "another", "one", "many", "much",
    "more", "most", "several", "few", "all", "both", "either", "neither", "he", "she", "it",
    "they", "we", "i", "you", "there", "what", "which", "who"])


_FRONTED_LEAD = re.compile(r"^(?:(?:But|And) )?([A-Z][a-z]+) ([\w.&'-]+)[^,]*, ")


def fronted_without_article(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when the phrase ``text`` fronts opens, after its preposition, without the
    article the source (``tokens``) said there every time, else None.

    >>> fronted_without_article("Under Anti-Terrorism Crime and Security Act 2001, three were "
    ...     "charged.", "the three were charged under the Anti-Terrorism , Crime".split())
    "a fronted phrase dropped the source's 'the' after 'under'"
    >>> fronted_without_article("Under the Anti-Terrorism Act, three were charged.",
    ...     "the three were charged under the Anti-Terrorism Act".split()) is None
    True
    """
    found = _FRONTED_LEAD.match(text)
    if found is None or found.group(1).lower() not in PREPOSITIONS:
        return None
    lead, word = found.group(1).lower(), found.group(2).lower()
    if word in _OPENING_DETERMINERS:
        return None
    low = lowered_tokens(tokens)
    with_article = [low[k + 1] for k in range(len(low) - 2)
                    if low[k] == lead and low[k + 1] in ("a", "an", "the") and low[k + 2] == word]
    bare = any(low[k] == lead and low[k + 1] == word for k in range(len(low) - 1))
    if with_article and not bare:
        return f"a fronted phrase dropped the source's {with_article[0]!r} after {lead!r}"
    return None


_A_BEFORE_VOWEL = re.compile(r"\b[Aa] ([aeiouAEIOU][\w-]*)")
# Words with a vowel letter that open on a consonant's sound: "a one-time", "a unit", "a
# European", "a U.S. official".
_CONSONANT_SOUNDS = ("one", "once", "u", "eu")


def a_before_vowel(text: str, tokens: Sequence[str]) -> str | None:
    """A refusal when ``text`` says "a" before a word opening on a vowel's sound that the
    source (``tokens``) never said after "a", else None.

    >>> a_before_vowel("In a earlier this month, the system announced plans.",
    ...                "The system announced plans earlier this month .".split())
    "an 'a' before 'earlier' the source did not say"
    >>> a_before_vowel("It was a one-time charge.", "a one-time charge".split()) is None
    True
    """
    low = lowered_tokens(tokens)
    for match in _A_BEFORE_VOWEL.finditer(text):
        word = match.group(1)
        if word.isupper() or word.lower().startswith(_CONSONANT_SOUNDS):
            continue
        if any(low[k] == "a" and low[k + 1] == word.lower() for k in range(len(low) - 1)):
            continue
        return f"an 'a' before {word!r} the source did not say"
    return None


_OWNED_EXISTENTIAL = re.compile(r"^(?:[^,]*, )?There (?:is|are|was|were) [\w.&-]+(?:'s|s')\s")


def owned_existential(text: str, construction: str | None) -> str | None:
    """A refusal when the existential ``text`` opens its noun phrase on an owner, else None.

    >>> owned_existential("There were today's results that showed it.", "existential")
    "an existential's noun opens on an owner"
    >>> owned_existential("There were results that showed it.", "existential") is None
    True
    """
    if construction == "existential" and _OWNED_EXISTENTIAL.match(text):
        return "an existential's noun opens on an owner"
    return None


def bare_age_noun(text: str, tokens: Sequence[str]) -> str | None:
    """The "N-year-old" the source (``tokens``) said as a noun after "a", "an" or "the" that
    ``text`` says with no article ("if it was 24-year-old that Bitdefender cited" for "if it
    was the 24-year-old cited by Bitdefender"); else None.  A word before it other than
    an article is the text's own phrase ("the 24-year-old" said "a 24-year-old" is another
    check's).

    >>> source = "he would not confirm if it was the 24 - year-old cited by Bitdefender .".split()
    >>> bare_age_noun("He was the one who would not confirm if it was 24-year-old that "
    ...               "Bitdefender cited.", source)
    '24-year-old'
    >>> bare_age_noun("It was Bitdefender that cited the 24-year-old.", source) is None
    True
    """
    lower = lowered_tokens(tokens)
    for k in range(1, len(lower) - 2):
        if lower[k - 1] in ("a", "an", "the") and lower[k].isdigit() \
                and lower[k + 1] == "-" and lower[k + 2] == "year-old":
            age = f"{lower[k]}-year-old"
            for said in re.finditer(rf"(\S+) {age}\b", text, re.IGNORECASE):
                if said.group(1).lower() not in ("a", "an", "the"):
                    return age
    return None
