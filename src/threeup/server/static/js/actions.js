// Legal actions as the server lists them (docs/notation.md), and matching a selection of
// cards against them. Nothing here decides legality: only the `legal` list does.

import { rankOf, sortCards } from "./cards.js";

/** An action's text as a structure: {kind, text, cards?, seat?, give?, take?, n?}. */
export function parseAction(text) {
  const words = String(text).trim().split(/\s+/);
  const kind = words[0].toLowerCase();
  const base = { kind, text: String(text).trim() };
  switch (kind) {
    case "play":
    case "up":
      return { ...base, cards: words.slice(1) };
    case "trade":
      return { ...base, seat: Number(words[1]), give: words[2], take: words[3] };
    case "swap":
      return { ...base, give: words[1], take: words[2] };
    case "flip":
      return { ...base, n: Number(words[1]) };
    default:
      return base;
  }
}

/**
 * The signature a selection is compared by. With O6 off colours never matter (Q28) and
 * the engine lists colour-equivalent actions once, so cards compare by rank.
 */
function key(card, exact) {
  return exact ? card : rankOf(card);
}

function signature(cards, exact) {
  return cards
    .map((c) => key(c, exact))
    .sort()
    .join(" ");
}

/** Every parsed legal action of one kind. */
export function ofKind(legal, kind) {
  return legal.map(parseAction).filter((a) => a.kind === kind);
}

/**
 * The action text to send for these selected cards (kind "play" or "up"), or null when
 * the selection equals none of the legal actions. With O6 off the player's own cards are
 * sent (the engine accepts them when their ranks match a listed action); with O6 on the
 * listed action with exactly these cards is sent.
 */
export function matchCards(legal, kind, selected, exact) {
  if (!selected.length) return null;
  const sig = signature(selected, exact);
  const found = ofKind(legal, kind).find((a) => signature(a.cards, exact) === sig);
  if (!found) return null;
  return exact ? found.text : `${kind} ${sortCards(selected).join(" ")}`;
}

/** The trade to send for a hand card given and a 3UP card of `seat` taken, or null. */
export function matchTrade(legal, seat, give, take, exact) {
  if (give === null || take === null) return null;
  const found = ofKind(legal, "trade").find(
    (a) => a.seat === seat && key(a.give, exact) === key(give, exact) && key(a.take, exact) === key(take, exact),
  );
  if (!found) return null;
  return exact ? found.text : `trade ${seat} ${give} ${take}`;
}

/** The swap (O6, where colours count) for a hand card and an own 3UP card, or null. */
export function matchSwap(legal, give, take) {
  if (give === null || take === null) return null;
  const found = ofKind(legal, "swap").find((a) => a.give === give && a.take === take);
  return found ? found.text : null;
}

/**
 * Whether a card could be part of some legal action of `kind` ("play", "up"): used to
 * highlight the playable cards. Compares by rank unless colours count.
 */
export function cardUsable(legal, kind, card, exact) {
  const k = key(card, exact);
  return ofKind(legal, kind).some((a) => a.cards.some((c) => key(c, exact) === k));
}

/** Whether a card can be given in a trade (kind "trade") or a swap. */
export function canGive(legal, kind, card, exact) {
  const k = key(card, exact);
  return ofKind(legal, kind).some((a) => key(a.give, exact) === k);
}

/** Whether a 3UP card of `seat` can be taken in a trade (seat given) or a swap (seat null). */
export function canTake(legal, kind, seat, card, exact) {
  const k = key(card, exact);
  return ofKind(legal, kind).some(
    (a) => (seat === null || a.seat === seat) && key(a.take, exact) === k,
  );
}
