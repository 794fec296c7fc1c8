"""The latest results of an expensive per-text step (a parse), kept by text.

Several scores read the same sources and paraphrases one after the other: the grammar
errors, facts_kept, content_kept and numbers_kept each want spaCy's parse of a text, and
faithfulness and roles_kept each want the built-in parser's graph of it.  Each such step
keeps its latest results here, bounded, so a corpus build does not keep every parse.

>>> calls = []
>>> recent = RecentResults(2)
>>> recent.get(["a", "b", "a"], lambda texts: calls.append(texts) or [t.upper() for t in texts])
['A', 'B', 'A']
>>> recent.get(["b", "c"], lambda texts: calls.append(texts) or [t.upper() for t in texts])
['B', 'C']
>>> calls
[['a', 'b'], ['c']]
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

__all__ = ["RecentResults"]

_T = TypeVar("_T")


class RecentResults(Generic[_T]):
    """The results of the latest ``size`` distinct texts, safe to share between threads."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._items: OrderedDict[str, _T] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, texts: Iterable[str], compute: Callable[[list[str]], Sequence[_T]]) -> list[_T]:
        """The result of every text, ``compute`` called once on those not kept."""
        wanted = list(texts)
        with self._lock:
            found = {text: self._items[text] for text in wanted if text in self._items}
        missing = [text for text in dict.fromkeys(wanted) if text not in found]
        if missing:
            found.update(zip(missing, compute(missing), strict=True))
        with self._lock:
            for text in wanted:
                self._items[text] = found[text]
                self._items.move_to_end(text)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return [found[text] for text in wanted]
