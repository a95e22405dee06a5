"""A plan's names and labels that hold a control character (plan/text_rule.py, limits.control_problem; issue 44),
in German, Chinese and Greek. Merged into problem_texts.TEXTS. The character is named as the Unicode standard
names it ("U+001B ESCAPE"), carried over as it is."""

TEXTS = {
    "{text} holds a control character ({character})": {
        "de": "{text} enthält ein Steuerzeichen ({character})", "zh": "{text} 含有控制字符（{character}）",
        "el": "το {text} περιέχει χαρακτήρα ελέγχου ({character})"},
    "remove it: names and labels are written into every file and report of the release, where such a character "
    "could act on a terminal or hide text": {
        "de": "entfernen Sie es: Namen und Bezeichnungen stehen in jeder Datei und jedem Bericht der "
              "Veröffentlichung, wo ein solches Zeichen in einem Terminal wirken oder Text verbergen könnte",
        "zh": "请删除该字符：名称和标签会写入发布的每个文件和报告中，此类字符可能在终端中起作用或隐藏文本",
        "el": "αφαιρέστε τον: τα ονόματα και οι ετικέτες γράφονται σε κάθε αρχείο και αναφορά της δημοσίευσης, "
              "όπου ένας τέτοιος χαρακτήρας θα μπορούσε να δράσει σε ένα τερματικό ή να κρύψει κείμενο"},
    "the name is shown in the report: remove the character": {
        "de": "der Name wird im Bericht gezeigt: entfernen Sie das Zeichen",
        "zh": "该名称会显示在报告中：请删除该字符",
        "el": "το όνομα εμφανίζεται στην αναφορά: αφαιρέστε τον χαρακτήρα"},
    "a unit is written after each value: remove the character": {
        "de": "eine Einheit steht nach jedem Wert: entfernen Sie das Zeichen",
        "zh": "单位会写在每个数值之后：请删除该字符",
        "el": "μια μονάδα γράφεται μετά από κάθε τιμή: αφαιρέστε τον χαρακτήρα"},
}
