#!/usr/bin/env python3
"""Build /work/p54/pairs.jsonl: 600 blind (claim, passages) pairs for probing an
entailment judge. stdlib only, deterministic (seed 5454).

300 gold "right" (20 R: families x 15) and 300 gold "wrong" (20 W: families x 15).
Each family has 5 wordings (3 pairs per wording), spread over 10 invented domains.
"""
import datetime as dt
import json
import os
import random
import string

SEED = 5454
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# --------------------------------------------------------------------------
# Domains (none of them in the list of already-used domains)
# --------------------------------------------------------------------------
DOMAINS = [
    dict(key="allotment society", org="Hollin Lane Allotment Society", the="the society",
         body="the committee", members="plot holders", build="tool store",
         loc="the Station Road site", item="second-hand rotavator", item_cost=(350, 900),
         event="the annual produce show", venue="St Mark's church hall",
         venue2="Hollin Lane Primary School", fee="the annual plot rent", fee_base=(30, 45),
         fee_step=(4, 8), cap_holder="the Station Road site", cap_noun="plots", cap=(60, 120),
         check="soil contamination survey", problem="flooding of the lower plots",
         cause="a blocked culvert under the lane", service="Sunday opening of the trading hut",
         offerer="Greenfield Garden Centre", offer_vp="donate seed potatoes for the spring sale",
         funder="Calder District Council", neighbour="Moor End Allotment Association",
         asset="the old potting shed by the north gate", motion_vp="allow bee hives on the site",
         group="the junior growers' group", group_b="the fundraising group",
         group_event="a seed-swap morning", survey_topic="opening the site to dog walkers",
         perm_vp="put up a polytunnel on the lower field", title3="secretary",
         reason="heavy rain", agm="the AGM",
         names=["Margaret Oyelaran", "Derek Pannett", "Sunita Rao", "Owen Lightfoot",
                "Brenda Kowalczyk", "Tom Haworth", "Aisha Mensah", "Colin Threlfall"],
         distractors=["The society's newsletter, The Dibber, goes out to members four times a year.",
                      "Plot inspections take place each July.",
                      "Water troughs on the site are turned off between November and March.",
                      "Members may bring up to two guests to the summer barbecue."]),
    dict(key="brass band", org="Calderbrook Silver Band", the="the band",
         body="the band committee", members="players", build="rehearsal room",
         loc="the old Co-op building on Bridge Street", item="set of timpani", item_cost=(2000, 4500),
         event="the massed bands concert", venue="Calderbrook Methodist Church",
         venue2="the Victoria Hall", fee="the players' annual subscription", fee_base=(50, 70),
         fee_step=(5, 10), cap_holder="the bandroom", cap_noun="seats", cap=(30, 60),
         check="structural survey", problem="damage to the bandroom roof",
         cause="a fallen chimney stack", service="a Monday beginners' class",
         offerer="Thornley Mills", offer_vp="pay for new uniforms",
         funder="the Pennine Arts Fund", neighbour="Oakworth Brass",
         asset="the band's old van", motion_vp="admit players under twelve",
         group="the training band", group_b="the social committee",
         group_event="a bandstand series", survey_topic="moving rehearsals to Thursday evenings",
         perm_vp="hold outdoor concerts in Calderbrook Park", title3="musical director",
         reason="the illness of several players", agm="the AGM",
         names=["Gareth Illingworth", "Joyce Ambler", "Ravi Chauhan", "Helen Sugden",
                "Stuart Beevers", "Nadia Petrova", "Keith Ormerod", "Lucy Wadsworth"],
         distractors=["Rehearsals usually finish at half past nine.",
                      "The band's music library is catalogued by two volunteers.",
                      "Uniforms are dry-cleaned once a year.",
                      "The band plays hymn tunes at the town's Remembrance service."]),
    dict(key="hospice", org="St Ebba's Hospice", the="the hospice",
         body="the board of trustees", members="members", build="day therapy unit",
         loc="the former nurses' home", item="minibus", item_cost=(18000, 32000),
         event="the Midnight Walk", venue="the racecourse",
         venue2="Ebbsfleet Park", fee="the annual Friends membership fee", fee_base=(15, 25),
         fee_step=(3, 5), cap_holder="the inpatient unit", cap_noun="beds", cap=(10, 24),
         check="fire-safety inspection", problem="power failure on the inpatient unit",
         cause="a faulty generator switch", service="evening visiting until 10pm",
         offerer="Harwood Motors", offer_vp="lend a van for the charity shop collections",
         funder="the county health board", neighbour="Wearside Hospice Care",
         asset="the charity shop on Market Street", motion_vp="allow trustees to serve a third term",
         group="the bereavement support team", group_b="the shop volunteers",
         group_event="a Light Up a Life service", survey_topic="opening the café to the public",
         perm_vp="extend the car park onto the paddock", title3="director of care",
         reason="high winds", agm="the AGM",
         names=["Fiona McAllister", "Peter Entwistle", "Grace Adebayo", "Alan Rudd",
                "Moira Cairns", "Hugh Pemberton", "Leila Haddad", "Janet Storey"],
         distractors=["The hospice chaplaincy team includes volunteers from several faiths.",
                      "Car parking at the hospice is free for visitors.",
                      "The hospice gardens were designed by a local landscape architect.",
                      "Complementary therapies are offered to carers as well as patients."]),
    dict(key="canal trust", org="Kennet Vale Canal Trust", the="the trust",
         body="the council of management", members="members", build="visitor centre",
         loc="Lock 14", item="work boat", item_cost=(6000, 15000),
         event="the boat rally", venue="Wharf Basin",
         venue2="Hungerford Marina", fee="the annual mooring fee", fee_base=(400, 700),
         fee_step=(25, 60), cap_holder="Wharf Basin", cap_noun="moorings", cap=(20, 60),
         check="bat survey", problem="breach in the towpath embankment",
         cause="burrowing by mink", service="a Sunday trip-boat service",
         offerer="the Kennet Valley Rotary Club", offer_vp="fund a new lock-gate beam",
         funder="the Waterways Restoration Fund", neighbour="the Wilts Canal Society",
         asset="the disused toll house", motion_vp="raise the age limit for volunteer lock-keepers",
         group="the towpath volunteer team", group_b="the heritage group",
         group_event="a lock-painting weekend", survey_topic="charging for towpath parking",
         perm_vp="dredge Wharf Basin", title3="navigation officer",
         reason="low water levels", agm="the AGM",
         names=["Roger Blandford", "Ellen Tasker", "Vikram Nair", "Patricia Gosling",
                "Ian Fairweather", "Sophie Lund", "Martin Okafor", "Rosemary Dunne"],
         distractors=["The trust's working parties meet on the first Saturday of each month.",
                      "The canal was first opened to traffic in 1810.",
                      "Kingfishers are often seen near the aqueduct.",
                      "The towpath is shared by walkers and cyclists."]),
    dict(key="orchestra", org="Wendlebury Symphony Orchestra", the="the orchestra",
         body="the management committee", members="players", build="rehearsal studio",
         loc="the former Corn Exchange", item="concert harp", item_cost=(8000, 20000),
         event="the gala concert", venue="St Peter's Hall",
         venue2="the Guildhall", fee="the season ticket price", fee_base=(60, 95),
         fee_step=(5, 15), cap_holder="St Peter's Hall", cap_noun="seats", cap=(300, 500),
         check="acoustic survey", problem="water damage to the music library",
         cause="a leaking radiator", service="a free-ticket scheme for under-18s",
         offerer="Wendlebury College", offer_vp="host the orchestra's rehearsals over the summer",
         funder="the Wendlebury Music Trust", neighbour="the Cherwell Sinfonia",
         asset="the orchestra's Steinway piano", motion_vp="hold auditions for all new players",
         group="the youth orchestra", group_b="the friends' association",
         group_event="a side-by-side workshop", survey_topic="starting concerts at 7pm rather than 7.30pm",
         perm_vp="hang banners on the Guildhall", title3="principal conductor",
         reason="the conductor's illness", agm="the AGM",
         names=["Imogen Fairbairn", "Declan Morrow", "Hiroshi Tanaka", "Clare Whitlock",
                "Bernard Achebe", "Yvonne Sallis", "Felix Marchetti", "Ruth Annan"],
         distractors=["The orchestra gives four subscription concerts each season.",
                      "Programme notes are written by a retired music teacher.",
                      "Players are asked to arrive half an hour before each concert.",
                      "The orchestra's library holds over two hundred sets of parts."]),
    dict(key="cycling club", org="Redmire Wheelers", the="the club",
         body="the club committee", members="riders", build="bike workshop",
         loc="the old fire station", item="club trailer", item_cost=(1200, 3000),
         event="the Redmire Reliability Ride", venue="the village green",
         venue2="Askrigg market place", fee="the club membership fee", fee_base=(25, 40),
         fee_step=(3, 6), cap_holder="the clubhouse", cap_noun="bike racks", cap=(20, 40),
         check="drainage survey", problem="collapse of the clubhouse ceiling",
         cause="a burst water tank", service="a women-only Wednesday ride",
         offerer="Swale Cycles", offer_vp="service club bikes free of charge",
         funder="North Dales District Council", neighbour="Wensleydale Velo",
         asset="the club's tandem", motion_vp="make helmets compulsory on all club rides",
         group="the youth section", group_b="the touring section",
         group_event="a skills morning", survey_topic="a 50-mile Sunday ride",
         perm_vp="mark out a cycle track on the old airfield", title3="ride captain",
         reason="snow", agm="the AGM",
         names=["Craig Metcalfe", "Annie Thwaite", "Pradeep Kumar", "Wendy Alderson",
                "Jonny Raistrick", "Megan Clough", "Samir Haddou", "Beth Calvert"],
         distractors=["Club rides leave from the market cross at 9am on Sundays.",
                      "Riders are asked to carry a spare inner tube.",
                      "The club kit is made in green and yellow.",
                      "A café stop is included on most longer rides."]),
    dict(key="museum", org="Penhallow Tin Museum", the="the museum",
         body="the board", members="members", build="education room",
         loc="the engine house", item="climate-controlled display cabinet", item_cost=(800, 2500),
         event="the Heritage Open Day", venue="the museum courtyard",
         venue2="Penhallow town hall", fee="the adult admission charge", fee_base=(5, 9),
         fee_step=(1, 2), cap_holder="the reserve store", cap_noun="catalogued objects", cap=(3000, 9000),
         check="asbestos survey", problem="mould in the reserve store",
         cause="a failed dehumidifier", service="late opening on Thursdays",
         offerer="Trewin Mining Ltd", offer_vp="loan its collection of miners' lamps",
         funder="the Heritage Fund", neighbour="the Camborne Mining Museum",
         asset="the cottage next to the engine house", motion_vp="charge for entry on Sundays",
         group="the schools team", group_b="the research group",
         group_event="a half-term mineral hunt", survey_topic="free entry for local residents",
         perm_vp="put up a brown tourist sign on the main road", title3="curator",
         reason="a burst pipe", agm="the AGM",
         names=["Kerensa Pascoe", "Neil Trevithick", "Ama Owusu", "Jory Penrose",
                "Diane Hocking", "Luke Tremayne", "Mei Lin Chow", "Graham Rowe"],
         distractors=["The museum's guidebook is available in English and Cornish.",
                      "Guided tours of the mine adit run at 11am and 2pm.",
                      "Photography is allowed in all galleries without flash.",
                      "The museum shop sells locally made pottery."]),
    dict(key="parish council", org="Little Ashby Parish Council", the="the parish council",
         body="the finance committee", members="residents", build="community café",
         loc="the recreation ground", item="speed-indicator sign", item_cost=(2000, 3500),
         event="the village fête", venue="the school field",
         venue2="Ashby Manor", fee="the charge for hiring the pavilion", fee_base=(15, 25),
         fee_step=(2, 5), cap_holder="the cemetery", cap_noun="unreserved plots", cap=(40, 90),
         check="tree survey", problem="subsidence under the pavilion floor",
         cause="an old mine shaft", service="a fortnightly councillors' drop-in",
         offerer="Ashby Manor Estates", offer_vp="give the village a strip of land for a footpath",
         funder="the county council", neighbour="Great Ashby Parish Council",
         asset="the old bus shelter on Main Street", motion_vp="install a defibrillator outside the shop",
         group="the footpaths working group", group_b="the playground working group",
         group_event="a litter pick", survey_topic="a 20mph limit through the village",
         perm_vp="plant trees on the verge of Mill Road", title3="clerk",
         reason="flooding on the field", agm="the annual parish meeting",
         names=["Rosalind Beeby", "Trevor Gamble", "Harpreet Sandhu", "Nigel Orton",
                "Pauline Dakin", "Simon Ferris", "Chloe Adeyemi", "Victor Lampard"],
         distractors=["Parish council meetings are open to the public.",
                      "The parish covers about 900 acres of farmland.",
                      "The village sign was repainted by local schoolchildren.",
                      "Agendas are posted on the noticeboard outside the post office."]),
    dict(key="harbour board", org="Porthgarrow Harbour Board", the="the harbour board",
         body="the harbour committee", members="berth holders", build="fuel berth",
         loc="the north quay", item="harbour launch", item_cost=(30000, 60000),
         event="the regatta", venue="the outer harbour",
         venue2="Polwenna Bay", fee="the annual berth charge", fee_base=(600, 1100),
         fee_step=(40, 90), cap_holder="the inner harbour", cap_noun="berths", cap=(80, 160),
         check="seabed survey", problem="cracking in the south breakwater",
         cause="winter storm damage", service="a Saturday water-taxi",
         offerer="the Porthgarrow Sailing Club", offer_vp="run safety boats at the regatta",
         funder="the Kernow Coastal Trust", neighbour="the Polwenna Harbour Trust",
         asset="the old net loft", motion_vp="ban jet skis from the inner harbour",
         group="the harbour watch team", group_b="the quayside events team",
         group_event="a beach clean", survey_topic="a car-free quayside in summer",
         perm_vp="extend the slipway", title3="harbour master",
         reason="a storm warning", agm="the AGM",
         names=["Jenna Rowse", "Malcolm Teague", "Tomasz Nowak", "Heather Jewell",
                "Philip Angove", "Esther Curnow", "Dominic Blewett", "Ruby Kitto"],
         distractors=["Harbour dues are payable at the office on the quay.",
                      "The lighthouse at the harbour entrance is automatic.",
                      "Visiting yachts are asked to call ahead on channel 12.",
                      "The quay was rebuilt in granite in the nineteenth century."]),
    dict(key="rugby club", org="Hexley Rugby Club", the="the club",
         body="the club committee", members="members", build="spectator stand",
         loc="the east touchline", item="scrum machine", item_cost=(2500, 6000),
         event="the sevens tournament", venue="the Priory Lane ground",
         venue2="Hexley Academy", fee="the senior playing subscription", fee_base=(80, 140),
         fee_step=(10, 20), cap_holder="the Priory Lane ground", cap_noun="covered seats", cap=(150, 400),
         check="ground-conditions survey", problem="damage to the floodlights",
         cause="a lightning strike", service="a Friday touch-rugby session for over-35s",
         offerer="Hexley Brewery", offer_vp="sponsor the first-team shirts",
         funder="the Grassroots Rugby Fund", neighbour="Ashdown RFC",
         asset="the second pitch on Mill Lane", motion_vp="admit women's teams to full membership",
         group="the mini-rugby section", group_b="the vice-presidents' club",
         group_event="a tag-rugby festival", survey_topic="moving first-team matches to Saturday evenings",
         perm_vp="install a floodlit training area", title3="club captain",
         reason="a frozen pitch", agm="the AGM",
         names=["Rhys Pritchard", "Sarah Holroyd", "Kwame Boateng", "Dave Cottam",
                "Lisa Marchant", "Euan Fraser", "Priya Lal", "Barry Stockdale"],
         distractors=["The clubhouse bar opens at noon on match days.",
                      "Training for the senior squads is on Tuesday and Thursday evenings.",
                      "The club colours are maroon and white.",
                      "Referees are supplied by the county society."]),
]

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------

def cap(s):
    return s[:1].upper() + s[1:] if s else s


def art(noun):
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def poss(s):
    return s + ("'" if s.endswith("s") else "'s")


def money(v):
    return "£{:,}".format(v)


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def dlong(d, year=True):
    s = "%d %s" % (d.day, MONTHS[d.month - 1])
    return s + (" %d" % d.year if year else "")


class Ctx(string.Formatter):
    """{key} -> ctx[key]; {Key} -> capitalised ctx[key]; {KEY_U} -> upper-case."""

    def __init__(self, ctx):
        super().__init__()
        self.ctx = ctx

    def get_value(self, key, args, kwargs):
        c = self.ctx
        if key in c:
            return c[key]
        if key.endswith("_U") and key[:-2] in c:
            return c[key[:-2]].upper()
        low = key[:1].lower() + key[1:]
        if low in c:
            return cap(c[low])
        raise KeyError(key)


def make_ctx(d, r):
    c = dict(d)
    c.pop("names"); c.pop("distractors"); c.pop("item_cost"); c.pop("fee_base")
    c.pop("fee_step"); c.pop("cap")
    c["a_build"] = art(d["build"])
    c["a_item"] = art(d["item"])
    c["the_s"] = poss(d["the"])
    c["org_s"] = poss(d["org"])
    c["offerer_s"] = d["offerer"] + "'s"
    names = r.sample(d["names"], 4)
    for i, nm in enumerate(names, 1):
        c["p%d" % i] = nm
    c["chair"] = names[0]
    c["chair_s"] = names[0] + "'s"
    # money
    x = r.randrange(1200, 9800, 50)
    c["x"] = money(x)
    c["x_wrong"] = money(x + r.choice([-1, 1]) * r.randrange(150, 900, 50))
    c["grant"] = money(r.randrange(2000, 20000, 250))
    lo, hi = d["item_cost"]
    step = 50 if hi < 10000 else 500
    ic = r.randrange(lo, hi, step)
    c["ic"] = money(ic)
    c["ic_wrong"] = money(ic + r.choice([-1, 1]) * step * r.randint(2, 6))
    fa = r.randint(*d["fee_base"])
    fb = fa + r.randint(*d["fee_step"])
    c["fa"], c["fb"] = money(fa), money(fb)
    n = r.randint(*d["cap"])
    c["n"] = "{:,}".format(n)
    delta = max(1, n // 10) * r.choice([-1, 1]) * r.randint(1, 3)
    c["n_wrong"] = "{:,}".format(n + delta)
    c["att"] = "{:,}".format(r.randrange(150, 900, 10))
    c["memb"] = "{:,}".format(r.randrange(120, 600, 5))
    # dates
    mA = r.randint(2, 10)
    dA = dt.date(2026, mA, r.randint(13, 28))
    c["dA"] = dlong(dA)
    c["dA_ny"] = dlong(dA, False)
    c["dA_slash"] = dA.strftime("%d/%m/%Y")
    c["dA_iso"] = dA.isoformat()
    c["dA_us"] = "%s %s, %d" % (MONTHS[dA.month - 1], ordinal(dA.day), dA.year)
    c["dA_ord"] = "the %s of %s %d" % (ordinal(dA.day), MONTHS[dA.month - 1], dA.year)
    c["dA_wd"] = "%s %d %s" % (WEEKDAYS[dA.weekday()], dA.day, MONTHS[dA.month - 1])
    c["dA_wrong"] = dlong(dA + dt.timedelta(days=r.choice([-1, 1]) * r.randint(2, 9)))
    c["mA"] = MONTHS[mA - 1]
    c["mA_year"] = "%s %d" % (MONTHS[mA - 1], 2026)
    wrong_m = r.choice([m for m in range(1, 13) if abs(m - mA) in (1, 2)])
    c["mA_wrong"] = MONTHS[wrong_m - 1]
    c["dA_wrongmonth"] = "%d %s 2026" % (dA.day, MONTHS[wrong_m - 1])
    c["mB"] = MONTHS[mA]  # month after mA (mA <= 10)
    d1 = dt.date(2026, r.randint(1, 5), r.randint(2, 27))
    d2 = d1 + dt.timedelta(days=r.randint(35, 120))
    c["d1"], c["d2"] = dlong(d1), dlong(d2)
    c["d2_ny"] = dlong(d2, False)
    yr = r.randint(2004, 2019)
    c["year"] = str(yr)
    c["year_wrong"] = str(yr - r.choice([2, 3, 4]))
    c["pct"] = str(r.randint(61, 84))
    v1, v2 = r.randint(38, 90), r.randint(3, 29)
    c["v1"], c["v2"] = str(v1), str(v2)
    c["v2_wrong"] = str(v2 + r.choice([-2, 2, 3, 4]))
    fa1, fa2 = r.randrange(400, 3000, 10), r.randrange(400, 3000, 10)
    c["fair1"], c["fair2"] = money(fa1), money(fa2)
    c["fairsum"] = money(fa1 + fa2)
    c["fairsum_wrong"] = money(fa1 + fa2 + r.choice([-100, 100, 1000, -1000, 10]))
    ad, ju = r.randint(40, 200), r.randint(8, 60)
    c["adults"], c["juniors"], c["memsum"] = str(ad), str(ju), str(ad + ju)
    b1, b2 = r.randrange(8000, 60000, 500), r.randrange(1500, 9000, 250)
    c["b1"], c["b2"], c["bsum"] = money(b1), money(b2), money(b1 + b2)
    s1, s2 = r.randint(40, 180), r.randint(30, 160)
    c["s1"], c["s2"], c["ssum"] = str(s1), str(s2), str(s1 + s2)
    v0, vj, vl = r.randint(20, 80), r.randint(3, 15), r.randint(2, 12)
    c["vol0"], c["volj"], c["voll"], c["volend"] = str(v0), str(vj), str(vl), str(v0 + vj - vl)
    surplus = r.randrange(300, 5000, 10)
    c["surplus"] = money(surplus)
    mods = [("plans to", "intends to"), ("intends to", "is planning to"),
            ("aims to", "is aiming to"), ("hopes to", "is hoping to"),
            ("would like to", "wants to")]
    c["mod"], c["modp"] = r.choice(mods)
    c["cond_only"] = r.choice(["only if", "but only if"])
    return c


# --------------------------------------------------------------------------
# Families: each is a list of 5 wordings (claim template, [passage templates])
# --------------------------------------------------------------------------
W = {}
R = {}

# ---- WRONG families -------------------------------------------------------
W["plan_as_done"] = [
    ("{The} has opened a new {build} at {loc}.",
     ["{The} {mod} open a new {build} at {loc} next spring."]),
    ("{The} has bought {a_item}.",
     ["At last month's meeting {body} said that {the} {mod} buy {a_item} before the summer."]),
    ("{The} has built a new {build}, at a cost of {x}.",
     ["{The} has set aside {x} for a new {build}."]),
    ("{A_build} has been built at {loc} by {the}.",
     ["{The} has applied for planning permission to build {a_build} at {loc}."]),
    ("{Chair}, the chair, told {members} that {the} had bought {a_item}.",
     ["{The} is considering buying {a_item}, {chair}, its chair, told {members}."]),
]
W["plan_as_certain"] = [
    ("{The_s} new {build} will open in {mA}.",
     ["{The} hopes to open its new {build} in {mA}."]),
    ("{Event} will return in {mA} next year, {chair} said.",
     ["The aim is for {event} to return in {mA} next year, {chair} said."]),
    ("{The} will start {service} in the autumn.",
     ["{Body} would like {the} to start {service} by the autumn."]),
    ("NEW {build_U} TO OPEN IN {mA_U}",
     ["{The} is aiming to have its new {build} open by {mA}, although no builder has yet been appointed."]),
    ("The new {build} will open on {dA}.",
     ["Item 4. {Chair} reported that the target date for opening the new {build} is {dA}."]),
]
W["proposal_as_decided"] = [
    ("{Fee} has been raised from {fa} to {fb}.",
     ["{Body} recommends raising {fee} from {fa} to {fb}."]),
    ("At the {mA} meeting, {the} raised {fee} to {fb}.",
     ["A proposal to raise {fee} to {fb} was tabled at the {mA} meeting."]),
    ("Next year {fee} goes up to {fb}.",
     ["{P2}, the treasurer, has suggested that {fee} should go up to {fb} next year."]),
    ("{The} adopted a new constitution following a proposal by {p1}.",
     ["Proposed by {p1}, seconded by {p3}: that {the} adopt a new constitution. Discussion deferred to the next meeting."]),
    ("{Asset} has been sold, following the working group's report.",
     ["In its report, the working group recommended that {the} sell {asset}."]),
]
W["vote_as_passed"] = [
    ("At {agm} on {dA}, {members} voted to {motion_vp}.",
     ["A motion to {motion_vp} will be put to {members} at {agm} on {dA}."]),
    ("A special general meeting on {dA} approved a plan to {motion_vp}.",
     ["{Members} will vote on whether to {motion_vp} at a special general meeting on {dA}."]),
    ("The ballot that closed on {dA} backed the proposal to {motion_vp}.",
     ["Don't forget: the ballot on whether to {motion_vp} closes on {dA}. Every vote counts!"]),
    ("{Members} have voted in favour of the plan to {motion_vp}.",
     ["{Body} has agreed to put the question of whether to {motion_vp} to a vote of all {members}."]),
    ("The meeting on {dA} passed a motion to {motion_vp}.",
     ["Agenda for the meeting on {dA}: 1. Apologies. 2. Minutes of the last meeting. 3. Motion to {motion_vp}. 4. Any other business."]),
]
W["announcement_as_event"] = [
    ("{Event} was held at {venue} on {d1}.",
     ["On {d1}, {the} announced that {event} will be held at {venue} on {d2}."]),
    ("{Event} took place at {venue} on {d1}.",
     ["In a press release dated {d1}, {the} said that {event} would take place at {venue} on {d2}."]),
    ("{The} held {event} at {venue} on {d1}.",
     ["Date for your diary! Announced on {d1}: {event}, {venue}, {d2_ny}."]),
    ("The new {build} opened to the public on {d1}.",
     ["{Chair} used the meeting on {d1} to announce that {the} will open its new {build} to the public on {d2}."]),
    ("{Event} took place on {d1}.",
     ["Tickets for {event}, which takes place on {d2}, went on sale on {d1}."]),
]
W["condition_dropped"] = [
    ("{The_s} new {build} will open in {mA}.",
     ["{The} will open its new {build} in {mA}, {cond_only} {funder} approves the final grant payment."]),
    ("Work on the new {build} will start in {mA}.",
     ["Unless the {check} finds problems, work on the new {build} will start in {mA}."]),
    ("From {mA}, {fee} will rise to {fb}.",
     ["Subject to the approval of {members}, {fee} will rise to {fb} from {mA}."]),
    ("{The} will run {service} through the winter.",
     ["Provided that at least twenty volunteers sign up, {the} will run {service} through the winter."]),
    ("The new {build} will open to {members}.",
     ["The new {build} will open to {members} only once the {check} has been signed off."]),
]
W["condition_asserted"] = [
    ("The {check} was clear, so work on the new {build} starts in {mB}.",
     ["If the {check} is clear, work on the new {build} starts in {mB}."]),
    ("{Funder} approved the grant, and {the} will now buy {a_item}.",
     ["Should {funder} approve the grant, {the} will buy {a_item}."]),
    ("With a dry forecast, {event} will go ahead.",
     ["{Event} will go ahead provided that the weather forecast is dry."]),
    ("More than 60 per cent of {members} voted in favour, so {the} will {motion_vp}.",
     ["If at least 60 per cent of {members} vote in favour, {the} will {motion_vp}."]),
    ("The lease has been renewed, so {the} will stay at its present premises for another ten years.",
     ["Assuming its lease is renewed, {the} will stay at its present premises for another ten years."]),
]
W["rumour_as_fact"] = [
    ("{The} will merge with {neighbour}.",
     ["There is talk among {members} that {the} will merge with {neighbour}."]),
    ("{Chair} will stand down as chair at the next AGM.",
     ["It is rumoured that {chair} will stand down as chair at the next AGM."]),
    ("{Offerer} is sponsoring {event}.",
     ["Speculation is growing that {offerer} will sponsor {event}."]),
    ("{Asset} is to be sold.",
     ["{Members} have been told informally, though nothing has been confirmed, that {asset} is to be sold."]),
    ("{Event} is moving to {venue2} next year.",
     ["Word is that {event} might move to {venue2} next year. Watch this space!"]),
]
W["hedge_dropped"] = [
    ("The {problem} was caused by {cause}.",
     ["The {problem} may have been caused by {cause}."]),
    ("{Cause} was behind the {problem}.",
     ["{Cause} is thought to be behind the {problem}."]),
    ("{Service} is attracting new {members}.",
     ["Early signs suggest that {service} is attracting new {members}."]),
    ("{Chair} said the {problem} was the result of {cause}.",
     ["The {problem}, {chair} said, was probably the result of {cause}."]),
    ("Investigators have shown that {cause} led to the {problem}.",
     ["Investigators believe, but cannot yet prove, that {cause} led to the {problem}."]),
]
W["forecast_as_result"] = [
    ("{Event} raised {x} for {the}.",
     ["{Event} is expected to raise {x} for {the}."]),
    ("About {att} people attended {event}.",
     ["Organisers forecast that about {att} people will attend {event}."]),
    ("{Fee} brought in {x} this year.",
     ["The treasurer's budget assumes that {fee} will bring in {x} this year."]),
    ("Running costs have fallen by a fifth since the new {build} opened.",
     ["{Chair} predicted that the new {build} would cut running costs by a fifth."]),
    ("Membership of {the} reached {memb} by the end of the year.",
     ["Projections circulated to {body} show membership of {the} reaching {memb} by the end of the year."]),
]
W["request_as_granted"] = [
    ("{Funder} has given {the} {grant} towards {a_item}.",
     ["{The} has asked {funder} for a grant of {grant} towards {a_item}."]),
    ("{Funder} has given {the} permission to {perm_vp}.",
     ["An application has been made by {the} to {funder} for permission to {perm_vp}."]),
    ("{Funder} met {chair} in {mA} to discuss the {problem}.",
     ["{Chair} wrote to {funder} in {mA} requesting a meeting about the {problem}."]),
    ("The new {build} is being paid for with a bank loan of {grant}.",
     ["{The} has approached its bank for a loan of {grant} to pay for the new {build}."]),
    ("{Funder} is funding {service} with {grant}.",
     ["Bids submitted this quarter: {grant} from {funder} for {service}."]),
]
W["offer_as_accepted"] = [
    ("{The} has accepted an offer from {offerer} to {offer_vp}.",
     ["{Offerer} has offered to {offer_vp}."]),
    ("{Asset} has been sold to a local developer for {grant}.",
     ["An offer of {grant} for {asset} was received from a local developer last week."]),
    ("{P3}, a retired accountant, is acting as treasurer until the next AGM.",
     ["{P3}, a retired accountant, has volunteered to act as treasurer until the next AGM."]),
    ("{The} has taken a three-year lease on {venue2} at a reduced rent.",
     ["{Funder} has offered {the} a three-year lease on {venue2} at a reduced rent."]),
    ("{Body} has agreed that {offerer} will {offer_vp}.",
     ["Dear members, {offerer} has kindly offered to {offer_vp}. {Body} will discuss the offer at its next meeting."]),
]
W["trial_as_permanent"] = [
    ("{The} has made {service} a permanent arrangement.",
     ["{The} is running a six-week trial of {service}."]),
    ("{Service} will continue after {mA}.",
     ["{Service} is being piloted until {mA}, after which {body} will review it."]),
    ("{Service} is now offered on a permanent basis.",
     ["For a trial period of three months, {the} will offer {service}."]),
    ("After a successful pilot that ended in {mA}, {service} has been made permanent.",
     ["The pilot of {service}, which ended in {mA}, is being evaluated by {body}."]),
    ("{service_U} HERE TO STAY AT {the_U}",
     ["{The} will test {service} over the summer to see whether there is enough demand."]),
]
W["postponed_as_happened"] = [
    ("{Event} took place on {dA}.",
     ["{Event} was due to take place on {dA} but was postponed because of {reason}."]),
    ("{Event} was held as scheduled on {dA}.",
     ["Originally scheduled for {dA}, {event} has been put back to a date yet to be fixed."]),
    ("The new {build} opened on {dA}.",
     ["The opening of the new {build}, planned for {dA}, was delayed because of {reason}."]),
    ("{Body} met on {dA}.",
     ["Minutes: the meeting of {body} due on {dA} was cancelled for lack of a quorum; all items were carried forward."]),
    ("On {dA}, {chair} gave a talk on the history of {the}.",
     ["{Chair_s} talk on the history of {the}, billed for {dA}, will now be given in the spring."]),
]
W["refusal_as_affirmed"] = [
    ("{Chair} confirmed that {the} will sell {asset}.",
     ["{Chair} refused to confirm that {the} will sell {asset}."]),
    ("{P2}, the treasurer, said that {the} was in financial difficulty.",
     ["Asked whether {the} was in financial difficulty, the treasurer, {p2}, declined to comment."]),
    ("{Body} has admitted that {event} is being cancelled.",
     ["{Body} has denied that {event} is being cancelled."]),
    ("{Funder} has said it will renew its grant to {the}.",
     ["{Funder} would not say whether it will renew its grant to {the}."]),
    ("{Chair} confirmed that {the} is in talks with {neighbour}.",
     ["'I can neither confirm nor deny that we are talking to {neighbour},' said {chair}, the chair of {the}."]),
]
W["survey_question_as_finding"] = [
    ("The 2026 survey of {members} found that they support {survey_topic}.",
     ["The 2026 survey of {members} asked whether they would support {survey_topic}."]),
    ("Most respondents to the questionnaire said they would be willing to pay more for {fee}.",
     ["Question 7 of the questionnaire reads: 'Would you be willing to pay more for {fee}?'"]),
    ("A survey of {members} that closed on {dA} showed support for {survey_topic}.",
     ["{Body} is surveying {members} about {survey_topic}; the survey closes on {dA}."]),
    ("Respondents gave {service} an average rating of four out of five.",
     ["Respondents were asked to rate {service} on a scale of one to five."]),
    ("The consultation found that people want the new {build} to be built at {loc}.",
     ["The consultation asks people whether the new {build} should be built at {loc}."]),
]
W["number_changed"] = [
    ("There are {n_wrong} {cap_noun} at {cap_holder}.",
     ["{Cap_holder} has {n} {cap_noun}."]),
    ("{The} made {x_wrong} from {event}.",
     ["{Event} raised {x} for {the}."]),
    ("{A_item} costing {ic_wrong} was bought by {the}.",
     ["{The} bought {a_item} for {ic}."]),
    ("The motion to {motion_vp} was carried at {agm} by {v1} votes to {v2_wrong}.",
     ["At {agm}, {v1} votes were cast for the motion to {motion_vp} and {v2} against."]),
    ("Together, the spring and summer fairs raised {fairsum_wrong} for {the}.",
     ["{The} raised {fair1} at its spring fair and {fair2} at its summer fair."]),
]
W["date_changed"] = [
    ("{Event} took place on {dA_wrong}.",
     ["{Event} was held at {venue} on {dA}."]),
    ("The new {build} opened on {dA_wrongmonth}.",
     ["The new {build} at {loc} opened on {dA}."]),
    ("{Chair} has been chair of {the} since {year_wrong}.",
     ["{Chair} has chaired {the} since {year}, and is thought to be considering retirement."]),
    ("{Service} started in {mA_wrong} 2026.",
     ["{Service} began on {dA_iso}."]),
    ("{Agm_cap} was held on {dA_wrong}.",
     ["{Agm_cap}, held on {dA}, elected a new treasurer."]),
]
W["role_misassigned"] = [
    ("{P2} leads the group that runs {group_event}.",
     ["{P1} leads {group}, and {p2} leads {group_b}.", "{Group} runs {group_event} every {mA}."]),
    ("{P1} signed the new lease on {dA}.",
     ["{P1} is chair of {the} and {p2} is its treasurer.", "The treasurer signed the new lease on {dA}."]),
    ("{P2} organised {event}.",
     ["{The_s} {title3} is {p3}, and its treasurer is {p2}.", "{Event} was organised by the {title3}."]),
    ("{Offerer} gave {x} to {funder}.",
     ["{Offerer} is the main sponsor of {event}.", "{Funder} gave {x} to this year's main sponsor of {event}."]),
    ("{Event} took place on {dA} at a venue owned by {offerer}.",
     ["{Venue} is owned by {funder}; {venue2} belongs to {offerer}.", "{Event} was held at {venue} on {dA}."]),
]
W["extra_fact"] = [
    ("{The} bought {a_item} for {ic} with a grant from {funder}.",
     ["{The} bought {a_item} for {ic}."]),
    ("{Event}, held at {venue} on {dA}, attracted a record crowd.",
     ["{Event} was held at {venue} on {dA}."]),
    ("{P3} was elected unopposed as treasurer at {agm}.",
     ["{P3} was elected treasurer at {agm}."]),
    ("The new {build} at {loc}, which opened on {dA}, was finished on budget.",
     ["The new {build} at {loc} opened on {dA}."]),
    ("{Chair}, a retired teacher who founded {the}, has chaired it since {year}.",
     ["{Chair} has chaired {the} since {year}.", "{Chair} is a retired teacher."]),
]

# ---- RIGHT families -------------------------------------------------------
R["plan_kept"] = [
    ("Next spring, {the} {modp} open a new {build} at {loc}.",
     ["{The} {mod} open a new {build} at {loc} next spring."]),
    ("{Body} told last month's meeting that {the} {modp} buy {a_item} before the summer.",
     ["At last month's meeting {body} said that {the} {mod} buy {a_item} before the summer."]),
    ("Money ({x}) has been earmarked by {the} for a new {build}.",
     ["{The} has set aside {x} for a new {build}."]),
    ("Planning permission for {a_build} at {loc} has been sought by {the}.",
     ["{The} has applied for planning permission to build {a_build} at {loc}."]),
    ("According to {chair}, the chair, buying {a_item} is under consideration by {the}.",
     ["{The} is considering buying {a_item}, {chair}, its chair, told {members}."]),
]
R["plan_carried_out"] = [
    ("{The_s} new {build} at {loc} opened in {mA}.",
     ["{The} {mod} open a new {build} at {loc} in {mA}.", "The new {build} at {loc} opened on {dA}."]),
    ("In {mA}, {the} paid {ic} for {a_item}.",
     ["At a meeting earlier in the year {body} said that {the} {mod} buy {a_item}.",
      "{The} bought the {item} in {mA} for {ic}."]),
    ("{The_s} new {build} was completed in {mA}.",
     ["{The} has set aside {x} for a new {build}.", "Building work on the new {build} was finished in {mA}."]),
    ("{A_build} has been built at {loc} by {the}.",
     ["{The} applied for planning permission to build {a_build} at {loc}.",
      "Permission was granted, and {the} completed the {build} in {mA}."]),
    ("{The} has bought {a_item}.",
     ["{The} is considering buying {a_item}, {chair}, its chair, told {members} in {mA}.",
      "Minutes, {mB}: the purchase of the {item} has now been completed."]),
]
R["proposal_approved"] = [
    ("{Members} agreed to raise {fee} from {fa} to {fb}.",
     ["{Body} recommends raising {fee} from {fa} to {fb}.",
      "At {agm} on {dA}, {members} approved the recommended increase in {fee}."]),
    ("{The} voted to raise {fee} to {fb}.",
     ["A proposal to raise {fee} to {fb} was tabled at the {mA} meeting.",
      "The proposal was carried at the following meeting by {v1} votes to {v2}."]),
    ("{Body} has agreed that {fee} will rise to {fb} next year.",
     ["{P2}, the treasurer, has suggested that {fee} should go up to {fb} next year.",
      "{Body} has since agreed to the treasurer's suggestion."]),
    ("The new constitution proposed by {p1} was adopted unanimously.",
     ["Proposed by {p1}, seconded by {p3}: that {the} adopt a new constitution.",
      "Resolution 3 (new constitution): carried unanimously."]),
    ("{Asset} has been sold, as the working group had recommended.",
     ["In its report, the working group recommended that {the} sell {asset}.",
      "{Body} accepted the recommendation, and {asset} was sold in {mA}."]),
]
R["vote_scheduled_kept"] = [
    ("{Members} are due to vote at {agm} on {dA} on a motion to {motion_vp}.",
     ["A motion to {motion_vp} will be put to {members} at {agm} on {dA}."]),
    ("A special general meeting has been called for {dA} to decide whether to {motion_vp}.",
     ["{Members} will vote on whether to {motion_vp} at a special general meeting on {dA}."]),
    ("The ballot on whether to {motion_vp} stays open until {dA}.",
     ["Don't forget: the ballot on whether to {motion_vp} closes on {dA}. Every vote counts!"]),
    ("Whether to {motion_vp} is a question that, {body} has agreed, will go to a vote of all {members}.",
     ["{Body} has agreed to put the question of whether to {motion_vp} to a vote of all {members}."]),
    ("A motion to {motion_vp} is on the agenda for the meeting on {dA}.",
     ["Agenda for the meeting on {dA}: 1. Apologies. 2. Minutes of the last meeting. 3. Motion to {motion_vp}. 4. Any other business."]),
]
R["announcement_dated"] = [
    ("{Event} will be at {venue} on {d2}, according to an announcement made by {the} on {d1}.",
     ["On {d1}, {the} announced that {event} will be held at {venue} on {d2}."]),
    ("A press release issued by {the} on {d1} gave {d2} as the date of {event}.",
     ["In a press release dated {d1}, {the} said that {event} would take place at {venue} on {d2}."]),
    ("{The} announced on {d1} that {event} would be held at {venue} on {d2_ny}.",
     ["Date for your diary! Announced on {d1}: {event}, {venue}, {d2_ny}."]),
    ("At the meeting on {d1}, {chair} announced {d2} as the date on which the new {build} will open to the public.",
     ["{Chair} used the meeting on {d1} to announce that {the} will open its new {build} to the public on {d2}."]),
    ("Tickets for {event} ({d2}) have been on sale since {d1}.",
     ["Tickets for {event}, which takes place on {d2}, went on sale on {d1}."]),
]
R["condition_kept"] = [
    ("Provided that {funder} approves the final grant payment, {the_s} new {build} will open in {mA}.",
     ["{The} will open its new {build} in {mA}, {cond_only} {funder} approves the final grant payment."]),
    ("If the {check} does not find problems, work on the new {build} will begin in {mA}.",
     ["Unless the {check} finds problems, work on the new {build} will start in {mA}."]),
    ("If {members} approve, {fee} will go up to {fb} from {mA}.",
     ["Subject to the approval of {members}, {fee} will rise to {fb} from {mA}."]),
    ("{The} will run {service} through the winter as long as at least twenty volunteers sign up.",
     ["Provided that at least twenty volunteers sign up, {the} will run {service} through the winter."]),
    ("Until the {check} has been signed off, the new {build} will not open to {members}.",
     ["The new {build} will open to {members} only once the {check} has been signed off."]),
]
R["condition_met"] = [
    ("Work on the new {build} starts in {mB}.",
     ["If the {check} is clear, work on the new {build} starts in {mB}.",
      "The {check} came back clear on {dA}."]),
    ("{The} will buy {a_item}.",
     ["Should {funder} approve the grant, {the} will buy {a_item}.",
      "{Funder} approved the grant in {mA}."]),
    ("{Event} will go ahead.",
     ["{Event} will go ahead provided that the weather forecast is dry.",
      "The forecast for the day of {event} is dry."]),
    ("{The} will {motion_vp}.",
     ["If at least 60 per cent of {members} vote in favour, {the} will {motion_vp}.",
      "In the ballot, {pct} per cent of {members} voted in favour."]),
    ("{The} will remain at its present premises for a further ten years.",
     ["Assuming its lease is renewed, {the} will stay at its present premises for another ten years.",
      "{The_s} lease on its present premises was renewed last week."]),
]
R["rumour_confirmed"] = [
    ("{The} will merge with {neighbour}.",
     ["There is talk among {members} that {the} will merge with {neighbour}.",
      "On {dA}, the chairs of {the} and {neighbour} confirmed that the merger would go ahead."]),
    ("{Chair} will stand down as chair at the next AGM.",
     ["It is rumoured that {chair} will stand down as chair at the next AGM.",
      "In a letter to {members}, {chair} has confirmed the rumour."]),
    ("{Offerer} is sponsoring {event}.",
     ["Speculation is growing that {offerer} will sponsor {event}.",
      "{Offerer} has since signed a sponsorship agreement for {event}."]),
    ("{Asset} is to be sold.",
     ["{Members} have been told informally, though nothing has been confirmed, that {asset} is to be sold.",
      "{Body} confirmed on {dA} that {asset} will be sold."]),
    ("{Event} is moving to {venue2} next year.",
     ["Word is that {event} might move to {venue2} next year. Watch this space!",
      "It's official: {event} will be held at {venue2} next year."]),
]
R["hedge_kept"] = [
    ("{Cause} is a possible cause of the {problem}.",
     ["The {problem} may have been caused by {cause}."]),
    ("The {problem} is believed to have been caused by {cause}.",
     ["{Cause} is thought to be behind the {problem}."]),
    ("Initial indications are that {service} is drawing in new {members}.",
     ["Early signs suggest that {service} is attracting new {members}."]),
    ("According to {chair}, {cause} was the likely cause of the {problem}.",
     ["The {problem}, {chair} said, was probably the result of {cause}."]),
    ("Investigators suspect, though it has not been proven, that {cause} led to the {problem}.",
     ["Investigators believe, but cannot yet prove, that {cause} led to the {problem}."]),
]
R["request_granted"] = [
    ("{Funder} has given {the} {grant} towards {a_item}.",
     ["{The} has asked {funder} for a grant of {grant} towards {a_item}.",
      "{Funder} agreed the grant in full at its {mA} meeting."]),
    ("{The} now has permission from {funder} to {perm_vp}.",
     ["An application has been made by {the} to {funder} for permission to {perm_vp}.",
      "{Funder} granted the permission on {dA}."]),
    ("A meeting with {funder} about the {problem}, which {chair} had asked for, took place on {dA}.",
     ["{Chair} wrote to {funder} in {mA} requesting a meeting about the {problem}.",
      "The requested meeting with {funder} took place on {dA}."]),
    ("A bank loan of {grant} to pay for the new {build} has been approved.",
     ["{The} has approached its bank for a loan of {grant} to pay for the new {build}.",
      "The bank approved the loan in {mA}."]),
    ("{Funder} has provided {grant} for {service}.",
     ["Bids submitted this quarter: {grant} from {funder} for {service}.",
      "Update: the bid to {funder} was successful, and the money arrived on {dA}."]),
]
R["offer_accepted"] = [
    ("{Offerer_s} offer to {offer_vp} has been accepted by {the}.",
     ["{Offerer} has offered to {offer_vp}.", "{Body} accepted the offer from {offerer} with thanks."]),
    ("{Asset} was sold for {grant} to a local developer.",
     ["An offer of {grant} for {asset} was received from a local developer.",
      "{Body} accepted the developer's offer, and the sale completed on {dA}."]),
    ("{P3} is acting as treasurer until the next AGM.",
     ["{P3}, a retired accountant, has volunteered to act as treasurer until the next AGM.",
      "{Body} gratefully took up {p3}'s offer, which takes effect immediately."]),
    ("{The} has taken a three-year lease on {venue2} at a reduced rent.",
     ["{Funder} offered {the} a three-year lease on {venue2} at a reduced rent.",
      "{The} accepted and signed the lease on {dA}."]),
    ("{Body} has agreed that {offerer} will {offer_vp}.",
     ["Dear members, {offerer} has kindly offered to {offer_vp}. {Body} will discuss the offer at its next meeting.",
      "Minutes of {body}, {dA}: the offer from {offerer} was discussed and accepted."]),
]
R["trial_kept"] = [
    ("For six weeks, {the} is trying out {service}.",
     ["{The} is running a six-week trial of {service}."]),
    ("{Body} will review {service}, which is a pilot running until {mA}.",
     ["{Service} is being piloted until {mA}, after which {body} will review it."]),
    ("{The} will offer {service} for three months on a trial basis.",
     ["For a trial period of three months, {the} will offer {service}."]),
    ("{Body} is evaluating the pilot of {service}, which finished in {mA}.",
     ["The pilot of {service}, which ended in {mA}, is being evaluated by {body}."]),
    ("SUMMER TRIAL FOR {service_U} TO TEST DEMAND",
     ["{The} will test {service} over the summer to see whether there is enough demand."]),
]
R["postponed_kept"] = [
    ("Because of {reason}, {event} did not go ahead on {dA} as planned.",
     ["{Event} was due to take place on {dA} but was postponed because of {reason}."]),
    ("{Event} will no longer take place on {dA}, and no new date has been set.",
     ["Originally scheduled for {dA}, {event} has been put back to a date yet to be fixed."]),
    ("The new {build} did not open on {dA} as had been planned.",
     ["The opening of the new {build}, planned for {dA}, was delayed because of {reason}."]),
    ("Because it was inquorate, {body} did not hold its meeting on {dA}.",
     ["Minutes: the meeting of {body} due on {dA} was cancelled for lack of a quorum; all items were carried forward."]),
    ("{Chair_s} talk on the history of {the} has been moved from {dA} to the spring.",
     ["{Chair_s} talk on the history of {the}, billed for {dA}, will now be given in the spring."]),
]
R["refusal_kept"] = [
    ("{Chair} would not confirm that {the} will sell {asset}.",
     ["{Chair} refused to confirm that {the} will sell {asset}."]),
    ("{P2}, the treasurer, made no comment when asked if {the} was in financial difficulty.",
     ["Asked whether {the} was in financial difficulty, the treasurer, {p2}, declined to comment."]),
    ("According to {body}, {event} is not being cancelled.",
     ["{Body} has denied that {event} is being cancelled."]),
    ("{Funder} has not said whether its grant to {the} will be renewed.",
     ["{Funder} would not say whether it will renew its grant to {the}."]),
    ("{Chair} declined either to confirm or to deny that {the} is talking to {neighbour}.",
     ["'I can neither confirm nor deny that we are talking to {neighbour},' said {chair}, the chair of {the}."]),
]
R["fact_beside_hedge"] = [
    ("There are {n} {cap_noun} at {cap_holder}.",
     ["{Cap_holder}, which may be sold next year, has {n} {cap_noun}."]),
    ("On {dA}, {event} will take place at {venue}.",
     ["{Event}, which organisers hope will raise {x}, will be held at {venue} on {dA}."]),
    ("{Chair} has been chair of {the} since {year}.",
     ["{Chair} has chaired {the} since {year}, and is thought to be considering retirement."]),
    ("The repair bill for the {problem} came to {x}.",
     ["The {problem}, possibly caused by {cause}, cost {x} to repair."]),
    ("{Service} began on {dA}.",
     ["{Service}, which may be extended if demand holds up, started on {dA}."]),
]
R["past_paraphrase"] = [
    ("{The} made {x} from {event}.",
     ["{Event} raised {x} for {the}."]),
    ("{A_item} costing {ic} was bought by {the}.",
     ["{The} bought {a_item} for {ic}."]),
    ("Most of the {members} who answered the 2026 survey backed {survey_topic}.",
     ["In the 2026 survey, {pct} per cent of the {members} who responded said they would support {survey_topic}."]),
    ("After nine years as treasurer, {p4} was succeeded at {agm} by {p3}.",
     ["{P3} was elected treasurer at {agm}, replacing {p4}, who had served for nine years."]),
    ("At {agm}, {v1} votes were cast in favour of the motion to {motion_vp}, with {v2} against.",
     ["The motion to {motion_vp} was carried at {agm} by {v1} votes to {v2}."]),
]
R["two_passage_chain"] = [
    ("{P1} leads the group that runs {group_event}.",
     ["{P1} leads {group}, and {p2} leads {group_b}.", "{Group} runs {group_event} every {mA}."]),
    ("{P2} signed the new lease on {dA}.",
     ["{P1} is chair of {the} and {p2} is its treasurer.", "The treasurer signed the new lease on {dA}."]),
    ("{P3} organised {event}.",
     ["{The_s} {title3} is {p3}, and its treasurer is {p2}.", "{Event} was organised by the {title3}."]),
    ("{Funder} gave {x} to {offerer}.",
     ["{Offerer} is the main sponsor of {event}.", "{Funder} gave {x} to this year's main sponsor of {event}."]),
    ("{Event} took place on {dA} at a venue owned by {funder}.",
     ["{Venue} is owned by {funder}; {venue2} belongs to {offerer}.", "{Event} was held at {venue} on {dA}."]),
]
R["date_format"] = [
    ("{Event} took place on {dA_slash}.",
     ["{Event} was held at {venue} on {dA}."]),
    ("The new {build} opened on {dA_us}.",
     ["The new {build} at {loc} opened on {dA}."]),
    ("{Service} started on {dA_ord}.",
     ["{Service} began on {dA_iso}."]),
    ("{Agm_cap} was held on {dA_wd}.",
     ["{Agm_cap}, held on {dA}, elected a new treasurer."]),
    ("{P2} attended the committee meeting held in {mA_year}.",
     ["Minutes of the committee meeting held on {dA_iso}. Present: {p1} (chair), {p2}, {p3}."]),
]
R["simple_sum"] = [
    ("Together, the spring and summer fairs raised {fairsum} for {the}.",
     ["{The} raised {fair1} at its spring fair and {fair2} at its summer fair."]),
    ("{The} has {memsum} members in total.",
     ["{The} has {adults} adult members.", "{The} also has {juniors} junior members, and no others."]),
    ("Building and fitting out the new {build} cost {bsum} in all.",
     ["The new {build} cost {b1} to build, and fitting it out cost a further {b2}."]),
    ("The two sessions of {event} drew a combined attendance of {ssum}.",
     ["The afternoon session of {event} was attended by {s1} people.", "The evening session drew {s2}."]),
    ("{The} ended the year with {volend} volunteers.",
     ["{The} started the year with {vol0} volunteers; during the year {volj} joined and {voll} left."]),
]
R["negation_paraphrase"] = [
    ("In 2025 {the} spent less than it took in.",
     ["{The} did not make a loss in 2025: its income exceeded its spending by {surplus}."]),
    ("The storm warning did not stop {event} from going ahead.",
     ["{Event} was not called off despite the storm warning; it went ahead on {dA}."]),
    ("Since joining {body} in {year}, {chair} has attended every one of its meetings.",
     ["{Chair} has not missed a single meeting of {body} since joining it in {year}."]),
    ("According to its accounts, {the} has no bank debt.",
     ["The accounts show that {the} owes nothing to its bank."]),
    ("The inspector did not find anything wrong with the new {build}.",
     ["The inspector found no faults at all in the new {build}."]),
]

# --------------------------------------------------------------------------

def render(tpl, c):
    s = Ctx(c).format(tpl)
    return cap(s)


def build():
    r = random.Random(SEED)
    rows = []
    for side, fams, gold in (("W", W, "wrong"), ("R", R, "right")):
        for fi, (fam, wordings) in enumerate(fams.items()):
            assert len(wordings) >= 4, fam
            for j in range(15):
                w = j % len(wordings)
                di = (fi * 3 + j + 2 * (j // 5)) % len(DOMAINS)
                d = DOMAINS[di]
                c = make_ctx(d, r)
                c["agm_cap"] = cap(d["agm"])
                if r.random() < 0.5:  # name the organisation in full (claim and passages alike)
                    c["the"] = d["org"]
                    c["the_s"] = poss(d["org"])
                claim_t, pass_t = wordings[w]
                claim = render(claim_t, c)
                passages = [render(p, c) for p in pass_t]
                if r.random() < 0.5:
                    k = r.choice([1, 2])
                    passages += r.sample(d["distractors"], k)
                r.shuffle(passages)
                kind = "%s:%s" % (side, fam)
                rows.append({"group": kind, "template": "%s/w%d" % (kind, w), "kind": kind,
                             "domain": d["key"], "wording": w, "claim": claim,
                             "passages": passages, "gold": gold})
    assert len(rows) == 600
    assert sum(x["gold"] == "right" for x in rows) == 300
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "pairs to", OUT)


if __name__ == "__main__":
    build()
