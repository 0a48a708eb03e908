// The rules page (/rules): every rule point of RULES.md, in the chosen language.

import { cardFace } from "../cards.js";
import { h, replace } from "../dom.js";
import { onLanguageChange, t } from "../i18n.js";

// Sections and the rule points in them; each point's text is the string "rules.<point>".
export const RULE_SECTIONS = [
  ["components", ["D1", "D2", "D3"]],
  ["setup", ["S1", "S2", "S3", "S4", "S5"]],
  ["turn", ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "Q20", "Q22"]],
  ["clear", ["C1", "C2", "C3", "Q5", "Q7", "Q9", "Q10", "C4"]],
  ["stacks", ["U1", "U2", "Q8", "U3", "U4", "U5"]],
  ["winning", ["W1", "Q17"]],
  ["seeing", ["Q18"]],
  ["optional", ["O1", "O2", "O3", "O4", "O5", "O5T", "O6", "O7", "H1"]],
];

const LABELS = { O5T: "O5" };
const LEGEND = ["7g", "10b", "3r", "Cb", "C1r", "C2g"];

function point(p) {
  return h(
    "li",
    { dataset: { point: p } },
    h("span", { class: "point", text: LABELS[p] || p }),
    " ",
    h("span", { text: t(`rules.${p}`) }),
  );
}

export function rulesPage(main) {
  const box = h("div", { class: "rules-page" });
  replace(main, box);

  function render() {
    const toc = h(
      "nav",
      { class: "toc", "aria-label": t("rules.contents") },
      h(
        "ol",
        {},
        RULE_SECTIONS.map(([id]) => h("li", {}, h("a", { href: `#rules-${id}`, text: t(`rules.section.${id}`) }))),
      ),
    );
    const legend = h(
      "div",
      { class: "legend", "aria-label": t("rules.legend") },
      LEGEND.map((c) => h("figure", {}, cardFace(c), h("figcaption", { class: "small", text: c }))),
    );
    const sections = RULE_SECTIONS.map(([id, points]) =>
      h(
        "section",
        { id: `rules-${id}`, class: "panel" },
        h("h2", { text: t(`rules.section.${id}`) }),
        id === "components" ? legend : null,
        h(
          "ul",
          { class: "rule-points" },
          points.map(point),
        ),
      ),
    );
    replace(box, h("h1", { text: t("rules.title") }), h("p", { class: "lead", text: t("rules.intro") }), toc, sections);
  }

  render();
  const stop = onLanguageChange(render);
  return stop;
}
