// The replay page (/replay/{code}): a finished table's rounds, step by step, as a
// spectator saw them. First/previous/next/last, the arrow keys, and a round chooser.

import { Acting } from "../acting.js";
import { api } from "../api.js";
import { NO_ANIM, renderBoard } from "../board.js";
import { button, h, keepFocus, replace } from "../dom.js";
import { onLanguageChange, t } from "../i18n.js";
import { describeEvent, errorText, seatName } from "../words.js";

/** The steps of a round as the server sends them, in one shape: {view, events, action, seat}. */
export function stepsOf(data) {
  const raw = Array.isArray(data) ? data : data && (data.steps || data.views) ? data.steps || data.views : [];
  return raw
    .filter((s) => s && s.view)
    .map((s) => ({
      view: s.view,
      events: Array.isArray(s.events) ? s.events : [],
      action: s.action ?? null,
      seat: s.seat ?? s.actor ?? null,
    }));
}

export function replayPage(main, code) {
  let table = null;
  let round = 0;
  let steps = [];
  let index = 0;
  let error = null; // a function giving the text in the current language
  let loading = true;
  const acting = new Acting(() => false, () => {});

  const box = h("div", { class: "replay-page" });
  replace(main, box);

  async function loadRound(n) {
    loading = true;
    render();
    try {
      const data = await api.round(code, n);
      steps = stepsOf(data);
      round = n;
      index = 0;
      error = steps.length ? null : () => t("replay.empty");
    } catch (err) {
      error = () => errorText(err);
      steps = [];
    }
    loading = false;
    render();
  }

  function go(i) {
    if (!steps.length) return;
    index = Math.max(0, Math.min(steps.length - 1, i));
    render();
  }

  /** The table for the board: who sat where, without today's connections. */
  function replayTable() {
    if (!table) return table;
    const seats = table.seats.map((s) => (s ? { ...s, connected: true, away: false } : s));
    return { ...table, seats };
  }

  function stepButton(label, target, disabled, focus) {
    return button(label, () => go(target), { disabled, dataset: { focus } });
  }

  function render() {
    const parts = [h("h1", { text: t("replay.title", { code }) })];
    if (error) parts.push(h("p", { class: "notice notice-error", role: "alert", text: error() }));
    const rounds = table ? Math.max(table.rounds || 1, (table.scores || []).length) : 1;
    if (rounds > 1) {
      const chooser = h(
        "select",
        { id: "replay-round", onchange: (e) => loadRound(Number(e.target.value)) },
        Array.from({ length: rounds }, (_, r) =>
          h("option", { value: String(r), selected: r === round, text: t("results.round_n", { n: r + 1 }) }),
        ),
      );
      const label = h("label", { for: "replay-round", text: t("replay.round") });
      parts.push(h("div", { class: "field inline" }, label, chooser));
    }
    if (loading) parts.push(h("p", { class: "muted", text: t("replay.loading") }));
    if (steps.length) {
      const step = steps[index];
      const last = steps.length - 1;
      const nav = h(
        "div",
        { class: "replay-nav", role: "group", "aria-label": t("replay.controls") },
        stepButton(`« ${t("replay.first")}`, 0, index === 0, "r-first"),
        stepButton(`◀ ${t("replay.prev")}`, index - 1, index === 0, "r-prev"),
        h("span", { class: "step-count", role: "status", text: t("replay.step", { n: index + 1, total: last + 1 }) }),
        stepButton(`${t("replay.next")} ▶`, index + 1, index === last, "r-next"),
        stepButton(`${t("replay.last")} »`, last, index === last, "r-last"),
      );
      const said = h(
        "div",
        { class: "replay-step" },
        step.seat !== null
          ? h(
              "p",
              {},
              h("strong", { text: seatName(table, step.seat) }),
              step.action ? [" ", h("code", { text: step.action })] : null,
            )
          : h("p", { class: "muted", text: t("replay.deal") }),
        step.events.length
          ? h("ul", { class: "log-list" }, step.events.map((e) => h("li", {}, describeEvent(e, table))))
          : null,
      );
      acting.update(step.view, [], index, table);
      const board = renderBoard(step.view, replayTable(), acting, NO_ANIM);
      parts.push(nav, said, board, h("p", { class: "muted small", text: t("replay.keys") }));
    }
    parts.push(
      h(
        "p",
        {},
        h("a", { href: `/t/${code}`, text: t("replay.back_to_table") }),
        " · ",
        h("a", { href: "/", text: t("nav.lobby") }),
      ),
    );
    keepFocus(() => replace(box, parts));
  }

  function onKey(event) {
    const target = event.target;
    if (target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
    const moves = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: steps.length - 1 };
    if (event.key in moves) {
      go(moves[event.key]);
      event.preventDefault();
    }
  }
  document.addEventListener("keydown", onKey);
  const stop = onLanguageChange(render);

  api
    .table(code)
    .then((tb) => {
      table = tb;
      return loadRound(0);
    })
    .catch((err) => {
      error = () => errorText(err);
      loading = false;
      render();
    });
  render();
  return () => {
    document.removeEventListener("keydown", onKey);
    stop();
  };
}
