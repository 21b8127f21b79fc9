"""The rules judge's statement checks, in the order they are read.

A statement check reads what a claim says that its evidence, holding every word of it, does not; `RulesJudge` reads
them in this order once the claim's terms are covered, and the first found decides. Raise `CHECKS_REVISION`
(`_rules_revisions`, part of the judge's cache key) when a check changes a label.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from citeset.judges._protocol import Label
from citeset.judges._rules_agents import (
    added_doer,
    doer_made_object,
    parties_exchanged,
    reversed_voice,
    subject_elsewhere,
)
from citeset.judges._rules_amounts import change_as_level, rate_as_total, rate_period_changed
from citeset.judges._rules_announced import announced_day_moved
from citeset.judges._rules_appositions import role_unsaid
from citeset.judges._rules_attributed import attribution_dropped
from citeset.judges._rules_bearers import role_of_another
from citeset.judges._rules_branches import branch_said_of_all, part_said_of_name
from citeset.judges._rules_bridges import subject_bridged
from citeset.judges._rules_capacity import capacity_as_attendance
from citeset.judges._rules_cause_direction import cause_reversed
from citeset.judges._rules_caused import cause_unstated
from citeset.judges._rules_closed_lists import name_outside_closed_list, name_outside_only_list
from citeset.judges._rules_comparatives import comparison_reversed, comparison_turned
from citeset.judges._rules_conditions import dropped_condition, hedge_dropped, hedged_future, stated_as_done
from citeset.judges._rules_conjuncts import name_added
from citeset.judges._rules_connectives import (
    alternative_joined,
    complement_stated,
    condition_reversed,
    negation_moved,
    one_of_many,
    too_to_denied,
)
from citeset.judges._rules_considered import considered_only, obligation_made_optional
from citeset.judges._rules_continued import continued_past_end
from citeset.judges._rules_counts import count_of_another_deed, count_of_another_noun
from citeset.judges._rules_crossed import halves_crossed
from citeset.judges._rules_dated_things import date_of_another_thing
from citeset.judges._rules_decisions import (
    decided_of_pending,
    motion_defeated_as_carried,
    permission_of_ban,
    vote_turned,
)
from citeset.judges._rules_deeds import doer_of_another
from citeset.judges._rules_denials import event_denied, event_put_off
from citeset.judges._rules_denied_place import denied_in_place
from citeset.judges._rules_denied_synonyms import affirmed_in_other_words, denied_in_other_words
from citeset.judges._rules_deputies import deed_of_the_role
from citeset.judges._rules_disputed import disputed_as_said
from citeset.judges._rules_doers import predicate_of_another
from citeset.judges._rules_donors import amount_of_another_donor
from citeset.judges._rules_each import each_figure_as_total
from citeset.judges._rules_ended import state_ended
from citeset.judges._rules_exact import exact_of_estimate
from citeset.judges._rules_exceptions import exception_stated
from citeset.judges._rules_figure_years import figure_of_another_year
from citeset.judges._rules_figures import comparison_by_figures, superlative_of_listed
from citeset.judges._rules_forecasts import forecast_as_result
from citeset.judges._rules_frequency import frequency_changed, weekday_widened
from citeset.judges._rules_funding import funding_denied
from citeset.judges._rules_group_chain import group_hop_skipped
from citeset.judges._rules_habits import habit_of_occasion
from citeset.judges._rules_hoped import hoped_as_certain, thought_as_fact
from citeset.judges._rules_hops import hop_dropped, hop_verbs_exchanged
from citeset.judges._rules_hours import hours_of_another_day
from citeset.judges._rules_identities import identity_for_relation
from citeset.judges._rules_instances import always_of_one_time, one_time_as_usual, some_said_of_all
from citeset.judges._rules_keyed import hop_misapplied
from citeset.judges._rules_lasting import lasting_of_ending
from citeset.judges._rules_limits import limit_dropped, only_moved, plan_as_event, range_end_stated
from citeset.judges._rules_line_managers import manager_of_the_manager
from citeset.judges._rules_links import names_relinked
from citeset.judges._rules_list_member import member_added
from citeset.judges._rules_listed import attribute_of_another
from citeset.judges._rules_located import place_of_unlinked_holder
from citeset.judges._rules_magnitudes import magnitude_reversed
from citeset.judges._rules_members import members_widened, plural_of_one_member
from citeset.judges._rules_modifiers import restriction_dropped
from citeset.judges._rules_moved import predicate_moved
from citeset.judges._rules_narrowing import narrowing_dropped
from citeset.judges._rules_nearly import bound_turned
from citeset.judges._rules_newcomers import new_as_total
from citeset.judges._rules_nominal_roles import nominal_roles_turned
from citeset.judges._rules_not_held import item_not_held
from citeset.judges._rules_offsets import begun_though_not_started, offset_turned
from citeset.judges._rules_one_of import one_of_as_the
from citeset.judges._rules_only import first_unsaid, only_of_many, only_unsaid, superlative_swapped
from citeset.judges._rules_order import order_reversed
from citeset.judges._rules_other_cause import cause_of_another
from citeset.judges._rules_outcomes import (
    attempt_failed_as_success,
    held_though_called_off,
    place_changed,
    request_refused_as_granted,
    standing_reversed,
)
from citeset.judges._rules_owned import deed_given_to_owned, deed_of_owned, owner_of_apposed
from citeset.judges._rules_owner_chain import owner_unlinked
from citeset.judges._rules_owners import owner_elsewhere, possessor_elsewhere, rest_given_value
from citeset.judges._rules_partial import part_said_of_all
from citeset.judges._rules_parts import (
    all_of_part,
    all_though_others_kept,
    first_since_as_first,
    whole_of_phase,
)
from citeset.judges._rules_passive_doers import date_of_another, doer_differs
from citeset.judges._rules_pending import (
    comment_declined_as_said,
    held_on_day_put_off,
    offer_as_accepted,
    question_as_finding,
    request_as_granted,
    trial_as_permanent,
)
from citeset.judges._rules_periods import period_closed, since_for_in
from citeset.judges._rules_permitted import permitted_as_required
from citeset.judges._rules_possessions import possession_reversed
from citeset.judges._rules_posts import post_dated_of_another, post_ended, post_of_another
from citeset.judges._rules_premises import premise_as_fact
from citeset.judges._rules_quantifiers import quantifier_contradicted, quantifier_unsaid
from citeset.judges._rules_quoted import signed_quote_of_another
from citeset.judges._rules_ranks import superlative_by_figures, superlative_moved
from citeset.judges._rules_rates import ratio_turned
from citeset.judges._rules_rebound import qualifier_dropped, qualifier_dropped_now, value_rebound
from citeset.judges._rules_recipients import award_of_part_as_body
from citeset.judges._rules_refunds import partial_refund_as_full
from citeset.judges._rules_refuted import report_called_untrue, report_denied
from citeset.judges._rules_relatives import relative_of_another
from citeset.judges._rules_requests import requested_only
from citeset.judges._rules_reversed import outcome_of_reversed
from citeset.judges._rules_rivals import subject_only_related
from citeset.judges._rules_role_ended import role_ended
from citeset.judges._rules_role_left import role_left
from citeset.judges._rules_scope import choice_added, every_widened, universal_narrowed, universal_unsaid
from citeset.judges._rules_scores import scores_turned
from citeset.judges._rules_sequence import order_word_reversed, order_word_unsaid
from citeset.judges._rules_shared_subject import shared_subject_turned
from citeset.judges._rules_sides import sides_exchanged
from citeset.judges._rules_sole import accusation_as_fact, coincidence_as_cause, held_alone_though_shared
from citeset.judges._rules_speakers import role_speaker_of_another, speaker_of_another
from citeset.judges._rules_status import closed_though_reopened, extra_as_included
from citeset.judges._rules_succession import succession_reversed
from citeset.judges._rules_successors import succession_turned
from citeset.judges._rules_superlatives import superlative_unsaid
from citeset.judges._rules_superseded import corrected_figure_stated, superseded_as_current
from citeset.judges._rules_tabled import value_of_another_label
from citeset.judges._rules_targets import target_missed_as_met
from citeset.judges._rules_tenures import deed_of_the_post_in_another_tenure, former_holder_as_current
from citeset.judges._rules_timeline import order_by_markers
from citeset.judges._rules_tokens import Features
from citeset.judges._rules_transfers import ownership_turned, transfer_turned
from citeset.judges._rules_unreal import (
    antecedent_as_fact,
    condition_as_fact,
    expected_as_fact,
    near_as_done,
    rumour_as_fact,
    unreal_as_fact,
)
from citeset.judges._rules_unsaid import declined_as_said, denied_after_reference, undecided_as_decided
from citeset.judges._rules_venue_moved import venue_since_moved
from citeset.judges._rules_venues import venue_of_another
from citeset.judges._rules_venues_owned import venue_owner_as_holder
from citeset.judges._rules_voices import (
    object_was_doer,
    passive_doer_moved,
    passive_turned,
    verb_given_to_another,
)
from citeset.judges._rules_wholes import part_as_whole, unit_figure_as_whole

Statement = tuple[Callable[[Features, Sequence[Features]], str | None], Label, str]
STATEMENT_CHECKS: tuple[Statement, ...] = (
    (dropped_condition, Label.INSUFFICIENT, "the evidence states it only with a condition or exception the claim drops: '{}'"),
    (stated_as_done, Label.INSUFFICIENT, "the evidence says it will happen ('{}'), the claim that it did"),
    (state_ended, Label.INSUFFICIENT, "{}"),
    (attribution_dropped, Label.INSUFFICIENT, "{}"),
    (cause_unstated, Label.INSUFFICIENT, "the claim gives a cause ('{}') the evidence does not state"),
    (hedge_dropped, Label.INSUFFICIENT, "the evidence says only that it may be so ('{}'), the claim that it is"),
    (denied_in_place, Label.INSUFFICIENT, "{}"),
    (added_doer, Label.INSUFFICIENT, "the evidence does not say who did it ('{}'), the claim does"),
    (name_added, Label.INSUFFICIENT, "the evidence says it of another name of the claim's subject, not of {}"),
    # (role_ended was read here too: it is read at any coverage, before these, so here it never found anything)
    (ratio_turned, Label.CONTRADICTED, "{}"),
    (date_of_another, Label.INSUFFICIENT, "the evidence gives the claim's date to another doer: {}"),
    (role_unsaid, Label.INSUFFICIENT, "the claim's apposition relates names the evidence never names together: {}"),
    (choice_added, Label.INSUFFICIENT, "the claim offers a choice ('{}') where the evidence requires both"),
    (every_widened, Label.INSUFFICIENT, "the claim says of every member what the evidence says of some: {}"),
    (universal_narrowed, Label.INSUFFICIENT, "the claim says of every member what the evidence says of a narrower set: {}"),
    (owner_elsewhere, Label.CONTRADICTED, "{}"),
    (rest_given_value, Label.CONTRADICTED, "{}"),
    (reversed_voice, Label.CONTRADICTED, "{}"),
    (passive_turned, Label.CONTRADICTED, "{}"),
    (passive_doer_moved, Label.CONTRADICTED, "{}"),
    (object_was_doer, Label.CONTRADICTED, "{}"),
    (verb_given_to_another, Label.CONTRADICTED, "{}"),
    (shared_subject_turned, Label.CONTRADICTED, "{}"),
    (doer_made_object, Label.CONTRADICTED, "{}"),
    (doer_differs, Label.CONTRADICTED, "{}"),
    (subject_elsewhere, Label.CONTRADICTED, "{}"),
    (parties_exchanged, Label.CONTRADICTED, "{}"),
    (possessor_elsewhere, Label.CONTRADICTED, "{}"),
    (sides_exchanged, Label.CONTRADICTED, "{}"),
    (predicate_moved, Label.CONTRADICTED, "{}"),
    (restriction_dropped, Label.INSUFFICIENT, "the claim drops what narrows a noun phrase it keeps: {}"),
    (narrowing_dropped, Label.INSUFFICIENT, "the claim drops what narrows what the evidence says: '{}'"),
    (hop_dropped, Label.INSUFFICIENT, "the claim drops the noun phrase the evidence relates its words through: {}"),
    (names_relinked, Label.INSUFFICIENT, "the claim links two names otherwise than the evidence: {}"),
    (identity_for_relation, Label.INSUFFICIENT, "the claim says a name is what the evidence relates it to: {}"),
    (hop_verbs_exchanged, Label.INSUFFICIENT, "the claim exchanges the verbs of a relative clause and its clause: {}"),
    (subject_bridged, Label.INSUFFICIENT, "the claim gives its subject what the evidence says of another name: {}"),
    (hop_misapplied, Label.INSUFFICIENT, "the claim gives a name what the evidence says of another key: {}"),
    (deed_of_the_role, Label.INSUFFICIENT, "{}"),
    (weekday_widened, Label.INSUFFICIENT, "{}"),
    (predicate_of_another, Label.INSUFFICIENT, "{}"),
    (role_of_another, Label.INSUFFICIENT, "{}"),
    (possession_reversed, Label.INSUFFICIENT, "{}"),
    (relative_of_another, Label.INSUFFICIENT, "{}"),
    (doer_of_another, Label.INSUFFICIENT, "{}"),
    (order_reversed, Label.INSUFFICIENT, "{}"),
    (succession_reversed, Label.INSUFFICIENT, "{}"),
    (order_word_reversed, Label.CONTRADICTED, "{}"),
    (order_word_unsaid, Label.INSUFFICIENT, "{}"),
    (quantifier_contradicted, Label.CONTRADICTED, "{}"),
    (quantifier_unsaid, Label.INSUFFICIENT, "{}"),
    (part_said_of_all, Label.INSUFFICIENT, "{}"),  # (read below the coverage too: `RulesJudge._prelude`)
    (deed_of_owned, Label.INSUFFICIENT, "{}"),
    (owner_of_apposed, Label.INSUFFICIENT, "{}"),
    (event_denied, Label.CONTRADICTED, "{}"),
    (event_put_off, Label.INSUFFICIENT, "{}"),
    (requested_only, Label.INSUFFICIENT, "{}"),
    (comparison_reversed, Label.CONTRADICTED, "{}"),
    (magnitude_reversed, Label.INSUFFICIENT, "{}"),
    (deed_given_to_owned, Label.INSUFFICIENT, "{}"),
    (universal_unsaid, Label.INSUFFICIENT, "{}"),
    (condition_reversed, Label.CONTRADICTED, "{}"),
    (complement_stated, Label.CONTRADICTED, "{}"),
    (one_of_many, Label.CONTRADICTED, "{}"),
    (alternative_joined, Label.CONTRADICTED, "{}"),
    (too_to_denied, Label.CONTRADICTED, "{}"),
    (negation_moved, Label.CONTRADICTED, "{}"),
    (value_rebound, Label.CONTRADICTED, "{}"),
    (qualifier_dropped_now, Label.CONTRADICTED, "{}"),
    (qualifier_dropped, Label.INSUFFICIENT, "{}"),
    (limit_dropped, Label.INSUFFICIENT, "{}"),
    (only_moved, Label.INSUFFICIENT, "{}"),
    (plan_as_event, Label.INSUFFICIENT, "{}"),
    (range_end_stated, Label.INSUFFICIENT, "{}"),
    (only_of_many, Label.CONTRADICTED, "{}"),
    (superlative_swapped, Label.CONTRADICTED, "{}"),
    (only_unsaid, Label.INSUFFICIENT, "{}"),
    (halves_crossed, Label.INSUFFICIENT, "{}"),  # last: a contradiction the halves show says more
    (member_added, Label.INSUFFICIENT, "{}"),
)
"""What a claim says that its evidence, holding every word of it, does not: read in this order, once the
claim's terms are covered (`coverage`); the first found decides. A reading of `ANY_COVERAGE_READINGS` is not read here
again: those are read first, on the same texts, whenever these are."""
SUBJECT_CHECKS = (predicate_of_another, doer_of_another)
"""Who a predicate or a verb is said of: not read when the claim's number is a share, remainder or comparison's
(`derived_values`), said in the evidence of "the rest", "a fifth of them" or the name after "than"."""


Reading = Callable[[Features, Sequence[Features]], str | None]
ANY_COVERAGE_READINGS: tuple[tuple[Reading, Label], ...] = (
    (obligation_made_optional, Label.CONTRADICTED),  # "optional" is rarely the evidence's word
    (permitted_as_required, Label.INSUFFICIENT),  # "must book" where "are welcome to book"
    (frequency_changed, Label.CONTRADICTED),  # "weekly" for "every two weeks"
    (comparison_turned, Label.CONTRADICTED),  # "more recent than" for "older than"
    (comparison_by_figures, Label.CONTRADICTED),  # "A sold more than B" where "B, 89,190; A, 87,150"
    (superlative_moved, Label.CONTRADICTED),  # "the lowest number of" for "the most"
    (superlative_by_figures, Label.CONTRADICTED),
    (superlative_of_listed, Label.CONTRADICTED),  # "Of A, B and C, A has the fewest N" where "A has 115 N", "B has 34 N"
    (scores_turned, Label.CONTRADICTED),  # "A outscored B" where "B scored 77 points, A 68"
    (closed_though_reopened, Label.CONTRADICTED),  # "is closed after flood damage" where "It reopened on 24 August"
    (continued_past_end, Label.INSUFFICIENT),  # "kept the contract after May 2025" where "it ended in May 2025"
    (extra_as_included, Label.CONTRADICTED),  # "covers ... and the entry fee" where "the entry fee is charged separately"
    (change_as_level, Label.CONTRADICTED),  # "rose to 8" for "rose by 8"
    (rate_period_changed, Label.CONTRADICTED),  # "£100,000 annually" for "£100,000 a month"
    (role_ended, Label.CONTRADICTED),  # a role ended given as held now
    (role_left, Label.CONTRADICTED),  # "has been the chief executive since 2013" where "He resigned in 2019"
    (nominal_roles_turned, Label.CONTRADICTED),  # "A audited B" for "A underwent an audit by B"
    (place_changed, Label.CONTRADICTED),
    (standing_reversed, Label.CONTRADICTED),  # "C finished ahead of B" where "ahead of B in second and C in third"
    (value_of_another_label, Label.CONTRADICTED),
    (attribute_of_another, Label.CONTRADICTED),  # "A was built in 2009" where "A (built in 1998), B (built 2009)"
    (count_of_another_deed, Label.CONTRADICTED),  # "approved 254" where "received 254, and 41 of them were approved"
    (vote_turned, Label.CONTRADICTED),  # "was carried by 8 votes to 6" where 8 voted against
    (motion_defeated_as_carried, Label.CONTRADICTED),  # "voted to merge with X" where "a motion to merge ... was defeated"
    (transfer_turned, Label.CONTRADICTED),  # "X bought ... from Y" where "X supplied Y"
    (ownership_turned, Label.CONTRADICTED),  # "B was taken over by A" where "A ... a subsidiary of B"
    (succession_turned, Label.CONTRADICTED),  # "S ..., taking over from P" where "P ..., taking over from S"
    (post_of_another, Label.CONTRADICTED),  # "B holds the post of manager" where "A is its manager, and B its deputy"
    (post_ended, Label.CONTRADICTED),  # "has served as treasurer since 2008" where "was ... between 2008 and 2013"
    (post_dated_of_another, Label.CONTRADICTED),
    (deed_of_the_post_in_another_tenure, Label.CONTRADICTED),
    (former_holder_as_current, Label.CONTRADICTED),  # "The current chair is M" where "R has been chair since 2019, succeeding M"  # "signed by A" where "by the chair" in a year B held it  # "since April 2004" where another held it "between April 2004 and"
    (venue_of_another, Label.CONTRADICTED),  # "E was held at A" where "E was held at B, and F took place at A"
    (funding_denied, Label.CONTRADICTED),  # "F provided money to S" where "S did not receive any funding from F"
    (hours_of_another_day, Label.CONTRADICTED),  # "until 7pm on Tuesdays" where "Monday: 10am–7pm; Tuesday: 10am–4pm"
    (held_alone_though_shared, Label.CONTRADICTED),  # "the only chief executive" where "the post is shared between"
    (coincidence_as_cause, Label.CONTRADICTED),  # "rose because X went live" where "describes the timing as a coincidence"
    (bound_turned, Label.CONTRADICTED),  # "exceeded 500" where "Just under 500 children attended"
    (accusation_as_fact, Label.INSUFFICIENT),  # "The trust dredged X" where "has been accused ... of having dredged X"
    (order_by_markers, Label.CONTRADICTED),  # "before the gala" where "... afterwards"
    (offset_turned, Label.CONTRADICTED),  # "Two months before the inspection" where "Two months later"
    (permission_of_ban, Label.CONTRADICTED),  # "has permitted filming" where "has banned filming"
    (cause_reversed, Label.CONTRADICTED),  # "The rise in costs was a result of X's decision" where "Because of a rise"
    (denied_in_other_words, Label.CONTRADICTED),  # "did not take up the offer" where "accepted the invitation"
    (affirmed_in_other_words, Label.CONTRADICTED),  # "gave the go-ahead for" where "declined to approve"
    (target_missed_as_met, Label.CONTRADICTED),  # "exceeded its target" where "falling short of the 12,000 it aimed for"
    (considered_only, Label.INSUFFICIENT),  # "has obtained" for "is considering"
    (undecided_as_decided, Label.INSUFFICIENT),  # "has decided to close" where "nothing had been decided"
    (begun_though_not_started, Label.INSUFFICIENT),  # "is under way" where "building work has not yet started"
    (hedged_future, Label.INSUFFICIENT),
    (hoped_as_certain, Label.INSUFFICIENT),  # "will open in March" where "hopes to open ... in March"
    (thought_as_fact, Label.INSUFFICIENT),  # "A burst tank was behind the collapse" where "is thought to be behind"
    (members_widened, Label.INSUFFICIENT),  # "all four campuses" where one is named
    (plural_of_one_member, Label.INSUFFICIENT),  # "S's clinics will close at 4pm" where "the Station Road clinic will"
    (superlative_unsaid, Label.INSUFFICIENT),
    (place_of_unlinked_holder, Label.INSUFFICIENT),  # "kept in Sallow" where "kept at Wood End", "B is in Sallow"  # "the most enrolments" where two studios' of three are given
    (owner_unlinked, Label.INSUFFICIENT),
    (rate_as_total, Label.INSUFFICIENT),
    (since_for_in, Label.INSUFFICIENT),
    (period_closed, Label.INSUFFICIENT),
    (unreal_as_fact, Label.INSUFFICIENT),
    (near_as_done, Label.INSUFFICIENT),
    (exception_stated, Label.INSUFFICIENT),
    (rumour_as_fact, Label.INSUFFICIENT),
    (disputed_as_said, Label.INSUFFICIENT),  # "confirmed that the sailing would go" where "dismissed reports that it would"
    (held_though_called_off, Label.INSUFFICIENT),
    (request_refused_as_granted, Label.INSUFFICIENT),
    (held_on_day_put_off, Label.INSUFFICIENT),  # "took place on 25 July" where "was due to take place on 25 July but was postponed"
    (request_as_granted, Label.INSUFFICIENT),  # "The council has given the society £6,500" where "has asked the council for"
    (offer_as_accepted, Label.INSUFFICIENT),  # "is acting as treasurer" where "has volunteered to act as treasurer"
    (trial_as_permanent, Label.INSUFFICIENT),  # "has been made permanent" where "a six-week trial of"
    (question_as_finding, Label.INSUFFICIENT),  # "The consultation found that people want X" where "asks people whether X"
    (comment_declined_as_said, Label.INSUFFICIENT),  # "X confirmed that ..." where "X declined to comment on reports that ..."
    (speaker_of_another, Label.INSUFFICIENT),
    (role_speaker_of_another, Label.INSUFFICIENT),
    (signed_quote_of_another, Label.INSUFFICIENT),  # "S is quoted as saying: 'Q'" where "'Q' (T)"  # "The welfare officer said X" where "secretary S said X, while welfare officer W said Y"
    (denied_after_reference, Label.INSUFFICIENT),  # "found X responsible" where "It did not ... hold X responsible"
    (declined_as_said, Label.INSUFFICIENT),  # '"... has been a success," X told' where '"I can't say ... has been a success"'
    (antecedent_as_fact, Label.INSUFFICIENT),
    (condition_as_fact, Label.INSUFFICIENT),  # "The application succeeded" where "If the application succeeds, ..."
    (premise_as_fact, Label.INSUFFICIENT),
    (announced_day_moved, Label.INSUFFICIENT),  # "was held on 20 January" where "News, 20 January: ... will take place on 18 May"  # "The pitches pass inspection, so ..." where "If the pitches pass inspection, ..."
    (expected_as_fact, Label.INSUFFICIENT),  # "1,850 visitors attended" where "organisers expect around 1,850"
    (forecast_as_result, Label.INSUFFICIENT),  # "has reached 9,500" where "expects the number ... to reach 9,500"
    (attempt_failed_as_success, Label.INSUFFICIENT),
    (lasting_of_ending, Label.INSUFFICIENT),  # "permanently" where the evidence says "for three weeks"
    (exact_of_estimate, Label.INSUFFICIENT),  # "exactly 2,000" where "about 2,000"
    (outcome_of_reversed, Label.INSUFFICIENT),  # "is to close" where the vote to close was later reversed
    (decided_of_pending, Label.INSUFFICIENT),  # "has approved her plan" where "her proposal goes before"
    (all_of_part, Label.INSUFFICIENT),  # "all seven passed" where "five of them passed"
    (superseded_as_current, Label.INSUFFICIENT),
    (corrected_figure_stated, Label.CONTRADICTED),  # "2,024 attended" where "The first count ... 2,024", "corrected"  # "costs £20" where "was £20 until May, when it rose to £22"
    (part_as_whole, Label.INSUFFICIENT),  # "welcomed 53,050 visitors in 2017" where "July and August alone: 53,050"
    (unit_figure_as_whole, Label.INSUFFICIENT),  # "The Guild has 197 members" where "197 in the Cawthorne branch"
    (each_figure_as_total, Label.INSUFFICIENT),
    (capacity_as_attendance, Label.INSUFFICIENT),
    (figure_of_another_year, Label.INSUFFICIENT),
    (new_as_total, Label.INSUFFICIENT),
    (venue_since_moved, Label.INSUFFICIENT),
    (award_of_part_as_body, Label.INSUFFICIENT),
    (partial_refund_as_full, Label.INSUFFICIENT),  # "full refunds" where "refunds of £23 against each £30 fee"  # "won the award" where "The training team of X won the award"  # "will take place at A" where "has been moved to B"  # "has 11 staff in total" where "recruited 11 new staff, bringing its total to 48"  # "412 ... in 2023" where "In 2022, ... 412"  # "drew an audience of 1,200" where "The stand can hold 1,200"  # "20 new footballs in total" where "Each of the four squads received 20"
    (whole_of_phase, Label.INSUFFICIENT),  # "has completed the relining" where "the first phase of" it
    (all_though_others_kept, Label.INSUFFICIENT),  # "all its sites" where "its other sites would keep"
    (cause_of_another, Label.INSUFFICIENT),  # "because bookings had been moved" where "because of a burst pipe"
    (first_since_as_first, Label.INSUFFICIENT),  # "the first year" where "its first since 2012"
    (first_unsaid, Label.INSUFFICIENT),  # "became the first member of" where "became a member of ... in 2006"
    (always_of_one_time, Label.INSUFFICIENT),  # "Entry is always free" where "Entry ... in 2024 was free"
    (one_time_as_usual, Label.INSUFFICIENT),  # "is held at G" where "was held at G instead of its usual home"
    (habit_of_occasion, Label.INSUFFICIENT),  # "regularly leads" where "Last Saturday, ... led" (no year: always_of_one_time)
    (some_said_of_all, Label.INSUFFICIENT),  # "None of the walks sold out" where "not every walk had sold out"
    (count_of_another_noun, Label.INSUFFICIENT),  # "8 engineers and 15 meter readers" for "15 engineers and 8 ..."
    (amount_of_another_donor, Label.INSUFFICIENT),  # "A gave £1,900" where "£10,800 from A and £1,900 from B"
    (subject_only_related, Label.INSUFFICIENT),  # A's facts given to "A's closest rival"
    (one_of_as_the, Label.INSUFFICIENT),  # "is the busiest station" where "one of the busiest stations"
    (date_of_another_thing, Label.CONTRADICTED),  # "the showcase is on 27 July" where "its showcase on 12 May and its qualifier on 27 July"
    (report_called_untrue, Label.CONTRADICTED),  # "X has sold Y" where "Reports that we have sold Y are untrue"
    (report_denied, Label.INSUFFICIENT),  # "X has sold Y" where "P reported that X had sold Y. X denied this"
    (item_not_held, Label.CONTRADICTED),  # "will include the jet display" where "The jet display is not running"
    (part_said_of_name, Label.INSUFFICIENT),  # "X will no longer open" where "the north rink of X will no longer open"
    (venue_owner_as_holder, Label.INSUFFICIENT),  # "X is owned by T" where "X is held at C" and "C is owned by T"
    (branch_said_of_all, Label.INSUFFICIENT),  # "None of X's squads will" where "the A squad will ... The B squad is not affected"
    (group_hop_skipped, Label.INSUFFICIENT),
    (name_outside_closed_list, Label.INSUFFICIENT),
    (name_outside_only_list, Label.INSUFFICIENT),  # "P offers yoga" where "P offers only the following classes: A, B"
    (manager_of_the_manager, Label.INSUFFICIENT),  # "X is managed by P" where "Q is the manager of X" and "Q reports to P"  # "X is one of the station's boats" where "The station's boats are A, B and C"  # "P leads the team that organises A" where A's team is another than P's
)
"""What a claim says that its evidence does not, read at any coverage before the statement checks (its words need
not all be the evidence's: the readings find the relation, the value or the word that turns it); in this order, the
first found decides, with its label. `RulesJudge` then reads the comparatives and universals a claim with all its
values leaves unsaid."""
