<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="el_GR">
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="66" />
        <source>Categories of {column}</source>
        <translation>Κατηγορίες του {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="72" />
        <source>The public list of values of &lt;b&gt;{column}&lt;/b&gt;, one per line. Values outside the list are counted as (other).</source>
        <translation>Ο δημόσιος κατάλογος τιμών του &lt;b&gt;{column}&lt;/b&gt;, μία ανά γραμμή. Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο).</translation>
    </message>
</context>
<context>
    <name>ColumnDetail</name>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="111" />
        <source>How the file's values are read: a change reads the file again (your plan is kept)</source>
        <translation>Πώς διαβάζονται οι τιμές του αρχείου: μια αλλαγή διαβάζει ξανά το αρχείο (το σχέδιό σας διατηρείται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="113" />
        <source>The unit of the column's values (years, days, mmHg): written after its bounds and its released sums, means and quantiles, in the app and the report</source>
        <translation>Η μονάδα των τιμών της στήλης (έτη, ημέρες, mmHg): γράφεται μετά τα όριά της και τα δημοσιευμένα αθροίσματα, μέσους όρους και ποσοστημόριά της, στην εφαρμογή και στην αναφορά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="115" />
        <source>unit</source>
        <translation>μονάδα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="117" />
        <source>none</source>
        <translation>κανένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="118" />
        <source>The range you know the values lie in, from the form or the codebook, never from the data. Values outside are clamped; a sum's or mean's noise grows with the range.</source>
        <translation>Το εύρος όπου γνωρίζετε ότι βρίσκονται οι τιμές, από το έντυπο ή το κωδικολόγιο, ποτέ από τα δεδομένα. Οι τιμές εκτός περικόπτονται· ο θόρυβος ενός αθροίσματος ή μέσου όρου μεγαλώνει με το εύρος.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="121" />
        <source>The public list of values, one per line. Values outside it count as (other).</source>
        <translation>Ο δημόσιος κατάλογος τιμών, μία ανά γραμμή. Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="123" />
        <source>one value per line, from the codebook</source>
        <translation>μία τιμή ανά γραμμή, από το κωδικολόγιο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="124" />
        <source>Use this list</source>
        <translation>Χρήση αυτού του καταλόγου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="125" />
        <source>The values in this table and how often each occurs, for your eyes only, to check the list against. The list itself must come from a public source (a codebook, a coding scheme): a value typed in because it occurs here reveals that it occurs.</source>
        <translation>Οι τιμές σε αυτόν τον πίνακα και πόσο συχνά εμφανίζεται η καθεμία, μόνο για τα μάτια σας, για να ελέγξετε τον κατάλογο. Ο ίδιος ο κατάλογος πρέπει να προέρχεται από δημόσια πηγή (κωδικολόγιο, σύστημα κωδικοποίησης): μια τιμή που πληκτρολογείται επειδή εμφανίζεται εδώ αποκαλύπτει ότι εμφανίζεται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Role:</source>
        <translation>Ρόλος:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Type:</source>
        <translation>Τύπος:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="129" />
        <source>Bounds:</source>
        <translation>Όρια:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="130" />
        <source>to</source>
        <translation>έως</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="130" />
        <source>Public category list:</source>
        <translation>Δημόσιος κατάλογος κατηγοριών:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="146" />
        <source>Select a column in the table to see and edit it here.</source>
        <translation>Επιλέξτε μια στήλη στον πίνακα για να τη δείτε και να την επεξεργαστείτε εδώ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="147" />
        <source>Values seen in the table (for your eyes only):</source>
        <translation>Τιμές στον πίνακα (μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="167" />
        <source>&lt;b&gt;Taken from the data.&lt;/b&gt; This leaks which values occur unless the list is public; the report says so.</source>
        <translation>&lt;b&gt;Ελήφθη από τα δεδομένα.&lt;/b&gt; Αυτό αποκαλύπτει ποιες τιμές εμφανίζονται, εκτός αν ο κατάλογος είναι δημόσιος· η αναφορά το καταγράφει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="169" />
        <source>Typed by you: make sure it comes from a public source.</source>
        <translation>Πληκτρολογήθηκε από εσάς: βεβαιωθείτε ότι προέρχεται από δημόσια πηγή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="184" />
        <source>The values of a database table stay in the database.</source>
        <translation>Οι τιμές ενός πίνακα βάσης δεδομένων μένουν στη βάση δεδομένων.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="188" />
        <source>A number column: give bounds rather than a list.</source>
        <translation>Στήλη αριθμών: δώστε όρια αντί για κατάλογο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="191" />
        <source>Values seen in the table ({count} different; for your eyes only):</source>
        <translation>Τιμές στον πίνακα ({count} διαφορετικές· μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="196" />
        <source>… and {count} more</source>
        <translation>… και {count} ακόμη</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="112" />
        <source>The lower bound is above the upper bound: swap them.</source>
        <translation>Το κάτω όριο είναι πάνω από το άνω: αντιμεταθέστε τα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="113" />
        <source>Taken from the data: this leaks unless the list is public. The report records it.</source>
        <translation>Ελήφθη από τα δεδομένα: αποκαλύπτει πληροφορία, εκτός αν ο κατάλογος είναι δημόσιος. Η αναφορά το καταγράφει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="115" />
        <source>Suggested as {role} because {reason}.</source>
        <translation>Προτείνεται ως {role} επειδή {reason}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="116" />
        <source>{values}  (taken from the data)</source>
        <translation>{values}  (ελήφθη από τα δεδομένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="117" />
        <source>'{text}' is not a number: the lower bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>Το «{text}» δεν είναι αριθμός: το κάτω όριο του {column} δεν αλλάζει. Πληκτρολογήστε έναν αριθμό, όπως 0 ή 120.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="119" />
        <source>'{text}' is not a number: the upper bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>Το «{text}» δεν είναι αριθμός: το άνω όριο του {column} δεν αλλάζει. Πληκτρολογήστε έναν αριθμό, όπως 0 ή 120.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="121" />
        <source>A bound must be a finite number: the lower bound of {column} is unchanged.</source>
        <translation>Ένα όριο πρέπει να είναι πεπερασμένος αριθμός: το κάτω όριο του {column} δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="122" />
        <source>A bound must be a finite number: the upper bound of {column} is unchanged.</source>
        <translation>Ένα όριο πρέπει να είναι πεπερασμένος αριθμός: το άνω όριο του {column} δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="123" />
        <source>{low} to {high}</source>
        <translation>{low} έως {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="124" />
        <source>{count}: {values}</source>
        <translation>{count}: {values}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="125" />
        <source>{count}: {values} (from the data)</source>
        <translation>{count}: {values} (από τα δεδομένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="126" />
        <source>{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this column are refused until then.</source>
        <translation>{column}: το κάτω όριο {low} είναι πάνω από το άνω όριο {high}. Αντιμεταθέστε τα: μέχρι τότε τα ερωτήματα σε αυτή τη στήλη απορρίπτονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="146" />
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="146" />
        <source>Role</source>
        <translation>Ρόλος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="147" />
        <source>Suggested</source>
        <translation>Πρόταση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="147" />
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="148" />
        <source>Lower bound</source>
        <translation>Κάτω όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="148" />
        <source>Upper bound</source>
        <translation>Άνω όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="149" />
        <source>Categories (public list)</source>
        <translation>Κατηγορίες (δημόσιος κατάλογος)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="150" />
        <source>Bounds / categories</source>
        <translation>Όρια / κατηγορίες</translation>
    </message>
</context>
<context>
    <name>ColumnsPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="25" />
        <source>The privacy unit is who is protected. If a patient can have several rows (admissions), choose the column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and every query's noise grows with that number.</source>
        <translation>Η μονάδα προστασίας είναι ποιος προστατεύεται. Αν ένας ασθενής μπορεί να έχει πολλές γραμμές (εισαγωγές), επιλέξτε τη στήλη που αναγνωρίζει τον ασθενή και τον μέγιστο αριθμό γραμμών που μπορεί να συνεισφέρει: οι επιπλέον γραμμές παραλείπονται, και ο θόρυβος κάθε ερωτήματος μεγαλώνει με αυτόν τον αριθμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="29" />
        <source>The public list of values a column can take (e.g. from the coding scheme). Values outside the list are counted as (other). Separate them with ';'.</source>
        <translation>Ο δημόσιος κατάλογος τιμών που μπορεί να πάρει μια στήλη (π.χ. από το σύστημα κωδικοποίησης). Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο). Χωρίστε τες με ';'.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="32" />
        <source>A database table's values are not read into dpstudio, so the categories cannot be taken from them here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.</source>
        <translation>Οι τιμές ενός πίνακα βάσης δεδομένων δεν διαβάζονται στο dpstudio, οπότε οι κατηγορίες δεν μπορούν να ληφθούν από αυτές εδώ. Πληκτρολογήστε ή επικολλήστε τον δημόσιο κατάλογο (Επεξεργασία κατηγοριών…), π.χ. από το σύστημα κωδικοποίησης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="35" />
        <source>Taking the categories from the data reveals which values occur in the table — for example that someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The release report will record that the list came from the data.</source>
        <translation>Η λήψη των κατηγοριών από τα δεδομένα αποκαλύπτει ποιες τιμές εμφανίζονται στον πίνακα — για παράδειγμα ότι κάποιος έχει μια σπάνια διάγνωση. Κάντε το μόνο αν ο κατάλογος είναι ούτως ή άλλως δημόσιος (όπως ένα τυποποιημένο σύστημα κωδικοποίησης). Η αναφορά της δημοσίευσης θα καταγράψει ότι ο κατάλογος προήλθε από τα δεδομένα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="39" />
        <source>Counting the rows of each person…</source>
        <translation>Μέτρηση των γραμμών κάθε προσώπου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="207" />
        <source>Mark each column's role. &lt;b&gt;Direct identifiers&lt;/b&gt; (names, record numbers) are never released. &lt;b&gt;Quasi-identifiers&lt;/b&gt; (age, sex, zip) can be linked to other sources. &lt;b&gt;Sensitive&lt;/b&gt; columns hold what must stay private. Give bounds for numbers and the public category list for categories: queries use them.</source>
        <translation>Ορίστε τον ρόλο κάθε στήλης. Τα &lt;b&gt;άμεσα αναγνωριστικά&lt;/b&gt; (ονόματα, αριθμοί φακέλων) δεν δημοσιεύονται ποτέ. Τα &lt;b&gt;οιονεί αναγνωριστικά&lt;/b&gt; (ηλικία, φύλο, ταχυδρομικός κώδικας) μπορούν να συνδεθούν με άλλες πηγές. Οι &lt;b&gt;ευαίσθητες&lt;/b&gt; στήλες περιέχουν ό,τι πρέπει να μείνει ιδιωτικό. Δώστε όρια για τους αριθμούς και τον δημόσιο κατάλογο κατηγοριών για τις κατηγορίες: τα ερωτήματα τα χρησιμοποιούν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="211" />
        <source>Select a column to see and edit its type, bounds and category list beside the table; double-click a role to change it here.</source>
        <translation>Επιλέξτε μια στήλη για να δείτε και να επεξεργαστείτε τον τύπο, τα όρια και τον κατάλογο κατηγοριών της δίπλα στον πίνακα· κάντε διπλό κλικ σε έναν ρόλο για να τον αλλάξετε εδώ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="213" />
        <source>Take categories from the data…</source>
        <translation>Κατηγορίες από τα δεδομένα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="214" />
        <source>Edit categories…</source>
        <translation>Επεξεργασία κατηγοριών…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="215" />
        <source>In the editor, type or paste one per line.</source>
        <translation>Στον επεξεργαστή, πληκτρολογήστε ή επικολλήστε μία ανά γραμμή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="218" />
        <source>Who is protected (privacy unit)</source>
        <translation>Ποιος προστατεύεται (μονάδα προστασίας)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="220" />
        <source>One row is one person</source>
        <translation>Μία γραμμή είναι ένα πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="221" />
        <source>A person is identified by</source>
        <translation>Ένα πρόσωπο αναγνωρίζεται από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="224" />
        <source>with at most</source>
        <translation>με το πολύ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="225" />
        <source>rows each</source>
        <translation>γραμμές το καθένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="226" />
        <source>Keep each person's first rows by:</source>
        <translation>Πρώτες γραμμές κάθε προσώπου κατά:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="228" />
        <source>Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values of a date or number column (e.g. each patient's first admissions by date), or else the default order. Text columns are not offered: databases sort text in different ways.</source>
        <translation>Ποιες γραμμές κρατά ένα πρόσωπο όταν έχει περισσότερες από τις επιτρεπόμενες: τις γραμμές με τις μικρότερες τιμές μιας στήλης ημερομηνίας ή αριθμού (π.χ. τις πρώτες εισαγωγές κάθε ασθενούς κατά ημερομηνία), αλλιώς την προεπιλεγμένη σειρά. Οι στήλες κειμένου δεν προσφέρονται: οι βάσεις δεδομένων ταξινομούν το κείμενο με διαφορετικούς τρόπους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="231" />
        <source>How many rows each person has in this table, and how many rows the chosen limit leaves out: for your eyes only, never released</source>
        <translation>Πόσες γραμμές έχει κάθε πρόσωπο σε αυτόν τον πίνακα, και πόσες γραμμές παραλείπει το επιλεγμένο όριο: μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="233" />
        <source>Apply suggested roles</source>
        <translation>Εφαρμογή προτάσεων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="234" />
        <source>Give every column the role in the Suggested column (hover it for the reason). You can undo this.</source>
        <translation>Δώστε σε κάθε στήλη τον ρόλο της στήλης Πρόταση (περάστε το ποντίκι για την αιτία). Μπορείτε να το αναιρέσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="236" />
        <source>&lt;b&gt;A few rows&lt;/b&gt; as the database returned them (for your eyes only):</source>
        <translation>&lt;b&gt;Μερικές γραμμές&lt;/b&gt; όπως τις επέστρεψε η βάση δεδομένων (μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="237" />
        <source>The first rows the database returned, for your eyes only: to check that the columns hold what you expect. Nothing here is released, and the plan never uses these rows.</source>
        <translation>Οι πρώτες γραμμές που επέστρεψε η βάση δεδομένων, μόνο για τα μάτια σας: για να ελέγξετε ότι οι στήλες περιέχουν ό,τι περιμένετε. Τίποτα εδώ δεν δημοσιεύεται, και το σχέδιο δεν χρησιμοποιεί ποτέ αυτές τις γραμμές.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241" />
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241" />
        <source>The selected column: role, type, bounds, category list</source>
        <translation>Η επιλεγμένη στήλη: ρόλος, τύπος, όρια, κατάλογος κατηγοριών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="242" />
        <source>Risk</source>
        <translation>Κίνδυνος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="242" />
        <source>How re-identifiable the raw table is over its quasi-identifiers</source>
        <translation>Πόσο επαναταυτοποιήσιμος είναι ο ακατέργαστος πίνακας μέσω των οιονεί αναγνωριστικών του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="243" />
        <source>Rows per person</source>
        <translation>Γραμμές ανά πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="243" />
        <source>How many rows each person has, and what each limit leaves out</source>
        <translation>Πόσες γραμμές έχει κάθε πρόσωπο και τι παραλείπει κάθε όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="293" />
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="307" />
        <source>Choose a column</source>
        <translation>Επιλέξτε στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="293" />
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="307" />
        <source>Select a column in the table first.</source>
        <translation>Επιλέξτε πρώτα μια στήλη στον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="310" />
        <source>Type the categories</source>
        <translation>Πληκτρολογήστε τις κατηγορίες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="313" />
        <source>This can leak</source>
        <translation>Αυτό μπορεί να αποκαλύψει πληροφορίες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="314" />
        <source>Take the list from the data?</source>
        <translation>Λήψη του καταλόγου από τα δεδομένα;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="351" />
        <source>How many rows each person has is counted for files; for a database table, the release tells you (for your eyes only) how many rows were left out.</source>
        <translation>Το πόσες γραμμές έχει κάθε πρόσωπο μετριέται για αρχεία· για πίνακα βάσης δεδομένων, η δημοσίευση σας λέει (μόνο για τα μάτια σας) πόσες γραμμές παραλείφθηκαν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="382" />
        <source>How many rows each of the {people} people has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Πόσες γραμμές έχει καθένα από τα {people} πρόσωπα σε αυτόν τον πίνακα, και τι θα παρέλειπε κάθε όριο. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="391" />
        <source>(a random order per release)</source>
        <translation>(τυχαία σειρά ανά δημοσίευση)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="392" />
        <source>(file order)</source>
        <translation>(σειρά του αρχείου)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="434" />
        <source>{count} row</source>
        <translation>{count} γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="434" />
        <source>{count} rows</source>
        <translation>{count} γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="435" />
        <source>A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις {rows} με το νωρίτερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="437" />
        <source>A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις {rows} με το μικρότερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="439" />
        <source>A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά {rows} που αντλούνται τυχαία, εκ νέου για κάθε δημοσίευση (μια βάση δεδομένων δεν έχει σειρά γραμμών)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="441" />
        <source>A person with more than {rows} keeps the first {rows} in the file; the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις πρώτες {rows} στο αρχείο· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
</context>
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
        <location filename="../../dpstudio/gui/ledger_status.py" line="97" />
        <source>The ledger cannot be opened: {error}</source>
        <translation>Το βιβλίο προϋπολογισμού δεν ανοίγει: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="98" />
        <source>Ledger: {population}.</source>
        <translation>Βιβλίο προϋπολογισμού: {population}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="99" />
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>Αν ανήκουν σε αυτόν, επιλέξτε τον στο &lt;b&gt;Πληθυσμός&lt;/b&gt; (χρεώνεται στον συνολικό του προϋπολογισμό)· αν είναι διαφορετικός πληθυσμός, επιλέξτε &lt;b&gt;Νέος πληθυσμός&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="102" />
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>&lt;b&gt;Δεν έχει οριστεί συνολικός προϋπολογισμός&lt;/b&gt; για αυτά τα πρόσωπα στο βιβλίο ({file}). Ορίστε έναν πριν από τη δημοσίευση: περιορίζει όσα μπορούν να δαπανήσουν μαζί όλες οι δημοσιεύσεις τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="104" />
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>Αυτός ο πληθυσμός έχει δαπανήσει ε = {spent} από το συνολικό ε = {limit}· &lt;b&gt;απομένουν {left}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="106" />
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>Τελευταία αλλαγή προϋπολογισμού ({date}, {user}): «{reason}».</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="107" />
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>Δημοσίευση αρ. {number} ({date}, ε = {epsilon}) στο {folder}: {state}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Data</source>
        <translation>Δεδομένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="36" />
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="37" />
        <source>Queries &amp; budget</source>
        <translation>Ερωτήματα &amp; προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="37" />
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="38" />
        <source>Release</source>
        <translation>Δημοσίευση</translation>
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
        <location filename="../../dpstudio/gui/main_window.py" line="52" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Ανοίξτε έναν πίνακα ή το δείγμα δεδομένων για να ξεκινήσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="82" />
        <source>Something needs your attention.</source>
        <translation>Κάτι χρειάζεται την προσοχή σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="83" />
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="83" />
        <source>&amp;Redo</source>
        <translation>Ακύρωση α&amp;ναίρεσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="136" />
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="255" />
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="256" />
        <source>&amp;Open table…</source>
        <translation>Άν&amp;οιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>Open &amp;database…</source>
        <translation>Άνοιγμα &amp;βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="260" />
        <source>Open &amp;sample dataset</source>
        <translation>Άνοιγμα &amp;δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="262" />
        <source>Open &amp;recent</source>
        <translation>&amp;Πρόσφατα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="264" />
        <source>Open &amp;project…</source>
        <translation>Άνοιγμα έρ&amp;γου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="266" />
        <source>&amp;Save project…</source>
        <translation>Απο&amp;θήκευση έργου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="269" />
        <source>Choose the &amp;ledger file…</source>
        <translation>Επιλογή &amp;βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="270" />
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="271" />
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="282" />
        <source>&amp;Go</source>
        <translation>&amp;Μετάβαση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="285" />
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="293" />
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="295" />
        <source>&amp;About dpstudio</source>
        <translation>&amp;Σχετικά με το dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="352" />
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>Νέα ανάγνωση του {file} με τη στήλη {column} ως {type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="360" />
        <source>Opening {file}…</source>
        <translation>Άνοιγμα του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="367" />
        <source>Reading {file} again…</source>
        <translation>Νέα ανάγνωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="379" />
        <source>Loading {file}…</source>
        <translation>Φόρτωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="401" />
        <source>Loaded {file}: {rows} rows. The project's plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>Φορτώθηκε το {file}: {rows} γραμμές. Το σχέδιο του έργου δεν έλεγε πώς διαβάζεται το αρχείο, οπότε αυτό συνάχθηκε ({schema})· αποθηκεύστε το έργο για να διατηρηθεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405" />
        <source>Loaded {file}: {rows} rows.</source>
        <translation>Φορτώθηκε το {file}: {rows} γραμμές.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="432" />
        <source>Opened {table} in {url}: {rows} rows (they stay in the database).</source>
        <translation>Άνοιξε ο {table} στο {url}: {rows} γραμμές (μένουν στη βάση δεδομένων).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="489" />
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>Το αρχείο δεδομένων άλλαξε από τότε που αποθηκεύτηκε το έργο: {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="501" />
        <source>Saved {file}</source>
        <translation>Αποθηκεύτηκε το {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="513" />
        <source>Releases are recorded in {file}</source>
        <translation>Οι δημοσιεύσεις καταγράφονται στο {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="521" />
        <source>Released into {folder}.</source>
        <translation>Δημοσιεύθηκε στο {folder}.</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="18" />
        <source>One row is one person: nothing to count. Choose the column that identifies a person (below the table) to see how many rows each person has, and what each limit would leave out.</source>
        <translation>Μία γραμμή είναι ένα πρόσωπο: τίποτα για μέτρηση. Επιλέξτε τη στήλη που αναγνωρίζει ένα πρόσωπο (κάτω από τον πίνακα) για να δείτε πόσες γραμμές έχει κάθε πρόσωπο και τι θα παρέλειπε κάθε όριο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="48" />
        <source>For each 'at most N rows' choice: how many rows would be left out, and how many people would lose rows. For your eyes only; never released.</source>
        <translation>Για κάθε επιλογή «το πολύ N γραμμές»: πόσες γραμμές θα παραλείπονταν και πόσα πρόσωπα θα έχαναν γραμμές. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50" />
        <source>At most</source>
        <translation>Το πολύ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50" />
        <source>Rows
left out</source>
        <translation>Γραμμές που
παραλείπονται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="51" />
        <source>People
losing rows</source>
        <translation>Πρόσωπα που
χάνουν γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="66" />
        <source>{count} row</source>
        <translation>{count} γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="66" />
        <source>{count} rows</source>
        <translation>{count} γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="73" />
        <source>Your choice</source>
        <translation>Η επιλογή σας</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="141" />
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>Τι να περιμένετε &lt;b&gt;πριν&lt;/b&gt; δαπανήσετε οτιδήποτε: πόσο μπορεί να απέχει κάθε δημοσιευμένη τιμή από την πραγματική. Τίποτα εδώ δεν αντλείται ούτε δημοσιεύεται· οι πραγματικές τιμές φαίνονται μόνο σε εσάς.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="144" />
        <source>The probability that the released value is within the interval shown</source>
        <translation>Η πιθανότητα η δημοσιευμένη τιμή να βρίσκεται εντός του διαστήματος που φαίνεται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="147" />
        <source>the same shares, all of the budget</source>
        <translation>ίδια μερίδια, όλος ο προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="148" />
        <source>smallest worst relative error</source>
        <translation>μικρότερο χειρότερο σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="148" />
        <source>smallest total relative error</source>
        <translation>μικρότερο συνολικό σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="152" />
        <source>Distribute the budget</source>
        <translation>Κατανομή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="153" />
        <source>Set every query's ε within the total budget.</source>
        <translation>Ορισμός του ε κάθε ερωτήματος εντός του συνολικού προϋπολογισμού.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="154" />
        <source>Confidence</source>
        <translation>Εμπιστοσύνη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="155" />
        <source>for the</source>
        <translation>για το</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="156" />
        <source>I need ±</source>
        <translation>Χρειάζομαι ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="157" />
        <source>Select a query to see its plots</source>
        <translation>Επιλέξτε ένα ερώτημα για να δείτε τα διαγράμματά του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Query</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Mechanism</source>
        <translation>Μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="158" />
        <source>Interval</source>
        <translation>Διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159" />
        <source>Relative
error</source>
        <translation>Σχετικό
σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159" />
        <source>After clamping
at 0</source>
        <translation>Μετά την αύξηση
στο 0</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="160" />
        <source>In words</source>
        <translation>Με λόγια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="161" />
        <source>The ± you need on the selected query, in its units</source>
        <translation>Το ± που χρειάζεστε στο επιλεγμένο ερώτημα, στις μονάδες του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162" />
        <source>e.g. 10</source>
        <translation>π.χ. 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="163" />
        <source>Set ε for this interval</source>
        <translation>Ορισμός ε για αυτό το διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="164" />
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>Δώστε στο επιλεγμένο ερώτημα το μικρότερο ε που φτάνει το επιθυμητό διάστημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="167" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="178" />
        <source>Open a table and add queries to see their expected error.</source>
        <translation>Ανοίξτε έναν πίνακα και προσθέστε ερωτήματα για να δείτε το αναμενόμενο σφάλμα τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="185" />
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="234" />
        <source>Fix the plan first:</source>
        <translation>Διορθώστε πρώτα το σχέδιο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="194" />
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά στη βάση δεδομένων (επιστρέφουν μόνο πλήθη και αθροίσματα· δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="196" />
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά (δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="221" />
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>Ακυρώθηκε. Κάθε αλλαγή στο σχέδιο υπολογίζει ξανά τις απαντήσεις.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="238" />
        <source>The preview could not be computed.</source>
        <translation>Η προεπισκόπηση δεν ήταν δυνατό να υπολογιστεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="248" />
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>Τα ερωτήματα δαπανούν περισσότερο από τον συνολικό προϋπολογισμό: μειώστε κάποια ε (ή χρησιμοποιήστε την Κατανομή) πριν μπορέσετε να δημοσιεύσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="250" />
        <source>No warnings.</source>
        <translation>Καμία προειδοποίηση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="306" />
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>Πληκτρολογήστε το διάστημα που χρειάζεστε ως αριθμό, π.χ. 10.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="315" />
        <source>'{query}' cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>Το '{query}' δεν μπορεί να φτάσει ±{wanted} με κανένα ε έως 100.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="328" />
        <source>Distributing the budget…</source>
        <translation>Κατανομή του προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="334" />
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>Τα ερωτήματα άλλαξαν όσο γινόταν η κατανομή του προϋπολογισμού: δοκιμάστε ξανά.</translation>
    </message>
</context>
<context>
    <name>QueriesModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="341" />
        <source>Query</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="341" />
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="342" />
        <source>Column(s)</source>
        <translation>Στήλη(ες)</translation>
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
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="96" />
        <source>suppressed (small-cell rule)</source>
        <translation>αποκρύφθηκε (κανόνας μικρών κελιών)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="97" />
        <source>Released values (± is the 95% interval):</source>
        <translation>Δημοσιευμένες τιμές (το ± είναι το διάστημα 95%):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="98" />
        <source>Percentile points of the {ranked} values ranked: that number is for your eyes only; the release and its report give the interval in ranks.</source>
        <translation>Εκατοστιαίες μονάδες των {ranked} τιμών που ταξινομήθηκαν: αυτός ο αριθμός είναι μόνο για τα μάτια σας· η δημοσίευση και η αναφορά της δίνουν το διάστημα σε τάξεις.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="100" />
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… άλλα {more} κελιά στα release.csv, release.xlsx και release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="101" />
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: ανοίξτε έναν πίνακα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="102" />
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: προσθέστε ένα ερώτημα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="103" />
        <source>(and {count} more)</source>
        <translation>(και {count} ακόμη)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="104" />
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: {problem}{more}. Διορθώστε το στη σελίδα {page}.</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="94" />
        <source>&lt;b&gt;Re-identification risk of the raw table&lt;/b&gt; (for your eyes only, never released)</source>
        <translation>&lt;b&gt;Κίνδυνος επαναταυτοποίησης του ακατέργαστου πίνακα&lt;/b&gt; (μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="96" />
        <source>Count records whose chance of being singled out (1 / class size) is above this</source>
        <translation>Μέτρηση των εγγραφών με πιθανότητα να ξεχωρίσουν (1 / μέγεθος κλάσης) πάνω από αυτή την τιμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="98" />
        <source>Risk threshold</source>
        <translation>Κατώφλι κινδύνου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="99" />
        <source>Unique records when only these quasi-identifiers are known (class sizes only)</source>
        <translation>Μοναδικές εγγραφές όταν είναι γνωστά μόνο αυτά τα οιονεί αναγνωριστικά (μόνο μεγέθη κλάσεων)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="101" />
        <source>Known quasi-identifiers</source>
        <translation>Γνωστά οιονεί αναγνωριστικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="101" />
        <source>Unique records</source>
        <translation>Μοναδικές εγγραφές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="102" />
        <source>Show the smallest classes…</source>
        <translation>Οι μικρότερες κλάσεις…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="103" />
        <source>Lists the rarest combinations of quasi-identifier values with their class sizes. Only you see them.</source>
        <translation>Εμφανίζει τους σπανιότερους συνδυασμούς τιμών οιονεί αναγνωριστικών με τα μεγέθη των κλάσεών τους. Μόνο εσείς τους βλέπετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="112" />
        <source>Mark quasi-identifiers to see the risk.</source>
        <translation>Σημειώστε οιονεί αναγνωριστικά για να δείτε τον κίνδυνο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="113" />
        <source>Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is.</source>
        <translation>Σημειώστε οιονεί αναγνωριστικά (ηλικία, φύλο, ΤΚ…) για να δείτε πόσο επαναταυτοποιήσιμος είναι ο πίνακας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="114" />
        <source>Computing…</source>
        <translation>Υπολογισμός…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="162" />
        <source>Smallest classes (for your eyes only)</source>
        <translation>Μικρότερες κλάσεις (μόνο για τα μάτια σας)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="164" />
        <source>class size</source>
        <translation>μέγεθος κλάσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="169" />
        <source>The rarest combinations of quasi-identifier values. Someone who knows them can find these people's rows. Never share this list.</source>
        <translation>Οι σπανιότεροι συνδυασμοί τιμών οιονεί αναγνωριστικών. Όποιος τους γνωρίζει μπορεί να βρει τις γραμμές αυτών των προσώπων. Μην κοινοποιήσετε ποτέ αυτόν τον κατάλογο.</translation>
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