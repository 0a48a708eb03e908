"""The setup screen (``threeup play`` with no options): players, opponents, optional
rules, seed and pace, all by keyboard (Tab, arrows, Enter, Space)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from threeup.cards import DeckSpec
from threeup.rules import SWITCHES, Rules
from threeup.tui.config import DEFAULT_NAMES, SEAT_KINDS, PlayConfig, Seat, random_seed
from threeup.tui.screens.rules import RULE_NAMES

_COLOURS = ("gbr", "gb", "gr", "br", "g", "b", "r")


class SetupScreen(Screen[PlayConfig | None]):
    """A form for a new game; dismisses with the :class:`PlayConfig` or None (quit)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "cancel", "Quit", show=False),
    ]
    DEFAULT_CSS = """
    SetupScreen > VerticalScroll { padding: 0 1; }
    SetupScreen .row { height: 1; }
    SetupScreen .row Label { width: 14; }
    SetupScreen .gap { margin-bottom: 1; }
    SetupScreen .row Input { width: 16; }
    SetupScreen .row Select { width: 16; }
    SetupScreen #rules { grid-size: 2; grid-rows: 1; grid-gutter: 0 2; height: auto;
                         margin-bottom: 1; }
    SetupScreen #setup-title { text-style: bold; margin-bottom: 1; }
    SetupScreen .gap-before { margin-top: 1; }
    SetupScreen #start { margin-top: 1; }
    SetupScreen #setup-message { color: $error; height: auto; }
    """

    def __init__(self, initial: PlayConfig) -> None:
        super().__init__()
        self.initial = initial

    def compose(self) -> ComposeResult:
        initial = self.initial
        rules = initial.rules
        players = rules.players
        with VerticalScroll():
            yield Static(
                "New game of 3UP 3DOWN · Tab moves, Enter opens a list, Space ticks a box",
                id="setup-title",
            )
            with Horizontal(classes="row gap"):
                yield Label("Players")
                yield Select(
                    [(str(n), n) for n in range(2, 7)],
                    value=players,
                    allow_blank=False,
                    compact=True,
                    id="players",
                )
            for seat in range(6):
                given = initial.seats[seat] if seat < len(initial.seats) else None
                with Horizontal(classes="row seat", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat}")
                    name = given.name if given else DEFAULT_NAMES[seat]
                    yield Input(value=name, compact=True, max_length=12, id=f"name-{seat}")
                    if seat == 0:
                        yield Label(" you")
                    else:
                        kind = given.kind if given else "medium"
                        yield Select(
                            [(k, k) for k in SEAT_KINDS],
                            value=kind,
                            allow_blank=False,
                            compact=True,
                            id=f"kind-{seat}",
                        )
            yield Static("Optional rules", classes="gap-before")
            with Grid(id="rules"):
                for switch in SWITCHES:
                    on = getattr(rules, switch)
                    yield Checkbox(_switch_label(switch, on), on, compact=True, id=switch)
            with Horizontal(classes="row"):
                yield Label("Colours (O7)")
                colours = rules.deck.colours if rules.deck.is_standard() else "gbr"
                yield Select(
                    [(c, c) for c in _COLOURS],
                    value=colours,
                    allow_blank=False,
                    compact=True,
                    id="colours",
                )
                yield Label("  Rounds (O4)")
                yield Input(str(rules.rounds), type="integer", compact=True, id="rounds")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input(
                    str(initial.seed), type="integer", compact=True, placeholder="random", id="seed"
                )
                yield Label("  Pace (s)")
                yield Input(str(initial.pace), type="number", compact=True, id="pace")
            yield Button("Start (Ctrl+S)", variant="primary", id="start")
            yield Static(id="setup-message", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.initial.rules.players)
        self.query_one("#players", Select).focus()

    def _show_seats(self, players: int) -> None:
        for seat in range(6):
            self.query_one(f"#seat-{seat}").display = seat < players

    def on_select_changed(self, event: Select.Changed) -> None:
        """A new player count shows as many seats."""
        if event.select.id == "players" and isinstance(event.value, int):
            self._show_seats(event.value)

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        """Say on or off in words, not by colour alone."""
        switch = event.checkbox.id
        if switch in RULE_NAMES:
            event.checkbox.label = _switch_label(switch, event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a text field starts the game."""
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """The Start button."""
        self.action_start()

    def read_config(self) -> PlayConfig:
        """The game the form describes; raises ``ValueError`` saying what is wrong."""
        players = self.query_one("#players", Select).value
        assert isinstance(players, int)
        seats = []
        for seat in range(players):
            name = self.query_one(f"#name-{seat}", Input).value.strip()
            kind = "human" if seat == 0 else self.query_one(f"#kind-{seat}", Select).value
            assert isinstance(kind, str)
            seats.append(Seat(name, kind))
        if len({s.name for s in seats}) != len(seats):
            raise ValueError("every player needs a different name")
        switches = {s: self.query_one(f"#{s}", Checkbox).value for s in SWITCHES}
        colours = self.query_one("#colours", Select).value
        assert isinstance(colours, str)
        rounds = _whole(self.query_one("#rounds", Input).value, "rounds", 1)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = _whole(seed_text, "seed", 0) if seed_text else random_seed()
        try:
            pace = float(self.query_one("#pace", Input).value or "0")
        except ValueError:
            raise ValueError("the pace is a number of seconds, such as 0.6") from None
        rules = Rules(
            players=players,
            deck=DeckSpec.standard(colours),
            rounds=rounds,
            turn_limit=self.initial.rules.turn_limit,
            **switches,
        )
        initial = self.initial
        return PlayConfig(rules, seed, tuple(seats), pace, initial.replay_dir, initial.save)

    def action_start(self) -> None:
        """Start the game the form describes, or say what is wrong with it."""
        try:
            config = self.read_config()
        except ValueError as exc:
            self.query_one("#setup-message", Static).update(f"Cannot start: {exc}")
            return
        self.dismiss(config)

    def action_cancel(self) -> None:
        """Leave without playing."""
        self.dismiss(None)


def _switch_label(switch: str, on: bool) -> str:
    return f"{RULE_NAMES[switch]}: {'on' if on else 'off'}"


def _whole(text: str, what: str, least: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"the {what} must be a whole number") from None
    if value < least:
        raise ValueError(f"the {what} must be at least {least}")
    return value
