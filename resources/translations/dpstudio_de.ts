<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Queries &amp; budget</source>
        <translation>Abfragen &amp; Budget</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="34" />
        <source>Release</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="35" />
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
        <location filename="../../dpstudio/gui/main_window.py" line="48" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Öffnen Sie eine Tabelle oder den Beispieldatensatz, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="130" />
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="217" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="218" />
        <source>&amp;Open table…</source>
        <translation>Tabelle ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="220" />
        <source>Open &amp;database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="222" />
        <source>Open &amp;sample dataset</source>
        <translation>&amp;Beispieldatensatz öffnen</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="224" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="226" />
        <source>Open &amp;project…</source>
        <translation>&amp;Projekt öffnen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="228" />
        <source>&amp;Save project…</source>
        <translation>Projekt &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="231" />
        <source>Choose the &amp;ledger file…</source>
        <translation>&amp;Budgetbuch wählen…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="232" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="233" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="247" />
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="250" />
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="260" />
        <source>&amp;About dpstudio</source>
        <translation>Ü&amp;ber dpstudio</translation>
    </message>
</context>
</TS>