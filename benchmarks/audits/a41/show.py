#!/usr/bin/env python3
"""show.py ID [ID...]: claim, answer, cited source texts, expected and actual card fields.
Uses the cards of the newest run.sh output (/tmp/audit41-out.*), or OUT=DIR, or re-runs with SRC=tree."""
import glob, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare import pick, kind  # noqa


def out_dir(dom):
    o = os.environ.get("OUT")
    if not o and not os.environ.get("SRC"):
        c = sorted(glob.glob("/tmp/audit41-out.*"), key=os.path.getmtime)
        c = [x for x in c if os.path.exists(os.path.join(x, dom, "cards.jsonl"))]
        o = c[-1] if c else None
    if not o:
        src = os.environ.get("SRC", "/work/main")
        o = tempfile.mkdtemp(prefix="audit41-show.")
        py = os.path.join(src, ".venv/bin/python")
        py = py if os.path.exists(py) else sys.executable
        subprocess.run([py, "-m", "citeset", "evaluate", "suite", "run.jsonl", "--out", os.path.join(o, dom),
                        "--bootstrap", "0", "--no-progress"], cwd=os.path.join(HERE, "domains", dom),
                       env=dict(os.environ, PYTHONPATH=os.path.join(src, "src"), PYTHONDONTWRITEBYTECODE="1"), capture_output=True)
    return o


for cid in sys.argv[1:]:
    dom = cid.rsplit("-", 1)[0]
    d = os.path.join(HERE, "domains", dom)
    rd = lambda f: [json.loads(l) for l in open(os.path.join(d, f))]
    exp = {e["id"]: e for e in rd("expected.jsonl")}[cid]
    case = {c["case_id"]: c for c in rd("suite/cases.jsonl")}[cid]
    run = {r["case_id"]: r for r in rd("run.jsonl")}[cid]
    spans = {s["span_id"]: s for s in rd("suite/spans.jsonl")}
    vers = {v["version_id"]: v for v in rd("suite/sources.jsonl")}
    print(f"=== {cid}   question: {case['question']}   reader: {case.get('reader')}  behavior: {case['expected_behavior']}")
    for c in case["claims"]:
        print(f"reference claim: {c['text']}   answers: {case['reference_answer']}")
        print("routes:", [r["members"] for r in c["routes"]], " applies_at:", c.get("applies_at"))
    print("answer:", run["answer_text"], "  abstained:" if "abstained" in run else "", run.get("abstained", ""))
    for s in run.get("sources", []):
        sp = spans[s["span_id"]]
        v = vers[sp["version_id"]]
        print(f"  [{s['marker']}] {s['span_id']} ({v['version_id']}, {v['status']}, readers={v.get('readers')}): {sp['exact']!r}"
              + (f"  quote={s['quote']!r}" if "quote" in s else ""))
    print(f"expected: verdict={exp['exp']} correct={exp['corr']} sec={exp['sec']}  note: {exp['note']}"
          + ("  [UNCLEAR]" if exp.get("unclear") else ""))
    o = out_dir(dom)
    cards = [json.loads(l) for l in open(os.path.join(o, dom, "cards.jsonl")) if json.loads(l)["case_id"] == cid]
    card = pick(cards, exp.get("target"))
    print("KIND:", kind(exp, card))
    for c in cards:
        mark = "*" if c is card else " "
        print(f" {mark} card: kind={c.get('kind')} idx={c.get('output_index')} text={c.get('text')!r}")
        print(f"     verdict={c.get('verdict')} correct={c.get('correct')} within={c.get('within_boundary')} "
              f"supported={c.get('supported')} linked_by={c.get('linked_by')} route={c.get('complete_route')} "
              f"scope={c.get('coverage_scope')} missing={c.get('missing_from_citations')} basis={c.get('joint_basis')} "
              f"bucket={c.get('bucket')}")
        js = c.get("joint_support") or {}
        print(f"     joint: {js.get('label')} {js.get('rationale')}")
        print(f"     reasons: {c.get('reasons')}")
    print()
