"""Which population a table's people are (ledger/population_match.py), in German, Chinese (Simplified)
and Greek, as the app's Release page says it."""

TEXTS = {
    "this file is known to the ledger by its hash (from before populations)": {
        "de": "diese Datei ist dem Budgetbuch über ihren Hashwert bekannt (aus der Zeit vor den Populationen)",
        "zh": "预算账本通过此文件的哈希值识别它（来自引入人群之前）",
        "el": "αυτό το αρχείο είναι γνωστό στο βιβλίο προϋπολογισμού από το hash του (από πριν από τους πληθυσμούς)"},
    "these people are new to the ledger: no known population shares most of them": {
        "de": "diese Personen sind dem Budgetbuch neu: keine bekannte Population teilt die meisten von ihnen",
        "zh": "这些人对预算账本而言是新的：没有已知人群与其中大多数人重合",
        "el": "αυτά τα πρόσωπα είναι νέα για το βιβλίο προϋπολογισμού: κανένας γνωστός πληθυσμός δεν μοιράζεται τα "
              "περισσότερα από αυτά"},
    "declared part of population {id} (first seen in {source} on {date})": {
        "de": "als Teil der Population {id} erklärt (zuerst gesehen in {source} am {date})",
        "zh": "已声明为人群 {id} 的一部分（于 {date} 首次见于 {source}）",
        "el": "δηλώθηκε μέρος του πληθυσμού {id} (πρωτοεμφανίστηκε στο {source} στις {date})"},
    "the same population as {source} (first seen {date}): about {share} of the people in common (~{people} people)": {
        "de": "dieselbe Population wie {source} (zuerst gesehen am {date}): etwa {share} der Personen gemeinsam "
              "(~{people} Personen)",
        "zh": "与 {source} 是同一人群（于 {date} 首次出现）：约 {share} 的人相同（约 {people} 人）",
        "el": "ο ίδιος πληθυσμός με το {source} (πρωτοεμφανίστηκε στις {date}): περίπου {share} των προσώπων κοινά "
              "(~{people} πρόσωπα)"},
    "; ": {"de": "; ", "zh": "；", "el": "· "},
}
