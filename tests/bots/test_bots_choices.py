"""What each bot chooses in positions where the right choice is clear."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from threeup import Rules, State, new_game, parse_action
from threeup.bots import DIFFICULTIES, bot_for_difficulty, make_bot
from threeup.bots.expert import ExpertBot, chance_none_answers
from threeup.bots.greedy import GreedyBot
from threeup.bots.ismcts import IsmctsBot
from threeup.bots.pimc import PimcBot
from threeup.bots.random_bot import RandomBot
from threeup.cards import parse_card
from threeup.notation import position_from_json


def _pos(hands: list[str], pile: str = "", draw: str = "", **extra: object) -> State:
    n = len(hands)
    data: dict[str, object] = {
        "to_move": 0,
        "direction": 1,
        "hands": [h.split() for h in hands],
        "up": extra.pop("up", [[] for _ in range(n)]),
        "down": extra.pop("down", [[] for _ in range(n)]),
        "draw": draw.split(),
        "pile": pile.split(),
    }
    data.update(extra)
    return position_from_json(data)


def _choice(bot: object, state: State) -> str:
    assert hasattr(bot, "choose")
    return str(bot.choose(state.view(state.to_move), state.legal_actions()))


def test_greedy_plays_its_lowest_rank_with_every_copy() -> None:
    state = _pos(["9g 4g 4b Cg 6r", "5b 5r 8g"], pile="3r", draw="1g 2g")
    assert _choice(GreedyBot(1), state) == "play 4g 4b"


def test_greedy_keeps_clear_cards_until_nothing_else_can_be_played() -> None:
    state = _pos(["10g Cg C1b", "5b 5r 8g"], pile="9r", draw="1g")
    assert _choice(GreedyBot(1), state) == "play 10g"
    stuck = _pos(["2g Cg C1b", "5b 5r 8g"], pile="9r", draw="1g")
    assert _choice(GreedyBot(1), stuck) == "play Cg"  # the plain Clear first


def test_greedy_takes_the_refill_before_an_extra_action() -> None:
    state = _pos(["C1g 4g", "5b 5r 8g"], draw="1g 2g 3g")
    state.apply(parse_action("play C1g"))
    assert _choice(GreedyBot(1), state) == "draw"


def test_greedy_puts_its_highest_cards_and_clears_up() -> None:
    state = new_game(Rules(players=2, start_seat=0), seed=3)
    choice = GreedyBot(1).choose(state.view(0), state.legal_actions())
    hand = sorted(state.hands[0], key=lambda c: c >> 2)
    assert sorted(c >> 2 for c in choice.cards) == sorted(c >> 2 for c in hand[-3:])


def test_greedy_trades_up_only_when_it_gains() -> None:
    state = new_game(Rules(players=2, start_seat=0, trade_up=True), seed=3)
    bot = GreedyBot(1)
    while state.phase.name == "SETUP":
        state.apply(bot.choose(state.view(state.to_move), state.legal_actions()))
    choice = bot.choose(state.view(state.to_move), state.legal_actions())
    if str(choice) != "pass":
        give, take = choice.cards
        assert take >> 2 > give >> 2
    else:
        hand_low = min(c >> 2 for c in state.hands[state.to_move])
        other_high = max(c >> 2 for c in state.up[1 - state.to_move])
        assert other_high <= hand_low


def test_the_chance_that_no_hidden_card_answers_is_hypergeometric() -> None:
    unseen = Counter({parse_card("2g"): 3, parse_card("9g"): 1, parse_card("Cb"): 1})
    # 5 unseen cards, 2 of them answer a 9: two hidden cards miss both in C(3,2)/C(5,2)
    assert chance_none_answers(unseen, 9, 2) == pytest.approx(math.comb(3, 2) / math.comb(5, 2))
    assert chance_none_answers(unseen, 9, 0) == 1.0
    assert chance_none_answers(unseen, 2, 1) == 0.0


def test_expert_plays_above_what_the_next_player_is_known_to_hold() -> None:
    """Seat 1 picked up everything it holds, nothing above a 7: the expert spends its 8s
    to make it pick up the pile, where greedy plays its 5 (which seat 1 can answer)."""
    held = ["2g", "3g", "5b", "6r", "6g", "7g", "7b"]
    state = _pos([" ".join(["5g", "8g", "8b"]), " ".join(held)], pile="1g 2r 3r 4g 5r")
    state.known[1] = sorted(parse_card(c) for c in held)
    assert _choice(GreedyBot(1), state) == "play 5g"
    assert _choice(ExpertBot(1), state) in ("play 8g", "play 8g 8b")
    quiet = ExpertBot(1, pressure=0.0)  # without the pressure term it plays like greedy
    assert _choice(quiet, state) == "play 5g"


def test_ismcts_finds_the_winning_play() -> None:
    """Both 5s at once win; one 5 lets seat 1 go out with its 6 first."""
    state = _pos(["5g 5b", "6g"], pile="4r")
    assert [str(a) for a in state.legal_actions()] == ["play 5g", "play 5g 5b"]
    assert _choice(IsmctsBot(1, iterations=60), state) == "play 5g 5b"


def test_ismcts_respects_a_time_budget() -> None:
    import time

    state = new_game(Rules(players=4), seed=2)
    bot = IsmctsBot(1, iterations=None, seconds=0.05)
    start = time.perf_counter()
    bot.choose(state.view(state.to_move), state.legal_actions())
    assert time.perf_counter() - start < 0.2
    assert bot.last_iterations >= 1


@pytest.mark.parametrize(
    ("spec", "kind"),
    [
        ("random", RandomBot),
        ("greedy", GreedyBot),
        ("expert", ExpertBot),
        ("ismcts", IsmctsBot),
        ("pimc", PimcBot),
    ],
)
def test_bot_specs_make_the_named_bot(spec: str, kind: type) -> None:
    assert isinstance(make_bot(spec, 1), kind)


def test_ismcts_budgets_and_bad_specs() -> None:
    by_count = make_bot("ismcts:120", 1)
    assert isinstance(by_count, IsmctsBot) and by_count.iterations == 120
    by_time = make_bot("ismcts:0.3s", 1)
    assert isinstance(by_time, IsmctsBot) and by_time.seconds == 0.3 and by_time.iterations is None
    for bad in ("oracle", "ismcts:x", "ismcts:0", "greedy:3", "ismcts:-1s"):
        with pytest.raises(ValueError, match=r"unknown bot|bad ismcts budget"):
            make_bot(bad, 1)


def test_difficulty_levels_map_onto_the_bots() -> None:
    assert list(DIFFICULTIES) == ["easy", "medium", "hard", "expert"]
    assert isinstance(bot_for_difficulty("easy", 1), RandomBot)
    assert isinstance(bot_for_difficulty("medium", 1), GreedyBot)
    assert isinstance(bot_for_difficulty("hard", 1), ExpertBot)
    assert isinstance(bot_for_difficulty("expert", 1), IsmctsBot)
    with pytest.raises(ValueError, match="unknown difficulty"):
        bot_for_difficulty("godlike", 1)


def test_ismcts_rollouts_use_the_policy_it_is_given() -> None:
    from threeup.bots.policy import rollout_action

    calls = []

    def counting(state: State, legal: tuple[object, ...]) -> object:
        calls.append(len(legal))
        return rollout_action(state, legal)  # type: ignore[arg-type]

    for paired in (False, True):
        calls.clear()
        bot = IsmctsBot(1, iterations=5, policy=counting, paired=paired)  # type: ignore[arg-type]
        state = _pos(["5g 5b 9r", "6g 7g"], pile="4r")
        bot.choose(state.view(state.to_move), state.legal_actions())
        assert calls and bot.last_iterations == (5 if not paired else 3)


def test_ismcts_paired_searches_every_root_action_on_the_same_deals() -> None:
    """Paired root: each sampled deal is searched under every contender in turn, and
    the iterations stay within the budget (whole deals of 3 actions: 30 of 31)."""
    starts: list[tuple[int, object]] = []
    bot = IsmctsBot(1, iterations=31)
    original = bot._descend

    def spy(state: State, node: object, path: list[object], rng: object) -> list[float]:
        starts.append((len(path), tuple(map(tuple, state.hands[1:]))))
        return original(state, node, path, rng)  # type: ignore[arg-type]

    bot._descend = spy  # type: ignore[method-assign]
    state = _pos(["5g 5b 9r", "6g 7g"], pile="4r")
    legal = state.legal_actions()
    assert len(legal) == 3
    bot.choose(state.view(state.to_move), legal)
    assert bot.last_iterations == len(starts) == 30
    for deal in range(10):  # the opponent's sampled hand is the same for all three
        assert len({hands for _, hands in starts[deal * 3 : deal * 3 + 3]}) == 1
    assert all(walked == 1 for walked, _ in starts)  # each starts under its root action


def test_ismcts_drops_actions_that_fall_clearly_behind() -> None:
    from threeup.bots.ismcts import contenders

    behind = [1.0] * 15 + [0.0]  # lost one deal the leader won
    always_worse = [0.0] * 16
    level = [1.0] * 16
    noisy = [1.0, 0.0] * 8
    results = [[1.0] * 16, behind, always_worse, level, noisy]
    assert contenders([0, 1, 2, 3, 4], results) == [0, 1, 3]
    assert contenders([1], results) == [1]  # the last one is never dropped


def test_pimc_finds_the_winning_play() -> None:
    """Both 5s at once win; one 5 lets seat 1 go out with its 6 first."""
    state = _pos(["5g 5b", "6g"], pile="4r")
    assert _choice(PimcBot(1, deals=4), state) == "play 5g 5b"


def test_pimc_judges_every_action_on_the_same_deals() -> None:
    from threeup.bots.policy import rollout_action

    rollouts: list[int] = []

    def counting(state: State, legal: tuple[object, ...]) -> object:
        return rollout_action(state, legal)  # type: ignore[arg-type]

    bot = PimcBot(1, deals=5, policy=counting)  # type: ignore[arg-type]
    original = bot._rollout

    def spy(state: State, action: object, me: int) -> float:
        rollouts.append(hash(tuple(map(tuple, state.hands))))
        return original(state, action, me)  # type: ignore[arg-type]

    bot._rollout = spy  # type: ignore[method-assign]
    state = _pos(["5g 5b 9r", "6g 7g"], pile="4r")
    legal = state.legal_actions()
    bot.choose(state.view(state.to_move), legal)
    assert bot.last_deals == 5 and len(rollouts) == 5 * len(legal)
    for deal in range(5):  # the actions of one deal start from the same sampled state
        assert len(set(rollouts[deal * len(legal) : (deal + 1) * len(legal)])) == 1


def test_pimc_budgets_and_bad_specs() -> None:
    import time

    by_count = make_bot("pimc:50", 1)
    assert isinstance(by_count, PimcBot) and by_count.deals == 50
    by_time = make_bot("pimc:0.05s", 1)
    assert isinstance(by_time, PimcBot) and by_time.seconds == 0.05 and by_time.deals is None
    state = new_game(Rules(players=2, start_seat=0), seed=3)
    while state.phase.name != "PLAY":
        state.apply(state.legal_actions()[0])
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    start = time.perf_counter()
    by_time.choose(state.view(state.to_move), state.legal_actions())
    assert time.perf_counter() - start < 0.2 and by_time.last_deals >= 1
    for bad in ("pimc:x", "pimc:0", "pimc:-1s"):
        with pytest.raises(ValueError, match="bad pimc budget"):
            make_bot(bad, 1)
    with pytest.raises(ValueError, match="budget"):
        PimcBot(1, deals=None, seconds=None)


def test_search_rewards_score_a_game_without_a_winner_as_nobody_winning() -> None:
    """A rollout scores 1 for the winner (O1: a share by place); a game stopped by the
    turn limit (Q17), or a rollout cut off, gives no seat an edge."""
    from threeup.bots.ismcts import _rewards
    from threeup.bots.policy import rollout_action

    state = new_game(Rules(players=3), seed=5)
    while not state.is_over:
        state.apply(rollout_action(state, state.legal_actions()))
    assert state.result is not None and state.result.winner is not None
    assert _rewards(state) == [1.0 if s == state.result.winner else 0.0 for s in range(3)]

    stopped = new_game(Rules(players=2, turn_limit=3), seed=5)
    while not stopped.is_over:
        stopped.apply(rollout_action(stopped, stopped.legal_actions()))
    assert stopped.result is not None and stopped.result.winner is None
    assert _rewards(stopped) == [0.5, 0.5]

    cut = new_game(Rules(players=4, placings=True), seed=5)
    assert _rewards(cut) == [0.5] * 4  # nobody out yet: the four places shared evenly
    cut.placings = [2]  # one seat out first, the rest still playing when cut off
    assert _rewards(cut) == pytest.approx([1 / 3, 1 / 3, 1.0, 1 / 3])
