"""The browser client's static files: five languages with the same keys, and nothing that
is fetched from outside the server."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
STATIC = ROOT / "src" / "threeup" / "server" / "static"
I18N = STATIC / "i18n"
LANGUAGES = ("en", "pl", "bg", "kk", "es")


def strings(code: str) -> dict[str, str]:
    data = json.loads((I18N / f"{code}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def placeholders(text: str) -> set[str]:
    """The names a string fills in: {name}, and the number of {n, plural, ...}."""
    return set(re.findall(r"\{(\w+)(?=[,}])", text))


def balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def test_there_is_one_file_per_language_and_no_other() -> None:
    assert sorted(p.stem for p in I18N.glob("*.json")) == sorted(LANGUAGES)
    menu = (STATIC / "js" / "i18n.js").read_text(encoding="utf-8")
    assert re.findall(r'code: "(\w+)"', menu) == list(LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_exactly_the_english_keys_and_no_empty_string(code: str) -> None:
    english, other = strings("en"), strings(code)
    assert sorted(set(english) - set(other)) == [], "missing keys"
    assert sorted(set(other) - set(english)) == [], "keys English does not have"
    empty = [key for key, text in other.items() if not isinstance(text, str) or not text.strip()]
    assert empty == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_string_fills_in_the_same_names_as_english(code: str) -> None:
    english, other = strings("en"), strings(code)
    unbalanced = [key for key, text in other.items() if not balanced(text)]
    assert unbalanced == []
    differ = {
        key: (sorted(placeholders(english[key])), sorted(placeholders(text)))
        for key, text in other.items()
        if placeholders(text) != placeholders(english[key])
    }
    assert differ == {}


def test_every_key_the_scripts_name_is_in_the_english_file() -> None:
    english = strings("en")
    named: set[str] = set()
    for script in (STATIC / "js").rglob("*.js"):
        text = script.read_text(encoding="utf-8")
        named |= set(re.findall(r'\btn?\(\s*"([\w.]+)"', text))
    assert named, "the scripts name no string"
    assert sorted(named - set(english)) == []
    # The rules page shows one string per rule point, and every section has a title.
    rules = (STATIC / "js" / "pages" / "rules.js").read_text(encoding="utf-8")
    sections = re.findall(r'\["(\w+)", \[([^\]]*)\]\]', rules)
    points = [p for _, listed in sections for p in re.findall(r'"(\w+)"', listed)]
    assert len(points) >= 40
    needed = [f"rules.section.{s}" for s, _ in sections] + [f"rules.{p}" for p in points]
    assert [key for key in needed if key not in english] == []


def test_the_rules_page_covers_every_rule_point_of_rules_md() -> None:
    rules_md = (ROOT / "RULES.md").read_text(encoding="utf-8")
    labelled = set(re.findall(r"\b([DSTCUWOH]\d)\b", rules_md))
    assert len(labelled) > 30
    english = strings("en")
    covered = {key.split(".")[1] for key in english if re.fullmatch(r"rules\.[A-Z]\d\w*", key)}
    covered = {re.sub(r"T$", "", point) if point.startswith("O5") else point for point in covered}
    assert sorted(labelled - covered) == []


def test_nothing_is_fetched_from_outside_the_server() -> None:
    outside = []
    for path in STATIC.rglob("*"):
        if path.suffix not in (".html", ".css", ".js", ".svg"):
            continue
        text = path.read_text(encoding="utf-8")
        refs = re.findall(r'(?:src|href)="([^"]+)"|url\(([^)]+)\)|from "([^"]+)"', text)
        for ref in (r for group in refs for r in group if r):
            if re.match(r"^(/|\./|\.\./|#|data:)", ref.strip("'\"")) is None:
                outside.append(f"{path.name}: {ref}")
    assert outside == []


def protocol_error_codes() -> set[str]:
    """The codes of docs/protocol.md's error tables (HTTP and WebSocket)."""
    codes: set[str] = set()
    in_table = False
    for line in (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8").splitlines():
        if re.match(r"\|\s*code\s*\|", line):
            in_table = True
        elif not line.startswith("|"):
            in_table = False
        elif in_table:
            first = line.split("|")[1]
            codes |= set(re.findall(r"`(\w+)`", first))
    return codes


def test_every_error_code_of_the_server_has_a_text() -> None:
    """The page shows a server's error by its code, in the language; the English message
    only for a code it does not know."""
    codes = protocol_error_codes()
    assert {"stale", "illegal", "not_host", "unknown_round"} <= codes
    # Codes the server sends that the tables may not list yet, and the page's own one.
    codes |= {"rate_limited", "length_required", "network"}
    english = strings("en")
    assert sorted(code for code in codes if f"error.{code}" not in english) == []
    # An illegal action keeps the server's explanation (the rule point, the cards).
    for code in LANGUAGES:
        assert placeholders(strings(code)["error.illegal_because"]) == {"reason"}


@pytest.mark.parametrize("element", ["noscript", 'template id="no-texts"'])
def test_the_page_says_what_it_needs_in_every_language_without_the_texts(element: str) -> None:
    """Without JavaScript, or when no language file loads, the page itself says so in all
    five languages, one line each."""
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    tag = element.split(maxsplit=1)[0]
    found = re.search(rf"<{element}>(.*?)</{tag}>", html, re.S)
    assert found is not None
    lines = re.findall(r'<p lang="(\w+)">([^<]+)</p>', found.group(1))
    assert [code for code, _ in lines] == list(LANGUAGES)
    assert len({text for _, text in lines}) == len(LANGUAGES)
