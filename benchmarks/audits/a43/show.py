#!/usr/bin/env python3
"""show.py ID [OUTDIR]: print a case: claim(s), cited texts, reference, expectation, rule (and the card, given OUTDIR)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def main():
    cid = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else None
    for dname in sorted(os.listdir(os.path.join(HERE, "domains"))):
        dd = os.path.join(HERE, "domains", dname)
        exp = {e["case_id"]: e for e in load(os.path.join(dd, "expect.jsonl"))}
        if cid not in exp:
            continue
        spans = {s["span_id"]: s for s in load(os.path.join(dd, "suite", "spans.jsonl"))}
        vers = {v["version_id"]: v for v in load(os.path.join(dd, "suite", "sources.jsonl"))}
        case = [c for c in load(os.path.join(dd, "suite", "cases.jsonl")) if c["case_id"] == cid][0]
        run = [r for r in load(os.path.join(dd, "run.jsonl")) if r["case_id"] == cid][0]
        e = exp[cid]
        print("== %s (%s)" % (cid, dname))
        print("question:   ", case["question"], "| reader:", case["reader"], "| answerable:", case["answerable"], "| behavior:", case["expected_behavior"])
        for c in case["claims"]:
            print("reference:  ", c["text"], "| answers:", case["reference_answer"])
            for r in c["routes"]:
                print("  route %s (%s): %s" % (r["set_id"], r["status"], " + ".join("%s %r" % (m, spans[m]["exact"]) for m in r["members"])))
        print("answer:     ", run["answer_text"])
        def show_ref(sid):
            s = spans.get(sid)
            if not s:
                return "%s -> (no such span)" % sid
            v = vers[s["version_id"]]
            return "%s [%s, %s%s] %r" % (sid, v["version_id"], v["status"], (", readers=%s" % v["readers"]) if v["readers"] else "", s["exact"])
        for c in run.get("claims", []):
            print("  claim:", c["text"], "| claim_id:", c.get("claim_id"))
            for ci in c["citations"]:
                print("    cites", show_ref(ci["span_id"]), ("quote=%r" % ci["quote"]) if ci.get("quote") else "")
        for s in run.get("sources", []):
            print("  [%s] %s" % (s["marker"], show_ref(s["span_id"])))
        print("expected:   verdict=%s correct=%s (output index %s)%s" % (e["verdict"], e["correct"], e["index"], " UNCLEAR" if e["unclear"] else ""))
        print("kind:       ", e["kind"])
        print("rule:       ", e["rule"])
        print("twin:       ", e["twin"], "| false-accept probe:", e["fa_probe"])
        if outdir:
            for c in load(os.path.join(outdir, dname, "cards.jsonl")):
                if c["case_id"] == cid:
                    js = c.get("joint_support") or {}
                    print("card: kind=%s idx=%s verdict=%s correct=%s within=%s supported=%s linked_by=%s basis=%s label=%s"
                          % (c.get("kind"), c.get("output_index"), c["verdict"], c.get("correct"), c.get("within_boundary"),
                             c.get("supported"), c.get("linked_by"), c.get("joint_basis"), js.get("label")))
                    print("   reasons:", c.get("reasons"), "| js rationale:", js.get("rationale"))
        return
    sys.exit("no such case: " + cid)


if __name__ == "__main__":
    main()
