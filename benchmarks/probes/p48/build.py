"""Build 300 twin groups (600 rows) for blind probe p48. Standard library only."""
import json, random, datetime
from lexicon import DOMAINS, FEMALE, MALE, SURNAMES, FRACTIONS

R = random.Random(4848)
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
NUMW = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
        9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


def cap(s):
    return s[0].upper() + s[1:]


def n(x):
    return f"{x:,}"


class People:
    def __init__(self, r):
        self.r = r
        self.used = set()

    def pick(self, g=None):
        g = g or self.r.choice("fm")
        while True:
            first = self.r.choice(FEMALE if g == "f" else MALE)
            sur = self.r.choice(SURNAMES)
            if sur not in self.used:
                self.used.add(sur)
                break
        return dict(name=f"{first} {sur}", g=g,
                    subj="she" if g == "f" else "he", obj="her" if g == "f" else "him",
                    pos="her" if g == "f" else "his")


def T01(L, r, P):
    verb, noun, lo, hi = L["t01"]
    v1, v2 = r.sample(L["venues"], 2)
    a = r.randint(lo, hi)
    b = a - r.randint(max(2, (hi - lo) // 20), (hi - lo) // 4)
    y = r.randint(2019, 2024)
    pa = [f"In {y}, {v1} {verb} {n(a)} {noun}, while {v2} {verb} {n(b)}."]
    pb = [f"{cap(v2)} {verb} {n(b)} {noun} in {y}; {v1} {verb} {n(a)}."]
    rights = [("converse-comparison", f"{cap(v2)} {verb} fewer {noun} than {v1} in {y}."),
              ("difference-arith", f"In {y}, {v1} {verb} {n(a - b)} more {noun} than {v2}.")]
    wrongs = [f"{cap(v2)} {verb} more {noun} than {v1} in {y}.",
              f"In {y}, {v2} {verb} a larger number of {noun} than {v1}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="comparison-reversed")


def T02(L, r, P):
    noun, verb, cats, kind = L["t02"]
    vals = r.sample(range(40, 400), 3)
    total = sum(vals)
    order = sorted(range(3), key=lambda i: -vals[i])
    cmax, cmid, cmin = (cats[i] for i in order)
    pa = [f"Of the {n(total)} {noun} the {L['short']} {verb} last year, {n(vals[0])} were {cats[0]}, "
          f"{n(vals[1])} were {cats[1]} and {n(vals[2])} were {cats[2]}."]
    pb = [f"Last year the {L['short']} {verb} {n(total)} {noun}: {cats[0]} ({n(vals[0])}), "
          f"{cats[1]} ({n(vals[1])}) and {cats[2]} ({n(vals[2])})."]
    rights = [("superlative-correct", f"{cap(cmax)} were the most common {kind} the {L['short']} {verb} last year."),
              ("superlative-least", f"The smallest share of the {noun} the {L['short']} {verb} last year were {cmin}.")]
    wrongs = [f"{cap(cmid)} were the most common {kind} the {L['short']} {verb} last year.",
              f"Last year, the largest share of the {L['short']}'s {noun} were {cmid}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="superlative-wrong-member")


def T03(L, r, P):
    A, B = P.pick(), P.pick()
    ra, rb = r.sample(L["roles"], 2)
    pa = [f"{A['name']} is the {L['short']}'s {ra} and {B['name']} its {rb}."]
    pb = [f"{A['name']} serves as {ra} of {L['org']}; {B['name']} is its {rb}."]
    rights = [("role-paraphrase", f"The {rb} of {L['org']} is {B['name']}."),
              ("role-synonym", f"{B['name']} holds the post of {rb} at the {L['short']}.")]
    wrongs = [f"{A['name']} is the {L['short']}'s {rb} and {B['name']} its {ra}.",
              f"The post of {rb} at {L['org']} is held by {A['name']}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="roles-swapped")


def T04(L, r, P):
    e1, e2 = L["events"]
    v1, v2 = r.sample(L["venues"], 2)
    d1 = datetime.date(r.randint(2019, 2024), r.randint(3, 10), r.randint(1, 18))
    k = r.randint(3, 10)
    d2 = d1 + datetime.timedelta(days=k)
    fmt1 = f"{d1.day} {MONTHS[d1.month - 1]} {d1.year}"
    pa = [f"The {L['short']}'s {e1} was held at {v1} on {fmt1}.",
          f"The {e2} took place at {v2} {NUMW[k]} days later."]
    pb = [f"On {fmt1}, {v1} hosted the {L['short']}'s {e1}.",
          f"{NUMW[k].capitalize()} days after that, the {e2} was held at {v2}."]
    rights = [("join-date-arith", f"The {e2} was held at {v2} on {MONTHS[d2.month - 1]} {d2.day}, {d2.year}."),
              ("voice-change", f"{cap(v2)} was the venue for the {e2}.")]
    wrongs = [f"The {e2} was held at {v1}.",
              f"{cap(v1)} hosted the {e2}, {NUMW[k]} days after the {e1}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="event-at-other-venue")


def T05(L, r, P):
    A = P.pick()
    role = r.choice(L["roles"])
    y1 = r.randint(2005, 2015)
    y2 = y1 + r.randint(3, 9)
    pa = [f"{A['name']} served as the {L['short']}'s {role} from {y1} until {A['subj']} stepped down in {y2}."]
    pb = [f"{A['name']} was {role} of {L['org']} between {y1} and {y2}, when {A['subj']} stepped down."]
    rights = [("computed-duration", f"{A['name']} was the {L['short']}'s {role} for {NUMW.get(y2 - y1, y2 - y1)} years."),
              ("paraphrase-ended", f"{A['name']}'s time as {role} came to an end in {y2}.")]
    wrongs = [f"{A['name']} has served as the {L['short']}'s {role} since {y1}.",
              f"{A['name']} remains {role} of {L['org']}, a post {A['subj']} took up in {y1}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="ended-range-as-ongoing")


def T06(L, r, P):
    inf, past = L["plan"]
    appr = L["approval"]
    y = r.randint(2026, 2028)
    pa = [f"The {L['short']} plans to {inf} in {y}, subject to {appr}."]
    pb = [f"Subject to {appr}, {L['org']} intends to {inf} in {y}."]
    rights = [("hedge-kept", f"{L['org']} aims to {inf} in {y}."),
              ("condition-kept", f"The {L['short']}'s plan to {inf} in {y} depends on {appr}.")]
    wrongs = [f"The {L['short']} {past} in {y}.",
              f"{L['org']} has already {past}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="plan-as-done")


def T07(L, r, P):
    lo = r.randint(20, 80) * 1000
    hi = lo + r.randint(5, 30) * 1000
    mid = (lo + hi) // 2 // 500 * 500
    est = L["est"]
    pa = [f"The cost of {est} is estimated at between £{n(lo)} and £{n(hi)}."]
    pb = [f"{L['org']} estimates that {est} will cost £{n(lo)} to £{n(hi)}."]
    rights = [("range-kept", f"The estimated cost of {est} is £{n(lo)}–£{n(hi)}."),
              ("range-hedged", f"Estimates put the cost of {est} somewhere from £{n(lo)} to £{n(hi)}.")]
    wrongs = [f"The cost of {est} was £{n(hi)}.",
              f"The final bill for {est} came to £{n(mid)}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="estimate-as-exact")


def T08(L, r, P):
    subj, sing, act, cond = L["cond"]
    pa = [f"{subj} may {act} provided they {cond}."]
    pb = [f"Provided they {cond}, {subj.lower() if not subj[1:2].isupper() else subj} may {act}."]
    rights = [("condition-kept", f"{subj} who {cond} may {act}."),
              ("condition-paraphrase", f"{subj} are permitted to {act} as long as they {cond}.")]
    wrongs = [f"All {subj.lower()} may {act}.",
              f"{subj} are permitted to {act} whether or not they {cond}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="condition-dropped")


def T09(L, r, P):
    subj, act, ger = L["perm"]
    pa = [f"At {L['org']}, {subj.lower()} may {act}."]
    pb = [f"{L['org']}'s rules allow {subj.lower()} to {act}."]
    rights = [("permission-synonym", f"{subj} at the {L['short']} are permitted to {act}."),
              ("permission-paraphrase", f"The {L['short']} lets {subj.lower()} {act}.")]
    wrongs = [f"At {L['org']}, {subj.lower()} must {act}.",
              f"{ger} is compulsory for {subj.lower()} at the {L['short']}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="permission-as-obligation")


def T10(L, r, P):
    pil, prep, units, lo, hi = L["pilot"]
    tot = r.randint(lo, hi)
    k = r.randint(2, min(5, tot - 3))
    pa = [f"A pilot of {pil} ran {prep} {NUMW.get(k, k)} of the {L['short']}'s {tot} {units}."]
    pb = [f"{L['org']} trialled {pil} {prep} {NUMW.get(k, k)} of its {tot} {units}."]
    rights = [("part-kept", f"{cap(pil)} {'was' if pil.endswith('ing') or pil.endswith('review') else 'were'} trialled {prep} {k} of the {L['short']}'s {units}."),
              ("remaining-arith", f"{tot - k} of the {L['short']}'s {tot} {units} were not part of the {pil} pilot.")]
    wrongs = [f"{cap(pil)} {'was' if pil.endswith('ing') or pil.endswith('review') else 'were'} introduced {prep} all {tot} of the {L['short']}'s {units}.",
              f"Every one of the {L['short']}'s {units} now uses {pil}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="part-as-all")


def T11(L, r, P):
    dec, prop = L["neg"]
    pa = [f"{cap(dec)} did not approve {prop}."]
    pb = [f"{cap(prop)} was not approved by {dec}."]
    rights = [("negation-voice", f"{cap(prop)} did not receive approval from {dec}."),
              ("negation-synonym", f"{cap(dec)} withheld its approval of {prop}.")]
    wrongs = [f"{cap(dec)} approved {prop}.",
              f"{cap(dec)} gave the go-ahead for {prop}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="negation-dropped")


def T12(L, r, P):
    fund, item = L["fund"]
    D = P.pick()
    pa = [f"The {L['short']}'s application to {fund} for {item} was turned down.",
          f"{cap(item)} {'were' if item.endswith('s') else 'was'} instead paid for by a donation from {D['name']}."]
    pb = [f"{cap(fund)} rejected the {L['short']}'s bid for money towards {item}.",
          f"In the end, {D['name']} donated the cost of {item}."]
    rights = [("funding-join", f"{cap(item)} {'were' if item.endswith('s') else 'was'} funded by {D['name']} after {fund} turned down the {L['short']}'s application."),
              ("funding-paraphrase", f"A donation from {D['name']} covered the cost of {item}.")]
    wrongs = [f"{cap(item)} {'were' if item.endswith('s') else 'was'} paid for by {fund}.",
              f"{cap(fund)} funded {item}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="funding-denied-claimed")


def T13(L, r, P):
    whole, labels, lo, hi = L["t13"]
    vals = r.sample(range(lo, hi), 3)
    pa = [f"The {L['short']}'s {whole} is made up of {vals[0]} {labels[0]}, {vals[1]} {labels[1]} and {vals[2]} {labels[2]}."]
    pb = [f"{L['org']} {whole}: {labels[0]}, {vals[0]}; {labels[1]}, {vals[1]}; {labels[2]}, {vals[2]}."]
    rights = [("list-fact", f"There are {vals[1]} {labels[1]} in the {L['short']}'s {whole}."),
              ("list-sum", f"The {L['short']}'s {whole} numbers {sum(vals)} in total, {vals[2]} of whom are {labels[2]}."
               if whole != "fleet" else f"The {L['short']}'s {whole} numbers {sum(vals)} in total, {vals[2]} of them {labels[2]}.")]
    # W2 gives the smaller group the larger figure, so no "at least" reading can rescue it
    if vals[0] > vals[1]:
        w2 = f"The {L['short']}'s {whole} includes {vals[0]} {labels[1]}."
    else:
        w2 = f"The {L['short']}'s {whole} includes {vals[1]} {labels[0]}."
    wrongs = [f"The {L['short']}'s {whole} is made up of {vals[1]} {labels[0]}, {vals[0]} {labels[1]} and {vals[2]} {labels[2]}.",
              w2]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="labels-swapped")


def T14(L, r, P):
    metric, clause, noun, cause = L["t14"]
    p = r.randint(6, 31)
    q = r.randint(1, 4)
    pa = [f"{cap(metric)} rose by {p}% in the quarter in which {clause}.",
          f"The {L['short']}'s annual report describes the timing as a coincidence and attributes the rise to {cause}."]
    pb = [f"In the same quarter that {clause}, {metric} went up {p}%.",
          f"According to the {L['short']}'s annual report, this was a coincidence: the increase was due to {cause}."]
    rights = [("co-occurrence-kept", f"{cap(metric)} increased by {p}% in the quarter when {clause}."),
              ("attributed-cause", f"The {L['short']}'s annual report puts the rise in {metric} down to {cause}.")]
    wrongs = [f"{cap(metric)} rose by {p}% because {clause}.",
              f"{cap(noun)} led to a {p}% increase in {metric}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="coincidence-as-cause")


def T15(L, r, P):
    b, a = L["t15"]
    m2 = r.randint(4, 11)
    k = r.randint(2, 3)
    m1 = m2 - k
    y = r.randint(2019, 2024)
    pa = [f"The {L['short']} took delivery of {b} in {MONTHS[m2 - 1]} {y}, {NUMW[k]} months after {a} was completed."]
    pb = [f"{cap(a)} was completed in {MONTHS[m1 - 1]} {y}; {b} was delivered to the {L['short']} {NUMW[k]} months later."]
    bb = b.replace("a new", "the new")
    rights = [("order-paraphrase", f"{cap(a)} was finished before {bb} arrived."),
              ("order-date-arith", f"{cap(bb)} was delivered in {MONTHS[m2 - 1]} {y}, after {a} had been completed in {MONTHS[m1 - 1]}.")]
    wrongs = [f"The {L['short']} took delivery of {b} before {a} was completed.",
              f"{cap(a)} was finished only after {bb} had arrived."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="temporal-order-swapped")


def T16(L, r, P):
    verb, thing, prep, others, sub, (tlo, thi), (olo, ohi), w2 = L["t16"]
    t = r.randint(tlo, thi)
    o = r.randint(olo, ohi)
    while o == t:
        o += 7
    s = r.randint(t // 8, t // 3)
    y = r.randint(2019, 2024)
    pa = [f"In {y}, the {L['short']} {verb} {n(t)} {thing} {prep} {n(o)} {others}; {n(s)} of the {thing} were {sub}."]
    pb = [f"{L['org']} {verb} {n(t)} {thing} in {y}, {n(s)} of them {sub}, {prep} a total of {n(o)} {others}."]
    rights = [("remaining-arith", f"{n(t - s)} of the {L['short']}'s {thing} in {y} were not {sub}."),
              ("count-kept", f"Of the {n(t)} {thing} the {L['short']} {verb} in {y}, {n(s)} were {sub}.")]
    wrongs = [f"In {y}, the {L['short']} {verb} {thing} {prep} {n(t)} {others}.",
              w2.format(n=n(t), y=y)]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="count-of-other-thing")


def T17(L, r, P):
    acc, act, passive = L["t17"]
    pa = [f"{acc} alleged that the {L['short']} had {act}.", f"The {L['short']} denies the allegation."]
    pb = [f"The {L['short']} has been accused by {acc[0].lower() + acc[1:]} of having {act}; it rejects the accusation."]
    rights = [("attribution-kept", f"According to {acc[0].lower() + acc[1:]}, the {L['short']} {act}."),
              ("denial-kept", f"The {L['short']} denies that it {act}.")]
    wrongs = [f"The {L['short']} {act}.", passive]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="allegation-as-fact")


def T18(L, r, P):
    e1 = L["events"][0]
    a = r.randint(3, 40) * 50
    b = a + r.choice([-1, 1]) * r.randint(2, 12) * 50
    if b <= 0:
        b = a + 300
    lo, hi = min(a, b), max(a, b)
    pa = [f"According to the {L['paper']}, {n(a)} people attended the {L['short']}'s {e1}.",
          f"The {L['short']} itself put attendance at {n(b)}."]
    pb = [f"The {L['paper']} reported an attendance of {n(a)} at the {L['short']}'s {e1}.",
          f"{L['org']}'s own figure was {n(b)}."]
    hl = "higher" if b > a else "lower"
    rights = [("conflict-kept", f"Reported attendance at the {L['short']}'s {e1} ranges from {n(lo)} to {n(hi)}, depending on the source."),
              ("conflict-difference", f"The {L['short']}'s attendance figure for its {e1} was {n(abs(b - a))} {hl} than the {L['paper']}'s.")]
    wrongs = [f"{n(a)} people attended the {L['short']}'s {e1}.",
              f"Attendance at the {L['short']}'s {e1} was {n(b)}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="conflict-settled")


def T19(L, r, P):
    A = P.pick()
    B = P.pick("m" if A["g"] == "f" else "f")
    y = r.randint(2012, 2023)
    k = r.randint(3, 12)
    role, prev = L["hire_role"], L["prev_org"]
    pa = [f"{A['name']} hired {B['name']} as {role} in {y}. {cap(B['subj'])} had previously worked at {prev} for {NUMW[k]} years."]
    pb = [f"In {y}, {A['name']} hired {B['name']} as {role}; before that, {B['subj']} had worked at {prev} for {NUMW[k]} years."]
    rights = [("pronoun-resolution", f"Before becoming {role}, {B['name']} had spent {NUMW[k]} years at {prev}."),
              ("pronoun-join", f"{B['name']} had worked at {prev} for {k} years before {A['name']} hired {B['obj']}.")]
    wrongs = [f"{A['name']} had previously worked at {prev} for {NUMW[k]} years.",
              f"Before hiring {B['name']}, {A['name']} spent {k} years working at {prev}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="referent-changed")


def T20(L, r, P):
    partner, act, passive = L["partner"]
    y = r.randint(2016, 2024)
    pa = [f"{L['org']} works in partnership with {partner}.", f"{cap(partner)} {act} in {y}."]
    pb = [f"{cap(partner)} is a partner organisation of {L['org']}.", f"In {y}, {partner} {act}."]
    rights = [("chain-join", f"A partner organisation of {L['org']} {act} in {y}."),
              ("chain-appositive", f"{cap(partner)}, which works with {L['org']}, {act} in {y}.")]
    wrongs = [f"{L['org']} {act} in {y}.", f"{passive} by {L['org']} in {y}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="chain-broken")


def T21(L, r, P):
    obj, lo, hi = L["t21"]
    x = round(r.uniform(lo, hi), 2)
    kg = int(round(x * 1000))
    xs = f"{x:g}"
    pa = [f"The {L['short']}'s {obj} weighs {xs} tonnes."]
    pb = [f"Weighing in at {xs} tonnes, the {obj} arrived at the {L['short']} last spring."]
    rights = [("unit-conversion", f"The {L['short']}'s {obj} weighs {n(kg)} kilograms."),
              ("unit-conversion-abbr", f"The {obj} has a mass of {n(kg)} kg.")]
    wrongs = [f"The {L['short']}'s {obj} weighs {xs} kilograms.",
              f"The {obj} has a mass of {n(kg)} tonnes."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="unit-changed")


def T22(L, r, P):
    people, op = L["t22"]
    p = r.choice([10, 20, 25, 40, 60, 75, 80])
    N = r.choice([200, 240, 320, 400, 480, 600, 800])
    k = N * p // 100
    # W1: part divided by the rest (a typical slip) when that stays below 100%, else the complement
    wrong_p = round(100 * k / (N - k)) if p <= 40 else 100 - p
    keys = sorted(FRACTIONS)
    q = keys[keys.index(p) + 1]
    pa = [f"Of the {N} {people} who answered the {L['short']}'s survey, {k} said they {op}."]
    pb = [f"{L['org']} surveyed {people}; {k} of the {N} who replied said they {op}."]
    rights = [("percentage-correct", f"{p}% of the {people} who answered the {L['short']}'s survey said they {op}."),
              ("fraction-correct", f"{cap(FRACTIONS[p])} of the survey respondents said they {op}.")]
    wrongs = [f"{wrong_p}% of the {people} who answered the {L['short']}'s survey said they {op}.",
              f"{cap(FRACTIONS[q])} of the survey respondents said they {op}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="percentage-wrong")


def T23(L, r, P):
    verb, things = L["t23"]
    x1 = r.randint(80, 700)
    d = r.randint(15, 140)
    up = r.random() < 0.6
    x2 = x1 + d if up else x1 - d
    y1 = r.randint(2016, 2022)
    y2 = y1 + 1
    mf = "more" if up else "fewer"
    rf = "rose" if up else "fell"
    dw = d + r.choice([10, -10]) if d > 20 else d + 10
    pa = [f"The {L['short']} {verb} {n(x1)} {things} in {y1} and {n(x2)} in {y2}."]
    pb = [f"In {y2}, {L['org']} {verb} {n(x2)} {things}, compared with {n(x1)} the year before."]
    rights = [("difference-arith", f"The {L['short']} {verb} {d} {mf} {things} in {y2} than in {y1}."),
              ("difference-paraphrase", f"Between {y1} and {y2}, the number of {things} the {L['short']} {verb} {rf} by {d}.")]
    wrongs = [f"The {L['short']} {verb} {dw} {mf} {things} in {y2} than in {y1}.",
              f"Between {y1} and {y2}, the number of {things} the {L['short']} {verb} {rf} by {dw}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="difference-wrong")


def T24(L, r, P):
    subj, verb, things, lo, hi = L["t24"]
    k = r.randint(lo, hi)
    subj_l = subj[0].lower() + subj[1:] if not subj.startswith("Route") else subj
    pa = [f"{subj} {verb} {n(k)} {things} a week."]
    pb = [f"Each week, {subj_l} {verb} {n(k)} {things}."]
    rights = [("rate-arith", f"{subj} {verb} {n(2 * k)} {things} every two weeks."),
              ("rate-synonym", f"{subj} {verb} {n(k)} {things} per week.")]
    wrongs = [f"{subj} {verb} {n(k)} {things} a month.",
              f"Every day, {subj_l} {verb} {n(k)} {things}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="rate-period-changed")


def T25(L, r, P):
    inf, ger, pp = L["ach"]
    y = r.randint(2008, 2018)
    pa = [f"Since {y}, there has not been a year in which the {L['short']} did not {inf}."]
    pb = [f"Since {y}, {L['org']} has never gone a year without {ger}."]
    rights = [("double-negative-resolved", f"The {L['short']} has {pp} every year since {y}."),
              ("double-negative-paraphrase", f"In each year since {y}, {L['org']} has {pp}.")]
    wrongs = [f"There has been a year since {y} in which the {L['short']} did not {inf}.",
              f"At least once since {y}, {L['org']} has gone a year without {ger}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="double-negative-misread")


def T26(L, r, P):
    v = L["venues"]
    pl, sg = L["sun"]
    x = r.randrange(3)
    y = r.choice([i for i in range(3) if i != x])
    sw = L["site_word"]
    pa = [f"{L['org']} has three {sw}: {v[0]}, {v[1]} and {v[2]}.",
          f"All of the {L['short']}'s {sw} except {v[x]} {pl} on Sundays."]
    pb = [f"The {L['short']} operates three {sw} — {v[0]}, {v[1]} and {v[2]}.",
          f"Apart from {v[x]}, every one of them {sg} on Sundays."]
    rights = [("exception-instance", f"{cap(v[y])} {sg} on Sundays."),
              ("exception-count", f"Two of the {L['short']}'s three {sw} {pl} on Sundays.")]
    wrongs = [f"{cap(v[x])} {sg} on Sundays.",
              f"On Sundays, all three of the {L['short']}'s {sw}, {v[x]} included, {pl}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="exception-ignored")


def T27(L, r, P):
    people, did = L["t27"]
    N = r.choice([200, 300, 400, 500, 600, 800, 1000, 1500, 2000])
    pa = [f"Just under {n(N)} {people} {did}."]
    pb = [f"Nearly {n(N)} {people} {did}."]
    rights = [("approx-direction-kept", f"Fewer than {n(N)} {people} {did}."),
              ("approx-paraphrase", f"The number of {people} who {did} was a little below {n(N)}.")]
    wrongs = [f"More than {n(N)} {people} {did}.",
              f"The number of {people} who {did} exceeded {n(N)}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="approximation-direction")


def T28(L, r, P):
    cause, ev = L["t28"]
    h = r.randint(1, 4)
    hw = "an hour" if h == 1 else f"{NUMW[h]} hours"
    pa = [f"{cap(cause)} delayed {ev} by {hw}, but it was not cancelled."]
    pb = [f"{cap(ev)} went ahead {hw} late after {cause} held it up."]
    rights = [("outcome-kept", f"{cap(ev)} went ahead despite a delay caused by {cause}."),
              ("outcome-paraphrase", f"{cap(cause)} pushed {ev} back by {hw}.")]
    wrongs = [f"{cap(cause)} cancelled {ev}.",
              f"{cap(ev)} was called off because of {cause}."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="delay-as-cancellation")


def T29(L, r, P):
    metric, lo, hi = L["t29"]
    a = r.randint(lo, hi)
    b = int(a * r.uniform(2.1, 2.5))
    y1 = r.randint(2014, 2019)
    y2 = y1 + r.randint(3, 5)
    pa = [f"{cap(metric)} rose from {n(a)} in {y1} to {n(b)} in {y2}."]
    pb = [f"In {y2}, {metric} stood at {n(b)}, up from {n(a)} in {y1}."]
    rights = [("ratio-correct", f"{cap(metric)} more than doubled between {y1} and {y2}."),
              ("ratio-paraphrase", f"By {y2}, {metric} was over twice its {y1} level.")]
    wrongs = [f"{cap(metric)} more than tripled between {y1} and {y2}.",
              f"By {y2}, {metric} had grown to three times its {y1} level."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="ratio-overstated")


def T30(L, r, P):
    A, B = P.pick(), P.pick()
    role = r.choice(L["roles"])
    pa = [f"{A['name']} and {B['name']} share the role of {role} at {L['org']}."]
    pb = [f"At {L['org']}, the post of {role} is shared between {A['name']} and {B['name']}."]
    rights = [("converse-shared", f"{B['name']} and {A['name']} jointly hold the role of {role} at the {L['short']}."),
              ("shared-paraphrase", f"{A['name']} shares the {L['short']}'s {role} duties with {B['name']}.")]
    wrongs = [f"{A['name']} is the only {role} at {L['org']}.",
              f"The {L['short']}'s {role} duties fall to {A['name']} alone."]
    return dict(p=[pa, pb], rights=rights, wrongs=wrongs, fam="exclusivity-added")


TEMPLATES = [T01, T02, T03, T04, T05, T06, T07, T08, T09, T10, T11, T12, T13, T14, T15,
             T16, T17, T18, T19, T20, T21, T22, T23, T24, T25, T26, T27, T28, T29, T30]


def build():
    rows = []
    g = 0
    for ti, T in enumerate(TEMPLATES, 1):
        rw = [0] * 5 + [1] * 5
        ww = [0] * 5 + [1] * 5
        R.shuffle(rw)
        R.shuffle(ww)
        for di, L in enumerate(DOMAINS):
            g += 1
            P = People(R)
            spec = T(L, R, P)
            pv = di % 2
            core = list(spec["p"][pv])
            nbg = R.choice([0, 0, 1, 1, 2])
            bg = R.sample(L["bg"], nbg)
            before = [b for b in bg if R.random() < 0.5]
            after = [b for b in bg if b not in before]
            passages = before + core + after
            assert 1 <= len(passages) <= 4
            rk, rt = spec["rights"][rw[di]]
            wt = spec["wrongs"][ww[di]]
            common = dict(group=g, template=f"T{ti:02d}", domain=L["key"], passages=passages)
            right = dict(common, kind=f"R:{rk}", wording=f"P{pv + 1}.R{rw[di] + 1}", claim=rt, gold="right")
            wrong = dict(common, kind=f"W:{spec['fam']}", wording=f"P{pv + 1}.W{ww[di] + 1}", claim=wt, gold="wrong")
            pair = [right, wrong]
            if R.random() < 0.5:
                pair.reverse()
            for row in pair:
                rows.append({k: row[k] for k in ["group", "template", "kind", "domain", "wording",
                                                   "claim", "passages", "gold"]})
    return rows


if __name__ == "__main__":
    import sys
    rows = build()
    out = sys.argv[1] if len(sys.argv) > 1 else "pairs.jsonl"
    with open(out, "w") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "rows ->", out)
