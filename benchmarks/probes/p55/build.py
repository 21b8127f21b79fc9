#!/usr/bin/env python3
"""Build /work/p55/pairs.jsonl: 600 blind (claim, passages) pairs for probing an
entailment judge. stdlib only, deterministic (seed 5555). Domain fact sheets are in
domains.py (same folder)."""
import json, os, random, datetime, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from domains import DOMAINS

SEED = 5555
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")

def cap(s): return s[:1].upper() + s[1:]
def poss(s): return s + ("'" if s.endswith("s") else "'s")
def art(s): return ("an " if s[0].lower() in "aeiou" else "a ") + s
def fmt(n): return f"{n:,}"
MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
def ordinal(d): return str(d) + ("th" if 11 <= d <= 13 else {1:"st",2:"nd",3:"rd"}.get(d % 10, "th"))

def augment(D):
    E = dict(D)
    for i, (nm, rl) in enumerate(D["P"]):
        E[f"p{i}"] = nm; E[f"r{i}"] = rl; E[f"p{i}_P"] = poss(nm)
    E["B0"], E["B1"], E["B2"] = D["B"]
    E["short_P"] = poss(D["short"]); E["offerer_P"] = poss(D["offerer"]); E["auth_P"] = poss(D["auth"])
    n = D["n"]
    E["num_act_n"] = D["num_act"].format(n=n); E["num_act_bad"] = D["num_act"].format(n=D["n_bad"])
    E["num_pas_n"] = D["num_pas"].format(n=n); E["num_pas_bad"] = D["num_pas"].format(n=D["n_bad"])
    E["num_pas_rec"] = D["num_pas"].format(n="a record " + n)
    E["sv_n"] = fmt(D["sv_n"]); pct = D["sv_pct"]
    E["sv_cnt"] = fmt(D["sv_n"] * pct // 100); assert D["sv_n"] * pct % 100 == 0
    E["sv_pct_bad"] = pct + 4
    E["sv_words"] = ("three-quarters" if pct == 75 else "more than three-quarters" if pct > 75 else
                     "more than two-thirds" if pct * 3 > 200 else "more than 60 per cent" if pct > 60 else "more than half")
    E["xf_ev_a"] = art(D["xf_ev"])
    chp, chr_ = D["P"][D["ch_p"]]
    E["chp"], E["chr"], E["chp_P"] = chp, chr_, poss(chp)
    y, m, d = D["dt"]; dt = datetime.date(y, m, d)
    E.update(iso=dt.isoformat(), uk=f"{d} {MONTHS[m-1]} {y}", us_long=f"{MONTHS[m-1]} {d}, {y}",
             uk_num=f"{d:02d}/{m:02d}/{y}", abbr=f"{d} {MONTHS[m-1][:3]} {y}", us_num=f"{m}/{d}/{y}",
             weekday=dt.strftime("%A"), ordinal=ordinal(d), month=MONTHS[m-1], year_dt=y)
    assert 13 <= d <= 19
    E["sum_p_t"] = D["sum_p"].format(a=D["sa"], b=D["sb"])
    E["sum_c1_t"] = D["sum_c1"].format(s=D["sa"] + D["sb"]); E["sum_c2_t"] = D["sum_c2"].format(s=D["sa"] + D["sb"])
    E["sum_cmp_t"] = D["sum_cmp"].format(x=abs(D["sa"] - D["sb"]))
    E["diff_p_t"] = D["diff_p"].format(a=fmt(D["da"]), b=fmt(D["db"]))
    E["diff_c1_t"] = D["diff_c1"].format(d=fmt(abs(D["db"] - D["da"]))); E["diff_c2_t"] = D["diff_c2"].format(d=fmt(abs(D["db"] - D["da"])))
    E["neg0_neg"], E["neg0_pos"] = D["neg0"]
    for k, v in list(E.items()):
        if isinstance(v, str): E[k + "_C"] = cap(v)
    return E

# Each family: list of wordings; each wording = (passage templates, claim template).
FAM = {}
# ---------------------------------------------------------------- WRONG
FAM["W:cond_met"] = [
 (["{short_C} will {cons} if {cond_pres}, {p1} told staff."], "Since {cond_past}, {short} will {cons}."),
 (["In the event that {cond_pres}, {short} will {cons}."], "{cond_past_C}, so {short} will {cons}."),
 (["Assuming {cond_pres}, the plan is for {short} to {cons}, according to {p0}, the {r0}."], "{short_C} will {cons} now that {cond_perf}."),
 (["Once {cond_pres}, {short} will {cons}."], "{short_C} is going to {cons}: {cond_perf}."),
 (["Minutes of {body} ({mdate}): it was noted that {short} would {cons} if {cond_pres}."], "Following {cond_noun}, {short} will {cons}."),
 (["Q: Will {short} {cons}? A: {cond_should_C}, yes — that is the intention."], "{short_C} will {cons}, because {cond_past}."),
]
FAM["W:cond_dropped"] = [
 (["{short_C} will {cons} provided that {cond_pres}."], "{short_C} will {cons}."),
 (["{cond_should_C}, {short} will {cons}, {p0} said."], "{p0} said {short} would {cons}."),
 (["Plans for {short} to {cons} depend on whether {cond_pres}."], "{short_C} is going to {cons}."),
 (["Q: Will {short} {cons}? A: Only if {cond_pres}."], "It is settled that {short} will {cons}."),
 (["Subject to {cond_noun}, {short} will {cons}, the minutes record."], "The minutes record that {short} will {cons}."),
]
FAM["W:request_granted"] = [
 (["{short_C} has applied to {auth} for {req}."], "{auth_C} has granted {short} {req}."),
 (["An application by {short} for {req} is due to be considered by {auth} on {mdate}."], "On {mdate}, {auth} approved {short_P} application for {req}."),
 (["'We have asked {auth} for {req} and hope to hear soon,' said {p1}, {short_P} {r1}."], "{short_C} has been given {req} by {auth}, {p1} said."),
 (["{short_P_C} request to {auth} for {req} has been submitted and is awaiting a decision."], "{short_P_C} request for {req} has been approved."),
 (["{auth_C} received {short_P} application for {req} on {mdate}; a decision is expected within eight weeks."], "{auth_C} said yes to {short_P} application for {req}."),
]
FAM["W:motion_passed"] = [
 (["The agenda for the {mdate} meeting of {body} includes a motion to {motion}."], "At its meeting on {mdate}, {body} voted to {motion}."),
 (["Agenda, {mdate} — Item 6: Motion to {motion} (proposer: {p2})."], "{body_C} has agreed to {motion}, on a motion proposed by {p2}."),
 (["{p2} will put forward a motion to {motion} when {body} meets on {mdate}."], "A motion by {p2} to {motion} was carried on {mdate}."),
 (["Members of {body} are due to vote on {mdate} on whether to {motion}."], "{body_C} decided on {mdate} to {motion}."),
 (["A motion to {motion} has been tabled for debate at the {mdate} meeting of {body}."], "The motion to {motion} passed at the {mdate} meeting of {body}."),
]
FAM["W:postponed_as_held"] = [
 (["{event_C} {eloc}, planned for {edate}, has been postponed to {ndate} {ereason}."], "{event_C} took place {eloc} on {edate}."),
 (["{short_C} has called off {event}, which was due to be held on {edate}."], "On {edate}, {short} held {event} {eloc}."),
 (["NOTICE: {event} on {edate} is cancelled {ereason}."], "{event_C} went ahead on {edate}."),
 (["Organisers said {event} would no longer take place on {edate}; a new date has not yet been set."], "{short_C} staged {event} on {edate}."),
 (["{event_C} was scheduled for {edate}.", "Last week {short} put {event} back to {ndate}."], "{event_C} was held on {edate}, as scheduled."),
]
FAM["W:plan_certain"] = [
 (["{short_C} hopes to {plan}."], "{short_C} will {plan}."),
 (["{short_P_C} stated aim is to {plan}, {p0} said."], "{p0} said {short} would {plan}."),
 (["{short_C} intends to {plan}, subject to funding."], "{short_C} is going to {plan}."),
 (["{short_C} is considering plans to {plan}."], "It has been decided that {short} will {plan}."),
 (["Looking ahead: {short} would like to {plan}, according to its annual report."], "According to its annual report, {short} will {plan}."),
]
FAM["W:proposal_decided"] = [
 (["{p2}, {short_P} {r2}, has put forward a proposal to {prop}."], "{short_C} has decided to {prop}."),
 (["A consultation paper published by {short} recommends {propger}."], "Following a consultation, {short} will {prop}."),
 (["The {r2} has recommended {propger}; {body} will consider the idea in the new year."], "{body_C} has approved {propger}."),
 (["Under proposals published on {mdate}, {short} would {prop}."], "On {mdate}, {short} decided to {prop}."),
 (["Q: Is {short} going to {prop}? A: It has been suggested, {p1} said, but nothing is settled."], "{p1} said {short} had agreed to {prop}."),
]
FAM["W:offer_accepted"] = [
 (["{offerer} has made an offer of {amount} to {offer}."], "{short_C} has accepted an offer of {amount} from {offerer} to {offer}."),
 (["{short_C} is considering a {amount} bid from {offerer} to {offer}."], "{short_C} has agreed to a {amount} bid from {offerer} to {offer}."),
 (["'We have received an offer from {offerer} and will respond in due course,' said {p0}.", "The offer, worth {amount}, is to {offer}."], "{p0} said {short} had accepted {offerer_P} offer."),
 (["{offerer} offered {amount} on {mdate} to {offer}; {body} has yet to respond."], "{offerer_P} offer to {offer} was accepted by {body}."),
 (["Bulletin — Offer received: {offerer}, {amount}, to {offer}. Status: under review."], "A deal has been agreed for {offerer} to {offer} for {amount}."),
]
FAM["W:trial_permanent"] = [
 (["{short_C} is running a {tlen} trial of {trial} {tloc}."], "{trial_C} are now a permanent fixture {tloc}."),
 (["A {tlen} pilot of {trial} begins {tloc} on {edate}."], "From {edate}, {short} will offer {trial} {tloc} permanently."),
 (["'{trial_C} {tloc} are an experiment for now,' {p1} said."], "{p1} said {trial} {tloc} were here to stay."),
 (["Minutes: agreed to pilot {trial} {tloc} and to review the results in the spring."], "It was agreed to introduce {trial} {tloc} on a permanent basis."),
 (["Q: Are {trial} {tloc} permanent? A: Not yet — it is a {tlen} trial."], "{trial_C} {tloc} have been made permanent."),
]
FAM["W:forecast_result"] = [
 (["{short_C} expects {fc_subj} to reach {fc_val} {fc_by}."], "{fc_subj_C} has reached {fc_val}."),
 (["The target is for {fc_subj} to hit {fc_val} {fc_by}."], "{short_C} has hit its target: {fc_subj} is now {fc_val}."),
 (["Forecast ({p2}): {fc_subj} — {fc_val} {fc_by}."], "{fc_subj_C} rose to {fc_val}, {p2} reported."),
 (["Projections presented by {p1} suggest {fc_subj} could reach {fc_val} {fc_by}."], "According to {p1}, {fc_subj} reached {fc_val}."),
 (["{short_P_C} business plan sets a goal of {fc_val} for {fc_subj} {fc_by}."], "{fc_subj_C} stands at {fc_val}, {short_P} figures show."),
]
FAM["W:hedge_dropped"] = [
 (["{h_subj_C} is thought to {h_inf}, {p2} said."], "{h_subj_C} {h_fin}, {p2} said."),
 (["{h_subj_C} appears to {h_inf}."], "It has been established that {h_subj} {h_fin}."),
 (["Preliminary findings suggest that {h_subj} may {h_inf}."], "Findings show that {h_subj} {h_fin}."),
 (["{p2} said it was too early to say for sure, but that {h_subj} might {h_inf}."], "According to {p2}, {h_subj} {h_fin}."),
 (["Staff suspect that {h_subj} could {h_inf}, though tests have not yet been done."], "{h_subj_C} {h_fin}."),
]
FAM["W:rumour_fact"] = [
 (["There is speculation among staff that {rum_fin}."], "{rum_fin_C}."),
 (["Unconfirmed reports suggest that {rum_fin}."], "Reports that {rum_fin} have been confirmed."),
 (["Rumours that {rum_fin} were circulating on social media on Tuesday."], "{rum_fin_C}, it emerged on Tuesday."),
 (["A local paper reported gossip that {rum_fin}; {short} has not commented."], "As a local paper reported, {rum_fin}."),
 (["It is rumoured that {rum_fin}."], "Sources confirm that {rum_fin}."),
]
FAM["W:survey_q_as_finding"] = [
 (["{short_P_C} survey asks {sv_who} {sv_q}."], "Most {sv_who} {sv_find}, according to {short_P} survey."),
 (["A questionnaire sent to {sv_n} {sv_who} asks {sv_q}."], "A survey of {sv_n} {sv_who} found that they {sv_find}."),
 (["{p1} said the survey would establish whether {sv_who} {sv_find}; results are due in the new year."], "{p1} said the survey showed that {sv_who} {sv_find}."),
 (["Survey launched: {sv_who} are being asked {sv_q}."], "{sv_who_C} {sv_find}, a survey has found."),
 (["Results of the survey, which asks {sv_who} {sv_q}, will be published next month."], "{sv_pct}% of {sv_who} {sv_find}, the survey found."),
]
FAM["W:refusal_as_statement"] = [
 (["{p0} declined to comment on {ref_topic}."], "{p0} confirmed that {ref_clause}."),
 (["Asked about {ref_topic}, a spokesperson for {short} said: 'We have nothing to add at this stage.'"], "A spokesperson for {short} denied {ref_topic}."),
 (["'No comment,' said {p0} when asked whether {ref_clause}."], "{p0} said that {ref_clause}."),
 (["{short_C} would not be drawn on {ref_topic}."], "{short_C} has acknowledged that {ref_clause}."),
 (["{p0} refused to discuss {ref_topic}, saying only that it was an internal matter."], "{p0} dismissed {ref_topic} as untrue."),
]
FAM["W:announce_date_as_event"] = [
 (["On {ann_date}, {short} announced that {ev2_subj} would {ev2_base} on {ev2_date}."], "{ev2_subj_C} {ev2_past} on {ann_date}."),
 (["Announcement ({ann_date}): {ev2_subj} to {ev2_base} on {ev2_date}."], "On {ann_date}, {ev2_subj} {ev2_past}."),
 (["{p0} told staff on {ann_date} that {ev2_subj} would {ev2_base} later in the year."], "{ev2_noun_C} took place on {ann_date}."),
 (["{short_C} confirmed on {ann_date} the date for {ev2_noun}: {ev2_date}."], "{ev2_noun_C} happened on {ann_date}."),
 (["In a press release dated {ann_date}, {short} set out plans for {ev2_noun}."], "{ev2_subj_C} {ev2_past} on {ann_date}, according to a press release."),
]
FAM["W:extra_fact"] = [
 (["{body_C} approved {xf_obj} at its meeting on {mdate}."], "{body_C} unanimously approved {xf_obj} on {mdate}."),
 (["{num_act_n_C}."], "{num_pas_rec_C}."),
 (["{short_C} held {xf_ev_a} {xf_eloc} on {xf_date}."], "{short_P_C} first-ever {xf_ev} was held {xf_eloc} on {xf_date}."),
 (["Tickets for {short_P} {xf_ev} {xf_eloc} on {xf_date} cost £5 each."], "{short_P_C} {xf_ev} on {xf_date} was a sell-out."),
 (["{p3} was elected {xf_post} at the annual meeting."], "{p3} was elected {xf_post} unopposed at the annual meeting."),
 (["{ev2_subj_C} {ev2_past} on {ev2_date}."], "{ev2_subj_C} {ev2_past} on {ev2_date}, ahead of schedule."),
]
FAM["W:role_swap"] = [
 (["{p0} is {short_P} {r0}.", "{p1}, {short_P} {r1}, {rs_verb} {rs_obj}."], "{short_P_C} {r0} {rs_verb} {rs_obj}."),
 (["{short_P_C} {r1}, {p1}, {rs_verb} {rs_obj} on {mdate}.", "{p0} has been {r0} since 2019."], "{p0}, the {r0}, {rs_verb} {rs_obj} on {mdate}."),
 (["{rs_obj_C} was {rs_pp} by {p1}, the {r1}.", "{p0} serves as {r0}."], "It was the {r0}, {p0}, who {rs_verb} {rs_obj}."),
 (["Minutes: the {r1} ({p1}) {rs_verb} {rs_obj}. The {r0} ({p0}) sent apologies."], "{rs_obj_C} was {rs_pp} by {short_P} {r0}."),
 (["Q: Who {rs_verb} {rs_obj}? A: {p1}.", "{p0} is the {r0} and {p1} is the {r1}."], "The person who {rs_verb} {rs_obj} was {p0}, {short_P} {r0}."),
]
FAM["W:number_changed"] = [
 (["{num_act_n_C}."], "{num_pas_bad_C}."),
 (["{num_pas_n_C}."], "{num_act_bad_C}."),
 (["Of the {sv_n} {sv_who} who answered {short_P} survey, {sv_pct}% said they {sv_find}."], "{sv_pct_bad}% of the {sv_who} surveyed by {short} said they {sv_find}."),
 (["{short_C} accepted an offer of {amount} from {offerer} to {offer}."], "{offerer} will {offer} for {amount_bad}, after {short} accepted its offer."),
 (["Minutes of the {mdate} meeting of {body}: the motion to {motion} was carried by 7 votes to 3."], "The motion to {motion} was carried by seven votes to two."),
 (["{event_C} will be held on {ndate}."], "{event_C} will take place on {ndate_bad}."),
]
FAM["W:superlative"] = [
 (["The {B0} {bnoun} recorded {v0} {metric} in {year}, compared with {v1} for the {B1} {bnoun}."], "The {B0} {bnoun} was {short_P} {adj} {bnoun} in {year}."),
 (["The {B0} {bnoun} recorded {v0} {metric} in {year}, up from {prev} the year before."], "No other {short} {bnoun} recorded as many {metric} as the {B0} {bnoun} in {year}."),
 (["{short_C} has three {bnouns}: {B0}, {B1} and {B2}.", "In {year} the {B0} {bnoun} recorded {v0} {metric} and the {B1} {bnoun} {v1}."], "Of {short_P} three {bnouns}, the {B0} {bnoun} recorded the most {metric} in {year}."),
 (["{p0} praised the {B0} {bnoun}, which recorded {v0} {metric} in {year}."], "The {B0} {bnoun}, {short_P} {adj}, recorded {v0} {metric} in {year}."),
 (["{B0}: {v0} {metric} ({year}). {B1}: {v1} {metric} ({year})."], "With {v0} {metric}, the {B0} {bnoun} led all of {short_P} {bnouns} in {year}."),
 (["The {B0} {bnoun} recorded {v0} {metric} in {year}, up from {prev} the year before."], "The {year} figure of {v0} {metric} was the highest the {B0} {bnoun} has ever recorded."),
]
FAM["W:overgeneralise"] = [
 (["The {B1} {bnoun} will {over_vp}."], "All of {short_P} {bnouns} will {over_vp}."),
 (["{p1} said the {B1} {bnoun} would {over_vp}."], "{p1} said every {short} {bnoun} would {over_vp}."),
 (["{short_C} runs three {bnouns}: {B0}, {B1} and {B2}.", "The {B1} {bnoun} is to {over_vp}."], "{short_P_C} three {bnouns} will all {over_vp}."),
 (["Users of the {B1} {bnoun} are advised that it will {over_vp}."], "Users are advised that {short_P} {bnouns} will {over_vp}."),
 (["Update from {short}: the {B1} {bnoun} will {over_vp}. Arrangements for the other {bnouns} have not yet been decided."], "Across {short}, {bnouns} will {over_vp}."),
]
# ---------------------------------------------------------------- RIGHT
FAM["R:cond_met"] = [
 (["If {cond_pres}, {short} will {cons}.", "{cond_fact}"], "Because {cond_past}, {short} will {cons}."),
 (["{short_C} has said it will {cons} {cond_should}.", "{cond_fact}"], "{short_C} is going to {cons}."),
 (["Q: Will {short} {cons}? A: Yes, provided that {cond_pres}.", "{cond_fact}"], "{cond_past_C}, which means {short} will {cons}."),
 (["In the event that {cond_pres}, {short} will {cons}.", "{cond_fact}"], "Now that {cond_perf}, {short} will {cons}."),
 (["Once {cond_pres}, {short} will {cons}, {p0} said.", "{cond_fact}"], "With {cond_noun} behind it, {short} will {cons}."),
]
FAM["R:cond_kept"] = [
 (["If {cond_pres}, {short} will {cons}."], "{short_C} will {cons} in the event that {cond_pres}."),
 (["{short_C} will {cons} only if {cond_pres}."], "Unless {cond_pres}, {short} will not {cons}."),
 (["{cond_should_C}, {short} will {cons}, {p0} said."], "According to {p0}, {short} will {cons} if {cond_pres}."),
 (["Q: Will {short} {cons}? A: Only if {cond_pres}."], "{short_C} will {cons} only on condition that {cond_pres}."),
 (["Subject to {cond_noun}, {short} will {cons}."], "Provided that {cond_pres}, {short} is to {cons}."),
]
FAM["R:request_granted"] = [
 (["{short_C} has applied to {auth} for {req}.", "At its meeting on {mdate}, {auth} approved {short_P} application."], "{short_C} has been granted {req}."),
 (["An application by {short} for {req} went before {auth} on {mdate}.", "{auth_C} approved the application at that meeting, without conditions."], "{auth_C} approved {short_P} request for {req} on {mdate}."),
 (["{p1} said {short} had asked {auth} for {req}.", "{auth_C} has since granted the request, a spokesperson for {auth} confirmed."], "{short_C} now has the approval of {auth} for {req}."),
 (["Bulletin: {short} application to {auth} for {req} — APPROVED ({mdate})."], "{short_P_C} application for {req} was successful."),
 (["{auth_C} received {short_P} application for {req} in the spring.", "On {mdate}, {auth} wrote to {short} to say that the application had been granted."], "By {mdate}, {short_P} application for {req} had been granted."),
]
FAM["R:motion_carried"] = [
 (["Minutes of the {mdate} meeting of {body}: the motion to {motion} was carried by 7 votes to 3."], "{body_C} voted on {mdate} to {motion}."),
 (["Agenda, {mdate} — Item 6: Motion to {motion}.", "Minutes, {mdate}: Item 6 was carried on a show of hands."], "On {mdate}, {body} agreed to {motion}."),
 (["{p2} put forward a motion to {motion} at the {mdate} meeting of {body}.", "{p2_P} motion was passed after a short debate."], "{body_C} backed a motion from {p2} to {motion}."),
 (["Result of the vote held by {body} on {mdate} — for: 9; against: 2. The motion to {motion} is carried."], "By a clear majority, {body} voted on {mdate} to {motion}."),
 (["By 6 votes to 4, {body} resolved on {mdate} to {motion}."], "The decision to {motion} was taken by {body} on {mdate}, though not unanimously."),
]
FAM["R:postponed_reported"] = [
 (["{event_C} {eloc}, planned for {edate}, has been postponed to {ndate} {ereason}."], "{event_C} has been moved from {edate} to {ndate}."),
 (["{short_C} has called off {event}, which was due to be held on {edate}."], "{event_C} will not take place on {edate}."),
 (["NOTICE: {event} on {edate} is postponed {ereason}. New date: {ndate}."], "{event_C} will now be held on {ndate} rather than {edate}."),
 (["{event_C} was scheduled for {edate}.", "Last week {short} put {event} back to {ndate}."], "{short_C} has pushed {event} back to {ndate}."),
 (["Organisers said {event} would no longer take place on {edate} {ereason}.", "{event_C} will instead be held on {ndate}."], "{event_C}, originally due on {edate}, has a new date: {ndate}."),
]
FAM["R:plan_kept"] = [
 (["{short_C} hopes to {plan}."], "{short_C} would like to {plan}."),
 (["{short_P_C} stated aim is to {plan}, {p0} said."], "According to {p0}, {short} is aiming to {plan}."),
 (["{short_C} intends to {plan}, subject to funding."], "If the money can be found, {short} plans to {plan}."),
 (["{short_C} is considering plans to {plan}."], "Plans to {plan} are under consideration at {short}."),
 (["Looking ahead: {short} would like to {plan}, according to its annual report."], "{short_P_C} annual report sets out an ambition to {plan}."),
]
FAM["R:proposal_approved"] = [
 (["{p2}, {short_P} {r2}, has put forward a proposal to {prop}.", "{body_C} approved the proposal on {mdate}."], "{short_C} has decided to {prop}."),
 (["A consultation paper published by {short} recommended {propger}.", "After the consultation closed, {body} voted to adopt the recommendation."], "Following a consultation, {short} will {prop}."),
 (["The {r2} recommended {propger}.", "Minutes, {mdate}: {body} accepted the recommendation of the {r2}."], "{body_C} has approved {propger}."),
 (["Under proposals published in the spring, {short} would {prop}.", "The proposals were confirmed by {body} on {mdate} without amendment."], "It was decided on {mdate} that {short} would {prop}."),
 (["Q: Is {short} going to {prop}? A: Yes — {body} signed off the plan on {mdate}, {p1} said."], "{p1} said {short} had agreed to {prop}."),
]
FAM["R:offer_accepted"] = [
 (["{offerer} has made an offer of {amount} to {offer}.", "{short_C} accepted the offer on {mdate}."], "{offerer_P} {amount} offer to {offer} has been accepted."),
 (["{short_C} was considering a {amount} bid from {offerer} to {offer}.", "On {mdate}, {body} voted to accept the bid."], "{short_C} has agreed to a {amount} bid from {offerer} to {offer}."),
 (["'We have received an offer from {offerer} and will respond in due course,' said {p0}.", "The offer, worth {amount}, was to {offer}.", "A week later {short} accepted the {offerer} offer."], "{short_C} said yes to {offerer_P} offer of {amount}."),
 (["{offerer} offered {amount} on {mdate} to {offer}.", "{body_C} has accepted the offer, {p0} confirmed."], "{offerer_P} offer to {offer} was accepted by {body}."),
 (["Bulletin — Offer received: {offerer}, {amount}, to {offer}. Status: accepted ({mdate})."], "A deal has been agreed for {offerer} to {offer} for {amount}."),
]
FAM["R:trial_kept"] = [
 (["{short_C} is running a {tlen} trial of {trial} {tloc}."], "{trial_C} are being tried out {tloc} for {tdur}."),
 (["A {tlen} pilot of {trial} begins {tloc} on {edate}."], "{trial_C} will be piloted {tloc} for {tdur}, starting on {edate}."),
 (["'{trial_C} {tloc} are an experiment for now,' {p1} said."], "According to {p1}, {trial} {tloc} are experimental at this stage."),
 (["Minutes: agreed to pilot {trial} {tloc} and to review the results in the spring."], "{trial_C} {tloc} are to be piloted, with a review of the results due in the spring."),
 (["Q: Are {trial} {tloc} permanent? A: Not yet — it is a {tlen} trial."], "{trial_C} {tloc} are not yet permanent; they are part of a {tlen} trial."),
]
FAM["R:forecast_kept"] = [
 (["{short_C} expects {fc_subj} to reach {fc_val} {fc_by}."], "{short_C} is forecasting that {fc_subj} will reach {fc_val} {fc_by}."),
 (["The target is for {fc_subj} to hit {fc_val} {fc_by}."], "The aim is for {fc_subj} to reach {fc_val} {fc_by}."),
 (["Forecast ({p2}): {fc_subj} — {fc_val} {fc_by}."], "{p2} projects that {fc_subj} will be {fc_val} {fc_by}."),
 (["Projections presented by {p1} suggest {fc_subj} could reach {fc_val} {fc_by}."], "{p1_P} projections indicate that {fc_subj} might reach {fc_val} {fc_by}."),
 (["{short_P_C} business plan sets a goal of {fc_val} for {fc_subj} {fc_by}."], "{short_C} is aiming for {fc_subj} to reach {fc_val} {fc_by}."),
]
FAM["R:hedge_kept"] = [
 (["{h_subj_C} is thought to {h_inf}, {p2} said."], "{p2} said {h_subj} was believed to {h_inf}."),
 (["{h_subj_C} appears to {h_inf}."], "It seems that {h_subj} {h_fin}."),
 (["Preliminary findings suggest that {h_subj} may {h_inf}."], "Early findings point to the possibility that {h_subj} {h_fin}."),
 (["{p2} said it was too early to say for sure, but that {h_subj} might {h_inf}."], "{p2} thinks {h_subj} may {h_inf}, although it is too soon to be certain."),
 (["Staff suspect that {h_subj} could {h_inf}, though tests have not yet been done."], "{h_subj_C} could {h_inf}, staff suspect, but this has not yet been tested."),
]
FAM["R:rumour_confirmed"] = [
 (["There is speculation among staff that {rum_fin}.", "{rum_conf}"], "{rum_fin_C}."),
 (["Unconfirmed reports suggested that {rum_fin}.", "{rum_conf}"], "Reports that {rum_fin} have been confirmed."),
 (["Rumours that {rum_fin} were circulating on social media on Tuesday.", "{rum_conf}"], "The social-media rumours turned out to be true: {rum_fin}."),
 (["{rum_conf}"], "{rum_np_C} has been confirmed."),
 (["It was rumoured that {rum_fin}.", "{rum_conf}"], "The rumour about {rum_np} was true."),
]
FAM["R:survey_result"] = [
 (["Of the {sv_n} {sv_who} who answered {short_P} survey, {sv_pct}% said they {sv_find}."], "Most {sv_who} who took part in {short_P} survey said they {sv_find}."),
 (["Survey results: asked {sv_q}, {sv_pct}% of {sv_who} said yes (sample: {sv_n})."], "{sv_words_C} of the {sv_who} surveyed said they {sv_find}."),
 (["Of the {sv_n} {sv_who} who answered {short_P} survey, {sv_pct}% said they {sv_find}."], "{sv_cnt} of the {sv_n} {sv_who} surveyed said they {sv_find}."),
 (["Survey results: asked {sv_q}, {sv_pct}% of {sv_who} said yes (sample: {sv_n})."], "In the survey, {sv_pct} per cent of {sv_who} answered yes when asked {sv_q}."),
 (["{short_P_C} survey of {sv_n} {sv_who} found that {sv_pct}% {sv_find}."], "According to {short_P} survey, the share of {sv_who} who {sv_find} was {sv_pct}%."),
]
FAM["R:refusal_reported"] = [
 (["{p0} declined to comment on {ref_topic}."], "{p0} would not comment on {ref_topic}."),
 (["Asked about {ref_topic}, a spokesperson for {short} said: 'We have nothing to add at this stage.'"], "{short_C} offered no comment when asked about {ref_topic}."),
 (["'No comment,' said {p0} when asked whether {ref_clause}."], "{p0} declined to say whether {ref_clause}."),
 (["{short_C} would not be drawn on {ref_topic}."], "{short_C} has refused to comment on {ref_topic}."),
 (["{p0} refused to discuss {ref_topic}, saying only that it was an internal matter."], "{p0} would not discuss {ref_topic}, describing the matter as internal."),
]
FAM["R:announce_dated"] = [
 (["On {ann_date}, {short} announced that {ev2_subj} would {ev2_base} on {ev2_date}."], "It was on {ann_date} that {short} announced {ev2_date} as the date for {ev2_noun}."),
 (["Announcement ({ann_date}): {ev2_subj} to {ev2_base} on {ev2_date}."], "{ev2_noun_C}, set for {ev2_date}, was announced on {ann_date}."),
 (["{p0} told staff on {ann_date} that {ev2_subj} would {ev2_base} later in the year."], "{p0} informed staff on {ann_date} that {ev2_subj} would {ev2_base} later that year."),
 (["{short_C} confirmed on {ann_date} the date for {ev2_noun}: {ev2_date}."], "The date of {ev2_noun}, {ev2_date}, was confirmed by {short} on {ann_date}."),
 (["In a press release dated {ann_date}, {short} set out plans for {ev2_noun}."], "{short_P_C} plans for {ev2_noun} were set out in a press release on {ann_date}."),
]
FAM["R:paraphrase"] = [
 (["{para_act}"], "{para_pas}"),
 (["{para_pas}"], "{para_act}"),
 (["{para_act}"], "{para_rel}"),
 (["{para_pas}"], "{para_front}"),
 (["{para_front}"], "{para_nom}"),
]
FAM["R:chain"] = [
 (["{chp} runs {ch_thing}.", "{ch_thing_C} is based at {ch_place}."], "{chp_P} {ch_bare} is based at {ch_place}."),
 (["{ch_thing_C} is led by {chp}, {short_P} {chr}.", "Since 2024, {ch_thing} has operated from {ch_place}."], "The {chr} leads {ch_thing}, which operates from {ch_place}."),
 (["{chp} is in charge of {ch_thing}.", "You will find {ch_thing} at {ch_place}."], "The person in charge of the {ch_bare} at {ch_place} is {chp}."),
 (["{ch_thing_C}, which {chp} manages, has grown quickly this year.", "{ch_thing_C} has been at {ch_place} since 2023."], "Q: Where is the {ch_bare} that {chp} manages? A: At {ch_place}."),
 (["{chp} manages {ch_thing}.", "{ch_place_C} houses {ch_thing}."], "{ch_place_C} is home to the {ch_bare} managed by {chp}."),
]
FAM["R:dates"] = [
 (["{dt_subj_C} {dt_vp} on {iso}."], "{dt_subj_C} {dt_vp} on {uk}."),
 (["{dt_subj_C} {dt_vp} on {us_long}."], "{dt_subj_C} {dt_vp} on {uk_num}."),
 (["Date: {abbr}. {dt_subj_C} {dt_vp}."], "On {weekday}, {us_long}, {dt_subj} {dt_vp}."),
 (["{dt_subj_C} {dt_vp} on {us_num}."], "It was on the {ordinal} of {month} {year_dt} that {dt_subj} {dt_vp}."),
 (["Log entry {iso}: {dt_subj} {dt_vp}."], "{dt_subj_C} {dt_vp} in mid-{month} {year_dt}."),
]
FAM["R:sums"] = [
 (["{sum_p_t}"], "{sum_c1_t}"),
 (["{sum_p_t}"], "{sum_c2_t}"),
 (["{diff_p_t}"], "{diff_c1_t}"),
 (["{diff_p_t}"], "{diff_c2_t}"),
 (["{sum_p_t}"], "{sum_cmp_t}"),
]
FAM["R:negation"] = [
 (["None of {short_P} {bnouns} will {neg0_neg}."], "The {B0}, {B1} and {B2} {bnouns} will all {neg0_pos}."),
 (["Of {short_P} three {bnouns}, only the {B0} {bnoun} {neg_only}."], "Neither the {B1} nor the {B2} {bnoun} {neg_only}."),
 (["{short_C} did not increase {fee} this year."], "There was no increase in {fee} this year."),
 (["{fee_C} will remain at {fee_val} in 2027."], "{fee_C} will not change in 2027."),
 (["{p2} is no longer {short_P} {r2}; the post is currently vacant."], "{p2} does not hold the post of {r2} at {short} any more."),
]

def build():
    rng = random.Random(SEED)
    doms = [augment(D) for D in DOMAINS]
    kinds = [k for k in FAM if k.startswith("W:")] + [k for k in FAM if k.startswith("R:")]
    assert len(kinds) == 40 and sum(k.startswith("W:") for k in kinds) == 20
    rows, seen = [], set()
    for fi, kind in enumerate(kinds):
        W = FAM[kind]; assert len(W) >= 5
        off = (fi * 3) % 10
        used = set()
        for i in range(15):
            w = i % len(W)
            di = (i + off + (3 if i >= 10 else 0)) % 10
            assert (w, di) not in used; used.add((w, di))
            E = doms[di]
            ptpls, ctpl = W[w]
            passages = [cap(t.format(**E)) for t in ptpls]
            claim = cap(ctpl.format(**E))
            if rng.random() < 0.5:
                k = rng.choice([1, 2])
                passages += rng.sample(E["dist"], k)
            rng.shuffle(passages)
            key = (claim, tuple(sorted(passages))); assert key not in seen, claim; seen.add(key)
            rows.append({"group": kind, "template": f"{kind}/w{w}", "kind": kind, "domain": E["dom"],
                         "wording": f"w{w}", "claim": claim, "passages": passages,
                         "gold": "right" if kind.startswith("R:") else "wrong"})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} pairs to {OUT}")

if __name__ == "__main__":
    build()
