// One table's WebSocket (docs/protocol.md): hello, messages, automatic reconnect.

export const PROTOCOL = 1;

// Errors after which the connection is closed by the server and retrying cannot help.
const FATAL = new Set(["unknown_table", "unsupported_version"]);
const BACKOFF_MS = [300, 1000, 2000, 4000, 8000, 15000];
const PING_MS = 25000;

/**
 * The socket of one table. `getToken()` gives the seat's token (or null: a spectator) at
 * each (re)connection. Handlers: onMessage(msg), onStatus(status, detail) with status one
 * of "connecting", "open" (welcome received), "reconnecting", "closed" (given up).
 */
export class TableSocket {
  constructor(code, getToken, handlers) {
    this.code = code;
    this.getToken = getToken;
    this.handlers = handlers;
    this.ws = null;
    this.attempt = 0;
    this.timer = null;
    this.pinger = null;
    this.stopped = false;
    this.fatal = null;
    this.nextId = 1;
    this.welcomed = false;
    this.onOnline = () => this.retryNow();
    window.addEventListener("online", this.onOnline);
  }

  connect() {
    this.stopped = false;
    this.clearTimers();
    if (this.ws) this.detach();
    this.welcomed = false;
    this.status(this.attempt === 0 ? "connecting" : "reconnecting");
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws`);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", v: PROTOCOL, table: this.code, token: this.getToken() }));
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!msg || typeof msg !== "object") return;
      if (msg.type === "welcome") {
        this.welcomed = true;
        this.attempt = 0;
        this.status("open");
        this.pinger = setInterval(() => this.send({ type: "ping" }), PING_MS);
      }
      if (msg.type === "error" && FATAL.has(msg.code)) this.fatal = msg;
      this.handlers.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearTimers();
      if (this.stopped) return;
      if (this.fatal) {
        this.status("closed", this.fatal);
        return;
      }
      this.scheduleReconnect();
    };
    ws.onerror = () => {
      // onclose follows and decides what to do.
    };
  }

  scheduleReconnect() {
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    const delay = base + Math.floor(Math.random() * base * 0.3);
    this.attempt += 1;
    this.status("reconnecting", { delay });
    this.timer = setTimeout(() => this.connect(), delay);
  }

  /** Reconnects at once (a new token, the network came back, the user asked). */
  retryNow() {
    if (this.stopped && !this.fatal) return;
    this.fatal = null;
    this.connect();
  }

  /** Sends a message; gives its id, or null when the socket is not open. */
  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || !this.welcomed) return null;
    const id = message.type === "ping" ? undefined : this.nextId++;
    const body = id === undefined ? message : { ...message, id };
    this.ws.send(JSON.stringify(body));
    return id ?? 0;
  }

  get isOpen() {
    return Boolean(this.ws && this.ws.readyState === WebSocket.OPEN && this.welcomed);
  }

  close() {
    this.stopped = true;
    this.clearTimers();
    window.removeEventListener("online", this.onOnline);
    if (this.ws) this.detach();
  }

  detach() {
    const ws = this.ws;
    this.ws = null;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try {
      ws.close();
    } catch {
      // already closed
    }
  }

  clearTimers() {
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    this.timer = null;
    this.pinger = null;
  }

  status(status, detail = null) {
    this.handlers.onStatus?.(status, detail);
  }
}
