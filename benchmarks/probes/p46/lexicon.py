"""Lexicon for probe p46: ten invented domains plus small helpers (standard library only)."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    """English words for 0 <= n < 1,000,000."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    if n < 1000:
        h, rest = divmod(n, 100)
        return _ONES[h] + " hundred" + (" and " + words(rest) if rest else "")
    th, rest = divmod(n, 1000)
    s = words(th) + " thousand"
    if rest:
        s += (" and " if rest < 100 else " ") + words(rest)
    return s


def poss(name):
    """Possessive: "Brightwell Tramways'" but "Fernhollow Zoo's"."""
    return name + ("'" if name.endswith("s") else "'s")


def cap(s):
    return s[0].upper() + s[1:] if s else s


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, style):
    """Several date formats; none is day/month ambiguous."""
    if style == "dmy":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "mdy":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "ord":
        return "%s of %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "short":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "wdmy":
        return "%s %d %s %d" % (d.strftime("%A"), d.day, MONTHS[d.month - 1], d.year)
    raise ValueError(style)


def money(x):
    if abs(x - round(x)) < 1e-9:
        return "£{:,}".format(int(round(x)))
    return "£{:,.2f}".format(x)


def pron(g):
    if g == "f":
        return {"he": "she", "him": "her", "his": "her", "He": "She", "His": "Her"}
    return {"he": "he", "him": "him", "his": "his", "He": "He", "His": "His"}


def date(y, m, dd):
    return datetime.date(y, m, dd)


DOMAINS = [
    dict(
        key="ferry operator", org="Skerrow Ferries", town="Port Alcraig", short="the operator", board="board",
        staff="crew members", staff_sing="crew member", staff_n=(40, 200),
        outv="carried", outn="passengers", out_k=(30, 90),
        partner="Dunmore Marine Engineering", partner_desc="a ship-repair yard at Inverbay",
        vendor="Tidewright Software", vendor_parent="Halvard Group", system="online booking system",
        rival="Kylesound Shipping", rival2="Brack Isles Ferries",
        award="Highland Transport Awards", award_cat="Ferry Operator of the Year",
        asset="vessel", assets="vessels", anames=["MV Corrin", "MV Heather Belle", "MV Sula"], made="built",
        repair_obj="the linkspan at Sollas pier",
        proposal="the purchase of a fourth vessel",
        cost_item="fuel", cut_past="cut its winter timetable to four sailings a day",
        cut_inf="cut its winter timetable to four sailings a day",
        facility="a new passenger terminal at Sollas", facility2="a freight-only route to Eilean Dubh",
        funder="the Coastal Communities Fund", regulator="the Maritime Licensing Authority",
        licence="operating licence",
        alleg="falsified safety-drill records", incident="the grounding of MV Sula off Sollas",
        event="Sollas Harbour Festival", depot="the Inverbay ticket office",
        site2="the Port Alcraig car deck ramp",
        subscribers="season-ticket holders", subs_k=(2, 9),
        price_item="adult return fare to Sollas", price=(8, 20, 0.5),
        thing="winter timetable", insp="annual safety inspection", insp_assets="fire doors",
        roles=["chief executive", "fleet manager", "finance director", "head of marine safety",
               "customer services manager"],
        people=[("Morag Leckie", "f"), ("Duncan Farquhar", "m"), ("Isla Brannan", "f"),
                ("Ewan Tolmie", "m"), ("Catriona Weir", "f"), ("Alasdair Rennie", "m")],
    ),
    dict(
        key="vineyard", org="Calder Ridge Vineyard", town="Ashcombe", short="the vineyard", board="board",
        staff="vineyard workers", staff_sing="vineyard worker", staff_n=(20, 80),
        outv="sold", outn="bottles", out_k=(20, 80),
        partner="Ashcombe Cooperage", partner_desc="a barrel maker in the next valley",
        vendor="Vintrack Systems", vendor_parent="Orrin Holdings", system="cellar management software",
        rival="Hollin Bank Estate", rival2="Greyfriars Wines",
        award="Wessex Wine Awards", award_cat="Sparkling Wine",
        asset="vineyard block", assets="vineyard blocks", anames=["Long Acre", "Chapel Slope", "Mill Field"],
        made="planted",
        repair_obj="the press house roof",
        proposal="the planting of a new block of Pinot Noir",
        cost_item="energy", cut_past="closed its tasting room on weekdays",
        cut_inf="close its tasting room on weekdays",
        facility="a visitor centre beside the winery", facility2="a second tasting room in Ashcombe",
        funder="the Rural Enterprise Fund", regulator="the Wine Standards Board",
        licence="producer's licence",
        alleg="mislabelled the vintage of a batch of sparkling wine",
        incident="the loss of a tank of the 2021 rosé",
        event="Ashcombe Harvest Fair", depot="the Ashcombe farm shop", site2="the main cellar",
        subscribers="wine club members", subs_k=(1, 6),
        price_item="guided tasting tour", price=(15, 35, 1.0),
        thing="weekend tasting format", insp="hygiene inspection", insp_assets="fermentation tanks",
        roles=["managing director", "head winemaker", "finance manager", "vineyard manager",
               "marketing manager"],
        people=[("Harriet Sowerby", "f"), ("Julian Pask", "m"), ("Nell Ashdown", "f"),
                ("Owen Treloar", "m"), ("Priya Castell", "f"), ("Marcus Venn", "m")],
    ),
    dict(
        key="mountain rescue team", org="Glen Torran Mountain Rescue Team", town="Kinbrae", short="the team", board="committee",
        staff="volunteers", staff_sing="volunteer", staff_n=(40, 80),
        outv="logged", outn="training hours", out_k=(3, 12),
        partner="Kinbrae Search Dogs", partner_desc="a volunteer search-dog unit based in Kinbrae",
        vendor="Beacon Dispatch", vendor_parent="Carradale Communications", system="call-out paging system",
        rival="Strathmoy Mountain Rescue", rival2="Cairn Dearg Rescue Team",
        award="Scottish Mountain Safety Awards", award_cat="Rescue Team of the Year",
        asset="vehicle", assets="vehicles", anames=["Torran One", "Torran Two", "Torran Three"], made="bought",
        repair_obj="the roof of the Kinbrae base",
        proposal="the purchase of a second drone",
        cost_item="fuel", cut_past="reduced its winter training weekends from four to two",
        cut_inf="reduce its winter training weekends from four to two",
        facility="a new base at the foot of Glen Torran", facility2="a training centre at Kinbrae",
        funder="the Outdoor Access Trust", regulator="Mountain Rescue Scotland",
        licence="accreditation",
        alleg="sent untrained volunteers on call-outs",
        incident="the delayed response to a fallen climber on Beinn Odhar",
        event="Glen Torran Hill Race", depot="the Strathmoy equipment store", site2="the Kinbrae helipad",
        subscribers="regular donors", subs_k=(1, 5),
        price_item="annual supporter membership", price=(20, 40, 1.0),
        thing="call-out rota", insp="equipment audit", insp_assets="stretchers",
        roles=["team leader", "deputy team leader", "treasurer", "training officer", "equipment officer"],
        people=[("Fiona Drummond", "f"), ("Callum Mair", "m"), ("Shona Baird", "f"),
                ("Graeme Lusk", "m"), ("Kirsty Moffat", "f"), ("Niall Orr", "m")],
    ),
    dict(
        key="radio station", org="Radio Kelvale", town="Kelvale", short="the station", board="board",
        staff="presenters", staff_sing="presenter", staff_n=(20, 60),
        outv="broadcast", outn="hours of live programming", out_k=(3, 9),
        partner="Wendle Hospital Radio", partner_desc="a volunteer-run hospital broadcaster",
        vendor="Cuewave", vendor_parent="Marlow Broadcast Group", system="playout system",
        rival="Brightcliff FM", rival2="Harbour 97",
        award="Community Radio Awards", award_cat="Station of the Year",
        asset="transmitter", assets="transmitters",
        anames=["the Brenna Hill transmitter", "the Castlemoor transmitter", "the Oxley Down transmitter"],
        made="installed",
        repair_obj="the studio building's roof",
        proposal="the launch of a weekend news service",
        cost_item="electricity", cut_past="dropped its overnight live shows",
        cut_inf="drop its overnight live shows",
        facility="a second studio in Wendle", facility2="a digital-only sister station",
        funder="the Community Media Fund", regulator="the Broadcasting Standards Office",
        licence="broadcast licence",
        alleg="broadcast advertising disguised as news",
        incident="the eight-hour loss of signal on New Year's Day",
        event="Kelvale Summer Roadshow", depot="the Wendle studio", site2="the Castlemoor transmitter site",
        subscribers="paying supporters", subs_k=(1, 6),
        price_item="annual supporters' subscription", price=(24, 48, 1.0),
        thing="breakfast schedule", insp="electrical safety test", insp_assets="studio consoles",
        roles=["station manager", "head of programming", "finance officer", "chief engineer", "news editor"],
        people=[("Bridget Halloran", "f"), ("Dev Mistry", "m"), ("Yvonne Carrick", "f"),
                ("Tobias Grell", "m"), ("Ama Boateng", "f"), ("Rhys Penhale", "m")],
    ),
    dict(
        key="seed bank", org="Northmere Seed Bank", town="Northmere", short="the seed bank", board="board",
        staff="technicians", staff_sing="technician", staff_n=(20, 60),
        outv="banked", outn="seed samples", out_k=(5, 30),
        partner="Fenwick Botanic Collection", partner_desc="a small herbarium in Fenwick",
        vendor="Strata Lab Systems", vendor_parent="Polder Scientific", system="sample-tracking database",
        rival="Eastfold Seed Vault", rival2="Corrig Plant Genebank",
        award="European Conservation Awards", award_cat="Seed Collection of the Year",
        asset="cold vault", assets="cold vaults", anames=["Vault Linden", "Vault Rowan", "Vault Sorrel"],
        made="built",
        repair_obj="the main drying room",
        proposal="an expedition to collect alpine seed in the Carpathians",
        cost_item="electricity", cut_past="cut public tours to one a month",
        cut_inf="cut public tours to one a month",
        facility="a germination laboratory at Northmere", facility2="a satellite seed store at Fenwick",
        funder="the Botanic Heritage Fund", regulator="the Plant Health Agency",
        licence="plant health licence",
        alleg="let the temperature in one vault rise above safe levels for weeks",
        incident="the failure of a freezer in Vault Rowan",
        event="Northmere Open Day", depot="the Fenwick outreach office", site2="the sample reception room",
        subscribers="adopt-a-seed sponsors", subs_k=(1, 8),
        price_item="adopt-a-seed sponsorship", price=(25, 50, 1.0),
        thing="sample-sharing scheme", insp="cold-chain audit", insp_assets="freezers",
        roles=["director", "head of conservation", "finance manager", "laboratory manager", "outreach officer"],
        people=[("Ingrid Haldane", "f"), ("Samuel Okoro", "m"), ("Lotte Verhaar", "f"),
                ("Hugh Penrose", "m"), ("Meera Joshi", "f"), ("Piotr Nowicki", "m")],
    ),
    dict(
        key="bakery cooperative", org="Wheatsheaf Bakers' Cooperative", town="Hadley", short="the cooperative", board="board",
        staff="member-bakers", staff_sing="member-baker", staff_n=(20, 60),
        outv="sold", outn="loaves", out_k=(40, 150),
        partner="Millstone Flour", partner_desc="a stone-ground flour mill outside Hadley",
        vendor="OvenLogic", vendor_parent="Brenner Foodtech", system="order-tracking app",
        rival="Hadley Loaf Company", rival2="Crumb & Co",
        award="Great Northern Bread Awards", award_cat="Best Sourdough",
        asset="oven", assets="ovens", anames=["the Rowan oven", "the Hazel oven", "the Elder oven"],
        made="installed",
        repair_obj="the bakehouse floor",
        proposal="the opening of a Sunday market stall",
        cost_item="flour", cut_past="stopped its Monday delivery round",
        cut_inf="stop its Monday delivery round",
        facility="a second bakehouse in Hadley", facility2="a cookery school above the shop",
        funder="the Cooperative Growth Fund", regulator="the Food Standards Unit",
        licence="hygiene certificate",
        alleg="sold bread made with non-organic flour as organic",
        incident="the recall of a batch of seeded loaves",
        event="Hadley Bread Festival", depot="the Mill Lane shop", site2="the main bakehouse",
        subscribers="bread-box subscribers", subs_k=(1, 6),
        price_item="large sourdough loaf", price=(3, 6, 0.1),
        thing="delivery schedule", insp="hygiene inspection", insp_assets="dough mixers",
        roles=["general manager", "head baker", "treasurer", "production manager", "secretary"],
        people=[("Agnes Whitlow", "f"), ("Tomasz Zielinski", "m"), ("Rosa Delgado", "f"),
                ("Frank Oyelaran", "m"), ("Bethan Price", "f"), ("Leon Marsh", "m")],
    ),
    dict(
        key="tram network", org="Brightwell Tramways", town="Brightwell", short="the company", board="board",
        staff="drivers", staff_sing="driver", staff_n=(60, 240),
        outv="carried", outn="passengers", out_k=(60, 300),
        partner="Lowgate Signalling", partner_desc="a small signalling contractor",
        vendor="FareLink Digital", vendor_parent="Castell Systems", system="ticketing app",
        rival="Ferrybridge Light Rail", rival2="Outwood Trams",
        award="Urban Transport Awards", award_cat="Light Rail Operator of the Year",
        asset="tram", assets="trams", anames=["Tram 101", "Tram 114", "Tram 122"], made="built",
        repair_obj="the Canal Street viaduct",
        proposal="an extension of the line to Hollins Park",
        cost_item="electricity", cut_past="cut late-evening services to one every twenty minutes",
        cut_inf="cut late-evening services to one every twenty minutes",
        facility="a new stop at Hollins Park", facility2="a park-and-ride site at Denby",
        funder="the City Transport Fund", regulator="the Office of Rail Safety",
        licence="safety certificate",
        alleg="ran trams with faulty brakes", incident="the derailment at Mill Junction",
        event="Brightwell Lantern Parade", depot="the Denby depot", site2="the Canal Street stop",
        subscribers="annual pass holders", subs_k=(3, 20),
        price_item="single adult ticket", price=(2, 4, 0.1),
        thing="timetable", insp="accessibility audit", insp_assets="tram stops",
        roles=["managing director", "operations director", "finance director", "head of safety",
               "engineering manager"],
        people=[("Gwen Aldous", "f"), ("Patrick Moody", "m"), ("Sunita Rao", "f"),
                ("Victor Hale", "m"), ("Olwen Barry", "f"), ("Kenji Ward", "m")],
    ),
    dict(
        key="zoo", org="Fernhollow Zoo", town="Fernhollow", short="the zoo", board="board",
        staff="keepers", staff_sing="keeper", staff_n=(20, 80),
        outv="welcomed", outn="visitors", out_k=(50, 250),
        partner="Brackenridge Bird Garden", partner_desc="a small bird park ten miles away",
        vendor="Gatewise", vendor_parent="Tavistock Leisure Systems", system="ticketing website",
        rival="Oakmere Wildlife Park", rival2="Hallam Safari Park",
        award="Visitor Attraction Awards", award_cat="Family Attraction of the Year",
        asset="enclosure", assets="enclosures", anames=["the Okapi House", "the Lemur Walk", "Otter Creek"],
        made="opened",
        repair_obj="the reptile house roof",
        proposal="the import of a pair of snow leopards",
        cost_item="heating", cut_past="shortened its winter opening hours",
        cut_inf="shorten its winter opening hours",
        facility="a new tropical house", facility2="a hornbill aviary",
        funder="the Wildlife Heritage Fund", regulator="the Zoo Licensing Inspectorate",
        licence="zoo licence",
        alleg="kept animals in undersized pens", incident="the escape of two red pandas",
        event="Fernhollow Summer Late", depot="the children's farm", site2="the penguin pool",
        subscribers="annual members", subs_k=(3, 20),
        price_item="adult day ticket", price=(12, 22, 0.5),
        thing="keeper-talk programme", insp="licence inspection", insp_assets="animal houses",
        roles=["director", "head of animal care", "finance director", "curator", "education manager"],
        people=[("Daphne Kerrigan", "f"), ("Emeka Obi", "m"), ("Hanna Lindqvist", "f"),
                ("Stuart Beale", "m"), ("Lucia Ferraro", "f"), ("Gareth Pryce", "m")],
    ),
    dict(
        key="chess federation", org="Marrow Valley Chess Federation", town="Marrow", short="the federation", board="council",
        staff="arbiters", staff_sing="arbiter", staff_n=(20, 60),
        outv="registered", outn="rated players", out_k=(2, 9),
        partner="Pelling Junior Chess League", partner_desc="a youth league in Pelling",
        vendor="RatingDesk", vendor_parent="Quadrant Sports Software", system="online rating portal",
        rival="Dunsford Chess Union", rival2="Coldbrook Chess Association",
        award="National Chess Awards", award_cat="Federation of the Year",
        asset="affiliated club", assets="affiliated clubs",
        anames=["Oakhurst Chess Club", "Pelling Knights", "Hobb's End Rooks"], made="founded",
        repair_obj="the federation's archive room",
        proposal="a rise in the annual membership fee",
        cost_item="venue hire", cut_past="cut the number of rated weekend congresses from six to four",
        cut_inf="cut the number of rated weekend congresses from six to four",
        facility="a permanent chess centre in Marrow", facility2="a coaching academy for girls",
        funder="the Mind Sports Trust", regulator="the National Sports Council",
        licence="governing-body recognition",
        alleg="altered the ratings of several junior players", incident="the disputed result at the Marrow Open",
        event="Marrow Open", depot="the Pelling coaching office", site2="the Marrow playing hall",
        subscribers="junior members", subs_k=(1, 4),
        price_item="adult membership fee", price=(15, 40, 1.0),
        thing="tie-break system", insp="safeguarding audit", insp_assets="tournament venues",
        roles=["president", "general secretary", "treasurer", "chief arbiter", "junior director"],
        people=[("Irena Kovac", "f"), ("Bernard Ashe", "m"), ("Tamsin Hale", "f"),
                ("Olu Adebayo", "m"), ("Vera Stroud", "f"), ("Desmond Kyle", "m")],
    ),
    dict(
        key="printing works", org="Corvell Printing Works", town="Corvell", short="the works", board="board",
        staff="press operators", staff_sing="press operator", staff_n=(20, 80),
        outv="completed", outn="print orders", out_k=(4, 20),
        partner="Lantern Bindery", partner_desc="a hand-bookbinding firm in Corvell",
        vendor="Presscue Software", vendor_parent="Halden Graphics Group", system="job-scheduling system",
        rival="Tallis Print", rival2="Ferrand & Sons",
        award="Print Industry Awards", award_cat="Small Printer of the Year",
        asset="press", assets="presses", anames=["the Kestrel press", "the Merlin press", "the Osprey press"],
        made="installed",
        repair_obj="the warehouse loading bay",
        proposal="the purchase of a second digital press",
        cost_item="paper", cut_past="stopped taking orders of fewer than fifty copies",
        cut_inf="stop taking orders of fewer than fifty copies",
        facility="a new finishing hall", facility2="a print shop on Corvell High Street",
        funder="the Creative Industries Fund", regulator="the Environmental Permits Office",
        licence="environmental permit",
        alleg="dumped waste ink into the River Corve", incident="the misprinted run of election leaflets",
        event="Corvell Book Fair", depot="the Tallow Lane warehouse", site2="the bindery floor",
        subscribers="account customers", subs_k=(1, 4),
        price_item="standard 500-leaflet run", price=(60, 120, 1.0),
        thing="night-shift pattern", insp="machine safety inspection", insp_assets="guillotines",
        roles=["managing director", "production manager", "finance director", "health and safety lead",
               "sales manager"],
        people=[("Cressida Fane", "f"), ("Joe Mallinson", "m"), ("Aisha Rahman", "f"),
                ("Conrad Webb", "m"), ("Maeve Gilroy", "f"), ("Ivor Dancy", "m")],
    ),
]
