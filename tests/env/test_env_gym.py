"""The Gymnasium environment: registration, Gymnasium's checker, masks, rewards, seeds."""

from __future__ import annotations

import subprocess
import sys
import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import threeup.env
from threeup import Rules, new_game
from threeup.env import IllegalIndexError, ThreeUpEnv


def _play(env: Any, seed: int, pick: int = 0) -> tuple[list[bytes], float, dict[str, Any]]:
    """Play one episode taking the ``pick``-th legal index (modulo); return the
    observations, the final reward and the final info."""
    observation, info = env.reset(seed=seed)
    seen = [observation.tobytes()]
    while True:
        legal = np.flatnonzero(info["action_mask"])
        observation, reward, terminated, truncated, info = env.step(int(legal[pick % len(legal)]))
        seen.append(observation.tobytes())
        assert not truncated
        if terminated:
            return seen, reward, info
        assert reward == 0.0


def test_gymnasium_make_works_after_importing_threeup_env() -> None:
    assert threeup.env.GYM_ID == "threeup/ThreeUp-v0"
    env = gymnasium.make("threeup/ThreeUp-v0", opponents=["greedy", "random"], ones_reverse=True)
    assert env.unwrapped.rules == Rules(players=3, ones_reverse=True)
    observation, info = env.reset(seed=1)
    assert observation in env.observation_space
    assert info["action_mask"].dtype == np.int8


def test_the_module_prefixed_id_needs_no_import() -> None:
    code = (
        "import gymnasium\n"
        "env = gymnasium.make('threeup.env:threeup/ThreeUp-v0')\n"
        "print(env.reset(seed=0)[0].shape)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "(308,)"


def test_gymnasiums_env_checker_passes() -> None:
    # check_env steps with unmasked random actions, so it runs with illegal_action="lose"
    env = gymnasium.make("threeup/ThreeUp-v0", illegal_action="lose")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    assert [str(w.message) for w in caught] == []


def test_check_env_passes_in_play_against_several_bots() -> None:
    env = ThreeUpEnv(["expert", "greedy", "random"], illegal_action="lose", placings=True)
    check_env(env, skip_render_check=True)


def test_an_illegal_index_raises_and_changes_nothing() -> None:
    env = ThreeUpEnv(["random"])
    _observation, info = env.reset(seed=2)
    state = env.game.copy()
    mask = info["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalIndexError, match=f"cannot take action {illegal}"):
        env.step(illegal)
    with pytest.raises(IllegalIndexError, match="outside the action space"):
        env.step(env.action_space.n)
    with pytest.raises(IllegalIndexError, match="integer index"):
        env.step([1])
    assert env.game == state
    assert np.array_equal(env.action_masks(), mask.astype(bool))


def test_lose_mode_ends_the_episode_on_an_illegal_index() -> None:
    env = ThreeUpEnv(["random"], illegal_action="lose")
    _observation, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, illegal)
    assert not info["action_mask"].any()
    with pytest.raises(IllegalIndexError, match="call reset"):
        env.step(illegal)


def test_the_mask_is_the_learners_legal_actions() -> None:
    env = ThreeUpEnv(["greedy"], seat=1)
    _observation, info = env.reset(seed=3)
    for _ in range(40):
        assert env.game.to_move == 1
        legal = env.action_index.legal_indices(env.game)
        assert sorted(np.flatnonzero(info["action_mask"]).tolist()) == sorted(legal)
        assert env.action_masks().dtype == np.bool_
        assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
        _obs, _reward, terminated, _truncated, info = env.step(legal[-1])
        if terminated:
            break


@pytest.mark.parametrize("seed", range(3))
def test_the_reward_is_the_result_of_the_game(seed: int) -> None:
    env = ThreeUpEnv(["greedy"])
    _seen, reward, info = _play(env, seed, pick=seed - 1)
    result = env.game.result
    assert env.game.is_over and info["reason"] == result.reason.value
    if result.winner is None:  # a turn-limit stalemate
        assert reward == 0.0
    else:
        assert reward == (1.0 if result.winner == env.seat else -1.0)


def test_with_placings_the_episode_ends_when_the_learner_goes_out() -> None:
    places = set()
    for seed in range(6):
        env = ThreeUpEnv(["random", "random", "random"], placings=True)
        _seen, reward, info = _play(env, seed)
        if info["place"] is None:  # stopped by the turn limit before the learner was out
            assert info["reason"] == "turn_limit"
            assert reward == pytest.approx(-len(env.game.placings) / 3)
            continue
        place = env.game.placings.index(env.seat) + 1
        assert info["place"] == place
        assert reward == pytest.approx([1.0, 1 / 3, -1 / 3, -1.0][place - 1])
        assert env.game.is_over == (place >= 3)  # the others play on without the learner
        places.add(place)
    assert len(places) >= 2


def test_a_turn_limit_stalemate_gives_zero() -> None:
    env = ThreeUpEnv(["random"], turn_limit=8)
    _seen, reward, info = _play(env, 0)
    assert (reward, info["reason"], info["place"]) == (0.0, "turn_limit", None)


def test_a_seed_replays_the_whole_episode() -> None:
    def episode(seed: int) -> tuple[list[bytes], float, int]:
        env = ThreeUpEnv(["greedy", "random"], seat=None)
        seen, reward, _info = _play(env, seed, pick=1)
        assert env.replay().final_state() == env.game
        return seen, reward, env.seat

    assert episode(4) == episode(4)
    assert episode(4) != episode(5)


def test_the_game_seed_option_deals_the_engines_game() -> None:
    env = ThreeUpEnv(["random"], rules=Rules(players=2, start_seat=1))
    env.reset(seed=0, options={"game_seed": 77})
    fresh = new_game(env.rules, 77)
    assert env.game.hands[0] == fresh.hands[0] and env.game.down == fresh.down


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        ThreeUpEnv(["random", "cheater"])
    with pytest.raises(ValueError, match="at least one opponent"):
        ThreeUpEnv([])
    with pytest.raises(ValueError, match="seat must be"):
        ThreeUpEnv(["random"], seat=2)
    with pytest.raises(ValueError, match="illegal_action"):
        ThreeUpEnv(["random"], illegal_action="random")
    with pytest.raises(ValueError, match="for 2"):
        ThreeUpEnv(["random", "random"], rules=Rules(players=2))


def test_ansi_render_shows_the_learners_hand_only(capsys: pytest.CaptureFixture[str]) -> None:
    env = ThreeUpEnv(["greedy"], render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert text is not None and "learner: hand" in text and "greedy 1: hand" in text
    assert text.count("| hand") == 1
    human = ThreeUpEnv(["greedy"], render_mode="human")
    human.reset(seed=0)
    assert human.render() is None and "learner" in capsys.readouterr().out
