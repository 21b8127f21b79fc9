"""The per-claim checks of DESIGN §3, one module each, run in order by `citeset.evidence._engine`.

Each check reads a typed `ClaimContext` (or `CaseContext`) and returns its own typed result:

0. `answerability` — answerable / blocked / not_found for the case's reader; annotated or not
1. `validity` — citations resolve to frozen versions (and are admissible for the claim's time)
2. `quotes` — quotes occur in their cited span after conservative normalisation
3. `linking` — output claim -> reference claim (claim_id, answer string, judge)
4. `correctness` — states an accepted answer and is not contradicted by the reference claim; boundary
5. `support` — independent support by annotation or by the judge over admissible suite evidence
6. `coverage` — a complete admissible route at claim or answer scope; hop statements
7. `joint` — joint support of the cited spans, with one explicit basis
8. `necessity` — needed / redundant / irrelevant per citation
9. `contradiction` — contradicting evidence, and conflicts the case expects to be exposed

and, once every claim is linked, `compound`: the further reference claims a compound sentence states (§4).
"""
