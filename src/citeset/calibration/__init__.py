"""Calibration of judges against human labels: agreement metrics, slices, blind review samples."""

from citeset.calibration._items import FORMATS, CalibrationItem, read_items
from citeset.calibration._metrics import CalibrationReport, PerLabel, SliceStats, agreement
from citeset.calibration._run import (
    Decision,
    ReviewItem,
    ReviewKey,
    calibrate,
    judge_items,
    read_decisions,
    stratified_sample,
    write_atomic,
    write_sample,
)
from citeset.calibration._slices import SLICES, claim_slices

__all__ = [
    "FORMATS",
    "SLICES",
    "CalibrationItem",
    "CalibrationReport",
    "Decision",
    "PerLabel",
    "ReviewItem",
    "ReviewKey",
    "SliceStats",
    "agreement",
    "calibrate",
    "claim_slices",
    "judge_items",
    "read_decisions",
    "read_items",
    "stratified_sample",
    "write_atomic",
    "write_sample",
]
