"""The dialogs and error messages in the app's language (issue 18): the import dialog, the database
dialog, the error dialog's words for a plan problem, Qt's standard buttons (Qt's own translations for
German and Chinese, ours for Greek, which Qt lacks) and the task progress under a page."""
import pytest
from PySide6.QtWidgets import QDialogButtonBox, QGroupBox, QLabel, QMessageBox, QPushButton

from tests.gui.conftest import by_name

IMPORT = {  # title, group box, button, its tooltip, standard Open button, summary once read
    "de": ("people.csv öffnen", "Wie die Textdatei geschrieben ist", "Typen neu schätzen",
           "Die von Hand gewählten Typen verwerfen und den Typ jeder Spalte neu aus der Datei schätzen", "Öffnen",
           "1.200 Zeilen, 2 Spalten."),
    "zh": ("打开 people.csv", "文本文件的书写方式", "重新推测类型", "忽略手动选择的类型，根据文件重新推测每列的类型", "打开",
           "1,200 行，2 列。"),
    "el": ("Άνοιγμα του people.csv", "Πώς είναι γραμμένο το αρχείο κειμένου", "Νέα εκτίμηση τύπων",
           "Να ξεχαστούν οι τύποι που επιλέχθηκαν με το χέρι και να εκτιμηθεί ο τύπος κάθε στήλης από το αρχείο",
           "Άνοιγμα", "1.200 γραμμές, 2 στήλες."),
}
VALUES_BOX = {"de": "Wie Werte gelesen werden", "zh": "数值的读取方式", "el": "Πώς διαβάζονται οι τιμές"}
DATABASE = {  # title, button, the URL's tooltip (its start), Close, the first status
    "de": ("Datenbanktabelle öffnen", "Verbindung testen", "Die Adresse der Datenbank ohne Passwort:", "Schließen",
           "Geben Sie die URL und das Passwort ein und testen Sie dann die Verbindung."),
    "zh": ("打开数据库表", "测试连接", "数据库地址（不含密码）：", "关闭", "请输入 URL 和密码，然后测试连接。"),
    "el": ("Άνοιγμα πίνακα βάσης δεδομένων", "Δοκιμή σύνδεσης", "Η διεύθυνση της βάσης δεδομένων χωρίς τον κωδικό:",
           "Κλείσιμο", "Πληκτρολογήστε το URL και τον κωδικό πρόσβασης και μετά δοκιμάστε τη σύνδεση."),
}


@pytest.fixture
def speaking(window, monkeypatch):
    """The window, switched by the tests through the Language menu; English again afterwards."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    yield window
    window.language_actions["en"].trigger()


@pytest.mark.parametrize("language", ["de", "zh", "el"])
def test_the_import_dialog_speaks_the_apps_language(qtbot, speaking, tmp_path, language):
    path = tmp_path / "people.csv"
    path.write_text("age,sex\n" + "".join(f"{20 + i % 50},{'FM'[i % 2]}\n" for i in range(1200)), encoding="utf-8")
    speaking.language_actions[language].trigger()
    dialog = speaking.import_file(path)
    title, box, guess, guess_help, open_text, summary = IMPORT[language]
    assert dialog.windowTitle() == title
    assert [b.title() for b in dialog.findChildren(QGroupBox)] == [box, VALUES_BOX[language]]
    button = by_name(dialog, QPushButton, "Guess types again")
    assert button.text() == guess and button.toolTip() == guess_help
    assert dialog.buttons.button(QDialogButtonBox.Open).text() == open_text
    status = by_name(dialog, QLabel, "Import summary")
    qtbot.waitUntil(lambda: status.text() == summary, timeout=30000)
    assert dialog.minimumSizeHint().width() <= 1366  # German and Greek labels still fit a laptop screen
    if language == "de":
        assert dialog.decimal.itemText(0) == "Punkt (4.4)" and dialog.delimiter.itemText(0) == "Komma (,)"
        assert dialog.preview.horizontalHeaderItem(1).text() == "sex\nText"
        assert dialog.buttons.button(QDialogButtonBox.Cancel).text() == "Abbrechen"
    dialog.reject()


@pytest.mark.parametrize("language", ["de", "zh", "el"])
def test_the_database_dialog_speaks_the_apps_language(qtbot, speaking, language):
    speaking.language_actions[language].trigger()
    dialog = speaking.open_database_dialog("postgresql://steward@dbhost/hospital")
    title, test, url_help, close, status = DATABASE[language]
    assert dialog.windowTitle() == title
    assert dialog.test_button.text() == test and dialog.close_button.text() == close
    assert dialog.url.toolTip().startswith(url_help) and "postgresql://" in dialog.url.toolTip()
    assert dialog.status.text() == status
    dialog.reject()


def test_a_plan_problem_in_german_words(speaking):
    from dpstudio.core.base.errors import InputError, PlanError, Problem
    from dpstudio.core.base.words.message import Message
    from dpstudio.gui.dialogs import error_text

    speaking.language_actions["de"].trigger()
    title, text = error_text(PlanError([Problem(("queries", (2, "diagnoses"), "categories", "sex"), "the list is empty",
                                                "give at least one category"),
                                        Problem(("privacy_unit", "max_rows"), "must be at least 1")]))
    assert title == "Der Plan muss korrigiert werden"
    assert text == ("• Abfrage 'diagnoses', Kategorien von sex: the list is empty (give at least one category)\n"
                    "• Wer geschützt wird: Zeilen je Person: must be at least 1\n\n"
                    "Korrigieren Sie diese Punkte und versuchen Sie es erneut.")
    title, text = error_text(InputError("a reason is needed", hint=Message(
        'Give one, e.g. --reason "approved by the data protection board, 2026-03"')))  # the core's, whose the app has
    assert title == "Die Tabelle oder Datei kann so nicht verwendet werden"
    assert text == "A reason is needed.\n\nGeben Sie den Grund an, wenn die App danach fragt."
    speaking.language_actions["zh"].trigger()
    _, text = error_text(PlanError([Problem(("queries", 0, "where", 1, "column"), "no such column")]))
    assert text.startswith("• 查询 1，筛选条件 2，列：no such column\n\n")


@pytest.mark.parametrize("language, yes, no", [("de", "&Ja", "&Nein"), ("zh", "是(&Y)", "否(&N)"),
                                               ("el", "&Ναι", "Ό&χι"), ("en", "&Yes", "&No")])
def test_qts_standard_buttons_follow_the_language(qtbot, speaking, language, yes, no):
    speaking.language_actions[language].trigger()
    box = QMessageBox(QMessageBox.Question, "?", "?", QMessageBox.Yes | QMessageBox.No, speaking)
    qtbot.addWidget(box)
    assert (box.button(QMessageBox.Yes).text(), box.button(QMessageBox.No).text()) == (yes, no)


def test_the_task_progress_follows_the_language(speaking):
    progress = speaking.release_page.task_progress
    speaking.language_actions["de"].trigger()
    assert progress.label.text() == "Wird veröffentlicht" and progress.cancel_button.text() == "Abbrechen"
    speaking.language_actions["el"].trigger()
    assert speaking.preview_page.task_progress.label.text() == "Υπολογισμός των πραγματικών απαντήσεων"
    speaking.language_actions["en"].trigger()
    assert progress.label.text() == "Releasing" and progress.cancel_button.text() == "Cancel"
