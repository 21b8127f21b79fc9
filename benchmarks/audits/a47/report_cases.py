"""Print FA / FC cases in full for the report: ID, kind, claim, reference, cited evidence, verdict, correct, reasons."""
import json, os, sys, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
rows = [l.rstrip("\n").split("\t") for l in subprocess.run([sys.executable, os.path.join(HERE, "compare.py")] + sys.argv[2:], capture_output=True, text=True).stdout.splitlines() if "\t" in l]
want = sys.argv[1].split(",") if len(sys.argv) > 1 else ["FA", "FC"]
exp = json.load(open(os.path.join(HERE, "expected.json")))
cache = {}
def load(dom):
    if dom not in cache:
        S = os.path.join(HERE, "suites", dom)
        spans = {json.loads(l)["span_id"]: json.loads(l) for l in open(os.path.join(S, "spans.jsonl"))}
        cases = {json.loads(l)["case_id"]: json.loads(l) for l in open(os.path.join(S, "cases.jsonl"))}
        runs = {json.loads(l)["case_id"]: json.loads(l) for l in open(os.path.join(HERE, "runs", dom + ".jsonl"))}
        cards = {}
        for l in open(os.path.join(HERE, "out", dom, "cards.jsonl")):
            c = json.loads(l); cards.setdefault(c["case_id"], []).append(c)
        cache[dom] = (spans, cases, runs, cards)
    return cache[dom]
for r in rows:
    cid, ev, av, ec, ac, kind, reasons = r
    if not any(k in kind.split("+") for k in want):
        continue
    dom = cid.split("-")[0]
    spans, cases, runs, cards = load(dom)
    c, run, e = cases[cid], runs[cid], exp[cid]
    ref = c["claims"][0]["text"] if c["claims"] else "(none)"
    print(f"### {cid}  [{kind}]  family: {e['family']}")
    print(f"- answer: {run['answer_text']}")
    print(f"- reference claim: {ref}  (accepted answers: {c['reference_answer']}; reader {c['reader']}; behavior {c['expected_behavior']})")
    for s in run.get("sources", []):
        sp = spans[s["span_id"]]
        print(f"- cited [{s['marker']}] {s['span_id']} ({sp['version_id']}): \"{sp['exact']}\"" + (f" quote=\"{s['quote']}\"" if 'quote' in s else ""))
    print(f"- expected: {ev}, correct={ec}; citeset: verdict={av}, correct={ac}")
    print(f"- reasons: {reasons}")
    print()
