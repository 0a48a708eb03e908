"""The environment benchmark and the training example still run (tiny settings; speed and
learning are measured by running them, never asserted here beyond a sanity margin)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import gymnasium
import numpy as np
import pytest

ROOT = Path(__file__).parent.parent.parent


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def test_env_speed_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    module = _load(ROOT / "benchmarks" / "env_speed.py")
    assert module.main(["--seconds", "0.05", "--players", "2", "--raw"]) == 0
    out = capsys.readouterr().out
    assert "threeup_v0.env" in out and "threeup_v0.raw_env" in out
    assert "rlcard uno" in out and "ratio" in out


def test_training_example_runs_and_writes_its_plot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    module = _load(ROOT / "examples" / "train_rl.py")
    out = tmp_path / "learning.png"
    args = ["--games", "32", "--batch", "16", "--eval-every", "16", "--eval-games", "6"]
    assert module.main([*args, "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "random vs random" in printed and "greedy vs random" in printed
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    rows = [line.split()[0] for line in printed.splitlines() if line.split()[0].isdigit()]
    assert rows == ["0", "16", "32"]  # evaluated before training, after 16 and 32 games


def test_training_beats_random_after_512_games() -> None:
    module = _load(ROOT / "examples" / "train_rl.py")
    env = gymnasium.make("threeup/ThreeUp-v0", opponents=["random"])
    unwrapped = env.unwrapped
    policy = module.Policy.zero(unwrapped.action_index.size, unwrapped.encoder.high)
    adam = module.Adam([0.002, 0.05])
    rng = np.random.default_rng(1)
    baseline = 0.0
    for batch in range(32):
        grads = [np.zeros_like(policy.weights), np.zeros_like(policy.bias)]
        for game in range(16):
            reward, _n, trace = module.play(env, policy, 16 * batch + game, rng, True)
            module.accumulate(grads, trace, reward - baseline)
            baseline += 0.02 * (reward - baseline)
        adam.step([policy.weights, policy.bias], [g / 16 for g in grads])
    wins = module.evaluate(env, policy, 200)
    # random against random wins about 100 of 200 (120 or more: p < 0.3%); this seed's
    # policy wins 134 (seeds 1 to 4 gave 134, 137, 111 and 120: learning this early is noisy)
    assert wins >= 120
