// The lobby (/): open public tables, creating a table, joining by code or from the list.

import { api, normaliseCode } from "../api.js";
import { button, h, replace } from "../dom.js";
import { onLanguageChange, t } from "../i18n.js";
import { loadName, saveName, saveSeat } from "../store.js";
import { errorText, ruleNames } from "../words.js";

const REFRESH_MS = 5000;
const LEVELS = ["easy", "medium", "hard", "expert"];

// The optional rules of the form: [rules key, label key].
const SWITCHES = [
  ["placings", "opt.O1_long"],
  ["draw_instead", "opt.O2_long"],
  ["ones_reverse", "opt.O3_long"],
  ["scoring", "opt.O4_long"],
  ["swap_stacks", "opt.O5_swap_long"],
  ["trade_up", "opt.O5_trade_long"],
  ["colour_swap", "opt.O6_long"],
  ["voluntary_pickup", "opt.H1_long"],
];

function field(id, labelKey, input, helpKey = null) {
  return h(
    "div",
    { class: "field" },
    h("label", { for: id, text: t(labelKey) }),
    input,
    helpKey ? h("small", { class: "help", id: `${id}-help`, text: t(helpKey) }) : null,
  );
}

function numberInput(id, value, min, max, step = "1") {
  return h("input", {
    type: "number",
    id,
    name: id,
    value: String(value),
    min: String(min),
    max: String(max),
    step,
    inputmode: "decimal",
  });
}

export function lobbyPage(main) {
  let tables = null;
  // What went wrong: functions giving the text, so that a change of language shows it
  // again in the new one.
  let lobbyError = null;
  let formError = null;
  let joinError = null;
  let timer = null;

  const nameInput = h("input", {
    type: "text",
    id: "player-name",
    maxlength: "24",
    autocomplete: "nickname",
    value: loadName(),
  });
  nameInput.addEventListener("change", () => saveName(nameInput.value.trim()));

  // The form keeps its values across language changes: only the labels are rebuilt.
  const values = {
    players: "4",
    rounds: "3",
    difficulty: "medium",
    public: true,
    away: "60",
    turn: "0",
    delay: "0.8",
    seed: "",
    colours: { g: true, b: true, r: true },
    switches: {},
  };

  const listBox = h("div", { class: "lobby-list", "aria-live": "polite" });
  const formBox = h("div", {});
  const joinBox = h("div", {});
  const nameBox = h("div", { class: "name-box" });
  replace(
    main,
    h(
      "div",
      { class: "lobby" },
      nameBox,
      h("div", { class: "lobby-grid" }, h("div", { class: "lobby-left" }, listBox, joinBox), formBox),
    ),
  );

  function playerName() {
    const name = nameInput.value.trim();
    if (!name) {
      nameInput.focus();
      return null;
    }
    saveName(name);
    return name;
  }

  function renderName() {
    replace(
      nameBox,
      h("h1", { text: t("lobby.title") }),
      h("p", { class: "lead", text: t("lobby.lead") }),
      h("div", { class: "field inline" }, h("label", { for: "player-name", text: t("form.your_name") }), nameInput),
    );
  }

  function renderList() {
    const parts = [h("h2", { text: t("lobby.open_tables") })];
    if (lobbyError) parts.push(h("p", { class: "notice notice-error", text: lobbyError() }));
    if (tables === null) parts.push(h("p", { class: "muted", text: t("lobby.loading") }));
    else if (!tables.length) parts.push(h("p", { class: "muted", text: t("lobby.none") }));
    else {
      parts.push(
        h(
          "ul",
          { class: "table-list" },
          tables.map((tb) =>
            h(
              "li",
              { dataset: { code: tb.code } },
              h(
                "div",
                { class: "tl-main" },
                h("strong", { class: "code", text: tb.code }),
                " ",
                h("span", { text: t("lobby.host", { name: tb.host_name }) }),
                " ",
                h("span", { class: "seated", text: t("lobby.seated", { n: tb.seated, total: tb.players }) }),
              ),
              h("div", { class: "tl-rules muted", text: ruleNames(tb.rules).join(" · ") || t("pre.standard_rules") }),
              h(
                "div",
                { class: "tl-buttons" },
                button(t("lobby.join"), () => join(tb.code), { class: "small primary" }),
                h("a", { class: "btn small ghost", href: `/t/${tb.code}`, text: t("lobby.watch") }),
              ),
            ),
          ),
        ),
      );
    }
    replace(listBox, h("section", { class: "panel" }, parts));
  }

  async function refresh() {
    try {
      const data = await api.lobby();
      tables = data.tables || [];
      lobbyError = null;
    } catch (err) {
      lobbyError = () => t("lobby.unreachable");
    }
    renderList();
  }

  async function join(code) {
    const name = playerName();
    if (!name) {
      joinError = () => t("form.name_needed");
      renderJoin();
      return;
    }
    try {
      const reply = await api.join(code, name);
      saveSeat(code, reply.seat, reply.token);
      location.assign(`/t/${code}`);
    } catch (err) {
      joinError = () => errorText(err);
      renderJoin();
    }
  }

  function renderJoin() {
    const code = h("input", {
      type: "text",
      id: "join-code",
      maxlength: "6",
      autocomplete: "off",
      autocapitalize: "characters",
      spellcheck: "false",
      class: "code-input",
    });
    const form = h(
      "form",
      {
        class: "panel join-code",
        onsubmit: (e) => {
          e.preventDefault();
          const c = normaliseCode(code.value);
          if (!c) {
            joinError = () => t("lobby.bad_code");
            renderJoin();
            return;
          }
          join(c);
        },
      },
      h("h2", { text: t("lobby.join_by_code") }),
      field("join-code", "lobby.code", code),
      h(
        "div",
        { class: "buttons" },
        h("button", { class: "btn primary", type: "submit", text: t("lobby.join") }),
        h("button", {
          class: "btn ghost",
          type: "button",
          text: t("lobby.watch"),
          onclick: () => {
            const c = normaliseCode(code.value);
            if (c) location.assign(`/t/${c}`);
            else {
              joinError = () => t("lobby.bad_code");
              renderJoin();
            }
          },
        }),
      ),
      joinError ? h("p", { class: "notice notice-error", role: "alert", text: joinError() }) : null,
    );
    replace(joinBox, form);
  }

  function renderForm() {
    const players = h(
      "select",
      { id: "players", name: "players", onchange: (e) => (values.players = e.target.value) },
      ["2", "3", "4", "5", "6"].map((n) => h("option", { value: n, selected: n === values.players, text: n })),
    );
    const rounds = numberInput("rounds", values.rounds, 1, 20);
    rounds.disabled = !values.switches.scoring;
    rounds.addEventListener("input", () => (values.rounds = rounds.value));
    const switches = SWITCHES.map(([key, label]) => {
      const box = h("input", { type: "checkbox", id: `opt-${key}`, name: key, checked: Boolean(values.switches[key]) });
      box.addEventListener("change", () => {
        values.switches[key] = box.checked;
        if (key === "scoring") rounds.disabled = !box.checked;
      });
      const item = h("div", { class: "check" }, box, h("label", { for: `opt-${key}`, text: t(label) }));
      if (key === "scoring") {
        item.append(h("span", { class: "rounds" }, h("label", { for: "rounds", text: t("form.rounds") }), rounds));
      }
      return item;
    });
    const colours = h(
      "fieldset",
      { class: "colours" },
      h("legend", { text: t("opt.O7_long") }),
      ["g", "b", "r"].map((c) => {
        const box = h("input", { type: "checkbox", id: `colour-${c}`, checked: values.colours[c] });
        box.addEventListener("change", () => (values.colours[c] = box.checked));
        const label = h("label", { for: `colour-${c}`, class: `colour-label c-${c}`, text: t(`colour.${c}_symbol`) });
        return h("span", { class: "check" }, box, label);
      }),
    );
    const difficulty = h(
      "select",
      { id: "difficulty", name: "difficulty", onchange: (e) => (values.difficulty = e.target.value) },
      LEVELS.map((d) => h("option", { value: d, selected: d === values.difficulty, text: t(`difficulty.${d}`) })),
    );
    const pub = h("input", { type: "checkbox", id: "public", name: "public", checked: values.public });
    pub.addEventListener("change", () => (values.public = pub.checked));
    const away = numberInput("away", values.away, 0, 3600);
    away.addEventListener("input", () => (values.away = away.value));
    const turn = numberInput("turn", values.turn, 0, 600);
    turn.addEventListener("input", () => (values.turn = turn.value));
    const delay = numberInput("delay", values.delay, 0, 5, "0.1");
    delay.addEventListener("input", () => (values.delay = delay.value));
    const seed = h("input", { type: "number", id: "seed", name: "seed", value: values.seed, min: "0", step: "1" });
    seed.addEventListener("input", () => (values.seed = seed.value));

    const form = h(
      "form",
      { class: "panel create", id: "create-form", onsubmit: create, novalidate: true },
      h("h2", { text: t("lobby.create") }),
      field("players", "form.players", players),
      h("fieldset", { class: "switches" }, h("legend", { text: t("form.optional_rules") }), switches),
      colours,
      field("difficulty", "form.difficulty", difficulty),
      h("div", { class: "check" }, pub, h("label", { for: "public", text: t("form.public") })),
      field("away", "form.away", away, "form.away_help"),
      field("turn", "form.turn", turn, "form.turn_help"),
      h(
        "details",
        { class: "advanced" },
        h("summary", { text: t("form.advanced") }),
        field("delay", "form.delay", delay, "form.delay_help"),
        field("seed", "form.seed", seed, "form.seed_help"),
      ),
      formError ? h("p", { class: "notice notice-error", role: "alert", text: formError() }) : null,
      h("button", {
        class: "btn primary",
        type: "submit",
        dataset: { role: "create" },
        text: t("lobby.create_button"),
      }),
    );
    replace(formBox, form);
  }

  async function create(event) {
    event.preventDefault();
    const name = playerName();
    if (!name) {
      formError = () => t("form.name_needed");
      renderForm();
      return;
    }
    const colours = ["g", "b", "r"].filter((c) => values.colours[c]).join("");
    if (!colours) {
      formError = () => t("form.colour_needed");
      renderForm();
      return;
    }
    const rules = {};
    for (const [key] of SWITCHES) if (values.switches[key]) rules[key] = true;
    if (rules.scoring) rules.rounds = Math.max(1, Math.round(Number(values.rounds) || 1));
    if (colours !== "gbr") rules.deck = { colours };
    const seedValue = values.seed.trim() === "" ? null : Math.round(Number(values.seed));
    const body = {
      name,
      players: Number(values.players),
      rules,
      difficulty: values.difficulty,
      public: values.public,
      away_seconds: Math.max(0, Math.round(Number(values.away) || 0)),
      turn_seconds: Math.max(0, Math.round(Number(values.turn) || 0)),
      bot_delay: Math.max(0, Number(values.delay) || 0),
      seed: Number.isFinite(seedValue) ? seedValue : null,
    };
    try {
      const reply = await api.createTable(body);
      saveSeat(reply.code, reply.seat, reply.token);
      location.assign(`/t/${reply.code}`);
    } catch (err) {
      formError = () => errorText(err);
      renderForm();
    }
  }

  function renderAll() {
    renderName();
    renderList();
    renderJoin();
    renderForm();
  }

  renderAll();
  refresh();
  timer = setInterval(refresh, REFRESH_MS);
  const stop = onLanguageChange(renderAll);
  return () => {
    clearInterval(timer);
    stop();
  };
}
