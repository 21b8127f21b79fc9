from lib import Domain
NA = "reject|escalate"
ABST = "The provided sources do not specify this."

# ---------------- 6. blood donation centre ----------------
d = Domain("blood", "BLOOD")
d.src("donor-v3", [
 ("d1", "Whole blood donors must wait at least 12 weeks between donations."),
 ("d2", "The minimum haemoglobin level for female donors is 125 grams per litre."),
 ("d3", "Plasma donors may give every two weeks."),
 ("d4", "The Harrow Road session is held at St Cuthbert's hall."),
 ("d5", "St Cuthbert's hall accepts walk-in donors on Thursdays."),
 ("d6", "Nurse Priya Shah supervises the apheresis unit."),
 ("d7", "The centre offered evening appointments until 2022."),
 ("d8", "Donors who have had a tattoo in the last four months cannot donate."),
 ("d9", "First-time donors aged 17 to 65 are accepted."),
 ("d10", "The medical director said O negative stocks are critically low."),
], observed="2025-02-01", eff_from="2025-01-01", title="Donor guidance")
d.src("donor-v2", [("do1", "Whole blood donors must wait at least 16 weeks between donations.")], status="superseded",
      observed="2023-02-01", eff_to="2025-01-01", title="Donor guidance 2023", source_id="donor")
d.src("clinical-v1", [("dc1", "Donor 4471 was deferred for low iron.")], readers=["clinicians"], observed="2025-03-01",
      title="Clinical log")

d.pair("01", "Whole blood donors must wait at least 12 weeks between donations.", "12 weeks", "d1",
       "Whole blood donors must wait at least 12 days between donations [@d1].", "reject", False,
       "Donors of whole blood have to wait a minimum of 12 weeks between donations [@d1].", "§3.4", "unit weeks->days",
       "paraphrase")
d.pair("02", "The minimum haemoglobin level for female donors is 125 grams per litre.", "125 grams per litre", "d2",
       "The minimum haemoglobin level for all donors is 125 grams per litre [@d2].", NA, None,
       "For female donors, the minimum haemoglobin level is 125 grams per litre [@d2].", "§3.7", "female dropped",
       "reordered")
d.pair("03", "Plasma donors may give every two weeks.", "every two weeks", "d3",
       "Plasma donors must give every two weeks [@d3].", "reject", False,
       "Plasma donors are allowed to give every two weeks [@d3].", "§3.4", "may->must", "synonym")
d.pair("04", "The Harrow Road session accepts walk-in donors on Thursdays.", "Thursdays", "d4+d5",
       "The Harrow Road session accepts walk-in donors on Thursdays [@d5].", "revise_citations", True,
       "The Harrow Road session is held at St Cuthbert's hall [@d4]. The Harrow Road session accepts walk-in donors on Thursdays [@d5].",
       "§3.6 answer scope", "missing hop", "answer scope", ropts={"pick": 1})
d.pair("05", "The centre offered evening appointments until 2022.", "2022", "d7",
       "The centre offers evening appointments [@d7].", NA, False,
       "Evening appointments were offered by the centre until 2022 [@d7].", "§3.4", "ended as current (hop form)", "passive")
d.pair("06", "Donors who have had a tattoo in the last four months cannot donate.", "four months", "d8",
       "Donors who have had a tattoo cannot donate [@d8].", NA, None,
       "Anyone who has had a tattoo in the last four months cannot donate [@d8].", "§3.7", "time condition dropped",
       "synonym")
d.pair("07", "First-time donors aged 17 to 65 are accepted.", ["17 to 65", "between 17 and 65"], "d9",
       "First-time donors aged 65 are accepted [@d9].", NA, None,
       "First-time donors between 17 and 65 years old are accepted [@d9].", "§3.4", "range end as the value",
       "paraphrase", rexp="accept")
d.pair("08", "The medical director said O negative stocks are critically low.", "critically low", "d10",
       "O negative stocks are critically low [@d10].", NA, None,
       "O negative stocks are critically low, the medical director said [@d10].", "§3.7", "attribution dropped",
       "postposed attribution")
d.pair("09", "Whole blood donors must wait at least 12 weeks between donations.", ["12 weeks", "twelve weeks"], "d1",
       "Whole blood donors must wait at least 16 weeks between donations [@do1].", "reject", False,
       "Whole blood donors must wait at least twelve weeks between donations [@d1].", "§1 freshness", "superseded",
       "number in words")
d.pair("10", "Donor 4471 was deferred for low iron.", "low iron", "dc1",
       "Donor 4471 was deferred for low iron [@dc1].", "reject", None,
       ABST, "§3.0/§4", "blocked answered", "abstains", reader="public", rexp="abstain",
       ropts={"abstained": True, "pick": "omit"})
d.pair("11", "Nurse Priya Shah supervises the apheresis unit.", "Priya Shah", "d6",
       "Nurse Priya Shah supervises the apheresis unit [@d6|Priya Shah manages the blood bank].", "revise_citations|reject", True,
       "Nurse Priya Shah supervises the apheresis unit [@d6|supervises the apheresis unit].", "§3.2", "unfaithful quote",
       "faithful")
d.pair("12", "Plasma donors may give every two weeks.", "every two weeks", "d3",
       "Plasma donors could give every two weeks until last year [@d3].", NA, False,
       "Every two weeks, plasma donors may give [@d3].", "§3.4", "state ended added", "reordered")

# ---------------- 7. municipal swimming pool ----------------
d = Domain("pool", "POOL")
d.src("pool-v7", [
 ("p1", "The main pool is 25 metres long with six lanes."),
 ("p2", "Lane swimming is available from 7 am to 9 am on weekdays."),
 ("p3", "The learner pool is heated to 31 degrees."),
 ("p4", "Swimming lessons for toddlers take place in the learner pool."),
 ("p5", "The learner pool is supervised by lifeguard Niamh Doyle."),
 ("p6", "Children under eight must be accompanied by an adult."),
 ("p7", "The pool had a diving board until 2016."),
 ("p8", "The council has proposed extending Sunday opening hours."),
 ("p9", "Aqua aerobics classes cost 5 pounds for residents."),
 ("p10", "The sauna is closed for repairs."),
], observed="2025-09-01", eff_from="2025-09-01", title="Pool information")
d.src("pool-v6", [("po1", "The learner pool is heated to 29 degrees.")], status="superseded", observed="2024-09-01",
      eff_from="2024-01-01", eff_to="2025-09-01", title="Pool information 2024", source_id="pool")
d.src("flyer-v1", [("px1", "Lane swimming is available from 6:30 am to 9 am on weekdays.")], observed="2025-09-05",
      title="Leisure flyer")

d.pair("01", "The main pool is 25 metres long with six lanes.", "25 metres", "p1",
       "The main pool is 50 metres long with six lanes [@p1].", "reject", False,
       "The main pool has six lanes and is 25 metres long [@p1].", "§3.4", "other length", "reordered")
d.pair("02", "Lane swimming is available from 7 am to 9 am on weekdays.", ["7 am to 9 am", "between 7 am and 9 am"], "p2",
       "Lane swimming is available from 7 am to 9 am at weekends [@p2].", "reject", False,
       "On weekdays, lane swimming is available between 7 am and 9 am [@p2].", "§3.4", "weekdays->weekends", "reordered")
d.pair("03", "Swimming lessons for toddlers are supervised by lifeguard Niamh Doyle.", "Niamh Doyle", "p4+p5",
       "Swimming lessons for toddlers are supervised by lifeguard Niamh Doyle [@p5].", "revise_citations", True,
       "Swimming lessons for toddlers are supervised by lifeguard Niamh Doyle [@p4][@p5].", "§3.6", "missing hop",
       "both hops")
d.pair("04", "Children under eight must be accompanied by an adult.", "under eight", "p6",
       "All children must be accompanied by an adult [@p6].", NA, None,
       "An adult must accompany children under eight [@p6].", "§3.7", "under eight dropped", "active voice")
d.pair("05", "The pool had a diving board until 2016.", "2016", "p7",
       "The pool has a diving board [@p7].", NA, False,
       "Until 2016 the pool had a diving board [@p7].", "§3.4", "ended state as current (hop form)", "reordered")
d.pair("06", "The council has proposed extending Sunday opening hours.", "proposed", "p8",
       "The council has extended Sunday opening hours [@p8].", NA, False,
       "Extending Sunday opening hours has been proposed by the council [@p8].", "§3.4", "proposed->done", "passive")
d.pair("07", "Aqua aerobics classes cost 5 pounds for residents.", ["5 pounds", "five pounds"], "p9",
       "Aqua aerobics classes cost 5 pounds [@p9].", NA, None,
       "For residents, aqua aerobics classes cost five pounds [@p9].", "§3.7", "residents dropped", "words, reordered")
d.pair("08", "The sauna is closed for repairs.", ["closed", "shut"], "p10",
       "The sauna is open after repairs [@p10].", "reject", False,
       "The sauna is shut for repairs [@p10].", "§3.4", "opposite", "restatement")
d.pair("09", "The learner pool is heated to 31 degrees.", "31 degrees", "p3",
       "The learner pool is heated to 29 degrees [@po1].", "reject", False,
       "The learner pool is heated to 31 degrees [@p3].", "§1 freshness", "superseded", "current")
d.pair("10", "In 2024 the learner pool was heated to 29 degrees.", "29 degrees", "po1",
       "In 2024 the learner pool was heated to 31 degrees [@p3].", "reject", False,
       "In 2024 the learner pool was heated to 29 degrees [@po1].", "§1 applies_at", "not effective then",
       "effective version", applies_at="2024-06-01")
d.pair("11", "The pool information says lane swimming is available from 7 am to 9 am on weekdays, while the leisure flyer says from 6:30 am.",
       "7 am", "p2+px1",
       "Lane swimming is available from 6:30 am to 9 am on weekdays [@px1].", "revise_citations|reject", None,
       "The pool information says lane swimming is available from 7 am to 9 am on weekdays [@p2], while the leisure flyer says from 6:30 am [@px1].",
       "§3.9", "conflict hidden", "both sides", behavior="mention_conflict")
d.pair("12", "The main pool is 25 metres long with six lanes.", "25 metres", "p1",
       "The main pool is 25 metres long with six lanes [@!].", "revise_citations", True,
       "The main pool is 25 metres long and has six lanes [@p1].", "§3.1", "unresolvable marker", "paraphrase")
