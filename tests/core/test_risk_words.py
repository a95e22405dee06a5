"""The risk figures and the rows-per-person summary in the steward's language (issue 18): German with
its decimal commas, Chinese and Greek, and English exactly as before."""
import pandas as pd

from dpstudio.core.exact.rows_per_person import rows_per_person
from dpstudio.core.risk.reidentification import assess_risk
from dpstudio.core.risk.text import EXPLANATION, explanation, percent, risk_lines

# classes of 6, 4, 8, 2 and 1 records: 7 of the 21 in classes under 5; dx has one value in 15 records' classes
FRAME = pd.DataFrame({"age": [30, 30, 30, 41, 41, 52, 52, 52, 52, 67] * 2 + [70],
                      "sex": list("FFFMMFFFFM") * 2 + ["F"],
                      "dx": ["a", "a", "b", "c", "c", "d", "d", "d", "d", "e"] * 2 + ["<x>"]})


def summary():
    return assess_risk(FRAME, ["age", "sex"], ["dx"], 0.2)


def test_the_risk_sentences_in_german_have_decimal_commas():
    assert risk_lines(summary(), "de") == [
        "Über <b>age, sex</b>: Die Tabelle ist <b>1-anonym</b>.",
        "<b>1</b> von 21 Datensätzen (4,8\xa0%) sind eindeutig; 33,3\xa0% liegen in Klassen mit weniger als 5 "
        "Datensätzen.",
        "Prosecutor-Risiko: höchstes 100,0\xa0%, durchschnittliches 23,8\xa0%; 33,3\xa0% der Datensätze liegen über "
        "20,0\xa0%.",
        "<i>dx</i>: 71,4\xa0% der Datensätze liegen in einer Klasse, in der alle denselben Wert haben (l = 1 im "
        "ungünstigsten Fall)."]
    assert explanation("de").startswith("Datensätze, die in jedem Quasi-Identifikator übereinstimmen")


def test_the_risk_sentences_in_english_read_as_before_and_names_are_escaped():
    lines = risk_lines(summary())
    assert lines[1] == "<b>1</b> of 21 records (4.8%) are unique; 33.3% are in classes smaller than 5."
    assert percent(0.125) == "12.5%" and explanation() == EXPLANATION
    frame = FRAME.rename(columns={"sex": "<b>sex</b>"})
    assert risk_lines(assess_risk(frame, ["age", "<b>sex</b>"], [], 0.2), "zh")[0] == \
        "基于 <b>age，&lt;b&gt;sex&lt;/b&gt;</b>：该表满足 <b>1-匿名</b>。"
    assert risk_lines(summary(), "el")[2] == ("Κίνδυνος εισαγγελέα: μέγιστος 100,0%, μέσος 23,8%· το 33,3% των "
                                              "εγγραφών είναι πάνω από 20,0%.")


def test_the_rows_per_person_summary_in_each_language():
    counts = rows_per_person(pd.Series(["a"] * 1500 + ["b"] * 2 + ["c", None]))
    assert counts.summary(2) == ("People by their number of rows (3 people): 1 row: 1; 2 rows: 1; 1,500 rows: 1. "
                                 "With at most 2 rows each, 1,499 row(s) are left out (1 person loses rows), 1 of "
                                 "them without a person id. For your eyes only; never released.")
    assert counts.summary(2, language="de") == (
        "Personen nach Zahl ihrer Zeilen (3 Personen): 1 Zeile: 1; 2 Zeilen: 1; 1.500 Zeilen: 1. Mit höchstens 2 "
        "Zeilen je Person werden 1.499 Zeile(n) weggelassen (1 Person verliert Zeilen), 1 davon ohne Personenkennung. "
        "Nur für Ihre Augen; nie veröffentlicht.")
    assert counts.summary(1500, language="zh") == ("按行数统计的人数（共 3 人）：1 行：1；2 行：1；1,500 行：1。每人至多 "
                                                   "1,500 行时，有 1 行被舍弃（0 人失去部分行），其中 1 行没有个人标识。"
                                                   "仅供您本人查看；从不发布。")
    assert counts.summary(1, shown=1, language="el") == (
        "Πρόσωπα ανά πλήθος γραμμών (3 πρόσωπα): 1 γραμμή: 1· περισσότερες από 1: 2 (έως 1.500 γραμμές). Με το "
        "πολύ 1 γραμμή ανά πρόσωπο, παραλείπονται 1.501 γραμμή(-ές) (2 πρόσωπα χάνουν γραμμές), 1 από αυτές χωρίς "
        "αναγνωριστικό προσώπου. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.")
    assert rows_per_person(pd.Series(["a", "b"])).summary(1, language="de").endswith(
        "Mit höchstens 1 Zeile je Person wird keine Zeile weggelassen. Nur für Ihre Augen; nie veröffentlicht.")
