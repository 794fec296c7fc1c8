"""An event that was the object of the old root, said as the new main clause.

When the new focus is an event the old root's verb took as its object ("Microsoft favors
setting up authorities", "Quattrone is accused of attempting to obstruct justice"), the
rebuilt sentence says that event as its own main clause and the old root after it as
", which <subject> <verb>" ("Microsoft set up independent e-mail trust authorities ...,
which it favors"): the event is now asserted as done, which the source only favored,
charged or projected, and the old root's verb often strands its words ("..., which it was
announced on Friday to", "..., which we are going not getting to the two-thirds").
Such a tail is refused unless the source itself said it so ("..., which Hamidi honored").
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused


def refuse_event_object_tail(tail: str, sentence: str) -> None:
    """Refuse ``tail`` (", which <subject> <verb>" after an event the old root took as its
    object) unless the source ``sentence`` says it word for word.

    >>> refuse_event_object_tail("which Hamidi honored", "... that the e-mails stop, which Hamidi honored.")
    >>> refuse_event_object_tail("which it favors", "Microsoft favors setting up authorities.")
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: an event the old root took as its object cannot lead it ('..., which it favors')
    """
    if tail.lower() not in sentence.lower():
        raise RealizationRefused("an event the old root took as its object cannot lead it "
                                 "('..., which it favors')")


def refuse_unreported_tail(has_reporter: bool) -> None:
    """Refuse a report with no one reporting it ("It was announced on Friday that ...")
    after the clause it reported: "..., a form of cancer which affects the lymph nodes,
    announced on Friday" hangs the bare participle on the nearest noun, and "It is the bill
    that will pass expected" strands it.

    >>> refuse_unreported_tail(True)
    >>> refuse_unreported_tail(False)
    Traceback (most recent call last):
    ...
    pipeline.backends.builtin.realize_base.RealizationRefused: a report with no reporter cannot follow what it reported ('..., announced on Friday')
    """
    if not has_reporter:
        raise RealizationRefused("a report with no reporter cannot follow what it reported "
                                 "('..., announced on Friday')")
