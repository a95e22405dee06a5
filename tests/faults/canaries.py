"""A table with a canary in every direct identifier and in some sensitive cells, and a scan for them.

The canaries are strings and numbers no release, report or message could hold by chance: if one
appears in the CLI's output or in a bundle file, a raw value leaked. The table keeps the sample
plan's columns, so the sample plan (with its reading schema) runs on it.
"""
from __future__ import annotations

import csv
import random
from pathlib import Path

CANARY = "CnryQ7"  # in every patient id and name, and in planted diagnoses and test results
DIAGNOSES = ["I10 Hypertension", "E11 Type 2 diabetes", "J18 Pneumonia", "I21 Myocardial infarction",
             "I50 Heart failure", "J44 COPD", "N39 Urinary tract infection", "S72 Hip fracture",
             "K35 Appendicitis", "C50 Breast cancer", "F32 Depressive episode", "A41 Sepsis"]
WARDS = ["Cardiology", "Internal medicine", "Surgery", "Orthopaedics", "Psychiatry"]
RESULTS = ["negative", "positive", "inconclusive"]
COLUMNS = ["patient_id", "name", "national_id", "birth_year", "sex", "zip", "admission_date", "diagnosis",
           "ward", "length_of_stay", "cost", "test_result"]
PDF_TEXT = " (decoded text)"
NATIONAL_ID_BASE, STAY_CANARY, COST_CANARY = 7391046285, 7391482, 918273645


def canary_rows(people: int = 120, seed: int = 14) -> list[dict]:
    """One or two rows per person; every identifier a canary, and every 10th-15th sensitive cell."""
    pick = random.Random(seed)  # test data only: never privacy noise
    rows = []
    for person in range(people):
        for visit in range(1 + (person % 4 == 0)):
            i = len(rows)
            rows.append({
                "patient_id": f"{CANARY}P{person:04d}x", "name": f"{CANARY} Name{person:04d}",
                "national_id": NATIONAL_ID_BASE + 7919 * person, "birth_year": pick.randint(1930, 2005),
                "sex": pick.choice("FM"), "zip": f"0{pick.randint(1000, 1300)}",
                "admission_date": f"2024-0{pick.randint(1, 9)}-1{pick.randint(0, 9)}",
                "diagnosis": f"{CANARY} secret dx {i}" if i % 10 == 3 else pick.choice(DIAGNOSES),
                "ward": pick.choice(WARDS),
                "length_of_stay": STAY_CANARY + i if i % 15 == 4 else pick.randint(1, 30),
                "cost": COST_CANARY + i if i % 15 == 7 else pick.randint(800, 9000),
                "test_result": f"{CANARY}-result-{i}" if i % 12 == 5 else pick.choice(RESULTS),
            })
    return rows


def canary_strings(rows: list[dict]) -> list[str]:
    """Every text that would show a raw identifier or a planted sensitive value."""
    numbers = {row[c] for row in rows for c in ("national_id", "length_of_stay", "cost")}
    planted = [n for n in numbers if n >= STAY_CANARY]
    return [CANARY, *(str(n) for n in planted), *(f"{n:,}" for n in planted)]


def csv_text(rows: list[dict], delimiter: str = ",") -> str:
    from io import StringIO

    out = StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, delimiter=delimiter, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def write_canary_csv(path: Path, rows: list[dict] | None = None) -> Path:
    path.write_text(csv_text(rows or canary_rows()), encoding="utf-8")
    return path


def found_canaries(text: str, canaries: list[str]) -> list[str]:
    return [c for c in canaries if c in text]


def found_in_pdf_text(text: str, canaries: list[str]) -> list[str]:
    """As found_canaries, in a PDF's decoded glyphs: without spaces, and (in a canary with letters)
    a digit may be a '?', since Qt leaves some digit glyphs out of its ToUnicode map."""
    import re

    squeezed = "".join(text.split())
    found = []
    for canary in canaries:
        bare = "".join(canary.split())
        pattern = "".join(f"[{ch}?]" if ch.isdigit() else re.escape(ch) for ch in bare) \
            if any(ch.isalpha() for ch in bare) else re.escape(bare)
        if re.search(pattern, squeezed):
            found.append(canary)
    return found


def bundle_texts(folder: Path) -> dict[str, str]:
    """The text of every file under `folder` (partial folders too): xlsx members unzipped, PDF text decoded."""
    texts = {}
    for path in sorted(p for p in Path(folder).rglob("*") if p.is_file()):
        texts.update(file_texts(path))
    return texts


def file_texts(path: Path) -> dict[str, str]:
    """A file's text by where it was found: its bytes as text, and its members or decoded glyphs."""
    from tests.faults.pdf_text import pdf_text

    data = path.read_bytes()
    texts = {str(path): data.decode("utf-8", errors="replace")}
    if path.suffix == ".xlsx":
        texts.update(_zip_members(path))
    elif path.suffix == ".pdf":
        texts[f"{path}{PDF_TEXT}"] = pdf_text(data)
    return texts


def _zip_members(path: Path) -> dict[str, str]:
    """Every member of an xlsx, unzipped; of a torn one, whatever each local entry still inflates to."""
    import zipfile
    import zlib

    try:
        with zipfile.ZipFile(path) as book:
            return {f"{path}!{name}": book.read(name).decode("utf-8", errors="replace") for name in book.namelist()}
    except zipfile.BadZipFile:
        data, texts = path.read_bytes(), {}
        for number, entry in enumerate(data.split(b"PK\x03\x04")[1:]):
            start = 26 + int.from_bytes(entry[22:24], "little") + int.from_bytes(entry[24:26], "little")
            try:
                texts[f"{path}!entry-{number}"] = zlib.decompressobj(-15).decompress(entry[start:]).decode(
                    "utf-8", "replace")
            except zlib.error:
                continue
        return texts


def leaks_in(texts: dict[str, str], canaries: list[str]) -> dict[str, list[str]]:
    """{where: [canaries found there]} for every text holding one; empty when nothing leaked."""
    found = {where: (found_in_pdf_text if where.endswith(PDF_TEXT) else found_canaries)(text, canaries)
             for where, text in texts.items()}
    return {where: hits for where, hits in found.items() if hits}
