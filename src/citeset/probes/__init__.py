"""Probing a system under test with interventions and metamorphic checks (DESIGN §8).

    from pathlib import Path
    import citeset
    from citeset.probes import probe
    from citeset.systems import load_system
    suite = citeset.load_suite("suite/")
    result = probe(suite, load_system("reference:from_memory"), out=Path("probe-out"))
    result.summary.violations
"""

from citeset.probes._models import (
    INTERVENTIONS,
    OUTCOMES,
    Change,
    Intervention,
    InterventionSummary,
    Outcome,
    ProbePassage,
    ProbeSummary,
    Variant,
    VariantResult,
)
from citeset.probes._run import ProbeResult, generate, parse_interventions, probe, probe_async

__all__ = [
    "INTERVENTIONS",
    "OUTCOMES",
    "Change",
    "Intervention",
    "InterventionSummary",
    "Outcome",
    "ProbePassage",
    "ProbeResult",
    "ProbeSummary",
    "Variant",
    "VariantResult",
    "generate",
    "parse_interventions",
    "probe",
    "probe_async",
]
