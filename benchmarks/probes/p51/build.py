"""Build the blind probe pairs (standard library only, deterministic)."""
import datetime as dt, json, random, hashlib
from lexicon import DOMAINS, PRONOUN

rng = random.Random(5151)
MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]

def rdate(lo_month=3, hi_month=10, year=2024):
    m = rng.randint(lo_month, hi_month); d = rng.randint(1, 28)
    return dt.date(year, m, d)
def long(x): return f"{x.day} {MONTHS[x.month-1]} {x.year}"
def iso(x): return x.isoformat()
def us(x): return f"{MONTHS[x.month-1]} {x.day}, {x.year}"
def slash(x): return f"{x.day:02d}/{x.month:02d}/{x.year}"
def wk(x): return f"{x.strftime('%A')} {x.day} {MONTHS[x.month-1]} {x.year}"
def alt(x): return rng.choice([iso, us, slash, wk])(x)
def money(n): return f"£{n:,}"
def cap(s): return s[0].upper() + s[1:]
def plural(u): return u + ('es' if u.endswith(('ch','sh','s')) else 's')
def people(d, k): return rng.sample(d["people"], k)

T = {}
def tpl(n, family, rk1, rk2):
    def deco(f):
        T[n] = (family, rk1, rk2, f); return f
    return deco

@tpl(1, "extra_unsupported_detail", "paraphrase", "date_format")
def t01(d):
    x = rdate(); o = d["org"]
    return dict(P=[[f"{o} opened its new {d['facility']} at {d['venue']} on {long(x)}."],
                   [f"From the {d['paper']}: The new {d['facility']} at {d['venue']} was officially opened by {o} on {long(x)}, in front of a crowd of members and neighbours."]],
        R=[f"{o}'s new {d['facility']} at {d['venue']} opened on {long(x)}.",
           f"{o} opened a new {d['facility']} at {d['venue']} on {alt(x)}."],
        W=[f"{o} opened its new {d['facility']} at {d['venue']} on {long(x)}, paid for with a grant from {d['other_org']}.",
           f"Funded by {d['other_org']}, the new {d['facility']} at {d['venue']} was opened in {MONTHS[x.month-1]} {x.year}."])

@tpl(2, "wrong_relation_swapped_roles", "converse", "entity_resolution_role")
def t02(d):
    (a, _), (b, _) = people(d, 2); o = d["org"]; r = d["roleA"]
    return dict(P=[[f"Minutes, item 5: {a} ({r}) nominated {b} for the {d['award']}. The committee noted the nomination."],
                   [f"{b} has been nominated for this year's {d['award']}. The nomination was made by {a}, {r} at {o}."]],
        R=[f"{b} was nominated for the {d['award']} by {a}.",
           f"The {d['award']} nomination of {b} came from the {r}."],
        W=[f"{b} nominated {a} for the {d['award']}.",
           f"{a} was put forward for the {d['award']} by {b}."])

@tpl(3, "multihop_skipped_hop", "two_passage_join", "two_passage_join_converse")
def t03(d):
    e = d["event"]; v = d["venue2"]; oo = d["other_org"]
    return dict(P=[[f"This year's {e} will be held at {v}.", f"{cap(v)} is owned by {oo}, which lets it to community groups."],
                   [f"Q: Where is the {e} this year? A: At {v}.", f"About the site: {v} belongs to {oo}."]],
        R=[f"This year's {e} will be held at a site owned by {oo}.",
           f"{cap(oo)} owns the venue where this year's {e} will take place."],
        W=[f"This year's {e} is owned by {oo}.",
           f"{cap(oo)} is running this year's {e}."])

@tpl(4, "multihop_swapped_hop", "two_passage_join", "join_reordered")
def t04(d):
    (a, _), (b, _) = people(d, 2)
    return dict(P=[[f"{a} chairs the {d['subA']}.", f"The {d['subA']} is responsible for {d['taskA']}, while the {d['subB']}, chaired by {b}, looks after {d['taskB']}."],
                   [f"Q: Who chairs the {d['subA']}? A: {a}.", f"Q: What do the committees do? A: The {d['subA']} handles {d['taskA']}; the {d['subB']} (chair: {b}) handles {d['taskB']}."]],
        R=[f"{a} chairs the group responsible for {d['taskA']}.",
           f"{cap(d['taskB'])} is looked after by the {d['subB']}, which {b} chairs."],
        W=[f"{a} chairs the group responsible for {d['taskB']}.",
           f"The group that {b} chairs is responsible for {d['taskA']}."])

@tpl(5, "total_vs_part", "arithmetic_difference", "paraphrase")
def t05(d):
    tot = rng.randint(120, 480); a = rng.randint(30, tot // 2); o = d["org"]
    return dict(P=[[f"Annual report: total membership of {o} stood at {tot} at year end, of whom {a} were juniors."],
                   [f"At the end of the year {o} had {tot} members in all; {a} of these were juniors."]],
        R=[f"{o} had {tot - a} members who were not juniors at year end.",
           f"Juniors made up {a} of the {tot} members of {o} at year end."],
        W=[f"Total membership of {o} stood at {a} at year end.",
           f"{o} ended the year with {tot} junior members."])

@tpl(6, "change_vs_level", "arithmetic_previous_level", "paraphrase")
def t06(d):
    L = rng.randint(150, 600); c = rng.randint(12, 60); o = d["org"]
    return dict(P=[[f"Membership of {o} rose by {c} over the year to {L}."],
                   [f"{o} finished the year with {L} members, up {c} on twelve months earlier."]],
        R=[f"Twelve months before the end of the year, {o} had {L - c} members.",
           f"Over the year, membership of {o} increased by {c}, reaching {L}."],
        W=[f"Membership of {o} rose by {L} over the year.",
           f"{o} ended the year with {c} members."])

@tpl(7, "per_person_vs_total", "arithmetic_total", "paraphrase")
def t07(d):
    p = rng.choice([35, 45, 60, 75, 85, 120, 140]); n = rng.randint(11, 38)
    return dict(P=[[f"The {d['trip']} costs {money(p)} per person. {n} people have signed up so far."],
                   [f"Q: How much is the {d['trip']}? A: {money(p)} a head. So far {n} people have booked."]],
        R=[f"The {n} people signed up so far will pay {money(n * p)} in total for the {d['trip']}.",
           f"Each person going on the {d['trip']} pays {money(p)}."],
        W=[f"The {d['trip']} costs {money(p)} in total.",
           f"The {n} people booked on the {d['trip']} will pay {money(p)} between them."])

@tpl(8, "rounding_crosses_threshold", "approximation_hedged", "lower_bound")
def t08(d):
    h = rng.randint(12, 68); x = h * 100 + rng.randint(70, 94)
    return dict(P=[[f"The {d['fundraiser']} raised {money(x)} for {d['org']}."],
                   [f"Minutes: the treasurer reported that the {d['fundraiser']} had brought in {money(x)} for {d['org']}."]],
        R=[f"The {d['fundraiser']} raised just under {money((h + 1) * 100)} for {d['org']}.",
           f"The {d['fundraiser']} raised more than {money(h * 100)} for {d['org']}."],
        W=[f"The {d['fundraiser']} raised more than {money((h + 1) * 100)} for {d['org']}.",
           f"{d['org']} took in over {money((h + 1) * 100)} from the {d['fundraiser']}."])

@tpl(9, "unit_error", "unit_conversion", "paraphrase")
def t09(d):
    k = rng.choice([1.2, 1.5, 1.8, 2.4, 3.5, 4.2, 6.5]); r = d["route"]
    m = int(round(k * 1000))
    return dict(P=[[f"The {r} is {k} kilometres long."],
                   [f"Route details — {r}: total distance {k} km, mostly level."]],
        R=[f"The {r} is {m:,} metres long.",
           f"The {r} measures {k} km."],
        W=[f"The {r} is {k} miles long.",
           f"The {r} measures {int(round(k * 100)):,} metres."])

@tpl(10, "percent_vs_points", "points_difference", "relative_change")
def t10(d):
    a, b = rng.choice([(40, 50), (20, 30), (25, 30), (30, 45), (50, 60), (40, 60), (24, 36)])
    rel = round((b - a) * 100 / a); o = d["org"]
    return dict(P=[[f"Minutes: turnout at the {o} AGM was {b}%, up from {a}% last year."],
                   [f"{b}% of members voted at this year's {o} AGM, compared with {a}% the year before."]],
        R=[f"Turnout at the {o} AGM rose by {b - a} percentage points on last year.",
           f"Relative to last year's level, turnout at the {o} AGM rose by {rel}%."],
        W=[f"Turnout at the {o} AGM was up {rel} percentage points on last year.",
           f"Compared with the year before, AGM turnout at {o} climbed by {rel} points."])

@tpl(11, "before_after_order", "date_order_inference", "arithmetic_days")
def t11(d):
    m = rng.randint(3, 10); d1 = rng.randint(2, 12); d2 = d1 + rng.randint(4, 15)
    x1 = dt.date(2024, m, d1); x2 = dt.date(2024, m, d2); e1 = d["event2"]; e2 = d["event"]
    return dict(P=[[f"The {e1} took place on {long(x1)}.", f"The {e2} took place on {long(x2)}."],
                   [f"Looking back: {d['org']} held the {e2} on {long(x2)}, having hosted the {e1} on {long(x1)}."]],
        R=[f"The {e1} took place before the {e2}.",
           f"The {e2} took place {d2 - d1} days after the {e1}."],
        W=[f"The {e2} took place before the {e1}.",
           f"The {e1} came after the {e2}."])

@tpl(12, "start_vs_end", "date_format", "paraphrase")
def t12(d):
    x1 = rdate(3, 8); x2 = x1 + dt.timedelta(days=rng.randint(9, 40)); s = d["show"]
    return dict(P=[[f"The {d['org']} {s} runs from {long(x1)} until {long(x2)}."],
                   [f"What's on: {d['org']} {s}. Opens {long(x1)}; closes {long(x2)}."]],
        R=[f"The {d['org']} {s} closes on {alt(x2)}.",
           f"The first day of the {d['org']} {s} is {long(x1)}."],
        W=[f"The {d['org']} {s} opens on {long(x2)}.",
           f"The last day of the {d['org']} {s} is {long(x1)}."])

@tpl(13, "announced_vs_happened", "paraphrase_scheduled", "reordered_clauses")
def t13(d):
    x1 = rdate(1, 4); x2 = x1 + dt.timedelta(days=rng.randint(40, 120)); e = d["event2"]; o = d["org"]
    return dict(P=[[f"On {long(x1)}, {o} announced that the {e} would be held on {long(x2)}."],
                   [f"News, {long(x1)}: {o} confirmed today that this year's {e} will take place on {long(x2)}."]],
        R=[f"The {e} was scheduled for {long(x2)}.",
           f"It was on {long(x1)} that {o} said the {e} would take place on {long(x2)}."],
        W=[f"On {long(x2)}, {o} announced that the {e} would be held on {long(x1)}.",
           f"The {e} was held on {long(x1)}."])

@tpl(14, "planned_vs_done", "paraphrase", "hedge_kept")
def t14(d):
    m = MONTHS[rng.randint(5, 10)]; th = d["thing"]
    return dict(P=[[f"Minutes: {d['org']} plans to replace the {th} in {m} 2025."],
                   [f"{d['org']} newsletter: looking ahead, we intend to replace the {th} in {m} 2025."]],
        R=[f"Replacement of the {th} is planned for {m} 2025.",
           f"The {th} is due to be replaced in {m} 2025, if the plans go ahead."],
        W=[f"{d['org']} replaced the {th} in {m} 2025.",
           f"The {th} has now been replaced."])

@tpl(15, "one_branch_vs_all", "paraphrase", "date_format")
def t15(d):
    x = rdate(); o = d["org"]; u = d["unit"]; b1 = d["b1"]; b2 = d["b2"]; wd = d["weekday"]
    return dict(P=[[f"From {long(x)}, the {b1} {u} of {o} will no longer {d['verb']} on {wd}s."],
                   [f"{o} operates a {b1} {u} and a {b2} {u}.",
                    f"Change of days: the {b1} {u} will stop {d['ving']} on {wd}s from {long(x)}. The {b2} {u} is not affected."]],
        R=[f"The {b1} {u} of {o} will not {d['verb']} on {wd}s from {long(x)} onwards.",
           f"From {alt(x)}, {o}'s {b1} {u} stops {d['ving']} on {wd}s."],
        W=[f"From {long(x)}, {o} will no longer {d['verb']} on {wd}s.",
           f"None of {o}'s {plural(u)} will {d['verb']} on {wd}s after {long(x)}."])

@tpl(16, "some_vs_all", "quantifier_majority", "paraphrase_count")
def t16(d):
    n = rng.randint(25, 70); x = rng.randint(n // 2 + 3, n - 4); mo = d["motion"]
    return dict(P=[[f"Minutes: the motion to {mo} was carried, with {x} of the {n} members present voting in favour and {n - x} against."],
                   [f"{d['paper']}: Members of {d['org']} have backed plans to {mo} by {x} votes to {n - x}."]],
        R=[f"Most of the members who voted supported the motion to {mo}.",
           f"{n - x} members voted against the motion to {mo}."],
        W=[f"All of the members present voted in favour of the motion to {mo}.",
           f"The motion to {mo} was carried unanimously."])

@tpl(17, "once_vs_always", "paraphrase_usual", "reordered_clauses")
def t17(d):
    x = rdate(); e = d["event2"]; v = d["venue"]; v2 = d["venue2"]
    return dict(P=[[f"On {long(x)}, the {d['org']} {e} was held at {v2} instead of its usual home, {v}, which was being redecorated."],
                   [f"This year's {d['org']} {e} moved to {v2} for one night only ({long(x)}) while {v}, where it is normally held, was redecorated."]],
        R=[f"The {d['org']} {e} is normally held at {v}.",
           f"On {long(x)} the {d['org']} {e} took place at {v2} rather than at {v}."],
        W=[f"The {d['org']} {e} is held at {v2}.",
           f"{cap(v2)} is the usual home of the {d['org']} {e}."])

@tpl(18, "may_vs_must", "paraphrase_permission", "modal_inference_optional")
def t18(d):
    s = d["sessions"]
    return dict(P=[[f"FAQ — Can I bring guests? Members of {d['org']} may bring up to two guests to {s}."],
                   [f"{d['org']} rules, rule 7: a member may be accompanied by no more than two guests at {s}."]],
        R=[f"Members of {d['org']} are allowed to bring as many as two guests to {s}.",
           f"Bringing guests to {s} is optional for members of {d['org']}, up to a limit of two."],
        W=[f"Members of {d['org']} must bring two guests to {s}.",
           f"Every member of {d['org']} is required to bring guests along to {s}."])

@tpl(19, "condition_dropped", "contrapositive", "paraphrase_condition")
def t19(d):
    n = rng.choice([8, 10, 12, 15, 20, 25]); x = rdate(); c = d["comp"]
    return dict(P=[[f"If fewer than {n} entries are received by {long(x)}, the {d['org']} {c} will be cancelled."],
                   [f"Please note: the {d['org']} {c} will be cancelled unless we receive at least {n} entries by {long(x)}."]],
        R=[f"The {d['org']} {c} will go ahead only if at least {n} entries arrive by {long(x)}.",
           f"Should entries received by {long(x)} number below {n}, the {d['org']} {c} will be called off."],
        W=[f"The {d['org']} {c} will be cancelled, as fewer than {n} entries were received by {long(x)}.",
           f"The {d['org']} {c} has been called off."])

@tpl(20, "proposed_vs_approved", "paraphrase_proposal", "arithmetic_difference")
def t20(d):
    a = rng.choice([24, 30, 36, 40, 45, 60, 75]); b = a + rng.choice([3, 5, 6, 10, 12]); x = rdate(); f = d["fee"]; o = d["org"]
    return dict(P=[[f"Minutes: the committee proposed raising the {o} {f} from {money(a)} to {money(b)}. Members will vote on the proposal at the AGM on {long(x)}."],
                   [f"{o} newsletter: your committee is recommending that the {f} go up from {money(a)} to {money(b)}; the change will be put to members at the AGM on {long(x)}."]],
        R=[f"Members will vote on {long(x)} on a proposal to raise the {o} {f} to {money(b)}.",
           f"The proposed change would increase the {o} {f} by {money(b - a)}."],
        W=[f"The committee raised the {o} {f} from {money(a)} to {money(b)}.",
           f"The {o} {f} now costs {money(b)}."])

@tpl(21, "expected_vs_confirmed", "hedge_kept", "date_format")
def t21(d):
    n = rng.randint(3, 40) * 50; x = rdate(); e = d["event"]; o = d["org"]
    return dict(P=[[f"{d['paper']}: organisers expect around {n:,} visitors at the {o} {e} on {long(x)}."],
                   [f"Preview: the organisers of the {o} {e} on {long(x)} anticipate a crowd of about {n:,}."]],
        R=[f"Organisers are expecting roughly {n:,} visitors at the {o} {e}.",
           f"About {n:,} people are expected at the {o} {e} on {alt(x)}."],
        W=[f"Around {n:,} visitors attended the {o} {e} on {long(x)}.",
           f"The {o} {e} drew a crowd of about {n:,}."])

@tpl(22, "attribution_swapped", "attribution_paraphrase", "pronoun_resolution")
def t22(d):
    (a, _), (b, gb) = people(d, 2); th = d["thing2"]; pr = d["problem"]; o = d["org"]
    he = PRONOUN[gb][0]; He = PRONOUN[gb][2]
    return dict(P=[[f"At the {o} AGM, {a}, the {d['roleA']}, said the {th} was 'in the best shape it has ever been'. {b} was more cautious: {he} warned that {pr}."],
                   [f"{a} told the {o} meeting that the {th} was in the best shape it has ever been.", f"{b} did not share that view. {He} warned that {pr}."]],
        R=[f"According to {a}, the {o} {th} has never been in better shape.",
           f"{b} warned that {pr}."],
        W=[f"{b} said the {o} {th} was in the best shape it has ever been.",
           f"{a} warned that {pr}."])

@tpl(23, "rumour_as_fact", "hedge_kept_rumour", "pronoun_resolution")
def t23(d):
    (a, g), = people(d, 1); he, his, He = PRONOUN[g]; r = d["roleA"]; o = d["org"]
    return dict(P=[[f"Rumours are circulating among members of {o} that {a} will step down as {r} at the AGM. {a} has not commented."],
                   [f"{o} newsletter: you may have heard talk that {a} is to stand down as {r} at the AGM. {He} has made no comment."]],
        R=[f"It is rumoured among {o} members that {a} will step down as {r} at the AGM.",
           f"{a} has not commented on talk that {he} will leave the role of {r} at {o}."],
        W=[f"{a} will step down as {r} of {o} at the AGM.",
           f"{a} has confirmed that {he} is leaving the {r} post at {o}."])

@tpl(24, "denied_claim_as_fact", "denial_reported", "attributed_quote_paraphrase")
def t24(d):
    (a, _), = people(d, 1); o = d["org"]; v = d["venue2"]; r = d["roleA"]
    return dict(P=[[f"The {d['paper']} reported that {o} had sold {v}. {a}, {r} of {o}, denied this, saying the site 'is not for sale'."],
                   [f"Statement from {a}, {r} of {o}: 'Reports in the {d['paper']} that we have sold {v} are untrue. The site is not for sale.'"]],
        R=[f"{a} denied a {d['paper']} report that {o} had sold {v}.",
           f"According to {a}, {v} is not for sale."],
        W=[f"{o} has sold {v}.",
           f"{a} confirmed that {o} had sold the site at {v}."])

@tpl(25, "closed_then_reopened", "date_format", "status_paraphrase")
def t25(d):
    x2 = rdate(5, 11); m1 = MONTHS[x2.month - 3]; f = d["facility2"]; o = d["org"]
    return dict(P=[[f"The {o} {f} closed in {m1} {x2.year} after flood damage.", f"It reopened on {long(x2)} following repairs."],
                   [f"Update: the {o} {f}, shut since {m1} {x2.year} because of flooding, reopened on {long(x2)}."]],
        R=[f"The {o} {f} reopened on {alt(x2)}.",
           f"The {o} {f} was closed for a time after flooding but has since reopened."],
        W=[f"The {o} {f} is closed after flood damage.",
           f"The {o} {f} has remained shut since the flooding in {m1} {x2.year}."])

@tpl(26, "superseded_figure", "latest_value", "arithmetic_difference")
def t26(d):
    a = rng.randint(4, 30) * 1000; b = a + rng.randint(2, 10) * 1000; m = MONTHS[rng.randint(4, 9)]; m0 = MONTHS[rng.randint(0, 2)]
    ap = d["appeal"]; o = d["org"]
    return dict(P=[[f"The target for the {o} {ap} was originally {money(a)}. In {m} 2024 it was raised to {money(b)}."],
                   [f"Launching the {ap} in {m0} 2024, {o} set a target of {money(a)}.", f"Update, {m} 2024: after strong early support, the {o} {ap} target has been raised to {money(b)}."]],
        R=[f"Since {m} 2024 the target for the {o} {ap} has been {money(b)}.",
           f"The target for the {o} {ap} was increased by {money(b - a)}."],
        W=[f"The target for the {o} {ap} is {money(a)}.",
           f"{o} is aiming to raise {money(a)} through its {ap}, according to the latest figures."])

@tpl(27, "former_vs_current_holder", "converse_succession", "arithmetic_tenure")
def t27(d):
    (a, _), (b, _) = people(d, 2); y1 = rng.randint(2005, 2014); y2 = y1 + rng.randint(3, 9); r = d["roleA"]; o = d["org"]
    return dict(P=[[f"{a} served as {r} of {o} from {y1} to {y2}, when {b} took over."],
                   [f"{b} has been {r} of {o} since {y2}, succeeding {a}, who had held the post since {y1}."]],
        R=[f"{b} succeeded {a} as {r} of {o} in {y2}.",
           f"{a} was {r} of {o} for {y2 - y1} years."],
        W=[f"{a} is the {r} of {o}.",
           f"The current {r} of {o} is {a}."])

@tpl(28, "negation_in_other_clause", "negation_paraphrase", "date_format")
def t28(d):
    x = rdate(); e = d["event"]; s = d["subevent"]; o = d["org"]
    return dict(P=[[f"The {o} {e} will go ahead on {long(x)}, but the {s} will not take place this year."],
                   [f"FAQ — Is the {o} {e} still on? Yes, on {long(x)}. The {s} is not running this year, however."]],
        R=[f"There will be no {s} at this year's {o} {e}.",
           f"This year's {o} {e} is going ahead on {alt(x)}."],
        W=[f"The {o} {e} will go ahead on {long(x)}, and the {s} will take place this year.",
           f"This year's {o} {e} on {long(x)} will include the {s}."])

@tpl(29, "comparative_superlative", "superlative_inference", "arithmetic_difference")
def t29(d):
    (a, _), (b, _), (c, _) = people(d, 3); z = rng.randint(40, 70); y = z + rng.randint(3, 12); x = y + rng.randint(2, 9); cp = d["comp"]; o = d["org"]
    return dict(P=[[f"Results of the {o} {cp} final (three finalists): {a} {x} points, {b} {y}, {c} {z}."],
                   [f"In the {o} {cp} final, {b} scored {y} points, {c} {z} and {a} {x}; they were the only three finalists."]],
        R=[f"{a} had the highest score in the {o} {cp} final.",
           f"{b} scored {y - z} points more than {c} in the {o} {cp} final."],
        W=[f"{b} had the highest score in the {o} {cp} final.",
           f"{c} outscored {b} in the {o} {cp} final."])

@tpl(30, "list_exception", "negation_paraphrase", "list_membership")
def t30(d):
    f = d["fee"]; i1, i2, i3 = d["items"]; x = d["extra"]; o = d["org"]
    return dict(P=[[f"The {o} {f} covers {i1}, {i2} and {i3}; {x} is charged separately."],
                   [f"FAQ — What does the {o} {f} include? {cap(i1)}, {i2} and {i3}. {cap(x)} costs extra."]],
        R=[f"{cap(x)} is not included in the {o} {f}.",
           f"The {o} {f} includes {i2}."],
        W=[f"The {o} {f} covers {i1}, {i2}, {i3} and {x}.",
           f"{cap(x)} comes as part of the {o} {f}."])

# balanced wording assignment over the 10 domains of a template
P_IDX = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1]
R_IDX = [0, 0, 1, 1, 0, 1, 0, 0, 1, 1]
W_IDX = [0, 1, 1, 0, 1, 0, 0, 1, 1, 0]

def main():
    rows = []
    for n in sorted(T):
        family, rk1, rk2, f = T[n]
        order = list(range(10)); rng.shuffle(order)   # which domain gets which wording combo
        for slot, di in enumerate(order):
            d = DOMAINS[di]; out = f(d)
            pi, ri, wi = P_IDX[slot], R_IDX[slot], W_IDX[slot]
            tp = list(out["P"][pi])
            k = rng.choice([0, 0, 1, 1, 2]); k = min(k, 4 - len(tp))
            bg = rng.sample(d["backgrounds"], k)
            passages = bg + tp if rng.random() < 0.5 else tp + bg
            if k == 2 and rng.random() < 0.5:
                passages = [bg[0]] + tp + [bg[1]]
            gid = f"T{n:02d}-{d['key']}"
            right = dict(group=gid, template=f"T{n:02d}", kind="R:" + (rk1, rk2)[ri], domain=d["key"],
                         wording=f"P{pi+1}/R{ri+1}", claim=out["R"][ri], passages=passages, gold="right")
            wrong = dict(group=gid, template=f"T{n:02d}", kind="W:" + family, domain=d["key"],
                         wording=f"P{pi+1}/W{wi+1}", claim=out["W"][wi], passages=passages, gold="wrong")
            pair = [right, wrong]; rng.shuffle(pair); rows += pair
    with open("pairs.jsonl", "w") as fh:
        for r in rows: fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows;", len({r['kind'] for r in rows if r['gold']=='wrong'}), "wrong families")

if __name__ == "__main__":
    main()
