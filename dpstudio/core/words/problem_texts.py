"""The problems the core finds in a plan (errors.Problem: its message and hint), in German, Chinese
(Simplified) and Greek, for the app (issue 18). The Problem objects stay English: the command line prints
them, and a plan file is a public format.

Each English text is a template of a message or hint the core writes with an f-string (plan/*.py,
exact/table_checks.py, exact/ibis_values.py, private/drafts.py), with `{name}` where the f-string puts a
value: words.problem_reworded matches a message against these templates and carries the values over as
they are (column names, numbers, JSON snippets, field names). A message no template matches stays English.

Every Problem the core makes with a literal text has its template here (tests/core/test_message_catalogue.py
walks the source); the problems only a hand-written plan file can have are in plan_file_problem_texts.py.
tests/core/test_problem_languages.py checks the templates, that each real problem matches exactly one, and
that the problems a steward can make in the app are all matched.
"""

from .counting_problem_texts import TEXTS as _COUNTING
from .family_texts import PROBLEMS as _FAMILY
from .synthetic_texts import PROBLEMS as _SYNTHETIC
from .plan_file_problem_texts import TEXTS as _PLAN_FILE
from .control_problem_texts import TEXTS as _CONTROL
from .resolution_problem_texts import TEXTS as _RESOLUTION

_OR_BINS = {"de": "oder Klassen für eine numerische Spalte", "zh": "或为数值列给出分箱",
            "el": "ή διαστήματα για αριθμητική στήλη"}
_EITHER = {"de": "geben Sie entweder Kategorien oder Klassen an", "zh": "请给出类别或分箱，二者取其一",
           "el": "δώστε είτε κατηγορίες είτε διαστήματα"}
_NOT_DECLARED = {"de": "{column} ist keine in 'columns' angegebene Spalte", "zh": "{column} 不是在 'columns' 中声明的列",
                 "el": "το {column} δεν είναι στήλη δηλωμένη στο 'columns'"}

TEXTS = {
    # -- the plan's top level (plan/parsing.py) ----------------------------------------------------------
    "missing": {"de": "fehlt", "zh": "缺失", "el": "λείπει"},
    "missing: give each column's role as {\"name\": \"role\"}": {
        "de": "fehlt: geben Sie die Rolle jeder Spalte als {\"name\": \"role\"} an",
        "zh": "缺失：请以 {\"name\": \"role\"} 的形式给出每一列的角色",
        "el": "λείπει: δώστε τον ρόλο κάθε στήλης ως {\"name\": \"role\"}"},
    "roles are {roles}": {"de": "die Rollen sind {roles}", "zh": "角色有 {roles}", "el": "οι ρόλοι είναι {roles}"},
    "did you mean '{name}'?": {"de": "meinten Sie '{name}'?", "zh": "您是不是指 '{name}'？",
                               "el": "μήπως εννοείτε '{name}';"},
    "{column} is not a column declared in 'columns'": _NOT_DECLARED,
    "name the column that identifies a person, e.g. a patient id": {
        "de": "nennen Sie die Spalte, die eine Person identifiziert, z. B. eine Patienten-ID",
        "zh": "请指定识别个人的列，例如患者编号",
        "el": "ορίστε τη στήλη που αναγνωρίζει ένα πρόσωπο, π.χ. έναν κωδικό ασθενούς"},
    "{max_rows} is not a whole number of at least 1": {
        "de": "{max_rows} ist keine ganze Zahl von mindestens 1", "zh": "{max_rows} 不是大于等于 1 的整数",
        "el": "το {max_rows} δεν είναι ακέραιος αριθμός τουλάχιστον 1"},
    "give the most rows one person may contribute; extra rows are left out": {
        "de": "geben Sie an, wie viele Zeilen eine Person höchstens beitragen darf; weitere Zeilen werden weggelassen",
        "zh": "请给出每人最多可贡献的行数；多余的行将被舍弃",
        "el": "δώστε πόσες γραμμές μπορεί να συνεισφέρει το πολύ ένα πρόσωπο· οι επιπλέον γραμμές παραλείπονται"},
    "{max_rows} is more than the {limit} rows one person may contribute": {
        "de": "{max_rows} ist mehr als die {limit} Zeilen, die eine Person beitragen darf",
        "zh": "{max_rows} 超过了每人可贡献的 {limit} 行上限",
        "el": "το {max_rows} είναι περισσότερο από τις {limit} γραμμές που μπορεί να συνεισφέρει ένα πρόσωπο"},
    "give the most rows one person may really contribute; extra rows are left out": {
        "de": "geben Sie an, wie viele Zeilen eine Person tatsächlich höchstens beitragen kann; weitere Zeilen "
              "werden weggelassen",
        "zh": "请给出每人实际最多可能贡献的行数；多余的行将被舍弃",
        "el": "δώστε πόσες γραμμές μπορεί πράγματι να συνεισφέρει το πολύ ένα πρόσωπο· οι επιπλέον γραμμές "
              "παραλείπονται"},
    "name a date or number column that orders each person's rows, e.g. an admission date": {
        "de": "nennen Sie eine Datums- oder Zahlenspalte, die die Zeilen jeder Person ordnet, z. B. ein Aufnahmedatum",
        "zh": "请指定一个用于给每个人的各行排序的日期列或数值列，例如入院日期",
        "el": "ορίστε μια στήλη ημερομηνίας ή αριθμού που ταξινομεί τις γραμμές κάθε προσώπου, π.χ. μια "
              "ημερομηνία εισαγωγής"},
    "a person's rows cannot be ordered by the person's own id": {
        "de": "die Zeilen einer Person können nicht nach der eigenen ID der Person geordnet werden",
        "zh": "个人的各行不能按此人自己的标识排序",
        "el": "οι γραμμές ενός προσώπου δεν μπορούν να ταξινομηθούν με το ίδιο το αναγνωριστικό του προσώπου"},
    "name a date or number column, or leave order_by out": {
        "de": "nennen Sie eine Datums- oder Zahlenspalte, oder lassen Sie order_by weg",
        "zh": "请指定一个日期列或数值列，或省略 order_by",
        "el": "ορίστε μια στήλη ημερομηνίας ή αριθμού, ή παραλείψτε το order_by"},
    "the queries' epsilons add up to {spent}, more than the budget of {budget}": {
        "de": "die Epsilons der Abfragen ergeben zusammen {spent}, mehr als das Budget von {budget}",
        "zh": "各查询的 epsilon 之和为 {spent}，超过了预算 {budget}",
        "el": "τα epsilon των ερωτημάτων αθροίζονται σε {spent}, περισσότερο από τον προϋπολογισμό των {budget}"},
    "lower some queries' epsilons or remove a query": {
        "de": "senken Sie die Epsilons einiger Abfragen oder entfernen Sie eine Abfrage",
        "zh": "请降低部分查询的 epsilon，或删除一个查询",
        "el": "μειώστε τα epsilon ορισμένων ερωτημάτων ή αφαιρέστε ένα ερώτημα"},
    "the deltas of the queries that discover keys add up to {chosen}, which leaves nothing of the budget's delta "
    "of {delta} for zCDP": {
        "de": "die Deltas der Abfragen, die Schlüssel entdecken, ergeben zusammen {chosen}; damit bleibt vom Delta "
              "des Budgets ({delta}) nichts für zCDP übrig",
        "zh": "发现键的查询的 delta 之和为 {chosen}，预算的 delta {delta} 已无剩余可用于 zCDP",
        "el": "τα delta των ερωτημάτων που ανακαλύπτουν κλειδιά αθροίζονται σε {chosen}, οπότε δεν μένει τίποτα "
              "από το delta {delta} του προϋπολογισμού για το zCDP"},
    "raise the budget's delta, or lower theirs (e.g. a tenth of the budget's each)": {
        "de": "erhöhen Sie das Delta des Budgets, oder senken Sie die der Abfragen (z. B. je ein Zehntel des "
              "Budget-Deltas)",
        "zh": "请提高预算的 delta，或降低这些查询的 delta（例如各为预算 delta 的十分之一）",
        "el": "αυξήστε το delta του προϋπολογισμού ή μειώστε τα δικά τους (π.χ. το ένα δέκατο του delta του "
              "προϋπολογισμού το καθένα)"},
    "the queries' deltas add up to {spent}, more than the budget's delta of {budget}": {
        "de": "die Deltas der Abfragen ergeben zusammen {spent}, mehr als das Delta des Budgets von {budget}",
        "zh": "各查询的 delta 之和为 {spent}，超过了预算的 delta {budget}",
        "el": "τα delta των ερωτημάτων αθροίζονται σε {spent}, περισσότερο από το delta {budget} του "
              "προϋπολογισμού"},
    "lower the deltas or use pure-epsilon mechanisms": {
        "de": "senken Sie die Deltas, oder verwenden Sie reine Epsilon-Mechanismen",
        "zh": "请降低 delta，或使用纯 epsilon 机制",
        "el": "μειώστε τα delta ή χρησιμοποιήστε μηχανισμούς μόνο με epsilon"},
    "must be greater than 0 (got {raw})": {
        "de": "muss größer als 0 sein (angegeben: {raw})", "zh": "必须大于 0（当前为 {raw}）",
        "el": "πρέπει να είναι μεγαλύτερο από 0 (δόθηκε {raw})"},
    "{raw} is outside 0.0001 to 100": {
        "de": "{raw} liegt außerhalb von 0.0001 bis 100", "zh": "{raw} 不在 0.0001 到 100 之间",
        "el": "το {raw} είναι εκτός του εύρους 0.0001 έως 100"},
    "an epsilon above 100 protects no one, and one below 0.0001 needs noise too large to compute with; choose "
    "one in between": {
        "de": "ein Epsilon über 100 schützt niemanden, und eines unter 0.0001 braucht ein Rauschen, das zu groß "
              "zum Rechnen ist; wählen Sie eines dazwischen",
        "zh": "大于 100 的 epsilon 起不到任何保护作用，小于 0.0001 的 epsilon 所需的噪声过大而无法计算；"
              "请选择介于两者之间的值",
        "el": "ένα epsilon πάνω από 100 δεν προστατεύει κανέναν, και ένα κάτω από 0.0001 χρειάζεται θόρυβο πολύ "
              "μεγάλο για να υπολογιστεί· επιλέξτε ένα ενδιάμεσο"},
    "must be at least 0 and below 1 (got {raw})": {
        "de": "muss mindestens 0 und kleiner als 1 sein (angegeben: {raw})",
        "zh": "必须大于等于 0 且小于 1（当前为 {raw}）",
        "el": "πρέπει να είναι τουλάχιστον 0 και κάτω από 1 (δόθηκε {raw})"},
    "delta should be far below 1/(number of people), e.g. 1e-7": {
        "de": "Delta sollte weit unter 1/(Zahl der Personen) liegen, z. B. 1e-7",
        "zh": "delta 应远小于 1/（人数），例如 1e-7",
        "el": "το delta πρέπει να είναι πολύ κάτω από 1/(πλήθος προσώπων), π.χ. 1e-7"},
    "missing: a plan needs at least one query": {
        "de": "fehlt: ein Plan braucht mindestens eine Abfrage", "zh": "缺失：计划至少需要一个查询",
        "el": "λείπει: ένα σχέδιο χρειάζεται τουλάχιστον ένα ερώτημα"},
    "write them as [{...}, {...}]": {
        "de": "schreiben Sie sie als [{...}, {...}]", "zh": "请写成 [{...}, {...}]",
        "el": "γράψτε τα ως [{...}, {...}]"},
    "{length} characters is too long for an id (at most {limit}: it names files in the release)": {
        "de": "{length} Zeichen sind zu lang für eine ID (höchstens {limit}: sie benennt Dateien der "
              "Veröffentlichung)",
        "zh": "{length} 个字符对 ID 来说太长（至多 {limit} 个：ID 用于为发布中的文件命名）",
        "el": "{length} χαρακτήρες είναι πολλοί για αναγνωριστικό (το πολύ {limit}: ονομάζει αρχεία της "
              "δημοσίευσης)"},
    "give the query a short name": {
        "de": "geben Sie der Abfrage einen kurzen Namen", "zh": "请给查询起一个简短的名称",
        "el": "δώστε στο ερώτημα ένα σύντομο όνομα"},
    "an id names files and sheets of the release: use letters, digits, - and _": {
        "de": "eine ID benennt Dateien und Tabellenblätter der Veröffentlichung: verwenden Sie Buchstaben, "
              "Ziffern, - und _",
        "zh": "ID 用于为发布中的文件和工作表命名：请使用字母、数字、- 和 _",
        "el": "ένα αναγνωριστικό ονομάζει αρχεία και φύλλα της δημοσίευσης: χρησιμοποιήστε γράμματα, ψηφία, "
              "- και _"},
    "missing: give the query an id (a short name)": {
        "de": "fehlt: geben Sie der Abfrage eine ID (einen kurzen Namen)", "zh": "缺失：请给查询一个 ID（简短的名称）",
        "el": "λείπει: δώστε στο ερώτημα ένα αναγνωριστικό (ένα σύντομο όνομα)"},
    "another query has the same id": {
        "de": "eine andere Abfrage hat dieselbe ID", "zh": "另一个查询使用了相同的 ID",
        "el": "ένα άλλο ερώτημα έχει το ίδιο αναγνωριστικό"},
    "give each query its own id": {
        "de": "geben Sie jeder Abfrage eine eigene ID", "zh": "请为每个查询指定各自的 ID",
        "el": "δώστε σε κάθε ερώτημα το δικό του αναγνωριστικό"},
    "'{target}' is not the id of a count query in this plan": {
        "de": "'{target}' ist nicht die ID einer Anzahl-Abfrage in diesem Plan",
        "zh": "'{target}' 不是本计划中某个计数查询的 ID",
        "el": "το '{target}' δεν είναι αναγνωριστικό ερωτήματος πλήθους σε αυτό το σχέδιο"},
    "add a count query of the same rows and name it here": {
        "de": "fügen Sie eine Anzahl-Abfrage über dieselben Zeilen hinzu und nennen Sie sie hier",
        "zh": "请添加一个针对相同行的计数查询，并在此处指定它",
        "el": "προσθέστε ένα ερώτημα πλήθους για τις ίδιες γραμμές και ορίστε το εδώ"},
    "the count '{target}' must have the same filter (where) as the cells": {
        "de": "die Anzahl '{target}' muss denselben Filter (where) haben wie die Zellen",
        "zh": "计数 '{target}' 必须与这些单元格使用相同的筛选条件（where）",
        "el": "το πλήθος '{target}' πρέπει να έχει το ίδιο φίλτρο (where) με τα κελιά"},
    "cells can be made to add up only under discrete mechanisms": {
        "de": "Zellen können nur bei diskreten Mechanismen auf eine Summe abgestimmt werden",
        "zh": "只有在离散机制下才能使单元格之和相符",
        "el": "τα κελιά μπορούν να αθροίζονται σε ένα σύνολο μόνο με διακριτούς μηχανισμούς"},
    "remove the mechanism, or choose discrete_laplace or discrete_gaussian": {
        "de": "entfernen Sie den Mechanismus, oder wählen Sie discrete_laplace oder discrete_gaussian",
        "zh": "请删除该机制，或选择 discrete_laplace 或 discrete_gaussian",
        "el": "αφαιρέστε τον μηχανισμό ή επιλέξτε discrete_laplace ή discrete_gaussian"},
    "must be a list of columns declared in 'columns'": {
        "de": "muss eine Liste von in 'columns' angegebenen Spalten sein", "zh": "必须是在 'columns' 中声明的列的列表",
        "el": "πρέπει να είναι κατάλογος στηλών δηλωμένων στο 'columns'"},

    # -- one query (plan/query_reading.py) ---------------------------------------------------------------
    "under zCDP accounting a query has no delta of its own: the budget's delta covers the whole release": {
        "de": "bei der Budgetrechnung zCDP hat eine Abfrage kein eigenes Delta: das Delta des Budgets gilt für "
              "die ganze Veröffentlichung",
        "zh": "在 zCDP 核算下，查询没有自己的 delta：预算的 delta 覆盖整个发布",
        "el": "με λογιστική zCDP ένα ερώτημα δεν έχει δικό του delta: το delta του προϋπολογισμού καλύπτει "
              "ολόκληρη τη δημοσίευση"},
    "remove the query's delta; its epsilon is its share of the budget": {
        "de": "entfernen Sie das Delta der Abfrage; ihr Epsilon ist ihr Anteil am Budget",
        "zh": "请删除该查询的 delta；它的 epsilon 就是它在预算中的份额",
        "el": "αφαιρέστε το delta του ερωτήματος· το epsilon του είναι το μερίδιό του στον προϋπολογισμό"},
    "{mechanism} needs whole-number bounds": {
        "de": "{mechanism} braucht ganzzahlige Schranken", "zh": "{mechanism} 需要整数上下界",
        "el": "το {mechanism} χρειάζεται ακέραια όρια"},
    "use whole-number bounds, or {mechanism}": {
        "de": "verwenden Sie ganzzahlige Schranken, oder {mechanism}", "zh": "请使用整数上下界，或改用 {mechanism}",
        "el": "χρησιμοποιήστε ακέραια όρια ή το {mechanism}"},
    "clamp_nonnegative needs a lower bound of at least 0": {
        "de": "clamp_nonnegative braucht eine untere Schranke von mindestens 0",
        "zh": "clamp_nonnegative 要求下界至少为 0",
        "el": "το clamp_nonnegative χρειάζεται κάτω όριο τουλάχιστον 0"},
    "a sum over values that can be negative may itself be negative": {
        "de": "eine Summe über Werte, die negativ sein können, kann selbst negativ sein",
        "zh": "对可能为负的值求和，结果本身也可能为负",
        "el": "ένα άθροισμα τιμών που μπορεί να είναι αρνητικές μπορεί κι αυτό να είναι αρνητικό"},
    "{mechanism} cannot answer a {kind} query": {
        "de": "{mechanism} kann keine Abfrage der Art {kind} beantworten", "zh": "{mechanism} 无法回答 {kind} 查询",
        "el": "το {mechanism} δεν μπορεί να απαντήσει σε ερώτημα {kind}"},
    "use one of {names}": {
        "de": "verwenden Sie eines davon: {names}", "zh": "请使用以下之一：{names}",
        "el": "χρησιμοποιήστε ένα από: {names}"},
    "the {mechanism} mechanism needs a delta above 0": {
        "de": "der Mechanismus {mechanism} braucht ein Delta über 0", "zh": "{mechanism} 机制需要大于 0 的 delta",
        "el": "ο μηχανισμός {mechanism} χρειάζεται delta πάνω από 0"},
    "give a delta such as 1e-7, or use a Laplace mechanism": {
        "de": "geben Sie ein Delta wie 1e-7 an, oder verwenden Sie einen Laplace-Mechanismus",
        "zh": "请给出一个 delta，例如 1e-7，或使用拉普拉斯机制",
        "el": "δώστε ένα delta όπως 1e-7 ή χρησιμοποιήστε μηχανισμό Laplace"},
    "the {mechanism} mechanism spends no delta": {
        "de": "der Mechanismus {mechanism} verbraucht kein Delta", "zh": "{mechanism} 机制不消耗 delta",
        "el": "ο μηχανισμός {mechanism} δεν δαπανά delta"},
    "remove the delta, or choose a gaussian mechanism": {
        "de": "entfernen Sie das Delta, oder wählen Sie einen Gauß-Mechanismus", "zh": "请删除 delta，或选择高斯机制",
        "el": "αφαιρέστε το delta ή επιλέξτε μηχανισμό Gauss"},
    "must be the id of a count query": {
        "de": "muss die ID einer Anzahl-Abfrage sein", "zh": "必须是某个计数查询的 ID",
        "el": "πρέπει να είναι το αναγνωριστικό ενός ερωτήματος πλήθους"},
    "cells kept at 0 or above must add up to a count kept at 0 or above: '{target}' is not": {
        "de": "Zellen, die bei 0 oder darüber gehalten werden, müssen sich zu einer Anzahl addieren, die ebenfalls "
              "bei 0 oder darüber gehalten wird: '{target}' wird es nicht",
        "zh": "保持不小于 0 的单元格，其合计也必须是保持不小于 0 的计数：'{target}' 不是",
        "el": "κελιά που κρατούνται στο 0 ή πάνω πρέπει να αθροίζονται σε πλήθος που κρατείται επίσης στο 0 ή "
              "πάνω: το '{target}' δεν κρατείται"},
    "add clamp_nonnegative to the postprocess of '{target}', or remove it from these cells": {
        "de": "fügen Sie clamp_nonnegative zur Nachbearbeitung (postprocess) von '{target}' hinzu, oder entfernen "
              "Sie es bei diesen Zellen",
        "zh": "请在 '{target}' 的后处理（postprocess）中加入 clamp_nonnegative，或从这些单元格中去掉它",
        "el": "προσθέστε το clamp_nonnegative στη μετεπεξεργασία (postprocess) του '{target}' ή αφαιρέστε το από "
              "αυτά τα κελιά"},
    "{raw} is not a list of allowed steps": {
        "de": "{raw} ist keine Liste erlaubter Schritte", "zh": "{raw} 不是由允许的步骤组成的列表",
        "el": "το {raw} δεν είναι κατάλογος επιτρεπόμενων βημάτων"},
    "allowed: {steps}": {"de": "erlaubt: {steps}", "zh": "允许的步骤：{steps}", "el": "επιτρέπονται: {steps}"},
    "missing: name a column": {"de": "fehlt: nennen Sie eine Spalte", "zh": "缺失：请指定一列",
                               "el": "λείπει: ορίστε μια στήλη"},
    "column '{name}' is not declared in 'columns'": {
        "de": "die Spalte '{name}' ist nicht in 'columns' angegeben", "zh": "列 '{name}' 未在 'columns' 中声明",
        "el": "η στήλη '{name}' δεν είναι δηλωμένη στο 'columns'"},
    "add it to 'columns' with its role": {
        "de": "fügen Sie sie mit ihrer Rolle zu 'columns' hinzu", "zh": "请将其连同角色加入 'columns'",
        "el": "προσθέστε την στο 'columns' με τον ρόλο της"},
    "column '{name}' is a direct identifier and can never be queried": {
        "de": "die Spalte '{name}' ist ein direkter Identifikator und kann nie abgefragt werden",
        "zh": "列 '{name}' 是直接标识符，永远不能被查询",
        "el": "η στήλη '{name}' είναι άμεσο αναγνωριστικό και δεν μπορεί ποτέ να ερωτηθεί"},
    "change its role if it is not an identifier": {
        "de": "ändern Sie ihre Rolle, wenn sie kein Identifikator ist", "zh": "如果它不是标识符，请更改其角色",
        "el": "αλλάξτε τον ρόλο της αν δεν είναι αναγνωριστικό"},
    "must be a non-empty list of the public categories": {
        "de": "muss eine nicht leere Liste der öffentlichen Kategorien sein", "zh": "必须是非空的公开类别列表",
        "el": "πρέπει να είναι ένας μη κενός κατάλογος των δημόσιων κατηγοριών"},
    "list every value the column may take; it must not be taken from the data unless that list is public": {
        "de": "führen Sie jeden Wert auf, den die Spalte annehmen kann; die Liste darf nicht aus den Daten "
              "genommen werden, außer sie ist öffentlich",
        "zh": "请列出该列可能取的每一个值；除非该列表是公开的，否则不得取自数据",
        "el": "απαριθμήστε κάθε τιμή που μπορεί να πάρει η στήλη· ο κατάλογος δεν πρέπει να λαμβάνεται από τα "
              "δεδομένα, εκτός αν είναι δημόσιος"},
    "{value} is not a category (use text or numbers)": {
        "de": "{value} ist keine Kategorie (verwenden Sie Text oder Zahlen)", "zh": "{value} 不是类别（请使用文本或数字）",
        "el": "το {value} δεν είναι κατηγορία (χρησιμοποιήστε κείμενο ή αριθμούς)"},
    "a category of column '{column}' is {length} characters long (at most {limit}): {start}": {
        "de": "eine Kategorie der Spalte '{column}' ist {length} Zeichen lang (höchstens {limit}): {start}",
        "zh": "列 '{column}' 的一个类别长达 {length} 个字符（至多 {limit} 个）：{start}",
        "el": "μια κατηγορία της στήλης '{column}' έχει μήκος {length} χαρακτήρες (το πολύ {limit}): {start}"},
    "a category is {length} characters long (at most {limit}): {start}": {
        "de": "eine Kategorie ist {length} Zeichen lang (höchstens {limit}): {start}",
        "zh": "一个类别长达 {length} 个字符（至多 {limit} 个）：{start}",
        "el": "μια κατηγορία έχει μήκος {length} χαρακτήρες (το πολύ {limit}): {start}"},
    "shorten the label: it is printed in every file, chart and table of the release": {
        "de": "kürzen Sie die Bezeichnung: sie steht in jeder Datei, jedem Diagramm und jeder Tabelle der "
              "Veröffentlichung",
        "zh": "请缩短该标签：它会出现在发布的每个文件、图表和表格中",
        "el": "συντομεύστε την ετικέτα: τυπώνεται σε κάθε αρχείο, γράφημα και πίνακα της δημοσίευσης"},
    "{count} categories are too many (fewer than {limit}: each is a noisy count in the release)": {
        "de": "{count} Kategorien sind zu viele (weniger als {limit}: jede ist eine verrauschte Anzahl in der "
              "Veröffentlichung)",
        "zh": "{count} 个类别太多（须少于 {limit} 个：每个类别都是发布中的一个加噪计数）",
        "el": "{count} κατηγορίες είναι υπερβολικά πολλές (λιγότερες από {limit}: καθεμία είναι ένα πλήθος με "
              "θόρυβο στη δημοσίευση)"},
    "merge categories": {"de": "fassen Sie Kategorien zusammen", "zh": "请合并类别", "el": "συγχωνεύστε κατηγορίες"},
    "categories listed twice: {categories}": {
        "de": "doppelt aufgeführte Kategorien: {categories}", "zh": "重复列出的类别：{categories}",
        "el": "κατηγορίες που αναφέρονται δύο φορές: {categories}"},
    "'(other)' is added automatically for values outside the list": {
        "de": "'(other)' wird für Werte außerhalb der Liste automatisch hinzugefügt",
        "zh": "'(other)' 会自动添加，用于列表之外的值",
        "el": "το '(other)' προστίθεται αυτόματα για τιμές εκτός του καταλόγου"},
    "must be [lower, upper]": {
        "de": "muss [untere Schranke, obere Schranke] sein", "zh": "必须为 [下界, 上界]",
        "el": "πρέπει να είναι [κάτω όριο, άνω όριο]"},
    "declare the range from what you know of the column, not from the data": {
        "de": "geben Sie den Bereich nach Ihrem Wissen über die Spalte an, nicht aus den Daten",
        "zh": "请根据您对该列的了解声明取值范围，而不是根据数据",
        "el": "δηλώστε το εύρος με βάση όσα γνωρίζετε για τη στήλη, όχι από τα δεδομένα"},
    "{value} is not a finite number": {
        "de": "{value} ist keine endliche Zahl", "zh": "{value} 不是有限数",
        "el": "το {value} δεν είναι πεπερασμένος αριθμός"},
    "the lower bound {lower} must be below the upper bound {upper}": {
        "de": "die untere Schranke {lower} muss kleiner als die obere Schranke {upper} sein",
        "zh": "下界 {lower} 必须小于上界 {upper}",
        "el": "το κάτω όριο {lower} πρέπει να είναι μικρότερο από το άνω όριο {upper}"},

    # -- each kind's fields (plan/kind_fields.py, plan/limits.py) -----------------------------------------
    "a binned column has no category list: its bins are its cells": {
        "de": "eine in Klassen eingeteilte Spalte hat keine Kategorienliste: ihre Klassen sind ihre Zellen",
        "zh": "已分箱的列没有类别列表：它的分箱就是它的单元格",
        "el": "μια στήλη χωρισμένη σε διαστήματα δεν έχει κατάλογο κατηγοριών: τα διαστήματά της είναι τα κελιά "
              "της"},
    "give either categories or bins": _EITHER,
    "{raw} must be a number from 0.01 to below 1": {
        "de": "{raw} muss eine Zahl von 0.01 bis unter 1 sein", "zh": "{raw} 必须是大于等于 0.01 且小于 1 的数",
        "el": "το {raw} πρέπει να είναι αριθμός από 0.01 έως κάτω από 1"},
    "the share of epsilon spent on the noisy number of rows, e.g. 0.1": {
        "de": "der Anteil von Epsilon, der auf die verrauschte Zeilenzahl entfällt, z. B. 0.1",
        "zh": "用于加噪行数的 epsilon 份额，例如 0.1",
        "el": "το μερίδιο του epsilon που δαπανάται για το πλήθος γραμμών με θόρυβο, π.χ. 0.1"},
    "a cross-tab needs a list of 2 or 3 different columns": {
        "de": "eine Kreuztabelle braucht eine Liste von 2 oder 3 verschiedenen Spalten",
        "zh": "交叉表需要由 2 或 3 个不同列组成的列表",
        "el": "ένας πίνακας διπλής εισόδου χρειάζεται κατάλογο 2 ή 3 διαφορετικών στηλών"},
    "must give the public category list of each column: {column: [...]}": {
        "de": "muss die öffentliche Kategorienliste jeder Spalte angeben: {column: [...]}",
        "zh": "必须给出每一列的公开类别列表：{column: [...]}",
        "el": "πρέπει να δίνει τον δημόσιο κατάλογο κατηγοριών κάθε στήλης: {column: [...]}"},
    "or bins for a numeric column": _OR_BINS,
    "is not one of the cross-tab's columns": {
        "de": "ist keine der Spalten der Kreuztabelle", "zh": "不是该交叉表的列之一",
        "el": "δεν είναι μία από τις στήλες του πίνακα διπλής εισόδου"},
    "the cross-tab would have {cells} cells (at most {limit}: each is a noisy count in the release)": {
        "de": "die Kreuztabelle hätte {cells} Zellen (höchstens {limit}: jede ist eine verrauschte Anzahl in der "
              "Veröffentlichung)",
        "zh": "该交叉表将有 {cells} 个单元格（至多 {limit} 个：每个都是发布中的一个加噪计数）",
        "el": "ο πίνακας διπλής εισόδου θα είχε {cells} κελιά (το πολύ {limit}: καθένα είναι ένα πλήθος με "
              "θόρυβο στη δημοσίευση)"},
    "merge categories, or cross fewer columns": {
        "de": "fassen Sie Kategorien zusammen, oder kreuzen Sie weniger Spalten", "zh": "请合并类别，或减少交叉的列数",
        "el": "συγχωνεύστε κατηγορίες ή διασταυρώστε λιγότερες στήλες"},
    "{value} is beyond the largest bound a sum or mean may have (±{limit}: the noise scale is a bound times "
    "max_rows divided by epsilon, and must stay finite)": {
        "de": "{value} liegt jenseits der größten Schranke, die eine Summe oder ein Mittelwert haben darf "
              "(±{limit}: die Skala des Rauschens ist eine Schranke mal max_rows geteilt durch Epsilon und muss "
              "endlich bleiben)",
        "zh": "{value} 超出了总和或均值所允许的最大界（±{limit}：噪声尺度等于界乘以 max_rows 再除以 epsilon，"
              "必须保持有限）",
        "el": "το {value} είναι πέρα από το μεγαλύτερο όριο που μπορεί να έχει ένα άθροισμα ή ένας μέσος όρος "
              "(±{limit}: η κλίμακα του θορύβου είναι ένα όριο επί max_rows διά epsilon και πρέπει να μένει "
              "πεπερασμένη)"},
    "declare the range the values can really take": {
        "de": "geben Sie den Bereich an, den die Werte tatsächlich annehmen können",
        "zh": "请声明这些值实际可能的取值范围", "el": "δηλώστε το εύρος που μπορούν πράγματι να πάρουν οι τιμές"},
    "the range is too wide: the quantile's candidate values would overflow to infinity": {
        "de": "der Bereich ist zu weit: die Kandidatenwerte des Quantils würden nach unendlich überlaufen",
        "zh": "范围过宽：分位数的候选值会溢出为无穷大",
        "el": "το εύρος είναι υπερβολικά μεγάλο: οι υποψήφιες τιμές του ποσοστημορίου θα υπερχείλιζαν στο άπειρο"},
    "declare bounds less than about 1e308 apart": {
        "de": "geben Sie Schranken an, die weniger als etwa 1e308 auseinanderliegen",
        "zh": "请声明相距小于约 1e308 的上下界", "el": "δηλώστε όρια που απέχουν λιγότερο από περίπου 1e308"},
    "{quantile} must be a number between 0 and 1, e.g. 0.5 for the median": {
        "de": "{quantile} muss eine Zahl zwischen 0 und 1 sein, z. B. 0.5 für den Median",
        "zh": "{quantile} 必须是介于 0 和 1 之间的数，例如中位数为 0.5",
        "el": "το {quantile} πρέπει να είναι αριθμός μεταξύ 0 και 1, π.χ. 0.5 για τη διάμεσο"},
    "{quantile} has more than 3 decimal places": {
        "de": "{quantile} hat mehr als 3 Nachkommastellen", "zh": "{quantile} 的小数位超过 3 位",
        "el": "το {quantile} έχει περισσότερα από 3 δεκαδικά ψηφία"},
    "use a quantile such as 0.333 or 0.005; the scorer works with thousandths": {
        "de": "verwenden Sie ein Quantil wie 0.333 oder 0.005; die Bewertung rechnet in Tausendsteln",
        "zh": "请使用 0.333 或 0.005 这样的分位数；评分以千分之一为单位",
        "el": "χρησιμοποιήστε ποσοστημόριο όπως 0.333 ή 0.005· η βαθμολόγηση δουλεύει με χιλιοστά"},

    # -- groups (plan/grouping.py) -----------------------------------------------------------------------
    "{field} of a {kind} query name its groups": {
        "de": "{field} einer Abfrage der Art {kind} benennen ihre Gruppen", "zh": "{kind} 查询的 {field} 用于指定其分组",
        "el": "τα {field} ενός ερωτήματος {kind} ορίζουν τις ομάδες του"},
    "add group_by with the columns to group by, or remove this field": {
        "de": "fügen Sie group_by mit den Spalten hinzu, nach denen gruppiert wird, oder entfernen Sie dieses Feld",
        "zh": "请添加 group_by 并给出用于分组的列，或删除此字段",
        "el": "προσθέστε group_by με τις στήλες ομαδοποίησης ή αφαιρέστε αυτό το πεδίο"},
    "must be a list of 1 to {count} different columns": {
        "de": "muss eine Liste von 1 bis {count} verschiedenen Spalten sein",
        "zh": "必须是由 1 到 {count} 个不同列组成的列表",
        "el": "πρέπει να είναι κατάλογος 1 έως {count} διαφορετικών στηλών"},
    'e.g. "group_by": ["ward"]': {
        "de": 'z. B. "group_by": ["ward"]', "zh": '例如 "group_by": ["ward"]', "el": 'π.χ. "group_by": ["ward"]'},
    "must give each group column's public categories: {column: [...]}": {
        "de": "muss die öffentlichen Kategorien jeder Gruppenspalte angeben: {column: [...]}",
        "zh": "必须给出每个分组列的公开类别：{column: [...]}",
        "el": "πρέπει να δίνει τις δημόσιες κατηγορίες κάθε στήλης ομαδοποίησης: {column: [...]}"},
    "a binned column has no category list: its bins are its groups": {
        "de": "eine in Klassen eingeteilte Spalte hat keine Kategorienliste: ihre Klassen sind ihre Gruppen",
        "zh": "已分箱的列没有类别列表：它的分箱就是它的分组",
        "el": "μια στήλη χωρισμένη σε διαστήματα δεν έχει κατάλογο κατηγοριών: τα διαστήματά της είναι οι "
              "ομάδες της"},
    "the groups of '{name}' are not declared": {
        "de": "die Gruppen von '{name}' sind nicht angegeben", "zh": "'{name}' 的分组未声明",
        "el": "οι ομάδες του '{name}' δεν είναι δηλωμένες"},
    "list its public categories, or give bins for a numeric column": {
        "de": "führen Sie ihre öffentlichen Kategorien auf, oder geben Sie Klassen für eine numerische Spalte an",
        "zh": "请列出其公开类别，或为数值列给出分箱",
        "el": "απαριθμήστε τις δημόσιες κατηγορίες της ή δώστε διαστήματα για αριθμητική στήλη"},
    "is not one of the query's group_by columns": {
        "de": "ist keine der group_by-Spalten der Abfrage", "zh": "不是该查询的 group_by 列之一",
        "el": "δεν είναι μία από τις στήλες group_by του ερωτήματος"},
    "the query would have {groups} groups (at most {limit}: each is a noisy value in the release)": {
        "de": "die Abfrage hätte {groups} Gruppen (höchstens {limit}: jede ist ein verrauschter Wert in der "
              "Veröffentlichung)",
        "zh": "该查询将有 {groups} 个分组（至多 {limit} 个：每个都是发布中的一个加噪值）",
        "el": "το ερώτημα θα είχε {groups} ομάδες (το πολύ {limit}: καθεμία είναι μια τιμή με θόρυβο στη "
              "δημοσίευση)"},
    "merge categories or bins, or group by fewer columns": {
        "de": "fassen Sie Kategorien oder Klassen zusammen, oder gruppieren Sie nach weniger Spalten",
        "zh": "请合并类别或分箱，或按更少的列分组",
        "el": "συγχωνεύστε κατηγορίες ή διαστήματα ή ομαδοποιήστε με λιγότερες στήλες"},

    # -- bins (plan/bins.py) -----------------------------------------------------------------------------
    'must be an object {"column": [edges]}': {
        "de": 'muss ein Objekt {"column": [edges]} sein', "zh": '必须是对象 {"column": [edges]}',
        "el": 'πρέπει να είναι αντικείμενο {"column": [edges]}'},
    'e.g. {"age": [0, 18, 65, 120]}': {
        "de": 'z. B. {"age": [0, 18, 65, 120]}', "zh": '例如 {"age": [0, 18, 65, 120]}',
        "el": 'π.χ. {"age": [0, 18, 65, 120]}'},
    "is not a column this query groups or counts by": {
        "de": "ist keine Spalte, nach der diese Abfrage gruppiert oder zählt", "zh": "不是该查询用于分组或计数的列",
        "el": "δεν είναι στήλη με την οποία ομαδοποιεί ή μετρά αυτό το ερώτημα"},
    "bin only the query's own column(s)": {
        "de": "teilen Sie nur die eigene(n) Spalte(n) der Abfrage in Klassen ein", "zh": "只对该查询自己的列分箱",
        "el": "χωρίστε σε διαστήματα μόνο τις στήλες του ίδιου του ερωτήματος"},
    "must be a list of at least 2 edges": {
        "de": "muss eine Liste von mindestens 2 Klassengrenzen sein", "zh": "必须是至少包含 2 个边界的列表",
        "el": "πρέπει να είναι κατάλογος με τουλάχιστον 2 όρια διαστημάτων"},
    "{edge} is not a date written YYYY-MM-DD": {
        "de": "{edge} ist kein Datum im Format YYYY-MM-DD", "zh": "{edge} 不是按 YYYY-MM-DD 书写的日期",
        "el": "το {edge} δεν είναι ημερομηνία γραμμένη YYYY-MM-DD"},
    "every edge must be a finite number, or every one a date written YYYY-MM-DD": {
        "de": "jede Klassengrenze muss eine endliche Zahl sein, oder jede ein Datum im Format YYYY-MM-DD",
        "zh": "每个边界都必须是有限数，或者每个都是按 YYYY-MM-DD 书写的日期",
        "el": "κάθε όριο πρέπει να είναι πεπερασμένος αριθμός, ή κάθε ένα ημερομηνία γραμμένη YYYY-MM-DD"},
    "the edges must be strictly increasing": {
        "de": "die Klassengrenzen müssen streng aufsteigend sein", "zh": "边界必须严格递增",
        "el": "τα όρια πρέπει να είναι γνησίως αύξοντα"},
    "{count} bins are too many (at most {limit})": {
        "de": "{count} Klassen sind zu viele (höchstens {limit})", "zh": "{count} 个分箱太多（至多 {limit} 个）",
        "el": "{count} διαστήματα είναι υπερβολικά πολλά (το πολύ {limit})"},
    'give the edges of the bins in increasing order, e.g. [0, 18, 65, 120] or ["2024-01-01", "2024-04-01", '
    '"2024-07-01"]': {
        "de": 'geben Sie die Klassengrenzen in aufsteigender Reihenfolge an, z. B. [0, 18, 65, 120] oder '
              '["2024-01-01", "2024-04-01", "2024-07-01"]',
        "zh": '请按递增顺序给出分箱的边界，例如 [0, 18, 65, 120] 或 ["2024-01-01", "2024-04-01", "2024-07-01"]',
        "el": 'δώστε τα όρια των διαστημάτων σε αύξουσα σειρά, π.χ. [0, 18, 65, 120] ή ["2024-01-01", '
              '"2024-04-01", "2024-07-01"]'},

    # -- keys found in the table (plan/discovery_rule.py) ---------------------------------------------------
    "a {kind}'s groups cannot be discovered: only a count, a histogram or a cross-tab finds keys": {
        "de": "die Gruppen einer Abfrage der Art {kind} können nicht entdeckt werden: nur eine Anzahl, ein "
              "Histogramm oder eine Kreuztabelle findet Schlüssel",
        "zh": "{kind} 的分组无法被发现：只有计数、直方图或交叉表能发现键",
        "el": "οι ομάδες ενός ερωτήματος {kind} δεν μπορούν να ανακαλυφθούν: μόνο ένα πλήθος, ένα ιστόγραμμα ή "
              "ένας πίνακας διπλής εισόδου βρίσκει κλειδιά"},
    "discover the keys with a grouped count in one release; a later release may then list the keys it published "
    "as public categories": {
        "de": "entdecken Sie die Schlüssel mit einer gruppierten Anzahl in einer Veröffentlichung; eine spätere "
              "Veröffentlichung kann dann die veröffentlichten Schlüssel als öffentliche Kategorien aufführen",
        "zh": "请先在一次发布中用分组计数发现键；之后的发布可以把已发布的键列为公开类别",
        "el": "ανακαλύψτε τα κλειδιά με ένα ομαδοποιημένο πλήθος σε μια δημοσίευση· μια επόμενη δημοσίευση "
              "μπορεί τότε να απαριθμήσει τα κλειδιά που δημοσιεύτηκαν ως δημόσιες κατηγορίες"},
    "discovering keys needs a delta: it bounds the chance that a key only one person has is published": {
        "de": "das Entdecken von Schlüsseln braucht ein Delta: es begrenzt die Wahrscheinlichkeit, dass ein "
              "Schlüssel, den nur eine Person hat, veröffentlicht wird",
        "zh": "发现键需要 delta：它限制了只有一个人拥有的键被发布的概率",
        "el": "η ανακάλυψη κλειδιών χρειάζεται delta: περιορίζει την πιθανότητα να δημοσιευτεί ένα κλειδί που "
              "έχει μόνο ένα πρόσωπο"},
    "give the query a delta such as 1e-7": {
        "de": "geben Sie der Abfrage ein Delta wie 1e-7", "zh": "请给该查询一个 delta，例如 1e-7",
        "el": "δώστε στο ερώτημα ένα delta όπως 1e-7"},
    "keys are discovered with {expected} noise and a threshold under {accounting} accounting, not {mechanism}": {
        "de": "Schlüssel werden bei der Budgetrechnung {accounting} mit {expected}-Rauschen und einer Schwelle "
              "entdeckt, nicht mit {mechanism}",
        "zh": "在 {accounting} 核算下，键是用 {expected} 噪声和阈值发现的，而不是 {mechanism}",
        "el": "με λογιστική {accounting} τα κλειδιά ανακαλύπτονται με θόρυβο {expected} και κατώφλι, όχι με "
              "{mechanism}"},
    "remove the mechanism": {"de": "entfernen Sie den Mechanismus", "zh": "请删除该机制",
                             "el": "αφαιρέστε τον μηχανισμό"},
    "discovered keys cannot have {field}: which cells are published is itself noisy": {
        "de": "entdeckte Schlüssel können kein {field} haben: welche Zellen veröffentlicht werden, ist selbst "
              "verrauscht",
        "zh": "发现的键不能使用 {field}：哪些单元格会被发布本身就带有噪声",
        "el": "τα κλειδιά που ανακαλύπτονται δεν μπορούν να έχουν {field}: το ποια κελιά δημοσιεύονται έχει κι "
              "αυτό θόρυβο"},
    "list the categories to use {field}, or remove it": {
        "de": "führen Sie die Kategorien auf, um {field} zu verwenden, oder entfernen Sie es",
        "zh": "若要使用 {field}，请列出类别，或将其删除",
        "el": "απαριθμήστε τις κατηγορίες για να χρησιμοποιήσετε το {field} ή αφαιρέστε το"},

    # -- margins and the (other) cell (plan/margins_rule.py, plan/other_rule.py) ----------------------------
    "{raw} is not true or false": {
        "de": "{raw} ist weder true noch false", "zh": "{raw} 不是 true 或 false", "el": "το {raw} δεν είναι true ή false"},
    'write "margins": true to release margins': {
        "de": 'schreiben Sie "margins": true, um Randsummen zu veröffentlichen',
        "zh": '请写 "margins": true 以发布边际合计', "el": 'γράψτε "margins": true για να δημοσιευτούν περιθώρια'},
    "a count without group_by has no margins": {
        "de": "eine Anzahl ohne group_by hat keine Randsummen", "zh": "没有 group_by 的计数没有边际合计",
        "el": "ένα πλήθος χωρίς group_by δεν έχει περιθώρια"},
    "add group_by, or remove margins": {
        "de": "fügen Sie group_by hinzu, oder entfernen Sie die Randsummen", "zh": "请添加 group_by，或删除边际合计",
        "el": "προσθέστε group_by ή αφαιρέστε τα περιθώρια"},
    "margins and sum_to both make the cells add up: choose one": {
        "de": "Randsummen und sum_to stimmen beide die Zellen auf eine Summe ab: wählen Sie eines",
        "zh": "边际合计和 sum_to 都会使单元格之和相符：请二选一",
        "el": "τα περιθώρια και το sum_to κάνουν και τα δύο τα κελιά να αθροίζονται: επιλέξτε ένα"},
    "margins also measure the total; remove sum_to": {
        "de": "Randsummen messen auch die Gesamtsumme; entfernen Sie sum_to", "zh": "边际合计也会测量总计；请删除 sum_to",
        "el": "τα περιθώρια μετρούν και το σύνολο· αφαιρέστε το sum_to"},
    "{mechanism} cannot be used with margins": {
        "de": "{mechanism} kann nicht mit Randsummen verwendet werden", "zh": "{mechanism} 不能与边际合计一起使用",
        "el": "το {mechanism} δεν μπορεί να χρησιμοποιηθεί με περιθώρια"},
    "use {mechanism} (the default with margins): the consistent values' exact intervals need continuous noise": {
        "de": "verwenden Sie {mechanism} (die Voreinstellung mit Randsummen): die exakten Intervalle der "
              "abgestimmten Werte brauchen stetiges Rauschen",
        "zh": "请使用 {mechanism}（使用边际合计时的默认机制）：一致化后数值的精确区间需要连续噪声",
        "el": "χρησιμοποιήστε το {mechanism} (το προεπιλεγμένο με περιθώρια): τα ακριβή διαστήματα των συνεπών "
              "τιμών χρειάζονται συνεχή θόρυβο"},
    "{cells} cells are too many for margins (at most {limit})": {
        "de": "{cells} Zellen sind zu viele für Randsummen (höchstens {limit})",
        "zh": "{cells} 个单元格对边际合计来说太多（至多 {limit} 个）",
        "el": "{cells} κελιά είναι υπερβολικά πολλά για περιθώρια (το πολύ {limit})"},
    "merge categories or bins, or release the margins as queries of their own": {
        "de": "fassen Sie Kategorien oder Klassen zusammen, oder veröffentlichen Sie die Randsummen als eigene "
              "Abfragen",
        "zh": "请合并类别或分箱，或将边际合计作为单独的查询发布",
        "el": "συγχωνεύστε κατηγορίες ή διαστήματα ή δημοσιεύστε τα περιθώρια ως ξεχωριστά ερωτήματα"},
    'write "other": false to leave out rows whose values are not listed': {
        "de": 'schreiben Sie "other": false, um Zeilen mit nicht aufgeführten Werten wegzulassen',
        "zh": '请写 "other": false 以舍弃值未列出的行',
        "el": 'γράψτε "other": false για να παραλειφθούν οι γραμμές με τιμές που δεν αναφέρονται'},
    "a {kind} without group_by has no (other) cell": {
        "de": "eine Abfrage der Art {kind} ohne group_by hat keine Zelle „(sonstige)“",
        "zh": "没有 group_by 的 {kind} 没有“（其他）”单元格",
        "el": "ένα ερώτημα {kind} χωρίς group_by δεν έχει κελί «(άλλο)»"},
    'add group_by, or remove "other"': {
        "de": 'fügen Sie group_by hinzu, oder entfernen Sie "other"', "zh": '请添加 group_by，或删除 "other"',
        "el": 'προσθέστε group_by ή αφαιρέστε το "other"'},
    "sum_to makes the cells add up to a count of every row, (other) included": {
        "de": "sum_to stimmt die Zellen auf eine Anzahl aller Zeilen ab, „(sonstige)“ eingeschlossen",
        "zh": "sum_to 会使单元格之和等于所有行的计数，包括“（其他）”",
        "el": "το sum_to κάνει τα κελιά να αθροίζονται σε ένα πλήθος όλων των γραμμών, μαζί με το «(άλλο)»"},
    'remove "other": false, or remove sum_to': {
        "de": 'entfernen Sie "other": false, oder entfernen Sie sum_to', "zh": '请删除 "other": false，或删除 sum_to',
        "el": 'αφαιρέστε το "other": false ή αφαιρέστε το sum_to'},
    "every column's keys are discovered: found keys have no (other) cell": {
        "de": "die Schlüssel jeder Spalte werden entdeckt: gefundene Schlüssel haben keine Zelle „(sonstige)“",
        "zh": "每一列的键都是发现的：发现的键没有“（其他）”单元格",
        "el": "τα κλειδιά κάθε στήλης ανακαλύπτονται: τα κλειδιά που βρέθηκαν δεν έχουν κελί «(άλλο)»"},
    'remove "other": false': {
        "de": 'entfernen Sie "other": false', "zh": '请删除 "other": false', "el": 'αφαιρέστε το "other": false'},

    # -- the small-cell rule, units, publisher, population, deltas (suppression_rule.py, units.py, rules.py) -
    "{raw} is not a whole number from 1 to {limit}": {
        "de": "{raw} ist keine ganze Zahl von 1 bis {limit}", "zh": "{raw} 不是 1 到 {limit} 之间的整数",
        "el": "το {raw} δεν είναι ακέραιος αριθμός από 1 έως {limit}"},
    "give the smallest value that may be published, e.g. 11 (values below it are suppressed)": {
        "de": "geben Sie den kleinsten Wert an, der veröffentlicht werden darf, z. B. 11 (Werte darunter werden "
              "unterdrückt)",
        "zh": "请给出允许发布的最小值，例如 11（低于它的值会被抑制）",
        "el": "δώστε τη μικρότερη τιμή που μπορεί να δημοσιευτεί, π.χ. 11 (οι τιμές κάτω από αυτήν "
              "αποκρύπτονται)"},
    "the small-cell rule does not apply to a {kind} query": {
        "de": "die Kleinzellenregel gilt nicht für eine Abfrage der Art {kind}", "zh": "小单元格规则不适用于 {kind} 查询",
        "el": "ο κανόνας μικρών κελιών δεν ισχύει για ερώτημα {kind}"},
    "it applies to counts, histograms, cross-tabs and means; remove it here": {
        "de": "sie gilt für Anzahlen, Histogramme, Kreuztabellen und Mittelwerte; entfernen Sie sie hier",
        "zh": "它适用于计数、直方图、交叉表和均值；请在此处删除它",
        "el": "ισχύει για πλήθη, ιστογράμματα, πίνακες διπλής εισόδου και μέσους όρους· αφαιρέστε τον εδώ"},
    "must be an object: {column: unit}": {
        "de": "muss ein Objekt sein: {column: unit}", "zh": "必须是对象：{column: unit}",
        "el": "πρέπει να είναι αντικείμενο: {column: unit}"},
    'e.g. {"age": "years", "stay": "days"}': {
        "de": 'z. B. {"age": "years", "stay": "days"}', "zh": '例如 {"age": "years", "stay": "days"}',
        "el": 'π.χ. {"age": "years", "stay": "days"}'},
    "'{column}' is not a column of the plan": {
        "de": "'{column}' ist keine Spalte des Plans", "zh": "'{column}' 不是计划中的列",
        "el": "το '{column}' δεν είναι στήλη του σχεδίου"},
    "give units only for columns in 'columns'": {
        "de": "geben Sie Einheiten nur für Spalten in 'columns' an", "zh": "只为 'columns' 中的列给出单位",
        "el": "δώστε μονάδες μόνο για στήλες του 'columns'"},
    "must be a unit of 1 to {length} printable characters (no tab or line break)": {
        "de": "muss eine Einheit aus 1 bis {length} druckbaren Zeichen sein (kein Tabulator oder Zeilenumbruch)",
        "zh": "必须是由 1 到 {length} 个可打印字符组成的单位（不含制表符或换行符）",
        "el": "πρέπει να είναι μονάδα 1 έως {length} εκτυπώσιμων χαρακτήρων (χωρίς στηλοθέτη ή αλλαγή γραμμής)"},
    'e.g. "years", "days", "mmHg"': {
        "de": 'z. B. "Jahre", "Tage", "mmHg"', "zh": '例如 "岁"、"天"、"mmHg"', "el": 'π.χ. "έτη", "ημέρες", "mmHg"'},
    "must be a name of 1 to {length} characters": {
        "de": "muss ein Name aus 1 bis {length} Zeichen sein", "zh": "必须是 1 到 {length} 个字符的名称",
        "el": "πρέπει να είναι όνομα 1 έως {length} χαρακτήρων"},
    'e.g. "Data Office, St Example Hospital"; leave it out to name no one': {
        "de": 'z. B. "Datenstelle, Klinikum Musterstadt"; lassen Sie es leer, um niemanden zu nennen',
        "zh": '例如 "示例医院数据办公室"；留空则不署名',
        "el": 'π.χ. "Γραφείο Δεδομένων, Νοσοκομείο Παράδειγμα"· αφήστε το κενό για να μην αναφέρεται κανείς'},
    "{raw} is not a whole number of people": {
        "de": "{raw} ist keine ganze Zahl von Personen", "zh": "{raw} 不是整数人数",
        "el": "το {raw} δεν είναι ακέραιος αριθμός προσώπων"},
    "give the size of the population the table is drawn from, from public figures": {
        "de": "geben Sie nach öffentlichen Zahlen die Größe der Population an, aus der die Tabelle stammt",
        "zh": "请根据公开数据给出该表所抽取自的人群规模",
        "el": "δώστε το μέγεθος του πληθυσμού από τον οποίο προέρχεται ο πίνακας, από δημόσια στοιχεία"},
    "zCDP accounting needs a delta above 0: the whole release guarantees (epsilon, delta)": {
        "de": "die Budgetrechnung zCDP braucht ein Delta über 0: die ganze Veröffentlichung garantiert "
              "(Epsilon, Delta)",
        "zh": "zCDP 核算需要大于 0 的 delta：整个发布保证的是 (epsilon, delta)",
        "el": "η λογιστική zCDP χρειάζεται delta πάνω από 0: ολόκληρη η δημοσίευση εγγυάται (epsilon, delta)"},
    'give a delta such as 1e-7, or use "accounting": "sequential"': {
        "de": 'geben Sie ein Delta wie 1e-7 an, oder verwenden Sie "accounting": "sequential"',
        "zh": '请给出一个 delta，例如 1e-7，或使用 "accounting": "sequential"',
        "el": 'δώστε ένα delta όπως 1e-7 ή χρησιμοποιήστε "accounting": "sequential"'},
    "{delta} is not below 1/population = 1/{population}": {
        "de": "{delta} liegt nicht unter 1/Population = 1/{population}",
        "zh": "{delta} 不小于 1/人群规模 = 1/{population}",
        "el": "το {delta} δεν είναι κάτω από 1/πληθυσμός = 1/{population}"},
    "choose a delta well below {limit}, e.g. {suggestion}": {
        "de": "wählen Sie ein Delta deutlich unter {limit}, z. B. {suggestion}",
        "zh": "请选择远小于 {limit} 的 delta，例如 {suggestion}",
        "el": "επιλέξτε ένα delta αρκετά κάτω από {limit}, π.χ. {suggestion}"},
    "{delta} is above 1e-5, and no population size is declared": {
        "de": "{delta} liegt über 1e-5, und es ist keine Populationsgröße angegeben",
        "zh": "{delta} 大于 1e-5，且未声明人群规模",
        "el": "το {delta} είναι πάνω από 1e-5 και δεν έχει δηλωθεί μέγεθος πληθυσμού"},
    "lower it (e.g. 1e-7), or declare the public number of people the table is drawn from as budget.population "
    "and keep delta below 1/population": {
        "de": "senken Sie es (z. B. 1e-7), oder geben Sie die öffentliche Zahl der Personen, aus denen die Tabelle "
              "stammt, als budget.population an und halten Sie Delta unter 1/Population",
        "zh": "请降低它（例如 1e-7），或将该表所抽取自的公开人数声明为 budget.population，并使 delta 小于 "
              "1/人群规模",
        "el": "μειώστε το (π.χ. 1e-7) ή δηλώστε το δημόσιο πλήθος προσώπων από το οποίο προέρχεται ο πίνακας ως "
              "budget.population και κρατήστε το delta κάτω από 1/πληθυσμός"},

    # -- the plan against the table (exact/table_checks.py, exact/ibis_values.py, private/drafts.py) ---------
    "randomized response needs each row's value, and this table is on a remote {engine} engine, from which "
    "dpstudio reads only aggregates": {
        "de": "Randomized Response braucht den Wert jeder Zeile, und diese Tabelle liegt auf einem entfernten "
              "{engine}-System, von dem dpstudio nur Aggregate liest",
        "zh": "随机响应需要每一行的值，而该表位于远程 {engine} 引擎上，dpstudio 只从中读取聚合结果",
        "el": "η τυχαιοποιημένη απόκριση χρειάζεται την τιμή κάθε γραμμής, και αυτός ο πίνακας βρίσκεται σε "
              "απομακρυσμένη μηχανή {engine}, από την οποία το dpstudio διαβάζει μόνο συγκεντρωτικά στοιχεία"},
    "export the column '{column}' (with the privacy unit's column) to a file and release this query from it, or "
    "leave the query out of the plan": {
        "de": "exportieren Sie die Spalte '{column}' (mit der Spalte der Schutzeinheit) in eine Datei und "
              "veröffentlichen Sie diese Abfrage daraus, oder lassen Sie die Abfrage aus dem Plan weg",
        "zh": "请将列 '{column}'（连同隐私保护单位的列）导出到文件，并从该文件发布此查询，或将该查询从计划中移除",
        "el": "εξαγάγετε τη στήλη '{column}' (μαζί με τη στήλη της μονάδας προστασίας) σε αρχείο και "
              "δημοσιεύστε αυτό το ερώτημα από εκεί, ή αφαιρέστε το ερώτημα από το σχέδιο"},
    "column '{name}' does not hold dates": {
        "de": "die Spalte '{name}' enthält keine Datumswerte", "zh": "列 '{name}' 不包含日期",
        "el": "η στήλη '{name}' δεν περιέχει ημερομηνίες"},
    "give its edges as numbers, or list its categories": {
        "de": "geben Sie ihre Klassengrenzen als Zahlen an, oder führen Sie ihre Kategorien auf",
        "zh": "请以数字给出其边界，或列出其类别", "el": "δώστε τα όριά της ως αριθμούς ή απαριθμήστε τις κατηγορίες της"},
    "date edges need a column the reading schema declares as dates; list its categories instead": {
        "de": "Datumsgrenzen brauchen eine Spalte, die beim Einlesen als Datum angegeben ist; führen Sie "
              "stattdessen ihre Kategorien auf",
        "zh": "日期边界需要一个在读取方式中声明为日期的列；请改为列出其类别",
        "el": "τα όρια ημερομηνιών χρειάζονται στήλη που δηλώνεται ως ημερομηνίες στον τρόπο ανάγνωσης· "
              "απαριθμήστε αντί γι' αυτό τις κατηγορίες της"},
    "date edges need a date column; give number edges for a numeric one": {
        "de": "Datumsgrenzen brauchen eine Datumsspalte; geben Sie für eine numerische Spalte Zahlengrenzen an",
        "zh": "日期边界需要日期列；数值列请给出数字边界",
        "el": "τα όρια ημερομηνιών χρειάζονται στήλη ημερομηνιών· για αριθμητική στήλη δώστε αριθμητικά όρια"},
    "column '{name}' does not hold numbers": {
        "de": "die Spalte '{name}' enthält keine Zahlen", "zh": "列 '{name}' 不包含数字",
        "el": "η στήλη '{name}' δεν περιέχει αριθμούς"},
    'give its edges as dates, e.g. ["2024-01-01", "2024-04-01"]': {
        "de": 'geben Sie ihre Klassengrenzen als Datumswerte an, z. B. ["2024-01-01", "2024-04-01"]',
        "zh": '请以日期给出其边界，例如 ["2024-01-01", "2024-04-01"]',
        "el": 'δώστε τα όριά της ως ημερομηνίες, π.χ. ["2024-01-01", "2024-04-01"]'},
    "bins need a numeric column; list its categories instead": {
        "de": "Klassen brauchen eine numerische Spalte; führen Sie stattdessen ihre Kategorien auf",
        "zh": "分箱需要数值列；请改为列出其类别",
        "el": "τα διαστήματα χρειάζονται αριθμητική στήλη· απαριθμήστε αντί γι' αυτό τις κατηγορίες της"},
    "a {kind} needs a numeric column; choose another or use a histogram": {
        "de": "eine Abfrage der Art {kind} braucht eine numerische Spalte; wählen Sie eine andere, oder verwenden "
              "Sie ein Histogramm",
        "zh": "{kind} 需要数值列；请选择其他列或使用直方图",
        "el": "ένα ερώτημα {kind} χρειάζεται αριθμητική στήλη· επιλέξτε άλλη ή χρησιμοποιήστε ιστόγραμμα"},
    "use an 'in' condition with a list of values": {
        "de": "verwenden Sie eine 'in'-Bedingung mit einer Liste von Werten", "zh": "请使用带值列表的 'in' 条件",
        "el": "χρησιμοποιήστε συνθήκη 'in' με κατάλογο τιμών"},
    "a sum, mean, quantile or 'between' needs a numeric column": {
        "de": "eine Summe, ein Mittelwert, ein Quantil oder 'between' braucht eine numerische Spalte",
        "zh": "总和、均值、分位数或 'between' 需要数值列",
        "el": "ένα άθροισμα, ένας μέσος όρος, ένα ποσοστημόριο ή ένα 'between' χρειάζεται αριθμητική στήλη"},
    "the table has no rows, only a header": {
        "de": "die Tabelle hat keine Zeilen, nur eine Kopfzeile", "zh": "该表没有数据行，只有表头",
        "el": "ο πίνακας δεν έχει γραμμές, μόνο κεφαλίδα"},
    "choose the file that holds the data": {
        "de": "wählen Sie die Datei, die die Daten enthält", "zh": "请选择包含数据的文件",
        "el": "επιλέξτε το αρχείο που περιέχει τα δεδομένα"},
    "the table has no column '{name}'": {
        "de": "die Tabelle hat keine Spalte '{name}'", "zh": "该表没有列 '{name}'",
        "el": "ο πίνακας δεν έχει στήλη '{name}'"},
    "check the column names in the plan": {
        "de": "prüfen Sie die Spaltennamen im Plan", "zh": "请检查计划中的列名",
        "el": "ελέγξτε τα ονόματα των στηλών στο σχέδιο"},
    "column '{name}' holds neither dates nor numbers": {
        "de": "die Spalte '{name}' enthält weder Datumswerte noch Zahlen", "zh": "列 '{name}' 既不包含日期也不包含数字",
        "el": "η στήλη '{name}' δεν περιέχει ούτε ημερομηνίες ούτε αριθμούς"},
    "order each person's rows by a date or a number (text sorts differently in different databases)": {
        "de": "ordnen Sie die Zeilen jeder Person nach einem Datum oder einer Zahl (Text wird in verschiedenen "
              "Datenbanken unterschiedlich sortiert)",
        "zh": "请按日期或数字为每个人的各行排序（不同数据库对文本的排序方式不同）",
        "el": "ταξινομήστε τις γραμμές κάθε προσώπου με ημερομηνία ή αριθμό (το κείμενο ταξινομείται διαφορετικά "
              "σε διαφορετικές βάσεις δεδομένων)"},
    "the keys of column '{name}' cannot be discovered: it holds {kind} values": {
        "de": "die Schlüssel der Spalte '{name}' können nicht entdeckt werden: sie enthält Werte vom Typ {kind}",
        "zh": "列 '{name}' 的键无法被发现：它包含 {kind} 类型的值",
        "el": "τα κλειδιά της στήλης '{name}' δεν μπορούν να ανακαλυφθούν: περιέχει τιμές τύπου {kind}"},
    "discover the keys of a text, number or true/false column; give dates bins": {
        "de": "entdecken Sie die Schlüssel einer Text-, Zahlen- oder Wahr/Falsch-Spalte; teilen Sie Datumswerte "
              "in Klassen ein",
        "zh": "请对文本、数字或真/假列发现键；日期请给出分箱",
        "el": "ανακαλύψτε τα κλειδιά στήλης κειμένου, αριθμού ή αληθούς/ψευδούς· δώστε διαστήματα στις "
              "ημερομηνίες"},
    "categories of a {kind} column cannot be matched on this engine": {
        "de": "Kategorien einer Spalte vom Typ {kind} können auf diesem System nicht abgeglichen werden",
        "zh": "在此引擎上无法匹配 {kind} 类型列的类别",
        "el": "οι κατηγορίες μιας στήλης τύπου {kind} δεν μπορούν να αντιστοιχιστούν σε αυτή τη μηχανή"},
    "choose a text, number or true/false column, or compute the categories into a column of text first": {
        "de": "wählen Sie eine Text-, Zahlen- oder Wahr/Falsch-Spalte, oder berechnen Sie die Kategorien zuerst in "
              "eine Textspalte",
        "zh": "请选择文本、数字或真/假列，或先将类别计算到一个文本列中",
        "el": "επιλέξτε στήλη κειμένου, αριθμού ή αληθούς/ψευδούς, ή υπολογίστε πρώτα τις κατηγορίες σε μια "
              "στήλη κειμένου"},
    "{mechanism} needs whole numbers, and this column has fractions": {
        "de": "{mechanism} braucht ganze Zahlen, und diese Spalte hat Nachkommastellen",
        "zh": "{mechanism} 需要整数，而该列含有小数",
        "el": "το {mechanism} χρειάζεται ακέραιους αριθμούς, και αυτή η στήλη έχει δεκαδικά"},
    "use {mechanism} instead": {
        "de": "verwenden Sie stattdessen {mechanism}", "zh": "请改用 {mechanism}",
        "el": "χρησιμοποιήστε αντί γι' αυτό το {mechanism}"},
    **_COUNTING,  # what a query counts (plan/counting_rule.py, plan version 9)
    **_PLAN_FILE,  # a hand-written plan file's JSON and reading section
    **_FAMILY,  # a table family's query (plan/marginals_rule.py, plan version 10)
    **_SYNTHETIC,  # a synthetic table's query (plan/synthetic_rule.py, plan version 11)
    **_CONTROL,  # a name or label holding a control character (plan/text_rule.py, issue 44)
    **_RESOLUTION,  # a quantile's resolution (plan/resolution_rule.py, plan version 12)
}
