"""What each released number counts (output/counted_words.py), in German, Chinese (Simplified) and Greek."""

TEXTS = {
    "Counts people by how many rows each has (all of their rows that meet the filter); the last cell holds those "
    "with {most} rows or more.": {
        "de": "Zählt Personen nach der Zahl ihrer Zeilen (alle ihre Zeilen, die den Filter erfüllen); die letzte "
              "Zelle enthält jene mit {most} oder mehr Zeilen.",
        "zh": "按每人的行数计数人（其满足筛选条件的所有行）；最后一个单元格包含有 {most} 行或更多的人。",
        "el": "Μετρά πρόσωπα κατά τον αριθμό γραμμών του καθενός (όλες οι γραμμές του που πληρούν το φίλτρο)· το "
              "τελευταίο κελί περιέχει όσους έχουν {most} ή περισσότερες γραμμές."},
    "Queries that count people, or people by their number of rows, read all of a person's rows: their noise is "
    "scaled to one person, whatever their number of rows (each query says how it counts).": {
        "de": "Abfragen, die Personen zählen, oder Personen nach der Zahl ihrer Zeilen, lesen alle Zeilen einer "
              "Person: Ihr Rauschen ist auf eine Person bemessen, gleich wie viele Zeilen sie hat (jede Abfrage sagt, "
              "wie sie zählt).",
        "zh": "计数人的查询，或按行数计人的查询，会读取一个人的所有行：其噪声按一个人设定，与其行数无关（每个查询都说明其"
              "计数方式）。",
        "el": "Τα ερωτήματα που μετρούν πρόσωπα, ή πρόσωπα κατά αριθμό γραμμών, διαβάζουν όλες τις γραμμές ενός "
              "προσώπου: ο θόρυβός τους αντιστοιχεί σε ένα πρόσωπο, όσες γραμμές κι αν έχει (κάθε ερώτημα λέει πώς "
              "μετρά)."},
    "count of people": {"de": "Anzahl der Personen", "zh": "人数", "el": "πλήθος προσώπων"},
    "people per category": {"de": "Personen je Kategorie", "zh": "按类别的人数", "el": "πρόσωπα ανά κατηγορία"},
    "people per combination": {"de": "Personen je Kombination", "zh": "按组合的人数",
                               "el": "πρόσωπα ανά συνδυασμό"},
    "count of rows": {"de": "Anzahl der Zeilen", "zh": "行数", "el": "πλήθος γραμμών"},
    "rows per category": {"de": "Zeilen je Kategorie", "zh": "按类别的行数", "el": "γραμμές ανά κατηγορία"},
    "rows per combination": {"de": "Zeilen je Kombination", "zh": "按组合的行数", "el": "γραμμές ανά συνδυασμό"},
    "Counts people (each row is one person).": {
        "de": "Zählt Personen (jede Zeile ist eine Person).", "zh": "计数对象为人（每行为一人）。",
        "el": "Μετρά πρόσωπα (κάθε γραμμή είναι ένα πρόσωπο)."},
    "Counts rows (each row is one person).": {
        "de": "Zählt Zeilen (jede Zeile ist eine Person).", "zh": "计数对象为行（每行为一人）。",
        "el": "Μετρά γραμμές (κάθε γραμμή είναι ένα πρόσωπο)."},
    "Counts people: each value of {column} once, in the cell of their first row by {order_by}.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal, in der Zelle seiner ersten Zeile nach {order_by}.",
        "zh": "计数对象为人：{column} 的每个值计一次，计入其按 {order_by} 排序的第一行所在的单元格。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά, στο κελί της πρώτης γραμμής του κατά {order_by}."},
    "Counts people: each value of {column} once, in the cell of their first row in file order.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal, in der Zelle seiner ersten Zeile in Dateireihenfolge.",
        "zh": "计数对象为人：{column} 的每个值计一次，计入其按文件顺序的第一行所在的单元格。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά, στο κελί της πρώτης γραμμής του κατά τη σειρά του "
              "αρχείου."},
    "Counts people: each value of {column} once, in the cell of their last row by {order_by}.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal, in der Zelle seiner letzten Zeile nach {order_by}.",
        "zh": "计数对象为人：{column} 的每个值计一次，计入其按 {order_by} 排序的最后一行所在的单元格。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά, στο κελί της τελευταίας γραμμής του κατά "
              "{order_by}."},
    "Counts people: each value of {column} once, in the cell of their last row in file order.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal, in der Zelle seiner letzten Zeile in "
              "Dateireihenfolge.",
        "zh": "计数对象为人：{column} 的每个值计一次，计入其按文件顺序的最后一行所在的单元格。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά, στο κελί της τελευταίας γραμμής του κατά τη σειρά "
              "του αρχείου."},
    "One value per person ({column}): the one on their first row by {order_by}.": {
        "de": "Ein Wert je Person ({column}): der Wert ihrer ersten Zeile nach {order_by}.",
        "zh": "每人一个值（{column}）：取其按 {order_by} 排序的第一行上的值。",
        "el": "Μία τιμή ανά πρόσωπο ({column}): αυτή της πρώτης γραμμής του κατά {order_by}."},
    "One value per person ({column}): the one on their first row in file order.": {
        "de": "Ein Wert je Person ({column}): der Wert ihrer ersten Zeile in Dateireihenfolge.",
        "zh": "每人一个值（{column}）：取其按文件顺序的第一行上的值。",
        "el": "Μία τιμή ανά πρόσωπο ({column}): αυτή της πρώτης γραμμής του κατά τη σειρά του αρχείου."},
    "One value per person ({column}): the one on their last row by {order_by}.": {
        "de": "Ein Wert je Person ({column}): der Wert ihrer letzten Zeile nach {order_by}.",
        "zh": "每人一个值（{column}）：取其按 {order_by} 排序的最后一行上的值。",
        "el": "Μία τιμή ανά πρόσωπο ({column}): αυτή της τελευταίας γραμμής του κατά {order_by}."},
    "One value per person ({column}): the one on their last row in file order.": {
        "de": "Ein Wert je Person ({column}): der Wert ihrer letzten Zeile in Dateireihenfolge.",
        "zh": "每人一个值（{column}）：取其按文件顺序的最后一行上的值。",
        "el": "Μία τιμή ανά πρόσωπο ({column}): αυτή της τελευταίας γραμμής του κατά τη σειρά του αρχείου."},
    "Counts rows: a person with several rows is counted once for each of their first {max_rows} rows.": {
        "de": "Zählt Zeilen: eine Person mit mehreren Zeilen wird für jede ihrer ersten {max_rows} Zeilen einmal "
              "gezählt.",
        "zh": "计数对象为行：有多行的人按其前 {max_rows} 行每行各计一次。",
        "el": "Μετρά γραμμές: ένα πρόσωπο με πολλές γραμμές μετριέται μία φορά για καθεμία από τις πρώτες "
              "{max_rows} γραμμές του."},
    "Counts people: each value of {column} with a row that meets the filter, once.": {
        "de": "Zählt Personen: jeden Wert von {column} mit einer Zeile, die den Filter erfüllt, einmal.",
        "zh": "计数对象为人：{column} 中有一行满足筛选条件的每个值计一次。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} με μια γραμμή που πληροί το φίλτρο, μία φορά."},
    "Counts people: each value of {column} once.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal.", "zh": "计数对象为人：{column} 的每个值计一次。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά."},
    "Counts people: each value of {column} once in each of the first {max_rows} different cells their rows "
    "reach; a person can be in several cells, so the cells add up to more than the number of people.": {
        "de": "Zählt Personen: jeden Wert von {column} einmal in jeder der ersten {max_rows} verschiedenen Zellen, "
              "die seine Zeilen erreichen; eine Person kann in mehreren Zellen sein, daher ergeben die Zellen "
              "zusammen mehr als die Zahl der Personen.",
        "zh": "计数对象为人：{column} 的每个值在其各行到达的前 {max_rows} 个不同单元格中各计一次；一个人可能出现在多个"
              "单元格中，因此各单元格之和大于人数。",
        "el": "Μετρά πρόσωπα: κάθε τιμή του {column} μία φορά σε καθένα από τα πρώτα {max_rows} διαφορετικά κελιά που "
              "φτάνουν οι γραμμές του· ένα πρόσωπο μπορεί να είναι σε πολλά κελιά, οπότε τα κελιά αθροίζονται σε "
              "περισσότερα από το πλήθος των προσώπων."},
}
