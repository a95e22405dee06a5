"""The glossaries (docs/glossary, issue 18): every language has every term, in the same order, none
left empty, and the four sentences that matter most."""
from pathlib import Path

import pytest

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary"
LANGUAGES = ("de", "zh", "el")


def rows(language: str) -> list[list[str]]:
    lines = (GLOSSARY / f"{language}.md").read_text(encoding="utf-8").splitlines()
    table = [line for line in lines if line.startswith("| ") and not line.startswith("| English")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in table]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_term_is_translated_in_the_same_order(language):
    english = [row[0] for row in rows("de")]
    assert len(english) >= 35 and [row[0] for row in rows(language)] == english
    assert [row[0] for row in rows(language) if not row[1]] == []  # no term left without its word
    text = (GLOSSARY / f"{language}.md").read_text(encoding="utf-8")
    assert text.count("e^ε") >= 1 and text.count("k·ε") >= 1 and text.count("**") >= 8
