"""A sitting at the table, without any screen: the games, the bots, the log, the replays.

The terminal client draws what this holds; tests drive it directly. It never decides a
rule: it lists ``state.legal_actions()`` and applies the one chosen.

>>> from threeup import Rules
>>> from threeup.tui.config import PlayConfig, make_seats
>>> config = PlayConfig(Rules(players=2), 5, make_seats(2, ["easy"]), replay_dir=None)
>>> session = Session(config)
>>> while not session.is_over:
...     turn = session.apply(session.legal()[0] if session.is_human_turn else session.bot_move())
>>> session.state.result is not None
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from threeup.actions import Action
from threeup.bots import bot_for_difficulty
from threeup.bots.base import Bot
from threeup.engine import new_game
from threeup.events import Event
from threeup.match import Match, round_seed
from threeup.narrate import describe
from threeup.replay import Replay, dumps
from threeup.state import State
from threeup.tui.config import PlayConfig
from threeup.views import View, redact_event


@dataclass(frozen=True, slots=True)
class Turn:
    """One action taken at the table and what it set off (unredacted: keep it private)."""

    seat: int
    action: Action
    events: tuple[Event, ...]


def log_line(events: Sequence[Event], viewer: int | None, names: Sequence[str]) -> str:
    """What ``viewer`` (None: a spectator) may read of one action's events, as a sentence."""
    words = "; ".join(describe(redact_event(e, viewer), names) for e in events)
    return words[:1].upper() + words[1:]


class Session:
    """One game, or an O4 match of ``rules.rounds`` games, and any games after it.

    Without O4 each new game is dealt from the next seed; with O4 each match is seeded
    so, and its rounds from :func:`threeup.match.round_seed`.
    """

    def __init__(self, config: PlayConfig) -> None:
        self.config = config
        self.rules = config.rules
        self.names = tuple(seat.name for seat in config.seats)
        self.labels = tuple(seat.label for seat in config.seats)
        #: replay files written so far
        self.saved: list[Path] = []
        #: the seed of the current game (without O4) or match (with O4)
        self.seed = config.seed
        #: games dealt in this sitting, the current one included
        self.games = 0
        self.match: Match | None = None
        self.state: State
        self.deal_seed = 0
        #: the 0-based round of the match being played (0 without O4)
        self.round_index = 0
        self.history: list[Turn] = []
        self._bots: dict[int, Bot] = {}
        self._saved_at = -1
        self._deal(new_match=True)

    # --- the game in play ---------------------------------------------------------

    def _deal(self, *, new_match: bool) -> None:
        if self.rules.scoring:
            if new_match or self.match is None:
                self.match = Match(self.rules, self.seed)
            self.round_index = self.match.round
            self.deal_seed = round_seed(self.seed, self.round_index)
            self.state = self.match.state
        else:
            self.deal_seed = self.seed
            self.state = new_game(self.rules, self.seed)
        self.games += 1
        self.history = []
        self._saved_at = -1
        self._bots = {
            seat: bot_for_difficulty(s.kind, self.deal_seed * 100 + seat)
            for seat, s in enumerate(self.config.seats)
            if not s.is_human
        }

    @property
    def is_over(self) -> bool:
        """True once the current game has ended."""
        return self.state.is_over

    @property
    def to_move(self) -> int:
        """The seat whose decision it is."""
        return self.state.to_move

    @property
    def is_human_turn(self) -> bool:
        """True when a person is to decide (and the game is not over)."""
        return not self.is_over and self.config.seats[self.to_move].is_human

    @property
    def round_label(self) -> str:
        """``round 2 of 3`` in a match, ``game 2`` after the first game, else empty."""
        if self.match is not None and self.rules.rounds > 1:
            return f"round {self.round_index + 1} of {self.rules.rounds}"
        return f"game {self.games}" if self.games > 1 else ""

    def legal(self) -> tuple[Action, ...]:
        """The legal actions of the seat to move (the engine's list, in its order)."""
        return self.state.legal_actions()

    def view(self, viewer: int | None) -> View:
        """What ``viewer`` (None: a spectator) may see of the current game."""
        return self.state.view(viewer)

    def bot_request(self) -> tuple[Bot, View, tuple[Action, ...]]:
        """The bot to move, its view and the legal actions: ``bot.choose(view, legal)``
        may then run anywhere (in a thread) without touching the state."""
        seat = self.to_move
        bot = self._bots.get(seat)
        if bot is None or self.is_over:
            raise RuntimeError("no computer player is to move")
        return bot, self.state.view(seat), self.state.legal_actions()

    def bot_move(self) -> Action:
        """The action the bot to move chooses (in this thread)."""
        bot, view, legal = self.bot_request()
        return bot.choose(view, legal)

    def apply(self, action: Action) -> Turn:
        """Apply an action of the seat to move; an illegal one raises
        ``IllegalActionError`` and changes nothing. A finished O4 round is scored."""
        seat = self.to_move
        events = self.state.apply(action)
        turn = Turn(seat, action, tuple(events))
        self.history.append(turn)
        if self.is_over and self.match is not None:
            self.match.finish_round()
        return turn

    # --- what a seat may read ----------------------------------------------------

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        """The log of the current game from turn ``start`` on, as ``viewer`` may read it."""
        return [log_line(t.events, viewer, self.names) for t in self.history[start:]]

    # --- more games -----------------------------------------------------------------

    @property
    def match_over(self) -> bool:
        """True when no round of the current match (if any) is left to play."""
        return self.match is None or self.match.is_over

    def next_game(self) -> None:
        """Deal the next round of the match, or a new game (or match) from the next seed."""
        if not self.is_over:
            raise RuntimeError("the current game is still being played")
        if self.match is not None and not self.match.is_over:
            self._deal(new_match=False)
            return
        self.seed += 1
        self._deal(new_match=True)

    # --- replays ----------------------------------------------------------------------

    def replay(self) -> Replay:
        """The current game as a replay (unfinished games included)."""
        actions = tuple(t.action for t in self.history)
        return Replay(self.rules, self.deal_seed, actions, self.labels, self.state.result)

    def _replay_path(self) -> Path | None:
        config = self.config
        if config.save is not None:
            if not self.saved:
                return config.save
            stem = config.save.with_suffix("")
            return stem.with_name(f"{stem.name}-{len(self.saved) + 1}{config.save.suffix}")
        if config.replay_dir is None:
            return None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        name = f"threeup-{stamp}-seed{self.seed}"
        if self.match is not None and self.rules.rounds > 1:
            name += f"-round{self.round_index + 1}"
        for n in itertools.count(1):
            path = config.replay_dir / (f"{name}.json" if n == 1 else f"{name}-{n}.json")
            if not path.exists():
                return path
        raise AssertionError("unreachable")

    def save(self) -> Path | None:
        """Write the current game's replay (once per change); return where, or None when
        there is nothing new to save or saving is off. Raises ``OSError``."""
        if not self.history or self._saved_at == len(self.history):
            return None
        if self._saved_at >= 0:
            path: Path | None = self.saved[-1]  # the same game, further on: same file
        else:
            path = self._replay_path()
        if path is None:
            return None
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(self.replay()), encoding="utf-8")
        if self._saved_at < 0:
            self.saved.append(path)
        self._saved_at = len(self.history)
        return path
