"""The preview's plain-language sentences (preview/expected_error.py) in German, Chinese (Simplified)
and Greek: what the steward reads, before spending anything, about how far each released value may
land from the truth."""

TEXTS = {
    ".": {"de": ".", "zh": "。", "el": "."},
    "The count will be within ±{width} of the true count with {level} probability.": {
        "de": "Die Anzahl wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Anzahl abweichen.",
        "zh": "计数将以 {level} 的概率落在真实计数 ±{width} 之内。",
        "el": "Το πλήθος θα απέχει το πολύ ±{width} από το πραγματικό πλήθος με πιθανότητα {level}."},
    "The number of people will be within ±{width} of the true number with {level} probability.": {
        "de": "Die Zahl der Personen wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Zahl "
              "abweichen.",
        "zh": "人数将以 {level} 的概率落在真实人数 ±{width} 之内。",
        "el": "Ο αριθμός προσώπων θα απέχει το πολύ ±{width} από τον πραγματικό αριθμό με πιθανότητα {level}."},
    "The number of rows will be within ±{width} of the true number with {level} probability.": {
        "de": "Die Zahl der Zeilen wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Zahl "
              "abweichen.",
        "zh": "行数将以 {level} 的概率落在真实行数 ±{width} 之内。",
        "el": "Ο αριθμός γραμμών θα απέχει το πολύ ±{width} από τον πραγματικό αριθμό με πιθανότητα {level}."},
    "The number of rows in each cell will be within ±{width} of the true number with {level} probability.": {
        "de": "Die Zahl der Zeilen in jeder Zelle wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der "
              "wahren Zahl abweichen.",
        "zh": "每个单元格中的行数将以 {level} 的概率落在真实行数 ±{width} 之内。",
        "el": "Ο αριθμός γραμμών σε κάθε κελί θα απέχει το πολύ ±{width} από τον πραγματικό αριθμό με πιθανότητα "
              "{level}."},
    "The number of people in each cell will be within ±{width} of the true number with {level} probability.": {
        "de": "Die Zahl der Personen in jeder Zelle wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der "
              "wahren Zahl abweichen.",
        "zh": "每个单元格中的人数将以 {level} 的概率落在真实人数 ±{width} 之内。",
        "el": "Ο αριθμός προσώπων σε κάθε κελί θα απέχει το πολύ ±{width} από τον πραγματικό αριθμό με πιθανότητα "
              "{level}."},
    "The count in each cell will be within ±{width} of the true count in each cell with {level} probability.": {
        "de": "Die Anzahl in jeder Zelle wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Anzahl "
              "der Zelle abweichen.",
        "zh": "每个单元格中的计数将以 {level} 的概率落在该单元格真实计数 ±{width} 之内。",
        "el": "Το πλήθος σε κάθε κελί θα απέχει το πολύ ±{width} από το πραγματικό πλήθος του κελιού με πιθανότητα "
              "{level}."},
    "Each cell's count will be within its released interval of the true count with at least {level} probability; "
    "on this table that interval will be about ±{width} (keeping cells at 0 or above while they add up widens it by "
    "how far that moves the others).": {
        "de": "Die Anzahl jeder Zelle wird mit mindestens {level} Wahrscheinlichkeit innerhalb ihres veröffentlichten "
              "Intervalls um die wahre Anzahl liegen; bei dieser Tabelle wird dieses Intervall etwa ±{width} betragen "
              "(dass die Zellen beim Aufsummieren bei 0 oder darüber gehalten werden, verbreitert es um so viel, wie "
              "das die übrigen verschiebt).",
        "zh": "每个单元格的计数将以至少 {level} 的概率落在其发布区间内（围绕真实计数）；在此表上该区间约为 ±{width}"
              "（在合计相符的同时把单元格保持在 0 或以上，会使区间加宽，加宽量为这一步对其他单元格的移动量）。",
        "el": "Το πλήθος κάθε κελιού θα βρίσκεται μέσα στο δημοσιευμένο διάστημά του γύρω από το πραγματικό πλήθος με "
              "πιθανότητα τουλάχιστον {level}· σε αυτόν τον πίνακα το διάστημα θα είναι περίπου ±{width} (η διατήρηση "
              "των κελιών στο 0 ή πάνω ενώ αθροίζονται το διευρύνει κατά όσο μετατοπίζει αυτό τα υπόλοιπα)."},
    "Each cell's count will be within ±{width} of the true count with {level} probability where keeping the table at "
    "0 or above leaves it; a value that step moves has its released interval widened by how far it moved, so each "
    "released interval holds with at least {level} probability.": {
        "de": "Die Anzahl jeder Zelle wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Anzahl "
              "abweichen, wo das Halten der Tabelle bei 0 oder darüber sie unverändert lässt; das veröffentlichte "
              "Intervall eines Werts, den dieser Schritt verschiebt, wird um die Verschiebung verbreitert, sodass "
              "jedes veröffentlichte Intervall mit mindestens {level} Wahrscheinlichkeit zutrifft.",
        "zh": "在把表保持在 0 或以上这一步未移动单元格的地方，每个单元格的计数将以 {level} 的概率落在真实计数 ±{width} "
              "之内；被这一步移动的数值，其发布区间按移动的距离加宽，因此每个发布区间成立的概率至少为 {level}。",
        "el": "Το πλήθος κάθε κελιού θα απέχει το πολύ ±{width} από το πραγματικό πλήθος με πιθανότητα {level} όπου η "
              "διατήρηση του πίνακα στο 0 ή πάνω από αυτό το αφήνει αμετάβλητο· μια τιμή που μετακινεί αυτό το βήμα "
              "έχει το δημοσιευμένο διάστημά της διευρυμένο κατά όσο μετακινήθηκε, οπότε κάθε δημοσιευμένο διάστημα "
              "ισχύει με πιθανότητα τουλάχιστον {level}."},
    "The sum will be within ±{width} of the true sum with {level} probability.": {
        "de": "Die Summe wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Summe abweichen.",
        "zh": "总和将以 {level} 的概率落在真实总和 ±{width} 之内。",
        "el": "Το άθροισμα θα απέχει το πολύ ±{width} από το πραγματικό άθροισμα με πιθανότητα {level}."},
    "The mean will be within ±{width} of the true mean with {level} probability.": {
        "de": "Der Mittelwert wird mit {level} Wahrscheinlichkeit höchstens ±{width} vom wahren Mittelwert abweichen.",
        "zh": "均值将以 {level} 的概率落在真实均值 ±{width} 之内。",
        "el": "Ο μέσος όρος θα απέχει το πολύ ±{width} από τον πραγματικό μέσο όρο με πιθανότητα {level}."},
    "Each group's count will be within ±{low} (its most precise group) to ±{high} of its true count with {level} "
    "probability.": {
        "de": "Die Anzahl jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) bis "
              "±{high} von ihrer wahren Anzahl abweichen.",
        "zh": "每个组的计数将以 {level} 的概率落在其真实计数 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Το πλήθος κάθε ομάδας θα απέχει από το πραγματικό του πλήθος το πολύ ±{low} (η πιο ακριβής ομάδα) έως "
              "±{high} με πιθανότητα {level}."},
    "Each group's sum will be within ±{low} (its most precise group) to ±{high} of its true sum with {level} "
    "probability.": {
        "de": "Die Summe jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) bis "
              "±{high} von ihrer wahren Summe abweichen.",
        "zh": "每个组的总和将以 {level} 的概率落在其真实总和 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Το άθροισμα κάθε ομάδας θα απέχει από το πραγματικό του άθροισμα το πολύ ±{low} (η πιο ακριβής ομάδα) "
              "έως ±{high} με πιθανότητα {level}."},
    "Each group's mean will be within ±{low} (its most precise group) to ±{high} of its true mean with {level} "
    "probability.": {
        "de": "Der Mittelwert jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) "
              "bis ±{high} von ihrem wahren Mittelwert abweichen.",
        "zh": "每个组的均值将以 {level} 的概率落在其真实均值 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Ο μέσος όρος κάθε ομάδας θα απέχει από τον πραγματικό του μέσο όρο το πολύ ±{low} (η πιο ακριβής "
              "ομάδα) έως ±{high} με πιθανότητα {level}."},
    "Each share will be within ±{worst} of the true share with at least {level} probability.": {
        "de": "Jeder Anteil wird mit mindestens {level} Wahrscheinlichkeit höchstens ±{worst} vom wahren Anteil "
              "abweichen.",
        "zh": "每个比例将以至少 {level} 的概率落在真实比例 ±{worst} 之内。",
        "el": "Κάθε ποσοστό θα απέχει το πολύ ±{worst} από το πραγματικό ποσοστό με πιθανότητα τουλάχιστον {level}."},
    "The released value will be within ±{ranks} places in the sorted values of the true quantile with {level} "
    "probability": {
        "de": "Der veröffentlichte Wert wird mit {level} Wahrscheinlichkeit höchstens ±{ranks} Plätze in den "
              "sortierten Werten vom wahren Quantil abweichen",
        "zh": "发布的数值将以 {level} 的概率落在真实分位数的 ±{ranks} 个排序后数值中的位置之内",
        "el": "Η δημοσιευμένη τιμή θα απέχει το πολύ ±{ranks} θέσεις στις ταξινομημένες τιμές από το πραγματικό "
              "ποσοστημόριο με πιθανότητα {level}"},
    ": on this table, between {low} and {high}": {
        "de": ": in dieser Tabelle zwischen {low} und {high}", "zh": "：在此表中，介于 {low} 与 {high} 之间",
        "el": ": σε αυτόν τον πίνακα, μεταξύ {low} και {high}"},
    "Each published count will be within ±{width} of its true count with {level} probability. A key is published "
    "only if its noisy count reaches {threshold}: on this table, about {expected} of its {keys} keys would be "
    "published; keys with fewer rows are likely left out.": {
        "de": "Jede veröffentlichte Anzahl wird mit {level} Wahrscheinlichkeit höchstens ±{width} von ihrer wahren "
              "Anzahl abweichen. Ein Schlüssel wird nur veröffentlicht, wenn seine verrauschte Anzahl {threshold} "
              "erreicht: In dieser Tabelle würden etwa {expected} ihrer {keys} Schlüssel veröffentlicht; Schlüssel "
              "mit weniger Zeilen fehlen wahrscheinlich.",
        "zh": "每个发布的计数将以 {level} 的概率落在其真实计数 ±{width} 之内。只有当某个键的加噪计数达到 {threshold} "
              "时才会发布：在此表中，其 {keys} 个键中约有 {expected} 个会被发布；行数较少的键很可能被舍弃。",
        "el": "Κάθε δημοσιευμένο πλήθος θα απέχει το πολύ ±{width} από το πραγματικό του πλήθος με πιθανότητα "
              "{level}. Ένα κλειδί δημοσιεύεται μόνο αν το πλήθος του με θόρυβο φτάσει το {threshold}: σε αυτόν τον "
              "πίνακα, περίπου {expected} από τα {keys} κλειδιά του θα δημοσιεύονταν· τα κλειδιά με λιγότερες "
              "γραμμές πιθανότατα παραλείπονται."},
    "± up to {width}": {"de": "± bis zu {width}", "zh": "± 最多 {width}", "el": "± έως {width}"},
    "{low}–{high} (this table)": {
        "de": "{low}–{high} (diese Tabelle)", "zh": "{low}–{high}（此表）", "el": "{low}–{high} (στον πίνακα)"},
    "1 cell near zero: ± down to {width}": {
        "de": "1 Zelle nahe null: ± bis hinunter zu {width}", "zh": "1 个接近零的单元格：± 最低至 {width}",
        "el": "1 κελί κοντά στο μηδέν: ± έως και {width}"},
    "{cells} cells near zero: ± down to {width}": {
        "de": "{cells} Zellen nahe null: ± bis hinunter zu {width}", "zh": "{cells} 个接近零的单元格：± 最低至 {width}",
        "el": "{cells} κελιά κοντά στο μηδέν: ± έως και {width}"},
    "no change": {"de": "keine Änderung", "zh": "无变化", "el": "καμία αλλαγή"},
    "about ± {width} on this table: kept at 0 or above while adding up": {
        "de": "etwa ± {width} bei dieser Tabelle: beim Aufsummieren bei 0 oder darüber gehalten",
        "zh": "约 ± {width}（在此表上）：在合计相符的同时保持不小于 0",
        "el": "περίπου ± {width} σε αυτόν τον πίνακα: κρατούνται στο 0 ή πάνω ενώ αθροίζονται"},
    "up to {share}": {"de": "bis zu {share}", "zh": "最多 {share}", "el": "έως {share}"},

    # -- the preview's plots (preview/plots.py) and the mechanisms' short names (report_words.SHORT_MECHANISMS)
    "true value (not released)": {"de": "wahrer Wert (nicht veröffentlicht)", "zh": "真实值（不发布）",
                                 "el": "πραγματική τιμή (δεν δημοσιεύεται)"},
    "{level} range of the release": {"de": "{level}-Bereich der Veröffentlichung", "zh": "发布值的 {level} 范围",
                                     "el": "εύρος {level} της δημοσίευσης"},
    "{interval}: {level} range of the release": {
        "de": "{interval}: {level}-Bereich der Veröffentlichung", "zh": "{interval}：发布值的 {level} 范围",
        "el": "{interval}: εύρος {level} της δημοσίευσης"},
    "true value and {level} range of the release": {
        "de": "wahrer Wert und {level}-Bereich der Veröffentlichung", "zh": "真实值及发布值的 {level} 范围",
        "el": "πραγματική τιμή και εύρος {level} της δημοσίευσης"},
    "threshold {threshold}: keys below are likely left out": {
        "de": "Schwelle {threshold}: Schlüssel darunter fehlen wahrscheinlich", "zh": "阈值 {threshold}：低于它的键很可能被舍弃",
        "el": "κατώφλι {threshold}: τα κλειδιά κάτω από αυτό πιθανότατα παραλείπονται"},
    "true quantile (not released)": {"de": "wahres Quantil (nicht veröffentlicht)", "zh": "真实分位数（不发布）",
                                     "el": "πραγματικό ποσοστημόριο (δεν δημοσιεύεται)"},
    "value": {"de": "Wert", "zh": "数值", "el": "τιμή"},
    "share": {"de": "Anteil", "zh": "比例", "el": "ποσοστό"},
    "places": {"de": "Plätze", "zh": "位置", "el": "θέσεις"},  # a quantile's ±: places in the sorted values
    "class size": {"de": "Klassengröße", "zh": "等价类大小", "el": "μέγεθος κλάσης"},
    "records": {"de": "Datensätze", "zh": "记录数", "el": "εγγραφές"},
    "Records by class size\n(red: unique; orange: under 5)": {
        "de": "Datensätze nach Klassengröße\n(rot: eindeutig; orange: unter 5)", "zh": "按等价类大小统计的记录\n（红色：唯一；橙色：少于 5）",
        "el": "Εγγραφές ανά μέγεθος κλάσης\n(κόκκινο: μοναδικές· πορτοκαλί: κάτω από 5)"},
    "Type the expected number\nof rows (a public figure)\nto see this curve": {
        "de": "Geben Sie die erwartete Zahl\nder Zeilen ein (eine öffentliche Zahl),\num diese Kurve zu sehen",
        "zh": "输入预期行数\n（一个公开数字）\n即可查看此曲线",
        "el": "Πληκτρολογήστε τον αναμενόμενο αριθμό\nγραμμών (δημόσιος αριθμός)\nγια να δείτε την καμπύλη"},
    "Error against ε": {"de": "Fehler gegen ε", "zh": "误差随 ε 的变化", "el": "Σφάλμα ως προς ε"},
    "current ε": {"de": "aktuelles ε", "zh": "当前 ε", "el": "τρέχον ε"},
    "± error": {"de": "± Fehler", "zh": "± 误差", "el": "± σφάλμα"},
    "± error ({unit})": {"de": "± Fehler ({unit})", "zh": "± 误差（{unit}）", "el": "± σφάλμα ({unit})"},
    "(unspent)": {"de": "(nicht verbraucht)", "zh": "（未使用）", "el": "(αδαπάνητο)"},
    "Budget: {spent} of {total}": {"de": "Budget: {spent} von {total}", "zh": "预算：{spent} / {total}",
                                   "el": "Προϋπολογισμός: {spent} από {total}"},
    " — over!": {"de": " — überschritten!", "zh": " — 超出！", "el": " — υπέρβαση!"},
    "Laplace": {"de": "Laplace", "zh": "拉普拉斯", "el": "Laplace"},
    "discrete Laplace": {"de": "diskreter Laplace", "zh": "离散拉普拉斯", "el": "διακριτός Laplace"},
    "Gaussian": {"de": "Gauß", "zh": "高斯", "el": "γκαουσιανός"},
    "discrete Gaussian": {"de": "diskreter Gauß", "zh": "离散高斯", "el": "διακριτός γκαουσιανός"},
    "exponential": {"de": "exponentiell", "zh": "指数", "el": "εκθετικός"},
    "randomized response": {"de": "Randomized Response", "zh": "随机响应", "el": "τυχαιοποιημένη απόκριση"},

    # -- the preview's warnings (preview/warnings.py)
    "'{query}': some cells' interval is larger than the value itself; the answer will be mostly noise. Give it more "
    "ε, or merge small categories.": {
        "de": "'{query}': Bei einigen Zellen ist das Intervall größer als der Wert selbst; die Antwort wird größtenteils "
              "Rauschen sein. Geben Sie ihr mehr ε oder fassen Sie kleine Kategorien zusammen.",
        "zh": "'{query}'：部分单元格的区间大于数值本身；结果将主要是噪声。请给它更多 ε，或合并较小的类别。",
        "el": "'{query}': σε ορισμένα κελιά το διάστημα είναι μεγαλύτερο από την ίδια την τιμή· η απάντηση θα είναι "
              "κυρίως θόρυβος. Δώστε του περισσότερο ε ή συγχωνεύστε μικρές κατηγορίες."},
    "'{query}': its interval is larger than the value itself; the answer will be mostly noise. Give it more ε, or "
    "merge small categories.": {
        "de": "'{query}': Das Intervall ist größer als der Wert selbst; die Antwort wird größtenteils Rauschen sein. "
              "Geben Sie ihr mehr ε oder fassen Sie kleine Kategorien zusammen.",
        "zh": "'{query}'：其区间大于数值本身；结果将主要是噪声。请给它更多 ε，或合并较小的类别。",
        "el": "'{query}': το διάστημά του είναι μεγαλύτερο από την ίδια την τιμή· η απάντηση θα είναι κυρίως θόρυβος. "
              "Δώστε του περισσότερο ε ή συγχωνεύστε μικρές κατηγορίες."},
    "The category lists of {columns} were taken from the data: this leaks which values occur unless the lists are "
    "public. The release records it.": {
        "de": "Die Kategorienlisten von {columns} wurden aus den Daten genommen: Das verrät, welche Werte vorkommen, "
              "sofern die Listen nicht öffentlich sind. Die Veröffentlichung hält es fest.",
        "zh": "{columns} 的类别列表取自数据：除非这些列表是公开的，否则这会泄露哪些值出现过。发布中会记录这一点。",
        "el": "Οι κατάλογοι κατηγοριών του {columns} ελήφθησαν από τα δεδομένα: αυτό αποκαλύπτει ποιες τιμές "
              "εμφανίζονται, εκτός αν οι κατάλογοι είναι δημόσιοι. Η δημοσίευση το καταγράφει."},
    "'{query}': the bounds [{low}, {high}] are far wider than where the values lie, so the noise is larger than it "
    "needs to be. Narrower bounds (from what you know of the column, e.g. the form's limits) would help; values "
    "outside them are clamped.": {
        "de": "'{query}': Die Schranken [{low}; {high}] sind viel weiter als der Bereich, in dem die Werte liegen; "
              "das Rauschen ist daher größer als nötig. Engere Schranken (aus Ihrem Wissen über die Spalte, z. B. die "
              "Grenzen des Formulars) würden helfen; Werte außerhalb werden begrenzt.",
        "zh": "'{query}'：上下界 [{low}, {high}] 远宽于数值实际所在的范围，因此噪声比所需的更大。更窄的上下界"
              "（依据您对该列的了解，例如表单的限制）会有帮助；超出上下界的值会被截断。",
        "el": "'{query}': τα όρια [{low}; {high}] είναι πολύ ευρύτερα από εκεί που βρίσκονται οι τιμές, οπότε ο "
              "θόρυβος είναι μεγαλύτερος απ' όσο χρειάζεται. Στενότερα όρια (από όσα ξέρετε για τη στήλη, π.χ. τα "
              "όρια του εντύπου) θα βοηθούσαν· οι τιμές εκτός ορίων περιορίζονται σε αυτά."},
    "δ = {delta} is checked only against 1e-5, because no population size is declared. It keeps the expected number "
    "of people for whom ε could fail (N·δ) below one only if fewer than {people} people could be in the table; "
    "declare that number (population) to check it.": {
        "de": "δ = {delta} wird nur gegen 1e-5 geprüft, weil keine Populationsgröße angegeben ist. Es hält die "
              "erwartete Zahl der Personen, für die ε nicht gelten könnte (N·δ), nur dann unter eins, wenn weniger "
              "als {people} Personen in der Tabelle sein könnten; geben Sie diese Zahl (Population) an, um es zu prüfen.",
        "zh": "δ = {delta} 只与 1e-5 比较，因为没有声明人群规模。只有当表中可能的人数少于 {people} 时，它才能使 ε "
              "可能失效的预期人数（N·δ）小于一；请声明这个数字（人群规模）以便检查。",
        "el": "Το δ = {delta} ελέγχεται μόνο έναντι του 1e-5, γιατί δεν έχει δηλωθεί μέγεθος πληθυσμού. Κρατά τον "
              "αναμενόμενο αριθμό προσώπων για τα οποία το ε θα μπορούσε να μην ισχύει (N·δ) κάτω από ένα μόνο αν "
              "λιγότερα από {people} πρόσωπα μπορούν να βρίσκονται στον πίνακα· δηλώστε αυτόν τον αριθμό (πληθυσμός) "
              "για να ελεγχθεί."},
    "δ = {delta} is not far below 1/N = {limit} (N = {population} people, as declared): up to N·δ = {exposed} people "
    "could be exposed. Choose δ well below 1/N, e.g. {suggestion}.": {
        "de": "δ = {delta} liegt nicht weit unter 1/N = {limit} (N = {population} Personen, wie angegeben): Bis zu "
              "N·δ = {exposed} Personen könnten offengelegt werden. Wählen Sie δ weit unter 1/N, z. B. {suggestion}.",
        "zh": "δ = {delta} 并没有远低于 1/N = {limit}（N = {population} 人，按声明）：多达 N·δ = {exposed} 人可能被暴露。"
              "请选择远低于 1/N 的 δ，例如 {suggestion}。",
        "el": "Το δ = {delta} δεν είναι πολύ κάτω από 1/N = {limit} (N = {population} πρόσωπα, όπως δηλώθηκε): έως "
              "N·δ = {exposed} πρόσωπα θα μπορούσαν να εκτεθούν. Επιλέξτε δ πολύ κάτω από 1/N, π.χ. {suggestion}."},
    "'{query}': on this table it averages fewer than {n} values, the noisy count a mean needs at this ε: it will "
    "likely be published without a number (its interval would be wider than the bounds). Give it more ε.": {
        "de": "'{query}': In dieser Tabelle mittelt er weniger als {n} Werte, die verrauschte Anzahl, die ein "
              "Mittelwert bei diesem ε braucht: Er wird wahrscheinlich ohne Zahl veröffentlicht (sein Intervall wäre "
              "breiter als die Schranken). Geben Sie ihm mehr ε.",
        "zh": "'{query}'：在这张表上它平均的数值少于 {n} 个，而在此 ε 下均值需要达到这个加噪计数：它很可能发布时不带"
              "数字（其区间会比上下界还宽）。请给它更多 ε。",
        "el": "'{query}': σε αυτόν τον πίνακα υπολογίζει τον μέσο όρο λιγότερων από {n} τιμών, το πλήθος με θόρυβο "
              "που χρειάζεται ένας μέσος όρος σε αυτό το ε: πιθανότατα θα δημοσιευθεί χωρίς αριθμό (το διάστημά του "
              "θα ήταν ευρύτερο από τα όρια). Δώστε του περισσότερο ε."},
    "'{query}': on this table 1 of its {groups} groups has fewer than {n} values, the noisy count a mean needs at "
    "this ε: its mean will likely be published without a number. Give the query more ε, or merge small groups.": {
        "de": "'{query}': In dieser Tabelle hat 1 seiner {groups} Gruppen weniger als {n} Werte, die verrauschte "
              "Anzahl, die ein Mittelwert bei diesem ε braucht: Ihr Mittelwert wird wahrscheinlich ohne Zahl "
              "veröffentlicht. Geben Sie der Abfrage mehr ε oder fassen Sie kleine Gruppen zusammen.",
        "zh": "'{query}'：在这张表上，其 {groups} 个组中有 1 个组的数值少于 {n} 个，而在此 ε 下均值需要达到这个加噪"
              "计数：该组的均值很可能发布时不带数字。请给该查询更多 ε，或合并小的组。",
        "el": "'{query}': σε αυτόν τον πίνακα 1 από τις {groups} ομάδες του έχει λιγότερες από {n} τιμές, το πλήθος "
              "με θόρυβο που χρειάζεται ένας μέσος όρος σε αυτό το ε: ο μέσος όρος της πιθανότατα θα δημοσιευθεί "
              "χωρίς αριθμό. Δώστε στο ερώτημα περισσότερο ε ή συγχωνεύστε μικρές ομάδες."},
    "'{query}': on this table {few} of its {groups} groups have fewer than {n} values, the noisy count a mean needs "
    "at this ε: their means will likely be published without a number. Give the query more ε, or merge small "
    "groups.": {
        "de": "'{query}': In dieser Tabelle haben {few} seiner {groups} Gruppen weniger als {n} Werte, die "
              "verrauschte Anzahl, die ein Mittelwert bei diesem ε braucht: Ihre Mittelwerte werden wahrscheinlich "
              "ohne Zahl veröffentlicht. Geben Sie der Abfrage mehr ε oder fassen Sie kleine Gruppen zusammen.",
        "zh": "'{query}'：在这张表上，其 {groups} 个组中有 {few} 个组的数值少于 {n} 个，而在此 ε 下均值需要达到这个"
              "加噪计数：这些组的均值很可能发布时不带数字。请给该查询更多 ε，或合并小的组。",
        "el": "'{query}': σε αυτόν τον πίνακα {few} από τις {groups} ομάδες του έχουν λιγότερες από {n} τιμές, το "
              "πλήθος με θόρυβο που χρειάζεται ένας μέσος όρος σε αυτό το ε: οι μέσοι όροι τους πιθανότατα θα "
              "δημοσιευθούν χωρίς αριθμό. Δώστε στο ερώτημα περισσότερο ε ή συγχωνεύστε μικρές ομάδες."},
    # preview/text_table.py: the command line's preview table
    "Expected error before anything is spent (true values are used here and stay on this computer).": {
        "de": "Erwarteter Fehler, bevor etwas verbraucht wird (hier werden die wahren Werte verwendet; sie bleiben auf "
              "diesem Computer).",
        "zh": "花费任何预算之前的预期误差（此处使用真实值，真实值只留在这台计算机上）。",
        "el": "Αναμενόμενο σφάλμα πριν δαπανηθεί οτιδήποτε (εδώ χρησιμοποιούνται οι πραγματικές τιμές, που μένουν σε "
              "αυτόν τον υπολογιστή)."},
    "query": {"de": "Abfrage", "zh": "查询", "el": "ερώτημα"},
    "counts": {"de": "zählt", "zh": "计数对象", "el": "μετρά"},
    "rows": {"de": "Zeilen", "zh": "行", "el": "γραμμές"},  # what a query counts, in the preview table
    "mechanism": {"de": "Mechanismus", "zh": "机制", "el": "μηχανισμός"},
    "{level} interval": {"de": "{level}-Intervall", "zh": "{level} 区间", "el": "διάστημα {level}"},
    "expected relative error": {"de": "erwarteter relativer Fehler", "zh": "预期相对误差",
                                "el": "αναμενόμενο σχετικό σφάλμα"},
    "after clamping at 0": {"de": "nach Anheben auf 0", "zh": "负值提升为 0 之后", "el": "μετά την αύξηση στο 0"},
    "Warnings:": {"de": "Warnungen:", "zh": "警告：", "el": "Προειδοποιήσεις:"},
}
