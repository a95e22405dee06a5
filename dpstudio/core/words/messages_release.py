"""The messages of releases, their output, previews and risk (dpstudio/core: release, publish, output, private, preview, risk, plan), in German, Chinese and Greek (see message_texts.py)."""

from .synthetic_texts import MESSAGES as _SYNTHETIC

TEXTS = {
    # release_steps.py: the step a release is on, beside the app's progress bar
    "Checking the table against the plan": {"de": "Die Tabelle wird mit dem Plan abgeglichen",
                                            "zh": "正在对照计划检查表格",
                                            "el": "Έλεγχος του πίνακα σε σχέση με το σχέδιο"},
    "Finding who is in the table, for the ledger": {
        "de": "Es wird ermittelt, wer in der Tabelle ist (für das Budgetbuch)",
        "zh": "正在确定表中有哪些人（供预算账本使用）",
        "el": "Εντοπισμός των προσώπων του πίνακα, για το βιβλίο προϋπολογισμού"},
    "Computing the true answers where the data is": {
        "de": "Die wahren Antworten werden dort berechnet, wo die Daten liegen",
        "zh": "正在数据所在之处计算真实答案",
        "el": "Υπολογισμός των πραγματικών απαντήσεων εκεί όπου βρίσκονται τα δεδομένα"},
    "Drawing the noise": {"de": "Das Rauschen wird gezogen", "zh": "正在抽取噪声",
                          "el": "Δειγματοληψία του θορύβου"},
    "Writing the report and the files": {"de": "Bericht und Dateien werden geschrieben", "zh": "正在写入报告和文件",
                                         "el": "Σύνταξη της αναφοράς και των αρχείων"},
    "Charging the ledger and delivering the files": {
        "de": "Das Budgetbuch wird belastet und die Dateien werden abgelegt",
        "zh": "正在记入预算账本并交付文件",
        "el": "Χρέωση στο βιβλίο προϋπολογισμού και παράδοση των αρχείων"},
    # release.py: the steward's notes (never published)
    "{count} rows had no person id and were left out.": {
        "de": ("{count} Zeile hatte keine Personenkennung und wurde weggelassen.",
               "{count} Zeilen hatten keine Personenkennung und wurden weggelassen."),
        "zh": "{count} 行没有个人标识，已被舍弃。",
        "el": ("{count} γραμμή δεν είχε κωδικό προσώπου και παραλείφθηκε.",
               "{count} γραμμές δεν είχαν κωδικό προσώπου και παραλείφθηκαν.")},
    "{count} rows were over the per-person limit and were left out of {queries}.": {
        "de": ("{count} Zeile lag über der Höchstzahl je Person und wurde in {queries} weggelassen.",
               "{count} Zeilen lagen über der Höchstzahl je Person und wurden in {queries} weggelassen."),
        "zh": "{count} 行超出了每人行数上限，已从 {queries} 中舍弃。",
        "el": ("{count} γραμμή ξεπερνούσε το όριο ανά πρόσωπο και παραλείφθηκε από τα {queries}.",
               "{count} γραμμές ξεπερνούσαν το όριο ανά πρόσωπο και παραλείφθηκαν από τα {queries}.")},
    "Query '{query}': {count} rows with a missing value were left out.": {
        "de": ("Abfrage '{query}': {count} Zeile mit fehlendem Wert wurde weggelassen.",
               "Abfrage '{query}': {count} Zeilen mit fehlendem Wert wurden weggelassen."),
        "zh": "查询 '{query}'：{count} 行含缺失值，已被舍弃。",
        "el": ("Ερώτημα '{query}': {count} γραμμή με τιμή που λείπει παραλείφθηκε.",
               "Ερώτημα '{query}': {count} γραμμές με τιμή που λείπει παραλείφθηκαν.")},
    # private/accountant.py: a plan over its own budget
    "the plan's queries together": {"de": "die Abfragen des Plans zusammen", "zh": "计划中的查询合计",
                                    "el": "τα ερωτήματα του σχεδίου μαζί"},
    "{what}, epsilon": {"de": "{what}, Epsilon", "zh": "{what}，epsilon", "el": "{what}, epsilon"},
    "{what}, delta": {"de": "{what}, Delta", "zh": "{what}，delta", "el": "{what}, delta"},
    "Lower the queries' epsilons (or remove a query) so that they add up to at most the budget, or raise the budget "
    "if that is justified": {
        "de": "Senken Sie die Epsilons der Abfragen (oder entfernen Sie eine Abfrage), sodass sie zusammen höchstens "
              "das Budget ergeben, oder erhöhen Sie das Budget, wenn das gerechtfertigt ist",
        "zh": "请降低各查询的 epsilon（或删除一个查询），使其合计不超过预算；如有正当理由，也可提高预算",
        "el": "Μειώστε τα epsilon των ερωτημάτων (ή αφαιρέστε ένα ερώτημα) ώστε να αθροίζονται το πολύ στον "
              "προϋπολογισμό, ή αυξήστε τον προϋπολογισμό αν αυτό δικαιολογείται"},
    "Lower the queries' deltas, use a pure-epsilon mechanism (Laplace), or raise the budget's delta": {
        "de": "Senken Sie die Deltas der Abfragen, verwenden Sie einen reinen Epsilon-Mechanismus (Laplace) oder "
              "erhöhen Sie das Delta des Budgets",
        "zh": "请降低各查询的 delta，改用纯 epsilon 机制（Laplace），或提高预算的 delta",
        "el": "Μειώστε τα delta των ερωτημάτων, χρησιμοποιήστε μηχανισμό μόνο με epsilon (Laplace) ή αυξήστε το "
              "delta του προϋπολογισμού"},
    # plan/release_plan.py: reading a plan file
    "plan file not found": {"de": "Plandatei nicht gefunden", "zh": "找不到计划文件", "el": "το αρχείο σχεδίου δεν βρέθηκε"},
    "Check the path": {"de": "Prüfen Sie den Pfad", "zh": "请检查路径", "el": "Ελέγξτε τη διαδρομή"},
    "the plan file could not be read ({reason})": {
        "de": "die Plandatei konnte nicht gelesen werden ({reason})", "zh": "无法读取计划文件（{reason}）",
        "el": "το αρχείο σχεδίου δεν ήταν δυνατό να διαβαστεί ({reason})"},
    "A plan is a UTF-8 JSON file": {"de": "Ein Plan ist eine JSON-Datei in UTF-8", "zh": "计划是 UTF-8 编码的 JSON 文件",
                                    "el": "Ένα σχέδιο είναι αρχείο JSON σε UTF-8"},
    "the plan is not valid JSON: {reason}": {
        "de": "der Plan ist kein gültiges JSON: {reason}", "zh": "该计划不是有效的 JSON：{reason}",
        "el": "το σχέδιο δεν είναι έγκυρο JSON: {reason}"},
    "{path}, line {line}": {"de": "{path}, Zeile {line}", "zh": "{path}，第 {line} 行", "el": "{path}, γραμμή {line}"},
    "Check that line for a missing comma, quote or bracket": {
        "de": "Prüfen Sie diese Zeile auf ein fehlendes Komma, Anführungszeichen oder eine fehlende Klammer",
        "zh": "请检查该行是否缺少逗号、引号或括号",
        "el": "Ελέγξτε αυτή τη γραμμή για κόμμα, εισαγωγικό ή αγκύλη που λείπει"},
    # preview: numbers the steward types from public figures
    "a relative error needs its expected value": {
        "de": "ein relativer Fehler braucht seinen erwarteten Wert", "zh": "相对误差需要其预期值",
        "el": "ένα σχετικό σφάλμα χρειάζεται την αναμενόμενη τιμή του"},
    "Type the expected value (from public figures, not from this table)": {
        "de": "Geben Sie den erwarteten Wert ein (aus öffentlichen Zahlen, nicht aus dieser Tabelle)",
        "zh": "请输入预期值（来自公开数据，而非本表）",
        "el": "Πληκτρολογήστε την αναμενόμενη τιμή (από δημόσια στοιχεία, όχι από αυτόν τον πίνακα)"},
    "its error depends on how many rows it covers": {
        "de": "sein Fehler hängt davon ab, wie viele Zeilen es umfasst", "zh": "其误差取决于它涵盖多少行",
        "el": "το σφάλμα του εξαρτάται από το πόσες γραμμές καλύπτει"},
    "Type the expected number of rows (from public figures, not from this table)": {
        "de": "Geben Sie die erwartete Zahl der Zeilen ein (aus öffentlichen Zahlen, nicht aus dieser Tabelle)",
        "zh": "请输入预期行数（来自公开数据，而非本表）",
        "el": "Πληκτρολογήστε τον αναμενόμενο αριθμό γραμμών (από δημόσια στοιχεία, όχι από αυτόν τον πίνακα)"},
    # release.py
    "the report cannot be written in {language}": {
        "de": "der Bericht kann nicht in {language} geschrieben werden", "zh": "无法用 {language} 撰写报告",
        "el": "η αναφορά δεν μπορεί να γραφτεί σε {language}"},
    "Choose one of {codes} ({names})": {"de": "Wählen Sie eine von {codes} ({names})",
                                        "zh": "请从 {codes}（{names}）中选择一种",
                                        "el": "Επιλέξτε μία από {codes} ({names})"},
    # risk/: the re-identification risk
    "the table has no column {columns}": {"de": "die Tabelle hat keine Spalte {columns}", "zh": "该表没有列 {columns}",
                                          "el": "ο πίνακας δεν έχει στήλη {columns}"},
    # "Check the column names (they are case-sensitive)": in messages_engines
    "the person rule must be one of {rules} (got {rule})": {
        "de": "die Personenregel muss eine von {rules} sein (angegeben: {rule})",
        "zh": "个人规则必须是 {rules} 之一（实际为 {rule}）",
        "el": "ο κανόνας προσώπου πρέπει να είναι ένας από {rules} (δόθηκε {rule})"},
    "set: all of a person's combinations; first/last: the combination on their first or last row": {
        "de": "set: alle Kombinationen einer Person; first/last: die Kombination in ihrer ersten oder letzten Zeile",
        "zh": "set：一个人的所有组合；first/last：其第一行或最后一行上的组合",
        "el": "set: όλοι οι συνδυασμοί ενός προσώπου· first/last: ο συνδυασμός στην πρώτη ή την τελευταία γραμμή του"},
    "choose at least one quasi-identifier": {
        "de": "wählen Sie mindestens einen Quasi-Identifikator", "zh": "请至少选择一个准标识符",
        "el": "επιλέξτε τουλάχιστον ένα οιονεί αναγνωριστικό"},
    "e.g. birth year, sex, zip code": {"de": "z. B. Geburtsjahr, Geschlecht, Postleitzahl",
                                       "zh": "例如出生年份、性别、邮政编码",
                                       "el": "π.χ. έτος γέννησης, φύλο, ταχυδρομικός κώδικας"},
    "{count} quasi-identifiers are more than the risk analysis takes ({limit})": {
        "de": "{count} Quasi-Identifikatoren sind mehr, als die Risikoanalyse verarbeitet ({limit})",
        "zh": "{count} 个准标识符超出了风险分析可处理的数量（{limit}）",
        "el": "{count} οιονεί αναγνωριστικά είναι περισσότερα από όσα δέχεται η ανάλυση κινδύνου ({limit})"},
    "Choose the columns an outsider could know or link (e.g. birth year, sex, zip code); with this many, nearly every "
    "record is unique anyway": {
        "de": "Wählen Sie die Spalten, die ein Außenstehender kennen oder verknüpfen könnte (z. B. Geburtsjahr, "
              "Geschlecht, Postleitzahl); bei so vielen ist ohnehin fast jeder Datensatz eindeutig",
        "zh": "请选择外部人员可能知道或可关联的列（例如出生年份、性别、邮政编码）；列数这么多时，几乎每条记录本来就是唯一的",
        "el": "Επιλέξτε τις στήλες που κάποιος τρίτος θα μπορούσε να γνωρίζει ή να συνδέσει (π.χ. έτος γέννησης, "
              "φύλο, ταχυδρομικός κώδικας)· με τόσες πολλές, σχεδόν κάθε εγγραφή είναι έτσι κι αλλιώς μοναδική"},
    "the risk threshold must be between 0 and 1 (got {threshold})": {
        "de": "die Risikoschwelle muss zwischen 0 und 1 liegen (angegeben: {threshold})",
        "zh": "风险阈值必须在 0 和 1 之间（实际为 {threshold}）",
        "el": "το όριο κινδύνου πρέπει να είναι μεταξύ 0 και 1 (δόθηκε {threshold})"},
    **_SYNTHETIC,  # a synthetic table's note for the steward (release.py, plan version 11)
}
