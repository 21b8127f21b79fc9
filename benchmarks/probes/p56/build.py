"""Build pairs.jsonl for probe p56 (stdlib only, deterministic, seed 5656)."""
import json
import random

from domains import DOMAINS

SEED = 5656
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
NUMW = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def cap(s):
    return s[0].upper() + s[1:] if s else s


def fmt(n):
    return f"{n:,}"


def poss(s):
    return s + "'" if s.endswith("s") and not s.endswith("'s") else s + "'s"


def sent(s):
    s = cap(s.strip())
    if s.endswith(".'.") or s.endswith(".."):
        s = s[:-1]
    return s if s.endswith((".", "!", "?", ".'")) else s + "."


# ---------------------------------------------------------------- families
# Each family: f(d, w, right) -> (claim, passages).  NW[name] = number of wordings.

def after_cause(d, w, right):
    if not right:  # only a time sequence
        pv = [
            [f"After {d['c_np']} {d['when']}, {d['o_cl']}."],
            [f"{d['c_cl']} {d['when']}. Over the following months, {d['o_cl']}."],
            [f"{d['c_cl']} {d['when']}.", f"In the months after {d['c_np']}, {d['o_cl']}."],
        ]
    else:  # causation stated
        pv = [
            [f"{d['c_np']} {d['when']} led to {d['o_np']}."],
            [f"Because {d['c_cl']} {d['when']}, {d['o_cl']}."],
            [f"{d['c_cl']} {d['when']}.", f"As a direct result of {d['c_np']}, {d['o_cl']}."],
        ]
    claims = [
        f"{d['o_cl']} because {d['c_cl']}.",
        f"{d['c_np']} led to {d['o_np']}.",
        f"{d['o_cl']} as a result of {d['c_np']}.",
        f"Thanks to {d['c_np']}, {d['o_cl']}.",
        f"{d['c_np']} caused {d['o_np']}.",
        f"{d['o_np']} was brought about by {d['c_np']}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


def partial_whole(d, w, right):
    if not right:
        pv = [
            [f"Phase one of {d['proj']}, {d['ph1']}, was completed in {d['m1']}. "
             f"Phase two, {d['ph2']}, is due to start in {d['m2']}."],
            [f"{d['proj']} is being carried out in two phases.",
             f"The first phase, {d['ph1']}, was finished in {d['m1']}; the second, {d['ph2']}, has not yet begun."],
        ]
    else:
        pv = [
            [f"Phase one of {d['proj']}, {d['ph1']}, was completed in {d['m0']}. "
             f"Phase two, {d['ph2']}, the last remaining part of the work, was completed in {d['m1']}."],
            [f"{d['proj']} was carried out in two phases.",
             f"The first phase, {d['ph1']}, was finished in {d['m0']}; the second and final phase, "
             f"{d['ph2']}, was finished in {d['m1']}."],
        ]
    claims = [
        f"{d['proj']} was completed in {d['m1']}.",
        f"{d['os']} finished {d['proj']} in {d['m1']}.",
        f"Work on {d['proj']} was finished in {d['m1']}.",
        f"By the end of {d['m1']}, {d['proj']} was complete.",
        f"{d['proj']} was fully completed in {d['m1']}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 2]]


def approx(d, w, right):
    N, M = fmt(d["N"]), fmt(d["M"])
    t1, t2 = d["ap_tail"], d["ap2_tail"]
    table = [  # passage, wrong claim, right claim
        (f"Nearly {N} {t1}", f"More than {N} {t1}", f"Fewer than {N} {t1}"),
        (f"Almost {N} {t1}", f"At least {N} {t1}", f"Close to {N} {t1}"),
        (f"About {M} {t2}", f"Exactly {M} {t2}", f"Roughly {M} {t2}"),
        (f"Just under {N} {t1}", f"Over {N} {t1}", f"Slightly fewer than {N} {t1}"),
        (f"Around {M} {t2}", f"Precisely {M} {t2}", f"Approximately {M} {t2}"),
        (f"Nearly {N} {t1}", f"{N} or more {t1}", f"Not quite {N} {t1}"),
    ]
    p, wc, rc = table[w]
    return sent(rc if right else wc), [sent(p)]


def range_(d, w, right):
    s, lo, hi = d["rg_subj"], d["lo"], d["hi"]
    pv = [
        f"{s} lasts between {lo} and {hi} minutes.",
        f"{s} lasts from {lo} to {hi} minutes, depending on numbers.",
        f"{s} runs for {lo} to {hi} minutes.",
    ]
    wrong = [
        f"{s} lasts {hi} minutes.",
        f"{s} lasts exactly {lo} minutes.",
        f"{s} lasts at least {hi} minutes.",
        f"{s} takes a full {hi} minutes.",
        f"{s} lasts {lo} minutes.",
    ]
    rightc = [
        f"{s} lasts no more than {hi} minutes.",
        f"{s} lasts at least {lo} minutes.",
        f"{s} lasts up to {hi} minutes.",
        f"{s} never lasts longer than {hi} minutes.",
        f"{s} lasts {lo}–{hi} minutes.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(pv[w % 3])]


def pp_percent(d, w, right):
    s, a, b, y1, y2 = d["pp_subj"], d["a"], d["b"], d["py1"], d["py2"]
    dd, rel = b - a, (b - a) * 100 // a
    assert (b - a) * 100 % a == 0 and dd != rel
    pv = [
        [f"{s} rose from {a}% in {y1} to {b}% in {y2}."],
        [f"In {y1}, {s} was {a} per cent; by {y2} it had reached {b} per cent."],
        [f"In {y1}, {s} was {a}%.", f"In {y2}, {s} was {b}%."],
    ]
    wrong = [
        f"{s} rose by {dd} per cent between {y1} and {y2}.",
        f"Between {y1} and {y2}, {s} grew {dd}%.",
        f"{s} increased by {dd}% from {y1} to {y2}.",
        f"There was a {dd} per cent increase in {s} between {y1} and {y2}.",
        f"From {y1} to {y2}, {s} went up by {dd} per cent.",
    ]
    rightc = [
        f"{s} rose by {dd} percentage points between {y1} and {y2}.",
        f"Between {y1} and {y2}, {s} grew {rel}%.",
        f"{s} increased by {rel}% from {y1} to {y2}.",
        f"There was a {dd}-point increase in {s} between {y1} and {y2}.",
        f"From {y1} to {y2}, {s} went up by {dd} percentage points.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(p) for p in pv[w % 3]]


def oneoff(d, w, right):
    o, ev, site, yr, y0, mo = d["os"], d["ev"], d["ev_site"], d["ev_year"], d["ev_y0"], d["ev_month"]
    evc = ev  # used mid-sentence
    if not right:
        pv = [
            f"In {yr}, {o} held {ev} at {site}.",
            f"{o} held {ev} at {site} in {mo} {yr}.",
            f"{ev} took place at {site} in {yr}, organised by {o}.",
        ]
    else:
        pv = [
            f"{o} has held {ev} at {site} every year since {y0}.",
            f"Every year since {y0}, {o} has held {ev} at {site}; the most recent was in {mo} {yr}.",
            f"{ev} at {site}, organised by {o}, has been an annual event since {y0}.",
        ]
    claims = [
        f"{o} holds {evc} every year.",
        f"{evc} is an annual event at {site}.",
        f"{o} regularly holds {evc} at {site}.",
        f"{evc} is held by {o} each year.",
        f"Each year, {o} runs {evc} at {site}.",
    ]
    return sent(claims[w]), [sent(pv[w % 3])]


def may_must(d, w, right):
    ps, pa, obs, oa, o = d["ps"], d["pa"], d["obs"], d["oa"], d["os"]
    table = [
        (f"Under {poss(o)} rules, {ps} may {pa}.", f"{ps} must {pa}.", f"{ps} are allowed to {pa}."),
        (f"Under {poss(o)} rules, {ps} may {pa} if they wish.", f"{ps} are required to {pa}.",
         f"{ps} are permitted to {pa}."),
        (f"{poss(o)} rules say that {ps} may {pa}.", f"It is compulsory for {ps} to {pa}.",
         f"{poss(o)} rules let {ps} {pa}."),
        (f"Under {poss(o)} rules, {obs} must {oa}.", f"{obs} may {oa} if they choose.",
         f"{obs} are required to {oa}."),
        (f"{poss(o)} rules say that {obs} must {oa}.", f"It is optional for {obs} to {oa}.",
         f"It is compulsory for {obs} to {oa}."),
        (f"Under {poss(o)} rules, {ps} may {pa}.", f"{ps} have to {pa}.", f"{ps} can {pa}."),
    ]
    p, wc, rc = table[w]
    return sent(rc if right else wc), [sent(p)]


def speaker(d, w, right):
    q, qi = d["quote"], d["qi"]
    pv = [
        [f"'{q},' said {d['A']}, {d['A_role']}.", f"{d['B']}, {d['B_role']}, {d['B_fact']}."],
        [f"{d['A']}, {d['A_role']}, said: '{q}.'", f"{d['B']}, {d['B_role']}, {d['B_fact']}."],
    ]
    who, role = (d["A"], d["A_role"]) if right else (d["B"], d["B_role"])
    claims = [
        f"{who} said that {qi}.",
        f"According to {who}, {qi}.",
        f"{role} said that {qi}.",
        f"It was {who} who said that {qi}.",
        f"'{q},' {who} said.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 2]]


def passive(d, w, right):
    X, Y, vp, vpp, ex = d["X"], d["Y"], d["v_past"], d["v_pp"], d["extra"]
    p0 = f"{X} was {vpp} by {Y}{ex}."   # Y is the agent
    p1 = f"{Y} {vp} {X}{ex}."
    wrong = [
        (p0, f"{X} {vp} {Y}{ex}."),
        (p1, f"{Y} was {vpp} by {X}{ex}."),
        (p0, f"It was {X} that {vp} {Y}{ex}."),
        (p1, f"It was {Y} that was {vpp} by {X}{ex}."),
        (p0, f"{Y} was {vpp} by {X}{ex}."),
    ]
    rightc = [
        (p0, f"{Y} {vp} {X}{ex}."),
        (p1, f"{X} was {vpp} by {Y}{ex}."),
        (p0, f"It was {Y} that {vp} {X}{ex}."),
        (p1, f"It was {X} that was {vpp} by {Y}{ex}."),
        (p0, f"{Y} was the one that {vp} {X}{ex}."),
    ]
    p, c = (rightc if right else wrong)[w]
    return sent(c), [sent(p)]


def negated(d, w, right):
    o, c, co, my = d["os"], d["contract"], d["co"], d["my"]
    pv = [
        f"{o} did not renew its {c} with {co} when it expired in {my}.",
        f"When its {c} with {co} expired in {my}, {o} decided not to renew it.",
        f"{o} chose not to extend its {c} with {co}, which ended in {my}.",
    ]
    wrong = [
        f"{o} renewed its {c} with {co} in {my}.",
        f"{o} extended its {c} with {co}.",
        f"{co} kept {poss(o)} {c} after {my}.",
        f"In {my}, {o} signed a new {c} with {co}.",
        f"{poss(co)} {c} with {o} continued beyond {my}.",
    ]
    rightc = [
        f"{o} did not extend its {c} with {co} in {my}.",
        f"{o} let its {c} with {co} lapse.",
        f"{co} lost {poss(o)} {c} in {my}.",
        f"In {my}, {poss(o)} {c} with {co} came to an end.",
        f"{poss(co)} {c} with {o} was not renewed after {my}.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(pv[w % 3])]


def year_shift(d, w, right):
    m, n1, n2, y1, y2, pre = d["met"], d["n1"], d["n2"], d["yy1"], d["yy2"], d["met_pre"]
    M = lambda n: m.format(n=fmt(n))
    dd = pre + fmt(n2 - n1)
    pv = [
        [f"In {y1}, {M(n1)}; in {y2}, {M(n2)}."],
        [f"In {y1}, {M(n1)}.", f"In {y2}, {M(n2)}."],
        [f"{M(n2)} in {y2}, compared with {pre}{fmt(n1)} in {y1}."],
    ]
    wrong = [
        f"In {y2}, {M(n1)}.",
        f"{M(n1)} in {y2}.",
        f"In {y1}, {M(n2)}.",
        f"During {y2}, {M(n1)}.",
        f"In {y1}, {M(n2)}, {dd} more than in {y2}.",
    ]
    rightc = [
        f"In {y2}, {M(n2)}.",
        f"{M(n2)} in {y2}.",
        f"In {y1}, {M(n1)}.",
        f"During {y2}, {M(n2)}.",
        f"In {y2}, {M(n2)}, {dd} more than in {y1}.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(p) for p in pv[w % 3]]


def subset(d, w, right):
    o, mem, T, k, yr = d["os"], d["mem"], fmt(d["total"]), fmt(d["k"]), d["myear"]
    rest = fmt(d["total"] - d["k"])
    pv = [
        [f"{o} recruited {k} new {mem} in {yr}, bringing its total to {T}."],
        [f"Of {poss(o)} {T} {mem}, {k} joined in {yr}."],
        [f"{o} has {T} {mem}.", f"{k} {mem} joined {o} in {yr}."],
    ]
    wrong = [
        f"{o} has {k} {mem} in total.",
        f"{o} has a total of {k} {mem}.",
        f"{poss(o)} {mem} number {k}.",
        f"All {k} of {poss(o)} {mem} joined in {yr}.",
        f"Only {k} {mem} belong to {o}.",
    ]
    rightc = [
        f"{o} has {T} {mem} in total.",
        f"{o} has a total of {T} {mem}.",
        f"{poss(o)} {mem} number {T}.",
        f"{k} of {poss(o)} {T} {mem} joined in {yr}.",
        f"{rest} of {poss(o)} {mem} did not join in {yr}.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(p) for p in pv[w % 3]]


def location(d, w, right):
    a, kept, s1, t1, s2, t2 = d["asset"], d["kept"], d["s1"], d["t1"], d["s2"], d["t2"]
    pv = [
        [f"{a} is {kept} at {s1}.", f"{s1} is in {t1}, and {s2} is in {t2}."],
        [f"{a} is {kept} at {s1}.", f"{s1} is in {t1}.", f"{s2} is in {t2}."],
        [f"{a} is {kept} at {s1}, in {t1}; {s2} is in {t2}."],
    ]
    T = t1 if right else t2
    claims = [
        f"{a} is {kept} in {T}.",
        f"{a} is located in {T}.",
        f"{T} is where {a} is {kept}.",
        f"{a} can be found in {T}.",
        f"{a} is {kept} in {T}, at {s1}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


def bridge(d, w, right):
    th, e, es, et, tw = d["thing"], d["ent"], d["ent_sim"], d["etype"], d["btown"]
    other = e if right else es
    pv = [
        [f"{th} is run by {e}.", f"{other} is based in {tw}."],
        [f"{th} is run by {e}.", f"{other}, based in {tw}, {d['ent_fact'] if right else d['sim_fact']}."],
    ]
    claims = [
        f"{th} is run by a {et} based in {tw}.",
        f"The {et} that runs {th} is based in {tw}.",
        f"A {tw}-based {et} runs {th}.",
        f"{th} is run by {e}, which is based in {tw}.",
        f"The operator of {th} is based in {tw}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 2]]


def exception(d, w, right):
    o, us, u, L = d["os"], d["units"], d["unit"], d["ulist"]
    u1, u2, u3, X = L
    n = NUMW[len(L)]
    lst = f"{o} has {n} {us}: {u1}, {u2}, {u3} and {X}."
    pv = [
        [lst, f"All of {poss(o)} {us} except {X} {d['do_pl']}."],
        [lst, f"Every {u} apart from {X} {d['do_sg']}."],
        [lst, f"With the exception of {X}, all of {poss(o)} {us} {d['do_pl']}."],
    ]
    wrong = [
        f"All of {poss(o)} {us} {d['do_pl']}.",
        f"{X} {d['do_sg']}.",
        f"Every one of {poss(o)} {us} {d['do_sg']}.",
        f"Each of {poss(o)} {n} {us}, including {X}, {d['do_sg']}.",
        f"{X} and {u1} both {d['do_pl']}.",
    ]
    rightc = [
        f"All of {poss(o)} {us} other than {X} {d['do_pl']}.",
        f"{u1} {d['do_sg']}.",
        f"{X} {d['do_neg']}.",
        f"Three of {poss(o)} {n} {us} {d['do_pl']}.",
        f"{u2} and {u3} both {d['do_pl']}.",
    ]
    return sent((rightc if right else wrong)[w]), [sent(p) for p in pv[w % 3]]


def former(d, w, right):
    p, r, org, y0, y1, sc = d["person"], d["role"], d["org"], d["y0r"], d["y1r"], d["succ"]
    past = [
        f"{p} was {r} of {org} from {y0} until {y1}.",
        f"{p} served as {r} of {org} until {y1}, when {sc} took over.",
        f"{p} stepped down as {r} of {org} in {y1} after {y1 - y0} years in the post.",
    ]
    current = [
        f"{p} has been {r} of {org} since {y0}.",
        f"{p} became {r} of {org} in {y0} and still holds the post.",
        f"{p} has served as {r} of {org} since {y0}.",
    ]
    claims = [
        f"{p} is {r} of {org}.",
        f"{poss(org)} current {r} is {p}.",
        f"{p} remains {r} of {org}.",
        f"{p} serves as {r} of {org}.",
    ]
    if w < 4:
        pas = current[w % 3] if right else past[w % 3]
        c = claims[w]
    else:  # w4: both twins see the past-tense passage
        pas = past[(w + 1) % 3]
        c = (f"{p} no longer holds the post of {r} of {org}." if right
             else f"{p} currently holds the post of {r} of {org}.")
    return sent(c), [sent(pas)]


def per_unit(d, w, right):
    o, n, us, q, it, yr = d["os"], d["pn"], d["punits"], d["pq"], d["pitems"], d["pyear"]
    nw = NUMW.get(n, str(n))
    tot = fmt(n * q)
    pv = [
        [f"Each of {poss(o)} {nw} {us} received {q} {it} in {yr}."],
        [f"In {yr}, {q} {it} were delivered to each of {poss(o)} {nw} {us}."],
        [f"{o} has {nw} {us}.", f"In {yr}, every one of {poss(o)} {us} received {q} {it}."],
    ]
    Q = tot if right else str(q)
    claims = [
        f"{o} received {Q} {it} in total in {yr}.",
        f"A total of {Q} {it} went to {poss(o)} {us} in {yr}.",
        f"{poss(o)} {nw} {us} received {Q} {it} between them in {yr}.",
        f"Altogether, {Q} {it} were delivered to {poss(o)} {us} in {yr}.",
        (f"In {yr}, each of {poss(o)} {us} received {q} {it}." if right
         else f"In {yr}, {o} received just {q} {it} across all its {us}."),
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


def order(d, w, right):
    an, ac, bn, bc, ma, mb, yr = d["a_np"], d["a_cl"], d["b_np"], d["b_cl"], d["ma"], d["mb"], d["oyear"]
    gap = MONTHS.index(mb) - MONTHS.index(ma)
    assert gap > 0
    gapw = NUMW.get(gap, str(gap))
    pv = [
        [f"{ac} in {ma} {yr}, and {bc} in {mb}."],
        [f"{ac} in {ma} {yr}.", f"{bc} in {mb} {yr}."],
        [f"{bc} in {mb} {yr}, {gapw} months after {an}."],
    ]
    if right:  # A really came first
        F_np, F_cl, L_np, L_cl = an, ac, bn, bc
    else:
        F_np, F_cl, L_np, L_cl = bn, bc, an, ac
    claims = [
        f"{F_np} came before {L_np}.",
        f"{L_cl} after {F_cl}.",
        f"{F_cl} before {L_cl}.",
        f"{L_np} followed {F_np}.",
        f"{F_cl} first, and {L_cl} later.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


def comparison(d, w, right):
    A, B, nA, nB, v, vb, nn, yr = (d["sA"], d["sB"], d["nA"], d["nB"], d["cverb"], d["cbase"],
                                   d["cnoun"], d["cyear"])
    assert nA > nB
    pv = [
        [f"In {yr}, {A} {v} {fmt(nA)} {nn} and {B} {v} {fmt(nB)}."],
        [f"{A} {v} {fmt(nA)} {nn} in {yr}.", f"{B} {v} {fmt(nB)} {nn} in {yr}."],
        [f"{B} {v} {fmt(nB)} {nn} in {yr}, against {fmt(nA)} for {A}."],
    ]
    H, L = (A, B) if right else (B, A)  # H claimed higher
    dd = fmt(nA - nB)
    claims = [
        f"In {yr}, {H} {v} more {nn} than {L}.",
        f"{L} {v} fewer {nn} than {H} in {yr}.",
        f"Compared with {L}, {H} {v} more {nn} in {yr}.",
        f"{L} did not {vb} as many {nn} as {H} in {yr}.",
        f"{H} {v} {dd} more {nn} than {L} in {yr}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


def capability(d, w, right):
    V, c, ev, mo = d["venue"], fmt(d["cap"]), d["event"], d["emonth"]
    if not right:
        pv = [
            [f"{V}, which can seat up to {c} people, hosted {ev} in {mo}."],
            [f"{ev} was held in {V} in {mo}.", f"{V} can hold {c} people."],
            [f"{V} has seating for {c}.", f"{ev} took place in {V} in {mo}."],
        ]
    else:
        pv = [
            [f"{ev} in {V} in {mo} was attended by {c} people, filling every seat."],
            [f"{V} was full for {ev} in {mo}, with all {c} seats taken."],
            [f"{V} has seating for {c}.", f"Every seat in {V} was taken for {ev} in {mo}."],
        ]
    claims = [
        f"{c} people attended {ev}.",
        f"{ev} drew an audience of {c}.",
        f"{ev} was attended by {c} people.",
        f"{V} was full for {ev}.",
        f"All {c} seats in {V} were filled for {ev}.",
    ]
    return sent(claims[w]), [sent(p) for p in pv[w % 3]]


FAMILIES = [
    ("after_cause", after_cause, 6),
    ("partial_whole", partial_whole, 5),
    ("approx_sharpened", approx, 6),
    ("range_collapsed", range_, 5),
    ("pp_vs_percent", pp_percent, 5),
    ("oneoff_habitual", oneoff, 5),
    ("may_must", may_must, 6),
    ("speaker_swap", speaker, 5),
    ("passive_agent_swap", passive, 5),
    ("negated_event", negated, 5),
    ("year_shift", year_shift, 5),
    ("subset_as_whole", subset, 5),
    ("location_moved", location, 5),
    ("bridge_broken", bridge, 5),
    ("exception_ignored", exception, 5),
    ("former_as_current", former, 5),
    ("per_unit_as_total", per_unit, 5),
    ("order_reversed", order, 5),
    ("comparison_reversed", comparison, 5),
    ("capability_as_done", capability, 5),
]

# right twin names
RNAME = {
    "after_cause": "cause_stated", "partial_whole": "whole_completed", "approx_sharpened": "approx_kept",
    "range_collapsed": "range_kept", "pp_vs_percent": "points_or_relative", "oneoff_habitual": "annual_stated",
    "may_must": "modality_kept", "speaker_swap": "speaker_kept", "passive_agent_swap": "voice_swapped_correctly",
    "negated_event": "negation_paraphrased", "year_shift": "year_kept", "subset_as_whole": "total_kept",
    "location_moved": "location_joined", "bridge_broken": "bridge_joined", "exception_ignored": "exception_kept",
    "former_as_current": "current_or_former_kept", "per_unit_as_total": "total_multiplied",
    "order_reversed": "order_kept", "comparison_reversed": "comparison_kept", "capability_as_done": "attendance_stated",
}


def main():
    rng = random.Random(SEED)
    rows = []
    for fi, (fam, fn, nw) in enumerate(FAMILIES):
        for right in (False, True):
            kind = ("R:" + RNAME[fam]) if right else ("W:" + fam)
            for i in range(15):
                di = (i + 3 * fi + (5 if right else 0)) % 10
                w = (i + i // 10) % nw
                d = DOMAINS[di]
                claim, passages = fn(d, w, right)
                passages = list(passages)
                if rng.random() < 0.5:
                    passages += rng.sample(d["dis"], rng.choice([1, 2]))
                rng.shuffle(passages)
                rows.append(dict(group=fam, template=f"{kind}/w{w}", kind=kind, domain=d["key"],
                                 wording=w, claim=claim, passages=passages,
                                 gold="right" if right else "wrong"))
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "pairs;", sum(1 for r in rows if len(r["passages"]) > 0 and any(
        p in DOMAINS[[x["key"] for x in DOMAINS].index(r["domain"])]["dis"] for p in r["passages"])),
        "with distractors")


if __name__ == "__main__":
    main()
