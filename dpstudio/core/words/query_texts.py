"""What the report says of each query, in German, Chinese (Simplified) and Greek: its kind, mechanism,
post-processing and declared inputs (output/report_words.py), with the glossaries' terms."""

TEXTS = {
    # -- mechanisms (report_words.MECHANISMS) --------------------------------------------------------
    "Laplace noise": {"de": "Laplace-Rauschen", "zh": "拉普拉斯噪声", "el": "θόρυβος Laplace"},
    "discrete Laplace noise (whole numbers)": {
        "de": "diskretes Laplace-Rauschen (ganze Zahlen)", "zh": "离散拉普拉斯噪声（整数）",
        "el": "διακριτός θόρυβος Laplace (ακέραιοι αριθμοί)"},
    "Gaussian noise": {"de": "Gauß-Rauschen", "zh": "高斯噪声", "el": "γκαουσιανός θόρυβος"},
    "discrete Gaussian noise (whole numbers)": {
        "de": "diskretes Gauß-Rauschen (ganze Zahlen)", "zh": "离散高斯噪声（整数）",
        "el": "διακριτός γκαουσιανός θόρυβος (ακέραιοι αριθμοί)"},
    "exponential mechanism (a value chosen at random, likelier near the true one)": {
        "de": "Exponentialmechanismus (ein zufällig gewählter Wert, nahe am wahren Wert wahrscheinlicher)",
        "zh": "指数机制（随机选取一个值，越接近真实值越可能被选中）",
        "el": "εκθετικός μηχανισμός (μια τιμή επιλεγμένη τυχαία, πιθανότερη κοντά στην πραγματική)"},
    "randomized response (each answer randomized)": {
        "de": "Randomized Response (jede Antwort zufällig verändert)", "zh": "随机响应（每个回答都经过随机化）",
        "el": "τυχαιοποιημένη απόκριση (κάθε απάντηση τυχαιοποιημένη)"},

    # -- kinds (report_words.KINDS) ----------------------------------------------------------------
    "count": {"de": "Anzahl", "zh": "计数", "el": "πλήθος"},
    "count per category": {"de": "Anzahl je Kategorie", "zh": "按类别计数", "el": "πλήθος ανά κατηγορία"},
    "count per combination": {"de": "Anzahl je Kombination", "zh": "按组合计数", "el": "πλήθος ανά συνδυασμό"},
    "people by their number of rows": {"de": "Personen nach ihrer Zahl von Zeilen", "zh": "按行数划分的人数",
                                       "el": "πρόσωπα κατά αριθμό γραμμών τους"},
    "sum": {"de": "Summe", "zh": "总和", "el": "άθροισμα"},
    "mean": {"de": "Mittelwert", "zh": "均值", "el": "μέσος όρος"},
    "quantile": {"de": "Quantil", "zh": "分位数", "el": "ποσοστημόριο"},
    "shares by randomized response": {
        "de": "Anteile mit Randomized Response", "zh": "随机响应下的比例",
        "el": "ποσοστά με τυχαιοποιημένη απόκριση"},
    "median": {"de": "Median", "zh": "中位数", "el": "διάμεσος"},
    "{q} quantile": {"de": "{q}-Quantil", "zh": "{q} 分位数", "el": "ποσοστημόριο {q}"},
    "{kind} per group": {"de": "{kind} je Gruppe", "zh": "按组{kind}", "el": "{kind} ανά ομάδα"},

    # -- post-processing (report_words.STEPS) and the parts of a noise scale ------------------------------
    "negative values raised to 0": {
        "de": "negative Werte auf 0 angehoben", "zh": "负值提升为 0", "el": "αρνητικές τιμές αυξήθηκαν στο 0"},
    "rounded to whole numbers": {
        "de": "auf ganze Zahlen gerundet", "zh": "四舍五入为整数", "el": "στρογγυλοποιήθηκαν σε ακέραιους"},
    "(other)": {"de": "(sonstige)", "zh": "（其他）", "el": "(άλλο)"},
    "(all)": {"de": "(alle)", "zh": "（全部）", "el": "(όλα)"},
    "none": {"de": "keine", "zh": "无", "el": "καμία"},
    ", ": {"de": ", ", "zh": "，", "el": ", "},
    "cells": {"de": "Zellen", "zh": "单元格", "el": "κελιά"},
    "margins": {"de": "Randsummen", "zh": "边际合计", "el": "περιθώρια"},
    "total": {"de": "Gesamtsumme", "zh": "总计", "el": "σύνολο"},

    # -- the declared inputs (report_words.inputs_words) -------------------------------------------------
    "Column {column}.": {"de": "Spalte {column}.", "zh": "列：{column}。", "el": "Στήλη {column}."},
    "Columns {columns}.": {"de": "Spalten {columns}.", "zh": "列：{columns}。", "el": "Στήλες {columns}."},
    "Values were clamped to the declared bounds [{low}, {high}]{unit} before anything was computed.": {
        "de": "Die Werte wurden vor jeder Berechnung auf die angegebenen Schranken [{low}; {high}]{unit} begrenzt.",
        "zh": "在进行任何计算之前，数值已被截断到声明的上下界 [{low}, {high}]{unit}。",
        "el": "Οι τιμές περιορίστηκαν στα δηλωμένα όρια [{low}; {high}]{unit} πριν υπολογιστεί οτιδήποτε."},
    "One value per group of {columns}.": {
        "de": "Ein Wert je Gruppe von {columns}.", "zh": "按 {columns} 分组，每组一个值。",
        "el": "Μία τιμή ανά ομάδα του {columns}."},
    "Categories (a public list): {values}{other}.": {
        "de": "Kategorien (eine öffentliche Liste): {values}{other}.", "zh": "类别（公开列表）：{values}{other}。",
        "el": "Κατηγορίες (δημόσιος κατάλογος): {values}{other}."},
    "Categories of {column}: found in the table (see the notes){other}.": {
        "de": "Kategorien von {column}: in der Tabelle gefunden (siehe die Hinweise){other}.",
        "zh": "{column} 的类别：从表中找到（见说明）{other}。",
        "el": "Κατηγορίες του {column}: βρέθηκαν στον πίνακα (δείτε τις σημειώσεις){other}."},
    "Categories of {column}: {values} (a public list){other}.": {
        "de": "Kategorien von {column}: {values} (eine öffentliche Liste){other}.",
        "zh": "{column} 的类别：{values}（公开列表）{other}。",
        "el": "Κατηγορίες του {column}: {values} (δημόσιος κατάλογος){other}."},
    "Categories: found in the table (see the notes).": {
        "de": "Kategorien: in der Tabelle gefunden (siehe die Hinweise).", "zh": "类别：从表中找到（见说明）。",
        "el": "Κατηγορίες: βρέθηκαν στον πίνακα (δείτε τις σημειώσεις)."},
    "Bins of {column}, with the declared edges {edges}{other}.": {
        "de": "Klassen von {column} mit den angegebenen Klassengrenzen {edges}{other}.",
        "zh": "{column} 的分组区间，采用声明的分界点 {edges}{other}。",
        "el": "Κλάσεις του {column}, με τα δηλωμένα άκρα {edges}{other}."},
    "Only rows whose {column} is one of {values}.": {
        "de": "Nur Zeilen, deren {column} einer dieser Werte ist: {values}.",
        "zh": "仅限 {column} 为以下值之一的行：{values}。",
        "el": "Μόνο γραμμές των οποίων το {column} είναι ένα από: {values}."},
    "Only rows whose {column} is between {values}.": {
        "de": "Nur Zeilen, deren {column} zwischen {values} liegt.", "zh": "仅限 {column} 介于 {values} 之间的行。",
        "el": "Μόνο γραμμές των οποίων το {column} είναι μεταξύ {values}."},
    "; values outside it were left out": {
        "de": "; Werte außerhalb wurden weggelassen", "zh": "；列表之外的值被舍弃",
        "el": "· τιμές εκτός αυτού παραλείφθηκαν"},
    "; other and missing values counted as (other)": {
        "de": "; andere und fehlende Werte zählen als (sonstige)", "zh": "；其他值和缺失值计为（其他）",
        "el": "· άλλες και ελλείπουσες τιμές μετρήθηκαν ως (άλλο)"},
    " and {more} more": {"de": " und {more} weitere", "zh": " 等另外 {more} 个", "el": " και {more} ακόμη"},
}
