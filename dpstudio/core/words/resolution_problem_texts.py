"""The problems of a quantile's `resolution` (plan/resolution_rule.py, plan version 12), in German, Chinese
(Simplified) and Greek: templates as in problem_texts.py."""
from __future__ import annotations

TEXTS = {
    "{resolution} is not a positive number": {
        "de": "{resolution} ist keine positive Zahl", "zh": "{resolution} 不是正数",
        "el": "το {resolution} δεν είναι θετικός αριθμός"},
    "the step between the values the quantile may take, e.g. 0.01 for values with two decimals": {
        "de": "der Abstand zwischen den Werten, die das Quantil annehmen kann, z. B. 0.01 für Werte mit zwei "
              "Nachkommastellen",
        "zh": "分位数可取值之间的间隔，例如两位小数的值为 0.01",
        "el": "το βήμα ανάμεσα στις τιμές που μπορεί να πάρει το ποσοστημόριο, π.χ. 0.01 για τιμές με δύο δεκαδικά"},
    "{resolution} is wider than the bounds [{low}, {high}]": {
        "de": "{resolution} ist breiter als die Grenzen [{low}, {high}]",
        "zh": "{resolution} 比边界 [{low}, {high}] 还宽",
        "el": "το {resolution} είναι ευρύτερο από τα όρια [{low}, {high}]"},
    "give a step smaller than the range, e.g. {example}": {
        "de": "geben Sie einen Abstand kleiner als der Bereich an, z. B. {example}",
        "zh": "请给出小于范围的间隔，例如 {example}",
        "el": "δώστε βήμα μικρότερο από το εύρος, π.χ. {example}"},
    "{resolution} would give {count} candidate values within the bounds (at most {most})": {
        "de": "{resolution} ergäbe {count} Kandidatenwerte innerhalb der Grenzen (höchstens {most})",
        "zh": "{resolution} 会在边界内产生 {count} 个候选值（最多 {most} 个）",
        "el": "το {resolution} θα έδινε {count} υποψήφιες τιμές μέσα στα όρια (το πολύ {most})"},
    "use a coarser step, e.g. {example}": {
        "de": "verwenden Sie einen gröberen Abstand, z. B. {example}",
        "zh": "请使用更粗的间隔，例如 {example}",
        "el": "χρησιμοποιήστε αδρότερο βήμα, π.χ. {example}"},
}
