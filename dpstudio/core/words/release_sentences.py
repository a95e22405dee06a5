"""The sentences a release stores in English (release.json is a public format: its texts stay English),
as the report writes them in German, Chinese (Simplified) and Greek. Each English text is the template
its module fills (release.py, plan/release_plan.py, private/*.py), with `{name}` where a value goes:
words.reworded matches a stored sentence against it and carries the values over.
tests/core/test_report_languages.py draws releases that hold every one of them."""

from .family_texts import STORED as _FAMILY
from .synthetic_texts import STORED as _SYNTHETIC

_PERSON_ID_RULE = {
    "de": "IDs, die nach dem Entfernen von Leerzeichen an beiden Enden gleich sind, sind eine Person ('P1' und "
          "' P1 ' sind dieselbe Person; Groß- und Kleinschreibung zählt), und Zeilen mit leerer ID werden "
          "weggelassen",
    "zh": "去掉两端空格后相同的标识视为同一个人（'P1' 与 ' P1 ' 是同一个人；区分大小写），标识为空的行被舍弃",
    "el": "αναγνωριστικά που είναι ίσα μετά την αφαίρεση κενών στα δύο άκρα είναι ένα πρόσωπο ('P1' και ' P1 ' "
          "είναι το ίδιο πρόσωπο· τα κεφαλαία μετρούν), και οι γραμμές με κενό αναγνωριστικό παραλείπονται",
}
_ZCDP = {
    "de": "Nullkonzentrierte Differential Privacy über die Abfragen (budget.accounting \"zcdp\"): Jede Abfrage "
          "verbrauchte einen Anteil rho am rho des Budgets, die Anteile addieren sich, und ihre Summe wird mit der "
          "engen Umrechnung von Canonne, Kamath und Steinke (2020) in das obige Epsilon und Delta umgerechnet; "
          "parallele Komposition über die disjunkten Zellen jedes Histogramms und jeder Kreuztabelle.",
    "zh": "查询之间采用零集中差分隐私（budget.accounting \"zcdp\"）：每个查询消耗预算 rho 中的一份 rho，"
          "各份额相加，其总和按 Canonne、Kamath 与 Steinke（2020）的紧致换算转为上述 epsilon 和 delta；"
          "每个直方图或交叉表中互不相交的单元格之间采用并行组合。",
    "el": "Διαφορική ιδιωτικότητα μηδενικής συγκέντρωσης ανάμεσα στα ερωτήματα (budget.accounting \"zcdp\"): κάθε "
          "ερώτημα δαπάνησε ένα μερίδιο rho από το rho του προϋπολογισμού, τα μερίδια προστίθενται, και το "
          "άθροισμά τους μετατρέπεται στα παραπάνω epsilon και delta με την ακριβή μετατροπή των Canonne, Kamath "
          "και Steinke (2020)· παράλληλη σύνθεση ανάμεσα στα ξένα μεταξύ τους κελιά κάθε ιστογράμματος ή πίνακα "
          "διπλής εισόδου.",
}
_ZCDP_ENGLISH = ("Zero-concentrated DP across queries (budget.accounting \"zcdp\"): each query spent a share rho of the "
                 "budget's rho, the shares add up, and their sum is converted to the epsilon and delta above by the "
                 "tight conversion of Canonne, Kamath and Steinke (2020); parallel composition across the disjoint "
                 "cells of each histogram or cross-tab.")
_RULE_ENGLISH = ("ids that are equal after trimming spaces at either end are one individual ('P1' and ' P1 ' are the "
                 "same person; letter case counts), and rows with an empty id are left out")

TEXTS = {
    "Two tables are neighbours when one is the other with one individual added or removed, together with all of "
    "that individual's rows (unbounded differential privacy).": {
        "de": "Zwei Tabellen sind benachbart, wenn die eine die andere ist, mit einer Person mehr oder weniger, "
              "zusammen mit allen Zeilen dieser Person (unbeschränkte Differential Privacy).",
        "zh": "如果一张表是在另一张表的基础上增加或删除一个人（连同此人的全部行）得到的，这两张表就是相邻数据集"
              "（无界差分隐私）。",
        "el": "Δύο πίνακες είναι γειτονικοί όταν ο ένας είναι ο άλλος με ένα πρόσωπο επιπλέον ή λιγότερο, μαζί με "
              "όλες τις γραμμές αυτού του προσώπου (απεριόριστη διαφορική ιδιωτικότητα)."},
    "Sequential composition across queries (their epsilons and deltas add up); parallel composition across the "
    "disjoint cells of each histogram or cross-tab.": {
        "de": "Sequentielle Komposition über die Abfragen (ihre Epsilons und Deltas addieren sich); parallele "
              "Komposition über die disjunkten Zellen jedes Histogramms und jeder Kreuztabelle.",
        "zh": "查询之间采用顺序组合（各查询的 epsilon 与 delta 相加）；每个直方图或交叉表中互不相交的单元格之间"
              "采用并行组合。",
        "el": "Διαδοχική σύνθεση ανάμεσα στα ερωτήματα (τα epsilon και τα delta τους προστίθενται)· παράλληλη "
              "σύνθεση ανάμεσα στα ξένα μεταξύ τους κελιά κάθε ιστογράμματος ή πίνακα διπλής εισόδου."},
    _ZCDP_ENGLISH: _ZCDP,
    _ZCDP_ENGLISH + " The thresholds of the queries that discover keys spent deltas of their own, {delta} in all, "
    "set apart from the budget's delta before the conversion.": {
        "de": _ZCDP["de"] + " Die Schwellen der Abfragen, die Schlüssel entdecken, verbrauchten eigene Deltas, "
                            "insgesamt {delta}, die vor der Umrechnung vom Delta des Budgets abgezogen wurden.",
        "zh": _ZCDP["zh"] + "发现键的查询所用的阈值消耗了各自的 delta，共计 {delta}，在换算之前已从预算的 delta "
                            "中单独划出。",
        "el": _ZCDP["el"] + " Τα κατώφλια των ερωτημάτων που ανακαλύπτουν κλειδιά δαπάνησαν δικά τους delta, "
                            "{delta} συνολικά, που αφαιρέθηκαν από το delta του προϋπολογισμού πριν από τη "
                            "μετατροπή."},
    "The category lists of {columns} were taken from the data rather than from a public source; the presence of a "
    "category in the release can reveal that someone in the table has it.": {
        "de": "Die Kategorienlisten von {columns} wurden aus den Daten genommen statt aus einer öffentlichen Quelle; "
              "dass eine Kategorie in der Veröffentlichung vorkommt, kann verraten, dass jemand in der Tabelle sie hat.",
        "zh": "{columns} 的类别列表取自数据，而非公开来源；某个类别出现在发布中，就可能泄露表中有人属于该类别。",
        "el": "Οι κατάλογοι κατηγοριών του {columns} ελήφθησαν από τα δεδομένα και όχι από δημόσια πηγή· η "
              "παρουσία μιας κατηγορίας στη δημοσίευση μπορεί να αποκαλύψει ότι κάποιος στον πίνακα την έχει."},

    # -- the privacy unit (plan/release_plan.PrivacyUnit.describe) -------------------------------------
    "one row of the table is one individual": {
        "de": "eine Zeile der Tabelle ist eine Person", "zh": "表中的一行就是一个人",
        "el": "μία γραμμή του πίνακα είναι ένα πρόσωπο"},
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most {max_rows} rows "
    "(the rows with the lowest '{order_by}' are kept; extra rows are left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "{max_rows} Zeilen bei (die Zeilen mit dem kleinsten '{order_by}' werden behalten; weitere Zeilen "
              "werden weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 {max_rows} 行"
              "（保留 '{order_by}' 最小的行；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ {max_rows} γραμμές (κρατούνται οι γραμμές με το μικρότερο '{order_by}'· οι επιπλέον "
              "γραμμές παραλείπονται)"},
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most {max_rows} rows "
    "(the first rows in file order are kept (in a database, a random order drawn for each release); extra rows are "
    "left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "{max_rows} Zeilen bei (die ersten Zeilen in der Reihenfolge der Datei werden behalten (in einer "
              "Datenbank: in einer für jede Veröffentlichung zufällig gezogenen Reihenfolge); weitere Zeilen werden "
              "weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 {max_rows} 行"
              "（按文件顺序保留最前面的行（在数据库中，按每次发布随机抽取的顺序）；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ {max_rows} γραμμές (κρατούνται οι πρώτες γραμμές με τη σειρά του αρχείου (σε βάση "
              "δεδομένων, με μια τυχαία σειρά που αντλείται για κάθε δημοσίευση)· οι επιπλέον γραμμές "
              "παραλείπονται)"},
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most 1 row (the row with "
    "the lowest '{order_by}' is kept; extra rows are left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "1 Zeile bei (die Zeile mit dem kleinsten '{order_by}' wird behalten; weitere Zeilen werden "
              "weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 1 行"
              "（保留 '{order_by}' 最小的那一行；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ 1 γραμμή (κρατείται η γραμμή με το μικρότερο '{order_by}'· οι επιπλέον γραμμές "
              "παραλείπονται)"},
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most 1 row (the first row "
    "in file order is kept (in a database, one drawn at random for each release); extra rows are left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "1 Zeile bei (die erste Zeile in der Reihenfolge der Datei wird behalten (in einer Datenbank: eine "
              "für jede Veröffentlichung zufällig gezogene); weitere Zeilen werden weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 1 行"
              "（按文件顺序保留第一行（在数据库中，为每次发布随机抽取一行）；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ 1 γραμμή (κρατείται η πρώτη γραμμή με τη σειρά του αρχείου (σε βάση δεδομένων, μία που "
              "αντλείται τυχαία για κάθε δημοσίευση)· οι επιπλέον γραμμές παραλείπονται)"},
    # release format 8 and before wrote "{max_rows} row(s)": their reports are written in these words still
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most {max_rows} row(s) "
    "(the rows with the lowest '{order_by}' are kept; extra rows are left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "{max_rows} Zeile(n) bei (die Zeilen mit dem kleinsten '{order_by}' werden behalten; weitere Zeilen "
              "werden weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 {max_rows} 行"
              "（保留 '{order_by}' 最小的行；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ {max_rows} γραμμή(ές) (κρατούνται οι γραμμές με το μικρότερο '{order_by}'· οι επιπλέον "
              "γραμμές παραλείπονται)"},
    "an individual is a value of '{column}'; " + _RULE_ENGLISH + "; each contributes at most {max_rows} row(s) "
    "(the first rows in file order are kept (in a database, a random order drawn for each release); extra rows are "
    "left out)": {
        "de": "eine Person ist ein Wert von '{column}'; " + _PERSON_ID_RULE["de"] + "; jede trägt höchstens "
              "{max_rows} Zeile(n) bei (die ersten Zeilen in der Reihenfolge der Datei werden behalten (in einer "
              "Datenbank: in einer für jede Veröffentlichung zufällig gezogenen Reihenfolge); weitere Zeilen werden "
              "weggelassen)",
        "zh": "一个人即 '{column}' 的一个值；" + _PERSON_ID_RULE["zh"] + "；每人至多贡献 {max_rows} 行"
              "（按文件顺序保留最前面的行（在数据库中，按每次发布随机抽取的顺序）；多余的行被舍弃）",
        "el": "ένα πρόσωπο είναι μια τιμή του '{column}'· " + _PERSON_ID_RULE["el"] + "· καθένα συνεισφέρει το "
              "πολύ {max_rows} γραμμή(ές) (κρατούνται οι πρώτες γραμμές με τη σειρά του αρχείου (σε βάση "
              "δεδομένων, με μια τυχαία σειρά που αντλείται για κάθε δημοσίευση)· οι επιπλέον γραμμές "
              "παραλείπονται)"},

    # -- the queries' notes (private/*.py) ---------------------------------------------------------------
    "Rows whose value is missing are left out.": {
        "de": "Zeilen mit fehlendem Wert werden weggelassen.", "zh": "值缺失的行被舍弃。",
        "el": "Οι γραμμές με ελλείπουσα τιμή παραλείπονται."},
    "The mean is clamped to the bounds.": {
        "de": "Der Mittelwert wird auf die Schranken begrenzt.", "zh": "均值被截断到上下界之内。",
        "el": "Ο μέσος όρος περιορίζεται στα όρια."},
    "Cells were moved equally to add up to the released total '{total}' (post-processing; no extra budget).": {
        "de": "Die Zellen wurden gleichmäßig verschoben, damit sie die veröffentlichte Summe '{total}' ergeben "
              "(Nachbearbeitung; kein zusätzliches Budget).",
        "zh": "各单元格被等量调整，使其合计等于发布的总计 '{total}'（后处理；不额外消耗预算）。",
        "el": "Τα κελιά μετακινήθηκαν εξίσου ώστε να αθροίζονται στο δημοσιευμένο σύνολο '{total}' "
              "(μετεπεξεργασία· χωρίς επιπλέον προϋπολογισμό)."},
    "Cells were moved to add up to the released total '{total}' with none below 0: the same amount off each cell "
    "left above 0, the others set to 0 (post-processing; no extra budget).": {
        "de": "Die Zellen wurden so verschoben, dass sie die veröffentlichte Summe '{total}' ergeben und keine unter 0 "
              "liegt: um denselben Betrag bei jeder Zelle, die über 0 blieb, die übrigen auf 0 gesetzt "
              "(Nachbearbeitung; kein zusätzliches Budget).",
        "zh": "各单元格被调整为合计等于发布的总计 '{total}'，且没有一个小于 0：仍大于 0 的单元格各减去相同的量，其余设为 0"
              "（后处理；不额外消耗预算）。",
        "el": "Τα κελιά μετακινήθηκαν ώστε να αθροίζονται στο δημοσιευμένο σύνολο '{total}' χωρίς κανένα κάτω από 0: "
              "το ίδιο ποσό αφαιρέθηκε από κάθε κελί που έμεινε πάνω από 0, τα υπόλοιπα έγιναν 0 "
              "(μετεπεξεργασία· χωρίς επιπλέον προϋπολογισμό)."},
    "Some released counts are below 0. Noise can take a small count below 0; these were left there so that the "
    "cells, margins and total still add up. Read such a count as \"few or none\".": {
        "de": "Einige veröffentlichte Anzahlen liegen unter 0. Rauschen kann eine kleine Anzahl unter 0 bringen; sie "
              "wurden dort belassen, damit Zellen, Randsummen und Gesamtsumme weiterhin aufgehen. Lesen Sie eine "
              "solche Anzahl als „wenige oder keine“.",
        "zh": "部分发布的计数小于 0。噪声可能使较小的计数低于 0；为使单元格、边际合计与总计仍然相符，这些值保持原样。"
              "请将这样的计数理解为“很少或没有”。",
        "el": "Ορισμένα δημοσιευμένα πλήθη είναι κάτω από 0. Ο θόρυβος μπορεί να φέρει ένα μικρό πλήθος κάτω από 0· "
              "αφέθηκαν εκεί ώστε τα κελιά, τα περιθώρια και το σύνολο να εξακολουθούν να αθροίζονται. Διαβάστε ένα "
              "τέτοιο πλήθος ως «λίγα ή κανένα»."},
    "Some released counts are below 0. Noise can take a small count below 0, and this query's post-processing "
    "does not raise it to 0. Read such a count as \"few or none\".": {
        "de": "Einige veröffentlichte Anzahlen liegen unter 0. Rauschen kann eine kleine Anzahl unter 0 bringen, und "
              "die Nachbearbeitung dieser Abfrage hebt sie nicht auf 0 an. Lesen Sie eine solche Anzahl als "
              "„wenige oder keine“.",
        "zh": "部分发布的计数小于 0。噪声可能使较小的计数低于 0，而此查询的后处理不会将其提升为 0。"
              "请将这样的计数理解为“很少或没有”。",
        "el": "Ορισμένα δημοσιευμένα πλήθη είναι κάτω από 0. Ο θόρυβος μπορεί να φέρει ένα μικρό πλήθος κάτω από 0, "
              "και η μετεπεξεργασία αυτού του ερωτήματος δεν το ανεβάζει στο 0. Διαβάστε ένα τέτοιο πλήθος ως "
              "«λίγα ή κανένα»."},
    "The keys of {columns} were found in the table (partition selection): only keys present in it are candidates, "
    "and a key is published only if its noisy count reached {threshold}. A key that few people have is likely left "
    "out, and one that only one person has is published with probability at most the query's delta. A published "
    "count near the threshold tends to be too high, because counts that came out low were left out.": {
        "de": "Die Schlüssel von {columns} wurden in der Tabelle gefunden (Partitionsauswahl): Nur Schlüssel, die "
              "darin vorkommen, sind Kandidaten, und ein Schlüssel wird nur veröffentlicht, wenn seine verrauschte "
              "Anzahl {threshold} erreicht. Ein Schlüssel, den wenige Personen haben, fehlt wahrscheinlich, und "
              "einer, den nur eine Person hat, wird höchstens mit der Wahrscheinlichkeit Delta der Abfrage "
              "veröffentlicht. Eine veröffentlichte Anzahl nahe der Schwelle ist eher zu hoch, weil niedrig "
              "ausgefallene Anzahlen weggelassen wurden.",
        "zh": "{columns} 的键是从表中找到的（分区选择）：只有表中出现的键才是候选，且只有当某个键的加噪计数达到 "
              "{threshold} 时才会发布。少数人拥有的键很可能被舍弃，而只有一个人拥有的键被发布的概率至多为该查询的 "
              "delta。接近阈值的已发布计数往往偏高，因为结果偏低的计数被舍弃了。",
        "el": "Τα κλειδιά του {columns} βρέθηκαν στον πίνακα (επιλογή διαμερίσεων): υποψήφια είναι μόνο τα κλειδιά "
              "που υπάρχουν σε αυτόν, και ένα κλειδί δημοσιεύεται μόνο αν το πλήθος του με θόρυβο έφτασε το "
              "{threshold}. Ένα κλειδί που έχουν λίγα πρόσωπα πιθανότατα παραλείπεται, και ένα που έχει μόνο ένα "
              "πρόσωπο δημοσιεύεται με πιθανότητα το πολύ ίση με το delta του ερωτήματος. Ένα δημοσιευμένο πλήθος "
              "κοντά στο κατώφλι τείνει να είναι υπερβολικά υψηλό, επειδή τα πλήθη που βγήκαν χαμηλά παραλείφθηκαν."},
    "The number of answers is itself noisy (part 'count'): answers chosen at random were dropped, or uniformly "
    "random answers added, to reach it, so the answers hide, within the query's epsilon, both each person's value "
    "and whether the person is in the table. Counts and shares are de-biased for the randomized answers; the "
    "dropped or added answers leave a small bias toward equal shares, which their intervals cover, together with "
    "both noises.": {
        "de": "Die Zahl der Antworten ist selbst verrauscht (Teil 'count'): Um sie zu erreichen, wurden zufällig "
              "gewählte Antworten weggelassen oder gleichverteilt zufällige Antworten hinzugefügt; so verbergen die "
              "Antworten innerhalb des Epsilons der Abfrage sowohl den Wert jeder Person als auch, ob die Person in "
              "der Tabelle ist. Anzahlen und Anteile sind für die zufälligen Antworten entzerrt; die weggelassenen "
              "oder hinzugefügten Antworten hinterlassen eine kleine Verzerrung hin zu gleichen Anteilen, die ihre "
              "Intervalle zusammen mit beiden Rauscharten abdecken.",
        "zh": "回答的数量本身也带有噪声（部分 'count'）：为达到这一数量，随机选取的回答被删除，或加入了均匀随机的"
              "回答，因此这些回答在该查询的 epsilon 之内，既隐藏了每个人的值，也隐藏了此人是否在表中。计数和比例已针对"
              "随机化的回答做了去偏；被删除或加入的回答会留下一个趋向均等比例的小偏差，其区间连同两种噪声一并涵盖了它。",
        "el": "Ο αριθμός των απαντήσεων έχει κι αυτός θόρυβο (μέρος 'count'): για να επιτευχθεί, απαντήσεις "
              "επιλεγμένες τυχαία αφαιρέθηκαν ή προστέθηκαν ομοιόμορφα τυχαίες απαντήσεις, οπότε οι απαντήσεις "
              "κρύβουν, εντός του epsilon του ερωτήματος, και την τιμή κάθε προσώπου και το αν το πρόσωπο βρίσκεται "
              "στον πίνακα. Τα πλήθη και τα ποσοστά έχουν διορθωθεί ως προς τη μεροληψία των τυχαιοποιημένων "
              "απαντήσεων· οι απαντήσεις που αφαιρέθηκαν ή προστέθηκαν αφήνουν μια μικρή μεροληψία προς ίσα "
              "ποσοστά, την οποία καλύπτουν τα διαστήματά τους, μαζί με τους δύο θορύβους."},
    "The margins and the total are sums of the cells, so everything adds up (a withheld cell counts in its "
    "margins). Under Laplace noise the whole budget goes to the cells: measuring the margins apart would cost the "
    "cells more precision than it gives the margins. Post-processing; no extra budget.": {
        "de": "Die Randsummen und die Gesamtsumme sind Summen der Zellen, sodass alles aufgeht (eine zurückgehaltene "
              "Zelle zählt in ihren Randsummen mit). Bei Laplace-Rauschen geht das ganze Budget an die Zellen: Die "
              "Randsummen eigens zu messen, kostete die Zellen mehr Genauigkeit, als es den Randsummen brächte. "
              "Nachbearbeitung; kein zusätzliches Budget.",
        "zh": "边际合计与总计都是各单元格之和，因此各项数字能够相互吻合（未公布的单元格也计入其边际合计）。在拉普拉斯噪声下，"
              "全部预算都用于单元格：单独测量边际合计给单元格带来的精度损失，会大于它给边际合计带来的精度提升。后处理；"
              "不额外消耗预算。",
        "el": "Τα περιθώρια και το σύνολο είναι αθροίσματα των κελιών, οπότε όλα συμφωνούν (ένα κελί που "
              "αποκρύφθηκε μετρά στα περιθώριά του). Με θόρυβο Laplace όλος ο προϋπολογισμός πηγαίνει στα κελιά: η "
              "χωριστή μέτρηση των περιθωρίων θα κόστιζε στα κελιά περισσότερη ακρίβεια απ' όση θα έδινε στα "
              "περιθώρια. Μετεπεξεργασία· χωρίς επιπλέον προϋπολογισμό."},
    "The cells, each column's margins and the total were measured with noise of their own and then made consistent "
    "(weighted least squares): the cells add up to the margins and the total (a withheld cell counts in its "
    "margins). Post-processing; the query's epsilon covers all three measurements.": {
        "de": "Die Zellen, die Randsummen jeder Spalte und die Gesamtsumme wurden jeweils mit eigenem Rauschen "
              "gemessen und dann in Einklang gebracht (gewichtete kleinste Quadrate): Die Zellen ergeben die "
              "Randsummen und die Gesamtsumme (eine zurückgehaltene Zelle zählt in ihren Randsummen mit). "
              "Nachbearbeitung; das Epsilon der Abfrage deckt alle drei Messungen ab.",
        "zh": "单元格、各列的边际合计以及总计各自以独立的噪声测量，然后通过加权最小二乘使其一致：单元格之和等于边际合计"
              "与总计（未公布的单元格也计入其边际合计）。后处理；该查询的 epsilon 涵盖全部三项测量。",
        "el": "Τα κελιά, τα περιθώρια κάθε στήλης και το σύνολο μετρήθηκαν με δικό τους θόρυβο και έπειτα έγιναν "
              "συνεπή (σταθμισμένα ελάχιστα τετράγωνα): τα κελιά αθροίζονται στα περιθώρια και στο σύνολο (ένα "
              "κελί που αποκρύφθηκε μετρά στα περιθώριά του). Μετεπεξεργασία· το epsilon του ερωτήματος καλύπτει "
              "και τις τρεις μετρήσεις."},
    "Cells, margins and total were then kept at 0 or above while still adding up (the total first, then each "
    "column's margins, then the cells, each moved as little as possible). A value so moved has its interval widened "
    "by how far it moved, so each interval holds with at least 95% probability. Post-processing; no extra budget.": {
        "de": "Zellen, Randsummen und Gesamtsumme wurden dann bei 0 oder darüber gehalten, ohne dass sie aufhören "
              "aufzugehen (zuerst die Gesamtsumme, dann die Randsummen jeder Spalte, dann die Zellen, jeweils so "
              "wenig wie möglich verschoben). Das Intervall eines so verschobenen Werts ist um die Verschiebung "
              "verbreitert, sodass jedes Intervall mit mindestens 95 % Wahrscheinlichkeit zutrifft. "
              "Nachbearbeitung; kein zusätzliches Budget.",
        "zh": "随后在保持各项数字相互吻合的前提下，使单元格、边际合计和总计均不小于 0（先总计，再各列的边际合计，最后单元格，"
              "每一步都尽可能少地移动）。被移动的数值，其区间按移动的距离加宽，因此每个区间成立的概率至少为 95%。后处理；"
              "不额外消耗预算。",
        "el": "Τα κελιά, τα περιθώρια και το σύνολο κρατήθηκαν έπειτα στο 0 ή πάνω από αυτό, αθροιζόμενα πάντα "
              "σωστά (πρώτα το σύνολο, μετά τα περιθώρια κάθε στήλης, μετά τα κελιά, το καθένα μετακινημένο όσο "
              "λιγότερο γίνεται). Το διάστημα μιας τιμής που μετακινήθηκε έτσι διευρύνεται κατά όσο μετακινήθηκε, "
              "οπότε κάθε διάστημα ισχύει με πιθανότητα τουλάχιστον 95%. Μετεπεξεργασία· χωρίς επιπλέον "
              "προϋπολογισμό."},
    "The cells were rounded to whole numbers and the margins and total are the sums of the rounded cells; each "
    "interval is widened by how far rounding moved its value.": {
        "de": "Die Zellen wurden auf ganze Zahlen gerundet, und die Randsummen und die Gesamtsumme sind die Summen der "
              "gerundeten Zellen; jedes Intervall ist um die Verschiebung durch das Runden verbreitert.",
        "zh": "单元格已四舍五入为整数，边际合计与总计是取整后单元格之和；每个区间都按取整使其数值移动的距离加宽。",
        "el": "Τα κελιά στρογγυλοποιήθηκαν σε ακέραιους και τα περιθώρια και το σύνολο είναι τα αθροίσματα των "
              "στρογγυλοποιημένων κελιών· κάθε διάστημα διευρύνεται κατά όσο μετακίνησε η στρογγυλοποίηση την "
              "τιμή του."},
    "Some further values were withheld too, so that no suppressed value can be worked out from the published ones "
    "and their sums (complementary suppression).": {
        "de": "Einige weitere Werte wurden ebenfalls zurückgehalten, damit sich kein unterdrückter Wert aus den "
              "veröffentlichten Werten und ihren Summen ausrechnen lässt (komplementäre Unterdrückung).",
        "zh": "另有一些数值也被隐去，以免根据已公布的数值及其合计推算出任何被抑制的数值（补充抑制）。",
        "el": "Αποκρύφθηκαν επίσης ορισμένες ακόμη τιμές, ώστε καμία αποκρυμμένη τιμή να μην μπορεί να υπολογιστεί "
              "από τις δημοσιευμένες και τα αθροίσματά τους (συμπληρωματική απόκρυψη)."},
    "Values below {n} were suppressed (the small-cell rule): they are published without a number. The rule is "
    "applied to the noisy values, after the noise, and costs no privacy budget.": {
        "de": "Werte unter {n} wurden unterdrückt (die Kleinzellenregel): Sie werden ohne Zahl veröffentlicht. Die "
              "Regel wird auf die verrauschten Werte angewendet, nach dem Rauschen, und kostet kein Privacy-Budget.",
        "zh": "低于 {n} 的数值已被抑制（小单元格规则）：它们发布时不带数字。该规则作用于加噪后的数值，在加入噪声之后"
              "执行，不消耗隐私预算。",
        "el": "Οι τιμές κάτω από {n} αποκρύφθηκαν (ο κανόνας μικρών κελιών): δημοσιεύονται χωρίς αριθμό. Ο κανόνας "
              "εφαρμόζεται στις τιμές με θόρυβο, μετά τον θόρυβο, και δεν καταναλώνει προϋπολογισμό ιδιωτικότητας."},
    "A mean whose noisy count of values is below {n} is published without a number (no estimate): with fewer values "
    "its interval would be wider than the bounds themselves, so a number would say nothing the bounds do not. This is "
    "decided from the noisy count, after the noise, and costs no privacy budget.": {
        "de": "Ein Mittelwert, dessen verrauschte Anzahl von Werten unter {n} liegt, wird ohne Zahl veröffentlicht "
              "(keine Schätzung): Mit weniger Werten wäre sein Intervall breiter als die Schranken selbst, sodass "
              "eine Zahl nichts sagen würde, was die Schranken nicht schon sagen. Das wird anhand der verrauschten "
              "Anzahl entschieden, nach dem Rauschen, und kostet kein Privacy-Budget.",
        "zh": "数值个数的加噪计数低于 {n} 的均值发布时不带数字（无估计值）：数值更少时，其区间会比上下界本身还宽，"
              "给出的数字不会比上下界多说明任何东西。这一判断依据加噪后的计数，在加入噪声之后作出，不消耗隐私预算。",
        "el": "Ένας μέσος όρος του οποίου το πλήθος τιμών με θόρυβο είναι κάτω από {n} δημοσιεύεται χωρίς αριθμό "
              "(χωρίς εκτίμηση): με λιγότερες τιμές το διάστημά του θα ήταν ευρύτερο από τα ίδια τα όρια, οπότε ένας "
              "αριθμός δεν θα έλεγε τίποτα που δεν λένε ήδη τα όρια. Αυτό αποφασίζεται από το πλήθος με θόρυβο, μετά "
              "τον θόρυβο, και δεν καταναλώνει προϋπολογισμό ιδιωτικότητας."},
    "Means whose noisy count of values is below {n} were suppressed (the small-cell rule), without a number. The "
    "rule is applied after the noise and costs no privacy budget.": {
        "de": "Mittelwerte, deren verrauschte Anzahl von Werten unter {n} liegt, wurden unterdrückt (die "
              "Kleinzellenregel), ohne Zahl. Die Regel wird nach dem Rauschen angewendet und kostet kein "
              "Privacy-Budget.",
        "zh": "数值个数的加噪计数低于 {n} 的均值已被抑制（小单元格规则），不给出数字。该规则在加入噪声之后执行，"
              "不消耗隐私预算。",
        "el": "Οι μέσοι όροι των οποίων το πλήθος τιμών με θόρυβο είναι κάτω από {n} αποκρύφθηκαν (ο κανόνας "
              "μικρών κελιών), χωρίς αριθμό. Ο κανόνας εφαρμόζεται μετά τον θόρυβο και δεν καταναλώνει "
              "προϋπολογισμό ιδιωτικότητας."},
    "Rows whose {columns} is not listed (or is missing) are left out of this table: there is no (other) cell, and "
    "totals count the listed rows only.": {
        "de": "Zeilen, deren {columns} nicht in der Liste steht (oder fehlt), fehlen in dieser Tabelle: Es gibt "
              "keine Zelle (sonstige), und Summen zählen nur die aufgeführten Zeilen.",
        "zh": "{columns} 不在列表中（或缺失）的行不计入此表：没有（其他）单元格，合计只计列出的行。",
        "el": "Οι γραμμές των οποίων το {columns} δεν περιλαμβάνεται στον κατάλογο (ή λείπει) παραλείπονται από "
              "αυτόν τον πίνακα: δεν υπάρχει κελί (άλλο), και τα σύνολα μετρούν μόνο τις γραμμές του καταλόγου."},
    **_FAMILY,  # a table family's notes (private/marginals_draft.py, plan version 10)
    **_SYNTHETIC,  # a synthetic table's notes (private/synthetic_draft.py, plan version 11)
}
