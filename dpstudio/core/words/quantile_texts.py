"""The words about a quantile's resolution and what its values count (issue 46) in the report and the preview, in
German, Chinese (Simplified) and Greek (say(), words/__init__.py)."""
from __future__ import annotations

TEXTS = {
    # output/report_words.resolution_words
    "The value was chosen among {count} candidates {resolution}{unit} apart, from {low} to {high}{unit}: it is "
    "published to that resolution.": {
        "de": "Der Wert wurde unter {count} Kandidaten im Abstand von {resolution}{unit} gewählt, von {low} bis "
              "{high}{unit}: er wird mit dieser Auflösung veröffentlicht.",
        "zh": "该值从 {count} 个间隔为 {resolution}{unit} 的候选值中选出，范围为 {low} 至 {high}{unit}：它以该分辨率发布。",
        "el": "Η τιμή επιλέχθηκε ανάμεσα σε {count} υποψήφιες τιμές σε απόσταση {resolution}{unit}, από {low} έως "
              "{high}{unit}: δημοσιεύεται με αυτή την ανάλυση."},
    # output/counted_words.py: a sum, mean or quantile of rows where a person may have several
    "Every row's value: a person ({column}) with several rows counts once for each of their first {max_rows} rows.": {
        "de": "Der Wert jeder Zeile: eine Person ({column}) mit mehreren Zeilen zählt einmal für jede ihrer ersten "
              "{max_rows} Zeilen.",
        "zh": "取每一行的值：有多行的人（{column}）按其前 {max_rows} 行中的每一行各计一次。",
        "el": "Η τιμή κάθε γραμμής: ένα πρόσωπο ({column}) με πολλές γραμμές μετρά μία φορά για καθεμία από τις "
              "πρώτες {max_rows} γραμμές του."},
    "Every row's value, of each person's ({column}) first row only.": {
        "de": "Der Wert jeder Zeile, nur der ersten Zeile jeder Person ({column}).",
        "zh": "取每一行的值，仅限每人（{column}）的第一行。",
        "el": "Η τιμή κάθε γραμμής, μόνο της πρώτης γραμμής κάθε προσώπου ({column})."},
    # preview/expected_error.py
    "{quantile} {low} to {high}": {"de": "{quantile} {low} bis {high}", "zh": "{quantile} {low} 至 {high}",
                                   "el": "{quantile} {low} έως {high}"},
    "On this table, in the column's values: {ranges}.": {
        "de": "Auf dieser Tabelle, in den Werten der Spalte: {ranges}.",
        "zh": "在此表上，以该列的值表示：{ranges}。",
        "el": "Σε αυτόν τον πίνακα, σε τιμές της στήλης: {ranges}."},
    "Candidate values are {resolution} apart: the value is published to that resolution.": {
        "de": "Die Kandidatenwerte liegen {resolution} auseinander: der Wert wird mit dieser Auflösung "
              "veröffentlicht.",
        "zh": "候选值的间隔为 {resolution}：该值以此分辨率发布。",
        "el": "Οι υποψήφιες τιμές απέχουν {resolution}: η τιμή δημοσιεύεται με αυτή την ανάλυση."},
}
