"""Suggested column roles, each with the reason, from the header (English, German, Chinese, Greek)
and the content. Suggestions are only shown: the steward confirms or changes each."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import pandas as pd

from ..base.words.message import Message
from .roles import ColumnRole

# A patient's number or code written as two words ("Patienten-Nr", "Αριθμός ασθενούς", "Patient No."): each
# phrase matches when its words follow each other in the header (accents and case aside).
PHRASES = ["patient number", "patient no", "patient nr", "patient num", "patient code", "case number",
           "patienten nr", "patienten nummer", "patienten id", "pat nr", "pat id", "fall nr", "fall nummer",
           "αριθμος ασθενους", "αρ ασθενους", "κωδικος ασθενους", "αριθμος μητρωου", "αρ μητρωου",
           "αριθμος φακελου"]
# Latin and Greek words are matched as whole words (or word starts, marked with *); Chinese as substrings.
WORDS = {
    ColumnRole.IDENTIFIER: [
        "name", "firstname", "lastname", "surname", "forename", "fullname", "ssn", "passport", "mrn", "email",
        "mail", "phone", "telephone", "mobile", "address", "street", "id", "identifier", "record", "insurance*",
        "national*", "social*", "patientid", "patient_id", "caseid", "nhs", "vorname", "nachname", "familienname",
        "patientenname", "versicherten*", "krankenversicherten*", "sozialversicherungs*", "telefon", "handy",
        "adresse", "anschrift", "strasse", "straße", "patientennummer", "fallnummer", "aktenzeichen",
        "patientennr", "patnr", "fallnr", "kvnr",
        "ονομα", "επωνυμο", "ονοματεπωνυμο", "αμκα", "αφμ", "τηλεφωνο", "κινητο", "διευθυνση", "ταυτοτητα*",
        "μητρωου",
    ],
    ColumnRole.QUASI_IDENTIFIER: [
        "birth*", "dob", "born", "age", "sex", "gender", "zip", "zipcode", "postcode", "postal", "plz",
        "postleitzahl", "ethnicity", "ethnic", "race", "colour", "color", "occupation", "profession", "job",
        "nationality", "citizen*", "employ*", "marital", "education", "county", "city", "residence", "date", "dates",
        "admission", "discharge", "datum", "aufnahme*", "geburts*", "geboren",
        "alter", "geschlecht", "wohnort", "ethnie", "herkunft", "beruf", "staatsangehorigkeit", "familienstand",
        "ηλικια", "φυλο", "γεννησης", "ταχυδρομικος", "τκ", "εθνικοτητα", "επαγγελμα", "υπηκοοτητα", "ημερομηνια",
    ],
    ColumnRole.SENSITIVE: [
        "diagnosis", "diagnoses", "diagnostic*", "icd*", "condition", "disease", "result", "results", "test",
        "hiv", "pregnan*", "psychiatr*", "mental", "medication*", "drug*", "treatment", "procedure", "cancer",
        "lab", "finding*", "outcome", "diagnose", "befund*", "erkrankung", "krankheit", "testergebnis",
        "ergebnis", "schwanger*", "medikament*", "therapie", "behandlung", "διαγνωση", "νοσος", "ασθενεια",
        "αποτελεσμα", "εξεταση", "κυηση", "εγκυμοσυνη", "ψυχιατρ*", "φαρμακ*", "θεραπεια",
    ],
}
CHINESE = {
    ColumnRole.IDENTIFIER: ["姓名", "名字", "身份证", "电话", "手机", "邮箱", "电子邮件", "地址", "病历号", "住院号",
                            "患者编号", "医保号", "联系方式", "病人编号", "患者号", "病人号", "病案号", "就诊号",
                            "门诊号", "患者ID", "患者id"],
    ColumnRole.QUASI_IDENTIFIER: ["出生", "生日", "年龄", "性别", "邮编", "邮政编码", "民族", "职业", "籍贯", "婚姻",
                                  "国籍", "日期"],
    ColumnRole.SENSITIVE: ["诊断", "疾病", "检查结果", "化验", "结果", "艾滋", "妊娠", "怀孕", "精神", "药物", "治疗"],
}
GENERIC_IDENTIFIER_WORDS = {"name", "id", "identifier", "record", "ονομα"}
# What a generic "name" or "id" may belong to instead of a person: clinic_name, ward_id, lab_test_id.
ORGANISATIONS = {"clinic", "hospital", "ward", "department", "dept", "site", "facility", "unit", "centre", "center",
                 "practice", "provider", "station", "laboratory", "institution", "organisation", "organization",
                 "klinik", "krankenhaus", "abteilung", "praxis", "einrichtung", "νοσοκομειο", "κλινικη", "τμημα"}
ORGANISATIONS_CHINESE = ["医院", "科室", "诊所", "病区", "机构"]
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
PHONE = re.compile(r"^\+?[\d\s().-]{7,20}$")
DATE = re.compile(r"^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$")
ICD10 = re.compile(r"^[A-TV-Z]\d{2}(\.\d{1,4})?\b")
LABELS = {ColumnRole.IDENTIFIER: "a direct identifier", ColumnRole.QUASI_IDENTIFIER: "a quasi-identifier",
          ColumnRole.SENSITIVE: "sensitive"}


@dataclass(frozen=True)
class Suggestion:
    column: str
    role: ColumnRole
    reason: Message  # said in the reader's language (the app's tooltip: "Suggested as … because …")


def _plain(text: str) -> str:
    """Lower case without accents (Greek tonos, German umlauts kept as letters)."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("ς", "σ")


def _words(header: str) -> list[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", header)
    spaced = re.sub(r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])", " ", spaced)  # zip5, address2, 2nd_phone
    return [w for w in re.split(r"[^\w]+|_", _plain(spaced)) if w]


def _header_matches(header: str) -> dict[ColumnRole, str]:
    words = _words(header)
    joined = "".join(words)
    found: dict[ColumnRole, str] = {}
    for role, patterns in WORDS.items():
        for pattern in patterns:
            stem = _plain(pattern.rstrip("*")).replace("ς", "σ")
            hit = any(w.startswith(stem) if pattern.endswith("*") else w == stem for w in words) or \
                (len(stem) >= 6 and not pattern.endswith("*") and joined == stem)
            if hit:
                found.setdefault(role, pattern.rstrip("*"))
                break
    if ColumnRole.IDENTIFIER not in found:
        for phrase in PHRASES:
            parts = _plain(phrase).split()
            if any(words[i:i + len(parts)] == parts for i in range(len(words))):
                found[ColumnRole.IDENTIFIER] = phrase
                break
    for role, patterns in CHINESE.items():
        for pattern in patterns:
            if pattern in header:
                found.setdefault(role, pattern)
                break
    return found


def _content_reason(column: pd.Series) -> tuple[ColumnRole, str] | None:
    values = column.dropna()
    if len(values) < 20:
        return None
    text = values.astype(str).str.strip()
    sample = text.head(2000)
    if sample.str.match(EMAIL).mean() > 0.5:
        return ColumnRole.IDENTIFIER, Message("its values look like e-mail addresses")
    if sample.str.match(ICD10).mean() > 0.5:
        return ColumnRole.SENSITIVE, Message("its values look like ICD-10 diagnosis codes")
    kind = column.dtype.kind
    if kind not in "f" and values.is_unique:
        return ColumnRole.IDENTIFIER, Message("every row has a different value, like a record number or a name")
    phone_like = sample.str.match(PHONE) & ~sample.str.match(DATE) & (sample.str.count(r"\d") >= 7)
    if kind not in "iuf" and sample.str.contains(r"[\s().+-]").mean() > 0.5 and phone_like.mean() > 0.5:
        return ColumnRole.IDENTIFIER, Message("its values look like phone numbers")
    return None


def suggest_role(name: str, column: pd.Series) -> Suggestion | None:
    matches = _header_matches(str(name))
    identifier = matches.get(ColumnRole.IDENTIFIER)
    named_finding = identifier in ("name", "ονομα") and ColumnRole.SENSITIVE in matches  # diagnosis_name: the finding
    if identifier in GENERIC_IDENTIFIER_WORDS and not named_finding and \
            (_of_something_else(str(name)) or ColumnRole.SENSITIVE in matches):
        # clinic_name, ward_id, test_id: the name or number of a thing, not of a person (nor a finding)
        if _nearly_unique(column):
            return Suggestion(name, ColumnRole.IDENTIFIER, Message(
                "the header mentions '{word}' and nearly every row has a value of its own, like a record number",
                word=identifier))
        content = _content_reason(column)
        return Suggestion(name, *content) if content else None
    if identifier and not named_finding:
        return Suggestion(name, ColumnRole.IDENTIFIER, Message("the header mentions '{word}'", word=identifier))
    content = _content_reason(column)
    if content and content[0] is ColumnRole.IDENTIFIER:
        return Suggestion(name, *content)
    for role in (ColumnRole.SENSITIVE, ColumnRole.QUASI_IDENTIFIER):
        if role in matches:
            return Suggestion(name, role, Message("the header mentions '{word}'", word=matches[role]))
    if content:
        return Suggestion(name, *content)
    return None


def _of_something_else(header: str) -> bool:
    """Whether a generic "name"/"id" header names an organisation's (clinic_name, ward_id)."""
    return any(w in ORGANISATIONS for w in _words(header)) or any(c in header for c in ORGANISATIONS_CHINESE)


def _nearly_unique(column: pd.Series) -> bool:
    values = column.dropna()
    return len(values) >= 20 and values.nunique() >= 0.9 * len(values)


def suggest_roles(frame: pd.DataFrame) -> dict[str, Suggestion]:
    """A suggestion, with its reason, for each column where one applies."""
    out = {}
    for name in frame.columns:
        suggestion = suggest_role(str(name), frame[name])
        if suggestion is not None:
            out[str(name)] = suggestion
    return out
