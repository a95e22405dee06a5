<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="66" />
        <source>Categories of {column}</source>
        <translation>Kategorien von {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="72" />
        <source>The public list of values of &lt;b&gt;{column}&lt;/b&gt;, one per line. Values outside the list are counted as (other).</source>
        <translation>Die öffentliche Liste der Werte von &lt;b&gt;{column}&lt;/b&gt;, einer je Zeile. Werte außerhalb der Liste zählen als (sonstige).</translation>
    </message>
</context>
<context>
    <name>ColumnDetail</name>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="111" />
        <source>How the file's values are read: a change reads the file again (your plan is kept)</source>
        <translation>Wie die Werte der Datei gelesen werden: Eine Änderung liest die Datei neu ein (Ihr Plan bleibt erhalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="113" />
        <source>The unit of the column's values (years, days, mmHg): written after its bounds and its released sums, means and quantiles, in the app and the report</source>
        <translation>Die Einheit der Werte der Spalte (Jahre, Tage, mmHg): steht hinter ihren Schranken und ihren veröffentlichten Summen, Mittelwerten und Quantilen, in der App und im Bericht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="115" />
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="117" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="118" />
        <source>The range you know the values lie in, from the form or the codebook, never from the data. Values outside are clamped; a sum's or mean's noise grows with the range.</source>
        <translation>Der Bereich, in dem die Werte bekanntermaßen liegen, aus dem Formular oder Codebuch, nie aus den Daten. Werte außerhalb werden begrenzt; das Rauschen einer Summe oder eines Mittelwerts wächst mit dem Bereich.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="121" />
        <source>The public list of values, one per line. Values outside it count as (other).</source>
        <translation>Die öffentliche Liste der Werte, einer je Zeile. Werte außerhalb zählen als (sonstige).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="123" />
        <source>one value per line, from the codebook</source>
        <translation>ein Wert je Zeile, aus dem Codebuch</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="124" />
        <source>Use this list</source>
        <translation>Diese Liste verwenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="125" />
        <source>The values in this table and how often each occurs, for your eyes only, to check the list against. The list itself must come from a public source (a codebook, a coding scheme): a value typed in because it occurs here reveals that it occurs.</source>
        <translation>Die Werte in dieser Tabelle und wie oft jeder vorkommt, nur für Ihre Augen, um die Liste daran zu prüfen. Die Liste selbst muss aus einer öffentlichen Quelle stammen (einem Codebuch, einem Kodiersystem): Ein Wert, der eingetippt wird, weil er hier vorkommt, verrät, dass er vorkommt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Bounds:</source>
        <translation>Schranken:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="130" />
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="130" />
        <source>Public category list:</source>
        <translation>Öffentliche Kategorienliste:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="146" />
        <source>Select a column in the table to see and edit it here.</source>
        <translation>Wählen Sie eine Spalte in der Tabelle, um sie hier zu sehen und zu bearbeiten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="147" />
        <source>Values seen in the table (for your eyes only):</source>
        <translation>Werte in der Tabelle (nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="167" />
        <source>&lt;b&gt;Taken from the data.&lt;/b&gt; This leaks which values occur unless the list is public; the report says so.</source>
        <translation>&lt;b&gt;Aus den Daten genommen.&lt;/b&gt; Das verrät, welche Werte vorkommen, sofern die Liste nicht öffentlich ist; der Bericht hält es fest.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="169" />
        <source>Typed by you: make sure it comes from a public source.</source>
        <translation>Von Ihnen eingetippt: Stellen Sie sicher, dass sie aus einer öffentlichen Quelle stammt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="184" />
        <source>The values of a database table stay in the database.</source>
        <translation>Die Werte einer Datenbanktabelle bleiben in der Datenbank.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="188" />
        <source>A number column: give bounds rather than a list.</source>
        <translation>Eine Zahlenspalte: Geben Sie Schranken statt einer Liste an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="191" />
        <source>Values seen in the table ({count} different; for your eyes only):</source>
        <translation>Werte in der Tabelle ({count} verschiedene; nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="196" />
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="112" />
        <source>The lower bound is above the upper bound: swap them.</source>
        <translation>Die untere Schranke liegt über der oberen: Tauschen Sie sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="113" />
        <source>Taken from the data: this leaks unless the list is public. The report records it.</source>
        <translation>Aus den Daten genommen: Das gibt etwas preis, sofern die Liste nicht öffentlich ist. Der Bericht hält es fest.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="115" />
        <source>Suggested as {role} because {reason}.</source>
        <translation>Vorgeschlagen als {role}, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="116" />
        <source>{values}  (taken from the data)</source>
        <translation>{values}  (aus den Daten genommen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="117" />
        <source>'{text}' is not a number: the lower bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>„{text}“ ist keine Zahl: Die untere Schranke von {column} bleibt unverändert. Geben Sie eine Zahl wie 0 oder 120 ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="119" />
        <source>'{text}' is not a number: the upper bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>„{text}“ ist keine Zahl: Die obere Schranke von {column} bleibt unverändert. Geben Sie eine Zahl wie 0 oder 120 ein.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="121" />
        <source>A bound must be a finite number: the lower bound of {column} is unchanged.</source>
        <translation>Eine Schranke muss eine endliche Zahl sein: Die untere Schranke von {column} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="122" />
        <source>A bound must be a finite number: the upper bound of {column} is unchanged.</source>
        <translation>Eine Schranke muss eine endliche Zahl sein: Die obere Schranke von {column} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="123" />
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="124" />
        <source>{count}: {values}</source>
        <translation>{count}: {values}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="125" />
        <source>{count}: {values} (from the data)</source>
        <translation>{count}: {values} (aus den Daten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="126" />
        <source>{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this column are refused until then.</source>
        <translation>{column}: Die untere Schranke {low} liegt über der oberen Schranke {high}. Tauschen Sie sie: Bis dahin werden Abfragen auf dieser Spalte abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="146" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="146" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="147" />
        <source>Suggested</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="147" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="148" />
        <source>Lower bound</source>
        <translation>Untere Schranke</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="148" />
        <source>Upper bound</source>
        <translation>Obere Schranke</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="149" />
        <source>Categories (public list)</source>
        <translation>Kategorien (öffentliche Liste)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="150" />
        <source>Bounds / categories</source>
        <translation>Schranken / Kategorien</translation>
    </message>
</context>
<context>
    <name>ColumnsPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="25" />
        <source>The privacy unit is who is protected. If a patient can have several rows (admissions), choose the column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and every query's noise grows with that number.</source>
        <translation>Die Schutzeinheit ist, wer geschützt wird. Kann eine Patientin oder ein Patient mehrere Zeilen haben (Aufenthalte), wählen Sie die Spalte, die die Person identifiziert, und wie viele Zeilen eine Person höchstens beitragen darf: Weitere Zeilen werden weggelassen, und das Rauschen jeder Abfrage wächst mit dieser Zahl.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="29" />
        <source>The public list of values a column can take (e.g. from the coding scheme). Values outside the list are counted as (other). Separate them with ';'.</source>
        <translation>Die öffentliche Liste der Werte, die eine Spalte annehmen kann (z. B. aus dem Kodiersystem). Werte außerhalb der Liste zählen als (sonstige). Trennen Sie sie mit ';'.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="32" />
        <source>A database table's values are not read into dpstudio, so the categories cannot be taken from them here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.</source>
        <translation>Die Werte einer Datenbanktabelle werden nicht in dpstudio eingelesen; die Kategorien lassen sich hier also nicht aus ihnen nehmen. Tippen oder fügen Sie die öffentliche Liste ein (Kategorien bearbeiten…), z. B. aus dem Kodiersystem.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="35" />
        <source>Taking the categories from the data reveals which values occur in the table — for example that someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The release report will record that the list came from the data.</source>
        <translation>Die Kategorien aus den Daten zu nehmen verrät, welche Werte in der Tabelle vorkommen – zum Beispiel, dass jemand eine seltene Diagnose hat. Tun Sie das nur, wenn die Liste ohnehin öffentlich ist (etwa ein Standard-Kodiersystem). Der Bericht der Veröffentlichung hält fest, dass die Liste aus den Daten stammt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="39" />
        <source>Counting the rows of each person…</source>
        <translation>Die Zeilen jeder Person werden gezählt…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="207" />
        <source>Mark each column's role. &lt;b&gt;Direct identifiers&lt;/b&gt; (names, record numbers) are never released. &lt;b&gt;Quasi-identifiers&lt;/b&gt; (age, sex, zip) can be linked to other sources. &lt;b&gt;Sensitive&lt;/b&gt; columns hold what must stay private. Give bounds for numbers and the public category list for categories: queries use them.</source>
        <translation>Legen Sie die Rolle jeder Spalte fest. &lt;b&gt;Direkte Identifikatoren&lt;/b&gt; (Namen, Fallnummern) werden nie veröffentlicht. &lt;b&gt;Quasi-Identifikatoren&lt;/b&gt; (Alter, Geschlecht, Postleitzahl) lassen sich mit anderen Quellen verknüpfen. &lt;b&gt;Sensible&lt;/b&gt; Spalten enthalten, was privat bleiben muss. Geben Sie Schranken für Zahlen und die öffentliche Kategorienliste für Kategorien an: Die Abfragen verwenden sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="211" />
        <source>Select a column to see and edit its type, bounds and category list beside the table; double-click a role to change it here.</source>
        <translation>Wählen Sie eine Spalte, um Typ, Schranken und Kategorienliste neben der Tabelle zu sehen und zu bearbeiten; doppelklicken Sie eine Rolle, um sie hier zu ändern.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="213" />
        <source>Take categories from the data…</source>
        <translation>Kategorien aus den Daten…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="214" />
        <source>Edit categories…</source>
        <translation>Kategorien bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="215" />
        <source>In the editor, type or paste one per line.</source>
        <translation>Im Editor eine je Zeile tippen oder einfügen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="218" />
        <source>Who is protected (privacy unit)</source>
        <translation>Wer geschützt wird (Schutzeinheit)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="220" />
        <source>One row is one person</source>
        <translation>Eine Zeile ist eine Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="221" />
        <source>A person is identified by</source>
        <translation>Eine Person wird erkannt an</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="224" />
        <source>with at most</source>
        <translation>mit höchstens</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="225" />
        <source>rows each</source>
        <translation>Zeilen je Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="226" />
        <source>Keep each person's first rows by:</source>
        <translation>Die ersten Zeilen jeder Person behalten nach:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="228" />
        <source>Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values of a date or number column (e.g. each patient's first admissions by date), or else the default order. Text columns are not offered: databases sort text in different ways.</source>
        <translation>Welche Zeilen eine Person behält, wenn sie mehr als die erlaubten Zeilen hat: die Zeilen mit den kleinsten Werten einer Datums- oder Zahlenspalte (z. B. die ersten Aufenthalte jeder Patientin und jedes Patienten nach Datum) oder sonst die Standardreihenfolge. Textspalten werden nicht angeboten: Datenbanken sortieren Text unterschiedlich.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="231" />
        <source>How many rows each person has in this table, and how many rows the chosen limit leaves out: for your eyes only, never released</source>
        <translation>Wie viele Zeilen jede Person in dieser Tabelle hat und wie viele Zeilen die gewählte Grenze weglässt: nur für Ihre Augen, nie veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="233" />
        <source>Apply suggested roles</source>
        <translation>Vorschläge übernehmen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="234" />
        <source>Give every column the role in the Suggested column (hover it for the reason). You can undo this.</source>
        <translation>Jeder Spalte die Rolle aus der Spalte Vorschlag geben (der Grund erscheint beim Darüberfahren). Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="236" />
        <source>&lt;b&gt;A few rows&lt;/b&gt; as the database returned them (for your eyes only):</source>
        <translation>&lt;b&gt;Einige Zeilen&lt;/b&gt;, wie die Datenbank sie lieferte (nur für Ihre Augen):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="237" />
        <source>The first rows the database returned, for your eyes only: to check that the columns hold what you expect. Nothing here is released, and the plan never uses these rows.</source>
        <translation>Die ersten Zeilen, die die Datenbank lieferte, nur für Ihre Augen: um zu prüfen, dass die Spalten enthalten, was Sie erwarten. Nichts hiervon wird veröffentlicht, und der Plan verwendet diese Zeilen nie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241" />
        <source>The selected column: role, type, bounds, category list</source>
        <translation>Die gewählte Spalte: Rolle, Typ, Schranken, Kategorienliste</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="242" />
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="242" />
        <source>How re-identifiable the raw table is over its quasi-identifiers</source>
        <translation>Wie reidentifizierbar die Rohtabelle über ihre Quasi-Identifikatoren ist</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="243" />
        <source>Rows per person</source>
        <translation>Zeilen je Person</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="243" />
        <source>How many rows each person has, and what each limit leaves out</source>
        <translation>Wie viele Zeilen jede Person hat und was jede Grenze weglässt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="293" />
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="307" />
        <source>Choose a column</source>
        <translation>Spalte wählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="293" />
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="307" />
        <source>Select a column in the table first.</source>
        <translation>Wählen Sie zuerst eine Spalte in der Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="310" />
        <source>Type the categories</source>
        <translation>Kategorien eintippen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="313" />
        <source>This can leak</source>
        <translation>Das kann etwas preisgeben</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="314" />
        <source>Take the list from the data?</source>
        <translation>Die Liste aus den Daten nehmen?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="351" />
        <source>How many rows each person has is counted for files; for a database table, the release tells you (for your eyes only) how many rows were left out.</source>
        <translation>Wie viele Zeilen jede Person hat, wird für Dateien gezählt; bei einer Datenbanktabelle sagt Ihnen die Veröffentlichung (nur für Ihre Augen), wie viele Zeilen weggelassen wurden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="382" />
        <source>How many rows each of the {people} people has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Wie viele Zeilen jede der {people} Personen in dieser Tabelle hat und was jede Grenze weglassen würde. Nur für Ihre Augen; nie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="391" />
        <source>(a random order per release)</source>
        <translation>(eine zufällige Reihenfolge je Veröffentlichung)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="392" />
        <source>(file order)</source>
        <translation>(Reihenfolge der Datei)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="434" />
        <source>{count} row</source>
        <translation>{count} Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="434" />
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="435" />
        <source>A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die {rows} mit dem frühesten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="437" />
        <source>A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die {rows} mit dem kleinsten {column} (Zeilen ohne Wert kommen zuletzt); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="439" />
        <source>A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält {rows}, für jede Veröffentlichung neu zufällig gezogen (eine Datenbank hat keine Zeilenreihenfolge); die übrigen Zeilen werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="441" />
        <source>A person with more than {rows} keeps the first {rows} in the file; the other rows are left out.</source>
        <translation>Eine Person mit mehr als {rows} behält die ersten {rows} in der Datei; die übrigen Zeilen werden weggelassen.</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="84" />
        <source>Open a table…</source>
        <translation>Tabelle öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="85" />
        <source>Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)</source>
        <translation>Eine CSV-, Excel-, Parquet-, SPSS-, SAS- oder Stata-Datei öffnen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="86" />
        <source>Open the sample dataset</source>
        <translation>Beispieldatensatz öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="87" />
        <source>A synthetic hospital admissions table with a ready-made plan</source>
        <translation>Eine synthetische Tabelle von Krankenhausaufnahmen mit fertigem Plan</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="88" />
        <source>Open a database table…</source>
        <translation>Datenbanktabelle öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="89" />
        <source>Read a table or a query in a database (PostgreSQL and others, by URL): the rows stay there, only counts and sums come back</source>
        <translation>Eine Tabelle oder Abfrage in einer Datenbank lesen (PostgreSQL und andere, per URL): Die Zeilen bleiben dort, nur Anzahlen und Summen kommen zurück</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="91" />
        <source>Import settings…</source>
        <translation>Importeinstellungen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="92" />
        <source>The encoding, delimiter, header line, decimal mark, missing-value words and column types, with a preview; your plan is kept</source>
        <translation>Zeichenkodierung, Trennzeichen, Kopfzeile, Dezimalzeichen, Wörter für fehlende Werte und Spaltentypen, mit Vorschau; Ihr Plan bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="94" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="95" />
        <source>The table as loaded. Header colours show column roles.</source>
        <translation>Die Tabelle, wie sie geladen wurde. Die Farben der Spaltenköpfe zeigen die Rollen der Spalten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="96" />
        <source>Decided once when the table was first opened, and kept in the plan: every value is read under it on its own, so one row cannot change how others are read.</source>
        <translation>Einmal beim ersten Öffnen der Tabelle festgelegt und im Plan gespeichert: Jeder Wert wird für sich danach gelesen, sodass eine Zeile nicht ändern kann, wie andere gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="99" />
        <source>Each column's type. A value that does not fit its column's type is read as missing for that row alone, and counted in the notes above.</source>
        <translation>Der Typ jeder Spalte. Ein Wert, der nicht zum Typ seiner Spalte passt, gilt nur in dieser Zeile als fehlend und wird in den Hinweisen oben gezählt.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="101" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="101" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="106" />
        <source>Open a table to begin, or try the sample dataset.</source>
        <translation>Öffnen Sie eine Tabelle, um zu beginnen, oder probieren Sie den Beispieldatensatz.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="104" />
        <location filename="../../dpstudio/gui/pages/data_page.py" line="123" />
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="134" />
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows} rows, {columns} columns</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows} Zeilen, {columns} Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="136" />
        <source>format: {format}</source>
        <translation>Format: {format}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="137" />
        <source>fingerprint: {start}…</source>
        <translation>Fingerabdruck: {start}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="138" />
        <source>Note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="140" />
        <source>This table stays on this computer; only the noisy release leaves it.</source>
        <translation>Diese Tabelle bleibt auf diesem Computer; nur die verrauschte Veröffentlichung verlässt ihn.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="145" />
        <source>table &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Tabelle &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="146" />
        <source>&lt;b&gt;a query&lt;/b&gt;</source>
        <translation>&lt;b&gt;eine Abfrage&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="147" />
        <source>{what} in {url} — {rows} rows, {columns} columns · engine: {engine}</source>
        <translation>{what} in {url} — {rows} Zeilen, {columns} Spalten · Engine: {engine}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="150" />
        <source>The rows stay in the database: the plan's counts and sums are computed there, and only they come back. Below: the first {count} rows, for your eyes only.</source>
        <translation>Die Zeilen bleiben in der Datenbank: Die Anzahlen und Summen des Plans werden dort berechnet, und nur sie kommen zurück. Unten: die ersten {count} Zeilen, nur für Ihre Augen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="153" />
        <source>&lt;b&gt;Query:&lt;/b&gt; {query}</source>
        <translation>&lt;b&gt;Abfrage:&lt;/b&gt; {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="168" />
        <source>encoding {encoding}</source>
        <translation>Kodierung {encoding}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="169" />
        <source>delimiter {delimiter}</source>
        <translation>Trennzeichen {delimiter}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="172" />
        <source>quote {quote}</source>
        <translation>Anführungszeichen {quote}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="174" />
        <source>decimal mark '{mark}'</source>
        <translation>Dezimalzeichen '{mark}'</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="175" />
        <source>column names on line {line}</source>
        <translation>Spaltennamen in Zeile {line}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="176" />
        <source>no header line (columns named column 1, column 2, …)</source>
        <translation>keine Kopfzeile (Spalten heißen column 1, column 2, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177" />
        <source>values may span lines</source>
        <translation>Werte können über Zeilenumbrüche gehen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177" />
        <source>one row per line</source>
        <translation>eine Zeile je Textzeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="179" />
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="180" />
        <source>the usual words (NA, NULL, N/A, …)</source>
        <translation>die üblichen Wörter (NA, NULL, N/A, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="182" />
        <source>missing: an empty field and {words}</source>
        <translation>fehlend: ein leeres Feld und {words}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="183" />
        <source>missing: an empty field</source>
        <translation>fehlend: ein leeres Feld</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="184" />
        <source>&lt;b&gt;Read as:&lt;/b&gt; {parts}</source>
        <translation>&lt;b&gt;Gelesen als:&lt;/b&gt; {parts}</translation>
    </message>
</context>
<context>
    <name>ExpectationsEditor</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="17" />
        <source>The budget tools choose ε from the plan and from the expected numbers typed here, never from this table, because the ε they choose are published. Take these numbers from public knowledge (last year's published figures, a registry), not from this table.</source>
        <translation>Die Budgetwerkzeuge wählen ε aus dem Plan und aus den hier eingegebenen erwarteten Zahlen, nie aus dieser Tabelle, denn die gewählten ε werden veröffentlicht. Nehmen Sie diese Zahlen aus öffentlichem Wissen (veröffentlichte Zahlen des Vorjahres, ein Register), nicht aus dieser Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="52" />
        <source>How many rows you expect the table to have (after at most the allowed rows per person), from public knowledge, not from this table.</source>
        <translation>Wie viele Zeilen Sie in der Tabelle erwarten (nach höchstens den erlaubten Zeilen je Person), aus öffentlichem Wissen, nicht aus dieser Tabelle.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="54" />
        <source>How many rows you expect the selected query to cover (after its filter), from public knowledge. Needed for a filtered query's relative error, a mean or randomized response.</source>
        <translation>Wie viele Zeilen die gewählte Abfrage voraussichtlich umfasst (nach ihrem Filter), aus öffentlichem Wissen. Nötig für den relativen Fehler einer gefilterten Abfrage, einen Mittelwert oder Randomized Response.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="57" />
        <source>The answer you expect for the selected query (a count, a typical cell's count, a sum or a mean), from public knowledge. Relative errors are taken against it.</source>
        <translation>Die Antwort, die Sie für die gewählte Abfrage erwarten (eine Anzahl, die Anzahl einer typischen Zelle, eine Summe oder ein Mittelwert), aus öffentlichem Wissen. Relative Fehler beziehen sich darauf.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="60" />
        <source>Expected rows in the table</source>
        <translation>Erwartete Zeilen der Tabelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="61" />
        <source>Selected query: expected rows</source>
        <translation>Gewählte Abfrage: erwartete Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="61" />
        <source>expected value</source>
        <translation>erwarteter Wert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="84" />
        <source>e.g. 5000</source>
        <translation>z. B. 5000</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="91" />
        <source>default {figure}</source>
        <translation>Vorgabe {figure}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="92" />
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>LedgerStatus</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="20" />
        <source>Checking the ledger…</source>
        <translation>Das Budgetbuch wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="97" />
        <source>The ledger cannot be opened: {error}</source>
        <translation>Das Budgetbuch kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="98" />
        <source>Ledger: {population}.</source>
        <translation>Budgetbuch: {population}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="99" />
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>Gehören sie dazu, wählen Sie sie unter &lt;b&gt;Population&lt;/b&gt; (belastet deren Gesamtbudget); sind sie eine andere Population, kreuzen Sie &lt;b&gt;Neue Population&lt;/b&gt; an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="102" />
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>Für diese Personen ist im Budgetbuch ({file}) &lt;b&gt;kein Gesamtbudget&lt;/b&gt; festgelegt. Legen Sie eines fest, bevor Sie veröffentlichen: Es begrenzt, was alle Veröffentlichungen über sie zusammen verbrauchen dürfen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="104" />
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>Diese Population hat ε = {spent} ihres Gesamt-ε = {limit} verbraucht; &lt;b&gt;{left} übrig&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="106" />
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>Letzte Budgetänderung ({date}, {user}): „{reason}“.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="107" />
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>Veröffentlichung Nr. {number} ({date}, ε = {epsilon}) nach {folder}: {state}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="37" />
        <source>Queries &amp; budget</source>
        <translation>Abfragen &amp; Budget</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="37" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="38" />
        <source>Release</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="39" />
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
        <location filename="../../dpstudio/gui/main_window.py" line="52" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Öffnen Sie eine Tabelle oder den Beispieldatensatz, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="82" />
        <source>Something needs your attention.</source>
        <translation>Etwas braucht Ihre Aufmerksamkeit.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="83" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="83" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="136" />
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="255" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="256" />
        <source>&amp;Open table…</source>
        <translation>Tabelle ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>Open &amp;database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="260" />
        <source>Open &amp;sample dataset</source>
        <translation>&amp;Beispieldatensatz öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="262" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="264" />
        <source>Open &amp;project…</source>
        <translation>&amp;Projekt öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="266" />
        <source>&amp;Save project…</source>
        <translation>Projekt &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="269" />
        <source>Choose the &amp;ledger file…</source>
        <translation>&amp;Budgetbuch wählen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="270" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="271" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="282" />
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="285" />
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="293" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="295" />
        <source>&amp;About dpstudio</source>
        <translation>Ü&amp;ber dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="352" />
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>{file} wird erneut gelesen, mit {column} als {type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="360" />
        <source>Opening {file}…</source>
        <translation>{file} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="367" />
        <source>Reading {file} again…</source>
        <translation>{file} wird erneut gelesen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="379" />
        <source>Loading {file}…</source>
        <translation>{file} wird geladen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="401" />
        <source>Loaded {file}: {rows} rows. The project's plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>{file} geladen: {rows} Zeilen. Der Plan des Projekts sagte nicht, wie die Datei zu lesen ist; das wurde daher erschlossen ({schema}). Speichern Sie das Projekt, um es zu behalten.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405" />
        <source>Loaded {file}: {rows} rows.</source>
        <translation>{file} geladen: {rows} Zeilen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="432" />
        <source>Opened {table} in {url}: {rows} rows (they stay in the database).</source>
        <translation>{table} in {url} geöffnet: {rows} Zeilen (sie bleiben in der Datenbank).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="489" />
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>Die Datendatei hat sich seit dem Speichern des Projekts geändert: {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="501" />
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="513" />
        <source>Releases are recorded in {file}</source>
        <translation>Veröffentlichungen werden in {file} festgehalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="521" />
        <source>Released into {folder}.</source>
        <translation>Veröffentlicht in {folder}.</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="18" />
        <source>One row is one person: nothing to count. Choose the column that identifies a person (below the table) to see how many rows each person has, and what each limit would leave out.</source>
        <translation>Eine Zeile ist eine Person: nichts zu zählen. Wählen Sie die Spalte, die eine Person identifiziert (unter der Tabelle), um zu sehen, wie viele Zeilen jede Person hat und was jede Grenze weglassen würde.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="48" />
        <source>For each 'at most N rows' choice: how many rows would be left out, and how many people would lose rows. For your eyes only; never released.</source>
        <translation>Für jede Wahl „höchstens N Zeilen“: wie viele Zeilen weggelassen würden und wie viele Personen Zeilen verlören. Nur für Ihre Augen; nie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50" />
        <source>At most</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50" />
        <source>Rows
left out</source>
        <translation>Weggelassene
Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="51" />
        <source>People
losing rows</source>
        <translation>Personen, die
Zeilen verlieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="66" />
        <source>{count} row</source>
        <translation>{count} Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="66" />
        <source>{count} rows</source>
        <translation>{count} Zeilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="73" />
        <source>Your choice</source>
        <translation>Ihre Wahl</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="141" />
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>Was zu erwarten ist, &lt;b&gt;bevor&lt;/b&gt; etwas verbraucht wird: wie weit jeder veröffentlichte Wert vom wahren abweichen kann. Hier wird nichts gezogen oder veröffentlicht; wahre Werte sehen nur Sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="144" />
        <source>The probability that the released value is within the interval shown</source>
        <translation>Die Wahrscheinlichkeit, dass der veröffentlichte Wert im angezeigten Intervall liegt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="147" />
        <source>the same shares, all of the budget</source>
        <translation>gleiche Anteile, das ganze Budget</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="148" />
        <source>smallest worst relative error</source>
        <translation>kleinsten größten relativen Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="148" />
        <source>smallest total relative error</source>
        <translation>kleinsten gesamten relativen Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="152" />
        <source>Distribute the budget</source>
        <translation>Budget verteilen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="153" />
        <source>Set every query's ε within the total budget.</source>
        <translation>Das ε jeder Abfrage innerhalb des Gesamtbudgets festlegen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="154" />
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="155" />
        <source>for the</source>
        <translation>für den</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="156" />
        <source>I need ±</source>
        <translation>Ich brauche ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="157" />
        <source>Select a query to see its plots</source>
        <translation>Wählen Sie eine Abfrage, um ihre Diagramme zu sehen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159" />
        <source>Relative
error</source>
        <translation>Relativer
Fehler</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159" />
        <source>After clamping
at 0</source>
        <translation>Nach Anheben
auf 0</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="160" />
        <source>In words</source>
        <translation>In Worten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="161" />
        <source>The ± you need on the selected query, in its units</source>
        <translation>Das ±, das Sie bei der gewählten Abfrage brauchen, in ihren Einheiten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162" />
        <source>e.g. 10</source>
        <translation>z. B. 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="163" />
        <source>Set ε for this interval</source>
        <translation>ε für dieses Intervall festlegen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="164" />
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>Der gewählten Abfrage das kleinste ε geben, das das gewünschte Intervall erreicht.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="167" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="178" />
        <source>Open a table and add queries to see their expected error.</source>
        <translation>Öffnen Sie eine Tabelle und fügen Sie Abfragen hinzu, um ihren erwarteten Fehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="185" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="234" />
        <source>Fix the plan first:</source>
        <translation>Korrigieren Sie zuerst den Plan:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="194" />
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>Die wahren Antworten werden einmal in der Datenbank berechnet (nur Anzahlen und Summen kommen zurück; sie verlassen diesen Computer nie)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="196" />
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>Die wahren Antworten werden einmal berechnet (sie verlassen diesen Computer nie)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="221" />
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>Abgebrochen. Jede Änderung am Plan berechnet die Antworten neu.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="238" />
        <source>The preview could not be computed.</source>
        <translation>Die Vorschau konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="248" />
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>Die Abfragen verbrauchen mehr als das Gesamtbudget: Senken Sie einige ε (oder nutzen Sie Verteilen), bevor Sie veröffentlichen können.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="250" />
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="306" />
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>Geben Sie das benötigte Intervall als Zahl ein, z. B. 10.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="315" />
        <source>'{query}' cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>'{query}' erreicht ±{wanted} mit keinem ε bis 100.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="328" />
        <source>Distributing the budget…</source>
        <translation>Das Budget wird verteilt…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="334" />
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>Die Abfragen haben sich geändert, während das Budget verteilt wurde: Versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>QueriesModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="341" />
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="341" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="342" />
        <source>Column(s)</source>
        <translation>Spalte(n)</translation>
    </message>
</context>
<context>
    <name>ReleasePage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="34" />
        <source>Cancelled before the budget was charged: nothing was released, charged or written.</source>
        <translation>Abgebrochen, bevor das Budget belastet wurde: Nichts wurde veröffentlicht, belastet oder geschrieben.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="157" />
        <source>A new folder for the release files; it must not exist yet</source>
        <translation>Ein neuer Ordner für die Dateien der Veröffentlichung; er darf noch nicht existieren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="158" />
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="159" />
        <source>Export release…</source>
        <translation>Veröffentlichung exportieren…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="160" />
        <source>Draws the noise once, spends the budget and writes the files</source>
        <translation>Zieht das Rauschen einmal, verbraucht das Budget und schreibt die Dateien</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="162" />
        <source>Who publishes, as the report should show it: an organisation or a display name. It is saved with the project. Leave it empty and the report names no one; your computer's user name is never published (it stays in the private ledger).</source>
        <translation>Wer veröffentlicht, so wie der Bericht es zeigen soll: eine Organisation oder ein Anzeigename. Er wird mit dem Projekt gespeichert. Bleibt das Feld leer, nennt der Bericht niemanden; der Benutzername Ihres Computers wird nie veröffentlicht (er bleibt im privaten Budgetbuch).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="165" />
        <source>e.g. Data Office, St Example Hospital (optional)</source>
        <translation>z. B. Datenstelle, St.-Beispiel-Krankenhaus (freiwillig)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="166" />
        <source>Save as Python script…</source>
        <translation>Als Python-Skript speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="168" />
        <source>A runnable script that runs this plan with dpstudio's Python API (fresh noise on each run; no ledger): for reviewers and pipelines</source>
        <translation>Ein ausführbares Skript, das diesen Plan mit der Python-API von dpstudio ausführt (bei jedem Lauf neues Rauschen; kein Budgetbuch): für Prüfende und Pipelines</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="170" />
        <source>Save as notebook…</source>
        <translation>Als Notebook speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="171" />
        <source>The same as a Jupyter notebook</source>
        <translation>Dasselbe als Jupyter-Notebook</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="173" />
        <source>The language of report.html and report.pdf, recorded in release.json (whose field names stay English). It follows the app's language until you choose.</source>
        <translation>Die Sprache von report.html und report.pdf, festgehalten in release.json (dessen Feldnamen englisch bleiben). Sie folgt der Sprache der App, bis Sie wählen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="175" />
        <source>The most ε this dataset may ever spend, over all its releases</source>
        <translation>Das größte ε, das dieser Datensatz über alle seine Veröffentlichungen je verbrauchen darf</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="176" />
        <source>Set lifetime budget</source>
        <translation>Gesamtbudget festlegen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="178" />
        <source>Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for a reason)</source>
        <translation>Das Gesamtbudget dieser Personen im Budgetbuch festhalten (die Änderung wird festgehalten; eine Erhöhung verlangt eine Begründung)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="180" />
        <source>New population</source>
        <translation>Neue Population</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="182" />
        <source>Declare the table's people a population of their own, not the known one they match (asks for a reason, which is recorded)</source>
        <translation>Die Personen der Tabelle zu einer eigenen Population erklären, nicht zu der bekannten, der sie entsprechen (verlangt eine Begründung, die festgehalten wird)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="185" />
        <source>Which population the table's people belong to: recognised by the ledger, or one you declare them part of (recorded in the ledger)</source>
        <translation>Zu welcher Population die Personen der Tabelle gehören: vom Budgetbuch erkannt oder eine, der Sie sie zuordnen (im Budgetbuch festgehalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="188" />
        <location filename="../../dpstudio/gui/pages/release_page.py" line="269" />
        <source>Recognised by the ledger</source>
        <translation>Vom Budgetbuch erkannt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="189" />
        <source>Write the release to</source>
        <translation>Veröffentlichung schreiben nach</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="190" />
        <source>Lifetime ε</source>
        <translation>Gesamt-ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="191" />
        <source>Published by</source>
        <translation>Veröffentlicht von</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="192" />
        <source>Report in</source>
        <translation>Bericht auf</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="208" />
        <source>Choose a name for the new release folder</source>
        <translation>Namen für den neuen Ordner der Veröffentlichung wählen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="217" />
        <source>each person (&lt;i&gt;{column}&lt;/i&gt;, at most {rows} rows each)</source>
        <translation>jede Person (&lt;i&gt;{column}&lt;/i&gt;, höchstens {rows} Zeilen je Person)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="219" />
        <source>each row</source>
        <translation>jede Zeile</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="220" />
        <source>This release answers &lt;b&gt;{queries} queries&lt;/b&gt; and spends &lt;b&gt;ε = {epsilon}&lt;/b&gt; and δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The noise is drawn once, when you export.</source>
        <translation>Diese Veröffentlichung beantwortet &lt;b&gt;{queries} Abfragen&lt;/b&gt; und verbraucht &lt;b&gt;ε = {epsilon}&lt;/b&gt; und δ = {delta} des Budgets ε = {budget_epsilon}, δ = {budget_delta}. Sie schützt {unit}. Das Rauschen wird einmal gezogen, beim Export.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="227" />
        <source>&lt;b&gt;Category lists taken from the data&lt;/b&gt; (recorded): {columns}.</source>
        <translation>&lt;b&gt;Kategorienlisten aus den Daten genommen&lt;/b&gt; (festgehalten): {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="271" />
        <source>Part of population {id} (first seen in {source})</source>
        <translation>Teil der Population {id} (zuerst gesehen in {source})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="307" />
        <source>Declare a new population</source>
        <translation>Neue Population erklären</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="308" />
        <source>Treat the people of {table} as a population of their own, with a lifetime budget of ε = {epsilon}?</source>
        <translation>Die Personen von {table} als eigene Population behandeln, mit einem Gesamtbudget von ε = {epsilon}?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="311" />
        <source>Declare new population</source>
        <translation>Neue Population erklären</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="313" />
        <source>Raise the lifetime budget</source>
        <translation>Gesamtbudget erhöhen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="314" />
        <source>Raise the lifetime budget of these people from ε = {old} to ε = {new}? Every release of them adds to what an attacker may learn about each person.</source>
        <translation>Das Gesamtbudget dieser Personen von ε = {old} auf ε = {new} erhöhen? Jede Veröffentlichung über sie vergrößert, was ein Angreifer über jede Person erfahren kann.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="317" />
        <source>Raise budget</source>
        <translation>Budget erhöhen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="361" />
        <source>Python scripts</source>
        <translation>Python-Skripte</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="361" />
        <source>Jupyter notebooks</source>
        <translation>Jupyter-Notebooks</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="362" />
        <source>Save the plan as code</source>
        <translation>Plan als Code speichern</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="371" />
        <source>the file could not be written ({reason})</source>
        <translation>die Datei konnte nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="372" />
        <source>Choose another folder</source>
        <translation>Wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="374" />
        <source>Saved {file}: it runs this plan with dpstudio's Python API. Each run draws fresh noise and asks no ledger.</source>
        <translation>{file} gespeichert: Es führt diesen Plan mit der Python-API von dpstudio aus. Jeder Lauf zieht neues Rauschen und fragt kein Budgetbuch.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="392" />
        <source>Spend the budget and export?</source>
        <translation>Budget verbrauchen und exportieren?</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="393" />
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
        <location filename="../../dpstudio/gui/pages/release_page.py" line="399" />
        <source>Drawing the release…</source>
        <translation>Die Veröffentlichung wird gezogen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="412" />
        <source>&lt;b&gt;Cancel came too late:&lt;/b&gt; the budget had already been charged, so the release was completed and written.</source>
        <translation>&lt;b&gt;Der Abbruch kam zu spät:&lt;/b&gt; Das Budget war bereits belastet, daher wurde die Veröffentlichung abgeschlossen und geschrieben.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="414" />
        <source>&lt;b&gt;Released&lt;/b&gt; into {folder}, spending ε = {epsilon} and δ = {delta}.</source>
        <translation>&lt;b&gt;Veröffentlicht&lt;/b&gt; in {folder}, verbraucht: ε = {epsilon} und δ = {delta}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="421" />
        <source>For your eyes only (not in the release):</source>
        <translation>Nur für Ihre Augen (nicht in der Veröffentlichung):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="434" />
        <source>Nothing was released.</source>
        <translation>Nichts wurde veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>ReleaseTexts</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="96" />
        <source>suppressed (small-cell rule)</source>
        <translation>unterdrückt (Kleinzellenregel)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="97" />
        <source>Released values (± is the 95% interval):</source>
        <translation>Veröffentlichte Werte (± ist das 95-%-Intervall):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="98" />
        <source>Percentile points of the {ranked} values ranked: that number is for your eyes only; the release and its report give the interval in ranks.</source>
        <translation>Perzentilpunkte der {ranked} gereihten Werte: Diese Zahl ist nur für Ihre Augen; die Veröffentlichung und ihr Bericht geben das Intervall in Rängen an.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="100" />
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… {more} weitere Zellen in release.csv, release.xlsx und release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="101" />
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>Export noch nicht möglich: Öffnen Sie eine Tabelle unter {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="102" />
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>Export noch nicht möglich: Fügen Sie eine Abfrage unter {page} hinzu.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="103" />
        <source>(and {count} more)</source>
        <translation>(und {count} weitere)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="104" />
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>Export noch nicht möglich: {problem}{more}. Beheben Sie es unter {page}.</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="94" />
        <source>&lt;b&gt;Re-identification risk of the raw table&lt;/b&gt; (for your eyes only, never released)</source>
        <translation>&lt;b&gt;Reidentifikationsrisiko der Rohtabelle&lt;/b&gt; (nur für Ihre Augen, nie veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="96" />
        <source>Count records whose chance of being singled out (1 / class size) is above this</source>
        <translation>Datensätze zählen, deren Wahrscheinlichkeit, eindeutig erkannt zu werden (1 / Klassengröße), über diesem Wert liegt</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="98" />
        <source>Risk threshold</source>
        <translation>Risikoschwelle</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="99" />
        <source>Unique records when only these quasi-identifiers are known (class sizes only)</source>
        <translation>Eindeutige Datensätze, wenn nur diese Quasi-Identifikatoren bekannt sind (nur Klassengrößen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="101" />
        <source>Known quasi-identifiers</source>
        <translation>Bekannte Quasi-Identifikatoren</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="101" />
        <source>Unique records</source>
        <translation>Eindeutige Datensätze</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="102" />
        <source>Show the smallest classes…</source>
        <translation>Kleinste Klassen zeigen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="103" />
        <source>Lists the rarest combinations of quasi-identifier values with their class sizes. Only you see them.</source>
        <translation>Listet die seltensten Kombinationen von Quasi-Identifikator-Werten mit ihren Klassengrößen. Nur Sie sehen sie.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="112" />
        <source>Mark quasi-identifiers to see the risk.</source>
        <translation>Markieren Sie Quasi-Identifikatoren, um das Risiko zu sehen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="113" />
        <source>Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is.</source>
        <translation>Markieren Sie Quasi-Identifikatoren (Alter, Geschlecht, PLZ…), um zu sehen, wie reidentifizierbar die Tabelle ist.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="114" />
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="162" />
        <source>Smallest classes (for your eyes only)</source>
        <translation>Kleinste Klassen (nur für Ihre Augen)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="164" />
        <source>class size</source>
        <translation>Klassengröße</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="169" />
        <source>The rarest combinations of quasi-identifier values. Someone who knows them can find these people's rows. Never share this list.</source>
        <translation>Die seltensten Kombinationen von Quasi-Identifikator-Werten. Wer sie kennt, kann die Zeilen dieser Personen finden. Geben Sie diese Liste nie weiter.</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="215" />
        <source>The colour of a column's header says its role (set on the Columns page)</source>
        <translation>Die Farbe eines Spaltenkopfs zeigt seine Rolle (festgelegt auf der Seite Spalten)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="216" />
        <source>Header colours:</source>
        <translation>Farben der Spaltenköpfe:</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11" />
        <source>Direct identifier</source>
        <translation>Direkter Identifikator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11" />
        <source>Quasi-identifier</source>
        <translation>Quasi-Identifikator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12" />
        <source>Sensitive</source>
        <translation>Sensibel</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12" />
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13" />
        <source>whole number</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13" />
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14" />
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14" />
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>comma</source>
        <translation>Komma</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>semicolon</source>
        <translation>Semikolon</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16" />
        <source>bar</source>
        <translation>senkrechter Strich</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16" />
        <source>double quote</source>
        <translation>doppeltes Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17" />
        <source>single quote</source>
        <translation>einfaches Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17" />
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
</TS>