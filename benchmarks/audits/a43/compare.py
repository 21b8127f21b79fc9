#!/usr/bin/env python3
"""compare.py OUTDIR [--quiet]: one row per case: ID expected actual expected_correct actual_correct KIND; then SUMMARY."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def actual_for(e, cards):
    mine = [c for c in cards if c["case_id"] == e["case_id"]]
    if not mine:
        return "missing", None
    if e["index"] is None:  # abstention-type expectation: look at all cards of the case
        vs = [c["verdict"] for c in mine]
        if "accept" in vs:
            return "accept", None
        if all(v == vs[0] for v in vs):
            return vs[0], None
        return (e["verdict"] if e["verdict"] in vs else "+".join(sorted(set(vs)))), None
    out = [c for c in mine if c.get("kind") == "output" and c.get("output_index") == e["index"]]
    if not out:
        return "missing", None
    return out[0]["verdict"], out[0].get("correct")


def main():
    outdir = sys.argv[1]
    quiet = "--quiet" in sys.argv
    counts = dict(FA=0, FR=0, FC=0, OTHER=0, ok=0, UNCLEAR=0)
    for dname in sorted(os.listdir(os.path.join(HERE, "domains"))):
        exps = load(os.path.join(HERE, "domains", dname, "expect.jsonl"))
        cp = os.path.join(outdir, dname, "cards.jsonl")
        cards = load(cp) if os.path.exists(cp) else []
        for e in exps:
            act, acor = actual_for(e, cards)
            if e["unclear"]:
                kinds = ["UNCLEAR"]
            else:
                kinds = []
                if e["verdict"] != "accept" and act == "accept":
                    kinds.append("FA")
                if e["verdict"] == "accept" and act != "accept":
                    kinds.append("FR")
                if e["correct"] is False and acor is True:
                    kinds.append("FC")
                if not kinds and act != e["verdict"]:
                    kinds.append("OTHER")
                if not kinds:
                    kinds.append("ok")
            for k in kinds:
                counts[k] += 1
            if not quiet:
                print("%-22s %-16s %-16s %-5s %-5s %s" % (e["case_id"], e["verdict"], act, e["correct"], acor, ",".join(kinds)))
    print("SUMMARY " + " ".join("%s=%d" % (k, counts[k]) for k in ("FA", "FR", "FC", "OTHER", "ok", "UNCLEAR")))


if __name__ == "__main__":
    main()
