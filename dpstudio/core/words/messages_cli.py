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
    "This is a version 1 plan: it does not say how the table is read. dpstudio reads it as version 9, with the "
    "reading schema inferred from the data file.": {
        "de": "Dies ist ein Plan der Version 1: er sagt nicht, wie die Tabelle gelesen wird. dpstudio liest ihn als "
              "Version 9, mit einem aus der Datendatei abgeleiteten Leseschema.",
        "zh": "这是第 1 版计划：它没有说明如何读取该表。dpstudio 将其按第 9 版读取，读取方式从数据文件推断。",
        "el": "Αυτό είναι σχέδιο της έκδοσης 1: δεν λέει πώς διαβάζεται ο πίνακας. Το dpstudio το διαβάζει ως "
              "έκδοση 9, με τον τρόπο ανάγνωσης να συνάγεται από το αρχείο δεδομένων."},
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
}
