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
                                 "With at most 2 rows each, 1,499 rows are left out (1 person loses rows), 1 of "
                                 "them without a person id. For your eyes only; never released.")
    assert counts.summary(2, language="de") == (
        "Personen nach Zahl ihrer Zeilen (3 Personen): 1 Zeile: 1; 2 Zeilen: 1; 1.500 Zeilen: 1. Mit höchstens 2 "
        "Zeilen je Person werden 1.499 Zeilen weggelassen (1 Person verliert Zeilen), 1 davon ohne Personenkennung. "
        "Nur für Ihre Augen; nie veröffentlicht.")
    assert counts.summary(1500, language="zh") == ("按行数统计的人数（共 3 人）：1 行：1；2 行：1；1,500 行：1。每人至多 "
                                                   "1,500 行时，有 1 行被舍弃：它没有个人标识。"
                                                   "仅供您本人查看；从不发布。")
    assert counts.summary(1, shown=1, language="el") == (
        "Πρόσωπα ανά πλήθος γραμμών (3 πρόσωπα): 1 γραμμή: 1· περισσότερες από 1: 2 (έως 1.500 γραμμές). Με το "
        "πολύ 1 γραμμή ανά πρόσωπο, παραλείπονται 1.501 γραμμές (2 πρόσωπα χάνουν γραμμές), 1 από αυτές χωρίς "
        "αναγνωριστικό προσώπου. Μόνο για τα μάτια σας· δεν δημοσιεύεται ποτέ.")
    assert rows_per_person(pd.Series(["a", "a", "b"])).summary(1).endswith(  # one row: never "1 rows" or "1 row(s)"
        "With at most 1 row each, 1 row is left out (1 person loses a row). For your eyes only; never released.")
    assert rows_per_person(pd.Series(["a", None, None])).summary(1, language="de").endswith(
        "Mit höchstens 1 Zeile je Person werden 2 Zeilen weggelassen: Sie haben keine Personenkennung. Nur für Ihre "
        "Augen; nie veröffentlicht.")
    assert rows_per_person(pd.Series(["a", "b"])).summary(1, language="de").endswith(
        "Mit höchstens 1 Zeile je Person wird keine Zeile weggelassen. Nur für Ihre Augen; nie veröffentlicht.")


def people_summary(rule="set", order_by="visit"):
    from dpstudio.core.risk.persons import PersonRule, assess
    from tests.core.test_risk_persons import QI, TABLE

    return assess(TABLE, QI, ["dx"], 0.4, PersonRule("patient", rule, order_by))


def test_counting_people_the_sentences_say_people_and_the_rule_in_each_language():
    # the set rule on the hand-counted table (tests/core/test_risk_persons.py): 1 of 6 people is unique
    assert risk_lines(people_summary()) == [
        "Over <b>band, sex</b>: the people are <b>1-anonymous</b>.",
        "Each person by the set of their combinations (all their rows). Left out: 2 rows without a person id.",
        "<b>1</b> of 6 people (16.7%) is unique; 100.0% are in classes smaller than 5.",
        "Prosecutor risk: highest 100.0%, average 50.0%; 50.0% of people are above 40.0%.",
        "<i>dx</i>: 50.0% of people are in a class where everyone has the same value (l = 1 at worst)."]
    assert risk_lines(people_summary(), "de")[1:3] == [
        "Jede Person nach der Menge ihrer Kombinationen (alle ihre Zeilen). Weggelassen: 2 Zeilen ohne "
        "Personenkennung.",
        "<b>1</b> von 6 Personen (16,7\xa0%) ist eindeutig; 100,0\xa0% liegen in Klassen mit weniger als 5 Personen."]
    assert risk_lines(people_summary("last"), "zh")[:3] == [
        "基于 <b>band，sex</b>：这些人满足 <b>1-匿名</b>。",
        "每人按其最后一行计（按 <i>visit</i> 排序）。未计入：没有个人标识的 2 行。",
        "6 人中有 <b>1</b> 人（16.7%）是唯一的；100.0% 位于少于 5 人的等价类中。"]
    assert risk_lines(people_summary("first", None), "el")[1:3] == [
        "Κάθε πρόσωπο με την πρώτη του γραμμή κατά τη σειρά του αρχείου. Εκτός: 2 γραμμές χωρίς αναγνωριστικό "
        "προσώπου.",
        "<b>1</b> από 6 πρόσωπα (16,7%) είναι μοναδικό· το 100,0% βρίσκεται σε κλάσεις με λιγότερα από 5 πρόσωπα."]


def test_plurals_follow_the_counts():
    from dataclasses import replace

    summary = people_summary("first")  # 0 of 6 unique: "are"; no row left out: no such sentence
    assert risk_lines(summary)[1:3] == [
        "Each person by their first row (ordered by <i>visit</i>). Left out: 2 rows without a person id.",
        "<b>0</b> of 6 people (0.0%) are unique; 100.0% are in classes smaller than 5."]
    from dpstudio.core.risk.persons import PersonRule, assess
    alone = pd.DataFrame({"patient": ["P1", " ", "P1"], "band": ["60-64", "60-64", "65-69"], "sex": ["F"] * 3})
    one = assess(alone, ["band", "sex"], (), 0.2, PersonRule("patient", "last"))
    assert risk_lines(one)[1:3] == ["Each person by their last row in file order. Left out: 1 row without a person id.",
                                    "<b>1</b> of 1 person (100.0%) is unique; 100.0% are in classes smaller than 5."]
    assert risk_lines(one, "de")[1:3] == [
        "Jede Person nach ihrer letzten Zeile in der Reihenfolge der Datei. Weggelassen: 1 Zeile ohne Personenkennung.",
        "<b>1</b> von 1 Person (100,0\xa0%) ist eindeutig; 100,0\xa0% liegen in Klassen mit weniger als 5 Personen."]
    assert "Left out" not in risk_lines(replace(summary, rows_without_person=0))[1]


def test_the_terminal_says_people_and_the_rule():
    from dpstudio.core.risk.text import describe_risk

    text = describe_risk(people_summary())
    assert text.startswith("Re-identification risk over band, sex (6 people, 3 classes) — for your eyes only, never "
                           "released\nEach person by the set of their combinations (all their rows). Left out: 2 rows "
                           "without a person id.\n")
    assert "The table is 1-anonymous: the smallest class has 1 person." in text
    assert "Unique people (class of one): 1 (16.7%)" in text and "records" not in text.split("\n\n")[1]
