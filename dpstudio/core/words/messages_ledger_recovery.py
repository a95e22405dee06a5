"""The messages of a ledger after a crash and of its housekeeping (issue 44): a release delivered but not
recorded as complete (cli_verify.py, bundle_verify.py), a missing or replaced signing key found by `ledger
verify`, SIGTERM, and the list of every population (cli_ledger.py), in German, Chinese (Simplified) and Greek
(see message_texts.py). Terms as in messages_ledger and messages_bundle: ledger = Budgetbuch / 预算账本 /
βιβλίο προϋπολογισμού; charged = verbucht / 已扣减预算 / χρεώθηκε; delivered = ausgeliefert / 交付 / παραδόθηκε."""

TEXTS = {
    # cli_verify.py: a release the ledger charged into this folder, whose completion record is missing
    "It is release #{seq} of the ledger {ledger}, delivered but not recorded as complete: it was charged and written "
    "to this folder, but the release stopped before the ledger marked it complete. Its files match its signed "
    "SHA256SUMS and it holds the plan that was charged; the ledger has no record of each file to compare them with.": {
        "de": "Sie ist die Veröffentlichung #{seq} des Budgetbuchs {ledger}, ausgeliefert, aber nicht als vollständig "
              "festgehalten: sie wurde verbucht und in diesen Ordner geschrieben, doch die Veröffentlichung brach ab, "
              "bevor das Budgetbuch sie als vollständig markierte. Ihre Dateien stimmen mit ihrer signierten "
              "SHA256SUMS überein, und sie enthält den Plan, der verbucht wurde; das Budgetbuch hat keinen Eintrag "
              "jeder einzelnen Datei, mit dem sie verglichen werden könnten.",
        "zh": "它是预算账本 {ledger} 的第 {seq} 号发布，已交付但未记录为完成：它已扣减预算并写入此文件夹，但发布在预算账本将其"
              "标记为完成之前中止了。其文件与其已签名的 SHA256SUMS 一致，且其中的计划就是扣减预算时的计划；预算账本中没有每个"
              "文件的记录可供比对。",
        "el": "Είναι η δημοσίευση #{seq} του βιβλίου προϋπολογισμού {ledger}, παραδόθηκε αλλά δεν καταγράφηκε ως "
              "πλήρης: χρεώθηκε και γράφτηκε σε αυτόν τον φάκελο, αλλά η δημοσίευση σταμάτησε πριν το βιβλίο "
              "προϋπολογισμού τη σημειώσει ως πλήρη. Τα αρχεία της ταιριάζουν με το υπογεγραμμένο SHA256SUMS της και "
              "περιέχει το σχέδιο που χρεώθηκε· το βιβλίο προϋπολογισμού δεν έχει καταγραφή κάθε αρχείου για να τα "
              "συγκρίνει."},
    "plan.json is not the plan the ledger charged for this release": {
        "de": "plan.json ist nicht der Plan, den das Budgetbuch für diese Veröffentlichung verbucht hat",
        "zh": "plan.json 不是预算账本为此发布扣减预算时的计划",
        "el": "το plan.json δεν είναι το σχέδιο που χρέωσε το βιβλίο προϋπολογισμού για αυτή τη δημοσίευση"},
    "it is not signed with the key of the ledger that charged it": {
        "de": "sie ist nicht mit dem Schlüssel des Budgetbuchs signiert, das sie verbucht hat",
        "zh": "它不是用为其扣减预算的预算账本的密钥签名的",
        "el": "δεν είναι υπογεγραμμένη με το κλειδί του βιβλίου προϋπολογισμού που τη χρέωσε"},
    # cli_ledger.py: `ledger verify` finds the signing key missing or replaced (the problems are signing.py's)
    "The next release under this ledger is refused until the key is restored from a backup.": {
        "de": "Die nächste Veröffentlichung unter diesem Budgetbuch wird abgelehnt, bis der Schlüssel aus einer "
              "Sicherung wiederhergestellt ist.",
        "zh": "在从备份恢复该密钥之前，此预算账本下的下一次发布将被拒绝。",
        "el": "Η επόμενη δημοσίευση με αυτό το βιβλίο προϋπολογισμού απορρίπτεται μέχρι να επαναφερθεί το κλειδί από "
              "αντίγραφο ασφαλείας."},
    # cli.py, cli_signals.py, publish.py: SIGTERM, handled as Ctrl-C is
    "Stopped (SIGTERM) after the release was delivered into {folder} and charged.": {
        "de": "Beendet (SIGTERM), nachdem die Veröffentlichung nach {folder} ausgeliefert und verbucht wurde.",
        "zh": "已停止（SIGTERM）：此前发布已交付到 {folder} 并已记账。",
        "el": "Τερματίστηκε (SIGTERM) αφού η δημοσίευση παραδόθηκε στο {folder} και χρεώθηκε."},
    "Stopped (SIGTERM); nothing was charged or written.": {
        "de": "Beendet (SIGTERM); nichts wurde verbucht oder geschrieben.",
        "zh": "已停止（SIGTERM）；未记账，也未写入任何内容。",
        "el": "Τερματίστηκε (SIGTERM)· τίποτα δεν χρεώθηκε ούτε γράφτηκε."},
    "stopped (SIGTERM)": {"de": "beendet (SIGTERM)", "zh": "已停止（SIGTERM）", "el": "τερματίστηκε (SIGTERM)"},
    # cli_ledger.py, cli_parser.py: `dpstudio ledger populations`
    "list every population of the ledger, each with its budget, what is spent and left, and its releases (no table "
    "needed)": {
        "de": "jede Population des Budgetbuchs auflisten, jede mit ihrem Budget, dem Verbrauchten und dem Übrigen und "
              "ihren Veröffentlichungen (keine Tabelle nötig)",
        "zh": "列出预算账本中的每个人群，每个都附其预算、已用和剩余额度及其发布（无需数据表）",
        "el": "κατάλογος κάθε πληθυσμού του βιβλίου προϋπολογισμού, ο καθένας με τον προϋπολογισμό του, ό,τι "
              "δαπανήθηκε και ό,τι απομένει, και τις δημοσιεύσεις του (δεν χρειάζεται πίνακας)"},
    "No population is recorded in this ledger yet.": {
        "de": "In diesem Budgetbuch ist noch keine Population festgehalten.",
        "zh": "此预算账本中尚未记录任何人群。",
        "el": "Δεν έχει καταγραφεί ακόμη κανένας πληθυσμός σε αυτό το βιβλίο προϋπολογισμού."},
    "{count} populations:": {
        "de": ("{count} Population:", "{count} Populationen:"),
        "zh": "{count} 个人群：",
        "el": ("{count} πληθυσμός:", "{count} πληθυσμοί:")},
    "Recorded before populations, for the table file whose SHA-256 is {sha256}…": {
        "de": "Aus der Zeit vor den Populationen festgehalten, für die Tabellendatei mit dem SHA-256 {sha256}…",
        "zh": "在引入人群之前记录，对应 SHA-256 为 {sha256}… 的数据表文件",
        "el": "Καταγράφηκε πριν από τους πληθυσμούς, για το αρχείο πίνακα με SHA-256 {sha256}…"},
    "there is no ledger here: nothing has been released or budgeted with it": {
        "de": "hier gibt es kein Budgetbuch: damit wurde nichts veröffentlicht und kein Budget festgelegt",
        "zh": "此处没有预算账本：没有用它发布过任何内容，也没有设定过预算",
        "el": "δεν υπάρχει βιβλίο προϋπολογισμού εδώ: τίποτα δεν έχει δημοσιευτεί ούτε έχει οριστεί προϋπολογισμός με αυτό"},
    "Give the ledger your releases were charged to with --ledger (or $DPSTUDIO_LEDGER); `dpstudio ledger set-budget` "
    "makes a new one": {
        "de": "Geben Sie mit --ledger (oder $DPSTUDIO_LEDGER) das Budgetbuch an, dem Ihre Veröffentlichungen belastet "
              "wurden; `dpstudio ledger set-budget` legt ein neues an",
        "zh": "请用 --ledger（或 $DPSTUDIO_LEDGER）指定记录您的发布的预算账本；`dpstudio ledger set-budget` 会新建一个",
        "el": "Δώστε με --ledger (ή $DPSTUDIO_LEDGER) το βιβλίο προϋπολογισμού στο οποίο χρεώθηκαν οι δημοσιεύσεις σας· "
              "το `dpstudio ledger set-budget` δημιουργεί νέο"},
}
