// The table page (/t/{code}): the seats before the start, then the game itself, the log,
// the chat and the results. One WebSocket; the seat token is kept per table code.

import { Acting } from "../acting.js";
import { ApiError, api } from "../api.js";
import { NO_ANIM, animationOf, renderBoard, turnText } from "../board.js";
import { button, h, keepFocus, replace } from "../dom.js";
import { onLanguageChange, t } from "../i18n.js";
import { renderPrestart } from "../prestart.js";
import { renderResults } from "../results.js";
import { CHAT_LIMIT, SidePanel } from "../side.js";
import { TableSocket } from "../socket.js";
import { forgetSeat, loadName, loadSeat, saveName, saveSeat } from "../store.js";
import { errorText, seatName } from "../words.js";

const LOG_LIMIT = 300;

export function tablePage(main, code) {
  const saved = loadSeat(code);
  const state = {
    token: saved ? saved.token : null,
    seat: null, // this connection's seat, from `welcome`
    table: null,
    update: null, // the latest `update`
    chat: [],
    log: [], // {kind: "event", event, auto, actor} or {kind: "round", round}
    lastLogged: -1,
    anim: NO_ANIM,
    roundOver: null,
    resultsOpen: false,
    conn: "connecting",
    notice: null,
    fatal: null,
    deadlineAt: null,
    // Seats a bot played for while they were disconnected: away, even before the next
    // `table` message says so (the server sends none when a seat becomes away).
    awaySeen: new Set(),
  };

  const acting = new Acting(sendAction, () => renderGame());
  const side = new SidePanel(sendChat);

  // The page's fixed parts; each is filled by its own render function.
  const head = h("div", { class: "table-head" });
  const conn = h("div", { class: "conn", role: "status", "aria-live": "polite" });
  const notice = h("div", { class: "notice", role: "alert", "aria-live": "assertive" });
  const results = h("div", { class: "results-wrap" });
  const prestart = h("div", { class: "prestart" });
  const game = h("div", { class: "game" });
  const root = h(
    "div",
    { class: "table-page", dataset: { code } },
    h("div", { class: "table-main" }, head, conn, notice, results, prestart, game),
    side.element,
  );
  replace(main, root);

  const socket = new TableSocket(code, () => state.token, {
    onMessage: handle,
    onStatus: (status, detail) => {
      state.conn = status;
      if (status === "closed" && detail) state.fatal = detail;
      renderConn();
    },
  });

  // ---- messages from the server ------------------------------------------------------

  function handle(msg) {
    switch (msg.type) {
      case "welcome":
        onWelcome(msg);
        break;
      case "update":
        onUpdate(msg);
        break;
      case "table":
        state.table = msg.table;
        acting.setTable(msg.table);
        for (const seat of msg.table.seats) if (seat && seat.connected) state.awaySeen.delete(seat.seat);
        if (msg.table.status === "finished" && !state.roundOver) state.resultsOpen = true;
        renderAll();
        break;
      case "chat":
        state.chat.push(msg);
        if (state.chat.length > CHAT_LIMIT) state.chat.shift();
        side.renderChat(state.chat, state.table);
        break;
      case "round_over":
        state.roundOver = msg;
        state.resultsOpen = true;
        renderResultsPanel();
        break;
      case "error":
        onError(msg);
        break;
      default:
        break;
    }
  }

  function onWelcome(msg) {
    // A new connection: an action sent just before the last one dropped may never have
    // arrived, and then the update that follows is at the same version. Choosing is open
    // again (an action that did arrive brings an update at a new version anyway).
    acting.reopen();
    state.seat = msg.seat ?? null;
    state.table = msg.table;
    state.chat = Array.isArray(msg.chat) ? msg.chat.slice(-CHAT_LIMIT) : [];
    if (state.token && state.seat === null) {
      forgetSeat(code);
      state.token = null;
    } else if (state.token) {
      saveSeat(code, state.seat, state.token);
    }
    if (msg.table.status === "finished" && !state.update) state.resultsOpen = true;
    renderAll();
  }

  function onUpdate(msg) {
    const previous = state.update;
    const fresh = !previous || msg.version > previous.version || msg.round !== previous.round;
    state.update = msg;
    state.deadlineAt = typeof msg.deadline === "number" ? Date.now() + msg.deadline * 1000 : null;
    const actor = msg.actor !== null && msg.actor !== undefined && state.table ? state.table.seats[msg.actor] : null;
    if (msg.auto && actor && !actor.connected) state.awaySeen.add(msg.actor);
    acting.update(msg.view, msg.legal, msg.version, state.table);
    if (fresh && msg.version > state.lastLogged) {
      if (previous && msg.round !== previous.round) state.log.push({ kind: "round", round: msg.round });
      if (previous) state.anim = animationOf(msg.events || []);
      for (const event of msg.events || []) {
        state.log.push({ kind: "event", event, auto: msg.auto, actor: msg.actor });
      }
      if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
      state.lastLogged = msg.version;
    }
    if (state.notice && state.notice.kind === "error") state.notice = null;
    renderAll();
  }

  function onError(msg) {
    acting.refused();
    if (msg.code === "bad_token") {
      // The server closes the connection; the socket comes back as a spectator's.
      lostSeat();
      return;
    }
    if (msg.code === "unknown_table") {
      state.fatal = msg;
      renderAll();
      return;
    }
    showNotice(() => errorText(msg), "error", msg.code);
    renderGame();
  }

  /** The token holds no seat at this table (any more): forget it and watch. */
  function lostSeat() {
    forgetSeat(code);
    state.token = null;
    state.seat = null;
    showNotice(() => t("error.bad_token"), "error", "bad_token");
  }

  /** `text` is a function giving the text in the current language (or a fixed text). */
  function showNotice(text, kind = "info", errorCode = null) {
    state.notice = { text, kind, code: errorCode };
    renderNotice();
  }

  // ---- what this page sends -----------------------------------------------------------

  function sendAction(action) {
    const u = state.update;
    if (!u) return false;
    if (socket.send({ type: "act", version: u.version, action }) === null) {
      showNotice(() => t("error.not_connected"), "error");
      return false;
    }
    return true;
  }

  function sendChat(text) {
    if (socket.send({ type: "chat", text }) === null) {
      showNotice(() => t("error.not_connected"), "error");
      return false;
    }
    return true;
  }

  async function guard(fn) {
    try {
      await fn();
    } catch (err) {
      if (err instanceof ApiError && err.code === "bad_token") {
        lostSeat();
        socket.retryNow();
        renderAll();
        return;
      }
      showNotice(() => errorText(err), "error", err.code || null);
    }
  }

  /** Takes a seat (the one asked for, or the lowest free one) and reconnects with it. */
  function join(seat) {
    const input = document.getElementById("join-name");
    const name = (input ? input.value : loadName()).trim();
    if (!name) {
      showNotice(() => t("form.name_needed"), "error");
      input?.focus();
      return;
    }
    saveName(name);
    guard(async () => {
      const reply = await api.join(code, name, seat);
      saveSeat(code, reply.seat, reply.token);
      state.token = reply.token;
      state.seat = reply.seat;
      state.notice = null;
      socket.retryNow();
    });
  }

  const prestartActions = {
    join,
    leave: () =>
      guard(async () => {
        const table = await api.leave(code, state.token);
        forgetSeat(code);
        state.token = null;
        state.seat = null;
        state.table = table;
        socket.retryNow();
        renderAll();
      }),
    fillBots: (level) =>
      guard(async () => {
        state.table = await api.fillBots(code, state.token, level);
        renderAll();
      }),
    start: () =>
      guard(async () => {
        state.table = await api.start(code, state.token);
        renderAll();
      }),
  };

  // ---- rendering -------------------------------------------------------------------------

  function renderAll() {
    renderHead();
    renderConn();
    renderNotice();
    renderResultsPanel();
    renderWaiting();
    renderGame();
    side.relabel();
    side.renderLog(state.log, state.table);
    side.renderChat(state.chat, state.table);
  }

  function renderHead() {
    const table = state.table;
    const roundIndex = state.update ? state.update.round : table ? table.round : 0;
    const round = table && table.rounds > 1 ? t("table.round", { n: roundIndex + 1, total: table.rounds }) : null;
    const role =
      state.seat !== null ? t("table.you_are", { name: seatName(table, state.seat) }) : t("table.spectating");
    replace(
      head,
      h("h1", { text: t("table.title", { code }) }),
      h(
        "p",
        { class: "sub" },
        h("span", { class: "role", text: role }),
        round ? h("span", { class: "round", text: round }) : null,
      ),
    );
    const myTurn = Boolean(state.update && state.update.legal.length);
    document.title = `${myTurn ? `▶ ${t("turn.you")} · ` : ""}${t("table.title", { code })} · 3UP 3DOWN`;
    root.dataset.seat = state.seat === null ? "" : String(state.seat);
  }

  function renderConn() {
    document.body.dataset.conn = state.conn;
    side.setConnected(state.conn === "open");
    if (state.fatal) {
      conn.className = "conn fatal";
      replace(
        conn,
        h("p", { class: "conn-fatal", text: errorText(state.fatal) }),
        h("a", { href: "/", class: "btn", text: t("nav.lobby") }),
      );
      return;
    }
    conn.className = `conn conn-${state.conn}`;
    if (state.conn === "open") {
      replace(conn);
      return;
    }
    replace(
      conn,
      h("span", { class: "spinner", "aria-hidden": "true" }),
      h("span", { text: t(`conn.${state.conn}`) }),
      state.conn === "reconnecting" ? button(t("conn.retry"), () => socket.retryNow(), { class: "small" }) : null,
    );
  }

  function renderNotice() {
    const current = state.notice;
    notice.className = current ? `notice notice-${current.kind}` : "notice";
    if (!current) {
      replace(notice);
      return;
    }
    const dismiss = () => {
      state.notice = null;
      renderNotice();
    };
    replace(
      notice,
      h("span", {
        class: "notice-text",
        text: typeof current.text === "function" ? current.text() : current.text,
        dataset: current.code ? { code: current.code } : {},
      }),
      button("✕", dismiss, { class: "small ghost", "aria-label": t("notice.dismiss") }),
    );
  }

  /** What the results panel shows: the last round's end, or a finished table's. */
  function resultsInfo() {
    const table = state.table;
    if (state.roundOver) {
      const ro = state.roundOver;
      const final = table ? table.status === "finished" || ro.round + 1 >= table.rounds : true;
      return { round: ro.round, result: ro.result, scores: ro.scores, standings: ro.standings, final };
    }
    if (table && table.status === "finished") {
      const result = state.update && state.update.view ? state.update.view.result : null;
      return { round: table.round, result, scores: table.scores, standings: table.standings, final: true };
    }
    return null;
  }

  function renderResultsPanel() {
    const info = resultsInfo();
    if (!info || !state.resultsOpen) {
      replace(results);
      return;
    }
    const close = () => {
      state.resultsOpen = false;
      renderResultsPanel();
    };
    keepFocus(() => replace(results, renderResults(info, state.table, close)));
  }

  function renderWaiting() {
    const table = state.table;
    prestart.hidden = !table || table.status !== "open";
    if (prestart.hidden) {
      replace(prestart);
      return;
    }
    keepFocus(() => replace(prestart, renderPrestart(table, code, state.seat, prestartActions)));
  }

  /** The table as shown: the seats a bot has been playing for are marked away. */
  function shownTable() {
    const table = state.table;
    if (!table || !state.awaySeen.size) return table;
    const away = (s) => s && state.awaySeen.has(s.seat) && !s.connected;
    return { ...table, seats: table.seats.map((s) => (away(s) ? { ...s, away: true } : s)) };
  }

  function renderGame() {
    const u = state.update;
    const table = state.table;
    game.hidden = !table || table.status === "open";
    if (game.hidden) {
      replace(game);
      return;
    }
    if (!u) {
      replace(game, h("p", { class: "muted", text: t("game.waiting_deal") }));
      return;
    }
    const view = u.view;
    root.dataset.version = String(u.version);
    root.dataset.phase = view.phase;
    root.dataset.myTurn = String(u.legal.length > 0 && !acting.pending);
    const owed = view.owed > 0 && view.phase === "play";
    const autoFor = u.auto && u.actor !== null ? seatName(table, u.actor) : null;
    const banner = h(
      "div",
      { class: `turn-banner${u.legal.length ? " mine" : ""}`, dataset: { role: "turn" } },
      h("span", { text: turnText(view, table, u.legal) }),
      owed ? h("span", { class: "owed", text: t("turn.owed", { n: view.owed }) }) : null,
      autoFor ? h("span", { class: "auto", text: t("turn.auto", { name: autoFor }) }) : null,
      h("span", { class: "timer", dataset: { role: "timer" }, hidden: state.deadlineAt === null }),
    );
    let controls = null;
    if (u.legal.length) {
      controls = h(
        "section",
        { class: "controls", "aria-label": t("act.title") },
        h("p", { class: "hint", text: acting.hint() }),
        acting.renderBar(),
        h("h2", { class: "legal-title", text: t("act.all") }),
        acting.renderList(),
      );
    } else if (state.seat === null) {
      controls = h("p", { class: "muted watching", text: t("game.spectator") });
    }
    keepFocus(
      () => replace(game, banner, renderBoard(view, shownTable(), acting, state.anim), controls),
      ".controls .legal-list button",
    );
    state.anim = NO_ANIM; // a later render (a selection) does not play them again
    tick();
    renderHead();
  }

  // ---- the turn timer, number keys, language ----------------------------------------------

  function tick() {
    const el = game.querySelector(".timer");
    if (!el) return;
    el.hidden = state.deadlineAt === null;
    if (el.hidden) return;
    const left = Math.max(0, Math.ceil((state.deadlineAt - Date.now()) / 1000));
    el.textContent = t("turn.timer", { s: left });
    el.classList.toggle("urgent", left <= 5);
  }
  const ticker = setInterval(tick, 250);

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
    if (/^[1-9]$/.test(event.key) && state.update && state.update.legal.length) {
      acting.toggleNth(Number(event.key));
      event.preventDefault();
    }
  }
  document.addEventListener("keydown", onKey);
  const stopLanguage = onLanguageChange(() => renderAll());

  const onVisible = () => {
    if (document.visibilityState === "visible" && state.conn === "reconnecting") socket.retryNow();
  };
  document.addEventListener("visibilitychange", onVisible);

  // First a quick look over HTTP (a missing table says so at once), then the socket.
  renderAll();
  api
    .table(code)
    .then((table) => {
      if (!state.table) {
        state.table = table;
        renderAll();
      }
    })
    .catch((err) => {
      if (err instanceof ApiError && err.status === 404) {
        state.fatal = { code: "unknown_table", message: err.message };
        socket.close();
        renderAll();
      }
    });
  socket.connect();

  return () => {
    socket.close();
    clearInterval(ticker);
    stopLanguage();
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
