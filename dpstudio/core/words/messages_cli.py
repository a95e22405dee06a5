"""The command line's messages (cli.py, cli_sources.py, cli_ledger.py), the risk figures it prints
(risk/text.py describe_risk) and the notices of reading a plan it shows (plan/migration.py,
io/plan_table.py), in German, Chinese (Simplified) and Greek (see message_texts.py)."""

TEXTS = {
    # __main__.py: before the app or a command starts
    "dpstudio: {path}: no such file. Give a table file (CSV, Excel, Parquet, SPSS, SAS, Stata) or a saved project "
    "(.dpstudio.json), or a command (dpstudio --help).": {
        "de": "dpstudio: {path}: Datei nicht gefunden. Geben Sie eine Tabellendatei (CSV, Excel, Parquet, SPSS, SAS, "
              "Stata), ein gespeichertes Projekt (.dpstudio.json) oder einen Befehl an (dpstudio --help).",
        "zh": "dpstudio：{path}：找不到该文件。请给出表文件（CSV、Excel、Parquet、SPSS、SAS、Stata）、已保存的项目"
              "（.dpstudio.json）或命令（dpstudio --help）。",
        "el": "dpstudio: {path}: δεν υπάρχει τέτοιο αρχείο. Δώστε ένα αρχείο πίνακα (CSV, Excel, Parquet, SPSS, SAS, "
              "Stata), ένα αποθηκευμένο έργο (.dpstudio.json) ή μια εντολή (dpstudio --help)."},
    "The desktop app needs PySide6 and matplotlib ({error}). Install them with: python3 -m venv .venv && "
    ".venv/bin/pip install -e .   (or use the command line: dpstudio --help)": {
        "de": "Die Desktop-App braucht PySide6 und matplotlib ({error}). Installieren Sie sie mit: python3 -m venv "
              ".venv && .venv/bin/pip install -e .   (oder verwenden Sie die Kommandozeile: dpstudio --help)",
        "zh": "桌面应用需要 PySide6 和 matplotlib（{error}）。请用以下命令安装：python3 -m venv .venv && "
              ".venv/bin/pip install -e .   （或使用命令行：dpstudio --help）",
        "el": "Η εφαρμογή χρειάζεται PySide6 και matplotlib ({error}). Εγκαταστήστε τα με: python3 -m venv .venv && "
              ".venv/bin/pip install -e .   (ή χρησιμοποιήστε τη γραμμή εντολών: dpstudio --help)"},
    "dpstudio's window needs a screen, and none was found (no DISPLAY or WAYLAND_DISPLAY). Start it from a desktop "
    "session, or use the command line: dpstudio --help": {
        "de": "Das Fenster von dpstudio braucht einen Bildschirm, und keiner wurde gefunden (kein DISPLAY oder "
              "WAYLAND_DISPLAY). Starten Sie es aus einer Desktop-Sitzung, oder verwenden Sie die Kommandozeile: "
              "dpstudio --help",
        "zh": "dpstudio 的窗口需要屏幕，但没有找到（没有 DISPLAY 或 WAYLAND_DISPLAY）。请在桌面会话中启动，"
              "或使用命令行：dpstudio --help",
        "el": "Το παράθυρο του dpstudio χρειάζεται οθόνη, και δεν βρέθηκε καμία (ούτε DISPLAY ούτε WAYLAND_DISPLAY). "
              "Ξεκινήστε το από μια συνεδρία επιφάνειας εργασίας ή χρησιμοποιήστε τη γραμμή εντολών: dpstudio --help"},
    # cli.py: what every command prints before its message
    "error: {error}": {"de": "Fehler: {error}", "zh": "错误：{error}", "el": "σφάλμα: {error}"},
    "note: {note}": {"de": "Hinweis: {note}", "zh": "注意：{note}", "el": "σημείωση: {note}"},
    "notice: {notice}": {"de": "Mitteilung: {notice}", "zh": "提示：{notice}", "el": "ειδοποίηση: {notice}"},
    "warning: {warning}": {"de": "Warnung: {warning}", "zh": "警告：{warning}", "el": "προειδοποίηση: {warning}"},
    "error: the plan has {count} problems:": {
        "de": ("Fehler: der Plan hat {count} Problem:", "Fehler: der Plan hat {count} Probleme:"),
        "zh": "错误：计划中有 {count} 个问题：",
        "el": ("σφάλμα: το σχέδιο έχει {count} πρόβλημα:", "σφάλμα: το σχέδιο έχει {count} προβλήματα:")},
    "  - {problem}": {"de": "  - {problem}", "zh": "  - {problem}", "el": "  - {problem}"},
    "{where}: {message}": {"de": "{where}: {message}", "zh": "{where}：{message}", "el": "{where}: {message}"},
    "{where}: {message} ({hint})": {"de": "{where}: {message} ({hint})", "zh": "{where}：{message}（{hint}）",
                                    "el": "{where}: {message} ({hint})"},
    "Interrupted after the release was delivered into {folder} and charged.": {
        "de": "Unterbrochen, nachdem die Veröffentlichung nach {folder} ausgeliefert und verbucht wurde.",
        "zh": "已中断：此前发布已交付到 {folder} 并已记账。",
        "el": "Διακόπηκε αφού η δημοσίευση παραδόθηκε στο {folder} και χρεώθηκε."},
    "Interrupted; nothing was charged or written.": {
        "de": "Unterbrochen; nichts wurde verbucht oder geschrieben.", "zh": "已中断；未记账，也未写入任何内容。",
        "el": "Διακόπηκε· τίποτα δεν χρεώθηκε ούτε γράφτηκε."},
    "error: something went wrong inside dpstudio (this is a bug, not a problem with your input). {released} Details "
    "are in {log}; please send that file to the developers.": {
        "de": "Fehler: in dpstudio ist etwas schiefgegangen (ein Programmfehler, kein Problem mit Ihren Eingaben). "
              "{released} Die Einzelheiten stehen in {log}; bitte senden Sie diese Datei an die Entwickler.",
        "zh": "错误：dpstudio 内部出了问题（这是程序缺陷，不是您输入的问题）。{released}详细信息在 {log} 中；"
              "请把该文件发送给开发者。",
        "el": "σφάλμα: κάτι πήγε στραβά μέσα στο dpstudio (πρόκειται για σφάλμα του προγράμματος, όχι για πρόβλημα με "
              "όσα δώσατε). {released} Οι λεπτομέρειες βρίσκονται στο {log}· στείλτε αυτό το αρχείο στους "
              "προγραμματιστές."},
    "The release was delivered into {folder} and charged.": {
        "de": "Die Veröffentlichung wurde nach {folder} ausgeliefert und verbucht.",
        "zh": "发布已交付到 {folder} 并已记账。",
        "el": "Η δημοσίευση παραδόθηκε στο {folder} και χρεώθηκε."},
    "Nothing was released.": {"de": "Nichts wurde veröffentlicht.", "zh": "没有发布任何内容。",
                              "el": "Τίποτα δεν δημοσιεύτηκε."},
    "(could not write a log)": {"de": "(das Protokoll konnte nicht geschrieben werden)", "zh": "（无法写入日志）",
                                "el": "(δεν ήταν δυνατό να γραφτεί αρχείο καταγραφής)"},
    # cli.py: release
    "the plan does not say how to read the table (it has no \"reading\" section)": {
        "de": "der Plan sagt nicht, wie die Tabelle gelesen wird (er hat keinen Abschnitt \"reading\")",
        "zh": "该计划没有说明如何读取该表（它没有 \"reading\" 部分）",
        "el": "το σχέδιο δεν λέει πώς διαβάζεται ο πίνακας (δεν έχει ενότητα \"reading\")"},
    "A release reads the table only under a schema you have seen and kept: run dpstudio check {plan} --data {data} "
    "--write-schema, look at the schema it prints, then release": {
        "de": "Eine Veröffentlichung liest die Tabelle nur nach einem Leseschema, das Sie gesehen und gespeichert "
              "haben: führen Sie dpstudio check {plan} --data {data} --write-schema aus, sehen Sie sich das "
              "ausgegebene Leseschema an und veröffentlichen Sie dann",
        "zh": "发布只按您看过并保存的读取方式读取该表：请运行 dpstudio check {plan} --data {data} --write-schema，"
              "查看它输出的读取方式，然后再发布",
        "el": "Μια δημοσίευση διαβάζει τον πίνακα μόνο με τρόπο ανάγνωσης που έχετε δει και κρατήσει: εκτελέστε "
              "dpstudio check {plan} --data {data} --write-schema, δείτε τον τρόπο ανάγνωσης που εμφανίζει και μετά "
              "δημοσιεύστε"},
    "for your eyes only (not in the release): {note}": {
        "de": "nur für Ihre Augen (nicht in der Veröffentlichung): {note}", "zh": "仅供您本人查看（不在发布中）：{note}",
        "el": "μόνο για τα μάτια σας (όχι στη δημοσίευση): {note}"},
    "ledger: {population}": {"de": "Budgetbuch: {population}", "zh": "预算账本：{population}",
                             "el": "βιβλίο προϋπολογισμού: {population}"},
    "Released {count} queries, spending epsilon {epsilon} and delta {delta}, into {folder}": {
        "de": ("{count} Abfrage veröffentlicht, mit Epsilon {epsilon} und Delta {delta} verbraucht, nach {folder}",
               "{count} Abfragen veröffentlicht, mit Epsilon {epsilon} und Delta {delta} verbraucht, nach {folder}"),
        "zh": "已发布 {count} 个查询，消耗 epsilon {epsilon} 和 delta {delta}，发布到 {folder}",
        "el": ("Δημοσιεύτηκε {count} ερώτημα, με δαπάνη epsilon {epsilon} και delta {delta}, στο {folder}",
               "Δημοσιεύτηκαν {count} ερωτήματα, με δαπάνη epsilon {epsilon} και delta {delta}, στο {folder}")},
    "Ledger record {record}: this dataset has spent epsilon {spent} of its lifetime budget {lifetime}.": {
        "de": "Budgetbuch-Eintrag {record}: dieser Datenbestand hat Epsilon {spent} seines Gesamtbudgets {lifetime} "
              "verbraucht.",
        "zh": "预算账本记录 {record}：该数据集已消耗其总预算 {lifetime} 中的 epsilon {spent}。",
        "el": "Εγγραφή βιβλίου προϋπολογισμού {record}: αυτό το σύνολο δεδομένων έχει δαπανήσει epsilon {spent} από "
              "τον συνολικό προϋπολογισμό του {lifetime}."},
    # cli.py: check
    "--write-schema needs --data with a file read into pandas: the schema is inferred from the data file (a "
    "database, Spark or DuckDB declares its own column types)": {
        "de": "--write-schema braucht --data mit einer Datei, die in pandas gelesen wird: das Leseschema wird aus der "
              "Datendatei abgeleitet (eine Datenbank, Spark oder DuckDB geben ihre Spaltentypen selbst an)",
        "zh": "--write-schema 需要 --data 指定一个读入 pandas 的文件：读取方式是从数据文件推断的（数据库、Spark 或 "
              "DuckDB 会自行声明列类型）",
        "el": "το --write-schema χρειάζεται --data με αρχείο που διαβάζεται στο pandas: ο τρόπος ανάγνωσης συνάγεται "
              "από το αρχείο δεδομένων (μια βάση δεδομένων, το Spark ή το DuckDB δηλώνουν μόνα τους τους τύπους των "
              "στηλών τους)"},
    "dpstudio check PLAN.json --data TABLE --write-schema (with --engine pandas for a Parquet file)": {
        "de": "dpstudio check PLAN.json --data TABLE --write-schema (mit --engine pandas für eine Parquet-Datei)",
        "zh": "dpstudio check PLAN.json --data TABLE --write-schema（Parquet 文件请加 --engine pandas）",
        "el": "dpstudio check PLAN.json --data TABLE --write-schema (με --engine pandas για αρχείο Parquet)"},
    "The plan already has a reading schema; it was left as it is.": {
        "de": "Der Plan hat bereits ein Leseschema; es wurde so gelassen, wie es ist.",
        "zh": "该计划已有读取方式；已保持不变。",
        "el": "Το σχέδιο έχει ήδη τρόπο ανάγνωσης· έμεινε όπως ήταν."},
    "The plan is valid: {count} queries spending epsilon {epsilon} of {budget} and delta {delta} of "
    "{budget_delta}{zcdp}.": {
        "de": ("Der Plan ist gültig: {count} Abfrage verbraucht Epsilon {epsilon} von {budget} und Delta {delta} von "
               "{budget_delta}{zcdp}.",
               "Der Plan ist gültig: {count} Abfragen verbrauchen Epsilon {epsilon} von {budget} und Delta {delta} "
               "von {budget_delta}{zcdp}."),
        "zh": "计划有效：{count} 个查询消耗 epsilon {epsilon}（共 {budget}）和 delta {delta}（共 {budget_delta}）"
              "{zcdp}。",
        "el": ("Το σχέδιο είναι έγκυρο: {count} ερώτημα δαπανά epsilon {epsilon} από {budget} και delta {delta} από "
               "{budget_delta}{zcdp}.",
               "Το σχέδιο είναι έγκυρο: {count} ερωτήματα δαπανούν epsilon {epsilon} από {budget} και delta {delta} "
               "από {budget_delta}{zcdp}.")},
    " (zCDP accounting: rho {rho} of {budget})": {
        "de": " (zCDP-Abrechnung: Rho {rho} von {budget})", "zh": "（zCDP 核算：rho {rho}，共 {budget}）",
        "el": " (λογιστική zCDP: rho {rho} από {budget})"},
    # cli.py: preview, risk
    "--confidence must be at least 0.5 and below 1 (got {confidence})": {
        "de": "--confidence muss mindestens 0,5 und unter 1 sein (angegeben: {confidence})",
        "zh": "--confidence 必须不小于 0.5 且小于 1（实际为 {confidence}）",
        "el": "το --confidence πρέπει να είναι τουλάχιστον 0,5 και κάτω από 1 (δόθηκε {confidence})"},
    "e.g. 0.95 for a 95% interval": {"de": "z. B. 0.95 für ein 95-%-Intervall", "zh": "例如 0.95 表示 95% 区间",
                                     "el": "π.χ. 0.95 για διάστημα 95%"},
    "--order-by and --person-rule need --person (the column that identifies a person)": {
        "de": "--order-by und --person-rule brauchen --person (die Spalte, die eine Person kennzeichnet)",
        "zh": "--order-by 和 --person-rule 需要 --person（标识个人的列）",
        "el": "τα --order-by και --person-rule χρειάζονται --person (τη στήλη που προσδιορίζει ένα πρόσωπο)"},
    # cli_sources.py: the table a command reads
    "note: the table's own column types are used; the plan's reading section is not (--engine pandas reads a file "
    "under it)": {
        "de": "Hinweis: die eigenen Spaltentypen der Tabelle werden verwendet, nicht der Abschnitt \"reading\" des "
              "Plans (--engine pandas liest eine Datei danach)",
        "zh": "注意：使用的是该表自身的列类型，而不是计划的 reading 部分（--engine pandas 会按它读取文件）",
        "el": "σημείωση: χρησιμοποιούνται οι τύποι στηλών του ίδιου του πίνακα, όχι η ενότητα reading του σχεδίου "
              "(το --engine pandas διαβάζει ένα αρχείο σύμφωνα με αυτήν)"},
    "the file has a header but no rows": {
        "de": "die Datei hat eine Kopfzeile, aber keine Zeilen", "zh": "该文件有标题行，但没有数据行",
        "el": "το αρχείο έχει κεφαλίδα αλλά καμία γραμμή"},
    "Choose the file that holds the data": {
        "de": "Wählen Sie die Datei, die die Daten enthält", "zh": "请选择包含数据的文件",
        "el": "Επιλέξτε το αρχείο που περιέχει τα δεδομένα"},
    "notice: to save it in the plan: dpstudio check {plan} --data {data} --write-schema": {
        "de": "Mitteilung: um es im Plan zu speichern: dpstudio check {plan} --data {data} --write-schema",
        "zh": "提示：要将其保存到计划中，请运行：dpstudio check {plan} --data {data} --write-schema",
        "el": "ειδοποίηση: για να αποθηκευτεί στο σχέδιο: dpstudio check {plan} --data {data} --write-schema"},
    "The reading schema ({schema}) was saved in {path}.": {
        "de": "Das Leseschema ({schema}) wurde in {path} gespeichert.", "zh": "读取方式（{schema}）已保存到 {path}。",
        "el": "Ο τρόπος ανάγνωσης ({schema}) αποθηκεύτηκε στο {path}."},
    # plan/migration.py and io/plan_table.py: notices about reading a plan
    "This is a version 1 plan: it does not say how the table is read. dpstudio reads it as version {version}, with the "
    "reading schema inferred from the data file.": {
        "de": "Dies ist ein Plan der Version 1: er sagt nicht, wie die Tabelle gelesen wird. dpstudio liest ihn als "
              "Version {version}, mit einem aus der Datendatei abgeleiteten Leseschema.",
        "zh": "这是第 1 版计划：它没有说明如何读取该表。dpstudio 将其按第 {version} 版读取，读取方式从数据文件推断。",
        "el": "Αυτό είναι σχέδιο της έκδοσης 1: δεν λέει πώς διαβάζεται ο πίνακας. Το dpstudio το διαβάζει ως "
              "έκδοση {version}, με τον τρόπο ανάγνωσης να συνάγεται από το αρχείο δεδομένων."},
    "This plan was written before dpstudio could count people: its counts, histograms and cross-tabs count rows, as "
    "they did (a person with several rows is counted several times). To count each person once, set \"of\": "
    "\"people\" on a query (see docs/plan-format.md).": {
        "de": "Dieser Plan wurde geschrieben, bevor dpstudio Personen zählen konnte: seine Anzahlen, Histogramme und "
              "Kreuztabellen zählen Zeilen, wie bisher (eine Person mit mehreren Zeilen wird mehrfach gezählt). Um "
              "jede Person einmal zu zählen, setzen Sie \"of\": \"people\" bei einer Abfrage (siehe "
              "docs/plan-format.md).",
        "zh": "此计划写于 dpstudio 能够按人计数之前：其计数、直方图和交叉表仍按行计数（有多行的人会被计多次）。"
              "要让每人只计一次，请在查询上设置 \"of\": \"people\"（见 docs/plan-format.md）。",
        "el": "Αυτό το σχέδιο γράφτηκε πριν το dpstudio μπορέσει να μετρά πρόσωπα: τα πλήθη, τα ιστογράμματα και οι "
              "διασταυρωμένοι πίνακές του μετρούν γραμμές, όπως πριν (ένα πρόσωπο με πολλές γραμμές μετριέται "
              "πολλές φορές). Για να μετριέται κάθε πρόσωπο μία φορά, ορίστε \"of\": \"people\" σε ένα ερώτημα (δείτε "
              "docs/plan-format.md)."},
    "The plan's reading schema says how the file is read; the encoding, delimiter and sheet options were ignored "
    "(change the plan's \"reading\" section instead).": {
        "de": "Das Leseschema des Plans sagt, wie die Datei gelesen wird; die Optionen für Kodierung, Trennzeichen und "
              "Tabellenblatt wurden nicht beachtet (ändern Sie stattdessen den Abschnitt \"reading\" des Plans).",
        "zh": "计划的读取方式规定了如何读取该文件；编码、分隔符和工作表选项已被忽略（请改为修改计划的 \"reading\" 部分）。",
        "el": "Ο τρόπος ανάγνωσης του σχεδίου λέει πώς διαβάζεται το αρχείο· οι επιλογές κωδικοποίησης, διαχωριστικού "
              "και φύλλου αγνοήθηκαν (αλλάξτε αντί γι' αυτό την ενότητα \"reading\" του σχεδίου)."},
    "The plan has no reading schema, so one was inferred from {file}: {schema}. Save it in the plan so that every "
    "later read of the file is the same, whatever rows are added.": {
        "de": "Der Plan hat kein Leseschema, daher wurde eines aus {file} abgeleitet: {schema}. Speichern Sie es im "
              "Plan, damit jedes spätere Lesen der Datei gleich ausfällt, welche Zeilen auch hinzukommen.",
        "zh": "该计划没有读取方式，因此从 {file} 推断出一种：{schema}。请将其保存到计划中，这样以后无论添加什么行，"
              "每次读取该文件的方式都相同。",
        "el": "Το σχέδιο δεν έχει τρόπο ανάγνωσης, οπότε συνάχθηκε ένας από το {file}: {schema}. Αποθηκεύστε τον στο "
              "σχέδιο ώστε κάθε μεταγενέστερη ανάγνωση του αρχείου να είναι ίδια, όποιες γραμμές κι αν προστεθούν."},
    # cli_ledger.py: set-budget, show, verify
    "nothing is shown from it; `dpstudio ledger verify` lists the problems": {
        "de": "nichts daraus wird angezeigt; `dpstudio ledger verify` listet die Probleme auf",
        "zh": "不显示其中的任何内容；`dpstudio ledger verify` 会列出问题",
        "el": "δεν εμφανίζεται τίποτα από αυτό· το `dpstudio ledger verify` απαριθμεί τα προβλήματα"},
    "note: no --plan or --person-column: each row is taken to be one individual (row-level). For a plan with a person "
    "column, give --plan so the ledger knows its people.": {
        "de": "Hinweis: kein --plan und keine --person-column: jede Zeile gilt als eine Person (Zeilenebene). Geben "
              "Sie für einen Plan mit Personenspalte --plan an, damit das Budgetbuch seine Personen kennt.",
        "zh": "注意：没有 --plan 或 --person-column：每一行都被视为一个个体（行级）。对于有个人列的计划，请给出 "
              "--plan，让预算账本知道其中的人。",
        "el": "σημείωση: χωρίς --plan ή --person-column: κάθε γραμμή θεωρείται ένα άτομο (σε επίπεδο γραμμής). Για "
              "σχέδιο με στήλη προσώπου, δώστε --plan ώστε το βιβλίο προϋπολογισμού να γνωρίζει τα πρόσωπά του."},
    "tampered: {problem}": {"de": "verändert: {problem}", "zh": "被篡改：{problem}", "el": "αλλοιωμένο: {problem}"},
    "The ledger {path} has been changed outside dpstudio.": {
        "de": "Das Budgetbuch {path} wurde außerhalb von dpstudio verändert.", "zh": "预算账本 {path} 在 dpstudio 之外被更改过。",
        "el": "Το βιβλίο προϋπολογισμού {path} έχει αλλάξει εκτός του dpstudio."},
    "The ledger {path} is intact ({count} records).": {
        "de": ("Das Budgetbuch {path} ist unversehrt ({count} Eintrag).",
               "Das Budgetbuch {path} ist unversehrt ({count} Einträge)."),
        "zh": "预算账本 {path} 完好无损（{count} 条记录）。",
        "el": ("Το βιβλίο προϋπολογισμού {path} είναι ακέραιο ({count} εγγραφή).",
               "Το βιβλίο προϋπολογισμού {path} είναι ακέραιο ({count} εγγραφές).")},
    "It still holds the head you wrote down ({head}).": {
        "de": "Es enthält noch den Stand, den Sie notiert haben ({head}).", "zh": "它仍包含您记下的链头（{head}）。",
        "el": "Περιέχει ακόμη την κεφαλή που σημειώσατε ({head})."},
    "ledger {ledger}: {count} records, head {hash}": {
        "de": ("Budgetbuch {ledger}: {count} Eintrag, Stand {hash}", "Budgetbuch {ledger}: {count} Einträge, Stand {hash}"),
        "zh": "预算账本 {ledger}：{count} 条记录，链头 {hash}",
        "el": ("βιβλίο προϋπολογισμού {ledger}: {count} εγγραφή, κεφαλή {hash}",
               "βιβλίο προϋπολογισμού {ledger}: {count} εγγραφές, κεφαλή {hash}")},
    "Write this down outside this computer (e.g. in the ethics file); later, `dpstudio ledger verify --head {head}` "
    "checks that the ledger still extends it (see docs/ledger.md).": {
        "de": "Notieren Sie dies außerhalb dieses Computers (z. B. in der Ethik-Akte); später prüft `dpstudio ledger "
              "verify --head {head}`, dass das Budgetbuch ihn noch fortsetzt (siehe docs/ledger.md).",
        "zh": "请把它记录在这台计算机之外（例如伦理审查档案中）；以后运行 `dpstudio ledger verify --head {head}` "
              "可检查预算账本是否仍在其基础上延续（见 docs/ledger.md）。",
        "el": "Σημειώστε το έξω από αυτόν τον υπολογιστή (π.χ. στον φάκελο δεοντολογίας)· αργότερα, το `dpstudio "
              "ledger verify --head {head}` ελέγχει ότι το βιβλίο προϋπολογισμού εξακολουθεί να τη συνεχίζει (δείτε "
              "docs/ledger.md)."},
    "--epsilon must be a number above 0 (got {epsilon})": {
        "de": "--epsilon muss eine Zahl über 0 sein (angegeben: {epsilon})",
        "zh": "--epsilon 必须是大于 0 的数（实际为 {epsilon}）",
        "el": "το --epsilon πρέπει να είναι αριθμός πάνω από 0 (δόθηκε {epsilon})"},
    "give the lifetime budget as a number such as 5": {
        "de": "geben Sie das Gesamtbudget als Zahl an, etwa 5", "zh": "请以数字形式给出总预算，例如 5",
        "el": "δώστε τον συνολικό προϋπολογισμό ως αριθμό, π.χ. 5"},
    "--delta must be a number from 0 to below 1 (got {delta})": {
        "de": "--delta muss eine Zahl von 0 bis unter 1 sein (angegeben: {delta})",
        "zh": "--delta 必须是不小于 0 且小于 1 的数（实际为 {delta}）",
        "el": "το --delta πρέπει να είναι αριθμός από 0 έως κάτω από 1 (δόθηκε {delta})"},
    "leave it out for {default}, or give 0 for Laplace-only releases": {
        "de": "lassen Sie es weg für {default}, oder geben Sie 0 für Veröffentlichungen nur mit Laplace an",
        "zh": "省略即为 {default}；若只用 Laplace 发布，请给出 0",
        "el": "παραλείψτε το για {default} ή δώστε 0 για δημοσιεύσεις μόνο με Laplace"},
    "--new-population needs --reason: why these people are a different population (it is recorded in the ledger)": {
        "de": "--new-population braucht --reason: warum diese Personen eine andere Population sind (es wird im "
              "Budgetbuch festgehalten)",
        "zh": "--new-population 需要 --reason：说明这些人为何是另一个人群（该理由会记录在预算账本中）",
        "el": "το --new-population χρειάζεται --reason: γιατί αυτά τα πρόσωπα είναι διαφορετικός πληθυσμός "
              "(καταγράφεται στο βιβλίο προϋπολογισμού)"},
    "give either --population (part of a known population) or --new-population, not both": {
        "de": "geben Sie entweder --population (Teil einer bekannten Population) oder --new-population an, nicht beides",
        "zh": "请只给出 --population（属于某个已知人群）或 --new-population 之一，不要同时给出",
        "el": "δώστε είτε --population (μέρος γνωστού πληθυσμού) είτε --new-population, όχι και τα δύο"},
    "{name}: {population}.": {"de": "{name}: {population}.", "zh": "{name}：{population}。",
                              "el": "{name}: {population}."},
    "Lifetime budget of population {population}… set to epsilon {epsilon}, delta {delta}.": {
        "de": "Gesamtbudget der Population {population}… auf Epsilon {epsilon}, Delta {delta} gesetzt.",
        "zh": "人群 {population}… 的总预算已设为 epsilon {epsilon}、delta {delta}。",
        "el": "Ο συνολικός προϋπολογισμός του πληθυσμού {population}… ορίστηκε σε epsilon {epsilon}, delta {delta}."},
    "No lifetime budget is set: releases are refused until one is (dpstudio ledger set-budget --data FILE --plan PLAN "
    "--epsilon E).": {
        "de": "Kein Gesamtbudget festgelegt: Veröffentlichungen werden abgelehnt, bis eines festgelegt ist (dpstudio "
              "ledger set-budget --data FILE --plan PLAN --epsilon E).",
        "zh": "尚未设置总预算：在设置之前，发布会被拒绝（dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E）。",
        "el": "Δεν έχει οριστεί συνολικός προϋπολογισμός: οι δημοσιεύσεις απορρίπτονται μέχρι να οριστεί (dpstudio "
              "ledger set-budget --data FILE --plan PLAN --epsilon E)."},
    "Ledger: {path}": {"de": "Budgetbuch: {path}", "zh": "预算账本：{path}", "el": "Βιβλίο προϋπολογισμού: {path}"},
    "Known populations it may belong to (add --population ID, or declare --new-population --reason ...):": {
        "de": "Bekannte Populationen, zu denen sie gehören könnte (fügen Sie --population ID hinzu oder erklären Sie "
              "--new-population --reason ...):",
        "zh": "它可能属于的已知人群（请添加 --population ID，或声明 --new-population --reason ...）：",
        "el": "Γνωστοί πληθυσμοί στους οποίους μπορεί να ανήκει (προσθέστε --population ID ή δηλώστε --new-population "
              "--reason ...):"},
    "  {id} first seen in {source} on {date} (about {people} people)": {
        "de": "  {id} zuerst gesehen in {source} am {date} (etwa {people} Personen)",
        "zh": "  {id} 于 {date} 首次见于 {source}（约 {people} 人）",
        "el": "  {id} πρωτοεμφανίστηκε στο {source} στις {date} (περίπου {people} πρόσωπα)"},
    "Population {population}…; fingerprint in its releases: {fingerprint}": {
        "de": "Population {population}…; Fingerabdruck in ihren Veröffentlichungen: {fingerprint}",
        "zh": "人群 {population}…；其发布中的指纹：{fingerprint}",
        "el": "Πληθυσμός {population}…· αποτύπωμα στις δημοσιεύσεις του: {fingerprint}"},
    "  #{seq} {created} by {user}: epsilon {epsilon}, delta {delta}{rho} -> {folder} [{state}]": {
        "de": "  #{seq} {created} von {user}: Epsilon {epsilon}, Delta {delta}{rho} -> {folder} [{state}]",
        "zh": "  #{seq} {created}（{user}）：epsilon {epsilon}，delta {delta}{rho} -> {folder} [{state}]",
        "el": "  #{seq} {created} από {user}: epsilon {epsilon}, delta {delta}{rho} -> {folder} [{state}]"},
    "complete": {"de": "vollständig", "zh": "完成", "el": "πλήρης"},
    " (zCDP rho {rho})": {"de": " (zCDP-Rho {rho})", "zh": "（zCDP rho {rho}）", "el": " (zCDP rho {rho})"},
    "  declared part of this population from {source} on {date} by {user}": {
        "de": "  als Teil dieser Population erklärt aus {source} am {date} von {user}",
        "zh": "  于 {date} 由 {user} 根据 {source} 声明为此人群的一部分",
        "el": "  δηλώθηκε μέρος αυτού του πληθυσμού από το {source} στις {date} από {user}"},
    "Declared a new population from {source} on {date} by {user}: {reason}": {
        "de": "Als neue Population erklärt aus {source} am {date} von {user}: {reason}",
        "zh": "于 {date} 由 {user} 根据 {source} 声明为新人群：{reason}",
        "el": "Δηλώθηκε νέος πληθυσμός από το {source} στις {date} από {user}: {reason}"},
    "  people added from {source} on {date} by {user} ({share} in common)": {
        "de": "  Personen hinzugefügt aus {source} am {date} von {user} ({share} gemeinsam)",
        "zh": "  于 {date} 由 {user} 从 {source} 添加了人员（{share} 相同）",
        "el": "  προστέθηκαν πρόσωπα από το {source} στις {date} από {user} ({share} κοινά)"},
    "First seen in {source} on {date} by {user} (about {people} people)": {
        "de": "Zuerst gesehen in {source} am {date} von {user} (etwa {people} Personen)",
        "zh": "于 {date} 由 {user} 首次见于 {source}（约 {people} 人）",
        "el": "Πρωτοεμφανίστηκε στο {source} στις {date} από {user} (περίπου {people} πρόσωπα)"},
    "Lifetime budget: epsilon {epsilon}, delta {delta}; spent epsilon {spent_epsilon}, delta {spent_delta}; left "
    "epsilon {left_epsilon}, delta {left_delta}.": {
        "de": "Gesamtbudget: Epsilon {epsilon}, Delta {delta}; verbraucht Epsilon {spent_epsilon}, Delta "
              "{spent_delta}; übrig Epsilon {left_epsilon}, Delta {left_delta}.",
        "zh": "总预算：epsilon {epsilon}，delta {delta}；已消耗 epsilon {spent_epsilon}，delta {spent_delta}；"
              "剩余 epsilon {left_epsilon}，delta {left_delta}。",
        "el": "Συνολικός προϋπολογισμός: epsilon {epsilon}, delta {delta}· δαπανήθηκαν epsilon {spent_epsilon}, "
              "delta {spent_delta}· απομένουν epsilon {left_epsilon}, delta {left_delta}."},
    " (was {epsilon})": {"de": " (vorher {epsilon})", "zh": "（原为 {epsilon}）", "el": " (ήταν {epsilon})"},
    "  budget #{seq} {created} by {user}: epsilon {epsilon}{was}: {reason}": {
        "de": "  Budget #{seq} {created} von {user}: Epsilon {epsilon}{was}: {reason}",
        "zh": "  预算 #{seq} {created}（{user}）：epsilon {epsilon}{was}：{reason}",
        "el": "  προϋπολογισμός #{seq} {created} από {user}: epsilon {epsilon}{was}: {reason}"},
    "  budget #{seq} {created} by {user}: epsilon {epsilon}{was}": {
        "de": "  Budget #{seq} {created} von {user}: Epsilon {epsilon}{was}",
        "zh": "  预算 #{seq} {created}（{user}）：epsilon {epsilon}{was}",
        "el": "  προϋπολογισμός #{seq} {created} από {user}: epsilon {epsilon}{was}"},
    # risk/text.py describe_risk: the figures for the terminal (the app's panel has its own, in risk_texts)
    "Re-identification risk over {columns} ({units}, {classes}) — for your eyes only, never released": {
        "de": "Re-Identifikationsrisiko über {columns} ({units}, {classes}) — nur für Ihre Augen, nie veröffentlicht",
        "zh": "基于 {columns} 的再识别风险（{units}，{classes}）——仅供您本人查看，从不发布",
        "el": "Κίνδυνος επαναταυτοποίησης ως προς {columns} ({units}, {classes}) — μόνο για τα μάτια σας, δεν "
              "δημοσιεύεται ποτέ"},
    "{count} records": {"de": ("{count} Datensatz", "{count} Datensätze"), "zh": "{count} 条记录",
                        "el": ("{count} εγγραφή", "{count} εγγραφές")},
    "{count} classes": {"de": ("{count} Klasse", "{count} Klassen"), "zh": "{count} 个等价类",
                        "el": ("{count} κλάση", "{count} κλάσεις")},
    "The table is {k}-anonymous: the smallest class has {size}.": {
        "de": "Die Tabelle ist {k}-anonym: die kleinste Klasse hat {size}.",
        "zh": "该表满足 {k}-匿名：最小的等价类有 {size}。",
        "el": "Ο πίνακας είναι {k}-ανώνυμος: η μικρότερη κλάση έχει {size}."},
    "Unique records (class of one): {count} ({share})": {
        "de": "Eindeutige Datensätze (Klasse aus einem): {count} ({share})", "zh": "唯一记录（只有一条的等价类）：{count}（{share}）",
        "el": "Μοναδικές εγγραφές (κλάση ενός): {count} ({share})"},
    "Unique people (class of one): {count} ({share})": {
        "de": "Eindeutige Personen (Klasse aus einer): {count} ({share})", "zh": "唯一的人（只有一人的等价类）：{count}（{share}）",
        "el": "Μοναδικά πρόσωπα (κλάση ενός): {count} ({share})"},
    "Records in classes smaller than {limit}: {count} ({share})": {
        "de": "Datensätze in Klassen mit weniger als {limit}: {count} ({share})",
        "zh": "位于小于 {limit} 的等价类中的记录：{count}（{share}）",
        "el": "Εγγραφές σε κλάσεις μικρότερες από {limit}: {count} ({share})"},
    "People in classes smaller than {limit}: {count} ({share})": {
        "de": "Personen in Klassen mit weniger als {limit}: {count} ({share})",
        "zh": "位于小于 {limit} 的等价类中的人：{count}（{share}）",
        "el": "Πρόσωπα σε κλάσεις μικρότερες από {limit}: {count} ({share})"},
    "Prosecutor risk: highest {highest}, average {average}": {
        "de": "Prosecutor-Risiko: höchstes {highest}, durchschnittliches {average}",
        "zh": "检察官风险：最高 {highest}，平均 {average}",
        "el": "Κίνδυνος εισαγγελέα: μέγιστος {highest}, μέσος {average}"},
    "Records with risk above {threshold}: {count} ({share})": {
        "de": "Datensätze mit Risiko über {threshold}: {count} ({share})", "zh": "风险高于 {threshold} 的记录：{count}（{share}）",
        "el": "Εγγραφές με κίνδυνο πάνω από {threshold}: {count} ({share})"},
    "People with risk above {threshold}: {count} ({share})": {
        "de": "Personen mit Risiko über {threshold}: {count} ({share})", "zh": "风险高于 {threshold} 的人：{count}（{share}）",
        "el": "Πρόσωπα με κίνδυνο πάνω από {threshold}: {count} ({share})"},
    "'{column}': smallest l-diversity {l}; {count} records ({share}) are in a class where everyone has the same "
    "value": {
        "de": ("'{column}': kleinste l-Diversität {l}; {count} Datensatz ({share}) liegt in einer Klasse, in der alle "
               "denselben Wert haben",
               "'{column}': kleinste l-Diversität {l}; {count} Datensätze ({share}) liegen in einer Klasse, in der "
               "alle denselben Wert haben"),
        "zh": "'{column}'：最小 l-多样性 {l}；{count} 条记录（{share}）位于所有人取值都相同的等价类中",
        "el": ("'{column}': ελάχιστη l-ποικιλομορφία {l}· {count} εγγραφή ({share}) βρίσκεται σε κλάση όπου όλοι "
               "έχουν την ίδια τιμή",
               "'{column}': ελάχιστη l-ποικιλομορφία {l}· {count} εγγραφές ({share}) βρίσκονται σε κλάση όπου όλοι "
               "έχουν την ίδια τιμή")},
    "'{column}': smallest l-diversity {l}; {count} people ({share}) are in a class where everyone has the same "
    "value": {
        "de": ("'{column}': kleinste l-Diversität {l}; {count} Person ({share}) liegt in einer Klasse, in der alle "
               "denselben Wert haben",
               "'{column}': kleinste l-Diversität {l}; {count} Personen ({share}) liegen in einer Klasse, in der alle "
               "denselben Wert haben"),
        "zh": "'{column}'：最小 l-多样性 {l}；{count} 人（{share}）位于所有人取值都相同的等价类中",
        "el": ("'{column}': ελάχιστη l-ποικιλομορφία {l}· {count} πρόσωπο ({share}) βρίσκεται σε κλάση όπου όλοι "
               "έχουν την ίδια τιμή",
               "'{column}': ελάχιστη l-ποικιλομορφία {l}· {count} πρόσωπα ({share}) βρίσκονται σε κλάση όπου όλοι "
               "έχουν την ίδια τιμή")},
    "Unique records when only these are known:": {
        "de": "Eindeutige Datensätze, wenn nur diese bekannt sind:", "zh": "仅知道这些时的唯一记录：",
        "el": "Μοναδικές εγγραφές όταν είναι γνωστά μόνο αυτά:"},
    "Unique people when only these are known:": {
        "de": "Eindeutige Personen, wenn nur diese bekannt sind:", "zh": "仅知道这些时的唯一的人：",
        "el": "Μοναδικά πρόσωπα όταν είναι γνωστά μόνο αυτά:"},
    "  {columns}: {count} ({share})": {"de": "  {columns}: {count} ({share})", "zh": "  {columns}：{count}（{share}）",
                                       "el": "  {columns}: {count} ({share})"},
    "Unique records without one quasi-identifier (a big drop means it drives uniqueness):": {
        "de": "Eindeutige Datensätze ohne einen Quasi-Identifikator (ein großer Rückgang heißt, dass er die "
              "Eindeutigkeit treibt):",
        "zh": "去掉一个准标识符后的唯一记录（降幅大说明它是造成唯一性的主要原因）：",
        "el": "Μοναδικές εγγραφές χωρίς ένα οιονεί αναγνωριστικό (μεγάλη πτώση σημαίνει ότι αυτό οδηγεί τη "
              "μοναδικότητα):"},
    "Unique people without one quasi-identifier (a big drop means it drives uniqueness):": {
        "de": "Eindeutige Personen ohne einen Quasi-Identifikator (ein großer Rückgang heißt, dass er die "
              "Eindeutigkeit treibt):",
        "zh": "去掉一个准标识符后的唯一的人（降幅大说明它是造成唯一性的主要原因）：",
        "el": "Μοναδικά πρόσωπα χωρίς ένα οιονεί αναγνωριστικό (μεγάλη πτώση σημαίνει ότι αυτό οδηγεί τη "
              "μοναδικότητα):"},
    "  without {column}: {share}": {"de": "  ohne {column}: {share}", "zh": "  去掉 {column}：{share}",
                                    "el": "  χωρίς {column}: {share}"},
    "Class sizes: {sizes}{more}": {"de": "Klassengrößen: {sizes}{more}", "zh": "等价类大小：{sizes}{more}",
                                   "el": "Μεγέθη κλάσεων: {sizes}{more}"},
    # cli_parser.py, cli_sources.add_source_options: `dpstudio --help` and each command's (a literal % is %%)
    "Publish statistics about patients under differential privacy.": {
        "de": "Statistiken über Patientinnen und Patienten unter Differential Privacy veröffentlichen.",
        "zh": "在差分隐私保护下发布关于患者的统计数据。",
        "el": "Δημοσίευση στατιστικών για ασθενείς με διαφορική ιδιωτικότητα."},
    "show program's version number and exit": {
        "de": "die Versionsnummer des Programms zeigen und beenden", "zh": "显示程序的版本号并退出",
        "el": "εμφάνιση του αριθμού έκδοσης του προγράμματος και έξοδος"},
    "open the app offscreen, release the sample into a temporary folder, check it, exit": {
        "de": "die App ohne Bildschirm öffnen, das Beispiel in einen temporären Ordner veröffentlichen, prüfen, beenden",
        "zh": "在屏幕外打开应用，将示例发布到临时文件夹，检查后退出",
        "el": "άνοιγμα της εφαρμογής εκτός οθόνης, δημοσίευση του παραδείγματος σε προσωρινό φάκελο, έλεγχος, έξοδος"},
    "run a release plan on a table and write the release": {
        "de": "einen Veröffentlichungsplan auf eine Tabelle anwenden und die Veröffentlichung schreiben",
        "zh": "在表上运行发布计划并写出发布",
        "el": "εκτέλεση ενός σχεδίου δημοσίευσης σε έναν πίνακα και εγγραφή της δημοσίευσης"},
    "check a plan (and, with --data, that it fits the table)": {
        "de": "einen Plan prüfen (und mit --data, ob er zur Tabelle passt)",
        "zh": "检查计划（使用 --data 时，还检查它是否适合该表）",
        "el": "έλεγχος ενός σχεδίου (και, με --data, ότι ταιριάζει στον πίνακα)"},
    "the expected error of every query, before spending anything": {
        "de": "der erwartete Fehler jeder Abfrage, bevor etwas verbraucht wird", "zh": "在消耗任何预算之前，查看每个查询的预期误差",
        "el": "το αναμενόμενο σφάλμα κάθε ερωτήματος, πριν δαπανηθεί οτιδήποτε"},
    "the record of every release and each dataset's lifetime budget": {
        "de": "das Verzeichnis jeder Veröffentlichung und das Gesamtbudget jedes Datensatzes",
        "zh": "每次发布的记录以及每个数据集的总预算",
        "el": "το αρχείο κάθε δημοσίευσης και ο συνολικός προϋπολογισμός κάθε συνόλου δεδομένων"},
    "how re-identifiable the raw table is (for your eyes only)": {
        "de": "wie leicht die Rohtabelle zu reidentifizieren ist (nur für Sie)", "zh": "原始表被重新识别的风险有多大（仅供您本人查看）",
        "el": "πόσο επαναταυτοποιήσιμος είναι ο ακατέργαστος πίνακας (μόνο για εσάς)"},
    "the release plan": {"de": "der Veröffentlichungsplan", "zh": "发布计划", "el": "το σχέδιο δημοσίευσης"},
    "a new folder for the release files": {
        "de": "ein neuer Ordner für die Dateien der Veröffentlichung", "zh": "用于存放发布文件的新文件夹",
        "el": "ένας νέος φάκελος για τα αρχεία της δημοσίευσης"},
    "who publishes, as the report should show it (e.g. an organisation); overrides the plan's publisher. Without one "
    "the report names no one": {
        "de": "wer veröffentlicht, so wie der Bericht es zeigen soll (z. B. eine Organisation); ersetzt die Angabe im "
              "Plan. Ohne sie nennt der Bericht niemanden",
        "zh": "发布者，按报告中应显示的方式填写（例如某个机构）；会覆盖计划中的发布者。不填写时，报告不署任何名称",
        "el": "ποιος δημοσιεύει, όπως πρέπει να φαίνεται στην αναφορά (π.χ. ένας οργανισμός)· αντικαθιστά τον "
              "εκδότη του σχεδίου. Χωρίς αυτόν η αναφορά δεν κατονομάζει κανέναν"},
    "the language of what dpstudio says here (results, notes, errors, this help): {languages}{more} (default: "
    "$DPSTUDIO_LANGUAGE, else the locale: $LC_ALL, $LC_MESSAGES or $LANG, else en). --json output stays English": {
        "de": "die Sprache dessen, was dpstudio hier sagt (Ergebnisse, Hinweise, Fehler, diese Hilfe): "
              "{languages}{more} (Vorgabe: $DPSTUDIO_LANGUAGE, sonst das Gebietsschema: $LC_ALL, $LC_MESSAGES oder "
              "$LANG, sonst en). Die Ausgabe von --json bleibt englisch",
        "zh": "dpstudio 在此所用的语言（结果、说明、错误、本帮助）：{languages}{more}（默认：$DPSTUDIO_LANGUAGE，"
              "否则为区域设置：$LC_ALL、$LC_MESSAGES 或 $LANG，否则为 en）。--json 的输出保持英文",
        "el": "η γλώσσα όσων λέει εδώ το dpstudio (αποτελέσματα, σημειώσεις, σφάλματα, αυτή η βοήθεια): "
              "{languages}{more} (προεπιλογή: $DPSTUDIO_LANGUAGE, αλλιώς οι τοπικές ρυθμίσεις: $LC_ALL, $LC_MESSAGES "
              "ή $LANG, αλλιώς en). Η έξοδος του --json μένει στα αγγλικά"},
    "; the report is written in it too, and the language recorded in release.json, whose fields stay English": {
        "de": "; auch der Bericht wird in ihr geschrieben und die Sprache in release.json festgehalten, dessen Felder "
              "englisch bleiben",
        "zh": "；报告也以该语言撰写，并在 release.json 中记录该语言（其字段名保持英文）",
        "el": "· σε αυτήν γράφεται και η αναφορά, και η γλώσσα καταγράφεται στο release.json, του οποίου τα πεδία "
              "μένουν στα αγγλικά"},
    "the ledger file (default: $DPSTUDIO_LEDGER or ledger.sqlite in your data folder)": {
        "de": "die Budgetbuch-Datei (Vorgabe: $DPSTUDIO_LEDGER oder ledger.sqlite in Ihrem Datenordner)",
        "zh": "预算账本文件（默认：$DPSTUDIO_LEDGER，或您数据文件夹中的 ledger.sqlite）",
        "el": "το αρχείο του βιβλίου προϋπολογισμού (προεπιλογή: $DPSTUDIO_LEDGER ή ledger.sqlite στον φάκελο "
              "δεδομένων σας)"},
    "declare the table's people part of this known population (its id, or the start of it; see ledger show): charged "
    "to its lifetime budget, and recorded": {
        "de": "die Personen der Tabelle als Teil dieser bekannten Population erklären (ihre Kennung oder deren "
              "Anfang; siehe ledger show): wird deren Gesamtbudget belastet und festgehalten",
        "zh": "声明该表中的人属于这个已知人群（其 ID 或 ID 的开头；见 ledger show）：计入该人群的总预算，并予以记录",
        "el": "δήλωση ότι τα πρόσωπα του πίνακα ανήκουν σε αυτόν τον γνωστό πληθυσμό (το αναγνωριστικό του ή την "
              "αρχή του· βλ. ledger show): χρεώνεται στον συνολικό του προϋπολογισμό και καταγράφεται"},
    "save how --data is read (its reading schema) into the plan file, if it has none": {
        "de": "speichern, wie --data gelesen wird (sein Leseschema), in der Plandatei, falls diese keines hat",
        "zh": "将 --data 的读取方式（其读取模式）保存到计划文件中（如果计划中还没有）",
        "el": "αποθήκευση του τρόπου ανάγνωσης του --data (το σχήμα ανάγνωσής του) στο αρχείο του σχεδίου, αν δεν "
              "έχει ήδη"},
    "the interval's level (default 0.95)": {
        "de": "das Niveau des Intervalls (Vorgabe 0.95)", "zh": "区间的置信水平（默认 0.95）",
        "el": "το επίπεδο του διαστήματος (προεπιλογή 0.95)"},
    "print the figures as JSON": {"de": "die Zahlen als JSON ausgeben", "zh": "以 JSON 格式输出数字",
                                  "el": "εκτύπωση των αριθμών ως JSON"},
    "set the lifetime budget of a population (a table's people)": {
        "de": "das Gesamtbudget einer Population festlegen (der Personen einer Tabelle)",
        "zh": "设置某个人群（一张表中的人）的总预算",
        "el": "ορισμός του συνολικού προϋπολογισμού ενός πληθυσμού (των προσώπων ενός πίνακα)"},
    "the lifetime epsilon: the most all releases of these people may spend together": {
        "de": "das Gesamt-Epsilon: das Höchste, was alle Veröffentlichungen über diese Personen zusammen verbrauchen "
              "dürfen",
        "zh": "总 epsilon：关于这些人的所有发布合计最多可以消耗的量",
        "el": "το συνολικό epsilon: το μέγιστο που μπορούν να δαπανήσουν μαζί όλες οι δημοσιεύσεις για αυτά τα "
              "πρόσωπα"},
    "the lifetime delta: the most delta all releases of these people may spend together (default: {default}, as in "
    "the app; only Gaussian noise spends delta; 0 for Laplace-only releases)": {
        "de": "das Gesamt-Delta: das höchste Delta, das alle Veröffentlichungen über diese Personen zusammen "
              "verbrauchen dürfen (Vorgabe: {default}, wie in der App; nur Gauß-Rauschen verbraucht Delta; 0 für "
              "Veröffentlichungen nur mit Laplace)",
        "zh": "总 delta：关于这些人的所有发布合计最多可以消耗的 delta（默认：{default}，与应用中相同；只有高斯噪声会消耗 "
              "delta；仅用拉普拉斯噪声的发布可设为 0）",
        "el": "το συνολικό delta: το μέγιστο delta που μπορούν να δαπανήσουν μαζί όλες οι δημοσιεύσεις για αυτά τα "
              "πρόσωπα (προεπιλογή: {default}, όπως στην εφαρμογή· μόνο ο θόρυβος Gauss δαπανά delta· 0 για "
              "δημοσιεύσεις μόνο με Laplace)"},
    "why (required to raise a budget; giving it is the confirmation); recorded in the ledger": {
        "de": "warum (nötig, um ein Budget zu erhöhen; sie anzugeben ist die Bestätigung); wird im Budgetbuch "
              "festgehalten",
        "zh": "理由（提高预算时必须填写；填写即表示确认）；会记入预算账本",
        "el": "γιατί (απαιτείται για την αύξηση προϋπολογισμού· η αιτία είναι και η επιβεβαίωση)· καταγράφεται στο "
              "βιβλίο προϋπολογισμού"},
    "declare these people a different population from the one they match (needs --reason, which is recorded)": {
        "de": "diese Personen zu einer anderen Population erklären als der, der sie entsprechen (braucht --reason, "
              "das festgehalten wird)",
        "zh": "声明这些人是与其匹配的人群不同的另一个人群（需要 --reason，理由会被记录）",
        "el": "δήλωση ότι αυτά τα πρόσωπα είναι διαφορετικός πληθυσμός από εκείνον με τον οποίο ταιριάζουν (χρειάζεται "
              "--reason, που καταγράφεται)"},
    "list a population's releases, budget changes and what remains": {
        "de": "die Veröffentlichungen, Budgetänderungen und das Übrige einer Population auflisten",
        "zh": "列出某个人群的发布、预算更改和剩余预算",
        "el": "κατάλογος των δημοσιεύσεων, των αλλαγών προϋπολογισμού και του υπολοίπου ενός πληθυσμού"},
    "check that no ledger record was changed or removed, and that every release folder it recorded is as it was "
    "delivered": {
        "de": "prüfen, dass kein Eintrag des Budgetbuchs geändert oder entfernt wurde und jeder darin verzeichnete "
              "Veröffentlichungsordner so ist, wie er ausgeliefert wurde",
        "zh": "检查预算账本中没有任何记录被更改或删除，且其记录的每个发布文件夹都与交付时一致",
        "el": "έλεγχος ότι καμία εγγραφή του βιβλίου προϋπολογισμού δεν άλλαξε ούτε αφαιρέθηκε και ότι κάθε φάκελος "
              "δημοσίευσης που καταγράφει είναι όπως παραδόθηκε"},
    "the data office's public key, which recipients check its releases with (made on first use)": {
        "de": "der öffentliche Schlüssel der Datenstelle, mit dem Empfänger ihre Veröffentlichungen prüfen (beim ersten "
              "Gebrauch erzeugt)",
        "zh": "数据管理部门的公钥，接收方用它检查其发布（首次使用时生成）",
        "el": "το δημόσιο κλειδί του γραφείου δεδομένων, με το οποίο οι παραλήπτες ελέγχουν τις δημοσιεύσεις του "
              "(δημιουργείται στην πρώτη χρήση)"},
    "write it to this new file (default: print it)": {
        "de": "in diese neue Datei schreiben (Vorgabe: ausgeben)",
        "zh": "写入这个新文件（默认：打印出来）",
        "el": "εγγραφή σε αυτό το νέο αρχείο (προεπιλογή: εκτύπωση)"},
    "check that a release folder is what was published: its files, its signature, and the ledger's record of it": {
        "de": "prüfen, dass ein Veröffentlichungsordner das ist, was veröffentlicht wurde: seine Dateien, seine "
              "Signatur und der Eintrag des Budgetbuchs dazu",
        "zh": "检查发布文件夹是否就是所发布的内容：其文件、其签名以及预算账本中对它的记录",
        "el": "έλεγχος ότι ένας φάκελος δημοσίευσης είναι αυτό που δημοσιεύτηκε: τα αρχεία του, η υπογραφή του και "
              "η εγγραφή του στο βιβλίο προϋπολογισμού"},
    "the release's folder (the one holding SHA256SUMS)": {
        "de": "der Ordner der Veröffentlichung (der mit SHA256SUMS)",
        "zh": "发布的文件夹（包含 SHA256SUMS 的那个）",
        "el": "ο φάκελος της δημοσίευσης (αυτός που περιέχει το SHA256SUMS)"},
    "the data office's public key, as you got it from the office: the release must be signed with it (without it, "
    "the key in the folder's public-key.pem is used, and its fingerprint printed)": {
        "de": "der öffentliche Schlüssel der Datenstelle, wie Sie ihn von ihr erhalten haben: die Veröffentlichung muss "
              "damit signiert sein (ohne ihn wird der Schlüssel in public-key.pem des Ordners verwendet und sein "
              "Fingerabdruck ausgegeben)",
        "zh": "您从数据管理部门获得的公钥：发布必须用它签名（不给出时，使用文件夹中 public-key.pem 的密钥，并打印其指纹）",
        "el": "το δημόσιο κλειδί του γραφείου δεδομένων, όπως το λάβατε από αυτό: η δημοσίευση πρέπει να είναι "
              "υπογεγραμμένη με αυτό (χωρίς αυτό χρησιμοποιείται το κλειδί του public-key.pem του φακέλου και "
              "τυπώνεται το αποτύπωμά του)"},
    "check against this ledger's record of the release too (default: $DPSTUDIO_LEDGER or ledger.sqlite in your data "
    "folder, if there is one)": {
        "de": "auch mit dem Eintrag dieses Budgetbuchs zur Veröffentlichung vergleichen (Vorgabe: $DPSTUDIO_LEDGER "
              "oder ledger.sqlite in Ihrem Datenordner, falls vorhanden)",
        "zh": "同时与该预算账本中对此发布的记录核对（默认：$DPSTUDIO_LEDGER 或您数据文件夹中的 ledger.sqlite，如有）",
        "el": "έλεγχος και με την εγγραφή αυτού του βιβλίου προϋπολογισμού για τη δημοσίευση (προεπιλογή: "
              "$DPSTUDIO_LEDGER ή το ledger.sqlite στον φάκελο δεδομένων σας, αν υπάρχει)"},
    "a head that `ledger verify` printed earlier and you wrote down elsewhere: check that the ledger still holds it": {
        "de": "ein Kopf, den `ledger verify` früher ausgegeben und Sie anderswo notiert haben: prüfen, dass das "
              "Budgetbuch ihn noch enthält",
        "zh": "`ledger verify` 之前输出、您记录在别处的账本头：检查预算账本仍包含它",
        "el": "μια κεφαλή που τύπωσε νωρίτερα το `ledger verify` και σημειώσατε αλλού: έλεγχος ότι το βιβλίο "
              "προϋπολογισμού την περιέχει ακόμη"},
    "take the privacy unit (whose people) from this plan": {
        "de": "die Schutzeinheit (wessen Personen) aus diesem Plan nehmen", "zh": "从该计划中获取隐私保护单位（谁是受保护的人）",
        "el": "λήψη της μονάδας προστασίας (ποιων τα πρόσωπα) από αυτό το σχέδιο"},
    "the column that identifies a person": {
        "de": "die Spalte, die eine Person identifiziert", "zh": "标识个人的列",
        "el": "η στήλη που ταυτοποιεί ένα πρόσωπο"},
    "the quasi-identifiers": {"de": "die Quasi-Identifikatoren", "zh": "准标识符", "el": "τα οιονεί αναγνωριστικά"},
    "sensitive columns for l-diversity": {
        "de": "sensible Spalten für die l-Diversität", "zh": "用于 l-多样性的敏感列",
        "el": "ευαίσθητες στήλες για την l-ποικιλομορφία"},
    "count records whose risk (1 / class size) is above this (default 0.2)": {
        "de": "Datensätze zählen, deren Risiko (1 / Klassengröße) darüber liegt (Vorgabe 0.2)",
        "zh": "统计风险（1 / 等价类大小）高于该值的记录数（默认 0.2）",
        "el": "καταμέτρηση των εγγραφών των οποίων ο κίνδυνος (1 / μέγεθος κλάσης) είναι πάνω από αυτό "
              "(προεπιλογή 0.2)"},
    "count people, not rows: the column that identifies a person (rows without an id are left out)": {
        "de": "Personen zählen, nicht Zeilen: die Spalte, die eine Person identifiziert (Zeilen ohne Kennung werden "
              "weggelassen)",
        "zh": "按人计数而不是按行：标识个人的列（没有标识的行会被略去）",
        "el": "καταμέτρηση προσώπων, όχι γραμμών: η στήλη που ταυτοποιεί ένα πρόσωπο (οι γραμμές χωρίς αναγνωριστικό "
              "παραλείπονται)"},
    "with --person-rule first or last: the column ordering each person's rows (missing values last; without it, "
    "file order)": {
        "de": "mit --person-rule first oder last: die Spalte, nach der die Zeilen jeder Person geordnet werden "
              "(fehlende Werte zuletzt; ohne sie die Reihenfolge der Datei)",
        "zh": "与 --person-rule first 或 last 一起使用：对每个人的行排序所依据的列（缺失值排在最后；不指定时按文件顺序）",
        "el": "με --person-rule first ή last: η στήλη που ταξινομεί τις γραμμές κάθε προσώπου (οι τιμές που λείπουν "
              "στο τέλος· χωρίς αυτήν, η σειρά του αρχείου)"},
    "with --person: read a person's quasi-identifiers as the set of the combinations on all their rows (set, the "
    "default and the stricter), or as those on their first or last row": {
        "de": "mit --person: die Quasi-Identifikatoren einer Person als Menge der Kombinationen auf all ihren Zeilen "
              "lesen (set, die Vorgabe und die strengere Wahl) oder als die auf ihrer ersten oder letzten Zeile",
        "zh": "与 --person 一起使用：将一个人的准标识符视为其所有行上组合的集合（set，默认且更严格），或视为其第一行或"
              "最后一行上的组合",
        "el": "με --person: ανάγνωση των οιονεί αναγνωριστικών ενός προσώπου ως το σύνολο των συνδυασμών σε όλες τις "
              "γραμμές του (set, η προεπιλογή και η αυστηρότερη) ή ως εκείνων στην πρώτη ή την τελευταία του γραμμή"},
    "the table: a CSV/TSV, Excel, Parquet, SPSS, SAS or Stata file, or a database URL (postgresql://USER@HOST:PORT/DB; "
    "the password comes from $DPSTUDIO_DB_PASSWORD, $PGPASSWORD or a prompt, never the URL){optional}": {
        "de": "die Tabelle: eine CSV/TSV-, Excel-, Parquet-, SPSS-, SAS- oder Stata-Datei oder eine Datenbank-URL "
              "(postgresql://USER@HOST:PORT/DB; das Passwort kommt aus $DPSTUDIO_DB_PASSWORD, $PGPASSWORD oder einer "
              "Abfrage am Terminal, nie aus der URL){optional}",
        "zh": "表：CSV/TSV、Excel、Parquet、SPSS、SAS 或 Stata 文件，或数据库 URL（postgresql://USER@HOST:PORT/DB；"
              "密码来自 $DPSTUDIO_DB_PASSWORD、$PGPASSWORD 或提示输入，绝不来自 URL）{optional}",
        "el": "ο πίνακας: ένα αρχείο CSV/TSV, Excel, Parquet, SPSS, SAS ή Stata, ή ένα URL βάσης δεδομένων "
              "(postgresql://USER@HOST:PORT/DB· ο κωδικός πρόσβασης έρχεται από το $DPSTUDIO_DB_PASSWORD, το "
              "$PGPASSWORD ή από ερώτηση στο τερματικό, ποτέ από το URL){optional}"},
    " (optional)": {"de": " (optional)", "zh": "（可选）", "el": " (προαιρετικό)"},
    "the table in the database (with --engine spark: a table, view or Parquet path)": {
        "de": "die Tabelle in der Datenbank (mit --engine spark: eine Tabelle, eine Sicht oder ein Parquet-Pfad)",
        "zh": "数据库中的表（使用 --engine spark 时：表、视图或 Parquet 路径）",
        "el": "ο πίνακας στη βάση δεδομένων (με --engine spark: ένας πίνακας, μια όψη ή μια διαδρομή Parquet)"},
    "one read-only SELECT giving the rows, instead of --table": {
        "de": "eine nur lesende SELECT-Anweisung, die die Zeilen liefert, statt --table",
        "zh": "一条只读的 SELECT 语句，给出所需的行，代替 --table",
        "el": "μία εντολή SELECT μόνο για ανάγνωση που δίνει τις γραμμές, αντί για --table"},
    "where the exact answers are computed: auto (DuckDB for Parquet, pandas for other files, the database itself for "
    "a URL), duckdb, spark or pandas": {
        "de": "wo die exakten Antworten berechnet werden: auto (DuckDB für Parquet, pandas für andere Dateien, die "
              "Datenbank selbst für eine URL), duckdb, spark oder pandas",
        "zh": "精确结果在哪里计算：auto（Parquet 用 DuckDB，其他文件用 pandas，URL 由数据库本身计算）、duckdb、spark 或 "
              "pandas",
        "el": "πού υπολογίζονται οι ακριβείς απαντήσεις: auto (DuckDB για Parquet, pandas για άλλα αρχεία, η ίδια η "
              "βάση δεδομένων για URL), duckdb, spark ή pandas"},
    "with --engine spark: local[*] (default), spark://HOST:PORT or sc://HOST:PORT": {
        "de": "mit --engine spark: local[*] (Vorgabe), spark://HOST:PORT oder sc://HOST:PORT",
        "zh": "使用 --engine spark 时：local[*]（默认）、spark://HOST:PORT 或 sc://HOST:PORT",
        "el": "με --engine spark: local[*] (προεπιλογή), spark://HOST:PORT ή sc://HOST:PORT"},
    "with DuckDB (a Parquet file, or --engine duckdb): the most memory it may use, e.g. 2GB or 512MB; what does not "
    "fit spills to a temporary folder (default: 80%% of this computer's memory)": {
        "de": "mit DuckDB (eine Parquet-Datei oder --engine duckdb): der meiste Arbeitsspeicher, den es nutzen darf, "
              "z. B. 2GB oder 512MB; was nicht passt, wird in einen temporären Ordner ausgelagert (Vorgabe: 80 %% des "
              "Arbeitsspeichers dieses Computers)",
        "zh": "使用 DuckDB 时（Parquet 文件，或 --engine duckdb）：它最多可用的内存，例如 2GB 或 512MB；放不下的部分会写入"
              "临时文件夹（默认：这台计算机内存的 80%%）",
        "el": "με DuckDB (ένα αρχείο Parquet ή --engine duckdb): η περισσότερη μνήμη που μπορεί να χρησιμοποιήσει, "
              "π.χ. 2GB ή 512MB· ό,τι δεν χωρά μεταφέρεται σε προσωρινό φάκελο (προεπιλογή: 80%% της μνήμης αυτού του "
              "υπολογιστή)"},
    "the CSV file's encoding, if detection gets it wrong (e.g. gb18030)": {
        "de": "die Kodierung der CSV-Datei, falls die Erkennung sie falsch bestimmt (z. B. gb18030)",
        "zh": "CSV 文件的编码，用于自动检测出错时（例如 gb18030）",
        "el": "η κωδικοποίηση του αρχείου CSV, αν η ανίχνευση την κάνει λάθος (π.χ. gb18030)"},
    "the CSV file's delimiter, if sniffing gets it wrong": {
        "de": "das Trennzeichen der CSV-Datei, falls die Erkennung es falsch bestimmt", "zh": "CSV 文件的分隔符，用于自动识别出错时",
        "el": "το διαχωριστικό του αρχείου CSV, αν η ανίχνευση το κάνει λάθος"},
    "the Excel sheet to read (default: the first)": {
        "de": "das zu lesende Excel-Tabellenblatt (Vorgabe: das erste)", "zh": "要读取的 Excel 工作表（默认：第一个）",
        "el": "το φύλλο Excel που θα διαβαστεί (προεπιλογή: το πρώτο)"},
}
