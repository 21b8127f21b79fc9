"""Probe 39 analysis: reads pairs.jsonl + labels.json, prints and writes results.txt and failures.md."""
import collections
import hashlib
import json
import random

pairs = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labels = json.load(open("labels.json", encoding="utf-8"))
assert len(pairs) == len(labels), (len(pairs), len(labels))
sha = hashlib.sha256(open("pairs.jsonl", "rb").read()).hexdigest()
frozen = open("pairs.sha256").read().split()[0]

out = []


def p(s=""):
    out.append(s)


rows = list(zip(pairs, labels))
right = [(a, b) for a, b in rows if a["gold"] == "right"]
wrong = [(a, b) for a, b in rows if a["gold"] == "wrong"]
re_ = sum(b["label"] == "entailed" for a, b in right)
we = sum(b["label"] == "entailed" for a, b in wrong)
err = sum(b["label"] == "ERROR" for a, b in rows)
rr = re_ / len(right)
wn = 1 - we / len(wrong)
both = 0
by_group = collections.defaultdict(dict)
for a, b in rows:
    by_group[a["group"]][a["gold"]] = b["label"]
both = sum(1 for g in by_group.values() if g["right"] == "entailed" and g["wrong"] != "entailed")

p("probe 39 - rules judge (PYTHONPATH=/tmp/wt_b51/src)")
p("pairs.jsonl sha256 %s (frozen %s: %s)" % (sha, frozen, "match" if sha == frozen else "MISMATCH"))
p("pairs %d, groups %d, errors %d" % (len(rows), len(by_group), err))
p()
p("wrong claims labelled entailed: %d/%d (%.1f%%)" % (we, len(wrong), 100.0 * we / len(wrong)))
p("right claims labelled entailed: %d/%d (%.1f%%)" % (re_, len(right), 100.0 * rr))
p("balanced accuracy (right entailed rate + wrong not-entailed rate)/2: %.3f" % ((rr + wn) / 2))
p("groups fully separated (right entailed, wrong not): %d/%d" % (both, len(by_group)))
p()
p("label distribution:")
for gold in ("right", "wrong"):
    c = collections.Counter(b["label"] for a, b in rows if a["gold"] == gold)
    p("  %-5s %s" % (gold, dict(sorted(c.items()))))
p()


def table(title, key, subset, what):
    p(title)
    groups = collections.defaultdict(list)
    for a, b in subset:
        groups[key(a)].append(b["label"])
    p("  %-34s %4s %9s %6s %6s %6s" % ("", "n", "entailed", "contr", "insuf", "other"))
    for k in sorted(groups, key=lambda k: (-sum(l == "entailed" for l in groups[k]) if what == "wrong" else
                                            -sum(l != "entailed" for l in groups[k]), k)):
        ls = groups[k]
        c = collections.Counter(ls)
        other = len(ls) - c["entailed"] - c["contradicted"] - c["insufficient"]
        p("  %-34s %4d %9d %6d %6d %6d" % (k, len(ls), c["entailed"], c["contradicted"], c["insufficient"], other))
    p()


table("WRONG claims by category (sorted by entailed = judge accepted a wrong claim)", lambda a: a["category"], wrong, "wrong")
table("RIGHT claims by category (sorted by not-entailed = judge refused a right claim)", lambda a: a["category"], right, "right")

p("per domain")
p("  %-20s %14s %14s %8s" % ("domain", "wrong-entailed", "right-entailed", "bal.acc"))
doms = sorted(set(a["domain"] for a in pairs))
for d in doms:
    r_ = [b for a, b in right if a["domain"] == d]
    w_ = [b for a, b in wrong if a["domain"] == d]
    x = sum(b["label"] == "entailed" for b in w_); y = sum(b["label"] == "entailed" for b in r_)
    p("  %-20s %9d/%-4d %9d/%-4d %8.3f" % (d, x, len(w_), y, len(r_), (y / len(r_) + 1 - x / len(w_)) / 2))
p()

p("per template (right-entailed / wrong-entailed, n=10 each)")
tm = sorted(set(a["template"] for a in pairs))
for t in tm:
    r_ = [b for a, b in right if a["template"] == t]
    w_ = [b for a, b in wrong if a["template"] == t]
    p("  %-22s right %2d/%d   wrong %2d/%d" % (t, sum(b["label"] == "entailed" for b in r_), len(r_),
                                               sum(b["label"] == "entailed" for b in w_), len(w_)))
p()

text = "\n".join(out)
print(text)
open("results.txt", "w", encoding="utf-8").write(text + "\n")

f = ["# Probe 39 failures", "",
     "## Wrong claims labelled `entailed` (%d)" % we, ""]
for a, b in wrong:
    if b["label"] == "entailed":
        f.append("### %s — %s — `%s`" % (a["group"], a["domain"], a["category"]))
        for t in a["passages"]:
            f.append("> %s" % t)
        f.append("")
        f.append("- claim: %s" % a["claim"])
        f.append("- score: %s" % b["score"])
        f.append("- rationale: %s" % b["rationale"])
        f.append("")
notent = [(a, b) for a, b in right if b["label"] != "entailed"]
rng = random.Random(39)
sample = rng.sample(notent, min(30, len(notent)))
sample.sort(key=lambda x: x[0]["group"])
f += ["## Seeded sample (seed 39) of %d of the %d right claims not labelled entailed" % (len(sample), len(notent)), ""]
for a, b in sample:
    f.append("### %s — %s — `%s` → %s" % (a["group"], a["domain"], a["category"], b["label"]))
    for t in a["passages"]:
        f.append("> %s" % t)
    f.append("")
    f.append("- claim: %s" % a["claim"])
    f.append("- score: %s" % b["score"])
    f.append("- rationale: %s" % b["rationale"])
    f.append("")
open("failures.md", "w", encoding="utf-8").write("\n".join(f) + "\n")
