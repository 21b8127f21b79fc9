"""Word lists for the rules judge: stopwords, cues (negation, modal force, qualifiers), units, dates.

Everything here is plain data (frozensets and dicts) so lookups are O(1) and the lists can be
read and reviewed on their own. Words are lowercase surface forms unless said otherwise.
"""

from __future__ import annotations

# fmt: off


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- function words: never content -----------------------------------------------------------------
STOPWORDS: frozenset[str] = _words(
    """
    a an the this that these those there here it its it's itself they them their theirs themselves he according
    him his himself she her hers herself we us our ours ourselves you your yours yourself i me my mine
    myself one one's who whom whose which what whatever whichever when where why how be am is are was
    were been being have has had having do does did doing done get gets got and or but nor if then else
    so than too very just also only even still yet already again of in on at by for with within without
    from to into onto upon out over under about above below across after before since until till between
    among through throughout during against toward towards around via per upon off up down near along
    beside besides beyond despite unlike like as such same other another each every all any some both
    either neither few many much more most less least fewer several various own not no never none n't
    cannot may might can could must shall should will would ought usually often typically generally
    normally frequently commonly sometimes occasionally rarely seldom always mostly possibly perhaps
    probably likely required require requires mandatory optional optionally allowed permitted
    recommended approximately roughly nearly almost circa exactly exceeding least whether while whereas
    although though because since unless however therefore thus hence e.g i.e etc vs thanks thank please
    hello hi okay ok sure certainly glad welcome
    """
)

# Words that alone make a sentence "content-free" (pleasantries, framing): a claim made only of
# stopwords and these has nothing to check and is labelled not_applicable. Compared on stems.
DISCOURSE: frozenset[str] = _words(
    """
    thank ask found find help hope question great let know follow summary summariz summar answer
    information info look see note happy feel free reach anything something else search result detail
    share provid tell explain below above good hop glad need want contact assist assistance further
    clarification clarify elaborate hesitat wish enjoy luck understand worry regard sincerely cheer
    day nice best great
    """
)

# --- negation ----------------------------------------------------------------------------------------
NEGATION: frozenset[str] = frozenset({"not", "no", "never", "without", "none", "nor", "cannot", "neither"})

# "no more than 30", "not only": these negation words do not negate the statement.
NEGATION_NEUTRAL_NEXT: frozenset[str] = frozenset(
    {"more", "less", "fewer", "later", "earlier", "longer", "greater", "sooner", "only", "just"}
)

# --- modal force --------------------------------------------------------------------------------------
# rank: higher = stronger. A claim is contradicted when its force is stronger than the evidence's
# (claim "must" vs evidence "may"); a weaker claim ("may" vs "must") is not.
MODAL: dict[str, tuple[int, str]] = {
    **{w: (4, "obligation") for w in ("must", "shall", "required", "require", "requires",
                                      "mandatory", "always", "obligatory")},
    **{w: (3, "recommendation") for w in ("should", "recommended", "ought", "advised", "encouraged")},
    **{w: (3, "frequency") for w in ("usually", "typically", "generally", "normally", "often",
                                     "frequently", "commonly", "mostly")},
    **{w: (2, "occasional") for w in ("sometimes", "occasionally", "rarely", "seldom")},
    **{w: (1, "possibility") for w in ("may", "might", "can", "could", "optional", "optionally",
                                       "possibly", "perhaps", "allowed", "permitted")},
}

# --- numbers -----------------------------------------------------------------------------------------
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
NUMBER_WORDS: dict[str, int] = {w: i for i, w in enumerate(_ONES)}
NUMBER_WORDS.update({w: 20 + 10 * i for i, w in enumerate(_TENS)})
TENS_WORDS: frozenset[str] = frozenset(_TENS)
SMALL_COUNTS: tuple[str, ...] = tuple(_ONES[2:13])
"""The counts "two" to "twelve" as words: how a text says how many units or rivals there are ("four branches")."""
PERIOD_UNITS: frozenset[str] = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
"""Units (as `CTok.units` holds them) that make a figure a span of time ("twelve months", "11 years' experience"),
not a count."""
# "one" is too often a pronoun ("one of the"): it is a number only right before a unit.
WEAK_NUMBER_WORDS: frozenset[str] = frozenset({"one"})

# Unit words (surface form -> normal form). A unit word is a *unit* only right after a number
# ("30 days"); elsewhere it is an ordinary content word with the same normal form.
UNITS: dict[str, str] = {}
for _norm, _forms in {
    "second": "second seconds sec secs s",
    "minute": "minute minutes min mins",
    "hour": "hour hours hr hrs h",
    "day": "day days",
    "week": "week weeks wk wks",
    "month": "month months mo mos",
    "year": "year years yr yrs",
    "decade": "decade decades",
    "century": "century centuries",
    "business_day": "",
    "percent": "% percent pct percentage",
    "percentage_point": "",
    "usd": "$ usd dollar dollars",
    "eur": "€ eur euro euros",
    "pound": "£ gbp lb lbs pound pounds",  # one word names a price and a weight: "£48" is "48 pounds" (audit 39 W41)
    "jpy": "¥ jpy yen",
    "hundred": "hundred hundreds",
    "thousand": "thousand thousands k",
    "million": "million millions m mn",
    "billion": "billion billions bn b",
    "trillion": "trillion trillions",
    "kg": "kg kgs kilogram kilograms kilo kilos",
    "g": "g gram grams",
    "mg": "mg milligram milligrams",
    "oz": "oz ounce ounces",
    "ton": "ton tons tonne tonnes t",  # "24 t of flour" (probe 41)
    "km": "km kilometer kilometers kilometre kilometres",
    "meter": "meter meters metre metres",
    "cm": "cm centimeter centimeters centimetre centimetres",
    "mm": "mm millimeter millimeters millimetre millimetres",
    "mile": "mile miles mi",
    "foot": "foot feet ft",
    "inch": "inch inches in",
    "liter": "l liter liters litre litres",
    "ml": "ml milliliter milliliters millilitre millilitres",
    "gallon": "gallon gallons gal",
    "kb": "kb kilobyte kilobytes",
    "mb": "mb megabyte megabytes",
    "gb": "gb gigabyte gigabytes",
    "tb": "tb terabyte terabytes",
    "hz": "hz hertz",
    "khz": "khz",
    "mhz": "mhz",
    "ghz": "ghz",
    "watt": "w watt watts",
    "kw": "kw kilowatt kilowatts",
    "kwh": "kwh",
    "volt": "v volt volts",
    "degree": "° degree degrees",
    "time": "times x",
}.items():
    for _form in _forms.split():
        UNITS[_form] = _norm
# Abbreviations that are units only when glued to a number ("5m", "10s", "3in").
GLUED_ONLY_UNITS: frozenset[str] = frozenset({"s", "m", "b", "k", "h", "in", "x", "mo", "mos", "l", "w", "v"})
# ("247 mi" is miles spaced too: probe 41's "247 mi" for "247 kilometres" read "mi" as a word)

# Number qualifiers: a claim "at least 30" is consistent with evidence "60". Phrases are read
# backwards from the number (the word right before it is last). Kinds: ge gt le lt approx.
QUALIFIERS_BEFORE: dict[tuple[str, ...], str] = {
    ("no", "more", "than"): "le",
    ("no", "less", "than"): "ge",
    ("no", "fewer", "than"): "ge",
    ("no", "later", "than"): "le",
    ("no", "earlier", "than"): "ge",
    ("in", "excess", "of"): "gt",
    ("at", "least"): "ge",
    ("at", "most"): "le",
    ("more", "than"): "gt",
    ("greater", "than"): "gt",
    ("less", "than"): "lt",
    ("fewer", "than"): "lt",
    ("up", "to"): "le",
    ("over",): "gt",
    ("above",): "gt",
    ("exceeding",): "gt",
    ("under",): "lt",
    ("below",): "lt",
    ("within",): "le",
    ("before",): "lt",
    ("after",): "gt",
    ("since",): "ge",
    ("until",): "le",
    ("till",): "le",
    ("by",): "le",
    ("minimum",): "ge",
    ("maximum",): "le",
    ("about",): "approx",
    ("approximately",): "approx",
    ("around",): "approx",
    ("roughly",): "approx",
    ("nearly",): "approx",
    ("almost",): "approx",
    ("circa",): "approx",
    ("some",): "approx",
    ("~",): "approx",
}
QUALIFIERS_AFTER: dict[tuple[str, str], str] = {
    ("or", "more"): "ge",
    ("or", "longer"): "ge",
    ("or", "later"): "ge",
    ("or", "above"): "ge",
    ("or", "less"): "le",
    ("or", "fewer"): "le",
    ("or", "earlier"): "le",
    ("or", "below"): "le",
    ("or", "older"): "ge",
    ("or", "over"): "ge",
    ("or", "younger"): "le",
    ("or", "under"): "le",
    ("and", "above"): "ge",
    ("and", "over"): "ge",
    ("and", "older"): "ge",
    ("and", "below"): "le",
    ("and", "under"): "le",
    ("at", "most"): "le",  # "£40,000 at most" (probe 46)
    ("at", "least"): "ge",
}

# --- dates -------------------------------------------------------------------------------------------
MONTHS: dict[str, str] = {}
for _i, _m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"]
):
    MONTHS[_m] = _m
    MONTHS[_m[:3]] = _m
MONTHS["sept"] = "september"
WEEKDAYS: dict[str, str] = {}
for _d in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]:
    WEEKDAYS[_d] = _d
    WEEKDAYS[_d[:3]] = _d

# A month before one of these names an event ("the 3rd June Open"): an ordinal before it is a rank, not a day.
EVENT_WORDS: frozenset[str] = frozenset(
    {"open", "day", "days", "cup", "parade", "festival", "fair", "show", "race", "games", "championship",
     "championships", "classic", "marathon", "concert", "gala", "match", "final", "finals", "derby", "rally",
     "trophy", "prize", "award", "awards", "meeting", "congress", "summit", "edition", "issue", "session"}
)

# Possessive determiners: an ordinal after one is a rank ("her 3rd June Open"), not a day.
POSSESSIVES: frozenset[str] = frozenset({"her", "his", "its", "their", "our", "my", "your"})

# Abbreviations whose trailing period does not end a sentence.
ABBREVIATIONS: frozenset[str] = frozenset(
    {"mr", "mrs", "ms", "dr", "prof", "st", "vs", "inc", "ltd", "co", "corp", "jr", "sr", "fig", "approx",
     "dept", "mt", "vol", "pp"}
)

# Irregular verb forms mapped to their base (applied before suffix stripping).
IRREGULAR: dict[str, str] = {
    "held": "hold", "made": "make", "took": "take", "taken": "take", "gave": "give", "given": "give",
    "sold": "sell", "bought": "buy", "won": "win", "began": "begin", "begun": "begin", "wrote": "write",
    "written": "write", "led": "lead", "built": "build", "paid": "pay", "went": "go", "gone": "go",
    "came": "come", "became": "become", "ran": "run", "saw": "see", "seen": "see", "knew": "know",
    "known": "know", "left": "leave", "lost": "lose", "met": "meet", "sent": "send", "spent": "spend",
    "told": "tell", "thought": "think", "brought": "bring", "taught": "teach", "kept": "keep",
    "grew": "grow", "grown": "grow", "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall",
    "chose": "choose", "chosen": "choose", "drove": "drive", "driven": "drive", "spoke": "speak",
    "spoken": "speak", "stood": "stand", "struck": "strike", "fed": "feed", "won't": "will", "children": "child",
    "men": "man", "women": "woman", "people": "person", "feet": "foot", "mice": "mouse", "data": "data",
}

# Stopwords that open a new clause: a negation/modal cue scopes over its own clause only.
CLAUSE_WORDS: frozenset[str] = frozenset(
    {"but", "although", "though", "while", "whereas", "however", "except", "unless", "yet", "which", "who"}
)
# fmt: on


# Relations whose opposite between the same things is a contradiction ("rejected" where the evidence says
# "approved"), not a missing word: decisions, permissions, directions of change and states. Each pair works
# both ways and in every inflection (the judge compares stems). Converse pairs are left out on purpose: "A
# sold it to B" and "B bought it from A" (also lend/borrow, win/lose, higher/lower, import/export) state the
# same fact with the parties swapped; so are events that can both happen (hire/fire, add/remove).
OPPOSITE_PAIRS: tuple[tuple[str, str], ...] = (
    ("approve", "reject"), ("approve", "deny"), ("approve", "refuse"), ("approve", "decline"),
    ("approve", "veto"), ("accept", "reject"), ("accept", "refuse"), ("accept", "decline"),
    ("allow", "forbid"), ("allow", "prohibit"), ("allow", "ban"), ("allow", "disallow"),
    ("permit", "forbid"), ("permit", "prohibit"), ("permit", "ban"), ("permitted", "prohibited"),
    ("grant", "deny"), ("grant", "refuse"), ("include", "exclude"), ("increase", "decrease"),
    ("increase", "reduce"), ("increase", "cut"), ("rise", "fall"), ("raise", "lower"),
    ("enable", "disable"), ("confirm", "deny"), ("profit", "loss"),
    ("mandatory", "optional"), ("required", "optional"), ("legal", "illegal"), ("valid", "invalid"),
    ("eligible", "ineligible"), ("lawful", "unlawful"), ("true", "false"), ("present", "absent"),
    ("support", "oppose"), ("agree", "disagree"), ("guilty", "innocent"), ("uphold", "overturn"), ("uphold", "dismiss"), ("upheld", "dismissed"),
    ("upheld", "overturned"), ("expand", "shrink"), ("maximum", "minimum"), ("highest", "lowest"),
    ("earliest", "latest"), ("internal", "external"), ("public", "private"), ("positive", "negative"),
    ("encrypted", "unencrypted"), ("compliant", "noncompliant"), ("covered", "uncovered"),
    ("insured", "uninsured"), ("authorized", "unauthorized"), ("authorised", "unauthorised"),
    ("available", "unavailable"), ("active", "inactive"),
    # irregular forms the light stemmer leaves apart
    ("allow", "forbidden"), ("permit", "forbidden"), ("allow", "forbade"), ("permit", "forbade"),
    ("rose", "fell"), ("risen", "fallen"),
)

SYMMETRIC_ROLES = frozenset(["brother", "sister", "sibling", "siblings", "cousin", "twin", "spouse", "husband",
                              "wife", "partner", "friend", "colleague", "rival", "teammate", "neighbor",
                              "neighbour", "classmate", "contemporary", "peer", "counterpart", "ally", "roommate",
                              "bandmate", "associate", "equal", "relative", "namesake", "fiancé", "fiancée",
                              "lover", "opponent", "co", "competitor", "competitors", "coauthor", "collaborator",
                              "collaborators", "affiliate", "affiliates", "compatriot", "mate", "companion",
                              "comrade", "acquaintance", "adversary", "enemy", "foe", "correspondent", "cofounder",
                              "peers", "partners", "rivals", "allies", "opponents", "neighbours", "neighbors"])
"""Roles that hold both ways round: "A is B's teammate" is "B is A's teammate" ("co" of "co-star": the
hyphen splits it into words)."""

ARTICLES: frozenset[str] = frozenset({"the", "a", "an"})
FINITE_AUXILIARIES: frozenset[str] = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "had", "will",
                                               "would", "can", "could", "did", "does", "do", "may", "might", "must",
                                               "should"})
"""Words that give a clause a verb of its own ("and the drawing was bought", "..., and were motivated by")."""
CLAUSE_OPENERS: frozenset[str] = frozenset({",", ";", ":", "and", "but", "while", "whereas"})
"""Words after which a clause (and its subject) begins ("..., and the orchard yard the least")."""
BE_FORMS: frozenset[str] = frozenset({"is", "are", "was", "were", "be", "been", "being"})
"""The forms of "be" a passive ("was launched") or a state ("is owned") opens with."""
# Words that end the clause a value stands in, for the value checks ("opens at 6 and closes at 9"); unlike
# CLAUSE_WORDS, a relative "which" or "who" does not end it ("the orchard, which has 300 trees, sold 120").
VALUE_CLAUSE_BREAKS: frozenset[str] = frozenset({"and", "but", "or", "while", "whereas"})
