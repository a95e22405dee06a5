"""The report's own texts in German, Chinese (Simplified) and Greek, with the glossaries' terms
(docs/glossary). Each English text once, its three translations beside it, for a reviewer to read
side by side; placeholders ({name}) are filled by the report with figures already written in the
language's way."""

TEXTS = {
    # -- headings and table heads ----------------------------------------------------------------
    "Budget report": {
        "de": "Budgetbericht", "zh": "预算报告", "el": "Αναφορά προϋπολογισμού"},
    "Differentially private release: budget report": {
        "de": "Veröffentlichung mit Differential Privacy: Budgetbericht",
        "zh": "差分隐私发布：预算报告",
        "el": "Δημοσίευση με διαφορική ιδιωτικότητα: αναφορά προϋπολογισμού"},
    "What was protected": {
        "de": "Was geschützt wurde", "zh": "保护的对象", "el": "Τι προστατεύτηκε"},
    "How much privacy was spent": {
        "de": "Wie viel Privacy-Budget verbraucht wurde", "zh": "消耗了多少隐私预算",
        "el": "Πόσος προϋπολογισμός ιδιωτικότητας δαπανήθηκε"},
    "The queries": {"de": "Die Abfragen", "zh": "查询", "el": "Τα ερωτήματα"},
    "The released values": {
        "de": "Die veröffentlichten Werte", "zh": "发布的数值", "el": "Οι δημοσιευμένες τιμές"},
    "The small-cell rule": {
        "de": "Die Kleinzellenregel", "zh": "小单元格规则", "el": "Ο κανόνας μικρών κελιών"},
    "About randomized response": {
        "de": "Zu Randomized Response", "zh": "关于随机响应", "el": "Σχετικά με την τυχαιοποιημένη απόκριση"},
    "What this release contains and does not contain": {
        "de": "Was diese Veröffentlichung enthält und was nicht", "zh": "本次发布包含与不包含的内容",
        "el": "Τι περιέχει και τι δεν περιέχει αυτή η δημοσίευση"},
    "Group": {"de": "Gruppe", "zh": "群组", "el": "Ομάδα"},
    "Query": {"de": "Abfrage", "zh": "查询", "el": "Ερώτημα"},
    "Kind": {"de": "Art", "zh": "类型", "el": "Είδος"},
    "Mechanism": {"de": "Mechanismus", "zh": "机制", "el": "Μηχανισμός"},
    "Noise scale": {"de": "Rauschskala", "zh": "噪声尺度", "el": "Κλίμακα θορύβου"},
    "Interval (at least 95%)": {"de": "Intervall (mindestens 95 %)", "zh": "区间（至少 95%）",
                                "el": "Διάστημα (τουλάχιστον 95%)"},
    "Post-processing": {"de": "Nachbearbeitung", "zh": "后处理", "el": "Μετεπεξεργασία"},
    "Cell": {"de": "Zelle", "zh": "单元格", "el": "Κελί"},
    "Value": {"de": "Wert", "zh": "数值", "el": "Τιμή"},
    "Estimated count": {"de": "Geschätzte Anzahl", "zh": "估计计数", "el": "Εκτιμώμενο πλήθος"},

    # -- the opening lines -----------------------------------------------------------------------
    "Released {when}{by} with dpstudio {version}.": {
        "de": "Veröffentlicht am {when}{by} mit dpstudio {version}.",
        "zh": "发布时间：{when}{by}，使用 dpstudio {version}。",
        "el": "Δημοσιεύθηκε στις {when}{by} με το dpstudio {version}."},
    " by {publisher}": {"de": " von {publisher}", "zh": "，发布者：{publisher}", "el": " από {publisher}"},
    "Made without a ledger: no dataset fingerprint.": {
        "de": "Ohne Budgetbuch erstellt: kein Fingerabdruck des Datensatzes.",
        "zh": "未使用预算账本生成：没有数据集指纹。",
        "el": "Δημιουργήθηκε χωρίς βιβλίο προϋπολογισμού: κανένα αποτύπωμα συνόλου δεδομένων."},
    "Dataset fingerprint: {fingerprint}. It is keyed with the ledger's secret: whoever holds the ledger can find "
    "the population of people this release is about; to anyone else it is a random string, except that releases "
    "about the same population carry the same one.": {
        "de": "Fingerabdruck des Datensatzes: {fingerprint}. Er wird mit dem geheimen Schlüssel des Budgetbuchs gebildet "
              "(HMAC): Wer das Budgetbuch hat, kann die Population finden, um die es in dieser Veröffentlichung geht; für "
              "alle anderen ist er eine zufällige Zeichenfolge, nur dass Veröffentlichungen über dieselbe Population "
              "denselben tragen.",
        "zh": "数据集指纹：{fingerprint}。它以预算账本的密钥生成：持有预算账本的人可以查到本次发布所涉及的人群；"
              "对其他任何人而言，它只是一个随机字符串，只是关于同一人群的发布带有相同的指纹。",
        "el": "Αποτύπωμα συνόλου δεδομένων: {fingerprint}. Παράγεται με το μυστικό κλειδί του βιβλίου "
              "προϋπολογισμού: όποιος έχει το βιβλίο μπορεί να βρει τον πληθυσμό στον οποίο αφορά αυτή η "
              "δημοσίευση· για οποιονδήποτε άλλον είναι μια τυχαία συμβολοσειρά, με τη μόνη διαφορά ότι οι "
              "δημοσιεύσεις για τον ίδιο πληθυσμό φέρουν το ίδιο αποτύπωμα."},

    # -- who is protected ------------------------------------------------------------------------
    "Each <b>person</b>, identified by the column <i>{column}</i>; a person's rows beyond the first {max_rows} were "
    "left out, and every query's noise was scaled to cover all of a person's rows. In full: {description}.": {
        "de": "Jede <b>Person</b>, erkannt an der Spalte <i>{column}</i>; Zeilen einer Person über die ersten "
              "{max_rows} hinaus wurden weggelassen, und das Rauschen jeder Abfrage wurde so bemessen, dass es alle "
              "Zeilen einer Person abdeckt. Ausführlich: {description}.",
        "zh": "每一个<b>人</b>，由列 <i>{column}</i> 识别；每人超出前 {max_rows} 行的记录被舍弃，"
              "每个查询的噪声都按覆盖一个人的全部记录来设定。完整说明：{description}。",
        "el": "Κάθε <b>πρόσωπο</b>, που αναγνωρίζεται από τη στήλη <i>{column}</i>· οι γραμμές ενός προσώπου "
              "πέρα από τις πρώτες {max_rows} παραλείφθηκαν, και ο θόρυβος κάθε ερωτήματος κλιμακώθηκε ώστε να "
              "καλύπτει όλες τις γραμμές ενός προσώπου. Αναλυτικά: {description}."},
    "Each <b>row</b> of the table is taken to be one person.": {
        "de": "Jede <b>Zeile</b> der Tabelle gilt als eine Person.",
        "zh": "表中的每一<b>行</b>都被视为一个人。",
        "el": "Κάθε <b>γραμμή</b> του πίνακα θεωρείται ένα πρόσωπο."},

    # -- the budget and what it means ------------------------------------------------------------
    "Total <b>ε = {epsilon}</b> and <b>δ = {delta}</b> (the plan allowed ε = {epsilon_limit}, "
    "δ = {delta_limit}).": {
        "de": "Insgesamt <b>ε = {epsilon}</b> und <b>δ = {delta}</b> (der Plan erlaubte ε = {epsilon_limit}, "
              "δ = {delta_limit}).",
        "zh": "总计 <b>ε = {epsilon}</b>，<b>δ = {delta}</b>（计划允许 ε = {epsilon_limit}，δ = {delta_limit}）。",
        "el": "Συνολικά <b>ε = {epsilon}</b> και <b>δ = {delta}</b> (το σχέδιο επέτρεπε ε = {epsilon_limit}, "
              "δ = {delta_limit})."},
    "<b>What ε means:</b> anyone's conclusions about a patient change by at most a factor e<sup>ε</sup> = {factor} "
    "whether or not that patient is in the table. Put differently, if someone thought there was a {prior} chance "
    "that a patient has a condition, this release can move that belief to at most {posterior}.": {
        "de": "<b>Was ε bedeutet:</b> Was irgendjemand über eine Patientin oder einen Patienten schließt, ändert "
              "sich höchstens um den Faktor e<sup>ε</sup> = {factor}, ob diese Person in der Tabelle ist oder "
              "nicht. Anders gesagt: Hielt jemand es zu {prior} für möglich, dass eine Person eine Erkrankung hat, "
              "kann diese Veröffentlichung diese Einschätzung auf höchstens {posterior} verschieben.",
        "zh": "<b>ε 的含义：</b>无论某位患者是否在表中，任何人对该患者得出的结论，其变化至多为 "
              "e<sup>ε</sup> = {factor} 倍。换句话说，如果有人原本认为某位患者患有某种疾病的可能性为 {prior}，"
              "本次发布至多能把这一判断改变到 {posterior}。",
        "el": "<b>Τι σημαίνει το ε:</b> τα συμπεράσματα οποιουδήποτε για έναν ασθενή αλλάζουν το πολύ κατά έναν "
              "παράγοντα e<sup>ε</sup> = {factor}, είτε ο ασθενής αυτός βρίσκεται στον πίνακα είτε όχι. Με άλλα "
              "λόγια, αν κάποιος πίστευε ότι υπάρχει πιθανότητα {prior} να έχει ένας ασθενής μια πάθηση, αυτή η "
              "δημοσίευση μπορεί να μετακινήσει αυτή την εκτίμηση το πολύ στο {posterior}."},
    "<b>δ = 0:</b> the ε promise holds without exception (pure differential privacy).": {
        "de": "<b>δ = 0:</b> Das ε-Versprechen gilt ausnahmslos (reine Differential Privacy).",
        "zh": "<b>δ = 0：</b>ε 承诺无一例外地成立（纯差分隐私）。",
        "el": "<b>δ = 0:</b> η υπόσχεση του ε ισχύει χωρίς εξαίρεση (καθαρή διαφορική ιδιωτικότητα)."},
    "<b>What δ means:</b> δ = {delta} is, loosely, the chance for each person that the ε promise fails for them: "
    "the definition allows any outcome to be up to δ more likely than ε alone permits, so it would even allow a "
    "person's record to be published outright with probability {delta}.": {
        "de": "<b>Was δ bedeutet:</b> δ = {delta} ist, grob gesagt, für jede Person die Wahrscheinlichkeit, dass "
              "das ε-Versprechen für sie nicht gilt: Die Definition erlaubt jedem Ergebnis, um bis zu δ "
              "wahrscheinlicher zu sein, als ε allein zulässt; sie würde also sogar erlauben, den Datensatz einer "
              "Person mit Wahrscheinlichkeit {delta} unverändert zu veröffentlichen.",
        "zh": "<b>δ 的含义：</b>粗略地说，δ = {delta} 是 ε 承诺对每个人失效的概率：该定义允许任何结果比仅由 ε "
              "所允许的情况再多出至多 δ 的概率，因此它甚至允许以 {delta} 的概率直接公开某个人的记录。",
        "el": "<b>Τι σημαίνει το δ:</b> το δ = {delta} είναι, χοντρικά, η πιθανότητα για κάθε πρόσωπο να μην "
              "ισχύει γι' αυτό η υπόσχεση του ε: ο ορισμός επιτρέπει σε κάθε αποτέλεσμα να είναι έως και δ πιο "
              "πιθανό απ' όσο επιτρέπει μόνο το ε, άρα θα επέτρεπε ακόμη και τη δημοσίευση της εγγραφής ενός "
              "προσώπου αυτούσιας με πιθανότητα {delta}."},
    "The table is drawn from a population of N = {population} people (a public figure given by the publisher), so "
    "the expected number of people for whom the promise could fail is at most N·δ = {expected}; δ was required to "
    "be below 1/N = {limit}.": {
        "de": "Die Tabelle stammt aus einer Population von N = {population} Personen (eine öffentliche Zahl, "
              "angegeben vom Herausgeber); die erwartete Zahl der Personen, für die das Versprechen nicht gelten "
              "könnte, ist also höchstens N·δ = {expected}; δ musste unter 1/N = {limit} liegen.",
        "zh": "该表取自一个 N = {population} 人的人群（由发布者提供的公开数字），因此承诺可能失效的预期人数至多为 "
              "N·δ = {expected}；δ 被要求低于 1/N = {limit}。",
        "el": "Ο πίνακας προέρχεται από πληθυσμό N = {population} προσώπων (δημόσιος αριθμός που έδωσε ο "
              "εκδότης), άρα ο αναμενόμενος αριθμός προσώπων για τα οποία η υπόσχεση θα μπορούσε να μην ισχύει "
              "είναι το πολύ N·δ = {expected}· το δ έπρεπε να είναι κάτω από 1/N = {limit}."},
    "δ was required to be at most {limit}. N·δ, the expected number of people for whom the promise could fail "
    "among N people, stays below one for populations under 1/δ = {people} people.": {
        "de": "δ musste höchstens {limit} betragen. N·δ, die erwartete Zahl der Personen unter N Personen, für die "
              "das Versprechen nicht gelten könnte, bleibt für Populationen unter 1/δ = {people} Personen unter eins.",
        "zh": "δ 被要求至多为 {limit}。N·δ 即 N 个人中承诺可能失效的预期人数，对于少于 1/δ = {people} 人的人群，"
              "它小于一。",
        "el": "Το δ έπρεπε να είναι το πολύ {limit}. Το N·δ, ο αναμενόμενος αριθμός προσώπων ανάμεσα σε N για τα "
              "οποία η υπόσχεση θα μπορούσε να μην ισχύει, μένει κάτω από ένα για πληθυσμούς κάτω από "
              "1/δ = {people} πρόσωπα."},
    "<b>How the queries were added up (zCDP):</b> each query's privacy loss was counted as a ρ (rho, "
    "zero-concentrated differential privacy), and the ρ of all queries were added up and turned into ε and δ once, "
    "for the whole release; counted this way, the total grows more slowly with the number of queries than adding "
    "their ε would, so the same protection needs less noise. Together the queries spent ρ = {rho} (the plan "
    "allowed {rho_limit}), which guarantees the ε and δ above; each query's ε below is its share of the total, "
    "not a promise of its own.": {
        "de": "<b>Wie die Abfragen zusammengezählt wurden (zCDP):</b> Der Privatsphäreverlust jeder Abfrage wurde "
              "als ρ (Rho, nullkonzentrierte Differential Privacy) gezählt; die ρ aller Abfragen wurden addiert und "
              "einmal, für die ganze Veröffentlichung, in ε und δ umgerechnet. So gezählt wächst die Summe mit der "
              "Zahl der Abfragen langsamer, als wenn man ihre ε addierte, und derselbe Schutz braucht weniger "
              "Rauschen. Zusammen verbrauchten die Abfragen ρ = {rho} (der Plan erlaubte {rho_limit}), was das "
              "obige ε und δ garantiert; das ε jeder Abfrage unten ist ihr Anteil an der Summe, kein eigenes "
              "Versprechen.",
        "zh": "<b>查询如何累加（zCDP）：</b>每个查询的隐私损失以 ρ（rho，零集中差分隐私）计量，所有查询的 ρ "
              "相加后，针对整个发布一次性换算为 ε 和 δ；这样计量时，总量随查询数量增长得比直接相加各查询的 ε "
              "更慢，因此同样的保护只需更少的噪声。所有查询共消耗 ρ = {rho}（计划允许 {rho_limit}），"
              "这保证了上述的 ε 和 δ；下文各查询的 ε 是其在总量中的份额，而不是单独的承诺。",
        "el": "<b>Πώς αθροίστηκαν τα ερωτήματα (zCDP):</b> η απώλεια ιδιωτικότητας κάθε ερωτήματος μετρήθηκε ως "
              "ρ (ρο, διαφορική ιδιωτικότητα μηδενικής συγκέντρωσης), και τα ρ όλων των ερωτημάτων αθροίστηκαν και "
              "μετατράπηκαν σε ε και δ μία φορά, για ολόκληρη τη δημοσίευση· μετρημένο έτσι, το σύνολο αυξάνεται με "
              "τον αριθμό των ερωτημάτων πιο αργά απ' ό,τι αν προσθέταμε τα ε τους, οπότε η ίδια προστασία "
              "χρειάζεται λιγότερο θόρυβο. Όλα μαζί τα ερωτήματα δαπάνησαν ρ = {rho} (το σχέδιο επέτρεπε "
              "{rho_limit}), που εγγυάται τα παραπάνω ε και δ· το ε κάθε ερωτήματος παρακάτω είναι το μερίδιό του "
              "στο σύνολο, όχι μια δική του υπόσχεση."},
    "<b>Groups:</b> the protection weakens for groups of people whose data are related. For a group of k people it "
    "is k·ε (and k·e<sup>(k−1)ε</sup>·δ):": {
        "de": "<b>Gruppen:</b> Für Gruppen von Personen, deren Daten zusammenhängen, wird der Schutz schwächer. Für "
              "eine Gruppe von k Personen beträgt er k·ε (und k·e<sup>(k−1)ε</sup>·δ):",
        "zh": "<b>群组：</b>对于数据相互关联的一组人，保护会减弱。对于 k 个人的群组，保护为 k·ε"
              "（以及 k·e<sup>(k−1)ε</sup>·δ）：",
        "el": "<b>Ομάδες:</b> η προστασία εξασθενεί για ομάδες προσώπων των οποίων τα δεδομένα συνδέονται. Για μια "
              "ομάδα k προσώπων είναι k·ε (και k·e<sup>(k−1)ε</sup>·δ):"},
    "{k} people (e.g. a family)": {
        "de": "{k} Personen (z. B. eine Familie)", "zh": "{k} 人（例如一个家庭）",
        "el": "{k} πρόσωπα (π.χ. μια οικογένεια)"},

    # -- the values --------------------------------------------------------------------------------
    "Each value is within ± the stated interval of the true value with at least 95% probability. A value that is "
    "published only because its noisy count passed a threshold (a key found in the table, or a value just above "
    "the small-cell rule) tends to be too high and misses its interval more often: the notes say where.": {
        "de": "Jeder Wert liegt mit mindestens 95 % Wahrscheinlichkeit innerhalb ± des angegebenen Intervalls um "
              "den wahren Wert. Ein Wert, der nur veröffentlicht wird, weil seine verrauschte Anzahl eine Schwelle "
              "erreichte (ein in der Tabelle gefundener Schlüssel, oder ein Wert knapp über der Kleinzellenregel), "
              "ist eher zu hoch und verfehlt sein Intervall öfter: Die Hinweise sagen, wo.",
        "zh": "每个数值以至少 95% 的概率落在真实值 ± 所示区间之内。仅因其加噪计数达到某个阈值才被发布的数值（在表中发现的键，"
              "或刚好高于小单元格规则的数值）往往偏高，且更常落在其区间之外：说明中会指出是哪些。",
        "el": "Κάθε τιμή βρίσκεται εντός ± του αναφερόμενου διαστήματος από την πραγματική τιμή με πιθανότητα "
              "τουλάχιστον 95%. Μια τιμή που δημοσιεύεται μόνο επειδή το πλήθος της με θόρυβο ξεπέρασε ένα όριο "
              "(ένα κλειδί που βρέθηκε στον πίνακα, ή μια τιμή λίγο πάνω από τον κανόνα μικρών κελιών) τείνει να "
              "είναι υπερβολικά υψηλή και αστοχεί συχνότερα ως προς το διάστημά της: οι σημειώσεις λένε πού."},
    "per cell (below)": {"de": "je Zelle (unten)", "zh": "按单元格（见下文）", "el": "ανά κελί (παρακάτω)"},
    "places in the sorted values": {
        "de": "Plätze in den sortierten Werten", "zh": "个排序后数值中的位置", "el": "θέσεις στις ταξινομημένες τιμές"},
    "A quantile's ± counts places in the sorted values, not {unit}: with at least 95% probability, at most that "
    "many values lie between the released value and the true one. How far apart that puts them in {unit} depends on "
    "how closely the values lie, which is not published; both lie within the declared bounds [{low}, {high}].": {
        "de": "Das ± eines Quantils zählt Plätze in den sortierten Werten, nicht {unit}: Mit mindestens 95 % "
              "Wahrscheinlichkeit liegen höchstens so viele Werte zwischen dem veröffentlichten und dem wahren Wert. "
              "Wie weit sie damit in {unit} auseinanderliegen, hängt davon ab, wie dicht die Werte liegen, und das "
              "wird nicht veröffentlicht; beide liegen innerhalb der angegebenen Schranken [{low}; {high}].",
        "zh": "分位数的 ± 计的是排序后数值中的位置，而不是{unit}：至少以 95% 的概率，发布值与真实值之间最多有这么多个数值。"
              "它们以{unit}计相距多远，取决于数值分布的疏密，而这一点不予发布；两者都在声明的上下界 [{low}, {high}] 之内。",
        "el": "Το ± ενός ποσοστημορίου μετρά θέσεις στις ταξινομημένες τιμές, όχι {unit}: με πιθανότητα τουλάχιστον "
              "95%, το πολύ τόσες τιμές βρίσκονται ανάμεσα στη δημοσιευμένη και στην πραγματική τιμή. Πόσο απέχουν "
              "έτσι σε {unit} εξαρτάται από το πόσο πυκνά βρίσκονται οι τιμές, κάτι που δεν δημοσιεύεται· και οι "
              "δύο βρίσκονται μέσα στα δηλωμένα όρια [{low}, {high}]."},
    "A quantile's ± counts places in the sorted values, not the column's units: with at least 95% probability, at "
    "most that many values lie between the released value and the true one. How far apart that puts them in the "
    "column's units depends on how closely the values lie, which is not published; both lie within the declared "
    "bounds [{low}, {high}].": {
        "de": "Das ± eines Quantils zählt Plätze in den sortierten Werten, nicht die Einheiten der Spalte: Mit "
              "mindestens 95 % Wahrscheinlichkeit liegen höchstens so viele Werte zwischen dem veröffentlichten und "
              "dem wahren Wert. Wie weit sie damit in den Einheiten der Spalte auseinanderliegen, hängt davon ab, "
              "wie dicht die Werte liegen, und das wird nicht veröffentlicht; beide liegen innerhalb der angegebenen "
              "Schranken [{low}; {high}].",
        "zh": "分位数的 ± 计的是排序后数值中的位置，而不是该列的单位：至少以 95% 的概率，发布值与真实值之间最多有这么多个"
              "数值。它们在该列单位上相距多远，取决于数值分布的疏密，而这一点不予发布；两者都在声明的上下界 [{low}, {high}] "
              "之内。",
        "el": "Το ± ενός ποσοστημορίου μετρά θέσεις στις ταξινομημένες τιμές, όχι μονάδες της στήλης: με πιθανότητα "
              "τουλάχιστον 95%, το πολύ τόσες τιμές βρίσκονται ανάμεσα στη δημοσιευμένη και στην πραγματική τιμή. "
              "Πόσο απέχουν έτσι στις μονάδες της στήλης εξαρτάται από το πόσο πυκνά βρίσκονται οι τιμές, κάτι που "
              "δεν δημοσιεύεται· και οι δύο βρίσκονται μέσα στα δηλωμένα όρια [{low}, {high}]."},
    "suppressed": {"de": "unterdrückt", "zh": "已抑制", "el": "αποκρύφθηκε"},
    "no estimate": {"de": "keine Schätzung", "zh": "无估计值", "el": "χωρίς εκτίμηση"},
    "too few values": {"de": "zu wenige Werte", "zh": "数值太少", "el": "πολύ λίγες τιμές"},
    "below the small-cell rule": {
        "de": "unter der Kleinzellenregel", "zh": "低于小单元格规则的阈值", "el": "κάτω από τον κανόνα μικρών κελιών"},
    "The first {listed} cells are listed here; {more} more cells are in release.csv, release.xlsx and "
    "release.json.": {
        "de": "Hier stehen die ersten {listed} Zellen; {more} weitere Zellen stehen in release.csv, release.xlsx und "
              "release.json.",
        "zh": "此处列出前 {listed} 个单元格；另外 {more} 个单元格见 release.csv、release.xlsx 和 release.json。",
        "el": "Εδώ παρατίθενται τα πρώτα {listed} κελιά· άλλα {more} κελιά βρίσκονται στα release.csv, "
              "release.xlsx και release.json."},
    "{query}: released values": {
        "de": "{query}: veröffentlichte Werte", "zh": "{query}：发布的数值", "el": "{query}: δημοσιευμένες τιμές"},
    "{query}: released values and their intervals (at least 95%)": {
        "de": "{query}: veröffentlichte Werte und ihre Intervalle (mindestens 95 %)",
        "zh": "{query}：发布的数值及其区间（至少 95%）",
        "el": "{query}: δημοσιευμένες τιμές και τα διαστήματά τους (τουλάχιστον 95%)"},
    "released value": {"de": "veröffentlichter Wert", "zh": "发布的数值", "el": "δημοσιευμένη τιμή"},
    "(first {shown} of {count} cells)": {
        "de": "(die ersten {shown} von {count} Zellen)", "zh": "（{count} 个单元格中的前 {shown} 个）",
        "el": "(τα πρώτα {shown} από {count} κελιά)"},
    "Answers released: {rows}, a noisy count of the rows (± {interval} with at least 95% probability). Values are "
    "estimated shares.": {
        "de": "Veröffentlichte Antworten: {rows}, eine verrauschte Anzahl der Zeilen (± {interval} mit mindestens "
              "95 % Wahrscheinlichkeit). Die Werte sind geschätzte Anteile.",
        "zh": "发布的回答数：{rows}，这是行数的加噪计数（以至少 95% 的概率在 ± {interval} 之内）。数值为估计的比例。",
        "el": "Δημοσιευμένες απαντήσεις: {rows}, ένα πλήθος γραμμών με θόρυβο (± {interval} με πιθανότητα "
              "τουλάχιστον 95%). Οι τιμές είναι εκτιμώμενα ποσοστά."},

    # -- the small-cell rule, randomized response, the end -------------------------------------------
    "Values below {rule} are published as <i>suppressed</i>, without a number, as the hospital's disclosure rules "
    "ask. The rule is applied to the noisy values, after the noise was added, so it costs no privacy budget. Where a "
    "table publishes sums (its margins and total, or cells that add up to a count), more values are withheld where "
    "needed, so that no suppressed value can be worked out from the published values and their sums (complementary "
    "suppression). A published value just above {rule} tends to be too high, and its interval misses its true count "
    "more often than the stated 5%: values of the same count that came out low were suppressed. Every published "
    "number carries noise, and the ε promise above holds for everything in this release.": {
        "de": "Werte unter {rule} werden als <i>unterdrückt</i> veröffentlicht, ohne Zahl, wie es die "
              "Offenlegungsregeln des Krankenhauses verlangen. Die Regel wird auf die verrauschten Werte "
              "angewendet, nachdem das Rauschen hinzugefügt wurde; sie kostet daher kein Privacy-Budget. Wo eine "
              "Tabelle Summen veröffentlicht (ihre Randsummen und die Gesamtsumme, oder Zellen, die eine Anzahl "
              "ergeben), werden wo nötig weitere Werte zurückgehalten, sodass sich kein unterdrückter Wert aus den "
              "veröffentlichten Werten und ihren Summen ausrechnen lässt (komplementäre Unterdrückung). Ein "
              "veröffentlichter Wert knapp über {rule} ist eher zu hoch, und sein Intervall verfehlt die wahre "
              "Anzahl öfter als die angegebenen 5 %: Werte derselben Anzahl, die niedrig ausfielen, wurden "
              "unterdrückt. Jede veröffentlichte Zahl trägt Rauschen, und das ε-Versprechen oben gilt für alles in "
              "dieser Veröffentlichung.",
        "zh": "低于 {rule} 的数值按医院的披露规定以<i>已抑制</i>的形式发布，不给出数字。该规则作用于加噪后的数值，"
              "即在加入噪声之后执行，因此不消耗隐私预算。若一张表同时公布合计（其边际合计与总计，或合计为某一计数的单元格），"
              "会在必要时再隐去一些数值，使任何被抑制的数值都无法根据已公布的数值及其合计推算出来（补充抑制）。刚好高于 "
              "{rule} 的已公布数值往往偏高，其区间未能覆盖真实计数的频率也高于所述的 5%：同一计数下结果偏低的数值都被抑制了。"
              "每个公布的数字都带有噪声，上述 ε 承诺对本次发布中的一切内容都成立。",
        "el": "Οι τιμές κάτω από {rule} δημοσιεύονται ως <i>αποκρυμμένες</i>, χωρίς αριθμό, όπως ζητούν οι κανόνες "
              "γνωστοποίησης του νοσοκομείου. Ο κανόνας εφαρμόζεται στις τιμές με θόρυβο, αφού προστεθεί ο "
              "θόρυβος, οπότε δεν καταναλώνει προϋπολογισμό ιδιωτικότητας. Όπου ένας πίνακας δημοσιεύει αθροίσματα "
              "(τα περιθώρια και το σύνολό του, ή κελιά που αθροίζονται σε ένα πλήθος), αποκρύπτονται όπου "
              "χρειάζεται και άλλες τιμές, ώστε καμία αποκρυμμένη τιμή να μην μπορεί να υπολογιστεί από τις "
              "δημοσιευμένες τιμές και τα αθροίσματά τους (συμπληρωματική απόκρυψη). Μια δημοσιευμένη τιμή λίγο "
              "πάνω από {rule} τείνει να είναι υπερβολικά υψηλή, και το διάστημά της αστοχεί ως προς το πραγματικό "
              "πλήθος συχνότερα από το δηλωμένο 5%: οι τιμές του ίδιου πλήθους που βγήκαν χαμηλές αποκρύφθηκαν. "
              "Κάθε δημοσιευμένος αριθμός φέρει θόρυβο, και η υπόσχεση ε παραπάνω ισχύει για οτιδήποτε σε αυτή τη "
              "δημοσίευση."},
    "Every row's answer was randomized before anything was counted, so each person can deny their recorded "
    "value.": {
        "de": "Die Antwort jeder Zeile wurde zufällig verändert, bevor irgendetwas gezählt wurde; so kann jede Person "
              "ihren erfassten Wert abstreiten.",
        "zh": "在进行任何计数之前，每一行的回答都已被随机化，因此每个人都可以否认其记录的值。",
        "el": "Η απάντηση κάθε γραμμής τυχαιοποιήθηκε πριν μετρηθεί οτιδήποτε, ώστε κάθε πρόσωπο να μπορεί να "
              "αρνηθεί την καταγεγραμμένη του τιμή."},
    "It protects <b>each person's value</b>; it does <b>not</b> hide whether a person is in the table: the number "
    "of rows answered is revealed, exactly.": {
        "de": "Das schützt <b>den Wert jeder Person</b>; es verbirgt <b>nicht</b>, ob eine Person in der Tabelle "
              "ist: Die Zahl der beantworteten Zeilen wird exakt offengelegt.",
        "zh": "它保护<b>每个人的值</b>；但<b>不</b>隐藏某人是否在表中：回答的行数会被精确公开。",
        "el": "Προστατεύει <b>την τιμή κάθε προσώπου</b>· <b>δεν</b> κρύβει αν ένα πρόσωπο βρίσκεται στον πίνακα: "
              "ο αριθμός των γραμμών που απάντησαν αποκαλύπτεται ακριβώς."},
    "The <b>number of answers</b> is noisy too: part of the query's ε paid for a noisy count of the rows, and "
    "answers chosen at random were dropped, or uniformly random answers added, to reach it. So the release hides "
    "both each person's value and whether the person is in the table. Shares and counts were estimated from the "
    "answers; their intervals cover both kinds of noise.": {
        "de": "Auch die <b>Zahl der Antworten</b> ist verrauscht: Ein Teil des ε der Abfrage bezahlte eine verrauschte "
              "Anzahl der Zeilen, und um sie zu erreichen, wurden zufällig gewählte Antworten weggelassen oder "
              "gleichverteilt zufällige Antworten hinzugefügt. So verbirgt die Veröffentlichung sowohl den Wert "
              "jeder Person als auch, ob die Person in der Tabelle ist. Anteile und Anzahlen wurden aus den "
              "Antworten geschätzt; ihre Intervalle decken beide Arten von Rauschen ab.",
        "zh": "<b>回答的数量</b>同样带有噪声：查询的 ε 中有一部分用于行数的加噪计数，为了达到这一计数，"
              "随机选取的回答被删除，或加入了均匀随机的回答。因此本次发布既隐藏了每个人的值，也隐藏了此人是否在表中。"
              "比例和计数由回答估计得出；其区间涵盖了这两种噪声。",
        "el": "Και ο <b>αριθμός των απαντήσεων</b> έχει θόρυβο: μέρος του ε του ερωτήματος πλήρωσε ένα πλήθος "
              "γραμμών με θόρυβο, και για να επιτευχθεί αυτό, απαντήσεις επιλεγμένες τυχαία αφαιρέθηκαν ή "
              "προστέθηκαν ομοιόμορφα τυχαίες απαντήσεις. Έτσι η δημοσίευση κρύβει και την τιμή κάθε προσώπου και "
              "το αν το πρόσωπο βρίσκεται στον πίνακα. Τα ποσοστά και τα πλήθη εκτιμήθηκαν από τις απαντήσεις· τα "
              "διαστήματά τους καλύπτουν και τα δύο είδη θορύβου."},
    "Only the noisy values above, their intervals and how they were made. No row of the table, no identifier and "
    "no exact statistic of the table is in it.": {
        "de": "Nur die verrauschten Werte oben, ihre Intervalle und wie sie entstanden sind. Keine Zeile der Tabelle, "
              "kein Identifikator und keine exakte Statistik der Tabelle ist darin enthalten.",
        "zh": "仅包含上述加噪数值、其区间及其生成方式。其中不包含表中的任何一行、任何标识符，也不包含表的任何精确统计量。",
        "el": "Μόνο τις παραπάνω τιμές με θόρυβο, τα διαστήματά τους και τον τρόπο που παράχθηκαν. Δεν περιέχει "
              "καμία γραμμή του πίνακα, κανένα αναγνωριστικό και καμία ακριβή στατιστική του πίνακα."},
    # -- checking the release: its signature (issue 33) ---------------------------------------------
    "Checking this release": {
        "de": "Diese Veröffentlichung prüfen", "zh": "核验本次发布", "el": "Έλεγχος αυτής της δημοσίευσης"},
    "The files of this release are signed with the data office's key, whose fingerprint is {fingerprint}. To check "
    "that none was changed, added or removed since, get the data office's public key from the data office itself, "
    "not from this folder (whoever changed a file could put another key here), and run {command}: it names every "
    "file that differs, and fails for files signed with any other key.": {
        "de": "Die Dateien dieser Veröffentlichung sind mit dem Schlüssel der Datenstelle signiert; sein Fingerabdruck "
              "ist {fingerprint}. Um zu prüfen, dass seither keine Datei geändert, hinzugefügt oder entfernt wurde, "
              "holen Sie den öffentlichen Schlüssel der Datenstelle bei der Datenstelle selbst, nicht aus diesem "
              "Ordner (wer eine Datei geändert hat, könnte hier einen anderen Schlüssel ablegen), und führen Sie "
              "{command} aus: Der Befehl nennt jede Datei, die abweicht, und schlägt bei Dateien fehl, die mit einem "
              "anderen Schlüssel signiert sind.",
        "zh": "本次发布的文件已用数据管理部门的密钥签名，该密钥的指纹为 {fingerprint}。若要核验此后没有文件被修改、添加或删除，"
              "请直接向数据管理部门索取其公钥，而不要使用本文件夹中的公钥（修改文件的人也可能在这里放入另一把密钥），"
              "然后运行 {command}：它会列出每个不一致的文件；若文件由任何其他密钥签名，核验也会失败。",
        "el": "Τα αρχεία αυτής της δημοσίευσης είναι υπογεγραμμένα με το κλειδί του γραφείου δεδομένων, του οποίου το "
              "αποτύπωμα είναι {fingerprint}. Για να ελέγξετε ότι κανένα αρχείο δεν άλλαξε, δεν προστέθηκε ούτε "
              "αφαιρέθηκε από τότε, πάρτε το δημόσιο κλειδί του γραφείου δεδομένων από το ίδιο το γραφείο, όχι από "
              "αυτόν τον φάκελο (όποιος άλλαξε ένα αρχείο θα μπορούσε να βάλει εδώ άλλο κλειδί), και εκτελέστε "
              "{command}: η εντολή κατονομάζει κάθε αρχείο που διαφέρει και αποτυγχάνει για αρχεία υπογεγραμμένα με "
              "οποιοδήποτε άλλο κλειδί."},
}
