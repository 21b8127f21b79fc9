"""Readings of a sentence that opens with a pronoun (`citeset.parse.readings`)."""

from __future__ import annotations

from citeset.parse import leading_pronoun, names_in, readings, without_affirmation


def test_names_are_runs_of_capitalised_words_or_codes_in_order() -> None:
    assert names_in("Dr. Amara Quist-1982 is the chief executive of Norvale 1982 [2].") == [
        "Dr. Amara Quist-1982", "Norvale 1982"]
    assert names_in("In 2019, Acme moved to Porto.") == ["Acme", "Porto"]  # a bare year is not a name
    assert names_in("it rained all day.") == []


def test_only_a_leading_subject_or_possessive_pronoun_is_read() -> None:
    assert leading_pronoun("It is headquartered in Porto.") == "It"
    assert leading_pronoun("Italy is large.") is None
    assert leading_pronoun("This is headquartered in Porto.") is None
    assert readings("Acme is headquartered in Porto, and it grew.", "Acme was founded in 1999.") == []


def test_each_name_of_the_sentence_before_gives_a_reading_possessives_included() -> None:
    assert readings("It is headquartered in Porto [2].", "Norvale 0 was founded by Ana Lind [1].") == [
        ("Norvale 0 is headquartered in Porto [2].", "Norvale 0"),
        ("Ana Lind is headquartered in Porto [2].", "Ana Lind")]
    assert readings("Its chief executive is Ana Lind.", "Norvale 0 was founded in 1999.") == [
        ("Norvale 0's chief executive is Ana Lind.", "Norvale 0")]


def test_a_personal_pronoun_is_read_as_the_subject_only() -> None:
    assert readings("She joined in 2019.", "Dana Reyes leads Project Birch.") == [
        ("Dana Reyes joined in 2019.", "Dana Reyes")]


def test_an_opening_affirmation_is_set_apart_from_what_the_sentence_asserts() -> None:
    assert without_affirmation("Yes, the fee is $30.") == ("The fee is $30.", "Yes")
    assert without_affirmation("That's correct: Acme is in Porto.") == ("Acme is in Porto.", "That's correct")
    assert without_affirmation("Yesterday Acme moved.") is None
    assert without_affirmation("No, Acme is in Porto.") is None
