"""The messages of reading files (dpstudio/core/io), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    # -- loading.py: the file itself ---------------------------------------------------------------------
    "file not found": {"de": "Datei nicht gefunden", "zh": "找不到文件", "el": "το αρχείο δεν βρέθηκε"},
    "not a file": {"de": "keine Datei", "zh": "不是文件", "el": "δεν είναι αρχείο"},
    "Check the path and try again": {
        "de": "Prüfen Sie den Pfad und versuchen Sie es erneut", "zh": "请检查路径后重试",
        "el": "Ελέγξτε τη διαδρομή και δοκιμάστε ξανά"},
    "dpstudio cannot read '{suffix}' files": {
        "de": "dpstudio kann keine '{suffix}'-Dateien lesen", "zh": "dpstudio 无法读取 '{suffix}' 文件",
        "el": "το dpstudio δεν διαβάζει αρχεία '{suffix}'"},
    "dpstudio cannot read files without an extension": {
        "de": "dpstudio kann keine Dateien ohne Endung lesen", "zh": "dpstudio 无法读取没有扩展名的文件",
        "el": "το dpstudio δεν διαβάζει αρχεία χωρίς επέκταση"},
    "Save the table as CSV, Excel (.xlsx), Parquet, SPSS (.sav), SAS (.sas7bdat) or Stata (.dta)": {
        "de": "Speichern Sie die Tabelle als CSV, Excel (.xlsx), Parquet, SPSS (.sav), SAS (.sas7bdat) oder Stata "
              "(.dta)",
        "zh": "请将表格另存为 CSV、Excel (.xlsx)、Parquet、SPSS (.sav)、SAS (.sas7bdat) 或 Stata (.dta)",
        "el": "Αποθηκεύστε τον πίνακα ως CSV, Excel (.xlsx), Parquet, SPSS (.sav), SAS (.sas7bdat) ή Stata (.dta)"},
    "the file could not be read ({cause})": {
        "de": "die Datei konnte nicht gelesen werden ({cause})", "zh": "无法读取该文件（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ({cause})"},
    "Check that it is not open in another program and that you may read it": {
        "de": "Prüfen Sie, dass sie nicht in einem anderen Programm geöffnet ist und dass Sie sie lesen dürfen",
        "zh": "请确认该文件未在其他程序中打开，且您有权读取它",
        "el": "Ελέγξτε ότι δεν είναι ανοιχτό σε άλλο πρόγραμμα και ότι έχετε δικαίωμα ανάγνωσης"},
    "the file has no columns": {"de": "die Datei hat keine Spalten", "zh": "该文件没有列",
                                "el": "το αρχείο δεν έχει στήλες"},
    "Check that it has a header row": {
        "de": "Prüfen Sie, dass sie eine Kopfzeile hat", "zh": "请确认它有标题行",
        "el": "Ελέγξτε ότι έχει γραμμή κεφαλίδας"},
    "the file is empty": {"de": "die Datei ist leer", "zh": "该文件为空", "el": "το αρχείο είναι κενό"},
    "Choose a file with a header row and data": {
        "de": "Wählen Sie eine Datei mit Kopfzeile und Daten", "zh": "请选择一个有标题行和数据的文件",
        "el": "Επιλέξτε αρχείο με γραμμή κεφαλίδας και δεδομένα"},
    "the file could not be read as an Excel workbook ({cause})": {
        "de": "die Datei konnte nicht als Excel-Arbeitsmappe gelesen werden ({cause})",
        "zh": "无法将该文件作为 Excel 工作簿读取（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ως βιβλίο εργασίας Excel ({cause})"},
    "the file could not be read as a Parquet file ({cause})": {
        "de": "die Datei konnte nicht als Parquet-Datei gelesen werden ({cause})",
        "zh": "无法将该文件作为 Parquet 文件读取（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ως αρχείο Parquet ({cause})"},
    "the file could not be read as an SPSS file ({cause})": {
        "de": "die Datei konnte nicht als SPSS-Datei gelesen werden ({cause})",
        "zh": "无法将该文件作为 SPSS 文件读取（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ως αρχείο SPSS ({cause})"},
    "the file could not be read as a SAS file ({cause})": {
        "de": "die Datei konnte nicht als SAS-Datei gelesen werden ({cause})",
        "zh": "无法将该文件作为 SAS 文件读取（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ως αρχείο SAS ({cause})"},
    "the file could not be read as a Stata file ({cause})": {
        "de": "die Datei konnte nicht als Stata-Datei gelesen werden ({cause})",
        "zh": "无法将该文件作为 Stata 文件读取（{cause}）",
        "el": "το αρχείο δεν ήταν δυνατό να διαβαστεί ως αρχείο Stata ({cause})"},
    "Check that the file is not damaged or open in another program, or export it again as CSV": {
        "de": "Prüfen Sie, dass die Datei nicht beschädigt oder in einem anderen Programm geöffnet ist, oder "
              "exportieren Sie sie erneut als CSV",
        "zh": "请确认该文件未损坏、未在其他程序中打开，或将其重新导出为 CSV",
        "el": "Ελέγξτε ότι το αρχείο δεν είναι κατεστραμμένο ή ανοιχτό σε άλλο πρόγραμμα, ή εξαγάγετέ το ξανά "
              "ως CSV"},
    "Value labels were applied to: {columns}": {
        "de": "Wertelabels wurden angewendet auf: {columns}", "zh": "已对以下列应用值标签：{columns}",
        "el": "Εφαρμόστηκαν ετικέτες τιμών στις: {columns}"},
    "{count} columns had no name in the header and were named {names}": {
        "de": ("{count} Spalte hatte in der Kopfzeile keinen Namen und wurde {names} genannt",
               "{count} Spalten hatten in der Kopfzeile keinen Namen und wurden {names} genannt"),
        "zh": "{count} 列在标题行中没有名称，已命名为 {names}",
        "el": ("{count} στήλη δεν είχε όνομα στην κεφαλίδα και ονομάστηκε {names}",
               "{count} στήλες δεν είχαν όνομα στην κεφαλίδα και ονομάστηκαν {names}")},
    # -- loading.py: how a text file is written ------------------------------------------------------
    "the delimiter {delimiter} is not one character": {
        "de": "das Trennzeichen {delimiter} ist nicht ein einzelnes Zeichen", "zh": "分隔符 {delimiter} 不是单个字符",
        "el": "το διαχωριστικό {delimiter} δεν είναι ένας χαρακτήρας"},
    "Give one character, such as , or ; (tab: --delimiter tab)": {
        "de": "Geben Sie ein Zeichen an, etwa , oder ; (Tabulator: --delimiter tab)",
        "zh": "请给出一个字符，例如 , 或 ;（制表符：--delimiter tab）",
        "el": "Δώστε έναν χαρακτήρα, όπως , ή ; (στηλοθέτης: --delimiter tab)"},
    "the decimal mark '{mark}' is also the delimiter": {
        "de": "das Dezimalzeichen '{mark}' ist zugleich das Trennzeichen", "zh": "小数点符号 '{mark}' 同时也是分隔符",
        "el": "η υποδιαστολή '{mark}' είναι και το διαχωριστικό"},
    "Choose another decimal mark or another delimiter": {
        "de": "Wählen Sie ein anderes Dezimalzeichen oder ein anderes Trennzeichen",
        "zh": "请选择其他小数点符号或其他分隔符", "el": "Επιλέξτε άλλη υποδιαστολή ή άλλο διαχωριστικό"},
    "the quote '{mark}' is also the delimiter": {
        "de": "das Anführungszeichen '{mark}' ist zugleich das Trennzeichen", "zh": "引号 '{mark}' 同时也是分隔符",
        "el": "τα εισαγωγικά '{mark}' είναι και το διαχωριστικό"},
    "Choose another quote or another delimiter": {
        "de": "Wählen Sie ein anderes Anführungszeichen oder ein anderes Trennzeichen",
        "zh": "请选择其他引号或其他分隔符", "el": "Επιλέξτε άλλα εισαγωγικά ή άλλο διαχωριστικό"},
    "unknown encoding '{encoding}'": {
        "de": "unbekannte Kodierung '{encoding}'", "zh": "未知编码 '{encoding}'",
        "el": "άγνωστη κωδικοποίηση '{encoding}'"},
    "Use one such as utf-8, gb18030 or cp1252": {
        "de": "Verwenden Sie eine wie utf-8, gb18030 oder cp1252", "zh": "请使用 utf-8、gb18030 或 cp1252 等编码",
        "el": "Χρησιμοποιήστε μία όπως utf-8, gb18030 ή cp1252"},
    "the bytes at position {position} are not valid {encoding}": {
        "de": "die Bytes an Position {position} sind kein gültiges {encoding}",
        "zh": "位置 {position} 处的字节不是有效的 {encoding}",
        "el": "τα byte στη θέση {position} δεν είναι έγκυρο {encoding}"},
    "Choose the file's encoding by hand (for example gb18030 or cp1252), or save it as UTF-8": {
        "de": "Wählen Sie die Kodierung der Datei von Hand (zum Beispiel gb18030 oder cp1252) oder speichern Sie sie "
              "als UTF-8",
        "zh": "请手动选择文件的编码（例如 gb18030 或 cp1252），或将其另存为 UTF-8",
        "el": "Επιλέξτε με το χέρι την κωδικοποίηση του αρχείου (για παράδειγμα gb18030 ή cp1252) ή αποθηκεύστε "
              "το ως UTF-8"},
    "The file is not UTF-8; it was read as {encoding}. If letters look wrong, choose the encoding by hand.": {
        "de": "Die Datei ist nicht UTF-8; sie wurde als {encoding} gelesen. Wenn Buchstaben falsch aussehen, wählen "
              "Sie die Kodierung von Hand.",
        "zh": "该文件不是 UTF-8；已按 {encoding} 读取。如果字母显示不对，请手动选择编码。",
        "el": "Το αρχείο δεν είναι UTF-8· διαβάστηκε ως {encoding}. Αν τα γράμματα φαίνονται λάθος, επιλέξτε την "
              "κωδικοποίηση με το χέρι."},
    "Decimal mark: comma (4,4), detected from the values.": {
        "de": "Dezimalzeichen: Komma (4,4), an den Werten erkannt.", "zh": "小数点符号：逗号 (4,4)，根据数值识别。",
        "el": "Υποδιαστολή: κόμμα (4,4), αναγνωρίστηκε από τις τιμές."},
    "Decimal mark: point (4.4), detected from the values; {count} columns written with a decimal comma were read as "
    "text: {columns}.": {
        "de": ("Dezimalzeichen: Punkt (4.4), an den Werten erkannt; {count} Spalte mit Dezimalkomma wurde als Text "
               "gelesen: {columns}.",
               "Dezimalzeichen: Punkt (4.4), an den Werten erkannt; {count} Spalten mit Dezimalkomma wurden als Text "
               "gelesen: {columns}."),
        "zh": "小数点符号：小数点 (4.4)，根据数值识别；{count} 列以逗号作小数点，已按文本读取：{columns}。",
        "el": ("Υποδιαστολή: τελεία (4.4), αναγνωρίστηκε από τις τιμές· {count} στήλη γραμμένη με δεκαδικό κόμμα "
               "διαβάστηκε ως κείμενο: {columns}.",
               "Υποδιαστολή: τελεία (4.4), αναγνωρίστηκε από τις τιμές· {count} στήλες γραμμένες με δεκαδικό κόμμα "
               "διαβάστηκαν ως κείμενο: {columns}.")},
    "the file has fewer than {line} lines, so line {line} cannot hold the column names": {
        "de": "die Datei hat weniger als {line} Zeilen, also kann Zeile {line} nicht die Spaltennamen enthalten",
        "zh": "该文件不足 {line} 行，因此第 {line} 行不可能是列名",
        "el": "το αρχείο έχει λιγότερες από {line} γραμμές, άρα η γραμμή {line} δεν μπορεί να περιέχει τα ονόματα "
              "των στηλών"},
    "Choose the line that holds the column names (1 is the first)": {
        "de": "Wählen Sie die Zeile mit den Spaltennamen (1 ist die erste)", "zh": "请选择列名所在的行（1 为第一行）",
        "el": "Επιλέξτε τη γραμμή με τα ονόματα των στηλών (1 είναι η πρώτη)"},
    "line {line} starts more than 1 MiB into the file": {
        "de": "Zeile {line} beginnt mehr als 1 MiB nach dem Anfang der Datei", "zh": "第 {line} 行的起始位置超过文件开头 1 MiB",
        "el": "η γραμμή {line} αρχίζει περισσότερο από 1 MiB μετά την αρχή του αρχείου"},
    "Choose the delimiter by hand, or a header line nearer the start": {
        "de": "Wählen Sie das Trennzeichen von Hand oder eine Kopfzeile näher am Anfang",
        "zh": "请手动选择分隔符，或选择更靠前的标题行",
        "el": "Επιλέξτε το διαχωριστικό με το χέρι ή μια γραμμή κεφαλίδας πιο κοντά στην αρχή"},
    # -- csv_reading.py --------------------------------------------------------------------------------
    "a value is longer than the {limit} MiB a CSV value may have": {
        "de": "ein Wert ist länger als die {limit} MiB, die ein CSV-Wert haben darf",
        "zh": "某个值超过了 CSV 值允许的 {limit} MiB",
        "el": "μια τιμή είναι μεγαλύτερη από τα {limit} MiB που επιτρέπονται για τιμή CSV"},
    "a value is longer than the {limit} MiB a CSV value may have (the line is {size} MiB long)": {
        "de": "ein Wert ist länger als die {limit} MiB, die ein CSV-Wert haben darf (die Zeile ist {size} MiB lang)",
        "zh": "某个值超过了 CSV 值允许的 {limit} MiB（该行长 {size} MiB）",
        "el": "μια τιμή είναι μεγαλύτερη από τα {limit} MiB που επιτρέπονται για τιμή CSV (η γραμμή έχει μήκος "
              "{size} MiB)"},
    "{path}, line {line}": {"de": "{path}, Zeile {line}", "zh": "{path}，第 {line} 行", "el": "{path}, γραμμή {line}"},
    "A table's cell holds a code, a number or a short text: check that line for a quote left open, or remove the "
    "long text": {
        "de": "Eine Tabellenzelle enthält einen Code, eine Zahl oder einen kurzen Text: Prüfen Sie die Zeile auf ein "
              "nicht geschlossenes Anführungszeichen, oder entfernen Sie den langen Text",
        "zh": "表格的单元格只含代码、数字或短文本：请检查该行是否有未闭合的引号，或删除过长的文本",
        "el": "Ένα κελί πίνακα περιέχει κωδικό, αριθμό ή σύντομο κείμενο: ελέγξτε αν σε εκείνη τη γραμμή έμειναν "
              "ανοιχτά εισαγωγικά ή αφαιρέστε το μεγάλο κείμενο"},
    "the header line cannot be read ({cause})": {
        "de": "die Kopfzeile kann nicht gelesen werden ({cause})", "zh": "无法读取标题行（{cause}）",
        "el": "η γραμμή κεφαλίδας δεν μπορεί να διαβαστεί ({cause})"},
    "Check the line that holds the column names": {
        "de": "Prüfen Sie die Zeile mit den Spaltennamen", "zh": "请检查列名所在的行",
        "el": "Ελέγξτε τη γραμμή με τα ονόματα των στηλών"},
    "the first line cannot be read ({cause})": {
        "de": "die erste Zeile kann nicht gelesen werden ({cause})", "zh": "无法读取第一行（{cause}）",
        "el": "η πρώτη γραμμή δεν μπορεί να διαβαστεί ({cause})"},
    "Check the file's first line": {
        "de": "Prüfen Sie die erste Zeile der Datei", "zh": "请检查文件的第一行",
        "el": "Ελέγξτε την πρώτη γραμμή του αρχείου"},
    # -- schema_reading.py and reading_notes.py: the notes of a read ------------------------------------
    "{count} rows were left out: they had more or fewer fields than the header, or a quote left open at the end of "
    "the line.": {
        "de": ("{count} Zeile wurde weggelassen: Sie hatte mehr oder weniger Felder als die Kopfzeile oder ein am "
               "Zeilenende offenes Anführungszeichen.",
               "{count} Zeilen wurden weggelassen: Sie hatten mehr oder weniger Felder als die Kopfzeile oder ein am "
               "Zeilenende offenes Anführungszeichen."),
        "zh": "{count} 行已被舍弃：其字段数与标题行不同，或行尾有未闭合的引号。",
        "el": ("{count} γραμμή παραλείφθηκε: είχε περισσότερα ή λιγότερα πεδία από την κεφαλίδα ή εισαγωγικά "
               "ανοιχτά στο τέλος της γραμμής.",
               "{count} γραμμές παραλείφθηκαν: είχαν περισσότερα ή λιγότερα πεδία από την κεφαλίδα ή εισαγωγικά "
               "ανοιχτά στο τέλος της γραμμής.")},
    "{count} columns are not in the reading schema and were read as text: {columns}": {
        "de": ("{count} Spalte steht nicht im Leseschema und wurde als Text gelesen: {columns}",
               "{count} Spalten stehen nicht im Leseschema und wurden als Text gelesen: {columns}"),
        "zh": "{count} 列不在读取方式中，已按文本读取：{columns}",
        "el": ("{count} στήλη δεν υπάρχει στον τρόπο ανάγνωσης και διαβάστηκε ως κείμενο: {columns}",
               "{count} στήλες δεν υπάρχουν στον τρόπο ανάγνωσης και διαβάστηκαν ως κείμενο: {columns}")},
    "The reading schema names columns the file does not have: {columns}": {
        "de": ("Das Leseschema nennt eine Spalte, die die Datei nicht hat: {columns}",
               "Das Leseschema nennt Spalten, die die Datei nicht hat: {columns}"),
        "zh": "读取方式中列出了文件中没有的列：{columns}",
        "el": ("Ο τρόπος ανάγνωσης αναφέρει στήλη που το αρχείο δεν έχει: {columns}",
               "Ο τρόπος ανάγνωσης αναφέρει στήλες που το αρχείο δεν έχει: {columns}")},
    "Column '{column}': {count} values are not whole numbers and were read as missing.": {
        "de": ("Spalte '{column}': {count} Wert ist keine ganze Zahl und wurde als fehlend gelesen.",
               "Spalte '{column}': {count} Werte sind keine ganzen Zahlen und wurden als fehlend gelesen."),
        "zh": "列 '{column}'：{count} 个值不是整数，已按缺失值读取。",
        "el": ("Στήλη '{column}': {count} τιμή δεν είναι ακέραιος αριθμός και διαβάστηκε ως ελλείπουσα.",
               "Στήλη '{column}': {count} τιμές δεν είναι ακέραιοι αριθμοί και διαβάστηκαν ως ελλείπουσες.")},
    "Column '{column}': {count} values are not numbers and were read as missing.": {
        "de": ("Spalte '{column}': {count} Wert ist keine Zahl und wurde als fehlend gelesen.",
               "Spalte '{column}': {count} Werte sind keine Zahlen und wurden als fehlend gelesen."),
        "zh": "列 '{column}'：{count} 个值不是数字，已按缺失值读取。",
        "el": ("Στήλη '{column}': {count} τιμή δεν είναι αριθμός και διαβάστηκε ως ελλείπουσα.",
               "Στήλη '{column}': {count} τιμές δεν είναι αριθμοί και διαβάστηκαν ως ελλείπουσες.")},
    "Column '{column}': {count} values are not dates and were read as missing.": {
        "de": ("Spalte '{column}': {count} Wert ist kein Datum und wurde als fehlend gelesen.",
               "Spalte '{column}': {count} Werte sind keine Datumsangaben und wurden als fehlend gelesen."),
        "zh": "列 '{column}'：{count} 个值不是日期，已按缺失值读取。",
        "el": ("Στήλη '{column}': {count} τιμή δεν είναι ημερομηνία και διαβάστηκε ως ελλείπουσα.",
               "Στήλη '{column}': {count} τιμές δεν είναι ημερομηνίες και διαβάστηκαν ως ελλείπουσες.")},
    "Column '{column}': {count} values had bytes that are not valid {encoding} and were read as missing.": {
        "de": ("Spalte '{column}': {count} Wert enthielt Bytes, die kein gültiges {encoding} sind, und wurde als "
               "fehlend gelesen.",
               "Spalte '{column}': {count} Werte enthielten Bytes, die kein gültiges {encoding} sind, und wurden als "
               "fehlend gelesen."),
        "zh": "列 '{column}'：{count} 个值含有无效的 {encoding} 字节，已按缺失值读取。",
        "el": ("Στήλη '{column}': {count} τιμή είχε byte που δεν είναι έγκυρο {encoding} και διαβάστηκε ως "
               "ελλείπουσα.",
               "Στήλη '{column}': {count} τιμές είχαν byte που δεν είναι έγκυρο {encoding} και διαβάστηκαν ως "
               "ελλείπουσες.")},
    # -- column_names.py and nested_columns.py ---------------------------------------------------------
    "the table has {count} columns, more than dpstudio reads ({limit})": {
        "de": "die Tabelle hat {count} Spalten, mehr als dpstudio liest ({limit})",
        "zh": "该表格有 {count} 列，超过了 dpstudio 能读取的上限（{limit}）",
        "el": "ο πίνακας έχει {count} στήλες, περισσότερες από όσες διαβάζει το dpstudio ({limit})"},
    "Keep only the columns the release needs (for example, save a copy with fewer columns) and open that": {
        "de": "Behalten Sie nur die Spalten, die die Veröffentlichung braucht (speichern Sie zum Beispiel eine Kopie "
              "mit weniger Spalten), und öffnen Sie diese",
        "zh": "只保留发布所需的列（例如另存一份列更少的副本），然后打开它",
        "el": "Κρατήστε μόνο τις στήλες που χρειάζεται η δημοσίευση (για παράδειγμα, αποθηκεύστε ένα αντίγραφο με "
              "λιγότερες στήλες) και ανοίξτε εκείνο"},
    "the name of column {position} is {length} characters long (at most {limit})": {
        "de": "der Name von Spalte {position} ist {length} Zeichen lang (höchstens {limit})",
        "zh": "第 {position} 列的名称长 {length} 个字符（最多 {limit} 个）",
        "el": "το όνομα της στήλης {position} έχει μήκος {length} χαρακτήρες (το πολύ {limit})"},
    "Shorten it in the file and open it again": {
        "de": "Kürzen Sie ihn in der Datei und öffnen Sie sie erneut", "zh": "请在文件中缩短它，然后重新打开",
        "el": "Συντομεύστε το στο αρχείο και ανοίξτε το ξανά"},
    "columns {positions} are both named '{name}'": {
        "de": "die Spalten {positions} heißen beide '{name}'", "zh": "第 {positions} 列都名为 '{name}'",
        "el": "οι στήλες {positions} ονομάζονται και οι δύο '{name}'"},
    "columns {positions} are all named '{name}'": {
        "de": "die Spalten {positions} heißen alle '{name}'", "zh": "第 {positions} 列都名为 '{name}'",
        "el": "οι στήλες {positions} ονομάζονται όλες '{name}'"},
    "{first} and {last}": {"de": "{first} und {last}", "zh": "{first} 和 {last}", "el": "{first} και {last}"},
    "{earlier}; {later}": {"de": "{earlier}; {later}", "zh": "{earlier}；{later}", "el": "{earlier}· {later}"},
    "{repeated} (each column needs its own name)": {
        "de": "{repeated} (jede Spalte braucht einen eigenen Namen)", "zh": "{repeated}（每列都需要自己的名称）",
        "el": "{repeated} (κάθε στήλη χρειάζεται δικό της όνομα)"},
    "Rename the repeated headers in the file (names are compared after trimming spaces), save it and open it again": {
        "de": "Benennen Sie die doppelten Spaltenköpfe in der Datei um (Namen werden ohne umgebende Leerzeichen "
              "verglichen), speichern Sie sie und öffnen Sie sie erneut",
        "zh": "请在文件中重命名重复的列标题（比较名称时会去掉首尾空格），保存后重新打开",
        "el": "Μετονομάστε τις επαναλαμβανόμενες κεφαλίδες στο αρχείο (τα ονόματα συγκρίνονται χωρίς τα κενά γύρω "
              "τους), αποθηκεύστε το και ανοίξτε το ξανά"},
    "column '{column}' holds lists": {
        "de": "die Spalte '{column}' enthält Listen", "zh": "列 '{column}' 包含列表",
        "el": "η στήλη '{column}' περιέχει λίστες"},
    "column '{column}' holds maps": {
        "de": "die Spalte '{column}' enthält Zuordnungen (Maps)", "zh": "列 '{column}' 包含映射 (map)",
        "el": "η στήλη '{column}' περιέχει αντιστοιχίσεις (maps)"},
    "column '{column}' holds records (structs)": {
        "de": "die Spalte '{column}' enthält Datensätze (Structs)", "zh": "列 '{column}' 包含记录 (struct)",
        "el": "η στήλη '{column}' περιέχει εγγραφές (structs)"},
    "column '{column}' holds values of several types (a union)": {
        "de": "die Spalte '{column}' enthält Werte mehrerer Typen (eine Union)",
        "zh": "列 '{column}' 包含多种类型的值 (union)",
        "el": "η στήλη '{column}' περιέχει τιμές πολλών τύπων (union)"},
    "{listed}, not one value per cell": {
        "de": "{listed}, nicht einen Wert je Zelle", "zh": "{listed}，而不是每个单元格一个值",
        "el": "{listed}, όχι μία τιμή ανά κελί"},
    "Drop or flatten such columns (one number, text or date per cell) when exporting the table, or save it as CSV": {
        "de": "Lassen Sie solche Spalten beim Export der Tabelle weg oder machen Sie sie flach (eine Zahl, ein Text "
              "oder ein Datum je Zelle), oder speichern Sie sie als CSV",
        "zh": "导出表格时请删除或展平这类列（每个单元格一个数字、文本或日期），或将其另存为 CSV",
        "el": "Κατά την εξαγωγή του πίνακα αφαιρέστε ή ισοπεδώστε τέτοιες στήλες (ένας αριθμός, ένα κείμενο ή μία "
              "ημερομηνία ανά κελί) ή αποθηκεύστε τον ως CSV"},
    # -- excel_reading.py ------------------------------------------------------------------------------
    "Check that the file is not damaged, or export it again as CSV": {
        "de": "Prüfen Sie, dass die Datei nicht beschädigt ist, oder exportieren Sie sie erneut als CSV",
        "zh": "请确认该文件未损坏，或将其重新导出为 CSV",
        "el": "Ελέγξτε ότι το αρχείο δεν είναι κατεστραμμένο ή εξαγάγετέ το ξανά ως CSV"},
    "the workbook is too large to open safely: {why}": {
        "de": "die Arbeitsmappe ist zu groß, um sie sicher zu öffnen: {why}", "zh": "该工作簿太大，无法安全打开：{why}",
        "el": "το βιβλίο εργασίας είναι πολύ μεγάλο για να ανοίξει με ασφάλεια: {why}"},
    "it has {count} parts (at most {limit})": {
        "de": "sie hat {count} Teile (höchstens {limit})", "zh": "它有 {count} 个部件（最多 {limit} 个）",
        "el": "έχει {count} τμήματα (το πολύ {limit})"},
    "it unpacks to {size} MiB (at most {limit} MiB)": {
        "de": "sie entpackt sich zu {size} MiB (höchstens {limit} MiB)", "zh": "解压后为 {size} MiB（最多 {limit} MiB）",
        "el": "αποσυμπιέζεται σε {size} MiB (το πολύ {limit} MiB)"},
    "its part {part} unpacks to {ratio} times its size (at most {limit}), as a zip bomb does": {
        "de": "ihr Teil {part} entpackt sich auf das {ratio}-Fache seiner Größe (höchstens {limit}), wie bei einer "
              "Zip-Bombe",
        "zh": "其部件 {part} 解压后是自身大小的 {ratio} 倍（最多 {limit} 倍），就像 zip 炸弹那样",
        "el": "το τμήμα του {part} αποσυμπιέζεται σε {ratio} φορές το μέγεθός του (το πολύ {limit}), όπως κάνει μια "
              "βόμβα zip"},
    "Save the sheet as CSV (File > Save As > CSV UTF-8) and open that instead": {
        "de": "Speichern Sie das Tabellenblatt als CSV (Datei > Speichern unter > CSV UTF-8) und öffnen Sie "
              "stattdessen diese Datei",
        "zh": "请将该工作表另存为 CSV（文件 > 另存为 > CSV UTF-8），然后改为打开该文件",
        "el": "Αποθηκεύστε το φύλλο ως CSV (Αρχείο > Αποθήκευση ως > CSV UTF-8) και ανοίξτε εκείνο"},
    "the sheet {sheet} (the first) is empty": {
        "de": "das Tabellenblatt {sheet} (das erste) ist leer", "zh": "工作表 {sheet}（第一个）为空",
        "el": "το φύλλο {sheet} (το πρώτο) είναι κενό"},
    "the workbook has no sheets": {"de": "die Arbeitsmappe hat keine Tabellenblätter", "zh": "该工作簿没有工作表",
                                   "el": "το βιβλίο εργασίας δεν έχει φύλλα"},
    "the sheet {sheet} is empty": {"de": "das Tabellenblatt {sheet} ist leer", "zh": "工作表 {sheet} 为空",
                                   "el": "το φύλλο {sheet} είναι κενό"},
    "there is no sheet {sheet}": {"de": "es gibt kein Tabellenblatt {sheet}", "zh": "没有工作表 {sheet}",
                                  "el": "δεν υπάρχει φύλλο {sheet}"},
    "The workbook's sheets: {sheets}. Choose the one that holds the table (the app asks which; on the command line, "
    "--sheet NAME)": {
        "de": "Die Tabellenblätter der Arbeitsmappe: {sheets}. Wählen Sie das, welches die Tabelle enthält (die App "
              "fragt danach; auf der Kommandozeile --sheet NAME)",
        "zh": "该工作簿的工作表：{sheets}。请选择包含该表格的那一个（应用程序会询问；命令行中使用 --sheet NAME）",
        "el": "Τα φύλλα του βιβλίου εργασίας: {sheets}. Επιλέξτε εκείνο που περιέχει τον πίνακα (η εφαρμογή ρωτά· "
              "στη γραμμή εντολών, --sheet NAME)"},
    # io/schema.py: ReadingSchema.describe, how a file is read, in a notice
    "encoding {encoding}": {"de": "Kodierung {encoding}", "zh": "编码 {encoding}", "el": "κωδικοποίηση {encoding}"},
    "delimiter {delimiter}": {"de": "Trennzeichen {delimiter}", "zh": "分隔符：{delimiter}",
                              "el": "διαχωριστικό {delimiter}"},
    "decimal mark '{mark}'": {"de": "Dezimalzeichen '{mark}'", "zh": "小数点符号 '{mark}'",
                              "el": "υποδιαστολή '{mark}'"},
    "quote {quote}": {"de": "Anführungszeichen: {quote}", "zh": "引号：{quote}", "el": "εισαγωγικά: {quote}"},
    "names on line {line}": {"de": "Spaltennamen in Zeile {line}", "zh": "列名在第 {line} 行",
                             "el": "ονόματα στηλών στη γραμμή {line}"},
    "no header row": {"de": "keine Kopfzeile", "zh": "无标题行", "el": "χωρίς γραμμή επικεφαλίδων"},
    "no columns": {"de": "keine Spalten", "zh": "没有列", "el": "καμία στήλη"},
    "comma": {"de": "Komma", "zh": "逗号", "el": "κόμμα"},
    "semicolon": {"de": "Semikolon", "zh": "分号", "el": "ερωτηματικό"},
    "tab": {"de": "Tabulator", "zh": "制表符", "el": "στηλοθέτης"},
    "bar": {"de": "senkrechter Strich", "zh": "竖线", "el": "κάθετη γραμμή"},
    "double quote": {"de": "doppeltes Anführungszeichen", "zh": "双引号", "el": "διπλά εισαγωγικά"},
    "single quote": {"de": "einfaches Anführungszeichen", "zh": "单引号", "el": "μονά εισαγωγικά"},
    "none": {"de": "keine", "zh": "无", "el": "κανένα"},
    "{count} whole-number columns": {
        "de": ("{count} Spalte mit ganzen Zahlen", "{count} Spalten mit ganzen Zahlen"), "zh": "{count} 个整数列",
        "el": ("{count} στήλη ακεραίων", "{count} στήλες ακεραίων")},
    "{count} number columns": {
        "de": ("{count} Zahlenspalte", "{count} Zahlenspalten"), "zh": "{count} 个数字列",
        "el": ("{count} αριθμητική στήλη", "{count} αριθμητικές στήλες")},
    "{count} date columns": {
        "de": ("{count} Datumsspalte", "{count} Datumsspalten"), "zh": "{count} 个日期列",
        "el": ("{count} στήλη ημερομηνιών", "{count} στήλες ημερομηνιών")},
    "{count} text columns": {
        "de": ("{count} Textspalte", "{count} Textspalten"), "zh": "{count} 个文本列",
        "el": ("{count} στήλη κειμένου", "{count} στήλες κειμένου")},
    "{one}, {others}": {"de": "{one}, {others}", "zh": "{one}，{others}", "el": "{one}, {others}"},
}
