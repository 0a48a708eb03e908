// DOM helpers. Text always goes in as text nodes (never as HTML).

/**
 * Makes an element: h("button", {class: "x", onclick: fn}, "text", child).
 * Attributes: `class`, `text`, `dataset` (an object), `on<event>` (a function),
 * booleans (present when true), anything else via setAttribute.
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "value") el.value = value;
    else if (key === "checked") el.checked = Boolean(value);
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

/** Appends children (nodes, strings, numbers, nested arrays; null skipped). */
export function append(parent, children) {
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return parent;
}

/** Replaces every child of `el`. */
export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/** The element with this id, or an error naming it. */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no element #${id}`);
  return el;
}

/**
 * Runs `render` (which rebuilds part of the page) and gives the focus back to the
 * element with the same data-focus key, so keyboard users keep their place. When that
 * element is gone, the first enabled match of `fallback` (a selector) gets the focus.
 */
export function keepFocus(render, fallback = null) {
  const active = document.activeElement;
  const key = active && active.dataset ? active.dataset.focus : undefined;
  render();
  if (key && !document.activeElement?.dataset?.focus) {
    const again = document.querySelector(`[data-focus="${CSS.escape(key)}"]:not(:disabled)`);
    const next = again || (fallback ? document.querySelector(`${fallback}:not(:disabled)`) : null);
    if (next) next.focus({ preventScroll: true });
  }
}

/** A button (type "button", class "btn" plus `extra`) with a text label and a handler. */
export function button(label, onclick, attrs = {}) {
  const { class: extra = "", ...rest } = attrs;
  return h("button", { type: "button", class: `btn ${extra}`.trim(), ...rest, onclick, text: label });
}
