// What the browser remembers: each table's seat token, the player's name, the language.

const SEAT_PREFIX = "threeup.seat.";
const NAME_KEY = "threeup.name";

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the game still works for this page's lifetime.
  }
}

/** The seat and token kept for a table code, or null. */
export function loadSeat(code) {
  const raw = read(SEAT_PREFIX + code);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw);
    return typeof data.token === "string" ? data : null;
  } catch {
    return null;
  }
}

export function saveSeat(code, seat, token) {
  write(SEAT_PREFIX + code, JSON.stringify({ seat, token }));
}

export function forgetSeat(code) {
  write(SEAT_PREFIX + code, null);
}

export function loadName() {
  return read(NAME_KEY) || "";
}

export function saveName(name) {
  write(NAME_KEY, name);
}

export function loadSetting(key) {
  return read(`threeup.${key}`);
}

export function saveSetting(key, value) {
  write(`threeup.${key}`, value);
}
