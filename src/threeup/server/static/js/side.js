// Beside the table: the log of events in words, and the chat (shown as text, never HTML).

import { h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { describeEvent, seatName } from "./words.js";

export const CHAT_LIMIT = 200;

function logItem(entry, table) {
  if (entry.kind === "round") {
    return h("li", { class: "log-round", text: t("log.new_round", { n: entry.round + 1 }) });
  }
  const li = h("li", {}, describeEvent(entry.event, table));
  const byBot = entry.auto && entry.actor !== null && entry.actor !== undefined;
  if (byBot && entry.event.seat === entry.actor) {
    li.append(" ", h("span", { class: "muted", text: t("log.auto") }));
  }
  return li;
}

function chatItem(line, table) {
  const spectator = line.seat === null || line.seat === undefined;
  const entry = !spectator && table && table.seats ? table.seats[line.seat] : null;
  // A bot's name is shown in the language; a person's as they wrote it.
  const bot = Boolean(entry && entry.bot);
  const who = spectator ? t("chat.spectator") : bot || !line.name ? seatName(table, line.seat) : line.name;
  const at = line.at ? new Date(line.at) : null;
  const time = at && !Number.isNaN(at.getTime())
    ? h("time", { datetime: line.at, text: at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) })
    : null;
  return h(
    "li",
    {},
    time,
    " ",
    h("strong", { text: who }),
    ": ",
    h("span", { class: "chat-text", text: String(line.text) }),
  );
}

/** The log and chat panel; `send(text)` sends a chat line and says whether it went. */
export class SidePanel {
  constructor(send) {
    this.logTitle = h("h2", {});
    this.chatTitle = h("h2", {});
    this.logList = h("ol", { class: "log-list", role: "log", "aria-live": "polite", "aria-relevant": "additions" });
    this.chatList = h("ol", { class: "chat-list", role: "log", "aria-live": "polite" });
    this.input = h("input", { type: "text", id: "chat-text", maxlength: String(CHAT_LIMIT), autocomplete: "off" });
    this.label = h("label", { for: "chat-text", class: "visually-hidden" });
    this.send = h("button", { class: "btn", type: "submit" });
    const submit = (event) => {
      event.preventDefault();
      const text = this.input.value.trim().slice(0, CHAT_LIMIT);
      if (text && send(text)) this.input.value = "";
    };
    const form = h("form", { class: "chat-form", onsubmit: submit }, this.label, this.input, this.send);
    this.element = h(
      "aside",
      { class: "side" },
      h("section", { class: "log" }, this.logTitle, this.logList),
      h("section", { class: "chat" }, this.chatTitle, this.chatList, form),
    );
  }

  /** The labels, in the current language. */
  relabel() {
    this.logTitle.textContent = t("log.title");
    this.chatTitle.textContent = t("chat.title");
    this.label.textContent = t("chat.label");
    this.input.placeholder = t("chat.placeholder");
    this.send.textContent = t("chat.send");
  }

  setConnected(connected) {
    this.send.disabled = !connected;
  }

  renderLog(entries, table) {
    replace(this.logList, entries.map((entry) => logItem(entry, table)));
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  renderChat(lines, table) {
    replace(this.chatList, lines.map((line) => chatItem(line, table)));
    this.chatList.scrollTop = this.chatList.scrollHeight;
  }
}
