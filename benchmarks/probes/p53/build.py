#!/usr/bin/env python3
"""Build pairs.jsonl (beside this script): 600 blind probe pairs (300 gold right, 300 gold wrong)
for an entailment judge. Standard library only; fixed seed 5353."""
import datetime, json, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from domains import DOMAINS, PEOPLE, DISTRICTS

SEED = 5353
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")
NUMW = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LEAD = [("chairs", "chaired", "chair"), ("leads", "led", "leader"), ("coordinates", "coordinated", "coordinator"), ("heads", "headed", "head")]
CONV = {"weeks": ("days", 7), "hours": ("minutes", 60), "km": ("metres", 1000), "kg": ("grams", 1000), "tonnes": ("kilograms", 1000)}
SING = {"weeks": "week", "hours": "hour", "km": "km", "kg": "kg", "tonnes": "tonne", "days": "day", "minutes": "minute", "metres": "metre", "grams": "gram", "kilograms": "kilogram"}


def cap(s):
    return s[0].upper() + s[1:]


def money(p):
    return "£%d" % (p // 100) if p % 100 == 0 else "£%d.%02d" % (p // 100, p % 100)


def qty(v, u):
    return "%s %s" % (format(v, ","), SING[u] if v == 1 else u)


def listing(xs):
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


def fee(rng, d, avoid=()):
    lo, hi = d["frange"]
    while True:
        v = rng.randrange(lo, hi + 1, 50)
        if v not in avoid:
            return v


def metric(rng, d, k=1):
    lo, hi = d["mrange"]
    return rng.sample(range(lo, hi + 1), k)


def a_date(rng):
    y = rng.choice([2025, 2026])
    m = rng.randrange(1, 13)
    dd = rng.randrange(13, 29)
    return datetime.date(y, m, dd)


def fmt_date(dt, style):
    if style == "long":
        return "%s %d %s %d" % (DAYS[dt.weekday()], dt.day, MONTHS[dt.month - 1], dt.year)
    if style == "plain":
        return "%d %s %d" % (dt.day, MONTHS[dt.month - 1], dt.year)
    if style == "dmy":
        return "%02d/%02d/%d" % (dt.day, dt.month, dt.year)
    if style == "iso":
        return dt.isoformat()
    if style == "us":
        return "%s %d, %d" % (MONTHS[dt.month - 1], dt.day, dt.year)
    if style == "abbr":
        return "%d %s %d" % (dt.day, MONTHS[dt.month - 1][:3], dt.year)
    if style == "ord":
        suf = "th" if 11 <= dt.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dt.day % 10, "th")
        return "the %d%s of %s %d" % (dt.day, suf, MONTHS[dt.month - 1], dt.year)
    raise ValueError(style)


def people(rng, k):
    return rng.sample(PEOPLE, k)


# ---------------------------------------------------------------- RIGHT families
def r_paraphrase_synonym(rng, d, w):
    o = rng.choice(d["orgs"]); S = d["service"]
    if w == 0:
        m = money(fee(rng, d))
        return f"The price of {d['fee_np']} at {o} is {m}.", [f"{o} charges {m} for {d['fee_np']}."]
    if w == 1:
        m = money(fee(rng, d))
        return f"At {o}, {d['fee_np']} costs {m}.", [f"The fee for {d['fee_np']} at {o} is {m}."]
    if w == 2:
        n = metric(rng, d)[0]
        return f"The number of {d['metric']} at {o} is {n}.", [f"{o} has {n} {d['metric']}."]
    yr = rng.choice([2026, 2027])
    return f"{cap(S)} aims to {d['plan'][0]} in {yr}.", [f"{cap(S)} intends to {d['plan'][0]} in {yr}."]


def chain_passages(rng, d, w, P, G, T, lead, yr, job):
    """w selects how the two hops are worded (plain, relative clause, pronoun, apposition)."""
    verb, verbed, noun = lead
    if w == 0:
        return [f"{P} {verb} {G}.", f"{cap(G)} {T}."]
    if w == 1:
        return [f"{P}, a retired {job}, has {verbed} {G} since {yr}.", f"{cap(G)}, which meets once a month, {T}."]
    if w == 2:
        return [f"{cap(G)} was set up in {yr}. It {T}.", f"{cap(G)} is {verbed} by {P}."]
    return [f"{P}, {noun} of {G}, spoke at the annual meeting.", f"Since {yr}, {G} {T}."]


def chain_claim(rng, P, T, lead, S):
    verb, verbed, noun = lead
    c = rng.randrange(3)
    if c == 0:
        return f"{P} {verb} the group that {T}."
    if c == 1:
        return f"The group {verbed} by {P} {T}."
    return f"{P} is the {noun} of a group in {S} that {T}."


JOBS = ["teacher", "nurse", "engineer", "accountant", "postman", "solicitor"]


def r_chain_person_group(rng, d, w):
    P = people(rng, 1)[0]; gi = rng.randrange(4); G = d["groups"][gi]; T = d["tasks"][gi]
    lead = rng.choice(LEAD); yr = rng.randrange(2012, 2024)
    ps = chain_passages(rng, d, w, P, G, T, lead, yr, rng.choice(JOBS))
    return chain_claim(rng, P, T, lead, d["service"]), ps


def r_chain_event_place(rng, d, w):
    REL = d.get("rel", "run by")
    o = rng.choice(d["orgs"]); dist = rng.choice(DISTRICTS); E = d["event"]
    if w == 0:
        return f"{cap(E)} takes place in {dist}.", [f"{cap(E)} takes place at {o}.", f"{o} is in {dist}."]
    if w == 1:
        return f"This year's {E.replace('the ', '', 1)} will be held in {dist}.", [f"This year {E} will be held at {o}.", f"{o}, which is located in {dist}, opens at 9am."]
    if w == 2:
        return f"{cap(E)} is held in {dist}.", [f"{o} moved to new premises in 2019. It is now located in {dist}.", f"Every year, {E} is held at {o}."]
    return f"{cap(E)} is hosted by a {d['kind'][0]} in {dist}.", [f"{cap(E)} is hosted by {o}.", f"{dist} is home to {o}, a {d['kind'][0]} {REL} {d['service']}."]


def r_list_member(rng, d, w):
    o = rng.choice(d["orgs"]); k = rng.randrange(4, 7); xs = rng.sample(d["items"], k); x = rng.choice(xs)
    lv, lvb = d["lverb"]; ln = d["lnoun"]
    if w == 0:
        return f"{o} {lv} {x}.", [f"{o} {lv} the following {ln}: {listing(xs)}."]
    if w == 1:
        return f"One of the {ln} that {o} {lv} is {x}.", [f"{cap(ln)} at {o}: " + "; ".join(xs) + "."]
    if w == 2:
        h = k // 2
        x = rng.choice(xs[h:])
        return f"{o} {lv} {x}.", [f"{o} {lv} {listing(xs[:h])}. It also {lv} {listing(xs[h:])}."]
    return f"Among the {ln} {o} {lv} is {x}.", [f"The {ln} {o} {lv} are {listing(xs)}."]


def r_list_count(rng, d, w):
    o = rng.choice(d["orgs"]); k = rng.randrange(3, 7); xs = rng.sample(d["items"], k)
    lv, lvb = d["lverb"]; ln = d["lnoun"]
    if w == 0:
        return f"{o} {lv} {NUMW[k]} {ln}.", [f"{o} {lv} the following {ln}: {listing(xs)}."]
    if w == 1:
        return f"{o} {lv} exactly {k} {ln}.", [f"{o}'s {ln} are: {listing(xs)}."]
    if w == 2:
        h = k // 2 if k > 3 else 2
        return f"{o} {lv} {NUMW[k]} {ln} in total.", [f"{o} {lv} {listing(xs[:h])}.", f"In addition to these, {o} {lv} {listing(xs[h:])}, and nothing else."]
    return f"The number of {ln} {o} {lv} is {k}.", [f"The only {ln} {o} {lv} are {listing(xs)}."]


def r_sum(rng, d, w):
    o1, o2 = rng.sample(d["orgs"], 2); a, b = metric(rng, d, 2); M = d["metric"]
    if w == 0:
        return f"{o1} and {o2} have {a + b} {M} between them.", [f"{o1} has {a} {M}.", f"{o2} has {b} {M}."]
    if w == 1:
        return f"Together, {o1} and {o2} have {a + b} {M}.", [f"{o1} has {a} {M}, while {o2} has {b}."]
    if w == 2:
        return f"The combined number of {M} at {o1} and {o2} is {a + b}.", [f"There are {a} {M} at {o1}.", f"At {o2} there are {b} {M}."]
    f1, f2 = fee(rng, d), fee(rng, d)
    return f"Buying {d['fee_np']} at {o1} and another at {o2} costs {money(f1 + f2)} in total.", [f"{o1} charges {money(f1)} for {d['fee_np']}.", f"At {o2}, {d['fee_np']} costs {money(f2)}."]


def r_difference(rng, d, w):
    o1, o2 = rng.sample(d["orgs"], 2); a, b = sorted(metric(rng, d, 2), reverse=True); M = d["metric"]
    if w == 0:
        return f"{o1} has {a - b} more {M} than {o2}.", [f"{o1} has {a} {M}.", f"{o2} has {b} {M}."]
    if w == 1:
        return f"{o2} has {a - b} fewer {M} than {o1}.", [f"There are {b} {M} at {o2}.", f"There are {a} {M} at {o1}."]
    if w == 2:
        return f"The difference between the number of {M} at {o1} and at {o2} is {a - b}.", [f"{o1} has {a} {M}, compared with {b} at {o2}."]
    f1, f2 = sorted([fee(rng, d), fee(rng, d)], reverse=True)
    if f1 == f2:
        f1 += 50
    return f"{cap(d['fee_np'])} costs {money(f1 - f2)} more at {o1} than at {o2}.", [f"{o1} charges {money(f1)} for {d['fee_np']}.", f"{o2} charges {money(f2)} for {d['fee_np']}."]


def conv_pair(rng, d):
    o = rng.choice(d["orgs"]); tmpl, u, (lo, hi) = d["conv"]; v = rng.randrange(lo, hi + 1)
    u2, f = CONV[u]
    return tmpl.format(org=o), v, u, v * f, u2, o


def r_unit_conversion(rng, d, w):
    if w in (0, 3):
        subj, v, u, v2, u2, o = conv_pair(rng, d)
        if w == 3 and v <= 10:
            return f"{subj} {qty(v2, u2)}.", [f"{subj} {NUMW[v]} {SING[u] if v == 1 else u}."]
        return f"{subj} {qty(v2, u2)}.", [f"{subj} {qty(v, u)}."]
    o = rng.choice(d["orgs"]); p = fee(rng, d)
    if w == 1:
        return f"{o} charges {p} pence for {d['fee_np']}.", [f"{o} charges {money(p)} for {d['fee_np']}."]
    return f"{cap(d['fee_np'])} at {o} costs {money(p)}.", [f"The charge for {d['fee_np']} at {o} is {p}p."]


def r_reordered_clauses(rng, d, w):
    o = rng.choice(d["orgs"]); G = rng.choice(d["groups"]); day = rng.choice(DAYS[:6])
    t1 = rng.choice(["9am", "10am", "1pm", "2pm"]); t2 = rng.choice(["4pm", "5pm", "6pm"])
    y1 = rng.randrange(1960, 2000); y2 = rng.randrange(2005, 2024)
    P = people(rng, 1)[0]
    if w == 0:
        return f"{o} hosts {G} from {t1} to {t2} every {day}.", [f"On {day}s, {G} meets at {o} from {t1} to {t2}."]
    if w == 1:
        return f"From {t1} until {t2} on {day}s, {G} meets at {o}.", [f"{cap(G)} meets at {o} every {day}, from {t1} to {t2}."]
    if w == 2:
        return f"Refurbished in {y2}, {o} had first opened in {y1}.", [f"{o} opened in {y1} and was refurbished in {y2}."]
    y1 = rng.randrange(2008, 2016); y2 = rng.randrange(2017, 2025); role = rng.choice(["chair", "treasurer", "secretary"])
    return f"{P} became {G}'s {role} in {y2}, having joined it in {y1}.", [f"{P} joined {G} in {y1} and became its {role} in {y2}."]


def r_negation_paraphrase(rng, d, w):
    o = rng.choice(d["orgs"]); pos, neg, paras = d["neg"]
    if w == 0:
        return paras[0].format(org=o) + ".", [neg.format(org=o) + "."]
    if w == 1:
        return paras[1].format(org=o) + ".", [neg.format(org=o) + "."]
    return neg.format(org=o) + ".", [rng.choice(paras).format(org=o) + "."]


def r_converse_relation(rng, d, w):
    A, B = people(rng, 2); G = rng.choice(d["groups"]); yr = rng.randrange(2012, 2025)
    o1, o2 = rng.sample(d["orgs"], 2); M = d["metric"]
    if w == 0:
        return f"{B} supervises {A}.", [f"At {d['service']}, {A} reports to {B}."]
    if w == 1:
        return f"{o2} has fewer {M} than {o1}.", [f"{o1} has more {M} than {o2}."]
    if w == 2:
        role = rng.choice(["chair", "coordinator", "secretary"])
        return f"{B} was {role} of {G} before {A}.", [f"{A} took over from {B} as {role} of {G} in {yr}."]
    if w == 3:
        return f"{B} was hired by {A} in {yr}.", [f"{A} hired {B} as an assistant in {yr}."]
    return f"{o2} opened later than {o1}.", [f"{o1} opened earlier than {o2}."]


def r_date_format(rng, d, w):
    E = d["event"]; dt = a_date(rng)
    pairs = [("long", "dmy"), ("long", "iso"), ("plain", "us"), ("iso", "plain"), ("dmy", "ord"), ("us", "abbr")]
    ps, cs = pairs[w % len(pairs)]
    return f"{cap(E)} is scheduled for {fmt_date(dt, cs)}.", [f"{cap(E)} will take place on {fmt_date(dt, ps)}."]


def r_hedge_kept(rng, d, w):
    S = d["service"]; pl = d["plan"][0]; P = people(rng, 1)[0]; yr = rng.choice([2026, 2027, 2028])
    if w == 0:
        return f"{P} said {S} would probably {pl} by {yr}.", [f"According to {P}, {S} is likely to {pl} by {yr}."]
    if w == 1:
        return f"{cap(S)} has not yet decided whether to {pl}.", [f"{cap(S)} might {pl}, but no decision has been made."]
    if w == 2:
        return f"{cap(S)} is expected to {pl} in {yr}.", [f"Officers expect {S} to {pl} in {yr}."]
    return f"The council has not confirmed reports that {S} will {pl}.", [f"Reports that {S} will {pl} have not been confirmed by the council."]


def r_plan_condition_kept(rng, d, w):
    S = d["service"]; pl = d["plan"][0]; mo = rng.choice(MONTHS); yr = rng.choice([2026, 2027])
    if w == 0:
        return f"In {yr}, {S} intends to {pl}.", [f"{cap(S)} plans to {pl} in {yr}."]
    if w == 1:
        return f"{cap(S)} will {pl} provided that the budget is approved in {mo}.", [f"If the budget is approved in {mo}, {S} will {pl}."]
    if w == 2:
        return f"Without councillors' approval of the funding, {S} will not {pl}.", [f"{cap(S)} will {pl} only if councillors approve the funding."]
    return f"Councillors are due to consider a proposal to {pl} in {mo}.", [f"A proposal that {S} should {pl} will be put to councillors in {mo}."]


def r_quote_attributed(rng, d, w):
    P = people(rng, 1)[0]; S = d["service"]; role = rng.choice(d["roles"]); q = d["quote"]; yr = rng.randrange(2015, 2025)
    if w == 0:
        return f"According to {S}'s {role}, \"{q}\"", [f"\"{q}\" said {P}.", f"{P} is {S}'s {role}."]
    if w == 1:
        return f"{cap(S)}'s {role} told the meeting: \"{q}\"", [f"{P}, who has been {S}'s {role} since {yr}, told the meeting: \"{q}\""]
    return f"{P}, the {role} of {S}, said: \"{q}\"", [f"\"{q}\" - {P}", f"{cap(role)} of {S}: {P} (appointed {yr})."]


def r_current_value(rng, d, w):
    o = rng.choice(d["orgs"]); old = fee(rng, d); new = fee(rng, d, avoid=(old,)); yr = rng.choice([2023, 2024, 2025])
    if w == 0:
        return f"{o} now charges {money(new)} for {d['fee_np']}.", [f"{o} used to charge {money(old)} for {d['fee_np']}. Since April {yr}, the charge has been {money(new)}."]
    if w == 1:
        return f"From April {yr}, {d['fee_np']} at {o} costs {money(new)}.", [f"{yr - 1} price list: {d['fee_np']} at {o}: {money(old)}.", f"From 1 April {yr}, the price of {d['fee_np']} at {o} changes to {money(new)}, replacing the previous price."]
    a, b = metric(rng, d, 2)
    return f"{o} currently has {b} {d['metric']}.", [f"{o} had {a} {d['metric']} last year; after the refit it now has {b}."]


def r_comparative_from_values(rng, d, w):
    o = rng.sample(d["orgs"], 3); v = metric(rng, d, 3); M = d["metric"]; K = d["kind"][1]
    ps = [f"{o[i]} has {v[i]} {M}." for i in range(3)]
    if w == 0:
        return f"Of these three {K}, {o[v.index(max(v))]} has the most {M}.", ps
    if w == 1:
        return f"Of {o[0]}, {o[1]} and {o[2]}, {o[v.index(min(v))]} has the fewest {M}.", ps
    if w == 2:
        hi, lo = (0, 1) if v[0] > v[1] else (1, 0)
        return f"{o[hi]} has more {M} than {o[lo]}.", ps[:2]
    f1, f2 = fee(rng, d), fee(rng, d)
    while f1 == f2:
        f2 = fee(rng, d)
    lo, hi = (0, 1) if f1 < f2 else (1, 0)
    return f"{cap(d['fee_np'])} is cheaper at {o[lo]} than at {o[hi]}.", [f"{o[0]} charges {money(f1)} for {d['fee_np']}.", f"{o[1]} charges {money(f2)} for {d['fee_np']}."]


def r_closed_list_exclusion(rng, d, w):
    o = rng.choice(d["orgs"]); k = rng.randrange(3, 5); xs = rng.sample(d["items"], k + 1); x = xs.pop()
    lv, lvb = d["lverb"]; ln = d["lnoun"]
    if w == 0:
        return f"{o} does not {lvb} {x}.", [f"{o} {lv} only the following {ln}: {listing(xs)}."]
    if w == 1:
        return f"{cap(x)} is not among the {ln} that {o} {lv}.", [f"The only {ln} {o} {lv} are {listing(xs)}."]
    return f"{o} does not {lvb} {x}.", [f"{o} {lv} {listing(xs)}, and no other {ln}."]


def r_part_correctly(rng, d, w):
    REL = d.get("rel", "run by")
    S = d["service"]; m = rng.randrange(5, 9); k = rng.randrange(2, m - 1); fb, fs = d["feature"]; K = d["kind"][1]
    p = [f"{k} of the {m} {K} {REL} {S} {fb}."]
    if w == 0:
        return f"Not all of the {K} {REL} {S} {fb}.", p
    if w == 1:
        return f"Some of the {K} {REL} {S} {fb}.", p
    if w == 2:
        return f"{m - k} of the {m} {K} {REL} {S} do not {fb}.", p
    k = rng.randrange(m // 2 + 1, m)
    return f"Most of the {K} {REL} {S} {fb}.", [f"{k} of the {m} {K} {REL} {S} {fb}."]


def r_entity_disambiguation(rng, d, w):
    o1, o2 = d["orgs"][0], d["orgs"][1]
    if rng.random() < 0.5:
        o1, o2 = o2, o1
    M = d["metric"]
    if w == 0:
        a, b = metric(rng, d, 2)
        return f"There are {b} {M} at {o2}.", [f"{o1} has {a} {M}.", f"{o2} has {b} {M}."]
    if w == 1:
        f1 = fee(rng, d); f2 = fee(rng, d, avoid=(f1,))
        return f"{cap(d['fee_np'])} costs {money(f2)} at {o2}.", [f"{o1} charges {money(f1)} for {d['fee_np']}; {o2} charges {money(f2)}."]
    P1, P2 = people(rng, 2); g1, g2 = rng.sample(range(4), 2)
    return f"{cap(d['groups'][g2])} is chaired by {P2}.", [f"{P1} chairs {d['groups'][g1]}.", f"{P2} chairs {d['groups'][g2]}."]


def r_date_arithmetic(rng, d, w):
    o1, o2 = rng.sample(d["orgs"], 2); y1 = rng.randrange(1970, 2005); y2 = y1 + rng.randrange(3, 19)
    if w == 0:
        return f"{o1} opened {y2 - y1} years before {o2}.", [f"{o1} opened in {y1}.", f"{o2} opened in {y2}."]
    if w == 1:
        return f"{o2} is {y2 - y1} years younger than {o1}.", [f"{o2} was opened in {y2}.", f"{o1} first opened its doors in {y1}."]
    P = people(rng, 1)[0]; G = rng.choice(d["groups"]); a = rng.randrange(2005, 2015); b = a + rng.randrange(2, 10)
    return f"{P} was a member of {G} for {b - a} years.", [f"{P} joined {G} in {a} and left in {b}."]


# ---------------------------------------------------------------- WRONG families
def w_chain_wrong_link(rng, d, w):
    P = people(rng, 1)[0]; g1, g2 = rng.sample(range(4), 2); lead = rng.choice(LEAD); yr = rng.randrange(2012, 2024)
    G1, G2, T2 = d["groups"][g1], d["groups"][g2], d["tasks"][g2]
    ps = chain_passages(rng, d, w % 4, P, G1, d["tasks"][g1], lead, yr, rng.choice(JOBS))
    # hop 2 is replaced: the task belongs to another group; G1's own task is dropped or kept (w>=4 keeps it)
    verb, verbed, noun = lead
    if w % 2 == 0:
        ps = [ps[0] if w % 4 != 2 else f"{cap(G1)} is {verbed} by {P}.", f"{cap(G2)} {T2}."]
    else:
        ps = ps + [f"{cap(G2)} {T2}."]
    return chain_claim(rng, P, T2, lead, d["service"]), ps


def w_chain_missing_hop(rng, d, w):
    P = people(rng, 1)[0]; gi = rng.randrange(4); G = d["groups"][gi]; T = d["tasks"][gi]
    lead = rng.choice(LEAD); verb, verbed, noun = lead; o = rng.choice(d["orgs"]); S = d["service"]
    if w == 0:
        ps = [f"{P} {verb} {G}.", f"One of the volunteer groups in {S} {T}."]
    elif w == 1:
        ps = [f"{P} {verb} {G}.", f"{cap(G)} meets on Tuesdays at {o}.", f"On Tuesdays, {o} also hosts a group that {T}."]
    elif w == 2:
        ps = [f"{P} has volunteered with {G} since 2019.", f"{cap(G)} {T}."]
        return chain_claim(rng, P, T, lead, S), ps
    else:
        ps = [f"{P}, {noun} of {G}, spoke at the annual meeting.", f"Several groups help {S}; the one that {T} is based at {o}."]
    return chain_claim(rng, P, T, lead, S), ps


def w_list_outside(rng, d, w):
    o1, o2 = rng.sample(d["orgs"], 2); k = rng.randrange(3, 6); xs = rng.sample(d["items"], k + 2); x = xs[k]
    lv, lvb = d["lverb"]; ln = d["lnoun"]; L = xs[:k]
    if w == 0:
        return f"{o1} {lv} {x}.", [f"{o1} {lv} only the following {ln}: {listing(L)}."]
    if w == 1:
        return f"One of the {ln} that {o1} {lv} is {x}.", [f"The {ln} {o1} {lv} are {listing(L)}."]
    if w == 2:
        return f"{o1} {lv} {x}.", [f"{o1} {lv} {listing(L)}.", f"{o2} {lv} {listing(xs[k:])}."]
    return f"{o1} {lv} {x}.", [f"{cap(ln)} at {o1}: " + "; ".join(L) + ". No other " + ln + " are available there."]


def w_quote_misattributed(rng, d, w):
    A, B = people(rng, 2); S = d["service"]; r1, r2 = d["roles"]; q = d["quote"]
    if rng.random() < 0.5:
        r1, r2 = r2, r1
    if w == 0:
        return f"{B} said: \"{q}\"", [f"\"{q}\" said {A}, {S}'s {r1}.", f"{B} is {S}'s {r2}."]
    if w == 1:
        return f"{cap(S)}'s {r2} said: \"{q}\"", [f"{A}, {S}'s {r1}, told the meeting: \"{q}\"", f"{B}, the {r2}, also attended the meeting."]
    if w == 2:
        return f"According to {B}, \"{q}\"", [f"{B} introduced {A} at the meeting.", f"{A} then said: \"{q}\""]
    return f"{cap(S)}'s {r2} said: \"{q}\"", [f"\"{q}\" - {A}", f"{cap(r2)} of {S}: {B}."]


def w_extra_fact(rng, d, w):
    REL = d.get("rel", "run by")
    o = rng.choice(d["orgs"]); yr = rng.randrange(1975, 2015); P = people(rng, 1)[0]
    if w == 0:
        m = money(fee(rng, d))
        return f"{o}, which opened in {yr}, charges {m} for {d['fee_np']}.", [f"{o} charges {m} for {d['fee_np']}."]
    if w == 1:
        gi = rng.randrange(4); G = d["groups"][gi]
        return f"{P}, who founded {G} in {yr}, chairs it.", [f"{P} chairs {G}.", f"{cap(G)} {d['tasks'][gi]}."]
    if w == 2:
        dt = a_date(rng)
        return f"{cap(d['event'])}, which is free to attend, will take place on {fmt_date(dt, 'plain')}.", [f"{cap(d['event'])} will take place on {fmt_date(dt, 'long')}."]
    n = metric(rng, d)[0]
    return f"{o} has {n} {d['metric']} and is the busiest {d['kind'][0]} {REL} {d['service']}.", [f"{o} has {n} {d['metric']}."]


def w_stale_value(rng, d, w):
    o = rng.choice(d["orgs"]); old = fee(rng, d); new = fee(rng, d, avoid=(old,)); yr = rng.choice([2023, 2024, 2025])
    if w == 0:
        return f"{o} charges {money(old)} for {d['fee_np']}.", [f"{o} used to charge {money(old)} for {d['fee_np']}. Since April {yr}, the charge has been {money(new)}."]
    if w == 1:
        return f"{cap(d['fee_np'])} at {o} costs {money(old)}.", [f"{yr - 1} price list: {d['fee_np']} at {o}: {money(old)}.", f"From 1 April {yr}, the price of {d['fee_np']} at {o} changes to {money(new)}, replacing the previous price."]
    if w == 2:
        a, b = metric(rng, d, 2)
        return f"{o} has {a} {d['metric']}.", [f"{o} had {a} {d['metric']} last year; after the refit it now has {b}."]
    dt = a_date(rng); dt2 = dt + datetime.timedelta(days=rng.choice([7, 14]))
    return f"{cap(d['event'])} is on {fmt_date(dt, 'plain')}.", [f"{cap(d['event'])}, originally planned for {fmt_date(dt, 'plain')}, has been moved to {fmt_date(dt2, 'plain')}."]


def w_plan_as_fact(rng, d, w):
    S = d["service"]; pl, fact = d["plan"]; mo = rng.choice(MONTHS)
    c = f"{cap(S)} {fact}."
    if w == 0:
        return c, [f"{cap(S)} plans to {pl}."]
    if w == 1:
        return c, [f"{cap(S)} has announced plans to {pl} next year."]
    if w == 2:
        return c, [f"{cap(S)} is consulting residents on a proposal to {pl}."]
    return c, [f"Councillors will vote in {mo} on whether {S} should {pl}."]


def w_condition_as_fact(rng, d, w):
    S = d["service"]; pl = d["plan"][0]; mo = rng.choice(MONTHS); yr = rng.choice([2026, 2027])
    if w == 0:
        return f"{cap(S)} will {pl}.", [f"If the budget is approved in {mo}, {S} will {pl}."]
    if w == 1:
        return f"{cap(S)} is going to {pl} in {yr}.", [f"{cap(S)} will {pl} in {yr} only if councillors approve the funding."]
    if w == 2:
        o = rng.choice(d["orgs"]); fb, fs = d["feature"]
        return f"{o} will {fb} from next year.", [f"Subject to planning permission, {o} will {fb} from next year."]
    return f"{cap(S)} will {pl} in {yr}.", [f"{cap(S)} could {pl} in {yr}, provided a government grant is awarded."]


def w_rumour_as_fact(rng, d, w):
    S = d["service"]; pl, fact = d["plan"]; o = rng.choice(d["orgs"]); pos, neg, paras = d["neg"]
    if w == 0:
        return f"{o} will close next year.", [f"Staff have heard rumours that {o} will close next year; the council says no decision has been made."]
    if w == 1:
        return f"{cap(S)} will {pl}.", [f"Unconfirmed reports suggest that {S} will {pl}."]
    if w == 2:
        return pos.format(org=o) + ".", [f"Some residents claim that {pos.format(org=o)}, but this could not be verified."]
    return f"{cap(S)} {fact}.", [f"A post on a local social-media group says {S} {fact}; the council has not commented."]


def w_part_as_whole(rng, d, w):
    REL = d.get("rel", "run by")
    S = d["service"]; m = rng.randrange(5, 9); k = rng.randrange(2, m); fb, fs = d["feature"]; K, Ks = d["kind"][0], d["kind"][1]
    p = [f"{k} of the {m} {Ks} {REL} {S} {fb}."]
    if w == 0:
        return f"All of the {Ks} {REL} {S} {fb}.", p
    if w == 1:
        return f"Every {K} {REL} {S} {fs}.", p
    if w == 2:
        return f"{cap(S)}'s {Ks} all {fb}.", p
    o = rng.choice(d["orgs"])
    return f"{o} {fs}.", [f"Some of the {Ks} {REL} {S} {fb}.", f"{o} is one of the {Ks} {REL} {S}."]


def w_similar_entity(rng, d, w):
    o1, o2 = d["orgs"][0], d["orgs"][1]
    if rng.random() < 0.5:
        o1, o2 = o2, o1
    M = d["metric"]
    if w == 0:
        a = metric(rng, d)[0]
        return f"{o2} has {a} {M}.", [f"{o1} has {a} {M}."]
    if w == 1:
        a, b = metric(rng, d, 2)
        return f"There are {a} {M} at {o2}.", [f"{o1} has {a} {M}.", f"{o2} has {b} {M}."]
    if w == 2:
        f1 = fee(rng, d); f2 = fee(rng, d, avoid=(f1,))
        return f"{cap(d['fee_np'])} costs {money(f1)} at {o2}.", [f"{o1} charges {money(f1)} for {d['fee_np']}; {o2} charges {money(f2)}."]
    dist = rng.choice(DISTRICTS)
    return f"{cap(d['event'])} takes place at {o2}.", [f"{cap(d['event'])} takes place at {o1}, in {dist}."]


def w_number_off(rng, d, w):
    o = rng.choice(d["orgs"])
    if w == 0:
        a = metric(rng, d)[0]; b = a + rng.choice([-3, -2, -1, 1, 2, 3, 10])
        return f"{o} has {b} {d['metric']}.", [f"{o} has {a} {d['metric']}."]
    if w == 1:
        f1 = fee(rng, d); f2 = f1 + rng.choice([-50, 50, 100])
        return f"{o} charges {money(f2)} for {d['fee_np']}.", [f"The fee for {d['fee_np']} at {o} is {money(f1)}."]
    if w == 2:
        y = rng.randrange(1975, 2015)
        return f"{o} opened in {y + rng.choice([-1, 1, 10])}.", [f"{o} opened in {y}."]
    subj, v, u, v2, u2, _ = conv_pair(rng, d)
    return f"{subj} {qty(v + 1, u)}.", [f"{subj} {qty(v, u)}."]


def w_arithmetic_wrong(rng, d, w):
    o1, o2 = rng.sample(d["orgs"], 2); a, b = sorted(metric(rng, d, 2), reverse=True); M = d["metric"]
    err = rng.choice([-10, -2, -1, 1, 2, 10])
    if w == 0:
        return f"{o1} and {o2} have {a + b + err} {M} between them.", [f"{o1} has {a} {M}.", f"{o2} has {b} {M}."]
    if w == 1:
        return f"{o1} has {a - b + err if a - b + err > 0 else a - b + 3} more {M} than {o2}.", [f"There are {a} {M} at {o1}.", f"There are {b} {M} at {o2}."]
    if w == 2:
        return f"Together, {o1} and {o2} have {a * 2 + b} {M}.", [f"{o1} has {a} {M}, while {o2} has {b}."]
    f1, f2 = fee(rng, d), fee(rng, d)
    return f"Buying {d['fee_np']} at {o1} and another at {o2} costs {money(f1 + f2 + rng.choice([-100, 50, 100]))} in total.", [f"{o1} charges {money(f1)} for {d['fee_np']}.", f"At {o2}, {d['fee_np']} costs {money(f2)}."]


def w_negation_flipped(rng, d, w):
    o = rng.choice(d["orgs"]); pos, neg, paras = d["neg"]
    if w == 0:
        return pos.format(org=o) + ".", [neg.format(org=o) + "."]
    if w == 1:
        return pos.format(org=o) + ".", [rng.choice(paras).format(org=o) + "."]
    if w == 2:
        return neg.format(org=o) + ".", [pos.format(org=o) + "."]
    return rng.choice(paras).format(org=o) + ".", [pos.format(org=o) + "."]


def w_superlative_turned(rng, d, w):
    o = rng.sample(d["orgs"], 3); v = metric(rng, d, 3); M = d["metric"]; K = d["kind"][1]
    ps = [f"{o[i]} has {v[i]} {M}." for i in range(3)]
    if w == 0:
        return f"Of these three {K}, {o[v.index(min(v))]} has the most {M}.", ps
    if w == 1:
        return f"Of {o[0]}, {o[1]} and {o[2]}, {o[v.index(max(v))]} has the fewest {M}.", ps
    if w == 2:
        hi, lo = (0, 1) if v[0] > v[1] else (1, 0)
        return f"{o[lo]} has more {M} than {o[hi]}.", ps[:2]
    f1, f2 = fee(rng, d), fee(rng, d)
    while f1 == f2:
        f2 = fee(rng, d)
    lo, hi = (0, 1) if f1 < f2 else (1, 0)
    return f"{cap(d['fee_np'])} is cheaper at {o[hi]} than at {o[lo]}.", [f"{o[0]} charges {money(f1)} for {d['fee_np']}.", f"{o[1]} charges {money(f2)} for {d['fee_np']}."]


def w_date_moved(rng, d, w):
    E = d["event"]; dt = a_date(rng)
    if w == 0:
        dt2 = dt + datetime.timedelta(days=rng.choice([-2, -1, 1, 2]))
        return f"{cap(E)} is scheduled for {fmt_date(dt2, 'dmy')}.", [f"{cap(E)} will take place on {fmt_date(dt, 'long')}."]
    if w == 1:
        dt2 = dt.replace(month=dt.month % 12 + 1)
        return f"{cap(E)} is scheduled for {fmt_date(dt2, 'plain')}.", [f"{cap(E)} will take place on {fmt_date(dt, 'iso')}."]
    if w == 2:
        dt2 = dt.replace(year=dt.year + 1)
        return f"{cap(E)} is scheduled for {fmt_date(dt2, 'us')}.", [f"{cap(E)} will take place on {fmt_date(dt, 'plain')}."]
    # moved by a week, different format
    return f"{cap(E)} is scheduled for {fmt_date(dt, 'plain')}.", [f"{cap(E)} will take place on {fmt_date(dt + datetime.timedelta(days=7), 'abbr')}."]


def w_overgeneralise(rng, d, w):
    REL = d.get("rel", "run by")
    o = rng.choice(d["orgs"]); day = rng.choice(DAYS[:5])
    if w == 0:
        return f"{cap(d['fee_np'])} is free for everyone at {o}.", [f"{o} waives the fee for {d['fee_np']} for {d['subgroup']}."]
    if w == 1:
        return f"{o} stays open until 8pm.", [f"On {day}s, {o} stays open until 8pm; on other days it closes at 5pm."]
    if w == 2:
        p = fee(rng, d); q = fee(rng, d, avoid=(p,)); p, q = min(p, q), max(p, q)
        return f"{o} charges {money(p)} for {d['fee_np']}.", [f"{o} charges {d['subgroup']} {money(p)} for {d['fee_np']}; the standard price is {money(q)}."]
    return f"{o} does not charge for {d['fee_np']}.", [f"In {rng.choice(MONTHS)} {rng.choice([2024, 2025])}, {o} did not charge for {d['fee_np']} as part of a one-month promotion."]


def w_list_count_wrong(rng, d, w):
    o = rng.choice(d["orgs"]); k = rng.randrange(3, 6); xs = rng.sample(d["items"], k)
    lv, lvb = d["lverb"]; ln = d["lnoun"]
    if w == 0:
        return f"{o} {lv} {NUMW[k + 1]} {ln}.", [f"{o} {lv} the following {ln}: {listing(xs)}."]
    if w == 1:
        return f"{o} {lv} exactly {k - 1} {ln}.", [f"{o}'s {ln} are: {listing(xs)}."]
    if w == 2:
        h = 2
        return f"{o} {lv} {NUMW[h]} {ln} in total.", [f"{o} {lv} {listing(xs[:h])}.", f"In addition to these, {o} {lv} {listing(xs[h:])}, and nothing else."]
    return f"The number of {ln} {o} {lv} is {k + 2}.", [f"The only {ln} {o} {lv} are {listing(xs)}."]


def w_unit_conversion_wrong(rng, d, w):
    if w in (0, 3):
        subj, v, u, v2, u2, o = conv_pair(rng, d)
        bad = {"weeks": v * 10, "hours": v * 100, "km": v * 100, "kg": v * 100, "tonnes": v * 100}[u]
        if w == 3:
            bad = v2 + rng.choice([-1, 1]) * (CONV[u][1] // 2 if u != "weeks" else 3)
        return f"{subj} {qty(bad, u2)}.", [f"{subj} {qty(v, u)}."]
    o = rng.choice(d["orgs"]); p = fee(rng, d)
    if w == 1:
        return f"{o} charges {p // 10} pence for {d['fee_np']}.", [f"{o} charges {money(p)} for {d['fee_np']}."]
    return f"{cap(d['fee_np'])} at {o} costs {money(p * 10)}.", [f"The charge for {d['fee_np']} at {o} is {p}p."]


def w_converse_wrong(rng, d, w):
    A, B = people(rng, 2); G = rng.choice(d["groups"]); yr = rng.randrange(2012, 2025)
    o1, o2 = rng.sample(d["orgs"], 2)
    if w == 0:
        return f"{A} supervises {B}.", [f"At {d['service']}, {A} reports to {B}."]
    if w == 1:
        role = rng.choice(["chair", "coordinator", "secretary"])
        return f"{A} was {role} of {G} before {B}.", [f"{A} took over from {B} as {role} of {G} in {yr}."]
    if w == 2:
        return f"{A} was hired by {B} in {yr}.", [f"{A} hired {B} as an assistant in {yr}."]
    return f"{o2} opened earlier than {o1}.", [f"{o1} opened earlier than {o2}."]


def w_modality_changed(rng, d, w):
    subj, act = d["modal"]
    if w == 0:
        return f"{subj} must {act}.", [f"{subj} may {act}."]
    if w == 1:
        return f"{subj} are required to {act}.", [f"{subj} can {act} if they wish."]
    if w == 2:
        return f"{subj} must {act}.", [f"{subj} are encouraged, but not required, to {act}."]
    return f"{subj} may choose whether to {act}.", [f"{subj} must {act}."]


RIGHT = [("chain_person_group", r_chain_person_group, 4), ("paraphrase_synonym", r_paraphrase_synonym, 4),
         ("list_count", r_list_count, 4), ("quote_attributed", r_quote_attributed, 3),
         ("closed_list_exclusion", r_closed_list_exclusion, 3), ("chain_event_place", r_chain_event_place, 4),
         ("list_member", r_list_member, 4), ("sum", r_sum, 4), ("difference", r_difference, 4),
         ("unit_conversion", r_unit_conversion, 4), ("reordered_clauses", r_reordered_clauses, 4),
         ("negation_paraphrase", r_negation_paraphrase, 3), ("converse_relation", r_converse_relation, 5),
         ("date_format", r_date_format, 6), ("hedge_kept", r_hedge_kept, 4),
         ("plan_condition_kept", r_plan_condition_kept, 4), ("current_value", r_current_value, 3),
         ("comparative_from_values", r_comparative_from_values, 4), ("part_correctly", r_part_correctly, 4),
         ("entity_disambiguation", r_entity_disambiguation, 3), ("date_arithmetic", r_date_arithmetic, 3)]
WRONG = [("chain_wrong_link", w_chain_wrong_link, 4), ("chain_missing_hop", w_chain_missing_hop, 4),
         ("list_outside", w_list_outside, 4), ("quote_misattributed", w_quote_misattributed, 4),
         ("extra_fact", w_extra_fact, 4), ("stale_value", w_stale_value, 4),
         ("plan_as_fact", w_plan_as_fact, 4), ("condition_as_fact", w_condition_as_fact, 4),
         ("rumour_as_fact", w_rumour_as_fact, 4), ("part_as_whole", w_part_as_whole, 4),
         ("similar_entity", w_similar_entity, 4), ("number_off", w_number_off, 4),
         ("arithmetic_wrong", w_arithmetic_wrong, 4), ("negation_flipped", w_negation_flipped, 4),
         ("superlative_turned", w_superlative_turned, 4), ("date_moved", w_date_moved, 4),
         ("overgeneralise", w_overgeneralise, 4), ("list_count_wrong", w_list_count_wrong, 4),
         ("unit_conversion_wrong", w_unit_conversion_wrong, 4), ("converse_wrong", w_converse_wrong, 4),
         ("modality_changed", w_modality_changed, 4)]


def distractors(rng, d, text):
    """On-domain passages that neither support nor contradict the claim: generic facts about the
    service, opening hours of a branch not mentioned, meeting times of a group not mentioned."""
    pool = list(d["distract"])
    free_orgs = [o for o in d["orgs"] if o not in text]
    free_groups = [g for g in d["groups"] if g not in text and cap(g) not in text]
    if free_orgs:
        pool.append(f"{rng.choice(free_orgs)} is open from 9am to 5pm on weekdays.")
    if free_groups:
        pool.append(f"{cap(rng.choice(free_groups))} meets on the first Monday of each month.")
    return rng.sample(pool, rng.choice([1, 2]))


def main():
    rng = random.Random(SEED)
    rows = []
    for gold, fams, prefix in (("right", RIGHT, "R"), ("wrong", WRONG, "W")):
        for fi, (name, fn, nw) in enumerate(fams):
            n = 15 if fi < 6 else 14
            for i in range(n):
                d = DOMAINS[(i + fi) % len(DOMAINS)]
                w = (i + fi) % nw if nw != 4 else i % 4
                claim, ps = fn(rng, d, w)
                ps = list(ps)
                if rng.random() < 0.5:
                    ps += distractors(rng, d, claim + " " + " ".join(ps))
                rng.shuffle(ps)
                rows.append({"group": f"{prefix}:{name}", "template": f"{prefix}:{name}/w{w}", "kind": f"{prefix}:{name}",
                             "domain": d["key"], "wording": f"w{w}", "claim": claim, "passages": ps, "gold": gold})
    assert sum(r["gold"] == "right" for r in rows) == 300 and sum(r["gold"] == "wrong" for r in rows) == 300, len(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "pairs to", OUT)


if __name__ == "__main__":
    main()
