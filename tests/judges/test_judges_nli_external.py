"""The nli judge's spec covers the model's external-data weight files, not only model.onnx (audit 33: weights
swapped in model.onnx.data, same size, kept the spec key, so a cache served the old model's labels)."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.judges import load_judge
from citeset.judges._nli import external_data
from citeset.judges._testing import build_tiny_nli

onnx = pytest.importorskip("onnx")


def externalised(folder: Path, location: str) -> Path:
    """The tiny model re-saved with its weights in the file `location` beside model.onnx."""
    model = onnx.load(str(folder / "model.onnx"))
    onnx.save_model(model, str(folder / "model.onnx"), save_as_external_data=True, all_tensors_to_one_file=True,
                    location=location, size_threshold=0)
    return folder / location


def flip_last_byte(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[-1] ^= 0x01  # the same size: other weights
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("location", ["model.onnx.data", "weights.bin"])
def test_new_weights_of_the_same_size_get_a_new_spec_key(tmp_path: Path, location: str) -> None:
    folder = build_tiny_nli(tmp_path / "m")
    weights = externalised(folder, location)
    assert external_data(folder / "model.onnx") == [weights]
    key = load_judge(f"nli:{folder}").spec.key
    assert load_judge(f"nli:{folder}").spec.key == key  # deterministic
    size = weights.stat().st_size
    flip_last_byte(weights)
    assert weights.stat().st_size == size
    assert load_judge(f"nli:{folder}").spec.key != key


def test_a_location_outside_the_folder_is_not_read(tmp_path: Path) -> None:
    folder = build_tiny_nli(tmp_path / "m")
    (tmp_path / "outside.bin").write_bytes(b"x")
    model = folder / "model.onnx"
    model.write_bytes(model.read_bytes() + b"\x0a\x08location\x12\x0e../outside.bin")
    assert external_data(model) == []
