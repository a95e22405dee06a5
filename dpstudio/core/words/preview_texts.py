"""The preview's plain-language sentences (preview/expected_error.py) in German, Chinese (Simplified)
and Greek: what the steward reads, before spending anything, about how far each released value may
land from the truth."""

TEXTS = {
    ".": {"de": ".", "zh": "。", "el": "."},
    "The count will be within ±{width} of the true count with {level} probability.": {
        "de": "Die Anzahl wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Anzahl abweichen.",
        "zh": "计数将以 {level} 的概率落在真实计数 ±{width} 之内。",
        "el": "Το πλήθος θα απέχει το πολύ ±{width} από το πραγματικό πλήθος με πιθανότητα {level}."},
    "The count in each cell will be within ±{width} of the true count in each cell with {level} probability.": {
        "de": "Die Anzahl in jeder Zelle wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Anzahl "
              "der Zelle abweichen.",
        "zh": "每个单元格中的计数将以 {level} 的概率落在该单元格真实计数 ±{width} 之内。",
        "el": "Το πλήθος σε κάθε κελί θα απέχει το πολύ ±{width} από το πραγματικό πλήθος του κελιού με πιθανότητα "
              "{level}."},
    "The sum will be within ±{width} of the true sum with {level} probability.": {
        "de": "Die Summe wird mit {level} Wahrscheinlichkeit höchstens ±{width} von der wahren Summe abweichen.",
        "zh": "总和将以 {level} 的概率落在真实总和 ±{width} 之内。",
        "el": "Το άθροισμα θα απέχει το πολύ ±{width} από το πραγματικό άθροισμα με πιθανότητα {level}."},
    "The mean will be within ±{width} of the true mean with {level} probability.": {
        "de": "Der Mittelwert wird mit {level} Wahrscheinlichkeit höchstens ±{width} vom wahren Mittelwert abweichen.",
        "zh": "均值将以 {level} 的概率落在真实均值 ±{width} 之内。",
        "el": "Ο μέσος όρος θα απέχει το πολύ ±{width} από τον πραγματικό μέσο όρο με πιθανότητα {level}."},
    "Each group's count will be within ±{low} (its most precise group) to ±{high} of its true count with {level} "
    "probability.": {
        "de": "Die Anzahl jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) bis "
              "±{high} von ihrer wahren Anzahl abweichen.",
        "zh": "每个组的计数将以 {level} 的概率落在其真实计数 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Το πλήθος κάθε ομάδας θα απέχει από το πραγματικό του πλήθος το πολύ ±{low} (η πιο ακριβής ομάδα) έως "
              "±{high} με πιθανότητα {level}."},
    "Each group's sum will be within ±{low} (its most precise group) to ±{high} of its true sum with {level} "
    "probability.": {
        "de": "Die Summe jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) bis "
              "±{high} von ihrer wahren Summe abweichen.",
        "zh": "每个组的总和将以 {level} 的概率落在其真实总和 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Το άθροισμα κάθε ομάδας θα απέχει από το πραγματικό του άθροισμα το πολύ ±{low} (η πιο ακριβής ομάδα) "
              "έως ±{high} με πιθανότητα {level}."},
    "Each group's mean will be within ±{low} (its most precise group) to ±{high} of its true mean with {level} "
    "probability.": {
        "de": "Der Mittelwert jeder Gruppe wird mit {level} Wahrscheinlichkeit höchstens ±{low} (die genaueste Gruppe) "
              "bis ±{high} von ihrem wahren Mittelwert abweichen.",
        "zh": "每个组的均值将以 {level} 的概率落在其真实均值 ±{low}（最精确的组）到 ±{high} 之内。",
        "el": "Ο μέσος όρος κάθε ομάδας θα απέχει από τον πραγματικό του μέσο όρο το πολύ ±{low} (η πιο ακριβής "
              "ομάδα) έως ±{high} με πιθανότητα {level}."},
    "Each share will be within ±{worst} of the true share with at least {level} probability.": {
        "de": "Jeder Anteil wird mit mindestens {level} Wahrscheinlichkeit höchstens ±{worst} vom wahren Anteil "
              "abweichen.",
        "zh": "每个比例将以至少 {level} 的概率落在真实比例 ±{worst} 之内。",
        "el": "Κάθε ποσοστό θα απέχει το πολύ ±{worst} από το πραγματικό ποσοστό με πιθανότητα τουλάχιστον {level}."},
    "The released value will be within ±{points} percentile points (±{ranks} of its {rows} rows in rank) of the "
    "true quantile with {level} probability": {
        "de": "Der veröffentlichte Wert wird mit {level} Wahrscheinlichkeit höchstens ±{points} Perzentilpunkte "
              "(±{ranks} Ränge von {rows} Zeilen) vom wahren Quantil abweichen",
        "zh": "发布的数值将以 {level} 的概率落在真实分位数 ±{points} 个百分位点之内（在其 {rows} 行中为 ±{ranks} 个秩次）",
        "el": "Η δημοσιευμένη τιμή θα απέχει το πολύ ±{points} εκατοστιαίες μονάδες (±{ranks} θέσεις από τις {rows} "
              "γραμμές της) από το πραγματικό ποσοστημόριο με πιθανότητα {level}"},
    "The released value will be within ±{ranks} rows (in rank) of the true quantile with {level} probability": {
        "de": "Der veröffentlichte Wert wird mit {level} Wahrscheinlichkeit höchstens ±{ranks} Zeilen (im Rang) vom "
              "wahren Quantil abweichen",
        "zh": "发布的数值将以 {level} 的概率落在真实分位数 ±{ranks} 行（按秩次）之内",
        "el": "Η δημοσιευμένη τιμή θα απέχει το πολύ ±{ranks} γραμμές (σε τάξη) από το πραγματικό ποσοστημόριο με "
              "πιθανότητα {level}"},
    ": on this table, between {low} and {high}": {
        "de": ": in dieser Tabelle zwischen {low} und {high}", "zh": "：在此表中，介于 {low} 与 {high} 之间",
        "el": ": σε αυτόν τον πίνακα, μεταξύ {low} και {high}"},
    "Each published count will be within ±{width} of its true count with {level} probability. A key is published "
    "only if its noisy count reaches {threshold}: on this table, about {expected} of its {keys} keys would be "
    "published; keys with fewer rows are likely left out.": {
        "de": "Jede veröffentlichte Anzahl wird mit {level} Wahrscheinlichkeit höchstens ±{width} von ihrer wahren "
              "Anzahl abweichen. Ein Schlüssel wird nur veröffentlicht, wenn seine verrauschte Anzahl {threshold} "
              "erreicht: In dieser Tabelle würden etwa {expected} ihrer {keys} Schlüssel veröffentlicht; Schlüssel "
              "mit weniger Zeilen fehlen wahrscheinlich.",
        "zh": "每个发布的计数将以 {level} 的概率落在其真实计数 ±{width} 之内。只有当某个键的加噪计数达到 {threshold} "
              "时才会发布：在此表中，其 {keys} 个键中约有 {expected} 个会被发布；行数较少的键很可能被舍弃。",
        "el": "Κάθε δημοσιευμένο πλήθος θα απέχει το πολύ ±{width} από το πραγματικό του πλήθος με πιθανότητα "
              "{level}. Ένα κλειδί δημοσιεύεται μόνο αν το πλήθος του με θόρυβο φτάσει το {threshold}: σε αυτόν τον "
              "πίνακα, περίπου {expected} από τα {keys} κλειδιά του θα δημοσιεύονταν· τα κλειδιά με λιγότερες "
              "γραμμές πιθανότατα παραλείπονται."},
    "± up to {width}": {"de": "± bis zu {width}", "zh": "± 最多 {width}", "el": "± έως {width}"},
    "± {points} percentile points": {
        "de": "± {points} Perzentilpunkte", "zh": "± {points} 个百分位点", "el": "± {points} εκατοστιαίες μονάδες"},
    " rows (rank)": {"de": " Zeilen (Rang)", "zh": " 行（秩次）", "el": " γραμμές (τάξη)"},
    "{cells} cell(s) near zero: ± down to {width}": {
        "de": "{cells} Zelle(n) nahe null: ± bis hinunter zu {width}", "zh": "{cells} 个接近零的单元格：± 最低至 {width}",
        "el": "{cells} κελί(ά) κοντά στο μηδέν: ± έως και {width}"},
    "no change": {"de": "keine Änderung", "zh": "无变化", "el": "καμία αλλαγή"},
    "up to {share}": {"de": "bis zu {share}", "zh": "最多 {share}", "el": "έως {share}"},
}
