"""The arena: many games between bots, with statistics, ratings and report files.

One idea per module:

- ``config``: what an arena plays (bots, rules, number of games, seed), checked.
- ``schedule``: who sits where in game *g*, who starts, and every seed.
- ``runner``: plays one game, or all of them in parallel, gathered by game index.
- ``places``: each seat's place in a finished game (shared places when not all placed).
- ``stats``: per-bot tallies, Wilson intervals, the pairwise table.
- ``ratings``: openskill Plackett-Luce ratings, updated game by game.
- ``report``: the whole report, as data and as JSON.
- ``files``: results.json, games.csv and replay files; reading games.csv back.
- ``chart``: winrates.png.
- ``table``: the report as rich tables for a terminal.

This package is light to import: the modules that need scipy, openskill or
matplotlib are imported only by those that use them, so worker processes that only
play games never load them.
"""
