"""The Language menu when DPSTUDIO_LANGUAGE decides the language: it says why its choices do nothing, in the
app's language, and offers none; without the variable it offers every language and says nothing more."""


def opened_language_menu(qtbot, window):
    menu = window.language_menu.menu
    window.menuBar().setActiveAction(menu.menuAction())  # as a steward opens it
    qtbot.waitUntil(menu.isVisible)
    return menu


def shown(menu) -> list[tuple[str, bool]]:
    return [(action.text(), action.isEnabled()) for action in menu.actions()
            if action.isVisible() and not action.isSeparator()]


def test_the_menu_says_the_environment_sets_the_language_and_offers_no_choice(qtbot, window, monkeypatch):
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "de")
    window.choose_language("el")  # asked for: the variable still decides
    assert window.language == "de"
    menu = opened_language_menu(qtbot, window)
    try:
        assert shown(menu) == [
            ("Die Sprache ist durch DPSTUDIO_LANGUAGE=de festgelegt; entfernen Sie die Variable, um hier zu wählen",
             False), ("English", False), ("Deutsch", False), ("中文", False), ("Ελληνικά", False)]
        assert window.language_actions["de"].isChecked()
    finally:
        menu.close()
        monkeypatch.setenv("DPSTUDIO_LANGUAGE", "en")
        window.choose_language("en")


def test_without_the_variable_every_language_can_be_chosen(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    menu = opened_language_menu(qtbot, window)
    try:
        assert shown(menu) == [("English", True), ("Deutsch", True), ("中文", True), ("Ελληνικά", True)]
        window.language_actions["el"].trigger()
        assert window.language == "el"
    finally:
        menu.close()
        window.choose_language("en")


def test_a_language_dpstudio_does_not_speak_in_the_variable_decides_nothing(qtbot, window, monkeypatch):
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", "fr")
    menu = opened_language_menu(qtbot, window)
    try:
        assert all(enabled for _, enabled in shown(menu)) and len(shown(menu)) == 4
    finally:
        menu.close()
