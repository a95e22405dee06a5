import numpy as np
import pandas as pd
import pytest

from dpstudio.core.plan.role_suggestions import suggest_role, suggest_roles
from dpstudio.core.plan.roles import ColumnRole

I, Q, S = ColumnRole.IDENTIFIER, ColumnRole.QUASI_IDENTIFIER, ColumnRole.SENSITIVE
FILLER = pd.Series(["x", "y"] * 20)


@pytest.mark.parametrize("header, role", [
    ("Patient Name", I), ("patient_id", I), ("SSN", I), ("E-Mail", I), ("phoneNumber", I), ("MRN", I),
    ("Vorname", I), ("Nachname", I), ("Versichertennummer", I), ("Telefon", I), ("Anschrift", I),
    ("姓名", I), ("身份证号", I), ("联系电话", I), ("Ονοματεπώνυμο", I), ("ΑΜΚΑ", I), ("Τηλέφωνο", I),
    ("date_of_birth", Q), ("BirthYear", Q), ("age", Q), ("Gender", Q), ("ZIP", Q), ("Postleitzahl", Q),
    ("Geschlecht", Q), ("Geburtsdatum", Q), ("Beruf", Q), ("出生日期", Q), ("性别", Q), ("年龄", Q),
    ("Ηλικία", Q), ("Φύλο", Q), ("Ημερομηνία γέννησης", Q), ("ethnicity", Q), ("occupation", Q),
    ("diagnosis", S), ("ICD10_code", S), ("HIV_status", S), ("pregnancy", S), ("psychiatric_history", S),
    ("test_result", S), ("Diagnose", S), ("Befund", S), ("诊断", S), ("检查结果", S), ("Διάγνωση", S),
    ("diagnosis_name", S), ("zip5", Q), ("plz5", Q), ("address2", I), ("phone2", I),
])
def test_header_patterns(header, role):
    suggestion = suggest_role(header, FILLER)
    assert suggestion is not None and suggestion.role is role, (header, suggestion)
    assert "header" in suggestion.reason


def test_no_suggestion_for_plain_measures():
    assert suggest_role("length_of_stay", pd.Series(np.arange(40) % 7)) is None
    assert suggest_role("page", FILLER) is None  # 'age' inside another word does not count
    assert suggest_role("wage", FILLER) is None


def test_content_rules():
    emails = pd.Series([f"p{i}@example.org" for i in range(30)])
    assert suggest_role("contact", emails).reason == "its values look like e-mail addresses"
    codes = pd.Series(["I10", "E11.9", "J18.0"] * 10)
    assert suggest_role("code", codes).role is S
    unique = pd.Series([f"K{i:05d}" for i in range(50)])
    assert suggest_role("ref", unique).reason.startswith("every row has a different value")
    phones = pd.Series([f"+49 351 {i:07d}" for i in range(30)] + ["+49 351 0000001"])
    assert suggest_role("contact", phones).reason == "its values look like phone numbers"
    dates = pd.Series(["2024-01-01", "2024-01-02"] * 20)
    assert suggest_role("when", dates) is None


def test_sample_table_suggestions_match_the_sample_plan(sample_frame, sample_plan):
    suggested = {name: s.role.value for name, s in suggest_roles(sample_frame).items()}
    for name, role in sample_plan["columns"].items():
        if role != "other" and name != "length_of_stay":
            assert suggested.get(name) == role, name


# issue 46: a longitudinal table's "Patienten-Nr" (a patient visits many times: not unique, so only its header
# tells) and a Greek workbook's "Αριθμός ασθενούς" were not suggested as identifiers
VISITS = pd.Series([f"{1000 + i // 6}" for i in range(60)])


@pytest.mark.parametrize("header", [
    "Patienten-Nr", "Patienten-Nr.", "Pat.-Nr.", "PatNr", "Patientennr", "Patienten-ID", "Fall-Nr",
    "Αριθμός ασθενούς", "ΑΡΙΘΜΟΣ ΑΣΘΕΝΟΥΣ", "Αρ. ασθενούς", "Κωδικός ασθενούς", "Αριθμός μητρώου",
    "病人编号", "患者号", "病案号", "就诊号", "患者ID", "Patient No.", "Patient number", "Case number",
])
def test_patient_number_headers_are_identifiers(header):
    suggestion = suggest_role(header, VISITS)
    assert suggestion is not None and suggestion.role is I, (header, suggestion)


@pytest.mark.parametrize("header", ["Anzahl Patienten", "Patientenzahl", "Αριθμός επισκέψεων", "Nr"])
def test_a_count_of_patients_or_a_bare_number_is_no_identifier(header):
    suggestion = suggest_role(header, VISITS)
    assert suggestion is None or suggestion.role is not I, (header, suggestion)


def test_every_reason_is_said_in_the_readers_language():
    """The reason ends the app's "Vorgeschlagen als … weil …": in German, never "weil the header mentions"."""
    said = {
        "Behandlung": suggest_role("Behandlung", FILLER).reason,
        "contact": suggest_role("contact", pd.Series([f"p{i}@example.org" for i in range(30)])).reason,
        "ref": suggest_role("ref", pd.Series([f"K{i:05d}" for i in range(50)])).reason,
        "phone": suggest_role("contact", pd.Series([f"+49 351 {i:07d}" for i in range(31)])).reason,
        "icd": suggest_role("code", pd.Series(["I10", "E11.9", "J18.0"] * 10)).reason,
        "test_id": suggest_role("test_id", pd.Series([f"T{i}" for i in range(50)])).reason,
    }
    assert said["Behandlung"].said("de") == "die Überschrift „behandlung“ enthält"
    assert said["Behandlung"].said("el") == "η επικεφαλίδα περιέχει «behandlung»"
    assert said["Behandlung"].said("zh") == "表头包含“behandlung”"
    for name, reason in said.items():
        for language in ("de", "zh", "el"):
            text = reason.said(language)
            assert text != str(reason) and not any(w in text.split() for w in ("the", "its", "every", "like")), \
                (name, language, text)
