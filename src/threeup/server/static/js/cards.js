// Cards in the project's notation (7g, 10b, Cr, C1b, C2g) and how they are drawn.
// A card shows its rank in large type and its colour twice over: by colour and by a
// shape (green triangle, blue circle, red diamond), so colour is never the only cue.

import { h } from "./dom.js";
import { t } from "./i18n.js";

export const COLOURS = ["g", "b", "r"];
export const SYMBOLS = { g: "▲", b: "●", r: "◆" };
const RANK_ORDER = { C: 11, C1: 12, C2: 13 };
const CLEAR_FACE = { C: "C", C1: "C+1", C2: "C+2" };

/** {text, rank, colour, order} of a card, or null when the text is not a card. */
export function parseCard(text) {
  const m = /^(10|[1-9]|C[12]?)([gbr])$/.exec(String(text));
  if (!m) return null;
  const order = (RANK_ORDER[m[1]] ?? Number(m[1])) * 4 + COLOURS.indexOf(m[2]);
  return { text: m[0], rank: m[1], colour: m[2], order };
}

export function rankOf(card) {
  return String(card).slice(0, -1);
}

export function isClear(card) {
  return rankOf(card).startsWith("C");
}

function order(card) {
  return parseCard(card)?.order ?? 0;
}

/** Cards in card order (rank, then g, b, r), as the engine keeps hands. */
export function sortCards(cards) {
  return [...cards].sort((a, b) => order(a) - order(b));
}

/** A rank in words: "7", "Clear", "Clear+1"... */
export function rankName(rank) {
  return RANK_ORDER[rank] ? t(`rank.${rank}`) : rank;
}

/** A rank as printed on a card: "7", "C", "C+1", "C+2". */
export function rankFace(rank) {
  return CLEAR_FACE[rank] ?? rank;
}

/** A card in words for screen readers and titles: "7, green". */
export function cardName(card) {
  const c = parseCard(card);
  if (!c) return String(card);
  return t("card.name", { rank: rankName(c.rank), colour: t(`colour.${c.colour}`) });
}

/** Several cards in words, joined as a list. */
export function cardsName(cards) {
  return cards.map(cardName).join(", ");
}

/** The face of a card (no behaviour): a span with data-card for tests and tools. */
export function cardFace(card, extraClass = "") {
  const c = parseCard(card);
  if (!c) return cardBack();
  const clear = RANK_ORDER[c.rank] ? ` clear clear-${c.rank.toLowerCase()}` : "";
  const face = rankFace(c.rank);
  const name = cardName(card);
  return h(
    "span",
    {
      class: `card face c-${c.colour}${clear} ${extraClass}`.trim(),
      dataset: { card: c.text },
      role: "img",
      "aria-label": name,
      title: name,
    },
    clear ? null : h("span", { class: "corner tl", "aria-hidden": "true" }, h("b", {}, face), SYMBOLS[c.colour]),
    h(
      "span",
      { class: "middle", "aria-hidden": "true" },
      clear ? h("span", { class: "clear-word", text: t("card.clear_word") }) : null,
      h("span", { class: "big", text: face }),
      h("span", { class: "sym", text: SYMBOLS[c.colour] }),
    ),
    clear ? null : h("span", { class: "corner br", "aria-hidden": "true" }, h("b", {}, face), SYMBOLS[c.colour]),
  );
}

/** A face-down card. */
export function cardBack(extraClass = "", label = null) {
  return h(
    "span",
    { class: `card back ${extraClass}`.trim(), role: "img", "aria-label": label || t("card.back") },
    h("span", { class: "back-mark", "aria-hidden": "true", text: "3↑3↓" }),
  );
}

/** A small inline card for text (the log, buttons): rank and shape in the card's colour. */
export function cardChip(card) {
  const c = parseCard(card);
  if (!c) return h("span", { class: "chip", text: String(card) });
  return h(
    "span",
    {
      class: `chip c-${c.colour}${RANK_ORDER[c.rank] ? " clear" : ""}`,
      dataset: { card: c.text },
      role: "img",
      "aria-label": cardName(card),
      title: cardName(card),
    },
    h("span", { "aria-hidden": "true", text: rankFace(c.rank) }),
    h("span", { class: "chip-sym", "aria-hidden": "true", text: SYMBOLS[c.colour] }),
  );
}

/** Chips for several cards, in a span. */
export function cardChips(cards) {
  return h("span", { class: "chips" }, cards.map(cardChip));
}
