from lib import Domain
NA = "reject|escalate"
ABST = "The provided sources do not specify this."

# ---------------- 4. seed bank ----------------
d = Domain("seed", "SEED")
d.src("vault-v4", [
 ("s1", "The vault stores seed samples at minus 18 degrees Celsius."),
 ("s2", "Accession SB-2231 is a landrace of barley from Gotland."),
 ("s3", "Accession SB-2231 germinated at a rate of 92 percent in the 2024 test."),
 ("s4", "Curator Henrik Lund receives deposits from partner gene banks."),
 ("s5", "Wild relatives of wheat are regenerated every ten years."),
 ("s6", "The seed bank shipped duplicates to the Arctic vault until 2021."),
 ("s7", "Dr Paula Ennis said drought-tolerant lentils are the most requested accessions."),
 ("s8", "A cryopreservation wing has been approved by the trustees."),
 ("s9", "Samples are dried to 5 percent moisture before sealing."),
 ("s10", "Researchers at member institutes may request up to 50 seeds per accession."),
 ("s11", "The Nordic Crop Trust funds the seed bank."),
 ("s12", "Henrik Lund succeeded Ada Varga as curator."),
 ("s13", "Rye accessions outnumber oat accessions in the vault."),
 ("s14", "The Gotland barley has never been distributed outside Sweden."),
], observed="2025-04-01", eff_from="2025-01-01", title="Vault catalogue")
d.src("vault-v2", [("so1", "The vault stores seed samples at minus 20 degrees Celsius.")], status="superseded",
      observed="2022-04-01", eff_from="2019-01-01", eff_to="2025-01-01", title="Vault catalogue 2019", source_id="vault")
d.src("audit-v1", [("sx1", "Accession SB-2231 germinated at a rate of 88 percent in the 2024 test.")],
      observed="2025-05-01", title="External audit")
d.src("permits-v1", [("sp1", "The vault door combination is held by two staff members.")], readers=["curators"],
      observed="2025-01-20", title="Security permits")
d.src("vault-v0", [("sv0", "Wild relatives of wheat are regenerated every ten years.")], status="invalidated",
      observed="2024-01-01", title="Withdrawn draft")

d.pair("01", "The vault stores seed samples at minus 18 degrees Celsius.", "minus 18", "s1",
       "The vault stores seed samples at plus 18 degrees Celsius [@s1].", "reject", False,
       "Seed samples are kept in the vault at minus 18 degrees Celsius [@s1].", "§3.4", "sign changed", "passive")
d.pair("02", "Accession SB-2231 germinated at a rate of 92 percent in the 2024 test.", "92 percent", "s3",
       "Accession SB-2231 germinated at a rate of 92 percent in the 2023 test [@s3].", "reject", False,
       "In the 2024 test, accession SB-2231 germinated at a rate of 92 percent [@s3].", "§3.4", "other year", "reordered")
d.pair("03", "The Gotland barley landrace germinated at a rate of 92 percent in the 2024 test.", "92 percent", "s2+s3",
       "The Gotland barley landrace germinated at a rate of 92 percent in the 2024 test [@s3].", "revise_citations", True,
       "The Gotland barley landrace germinated at a rate of 92 percent in the 2024 test [@s2][@s3].", "§3.6",
       "missing hop s2", "both hops")
d.pair("04", "Curator Henrik Lund receives deposits from partner gene banks.", "Henrik Lund", "s4",
       "Curator Henrik Lund sends deposits to partner gene banks [@s4].", "reject", False,
       "Deposits from partner gene banks are received by curator Henrik Lund [@s4].", "§3.4",
       "direction swapped (receives/sends)", "passive")
d.pair("05", "Wild relatives of wheat are regenerated every ten years.", "every ten years", "s5",
       "Wild relatives of wheat are regenerated every five years [@s5].", "reject", False,
       "Every ten years, wild relatives of wheat are regenerated [@s5].", "§3.4", "other interval", "reordered")
d.pair("06", "The seed bank shipped duplicates to the Arctic vault until 2021.", "2021", "s6",
       "The seed bank still ships duplicates to the Arctic vault [@s6].", NA, False,
       "Until 2021, duplicates were shipped to the Arctic vault by the seed bank [@s6].", "§3.4",
       "ended state as current", "passive")
d.pair("07", "Dr Paula Ennis said drought-tolerant lentils are the most requested accessions.", "drought-tolerant lentils", "s7",
       "Drought-tolerant lentils are the most requested accessions [@s7].", NA, None,
       "According to Dr Paula Ennis, drought-tolerant lentils are the most requested accessions [@s7].", "§3.7",
       "attribution dropped", "according to")
d.pair("08", "A cryopreservation wing has been approved by the trustees.", "approved", "s8",
       "The trustees have completed a cryopreservation wing [@s8].", NA, False,
       "The trustees have approved a cryopreservation wing [@s8].", "§3.4", "approved vs completed", "active voice")
d.pair("09", "Samples are dried to 5 percent moisture before sealing.", "5 percent", "s9",
       "Samples are dried to 5 percent moisture after sealing [@s9].", "reject", False,
       "Before sealing, samples are dried to 5 percent moisture [@s9].", "§3.4", "before->after", "reordered")
d.pair("10", "Researchers at member institutes may request up to 50 seeds per accession.", "50 seeds", "s10",
       "All researchers may request up to 50 seeds per accession [@s10].", NA, None,
       "Researchers at member institutes can ask for up to 50 seeds per accession [@s10].", "§3.7",
       "modifier dropped (member institutes)", "synonym")
d.pair("11", "Researchers at member institutes may request up to 50 seeds per accession.", ["50 seeds", "fifty seeds"], "s10",
       "Researchers at member institutes must request 50 seeds per accession [@s10].", "reject", False,
       "Up to fifty seeds per accession may be requested by researchers at member institutes [@s10].", "§3.4",
       "may->must, range end", "passive, number in words")
d.pair("12", "Henrik Lund succeeded Ada Varga as curator.", "Henrik Lund", "s12",
       "Ada Varga succeeded Henrik Lund as curator [@s12].", "reject", False,
       "Ada Varga was succeeded as curator by Henrik Lund [@s12].", "§3.4", "succession swapped", "passive")
d.pair("13", "Rye accessions outnumber oat accessions in the vault.", "Rye", "s13",
       "Oat accessions outnumber rye accessions in the vault [@s13].", "reject", False,
       "In the vault, rye accessions outnumber oat accessions [@s13].", "§3.4", "comparison swapped", "reordered")
d.pair("14", "The Gotland barley has never been distributed outside Sweden.", "never", "s14",
       "The Gotland barley has been distributed outside Sweden [@s14].", "reject", False,
       "The Gotland barley has never been distributed beyond Sweden [@s14].", "§3.4", "negation dropped", "synonym")
d.pair("15", "The vault stores seed samples at minus 18 degrees Celsius.", "minus 18", "s1",
       "The vault stores seed samples at minus 20 degrees Celsius [@so1].", "reject", False,
       "The vault stores seed samples at minus 18 degrees Celsius [@s1].", "§1/§5 freshness", "superseded", "current")
d.pair("16", "Wild relatives of wheat are regenerated every ten years.", "every ten years", "s5",
       "Wild relatives of wheat are regenerated every ten years [@sv0].", "revise_citations", True,
       "Wild relatives of wheat are regenerated every ten years [@s5].", "§1 invalidated", "cites invalidated version",
       "current")
d.pair("17", "The catalogue says accession SB-2231 germinated at a rate of 92 percent in the 2024 test, while the external audit says 88 percent.",
       "92 percent", "s3+sx1",
       "Accession SB-2231 germinated at a rate of 88 percent in the 2024 test [@sx1].", "revise_citations|reject", None,
       "The catalogue says accession SB-2231 germinated at a rate of 92 percent in the 2024 test [@s3], while the external audit says 88 percent [@sx1].",
       "§3.9", "conflict hidden (other side)", "both sides", behavior="mention_conflict")
d.pair("18", "The vault door combination is held by two staff members.", "two staff members", "sp1",
       "The vault door combination is held by two staff members [@sp1].", "reject", None,
       ABST, "§3.0/§4", "blocked answered", "abstains", reader="public", rexp="abstain",
       ropts={"abstained": True, "pick": "omit"})
d.pair("19", "Samples are dried to 5 percent moisture before sealing.", "5 percent", "s9",
       "Samples are dried to 5 percent moisture before sealing [@s9|dried to 3 percent moisture].", "revise_citations|reject", True,
       "Samples are dried to 5 percent moisture before sealing [@s9|dried to 5 percent moisture].", "§3.2",
       "unfaithful quote", "faithful")
d.pair("20", "The Nordic Crop Trust funds the seed bank.", "Nordic Crop Trust", "s11",
       "The Nordic Crop Trust funds the seed bank [@!][@!].", "revise_citations", True,
       "The seed bank is funded by the Nordic Crop Trust [@s11].", "§3.1", "two unresolvable markers", "passive")
d.pair("21", "Curator Henrik Lund receives deposits from partner gene banks.", "Henrik Lund", "s4",
       "Ada Varga was curator before Henrik Lund [@s12]. She receives deposits from partner gene banks [@s4].", NA, None,
       "Henrik Lund succeeded Ada Varga as curator [@s12]. Henrik Lund receives deposits from partner gene banks [@s4].",
       "§3.4 coreference", "'She' = Ada Varga", "named", popts={"pick": 1}, ropts={"pick": 1})
d.case("22f", "The catalogue does not state the number of accessions.", [], "",
       "The vault holds 50 accessions [@s10].", "reject", None, "§4", "unanswerable, fabricated", answerable=False, pick=0)
d.case("22r", "The catalogue does not state the number of accessions.", [], "",
       ABST, "abstain", None, "§4", "unanswerable abstained", answerable=False, abstained=True, pick="omit")
d.pair("23", "The seed bank shipped duplicates to the Arctic vault until 2021.", "2021", "s6",
       "The seed bank shipped duplicates to the Arctic vault until 2024 [@s6].", "reject", False,
       "The seed bank sent duplicates to the Arctic vault until 2021 [@s6].", "§3.4", "other year", "synonym")

# ---------------- 5. river ferry cooperative ----------------
d = Domain("ferry", "FERRY")
d.src("timetable-v6", [
 ("f1", "The first crossing leaves Kells landing at 6:40 am."),
 ("f2", "A single adult fare costs 3 euros 20."),
 ("f3", "Bicycles travel free on weekday crossings."),
 ("f4", "The ferry Marigold serves the Kells route."),
 ("f5", "The Kells route is staffed by boatman Tomas Ruane."),
 ("f6", "Crossings are suspended when the river gauge exceeds 4 metres."),
 ("f7", "The cooperative ran a night crossing until 2017."),
 ("f8", "The harbour master said the new pontoon is the safest on the river."),
 ("f9", "A second vessel may be leased next spring."),
 ("f10", "The cooperative borrows its spare engine from Dunmore Marine."),
 ("f11", "The Marigold carries up to 60 passengers."),
 ("f12", "Members of the cooperative receive a 20 percent discount on season tickets."),
 ("f13", "The ferry does not carry lorries."),
 ("f14", "The crossing takes eight minutes."),
], observed="2025-06-01", eff_from="2025-03-01", title="Summer timetable")
d.src("timetable-v5", [("fo1", "A single adult fare costs 2 euros 80.")], status="superseded", observed="2024-06-01",
      eff_from="2024-03-01", eff_to="2025-03-01", title="Summer timetable 2024", source_id="timetable")
d.src("notice-v1", [("fn1", "The first crossing leaves Kells landing at 7:10 am.")], observed="2025-06-10",
      title="Landing notice")
d.src("crew-v1", [("fc1", "Boatmen are paid 19 euros per hour.")], readers=["crew"], observed="2025-05-01",
      title="Crew agreement")

d.pair("01", "The first crossing leaves Kells landing at 6:40 am.", "6:40 am", "f1",
       "The first crossing leaves Kells landing at 6:40 pm [@f1].", "reject", False,
       "The earliest crossing departs from Kells landing at 6:40 am [@f1].", "§3.4", "am->pm", "synonyms")
d.pair("02", "A single adult fare costs 3 euros 20.", "3 euros 20", "f2",
       "A return adult fare costs 3 euros 20 [@f2].", "reject", False,
       "An adult single fare costs 3 euros 20 [@f2].", "§3.4", "single->return", "reordered")
d.pair("03", "Bicycles travel free on weekday crossings.", "free", "f3",
       "Bicycles travel free on all crossings [@f3].", NA, None,
       "On weekday crossings, bicycles travel free [@f3].", "§3.7", "weekday->all", "reordered")
d.pair("04", "The ferry Marigold is staffed by boatman Tomas Ruane.", "Tomas Ruane", "f4+f5",
       "The ferry Marigold is staffed by boatman Tomas Ruane [@f5].", "revise_citations", True,
       "The ferry Marigold serves the Kells route [@f4]. The ferry Marigold is staffed by boatman Tomas Ruane [@f5].",
       "§3.6 answer scope", "missing hop", "answer scope", ropts={"pick": 1})
d.pair("05", "Crossings are suspended when the river gauge exceeds 4 metres.", "4 metres", "f6",
       "Crossings are suspended [@f6].", NA, None,
       "When the river gauge exceeds 4 metres, crossings are suspended [@f6].", "§3.7", "condition dropped", "reordered")
d.pair("06", "The cooperative ran a night crossing until 2017.", "2017", "f7",
       "The cooperative runs a night crossing [@f7].", NA, False,
       "A night crossing was run by the cooperative until 2017 [@f7].", "§3.4", "ended as current", "passive")
d.pair("07", "The harbour master said the new pontoon is the safest on the river.", "safest", "f8",
       "The new pontoon is the safest on the river [@f8].", NA, None,
       "According to the harbour master, the new pontoon is the safest on the river [@f8].", "§3.7",
       "attribution dropped", "according to")
d.pair("08", "A second vessel may be leased next spring.", "next spring", "f9",
       "A second vessel will be leased next spring [@f9].", "reject", False,
       "Next spring, a second vessel may be leased [@f9].", "§3.4", "may->will", "reordered")
d.pair("09", "The cooperative borrows its spare engine from Dunmore Marine.", "Dunmore Marine", "f10",
       "The cooperative lends its spare engine to Dunmore Marine [@f10].", "reject", False,
       "Dunmore Marine lends the cooperative its spare engine [@f10].", "§3.4", "borrower/lender swapped",
       "converse verb (same fact)", rexp="UNCLEAR")
d.pair("10", "The Marigold carries up to 60 passengers.", ["60 passengers", "sixty passengers"], "f11",
       "The Marigold carries at least 60 passengers [@f11].", "reject", False,
       "The Marigold can carry as many as sixty passengers [@f11].", "§3.4", "up to -> at least", "words")
d.pair("11", "Members of the cooperative receive a 20 percent discount on season tickets.", "20 percent", "f12",
       "Passengers receive a 20 percent discount on season tickets [@f12].", NA, None,
       "Cooperative members get a 20 percent discount on season tickets [@f12].", "§3.7",
       "members->passengers", "synonym")
d.pair("12", "The ferry does not carry lorries.", ["does not carry", "not carried"], "f13",
       "The ferry carries lorries [@f13].", "reject", False,
       "Lorries are not carried by the ferry [@f13].", "§3.4", "negation dropped", "passive")
d.pair("13", "The crossing takes eight minutes.", ["eight minutes", "8 minutes"], "f14",
       "The crossing takes eighteen minutes [@f14].", "reject", False,
       "The crossing takes 8 minutes [@f14].", "§3.4", "other number", "digits for words")
d.pair("14", "A single adult fare costs 3 euros 20.", "3 euros 20", "f2",
       "A single adult fare costs 2 euros 80 [@fo1].", "reject", False,
       "A single adult fare costs 3 euros 20 [@f2].", "§1 freshness", "superseded fare", "current")
d.pair("15", "In summer 2024 a single adult fare cost 2 euros 80.", "2 euros 80", "fo1",
       "In summer 2024 a single adult fare cost 3 euros 20 [@f2].", "reject", False,
       "In summer 2024 a single adult fare cost 2 euros 80 [@fo1].", "§1 applies_at", "version not effective in 2024",
       "effective version", applies_at="2024-07-01")
d.pair("16", "The timetable says the first crossing leaves Kells landing at 6:40 am, while the landing notice says 7:10 am.",
       "6:40 am", "f1+fn1",
       "The first crossing leaves Kells landing at 7:10 am [@fn1].", "revise_citations|reject", None,
       "The timetable says the first crossing leaves Kells landing at 6:40 am [@f1], while the landing notice says 7:10 am [@fn1].",
       "§3.9", "conflict hidden", "both sides", behavior="mention_conflict")
d.pair("17", "Boatmen are paid 19 euros per hour.", "19 euros", "fc1",
       "Boatmen are paid 19 euros per hour [@fc1].", "reject", None,
       "Boatmen are paid 19 euros per hour [@fc1].", "§3.0 blocked", "blocked for public", "crew reader",
       popts={"reader": "public"}, ropts={"reader": "crew"})
d.pair("18", "The crossing takes eight minutes.", "eight minutes", "f14",
       "The crossing takes eight minutes [@f14|takes ten minutes].", "revise_citations|reject", True,
       "The crossing takes eight minutes [@f14|takes eight minutes].", "§3.2", "unfaithful quote", "faithful")
d.pair("19", "The Marigold carries up to 60 passengers.", "60 passengers", "f11",
       "The Marigold carries up to 60 passengers [@!].", "revise_citations", True,
       "The Marigold carries up to 60 passengers [@f11][@f4].", "§3.1", "unresolvable", "extra relevant citation")
d.pair("20", "The ferry Marigold is staffed by boatman Tomas Ruane.", "Tomas Ruane", "f4+f5",
       ABST, "reject", None,
       "The ferry Marigold is staffed by boatman Tomas Ruane [@f4][@f5].", "§4 over-abstention", "abstains", "answers",
       popts={"abstained": True, "pick": "omit"})
d.case("21f", "The timetable does not list a winter schedule.", [], "",
       "In winter the first crossing leaves at 6:40 am [@f1].", "reject", None, "§4", "unanswerable fabricated",
       answerable=False, pick=0)
d.case("21r", "The timetable does not list a winter schedule.", [], "",
       ABST, "abstain", None, "§4", "unanswerable abstained", answerable=False, abstained=True, pick="omit")
d.pair("22", "The cooperative ran a night crossing until 2017.", "2017", "f7",
       "The cooperative ran a night crossing from 2017 [@f7].", NA, False,
       "The cooperative operated a night crossing until 2017 [@f7].", "§3.4", "until->from", "synonym")
