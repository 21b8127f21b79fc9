import json, sys
from citeset.judges._rules import RulesJudge
from citeset.judges._protocol import Passage
j = RulesJudge()
out = []
for line in open(sys.argv[1], encoding="utf-8"):
    if not line.strip():
        continue
    p = json.loads(line)
    ps = [Passage(span_id="e%d" % i, text=t) for i, t in enumerate(p["passages"])]
    try:
        r = j.label(p["claim"], ps)
        out.append({"label": r.label.value, "score": r.score, "rationale": getattr(r, "rationale", "")})
    except Exception as e:
        out.append({"label": "ERROR", "score": None, "rationale": repr(e)[:300]})
json.dump(out, sys.stdout)
