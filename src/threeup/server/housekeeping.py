"""Keeps Python's garbage collector from pausing a busy server for long.

A server with thousands of connections holds hundreds of thousands of long-lived objects,
and a full collection walks all of them, stopping every game for that long. So every few
seconds the objects that have lived that long are frozen out of the collector's walks
(``gc.freeze``); they are still freed as usual when nothing refers to them. Once in a
while (ten minutes by default) one full collection looks at everything again, so that
garbage cycles among old objects are not kept for ever.

>>> import asyncio
>>> asyncio.run(asyncio.wait_for(collect_garbage(0.01, 0.02, lambda: 0.0), 0.05))
Traceback (most recent call last):
...
TimeoutError
>>> import gc; gc.unfreeze()
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable


async def collect_garbage(
    freeze_every: float, full_every: float, clock: Callable[[], float]
) -> None:
    """Run until cancelled: freeze old objects every ``freeze_every`` seconds."""
    last_full = clock()
    gc.collect()
    gc.freeze()
    while True:
        await asyncio.sleep(freeze_every)
        if clock() - last_full >= full_every:
            gc.unfreeze()
            gc.collect()
            last_full = clock()
        gc.freeze()
