"""Run the black-box RulesJudge over pairs.jsonl after checking its hash."""
import hashlib, json, sys
HERE = "/tmp/p49"
data = open(f"{HERE}/pairs.jsonl", "rb").read()
want = open(f"{HERE}/pairs.sha256").read().split()[0]
got = hashlib.sha256(data).hexdigest()
if got != want:
    sys.exit(f"hash mismatch: {got} != {want}")
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
rows = [json.loads(l) for l in data.decode("utf-8").splitlines() if l.strip()]
j = RulesJudge()
labels, rats = [], []
for r in rows:
    out = j.label(r["claim"], [Passage(span_id=f"s{i+1}", text=t) for i, t in enumerate(r["passages"])])
    labels.append(out.label.value)
    rats.append(out.rationale)
json.dump({"labels": labels}, open(f"{HERE}/labels.json", "w"), indent=0)
json.dump({"rationales": rats}, open(f"{HERE}/rationales.json", "w"), indent=0, ensure_ascii=False)
print(len(labels), "labelled; hash", got)
