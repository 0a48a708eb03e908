"""Reinforcement-learning environments: PettingZoo (AEC) and Gymnasium.

Install with ``pip install threeup[rl]`` (numpy, PettingZoo, Gymnasium). Importing this
package registers the Gymnasium environment ``threeup/ThreeUp-v0``; nothing else in
threeup imports it, so the engine needs none of these libraries.

>>> import gymnasium
>>> import threeup.env
>>> env = gymnasium.make("threeup/ThreeUp-v0", opponents=["random"])
>>> observation, info = env.reset(seed=0)
>>> int(info["action_mask"].sum()) > 0
True

The PettingZoo environment: ``from threeup.env import threeup_v0``, then
``threeup_v0.env(num_players=4)``. See docs/rl.md.
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

from threeup.env import threeup_v0
from threeup.env.encoding import CARD_BLOCK, Field, ObservationEncoder
from threeup.env.errors import IllegalIndexError
from threeup.env.indexing import ActionIndex, Section, action_index
from threeup.env.rewards import place_reward, seat_rewards
from threeup.env.single import ThreeUpEnv
from threeup.env.threeup_v0 import ThreeUpAECEnv

#: the Gymnasium id of the single-agent environment
GYM_ID = "threeup/ThreeUp-v0"

if GYM_ID not in registry:
    register(id=GYM_ID, entry_point="threeup.env.single:ThreeUpEnv")

__all__ = [
    "CARD_BLOCK",
    "GYM_ID",
    "ActionIndex",
    "Field",
    "IllegalIndexError",
    "ObservationEncoder",
    "Section",
    "ThreeUpAECEnv",
    "ThreeUpEnv",
    "action_index",
    "place_reward",
    "seat_rewards",
    "threeup_v0",
]
