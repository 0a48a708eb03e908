// The end of a round or of the match: placings, and with O4 the scores of every round.

import { button, h } from "./dom.js";
import { place, t } from "./i18n.js";
import { describeResult, seatName } from "./words.js";

function placings(result, table) {
  const list = h("ol", { class: "placings", dataset: { role: "placings" } });
  const placed = result ? result.placings : [];
  placed.forEach((seat, i) => {
    list.append(
      h(
        "li",
        { class: i === 0 ? "winner" : "", dataset: { seat: String(seat) } },
        h("span", { class: "place", text: place(i + 1) }),
        " ",
        h("span", { class: "name", text: seatName(table, seat) }),
        i === 0 && result.reason !== "turn_limit"
          ? h("span", { class: "badge badge-win", text: t("results.winner") })
          : null,
      ),
    );
  });
  const players = table ? table.players : 0;
  for (let seat = 0; seat < players; seat++) {
    if (placed.includes(seat)) continue;
    list.append(
      h(
        "li",
        { class: "unplaced", dataset: { seat: String(seat) } },
        h("span", { class: "place", text: "–" }),
        " ",
        h("span", { class: "name", text: seatName(table, seat) }),
        " ",
        h("span", { class: "muted", text: t("results.holding") }),
      ),
    );
  }
  return list;
}

function scoresTable(scores, table) {
  if (!scores || !scores.length) return null;
  const players = table.players;
  const totals = Array(players).fill(0);
  const body = scores.map((row, r) => {
    row.forEach((points, seat) => {
      totals[seat] += points;
    });
    const label = h("th", { scope: "row", text: t("results.round_n", { n: r + 1 }) });
    return h("tr", {}, label, row.map((p) => h("td", { text: String(p) })));
  });
  return h(
    "table",
    { class: "scores" },
    h("caption", { text: t("results.scores_caption") }),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col", text: t("results.round") }),
        Array.from({ length: players }, (_, s) => h("th", { scope: "col", text: seatName(table, s) })),
      ),
    ),
    h("tbody", {}, body),
    h(
      "tfoot",
      {},
      h("tr", {}, h("th", { scope: "row", text: t("results.total") }), totals.map((p) => h("td", { text: String(p) }))),
    ),
  );
}

function standingsList(standings, table) {
  if (!standings || !standings.length) return null;
  const scored = standings.some((row) => row[2] !== null && row[2] !== undefined);
  return h(
    "ol",
    { class: "standings", dataset: { role: "standings" } },
    standings.map(([rank, seat, total]) =>
      h(
        "li",
        { class: rank === 1 ? "winner" : "" },
        h("span", { class: "place", text: place(rank) }),
        " ",
        h("span", { class: "name", text: seatName(table, seat) }),
        scored ? h("span", { class: "points", text: t("results.points", { n: total }) }) : null,
      ),
    ),
  );
}

/**
 * The results panel. `info` = {round, result, scores, standings, final}; `onNext` closes
 * the panel to watch the next round.
 */
export function renderResults(info, table, onNext) {
  const final = info.final;
  const rounds = table ? table.rounds : 1;
  const title = final
    ? t(rounds > 1 ? "results.match_over" : "results.game_over")
    : t("results.round_over", { n: info.round + 1, total: rounds });
  const showStandings = final && rounds > 1;
  return h(
    "section",
    {
      class: "results",
      role: "dialog",
      "aria-modal": "false",
      "aria-labelledby": "results-title",
      dataset: { role: "results" },
    },
    h("h2", { id: "results-title", text: title }),
    info.result ? h("p", { class: "result-line" }, describeResult(info.result, table)) : null,
    info.result ? h("h3", { text: t("results.placings") }) : null,
    info.result ? placings(info.result, table) : null,
    showStandings ? h("h3", { text: t("results.standings") }) : null,
    showStandings ? standingsList(info.standings, table) : null,
    !info.result && info.standings ? standingsList(info.standings, table) : null,
    table && table.rules && table.rules.scoring ? scoresTable(info.scores, table) : null,
    h(
      "div",
      { class: "buttons" },
      final
        ? [
            h("a", { class: "btn primary", href: "/", text: t("results.back_to_lobby") }),
            table ? h("a", { class: "btn", href: `/replay/${table.code}`, text: t("results.watch_replay") }) : null,
            button(t("results.see_table"), onNext, { class: "ghost" }),
          ]
        : button(t("results.next_round"), onNext, { class: "primary", dataset: { focus: "results-next" } }),
    ),
  );
}
