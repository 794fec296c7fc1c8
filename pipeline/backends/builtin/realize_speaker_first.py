"""A report said after its clause names its speaker before the pronoun that stands for them.

"Schools Chancellor Joel Klein said he was pleased by the results" moved its report after
the clause as "He was pleased by the results, Schools Chancellor Joel Klein said.", and a
cleft or an existential of the clause does the same ("There is a U.S. technical team that
she will send to Canada ..., U.S. Agriculture Secretary Ann Veneman said."): the pronoun
now comes before the name it stands for, and a reader takes it for someone the sentence
before named.  The name and the pronoun trade places ("Schools Chancellor Joel Klein was
pleased by the results, he said.", "There is a U.S. technical team that U.S. Agriculture
Secretary Ann Veneman will send ..., she said."), as a news writer says it: only where the
source named the speaker, its report verb and the pronoun as the reported clause's subject
within a few words of the verb ("Mr. Hatfill said he was struck", "Justice Sandra Day
O'Connor said today that she would ..."), so that the pronoun was the speaker's.  A
pronoun further on may be someone else's ("Mason said al-Amoudi was arrested ... as he
came into the country"), and a possessive or an object before the name is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES, lemma_pos
from pipeline.backends.builtin.realize_words import REPORT_VERB_FORMS

__all__ = ["speaker_named_first"]

# A closing report: its comma (a closing quotation mark may stand on either side), a named
# speaker (capitalised words: "Mr. Bush", "U.S. Agriculture Secretary Ann Veneman"), a
# report verb and the report's own tail ("in a statement", "Tuesday").
_CLOSING_REPORT = re.compile(
    r"(?P<comma>,\"? |\"?, )(?P<speaker>[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)*) "
    rf"(?P<verb>{REPORT_VERB_FORMS}|explained)"
    r"(?P<tail>\b[^\",]*)$")
_PERSONAL = re.compile(r"(?i)\b(he|she|they|him|his|her|hers|them|their|theirs)\b")
_SUBJECTS = frozenset(["he", "she", "they"])
# The most words between the report verb and the reported clause's subject ("told the
# Star April 20 he", "said in a statement that he").
_REPORT_SPAN = 6


def speaker_named_first(text: str, tokens: Sequence[str]) -> str:
    """``text`` with the first pronoun of its clause and its closing report's named speaker
    traded, where the source (``tokens``) said the speaker first (module docstring).

    >>> speaker_named_first("He was pleased by the results, Schools Chancellor Joel Klein said.",
    ...     "Schools Chancellor Joel Klein said he was pleased by the results .".split())
    'Schools Chancellor Joel Klein was pleased by the results, he said.'
    >>> speaker_named_first('he "no longer believes it," Lee said in a statement',
    ...     'Lee said in a statement he " no longer believes it . "'.split())
    'Lee "no longer believes it," he said in a statement'
    >>> speaker_named_first("it is to Canada that she will send a team, Ann Veneman said",
    ...     "Ann Veneman said she will send a team to Canada .".split())
    'it is to Canada that Ann Veneman will send a team, she said'
    >>> speaker_named_first("He was pleased, Klein said.", "He was pleased , Klein said .".split())
    'He was pleased, Klein said.'
    >>> speaker_named_first('it was "he who must decide," Klein said',
    ...     'Klein said " he who must decide , "'.split())
    'it was "he who must decide," Klein said'
    >>> speaker_named_first("al-Amoudi was arrested as he came in, Mason said",
    ...     "Mason said al-Amoudi was arrested as he came in .".split())
    'al-Amoudi was arrested as he came in, Mason said'
    >>> speaker_named_first("his wife was pleased, Klein said", "Klein said his wife was pleased".split())
    'his wife was pleased, Klein said'
    """
    report = _CLOSING_REPORT.search(text)
    if report is None:
        return text
    head = text[:report.start()]
    pronoun = _PERSONAL.search(head)
    if pronoun is None or pronoun.group(1).lower() not in _SUBJECTS \
            or head[:pronoun.start()].count('"') % 2:
        return text  # (a pronoun inside the source's own quotation stays as quoted)
    said = pronoun.group(1).lower()
    speaker = report["speaker"].split()
    start = next((i for i in range(len(tokens) - len(speaker) + 1)
                  if list(tokens[i:i + len(speaker)]) == speaker), None)
    if start is None or (start > 0 and tokens[start - 1][:1].isupper()):
        return text  # the speaker not said in the source, or a name's last words only
    verb = start + len(speaker)
    after = [t.lower() for t in tokens[verb + 1:verb + 2 + _REPORT_SPAN]]
    if verb >= len(tokens) or tokens[verb].lower() != report["verb"] or said not in after:
        return text  # the speaker said after the clause, or the pronoun far from the verb
    between = after[:after.index(said)]
    if any(w in AUXILIARIES or w in (",", ";", "--") or lemma_pos(w) == {"VERB"}
           for w in between):
        return text  # a clause of its own before the pronoun: its subject may be another's
    return f"{head[:pronoun.start()]}{report['speaker']}{head[pronoun.end():]}" \
           f"{report['comma']}{said} {report['verb']}{report['tail']}"
