"""Build the p44 blind probe: 30 templates x 10 domains = 300 twin groups (600 rows)."""
import json, random
from lexicon import DOMAINS, FEMALE, MALE, SURNAMES, TOWNS, MONTHS

R = random.Random(4444)
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
THOUS = {1500: "fifteen hundred", 2000: "two thousand", 2500: "two and a half thousand", 3000: "three thousand",
         4000: "four thousand", 6000: "six thousand", 12000: "twelve thousand"}


def w(n):
    return SMALL[n] if 0 <= n <= 20 else f"{n:,}"


def f(n):
    return f"{n:,}"


def cap(s):
    return s[0].upper() + s[1:]


def art(x):
    return "an" if x[0].lower() in "aeiou" or x in ("8", "11", "18", "80") else "a"


def poss(x):
    return x + "'" if x.endswith("s") else x + "'s"


def person(gender):
    first = R.choice(FEMALE if gender == "f" else MALE)
    return f"{first} {R.choice(SURNAMES)}"


def ctx(d):
    c = dict(d)
    orgs = R.sample(d["orgs"], 2)
    c["org"], c["rival"] = orgs
    c["partner"] = R.choice(d["partners"])
    c["event"] = R.choice(d["events"])
    c["project"] = R.choice(d["projects"])
    c["fund"] = R.choice(d["funds"])
    s = R.sample(d["sites"], 3)
    c["sA"], c["sB"], c["sC"] = s
    c["site1"] = s[0]
    c["town"] = R.choice(TOWNS)
    c["year"] = R.randint(2019, 2025)
    c["month"] = R.choice(MONTHS)
    c["verb"], c["units"] = d["units"]
    c["s1"], c["s1sg"] = d["staff1"]
    c["s2"], c["s2sg"] = d["staff2"]
    c["ssg"], c["spl"] = d["site"]
    c["nb"] = d["noun"][4:]  # bare noun, e.g. "trust"
    # persons with distinct surnames
    while True:
        pf, pm = person("f"), person("m")
        if pf.split()[1] != pm.split()[1]:
            break
    c["pf"], c["pm"] = pf, pm
    return c


# each template returns (variants, rights, wrongs)
# variants: [passages_v1, passages_v2]; rights/wrongs: [(kind, text), (kind, text)]

def T01(c):
    o, p, pr, m, y = c["org"], c["partner"], c["project"], c["month"], c["year"]
    V = [[f"{p} accepted {poss(o)} invitation to join {pr} in {m} {y}."],
         [f"In {m} {y}, {o} invited {p} to join {pr}.",
          "The firm accepted the invitation a fortnight later."]]
    Rt = [("R:synonym paraphrase", f"{p} agreed to take part in {pr}."),
          ("R:negation restated", f"{p} did not reject {poss(o)} invitation to join {pr}.")]
    Wr = [("W:negation via another verb", f"{p} turned down the invitation to join {pr}."),
          ("W:negation via another verb", f"{p} did not take up {poss(o)} offer to join {pr}.")]
    return V, Rt, Wr


def T02(c):
    a = R.randint(6, 9); b = R.randint(2, a - 2)
    o, bd, s, m = c["org"], c["board"], c["sA"], c["month"]
    V = [[f"At its {m} meeting, the {bd} of {o} voted {a} to {b} against the proposal to close {s}."],
         [f"The {bd} of {o} met in {m} to discuss a proposal to close {s}.",
          f"{cap(w(a))} members voted against it and {w(b)} voted in favour."]]
    Rt = [("R:synonym paraphrase", f"{poss(o)} {bd} rejected the plan to close {s}."),
          ("R:numbers reformatted", f"The proposal to close {s} was defeated, with {w(a)} votes against and {w(b)} for." if R.random() < 0.5
           else f"The proposal to close {s} was defeated by {a} votes to {b}.")]
    Wr = [("W:vote result reversed", f"A majority of {poss(o)} {bd} backed closing {s}."),
          ("W:vote result reversed", f"The proposal to close {s} was carried by {a} votes to {b}.")]
    return V, Rt, Wr


def T03(c):
    P, o, ev, t, bd, m, ld = c["pf"], c["org"], c["event"], c["town"], c["board"], c["month"], c["leader"]
    V = [[f"{P}, the {ld} of {o}, has proposed moving {ev} to {t}. The {bd} will consider the idea in {m}."],
         [f"{P} wants {ev} to move to {t}.",
          f"She is the {ld} of {o}, and her proposal goes before the {bd} in {m}."]]
    Rt = [("R:role join + synonym", f"{cap(poss(o))} {ld} has suggested relocating {ev} to {t}."),
          ("R:modality kept", f"In {m}, the {bd} of {o} is due to consider a proposal to move {ev} to {t}.")]
    Wr = [("W:proposal stated as adoption", f"{o} has decided to move {ev} to {t}."),
          ("W:proposal stated as adoption", f"The {bd} has approved {poss(P)} plan to relocate {ev} to {t}.")]
    return V, Rt, Wr


def T04(c):
    o, t, ss, y = c["org"], c["town"], c["ssg"], c["year"]
    mi = R.randrange(12); m = MONTHS[mi]
    V = [[f"{o} plans to open a new {ss} in {t} in {m} {y}."],
         [f"{o} has set out its plans for the coming year.",
          f"They include a new {ss} in {t}, which {c['noun']} intends to open in {m} {y}."]]
    Rt = [("R:synonym paraphrase", f"{o} intends to open {art(ss)} {ss} in {t}."),
          ("R:date reformatted", f"{o} is planning to open a new {ss} in {t} in {y}-{mi + 1:02d}.")]
    Wr = [("W:planned stated as done", f"{o} opened a new {ss} in {t} in {m} {y}."),
          ("W:planned stated as done", f"{poss(o)} new {ss} in {t} is already open.")]
    return V, Rt, Wr


def T05(c):
    o, pr, t, fu = c["org"], c["project"], c["town"], c["fund"]
    x = R.choice([1.2, 1.5, 2.4, 3.6, 0.8])
    full = f(int(round(x * 1_000_000)))
    V = [[f"{o} will extend {pr} to {t} if {fu} approves a grant of £{x}m."],
         [f"{o} has applied to {fu} for a grant of £{x}m.",
          f"If the grant is approved, {c['noun']} will extend {pr} to {t}."]]
    Rt = [("R:condition kept + money reformatted", f"{cap(pr)} will reach {t} provided that {fu} approves a £{full} grant."),
          ("R:condition kept", f"Should {fu} approve the grant, {o} will extend {pr} to {t}.")]
    Wr = [("W:conditional stated unconditionally", f"{o} will extend {pr} to {t}."),
          ("W:conditional stated unconditionally", f"The extension of {pr} to {t} has been confirmed by {o}.")]
    return V, Rt, Wr


def T06(c):
    o, m, s1, s2 = c["org"], c["month"], c["s1"], c["s2"]
    a = R.randint(11, 19); b = R.randint(3, 9)
    V = [[f"{o} recruited {a} {s1} and {b} {s2} in {m}."],
         [f"{o} took on {a} new {s1} in {m}.", f"In the same month it also hired {b} {s2}."]]
    Rt = [("R:computed sum", f"In {m}, {o} recruited {a + b} new {s1} and {s2} combined."),
          ("R:number as word", f"{o} hired {w(b)} {s2} in {m}.")]
    Wr = [("W:count mixed between two groups", f"{o} recruited {a} {s2} in {m}."),
          ("W:count mixed between two groups", f"In {m}, {b} new {s1} and {a} new {s2} joined {o}.")]
    return V, Rt, Wr


def T07(c):
    s1, s2, v, u, y = c["sA"], c["sB"], c["verb"], c["units"], c["year"]
    n1 = R.randint(3000, 5000); n2 = n1 - R.randint(120, 900)
    V = [[f"In {y}, {s1} {v} {f(n1)} {u}, while {s2} {v} {f(n2)}."],
         [f"{cap(s1)} {v} {f(n1)} {u} in {y}.", f"{cap(s2)} {v} {f(n2)} {u} in the same year."]]
    Rt = [("R:converse comparison", f"In {y}, {s2} {v} fewer {u} than {s1}."),
          ("R:computed difference", f"{cap(s1)} {v} {f(n1 - n2)} more {u} than {s2} in {y}.")]
    Wr = [("W:comparison reversed", f"{cap(s2)} {v} more {u} than {s1} in {y}."),
          ("W:comparison reversed", f"In {y}, {s1} {v} fewer {u} than {s2} did.")]
    return V, Rt, Wr


def T08(c):
    o, v, u, y = c["org"], c["verb"], c["units"], c["year"]
    base = R.randint(20, 90) * 100; p = R.choice([5, 10, 12, 15, 20, 25]); new = base * (100 + p) // 100
    V = [[f"The number of {u} {v} by {o} rose by {p}% in {y}, to {f(new)}."],
         [f"{o} {v} {f(new)} {u} in {y}.", f"That was {p}% more than in the previous year."]]
    Rt = [("R:computed base", f"{o} {v} {f(base)} {u} in {y - 1}."),
          ("R:computed increase", f"The number of {u} {v} by {o} went up by {f(new - base)} in {y}.")]
    Wr = [("W:percentage read as absolute", f"The number of {u} {v} by {o} rose by {p} in {y}."),
          ("W:percentage read as absolute", f"{o} {v} {f(new)} more {u} in {y} than the year before.")]
    return V, Rt, Wr


def T09(c):
    o, fu, pr = c["org"], c["fund"], c["project"]
    k = R.choice([25, 40, 60, 75, 90, 120])
    V = [[f"{fu} pays {o} £{f(k * 1000)} a year towards {pr}."],
         [f"{cap(poss(o))} work on {pr} is supported by {fu}.", f"The fund gives {c['noun']} £{f(k * 1000)} each year for the work."]]
    Rt = [("R:synonym paraphrase", f"{o} receives £{f(k * 1000)} annually from {fu}."),
          ("R:money reformatted", f"{cap(fu)} provides £{k}k per year for {pr}.")]
    Wr = [("W:wrong period", f"{fu} pays {o} £{f(k * 1000)} a month towards {pr}."),
          ("W:wrong period", f"{o} gets £{f(k * 1000)} every week from {fu}.")]
    # fix capitalisation of funds starting with "the"
    Wr = [(kk, cap(t)) for kk, t in Wr]
    V = [[cap(x) for x in vv] for vv in V]
    return V, Rt, Wr


def T10(c):
    o, ev, t, y = c["org"], c["event"], c["town"], c["year"]
    m1 = R.randrange(0, 6); m2 = m1 + R.randint(2, 5)
    d1 = R.randint(2, 27); d2 = R.randint(2, 27)
    V = [[f"On {d1} {MONTHS[m1]} {y}, {o} announced that {ev} would take place in {t} on {d2} {MONTHS[m2]} {y}."],
         [f"{o} made an announcement on {d1} {MONTHS[m1]} {y}.",
          f"It said {ev} would be held in {t} on {d2} {MONTHS[m2]} {y}."]]
    Rt = [("R:ISO date", f"{cap(ev)} is scheduled to take place in {t} on {y}-{m2 + 1:02d}-{d2:02d}."),
          ("R:paraphrase of announcement", f"{o} announced on {d1} {MONTHS[m1]} {y} when {ev} would be held.")]
    Wr = [("W:announcement date as event date", f"{cap(ev)} took place in {t} on {d1} {MONTHS[m1]} {y}."),
          ("W:announcement date as event date", f"{o} will hold {ev} in {t} on {d1} {MONTHS[m1]} {y}.")]
    return V, Rt, Wr


def T11(c):
    A, B, Rv, s, y = c["org"], c["partner"], c["rival"], c["sA"], c["year"]
    V = [[f"{A} bought {B} in {y}. {B} runs {s}. {poss(A)} main competitor is {Rv}."],
         [f"{A} completed its takeover of {B} in {y}.", f"{B} is the contractor that runs {s}.",
          f"{Rv} remains {poss(A)} closest rival."]]
    Rt = [("R:multi-hop join", f"{cap(s)} is run by a firm that {A} took over in {y}."),
          ("R:voice change + synonym", f"{B}, which runs {s}, was acquired by {A} in {y}.")]
    Wr = [("W:entity substitution across hops", f"{Rv} owns the company that runs {s}."),
          ("W:entity substitution across hops", f"{cap(s)} is run by a firm that {Rv} took over in {y}.")]
    return V, Rt, Wr


def T12(c):
    P1, P2, o, p, pr, ld = c["pf"], c["pm"], c["org"], c["partner"], c["project"], c["leader"]
    m = R.choice(MONTHS); d = R.choice(WEEKDAYS)
    q = f"We expect {pr} to be finished by {m}"
    V = [[f"{P1}, {poss(o)} {ld}, met {P2} of {p} on {d}. \"{q},\" she said after the meeting."],
         [f"{P1} is the {ld} of {o}.", f"After meeting {P2} of {p} on {d}, she said: \"{q}.\""]]
    Rt = [("R:attribution kept + pronoun resolved", f"{P1} said that {pr} was expected to be finished by {m}."),
          ("R:role join", f"The {ld} of {o} said: \"{q}.\"")]
    Wr = [("W:quoted speaker swapped", f"{P2} said that {pr} was expected to be finished by {m}."),
          ("W:quoted speaker swapped", f"\"{q},\" {P2} of {p} said.")]
    return V, Rt, Wr


def T13(c):
    o, p, u, v, y = c["org"], c["partner"], c["units"], c["verb"], c["year"]
    V = [[f"A report published by {p} claims that {o} overstated the number of {u} it {v} in {y}."],
         [f"{p} has published a report on {o}.",
          f"It alleges that {c['noun']} overstated how many {u} it {v} in {y}. {o} disputes the findings."]]
    Rt = [("R:attribution kept", f"According to a report from {p}, {o} overstated how many {u} it {v} in {y}."),
          ("R:hedge kept + synonym", f"A report alleges that {o} exaggerated the number of {u} it {v} in {y}.")]
    Wr = [("W:attribution dropped", f"{o} overstated the number of {u} it {v} in {y}."),
          ("W:attribution dropped", f"In {y}, {o} exaggerated how many {u} it had {v}.")]
    return V, Rt, Wr


def T14(c):
    o, s = c["org"], c["sA"]; d = R.randint(2, 27); m = c["month"]
    V = [[f"{cap(s)} will close for three weeks from {d} {m} for repairs, {o} said."],
         [f"{o} said {s} would shut on {d} {m}.", "The closure, for repairs, is expected to last three weeks."]]
    Rt = [("R:paraphrase temporary", f"{cap(s)} is to close temporarily for repairs from {d} {m}."),
          ("R:duration reformatted", f"A closure of around 21 days for repairs will begin at {s} on {d} {m}.")]
    Wr = [("W:temporary stated as permanent", f"{cap(s)} will close permanently from {d} {m}."),
          ("W:temporary stated as permanent", f"{o} is shutting {s} for good on {d} {m}.")]
    return V, Rt, Wr


def T15(c):
    o, sp, ss, m = c["org"], c["spl"], c["ssg"], c["month"]
    n = R.choice([5, 6, 7]); k = n - R.choice([1, 2]) if n > 5 else 3
    V = [[f"{cap(w(k))} of {poss(o)} {w(n)} {sp} passed the safety inspection in {m}."],
         [f"Inspectors visited all {w(n)} {sp} run by {o} in {m}.",
          f"{cap(w(k))} of them passed the safety inspection; the rest must make improvements."]]
    Rt = [("R:complement computed", f"{cap(w(n - k))} of {poss(o)} {sp} did not pass the {m} safety inspection."),
          ("R:majority inferred", f"Most of {poss(o)} {sp} passed the safety inspection in {m}.")]
    Wr = [("W:partial stated as complete", f"All {w(n)} of {poss(o)} {sp} passed the safety inspection in {m}."),
          ("W:partial stated as complete", f"Every {ss} run by {o} passed the {m} safety inspection.")]
    return V, Rt, Wr


def T16(c):
    o, s1, y = c["org"], c["s1"], c["year"]
    a = R.randint(12, 60); p = R.choice([9, 14, 18, 22, 31])
    V = [[f"In {y}, {o} cut the number of {s1} it employs by {a}. Complaints from the public rose by {p}% over the same period."],
         [f"{o} employed {a} fewer {s1} at the end of {y} than at the start.",
          f"Its annual report shows that complaints rose by {p}% that year."]]
    Rt = [("R:conjunction kept", f"In {y}, {o} ended up with {a} fewer {s1}, and complaints went up by {p} per cent."),
          ("R:percent reformatted", f"Complaints to {o} increased by {p} per cent in {y}.")]
    Wr = [("W:cause invented", f"Complaints rose by {p}% in {y} because {o} cut {a} {s1}."),
          ("W:cause invented", f"{cap(poss(o))} reduction of {a} {s1} in {y} led to {art(str(p))} {p}% rise in complaints.")]
    return V, Rt, Wr


def T17(c):
    o, bd, s = c["org"], c["board"], c["sA"]
    m1 = R.randrange(0, 8); m2 = m1 + R.randint(2, 4)
    V = [[f"In {MONTHS[m1]}, the {bd} of {o} voted to close {s}. In {MONTHS[m2]}, after protests from residents, it reversed the decision, and {s} will stay open."],
         [f"The {bd} of {o} voted in {MONTHS[m1]} to close {s}.",
          f"Following protests, the decision was overturned in {MONTHS[m2]}. {cap(s)} will remain open."]]
    Rt = [("R:paraphrase of reversal", f"{cap(poss(o))} decision to close {s} was reversed in {MONTHS[m2]}."),
          ("R:negation restated", f"{o} is not going ahead with closing {s}, although its {bd} had voted in {MONTHS[m1]} to do so.")]
    Wr = [("W:later reversal ignored", f"{cap(s)} is to close after the {bd} of {o} voted for its closure."),
          ("W:later reversal ignored", f"{o} will close {s}, as its {bd} decided in {MONTHS[m1]}.")]
    return V, Rt, Wr


def T18(c):
    o, pr, ld, y = c["org"], c["project"], c["leader"], c["year"]
    g = R.choice("fm"); P = c["pf"] if g == "f" else c["pm"]; she, her = ("she", "Her") if g == "f" else ("he", "His")
    m1 = R.randrange(0, 9); m3 = m1 + 2
    V = [[f"{o} appointed {P} as {ld} in {MONTHS[m1]} {y}. Two months later, {she} launched {pr}."],
         [f"{P} became {poss(o)} {ld} in {MONTHS[m1]} {y}.", f"{her} first major act was to launch {pr}, in {MONTHS[m3]} {y}."]]
    Rt = [("R:temporal order kept", f"{P} launched {pr} after becoming {ld} of {o}."),
          ("R:computed date", f"{cap(pr)} was launched by {P} in {MONTHS[m3]} {y}.")]
    Wr = [("W:order of events reversed", f"{P} launched {pr} before being appointed {ld} of {o}."),
          ("W:order of events reversed", f"{cap(pr)} was launched two months before {P} became {poss(o)} {ld}.")]
    return V, Rt, Wr


def T19(c):
    a, b, cc, v, u, y, sp = c["sA"], c["sB"], c["sC"], c["verb"], c["units"], c["year"], c["spl"]
    nb = R.randint(1900, 2600); nc = nb - R.randint(150, 500); na = nc - R.randint(150, 500)
    V = [[f"In {y}, {a} {v} {f(na)} {u}, {b} {f(nb)} and {cc} {f(nc)}."],
         [f"{cap(a)} {v} {f(na)} {u} in {y}.", f"{cap(b)} {v} {f(nb)} and {cc} {f(nc)} in the same year."]]
    Rt = [("R:superlative computed", f"Of {a}, {b} and {cc}, it was {b} that {v} the most {u} in {y}."),
          ("R:superlative computed (min)", f"Among {a}, {b} and {cc}, {a} {v} the fewest {u} in {y}.")]
    Wr = [("W:superlative applied to wrong item", f"Of {a}, {b} and {cc}, it was {cc} that {v} the most {u} in {y}."),
          ("W:superlative applied to wrong item", f"Among {a}, {b} and {cc}, {a} {v} the most {u} in {y}.")]
    return V, Rt, Wr


def T20(c):
    o, ss, sp, t = c["org"], c["ssg"], c["spl"], c["town"]
    V = [[f"{cap(poss(o))} {ss} in {t} now runs entirely on solar power, {c['noun']} said."],
         [f"{o} has fitted solar panels at its {ss} in {t}.",
          f"Since March, that {ss} has run entirely on solar power, a spokesperson for {c['noun']} said."]]
    Rt = [("R:attribution kept + paraphrase", f"According to {o}, its {t} {ss} is now fully solar-powered."),
          ("R:attribution kept + synonym", f"{o} says solar power now supplies all the energy used at its {ss} in {t}.")]
    Wr = [("W:generalisation from one case", f"All of {poss(o)} {sp} now run entirely on solar power."),
          ("W:generalisation from one case", f"{o} has moved every one of its {sp} onto solar power.")]
    return V, Rt, Wr


def T21(c):
    P1, P2, o, ld, bd = c["pm"], c["pf"], c["org"], c["leader"], c["board"]
    y = R.randint(2012, 2020)
    V = [[f"{P1} is the {ld} of {o}, and {P2} chairs its {bd}."],
         [f"{P2} was elected chair of {poss(o)} {bd} last year.",
          f"She works closely with {P1}, who has been {poss(c['noun'])} {ld} since {y}."]]
    Rt = [("R:voice change", f"The {bd} of {o} is chaired by {P2}."),
          ("R:role restated (inverted copula)", f"{cap(poss(o))} {ld} is {P1}.")]
    Wr = [("W:role held by another", f"{P1} chairs the {bd} of {o}."),
          ("W:role held by another", f"{P2} is the {ld} of {o}.")]
    return V, Rt, Wr


def T22(c):
    o, s1, m = c["org"], c["s1"], c["month"]
    n = R.randint(14, 30); fl = R.randint(3, 8)
    V = [[f"Of the {n} {s1} who sat {poss(o)} {m} assessment, {fl} failed."],
         [f"{n} {s1} sat the {m} assessment at {o}.", f"{cap(w(fl))} of them failed it and will resit in the autumn."]]
    Rt = [("R:complement computed", f"{n - fl} of the {n} {s1} who took {poss(o)} {m} assessment passed."),
          ("R:number as word", f"{cap(w(fl))} {s1} failed the {m} assessment at {o}.")]
    Wr = [("W:complement miscomputed", f"{n - fl + 2} of the {n} {s1} passed {poss(o)} {m} assessment."),
          ("W:complement miscomputed", f"Of the {n} {s1} who sat the {m} assessment at {o}, {n - fl + 1} passed.")]
    return V, Rt, Wr


def T23(c):
    o, pr, m = c["org"], c["project"], c["month"]
    ap = R.randint(180, 640); ok = R.randint(25, 90)
    V = [[f"{cap(pr)} received {ap} applications this year, and {ok} of them were approved by {o}."],
         [f"Applications to {pr} closed in {m}, with {ap} submitted.", f"{o} has approved {ok} of them."]]
    Rt = [("R:complement computed", f"{ap - ok} of the applications to {pr} have not been approved."),
          ("R:paraphrase of ratio", f"{o} approved {ok} out of {ap} applications to {pr}.")]
    Wr = [("W:number right, thing counted wrong", f"Only {ok} applications were submitted to {pr}."),
          ("W:number right, thing counted wrong", f"{o} approved {ap} applications to {pr}.")]
    return V, Rt, Wr


def T24(c):
    ev, t, m = c["event"], c["town"], c["month"]
    n = R.choice(list(THOUS))
    V = [[f"About {f(n)} people attended {ev}, organisers estimated."],
         [f"{cap(ev)} was held in {t} in {m}.", f"Organisers put the attendance at roughly {f(n)}."]]
    Rt = [("R:hedge kept", f"Organisers estimated that around {f(n)} people attended {ev}."),
          ("R:hedge kept + number in words", f"Roughly {THOUS[n]} people went to {ev}, according to the organisers.")]
    Wr = [("W:approximate stated as exact", f"Exactly {f(n)} people attended {ev}."),
          ("W:approximate stated as exact", f"Attendance at {ev} was precisely {f(n)}.")]
    return V, Rt, Wr


def T25(c):
    o, s1, ev = c["org"], c["s1"], c["event"]
    V = [[f"{cap(s1)} may bring one guest each to {ev}, {o} has said."],
         [f"{o} has published the rules for {ev}.", f"Each of its {s1} is allowed to bring one guest."]]
    Rt = [("R:modality paraphrase", f"{o} permits its {s1} to bring a guest to {ev}."),
          ("R:modality paraphrase", f"{cap(s1)} of {o} can take one guest each to {ev}.")]
    Wr = [("W:permission stated as obligation", f"{cap(s1)} must bring one guest each to {ev}."),
          ("W:permission stated as obligation", f"{o} requires each of its {s1} to bring a guest to {ev}.")]
    return V, Rt, Wr


def T26(c):
    o, y = c["org"], c["year"]; y0 = y - R.randint(6, 15)
    x = R.choice([1.4, 2.1, 0.6, 3.2, 4.5])
    full = f(int(round(x * 1_000_000)))
    V = [[f"{o} reported a deficit of £{x}m for {y}, its first since {y0}."],
         [f"{o} has published its accounts for {y}.",
          f"They show a deficit of £{x}m, the first the {c['nb']} has recorded since {y0}."]]
    Rt = [("R:converse time relation", f"Before {y}, {o} had last recorded a deficit in {y0}."),
          ("R:money reformatted", f"{o} ran a deficit of £{full} in {y}.")]
    Wr = [("W:first-since read as first-ever", f"{y} was the first year in which {o} recorded a deficit."),
          ("W:first-since read as first-ever", f"{o} had never reported a deficit before {y}.")]
    return V, Rt, Wr


def T27(c):
    p, ev = c["partner"], c["event"]
    k = R.randint(3, 7); y0 = R.randint(2010, 2018)
    V = [[f"{p} is one of {w(k)} sponsors of {ev}."],
         [f"{cap(ev)} has {w(k)} sponsors this year.", f"One of them is {p}, which has backed {c['noun']} since {y0}."]]
    Rt = [("R:paraphrase (among)", f"{p} is among the sponsors of {ev}."),
          ("R:computed remainder", f"Apart from {p}, {ev} has {w(k - 1)} other sponsors.")]
    Wr = [("W:one-of-several stated as sole", f"{p} is the sole sponsor of {ev}."),
          ("W:one-of-several stated as sole", f"{cap(ev)} is sponsored only by {p}.")]
    return V, Rt, Wr


def T28(c):
    o, p, m, y = c["org"], c["partner"], c["month"], c["year"]
    k = R.choice([150, 250, 320, 480, 600])
    V = [[f"{o} lent £{f(k * 1000)} to {p} in {m} {y}, to be repaid over five years."],
         [f"In {m} {y}, {p} received a loan of £{f(k * 1000)}.", f"The lender was {o}, and the money is to be repaid over five years."]]
    Rt = [("R:converse relation", f"{p} borrowed £{f(k * 1000)} from {o}."),
          ("R:duration and money reformatted", f"{p} has 60 months to repay a £{k}k loan from {o}.")]
    Wr = [("W:direction of transfer reversed", f"{p} lent {o} £{f(k * 1000)} in {m} {y}."),
          ("W:direction of transfer reversed", f"{o} borrowed £{f(k * 1000)} from {p}.")]
    return V, Rt, Wr


def T29(c):
    o, ld = c["org"], c["leader"]
    g = R.choice("fm")
    P1, P2 = (c["pf"], c["pm"]) if g == "f" else (c["pm"], c["pf"])
    she = "She" if g == "f" else "He"
    y1 = R.randint(2008, 2016); y2 = y1 + R.randint(3, 8)
    V = [[f"{P1} became {ld} of {o} in {y1}. {she} stepped down in {y2} and was succeeded by {P2}."],
         [f"{P1} was appointed {poss(o)} {ld} in {y1}.", f"{she} resigned in {y2}; {P2} took over the role."]]
    Rt = [("R:succession paraphrase", f"{P2} succeeded {P1} as {ld} of {o}."),
          ("R:interval restated", f"{P1} served as {poss(o)} {ld} from {y1} until {y2}.")]
    Wr = [("W:later resignation ignored", f"{P1} has been the {ld} of {o} since {y1}."),
          ("W:later resignation ignored", f"{o} is led by {P1}, who has held the post of {ld} since {y1}.")]
    return V, Rt, Wr


def T30(c):
    a, b, fu = c["sA"], c["sB"], c["fund"]
    x = R.randint(60, 160) * 100 + R.choice([0, 50]); yv = x - R.randint(15, 50) * 100 - 50
    V = [[f"Staff at {a} raised £{f(x)} for {fu} this year. Those at {b} raised £{f(yv)}."],
         [f"Staff at {a} raised £{f(x)} for {fu} this year.", f"Their colleagues at {b} collected £{f(yv)} for the same fund."]]
    Rt = [("R:computed sum", f"Staff at {a} and {b} raised a combined £{f(x + yv)} for {fu} this year."),
          ("R:computed difference", f"Staff at {a} raised £{f(x - yv)} more for {fu} than staff at {b}.")]
    Wr = [("W:sum miscomputed", f"Staff at {a} and {b} raised a combined £{f(x + yv - 1000)} for {fu} this year."),
          ("W:sum miscomputed", f"Together, staff at {a} and {b} raised £{f(x + yv + 1000)} for {fu}.")]
    return V, Rt, Wr


TEMPLATES = [globals()[f"T{i:02d}"] for i in range(1, 31)]


def main():
    groups = []
    for ti, T in enumerate(TEMPLATES, 1):
        for d in DOMAINS:
            c = ctx(d)
            V, Rt, Wr = T(c)
            v = R.randrange(2); ri = R.randrange(2); wi = R.randrange(2)
            passages = [cap(p) for p in V[v]]
            rows = []
            for gold, (kind, claim), idx in (("right", Rt[ri], ri), ("wrong", Wr[wi], wi)):
                rows.append({"template": f"T{ti:02d}", "kind": kind, "domain": d["name"],
                             "wording": f"P{v + 1}/{'R' if gold == 'right' else 'W'}{idx + 1}",
                             "claim": cap(claim), "passages": passages, "gold": gold})
            groups.append(rows)
    R.shuffle(groups)
    with open("pairs.jsonl", "w", encoding="utf-8") as fh:
        for gi, rows in enumerate(groups, 1):
            R.shuffle(rows)
            for row in rows:
                out = {"group": f"G{gi:03d}"}
                out.update(row)
                fh.write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
