// Before the start: the invite link, the seats, and what the host, a seated player or a
// visitor can do (fill with bots and start; leave; take a seat).

import { append, button, h } from "./dom.js";
import { t } from "./i18n.js";
import { loadName } from "./store.js";
import { ruleNames, seatName } from "./words.js";

const LEVELS = ["easy", "medium", "hard", "expert"];

function invite(code) {
  const link = `${location.origin}/t/${code}`;
  const input = h("input", { type: "text", readonly: true, value: link, id: "invite-link" });
  const copied = h("span", { class: "copied", role: "status" });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      input.select();
      document.execCommand?.("copy");
    }
    copied.textContent = t("pre.copied");
  };
  return h(
    "div",
    { class: "invite" },
    h("label", { for: "invite-link", text: t("pre.invite") }),
    h("div", { class: "row" }, input, button(t("pre.copy"), copy), copied),
    h("p", {}, t("pre.code"), " ", h("strong", { class: "code", text: code })),
  );
}

function badge(kind, text) {
  return h("span", { class: `badge badge-${kind}`, text });
}

function seatList(table, mine, onJoin) {
  const list = h("ol", { class: "seat-list", dataset: { role: "seats" } });
  for (let i = 0; i < table.players; i++) {
    const entry = table.seats[i];
    const li = h("li", { dataset: { seat: String(i) } });
    if (entry) {
      append(li, [
        h("span", { class: "name", text: seatName(table, i) }),
        table.host === i ? badge("host", t("badge.host")) : null,
        entry.bot ? badge("bot", t("badge.bot", { level: t(`difficulty.${entry.bot}`) })) : null,
        i === mine ? badge("you", t("badge.you")) : null,
        !entry.bot && !entry.connected ? badge("offline", t("badge.offline")) : null,
      ]);
    } else {
      li.append(h("span", { class: "muted", text: t("pre.empty_seat") }));
      if (mine === null) {
        const sit = button(t("pre.sit_here"), () => onJoin(i), { class: "small", dataset: { focus: `sit-${i}` } });
        li.append(" ", sit);
      }
    }
    list.append(li);
  }
  return list;
}

function hostControls(table, on) {
  const level = h(
    "select",
    { id: "bot-level" },
    LEVELS.map((d) => h("option", { value: d, selected: d === table.settings.difficulty, text: t(`difficulty.${d}`) })),
  );
  const full = table.seats.every((s) => s !== null);
  return h(
    "div",
    { class: "host-controls" },
    h("label", { for: "bot-level", text: t("pre.bot_level") }),
    level,
    button(t("pre.fill_bots"), () => on.fillBots(level.value), {
      disabled: full,
      dataset: { focus: "fill-bots", role: "fill-bots" },
    }),
    button(t("pre.start"), on.start, { class: "primary", disabled: !full, dataset: { focus: "start", role: "start" } }),
    full ? null : h("p", { class: "muted", text: t("pre.start_needs_full") }),
  );
}

function joinForm(onJoin) {
  const name = h("input", {
    type: "text",
    id: "join-name",
    maxlength: "24",
    value: loadName(),
    autocomplete: "nickname",
    required: true,
  });
  const submit = (event) => {
    event.preventDefault();
    onJoin(null);
  };
  return [
    h(
      "form",
      { class: "join-form", onsubmit: submit },
      h("label", { for: "join-name", text: t("form.your_name") }),
      name,
      h("button", { class: "btn primary", type: "submit", dataset: { role: "take-seat" }, text: t("pre.take_seat") }),
    ),
    h("p", { class: "muted", text: t("pre.watching") }),
  ];
}

/**
 * The panel before the start. `mine` is this connection's seat (or null); `on` holds
 * join(seat or null), leave(), fillBots(level) and start().
 */
export function renderPrestart(table, code, mine, on) {
  const isHost = mine !== null && mine === table.host;
  let actions;
  if (isHost) actions = hostControls(table, on);
  else if (mine !== null) {
    actions = h("p", {}, t("pre.wait_host"), " ", button(t("pre.leave"), on.leave, { class: "ghost" }));
  } else actions = joinForm(on.join);
  const rules = ruleNames(table.rules).join(" · ") || t("pre.standard_rules");
  return h(
    "section",
    { class: "panel" },
    h("h2", { text: t("pre.title") }),
    invite(code),
    h("p", { class: "rules-line" }, t("pre.rules"), " ", rules),
    seatList(table, mine, on.join),
    actions,
  );
}
