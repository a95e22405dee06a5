"""The catalogue of the core's messages (words/message.py): each English template -> its German, Chinese
(Simplified) and Greek translations, a text or, for a message with plural forms, a (one, other) pair.

Grouped by the part of the program that says them, one module each: reading files (messages_reading),
the engines and databases (messages_engines), the ledger (messages_ledger), releases and their
output (messages_release), the command line (messages_cli), the app's own hints where the core's name a command
line option (messages_app), checking and signing a release's bundle (messages_bundle), and the errors every part
shares (errors.py's, here).
"""
from __future__ import annotations

TEXTS = {
    # errors.py
    "Cancelled; nothing was spent or written": {
        "de": "Abgebrochen; nichts wurde verbraucht oder geschrieben",
        "zh": "已取消；未消耗任何预算，也未写入任何内容",
        "el": "Ακυρώθηκε· τίποτα δεν δαπανήθηκε ούτε γράφτηκε"},
    "Fix the plan and run again.": {
        "de": "Korrigieren Sie den Plan und starten Sie erneut.", "zh": "请修正计划后重新运行。",
        "el": "Διορθώστε το σχέδιο και εκτελέστε ξανά."},
    "{count} problems in the plan: {listed}": {
        "de": ("{count} Problem im Plan: {listed}", "{count} Probleme im Plan: {listed}"),
        "zh": "计划中有 {count} 个问题：{listed}",
        "el": ("{count} πρόβλημα στο σχέδιο: {listed}", "{count} προβλήματα στο σχέδιο: {listed}")},
    "{what}: requested {requested}, but only {available} is available": {
        "de": "{what}: {requested} verlangt, aber nur {available} verfügbar",
        "zh": "{what}：需要 {requested}，但仅有 {available} 可用",
        "el": "{what}: ζητήθηκαν {requested}, αλλά είναι διαθέσιμα μόνο {available}"},
    "what is left could not be read from the ledger": {
        "de": "was übrig ist, konnte nicht aus dem Budgetbuch gelesen werden",
        "zh": "无法从预算账本中读出剩余预算",
        "el": "το υπόλοιπο δεν ήταν δυνατό να διαβαστεί από το βιβλίο προϋπολογισμού"},
    "epsilon {left} of the lifetime {lifetime} is left": {
        "de": "Epsilon {left} des Gesamtbudgets {lifetime} ist übrig",
        "zh": "总预算 {lifetime} 中还剩 epsilon {left}",
        "el": "απομένει epsilon {left} από το συνολικό {lifetime}"},
    "the budget WAS spent: epsilon {epsilon}, delta {delta} charged to the ledger; {left}": {
        "de": "das Budget WURDE verbraucht: Epsilon {epsilon}, Delta {delta} im Budgetbuch verbucht; {left}",
        "zh": "预算已经消耗：epsilon {epsilon}、delta {delta} 已记入预算账本；{left}",
        "el": "ο προϋπολογισμός ΔΑΠΑΝΗΘΗΚΕ: epsilon {epsilon}, delta {delta} χρεώθηκαν στο βιβλίο προϋπολογισμού· {left}"},
    "the release was NOT delivered ({cause}), but {spent}": {
        "de": "die Veröffentlichung wurde NICHT ausgeliefert ({cause}), aber {spent}",
        "zh": "发布未能交付（{cause}），但{spent}",
        "el": "η δημοσίευση ΔΕΝ παραδόθηκε ({cause}), αλλά {spent}"},
    "The partial files are in {partial} (not a release: do not hand them on). Fix the cause and release again; the "
    "next release into the same folder removes them. `dpstudio ledger show` lists this release as incomplete": {
        "de": "Die unvollständigen Dateien liegen in {partial} (keine Veröffentlichung: nicht weitergeben). Beheben Sie "
              "die Ursache und veröffentlichen Sie erneut; die nächste Veröffentlichung in denselben Ordner entfernt "
              "sie. `dpstudio ledger show` führt diese Veröffentlichung als unvollständig",
        "zh": "不完整的文件位于 {partial}（这不是发布：请勿转交）。请排除原因后重新发布；下一次发布到同一文件夹时会删除它们。"
              "`dpstudio ledger show` 将此发布列为不完整",
        "el": "Τα ημιτελή αρχεία βρίσκονται στο {partial} (δεν είναι δημοσίευση: μην τα δώσετε σε άλλους). Διορθώστε "
              "την αιτία και δημοσιεύστε ξανά· η επόμενη δημοσίευση στον ίδιο φάκελο τα αφαιρεί. Το `dpstudio ledger "
              "show` εμφανίζει αυτή τη δημοσίευση ως ημιτελή"},
    "the release was written to {written}, but the ledger could not mark it complete ({cause}); {spent}": {
        "de": "die Veröffentlichung wurde nach {written} geschrieben, aber das Budgetbuch konnte sie nicht als "
              "vollständig markieren ({cause}); {spent}",
        "zh": "发布已写入 {written}，但预算账本无法将其标记为完成（{cause}）；{spent}",
        "el": "η δημοσίευση γράφτηκε στο {written}, αλλά το βιβλίο προϋπολογισμού δεν μπόρεσε να τη σημειώσει ως πλήρη "
              "({cause})· {spent}"},
    "`dpstudio ledger show` lists it as incomplete; the files and SHA256SUMS are whole": {
        "de": "`dpstudio ledger show` führt sie als unvollständig; die Dateien und SHA256SUMS sind vollständig",
        "zh": "`dpstudio ledger show` 将其列为不完整；文件和 SHA256SUMS 是完整的",
        "el": "το `dpstudio ledger show` την εμφανίζει ως ημιτελή· τα αρχεία και το SHA256SUMS είναι ακέραια"},
}


def all_messages() -> dict:
    from . import (messages_app, messages_bundle, messages_cli, messages_dberrors, messages_engines, messages_ledger,
                   messages_ledger_recovery, messages_reading, messages_release)
    from . import messages_file_inputs, messages_quantiles, messages_spark
    from . import messages_plan_space
    from . import messages_suggestions

    merged: dict = {}
    parts = (  # one a line
        TEXTS,
        messages_reading.TEXTS,
        messages_engines.TEXTS,
        messages_ledger.TEXTS,
        messages_release.TEXTS,
        messages_cli.TEXTS,
        messages_app.TEXTS,
        messages_bundle.TEXTS,
        messages_dberrors.TEXTS,
        messages_ledger_recovery.TEXTS,
        messages_file_inputs.TEXTS,
        messages_spark.TEXTS,
        messages_quantiles.TEXTS,
        messages_plan_space.TEXTS,
        messages_suggestions.TEXTS,
    )
    for part in parts:
        differing = [english for english in merged.keys() & part.keys() if merged[english] != part[english]]
        if differing:  # the same sentence in two parts is one entry; two translations of it are a mistake
            raise ValueError(f"messages translated two ways in the catalogue: {sorted(differing)}")
        merged.update(part)
    return merged
