#!/usr/bin/env python3
"""compare.py OUTDIR: one row per case (ID expected actual expected_correct actual_correct KIND reasons),
then a SUMMARY line. OUTDIR holds <domain>/cards.jsonl for every domain."""
import json, os, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))


def load_cards(outdir):
    by_case = collections.defaultdict(list)
    for dom in sorted(os.listdir(outdir)):
        p = os.path.join(outdir, dom, "cards.jsonl")
        if os.path.exists(p):
            for line in open(p):
                c = json.loads(line)
                by_case[c["case_id"]].append(c)
    return by_case


def target_card(cards, target):
    """The card the expectation is about: output card at output_index (the claim restating the reference
    claim: prefer claim_id 'c' when a sentence has several cards), the omitted card, or the case-level card.
    Fallbacks (when the tool made another kind of card) use the case's first card."""
    if not cards:
        return None
    if target == "omitted":
        got = [c for c in cards if c.get("kind") == "omitted"]
    elif target == "case":
        got = [c for c in cards if c.get("kind") == "case" or (c.get("claim_id") is None and c.get("output_index") is None)]
    else:
        got = [c for c in cards if c.get("kind") == "output" and c.get("output_index") == target]
        got.sort(key=lambda c: c.get("claim_id") != "c")
    return (got or cards)[0]


def fmt(x):
    return "null" if x is None else (str(x).lower() if isinstance(x, bool) else str(x))


def compare(outdir, exp=None):
    exp = exp or json.load(open(os.path.join(HERE, "expected.json")))
    by_case = load_cards(outdir)
    rows, cnt = [], collections.Counter()
    for cid in sorted(exp):
        e = exp[cid]
        card = target_card(by_case.get(cid, []), e["target"])
        act = card["verdict"] if card else "MISSING"
        ac = card.get("correct") if card else None
        ec = e["correct"]
        kinds = []
        if e["unclear"]:
            kinds = ["UNCLEAR"]
        else:
            if e["verdict"] != "accept" and act == "accept":
                kinds.append("FA")
            if ec is False and ac is True:
                kinds.append("FC")
            if not kinds:
                if e["verdict"] == "accept" and act != "accept":
                    kinds.append("FR")
                elif act != e["verdict"] or (ec != "any" and ec != ac):
                    kinds.append("OTHER")
                else:
                    kinds.append("ok")
        k = "+".join(kinds)
        for x in kinds:
            cnt[x] += 1
        reasons = " || ".join(card.get("reasons", [])) if card else ""
        rows.append((cid, e["verdict"], act, fmt(ec), fmt(ac), k, reasons))
    return rows, cnt


def main():
    outdir = sys.argv[1]
    rows, cnt = compare(outdir)
    for r in rows:
        print("\t".join(r))
    print(f"SUMMARY cases={len(rows)} ok={cnt['ok']} FA={cnt['FA']} FC={cnt['FC']} FR={cnt['FR']} "
          f"OTHER={cnt['OTHER']} UNCLEAR={cnt['UNCLEAR']}")


if __name__ == "__main__":
    main()
