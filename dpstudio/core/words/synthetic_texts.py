"""A synthetic table's words (`"kind": "synthetic"`, plan version 11) in German, Chinese (Simplified) and Greek: the
report's and the preview's (TEXTS, merged into words.all_texts), the sentences its release entry stores in English
(STORED, merged into release_sentences), the problems of its plan query (PROBLEMS, merged into problem_texts) and
the steward's note comparing it with the real table (MESSAGES, merged into messages_release)."""

TEXTS = {
    "synthetic table": {"de": "synthetische Tabelle", "zh": "合成表", "el": "συνθετικός πίνακας"},
    "synthetic table of people": {"de": "synthetische Tabelle (Personen)", "zh": "合成表（人）",
                                  "el": "συνθετικός πίνακας (πρόσωπα)"},
    "synthetic table of rows": {"de": "synthetische Tabelle (Zeilen)", "zh": "合成表（行）",
                                "el": "συνθετικός πίνακας (γραμμές)"},
    "A synthetic table of {rows} rows over the columns {columns}, in the files {files}. It was drawn from the "
    "{tables} tables below, measured with noise: no row is a patient, and what is true of the synthetic table is what "
    "these tables say, no more.": {
        "de": "Eine synthetische Tabelle mit {rows} Zeilen über die Spalten {columns}, in den Dateien {files}. Sie "
              "wurde aus den {tables} Tabellen unten gezogen, die mit Rauschen gemessen wurden: keine Zeile ist ein "
              "Patient, und was für die synthetische Tabelle gilt, ist das, was diese Tabellen sagen, nicht mehr.",
        "zh": "一张合成表，共 {rows} 行，包含列 {columns}，见文件 {files}。它由下面 {tables} 张加噪测量的表生成："
              "没有任何一行是患者；合成表所能说明的，仅限于这些表所说明的内容。",
        "el": "Ένας συνθετικός πίνακας {rows} γραμμών στις στήλες {columns}, στα αρχεία {files}. Προέκυψε από τους "
              "{tables} πίνακες παρακάτω, που μετρήθηκαν με θόρυβο: καμία γραμμή δεν είναι ασθενής, και ό,τι ισχύει "
              "για τον συνθετικό πίνακα είναι ό,τι λένε αυτοί οι πίνακες, τίποτα παραπάνω."},
    "Not kept: the relation between {pairs}. These pairs have no table of their own, so in the synthetic table they "
    "are independent given the measured tables.": {
        "de": "Nicht erhalten: der Zusammenhang zwischen {pairs}. Diese Paare haben keine eigene Tabelle, daher sind "
              "sie in der synthetischen Tabelle unabhängig, gegeben die gemessenen Tabellen.",
        "zh": "未保留：{pairs} 之间的关系。这些列对没有自己的表，因此在合成表中，给定已测量的表，它们相互独立。",
        "el": "Δεν διατηρείται: η σχέση μεταξύ {pairs}. Αυτά τα ζεύγη δεν έχουν δικό τους πίνακα, οπότε στον "
              "συνθετικό πίνακα είναι ανεξάρτητα δεδομένων των μετρημένων πινάκων."},
    "Synthetic table differs by at most": {"de": "Synthetische Tabelle weicht höchstens ab um",
                                           "zh": "合成表的最大偏差", "el": "Ο συνθετικός πίνακας διαφέρει το πολύ κατά"},
    "Each table's cells are published as measured, within their interval of the true count with 95% probability. "
    "The synthetic table's own count of a cell, scaled to the published total, differs from the published one by at "
    "most the figure beside it, so it is within the interval widened by that figure.": {
        "de": "Die Zellen jeder Tabelle werden so veröffentlicht, wie sie gemessen wurden, mit 95 % Wahrscheinlichkeit "
              "innerhalb ihres Intervalls um den wahren Wert. Die eigene Zählung der synthetischen Tabelle, auf die "
              "veröffentlichte Gesamtzahl skaliert, weicht in jeder Zelle höchstens um die Zahl daneben vom "
              "veröffentlichten Wert ab, liegt also innerhalb des um diese Zahl verbreiterten Intervalls.",
        "zh": "每张表的单元格按测量值发布，以 95% 的概率落在真实计数的区间内。合成表自身在某个单元格的计数按发布的总数"
              "缩放后，与发布值之差至多为其旁边的数字，因此落在按该数字加宽后的区间内。",
        "el": "Τα κελιά κάθε πίνακα δημοσιεύονται όπως μετρήθηκαν, εντός του διαστήματός τους γύρω από την αληθινή "
              "τιμή με πιθανότητα 95%. Η δική του μέτρηση ενός κελιού στον συνθετικό πίνακα, κλιμακωμένη στο "
              "δημοσιευμένο σύνολο, διαφέρει από τη δημοσιευμένη το πολύ κατά τον αριθμό δίπλα, άρα βρίσκεται εντός "
              "του διαστήματος διευρυμένου κατά αυτόν τον αριθμό."},
    "Each cell of the {tables} tables, each measured on its own with Laplace noise and an equal share of the budget, "
    "will be within ±{width} of its true count with {level} probability.": {
        "de": "Jede Zelle der {tables} Tabellen, jede für sich mit Laplace-Rauschen und einem gleichen Anteil des "
              "Budgets gemessen, liegt mit {level} Wahrscheinlichkeit innerhalb von ±{width} um ihren wahren Wert.",
        "zh": "{tables} 张表各自以拉普拉斯噪声和同等份额的预算单独测量，其每个单元格将以 {level} 的概率落在真实计数的 "
              "±{width} 之内。",
        "el": "Κάθε κελί των {tables} πινάκων, καθένας μετρημένος μόνος του με θόρυβο Laplace και ίσο μερίδιο του "
              "προϋπολογισμού, θα βρίσκεται εντός ±{width} από την αληθινή τιμή του με πιθανότητα {level}."},
    "The synthetic table will keep the relation of every pair of its columns, as far as these tables show it; "
    "relations among three or more columns are kept only through the pairs.": {
        "de": "Die synthetische Tabelle wird den Zusammenhang jedes Paares ihrer Spalten erhalten, soweit diese "
              "Tabellen ihn zeigen; Zusammenhänge zwischen drei oder mehr Spalten nur über die Paare.",
        "zh": "合成表将保留其每一对列之间的关系（以这些表所显示的为限）；三列或更多列之间的关系只能通过这些列对保留。",
        "el": "Ο συνθετικός πίνακας θα διατηρήσει τη σχέση κάθε ζεύγους των στηλών του, στον βαθμό που τη δείχνουν "
              "αυτοί οι πίνακες· οι σχέσεις τριών ή περισσότερων στηλών διατηρούνται μόνο μέσω των ζευγών."},
    "The synthetic table will not keep the relation between {pairs}: these pairs have no table of their own, so they "
    "will be independent given the measured tables.": {
        "de": "Die synthetische Tabelle wird den Zusammenhang zwischen {pairs} nicht erhalten: diese Paare haben keine "
              "eigene Tabelle und sind daher unabhängig, gegeben die gemessenen Tabellen.",
        "zh": "合成表不会保留 {pairs} 之间的关系：这些列对没有自己的表，因此给定已测量的表，它们将相互独立。",
        "el": "Ο συνθετικός πίνακας δεν θα διατηρήσει τη σχέση μεταξύ {pairs}: αυτά τα ζεύγη δεν έχουν δικό τους "
              "πίνακα, οπότε θα είναι ανεξάρτητα δεδομένων των μετρημένων πινάκων."},
}

STORED = {
    "The synthetic table's {rows} rows were drawn from a model fitted to these {tables} noisy tables alone (the most "
    "even distribution whose tables are the published ones): no row is a patient, and a row that looks like one is "
    "there because the published tables make it likely. Post-processing; no extra budget.": {
        "de": "Die {rows} Zeilen der synthetischen Tabelle wurden aus einem Modell gezogen, das allein an diese "
              "{tables} verrauschten Tabellen angepasst wurde (die gleichmäßigste Verteilung, deren Tabellen die "
              "veröffentlichten sind): keine Zeile ist ein Patient, und eine Zeile, die einem gleicht, steht dort, "
              "weil die veröffentlichten Tabellen sie wahrscheinlich machen. Nachbearbeitung; kein zusätzliches Budget.",
        "zh": "合成表的 {rows} 行仅根据这 {tables} 张加噪表拟合的模型生成（其各表与发布值一致的最均匀分布）："
              "没有任何一行是患者；某一行看起来像某位患者，只是因为发布的表使它很可能出现。后处理；不额外消耗预算。",
        "el": "Οι {rows} γραμμές του συνθετικού πίνακα προέκυψαν από μοντέλο προσαρμοσμένο μόνο σε αυτούς τους "
              "{tables} θορυβώδεις πίνακες (την πιο ομοιόμορφη κατανομή της οποίας οι πίνακες είναι οι "
              "δημοσιευμένοι): καμία γραμμή δεν είναι ασθενής, και μια γραμμή που μοιάζει με ασθενή βρίσκεται εκεί "
              "επειδή οι δημοσιευμένοι πίνακες την καθιστούν πιθανή. Μεταεπεξεργασία· χωρίς επιπλέον προϋπολογισμό."},
    "Pairs of columns with no table of their own ({pairs}) are independent in the synthetic table given the measured "
    "tables: any relation between them in the real table is not kept.": {
        "de": "Spaltenpaare ohne eigene Tabelle ({pairs}) sind in der synthetischen Tabelle unabhängig, gegeben die "
              "gemessenen Tabellen: ein Zusammenhang zwischen ihnen in der echten Tabelle wird nicht erhalten.",
        "zh": "没有自己的表的列对（{pairs}）在合成表中，给定已测量的表，相互独立：它们在真实表中的任何关系都不会保留。",
        "el": "Ζεύγη στηλών χωρίς δικό τους πίνακα ({pairs}) είναι ανεξάρτητα στον συνθετικό πίνακα δεδομένων των "
              "μετρημένων πινάκων: καμία σχέση τους στον πραγματικό πίνακα δεν διατηρείται."},
    "Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on its own with Laplace "
    "noise and an equal share of the query's epsilon, so the tables need not add up exactly to each other. Values "
    "are published as estimated, not rounded and not kept at 0 or above; each cell's 95% interval is exact.": {
        "de": "Reine epsilon-Differential-Privacy (kein Delta): jede der {tables} Tabellen wurde für sich mit "
              "Laplace-Rauschen und einem gleichen Anteil des Epsilons der Abfrage gemessen, daher müssen sich die "
              "Tabellen nicht genau zueinander aufsummieren. Die Werte werden so veröffentlicht, wie sie geschätzt "
              "wurden, nicht gerundet und nicht auf 0 oder darüber gehalten; das 95-%-Intervall jeder Zelle ist exakt.",
        "zh": "纯 epsilon 差分隐私（无 delta）：{tables} 张表各自以拉普拉斯噪声和查询 epsilon 的同等份额单独测量，"
              "因此各表之间不一定完全相加一致。数值按估计值发布，不取整，也不保持在 0 及以上；每个单元格的 95% 区间是精确的。",
        "el": "Καθαρή epsilon-διαφορική ιδιωτικότητα (χωρίς delta): καθένας από τους {tables} πίνακες μετρήθηκε μόνος "
              "του με θόρυβο Laplace και ίσο μερίδιο του epsilon του ερωτήματος, οπότε οι πίνακες δεν χρειάζεται να "
              "αθροίζονται ακριβώς μεταξύ τους. Οι τιμές δημοσιεύονται όπως εκτιμήθηκαν, χωρίς στρογγυλοποίηση και "
              "χωρίς να κρατηθούν στο 0 ή πάνω· το διάστημα 95% κάθε κελιού είναι ακριβές."},
    "Every pair of columns has a table of its own: the synthetic table keeps each pair's relation.": {
        "de": "Jedes Spaltenpaar hat eine eigene Tabelle: die synthetische Tabelle erhält den Zusammenhang jedes Paares.",
        "zh": "每一对列都有自己的表：合成表保留了每一对列之间的关系。",
        "el": "Κάθε ζεύγος στηλών έχει δικό του πίνακα: ο συνθετικός πίνακας διατηρεί τη σχέση κάθε ζεύγους."},
}

PROBLEMS = {
    "give how many synthetic rows to write, or leave it out to write as many as the estimated number in the table": {
        "de": "geben Sie an, wie viele synthetische Zeilen geschrieben werden sollen, oder lassen Sie es weg, um so "
              "viele zu schreiben, wie die Tabelle geschätzt enthält",
        "zh": "请给出要写入的合成行数，或省略此项以写入与表中估计行数相同的行数",
        "el": "δώστε πόσες συνθετικές γραμμές θα γραφτούν, ή παραλείψτε το για να γραφτούν όσες εκτιμάται ότι έχει ο "
              "πίνακας"},
}

MESSAGES = {
    "Query '{query}': the synthetic rows' tables differ from the real tables by at most {largest} per cell (in "
    "{table}), {mean} on average over the {count} tables.": {
        "de": ("Abfrage '{query}': die Tabelle der synthetischen Zeilen weicht von der echten Tabelle um höchstens "
               "{largest} je Zelle ab ({table}), im Mittel um {mean}.",
               "Abfrage '{query}': die Tabellen der synthetischen Zeilen weichen von den echten Tabellen um höchstens "
               "{largest} je Zelle ab (in {table}), im Mittel um {mean} über die {count} Tabellen."),
        "zh": "查询 '{query}'：合成行的各表与真实表每个单元格相差至多 {largest}（在 {table} 中），{count} 张表平均相差 "
              "{mean}。",
        "el": ("Ερώτημα '{query}': ο πίνακας των συνθετικών γραμμών διαφέρει από τον πραγματικό το πολύ κατά "
               "{largest} ανά κελί ({table}), κατά μέσο όρο {mean}.",
               "Ερώτημα '{query}': οι πίνακες των συνθετικών γραμμών διαφέρουν από τους πραγματικούς το πολύ κατά "
               "{largest} ανά κελί (στον {table}), κατά μέσο όρο {mean} στους {count} πίνακες.")},
}
