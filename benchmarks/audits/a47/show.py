"""show.py ID [OUTDIR]: a case's suite entry, cited spans, answer and cards."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
cid = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "out")
dom = cid.split("-")[0]
S = os.path.join(HERE, "suites", dom)
spans = {json.loads(l)["span_id"]: json.loads(l) for l in open(os.path.join(S, "spans.jsonl"))}
for l in open(os.path.join(S, "cases.jsonl")):
    c = json.loads(l)
    if c["case_id"] == cid:
        print("CASE", json.dumps(c, indent=1, ensure_ascii=False))
for l in open(os.path.join(HERE, "runs", dom + ".jsonl")):
    r = json.loads(l)
    if r["case_id"] == cid:
        print("RUN", json.dumps(r, indent=1, ensure_ascii=False))
        for s in r.get("sources", []):
            sp = spans.get(s["span_id"])
            print("  [%s] %s (%s): %s" % (s["marker"], s["span_id"], sp and sp["version_id"], sp and sp["exact"]))
print("EXPECTED", json.load(open(os.path.join(HERE, "expected.json")))[cid])
p = os.path.join(OUT, dom, "cards.jsonl")
for l in open(p):
    c = json.loads(l)
    if c["case_id"] == cid:
        print("CARD", json.dumps({k: c.get(k) for k in ["claim_id", "kind", "output_index", "text", "linked_by", "correct",
              "within_boundary", "supported", "complete_route", "coverage_scope", "joint_basis", "joint_support", "verdict",
              "bucket", "reasons", "decided_by"]}, indent=1, ensure_ascii=False))
