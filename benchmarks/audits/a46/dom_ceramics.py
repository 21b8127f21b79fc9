from lib import Domain, S, I, ABS
from gen_common import *


def ceramics():
    d = Domain("ceramics", "CER")
    d.src("rules-2026", "studio-rules", "Saltmarsh Ceramics Studio: house rules", [
        ("z1", "Only members with a kiln licence may load the gas kiln."),
        ("z2", "Glazes that contain lead are banned from the studio."),
        ("z3", "Each member may fire up to 12 pieces per month in the electric kiln."),
        ("z4", "Reclaimed clay is recycled every week, except in August."),
        ("z5", "The glaze room is cleaned on Mondays and on the last Friday of each month."),
        ("z6", "Students must not open the kiln while it is above 200 degrees Celsius."),
        ("z7", "Porcelain is fired at 1,280 degrees Celsius."),
        ("z8", "Kiln 2 is serviced every March."),
    ])
    d.src("history-2026", "history", "Our people", [
        ("w1", "Ada Pell founded the studio in 1998 and handed it over to Rui Costa in 2015."),
        ("w2", "Rui Costa hired Lena Vos as glaze technician."),
        ("w3", "Tariq Bello taught the wheel class from 2019 to 2023."),
        ("w4", "Ines Falk was mentored by Ada Pell."),
    ])
    d.src("plans-2026", "plans", "Plans and outlook", [
        ("p1", "The studio plans to install a second wheel room in 2027."),
        ("p2", "According to the council, the studio's lease may be extended to 2035."),
    ])
    d.src("kilns-2026", "kiln-schedule", "Kiln schedule", [
        ("c1", "Kiln 3 is reserved for the Thursday collective."),
        ("c2", "The Thursday collective is coordinated by Oona Hart."),
        ("c3", "Kiln 1 is reserved for the Saturday beginners."),
        ("c4", "The Saturday beginners are coordinated by Pavel Drozd."),
    ])
    d.src("sales-2025", "sales-report", "Sales report 2025", [
        ("e1", "The studio sold 1,450 pieces in 2025, of which 300 were commissions."),
        ("e2", "Mugs outsold vases."),
        ("e3", "Most sales were made at the winter market."),
    ], published="2026-01-15", observed="2026-01-20", eff_from="2025-01-01", eff_to="2025-12-31")
    d.src("dues-2025", "dues", "Membership dues 2025", [("u0", "Monthly membership dues are 35 euros.")],
          published="2024-12-01", observed="2024-12-03", eff_from="2025-01-01", eff_to="2025-12-31", status="archived")
    d.src("dues-2026", "dues", "Membership dues 2026", [("u1", "Monthly membership dues are 40 euros.")],
          published="2025-12-01", observed="2025-12-03", eff_from="2026-01-01", eff_to="2026-12-31")
    d.src("dues-2027", "dues", "Membership dues 2027", [("u2", "Monthly membership dues are 45 euros.")],
          published="2026-10-20", observed="2026-10-21", eff_from="2027-01-01")
    d.src("shop-v1", "shop-page", "Studio shop", [("x1", "The studio shop opens at 10 am.")], status="invalidated", eff_from=None)
    d.src("shop-v2", "shop-page", "Studio shop (corrected)", [("y1", "The studio shop opens at 11 am.")], eff_from=None)
    d.src("staff-2026", "staff-notes", "Staff notes", [
        ("k1", "The supplier discount with Terra Clays is 15 percent."),
        ("k2", "Kiln 2 is serviced every March."),
    ], readers=["staff"])
    d.src("web-2026", "website", "Courses", [("g1", "The summer course costs 280 euros.")])
    d.src("brochure-2026", "brochure", "Course brochure", [("g2", "The summer course costs 320 euros.")])

    F = d.fact
    F("licence", "Who may load the gas kiln?", "Only members with a kiln licence may load the gas kiln.", ["kiln licence"], [["z1"]])
    F("lead", "Which glazes are banned from the studio?", "Glazes that contain lead are banned from the studio.", ["lead"], [["z2"]])
    F("twelve", "How many pieces may a member fire per month in the electric kiln?", "Each member may fire up to 12 pieces per month in the electric kiln.", ["12", "twelve"], [["z3"]])
    F("reclaim", "How often is reclaimed clay recycled?", "Reclaimed clay is recycled every week, except in August.", ["every week", "weekly"], [["z4"]])
    F("clean", "When is the glaze room cleaned?", "The glaze room is cleaned on Mondays and on the last Friday of each month.", ["Mondays"], [["z5"]])
    F("open", "When must students not open the kiln?", "Students must not open the kiln while it is above 200 degrees Celsius.", ["200 degrees", "200 °C"], [["z6"]])
    F("porc", "At what temperature is porcelain fired?", "Porcelain is fired at 1,280 degrees Celsius.", ["1,280", "1280"], [["z7"]])
    F("service", "When is Kiln 2 serviced?", "Kiln 2 is serviced every March.", ["every March", "each March"], [["z8"], ["k2"]])
    F("handover", "To whom did Ada Pell hand the studio over in 2015?", "Ada Pell handed the studio over to Rui Costa in 2015.", ["Rui Costa"], [["w1"]])
    F("hired", "Who hired Lena Vos?", "Rui Costa hired Lena Vos as glaze technician.", ["Rui Costa"], [["w2"]])
    F("tariq", "When did Tariq Bello teach the wheel class?", "Tariq Bello taught the wheel class from 2019 to 2023.", ["2019"], [["w3"]])
    F("mentor", "Who mentored Ines Falk?", "Ada Pell mentored Ines Falk.", ["Ada Pell"], [["w4"]])
    F("wheel", "What does the studio plan for 2027?", "The studio plans to install a second wheel room in 2027.", ["second wheel room"], [["p1"]])
    F("lease", "Until when may the lease be extended?", "According to the council, the studio's lease may be extended to 2035.", ["2035"], [["p2"]])
    F("oona", "Who coordinates the group that uses Kiln 3?", "The group that uses Kiln 3 is coordinated by Oona Hart.", ["Oona Hart"], [["c1", "c2"]])
    F("sold", "How many pieces did the studio sell in 2025?", "The studio sold 1,450 pieces in 2025.", ["1,450", "1450"], [["e1"]], applies_at="2025-06-30")
    F("mugs", "Which sold more in 2025, mugs or vases?", "Mugs outsold vases in 2025.", ["mugs"], [["e2"]], applies_at="2025-06-30")
    F("market", "Where were most 2025 sales made?", "Most sales in 2025 were made at the winter market.", ["winter market"], [["e3"]], applies_at="2025-06-30")
    F("dues", "What are the monthly membership dues?", "Monthly membership dues are 40 euros.", ["40 euros"], [["u1"]], applies_at="2026-11-01")
    F("dues25", "What were the monthly dues in 2025?", "In 2025 monthly membership dues were 35 euros.", ["35 euros"], [["u0"]], applies_at="2025-06-01")
    F("shop", "When does the studio shop open?", "The studio shop opens at 11 am.", ["11 am"], [["y1"]])
    F("discount", "What is the Terra Clays supplier discount?", "The supplier discount with Terra Clays is 15 percent.", ["15 percent", "15%"], [["k1"]])
    F("course", "What does the summer course cost?", "The website gives the summer course price as 280 euros, while the brochure gives 320 euros.", ["280 euros", "320 euros"], [["g1", "g2"]])

    C = d.case
    C(1, "paraphrase-passive", "licence", S(("The gas kiln may be loaded only by members with a kiln licence.", ["z1"])), "accept", True, OKP)
    C(2, "condition-dropped", "licence", S(("Members may load the gas kiln.", ["z1"])), "reject", None, BEYOND + " ('only ... with a kiln licence' dropped)", question="May members load the gas kiln?")
    C(3, "scope-widened", "licence", S(("All members, with or without a kiln licence, may load the gas kiln.", ["z1"])), "reject", False, NEG + " (licence restriction denied)")
    C(4, "paraphrase-synonym", "lead", S(("Lead-containing glazes are prohibited in the studio.", ["z2"])), "accept", True, OKP)
    C(5, "qualifier-dropped", "lead", S(("Glazes are banned from the studio, including those that contain lead.", ["z2"])), "reject", None, BEYOND + " (ban widened to all glazes)")
    C(6, "paraphrase-units", "twelve", S(("Each member may fire up to twelve pieces a month in the electric kiln.", ["z3"])), "accept", True, OKP)
    C(7, "bound-dropped", "twelve", S(("Each member must fire 12 pieces per month in the electric kiln.", ["z3"])), "reject", False, MOD + " (may up to -> must)")
    C(8, "frequency-changed", "twelve", S(("Each member may fire up to 12 pieces per week in the electric kiln.", ["z3"])), "reject", False, NUM + " (per month -> per week)")
    C(9, "paraphrase-synonym", "reclaim", S(("Apart from August, reclaimed clay is recycled weekly.", ["z4"])), "accept", True, OKP)
    C(10, "exception-dropped", "reclaim", S(("Reclaimed clay is recycled every week of the year, August included.", ["z4"])), "reject", False, NEG + " (exception denied)")
    C(11, "paraphrase-reorder", "clean", S(("On Mondays and on the last Friday of each month, the glaze room is cleaned.", ["z5"])), "accept", True, OKP)
    C(12, "frequency-changed", "clean", S(("The glaze room is cleaned on Mondays and on every Friday.", ["z5"])), "reject", None, NUM + " (last Friday of each month -> every Friday)")
    C(13, "frequency-changed", "clean", S(("The glaze room is cleaned on Mondays and on the first Friday of each month.", ["z5"])), "reject", False, NUM + " (last -> first Friday)")
    C(14, "paraphrase-synonym", "open", S(("Students are forbidden to open the kiln while it is above 200 degrees Celsius.", ["z6"])), "accept", True, OKP)
    C(15, "negation-dropped", "open", S(("Students must open the kiln while it is above 200 degrees Celsius.", ["z6"])), "reject", False, NEG)
    C(16, "comparative-turned", "open", S(("Students must not open the kiln while it is below 200 degrees Celsius.", ["z6"])), "reject", False, CMP + " (above -> below)")
    C(17, "paraphrase-units", "porc", S(("Porcelain is fired at 1280 °C.", ["z7"])), "accept", True, OKP)
    C(18, "number-changed", "porc", S(("Porcelain is fired at 1,280 degrees Fahrenheit.", ["z7"])), "reject", False, NUM + " (Celsius -> Fahrenheit)")
    C(19, "alt-route-public", "service", S(("Kiln 2 is serviced each March.", ["z8"])), "accept", True, OK)
    C(20, "blocked-alt-route", "service", S(("Kiln 2 is serviced each March.", ["k2"])), "revise_citations", True, BLOCK_ALT)
    C(21, "paraphrase-passive", "handover", S(("In 2015 the studio was handed over to Rui Costa by Ada Pell.", ["w1"])), "accept", True, OKP)
    C(22, "role-swap", "handover", S(("In 2015 Rui Costa handed the studio over to Ada Pell.", ["w1"])), "reject", False, ENT + " (giver/receiver swapped)")
    C(23, "paraphrase-passive", "hired", S(("Lena Vos was hired as glaze technician by Rui Costa.", ["w2"])), "accept", True, OKP)
    C(24, "role-swap-passive", "hired", S(("Rui Costa was hired as glaze technician by Lena Vos.", ["w2"])), "reject", False, ENT + " (passive, roles swapped)")
    C(25, "paraphrase-reorder", "tariq", S(("From 2019 to 2023 the wheel class was taught by Tariq Bello.", ["w3"])), "accept", True, OKP)
    C(26, "past-as-current", "tariq", S(("Tariq Bello has taught the wheel class since 2019.", ["w3"])), "reject", False, TIME + " (ended 2023; 'since' implies still)")
    C(27, "paraphrase-active", "mentor", S(("Ada Pell mentored Ines Falk.", ["w4"])), "accept", True, OKP)
    C(28, "role-swap-active", "mentor", S(("Ines Falk mentored Ada Pell.", ["w4"])), "reject", False, ENT + " (mentor/mentee swapped vs passive source)")
    C(29, "paraphrase-synonym", "wheel", S(("A second wheel room is planned by the studio for 2027.", ["p1"])), "accept", True, OKP)
    C(30, "plan-as-done", "wheel", S(("The studio installed a second wheel room in 2027.", ["p1"])), "reject", False, MOD + " (plan stated as done)")
    C(31, "paraphrase-synonym", "lease", S(("The council says the studio's lease may be extended to 2035.", ["p2"])), "accept", True, OKP)
    C(32, "modality-may-will", "lease", S(("The studio's lease will be extended to 2035.", ["p2"])), "reject", False, MOD + " (may -> will; council's view stated as fact)")
    C(33, "multihop-complete", "oona", S(("The group that uses Kiln 3 is coordinated by Oona Hart.", ["c1", "c2"])), "accept", True, OK)
    C(34, "hop-missing", "oona", S(("The group that uses Kiln 3 is coordinated by Oona Hart.", ["c2"])), "revise_citations", True, HOPMISS)
    C(35, "hop-wrong-person", "oona", S(("The group that uses Kiln 1 is coordinated by Oona Hart.", ["c3", "c2"])), "reject", False, HOPWRONG + " (Kiln 1 -> Saturday beginners -> Pavel Drozd)")
    C(36, "answer-scope", "oona", I("Kiln 3 is reserved for the Thursday collective [1]. The Thursday collective is coordinated by Oona Hart [2].", (1, "c1"), (2, "c2")), "accept", True, ASCOPE)
    C(37, "paraphrase-units", "sold", S(("The studio sold 1450 pieces in 2025.", ["e1"])), "accept", True, OKP)
    C(38, "value-other-slot", "sold", S(("The studio sold 1,450 commissioned pieces in 2025.", ["e1"])), "reject", None, BEYOND + " (only 300 were commissions)")
    C(39, "paraphrase-converse", "mugs", S(("Vases were outsold by mugs in 2025.", ["e2"])), "accept", True, OKP + " (passive converse)")
    C(40, "comparative-turned", "mugs", S(("Vases outsold mugs in 2025.", ["e2"])), "reject", False, CMP)
    C(41, "paraphrase-reorder", "market", S(("At the winter market, most 2025 sales were made.", ["e3"])), "accept", True, OKP)
    C(42, "scope-widened", "market", S(("All sales in 2025 were made at the winter market.", ["e3"])), "reject", None, SCOPE + " (most -> all)")
    C(43, "version-current", "dues", S(("Monthly membership dues are 40 euros.", ["u1"])), "accept", True, OK)
    C(44, "version-archived", "dues", S(("Monthly membership dues are 35 euros.", ["u0"])), "reject", False, SUPERSEDED_VAL + " (archived)")
    C(45, "version-not-yet-effective", "dues", S(("Monthly membership dues are 45 euros.", ["u2"])), "reject", False, FUTURE_VAL)
    C(46, "historical-old-version", "dues25", S(("In 2025 monthly membership dues were 35 euros.", ["u0"])), "accept", True, "§1 archived is not excluded; interval contains applies_at -> accept")
    C(47, "version-invalidated-value", "shop", S(("The studio shop opens at 10 am.", ["x1"])), "reject", False, NUM + "; invalidated version")
    C(48, "version-corrected", "shop", S(("The studio shop opens at 11 am.", ["y1"])), "accept", True, OK)
    C(49, "blocked-abstain", "discount", ABS, "abstain", None, BLOCK_ABS)
    C(50, "blocked-answered", "discount", S(("Terra Clays gives the studio a 15 percent supplier discount.", ["k1"])), "reject", None, BLOCK_ANS)
    C(51, "blocked-privileged", "discount", S(("The supplier discount with Terra Clays is 15 percent.", ["k1"])), "accept", True, BLOCK_PRIV, reader="staff")
    C(52, "conflict-hidden", "course", S(("The summer course costs 320 euros.", ["g2"])), "revise_citations", None, CONF_HIDE, behavior="mention_conflict")
    C(53, "conflict-mentioned", "course", S(("The website gives the summer course price as 280 euros, whereas the brochure gives 320 euros.", ["g1", "g2"])), "accept", True, CONF_OK, behavior="mention_conflict")
    C(54, "marker-unresolved", "mentor", I("Ada Pell mentored Ines Falk [7].", (1, "w4")), "revise_citations", True, MARK_BAD)
    C(55, "quote-unfaithful", "mentor", S(("Ada Pell mentored Ines Falk.", ["w4"], {"w4": "Ines Falk was trained by Ada Pell"})), "revise_citations", True, QUOTE_BAD)
    C(56, "wrong-source", "mentor", S(("Ada Pell mentored Ines Falk.", ["w1"])), "revise_citations", True, WRONGSRC)
    C(57, "abstain-no-evidence", None, ABS, "abstain", None, ABS_OK, answerable=False, question="How many members does the studio have?")
    C(58, "hallucinated-answer", None, S(("The studio has 85 members.", ["w1"], {}, None)), "reject", None, ABS_HALLU, answerable=False, question="How many members does the studio have?")
    C(59, "over-abstention", "porc", ABS, "reject", None, OVERABS)
    C(60, "comparative-turned-probe", "mugs", S(("Mugs were outsold by vases in 2025.", ["e2"])), "reject", False, CMP + " (probe of CER40, passive form)")
    return d
