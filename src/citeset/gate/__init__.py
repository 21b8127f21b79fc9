"""Gating an evaluation on an acceptance policy."""

from citeset.gate._policy import Policy, check_policy, load_policy

__all__ = ["Policy", "check_policy", "load_policy"]
