"""Probe 39: build 300 twin groups (600 claim/evidence pairs) for the rules judge.

Deterministic: seeded RNG, fixed domain and template order. Writes pairs.jsonl.
"""
import json
import random

SEED = 3939
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

DOMAINS = [
    dict(name="apiary",
         org=["the Harlow Apiary", "the Fenwick Bee Cooperative", "the Marlow Hill Apiary"],
         first=["Ines", "Tomasz", "Maren", "Odile", "Rufus", "Keziah", "Anselm", "Petra"],
         last=["Varga", "Lindqvist", "Okafor", "Brannock", "Heslop", "Quennell", "Drax", "Moberly"],
         role_hi="head beekeeper", role_lo="deputy head beekeeper", workers="volunteers",
         sites=["the north meadow yard", "the orchard yard", "the river yard"],
         c1="hives", c2="swarm traps", comp=("produced", "honey"),
         building="the extraction shed", inspector="a county bee inspector", inspected="the hives",
         safety="protective veils", restricted="open a hive", training="the swarm-handling course",
         event="the open day", optional="their own jars", document="honey batch record",
         cause="the closure of the farm lane", effect="a fall in shop sales",
         bcause="the wet spring", beffect="the poor harvest", plan_obj="a second extraction shed",
         task1=("runs", "the morning rounds"), task2=("handles", "the labelling"),
         team="the swarm-collection team",
         nolonger=("ran", "runs", "has run", "a stall at the Saturday market")),
    dict(name="observatory",
         org=["the Kestrel Ridge Observatory", "the Ambry Fell Observatory", "the Solway Dark-Sky Observatory"],
         first=["Lucan", "Hedda", "Caspar", "Nuala", "Bertil", "Sunniva", "Ivo", "Greer"],
         last=["Achterberg", "Penhallow", "Nakamura", "Rourke", "Vesely", "Carrow", "Lindahl", "Bramwell"],
         role_hi="observatory director", role_lo="deputy observatory director", workers="telescope operators",
         sites=["the west dome", "the east dome", "the summit dome"],
         c1="eyepieces", c2="star charts", comp=("logged", "observing hours"),
         building="the visitor centre", inspector="a structural engineer", inspected="the dome shutters",
         safety="red-light head torches", restricted="operate the main telescope", training="the telescope induction",
         event="the public star night", optional="their own binoculars", document="observing log",
         cause="the new street lighting", effect="a rise in sky brightness",
         bcause="the dust from the quarry", beffect="the mirror damage", plan_obj="a second visitor centre",
         task1=("runs", "the evening sessions"), task2=("handles", "the school bookings"),
         team="the meteor-watch team",
         nolonger=("ran", "runs", "has run", "a monthly lecture series")),
    dict(name="vineyard",
         org=["the Castell Brook Vineyard", "the Ormsby Slope Vineyard", "the Hightree Wine Estate"],
         first=["Amadeo", "Solveig", "Florin", "Teodora", "Gideon", "Lise", "Marek", "Yolande"],
         last=["Ferrand", "Kowalczyk", "Albright", "Moreau", "Strand", "Pellow", "Zanetti", "Hurst"],
         role_hi="vineyard manager", role_lo="assistant vineyard manager", workers="pickers",
         sites=["the chalk block", "the terrace block", "the lower block"],
         c1="rows of vines", c2="oak barrels", comp=("yielded", "grapes"),
         building="the press house", inspector="a regional wine inspector", inspected="the fermentation tanks",
         safety="steel-toed boots", restricted="operate the grape press", training="the press safety course",
         event="the harvest tasting", optional="their own glasses", document="bottling record",
         cause="the late frost", effect="a smaller harvest",
         bcause="the hailstorm in July", beffect="the drop in sugar levels", plan_obj="a second press house",
         task1=("runs", "the canopy work"), task2=("handles", "the cellar orders"),
         team="the pruning team",
         nolonger=("sold", "sells", "has sold", "wine at the county fair")),
    dict(name="ski patrol",
         org=["the Brackenridge Ski Patrol", "the Corrie Dubh Ski Patrol", "the Hollin Pass Ski Patrol"],
         first=["Aksel", "Morag", "Tobiah", "Elin", "Cormac", "Signe", "Dario", "Fenna"],
         last=["Halvorsen", "McCandless", "Rautio", "Ballantyne", "Oyelaran", "Strachan", "Kuusela", "Tremayne"],
         role_hi="patrol chief", role_lo="assistant patrol chief", workers="patrollers",
         sites=["the upper station", "the mid-mountain hut", "the base station"],
         c1="rescue sleds", c2="avalanche probes", comp=("handled", "incidents"),
         building="the patrol hut", inspector="a safety auditor", inspected="the avalanche transceivers",
         safety="helmets", restricted="use the explosives store", training="the avalanche control course",
         event="the snow safety day", optional="their own skis", document="incident report",
         cause="the closure of the north chairlift", effect="a drop in lift-pass sales",
         bcause="a faulty cornice fence", beffect="the slide on Gully 4", plan_obj="a second patrol hut",
         task1=("runs", "the morning sweep"), task2=("handles", "the radio checks"),
         team="the avalanche dog team",
         nolonger=("ran", "runs", "has run", "a night-skiing patrol")),
    dict(name="bakery",
         org=["the Tillbrook Bakery", "the Corn Exchange Bakehouse", "the Whitlow Street Bakery"],
         first=["Pim", "Agnieszka", "Eamon", "Rosalind", "Farid", "Hilde", "Joaquin", "Wren"],
         last=["Dimmock", "Sokolova", "Arkwright", "Valdez", "Penrose", "Hazeldine", "Obuya", "Castellan"],
         role_hi="head baker", role_lo="assistant head baker", workers="bakers",
         sites=["the Mill Lane branch", "the Market Square branch", "the station branch"],
         c1="ovens", c2="proving cabinets", comp=("sold", "bread"),
         building="the bakehouse", inspector="a food hygiene inspector", inspected="the cold rooms",
         safety="hairnets", restricted="use the dough sheeter", training="the machine safety course",
         event="the bread-making class", optional="their own aprons", document="allergen record",
         cause="the roadworks on Mill Lane", effect="a drop in morning trade",
         bcause="a faulty thermostat", beffect="the burnt batch", plan_obj="a second bakehouse",
         task1=("runs", "the night shift"), task2=("handles", "the café orders"),
         team="the pastry team",
         nolonger=("supplied", "supplies", "has supplied", "bread to the town hospital")),
    dict(name="veterinary clinic",
         org=["the Alder Cross Veterinary Clinic", "the Penmore Animal Clinic", "the Riverside Vets"],
         first=["Saoirse", "Benedikt", "Priya", "Osric", "Tamsin", "Luka", "Delphine", "Hamish"],
         last=["Ashdown", "Kovacs", "Mahlangu", "Everard", "Quist", "Rennick", "Olsson", "Tregear"],
         role_hi="practice manager", role_lo="assistant practice manager", workers="veterinary nurses",
         sites=["the town surgery", "the farm unit", "the branch surgery"],
         c1="kennels", c2="recovery cages", comp=("treated", "animals"),
         building="the operating suite", inspector="a radiation safety adviser", inspected="the X-ray rooms",
         safety="lead aprons", restricted="take radiographs", training="the radiography course",
         event="the puppy health evening", optional="their own pet blankets", document="controlled drugs register",
         cause="the closure of the farm unit", effect="a rise in call-out times",
         bcause="a contaminated water bowl", beffect="the kennel cough outbreak", plan_obj="a second operating suite",
         task1=("runs", "the morning clinic"), task2=("handles", "the insurance claims"),
         team="the equine team",
         nolonger=("offered", "offers", "has offered", "home visits on Sundays")),
    dict(name="community radio",
         org=["Wyvern FM", "Radio Calder Vale", "Portmoor Community Radio"],
         first=["Zainab", "Leofric", "Carys", "Mattias", "Oona", "Desmond", "Ilka", "Rafferty"],
         last=["Penhale", "Adeyemi", "Grimshaw", "Nordahl", "Bracewell", "Sandoval", "Whitcombe", "Imrie"],
         role_hi="station manager", role_lo="assistant station manager", workers="presenters",
         sites=["studio one", "studio two", "the outside-broadcast van"],
         c1="microphones", c2="headphone sets", comp=("broadcast", "live hours"),
         building="the studio building", inspector="a broadcasting regulator", inspected="the transmitter logs",
         safety="ear defenders", restricted="go on air alone", training="the broadcast law course",
         event="the studio open evening", optional="their own playlists", document="playout log",
         cause="the transmitter fault", effect="a drop in listener numbers",
         bcause="a lightning strike", beffect="the transmitter fault", plan_obj="a second studio building",
         task1=("runs", "the breakfast show"), task2=("handles", "the advertising bookings"),
         team="the news team",
         nolonger=("broadcast", "broadcasts", "has broadcast", "a Sunday request show")),
    dict(name="glassworks",
         org=["the Corran Glassworks", "the Ebbsfleet Glass Studio", "the Hollow Lane Glassworks"],
         first=["Orla", "Benedek", "Sabine", "Tiernan", "Yusra", "Emrys", "Gunnhild", "Paolo"],
         last=["Glasspool", "Radu", "Featherstone", "Ishikawa", "Munro", "Delacroix", "Tolley", "Vance"],
         role_hi="studio manager", role_lo="assistant studio manager", workers="glassblowers",
         sites=["the hot shop", "the cold shop", "the annex"],
         c1="furnaces", c2="annealing kilns", comp=("made", "vases"),
         building="the gallery", inspector="a gas safety engineer", inspected="the furnace burners",
         safety="heat-resistant gloves", restricted="use the glory hole", training="the hot-glass safety course",
         event="the demonstration day", optional="their own sketches", document="kiln firing log",
         cause="the rise in gas prices", effect="a cut in opening hours",
         bcause="a cracked crucible", beffect="the furnace shutdown", plan_obj="a second gallery",
         task1=("runs", "the morning firing"), task2=("handles", "the commission orders"),
         team="the stained-glass team",
         nolonger=("sold", "sells", "has sold", "seconds at the Christmas fair")),
    dict(name="seed bank",
         org=["the Fellside Seed Bank", "the Ardmore Seed Vault", "the Wealden Heritage Seed Bank"],
         first=["Hester", "Kwame", "Brigid", "Anders", "Ottilie", "Ravi", "Magdalena", "Crispin"],
         last=["Sowerby", "Abernethy", "Lindgren", "Pryce", "Mbeki", "Trewin", "Halloran", "Vogt"],
         role_hi="collections manager", role_lo="assistant collections manager", workers="seed curators",
         sites=["vault A", "vault B", "the drying room"],
         c1="seed trays", c2="moisture meters", comp=("germinated", "samples"),
         building="the cold store", inspector="a plant health inspector", inspected="the freezer seals",
         safety="thermal gloves", restricted="enter the cold store", training="the cold-store safety course",
         event="the seed swap", optional="their own envelopes", document="accession record",
         cause="the freezer breakdown", effect="a loss of viability",
         bcause="a damp storage batch", beffect="the low germination rate", plan_obj="a second cold store",
         task1=("runs", "the germination tests"), task2=("handles", "the seed requests"),
         team="the field collection team",
         nolonger=("sent", "sends", "has sent", "seed packets to schools")),
    dict(name="tram depot",
         org=["the Kelsall Road Tram Depot", "the Ashgrove Tram Depot", "the Quayside Tram Depot"],
         first=["Gwilym", "Renata", "Osman", "Ffion", "Lorcan", "Beatrix", "Stellan", "Imogen"],
         last=["Pickavance", "Horvath", "Blackledge", "Oduya", "Seaton", "Marchetti", "Dunstan", "Ekberg"],
         role_hi="depot manager", role_lo="assistant depot manager", workers="fitters",
         sites=["the north shed", "the paint shop", "the wheel shop"],
         c1="inspection pits", c2="lifting jacks", comp=("serviced", "trams"),
         building="the control room", inspector="a rail safety inspector", inspected="the overhead lines",
         safety="high-visibility vests", restricted="work on the overhead lines", training="the electrical isolation course",
         event="the depot open day", optional="their own cameras", document="maintenance log",
         cause="the track renewal", effect="a cut in weekend services",
         bcause="a worn pantograph", beffect="the line outage", plan_obj="a second control room",
         task1=("runs", "the night shift"), task2=("handles", "the spare parts"),
         team="the wheel-lathe team",
         nolonger=("ran", "runs", "has run", "heritage trams on Sundays")),
]


def cap(s):
    return s[0].upper() + s[1:]


def pick(r, xs):
    return xs[r.randrange(len(xs))]


def person(r, d, exclude=()):
    while True:
        n = "%s %s" % (pick(r, d["first"]), pick(r, d["last"]))
        if n not in exclude and all(n.split()[0] != e.split()[0] and n.split()[1] != e.split()[1]
                                    for e in exclude):
            return n


def date(r, ylo=2019, yhi=2025):
    return (r.randint(1, 27), r.randint(1, 12), r.randint(ylo, yhi))


def fmt_dmy(t):
    return "%d %s %d" % (t[0], MONTHS[t[1] - 1], t[2])


def fmt_mdy(t):
    return "%s %d, %d" % (MONTHS[t[1] - 1], t[0], t[2])


def fmt_iso(t):
    return "%04d-%02d-%02d" % (t[2], t[1], t[0])


def v(r):
    return r.random() < 0.5


# Each template returns (passages, right_kind, right_claim, wrong_kind, wrong_claim).

def t_paraphrase_count(d, r):
    org = pick(r, d["org"]); n = r.randint(14, 95); m = n + pick(r, [-7, -4, 3, 6, 10])
    P = ["%s has %d %s on its register." % (cap(org), n, d["workers"])] if v(r) else \
        ["There are %d %s on the register of %s." % (n, d["workers"], org)]
    if v(r):
        R = "%s has %d registered %s." % (cap(org), n, d["workers"]); W = "%s has %d registered %s." % (cap(org), m, d["workers"])
    else:
        R = "The register of %s lists %d %s." % (org, n, d["workers"]); W = "The register of %s lists %d %s." % (org, m, d["workers"])
    return P, "R:paraphrase", R, "W:number-changed", W


def t_passive_date(d, r):
    t = date(r); t2 = (t[0] + pick(r, [1, -1]) if t[0] > 1 else t[0] + 1, t[1], t[2])
    if v(r):
        P = ["%s inspected %s on %s." % (cap(d["inspector"]), d["inspected"], fmt_dmy(t))]
    else:
        P = ["On %s, %s inspected %s." % (fmt_dmy(t), d["inspector"], d["inspected"])]
    if v(r):
        R = "%s were inspected by %s on %s." % (cap(d["inspected"]), d["inspector"], fmt_mdy(t))
        W = "%s were inspected by %s on %s." % (cap(d["inspected"]), d["inspector"], fmt_mdy(t2))
    else:
        R = "%s were inspected by %s on %s." % (cap(d["inspected"]), d["inspector"], fmt_iso(t))
        W = "%s were inspected by %s on %s." % (cap(d["inspected"]), d["inspector"], fmt_iso(t2))
    return P, "R:passive+date-format", R, "W:date-changed", W


def t_converse_comp(d, r):
    a, b, _ = r.sample(d["sites"], 3); vb, obj = d["comp"]; y = r.randint(2019, 2025)
    P = ["In %d, %s %s more %s than %s." % (y, a, vb, obj, b)] if v(r) else \
        ["%s %s more %s than %s did in %d." % (cap(a), vb, obj, b, y)]
    fl = "less" if obj in ("honey", "bread") else "fewer"
    if v(r):
        R = "In %d, %s %s %s %s than %s." % (y, b, vb, fl, obj, a)
    else:
        R = "%s %s %s %s than %s did in %d." % (cap(b), vb, fl, obj, a, y)
    W = "In %d, %s %s more %s than %s." % (y, b, vb, obj, a)
    return P, "R:converse-comparison", R, "W:comparison-reversed", W


def t_unit_conv(d, r):
    site = pick(r, d["sites"][1:]); org = pick(r, d["org"]); km = pick(r, [1.2, 1.5, 2.4, 3.6, 4.8, 0.8, 2.5])
    m = int(round(km * 1000))
    P = ["%s is %s km from the main gate of %s." % (cap(site), km, org)] if v(r) else \
        ["The distance from the main gate of %s to %s is %s kilometres." % (org, site, km)]
    if v(r):
        R = "%s is %s metres from the main gate of %s." % (cap(site), format(m, ","), org)
        W = "%s is %s metres from the main gate of %s." % (cap(site), format(m // 10, ","), org)
    else:
        R = "%s lies %d m from the main gate of %s." % (cap(site), m, org)
        W = "%s lies %d m from the main gate of %s." % (cap(site), m * 10, org)
    return P, "R:unit-conversion", R, "W:conversion-wrong", W


def t_time_slot(d, r):
    o = r.randint(6, 9); c = r.randint(17, 21); mm = pick(r, [0, 30])
    ot = "%02d:%02d" % (o, mm); ct = "%02d:00" % c
    P = ["%s opens at %s and closes at %s." % (cap(d["building"]), ot, ct)] if v(r) else \
        ["Opening hours for %s are %s to %s." % (d["building"], ot, ct)]
    ampm_c = "%d pm" % (c - 12)
    ampm_o = ("%d am" % o) if mm == 0 else ("%d:30 am" % o)
    if v(r):
        R = "%s closes at %s." % (cap(d["building"]), ampm_c); W = "%s closes at %s." % (cap(d["building"]), ampm_o)
    else:
        R = "%s shuts at %d in the evening." % (cap(d["building"]), c - 12)
        W = "%s opens at %s." % (cap(d["building"]), ampm_c)
    return P, "R:time-format", R, "W:value-moved-slot", W


def t_sum_subset(d, r):
    s = d["sites"]; n = [r.randint(6, 40) for _ in range(3)]; tot = sum(n)
    P = ["%s has %d %s." % (cap(s[0]), n[0], d["c1"]), "%s has %d %s." % (cap(s[1]), n[1], d["c1"]),
         "%s has %d %s." % (cap(s[2]), n[2], d["c1"])]
    if v(r):
        P = ["There are %d %s at %s." % (n[i], d["c1"], s[i]) for i in range(3)]
    if v(r):
        R = "%s, %s and %s have %d %s between them." % (cap(s[0]), s[1], s[2], tot, d["c1"])
        W = "%s and %s have %d %s between them." % (cap(s[0]), s[1], tot, d["c1"])
    else:
        R = "Altogether there are %d %s at %s, %s and %s." % (tot, d["c1"], s[0], s[1], s[2])
        W = "Altogether there are %d %s at %s and %s." % (tot, d["c1"], s[1], s[2])
    return P, "R:sum-multi-passage", R, "W:sum-to-subset", W


def t_difference(d, r):
    a, b, _ = r.sample(d["sites"], 3); x = r.randint(20, 60); y = r.randint(5, x - 6); diff = x - y
    wd = diff + pick(r, [-3, -2, 2, 4])
    P = ["%s has %d %s." % (cap(a), x, d["c2"]), "%s has %d %s." % (cap(b), y, d["c2"])] if v(r) else \
        ["%s keeps %d %s, while %s keeps %d." % (cap(a), x, d["c2"], b, y)]
    if v(r):
        R = "%s has %d more %s than %s." % (cap(a), diff, d["c2"], b); W = "%s has %d more %s than %s." % (cap(a), wd, d["c2"], b)
    else:
        R = "%s has %d fewer %s than %s." % (cap(b), diff, d["c2"], a); W = "%s has %d fewer %s than %s." % (cap(b), wd, d["c2"], a)
    return P, "R:computed-difference", R, "W:difference-wrong", W


def t_duration(d, r):
    y = r.randint(2019, 2025); mo = r.randint(1, 12); s = r.randint(1, 7); dur = pick(r, [7, 14, 21, 10, 12])
    e = s + dur; wdur = dur + pick(r, [-2, 3, 4])
    P = ["Repair work on %s began on %d %s %d." % (d["building"], s, MONTHS[mo - 1], y),
         "The repair work on %s was finished on %d %s %d." % (d["building"], e, MONTHS[mo - 1], y)]
    if v(r):
        P = ["Work to repair %s started on %s." % (d["building"], fmt_mdy((s, mo, y))),
             "Repairs to %s were completed on %s." % (d["building"], fmt_mdy((e, mo, y)))]
    word = {7: "one week", 14: "two weeks", 21: "three weeks"}
    if dur in word and v(r):
        R = "The repair work on %s took %s." % (d["building"], word[dur])
    else:
        R = "The repair work on %s lasted %d days." % (d["building"], dur)
    W = "The repair work on %s lasted %d days." % (d["building"], wdur)
    return P, "R:computed-duration", R, "W:duration-wrong", W


def t_no_longer(d, r):
    org = pick(r, d["org"]); y = r.randint(2012, 2022); past, pres, perf, obj = d["nolonger"]
    P = ["%s %s %s until %d, when it stopped." % (cap(org), past, obj, y)] if v(r) else \
        ["Until %d, %s %s %s; it stopped that year." % (y, org, past, obj)]
    R = ("%s no longer %s %s." % (cap(org), pres, obj)) if v(r) else \
        ("%s stopped in %d and no longer %s %s." % (cap(org), y, pres, obj))
    W = "%s %s %s since %d." % (cap(org), perf, obj, y)
    return P, "R:no-longer", R, "W:since-until", W


def t_contrapositive(d, r):
    org = pick(r, d["org"])
    P = ["At %s, only %s who have completed %s may %s." % (org, d["workers"], d["training"], d["restricted"])] if v(r) else \
        ["Only %s who have completed %s are allowed to %s at %s." % (d["workers"], d["training"], d["restricted"], org)]
    if v(r):
        R = "At %s, %s who have not completed %s may not %s." % (org, d["workers"], d["training"], d["restricted"])
        W = "At %s, all %s may %s." % (org, d["workers"], d["restricted"])
    else:
        R = "%s at %s who have not completed %s are not allowed to %s." % (cap(d["workers"]), org, d["training"], d["restricted"])
        W = "%s at %s who have not completed %s are allowed to %s." % (cap(d["workers"]), org, d["training"], d["restricted"])
        return P, "R:contrapositive", R, "W:condition-reversed", W
    return P, "R:contrapositive", R, "W:condition-dropped", W


def t_hop(d, r):
    org = pick(r, d["org"]); p1 = person(r, d); p2 = person(r, d, (p1,))
    if v(r):
        P = ["%s is the %s of %s, and %s is the %s." % (p1, d["role_hi"], org, p2, d["role_lo"]),
             "At %s, every %s is signed off by the %s." % (org, d["document"], d["role_hi"])]
    else:
        P = ["%s serves as %s at %s; %s is %s." % (p1, d["role_hi"], org, p2, d["role_lo"]),
             "The %s of %s signs off every %s." % (d["role_hi"], org, d["document"])]
    if v(r):
        R = "%s signs off every %s at %s." % (p1, d["document"], org); W = "%s signs off every %s at %s." % (p2, d["document"], org)
    else:
        R = "Every %s at %s is signed off by %s." % (d["document"], org, p1); W = "Every %s at %s is signed off by %s." % (d["document"], org, p2)
    return P, "R:multi-passage-hop", R, "W:hop-wrong-entity", W


def t_neg_dropped(d, r):
    day = pick(r, ["Mondays", "Tuesdays", "Sundays", "public holidays"])
    P = ["%s is not open to visitors on %s." % (cap(d["building"]), day)] if v(r) else \
        ["Visitors are not admitted to %s on %s." % (d["building"], day)]
    if v(r):
        R = "On %s, %s is closed to visitors." % (day, d["building"]); W = "On %s, %s is open to visitors." % (day, d["building"])
    else:
        R = "Visitors cannot get into %s on %s." % (d["building"], day); W = "Visitors are admitted to %s on %s." % (d["building"], day)
    return P, "R:negation-paraphrase", R, "W:negation-dropped", W


def t_neg_inserted(d, r):
    P = ["%s must wear %s whenever they %s." % (cap(d["workers"]), d["safety"], d["restricted"])] if v(r) else \
        ["Whenever %s %s, they are required to wear %s." % (d["workers"], d["restricted"], d["safety"])]
    if v(r):
        R = "Wearing %s is compulsory for %s when they %s." % (d["safety"], d["workers"], d["restricted"])
        W = "%s must not wear %s when they %s." % (cap(d["workers"]), d["safety"], d["restricted"])
    else:
        R = "%s are obliged to wear %s when they %s." % (cap(d["workers"]), d["safety"], d["restricted"])
        W = "%s are not obliged to wear %s when they %s." % (cap(d["workers"]), d["safety"], d["restricted"])
    return P, "R:synonym-obligation", R, "W:negation-inserted", W


def t_modality(d, r):
    P = ["Visitors to %s may bring %s." % (d["event"], d["optional"])] if v(r) else \
        ["At %s, visitors can bring %s if they wish." % (d["event"], d["optional"])]
    if v(r):
        R = "Visitors to %s are allowed to bring %s." % (d["event"], d["optional"]); W = "Visitors to %s must bring %s." % (d["event"], d["optional"])
    else:
        R = "Bringing %s to %s is permitted for visitors." % (d["optional"], d["event"]); W = "Bringing %s to %s is required of visitors." % (d["optional"], d["event"])
    return P, "R:synonym-permission", R, "W:modality-changed", W


def t_plan(d, r):
    org = pick(r, d["org"]); y = r.randint(2026, 2029)
    P = ["%s plans to open %s in %d." % (cap(org), d["plan_obj"], y)] if v(r) else \
        ["%s intends to open %s in %d, according to its annual report." % (cap(org), d["plan_obj"], y)]
    if v(r):
        R = "%s has plans to open %s in %d." % (cap(org), d["plan_obj"], y); W = "%s opened %s in %d." % (cap(org), d["plan_obj"], y)
    else:
        R = "%s aims to open %s in %d." % (cap(org), d["plan_obj"], y); W = "%s has opened %s." % (cap(org), d["plan_obj"])
    return P, "R:plan-paraphrase", R, "W:plan-as-fact", W


def t_belief(d, r):
    p = person(r, d); org = pick(r, d["org"])
    P = ["%s, the %s at %s, believes that %s was caused by %s." % (p, d["role_hi"], org, d["beffect"], d["bcause"])] if v(r) else \
        ["In the view of %s, the %s at %s, %s was caused by %s." % (p, d["role_hi"], org, d["beffect"], d["bcause"])]
    if v(r):
        R = "%s believes %s caused %s." % (p, d["bcause"], d["beffect"]); W = "%s caused %s." % (cap(d["bcause"]), d["beffect"])
    else:
        R = "According to %s, %s was caused by %s." % (p, d["beffect"], d["bcause"]); W = "%s at %s was caused by %s." % (cap(d["beffect"]), org, d["bcause"])
    return P, "R:attributed-belief", R, "W:belief-as-fact", W


def t_quantifier(d, r):
    org = pick(r, d["org"])
    P = ["Most of the %s at %s hold a first-aid certificate." % (d["workers"], org)] if v(r) else \
        ["At %s, the majority of %s have a first-aid certificate." % (org, d["workers"])]
    if v(r):
        R = "More than half of the %s at %s hold a first-aid certificate." % (d["workers"], org)
        W = "All of the %s at %s hold a first-aid certificate." % (d["workers"], org)
    else:
        R = "At %s, most %s have first-aid certificates." % (org, d["workers"])
        W = "At %s, every one of the %s has a first-aid certificate." % (org, d["workers"])
    return P, "R:quantifier-synonym", R, "W:quantifier-widened", W


def t_exception(d, r):
    a, b, c = d["sites"]; freq = pick(r, ["monthly", "weekly", "every quarter"])
    P = ["All sites except %s are inspected %s." % (c, freq)] if v(r) else \
        ["Every site apart from %s is inspected %s." % (c, freq)]
    if v(r):
        R = "%s is inspected %s." % (cap(pick(r, [a, b])), freq); W = "All sites are inspected %s." % freq
    else:
        R = "%s is not among the sites inspected %s." % (cap(c), freq); W = "%s is inspected %s." % (cap(c), freq)
    return P, "R:exception-instance", R, "W:exception-dropped", W


def t_part_whole(d, r):
    y = r.randint(2010, 2024)
    P = ["The roof of %s was replaced in %d." % (d["building"], y)] if v(r) else \
        ["In %d, %s had its roof replaced." % (y, d["building"])]
    if v(r):
        R = "%s got a new roof in %d." % (cap(d["building"]), y); W = "%s was replaced in %d." % (cap(d["building"]), y)
    else:
        R = "In %d the roof of %s was renewed." % (y, d["building"]); W = "In %d the whole of %s was renewed." % (y, d["building"])
    return P, "R:paraphrase", R, "W:part-as-whole", W


def t_roles(d, r):
    p1 = person(r, d); p2 = person(r, d, (p1,)); y = r.randint(2012, 2024)
    if v(r):
        P = ["%s trained %s in %d." % (p1, p2, y)]
        R = "In %d, %s was trained by %s." % (y, p2, p1)
    else:
        P = ["In %d, %s was trained by %s." % (y, p2, p1)]
        R = "%s trained %s in %d." % (p1, p2, y)
    if v(r):
        W = "In %d, %s was trained by %s." % (y, p1, p2)
    else:
        W = "%s trained %s in %d." % (p2, p1, y)
    return P, "R:voice-change", R, "W:roles-swapped", W


def t_pred_moved(d, r):
    p1 = person(r, d); p2 = person(r, d, (p1,)); org = pick(r, d["org"])
    (v1, o1), (v2, o2) = d["task1"], d["task2"]
    P = ["At %s, %s %s %s, and %s %s %s." % (org, p1, v1, o1, p2, v2, o2)] if v(r) else \
        ["%s %s %s at %s, while %s %s %s." % (p1, v1, o1, org, p2, v2, o2)]
    if v(r):
        R = "At %s, %s %s handled by %s." % (org, o2, "are" if o2.endswith("s") else "is", p2)
        W = "At %s, %s %s %s." % (org, p1, v2, o2)
        rk = "R:passive-paraphrase"
    else:
        R = "%s %s %s at %s." % (p2, v2, o2, org); W = "%s %s %s at %s." % (p2, v1, o1, org)
        rk = "R:conjunct-extraction"
    return P, rk, R, "W:predicate-moved", W


def t_superlative(d, r):
    a, b, c = r.sample(d["sites"], 3); vb, obj = d["comp"]; y = r.randint(2019, 2025)
    le = "least" if obj in ("honey", "bread") else "fewest"
    P = ["Of the three sites, %s %s the most %s in %d and %s the %s." % (a, vb, obj, y, c, le)] if v(r) else \
        ["In %d, %s %s the most %s of the three sites, and %s %s the %s." % (y, a, vb, obj, c, vb, le)]
    if v(r):
        R = "In %d, %s %s more %s than %s." % (y, a, vb, obj, c); W = "In %d, %s %s more %s than %s." % (y, c, vb, obj, a)
    else:
        R = "In %d, %s %s the %s %s of the three sites." % (y, c, vb, le, obj); W = "In %d, %s %s the %s %s of the three sites." % (y, a, vb, le, obj)
    return P, "R:superlative-to-comparative", R, "W:superlative-reversed", W


def t_ratio(d, r):
    a, b, _ = r.sample(d["sites"], 3); n = r.randint(4, 18)
    if v(r):
        P = ["%s has %d %s and %s has %d." % (cap(a), 2 * n, d["c1"], b, n)]
        R = "%s has twice as many %s as %s." % (cap(a), d["c1"], b); W = "%s has twice as many %s as %s." % (cap(b), d["c1"], a)
    else:
        P = ["%s has twice as many %s as %s." % (cap(a), d["c1"], b)]
        R = "%s has half as many %s as %s." % (cap(b), d["c1"], a); W = "%s has half as many %s as %s." % (cap(a), d["c1"], b)
    return P, "R:ratio-converse", R, "W:ratio-reversed", W


def t_cause(d, r):
    org = pick(r, d["org"]); y = r.randint(2018, 2025)
    P = ["At %s, %s in %d led to %s." % (org, d["cause"], y, d["effect"])] if v(r) else \
        ["%s in %d caused %s at %s." % (cap(d["cause"]), y, d["effect"], org)]
    if v(r):
        R = "%s at %s was caused by %s in %d." % (cap(d["effect"]), org, d["cause"], y)
        W = "%s at %s caused %s in %d." % (cap(d["effect"]), org, d["cause"], y)
    else:
        R = "At %s, %s resulted from %s in %d." % (org, d["effect"], d["cause"], y)
        W = "At %s, %s in %d resulted from %s." % (org, d["cause"], y, d["effect"])
    return P, "R:cause-paraphrase", R, "W:cause-reversed", W


def t_attribution(d, r):
    org = pick(r, d["org"]); p1 = person(r, d); p2 = person(r, d, (p1,)); y = r.randint(2018, 2025)
    s1 = "the %d season was the busiest in a decade" % y; s2 = "recruiting %s had been difficult" % d["workers"]
    if v(r):
        P = ["%s, the %s of %s, said %s." % (p1, d["role_hi"], org, s1), "%s, the %s, said %s." % (p2, d["role_lo"], s2)]
    else:
        P = ["\"%s,\" said %s, the %s of %s. %s, the %s, said %s." % (cap(s1), p1, d["role_hi"], org, p2, d["role_lo"], s2)]
    if v(r):
        R = "%s said %s." % (p1, s1); W = "%s said %s." % (p2, s1)
    else:
        R = "According to the %s of %s, %s." % (d["role_hi"], org, s1); W = "According to the %s of %s, %s." % (d["role_lo"], org, s1)
    return P, "R:attribution-kept", R, "W:attribution-changed", W


def t_frequency(d, r):
    P = ["%s are checked every two weeks." % cap(d["inspected"])] if v(r) else \
        ["Checks on %s take place every two weeks." % d["inspected"]]
    if v(r):
        R = "%s are checked fortnightly." % cap(d["inspected"]); W = "%s are checked weekly." % cap(d["inspected"])
    else:
        R = "%s are checked once every fortnight." % cap(d["inspected"]); W = "%s are checked twice a week." % cap(d["inspected"])
    return P, "R:frequency-synonym", R, "W:frequency-changed", W


def t_extra(d, r):
    org = pick(r, d["org"]); amt = r.randint(3, 48) * 1000; y = r.randint(2018, 2025)
    P = ["%s received a grant of €%s from the regional council in %d." % (cap(org), format(amt, ","), y)] if v(r) else \
        ["In %d the regional council gave %s a €%s grant." % (y, org, format(amt, ","))]
    if v(r):
        R = "In %d, the regional council awarded %s a grant of €%s." % (y, org, format(amt, ","))
        W = "In %d, the regional council awarded %s a grant of €%s to build %s." % (y, org, format(amt, ","), d["plan_obj"])
    else:
        R = "%s was given €%d by the regional council in %d." % (cap(org), amt, y)
        W = "%s was given €%d by the regional council in %d, its first grant." % (cap(org), amt, y)
    return P, "R:active-common-doer", R, "W:extra-assertion", W


def t_value_slot(d, r):
    site = pick(r, d["sites"]); a = r.randint(20, 60); b = r.randint(3, 15)
    P = ["%s has %d %s and %d %s." % (cap(site), a, d["c2"], b, d["c1"])] if v(r) else \
        ["At %s there are %d %s, as well as %d %s." % (site, a, d["c2"], b, d["c1"])]
    if v(r):
        R = "%s has %d %s." % (cap(site), b, d["c1"]); W = "%s has %d %s." % (cap(site), a, d["c1"])
    else:
        R = "There are %d %s at %s." % (a, d["c2"], site); W = "There are %d %s at %s." % (b, d["c2"], site)
    return P, "R:part-of-list", R, "W:value-moved-slot", W


def t_since(d, r):
    p = person(r, d); y = r.randint(2010, 2022)
    P = ["%s has led %s since %d." % (p, d["team"], y)] if v(r) else \
        ["Since %d, %s has been in charge of %s." % (y, p, d["team"])]
    if v(r):
        R = "%s has been the leader of %s since %d." % (p, d["team"], y); W = "%s led %s until %d." % (p, d["team"], y)
    else:
        R = "%s has headed %s from %d onwards." % (p, d["team"], y); W = "%s headed %s up to %d." % (p, d["team"], y)
    return P, "R:since-paraphrase", R, "W:since-until-changed", W


def t_cond_rev(d, r):
    P = ["If it rains, %s is moved into %s." % (d["event"], d["building"])] if v(r) else \
        ["%s moves into %s when it rains." % (cap(d["event"]), d["building"])]
    if v(r):
        R = "In rainy weather, %s is held in %s." % (d["event"], d["building"]); W = "If it does not rain, %s is moved into %s." % (d["event"], d["building"])
    else:
        R = "When it rains, %s takes place in %s." % (d["event"], d["building"]); W = "Unless it rains, %s takes place in %s." % (d["event"], d["building"])
    return P, "R:condition-paraphrase", R, "W:condition-reversed", W


TEMPLATES = [t_paraphrase_count, t_passive_date, t_converse_comp, t_unit_conv, t_time_slot, t_sum_subset,
             t_difference, t_duration, t_no_longer, t_contrapositive, t_hop, t_neg_dropped, t_neg_inserted,
             t_modality, t_plan, t_belief, t_quantifier, t_exception, t_part_whole, t_roles, t_pred_moved,
             t_superlative, t_ratio, t_cause, t_attribution, t_frequency, t_extra, t_value_slot, t_since,
             t_cond_rev]


def main():
    r = random.Random(SEED)
    rows = []
    g = 0
    for d in DOMAINS:
        for t in TEMPLATES:
            P, rk, R, wk, W = t(d, r)
            g += 1
            gid = "p39-%03d" % g
            rows.append(dict(group=gid, domain=d["name"], category=rk, claim=R, passages=P, gold="right", template=t.__name__))
            rows.append(dict(group=gid, domain=d["name"], category=wk, claim=W, passages=P, gold="wrong", template=t.__name__))
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "pairs,", g, "groups")


if __name__ == "__main__":
    main()
