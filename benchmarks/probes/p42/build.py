"""Build probe p42: 300 twin groups (30 templates x 10 domains) -> pairs.jsonl. Deterministic."""
import json, random
from lexicon import DOMAINS, FEMALE, MALE, PREVJOBS, BUSINESSES, MONTHS, WEEKDAYS

RNG = random.Random(4242)

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth",
       10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth", 15: "fifteenth",
       16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth", 30: "thirtieth"}


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))
    th, r = divmod(n, 1000)
    return words(th) + " thousand" + ("" if r == 0 else (" and " if r < 100 else " ") + words(r))


def ordw(n):
    if n in ORD:
        return ORD[n]
    t, o = divmod(n, 10)
    return TENS[t] + "-" + ORD[o]


def ordn(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def poss(s):
    return s + "'" if s.endswith("s") else s + "'s"


def art(w):
    return ("an " if w[0] in "aeiou" else "a ") + w


def cap(s):
    return s[0].upper() + s[1:]


def money(cur, x):
    return "%s%s" % (cur, format(x, ","))


CURWORD = {"£": "pounds", "€": "euros", "$": "dollars"}


def money_w(cur, x):
    return "%s %s" % (format(x, ","), CURWORD[cur])


def dmy(d, m, y):
    return "%d %s %d" % (d, MONTHS[m - 1], y)


def mdy(d, m, y):
    return "%s %d, %d" % (MONTHS[m - 1], d, y)


def iso(d, m, y):
    return "%04d-%02d-%02d" % (y, m, d)


class G:
    """Per-group draws."""

    def __init__(self, d, r):
        self.d, self.r = d, r
        self.org = r.choice(d["orgs"])
        self.Org = cap(self.org)
        self.orgp = poss(self.org)
        self.Orgp = cap(self.orgp)
        f = r.sample(FEMALE, 2)
        m = r.sample(MALE, 2)
        people = [f[0], m[0], f[1], m[1]]
        r.shuffle(people)
        self.A, self.B = people[0], people[1]
        self.F, self.M = f[0], m[0]
        self.sites = r.sample(d["sites"], 4)
        self.towns = r.sample(d["towns"], 3)
        self.cur = d["cur"]
        self.year = r.randint(2019, 2025)
        self.month = r.randint(1, 12)


def pron(name):
    return "She" if name in FEMALE else "He"


# Each template: f(g) -> (wkind, rkind, [passagesA, passagesB], [right0, right1], [wrong0, wrong1])

def t01(g):
    d = g.d
    r1, r2 = d["roles"]
    P = [[f"At the annual meeting of {g.org}, {g.A}, the {r1}, presented the accounts, while {g.B}, the {r2}, announced the new timetable for {d['service']}."],
         [f"{g.B}, who serves as {g.orgp} {r2}, announced the new timetable for {d['service']} at the organisation's annual meeting.",
          f"The accounts were presented at the same meeting by the {r1}, {g.A}."]]
    R = [f"The accounts were presented at {g.orgp} annual meeting by {g.A}, its {r1}.",
         f"It was {g.B}, the {r2}, who announced the new timetable for {d['service']} at the annual meeting of {g.org}."]
    W = [f"{g.B} presented the accounts at {g.orgp} annual meeting.",
         f"The new timetable for {d['service']} was announced at {g.orgp} annual meeting by {g.A}."]
    return "entity_swap_people", "passive_voice_apposition", P, R, W


def t02(g):
    d = g.d
    mo, y = MONTHS[g.month - 1], g.year
    P = [[f"In {mo} {y}, {d['org2']} audited the safety procedures of {g.org}. The audit found no serious faults."],
         [f"{cap(d['org2'])} carried out an audit of {g.orgp} safety procedures in {mo} {y}; no serious faults were found."]]
    R = [f"{g.Orgp} safety procedures were the subject of an audit by {d['org2']} in {mo} {y}.",
         f"No serious faults were found when {d['org2']} audited the safety procedures of {g.org} in {mo} {y}."]
    W = [f"In {mo} {y}, {g.org} audited the safety procedures of {d['org2']}.",
         f"{cap(d['org2'])}'s safety procedures were the subject of an audit by {g.org} in {mo} {y}."]
    return "swapped_roles", "nominalisation", P, R, W


def t03(g):
    d = g.d
    s = g.r.choice(d["suppliers"])
    y = g.year
    P = [[f"{g.Org} did not renew its contract with {s} when it expired in {y}. A new supplier has not yet been chosen."],
         [f"When the contract between {g.org} and {s} expired in {y}, {g.org} decided against renewing it.",
          "No new supplier has been chosen so far."]]
    R = [f"The contract between {g.org} and {s} was not renewed after it expired in {y}.",
         f"{g.Org} let its contract with {s} lapse in {y} without renewing it, and has yet to choose a new supplier."]
    W = [f"{g.Org} renewed its contract with {s} when it expired in {y}.",
         f"After it expired in {y}, the contract between {g.org} and {s} was renewed."]
    return "negation_removed", "negation_restated", P, R, W


def t04(g):
    d = g.d
    s1, s2 = g.sites[:2]
    y1 = g.r.randint(2016, 2021)
    y2 = y1 + 1
    sv = d["service"]
    P = [[f"{g.Org} stopped running {sv} at {s1} in {y1}. Since {y2}, however, it has offered them at {s2}."],
         [f"{g.Org} ran {sv} at {s1} until {y1}, when it stopped.",
          f"The organisation has offered {sv} at {s2} since {y2}."]]
    R = [f"{g.Org} has not run {sv} at {s1} since {y1}.",
         f"Since {y2}, {sv} have been offered by {g.org} at {s2}."]
    W = [f"{g.Org} no longer offers {sv} at {s2}.",
         f"{g.Org} has never offered {sv} at {s2}."]
    return "negation_added", "stopped_to_has_not_since", P, R, W


def t05(g):
    d = g.d
    mo, y = MONTHS[g.month - 1], g.year
    pj = d["project"]
    P = [[f"According to {g.orgp} latest newsletter, {pj} may be completed by {mo} {y}."],
         [f"{cap(pj)} may be finished by {mo} {y}, {g.orgp} latest newsletter says."]]
    R = [f"{g.Orgp} newsletter says it is possible that {pj} will be completed by {mo} {y}.",
         f"{cap(pj)} could be finished by {mo} {y}, according to {g.orgp} latest newsletter."]
    W = [f"{cap(pj)} will be completed by {mo} {y}.",
         f"According to {g.orgp} latest newsletter, {pj} will be completed by {mo} {y}."]
    return "hedge_dropped", "hedge_kept_reworded", P, R, W


def t06(g):
    d = g.d
    x = g.r.randint(12, 95) * 10000
    day, m, y = g.r.randint(1, 28), g.month, g.year
    town = g.towns[0]
    v = d["venue"]
    P = [[f"{g.Org} plans to open a second {v} in {town} next spring. On {dmy(day, m, y)}, its board approved a budget of {money(g.cur, x)} for the project."],
         [f"A budget of {money(g.cur, x)} was approved by the board of {g.org} on {dmy(day, m, y)}.",
          f"The money is for a second {v} that the organisation intends to open in {town} next spring."]]
    R = [f"On {mdy(day, m, y)}, the board of {g.org} approved {money_w(g.cur, x)} for a planned second {v} in {town}.",
         f"{g.Org} intends to open a second {v} in {town} next spring, and its board approved a {money(g.cur, x)} budget for it on {dmy(day, m, y)}."]
    W = [f"{g.Org} has opened a second {v} in {town}.",
         f"On {dmy(day, m, y)}, the board of {g.org} approved a {money(g.cur, x)} budget, and the second {v} in {town} has since opened."]
    return "plan_as_done", "plan_kept_date_reformatted", P, R, W


def t07(g):
    d = g.d
    x = g.r.randint(5, 60) * 1000
    mo = MONTHS[g.month - 1]
    r1 = d["roles"][0]
    pj, fund = d["project"], d["fund"]
    P = [[f"{g.A}, {g.orgp} {r1}, applied to {fund} for a grant of {money(g.cur, x)} to pay for {pj}. The application was turned down in {mo}."],
         [f"In {mo}, {fund} turned down an application for {money(g.cur, x)} from {g.org}.",
          f"The application, submitted by the {r1}, {g.A}, was meant to cover the cost of {pj}."]]
    R = [f"In {mo}, {fund} rejected {g.orgp} application for a {money(g.cur, x)} grant.",
         f"{g.A}'s request to {fund} for {money(g.cur, x)} towards {pj} was unsuccessful."]
    W = [f"{g.A} secured a {money(g.cur, x)} grant from {fund} for {pj}.",
         f"In {mo}, {fund} awarded {g.org} {money(g.cur, x)} to pay for {pj}."]
    return "attempt_as_success", "verb_synonym", P, R, W


def t08(g):
    s1 = g.sites[0]
    n = g.r.randint(12, 40)
    day, m, y = g.r.randint(1, 28), g.r.choice([9, 10, 11]), g.year
    dt = dmy(day, m, y)
    P = [[f"{cap(s1)} will stay open through the winter only if at least {n} volunteers sign up by {dt}, {g.org} said."],
         [f"{g.Org} said that unless {n} or more volunteers have signed up by {dt}, {s1} will close for the winter."]]
    R = [f"According to {g.org}, {s1} cannot stay open through the winter unless {n} or more volunteers sign up by {dt}.",
         f"{g.Org} said that keeping {s1} open over the winter requires at least {words(n)} volunteers to sign up by {mdy(day, m, y)}."]
    W = [f"{cap(s1)} will stay open through the winter, {g.org} said.",
         f"According to {g.org}, {s1} will remain open over the winter."]
    return "condition_dropped", "condition_restated_unless", P, R, W


def t09(g):
    d = g.d
    s = g.sites
    wd = g.r.choice(WEEKDAYS)
    sp = d["site_pl"]
    lst = f"{s[0]}, {s[1]}, {s[2]} and {s[3]}"
    P = [[f"{g.Org} runs four {sp}: {lst}. Entry to all of them is free on {wd}s, except at {s[2]}, where the usual charge applies."],
         [f"The four {sp} run by {g.org} are {lst}.",
          f"On {wd}s, visitors pay nothing to enter the organisation's {sp}. The one exception is {s[2]}, which charges its normal fee every day."]]
    R = [f"On {wd}s, entry is free at every one of {g.orgp} {sp} other than {s[2]}.",
         f"{cap(s[1])}, one of {g.orgp} {sp}, does not charge for entry on {wd}s."]
    W = [f"Entry to {s[2]} is free on {wd}s.",
         f"On {wd}s, entry is free at all of {g.orgp} {sp}, {s[2]} included."]
    return "exception_dropped", "exception_restated", P, R, W


def t10(g):
    d = g.d
    cn = d["count_noun"]
    m = g.r.randint(60, 240) * 100
    dd = g.r.randint(8, 45) * 50
    y = g.year
    P = [[f"The number of {cn} at {g.org} rose by {dd:,} to {m:,} in {y}."],
         [f"In {y}, {g.org} recorded {m:,} {cn}, {dd:,} more than the year before."]]
    mk = m / 1000
    R = [f"The number of {cn} at {g.org} reached {mk:g} thousand in {y}, up {dd:,} on the previous year.",
         f"In {y}, the number of {cn} at {g.org} went up by {words(dd)}."]
    W = [f"The number of {cn} at {g.org} rose by {m:,} in {y}.",
         f"In {y}, the number of {cn} at {g.org} rose to {dd:,}."]
    return "change_vs_level", "number_reformatted_words", P, R, W


def t11(g):
    d = g.d
    s = g.r.choice(d["suppliers"])
    x = g.r.randint(6, 48) * 1000
    n = g.r.randint(3, 6)
    a = d["asset"]
    P = [[f"{g.Org} has signed a {words(n)}-year maintenance contract for {a} with {s}. The contract costs {money(g.cur, x)} a year."],
         [f"{g.Orgp} maintenance contract for {a}, signed with {s}, runs for {words(n)} years at an annual cost of {money(g.cur, x)}."]]
    R = [f"Over its {words(n)} years, {g.orgp} maintenance contract for {a} will cost {money(g.cur, n * x)} in total.",
         f"{g.Org} will pay {s} {money(g.cur, x)} per year, {money(g.cur, n * x)} altogether, to maintain {a} for {words(n)} years."]
    W = [f"The {words(n)}-year maintenance contract for {a} is worth {money(g.cur, x)} in total.",
         f"{g.Org} will pay {s} a total of {money(g.cur, x)} to maintain {a}."]
    return "per_year_as_total", "arithmetic_total", P, R, W


def t12(g):
    p1 = g.r.randint(18, 55)
    k = g.r.randint(4, 19)
    p2 = p1 + k
    y1 = g.r.randint(2018, 2022)
    y2 = y1 + g.r.randint(1, 3)
    P = [[f"The share of {g.orgp} members who renewed online rose from {p1}% in {y1} to {p2}% in {y2}."],
         [f"In {y1}, {p1} per cent of {g.orgp} members renewed their membership online; by {y2} the figure was {p2} per cent."]]
    R = [f"Between {y1} and {y2}, the proportion of {g.orgp} members renewing online increased by {k} percentage points.",
         f"The share of {g.orgp} members who renewed online went from {words(p1)} per cent in {y1} to {words(p2)} per cent in {y2}."]
    W = [f"The share of {g.orgp} members who renewed online rose by {k}% between {y1} and {y2}.",
         f"Between {y1} and {y2}, the share of {g.orgp} members renewing online grew by {k} per cent."]
    return "percent_vs_points", "percentage_points", P, R, W


def t13(g):
    x = g.r.randint(4, 30) * 250
    P = [[f"Each applicant to {g.orgp} new small grants scheme can receive up to {money(g.cur, x)} towards the cost of training courses."],
         [f"{g.Org} has launched a small grants scheme for training courses.",
          f"Grants under the scheme are capped at {money(g.cur, x)} per applicant."]]
    R = [f"No applicant to {g.orgp} small grants scheme can receive more than {money(g.cur, x)} towards training courses.",
         f"The most a single applicant can get from {g.orgp} small grants scheme for training courses is {money_w(g.cur, x)}."]
    W = [f"Each applicant to {g.orgp} small grants scheme receives {money(g.cur, x)} towards training courses.",
         f"Every applicant gets a grant of {money(g.cur, x)} from {g.orgp} small grants scheme for training courses."]
    return "upper_bound_dropped", "upper_bound_restated", P, R, W


def t14(g):
    d = g.d
    mtenth = g.r.randint(12, 89)  # 1.2 .. 8.9 million
    mill = mtenth / 10
    km10 = g.r.randint(12, 68)
    km = km10 / 10
    town, v, pth = g.towns[1], d["venue"], d["path"]
    cur = g.cur
    P = [[f"{g.Orgp} new {v} in {town} cost {cur}{mill:g} million to build and sits beside a {km:g}-kilometre {pth}."],
         [f"Built for {cur}{mill:g} million, {g.orgp} new {v} in {town} opened last month.",
          f"A {km:g} km {pth} runs past the building."]]
    R = [f"Building {g.orgp} new {v} in {town} cost {money(cur, mtenth * 100000)}.",
         f"The {pth} beside {g.orgp} new {v} in {town} is {km10 * 100:,} metres long."]
    W = [f"Building {g.orgp} new {v} in {town} cost {money(cur, mtenth * 10000)}.",
         f"The {pth} beside {g.orgp} new {v} in {town} is {km:g} miles long."]
    return "number_scale_or_unit", "value_reformatted", P, R, W


def t15(g):
    s1 = g.sites[0]
    day, m, y = g.r.randint(3, 27), g.r.randint(1, 11), g.year
    n = g.r.randint(3, 14)
    P = [[f"{cap(s1)} reopened to the public on {dmy(day, m, y)} after {n} months of repairs."],
         [f"After {words(n)} months of repairs, {g.org} reopened {s1} to the public on {mdy(day, m, y)}."]]
    R = [f"{cap(s1)} reopened to the public on {iso(day, m, y)}.",
         f"On {mdy(day, m, y)}, {s1} opened to the public again following {words(n)} months of repair work."]
    dd = day + 1 if day < 15 else day - 10
    W = [f"{cap(s1)} reopened to the public on {dmy(dd, m, y)}.",
         f"{cap(s1)} reopened to the public on {iso(day, m + 1, y)}."]
    return "date_shifted", "date_iso_us", P, R, W


def t16(g):
    r1 = g.d["roles"][0]
    y = g.r.randint(2012, 2021)
    job = g.r.choice(PREVJOBS)
    town = g.towns[0]
    P = [[f"{g.A} has served as {g.orgp} {r1} since {y}. Before that, {g.A.split()[0]} worked as {art(job)} in {town}."],
         [f"{g.A}, who became the {r1} of {g.org} in {y}, still holds the post. {pron(g.A)} previously worked as {art(job)} in {town}."]]
    R = [f"{g.A} became {g.orgp} {r1} in {y} and is still in the role.",
         f"Before becoming {g.orgp} {r1}, {g.A} was {art(job)} in {town}."]
    W = [f"{g.A} served as {g.orgp} {r1} until {y}.",
         f"{g.A} stepped down as {g.orgp} {r1} in {y}."]
    return "since_vs_until", "since_restated", P, R, W


def t17(g):
    r1 = g.d["roles"][1]
    pj = g.d["project"]
    m0, y0 = g.r.randint(1, 12), g.r.randint(2018, 2022)
    gap = g.r.randint(3, 20)
    t = (y0 * 12 + m0 - 1) + gap
    y1, m1 = divmod(t, 12)
    m1 += 1
    P = [[f"{g.Org} appointed {g.A} as its {r1} in {MONTHS[m1 - 1]} {y1}.",
          f"Work on {pj} began in {MONTHS[m0 - 1]} {y0}."],
         [f"Work on {pj} started in {MONTHS[m0 - 1]} {y0}; {g.A} was appointed {r1} of {g.org} in {MONTHS[m1 - 1]} {y1}."]]
    R = [f"Work on {pj} began before {g.A} was appointed as {g.orgp} {r1}.",
         f"{g.A}'s appointment as {r1} of {g.org} came {words(gap)} months after work on {pj} had started."]
    W = [f"{g.A} was appointed {g.orgp} {r1} before work on {pj} began.",
         f"Work on {pj} began after {g.A} had been appointed as {g.orgp} {r1}."]
    return "order_reversed_dated", "temporal_inference_from_dates", P, R, W


def t18(g):
    d = g.d
    st, col = d["store"], d["collection"]
    s2 = g.sites[1]
    P = [[f"After an inspection found damp in the {st}, {g.org} moved its {col} to {s2}. The {st} was then closed for repairs."],
         [f"{g.Org} closed its {st} for repairs once its {col} had been moved to {s2}; the move followed an inspection that found damp in the {st}."]]
    R = [f"{g.Orgp} {col} were moved to {s2} before the {st} was closed for repairs.",
         f"An inspection found damp in {g.orgp} {st}, and this was followed by the transfer of its {col} to {s2}."]
    W = [f"{g.Org} closed the {st} for repairs before moving its {col} to {s2}.",
         f"{g.Orgp} {col} were moved to {s2} before the inspection that found damp in the {st}."]
    return "order_reversed_undated", "sequence_restated", P, R, W


def t19(g):
    d = g.d
    n = g.r.randint(8, 12)
    k = g.r.randint(2, 3)
    y = g.year
    sp, o2 = d["site_pl"], d["org2"]
    P = [[f"{cap(o2)} checked all {n} of {g.orgp} {sp} for fire safety in {y}; {words(k)} of them failed."],
         [f"Of the {words(n)} {sp} run by {g.org}, {words(k)} failed the fire-safety inspection that {o2} carried out on every one of them in {y}."]]
    R = [f"{cap(words(n - k))} of {g.orgp} {n} {sp} passed the fire-safety checks carried out by {o2} in {y}.",
         f"Only {k} of the {n} {sp} run by {g.org} failed their {y} fire-safety check by {o2}."]
    W = [f"Most of {g.orgp} {sp} failed the fire-safety checks that {o2} carried out in {y}.",
         f"All {n} of {g.orgp} {sp} failed the fire-safety checks carried out by {o2} in {y}."]
    return "quantifier_strengthened", "complement_count", P, R, W


def t20(g):
    d = g.d
    s1, s2, s3 = g.sites[:3]
    c = g.r.randint(20, 60) * 100
    b = c + g.r.randint(3, 25) * 100
    a = b + g.r.randint(3, 25) * 100
    cn = d["count_noun"]
    P = [[f"Last season {s1} drew {a:,} {cn}, {s2} {b:,} and {s3} {c:,}."],
         [f"{cap(s2)} welcomed {b:,} {cn} last season. {cap(s1)} had {a:,}, while {s3} had {c:,}."]]
    R = [f"Last season, {s3} had fewer {cn} than either {s1} or {s2}.",
         f"Of the three, {s1} had the most {cn} last season, followed by {s2} and then {s3}."]
    W = [f"Last season {s3} drew more {cn} than {s2}.",
         f"Of the three, {s2} had the most {cn} last season."]
    return "comparative_reversed", "converse_ranking", P, R, W


def t21(g):
    d = g.d
    n = g.r.choice([11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24, 25, 26, 27, 28, 29])
    day, m, y = g.r.randint(1, 28), g.month, g.year
    ev = d["event"]
    P = [[f"The {y} {ev}, held on {dmy(day, m, y)}, was the {ordw(n)} edition of the event."],
         [f"The {ev} was held for the {ordw(n)} time on {dmy(day, m, y)}."]]
    R = [f"The {ordn(n)} edition of the {ev} took place on {mdy(day, m, y)}.",
         f"Before the edition held on {dmy(day, m, y)}, the {ev} had been held {words(n - 1)} times."]
    swapped = int(str(n)[::-1]) if n % 10 != 0 else n + 2
    if swapped == n or swapped < 10:
        swapped = n + 2
    W = [f"The {ordw(n + 1)} edition of the {ev} was held on {dmy(day, m, y)}.",
         f"The {ev} was held for the {ordn(swapped)} time on {mdy(day, m, y)}."]
    return "ordinal_changed", "ordinal_numeral_arithmetic", P, R, W


def t22(g):
    d = g.d
    c1, c2 = d["comms"]
    s1, s2 = g.sites[:2]
    P = [[f"{g.A} chairs {g.orgp} {c1} committee.",
          f"The {c1} committee oversees {s1}, while {s2} is overseen by the {c2} committee.",
          f"{g.B} chairs the {c2} committee."],
         [f"{g.A} chairs the {c1} committee of {g.org}, and {g.B} chairs its {c2} committee.",
          f"{cap(s1)} is the responsibility of the {c1} committee; {s2} falls under the {c2} committee."]]
    R = [f"The committee that oversees {s1} is chaired by {g.A}.",
         f"{g.B} chairs the committee responsible for {s2}."]
    W = [f"{g.A} chairs the committee that oversees {s2}.",
         f"{cap(s1)} is overseen by the committee that {g.B} chairs."]
    return "multi_hop_broken", "multi_hop_join", P, R, W


def t23(g):
    d = g.d
    cn, fee = d["count_noun"], d["fee"]
    m1 = g.r.randint(8, 30)
    m2 = m1 + g.r.randint(2, 6)
    pct = g.r.randint(6, 25)
    mo, y = MONTHS[g.month - 1], g.year
    cur = g.cur
    P = [[f"In {mo} {y}, {g.org} raised its {fee} from {cur}{m1} to {cur}{m2}. The same month, the number of {cn} fell by {pct}%."],
         [f"The number of {cn} at {g.org} fell by {pct}% in {mo} {y}.",
          f"That month the organisation also raised its {fee} from {cur}{m1} to {cur}{m2}."]]
    R = [f"In the same month that {g.org} raised its {fee} to {cur}{m2}, the number of {cn} fell by {pct} per cent.",
         f"{g.Orgp} {fee} went up from {cur}{m1} to {cur}{m2} in {mo} {y}, a month in which the number of {cn} dropped by {pct}%."]
    W = [f"The number of {cn} at {g.org} fell by {pct}% in {mo} {y} because it raised its {fee} to {cur}{m2}.",
         f"{g.Orgp} increase in its {fee} to {cur}{m2} led to a {pct}% fall in the number of {cn} in {mo} {y}."]
    return "invented_cause", "co_occurrence_kept", P, R, W


def t24(g):
    r1 = g.d["roles"][0]
    y1 = g.r.randint(2008, 2015)
    y2 = y1 + g.r.randint(3, 8)
    bus = g.r.choice(BUSINESSES)
    town = g.towns[2]
    P = [[f"{g.A}, who was {g.orgp} {r1} from {y1} to {y2}, now runs a {bus} in {town}. The current {r1} is {g.B}."],
         [f"{g.B} has been {g.orgp} {r1} since {y2}.",
          f"{g.B.split()[0]}'s predecessor, {g.A}, held the post from {y1} to {y2} and now runs a {bus} in {town}."]]
    R = [f"{g.A} is a former {r1} of {g.org}, having held the post from {y1} to {y2}.",
         f"{g.A} no longer serves as {g.orgp} {r1}; that post is now held by {g.B}."]
    W = [f"{g.A} is {g.orgp} {r1}.",
         f"{g.Orgp} {r1}, {g.A}, runs a {bus} in {town}."]
    return "former_as_current", "former_role_restated", P, R, W


def t25(g):
    a = g.d["asset"]
    m1 = g.r.randint(40, 200) * 1000
    m2 = g.r.randint(5, 30) * 1000
    cur = g.cur
    P = [[f"Replacing {a} outright would have cost {g.org} about {money(cur, m1)}, so the organisation chose to repair it instead, at a cost of {money(cur, m2)}."],
         [f"{g.Org} repaired {a} for {money(cur, m2)}.",
          f"Its engineers had estimated that buying a replacement would have cost about {money(cur, m1)}."]]
    R = [f"Repairing {a} cost {g.org} {money_w(cur, m2)}.",
         f"Buying a replacement for {a} instead of repairing it would have cost {g.org} an estimated {money(cur, m1)}."]
    W = [f"{g.Org} spent about {money(cur, m1)} replacing {a}.",
         f"Replacing {a} cost {g.org} about {money(cur, m1)}."]
    return "counterfactual_as_fact", "counterfactual_kept", P, R, W


def t26(g):
    coll = g.d["coll"]
    n = g.r.randint(20, 90) * 100
    k = n - g.r.randint(3, 40) * 5
    P = [[f"Volunteers at {g.org} have nearly finished cataloguing its {coll}: {k:,} of the {n:,} items have now been recorded."],
         [f"So far {k:,} of the {n:,} items in {g.orgp} {coll} have been catalogued, and volunteers expect to finish soon."]]
    R = [f"{n - k:,} items in {g.orgp} {coll} have still to be catalogued.",
         f"Cataloguing of {g.orgp} {coll} is not yet complete, with {k:,} of its {n:,} items done."]
    W = [f"Volunteers at {g.org} have finished cataloguing its {coll}.",
         f"All {n:,} items in {g.orgp} {coll} have been catalogued."]
    return "almost_as_done", "remaining_arithmetic", P, R, W


def t27(g):
    c = g.r.sample(g.d["sponsors"], 4)
    ev = g.d["event"]
    P = [[f"This year's {ev} had three sponsors: {c[0]}, {c[1]} and {c[2]}."],
         [f"Three local firms sponsored this year's {ev}: {c[0]}, {c[1]} and {c[2]}.",
          f"{c[3]} sponsored the event last year."]]
    R = [f"Among the sponsors of this year's {ev} were {c[2]} and {c[0]}.",
         f"{c[1]} was one of the three sponsors of this year's {ev}."]
    W = [f"This year's {ev} was sponsored by {c[0]}, {c[1]}, {c[2]} and {c[3]}.",
         f"Among the sponsors of this year's {ev} were {c[1]} and {c[3]}."]
    return "list_member_added", "list_subset", P, R, W


def t28(g):
    t1, t2 = g.towns[:2]
    P = [[f"{g.Org} will hold its spring open day in {t1} and its autumn fundraising dinner in {t2}."],
         [f"The spring open day of {g.org} will take place in {t1}.",
          f"Its autumn fundraising dinner will be in {t2}."]]
    R = [f"{t2} will host {g.orgp} autumn fundraising dinner.",
         f"{g.Orgp} spring open day will be held in {t1}, with the autumn fundraising dinner taking place in {t2}."]
    W = [f"{g.Org} will hold its autumn fundraising dinner in {t1}.",
         f"{t2} will host {g.orgp} spring open day."]
    return "location_moved", "parallel_clauses_kept", P, R, W


def t29(g):
    F, M = g.F, g.M
    s1 = g.sites[0]
    mo = MONTHS[g.month - 1]
    P = [[f"{F} praised {M} for drawing up {g.orgp} new volunteer rota, and she said it would be extended to {s1} in {mo}."],
         [f"At a staff meeting of {g.org}, {M} presented the new volunteer rota he had drawn up.",
          f"{F} thanked him and said the rota would be extended to {s1} in {mo}."]]
    R = [f"{F} said the new volunteer rota, drawn up by {M}, would be extended to {s1} in {mo}.",
         f"According to {F}, the volunteer rota that {M} drew up would be extended to {s1} in {mo}."]
    W = [f"{M} said the new volunteer rota would be extended to {s1} in {mo}.",
         f"{F} drew up the new volunteer rota, which {M} said would be extended to {s1} in {mo}."]
    return "coreference_misattributed", "coreference_resolved", P, R, W


def t30(g):
    d = g.d
    s1, s2, s3 = g.sites[:3]
    a, b, c = (g.r.randint(15, 95) * 100 for _ in range(3))
    y, cur = g.year, g.cur
    P = [[f"{g.Orgp} {y} winter appeal raised {money(cur, a)} at {s1}, {money(cur, b)} at {s2} and {money(cur, c)} at {s3}. No other {d['site_noun']} took part."],
         [f"At {s1}, {g.orgp} {y} winter appeal brought in {money(cur, a)}; at {s2} it brought in {money(cur, b)}.",
          f"{cap(s3)}, the only other {d['site_noun']} taking part in the appeal, collected {money(cur, c)}."]]
    R = [f"Across the three {d['site_pl']} that took part, {g.orgp} {y} winter appeal raised {money(cur, a + b + c)} in total.",
         f"{cap(s1)} and {s2} together raised {money(cur, a + b)} in {g.orgp} {y} winter appeal."]
    W = [f"{g.Orgp} {y} winter appeal raised {money(cur, a + b)} in total across the three {d['site_pl']} that took part.",
         f"{cap(s1)} and {s2} together raised {money(cur, a + c)} in {g.orgp} {y} winter appeal."]
    if a + c == a + b:
        W[1] = f"{cap(s1)} and {s2} together raised {money(cur, a + b + 1000)} in {g.orgp} {y} winter appeal."
    return "wrong_aggregation", "sum_across_passages", P, R, W


TEMPLATES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15,
             t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def main():
    rows = []
    gi = 0
    for ti, t in enumerate(TEMPLATES, 1):
        for d in DOMAINS:
            gi += 1
            g = G(d, RNG)
            wk, rk, P, R, W = t(g)
            pi, ri, wi = RNG.randrange(2), RNG.randrange(2), RNG.randrange(2)
            wording = "p%d-r%d-w%d" % (pi, ri, wi)
            base = dict(group="p42-%03d" % gi, domain=d["domain"], passages=P[pi], template="T%02d" % ti, wording=wording)
            rows.append(dict(base, category="R:" + rk, claim=R[ri], gold="right"))
            rows.append(dict(base, category="W:" + wk, claim=W[wi], gold="wrong"))
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in ["group", "domain", "passages", "category", "claim", "gold", "template", "wording"]}, ensure_ascii=False) + "\n")
    print(len(rows), "rows")


if __name__ == "__main__":
    main()
