"""The engine needs none of the RL libraries: only threeup.env imports them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).parent.parent.parent / "src" / "threeup"
RL_LIBRARIES = {"numpy", "pettingzoo", "gymnasium"}


def _imported_roots(path: Path) -> set[str]:
    """Every module a file imports, by its full name and by its top-level package."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names | {name.split(".")[0] for name in names}


def test_no_module_outside_threeup_env_imports_an_rl_library() -> None:
    env_dir = PACKAGE / "env"
    modules = [p for p in PACKAGE.rglob("*.py") if env_dir not in p.parents]
    assert len(modules) > 20
    for path in modules:
        found = _imported_roots(path)
        assert not found & RL_LIBRARIES, f"{path} imports {found & RL_LIBRARIES}"
        assert not any(name.startswith("threeup.env") for name in found), path


def test_the_engine_and_bots_import_and_play_without_numpy() -> None:
    code = (
        "import sys\n"
        "for name in ('numpy', 'pettingzoo', 'gymnasium'):\n"
        "    sys.modules[name] = None  # any import of them now fails\n"
        "import threeup, threeup.bots, threeup.replay, threeup.notation\n"
        "state = threeup.new_game(threeup.Rules(players=2), 1)\n"
        "bot = threeup.bots.make_bot('greedy', 1)\n"
        "while not state.is_over:\n"
        "    state.apply(bot.choose(state.view(state.to_move), state.legal_actions()))\n"
        "assert 'threeup.env' not in sys.modules\n"
        "print(state.result.reason.value)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() in ("won", "turn_limit")
