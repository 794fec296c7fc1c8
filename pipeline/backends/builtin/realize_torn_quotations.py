"""A rebuilt text that says a short quotation of the source inside a clause with other
words put inside it.

The parse keeps no quotation marks, so a text rebuilt around a quoted phrase ('no company
official had received "an individual target letter at this time"') breaks the speaker's
words up with moved words, and the marks cannot be put back: "An individual target letter
had been received by no company official at this time" (716), "Often, even when the exchange
detected such violations, it failed to take ..." for 'it "often failed to take ..."' (4085),
"It was the nation that lost a great citizen" (2597), "Bryant was interviewed, and Bryant
was cooperative" (3105).  Neither quotes the speaker nor reports what was said in other
words, so such a text is refused (an entry of realize_source_faults' table, rebuilt texts
only).  The quotation said whole is left: its marks are put back once the text is checked
(the checks read the text without them).  A quotation that opens the sentence or follows a
colon is realize_quote_speaker_first's; one word in marks (a name, a term) is left.
"""

from __future__ import annotations

import re

__all__ = ["torn_quotation"]

# A quotation said inside a clause: right after a word, not after a colon or at the start.
_INNER_QUOTATION = re.compile(r'(?<=[A-Za-z] )"([^"]{3,120})"')
_PTB_QUOTE = re.compile(r"``|''")
_TEXT_QUOTATION = re.compile(r'"([^"]+)"')
_WORD = re.compile(r"[a-z0-9]+")
# The longest quotation read (in words) and the most words a text may put inside one.
_MOST_WORDS = 8
_MOST_INSERTED = 8


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _said_torn(words: list[str], quoted: list[str]) -> bool:
    """Whether ``words`` say the words of ``quoted`` in order with up to ``_MOST_INSERTED``
    other words among them, and nowhere together."""
    joined = f" {' '.join(words)} "
    if f" {' '.join(quoted)} " in joined:
        return False
    for start, word in enumerate(words):
        if word != quoted[0]:
            continue
        matched, at = 0, start
        while matched < len(quoted) and at < len(words) \
                and at - start < len(quoted) + _MOST_INSERTED:
            if words[at] == quoted[matched]:
                matched += 1
            at += 1
        if matched == len(quoted):
            return True
    return False


def torn_quotation(text: str, sentence: str) -> str | None:
    """The opening words of a quotation inside a clause of ``sentence`` that ``text`` says
    with words put inside it, or None.

    >>> sentence = ('No company official had received "an individual target letter at this'
    ...     ' time," she said.')
    >>> torn_quotation("An individual target letter had been received by no company "
    ...     "official at this time, she said.", sentence)
    'an individual target letter'
    >>> torn_quotation('No company official had received "an individual target letter at '
    ...     'this time," she said.', sentence) is None
    True
    >>> torn_quotation('He called it "a bad idea".', 'He called it "a bad idea".') is None
    True
    >>> torn_quotation("He called it a bad idea.", 'He called it "a bad idea".') is None
    True
    >>> torn_quotation("He called it `` a bad idea ''.", 'He called it "a bad idea".') is None
    True
    """
    # the text may still hold the tokenizer's marks (``, '')
    text, sentence = _PTB_QUOTE.sub('"', text), _PTB_QUOTE.sub('"', sentence)
    if sentence.count('"') % 2:
        return None  # marks the pairing cannot be read from
    marked = [" ".join(_words(found)) for found in _TEXT_QUOTATION.findall(text)]
    said = _words(text)
    for found in _INNER_QUOTATION.finditer(sentence):
        quoted = _words(found.group(1))
        if not 2 <= len(quoted) <= _MOST_WORDS:
            continue
        if any(" ".join(quoted) in inside for inside in marked):
            continue
        if _said_torn(said, quoted):
            return " ".join(found.group(1).split()[:4]).rstrip(",.")
    return None
