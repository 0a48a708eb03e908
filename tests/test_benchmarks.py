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


def _load(name: str) -> object:
    path = Path(__file__).parent.parent / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_bot_strength_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    module = _load("bot_strength")
    assert hasattr(module, "main")
    assert module.main(["--scale", "0.002", "--workers", "1", "--only", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "greedy vs random" in out and "target >= 90%" in out and "win rate" in out


def test_server_load_benchmark_prints_its_figures() -> None:
    import subprocess

    path = Path(__file__).parent.parent / "benchmarks" / "server_load.py"
    command = [
        sys.executable,
        str(path),
        "--tables",
        "3",
        "--fast-tables",
        "2",
        "--seconds",
        "1",
        "--warmup",
        "0.2",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "human pace" in out and "full speed" in out
    assert "accepted actions/s" in out and "p99" in out
    # Two tables at full speed may outrun a connection's rate limit; nothing else may fail.
    errors = [line for line in out.splitlines() if "error replies" in line]
    assert all("rate_limited" in line and "," not in line for line in errors), errors
