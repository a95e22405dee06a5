<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="el_GR">
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="84" />
        <source>Open a table…</source>
        <translation>Άνοιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="85" />
        <source>Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)</source>
        <translation>Άνοιγμα αρχείου CSV, Excel, Parquet, SPSS, SAS ή Stata (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="86" />
        <source>Open the sample dataset</source>
        <translation>Άνοιγμα δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="87" />
        <source>A synthetic hospital admissions table with a ready-made plan</source>
        <translation>Ένας συνθετικός πίνακας εισαγωγών νοσοκομείου με έτοιμο σχέδιο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="88" />
        <source>Open a database table…</source>
        <translation>Άνοιγμα πίνακα βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="89" />
        <source>Read a table or a query in a database (PostgreSQL and others, by URL): the rows stay there, only counts and sums come back</source>
        <translation>Ανάγνωση πίνακα ή ερωτήματος σε βάση δεδομένων (PostgreSQL και άλλες, μέσω URL): οι γραμμές μένουν εκεί, επιστρέφουν μόνο πλήθη και αθροίσματα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="91" />
        <source>Import settings…</source>
        <translation>Ρυθμίσεις εισαγωγής…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="92" />
        <source>The encoding, delimiter, header line, decimal mark, missing-value words and column types, with a preview; your plan is kept</source>
        <translation>Κωδικοποίηση, διαχωριστικό, γραμμή κεφαλίδας, υποδιαστολή, λέξεις για ελλείπουσες τιμές και τύποι στηλών, με προεπισκόπηση· το σχέδιό σας διατηρείται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="94" />
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="95" />
        <source>The table as loaded. Header colours show column roles.</source>
        <translation>Ο πίνακας όπως φορτώθηκε. Τα χρώματα των επικεφαλίδων δείχνουν τους ρόλους των στηλών.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="96" />
        <source>Decided once when the table was first opened, and kept in the plan: every value is read under it on its own, so one row cannot change how others are read.</source>
        <translation>Αποφασίζεται μία φορά, όταν ο πίνακας ανοίγει πρώτη φορά, και φυλάσσεται στο σχέδιο: κάθε τιμή διαβάζεται με αυτόν τον τρόπο μόνη της, ώστε μια γραμμή να μην μπορεί να αλλάξει πώς διαβάζονται οι άλλες.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="99" />
        <source>Each column's type. A value that does not fit its column's type is read as missing for that row alone, and counted in the notes above.</source>
        <translation>Ο τύπος κάθε στήλης. Μια τιμή που δεν ταιριάζει στον τύπο της στήλης της διαβάζεται ως ελλείπουσα μόνο για εκείνη τη γραμμή, και μετριέται στις σημειώσεις παραπάνω.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="101" />
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="101" />
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="106" />
        <source>Open a table to begin, or try the sample dataset.</source>
        <translation>Ανοίξτε έναν πίνακα για να ξεκινήσετε ή δοκιμάστε το δείγμα δεδομένων.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="104" />
        <location filename="../../dpstudio/gui/pages/data_page.py" line="123" />
        <source>Loading…</source>
        <translation>Φόρτωση…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="134" />
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows} rows, {columns} columns</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows} γραμμές, {columns} στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="136" />
        <source>format: {format}</source>
        <translation>μορφή: {format}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="137" />
        <source>fingerprint: {start}…</source>
        <translation>αποτύπωμα: {start}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="138" />
        <source>Note: {note}</source>
        <translation>Σημείωση: {note}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="140" />
        <source>This table stays on this computer; only the noisy release leaves it.</source>
        <translation>Αυτός ο πίνακας μένει σε αυτόν τον υπολογιστή· μόνο η δημοσίευση με θόρυβο φεύγει από αυτόν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="145" />
        <source>table &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>πίνακας &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="146" />
        <source>&lt;b&gt;a query&lt;/b&gt;</source>
        <translation>&lt;b&gt;ένα ερώτημα&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="147" />
        <source>{what} in {url} — {rows} rows, {columns} columns · engine: {engine}</source>
        <translation>{what} στο {url} — {rows} γραμμές, {columns} στήλες · μηχανή: {engine}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="150" />
        <source>The rows stay in the database: the plan's counts and sums are computed there, and only they come back. Below: the first {count} rows, for your eyes only.</source>
        <translation>Οι γραμμές μένουν στη βάση δεδομένων: τα πλήθη και τα αθροίσματα του σχεδίου υπολογίζονται εκεί, και μόνο αυτά επιστρέφουν. Παρακάτω: οι πρώτες {count} γραμμές, μόνο για τα μάτια σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="153" />
        <source>&lt;b&gt;Query:&lt;/b&gt; {query}</source>
        <translation>&lt;b&gt;Ερώτημα:&lt;/b&gt; {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="168" />
        <source>encoding {encoding}</source>
        <translation>κωδικοποίηση {encoding}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="169" />
        <source>delimiter {delimiter}</source>
        <translation>διαχωριστικό {delimiter}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="172" />
        <source>quote {quote}</source>
        <translation>εισαγωγικά {quote}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="174" />
        <source>decimal mark '{mark}'</source>
        <translation>υποδιαστολή '{mark}'</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="175" />
        <source>column names on line {line}</source>
        <translation>ονόματα στηλών στη γραμμή {line}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="176" />
        <source>no header line (columns named column 1, column 2, …)</source>
        <translation>χωρίς γραμμή κεφαλίδας (οι στήλες ονομάζονται column 1, column 2, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177" />
        <source>values may span lines</source>
        <translation>οι τιμές μπορεί να εκτείνονται σε πολλές γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177" />
        <source>one row per line</source>
        <translation>μία εγγραφή ανά γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="179" />
        <source> and </source>
        <translation> και </translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="180" />
        <source>the usual words (NA, NULL, N/A, …)</source>
        <translation>οι συνήθεις λέξεις (NA, NULL, N/A, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="182" />
        <source>missing: an empty field and {words}</source>
        <translation>ελλείπουσες: ένα κενό πεδίο και {words}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="183" />
        <source>missing: an empty field</source>
        <translation>ελλείπουσες: ένα κενό πεδίο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="184" />
        <source>&lt;b&gt;Read as:&lt;/b&gt; {parts}</source>
        <translation>&lt;b&gt;Ανάγνωση ως:&lt;/b&gt; {parts}</translation>
    </message>
</context>
<context>
    <name>ExpectationsEditor</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="17" />
        <source>The budget tools choose ε from the plan and from the expected numbers typed here, never from this table, because the ε they choose are published. Take these numbers from public knowledge (last year's published figures, a registry), not from this table.</source>
        <translation>Τα εργαλεία προϋπολογισμού επιλέγουν το ε από το σχέδιο και από τους αναμενόμενους αριθμούς που πληκτρολογείτε εδώ, ποτέ από αυτόν τον πίνακα, γιατί τα ε που επιλέγουν δημοσιεύονται. Πάρτε αυτούς τους αριθμούς από δημόσια γνώση (δημοσιευμένα στοιχεία της περσινής χρονιάς, ένα μητρώο), όχι από αυτόν τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="52" />
        <source>How many rows you expect the table to have (after at most the allowed rows per person), from public knowledge, not from this table.</source>
        <translation>Πόσες γραμμές περιμένετε να έχει ο πίνακας (μετά το όριο γραμμών ανά πρόσωπο), από δημόσια γνώση, όχι από αυτόν τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="54" />
        <source>How many rows you expect the selected query to cover (after its filter), from public knowledge. Needed for a filtered query's relative error, a mean or randomized response.</source>
        <translation>Πόσες γραμμές περιμένετε να καλύπτει το επιλεγμένο ερώτημα (μετά το φίλτρο του), από δημόσια γνώση. Χρειάζεται για το σχετικό σφάλμα ερωτήματος με φίλτρο, για μέσο όρο ή για τυχαιοποιημένη απόκριση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="57" />
        <source>The answer you expect for the selected query (a count, a typical cell's count, a sum or a mean), from public knowledge. Relative errors are taken against it.</source>
        <translation>Η απάντηση που περιμένετε για το επιλεγμένο ερώτημα (ένα πλήθος, το πλήθος ενός τυπικού κελιού, ένα άθροισμα ή ένας μέσος όρος), από δημόσια γνώση. Τα σχετικά σφάλματα υπολογίζονται ως προς αυτήν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="60" />
        <source>Expected rows in the table</source>
        <translation>Αναμενόμενες γραμμές του πίνακα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="61" />
        <source>Selected query: expected rows</source>
        <translation>Επιλεγμένο ερώτημα: αναμενόμενες γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="61" />
        <source>expected value</source>
        <translation>αναμενόμενη τιμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="84" />
        <source>e.g. 5000</source>
        <translation>π.χ. 5000</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="91" />
        <source>default {figure}</source>
        <translation>προεπιλογή {figure}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="92" />
        <source>not known</source>
        <translation>άγνωστο</translation>
    </message>
</context>
<context>
    <name>LedgerStatus</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="20" />
        <source>Checking the ledger…</source>
        <translation>Έλεγχος του βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="98" />
        <source>The ledger cannot be opened: {error}</source>
        <translation>Το βιβλίο προϋπολογισμού δεν ανοίγει: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="99" />
        <source>Ledger: {population}.</source>
        <translation>Βιβλίο προϋπολογισμού: {population}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="100" />
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>Αν ανήκουν σε αυτόν, επιλέξτε τον στο &lt;b&gt;Πληθυσμός&lt;/b&gt; (χρεώνεται στον συνολικό του προϋπολογισμό)· αν είναι διαφορετικός πληθυσμός, επιλέξτε &lt;b&gt;Νέος πληθυσμός&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="103" />
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>&lt;b&gt;Δεν έχει οριστεί συνολικός προϋπολογισμός&lt;/b&gt; για αυτά τα πρόσωπα στο βιβλίο ({file}). Ορίστε έναν πριν από τη δημοσίευση: περιορίζει όσα μπορούν να δαπανήσουν μαζί όλες οι δημοσιεύσεις τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="105" />
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>Αυτός ο πληθυσμός έχει δαπανήσει ε = {spent} από το συνολικό ε = {limit}· &lt;b&gt;απομένουν {left}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="107" />
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>Τελευταία αλλαγή προϋπολογισμού ({date}, {user}): «{reason}».</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="108" />
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>Δημοσίευση αρ. {number} ({date}, ε = {epsilon}) στο {folder}: {state}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="35" />
        <source>Data</source>
        <translation>Δεδομένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="35" />
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Queries &amp; budget</source>
        <translation>Ερωτήματα &amp; προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="37" />
        <source>Release</source>
        <translation>Δημοσίευση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="38" />
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
        <location filename="../../dpstudio/gui/main_window.py" line="51" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Ανοίξτε έναν πίνακα ή το δείγμα δεδομένων για να ξεκινήσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81" />
        <source>Something needs your attention.</source>
        <translation>Κάτι χρειάζεται την προσοχή σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="132" />
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="225" />
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="226" />
        <source>&amp;Open table…</source>
        <translation>Άν&amp;οιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="228" />
        <source>Open &amp;database…</source>
        <translation>Άνοιγμα &amp;βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="230" />
        <source>Open &amp;sample dataset</source>
        <translation>Άνοιγμα &amp;δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="232" />
        <source>Open &amp;recent</source>
        <translation>&amp;Πρόσφατα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="234" />
        <source>Open &amp;project…</source>
        <translation>Άνοιγμα έρ&amp;γου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="236" />
        <source>&amp;Save project…</source>
        <translation>Απο&amp;θήκευση έργου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="239" />
        <source>Choose the &amp;ledger file…</source>
        <translation>Επιλογή &amp;βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="240" />
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="241" />
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="255" />
        <source>&amp;Go</source>
        <translation>&amp;Μετάβαση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="266" />
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="268" />
        <source>&amp;About dpstudio</source>
        <translation>&amp;Σχετικά με το dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="325" />
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>Νέα ανάγνωση του {file} με τη στήλη {column} ως {type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="333" />
        <source>Opening {file}…</source>
        <translation>Άνοιγμα του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="340" />
        <source>Reading {file} again…</source>
        <translation>Νέα ανάγνωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="352" />
        <source>Loading {file}…</source>
        <translation>Φόρτωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="374" />
        <source>Loaded {file}: {rows} rows. The project's plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>Φορτώθηκε το {file}: {rows} γραμμές. Το σχέδιο του έργου δεν έλεγε πώς διαβάζεται το αρχείο, οπότε αυτό συνάχθηκε ({schema})· αποθηκεύστε το έργο για να διατηρηθεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="378" />
        <source>Loaded {file}: {rows} rows.</source>
        <translation>Φορτώθηκε το {file}: {rows} γραμμές.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405" />
        <source>Opened {table} in {url}: {rows} rows (they stay in the database).</source>
        <translation>Άνοιξε ο {table} στο {url}: {rows} γραμμές (μένουν στη βάση δεδομένων).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="462" />
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>Το αρχείο δεδομένων άλλαξε από τότε που αποθηκεύτηκε το έργο: {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="474" />
        <source>Saved {file}</source>
        <translation>Αποθηκεύτηκε το {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="486" />
        <source>Releases are recorded in {file}</source>
        <translation>Οι δημοσιεύσεις καταγράφονται στο {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="494" />
        <source>Released into {folder}.</source>
        <translation>Δημοσιεύθηκε στο {folder}.</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="140" />
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>Τι να περιμένετε &lt;b&gt;πριν&lt;/b&gt; δαπανήσετε οτιδήποτε: πόσο μπορεί να απέχει κάθε δημοσιευμένη τιμή από την πραγματική. Τίποτα εδώ δεν αντλείται ούτε δημοσιεύεται· οι πραγματικές τιμές φαίνονται μόνο σε εσάς.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="143" />
        <source>The probability that the released value is within the interval shown</source>
        <translation>Η πιθανότητα η δημοσιευμένη τιμή να βρίσκεται εντός του διαστήματος που φαίνεται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="146" />
        <source>the same shares, all of the budget</source>
        <translation>ίδια μερίδια, όλος ο προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="147" />
        <source>smallest worst relative error</source>
        <translation>μικρότερο χειρότερο σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="147" />
        <source>smallest total relative error</source>
        <translation>μικρότερο συνολικό σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="151" />
        <source>Distribute the budget</source>
        <translation>Κατανομή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="152" />
        <source>Set every query's ε within the total budget.</source>
        <translation>Ορισμός του ε κάθε ερωτήματος εντός του συνολικού προϋπολογισμού.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="153" />
        <source>Confidence</source>
        <translation>Εμπιστοσύνη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="154" />
        <source>for the</source>
        <translation>για το</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="155" />
        <source>I need ±</source>
        <translation>Χρειάζομαι ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="156" />
        <source>Select a query to see its plots</source>
        <translation>Επιλέξτε ένα ερώτημα για να δείτε τα διαγράμματά του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="157" />
        <source>Query</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="157" />
        <source>Mechanism</source>
        <translation>Μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="157" />
        <source>Interval</source>
        <translation>Διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Relative
error</source>
        <translation>Σχετικό
σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>After clamping
at 0</source>
        <translation>Μετά την αύξηση
στο 0</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159" />
        <source>In words</source>
        <translation>Με λόγια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="160" />
        <source>The ± you need on the selected query, in its units</source>
        <translation>Το ± που χρειάζεστε στο επιλεγμένο ερώτημα, στις μονάδες του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="161" />
        <source>e.g. 10</source>
        <translation>π.χ. 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162" />
        <source>Set ε for this interval</source>
        <translation>Ορισμός ε για αυτό το διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="163" />
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>Δώστε στο επιλεγμένο ερώτημα το μικρότερο ε που φτάνει το επιθυμητό διάστημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177" />
        <source>Open a table and add queries to see their expected error.</source>
        <translation>Ανοίξτε έναν πίνακα και προσθέστε ερωτήματα για να δείτε το αναμενόμενο σφάλμα τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="184" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="233" />
        <source>Fix the plan first:</source>
        <translation>Διορθώστε πρώτα το σχέδιο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="193" />
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά στη βάση δεδομένων (επιστρέφουν μόνο πλήθη και αθροίσματα· δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="195" />
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά (δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="220" />
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>Ακυρώθηκε. Κάθε αλλαγή στο σχέδιο υπολογίζει ξανά τις απαντήσεις.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="237" />
        <source>The preview could not be computed.</source>
        <translation>Η προεπισκόπηση δεν ήταν δυνατό να υπολογιστεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="247" />
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>Τα ερωτήματα δαπανούν περισσότερο από τον συνολικό προϋπολογισμό: μειώστε κάποια ε (ή χρησιμοποιήστε την Κατανομή) πριν μπορέσετε να δημοσιεύσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="249" />
        <source>No warnings.</source>
        <translation>Καμία προειδοποίηση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="305" />
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>Πληκτρολογήστε το διάστημα που χρειάζεστε ως αριθμό, π.χ. 10.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="314" />
        <source>'{query}' cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>Το '{query}' δεν μπορεί να φτάσει ±{wanted} με κανένα ε έως 100.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="327" />
        <source>Distributing the budget…</source>
        <translation>Κατανομή του προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="333" />
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>Τα ερωτήματα άλλαξαν όσο γινόταν η κατανομή του προϋπολογισμού: δοκιμάστε ξανά.</translation>
    </message>
</context>
<context>
    <name>ReleasePage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="34" />
        <source>Cancelled before the budget was charged: nothing was released, charged or written.</source>
        <translation>Ακυρώθηκε πριν χρεωθεί ο προϋπολογισμός: τίποτα δεν δημοσιεύθηκε, δεν χρεώθηκε και δεν γράφτηκε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="157" />
        <source>A new folder for the release files; it must not exist yet</source>
        <translation>Ένας νέος φάκελος για τα αρχεία της δημοσίευσης· δεν πρέπει να υπάρχει ήδη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="158" />
        <source>Choose…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="159" />
        <source>Export release…</source>
        <translation>Εξαγωγή δημοσίευσης…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="160" />
        <source>Draws the noise once, spends the budget and writes the files</source>
        <translation>Αντλεί τον θόρυβο μία φορά, δαπανά τον προϋπολογισμό και γράφει τα αρχεία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="162" />
        <source>Who publishes, as the report should show it: an organisation or a display name. It is saved with the project. Leave it empty and the report names no one; your computer's user name is never published (it stays in the private ledger).</source>
        <translation>Ποιος δημοσιεύει, όπως πρέπει να φαίνεται στην αναφορά: ένας οργανισμός ή ένα εμφανιζόμενο όνομα. Αποθηκεύεται με το έργο. Αν μείνει κενό, η αναφορά δεν κατονομάζει κανέναν· το όνομα χρήστη του υπολογιστή σας δεν δημοσιεύεται ποτέ (μένει στο ιδιωτικό βιβλίο προϋπολογισμού).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="165" />
        <source>e.g. Data Office, St Example Hospital (optional)</source>
        <translation>π.χ. Γραφείο Δεδομένων, Νοσοκομείο Παράδειγμα (προαιρετικό)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="166" />
        <source>Save as Python script…</source>
        <translation>Αποθήκευση ως σενάριο Python…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="168" />
        <source>A runnable script that runs this plan with dpstudio's Python API (fresh noise on each run; no ledger): for reviewers and pipelines</source>
        <translation>Ένα εκτελέσιμο σενάριο που τρέχει αυτό το σχέδιο με το Python API του dpstudio (νέος θόρυβος σε κάθε εκτέλεση· χωρίς βιβλίο προϋπολογισμού): για ελεγκτές και ροές εργασιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="170" />
        <source>Save as notebook…</source>
        <translation>Αποθήκευση ως σημειωματάριο…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="171" />
        <source>The same as a Jupyter notebook</source>
        <translation>Το ίδιο ως σημειωματάριο Jupyter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="173" />
        <source>The language of report.html and report.pdf, recorded in release.json (whose field names stay English). It follows the app's language until you choose.</source>
        <translation>Η γλώσσα των report.html και report.pdf, που καταγράφεται στο release.json (τα ονόματα πεδίων του μένουν αγγλικά). Ακολουθεί τη γλώσσα της εφαρμογής μέχρι να επιλέξετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="175" />
        <source>The most ε this dataset may ever spend, over all its releases</source>
        <translation>Το μέγιστο ε που μπορεί ποτέ να δαπανήσει αυτό το σύνολο δεδομένων, σε όλες τις δημοσιεύσεις του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="176" />
        <source>Set lifetime budget</source>
        <translation>Ορισμός συνολικού προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="178" />
        <source>Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for a reason)</source>
        <translation>Καταγραφή του συνολικού προϋπολογισμού αυτών των προσώπων στο βιβλίο (η αλλαγή καταγράφεται· η αύξηση ζητά αιτιολογία)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="180" />
        <source>New population</source>
        <translation>Νέος πληθυσμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="182" />
        <source>Declare the table's people a population of their own, not the known one they match (asks for a reason, which is recorded)</source>
        <translation>Δήλωση των προσώπων του πίνακα ως ξεχωριστού πληθυσμού, όχι του γνωστού με τον οποίο ταιριάζουν (ζητά αιτιολογία, που καταγράφεται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="185" />
        <source>Which population the table's people belong to: recognised by the ledger, or one you declare them part of (recorded in the ledger)</source>
        <translation>Σε ποιον πληθυσμό ανήκουν τα πρόσωπα του πίνακα: όπως τον αναγνωρίζει το βιβλίο, ή έναν στον οποίο δηλώνετε ότι ανήκουν (καταγράφεται στο βιβλίο)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="188" />
        <location filename="../../dpstudio/gui/pages/release_page.py" line="269" />
        <source>Recognised by the ledger</source>
        <translation>Όπως τον αναγνωρίζει το βιβλίο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="189" />
        <source>Write the release to</source>
        <translation>Εγγραφή της δημοσίευσης στο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="190" />
        <source>Lifetime ε</source>
        <translation>Συνολικό ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="191" />
        <source>Published by</source>
        <translation>Δημοσιεύεται από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="192" />
        <source>Report in</source>
        <translation>Αναφορά στα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="208" />
        <source>Choose a name for the new release folder</source>
        <translation>Επιλέξτε όνομα για τον νέο φάκελο δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="217" />
        <source>each person (&lt;i&gt;{column}&lt;/i&gt;, at most {rows} rows each)</source>
        <translation>κάθε πρόσωπο (&lt;i&gt;{column}&lt;/i&gt;, το πολύ {rows} γραμμές το καθένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="219" />
        <source>each row</source>
        <translation>κάθε γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="220" />
        <source>This release answers &lt;b&gt;{queries} queries&lt;/b&gt; and spends &lt;b&gt;ε = {epsilon}&lt;/b&gt; and δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The noise is drawn once, when you export.</source>
        <translation>Αυτή η δημοσίευση απαντά σε &lt;b&gt;{queries} ερωτήματα&lt;/b&gt; και δαπανά &lt;b&gt;ε = {epsilon}&lt;/b&gt; και δ = {delta} από τον προϋπολογισμό ε = {budget_epsilon}, δ = {budget_delta}. Προστατεύει {unit}. Ο θόρυβος αντλείται μία φορά, κατά την εξαγωγή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="227" />
        <source>&lt;b&gt;Category lists taken from the data&lt;/b&gt; (recorded): {columns}.</source>
        <translation>&lt;b&gt;Κατάλογοι κατηγοριών από τα δεδομένα&lt;/b&gt; (καταγράφεται): {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="271" />
        <source>Part of population {id} (first seen in {source})</source>
        <translation>Μέρος του πληθυσμού {id} (πρωτοεμφανίστηκε στο {source})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="307" />
        <source>Declare a new population</source>
        <translation>Δήλωση νέου πληθυσμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="308" />
        <source>Treat the people of {table} as a population of their own, with a lifetime budget of ε = {epsilon}?</source>
        <translation>Να θεωρηθούν τα πρόσωπα του {table} ξεχωριστός πληθυσμός, με συνολικό προϋπολογισμό ε = {epsilon};</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="311" />
        <source>Declare new population</source>
        <translation>Δήλωση νέου πληθυσμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="313" />
        <source>Raise the lifetime budget</source>
        <translation>Αύξηση του συνολικού προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="314" />
        <source>Raise the lifetime budget of these people from ε = {old} to ε = {new}? Every release of them adds to what an attacker may learn about each person.</source>
        <translation>Αύξηση του συνολικού προϋπολογισμού αυτών των προσώπων από ε = {old} σε ε = {new}; Κάθε δημοσίευση γι' αυτά προσθέτει σε όσα μπορεί να μάθει ένας επιτιθέμενος για κάθε πρόσωπο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="317" />
        <source>Raise budget</source>
        <translation>Αύξηση προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="361" />
        <source>Python scripts</source>
        <translation>Σενάρια Python</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="361" />
        <source>Jupyter notebooks</source>
        <translation>Σημειωματάρια Jupyter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="362" />
        <source>Save the plan as code</source>
        <translation>Αποθήκευση του σχεδίου ως κώδικα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="371" />
        <source>the file could not be written ({reason})</source>
        <translation>το αρχείο δεν ήταν δυνατό να γραφτεί ({reason})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="372" />
        <source>Choose another folder</source>
        <translation>Επιλέξτε άλλον φάκελο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="374" />
        <source>Saved {file}: it runs this plan with dpstudio's Python API. Each run draws fresh noise and asks no ledger.</source>
        <translation>Αποθηκεύτηκε το {file}: τρέχει αυτό το σχέδιο με το Python API του dpstudio. Κάθε εκτέλεση αντλεί νέο θόρυβο και δεν ρωτά κανένα βιβλίο προϋπολογισμού.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="392" />
        <source>Spend the budget and export?</source>
        <translation>Δαπάνη του προϋπολογισμού και εξαγωγή;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="393" />
        <source>{summary}

The files will be written to:
{folder}

Export now?</source>
        <translation>{summary}

Τα αρχεία θα γραφτούν στο:
{folder}

Εξαγωγή τώρα;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="399" />
        <source>Drawing the release…</source>
        <translation>Άντληση της δημοσίευσης…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="412" />
        <source>&lt;b&gt;Cancel came too late:&lt;/b&gt; the budget had already been charged, so the release was completed and written.</source>
        <translation>&lt;b&gt;Η ακύρωση ήρθε πολύ αργά:&lt;/b&gt; ο προϋπολογισμός είχε ήδη χρεωθεί, οπότε η δημοσίευση ολοκληρώθηκε και γράφτηκε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="414" />
        <source>&lt;b&gt;Released&lt;/b&gt; into {folder}, spending ε = {epsilon} and δ = {delta}.</source>
        <translation>&lt;b&gt;Δημοσιεύθηκε&lt;/b&gt; στο {folder}, με δαπάνη ε = {epsilon} και δ = {delta}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="421" />
        <source>For your eyes only (not in the release):</source>
        <translation>Μόνο για τα μάτια σας (όχι στη δημοσίευση):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="434" />
        <source>Nothing was released.</source>
        <translation>Τίποτα δεν δημοσιεύθηκε.</translation>
    </message>
</context>
<context>
    <name>ReleaseTexts</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="97" />
        <source>suppressed (small-cell rule)</source>
        <translation>αποκρύφθηκε (κανόνας μικρών κελιών)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="98" />
        <source>Released values (± is the 95% interval):</source>
        <translation>Δημοσιευμένες τιμές (το ± είναι το διάστημα 95%):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="99" />
        <source>Percentile points of the {ranked} values ranked: that number is for your eyes only; the release and its report give the interval in ranks.</source>
        <translation>Εκατοστιαίες μονάδες των {ranked} τιμών που ταξινομήθηκαν: αυτός ο αριθμός είναι μόνο για τα μάτια σας· η δημοσίευση και η αναφορά της δίνουν το διάστημα σε τάξεις.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="101" />
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… άλλα {more} κελιά στα release.csv, release.xlsx και release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="102" />
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: ανοίξτε έναν πίνακα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="103" />
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: προσθέστε ένα ερώτημα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="104" />
        <source>(and {count} more)</source>
        <translation>(και {count} ακόμη)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="105" />
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: {problem}{more}. Διορθώστε το στη σελίδα {page}.</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="215" />
        <source>The colour of a column's header says its role (set on the Columns page)</source>
        <translation>Το χρώμα της επικεφαλίδας μιας στήλης δείχνει τον ρόλο της (ορίζεται στη σελίδα Στήλες)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="216" />
        <source>Header colours:</source>
        <translation>Χρώματα επικεφαλίδων:</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11" />
        <source>Direct identifier</source>
        <translation>Άμεσο αναγνωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11" />
        <source>Quasi-identifier</source>
        <translation>Οιονεί αναγνωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12" />
        <source>Sensitive</source>
        <translation>Ευαίσθητο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12" />
        <source>Other</source>
        <translation>Άλλο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13" />
        <source>whole number</source>
        <translation>ακέραιος αριθμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13" />
        <source>number</source>
        <translation>αριθμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14" />
        <source>text</source>
        <translation>κείμενο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14" />
        <source>date</source>
        <translation>ημερομηνία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>comma</source>
        <translation>κόμμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>semicolon</source>
        <translation>ερωτηματικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15" />
        <source>tab</source>
        <translation>στηλοθέτης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16" />
        <source>bar</source>
        <translation>κάθετη γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16" />
        <source>double quote</source>
        <translation>διπλά εισαγωγικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17" />
        <source>single quote</source>
        <translation>μονά εισαγωγικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17" />
        <source>none</source>
        <translation>κανένα</translation>
    </message>
</context>
</TS>