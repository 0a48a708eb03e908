"""Train a small policy to beat the random player at 2-player 3UP 3DOWN, with numpy only.

    .venv/bin/python examples/train_rl.py --out learning.png     # about 2 minutes

The policy is linear softmax over the legal actions: the logit of action ``a`` is
``b[a] + W[a] . x`` with ``x`` the observation scaled to [0, 1]; illegal actions are
masked out. It is trained by REINFORCE (Williams, 1992) with a running-mean baseline and
Adam (step sizes annealed to a tenth), on whole games of
``gymnasium.make("threeup/ThreeUp-v0", opponents=["random"])``: the reward is +1 for a
win and -1 for a loss (0 for the rare turn-limit stalemate), given at the end.

Every ``--eval-every`` training games it plays ``--eval-games`` games on held-out seeds
(never trained on), sampling from the policy, and reports its win rate with a 95% Wilson
interval. Before training the policy is uniform over the legal actions, so the first
point is random against random (50%, less the rare turn-limit stalemates). The plot
(``--out``) shows the win rate against training games, the random-vs-random baseline
and, for scale, the ``greedy`` heuristic against random on the same seeds.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import gymnasium
import numpy as np
from numpy.typing import NDArray

import threeup.env  # noqa: F401  (registers threeup/ThreeUp-v0)
from threeup.bots import make_bot

EVAL_SEEDS = 1_000_000  # held-out deals start here; training deals start at 0
Vector = NDArray[np.float32]


@dataclass
class Policy:
    """Linear softmax over masked actions: logits ``b + W x``."""

    weights: NDArray[np.float32]  # actions x features
    bias: NDArray[np.float32]  # actions
    scale: NDArray[np.float32]  # 1 / the observation's upper bounds

    @staticmethod
    def zero(actions: int, high: NDArray[np.int8]) -> Policy:
        """The uniform policy (every legal action as likely)."""
        scale = (1.0 / high.astype(np.float32)).astype(np.float32)
        return Policy(
            np.zeros((actions, high.size), np.float32), np.zeros(actions, np.float32), scale
        )

    def features(self, observation: NDArray[np.int8]) -> Vector:
        """The observation scaled to [0, 1]."""
        return observation * self.scale

    def probabilities(self, x: Vector, legal: NDArray[np.intp]) -> Vector:
        """The policy's distribution over the ``legal`` indices."""
        logits = self.bias[legal] + self.weights[legal] @ x
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()


@dataclass
class Adam:
    """Adam (Kingma and Ba, 2015), ascending, with a step size per array: a logit sums
    ``W[a] . x`` over a hundred or so non-zero features, so ``W`` takes far smaller steps
    than ``b`` (with equal steps the policy lurches, and can collapse into stalemates)."""

    lrs: list[float]
    decay: float = 1.0  # the step sizes are multiplied by this (the caller anneals it)
    moments: list[tuple[NDArray[np.float32], NDArray[np.float32]]] = field(default_factory=list)
    t: int = 0

    def step(self, params: list[NDArray[np.float32]], grads: list[NDArray[np.float32]]) -> None:
        """``params[i] += lrs[i] * adam(grads[i])``."""
        if not self.moments:
            self.moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
        self.t += 1
        b1, b2 = 0.9, 0.999
        for p, g, (m, v), lr in zip(params, grads, self.moments, self.lrs, strict=True):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            m_hat = m / (1 - b1**self.t)
            v_hat = v / (1 - b2**self.t)
            p += self.decay * lr * m_hat / (np.sqrt(v_hat) + 1e-8)


Trace = list[tuple[Vector, NDArray[np.intp], Vector, int]]


def play(
    env: Any, policy: Policy, seed: int, rng: np.random.Generator, record: bool
) -> tuple[float, int, Trace]:
    """One game from deal ``seed``, sampling from the policy; returns the reward, the
    number of decisions with a choice and (``record``) what each one saw and chose."""
    observation, info = env.reset(seed=seed)
    trace: Trace = []
    decisions = 0
    while True:
        legal = np.flatnonzero(info["action_mask"])
        if len(legal) == 1:
            choice = 0
        else:
            x = policy.features(observation)
            p = policy.probabilities(x, legal)
            choice = int(rng.choice(len(legal), p=p))
            if record:
                trace.append((x, legal, p, choice))
            decisions += 1
        observation, reward, terminated, truncated, info = env.step(int(legal[choice]))
        if terminated or truncated:
            return float(reward), decisions, trace


def accumulate(grads: list[NDArray[np.float32]], trace: Trace, advantage: float) -> None:
    """Add ``advantage`` times the gradient of the log-probability of every choice."""
    for x, legal, p, choice in trace:
        g = -advantage * p
        g[choice] += advantage  # advantage * d log p(choice) / d logits
        grads[0][legal] += np.outer(g, x)
        grads[1][legal] += g


def greedy_win_rate(env: Any, games: int) -> float:
    """The ``greedy`` bot in the learner's seat (its actions mapped to indices) against
    random, on the held-out deals."""
    wins = 0
    index = env.unwrapped.action_index
    for i in range(games):
        env.reset(seed=EVAL_SEEDS + i)
        bot = make_bot("greedy", i)
        while True:
            game = env.unwrapped.game
            action = bot.choose(game.view(game.to_move), game.legal_actions())
            _obs, reward, terminated, _trunc, _info = env.step(index.index(action, game.to_move))
            if terminated:
                wins += reward > 0
                break
    return wins / games


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def evaluate(env: Any, policy: Policy, games: int) -> int:
    """Wins of the (sampled) policy on the held-out deals."""
    rng = np.random.default_rng(12345)
    return sum(play(env, policy, EVAL_SEEDS + i, rng, False)[0] > 0 for i in range(games))


def plot(curve: list[dict[str, float]], baseline: float, greedy: float | None, out: str) -> None:
    """Win rate against training games, with its interval and the reference lines."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    games = [c["games"] for c in curve]
    rate = [100 * c["win_rate"] for c in curve]
    low = [100 * c["low"] for c in curve]
    high = [100 * c["high"] for c in curve]
    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=120)
    ax.fill_between(games, low, high, alpha=0.2, color="tab:blue", label="95% interval")
    ax.plot(games, rate, "o-", color="tab:blue", label="learned policy vs random")
    ax.axhline(100 * baseline, ls="--", color="grey", label="random vs random (measured)")
    if greedy is not None:
        ax.axhline(100 * greedy, ls=":", color="tab:green", label="greedy heuristic vs random")
    ax.set_xlabel("training games")
    ax.set_ylabel("win rate on held-out deals (%)")
    ax.set_title("REINFORCE, linear softmax over masked actions, 2 players")
    ax.set_ylim(30, 100)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30000, help="training games")
    parser.add_argument("--batch", type=int, default=32, help="games per update")
    parser.add_argument("--lr", type=float, default=0.05, help="Adam step size of b")
    parser.add_argument("--lr-weights", type=float, default=0.002, help="Adam step of W")
    parser.add_argument("--eval-every", type=int, default=3000, help="training games")
    parser.add_argument("--eval-games", type=int, default=1000, help="held-out games")
    parser.add_argument("--seed", type=int, default=1, help="seeds the policy's sampling")
    parser.add_argument("--out", default="train_rl.png", help="the plot (PNG)")
    parser.add_argument("--no-greedy", action="store_true", help="skip the greedy reference")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    env = gymnasium.make("threeup/ThreeUp-v0", opponents=["random"])
    unwrapped = env.unwrapped
    policy = Policy.zero(unwrapped.action_index.size, unwrapped.encoder.high)
    adam = Adam([args.lr_weights, args.lr])
    rng = np.random.default_rng(args.seed)
    baseline_reward = 0.0
    curve: list[dict[str, float]] = []
    decisions = 0

    def checkpoint(trained: int) -> None:
        wins = evaluate(env, policy, args.eval_games)
        low, high = wilson(wins, args.eval_games)
        rate = wins / args.eval_games
        point = {"games": trained, "decisions": decisions, "win_rate": rate}
        curve.append({**point, "low": low, "high": high})
        print(
            f"{trained:>7} {decisions:>10,} {100 * wins / args.eval_games:>8.1f}% "
            f"[{100 * low:.1f}, {100 * high:.1f}] {time.perf_counter() - start:>7.1f}s",
            flush=True,
        )

    print(f"{'games':>7} {'decisions':>10} {'win rate':>9} {'95% interval':>14} {'time':>8}")
    checkpoint(0)
    trained = 0
    while trained < args.games:
        grads = [np.zeros_like(policy.weights), np.zeros_like(policy.bias)]
        batch = min(args.batch, args.games - trained)
        for _ in range(batch):
            reward, n, trace = play(env, policy, trained, rng, True)
            accumulate(grads, trace, reward - baseline_reward)
            baseline_reward += 0.02 * (reward - baseline_reward)
            decisions += n
            trained += 1
        adam.decay = 1.0 - 0.9 * trained / args.games  # anneal to a tenth by the end
        adam.step([policy.weights, policy.bias], [g / batch for g in grads])
        if trained % args.eval_every < batch or trained == args.games:
            checkpoint(trained)

    baseline = curve[0]["win_rate"]
    greedy = None if args.no_greedy else greedy_win_rate(env, args.eval_games)
    plot(curve, baseline, greedy, args.out)
    final = curve[-1]
    print(
        f"random vs random {100 * baseline:.1f}%; after {trained} games "
        f"({decisions:,} decisions) {100 * final['win_rate']:.1f}% "
        f"[{100 * final['low']:.1f}, {100 * final['high']:.1f}]"
        + (f"; greedy vs random {100 * greedy:.1f}%" if greedy is not None else "")
    )
    print(f"plot: {args.out}; {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
