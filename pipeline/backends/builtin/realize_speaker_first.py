"""A report said after its clause names its speaker before the pronoun that stands for them.

"Schools Chancellor Joel Klein said he was pleased by the results" moved its report after
the clause as "He was pleased by the results, Schools Chancellor Joel Klein said.": the
pronoun now comes before the name it stands for, and a reader takes "he" for someone the
sentence before named.  The name and the pronoun trade places ("Schools Chancellor Joel
Klein was pleased by the results, he said."), as a news writer says it; only where the
source named the speaker before the report verb and said the pronoun after it, so that
the pronoun was the speaker's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["speaker_named_first"]

# The text: a subject pronoun that opens the clause, the clause (a closing quotation mark
# may follow its comma), then a named speaker (capitalised words: "Mr. Bush", "U.S.
# Agriculture Secretary Ann Veneman") and a report verb, then the report's own tail.
_PRONOUN_THEN_SPEAKER = re.compile(
    r"^(?P<pronoun>He|She|They) (?P<clause>.+?)(?P<comma>,\"? |\"?, )"
    r"(?P<speaker>(?:[A-Z][\w.'-]*)(?: [A-Z][\w.'-]*)*) "
    r"(?P<verb>said|says|told|tells|added|adds|wrote|writes|explained|stated|announced)"
    r"(?P<tail>\b.*)$")


def speaker_named_first(text: str, tokens: Sequence[str]) -> str:
    """``text`` with its opening pronoun and its closing report's named speaker traded,
    where the source (``tokens``) said the speaker first (module docstring).

    >>> speaker_named_first("He was pleased by the results, Schools Chancellor Joel Klein said.",
    ...     "Schools Chancellor Joel Klein said he was pleased by the results .".split())
    'Schools Chancellor Joel Klein was pleased by the results, he said.'
    >>> speaker_named_first('He "no longer believes it," Lee said in a statement.',
    ...     'Lee said in a statement he " no longer believes it . "'.split())
    'Lee "no longer believes it," he said in a statement.'
    >>> speaker_named_first("He was pleased, Klein said.", "He was pleased , Klein said .".split())
    'He was pleased, Klein said.'
    """
    found = _PRONOUN_THEN_SPEAKER.match(text)
    if found is None:
        return text
    speaker, pronoun = found["speaker"].split(), found["pronoun"].lower()
    words = [t.lower() for t in tokens]
    start = next((i for i in range(len(tokens) - len(speaker) + 1)
                  if list(tokens[i:i + len(speaker)]) == speaker), None)
    if start is None or (start > 0 and tokens[start - 1][:1].isupper()) \
            or pronoun not in words[start + len(speaker):]:
        return text  # the speaker said after the clause, or a name's last words only
    return f"{found['speaker']} {found['clause']}{found['comma']}{pronoun} {found['verb']}" \
           f"{found['tail']}"
