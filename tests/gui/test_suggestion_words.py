"""The Columns page's suggested roles: the reason in the tooltip is said in the app's language (issue 46: "weil
the header mentions 'behandlung'"), and a German patient number is suggested as an identifier."""
from PySide6.QtCore import Qt

from tests.gui.conftest import open_and_wait

HEADER = "Patienten-Nr;Alter;Geschlecht;Behandlung;Albumin\n"


def visits(tmp_path):
    path = tmp_path / "besuche.csv"
    rows = [f"{1000 + i // 5};{40 + i % 30};{'wm'[i % 2]};{'AB'[i % 3 == 0]};{3 + (i % 9) / 10}" for i in range(200)]
    path.write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def tooltip(window, column: str) -> str:
    model = window.columns_page.model
    row = [model.name(r) for r in range(model.rowCount())].index(column)
    return model.data(model.index(row, model.SUGGESTED), Qt.ToolTipRole)


def test_the_reason_is_said_in_the_apps_language(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, lambda: window.open_table(visits(tmp_path)))
    assert window.project.suggestions["Patienten-Nr"].role.value == "identifier"
    window.choose_language("de", remember=False)
    try:
        said = tooltip(window, "Behandlung")
        assert said.startswith("Vorgeschlagen als ") and said.endswith(", weil die Überschrift „behandlung“ enthält."), \
            said
        assert "header" not in tooltip(window, "Patienten-Nr")
        window.choose_language("el", remember=False)
        assert "η επικεφαλίδα περιέχει «behandlung»" in tooltip(window, "Behandlung")
    finally:
        window.choose_language("en", remember=False)
    assert tooltip(window, "Behandlung").endswith("because the header mentions 'behandlung'.")
