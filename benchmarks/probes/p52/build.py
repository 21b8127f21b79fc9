#!/usr/bin/env python3
"""Blind entailment probe p52: build pairs.jsonl (600 pairs, 300 right / 300 wrong).

Standard library only, fixed seed, deterministic. Written without reading the
judge's source or tests; only DESIGN.md sections 3 and 7 were consulted.
"""
import datetime
import json
import os
import random

SEED = 5252
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
NUMWORD = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def cap(s):
    return s[0].upper() + s[1:]


def d_long(d):
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def d_us(d):
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def d_iso(d):
    return d.isoformat()


def d_num(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_ord(d):
    suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"{d.day}{suf} {MONTHS[d.month - 1]} {d.year}"


def d_wk(d):
    return f"{d.strftime('%A')} {d_long(d)}"


DATE_FMTS = [d_iso, d_num, d_us, d_wk, d_ord]


def n(x):
    return f"{x:,}"


def join_list(items):
    return ", ".join(items[:-1]) + " and " + items[-1]


# --------------------------------------------------------------------------
# Ten invented domains.
# sum = (subject, a_noun, a, b_noun, b, suffix) with a > b
# --------------------------------------------------------------------------
DOMAINS = [
    dict(
        key="allotment", domain="allotment society",
        org="Brackenfield Allotment Society", short="the society",
        ev1=("the Harvest Show", "the Old Forge Hall", (2024, 9, 14), ("10:30 am", "10:30")),
        ev2=("the Seed Swap", (2024, 10, 19)),
        p1=("Gwen Hallorann", "secretary"), p2=("Rafi Castell", "treasurer"),
        chain=("the Harvest Show", "the shows subcommittee", "subcommittee", "Nell Ashdown"),
        sum=("The society lets", "full plots", 48, "half plots", 26, ""),
        measure=("A full plot measures {v}.", "250 square metres", "0.025 hectares", "2.5 hectares"),
        hedge=("{q} visitors came to the Harvest Show in 2023.", 400),
        neg=("Bonfires are not permitted on the site.",
             ["Bonfires are prohibited on the site.", "You cannot light a bonfire on the site."],
             "Bonfires are permitted on the site."),
        lst=("The society's approved compost suppliers are {L}.",
             ["Greenmoor Organics", "Hillcrest Mulch", "Tapley Farm"],
             ["{x} is one of the society's approved compost suppliers.",
              "The society's approved compost suppliers include {x}."],
             "The society has {k} approved compost suppliers.",
             "The neighbouring Ellerby allotments buy their compost from Dunmore Soils.", "Dunmore Soils"),
        temporal=("Until 2023 the annual rent for a full plot was £38; it is now £45.",
                  ["The annual rent for a full plot is now £45.", "A full plot currently costs £45 a year to rent."],
                  ["The annual rent for a full plot is £38.", "A full plot currently costs £38 a year to rent."]),
        attrib=("the water troughs would be refilled weekly", "the shed insurance had been renewed"),
        plan=("The committee has proposed installing a composting toilet next spring.",
              ["A composting toilet has been installed on the site.",
               "The society will install a composting toilet next spring."]),
        rumour=("Several plot-holders have speculated that the council will sell part of the site for housing.",
                ["The council will sell part of the site for housing.",
                 "Part of the allotment site is being sold for housing."]),
        cond=("the ground is not waterlogged", "the Harvest Show will include a tractor parade"),
        modal=("Plot-holders may keep up to six hens.",
               ["Plot-holders are allowed to keep as many as six hens."],
               ["Plot-holders must keep six hens.", "Plot-holders are required to keep six hens."]),
        overgen=("Plot-holders over 70 receive a 20% rent discount.",
                 ["All plot-holders receive a 20% rent discount.",
                  "Every plot-holder gets a 20% discount on rent."]),
        superl=("Brackenfield is one of the largest allotment sites in the district.",
                ["Brackenfield is among the district's largest allotment sites."],
                ["Brackenfield is the largest allotment site in the district.",
                 "No allotment site in the district is larger than Brackenfield."]),
        causal=("The 2023 Seed Swap was postponed.",
                "The Old Forge Hall was closed for rewiring in October 2023.",
                "The 2023 Seed Swap was postponed because the Old Forge Hall was closed for rewiring.",
                ["The closure of the Old Forge Hall for rewiring led to the 2023 Seed Swap being postponed.",
                 "Rewiring work that shut the Old Forge Hall caused the 2023 Seed Swap to be postponed."]),
        extra="and is free to enter", other_venue="Ellerby Village Hall",
        fillers=["The site has a shared tool shed near the main gate.",
                 "Plot inspections are carried out twice a year.",
                 "The society's newsletter is published every quarter.",
                 "Water is switched off at the site between November and March."],
    ),
    dict(
        key="choir", domain="community choir",
        org="Larkspur Community Choir", short="the choir",
        ev1=("the Winter Concert", "St Aldhelm's Church", (2024, 12, 14), ("7:30 pm", "19:30")),
        ev2=("the Spring Sing-Along", (2025, 3, 22)),
        p1=("Odile Marchetti", "musical director"), p2=("Bram Kettering", "librarian"),
        chain=("the Winter Concert", "the events group", "group", "Priya Lennox"),
        sum=("The choir has", "sopranos", 31, "tenors", 13, ""),
        measure=("The Winter Concert is expected to last {v}.", "90 minutes", "an hour and a half", "two and a half hours"),
        hedge=("{q} people attended last year's Winter Concert.", 250),
        neg=("Audience members are not allowed to film the performance.",
             ["Filming the performance is prohibited for audience members.",
              "Audience members may not film the performance."],
             "Audience members are allowed to film the performance."),
        lst=("The choir's accompanists are {L}.", ["Hugo Sefton", "Maren Tully", "Deepa Rao"],
             ["{x} is one of the choir's accompanists.", "The choir's accompanists include {x}."],
             "The choir has {k} accompanists.",
             "The Ashgrove Male Voice Choir's accompanist is Colm Fairley.", "Colm Fairley"),
        temporal=("Until 2023 the termly subscription was £30; it is now £36.",
                  ["The termly subscription is now £36.", "Members currently pay £36 a term."],
                  ["The termly subscription is £30.", "Members currently pay £30 a term."]),
        attrib=("the choir would sing in Welsh for the first time", "new music folders had been ordered"),
        plan=("The committee is considering a tour of Brittany in 2026.",
              ["The choir will tour Brittany in 2026.", "The choir has booked a tour of Brittany for 2026."]),
        rumour=("Some singers have heard that St Aldhelm's Church will stop hosting rehearsals.",
                ["St Aldhelm's Church will stop hosting the choir's rehearsals.",
                 "St Aldhelm's Church has stopped hosting rehearsals."]),
        cond=("at least eight tenors sign up", "the choir will perform Fauré's Requiem"),
        modal=("New members may attend three rehearsals before deciding whether to join.",
               ["New members are allowed to attend three rehearsals before deciding whether to join."],
               ["New members must attend three rehearsals before deciding whether to join.",
                "New members are required to attend three rehearsals before they can join."]),
        overgen=("Members of the chamber group rehearse on Tuesdays.",
                 ["All choir members rehearse on Tuesdays.", "Every member of the choir rehearses on Tuesdays."]),
        superl=("Larkspur is one of the largest community choirs in the valley.",
                ["Larkspur is among the valley's largest community choirs."],
                ["Larkspur is the largest community choir in the valley.",
                 "No community choir in the valley is bigger than Larkspur."]),
        causal=("The 2023 summer concert was cancelled.",
                "The musical director was ill in June 2023.",
                "The 2023 summer concert was cancelled because the musical director was ill.",
                ["The musical director's illness led to the cancellation of the 2023 summer concert.",
                 "Illness of the musical director caused the 2023 summer concert to be cancelled."]),
        extra="and raises money for the local hospice", other_venue="the Corn Exchange",
        fillers=["Rehearsals take place on Wednesday evenings.",
                 "The choir was founded by a group of parents from the village school.",
                 "Sheet music is lent to members by the librarian.",
                 "There are no auditions to join the choir."],
    ),
    dict(
        key="lifeboat", domain="volunteer lifeboat station",
        org="Penhallow Volunteer Lifeboat", short="the station",
        ev1=("the Lifeboat Open Day", "the Penhallow boathouse", (2024, 7, 27), ("11:00 am", "11:00")),
        ev2=("the Harbour Swim", (2024, 8, 18)),
        p1=("Kerensa Trewin", "coxswain"), p2=("Daniel Opie", "lifeboat operations manager"),
        chain=("the Harbour Swim", "the fundraising team", "team", "Morwenna Hosking"),
        sum=("The station has", "sea-going crew members", 24, "shore crew members", 11, ""),
        measure=("The new launch tractor weighs {v}.", "12 tonnes", "12,000 kilograms", "1,200 kilograms"),
        hedge=("The crew launched on {q} service calls last year.", 60),
        neg=("Members of the public are not permitted on the slipway.",
             ["The public are barred from the slipway.", "Members of the public may not go on the slipway."],
             "Members of the public are permitted on the slipway."),
        lst=("The station's boats are {L}.", ["the Spirit of Gwithian", "the Mary Rosewarne", "the Jago"],
             ["{x} is one of the station's boats.", "The station's boats include {x}."],
             "The station has {k} boats.",
             "The neighbouring Porthkerris station operates the Elowen Pascoe.", "the Elowen Pascoe"),
        temporal=("Until 2022 the crew's pager test took place on Tuesdays; it now takes place on Thursdays.",
                  ["The crew's pager test now takes place on Thursdays.", "These days the pager test is held on Thursdays."],
                  ["The crew's pager test takes place on Tuesdays.", "These days the pager test is held on Tuesdays."]),
        attrib=("the new boat had exceeded expectations in trials", "recruitment of shore crew was going well"),
        plan=("The station hopes to open a visitor centre in 2026.",
              ["The station will open a visitor centre in 2026.", "A visitor centre has opened at the station."]),
        rumour=("There has been talk in the village that the station will be merged with Porthkerris.",
                ["The station will be merged with Porthkerris.", "Penhallow and Porthkerris stations are being merged."]),
        cond=("the sea state allows", "the Open Day will include a launch demonstration"),
        modal=("Crew members are encouraged to live within ten minutes of the station.",
               ["It is recommended that crew members live within ten minutes of the station."],
               ["Crew members are required to live within ten minutes of the station.",
                "Crew members must live within ten minutes of the station."]),
        overgen=("Crew members under 25 are offered free first-aid training.",
                 ["All crew members are offered free first-aid training.", "Every crew member gets free first-aid training."]),
        superl=("Penhallow is one of the busiest lifeboat stations in the county.",
                ["Penhallow is among the county's busiest lifeboat stations."],
                ["Penhallow is the busiest lifeboat station in the county.",
                 "No lifeboat station in the county is busier than Penhallow."]),
        causal=("The 2023 Harbour Swim was cancelled.",
                "Gale-force winds were forecast for the weekend of the 2023 Harbour Swim.",
                "The 2023 Harbour Swim was cancelled because gale-force winds were forecast.",
                ["A forecast of gale-force winds led to the cancellation of the 2023 Harbour Swim.",
                 "Forecast gales caused the 2023 Harbour Swim to be called off."]),
        extra="and includes a barbecue", other_venue="the harbour car park",
        fillers=["The station was first opened in the nineteenth century.",
                 "Crew training takes place every Monday evening.",
                 "The station shop sells calendars and mugs.",
                 "Pagers are issued to every operational volunteer."],
    ),
    dict(
        key="football", domain="youth football league",
        org="Dunmore Valley Youth Football League", short="the league",
        ev1=("the Cup Final", "Halton Park", (2025, 5, 17), ("2:00 pm", "14:00")),
        ev2=("the Summer Tournament", (2025, 6, 21)),
        p1=("Sunil Varga", "fixtures secretary"), p2=("Carys Blount", "welfare officer"),
        chain=("the Summer Tournament", "the tournament committee", "committee", "Ewan Strachan"),
        sum=("The league has", "under-12 teams", 18, "under-14 teams", 11, ""),
        measure=("Under-12 matches last {v}.", "60 minutes", "one hour", "90 minutes"),
        hedge=("{q} players are registered with the league.", 900),
        neg=("Parents are not allowed to stand behind the goal.",
             ["Parents may not stand behind the goal.", "Standing behind the goal is forbidden for parents."],
             "Parents are allowed to stand behind the goal."),
        lst=("The league's sponsors are {L}.", ["Halton Motors", "Brightwell Dental", "the Copper Kettle café"],
             ["{x} is one of the league's sponsors.", "The league's sponsors include {x}."],
             "The league has {k} sponsors.",
             "The neighbouring Ashby league is sponsored by Fenwick Tyres.", "Fenwick Tyres"),
        temporal=("Until 2023 the registration fee per player was £25; it is now £30.",
                  ["The registration fee per player is now £30.", "Registering a player currently costs £30."],
                  ["The registration fee per player is £25.", "Registering a player currently costs £25."]),
        attrib=("pitch bookings for next season were complete", "two new clubs had applied to join"),
        plan=("The league is planning to introduce a girls' under-16 division next season.",
              ["The league has introduced a girls' under-16 division.", "A girls' under-16 division is now running in the league."]),
        rumour=("Coaches have speculated that Halton Park will be sold.",
                ["Halton Park will be sold.", "Halton Park is being sold."]),
        cond=("the pitches pass inspection", "the Cup Final will be played on grass"),
        modal=("Teams may field up to three guest players in friendlies.",
               ["Teams are allowed to field as many as three guest players in friendlies."],
               ["Teams must field three guest players in friendlies.",
                "Teams are required to field three guest players in friendlies."]),
        overgen=("Under-12 teams play seven-a-side.",
                 ["All teams in the league play seven-a-side.", "Every team in the league plays seven-a-side."]),
        superl=("The league is one of the biggest youth leagues in the region.",
                ["The league is among the region's biggest youth leagues."],
                ["The league is the biggest youth league in the region.",
                 "No youth league in the region is bigger than this one."]),
        causal=("The 2024 Summer Tournament was moved to August.",
                "Halton Park was being reseeded in June 2024.",
                "The 2024 Summer Tournament was moved to August because Halton Park was being reseeded.",
                ["Reseeding work at Halton Park led to the 2024 Summer Tournament being moved to August.",
                 "The 2024 Summer Tournament's move to August was caused by the reseeding of Halton Park."]),
        extra="and will be broadcast on local radio", other_venue="Brook Lane",
        fillers=["Matches are played on Sunday mornings.",
                 "All coaches hold a safeguarding certificate.",
                 "The league's handbook is updated every August.",
                 "Results are posted on the league website within a day."],
    ),
    dict(
        key="repaircafe", domain="repair café",
        org="Millbrook Repair Café", short="the café",
        ev1=("the Big Fix-Up", "Millbrook Scout Hut", (2024, 11, 16), ("1:00 pm", "13:00")),
        ev2=("the Christmas Mend-In", (2024, 12, 21)),
        p1=("Tobias Frane", "coordinator"), p2=("Anouk Pell", "lead electrician"),
        chain=("the Big Fix-Up", "the volunteers' rota group", "group", "Lorna Quayle"),
        sum=("The café completed", "electrical repairs", 74, "textile repairs", 39, " last year"),
        measure=("The café's soldering course lasts {v}.", "three hours", "180 minutes", "30 minutes"),
        hedge=("{q} items were brought in at the last session.", 80),
        neg=("Microwave ovens are not accepted for repair.",
             ["Microwave ovens cannot be brought in for repair.", "The café refuses microwave ovens for repair."],
             "Microwave ovens are accepted for repair."),
        lst=("The café's regular fixers are {L}.", ["Ola Brandt", "Fergus Mayne", "Hettie Loam", "Sanjay Pillai"],
             ["{x} is one of the café's regular fixers.", "The café's regular fixers include {x}."],
             "The café has {k} regular fixers.",
             "Ravi Doshi volunteers at the Kingsbridge Repair Café.", "Ravi Doshi"),
        temporal=("Until 2023 the café opened once a month; it now opens twice a month.",
                  ["The café now opens twice a month.", "These days the café opens two times a month."],
                  ["The café opens once a month.", "These days the café opens only once a month."]),
        attrib=("spare-parts donations had doubled", "the café needed more sewing machines"),
        plan=("The organisers would like to open a tool library next year.",
              ["The café will open a tool library next year.", "The café has opened a tool library."]),
        rumour=("Rumours have circulated that the Scout Hut will be demolished.",
                ["The Scout Hut will be demolished.", "Millbrook Scout Hut is due to be demolished."]),
        cond=("enough volunteers come forward", "the Big Fix-Up will run until 5 pm"),
        modal=("Visitors may bring up to two items each.",
               ["Each visitor is allowed to bring as many as two items."],
               ["Each visitor must bring two items.", "Visitors are required to bring two items each."]),
        overgen=("Electrical items are safety-tested after repair.",
                 ["All items are safety-tested after repair.", "Every repaired item is safety-tested."]),
        superl=("Millbrook Repair Café is one of the longest-running repair cafés in the county.",
                ["Millbrook Repair Café is among the county's longest-running repair cafés."],
                ["Millbrook Repair Café is the longest-running repair café in the county.",
                 "No repair café in the county has run for longer than Millbrook's."]),
        causal=("The October 2023 session was cut short.",
                "A power cut hit Millbrook on the afternoon of the October 2023 session.",
                "The October 2023 session was cut short because of a power cut.",
                ["A power cut led to the October 2023 session being cut short.",
                 "The October 2023 session ended early as a result of a power cut."]),
        extra="and offers free refreshments", other_venue="the Methodist hall",
        fillers=["Repairs are carried out free of charge, though donations are welcome.",
                 "Visitors are asked to stay with their item while it is repaired.",
                 "The café keeps a log of every item brought in.",
                 "Tea and cake are served by volunteers."],
    ),
    dict(
        key="housingcoop", domain="housing co-operative",
        org="Fernside Housing Co-operative", short="the co-op",
        ev1=("the Annual General Meeting", "the Fernside Community Room", (2024, 10, 15), ("6:30 pm", "18:30")),
        ev2=("the Garden Clean-Up Day", (2024, 11, 23)),
        p1=("Marisol Ekwueme", "chair"), p2=("Declan Roper", "maintenance lead"),
        chain=("the Garden Clean-Up Day", "the environment working group", "working group", "Yusuf Harland"),
        sum=("The co-op owns", "flats", 36, "houses", 14, ""),
        measure=("The shared garden covers {v}.", "1,200 square metres", "0.12 hectares", "12 hectares"),
        hedge=("{q} people are on the co-op's waiting list.", 140),
        neg=("Short-term holiday lets are not permitted in co-op homes.",
             ["Co-op homes cannot be used as short-term holiday lets.", "Short-term holiday lets are banned in co-op homes."],
             "Short-term holiday lets are permitted in co-op homes."),
        lst=("The co-op's approved contractors are {L}.", ["Tallis Roofing", "Bright Spark Electrics", "Cole & Daughter Plumbing"],
             ["{x} is one of the co-op's approved contractors.", "The co-op's approved contractors include {x}."],
             "The co-op has {k} approved contractors.",
             "The Westgate co-op uses Marsh Glazing for its repairs.", "Marsh Glazing"),
        temporal=("Until 2022 the weekly rent for a two-bedroom flat was £112; it is now £125.",
                  ["The weekly rent for a two-bedroom flat is now £125.", "A two-bedroom flat currently costs £125 a week."],
                  ["The weekly rent for a two-bedroom flat is £112.", "A two-bedroom flat currently costs £112 a week."]),
        attrib=("the roof survey had found no major defects", "rent arrears had fallen"),
        plan=("Members have voted to explore installing solar panels.",
              ["Solar panels have been installed on co-op homes.", "The co-op will install solar panels."]),
        rumour=("Some tenants believe the council will take over the estate.",
                ["The council will take over the estate.", "The council is taking over the estate."]),
        cond=("two-thirds of members vote in favour", "the co-op will borrow to fund new windows"),
        modal=("Members are encouraged to attend working-group meetings.",
               ["The co-op urges members to attend working-group meetings."],
               ["Members are required to attend working-group meetings.",
                "Members must attend working-group meetings."]),
        overgen=("Ground-floor flats have private gardens.",
                 ["All co-op homes have private gardens.", "Every flat in the co-op has a private garden."]),
        superl=("Fernside is one of the oldest housing co-operatives in the city.",
                ["Fernside is among the city's oldest housing co-operatives."],
                ["Fernside is the oldest housing co-operative in the city.",
                 "No housing co-operative in the city is older than Fernside."]),
        causal=("The 2023 rent review was delayed.",
                "The co-op's treasurer resigned in March 2023.",
                "The 2023 rent review was delayed because the treasurer resigned.",
                ["The treasurer's resignation led to the 2023 rent review being delayed.",
                 "The 2023 rent review was held up as a result of the treasurer's resignation."]),
        extra="and will elect a new treasurer", other_venue="Fernside Library",
        fillers=["Every member household has one vote at general meetings.",
                 "Repairs are reported through the co-op office.",
                 "The co-op was registered as a society in the 1980s.",
                 "Bins are collected on Thursdays."],
    ),
    dict(
        key="cycling", domain="cycling club",
        org="Coldharbour Wheelers", short="the club",
        ev1=("the Reliability Ride", "Coldharbour Village Green", (2025, 2, 16), ("8:30 am", "08:30")),
        ev2=("the Club Hill Climb", (2025, 4, 13)),
        p1=("Iona Petrakis", "ride captain"), p2=("Marcus Thale", "club secretary"),
        chain=("the Club Hill Climb", "the racing section", "section", "Birgit Olufsen"),
        sum=("The club has", "adult members", 97, "junior members", 42, ""),
        measure=("The Reliability Ride route is {v} long.", "100 kilometres", "100,000 metres", "10,000 metres"),
        hedge=("{q} riders took part in last year's Reliability Ride.", 120),
        neg=("Tri-bars are not allowed on club rides.",
             ["Tri-bars are banned on club rides.", "Riders may not use tri-bars on club rides."],
             "Tri-bars are allowed on club rides."),
        lst=("The club's ride leaders are {L}.", ["Tom Ashworth", "Leila Haddad", "Grete Munro"],
             ["{x} is one of the club's ride leaders.", "The club's ride leaders include {x}."],
             "The club has {k} ride leaders.",
             "Paolo Venn leads rides for the Ridgeway Cycling Club.", "Paolo Venn"),
        temporal=("Until 2024 the annual subscription was £20; it is now £28.",
                  ["The annual subscription is now £28.", "Membership currently costs £28 a year."],
                  ["The annual subscription is £20.", "Membership currently costs £20 a year."]),
        attrib=("the winter rides would start from the village green", "the club kit order had been delayed"),
        plan=("The committee is looking into organising a sportive in 2026.",
              ["The club will hold a sportive in 2026.", "The club has organised a sportive for 2026."]),
        rumour=("Members have speculated that the Hill Climb course will be resurfaced.",
                ["The Hill Climb course will be resurfaced.", "The Hill Climb course is being resurfaced."]),
        cond=("there is no ice on the roads", "the Reliability Ride will follow the full route"),
        modal=("Riders are encouraged to fit mudguards for winter rides.",
               ["The club recommends that riders fit mudguards for winter rides."],
               ["Riders are required to fit mudguards for winter rides.",
                "Riders must fit mudguards for winter rides."]),
        overgen=("Members under 18 ride free in club time trials.",
                 ["All members ride free in club time trials.", "Every club member rides free in time trials."]),
        superl=("Coldharbour Wheelers is one of the largest cycling clubs in the county.",
                ["Coldharbour Wheelers is among the county's largest cycling clubs."],
                ["Coldharbour Wheelers is the largest cycling club in the county.",
                 "No cycling club in the county is larger than Coldharbour Wheelers."]),
        causal=("The 2024 Hill Climb was shortened.",
                "Roadworks closed the top section of Coldharbour Hill in April 2024.",
                "The 2024 Hill Climb was shortened because roadworks closed the top section of Coldharbour Hill.",
                ["Roadworks on the top section of Coldharbour Hill led to the 2024 Hill Climb being shortened.",
                 "The 2024 Hill Climb was cut short as a result of roadworks at the top of Coldharbour Hill."]),
        extra="and finishes at the Plough Inn", other_venue="the Leisure Centre car park",
        fillers=["Club rides leave every Sunday morning.",
                 "Helmets must be worn on all club rides.",
                 "The club holds a prize-giving dinner each November.",
                 "New riders are welcome to try three rides before joining."],
    ),
    dict(
        key="radio", domain="community radio station",
        org="Riverside FM", short="the station",
        ev1=("the Charity Radiothon", "the Riverside FM studio on Quay Street", (2024, 11, 30), ("6:00 am", "06:00")),
        ev2=("the New Year Quiz", (2025, 1, 18)),
        p1=("Femi Adeyinka", "station manager"), p2=("Harriet Glew", "head of music"),
        chain=("the Charity Radiothon", "the outreach team", "team", "Niamh Corrigan"),
        sum=("The station broadcasts", "music shows", 38, "speech programmes", 15, " each week"),
        measure=("The Charity Radiothon lasts {v}.", "24 hours", "1,440 minutes", "240 minutes"),
        hedge=("{q} people listen to the station each week.", 9000),
        neg=("Presenters are not allowed to play tracks with explicit lyrics before 9 pm.",
             ["Tracks with explicit lyrics may not be played by presenters before 9 pm.",
              "Before 9 pm, presenters are prohibited from playing tracks with explicit lyrics."],
             "Presenters are allowed to play tracks with explicit lyrics before 9 pm."),
        lst=("The station's weekday shows are {L}.", ["Breakfast on the Quay", "The Lunchbox", "Drive Home", "Late Lounge"],
             ["{x} is one of the station's weekday shows.", "The station's weekday shows include {x}."],
             "The station has {k} weekday shows.",
             "Harbour Radio in Ferrymouth broadcasts Sunday Soul.", "Sunday Soul"),
        temporal=("Until 2023 the station broadcast on 104.2 FM; it now broadcasts on 97.6 FM.",
                  ["The station now broadcasts on 97.6 FM.", "Riverside FM can currently be heard on 97.6 FM."],
                  ["The station broadcasts on 104.2 FM.", "Riverside FM can currently be heard on 104.2 FM."]),
        attrib=("the transmitter upgrade was finished", "listener numbers had risen"),
        plan=("The station has applied for a licence to broadcast on DAB.",
              ["The station broadcasts on DAB.", "The station has been granted a DAB licence."]),
        rumour=("Listeners have speculated that Breakfast on the Quay will move to weekends.",
                ["Breakfast on the Quay will move to weekends.", "Breakfast on the Quay is moving to weekends."]),
        cond=("the £10,000 target is met", "the station manager will present a show in fancy dress"),
        modal=("Guests may record a message for the Radiothon.",
               ["Guests are allowed to record a message for the Radiothon."],
               ["Guests must record a message for the Radiothon.",
                "Guests are required to record a message for the Radiothon."]),
        overgen=("Weekday evening shows are pre-recorded.",
                 ["All of the station's shows are pre-recorded.", "Every show on the station is pre-recorded."]),
        superl=("Riverside FM is one of the most listened-to community stations in the region.",
                ["Riverside FM is among the region's most listened-to community stations."],
                ["Riverside FM is the most listened-to community station in the region.",
                 "No community station in the region has more listeners than Riverside FM."]),
        causal=("The station went off air for six hours in March 2024.",
                "Flooding damaged the Quay Street basement in March 2024.",
                "The station went off air for six hours in March 2024 because flooding damaged the Quay Street basement.",
                ["Flood damage to the Quay Street basement led to the station going off air for six hours in March 2024.",
                 "The station's six-hour outage in March 2024 was caused by flooding in the Quay Street basement."]),
        extra="and is supported by the town council", other_venue="the Town Hall",
        fillers=["The station is run entirely by volunteers.",
                 "Local news bulletins are read on the hour.",
                 "The station's studio is open to visitors on Fridays.",
                 "Presenters log every track they play."],
    ),
    dict(
        key="market", domain="farmers' market",
        org="Ashcombe Farmers' Market", short="the market",
        ev1=("the Christmas Market", "Ashcombe Market Square", (2024, 12, 15), ("9:00 am", "09:00")),
        ev2=("the Spring Plant Fair", (2025, 3, 16)),
        p1=("Nadia Fenwick", "market manager"), p2=("Owain Price", "stallholder liaison"),
        chain=("the Spring Plant Fair", "the events subcommittee", "subcommittee", "Clemency Otto"),
        sum=("The market has", "food stalls", 28, "craft stalls", 12, ""),
        measure=("The market square covers {v}.", "3,000 square metres", "0.3 hectares", "3 hectares"),
        hedge=("{q} shoppers visit the market on a typical Saturday.", 1500),
        neg=("Stallholders are not permitted to sell imported produce.",
             ["Selling imported produce is forbidden for stallholders.", "Stallholders may not sell imported produce."],
             "Stallholders are permitted to sell imported produce."),
        lst=("The market's cheese sellers are {L}.", ["Combe Valley Dairy", "Old Hollow Creamery", "Pettigrew's Goats"],
             ["{x} is one of the market's cheese sellers.", "The market's cheese sellers include {x}."],
             "The market has {k} cheese sellers.",
             "Greystone Cheeses trades at the Westbury market.", "Greystone Cheeses"),
        temporal=("Until 2023 a standard pitch cost £18 a day; it now costs £24.",
                  ["A standard pitch now costs £24 a day.", "The current daily fee for a standard pitch is £24."],
                  ["A standard pitch costs £18 a day.", "The current daily fee for a standard pitch is £18."]),
        attrib=("footfall had recovered after the roadworks", "a second bread stall would be added"),
        plan=("The council has proposed moving the market to a weekday.",
              ["The market has moved to a weekday.", "The market will move to a weekday."]),
        rumour=("Stallholders have heard rumours that parking charges on the square will double.",
                ["Parking charges on the square will double.", "Parking charges on the square are doubling."]),
        cond=("the weather is dry", "the Christmas Market will stay open until 6 pm"),
        modal=("Stallholders may bring a gazebo no wider than three metres.",
               ["Stallholders are allowed to bring a gazebo up to three metres wide."],
               ["Stallholders must bring a gazebo.", "Stallholders are required to bring a three-metre gazebo."]),
        overgen=("Food stalls must display allergen information.",
                 ["All stalls must display allergen information.", "Every stall has to display allergen information."]),
        superl=("Ashcombe Farmers' Market is one of the biggest markets of its kind in the county.",
                ["Ashcombe Farmers' Market is among the county's biggest markets of its kind."],
                ["Ashcombe Farmers' Market is the biggest market of its kind in the county.",
                 "No market of its kind in the county is bigger than Ashcombe Farmers' Market."]),
        causal=("The May 2024 market was held in the church car park.",
                "Ashcombe Market Square was being repaved in May 2024.",
                "The May 2024 market was held in the church car park because the square was being repaved.",
                ["Repaving of the square led to the May 2024 market being held in the church car park.",
                 "The May 2024 market moved to the church car park as a result of the square being repaved."]),
        extra="and features live music", other_venue="Ashcombe Recreation Ground",
        fillers=["The market runs every Saturday morning.",
                 "All produce must be grown or made within 30 miles.",
                 "Stallholders set up from 7 am.",
                 "A cash machine is available in the post office nearby."],
    ),
    dict(
        key="railway", domain="heritage railway",
        org="Tarnbeck Valley Railway", short="the railway",
        ev1=("the Steam Gala", "Tarnbeck station", (2025, 6, 14), ("10:00 am", "10:00")),
        ev2=("the Santa Specials", (2025, 12, 13)),
        p1=("Alistair Nkemelu", "general manager"), p2=("Ruth Penberthy", "volunteer coordinator"),
        chain=("the Steam Gala", "the events committee", "committee", "Gideon Ashe"),
        sum=("The railway has", "active volunteers", 310, "paid staff", 14, ""),
        measure=("The line is {v} long.", "9 kilometres", "9,000 metres", "900 metres"),
        hedge=("{q} passengers travelled on the line last year.", 48000),
        neg=("Dogs are not allowed in the dining car.",
             ["Dogs are banned from the dining car.", "Dogs may not enter the dining car."],
             "Dogs are allowed in the dining car."),
        lst=("The railway's operational steam locomotives are {L}.", ["Hesketh", "Lady Tarn", "No. 47 Brigadier"],
             ["{x} is one of the railway's operational steam locomotives.",
              "The railway's operational steam locomotives include {x}."],
             "The railway has {k} operational steam locomotives.",
             "The locomotive Skiddaw Pike is based on the Eskmere Railway.", "Skiddaw Pike"),
        temporal=("Until 2024 an adult return ticket cost £16; it now costs £19.",
                  ["An adult return ticket now costs £19.", "The current adult return fare is £19."],
                  ["An adult return ticket costs £16.", "The current adult return fare is £16."]),
        attrib=("the boiler overhaul of Hesketh was ahead of schedule", "volunteer numbers were at a record high"),
        plan=("The railway aims to extend the line to Ullthwaite by 2028.",
              ["The line has been extended to Ullthwaite.", "The line will reach Ullthwaite by 2028."]),
        rumour=("Enthusiasts have speculated that a famous express locomotive will visit the Steam Gala.",
                ["A famous express locomotive will visit the Steam Gala.",
                 "A famous express locomotive is confirmed for the Steam Gala."]),
        cond=("Lady Tarn passes her boiler inspection", "Lady Tarn will haul the first train of the Steam Gala"),
        modal=("Volunteers are encouraged to take the track safety course.",
               ["The railway recommends that volunteers take the track safety course."],
               ["Volunteers are required to take the track safety course.",
                "Volunteers must take the track safety course."]),
        overgen=("Weekend trains have a buffet car.",
                 ["All trains have a buffet car.", "Every train on the line has a buffet car."]),
        superl=("The Tarnbeck Valley Railway is one of the oldest preserved railways in England.",
                ["The Tarnbeck Valley Railway is among England's oldest preserved railways."],
                ["The Tarnbeck Valley Railway is the oldest preserved railway in England.",
                 "No preserved railway in England is older than the Tarnbeck Valley Railway."]),
        causal=("The first weekend of the 2024 Steam Gala ran with diesel locomotives.",
                "A high fire-risk warning was in force in the valley in June 2024.",
                "The first weekend of the 2024 Steam Gala ran with diesel locomotives because a high fire-risk warning was in force.",
                ["A high fire-risk warning led to diesel locomotives being used on the first weekend of the 2024 Steam Gala.",
                 "Diesel locomotives ran the first weekend of the 2024 Steam Gala as a result of a high fire-risk warning."]),
        extra="and includes free parking", other_venue="Eskmere station",
        fillers=["Trains run daily from April to October.",
                 "The railway's workshop is at the far end of the line.",
                 "Tickets can be bought on the day at the booking office.",
                 "The railway is run by a charitable trust."],
    ),
]


def ev(D):
    name, venue, (y, m, d), times = D["ev1"]
    return name, venue, datetime.date(y, m, d), times


def ev2(D):
    name, (y, m, d) = D["ev2"]
    return name, datetime.date(y, m, d)


def ev1_sentence(D, fmt=d_long, variant=0):
    name, venue, date, (t12, t24) = ev(D)
    forms = [
        f"{cap(name)} will be held at {venue} on {fmt(date)}, starting at {t12}.",
        f"This year {name} takes place on {fmt(date)} at {venue}; it starts at {t12}.",
        f"{cap(name)}: {fmt(date)}, {venue}, from {t12}.",
    ]
    return forms[variant % len(forms)]


def ev2_sentence(D, fmt=d_long):
    name, date = ev2(D)
    return f"The date set for {name} is {fmt(date)}."


def roles_sentence(D):
    (a, ra), (b, rb) = D["p1"], D["p2"]
    return f"{a} is the {ra} of {D['org']} and {b} is its {rb}."


def attrib_passage(D):
    (a, ra), (b, rb) = D["p1"], D["p2"]
    s1, s2 = D["attrib"]
    return f"At the last general meeting, {ra} {a} said {s1}, while {rb} {b} said {s2}."


def sum_sents(D):
    subj, an, a, bn, b, suf = D["sum"]
    return f"{subj} {n(a)} {an}{suf}.", f"{subj} {n(b)} {bn}{suf}."


HEDGES = ["about", "around", "roughly", "approximately", "some"]

# --------------------------------------------------------------------------
# Right families: each returns list of (wording_id, claim, key_passages)
# --------------------------------------------------------------------------


def R_paraphrase(D):
    name, venue, date, _ = ev(D)
    p1, r1 = D["p1"]
    return [
        ("venue", f"{cap(venue)} is the venue for {name}.", [ev1_sentence(D, variant=0)]),
        ("venue_host", f"{cap(name)} is being hosted at {venue}.", [ev1_sentence(D, variant=1)]),
        ("role", f"The {r1} of {D['org']} is {p1}.", [f"{p1} serves as {D['org']}'s {r1}."]),
        ("date_falls", f"{cap(name)} falls on {d_long(date)}.", [ev1_sentence(D, variant=2)]),
    ]


def R_converse(D):
    x, g, _, _ = D["chain"]
    subj, an, a, bn, b, suf = D["sum"]
    return [
        ("passive_to_active", f"{cap(g)} organises {x}.", [f"{cap(x)} is organised by {g}."]),
        ("active_to_passive", f"{cap(x)} is organised by {g}.", [f"{cap(g)} organises {x} every year."]),
        ("more_to_fewer", f"{subj} fewer {bn} than {an}{suf}.", [f"{subj} more {an} than {bn}{suf}."]),
        ("outnumber", f"{cap(bn)} are outnumbered by {an} at {D['org']}.", [f"At {D['org']}, {an} outnumber {bn}."]),
    ]


def R_join(D):
    x, g, gn, p = D["chain"]
    ps = [f"{cap(x)} is organised by {g}.", f"{cap(g)} is led by {p}."]
    return [
        ("led_org", f"{p} leads the {gn} that organises {x}.", ps),
        ("org_by_led", f"{cap(x)} is organised by a {gn} led by {p}.", ps),
        ("whose_leader", f"The {gn} responsible for organising {x} is led by {p}.", list(reversed(ps))),
    ]


def R_reorder(D):
    name, venue, date, (t12, t24) = ev(D)
    return [
        ("time_first", f"At {t24} on {d_long(date)}, {name} begins at {venue}.", [ev1_sentence(D, variant=0)]),
        ("venue_first", f"{cap(venue)} hosts {name} on {d_long(date)}, with a start time of {t12}.", [ev1_sentence(D, variant=1)]),
        ("date_first", f"On {d_long(date)} {name} starts at {t12} at {venue}.", [ev1_sentence(D, variant=2)]),
    ]


def R_datefmt(D):
    name, venue, date, _ = ev(D)
    out = []
    for f in DATE_FMTS:
        out.append((f"long_to_{f.__name__}", f"{cap(name)} is on {f(date)}.", [ev1_sentence(D, variant=0)]))
    out.append(("iso_to_long", f"{cap(name)} takes place on {d_long(date)}.", [ev1_sentence(D, fmt=d_iso, variant=2)]))
    return out


def R_unit(D):
    tpl, orig, conv, _ = D["measure"]
    return [
        ("conv", tpl.format(v=conv), [tpl.format(v=orig)]),
        ("conv_rev", tpl.format(v=orig), [tpl.format(v=conv)]),
    ]


def R_hedge_kept(D):
    tpl, q = D["hedge"]
    out = []
    for i, (hp, hc) in enumerate([("about", "around"), ("roughly", "approximately"), ("around", "about"),
                                  ("approximately", "roughly"), ("some", "about")]):
        out.append((f"{hp}_to_{hc}", cap(tpl.format(q=f"{hc} {n(q)}")), [cap(tpl.format(q=f"{hp} {n(q)}"))]))
    return out


def R_negation_para(D):
    orig, paras, _ = D["neg"]
    return [(f"para{i}", p, [orig]) for i, p in enumerate(paras)] + [("para_rev", orig, [paras[0]])]


def R_list_member(D):
    intro, items, mtpls, _, dis, _ = D["lst"]
    out = []
    for i, t in enumerate(mtpls):
        for j in (0, len(items) - 1, 1):
            out.append((f"m{i}_pos{j}", cap(t.format(x=items[j])), [intro.format(L=join_list(items)), dis]))
    return out


def R_list_count(D):
    intro, items, _, ctpl, _, _ = D["lst"]
    k = len(items)
    return [
        ("word", ctpl.format(k=NUMWORD[k]), [intro.format(L=join_list(items))]),
        ("digit", ctpl.format(k=str(k)), [intro.format(L=join_list(items))]),
    ]


def R_arith_sum(D):
    subj, an, a, bn, b, suf = D["sum"]
    s1, s2 = sum_sents(D)
    return [
        ("combined", f"{subj} {n(a + b)} {an} and {bn} combined{suf}.", [s1, s2]),
        ("together", f"{subj} a combined total of {n(a + b)} {an} and {bn}{suf}.", [s2, s1]),
    ]


def R_arith_diff(D):
    subj, an, a, bn, b, suf = D["sum"]
    s1, s2 = sum_sents(D)
    return [
        ("more_by", f"{subj} {n(a - b)} more {an} than {bn}{suf}.", [s1, s2]),
        ("fewer_by", f"{subj} {n(a - b)} fewer {bn} than {an}{suf}.", [s2, s1]),
        ("more_plain", f"{subj} more {an} than {bn}{suf}.", [s1, s2]),
    ]


def R_subset(D):
    (a, ra), (b, rb) = D["p1"], D["p2"]
    name, venue, date, (t12, t24) = ev(D)
    return [
        ("second_role", f"{b} is the {rb} of {D['org']}.", [roles_sentence(D)]),
        ("first_role", f"{a} is {D['org']}'s {ra}.", [roles_sentence(D)]),
        ("start_time", f"{cap(name)} starts at {t12}.", [ev1_sentence(D, variant=0)]),
    ]


def R_temporal_current(D):
    p, rights, _ = D["temporal"]
    return [(f"now{i}", c, [p]) for i, c in enumerate(rights)]


def R_attribution_kept(D):
    (a, ra), _ = D["p1"], D["p2"]
    s1, _ = D["attrib"]
    (b, rb) = D["p2"]
    s2 = D["attrib"][1]
    return [
        ("said_first", f"{a} said {s1}.", [attrib_passage(D)]),
        ("according_second", f"According to {b}, {s2}.", [attrib_passage(D)]),
        ("role_said", f"The {ra} reported that {s1}.", [attrib_passage(D)]),
    ]


def R_condition_kept(D):
    c, o = D["cond"]
    p = f"If {c}, {o}."
    return [
        ("provided", f"{cap(o)}, provided that {c}.", [p]),
        ("only_if_swapped", f"{cap(o)} if {c}.", [p]),
        ("on_condition", f"On condition that {c}, {o}.", [p]),
    ]


def R_before_after(D):
    name1, _, d1, _ = ev(D)
    name2, d2 = ev2(D)
    ps = [ev1_sentence(D, variant=0), ev2_sentence(D)]
    return [
        ("before", f"{cap(name1)} takes place before {name2}.", ps),
        ("after", f"{cap(name2)} is held after {name1}.", list(reversed(ps))),
        ("earlier_fmt", f"{cap(name1)} comes earlier in the calendar than {name2}.",
         [ev1_sentence(D, fmt=d_iso, variant=2), ev2_sentence(D, fmt=d_us)]),
    ]


def R_causal_stated(D):
    _, _, because, rights = D["causal"]
    return [(f"para{i}", c, [because]) for i, c in enumerate(rights)]


def R_modality_kept(D):
    p, rights, _ = D["modal"]
    return [(f"para{i}", c, [p]) for i, c in enumerate(rights)]


def R_superlative_hedged(D):
    p, rights, _ = D["superl"]
    return [(f"among{i}", c, [p]) for i, c in enumerate(rights)]


# --------------------------------------------------------------------------
# Wrong families
# --------------------------------------------------------------------------


def W_extra_fact(D):
    name, venue, date, _ = ev(D)
    p1, r1 = D["p1"]
    return [
        ("event_extra", f"{cap(name)} takes place at {venue} {D['extra']}.", [ev1_sentence(D, variant=0)]),
        ("role_since", f"{p1} has been the {r1} of {D['org']} since 2011.", [f"{p1} serves as {D['org']}'s {r1}."]),
        ("founder", f"{p1}, who founded {D['org']}, is its {r1}.", [roles_sentence(D)]),
        ("date_extra", f"{cap(name)} is on {d_long(date)} {D['extra']}.", [ev1_sentence(D, variant=1)]),
    ]


def W_other_value(D):
    name, venue, date, (t12, t24) = ev(D)
    subj, an, a, bn, b, suf = D["sum"]
    s1, _ = sum_sents(D)
    h = int(t24[:2])
    wrong_t = f"{(h + 1) % 24:02d}{t24[2:]}"
    return [
        ("venue", f"{cap(name)} will be held at {D['other_venue']}.", [ev1_sentence(D, variant=0)]),
        ("time", f"{cap(name)} starts at {wrong_t}.", [ev1_sentence(D, variant=1)]),
        ("count", f"{subj} {n(a + 3)} {an}{suf}.", [s1]),
        ("count_digit_swap", f"{subj} {n(int(str(a)[::-1]) if str(a)[::-1] != str(a) else a + 10)} {an}{suf}.", [s1]),
    ]


def W_date_shift(D):
    name, venue, date, _ = ev(D)
    out = []
    shifts = [1, -1, 7, 14]
    for i, f in enumerate([d_long, d_iso, d_us, d_num, d_ord]):
        dd = date + datetime.timedelta(days=shifts[i % len(shifts)])
        out.append((f"{f.__name__}_{shifts[i % len(shifts)]:+d}", f"{cap(name)} is on {f(dd)}.",
                    [ev1_sentence(D, variant=i)]))
    # weekday right date wrong weekday
    wrong_wd = (date + datetime.timedelta(days=2)).strftime("%A")
    out.append(("wrong_weekday", f"{cap(name)} is on {wrong_wd} {d_long(date)}.", [ev1_sentence(D, variant=0)]))
    return out


def W_opposite(D):
    orig, paras, opp = D["neg"]
    return [
        ("flip", opp, [orig]),
        ("flip_from_para", opp, [paras[0]]),
        ("double_neg", orig, [opp]),
    ]


def W_skip_hop(D):
    x, g, gn, p = D["chain"]
    return [
        ("missing_link", f"{p} leads the {gn} that organises {x}.",
         [f"{cap(x)} is organised by {g}.", f"{p} has been a member of {D['org']} for many years."]),
        ("missing_first", f"{cap(x)} is organised by a {gn} led by {p}.",
         [f"{cap(g)} is led by {p}.", f"{cap(x)} is one of the highlights of {D['org']}'s year."]),
        ("other_group", f"{p} leads the {gn} that organises {x}.",
         [f"{cap(x)} is organised by {g}.", f"{p} leads {D['org']}'s newsletter team."]),
    ]


def W_misattribution(D):
    (a, ra), (b, rb) = D["p1"], D["p2"]
    s1, s2 = D["attrib"]
    return [
        ("swap1", f"{b} said {s1}.", [attrib_passage(D)]),
        ("swap2", f"According to {a}, {s2}.", [attrib_passage(D)]),
        ("role_swap", f"The {rb} reported that {s1}.", [attrib_passage(D)]),
    ]


def W_overgeneral(D):
    p, wrongs = D["overgen"]
    return [(f"all{i}", c, [p]) for i, c in enumerate(wrongs)]


def W_plan_as_fact(D):
    p, wrongs = D["plan"]
    return [(f"fact{i}", c, [p]) for i, c in enumerate(wrongs)]


def W_rumour_as_fact(D):
    p, wrongs = D["rumour"]
    return [(f"fact{i}", c, [p]) for i, c in enumerate(wrongs)]


def W_condition_as_fact(D):
    c, o = D["cond"]
    p = f"If {c}, {o}."
    return [
        ("bare", f"{cap(o)}.", [p]),
        ("confirmed", f"It has been confirmed that {o}.", [p]),
        ("cond_asserted", f"{cap(c)}, so {o}.", [p]),
    ]


def W_stale_value(D):
    p, _, wrongs = D["temporal"]
    return [(f"old{i}", c, [p]) for i, c in enumerate(wrongs)]


def W_hedge_dropped(D):
    tpl, q = D["hedge"]
    out = []
    for hp, hc in [("about", "exactly"), ("around", "more than"), ("roughly", "at least"),
                   ("approximately", "precisely"), ("some", "over")]:
        out.append((f"{hp}_to_{hc.replace(' ', '_')}", cap(tpl.format(q=f"{hc} {n(q)}")),
                    [cap(tpl.format(q=f"{hp} {n(q)}"))]))
    return out


def W_wrong_entity(D):
    name1, _, d1, _ = ev(D)
    name2, d2 = ev2(D)
    (a, ra), (b, rb) = D["p1"], D["p2"]
    return [
        ("ev2_date", f"{cap(name1)} is on {d_long(d2)}.", [ev1_sentence(D, variant=0), ev2_sentence(D)]),
        ("ev1_date", f"{cap(name2)} is on {d_long(d1)}.", [ev2_sentence(D), ev1_sentence(D, variant=1)]),
        ("role_swap", f"{a} is the {rb} of {D['org']}.", [roles_sentence(D)]),
        ("role_swap2", f"{D['org']}'s {ra} is {b}.", [roles_sentence(D)]),
    ]


def W_arith_wrong(D):
    subj, an, a, bn, b, suf = D["sum"]
    s1, s2 = sum_sents(D)
    return [
        ("sum_off", f"{subj} {n(a + b + 10)} {an} and {bn} combined{suf}.", [s1, s2]),
        ("diff_off", f"{subj} {n(a - b + 2)} more {an} than {bn}{suf}.", [s1, s2]),
        ("sum_as_a", f"{subj} a combined total of {n(a)} {an} and {bn}{suf}.", [s2, s1]),
    ]


def W_unit_wrong(D):
    tpl, orig, conv, wrong = D["measure"]
    return [("wrong_conv", tpl.format(v=wrong), [tpl.format(v=orig)]),
            ("wrong_conv_from_conv", tpl.format(v=wrong), [tpl.format(v=conv)])]


def W_list_nonmember(D):
    intro, items, mtpls, _, dis, non = D["lst"]
    return [(f"m{i}", cap(t.format(x=non)), [intro.format(L=join_list(items)), dis]) for i, t in enumerate(mtpls)]


def W_list_count_wrong(D):
    intro, items, _, ctpl, _, _ = D["lst"]
    k = len(items)
    return [
        ("plus1", ctpl.format(k=NUMWORD[k + 1]), [intro.format(L=join_list(items))]),
        ("minus1", ctpl.format(k=NUMWORD[k - 1] if k - 1 in NUMWORD else str(k - 1)), [intro.format(L=join_list(items))]),
    ]


def W_modality_strengthened(D):
    p, _, wrongs = D["modal"]
    return [(f"must{i}", c, [p]) for i, c in enumerate(wrongs)]


def W_causal_added(D):
    a, b, because, rights = D["causal"]
    return [
        ("because", because, [a, b]),
        ("led_to", rights[0], [b, a]),
    ]


def W_order_reversed(D):
    name1, _, d1, _ = ev(D)
    name2, d2 = ev2(D)
    subj, an, a, bn, b, suf = D["sum"]
    s1, s2 = sum_sents(D)
    ps = [ev1_sentence(D, variant=0), ev2_sentence(D)]
    return [
        ("ev_before", f"{cap(name2)} takes place before {name1}.", ps),
        ("ev_after", f"{cap(name1)} is held after {name2}.", list(reversed(ps))),
        ("more_reversed", f"{subj} more {bn} than {an}{suf}.", [s1, s2]),
        ("fewer_reversed", f"{subj} fewer {an} than {bn}{suf}.", [f"{subj} more {an} than {bn}{suf}."]),
    ]


def W_superlative(D):
    p, _, wrongs = D["superl"]
    return [(f"most{i}", c, [p]) for i, c in enumerate(wrongs)]


RIGHT = [R_paraphrase, R_converse, R_join, R_reorder, R_datefmt, R_unit, R_hedge_kept, R_negation_para,
         R_list_member, R_list_count, R_arith_sum, R_arith_diff, R_subset, R_temporal_current,
         R_attribution_kept, R_condition_kept, R_before_after, R_causal_stated, R_modality_kept,
         R_superlative_hedged]
WRONG = [W_extra_fact, W_other_value, W_date_shift, W_opposite, W_skip_hop, W_misattribution, W_overgeneral,
         W_plan_as_fact, W_rumour_as_fact, W_condition_as_fact, W_stale_value, W_hedge_dropped, W_wrong_entity,
         W_arith_wrong, W_unit_wrong, W_list_nonmember, W_list_count_wrong, W_modality_strengthened,
         W_causal_added, W_order_reversed, W_superlative]


def fam_name(f):
    return f.__name__[2:]


def build():
    rng = random.Random(SEED)
    rows = []
    tmpl_ids = {}
    for f in RIGHT + WRONG:
        tmpl_ids[f.__name__] = f"T{len(tmpl_ids) + 1:02d}"
    for gold, fams in (("right", RIGHT), ("wrong", WRONG)):
        total = 300
        base, extra = divmod(total, len(fams))
        for fi, f in enumerate(fams):
            count = base + (1 if fi < extra else 0)
            doms = list(range(len(DOMAINS)))
            rng.shuffle(doms)
            for k in range(count):
                D = DOMAINS[doms[k % len(doms)]]
                variants = f(D)
                # cycle through wordings, offset per family so domains and wordings decorrelate
                wid, claim, key = variants[(k + fi + k // len(DOMAINS)) % len(variants)]
                passages = list(key)
                nfill = rng.choice([0, 1, 1, 2])
                fill = rng.sample(D["fillers"], nfill)
                passages += fill
                if rng.random() < 0.3:
                    # an unrelated but on-domain distractor drawn from another fact of the same domain
                    other = rng.choice([D["temporal"][0], attrib_passage(D), D["superl"][0], D["overgen"][0]])
                    if other not in passages and f not in (R_temporal_current, W_stale_value, R_attribution_kept,
                                                           W_misattribution, R_superlative_hedged, W_superlative,
                                                           W_overgeneral):
                        passages.append(other)
                rng.shuffle(passages)
                kind = ("R:" if gold == "right" else "W:") + fam_name(f)
                rows.append({
                    "group": f"p52/{D['key']}/{fam_name(f)}/{k:02d}",
                    "template": tmpl_ids[f.__name__],
                    "kind": kind,
                    "domain": D["domain"],
                    "wording": wid,
                    "claim": claim,
                    "passages": passages,
                    "gold": gold,
                })
    rng.shuffle(rows)
    assert len(rows) == 600
    assert sum(r["gold"] == "right" for r in rows) == 300
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    print(f"wrote {len(rows)} pairs to {OUT}")
