"""The app's own hints (gui/problem_words.py APP_HINTS): what the app says where the core's hint names a
command line's option, in its controls' words (the Release page, New population, File › Choose the ledger
file…), in German, Chinese (Simplified) and Greek (see message_texts.py)."""

TEXTS = {
    "Give the reason when the app asks for it": {
        "de": "Geben Sie den Grund an, wenn die App danach fragt", "zh": "请在应用询问时填写理由",
        "el": "Δώστε την αιτία όταν τη ζητήσει η εφαρμογή"},
    "Set one first on the Release page (Lifetime ε, then Set lifetime budget)": {
        "de": "Legen Sie zuerst eines auf der Seite Veröffentlichung fest (Gesamt-ε, dann Gesamtbudget festlegen)",
        "zh": "请先在“发布”页面设置（人群总 ε，然后点击“设置人群总预算”）",
        "el": "Ορίστε πρώτα έναν στη σελίδα Δημοσίευση (Συνολικό ε, και μετά Ορισμός συνολικού προϋπολογισμού)"},
    "If they are part of {first}, choose it in the population list on the Release page (charged to its lifetime "
    "budget); if they are a different population, tick New population and give the reason": {
        "de": "Gehören sie zu {first}, wählen Sie diese Population in der Populationsliste auf der Seite "
              "Veröffentlichung (belastet deren Gesamtbudget); sind sie eine andere Population, setzen Sie das Häkchen "
              "bei Neue Population und geben Sie den Grund an",
        "zh": "如果他们属于 {first}，请在“发布”页面的人群列表中选择它（计入该人群的总预算）；如果他们是另一个人群，"
              "请勾选“新人群”并填写理由",
        "el": "Αν ανήκουν στον {first}, επιλέξτε τον στη λίστα πληθυσμών της σελίδας Δημοσίευση (χρεώνεται στον "
              "συνολικό του προϋπολογισμό)· αν είναι διαφορετικός πληθυσμός, τσεκάρετε Νέος πληθυσμός και δώστε την "
              "αιτία"},
    "The population list on the Release page shows them": {
        "de": "Die Populationsliste auf der Seite Veröffentlichung zeigt sie", "zh": "“发布”页面的人群列表会显示它们",
        "el": "Η λίστα πληθυσμών στη σελίδα Δημοσίευση τους εμφανίζει"},
    "Tick New population on the Release page and give the reason": {
        "de": "Setzen Sie auf der Seite Veröffentlichung das Häkchen bei Neue Population und geben Sie den Grund an",
        "zh": "在“发布”页面勾选“新人群”并填写理由",
        "el": "Τσεκάρετε Νέος πληθυσμός στη σελίδα Δημοσίευση και δώστε την αιτία"},
    "Choose a population, or tick New population": {
        "de": "Wählen Sie eine Population, oder setzen Sie das Häkchen bei Neue Population",
        "zh": "请选择一个人群，或勾选“新人群”", "el": "Επιλέξτε έναν πληθυσμό ή τσεκάρετε Νέος πληθυσμός"},
    "Choose 'Recognised by the ledger' in the population list to charge the population they are": {
        "de": "Wählen Sie „Vom Budgetbuch erkannt“ in der Populationsliste, um die Population zu belasten, die sie sind",
        "zh": "请在人群列表中选择“由预算账本识别”，以计入他们实际所属的人群",
        "el": "Επιλέξτε «Όπως τον αναγνωρίζει το βιβλίο» στη λίστα πληθυσμών, για να χρεωθεί ο πληθυσμός στον οποίο "
              "ανήκουν"},
    "Restore the ledger from a backup (ask your IT department) and do not release until it is intact": {
        "de": "Stellen Sie das Budgetbuch aus einer Sicherung wieder her (fragen Sie Ihre IT-Abteilung) und "
              "veröffentlichen Sie nichts, bis es unversehrt ist",
        "zh": "请从备份恢复预算账本（询问您的 IT 部门），在它完好之前不要发布",
        "el": "Επαναφέρετε το βιβλίο προϋπολογισμού από αντίγραφο ασφαλείας (ρωτήστε το τμήμα πληροφορικής) και μη "
              "δημοσιεύσετε μέχρι να είναι ακέραιο"},
    "Check that the folder exists and you may write there, or choose another ledger with File › Choose the ledger "
    "file…": {
        "de": "Prüfen Sie, ob der Ordner existiert und Sie dort schreiben dürfen, oder wählen Sie mit Datei › "
              "Budgetbuch wählen… ein anderes Budgetbuch",
        "zh": "请检查该文件夹是否存在以及您是否可以在其中写入，或通过“文件 › 选择预算账本文件…”选择另一个预算账本",
        "el": "Ελέγξτε ότι ο φάκελος υπάρχει και ότι μπορείτε να γράψετε εκεί, ή επιλέξτε άλλο βιβλίο "
              "προϋπολογισμού από Αρχείο › Επιλογή βιβλίου προϋπολογισμού…"},
    "Choose the ledger file itself with File › Choose the ledger file…, or a new file name": {
        "de": "Wählen Sie mit Datei › Budgetbuch wählen… die Budgetbuch-Datei selbst oder einen neuen Dateinamen",
        "zh": "请通过“文件 › 选择预算账本文件…”选择预算账本文件本身，或一个新的文件名",
        "el": "Επιλέξτε από Αρχείο › Επιλογή βιβλίου προϋπολογισμού… το ίδιο το αρχείο του βιβλίου ή ένα νέο όνομα "
              "αρχείου"},
    "The ledger's folder must be writable and have free space: free some space or ask your IT department, or choose "
    "another ledger with File › Choose the ledger file…": {
        "de": "Der Ordner des Budgetbuchs muss beschreibbar sein und freien Platz haben: schaffen Sie Platz oder fragen "
              "Sie Ihre IT-Abteilung, oder wählen Sie mit Datei › Budgetbuch wählen… ein anderes Budgetbuch",
        "zh": "预算账本所在的文件夹必须可写并且有可用空间：请释放一些空间或询问您的 IT 部门，或通过“文件 › "
              "选择预算账本文件…”选择另一个预算账本",
        "el": "Ο φάκελος του βιβλίου προϋπολογισμού πρέπει να είναι εγγράψιμος και να έχει ελεύθερο χώρο: "
              "ελευθερώστε χώρο ή ρωτήστε το τμήμα πληροφορικής, ή επιλέξτε άλλο βιβλίο από Αρχείο › Επιλογή "
              "βιβλίου προϋπολογισμού…"},
    "The workbook's sheets: {sheets}. Open the file again and choose the one that holds the table": {
        "de": "Die Tabellenblätter der Arbeitsmappe: {sheets}. Öffnen Sie die Datei erneut und wählen Sie das, welches "
              "die Tabelle enthält",
        "zh": "该工作簿的工作表：{sheets}。请重新打开该文件，并选择包含该表格的那一个",
        "el": "Τα φύλλα του βιβλίου εργασίας: {sheets}. Ανοίξτε ξανά το αρχείο και επιλέξτε εκείνο που περιέχει τον "
              "πίνακα"},
    "Close other programs and try again": {
        "de": "Schließen Sie andere Programme und versuchen Sie es erneut", "zh": "请关闭其他程序后重试",
        "el": "Κλείστε άλλα προγράμματα και δοκιμάστε ξανά"},
}
