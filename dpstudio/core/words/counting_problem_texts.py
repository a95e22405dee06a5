"""The problems plan/counting_rule.py and the sum_to check find in what a query counts (plan version 9), in
German, Chinese (Simplified) and Greek; merged into problem_texts.TEXTS (see that module for how a problem is
matched to its template)."""

_ONE_ROW = {"de": 'verwenden Sie "first_row" oder "last_row"', "zh": '请使用 "first_row" 或 "last_row"',
            "el": 'χρησιμοποιήστε "first_row" ή "last_row"'}

TEXTS = {
    "{of} is not what a query counts": {
        "de": "{of} ist nicht, was eine Abfrage zählen kann", "zh": "{of} 不是查询可以计数的对象",
        "el": "το {of} δεν είναι κάτι που μετρά ένα ερώτημα"},
    'write "of": "people" (each person of the privacy unit once) or "of": "rows"': {
        "de": 'schreiben Sie "of": "people" (jede Person der Schutzeinheit einmal) oder "of": "rows"',
        "zh": '请写 "of": "people"（隐私单位中的每个人计一次）或 "of": "rows"',
        "el": 'γράψτε "of": "people" (κάθε πρόσωπο της μονάδας προστασίας μία φορά) ή "of": "rows"'},
    'a rule for counting people needs "of": "people"': {
        "de": 'eine Regel zum Zählen von Personen braucht "of": "people"',
        "zh": '计数人员的规则需要 "of": "people"',
        "el": 'ένας κανόνας μέτρησης προσώπων χρειάζεται "of": "people"'},
    'add "of": "people", or remove person_rule': {
        "de": 'fügen Sie "of": "people" hinzu oder entfernen Sie person_rule',
        "zh": '请添加 "of": "people"，或删除 person_rule',
        "el": 'προσθέστε "of": "people" ή αφαιρέστε το person_rule'},
    "{rule} is not a rule for counting people": {
        "de": "{rule} ist keine Regel zum Zählen von Personen", "zh": "{rule} 不是计数人员的规则",
        "el": "το {rule} δεν είναι κανόνας μέτρησης προσώπων"},
    "the rules are {rules}": {"de": "die Regeln sind {rules}", "zh": "可用的规则有 {rules}",
                              "el": "οι κανόνες είναι {rules}"},
    "a sum, mean or quantile of people takes one value per person": {
        "de": "eine Summe, ein Mittelwert oder ein Quantil von Personen nimmt einen Wert je Person",
        "zh": "按人计算的总和、均值或分位数每人只取一个值",
        "el": "ένα άθροισμα, μέσος όρος ή ποσοστημόριο προσώπων παίρνει μία τιμή ανά πρόσωπο"},
    'use "first_row" or "last_row"': _ONE_ROW,
    "margins and totals count each person once, and each_cell counts a person in every cell they reach, so the "
    "cells would not add up to them": {
        "de": "Randsummen und Gesamtzahlen zählen jede Person einmal, each_cell zählt eine Person in jeder Zelle, "
              "die sie erreicht: die Zellen ergäben sie nicht",
        "zh": "边际合计和总计对每人只计一次，而 each_cell 会在一个人到达的每个单元格中各计一次，因此单元格之和与其不符",
        "el": "τα περιθώρια και τα σύνολα μετρούν κάθε πρόσωπο μία φορά, ενώ το each_cell μετρά ένα πρόσωπο σε κάθε "
              "κελί που φτάνει, οπότε τα κελιά δεν θα αθροίζονταν σε αυτά"},
    "keys found in the table count each person in one cell only": {
        "de": "in der Tabelle gefundene Schlüssel zählen jede Person in nur einer Zelle",
        "zh": "在表中发现的键只在一个单元格中计数每个人",
        "el": "τα κλειδιά που βρίσκονται στον πίνακα μετρούν κάθε πρόσωπο σε ένα μόνο κελί"},
    'use "first_row" or "last_row", or list the categories': {
        "de": 'verwenden Sie "first_row" oder "last_row", oder führen Sie die Kategorien auf',
        "zh": '请使用 "first_row" 或 "last_row"，或列出类别',
        "el": 'χρησιμοποιήστε "first_row" ή "last_row", ή απαριθμήστε τις κατηγορίες'},
    "the count '{target}' counts {counted} and these cells count {cells}: cells add up only to a count of the "
    "same": {
        "de": "die Anzahl '{target}' zählt {counted} und diese Zellen zählen {cells}: Zellen ergeben nur eine "
              "Anzahl derselben Einheit",
        "zh": "计数 '{target}' 计的是 {counted}，而这些单元格计的是 {cells}：单元格之和只能等于同一对象的计数",
        "el": "το πλήθος '{target}' μετρά {counted} και αυτά τα κελιά μετρούν {cells}: τα κελιά αθροίζονται μόνο "
              "σε πλήθος του ίδιου"},
    'give both the same "of"': {
        "de": 'geben Sie beiden dasselbe "of"', "zh": '请给两者相同的 "of"', "el": 'δώστε και στα δύο το ίδιο "of"'},
    "{most} is not a whole number of rows from {low} to {high}": {
        "de": "{most} ist keine ganze Zahl von Zeilen von {low} bis {high}", "zh": "{most} 不是 {low} 到 {high} 之间的整数行数",
        "el": "το {most} δεν είναι ακέραιος αριθμός γραμμών από {low} έως {high}"},
    "the public cap: the last cell counts the people with this many rows or more, e.g. 10": {
        "de": "die öffentliche Obergrenze: die letzte Zelle zählt die Personen mit so vielen Zeilen oder mehr, z. B. 10",
        "zh": "公开的上限：最后一个单元格计数有这么多行或更多行的人，例如 10",
        "el": "το δημόσιο ανώτατο όριο: το τελευταίο κελί μετρά τα πρόσωπα με τόσες ή περισσότερες γραμμές, π.χ. 10"},
    "people by their number of rows need a privacy unit with a person column: when a row is a person, every "
    "person has one row": {
        "de": "Personen nach ihrer Zahl von Zeilen brauchen eine Schutzeinheit mit einer Personenspalte: Ist eine "
              "Zeile eine Person, hat jede Person eine Zeile",
        "zh": "按行数划分的人数需要一个带有人员列的隐私单位：若每行是一个人，则每人只有一行",
        "el": "τα πρόσωπα κατά αριθμό γραμμών χρειάζονται μονάδα προστασίας με στήλη προσώπου: όταν μια γραμμή είναι "
              "ένα πρόσωπο, κάθε πρόσωπο έχει μία γραμμή"},
    "choose who is protected: the column that identifies a person": {
        "de": "wählen Sie, wer geschützt wird: die Spalte, die eine Person identifiziert",
        "zh": "请选择受保护的对象：识别个人的列", "el": "επιλέξτε ποιος προστατεύεται: τη στήλη που αναγνωρίζει ένα πρόσωπο"},
}
