"""The rules of an environment, from a :class:`~threeup.rules.Rules` or its switches."""

from __future__ import annotations

import dataclasses
from typing import Any

from threeup.errors import RulesError
from threeup.rules import Rules


def resolve_rules(players: int | None, rules: Rules | None, switches: dict[str, Any]) -> Rules:
    """The rules for ``players`` seats: ``rules`` when given (with any ``switches``
    applied on top), else the defaults with the ``switches`` (``placings=True``,
    ``turn_limit=300``, ``deck=DeckSpec.standard("gb")``...). ``players`` None means 2,
    or the player count of ``rules``.

    >>> resolve_rules(3, None, {"ones_reverse": True}).ones_reverse
    True
    >>> resolve_rules(None, Rules(players=5), {}).players
    5
    """
    names = {f.name for f in dataclasses.fields(Rules)} - {"players"}
    unknown = sorted(set(switches) - names)
    if unknown:
        raise RulesError(
            f"unknown rules setting(s): {', '.join(unknown)}; known: {', '.join(sorted(names))}"
        )
    if rules is not None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a threeup.Rules, not {type(rules).__name__}")
        if players is not None and players != rules.players:
            raise RulesError(f"{players} players asked for, but the rules are for {rules.players}")
        return dataclasses.replace(rules, **switches) if switches else rules
    return Rules(players=2 if players is None else players, **switches)
