"""A partial refund stated as full (probe 57).

"The orchestra is refunding the whole season ticket" on "The orchestra is refunding 75% of the season ticket"; "The
trust issued full refunds of the £30 workshop fee" on "issued refunds of £23 against each £30 workshop fee, keeping £7
as an administration charge". A claim saying a refund is full ("full refunds", "refunding the whole", "refunded ... in
full", "fully refunded") where an evidence sentence gives the refund as a part ("refunding 75% of", "refunded half
of", "£23 against each £30 fee", "keeping £7", "partial refunds") and no sentence says a refund is full, is not
entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, holds, may_hold, search

_REFUND = r"(?:refund\w*|reimburs\w*|repa(?:y|id|ying))"
_FULL = lazy_compile(r"\bfull\s+(?:refunds?|reimbursement|repayment|compensation)\b|\b" + _REFUND + r"\s+(?:the|its|their|"
                   r"each|every)\s+(?:whole|entire|full)\b|\b" + _REFUND + r"\b[^.;]{0,60}?\bin\s+full\b|\bfully\s+"
                   r"(?:refund\w*|reimburs\w*)", re.IGNORECASE)
"""A full refund ("full refunds of", "refunding the whole ticket", "refunded ... in full", "fully refunded")."""
_PART = lazy_compile(r"\b" + _REFUND + r"\s+(?:of\s+)?(?:\d+(?:\.\d+)?\s*%|\d+\s+per\s*cent|half|a\s+third|two-thirds|a\s+"
                   r"quarter|three[- ]quarters|part)(?!\w)(?:\s+of\b)?|[£$€][\d,.]+\s+(?:against|of|out\s+of|for)\s+(?:each|"
                   r"every|the)\s+[£$€][\d,.]+|\bkeeping\s+[£$€]\d|\bpartial\s+(?:refunds?|reimbursement)", re.IGNORECASE)
"""A refund of part: the part said of the refund itself ("refunding 75% of", "refunded half of", "£23 against each
£30 fee", "keeping £7", "partial refunds")."""
_PARTS = ("refund", "reimburs", "repa")


def partial_refund_as_full(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's part of a refund the claim says is full (see the module docstring), quoted; else None."""
    if search(_FULL, cf) is None or not any(may_hold(f.text, _PARTS) for f in efs):
        return None
    if any(holds(f, _FULL) for f in efs):
        return None  # a full refund is said too
    for f in efs:
        part = _PART.search(f.text)
        if part is not None:
            return f"the claim says the refund is full, the evidence gives part ('{part.group(0).strip()}')"
    return None
