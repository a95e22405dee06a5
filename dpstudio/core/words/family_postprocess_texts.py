"""Issue 46's words for table families and synthetic tables in German, Chinese (Simplified) and Greek: a synthetic
table named as such under the small-cell rule, the advice under a budget's delta of 0, and the post-processing of a
family's tables (kept at 0 or above and rounded while they still add up, plan version 12). Each dict is merged into
family_texts' of the same name (and so into problem_texts, release_sentences and words.all_texts)."""

TEXTS = {
    "Published, the tables are kept at 0 or above while they still add up: a value that step moves has its released "
    "interval widened by how far it moved, so each released interval holds with at least {level} probability.": {
        "de": "Veröffentlicht werden die Tabellen bei 0 oder darüber gehalten, wobei sie weiterhin zueinander aufgehen: "
              "ein Wert, den dieser Schritt verschiebt, hat sein veröffentlichtes Intervall um die Verschiebung "
              "verbreitert, sodass jedes veröffentlichte Intervall mit mindestens {level} Wahrscheinlichkeit gilt.",
        "zh": "发布时，这些表被保持为 0 或以上，同时仍彼此一致相加：被这一步移动的值，其发布的区间按移动的距离加宽，"
              "因此每个发布的区间至少以 {level} 的概率成立。",
        "el": "Κατά τη δημοσίευση οι πίνακες κρατούνται στο 0 ή πάνω, αθροιζόμενοι ακόμη μεταξύ τους: μια τιμή που "
              "μετακινεί αυτό το βήμα έχει το δημοσιευμένο διάστημά της διευρυμένο κατά όσο μετακινήθηκε, οπότε κάθε "
              "δημοσιευμένο διάστημα ισχύει με πιθανότητα τουλάχιστον {level}."},
    "Each cell: ± {interval} with 95% probability, widened by how far keeping the tables at 0 or above and rounding "
    "moved it (up to ± {widest}; each cell's own interval is in release.csv).": {
        "de": "Jede Zelle: ± {interval} mit 95 % Wahrscheinlichkeit, verbreitert um die Verschiebung durch das Halten "
              "der Tabellen bei 0 oder darüber und das Runden (bis zu ± {widest}; das Intervall jeder Zelle steht in "
              "release.csv).",
        "zh": "每个单元格：以 95% 的概率在 ± {interval} 之内，并按将各表保持为 0 或以上及取整所造成的移动加宽"
              "（最多 ± {widest}；每个单元格自己的区间见 release.csv）。",
        "el": "Κάθε κελί: ± {interval} με πιθανότητα 95%, διευρυμένο κατά όσο το μετακίνησε η διατήρηση των πινάκων "
              "στο 0 ή πάνω και η στρογγυλοποίηση (έως ± {widest}· το διάστημα κάθε κελιού είναι στο release.csv)."},
}

PROBLEMS = {
    "a synthetic table cannot follow the small-cell rule (suppress_below): the tables it is drawn from are sums of "
    "each other": {
        "de": "eine synthetische Tabelle kann der Kleinzellenregel (suppress_below) nicht folgen: die Tabellen, aus "
              "denen sie gezogen wird, sind Summen voneinander",
        "zh": "合成表无法遵循小单元格规则（suppress_below）：生成它所依据的各表互为求和关系",
        "el": "ένας συνθετικός πίνακας δεν μπορεί να ακολουθήσει τον κανόνα μικρών κελιών (suppress_below): οι "
              "πίνακες από τους οποίους αντλείται είναι αθροίσματα ο ένας του άλλου"},
    "release the synthetic table in a plan without suppress_below": {
        "de": "veröffentlichen Sie die synthetische Tabelle in einem Plan ohne suppress_below",
        "zh": "请在不含 suppress_below 的计划中发布该合成表",
        "el": "δημοσιεύστε τον συνθετικό πίνακα σε σχέδιο χωρίς suppress_below"},
}

PROBLEMS.update({
    "raise the budget's delta, or give the synthetic table '{query}' a delta of 0 (pure epsilon: each of its tables "
    "measured on its own with Laplace noise)": {
        "de": "erhöhen Sie das Delta des Budgets, oder geben Sie der synthetischen Tabelle '{query}' ein Delta von 0 "
              "(reines Epsilon: jede ihrer Tabellen wird für sich mit Laplace-Rauschen gemessen)",
        "zh": "请提高预算的 delta，或将合成表 '{query}' 的 delta 设为 0（纯 epsilon：其每张表各自以 Laplace 噪声单独测量）",
        "el": "αυξήστε το delta του προϋπολογισμού, ή δώστε στον συνθετικό πίνακα '{query}' delta 0 (καθαρό epsilon: "
              "καθένας από τους πίνακές του μετριέται μόνος του με θόρυβο Laplace)"},
    "raise the budget's delta: a table family's noise is Gaussian and needs one": {
        "de": "erhöhen Sie das Delta des Budgets: das Rauschen einer Tabellenfamilie ist gaußsch und braucht eines",
        "zh": "请提高预算的 delta：表族的噪声是高斯噪声，需要 delta",
        "el": "αυξήστε το delta του προϋπολογισμού: ο θόρυβος μιας οικογένειας πινάκων είναι γκαουσιανός και "
              "χρειάζεται delta"},
    "give it a delta such as 1e-7 and raise the budget's delta to cover it, or use zCDP accounting with a budget "
    "delta above 0": {
        "de": "geben Sie ihr ein Delta wie 1e-7 und erhöhen Sie das Delta des Budgets, sodass es dieses deckt, oder "
              "verwenden Sie zCDP-Abrechnung mit einem Budget-Delta über 0",
        "zh": "请给它一个如 1e-7 的 delta，并提高预算的 delta 以涵盖它，或使用预算 delta 大于 0 的 zCDP 核算",
        "el": "δώστε του ένα delta όπως 1e-7 και αυξήστε το delta του προϋπολογισμού ώστε να το καλύπτει, ή "
              "χρησιμοποιήστε λογιστική zCDP με delta προϋπολογισμού πάνω από 0"},
    "a table family's cells are rounded only when they are kept at 0 or above": {
        "de": "die Zellen einer Tabellenfamilie werden nur gerundet, wenn sie bei 0 oder darüber gehalten werden",
        "zh": "表族的单元格只有在保持为 0 或以上时才会取整",
        "el": "τα κελιά μιας οικογένειας πινάκων στρογγυλοποιούνται μόνο όταν κρατούνται στο 0 ή πάνω"},
    "use [\"clamp_nonnegative\", \"round\"], or leave the field out": {
        "de": "verwenden Sie [\"clamp_nonnegative\", \"round\"], oder lassen Sie das Feld weg",
        "zh": "请使用 [\"clamp_nonnegative\", \"round\"]，或省略此字段",
        "el": "χρησιμοποιήστε [\"clamp_nonnegative\", \"round\"], ή παραλείψτε το πεδίο"},
})

STORED = {
    "The tables were then kept at 0 or above and rounded to whole numbers while still adding up to each other: "
    "dpstudio fitted counts at 0 or above over every combination of the columns to the noisy tables, rounded them to "
    "whole numbers keeping their total, and published every table as their sums. A value so moved has its interval "
    "widened by how far it moved, so each interval holds with at least 95% probability. Post-processing; no extra "
    "budget.": {
        "de": "Die Tabellen wurden danach bei 0 oder darüber gehalten und auf ganze Zahlen gerundet, wobei sie weiterhin "
              "zueinander aufgehen: dpstudio hat Anzahlen von 0 oder mehr über jede Kombination der Spalten an die "
              "verrauschten Tabellen angepasst, sie unter Beibehaltung ihrer Summe auf ganze Zahlen gerundet und jede "
              "Tabelle als deren Summen veröffentlicht. Ein so verschobener Wert hat sein Intervall um die Verschiebung "
              "verbreitert, sodass jedes Intervall mit mindestens 95 % Wahrscheinlichkeit gilt. Nachbearbeitung; kein "
              "zusätzliches Budget.",
        "zh": "随后，这些表被保持为 0 或以上并取整为整数，同时仍彼此一致相加：dpstudio 在各列的每种组合上拟合了与加噪表相符的"
              "非负计数，在保持其总数的前提下将其取整为整数，并把每张表作为这些计数之和发布。被如此移动的值，其区间按移动的"
              "距离加宽，因此每个区间至少以 95% 的概率成立。后处理；不消耗额外预算。",
        "el": "Οι πίνακες στη συνέχεια κρατήθηκαν στο 0 ή πάνω και στρογγυλοποιήθηκαν σε ακέραιους, αθροιζόμενοι "
              "ακόμη μεταξύ τους: το dpstudio προσάρμοσε στους πίνακες με θόρυβο πλήθη 0 ή πάνω σε κάθε συνδυασμό των "
              "στηλών, τα στρογγυλοποίησε σε ακέραιους κρατώντας το σύνολό τους, και δημοσίευσε κάθε πίνακα ως "
              "αθροίσματά τους. Μια τιμή που μετακινήθηκε έτσι έχει το διάστημά της διευρυμένο κατά όσο μετακινήθηκε, "
              "οπότε κάθε διάστημα ισχύει με πιθανότητα τουλάχιστον 95%. Μετεπεξεργασία· χωρίς επιπλέον "
              "προϋπολογισμό."},
    "The tables were then kept at 0 or above while still adding up to each other: dpstudio fitted counts at 0 or "
    "above over every combination of the columns to the noisy tables and published every table as their sums. A value "
    "so moved has its interval widened by how far it moved, so each interval holds with at least 95% probability. "
    "Post-processing; no extra budget.": {
        "de": "Die Tabellen wurden danach bei 0 oder darüber gehalten, wobei sie weiterhin zueinander aufgehen: dpstudio "
              "hat Anzahlen von 0 oder mehr über jede Kombination der Spalten an die verrauschten Tabellen angepasst und "
              "jede Tabelle als deren Summen veröffentlicht. Ein so verschobener Wert hat sein Intervall um die "
              "Verschiebung verbreitert, sodass jedes Intervall mit mindestens 95 % Wahrscheinlichkeit gilt. "
              "Nachbearbeitung; kein zusätzliches Budget.",
        "zh": "随后，这些表被保持为 0 或以上，同时仍彼此一致相加：dpstudio 在各列的每种组合上拟合了与加噪表相符的非负计数，"
              "并把每张表作为这些计数之和发布。被如此移动的值，其区间按移动的距离加宽，因此每个区间至少以 95% 的概率成立。"
              "后处理；不消耗额外预算。",
        "el": "Οι πίνακες στη συνέχεια κρατήθηκαν στο 0 ή πάνω, αθροιζόμενοι ακόμη μεταξύ τους: το dpstudio "
              "προσάρμοσε στους πίνακες με θόρυβο πλήθη 0 ή πάνω σε κάθε συνδυασμό των στηλών και δημοσίευσε κάθε "
              "πίνακα ως αθροίσματά τους. Μια τιμή που μετακινήθηκε έτσι έχει το διάστημά της διευρυμένο κατά όσο "
              "μετακινήθηκε, οπότε κάθε διάστημα ισχύει με πιθανότητα τουλάχιστον 95%. Μετεπεξεργασία· χωρίς επιπλέον "
              "προϋπολογισμό."},
    "Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on its own with Laplace "
    "noise and an equal share of the query's epsilon, each cell's 95% interval exact, and the tables were made to add "
    "up to each other afterwards.": {
        "de": "Reine Epsilon-Differential-Privacy (kein Delta): jede der {tables} Tabellen wurde für sich mit "
              "Laplace-Rauschen und einem gleichen Anteil des Epsilons der Abfrage gemessen, das 95-%-Intervall jeder "
              "Zelle exakt, und die Tabellen wurden danach so angepasst, dass sie zueinander aufgehen.",
        "zh": "纯 epsilon 差分隐私（无 delta）：{tables} 张表各自以 Laplace 噪声和该查询 epsilon 的等份单独测量，每个单元格的 "
              "95% 区间是精确的，之后再使这些表彼此一致相加。",
        "el": "Καθαρή διαφορική ιδιωτικότητα epsilon (χωρίς delta): καθένας από τους {tables} πίνακες μετρήθηκε μόνος "
              "του με θόρυβο Laplace και ίσο μερίδιο του epsilon του ερωτήματος, με ακριβές το διάστημα 95% κάθε κελιού, "
              "και οι πίνακες έγιναν κατόπιν να αθροίζονται μεταξύ τους."},
}
