#!/usr/bin/env python3
"""show.py [--src SRC] [--out DIR] ID...  print a case's claim, answer, cited texts, expected and actual card fields.
Without --out, the case's domain is frozen (copy) and evaluated with SRC's citeset (default /work/main)."""
import json, os, sys, subprocess, tempfile, shutil
A = os.path.dirname(os.path.abspath(__file__))
args, src, out = sys.argv[1:], "/work/main", None
while args and args[0].startswith("--"):
    k = args.pop(0); v = args.pop(0)
    if k == "--src": src = v
    elif k == "--out": out = v
ids = args
if not ids: sys.exit(__doc__)
doms = {}
for dom in os.listdir(os.path.join(A, "domains")):
    for l in open(os.path.join(A, "domains", dom, "expected.jsonl")):
        e = json.loads(l); doms[e["id"]] = dom
need = sorted({doms[i] for i in ids if i in doms})
py = "/work/main/.venv/bin/python" if os.path.exists("/work/main/.venv/bin/python") else sys.executable
if out is None:
    out = tempfile.mkdtemp(prefix="a42show.")
    for dom in need:
        shutil.copytree(os.path.join(A, "domains", dom, "suite"), os.path.join(out, dom + "-suite"))
        env = dict(os.environ, PYTHONPATH=os.path.join(src, "src"))
        subprocess.run([py, "-m", "citeset", "freeze", os.path.join(out, dom + "-suite")], env=env, capture_output=True)
        subprocess.run([py, "-m", "citeset", "evaluate", os.path.join(out, dom + "-suite"),
                        os.path.join(A, "domains", dom, "run.jsonl"), "--bootstrap", "0", "--no-render-check",
                        "--out", os.path.join(out, dom)], env=env, capture_output=True)
for cid in ids:
    if cid not in doms:
        print(f"== {cid}: unknown id"); continue
    dom = doms[cid]; D = os.path.join(A, "domains", dom)
    rd = lambda f: [json.loads(l) for l in open(os.path.join(D, f))]
    spans = {s["span_id"]: s for s in rd("suite/spans.jsonl")}
    vers = {v["version_id"]: v for v in rd("suite/sources.jsonl")}
    case = next(c for c in rd("suite/cases.jsonl") if c["case_id"] == cid)
    run = next(r for r in rd("run.jsonl") if r["case_id"] == cid)
    exp = next(e for e in rd("expected.jsonl") if e["id"] == cid)
    print(f"== {cid} ({dom})  tests: {exp['note']}  [{exp['sec']}]")
    print(f"  reader={case['reader']} cutoff={case['cutoff']} answerable={case['answerable']} behavior={case['expected_behavior']}")
    for c in case["claims"]:
        print(f"  reference claim {c['claim_id']}: {c['text']}  applies_at={c.get('applies_at')}")
        print(f"    routes: {[r['members'] for r in c['routes']]}  reference_answer={case['reference_answer']}")
    print(f"  answer: {run['answer_text']}  abstained={run.get('abstained', False)}")
    for s in run.get("sources", []):
        sp = spans.get(s["span_id"]); v = vers[sp["version_id"]] if sp else None
        meta = f"{v['version_id']} status={v['status']} readers={v['readers']} observed={v['observed_at']} eff={v.get('effective_from')}..{v.get('effective_to')}" if v else "?"
        print(f"    [{s['marker']}] {s['span_id']}: {sp['exact'] if sp else '?'}  ({meta})" + (f"  quote={s['quote']!r}" if 'quote' in s else ""))
    print(f"  expected: verdict={exp['exp']} correct={exp['corr']} pick={exp['pick']}")
    cf = os.path.join(out, dom, "cards.jsonl")
    for l in (open(cf) if os.path.exists(cf) else []):
        c = json.loads(l)
        if c["case_id"] != cid: continue
        print(f"  card[{c.get('kind')} idx={c.get('output_index')} claim={c.get('claim_id')}] verdict={c['verdict']} correct={c.get('correct')} "
              f"within={c.get('within_boundary')} supported={c.get('supported')} linked_by={c.get('linked_by')} hop={c.get('hop_statement_for')} "
              f"basis={c.get('joint_basis')} route={c.get('complete_route')}/{c.get('coverage_scope')} bucket={c.get('bucket')}")
        print(f"     text: {c.get('text')}")
        for r in c.get("reasons", []): print(f"     - {r}")
