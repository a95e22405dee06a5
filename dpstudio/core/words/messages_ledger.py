"""The messages of the ledger (dpstudio/core/ledger), and of writing a release's files (dpstudio/core/output,
publish.py), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # ledger/refusals.py: a refusal, said whole
    "refused: {reason}": {"de": "abgelehnt: {reason}", "zh": "已拒绝：{reason}", "el": "απορρίφθηκε: {reason}"},
    "refused: {reason} (left: {left})": {
        "de": "abgelehnt: {reason} (übrig: {left})", "zh": "已拒绝：{reason}（剩余：{left}）",
        "el": "απορρίφθηκε: {reason} (απομένει: {left})"},
    "{problem}, and {more} more": {
        "de": ("{problem}, und {more} weiteres Problem", "{problem}, und {more} weitere Probleme"),
        "zh": "{problem}，另有 {more} 个问题",
        "el": ("{problem}, και {more} ακόμη πρόβλημα", "{problem}, και {more} ακόμη προβλήματα")},
    "refused: the ledger at {path} has been changed outside dpstudio ({found}); {spared}": {
        "de": "abgelehnt: das Budgetbuch unter {path} wurde außerhalb von dpstudio verändert ({found}); {spared}",
        "zh": "已拒绝：位于 {path} 的预算账本在 dpstudio 之外被改动过（{found}）；{spared}",
        "el": "απορρίφθηκε: το βιβλίο προϋπολογισμού στο {path} άλλαξε εκτός dpstudio ({found})· {spared}"},
    "Restore the ledger from a backup (ask your IT department) and do not release until it is intact; `dpstudio "
    "ledger verify` shows the changed records": {
        "de": "Stellen Sie das Budgetbuch aus einer Sicherung wieder her (fragen Sie Ihre IT-Abteilung) und "
              "veröffentlichen Sie nichts, bis es unversehrt ist; `dpstudio ledger verify` zeigt die veränderten "
              "Einträge",
        "zh": "请从备份恢复预算账本（请联系您的 IT 部门），在其完好之前不要发布；`dpstudio ledger verify` 会列出被改动的记录",
        "el": "Επαναφέρετε το βιβλίο προϋπολογισμού από αντίγραφο ασφαλείας (ρωτήστε το τμήμα πληροφορικής) και μη "
              "δημοσιεύσετε τίποτα μέχρι να είναι ακέραιο· το `dpstudio ledger verify` δείχνει τις εγγραφές που "
              "άλλαξαν"},
    # what a refusal left undone
    "nothing was released or charged": {
        "de": "nichts wurde veröffentlicht oder verbucht", "zh": "未发布任何内容，也未扣减任何预算",
        "el": "τίποτα δεν δημοσιεύθηκε ούτε χρεώθηκε"},
    "nothing was charged or changed": {
        "de": "nichts wurde verbucht oder geändert", "zh": "未扣减任何预算，也未做任何更改",
        "el": "τίποτα δεν χρεώθηκε ούτε άλλαξε"},
    "the lifetime budget was not changed": {
        "de": "das Gesamtbudget wurde nicht geändert", "zh": "总预算未被更改",
        "el": "ο συνολικός προϋπολογισμός δεν άλλαξε"},
    "nothing was released or charged, and no new key was made": {
        "de": "nichts wurde veröffentlicht oder verbucht, und es wurde kein neuer Schlüssel erzeugt",
        "zh": "未发布任何内容，也未扣减任何预算，且未生成新密钥",
        "el": "τίποτα δεν δημοσιεύθηκε ούτε χρεώθηκε, και δεν δημιουργήθηκε νέο κλειδί"},
    "nothing was released or charged, and no new ledger was made in its place": {
        "de": "nichts wurde veröffentlicht oder verbucht, und an seiner Stelle wurde kein neues Budgetbuch angelegt",
        "zh": "未发布任何内容，也未扣减任何预算，且未在原处新建预算账本",
        "el": "τίποτα δεν δημοσιεύθηκε ούτε χρεώθηκε, και δεν δημιουργήθηκε νέο βιβλίο προϋπολογισμού στη θέση του"},
    "nothing is shown from it": {  # gui/ledger_status.py
        "de": "nichts daraus wird angezeigt", "zh": "不显示其中的任何内容", "el": "δεν εμφανίζεται τίποτα από αυτό"},
    # ledger/book.py: the lifetime budget and the charge
    "a lifetime budget needs an epsilon above 0 and a delta from 0 to below 1": {
        "de": "ein Gesamtbudget braucht ein Epsilon über 0 und ein Delta von 0 bis unter 1",
        "zh": "总预算需要大于 0 的 epsilon，以及大于等于 0 且小于 1 的 delta",
        "el": "ένας συνολικός προϋπολογισμός χρειάζεται epsilon μεγαλύτερο του 0 και delta από 0 έως κάτω από 1"},
    "refused: the lifetime budget cannot go below what has been spent (asked: epsilon {epsilon}, delta {delta}; "
    "spent: epsilon {spent_epsilon}, delta {spent_delta})": {
        "de": "abgelehnt: das Gesamtbudget kann nicht unter das bereits Verbrauchte sinken (verlangt: Epsilon "
              "{epsilon}, Delta {delta}; verbraucht: Epsilon {spent_epsilon}, Delta {spent_delta})",
        "zh": "已拒绝：总预算不能低于已消耗的部分（要求：epsilon {epsilon}，delta {delta}；已消耗：epsilon "
              "{spent_epsilon}，delta {spent_delta}）",
        "el": "απορρίφθηκε: ο συνολικός προϋπολογισμός δεν μπορεί να πέσει κάτω από όσα έχουν δαπανηθεί (ζητήθηκαν: "
              "epsilon {epsilon}, delta {delta}· δαπανήθηκαν: epsilon {spent_epsilon}, delta {spent_delta})"},
    "A lifetime budget only caps future releases; what was released stays spent": {
        "de": "Ein Gesamtbudget begrenzt nur künftige Veröffentlichungen; was veröffentlicht wurde, bleibt verbraucht",
        "zh": "总预算只限制今后的发布；已发布内容所消耗的预算不会退回",
        "el": "Ένας συνολικός προϋπολογισμός περιορίζει μόνο τις μελλοντικές δημοσιεύσεις· ό,τι δημοσιεύθηκε μένει "
              "δαπανημένο"},
    "raising the lifetime budget (from epsilon {epsilon}, delta {delta}) needs a reason, which is recorded in the "
    "ledger": {
        "de": "das Gesamtbudget zu erhöhen (von Epsilon {epsilon}, Delta {delta}) braucht eine Begründung, die im "
              "Budgetbuch festgehalten wird",
        "zh": "提高总预算（当前为 epsilon {epsilon}，delta {delta}）需要给出理由，该理由会记入预算账本",
        "el": "η αύξηση του συνολικού προϋπολογισμού (από epsilon {epsilon}, delta {delta}) χρειάζεται αιτιολόγηση, "
              "η οποία καταγράφεται στο βιβλίο προϋπολογισμού"},
    'Give one, e.g. --reason "approved by the data protection board, 2026-03"': {
        "de": 'Geben Sie eine an, z. B. --reason "vom Datenschutzgremium genehmigt, 2026-03"',
        "zh": '请给出理由，例如 --reason "经数据保护委员会批准，2026-03"',
        "el": 'Δώστε μία, π.χ. --reason "εγκρίθηκε από την επιτροπή προστασίας δεδομένων, 2026-03"'},
    "no lifetime budget is set for this dataset": {
        "de": "für diesen Datensatz ist kein Gesamtbudget festgelegt", "zh": "尚未为此数据集设置总预算",
        "el": "δεν έχει οριστεί συνολικός προϋπολογισμός για αυτό το σύνολο δεδομένων"},
    "Set one first: dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E [--delta D] (in the app: Release "
    "page, Set lifetime budget)": {
        "de": "Legen Sie zuerst eines fest: dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E "
              "[--delta D] (in der App: Seite Veröffentlichen, Gesamtbudget festlegen)",
        "zh": "请先设置：dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E [--delta D]（在应用中：发布页，"
              "设置总预算）",
        "el": "Ορίστε πρώτα έναν: dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E [--delta D] (στην "
              "εφαρμογή: σελίδα Δημοσίευση, Ορισμός συνολικού προϋπολογισμού)"},
    "this release needs epsilon {needed}, but the dataset's lifetime budget of {lifetime} has {spent} spent "
    "already": {
        "de": "diese Veröffentlichung braucht Epsilon {needed}, aber vom Gesamtbudget {lifetime} des Datensatzes ist "
              "bereits {spent} verbraucht",
        "zh": "此次发布需要 epsilon {needed}，但该数据集的总预算 {lifetime} 中已消耗 {spent}",
        "el": "αυτή η δημοσίευση χρειάζεται epsilon {needed}, αλλά από τον συνολικό προϋπολογισμό {lifetime} του "
              "συνόλου δεδομένων έχουν ήδη δαπανηθεί {spent}"},
    "Spend less (lower the queries' epsilons), or, if it is justified and approved, raise the lifetime budget": {
        "de": "Verbrauchen Sie weniger (senken Sie die Epsilons der Abfragen) oder erhöhen Sie, wenn es begründet "
              "und genehmigt ist, das Gesamtbudget",
        "zh": "请少消耗一些（降低各查询的 epsilon），或者在有正当理由并获批准时提高总预算",
        "el": "Δαπανήστε λιγότερο (μειώστε τα epsilon των ερωτημάτων) ή, αν δικαιολογείται και έχει εγκριθεί, "
              "αυξήστε τον συνολικό προϋπολογισμό"},
    "this release needs delta {needed}, but the lifetime budget's delta of {lifetime} has {spent} spent already": {
        "de": "diese Veröffentlichung braucht Delta {needed}, aber vom Delta {lifetime} des Gesamtbudgets ist bereits "
              "{spent} verbraucht",
        "zh": "此次发布需要 delta {needed}，但总预算的 delta {lifetime} 中已消耗 {spent}",
        "el": "αυτή η δημοσίευση χρειάζεται delta {needed}, αλλά από το delta {lifetime} του συνολικού "
              "προϋπολογισμού έχουν ήδη δαπανηθεί {spent}"},
    "Use pure-epsilon mechanisms under sequential accounting, lower the deltas, or, if it is justified and approved, "
    "raise the lifetime budget's delta": {
        "de": "Verwenden Sie reine Epsilon-Mechanismen mit sequenzieller Abrechnung, senken Sie die Deltas oder "
              "erhöhen Sie, wenn es begründet und genehmigt ist, das Delta des Gesamtbudgets",
        "zh": "请在顺序组合核算下使用纯 epsilon 机制，降低各 delta，或者在有正当理由并获批准时提高总预算的 delta",
        "el": "Χρησιμοποιήστε μηχανισμούς μόνο με epsilon με διαδοχική λογιστική, μειώστε τα delta ή, αν "
              "δικαιολογείται και έχει εγκριθεί, αυξήστε το delta του συνολικού προϋπολογισμού"},
    "its state does not match its key": {
        "de": "sein Zustand passt nicht zu seinem Schlüssel", "zh": "其状态与其密钥不符",
        "el": "η κατάστασή του δεν ταιριάζει με το κλειδί του"},
    # ledger/verify.py and chain.py: what verify finds
    "record {seq}: it does not follow the record before it (one was removed or inserted)": {
        "de": "Eintrag {seq}: er folgt nicht auf den Eintrag davor (einer wurde entfernt oder eingefügt)",
        "zh": "记录 {seq}：它没有接在前一条记录之后（有记录被删除或插入）",
        "el": "εγγραφή {seq}: δεν ακολουθεί την προηγούμενη εγγραφή (κάποια αφαιρέθηκε ή προστέθηκε)"},
    "record {seq}: a field is not text as dpstudio writes it (it was changed)": {
        "de": "Eintrag {seq}: ein Feld ist kein Text, wie dpstudio ihn schreibt (es wurde verändert)",
        "zh": "记录 {seq}：某个字段不是 dpstudio 写入的文本格式（已被改动）",
        "el": "εγγραφή {seq}: ένα πεδίο δεν είναι κείμενο όπως το γράφει το dpstudio (άλλαξε)"},
    "record {seq}: its content does not match its hash (it was changed)": {
        "de": "Eintrag {seq}: sein Inhalt passt nicht zu seinem Hashwert (er wurde verändert)",
        "zh": "记录 {seq}：其内容与其哈希值不符（已被改动）",
        "el": "εγγραφή {seq}: το περιεχόμενό της δεν ταιριάζει με το hash της (άλλαξε)"},
    "its state table was removed (its head file says it had one)": {
        "de": "seine Zustandstabelle wurde entfernt (seine Head-Datei besagt, dass es eine hatte)",
        "zh": "其状态表已被删除（其 head 文件表明它曾有状态表）",
        "el": "ο πίνακας κατάστασής του αφαιρέθηκε (το αρχείο head του λέει ότι είχε)"},
    "its state record was removed": {
        "de": "sein Zustandseintrag wurde entfernt", "zh": "其状态记录已被删除",
        "el": "η εγγραφή κατάστασής του αφαιρέθηκε"},
    "its key file ({key}) is missing: it was deleted, and the ledger cannot be checked": {
        "de": "seine Schlüsseldatei ({key}) fehlt: sie wurde gelöscht, und das Budgetbuch kann nicht geprüft werden",
        "zh": "其密钥文件（{key}）不存在：它已被删除，无法校验预算账本",
        "el": "το αρχείο κλειδιού του ({key}) λείπει: διαγράφηκε, και το βιβλίο προϋπολογισμού δεν μπορεί να ελεγχθεί"},
    "its state record cannot be read (it was changed)": {
        "de": "sein Zustandseintrag kann nicht gelesen werden (er wurde verändert)",
        "zh": "无法读取其状态记录（已被改动）", "el": "η εγγραφή κατάστασής του δεν μπορεί να διαβαστεί (άλλαξε)"},
    "the ledger does not match its key (another ledger was copied over it, or its key file was replaced)": {
        "de": "das Budgetbuch passt nicht zu seinem Schlüssel (ein anderes Budgetbuch wurde darüber kopiert, oder "
              "seine Schlüsseldatei wurde ersetzt)",
        "zh": "预算账本与其密钥不符（有另一个预算账本被复制覆盖到它上面，或其密钥文件被替换）",
        "el": "το βιβλίο προϋπολογισμού δεν ταιριάζει με το κλειδί του (άλλο βιβλίο αντιγράφηκε πάνω του ή το αρχείο "
              "κλειδιού του αντικαταστάθηκε)"},
    "the records from before the keyed chain were changed": {
        "de": "die Einträge aus der Zeit vor der Kette mit Schlüssel wurden verändert",
        "zh": "启用带密钥的哈希链之前的记录已被改动",
        "el": "οι εγγραφές από πριν από την αλυσίδα με κλειδί άλλαξαν"},
    "the ledger holds {records} records, but its state says {stated}: records were removed": {
        "de": ("das Budgetbuch enthält {records} Eintrag, aber sein Zustand nennt {stated}: Einträge wurden entfernt",
               "das Budgetbuch enthält {records} Einträge, aber sein Zustand nennt {stated}: Einträge wurden "
               "entfernt"),
        "zh": "预算账本有 {records} 条记录，但其状态记载为 {stated} 条：有记录被删除",
        "el": ("το βιβλίο προϋπολογισμού έχει {records} εγγραφή, αλλά η κατάστασή του λέει {stated}: αφαιρέθηκαν "
               "εγγραφές",
               "το βιβλίο προϋπολογισμού έχει {records} εγγραφές, αλλά η κατάστασή του λέει {stated}: αφαιρέθηκαν "
               "εγγραφές")},
    "the ledger holds {records} records, but its state says {stated}: records were added outside dpstudio": {
        "de": ("das Budgetbuch enthält {records} Eintrag, aber sein Zustand nennt {stated}: Einträge wurden "
               "außerhalb von dpstudio hinzugefügt",
               "das Budgetbuch enthält {records} Einträge, aber sein Zustand nennt {stated}: Einträge wurden "
               "außerhalb von dpstudio hinzugefügt"),
        "zh": "预算账本有 {records} 条记录，但其状态记载为 {stated} 条：有记录在 dpstudio 之外被添加",
        "el": ("το βιβλίο προϋπολογισμού έχει {records} εγγραφή, αλλά η κατάστασή του λέει {stated}: προστέθηκαν "
               "εγγραφές εκτός dpstudio",
               "το βιβλίο προϋπολογισμού έχει {records} εγγραφές, αλλά η κατάστασή του λέει {stated}: προστέθηκαν "
               "εγγραφές εκτός dpstudio")},
    "its last record is not the one its state names (it was replaced)": {
        "de": "sein letzter Eintrag ist nicht der, den sein Zustand nennt (er wurde ersetzt)",
        "zh": "其最后一条记录不是其状态所记载的那条（已被替换）",
        "el": "η τελευταία του εγγραφή δεν είναι αυτή που ονομάζει η κατάστασή του (αντικαταστάθηκε)"},
    "its head file ({head}) is missing (it was deleted)": {
        "de": "seine Head-Datei ({head}) fehlt (sie wurde gelöscht)", "zh": "其 head 文件（{head}）不存在（已被删除）",
        "el": "το αρχείο head του ({head}) λείπει (διαγράφηκε)"},
    "its head file ({head}) cannot be read (it was changed)": {
        "de": "seine Head-Datei ({head}) kann nicht gelesen werden (sie wurde verändert)",
        "zh": "无法读取其 head 文件（{head}）（已被改动）",
        "el": "το αρχείο head του ({head}) δεν μπορεί να διαβαστεί (άλλαξε)"},
    "its head file ({head}) belongs to another ledger (the ledger, its key or its head was swapped)": {
        "de": "seine Head-Datei ({head}) gehört zu einem anderen Budgetbuch (das Budgetbuch, sein Schlüssel oder "
              "seine Head-Datei wurde ausgetauscht)",
        "zh": "其 head 文件（{head}）属于另一个预算账本（预算账本、其密钥或其 head 文件被调换）",
        "el": "το αρχείο head του ({head}) ανήκει σε άλλο βιβλίο προϋπολογισμού (το βιβλίο, το κλειδί του ή το head "
              "του αντικαταστάθηκε)"},
    "the ledger holds {records} records, fewer than the {named} its head file names: records were removed, or an "
    "older copy of the ledger was restored": {
        "de": ("das Budgetbuch enthält {records} Eintrag, weniger als die {named}, die seine Head-Datei nennt: "
               "Einträge wurden entfernt, oder eine ältere Kopie des Budgetbuchs wurde zurückgespielt",
               "das Budgetbuch enthält {records} Einträge, weniger als die {named}, die seine Head-Datei nennt: "
               "Einträge wurden entfernt, oder eine ältere Kopie des Budgetbuchs wurde zurückgespielt"),
        "zh": "预算账本有 {records} 条记录，少于其 head 文件记载的 {named} 条：有记录被删除，或恢复了预算账本的旧副本",
        "el": ("το βιβλίο προϋπολογισμού έχει {records} εγγραφή, λιγότερες από τις {named} που ονομάζει το αρχείο "
               "head του: αφαιρέθηκαν εγγραφές ή επαναφέρθηκε παλαιότερο αντίγραφο του βιβλίου",
               "το βιβλίο προϋπολογισμού έχει {records} εγγραφές, λιγότερες από τις {named} που ονομάζει το αρχείο "
               "head του: αφαιρέθηκαν εγγραφές ή επαναφέρθηκε παλαιότερο αντίγραφο του βιβλίου")},
    "its head file ({head}) is an older copy (it names record {named}; the ledger has {records})": {
        "de": "seine Head-Datei ({head}) ist eine ältere Kopie (sie nennt Eintrag {named}; das Budgetbuch hat "
              "{records})",
        "zh": "其 head 文件（{head}）是旧副本（它记载到第 {named} 条记录；预算账本有 {records} 条）",
        "el": "το αρχείο head του ({head}) είναι παλαιότερο αντίγραφο (ονομάζει την εγγραφή {named}· το βιβλίο έχει "
              "{records})"},
    "this is not the ledger whose head you wrote down (its id is {id}, not {written}): it was replaced or made "
    "anew": {
        "de": "dies ist nicht das Budgetbuch, dessen Head Sie notiert haben (seine Kennung ist {id}, nicht "
              "{written}): es wurde ersetzt oder neu angelegt",
        "zh": "这不是您记下其 head 的那个预算账本（其标识为 {id}，而不是 {written}）：它已被替换或重新创建",
        "el": "αυτό δεν είναι το βιβλίο προϋπολογισμού του οποίου το head σημειώσατε (ο κωδικός του είναι {id}, όχι "
              "{written}): αντικαταστάθηκε ή δημιουργήθηκε από την αρχή"},
    "the ledger holds {records} records, fewer than the {named} of the head you wrote down: records were removed": {
        "de": ("das Budgetbuch enthält {records} Eintrag, weniger als die {named} des Heads, den Sie notiert haben: "
               "Einträge wurden entfernt",
               "das Budgetbuch enthält {records} Einträge, weniger als die {named} des Heads, den Sie notiert haben: "
               "Einträge wurden entfernt"),
        "zh": "预算账本有 {records} 条记录，少于您记下的 head 中的 {named} 条：有记录被删除",
        "el": ("το βιβλίο προϋπολογισμού έχει {records} εγγραφή, λιγότερες από τις {named} του head που σημειώσατε: "
               "αφαιρέθηκαν εγγραφές",
               "το βιβλίο προϋπολογισμού έχει {records} εγγραφές, λιγότερες από τις {named} του head που σημειώσατε: "
               "αφαιρέθηκαν εγγραφές")},
    "record number {seq} is not the one whose hash you wrote down: the ledger was rewritten": {
        "de": "Eintrag Nummer {seq} ist nicht der, dessen Hashwert Sie notiert haben: das Budgetbuch wurde "
              "umgeschrieben",
        "zh": "第 {seq} 条记录不是您记下其哈希值的那条：预算账本已被改写",
        "el": "η εγγραφή αριθμός {seq} δεν είναι αυτή της οποίας το hash σημειώσατε: το βιβλίο προϋπολογισμού "
              "ξαναγράφτηκε"},
    # ledger/head.py
    "--head {value} is not a head as `dpstudio ledger verify` prints it": {
        "de": "--head {value} ist kein Head, wie `dpstudio ledger verify` ihn ausgibt",
        "zh": "--head {value} 不是 `dpstudio ledger verify` 输出的 head 格式",
        "el": "το --head {value} δεν είναι head όπως το εμφανίζει το `dpstudio ledger verify`"},
    "Give it as ID:N:HASH, e.g. 3f2a…:12:9c1e0b7d5a4f3e21": {
        "de": "Geben Sie ihn als ID:N:HASH an, z. B. 3f2a…:12:9c1e0b7d5a4f3e21",
        "zh": "请按 ID:N:HASH 的格式给出，例如 3f2a…:12:9c1e0b7d5a4f3e21",
        "el": "Δώστε το ως ID:N:HASH, π.χ. 3f2a…:12:9c1e0b7d5a4f3e21"},
    "--head {value}: give the record count and at least {digits} hex digits of the hash": {
        "de": "--head {value}: geben Sie die Zahl der Einträge und mindestens {digits} Hexadezimalziffern des "
              "Hashwerts an",
        "zh": "--head {value}：请给出记录数以及哈希值的至少 {digits} 位十六进制数字",
        "el": "--head {value}: δώστε τον αριθμό εγγραφών και τουλάχιστον {digits} δεκαεξαδικά ψηφία του hash"},
    # ledger/fingerprint.py
    "its key file ({key}) is missing: it was deleted": {
        "de": "seine Schlüsseldatei ({key}) fehlt: sie wurde gelöscht", "zh": "其密钥文件（{key}）不存在：它已被删除",
        "el": "το αρχείο κλειδιού του ({key}) λείπει: διαγράφηκε"},
    "cannot read the ledger's key ({reason})": {
        "de": "der Schlüssel des Budgetbuchs kann nicht gelesen werden ({reason})",
        "zh": "无法读取预算账本的密钥（{reason}）",
        "el": "το κλειδί του βιβλίου προϋπολογισμού δεν μπορεί να διαβαστεί ({reason})"},
    "It lives beside the ledger; check that you may read it": {
        "de": "Er liegt neben dem Budgetbuch; prüfen Sie, ob Sie ihn lesen dürfen",
        "zh": "它与预算账本放在同一位置；请确认您有权读取它",
        "el": "Βρίσκεται δίπλα στο βιβλίο προϋπολογισμού· ελέγξτε ότι έχετε δικαίωμα ανάγνωσής του"},
    "cannot read or create the fingerprint key ({reason})": {
        "de": "der Schlüssel für den Fingerabdruck kann nicht gelesen oder erzeugt werden ({reason})",
        "zh": "无法读取或创建指纹密钥（{reason}）",
        "el": "το κλειδί του αποτυπώματος δεν μπορεί να διαβαστεί ή να δημιουργηθεί ({reason})"},
    "It lives beside the ledger; check that you may write there": {
        "de": "Er liegt neben dem Budgetbuch; prüfen Sie, ob Sie dort schreiben dürfen",
        "zh": "它与预算账本放在同一位置；请确认您有权在那里写入",
        "el": "Βρίσκεται δίπλα στο βιβλίο προϋπολογισμού· ελέγξτε ότι έχετε δικαίωμα εγγραφής εκεί"},
    # ledger/store.py: opening and writing the ledger
    "the ledger file is missing (deleted), but its key or head beside it says it existed": {
        "de": "die Budgetbuch-Datei fehlt (gelöscht), aber ihr Schlüssel oder ihre Head-Datei daneben besagt, dass "
              "sie existierte",
        "zh": "预算账本文件不存在（已被删除），但旁边的密钥或 head 文件表明它曾经存在",
        "el": "το αρχείο του βιβλίου προϋπολογισμού λείπει (διαγράφηκε), αλλά το κλειδί ή το head δίπλα του λέει ότι "
              "υπήρχε"},
    "the ledger file is empty (it was truncated), but its key or head beside it says it existed": {
        "de": "die Budgetbuch-Datei ist leer (sie wurde abgeschnitten), aber ihr Schlüssel oder ihre Head-Datei "
              "daneben besagt, dass sie existierte",
        "zh": "预算账本文件是空的（已被截断），但旁边的密钥或 head 文件表明它曾经存在",
        "el": "το αρχείο του βιβλίου προϋπολογισμού είναι κενό (περικόπηκε), αλλά το κλειδί ή το head δίπλα του λέει "
              "ότι υπήρχε"},
    "the ledger file is damaged ({reason}): it was cut short or changed": {
        "de": "die Budgetbuch-Datei ist beschädigt ({reason}): sie wurde gekürzt oder verändert",
        "zh": "预算账本文件已损坏（{reason}）：它被截短或被改动",
        "el": "το αρχείο του βιβλίου προϋπολογισμού είναι κατεστραμμένο ({reason}): περικόπηκε ή άλλαξε"},
    "cannot open the ledger ({reason})": {
        "de": "das Budgetbuch kann nicht geöffnet werden ({reason})", "zh": "无法打开预算账本（{reason}）",
        "el": "το βιβλίο προϋπολογισμού δεν μπορεί να ανοίξει ({reason})"},
    "Check that the folder exists and you may write there, or choose another ledger with --ledger": {
        "de": "Prüfen Sie, ob der Ordner existiert und Sie dort schreiben dürfen, oder wählen Sie mit --ledger ein "
              "anderes Budgetbuch",
        "zh": "请确认该文件夹存在且您有权在其中写入，或使用 --ledger 选择另一个预算账本",
        "el": "Ελέγξτε ότι ο φάκελος υπάρχει και ότι έχετε δικαίωμα εγγραφής σε αυτόν, ή επιλέξτε άλλο βιβλίο "
              "προϋπολογισμού με --ledger"},
    "this is not a dpstudio ledger ({reason})": {
        "de": "dies ist kein Budgetbuch von dpstudio ({reason})", "zh": "这不是 dpstudio 的预算账本（{reason}）",
        "el": "αυτό δεν είναι βιβλίο προϋπολογισμού του dpstudio ({reason})"},
    "Choose the ledger file itself with --ledger, or a new file name": {
        "de": "Wählen Sie mit --ledger die Budgetbuch-Datei selbst oder einen neuen Dateinamen",
        "zh": "请用 --ledger 选择预算账本文件本身，或一个新的文件名",
        "el": "Επιλέξτε με --ledger το ίδιο το αρχείο του βιβλίου προϋπολογισμού ή ένα νέο όνομα αρχείου"},
    "cannot write to the ledger ({reason}); {spared}": {
        "de": "in das Budgetbuch kann nicht geschrieben werden ({reason}); {spared}",
        "zh": "无法写入预算账本（{reason}）；{spared}",
        "el": "δεν είναι δυνατή η εγγραφή στο βιβλίο προϋπολογισμού ({reason})· {spared}"},
    "The ledger's folder must be writable and have free space: free some space or ask your IT department, or choose "
    "another ledger with --ledger": {
        "de": "Der Ordner des Budgetbuchs muss beschreibbar sein und freien Platz haben: schaffen Sie Platz oder "
              "fragen Sie Ihre IT-Abteilung, oder wählen Sie mit --ledger ein anderes Budgetbuch",
        "zh": "预算账本所在的文件夹必须可写且有剩余空间：请释放一些空间或联系您的 IT 部门，或使用 --ledger 选择另一个预算账本",
        "el": "Ο φάκελος του βιβλίου προϋπολογισμού πρέπει να επιτρέπει εγγραφή και να έχει ελεύθερο χώρο: "
              "ελευθερώστε χώρο ή ρωτήστε το τμήμα πληροφορικής, ή επιλέξτε άλλο βιβλίο προϋπολογισμού με --ledger"},
    "its records do not extend its state (records were removed or changed)": {
        "de": "seine Einträge setzen seinen Zustand nicht fort (Einträge wurden entfernt oder verändert)",
        "zh": "其记录没有接续其状态（有记录被删除或改动）",
        "el": "οι εγγραφές του δεν συνεχίζουν την κατάστασή του (αφαιρέθηκαν ή άλλαξαν εγγραφές)"},
    # ledger/population_match.py: which population a table's people are
    "population {id} (first seen in {source})": {
        "de": "Population {id} (zuerst gesehen in {source})", "zh": "人群 {id}（首次见于 {source}）",
        "el": "πληθυσμός {id} (πρωτοεμφανίστηκε στο {source})"},
    "{one}; {others}": {"de": "{one}; {others}", "zh": "{one}；{others}", "el": "{one}· {others}"},
    "dpstudio cannot tell whether the {people} people of this table belong to {which}: too few of them can be "
    "compared with its sample": {
        "de": "dpstudio kann nicht sagen, ob die {people} Personen dieser Tabelle zu {which} gehören: zu wenige von "
              "ihnen lassen sich mit deren Stichprobe vergleichen",
        "zh": "dpstudio 无法判断此表中的 {people} 人是否属于{which}：其中能与其样本比较的人太少",
        "el": "το dpstudio δεν μπορεί να πει αν τα {people} πρόσωπα αυτού του πίνακα ανήκουν στον {which}: πολύ λίγα "
              "από αυτά μπορούν να συγκριθούν με το δείγμα του"},
    'If they are part of {first}, add --population {first} (charged to its lifetime budget; in the app: choose it '
    'under Population on the Release page); if they are a different population, declare it: --new-population '
    '--reason "..."': {
        "de": 'Gehören sie zu {first}, fügen Sie --population {first} hinzu (belastet deren Gesamtbudget; in der '
              'App: wählen Sie sie unter Population auf der Seite Veröffentlichen); sind sie eine andere Population, '
              'erklären Sie das: --new-population --reason "..."',
        "zh": '如果他们属于 {first}，请添加 --population {first}（计入该人群的总预算；在应用中：在发布页的“人群”下选择它）；'
              '如果他们是另一个人群，请声明：--new-population --reason "..."',
        "el": 'Αν ανήκουν στον {first}, προσθέστε --population {first} (χρεώνεται στον συνολικό του '
              'προϋπολογισμό· στην εφαρμογή: επιλέξτε τον στο Πληθυσμός στη σελίδα Δημοσίευση)· αν είναι '
              'διαφορετικός πληθυσμός, δηλώστε το: --new-population --reason "..."'},
    "no population of the ledger has an id starting with {prefix}": {
        "de": "keine Population im Budgetbuch hat eine Kennung, die mit {prefix} beginnt",
        "zh": "预算账本中没有标识以 {prefix} 开头的人群",
        "el": "κανένας πληθυσμός του βιβλίου προϋπολογισμού δεν έχει κωδικό που αρχίζει με {prefix}"},
    "more than one population of the ledger has an id starting with {prefix}": {
        "de": "mehr als eine Population im Budgetbuch hat eine Kennung, die mit {prefix} beginnt",
        "zh": "预算账本中有不止一个人群的标识以 {prefix} 开头",
        "el": "περισσότεροι από έναν πληθυσμούς του βιβλίου προϋπολογισμού έχουν κωδικό που αρχίζει με {prefix}"},
    "dpstudio ledger show --data FILE --plan PLAN lists them": {
        "de": "dpstudio ledger show --data FILE --plan PLAN führt sie auf",
        "zh": "dpstudio ledger show --data FILE --plan PLAN 会列出它们",
        "el": "το dpstudio ledger show --data FILE --plan PLAN τους εμφανίζει"},
    "these people are population {id} (first seen in {source}), not {chosen}: about {percent}% of them in common": {
        "de": "diese Personen sind Population {id} (zuerst gesehen in {source}), nicht {chosen}: etwa {percent} % "
              "von ihnen gemeinsam",
        "zh": "这些人属于人群 {id}（首次见于 {source}），而不是 {chosen}：约 {percent}% 的人相同",
        "el": "αυτά τα πρόσωπα είναι ο πληθυσμός {id} (πρωτοεμφανίστηκε στο {source}), όχι ο {chosen}: περίπου "
              "{percent}% από αυτά κοινά"},
    "leave out --population to charge the population they are": {
        "de": "lassen Sie --population weg, um die Population zu belasten, die sie sind",
        "zh": "请去掉 --population，以计入他们实际所属的人群",
        "el": "παραλείψτε το --population για να χρεωθεί ο πληθυσμός στον οποίο ανήκουν"},
    "declaring a new population needs a reason, which is recorded in the ledger": {
        "de": "eine neue Population zu erklären braucht eine Begründung, die im Budgetbuch festgehalten wird",
        "zh": "声明新人群需要给出理由，该理由会记入预算账本",
        "el": "η δήλωση νέου πληθυσμού χρειάζεται αιτιολόγηση, η οποία καταγράφεται στο βιβλίο προϋπολογισμού"},
    'e.g. --new-population --reason "a new study; the 2025 cohort is a different consent"': {
        "de": 'z. B. --new-population --reason "eine neue Studie; die Kohorte 2025 hat eine andere Einwilligung"',
        "zh": '例如 --new-population --reason "一项新研究；2025 队列的知情同意不同"',
        "el": 'π.χ. --new-population --reason "νέα μελέτη· η κοορτή του 2025 έχει διαφορετική συναίνεση"'},
    "a table cannot be both part of a known population and a new population": {
        "de": "eine Tabelle kann nicht zugleich Teil einer bekannten Population und eine neue Population sein",
        "zh": "一张表不能既属于某个已知人群，又是一个新人群",
        "el": "ένας πίνακας δεν μπορεί να είναι ταυτόχρονα μέρος γνωστού πληθυσμού και νέος πληθυσμός"},
    "give either --population or --new-population": {
        "de": "geben Sie entweder --population oder --new-population an",
        "zh": "请只给出 --population 或 --new-population 之一",
        "el": "δώστε είτε --population είτε --new-population"},

    # --- writing a release's files: output/bundle.py, output/export.py, output/output_claim.py, publish.py ---
    "two queries would write the same file, {file}": {
        "de": "zwei Abfragen würden dieselbe Datei schreiben, {file}", "zh": "两个查询会写入同一个文件 {file}",
        "el": "δύο ερωτήματα θα έγραφαν το ίδιο αρχείο, {file}"},
    "Give the randomized-response queries ids that differ in letters or digits": {
        "de": "Geben Sie den Randomized-Response-Abfragen Kennungen, die sich in Buchstaben oder Ziffern "
              "unterscheiden",
        "zh": "请为随机响应查询指定在字母或数字上有所不同的标识",
        "el": "Δώστε στα ερωτήματα τυχαιοποιημένης απάντησης κωδικούς που διαφέρουν σε γράμματα ή ψηφία"},
    "cannot create the output folder ({reason})": {
        "de": "der Ausgabeordner kann nicht angelegt werden ({reason})", "zh": "无法创建输出文件夹（{reason}）",
        "el": "ο φάκελος εξόδου δεν μπορεί να δημιουργηθεί ({reason})"},
    "cannot create the output folder": {
        "de": "der Ausgabeordner kann nicht angelegt werden", "zh": "无法创建输出文件夹",
        "el": "ο φάκελος εξόδου δεν μπορεί να δημιουργηθεί"},
    "cannot claim the output folder": {
        "de": "der Ausgabeordner kann nicht belegt werden", "zh": "无法占用输出文件夹",
        "el": "ο φάκελος εξόδου δεν μπορεί να δεσμευτεί"},
    "cannot remove {folder}, left by a release that did not finish": {
        "de": "{folder} kann nicht entfernt werden; es stammt von einer Veröffentlichung, die nicht fertig wurde",
        "zh": "无法删除 {folder}，它是一次未完成的发布留下的",
        "el": "δεν είναι δυνατό να αφαιρεθεί το {folder}, που άφησε μια δημοσίευση που δεν ολοκληρώθηκε"},
    "{what} ({reason})": {"de": "{what} ({reason})", "zh": "{what}（{reason}）", "el": "{what} ({reason})"},
    "Choose a folder you can write to": {
        "de": "Wählen Sie einen Ordner, in den Sie schreiben dürfen", "zh": "请选择一个您有权写入的文件夹",
        "el": "Επιλέξτε φάκελο στον οποίο έχετε δικαίωμα εγγραφής"},
    "the output folder is a symbolic link": {
        "de": "der Ausgabeordner ist ein symbolischer Link", "zh": "输出文件夹是一个符号链接",
        "el": "ο φάκελος εξόδου είναι συμβολικός σύνδεσμος"},
    "Give the path of a new folder itself; a release is never written through a link": {
        "de": "Geben Sie den Pfad eines neuen Ordners selbst an; eine Veröffentlichung wird nie über einen Link "
              "geschrieben",
        "zh": "请直接给出新文件夹本身的路径；发布从不通过链接写入",
        "el": "Δώστε τη διαδρομή ενός νέου φακέλου απευθείας· μια δημοσίευση δεν γράφεται ποτέ μέσω συνδέσμου"},
    "there is a file with the output folder's name": {
        "de": "es gibt eine Datei mit dem Namen des Ausgabeordners", "zh": "已有一个与输出文件夹同名的文件",
        "el": "υπάρχει αρχείο με το όνομα του φακέλου εξόδου"},
    "Choose the path of a new folder for the release": {
        "de": "Wählen Sie den Pfad eines neuen Ordners für die Veröffentlichung", "zh": "请为此次发布选择一个新文件夹的路径",
        "el": "Επιλέξτε τη διαδρομή ενός νέου φακέλου για τη δημοσίευση"},
    "the output folder already exists and is not empty": {
        "de": "der Ausgabeordner existiert bereits und ist nicht leer", "zh": "输出文件夹已存在且不为空",
        "el": "ο φάκελος εξόδου υπάρχει ήδη και δεν είναι κενός"},
    "Choose a new folder; dpstudio never overwrites an earlier release": {
        "de": "Wählen Sie einen neuen Ordner; dpstudio überschreibt nie eine frühere Veröffentlichung",
        "zh": "请选择一个新文件夹；dpstudio 从不覆盖先前的发布",
        "el": "Επιλέξτε νέο φάκελο· το dpstudio δεν αντικαθιστά ποτέ προηγούμενη δημοσίευση"},
    "the file name '{name}…' is {size} bytes, longer than this file system allows ({limit})": {
        "de": "der Dateiname '{name}…' ist {size} Byte lang, länger als dieses Dateisystem erlaubt ({limit})",
        "zh": "文件名 '{name}…' 长 {size} 字节，超过了此文件系统允许的长度（{limit}）",
        "el": "το όνομα αρχείου '{name}…' έχει {size} byte, περισσότερα από όσα επιτρέπει αυτό το σύστημα αρχείων "
              "({limit})"},
    "Shorten the query id (or the folder's name) and run again": {
        "de": "Kürzen Sie die Kennung der Abfrage (oder den Namen des Ordners) und starten Sie erneut",
        "zh": "请缩短查询标识（或文件夹名称）后重新运行",
        "el": "Συντομεύστε τον κωδικό του ερωτήματος (ή το όνομα του φακέλου) και εκτελέστε ξανά"},
    "not enough free space for the release: it needs {needed} bytes (and a margin of {margin}), and the disk has "
    "{free} bytes free": {
        "de": "nicht genug freier Platz für die Veröffentlichung: sie braucht {needed} Byte (und eine Reserve von "
              "{margin}), und der Datenträger hat {free} Byte frei",
        "zh": "剩余空间不足以完成发布：需要 {needed} 字节（另加 {margin} 字节余量），而磁盘仅剩 {free} 字节",
        "el": "δεν υπάρχει αρκετός ελεύθερος χώρος για τη δημοσίευση: χρειάζεται {needed} byte (και περιθώριο "
              "{margin}), και ο δίσκος έχει {free} byte ελεύθερα"},
    "Free some space, or choose a folder on another disk": {
        "de": "Schaffen Sie Platz, oder wählen Sie einen Ordner auf einem anderen Datenträger",
        "zh": "请释放一些空间，或选择另一块磁盘上的文件夹",
        "el": "Ελευθερώστε χώρο ή επιλέξτε φάκελο σε άλλον δίσκο"},
    "there is a file named {file} beside the output folder": {
        "de": "neben dem Ausgabeordner liegt eine Datei namens {file}", "zh": "输出文件夹旁有一个名为 {file} 的文件",
        "el": "υπάρχει αρχείο με όνομα {file} δίπλα στον φάκελο εξόδου"},
    "Move it away, or choose another folder": {
        "de": "Verschieben Sie sie, oder wählen Sie einen anderen Ordner", "zh": "请将其移走，或选择其他文件夹",
        "el": "Μετακινήστε το ή επιλέξτε άλλον φάκελο"},
    "the output folder is in use by another release": {
        "de": "der Ausgabeordner wird von einer anderen Veröffentlichung verwendet",
        "zh": "输出文件夹正被另一次发布使用", "el": "ο φάκελος εξόδου χρησιμοποιείται από άλλη δημοσίευση"},
    "Wait for it to finish, or choose another folder": {
        "de": "Warten Sie, bis sie fertig ist, oder wählen Sie einen anderen Ordner",
        "zh": "请等待其完成，或选择其他文件夹", "el": "Περιμένετε να ολοκληρωθεί ή επιλέξτε άλλον φάκελο"},
    "the output folder's name is too long for this file system ({size} bytes; with the claim's '.' and '.partial' "
    "it must fit in {limit})": {
        "de": "der Name des Ausgabeordners ist für dieses Dateisystem zu lang ({size} Byte; mit dem '.' und "
              "'.partial' der Belegung muss er in {limit} passen)",
        "zh": "输出文件夹的名称对此文件系统来说太长（{size} 字节；加上占用标记的 '.' 和 '.partial' 后必须不超过 {limit}）",
        "el": "το όνομα του φακέλου εξόδου είναι πολύ μεγάλο για αυτό το σύστημα αρχείων ({size} byte· μαζί με τα "
              "'.' και '.partial' της δέσμευσης πρέπει να χωρά σε {limit})"},
    "Choose a shorter folder name": {
        "de": "Wählen Sie einen kürzeren Ordnernamen", "zh": "请选择一个更短的文件夹名称",
        "el": "Επιλέξτε μικρότερο όνομα φακέλου"},
    # the steward's notes of a release (shown on the Release page, never published)
    "removed {folder}, left by a release into this folder that did not finish (a crash or a full disk)": {
        "de": "{folder} entfernt; es stammte von einer Veröffentlichung in diesen Ordner, die nicht fertig wurde "
              "(ein Absturz oder ein voller Datenträger)",
        "zh": "已删除 {folder}，它是一次未完成的发布（崩溃或磁盘已满）在此文件夹留下的",
        "el": "αφαιρέθηκε το {folder}, που άφησε μια δημοσίευση σε αυτόν τον φάκελο που δεν ολοκληρώθηκε (κατάρρευση "
              "ή γεμάτος δίσκος)"},
    "removed {folder}, left by an earlier version's release into this folder that did not finish": {
        "de": "{folder} entfernt; es stammte von einer nicht fertig gewordenen Veröffentlichung einer früheren "
              "Version in diesen Ordner",
        "zh": "已删除 {folder}，它是早期版本的一次未完成的发布在此文件夹留下的",
        "el": "αφαιρέθηκε το {folder}, που άφησε μια μη ολοκληρωμένη δημοσίευση παλαιότερης έκδοσης σε αυτόν τον "
              "φάκελο"},
    # how a release charged but not delivered is listed (ledger show, the Release page)
    "INCOMPLETE (charged; the export did not finish)": {
        "de": "UNVOLLSTÄNDIG (verbucht; der Export wurde nicht fertig)", "zh": "不完整（已扣减预算；导出未完成）",
        "el": "ΗΜΙΤΕΛΗΣ (χρεώθηκε· η εξαγωγή δεν ολοκληρώθηκε)"},
    "INCOMPLETE (charged; the export did not finish; partial files in {folder})": {
        "de": "UNVOLLSTÄNDIG (verbucht; der Export wurde nicht fertig; unvollständige Dateien in {folder})",
        "zh": "不完整（已扣减预算；导出未完成；不完整的文件位于 {folder}）",
        "el": "ΗΜΙΤΕΛΗΣ (χρεώθηκε· η εξαγωγή δεν ολοκληρώθηκε· ημιτελή αρχεία στο {folder})"},
    "INCOMPLETE (charged and written to {folder}, but not marked complete in the ledger)": {
        "de": "UNVOLLSTÄNDIG (verbucht und nach {folder} geschrieben, aber im Budgetbuch nicht als vollständig "
              "markiert)",
        "zh": "不完整（已扣减预算并写入 {folder}，但未在预算账本中标记为完成）",
        "el": "ΗΜΙΤΕΛΗΣ (χρεώθηκε και γράφτηκε στο {folder}, αλλά δεν σημειώθηκε ως πλήρης στο βιβλίο "
              "προϋπολογισμού)"},
    "INCOMPLETE (charged; the export did not finish; its partial folder {folder} is gone)": {
        "de": "UNVOLLSTÄNDIG (verbucht; der Export wurde nicht fertig; sein Teilordner {folder} ist nicht mehr da)",
        "zh": "不完整（已扣减预算；导出未完成；其临时文件夹 {folder} 已不存在）",
        "el": "ΗΜΙΤΕΛΗΣ (χρεώθηκε· η εξαγωγή δεν ολοκληρώθηκε· ο προσωρινός φάκελός της {folder} δεν υπάρχει πια)"},
    # publish.py: why a charged release was not delivered
    "interrupted (Ctrl-C)": {"de": "unterbrochen (Strg+C)", "zh": "已中断（Ctrl-C）", "el": "διακόπηκε (Ctrl-C)"},
    "an unexpected {kind} while writing": {
        "de": "ein unerwarteter Fehler ({kind}) beim Schreiben", "zh": "写入时出现意外的 {kind}",
        "el": "ένα απρόσμενο σφάλμα ({kind}) κατά την εγγραφή"},
}
