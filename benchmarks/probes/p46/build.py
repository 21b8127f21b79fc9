"""Build /tmp/p46/pairs.jsonl: 30 templates x 10 domains = 300 twin groups (600 rows).
Standard library only; deterministic (random.Random(4646))."""
import json
import os
import random
import datetime

from lexicon import DOMAINS, words, cap, fdate, money, pron, MONTHS, poss

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(4646)


def people(d, r, k, mixed=False):
    ppl = d["people"][:]
    if mixed:
        f = [p for p in ppl if p[1] == "f"]
        m = [p for p in ppl if p[1] == "m"]
        a, b = r.choice(f), r.choice(m)
        return [a, b] if r.random() < 0.5 else [b, a]
    return r.sample(ppl, k)


def rdate(r, y0=2016, y1=2023, m0=1, m1=12, d0=2, d1=27):
    return datetime.date(r.randint(y0, y1), r.randint(m0, m1), r.randint(d0, d1))


# ---------------------------------------------------------------- templates
# Each returns dict(P=[passagesA, passagesB], R=[(kind, text)]*2, W=[(kind, text)]*2);
# W[0] reuses the passages' own words closely, W[1] paraphrases.

def t01(d, r):  # relation reversed
    o, p = d["org"], d["partner"]
    dt = rdate(r, 2014, 2022)
    mon, y = MONTHS[dt.month - 1], dt.year
    (f, fg), = people(d, r, 1)
    n = r.randint(6, 40)
    P = [[f"{o} completed its acquisition of {p}, {d['partner_desc']}, in {mon} {y}. The deal, whose value was "
          f"not disclosed, brought roughly {n} people into {d['short']}. {poss(p)} founder, {f}, retired shortly "
          f"afterwards, saying {pron(fg)['he']} was glad the business would stay local."],
         [f"{p} ({d['partner_desc']}) has been a wholly owned subsidiary of {o} since {mon} {y}.",
          f"Before the takeover, {p} had worked with {o} for more than a decade. Its founder, {f}, stepped "
          f"down once the sale went through."]]
    Rr = [("R:voice_change", f"{p} was acquired by {o} in {y}."),
          ("R:converse_relation", f"{o} became the owner of {p} in {mon} {y}.")]
    W = [("W:relation_reversed", f"{p} completed its acquisition of {o} in {mon} {y}."),
         ("W:relation_reversed", f"{o} was taken over by {p} in {y}.")]
    return dict(P=P, R=Rr, W=W)


def t02(d, r):  # negation dropped through "declined to"
    o, b, prop = d["org"], d["board"], d["proposal"]
    (p1, g1), = people(d, r, 1)
    role = r.choice(d["roles"])
    dt = rdate(r, 2018, 2024)
    P = [[f"At its meeting on {fdate(dt, 'dmy')}, the {b} of {o} declined to approve {prop}, which had been "
          f"put forward by {p1}, the {role}. Members asked for a revised costing to be brought back in the "
          f"autumn."],
         [f"{p1} ({role}) proposed {prop} at the meeting of the {b} of {o} held on {fdate(dt, 'mdy')}.",
          f"The {b} decided against approving the proposal and asked {pron(g1)['him']} to return with revised "
          f"costings later in the year."]]
    Rr = [("R:negation_paraphrase", f"The {b} of {o} did not approve {prop}."),
          ("R:pronoun_resolution", f"{cap(prop)} was proposed by {p1} but was not approved by the {b}.")]
    W = [("W:negation_dropped_declined", f"The {b} of {o} approved {prop}, which had been put forward by {p1}."),
         ("W:negation_dropped_declined", f"{poss(o)} {b} gave the go-ahead for {prop}.")]
    return dict(P=P, R=Rr, W=W)


def t03(d, r):  # negation dropped through "fell short of"
    o, ov, on = d["org"], d["outv"], d["outn"]
    k = r.randint(*d["out_k"])
    target = k * 1000
    diff = r.randint(3, max(4, k * 2)) * 100
    n = target - diff
    y = r.randint(2017, 2023)
    P = [[f"In {y} {o} {ov} {n:,} {on}, falling short of the {words(target)} it had aimed for. "
          f"{cap(d['short'])} blamed the shortfall on a late start to the season."],
         [f"{o} set itself a target of {target:,} {on} for {y}.",
          f"The final figure for that year was {n:,}, short of the goal, which {d['short']} put down to a late "
          f"start to the season."]]
    Rr = [("R:arithmetic", f"{o} missed its {y} target by {diff:,} {on}."),
          ("R:negation_paraphrase", f"{o} did not reach its target of {target:,} {on} in {y}.")]
    W = [("W:negation_dropped_fell_short", f"In {y} {o} reached the {words(target)} {on} it had aimed for."),
         ("W:negation_dropped_fell_short", f"{o} exceeded its {y} target for {on}.")]
    return dict(P=P, R=Rr, W=W)


def t04(d, r):  # plan as done
    o, fac, fu = d["org"], d["facility"], d["funder"]
    fy = r.randint(2026, 2029)
    cost = r.choice([1.2, 1.8, 2.5, 3.4, 4.1, 5.6])
    mon = r.choice(MONTHS)
    P = [[f"{o} plans to open {fac} in {fy}. Planning permission was granted last month, but {d['short']} "
          f"said construction would not begin until {fu} confirms its share of the £{cost} million cost."],
         [f"Planning consent for {fac} was granted in {mon} this year.",
          f"{cap(d['short'])} hopes to open it in {fy}; building work has not yet started, pending a funding "
          f"decision by {fu}."]]
    Rr = [("R:plan_kept", f"{o} intends to open {fac} in {fy}."),
          ("R:paraphrase", f"Planning permission has been granted for {fac}, but construction has not begun.")]
    W = [("W:plan_as_done", f"{o} has opened {fac}, for which planning permission was granted."),
         ("W:plan_as_done", f"Construction of {fac} is under way.")]
    return dict(P=P, R=Rr, W=W)


def t05(d, r):  # allegation as fact
    o, reg, al = d["org"], d["regulator"], d["alleg"]
    (p1, g1), = people(d, r, 1)
    dt = rdate(r, 2019, 2024)
    P = [[f"A former {d['staff_sing']}, {p1}, has alleged that {o} {al}. {cap(d['short'])} denies the claim, "
          f"and {reg} said it had opened an inquiry into the matter in {MONTHS[dt.month - 1]} {dt.year}."],
         [f"{cap(reg)} confirmed on {fdate(dt, 'iso')} that it had opened an inquiry into claims about {o}.",
          f"According to {p1}, who left {d['short']} last year, managers {al}; {o} rejects "
          f"{pron(g1)['his']} account."]]
    Rr = [("R:hedge_kept", f"{o} denies {poss(p1)} claim that it {al}."),
          ("R:paraphrase", f"{cap(reg)} has opened an inquiry into claims about {o}.")]
    W = [("W:allegation_as_fact", f"{o} {al}, and {reg} has opened an inquiry into the matter."),
         ("W:allegation_as_fact", f"It has been established that {o} {al}.")]
    return dict(P=P, R=Rr, W=W)


def t06(d, r):  # estimate as exact
    o, ev = d["org"], d["event"]
    n = r.randint(3, 25) * 1000
    (p1, g1), = people(d, r, 1)
    dt = rdate(r, 2018, 2024, 5, 9)
    P = [[f"Organisers estimated that around {n:,} people attended the {ev} on {fdate(dt, 'dmy')}; no formal "
          f"head count was taken. {p1}, who chaired the organising committee for {o}, called it the busiest "
          f"in years."],
         [f"The {ev} drew an estimated {words(n)} people, {o} said.",
          f"Because entry was free and unticketed, attendance at the {fdate(dt, 'mdy')} event was not formally "
          f"counted."]]
    Rr = [("R:hedge_kept", f"Roughly {words(n)} people are thought to have attended the {ev}."),
          ("R:paraphrase", f"No formal count was made of attendance at the {ev}.")]
    W = [("W:estimate_as_exact", f"A formal head count found that {n:,} people attended the {ev}."),
         ("W:estimate_as_exact", f"Exactly {words(n)} people attended the {ev}.")]
    return dict(P=P, R=Rr, W=W)


def t07(d, r):  # range end as value
    o, ro = d["org"], d["repair_obj"]
    lo = r.randint(2, 8) * 10
    hi = lo + r.randint(1, 5) * 5
    P = [[f"Engineers have estimated that repairs to {ro} will cost between £{lo},000 and £{hi},000. "
          f"{cap(d['short'])} expects it to be out of use until the spring."],
         [f"A survey of {ro} at {o} found serious damage.",
          f"Putting it right is expected to cost at least {words(lo)} thousand pounds and no more than "
          f"£{hi}k, according to the engineers' report."]]
    Rr = [("R:range_kept", f"Repairs to {ro} are expected to cost no more than £{hi},000."),
          ("R:number_format", f"The estimated cost of repairing {ro} is between £{lo}k and £{hi}k.")]
    W = [("W:range_end_as_value", f"Engineers have estimated that repairs to {ro} will cost £{hi},000."),
         ("W:range_end_as_value", f"Fixing {ro} is expected to cost £{lo},000 at most.")]
    return dict(P=P, R=Rr, W=W)


def t08(d, r):  # rank misread
    o, a, ac, r1, r2 = d["org"], d["award"], d["award_cat"], d["rival"], d["rival2"]
    dt = rdate(r, 2018, 2024)
    P = [[f"At the {a} on {fdate(dt, 'dmy')}, {o} was ranked second in the {ac} category, behind {r1}. "
          f"{r2} finished third."],
         [f"{r1} won the {ac} title at the {dt.year} {a}.",
          f"{o} was the runner-up, with {r2} in third place."]]
    Rr = [("R:rank_converse", f"{r1} finished ahead of {o} in the {ac} category at the {a}."),
          ("R:multi_hop_rank", f"In the {ac} category at the {a}, {o} finished above {r2} but below {r1}.")]
    W = [("W:rank_misread", f"At the {a}, {o} was ranked first in the {ac} category, ahead of {r1}."),
         ("W:rank_misread", f"{o} beat {r1} to the {ac} title at the {a}.")]
    return dict(P=P, R=Rr, W=W)


def t09(d, r):  # comparison reversed via figures
    o, r1, r2, ov, on = d["org"], d["rival"], d["rival2"], d["outv"], d["outn"]
    lo, hi = d["out_k"]
    a = r.randint(lo * 100, hi * 100) * 10
    b = a + r.randint(max(2, lo), max(3, hi)) * 10 * r.randint(2, 9)
    a0 = a - r.randint(1, 9) * 10 * max(1, lo // 2)
    c = a - r.randint(5, 60) * 10 * max(1, lo // 2)
    y = r.randint(2017, 2023)
    P = [[f"In {y}, {o} {ov} {a:,} {on}, up from {a0:,} the year before.",
          f"Its neighbour {r1} {ov} {b:,} over the same period."],
         [f"Figures for {y} ({on}): {r1}, {b:,}; {o}, {a:,}; {r2}, {c:,}."]]
    Rr = [("R:computed_comparison", f"{r1} {ov} more {on} than {o} in {y}."),
          ("R:arithmetic", f"In {y}, {o} {ov} {b - a:,} fewer {on} than {r1}.")]
    W = [("W:comparison_reversed_figures", f"In {y}, {o} {ov} more {on} than {r1}."),
         ("W:comparison_reversed_figures", f"{r1} trailed {o} in {on} in {y}.")]
    return dict(P=P, R=Rr, W=W)


def t10(d, r):  # permission as obligation
    o, st = d["org"], d["staff"]
    (p1, g1), = people(d, r, 1)
    role = r.choice(d["roles"])
    mon, y = r.choice(MONTHS), r.randint(2019, 2024)
    P = [[f"{poss(o)} rota policy, updated in {mon} {y}, says {st} may swap shifts with a colleague without a "
          f"manager's approval. Swaps should still be noted on the shared calendar, {p1}, the {role}, said."],
         [f"{cap(st)} at {o} are allowed to trade shifts among themselves; a manager's sign-off is not needed.",
          f"The change was introduced in {mon} {y}."]]
    Rr = [("R:synonym", f"{cap(st)} at {o} do not need a manager's approval to swap shifts with a colleague."),
          ("R:paraphrase", f"{o} permits {st} to swap shifts without a manager's sign-off.")]
    W = [("W:permission_as_obligation",
          f"{cap(st)} at {o} must swap shifts with a colleague without a manager's approval."),
         ("W:permission_as_obligation", f"Under {poss(o)} rota policy, {st} are required to trade shifts "
                                         f"among themselves.")]
    return dict(P=P, R=Rr, W=W)


def t11(d, r):  # relative dates
    o, reg, lic = d["org"], d["regulator"], d["licence"]
    dt = rdate(r, 2017, 2023, 1, 9)
    m2 = MONTHS[dt.month + 1]
    m1 = MONTHS[dt.month]
    P = [[f"Inspectors from {reg} visited {o} on {fdate(dt, 'dmy')}.",
          f"Two months later {poss(d['short'])} {lic} was renewed for a further five years."],
         [f"{cap(reg)} carried out its inspection of {o} on {fdate(dt, 'iso')}. The renewal of the "
          f"{lic} followed two months after the visit."]]
    Rr = [("R:date_computed", f"{poss(o)} {lic} was renewed in {m2} {dt.year}."),
          ("R:converse_relative_date", f"{cap(reg)} inspected {o} two months before its {lic} was renewed.")]
    W = [("W:relative_date_misread", f"Two months before the inspection, {poss(o)} {lic} was renewed."),
         ("W:relative_date_misread", f"{poss(o)} {lic} was renewed in {m1} {dt.year}.")]
    return dict(P=P, R=Rr, W=W)


def t12(d, r):  # entity chain through a partner
    o, v, vp, sy = d["org"], d["vendor"], d["vendor_parent"], d["system"]
    y = r.randint(2015, 2022)
    P = [[f"{poss(o)} {sy} was built by {v}, a software firm it has worked with since {y}.",
          f"{v} is a subsidiary of {vp}. {poss(vp)} own role was limited to supplying the card readers used at "
          f"{poss(d['short'])} front desk."],
         [f"{vp} owns {v}, the company that developed the {sy} {o} has used since {y}. {vp} itself "
          f"provided only the card readers."]]
    Rr = [("R:multi_hop", f"{poss(o)} {sy} was developed by a subsidiary of {vp}."),
          ("R:voice_change", f"{v} built the {sy} used by {o}.")]
    W = [("W:entity_chain_partner", f"{poss(o)} {sy} was built by {vp}."),
         ("W:entity_chain_partner", f"{vp} developed the {sy} that {o} uses.")]
    return dict(P=P, R=Rr, W=W)


def t13(d, r):  # quantifier widened
    o, st, ss = d["org"], d["staff"], d["staff_sing"]
    n = r.randint(*d["staff_n"])
    mon, y = r.choice(MONTHS), r.randint(2018, 2024)
    P = [[f"Most of {poss(o)} {n} {st} took part in the first-aid refresher course held in {mon} {y}; a handful "
          f"were unable to attend because of holiday commitments."],
         [f"{o} has {words(n)} {st}.",
          f"The majority of them completed the first-aid refresher in {mon} {y}, though a few missed it."]]
    Rr = [("R:quantifier_kept", f"More than half of {poss(o)} {st} took part in the first-aid refresher course."),
          ("R:negated_universal", f"Not all of {poss(o)} {st} attended the first-aid refresher.")]
    W = [("W:quantifier_widened", f"All of {poss(o)} {n} {st} took part in the first-aid refresher course."),
         ("W:quantifier_widened", f"Every {ss} at {o} completed the first-aid refresher.")]
    return dict(P=P, R=Rr, W=W)


def t14(d, r):  # condition dropped
    o, fu, fac = d["org"], d["funder"], d["facility"]
    g = r.randint(4, 40) * 10
    (p1, g1), = people(d, r, 1)
    role = r.choice(d["roles"])
    dt = rdate(r, 2025, 2026, 3, 11, 10, 28)
    P = [[f"{cap(fu)} has offered {o} a grant of £{g},000 towards {fac}, on condition that {d['short']} raises "
          f"matching funds by {fdate(dt, 'dmy')}. {p1}, the {role}, said fundraising was going well."],
         [f"The £{g}k grant from {fu} will only be paid if {o} secures an equal sum from other sources by "
          f"{fdate(dt, 'mdy')}.",
          f"{cap(d['short'])} intends to spend the money on {fac}."]]
    Rr = [("R:condition_kept", f"The £{g},000 grant from {fu} depends on {o} raising matching funds."),
          ("R:paraphrase", f"{cap(fu)} has made {o} a conditional offer of a grant towards {fac}.")]
    W = [("W:condition_dropped", f"{cap(fu)} has given {o} a grant of £{g},000 towards {fac}."),
         ("W:condition_dropped", f"{o} will receive £{g}k from {fu} for {fac}.")]
    return dict(P=P, R=Rr, W=W)


def t15(d, r):  # negation dropped through "stopped short of"
    o, inc = d["org"], d["incident"]
    (p1, g1), = people(d, r, 1)
    role = r.choice(d["roles"])
    dt = rdate(r, 2018, 2024)
    P = [[f"An internal review by {o} of {inc} stopped short of blaming {p1}, the {role}, though it said "
          f"{pron(g1)['he']} should have escalated the problem sooner. The report was published on "
          f"{fdate(dt, 'dmy')}."],
         [f"The review into {inc}, published {fdate(dt, 'short')}, criticised the delay in escalating the "
          f"problem.",
          f"It did not, however, hold {p1} ({role} at {o}) responsible."]]
    Rr = [("R:negation_via_verb_kept", f"The review into {inc} did not blame {p1}."),
          ("R:paraphrase", f"The review into {inc} was critical of how slowly the problem was escalated.")]
    W = [("W:negation_dropped_stopped_short", f"An internal review of {inc} blamed {p1}, the {role}."),
         ("W:negation_dropped_stopped_short", f"The review found {p1} responsible for {inc}.")]
    return dict(P=P, R=Rr, W=W)


def t16(d, r):  # agent swapped across a passive chain
    o, pa = d["org"], d["partner"]
    (p1, g1), (p2, g2) = people(d, r, 2)
    r1, r2 = r.sample(d["roles"], 2)
    dt = rdate(r, 2018, 2024)
    P = [[f"The new five-year supply contract with {pa} was drafted by {p1}, {poss(o)} {r1}, and signed on behalf "
          f"of {d['short']} by {p2}, the {r2}, on {fdate(dt, 'dmy')}."],
         [f"{p2}, {poss(o)} {r2}, signed the five-year supply contract with {pa} on {fdate(dt, 'mdy')}.",
          f"{p1} ({r1}) had written the draft over the previous month."]]
    Rr = [("R:voice_change", f"{p1} drafted {poss(o)} supply contract with {pa}."),
          ("R:multi_hop_role", f"The supply contract with {pa} was signed by {poss(o)} {r2}.")]
    W = [("W:agent_swapped_passive", f"The new supply contract with {pa} was drafted by {p2} and signed by {p1}."),
         ("W:agent_swapped_passive", f"{p1} signed the supply contract with {pa} on behalf of {o}.")]
    return dict(P=P, R=Rr, W=W)


def t17(d, r):  # attribute moved to another entity in a list
    o, a, m = d["org"], d["assets"], d["made"]
    a1, a2, a3 = d["anames"]
    y1, y2, y3 = sorted(r.sample(range(1988, 2021), 3))
    while y3 - y2 < 2 or y2 - y1 < 2:
        y1, y2, y3 = sorted(r.sample(range(1988, 2021), 3))
    P = [[f"{poss(o)} three {a} are {a1} ({m} in {y1}), {a2} ({m} {y2}) and {a3}, {m} in {y3}. {cap(a2)} is the "
          f"largest of the three."],
         [f"{cap(a3)} is the newest of {poss(o)} three {a}; it was {m} in {y3}.",
          f"The oldest, {a1}, dates from {y1}, while {a2}, the largest, was {m} in {y2}."]]
    Rr = [("R:superlative_computed", f"{cap(a1)} is the oldest of {poss(o)} three {a}."),
          ("R:arithmetic", f"{cap(a2)} was {m} {words(y3 - y2)} years before {a3}.")]
    W = [("W:attribute_moved_in_list", f"{cap(a1)} was {m} in {y2}."),
         ("W:attribute_moved_in_list", f"{cap(a2)} is the newest of {poss(o)} three {a}.")]
    return dict(P=P, R=Rr, W=W)


def t18(d, r):  # currency changed
    o = d["org"]
    x = r.randint(12, 89) / 10
    c = round(x * r.uniform(0.8, 0.97), 1)
    pc = r.randint(3, 14)
    (p1, g1), = people(d, r, 1)
    y = r.randint(2019, 2024)
    dt = rdate(r, y, y, 6, 8)
    P = [[f"{o} reported revenue of £{x} million for the year to March {y}, up {pc} per cent. {p1}, the "
          f"{d['roles'][2]}, said costs had risen faster than income."],
         [f"{o} annual accounts, year to March {y}: revenue £{x}m; operating costs £{c}m.",
          f"The figures were published by {d['short']} on {fdate(dt, 'ord')}."]]
    full = int(round(x * 1000000))
    Rr = [("R:number_format", f"{poss(o)} revenue for the year to March {y} was £{full:,}."),
          ("R:number_words", f"{o} took in {x} million pounds in revenue in the year to March {y}.")]
    W = [("W:currency_changed", f"{o} reported revenue of €{x} million for the year to March {y}."),
         ("W:currency_changed", f"{poss(o)} revenue for the year to March {y} came to {x} million dollars.")]
    return dict(P=P, R=Rr, W=W)


def t19(d, r):  # percentage of the wrong base
    o, st = d["org"], d["staff"]
    lo, hi = d["staff_n"]
    while True:
        T = r.randint(lo // 20, hi // 20) * 20
        fv = r.choice([0.25, 0.4, 0.5, 0.6])
        V = T * fv
        fu = r.choice([0.25, 0.5, 0.75, 0.6, 0.4, 0.8])
        U = V * fu
        if T >= 20 and V == int(V) and U == int(U) and U > 0 and fu != fv:
            break
    V, U = int(V), int(U)
    pUV, pVT = int(round(100 * fu)), int(round(100 * fv))
    y = r.randint(2019, 2024)
    P = [[f"Of {poss(o)} {T} {st}, {V} joined within the last five years, and {U} of those recent recruits are "
          f"under thirty; none of the longer-serving {st} is, according to the {y} survey."],
         [f"{o} has {T} {st} in total.",
          f"{V} of them joined in the past five years. Among that recent group, {U} are aged under 30; "
          f"nobody who joined earlier is under 30."]]
    Rr = [("R:percentage_computed", f"{pUV} per cent of the {st} who joined {o} in the last five years are "
                                    f"under 30."),
          ("R:percentage_computed", f"{pVT}% of {poss(o)} {st} joined within the past five years.")]
    W = [("W:percentage_wrong_base", f"{pUV} per cent of {poss(o)} {T} {st} are under thirty."),
         ("W:percentage_wrong_base", f"{pUV}% of everyone among {poss(o)} {st} is under 30.")]
    return dict(P=P, R=Rr, W=W)


def t20(d, r):  # since vs until
    o, b = d["org"], d["board"]
    (p1, g1), (p2, g2) = people(d, r, 2, mixed=True)
    y1 = r.randint(2004, 2014)
    y2 = y1 + r.randint(3, 9)
    P = [[f"{p1} chaired the {b} of {o} from {y1} until {y2}, when {pron(g1)['he']} handed over to {p2}. "
          f"During {pron(g1)['his']} tenure {d['short']} moved into its current premises."],
         [f"{p2} has chaired the {b} of {o} since {y2}.",
          f"{pron(g2)['He']} succeeded {p1}, who had held the post since {y1}."]]
    Rr = [("R:arithmetic_span", f"{p1} chaired the {b} of {o} for {words(y2 - y1)} years."),
          ("R:converse_succession", f"{p1} was succeeded as chair of {poss(o)} {b} by {p2} in {y2}.")]
    W = [("W:since_until", f"{p1} has chaired the {b} of {o} since {y1}."),
         ("W:since_until", f"{p1} is still in charge of {poss(o)} {b}, having taken over in {y1}.")]
    return dict(P=P, R=Rr, W=W)


def t21(d, r):  # negation scope flipped (none failed -> none passed)
    o, reg, ia, insp = d["org"], d["regulator"], d["insp_assets"], d["insp"]
    n = r.randint(5, 14)
    k = r.randint(2, min(4, n - 2))
    mon, y = r.choice(MONTHS), r.randint(2018, 2024)
    P = [[f"{cap(reg)} carried out its {insp} of all {n} of {poss(o)} {ia} in {mon} {y}. None of them failed, "
          f"although {k} were given advisory notes about minor wear."],
         [f"Not one of {poss(o)} {words(n)} {ia} failed the {y} {insp} by {reg}.",
          f"Advisory notes were issued for {k} of them."]]
    Rr = [("R:double_negation", f"All {n} of {poss(o)} {ia} passed the {y} {insp}."),
          ("R:number_words", f"{cap(words(k))} of {poss(o)} {ia} received advisory notes in the {y} {insp}.")]
    W = [("W:negation_scope_flipped", f"None of {poss(o)} {n} {ia} passed the {insp} by {reg}."),
         ("W:negation_scope_flipped", f"{cap(words(k))} of {poss(o)} {ia} failed the {y} {insp}.")]
    return dict(P=P, R=Rr, W=W)


def t22(d, r):  # modal strengthened ("could" -> "will")
    o, b, dep = d["org"], d["board"], d["depot"]
    (p1, g1), = people(d, r, 1)
    fy = r.randint(2026, 2029)
    dt = rdate(r, 2024, 2025)
    P = [[f"{poss(o)} {b} said on {fdate(dt, 'dmy')} that {dep} could close as early as {fy} if {d['cost_item']} "
          f"costs keep rising. No final decision has been taken, {p1} said."],
         [f"Closing {dep} is one option being considered by {poss(o)} {b}.",
          f"It might happen as soon as {fy}, but {p1} stressed that nothing had been decided."]]
    Rr = [("R:hedge_kept", f"{cap(dep)} may close, possibly as early as {fy}."),
          ("R:paraphrase", f"{poss(o)} {b} has not made a final decision on closing {dep}.")]
    W = [("W:modal_strengthened", f"{poss(o)} {b} said that {dep} will close in {fy}."),
         ("W:modal_strengthened", f"{o} has decided to close {dep}.")]
    return dict(P=P, R=Rr, W=W)


def t23(d, r):  # succession roles swapped (pronouns)
    o = d["org"]
    (p1, g1), (p2, g2) = people(d, r, 2, mixed=True)
    ra, rb, rc = r.sample(d["roles"][1:], 2) + [d["roles"][0]]
    y1 = r.randint(2008, 2019)
    P = [[f"{p1} joined {o} in {y1} as {ra}. Two years later {pron(g1)['he']} was promoted to {rb}, taking over "
          f"from {p2}, who moved up to become {rc}."],
         [f"{p2} was {poss(o)} {rb} until {y1 + 2}, when {pron(g2)['he']} became {rc}.",
          f"{pron(g2)['His']} successor as {rb} was {p1}, who had arrived in {y1} as {ra}."]]
    Rr = [("R:pronoun_arithmetic", f"{p1} became {poss(o)} {rb} in {y1 + 2}."),
          ("R:converse_succession", f"{p2} was succeeded as {rb} by {p1}.")]
    W = [("W:succession_swapped", f"{p2} was promoted to {rb}, taking over from {p1}."),
         ("W:succession_swapped", f"{p1} handed the {rb} job to {p2} in {y1 + 2}.")]
    return dict(P=P, R=Rr, W=W)


def t24(d, r):  # time span misread
    o, s2 = d["org"], d["site2"]
    (p1, g1), = people(d, r, 1)
    wk = r.choice([2, 3])
    d1 = rdate(r, 2018, 2024, 2, 10, 2, 7)
    d2 = d1 + datetime.timedelta(days=7 * wk)
    P = [[f"{cap(s2)} at {o} was closed for repairs from {fdate(d1, 'dmy')} to {fdate(d2, 'dmy')}. "
          f"{cap(d['short'])} made alternative arrangements during the closure."],
         [f"Repair work shut {s2} at {o} on {fdate(d1, 'mdy')}.",
          f"It reopened on {fdate(d2, 'mdy')}, {p1} confirmed."]]
    Rr = [("R:span_computed", f"{cap(s2)} at {o} was closed for {words(wk)} weeks for repairs."),
          ("R:date_format", f"{cap(s2)} at {o} closed for repairs on {fdate(d1, 'iso')}.")]
    W = [("W:time_span_misread", f"{cap(s2)} at {o} was closed for repairs for {d2.day} days."),
         ("W:time_span_misread", f"Repairs kept {s2} at {o} shut for {words(wk * 2)} weeks.")]
    return dict(P=P, R=Rr, W=W)


def t25(d, r):  # "nearly" vs "over"
    o, sb = d["org"], d["subscribers"]
    n = r.randint(*d["subs_k"]) * 1000
    y = r.randint(2019, 2024)
    y0 = y - r.randint(4, 9)
    P = [[f"{o} now has nearly {n:,} {sb}, {d['short']} said in its {y} annual report. Numbers have grown "
          f"every year since {y0}."],
         [f"{cap(sb)}: just under {words(n)}.",
          f"That total, given in {poss(o)} {y} annual report, continues a rise that began in {y0}."]]
    Rr = [("R:bound_kept", f"{o} has fewer than {n:,} {sb}."),
          ("R:synonym", f"{o} has almost {words(n)} {sb}.")]
    W = [("W:bound_flipped", f"{o} now has over {n:,} {sb}."),
         ("W:bound_flipped", f"{poss(o)} {sb} number more than {words(n)}.")]
    return dict(P=P, R=Rr, W=W)


def t26(d, r):  # counterfactual read as fact
    o, fu, f2 = d["org"], d["funder"], d["facility2"]
    (p1, g1), = people(d, r, 1)
    y = r.randint(2019, 2024)
    mon = r.choice(MONTHS)
    P = [[f"Had {fu} approved its application, {o} would have opened {f2} in {y}. The bid was turned down in "
          f"{mon} {y - 1}, and {d['short']} has since put the plan on hold."],
         [f"{poss(o)} application to {fu} was rejected in {mon} {y - 1}.",
          f"{p1} said that with the money {d['short']} would have opened {f2} in {y}; the project is now on "
          f"hold."]]
    Rr = [("R:counterfactual_kept", f"{cap(fu)} rejected {poss(o)} application."),
          ("R:paraphrase", f"{poss(o)} plan to open {f2} is on hold.")]
    W = [("W:counterfactual_as_fact", f"{o} opened {f2} in {y}."),
         ("W:counterfactual_as_fact", f"{cap(fu)} approved {poss(o)} application, allowing it to open {f2}.")]
    return dict(P=P, R=Rr, W=W)


def t27(d, r):  # quote paraphrased with changed meaning
    o, th = d["org"], d["thing"]
    (p1, g1), = people(d, r, 1)
    role = r.choice(d["roles"])
    P = [[f"\"I can't say the new {th} has been a success,\" {p1}, the {role} of {o}, told the local paper. "
          f"\"We are still gathering the figures.\""],
         [f"Asked by a local reporter whether the new {th} at {o} had worked, {p1} ({role}) said "
          f"{pron(g1)['he']} could not call it a success yet, as the figures were still being collected."]]
    Rr = [("R:quote_paraphrase", f"{p1} would not describe {poss(o)} new {th} as a success."),
          ("R:paraphrase", f"According to {p1}, figures on {poss(o)} new {th} are still being gathered.")]
    W = [("W:quote_meaning_changed", f"\"The new {th} has been a success,\" {p1}, the {role} of {o}, told the "
                                      f"local paper."),
         ("W:quote_meaning_changed", f"{p1} said {poss(o)} new {th} had worked well.")]
    return dict(P=P, R=Rr, W=W)


def t28(d, r):  # cause and effect swapped
    o, ci = d["org"], d["cost_item"]
    (p1, g1), = people(d, r, 1)
    mon, y = r.choice(MONTHS), r.randint(2019, 2024)
    P = [[f"Because of a sharp rise in {ci} costs, {o} {d['cut_past']} in {mon} {y}. {p1} said the decision "
          f"would be reviewed in the new year."],
         [f"{o} {d['cut_past']} in {mon} {y}.",
          f"The move was forced by {ci} costs, which had risen sharply over the previous year, {p1} said."]]
    Rr = [("R:causal_paraphrase", f"Rising {ci} costs led {o} to {d['cut_inf']}."),
          ("R:voice_change", f"The decision by {o} to {d['cut_inf']} was a response to higher {ci} costs.")]
    W = [("W:cause_effect_swapped", f"Because {o} {d['cut_past']}, {ci} costs rose sharply."),
         ("W:cause_effect_swapped", f"The rise in {ci} costs was a result of {poss(o)} decision to {d['cut_inf']}.")]
    return dict(P=P, R=Rr, W=W)


def t29(d, r):  # part and whole confused
    o, ov, on = d["org"], d["outv"], d["outn"]
    lo, hi = d["out_k"]
    N = r.randint(lo * 10, hi * 10) * 100
    M = int(N * r.uniform(0.28, 0.45)) // 10 * 10
    (p1, g1), = people(d, r, 1)
    y = r.randint(2017, 2023)
    P = [[f"{o} {ov} {N:,} {on} in {y}. July and August alone accounted for {M:,} of them, {p1} said, more "
          f"than in any previous summer."],
         [f"Summer figures for {o}, {y}: {M:,} {on} in July and August.",
          f"The full-year total for {d['short']} was {N:,}."]]
    Rr = [("R:arithmetic_remainder", f"Outside July and August, {o} {ov} {N - M:,} {on} in {y}."),
          ("R:paraphrase", f"Over the whole of {y}, {o} {ov} {N:,} {on}.")]
    W = [("W:part_whole_confused", f"{o} {ov} {M:,} {on} in {y}."),
         ("W:part_whole_confused", f"In July and August {y} alone, {o} {ov} {N:,} {on}.")]
    return dict(P=P, R=Rr, W=W)


def t30(d, r):  # superseded value stated as current
    o, pi, ci = d["org"], d["price_item"], d["cost_item"]
    lo, hi, step = d["price"]
    nsteps = int(round((hi - lo) / step))
    p0 = round(lo + r.randint(0, nsteps) * step, 2)
    inc = round(step * r.randint(1, 5), 2) if step < 1 else float(r.randint(1, 6))
    p1 = round(p0 + inc, 2)
    dt = rdate(r, 2022, 2024)
    y0 = dt.year - r.randint(2, 6)
    P = [[f"The {pi} at {o} was {money(p0)} until {fdate(dt, 'dmy')}, when it rose to {money(p1)}. "
          f"{cap(d['short'])} said the increase reflected higher {ci} costs."],
         [f"From {fdate(dt, 'wdmy')} the {pi} at {o} costs {money(p1)}.",
          f"It had previously been {money(p0)}, a price unchanged since {y0}."]]
    Rr = [("R:arithmetic_difference", f"The {pi} at {o} went up by {money(inc)}."),
          ("R:paraphrase", f"The {pi} at {o} now costs {money(p1)}.")]
    W = [("W:superseded_value_as_current", f"The {pi} at {o} costs {money(p0)}."),
         ("W:superseded_value_as_current", f"{o} charges {money(p0)} for its {pi}, having lowered it from "
                                           f"{money(p1)}.")]
    return dict(P=P, R=Rr, W=W)


def distractors(d, r):
    """True background passages about the organisation that bear on no claim."""
    o, sh, t = d["org"], d["short"], d["town"]
    fy = r.randint(1952, 1985)
    pool = [
        f"{o} was founded in {fy} and is based in {t}.",
        f"{cap(sh)} publishes its annual report each autumn and holds an open meeting in {t} soon afterwards.",
        f"{poss(o)} website lists opening times, contact details and a short history of {t}.",
        f"{d['rival']} is based about {words(r.randint(9, 40))} miles from {t}.",
        f"Local councillors praised {o} last year for its work with schools in the {t} area.",
    ]
    k = r.choice([0, 0, 0, 1, 1, 2])
    return r.sample(pool, k)


TEMPLATES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15,
             t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def build():
    groups = []
    for ti, tf in enumerate(TEMPLATES, 1):
        tid = "T%02d" % ti
        # balanced wording draws: each wording used by five of the ten domains
        picks = {}
        for slot in ("P", "R", "W"):
            lst = [0, 1] * 5
            R.shuffle(lst)
            picks[slot] = lst
        for di, d in enumerate(DOMAINS):
            g = tf(d, R)
            pi, ri, wi = picks["P"][di], picks["R"][di], picks["W"][di]
            passages = list(g["P"][pi])
            for extra in distractors(d, R):
                # only before or after the template passages, so no anaphor ("It", "Two months later")
                # is separated from what it refers to
                passages.insert(R.choice([0, len(passages)]), extra)
            rk, rt = g["R"][ri]
            wk, wt = g["W"][wi]
            rows = [
                dict(template=tid, kind=rk, domain=d["key"],
                     wording="P%d/R%d" % (pi + 1, ri + 1), claim=rt, passages=passages, gold="right"),
                dict(template=tid, kind=wk, domain=d["key"],
                     wording="P%d/W%d-%s" % (pi + 1, wi + 1, "close" if wi == 0 else "paraphrase"),
                     claim=wt, passages=passages, gold="wrong"),
            ]
            R.shuffle(rows)
            groups.append(rows)
    R.shuffle(groups)
    out = []
    for gi, rows in enumerate(groups, 1):
        for row in rows:
            o = {"group": "G%03d" % gi}
            o.update(row)
            out.append({k: o[k] for k in ("group", "template", "kind", "domain", "wording", "claim",
                                          "passages", "gold")})
    with open(os.path.join(HERE, "pairs.jsonl"), "w", encoding="utf-8") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    return out


if __name__ == "__main__":
    rows = build()
    print(len(rows), "rows written")
