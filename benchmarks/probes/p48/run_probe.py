"""Run the RulesJudge (black box) over pairs.jsonl; write labels.json in row order."""
import json, sys, hashlib
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage

expected = open("pairs.sha256").read().split()[0]
assert hashlib.sha256(open("pairs.jsonl", "rb").read()).hexdigest() == expected, "pairs.jsonl changed after hashing"
rows = [json.loads(l) for l in open("pairs.jsonl")]
j = RulesJudge()
labels, rationales = [], []
for r in rows:
    ps = [Passage(span_id=f"s{i + 1}", text=t) for i, t in enumerate(r["passages"])]
    out = j.label(r["claim"], ps)
    labels.append(out.label.value)
    rationales.append(out.rationale)
json.dump({"labels": labels}, open("labels.json", "w"))
json.dump({"rationales": rationales}, open("rationales.json", "w"))
print(len(labels), "labels")
