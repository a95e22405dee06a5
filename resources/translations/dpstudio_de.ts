<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccountingAdvice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="46"/>
        <source>Worked out from the plan&apos;s ε, δ and mechanisms and the public numbers typed on the Preview page, never from the table: choosing by it costs no budget.</source>
        <translation>Berechnet aus ε, δ und Mechanismen des Plans und den öffentlichen Zahlen, die auf der Seite Vorschau eingegeben wurden, nie aus der Tabelle: danach zu wählen kostet kein Budget.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="83"/>
        <source>zCDP needs a δ above 0 in the total budget: type one to compare it with sequential accounting.</source>
        <translation>zCDP braucht im Gesamtbudget ein δ über 0: Geben Sie eines ein, um es mit der sequentiellen Abrechnung zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="86"/>
        <source>For this plan, zCDP gives errors about {share} smaller than sequential accounting.</source>
        <translation>Für diesen Plan ergibt zCDP etwa {share} kleinere Fehler als die sequentielle Abrechnung.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="89"/>
        <source>For this plan, sequential accounting gives errors about {share} smaller than zCDP.</source>
        <translation>Für diesen Plan ergibt die sequentielle Abrechnung etwa {share} kleinere Fehler als zCDP.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="91"/>
        <source>For this plan, both give about the same errors.</source>
        <translation>Für diesen Plan ergeben beide etwa gleich große Fehler.</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="18"/>
        <source>ε (epsilon) is the privacy loss: whatever anyone learns about a patient changes by at most a factor e^ε whether or not that patient is in the table. Smaller is more private and noisier; values between 0.1 and 1 are common.</source>
        <translation>ε (Epsilon) ist der Privatsphäreverlust: Was irgendjemand über eine Patientin oder einen Patienten erfährt, ändert sich höchstens um den Faktor e^ε, ob diese Person in der Tabelle ist oder nicht. Kleiner ist privater und verrauschter; Werte zwischen 0,1 und 1 sind üblich.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="22"/>
        <source>δ (delta) is the small probability that the ε promise fails. Keep it far below 1 / (number of people), e.g. 1e-7. Zero for Laplace mechanisms. Above 1e-5 it needs the population size, and must stay below 1 / population.</source>
        <translation>δ (Delta) ist die kleine Wahrscheinlichkeit, dass das Versprechen von ε nicht hält. Halten Sie es weit unter 1 / (Anzahl der Personen), z. B. 1e-7. Null für Laplace-Mechanismen. Über 1e-5 braucht es die Größe der Population und muss unter 1 / Population bleiben.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="26"/>
        <source>Optional: how many people the table is drawn from (for example the hospital&apos;s catchment population), from public figures, never counted from this table. With it, δ must stay below 1 / population; without it, δ may be at most 1e-5.</source>
        <translation>Optional: aus wie vielen Personen die Tabelle stammt (zum Beispiel das Einzugsgebiet des Krankenhauses), aus öffentlichen Zahlen, nie aus dieser Tabelle gezählt. Damit muss δ unter 1 / Population bleiben; ohne sie darf δ höchstens 1e-5 sein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="30"/>
        <source>The small-cell rule of your disclosure committee, e.g. 11: counts, cells and means whose noisy value is below it are published as &apos;suppressed&apos;, without a number. It is applied after the noise and costs no privacy budget. &apos;off&apos; publishes every value.</source>
        <translation>Die Kleinzellenregel Ihres Offenlegungsgremiums, z. B. 11: Anzahlen, Zellen und Mittelwerte, deren verrauschter Wert darunter liegt, werden als „unterdrückt“ veröffentlicht, ohne Zahl. Sie wird nach dem Rauschen angewendet und kostet kein Privacy-Budget. „aus“ veröffentlicht jeden Wert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="34"/>
        <source>ε must be above 0: {typed} was not taken, it stays {kept}. A smaller ε is more private; 0 would publish nothing.</source>
        <translation>ε muss größer als 0 sein: {typed} wurde nicht übernommen, es bleibt {kept}. Ein kleineres ε ist privater; 0 würde nichts veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="37"/>
        <source>The total ε must be above 0: {typed} was not taken, it stays {kept}. A smaller total ε is more private; 0 would publish nothing.</source>
        <translation>Das gesamte ε muss größer als 0 sein: {typed} wurde nicht übernommen, es bleibt {kept}. Ein kleineres gesamtes ε ist privater; 0 würde nichts veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="40"/>
        <source>ε spent {spent} of {total}</source>
        <translation>ε verbraucht: {spent} von {total}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="41"/>
        <source>ε spent {spent} of {total}  (over budget)</source>
        <translation>ε verbraucht: {spent} von {total}  (über dem Budget)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="42"/>
        <source>How much of the total ε the queries spend together (sequential composition).</source>
        <translation>Wie viel des gesamten ε die Abfragen zusammen verbrauchen (sequentielle Komposition).</translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="69"/>
        <source>Categories of {column}</source>
        <translation>Kategorien von {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="75"/>
        <source>The public list of values of &lt;b&gt;{column}&lt;/b&gt;, one per line. Values outside the list are counted as (other).</source>
        <translation>Die öffentliche Liste der Werte von &lt;b&gt;{column}&lt;/b&gt;, einer je Zeile. Werte außerhalb der Liste zählen als (sonstige).</translation>
    </message>
</context>
<context>
    <name>ColumnDetail</name>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="113"/>
        <source>How the file&apos;s values are read: a change reads the file again (your plan is kept)</source>
        <translation>Wie die Werte der Datei gelesen werden: Eine Änderung liest die Datei neu ein (Ihr Plan bleibt erhalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="115"/>
        <source>The unit of the column&apos;s values (years, days, mmHg): written after its bounds and its released sums, means and quantiles, in the app and the report</source>
        <translation>Die Einheit der Werte der Spalte (Jahre, Tage, mmHg): steht hinter ihren Schranken und ihren veröffentlichten Summen, Mittelwerten und Quantilen, in der App und im Bericht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="117"/>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="119"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="120"/>
        <source>The range you know the values lie in, from the form or the codebook, never from the data. Values outside are clamped; a sum&apos;s or mean&apos;s noise grows with the range.</source>
        <translation>Der Bereich, in dem die Werte bekanntermaßen liegen, aus dem Formular oder Codebuch, nie aus den Daten. Werte außerhalb werden begrenzt; das Rauschen einer Summe oder eines Mittelwerts wächst mit dem Bereich.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="123"/>
        <source>The public list of values, one per line. Values outside it count as (other).</source>
        <translation>Die öffentliche Liste der Werte, einer je Zeile. Werte außerhalb zählen als (sonstige).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="125"/>
        <source>one value per line, from the codebook</source>
        <translation>ein Wert je Zeile, aus dem Codebuch</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="126"/>
        <source>Use this list</source>
        <translation>Diese Liste verwenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="127"/>
        <source>The values in this table and how often each occurs, for your eyes only, to check the list against. The list itself must come from a public source (a codebook, a coding scheme): a value typed in because it occurs here reveals that it occurs.</source>
        <translation>Die Werte in dieser Tabelle und wie oft jeder vorkommt, nur für Ihre Augen, um die Liste daran zu prüfen. Die Liste selbst muss aus einer öffentlichen Quelle stammen (einem Codebuch, einem Kodiersystem): Ein Wert, der eingetippt wird, weil er hier vorkommt, verrät, dass er vorkommt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Bounds:</source>
        <translation>Schranken:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>Public category list:</source>
        <translation>Öffentliche Kategorienliste:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="148"/>
        <source>Select a column in the table to see and edit it here.</source>
        <translation>Wählen Sie eine Spalte in der Tabelle, um sie hier zu sehen und zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="149"/>
        <source>Values seen in the table (for your eyes only):</source>
        <translation>Werte in der Tabelle (nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="169"/>
        <source>&lt;b&gt;Taken from the data.&lt;/b&gt; This leaks which values occur unless the list is public; the report says so.</source>
        <translation>&lt;b&gt;Aus den Daten genommen.&lt;/b&gt; Das verrät, welche Werte vorkommen, sofern die Liste nicht öffentlich ist; der Bericht hält es fest.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="171"/>
        <source>Typed by you: make sure it comes from a public source.</source>
        <translation>Von Ihnen eingetippt: Stellen Sie sicher, dass sie aus einer öffentlichen Quelle stammt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="186"/>
        <source>The values of a database table stay in the database.</source>
        <translation>Die Werte einer Datenbanktabelle bleiben in der Datenbank.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="190"/>
        <source>A number column: give bounds rather than a list.</source>
        <translation>Eine Zahlenspalte: Geben Sie Schranken statt einer Liste an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="193"/>
        <source>Values seen in the table ({count} different; for your eyes only):</source>
        <translation>Werte in der Tabelle ({count} verschiedene; nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="198"/>
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="125"/>
        <source>The lower bound is above the upper bound: swap them.</source>
        <translation>Die untere Schranke liegt über der oberen: Tauschen Sie sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="126"/>
        <source>Taken from the data: this leaks unless the list is public. The report records it.</source>
        <translation>Aus den Daten genommen: Das gibt etwas preis, sofern die Liste nicht öffentlich ist. Der Bericht hält es fest.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="128"/>
        <source>Suggested as {role} because {reason}.</source>
        <translation>Vorgeschlagen als {role}, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="129"/>
        <source>{values}  (taken from the data)</source>
        <translation>{values}  (aus den Daten genommen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="137"/>
        <source>&apos;{text}&apos; is not a number: the lower bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>„{text}“ ist keine Zahl: Die untere Schranke von {column} bleibt unverändert. Geben Sie eine Zahl wie 0 oder 120 ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="139"/>
        <source>&apos;{text}&apos; is not a number: the upper bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>„{text}“ ist keine Zahl: Die obere Schranke von {column} bleibt unverändert. Geben Sie eine Zahl wie 0 oder 120 ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="142"/>
        <source>A bound must be a finite number: the lower bound of {column} is unchanged.</source>
        <translation>Eine Schranke muss eine endliche Zahl sein: Die untere Schranke von {column} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="143"/>
        <source>A bound must be a finite number: the upper bound of {column} is unchanged.</source>
        <translation>Eine Schranke muss eine endliche Zahl sein: Die obere Schranke von {column} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="130"/>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="131"/>
        <source>{count}: {values}</source>
        <translation>{count}: {values}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="132"/>
        <source>{count}: {values} (from the data)</source>
        <translation>{count}: {values} (aus den Daten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="133"/>
        <source>{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this column are refused until then.</source>
        <translation>{column}: Die untere Schranke {low} liegt über der oberen Schranke {high}. Tauschen Sie sie: Bis dahin werden Abfragen auf dieser Spalte abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Suggested</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Lower bound</source>
        <translation>Untere Schranke</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Upper bound</source>
        <translation>Obere Schranke</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="169"/>
        <source>Categories (public list)</source>
        <translation>Kategorien (öffentliche Liste)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="170"/>
        <source>Bounds / categories</source>
        <translation>Schranken / Kategorien</translation>
    </message>
</context>
<context>
    <name>ColumnsPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="28"/>
        <source>The privacy unit is who is protected. If a patient can have several rows (admissions), choose the column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and every query&apos;s noise grows with that number.</source>
        <translation>Die Schutzeinheit ist, wer geschützt wird. Kann eine Patientin oder ein Patient mehrere Zeilen haben (Aufenthalte), wählen Sie die Spalte, die die Person identifiziert, und wie viele Zeilen eine Person höchstens beitragen darf: Weitere Zeilen werden weggelassen, und das Rauschen jeder Abfrage wächst mit dieser Zahl.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="32"/>
        <source>The public list of values a column can take (e.g. from the coding scheme). Values outside the list are counted as (other). Separate them with &apos;;&apos;.</source>
        <translation>Die öffentliche Liste der Werte, die eine Spalte annehmen kann (z. B. aus dem Kodiersystem). Werte außerhalb der Liste zählen als (sonstige). Trennen Sie sie mit &apos;;&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="35"/>
        <source>A database table&apos;s values are not read into dpstudio, so the categories cannot be taken from them here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.</source>
        <translation>Die Werte einer Datenbanktabelle werden nicht in dpstudio eingelesen; die Kategorien lassen sich hier also nicht aus ihnen nehmen. Tippen oder fügen Sie die öffentliche Liste ein (Kategorien bearbeiten…), z. B. aus dem Kodiersystem.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="38"/>
        <source>Taking the categories from the data reveals which values occur in the table — for example that someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The release report will record that the list came from the data.</source>
        <translation>Die Kategorien aus den Daten zu nehmen verrät, welche Werte in der Tabelle vorkommen – zum Beispiel, dass jemand eine seltene Diagnose hat. Tun Sie das nur, wenn die Liste ohnehin öffentlich ist (etwa ein Standard-Kodiersystem). Der Bericht der Veröffentlichung hält fest, dass die Liste aus den Daten stammt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="42"/>
        <source>Counting the rows of each person…</source>
        <translation>Die Zeilen jeder Person werden gezählt…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="211"/>
        <source>Mark each column&apos;s role. &lt;b&gt;Direct identifiers&lt;/b&gt; (names, record numbers) are never released. &lt;b&gt;Quasi-identifiers&lt;/b&gt; (age, sex, zip) can be linked to other sources. &lt;b&gt;Sensitive&lt;/b&gt; columns hold what must stay private. Give bounds for numbers and the public category list for categories: queries use them.</source>
        <translation>Legen Sie die Rolle jeder Spalte fest. &lt;b&gt;Direkte Identifikatoren&lt;/b&gt; (Namen, Fallnummern) werden nie veröffentlicht. &lt;b&gt;Quasi-Identifikatoren&lt;/b&gt; (Alter, Geschlecht, Postleitzahl) lassen sich mit anderen Quellen verknüpfen. &lt;b&gt;Sensible&lt;/b&gt; Spalten enthalten, was privat bleiben muss. Geben Sie Schranken für Zahlen und die öffentliche Kategorienliste für Kategorien an: Die Abfragen verwenden sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="215"/>
        <source>Select a column to see and edit its type, bounds and category list beside the table; double-click a role to change it here.</source>
        <translation>Wählen Sie eine Spalte, um Typ, Schranken und Kategorienliste neben der Tabelle zu sehen und zu bearbeiten; doppelklicken Sie eine Rolle, um sie hier zu ändern.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="217"/>
        <source>Take categories from the data…</source>
        <translation>Kategorien aus den Daten…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="218"/>
        <source>Edit categories…</source>
        <translation>Kategorien bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="219"/>
        <source>In the editor, type or paste one per line.</source>
        <translation>Im Editor eine je Zeile tippen oder einfügen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="222"/>
        <source>Who is protected (privacy unit)</source>
        <translation>Wer geschützt wird (Schutzeinheit)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="224"/>
        <source>One row is one person</source>
        <translation>Eine Zeile ist eine Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="225"/>
        <source>A person is identified by</source>
        <translation>Eine Person wird erkannt an</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="228"/>
        <source>with at most</source>
        <translation>mit höchstens</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="229"/>
        <source>rows each</source>
        <translation>Zeilen je Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="230"/>
        <source>Keep each person&apos;s first rows by:</source>
        <translation>Die ersten Zeilen jeder Person behalten nach:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="232"/>
        <source>Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values of a date or number column (e.g. each patient&apos;s first admissions by date), or else the default order. Text columns are not offered: databases sort text in different ways.</source>
        <translation>Welche Zeilen eine Person behält, wenn sie mehr als die erlaubten Zeilen hat: die Zeilen mit den kleinsten Werten einer Datums- oder Zahlenspalte (z. B. die ersten Aufenthalte jeder Patientin und jedes Patienten nach Datum) oder sonst die Standardreihenfolge. Textspalten werden nicht angeboten: Datenbanken sortieren Text unterschiedlich.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="235"/>
        <source>How many rows each person has in this table, and how many rows the chosen limit leaves out: for your eyes only, never released</source>
        <translation>Wie viele Zeilen jede Person in dieser Tabelle hat und wie viele Zeilen die gewählte Grenze weglässt: nur für Ihre Augen, nie veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="237"/>
        <source>Apply suggested roles</source>
        <translation>Vorschläge übernehmen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="238"/>
        <source>Give every column the role in the Suggested column (hover it for the reason). You can undo this.</source>
        <translation>Jeder Spalte die Rolle aus der Spalte Vorschlag geben (der Grund erscheint beim Darüberfahren). Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="240"/>
        <source>&lt;b&gt;A few rows&lt;/b&gt; as the database returned them (for your eyes only):</source>
        <translation>&lt;b&gt;Einige Zeilen&lt;/b&gt;, wie die Datenbank sie lieferte (nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241"/>
        <source>The first rows the database returned, for your eyes only: to check that the columns hold what you expect. Nothing here is released, and the plan never uses these rows.</source>
        <translation>Die ersten Zeilen, die die Datenbank lieferte, nur für Ihre Augen: um zu prüfen, dass die Spalten enthalten, was Sie erwarten. Nichts hiervon wird veröffentlicht, und der Plan verwendet diese Zeilen nie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>The selected column: role, type, bounds, category list</source>
        <translation>Die gewählte Spalte: Rolle, Typ, Schranken, Kategorienliste</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>How re-identifiable the raw table is over its quasi-identifiers</source>
        <translation>Wie reidentifizierbar die Rohtabelle über ihre Quasi-Identifikatoren ist</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>Rows per person</source>
        <translation>Zeilen je Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>How many rows each person has, and what each limit leaves out</source>
        <translation>Wie viele Zeilen jede Person hat und was jede Grenze weglässt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Choose a column</source>
        <translation>Spalte wählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Select a column in the table first.</source>
        <translation>Wählen Sie zuerst eine Spalte in der Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="314"/>
        <source>Type the categories</source>
        <translation>Kategorien eintippen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="317"/>
        <source>This can leak</source>
        <translation>Das kann etwas preisgeben</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="318"/>
        <source>Take the list from the data?</source>
        <translation>Die Liste aus den Daten nehmen?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="355"/>
        <source>How many rows each person has is counted for files; for a database table, the release tells you (for your eyes only) how many rows were left out.</source>
        <translation>Wie viele Zeilen jede Person hat, wird für Dateien gezählt; bei einer Datenbanktabelle sagt Ihnen die Veröffentlichung (nur für Ihre Augen), wie viele Zeilen weggelassen wurden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="389"/>
        <source>How many rows the one person has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Wie viele Zeilen die eine Person in dieser Tabelle hat und was jede Grenze weglassen würde. Nur für Ihre Augen; nie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="391"/>
        <source>How many rows each of the {people} people has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Wie viele Zeilen jede der {people} Personen in dieser Tabelle hat und was jede Grenze weglassen würde. Nur für Ihre Augen; nie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="400"/>
        <source>(a random order per release)</source>
        <translation>(eine zufällige Reihenfolge je Veröffentlichung)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="401"/>
        <source>(file order)</source>
        <translation>(Reihenfolge der Datei)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="462"/>
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="463"/>
        <source>A person with more than 1 row keeps the one with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als 1 Zeile behält die mit dem frühesten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="465"/>
        <source>A person with more than 1 row keeps the one with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als 1 Zeile behält die mit dem kleinsten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="467"/>
        <source>A person with more than 1 row keeps one drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Eine Person mit mehr als 1 Zeile behält eine zufällig gezogene, für jede Veröffentlichung neu (eine Datenbank hat keine Zeilenreihenfolge); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="469"/>
        <source>A person with more than 1 row keeps their first row in the file; the other rows are left out.</source>
        <translation>Eine Person mit mehr als 1 Zeile behält ihre erste Zeile in der Datei; die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="471"/>
        <source>A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die {rows} mit dem frühesten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="473"/>
        <source>A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die {rows} mit dem kleinsten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="475"/>
        <source>A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält {rows}, für jede Veröffentlichung neu zufällig gezogen (eine Datenbank hat keine Zeilenreihenfolge); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="477"/>
        <source>A person with more than {rows} keeps the first {rows} in the file; the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die ersten {rows} in der Datei; die übrigen Zeilen werden weggelassen.</translation>
    </message>
</context>
<context>
    <name>CountingChoice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="16"/>
        <source>People, each once: in the cell of their first row</source>
        <translation>Personen, einmal: Zelle der ersten Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="17"/>
        <source>People, each once: in the cell of their last row</source>
        <translation>Personen, einmal: Zelle der letzten Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="18"/>
        <source>People, once in each cell their rows reach</source>
        <translation>Personen, einmal je erreichter Zelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="19"/>
        <source>Rows (a person with several rows counts several times)</source>
        <translation>Zeilen (eine Person ggf. mehrfach)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="22"/>
        <source>Every row&apos;s value</source>
        <translation>Der Wert jeder Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="23"/>
        <source>One value per person: their first row&apos;s</source>
        <translation>Ein Wert je Person: der ihrer ersten Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="24"/>
        <source>One value per person: their last row&apos;s</source>
        <translation>Ein Wert je Person: der ihrer letzten Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="26"/>
        <source>What the numbers count. People: each person of the privacy unit once (noise as for one row, whatever their number of rows); a person&apos;s first or last row is by the order chosen on the Columns page (file order without one). Once in each cell: a person seen in two cells is in both, so the cells add up to more than the people (not with margins or totals). Rows: every row, up to the most rows per person.</source>
        <translation>Was die Zahlen zählen. Personen: jede Person der Schutzeinheit einmal (Rauschen wie für eine Zeile, gleich wie viele Zeilen sie hat); die erste oder letzte Zeile einer Person richtet sich nach der auf der Seite Spalten gewählten Reihenfolge (ohne sie die Dateireihenfolge). Einmal in jeder Zelle: eine Person in zwei Zellen zählt in beiden, daher ergeben die Zellen mehr als die Personen (nicht mit Randsummen oder Gesamtzahlen). Zeilen: jede Zeile, bis zur Höchstzahl an Zeilen je Person.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>1 column</source>
        <translation>1 Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>{count} columns</source>
        <translation>{count} Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>1 query</source>
        <translation>1 Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>{count} queries</source>
        <translation>{count} Abfragen</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="88"/>
        <source>Open a table…</source>
        <translation>Tabelle öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="89"/>
        <source>Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)</source>
        <translation>Eine CSV-, Excel-, Parquet-, SPSS-, SAS- oder Stata-Datei öffnen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="90"/>
        <source>Open the sample dataset</source>
        <translation>Beispieldatensatz öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="91"/>
        <source>A synthetic hospital admissions table with a ready-made plan</source>
        <translation>Eine synthetische Tabelle von Krankenhausaufnahmen mit fertigem Plan</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="92"/>
        <source>Open a database table…</source>
        <translation>Datenbanktabelle öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="93"/>
        <source>Read a table or a query in a database (PostgreSQL and others, by URL): the rows stay there, only counts and sums come back</source>
        <translation>Eine Tabelle oder Abfrage in einer Datenbank lesen (PostgreSQL und andere, per URL): Die Zeilen bleiben dort, nur Anzahlen und Summen kommen zurück</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="95"/>
        <source>Import settings…</source>
        <translation>Importeinstellungen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="96"/>
        <source>The encoding, delimiter, header line, decimal mark, missing-value words and column types, with a preview; your plan is kept</source>
        <translation>Zeichenkodierung, Trennzeichen, Kopfzeile, Dezimalzeichen, Wörter für fehlende Werte und Spaltentypen, mit Vorschau; Ihr Plan bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="98"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="99"/>
        <source>The table as loaded. Header colours show column roles.</source>
        <translation>Die Tabelle, wie sie geladen wurde. Die Farben der Spaltenköpfe zeigen die Rollen der Spalten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="100"/>
        <source>Decided once when the table was first opened, and kept in the plan: every value is read under it on its own, so one row cannot change how others are read.</source>
        <translation>Einmal beim ersten Öffnen der Tabelle festgelegt und im Plan gespeichert: Jeder Wert wird für sich danach gelesen, sodass eine Zeile nicht ändern kann, wie andere gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="103"/>
        <source>Each column&apos;s type. A value that does not fit its column&apos;s type is read as missing for that row alone, and counted in the notes above.</source>
        <translation>Der Typ jeder Spalte. Ein Wert, der nicht zum Typ seiner Spalte passt, gilt nur in dieser Zeile als fehlend und wird in den Hinweisen oben gezählt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="110"/>
        <source>Open a table to begin, or try the sample dataset.</source>
        <translation>Öffnen Sie eine Tabelle, um zu beginnen, oder probieren Sie den Beispieldatensatz.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="138"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows}, {columns}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows}, {columns}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="152"/>
        <source>{what} in {url} — {rows}, {columns} · engine: {engine}</source>
        <translation>{what} in {url} — {rows}, {columns} · Engine: {engine}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="108"/>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="127"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="140"/>
        <source>format: {format}</source>
        <translation>Format: {format}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="141"/>
        <source>fingerprint: {start}…</source>
        <translation>Fingerabdruck: {start}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="142"/>
        <source>Note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="145"/>
        <source>This table stays on this computer; only the noisy release leaves it.</source>
        <translation>Diese Tabelle bleibt auf diesem Computer; nur die verrauschte Veröffentlichung verlässt ihn.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="150"/>
        <source>table &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Tabelle &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="151"/>
        <source>&lt;b&gt;a query&lt;/b&gt;</source>
        <translation>&lt;b&gt;eine Abfrage&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="155"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: its only row, for your eyes only.</source>
        <translation>Die Zeilen bleiben in der Datenbank: Die Anzahlen und Summen des Plans werden dort berechnet, und nur sie kommen zurück. Unten: ihre einzige Zeile, nur für Ihre Augen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="158"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: the first {count} rows, for your eyes only.</source>
        <translation>Die Zeilen bleiben in der Datenbank: Die Anzahlen und Summen des Plans werden dort berechnet, und nur sie kommen zurück. Unten: die ersten {count} Zeilen, nur für Ihre Augen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="162"/>
        <source>&lt;b&gt;Query:&lt;/b&gt; {query}</source>
        <translation>&lt;b&gt;Abfrage:&lt;/b&gt; {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177"/>
        <source>encoding {encoding}</source>
        <translation>Kodierung {encoding}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="178"/>
        <source>delimiter {delimiter}</source>
        <translation>Trennzeichen {delimiter}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="181"/>
        <source>quote {quote}</source>
        <translation>Anführungszeichen {quote}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="183"/>
        <source>decimal mark &apos;{mark}&apos;</source>
        <translation>Dezimalzeichen &apos;{mark}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="184"/>
        <source>column names on line {line}</source>
        <translation>Spaltennamen in Zeile {line}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="185"/>
        <source>no header line (columns named column 1, column 2, …)</source>
        <translation>keine Kopfzeile (Spalten heißen column 1, column 2, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>values may span lines</source>
        <translation>Werte können über Zeilenumbrüche gehen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>one row per line</source>
        <translation>eine Zeile je Textzeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="188"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="189"/>
        <source>the usual words (NA, NULL, N/A, …)</source>
        <translation>die üblichen Wörter (NA, NULL, N/A, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="191"/>
        <source>missing: an empty field and {words}</source>
        <translation>fehlend: ein leeres Feld und {words}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="192"/>
        <source>missing: an empty field</source>
        <translation>fehlend: ein leeres Feld</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="193"/>
        <source>&lt;b&gt;Read as:&lt;/b&gt; {parts}</source>
        <translation>&lt;b&gt;Gelesen als:&lt;/b&gt; {parts}</translation>
    </message>
</context>
<context>
    <name>DatabaseDialog</name>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="28"/>
        <source>One SELECT statement that reads the rows to release from, for example SELECT * FROM public.admissions WHERE year = 2024. A statement that writes is refused; on PostgreSQL the query runs in a read-only transaction. Connect as a role that may only read.</source>
        <translation>Eine SELECT-Anweisung, die die Zeilen liest, aus denen veröffentlicht wird, zum Beispiel SELECT * FROM public.admissions WHERE year = 2024. Eine Anweisung, die schreibt, wird abgelehnt; auf PostgreSQL läuft die Abfrage in einer schreibgeschützten Transaktion. Verbinden Sie sich mit einer Rolle, die nur lesen darf.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="33"/>
        <source>Something went wrong inside dpstudio ({error}). Nothing was opened.</source>
        <translation>In dpstudio ist ein Fehler aufgetreten ({error}). Es wurde nichts geöffnet.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="34"/>
        <source>Check the user name in the URL and the password.</source>
        <translation>Prüfen Sie den Benutzernamen in der URL und das Passwort.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="70"/>
        <source>Open a database table</source>
        <translation>Datenbanktabelle öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="86"/>
        <source>The database&apos;s address without the password: postgresql://USER@HOST:PORT/DATABASE. The rows stay in the database; only counts and sums come back.</source>
        <translation>Die Adresse der Datenbank ohne Passwort: postgresql://BENUTZER@HOST:PORT/DATENBANK. Die Zeilen bleiben in der Datenbank; nur Anzahlen und Summen kommen zurück.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="90"/>
        <source>The password of the database user. It is used to connect and never saved.</source>
        <translation>Das Passwort des Datenbankbenutzers. Es wird zum Verbinden verwendet und nie gespeichert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="93"/>
        <source>The longest one statement may run on the database; the server stops it then, and nothing is released. If dpstudio closes unexpectedly, the server stops its statements within seconds.</source>
        <translation>Wie lange eine Anweisung höchstens auf der Datenbank laufen darf; danach bricht der Server sie ab, und nichts wird veröffentlicht. Schließt sich dpstudio unerwartet, bricht der Server seine Anweisungen innerhalb von Sekunden ab.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="96"/>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="97"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="98"/>
        <source>Connect and list the tables you can read</source>
        <translation>Verbinden und die Tabellen auflisten, die Sie lesen können</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="100"/>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="101"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="102"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitgrenze:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="103"/>
        <source>A table</source>
        <translation>Eine Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="104"/>
        <source>A query</source>
        <translation>Eine Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="108"/>
        <source>The tables and views you can read, as SCHEMA.TABLE</source>
        <translation>Die Tabellen und Sichten, die Sie lesen können, als SCHEMA.TABELLE</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="115"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="116"/>
        <source>Stop waiting for the database</source>
        <translation>Nicht länger auf die Datenbank warten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="117"/>
        <source>Type the URL and the password, then test the connection.</source>
        <translation>Geben Sie die URL und das Passwort ein und testen Sie dann die Verbindung.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="121"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="122"/>
        <source>Open the chosen table or query</source>
        <translation>Die gewählte Tabelle oder Abfrage öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="123"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="165"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="173"/>
        <source>Choose a table (test the connection to list them), or type a query.</source>
        <translation>Wählen Sie eine Tabelle (testen Sie die Verbindung, um sie aufzulisten), oder geben Sie eine Abfrage ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="175"/>
        <source>Opening {table}…</source>
        <translation>{table} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="176"/>
        <source>Opening the query…</source>
        <translation>Die Abfrage wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="192"/>
        <source>Cancelled. Nothing was opened.</source>
        <translation>Abgebrochen. Es wurde nichts geöffnet.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="207"/>
        <source>Connected. 0 tables you can read; type a query instead.</source>
        <translation>Verbunden. Keine Tabelle, die Sie lesen können; geben Sie stattdessen eine Abfrage ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="209"/>
        <source>Connected. 1 table you can read: choose one, or type a query.</source>
        <translation>Verbunden. 1 Tabelle, die Sie lesen können: Wählen Sie sie, oder geben Sie eine Abfrage ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="211"/>
        <source>Connected. {count} tables you can read: choose one, or type a query.</source>
        <translation>Verbunden. {count} Tabellen, die Sie lesen können: Wählen Sie eine, oder geben Sie eine Abfrage ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="215"/>
        <source>Opened {table}: {rows}, {columns}.</source>
        <translation>{table} geöffnet: {rows}, {columns}.</translation>
    </message>
</context>
<context>
    <name>DistributionResult</name>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="44"/>
        <source>Each query&apos;s ε and expected error before and after the distribution</source>
        <translation>ε und erwarteter Fehler jeder Abfrage vor und nach der Verteilung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="45"/>
        <source>Undo the distribution</source>
        <translation>Verteilung rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="46"/>
        <source>Put every query&apos;s ε back as it was before the distribution</source>
        <translation>Das ε jeder Abfrage wieder so setzen, wie es vor der Verteilung war</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="59"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, error not known (type its expected rows)</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, Fehler unbekannt (geben Sie die erwarteten Zeilen ein)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="61"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} &lt;b&gt;(larger)&lt;/b&gt;</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} &lt;b&gt;(größer)&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="63"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="65"/>
        <source>{figure} places in the sorted values</source>
        <translation>{figure} Plätze in den sortierten Werten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="86"/>
        <source>The distribution made the query&apos;s error larger.</source>
        <translation>Die Verteilung hat den Fehler der Abfrage vergrößert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="88"/>
        <source>The distribution made the error larger for {larger} of {queries} queries.</source>
        <translation>Die Verteilung hat den Fehler bei {larger} von {queries} Abfragen vergrößert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="84"/>
        <source>Before → after, at the chosen confidence:</source>
        <translation>Vorher → nachher, bei der gewählten Konfidenz:</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="14"/>
        <source>The table or file cannot be used as it is</source>
        <translation>Die Tabelle oder Datei kann so nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="15"/>
        <source>Not enough privacy budget left</source>
        <translation>Nicht genug Privacy-Budget übrig</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="16"/>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="17"/>
        <source>This cannot be done as it stands</source>
        <translation>Das ist so nicht möglich</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="19"/>
        <source>The plan needs fixing</source>
        <translation>Der Plan muss korrigiert werden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="20"/>
        <source>Fix these and try again.</source>
        <translation>Korrigieren Sie diese Punkte und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="21"/>
        <source>The budget was spent, but the release was not delivered</source>
        <translation>Das Budget wurde verbraucht, aber die Veröffentlichung wurde nicht ausgeliefert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="22"/>
        <source>Something went wrong inside dpstudio</source>
        <translation>In dpstudio ist ein Fehler aufgetreten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="23"/>
        <source>This is a bug in dpstudio, not a problem with your input. Nothing was released and your edits are kept. The details below help the developers fix it.</source>
        <translation>Das ist ein Fehler in dpstudio, kein Problem mit Ihren Eingaben. Es wurde nichts veröffentlicht, und Ihre Änderungen bleiben erhalten. Die Details unten helfen den Entwicklern, den Fehler zu beheben.</translation>
    </message>
</context>
<context>
    <name>ExpectationsEditor</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="19"/>
        <source>The budget tools choose ε from the plan and from the expected numbers typed here, never from this table, because the ε they choose are published. Take these numbers from public knowledge (last year&apos;s published figures, a registry), not from this table.</source>
        <translation>Die Budgetwerkzeuge wählen ε aus dem Plan und aus den hier eingegebenen erwarteten Zahlen, nie aus dieser Tabelle, denn die gewählten ε werden veröffentlicht. Nehmen Sie diese Zahlen aus öffentlichem Wissen (veröffentlichte Zahlen des Vorjahres, ein Register), nicht aus dieser Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="55"/>
        <source>How many rows you expect the table to have (after at most the allowed rows per person), from public knowledge, not from this table.</source>
        <translation>Wie viele Zeilen Sie in der Tabelle erwarten (nach höchstens den erlaubten Zeilen je Person), aus öffentlichem Wissen, nicht aus dieser Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="57"/>
        <source>How many rows you expect the selected query to cover (after its filter), from public knowledge. Needed for a filtered query&apos;s relative error, a mean or randomized response.</source>
        <translation>Wie viele Zeilen die gewählte Abfrage voraussichtlich umfasst (nach ihrem Filter), aus öffentlichem Wissen. Nötig für den relativen Fehler einer gefilterten Abfrage, einen Mittelwert oder Randomized Response.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="60"/>
        <source>The answer you expect for the selected query (a count, a typical cell&apos;s count, a sum or a mean), from public knowledge. Relative errors are taken against it.</source>
        <translation>Die Antwort, die Sie für die gewählte Abfrage erwarten (eine Anzahl, die Anzahl einer typischen Zelle, eine Summe oder ein Mittelwert), aus öffentlichem Wissen. Relative Fehler beziehen sich darauf.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="63"/>
        <source>Expected rows in the table</source>
        <translation>Erwartete Zeilen der Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>Selected query: expected rows</source>
        <translation>Gewählte Abfrage: erwartete Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>expected value</source>
        <translation>erwarteter Wert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="87"/>
        <source>e.g. 5000</source>
        <translation>z. B. 5000</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="94"/>
        <source>default {figure}</source>
        <translation>Vorgabe {figure}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="95"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>FamilyOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="28"/>
        <source>Each column alone and every pair</source>
        <translation>Jede Spalte allein und jedes Paar</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="29"/>
        <source>Each column alone, every pair and every three</source>
        <translation>Jede Spalte allein, jedes Paar und jedes Trio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="33"/>
        <source>Every pair of columns</source>
        <translation>Jedes Paar von Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="34"/>
        <source>Every three columns</source>
        <translation>Je drei Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="35"/>
        <source>A chain: each column with the next</source>
        <translation>Eine Kette: jede Spalte mit der nächsten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="36"/>
        <source>Pairs chosen privately at release (a tree of the most related)</source>
        <translation>Paare bei der Freigabe privat gewählt (ein Baum der am stärksten zusammenhängenden)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="39"/>
        <source>As the plan lists them: {tables}</source>
        <translation>Wie im Plan aufgeführt: {tables}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="40"/>
        <source>Tick 2 or more columns: every table is made of these columns, each with its categories or bins (below)</source>
        <translation>Kreuzen Sie 2 oder mehr Spalten an: Jede Tabelle besteht aus diesen Spalten, jede mit ihren Kategorien oder Klassen (unten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="42"/>
        <source>Which tables of the ticked columns are released; all are measured together</source>
        <translation>Welche Tabellen der angekreuzten Spalten veröffentlicht werden; alle werden gemeinsam gemessen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="44"/>
        <source>Which tables of the ticked columns are measured together; the synthetic rows keep the relations these tables show, no more</source>
        <translation>Welche Tabellen der angekreuzten Spalten gemeinsam gemessen werden; die synthetischen Zeilen erhalten die Zusammenhänge, die diese Tabellen zeigen, nicht mehr</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="46"/>
        <source>How many synthetic rows to write; the lowest value writes as many as the measured tables estimate (from the noisy counts: no further budget)</source>
        <translation>Wie viele synthetische Zeilen geschrieben werden; der kleinste Wert schreibt so viele, wie die gemessenen Tabellen schätzen (aus den verrauschten Zählungen: kein weiteres Budget)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="48"/>
        <source>as many as estimated</source>
        <translation>so viele wie geschätzt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="49"/>
        <source>How many pairs of columns to choose at release: one fewer than the columns makes a tree linking them all (the default); more pairs keep more relations, each measured with a smaller share of the budget, and take longer to fit</source>
        <translation>Wie viele Spaltenpaare bei der Freigabe gewählt werden: eines weniger als Spalten ergibt einen Baum, der alle verbindet (die Vorgabe); mehr Paare erhalten mehr Zusammenhänge, jedes mit einem kleineren Anteil des Budgets gemessen, und brauchen länger zum Anpassen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="52"/>
        <source>The share of this query&apos;s budget spent choosing the pairs (10% by default); the rest measures them. A larger share chooses more surely when many pairs are chosen, and leaves more noise in each measured table</source>
        <translation>Der Anteil des Budgets dieser Abfrage, der für die Wahl der Paare ausgegeben wird (standardmäßig 10 %); der Rest misst sie. Ein größerer Anteil wählt sicherer, wenn viele Paare gewählt werden, und lässt mehr Rauschen in jeder gemessenen Tabelle</translation>
    </message>
</context>
<context>
    <name>FamilyTables</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="86"/>
        <source>Each table&apos;s interval with the family measured together, beside the interval it would have measured on its own with an equal share of the query&apos;s budget</source>
        <translation>Das Intervall jeder Tabelle, wenn die Familie gemeinsam gemessen wird, neben dem Intervall, das sie einzeln mit einem gleichen Anteil am Budget der Abfrage hätte</translation>
    </message>
</context>
<context>
    <name>FamilyTablesModel</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="25"/>
        <source>Measured together</source>
        <translation>Gemeinsam gemessen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="26"/>
        <source>Measured on its own</source>
        <translation>Einzeln gemessen</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="43"/>
        <source>point (4.4)</source>
        <translation>Punkt (4.4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="44"/>
        <source>comma (4,4)</source>
        <translation>Komma (4,4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="60"/>
        <source>Open {file}</source>
        <translation>{file} öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="74"/>
        <source>&lt;b&gt;{file}&lt;/b&gt;: check that the columns and their types look right. What you choose here is kept in the plan, and the file is read this way every time.</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;: Prüfen Sie, ob die Spalten und ihre Typen stimmen. Was Sie hier wählen, wird im Plan gespeichert, und die Datei wird jedes Mal so gelesen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="80"/>
        <source>The sheet of the workbook that holds the table</source>
        <translation>Das Tabellenblatt der Arbeitsmappe, das die Tabelle enthält</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="84"/>
        <source>This workbook has {count} sheets: choose the one that holds the table.</source>
        <translation>Diese Arbeitsmappe hat {count} Tabellenblätter: Wählen Sie das, welches die Tabelle enthält.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="88"/>
        <source>Sheet:</source>
        <translation>Tabellenblatt:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="92"/>
        <source>The first {count} rows as they will be read; a value that does not fit its column&apos;s type is shown as missing</source>
        <translation>Die ersten {count} Zeilen, wie sie gelesen werden; ein Wert, der nicht zum Typ seiner Spalte passt, wird als fehlend angezeigt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="96"/>
        <source>Each column&apos;s type. Change one where the guess is wrong: a code such as a zip code is text, a date column is a date.</source>
        <translation>Der Typ jeder Spalte. Ändern Sie ihn, wo die Schätzung falsch ist: Ein Code wie eine Postleitzahl ist Text, eine Datumsspalte ist ein Datum.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="102"/>
        <source>Guess the types again</source>
        <translation>Typen neu schätzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="103"/>
        <source>Forget the types chosen by hand and guess each column&apos;s type from the file</source>
        <translation>Die von Hand gewählten Typen verwerfen und den Typ jeder Spalte neu aus der Datei schätzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="104"/>
        <location filename="../../dpstudio/gui/import_dialog.py" line="256"/>
        <source>Reading the file…</source>
        <translation>Die Datei wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="153"/>
        <source>How the text file is written</source>
        <translation>Wie die Textdatei geschrieben ist</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="155"/>
        <source>How the file&apos;s bytes are letters. If letters look wrong (Ã¤ for ä), choose another: cp1252 or latin_1 for Western European Windows files, gb18030 for Chinese</source>
        <translation>Wie die Bytes der Datei zu Buchstaben werden. Sehen Buchstaben falsch aus (Ã¤ statt ä), wählen Sie eine andere: cp1252 oder latin_1 für westeuropäische Windows-Dateien, gb18030 für Chinesisch</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="160"/>
        <source>Type any encoding Python knows, such as cp1250 or shift_jis</source>
        <translation>Geben Sie eine beliebige Kodierung ein, die Python kennt, etwa cp1250 oder shift_jis</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="163"/>
        <source>The character between two fields of a line</source>
        <translation>Das Zeichen zwischen zwei Feldern einer Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="166"/>
        <source>The character around a field that holds the delimiter</source>
        <translation>Das Zeichen um ein Feld, das das Trennzeichen enthält</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="170"/>
        <source>The line that holds the column names; lines above it (a title) are left out. &apos;{none}&apos;: the file has no names, every line is a row</source>
        <translation>Die Zeile mit den Spaltennamen; Zeilen darüber (ein Titel) werden weggelassen. „{none}“: Die Datei hat keine Namen, jede Zeile ist ein Datensatz</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="199"/>
        <source>the usual words (NA, N/A, NULL, NaN, None, …)</source>
        <translation>die üblichen Wörter (NA, N/A, NULL, NaN, None, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="201"/>
        <source>Read these words as missing values, as well as an empty field</source>
        <translation>Diese Wörter als fehlende Werte lesen, ebenso wie ein leeres Feld</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="204"/>
        <source>More words that mean &apos;missing&apos; in this file, separated by commas: k.A., -99, unknown</source>
        <translation>Weitere Wörter, die in dieser Datei „fehlend“ bedeuten, durch Kommas getrennt: k.A., -99, unbekannt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="206"/>
        <source>more, separated by commas: k.A., -99</source>
        <translation>weitere, durch Kommas getrennt: k.A., -99</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Encoding:</source>
        <translation>Kodierung:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Delimiter:</source>
        <translation>Trennzeichen:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Quote:</source>
        <translation>Anführungszeichen:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="208"/>
        <source>Decimal mark:</source>
        <translation>Dezimalzeichen:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Column names on line:</source>
        <translation>Spaltennamen in Zeile:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="190"/>
        <source>How values are read</source>
        <translation>Wie Werte gelesen werden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="192"/>
        <source>How numbers with a fraction are written: 4.4 or 4,4. For a text file, dpstudio finds it from the values until you choose; in a workbook, it is the mark of numbers written as text</source>
        <translation>Wie Zahlen mit Nachkommastellen geschrieben sind: 4.4 oder 4,4. Bei einer Textdatei erkennt dpstudio es an den Werten, bis Sie selbst wählen; in einer Arbeitsmappe ist es das Zeichen von Zahlen, die als Text geschrieben sind</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="211"/>
        <source>Missing values: an empty field,</source>
        <translation>Fehlende Werte: ein leeres Feld,</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="283"/>
        <source>{rows}, {columns}.</source>
        <translation>{rows}, {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="294"/>
        <source>These choices do not read the file: {error}</source>
        <translation>Mit diesen Einstellungen lässt sich die Datei nicht lesen: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="308"/>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="333"/>
        <source>whole number, number, text (codes such as zip codes stay text) or date (YYYY-MM-DD)</source>
        <translation>ganze Zahl, Zahl, Text (Codes wie Postleitzahlen bleiben Text) oder Datum (JJJJ-MM-TT)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../dpstudio/gui/language_menu.py" line="15"/>
        <source>The language is set by DPSTUDIO_LANGUAGE={value}; unset it to choose here</source>
        <translation>Die Sprache ist durch DPSTUDIO_LANGUAGE={value} festgelegt; entfernen Sie die Variable, um hier zu wählen</translation>
    </message>
</context>
<context>
    <name>LedgerStatus</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="24"/>
        <source>Checking the ledger…</source>
        <translation>Das Budgetbuch wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="127"/>
        <source>This release needs ε = {needed}, but only ε = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>Diese Veröffentlichung braucht ε = {needed}, aber vom Gesamtbudget ist nur ε = {left} übrig: der Export wird abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="129"/>
        <source>This release needs δ = {needed}, but only δ = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>Diese Veröffentlichung braucht δ = {needed}, aber vom Gesamtbudget ist nur δ = {left} übrig: der Export wird abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="148"/>
        <source>The ledger cannot be opened: {error}</source>
        <translation>Das Budgetbuch kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="149"/>
        <source>Ledger: {population}.</source>
        <translation>Budgetbuch: {population}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="150"/>
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>Gehören sie dazu, wählen Sie sie unter &lt;b&gt;Population&lt;/b&gt; (belastet deren Gesamtbudget); sind sie eine andere Population, kreuzen Sie &lt;b&gt;Neue Population&lt;/b&gt; an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="153"/>
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>Für diese Personen ist im Budgetbuch ({file}) &lt;b&gt;kein Gesamtbudget&lt;/b&gt; festgelegt. Legen Sie eines fest, bevor Sie veröffentlichen: Es begrenzt, was alle Veröffentlichungen über sie zusammen verbrauchen dürfen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="155"/>
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>Diese Population hat ε = {spent} ihres Gesamt-ε = {limit} verbraucht; &lt;b&gt;{left} übrig&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="157"/>
        <source>No lifetime budget is set for these people: the export will be refused. Set one on this page first.</source>
        <translation>Für diese Personen ist kein Gesamtbudget festgelegt: der Export wird abgelehnt. Legen Sie zuerst auf dieser Seite eines fest.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="159"/>
        <source>After it, ε = {epsilon} and δ = {delta} of the lifetime budget will be left.</source>
        <translation>Danach bleiben vom Gesamtbudget ε = {epsilon} und δ = {delta} übrig.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="160"/>
        <source>Of its lifetime δ = {limit}, {spent} is spent; {left} left.</source>
        <translation>Vom Gesamt-δ = {limit} sind {spent} verbraucht; {left} übrig.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="161"/>
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>Letzte Budgetänderung ({date}, {user}): „{reason}“.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="162"/>
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>Veröffentlichung Nr. {number} ({date}, ε = {epsilon}) nach {folder}: {state}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="163"/>
        <source>Releases are signed with the data office&apos;s key, fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;.</source>
        <translation>Veröffentlichungen werden mit dem Schlüssel der Datenstelle signiert, Fingerabdruck &lt;code&gt;{fingerprint}&lt;/code&gt;.</translation>
    </message>
</context>
<context>
    <name>LiveError</name>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="31"/>
        <source>How far the released value may be from the true one, with 95% confidence, at this query&apos;s ε: from the plan and the public numbers typed on the Preview page, never from the table.</source>
        <translation>Wie weit der veröffentlichte Wert mit 95 % Konfidenz vom wahren Wert abweichen kann, beim ε dieser Abfrage: aus dem Plan und den öffentlichen Zahlen auf der Seite Vorschau, nie aus der Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="44"/>
        <source>Fix the problems below to see the expected error.</source>
        <translation>Beheben Sie die Probleme unten, um den erwarteten Fehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="18"/>
        <source>A mean&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Der Fehler eines Mittelwerts hängt davon ab, wie viele Zeilen er umfasst: Geben Sie die erwarteten Zeilen auf der Seite Vorschau ein (eine öffentliche Zahl, nicht die dieser Tabelle).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="40"/>
        <source>A randomized response&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Der Fehler einer Randomized Response hängt davon ab, wie viele Zeilen sie umfasst: Geben Sie die erwarteten Zeilen auf der Seite Vorschau ein (eine öffentliche Zahl, nicht die dieser Tabelle).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="50"/>
        <source>This query&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Der Fehler dieser Abfrage hängt davon ab, wie viele Zeilen sie umfasst: Geben Sie die erwarteten Zeilen auf der Seite Vorschau ein (eine öffentliche Zahl, nicht die dieser Tabelle).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="54"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, in each group at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} Plätze in den sortierten Werten&lt;/b&gt; mit 95 % Konfidenz, in jeder Gruppe höchstens (das Intervall eines Quantils zählt Werte, nicht die Einheiten der Spalte).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="57"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, for each quantile at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} Plätze in den sortierten Werten&lt;/b&gt; mit 95 % Konfidenz, für jedes Quantil höchstens (das Intervall eines Quantils zählt Werte, nicht die Einheiten der Spalte).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="60"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} Plätze in den sortierten Werten&lt;/b&gt; mit 95 % Konfidenz (das Intervall eines Quantils zählt Werte, nicht die Einheiten der Spalte).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="63"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables (each table measured on its own with Laplace noise; the Preview page shows each table&apos;s).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; mit 95 % Konfidenz, in jeder Zelle ihrer Tabellen (jede Tabelle für sich mit Laplace-Rauschen gemessen; die Seite Vorschau zeigt es für jede Tabelle).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="66"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables at most (the Preview page shows each table&apos;s, and what measuring them together saves).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; mit 95 % Konfidenz, in jeder Zelle ihrer Tabellen höchstens (die Seite Vorschau zeigt es für jede Tabelle und was das gemeinsame Messen einspart).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="69"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; mit 95 % Konfidenz, in jeder Zelle höchstens (vor Begrenzen oder Runden).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="71"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each group at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; mit 95 % Konfidenz, in jeder Gruppe höchstens (vor Begrenzen oder Runden).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="74"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; mit 95 % Konfidenz (vor Begrenzen oder Runden).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Queries &amp; budget</source>
        <translation>Abfragen &amp; Budget</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="10"/>
        <source>Release</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="44"/>
        <source>
&lt;h3&gt;Words used here&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (epsilon)&lt;/b&gt; — the privacy loss. Whatever anyone learns about a patient changes by at most a factor
e&lt;sup&gt;ε&lt;/sup&gt; whether or not that patient is in the table. Smaller ε: more privacy, more noise.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;δ (delta)&lt;/b&gt; — a tiny probability that the ε promise fails. Keep it far below 1 / (number of people),
for example 1e-7, or 0 with Laplace noise. Above 1e-5 it needs the population size N (a public figure), and
must stay below 1 / N.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Sensitivity&lt;/b&gt; — how much one person can change an answer: 1 for a count when each person has one row;
for a sum, the largest value allowed by the bounds. Noise is scaled to it.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Privacy unit&lt;/b&gt; — who is protected. If a patient has several rows, say which column identifies the
patient and how many rows one may have; every query then protects the whole patient.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Budget&lt;/b&gt; — every query spends part of ε; together they may not exceed the total.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;Begriffe&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (Epsilon)&lt;/b&gt; — der Privatsphäreverlust. Was irgendjemand über eine Patientin oder einen Patienten erfährt,
ändert sich höchstens um den Faktor e&lt;sup&gt;ε&lt;/sup&gt;, ob diese Person in der Tabelle ist oder nicht. Kleineres ε: mehr
Schutz, mehr Rauschen.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;δ (Delta)&lt;/b&gt; — die kleine Wahrscheinlichkeit, mit der das ε-Versprechen nicht gilt. Weit unter
1 / (Zahl der Personen) halten, zum Beispiel 1e-7, oder 0 mit Laplace-Rauschen. Über 1e-5 braucht es die Größe der
Population N (eine öffentliche Zahl) und muss unter 1 / N bleiben.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Sensitivität&lt;/b&gt; — wie stark eine Person ein Ergebnis ändern kann: 1 bei einer Anzahl, wenn jede Person eine
Zeile hat; bei einer Summe der größte Wert, den die Schranken erlauben. Das Rauschen richtet sich danach.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Schutzeinheit&lt;/b&gt; — wer geschützt wird. Hat eine Person mehrere Zeilen, die Spalte angeben, die sie
identifiziert, und wie viele Zeilen sie höchstens haben darf; jede Abfrage schützt dann die ganze Person.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Budget&lt;/b&gt; — jede Abfrage verbraucht einen Teil von ε; zusammen dürfen sie die Summe nicht überschreiten.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="57"/>
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Öffnen Sie eine Tabelle oder den Beispieldatensatz, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="80"/>
        <source>Something needs your attention.</source>
        <translation>Etwas braucht Ihre Aufmerksamkeit.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="123"/>
        <source>The steps from a table to a release; you can go back any time</source>
        <translation>Die Schritte von einer Tabelle zu einer Veröffentlichung; Sie können jederzeit zurückgehen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="147"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="277"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="278"/>
        <source>&amp;Open table…</source>
        <translation>Tabelle ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="280"/>
        <source>Open &amp;database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="282"/>
        <source>Open &amp;sample dataset</source>
        <translation>&amp;Beispieldatensatz öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="284"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="286"/>
        <source>Open &amp;project…</source>
        <translation>&amp;Projekt öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="288"/>
        <source>&amp;Save project…</source>
        <translation>Projekt &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="290"/>
        <source>Save project &amp;as…</source>
        <translation>Projekt speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="293"/>
        <source>Choose the &amp;ledger file…</source>
        <translation>&amp;Budgetbuch wählen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="294"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="295"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="300"/>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="307"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="310"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="313"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="315"/>
        <source>&amp;About dpstudio</source>
        <translation>Ü&amp;ber dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>Tables ({patterns})</source>
        <translation>Tabellen ({patterns})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="337"/>
        <source>Open a table</source>
        <translation>Tabelle öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="370"/>
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>{file} wird erneut gelesen, mit {column} als {type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="378"/>
        <source>Opening {file}…</source>
        <translation>{file} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="385"/>
        <source>Reading {file} again…</source>
        <translation>{file} wird erneut gelesen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="398"/>
        <source>Loading {file}…</source>
        <translation>{file} wird geladen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>Choose the sheet</source>
        <translation>Tabellenblatt wählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>{file} hat {count} Tabellenblätter. Welches enthält die Tabelle?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="424"/>
        <source>Loaded {file}: {rows}. The project&apos;s plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>{file} geladen: {rows}. Der Plan des Projekts sagte nicht, wie die Datei zu lesen ist; das wurde daher erschlossen ({schema}). Speichern Sie das Projekt, um es zu behalten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="430"/>
        <source>Loaded {file}: {rows}.</source>
        <translation>{file} geladen: {rows}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="460"/>
        <source>Opened {table} in {url}: {rows} (they stay in the database).</source>
        <translation>{table} in {url} geöffnet: {rows} (sie bleiben in der Datenbank).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="476"/>
        <source>The project reads this database. Type the password, then Test connection or Open.</source>
        <translation>Das Projekt liest diese Datenbank. Geben Sie das Passwort ein, dann Verbindung testen oder Öffnen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="481"/>
        <source>Open a project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="482"/>
        <source>dpstudio projects (*.dpstudio.json *.json)</source>
        <translation>dpstudio-Projekte (*.dpstudio.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="521"/>
        <source>This project&apos;s plan was saved before dpstudio could count people: its counts still count rows, as they did. The Queries page shows what each query counts, and lets you count people instead.</source>
        <translation>Der Plan dieses Projekts wurde gespeichert, bevor dpstudio Personen zählen konnte: Seine Anzahlen zählen weiterhin Zeilen, wie bisher. Die Seite Abfragen zeigt, was jede Abfrage zählt, und lässt Sie stattdessen Personen zählen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="528"/>
        <source>The data file {file} has changed since this project was saved. The project&apos;s plan was kept as it was; check the columns&apos; roles, bounds and categories, and the preview, before you release.</source>
        <translation>Die Datendatei {file} hat sich seit dem Speichern dieses Projekts geändert. Der Plan des Projekts wurde unverändert übernommen; prüfen Sie die Rollen, Schranken und Kategorien der Spalten sowie die Vorschau, bevor Sie veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="531"/>
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>Die Datendatei hat sich seit dem Speichern des Projekts geändert: {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="533"/>
        <source>The data file has changed</source>
        <translation>Die Datendatei hat sich geändert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="549"/>
        <source>Save the project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="550"/>
        <source>dpstudio projects (*.dpstudio.json)</source>
        <translation>dpstudio-Projekte (*.dpstudio.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="545"/>
        <location filename="../../dpstudio/gui/main_window.py" line="553"/>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="559"/>
        <source>Choose the ledger file (new or existing)</source>
        <translation>Budgetbuch wählen (neu oder vorhanden)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="561"/>
        <source>dpstudio ledgers (*.sqlite)</source>
        <translation>dpstudio-Budgetbücher (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="566"/>
        <source>Releases are recorded in {file}</source>
        <translation>Veröffentlichungen werden in {file} festgehalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="574"/>
        <source>Released into {folder}.</source>
        <translation>Veröffentlicht in {folder}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="598"/>
        <source>Publish statistics about patients under differential privacy.</source>
        <translation>Statistiken über Patientinnen und Patienten unter Differential Privacy veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="602"/>
        <source>About dpstudio</source>
        <translation>Über dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="605"/>
        <source>no table</source>
        <translation>keine Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="681"/>
        <source>An export is running</source>
        <translation>Ein Export läuft</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="682"/>
        <source>An export is running. Close dpstudio anyway?

If the budget has not been charged yet, the export stops and nothing is spent. If it has, dpstudio finishes writing the files before it closes.</source>
        <translation>Ein Export läuft. dpstudio trotzdem schließen?

Ist das Budget noch nicht belastet, hält der Export an und nichts wird verbraucht. Ist es belastet, schreibt dpstudio die Dateien fertig, bevor es sich schließt.</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="18"/>
        <source>One row is one person: nothing to count. Choose the column that identifies a person (below the table) to see how many rows each person has, and what each limit would leave out.</source>
        <translation>Eine Zeile ist eine Person: nichts zu zählen. Wählen Sie die Spalte, die eine Person identifiziert (unter der Tabelle), um zu sehen, wie viele Zeilen jede Person hat und was jede Grenze weglassen würde.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50"/>
        <source>For each &apos;at most N rows&apos; choice: how many rows would be left out, and how many people would lose rows. For your eyes only; never released.</source>
        <translation>Für jede Wahl „höchstens N Zeilen“: wie viele Zeilen weggelassen würden und wie viele Personen Zeilen verlören. Nur für Ihre Augen; nie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>At most</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>Rows
left out</source>
        <translation>Weggelassene
Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="53"/>
        <source>People
losing rows</source>
        <translation>Personen, die
Zeilen verlieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} row</source>
        <translation>{count} Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="75"/>
        <source>Your choice</source>
        <translation>Ihre Wahl</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159"/>
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>Was zu erwarten ist, &lt;b&gt;bevor&lt;/b&gt; etwas verbraucht wird: wie weit jeder veröffentlichte Wert vom wahren abweichen kann. Hier wird nichts gezogen oder veröffentlicht; wahre Werte sehen nur Sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162"/>
        <source>The probability that the released value is within the interval shown</source>
        <translation>Die Wahrscheinlichkeit, dass der veröffentlichte Wert im angezeigten Intervall liegt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="165"/>
        <source>the same shares, all of the budget</source>
        <translation>gleiche Anteile, das ganze Budget</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest worst relative error</source>
        <translation>kleinsten größten relativen Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest total relative error</source>
        <translation>kleinsten gesamten relativen Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="170"/>
        <source>Distribute the budget</source>
        <translation>Budget verteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="171"/>
        <source>Set every query&apos;s ε within the total budget.</source>
        <translation>Das ε jeder Abfrage innerhalb des Budgets der Veröffentlichung festlegen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="172"/>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="173"/>
        <source>for the</source>
        <translation>für den</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="174"/>
        <source>I need ±</source>
        <translation>Ich brauche ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="175"/>
        <source>Select a query to see its plots</source>
        <translation>Wählen Sie eine Abfrage, um ihre Diagramme zu sehen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="179"/>
        <source>Relative
error</source>
        <translation>Relativer
Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <source>After clamping
at 0</source>
        <translation>Nach Anheben
auf 0</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="178"/>
        <source>In words</source>
        <translation>In Worten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="180"/>
        <source>The ± you need on the selected query, in its units</source>
        <translation>Das ±, das Sie bei der gewählten Abfrage brauchen, in ihren Einheiten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="181"/>
        <source>e.g. 10</source>
        <translation>z. B. 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="182"/>
        <source>Set ε for this interval</source>
        <translation>ε für dieses Intervall festlegen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="183"/>
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>Der gewählten Abfrage das kleinste ε geben, das das gewünschte Intervall erreicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="188"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="199"/>
        <source>Open a table and add queries to see their expected error.</source>
        <translation>Öffnen Sie eine Tabelle und fügen Sie Abfragen hinzu, um ihren erwarteten Fehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="207"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="258"/>
        <source>Fix the plan first:</source>
        <translation>Korrigieren Sie zuerst den Plan:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="217"/>
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>Die wahren Antworten werden einmal in der Datenbank berechnet (nur Anzahlen und Summen kommen zurück; sie verlassen diesen Computer nie)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="219"/>
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>Die wahren Antworten werden einmal berechnet (sie verlassen diesen Computer nie)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="244"/>
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>Abgebrochen. Jede Änderung am Plan berechnet die Antworten neu.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="263"/>
        <source>The preview could not be computed.</source>
        <translation>Die Vorschau konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="273"/>
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>Die Abfragen verbrauchen mehr als das Budget der Veröffentlichung: Senken Sie einige ε (oder nutzen Sie Verteilen), bevor Sie veröffentlichen können.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="275"/>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="333"/>
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>Geben Sie das benötigte Intervall als Zahl ein, z. B. 10.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="342"/>
        <source>&apos;{query}&apos; cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>&apos;{query}&apos; erreicht ±{wanted} mit keinem ε bis 100.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="357"/>
        <source>Distributing the budget…</source>
        <translation>Das Budget wird verteilt…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="363"/>
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>Die Abfragen haben sich geändert, während das Budget verteilt wurde: Versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="17"/>
        <source>bounds</source>
        <translation>Schranken</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>categories</source>
        <translation>Kategorien</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>bins</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="20"/>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="21"/>
        <source>mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="22"/>
        <source>what is done afterwards</source>
        <translation>Nachbearbeitung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="23"/>
        <source>quantile</source>
        <translation>Quantil</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="24"/>
        <source>cells add up to</source>
        <translation>Summe der Zellen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="25"/>
        <source>margins</source>
        <translation>Randsummen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="26"/>
        <source>the (other) cell</source>
        <translation>die Zelle „(sonstige)“</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="27"/>
        <source>filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="29"/>
        <source>share of ε for the number of answers</source>
        <translation>Anteil von ε für die Zahl der Antworten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="30"/>
        <source>small-cell rule</source>
        <translation>Kleinzellenregel</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="33"/>
        <source>The total budget&apos;s ε</source>
        <translation>Das ε des Budgets der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="34"/>
        <source>The total budget&apos;s δ</source>
        <translation>Das δ des Budgets der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="35"/>
        <source>The population size</source>
        <translation>Die Größe der Population</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="36"/>
        <source>The accounting</source>
        <translation>Die Budgetrechnung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="37"/>
        <source>The total budget</source>
        <translation>Das Budget der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="38"/>
        <source>The small-cell rule</source>
        <translation>Die Kleinzellenregel</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="39"/>
        <source>Who is protected: the person column</source>
        <translation>Wer geschützt wird: die Personenspalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="40"/>
        <source>Who is protected: rows per person</source>
        <translation>Wer geschützt wird: Zeilen je Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="41"/>
        <source>Who is protected: the order of each person&apos;s rows</source>
        <translation>Wer geschützt wird: die Reihenfolge der Zeilen jeder Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="43"/>
        <source>Who is protected</source>
        <translation>Wer geschützt wird</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="44"/>
        <source>The table</source>
        <translation>Die Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="45"/>
        <source>The queries</source>
        <translation>Die Abfragen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="46"/>
        <source>The publisher</source>
        <translation>Der Herausgeber</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="47"/>
        <source>How the file is read</source>
        <translation>Wie die Datei gelesen wird</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query &apos;{name}&apos;</source>
        <translation>Abfrage &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query {number}</source>
        <translation>Abfrage {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>{place}, {detail}</source>
        <translation>{place}, {detail}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>Column &apos;{name}&apos;</source>
        <translation>Spalte &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="52"/>
        <source>How column &apos;{name}&apos; is read</source>
        <translation>Wie die Spalte &apos;{name}&apos; gelesen wird</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="53"/>
        <source>{field} {number}</source>
        <translation>{field} {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="54"/>
        <source>{field} of {column}</source>
        <translation>{field} von {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="54"/>
        <source>{place}: {problem}</source>
        <translation>{place}: {problem}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="55"/>
        <source>{problem} ({hint})</source>
        <translation>{problem} ({hint})</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="41"/>
        <source>not a dpstudio project file ({error})</source>
        <translation>keine dpstudio-Projektdatei ({error})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="42"/>
        <source>not a dpstudio project file, or one from another version</source>
        <translation>keine dpstudio-Projektdatei oder eine aus einer anderen Version</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="43"/>
        <source>Open a .dpstudio.json file saved by dpstudio</source>
        <translation>Öffnen Sie eine .dpstudio.json-Datei, die dpstudio gespeichert hat</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="44"/>
        <source>Open a .dpstudio.json file saved by this dpstudio</source>
        <translation>Öffnen Sie eine .dpstudio.json-Datei, die diese dpstudio-Version gespeichert hat</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="18"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="19"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="19"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="20"/>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="15"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="15"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="18"/>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
</context>
<context>
    <name>QuantilesOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="25"/>
        <source>Quartiles</source>
        <translation>Quartile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="26"/>
        <source>Quartiles, 0.1 and 0.9</source>
        <translation>Quartile, 0,1 und 0,9</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="27"/>
        <source>Quintiles</source>
        <translation>Quintile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="28"/>
        <source>Deciles</source>
        <translation>Dezile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="29"/>
        <source>&apos;{text}&apos; is not a number: type the quantiles as numbers between 0 and 1, e.g. {example}.</source>
        <translation>&apos;{text}&apos; ist keine Zahl: Geben Sie die Quantile als Zahlen zwischen 0 und 1 ein, z. B. {example}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="31"/>
        <source>{value} is not between 0 and 1: a quantile is a share of the sorted values (0.5 is the median).</source>
        <translation>{value} liegt nicht zwischen 0 und 1: Ein Quantil ist ein Anteil der sortierten Werte (0,5 ist der Median).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="33"/>
        <source>{value} has more than 3 decimal places: use a quantile such as {example}.</source>
        <translation>{value} hat mehr als 3 Nachkommastellen: Verwenden Sie ein Quantil wie {example}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="35"/>
        <source>Give at least 2 different quantiles (for one alone, use the kind Quantile).</source>
        <translation>Geben Sie mindestens 2 verschiedene Quantile an (für ein einzelnes nehmen Sie die Art Quantil).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="37"/>
        <source>Give at most {most} different quantiles.</source>
        <translation>Geben Sie höchstens {most} verschiedene Quantile an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="38"/>
        <source>The query keeps {kept}.</source>
        <translation>Die Abfrage behält {kept}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="102"/>
        <source>Quantiles</source>
        <translation>Quantile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="106"/>
        <source>The quantiles to release, between 0 and 1, e.g. {example}: 0.5 is the median, 0.25 and 0.75 the quartiles</source>
        <translation>Die zu veröffentlichenden Quantile, zwischen 0 und 1, z. B. {example}: 0,5 ist der Median, 0,25 und 0,75 sind die Quartile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="109"/>
        <source>Common lists of quantiles</source>
        <translation>Übliche Listen von Quantilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="111"/>
        <source>Presets…</source>
        <translation>Vorlagen…</translation>
    </message>
</context>
<context>
    <name>QueriesModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="366"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="367"/>
        <source>{kind} · people</source>
        <translation>{kind} · Personen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="368"/>
        <source>{kind} · rows</source>
        <translation>{kind} · Zeilen</translation>
    </message>
</context>
<context>
    <name>QueriesPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="232"/>
        <source>Total budget</source>
        <translation>Budget der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="240"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="241"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="242"/>
        <source>How the queries&apos; budgets add up</source>
        <translation>Wie sich die Budgets der Abfragen zusammensetzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="245"/>
        <source>Split evenly</source>
        <translation>Gleich aufteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="246"/>
        <source>Give every query the same share of the total ε</source>
        <translation>Jeder Abfrage denselben Anteil am gesamten ε geben</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="247"/>
        <source>Split by weights</source>
        <translation>Nach Gewichten aufteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="248"/>
        <source>Share the total ε in proportion to each query&apos;s weight</source>
        <translation>Das gesamte ε im Verhältnis zum Gewicht jeder Abfrage aufteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="249"/>
        <source>accounting</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="250"/>
        <source>people N</source>
        <translation>Personen N</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="251"/>
        <source>suppress below</source>
        <translation>unterdrücken unter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="252"/>
        <source>is one of</source>
        <translation>ist einer von</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="253"/>
        <source>The queries to release; select one to edit it.</source>
        <translation>Die zu veröffentlichenden Abfragen; wählen Sie eine aus, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="254"/>
        <source>Add query</source>
        <translation>Abfrage hinzufügen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="255"/>
        <source>Add a query of any kind</source>
        <translation>Eine Abfrage beliebiger Art hinzufügen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="258"/>
        <source>{kind} — {what}</source>
        <translation>{kind} — {what}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="260"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="261"/>
        <source>Remove the selected query (Delete)</source>
        <translation>Die ausgewählte Abfrage entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="262"/>
        <source>Selected query</source>
        <translation>Ausgewählte Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="263"/>
        <source>A short name for the query, used in the release files</source>
        <translation>Ein kurzer Name der Abfrage, verwendet in den Dateien der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="264"/>
        <source>The column the query is about (identifiers are not offered)</source>
        <translation>Die Spalte, um die es in der Abfrage geht (Identifikatoren werden nicht angeboten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="265"/>
        <source>The second column of the cross-tab</source>
        <translation>Die zweite Spalte der Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="266"/>
        <source>An optional third column of the cross-tab</source>
        <translation>Eine optionale dritte Spalte der Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="267"/>
        <source>0.5 is the median, 0.25 the lower quartile</source>
        <translation>0,5 ist der Median, 0,25 das untere Quartil</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="268"/>
        <source>This query&apos;s share when the budget is split by weights (1 = an equal share)</source>
        <translation>Der Anteil dieser Abfrage, wenn das Budget nach Gewichten aufgeteilt wird (1 = ein gleicher Anteil)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="269"/>
        <source>How noise is added; the default is right for most uses</source>
        <translation>Wie das Rauschen hinzugefügt wird; die Voreinstellung passt für die meisten Zwecke</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="270"/>
        <source>The last cell counts the people with this many rows or more: a public cap, from what you know of the table, not from its data</source>
        <translation>Die letzte Zelle zählt die Personen mit so vielen Zeilen oder mehr: eine öffentliche Obergrenze, aus dem, was Sie über die Tabelle wissen, nicht aus ihren Daten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="272"/>
        <source>Move the cells so they add up to a released count of the same rows (costs no budget; the cells are rounded, and with Clamp at zero none is below 0)</source>
        <translation>Die Zellen so verschieben, dass sie sich zu einer veröffentlichten Anzahl derselben Zeilen summieren (kostet kein Budget; die Zellen werden gerundet, und mit „Bei null begrenzen“ liegt keine unter 0)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="275"/>
        <source>Clamp at zero</source>
        <translation>Bei null begrenzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="276"/>
        <source>Negative noisy counts become 0 (post-processing: no budget). Alone it never moves a count away from the true one; cells that add up to a count are kept at 0 or above and still add up</source>
        <translation>Negative verrauschte Anzahlen werden 0 (Nachbearbeitung: kein Budget). Allein entfernt das eine Anzahl nie von der wahren; Zellen, die sich zu einer Anzahl summieren, bleiben bei 0 oder darüber und summieren sich weiterhin</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="279"/>
        <source>Round to whole numbers</source>
        <translation>Auf ganze Zahlen runden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="280"/>
        <source>Post-processing: no budget; moves a value by at most 0.5 (a margin, the sum of its rounded cells, by at most their moves together)</source>
        <translation>Nachbearbeitung: kein Budget; verschiebt einen Wert um höchstens 0,5 (eine Randsumme, die Summe ihrer gerundeten Zellen, um höchstens deren Verschiebungen zusammen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="282"/>
        <source>Only count rows whose value in this column is listed</source>
        <translation>Nur Zeilen zählen, deren Wert in dieser Spalte aufgeführt ist</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="283"/>
        <source>Values separated by &apos;;&apos; (e.g. F; positive)</source>
        <translation>Werte getrennt durch „;“ (z. B. F; positiv)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Second column</source>
        <translation>Zweite Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Third column</source>
        <translation>Dritte Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Quantile</source>
        <translation>Quantil</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="287"/>
        <source>Expected error</source>
        <translation>Erwarteter Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="289"/>
        <source>Cells add up to</source>
        <translation>Zellen summieren sich zu</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Afterwards</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Only rows where</source>
        <translation>Nur Zeilen, in denen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Counts</source>
        <translation>Zählt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Last cell from</source>
        <translation>Letzte Zelle ab</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Rows to write</source>
        <translation>Zu schreibende Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="294"/>
        <source>Pairs to choose</source>
        <translation>Zu wählende Paare</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="295"/>
        <source>Budget for choosing</source>
        <translation>Budget für die Wahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="346"/>
        <source>Add a query, or select one to edit it.</source>
        <translation>Fügen Sie eine Abfrage hinzu, oder wählen Sie eine aus, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="351"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt;: {help}</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt;: {help}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="359"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="377"/>
        <source>(not adjusted)</source>
        <translation>(nicht angepasst)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="380"/>
        <source>the count &apos;{query}&apos;</source>
        <translation>die Anzahl „{query}“</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="490"/>
        <source>δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}</source>
        <translation>δ muss eine Zahl wie 1e-7 sein: „{typed}“ wurde nicht übernommen, es bleibt {kept}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="508"/>
        <source>The budget&apos;s δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}.</source>
        <translation>Das δ des Budgets muss eine Zahl wie 1e-7 sein: „{typed}“ wurde nicht übernommen, es bleibt {kept}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="516"/>
        <source>The population size must be a whole number of people, such as 250000.</source>
        <translation>Die Größe der Population muss eine ganze Zahl von Personen sein, zum Beispiel 250000.</translation>
    </message>
</context>
<context>
    <name>QueryProblems</name>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="18"/>
        <source>Bounds of &apos;{column}&apos;</source>
        <translation>Schranken von &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="19"/>
        <source>Fix them on the Columns page, in the lower and upper bound of &apos;{column}&apos;.</source>
        <translation>Korrigieren Sie sie auf der Seite Spalten, in der unteren und oberen Schranke von &apos;{column}&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="21"/>
        <source>Categories of &apos;{column}&apos;</source>
        <translation>Kategorien von &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="22"/>
        <source>Fix them on the Columns page, in the categories of &apos;{column}&apos;, or choose other keys under Table.</source>
        <translation>Korrigieren Sie sie auf der Seite Spalten, in den Kategorien von &apos;{column}&apos;, oder wählen Sie unter Tabelle andere Schlüssel.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="24"/>
        <source>Bins of &apos;{column}&apos;</source>
        <translation>Klassen von &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="25"/>
        <source>Fix them under Table, in the bin edges of &apos;{column}&apos;.</source>
        <translation>Korrigieren Sie sie unter Tabelle, in den Klassengrenzen von &apos;{column}&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="26"/>
        <source>The query&apos;s column</source>
        <translation>Die Spalte der Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="27"/>
        <source>Choose another in the Column list.</source>
        <translation>Wählen Sie in der Liste Spalte eine andere.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="28"/>
        <source>The query&apos;s columns</source>
        <translation>Die Spalten der Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="29"/>
        <source>Choose others in the Column lists.</source>
        <translation>Wählen Sie in den Spaltenlisten andere.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="30"/>
        <source>The groups</source>
        <translation>Die Gruppen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="31"/>
        <source>Fix them under Table, in Group by.</source>
        <translation>Korrigieren Sie sie unter Tabelle, in Gruppieren nach.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="32"/>
        <source>The filter on &apos;{column}&apos;</source>
        <translation>Der Filter auf &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="33"/>
        <source>Fix it in Only rows where.</source>
        <translation>Korrigieren Sie ihn in Nur Zeilen, in denen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="34"/>
        <source>The query&apos;s ε</source>
        <translation>Das ε der Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="35"/>
        <source>Fix it in the ε field.</source>
        <translation>Korrigieren Sie es im Feld ε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="36"/>
        <source>The query&apos;s δ</source>
        <translation>Das δ der Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="37"/>
        <source>Fix it in the δ field.</source>
        <translation>Korrigieren Sie es im Feld δ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="38"/>
        <source>The mechanism</source>
        <translation>Der Mechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="39"/>
        <source>Choose another in the Mechanism list.</source>
        <translation>Wählen Sie in der Liste Mechanismus einen anderen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="40"/>
        <source>The quantile</source>
        <translation>Das Quantil</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="41"/>
        <source>Fix it in the Quantile field.</source>
        <translation>Korrigieren Sie es im Feld Quantil.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="42"/>
        <source>The quantiles</source>
        <translation>Die Quantile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="43"/>
        <source>Fix them in the Quantiles field, or choose a preset.</source>
        <translation>Korrigieren Sie sie im Feld Quantile oder wählen Sie eine Vorlage.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="44"/>
        <source>The query&apos;s id</source>
        <translation>Die Kennung der Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="45"/>
        <source>Fix it in the Id field.</source>
        <translation>Korrigieren Sie sie im Feld Kennung.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="46"/>
        <source>What is done afterwards</source>
        <translation>Was danach geschieht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="47"/>
        <source>Fix it with the boxes under Afterwards.</source>
        <translation>Korrigieren Sie es mit den Kästchen unter Danach.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="48"/>
        <source>The count the cells add up to</source>
        <translation>Die Anzahl, zu der sich die Zellen summieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="49"/>
        <source>Choose another in Cells add up to.</source>
        <translation>Wählen Sie unter Zellen summieren sich zu eine andere.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="50"/>
        <source>The margins</source>
        <translation>Die Randsummen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="51"/>
        <source>Fix it with the margins box under Table.</source>
        <translation>Korrigieren Sie es mit dem Kästchen für Randsummen unter Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="52"/>
        <source>The (other) cell</source>
        <translation>Die Zelle (sonstige)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="53"/>
        <source>Fix it with the (other) box under Table.</source>
        <translation>Korrigieren Sie es mit dem Kästchen (sonstige) unter Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="54"/>
        <source>The last cell</source>
        <translation>Die letzte Zelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="55"/>
        <source>Fix it in Last cell from.</source>
        <translation>Korrigieren Sie es in Letzte Zelle ab.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="56"/>
        <source>What the query counts</source>
        <translation>Was die Abfrage zählt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="57"/>
        <location filename="../../dpstudio/gui/query_problems.py" line="59"/>
        <source>Choose it in the Counts list.</source>
        <translation>Wählen Sie es in der Liste Zählt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="58"/>
        <source>How people are counted</source>
        <translation>Wie Personen gezählt werden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="61"/>
        <source>{place}: {problem}. {fix}</source>
        <translation>{place}: {problem}. {fix}</translation>
    </message>
</context>
<context>
    <name>QueryTexts</name>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="17"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="29"/>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="22"/>
        <source>Cross-tab</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="23"/>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="13"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="39"/>
        <source>Quantile</source>
        <translation>Quantil</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="33"/>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="39"/>
        <source>Randomized response</source>
        <translation>Randomized Response</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="11"/>
        <source>People by number of rows</source>
        <translation>Personen nach Zahl der Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="13"/>
        <source>Family of tables</source>
        <translation>Tabellenfamilie</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="14"/>
        <source>Synthetic table</source>
        <translation>Synthetische Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="21"/>
        <source>Quantiles (several at once)</source>
        <translation>Quantile (mehrere zugleich)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="12"/>
        <source>Default (recommended)</source>
        <translation>Voreinstellung (empfohlen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="13"/>
        <source>Laplace</source>
        <translation>Laplace</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="14"/>
        <source>Discrete Laplace</source>
        <translation>Diskreter Laplace</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="15"/>
        <source>Gaussian (needs δ)</source>
        <translation>Gauß (braucht δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="16"/>
        <source>Discrete Gaussian (needs δ)</source>
        <translation>Diskreter Gauß (braucht δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="17"/>
        <source>Exponential</source>
        <translation>Exponentialmechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="21"/>
        <source>Sequential: budgets add up</source>
        <translation>Sequentiell: Budgets addieren sich</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="22"/>
        <source>Sequential accounting: the queries&apos; ε (and δ) add up to what the release spends.</source>
        <translation>Sequentielle Abrechnung: Die ε (und δ) der Abfragen addieren sich zu dem, was die Veröffentlichung verbraucht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="24"/>
        <source>zCDP: less noise for many queries (needs δ)</source>
        <translation>zCDP: weniger Rauschen bei vielen Abfragen (braucht δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="25"/>
        <source>zCDP accounting: Gaussian noise adds up more slowly, so many queries get less noise for the same total ε and δ; each query&apos;s ε is its share of the total, and δ must be above 0.</source>
        <translation>zCDP-Abrechnung: Gauß-Rauschen summiert sich langsamer, sodass viele Abfragen bei gleichem gesamtem ε und δ weniger Rauschen bekommen; das ε jeder Abfrage ist ihr Anteil am Gesamtbudget, und δ muss größer als 0 sein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="18"/>
        <source>How many people (each once) or rows, optionally only those matching a filter.</source>
        <translation>Wie viele Personen (jede einmal) oder Zeilen, wahlweise nur jene, die einen Filter erfüllen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="30"/>
        <source>How many people or rows fall in each category or bin of one column.</source>
        <translation>Wie viele Personen oder Zeilen in jede Kategorie oder Klasse einer Spalte fallen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="23"/>
        <source>How many people or rows fall in each combination of 2 or 3 columns&apos; categories.</source>
        <translation>Wie viele Personen oder Zeilen in jede Kombination der Kategorien von 2 oder 3 Spalten fallen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="12"/>
        <source>How many people have 1, 2, 3, … rows (visits per patient), up to a public cap; all of a person&apos;s rows count, and each person is in one cell.</source>
        <translation>Wie viele Personen 1, 2, 3, … Zeilen haben (Besuche je Patient), bis zu einer öffentlichen Obergrenze; alle Zeilen einer Person zählen, und jede Person ist in einer Zelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="14"/>
        <source>Several tables over the same columns (each column alone, every pair, …), measured once: the tables agree exactly and are more accurate than each measured on its own.</source>
        <translation>Mehrere Tabellen über dieselben Spalten (jede Spalte allein, jedes Paar, …), einmal gemessen: Die Tabellen stimmen genau überein und sind genauer, als wenn jede einzeln gemessen würde.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="15"/>
        <source>Synthetic rows for researchers, drawn from tables of every pair of the columns measured once with noise: no row is a patient, and the rows keep only the relations those tables show.</source>
        <translation>Synthetische Zeilen für Forschende, gezogen aus Tabellen jedes Spaltenpaars, einmal mit Rauschen gemessen: keine Zeile ist ein Patient, und die Zeilen erhalten nur die Zusammenhänge, die diese Tabellen zeigen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="22"/>
        <source>Several quantiles (e.g. the quartiles) of a numeric column, chosen jointly by the exponential mechanism: 5 quantiles need 3 shares of the query&apos;s ε, not 5.</source>
        <translation>Mehrere Quantile (z. B. die Quartile) einer Zahlenspalte, gemeinsam durch den Exponentialmechanismus gewählt: 5 Quantile brauchen 3 Anteile des ε der Abfrage, nicht 5.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="20"/>
        <source>how many people or rows</source>
        <translation>wie viele Personen oder Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="32"/>
        <source>people or rows per category or bin of one column</source>
        <translation>Personen oder Zeilen je Kategorie oder Klasse einer Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="25"/>
        <source>people or rows per combination of 2 or 3 columns</source>
        <translation>Personen oder Zeilen je Kombination von 2 oder 3 Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="17"/>
        <source>every table of one and of two columns, measured together</source>
        <translation>jede Tabelle aus einer und aus zwei Spalten, gemeinsam gemessen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="18"/>
        <source>synthetic rows from tables of every pair of columns; no row is a patient</source>
        <translation>synthetische Zeilen aus Tabellen jedes Spaltenpaars; keine Zeile ist ein Patient</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="15"/>
        <source>people by their number of rows (visits per patient)</source>
        <translation>Personen nach der Zahl ihrer Zeilen (Besuche je Patient)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="24"/>
        <source>The total of a numeric column, with values clamped to the column&apos;s bounds.</source>
        <translation>Die Summe einer Zahlenspalte, die Werte auf die Schranken der Spalte begrenzt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="14"/>
        <source>The average of a numeric column within its bounds.</source>
        <translation>Der Durchschnitt einer Zahlenspalte innerhalb ihrer Schranken.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="40"/>
        <source>A quantile (0.5 = median) of a numeric column, chosen by the exponential mechanism.</source>
        <translation>Ein Quantil (0,5 = Median) einer Zahlenspalte, gewählt durch den Exponentialmechanismus.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="34"/>
        <source>Each row&apos;s value is randomized, and the number of answers is a noisy count (a tenth of the ε by default), so neither a value nor a person&apos;s presence is revealed.</source>
        <translation>Der Wert jeder Zeile wird zufällig verändert, und die Zahl der Antworten ist eine verrauschte Anzahl (standardmäßig ein Zehntel des ε), sodass weder ein Wert noch die Anwesenheit einer Person offengelegt wird.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="26"/>
        <source>the total of a number column</source>
        <translation>die Summe einer Zahlenspalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="15"/>
        <source>the average of a number column</source>
        <translation>der Durchschnitt einer Zahlenspalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="42"/>
        <source>a median or other quantile of a number column</source>
        <translation>ein Median oder anderes Quantil einer Zahlenspalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="25"/>
        <source>several quantiles of a number column, chosen jointly</source>
        <translation>mehrere Quantile einer Zahlenspalte, gemeinsam gewählt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="37"/>
        <source>each row&apos;s category, randomized</source>
        <translation>die Kategorie jeder Zeile, zufällig verändert</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="21"/>
        <source>The reason is recorded in the ledger&apos;s hash chain and shown with it (in the app, and by &lt;code&gt;dpstudio ledger show&lt;/code&gt;).</source>
        <translation>Der Grund wird in der Hash-Kette des Budgetbuchs festgehalten und mit ihr angezeigt (in der App und mit &lt;code&gt;dpstudio ledger show&lt;/code&gt;).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="24"/>
        <source>Why; recorded in the ledger</source>
        <translation>Warum; wird im Budgetbuch festgehalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="25"/>
        <source>e.g. approved by the data protection board on 2026-03-02</source>
        <translation>z. B. vom Datenschutzgremium am 2026-03-02 genehmigt</translation>
    </message>
</context>
<context>
    <name>ReleasePage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="40"/>
        <source>Cancelled before the budget was charged: nothing was released, charged or written.</source>
        <translation>Abgebrochen, bevor das Budget belastet wurde: Nichts wurde veröffentlicht, belastet oder geschrieben.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="191"/>
        <source>A new folder for the release files; it must not exist yet</source>
        <translation>Ein neuer Ordner für die Dateien der Veröffentlichung; er darf noch nicht existieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="192"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="193"/>
        <source>Export release…</source>
        <translation>Veröffentlichung exportieren…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="194"/>
        <source>Draws the noise once, spends the budget and writes the files</source>
        <translation>Zieht das Rauschen einmal, verbraucht das Budget und schreibt die Dateien</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="196"/>
        <source>Who publishes, as the report should show it: an organisation or a display name. It is saved with the project. Leave it empty and the report names no one; your computer&apos;s user name is never published (it stays in the private ledger).</source>
        <translation>Wer veröffentlicht, so wie der Bericht es zeigen soll: eine Organisation oder ein Anzeigename. Er wird mit dem Projekt gespeichert. Bleibt das Feld leer, nennt der Bericht niemanden; der Benutzername Ihres Computers wird nie veröffentlicht (er bleibt im privaten Budgetbuch).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="199"/>
        <source>e.g. Data Office, St Example Hospital (optional)</source>
        <translation>z. B. Datenstelle, St.-Beispiel-Krankenhaus (freiwillig)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="200"/>
        <source>Save as Python script…</source>
        <translation>Als Python-Skript speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="204"/>
        <source>Save as notebook…</source>
        <translation>Als Notebook speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="205"/>
        <source>The same as a Jupyter notebook</source>
        <translation>Dasselbe als Jupyter-Notebook</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="206"/>
        <source>Export public key…</source>
        <translation>Öffentlichen Schlüssel exportieren…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="208"/>
        <source>Save the data office&apos;s public key, for the recipients of your releases: every release is signed with its private key, kept beside the ledger, and a recipient checks a release with dpstudio verify FOLDER --key FILE</source>
        <translation>Den öffentlichen Schlüssel der Datenstelle für die Empfänger Ihrer Veröffentlichungen speichern: Jede Veröffentlichung wird mit ihrem privaten Schlüssel signiert, der neben dem Budgetbuch liegt, und ein Empfänger prüft eine Veröffentlichung mit dpstudio verify FOLDER --key FILE</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="212"/>
        <source>The language of report.html and report.pdf, recorded in release.json (whose field names stay English). It follows the app&apos;s language until you choose.</source>
        <translation>Die Sprache von report.html und report.pdf, festgehalten in release.json (dessen Feldnamen englisch bleiben). Sie folgt der Sprache der App, bis Sie wählen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="214"/>
        <source>The most ε this dataset may ever spend, over all its releases</source>
        <translation>Das größte ε, das dieser Datensatz über alle seine Veröffentlichungen je verbrauchen darf</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="216"/>
        <source>The most δ this dataset may ever spend, over all its releases (default {default}, as the command line&apos;s ledger set-budget has it). Only Gaussian noise spends δ; 0 allows Laplace-only releases.</source>
        <translation>Das größte δ, das dieser Datensatz über alle seine Veröffentlichungen je verbrauchen darf (Standard {default}, wie bei ledger set-budget auf der Kommandozeile). Nur Gauß-Rauschen verbraucht δ; 0 erlaubt nur Veröffentlichungen mit Laplace-Rauschen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="219"/>
        <source>Set lifetime budget</source>
        <translation>Gesamtbudget festlegen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="221"/>
        <source>Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for a reason)</source>
        <translation>Das Gesamtbudget dieser Personen im Budgetbuch festhalten (die Änderung wird festgehalten; eine Erhöhung verlangt eine Begründung)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="223"/>
        <source>New population</source>
        <translation>Neue Population</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="225"/>
        <source>Declare the table&apos;s people a population of their own, not the known one they match (asks for a reason, which is recorded)</source>
        <translation>Die Personen der Tabelle zu einer eigenen Population erklären, nicht zu der bekannten, der sie entsprechen (verlangt eine Begründung, die festgehalten wird)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="228"/>
        <source>Which population the table&apos;s people belong to: recognised by the ledger, or one you declare them part of (recorded in the ledger)</source>
        <translation>Zu welcher Population die Personen der Tabelle gehören: vom Budgetbuch erkannt oder eine, der Sie sie zuordnen (im Budgetbuch festgehalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="231"/>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="331"/>
        <source>Recognised by the ledger</source>
        <translation>Vom Budgetbuch erkannt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="232"/>
        <source>Write the release to</source>
        <translation>Veröffentlichung schreiben nach</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="233"/>
        <source>Lifetime ε</source>
        <translation>Gesamt-ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="234"/>
        <source>Published by</source>
        <translation>Veröffentlicht von</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="235"/>
        <source>Report in</source>
        <translation>Bericht auf</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="252"/>
        <source>Choose a name for the new release folder</source>
        <translation>Namen für den neuen Ordner der Veröffentlichung wählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="261"/>
        <source>each person (&lt;i&gt;{column}&lt;/i&gt;, at most {rows} each)</source>
        <translation>jede Person (&lt;i&gt;{column}&lt;/i&gt;, höchstens {rows} je Person)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="264"/>
        <source>This release answers &lt;b&gt;{queries}&lt;/b&gt; and spends &lt;b&gt;ε = {epsilon}&lt;/b&gt; and δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The noise is drawn once, when you export.</source>
        <translation>Diese Veröffentlichung beantwortet &lt;b&gt;{queries}&lt;/b&gt; und verbraucht &lt;b&gt;ε = {epsilon}&lt;/b&gt; und δ = {delta} des Budgets ε = {budget_epsilon}, δ = {budget_delta}. Sie schützt {unit}. Das Rauschen wird einmal gezogen, beim Export.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="369"/>
        <source>the lifetime δ must be a number from 0 to below 1, such as {default}: “{typed}” was not taken</source>
        <translation>das Gesamt-δ muss eine Zahl von 0 bis unter 1 sein, etwa {default}: „{typed}“ wurde nicht übernommen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="371"/>
        <source>Type the lifetime δ again, or leave {default}</source>
        <translation>Geben Sie das Gesamt-δ erneut ein, oder lassen Sie {default}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="392"/>
        <source>Treat the people of {table} as a population of their own, with a lifetime budget of ε = {epsilon} and δ = {delta}?</source>
        <translation>Die Personen von {table} als eigene Population behandeln, mit einem Gesamtbudget von ε = {epsilon} und δ = {delta}?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="400"/>
        <source>Raise the lifetime budget of these people from ε = {old}, δ = {old_delta} to ε = {new}, δ = {new_delta}? Every release of them adds to what an attacker may learn about each person.</source>
        <translation>Das Gesamtbudget dieser Personen von ε = {old}, δ = {old_delta} auf ε = {new}, δ = {new_delta} erhöhen? Jede Veröffentlichung über sie vergrößert, was ein Angreifer über jede Person erfahren kann.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="467"/>
        <source>Saved {file}: it releases this plan as Export does, charged to the same ledger. Each run is a new release with fresh noise, charged again, and is refused over the lifetime budget.</source>
        <translation>{file} gespeichert: Es veröffentlicht diesen Plan wie der Export, belastet dasselbe Budgetbuch. Jeder Lauf ist eine neue Veröffentlichung mit neuem Rauschen, wird erneut belastet und wird abgelehnt, wenn er das Gesamtbudget der Population überschritte.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="263"/>
        <source>each row</source>
        <translation>jede Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="202"/>
        <source>A runnable script that releases this plan as Export does, charged to the same ledger (each run is a new release, refused over the lifetime budget): for reviewers and pipelines</source>
        <translation>Ein ausführbares Skript, das diesen Plan wie der Export veröffentlicht, belastet dasselbe Budgetbuch (jeder Lauf ist eine neue Veröffentlichung und wird abgelehnt, wenn er das Gesamtbudget der Population überschritte): für Prüfende und Pipelines</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="271"/>
        <source>&lt;b&gt;Category lists taken from the data&lt;/b&gt; (recorded): {columns}.</source>
        <translation>&lt;b&gt;Kategorienlisten aus den Daten genommen&lt;/b&gt; (festgehalten): {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="333"/>
        <source>Part of population {id} (first seen in {source})</source>
        <translation>Teil der Population {id} (zuerst gesehen in {source})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="391"/>
        <source>Declare a new population</source>
        <translation>Neue Population erklären</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="397"/>
        <source>Declare new population</source>
        <translation>Neue Population erklären</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="399"/>
        <source>Raise the lifetime budget</source>
        <translation>Gesamtbudget erhöhen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="405"/>
        <source>Raise budget</source>
        <translation>Budget erhöhen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Python scripts</source>
        <translation>Python-Skripte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Jupyter notebooks</source>
        <translation>Jupyter-Notebooks</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="452"/>
        <source>Save the plan as code</source>
        <translation>Plan als Code speichern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="464"/>
        <source>the file could not be written ({reason})</source>
        <translation>die Datei konnte nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="465"/>
        <source>Choose another folder</source>
        <translation>Wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="484"/>
        <source>Export the data office&apos;s public key</source>
        <translation>Öffentlichen Schlüssel der Datenstelle exportieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="486"/>
        <source>Public keys</source>
        <translation>Öffentliche Schlüssel</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="498"/>
        <source>The data office&apos;s public key is saved in {file}. Its fingerprint is &lt;code&gt;{fingerprint}&lt;/code&gt;. Publish both where the recipients of your releases get them from you (not only inside a release); they check a release with &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt;.</source>
        <translation>Der öffentliche Schlüssel der Datenstelle ist in {file} gespeichert. Sein Fingerabdruck ist &lt;code&gt;{fingerprint}&lt;/code&gt;. Veröffentlichen Sie beides dort, wo die Empfänger Ihrer Veröffentlichungen es direkt von Ihnen erhalten (nicht nur in einer Veröffentlichung); sie prüfen eine Veröffentlichung mit &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="528"/>
        <source>The export would be refused</source>
        <translation>Der Export würde abgelehnt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="530"/>
        <source>Spend the budget and export?</source>
        <translation>Budget verbrauchen und exportieren?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="554"/>
        <source>{summary}

Nothing was charged or written. Raise the lifetime budget on this page, or spend less ε and δ on Queries &amp; budget.</source>
        <translation>{summary}

Nichts wurde verbucht oder geschrieben. Erhöhen Sie das Gesamtbudget auf dieser Seite, oder verbrauchen Sie unter Abfragen &amp; Budget weniger ε und δ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="556"/>
        <source>{summary}

The files will be written to:
{folder}

Export now?</source>
        <translation>{summary}

Die Dateien werden geschrieben nach:
{folder}

Jetzt exportieren?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="535"/>
        <source>Drawing the release…</source>
        <translation>Die Veröffentlichung wird gezogen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="577"/>
        <source>&lt;b&gt;Cancel came too late:&lt;/b&gt; the budget had already been charged, so the release was completed and written.</source>
        <translation>&lt;b&gt;Der Abbruch kam zu spät:&lt;/b&gt; Das Budget war bereits belastet, daher wurde die Veröffentlichung abgeschlossen und geschrieben.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="579"/>
        <source>&lt;b&gt;Released&lt;/b&gt; into {folder}, spending ε = {epsilon} and δ = {delta}.</source>
        <translation>&lt;b&gt;Veröffentlicht&lt;/b&gt; in {folder}, verbraucht: ε = {epsilon} und δ = {delta}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="586"/>
        <source>For your eyes only (not in the release):</source>
        <translation>Nur für Ihre Augen (nicht in der Veröffentlichung):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="600"/>
        <source>Nothing was released.</source>
        <translation>Nichts wurde veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>ReleaseTexts</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="179"/>
        <source>suppressed (small-cell rule)</source>
        <translation>unterdrückt (Kleinzellenregel)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="180"/>
        <source>no estimate (too few values)</source>
        <translation>keine Schätzung (zu wenige Werte)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="181"/>
        <source>Released values (± is an interval that holds the true value with at least 95% probability):</source>
        <translation>Veröffentlichte Werte (± ist ein Intervall, das den wahren Wert mit mindestens 95 % Wahrscheinlichkeit enthält):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="182"/>
        <source>On this table, the values within those places lie between {low} and {high}: for your eyes only (the release and its report cannot say it).</source>
        <translation>In dieser Tabelle liegen die Werte innerhalb dieser Plätze zwischen {low} und {high}: nur für Ihre Augen (die Veröffentlichung und ihr Bericht können das nicht sagen).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="184"/>
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… {more} weitere Zellen in release.csv, release.xlsx und release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="185"/>
        <source>… 1 more cell in release.csv, release.xlsx and release.json.</source>
        <translation>… 1 weitere Zelle in release.csv, release.xlsx und release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="186"/>
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>Export noch nicht möglich: Öffnen Sie eine Tabelle unter {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="187"/>
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>Export noch nicht möglich: Fügen Sie eine Abfrage unter {page} hinzu.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="188"/>
        <source>(and {count} more)</source>
        <translation>(und {count} weitere)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="189"/>
        <source>each cell ± {together} (measured on its own: ± {alone})</source>
        <translation>jede Zelle ± {together} (einzeln gemessen: ± {alone})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="190"/>
        <source>the synthetic rows differ from it by at most {difference} per cell</source>
        <translation>die synthetischen Zeilen weichen davon um höchstens {difference} je Zelle ab</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="191"/>
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>Export noch nicht möglich: {problem}{more}. Beheben Sie es unter {page}.</translation>
    </message>
</context>
<context>
    <name>ResolutionField</name>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="44"/>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="47"/>
        <source>The step between the values the quantile may publish, in the column&apos;s unit: 0.1 publishes 3.4, 0.01 publishes 3.42. Best the precision the values are written with. Empty: the default</source>
        <translation>Der Abstand zwischen den Werten, die das Quantil veröffentlichen kann, in der Einheit der Spalte: 0,1 veröffentlicht 3,4, 0,01 veröffentlicht 3,42. Am besten die Genauigkeit, mit der die Werte geschrieben sind. Leer: der Standardwert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="74"/>
        <source>default: {step}</source>
        <translation>Standard: {step}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="91"/>
        <source>{count} candidate values from {low} to {high}</source>
        <translation>{count} Kandidatenwerte von {low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="122"/>
        <source>&apos;{text}&apos; is not a positive number: type the step between the values, e.g. 0.1.</source>
        <translation>„{text}“ ist keine positive Zahl: Geben Sie den Abstand zwischen den Werten ein, z. B. 0,1.</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="127"/>
        <source>Each person by</source>
        <translation>Je Person:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="128"/>
        <source>How a person&apos;s quasi-identifiers are read: the set of the combinations on all their rows (what someone who knows all their visits can match: the stricter), or the combination on their first or last row</source>
        <translation>Wie die Quasi-Identifikatoren einer Person gelesen werden: als Menge der Kombinationen in all ihren Zeilen (was jemand abgleichen kann, der alle ihre Besuche kennt: die strengere Wahl) oder als die Kombination in ihrer ersten oder letzten Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="131"/>
        <source>Count records whose chance of being singled out (1 / class size) is above this</source>
        <translation>Datensätze zählen, deren Wahrscheinlichkeit, eindeutig erkannt zu werden (1 / Klassengröße), über diesem Wert liegt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="133"/>
        <source>Risk threshold</source>
        <translation>Risikoschwelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="134"/>
        <source>Unique records when only these quasi-identifiers are known (class sizes only)</source>
        <translation>Eindeutige Datensätze, wenn nur diese Quasi-Identifikatoren bekannt sind (nur Klassengrößen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Known quasi-identifiers</source>
        <translation>Bekannte Quasi-Identifikatoren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="219"/>
        <source>Unique records</source>
        <translation>Eindeutige Datensätze</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="137"/>
        <source>Show the smallest classes…</source>
        <translation>Kleinste Klassen zeigen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="138"/>
        <source>Lists the rarest combinations of quasi-identifier values with their class sizes. Only you see them.</source>
        <translation>Listet die seltensten Kombinationen von Quasi-Identifikator-Werten mit ihren Klassengrößen. Nur Sie sehen sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="158"/>
        <source>&lt;b&gt;Re-identification risk, counting rows&lt;/b&gt; (for your eyes only, never released)</source>
        <translation>&lt;b&gt;Re-Identifikationsrisiko, Zeilen gezählt&lt;/b&gt; (nur für Ihre Augen, nie veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="161"/>
        <source>&lt;b&gt;Re-identification risk, counting people&lt;/b&gt; (each {column}; for your eyes only, never released)</source>
        <translation>&lt;b&gt;Re-Identifikationsrisiko, Personen gezählt&lt;/b&gt; (jeder Wert von {column}; nur für Ihre Augen, nie veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="164"/>
        <source>all their rows (the stricter)</source>
        <translation>alle ihre Zeilen (strenger)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="165"/>
        <source>their first row by {column}</source>
        <translation>erste Zeile nach {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in a random order</source>
        <translation>erste Zeile in zufälliger Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in file order</source>
        <translation>erste Zeile in Dateireihenfolge</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="167"/>
        <source>their last row by {column}</source>
        <translation>letzte Zeile nach {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in a random order</source>
        <translation>letzte Zeile in zufälliger Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in file order</source>
        <translation>letzte Zeile in Dateireihenfolge</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="174"/>
        <source>Mark quasi-identifiers to see the risk.</source>
        <translation>Markieren Sie Quasi-Identifikatoren, um das Risiko zu sehen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="175"/>
        <source>Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is.</source>
        <translation>Markieren Sie Quasi-Identifikatoren (Alter, Geschlecht, PLZ…), um zu sehen, wie reidentifizierbar die Tabelle ist.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="176"/>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Unique people</source>
        <translation>Eindeutige Personen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="241"/>
        <source>Smallest classes (for your eyes only)</source>
        <translation>Kleinste Klassen (nur für Ihre Augen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>people in the class</source>
        <translation>Personen in der Klasse</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>rows in the class</source>
        <translation>Zeilen in der Klasse</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="249"/>
        <source>The rarest combinations of quasi-identifier values. Someone who knows them can find these people&apos;s rows. Never share this list.</source>
        <translation>Die seltensten Kombinationen von Quasi-Identifikator-Werten. Wer sie kennt, kann die Zeilen dieser Personen finden. Geben Sie diese Liste nie weiter.</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="221"/>
        <source>The colour of a column&apos;s header says its role (set on the Columns page)</source>
        <translation>Die Farbe eines Spaltenkopfs zeigt seine Rolle (festgelegt auf der Seite Spalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="222"/>
        <source>Header colours:</source>
        <translation>Farben der Spaltenköpfe:</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="111"/>
        <source>Change an expected number</source>
        <translation>Erwartete Zahl ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="417"/>
        <source>Apply the plan</source>
        <translation>Plan anwenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="455"/>
        <location filename="../../dpstudio/gui/main_window.py" line="509"/>
        <source>Open the project&apos;s plan</source>
        <translation>Plan des Projekts öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="19"/>
        <source>Distribute the budget</source>
        <translation>Budget verteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="348"/>
        <source>Set ε of {query} for ±{wanted}</source>
        <translation>ε von {query} für ±{wanted} setzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="40"/>
        <source>Rename {query}</source>
        <translation>{query} umbenennen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="41"/>
        <source>Change the column of {query}</source>
        <translation>Spalte von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="55"/>
        <source>Change the pairs to choose of {query}</source>
        <translation>Die zu wählenden Paare von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="56"/>
        <source>Change the budget for choosing of {query}</source>
        <translation>Budget für die Wahl von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="58"/>
        <source>Change the rows to write of {query}</source>
        <translation>Zu schreibende Zeilen von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="59"/>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="42"/>
        <source>Change the columns of {query}</source>
        <translation>Spalten von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="60"/>
        <source>Change the tables of {query}</source>
        <translation>Tabellen von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="43"/>
        <source>Change the quantile of {query}</source>
        <translation>Quantil von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="44"/>
        <source>Change ε of {query}</source>
        <translation>ε von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="45"/>
        <source>Change the mechanism of {query}</source>
        <translation>Mechanismus von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="46"/>
        <source>Change δ of {query}</source>
        <translation>δ von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="47"/>
        <source>Change the post-processing of {query}</source>
        <translation>Nachbearbeitung von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="48"/>
        <source>Change the filter of {query}</source>
        <translation>Filter von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="49"/>
        <source>Change the last cell of {query}</source>
        <translation>Letzte Zelle von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="472"/>
        <source>Change what {query} counts</source>
        <translation>Ändern, was {query} zählt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="481"/>
        <source>Change what the cells of {query} add up to</source>
        <translation>Ändern, worauf sich die Zellen von {query} summieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="520"/>
        <source>Change the budget</source>
        <translation>Budget ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="534"/>
        <source>Change the accounting</source>
        <translation>Abrechnung ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="541"/>
        <source>Change the small-cell rule</source>
        <translation>Kleinzellenregel ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="577"/>
        <source>Add the query {query}</source>
        <translation>Abfrage {query} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="593"/>
        <source>Remove the query {query}</source>
        <translation>Abfrage {query} entfernen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="600"/>
        <source>Change the weight of {query}</source>
        <translation>Gewicht von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="605"/>
        <source>Split the budget evenly</source>
        <translation>Budget gleich aufteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="610"/>
        <source>Split the budget by weights</source>
        <translation>Budget nach Gewichten aufteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="427"/>
        <source>Change the publisher</source>
        <translation>Herausgeber ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="54"/>
        <source>Change the bins of {column} in {query}</source>
        <translation>Klassen von {column} in {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="299"/>
        <source>Change the groups of {query}</source>
        <translation>Gruppen von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="305"/>
        <source>Change the keys of {column} in {query}</source>
        <translation>Schlüssel von {column} in {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="328"/>
        <source>Change the (other) cell of {query}</source>
        <translation>Zelle (sonstige) von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="332"/>
        <source>Change the margins of {query}</source>
        <translation>Randsummen von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="240"/>
        <source>Apply the suggested roles</source>
        <translation>Vorgeschlagene Rollen anwenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="261"/>
        <source>Mark {column} as {role}</source>
        <translation>{column} als {role} markieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="275"/>
        <source>Clear the bounds of {column}</source>
        <translation>Schranken von {column} löschen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="291"/>
        <source>Set the bounds of {column}</source>
        <translation>Schranken von {column} setzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="326"/>
        <source>Set the categories of {column}</source>
        <translation>Kategorien von {column} setzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="234"/>
        <source>Set the unit of {column}</source>
        <translation>Einheit von {column} setzen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="325"/>
        <source>Take the categories of {column} from the data</source>
        <translation>Kategorien von {column} aus den Daten übernehmen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="425"/>
        <source>Change which rows each person keeps</source>
        <translation>Ändern, welche Zeilen jede Person behält</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="426"/>
        <source>Change who is protected</source>
        <translation>Ändern, wer geschützt wird</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="24"/>
        <source>Change the quantiles of {query}</source>
        <translation>Quantile von {query} ändern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="26"/>
        <source>Summarise every column</source>
        <translation>Jede Spalte zusammenfassen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="19"/>
        <source>Change the resolution of {query}</source>
        <translation>Auflösung von {query} ändern</translation>
    </message>
</context>
<context>
    <name>SummaryAction</name>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="27"/>
        <source>Added 1 query from what the Columns page declares; review, edit or remove it like any other.</source>
        <translation>1 Abfrage aus den Angaben der Seite Spalten hinzugefügt; prüfen, ändern oder entfernen Sie sie wie jede andere.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="29"/>
        <source>Added {count} queries from what the Columns page declares; review, edit or remove them like any other.</source>
        <translation>{count} Abfragen aus den Angaben der Seite Spalten hinzugefügt; prüfen, ändern oder entfernen Sie sie wie jede andere.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="31"/>
        <source>Nothing was added: no column has categories or bounds declared. Declare them on the Columns page, then summarise again.</source>
        <translation>Nichts hinzugefügt: Für keine Spalte sind Kategorien oder Schranken angegeben. Geben Sie sie auf der Seite Spalten an und fassen Sie dann erneut zusammen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="33"/>
        <source>1 column left out, with neither categories nor bounds declared: {columns}. To summarise it, declare its categories or bounds on the Columns page.</source>
        <translation>1 Spalte ausgelassen, ohne angegebene Kategorien oder Schranken: {columns}. Um sie zusammenzufassen, geben Sie ihre Kategorien oder Schranken auf der Seite Spalten an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="35"/>
        <source>{count} columns left out, with neither categories nor bounds declared: {columns}. To summarise them, declare their categories or bounds on the Columns page.</source>
        <translation>{count} Spalten ausgelassen, ohne angegebene Kategorien oder Schranken: {columns}. Um sie zusammenzufassen, geben Sie ihre Kategorien oder Schranken auf der Seite Spalten an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="38"/>
        <source>The summary shares what the queries already in the plan leave of the total ε, {left}, among its own queries.</source>
        <translation>Die Zusammenfassung teilt, was die Abfragen im Plan vom Gesamt-ε übrig lassen, {left}, unter ihren eigenen Abfragen auf.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="40"/>
        <source>Nothing was added: the queries already in the plan spend the whole total ε. Raise the total ε, or lower some query&apos;s ε, then summarise again.</source>
        <translation>Nichts wurde hinzugefügt: Die Abfragen im Plan verbrauchen das ganze Gesamt-ε. Erhöhen Sie das Gesamt-ε oder senken Sie das ε einer Abfrage und fassen Sie dann erneut zusammen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="42"/>
        <source>{column} counts</source>
        <translation>{column} Anzahlen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="43"/>
        <source>{column} quantiles</source>
        <translation>{column} Quantile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="135"/>
        <source>Add a histogram for each column with public categories (of people, each once, when a person may have several rows) and the quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 of each number column with bounds, sharing what is left of the total ε so that their expected relative errors are alike. Only what the Columns page declares is used, never the data; identifiers are left out.</source>
        <translation>Fügt für jede Spalte mit öffentlichen Kategorien ein Histogramm hinzu (von Personen, jede einmal, wenn eine Person mehrere Zeilen haben kann) und für jede Zahlenspalte mit Schranken die Quantile 0,1, 0,25, 0,5, 0,75 und 0,9; was vom Gesamt-ε übrig ist, wird so aufgeteilt, dass ihre erwarteten relativen Fehler gleich sind. Verwendet wird nur, was die Seite Spalten angibt, nie die Daten; Identifikatoren bleiben außen vor.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="134"/>
        <source>Summarise every column</source>
        <translation>Jede Spalte zusammenfassen</translation>
    </message>
</context>
<context>
    <name>TableOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="31"/>
        <source>Public list (Columns page)</source>
        <translation>Öffentliche Liste (Spalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="32"/>
        <source>Bins</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="33"/>
        <source>Found in the table (needs δ)</source>
        <translation>In der Tabelle gefunden (braucht δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="34"/>
        <source>Publish only the keys present in the table whose noisy count passes a threshold (partition selection). It needs a δ: the chance that a key only one person has is published. Keys that few people have are likely left out; the preview shows each one&apos;s chance.</source>
        <translation>Nur die Schlüssel der Tabelle veröffentlichen, deren verrauschte Anzahl eine Schwelle überschreitet (Partitionsauswahl). Das braucht ein δ: die Wahrscheinlichkeit, dass ein Schlüssel veröffentlicht wird, den nur eine Person hat. Schlüssel, die wenige Personen haben, fallen wahrscheinlich weg; die Vorschau zeigt die Wahrscheinlichkeit für jeden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="38"/>
        <source>Also release each column&apos;s totals and the grand total, consistent with the cells: they add up, and with Clamp at zero all stay at 0 or above. Under Laplace noise the whole ε goes to the cells and the totals are their sums; under Gaussian noise (zCDP) the totals are measured apart too. With the small-cell rule, more values may be withheld so that no small cell can be worked out from the totals.</source>
        <translation>Auch die Summen jeder Spalte und die Gesamtsumme veröffentlichen, stimmig mit den Zellen: Sie gehen auf, und mit „Bei null begrenzen“ bleiben alle bei 0 oder darüber. Bei Laplace-Rauschen geht das ganze ε an die Zellen, und die Summen sind deren Summen; bei Gauß-Rauschen (zCDP) werden die Summen auch eigens gemessen. Mit der Kleinzellenregel werden womöglich weitere Werte zurückgehalten, damit sich keine kleine Zelle aus den Summen ausrechnen lässt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="43"/>
        <source>Checked: rows whose value is not in the list or bins (and missing values) are counted in an (other) cell, so the cells add up to every row. Unchecked: those rows are left out of this table, as a filter would leave them out; no (other) cell is published and the totals count the listed rows only.</source>
        <translation>Aktiviert: Zeilen, deren Wert nicht in der Liste oder den Klassen liegt (und fehlende Werte), werden in einer Zelle (sonstige) gezählt, sodass sich die Zellen zu allen Zeilen summieren. Deaktiviert: Diese Zeilen fehlen in dieser Tabelle, wie ein Filter sie weglassen würde; keine Zelle (sonstige) wird veröffentlicht, und die Summen zählen nur die aufgeführten Zeilen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="47"/>
        <source>Increasing dates written YYYY-MM-DD; bin i holds the dates from edge i up to (not including) edge i+1, e.g. 2024-01-01, 2024-04-01, 2024-07-01 for two quarters; a time of day is ignored</source>
        <translation>Aufsteigende Daten im Format YYYY-MM-DD (Jahr-Monat-Tag); Klasse i enthält die Daten von Grenze i bis (ausschließlich) Grenze i+1, z. B. 2024-01-01, 2024-04-01, 2024-07-01 für zwei Quartale; eine Uhrzeit wird ignoriert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Quarters of {year}</source>
        <translation>Quartale {year}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Months of {year}</source>
        <translation>Monate {year}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="53"/>
        <source>Years {first}–{last}</source>
        <translation>Jahre {first}–{last}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="190"/>
        <source>One value per group of this column (count, sum, mean or quantile): the groups come from its categories or bins</source>
        <translation>Ein Wert je Gruppe dieser Spalte (Anzahl, Summe, Mittelwert oder Quantil): Die Gruppen ergeben sich aus ihren Kategorien oder Klassen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="192"/>
        <source>Group by</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="193"/>
        <source>With margins and total, made consistent</source>
        <translation>Mit Randsummen und Gesamtsumme, stimmig gemacht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="195"/>
        <source>Count values outside the lists and bins as (other)</source>
        <translation>Nicht aufgeführte Werte als (sonstige) zählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="223"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="242"/>
        <source>Where the keys of &apos;{column}&apos; come from. {more}</source>
        <translation>Woher die Schlüssel von „{column}“ kommen. {more}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="252"/>
        <source>Increasing numbers; bin i holds values from edge i up to (not including) edge i+1, the last bin includes its upper edge, e.g. 0, 18, 65, 120</source>
        <translation>Aufsteigende Zahlen; Klasse i enthält die Werte von Grenze i bis (ausschließlich) Grenze i+1, die letzte Klasse schließt ihre obere Grenze ein, z. B. 0, 18, 65, 120</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="257"/>
        <source>Common bins for this column</source>
        <translation>Übliche Klassen für diese Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="258"/>
        <source>Presets…</source>
        <translation>Vorlagen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="266"/>
        <source>Keys of {column}</source>
        <translation>Schlüssel von {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>5-year bands</source>
        <translation>5-Jahres-Gruppen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>10-year bands</source>
        <translation>10-Jahres-Gruppen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="287"/>
        <source>{name}: {bands}</source>
        <translation>{name}: {bands}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="315"/>
        <source>The edges must be numbers separated by commas, e.g. 0, 18, 65, 120, or dates written YYYY-MM-DD, e.g. 2024-01-01, 2024-04-01</source>
        <translation>Die Grenzen müssen durch Kommas getrennte Zahlen sein, z. B. 0, 18, 65, 120, oder Daten im Format YYYY-MM-DD, z. B. 2024-01-01, 2024-04-01</translation>
    </message>
</context>
<context>
    <name>TaskProgress</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="129"/>
        <source>Computing the true answers</source>
        <translation>Die wahren Antworten werden berechnet</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="169"/>
        <source>Releasing</source>
        <translation>Wird veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="44"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="47"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>UnsavedChanges</name>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="15"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="16"/>
        <source>The project {name} has changes that are not saved. Save them before closing?</source>
        <translation>Das Projekt {name} hat Änderungen, die nicht gespeichert sind. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="18"/>
        <source>The project {name} has changes that are not saved. Save them before opening another table or project?</source>
        <translation>Das Projekt {name} hat Änderungen, die nicht gespeichert sind. Vor dem Öffnen einer anderen Tabelle oder eines anderen Projekts speichern?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="20"/>
        <source>If you discard them, every change since the project was last saved is lost.</source>
        <translation>Wenn Sie sie verwerfen, geht jede Änderung seit dem letzten Speichern des Projekts verloren.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="23"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="24"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="25"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Direct identifier</source>
        <translation>Direkter Identifikator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Quasi-identifier</source>
        <translation>Quasi-Identifikator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Sensitive</source>
        <translation>Sensibel</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>whole number</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>comma</source>
        <translation>Komma</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>semicolon</source>
        <translation>Semikolon</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>bar</source>
        <translation>senkrechter Strich</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>double quote</source>
        <translation>doppeltes Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>single quote</source>
        <translation>einfaches Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
</TS>
