"""A token bucket: a steady rate with room for a burst.

>>> bucket = TokenBucket(rate=1.0, burst=2.0, now=0.0)
>>> [bucket.take(0.0), bucket.take(0.0), bucket.take(0.0), bucket.take(1.0)]
[True, True, False, True]
"""

from __future__ import annotations


class TokenBucket:
    """Allows ``rate`` events a second on average and ``burst`` at once."""

    __slots__ = ("_last", "_tokens", "burst", "rate")

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self._tokens = burst
        self._last = now

    def take(self, now: float) -> bool:
        """Spend one token at time ``now`` (seconds); False when none is left."""
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False
