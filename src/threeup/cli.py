"""The ``threeup`` command line: games in the terminal, demo games, positions, replays,
arenas.

Examples::

    threeup play --players 3 --opponents medium,hard --seed 1
    threeup demo --players 4 --seed 7
    threeup legal position.json
    threeup apply position.json "play 7g 7b" pickup
    threeup replay game.json --text
    threeup arena --bots random,random --players 2 --games 400 --seed 1 --json
    threeup serve --port 8000
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

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

if TYPE_CHECKING:
    from threeup.tui.config import PlayConfig

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


def _is_terminal() -> bool:
    """True when the output goes to a terminal (where a screen can be drawn)."""
    return sys.stdout.isatty()


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


@dataclass(frozen=True, slots=True)
class RuleFlags:
    """The values of the optional-rule flags (see :func:`_with_rule_flags`)."""

    placings: bool = False
    draw_instead: bool = False
    ones_reverse: bool = False
    scoring: bool = False
    swap_stacks: bool = False
    trade_up: bool = False
    colour_swap: bool = False
    voluntary_pickup: bool = False
    colours: str = "gbr"
    turn_limit: int = DEFAULT_TURN_LIMIT

    def rules(self, players: int, *, rounds: int = 1) -> Rules:
        """The rules these flags describe; raises ``ValueError`` saying what is wrong."""
        return Rules(
            players=players,
            deck=DeckSpec.standard(self.colours),
            placings=self.placings,
            draw_instead=self.draw_instead,
            ones_reverse=self.ones_reverse,
            scoring=self.scoring,
            rounds=rounds,
            swap_stacks=self.swap_stacks,
            trade_up=self.trade_up,
            colour_swap=self.colour_swap,
            voluntary_pickup=self.voluntary_pickup,
            turn_limit=self.turn_limit,
        )


# Each optional-rule flag: its option declaration and default, defined once here.
_RULE_OPTIONS: dict[str, tuple[object, object]] = {
    "placings": (_Placings, False),
    "draw_instead": (_DrawInstead, False),
    "ones_reverse": (_OnesReverse, False),
    "scoring": (_Scoring, False),
    "swap_stacks": (_SwapStacks, False),
    "trade_up": (_TradeUp, False),
    "colour_swap": (_ColourSwap, False),
    "voluntary_pickup": (_VoluntaryPickup, False),
    "colours": (_Colours, "gbr"),
    "turn_limit": (_TurnLimit, DEFAULT_TURN_LIMIT),
}


def _with_rule_flags(command: Callable[..., None]) -> Callable[..., None]:
    """Give a command every optional-rule flag (``--placings`` ... ``--turn-limit``).

    The command declares a keyword-only ``flags: RuleFlags`` parameter where the flags
    go (in ``--help`` too) and builds its rules with ``flags.rules(players)``.
    """
    signature = inspect.signature(command, eval_str=True)
    params: list[inspect.Parameter] = []
    for param in signature.parameters.values():
        if param.name != "flags":
            params.append(param)
            continue
        params += [
            inspect.Parameter(name, param.KEYWORD_ONLY, annotation=kind, default=default)
            for name, (kind, default) in _RULE_OPTIONS.items()
        ]

    @functools.wraps(command)
    def wrapper(**kwargs: Any) -> None:
        flags = RuleFlags(**{name: kwargs.pop(name) for name in _RULE_OPTIONS})
        command(**kwargs, flags=flags)

    wrapper.__signature__ = signature.replace(parameters=params)  # type: ignore[attr-defined]
    return wrapper


@app.command()
@_with_rule_flags
def demo(
    players: Annotated[int, typer.Option(min=2, max=6, help="Number of players.")] = 4,
    seed: Annotated[int, typer.Option(help="Seed of the deal and of the bots.")] = 7,
    bots: Annotated[str, typer.Option(help=_BOTS_HELP)] = "random",
    *,
    flags: RuleFlags,
    save: Annotated[Path | None, typer.Option(help="Write the replay here.")] = None,
) -> None:
    """Narrate a game between computer players, move by move, in action notation."""
    try:
        rules = flags.rules(players)
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
def replay(
    file: Annotated[Path, typer.Argument(help="A replay JSON file.")],
    text: Annotated[
        bool,
        typer.Option(
            "--text",
            help="Print the replay move by move (what happens anyway when the output "
            "is not a terminal).",
        ),
    ] = False,
    seat: Annotated[
        int | None,
        typer.Option(
            min=0, max=5, help="Step through from this seat's view (default: a spectator's)."
        ),
    ] = None,
) -> None:
    """Step through a replay in the terminal, or print it move by move (--text)."""
    try:
        content = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise _fail(f"cannot read {file}: {exc.strerror}") from exc
    if not text and _is_terminal():
        from threeup.tui import run_replay

        try:
            game = loads(content)
            game.final_state()
            if seat is not None and seat >= game.rules.players:
                raise ThreeUpError(f"no seat {seat} in a game of {game.rules.players} players")
        except ThreeUpError as exc:
            raise _fail(str(exc)) from exc
        run_replay(game, seat)
        return
    try:
        game = loads(content)
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


_OPPONENTS_HELP = (
    "Opponents, comma-separated, from seat 1 on, repeated as needed: easy, medium, hard, "
    "expert, or human for hot-seat play at one keyboard [default: medium]."
)


def _play_config(
    players: int | None,
    opponents: str | None,
    names: str,
    seed: int | None,
    rounds: int,
    pace: float,
    flags: RuleFlags,
    save: Path | None,
    replay_dir: Path | None,
    no_save: bool,
) -> PlayConfig:
    """The game ``threeup play``'s options describe; raises ``ValueError``."""
    from threeup.tui.config import PlayConfig, default_replay_dir, make_seats, random_seed

    kinds = [k for k in (opponents or "medium").split(",") if k.strip()]
    seats = players if players is not None else (len(kinds) + 1 if opponents else 4)
    return PlayConfig(
        rules=flags.rules(seats, rounds=rounds),
        seed=random_seed() if seed is None else seed,
        seats=make_seats(seats, kinds, names.split(",") if names else ()),
        pace=pace,
        replay_dir=None if no_save else (replay_dir or default_replay_dir()),
        save=None if no_save else save,
    )


@app.command()
@_with_rule_flags
def play(
    ctx: typer.Context,
    players: Annotated[
        int | None,
        typer.Option(
            min=2, max=6, help="Players, you included (default: one per opponent named, or 4)."
        ),
    ] = None,
    opponents: Annotated[str | None, typer.Option(help=_OPPONENTS_HELP, show_default=False)] = None,
    names: Annotated[str, typer.Option(help="Names, comma-separated, yours first.")] = "",
    seed: Annotated[
        int | None, typer.Option(help="Seed of the deal (default: a random one, shown).")
    ] = None,
    rounds: Annotated[int, typer.Option(min=1, help="O4: rounds of a match (with --scoring).")] = 1,
    pace: Annotated[float, typer.Option(min=0, help="Seconds between computer moves.")] = 0.6,
    *,
    flags: RuleFlags,
    save: Annotated[
        Path | None, typer.Option(help="Write the replay here (later games: FILE-2, ...).")
    ] = None,
    replay_dir: Annotated[
        Path | None,
        typer.Option(
            help="Folder for the replays [default: $XDG_DATA_HOME/threeup/replays, "
            "or ~/.local/share/threeup/replays].",
            show_default=False,
        ),
    ] = None,
    no_save: Annotated[bool, typer.Option("--no-save", help="Save no replays.")] = False,
    setup: Annotated[
        bool | None,
        typer.Option(
            "--setup/--no-setup",
            help="Show the setup screen first [default: when no option is given].",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Play in the terminal against computer players, or hot-seat at one keyboard."""
    from threeup import tui

    try:
        config = _play_config(
            players, opponents, names, seed, rounds, pace, flags, save, replay_dir, no_save
        )
    except ValueError as exc:
        raise _fail(str(exc)) from exc
    if setup is None:
        sources = (ctx.get_parameter_source(name) for name in ctx.params)
        given = [s for s in sources if s is not None and s.name == "COMMANDLINE"]
        setup = not given
    try:
        session = tui.run_play(config, setup=setup)
    except OSError as exc:
        raise _fail(f"cannot save the replay: {exc}") from exc
    if session is None:
        return
    typer.echo(f"played with seed {session.seed}")
    for path in session.saved:
        typer.echo(f"replay saved to {path}")


_ARENA_BOTS_HELP = (
    f"Bots, comma-separated, one per seat, cycled if fewer than the seats "
    f"(known: {', '.join(BOT_NAMES)})."
)


@app.command()
@_with_rule_flags
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
    *,
    flags: RuleFlags,
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
        rules = flags.rules(seats)
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


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="The port.")] = 8000,
    database: Annotated[
        str | None,
        typer.Option(help="A SQLAlchemy URL (default: $THREEUP_DATABASE_URL, else a SQLite file)."),
    ] = None,
    http_rate: Annotated[
        float,
        typer.Option(min=0, help="POST requests a second per client address (0: no limit)."),
    ] = 2.0,
) -> None:
    """Run the web game: the lobby, the tables and the browser client."""
    import uvicorn

    from threeup.server.app import create_app
    from threeup.server.settings import ServerSettings

    settings = ServerSettings.from_env()
    if database:
        settings = ServerSettings(database_url=database)
    settings = dataclasses.replace(settings, gc_freeze_seconds=5.0, http_posts_per_second=http_rate)
    shown = settings.database_url.split("@")[-1]  # never print a password
    typer.echo(f"threeup {host}:{port}: open http://{host}:{port}/  (database: {shown})")
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        ws_max_size=65_536,
        # Updates are small JSON texts: compressing each costs the server more CPU than
        # it saves on the wire (measured in benchmarks/server_load.py).
        ws_per_message_deflate=False,
        log_level="warning",
    )


def main() -> None:
    """Entry point of the ``threeup`` command."""
    app()


if __name__ == "__main__":
    main()
    sys.exit(0)
