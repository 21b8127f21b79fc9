"""Score the judge's labels on the p44 probe (standard library only)."""
import json, collections

rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labels = json.load(open("labels.json", encoding="utf-8"))
assert len(rows) == len(labels)
for r, l in zip(rows, labels):
    r["label"] = l["label"]; r["score"] = l["score"]; r["rationale"] = l.get("rationale", "")
    r["ent"] = l["label"] == "entailed"

out = []
def p(s=""):
    out.append(s)

W = [r for r in rows if r["gold"] == "wrong"]; Rt = [r for r in rows if r["gold"] == "right"]
we = sum(r["ent"] for r in W); re_ = sum(r["ent"] for r in Rt)
bal = (re_ / len(Rt) + (1 - we / len(W))) / 2
groups = collections.defaultdict(list)
for r in rows:
    groups[r["group"]].append(r)
ok = sum(all(x["ent"] == (x["gold"] == "right") for x in g) for g in groups.values())
p("p44 blind probe — RulesJudge (accepted = label 'entailed')")
p(f"wrong claims entailed : {we}/{len(W)} ({we / len(W):.1%})")
p(f"right claims entailed : {re_}/{len(Rt)} ({re_ / len(Rt):.1%})")
p(f"balanced accuracy     : {bal:.3f}")
p(f"twin groups fully correct: {ok}/{len(groups)} ({ok / len(groups):.1%})")
p()
p("label distribution by gold:")
for gname, rs in (("right", Rt), ("wrong", W)):
    c = collections.Counter(r["label"] for r in rs)
    p(f"  {gname}: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
p()
p("per template (entailed / n): right | wrong | twins correct")
tkind = {}
for r in W:
    tkind[r["template"]] = r["kind"]
for t in sorted({r["template"] for r in rows}):
    rr = [r for r in Rt if r["template"] == t]; ww = [r for r in W if r["template"] == t]
    gs = [g for g in groups.values() if g[0]["template"] == t]
    gok = sum(all(x["ent"] == (x["gold"] == "right") for x in g) for g in gs)
    p(f"  {t}  right {sum(r['ent'] for r in rr):2d}/{len(rr)}  wrong {sum(r['ent'] for r in ww):2d}/{len(ww)}  twins {gok:2d}/{len(gs)}   [{tkind[t]}]")
p()
for gname, rs, key in (("WRONG kinds (entailed = accepted in error), most accepted first", W, lambda x: -x[1] / x[2]),
                       ("RIGHT kinds (entailed = correctly accepted), most refused first", Rt, lambda x: x[1] / x[2])):
    p(gname + ":")
    c = collections.defaultdict(lambda: [0, 0])
    for r in rs:
        c[r["kind"]][0] += r["ent"]; c[r["kind"]][1] += 1
    items = sorted(((k, v[0], v[1]) for k, v in c.items()), key=lambda x: (key(x), x[0]))
    for k, e, n in items:
        p(f"  {e:2d}/{n:<2d} {k}")
    p()
p("by passage wording (P1 = single/compact, P2 = split/pronouns):")
for pw in ("P1", "P2"):
    rr = [r for r in Rt if r["wording"].startswith(pw)]; ww = [r for r in W if r["wording"].startswith(pw)]
    p(f"  {pw}: right {sum(r['ent'] for r in rr)}/{len(rr)}  wrong {sum(r['ent'] for r in ww)}/{len(ww)}")
p("by domain:")
for d in sorted({r["domain"] for r in rows}):
    rr = [r for r in Rt if r["domain"] == d]; ww = [r for r in W if r["domain"] == d]
    p(f"  {d:20s} right {sum(r['ent'] for r in rr):2d}/{len(rr)}  wrong {sum(r['ent'] for r in ww):2d}/{len(ww)}")
open("results.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")

f = ["# p44 failures", "",
     "Every WRONG claim labelled `entailed` and every RIGHT claim not labelled `entailed`.", ""]
for title, sel in (("Wrong claims accepted (labelled entailed)", [r for r in W if r["ent"]]),
                   ("Right claims refused (not labelled entailed)", [r for r in Rt if not r["ent"]])):
    f.append(f"## {title}: {len(sel)}"); f.append("")
    for r in sorted(sel, key=lambda x: (x["template"], x["group"])):
        f.append(f"### {r['group']} {r['template']} {r['kind']} — {r['domain']} ({r['wording']})")
        for i, ps in enumerate(r["passages"]):
            f.append(f"- passage e{i}: {ps}")
        f.append(f"- **claim**: {r['claim']}")
        f.append(f"- judge: `{r['label']}` (score {r['score']}) — {r['rationale']}")
        f.append("")
open("failures.md", "w", encoding="utf-8").write("\n".join(f) + "\n")
print("\n".join(out))
