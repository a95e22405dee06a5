"""The notices about quantiles a plan written before version 12 gets (plan/migration.py, issue 46), in German,
Chinese (Simplified) and Greek."""
from __future__ import annotations

TEXTS = {
    "This plan was written before quantiles had a resolution: its quantiles keep the candidate values they had (every "
    "whole number within whole-number bounds, else 1,001 values spread evenly), now written as their \"resolution\". "
    "A quantile of a decimal value such as 3.4 then comes out as a whole number: give its query a finer "
    "\"resolution\", e.g. 0.01 (see docs/plan-format.md).": {
        "de": "Dieser Plan wurde geschrieben, bevor Quantile eine Auflösung hatten: seine Quantile behalten die "
              "Kandidatenwerte, die sie hatten (jede ganze Zahl innerhalb ganzzahliger Grenzen, sonst 1.001 "
              "gleichmäßig verteilte Werte), nun als ihre \"resolution\" geschrieben. Ein Quantil eines Dezimalwerts "
              "wie 3,4 ergibt dann eine ganze Zahl: geben Sie seiner Abfrage eine feinere \"resolution\", z. B. 0.01 "
              "(siehe docs/plan-format.md).",
        "zh": "此计划写于分位数具有分辨率之前：其分位数保留原有的候选值（整数边界内的每个整数，否则为均匀分布的 1,001 "
              "个值），现写为它们的 \"resolution\"。像 3.4 这样的小数值的分位数因此会得出整数：请为其查询设置更细的 "
              "\"resolution\"，例如 0.01（参见 docs/plan-format.md）。",
        "el": "Αυτό το σχέδιο γράφτηκε πριν τα ποσοστημόρια αποκτήσουν ανάλυση: τα ποσοστημόριά του κρατούν τις "
              "υποψήφιες τιμές που είχαν (κάθε ακέραιο μέσα σε ακέραια όρια, αλλιώς 1.001 ομοιόμορφα κατανεμημένες "
              "τιμές), γραμμένες τώρα ως \"resolution\". Ένα ποσοστημόριο δεκαδικής τιμής όπως 3,4 βγαίνει τότε "
              "ακέραιος: δώστε στο ερώτημά του λεπτότερη \"resolution\", π.χ. 0.01 (δείτε docs/plan-format.md)."},
    "This plan was written before quantiles took one value per person: its quantiles take every row's value, as they "
    "did (a person with several rows counts several times). To take each person's value once, set \"of\": "
    "\"people\" on them (see docs/plan-format.md).": {
        "de": "Dieser Plan wurde geschrieben, bevor Quantile einen Wert pro Person nahmen: seine Quantile nehmen wie "
              "bisher den Wert jeder Zeile (eine Person mit mehreren Zeilen zählt mehrfach). Um den Wert jeder "
              "Person einmal zu nehmen, setzen Sie bei ihnen \"of\": \"people\" (siehe docs/plan-format.md).",
        "zh": "此计划写于分位数按每人取一个值之前：其分位数仍如以前一样取每一行的值（有多行的人会被计入多次）。"
              "若要每人只取一次值，请在这些查询上设置 \"of\": \"people\"（参见 docs/plan-format.md）。",
        "el": "Αυτό το σχέδιο γράφτηκε πριν τα ποσοστημόρια παίρνουν μία τιμή ανά πρόσωπο: τα ποσοστημόριά του "
              "παίρνουν, όπως πριν, την τιμή κάθε γραμμής (ένα πρόσωπο με πολλές γραμμές μετρά πολλές φορές). Για να "
              "πάρετε την τιμή κάθε προσώπου μία φορά, ορίστε σε αυτά \"of\": \"people\" (δείτε "
              "docs/plan-format.md)."},
}
