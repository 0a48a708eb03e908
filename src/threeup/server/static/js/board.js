// The table as a person expects it: opponents around, the pile, the draw pile and the
// removed cards in the middle, your stacks and fanned hand at the bottom.

import { cardBack, cardChips, cardFace, cardName, rankName, rankOf } from "./cards.js";
import { h } from "./dom.js";
import { place, t } from "./i18n.js";
import { seatName } from "./words.js";

const PILE_SHOWN = 4;

/** No animation (a first render, a replay step, a re-render for a selection). */
export const NO_ANIM = Object.freeze({
  playedCount: 0,
  cleared: false,
  clearCause: "",
  pickedSeat: null,
  drewSeat: null,
  reversed: false,
});

/** What the events of one update mean for the animations of the board. */
export function animationOf(events) {
  const anim = { ...NO_ANIM };
  for (const e of events) {
    if (e.type === "played") anim.playedCount = e.cards.length;
    if (e.type === "cleared") {
      anim.cleared = true;
      anim.clearCause = e.cause;
      anim.playedCount = 0;
    }
    if (e.type === "picked_up") anim.pickedSeat = e.seat;
    if (e.type === "drew") anim.drewSeat = e.seat;
    if (e.type === "reversed") anim.reversed = true;
  }
  return anim;
}

/** The seats in the order of play, starting after `first`. */
function clockwise(players, first) {
  return Array.from({ length: players }, (_, i) => (first + 1 + i) % players);
}

function badges(view, table, seat) {
  const info = table && table.seats ? table.seats[seat] : null;
  const list = [];
  if (table && table.host === seat) list.push(["host", t("badge.host")]);
  if (info && info.bot) list.push(["bot", t("badge.bot", { level: t(`difficulty.${info.bot}`) })]);
  if (info && info.away) list.push(["away", t("badge.away")]);
  else if (info && !info.bot && !info.connected) list.push(["offline", t("badge.offline")]);
  const placeIndex = view.placings.indexOf(seat);
  if (placeIndex >= 0) list.push(["out", t("badge.out", { place: place(placeIndex + 1) })]);
  return list.map(([kind, text]) => h("span", { class: `badge badge-${kind}`, text }));
}

/** A card that may be a button: selectable cards can be picked with click, Enter or Space. */
function boardCard(card, state, onPick, focusKey, extra = "") {
  const face = cardFace(card, extra);
  if (!state.selectable && !state.selected) return face;
  const label = state.selected ? t("card.selected", { card: cardName(card) }) : cardName(card);
  return h(
    "button",
    {
      type: "button",
      class: `card-btn${state.selected ? " selected" : ""}${state.selectable ? " playable" : ""}`,
      "aria-pressed": String(Boolean(state.selected)),
      "aria-label": label,
      dataset: { focus: focusKey, card: card },
      onclick: onPick,
    },
    face,
  );
}

/** Up to three slots: a face-down card with the 3UP card (if any) lying on it. */
function stacks(view, seat, acting, small) {
  const s = view.seats[seat];
  const mine = seat === view.seat;
  const up = s.up || [];
  const slots = Math.max(s.down_count, s.up_count, up.length);
  const box = h("div", {
    class: `stacks${small ? " small" : ""}`,
    role: "group",
    "aria-label": t("seat.stacks_label", { up: s.up_count, down: s.down_count }),
  });
  for (let i = 0; i < slots; i++) {
    const slot = h("div", { class: "slot" });
    if (i < s.down_count) {
      const n = i + 1;
      if (mine && acting.canFlip(n)) {
        slot.append(
          h(
            "button",
            {
              type: "button",
              class: "card-btn playable flip",
              "aria-label": t("act.flip", { n }),
              dataset: { focus: `flip-${n}`, flip: String(n) },
              onclick: () => acting.act(`flip ${n}`),
            },
            cardBack("", t("act.flip", { n })),
          ),
        );
      } else {
        slot.append(cardBack("down"));
      }
    }
    if (s.up === null && i < s.up_count) {
      slot.append(cardBack("up-hidden", t("seat.up_hidden")));
    } else if (i < up.length) {
      const card = up[i];
      const state = acting.cardState("up", seat, i, card);
      slot.append(boardCard(card, state, () => acting.toggle("up", seat, i), `up-${seat}-${i}`, "up"));
    }
    box.append(slot);
  }
  if (!slots) box.append(h("span", { class: "muted", text: t("seat.no_stacks") }));
  return box;
}

function opponent(view, table, seat, acting, anim) {
  const s = view.seats[seat];
  const toMove = view.phase !== "over" && view.to_move === seat && !s.out;
  const classes = ["seat"];
  if (toMove) classes.push("to-move");
  if (s.out) classes.push("is-out");
  if (anim.pickedSeat === seat) classes.push("anim-pickup");
  const known = s.known && s.known.length
    ? h("div", { class: "known" }, h("span", { class: "muted", text: t("seat.known") }), " ", cardChips(s.known))
    : null;
  const backs = h("span", { class: "mini-backs", "aria-hidden": "true" });
  for (let i = 0; i < Math.min(s.hand_count, 8); i++) backs.append(h("span", { class: "mini-back" }));
  return h(
    "div",
    { class: classes.join(" "), dataset: { seat: String(seat) }, "aria-current": toMove ? "true" : null },
    h(
      "div",
      { class: "seat-head" },
      toMove ? h("span", { class: "turn-mark", text: `▶ ${t("seat.to_move")}` }) : null,
      h("span", { class: "name", text: seatName(table, seat) }),
      badges(view, table, seat),
    ),
    stacks(view, seat, acting, true),
    h(
      "div",
      { class: "hand-info" },
      backs,
      h("span", { text: t("seat.hand_count", { n: s.hand_count }) }),
    ),
    known,
  );
}

function pileRun(pile) {
  if (!pile.length) return 0;
  const rank = rankOf(pile[pile.length - 1]);
  let n = 0;
  for (let i = pile.length - 1; i >= 0 && rankOf(pile[i]) === rank; i--) n++;
  return n;
}

function centre(view, anim) {
  const pile = view.pile;
  const shown = pile.slice(-PILE_SHOWN);
  const pileCards = h("div", { class: "pile-cards", dataset: { region: "pile-top" } });
  if (!pile.length) pileCards.append(h("span", { class: "card empty", "aria-hidden": "true" }));
  shown.forEach((card, i) => {
    const fresh = i >= shown.length - anim.playedCount;
    pileCards.append(cardFace(card, `${i === shown.length - 1 ? "top" : "under"}${fresh ? " anim-in" : ""}`));
  });
  if (anim.cleared) {
    pileCards.append(
      h("span", {
        class: `clear-burst ${anim.clearCause}`,
        "aria-hidden": "true",
        text: anim.clearCause === "burn" ? "✸" : "✦",
      }),
    );
  }
  const run = pileRun(pile);
  const top = pile.length ? pile[pile.length - 1] : null;
  const pileInfo = h(
    "div",
    { class: "pile-info" },
    h("span", { text: t("pile.count", { n: pile.length }) }),
    top ? h("span", { text: t("pile.top", { card: cardName(top) }) }) : null,
    run >= 2
      ? h("strong", { class: "run-warning", text: t("pile.run", { n: run, rank: rankName(rankOf(top)) }) })
      : null,
  );
  const allPile = pile.length
    ? h(
        "details",
        { class: "pile-all" },
        h("summary", { text: t("pile.show_all") }),
        h("div", { dataset: { region: "pile-list" } }, cardChips(pile)),
      )
    : null;
  const removed = h(
    "div",
    { class: "removed" },
    h("span", { class: "label", text: t("removed.count", { n: view.removed.length }) }),
    view.removed.length
      ? h(
          "details",
          {},
          h("summary", { text: t("removed.show") }),
          h("div", { dataset: { region: "removed" } }, cardChips(view.removed)),
        )
      : null,
  );
  return h(
    "div",
    { class: "centre" },
    h(
      "div",
      { class: "piles" },
      h(
        "div",
        { class: "draw-pile", "aria-label": t("draw.count", { n: view.draw_count }) },
        view.draw_count ? cardBack("", t("draw.label")) : h("span", { class: "card empty", text: t("draw.empty") }),
        h("span", { class: "count", text: t("draw.count", { n: view.draw_count }) }),
      ),
      h(
        "div",
        { class: "pile", role: "group", "aria-label": t("pile.label") },
        pileCards,
        pileInfo,
        allPile,
      ),
    ),
    h(
      "div",
      { class: "table-facts" },
      h("span", {
        class: `direction${anim.reversed ? " anim-flash" : ""}`,
        text: view.direction === 1 ? `↻ ${t("dir.cw")}` : `↺ ${t("dir.ccw")}`,
      }),
      removed,
    ),
  );
}

function myArea(view, table, acting, anim) {
  const seat = view.seat;
  const s = view.seats[seat];
  const toMove = view.phase !== "over" && view.to_move === seat && !s.out;
  const hand = s.hand || [];
  const fan = h("div", {
    class: "hand",
    role: "group",
    "aria-label": t("seat.your_hand", { n: hand.length }),
    dataset: { role: "hand" },
    style: `--n:${hand.length};--spread:${hand.length <= 7 ? 4 : hand.length <= 12 ? 2 : 0}deg`,
  });
  hand.forEach((card, i) => {
    const state = acting.cardState("hand", seat, i, card);
    const pick = () => acting.toggle("hand", seat, i);
    const el = boardCard(card, state, pick, `hand-${i}`, anim.drewSeat === seat ? "anim-draw" : "");
    el.style.setProperty("--i", String(i));
    fan.append(el);
  });
  if (!hand.length) fan.append(h("span", { class: "muted", text: t("seat.hand_empty") }));
  return h(
    "div",
    {
      class: `seat me${toMove ? " to-move" : ""}${anim.pickedSeat === seat ? " anim-pickup" : ""}`,
      dataset: { seat: String(seat) },
      "aria-current": toMove ? "true" : null,
    },
    h(
      "div",
      { class: "seat-head" },
      toMove ? h("span", { class: "turn-mark", text: `▶ ${t("seat.your_turn")}` }) : null,
      h("span", { class: "name", text: seatName(table, seat) }),
      h("span", { class: "badge badge-you", text: t("badge.you") }),
      badges(view, table, seat),
    ),
    stacks(view, seat, acting, false),
    h("div", { class: "hand-title", text: t("seat.your_hand", { n: hand.length }) }),
    fan,
  );
}

/** Whose turn it is, in words. */
export function turnText(view, table, legal) {
  if (view.phase === "over") return t("turn.over");
  const mine = view.seat !== null && view.to_move === view.seat;
  if (view.phase === "setup") {
    return mine && legal.length ? t("turn.you_setup") : t("turn.other_setup", { name: seatName(table, view.to_move) });
  }
  if (mine) return t("turn.you");
  return t("turn.other", { name: seatName(table, view.to_move) });
}

/**
 * The board. `anim` says what the latest update did, for short animations:
 * {playedCount, cleared, clearCause, pickedSeat, drewSeat, reversed}.
 */
export function renderBoard(view, table, acting, anim) {
  const mine = view.seat !== null && view.seat !== undefined;
  const first = mine ? view.seat : view.players - 1;
  const others = clockwise(view.players, first).filter((s) => s !== view.seat);
  return h(
    "section",
    {
      class: `board players-${view.players}`,
      "aria-label": t("board.label"),
      dataset: { phase: view.phase, toMove: String(view.to_move) },
    },
    h(
      "div",
      { class: "opponents", dataset: { region: "seats" } },
      others.map((s) => opponent(view, table, s, acting, anim)),
    ),
    centre(view, anim),
    mine ? h("div", { dataset: { region: "me" } }, myArea(view, table, acting, anim)) : null,
  );
}
