"""compare.py OUTROOT: print one row per case and a SUMMARY line."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DOMAINS = ["glacier", "bakery", "metro", "chess", "orchard", "textile", "planetarium",
           "coastguard", "wine", "schoolbus"]


def pick(cards, target):
    out = [c for c in cards if c.get("kind") == "output"]
    if target:
        out = [c for c in out if target.lower() in (c.get("text") or "").lower()] or out
    if out:
        last = max(c.get("output_index") or 0 for c in out)
        same = [c for c in out if (c.get("output_index") or 0) == last]
        pref = [c for c in same if c.get("claim_id") == "c"]
        return (pref or same)[0]
    return cards[0] if cards else None


def load(outroot):
    rows = []
    for dom in DOMAINS:
        if not os.path.exists(os.path.join(HERE, "domains", dom, "expected.jsonl")):
            continue
        exp = [json.loads(l) for l in open(os.path.join(HERE, "domains", dom, "expected.jsonl"))]
        cf = os.path.join(outroot, dom, "cards.jsonl")
        cards = [json.loads(l) for l in open(cf)] if os.path.exists(cf) else []
        by = {}
        for c in cards:
            by.setdefault(c["case_id"], []).append(c)
        for e in exp:
            card = pick(by.get(e["id"], []), e.get("target"))
            rows.append((e, card))
    return rows


def kind(e, card):
    ev = e["exp"].split("|")
    av = card["verdict"] if card else "MISSING"
    ac = card.get("correct") if card else None
    if e.get("unclear"):
        return "UNCLEAR"
    if av == "accept" and "accept" not in ev:
        return "FA"
    if e["corr"] is False and ac is True:
        return "FC"
    if "accept" in ev and av != "accept":
        return "FR"
    if av in ev and (e["corr"] is None or ac == e["corr"] or (e["corr"] is False and ac is None)):
        return "OK"
    return "OTHER"


def fmt(v):
    return "-" if v is None else str(v).lower()


if __name__ == "__main__":
    rows = load(sys.argv[1])
    cnt = {"FA": 0, "FR": 0, "FC": 0, "OTHER": 0, "OK": 0, "UNCLEAR": 0}
    n = 0
    for e, card in rows:
        k = kind(e, card)
        cnt[k] += 1
        if k != "UNCLEAR":
            n += 1
        print(e["id"], e["exp"], card["verdict"] if card else "MISSING", fmt(e["corr"]),
              fmt(card.get("correct") if card else None), k)
    print(f"# OK={cnt['OK']} UNCLEAR={cnt['UNCLEAR']} (UNCLEAR rows are excluded from cases=)")
    print(f"SUMMARY cases={n} FA={cnt['FA']} FR={cnt['FR']} FC={cnt['FC']} OTHER={cnt['OTHER']}")
