"""The messages of releases, their output, previews and risk (dpstudio/core: release, publish, output, private, preview, risk, plan), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # release.py: the steward's notes (never published)
    "{count} rows had no person id and were left out.": {
        "de": ("{count} Zeile hatte keine Personenkennung und wurde weggelassen.",
               "{count} Zeilen hatten keine Personenkennung und wurden weggelassen."),
        "zh": "{count} 行没有个人标识，已被舍弃。",
        "el": ("{count} γραμμή δεν είχε κωδικό προσώπου και παραλείφθηκε.",
               "{count} γραμμές δεν είχαν κωδικό προσώπου και παραλείφθηκαν.")},
    "{count} rows were over the per-person limit and were left out of {queries}.": {
        "de": ("{count} Zeile lag über der Höchstzahl je Person und wurde in {queries} weggelassen.",
               "{count} Zeilen lagen über der Höchstzahl je Person und wurden in {queries} weggelassen."),
        "zh": "{count} 行超出了每人行数上限，已从 {queries} 中舍弃。",
        "el": ("{count} γραμμή ξεπερνούσε το όριο ανά πρόσωπο και παραλείφθηκε από τα {queries}.",
               "{count} γραμμές ξεπερνούσαν το όριο ανά πρόσωπο και παραλείφθηκαν από τα {queries}.")},
    "Query '{query}': {count} rows with a missing value were left out.": {
        "de": ("Abfrage '{query}': {count} Zeile mit fehlendem Wert wurde weggelassen.",
               "Abfrage '{query}': {count} Zeilen mit fehlendem Wert wurden weggelassen."),
        "zh": "查询 '{query}'：{count} 行含缺失值，已被舍弃。",
        "el": ("Ερώτημα '{query}': {count} γραμμή με τιμή που λείπει παραλείφθηκε.",
               "Ερώτημα '{query}': {count} γραμμές με τιμή που λείπει παραλείφθηκαν.")},
    # private/accountant.py: a plan over its own budget
    "the plan's queries together": {"de": "die Abfragen des Plans zusammen", "zh": "计划中的查询合计",
                                    "el": "τα ερωτήματα του σχεδίου μαζί"},
    "{what}, epsilon": {"de": "{what}, Epsilon", "zh": "{what}，epsilon", "el": "{what}, epsilon"},
    "{what}, delta": {"de": "{what}, Delta", "zh": "{what}，delta", "el": "{what}, delta"},
    "Lower the queries' epsilons (or remove a query) so that they add up to at most the budget, or raise the budget "
    "if that is justified": {
        "de": "Senken Sie die Epsilons der Abfragen (oder entfernen Sie eine Abfrage), sodass sie zusammen höchstens "
              "das Budget ergeben, oder erhöhen Sie das Budget, wenn das gerechtfertigt ist",
        "zh": "请降低各查询的 epsilon（或删除一个查询），使其合计不超过预算；如有正当理由，也可提高预算",
        "el": "Μειώστε τα epsilon των ερωτημάτων (ή αφαιρέστε ένα ερώτημα) ώστε να αθροίζονται το πολύ στον "
              "προϋπολογισμό, ή αυξήστε τον προϋπολογισμό αν αυτό δικαιολογείται"},
    "Lower the queries' deltas, use a pure-epsilon mechanism (Laplace), or raise the budget's delta": {
        "de": "Senken Sie die Deltas der Abfragen, verwenden Sie einen reinen Epsilon-Mechanismus (Laplace) oder "
              "erhöhen Sie das Delta des Budgets",
        "zh": "请降低各查询的 delta，改用纯 epsilon 机制（Laplace），或提高预算的 delta",
        "el": "Μειώστε τα delta των ερωτημάτων, χρησιμοποιήστε μηχανισμό μόνο με epsilon (Laplace) ή αυξήστε το "
              "delta του προϋπολογισμού"},
}
