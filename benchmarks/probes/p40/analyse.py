"""Analyse labels.json against pairs.jsonl -> results.txt, failures.md"""
import json, collections
rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labs = json.load(open("labels.json", encoding="utf-8"))
assert len(rows) == len(labs) == 600
for r, l in zip(rows, labs):
    r["label"] = l["label"]; r["score"] = l["score"]; r["rationale"] = l["rationale"]
R = [r for r in rows if r["gold"] == "right"]; W = [r for r in rows if r["gold"] == "wrong"]
re_ = sum(r["label"] == "entailed" for r in R); we = sum(r["label"] == "entailed" for r in W)
bal = (re_ / len(R) + (len(W) - we) / len(W)) / 2
out = []
out.append("Probe p40 — rules judge (citeset RulesJudge), blind held-out twin pairs")
out.append("pairs.jsonl sha256: " + open("pairs.sha256").read().split()[0])
out.append("")
out.append("HEADLINE")
out.append("  wrong claims labelled entailed (false accepts): %d / %d (%.1f%%)" % (we, len(W), 100 * we / len(W)))
out.append("  right claims labelled entailed (true accepts):  %d / %d (%.1f%%)" % (re_, len(R), 100 * re_ / len(R)))
out.append("  balanced accuracy: %.3f" % bal)
ge = collections.Counter()
for i in range(0, 600, 2):
    a, b = rows[i], rows[i + 1]
    ge[(a["label"] == "entailed", b["label"] == "entailed")] += 1
out.append("  twin groups: right entailed & wrong not = %d; both entailed = %d; neither = %d; only wrong entailed = %d" % (
    ge[(True, False)], ge[(True, True)], ge[(False, False)], ge[(False, True)]))
out.append("")
out.append("LABEL DISTRIBUTION")
for name, S in (("right", R), ("wrong", W)):
    c = collections.Counter(r["label"] for r in S)
    out.append("  %-5s " % name + ", ".join("%s=%d" % kv for kv in sorted(c.items())))
out.append("")


def table(title, S, key, metric_name):
    out.append(title)
    g = collections.defaultdict(list)
    for r in S:
        g[key(r)].append(r)
    items = sorted(g.items(), key=lambda kv: (-sum(x["label"] == "entailed" for x in kv[1]), kv[0]))
    out.append("  %-34s %5s %5s  %s" % ("key", metric_name, "n", "labels"))
    for k, xs in items:
        e = sum(x["label"] == "entailed" for x in xs)
        c = collections.Counter(x["label"] for x in xs)
        out.append("  %-34s %5d %5d  %s" % (k, e, len(xs), ", ".join("%s=%d" % kv for kv in sorted(c.items()))))
    out.append("")


table("WRONG CLAIMS by category (entailed = false accept)", W, lambda r: r["category"], "ent")
table("RIGHT CLAIMS by category (entailed = correct accept)", R, lambda r: r["category"], "ent")
tmpl = {}
for r in rows:
    tmpl.setdefault(r["template"], {})[r["gold"]] = r["category"]
out.append("PER TEMPLATE (right entailed / 10, wrong entailed / 10)")
out.append("  %-4s %-32s %-30s %6s %6s" % ("tid", "right kind", "wrong kind", "R_ent", "W_ent"))
for t in sorted(tmpl):
    re_t = sum(r["label"] == "entailed" for r in R if r["template"] == t)
    we_t = sum(r["label"] == "entailed" for r in W if r["template"] == t)
    out.append("  %-4s %-32s %-30s %6d %6d" % (t, tmpl[t]["right"], tmpl[t]["wrong"], re_t, we_t))
out.append("")
out.append("PER DOMAIN (right entailed / 30, wrong entailed / 30)")
for d in sorted({r["domain"] for r in rows}):
    out.append("  %-10s R_ent=%2d W_ent=%2d" % (d, sum(r["label"] == "entailed" for r in R if r["domain"] == d),
                                             sum(r["label"] == "entailed" for r in W if r["domain"] == d)))
open("results.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")

f = ["# Probe p40 failures", "",
     "## Wrong claims labelled `entailed` (%d)" % we, ""]
for r in sorted([r for r in W if r["label"] == "entailed"], key=lambda r: (r["category"], r["group"])):
    f.append("### %s — %s (%s, %s, %s)" % (r["group"], r["category"], r["template"], r["domain"], r["wording"]))
    f.append("- claim: %s" % r["claim"])
    for i, p in enumerate(r["passages"]):
        f.append("- passage e%d: %s" % (i, p))
    f.append("- score: %s; rationale: %s" % (r["score"], r["rationale"]))
    f.append("")
nr = [r for r in R if r["label"] != "entailed"]
f.append("## Right claims not labelled `entailed` (%d), by category" % len(nr))
f.append("")
bycat = collections.defaultdict(list)
for r in nr:
    bycat[r["category"]].append(r)
for cat in sorted(bycat, key=lambda c: (-len(bycat[c]), c)):
    f.append("### %s (%d)" % (cat, len(bycat[cat])))
    f.append("")
    for r in bycat[cat]:
        f.append("#### %s (%s, %s, %s) — label `%s`" % (r["group"], r["template"], r["domain"], r["wording"], r["label"]))
        f.append("- claim: %s" % r["claim"])
        for i, p in enumerate(r["passages"]):
            f.append("- passage e%d: %s" % (i, p))
        f.append("- score: %s; rationale: %s" % (r["score"], r["rationale"]))
        f.append("")
open("failures.md", "w", encoding="utf-8").write("\n".join(f) + "\n")
print("\n".join(out))
