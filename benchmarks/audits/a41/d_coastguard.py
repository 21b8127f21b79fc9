from gen_lib import Domain, make_pair
D = Domain("coastguard")
pair = make_pair(D)
D.src("sop-v8", "Selby Point Coastguard station orders", [
    ("k1", "The all-weather lifeboat launches within 10 minutes of a callout."),
    ("k2", "Volunteers must live within 5 miles of the station."),
    ("k3", "The station covers the coast from Marr Head to Tilby Sands."),
    ("k4", "If wave height exceeds 4 metres, the inshore boat may not launch."),
    ("k5", "Radio checks with the Harwick centre are made at 08:00 and 20:00 daily."),
    ("k6", "Coxswain Dan Orme took over from Bill Harker in 2022."),
    ("k7", "The station answered 96 callouts in 2025, up from 81 in 2024."),
    ("k8", "The new slipway is expected to open in spring 2027."),
    ("k9", "Crew members may serve until the age of 65."),
    ("k10", "The Harwick centre alerts the station, not the other way round."),
    ("k11", "The station no longer operates the old tractor launch."),
    ("k12", "Helicopter support comes from the Rennick air base, 40 miles north."),
], sid="sop")
D.src("sop-v5", "Selby Point orders (2021)", [
    ("k1old", "The all-weather lifeboat launches within 15 minutes of a callout."),
], sid="sop", status="superseded", observed="2021-06-01", published="2021-05-01", eff_from="2021-01-01", eff_to="2024-12-31")
D.src("fleet-v2", "Fleet list", [("k13", "The all-weather lifeboat at Selby Point is the Grace Ellis.")])
D.src("refit-v1", "Refit schedule", [("k14", "The Grace Ellis is due for refit in November 2026.")])
D.src("incident-v1", "Incident log (crew only)", [("k15", "The station rescued 7 people from the trawler Kestrel on 2 January 2026.")], readers=["crew"])
D.src("news-v1", "Local news", [("k16", "The station's open day raised 6,200 pounds.")])
D.src("appeal-v1", "Appeal page", [("k17", "The station's open day raised 5,800 pounds.")])

pair("How quickly does the all-weather lifeboat launch?", ["within 10 minutes", "within ten minutes"], "The all-weather lifeboat launches within 10 minutes of a callout.", [["k1"]],
     "The all-weather lifeboat launches within 15 minutes of a callout [1].",
     "Within ten minutes of a callout, the all-weather lifeboat launches [1].", ["k1old"],
     "old launch time from superseded orders", "§1; §4", gcites=["k1"])
pair("How quickly does the all-weather lifeboat launch?", ["10 minutes"], "The all-weather lifeboat launches within 10 minutes of a callout.", [["k1"]],
     "The all-weather lifeboat launches within 10 hours of a callout [1].",
     "The all-weather lifeboat launches within 10 minutes of a callout [1].", ["k1"],
     "hours for minutes", "§3.4 unit")
pair("Where must volunteers live?", ["within 5 miles"], "Volunteers must live within 5 miles of the station.", [["k2"]],
     "Volunteers must live within 5 kilometres of the station [1].",
     "Volunteers are required to live within 5 miles of the station [1].", ["k2"],
     "kilometres for miles", "§3.4 unit", gnote="'are required to' for 'must'")
pair("What stretch of coast does the station cover?", ["Marr Head to Tilby Sands"], "The station covers the coast from Marr Head to Tilby Sands.", [["k3"]],
     "The station covers the coast from Marr Head to Tilby Point [1].",
     "The coast from Marr Head to Tilby Sands is covered by the station [1].", ["k3"],
     "wrong place with same name shape (Tilby Point)", "§3.4 another entity")
pair("When may the inshore boat not launch?", ["4 metres"], "If wave height exceeds 4 metres, the inshore boat may not launch.", [["k4"]],
     "The inshore boat may not launch [1].",
     "The inshore boat may not launch if wave height exceeds 4 metres [1].", ["k4"],
     "condition dropped", "§3.7 boundary", corr=None)
pair("When are radio checks made with Harwick?", ["08:00 and 20:00"], "Radio checks with the Harwick centre are made at 08:00 and 20:00 daily.", [["k5"]],
     "Radio checks with the Harwick centre are made at 08:00 and 22:00 daily [1].",
     "Radio checks with the Harwick centre are made daily at 8 am and 8 pm [1].", ["k5"],
     "22:00 for 20:00", "§3.4 another value", gnote="12-hour clock (answer list lacks it)", unclear_twin=True)
pair("Who took over as coxswain in 2022?", ["Dan Orme"], "Coxswain Dan Orme took over from Bill Harker in 2022.", [["k6"]],
     "Bill Harker took over from coxswain Dan Orme in 2022 [1].",
     "In 2022 Dan Orme took over from Bill Harker as coxswain [1].", ["k6"],
     "roles swapped", "§3.4 role")
pair("How many callouts did the station answer in 2025?", ["96 callouts"], "The station answered 96 callouts in 2025, up from 81 in 2024.", [["k7"]],
     "The station answered 96 callouts in 2024 [1].",
     "In 2025 the station answered 96 callouts, up from 81 the year before [1].".replace(" the year before", " in 2024"), ["k7"],
     "year of the 96 moved to 2024", "§3.4 another value")
pair("How many callouts did the station answer in 2025?", ["96 callouts"], "The station answered 96 callouts in 2025, up from 81 in 2024.", [["k7"]],
     "The station answered 96 callouts in 2025, down from 81 in 2024 [1].",
     "The station answered ninety-six callouts in 2025, up from 81 in 2024 [1].", ["k7"],
     "'down from' for 'up from'", "§3.4 direction", gnote="number in words (answer list lacks it)", unclear_twin=True)
pair("When will the new slipway open?", ["spring 2027"], "The new slipway is expected to open in spring 2027.", [["k8"]],
     "The new slipway opened in spring 2027 [1].".replace("opened in spring 2027", "will definitely open in spring 2027"),
     "The new slipway is expected to open in spring 2027 [1].", ["k8"],
     "expectation turned into certainty ('will definitely')", "§3.4 modality", corr=None)
pair("Until what age may crew serve?", ["65"], "Crew members may serve until the age of 65.", [["k9"]],
     "Crew members must serve until the age of 65 [1].",
     "Crew members may serve until they are 65 [1].", ["k9"],
     "must for may", "§3.4 modality", gnote="paraphrase")
pair("Who alerts whom, the Harwick centre or the station?", ["Harwick centre alerts the station"], "The Harwick centre alerts the station, not the other way round.", [["k10"]],
     "The station alerts the Harwick centre [1].",
     "The Harwick centre alerts the station [1].", ["k10"],
     "direction reversed", "§3.4 role")
pair("Does the station operate the old tractor launch?", ["tractor launch"], "The station no longer operates the old tractor launch.", [["k11"]],
     "The station still operates the old tractor launch [1].",
     "The old tractor launch is no longer operated by the station [1].", ["k11"],
     "'still' for 'no longer'", "§3.4 negation")
pair("Where does helicopter support come from?", ["Rennick air base"], "Helicopter support comes from the Rennick air base, 40 miles north.", [["k12"]],
     "Helicopter support comes from the Rennick air base, 40 miles south [1].",
     "Helicopter support comes from the Rennick air base, forty miles north [1].", ["k12"],
     "south for north", "§3.4 opposite")
Q = "When is the station's all-weather lifeboat due for refit?"
C = "The station's all-weather lifeboat is due for refit in November 2026."
R = [["k13", "k14"]]
a = D.case(Q, ["November 2026"], C, R, "The station's all-weather lifeboat is due for refit in November 2026 [1].", ["k14"],
           "revise_citations", True, "missing hop k13 (lifeboat -> Grace Ellis)", "§3.6", kind="hop")
D.case(Q, ["November 2026"], C, R, "The all-weather lifeboat at Selby Point is the Grace Ellis [1]. The station's all-weather lifeboat is due for refit in November 2026 [2].",
       ["k13", "k14"], "accept", True, "twin: answer scope", "§3.6", target="refit", twin=a, kind="twin")
Q = "How many people were rescued from the trawler Kestrel?"
C = "The station rescued 7 people from the trawler Kestrel on 2 January 2026."
a = D.case(Q, ["7 people"], C, [["k15"]], "The station rescued 7 people from the trawler Kestrel on 2 January 2026 [1].", ["k15"], "reject", None,
           "crew-only log for a 'public' reader", "§3.0; §4", reader="public")
D.case(Q, ["7 people", "seven people"], C, [["k15"]], "On 2 January 2026 the station rescued seven people from the trawler Kestrel [1].", ["k15"], "accept", True,
       "twin: crew reader, number in words", "§1", reader="crew", twin=a, kind="twin")
Q = "How much did the open day raise?"
C = "Local news reports 6,200 pounds raised at the open day and the appeal page reports 5,800 pounds."
a = D.case(Q, ["6,200 pounds", "5,800 pounds"], C, [["k16", "k17"]], "The station's open day raised 6,200 pounds [1].", ["k16"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["6,200 pounds", "5,800 pounds"], C, [["k16", "k17"]], "Local news says the station's open day raised 6,200 pounds, but the appeal page says 5,800 pounds [1][2].",
       ["k16", "k17"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
Q = "How quickly does the all-weather lifeboat launch?"
C = "The all-weather lifeboat launches within 10 minutes of a callout."
a = D.case(Q, ["10 minutes"], C, [["k1"]], "The all-weather lifeboat launches within 10 minutes of a callout.", [],
           "revise_citations", True, "correct but uncited", "§3.6; §4 revise_citations (citations incomplete)")
a = D.case(Q, ["10 minutes"], C, [["k1"]], "The lifeboat launches within 10 minutes of a callout [1].", ["k1"],
           "accept", True, "right twin: 'all-weather' dropped from the subject, a shortened but still entailed description", "§3.7 (entailed by the reference claim)", kind="twin")
Q = "Who took over as coxswain in 2022?"
C = "Coxswain Dan Orme took over from Bill Harker in 2022."
pair(Q, ["Dan Orme"], C, [["k6"]], "Coxswain Dan Orme took over from Bill Harker in 2020 [1].",
     "Dan Orme, the coxswain, took over from Bill Harker in 2022 [1].", ["k6"],
     "2020 for 2022", "§3.4 another value")
