"""The ``threeup`` command line: demo games, positions, replays.

Examples::

    threeup demo --players 4 --seed 7
    threeup legal position.json
    threeup apply position.json "play 7g 7b" pickup
    threeup replay game.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from threeup.actions import parse_action
from threeup.bots import make_bot
from threeup.bots.base import BOT_NAMES
from threeup.cards import DeckSpec
from threeup.engine import new_game
from threeup.errors import ThreeUpError
from threeup.narrate import describe
from threeup.notation import position_dumps, position_from_json
from threeup.replay import Replay, dumps, loads
from threeup.rules import DEFAULT_TURN_LIMIT, Rules
from threeup.state import Phase, State
from threeup.views import redact_event

app = typer.Typer(
    help="3UP 3DOWN: play, study and replay the card game.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code=2)


def _read_json(path: Path) -> object:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise _fail(f"cannot read {path}: {exc.strerror}") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(f"{path} is not JSON: {exc}") from exc


def _turn_label(state: State) -> str:
    """The number of the turn about to be played ('-' before the play phase)."""
    return str(state.turn + 1) if state.phase >= Phase.PLAY else "-"


_BOTS_HELP = f"Bots, comma-separated, seat by seat: {', '.join(BOT_NAMES)}."


@app.command()
def demo(
    players: Annotated[int, typer.Option(min=2, max=6, help="Number of players.")] = 4,
    seed: Annotated[int, typer.Option(help="Seed of the deal and of the bots.")] = 7,
    bots: Annotated[str, typer.Option(help=_BOTS_HELP)] = "random",
    placings: Annotated[bool, typer.Option(help="O1: play on to rank everyone.")] = False,
    draw_instead: Annotated[bool, typer.Option(help="O2: draw instead of playing.")] = False,
    ones_reverse: Annotated[bool, typer.Option(help="O3: 1s reverse the direction.")] = False,
    scoring: Annotated[bool, typer.Option(help="O4: score the cards left.")] = False,
    swap_stacks: Annotated[bool, typer.Option(help="O5: stacks change places.")] = False,
    trade_up: Annotated[bool, typer.Option(help="O5: trade for others' 3UP.")] = False,
    colour_swap: Annotated[bool, typer.Option(help="O6: four of a colour.")] = False,
    voluntary_pickup: Annotated[bool, typer.Option(help="H1: pick up at will.")] = False,
    colours: Annotated[str, typer.Option(help="O7: colours in the deck.")] = "gbr",
    turn_limit: Annotated[int, typer.Option(min=1, help="Q17.")] = DEFAULT_TURN_LIMIT,
    save: Annotated[Path | None, typer.Option(help="Write the replay here.")] = None,
) -> None:
    """Narrate a game between computer players, move by move, in action notation."""
    try:
        rules = Rules(
            players=players,
            deck=DeckSpec.standard(colours),
            placings=placings,
            draw_instead=draw_instead,
            ones_reverse=ones_reverse,
            scoring=scoring,
            swap_stacks=swap_stacks,
            trade_up=trade_up,
            colour_swap=colour_swap,
            voluntary_pickup=voluntary_pickup,
            turn_limit=turn_limit,
        )
        names = [n.strip() for n in bots.split(",") if n.strip()]
        if not names:
            raise ValueError("name at least one bot")
        seats = [names[i % len(names)] for i in range(players)]
        agents = [make_bot(name, seed * 100 + i) for i, name in enumerate(seats)]
    except ValueError as exc:
        raise _fail(str(exc)) from exc
    labels = [f"seat {i} ({name})" for i, name in enumerate(seats)]
    state = new_game(rules, seed)
    typer.echo(f"3UP 3DOWN: {players} players, seed {seed}; {labels[state.start]} starts")
    actions = []
    while not state.is_over:
        seat = state.to_move
        action = agents[seat].choose(state.view(seat), state.legal_actions())
        turn = _turn_label(state)
        events = state.apply(action)
        actions.append(action)
        words = "; ".join(describe(redact_event(e, None), labels) for e in events)
        typer.echo(f"{turn:>4}  seat {seat}: {action!s:<18} # {words}")
    if save is not None:
        replay = Replay(rules, seed, tuple(actions), tuple(seats), state.result)
        try:
            save.write_text(dumps(replay), encoding="utf-8")
        except OSError as exc:
            raise _fail(f"cannot write {save}: {exc.strerror}") from exc
        typer.echo(f"replay saved to {save}")


@app.command()
def legal(position: Annotated[Path, typer.Argument(help="A position JSON file.")]) -> None:
    """Print the legal actions of the seat to move, one per line."""
    try:
        state = position_from_json(_read_json(position))
    except ThreeUpError as exc:
        raise _fail(str(exc)) from exc
    for action in state.legal_actions():
        typer.echo(str(action))


@app.command()
def apply(
    position: Annotated[Path, typer.Argument(help="A position JSON file.")],
    actions: Annotated[list[str], typer.Argument(help='Actions in notation, e.g. "play 7g 7b".')],
) -> None:
    """Apply actions in order and print the resulting position as JSON."""
    try:
        state = position_from_json(_read_json(position))
    except ThreeUpError as exc:
        raise _fail(str(exc)) from exc
    for i, text in enumerate(actions, 1):
        try:
            state.apply(parse_action(text))
        except ThreeUpError as exc:
            raise _fail(f"action {i} ({text!r}): {exc}") from exc
    typer.echo(position_dumps(state))


@app.command()
def replay(file: Annotated[Path, typer.Argument(help="A replay JSON file.")]) -> None:
    """Print a replay move by move."""
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise _fail(f"cannot read {file}: {exc.strerror}") from exc
    try:
        game = loads(text)
        names = list(game.players) or ["?"] * game.rules.players
        labels = [f"seat {i} ({n})" for i, n in enumerate(names)]
        typer.echo(f"replay: {game.rules.players} players, seed {game.seed}")
        turn = "-"
        for step in game.steps():
            words = "; ".join(describe(redact_event(e, None), labels) for e in step.events)
            typer.echo(f"{turn:>4}  seat {step.seat}: {step.action!s:<18} # {words}")
            turn = _turn_label(step.state)
        game.final_state()
    except ThreeUpError as exc:
        raise _fail(str(exc)) from exc


def main() -> None:
    """Entry point of the ``threeup`` command."""
    app()


if __name__ == "__main__":
    main()
    sys.exit(0)
