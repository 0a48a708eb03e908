// Events and actions in words, in the chosen language. Cards are put in as chips.

import { parseAction } from "./actions.js";
import { cardChip, cardChips, cardsName, cardName } from "./cards.js";
import { has, place, t, tn } from "./i18n.js";

/** A seat's display name from the table's seats: a person's own name, a bot's in words. */
export function seatName(table, seat) {
  const entry = table && table.seats ? table.seats[seat] : null;
  // The server names a bot "Bot N" in English, N its seat's number: shown in the language.
  if (entry && entry.bot) return t("seat.bot", { n: (entry.seat ?? seat) + 1 });
  if (entry && entry.name) return entry.name;
  return t("seat.default", { n: seat + 1 });
}

/**
 * A server's error (an `error` message, an ApiError, or {code, message}) in the chosen
 * language, looked up by its code; an unknown code shows the server's own message. An
 * illegal action keeps the server's message after the lead-in: it names the rule point.
 */
export function errorText(error) {
  const code = error && typeof error.code === "string" ? error.code : "";
  const message = error && error.message ? String(error.message) : "";
  if (code === "illegal" && message) return t("error.illegal_because", { reason: message });
  if (/^\w+$/.test(code) && has(`error.${code}`)) return t(`error.${code}`);
  return message || t("error.generic");
}

function nameNode(table, seat) {
  const span = document.createElement("span");
  span.className = "who";
  span.textContent = seatName(table, seat);
  return span;
}

/** One event (already redacted for this connection) as a DocumentFragment. */
export function describeEvent(event, table) {
  const name = (seat) => nameNode(table, seat);
  switch (event.type) {
    case "played": {
      const key = { hand: "log.played", up: "log.played_up", down: "log.played_down" }[event.source];
      return tn(key || "log.played", { name: name(event.seat), cards: cardChips(event.cards) });
    }
    case "cleared":
      return tn(event.cause === "burn" ? "log.burnt" : "log.cleared", { n: event.cards.length });
    case "picked_up":
      return tn(event.hidden ? "log.picked_up_hidden" : "log.picked_up", {
        name: name(event.seat),
        n: event.cards.length,
      });
    case "drew":
      return event.cards
        ? tn("log.drew_cards", { name: name(event.seat), cards: cardChips(event.cards) })
        : tn("log.drew", { name: name(event.seat), n: event.number });
    case "flipped":
      if (!event.card) return tn("log.flipped_hidden", { name: name(event.seat) });
      return tn(event.playable ? "log.flipped" : "log.flipped_unplayable", {
        name: name(event.seat),
        card: cardChip(event.card),
      });
    case "chose_up":
      return event.cards
        ? tn("log.chose_up", { name: name(event.seat), cards: cardChips(event.cards) })
        : tn("log.chose_up_hidden", { name: name(event.seat) });
    case "up_revealed":
      return tn("log.up_revealed");
    case "stacks_swapped": {
      const frag = tn("log.stacks_swapped");
      const moved = event.sources
        .map((src, seat) => [seat, src])
        .filter(([seat, src]) => seat !== src);
      if (!moved.length) frag.append(" ", tn("log.stacks_none"));
      for (const [seat, src] of moved) frag.append(" ", tn("log.stacks_moved", { name: name(seat), other: name(src) }));
      return frag;
    }
    case "traded":
      return tn("log.traded", {
        name: name(event.seat),
        give: cardChip(event.give),
        other: name(event.other),
        take: cardChip(event.take),
      });
    case "swapped":
      return tn("log.swapped", { name: name(event.seat), give: cardChip(event.give), take: cardChip(event.take) });
    case "passed":
      return tn("log.passed", { name: name(event.seat) });
    case "reversed":
      return tn(event.direction === 1 ? "log.reversed_cw" : "log.reversed_ccw");
    case "went_out": {
      const players = table && table.players ? table.players : 0;
      if (players > 1 && event.place === players) return tn("log.last_place", { name: name(event.seat) });
      return tn("log.went_out", { name: name(event.seat), place: place(event.place) });
    }
    case "game_over":
      return describeResult(event.result, table);
    default:
      return tn("log.unknown", { type: String(event.type) });
  }
}

/** A game's result in words. */
export function describeResult(result, table) {
  if (result.reason === "turn_limit") {
    const frag = tn("log.turn_limit", { turns: result.turns });
    if (result.winner !== null && result.winner !== undefined) {
      frag.append(" ", tn("log.first_out", { name: nameNode(table, result.winner) }));
    }
    return frag;
  }
  return tn("log.game_over", { turns: result.turns, name: nameNode(table, result.winner ?? 0) });
}

/**
 * A legal action in words: {node, label}. `view` gives the context (the phase, the
 * extra actions owed) that tells which of its meanings a `draw` or `pass` has.
 */
export function describeAction(text, view, table) {
  const a = parseAction(text);
  switch (a.kind) {
    case "play":
      return pair("act.play", { cards: cardChips(a.cards) }, { cards: cardsName(a.cards) });
    case "up":
      return pair("act.up", { cards: cardChips(a.cards) }, { cards: cardsName(a.cards) });
    case "pickup":
      return pair("act.pickup");
    case "draw": {
      const me = view && view.seat !== null ? view.seats[view.seat] : null;
      const refill = view && (view.owed > 0 || (me && me.hand_count === 0));
      return pair(refill ? "act.draw_refill" : "act.draw_instead");
    }
    case "pass":
      return pair(view && view.phase === "swap" ? "act.pass_swap" : "act.pass_trade");
    case "flip":
      return pair("act.flip", { n: a.n });
    case "trade": {
      const other = seatName(table, a.seat);
      return pair(
        "act.trade",
        { give: cardChip(a.give), name: other, take: cardChip(a.take) },
        { give: cardName(a.give), name: other, take: cardName(a.take) },
      );
    }
    case "swap":
      return pair(
        "act.swap",
        { give: cardChip(a.give), take: cardChip(a.take) },
        { give: cardName(a.give), take: cardName(a.take) },
      );
    default:
      return { node: document.createTextNode(text), label: text };
  }
}

function pair(key, nodes = {}, words = nodes) {
  return { node: tn(key, nodes), label: t(key, words) };
}

/** The optional rules switched on, each in a few words ("O1 placings", "O4 scoring, 3 rounds"). */
export function ruleNames(rules) {
  const out = [];
  if (!rules) return out;
  if (rules.placings) out.push(t("opt.O1"));
  if (rules.draw_instead) out.push(t("opt.O2"));
  if (rules.ones_reverse) out.push(t("opt.O3"));
  if (rules.scoring) out.push(t("opt.O4_rounds", { n: rules.rounds || 1 }));
  if (rules.swap_stacks) out.push(t("opt.O5_swap"));
  if (rules.trade_up) out.push(t("opt.O5_trade"));
  if (rules.colour_swap) out.push(t("opt.O6"));
  if (rules.deck && rules.deck.colours) {
    const colours = [...rules.deck.colours].map((c) => t(`colour.${c}`)).join(", ");
    out.push(t("opt.O7_colours", { colours }));
  }
  if (rules.voluntary_pickup) out.push(t("opt.H1"));
  return out;
}
