<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AccountingAdvice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="46"/>
        <source>Worked out from the plan&apos;s ε, δ and mechanisms and the public numbers typed on the Preview page, never from the table: choosing by it costs no budget.</source>
        <translation>Υπολογίζεται από τα ε, δ και τους μηχανισμούς του σχεδίου και τους δημόσιους αριθμούς που πληκτρολογήθηκαν στη σελίδα Προεπισκόπηση, ποτέ από τον πίνακα: η επιλογή βάσει αυτού δεν κοστίζει προϋπολογισμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="83"/>
        <source>zCDP needs a δ above 0 in the total budget: type one to compare it with sequential accounting.</source>
        <translation>Η zCDP χρειάζεται δ πάνω από 0 στον συνολικό προϋπολογισμό: πληκτρολογήστε ένα για να τη συγκρίνετε με τη διαδοχική λογιστική.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="86"/>
        <source>For this plan, zCDP gives errors about {share} smaller than sequential accounting.</source>
        <translation>Για αυτό το σχέδιο, η zCDP δίνει σφάλματα περίπου {share} μικρότερα από τη διαδοχική λογιστική.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="89"/>
        <source>For this plan, sequential accounting gives errors about {share} smaller than zCDP.</source>
        <translation>Για αυτό το σχέδιο, η διαδοχική λογιστική δίνει σφάλματα περίπου {share} μικρότερα από τη zCDP.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="91"/>
        <source>For this plan, both give about the same errors.</source>
        <translation>Για αυτό το σχέδιο, και οι δύο δίνουν περίπου τα ίδια σφάλματα.</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="18"/>
        <source>ε (epsilon) is the privacy loss: whatever anyone learns about a patient changes by at most a factor e^ε whether or not that patient is in the table. Smaller is more private and noisier; values between 0.1 and 1 are common.</source>
        <translation>Το ε (έψιλον) είναι η απώλεια ιδιωτικότητας: ό,τι μαθαίνει οποιοσδήποτε για έναν ασθενή αλλάζει το πολύ κατά έναν παράγοντα e^ε, είτε ο ασθενής βρίσκεται στον πίνακα είτε όχι. Μικρότερο σημαίνει περισσότερη ιδιωτικότητα και περισσότερο θόρυβο· συνήθεις τιμές είναι μεταξύ 0,1 και 1.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="22"/>
        <source>δ (delta) is the small probability that the ε promise fails. Keep it far below 1 / (number of people), e.g. 1e-7. Zero for Laplace mechanisms. Above 1e-5 it needs the population size, and must stay below 1 / population.</source>
        <translation>Το δ (δέλτα) είναι η μικρή πιθανότητα να μην ισχύει η υπόσχεση του ε. Κρατήστε το πολύ κάτω από 1 / (πλήθος προσώπων), π.χ. 1e-7. Μηδέν για τους μηχανισμούς Laplace. Πάνω από 1e-5 χρειάζεται το μέγεθος του πληθυσμού και πρέπει να μένει κάτω από 1 / πληθυσμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="26"/>
        <source>Optional: how many people the table is drawn from (for example the hospital&apos;s catchment population), from public figures, never counted from this table. With it, δ must stay below 1 / population; without it, δ may be at most 1e-5.</source>
        <translation>Προαιρετικό: από πόσα πρόσωπα προέρχεται ο πίνακας (για παράδειγμα ο πληθυσμός που εξυπηρετεί το νοσοκομείο), από δημόσια στοιχεία, ποτέ μετρημένο από αυτόν τον πίνακα. Με αυτό, το δ πρέπει να μένει κάτω από 1 / πληθυσμό· χωρίς αυτό, το δ μπορεί να είναι το πολύ 1e-5.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="30"/>
        <source>The small-cell rule of your disclosure committee, e.g. 11: counts, cells and means whose noisy value is below it are published as &apos;suppressed&apos;, without a number. It is applied after the noise and costs no privacy budget. &apos;off&apos; publishes every value.</source>
        <translation>Ο κανόνας μικρών κελιών της επιτροπής δημοσιοποίησης, π.χ. 11: πλήθη, κελιά και μέσοι όροι των οποίων η τιμή με θόρυβο είναι κάτω από αυτόν δημοσιεύονται ως «αποκρύφθηκε», χωρίς αριθμό. Εφαρμόζεται μετά τον θόρυβο και δεν καταναλώνει προϋπολογισμό ιδιωτικότητας. Το «ανενεργό» δημοσιεύει κάθε τιμή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="34"/>
        <source>ε must be above 0: {typed} was not taken, it stays {kept}. A smaller ε is more private; 0 would publish nothing.</source>
        <translation>Το ε πρέπει να είναι πάνω από 0: το {typed} δεν έγινε δεκτό, μένει {kept}. Μικρότερο ε σημαίνει περισσότερη ιδιωτικότητα· το 0 δεν θα δημοσίευε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="37"/>
        <source>The total ε must be above 0: {typed} was not taken, it stays {kept}. A smaller total ε is more private; 0 would publish nothing.</source>
        <translation>Το συνολικό ε πρέπει να είναι πάνω από 0: το {typed} δεν έγινε δεκτό, μένει {kept}. Μικρότερο συνολικό ε σημαίνει περισσότερη ιδιωτικότητα· το 0 δεν θα δημοσίευε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="40"/>
        <source>ε spent {spent} of {total}</source>
        <translation>ε που δαπανήθηκε: {spent} από {total}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="41"/>
        <source>ε spent {spent} of {total}  (over budget)</source>
        <translation>ε που δαπανήθηκε: {spent} από {total}  (πάνω από τον προϋπολογισμό)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="42"/>
        <source>How much of the total ε the queries spend together (sequential composition).</source>
        <translation>Πόσο από το συνολικό ε δαπανούν μαζί τα ερωτήματα (διαδοχική σύνθεση).</translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="69"/>
        <source>Categories of {column}</source>
        <translation>Κατηγορίες του {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="75"/>
        <source>The public list of values of &lt;b&gt;{column}&lt;/b&gt;, one per line. Values outside the list are counted as (other).</source>
        <translation>Ο δημόσιος κατάλογος τιμών του &lt;b&gt;{column}&lt;/b&gt;, μία ανά γραμμή. Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο).</translation>
    </message>
</context>
<context>
    <name>ColumnDetail</name>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="113"/>
        <source>How the file&apos;s values are read: a change reads the file again (your plan is kept)</source>
        <translation>Πώς διαβάζονται οι τιμές του αρχείου: μια αλλαγή διαβάζει ξανά το αρχείο (το σχέδιό σας διατηρείται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="115"/>
        <source>The unit of the column&apos;s values (years, days, mmHg): written after its bounds and its released sums, means and quantiles, in the app and the report</source>
        <translation>Η μονάδα των τιμών της στήλης (έτη, ημέρες, mmHg): γράφεται μετά τα όριά της και τα δημοσιευμένα αθροίσματα, μέσους όρους και ποσοστημόριά της, στην εφαρμογή και στην αναφορά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="117"/>
        <source>unit</source>
        <translation>μονάδα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="119"/>
        <source>none</source>
        <translation>κανένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="120"/>
        <source>The range you know the values lie in, from the form or the codebook, never from the data. Values outside are clamped; a sum&apos;s or mean&apos;s noise grows with the range.</source>
        <translation>Το εύρος όπου γνωρίζετε ότι βρίσκονται οι τιμές, από το έντυπο ή το κωδικολόγιο, ποτέ από τα δεδομένα. Οι τιμές εκτός περικόπτονται· ο θόρυβος ενός αθροίσματος ή μέσου όρου μεγαλώνει με το εύρος.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="123"/>
        <source>The public list of values, one per line. Values outside it count as (other).</source>
        <translation>Ο δημόσιος κατάλογος τιμών, μία ανά γραμμή. Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="125"/>
        <source>one value per line, from the codebook</source>
        <translation>μία τιμή ανά γραμμή, από το κωδικολόγιο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="126"/>
        <source>Use this list</source>
        <translation>Χρήση αυτού του καταλόγου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="127"/>
        <source>The values in this table and how often each occurs, for your eyes only, to check the list against. The list itself must come from a public source (a codebook, a coding scheme): a value typed in because it occurs here reveals that it occurs.</source>
        <translation>Οι τιμές σε αυτόν τον πίνακα και πόσο συχνά εμφανίζεται η καθεμία, μόνο για τα μάτια σας, για να ελέγξετε τον κατάλογο. Ο ίδιος ο κατάλογος πρέπει να προέρχεται από δημόσια πηγή (κωδικολόγιο, σύστημα κωδικοποίησης): μια τιμή που πληκτρολογείται επειδή εμφανίζεται εδώ αποκαλύπτει ότι εμφανίζεται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Role:</source>
        <translation>Ρόλος:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Type:</source>
        <translation>Τύπος:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Bounds:</source>
        <translation>Όρια:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>to</source>
        <translation>έως</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>Public category list:</source>
        <translation>Δημόσιος κατάλογος κατηγοριών:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="148"/>
        <source>Select a column in the table to see and edit it here.</source>
        <translation>Επιλέξτε μια στήλη στον πίνακα για να τη δείτε και να την επεξεργαστείτε εδώ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="149"/>
        <source>Values seen in the table (for your eyes only):</source>
        <translation>Τιμές στον πίνακα (μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="169"/>
        <source>&lt;b&gt;Taken from the data.&lt;/b&gt; This leaks which values occur unless the list is public; the report says so.</source>
        <translation>&lt;b&gt;Ελήφθη από τα δεδομένα.&lt;/b&gt; Αυτό αποκαλύπτει ποιες τιμές εμφανίζονται, εκτός αν ο κατάλογος είναι δημόσιος· η αναφορά το καταγράφει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="171"/>
        <source>Typed by you: make sure it comes from a public source.</source>
        <translation>Πληκτρολογήθηκε από εσάς: βεβαιωθείτε ότι προέρχεται από δημόσια πηγή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="186"/>
        <source>The values of a database table stay in the database.</source>
        <translation>Οι τιμές ενός πίνακα βάσης δεδομένων μένουν στη βάση δεδομένων.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="190"/>
        <source>A number column: give bounds rather than a list.</source>
        <translation>Στήλη αριθμών: δώστε όρια αντί για κατάλογο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="193"/>
        <source>Values seen in the table ({count} different; for your eyes only):</source>
        <translation>Τιμές στον πίνακα ({count} διαφορετικές· μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="198"/>
        <source>… and {count} more</source>
        <translation>… και {count} ακόμη</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="125"/>
        <source>The lower bound is above the upper bound: swap them.</source>
        <translation>Το κάτω όριο είναι πάνω από το άνω: αντιμεταθέστε τα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="126"/>
        <source>Taken from the data: this leaks unless the list is public. The report records it.</source>
        <translation>Ελήφθη από τα δεδομένα: αποκαλύπτει πληροφορία, εκτός αν ο κατάλογος είναι δημόσιος. Η αναφορά το καταγράφει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="128"/>
        <source>Suggested as {role} because {reason}.</source>
        <translation>Προτείνεται ως {role} επειδή {reason}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="129"/>
        <source>{values}  (taken from the data)</source>
        <translation>{values}  (ελήφθη από τα δεδομένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="137"/>
        <source>&apos;{text}&apos; is not a number: the lower bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>Το «{text}» δεν είναι αριθμός: το κάτω όριο του {column} δεν αλλάζει. Πληκτρολογήστε έναν αριθμό, όπως 0 ή 120.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="139"/>
        <source>&apos;{text}&apos; is not a number: the upper bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>Το «{text}» δεν είναι αριθμός: το άνω όριο του {column} δεν αλλάζει. Πληκτρολογήστε έναν αριθμό, όπως 0 ή 120.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="142"/>
        <source>A bound must be a finite number: the lower bound of {column} is unchanged.</source>
        <translation>Ένα όριο πρέπει να είναι πεπερασμένος αριθμός: το κάτω όριο του {column} δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="143"/>
        <source>A bound must be a finite number: the upper bound of {column} is unchanged.</source>
        <translation>Ένα όριο πρέπει να είναι πεπερασμένος αριθμός: το άνω όριο του {column} δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="130"/>
        <source>{low} to {high}</source>
        <translation>{low} έως {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="131"/>
        <source>{count}: {values}</source>
        <translation>{count}: {values}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="132"/>
        <source>{count}: {values} (from the data)</source>
        <translation>{count}: {values} (από τα δεδομένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="133"/>
        <source>{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this column are refused until then.</source>
        <translation>{column}: το κάτω όριο {low} είναι πάνω από το άνω όριο {high}. Αντιμεταθέστε τα: μέχρι τότε τα ερωτήματα σε αυτή τη στήλη απορρίπτονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Role</source>
        <translation>Ρόλος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Suggested</source>
        <translation>Πρόταση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Lower bound</source>
        <translation>Κάτω όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Upper bound</source>
        <translation>Άνω όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="169"/>
        <source>Categories (public list)</source>
        <translation>Κατηγορίες (δημόσιος κατάλογος)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="170"/>
        <source>Bounds / categories</source>
        <translation>Όρια / κατηγορίες</translation>
    </message>
</context>
<context>
    <name>ColumnsPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="28"/>
        <source>The privacy unit is who is protected. If a patient can have several rows (admissions), choose the column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and every query&apos;s noise grows with that number.</source>
        <translation>Η μονάδα προστασίας είναι ποιος προστατεύεται. Αν ένας ασθενής μπορεί να έχει πολλές γραμμές (εισαγωγές), επιλέξτε τη στήλη που αναγνωρίζει τον ασθενή και τον μέγιστο αριθμό γραμμών που μπορεί να συνεισφέρει: οι επιπλέον γραμμές παραλείπονται, και ο θόρυβος κάθε ερωτήματος μεγαλώνει με αυτόν τον αριθμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="32"/>
        <source>The public list of values a column can take (e.g. from the coding scheme). Values outside the list are counted as (other). Separate them with &apos;;&apos;.</source>
        <translation>Ο δημόσιος κατάλογος τιμών που μπορεί να πάρει μια στήλη (π.χ. από το σύστημα κωδικοποίησης). Οι τιμές εκτός καταλόγου μετρώνται ως (άλλο). Χωρίστε τες με &apos;;&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="35"/>
        <source>A database table&apos;s values are not read into dpstudio, so the categories cannot be taken from them here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.</source>
        <translation>Οι τιμές ενός πίνακα βάσης δεδομένων δεν διαβάζονται στο dpstudio, οπότε οι κατηγορίες δεν μπορούν να ληφθούν από αυτές εδώ. Πληκτρολογήστε ή επικολλήστε τον δημόσιο κατάλογο (Επεξεργασία κατηγοριών…), π.χ. από το σύστημα κωδικοποίησης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="38"/>
        <source>Taking the categories from the data reveals which values occur in the table — for example that someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The release report will record that the list came from the data.</source>
        <translation>Η λήψη των κατηγοριών από τα δεδομένα αποκαλύπτει ποιες τιμές εμφανίζονται στον πίνακα — για παράδειγμα ότι κάποιος έχει μια σπάνια διάγνωση. Κάντε το μόνο αν ο κατάλογος είναι ούτως ή άλλως δημόσιος (όπως ένα τυποποιημένο σύστημα κωδικοποίησης). Η αναφορά της δημοσίευσης θα καταγράψει ότι ο κατάλογος προήλθε από τα δεδομένα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="42"/>
        <source>Counting the rows of each person…</source>
        <translation>Μέτρηση των γραμμών κάθε προσώπου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="211"/>
        <source>Mark each column&apos;s role. &lt;b&gt;Direct identifiers&lt;/b&gt; (names, record numbers) are never released. &lt;b&gt;Quasi-identifiers&lt;/b&gt; (age, sex, zip) can be linked to other sources. &lt;b&gt;Sensitive&lt;/b&gt; columns hold what must stay private. Give bounds for numbers and the public category list for categories: queries use them.</source>
        <translation>Ορίστε τον ρόλο κάθε στήλης. Τα &lt;b&gt;άμεσα αναγνωριστικά&lt;/b&gt; (ονόματα, αριθμοί φακέλων) δεν δημοσιεύονται ποτέ. Τα &lt;b&gt;οιονεί αναγνωριστικά&lt;/b&gt; (ηλικία, φύλο, ταχυδρομικός κώδικας) μπορούν να συνδεθούν με άλλες πηγές. Οι &lt;b&gt;ευαίσθητες&lt;/b&gt; στήλες περιέχουν ό,τι πρέπει να μείνει ιδιωτικό. Δώστε όρια για τους αριθμούς και τον δημόσιο κατάλογο κατηγοριών για τις κατηγορίες: τα ερωτήματα τα χρησιμοποιούν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="215"/>
        <source>Select a column to see and edit its type, bounds and category list beside the table; double-click a role to change it here.</source>
        <translation>Επιλέξτε μια στήλη για να δείτε και να επεξεργαστείτε τον τύπο, τα όρια και τον κατάλογο κατηγοριών της δίπλα στον πίνακα· κάντε διπλό κλικ σε έναν ρόλο για να τον αλλάξετε εδώ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="217"/>
        <source>Take categories from the data…</source>
        <translation>Κατηγορίες από τα δεδομένα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="218"/>
        <source>Edit categories…</source>
        <translation>Επεξεργασία κατηγοριών…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="219"/>
        <source>In the editor, type or paste one per line.</source>
        <translation>Στον επεξεργαστή, πληκτρολογήστε ή επικολλήστε μία ανά γραμμή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="222"/>
        <source>Who is protected (privacy unit)</source>
        <translation>Ποιος προστατεύεται (μονάδα προστασίας)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="224"/>
        <source>One row is one person</source>
        <translation>Μία γραμμή είναι ένα πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="225"/>
        <source>A person is identified by</source>
        <translation>Ένα πρόσωπο αναγνωρίζεται από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="228"/>
        <source>with at most</source>
        <translation>με το πολύ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="229"/>
        <source>rows each</source>
        <translation>γραμμές το καθένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="230"/>
        <source>Keep each person&apos;s first rows by:</source>
        <translation>Πρώτες γραμμές κάθε προσώπου κατά:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="232"/>
        <source>Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values of a date or number column (e.g. each patient&apos;s first admissions by date), or else the default order. Text columns are not offered: databases sort text in different ways.</source>
        <translation>Ποιες γραμμές κρατά ένα πρόσωπο όταν έχει περισσότερες από τις επιτρεπόμενες: τις γραμμές με τις μικρότερες τιμές μιας στήλης ημερομηνίας ή αριθμού (π.χ. τις πρώτες εισαγωγές κάθε ασθενούς κατά ημερομηνία), αλλιώς την προεπιλεγμένη σειρά. Οι στήλες κειμένου δεν προσφέρονται: οι βάσεις δεδομένων ταξινομούν το κείμενο με διαφορετικούς τρόπους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="235"/>
        <source>How many rows each person has in this table, and how many rows the chosen limit leaves out: for your eyes only, never released</source>
        <translation>Πόσες γραμμές έχει κάθε πρόσωπο σε αυτόν τον πίνακα, και πόσες γραμμές παραλείπει το επιλεγμένο όριο: μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="237"/>
        <source>Apply suggested roles</source>
        <translation>Εφαρμογή προτάσεων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="238"/>
        <source>Give every column the role in the Suggested column (hover it for the reason). You can undo this.</source>
        <translation>Δώστε σε κάθε στήλη τον ρόλο της στήλης Πρόταση (περάστε το ποντίκι για την αιτία). Μπορείτε να το αναιρέσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="240"/>
        <source>&lt;b&gt;A few rows&lt;/b&gt; as the database returned them (for your eyes only):</source>
        <translation>&lt;b&gt;Μερικές γραμμές&lt;/b&gt; όπως τις επέστρεψε η βάση δεδομένων (μόνο για τα μάτια σας):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241"/>
        <source>The first rows the database returned, for your eyes only: to check that the columns hold what you expect. Nothing here is released, and the plan never uses these rows.</source>
        <translation>Οι πρώτες γραμμές που επέστρεψε η βάση δεδομένων, μόνο για τα μάτια σας: για να ελέγξετε ότι οι στήλες περιέχουν ό,τι περιμένετε. Τίποτα εδώ δεν δημοσιεύεται, και το σχέδιο δεν χρησιμοποιεί ποτέ αυτές τις γραμμές.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>The selected column: role, type, bounds, category list</source>
        <translation>Η επιλεγμένη στήλη: ρόλος, τύπος, όρια, κατάλογος κατηγοριών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>Risk</source>
        <translation>Κίνδυνος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>How re-identifiable the raw table is over its quasi-identifiers</source>
        <translation>Πόσο επαναταυτοποιήσιμος είναι ο ακατέργαστος πίνακας μέσω των οιονεί αναγνωριστικών του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>Rows per person</source>
        <translation>Γραμμές ανά πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>How many rows each person has, and what each limit leaves out</source>
        <translation>Πόσες γραμμές έχει κάθε πρόσωπο και τι παραλείπει κάθε όριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Choose a column</source>
        <translation>Επιλέξτε στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Select a column in the table first.</source>
        <translation>Επιλέξτε πρώτα μια στήλη στον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="314"/>
        <source>Type the categories</source>
        <translation>Πληκτρολογήστε τις κατηγορίες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="317"/>
        <source>This can leak</source>
        <translation>Αυτό μπορεί να αποκαλύψει πληροφορίες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="318"/>
        <source>Take the list from the data?</source>
        <translation>Λήψη του καταλόγου από τα δεδομένα;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="355"/>
        <source>How many rows each person has is counted for files; for a database table, the release tells you (for your eyes only) how many rows were left out.</source>
        <translation>Το πόσες γραμμές έχει κάθε πρόσωπο μετριέται για αρχεία· για πίνακα βάσης δεδομένων, η δημοσίευση σας λέει (μόνο για τα μάτια σας) πόσες γραμμές παραλείφθηκαν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="389"/>
        <source>How many rows the one person has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Πόσες γραμμές έχει το ένα πρόσωπο σε αυτόν τον πίνακα και τι θα άφηνε εκτός κάθε όριο. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="391"/>
        <source>How many rows each of the {people} people has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>Πόσες γραμμές έχει καθένα από τα {people} πρόσωπα σε αυτόν τον πίνακα, και τι θα παρέλειπε κάθε όριο. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="400"/>
        <source>(a random order per release)</source>
        <translation>(τυχαία σειρά ανά δημοσίευση)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="401"/>
        <source>(file order)</source>
        <translation>(σειρά του αρχείου)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="462"/>
        <source>{count} rows</source>
        <translation>{count} γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="463"/>
        <source>A person with more than 1 row keeps the one with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από 1 γραμμή κρατά εκείνη με το νωρίτερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="465"/>
        <source>A person with more than 1 row keeps the one with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από 1 γραμμή κρατά εκείνη με το μικρότερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="467"/>
        <source>A person with more than 1 row keeps one drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από 1 γραμμή κρατά μία που αντλείται τυχαία, εκ νέου για κάθε δημοσίευση (μια βάση δεδομένων δεν έχει σειρά γραμμών)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="469"/>
        <source>A person with more than 1 row keeps their first row in the file; the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από 1 γραμμή κρατά την πρώτη του γραμμή στο αρχείο· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="471"/>
        <source>A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις {rows} με το νωρίτερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="473"/>
        <source>A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις {rows} με το μικρότερο {column} (οι γραμμές χωρίς τιμή έρχονται τελευταίες)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="475"/>
        <source>A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά {rows} που αντλούνται τυχαία, εκ νέου για κάθε δημοσίευση (μια βάση δεδομένων δεν έχει σειρά γραμμών)· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="477"/>
        <source>A person with more than {rows} keeps the first {rows} in the file; the other rows are left out.</source>
        <translation>Ένα πρόσωπο με περισσότερες από {rows} κρατά τις πρώτες {rows} στο αρχείο· οι υπόλοιπες γραμμές παραλείπονται.</translation>
    </message>
</context>
<context>
    <name>CountingChoice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="16"/>
        <source>People, each once: in the cell of their first row</source>
        <translation>Πρόσωπα, μία φορά: κελί πρώτης γραμμής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="17"/>
        <source>People, each once: in the cell of their last row</source>
        <translation>Πρόσωπα, μία φορά: κελί τελευταίας γραμμής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="18"/>
        <source>People, once in each cell their rows reach</source>
        <translation>Πρόσωπα, μία φορά ανά κελί τους</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="19"/>
        <source>Rows (a person with several rows counts several times)</source>
        <translation>Γραμμές (πρόσωπο ίσως πολλές φορές)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="22"/>
        <source>Every row&apos;s value</source>
        <translation>Η τιμή κάθε γραμμής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="23"/>
        <source>One value per person: their first row&apos;s</source>
        <translation>Μία τιμή ανά πρόσωπο: της πρώτης γραμμής του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="24"/>
        <source>One value per person: their last row&apos;s</source>
        <translation>Μία τιμή ανά πρόσωπο: της τελευταίας γραμμής του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="26"/>
        <source>What the numbers count. People: each person of the privacy unit once (noise as for one row, whatever their number of rows); a person&apos;s first or last row is by the order chosen on the Columns page (file order without one). Once in each cell: a person seen in two cells is in both, so the cells add up to more than the people (not with margins or totals). Rows: every row, up to the most rows per person.</source>
        <translation>Τι μετρούν οι αριθμοί. Πρόσωπα: κάθε πρόσωπο της μονάδας προστασίας μία φορά (θόρυβος όπως για μία γραμμή, όσες γραμμές κι αν έχει)· η πρώτη ή η τελευταία γραμμή ενός προσώπου ορίζεται από τη σειρά που επιλέχθηκε στη σελίδα Στήλες (χωρίς αυτήν, η σειρά του αρχείου). Μία φορά σε κάθε κελί: ένα πρόσωπο σε δύο κελιά μετριέται και στα δύο, οπότε τα κελιά αθροίζονται σε περισσότερα από τα πρόσωπα (όχι με περιθώρια ή σύνολα). Γραμμές: κάθε γραμμή, έως τις περισσότερες γραμμές ανά πρόσωπο.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>1 row</source>
        <translation>1 γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>{count} rows</source>
        <translation>{count} γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>1 column</source>
        <translation>1 στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>{count} columns</source>
        <translation>{count} στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>1 query</source>
        <translation>1 ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>{count} queries</source>
        <translation>{count} ερωτήματα</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="88"/>
        <source>Open a table…</source>
        <translation>Άνοιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="89"/>
        <source>Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)</source>
        <translation>Άνοιγμα αρχείου CSV, Excel, Parquet, SPSS, SAS ή Stata (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="90"/>
        <source>Open the sample dataset</source>
        <translation>Άνοιγμα δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="91"/>
        <source>A synthetic hospital admissions table with a ready-made plan</source>
        <translation>Ένας συνθετικός πίνακας εισαγωγών νοσοκομείου με έτοιμο σχέδιο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="92"/>
        <source>Open a database table…</source>
        <translation>Άνοιγμα πίνακα βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="93"/>
        <source>Read a table or a query in a database (PostgreSQL and others, by URL): the rows stay there, only counts and sums come back</source>
        <translation>Ανάγνωση πίνακα ή ερωτήματος σε βάση δεδομένων (PostgreSQL και άλλες, μέσω URL): οι γραμμές μένουν εκεί, επιστρέφουν μόνο πλήθη και αθροίσματα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="95"/>
        <source>Import settings…</source>
        <translation>Ρυθμίσεις εισαγωγής…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="96"/>
        <source>The encoding, delimiter, header line, decimal mark, missing-value words and column types, with a preview; your plan is kept</source>
        <translation>Κωδικοποίηση, διαχωριστικό, γραμμή κεφαλίδας, υποδιαστολή, λέξεις για ελλείπουσες τιμές και τύποι στηλών, με προεπισκόπηση· το σχέδιό σας διατηρείται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="98"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="99"/>
        <source>The table as loaded. Header colours show column roles.</source>
        <translation>Ο πίνακας όπως φορτώθηκε. Τα χρώματα των επικεφαλίδων δείχνουν τους ρόλους των στηλών.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="100"/>
        <source>Decided once when the table was first opened, and kept in the plan: every value is read under it on its own, so one row cannot change how others are read.</source>
        <translation>Αποφασίζεται μία φορά, όταν ο πίνακας ανοίγει πρώτη φορά, και φυλάσσεται στο σχέδιο: κάθε τιμή διαβάζεται με αυτόν τον τρόπο μόνη της, ώστε μια γραμμή να μην μπορεί να αλλάξει πώς διαβάζονται οι άλλες.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="103"/>
        <source>Each column&apos;s type. A value that does not fit its column&apos;s type is read as missing for that row alone, and counted in the notes above.</source>
        <translation>Ο τύπος κάθε στήλης. Μια τιμή που δεν ταιριάζει στον τύπο της στήλης της διαβάζεται ως ελλείπουσα μόνο για εκείνη τη γραμμή, και μετριέται στις σημειώσεις παραπάνω.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="110"/>
        <source>Open a table to begin, or try the sample dataset.</source>
        <translation>Ανοίξτε έναν πίνακα για να ξεκινήσετε ή δοκιμάστε το δείγμα δεδομένων.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="138"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows}, {columns}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows}, {columns}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="152"/>
        <source>{what} in {url} — {rows}, {columns} · engine: {engine}</source>
        <translation>{what} στο {url} — {rows}, {columns} · μηχανή: {engine}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="108"/>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="127"/>
        <source>Loading…</source>
        <translation>Φόρτωση…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="140"/>
        <source>format: {format}</source>
        <translation>μορφή: {format}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="141"/>
        <source>fingerprint: {start}…</source>
        <translation>αποτύπωμα: {start}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="142"/>
        <source>Note: {note}</source>
        <translation>Σημείωση: {note}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="145"/>
        <source>This table stays on this computer; only the noisy release leaves it.</source>
        <translation>Αυτός ο πίνακας μένει σε αυτόν τον υπολογιστή· μόνο η δημοσίευση με θόρυβο φεύγει από αυτόν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="150"/>
        <source>table &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>πίνακας &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="151"/>
        <source>&lt;b&gt;a query&lt;/b&gt;</source>
        <translation>&lt;b&gt;ένα ερώτημα&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="155"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: its only row, for your eyes only.</source>
        <translation>Οι γραμμές μένουν στη βάση δεδομένων: οι μετρήσεις και τα αθροίσματα του σχεδίου υπολογίζονται εκεί, και μόνο αυτά επιστρέφουν. Παρακάτω: η μόνη της γραμμή, μόνο για τα μάτια σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="158"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: the first {count} rows, for your eyes only.</source>
        <translation>Οι γραμμές μένουν στη βάση δεδομένων: τα πλήθη και τα αθροίσματα του σχεδίου υπολογίζονται εκεί, και μόνο αυτά επιστρέφουν. Παρακάτω: οι πρώτες {count} γραμμές, μόνο για τα μάτια σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="162"/>
        <source>&lt;b&gt;Query:&lt;/b&gt; {query}</source>
        <translation>&lt;b&gt;Ερώτημα:&lt;/b&gt; {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177"/>
        <source>encoding {encoding}</source>
        <translation>κωδικοποίηση {encoding}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="178"/>
        <source>delimiter {delimiter}</source>
        <translation>διαχωριστικό {delimiter}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="181"/>
        <source>quote {quote}</source>
        <translation>εισαγωγικά {quote}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="183"/>
        <source>decimal mark &apos;{mark}&apos;</source>
        <translation>υποδιαστολή &apos;{mark}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="184"/>
        <source>column names on line {line}</source>
        <translation>ονόματα στηλών στη γραμμή {line}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="185"/>
        <source>no header line (columns named column 1, column 2, …)</source>
        <translation>χωρίς γραμμή κεφαλίδας (οι στήλες ονομάζονται column 1, column 2, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>values may span lines</source>
        <translation>οι τιμές μπορεί να εκτείνονται σε πολλές γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>one row per line</source>
        <translation>μία εγγραφή ανά γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="188"/>
        <source> and </source>
        <translation> και </translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="189"/>
        <source>the usual words (NA, NULL, N/A, …)</source>
        <translation>οι συνήθεις λέξεις (NA, NULL, N/A, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="191"/>
        <source>missing: an empty field and {words}</source>
        <translation>ελλείπουσες: ένα κενό πεδίο και {words}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="192"/>
        <source>missing: an empty field</source>
        <translation>ελλείπουσες: ένα κενό πεδίο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="193"/>
        <source>&lt;b&gt;Read as:&lt;/b&gt; {parts}</source>
        <translation>&lt;b&gt;Ανάγνωση ως:&lt;/b&gt; {parts}</translation>
    </message>
</context>
<context>
    <name>DatabaseDialog</name>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="28"/>
        <source>One SELECT statement that reads the rows to release from, for example SELECT * FROM public.admissions WHERE year = 2024. A statement that writes is refused; on PostgreSQL the query runs in a read-only transaction. Connect as a role that may only read.</source>
        <translation>Μία εντολή SELECT που διαβάζει τις γραμμές από τις οποίες γίνεται η δημοσίευση, για παράδειγμα SELECT * FROM public.admissions WHERE year = 2024. Μια εντολή που γράφει απορρίπτεται· στην PostgreSQL το ερώτημα εκτελείται σε συναλλαγή μόνο για ανάγνωση. Συνδεθείτε με ρόλο που μπορεί μόνο να διαβάζει.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="33"/>
        <source>Something went wrong inside dpstudio ({error}). Nothing was opened.</source>
        <translation>Κάτι πήγε στραβά μέσα στο dpstudio ({error}). Δεν άνοιξε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="34"/>
        <source>Check the user name in the URL and the password.</source>
        <translation>Ελέγξτε το όνομα χρήστη στο URL και τον κωδικό πρόσβασης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="70"/>
        <source>Open a database table</source>
        <translation>Άνοιγμα πίνακα βάσης δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="86"/>
        <source>The database&apos;s address without the password: postgresql://USER@HOST:PORT/DATABASE. The rows stay in the database; only counts and sums come back.</source>
        <translation>Η διεύθυνση της βάσης δεδομένων χωρίς τον κωδικό: postgresql://ΧΡΗΣΤΗΣ@ΔΙΑΚΟΜΙΣΤΗΣ:ΘΥΡΑ/ΒΑΣΗ. Οι γραμμές μένουν στη βάση δεδομένων· επιστρέφουν μόνο πλήθη και αθροίσματα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="90"/>
        <source>The password of the database user. It is used to connect and never saved.</source>
        <translation>Ο κωδικός πρόσβασης του χρήστη της βάσης. Χρησιμοποιείται για τη σύνδεση και δεν αποθηκεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="93"/>
        <source>The longest one statement may run on the database; the server stops it then, and nothing is released. If dpstudio closes unexpectedly, the server stops its statements within seconds.</source>
        <translation>Ο μέγιστος χρόνος που μπορεί να τρέξει μια εντολή στη βάση δεδομένων· τότε ο διακομιστής τη σταματά και δεν δημοσιεύεται τίποτα. Αν το dpstudio κλείσει απρόσμενα, ο διακομιστής σταματά τις εντολές του μέσα σε δευτερόλεπτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="96"/>
        <source> min</source>
        <translation> λεπ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="97"/>
        <source>Test connection</source>
        <translation>Δοκιμή σύνδεσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="98"/>
        <source>Connect and list the tables you can read</source>
        <translation>Σύνδεση και κατάλογος των πινάκων που μπορείτε να διαβάσετε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="100"/>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="101"/>
        <source>&amp;Password:</source>
        <translation>&amp;Κωδικός πρόσβασης:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="102"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Χρονικό όριο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="103"/>
        <source>A table</source>
        <translation>Ένας πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="104"/>
        <source>A query</source>
        <translation>Ένα ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="108"/>
        <source>The tables and views you can read, as SCHEMA.TABLE</source>
        <translation>Οι πίνακες και οι όψεις που μπορείτε να διαβάσετε, ως ΣΧΗΜΑ.ΠΙΝΑΚΑΣ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="115"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="116"/>
        <source>Stop waiting for the database</source>
        <translation>Διακοπή της αναμονής για τη βάση δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="117"/>
        <source>Type the URL and the password, then test the connection.</source>
        <translation>Πληκτρολογήστε το URL και τον κωδικό πρόσβασης και μετά δοκιμάστε τη σύνδεση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="121"/>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="122"/>
        <source>Open the chosen table or query</source>
        <translation>Άνοιγμα του επιλεγμένου πίνακα ή ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="123"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="165"/>
        <source>Connecting…</source>
        <translation>Σύνδεση…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="173"/>
        <source>Choose a table (test the connection to list them), or type a query.</source>
        <translation>Επιλέξτε έναν πίνακα (δοκιμάστε τη σύνδεση για να εμφανιστούν), ή πληκτρολογήστε ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="175"/>
        <source>Opening {table}…</source>
        <translation>Άνοιγμα του {table}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="176"/>
        <source>Opening the query…</source>
        <translation>Άνοιγμα του ερωτήματος…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="192"/>
        <source>Cancelled. Nothing was opened.</source>
        <translation>Ακυρώθηκε. Δεν άνοιξε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="207"/>
        <source>Connected. 0 tables you can read; type a query instead.</source>
        <translation>Συνδέθηκε. Κανένας πίνακας που μπορείτε να διαβάσετε· πληκτρολογήστε αντί γι&apos; αυτό ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="209"/>
        <source>Connected. 1 table you can read: choose one, or type a query.</source>
        <translation>Συνδέθηκε. 1 πίνακας που μπορείτε να διαβάσετε: επιλέξτε τον ή πληκτρολογήστε ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="211"/>
        <source>Connected. {count} tables you can read: choose one, or type a query.</source>
        <translation>Συνδέθηκε. {count} πίνακες που μπορείτε να διαβάσετε: επιλέξτε έναν ή πληκτρολογήστε ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="215"/>
        <source>Opened {table}: {rows}, {columns}.</source>
        <translation>Άνοιξε ο {table}: {rows}, {columns}.</translation>
    </message>
</context>
<context>
    <name>DistributionResult</name>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="44"/>
        <source>Each query&apos;s ε and expected error before and after the distribution</source>
        <translation>Το ε και το αναμενόμενο σφάλμα κάθε ερωτήματος πριν και μετά την κατανομή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="45"/>
        <source>Undo the distribution</source>
        <translation>Αναίρεση της κατανομής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="46"/>
        <source>Put every query&apos;s ε back as it was before the distribution</source>
        <translation>Επαναφορά του ε κάθε ερωτήματος όπως ήταν πριν από την κατανομή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="59"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, error not known (type its expected rows)</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, σφάλμα άγνωστο (πληκτρολογήστε τις αναμενόμενες γραμμές του)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="61"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} &lt;b&gt;(larger)&lt;/b&gt;</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} &lt;b&gt;(μεγαλύτερο)&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="63"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}</source>
        <translation>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="65"/>
        <source>{figure} places in the sorted values</source>
        <translation>{figure} θέσεις στις ταξινομημένες τιμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="86"/>
        <source>The distribution made the query&apos;s error larger.</source>
        <translation>Η κατανομή μεγάλωσε το σφάλμα του ερωτήματος.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="88"/>
        <source>The distribution made the error larger for {larger} of {queries} queries.</source>
        <translation>Η κατανομή μεγάλωσε το σφάλμα σε {larger} από {queries} ερωτήματα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="84"/>
        <source>Before → after, at the chosen confidence:</source>
        <translation>Πριν → μετά, στην επιλεγμένη εμπιστοσύνη:</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="14"/>
        <source>The table or file cannot be used as it is</source>
        <translation>Ο πίνακας ή το αρχείο δεν μπορεί να χρησιμοποιηθεί ως έχει</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="15"/>
        <source>Not enough privacy budget left</source>
        <translation>Δεν απομένει αρκετός προϋπολογισμός ιδιωτικότητας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="16"/>
        <source>Stopped</source>
        <translation>Διακόπηκε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="17"/>
        <source>This cannot be done as it stands</source>
        <translation>Αυτό δεν μπορεί να γίνει ως έχει</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="19"/>
        <source>The plan needs fixing</source>
        <translation>Το σχέδιο χρειάζεται διόρθωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="20"/>
        <source>Fix these and try again.</source>
        <translation>Διορθώστε τα και δοκιμάστε ξανά.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="21"/>
        <source>The budget was spent, but the release was not delivered</source>
        <translation>Ο προϋπολογισμός δαπανήθηκε, αλλά η δημοσίευση δεν παραδόθηκε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="22"/>
        <source>Something went wrong inside dpstudio</source>
        <translation>Κάτι πήγε στραβά μέσα στο dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="23"/>
        <source>This is a bug in dpstudio, not a problem with your input. Nothing was released and your edits are kept. The details below help the developers fix it.</source>
        <translation>Πρόκειται για σφάλμα του dpstudio, όχι για πρόβλημα με τα δεδομένα σας. Δεν δημοσιεύθηκε τίποτα και οι αλλαγές σας διατηρούνται. Οι λεπτομέρειες παρακάτω βοηθούν τους προγραμματιστές να το διορθώσουν.</translation>
    </message>
</context>
<context>
    <name>ExpectationsEditor</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="19"/>
        <source>The budget tools choose ε from the plan and from the expected numbers typed here, never from this table, because the ε they choose are published. Take these numbers from public knowledge (last year&apos;s published figures, a registry), not from this table.</source>
        <translation>Τα εργαλεία προϋπολογισμού επιλέγουν το ε από το σχέδιο και από τους αναμενόμενους αριθμούς που πληκτρολογείτε εδώ, ποτέ από αυτόν τον πίνακα, γιατί τα ε που επιλέγουν δημοσιεύονται. Πάρτε αυτούς τους αριθμούς από δημόσια γνώση (δημοσιευμένα στοιχεία της περσινής χρονιάς, ένα μητρώο), όχι από αυτόν τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="55"/>
        <source>How many rows you expect the table to have (after at most the allowed rows per person), from public knowledge, not from this table.</source>
        <translation>Πόσες γραμμές περιμένετε να έχει ο πίνακας (μετά το όριο γραμμών ανά πρόσωπο), από δημόσια γνώση, όχι από αυτόν τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="57"/>
        <source>How many rows you expect the selected query to cover (after its filter), from public knowledge. Needed for a filtered query&apos;s relative error, a mean or randomized response.</source>
        <translation>Πόσες γραμμές περιμένετε να καλύπτει το επιλεγμένο ερώτημα (μετά το φίλτρο του), από δημόσια γνώση. Χρειάζεται για το σχετικό σφάλμα ερωτήματος με φίλτρο, για μέσο όρο ή για τυχαιοποιημένη απόκριση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="60"/>
        <source>The answer you expect for the selected query (a count, a typical cell&apos;s count, a sum or a mean), from public knowledge. Relative errors are taken against it.</source>
        <translation>Η απάντηση που περιμένετε για το επιλεγμένο ερώτημα (ένα πλήθος, το πλήθος ενός τυπικού κελιού, ένα άθροισμα ή ένας μέσος όρος), από δημόσια γνώση. Τα σχετικά σφάλματα υπολογίζονται ως προς αυτήν.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="63"/>
        <source>Expected rows in the table</source>
        <translation>Αναμενόμενες γραμμές του πίνακα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>Selected query: expected rows</source>
        <translation>Επιλεγμένο ερώτημα: αναμενόμενες γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>expected value</source>
        <translation>αναμενόμενη τιμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="87"/>
        <source>e.g. 5000</source>
        <translation>π.χ. 5000</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="94"/>
        <source>default {figure}</source>
        <translation>προεπιλογή {figure}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="95"/>
        <source>not known</source>
        <translation>άγνωστο</translation>
    </message>
</context>
<context>
    <name>FamilyOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="28"/>
        <source>Each column alone and every pair</source>
        <translation>Κάθε στήλη μόνη της και κάθε ζεύγος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="29"/>
        <source>Each column alone, every pair and every three</source>
        <translation>Κάθε στήλη μόνη της, κάθε ζεύγος και κάθε τριάδα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="33"/>
        <source>Every pair of columns</source>
        <translation>Κάθε ζεύγος στηλών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="34"/>
        <source>Every three columns</source>
        <translation>Κάθε τριάδα στηλών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="35"/>
        <source>A chain: each column with the next</source>
        <translation>Μια αλυσίδα: κάθε στήλη με την επόμενη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="36"/>
        <source>Pairs chosen privately at release (a tree of the most related)</source>
        <translation>Ζεύγη που επιλέγονται ιδιωτικά κατά τη δημοσίευση (ένα δέντρο των πιο συσχετισμένων)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="39"/>
        <source>As the plan lists them: {tables}</source>
        <translation>Όπως τους απαριθμεί το σχέδιο: {tables}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="40"/>
        <source>Tick 2 or more columns: every table is made of these columns, each with its categories or bins (below)</source>
        <translation>Επιλέξτε 2 ή περισσότερες στήλες: κάθε πίνακας αποτελείται από αυτές τις στήλες, καθεμία με τις κατηγορίες ή τις κλάσεις της (παρακάτω)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="42"/>
        <source>Which tables of the ticked columns are released; all are measured together</source>
        <translation>Ποιοι πίνακες των επιλεγμένων στηλών δημοσιεύονται· όλοι μετρώνται μαζί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="44"/>
        <source>Which tables of the ticked columns are measured together; the synthetic rows keep the relations these tables show, no more</source>
        <translation>Ποιοι πίνακες των επιλεγμένων στηλών μετρώνται μαζί· οι συνθετικές γραμμές διατηρούν τις σχέσεις που δείχνουν αυτοί οι πίνακες, τίποτα παραπάνω</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="46"/>
        <source>How many synthetic rows to write; the lowest value writes as many as the measured tables estimate (from the noisy counts: no further budget)</source>
        <translation>Πόσες συνθετικές γραμμές θα γραφτούν· η μικρότερη τιμή γράφει όσες εκτιμούν οι μετρημένοι πίνακες (από τις θορυβώδεις μετρήσεις: χωρίς επιπλέον προϋπολογισμό)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="48"/>
        <source>as many as estimated</source>
        <translation>όσες εκτιμώνται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="49"/>
        <source>How many pairs of columns to choose at release: one fewer than the columns makes a tree linking them all (the default); more pairs keep more relations, each measured with a smaller share of the budget, and take longer to fit</source>
        <translation>Πόσα ζεύγη στηλών θα επιλεγούν κατά τη δημοσίευση: ένα λιγότερο από τις στήλες δίνει ένα δέντρο που τις συνδέει όλες (η προεπιλογή)· περισσότερα ζεύγη κρατούν περισσότερες σχέσεις, το καθένα μετρημένο με μικρότερο μερίδιο του προϋπολογισμού, και η προσαρμογή διαρκεί περισσότερο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="52"/>
        <source>The share of this query&apos;s budget spent choosing the pairs (10% by default); the rest measures them. A larger share chooses more surely when many pairs are chosen, and leaves more noise in each measured table</source>
        <translation>Το μερίδιο του προϋπολογισμού αυτού του ερωτήματος που δαπανάται για την επιλογή των ζευγών (10% εξ ορισμού)· το υπόλοιπο τα μετρά. Μεγαλύτερο μερίδιο επιλέγει πιο σίγουρα όταν επιλέγονται πολλά ζεύγη, και αφήνει περισσότερο θόρυβο σε κάθε μετρημένο πίνακα</translation>
    </message>
</context>
<context>
    <name>FamilyTables</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="86"/>
        <source>Each table&apos;s interval with the family measured together, beside the interval it would have measured on its own with an equal share of the query&apos;s budget</source>
        <translation>Το διάστημα κάθε πίνακα όταν η οικογένεια μετριέται μαζί, δίπλα στο διάστημα που θα είχε αν μετριόταν μόνος του με ίσο μερίδιο του προϋπολογισμού του ερωτήματος</translation>
    </message>
</context>
<context>
    <name>FamilyTablesModel</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Table</source>
        <translation>Πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Cells</source>
        <translation>Κελιά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="25"/>
        <source>Measured together</source>
        <translation>Μετρημένος μαζί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="26"/>
        <source>Measured on its own</source>
        <translation>Αν μετριόταν μόνος του</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="43"/>
        <source>point (4.4)</source>
        <translation>τελεία (4.4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="44"/>
        <source>comma (4,4)</source>
        <translation>κόμμα (4,4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="60"/>
        <source>Open {file}</source>
        <translation>Άνοιγμα του {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="74"/>
        <source>&lt;b&gt;{file}&lt;/b&gt;: check that the columns and their types look right. What you choose here is kept in the plan, and the file is read this way every time.</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;: ελέγξτε ότι οι στήλες και οι τύποι τους είναι σωστοί. Ό,τι επιλέξετε εδώ φυλάσσεται στο σχέδιο, και το αρχείο διαβάζεται έτσι κάθε φορά.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="80"/>
        <source>The sheet of the workbook that holds the table</source>
        <translation>Το φύλλο του βιβλίου εργασίας που περιέχει τον πίνακα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="84"/>
        <source>This workbook has {count} sheets: choose the one that holds the table.</source>
        <translation>Αυτό το βιβλίο εργασίας έχει {count} φύλλα: επιλέξτε εκείνο που περιέχει τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="88"/>
        <source>Sheet:</source>
        <translation>Φύλλο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="92"/>
        <source>The first {count} rows as they will be read; a value that does not fit its column&apos;s type is shown as missing</source>
        <translation>Οι πρώτες {count} γραμμές όπως θα διαβαστούν· μια τιμή που δεν ταιριάζει στον τύπο της στήλης της εμφανίζεται ως ελλείπουσα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="96"/>
        <source>Each column&apos;s type. Change one where the guess is wrong: a code such as a zip code is text, a date column is a date.</source>
        <translation>Ο τύπος κάθε στήλης. Αλλάξτε τον όπου η εκτίμηση είναι λάθος: ένας κωδικός, όπως ο ταχυδρομικός κώδικας, είναι κείμενο· μια στήλη ημερομηνιών είναι ημερομηνία.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="102"/>
        <source>Guess the types again</source>
        <translation>Νέα εκτίμηση τύπων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="103"/>
        <source>Forget the types chosen by hand and guess each column&apos;s type from the file</source>
        <translation>Να ξεχαστούν οι τύποι που επιλέχθηκαν με το χέρι και να εκτιμηθεί ο τύπος κάθε στήλης από το αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="104"/>
        <location filename="../../dpstudio/gui/import_dialog.py" line="256"/>
        <source>Reading the file…</source>
        <translation>Ανάγνωση του αρχείου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="153"/>
        <source>How the text file is written</source>
        <translation>Πώς είναι γραμμένο το αρχείο κειμένου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="155"/>
        <source>How the file&apos;s bytes are letters. If letters look wrong (Ã¤ for ä), choose another: cp1252 or latin_1 for Western European Windows files, gb18030 for Chinese</source>
        <translation>Πώς τα bytes του αρχείου γίνονται γράμματα. Αν τα γράμματα φαίνονται λάθος (Ã¤ αντί για ä), επιλέξτε άλλη: cp1252 ή latin_1 για δυτικοευρωπαϊκά αρχεία Windows, gb18030 για κινεζικά (για ελληνικά αρχεία Windows: cp1253)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="160"/>
        <source>Type any encoding Python knows, such as cp1250 or shift_jis</source>
        <translation>Πληκτρολογήστε οποιαδήποτε κωδικοποίηση γνωρίζει η Python, όπως cp1253 ή shift_jis</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="163"/>
        <source>The character between two fields of a line</source>
        <translation>Ο χαρακτήρας ανάμεσα σε δύο πεδία μιας γραμμής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="166"/>
        <source>The character around a field that holds the delimiter</source>
        <translation>Ο χαρακτήρας γύρω από ένα πεδίο που περιέχει το διαχωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="170"/>
        <source>The line that holds the column names; lines above it (a title) are left out. &apos;{none}&apos;: the file has no names, every line is a row</source>
        <translation>Η γραμμή με τα ονόματα των στηλών· οι γραμμές πάνω από αυτήν (ένας τίτλος) παραλείπονται. «{none}»: το αρχείο δεν έχει ονόματα, κάθε γραμμή είναι μια εγγραφή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="199"/>
        <source>the usual words (NA, N/A, NULL, NaN, None, …)</source>
        <translation>οι συνήθεις λέξεις (NA, N/A, NULL, NaN, None, …)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="201"/>
        <source>Read these words as missing values, as well as an empty field</source>
        <translation>Ανάγνωση αυτών των λέξεων ως ελλειπουσών τιμών, όπως και ενός κενού πεδίου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="204"/>
        <source>More words that mean &apos;missing&apos; in this file, separated by commas: k.A., -99, unknown</source>
        <translation>Άλλες λέξεις που σημαίνουν «ελλείπουσα» σε αυτό το αρχείο, χωρισμένες με κόμματα: k.A., -99, άγνωστο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="206"/>
        <source>more, separated by commas: k.A., -99</source>
        <translation>κι άλλες, χωρισμένες με κόμματα: k.A., -99</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Encoding:</source>
        <translation>Κωδικοποίηση:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Delimiter:</source>
        <translation>Διαχωριστικό:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Quote:</source>
        <translation>Εισαγωγικά:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="208"/>
        <source>Decimal mark:</source>
        <translation>Υποδιαστολή:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Column names on line:</source>
        <translation>Ονόματα στηλών στη γραμμή:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="190"/>
        <source>How values are read</source>
        <translation>Πώς διαβάζονται οι τιμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="192"/>
        <source>How numbers with a fraction are written: 4.4 or 4,4. For a text file, dpstudio finds it from the values until you choose; in a workbook, it is the mark of numbers written as text</source>
        <translation>Πώς γράφονται οι αριθμοί με δεκαδικά: 4.4 ή 4,4. Σε αρχείο κειμένου, το dpstudio την αναγνωρίζει από τις τιμές μέχρι να επιλέξετε εσείς· σε βιβλίο εργασίας, είναι το σύμβολο των αριθμών που είναι γραμμένοι ως κείμενο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="211"/>
        <source>Missing values: an empty field,</source>
        <translation>Ελλείπουσες τιμές: ένα κενό πεδίο,</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="283"/>
        <source>{rows}, {columns}.</source>
        <translation>{rows}, {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="294"/>
        <source>These choices do not read the file: {error}</source>
        <translation>Με αυτές τις επιλογές το αρχείο δεν διαβάζεται: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="308"/>
        <source>missing</source>
        <translation>ελλείπει</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="333"/>
        <source>whole number, number, text (codes such as zip codes stay text) or date (YYYY-MM-DD)</source>
        <translation>ακέραιος αριθμός, αριθμός, κείμενο (κωδικοί όπως οι ταχυδρομικοί μένουν κείμενο) ή ημερομηνία (ΕΕΕΕ-ΜΜ-ΗΗ)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../dpstudio/gui/language_menu.py" line="15"/>
        <source>The language is set by DPSTUDIO_LANGUAGE={value}; unset it to choose here</source>
        <translation>Η γλώσσα ορίζεται από τη DPSTUDIO_LANGUAGE={value}· καταργήστε τη για να επιλέξετε εδώ</translation>
    </message>
</context>
<context>
    <name>LedgerStatus</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="24"/>
        <source>Checking the ledger…</source>
        <translation>Έλεγχος του βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="127"/>
        <source>This release needs ε = {needed}, but only ε = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>Αυτή η δημοσίευση χρειάζεται ε = {needed}, αλλά από τον συνολικό προϋπολογισμό απομένει μόνο ε = {left}: η εξαγωγή θα απορριφθεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="129"/>
        <source>This release needs δ = {needed}, but only δ = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>Αυτή η δημοσίευση χρειάζεται δ = {needed}, αλλά από τον συνολικό προϋπολογισμό απομένει μόνο δ = {left}: η εξαγωγή θα απορριφθεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="148"/>
        <source>The ledger cannot be opened: {error}</source>
        <translation>Το βιβλίο προϋπολογισμού δεν ανοίγει: {error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="149"/>
        <source>Ledger: {population}.</source>
        <translation>Βιβλίο προϋπολογισμού: {population}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="150"/>
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>Αν ανήκουν σε αυτόν, επιλέξτε τον στο &lt;b&gt;Πληθυσμός&lt;/b&gt; (χρεώνεται στον συνολικό του προϋπολογισμό)· αν είναι διαφορετικός πληθυσμός, επιλέξτε &lt;b&gt;Νέος πληθυσμός&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="153"/>
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>&lt;b&gt;Δεν έχει οριστεί συνολικός προϋπολογισμός&lt;/b&gt; για αυτά τα πρόσωπα στο βιβλίο ({file}). Ορίστε έναν πριν από τη δημοσίευση: περιορίζει όσα μπορούν να δαπανήσουν μαζί όλες οι δημοσιεύσεις τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="155"/>
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>Αυτός ο πληθυσμός έχει δαπανήσει ε = {spent} από το συνολικό ε = {limit}· &lt;b&gt;απομένουν {left}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="157"/>
        <source>No lifetime budget is set for these people: the export will be refused. Set one on this page first.</source>
        <translation>Δεν έχει οριστεί συνολικός προϋπολογισμός για αυτά τα πρόσωπα: η εξαγωγή θα απορριφθεί. Ορίστε πρώτα έναν σε αυτή τη σελίδα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="159"/>
        <source>After it, ε = {epsilon} and δ = {delta} of the lifetime budget will be left.</source>
        <translation>Μετά από αυτήν, θα απομένουν ε = {epsilon} και δ = {delta} από τον συνολικό προϋπολογισμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="160"/>
        <source>Of its lifetime δ = {limit}, {spent} is spent; {left} left.</source>
        <translation>Από το συνολικό δ = {limit} έχουν δαπανηθεί {spent}· απομένουν {left}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="161"/>
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>Τελευταία αλλαγή προϋπολογισμού ({date}, {user}): «{reason}».</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="162"/>
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>Δημοσίευση αρ. {number} ({date}, ε = {epsilon}) στο {folder}: {state}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="163"/>
        <source>Releases are signed with the data office&apos;s key, fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;.</source>
        <translation>Οι δημοσιεύσεις υπογράφονται με το κλειδί του γραφείου δεδομένων, αποτύπωμα &lt;code&gt;{fingerprint}&lt;/code&gt;.</translation>
    </message>
</context>
<context>
    <name>LiveError</name>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="31"/>
        <source>How far the released value may be from the true one, with 95% confidence, at this query&apos;s ε: from the plan and the public numbers typed on the Preview page, never from the table.</source>
        <translation>Πόσο μπορεί να απέχει η δημοσιευμένη τιμή από την πραγματική, με εμπιστοσύνη 95%, στο ε αυτού του ερωτήματος: από το σχέδιο και τους δημόσιους αριθμούς που πληκτρολογήθηκαν στη σελίδα Προεπισκόπηση, ποτέ από τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="44"/>
        <source>Fix the problems below to see the expected error.</source>
        <translation>Διορθώστε τα παρακάτω προβλήματα για να δείτε το αναμενόμενο σφάλμα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="18"/>
        <source>A mean&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Το σφάλμα ενός μέσου όρου εξαρτάται από το πόσες γραμμές καλύπτει: πληκτρολογήστε τις αναμενόμενες γραμμές στη σελίδα Προεπισκόπηση (δημόσιος αριθμός, όχι αυτού του πίνακα).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="40"/>
        <source>A randomized response&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Το σφάλμα μιας τυχαιοποιημένης απόκρισης εξαρτάται από το πόσες γραμμές καλύπτει: πληκτρολογήστε τις αναμενόμενες γραμμές στη σελίδα Προεπισκόπηση (δημόσιος αριθμός, όχι αυτού του πίνακα).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="50"/>
        <source>This query&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>Το σφάλμα αυτού του ερωτήματος εξαρτάται από το πόσες γραμμές καλύπτει: πληκτρολογήστε τις αναμενόμενες γραμμές στη σελίδα Προεπισκόπηση (δημόσιος αριθμός, όχι αυτού του πίνακα).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="54"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, in each group at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} θέσεις στις ταξινομημένες τιμές&lt;/b&gt; με εμπιστοσύνη 95%, σε κάθε ομάδα το πολύ (το διάστημα ενός ποσοστημορίου μετρά τιμές, όχι μονάδες της στήλης).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="57"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, for each quantile at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} θέσεις στις ταξινομημένες τιμές&lt;/b&gt; με εμπιστοσύνη 95%, για κάθε ποσοστημόριο το πολύ (το διάστημα ενός ποσοστημορίου μετρά τιμές, όχι μονάδες της στήλης).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="60"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} θέσεις στις ταξινομημένες τιμές&lt;/b&gt; με εμπιστοσύνη 95% (το διάστημα ενός ποσοστημορίου μετρά τιμές, όχι μονάδες της στήλης).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="63"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables (each table measured on its own with Laplace noise; the Preview page shows each table&apos;s).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; με εμπιστοσύνη 95%, σε κάθε κελί των πινάκων του (κάθε πίνακας μετρημένος μόνος του με θόρυβο Laplace· η σελίδα Προεπισκόπηση δείχνει το διάστημα κάθε πίνακα).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="66"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables at most (the Preview page shows each table&apos;s, and what measuring them together saves).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; με εμπιστοσύνη 95%, το πολύ σε κάθε κελί των πινάκων του (η σελίδα Προεπισκόπηση δείχνει το διάστημα κάθε πίνακα και τι εξοικονομεί η κοινή μέτρηση).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="69"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; με εμπιστοσύνη 95%, το πολύ σε κάθε κελί (πριν από περικοπή ή στρογγυλοποίηση).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="71"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each group at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; με εμπιστοσύνη 95%, το πολύ σε κάθε ομάδα (πριν από περικοπή ή στρογγυλοποίηση).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="74"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt; με εμπιστοσύνη 95% (πριν από περικοπή ή στρογγυλοποίηση).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Data</source>
        <translation>Δεδομένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Queries &amp; budget</source>
        <translation>Ερωτήματα &amp; προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="10"/>
        <source>Release</source>
        <translation>Δημοσίευση</translation>
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
        <location filename="../../dpstudio/gui/main_window.py" line="57"/>
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>Ανοίξτε έναν πίνακα ή το δείγμα δεδομένων για να ξεκινήσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="80"/>
        <source>Something needs your attention.</source>
        <translation>Κάτι χρειάζεται την προσοχή σας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Redo</source>
        <translation>Ακύρωση α&amp;ναίρεσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="123"/>
        <source>The steps from a table to a release; you can go back any time</source>
        <translation>Τα βήματα από έναν πίνακα σε μια δημοσίευση· μπορείτε να επιστρέψετε οποτεδήποτε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="147"/>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="277"/>
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="278"/>
        <source>&amp;Open table…</source>
        <translation>Άν&amp;οιγμα πίνακα…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="280"/>
        <source>Open &amp;database…</source>
        <translation>Άνοιγμα &amp;βάσης δεδομένων…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="282"/>
        <source>Open &amp;sample dataset</source>
        <translation>Άνοιγμα &amp;δείγματος δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="284"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Πρόσφατα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="286"/>
        <source>Open &amp;project…</source>
        <translation>Άνοιγμα έρ&amp;γου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="288"/>
        <source>&amp;Save project…</source>
        <translation>Απο&amp;θήκευση έργου…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="290"/>
        <source>Save project &amp;as…</source>
        <translation>Αποθήκευση έργου &amp;ως…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="293"/>
        <source>Choose the &amp;ledger file…</source>
        <translation>Επιλογή &amp;βιβλίου προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="294"/>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="295"/>
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="300"/>
        <source>Main toolbar</source>
        <translation>Κύρια γραμμή εργαλείων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="307"/>
        <source>&amp;Go</source>
        <translation>&amp;Μετάβαση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="310"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="313"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="315"/>
        <source>&amp;About dpstudio</source>
        <translation>&amp;Σχετικά με το dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>Tables ({patterns})</source>
        <translation>Πίνακες ({patterns})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>All files (*)</source>
        <translation>Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="337"/>
        <source>Open a table</source>
        <translation>Άνοιγμα πίνακα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="370"/>
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>Νέα ανάγνωση του {file} με τη στήλη {column} ως {type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="378"/>
        <source>Opening {file}…</source>
        <translation>Άνοιγμα του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="385"/>
        <source>Reading {file} again…</source>
        <translation>Νέα ανάγνωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="398"/>
        <source>Loading {file}…</source>
        <translation>Φόρτωση του {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>Choose the sheet</source>
        <translation>Επιλογή φύλλου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>Το {file} έχει {count} φύλλα. Ποιο περιέχει τον πίνακα;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="424"/>
        <source>Loaded {file}: {rows}. The project&apos;s plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>Φορτώθηκε το {file}: {rows}. Το σχέδιο του έργου δεν έλεγε πώς διαβάζεται το αρχείο, οπότε αυτό συνάχθηκε ({schema})· αποθηκεύστε το έργο για να διατηρηθεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="430"/>
        <source>Loaded {file}: {rows}.</source>
        <translation>Φορτώθηκε το {file}: {rows}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="460"/>
        <source>Opened {table} in {url}: {rows} (they stay in the database).</source>
        <translation>Άνοιξε ο {table} στο {url}: {rows} (μένουν στη βάση δεδομένων).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="476"/>
        <source>The project reads this database. Type the password, then Test connection or Open.</source>
        <translation>Το έργο διαβάζει αυτή τη βάση δεδομένων. Πληκτρολογήστε τον κωδικό πρόσβασης και μετά Δοκιμή σύνδεσης ή Άνοιγμα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="481"/>
        <source>Open a project</source>
        <translation>Άνοιγμα έργου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="482"/>
        <source>dpstudio projects (*.dpstudio.json *.json)</source>
        <translation>Έργα dpstudio (*.dpstudio.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="521"/>
        <source>This project&apos;s plan was saved before dpstudio could count people: its counts still count rows, as they did. The Queries page shows what each query counts, and lets you count people instead.</source>
        <translation>Το σχέδιο αυτού του έργου αποθηκεύτηκε πριν το dpstudio μπορεί να μετρά πρόσωπα: τα πλήθη του εξακολουθούν να μετρούν γραμμές, όπως πριν. Η σελίδα Ερωτήματα δείχνει τι μετρά κάθε ερώτημα και σας επιτρέπει να μετράτε πρόσωπα αντί γι&apos; αυτό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="528"/>
        <source>The data file {file} has changed since this project was saved. The project&apos;s plan was kept as it was; check the columns&apos; roles, bounds and categories, and the preview, before you release.</source>
        <translation>Το αρχείο δεδομένων {file} άλλαξε από τότε που αποθηκεύτηκε αυτό το έργο. Το σχέδιο του έργου διατηρήθηκε όπως ήταν· ελέγξτε τους ρόλους, τα όρια και τις κατηγορίες των στηλών, καθώς και την προεπισκόπηση, πριν από τη δημοσίευση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="531"/>
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>Το αρχείο δεδομένων άλλαξε από τότε που αποθηκεύτηκε το έργο: {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="533"/>
        <source>The data file has changed</source>
        <translation>Το αρχείο δεδομένων άλλαξε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="549"/>
        <source>Save the project</source>
        <translation>Αποθήκευση του έργου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="550"/>
        <source>dpstudio projects (*.dpstudio.json)</source>
        <translation>Έργα dpstudio (*.dpstudio.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="545"/>
        <location filename="../../dpstudio/gui/main_window.py" line="553"/>
        <source>Saved {file}</source>
        <translation>Αποθηκεύτηκε το {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="559"/>
        <source>Choose the ledger file (new or existing)</source>
        <translation>Επιλογή βιβλίου προϋπολογισμού (νέου ή υπάρχοντος)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="561"/>
        <source>dpstudio ledgers (*.sqlite)</source>
        <translation>Βιβλία προϋπολογισμού dpstudio (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="566"/>
        <source>Releases are recorded in {file}</source>
        <translation>Οι δημοσιεύσεις καταγράφονται στο {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="574"/>
        <source>Released into {folder}.</source>
        <translation>Δημοσιεύθηκε στο {folder}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="598"/>
        <source>Publish statistics about patients under differential privacy.</source>
        <translation>Δημοσίευση στατιστικών για ασθενείς με Διαφορική Ιδιωτικότητα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="602"/>
        <source>About dpstudio</source>
        <translation>Σχετικά με το dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="605"/>
        <source>no table</source>
        <translation>κανένας πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="681"/>
        <source>An export is running</source>
        <translation>Εκτελείται εξαγωγή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="682"/>
        <source>An export is running. Close dpstudio anyway?

If the budget has not been charged yet, the export stops and nothing is spent. If it has, dpstudio finishes writing the files before it closes.</source>
        <translation>Εκτελείται εξαγωγή. Να κλείσει το dpstudio παρ&apos; όλα αυτά;

Αν ο προϋπολογισμός δεν έχει χρεωθεί ακόμη, η εξαγωγή σταματά και δεν δαπανάται τίποτα. Αν έχει χρεωθεί, το dpstudio ολοκληρώνει την εγγραφή των αρχείων πριν κλείσει.</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="18"/>
        <source>One row is one person: nothing to count. Choose the column that identifies a person (below the table) to see how many rows each person has, and what each limit would leave out.</source>
        <translation>Μία γραμμή είναι ένα πρόσωπο: τίποτα για μέτρηση. Επιλέξτε τη στήλη που αναγνωρίζει ένα πρόσωπο (κάτω από τον πίνακα) για να δείτε πόσες γραμμές έχει κάθε πρόσωπο και τι θα παρέλειπε κάθε όριο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50"/>
        <source>For each &apos;at most N rows&apos; choice: how many rows would be left out, and how many people would lose rows. For your eyes only; never released.</source>
        <translation>Για κάθε επιλογή «το πολύ N γραμμές»: πόσες γραμμές θα παραλείπονταν και πόσα πρόσωπα θα έχαναν γραμμές. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>At most</source>
        <translation>Το πολύ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>Rows
left out</source>
        <translation>Γραμμές που
παραλείπονται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="53"/>
        <source>People
losing rows</source>
        <translation>Πρόσωπα που
χάνουν γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} row</source>
        <translation>{count} γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} rows</source>
        <translation>{count} γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="75"/>
        <source>Your choice</source>
        <translation>Η επιλογή σας</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159"/>
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>Τι να περιμένετε &lt;b&gt;πριν&lt;/b&gt; δαπανήσετε οτιδήποτε: πόσο μπορεί να απέχει κάθε δημοσιευμένη τιμή από την πραγματική. Τίποτα εδώ δεν αντλείται ούτε δημοσιεύεται· οι πραγματικές τιμές φαίνονται μόνο σε εσάς.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162"/>
        <source>The probability that the released value is within the interval shown</source>
        <translation>Η πιθανότητα η δημοσιευμένη τιμή να βρίσκεται εντός του διαστήματος που φαίνεται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="165"/>
        <source>the same shares, all of the budget</source>
        <translation>ίδια μερίδια, όλος ο προϋπολογισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest worst relative error</source>
        <translation>μικρότερο χειρότερο σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest total relative error</source>
        <translation>μικρότερο συνολικό σχετικό σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="170"/>
        <source>Distribute the budget</source>
        <translation>Κατανομή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="171"/>
        <source>Set every query&apos;s ε within the total budget.</source>
        <translation>Ορισμός του ε κάθε ερωτήματος εντός του προϋπολογισμού της δημοσίευσης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="172"/>
        <source>Confidence</source>
        <translation>Εμπιστοσύνη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="173"/>
        <source>for the</source>
        <translation>για το</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="174"/>
        <source>I need ±</source>
        <translation>Χρειάζομαι ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="175"/>
        <source>Select a query to see its plots</source>
        <translation>Επιλέξτε ένα ερώτημα για να δείτε τα διαγράμματά του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Query</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Mechanism</source>
        <translation>Μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Interval</source>
        <translation>Διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="179"/>
        <source>Relative
error</source>
        <translation>Σχετικό
σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <source>After clamping
at 0</source>
        <translation>Μετά την αύξηση
στο 0</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="178"/>
        <source>In words</source>
        <translation>Με λόγια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="180"/>
        <source>The ± you need on the selected query, in its units</source>
        <translation>Το ± που χρειάζεστε στο επιλεγμένο ερώτημα, στις μονάδες του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="181"/>
        <source>e.g. 10</source>
        <translation>π.χ. 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="182"/>
        <source>Set ε for this interval</source>
        <translation>Ορισμός ε για αυτό το διάστημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="183"/>
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>Δώστε στο επιλεγμένο ερώτημα το μικρότερο ε που φτάνει το επιθυμητό διάστημα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="188"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="199"/>
        <source>Open a table and add queries to see their expected error.</source>
        <translation>Ανοίξτε έναν πίνακα και προσθέστε ερωτήματα για να δείτε το αναμενόμενο σφάλμα τους.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="207"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="258"/>
        <source>Fix the plan first:</source>
        <translation>Διορθώστε πρώτα το σχέδιο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="217"/>
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά στη βάση δεδομένων (επιστρέφουν μόνο πλήθη και αθροίσματα· δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="219"/>
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων μία φορά (δεν φεύγουν ποτέ από αυτόν τον υπολογιστή)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="244"/>
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>Ακυρώθηκε. Κάθε αλλαγή στο σχέδιο υπολογίζει ξανά τις απαντήσεις.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="263"/>
        <source>The preview could not be computed.</source>
        <translation>Η προεπισκόπηση δεν ήταν δυνατό να υπολογιστεί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="273"/>
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>Τα ερωτήματα δαπανούν περισσότερο από τον προϋπολογισμό της δημοσίευσης: μειώστε κάποια ε (ή χρησιμοποιήστε την Κατανομή) πριν μπορέσετε να δημοσιεύσετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="275"/>
        <source>No warnings.</source>
        <translation>Καμία προειδοποίηση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="333"/>
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>Πληκτρολογήστε το διάστημα που χρειάζεστε ως αριθμό, π.χ. 10.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="342"/>
        <source>&apos;{query}&apos; cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>Το &apos;{query}&apos; δεν μπορεί να φτάσει ±{wanted} με κανένα ε έως 100.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="357"/>
        <source>Distributing the budget…</source>
        <translation>Κατανομή του προϋπολογισμού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="363"/>
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>Τα ερωτήματα άλλαξαν όσο γινόταν η κατανομή του προϋπολογισμού: δοκιμάστε ξανά.</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="17"/>
        <source>bounds</source>
        <translation>όρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>column</source>
        <translation>στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>columns</source>
        <translation>στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>categories</source>
        <translation>κατηγορίες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>bins</source>
        <translation>διαστήματα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="20"/>
        <source>groups</source>
        <translation>ομάδες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="21"/>
        <source>mechanism</source>
        <translation>μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="22"/>
        <source>what is done afterwards</source>
        <translation>μετεπεξεργασία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="23"/>
        <source>quantile</source>
        <translation>ποσοστημόριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="24"/>
        <source>cells add up to</source>
        <translation>άθροισμα των κελιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="25"/>
        <source>margins</source>
        <translation>περιθώρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="26"/>
        <source>the (other) cell</source>
        <translation>το κελί «(άλλο)»</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="27"/>
        <source>filter</source>
        <translation>φίλτρο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>id</source>
        <translation>αναγνωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>kind</source>
        <translation>είδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="29"/>
        <source>share of ε for the number of answers</source>
        <translation>μερίδιο του ε για το πλήθος των απαντήσεων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="30"/>
        <source>small-cell rule</source>
        <translation>κανόνας μικρών κελιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="33"/>
        <source>The total budget&apos;s ε</source>
        <translation>Το ε του προϋπολογισμού της δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="34"/>
        <source>The total budget&apos;s δ</source>
        <translation>Το δ του προϋπολογισμού της δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="35"/>
        <source>The population size</source>
        <translation>Το μέγεθος του πληθυσμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="36"/>
        <source>The accounting</source>
        <translation>Ο τρόπος λογιστικής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="37"/>
        <source>The total budget</source>
        <translation>Ο προϋπολογισμός της δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="38"/>
        <source>The small-cell rule</source>
        <translation>Ο κανόνας μικρών κελιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="39"/>
        <source>Who is protected: the person column</source>
        <translation>Ποιος προστατεύεται: η στήλη του προσώπου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="40"/>
        <source>Who is protected: rows per person</source>
        <translation>Ποιος προστατεύεται: γραμμές ανά πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="41"/>
        <source>Who is protected: the order of each person&apos;s rows</source>
        <translation>Ποιος προστατεύεται: η σειρά των γραμμών κάθε προσώπου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="43"/>
        <source>Who is protected</source>
        <translation>Ποιος προστατεύεται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="44"/>
        <source>The table</source>
        <translation>Ο πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="45"/>
        <source>The queries</source>
        <translation>Τα ερωτήματα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="46"/>
        <source>The publisher</source>
        <translation>Ο εκδότης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="47"/>
        <source>How the file is read</source>
        <translation>Πώς διαβάζεται το αρχείο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query &apos;{name}&apos;</source>
        <translation>Ερώτημα &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query {number}</source>
        <translation>Ερώτημα {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>{place}, {detail}</source>
        <translation>{place}, {detail}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>Column &apos;{name}&apos;</source>
        <translation>Στήλη &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="52"/>
        <source>How column &apos;{name}&apos; is read</source>
        <translation>Πώς διαβάζεται η στήλη &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="53"/>
        <source>{field} {number}</source>
        <translation>{field} {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="54"/>
        <source>{field} of {column}</source>
        <translation>{field} για {column}</translation>
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
        <translation>δεν είναι αρχείο έργου του dpstudio ({error})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="42"/>
        <source>not a dpstudio project file, or one from another version</source>
        <translation>δεν είναι αρχείο έργου του dpstudio, ή είναι από άλλη έκδοση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="43"/>
        <source>Open a .dpstudio.json file saved by dpstudio</source>
        <translation>Ανοίξτε ένα αρχείο .dpstudio.json που αποθήκευσε το dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="44"/>
        <source>Open a .dpstudio.json file saved by this dpstudio</source>
        <translation>Ανοίξτε ένα αρχείο .dpstudio.json που αποθήκευσε αυτή η έκδοση του dpstudio</translation>
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
        <translation>&amp;Ακύρωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="19"/>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="20"/>
        <source>&amp;Save</source>
        <translation>Απο&amp;θήκευση</translation>
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
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="18"/>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
</context>
<context>
    <name>QuantilesOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="25"/>
        <source>Quartiles</source>
        <translation>Τεταρτημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="26"/>
        <source>Quartiles, 0.1 and 0.9</source>
        <translation>Τεταρτημόρια, 0,1 και 0,9</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="27"/>
        <source>Quintiles</source>
        <translation>Πεμπτημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="28"/>
        <source>Deciles</source>
        <translation>Δεκατημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="29"/>
        <source>&apos;{text}&apos; is not a number: type the quantiles as numbers between 0 and 1, e.g. {example}.</source>
        <translation>Το &apos;{text}&apos; δεν είναι αριθμός: πληκτρολογήστε τα ποσοστημόρια ως αριθμούς μεταξύ 0 και 1, π.χ. {example}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="31"/>
        <source>{value} is not between 0 and 1: a quantile is a share of the sorted values (0.5 is the median).</source>
        <translation>Το {value} δεν είναι μεταξύ 0 και 1: ένα ποσοστημόριο είναι μερίδιο των ταξινομημένων τιμών (το 0,5 είναι η διάμεσος).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="33"/>
        <source>{value} has more than 3 decimal places: use a quantile such as {example}.</source>
        <translation>Το {value} έχει περισσότερα από 3 δεκαδικά ψηφία: χρησιμοποιήστε ένα ποσοστημόριο όπως το {example}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="35"/>
        <source>Give at least 2 different quantiles (for one alone, use the kind Quantile).</source>
        <translation>Δώστε τουλάχιστον 2 διαφορετικά ποσοστημόρια (για ένα μόνο, χρησιμοποιήστε το είδος Ποσοστημόριο).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="37"/>
        <source>Give at most {most} different quantiles.</source>
        <translation>Δώστε το πολύ {most} διαφορετικά ποσοστημόρια.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="38"/>
        <source>The query keeps {kept}.</source>
        <translation>Το ερώτημα κρατά τα {kept}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="102"/>
        <source>Quantiles</source>
        <translation>Ποσοστημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="106"/>
        <source>The quantiles to release, between 0 and 1, e.g. {example}: 0.5 is the median, 0.25 and 0.75 the quartiles</source>
        <translation>Τα ποσοστημόρια προς δημοσίευση, μεταξύ 0 και 1, π.χ. {example}: το 0,5 είναι η διάμεσος, τα 0,25 και 0,75 τα τεταρτημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="109"/>
        <source>Common lists of quantiles</source>
        <translation>Συνήθεις κατάλογοι ποσοστημορίων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="111"/>
        <source>Presets…</source>
        <translation>Προεπιλογές…</translation>
    </message>
</context>
<context>
    <name>QueriesModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Query</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="366"/>
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="367"/>
        <source>{kind} · people</source>
        <translation>{kind} · πρόσωπα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="368"/>
        <source>{kind} · rows</source>
        <translation>{kind} · γραμμές</translation>
    </message>
</context>
<context>
    <name>QueriesPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="232"/>
        <source>Total budget</source>
        <translation>Προϋπολογισμός της δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="240"/>
        <source>optional</source>
        <translation>προαιρετικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="241"/>
        <source>off</source>
        <translation>ανενεργό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="242"/>
        <source>How the queries&apos; budgets add up</source>
        <translation>Πώς αθροίζονται οι προϋπολογισμοί των ερωτημάτων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="245"/>
        <source>Split evenly</source>
        <translation>Ισόποση κατανομή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="246"/>
        <source>Give every query the same share of the total ε</source>
        <translation>Ίδιο μερίδιο του συνολικού ε σε κάθε ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="247"/>
        <source>Split by weights</source>
        <translation>Κατανομή κατά βάρη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="248"/>
        <source>Share the total ε in proportion to each query&apos;s weight</source>
        <translation>Μοιρασιά του συνολικού ε ανάλογα με το βάρος κάθε ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="249"/>
        <source>accounting</source>
        <translation>λογιστική</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="250"/>
        <source>people N</source>
        <translation>πρόσωπα N</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="251"/>
        <source>suppress below</source>
        <translation>απόκρυψη κάτω από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="252"/>
        <source>is one of</source>
        <translation>είναι ένα από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="253"/>
        <source>The queries to release; select one to edit it.</source>
        <translation>Τα ερωτήματα προς δημοσίευση· επιλέξτε ένα για να το επεξεργαστείτε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="254"/>
        <source>Add query</source>
        <translation>Προσθήκη ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="255"/>
        <source>Add a query of any kind</source>
        <translation>Προσθήκη ερωτήματος οποιουδήποτε είδους</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="258"/>
        <source>{kind} — {what}</source>
        <translation>{kind} — {what}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="260"/>
        <source>Remove</source>
        <translation>Αφαίρεση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="261"/>
        <source>Remove the selected query (Delete)</source>
        <translation>Αφαίρεση του επιλεγμένου ερωτήματος (Delete)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="262"/>
        <source>Selected query</source>
        <translation>Επιλεγμένο ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="263"/>
        <source>A short name for the query, used in the release files</source>
        <translation>Ένα σύντομο όνομα για το ερώτημα, που χρησιμοποιείται στα αρχεία της δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="264"/>
        <source>The column the query is about (identifiers are not offered)</source>
        <translation>Η στήλη στην οποία αναφέρεται το ερώτημα (τα αναγνωριστικά δεν προσφέρονται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="265"/>
        <source>The second column of the cross-tab</source>
        <translation>Η δεύτερη στήλη του πίνακα διπλής εισόδου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="266"/>
        <source>An optional third column of the cross-tab</source>
        <translation>Μια προαιρετική τρίτη στήλη του πίνακα διπλής εισόδου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="267"/>
        <source>0.5 is the median, 0.25 the lower quartile</source>
        <translation>Το 0,5 είναι η διάμεσος, το 0,25 το κατώτερο τεταρτημόριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="268"/>
        <source>This query&apos;s share when the budget is split by weights (1 = an equal share)</source>
        <translation>Το μερίδιο αυτού του ερωτήματος όταν ο προϋπολογισμός κατανέμεται κατά βάρη (1 = ίσο μερίδιο)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="269"/>
        <source>How noise is added; the default is right for most uses</source>
        <translation>Πώς προστίθεται ο θόρυβος· η προεπιλογή ταιριάζει στις περισσότερες χρήσεις</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="270"/>
        <source>The last cell counts the people with this many rows or more: a public cap, from what you know of the table, not from its data</source>
        <translation>Το τελευταίο κελί μετρά τα πρόσωπα με τόσες ή περισσότερες γραμμές: ένα δημόσιο ανώτατο όριο, από όσα γνωρίζετε για τον πίνακα, όχι από τα δεδομένα του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="272"/>
        <source>Move the cells so they add up to a released count of the same rows (costs no budget; the cells are rounded, and with Clamp at zero none is below 0)</source>
        <translation>Μετατόπιση των κελιών ώστε να αθροίζονται σε ένα δημοσιευμένο πλήθος των ίδιων γραμμών (δεν καταναλώνει προϋπολογισμό· τα κελιά στρογγυλοποιούνται, και με την «Περικοπή στο μηδέν» κανένα δεν είναι κάτω από 0)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="275"/>
        <source>Clamp at zero</source>
        <translation>Περικοπή στο μηδέν</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="276"/>
        <source>Negative noisy counts become 0 (post-processing: no budget). Alone it never moves a count away from the true one; cells that add up to a count are kept at 0 or above and still add up</source>
        <translation>Τα αρνητικά θορυβώδη πλήθη γίνονται 0 (μετεπεξεργασία: χωρίς προϋπολογισμό). Μόνη της δεν απομακρύνει ποτέ ένα πλήθος από το αληθινό· κελιά που αθροίζονται σε ένα πλήθος κρατούνται στο 0 ή πάνω και εξακολουθούν να αθροίζονται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="279"/>
        <source>Round to whole numbers</source>
        <translation>Στρογγυλοποίηση σε ακέραιους</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="280"/>
        <source>Post-processing: no budget; moves a value by at most 0.5 (a margin, the sum of its rounded cells, by at most their moves together)</source>
        <translation>Μετεπεξεργασία: χωρίς προϋπολογισμό· μετακινεί μια τιμή το πολύ κατά 0,5 (ένα περιθώριο, το άθροισμα των στρογγυλοποιημένων κελιών του, το πολύ κατά τις μετακινήσεις τους μαζί)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="282"/>
        <source>Only count rows whose value in this column is listed</source>
        <translation>Μέτρηση μόνο των γραμμών των οποίων η τιμή σε αυτή τη στήλη είναι στη λίστα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="283"/>
        <source>Values separated by &apos;;&apos; (e.g. F; positive)</source>
        <translation>Τιμές χωρισμένες με «;» (π.χ. F; positive)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Id</source>
        <translation>Κωδικός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Column</source>
        <translation>Στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Second column</source>
        <translation>Δεύτερη στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Third column</source>
        <translation>Τρίτη στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Quantile</source>
        <translation>Ποσοστημόριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="287"/>
        <source>Expected error</source>
        <translation>Αναμενόμενο σφάλμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Weight</source>
        <translation>Βάρος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Mechanism</source>
        <translation>Μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="289"/>
        <source>Cells add up to</source>
        <translation>Τα κελιά αθροίζονται σε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Afterwards</source>
        <translation>Έπειτα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Only rows where</source>
        <translation>Μόνο γραμμές όπου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Table</source>
        <translation>Πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Counts</source>
        <translation>Μετρά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Last cell from</source>
        <translation>Τελευταίο κελί από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Columns</source>
        <translation>Στήλες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Tables</source>
        <translation>Πίνακες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Rows to write</source>
        <translation>Γραμμές προς εγγραφή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="294"/>
        <source>Pairs to choose</source>
        <translation>Ζεύγη προς επιλογή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="295"/>
        <source>Budget for choosing</source>
        <translation>Προϋπολογισμός για την επιλογή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="346"/>
        <source>Add a query, or select one to edit it.</source>
        <translation>Προσθέστε ένα ερώτημα ή επιλέξτε ένα για να το επεξεργαστείτε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="351"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt;: {help}</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt;: {help}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="359"/>
        <source>(none)</source>
        <translation>(καμία)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="377"/>
        <source>(not adjusted)</source>
        <translation>(χωρίς προσαρμογή)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="380"/>
        <source>the count &apos;{query}&apos;</source>
        <translation>το πλήθος «{query}»</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="490"/>
        <source>δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}</source>
        <translation>Το δ πρέπει να είναι αριθμός όπως 1e-7: το «{typed}» δεν έγινε δεκτό, μένει {kept}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="508"/>
        <source>The budget&apos;s δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}.</source>
        <translation>Το δ του προϋπολογισμού πρέπει να είναι αριθμός όπως 1e-7: το «{typed}» δεν έγινε δεκτό, μένει {kept}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="516"/>
        <source>The population size must be a whole number of people, such as 250000.</source>
        <translation>Το μέγεθος του πληθυσμού πρέπει να είναι ακέραιος αριθμός προσώπων, όπως 250000.</translation>
    </message>
</context>
<context>
    <name>QueryProblems</name>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="18"/>
        <source>Bounds of &apos;{column}&apos;</source>
        <translation>Όρια της &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="19"/>
        <source>Fix them on the Columns page, in the lower and upper bound of &apos;{column}&apos;.</source>
        <translation>Διορθώστε τα στη σελίδα Στήλες, στο κάτω και στο άνω όριο της &apos;{column}&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="21"/>
        <source>Categories of &apos;{column}&apos;</source>
        <translation>Κατηγορίες της &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="22"/>
        <source>Fix them on the Columns page, in the categories of &apos;{column}&apos;, or choose other keys under Table.</source>
        <translation>Διορθώστε τες στη σελίδα Στήλες, στις κατηγορίες της &apos;{column}&apos;, ή επιλέξτε άλλα κλειδιά στο Πίνακας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="24"/>
        <source>Bins of &apos;{column}&apos;</source>
        <translation>Διαστήματα της &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="25"/>
        <source>Fix them under Table, in the bin edges of &apos;{column}&apos;.</source>
        <translation>Διορθώστε τα στο Πίνακας, στα όρια των διαστημάτων της &apos;{column}&apos;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="26"/>
        <source>The query&apos;s column</source>
        <translation>Η στήλη του ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="27"/>
        <source>Choose another in the Column list.</source>
        <translation>Επιλέξτε άλλη στη λίστα Στήλη.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="28"/>
        <source>The query&apos;s columns</source>
        <translation>Οι στήλες του ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="29"/>
        <source>Choose others in the Column lists.</source>
        <translation>Επιλέξτε άλλες στις λίστες στηλών.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="30"/>
        <source>The groups</source>
        <translation>Οι ομάδες</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="31"/>
        <source>Fix them under Table, in Group by.</source>
        <translation>Διορθώστε τες στο Πίνακας, στο Ομαδοποίηση κατά.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="32"/>
        <source>The filter on &apos;{column}&apos;</source>
        <translation>Το φίλτρο στη &apos;{column}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="33"/>
        <source>Fix it in Only rows where.</source>
        <translation>Διορθώστε το στο Μόνο γραμμές όπου.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="34"/>
        <source>The query&apos;s ε</source>
        <translation>Το ε του ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="35"/>
        <source>Fix it in the ε field.</source>
        <translation>Διορθώστε το στο πεδίο ε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="36"/>
        <source>The query&apos;s δ</source>
        <translation>Το δ του ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="37"/>
        <source>Fix it in the δ field.</source>
        <translation>Διορθώστε το στο πεδίο δ.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="38"/>
        <source>The mechanism</source>
        <translation>Ο μηχανισμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="39"/>
        <source>Choose another in the Mechanism list.</source>
        <translation>Επιλέξτε άλλον στη λίστα Μηχανισμός.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="40"/>
        <source>The quantile</source>
        <translation>Το ποσοστημόριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="41"/>
        <source>Fix it in the Quantile field.</source>
        <translation>Διορθώστε το στο πεδίο Ποσοστημόριο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="42"/>
        <source>The quantiles</source>
        <translation>Τα ποσοστημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="43"/>
        <source>Fix them in the Quantiles field, or choose a preset.</source>
        <translation>Διορθώστε τα στο πεδίο Ποσοστημόρια ή επιλέξτε μια προεπιλογή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="44"/>
        <source>The query&apos;s id</source>
        <translation>Ο κωδικός του ερωτήματος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="45"/>
        <source>Fix it in the Id field.</source>
        <translation>Διορθώστε τον στο πεδίο Κωδικός.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="46"/>
        <source>What is done afterwards</source>
        <translation>Τι γίνεται έπειτα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="47"/>
        <source>Fix it with the boxes under Afterwards.</source>
        <translation>Διορθώστε το με τα πλαίσια στο Έπειτα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="48"/>
        <source>The count the cells add up to</source>
        <translation>Η μέτρηση στην οποία αθροίζονται τα κελιά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="49"/>
        <source>Choose another in Cells add up to.</source>
        <translation>Επιλέξτε άλλη στο Τα κελιά αθροίζονται σε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="50"/>
        <source>The margins</source>
        <translation>Τα περιθώρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="51"/>
        <source>Fix it with the margins box under Table.</source>
        <translation>Διορθώστε το με το πλαίσιο των περιθωρίων στο Πίνακας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="52"/>
        <source>The (other) cell</source>
        <translation>Το κελί «(άλλο)»</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="53"/>
        <source>Fix it with the (other) box under Table.</source>
        <translation>Διορθώστε το με το πλαίσιο «(άλλο)» στο Πίνακας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="54"/>
        <source>The last cell</source>
        <translation>Το τελευταίο κελί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="55"/>
        <source>Fix it in Last cell from.</source>
        <translation>Διορθώστε το στο Τελευταίο κελί από.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="56"/>
        <source>What the query counts</source>
        <translation>Τι μετρά το ερώτημα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="57"/>
        <location filename="../../dpstudio/gui/query_problems.py" line="59"/>
        <source>Choose it in the Counts list.</source>
        <translation>Επιλέξτε το στη λίστα Μετρά.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="58"/>
        <source>How people are counted</source>
        <translation>Πώς μετριούνται τα πρόσωπα</translation>
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
        <translation>Πλήθος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="29"/>
        <source>Histogram</source>
        <translation>Ιστόγραμμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="22"/>
        <source>Cross-tab</source>
        <translation>Πίνακας διπλής εισόδου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="23"/>
        <source>Sum</source>
        <translation>Άθροισμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="13"/>
        <source>Mean</source>
        <translation>Μέσος όρος</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="39"/>
        <source>Quantile</source>
        <translation>Ποσοστημόριο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="33"/>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="39"/>
        <source>Randomized response</source>
        <translation>Τυχαιοποιημένη απόκριση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="11"/>
        <source>People by number of rows</source>
        <translation>Πρόσωπα κατά αριθμό γραμμών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="13"/>
        <source>Family of tables</source>
        <translation>Οικογένεια πινάκων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="14"/>
        <source>Synthetic table</source>
        <translation>Συνθετικός πίνακας</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="21"/>
        <source>Quantiles (several at once)</source>
        <translation>Ποσοστημόρια (πολλά μαζί)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="12"/>
        <source>Default (recommended)</source>
        <translation>Προεπιλογή (συνιστάται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="13"/>
        <source>Laplace</source>
        <translation>Laplace</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="14"/>
        <source>Discrete Laplace</source>
        <translation>Διακριτός Laplace</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="15"/>
        <source>Gaussian (needs δ)</source>
        <translation>Gauss (χρειάζεται δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="16"/>
        <source>Discrete Gaussian (needs δ)</source>
        <translation>Διακριτός Gauss (χρειάζεται δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="17"/>
        <source>Exponential</source>
        <translation>Εκθετικός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="21"/>
        <source>Sequential: budgets add up</source>
        <translation>Διαδοχική: οι προϋπολογισμοί προστίθενται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="22"/>
        <source>Sequential accounting: the queries&apos; ε (and δ) add up to what the release spends.</source>
        <translation>Διαδοχική λογιστική: τα ε (και δ) των ερωτημάτων αθροίζονται σε όσα δαπανά η δημοσίευση.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="24"/>
        <source>zCDP: less noise for many queries (needs δ)</source>
        <translation>zCDP: λιγότερος θόρυβος για πολλά ερωτήματα (χρειάζεται δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="25"/>
        <source>zCDP accounting: Gaussian noise adds up more slowly, so many queries get less noise for the same total ε and δ; each query&apos;s ε is its share of the total, and δ must be above 0.</source>
        <translation>Λογιστική zCDP: ο θόρυβος Gauss αθροίζεται πιο αργά, οπότε πολλά ερωτήματα παίρνουν λιγότερο θόρυβο για το ίδιο συνολικό ε και δ· το ε κάθε ερωτήματος είναι το μερίδιό του στο σύνολο, και το δ πρέπει να είναι πάνω από 0.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="18"/>
        <source>How many people (each once) or rows, optionally only those matching a filter.</source>
        <translation>Πόσα πρόσωπα (το καθένα μία φορά) ή γραμμές, προαιρετικά μόνο όσα πληρούν ένα φίλτρο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="30"/>
        <source>How many people or rows fall in each category or bin of one column.</source>
        <translation>Πόσα πρόσωπα ή γραμμές πέφτουν σε κάθε κατηγορία ή διάστημα μιας στήλης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="23"/>
        <source>How many people or rows fall in each combination of 2 or 3 columns&apos; categories.</source>
        <translation>Πόσα πρόσωπα ή γραμμές πέφτουν σε κάθε συνδυασμό των κατηγοριών 2 ή 3 στηλών.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="12"/>
        <source>How many people have 1, 2, 3, … rows (visits per patient), up to a public cap; all of a person&apos;s rows count, and each person is in one cell.</source>
        <translation>Πόσα πρόσωπα έχουν 1, 2, 3, … γραμμές (επισκέψεις ανά ασθενή), έως ένα δημόσιο ανώτατο όριο· μετρούν όλες οι γραμμές ενός προσώπου, και κάθε πρόσωπο είναι σε ένα κελί.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="14"/>
        <source>Several tables over the same columns (each column alone, every pair, …), measured once: the tables agree exactly and are more accurate than each measured on its own.</source>
        <translation>Πολλοί πίνακες πάνω στις ίδιες στήλες (κάθε στήλη μόνη της, κάθε ζεύγος, …), μετρημένοι μία φορά: οι πίνακες συμφωνούν ακριβώς και είναι ακριβέστεροι από ό,τι αν μετριόταν ο καθένας μόνος του.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="15"/>
        <source>Synthetic rows for researchers, drawn from tables of every pair of the columns measured once with noise: no row is a patient, and the rows keep only the relations those tables show.</source>
        <translation>Συνθετικές γραμμές για ερευνητές, από πίνακες κάθε ζεύγους στηλών που μετρήθηκαν μία φορά με θόρυβο: καμία γραμμή δεν είναι ασθενής, και οι γραμμές διατηρούν μόνο τις σχέσεις που δείχνουν αυτοί οι πίνακες.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="22"/>
        <source>Several quantiles (e.g. the quartiles) of a numeric column, chosen jointly by the exponential mechanism: 5 quantiles need 3 shares of the query&apos;s ε, not 5.</source>
        <translation>Πολλά ποσοστημόρια (π.χ. τα τεταρτημόρια) μιας αριθμητικής στήλης, επιλεγμένα από κοινού με τον εκθετικό μηχανισμό: 5 ποσοστημόρια χρειάζονται 3 μερίδια του ε του ερωτήματος, όχι 5.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="20"/>
        <source>how many people or rows</source>
        <translation>πόσα πρόσωπα ή γραμμές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="32"/>
        <source>people or rows per category or bin of one column</source>
        <translation>πρόσωπα ή γραμμές ανά κατηγορία ή διάστημα μιας στήλης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="25"/>
        <source>people or rows per combination of 2 or 3 columns</source>
        <translation>πρόσωπα ή γραμμές ανά συνδυασμό 2 ή 3 στηλών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="17"/>
        <source>every table of one and of two columns, measured together</source>
        <translation>κάθε πίνακας μίας και δύο στηλών, μετρημένοι μαζί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="18"/>
        <source>synthetic rows from tables of every pair of columns; no row is a patient</source>
        <translation>συνθετικές γραμμές από πίνακες κάθε ζεύγους στηλών· καμία γραμμή δεν είναι ασθενής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="15"/>
        <source>people by their number of rows (visits per patient)</source>
        <translation>πρόσωπα κατά αριθμό γραμμών τους (επισκέψεις ανά ασθενή)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="24"/>
        <source>The total of a numeric column, with values clamped to the column&apos;s bounds.</source>
        <translation>Το σύνολο μιας αριθμητικής στήλης, με τις τιμές περιορισμένες στα όρια της στήλης.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="14"/>
        <source>The average of a numeric column within its bounds.</source>
        <translation>Ο μέσος όρος μιας αριθμητικής στήλης εντός των ορίων της.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="40"/>
        <source>A quantile (0.5 = median) of a numeric column, chosen by the exponential mechanism.</source>
        <translation>Ένα ποσοστημόριο (0,5 = διάμεσος) μιας αριθμητικής στήλης, επιλεγμένο με τον εκθετικό μηχανισμό.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="34"/>
        <source>Each row&apos;s value is randomized, and the number of answers is a noisy count (a tenth of the ε by default), so neither a value nor a person&apos;s presence is revealed.</source>
        <translation>Η τιμή κάθε γραμμής τυχαιοποιείται και ο αριθμός των απαντήσεων είναι ένα πλήθος με θόρυβο (εξ ορισμού το ένα δέκατο του ε), ώστε να μην αποκαλύπτεται ούτε μια τιμή ούτε η παρουσία ενός προσώπου.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="26"/>
        <source>the total of a number column</source>
        <translation>το σύνολο μιας αριθμητικής στήλης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="15"/>
        <source>the average of a number column</source>
        <translation>ο μέσος όρος μιας αριθμητικής στήλης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="42"/>
        <source>a median or other quantile of a number column</source>
        <translation>η διάμεσος ή άλλο ποσοστημόριο μιας αριθμητικής στήλης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="25"/>
        <source>several quantiles of a number column, chosen jointly</source>
        <translation>πολλά ποσοστημόρια μιας αριθμητικής στήλης, επιλεγμένα από κοινού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="37"/>
        <source>each row&apos;s category, randomized</source>
        <translation>η κατηγορία κάθε γραμμής, τυχαιοποιημένη</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="21"/>
        <source>The reason is recorded in the ledger&apos;s hash chain and shown with it (in the app, and by &lt;code&gt;dpstudio ledger show&lt;/code&gt;).</source>
        <translation>Η αιτία καταγράφεται στην αλυσίδα κατακερματισμού του βιβλίου προϋπολογισμού και εμφανίζεται μαζί της (στην εφαρμογή και με την εντολή &lt;code&gt;dpstudio ledger show&lt;/code&gt;).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="24"/>
        <source>Why; recorded in the ledger</source>
        <translation>Γιατί· καταγράφεται στο βιβλίο προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="25"/>
        <source>e.g. approved by the data protection board on 2026-03-02</source>
        <translation>π.χ. εγκρίθηκε από την επιτροπή προστασίας δεδομένων στις 2026-03-02</translation>
    </message>
</context>
<context>
    <name>ReleasePage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="40"/>
        <source>Cancelled before the budget was charged: nothing was released, charged or written.</source>
        <translation>Ακυρώθηκε πριν χρεωθεί ο προϋπολογισμός: τίποτα δεν δημοσιεύθηκε, δεν χρεώθηκε και δεν γράφτηκε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="191"/>
        <source>A new folder for the release files; it must not exist yet</source>
        <translation>Ένας νέος φάκελος για τα αρχεία της δημοσίευσης· δεν πρέπει να υπάρχει ήδη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="192"/>
        <source>Choose…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="193"/>
        <source>Export release…</source>
        <translation>Εξαγωγή δημοσίευσης…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="194"/>
        <source>Draws the noise once, spends the budget and writes the files</source>
        <translation>Αντλεί τον θόρυβο μία φορά, δαπανά τον προϋπολογισμό και γράφει τα αρχεία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="196"/>
        <source>Who publishes, as the report should show it: an organisation or a display name. It is saved with the project. Leave it empty and the report names no one; your computer&apos;s user name is never published (it stays in the private ledger).</source>
        <translation>Ποιος δημοσιεύει, όπως πρέπει να φαίνεται στην αναφορά: ένας οργανισμός ή ένα εμφανιζόμενο όνομα. Αποθηκεύεται με το έργο. Αν μείνει κενό, η αναφορά δεν κατονομάζει κανέναν· το όνομα χρήστη του υπολογιστή σας δεν δημοσιεύεται ποτέ (μένει στο ιδιωτικό βιβλίο προϋπολογισμού).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="199"/>
        <source>e.g. Data Office, St Example Hospital (optional)</source>
        <translation>π.χ. Γραφείο Δεδομένων, Νοσοκομείο Παράδειγμα (προαιρετικό)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="200"/>
        <source>Save as Python script…</source>
        <translation>Αποθήκευση ως σενάριο Python…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="204"/>
        <source>Save as notebook…</source>
        <translation>Αποθήκευση ως σημειωματάριο…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="205"/>
        <source>The same as a Jupyter notebook</source>
        <translation>Το ίδιο ως σημειωματάριο Jupyter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="206"/>
        <source>Export public key…</source>
        <translation>Εξαγωγή δημόσιου κλειδιού…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="208"/>
        <source>Save the data office&apos;s public key, for the recipients of your releases: every release is signed with its private key, kept beside the ledger, and a recipient checks a release with dpstudio verify FOLDER --key FILE</source>
        <translation>Αποθήκευση του δημόσιου κλειδιού του γραφείου δεδομένων, για τους παραλήπτες των δημοσιεύσεών σας: κάθε δημοσίευση υπογράφεται με το ιδιωτικό του κλειδί, που φυλάσσεται δίπλα στο βιβλίο προϋπολογισμού, και ένας παραλήπτης ελέγχει μια δημοσίευση με dpstudio verify FOLDER --key FILE</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="212"/>
        <source>The language of report.html and report.pdf, recorded in release.json (whose field names stay English). It follows the app&apos;s language until you choose.</source>
        <translation>Η γλώσσα των report.html και report.pdf, που καταγράφεται στο release.json (τα ονόματα πεδίων του μένουν αγγλικά). Ακολουθεί τη γλώσσα της εφαρμογής μέχρι να επιλέξετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="214"/>
        <source>The most ε this dataset may ever spend, over all its releases</source>
        <translation>Το μέγιστο ε που μπορεί ποτέ να δαπανήσει αυτό το σύνολο δεδομένων, σε όλες τις δημοσιεύσεις του</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="216"/>
        <source>The most δ this dataset may ever spend, over all its releases (default {default}, as the command line&apos;s ledger set-budget has it). Only Gaussian noise spends δ; 0 allows Laplace-only releases.</source>
        <translation>Το μέγιστο δ που μπορεί ποτέ να δαπανήσει αυτό το σύνολο δεδομένων, σε όλες τις δημοσιεύσεις του (προεπιλογή {default}, όπως στο ledger set-budget της γραμμής εντολών). Μόνο ο θόρυβος Gauss δαπανά δ· το 0 επιτρέπει μόνο δημοσιεύσεις με θόρυβο Laplace.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="219"/>
        <source>Set lifetime budget</source>
        <translation>Ορισμός συνολικού προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="221"/>
        <source>Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for a reason)</source>
        <translation>Καταγραφή του συνολικού προϋπολογισμού αυτών των προσώπων στο βιβλίο (η αλλαγή καταγράφεται· η αύξηση ζητά αιτιολογία)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="223"/>
        <source>New population</source>
        <translation>Νέος πληθυσμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="225"/>
        <source>Declare the table&apos;s people a population of their own, not the known one they match (asks for a reason, which is recorded)</source>
        <translation>Δήλωση των προσώπων του πίνακα ως ξεχωριστού πληθυσμού, όχι του γνωστού με τον οποίο ταιριάζουν (ζητά αιτιολογία, που καταγράφεται)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="228"/>
        <source>Which population the table&apos;s people belong to: recognised by the ledger, or one you declare them part of (recorded in the ledger)</source>
        <translation>Σε ποιον πληθυσμό ανήκουν τα πρόσωπα του πίνακα: όπως τον αναγνωρίζει το βιβλίο, ή έναν στον οποίο δηλώνετε ότι ανήκουν (καταγράφεται στο βιβλίο)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="231"/>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="331"/>
        <source>Recognised by the ledger</source>
        <translation>Όπως τον αναγνωρίζει το βιβλίο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="232"/>
        <source>Write the release to</source>
        <translation>Εγγραφή της δημοσίευσης στο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="233"/>
        <source>Lifetime ε</source>
        <translation>Συνολικό ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="234"/>
        <source>Published by</source>
        <translation>Δημοσιεύεται από</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="235"/>
        <source>Report in</source>
        <translation>Αναφορά στα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="252"/>
        <source>Choose a name for the new release folder</source>
        <translation>Επιλέξτε όνομα για τον νέο φάκελο δημοσίευσης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="261"/>
        <source>each person (&lt;i&gt;{column}&lt;/i&gt;, at most {rows} each)</source>
        <translation>κάθε πρόσωπο (&lt;i&gt;{column}&lt;/i&gt;, το πολύ {rows} το καθένα)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="264"/>
        <source>This release answers &lt;b&gt;{queries}&lt;/b&gt; and spends &lt;b&gt;ε = {epsilon}&lt;/b&gt; and δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The noise is drawn once, when you export.</source>
        <translation>Αυτή η δημοσίευση απαντά σε &lt;b&gt;{queries}&lt;/b&gt; και δαπανά &lt;b&gt;ε = {epsilon}&lt;/b&gt; και δ = {delta} από τον προϋπολογισμό ε = {budget_epsilon}, δ = {budget_delta}. Προστατεύει {unit}. Ο θόρυβος αντλείται μία φορά, κατά την εξαγωγή.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="369"/>
        <source>the lifetime δ must be a number from 0 to below 1, such as {default}: “{typed}” was not taken</source>
        <translation>το συνολικό δ πρέπει να είναι αριθμός από 0 έως κάτω από 1, όπως {default}: το «{typed}» δεν έγινε δεκτό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="371"/>
        <source>Type the lifetime δ again, or leave {default}</source>
        <translation>Πληκτρολογήστε ξανά το συνολικό δ, ή αφήστε το {default}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="392"/>
        <source>Treat the people of {table} as a population of their own, with a lifetime budget of ε = {epsilon} and δ = {delta}?</source>
        <translation>Να θεωρηθούν τα πρόσωπα του {table} ξεχωριστός πληθυσμός, με συνολικό προϋπολογισμό ε = {epsilon} και δ = {delta};</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="400"/>
        <source>Raise the lifetime budget of these people from ε = {old}, δ = {old_delta} to ε = {new}, δ = {new_delta}? Every release of them adds to what an attacker may learn about each person.</source>
        <translation>Αύξηση του συνολικού προϋπολογισμού αυτών των προσώπων από ε = {old}, δ = {old_delta} σε ε = {new}, δ = {new_delta}; Κάθε δημοσίευση γι&apos; αυτά προσθέτει σε όσα μπορεί να μάθει ένας επιτιθέμενος για κάθε πρόσωπο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="467"/>
        <source>Saved {file}: it releases this plan as Export does, charged to the same ledger. Each run is a new release with fresh noise, charged again, and is refused over the lifetime budget.</source>
        <translation>Αποθηκεύτηκε το {file}: δημοσιεύει αυτό το σχέδιο όπως η εξαγωγή, με χρέωση στο ίδιο βιβλίο προϋπολογισμού. Κάθε εκτέλεση είναι μια νέα δημοσίευση με νέο θόρυβο, χρεώνεται ξανά και απορρίπτεται αν υπερβαίνει τον συνολικό προϋπολογισμό του πληθυσμού.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="263"/>
        <source>each row</source>
        <translation>κάθε γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="202"/>
        <source>A runnable script that releases this plan as Export does, charged to the same ledger (each run is a new release, refused over the lifetime budget): for reviewers and pipelines</source>
        <translation>Ένα εκτελέσιμο σενάριο που δημοσιεύει αυτό το σχέδιο όπως η εξαγωγή, με χρέωση στο ίδιο βιβλίο προϋπολογισμού (κάθε εκτέλεση είναι μια νέα δημοσίευση και απορρίπτεται αν υπερβαίνει τον συνολικό προϋπολογισμό του πληθυσμού): για ελεγκτές και ροές εργασιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="271"/>
        <source>&lt;b&gt;Category lists taken from the data&lt;/b&gt; (recorded): {columns}.</source>
        <translation>&lt;b&gt;Κατάλογοι κατηγοριών από τα δεδομένα&lt;/b&gt; (καταγράφεται): {columns}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="333"/>
        <source>Part of population {id} (first seen in {source})</source>
        <translation>Μέρος του πληθυσμού {id} (πρωτοεμφανίστηκε στο {source})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="391"/>
        <source>Declare a new population</source>
        <translation>Δήλωση νέου πληθυσμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="397"/>
        <source>Declare new population</source>
        <translation>Δήλωση νέου πληθυσμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="399"/>
        <source>Raise the lifetime budget</source>
        <translation>Αύξηση του συνολικού προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="405"/>
        <source>Raise budget</source>
        <translation>Αύξηση προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Python scripts</source>
        <translation>Σενάρια Python</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Jupyter notebooks</source>
        <translation>Σημειωματάρια Jupyter</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="452"/>
        <source>Save the plan as code</source>
        <translation>Αποθήκευση του σχεδίου ως κώδικα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="464"/>
        <source>the file could not be written ({reason})</source>
        <translation>το αρχείο δεν ήταν δυνατό να γραφτεί ({reason})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="465"/>
        <source>Choose another folder</source>
        <translation>Επιλέξτε άλλον φάκελο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="484"/>
        <source>Export the data office&apos;s public key</source>
        <translation>Εξαγωγή του δημόσιου κλειδιού του γραφείου δεδομένων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="486"/>
        <source>Public keys</source>
        <translation>Δημόσια κλειδιά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="498"/>
        <source>The data office&apos;s public key is saved in {file}. Its fingerprint is &lt;code&gt;{fingerprint}&lt;/code&gt;. Publish both where the recipients of your releases get them from you (not only inside a release); they check a release with &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt;.</source>
        <translation>Το δημόσιο κλειδί του γραφείου δεδομένων αποθηκεύτηκε στο {file}. Το αποτύπωμά του είναι &lt;code&gt;{fingerprint}&lt;/code&gt;. Δημοσιεύστε και τα δύο εκεί όπου οι παραλήπτες των δημοσιεύσεών σας τα παίρνουν απευθείας από εσάς (όχι μόνο μέσα σε μια δημοσίευση)· ελέγχουν μια δημοσίευση με &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt;.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="528"/>
        <source>The export would be refused</source>
        <translation>Η εξαγωγή θα απορριφθεί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="530"/>
        <source>Spend the budget and export?</source>
        <translation>Δαπάνη του προϋπολογισμού και εξαγωγή;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="554"/>
        <source>{summary}

Nothing was charged or written. Raise the lifetime budget on this page, or spend less ε and δ on Queries &amp; budget.</source>
        <translation>{summary}

Τίποτα δεν χρεώθηκε ούτε γράφτηκε. Αυξήστε τον συνολικό προϋπολογισμό σε αυτή τη σελίδα ή δαπανήστε λιγότερο ε και δ στα Ερωτήματα &amp; προϋπολογισμός.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="556"/>
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
        <location filename="../../dpstudio/gui/pages/release_page.py" line="535"/>
        <source>Drawing the release…</source>
        <translation>Άντληση της δημοσίευσης…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="577"/>
        <source>&lt;b&gt;Cancel came too late:&lt;/b&gt; the budget had already been charged, so the release was completed and written.</source>
        <translation>&lt;b&gt;Η ακύρωση ήρθε πολύ αργά:&lt;/b&gt; ο προϋπολογισμός είχε ήδη χρεωθεί, οπότε η δημοσίευση ολοκληρώθηκε και γράφτηκε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="579"/>
        <source>&lt;b&gt;Released&lt;/b&gt; into {folder}, spending ε = {epsilon} and δ = {delta}.</source>
        <translation>&lt;b&gt;Δημοσιεύθηκε&lt;/b&gt; στο {folder}, με δαπάνη ε = {epsilon} και δ = {delta}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="586"/>
        <source>For your eyes only (not in the release):</source>
        <translation>Μόνο για τα μάτια σας (όχι στη δημοσίευση):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="600"/>
        <source>Nothing was released.</source>
        <translation>Τίποτα δεν δημοσιεύθηκε.</translation>
    </message>
</context>
<context>
    <name>ReleaseTexts</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="179"/>
        <source>suppressed (small-cell rule)</source>
        <translation>αποκρύφθηκε (κανόνας μικρών κελιών)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="180"/>
        <source>no estimate (too few values)</source>
        <translation>χωρίς εκτίμηση (πολύ λίγες τιμές)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="181"/>
        <source>Released values (± is an interval that holds the true value with at least 95% probability):</source>
        <translation>Δημοσιευμένες τιμές (το ± είναι ένα διάστημα που περιέχει την πραγματική τιμή με πιθανότητα τουλάχιστον 95%):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="182"/>
        <source>On this table, the values within those places lie between {low} and {high}: for your eyes only (the release and its report cannot say it).</source>
        <translation>Σε αυτόν τον πίνακα, οι τιμές μέσα σε αυτές τις θέσεις βρίσκονται μεταξύ {low} και {high}: μόνο για τα δικά σας μάτια (η δημοσίευση και η αναφορά της δεν μπορούν να το πουν).</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="184"/>
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… άλλα {more} κελιά στα release.csv, release.xlsx και release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="185"/>
        <source>… 1 more cell in release.csv, release.xlsx and release.json.</source>
        <translation>… 1 ακόμη κελί στα release.csv, release.xlsx και release.json.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="186"/>
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: ανοίξτε έναν πίνακα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="187"/>
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: προσθέστε ένα ερώτημα στη σελίδα {page}.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="188"/>
        <source>(and {count} more)</source>
        <translation>(και {count} ακόμη)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="189"/>
        <source>each cell ± {together} (measured on its own: ± {alone})</source>
        <translation>κάθε κελί ± {together} (αν μετριόταν μόνος του: ± {alone})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="190"/>
        <source>the synthetic rows differ from it by at most {difference} per cell</source>
        <translation>οι συνθετικές γραμμές διαφέρουν από αυτόν το πολύ κατά {difference} ανά κελί</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="191"/>
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>Η εξαγωγή δεν είναι ακόμη δυνατή: {problem}{more}. Διορθώστε το στη σελίδα {page}.</translation>
    </message>
</context>
<context>
    <name>ResolutionField</name>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="44"/>
        <source>Resolution</source>
        <translation>Ανάλυση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="47"/>
        <source>The step between the values the quantile may publish, in the column&apos;s unit: 0.1 publishes 3.4, 0.01 publishes 3.42. Best the precision the values are written with. Empty: the default</source>
        <translation>Το βήμα ανάμεσα στις τιμές που μπορεί να δημοσιεύσει το ποσοστημόριο, στη μονάδα της στήλης: το 0,1 δημοσιεύει 3,4, το 0,01 δημοσιεύει 3,42. Καλύτερα η ακρίβεια με την οποία είναι γραμμένες οι τιμές. Κενό: η προεπιλογή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="74"/>
        <source>default: {step}</source>
        <translation>προεπιλογή: {step}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="91"/>
        <source>{count} candidate values from {low} to {high}</source>
        <translation>{count} υποψήφιες τιμές από {low} έως {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="122"/>
        <source>&apos;{text}&apos; is not a positive number: type the step between the values, e.g. 0.1.</source>
        <translation>Το «{text}» δεν είναι θετικός αριθμός: πληκτρολογήστε το βήμα ανάμεσα στις τιμές, π.χ. 0,1.</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="127"/>
        <source>Each person by</source>
        <translation>Ανά πρόσωπο:</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="128"/>
        <source>How a person&apos;s quasi-identifiers are read: the set of the combinations on all their rows (what someone who knows all their visits can match: the stricter), or the combination on their first or last row</source>
        <translation>Πώς διαβάζονται τα οιονεί αναγνωριστικά ενός προσώπου: ως το σύνολο των συνδυασμών σε όλες τις γραμμές του (ό,τι μπορεί να αντιστοιχίσει όποιος γνωρίζει όλες τις επισκέψεις του: το αυστηρότερο) ή ως ο συνδυασμός στην πρώτη ή την τελευταία του γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="131"/>
        <source>Count records whose chance of being singled out (1 / class size) is above this</source>
        <translation>Μέτρηση των εγγραφών με πιθανότητα να ξεχωρίσουν (1 / μέγεθος κλάσης) πάνω από αυτή την τιμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="133"/>
        <source>Risk threshold</source>
        <translation>Κατώφλι κινδύνου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="134"/>
        <source>Unique records when only these quasi-identifiers are known (class sizes only)</source>
        <translation>Μοναδικές εγγραφές όταν είναι γνωστά μόνο αυτά τα οιονεί αναγνωριστικά (μόνο μεγέθη κλάσεων)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Known quasi-identifiers</source>
        <translation>Γνωστά οιονεί αναγνωριστικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="219"/>
        <source>Unique records</source>
        <translation>Μοναδικές εγγραφές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="137"/>
        <source>Show the smallest classes…</source>
        <translation>Οι μικρότερες κλάσεις…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="138"/>
        <source>Lists the rarest combinations of quasi-identifier values with their class sizes. Only you see them.</source>
        <translation>Εμφανίζει τους σπανιότερους συνδυασμούς τιμών οιονεί αναγνωριστικών με τα μεγέθη των κλάσεών τους. Μόνο εσείς τους βλέπετε.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="158"/>
        <source>&lt;b&gt;Re-identification risk, counting rows&lt;/b&gt; (for your eyes only, never released)</source>
        <translation>&lt;b&gt;Κίνδυνος επαναταυτοποίησης, μετρώντας γραμμές&lt;/b&gt; (μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="161"/>
        <source>&lt;b&gt;Re-identification risk, counting people&lt;/b&gt; (each {column}; for your eyes only, never released)</source>
        <translation>&lt;b&gt;Κίνδυνος επαναταυτοποίησης, μετρώντας πρόσωπα&lt;/b&gt; (κάθε τιμή του {column}· μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="164"/>
        <source>all their rows (the stricter)</source>
        <translation>όλες οι γραμμές του (αυστηρότερο)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="165"/>
        <source>their first row by {column}</source>
        <translation>πρώτη γραμμή κατά {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in a random order</source>
        <translation>πρώτη γραμμή σε τυχαία σειρά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in file order</source>
        <translation>πρώτη γραμμή κατά τη σειρά του αρχείου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="167"/>
        <source>their last row by {column}</source>
        <translation>τελευταία γραμμή κατά {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in a random order</source>
        <translation>τελευταία γραμμή σε τυχαία σειρά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in file order</source>
        <translation>τελευταία γραμμή κατά τη σειρά του αρχείου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="174"/>
        <source>Mark quasi-identifiers to see the risk.</source>
        <translation>Σημειώστε οιονεί αναγνωριστικά για να δείτε τον κίνδυνο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="175"/>
        <source>Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is.</source>
        <translation>Σημειώστε οιονεί αναγνωριστικά (ηλικία, φύλο, ΤΚ…) για να δείτε πόσο επαναταυτοποιήσιμος είναι ο πίνακας.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="176"/>
        <source>Computing…</source>
        <translation>Υπολογισμός…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Unique people</source>
        <translation>Μοναδικά πρόσωπα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="241"/>
        <source>Smallest classes (for your eyes only)</source>
        <translation>Μικρότερες κλάσεις (μόνο για τα μάτια σας)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>people in the class</source>
        <translation>πρόσωπα στην κλάση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>rows in the class</source>
        <translation>γραμμές στην κλάση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="249"/>
        <source>The rarest combinations of quasi-identifier values. Someone who knows them can find these people&apos;s rows. Never share this list.</source>
        <translation>Οι σπανιότεροι συνδυασμοί τιμών οιονεί αναγνωριστικών. Όποιος τους γνωρίζει μπορεί να βρει τις γραμμές αυτών των προσώπων. Μην κοινοποιήσετε ποτέ αυτόν τον κατάλογο.</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="221"/>
        <source>The colour of a column&apos;s header says its role (set on the Columns page)</source>
        <translation>Το χρώμα της επικεφαλίδας μιας στήλης δείχνει τον ρόλο της (ορίζεται στη σελίδα Στήλες)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="222"/>
        <source>Header colours:</source>
        <translation>Χρώματα επικεφαλίδων:</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="111"/>
        <source>Change an expected number</source>
        <translation>Αλλαγή αναμενόμενου αριθμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="417"/>
        <source>Apply the plan</source>
        <translation>Εφαρμογή του σχεδίου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="455"/>
        <location filename="../../dpstudio/gui/main_window.py" line="509"/>
        <source>Open the project&apos;s plan</source>
        <translation>Άνοιγμα του σχεδίου του έργου</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="19"/>
        <source>Distribute the budget</source>
        <translation>Κατανομή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="348"/>
        <source>Set ε of {query} for ±{wanted}</source>
        <translation>Ορισμός ε του {query} για ±{wanted}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="40"/>
        <source>Rename {query}</source>
        <translation>Μετονομασία του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="41"/>
        <source>Change the column of {query}</source>
        <translation>Αλλαγή της στήλης του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="55"/>
        <source>Change the pairs to choose of {query}</source>
        <translation>Αλλαγή των ζευγών προς επιλογή του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="56"/>
        <source>Change the budget for choosing of {query}</source>
        <translation>Αλλαγή του προϋπολογισμού για την επιλογή του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="58"/>
        <source>Change the rows to write of {query}</source>
        <translation>Αλλαγή των γραμμών προς εγγραφή του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="59"/>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="42"/>
        <source>Change the columns of {query}</source>
        <translation>Αλλαγή των στηλών του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="60"/>
        <source>Change the tables of {query}</source>
        <translation>Αλλαγή των πινάκων του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="43"/>
        <source>Change the quantile of {query}</source>
        <translation>Αλλαγή του ποσοστημορίου του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="44"/>
        <source>Change ε of {query}</source>
        <translation>Αλλαγή του ε του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="45"/>
        <source>Change the mechanism of {query}</source>
        <translation>Αλλαγή του μηχανισμού του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="46"/>
        <source>Change δ of {query}</source>
        <translation>Αλλαγή του δ του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="47"/>
        <source>Change the post-processing of {query}</source>
        <translation>Αλλαγή της μετεπεξεργασίας του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="48"/>
        <source>Change the filter of {query}</source>
        <translation>Αλλαγή του φίλτρου του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="49"/>
        <source>Change the last cell of {query}</source>
        <translation>Αλλαγή του τελευταίου κελιού του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="472"/>
        <source>Change what {query} counts</source>
        <translation>Αλλαγή του τι μετρά το {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="481"/>
        <source>Change what the cells of {query} add up to</source>
        <translation>Αλλαγή του αθροίσματος στο οποίο αθροίζονται τα κελιά του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="520"/>
        <source>Change the budget</source>
        <translation>Αλλαγή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="534"/>
        <source>Change the accounting</source>
        <translation>Αλλαγή της λογιστικής</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="541"/>
        <source>Change the small-cell rule</source>
        <translation>Αλλαγή του κανόνα μικρών κελιών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="577"/>
        <source>Add the query {query}</source>
        <translation>Προσθήκη του ερωτήματος {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="593"/>
        <source>Remove the query {query}</source>
        <translation>Αφαίρεση του ερωτήματος {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="600"/>
        <source>Change the weight of {query}</source>
        <translation>Αλλαγή του βάρους του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="605"/>
        <source>Split the budget evenly</source>
        <translation>Ισόποση κατανομή του προϋπολογισμού</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="610"/>
        <source>Split the budget by weights</source>
        <translation>Κατανομή του προϋπολογισμού κατά βάρη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="427"/>
        <source>Change the publisher</source>
        <translation>Αλλαγή του εκδότη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="54"/>
        <source>Change the bins of {column} in {query}</source>
        <translation>Αλλαγή των διαστημάτων της {column} στο {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="299"/>
        <source>Change the groups of {query}</source>
        <translation>Αλλαγή των ομάδων του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="305"/>
        <source>Change the keys of {column} in {query}</source>
        <translation>Αλλαγή των κλειδιών της {column} στο {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="328"/>
        <source>Change the (other) cell of {query}</source>
        <translation>Αλλαγή του κελιού «(άλλο)» του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="332"/>
        <source>Change the margins of {query}</source>
        <translation>Αλλαγή των περιθωρίων του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="240"/>
        <source>Apply the suggested roles</source>
        <translation>Εφαρμογή των προτεινόμενων ρόλων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="261"/>
        <source>Mark {column} as {role}</source>
        <translation>Σήμανση της {column} ως {role}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="275"/>
        <source>Clear the bounds of {column}</source>
        <translation>Διαγραφή των ορίων της {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="291"/>
        <source>Set the bounds of {column}</source>
        <translation>Ορισμός των ορίων της {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="326"/>
        <source>Set the categories of {column}</source>
        <translation>Ορισμός των κατηγοριών της {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="234"/>
        <source>Set the unit of {column}</source>
        <translation>Ορισμός της μονάδας της {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="325"/>
        <source>Take the categories of {column} from the data</source>
        <translation>Λήψη των κατηγοριών της {column} από τα δεδομένα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="425"/>
        <source>Change which rows each person keeps</source>
        <translation>Αλλαγή των γραμμών που κρατά κάθε πρόσωπο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="426"/>
        <source>Change who is protected</source>
        <translation>Αλλαγή του ποιος προστατεύεται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="24"/>
        <source>Change the quantiles of {query}</source>
        <translation>Αλλαγή των ποσοστημορίων του {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="26"/>
        <source>Summarise every column</source>
        <translation>Σύνοψη κάθε στήλης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="19"/>
        <source>Change the resolution of {query}</source>
        <translation>Αλλαγή της ανάλυσης του {query}</translation>
    </message>
</context>
<context>
    <name>SummaryAction</name>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="27"/>
        <source>Added 1 query from what the Columns page declares; review, edit or remove it like any other.</source>
        <translation>Προστέθηκε 1 ερώτημα από όσα δηλώνει η σελίδα Στήλες· ελέγξτε, επεξεργαστείτε ή αφαιρέστε το όπως κάθε άλλο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="29"/>
        <source>Added {count} queries from what the Columns page declares; review, edit or remove them like any other.</source>
        <translation>Προστέθηκαν {count} ερωτήματα από όσα δηλώνει η σελίδα Στήλες· ελέγξτε, επεξεργαστείτε ή αφαιρέστε τα όπως κάθε άλλο.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="31"/>
        <source>Nothing was added: no column has categories or bounds declared. Declare them on the Columns page, then summarise again.</source>
        <translation>Δεν προστέθηκε τίποτα: καμία στήλη δεν έχει δηλωμένες κατηγορίες ή όρια. Δηλώστε τα στη σελίδα Στήλες και κάντε ξανά τη σύνοψη.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="33"/>
        <source>1 column left out, with neither categories nor bounds declared: {columns}. To summarise it, declare its categories or bounds on the Columns page.</source>
        <translation>1 στήλη παραλείφθηκε, χωρίς δηλωμένες κατηγορίες ή όρια: {columns}. Για να συνοψιστεί, δηλώστε τις κατηγορίες ή τα όριά της στη σελίδα Στήλες.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="35"/>
        <source>{count} columns left out, with neither categories nor bounds declared: {columns}. To summarise them, declare their categories or bounds on the Columns page.</source>
        <translation>{count} στήλες παραλείφθηκαν, χωρίς δηλωμένες κατηγορίες ή όρια: {columns}. Για να συνοψιστούν, δηλώστε τις κατηγορίες ή τα όριά τους στη σελίδα Στήλες.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="38"/>
        <source>The summary shares what the queries already in the plan leave of the total ε, {left}, among its own queries.</source>
        <translation>Η σύνοψη μοιράζει ό,τι αφήνουν από το συνολικό ε τα ερωτήματα που ήδη υπάρχουν στο σχέδιο, {left}, στα δικά της ερωτήματα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="40"/>
        <source>Nothing was added: the queries already in the plan spend the whole total ε. Raise the total ε, or lower some query&apos;s ε, then summarise again.</source>
        <translation>Δεν προστέθηκε τίποτα: τα ερωτήματα που ήδη υπάρχουν στο σχέδιο δαπανούν όλο το συνολικό ε. Αυξήστε το συνολικό ε ή μειώστε το ε κάποιου ερωτήματος και κάντε ξανά τη σύνοψη.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="42"/>
        <source>{column} counts</source>
        <translation>{column} πλήθη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="43"/>
        <source>{column} quantiles</source>
        <translation>{column} ποσοστημόρια</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="135"/>
        <source>Add a histogram for each column with public categories (of people, each once, when a person may have several rows) and the quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 of each number column with bounds, sharing what is left of the total ε so that their expected relative errors are alike. Only what the Columns page declares is used, never the data; identifiers are left out.</source>
        <translation>Προσθέτει ένα ιστόγραμμα για κάθε στήλη με δημόσιες κατηγορίες (προσώπων, το καθένα μία φορά, όταν ένα πρόσωπο μπορεί να έχει πολλές γραμμές) και τα ποσοστημόρια 0,1, 0,25, 0,5, 0,75 και 0,9 κάθε αριθμητικής στήλης με όρια, μοιράζοντας ό,τι απομένει από το συνολικό ε ώστε τα αναμενόμενα σχετικά σφάλματά τους να είναι παρόμοια. Χρησιμοποιούνται μόνο όσα δηλώνει η σελίδα Στήλες, ποτέ τα δεδομένα· τα αναγνωριστικά παραλείπονται.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="134"/>
        <source>Summarise every column</source>
        <translation>Σύνοψη κάθε στήλης</translation>
    </message>
</context>
<context>
    <name>TableOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="31"/>
        <source>Public list (Columns page)</source>
        <translation>Δημόσιος κατάλογος (Στήλες)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="32"/>
        <source>Bins</source>
        <translation>Διαστήματα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="33"/>
        <source>Found in the table (needs δ)</source>
        <translation>Βρέθηκαν στον πίνακα (χρειάζεται δ)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="34"/>
        <source>Publish only the keys present in the table whose noisy count passes a threshold (partition selection). It needs a δ: the chance that a key only one person has is published. Keys that few people have are likely left out; the preview shows each one&apos;s chance.</source>
        <translation>Δημοσίευση μόνο των κλειδιών του πίνακα των οποίων το πλήθος με θόρυβο ξεπερνά ένα κατώφλι (επιλογή διαμερίσεων). Χρειάζεται δ: την πιθανότητα να δημοσιευτεί ένα κλειδί που έχει μόνο ένα πρόσωπο. Κλειδιά που έχουν λίγα πρόσωπα πιθανότατα παραλείπονται· η προεπισκόπηση δείχνει την πιθανότητα του καθενός.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="38"/>
        <source>Also release each column&apos;s totals and the grand total, consistent with the cells: they add up, and with Clamp at zero all stay at 0 or above. Under Laplace noise the whole ε goes to the cells and the totals are their sums; under Gaussian noise (zCDP) the totals are measured apart too. With the small-cell rule, more values may be withheld so that no small cell can be worked out from the totals.</source>
        <translation>Δημοσιεύστε επίσης τα σύνολα κάθε στήλης και το γενικό σύνολο, συνεπή με τα κελιά: αθροίζονται σωστά, και με την «Περικοπή στο μηδέν» μένουν όλα στο 0 ή πάνω από αυτό. Με θόρυβο Laplace όλο το ε πηγαίνει στα κελιά και τα σύνολα είναι τα αθροίσματά τους· με θόρυβο Gauss (zCDP) τα σύνολα μετρώνται και χωριστά. Με τον κανόνα μικρών κελιών, ενδέχεται να αποκρυφτούν κι άλλες τιμές, ώστε κανένα μικρό κελί να μην μπορεί να υπολογιστεί από τα σύνολα.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="43"/>
        <source>Checked: rows whose value is not in the list or bins (and missing values) are counted in an (other) cell, so the cells add up to every row. Unchecked: those rows are left out of this table, as a filter would leave them out; no (other) cell is published and the totals count the listed rows only.</source>
        <translation>Επιλεγμένο: οι γραμμές των οποίων η τιμή δεν είναι στον κατάλογο ή στα διαστήματα (και οι ελλείπουσες τιμές) μετρώνται σε ένα κελί «(άλλο)», ώστε τα κελιά να αθροίζονται σε όλες τις γραμμές. Μη επιλεγμένο: αυτές οι γραμμές μένουν εκτός του πίνακα, όπως θα τις άφηνε ένα φίλτρο· δεν δημοσιεύεται κελί «(άλλο)» και τα σύνολα μετρούν μόνο τις γραμμές του καταλόγου.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="47"/>
        <source>Increasing dates written YYYY-MM-DD; bin i holds the dates from edge i up to (not including) edge i+1, e.g. 2024-01-01, 2024-04-01, 2024-07-01 for two quarters; a time of day is ignored</source>
        <translation>Αύξουσες ημερομηνίες γραμμένες YYYY-MM-DD· το διάστημα i περιέχει τις ημερομηνίες από το όριο i έως (χωρίς) το όριο i+1, π.χ. 2024-01-01, 2024-04-01, 2024-07-01 για δύο τρίμηνα· η ώρα αγνοείται</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Quarters of {year}</source>
        <translation>Τρίμηνα του {year}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Months of {year}</source>
        <translation>Μήνες του {year}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="53"/>
        <source>Years {first}–{last}</source>
        <translation>Έτη {first}–{last}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="190"/>
        <source>One value per group of this column (count, sum, mean or quantile): the groups come from its categories or bins</source>
        <translation>Μία τιμή ανά ομάδα αυτής της στήλης (πλήθος, άθροισμα, μέσος όρος ή ποσοστημόριο): οι ομάδες προκύπτουν από τις κατηγορίες ή τα διαστήματά της</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="192"/>
        <source>Group by</source>
        <translation>Ομαδοποίηση κατά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="193"/>
        <source>With margins and total, made consistent</source>
        <translation>Με περιθώρια και σύνολο, συνεπή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="195"/>
        <source>Count values outside the lists and bins as (other)</source>
        <translation>Μέτρηση μη καταχωρισμένων τιμών ως «(άλλο)»</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="223"/>
        <source>(none)</source>
        <translation>(καμία)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="242"/>
        <source>Where the keys of &apos;{column}&apos; come from. {more}</source>
        <translation>Από πού προέρχονται τα κλειδιά της «{column}». {more}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="252"/>
        <source>Increasing numbers; bin i holds values from edge i up to (not including) edge i+1, the last bin includes its upper edge, e.g. 0, 18, 65, 120</source>
        <translation>Αύξοντες αριθμοί· το διάστημα i περιέχει τις τιμές από το όριο i έως (χωρίς) το όριο i+1, το τελευταίο διάστημα περιλαμβάνει το άνω όριό του, π.χ. 0, 18, 65, 120</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="257"/>
        <source>Common bins for this column</source>
        <translation>Συνήθη διαστήματα για αυτή τη στήλη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="258"/>
        <source>Presets…</source>
        <translation>Προεπιλογές…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="266"/>
        <source>Keys of {column}</source>
        <translation>Κλειδιά της {column}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>5-year bands</source>
        <translation>Ομάδες 5 ετών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>10-year bands</source>
        <translation>Ομάδες 10 ετών</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="287"/>
        <source>{name}: {bands}</source>
        <translation>{name}: {bands}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="315"/>
        <source>The edges must be numbers separated by commas, e.g. 0, 18, 65, 120, or dates written YYYY-MM-DD, e.g. 2024-01-01, 2024-04-01</source>
        <translation>Τα όρια πρέπει να είναι αριθμοί χωρισμένοι με κόμματα, π.χ. 0, 18, 65, 120, ή ημερομηνίες γραμμένες YYYY-MM-DD, π.χ. 2024-01-01, 2024-04-01</translation>
    </message>
</context>
<context>
    <name>TaskProgress</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="129"/>
        <source>Computing the true answers</source>
        <translation>Υπολογισμός των πραγματικών απαντήσεων</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="169"/>
        <source>Releasing</source>
        <translation>Δημοσίευση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="44"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="47"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
</context>
<context>
    <name>UnsavedChanges</name>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="15"/>
        <source>Unsaved changes</source>
        <translation>Μη αποθηκευμένες αλλαγές</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="16"/>
        <source>The project {name} has changes that are not saved. Save them before closing?</source>
        <translation>Το έργο {name} έχει αλλαγές που δεν έχουν αποθηκευτεί. Να αποθηκευτούν πριν από το κλείσιμο;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="18"/>
        <source>The project {name} has changes that are not saved. Save them before opening another table or project?</source>
        <translation>Το έργο {name} έχει αλλαγές που δεν έχουν αποθηκευτεί. Να αποθηκευτούν πριν ανοίξει άλλος πίνακας ή άλλο έργο;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="20"/>
        <source>If you discard them, every change since the project was last saved is lost.</source>
        <translation>Αν τις απορρίψετε, χάνεται κάθε αλλαγή από την τελευταία αποθήκευση του έργου.</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="23"/>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="24"/>
        <source>Discard</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="25"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Direct identifier</source>
        <translation>Άμεσο αναγνωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Quasi-identifier</source>
        <translation>Οιονεί αναγνωριστικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Sensitive</source>
        <translation>Ευαίσθητο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Other</source>
        <translation>Άλλο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>whole number</source>
        <translation>ακέραιος αριθμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>number</source>
        <translation>αριθμός</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>text</source>
        <translation>κείμενο</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>date</source>
        <translation>ημερομηνία</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>comma</source>
        <translation>κόμμα</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>semicolon</source>
        <translation>ερωτηματικό</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>tab</source>
        <translation>στηλοθέτης</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>bar</source>
        <translation>κάθετη γραμμή</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>double quote</source>
        <translation>διπλά εισαγωγικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>single quote</source>
        <translation>μονά εισαγωγικά</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>none</source>
        <translation>κανένα</translation>
    </message>
</context>
</TS>
