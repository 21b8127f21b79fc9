"""Score probe 38: reads pairs.jsonl + labels.json, prints the summary, writes results.txt and failures.md."""
import collections
import json
import random

TEMPLATE_NAMES = ["T01 duration/unit", "T02 date", "T03 sum", "T04 comparison", "T05 since/until",
                  "T06 used-to/state", "T07 computed year/roles", "T08 voice/roles", "T09 hop",
                  "T10 negation", "T11 modality", "T12 plan/proposal", "T13 belief/hedge", "T14 quantifier",
                  "T15 fraction/percent", "T16 condition", "T17 exception", "T18 scope", "T19 frequency",
                  "T20 attribution", "T21 only", "T22 at least/at most", "T23 deadline/window", "T24 cause",
                  "T25 combine/extra", "T26 time", "T27 rank", "T28 cause reversed", "T29 since/no longer",
                  "T30 computed year/extra"]


def main():
    pairs = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
    labels = json.load(open("labels.json", encoding="utf-8"))
    assert len(pairs) == len(labels)
    lines = []
    pr = lines.append
    right = [(p, l) for p, l in zip(pairs, labels) if p["gold"] == "right"]
    wrong = [(p, l) for p, l in zip(pairs, labels) if p["gold"] == "wrong"]
    we = sum(l["label"] == "entailed" for _, l in wrong)
    re_ = sum(l["label"] == "entailed" for _, l in right)
    errs = sum(l["label"] == "ERROR" for l in labels)
    bal = (re_ / len(right) + (len(wrong) - we) / len(wrong)) / 2
    pr("probe 38 - citeset default rules judge (frozen copy /tmp/wt_a47/src)")
    pr(f"pairs: {len(pairs)} ({len(right)} right, {len(wrong)} wrong), {len(set(p['group'] for p in pairs))} groups, errors: {errs}")
    pr(f"wrong claims labelled entailed: {we}/{len(wrong)} ({we / len(wrong):.1%})")
    pr(f"right claims labelled entailed: {re_}/{len(right)} ({re_ / len(right):.1%})")
    pr(f"balanced accuracy: {bal:.3f}")
    both = sum(1 for g in set(p["group"] for p in pairs)
               if all((l["label"] == "entailed") == (p["gold"] == "right")
                      for p, l in zip(pairs, labels) if p["group"] == g))
    pr(f"twin groups fully correct (right entailed AND wrong not entailed): {both}/300")
    pr("")
    pr("label distribution:")
    for gold in ("right", "wrong"):
        c = collections.Counter(l["label"] for p, l in zip(pairs, labels) if p["gold"] == gold)
        pr(f"  {gold}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    pr("")
    pr("per domain: right entailed / wrong entailed (of 30 each)")
    for dom in dict.fromkeys(p["domain"] for p in pairs):
        r = sum(l["label"] == "entailed" for p, l in right if p["domain"] == dom)
        w = sum(l["label"] == "entailed" for p, l in wrong if p["domain"] == dom)
        pr(f"  {dom:22s} {r:3d} {w:3d}")
    pr("")
    pr("per category: n, labelled entailed (wrong: false accepts; right: true accepts), other labels")
    for gold, title in (("wrong", "WRONG categories"), ("right", "RIGHT categories")):
        pr(f"  {title}")
        cats = collections.defaultdict(list)
        for p, l in zip(pairs, labels):
            if p["gold"] == gold:
                cats[p["category"]].append(l["label"])
        for cat in sorted(cats, key=lambda c: (-sum(x == "entailed" for x in cats[c]) / len(cats[c]), c)):
            v = cats[cat]
            e = sum(x == "entailed" for x in v)
            rest = collections.Counter(x for x in v if x != "entailed")
            pr(f"    {cat:34s} n={len(v):2d} entailed={e:2d}  " + ", ".join(f"{k} {n}" for k, n in sorted(rest.items())))
    pr("")
    pr("per template family (template = group % 30): right entailed / wrong entailed (of 10 each)")
    for k, name in enumerate(TEMPLATE_NAMES):
        r = sum(l["label"] == "entailed" for p, l in right if p["group"] % 30 == k)
        w = sum(l["label"] == "entailed" for p, l in wrong if p["group"] % 30 == k)
        pr(f"  {name:28s} right {r:2d}/10   wrong {w:2d}/10")
    text = "\n".join(lines) + "\n"
    print(text, end="")
    open("results.txt", "w", encoding="utf-8").write(text)

    md = ["# Probe 38 failures", "", f"## Wrong claims labelled entailed ({we})", ""]
    for p, l in wrong:
        if l["label"] == "entailed":
            md += [f"### group {p['group']} - {p['domain']} - {p['category']}", "",
                   f"- claim: {p['claim']}"] + [f"- passage e{i}: {t}" for i, t in enumerate(p["passages"])] + \
                  [f"- label: {l['label']} (score {l['score']})", f"- rationale: {l['rationale']}", ""]
    miss = [(p, l) for p, l in right if l["label"] != "entailed"]
    sample = random.Random(38).sample(miss, min(30, len(miss)))
    sample.sort(key=lambda x: x[0]["group"])
    md += [f"## Sample of 30 right claims not entailed (of {len(miss)})", ""]
    for p, l in sample:
        md += [f"### group {p['group']} - {p['domain']} - {p['category']}", "",
               f"- claim: {p['claim']}"] + [f"- passage e{i}: {t}" for i, t in enumerate(p["passages"])] + \
              [f"- label: {l['label']} (score {l['score']})", f"- rationale: {l['rationale']}", ""]
    open("failures.md", "w", encoding="utf-8").write("\n".join(md))


if __name__ == "__main__":
    main()
