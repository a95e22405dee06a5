"""Messages for what the plan-space property test found (issue 44; tests/faults/test_plan_space.py), in German,
Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # ledger/population_match.py: a table whose person column is empty in every row has no one to charge
    "no row of the table has a person id in {column} (the privacy unit): every row would be left out": {
        "de": "keine Zeile der Tabelle hat eine Personenkennung in {column} (die Schutzeinheit): jede Zeile würde "
              "weggelassen",
        "zh": "该表没有任何一行在 {column}（隐私保护单位）中有个人标识：每一行都会被舍弃",
        "el": "καμία γραμμή του πίνακα δεν έχει αναγνωριστικό προσώπου στη στήλη {column} (τη μονάδα προστασίας): "
              "κάθε γραμμή θα παραλειπόταν"},
    "Check that the privacy unit's column is the one that holds the person ids": {
        "de": "Prüfen Sie, ob die Spalte der Schutzeinheit die Spalte mit den Personenkennungen ist",
        "zh": "请检查隐私保护单位的列是否为存放个人标识的列",
        "el": "Ελέγξτε ότι η στήλη της μονάδας προστασίας είναι αυτή που περιέχει τα αναγνωριστικά προσώπων"},
}
