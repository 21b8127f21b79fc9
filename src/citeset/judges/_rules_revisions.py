"""The rules judge's checks revision and its history (the revision is part of the judge's cache key: raise it when a
check changes a label)."""

CHECKS_REVISION = 59
REVISIONS = """What each revision of the checks changed, newest first:
- 59 (stop 63): not entailed, what the evidence gives only as a report someone disputes, stated as so or as said
  ("confirmed that the pavilion would be demolished" where "dismissed as scaremongering reports that ...", "rejected
  suggestions that", "There is no truth, P. L. said, in the story that", "claims that ... were firmly rejected by",
  "said rumours that ... were unfounded", "denied that"; a report in one sentence that another calls wrong by
  referring back: "A newsletter claimed that ...", "said the newsletter's story was inaccurate"), and a question left
  open ("Asked whether ..., she said it was too early to say"; `_rules_disputed`, from the blind probe 59), and after
  its review also "rubbished", "poured scorn on", "denied categorically that", "it was untrue that", untrue in
  quotation marks, "misleading". Not
  entailed either, what the evidence only permits or offers in a phrase the modal check has no word for, stated as a
  duty ("must bring" where "are free to bring", "requires juniors to" where "lets juniors", "have to" where "can ...
  if they wish", "compulsory" where "are invited to", "obliged to pay" where "have the option of paying", "It is up to
  each ... to decide whether to"; `_rules_permitted`): the permission must be of the claim's verb, and no evidence
  sentence holding a claim word may oblige ("Helmets are mandatory") nor the permission restrict ("may only enter
  if", "once they have"). An intention in more words stated as done ("is looking to hire", "keen to buy",
  "set itself a target of recruiting"; `_rules_conditions`), unless a text says it was met ("succeeded in its aim
  of", "met that target"). From the blind probe 58's last families: a claim of "all" or "every" dropping an
  exception after a long noun phrase or a fronted "Apart from X, every ..." (`_rules_conditions`); an exact figure
  ("to the penny", "no more and no fewer", "Exactly 1400") the evidence gives as an estimate or a bound of a count
  (`_rules_exact`); two events ordered the other way than months named without any year date them (`_rules_timeline`);
  a habit ("regularly", "always") where the evidence tells one dated occasion (`_rules_habits`); a ratio ("twice as
  many ... as") or an age ("newer than") the figures or founding years turn round (`_rules_figures`).
  Also from probe 58: a condition after its clause without a comma ("... provided the members vote in favour") or
  inverted ("Should sales pass 500, ..."; `_rules_conditions`); a bounded pause stated as a lasting end ("has
  discontinued" where "will return in June"; "closing permanently" where "from July until October"; `_rules_lasting`);
  a role left stated as held ("holds the post of" where "stepped down as"; "X is O's R" where "Before becoming S of
  O, X was its R"; `_rules_role_left`, `_rules_role_ended`); a floated "all" against a partitive ("have all
  completed" where "6 of the 53"; `_rules_quantifiers`); a count written like a year given to another noun ("1420
  visitors and 14 stallholders"; `_rules_counts`); a part's figure given to the whole where the evidence names or
  lists the part ("The senior band of X raised"; `_rules_wholes`); another donor's amount ("£10,800 from A and £1,900
  from B"; `_rules_donors`). Entailed: a condition met by a count said plainly to have passed its threshold now
  ("should bookings pass 400" and "bookings have now reached 460"; not of another time, body or outlook, nor one of
  two conditions; `_rules_premises`); "was previously O's R" for "O's former R" where the evidence's owner is the
  claim's and no other rank follows "former" (`_rules_rebound`). Narrowed after the review of these readings (review
  63c): "subject to" is met by no sentence; an occasion counted among others ("its 25th", "for the third time", "ten
  years running") tells a habit; a role taken up again ("returned to the post") is held; only "at least", "no fewer
  than" make a part's figure a floor of the whole's.
- 58 (stop 62): entailed, a change in a percentage stated in percentage points or relative to the first share, the
  way round the evidence has it and between the claim's years ("rose by 4 percentage points", "a 10-point increase",
  "grew 25%" from "16% in 2021 ... 20% in 2024"; `_rules_points`); "rose by 4%" for 16% -> 20% stays not entailed.
  Not entailed: two events ordered the other way than a month without its year dates them ("opened in April 2023,
  and ... merged in September": September 2023; `_rules_timeline`); a contract said to go on past the end the
  evidence gives it ("kept the contract after May 2024", "continued beyond June 2023", "continues to hold" where it
  "ended in May 2024", "expired ... decided not to renew it", "lapsed"; `_rules_continued`); a comparison of two
  things of one body that their figures turn round ("the Holloway shop of Larkspur Hospice raised more than the Bridge
  Street shop" where £810 and £940; `_rules_figures`, from the blind probe 58). Entailed, what a purchase cost said
  without a word of total, from a count and a price of one clause ("bought 10 microphones, spending £450" from
  "bought 10 microphones at £45 each"; `_rules_unit_totals`).
  From the blind probe 57's last families: not entailed, a quotation given to a speaker the evidence gives
  another quotation ("'...,' said the society's secretary" where the chair said it; "X said that ..." where "and Y
  replied that ..."; "S is quoted as saying: '...'" where "'...' (T)"; `_rules_quoted`). Entailed: a total multiplied
  out of a unit price or rate and a count of the same noun and buyer in another sentence ("sells passes at £45 each"
  and "bought 6 passes"; "£150 per visit" and "made 12 visits"; `_rules_unit_totals`), and "each of" an owner of up
  to five words ("Each of the Marlowe Seed Bank Trust's seed vaults"), its count of the same owner only. Entailed
  too, a forecast's or target's outcome the evidence reports: "Final figures show that ..." (no hop), "aimed to reach
  900 ..., and it hit that figure" (`_rules_forecasts.reached_as_aimed`), "reached its target of 40,000" where an
  outcome of the same noun, place and year is at least the target (`_rules_target_outcomes`); "forecast that X
  would record 38,000" is read as foreseen.
  Narrowed after the review of these readings (review 62): a unit price times a count only of units bought ("bought",
  "booked", "ordered"; "had", "made" for a rate per unit), not "was given", "won", "needs", "X offered"; nor with
  another price ("in a bundle for £152"), units returned, a price of another year, a charger as the payer, or a
  payer the clauses do not name ("The group's members paid"). A count of "each of" an owner's units read also where
  the owner starts the sentence, is named by its first name ("The Brackley service"), or follows a place ("In
  Northshire, ..."). A target met only by an outcome whose subject is the target's place ("the trust's other sites",
  "the organisation", "Since opening ..., X has recorded" are not); "exceeded its target" only by more than it; "and
  it hit that figure" only by the one who aimed, surely ("its rival hit", "it almost hit" are not). A signed
  quotation is the claim's speaker's under a title ("(Dr Ruth Asante)", "Dr Asante") or a role the evidence gives
  ("Commodore Asante"); "X replied to Y, who said ..." is Y's saying, not X's.
- 57 (stop 61, after a fourth review): not entailed, a partial refund stated as full ("full refunds of the £30 fee"
  where "£23 against each £30 fee", "refunding 75% of"; `_rules_refunds`); a capacity said as "which holds 220
  people", or a cap or licence of tickets or places ("Tickets ... were capped at 1,500"); a contract let run out or
  lapsed stated as renewed or signed anew. Entailed again: a refusal that turned ("refused to re-sign in January but
  agreed fresh terms in March"), and a cap of anything but people or tickets.
- 56 (stop 61, after the blind probe 57 and a third review): not entailed, an event placed at the venue the evidence
  says it moved from (`_rules_venue_moved`); an award or accreditation of a team or section stated as the body's
  (`_rules_recipients`); the first part of a work done stated as the whole ("The first of the three phases of ...
  was completed"; `_rules_parts`); "regularly", "each term", "on Saturdays" where the evidence dates one occasion.
  Narrowed after the review (entailed again): a figure the evidence holds for more than one year ("unchanged in
  2024", "since 2019", "stayed at that level"), a "new" building's or body's figure, a duration, "annual" of a yearly
  quantity, "by tradition" or "once a year" in the evidence, a total with each unit's share beside it ("40 ..., eight
  for each of its five sections"), and "A and B are located in P and Q respectively".
- 55 (stop 61): claims asserting more than their evidence, from the blind probes 55 and 56. Not entailed: a figure
  the evidence gives only as forecast, projected or set as a goal ("expects the number of pets to reach 9,500", "sets
  a goal of 410,000", "Forecast (E. B.): ... — 520,000"; `_rules_forecasts`); what one named member does said of the
  members ("Harlow Vale's clinics will close at 4pm" where "the Station Road clinic will"; `plural_of_one_member`,
  and "the three zones will all close" reads the noun before a floated "all"); a superlative the evidence neither
  says nor settles with a figure for every rival (`_rules_superlatives`); a place the evidence gives only of a site
  or body the claim's subject is not linked to ("kept in Sallow" where it is kept at the Wood End shed, in Harrowby;
  "run by a firm based in Kelsey Cross" where Penhallow Cleaning, not Penhallow Catering, is; `_rules_located`); a
  figure given to each of several units stated as their total (`_rules_each`); what a place can hold stated as how
  many came (`_rules_capacity`); a contract not renewed stated as renewed or extended in other words
  (`affirmed_in_other_words`); a whole stated as finished where a later phase has not begun (`_rules_parts`); a figure
  the evidence binds to another year than the claim's (`_rules_figure_years`); one dated occasion stated as a habit
  ("annual", "regularly", "each year"; `always_of_one_time`); the newcomers of a year stated as the whole
  (`_rules_newcomers`).
  Entailed again: a total multiplied out from a figure for each of a counted set ("Each of the four taprooms
  received 12" for "48 in total"; `_rules_each.multiplied_amounts`); "will all shut" is read as a future, not a past.
- 54 (stop 60): what the evidence gives with a modality or a status, stated otherwise (probes 49-52 and 54). Not
  entailed: a clause of the claim the evidence says only as a condition ("The pitches pass inspection, so ..." where
  "If the pitches pass inspection, ..."; `_rules_premises`); a verb done that the evidence says only after "intention
  to", "ambition to", "proposal to", or "recommends"/"recommended that X", where no text may tell it was carried out
  (`stated_as_done`); a proposal that "must still be approved" (no longer read as adopted: `considered_only`); talk
  as a rumour ("There has been talk in the village that ..."; `rumour_as_fact`); the day of an announcement given as
  the day of what it announced, or the other way round (`_rules_announced`); an event dated by the day it was due on,
  in a sentence that puts it off, a request, an offer, a trial or a survey's question stated as granted, taken up,
  permanent or found, and a refusal to comment stated as what was said (`_rules_pending`); a hope stated as what will be, and what is only thought or probable stated
  as fact (`_rules_hoped`); a vote where a motion "will be put to members", an agenda's "Motion to", a ballot that
  "closes on" (`decided_of_pending`). Entailed again: a condition another sentence says is met ("The seabed survey
  came back clear"), a rumour a sentence confirms, a proposal another text says was carried, verbs of one meaning in
  each other's place and tense ("begin"/"start", "finish"/"end", "plan"/"intend", "buy"/"purchase"), and totals of
  amounts given apart ("£2,810 at its spring fair and £980 at its summer fair" for "£3,790 in total";
  `_rules_sums`).
- 53 (stop 59): hops skipped and misattributions of probes 49-53. Not entailed: a person and a thing joined through
  an unnamed group the evidence never makes one ("P leads the team that organises A" where A's team is another than
  the one P leads, or P is only "a member of" it; `_rules_group_chain`); a place's manager's own manager given as its
  manager ("X is managed by P" where "Q is the manager of X" and "Q reports to P"; `_rules_line_managers`); words a
  role is given that the evidence gives another named speaker, the role another ("The welfare officer said X" where
  "secretary S said X, while welfare officer W said Y"; `_rules_speakers`); a name outside the evidence's closed list
  ("X is one of the station's boats" where "The station's boats are A, B and C" and X is another's;
  `_rules_closed_lists`); a value the evidence gives as the one before a change ("used to charge £14 ... Since April
  2025, the charge has been £16.50", "had 13 last year; ... it now has 11", "originally planned for 16 November, has
  been moved to", a price list before "changes to £3.50, replacing the previous price"; `_rules_superseded`).
  Contradicted: an item "discontinued", "withdrawn" or that "will not return" (past an apposition: "A scooter demo, a
  fixture in earlier years, will not return") stated as in the programme (`_rules_not_held`). "A chairs the committee
  that organises F" is no longer contradicted by "the committee organises F" (its relative clause read as said of
  another subject than A; `_rules_moved`). Probe 53 too: a superlative among listed names the figures of separate
  sentences turn round ("Of A, B and C, A has the fewest hot desks" where "A has 115 hot desks." and "B has 34 hot
  desks.") is contradicted (`_rules_figures`); "S offers X" where "S offers only the following classes: A, B and C"
  is not entailed (`_rules_closed_lists`).
- 52 (stop 58): probe 51's families left open at stop 57. Contradicted: a report the evidence calls untrue ("Reports
  ... that we have sold X are untrue", "It is not true that ...") stated as fact, and an item the evidence says will
  not run ("The jet display is not running this year", "there will be no ...") stated as included. Not entailed: a
  report the evidence says was denied ("P reported that ... . X denied this", "X denied reports that ..."); what the
  evidence says of "the <part> of <Name>" said of <Name>, and of one part where another "is not affected" said of
  all; a venue's owner given what is held there ("E is owned by T" where "E will be held at C" and "C is owned by
  T"). A claim's date the evidence gives as the same day in another form ("2024-11-18", "18/11/2024", "Monday 18
  November 2024") is read as the evidence writes it (`_rules_dates.dates_as_written`): 65 right claims of probes
  35-51 were refused for the form alone. With it, a day the evidence gives to another thing of the same sentence is
  contradicted ("the showcase is on 27 July" where "its showcase on 12 May and its qualifier on 27 July"), and
  "would be held ... on 8 September" is a said future, not an estimate (`_rules_unreal`). Probe 52 (written blind at
  this revision's first version): "the busiest" where the evidence says "one of the busiest" is not entailed, nor a
  value the evidence says was so "until 2023" before "it is now" another; and the slot check no longer holds a claim's
  value now ("is £45") against the value the evidence says it replaced ("was £38 until 2023; it is now £45"), which
  contradicted the right claim.
- 51 (stop 57): a post's date the evidence gives to another holder, while it dates the claim's person's holding
  otherwise ("has served as head gardener since April 2004" where "T was head gardener between April 2004 and August
  2015" and "L has held the post ... since September 2015"), is contradicted; the slot check no longer lets a rival
  date's sentence subtract its words from an own occurrence in another sentence (a predecessor's "manager between
  March" no longer contradicts "manager since June" that the claim's own holder is given). Probe 49: what a defeated
  motion would do, stated as decided ("voted to merge with X" where "a motion to merge ... was defeated"), is
  contradicted, and "rejected a motion to merge" no longer contradicted there; a figure the evidence gives as a first
  report it later corrected, stated as fact, is contradicted; a level stated as the change ("gained 94 members" where
  "rose from 55 in 2004 to 94 in 2011") is contradicted; "the first member", "its first X", "a founding member" and
  "X's only Y" that no evidence text says are not entailed. Probe 50: an amount each ("£20 per Friend", "£40 each")
  stated as the total is not entailed even where the claim says "annual"; "none of" or "every" said of what the
  evidence says "not every" of, and "always" or "never" said of what it says of one year, are not entailed; a deed the
  evidence gives "the POST" in a year, given to a person whose tenure of the post (as the evidence dates it) does not
  cover the year, is contradicted, and given to the one whose tenure does, no longer refused; an open condition ("If
  the application succeeds, ...", "should our application be approved, ...") stated as met is not entailed; a figure
  the evidence gives a named unit ("197 in the Cawthorne branch", "The Lowfield mill has 137 workers") said of the
  whole is not entailed; "Not every X has voted" is no longer contradicted (nor refused as a universal) where the
  evidence says one unit voted and another has yet to. Two reviews narrowed the new readings (see
  benchmarks/probes/review57). Probe 51: a comparison or a top score of people that their listed figures turn round
  ("A outscored B" where "B scored 77 points, A 68") is contradicted; a value the evidence says was "originally" so
  before a change, said as the value now ("is"), and a figure the evidence only expects ("organisers expect around
  1,850"), stated as fact, are not entailed; a closure the evidence says ended ("It reopened on 24 August"), stated
  as now, an item it says is charged separately, stated as included, and a former holder ("succeeding M", "when Q
  took over") said to hold the post now, are contradicted; a place of one time ("instead of its usual home", "for one
  night only") said as the rule is not entailed.
- 50 (stop 56, probe 47): read at any coverage, a comparison of two things named by their nouns that their figures
  turn round ("the inshore lifeboat made fewer launches than the all-weather lifeboat" on 77 and 29), a post given to
  the person the evidence gives another post, a post the evidence ended said as held now with another holder now, an
  event placed at another event's venue, funding said given that the evidence denies (from either party's side); the
  most money given to a lesser listed amount ("raised £2,000", "the pilots: £2,200"); a figure listed under another
  label "at a glance — vans: 3; computers: 72"; a forecast cost stated as spent ("cost £140,000" where "is forecast to
  cost around £140,000"); hours listed under another day ("open until 7pm on Tuesdays" where "Monday: 10am–7pm;
  Tuesday: 10am–4pm"); what a part shows said of all ("in all 5 of the crews" where "in a pilot covering two of the 5
  crews", read below the coverage too); "A came first; B followed it" read as the order it says. No longer refused:
  "projected to" for "expected to"; a year inside a span of years the evidence gives a state, in the clause saying it
  ("was treasurer in 2009" on "between November 2008 and November 2013"); a funding denial said on the other party's
  side; a day said closed where the list says "Monday: closed"; "do not have to" for "not obliged to"; "no member may
  start ... without it" (a double negation) for "compulsory"; what a total leaves of a part ("5 of the 20 ... did not
  need" for "15 of them needed", "95 were left" for "430 ... 335 of them were sold"); a difference of two sentences'
  figures the way round the claim says ("90 higher in 2024 than in 2023"); "B took place after A" for "A took place
  before B" (no longer contradicted); "fell short of its target" where the evidence says "..., falling short of the N it had aimed
  for" (a false negation mismatch)
  Probe 48 (blind at 94d2015): a post said to go on ("remains", "has served as ... since") that the evidence ended,
  whoever holds it now; posts "of" a body without an article and gapped ("and B its clinical director"); what a
  fund refused ("the application to F for X was turned down", "F rejected the bid for money towards X") said funded
  by it; a passive refusal ("was not approved by") against "gave the go-ahead"; "a larger number of" compared by the
  figures; list items "label, N;"; a post said held alone that "is shared between" two; a cause where the evidence
  calls the link a coincidence (not the cause it gives instead); a deed stated as fact that the evidence gives only
  as an accusation ("has been accused by a neighbour of having felled ..."); "exceeded 500" where "just under 500";
  "increased" in the place of "rose" (a verb of the same direction of change) no longer refused
- 49 (stop 55, probes 45 and 46): an amount written otherwise ("£1.2 thousand") per another period; one end of a range
  as the value read at any coverage, across currency signs ("from £5 to £9"), and a range's end bounded the other way
  ("£40,000 at most" for "between £40,000 and £55,000"; "at most" and "at least" after a number are bounds); a bound
  written otherwise ("no more than £25k") is no exact "£25,000"; places said after another's ("ahead of B in second",
  "with C third", "finished as runner-up", "was ranked second", "X won the ... title") and an order of two names
  ("A beat B", "A finished ahead of B") read against them; a comparison of two names the figures turn round; a target
  missed ("falling short of", ", short of the goal") given as met; what a speaker declines to say ("I can't say ... a
  success") given as said; a part's figure ("July and August alone accounted for") given as the whole's and the
  whole's as a part's; an allegation as fact in one conjunct of a claim; a takeover and a handover of a post turned
  round ("B was taken over by A" where "A ... a subsidiary of B"; "S took over from P" where "P's successor was S");
  a value replaced given as the value now ("costs £20" where "was £20 until May, when it rose to £22"); a list's
  attribute moved to another member ("A was built in 2009" where "A (built in 1998), B (built 2009)"); a finding a
  referring sentence denies ("It did not, however, hold X responsible"); a cause and its effect exchanged read at any
  coverage, "a result of" and "was forced by" as links, "The move" as the sentence before; a refusal given as an
  approval in other words ("gave the go-ahead" where "declined to approve"); a decision where the evidence says
  nothing was decided; a time offset turned round ("Two months before the inspection" where "Two months later");
  work said under way that "has not yet started"; a claim's denial that a later evidence sentence says (its denied
  word denied wherever said there) is no negation mismatch with the sentence holding most of its words (a false
  contradiction before). Names are one only in whole words ("Ian Moss" is not "Brian Moss").
- 48 (stop 54, probe 45 and a review of 47): read at any coverage, a ban stated as a permission, a supplier made the
  buyer, an amount per another period ("£100,000 annually" for "a month"), a whole done for a phase done, "all its
  sites" where "its other sites would keep their hours", an event marked "afterwards" said to come before, a cause the
  evidence gives as a consequence of its own cause, a name given only as another's rival, a cleft superlative; an
  estimate in words ("counted 300", "Exactly five hundred"); a speaker after the verb of saying ('"...," said X'); a
  refusal of the request the sentence before names; "lifted its ban" undoes the ban. Revision 47's readings narrowed
  after a review found them refusing 54 of 202 right claims (now 2): each reads only a sentence about the claim's
  thing, its own decision, vote or role, and the evidence's own exclusive or universal supports the claim.
- 47 (stop 54, probe 44): read at any coverage, "permanently" where the evidence says the state ends ("for three
  weeks"), "exactly N" for "about N", a decision's outcome after the decision was reversed, a decision still to come
  ("her proposal goes before the board") or hanging on a condition, a vote given the other outcome, "all" for what the
  evidence says of a part ("five of them passed"), a first-ever for a first-since, a count of another noun ("8
  engineers and 15 meter readers" for "15 engineers and 8 ...") or of another deed ("approved 254" where 41 of 254
  were approved), a denial in other words ("did not take up" for "accepted"), a role its holder left ("He resigned in
  2019"); "the sole X" and "X-ed only by" read as "the only X", also against "has six sponsors"; roles given by verbs
  ("chairs its board", "was elected chair of", ", who has been the ... officer"); a pronoun speaker after a sentence
  opening with no name is the last named topic; events dated by month ("January 2024", "In March 2024,") keep their
  order; a calendar date written otherwise is restated beside other words the evidence lacks; "held the festival" says
  it happened; "permanently" is said alike by "for good" and "will not reopen".
- 46 (stop 53, probe 43's right claims): one step of arithmetic more: a start "from X to M" where the evidence gives
  M and its change ("rose by 43, reaching 188"; "95 more than a year earlier"), and a total of a rate over its periods
  ("£600 a month for twelve months": "£7,200 over 12 months"); a claim denying a counterfactual's supposition ("The
  grant did not arrive in time" for "Had the grant arrived in time, ... would have") is no negation mismatch; a
  superlative is read against gapped figures of common nouns ("the farm barn drew 4,907 visitors, the aviary 1,466")
- 45 (stop 53, a second review): the readings that accept were narrowed where they accepted wrong claims: "has not
  ... since Y" for "until Y" not where the evidence says it resumed, "no more than N" for "up to N" only of the
  claim's own subject, "the leader of" only where the evidence's clause says the verb actively of the claim's words,
  "did not V" for a denial only of the word the claim negates, "above/below N" are bounds again; a speaker is read at
  the verb of saying whose words are the claim's, among names joined by "and", past an opening "After"/"While"; an
  estimate ("would cost £40,000") stated as paid is not entailed unless the claim keeps a plan; names no longer begin
  inside a word (a run of capitals was read in quadratic time: 16 s on 20,000 characters)
- 44 (stop 53, the review of 41-43 and probe 43, blind at d25d719): the antecedent of a counterfactual stated as fact
  ("Had the grant arrived in time, ... would have opened" as "The grant arrived in time"), a failed attempt stated as
  a success, a change said "95 more than" given as the level and a level said "now has 17" given as the change, a
  place in a ranking told over two sentences, a former role in a plain apposition ("X, head coach of Y, runs") or
  ended by "led Y as its director until" (not entailed or contradicted). The review's false refusals removed: a
  rumour only in its own phrase, only "would/could have" unreal, "nearly" beside a completion the evidence also
  says, "since" after promotions, marriages, inscriptions and "to this day", a closed period only joined to its
  start, rankings read in the claim's event, "postponed" no calling off, won/lost as tallies, over/under no bounds,
  "the whole" only against a named part, more wordings of ownership, agreements carried out
- 43 (stop 53, probe 42, blind at 40d3594): words the evidence gives another speaker ("Fiona thanked him and said
  ..."), a request the evidence says was turned down stated as granted, an annual cost given as a total, a former
  holder named in the role's apposition ("The Trust's head keeper, Helen Okafor, runs ..."; "now runs a café" is no
  role taken up) are not entailed or contradicted; "decided against renewing" denies "renewed". Right claims no
  longer refused: "did not renew" for "declined to renew" / "decided against renewing", "No applicant can receive
  more than N" and "The most ... is N" for "up to N", "has not run them since 2021" for "ran them until 2021", "by
  400 to 10,000" is no range, "could" keeps a "may", "the leader of" / "under the leadership of" for "led", the
  roles of a noun of action kept in a verb ("the Board audited X" for "X underwent an audit by the Board"), a doer
  after a fronted time or named by the name's own words ("that month the auction house")
- 42 (stop 53, probe 41): read at any coverage, an amount's role ("rose to 14" for "rose by 14" and the other way,
  contradicted; "a total of £12,000" for "£12,000 a year", not entailed), "since 2015" for "in 2015" (unless a
  change of state: "stopped selling in 2023") and a lasting state where the evidence closes its period, a figure the
  evidence gives only as what would have been, "complete" for "nearly complete", a rumour stated as fact, a name the
  evidence excepts ("all ... except Weir House"), an event called off said to have happened (not entailed), a role
  the evidence says is no longer held ("no longer holds the position", "from 2015 to 2017", "Loafwell's head
  baker"), the roles of a noun of action turned round ("underwent an audit carried out by B" as "A audited B"), a
  place in a ranking given another, a value a list gives another label ("PM1 1,240 t, PM2 980 t") (contradicted);
  a count said bare where every evidence occurrence is a bound ("40" for "at least 40"); "the whole"/"the entire"
  where the evidence says no whole; "the majority of" and quantifiers over long names; "tried to", "agreed to"
  in the place of the claim's verb; an organisation of a group the deed's clause does not reach. Right claims no
  longer refused: an amount with or without its scale word ("£4.7 million", "£4,700,000"), a sum of counts said
  in several sentences, "t" and spaced "mi" as units, a denial reported as the speaker's negation, an allegation
  kept as an accusation, the month May read as a hedge
- 41 (stop 53, probe 40's leftovers): an event said to change what the evidence only dates beside it ("The
  introduction of smart meters in 2021 cut household use by 13 percent") gives a cause; a claim's verb the evidence
  lacks where the evidence denies that place ("did not manage to finish", "was unable to complete") is not
  entailed; "each of its four campuses" where the evidence's enumerated set has some members said, and a deed given
  to "a company owned by X" where the evidence's chain reaches another owner, are not entailed at any coverage;
  "cannot V unless C" restates "V only if C", "depends on C not being so" restates "unless C", "missed the deadline
  for completing" restates "failed to complete", and a word of a name ("Tolly Quarries") is no verb whose sides
  are exchanged
- 40 (stop 52, probe 40): a claim crossing two parallel halves of a sentence ("A supplied X, while B supplied Y"
  as "A supplied Y") is not entailed; a role the evidence says has ended ("a former warden", "served as warden until
  2019") given in the present is contradicted; a member added to the evidence's list from a sentence about another
  subject is not entailed; "will" states as certain what "may"/"might" (through a chain of verbs: "may have to
  remain closed") does not, read at any coverage; two events told apart by their doers ("A joined before B did") or
  dated by day are ordered by their dates; "failed to V" denies V; a ratio turned round ("one patient for every 7
  nurses") is contradicted; "the lowest number of" is "the fewest", and a superlative of quantity is read against
  the figures the evidence gives each holder; "more recent than" compares age; comparisons and superlatives are
  read at any coverage; "put forward a proposal to" and "proposed to" only propose; a condition after ", but only
  if" at a sentence's end governs what came before it
- 39 (stop 51): "A, so B", "the result of", "the consequence of", "as a consequence of" are causal links
- 31-38 (stop 51): roles turned round through common nouns ("The regional network operates the courier service of
  Vesta Logistics" for "...'s courier service is operated by Vesta Logistics"), verbs of saying ("The regional
  office told Clara Voss that" for "Clara Voss said that"), pronouns ("it audits the regional office") and a
  relative clause's subject ("The regional office inspects the jury lists" for "... the jury lists that the regional
  office supplies") are contradicted; so are a complement of another clause's subject, a qualified role of several
  words said bare in the present ("is the trust secretary" for "the acting trust secretary"), how often said
  otherwise ("weekly" for "every two weeks"; "four times a year" for "once a quarter" is said), a superlative or
  comparative given to the other of a ranking, and a cause and effect exchanged; a role's deed given to its deputy
  (and the deputy's to the role), a view stated as a fact when the claim repeats the speaker's description or the
  evidence says "in the view of", an exception after "every/all" ("apart from", "other than") dropped or its member
  stated, and a rank the evidence does not say ("its first grant") are not entailed; a time of a second verb
  ("opens at 06:30 and closes at 19:00") is read with the first verb's subject
- 30: a passage is read with the calendar years its version was in effect throughout ("In effect in 2025."), so
  "cost £8.60 in 2025" citing the 2025 fares is said; a time in a gapped conjunct ("departs at 20:40 on weekdays and
  at 19:10 on Sundays") is read with the first conjunct's verb, and a claim may front what the evidence says after
  the value ("On Sundays ... departs at 7:10 pm")
- 29: a condition reversed ("if"/"even if"/"only if" for "unless"; "if ... not" restates "unless"), "all but N" for
  "N", "one of several" for "the only one", "both A and B" for "A rather than B" (", not B" restates it), "is
  released" for "too weak to be released", a number given the year the evidence gives another of the claim's numbers,
  and a role the evidence qualifies ("the former vet") said without it are not entailed; a universal ("all", "every",
  "any", "whatever", "throughout") that no evidence text says, and a comparative ("lighter than") whose opposite the
  evidence says with no "than", are not entailed at any coverage; a count of the claim's noun said in another
  sentence ("37 callouts" in February) no longer holds the claim's slot where another count stands; a recurring
  period fronted by the evidence ("From June to August,") or "for the first time" dropped, "Only X" for "X can only
  ...", a plan stated as an event ("Repairs ... are scheduled" as "was repaired"), one end of a range as the value,
  "the only X" where the evidence counts others or says no exclusive, a superlative the evidence gives the name the
  other way round, and "A but not B" for "B but not A" are not entailed
- 28: a word the evidence says only in what it considers or plans ("is considering biodynamic certification") is not
  entailed by a claim stating it done, and an option ("optional", "if they prefer") where the evidence requires
  ("must") is contradicted, read at any coverage; the words of a cause the claim gives that no evidence text holds,
  when none states a cause, are values the evidence lacks; a word setting how often or when ("twice a month" for
  "twice") that no evidence text says is not entailed; "since 2019" is contradicted by a period the evidence closes
  ("from 2019 to 2023"); a passive claim giving the evidence's object as the doer is contradicted; a weekday said
  every week that the evidence says once a month ("every Sunday" for "the first Sunday of each month") is not
  entailed; a doer after "by" made the object of the verb is a role reversal for common nouns too ("replaced a
  digital system" for "was replaced by a digital system"); a claim giving a name what the evidence says of another
  key than the one it relates the name to ("Bed 12 ... Dr Okafor"; "Bed 14 is nil by mouth") is not entailed; "12
  am" is an hour, not a count; a value after "until" before a hand-over word ("until 2019; since then", ", when")
  dates the side taken over from it
- 27: a comparison said from the other side ("B is lower than A" for "A is higher than B") is said alike
- 26: a cause the claim gives ("because", "led to") and no evidence text states is not entailed
- 25: an obligation restated as a permission or an advice ("may", "are encouraged to" for "must") changes its
  modality; "are advised/required/allowed to" give a force
- 24: "using" is "use"
- 23: a verb of ending before an "-ing" word ("stopped serving") denies as "no longer" does, and the two are said
  alike
- 22: membership and its kin ("member of", "branch of") are directed relations; a view held ("considers",
  "suspects") is a report
- 21: a possessive after a number or a code ("Ward 7's") is no word "s"
- 20: what a survey, poll or study "reported" or "found" reports a view
- 19: "wrote that" reports a view
- 18: a transfer stated from the other party's side ("B buys X from A" for "A sells X to B")
- 17: "the majority of" says what "most" says
- 16: "is prohibited" (and "is not allowed", as read) denies as "may not" does, and says it
- 15: a neutral verb of report ("says") is said by another ("according to")
- 14: two names a sentence says are one thing ("registered as site HV-9", "carries fleet number L-88") are no slot
  mismatch
- 13: "all 14 locks" is not entailed by a bare count "14 locks"
- 12: "Monday to Friday" reads as the weekdays, "£" and "pounds" name one unit
- 11: probe 32's readings (numbers and years one step of arithmetic away, events dated the other way, comparisons
  numbers turn round, events only asked for, successions, roles read at a sentence's end and after "as")
- 10: "none of" is said of every one, a speed is not ordered by figures
- 9: probe 31's readings (order words, denials, quantifiers, possessors)
- 8: probe 30's readings (relative clauses, doers of verbs, order of events) and audit 35's (a restriction or a hop
  a claim drops from a noun phrase it keeps)
- 7: a restrictive relative clause gives its names to its own noun (audit 35 K03), "visiting hours" is no duration
- 6: probe 29's readings (which subject a clause's predicate is said of)
- 5: audit 25's readings (widened "every", added and exchanged names, values and clauses)
- 4: times in other formats
"""
