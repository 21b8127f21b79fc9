"""Build the p47 blind probe: 30 templates x 10 domains = 300 twin groups (600 rows).
Standard library only; deterministic with random.Random(4747)."""
import json, random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lexicon import DOMAINS, MONTHS, NUMWORDS

def cap(s): return s[0].upper() + s[1:]
def money(n): return "£{:,}".format(n)
def num(n): return "{:,}".format(n)
def pron(g): return "she" if g == "f" else "he"
def poss(g): return "her" if g == "f" else "his"
def spouse(g): return "wife" if g == "f" else "husband"
def dmy(d, m, y): return f"{d} {MONTHS[m-1]} {y}"
def us(d, m, y): return f"{MONTHS[m-1]} {d}, {y}"
def iso(d, m, y): return f"{y:04d}-{m:02d}-{d:02d}"

# ---------------------------------------------------------------- templates
# each returns dict(P=[passages_v1, passages_v2], R=[(kind,text)x2], W=[(kind,text)x2])

def T01(d, r):  # entity chain via spouse
    (x, gx), (y, gy) = r.sample(d["people"], 2)
    yr = r.randint(2015, 2023); g_ind, g_def = d["gift"]; s = d["short"]
    P1 = [f"{x} is the {s}'s {d['role_a']}. {cap(poss(gx))} {spouse(gy)} is {y}.",
          f"{y} donated {g_ind} to the {s} in {yr}."]
    P2 = [f"{y} is married to {x}, the {s}'s {d['role_a']}.",
          f"In {yr}, {g_ind} was donated to the {s} by {y}."]
    R = [("R:multi-passage-join+voice", f"{cap(g_def)} was donated to the {s} by the {d['role_a']}'s {spouse(gy)}."),
         ("R:multi-passage-join", f"{x}'s {spouse(gy)} gave {g_ind} to the {s} in {yr}.")]
    W = [("W:entity-chain(spouse)", f"{x} donated {g_ind} to the {s} in {yr}."),
         ("W:entity-chain(spouse)", f"{cap(g_def)} was a gift to the {s} from its {d['role_a']}, {x}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T02(d, r):  # since/until
    (a, _), (b, _) = r.sample(d["people"], 2)
    y1 = r.randint(2006, 2013); y2 = y1 + r.randint(4, 7)
    m1 = r.randint(1, 12); m2 = r.randint(1, 11); m3 = m2 + 1
    mid = r.randint(y1 + 1, y2 - 1); s = d["short"]; o = d["office"]
    P1 = [f"{a} served as the {s}'s {o} from {MONTHS[m1-1]} {y1} until {MONTHS[m2-1]} {y2}. "
          f"Since {MONTHS[m3-1]} {y2}, the {o} has been {b}."]
    P2 = [f"{a} was the {s}'s {o} between {MONTHS[m1-1]} {y1} and {MONTHS[m2-1]} {y2}.",
          f"{b} has held the post of {o} at the {s} since {MONTHS[m3-1]} {y2}."]
    R = [("R:date-range", f"{a} was the {s}'s {o} in {mid}."),
         ("R:paraphrase", f"{b} took over as the {s}'s {o} in {MONTHS[m3-1]} {y2}.")]
    W = [("W:since/until", f"{a} has served as the {s}'s {o} since {MONTHS[m1-1]} {y1}."),
         ("W:since/until", f"{a} is still the {s}'s {o}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T03(d, r):  # estimate as exact / done
    p, c, st = d["project"], d["cost"], d["start"]
    P1 = [f"{cap(p)} is expected to cost about {c}.", f"Construction of {p} is planned to start in {st}."]
    P2 = [f"Building {p} is forecast to cost around {c}; work is due to begin in {st}."]
    R = [("R:hedge-kept", f"{cap(p)} is projected to cost roughly {c}."),
         ("R:hedge-kept+join", f"Work on {p} is scheduled to start in {st}, at an estimated cost of about {c}.")]
    W = [("W:estimate-as-exact/done", f"{cap(p)} cost {c}."),
         ("W:estimate-as-exact/done", f"{cap(p)} has been built at a cost of {c}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T04(d, r):  # condition dropped
    yr = r.randint(2026, 2028); s = d["short"]; fi, fd = d["facility"]; fu = d["funder"]
    P1 = [f"If {fu} approves the grant, the {s} will launch {fi} in {yr}."]
    P2 = [f"The {s} will launch {fi} in {yr}, provided that {fu} approves the grant."]
    R = [("R:condition-kept(paraphrase)", f"If the grant from {fu} is approved, the {s} will launch {fi} in {yr}."),
         ("R:condition-kept+voice", f"Should {fu} approve the grant, {fd} will be launched by the {s} in {yr}.")]
    W = [("W:condition-dropped", f"The {s} will launch {fi} in {yr}."),
         ("W:condition-dropped", f"In {yr}, the {s} is launching {fi}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T05(d, r):  # permission -> obligation
    n = r.choice([2, 3]); nw = NUMWORDS[n]; ms, m1 = d["members"], d["member_sg"]; dn = d["dinner"]
    P1 = [f"{cap(ms)} may bring up to {nw} guests to {dn}."]
    P2 = [f"At {dn}, each {m1} is allowed to bring as many as {nw} guests."]
    R = [("R:synonym", f"Each {m1} is permitted to bring up to {nw} guests to {dn}."),
         ("R:paraphrase", f"Bringing guests to {dn} is allowed, with a limit of {nw} per {m1}.")]
    W = [("W:permission->obligation", f"{cap(ms)} must bring {nw} guests to {dn}."),
         ("W:permission->obligation", f"Every {m1} is required to attend {dn} with {nw} guests.")]
    return dict(P=[P1, P2], R=R, W=W)

def T06(d, r):  # obligation -> permission
    ms, m1, t, ft = d["members"], d["member_sg"], d["training"], d["first_task"]
    P1 = [f"All {ms} must complete {t} before {ft}."]
    P2 = [f"Completing {t} is mandatory: no {m1} may start {ft} without it."]
    R = [("R:synonym", f"Every {m1} has to complete {t} before {ft}."),
         ("R:paraphrase", f"Completing {t} before {ft} is compulsory for all {ms}.")]
    W = [("W:obligation->permission", f"{cap(ms)} may complete {t} before {ft} if they wish."),
         ("W:obligation->permission", f"{cap(t)} is optional for {ms}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T07(d, r):  # recommended -> must
    (pp, be), act, ms = d["ppe"], d["activity"], d["members"]
    P1 = [f"Wearing {pp} is recommended but not required when {act}."]
    P2 = [f"When {act}, {ms} are encouraged, but not obliged, to wear {pp}."]
    R = [("R:synonym", f"{cap(pp)} {be} advised, though not mandatory, when {act}."),
         ("R:paraphrase", f"{cap(ms)} do not have to wear {pp} when {act}, although doing so is recommended.")]
    W = [("W:modal-strengthened", f"{cap(ms)} must wear {pp} when {act}."),
         ("W:modal-strengthened", f"{cap(pp)} {be} compulsory for anyone {act}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T08(d, r):  # quantifier most -> all
    n = r.randint(10, 20); k = r.randint(n // 2 + 1, n - 2); s = d["short"]
    i, v = d["insp"], d["insp_verb"]
    P1 = [f"Of the {n} {i} {v} this year, {k} {d['cond']}."]
    P2 = [f"The {s} {v} {n} {i} this year.", f"{k} of them {d['cond']}."]
    R = [("R:quantifier(most)", f"Most of the {i} {v} this year {d['cond']}."),
         ("R:arithmetic(remaining)", f"{n-k} of the {i} {v} this year {d['cond_neg']}.")]
    W = [("W:quantifier(most->all)", f"All {n} {i} {v} this year {d['cond']}."),
         ("W:quantifier(most->all)", f"Without exception, the {i} {v} this year {d['cond_para']}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T09(d, r):  # at least -> exactly
    n = r.choice([20, 24, 30, 36, 40, 45, 50, 60]); ms, e = d["members"], d["event2"]
    P1 = [f"At least {n} {ms} took part in {e}."]
    P2 = [f"The number of {ms} who took part in {e} was at least {n}."]
    R = [("R:synonym", f"No fewer than {n} {ms} took part in {e}."),
         ("R:paraphrase", f"{cap(e)} involved {n} or more {ms}.")]
    W = [("W:at-least->exactly", f"Exactly {n} {ms} took part in {e}."),
         ("W:at-least->exactly", f"{cap(e)} had precisely {n} {ms} taking part.")]
    return dict(P=[P1, P2], R=R, W=W)

def T10(d, r):  # pronoun referent across passages
    fem = [p for p in d["people"] if p[1] == "f"]; mal = [p for p in d["people"] if p[1] == "m"]
    a = r.choice(fem + mal); b = r.choice(mal if a[1] == "f" else fem)
    first, second = (a, b) if r.random() < 0.5 else (b, a)
    pr = pron(a[1]); mt, pro = d["meeting"], d["proposal"]
    P1 = [f"{first[0]} met {second[0]} at {mt}.", f"{cap(pr)} proposed {pro}."]
    P2 = [f"At {mt}, {first[0]} talked with {second[0]} about the coming year.", f"{cap(pr)} then put forward {pro}."]
    R = [("R:pronoun-resolution", f"{a[0]} proposed {pro}."),
         ("R:pronoun-resolution+voice", f"{cap(pro)} was put forward by {a[0]}.")]
    W = [("W:pronoun-referent", f"{b[0]} proposed {pro}."),
         ("W:pronoun-referent", f"{cap(pro)} was put forward by {b[0]}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T11(d, r):  # temporal order swapped
    ea, eb = d["eva"], d["evb"]
    P1 = [f"{cap(eb)} took place after {ea}."]
    P2 = [f"{cap(ea)} came first; {eb} followed it."]
    R = [("R:converse(order)", f"{cap(ea)} took place before {eb}."),
         ("R:converse(order)", f"{cap(eb)} came later than {ea}.")]
    W = [("W:temporal-order-swapped", f"{cap(eb)} took place before {ea}."),
         ("W:temporal-order-swapped", f"{cap(ea)} happened only after {eb}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T12(d, r):  # comparison reversed
    lo, hi = d["metric_range"]; x = r.randint(lo, hi); y = r.randint(lo, hi)
    while abs(x - y) < (hi - lo) // 8: y = r.randint(lo, hi)
    A, B = (d["unitA"], d["unitB"]) if r.random() < 0.5 else (d["unitB"], d["unitA"])
    if x < y: x, y = y, x            # A is the larger
    yr = r.randint(2019, 2024); me, mv = d["metric"], d["metric_verb"]
    P1 = [f"In {yr}, {A} {mv} {num(x)} {me}, while {B} {mv} {num(y)}."]
    P2 = [f"{cap(B)}, {yr}: {num(y)} {me}. {cap(A)}, {yr}: {num(x)} {me}."]
    R = [("R:converse(comparison)", f"{cap(B)} {mv} fewer {me} than {A} in {yr}."),
         ("R:arithmetic(difference)", f"In {yr}, {A} {mv} {num(x-y)} more {me} than {B}.")]
    W = [("W:comparison-reversed", f"In {yr}, {B} {mv} more {me} than {A}."),
         ("W:comparison-reversed", f"{cap(A)} {mv} fewer {me} than {B} in {yr}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T13(d, r):  # count of a different thing
    (ta, la, ha), (tb, lb, hb), (tc, lc, hc) = r.sample(d["things"], 3)
    a, b, c = r.randint(la, ha), r.randint(lb, hb), r.randint(lc, hc); s = d["short"]
    P1 = [f"{cap(d['org'])} at a glance — {ta}: {a}; {tb}: {b}; {tc}: {c}."]
    P2 = [f"The {s} has {a} {ta}, {b} {tb} and {c} {tc}."]
    R = [("R:list-fact", f"The {s} has {b} {tb}."),
         ("R:list-fact", f"There are {c} {tc} at the {s}.")]
    W = [("W:count-of-different-thing", f"The {s} has {b} {ta}."),
         ("W:count-of-different-thing", f"There are {c} {ta} at the {s}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T14(d, r):  # role swap
    (a, _), (b, _) = r.sample(d["people"], 2); s = d["short"]; ra, rb = d["role_a"], d["role_b"]
    P1 = [f"{a} is the {s}'s {ra}, and {b} is its {rb}."]
    P2 = [f"{b} serves as the {s}'s {rb}.", f"The post of {ra} at the {s} is held by {a}."]
    R = [("R:paraphrase", f"The {s}'s {rb} is {b}."),
         ("R:voice-change", f"{a} holds the post of {ra} at the {s}.")]
    W = [("W:role-swap", f"{a} is the {s}'s {rb}, and {b} is its {ra}."),
         ("W:role-swap", f"{b} holds the post of {ra} at the {s}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T15(d, r):  # location swap between two events
    e1, e2, v1, v2 = d["ev1"], d["ev2"], d["venue1"], d["venue2"]
    P1 = [f"{cap(e1)} was held at {v1}, and {e2} took place at {v2}."]
    P2 = [f"{cap(v2)} hosted {e2}.", f"{cap(e1)} was held at {v1}."]
    R = [("R:voice-change", f"{cap(v1)} hosted {e1}."),
         ("R:paraphrase", f"The venue for {e2} was {v2}.")]
    W = [("W:location-swap", f"{cap(e1)} was held at {v2}."),
         ("W:location-swap", f"{cap(v2)} was the venue for {e1}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T16(d, r):  # negation dropped
    yr = r.randint(2018, 2024); s = d["short"]; f2 = d["funder2"]
    P1 = [f"The {s} did not receive any funding from {f2} in {yr}."]
    P2 = [f"{cap(f2)} gave no money to the {s} in {yr}."]
    R = [("R:negation-kept(paraphrase)", f"In {yr}, the {s} got no money from {f2}."),
         ("R:negation-kept(voice)", f"The {s} was not funded by {f2} in {yr}.")]
    W = [("W:negation-dropped", f"The {s} received funding from {f2} in {yr}."),
         ("W:negation-dropped", f"{cap(f2)} provided money to the {s} in {yr}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T17(d, r):  # double negative
    yr = r.randint(2019, 2024); ms = d["members"]; bb, bg = d["ban"]
    P1 = [f"The rule that {ms} cannot {bb} was not removed at the {yr} general meeting."]
    P2 = [f"At the {yr} general meeting, members did not vote to scrap the rule that {ms} cannot {bb}."]
    R = [("R:double-negative-resolved", f"The {yr} general meeting kept the rule that {ms} cannot {bb}."),
         ("R:double-negative-resolved", f"The rule barring {ms} from {bg} stayed in place at the {yr} general meeting.")]
    W = [("W:double-negative", f"The rule that {ms} cannot {bb} was removed at the {yr} general meeting."),
         ("W:double-negative", f"Since the {yr} general meeting, {ms} have been allowed to {bb}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T18(d, r):  # proposal as fact
    mv, v3 = d["moved"], d["venue3"]
    P1 = [f"The committee has proposed moving {mv} to {v3}; no decision has been taken yet."]
    P2 = [f"A proposal to move {mv} to {v3} has been put to the committee.", "The committee has not yet decided on it."]
    R = [("R:hedge-kept", f"Moving {mv} to {v3} has been proposed but not yet decided."),
         ("R:hedge-kept", f"No decision has yet been made on relocating {mv} to {v3}.")]
    W = [("W:proposal-as-fact", f"The committee has moved {mv} to {v3}."),
         ("W:proposal-as-fact", f"{cap(v3)} is now the home of {mv}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T19(d, r):  # coincidence stated as cause
    p = r.choice([8, 12, 15, 18, 20, 25, 30]); yr = r.randint(2018, 2024); ri, e3, s = d["rise"], d["event3"], d["short"]
    P1 = [f"{cap(ri)} rose by {p}% in {yr}. This happened in the same year as {e3}, but the {s}'s managers say the timing is a coincidence."]
    P2 = [f"{cap(ri)} went up by {p}% in {yr}.",
          f"{cap(e3)} also took place in {yr}; the {s}'s managers describe the timing as a coincidence."]
    R = [("R:multi-passage-join", f"In {yr}, the year of {e3}, {ri} rose by {p}%."),
         ("R:paraphrase(coincidence-kept)", f"The {s}'s managers regard the timing of {e3} and the {p}% rise in {ri} as coincidental.")]
    W = [("W:coincidence-as-cause", f"{cap(ri)} rose by {p}% in {yr} because of {e3}."),
         ("W:coincidence-as-cause", f"{cap(e3)} led to {'an' if p in (8, 18) else 'a'} {p}% increase in {ri}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T20(d, r):  # unit
    m = d["measure"]; sj = m["subj"]
    P1 = [f"{cap(sj)} {m['pred'].format(m['v'])}."]
    P2 = [f"{cap(sj)} {m['pred2'].format(m['v'])}."]
    R = [("R:unit-conversion", f"{cap(sj)} {m['pred'].format(m['conv1'])}."),
         ("R:unit-conversion", f"{cap(sj)} {m['pred2'].format(m['conv2'])}.")]
    W = [("W:wrong-unit", f"{cap(sj)} {m['pred'].format(m['wrong'])}."),
         ("W:wrong-unit", f"{cap(sj)} {m['pred2'].format(m['wrong'])}.")]
    return dict(P=[P1, P2], R=R, W=W)

RATIOS = [(4, 5, "25", "20"), (2, 3, "50", "about 33"), (5, 6, "20", "about 17"),
          (10, 13, "30", "about 23"), (5, 7, "40", "about 29"), (20, 23, "15", "about 13")]
def T21(d, r):  # percentage change
    a, b, pc, wpc = r.choice(RATIOS)
    mult = d["scale"] * r.randint(1, 9) if a < 10 else max(1, d["scale"] // 10) * r.randint(2, 9)
    old, new = a * mult, b * mult; yr = r.randint(2016, 2023); m2 = d["metric2"]
    P1 = [f"{cap(m2)} rose from {num(old)} in {yr} to {num(new)} in {yr+1}."]
    P2 = [f"In {yr}, {m2} was {num(old)}.", f"By {yr+1}, the figure had reached {num(new)}."]
    R = [("R:arithmetic(percent)", f"{cap(m2)} rose by {pc}% between {yr} and {yr+1}."),
         ("R:arithmetic(difference)", f"{cap(m2)} was {num(new-old)} higher in {yr+1} than in {yr}.")]
    W = [("W:percentage-miscomputed", f"{cap(m2)} rose by {wpc}% between {yr} and {yr+1}."),
         ("W:percentage-miscomputed", f"Between {yr} and {yr+1}, {m2} grew by {wpc}%.")]
    return dict(P=[P1, P2], R=R, W=W)

def T22(d, r):  # conflicting reports
    lo, hi = d["att"]; n1 = r.randint(lo, hi) // 10 * 10; n2 = n1
    while abs(n2 - n1) < n1 * 0.2: n2 = r.randint(lo, hi) // 10 * 10
    sh, s1, s2 = d["show"], d["source1"], d["source2"]
    P1 = [f"{cap(s1)} reported that {num(n1)} people attended {sh}.", f"{cap(s2)} put attendance at {num(n2)}."]
    P2 = [f"According to {s1}, {sh} drew {num(n1)} people.", f"{cap(s2)} recorded {num(n2)} attendees."]
    R = [("R:conflict-stated", f"Reports of attendance at {sh} differ: {s1} gave {num(n1)}, while {s2} gave {num(n2)}."),
         ("R:conflict-stated(paraphrase)", f"{cap(s1)} and {s2} disagree about how many people attended {sh}.")]
    W = [("W:conflict-as-settled", f"{num(n2)} people attended {sh}."),
         ("W:conflict-as-settled", f"{cap(sh)} drew an audience of {num(n1)}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T23(d, r):  # partial result generalised
    u, n = d["units_all"]; inn, m3, s = d["innovation"], d["metric3"], d["short"]
    pl = inn.endswith("s"); was, has = ("were", "have") if pl else ("was", "has")
    P1 = [f"In a pilot covering two of the {s}'s {n} {u}, {inn} cut {m3} by a third."]
    P2 = [f"The {s} has {n} {u}.", f"{cap(inn)} {was} piloted in two of them, where {'they' if pl else 'it'} cut {m3} by a third."]
    R = [("R:scope-kept", f"In a pilot in two {u}, {inn} reduced {m3} by a third."),
         ("R:scope-kept(paraphrase)", f"{cap(m3)} fell by one third in the two {u} where {inn} {was} piloted.")]
    W = [("W:partial-generalised", f"{cap(inn)} cut {m3} by a third in all {n} of the {s}'s {u}."),
         ("W:partial-generalised", f"Throughout the {s}, {inn} {has} reduced {m3} by a third.")]
    return dict(P=[P1, P2], R=R, W=W)

def T24(d, r):  # duration
    k = r.choice([6, 9, 14, 15, 18, 20, 30]); dd = r.randint(1, 28); m1 = r.randint(1, 12); y1 = r.randint(2012, 2021)
    t = m1 - 1 + k; m2, y2 = t % 12 + 1, y1 + t // 12
    wk = k + 6 if k < 12 else k - 6; rs = d["restoration"]
    kw = NUMWORDS.get(k, str(k)); wkw = NUMWORDS.get(wk, str(wk))
    P1 = [f"{cap(rs)} began on {dmy(dd, m1, y1)} and was finished on {dmy(dd, m2, y2)}."]
    P2 = [f"Work on {rs} started on {dmy(dd, m1, y1)}.", f"It was completed on {dmy(dd, m2, y2)}."]
    R = [("R:computed-duration", f"{cap(rs)} took {kw} months."),
         ("R:date-format", f"{cap(rs)} was completed on {us(dd, m2, y2)}, having started on {iso(dd, m1, y1)}.")]
    W = [("W:duration-miscomputed", f"{cap(rs)} began on {dmy(dd, m1, y1)} and took {wk} months."),
         ("W:duration-miscomputed", f"{cap(rs)} lasted {wkw} months.")]
    return dict(P=[P1, P2], R=R, W=W)

def T25(d, r):  # remaining
    lo, hi = d["item_n"]; n = r.randint(lo, hi) // 10 * 10; k = r.randint(n // 3, n - 30) // 5 * 5
    rem = n - k; wrong = rem + r.choice([-20, -10, 10, 20])
    if wrong <= 0: wrong = rem + 10
    it, iv, ip, se, s = d["items"], d["item_verb"], d["item_pp"], d["stall_event"], d["short"]
    P1 = [f"The {s} had {num(n)} {it} for {se}. It {iv} {num(k)} on the first day."]
    P2 = [f"{num(n)} {it} were available at the {s}'s stand at {se}.", f"On the first day, {num(k)} of them were {ip}."]
    R = [("R:arithmetic(remaining)", f"{num(rem)} {it} were left after the first day."),
         ("R:arithmetic(remaining)", f"After the first day, {num(rem)} of the {num(n)} {it} remained.")]
    W = [("W:remaining-miscomputed", f"{num(wrong)} {it} were left after the first day."),
         ("W:remaining-miscomputed", f"Once the first day was over, {num(wrong)} of the {num(n)} {it} remained.")]
    return dict(P=[P1, P2], R=R, W=W)

def T26(d, r):  # wrong join
    (la, _), (lb, _) = r.sample(d["people"], 2); yr = r.randint(2018, 2024)
    A, B = (d["teamA"], d["teamB"]) if r.random() < 0.5 else (d["teamB"], d["teamA"])
    tn, aw = d["team_noun"], d["award"]
    P1 = [f"{la} leads {A}.", f"{cap(A)} won {aw} in {yr}; {B}, led by {lb}, came second."]
    P2 = [f"{cap(A)} is led by {la}, and {B} by {lb}.", f"In {yr}, {aw} went to {A}, with {B} as runner-up."]
    R = [("R:multi-passage-join", f"The {tn} led by {la} won {aw} in {yr}."),
         ("R:multi-passage-join", f"In {yr}, {la}'s {tn} won {aw}, and {lb}'s {tn} came second.")]
    W = [("W:wrong-join", f"The {tn} led by {lb} won {aw} in {yr}."),
         ("W:wrong-join", f"{cap(aw)} went to {lb}'s {tn} in {yr}.")]
    return dict(P=[P1, P2], R=R, W=W)

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
def T27(d, r):  # table cell
    closed, late = r.sample(DAYS, 2); normal = [x for x in DAYS if x not in (closed, late)]
    f = d["facility2"]
    def h(x): return "closed" if x == closed else ("10am–7pm" if x == late else "10am–4pm")
    P1 = [f"{cap(f)} opening hours — " + "; ".join(f"{x}: {h(x)}" for x in DAYS) + "."]
    P2 = [f"{cap(f)} is open from 10am to 4pm on weekdays, except on {closed}s, when it is closed, "
          f"and on {late}s, when it stays open until 7pm."]
    R = [("R:table-fact", f"{cap(f)} is open until 7pm on {late}s."),
         ("R:table-fact(negation)", f"{cap(f)} does not open on {closed}s.")]
    W = [("W:table-cell-misread", f"{cap(f)} opening hours — {closed}: 10am–4pm."),
         ("W:table-cell-misread", f"{cap(f)} stays open until 7pm on {r.choice(normal)}s.")]
    return dict(P=[P1, P2], R=R, W=W)

def T28(d, r):  # entity chain through parent organisation
    o, pa, hq, lo, s = d["org"], d["parent"], d["hq"], d["local"], d["short"]
    P1 = [f"{cap(o)} is run by {pa}.", f"{cap(pa)} has its headquarters in {hq}, while the {s} itself is based in {lo}."]
    P2 = [f"{cap(pa)}, which runs {o}, is headquartered in {hq}.", f"The {s} is located in {lo}."]
    R = [("R:entity-chain-join", f"The organisation that runs the {s} has its headquarters in {hq}."),
         ("R:entity-chain-join", f"{cap(o)} is run by a body headquartered in {hq}.")]
    W = [("W:entity-chain(org)", f"The {s} is headquartered in {hq}."),
         ("W:entity-chain(org)", f"{cap(o)} is based in {hq}.")]
    return dict(P=[P1, P2], R=R, W=W)

def T29(d, r):  # superlative
    g = r.sample(d["groups3"], 3); amts = sorted(r.sample(range(8, 60), 3), reverse=True)
    amts = [a * 50 for a in amts]; top, mid, low = g            # g[0] raised most
    order = r.sample(range(3), 3); yr = r.randint(2018, 2024)
    items = [(g[i], amts[i]) for i in order]
    P1 = [f"In the {yr} sponsored challenge, {items[0][0]} raised {money(items[0][1])}, "
          f"{items[1][0]} raised {money(items[1][1])} and {items[2][0]} raised {money(items[2][1])}."]
    P2 = [f"Sponsored challenge {yr} — " + "; ".join(f"{a}: {money(b)}" for a, b in items) + "."]
    R = [("R:arithmetic(difference)", f"In the {yr} sponsored challenge, {low} raised {money(amts[0]-amts[2])} less than {top}."),
         ("R:arithmetic(sum)", f"Together, the three groups raised {money(sum(amts))} in the {yr} sponsored challenge.")]
    W = [("W:superlative-wrong", f"{cap(mid)} raised the most money in the {yr} sponsored challenge."),
         ("W:superlative-wrong", f"No group raised more than {mid} in the {yr} sponsored challenge.")]
    return dict(P=[P1, P2], R=R, W=W)

def T30(d, r):  # rumour as fact
    o, st = d["org"], d["site"]
    P1 = [f"According to unconfirmed reports, {o} may close {st}."]
    P2 = [f"{cap(o)} could close {st}, according to reports that have not been confirmed."]
    R = [("R:hedge-kept", f"Unconfirmed reports say that {o} may close {st}."),
         ("R:hedge-kept+synonym", f"It has been reported, without confirmation, that {o} might shut {st}.")]
    W = [("W:rumour-as-fact", f"{cap(o)} will close {st}."),
         ("W:rumour-as-fact", f"{cap(o)} is shutting {st}.")]
    return dict(P=[P1, P2], R=R, W=W)

TEMPLATES = [T01, T02, T03, T04, T05, T06, T07, T08, T09, T10, T11, T12, T13, T14, T15,
             T16, T17, T18, T19, T20, T21, T22, T23, T24, T25, T26, T27, T28, T29, T30]

def build():
    rng = random.Random(4747)
    rows = []; gid = 0
    for ti, tf in enumerate(TEMPLATES, 1):
        tname = f"T{ti:02d}"
        pch = [0]*5 + [1]*5; rch = [0]*5 + [1]*5; wch = [0]*5 + [1]*5
        rng.shuffle(pch); rng.shuffle(rch); rng.shuffle(wch)
        for di, d in enumerate(DOMAINS):
            gid += 1
            t = tf(d, rng)
            ps = list(t["P"][pch[di]])
            nb = rng.choice([0, 0, 1, 1, 2])
            bg = rng.sample(d["background"], nb)
            for b in bg:
                if rng.random() < 0.5: ps.insert(0, b)
                else: ps.append(b)
            assert 1 <= len(ps) <= 4
            rk, rt = t["R"][rch[di]]; wk, wt = t["W"][wch[di]]
            pair = [dict(group=f"G{gid:03d}", template=tname, kind=rk, domain=d["key"],
                         wording=f"R{rch[di]+1}/P{pch[di]+1}", claim=rt, passages=ps, gold="right"),
                    dict(group=f"G{gid:03d}", template=tname, kind=wk, domain=d["key"],
                         wording=f"W{wch[di]+1}/P{pch[di]+1}", claim=wt, passages=ps, gold="wrong")]
            if rng.random() < 0.5: pair.reverse()
            rows.extend(pair)
    return rows

if __name__ == "__main__":
    rows = build()
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for row in rows: fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "rows ->", out)
