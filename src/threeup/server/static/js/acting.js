// Choosing an action: selected cards, the buttons that send what the selection means,
// and the plain list of every legal action (the keyboard and screen-reader fallback).
// Everything offered comes from the `legal` list of the latest update.

import {
  canGive,
  canTake,
  cardUsable,
  matchCards,
  matchSwap,
  matchTrade,
  parseAction,
} from "./actions.js";
import { cardChips, rankOf } from "./cards.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { describeAction } from "./words.js";

export class Acting {
  /** `send(actionText)` sends an action; `changed()` asks for a new render. */
  constructor(send, changed) {
    this.send = send;
    this.changed = changed;
    this.view = null;
    this.legal = [];
    this.table = null;
    this.version = null;
    this.pending = false;
    this.clear();
  }

  clear() {
    this.picked = []; // indices into the current source (hand, or own 3UP when playing from it)
    this.take = null; // {seat, index}: a 3UP card to take (trade, swap)
  }

  /** A new update: a new version drops the selection. */
  update(view, legal, version, table) {
    if (version !== this.version) {
      this.clear();
      this.pending = false;
    }
    this.view = view;
    this.legal = legal || [];
    this.version = version;
    this.table = table;
  }

  setTable(table) {
    this.table = table;
  }

  /** The server refused the last action: choosing is open again. */
  refused() {
    this.pending = false;
  }

  /**
   * A new connection: an action sent on the old one may have been lost with it, and no new
   * version would ever come to open choosing again. The selection stays.
   */
  reopen() {
    this.pending = false;
  }

  get exact() {
    return Boolean(this.view && this.view.rules && this.view.rules.colour_swap);
  }

  get me() {
    const v = this.view;
    return v && v.seat !== null && v.seat !== undefined ? v.seats[v.seat] : null;
  }

  /** What the selection is for: "up", "play", "trade", "swap", or null. */
  get mode() {
    for (const kind of ["up", "play", "trade", "swap"]) {
      if (this.legal.some((a) => a.startsWith(`${kind} `))) return kind;
    }
    return null;
  }

  /** Plays come from the hand, or from the 3UP once the hand is empty (U1, U2). */
  get source() {
    const me = this.me;
    return me && me.hand && me.hand.length === 0 && this.mode === "play" ? "up" : "hand";
  }

  sourceCards() {
    const me = this.me;
    if (!me) return [];
    return (this.source === "up" ? me.up : me.hand) || [];
  }

  pickedCards() {
    const cards = this.sourceCards();
    return this.picked.map((i) => cards[i]).filter((c) => c !== undefined);
  }

  /**
   * How a card of the board may be used: {selectable, selected, role}. `area` is "hand",
   * "up" or "down"; `seat` the card's seat.
   */
  cardState(area, seat, index, card) {
    const none = { selectable: false, selected: false };
    if (this.pending || !this.view || this.view.seat === null) return none;
    const mine = seat === this.view.seat;
    const mode = this.mode;
    if (mine && area === this.source && (mode === "up" || mode === "play")) {
      return {
        selectable: cardUsable(this.legal, mode, card, this.exact),
        selected: this.picked.includes(index),
      };
    }
    if (mine && area === "hand" && (mode === "trade" || mode === "swap")) {
      return { selectable: canGive(this.legal, mode, card, this.exact), selected: this.picked.includes(index) };
    }
    if (area === "up" && ((mode === "trade" && !mine) || (mode === "swap" && mine))) {
      const selected = Boolean(this.take && this.take.seat === seat && this.take.index === index);
      return {
        selectable: canTake(this.legal, mode, mode === "trade" ? seat : null, card, this.exact),
        selected,
      };
    }
    return none;
  }

  /** A click (or Enter/Space) on a selectable card. */
  toggle(area, seat, index) {
    const mode = this.mode;
    const mine = this.view && seat === this.view.seat;
    if (area === "up" && (mode === "trade" || (mode === "swap" && mine))) {
      const same = this.take && this.take.seat === seat && this.take.index === index;
      this.take = same ? null : { seat, index };
    } else if (mode === "trade" || mode === "swap") {
      this.picked = this.picked[0] === index ? [] : [index];
    } else if (this.picked.includes(index)) {
      this.picked = this.picked.filter((i) => i !== index);
    } else if (mode === "up") {
      this.picked = [...this.picked, index].slice(-3);
    } else {
      // A multiple is of one number: a card of another number starts a new selection.
      const cards = this.sourceCards();
      const rank = rankOf(cards[index]);
      const same = this.picked.every((i) => rankOf(cards[i]) === rank);
      this.picked = same ? [...this.picked, index] : [index];
    }
    this.changed();
  }

  /** The selected cards by number key (1-9): the n-th card of the current source. */
  toggleNth(n) {
    const cards = this.sourceCards();
    const index = n - 1;
    if (index >= cards.length || !this.view) return;
    const area = this.source;
    if (this.cardState(area, this.view.seat, index, cards[index]).selectable) {
      this.toggle(area, this.view.seat, index);
    }
  }

  canFlip(n) {
    return !this.pending && this.legal.includes(`flip ${n}`);
  }

  /** The action the primary button would send now, or null. */
  chosenAction() {
    const mode = this.mode;
    if (mode === "play" || mode === "up") return matchCards(this.legal, mode, this.pickedCards(), this.exact);
    const me = this.me;
    if (!me || !me.hand) return null;
    const give = this.picked.length ? me.hand[this.picked[0]] : null;
    if (mode === "trade" && this.take) {
      const other = this.view.seats[this.take.seat];
      const take = other.up ? other.up[this.take.index] : null;
      return matchTrade(this.legal, this.take.seat, give, take ?? null, this.exact);
    }
    if (mode === "swap" && this.take) {
      return matchSwap(this.legal, give, me.up ? me.up[this.take.index] ?? null : null);
    }
    return null;
  }

  act(text) {
    if (this.pending || !text) return;
    if (this.send(text)) {
      this.pending = true;
      this.changed();
    }
  }

  /** The buttons for the usual choices, labelled in words. */
  renderBar() {
    const bar = h("div", { class: "action-bar", role: "group", "aria-label": t("act.bar") });
    const mode = this.mode;
    const chosen = this.chosenAction();
    const primary = {
      play: "act.play_selected",
      up: "act.up_selected",
      trade: "act.trade_selected",
      swap: "act.swap_selected",
    }[mode];
    if (primary) {
      const picked = this.pickedCards();
      bar.append(
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            disabled: !chosen,
            "aria-disabled": this.pending ? "true" : null,
            dataset: { focus: "bar-primary", role: "primary" },
            onclick: () => this.act(this.chosenAction()),
          },
          t(primary),
          mode === "play" || mode === "up" ? [" ", cardChips(picked)] : null,
        ),
      );
    }
    for (const word of ["draw", "pickup", "pass"]) {
      if (!this.legal.includes(word)) continue;
      const { label } = describeAction(word, this.view, this.table);
      bar.append(
        h("button", {
          class: "btn",
          type: "button",
          "aria-disabled": this.pending ? "true" : null,
          dataset: { focus: `bar-${word}`, role: word },
          onclick: () => this.act(word),
          text: label,
        }),
      );
    }
    if (this.picked.length || this.take) {
      bar.append(
        h("button", {
          class: "btn ghost",
          type: "button",
          dataset: { focus: "bar-clear" },
          onclick: () => {
            this.clear();
            this.changed();
          },
          text: t("act.clear_selection"),
        }),
      );
    }
    return bar;
  }

  /** A hint for the player to move. */
  hint() {
    const mode = this.mode;
    if (this.pending) return t("hint.sent");
    if (mode === "up") return t("hint.up");
    if (mode === "trade") return t("hint.trade");
    if (mode === "swap") return t("hint.swap");
    if (this.legal.some((a) => a.startsWith("flip "))) return t("hint.flip");
    if (mode === "play") {
      const owed = this.view ? this.view.owed : 0;
      const base = this.source === "up" ? t("hint.play_up") : t("hint.play");
      return owed > 0 ? `${t("hint.owed", { n: owed })} ${base}` : base;
    }
    if (this.legal.length === 1 && this.legal[0] === "draw") return t("hint.must_draw");
    if (this.legal.length === 1 && this.legal[0] === "pickup") return t("hint.must_pickup");
    return "";
  }

  /** Every legal action as a button, in the server's order. */
  renderList() {
    const list = h("ul", { class: "legal-list", "aria-label": t("act.all") });
    this.legal.forEach((text, i) => {
      const { node, label } = describeAction(text, this.view, this.table);
      list.append(
        h(
          "li",
          {},
          h(
            "button",
            {
              class: "btn legal",
              type: "button",
              "aria-disabled": this.pending ? "true" : null,
              "aria-label": label,
              title: text,
              dataset: { action: parseAction(text).text, focus: `legal-${i}-${text}` },
              onclick: () => this.act(text),
            },
            node,
          ),
        ),
      );
    });
    return list;
  }
}
