"""The Columns page's words the core writes, in German, Chinese (Simplified) and Greek: the
re-identification risk figures (risk/text.py), the rows-per-person summary (exact/rows_per_person.py)
and its chart (preview/people_plot.py). For the steward's eyes only: none of it is released."""

TEXTS = {
    # risk/text.py
    "Records that share every quasi-identifier value form a class. Someone who knows a person's "
    "quasi-identifiers (from a voter list, a news story, a neighbour) narrows them down to their class: "
    "in a class of one, the person is singled out, with everything else in their row. Removing names is "
    "not enough. Differential privacy answers this: it publishes only noisy statistics, whose "
    "protection does not depend on what else an attacker knows. These figures describe the raw table, "
    "are for your eyes only, and never go into a release.": {
        "de": "Datensätze, die in jedem Quasi-Identifikator übereinstimmen, bilden eine Klasse. Wer die "
              "Quasi-Identifikatoren einer Person kennt (aus einem Wählerverzeichnis, einem Zeitungsbericht, von "
              "Nachbarn), grenzt sie auf ihre Klasse ein: In einer Klasse mit einem einzigen Datensatz ist die "
              "Person eindeutig erkannt, mit allem anderen in ihrer Zeile. Namen zu entfernen genügt nicht. "
              "Differential Privacy (differenzielle Privatsphäre) begegnet dem: Sie veröffentlicht nur verrauschte "
              "Statistiken, deren Schutz nicht davon abhängt, was ein Angreifer sonst noch weiß. Diese Zahlen "
              "beschreiben die Rohtabelle, sind nur für Ihre Augen bestimmt und gehen nie in eine "
              "Veröffentlichung ein.",
        "zh": "所有准标识符取值都相同的记录构成一个等价类。知道某人准标识符的人（例如来自选民名单、新闻报道或邻居）"
              "可以把此人缩小到其所在的等价类：在只有一条记录的等价类中，此人被唯一识别，其所在行的其他内容也随之暴露。"
              "仅删除姓名是不够的。差分隐私正是为此而设：它只发布加噪的统计数据，其保护不取决于攻击者还知道什么。"
              "这些数字描述的是原始表，仅供您本人查看，从不进入发布。",
        "el": "Οι εγγραφές που έχουν την ίδια τιμή σε κάθε οιονεί αναγνωριστικό σχηματίζουν μια κλάση. Όποιος "
              "γνωρίζει τα οιονεί αναγνωριστικά ενός προσώπου (από εκλογικό κατάλογο, ένα δημοσίευμα, έναν γείτονα) "
              "το περιορίζει στην κλάση του: σε μια κλάση με μία μόνο εγγραφή, το πρόσωπο ξεχωρίζει, μαζί με όλα τα "
              "υπόλοιπα στοιχεία της γραμμής του. Η αφαίρεση των ονομάτων δεν αρκεί. Η Διαφορική Ιδιωτικότητα "
              "απαντά σε αυτό: δημοσιεύει μόνο στατιστικά με θόρυβο, των οποίων η προστασία δεν εξαρτάται από το τι "
              "άλλο γνωρίζει ένας επιτιθέμενος. Αυτά τα στοιχεία περιγράφουν τον ακατέργαστο πίνακα, είναι μόνο για "
              "τα μάτια σας και δεν μπαίνουν ποτέ σε δημοσίευση."},
    "Over <b>{columns}</b>: the table is <b>{k}-anonymous</b>.": {
        "de": "Über <b>{columns}</b>: Die Tabelle ist <b>{k}-anonym</b>.",
        "zh": "基于 <b>{columns}</b>：该表满足 <b>{k}-匿名</b>。",
        "el": "Ως προς <b>{columns}</b>: ο πίνακας είναι <b>{k}-ανώνυμος</b>."},
    "<b>{unique}</b> of {records} records ({share}) are unique; {small} are in classes smaller than 5.": {
        "de": "<b>{unique}</b> von {records} Datensätzen ({share}) sind eindeutig; {small} liegen in Klassen mit "
              "weniger als 5 Datensätzen.",
        "zh": "{records} 条记录中有 <b>{unique}</b> 条（{share}）是唯一的；{small} 位于少于 5 条记录的等价类中。",
        "el": "<b>{unique}</b> από {records} εγγραφές ({share}) είναι μοναδικές· το {small} βρίσκεται σε κλάσεις "
              "με λιγότερες από 5 εγγραφές."},
    "Prosecutor risk: highest {highest}, average {average}; {above} of records are above {threshold}.": {
        "de": "Prosecutor-Risiko: höchstes {highest}, durchschnittliches {average}; {above} der Datensätze liegen "
              "über {threshold}.",
        "zh": "检察官风险：最高 {highest}，平均 {average}；{above} 的记录高于 {threshold}。",
        "el": "Κίνδυνος εισαγγελέα: μέγιστος {highest}, μέσος {average}· το {above} των εγγραφών είναι πάνω από "
              "{threshold}."},
    "<i>{column}</i>: {share} of records are in a class where everyone has the same value (l = {l} at worst).": {
        "de": "<i>{column}</i>: {share} der Datensätze liegen in einer Klasse, in der alle denselben Wert haben "
              "(l = {l} im ungünstigsten Fall).",
        "zh": "<i>{column}</i>：{share} 的记录位于所有人取值都相同的等价类中（最差情况下 l = {l}）。",
        "el": "<i>{column}</i>: το {share} των εγγραφών βρίσκεται σε κλάση όπου όλοι έχουν την ίδια τιμή "
              "(l = {l} στη χειρότερη περίπτωση)."},
    # risk/text.py, counting people (risk/persons.py)
    "Over <b>{columns}</b>: the people are <b>{k}-anonymous</b>.": {
        "de": "Über <b>{columns}</b>: Die Personen sind <b>{k}-anonym</b>.",
        "zh": "基于 <b>{columns}</b>：这些人满足 <b>{k}-匿名</b>。",
        "el": "Ως προς <b>{columns}</b>: τα πρόσωπα είναι <b>{k}-ανώνυμα</b>."},
    "Each person by the set of their combinations (all their rows).": {
        "de": "Jede Person nach der Menge ihrer Kombinationen (alle ihre Zeilen).",
        "zh": "每人按其所有组合的集合计（其全部行）。",
        "el": "Κάθε πρόσωπο με το σύνολο των συνδυασμών του (όλες οι γραμμές του)."},
    "Each person by their first row (ordered by <i>{order_by}</i>).": {
        "de": "Jede Person nach ihrer ersten Zeile (geordnet nach <i>{order_by}</i>).",
        "zh": "每人按其第一行计（按 <i>{order_by}</i> 排序）。",
        "el": "Κάθε πρόσωπο με την πρώτη του γραμμή (σε σειρά κατά <i>{order_by}</i>)."},
    "Each person by their last row (ordered by <i>{order_by}</i>).": {
        "de": "Jede Person nach ihrer letzten Zeile (geordnet nach <i>{order_by}</i>).",
        "zh": "每人按其最后一行计（按 <i>{order_by}</i> 排序）。",
        "el": "Κάθε πρόσωπο με την τελευταία του γραμμή (σε σειρά κατά <i>{order_by}</i>)."},
    "Each person by their first row in file order.": {
        "de": "Jede Person nach ihrer ersten Zeile in der Reihenfolge der Datei.",
        "zh": "每人按其在文件顺序中的第一行计。",
        "el": "Κάθε πρόσωπο με την πρώτη του γραμμή κατά τη σειρά του αρχείου."},
    "Each person by their last row in file order.": {
        "de": "Jede Person nach ihrer letzten Zeile in der Reihenfolge der Datei.",
        "zh": "每人按其在文件顺序中的最后一行计。",
        "el": "Κάθε πρόσωπο με την τελευταία του γραμμή κατά τη σειρά του αρχείου."},
    "Left out: {rows} without a person id.": {
        "de": "Weggelassen: {rows} ohne Personenkennung.", "zh": "未计入：没有个人标识的 {rows}。",
        "el": "Εκτός: {rows} χωρίς αναγνωριστικό προσώπου."},
    "{count} person": {"de": "{count} Person", "zh": "{count} 人", "el": "{count} πρόσωπο"},
    "{count} people": {"de": "{count} Personen", "zh": "{count} 人", "el": "{count} πρόσωπα"},
    "<b>{unique}</b> of {people} ({share}) is unique; {small} are in classes smaller than 5.": {
        "de": "<b>{unique}</b> von {people} ({share}) ist eindeutig; {small} liegen in Klassen mit weniger als 5 "
              "Personen.",
        "zh": "{people}中有 <b>{unique}</b> 人（{share}）是唯一的；{small} 位于少于 5 人的等价类中。",
        "el": "<b>{unique}</b> από {people} ({share}) είναι μοναδικό· το {small} βρίσκεται σε κλάσεις με λιγότερα "
              "από 5 πρόσωπα."},
    "<b>{unique}</b> of {people} ({share}) are unique; {small} are in classes smaller than 5.": {
        "de": "<b>{unique}</b> von {people} ({share}) sind eindeutig; {small} liegen in Klassen mit weniger als 5 "
              "Personen.",
        "zh": "{people}中有 <b>{unique}</b> 人（{share}）是唯一的；{small} 位于少于 5 人的等价类中。",
        "el": "<b>{unique}</b> από {people} ({share}) είναι μοναδικά· το {small} βρίσκεται σε κλάσεις με λιγότερα "
              "από 5 πρόσωπα."},
    "Prosecutor risk: highest {highest}, average {average}; {above} of people are above {threshold}.": {
        "de": "Prosecutor-Risiko: höchstes {highest}, durchschnittliches {average}; {above} der Personen liegen über "
              "{threshold}.",
        "zh": "检察官风险：最高 {highest}，平均 {average}；{above} 的人高于 {threshold}。",
        "el": "Κίνδυνος εισαγγελέα: μέγιστος {highest}, μέσος {average}· το {above} των προσώπων είναι πάνω από "
              "{threshold}."},
    "<i>{column}</i>: {share} of people are in a class where everyone has the same value (l = {l} at worst).": {
        "de": "<i>{column}</i>: {share} der Personen liegen in einer Klasse, in der alle denselben Wert haben "
              "(l = {l} im ungünstigsten Fall).",
        "zh": "<i>{column}</i>：{share} 的人位于所有人取值都相同的等价类中（最差情况下 l = {l}）。",
        "el": "<i>{column}</i>: το {share} των προσώπων βρίσκεται σε κλάση όπου όλοι έχουν την ίδια τιμή "
              "(l = {l} στη χειρότερη περίπτωση)."},
    # preview/plots.py, counting people
    "People by class size\n(red: unique; orange: under 5)": {
        "de": "Personen nach Klassengröße\n(rot: eindeutig; orange: unter 5)",
        "zh": "按等价类大小统计的人数\n（红色：唯一；橙色：少于 5）",
        "el": "Πρόσωπα ανά μέγεθος κλάσης\n(κόκκινο: μοναδικά· πορτοκαλί: κάτω από 5)"},
    # exact/rows_per_person.py
    "{count} row": {"de": "{count} Zeile", "zh": "{count} 行", "el": "{count} γραμμή"},
    "{count} rows": {"de": "{count} Zeilen", "zh": "{count} 行", "el": "{count} γραμμές"},
    "{rows}: {people}": {"de": "{rows}: {people}", "zh": "{rows}：{people}", "el": "{rows}: {people}"},
    "more than {rows}: {people} (up to {most} rows)": {
        "de": "mehr als {rows}: {people} (bis zu {most} Zeilen)", "zh": "多于 {rows} 行：{people}（最多 {most} 行）",
        "el": "περισσότερες από {rows}: {people} (έως {most} γραμμές)"},
    "People by their number of rows ({people} people): {counts}.": {
        "de": "Personen nach Zahl ihrer Zeilen ({people} Personen): {counts}.",
        "zh": "按行数统计的人数（共 {people} 人）：{counts}。",
        "el": "Πρόσωπα ανά πλήθος γραμμών ({people} πρόσωπα): {counts}."},
    "With at most {rows} each, no row is left out.": {
        "de": "Mit höchstens {rows} je Person wird keine Zeile weggelassen.",
        "zh": "每人至多 {rows}时，没有行被舍弃。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, δεν παραλείπεται καμία γραμμή."},
    "With at most {rows} each, 1 row is left out (1 person loses a row).": {
        "de": "Mit höchstens {rows} je Person wird 1 Zeile weggelassen (1 Person verliert eine Zeile).",
        "zh": "每人至多 {rows}时，有 1 行被舍弃（1 人失去一行）。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπεται 1 γραμμή (1 πρόσωπο χάνει μία γραμμή)."},
    "With at most {rows} each, {cut} rows are left out (1 person loses rows).": {
        "de": "Mit höchstens {rows} je Person werden {cut} Zeilen weggelassen (1 Person verliert Zeilen).",
        "zh": "每人至多 {rows}时，有 {cut} 行被舍弃（1 人失去部分行）。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπονται {cut} γραμμές (1 πρόσωπο χάνει γραμμές)."},
    "With at most {rows} each, {cut} rows are left out ({people} people lose rows).": {
        "de": "Mit höchstens {rows} je Person werden {cut} Zeilen weggelassen ({people} Personen verlieren Zeilen).",
        "zh": "每人至多 {rows}时，有 {cut} 行被舍弃（{people} 人失去部分行）。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπονται {cut} γραμμές ({people} πρόσωπα χάνουν γραμμές)."},
    "With at most {rows} each, 1 row is left out: it has no person id.": {
        "de": "Mit höchstens {rows} je Person wird 1 Zeile weggelassen: Sie hat keine Personenkennung.",
        "zh": "每人至多 {rows}时，有 1 行被舍弃：它没有个人标识。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπεται 1 γραμμή: δεν έχει αναγνωριστικό προσώπου."},
    "With at most {rows} each, {cut} rows are left out: they have no person id.": {
        "de": "Mit höchstens {rows} je Person werden {cut} Zeilen weggelassen: Sie haben keine Personenkennung.",
        "zh": "每人至多 {rows}时，有 {cut} 行被舍弃：它们没有个人标识。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπονται {cut} γραμμές: δεν έχουν αναγνωριστικό προσώπου."},
    "With at most {rows} each, {cut} rows are left out (1 person loses rows), {without} of them without a "
    "person id.": {
        "de": "Mit höchstens {rows} je Person werden {cut} Zeilen weggelassen (1 Person verliert Zeilen), "
              "{without} davon ohne Personenkennung.",
        "zh": "每人至多 {rows}时，有 {cut} 行被舍弃（1 人失去部分行），其中 {without} 行没有个人标识。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπονται {cut} γραμμές (1 πρόσωπο χάνει γραμμές), "
              "{without} από αυτές χωρίς αναγνωριστικό προσώπου."},
    "With at most {rows} each, {cut} rows are left out ({people} people lose rows), {without} of them without "
    "a person id.": {
        "de": "Mit höchstens {rows} je Person werden {cut} Zeilen weggelassen ({people} Personen verlieren "
              "Zeilen), {without} davon ohne Personenkennung.",
        "zh": "每人至多 {rows}时，有 {cut} 行被舍弃（{people} 人失去部分行），其中 {without} 行没有个人标识。",
        "el": "Με το πολύ {rows} ανά πρόσωπο, παραλείπονται {cut} γραμμές ({people} πρόσωπα χάνουν "
              "γραμμές), {without} από αυτές χωρίς αναγνωριστικό προσώπου."},
    "For your eyes only; never released.": {
        "de": "Nur für Ihre Augen; nie veröffentlicht.", "zh": "仅供您本人查看；从不发布。",
        "el": "Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ."},
    # preview/people_plot.py
    "rows per person": {"de": "Zeilen je Person", "zh": "每人行数", "el": "γραμμές ανά πρόσωπο"},
    "people": {"de": "Personen", "zh": "人数", "el": "πρόσωπα"},
    "People by their number of rows\n(orange: more than {max_rows}, rows left out)": {
        "de": "Personen nach Zahl ihrer Zeilen\n(orange: mehr als {max_rows}, Zeilen weggelassen)",
        "zh": "按行数统计的人数\n（橙色：多于 {max_rows} 行，多余的行被舍弃）",
        "el": "Πρόσωπα ανά πλήθος γραμμών\n(πορτοκαλί: πάνω από {max_rows}, γραμμές εκτός)"},
}
