#!/usr/bin/env python3
"""Audit 44 generator: five domains, false-accept pairs (wrong claim + right twin)."""
import json, os, shutil
OUT = os.path.dirname(os.path.abspath(__file__))
# kinds: single-span text kinds -> (kind, span_sentence, ref_claim, ref_answer, wrong_claim, right_claim)
# hop -> ("hop", s1, s2, ref_claim, ans, claim)             wrong cites s2 only, right cites s1+s2
# conflict -> ("conflict", sA, sB, ref_claim, ans, wrong, right)  wrong cites A only
# stale -> ("stale", old_sentence, new_sentence, ref_claim, ans, wrong(old value), right)
# blocked -> ("blocked", sentence, ref_claim, ans, claim)     wrong: reader public blocked; right: reader staff
D = {}
D["busdepot"] = [
 ("value", "The Northgate depot houses 42 electric buses.", "The Northgate depot houses 42 electric buses.", "42", "The Northgate depot houses 24 electric buses.", "Northgate depot is home to 42 electric buses."),
 ("unit", "Each depot charger delivers 150 kW.", "Each depot charger delivers 150 kW.", "150", "Each depot charger delivers 150 kWh.", "Every depot charger delivers 150 kW."),
 ("date", "Route 7 moved to the Northgate depot on 3 March 2025.", "Route 7 moved to the Northgate depot on 3 March 2025.", "3 March 2025", "Route 7 moved to the Northgate depot on 3 May 2025.", "On 3 March 2025, Route 7 moved to the Northgate depot."),
 ("converse", "The Northgate depot leases its wash bay to the Eastfield depot.", "The Northgate depot leases its wash bay to the Eastfield depot.", "wash bay", "The Northgate depot leases its wash bay from the Eastfield depot.", "The Eastfield depot leases the wash bay of the Northgate depot."),
 ("role", "Senior driver Ilse Marr trains new driver Tomas Beck.", "Ilse Marr trains Tomas Beck.", "Ilse Marr", "Tomas Beck trains Ilse Marr.", "Tomas Beck is trained by Ilse Marr."),
 ("negation", "Night buses are refuelled at the Northgate depot.", "Night buses are refuelled at the Northgate depot.", "Northgate", "Night buses are not refuelled at the Northgate depot.", "Night buses get refuelled at the Northgate depot."),
 ("modality", "Drivers may take their break in the depot canteen.", "Drivers may take their break in the depot canteen.", "canteen", "Drivers must take their break in the depot canteen.", "Drivers are allowed to take their break in the depot canteen."),
 ("tense", "Until 2023 the depot was managed by Hal Ostrow.", "The depot was managed by Hal Ostrow until 2023.", "Hal Ostrow", "The depot is managed by Hal Ostrow.", "Hal Ostrow managed the depot until 2023."),
 ("quantifier", "Some buses at the depot have wheelchair ramps.", "Some buses at the depot have wheelchair ramps.", "wheelchair ramps", "All buses at the depot have wheelchair ramps.", "Some of the depot's buses have wheelchair ramps."),
 ("condition", "Buses are washed overnight only if the temperature is above freezing.", "Buses are washed overnight only if the temperature is above freezing.", "washed overnight", "Buses are washed overnight.", "Buses are washed overnight only when the temperature is above freezing."),
 ("frequency", "Brake inspections at the depot take place weekly.", "Brake inspections at the depot take place weekly.", "inspections", "Brake inspections at the depot take place daily.", "Brake inspections at the depot happen every week."),
 ("attribution", "According to the drivers' union, the depot is understaffed.", "The drivers' union says the depot is understaffed.", "understaffed", "The depot is understaffed.", "The drivers' union says that the depot is understaffed."),
 ("range", "The depot's buses are between 3 and 9 years old.", "The depot's buses are between 3 and 9 years old.", "9 years", "The depot's buses are over 9 years old.", "The depot's buses are between three and nine years old."),
 ("hop", "Bus 5512 is assigned to Route 7.", "Route 7 is operated from the Northgate depot.", "Bus 5512 is operated from the Northgate depot.", "Northgate", "Bus 5512 is operated from the Northgate depot."),
 ("conflict", "Timetable: the first bus leaves the depot at 05:10.", "Depot notice: the first bus leaves the depot at 05:25.", "The timetable gives 05:10 and the depot notice gives 05:25 for the first departure.", "05:10", "The first bus leaves the depot at 05:10.", "The timetable says the first bus leaves the depot at 05:10, but the depot notice says 05:25."),
 ("stale", "The depot has 30 parking bays.", "The depot has 55 parking bays.", "The depot has 55 parking bays.", "55", "The depot has 30 parking bays.", "The depot has 55 parking bays."),
 ("blocked", "The depot's night security code is changed every Monday.", "The depot's night security code is changed every Monday.", "Monday", "The depot's night security code is changed every Monday."),
]
D["botanic"] = [
 ("value", "The glasshouse holds 310 orchid species.", "The glasshouse holds 310 orchid species.", "310", "The glasshouse holds 130 orchid species.", "There are 310 orchid species in the glasshouse."),
 ("unit", "The palm house is kept at 24 degrees Celsius.", "The palm house is kept at 24 degrees Celsius.", "24", "The palm house is kept at 24 degrees Fahrenheit.", "The palm house is held at 24 degrees Celsius."),
 ("date", "The titan arum last flowered on 14 July 2024.", "The titan arum last flowered on 14 July 2024.", "July 2024", "The titan arum last flowered on 14 July 2022.", "On 14 July 2024 the titan arum last flowered."),
 ("converse", "The garden lends seedlings to the city nursery.", "The garden lends seedlings to the city nursery.", "seedlings", "The garden borrows seedlings from the city nursery.", "The city nursery is lent seedlings by the garden."),
 ("role", "Curator Ana Pell supervises gardener Rudi Fenn.", "Ana Pell supervises Rudi Fenn.", "Ana Pell", "Rudi Fenn supervises Ana Pell.", "Rudi Fenn is supervised by Ana Pell."),
 ("negation", "The cactus house is heated in winter.", "The cactus house is heated in winter.", "heated", "The cactus house is not heated in winter.", "In winter the cactus house is heated."),
 ("modality", "Visitors may photograph the rare plants.", "Visitors may photograph the rare plants.", "photograph", "Visitors must photograph the rare plants.", "Visitors are permitted to photograph the rare plants."),
 ("tense", "The rose garden was closed for replanting until 2022.", "The rose garden was closed for replanting until 2022.", "replanting", "The rose garden is closed for replanting.", "Until 2022 the rose garden was closed for replanting."),
 ("quantifier", "Some of the ferns are labelled in Latin.", "Some of the ferns are labelled in Latin.", "Latin", "All of the ferns are labelled in Latin.", "Some ferns are labelled in Latin."),
 ("condition", "The alpine house opens to visitors only if a guide is present.", "The alpine house opens to visitors only if a guide is present.", "alpine house", "The alpine house opens to visitors.", "The alpine house opens to visitors only when a guide is present."),
 ("frequency", "The water lilies are fed monthly.", "The water lilies are fed monthly.", "water lilies", "The water lilies are fed weekly.", "The water lilies are fed every month."),
 ("attribution", "The head botanist believes the oak is 400 years old.", "The head botanist believes the oak is 400 years old.", "400 years", "The oak is 400 years old.", "According to the head botanist, the oak is 400 years old."),
 ("range", "Entry costs between 4 and 8 euros.", "Entry costs between 4 and 8 euros.", "8 euros", "Entry costs at least 8 euros.", "Entry costs from 4 to 8 euros."),
 ("hop", "Specimen B-204 is a Wollemi pine.", "The Wollemi pine grows in the Southern Bed.", "Specimen B-204 grows in the Southern Bed.", "Southern Bed", "Specimen B-204 grows in the Southern Bed."),
 ("conflict", "Guidebook: the bamboo grove covers 2 hectares.", "Site plan: the bamboo grove covers 3 hectares.", "The guidebook gives 2 hectares and the site plan gives 3 hectares for the bamboo grove.", "2 hectares", "The bamboo grove covers 2 hectares.", "The guidebook says the bamboo grove covers 2 hectares, but the site plan says 3 hectares."),
 ("stale", "The garden opens at 10:00.", "The garden opens at 09:00.", "The garden opens at 09:00.", "09:00", "The garden opens at 10:00.", "The garden opens at 09:00."),
]
D["rowing"] = [
 ("value", "The club owns 18 racing shells.", "The club owns 18 racing shells.", "18", "The club owns 81 racing shells.", "The club has 18 racing shells."),
 ("unit", "The regatta course is 2000 metres long.", "The regatta course is 2000 metres long.", "2000", "The regatta course is 2000 feet long.", "The regatta course measures 2000 metres."),
 ("date", "The boathouse was rebuilt in 1998.", "The boathouse was rebuilt in 1998.", "1998", "The boathouse was rebuilt in 1989.", "In 1998 the boathouse was rebuilt."),
 ("converse", "The club rents its boathouse to the university crew.", "The club rents its boathouse to the university crew.", "boathouse", "The club rents its boathouse from the university crew.", "The university crew rents the boathouse from the club."),
 ("role", "Coach Mira Dahl coaches rower Jonas Ek.", "Mira Dahl coaches Jonas Ek.", "Mira Dahl", "Jonas Ek coaches Mira Dahl.", "Jonas Ek is coached by Mira Dahl."),
 ("negation", "Juniors are allowed on the water after dark.", "Juniors are allowed on the water after dark.", "after dark", "Juniors are not allowed on the water after dark.", "After dark, juniors are allowed on the water."),
 ("modality", "Members may wear a life jacket in the single sculls.", "Members may wear a life jacket in the single sculls.", "life jacket", "Members must wear a life jacket in the single sculls.", "Members are allowed to wear a life jacket in the single sculls."),
 ("tense", "Lena Voss was club captain until 2021.", "Lena Voss was club captain until 2021.", "Lena Voss", "Lena Voss is club captain.", "Until 2021 Lena Voss was club captain."),
 ("quantifier", "Most crews train on Saturday mornings.", "Most crews train on Saturday mornings.", "Saturday", "All crews train on Saturday mornings.", "Most of the crews train on Saturday mornings."),
 ("condition", "Boats may go out only if the river level is below 2 metres.", "Boats may go out only if the river level is below 2 metres.", "2 metres", "Boats may go out when the river level is 2 metres.", "Boats may go out only when the river level is below 2 metres."),
 ("frequency", "The club holds a time trial every month.", "The club holds a time trial every month.", "time trial", "The club holds a time trial every week.", "The club holds a monthly time trial."),
 ("attribution", "The coach claims the eight is the fastest in the region.", "The coach claims the eight is the fastest in the region.", "fastest", "The eight is the fastest in the region.", "According to the coach, the eight is the fastest in the region."),
 ("range", "Membership costs 200 to 300 euros a year.", "Membership costs 200 to 300 euros a year.", "300 euros", "Membership costs 300 euros a year.", "Membership costs between 200 and 300 euros a year."),
 ("hop", "The boat Swift is a coxless four.", "Every coxless four is stored in Bay C.", "The boat Swift is stored in Bay C.", "Bay C", "The boat Swift is stored in Bay C."),
 ("conflict", "Club website: the spring regatta is on 12 April.", "Newsletter: the spring regatta is on 19 April.", "The website gives 12 April and the newsletter gives 19 April for the spring regatta.", "12 April", "The spring regatta is on 12 April.", "The club website says the spring regatta is on 12 April, but the newsletter says 19 April."),
 ("blocked", "The boathouse key safe code is 4471.", "The boathouse key safe code is 4471.", "4471", "The boathouse key safe code is 4471."),
]
D["water"] = [
 ("value", "The treatment plant supplies 48,000 households.", "The treatment plant supplies 48,000 households.", "48,000", "The treatment plant supplies 84,000 households.", "48,000 households are supplied by the treatment plant."),
 ("unit", "The reservoir holds 12 million litres.", "The reservoir holds 12 million litres.", "12 million", "The reservoir holds 12 million gallons.", "The reservoir has a capacity of 12 million litres."),
 ("date", "The fluoridation trial ended on 30 June 2024.", "The fluoridation trial ended on 30 June 2024.", "30 June", "The fluoridation trial ended on 30 June 2023.", "On 30 June 2024 the fluoridation trial ended."),
 ("converse", "The utility buys water from the Kessel reservoir board.", "The utility buys water from the Kessel reservoir board.", "Kessel", "The utility sells water to the Kessel reservoir board.", "The Kessel reservoir board sells water to the utility."),
 ("role", "Engineer Paula Roth inspects contractor Ben Hale's work.", "Paula Roth inspects Ben Hale's work.", "Paula Roth", "Ben Hale inspects Paula Roth's work.", "Ben Hale's work is inspected by Paula Roth."),
 ("negation", "Tap water in the old town is safe to drink.", "Tap water in the old town is safe to drink.", "safe to drink", "Tap water in the old town is not safe to drink.", "In the old town, tap water is safe to drink."),
 ("modality", "Households may water gardens during the drought.", "Households may water gardens during the drought.", "water gardens", "Households must water gardens during the drought.", "Households are permitted to water gardens during the drought."),
 ("tense", "The boil-water notice for Elmside was in force until 9 May.", "The boil-water notice for Elmside was in force until 9 May.", "boil-water", "The boil-water notice for Elmside is in force.", "Until 9 May the boil-water notice for Elmside was in force."),
 ("quantifier", "Some mains in the east district are made of lead.", "Some mains in the east district are made of lead.", "lead", "All mains in the east district are made of lead.", "Some of the east district's mains are made of lead."),
 ("condition", "Customers get a rebate only if their meter is read by 31 March.", "Customers get a rebate only if their meter is read by 31 March.", "rebate", "Customers get a rebate.", "Customers get a rebate only when their meter is read by 31 March."),
 ("frequency", "Chlorine levels are tested every hour.", "Chlorine levels are tested every hour.", "Chlorine", "Chlorine levels are tested every day.", "Chlorine levels are tested hourly."),
 ("attribution", "The regulator alleges that the utility under-reported leaks.", "The regulator alleges that the utility under-reported leaks.", "under-reported", "The utility under-reported leaks.", "According to the regulator, the utility under-reported leaks."),
 ("range", "Leak repairs take 2 to 5 days.", "Leak repairs take 2 to 5 days.", "5 days", "Leak repairs take more than 5 days.", "Leak repairs take between 2 and 5 days."),
 ("hop", "Street Lindenweg is in pressure zone Z4.", "Pressure zone Z4 is supplied by the Hollow Hill tank.", "Lindenweg is supplied by the Hollow Hill tank.", "Hollow Hill", "Lindenweg is supplied by the Hollow Hill tank."),
 ("conflict", "Annual report: water loss was 14 percent.", "Audit: water loss was 19 percent.", "The annual report gives 14 percent and the audit gives 19 percent water loss.", "14 percent", "Water loss was 14 percent.", "The annual report says water loss was 14 percent, but the audit says 19 percent."),
 ("stale", "The standing charge is 8 euros a month.", "The standing charge is 11 euros a month.", "The standing charge is 11 euros a month.", "11 euros", "The standing charge is 8 euros a month.", "The standing charge is 11 euros a month."),
 ("blocked", "The pumping station alarm threshold is 6.2 bar.", "The pumping station alarm threshold is 6.2 bar.", "6.2 bar", "The pumping station alarm threshold is 6.2 bar."),
]
D["puppet"] = [
 ("value", "The theatre seats 120 people.", "The theatre seats 120 people.", "120", "The theatre seats 210 people.", "The theatre has seating for 120 people."),
 ("unit", "The marionette strings are 3 metres long.", "The marionette strings are 3 metres long.", "3 metres", "The marionette strings are 3 millimetres long.", "The strings of the marionettes measure 3 metres."),
 ("date", "The Firebird production premiered on 2 October 2019.", "The Firebird production premiered on 2 October 2019.", "2019", "The Firebird production premiered on 2 October 2009.", "On 2 October 2019 the Firebird production premiered."),
 ("converse", "The theatre borrows puppets from the city museum.", "The theatre borrows puppets from the city museum.", "puppets", "The theatre lends puppets to the city museum.", "The city museum lends puppets to the theatre."),
 ("role", "Master puppeteer Oda Lind teaches apprentice Karl Sey.", "Oda Lind teaches Karl Sey.", "Oda Lind", "Karl Sey teaches Oda Lind.", "Karl Sey is taught by Oda Lind."),
 ("negation", "The matinee is suitable for children under five.", "The matinee is suitable for children under five.", "under five", "The matinee is not suitable for children under five.", "Children under five can watch the matinee; it is suitable for them."),
 ("modality", "Audience members may bring their own cushions.", "Audience members may bring their own cushions.", "cushions", "Audience members must bring their own cushions.", "Audience members are allowed to bring their own cushions."),
 ("tense", "The theatre was run by the Lind family until 2015.", "The theatre was run by the Lind family until 2015.", "Lind family", "The theatre is run by the Lind family.", "Until 2015 the theatre was run by the Lind family."),
 ("quantifier", "A few of the puppets are over a century old.", "A few of the puppets are over a century old.", "century", "All of the puppets are over a century old.", "A few puppets are more than a century old."),
 ("condition", "Backstage tours run only if at least eight people book.", "Backstage tours run only if at least eight people book.", "Backstage tours", "Backstage tours run every day.", "Backstage tours run only when at least eight people book."),
 ("frequency", "The shadow-play workshop is held once a year.", "The shadow-play workshop is held once a year.", "workshop", "The shadow-play workshop is held once a month.", "The shadow-play workshop takes place annually."),
 ("attribution", "A critic wrote that the Firebird is the best show of the season.", "A critic wrote that the Firebird is the best show of the season.", "best show", "The Firebird is the best show of the season.", "According to a critic, the Firebird is the best show of the season."),
 ("range", "Shows last 40 to 60 minutes.", "Shows last 40 to 60 minutes.", "60 minutes", "Shows last over 60 minutes.", "Shows last between 40 and 60 minutes."),
 ("hop", "The puppet Old Jan belongs to the Firebird production.", "The Firebird production tours Norway in spring.", "The puppet Old Jan tours Norway in spring.", "Norway", "The puppet Old Jan tours Norway in spring."),
 ("conflict", "Programme: tickets cost 12 euros.", "Box office sign: tickets cost 15 euros.", "The programme gives 12 euros and the box office sign gives 15 euros for tickets.", "12 euros", "Tickets cost 12 euros.", "The programme says tickets cost 12 euros, but the box office sign says 15 euros."),
 ("stale", "The theatre is closed on Tuesdays.", "The theatre is closed on Mondays.", "The theatre is closed on Mondays.", "Mondays", "The theatre is closed on Tuesdays.", "The theatre is closed on Mondays."),
]

# follow-up probes (characterise the first run's findings)
D["busdepot"] += [
 ("tense", "The winter timetable was in effect until 31 March.", "The winter timetable was in effect until 31 March.", "winter timetable", "The winter timetable is in effect.", "Until 31 March the winter timetable was in effect."),
 ("attribution", "A passenger survey reported that the depot shuttle is often late.", "A passenger survey reported that the depot shuttle is often late.", "often late", "The depot shuttle is often late.", "According to a passenger survey, the depot shuttle is often late."),
]
D["botanic"] += [
 ("converse", "The garden sells compost to local farms.", "The garden sells compost to local farms.", "compost", "The garden sells compost from local farms.", "Local farms buy compost from the garden."),
 ("tense", "The herb garden was open on Sundays until 2020.", "The herb garden was open on Sundays until 2020.", "Sundays", "The herb garden is open on Sundays.", "Until 2020 the herb garden was open on Sundays."),
]
D["rowing"] += [
 ("converse", "The club rents its trailer to the canoe school.", "The club rents its trailer to the canoe school.", "trailer", "The club rents its trailer from the canoe school.", "The canoe school rents the club's trailer."),
 ("tense", "The river closure was in place until 4 June.", "The river closure was in place until 4 June.", "river closure", "The river closure is in place.", "Until 4 June the river closure was in place."),
]
D["water"] += [
 ("hop", "Meter 88123 is installed on Lindenweg.", "Lindenweg is in pressure zone Z4.", "Meter 88123 is in pressure zone Z4.", "Z4", "Meter 88123 is in pressure zone Z4."),
 ("conflict", "Website: the hosepipe ban starts on 1 July.", "Press release: the hosepipe ban starts on 8 July.", "The website gives 1 July and the press release gives 8 July for the hosepipe ban.", "1 July", "The hosepipe ban starts on 1 July.", "Sources disagree: the website says the hosepipe ban starts on 1 July, while the press release says 8 July."),
]
D["puppet"] += [
 ("converse", "The theatre rents its workshop to a carpentry school.", "The theatre rents its workshop to a carpentry school.", "workshop", "The theatre rents its workshop from a carpentry school.", "A carpentry school rents its workshop from the theatre."),
 ("attribution", "A reviewer said that the puppets are handmade in Prague.", "A reviewer said that the puppets are handmade in Prague.", "Prague", "The puppets are handmade in Prague.", "According to a reviewer, the puppets are handmade in Prague."),
]
FILL_A = "General information.\n"
FILL_B = "\nEnd of notice.\n"

def build(dom, items):
    d = os.path.join(OUT, "suites", dom)
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    srcs, spans, cases, runs, meta = [], [], [], [], {}
    def add_src(vid, sent, status="current", readers=None, obs="2025-06-01", eff_from=None, eff_to=None):
        text = FILL_A + sent + FILL_B
        r = {"version_id": vid, "source_id": vid.rsplit("-v", 1)[0], "uri": f"https://{dom}.example/{vid.rsplit('-v',1)[0]}",
             "title": f"{dom} {vid}", "text": text, "observed_at": obs, "published_at": obs, "status": status,
             "readers": readers or []}
        if eff_from: r["effective_from"] = eff_from
        if eff_to: r["effective_to"] = eff_to
        srcs.append(r)
        sid = "s-" + vid
        spans.append({"span_id": sid, "version_id": vid, "start": len(FILL_A), "end": len(FILL_A) + len(sent), "exact": sent})
        return sid
    def case(cid, ref, ans, routes, reader="public", eb="answer", kind="", q=None):
        return {"case_id": cid, "question": q or ("Question about: " + ref), "reader": reader, "cutoff": "2026-06-01",
                "answerable": True, "reference_answer": [ans], "expected_behavior": eb,
                "strata": {"question_type": kind, "hops": str(max(len(r) for r in routes))},
                "claims": [{"claim_id": "c1", "text": ref, "consequential": True,
                            "routes": [{"set_id": f"r{i}", "members": m, "inference": ["direct statement"] if len(m) == 1 else ["join on shared entity"],
                                        "annotation_version": "a44", "status": "adjudicated"} for i, m in enumerate(routes)]}]}
    def run(cid, claim, cites):
        return {"case_id": cid, "answer_text": claim, "claims": [{"text": claim, "claim_id": "c1", "citations": [{"span_id": s} for s in cites]}]}
    for i, it in enumerate(items, 1):
        k = it[0]; p = f"{dom}-{i:02d}-{k}"
        if k == "hop":
            _, s1, s2, ref, ans, cl = it
            a = add_src(p + "-a-v1", s1); b = add_src(p + "-b-v1", s2)
            for suf, cites in (("w", [b]), ("r", [a, b])):
                cases.append(case(f"{p}-{suf}", ref, ans, [[a, b]], kind=k)); runs.append(run(f"{p}-{suf}", cl, cites))
            meta[f"{p}-w"] = dict(expect="revise_citations", wrong_claim=False, claim=cl, kind=k, why="missing hop: cites only second member")
            meta[f"{p}-r"] = dict(expect="accept", wrong_claim=False, claim=cl, kind=k)
        elif k == "conflict":
            _, sa, sb, ref, ans, wr, rt = it
            a = add_src(p + "-a-v1", sa); b = add_src(p + "-b-v1", sb)
            for suf, cl, cites in (("w", wr, [a]), ("r", rt, [a, b])):
                cases.append(case(f"{p}-{suf}", ref, ans, [[a, b]], eb="mention_conflict", kind=k)); runs.append(run(f"{p}-{suf}", cl, cites))
            meta[f"{p}-w"] = dict(expect="revise_citations", wrong_claim=False, claim=wr, kind=k, why="conflict picked silently (mention_conflict)")
            meta[f"{p}-r"] = dict(expect="accept", wrong_claim=False, claim=rt, kind=k)
        elif k == "stale":
            _, old, new, ref, ans, wr, rt = it
            o = add_src(p + "-v1", old, status="superseded", obs="2024-01-10", eff_from="2023-01-01", eff_to="2025-01-01")
            n = add_src(p + "-v2", new, obs="2025-06-01", eff_from="2025-01-01")
            for suf, cl, cites in (("w", wr, [o]), ("r", rt, [n])):
                cases.append(case(f"{p}-{suf}", ref, ans, [[n]], kind=k)); runs.append(run(f"{p}-{suf}", cl, cites))
            meta[f"{p}-w"] = dict(expect="reject", wrong_claim=True, claim=wr, kind=k, why="stale value from superseded version")
            meta[f"{p}-r"] = dict(expect="accept", wrong_claim=False, claim=rt, kind=k)
        elif k == "blocked":
            _, sent, ref, ans, cl = it
            a = add_src(p + "-v1", sent, readers=["staff"])
            cases.append(case(f"{p}-w", ref, ans, [[a]], reader="public", kind=k)); runs.append(run(f"{p}-w", cl, [a]))
            cases.append(case(f"{p}-r", ref, ans, [[a]], reader="staff", kind=k)); runs.append(run(f"{p}-r", cl, [a]))
            meta[f"{p}-w"] = dict(expect="reject", wrong_claim=False, claim=cl, kind=k, why="source readable only by staff; reader is public")
            meta[f"{p}-r"] = dict(expect="accept", wrong_claim=False, claim=cl, kind=k)
        else:
            _, sent, ref, ans, wr, rt = it
            a = add_src(p + "-v1", sent)
            for suf, cl in (("w", wr), ("r", rt)):
                cases.append(case(f"{p}-{suf}", ref, ans, [[a]], kind=k)); runs.append(run(f"{p}-{suf}", cl, [a]))
            meta[f"{p}-w"] = dict(expect="reject", wrong_claim=True, claim=wr, kind=k, why=f"{k}: evidence says '{sent}'")
            meta[f"{p}-r"] = dict(expect="accept", wrong_claim=False, claim=rt, kind=k)
    for name, rows in (("sources.jsonl", srcs), ("spans.jsonl", spans), ("cases.jsonl", cases)):
        with open(os.path.join(d, name), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    os.makedirs(os.path.join(OUT, "runs"), exist_ok=True)
    with open(os.path.join(OUT, "runs", dom + ".jsonl"), "w") as f:
        for r in runs: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return meta

allmeta = {}
for dom, items in D.items(): allmeta.update(build(dom, items))
json.dump(allmeta, open(os.path.join(OUT, "expected.json"), "w"), indent=1)
print(len(allmeta), "cases")
