// The HTTP side of docs/protocol.md: tables, lobby, rounds.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(method, path, body) {
  const init = { method, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    throw new ApiError(0, "network", String(err.message || err));
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data && data.error) || {};
    throw new ApiError(response.status, error.code || "http", error.message || response.statusText);
  }
  return data;
}

const enc = encodeURIComponent;

export const api = {
  health: () => call("GET", "/api/health"),
  lobby: () => call("GET", "/api/lobby"),
  createTable: (body) => call("POST", "/api/tables", body),
  table: (code) => call("GET", `/api/tables/${enc(code)}`),
  join: (code, name, seat = null) => call("POST", `/api/tables/${enc(code)}/join`, { name, seat }),
  leave: (code, token) => call("POST", `/api/tables/${enc(code)}/leave`, { token }),
  fillBots: (code, token, difficulty = null) =>
    call("POST", `/api/tables/${enc(code)}/bots`, { token, difficulty }),
  start: (code, token) => call("POST", `/api/tables/${enc(code)}/start`, { token }),
  round: (code, n) => call("GET", `/api/tables/${enc(code)}/rounds/${n}`),
  replay: (code) => call("GET", `/api/tables/${enc(code)}/replay`),
};

/** A table code as typed: upper case, without spaces; null when it cannot be one. */
export function normaliseCode(text) {
  const code = String(text || "").trim().toUpperCase().replace(/\s+/g, "");
  return /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/.test(code) ? code : null;
}
