"""The problems only a hand-written plan file can have (its JSON, its `reading` section), in German, Chinese
and Greek: a steward who writes a plan by hand and runs it on the command line in their language reads
them too (issue 32). Merged into problem_texts.TEXTS."""

TEXTS = {
    # plan/strict_json.py
    "{key} is given more than once in the same object": {
        "de": "{key} ist im selben Objekt mehr als einmal angegeben", "zh": "{key} 在同一对象中出现了不止一次",
        "el": "το {key} δίνεται περισσότερες από μία φορές στο ίδιο αντικείμενο"},
    "keep one: a reader of the file could see a different value from the one dpstudio uses": {
        "de": "behalten Sie eines: wer die Datei liest, könnte einen anderen Wert sehen als den, den dpstudio verwendet",
        "zh": "请只保留一个：阅读该文件的人看到的值可能与 dpstudio 使用的值不同",
        "el": "κρατήστε ένα: όποιος διαβάζει το αρχείο μπορεί να δει άλλη τιμή από αυτή που χρησιμοποιεί το dpstudio"},
    "JSON has no infinity or NaN (and 1e400 is infinity): write a finite number": {
        "de": "JSON kennt weder Unendlich noch NaN (und 1e400 ist unendlich): schreiben Sie eine endliche Zahl",
        "zh": "JSON 中没有无穷大或 NaN（1e400 即为无穷大）：请写一个有限的数",
        "el": "το JSON δεν έχει άπειρο ή NaN (και το 1e400 είναι άπειρο): γράψτε έναν πεπερασμένο αριθμό"},
    "the JSON is nested more than {depth} levels deep": {
        "de": "das JSON ist mehr als {depth} Ebenen tief verschachtelt", "zh": "JSON 的嵌套超过了 {depth} 层",
        "el": "το JSON είναι εμφωλευμένο σε περισσότερα από {depth} επίπεδα"},
    "a plan needs about 5 levels (query, where, condition, list): check the brackets, or open the plan in dpstudio "
    "and save it again": {
        "de": "ein Plan braucht etwa 5 Ebenen (Abfrage, Filter, Bedingung, Liste): prüfen Sie die Klammern, oder "
              "öffnen Sie den Plan in dpstudio und speichern Sie ihn erneut",
        "zh": "一个计划大约需要 5 层（查询、筛选、条件、列表）：请检查括号，或在 dpstudio 中打开该计划并重新保存",
        "el": "ένα σχέδιο χρειάζεται περίπου 5 επίπεδα (ερώτημα, φίλτρο, συνθήκη, λίστα): ελέγξτε τις αγκύλες ή "
              "ανοίξτε το σχέδιο στο dpstudio και αποθηκεύστε το ξανά"},
    # io/schema.py: a plan's `reading` section
    "must be an object describing how the table is read": {
        "de": "muss ein Objekt sein, das beschreibt, wie die Tabelle gelesen wird",
        "zh": "必须是描述如何读取该表的对象", "el": "πρέπει να είναι αντικείμενο που περιγράφει πώς διαβάζεται ο πίνακας"},
    "unknown field": {"de": "unbekanntes Feld", "zh": "未知字段", "el": "άγνωστο πεδίο"},
    "{value} is not a single character": {
        "de": "{value} ist kein einzelnes Zeichen", "zh": "{value} 不是单个字符",
        "el": "το {value} δεν είναι ένας μόνο χαρακτήρας"},
    "{value} is not a decimal mark": {
        "de": "{value} ist kein Dezimaltrennzeichen", "zh": "{value} 不是小数点符号",
        "el": "το {value} δεν είναι υποδιαστολή"},
    "use \".\" or \",\" (and not the delimiter)": {
        "de": "verwenden Sie \".\" oder \",\" (und nicht das Trennzeichen)", "zh": "请使用 \".\" 或 \",\"（且不能与分隔符相同）",
        "el": "χρησιμοποιήστε \".\" ή \",\" (και όχι το διαχωριστικό)"},
    "must be a list of words (strings)": {
        "de": "muss eine Liste von Wörtern (Zeichenketten) sein", "zh": "必须是由词（字符串）组成的列表",
        "el": "πρέπει να είναι λίστα λέξεων (συμβολοσειρών)"},
    "must be true or false": {"de": "muss true oder false sein", "zh": "必须是 true 或 false",
                              "el": "πρέπει να είναι true ή false"},
    "{value} is not a quoting character": {
        "de": "{value} ist kein Anführungszeichen", "zh": "{value} 不是引号字符",
        "el": "το {value} δεν είναι χαρακτήρας εισαγωγικών"},
    "use one ASCII character other than the delimiter, such as \"\\\"\" or \"'\", or null for a file without "
    "quoting": {
        "de": "verwenden Sie ein ASCII-Zeichen außer dem Trennzeichen, etwa \"\\\"\" oder \"'\", oder null für eine "
              "Datei ohne Anführungszeichen",
        "zh": "请使用分隔符以外的一个 ASCII 字符，例如 \"\\\"\" 或 \"'\"；文件不使用引号时写 null",
        "el": "χρησιμοποιήστε έναν χαρακτήρα ASCII εκτός από το διαχωριστικό, όπως \"\\\"\" ή \"'\", ή null για "
              "αρχείο χωρίς εισαγωγικά"},
    "{value} is not a line number": {
        "de": "{value} ist keine Zeilennummer", "zh": "{value} 不是行号", "el": "το {value} δεν είναι αριθμός γραμμής"},
    "give the line that holds the column names (1 to {limit}), or 0 when the file has none": {
        "de": "geben Sie die Zeile mit den Spaltennamen an (1 bis {limit}), oder 0, wenn die Datei keine hat",
        "zh": "请给出列名所在的行（1 到 {limit}）；文件没有列名时写 0",
        "el": "δώστε τη γραμμή με τα ονόματα των στηλών (1 έως {limit}), ή 0 όταν το αρχείο δεν έχει"},
    "must be a sheet name or its number (0 is the first)": {
        "de": "muss ein Blattname oder dessen Nummer sein (0 ist das erste)",
        "zh": "必须是工作表名称或其编号（0 表示第一个）",
        "el": "πρέπει να είναι όνομα φύλλου ή ο αριθμός του (0 είναι το πρώτο)"},
    "missing: give each column's type": {
        "de": "fehlt: geben Sie den Typ jeder Spalte an", "zh": "缺失：请给出每一列的类型",
        "el": "λείπει: δώστε τον τύπο κάθε στήλης"},
    "types are {types}": {"de": "die Typen sind {types}", "zh": "类型有 {types}", "el": "οι τύποι είναι {types}"},
    "unknown type {value}": {"de": "unbekannter Typ {value}", "zh": "未知类型 {value}", "el": "άγνωστος τύπος {value}"},
    "must be a non-empty string": {"de": "muss eine nicht leere Zeichenkette sein", "zh": "必须是非空字符串",
                                   "el": "πρέπει να είναι μη κενή συμβολοσειρά"},
}
