"""The messages of checking a release bundle and signing it (issue 33): output/bundle_check.py,
bundle_verify.py, ledger/signing.py and the commands that say them (cli_verify.py), in German, Chinese
(Simplified) and Greek (see message_texts.py). Terms: the data office = die Datenstelle / 数据管理部门 /
το γραφείο δεδομένων; signed = signiert / 签名 / υπογεγραμμένο; fingerprint = Fingerabdruck / 指纹 /
αποτύπωμα; delivered = ausgeliefert / 交付 / παραδόθηκε."""

TEXTS = {
    # ledger/signing.py: the data office's key beside the ledger
    "its signing key ({key}) is missing: its releases were signed with the key whose fingerprint is {fingerprint}": {
        "de": "sein Signaturschlüssel ({key}) fehlt: seine Veröffentlichungen wurden mit dem Schlüssel mit dem "
              "Fingerabdruck {fingerprint} signiert",
        "zh": "其签名密钥（{key}）缺失：其发布是用指纹为 {fingerprint} 的密钥签名的",
        "el": "λείπει το κλειδί υπογραφής του ({key}): οι δημοσιεύσεις του υπογράφηκαν με το κλειδί με αποτύπωμα "
              "{fingerprint}"},
    "its signing key ({key}) is not the one its releases were signed with (fingerprint {fingerprint}): it was "
    "replaced": {
        "de": "sein Signaturschlüssel ({key}) ist nicht der, mit dem seine Veröffentlichungen signiert wurden "
              "(Fingerabdruck {fingerprint}): er wurde ersetzt",
        "zh": "其签名密钥（{key}）不是其发布所用的签名密钥（指纹 {fingerprint}）：它已被替换",
        "el": "το κλειδί υπογραφής του ({key}) δεν είναι αυτό με το οποίο υπογράφηκαν οι δημοσιεύσεις του "
              "(αποτύπωμα {fingerprint}): αντικαταστάθηκε"},
    "its signing key ({key}) cannot be read (it was changed)": {
        "de": "sein Signaturschlüssel ({key}) kann nicht gelesen werden (er wurde verändert)",
        "zh": "无法读取其签名密钥（{key}）（它已被改动）",
        "el": "το κλειδί υπογραφής του ({key}) δεν μπορεί να διαβαστεί (άλλαξε)"},
    "cannot read the ledger's signing key ({reason})": {
        "de": "der Signaturschlüssel des Budgetbuchs kann nicht gelesen werden ({reason})",
        "zh": "无法读取预算账本的签名密钥（{reason}）",
        "el": "δεν είναι δυνατή η ανάγνωση του κλειδιού υπογραφής του βιβλίου προϋπολογισμού ({reason})"},
    "cannot create the ledger's signing key ({reason})": {
        "de": "der Signaturschlüssel des Budgetbuchs kann nicht erzeugt werden ({reason})",
        "zh": "无法创建预算账本的签名密钥（{reason}）",
        "el": "δεν είναι δυνατή η δημιουργία του κλειδιού υπογραφής του βιβλίου προϋπολογισμού ({reason})"},

    # output/bundle_check.py: a bundle against its SHA256SUMS and its signature
    "there is no release folder here": {
        "de": "hier ist kein Ordner einer Veröffentlichung", "zh": "此处没有发布文件夹",
        "el": "δεν υπάρχει εδώ φάκελος δημοσίευσης"},
    "Give the folder of a release, the one holding SHA256SUMS": {
        "de": "Geben Sie den Ordner einer Veröffentlichung an, den mit der Datei SHA256SUMS",
        "zh": "请给出发布的文件夹，即包含 SHA256SUMS 的那个文件夹",
        "el": "Δώστε τον φάκελο μιας δημοσίευσης, αυτόν που περιέχει το SHA256SUMS"},
    "SHA256SUMS is missing: the files cannot be checked against it": {
        "de": "SHA256SUMS fehlt: die Dateien können nicht damit geprüft werden",
        "zh": "SHA256SUMS 缺失：无法据此核验文件",
        "el": "λείπει το SHA256SUMS: τα αρχεία δεν μπορούν να ελεγχθούν με αυτό"},
    "line {line} of SHA256SUMS cannot be read (it was changed)": {
        "de": "Zeile {line} von SHA256SUMS kann nicht gelesen werden (sie wurde verändert)",
        "zh": "无法读取 SHA256SUMS 的第 {line} 行（它已被改动）",
        "el": "η γραμμή {line} του SHA256SUMS δεν μπορεί να διαβαστεί (άλλαξε)"},
    "{file} is missing (SHA256SUMS lists it)": {
        "de": "{file} fehlt (SHA256SUMS führt die Datei auf)", "zh": "{file} 缺失（SHA256SUMS 列有此文件）",
        "el": "λείπει το {file} (το SHA256SUMS το περιλαμβάνει)"},
    "{file} does not match its line in SHA256SUMS (the file or the line was changed)": {
        "de": "{file} passt nicht zu seiner Zeile in SHA256SUMS (die Datei oder die Zeile wurde verändert)",
        "zh": "{file} 与 SHA256SUMS 中对应的行不符（文件或该行已被改动）",
        "el": "το {file} δεν ταιριάζει με τη γραμμή του στο SHA256SUMS (άλλαξε το αρχείο ή η γραμμή)"},
    "{file} was added: SHA256SUMS does not list it": {
        "de": "{file} wurde hinzugefügt: SHA256SUMS führt die Datei nicht auf",
        "zh": "{file} 是后来添加的：SHA256SUMS 中没有列出它",
        "el": "το {file} προστέθηκε: το SHA256SUMS δεν το περιλαμβάνει"},
    "SHA256SUMS.sig is missing: nothing shows that the data office signed this release": {
        "de": "SHA256SUMS.sig fehlt: nichts belegt, dass die Datenstelle diese Veröffentlichung signiert hat",
        "zh": "SHA256SUMS.sig 缺失：没有任何证据表明数据管理部门签署了本次发布",
        "el": "λείπει το SHA256SUMS.sig: τίποτα δεν δείχνει ότι το γραφείο δεδομένων υπέγραψε αυτή τη δημοσίευση"},
    "SHA256SUMS.sig cannot be read (it was changed)": {
        "de": "SHA256SUMS.sig kann nicht gelesen werden (die Datei wurde verändert)",
        "zh": "无法读取 SHA256SUMS.sig（它已被改动）",
        "el": "το SHA256SUMS.sig δεν μπορεί να διαβαστεί (άλλαξε)"},
    "public-key.pem is missing or is not a public key: the signature cannot be checked; give the data office's "
    "public key with --key": {
        "de": "public-key.pem fehlt oder ist kein öffentlicher Schlüssel: die Signatur kann nicht geprüft werden; "
              "geben Sie den öffentlichen Schlüssel der Datenstelle mit --key an",
        "zh": "public-key.pem 缺失或不是公钥：无法核验签名；请用 --key 给出数据管理部门的公钥",
        "el": "το public-key.pem λείπει ή δεν είναι δημόσιο κλειδί: η υπογραφή δεν μπορεί να ελεγχθεί· δώστε το "
              "δημόσιο κλειδί του γραφείου δεδομένων με --key"},
    "the release is signed by another key (fingerprint {found}), not by the key you gave (fingerprint {given})": {
        "de": "die Veröffentlichung ist mit einem anderen Schlüssel signiert (Fingerabdruck {found}), nicht mit dem "
              "angegebenen (Fingerabdruck {given})",
        "zh": "本次发布由另一把密钥签名（指纹 {found}），而不是您给出的密钥（指纹 {given}）",
        "el": "η δημοσίευση είναι υπογεγραμμένη με άλλο κλειδί (αποτύπωμα {found}), όχι με το κλειδί που δώσατε "
              "(αποτύπωμα {given})"},
    "SHA256SUMS.sig was not made with the key {fingerprint}: the release was signed by another key, or "
    "SHA256SUMS.sig was replaced": {
        "de": "SHA256SUMS.sig wurde nicht mit dem Schlüssel {fingerprint} erstellt: die Veröffentlichung wurde mit "
              "einem anderen Schlüssel signiert, oder SHA256SUMS.sig wurde ersetzt",
        "zh": "SHA256SUMS.sig 不是用密钥 {fingerprint} 生成的：本次发布由另一把密钥签名，或 SHA256SUMS.sig 已被替换",
        "el": "το SHA256SUMS.sig δεν δημιουργήθηκε με το κλειδί {fingerprint}: η δημοσίευση υπογράφηκε με άλλο "
              "κλειδί, ή το SHA256SUMS.sig αντικαταστάθηκε"},
    "{file} was added to SHA256SUMS after it was signed": {
        "de": "{file} wurde nach dem Signieren in SHA256SUMS aufgenommen",
        "zh": "{file} 是在签名之后才加入 SHA256SUMS 的",
        "el": "το {file} προστέθηκε στο SHA256SUMS μετά την υπογραφή"},
    "{file} was changed after it was signed, and its line in SHA256SUMS re-hashed to match": {
        "de": "{file} wurde nach dem Signieren verändert, und seine Zeile in SHA256SUMS wurde passend neu berechnet",
        "zh": "{file} 在签名后被改动，并且 SHA256SUMS 中对应的行被重新计算以与之相符",
        "el": "το {file} άλλαξε μετά την υπογραφή, και η γραμμή του στο SHA256SUMS υπολογίστηκε ξανά ώστε να "
              "ταιριάζει"},
    "the line for {file} in SHA256SUMS was changed after it was signed": {
        "de": "die Zeile für {file} in SHA256SUMS wurde nach dem Signieren verändert",
        "zh": "SHA256SUMS 中 {file} 的那一行在签名后被改动",
        "el": "η γραμμή για το {file} στο SHA256SUMS άλλαξε μετά την υπογραφή"},
    "{file} was signed, but SHA256SUMS no longer lists it": {
        "de": "{file} wurde signiert, aber SHA256SUMS führt die Datei nicht mehr auf",
        "zh": "{file} 曾被签名，但 SHA256SUMS 中已不再列出它",
        "el": "το {file} υπογράφηκε, αλλά το SHA256SUMS δεν το περιλαμβάνει πια"},
    "{file} is missing, and its line was removed from SHA256SUMS after it was signed": {
        "de": "{file} fehlt, und seine Zeile wurde nach dem Signieren aus SHA256SUMS entfernt",
        "zh": "{file} 缺失，并且它在 SHA256SUMS 中的行在签名后被删除",
        "el": "λείπει το {file}, και η γραμμή του αφαιρέθηκε από το SHA256SUMS μετά την υπογραφή"},
    "SHA256SUMS was changed after it was signed": {
        "de": "SHA256SUMS wurde nach dem Signieren verändert", "zh": "SHA256SUMS 在签名后被改动",
        "el": "το SHA256SUMS άλλαξε μετά την υπογραφή"},

    # bundle_verify.py: a bundle against the ledger's record of its release
    "the folder holds the files of release #{other} (delivered to {other_folder}), not its own: the folders were "
    "swapped, or one was copied over the other": {
        "de": "der Ordner enthält die Dateien der Veröffentlichung #{other} (ausgeliefert nach {other_folder}), nicht "
              "seine eigenen: die Ordner wurden vertauscht, oder einer wurde über den anderen kopiert",
        "zh": "该文件夹装的是第 {other} 号发布的文件（交付到 {other_folder}），而不是它自己的：文件夹被对调了，"
              "或者一个被复制覆盖了另一个",
        "el": "ο φάκελος περιέχει τα αρχεία της δημοσίευσης #{other} (παραδόθηκε στο {other_folder}), όχι τα δικά "
              "του: οι φάκελοι αντιμετατέθηκαν, ή ο ένας αντιγράφηκε πάνω στον άλλον"},
    "SHA256SUMS is not the one the ledger recorded: it was changed (a file edited and its line re-hashed, or lines "
    "added or removed)": {
        "de": "SHA256SUMS ist nicht die Datei, die das Budgetbuch verzeichnet hat: sie wurde verändert (eine Datei "
              "bearbeitet und ihre Zeile neu berechnet, oder Zeilen hinzugefügt oder entfernt)",
        "zh": "SHA256SUMS 不是预算账本记录的那个：它已被改动（某个文件被编辑且其行被重新计算，或有行被添加或删除）",
        "el": "το SHA256SUMS δεν είναι αυτό που κατέγραψε το βιβλίο προϋπολογισμού: άλλαξε (ένα αρχείο "
              "επεξεργάστηκε και η γραμμή του υπολογίστηκε ξανά, ή προστέθηκαν ή αφαιρέθηκαν γραμμές)"},
    "{file} was added since it was released": {
        "de": "{file} wurde nach der Veröffentlichung hinzugefügt", "zh": "{file} 是发布之后添加的",
        "el": "το {file} προστέθηκε μετά τη δημοσίευση"},
    "{file} is missing": {"de": "{file} fehlt", "zh": "{file} 缺失", "el": "λείπει το {file}"},
    "{file} is release #{other}'s (delivered to {other_folder}), not this release's": {
        "de": "{file} gehört zur Veröffentlichung #{other} (ausgeliefert nach {other_folder}), nicht zu dieser",
        "zh": "{file} 属于第 {other} 号发布（交付到 {other_folder}），而不属于本次发布",
        "el": "το {file} ανήκει στη δημοσίευση #{other} (παραδόθηκε στο {other_folder}), όχι σε αυτή"},
    "{file} was changed since it was released (its SHA-256 is not the one the ledger recorded)": {
        "de": "{file} wurde nach der Veröffentlichung verändert (sein SHA-256 ist nicht der, den das Budgetbuch "
              "verzeichnet hat)",
        "zh": "{file} 在发布后被改动（其 SHA-256 与预算账本记录的不符）",
        "el": "το {file} άλλαξε μετά τη δημοσίευση (το SHA-256 του δεν είναι αυτό που κατέγραψε το βιβλίο "
              "προϋπολογισμού)"},
    "complete; its folder is not there (moved or deleted), so it was not checked": {
        "de": "vollständig; ihr Ordner ist nicht da (verschoben oder gelöscht), daher wurde sie nicht geprüft",
        "zh": "完成；其文件夹不在原处（已移动或删除），因此未核验",
        "el": "πλήρης· ο φάκελός της δεν υπάρχει εκεί (μετακινήθηκε ή διαγράφηκε), γι' αυτό δεν ελέγχθηκε"},
    "CHANGED since it was released: {problems}; `dpstudio ledger verify` lists every file": {
        "de": "VERÄNDERT seit der Veröffentlichung: {problems}; `dpstudio ledger verify` nennt jede Datei",
        "zh": "发布后已被改动：{problems}；`dpstudio ledger verify` 会列出每个文件",
        "el": "ΑΛΛΑΞΕ μετά τη δημοσίευση: {problems}· το `dpstudio ledger verify` κατονομάζει κάθε αρχείο"},

    # cli_verify.py: dpstudio verify, ledger verify's release folders, ledger public-key
    "changed: {problem}": {"de": "verändert: {problem}", "zh": "已改动：{problem}", "el": "άλλαξε: {problem}"},
    "The files in {folder} match the folder's SHA256SUMS ({count} files).": {
        "de": ("Die Dateien in {folder} passen zur SHA256SUMS des Ordners ({count} Datei).",
               "Die Dateien in {folder} passen zur SHA256SUMS des Ordners ({count} Dateien)."),
        "zh": "{folder} 中的文件与该文件夹的 SHA256SUMS 相符（{count} 个文件）。",
        "el": ("Τα αρχεία στο {folder} ταιριάζουν με το SHA256SUMS του φακέλου ({count} αρχείο).",
               "Τα αρχεία στο {folder} ταιριάζουν με το SHA256SUMS του φακέλου ({count} αρχεία).")},
    "The release in {folder} is not as it was published.": {
        "de": "Die Veröffentlichung in {folder} ist nicht so, wie sie veröffentlicht wurde.",
        "zh": "{folder} 中的发布与当初发布的内容不一致。",
        "el": "Η δημοσίευση στο {folder} δεν είναι όπως δημοσιεύθηκε."},
    "cannot read the key file ({reason})": {
        "de": "die Schlüsseldatei kann nicht gelesen werden ({reason})", "zh": "无法读取密钥文件（{reason}）",
        "el": "δεν είναι δυνατή η ανάγνωση του αρχείου κλειδιού ({reason})"},
    "Give the data office's public key file": {
        "de": "Geben Sie die Datei mit dem öffentlichen Schlüssel der Datenstelle an",
        "zh": "请给出数据管理部门的公钥文件", "el": "Δώστε το αρχείο του δημόσιου κλειδιού του γραφείου δεδομένων"},
    "this is not an Ed25519 public key in PEM form": {
        "de": "dies ist kein öffentlicher Ed25519-Schlüssel im PEM-Format", "zh": "这不是 PEM 格式的 Ed25519 公钥",
        "el": "αυτό δεν είναι δημόσιο κλειδί Ed25519 σε μορφή PEM"},
    "Give the public key the data office published (as `dpstudio ledger public-key` writes it), never its private "
    "key": {
        "de": "Geben Sie den öffentlichen Schlüssel an, den die Datenstelle veröffentlicht hat (wie `dpstudio ledger "
              "public-key` ihn schreibt), niemals ihren privaten Schlüssel",
        "zh": "请给出数据管理部门公布的公钥（即 `dpstudio ledger public-key` 写出的那个），切勿给出其私钥",
        "el": "Δώστε το δημόσιο κλειδί που δημοσίευσε το γραφείο δεδομένων (όπως το γράφει το `dpstudio ledger "
              "public-key`), ποτέ το ιδιωτικό του κλειδί"},
    "It is not signed (it was made by a version of dpstudio from before releases were signed).": {
        "de": "Sie ist nicht signiert (sie wurde von einer dpstudio-Version erstellt, die Veröffentlichungen noch nicht "
              "signierte).",
        "zh": "它没有签名（它由尚不为发布签名的旧版 dpstudio 生成）。",
        "el": "Δεν είναι υπογεγραμμένη (δημιουργήθηκε από έκδοση του dpstudio πριν από την υπογραφή των "
              "δημοσιεύσεων)."},
    "It is signed with the key you gave (fingerprint {fingerprint}).": {
        "de": "Sie ist mit dem angegebenen Schlüssel signiert (Fingerabdruck {fingerprint}).",
        "zh": "它由您给出的密钥签名（指纹 {fingerprint}）。",
        "el": "Είναι υπογεγραμμένη με το κλειδί που δώσατε (αποτύπωμα {fingerprint})."},
    "It is signed with the key in its public-key.pem, fingerprint {fingerprint}. That only shows the files are as "
    "that key's holder signed them: check that this fingerprint is the one the data office publishes, or give the "
    "office's public key with --key.": {
        "de": "Sie ist mit dem Schlüssel in ihrer public-key.pem signiert, Fingerabdruck {fingerprint}. Das zeigt nur, "
              "dass die Dateien so sind, wie der Inhaber dieses Schlüssels sie signiert hat: prüfen Sie, dass dies der "
              "Fingerabdruck ist, den die Datenstelle veröffentlicht, oder geben Sie den öffentlichen Schlüssel der "
              "Datenstelle mit --key an.",
        "zh": "它由其 public-key.pem 中的密钥签名，指纹为 {fingerprint}。这只说明文件与该密钥持有者签名时一致："
              "请核对该指纹是否与数据管理部门公布的一致，或用 --key 给出数据管理部门的公钥。",
        "el": "Είναι υπογεγραμμένη με το κλειδί του public-key.pem της, αποτύπωμα {fingerprint}. Αυτό δείχνει μόνο ότι "
              "τα αρχεία είναι όπως τα υπέγραψε ο κάτοχος αυτού του κλειδιού: ελέγξτε ότι αυτό είναι το αποτύπωμα που "
              "δημοσιεύει το γραφείο δεδομένων, ή δώστε το δημόσιο κλειδί του γραφείου με --key."},
    "there is no ledger here": {
        "de": "hier ist kein Budgetbuch", "zh": "此处没有预算账本", "el": "δεν υπάρχει εδώ βιβλίο προϋπολογισμού"},
    "Give the ledger file itself with --ledger, or leave it out": {
        "de": "Geben Sie mit --ledger die Budgetbuch-Datei selbst an, oder lassen Sie die Option weg",
        "zh": "请用 --ledger 给出预算账本文件本身，或者省略该选项",
        "el": "Δώστε με --ledger το ίδιο το αρχείο του βιβλίου προϋπολογισμού, ή παραλείψτε το"},
    "the release was not checked against it": {
        "de": "die Veröffentlichung wurde nicht damit geprüft", "zh": "未据此核验本次发布",
        "el": "η δημοσίευση δεν ελέγχθηκε με βάση αυτό"},
    "changed: the ledger {ledger} has no release delivered to this folder, nor one with its SHA256SUMS": {
        "de": "verändert: das Budgetbuch {ledger} hat keine Veröffentlichung, die in diesen Ordner ausgeliefert wurde, "
              "und keine mit seiner SHA256SUMS",
        "zh": "已改动：预算账本 {ledger} 中既没有交付到此文件夹的发布，也没有带有其 SHA256SUMS 的发布",
        "el": "άλλαξε: το βιβλίο προϋπολογισμού {ledger} δεν έχει δημοσίευση που παραδόθηκε σε αυτόν τον φάκελο, "
              "ούτε μία με το SHA256SUMS του"},
    "note: the ledger {ledger} has no record of this release (it was not released under it); it was checked without "
    "it": {
        "de": "Hinweis: das Budgetbuch {ledger} verzeichnet diese Veröffentlichung nicht (sie wurde nicht damit "
              "veröffentlicht); sie wurde ohne es geprüft",
        "zh": "注意：预算账本 {ledger} 中没有本次发布的记录（它不是在该账本下发布的）；已在不使用该账本的情况下核验",
        "el": "σημείωση: το βιβλίο προϋπολογισμού {ledger} δεν έχει καταγραφή αυτής της δημοσίευσης (δεν δημοσιεύθηκε "
              "με αυτό)· ελέγχθηκε χωρίς αυτό"},
    "It is release #{seq} of the ledger {ledger} (delivered to {delivered}), and every file is as it was "
    "delivered.": {
        "de": "Sie ist die Veröffentlichung #{seq} des Budgetbuchs {ledger} (ausgeliefert nach {delivered}), und jede "
              "Datei ist so, wie sie ausgeliefert wurde.",
        "zh": "它是预算账本 {ledger} 的第 {seq} 号发布（交付到 {delivered}），且每个文件都与交付时一致。",
        "el": "Είναι η δημοσίευση #{seq} του βιβλίου προϋπολογισμού {ledger} (παραδόθηκε στο {delivered}), και κάθε "
              "αρχείο είναι όπως παραδόθηκε."},
    "It is release #{seq} of the ledger {ledger}, and every file is as it was delivered.": {
        "de": "Sie ist die Veröffentlichung #{seq} des Budgetbuchs {ledger}, und jede Datei ist so, wie sie "
              "ausgeliefert wurde.",
        "zh": "它是预算账本 {ledger} 的第 {seq} 号发布，且每个文件都与交付时一致。",
        "el": "Είναι η δημοσίευση #{seq} του βιβλίου προϋπολογισμού {ledger}, και κάθε αρχείο είναι όπως "
              "παραδόθηκε."},
    "note: release #{seq}: its folder {folder} is not there (moved or deleted); it was not checked": {
        "de": "Hinweis: Veröffentlichung #{seq}: ihr Ordner {folder} ist nicht da (verschoben oder gelöscht); sie "
              "wurde nicht geprüft",
        "zh": "注意：第 {seq} 号发布：其文件夹 {folder} 不在原处（已移动或删除）；未核验",
        "el": "σημείωση: δημοσίευση #{seq}: ο φάκελός της {folder} δεν υπάρχει εκεί (μετακινήθηκε ή διαγράφηκε)· δεν "
              "ελέγχθηκε"},
    "changed: release #{seq} in {folder}: {problem}": {
        "de": "verändert: Veröffentlichung #{seq} in {folder}: {problem}",
        "zh": "已改动：{folder} 中的第 {seq} 号发布：{problem}",
        "el": "άλλαξε: δημοσίευση #{seq} στο {folder}: {problem}"},
    "{count} releases were changed since they were delivered (each file is named above).": {
        "de": ("{count} Veröffentlichung wurde nach der Auslieferung verändert (jede Datei ist oben genannt).",
               "{count} Veröffentlichungen wurden nach der Auslieferung verändert (jede Datei ist oben genannt)."),
        "zh": "有 {count} 个发布在交付后被改动（每个文件已在上面列出）。",
        "el": ("{count} δημοσίευση άλλαξε μετά την παράδοση (κάθε αρχείο κατονομάζεται παραπάνω).",
               "{count} δημοσιεύσεις άλλαξαν μετά την παράδοση (κάθε αρχείο κατονομάζεται παραπάνω).")},
    "{count} release folders are as they were delivered.": {
        "de": ("{count} Ordner einer Veröffentlichung ist so, wie er ausgeliefert wurde.",
               "{count} Ordner von Veröffentlichungen sind so, wie sie ausgeliefert wurden."),
        "zh": "有 {count} 个发布文件夹与交付时一致。",
        "el": ("{count} φάκελος δημοσίευσης είναι όπως παραδόθηκε.",
               "{count} φάκελοι δημοσιεύσεων είναι όπως παραδόθηκαν.")},
    "no key was made or shown": {
        "de": "es wurde kein Schlüssel erzeugt oder angezeigt", "zh": "未创建也未显示任何密钥",
        "el": "δεν δημιουργήθηκε ούτε εμφανίστηκε κανένα κλειδί"},
    "fingerprint: {fingerprint}": {
        "de": "Fingerabdruck: {fingerprint}", "zh": "指纹：{fingerprint}", "el": "αποτύπωμα: {fingerprint}"},
    "there is a file here already; it was left as it is": {
        "de": "hier liegt bereits eine Datei; sie wurde nicht verändert", "zh": "此处已有一个文件；已保持原样",
        "el": "υπάρχει ήδη αρχείο εδώ· έμεινε όπως ήταν"},
    "Choose a new file name for the public key": {
        "de": "Wählen Sie einen neuen Dateinamen für den öffentlichen Schlüssel", "zh": "请为公钥选择一个新的文件名",
        "el": "Επιλέξτε νέο όνομα αρχείου για το δημόσιο κλειδί"},
    "cannot write the public key ({reason})": {
        "de": "der öffentliche Schlüssel kann nicht geschrieben werden ({reason})", "zh": "无法写入公钥（{reason}）",
        "el": "δεν είναι δυνατή η εγγραφή του δημόσιου κλειδιού ({reason})"},
    "The data office's public key (fingerprint {fingerprint}) is in {file}. Publish it and its fingerprint where the "
    "recipients of your releases get them from you (not only inside a release); they check a release with: dpstudio "
    "verify FOLDER --key {file}": {
        "de": "Der öffentliche Schlüssel der Datenstelle (Fingerabdruck {fingerprint}) liegt in {file}. Veröffentlichen "
              "Sie ihn und seinen Fingerabdruck dort, wo die Empfänger Ihrer Veröffentlichungen sie direkt von Ihnen "
              "erhalten (nicht nur in einer Veröffentlichung); sie prüfen eine Veröffentlichung mit: dpstudio verify "
              "FOLDER --key {file}",
        "zh": "数据管理部门的公钥（指纹 {fingerprint}）位于 {file}。请把它和它的指纹公布在发布接收者能直接从您处获取的地方"
              "（而不仅仅放在某次发布之中）；接收者用以下命令核验发布：dpstudio verify FOLDER --key {file}",
        "el": "Το δημόσιο κλειδί του γραφείου δεδομένων (αποτύπωμα {fingerprint}) βρίσκεται στο {file}. Δημοσιεύστε "
              "το μαζί με το αποτύπωμά του εκεί όπου οι παραλήπτες των δημοσιεύσεών σας τα παίρνουν απευθείας από "
              "εσάς (όχι μόνο μέσα σε μια δημοσίευση)· ελέγχουν μια δημοσίευση με: dpstudio verify FOLDER --key "
              "{file}"},
    "Its private key stays in {key}: readable by you only, never in a release; back it up with the ledger.": {
        "de": "Sein privater Schlüssel bleibt in {key}: nur für Sie lesbar, nie in einer Veröffentlichung; sichern Sie "
              "ihn zusammen mit dem Budgetbuch.",
        "zh": "其私钥保存在 {key}：仅您本人可读，绝不会进入任何发布；请与预算账本一起备份。",
        "el": "Το ιδιωτικό του κλειδί μένει στο {key}: αναγνώσιμο μόνο από εσάς, ποτέ μέσα σε δημοσίευση· κρατήστε "
              "αντίγραφο ασφαλείας του μαζί με το βιβλίο προϋπολογισμού."},
}
