<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="el_GR">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Data</source>
        <translation>Δεδομένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Queries &amp; budget</source>
        <translation>Ερωτήματα &amp; προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="34" />
        <source>Release</source>
        <translation>Δημοσίευση</translation>
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
&lt;h3&gt;Όροι&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (έψιλον)&lt;/b&gt; — η απώλεια ιδιωτικότητας. Ό,τι μαθαίνει οποιοσδήποτε για έναν ασθενή αλλάζει το πολύ κατά
έναν παράγοντα e&lt;sup&gt;ε&lt;/sup&gt;, είτε ο ασθενής βρίσκεται στον πίνακα είτε όχι. Μικρότερο ε: περισσότερη προστασία,
περισσότερος θόρυβος.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;δ (δέλτα)&lt;/b&gt; — η μικρή πιθανότητα να μην ισχύει η υπόσχεση του ε. Να είναι πολύ μικρότερο από
1 / (πλήθος προσώπων), για παράδειγμα 1e-7, ή 0 με θόρυβο Laplace. Πάνω από 1e-5 χρειάζεται το μέγεθος του
πληθυσμού N (δημόσιος αριθμός) και πρέπει να μένει κάτω από 1 / N.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ευαισθησία&lt;/b&gt; — πόσο μπορεί ένα πρόσωπο να αλλάξει ένα αποτέλεσμα: 1 για ένα πλήθος όταν κάθε πρόσωπο έχει
μία γραμμή· για ένα άθροισμα, η μεγαλύτερη τιμή που επιτρέπουν τα όρια. Ο θόρυβος κλιμακώνεται ανάλογα.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Μονάδα προστασίας&lt;/b&gt; — ποιος προστατεύεται. Αν ένα πρόσωπο έχει πολλές γραμμές, δηλώστε τη στήλη που το
αναγνωρίζει και πόσες γραμμές μπορεί να έχει το πολύ· κάθε ερώτημα προστατεύει τότε ολόκληρο το πρόσωπο.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Προϋπολογισμός&lt;/b&gt; — κάθε ερώτημα δαπανά μέρος του ε· όλα μαζί δεν επιτρέπεται να ξεπεράσουν το σύνολο.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="48" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Ανοίξτε έναν πίνακα ή το δείγμα δεδομένων για να ξεκινήσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="130" />
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="217" />
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="218" />
        <source>&amp;Open table…</source>
        <translation>Άν&amp;οιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="220" />
        <source>Open &amp;database…</source>
        <translation>Άνοιγμα &amp;βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="222" />
        <source>Open &amp;sample dataset</source>
        <translation>Άνοιγμα &amp;δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="224" />
        <source>Open &amp;recent</source>
        <translation>&amp;Πρόσφατα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="226" />
        <source>Open &amp;project…</source>
        <translation>Άνοιγμα έρ&amp;γου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="228" />
        <source>&amp;Save project…</source>
        <translation>Απο&amp;θήκευση έργου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="231" />
        <source>Choose the &amp;ledger file…</source>
        <translation>Επιλογή &amp;βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="232" />
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="233" />
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="247" />
        <source>&amp;Go</source>
        <translation>&amp;Μετάβαση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="250" />
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="260" />
        <source>&amp;About dpstudio</source>
        <translation>&amp;Σχετικά με το dpstudio</translation>
    </message>
</context>
</TS>