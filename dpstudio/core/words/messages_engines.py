"""The messages of the engines and databases (dpstudio/core/exact), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # browse.py: a database query's name in the app's title (the ledger keeps the English)
    "a query on {database}": {"de": "eine Abfrage auf {database}", "zh": "{database} 上的查询",
                              "el": "ένα ερώτημα στη βάση {database}"},
    # spark_session.py: a master that takes the connection but never starts dpstudio's application
    "the Spark master took the connection but did not start dpstudio's application within {seconds} seconds": {
        "de": "der Spark-Master hat die Verbindung angenommen, aber dpstudios Anwendung nicht "
              "innerhalb von {seconds} Sekunden gestartet",
        "zh": "Spark master 接受了连接，但没有在 {seconds} 秒内启动 dpstudio 的应用",
        "el": "ο Spark master δέχτηκε τη σύνδεση αλλά δεν ξεκίνησε την εφαρμογή του dpstudio μέσα σε "
              "{seconds} δευτερόλεπτα"},
    "Check that --spark-master names a Spark master (its port, 7077 by default, not its web page's) and that it has "
    "workers free; Spark's own log is in {log}": {
        "de": "Prüfen Sie, dass --spark-master einen Spark-Master nennt (seinen Port, standardmäßig 7077, nicht den "
              "seiner Webseite) und dass er freie Worker hat; Sparks eigenes Protokoll liegt in {log}",
        "zh": "请检查 --spark-master 指向的是 Spark master（其端口，默认 7077，而不是其网页的端口），并且它有空闲的 "
              "worker；Spark 自己的日志在 {log}",
        "el": "Ελέγξτε ότι το --spark-master ονομάζει έναν Spark master (τη θύρα του, 7077 από προεπιλογή, όχι της "
              "ιστοσελίδας του) και ότι έχει ελεύθερους workers· το αρχείο καταγραφής του ίδιου του Spark είναι "
              "στο {log}"},
    # exact/browse.py: the GUI's File → Open database…
    "the query": {"de": "die Abfrage", "zh": "查询", "el": "το ερώτημα"},
    "Type one SELECT statement that reads the rows to release, or choose a table": {
        "de": "Geben Sie eine SELECT-Anweisung ein, die die zu veröffentlichenden Zeilen liest, oder wählen Sie eine "
              "Tabelle",
        "zh": "请输入一条读取要发布的数据行的 SELECT 语句，或选择一个表",
        "el": "Πληκτρολογήστε μία εντολή SELECT που διαβάζει τις γραμμές προς δημοσίευση, ή επιλέξτε έναν πίνακα"},
    "type the database's URL first": {
        "de": "geben Sie zuerst die URL der Datenbank ein", "zh": "请先输入数据库的 URL",
        "el": "πληκτρολογήστε πρώτα το URL της βάσης δεδομένων"},
    "For example postgresql://USER@HOST:PORT/DATABASE": {
        "de": "Zum Beispiel postgresql://BENUTZER@HOST:PORT/DATENBANK", "zh": "例如 postgresql://用户@主机:端口/数据库",
        "el": "Για παράδειγμα postgresql://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ"},
    "this is not a database URL": {
        "de": "das ist keine Datenbank-URL", "zh": "这不是数据库 URL", "el": "αυτό δεν είναι URL βάσης δεδομένων"},
    "Type it as postgresql://USER@HOST:PORT/DATABASE": {
        "de": "Geben Sie sie als postgresql://BENUTZER@HOST:PORT/DATENBANK ein",
        "zh": "请按 postgresql://用户@主机:端口/数据库 的格式输入",
        "el": "Πληκτρολογήστε το ως postgresql://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ"},
    "choose a table, or type a query": {
        "de": "wählen Sie eine Tabelle, oder geben Sie eine Abfrage ein", "zh": "请选择一个表，或输入一个查询",
        "el": "επιλέξτε έναν πίνακα ή πληκτρολογήστε ένα ερώτημα"},
    "Test the connection to see the tables": {
        "de": "Testen Sie die Verbindung, um die Tabellen zu sehen", "zh": "测试连接即可看到各个表",
        "el": "Δοκιμάστε τη σύνδεση για να δείτε τους πίνακες"},

    # exact/databases.py: what --data, --table, --query and --engine name
    "--engine must be one of {engines} (got {engine})": {
        "de": "--engine muss eines von {engines} sein (angegeben: {engine})",
        "zh": "--engine 必须是 {engines} 之一（收到的是 {engine}）",
        "el": "το --engine πρέπει να είναι ένα από τα {engines} (δόθηκε {engine})"},
    "give either --table or --query, not both": {
        "de": "geben Sie entweder --table oder --query an, nicht beides", "zh": "请给出 --table 或 --query，不要同时给出",
        "el": "δώστε είτε --table είτε --query, όχι και τα δύο"},
    "--spark-master is for --engine spark": {
        "de": "--spark-master gilt nur für --engine spark", "zh": "--spark-master 仅用于 --engine spark",
        "el": "το --spark-master είναι για το --engine spark"},
    "add --engine spark, or leave --spark-master out": {
        "de": "ergänzen Sie --engine spark, oder lassen Sie --spark-master weg",
        "zh": "请添加 --engine spark，或去掉 --spark-master",
        "el": "προσθέστε --engine spark ή παραλείψτε το --spark-master"},
    "--engine {engine} is for files; a database URL is answered by the database itself": {
        "de": "--engine {engine} gilt für Dateien; eine Datenbank-URL beantwortet die Datenbank selbst",
        "zh": "--engine {engine} 用于文件；数据库 URL 由数据库自身作答",
        "el": "το --engine {engine} είναι για αρχεία· σε ένα URL βάσης δεδομένων απαντά η ίδια η βάση"},
    "Leave --engine out for a database URL": {
        "de": "Lassen Sie --engine bei einer Datenbank-URL weg", "zh": "对于数据库 URL，请去掉 --engine",
        "el": "Παραλείψτε το --engine για URL βάσης δεδομένων"},
    'a database URL needs --table SCHEMA.TABLE or --query "SELECT ..."': {
        "de": 'eine Datenbank-URL braucht --table SCHEMA.TABELLE oder --query "SELECT ..."',
        "zh": '数据库 URL 需要 --table 模式.表 或 --query "SELECT ..."',
        "el": 'ένα URL βάσης δεδομένων χρειάζεται --table ΣΧΗΜΑ.ΠΙΝΑΚΑΣ ή --query "SELECT ..."'},
    "--engine spark needs --table (a table, a view or a Parquet path) or --query": {
        "de": "--engine spark braucht --table (eine Tabelle, eine Sicht oder einen Parquet-Pfad) oder --query",
        "zh": "--engine spark 需要 --table（表、视图或 Parquet 路径）或 --query",
        "el": "το --engine spark χρειάζεται --table (πίνακα, όψη ή διαδρομή Parquet) ή --query"},
    "--table and --query are for a database URL (--data postgresql://...) or --engine spark": {
        "de": "--table und --query gelten für eine Datenbank-URL (--data postgresql://...) oder --engine spark",
        "zh": "--table 和 --query 用于数据库 URL（--data postgresql://...）或 --engine spark",
        "el": "τα --table και --query είναι για URL βάσης δεδομένων (--data postgresql://...) ή για --engine spark"},
    "--data is needed: a table file or a database URL (e.g. postgresql://USER@HOST/DB)": {
        "de": "--data wird gebraucht: eine Tabellendatei oder eine Datenbank-URL (z. B. postgresql://BENUTZER@HOST/DB)",
        "zh": "需要 --data：一个表格文件或一个数据库 URL（例如 postgresql://用户@主机/数据库）",
        "el": "χρειάζεται το --data: ένα αρχείο πίνακα ή ένα URL βάσης δεδομένων (π.χ. "
              "postgresql://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ/ΒΑΣΗ)"},
    "--memory-limit is for the DuckDB engine: a Parquet file (read by DuckDB unless --engine pandas), or any file "
    "with --engine duckdb": {
        "de": "--memory-limit gilt für DuckDB: eine Parquet-Datei (von DuckDB gelesen, außer mit --engine pandas) oder "
              "jede Datei mit --engine duckdb",
        "zh": "--memory-limit 用于 DuckDB 引擎：Parquet 文件（除非指定 --engine pandas，否则由 DuckDB 读取），或使用 "
              "--engine duckdb 的任何文件",
        "el": "το --memory-limit είναι για τη μηχανή DuckDB: ένα αρχείο Parquet (το διαβάζει η DuckDB, εκτός με "
              "--engine pandas) ή οποιοδήποτε αρχείο με --engine duckdb"},
    "leave --memory-limit out, or add --engine duckdb for a file": {
        "de": "lassen Sie --memory-limit weg, oder ergänzen Sie bei einer Datei --engine duckdb",
        "zh": "请去掉 --memory-limit，或为文件添加 --engine duckdb",
        "el": "παραλείψτε το --memory-limit ή προσθέστε --engine duckdb για ένα αρχείο"},
    "give a number and a unit, e.g. 512MB, 2GB or 1.5GiB": {
        "de": "geben Sie eine Zahl und eine Einheit an, z. B. 512MB, 2GB oder 1.5GiB",
        "zh": "请给出数字和单位，例如 512MB、2GB 或 1.5GiB",
        "el": "δώστε έναν αριθμό και μια μονάδα, π.χ. 512MB, 2GB ή 1.5GiB"},
    "--memory-limit {limit} is not a size": {
        "de": "--memory-limit {limit} ist keine Größenangabe", "zh": "--memory-limit {limit} 不是一个大小",
        "el": "το --memory-limit {limit} δεν είναι μέγεθος"},
    "--memory-limit {limit} is below the {least}MB DuckDB needs to work at all": {
        "de": "--memory-limit {limit} liegt unter den {least}MB, die DuckDB mindestens zum Arbeiten braucht",
        "zh": "--memory-limit {limit} 低于 DuckDB 运行所需的最低 {least}MB",
        "el": "το --memory-limit {limit} είναι κάτω από τα {least}MB που χρειάζεται η DuckDB για να λειτουργήσει"},
    "{url} query": {"de": "{url} Abfrage", "zh": "{url} 查询", "el": "{url} ερώτημα"},
    "{url} table {table}": {"de": "{url} Tabelle {table}", "zh": "{url} 表 {table}", "el": "{url} πίνακας {table}"},
    "the database has no table {name} that you can read": {
        "de": "die Datenbank hat keine Tabelle {name}, die Sie lesen dürfen",
        "zh": "数据库中没有您可以读取的表 {name}",
        "el": "η βάση δεδομένων δεν έχει πίνακα {name} που μπορείτε να διαβάσετε"},
    "Check the name (SCHEMA.TABLE; names are case-sensitive)": {
        "de": "Prüfen Sie den Namen (SCHEMA.TABELLE; Groß- und Kleinschreibung zählt)",
        "zh": "请检查名称（模式.表；名称区分大小写）",
        "el": "Ελέγξτε το όνομα (ΣΧΗΜΑ.ΠΙΝΑΚΑΣ· τα ονόματα διακρίνουν πεζά και κεφαλαία)"},
    "Check the name (SCHEMA.TABLE; names are case-sensitive); {tables}": {
        "de": "Prüfen Sie den Namen (SCHEMA.TABELLE; Groß- und Kleinschreibung zählt); {tables}",
        "zh": "请检查名称（模式.表；名称区分大小写）；{tables}",
        "el": "Ελέγξτε το όνομα (ΣΧΗΜΑ.ΠΙΝΑΚΑΣ· τα ονόματα διακρίνουν πεζά και κεφαλαία)· {tables}"},
    "the database shows you no tables": {
        "de": "die Datenbank zeigt Ihnen keine Tabellen", "zh": "数据库没有向您显示任何表",
        "el": "η βάση δεδομένων δεν σας δείχνει κανέναν πίνακα"},
    "tables you can read include: {tables}": {
        "de": "Tabellen, die Sie lesen dürfen, sind unter anderem: {tables}", "zh": "您可以读取的表包括：{tables}",
        "el": "οι πίνακες που μπορείτε να διαβάσετε περιλαμβάνουν: {tables}"},
    "{tables} and {more} more": {
        "de": "{tables} und {more} weitere", "zh": "{tables} 以及另外 {more} 个",
        "el": "{tables} και {more} ακόμη"},
    "Check the query's table and column names (try it in psql first)": {
        "de": "Prüfen Sie die Tabellen- und Spaltennamen der Abfrage (probieren Sie sie zuerst in psql aus)",
        "zh": "请检查查询中的表名和列名（可先在 psql 中试运行）",
        "el": "Ελέγξτε τα ονόματα πινάκων και στηλών του ερωτήματος (δοκιμάστε το πρώτα στο psql)"},
    "spark {master} query": {"de": "Spark {master} Abfrage", "zh": "Spark {master} 查询",
                             "el": "Spark {master} ερώτημα"},
    "spark {master} file {name}": {"de": "Spark {master} Datei {name}", "zh": "Spark {master} 文件 {name}",
                                   "el": "Spark {master} αρχείο {name}"},
    "spark {master} table {name}": {"de": "Spark {master} Tabelle {name}", "zh": "Spark {master} 表 {name}",
                                    "el": "Spark {master} πίνακας {name}"},
    "Spark at {master}": {"de": "Spark auf {master}", "zh": "{master} 上的 Spark", "el": "Spark στο {master}"},
    "Parquet file not found": {
        "de": "Parquet-Datei nicht gefunden", "zh": "找不到 Parquet 文件", "el": "το αρχείο Parquet δεν βρέθηκε"},
    "this is a folder or a device, not a Parquet file": {
        "de": "das ist ein Ordner oder ein Gerät, keine Parquet-Datei", "zh": "这是一个文件夹或设备，而不是 Parquet 文件",
        "el": "αυτό είναι φάκελος ή συσκευή, όχι αρχείο Parquet"},
    "Check the path to the Parquet file": {
        "de": "Prüfen Sie den Pfad zur Parquet-Datei", "zh": "请检查 Parquet 文件的路径",
        "el": "Ελέγξτε τη διαδρομή προς το αρχείο Parquet"},
    "the file cannot be read as Parquet ({reason})": {
        "de": "die Datei kann nicht als Parquet gelesen werden ({reason})", "zh": "无法将该文件作为 Parquet 读取（{reason}）",
        "el": "το αρχείο δεν μπορεί να διαβαστεί ως Parquet ({reason})"},
    "Check that it is a whole Parquet file (not still being copied), or save the table again": {
        "de": "Prüfen Sie, ob es eine vollständige Parquet-Datei ist (nicht noch im Kopieren), oder speichern Sie die "
              "Tabelle erneut",
        "zh": "请检查它是否是完整的 Parquet 文件（而不是仍在复制中），或重新保存该表",
        "el": "Ελέγξτε ότι είναι ολόκληρο αρχείο Parquet (και όχι ακόμη υπό αντιγραφή) ή αποθηκεύστε ξανά τον πίνακα"},
    "the Parquet file has no columns": {
        "de": "die Parquet-Datei hat keine Spalten", "zh": "该 Parquet 文件没有列",
        "el": "το αρχείο Parquet δεν έχει στήλες"},
    "Check that it is the file that holds the table": {
        "de": "Prüfen Sie, ob es die Datei ist, die die Tabelle enthält", "zh": "请检查它是否是包含该表的文件",
        "el": "Ελέγξτε ότι είναι το αρχείο που περιέχει τον πίνακα"},

    # exact/db_connect.py: connecting, with the password kept out of every message
    "Leave the password out of the URL (e.g. {scheme}://USER@HOST:PORT/DATABASE) and set it in the environment "
    "variable {variable}, or let dpstudio ask for it": {
        "de": "Lassen Sie das Passwort aus der URL weg (z. B. {scheme}://BENUTZER@HOST:PORT/DATENBANK) und setzen Sie "
              "es in der Umgebungsvariablen {variable}, oder lassen Sie dpstudio danach fragen",
        "zh": "请不要把密码写进 URL（例如 {scheme}://用户@主机:端口/数据库），而是在环境变量 {variable} 中设置，"
              "或让 dpstudio 询问密码",
        "el": "Αφήστε τον κωδικό πρόσβασης έξω από το URL (π.χ. {scheme}://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ) και "
              "ορίστε τον στη μεταβλητή περιβάλλοντος {variable}, ή αφήστε το dpstudio να τον ζητήσει"},
    "the database URL holds a password, which would be kept in your shell's history": {
        "de": "die Datenbank-URL enthält ein Passwort, das im Verlauf Ihrer Shell gespeichert bliebe",
        "zh": "数据库 URL 中含有密码，它会被保存在命令行的历史记录中",
        "el": "το URL της βάσης δεδομένων περιέχει κωδικό πρόσβασης, ο οποίος θα έμενε στο ιστορικό του κελύφους σας"},
    "the database URL holds a password parameter, which would be kept in your shell's history": {
        "de": "die Datenbank-URL enthält einen Passwort-Parameter, der im Verlauf Ihrer Shell gespeichert bliebe",
        "zh": "数据库 URL 中含有密码参数，它会被保存在命令行的历史记录中",
        "el": "το URL της βάσης δεδομένων περιέχει παράμετρο κωδικού πρόσβασης, η οποία θα έμενε στο ιστορικό του "
              "κελύφους σας"},
    "a write": {"de": "einen Schreibvorgang", "zh": "一次写入", "el": "μια εγγραφή"},
    "switching the read-only transaction to read-write": {
        "de": "das Umschalten der schreibgeschützten Transaktion auf Lesen und Schreiben",
        "zh": "将只读事务切换为读写", "el": "την αλλαγή της συναλλαγής μόνο για ανάγνωση σε ανάγνωση και εγγραφή"},
    "ending the read-only transaction": {
        "de": "das Beenden der schreibgeschützten Transaktion", "zh": "结束只读事务",
        "el": "τον τερματισμό της συναλλαγής μόνο για ανάγνωση"},
    "the database refused {what}: dpstudio only reads, in read-only transactions, and the query or table, or a "
    "function or view it calls, tried to change the database ({reason}); the database undid that statement, and "
    "nothing was released": {
        "de": "die Datenbank hat {what} abgelehnt: dpstudio liest nur, in schreibgeschützten Transaktionen, und die "
              "Abfrage oder Tabelle oder eine Funktion oder Sicht, die sie aufruft, hat versucht, die Datenbank zu "
              "ändern ({reason}); die Datenbank hat diese Anweisung rückgängig gemacht, und nichts wurde "
              "veröffentlicht",
        "zh": "数据库拒绝了{what}：dpstudio 只在只读事务中读取数据，而该查询或表，或它调用的函数或视图，试图更改数据库"
              "（{reason}）；数据库已撤销该语句，没有发布任何内容",
        "el": "η βάση δεδομένων απέρριψε {what}: το dpstudio μόνο διαβάζει, σε συναλλαγές μόνο για ανάγνωση, και το "
              "ερώτημα ή ο πίνακας, ή μια συνάρτηση ή όψη που καλεί, προσπάθησε να αλλάξει τη βάση δεδομένων "
              "({reason})· η βάση δεδομένων αναίρεσε αυτή την εντολή, και τίποτα δεν δημοσιεύτηκε"},
    "Leave the function or view that writes out of the query, and connect as a role that may only read (SELECT)": {
        "de": "Lassen Sie die Funktion oder Sicht, die schreibt, aus der Abfrage weg, und verbinden Sie sich mit einer "
              "Rolle, die nur lesen darf (SELECT)",
        "zh": "请从查询中去掉会写入的函数或视图，并使用只能读取（SELECT）的角色连接",
        "el": "Αφαιρέστε από το ερώτημα τη συνάρτηση ή την όψη που γράφει, και συνδεθείτε με ρόλο που μπορεί μόνο να "
              "διαβάζει (SELECT)"},
    "dpstudio cannot reach {scheme} databases on this computer: the driver is not installed": {
        "de": "dpstudio kann auf diesem Computer keine {scheme}-Datenbanken erreichen: der Treiber ist nicht "
              "installiert",
        "zh": "dpstudio 无法在这台计算机上连接 {scheme} 数据库：未安装驱动程序",
        "el": "το dpstudio δεν μπορεί να συνδεθεί σε βάσεις δεδομένων {scheme} σε αυτόν τον υπολογιστή: το πρόγραμμα "
              "οδήγησης δεν είναι εγκατεστημένο"},
    "Install it (python -m pip install 'ibis-framework[{backend}]') and try again": {
        "de": "Installieren Sie ihn (python -m pip install 'ibis-framework[{backend}]') und versuchen Sie es erneut",
        "zh": "请安装它（python -m pip install 'ibis-framework[{backend}]'）后重试",
        "el": "Εγκαταστήστε το (python -m pip install 'ibis-framework[{backend}]') και δοκιμάστε ξανά"},
    "Check the user name in the URL and the password in {variables}": {
        "de": "Prüfen Sie den Benutzernamen in der URL und das Passwort in {variables}",
        "zh": "请检查 URL 中的用户名以及 {variables} 中的密码",
        "el": "Ελέγξτε το όνομα χρήστη στο URL και τον κωδικό πρόσβασης στο {variables}"},
    "{first} or {second}": {"de": "{first} oder {second}", "zh": "{first} 或 {second}", "el": "{first} ή {second}"},
    "Check the host, port and database name in the URL, and that the server is running and accepts connections "
    "from this computer": {
        "de": "Prüfen Sie Host, Port und Datenbanknamen in der URL, und ob der Server läuft und Verbindungen von "
              "diesem Computer annimmt",
        "zh": "请检查 URL 中的主机、端口和数据库名称，并确认服务器正在运行且接受来自这台计算机的连接",
        "el": "Ελέγξτε τον διακομιστή, τη θύρα και το όνομα της βάσης στο URL, και ότι ο διακομιστής λειτουργεί και "
              "δέχεται συνδέσεις από αυτόν τον υπολογιστή"},

    # exact/duckdb_sources.py, exact/engine_source.py
    "a table in memory": {"de": "eine Tabelle im Arbeitsspeicher", "zh": "内存中的一个表",
                          "el": "ένας πίνακας στη μνήμη"},
    "the table cannot be handed to DuckDB ({reason})": {
        "de": "die Tabelle kann nicht an DuckDB übergeben werden ({reason})", "zh": "无法将该表交给 DuckDB（{reason}）",
        "el": "ο πίνακας δεν μπορεί να δοθεί στην DuckDB ({reason})"},
    "give each column one type of value (text, numbers, true/false or dates)": {
        "de": "geben Sie jeder Spalte eine Art von Werten (Text, Zahlen, wahr/falsch oder Datumswerte)",
        "zh": "请让每一列只含一种类型的值（文本、数字、真/假或日期）",
        "el": "δώστε σε κάθε στήλη έναν τύπο τιμών (κείμενο, αριθμούς, αληθές/ψευδές ή ημερομηνίες)"},
    "the file has a column named 'file_row_number', the name DuckDB gives the file's row numbers (its order)": {
        "de": "die Datei hat eine Spalte namens 'file_row_number', den Namen, den DuckDB den Zeilennummern der Datei "
              "(ihrer Reihenfolge) gibt",
        "zh": "该文件有一列名为 'file_row_number'，而这是 DuckDB 给文件行号（其顺序）所用的名称",
        "el": "το αρχείο έχει στήλη με όνομα 'file_row_number', το όνομα που δίνει η DuckDB στους αριθμούς γραμμών "
              "του αρχείου (τη σειρά του)"},
    "rename that column in the file and open it again": {
        "de": "benennen Sie diese Spalte in der Datei um und öffnen Sie sie erneut",
        "zh": "请在文件中重命名该列，然后重新打开", "el": "μετονομάστε αυτή τη στήλη στο αρχείο και ανοίξτε το ξανά"},
    "DuckDB cannot read the file as Parquet ({reason})": {
        "de": "DuckDB kann die Datei nicht als Parquet lesen ({reason})", "zh": "DuckDB 无法将该文件作为 Parquet 读取（{reason}）",
        "el": "η DuckDB δεν μπορεί να διαβάσει το αρχείο ως Parquet ({reason})"},
    "check that the file exists and is a Parquet file": {
        "de": "prüfen Sie, ob die Datei existiert und eine Parquet-Datei ist", "zh": "请检查该文件是否存在且是 Parquet 文件",
        "el": "ελέγξτε ότι το αρχείο υπάρχει και είναι αρχείο Parquet"},
    "DuckDB ran out of memory ({reason})": {
        "de": "DuckDB hatte nicht genug Arbeitsspeicher ({reason})", "zh": "DuckDB 内存不足（{reason}）",
        "el": "η DuckDB έμεινε χωρίς μνήμη ({reason})"},
    "Raise --memory-limit (e.g. 2GB), or close other programs and try again": {
        "de": "Erhöhen Sie --memory-limit (z. B. 2GB), oder schließen Sie andere Programme und versuchen Sie es erneut",
        "zh": "请提高 --memory-limit（例如 2GB），或关闭其他程序后重试",
        "el": "Αυξήστε το --memory-limit (π.χ. 2GB) ή κλείστε άλλα προγράμματα και δοκιμάστε ξανά"},
    "the table has no column {column} (the privacy unit)": {
        "de": "die Tabelle hat keine Spalte {column} (die Schutzeinheit)", "zh": "该表没有列 {column}（隐私保护单位）",
        "el": "ο πίνακας δεν έχει στήλη {column} (τη μονάδα προστασίας)"},
    "the table has no columns {columns}": {
        "de": ("die Tabelle hat keine Spalte {columns}", "die Tabelle hat keine Spalten {columns}"),
        "zh": "该表没有列 {columns}",
        "el": ("ο πίνακας δεν έχει στήλη {columns}", "ο πίνακας δεν έχει στήλες {columns}")},
    "Check the column names (they are case-sensitive)": {
        "de": "Prüfen Sie die Spaltennamen (Groß- und Kleinschreibung zählt)", "zh": "请检查列名（区分大小写）",
        "el": "Ελέγξτε τα ονόματα των στηλών (διακρίνουν πεζά και κεφαλαία)"},

    # exact/read_only.py: a query that may only read
    "Give one SELECT statement that reads the rows to release from, e.g. --query \"SELECT * FROM admissions WHERE "
    "year = 2024\"; or name a table with --table": {
        "de": "Geben Sie eine SELECT-Anweisung an, die die Zeilen liest, aus denen veröffentlicht wird, z. B. --query "
              "\"SELECT * FROM admissions WHERE year = 2024\"; oder nennen Sie eine Tabelle mit --table",
        "zh": "请给出一条 SELECT 语句，读取要据以发布的数据行，例如 --query \"SELECT * FROM admissions WHERE year = "
              "2024\"；或用 --table 指定一个表",
        "el": "Δώστε μία εντολή SELECT που διαβάζει τις γραμμές από τις οποίες γίνεται η δημοσίευση, π.χ. --query "
              "\"SELECT * FROM admissions WHERE year = 2024\"· ή ονομάστε έναν πίνακα με --table"},
    "no statement": {"de": "keine Anweisung", "zh": "没有语句", "el": "καμία εντολή"},
    "{count} statements": {"de": "{count} Anweisungen", "zh": "{count} 条语句", "el": "{count} εντολές"},  # never 1
    "{query} must be exactly one SELECT statement (it holds {held})": {
        "de": "{query} muss genau eine SELECT-Anweisung sein (sie enthält {held})",
        "zh": "{query}必须恰好是一条 SELECT 语句（实际：{held}）",
        "el": "{query} πρέπει να είναι ακριβώς μία εντολή SELECT (περιέχει {held})"},
    "{query} may only read: it is {statement}, not a SELECT": {
        "de": "{query} darf nur lesen: das ist {statement}, kein SELECT",
        "zh": "{query}只能读取：它是{statement}，而不是 SELECT",
        "el": "{query} επιτρέπεται μόνο να διαβάζει: είναι {statement}, όχι SELECT"},
    "{query} may only read: it holds {statement}": {
        "de": "{query} darf nur lesen: sie enthält {statement}", "zh": "{query}只能读取：其中含有{statement}",
        "el": "{query} επιτρέπεται μόνο να διαβάζει: περιέχει {statement}"},
    "{query} may only read: it calls {function}(), which {effect}": {
        "de": "{query} darf nur lesen: sie ruft die Funktion {function}() auf, die {effect}",
        "zh": "{query}只能读取：它调用了 {function}()，该函数{effect}",
        "el": "{query} επιτρέπεται μόνο να διαβάζει: καλεί τη συνάρτηση {function}(), η οποία {effect}"},
    "{query} is not valid {dialect}: {reason}": {
        "de": "{query} ist in {dialect} nicht gültig: {reason}", "zh": "{query}不符合 {dialect} 语法：{reason}",
        "el": "{query} δεν είναι έγκυρο σε {dialect}: {reason}"},
    "SELECT INTO (which creates a table)": {
        "de": "SELECT INTO (das eine Tabelle anlegt)", "zh": "SELECT INTO（会创建一个表）",
        "el": "SELECT INTO (που δημιουργεί πίνακα)"},
    "FOR UPDATE/SHARE (which locks rows)": {
        "de": "FOR UPDATE/SHARE (das Zeilen sperrt)", "zh": "FOR UPDATE/SHARE（会锁定行）",
        "el": "FOR UPDATE/SHARE (που κλειδώνει γραμμές)"},
    "a {word}": {"de": "eine {word}-Anweisung", "zh": "一条 {word} 语句", "el": "μια εντολή {word}"},
    "an {word}": {"de": "eine {word}-Anweisung", "zh": "一条 {word} 语句", "el": "μια εντολή {word}"},
    "a {word} command": {"de": "ein {word}-Befehl", "zh": "一条 {word} 命令", "el": "μια εντολή {word}"},
    "an {word} command": {"de": "ein {word}-Befehl", "zh": "一条 {word} 命令", "el": "μια εντολή {word}"},
    # what a built-in function does beyond reading: "... which {effect}" (German: a relative clause's words)
    "changes the connection's settings": {
        "de": "die Einstellungen der Verbindung ändert", "zh": "会更改连接的设置",
        "el": "αλλάζει τις ρυθμίσεις της σύνδεσης"},
    "advances a sequence": {"de": "eine Sequenz weiterzählt", "zh": "会推进一个序列", "el": "προχωρά μια ακολουθία"},
    "sets a sequence": {"de": "eine Sequenz setzt", "zh": "会设置一个序列", "el": "ορίζει μια ακολουθία"},
    "takes or releases an advisory lock, which other sessions wait on": {
        "de": "eine Advisory-Sperre setzt oder löst, auf die andere Sitzungen warten",
        "zh": "会获取或释放一个咨询锁（advisory lock），其他会话会等待它",
        "el": "παίρνει ή αφήνει ένα συμβουλευτικό κλείδωμα (advisory lock), το οποίο περιμένουν άλλες συνεδρίες"},
    "takes an advisory lock, which other sessions wait on": {
        "de": "eine Advisory-Sperre setzt, auf die andere Sitzungen warten",
        "zh": "会获取一个咨询锁（advisory lock），其他会话会等待它",
        "el": "παίρνει ένα συμβουλευτικό κλείδωμα (advisory lock), το οποίο περιμένουν άλλες συνεδρίες"},
    "reads or writes large objects (which a read-only transaction does not stop)": {
        "de": "Large Objects liest oder schreibt (was eine schreibgeschützte Transaktion nicht verhindert)",
        "zh": "会读取或写入大对象（只读事务无法阻止）",
        "el": "διαβάζει ή γράφει μεγάλα αντικείμενα (large objects), κάτι που μια συναλλαγή μόνο για ανάγνωση δεν "
              "εμποδίζει"},
    "writes a large object": {"de": "ein Large Object schreibt", "zh": "会写入一个大对象",
                              "el": "γράφει ένα μεγάλο αντικείμενο (large object)"},
    "reads a large object": {"de": "ein Large Object liest", "zh": "会读取一个大对象",
                             "el": "διαβάζει ένα μεγάλο αντικείμενο (large object)"},
    "opens a connection of its own, which is not read-only": {
        "de": "eine eigene Verbindung öffnet, die nicht schreibgeschützt ist", "zh": "会打开自己的连接，而该连接不是只读的",
        "el": "ανοίγει δική της σύνδεση, η οποία δεν είναι μόνο για ανάγνωση"},
    "uses a connection of its own": {"de": "eine eigene Verbindung verwendet", "zh": "会使用自己的连接",
                                     "el": "χρησιμοποιεί δική της σύνδεση"},
    "runs SQL given as text": {"de": "als Text übergebenes SQL ausführt", "zh": "会执行以文本形式给出的 SQL",
                               "el": "εκτελεί SQL που δίνεται ως κείμενο"},
    "can run SQL given as text": {"de": "als Text übergebenes SQL ausführen kann", "zh": "可能执行以文本形式给出的 SQL",
                                  "el": "μπορεί να εκτελέσει SQL που δίνεται ως κείμενο"},
    "reads a cursor": {"de": "einen Cursor liest", "zh": "会读取一个游标", "el": "διαβάζει έναν δρομέα (cursor)"},
    "reads the server's files": {"de": "Dateien des Servers liest", "zh": "会读取服务器上的文件",
                                 "el": "διαβάζει αρχεία του διακομιστή"},
    "lists the server's files": {"de": "Dateien des Servers auflistet", "zh": "会列出服务器上的文件",
                                 "el": "απαριθμεί αρχεία του διακομιστή"},
    "writes the server's files": {"de": "Dateien des Servers schreibt", "zh": "会写入服务器上的文件",
                                  "el": "γράφει αρχεία του διακομιστή"},
    "ends another session": {"de": "eine andere Sitzung beendet", "zh": "会结束另一个会话",
                             "el": "τερματίζει άλλη συνεδρία"},
    "cancels another session's query": {"de": "die Abfrage einer anderen Sitzung abbricht", "zh": "会取消另一个会话的查询",
                                        "el": "ακυρώνει το ερώτημα άλλης συνεδρίας"},
    "reloads the server's configuration": {"de": "die Konfiguration des Servers neu lädt", "zh": "会重新加载服务器的配置",
                                           "el": "φορτώνει ξανά τις ρυθμίσεις του διακομιστή"},
    "acts on the server": {"de": "auf den Server einwirkt", "zh": "会对服务器进行操作",
                           "el": "επεμβαίνει στον διακομιστή"},
    "resets the server's statistics": {"de": "die Statistiken des Servers zurücksetzt", "zh": "会重置服务器的统计信息",
                                       "el": "μηδενίζει τα στατιστικά του διακομιστή"},
    "sends a notification to other sessions": {
        "de": "eine Benachrichtigung an andere Sitzungen sendet", "zh": "会向其他会话发送通知",
        "el": "στέλνει ειδοποίηση σε άλλες συνεδρίες"},
    "writes to the server's log of changes": {
        "de": "in das Änderungsprotokoll des Servers schreibt", "zh": "会写入服务器的变更日志",
        "el": "γράφει στο αρχείο καταγραφής αλλαγών του διακομιστή"},
    "reads and uses up a replication slot": {
        "de": "einen Replikations-Slot liest und verbraucht", "zh": "会读取并消耗一个复制槽",
        "el": "διαβάζει και καταναλώνει μια υποδοχή αναπαραγωγής (replication slot)"},
    "creates a replication slot": {"de": "einen Replikations-Slot anlegt", "zh": "会创建一个复制槽",
                                   "el": "δημιουργεί μια υποδοχή αναπαραγωγής (replication slot)"},
    "removes a replication slot": {"de": "einen Replikations-Slot entfernt", "zh": "会删除一个复制槽",
                                   "el": "αφαιρεί μια υποδοχή αναπαραγωγής (replication slot)"},
    "moves a replication slot": {"de": "einen Replikations-Slot verschiebt", "zh": "会移动一个复制槽",
                                 "el": "μετακινεί μια υποδοχή αναπαραγωγής (replication slot)"},
    "acts on replication": {"de": "auf die Replikation einwirkt", "zh": "会对复制进行操作",
                            "el": "επεμβαίνει στην αναπαραγωγή"},
    "creates collations": {"de": "Sortierfolgen (Collations) anlegt", "zh": "会创建排序规则（collation）",
                           "el": "δημιουργεί κανόνες ταξινόμησης (collations)"},

    # exact/spark_session.py
    "dpstudio cannot run Spark on this computer: pyspark is not installed": {
        "de": "dpstudio kann Spark auf diesem Computer nicht ausführen: pyspark ist nicht installiert",
        "zh": "dpstudio 无法在这台计算机上运行 Spark：未安装 pyspark",
        "el": "το dpstudio δεν μπορεί να εκτελέσει το Spark σε αυτόν τον υπολογιστή: το pyspark δεν είναι "
              "εγκατεστημένο"},
    "the desktop app does not include Spark": {
        "de": "die Desktop-App enthält Spark nicht",
        "zh": "桌面应用不包含 Spark",
        "el": "η εφαρμογή επιφάνειας εργασίας δεν περιλαμβάνει το Spark"},
    "Run --engine spark from dpstudio installed with pip (python -m pip install 'dpstudio[spark]'), or read the data "
    "from a file or a database": {
        "de": "Verwenden Sie --engine spark mit dem per pip installierten dpstudio (python -m pip install "
              "'dpstudio[spark]') oder lesen Sie die Daten aus einer Datei oder einer Datenbank",
        "zh": "请使用通过 pip 安装的 dpstudio 运行 --engine spark（python -m pip install 'dpstudio[spark]'），"
              "或从文件或数据库读取数据",
        "el": "Εκτελέστε το --engine spark από το dpstudio που εγκαταστάθηκε με pip (python -m pip install "
              "'dpstudio[spark]'), ή διαβάστε τα δεδομένα από ένα αρχείο ή μια βάση δεδομένων"},
    "Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, and that "
    "Java 17 is installed for a local master": {
        "de": "Prüfen Sie --spark-master (local[*], spark://HOST:7077 oder sc://HOST:15002), ob der Cluster läuft und "
              "ob für einen lokalen Master Java 17 installiert ist",
        "zh": "请检查 --spark-master（local[*]、spark://主机:7077 或 sc://主机:15002）、集群是否在运行，以及本地 master "
              "是否已安装 Java 17",
        "el": "Ελέγξτε το --spark-master (local[*], spark://ΔΙΑΚΟΜΙΣΤΗΣ:7077 ή sc://ΔΙΑΚΟΜΙΣΤΗΣ:15002), ότι το "
              "σύμπλεγμα λειτουργεί, και ότι η Java 17 είναι εγκατεστημένη για τοπικό master"},
    # exact/write_access.py: `dpstudio check`'s warning about a role that may write
    "the role {role} is a superuser and may change anything on the server. {sure}.": {
        "de": "die Rolle {role} ist ein Superuser und darf auf dem Server alles ändern. {sure}.",
        "zh": "角色 {role} 是超级用户，可以更改服务器上的任何内容。{sure}。",
        "el": "ο ρόλος {role} είναι υπερχρήστης και μπορεί να αλλάξει οτιδήποτε στον διακομιστή. {sure}."},
    "the role {role} may change {tables} (it may INSERT, UPDATE, DELETE or TRUNCATE). {sure}, e.g. one granted "
    "nothing but SELECT ON {table}.": {
        "de": "die Rolle {role} darf {tables} ändern (sie darf INSERT, UPDATE, DELETE oder TRUNCATE ausführen). "
              "{sure}, z. B. mit einer Rolle, der nur SELECT ON {table} gewährt wurde.",
        "zh": "角色 {role} 可以更改 {tables}（它可以执行 INSERT、UPDATE、DELETE 或 TRUNCATE）。{sure}，例如只被授予 "
              "SELECT ON {table} 的角色。",
        "el": "ο ρόλος {role} μπορεί να αλλάξει τα {tables} (μπορεί να εκτελέσει INSERT, UPDATE, DELETE ή TRUNCATE). "
              "{sure}, π.χ. με ρόλο στον οποίο έχει δοθεί μόνο SELECT ON {table}."},
    "dpstudio reads in read-only transactions, but these do not stop everything (docs/engines.md says what): connect "
    "as a role that may only read (SELECT)": {
        "de": "dpstudio liest in schreibgeschützten Transaktionen, doch diese verhindern nicht alles (docs/engines.md "
              "sagt, was nicht): verbinden Sie sich mit einer Rolle, die nur lesen darf (SELECT)",
        "zh": "dpstudio 在只读事务中读取，但只读事务并不能阻止一切（见 docs/engines.md）：请使用只能读取（SELECT）的角色"
              "连接",
        "el": "Το dpstudio διαβάζει σε συναλλαγές μόνο για ανάγνωση, αλλά αυτές δεν εμποδίζουν τα πάντα (το "
              "docs/engines.md λέει τι): συνδεθείτε με ρόλο που μπορεί μόνο να διαβάζει (SELECT)"},
    # exact/driver_errors.py: a driver's failure in the steward's words
    "the database asks for a password, and none was given": {
        "de": "die Datenbank verlangt ein Passwort, und keines wurde angegeben", "zh": "数据库要求提供密码，但没有给出密码",
        "el": "η βάση δεδομένων ζητά κωδικό πρόσβασης, και δεν δόθηκε κανένας"},
    "Set it in {variables}, or run the command at a terminal, where dpstudio asks for it": {
        "de": "Setzen Sie es in {variables}, oder führen Sie den Befehl in einem Terminal aus, wo dpstudio danach fragt",
        "zh": "请在 {variables} 中设置密码，或在终端中运行该命令，dpstudio 会在那里询问密码",
        "el": "Ορίστε τον στο {variables} ή εκτελέστε την εντολή σε τερματικό, όπου το dpstudio τον ζητά"},
    "the database refused the user name or password": {
        "de": "die Datenbank hat den Benutzernamen oder das Passwort abgelehnt", "zh": "数据库拒绝了该用户名或密码",
        "el": "η βάση δεδομένων απέρριψε το όνομα χρήστη ή τον κωδικό πρόσβασης"},
    "the server has no user {user}": {
        "de": "der Server kennt keinen Benutzer {user}", "zh": "服务器上没有用户 {user}",
        "el": "ο διακομιστής δεν έχει χρήστη {user}"},
    "Check the user name in the URL": {
        "de": "Prüfen Sie den Benutzernamen in der URL", "zh": "请检查 URL 中的用户名",
        "el": "Ελέγξτε το όνομα χρήστη στο URL"},
    "the server has no database {database}": {
        "de": "der Server hat keine Datenbank {database}", "zh": "服务器上没有数据库 {database}",
        "el": "ο διακομιστής δεν έχει βάση δεδομένων {database}"},
    "Check the database's name at the end of the URL (names are case-sensitive)": {
        "de": "Prüfen Sie den Namen der Datenbank am Ende der URL (Groß- und Kleinschreibung zählt)",
        "zh": "请检查 URL 末尾的数据库名称（区分大小写）",
        "el": "Ελέγξτε το όνομα της βάσης δεδομένων στο τέλος του URL (έχουν σημασία τα κεφαλαία και τα πεζά)"},
    "the server does not let {user} connect to {database} from this computer": {
        "de": "der Server lässt {user} von diesem Computer aus nicht mit {database} verbinden",
        "zh": "服务器不允许 {user} 从这台计算机连接到 {database}",
        "el": "ο διακομιστής δεν επιτρέπει στον {user} να συνδεθεί στη {database} από αυτόν τον υπολογιστή"},
    "Ask the database's administrator to allow it (in pg_hba.conf)": {
        "de": "Bitten Sie die Administration der Datenbank, es zu erlauben (in pg_hba.conf)",
        "zh": "请数据库管理员允许该连接（在 pg_hba.conf 中）",
        "el": "Ζητήστε από τον διαχειριστή της βάσης δεδομένων να το επιτρέψει (στο pg_hba.conf)"},
    "no computer named {host} was found": {
        "de": "es wurde kein Rechner namens {host} gefunden", "zh": "找不到名为 {host} 的计算机",
        "el": "δεν βρέθηκε υπολογιστής με όνομα {host}"},
    "Check the host name in the URL, and this computer's network connection": {
        "de": "Prüfen Sie den Rechnernamen in der URL und die Netzwerkverbindung dieses Computers",
        "zh": "请检查 URL 中的主机名以及这台计算机的网络连接",
        "el": "Ελέγξτε το όνομα του υπολογιστή στο URL και τη σύνδεση δικτύου αυτού του υπολογιστή"},
    "{host}, port {port}": {"de": "{host}, Port {port}", "zh": "{host}（端口 {port}）", "el": "{host}, θύρα {port}"},
    "nothing answers at {server}: no database server runs there, or it does not accept connections from this "
    "computer": {
        "de": "unter {server} antwortet nichts: dort läuft kein Datenbankserver, oder er nimmt keine Verbindungen von "
              "diesem Computer an",
        "zh": "{server} 没有响应：那里没有运行数据库服务器，或者它不接受来自这台计算机的连接",
        "el": "τίποτα δεν απαντά στο {server}: δεν τρέχει εκεί διακομιστής βάσης δεδομένων ή δεν δέχεται συνδέσεις "
              "από αυτόν τον υπολογιστή"},
    "Check the host and port in the URL, and that the server is running": {
        "de": "Prüfen Sie Host und Port in der URL, und ob der Server läuft",
        "zh": "请检查 URL 中的主机和端口，以及服务器是否正在运行",
        "el": "Ελέγξτε τον υπολογιστή και τη θύρα στο URL, και ότι ο διακομιστής λειτουργεί"},
    "{server} did not answer in time": {
        "de": "{server} hat nicht rechtzeitig geantwortet", "zh": "{server} 未能及时响应",
        "el": "το {server} δεν απάντησε εγκαίρως"},
    "Check the host and port in the URL and the network in between; a firewall may be holding the connection back": {
        "de": "Prüfen Sie Host und Port in der URL und das Netzwerk dazwischen; eine Firewall hält die Verbindung "
              "vielleicht zurück",
        "zh": "请检查 URL 中的主机和端口以及两者之间的网络；可能有防火墙拦住了连接",
        "el": "Ελέγξτε τον υπολογιστή και τη θύρα στο URL και το δίκτυο ενδιάμεσα· ίσως ένα τείχος προστασίας "
              "κρατά πίσω τη σύνδεση"},
    "cannot connect to the database; the database said: {reason}": {
        "de": "keine Verbindung zur Datenbank möglich; die Datenbank meldete: {reason}",
        "zh": "无法连接到数据库；数据库报告：{reason}",
        "el": "δεν είναι δυνατή η σύνδεση με τη βάση δεδομένων· η βάση δεδομένων ανέφερε: {reason}"},
    "{query} reads {name}, a table or view that the database does not have or that you may not see": {
        "de": "{query} liest {name}, eine Tabelle oder Sicht, die die Datenbank nicht hat oder die Sie nicht sehen "
              "dürfen",
        "zh": "{query}读取了 {name}，但数据库中没有这个表或视图，或者您无权查看它",
        "el": "{query} διαβάζει το {name}, έναν πίνακα ή μια όψη που η βάση δεδομένων δεν έχει ή που δεν σας "
              "επιτρέπεται να δείτε"},
    "{query} reads a table or view that the database does not have or that you may not see": {
        "de": "{query} liest eine Tabelle oder Sicht, die die Datenbank nicht hat oder die Sie nicht sehen dürfen",
        "zh": "{query}读取的表或视图在数据库中不存在，或者您无权查看",
        "el": "{query} διαβάζει έναν πίνακα ή μια όψη που η βάση δεδομένων δεν έχει ή που δεν σας επιτρέπεται να "
              "δείτε"},
    "Check the table names in the query (SCHEMA.TABLE; names are case-sensitive)": {
        "de": "Prüfen Sie die Tabellennamen in der Abfrage (SCHEMA.TABELLE; Groß- und Kleinschreibung zählt)",
        "zh": "请检查查询中的表名（SCHEMA.TABLE；区分大小写）",
        "el": "Ελέγξτε τα ονόματα των πινάκων στο ερώτημα (SCHEMA.TABLE· έχουν σημασία τα κεφαλαία και τα πεζά)"},
    "{query} names a column {name} that its tables do not have": {
        "de": "{query} nennt eine Spalte {name}, die ihre Tabellen nicht haben",
        "zh": "{query}引用了列 {name}，但它读取的表中没有这一列",
        "el": "{query} αναφέρει μια στήλη {name} που δεν έχουν οι πίνακές του"},
    "{query} names a column that its tables do not have": {
        "de": "{query} nennt eine Spalte, die ihre Tabellen nicht haben", "zh": "{query}引用了它读取的表中没有的列",
        "el": "{query} αναφέρει μια στήλη που δεν έχουν οι πίνακές του"},
    "Check the column names in the query (names are case-sensitive)": {
        "de": "Prüfen Sie die Spaltennamen in der Abfrage (Groß- und Kleinschreibung zählt)",
        "zh": "请检查查询中的列名（区分大小写）",
        "el": "Ελέγξτε τα ονόματα των στηλών στο ερώτημα (έχουν σημασία τα κεφαλαία και τα πεζά)"},
    "the role you connect as may not read what {query} reads": {
        "de": "die Rolle, mit der Sie sich verbinden, darf nicht lesen, was {query} liest",
        "zh": "您用来连接的角色无权读取{query}所读取的内容",
        "el": "ο ρόλος με τον οποίο συνδέεστε δεν επιτρέπεται να διαβάσει ό,τι διαβάζει {query}"},
    "the role you connect as may not read {table}": {
        "de": "die Rolle, mit der Sie sich verbinden, darf {table} nicht lesen",
        "zh": "您用来连接的角色无权读取 {table}",
        "el": "ο ρόλος με τον οποίο συνδέεστε δεν επιτρέπεται να διαβάσει {table}"},
    "the table": {"de": "die Tabelle", "zh": "该表", "el": "τον πίνακα"},
    "Ask the database's administrator to grant your role SELECT on the table (and nothing more)": {
        "de": "Bitten Sie die Administration der Datenbank, Ihrer Rolle SELECT auf die Tabelle zu gewähren (und nicht "
              "mehr)",
        "zh": "请数据库管理员授予您的角色对该表的 SELECT 权限（仅此而已）",
        "el": "Ζητήστε από τον διαχειριστή της βάσης δεδομένων να δώσει στον ρόλο σας SELECT στον πίνακα (και τίποτα "
              "περισσότερο)"},
    "the connection to the database broke off while reading {table} (the database said: {reason}); nothing was "
    "released or charged": {
        "de": "die Verbindung zur Datenbank brach ab, während {table} gelesen wurde (die Datenbank meldete: {reason}); "
              "nichts wurde veröffentlicht oder abgebucht",
        "zh": "读取 {table} 时与数据库的连接中断（数据库报告：{reason}）；没有发布任何内容，也没有记账",
        "el": "η σύνδεση με τη βάση δεδομένων διακόπηκε κατά την ανάγνωση από {table} (η βάση δεδομένων ανέφερε: "
              "{reason})· τίποτα δεν δημοσιεύτηκε ούτε χρεώθηκε"},
    "Check that the server is running and reachable, and try again": {
        "de": "Prüfen Sie, ob der Server läuft und erreichbar ist, und versuchen Sie es erneut",
        "zh": "请检查服务器是否正在运行并且可以访问，然后重试",
        "el": "Ελέγξτε ότι ο διακομιστής λειτουργεί και είναι προσβάσιμος, και δοκιμάστε ξανά"},
    "the database cannot run {query}; it said: {reason}": {
        "de": "die Datenbank kann {query} nicht ausführen; sie meldete: {reason}",
        "zh": "数据库无法运行{query}；数据库报告：{reason}",
        "el": "η βάση δεδομένων δεν μπορεί να εκτελέσει {query}· ανέφερε: {reason}"},
    "Spark cannot run {query}; it said: {reason}": {
        "de": "Spark kann {query} nicht ausführen; es meldete: {reason}", "zh": "Spark 无法运行{query}；Spark 报告：{reason}",
        "el": "το Spark δεν μπορεί να εκτελέσει {query}· ανέφερε: {reason}"},
    "Spark finds no Parquet file or folder at {path}": {
        "de": "Spark findet unter {path} keine Parquet-Datei und keinen Parquet-Ordner",
        "zh": "Spark 在 {path} 找不到 Parquet 文件或文件夹",
        "el": "το Spark δεν βρίσκει αρχείο ή φάκελο Parquet στο {path}"},
    "Check the path; Spark reads it where Spark runs (on a cluster, a path the cluster can reach)": {
        "de": "Prüfen Sie den Pfad; Spark liest ihn dort, wo Spark läuft (auf einem Cluster: ein Pfad, den der Cluster "
              "erreicht)",
        "zh": "请检查路径；Spark 在其运行的位置读取该路径（在集群上，须是集群能访问的路径）",
        "el": "Ελέγξτε τη διαδρομή· το Spark τη διαβάζει εκεί όπου τρέχει (σε cluster, μια διαδρομή που φτάνει το "
              "cluster)"},
    "cannot start a Spark session; Spark said: {reason}": {
        "de": "eine Spark-Sitzung kann nicht gestartet werden; Spark meldete: {reason}",
        "zh": "无法启动 Spark 会话；Spark 报告：{reason}",
        "el": "δεν είναι δυνατή η εκκίνηση συνεδρίας Spark· το Spark ανέφερε: {reason}"},
    "Password for {url}: ": {"de": "Passwort für {url}: ", "zh": "{url} 的密码：", "el": "Κωδικός πρόσβασης για {url}: "},

    # exact/db_connect.py, driver_errors.py: a statement's time limit (issue 33)
    "the database stopped reading {table} after {seconds} seconds, the time limit for each statement; nothing was "
    "released": {
        "de": ("die Datenbank hat das Lesen von {table} nach {seconds} Sekunde abgebrochen, der Zeitgrenze für jede "
               "Anweisung; nichts wurde veröffentlicht",
               "die Datenbank hat das Lesen von {table} nach {seconds} Sekunden abgebrochen, der Zeitgrenze für jede "
               "Anweisung; nichts wurde veröffentlicht"),
        "zh": "数据库在读取 {table} {seconds} 秒后将其中止（每条语句的时间上限）；未发布任何内容",
        "el": ("η βάση δεδομένων διέκοψε την ανάγνωση του {table} μετά από {seconds} δευτερόλεπτο, το χρονικό όριο "
               "κάθε εντολής· δεν δημοσιεύτηκε τίποτα",
               "η βάση δεδομένων διέκοψε την ανάγνωση του {table} μετά από {seconds} δευτερόλεπτα, το χρονικό όριο "
               "κάθε εντολής· δεν δημοσιεύτηκε τίποτα")},
    "Give it more time (--timeout SECONDS, or the time limit in the database window), or ask the database's "
    "administrator why reading is slow": {
        "de": "Geben Sie mehr Zeit (--timeout SEKUNDEN, oder die Zeitgrenze im Datenbankfenster), oder fragen Sie die "
              "Administration der Datenbank, warum das Lesen so lange dauert",
        "zh": "请给予更多时间（--timeout 秒数，或数据库窗口中的时间上限），或询问数据库管理员读取为何缓慢",
        "el": "Δώστε περισσότερο χρόνο (--timeout ΔΕΥΤΕΡΟΛΕΠΤΑ, ή το χρονικό όριο στο παράθυρο της βάσης δεδομένων) ή "
              "ρωτήστε τον διαχειριστή της βάσης δεδομένων γιατί η ανάγνωση είναι αργή"},
    "the database cancelled the statement reading {table} before it finished (someone or something on the server "
    "stopped it; the database said: {reason}); nothing was released": {
        "de": "die Datenbank hat die Anweisung, die {table} liest, vor ihrem Ende abgebrochen (jemand oder etwas auf "
              "dem Server hat sie gestoppt; die Datenbank meldete: {reason}); nichts wurde veröffentlicht",
        "zh": "数据库在读取 {table} 的语句完成前将其取消（服务器上有人或某个程序中止了它；数据库报告：{reason}）；未发布任何内容",
        "el": "η βάση δεδομένων ακύρωσε την εντολή που διαβάζει το {table} πριν ολοκληρωθεί (κάποιος ή κάτι στον "
              "διακομιστή τη σταμάτησε· η βάση δεδομένων ανέφερε: {reason})· δεν δημοσιεύτηκε τίποτα"},
    "Try again; if it is cancelled again, ask the database's administrator who stops it": {
        "de": "Versuchen Sie es erneut; wird sie wieder abgebrochen, fragen Sie die Administration der Datenbank, wer "
              "sie stoppt",
        "zh": "请重试；如果再次被取消，请询问数据库管理员是谁中止了它",
        "el": "Δοκιμάστε ξανά· αν ακυρωθεί πάλι, ρωτήστε τον διαχειριστή της βάσης δεδομένων ποιος τη σταματά"},
    "--timeout is for a database URL (--data postgresql://...)": {
        "de": "--timeout gilt für eine Datenbank-URL (--data postgresql://...)",
        "zh": "--timeout 仅用于数据库 URL（--data postgresql://...）",
        "el": "το --timeout αφορά URL βάσης δεδομένων (--data postgresql://...)"},
    "leave --timeout out, or give the seconds a database statement may run, e.g. --timeout 600": {
        "de": "lassen Sie --timeout weg, oder geben Sie die Sekunden an, die eine Datenbankanweisung laufen darf, z. B. "
              "--timeout 600",
        "zh": "请省略 --timeout，或给出一条数据库语句可运行的秒数，例如 --timeout 600",
        "el": "παραλείψτε το --timeout ή δώστε τα δευτερόλεπτα που μπορεί να τρέξει μια εντολή της βάσης δεδομένων, "
              "π.χ. --timeout 600"},
    "with a database URL: the most seconds one statement may run on the server before it is stopped (default: "
    "{seconds}, or statement_timeout in $PGOPTIONS)": {
        "de": "bei einer Datenbank-URL: wie viele Sekunden eine Anweisung höchstens auf dem Server laufen darf, bevor "
              "sie abgebrochen wird (Standard: {seconds}, oder statement_timeout in $PGOPTIONS)",
        "zh": "用于数据库 URL：一条语句在服务器上被中止前最多可运行的秒数（默认：{seconds}，或 $PGOPTIONS 中的 statement_timeout）",
        "el": "με URL βάσης δεδομένων: τα περισσότερα δευτερόλεπτα που μπορεί να τρέξει μια εντολή στον διακομιστή πριν "
              "σταματήσει (προεπιλογή: {seconds}, ή το statement_timeout στο $PGOPTIONS)"},
    "the database URL is not well formed ({reason})": {
        "de": "die Datenbank-URL ist nicht richtig aufgebaut ({reason})", "zh": "数据库 URL 格式不正确（{reason}）",
        "el": "το URL της βάσης δεδομένων δεν είναι σωστά διαμορφωμένο ({reason})"},
    "Write it as postgresql://USER@HOST:PORT/DATABASE; an IPv6 address goes in brackets, e.g. "
    "postgresql://USER@[::1]:5432/DATABASE": {
        "de": "Schreiben Sie sie als postgresql://BENUTZER@HOST:PORT/DATENBANK; eine IPv6-Adresse steht in eckigen "
              "Klammern, z. B. postgresql://BENUTZER@[::1]:5432/DATENBANK",
        "zh": "请写成 postgresql://用户@主机:端口/数据库；IPv6 地址放在方括号中，例如 postgresql://用户@[::1]:5432/数据库",
        "el": "Γράψτε το ως postgresql://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ· μια διεύθυνση IPv6 μπαίνει σε αγκύλες, π.χ. "
              "postgresql://ΧΡΗΣΤΗΣ@[::1]:5432/ΒΑΣΗ"},
    # exact/spark_session.py: the master checked before Spark starts (issue 33)
    "Spark cannot find the YARN cluster: neither HADOOP_CONF_DIR nor YARN_CONF_DIR names its configuration": {
        "de": "Spark findet den YARN-Cluster nicht: weder HADOOP_CONF_DIR noch YARN_CONF_DIR nennt seine Konfiguration",
        "zh": "Spark 找不到 YARN 集群：HADOOP_CONF_DIR 和 YARN_CONF_DIR 都没有指定其配置",
        "el": "το Spark δεν βρίσκει το σύμπλεγμα YARN: ούτε το HADOOP_CONF_DIR ούτε το YARN_CONF_DIR δείχνει τις "
              "ρυθμίσεις του"},
    "Set HADOOP_CONF_DIR to the folder of the cluster's configuration files, or give a spark://HOST:PORT master": {
        "de": "Setzen Sie HADOOP_CONF_DIR auf den Ordner mit den Konfigurationsdateien des Clusters, oder geben Sie "
              "einen Master spark://HOST:PORT an",
        "zh": "请将 HADOOP_CONF_DIR 设为集群配置文件所在的文件夹，或给出 spark://主机:端口 形式的 master",
        "el": "Ορίστε το HADOOP_CONF_DIR στον φάκελο με τα αρχεία ρυθμίσεων του συμπλέγματος ή δώστε έναν master "
              "spark://ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ"},
    "Spark knows no master {master}": {
        "de": "Spark kennt keinen Master {master}", "zh": "Spark 不认识 master {master}",
        "el": "το Spark δεν γνωρίζει master {master}"},
    "Check the host name in --spark-master, and this computer's network connection": {
        "de": "Prüfen Sie den Rechnernamen in --spark-master und die Netzwerkverbindung dieses Rechners",
        "zh": "请检查 --spark-master 中的主机名，以及本计算机的网络连接",
        "el": "Ελέγξτε το όνομα του υπολογιστή στο --spark-master και τη σύνδεση δικτύου αυτού του υπολογιστή"},
    "no Spark master answers at {host}, port {port}": {
        "de": "unter {host}, Port {port} antwortet kein Spark-Master", "zh": "{host} 的端口 {port} 上没有 Spark master 响应",
        "el": "κανένας master του Spark δεν απαντά στο {host}, θύρα {port}"},
    "Spark reads a table or view of its own, or a Parquet file or folder; {name} is neither": {
        "de": "Spark liest eine eigene Tabelle oder Sicht oder eine Parquet-Datei bzw. einen Parquet-Ordner; {name} ist "
              "nichts davon",
        "zh": "Spark 读取它自己的表或视图，或 Parquet 文件或文件夹；{name} 都不是",
        "el": "το Spark διαβάζει δικό του πίνακα ή προβολή, ή αρχείο ή φάκελο Parquet· το {name} δεν είναι τίποτα "
              "από αυτά"},
    "Leave --engine spark out to read this file on this computer (or add --engine duckdb), or save it as Parquet for "
    "Spark": {
        "de": "Lassen Sie --engine spark weg, um diese Datei auf diesem Rechner zu lesen (oder geben Sie --engine duckdb "
              "an), oder speichern Sie sie für Spark als Parquet",
        "zh": "省略 --engine spark 即可在本计算机上读取此文件（或加上 --engine duckdb），或将其另存为 Parquet 供 Spark 使用",
        "el": "Παραλείψτε το --engine spark για να διαβαστεί αυτό το αρχείο σε αυτόν τον υπολογιστή (ή προσθέστε "
              "--engine duckdb) ή αποθηκεύστε το ως Parquet για το Spark"},
    "the role you connect as may not do what {table} asks of the database (a function or view it calls); the "
    "database said: {reason}": {
        "de": "die Rolle, mit der Sie sich verbinden, darf nicht tun, was {table} von der Datenbank verlangt (eine "
              "Funktion oder Sicht, die sie aufruft); die Datenbank meldete: {reason}",
        "zh": "您连接所用的角色无权执行 {table} 要求数据库做的事（它调用的某个函数或视图）；数据库报告：{reason}",
        "el": "ο ρόλος με τον οποίο συνδέεστε δεν επιτρέπεται να κάνει ό,τι ζητά το {table} από τη βάση δεδομένων "
              "(μια συνάρτηση ή προβολή που καλεί)· η βάση δεδομένων ανέφερε: {reason}"},
    "Leave the function or view that needs more than reading out of the query; dpstudio only reads": {
        "de": "Lassen Sie die Funktion oder Sicht, die mehr als Lesen braucht, aus der Abfrage weg; dpstudio liest nur",
        "zh": "请从查询中去掉需要读取以外权限的函数或视图；dpstudio 只读取数据",
        "el": "Αφαιρέστε από το ερώτημα τη συνάρτηση ή προβολή που χρειάζεται κάτι περισσότερο από ανάγνωση· το "
              "dpstudio μόνο διαβάζει"},
}
