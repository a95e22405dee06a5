"""Qt's translations of the app (resources/translations/dpstudio_<language>.qm, made from the .ts
files there by pyside6-lrelease): installed at start and again when the steward picks a language,
with Qt's own (qtbase_<language>.qm from PySide6: the standard buttons OK, Cancel, Yes, No, the file
dialog). Qt has none for Greek: the standard buttons' words are also in ours (STANDARD_BUTTONS)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..core.base.languages import DEFAULT_LANGUAGE
from ..resources import resource_path

_installed: list[QTranslator] = []  # the translators in use (kept alive: Qt does not own them)
# the standard buttons as Qt names them (its platform themes' contexts): Qt's own translations have no Greek
STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"), QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"), QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"), QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"), QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"), QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
)
_language = [DEFAULT_LANGUAGE]  # the app's language: the core's sentences and numbers follow it
# Qt's names of the languages: number boxes read and write in these, and Qt's own words are looked up under
# them (QTranslator.load tries qtbase_de_DE, then qtbase_de)
QT_LOCALES = {"en": "en_US", "de": "de_DE", "zh": "zh_CN", "el": "el_GR"}


def app_language() -> str:
    """The language the app speaks now (en, de, zh, el), for the words and numbers the core writes."""
    return _language[0]


def install_language(language: str) -> bool:
    """Use `language`'s translations from now on (English: none); False if its file is missing."""
    app = QCoreApplication.instance()
    _language[0] = language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == DEFAULT_LANGUAGE:
        QLocale.setDefault(QLocale(QT_LOCALES[language]))
        return True
    qt_words = QTranslator()  # installed first: ours, installed after it, are asked first
    if qt_words.load(f"qtbase_{QT_LOCALES[language]}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(qt_words)
        _installed.append(qt_words)
    translator = QTranslator()
    try:
        path = resource_path("translations", f"dpstudio_{language}.qm")
    except FileNotFoundError:
        return False
    if not translator.load(str(path)):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    QLocale.setDefault(QLocale(QT_LOCALES[language]))  # a number box shows 0,5 in German (the window passes it on)
    return True


def translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def translator(context: str):
    """`translated` for one context: a module's `_t = translator("LedgerStatus")` (its texts are marked for
    pyside6-lupdate with QT_TRANSLATE_NOOP under the same context)."""
    return lambda text: QCoreApplication.translate(context, text)
