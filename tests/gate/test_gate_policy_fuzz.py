"""Any policy file, however hostile, loads as a Policy or is an InputError naming the file: never a crash."""

from __future__ import annotations

import contextlib
import math
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citeset.errors import InputError
from citeset.gate import Policy, load_policy

KEYS = ["min", "max", "max_verdicts", "max_counts", "k", "judge", "undefined", "consequential_must_accept",
        "schema_version", "thresholds"]
NAMES = ["answer_correctness", "complete_set_recall@5", "hit@0", "escalate", "judge_failures", "reject", "x@y",
         "[/red]", "\x1b[31m"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), st.floats(allow_nan=True, allow_infinity=True),
                    st.text(max_size=12), st.sampled_from(NAMES))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.sampled_from(NAMES), inner, max_size=3)),
                      max_leaves=8)
documents = st.dictionaries(st.sampled_from(KEYS), values, max_size=5)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents)
def test_any_policy_loads_or_is_an_input_error(document: dict[str, object]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "policy.yaml"
        path.write_text(yaml.safe_dump(document))
        try:
            policy = load_policy(path)
        except InputError as exc:
            assert exc.path == str(path)
            return
    assert isinstance(policy, Policy)
    for bound in (policy.min, policy.max):
        assert all(math.isfinite(v) and 0 <= v <= 1 for v in bound.values())
    assert all(isinstance(v, int) and v >= 0 for v in {**policy.max_verdicts, **policy.max_counts}.values())
    assert policy.judge is None or (":" not in policy.judge and "," not in policy.judge)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_load_or_are_an_input_error(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "policy.yaml"
        path.write_bytes(raw)
        with contextlib.suppress(InputError):
            load_policy(path)
