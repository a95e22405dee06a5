"""Why the app suggests a column's role (core/plan/role_suggestions.py), in German, Chinese (Simplified) and
Greek. Each reason ends the app's "Suggested as {role} because {reason}." (the .ts files), so it is a clause:
in German a subordinate one ("weil die Überschrift „behandlung“ enthält", the verb last)."""

TEXTS = {
    "the header mentions '{word}'": {
        "de": "die Überschrift „{word}“ enthält",
        "zh": "表头包含“{word}”",
        "el": "η επικεφαλίδα περιέχει «{word}»"},
    "the header mentions '{word}' and nearly every row has a value of its own, like a record number": {
        "de": "die Überschrift „{word}“ enthält und fast jede Zeile einen eigenen Wert hat, wie eine Aktennummer",
        "zh": "表头包含“{word}”，且几乎每一行都有自己的值，像是记录编号",
        "el": "η επικεφαλίδα περιέχει «{word}» και σχεδόν κάθε γραμμή έχει δική της τιμή, όπως ένας αριθμός μητρώου"},
    "its values look like e-mail addresses": {
        "de": "ihre Werte wie E-Mail-Adressen aussehen",
        "zh": "其值看起来像电子邮件地址",
        "el": "οι τιμές της μοιάζουν με διευθύνσεις email"},
    "its values look like ICD-10 diagnosis codes": {
        "de": "ihre Werte wie ICD-10-Diagnosecodes aussehen",
        "zh": "其值看起来像 ICD-10 诊断编码",
        "el": "οι τιμές της μοιάζουν με κωδικούς διάγνωσης ICD-10"},
    "every row has a different value, like a record number or a name": {
        "de": "jede Zeile einen anderen Wert hat, wie eine Aktennummer oder ein Name",
        "zh": "每一行的值都不相同，像是记录编号或姓名",
        "el": "κάθε γραμμή έχει διαφορετική τιμή, όπως ένας αριθμός μητρώου ή ένα όνομα"},
    "its values look like phone numbers": {
        "de": "ihre Werte wie Telefonnummern aussehen",
        "zh": "其值看起来像电话号码",
        "el": "οι τιμές της μοιάζουν με αριθμούς τηλεφώνου"},
}
