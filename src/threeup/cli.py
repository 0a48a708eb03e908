"""The ``threeup`` command line: demo games, positions, replays, arenas.

Examples::

    threeup demo --players 4 --seed 7
    threeup legal position.json
    threeup apply position.json "play 7g 7b" pickup
    threeup replay game.json
    threeup arena --bots random,random --players 2 --games 400 --seed 1 --json
"""

from __future__ import annotations

import json
import os
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


# The optional-rule flags, defined once and shared by every command that deals games.
_Placings = Annotated[bool, typer.Option(help="O1: play on to rank everyone.")]
_DrawInstead = Annotated[bool, typer.Option(help="O2: draw instead of playing.")]
_OnesReverse = Annotated[bool, typer.Option(help="O3: 1s reverse the direction.")]
_Scoring = Annotated[bool, typer.Option(help="O4: score the cards left.")]
_SwapStacks = Annotated[bool, typer.Option(help="O5: stacks change places.")]
_TradeUp = Annotated[bool, typer.Option(help="O5: trade for others' 3UP.")]
_ColourSwap = Annotated[bool, typer.Option(help="O6: four of a colour.")]
_VoluntaryPickup = Annotated[bool, typer.Option(help="H1: pick up at will.")]
_Colours = Annotated[str, typer.Option(help="O7: colours in the deck.")]
_TurnLimit = Annotated[int, typer.Option(min=1, help="Q17.")]


def _rules(
    players: int,
    *,
    placings: bool,
    draw_instead: bool,
    ones_reverse: bool,
    scoring: bool,
    swap_stacks: bool,
    trade_up: bool,
    colour_swap: bool,
    voluntary_pickup: bool,
    colours: str,
    turn_limit: int,
) -> Rules:
    """The rules the shared flags describe; raises ``ValueError`` saying what is wrong."""
    return Rules(
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


@app.command()
def demo(
    players: Annotated[int, typer.Option(min=2, max=6, help="Number of players.")] = 4,
    seed: Annotated[int, typer.Option(help="Seed of the deal and of the bots.")] = 7,
    bots: Annotated[str, typer.Option(help=_BOTS_HELP)] = "random",
    placings: _Placings = False,
    draw_instead: _DrawInstead = False,
    ones_reverse: _OnesReverse = False,
    scoring: _Scoring = False,
    swap_stacks: _SwapStacks = False,
    trade_up: _TradeUp = False,
    colour_swap: _ColourSwap = False,
    voluntary_pickup: _VoluntaryPickup = False,
    colours: _Colours = "gbr",
    turn_limit: _TurnLimit = DEFAULT_TURN_LIMIT,
    save: Annotated[Path | None, typer.Option(help="Write the replay here.")] = None,
) -> None:
    """Narrate a game between computer players, move by move, in action notation."""
    try:
        rules = _rules(
            players,
            placings=placings,
            draw_instead=draw_instead,
            ones_reverse=ones_reverse,
            scoring=scoring,
            swap_stacks=swap_stacks,
            trade_up=trade_up,
            colour_swap=colour_swap,
            voluntary_pickup=voluntary_pickup,
            colours=colours,
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


_ARENA_BOTS_HELP = (
    f"Bots, comma-separated, one per seat, cycled if fewer than the seats "
    f"(known: {', '.join(BOT_NAMES)})."
)


@app.command()
def arena(
    bots: Annotated[str, typer.Option(help=_ARENA_BOTS_HELP)] = "random",
    players: Annotated[
        int | None,
        typer.Option(min=2, max=6, help="Seats (default: one per bot named, at least 2)."),
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="Number of games.")] = 100,
    seed: Annotated[
        int, typer.Option(help="Arena seed: every deal and bot seed derives from it.")
    ] = 1,
    workers: Annotated[
        int | None, typer.Option(min=1, help="Processes playing games (default: every core).")
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(help="Write results.json, games.csv and winrates.png in this folder."),
    ] = None,
    replays: Annotated[bool, typer.Option(help="With --out: a replay file per game too.")] = False,
    json_output: Annotated[
        bool, typer.Option("--json", help="Print the results as one JSON object.")
    ] = False,
    placings: _Placings = False,
    draw_instead: _DrawInstead = False,
    ones_reverse: _OnesReverse = False,
    scoring: _Scoring = False,
    swap_stacks: _SwapStacks = False,
    trade_up: _TradeUp = False,
    colour_swap: _ColourSwap = False,
    voluntary_pickup: _VoluntaryPickup = False,
    colours: _Colours = "gbr",
    turn_limit: _TurnLimit = DEFAULT_TURN_LIMIT,
) -> None:
    """Play many games between bots, seats rotated, and report win rates and ratings."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from threeup.arena.config import ArenaConfig, parse_bots
    from threeup.arena.files import write_results
    from threeup.arena.report import build_report, report_json
    from threeup.arena.runner import run_games
    from threeup.arena.table import render

    if replays and out is None:
        raise _fail("--replays writes replay files into the --out folder: give --out DIR")
    try:
        names = parse_bots(bots)
        seats = players if players is not None else max(2, len(names))
        rules = _rules(
            seats,
            placings=placings,
            draw_instead=draw_instead,
            ones_reverse=ones_reverse,
            scoring=scoring,
            swap_stacks=swap_stacks,
            trade_up=trade_up,
            colour_swap=colour_swap,
            voluntary_pickup=voluntary_pickup,
            colours=colours,
            turn_limit=turn_limit,
        )
        config = ArenaConfig.create(names, rules, games, seed)
    except ValueError as exc:
        raise _fail(str(exc)) from exc
    errors = Console(stderr=True)
    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=errors,
        auto_refresh=False,  # refreshed as games finish: no thread alive when workers fork
        transient=True,
        disable=json_output or not errors.is_terminal,
    )
    try:
        with progress:
            task = progress.add_task("games", total=config.games)
            records = run_games(
                config,
                workers=workers or os.cpu_count() or 1,
                keep_actions=replays,
                on_done=lambda n: progress.update(task, advance=n, refresh=True),
            )
        report = build_report(config, records)
        if out is not None:
            write_results(report, out, replays=replays)
    except OSError as exc:
        raise _fail(f"cannot write {exc.filename or out}: {exc.strerror}") from exc
    except ThreeUpError as exc:
        raise _fail(str(exc)) from exc
    if json_output:
        typer.echo(json.dumps(report_json(report)))
        return
    render(report, Console())
    if out is not None:
        typer.echo(f"results written to {out}")


def main() -> None:
    """Entry point of the ``threeup`` command."""
    app()


if __name__ == "__main__":
    main()
    sys.exit(0)
