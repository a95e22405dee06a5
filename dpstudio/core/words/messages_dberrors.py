"""The messages of a database server's errors and of database URLs naming a file (issue 44: exact/server_errors.py,
driver_errors.py, db_connect.py, databases.py, read_only.py), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # server_errors.py: an error the server sent while rows were read
    "the database server ran out of disk space while reading {table} (the database said: {reason}); {nothing}": {
        "de": "dem Datenbankserver ist beim Lesen von {table} der Speicherplatz ausgegangen (die Datenbank meldete: "
              "{reason}); {nothing}",
        "zh": "数据库服务器在读取 {table} 时磁盘空间不足（数据库报告：{reason}）；{nothing}",
        "el": "ο διακομιστής της βάσης δεδομένων έμεινε χωρίς χώρο στον δίσκο κατά την ανάγνωση από {table} (η βάση "
              "δεδομένων ανέφερε: {reason})· {nothing}"},
    "Ask the database's administrator to free space on the server (a query that sorts or groups many rows may need "
    "room for temporary files), then try again": {
        "de": "Bitten Sie die Administration der Datenbank, auf dem Server Platz freizugeben (eine Abfrage, die viele "
              "Zeilen sortiert oder gruppiert, braucht Platz für temporäre Dateien), und versuchen Sie es dann erneut",
        "zh": "请数据库管理员在服务器上释放空间（对大量数据行排序或分组的查询需要临时文件的空间），然后重试",
        "el": "Ζητήστε από τον διαχειριστή της βάσης δεδομένων να ελευθερώσει χώρο στον διακομιστή (ένα ερώτημα που "
              "ταξινομεί ή ομαδοποιεί πολλές γραμμές χρειάζεται χώρο για προσωρινά αρχεία) και δοκιμάστε ξανά"},
    "the database server ran out of memory while reading {table} (the database said: {reason}); {nothing}": {
        "de": "dem Datenbankserver ist beim Lesen von {table} der Arbeitsspeicher ausgegangen (die Datenbank meldete: "
              "{reason}); {nothing}",
        "zh": "数据库服务器在读取 {table} 时内存不足（数据库报告：{reason}）；{nothing}",
        "el": "ο διακομιστής της βάσης δεδομένων έμεινε χωρίς μνήμη κατά την ανάγνωση από {table} (η βάση δεδομένων "
              "ανέφερε: {reason})· {nothing}"},
    "Try again when the server is less busy, or ask the database's administrator to give it more memory": {
        "de": "Versuchen Sie es erneut, wenn der Server weniger ausgelastet ist, oder bitten Sie die Administration der "
              "Datenbank, ihm mehr Arbeitsspeicher zu geben",
        "zh": "请在服务器较空闲时重试，或请数据库管理员为其增加内存",
        "el": "Δοκιμάστε ξανά όταν ο διακομιστής είναι λιγότερο φορτωμένος, ή ζητήστε από τον διαχειριστή της βάσης "
              "δεδομένων να του δώσει περισσότερη μνήμη"},
    "the database server lacked the resources to read {table} (SQLSTATE {state}; the database said: {reason}); "
    "{nothing}": {
        "de": "dem Datenbankserver fehlten die Ressourcen, um {table} zu lesen (SQLSTATE {state}; die Datenbank "
              "meldete: {reason}); {nothing}",
        "zh": "数据库服务器没有足够的资源读取 {table}（SQLSTATE {state}；数据库报告：{reason}）；{nothing}",
        "el": "ο διακομιστής της βάσης δεδομένων δεν είχε τους πόρους για να διαβάσει από {table} (SQLSTATE {state}· "
              "η βάση δεδομένων ανέφερε: {reason})· {nothing}"},
    "Try again later, or ask the database's administrator about the server's limits": {
        "de": "Versuchen Sie es später erneut, oder fragen Sie die Administration der Datenbank nach den Grenzen des "
              "Servers",
        "zh": "请稍后重试，或向数据库管理员询问服务器的限制",
        "el": "Δοκιμάστε ξανά αργότερα, ή ρωτήστε τον διαχειριστή της βάσης δεδομένων για τα όρια του διακομιστή"},
    "the database stopped reading {table} because it conflicted with another session's changes (a serialization "
    "failure; the database said: {reason}); {nothing}": {
        "de": "die Datenbank hat das Lesen von {table} abgebrochen, weil es mit den Änderungen einer anderen Sitzung in "
              "Konflikt geriet (ein Serialisierungsfehler; die Datenbank meldete: {reason}); {nothing}",
        "zh": "数据库停止读取 {table}，因为它与另一个会话的更改冲突（序列化失败；数据库报告：{reason}）；{nothing}",
        "el": "η βάση δεδομένων σταμάτησε την ανάγνωση από {table} επειδή συγκρούστηκε με τις αλλαγές άλλης συνεδρίας "
              "(αποτυχία σειριοποίησης· η βάση δεδομένων ανέφερε: {reason})· {nothing}"},
    "Try again: the conflict passes once the other session is done": {
        "de": "Versuchen Sie es erneut: Der Konflikt ist vorbei, sobald die andere Sitzung fertig ist",
        "zh": "请重试：另一个会话完成后冲突即会消失",
        "el": "Δοκιμάστε ξανά: η σύγκρουση περνά μόλις τελειώσει η άλλη συνεδρία"},
    "the database stopped reading {table} to break a deadlock with another session (the database said: {reason}); "
    "{nothing}": {
        "de": "die Datenbank hat das Lesen von {table} abgebrochen, um eine Verklemmung (Deadlock) mit einer anderen "
              "Sitzung aufzulösen (die Datenbank meldete: {reason}); {nothing}",
        "zh": "数据库为解除与另一个会话的死锁而停止读取 {table}（数据库报告：{reason}）；{nothing}",
        "el": "η βάση δεδομένων σταμάτησε την ανάγνωση από {table} για να λύσει ένα αδιέξοδο (deadlock) με άλλη "
              "συνεδρία (η βάση δεδομένων ανέφερε: {reason})· {nothing}"},
    "Try again; if it happens again, ask the database's administrator which sessions lock what the query reads": {
        "de": "Versuchen Sie es erneut; geschieht es wieder, fragen Sie die Administration der Datenbank, welche "
              "Sitzungen sperren, was die Abfrage liest",
        "zh": "请重试；如果再次发生，请向数据库管理员询问哪些会话锁定了查询所读取的内容",
        "el": "Δοκιμάστε ξανά· αν συμβεί πάλι, ρωτήστε τον διαχειριστή της βάσης δεδομένων ποιες συνεδρίες κλειδώνουν "
              "ό,τι διαβάζει το ερώτημα"},
    "the database reported an error while reading {table}; the database said: {reason} (SQLSTATE {state}); "
    "{nothing}": {
        "de": "die Datenbank meldete beim Lesen von {table} einen Fehler; die Datenbank meldete: {reason} (SQLSTATE "
              "{state}); {nothing}",
        "zh": "读取 {table} 时数据库报告了一个错误；数据库报告：{reason}（SQLSTATE {state}）；{nothing}",
        "el": "η βάση δεδομένων ανέφερε σφάλμα κατά την ανάγνωση από {table}· η βάση δεδομένων ανέφερε: {reason} "
              "(SQLSTATE {state})· {nothing}"},
    "The error comes from the database: check the query and the functions and views it calls (try it in psql), or "
    "ask the database's administrator": {
        "de": "Der Fehler kommt von der Datenbank: Prüfen Sie die Abfrage und die Funktionen und Sichten, die sie "
              "aufruft (probieren Sie sie in psql aus), oder fragen Sie die Administration der Datenbank",
        "zh": "该错误来自数据库：请检查查询及其调用的函数和视图（先在 psql 中试运行），或询问数据库管理员",
        "el": "Το σφάλμα προέρχεται από τη βάση δεδομένων: ελέγξτε το ερώτημα και τις συναρτήσεις και όψεις που καλεί "
              "(δοκιμάστε το στο psql), ή ρωτήστε τον διαχειριστή της βάσης δεδομένων"},
    # driver_errors.py: a syntax error in the query, in the server's words
    "{query} is not valid SQL: it has a syntax error; the database said: {reason}": {
        "de": "{query} ist kein gültiges SQL: es enthält einen Syntaxfehler; die Datenbank meldete: {reason}",
        "zh": "{query} 不是有效的 SQL：它有语法错误；数据库报告：{reason}",
        "el": "το {query} δεν είναι έγκυρη SQL: έχει συντακτικό σφάλμα· η βάση δεδομένων ανέφερε: {reason}"},
    "Correct the query (try it in psql first)": {
        "de": "Korrigieren Sie die Abfrage (probieren Sie sie zuerst in psql aus)",
        "zh": "请更正查询（先在 psql 中试运行）",
        "el": "Διορθώστε το ερώτημα (δοκιμάστε το πρώτα στο psql)"},
    # driver_errors.py and db_connect.py: a URL naming a database file (sqlite:///PATH)
    "the database file cannot be opened as a {scheme} database; the database said: {reason}": {
        "de": "die Datenbankdatei kann nicht als {scheme}-Datenbank geöffnet werden; die Datenbank meldete: {reason}",
        "zh": "无法将该数据库文件作为 {scheme} 数据库打开；数据库报告：{reason}",
        "el": "το αρχείο της βάσης δεδομένων δεν μπορεί να ανοιχτεί ως βάση {scheme}· η βάση δεδομένων ανέφερε: "
              "{reason}"},
    "Check that the URL names the database file itself, whole (not still being copied)": {
        "de": "Prüfen Sie, dass die URL die Datenbankdatei selbst nennt, vollständig (nicht noch beim Kopieren)",
        "zh": "请检查 URL 指向的是数据库文件本身，且文件完整（不是仍在复制中）",
        "el": "Ελέγξτε ότι το URL ονομάζει το ίδιο το αρχείο της βάσης δεδομένων, ολόκληρο (όχι ενώ ακόμη "
              "αντιγράφεται)"},
    "Check the file's path in the URL: {scheme}:///PATH, e.g. {scheme}:///home/me/hospital.db": {
        "de": "Prüfen Sie den Pfad der Datei in der URL: {scheme}:///PFAD, z. B. {scheme}:///home/me/hospital.db",
        "zh": "请检查 URL 中的文件路径：{scheme}:///路径，例如 {scheme}:///home/me/hospital.db",
        "el": "Ελέγξτε τη διαδρομή του αρχείου στο URL: {scheme}:///ΔΙΑΔΡΟΜΗ, π.χ. {scheme}:///home/me/hospital.db"},
    "the database file {path} does not exist": {
        "de": "die Datenbankdatei {path} existiert nicht", "zh": "数据库文件 {path} 不存在",
        "el": "το αρχείο της βάσης δεδομένων {path} δεν υπάρχει"},
    "{path} is a folder or a device, not a database file": {
        "de": "{path} ist ein Ordner oder ein Gerät, keine Datenbankdatei", "zh": "{path} 是文件夹或设备，不是数据库文件",
        "el": "το {path} είναι φάκελος ή συσκευή, όχι αρχείο βάσης δεδομένων"},
    "the database file {path} cannot be opened: you may not read it": {
        "de": "die Datenbankdatei {path} kann nicht geöffnet werden: Sie dürfen sie nicht lesen",
        "zh": "无法打开数据库文件 {path}：您没有读取它的权限",
        "el": "το αρχείο της βάσης δεδομένων {path} δεν μπορεί να ανοιχτεί: δεν έχετε δικαίωμα να το διαβάσετε"},
    "Ask the file's owner to let you read it": {
        "de": "Bitten Sie die Eigentümerin oder den Eigentümer der Datei, Ihnen das Lesen zu erlauben",
        "zh": "请文件的所有者允许您读取它",
        "el": "Ζητήστε από τον κάτοχο του αρχείου να σας επιτρέψει να το διαβάσετε"},
    # databases.py: --timeout out of range
    "--timeout must be a number of seconds above 0 and at most {most} (got {timeout})": {
        "de": "--timeout muss eine Anzahl Sekunden über 0 und höchstens {most} sein (angegeben: {timeout})",
        "zh": "--timeout 必须是大于 0 且不超过 {most} 的秒数（实际为 {timeout}）",
        "el": "το --timeout πρέπει να είναι αριθμός δευτερολέπτων πάνω από 0 και το πολύ {most} (δόθηκε: {timeout})"},
    # read_only.py: a query that SQLGlot reads as no statement at all ("selct a", "foo bar")
    "{query} is not valid {dialect}: it does not begin as a statement does (it begins {start})": {
        "de": "{query} ist kein gültiges {dialect}: es beginnt nicht wie eine Anweisung (es beginnt mit {start})",
        "zh": "{query} 不是有效的 {dialect}：它的开头不是一条语句（开头为 {start}）",
        "el": "το {query} δεν είναι έγκυρη {dialect}: δεν αρχίζει όπως μια εντολή (αρχίζει με {start})"},
}
