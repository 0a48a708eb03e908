"""The benchmarks still run (a very short run; speed itself is measured by the benchmarks,
never asserted here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).parent.parent / "benchmarks" / "engine_speed.py"


def test_engine_speed_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("engine_speed", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["engine_speed"] = module
    spec.loader.exec_module(module)
    assert module.main(["--seconds", "0.05", "--players", "2"]) == 0
    out = capsys.readouterr().out
    assert "threeup" in out and "rlcard-uno" in out and "ratio" in out
