"""Benchmark: the deterministic claim checks (values, quantifiers, denials, name binding) on hostile claims.

An answer is input: a claim may be a 200,000-digit number, a run of dotted numbers or a long sentence of
quantifier words. Each check must stay linear in the claim's length; a regular expression that backtracks
over a digit run made one such claim take 144 CPU s (`\\d+\\.\\d+\\.\\d+` tried from every digit), now about 0.1 s.
Printed: CPU seconds per check and input, and the input's length.

    python benchmarks/bench_hostile_claims.py
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from citeset.evidence.checks.binding import misbinds
from citeset.evidence.checks.material import force_change, missing_terms

REFERENCE = "The Tern is longer than the Gannet, and it carries 1,200 units at 9 pm since 2019."


def inputs() -> dict[str, str]:
    rng = random.Random(0)
    words = ["all", "every", "each", "in", "1,200", "1.2", "million", "before", "2019", "until", "since", "one",
             "fifth", "9", "pm", "at", "the", "Tern", "is", "longer", "than", "Gannet", "3.11.4", "1 200",
             "555-123", "a", ",", "[^2]", "no", "later"]
    return {
        "200,000 digits": "1" * 200_000 + " units",
        "digits, a dot, digits": "1" * 100_000 + "." + "2" * 100_000,
        "dotted numbers": "1.2." * 50_000,
        "digits between long spaces": ("1" + " " * 1000) * 200,
        "thousands groups": "1," * 100_000 + "000",
        "quantifier words": "all every always " * 40_000,
        "150,000 mixed words": " ".join(rng.choice(words) for _ in range(150_000)),
    }


def main() -> None:
    checks: dict[str, Callable[[str], object]] = {
        "force_change": lambda claim: force_change(claim, REFERENCE, [REFERENCE]),
        "missing_terms": lambda claim: missing_terms(claim, [REFERENCE]),
        "misbinds": lambda claim: misbinds(claim, REFERENCE),
    }
    print(f"{'input':30} {'chars':>9} " + " ".join(f"{name:>14}" for name in checks))
    for label, claim in inputs().items():
        cells = []
        for check in checks.values():
            start = time.process_time()
            check(claim)
            cells.append(f"{time.process_time() - start:13.2f}s")
        print(f"{label:30} {len(claim):9,d} " + " ".join(cells))


if __name__ == "__main__":
    main()
