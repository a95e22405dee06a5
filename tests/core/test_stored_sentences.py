"""The sentences a release stores carry their messages (release format 13, issue 45 step 2): each is said in the
report's language from its template and values, never by reading its English back; a release of format 12 (a
signed bundle made by dpstudio at 8ff82f3, tests/data/release_v12) still verifies, and its report is still
written, its sentences said as they were stored."""
import html
import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from dpstudio.core.base.words.catalogue import STORED, texts
from dpstudio.core.base.words.stored_message import StoredMessage
from dpstudio.core.output.bundle_check import check_bundle
from dpstudio.core.output.release_format import RELEASE_VERSION
from dpstudio.core.output.report import build_report
from dpstudio.core.output.signature import fingerprint_of, public_key_of
from dpstudio.core.output.stored_sentences import migrated, sentence_said, sentences_said, with_messages
from dpstudio.core.pipeline.release import NEIGHBOURING, produce_release
from dpstudio.core.private.drafts import MISSING_NOTE

OLD = Path(__file__).resolve().parents[1] / "data" / "release_v12"
FRAME = pd.DataFrame({"pid": [f"P{i % 40}" for i in range(80)], "age": [5 + (i * 7) % 90 for i in range(80)],
                      "sex": ["F", "M", "X"][:3] * 26 + ["F", "M"], "stay": [float(1 + i % 9) for i in range(80)]})
PLAN = json.loads((OLD / "bundle" / "plan.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def release() -> dict:
    return produce_release(FRAME, {**PLAN, "queries": [*PLAN["queries"], {
        "id": "by_age_sex", "kind": "count", "epsilon": 1, "group_by": ["age", "sex"],
        "bins": {"age": [0, 18, 65, 120]}, "categories": {"sex": ["F", "M"]}, "other": False}]}).release


def _messages(release: dict) -> list[dict]:
    """Every message the release writes."""
    return [release["privacy_unit_description_message"], release["neighbouring_message"],
            release["budget"]["composition_message"], *release.get("warnings_messages", []),
            *(m for entry in release["queries"] for m in entry.get("notes_messages", []))]


def test_each_stored_sentence_has_its_message_beside_it(release):
    assert release["dpstudio_release"] == RELEASE_VERSION == 14
    assert list(release).index("neighbouring_message") == list(release).index("neighbouring") + 1
    for entry in release["queries"]:
        assert len(entry["notes_messages"]) == len(entry["notes"])
        for note, message in zip(entry["notes"], entry["notes_messages"]):
            assert StoredMessage.from_json(message) == note  # the English is the template with its values
    assert all(m["message"] in texts(STORED) for m in _messages(release))  # every one a template of the catalogue
    other = release["queries"][2]["notes_messages"][-1]
    assert other["values"] == {"columns": ["age", "sex"]}  # a list of columns, said in the reader's list form
    assert json.loads(json.dumps(release)) == release  # plain JSON


def test_a_sentence_is_said_from_its_message_in_the_readers_language(release):
    entry = release["queries"][2]
    assert sentences_said(entry, "notes", "de")[-1].startswith("Zeilen, deren age oder sex nicht in der Liste steht")
    assert sentences_said(entry, "notes", "en") == entry["notes"]
    said = sentence_said(release, "privacy_unit_description", "de")
    assert "'pid'" in said and "höchstens 2 Zeilen" in said
    changed = {**release, "neighbouring": "made up", "neighbouring_message": None}
    assert sentence_said(changed, "neighbouring", "de") == "made up"  # no message: as it was stored


def test_writing_the_messages_twice_writes_them_once(release):
    assert with_messages(release) == release and migrated(release) is release


def test_a_release_of_format_12_has_each_sentence_as_its_own_message():
    old = json.loads((OLD / "bundle" / "release.json").read_text(encoding="utf-8"))
    assert old["dpstudio_release"] == 12 and "neighbouring_message" not in old
    read = migrated(old)
    assert read["dpstudio_release"] == 12 and read["neighbouring_message"] == {"message": NEIGHBOURING, "values": {}}
    assert sentence_said(read, "neighbouring", "de") == StoredMessage(NEIGHBOURING).said("de") != NEIGHBOURING
    assert sentence_said(read, "privacy_unit_description", "de") == old["privacy_unit_description"]  # English
    histogram, mean = read["queries"]
    assert sentences_said(histogram, "notes", "de") == histogram["notes"]  # it holds a list of columns: English
    assert sentences_said(mean, "notes", "de")[0] == StoredMessage(MISSING_NOTE).said("de") != MISSING_NOTE


def test_a_bundle_of_format_12_still_verifies_and_its_report_is_still_written(tmp_path, run_cli):
    folder = tmp_path / "release_v12"
    shutil.copytree(OLD / "bundle", folder)
    key = public_key_of((OLD / "office-public-key.pem").read_bytes())
    check = check_bundle(folder, key)
    assert check.problems == [] and check.signed and check.signed_by == fingerprint_of(key)
    code, out, err = run_cli("verify", folder, "--key", OLD / "office-public-key.pem")
    assert code == 0, (out, err)
    old = json.loads((folder / "release.json").read_text(encoding="utf-8"))
    report = html.unescape(build_report(old, json.loads((folder / "plan.json").read_text(encoding="utf-8")),
                                        charts=False))
    assert "<html lang='de'>" in report and StoredMessage(NEIGHBOURING).said("de") in report
    assert old["privacy_unit_description"] in report and old["queries"][0]["notes"][0] in report


def test_a_stored_sentence_crosses_processes_whole(release):
    import copy
    import pickle

    note = StoredMessage("Rows whose {columns} is not listed (or is missing) are left out of this table: there is "
                         "no (other) cell, and totals count the listed rows only.", columns=["age", "sex"])
    for copied in (pickle.loads(pickle.dumps(note)), copy.deepcopy(note)):
        assert type(copied) is StoredMessage and copied == note and copied.to_json() == note.to_json()
    assert pickle.loads(pickle.dumps(release)) == release
