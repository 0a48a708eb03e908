// The web game's entry point: the header (navigation, language), then the page the
// address asks for: / (lobby), /t/{code} (a table), /replay/{code}, /rules.

import { h, replace } from "./dom.js";
import { LANGUAGES, initI18n, language, onLanguageChange, setLanguage, t } from "./i18n.js";
import { lobbyPage } from "./pages/lobby.js";
import { replayPage } from "./pages/replay.js";
import { rulesPage } from "./pages/rules.js";
import { tablePage } from "./pages/table.js";

/** The page for a path: [name, code or null]. */
export function route(path) {
  let m = /^\/t\/([A-Za-z0-9]{6})\/?$/.exec(path);
  if (m) return ["table", m[1].toUpperCase()];
  m = /^\/replay\/([A-Za-z0-9]{6})\/?$/.exec(path);
  if (m) return ["replay", m[1].toUpperCase()];
  if (/^\/rules\/?$/.test(path)) return ["rules", null];
  if (path === "/" || path === "" || path === "/index.html" || path === "/static/index.html") return ["lobby", null];
  return ["missing", null];
}

function renderHeader(header, page) {
  const select = h(
    "select",
    { id: "language", "aria-label": t("nav.language") },
    LANGUAGES.map((l) => h("option", { value: l.code, lang: l.code, selected: l.code === language(), text: l.name })),
  );
  select.addEventListener("change", () => setLanguage(select.value));
  const link = (href, key, name) =>
    h("a", { href, "aria-current": page === name ? "page" : null, text: t(key) });
  replace(
    header,
    h(
      "a",
      { class: "brand", href: "/" },
      h("span", { class: "brand-mark", "aria-hidden": "true", text: "3↑3↓" }),
      " ",
      h("span", { text: "3UP 3DOWN" }),
    ),
    h(
      "nav",
      { class: "nav", "aria-label": t("nav.label") },
      link("/", "nav.lobby", "lobby"),
      link("/rules", "nav.rules", "rules"),
    ),
    h(
      "div",
      { class: "lang" },
      h("label", { for: "language", class: "visually-hidden", text: t("nav.language") }),
      select,
    ),
  );
}

async function boot() {
  const header = document.getElementById("top");
  const main = document.getElementById("main");
  const skip = document.getElementById("skip");
  try {
    await initI18n();
  } catch (err) {
    // No texts in any language: the few lines kept in the page itself, in all five.
    const lines = document.getElementById("no-texts");
    replace(
      main,
      h("div", { class: "no-texts", role: "alert" }, lines ? lines.content.cloneNode(true) : null),
      h("p", { class: "muted small" }, h("code", { text: String(err.message || err) })),
    );
    return;
  }
  const [page, code] = route(location.pathname);
  const paint = () => {
    renderHeader(header, page);
    if (skip) skip.textContent = t("nav.skip");
  };
  paint();
  onLanguageChange(paint);
  if (page === "table") tablePage(main, code);
  else if (page === "replay") replayPage(main, code);
  else if (page === "rules") rulesPage(main);
  else if (page === "lobby") lobbyPage(main);
  else {
    const render = () =>
      replace(main, h("h1", { text: t("missing.title") }), h("p", {}, h("a", { href: "/", text: t("nav.lobby") })));
    render();
    onLanguageChange(render);
  }
  document.body.dataset.page = page;
  document.body.dataset.ready = "true";
}

boot();
