// Five languages, one JSON file each (static/i18n/xx.json, identical keys).
//
// A string may hold {name} placeholders and plural choices in a small ICU-like form:
//   "{n, plural, one {# card} few {# cards} many {# cards} other {# cards}}"
// where the branch is picked by Intl.PluralRules of the language and # is the number;
// "selectordinal" instead of "plural" picks by ordinal rules (1st, 2nd, 3rd).

import { loadSetting, saveSetting } from "./store.js";

export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pl", name: "Polski" },
  { code: "bg", name: "Български" },
  { code: "kk", name: "Қазақша" },
  { code: "es", name: "Español" },
];
const CODES = LANGUAGES.map((l) => l.code);

let lang = "en";
let strings = {};
let english = {};
let plurals = new Intl.PluralRules("en");
let ordinals = new Intl.PluralRules("en", { type: "ordinal" });
const listeners = new Set();

async function fetchStrings(code) {
  const response = await fetch(`/static/i18n/${code}.json`);
  if (!response.ok) throw new Error(`no strings for ${code}`);
  return response.json();
}

/** The language to start with: the remembered one, else the browser's first supported. */
export function pickLanguage(preferred = navigator.languages || [navigator.language]) {
  const stored = loadSetting("lang");
  if (stored && CODES.includes(stored)) return stored;
  for (const tag of preferred) {
    const base = String(tag || "").toLowerCase().split("-")[0];
    if (CODES.includes(base)) return base;
  }
  return "en";
}

export async function initI18n() {
  english = await fetchStrings("en");
  await setLanguage(pickLanguage(), false);
}

export async function setLanguage(code, remember = true) {
  if (!CODES.includes(code)) code = "en";
  strings = code === "en" ? english : await fetchStrings(code);
  lang = code;
  plurals = new Intl.PluralRules(code);
  ordinals = new Intl.PluralRules(code, { type: "ordinal" });
  document.documentElement.lang = code;
  if (remember) saveSetting("lang", code);
  for (const fn of listeners) fn(code);
}

export function language() {
  return lang;
}

/** Calls `fn(code)` after every change of language; gives a function that stops it. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function has(key) {
  return key in strings || key in english;
}

/** The string `key` with its placeholders filled in, as text. */
export function t(key, params = {}) {
  return parts(key, params)
    .map((p) => (p instanceof Node ? p.textContent : String(p)))
    .join("");
}

/** The string `key` as a fragment: parameters that are DOM nodes are put in as nodes. */
export function tn(key, params = {}) {
  const frag = document.createDocumentFragment();
  for (const p of parts(key, params)) {
    frag.append(p instanceof Node ? p : document.createTextNode(String(p)));
  }
  return frag;
}

function parts(key, params) {
  const template = strings[key] ?? english[key];
  if (template === undefined) return [key];
  return format(template, params, null);
}

function formatNumber(n) {
  return typeof n === "number" ? n.toLocaleString(lang) : String(n);
}

/** The index of the "}" closing the "{" at `start`. */
function closing(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

function format(template, params, hash) {
  const out = [];
  let text = "";
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "#" && hash !== null) {
      text += formatNumber(hash);
      i++;
    } else if (ch === "{") {
      const end = closing(template, i);
      if (end < 0) {
        text += template.slice(i);
        break;
      }
      const inner = template.slice(i + 1, end);
      const comma = inner.indexOf(",");
      if (comma >= 0) {
        out.push(text);
        text = "";
        out.push(...plural(inner, comma, params));
      } else {
        const value = params[inner.trim()];
        if (value instanceof Node) {
          out.push(text, value);
          text = "";
        } else {
          text += value === undefined ? `{${inner}}` : formatNumber(value);
        }
      }
      i = end + 1;
    } else {
      text += ch;
      i++;
    }
  }
  out.push(text);
  return out.filter((p) => p !== "");
}

function plural(inner, comma, params) {
  const name = inner.slice(0, comma).trim();
  const rest = inner.slice(comma + 1);
  const comma2 = rest.indexOf(",");
  const rules = rest.slice(0, comma2).trim() === "selectordinal" ? ordinals : plurals;
  const body = rest.slice(comma2 + 1);
  const n = Number(params[name]);
  const branches = {};
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf("{", i);
    if (open < 0) break;
    const label = body.slice(i, open).trim();
    const end = closing(body, open);
    if (end < 0) break;
    branches[label] = body.slice(open + 1, end);
    i = end + 1;
  }
  const chosen = branches[`=${n}`] ?? branches[rules.select(n)] ?? branches.other ?? "";
  return format(chosen, params, n);
}

/** An ordinal place ("1st", "1.", "1-ші"...) from the strings of the language. */
export function place(n) {
  return t("place.ordinal", { n });
}
