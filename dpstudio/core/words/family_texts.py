"""A table family's words (`"kind": "marginals"`, plan version 10) in German, Chinese (Simplified) and Greek: the
report's and the preview's (TEXTS, merged into words.all_texts), the sentences its release entry stores in
English (STORED, merged into release_sentences), and the problems of its plan query (PROBLEMS, merged into
problem_texts)."""

TEXTS = {
    "family of tables": {"de": "Tabellenfamilie", "zh": "表族", "el": "οικογένεια πινάκων"},
    "family of tables of people": {"de": "Tabellenfamilie (Personen)", "zh": "表族（人数）",
                                   "el": "οικογένεια πινάκων (πρόσωπα)"},
    "family of tables of rows": {"de": "Tabellenfamilie (Zeilen)", "zh": "表族（行数）",
                                 "el": "οικογένεια πινάκων (γραμμές)"},
    "{count} residual queries (in release.json)": {
        "de": "{count} Residualabfragen (in release.json)", "zh": "{count} 个残差查询（见 release.json）",
        "el": "{count} υπολειμματικά ερωτήματα (στο release.json)"},
    "{tables} tables measured together. Over all their cells the expected squared error is {ratio} times smaller "
    "than if each table had been measured on its own with an equal share of the same budget, and no table is less "
    "accurate.": {
        "de": "{tables} Tabellen, gemeinsam gemessen. Über alle ihre Zellen ist der erwartete quadratische Fehler "
              "{ratio}-mal kleiner, als wenn jede Tabelle für sich mit einem gleichen Anteil desselben Budgets gemessen "
              "worden wäre, und keine Tabelle ist ungenauer.",
        "zh": "{tables} 张表一起测量。与每张表各自以同一预算的等份单独测量相比，所有单元格的预期平方误差小 {ratio} 倍，"
              "且没有任何一张表的精度更低。",
        "el": "{tables} πίνακες μετρήθηκαν μαζί. Σε όλα τα κελιά τους το αναμενόμενο τετραγωνικό σφάλμα είναι {ratio} "
              "φορές μικρότερο από ό,τι αν κάθε πίνακας είχε μετρηθεί μόνος του με ίσο μερίδιο του ίδιου "
              "προϋπολογισμού, και κανένας πίνακας δεν είναι λιγότερο ακριβής."},
    "Interval (95%)": {"de": "Intervall (95 %)", "zh": "区间（95%）", "el": "Διάστημα (95%)"},
    "Measured on its own": {"de": "Einzeln gemessen", "zh": "单独测量时", "el": "Αν μετριόταν μόνος του"},
    "Table": {"de": "Tabelle", "zh": "表", "el": "Πίνακας"},
    "Cells": {"de": "Zellen", "zh": "单元格数", "el": "Κελιά"},
    "Each cell: ± {interval} with 95% probability.": {
        "de": "Jede Zelle: ± {interval} mit 95 % Wahrscheinlichkeit.", "zh": "每个单元格：以 95% 的概率在 ± {interval} 之内。",
        "el": "Κάθε κελί: ± {interval} με πιθανότητα 95%."},
    "Each cell of the {tables} tables will be within ±{low} (its most precise table) to ±{high} of its true count "
    "with {level} probability; measured one by one with an equal share of the budget, each would be within "
    "±{alone}. Over all cells the expected squared error is {ratio} times smaller.": {
        "de": "Jede Zelle der {tables} Tabellen liegt mit {level} Wahrscheinlichkeit innerhalb von ±{low} (in der "
              "genauesten Tabelle) bis ±{high} um ihren wahren Wert; einzeln mit einem gleichen Anteil des Budgets "
              "gemessen, läge jede innerhalb von ±{alone}. Über alle Zellen ist der erwartete quadratische Fehler "
              "{ratio}-mal kleiner.",
        "zh": "{tables} 张表的每个单元格将以 {level} 的概率落在其真实计数的 ±{low}（最精确的表）到 ±{high} 之内；"
              "若各表以预算的等份逐一测量，每个单元格将在 ±{alone} 之内。所有单元格的预期平方误差小 {ratio} 倍。",
        "el": "Κάθε κελί των {tables} πινάκων θα απέχει το πολύ ±{low} (στον πιο ακριβή πίνακα) έως ±{high} από την "
              "πραγματική του τιμή με πιθανότητα {level}· αν οι πίνακες μετρούνταν ένας ένας με ίσο μερίδιο του "
              "προϋπολογισμού, κάθε κελί θα απείχε το πολύ ±{alone}. Σε όλα τα κελιά το αναμενόμενο τετραγωνικό "
              "σφάλμα είναι {ratio} φορές μικρότερο."},
    "{query}: table": {"de": "{query}: Tabelle", "zh": "{query}：表", "el": "{query}: πίνακας"},
    "measured on its own": {"de": "einzeln gemessen", "zh": "单独测量时", "el": "αν μετριόταν μόνος του"},
    "measured together": {"de": "gemeinsam gemessen", "zh": "一起测量时", "el": "μετρημένος μαζί"},
    # several quantiles chosen jointly (kind "quantiles", plan version 10)
    "quantiles, chosen jointly": {"de": "Quantile, gemeinsam gewählt", "zh": "分位数（联合选取）",
                                  "el": "ποσοστημόρια, επιλεγμένα από κοινού"},
    "true quantiles (not released)": {"de": "wahre Quantile (nicht veröffentlicht)", "zh": "真实分位数（不发布）",
                                      "el": "πραγματικά ποσοστημόρια (δεν δημοσιεύονται)"},
    "Each of the {count} quantiles will be within ±{ranks} places in the sorted values of the true one with at least "
    "{level} probability.": {
        "de": "Jedes der {count} Quantile liegt mit mindestens {level} Wahrscheinlichkeit innerhalb von ±{ranks} Plätzen "
              "der sortierten Werte um das wahre.",
        "zh": "{count} 个分位数中的每一个都将以至少 {level} 的概率落在真实分位数在排序值中 ±{ranks} 个位置之内。",
        "el": "Καθένα από τα {count} ποσοστημόρια θα απέχει το πολύ ±{ranks} θέσεις στις ταξινομημένες τιμές από το "
              "πραγματικό με πιθανότητα τουλάχιστον {level}."},
}

STORED = {
    "The {count} quantiles were chosen jointly, level by level: the middle one first, then each of the others among "
    "the values between the quantiles already chosen (Kaplan, Schnapp and Stemmer, 2022). They cost {levels} shares "
    "of the query's budget instead of {count}. Each interval adds those of the quantiles chosen before it around it.": {
        "de": "Die {count} Quantile wurden gemeinsam gewählt, Stufe um Stufe: zuerst das mittlere, dann jedes weitere "
              "unter den Werten zwischen den schon gewählten Quantilen (Kaplan, Schnapp und Stemmer, 2022). Sie kosten "
              "{levels} Anteile des Budgets der Abfrage statt {count}. Jedes Intervall enthält die Intervalle der vor "
              "ihm gewählten Quantile um es herum.",
        "zh": "这 {count} 个分位数是逐层联合选取的：先选中间的一个，再在已选分位数之间的值中选取其余各个（Kaplan、Schnapp "
              "与 Stemmer，2022）。它们只花费该查询预算的 {levels} 份，而不是 {count} 份。每个区间都加上了在它之前选取、"
              "位于其两侧的分位数的区间。",
        "el": "Τα {count} ποσοστημόρια επιλέχθηκαν από κοινού, επίπεδο προς επίπεδο: πρώτα το μεσαίο, έπειτα καθένα από τα "
              "άλλα ανάμεσα στις τιμές μεταξύ των ποσοστημορίων που είχαν ήδη επιλεγεί (Kaplan, Schnapp και Stemmer, "
              "2022). Κοστίζουν {levels} μερίδια του προϋπολογισμού του ερωτήματος αντί για {count}. Κάθε διάστημα "
              "προσθέτει τα διαστήματα των ποσοστημορίων που επιλέχθηκαν πριν από αυτό γύρω του."},
    "The {tables} tables were measured once, together: dpstudio measured {residuals} residual queries (one for each "
    "set of columns that some table contains), with noise of its own each, and rebuilt every table from them "
    "(ResidualPlanner; Xiao, Kifer et al., 2023). The tables therefore agree exactly: each is the sum of any larger "
    "table of the family over the columns it leaves out. The noise was split so that the total error over all cells "
    "is the least possible with no table less accurate than if it had been measured on its own with its share of "
    "the budget. Post-processing; the query's budget covers every measurement.": {
        "de": "Die {tables} Tabellen wurden einmal gemeinsam gemessen: dpstudio maß {residuals} Residualabfragen (eine "
              "für jede Menge von Spalten, die in einer der Tabellen vorkommt), jede mit eigenem Rauschen, und setzte "
              "daraus jede Tabelle zusammen (ResidualPlanner; Xiao, Kifer u. a., 2023). Die Tabellen stimmen daher "
              "genau überein: Jede ist die Summe jeder größeren Tabelle der Familie über die Spalten, die ihr fehlen. "
              "Das Rauschen wurde so aufgeteilt, dass der Gesamtfehler über alle Zellen so klein wie möglich ist, "
              "ohne dass eine Tabelle ungenauer ist, als wenn sie einzeln mit ihrem Anteil am Budget gemessen worden "
              "wäre. Nachbearbeitung; das Budget der Abfrage deckt jede Messung.",
        "zh": "这 {tables} 张表被一起测量了一次：dpstudio 测量了 {residuals} 个残差查询（某张表所含的每一组列各一个），"
              "各自加入独立的噪声，再由它们重建每张表（ResidualPlanner；Xiao、Kifer 等，2023）。因此各表完全一致："
              "每张表都等于族中任一更大的表对其所缺列求和。噪声的分配使所有单元格的总误差尽可能小，且没有任何一张表"
              "比以其预算份额单独测量时更不精确。这是后处理；该查询的预算涵盖所有测量。",
        "el": "Οι {tables} πίνακες μετρήθηκαν μία φορά, μαζί: το dpstudio μέτρησε {residuals} υπολειμματικά ερωτήματα "
              "(ένα για κάθε σύνολο στηλών που περιέχεται σε κάποιον πίνακα), το καθένα με δικό του θόρυβο, και "
              "ανασύνθεσε από αυτά κάθε πίνακα (ResidualPlanner· Xiao, Kifer κ.ά., 2023). Γι' αυτό οι πίνακες "
              "συμφωνούν ακριβώς: ο καθένας είναι το άθροισμα κάθε μεγαλύτερου πίνακα της οικογένειας πάνω στις "
              "στήλες που του λείπουν. Ο θόρυβος μοιράστηκε ώστε το συνολικό σφάλμα σε όλα τα κελιά να είναι το "
              "ελάχιστο δυνατό χωρίς κανένας πίνακας να είναι λιγότερο ακριβής από ό,τι αν είχε μετρηθεί μόνος του "
              "με το μερίδιό του από τον προϋπολογισμό. Μετεπεξεργασία· ο προϋπολογισμός του ερωτήματος καλύπτει "
              "κάθε μέτρηση."},
    "Values are published as estimated, not rounded and not kept at 0 or above, so that the tables add up exactly: a "
    "small count may be published as a fraction or below 0. Each cell's 95% interval is exact.": {
        "de": "Die Werte werden so veröffentlicht, wie sie geschätzt wurden, weder gerundet noch bei 0 oder darüber "
              "gehalten, damit die Tabellen genau aufgehen: Eine kleine Anzahl kann als Bruchzahl oder unter 0 "
              "erscheinen. Das 95-%-Intervall jeder Zelle ist exakt.",
        "zh": "数值按估计值发布，既不取整，也不保持在 0 或以上，以使各表完全相加一致：较小的计数可能以小数或负数发布。"
              "每个单元格的 95% 区间是精确的。",
        "el": "Οι τιμές δημοσιεύονται όπως εκτιμήθηκαν, ούτε στρογγυλεμένες ούτε κρατημένες στο 0 ή πάνω από αυτό, "
              "ώστε οι πίνακες να αθροίζονται ακριβώς: ένας μικρός αριθμός μπορεί να δημοσιευτεί ως κλάσμα ή κάτω από "
              "το 0. Το διάστημα 95% κάθε κελιού είναι ακριβές."},
}

PROBLEMS = {
    "{quantiles} is not a list of 2 to {count} different numbers between 0 and 1": {
        "de": "{quantiles} ist keine Liste von 2 bis {count} verschiedenen Zahlen zwischen 0 und 1",
        "zh": "{quantiles} 不是由 2 到 {count} 个介于 0 和 1 之间的不同数字组成的列表",
        "el": "το {quantiles} δεν είναι λίστα με 2 έως {count} διαφορετικούς αριθμούς μεταξύ 0 και 1"},
    "e.g. [0.25, 0.5, 0.75] for the quartiles and the median": {
        "de": "z. B. [0.25, 0.5, 0.75] für die Quartile und den Median", "zh": "例如 [0.25, 0.5, 0.75] 表示四分位数和中位数",
        "el": "π.χ. [0.25, 0.5, 0.75] για τα τεταρτημόρια και τη διάμεσο"},
    "a table family needs a list of 2 to {count} different columns": {
        "de": "eine Tabellenfamilie braucht eine Liste von 2 bis {count} verschiedenen Spalten",
        "zh": "表族需要一个包含 2 到 {count} 个不同列的列表",
        "el": "μια οικογένεια πινάκων χρειάζεται λίστα με 2 έως {count} διαφορετικές στήλες"},
    "a table family needs every column's categories or bins: keys cannot be discovered in it": {
        "de": "eine Tabellenfamilie braucht die Kategorien oder Klassen jeder Spalte: Schlüssel können darin nicht "
              "gefunden werden",
        "zh": "表族需要每一列的类别或分箱：其中不能发现键",
        "el": "μια οικογένεια πινάκων χρειάζεται τις κατηγορίες ή τα διαστήματα κάθε στήλης: δεν μπορούν να "
              "ανακαλυφθούν κλειδιά σε αυτήν"},
    "list the categories": {"de": "führen Sie die Kategorien auf", "zh": "请列出类别",
                            "el": "απαριθμήστε τις κατηγορίες"},
    "a table family needs either \"ways\" (e.g. [1, 2]: every table of one and of two columns) or \"tables\" (a list "
    "of lists of columns), one of the two": {
        "de": "eine Tabellenfamilie braucht entweder \"ways\" (z. B. [1, 2]: jede Tabelle aus einer und aus zwei "
              "Spalten) oder \"tables\" (eine Liste von Spaltenlisten), eines von beiden",
        "zh": "表族需要 \"ways\"（例如 [1, 2]：每个单列表和每个双列表）或 \"tables\"（列的列表的列表），二者取其一",
        "el": "μια οικογένεια πινάκων χρειάζεται είτε \"ways\" (π.χ. [1, 2]: κάθε πίνακα μίας και δύο στηλών) είτε "
              "\"tables\" (λίστα από λίστες στηλών), ένα από τα δύο"},
    "{ways} is not a list of different whole numbers from 1 to {count}": {
        "de": "{ways} ist keine Liste verschiedener ganzer Zahlen von 1 bis {count}",
        "zh": "{ways} 不是由 1 到 {count} 之间不同整数组成的列表",
        "el": "το {ways} δεν είναι λίστα διαφορετικών ακεραίων από 1 έως {count}"},
    "e.g. [1, 2] for every column alone and every pair of columns": {
        "de": "z. B. [1, 2] für jede Spalte allein und jedes Spaltenpaar",
        "zh": "例如 [1, 2] 表示每一列单独以及每一对列",
        "el": "π.χ. [1, 2] για κάθε στήλη μόνη της και κάθε ζεύγος στηλών"},
    "must be a non-empty list of tables, each a list of the family's columns": {
        "de": "muss eine nicht leere Liste von Tabellen sein, jede eine Liste von Spalten der Familie",
        "zh": "必须是非空的表列表，每张表是该族的列的列表",
        "el": "πρέπει να είναι μη κενή λίστα πινάκων, ο καθένας λίστα στηλών της οικογένειας"},
    "{table} is not a list of different columns of this family": {
        "de": "{table} ist keine Liste verschiedener Spalten dieser Familie",
        "zh": "{table} 不是该族不同列的列表",
        "el": "το {table} δεν είναι λίστα διαφορετικών στηλών αυτής της οικογένειας"},
    "name columns listed in \"columns\"": {
        "de": "nennen Sie Spalten, die in \"columns\" aufgeführt sind", "zh": "请使用 \"columns\" 中列出的列",
        "el": "ονομάστε στήλες που αναφέρονται στο \"columns\""},
    "this table is asked for twice": {"de": "diese Tabelle wird zweimal verlangt", "zh": "这张表被要求了两次",
                                      "el": "αυτός ο πίνακας ζητείται δύο φορές"},
    "a column of a table family needs at least two cells": {
        "de": "eine Spalte einer Tabellenfamilie braucht mindestens zwei Zellen", "zh": "表族的每一列至少需要两个单元格",
        "el": "μια στήλη οικογένειας πινάκων χρειάζεται τουλάχιστον δύο κελιά"},
    "list at least two categories, or keep the (other) cell (\"other\": true)": {
        "de": "führen Sie mindestens zwei Kategorien auf, oder behalten Sie die Zelle (sonstige) (\"other\": true)",
        "zh": "请至少列出两个类别，或保留（其他）单元格（\"other\": true）",
        "el": "απαριθμήστε τουλάχιστον δύο κατηγορίες, ή κρατήστε το κελί (άλλο) (\"other\": true)"},
    "the family's columns together have {grid} combinations (at most {limit})": {
        "de": "die Spalten der Familie haben zusammen {grid} Kombinationen (höchstens {limit})",
        "zh": "该族的列合在一起有 {grid} 种组合（最多 {limit}）",
        "el": "οι στήλες της οικογένειας έχουν μαζί {grid} συνδυασμούς (το πολύ {limit})"},
    "merge categories or bins, or use fewer columns": {
        "de": "fassen Sie Kategorien oder Klassen zusammen, oder verwenden Sie weniger Spalten",
        "zh": "请合并类别或分箱，或使用更少的列",
        "el": "συγχωνεύστε κατηγορίες ή διαστήματα, ή χρησιμοποιήστε λιγότερες στήλες"},
    "{count} tables are too many for one family (at most {limit})": {
        "de": "{count} Tabellen sind zu viele für eine Familie (höchstens {limit})",
        "zh": "{count} 张表对一个表族来说太多了（最多 {limit}）",
        "el": "{count} πίνακες είναι πάρα πολλοί για μία οικογένεια (το πολύ {limit})"},
    "ask for fewer ways, or list the tables you need": {
        "de": "verlangen Sie weniger Stufen (ways), oder führen Sie die benötigten Tabellen auf",
        "zh": "请减少 ways，或列出您需要的表",
        "el": "ζητήστε λιγότερα ways, ή απαριθμήστε τους πίνακες που χρειάζεστε"},
    "a table family's noise is Gaussian: it needs a delta above 0": {
        "de": "das Rauschen einer Tabellenfamilie ist gaußsch: sie braucht ein Delta über 0",
        "zh": "表族的噪声是高斯噪声：它需要大于 0 的 delta",
        "el": "ο θόρυβος μιας οικογένειας πινάκων είναι γκαουσιανός: χρειάζεται delta πάνω από 0"},
    "give a delta such as 1e-7, or use zCDP accounting": {
        "de": "geben Sie ein Delta wie 1e-7 an, oder verwenden Sie zCDP-Abrechnung",
        "zh": "请给出如 1e-7 的 delta，或使用 zCDP 核算",
        "el": "δώστε ένα delta όπως 1e-7, ή χρησιμοποιήστε λογιστική zCDP"},
    "a table family cannot follow the small-cell rule (suppress_below): its tables are sums of each other": {
        "de": "eine Tabellenfamilie kann der Kleinzellenregel (suppress_below) nicht folgen: ihre Tabellen sind "
              "Summen voneinander",
        "zh": "表族无法遵循小单元格规则（suppress_below）：其各表互为求和关系",
        "el": "μια οικογένεια πινάκων δεν μπορεί να ακολουθήσει τον κανόνα μικρών κελιών (suppress_below): οι "
              "πίνακές της είναι αθροίσματα ο ένας του άλλου"},
    "release the family in a plan without suppress_below, or release a cross-tab with margins instead": {
        "de": "veröffentlichen Sie die Familie in einem Plan ohne suppress_below, oder stattdessen eine Kreuztabelle "
              "mit Randsummen",
        "zh": "请在不含 suppress_below 的计划中发布该表族，或改为发布带边际合计的交叉表",
        "el": "δημοσιεύστε την οικογένεια σε σχέδιο χωρίς suppress_below, ή δημοσιεύστε αντί γι' αυτήν πίνακα "
              "διπλής εισόδου με περιθώρια"},
}

# Issue 46's words (post-processed families, the synthetic table under the small-cell rule, the advice under a budget
# delta of 0), kept in their own module and merged here: the report's, the stored notes and the problems.
from .family_postprocess_texts import PROBLEMS as _PROBLEMS_46, STORED as _STORED_46, TEXTS as _TEXTS_46  # noqa: E402

TEXTS.update(_TEXTS_46)
STORED.update(_STORED_46)
PROBLEMS.update(_PROBLEMS_46)
