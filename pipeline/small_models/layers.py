"""Layers whose parameters are left uninitialised: every weight is loaded from a file.

Random initialisation of 135M parameters, or building on torch's meta device
(whose first use imports torch's decompositions), would each cost seconds of a
cold start for values that are overwritten at once.
"""

from __future__ import annotations

from torch import nn

__all__ = ["Embedding", "Linear"]


class Linear(nn.Linear):
    def reset_parameters(self) -> None:
        pass


class Embedding(nn.Embedding):
    def reset_parameters(self) -> None:
        pass
