from lib import Domain
NA = "reject|escalate"
ABST = "The provided sources do not specify this."

# ---------------- 2. bell foundry ----------------
d = Domain("bell", "BELL")
d.src("ledger-v3", [
 ("b1", "The tenor bell for St Aldric weighs 1,450 kilograms."),
 ("b2", "Foundry master Edwin Hale cast the treble bell in March 2024."),
 ("b3", "The treble bell was tuned after it was cast."),
 ("b4", "Order 77 is the ring of six for Marlow chapel."),
 ("b5", "Order 77 was cast from recycled bronze."),
 ("b6", "Apprentices may operate the crucible only under supervision."),
 ("b7", "The foundry poured bells in its Whitcombe yard until 2018."),
 ("b8", "The bishop said the St Aldric bells are the oldest in the county."),
 ("b9", "The Marlow clapper is heavier than the Stanton clapper."),
 ("b10", "Edwin Hale trained Rosa Quill as a bell tuner."),
 ("b11", "The foundry is open to visitors on Saturdays between 10 am and 1 pm."),
 ("b12", "A second furnace has been planned for 2027."),
 ("b13", "Rosa Quill has not yet tuned the Stanton ring."),
 ("b14", "The bell metal is an alloy of 77 percent copper and 23 percent tin."),
], observed="2025-05-01", title="Foundry ledger")
d.src("ledger-v1", [("bo1", "The tenor bell for St Aldric weighs 1,390 kilograms.")], status="superseded",
      observed="2023-05-01", eff_to="2025-01-01", title="Foundry ledger (old)", source_id="ledger")
d.src("archive-v1", [("ba1", "The tenor bell for St Aldric weighs 1,480 kilograms.")], observed="2025-06-01",
      title="Diocesan archive")
d.src("workshop-v1", [("bw1", "The mould loam is mixed with horse hair and goat hair.")], readers=["staff"],
      observed="2025-02-01", title="Workshop notes")

d.pair("01", "The tenor bell for St Aldric weighs 1,450 kilograms.", "1,450 kilograms", "b1",
       "The tenor bell for St Aldric weighs 1,540 kilograms [@b1].", "reject", False,
       "The St Aldric tenor bell weighs 1450 kilograms [@b1].", "§3.4", "digits transposed", "number format, reordered")
d.pair("02", "Foundry master Edwin Hale cast the treble bell in March 2024.", "Edwin Hale", "b2",
       "Foundry master Edwin Hale cast the treble bell in May 2024 [@b2].", "reject", False,
       "The treble bell was cast in March 2024 by foundry master Edwin Hale [@b2].", "§3.4", "other month", "passive")
d.pair("03", "The treble bell was tuned after it was cast.", "after", "b3",
       "The treble bell was tuned before it was cast [@b3].", "reject", False,
       "After it was cast, the treble bell was tuned [@b3].", "§3.4", "before/after swapped", "reordered clauses")
d.pair("04", "The ring of six for Marlow chapel was cast from recycled bronze.", "recycled bronze", "b4+b5",
       "The ring of six for Marlow chapel was cast from recycled bronze [@b5].", "revise_citations", True,
       "The ring of six for Marlow chapel was cast from recycled bronze [@b4][@b5].", "§3.6",
       "missing hop (order 77 = Marlow ring)", "both hops")
d.pair("05", "Apprentices may operate the crucible only under supervision.", "under supervision", "b6",
       "Apprentices may operate the crucible [@b6].", NA, None,
       "Apprentices may operate the crucible, but only under supervision [@b6].", "§3.7 boundary",
       "condition dropped", "restated condition")
d.pair("06", "The foundry poured bells in its Whitcombe yard until 2018.", "2018", "b7",
       "The foundry still pours bells in its Whitcombe yard [@b7].", NA, False,
       "Until 2018 the foundry poured bells in its Whitcombe yard [@b7].", "§3.4", "ended state as current", "reordered")
d.pair("07", "The bishop said the St Aldric bells are the oldest in the county.", "oldest", "b8",
       "The St Aldric bells are the oldest in the county [@b8].", NA, None,
       "According to the bishop, the St Aldric bells are the oldest in the county [@b8].", "§3.7 boundary",
       "attribution dropped", "according to")
d.pair("08", "The Marlow clapper is heavier than the Stanton clapper.", "heavier", "b9",
       "The Stanton clapper is heavier than the Marlow clapper [@b9].", "reject", False,
       "The Marlow clapper is heavier than the clapper of Stanton [@b9].", "§3.4", "comparison swapped", "reworded")
d.pair("09", "Edwin Hale trained Rosa Quill as a bell tuner.", "Edwin Hale", "b10",
       "Rosa Quill trained Edwin Hale as a bell tuner [@b10].", "reject", False,
       "Rosa Quill was trained as a bell tuner by Edwin Hale [@b10].", "§3.4", "trainer/trainee swapped", "passive")
d.pair("10", "The foundry is open to visitors on Saturdays between 10 am and 1 pm.", "Saturdays", "b11",
       "The foundry is open to visitors every day between 10 am and 1 pm [@b11].", NA, False,
       "On Saturdays, visitors can tour the foundry from 10 am to 1 pm [@b11].", "§3.4/§3.7",
       "every day for Saturdays", "paraphrase", rexp="UNCLEAR")
d.pair("11", "The foundry is open to visitors on Saturdays between 10 am and 1 pm.", "10 am", "b11",
       "The foundry is open to visitors on Saturdays between 10 pm and 1 am [@b11].", "reject", False,
       "The foundry is open to visitors on Saturdays between 10:00 and 13:00 [@b11].", "§3.4", "am/pm swapped", "24h clock")
d.pair("12", "A second furnace has been planned for 2027.", "2027", "b12",
       "A second furnace was built in 2027 [@b12].", NA, False,
       "A second furnace is planned for 2027 [@b12].", "§3.4", "planned vs done", "tense paraphrase")
d.pair("13", "Rosa Quill has not yet tuned the Stanton ring.", "not yet", "b13",
       "Rosa Quill has tuned the Stanton ring [@b13].", "reject", False,
       "The Stanton ring has not yet been tuned by Rosa Quill [@b13].", "§3.4", "negation dropped", "passive")
d.pair("14", "The bell metal is an alloy of 77 percent copper and 23 percent tin.", ["77 percent copper", "77% copper"], "b14",
       "The bell metal is an alloy of 77 percent tin and 23 percent copper [@b14].", "reject", False,
       "The bell metal is an alloy of 77% copper and 23% tin [@b14].", "§3.4", "values swapped between metals",
       "percent sign")
d.pair("15", "The tenor bell for St Aldric weighs 1,450 kilograms.", "1,450 kilograms", "b1",
       "The tenor bell for St Aldric weighs 1,390 kilograms [@bo1].", "reject", False,
       "The tenor bell for St Aldric weighs 1,450 kilograms [@b1].", "§1/§5 freshness", "superseded version", "current")
d.pair("16", "The foundry ledger says the tenor bell for St Aldric weighs 1,450 kilograms, while the diocesan archive says 1,480 kilograms.",
       "1,450 kilograms", "b1+ba1",
       "The tenor bell for St Aldric weighs 1,450 kilograms [@b1].", "revise_citations", None,
       "The foundry ledger says the tenor bell for St Aldric weighs 1,450 kilograms [@b1], while the diocesan archive says 1,480 kilograms [@ba1].",
       "§3.9", "conflict hidden", "both sides", behavior="mention_conflict")
d.pair("17", "The mould loam is mixed with horse hair and goat hair.", "horse hair", "bw1",
       "The mould loam is mixed with horse hair and goat hair [@bw1].", "reject", None,
       ABST, "§3.0/§4", "blocked span answered", "abstains", reader="public", rexp="abstain",
       ropts={"abstained": True, "pick": "omit"})
d.pair("18", "Foundry master Edwin Hale cast the treble bell in March 2024.", "Edwin Hale", "b2",
       "Foundry master Edwin Hale cast the treble bell in March 2024 [@b2|cast the treble bell in April 2024].",
       "revise_citations|reject", True,
       "Foundry master Edwin Hale cast the treble bell in March 2024 [@b2|cast the treble bell in March 2024].",
       "§3.2", "unfaithful quote", "faithful quote")
d.pair("19", "The Marlow clapper is heavier than the Stanton clapper.", "heavier", "b9",
       "The Marlow clapper is heavier than the Stanton clapper [@!].", "revise_citations", True,
       "The Marlow clapper is heavier than the Stanton clapper [@b9].", "§3.1", "unresolvable marker", "valid")
d.pair("20", "Foundry master Edwin Hale cast the treble bell in March 2024.", "Edwin Hale", "b2",
       "Foundry master Edwin Hale cast the treble bell in March 2024 and tuned it himself [@b2][@b10].", NA, None,
       "Foundry master Edwin Hale cast the treble bell in March 2024 [@b2][@b10].", "§3.7",
       "compound with unsupported addition", "extra redundant citation allowed")
d.pair("21", "Rosa Quill has not yet tuned the Stanton ring.", "not yet", "b13",
       "Edwin Hale trained Rosa Quill as a bell tuner [@b10]. He has not yet tuned the Stanton ring [@b13].", NA, None,
       "Edwin Hale trained Rosa Quill as a bell tuner [@b10]. Rosa Quill has not yet tuned the Stanton ring [@b13].",
       "§3.4 coreference", "'He' refers to Edwin", "name repeated", popts={"pick": 1}, ropts={"pick": 1})
d.case("22f", "The ledger does not name the founder of the foundry.", [], "",
       "The foundry was founded by Edwin Hale [@b2].", "reject", None, "§4 reject",
       "unanswerable: fabricated claim citing related span", answerable=False, pick=0)
d.case("22r", "The ledger does not name the founder of the foundry.", [], "",
       ABST, "abstain", None, "§4 abstain", "unanswerable, abstained", answerable=False, abstained=True, pick="omit")
d.pair("23", "The tenor bell for St Aldric weighs 1,450 kilograms.", "1,450 kilograms", "b1",
       "The tenor bell for St Aldric weighs about 1,450 kilograms [@b1].", NA, None,
       "The tenor bell cast for St Aldric has a weight of 1,450 kilograms [@b1].", "§3.4 hedge",
       "hedge 'about'", "paraphrase", rexp="accept")

# ---------------- 3. community radio station ----------------
d = Domain("radio", "RADIO")
d.src("schedule-v5", [
 ("r1", "Riverside Voice broadcasts on 104.7 MHz."),
 ("r2", "The breakfast show runs from 6 am to 9 am on weekdays."),
 ("r3", "Presenter Amara Obi hosts the breakfast show."),
 ("r4", "The breakfast show is produced in studio B."),
 ("r5", "Studio B is soundproofed with cork panels."),
 ("r6", "Volunteers must complete a two-hour desk training before going on air."),
 ("r7", "The station aired a jazz programme on Sunday nights until 2020."),
 ("r8", "The station manager said listener numbers doubled last year."),
 ("r9", "The new transmitter mast is expected to be installed in autumn."),
 ("r10", "Callum Reyes replaced Amara Obi as the evening host."),
 ("r11", "Local bands may submit demos by email."),
 ("r12", "The transmitter has a power of 250 watts."),
 ("r13", "The station is not yet licensed for digital broadcasting."),
 ("r14", "The night relay carries the national news every hour."),
], observed="2025-07-01", eff_from="2025-01-01", title="Programme schedule")
d.src("schedule-v3", [("ro1", "Riverside Voice broadcasts on 98.2 MHz.")], status="superseded",
      observed="2023-01-15", eff_from="2021-01-01", eff_to="2025-01-01", title="Programme schedule 2021", source_id="schedule")
d.src("ofcom-v1", [("rx1", "Riverside Voice broadcasts on 104.9 MHz.")], observed="2025-08-01", title="Licence register")
d.src("board-v1", [("rm1", "The station's annual budget is 42,000 pounds.")], readers=["trustees"],
      observed="2025-03-01", title="Board minutes")

d.pair("01", "Riverside Voice broadcasts on 104.7 MHz.", "104.7 MHz", "r1",
       "Riverside Voice broadcasts on 104.7 kHz [@r1].", "reject", False,
       "Riverside Voice can be heard on 104.7 MHz [@r1].", "§3.4", "unit changed", "paraphrase")
d.pair("02", "The breakfast show runs from 6 am to 9 am on weekdays.", ["6 am to 9 am", "6 am until 9 am"], "r2",
       "The breakfast show runs from 6 am to 9 am every day [@r2].", NA, None,
       "On weekdays the breakfast show runs from 6 am until 9 am [@r2].", "§3.7", "every day for weekdays", "reordered")
d.pair("03", "The breakfast show runs from 6 am to 9 am on weekdays.", "6 am", "r2",
       "The breakfast show runs until 9 am on weekdays, starting at 7 am [@r2].", "reject", False,
       "The breakfast show runs on weekdays from 06:00 to 09:00 [@r2].", "§3.4", "other start time", "24h clock")
d.pair("04", "The breakfast show is produced in a studio soundproofed with cork panels.", "cork panels", "r4+r5",
       "The breakfast show is produced in a studio soundproofed with cork panels [@r5].", "revise_citations", True,
       "The breakfast show is produced in studio B [@r4]. The breakfast show is produced in a studio soundproofed with cork panels [@r5].",
       "§3.6 answer scope", "missing hop", "answer scope", ropts={"pick": 1})
d.pair("05", "Volunteers must complete a two-hour desk training before going on air.", "two-hour", "r6",
       "Volunteers may complete a two-hour desk training before going on air [@r6].", "reject", False,
       "Before going on air, volunteers must complete a two-hour desk training [@r6].", "§3.4", "must->may", "reordered")
d.pair("06", "The station aired a jazz programme on Sunday nights until 2020.", "2020", "r7",
       "The station still airs a jazz programme on Sunday nights [@r7].", NA, False,
       "A jazz programme was aired by the station on Sunday nights until 2020 [@r7].", "§3.4", "ended as current", "passive")
d.pair("07", "The station manager said listener numbers doubled last year.", "doubled", "r8",
       "Listener numbers doubled last year [@r8].", NA, None,
       "According to the station manager, listener numbers doubled last year [@r8].", "§3.7", "attribution dropped", "according to")
d.pair("08", "The new transmitter mast is expected to be installed in autumn.", "autumn", "r9",
       "The new transmitter mast was installed in autumn [@r9].", NA, False,
       "The new transmitter mast is expected to be installed in the autumn [@r9].", "§3.4", "expected vs done", "article added")
d.pair("09", "Callum Reyes replaced Amara Obi as the evening host.", "Callum Reyes", "r10",
       "Amara Obi replaced Callum Reyes as the evening host [@r10].", "reject", False,
       "Amara Obi was replaced by Callum Reyes as the evening host [@r10].", "§3.4", "roles swapped", "passive")
d.pair("10", "Local bands may submit demos by email.", "by email", "r11",
       "All bands may submit demos by email [@r11].", NA, None,
       "Demos may be submitted by email by local bands [@r11].", "§3.7", "modifier dropped + universal", "passive")
d.pair("11", "The transmitter has a power of 250 watts.", "250 watts", "r12",
       "The transmitter has a power of 250 kilowatts [@r12].", "reject", False,
       "The transmitter's power is 250 W [@r12].", "§3.4", "unit changed", "unit symbol", rexp="UNCLEAR")
d.pair("12", "The station is not yet licensed for digital broadcasting.", "not yet", "r13",
       "The station is licensed for digital broadcasting [@r13].", "reject", False,
       "The station does not yet hold a licence for digital broadcasting [@r13].",
       "§3.4", "negation dropped", "restatement")
d.pair("13", "The night relay carries the national news every hour.", "every hour", "r14",
       "The night relay carries the national news every two hours [@r14].", "reject", False,
       "The national news is carried by the night relay every hour [@r14].", "§3.4", "other interval", "passive")
d.pair("14", "Riverside Voice broadcasts on 104.7 MHz.", "104.7 MHz", "r1",
       "Riverside Voice broadcasts on 98.2 MHz [@ro1].", "reject", False,
       "Riverside Voice broadcasts on 104.7 MHz [@r1].", "§1 freshness", "superseded frequency", "current")
d.pair("15", "In 2022 Riverside Voice broadcast on 98.2 MHz.", "98.2 MHz", "ro1",
       "In 2022 Riverside Voice broadcast on 104.7 MHz [@r1].", "reject", False,
       "In 2022 Riverside Voice broadcast on 98.2 MHz [@ro1].", "§1 applies_at", "value from version not effective",
       "version effective in 2022", applies_at="2022-05-01")
d.pair("16", "The schedule says Riverside Voice broadcasts on 104.7 MHz, while the licence register says 104.9 MHz.",
       "104.7 MHz", "r1+rx1",
       "Riverside Voice broadcasts on 104.9 MHz [@rx1].", "revise_citations|reject", None,
       "The schedule says Riverside Voice broadcasts on 104.7 MHz [@r1], while the licence register says 104.9 MHz [@rx1].",
       "§3.9", "conflict hidden", "both sides", behavior="mention_conflict")
d.pair("17", "The station's annual budget is 42,000 pounds.", "42,000 pounds", "rm1",
       "The station's annual budget is 42,000 pounds [@rm1].", "reject", None,
       "The station's annual budget is 42,000 pounds [@rm1].", "§3.0 blocked", "blocked for public", "trustee reader",
       popts={"reader": "public"}, ropts={"reader": "trustees"})
d.pair("18", "Presenter Amara Obi hosts the breakfast show.", "Amara Obi", "r3",
       "Presenter Amara Obi hosts the breakfast show [@r3|Callum Reyes hosts the breakfast show].", "revise_citations|reject", True,
       "Presenter Amara Obi hosts the breakfast show [@r3|Amara Obi hosts the breakfast show].", "§3.2",
       "unfaithful quote", "faithful quote")
d.pair("19", "Presenter Amara Obi hosts the breakfast show.", "Amara Obi", "r3",
       "Callum Reyes replaced Amara Obi as the evening host [@r10]. He hosts the breakfast show [@r3].", NA, None,
       "Callum Reyes replaced Amara Obi as the evening host [@r10]. The breakfast show is hosted by Amara Obi [@r3].",
       "§3.4 coreference", "'He' = Callum", "named", popts={"pick": 1}, ropts={"pick": 1})
d.pair("20", "The transmitter has a power of 250 watts.", "250 watts", "r12",
       ABST, "reject", None, "The transmitter has a power of 250 watts [@r12].", "§4 over-abstention",
       "abstains on answerable case", "answers", popts={"abstained": True, "pick": "omit"})
d.case("21f", "The schedule does not say who founded the station.", [], "",
       "The station was founded by Amara Obi [@r3].", "reject", None, "§4", "unanswerable fabricated", answerable=False, pick=0)
d.case("21r", "The schedule does not say who founded the station.", [], "",
       ABST, "abstain", None, "§4", "unanswerable abstained", answerable=False, abstained=True, pick="omit")
d.pair("22", "Riverside Voice broadcasts on 104.7 MHz.", "104.7 MHz", "r1",
       "Riverside Voice broadcasts on 104.7 MHz [@!].", "revise_citations", True,
       "Riverside Voice broadcasts on 104.7 MHz [@r1][@r12].", "§3.1/§3.8", "unresolvable marker", "extra citation allowed")
