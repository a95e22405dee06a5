"""The messages of tables dpstudio cannot read as they are (issue 44): a column name holding a NUL byte, a UTF-16
or UTF-32 file without a byte-order mark read under another encoding, a table without rows; in German, Chinese and
Greek (see message_texts.py)."""

TEXTS = {
    # -- io/column_names.py --------------------------------------------------------------------------------
    "the name of column {position}, '{name}', holds a NUL byte (\\x00), which no engine can read": {
        "de": "der Name der Spalte {position}, '{name}', enthält ein NUL-Byte (\\x00), das keine Engine lesen kann",
        "zh": "第 {position} 列的列名 '{name}' 含有 NUL 字节（\\x00），任何引擎都无法读取",
        "el": "το όνομα της στήλης {position}, '{name}', περιέχει ένα byte NUL (\\x00), που καμία μηχανή δεν μπορεί "
              "να διαβάσει"},
    "Rename the column in the file, save it and open it again": {
        "de": "Benennen Sie die Spalte in der Datei um, speichern Sie sie und öffnen Sie sie erneut",
        "zh": "请在文件中重命名该列，保存后重新打开",
        "el": "Μετονομάστε τη στήλη στο αρχείο, αποθηκεύστε το και ανοίξτε το ξανά"},
    # -- io/loading.py: UTF-16 or UTF-32 without a byte-order mark (unmarked_unicode.py) ----------------------
    "the file is {found} text without a byte-order mark, but it is to be read as {encoding}": {
        "de": "die Datei ist {found}-Text ohne Byte-Order-Mark, soll aber als {encoding} gelesen werden",
        "zh": "该文件是没有字节顺序标记（BOM）的 {found} 文本，却要按 {encoding} 读取",
        "el": "το αρχείο είναι κείμενο {found} χωρίς σήμανση σειράς byte (BOM), αλλά πρόκειται να διαβαστεί ως "
              "{encoding}"},
    "Read it as {found} (the plan's reading \"encoding\", or --encoding {found}), or save the file as UTF-8": {
        "de": "Lesen Sie sie als {found} (\"encoding\" im Abschnitt reading des Plans, oder --encoding {found}), oder "
              "speichern Sie die Datei als UTF-8",
        "zh": "请按 {found} 读取（计划 reading 部分的 \"encoding\"，或 --encoding {found}），或将文件另存为 UTF-8",
        "el": "Διαβάστε το ως {found} (το \"encoding\" στην ενότητα reading του σχεδίου, ή --encoding {found}), ή "
              "αποθηκεύστε το αρχείο ως UTF-8"},
    "Open the file again and choose the encoding {found}": {  # the app's own hint (gui/problem_words.py)
        "de": "Öffnen Sie die Datei erneut und wählen Sie die Kodierung {found}",
        "zh": "请重新打开该文件并选择编码 {found}",
        "el": "Ανοίξτε ξανά το αρχείο και επιλέξτε την κωδικοποίηση {found}"},
    # -- cli_sources.py: a table read where it lies, without rows -------------------------------------------
    "the table has no rows": {
        "de": "die Tabelle hat keine Zeilen", "zh": "该表没有任何行", "el": "ο πίνακας δεν έχει γραμμές"},
    "Choose the table that holds the data": {
        "de": "Wählen Sie die Tabelle, die die Daten enthält", "zh": "请选择包含数据的表",
        "el": "Επιλέξτε τον πίνακα που περιέχει τα δεδομένα"},
}
