"""The app in the steward's language (issue 18, first pages: the window's menus, steps and help):
every word marked for translation has a finished translation in German, Chinese and Greek, the
compiled .qm files match their .ts files, the language switches at run time from the Language menu,
and DPSTUDIO_LANGUAGE forces it."""
import ast
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from dpstudio.core.languages import chosen_language, normalized

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("de", "zh", "el")


def marked_texts(path: Path) -> set[str]:
    """The texts a module marks with QT_TRANSLATE_NOOP("MainWindow", ...)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
            found.add(node.args[1].value)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_text_has_a_finished_translation(language):
    messages = list(ET.parse(TRANSLATIONS / f"dpstudio_{language}.ts").iter("message"))
    sources = {m.find("source").text: m.find("translation") for m in messages}
    marked = marked_texts(ROOT / "dpstudio" / "gui" / "main_window.py")
    assert len(marked) >= 20 and marked <= set(sources)
    unfinished = [s for s, t in sources.items() if t.get("type") in ("unfinished", "vanished", "obsolete")
                  or not (t.text or "").strip()]
    assert unfinished == []


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs pyside6-lrelease (PySide6's tools)")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_translations_match_their_sources(language, tmp_path):
    compiled = tmp_path / "out.qm"
    subprocess.run(["pyside6-lrelease", str(TRANSLATIONS / f"dpstudio_{language}.ts"), "-qm", str(compiled)],
                   check=True, capture_output=True)
    assert compiled.read_bytes() == (TRANSLATIONS / f"dpstudio_{language}.qm").read_bytes()


def test_the_language_of_a_run():
    assert [normalized(c) for c in ("de_DE.UTF-8", "zh-Hans", "el", "fr_FR", "", None)] == ["de", "zh", "el", None,
                                                                                            None, None]
    assert chosen_language("zh", "de_DE", environ={"DPSTUDIO_LANGUAGE": "el"}) == "el"  # forced
    assert chosen_language("zh", "de_DE", environ={}) == "zh"  # the steward's choice
    assert chosen_language(None, "de_DE", environ={}) == "de"  # the system's
    assert chosen_language(None, "fr_FR", environ={}) == "en"


def test_the_language_changes_at_run_time_and_is_remembered(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    titles = lambda: [a.text() for a in window.menuBar().actions()]  # noqa: E731
    expected = {"de": ("1  Daten", "&Datei", "Hilfe", "Begriffe"), "zh": ("1  数据", "文件(&F)", "帮助", "术语"),
                "el": ("1  Δεδομένα", "&Αρχείο", "Βοήθεια", "Όροι"), "en": ("1  Data", "&File", "Help", "Words used here")}
    for language, (step, menu, dock, heading) in expected.items():
        window.language_actions[language].trigger()
        assert window.language == language and window.language_actions[language].isChecked()
        assert window.steps.item(0).text() == step and titles()[0] == menu
        assert window.help.windowTitle() == dock and heading in window.help_text.toHtml()
    assert window.settings.value("language") == "en"


def test_dpstudio_language_forces_the_language_at_start(qtbot, tmp_path, monkeypatch):
    from dpstudio.gui.main_window import MainWindow

    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "el")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    settings.setValue("language", "de")  # the steward's choice gives way to the variable
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.language == "el" and window.steps.item(4).text() == "5  Δημοσίευση"
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "en")
    window.choose_language("en")  # back to English for the tests that follow in this process


def test_the_report_follows_the_app_language_until_the_steward_chooses(qtbot, window, tmp_path, monkeypatch):
    import json

    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    combo = window.release_page.report_language
    window.language_actions["zh"].trigger()
    assert combo.currentData() == "zh"  # following the app
    combo.setCurrentIndex(combo.findData("de"))
    combo.activated.emit(combo.currentIndex())  # what a steward's pick sends
    window.language_actions["el"].trigger()
    assert combo.currentData() == "de"  # chosen: it stays
    window.language_actions["en"].trigger()

    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    page.set_lifetime_budget(10)
    out = tmp_path / "release"
    page.folder.setText(str(out))
    with qtbot.waitSignal(page.runner.done, timeout=60000):
        page.export(confirmed=True)
    assert json.loads((out / "release.json").read_text(encoding="utf-8"))["language"] == "de"
    report = (out / "report.html").read_text(encoding="utf-8")
    assert "<h2>Was geschützt wurde</h2>" in report and "What was protected" not in report
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")


def test_the_previews_sentences_follow_the_app_language(qtbot, window, monkeypatch):
    from tests.gui.conftest import open_and_wait

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    sentence = lambda: page.table.item(0, 6).text()  # noqa: E731  (the sample's first query: a count)
    assert sentence().startswith("The count will be within ±45 of the true count with 95% probability")
    expected = {"de": "Die Anzahl wird mit 95\xa0% Wahrscheinlichkeit höchstens ±45 von der wahren Anzahl abweichen.",
                "zh": "计数将以 95% 的概率落在真实计数 ±45 之内。",
                "el": "Το πλήθος θα απέχει το πολύ ±45 από το πραγματικό πλήθος με πιθανότητα 95%."}
    for language, text in expected.items():
        window.language_actions[language].trigger()
        assert sentence() == text
    window.language_actions["en"].trigger()
    assert sentence().startswith("The count will be within ±45")
