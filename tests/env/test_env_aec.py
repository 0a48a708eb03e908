"""The PettingZoo AEC environment: PettingZoo's own tests, rewards, errors, seeding."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from env_helpers import play_random, unexpected_warnings
from pettingzoo.test import api_test, render_test, seed_test
from pettingzoo.utils.wrappers import OrderEnforcingWrapper

from support.variants import SWITCHES
from threeup import DeckSpec, Rules, RulesError, new_game
from threeup.env import IllegalIndexError, ThreeUpAECEnv, threeup_v0
from threeup.env.threeup_v0 import raw_env

ALL_SWITCHES: dict[str, Any] = SWITCHES["all"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_pettingzoo_api_test_passes(players: int) -> None:
    def run() -> None:
        api_test(threeup_v0.env(num_players=players), num_cycles=400)

    assert unexpected_warnings(run) == []


@pytest.mark.parametrize(
    "settings",
    [
        {"num_players": 3, **ALL_SWITCHES},
        {"num_players": 5, "placings": True, "ones_reverse": True},
        {"num_players": 2, "deck": DeckSpec.standard("gb"), "voluntary_pickup": True},
        {"num_players": 4, "turn_limit": 25, "placings": True},
    ],
    ids=["all-3p", "placings-5p", "two-colours-2p", "turn-limit-4p"],
)
def test_pettingzoo_api_test_passes_under_optional_rules(settings: dict[str, Any]) -> None:
    def run() -> None:
        api_test(threeup_v0.env(**settings), num_cycles=400)

    assert unexpected_warnings(run) == []


@pytest.mark.parametrize("settings", [{"num_players": 2}, {"num_players": 4, **ALL_SWITCHES}])
def test_pettingzoo_seed_test_passes(settings: dict[str, Any]) -> None:
    seed_test(lambda: threeup_v0.env(**settings), num_cycles=300)


def test_pettingzoo_render_test_passes(capsys: pytest.CaptureFixture[str]) -> None:
    render_test(lambda render_mode=None: threeup_v0.env(num_players=3, render_mode=render_mode))
    assert "pile:" in capsys.readouterr().out  # human mode prints the table


def test_env_is_wrapped_as_pettingzoo_classic_envs_are() -> None:
    env = threeup_v0.env(num_players=4)
    assert isinstance(env, OrderEnforcingWrapper)
    assert isinstance(env.unwrapped, ThreeUpAECEnv)
    assert str(env) == "threeup_v0" and env.metadata["name"] == "threeup_v0"
    with pytest.raises(AttributeError, match="before reset"):
        env.agent_selection  # noqa: B018
    env.reset(seed=0)
    assert env.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
    assert env.num_agents == 4
    assert env.observation_space("player_2") is env.observation_space("player_2")
    assert env.observation_space("player_0")["observation"].shape == (142 + 83 * 4,)
    assert env.action_space("player_1").n == 520


def test_rules_come_as_an_object_or_as_switches() -> None:
    rules = Rules(players=3, ones_reverse=True, turn_limit=50)
    assert raw_env(rules=rules).rules == rules
    assert raw_env(num_players=3, ones_reverse=True, turn_limit=50).rules == rules
    assert raw_env(rules=rules, placings=True).rules.placings
    assert raw_env().rules == Rules(players=2)
    with pytest.raises(RulesError, match="unknown rules setting"):
        raw_env(num_players=3, max_cycles=10)
    with pytest.raises(RulesError, match="for 3"):
        raw_env(num_players=4, rules=rules)
    with pytest.raises(RulesError, match="2 to 6 players"):
        raw_env(num_players=7)


def _snapshot(env: ThreeUpAECEnv) -> tuple[Any, ...]:
    return (
        env.game.copy(),
        env.agent_selection,
        dict(env.rewards),
        dict(env._cumulative_rewards),
        dict(env.terminations),
        list(env.agents),
        len(env.replay().actions),
    )


def test_an_illegal_index_raises_a_typed_error_and_changes_nothing() -> None:
    env = threeup_v0.env(num_players=3)
    env.reset(seed=4)
    raw = env.unwrapped
    for _ in range(10):  # into the play phase
        env.step(raw.legal_indices()[0])
    before = _snapshot(raw)
    legal = raw.legal_indices()
    illegal = next(i for i in range(520) if i not in legal)
    with pytest.raises(IllegalIndexError, match=f"cannot take action {illegal}") as caught:
        env.step(illegal)
    assert caught.value.index == illegal and caught.value.legal == tuple(legal)
    assert isinstance(caught.value, ValueError)
    with pytest.raises(IllegalIndexError, match=r"outside the action space 0\.\.519"):
        env.step(520)
    with pytest.raises(IllegalIndexError, match="outside the action space"):
        env.step(-1)
    with pytest.raises(IllegalIndexError, match="integer index"):
        env.step("pickup")
    with pytest.raises(IllegalIndexError, match="integer index"):
        env.step(None)  # None is only for an agent that is done
    with pytest.raises(IllegalIndexError, match="integer index"):
        env.step(1.0)
    after = _snapshot(raw)
    assert after[0] == before[0] and after[1:] == before[1:]
    env.step(np.int64(legal[0]))  # numpy integers are indices too
    assert len(raw.replay().actions) == before[-1] + 1


def test_the_error_names_the_rule_the_engine_gives() -> None:
    env = raw_env(num_players=2)
    env.reset(seed=1)
    with pytest.raises(IllegalIndexError, match=r"pickup\): .*S2") as caught:
        env.step(515)  # pickup while choosing the 3UP
    assert caught.value.rule == "S2"


def _finish(env: Any, rng: random.Random) -> dict[str, float]:
    """Play on at random; return each agent's reward as last() gave it when it was done."""
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _info = env.last()
        if termination or truncation:
            final[agent] = reward
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
    return final


@pytest.mark.parametrize("seed", range(4))
def test_two_players_score_plus_one_and_minus_one(seed: int) -> None:
    env = threeup_v0.env(num_players=2)
    env.reset(seed=seed)
    final = _finish(env, random.Random(seed))
    result = env.unwrapped.game.result
    winner = f"player_{result.winner}"
    assert final == {winner: 1.0, f"player_{1 - result.winner}": -1.0}
    assert env.agents == []


def test_placings_end_an_agent_when_it_goes_out_with_its_places_share() -> None:
    env = threeup_v0.env(num_players=4, placings=True)
    env.reset(seed=11)
    rng = random.Random(11)
    done_while_playing = []
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, termination, _truncation, info = env.last()
        if termination:
            final[agent] = reward
            if not env.unwrapped.game.is_over:
                done_while_playing.append(agent)
            assert info["place"] is not None
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
    placings = env.unwrapped.game.result.placings
    # the first two out leave the game before it ends, the others at its end
    assert done_while_playing == [f"player_{s}" for s in placings[:2]]
    expected = dict(zip([f"player_{s}" for s in placings], [1.0, 1 / 3, -1 / 3, -1.0], strict=True))
    assert final == pytest.approx(expected)


def test_a_turn_limit_stalemate_gives_zero() -> None:
    env = threeup_v0.env(num_players=3, turn_limit=6)
    env.reset(seed=2)
    final = _finish(env, random.Random(2))
    assert env.unwrapped.game.result.reason.value == "turn_limit"
    assert final == {"player_0": 0.0, "player_1": 0.0, "player_2": 0.0}


def test_a_seed_replays_the_same_game() -> None:
    def trajectory(seed: int) -> list[tuple[Any, ...]]:
        env = threeup_v0.env(num_players=4, ones_reverse=True)
        env.reset(seed=seed)
        rng = random.Random(99)
        seen = []
        for agent in env.agent_iter():
            observation, reward, termination, truncation, _info = env.last()
            seen.append((agent, observation["observation"].tobytes(), reward))
            if termination or truncation:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
        return seen

    first = trajectory(5)
    assert first == trajectory(5)
    assert first != trajectory(6)


def test_the_game_is_the_engines_game_of_its_seed_and_replays() -> None:
    env = raw_env(num_players=3)
    play_random(env, 3, lambda env, observation: None)
    replay = env.replay()
    assert replay.seed == env.game_seed
    assert replay.final_state() == env.game
    env.reset(options={"game_seed": 1234})
    assert env.game == new_game(Rules(players=3), 1234)
    # a reset without a seed deals another game; the generator carries on
    env.reset(seed=8)
    first = env.game_seed
    env.reset()
    assert env.game_seed != first
    env.reset(seed=8)
    assert env.game_seed == first


def test_observing_an_agent_not_to_act_gives_an_empty_mask() -> None:
    env = threeup_v0.env(num_players=3)
    env.reset(seed=0)
    acting = env.agent_selection
    for agent in env.agents:
        mask = env.observe(agent)["action_mask"]
        assert (mask.sum() > 0) == (agent == acting)


def test_ansi_render_shows_the_table_to_a_spectator() -> None:
    env = threeup_v0.env(num_players=2, render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert "player_0: hand 6" in text and "pile: (empty)" in text
    assert "| hand" not in text  # a spectator sees no hand
    quiet = threeup_v0.env(num_players=2)
    quiet.reset(seed=0)
    assert quiet.render() is None
    with pytest.raises(ValueError, match="render_mode"):
        threeup_v0.env(render_mode="rgb_array")


def test_a_reset_while_a_done_agent_waits_starts_clean() -> None:
    env = threeup_v0.env(num_players=4, placings=True)
    env.reset(seed=11)
    rng = random.Random(11)
    done = None
    for agent in env.agent_iter():
        observation, _reward, termination, _truncation, _info = env.last()
        if termination:
            done = agent  # the first agent out, before its None step
            break
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
    assert done is not None and env.terminations[done] and not env.unwrapped.game.is_over
    env.reset(seed=3)
    assert env.agents == env.possible_agents and not any(env.terminations.values())
    assert env.agent_selection == f"player_{env.unwrapped.game.to_move}"
    assert play_random(env.unwrapped, 3, lambda env, observation: None) > 0
