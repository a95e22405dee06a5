"""The CLI reads the data under the plan's reading schema; a version 1 plan gets one inferred, with a notice."""
import json

from dpstudio.core.io.loading import infer_schema
from tests.cli.test_cli import run
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def version_1_plan(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    del plan["reading"]
    plan["dpstudio_plan"] = 1
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


def test_a_version_1_plan_is_read_with_an_inferred_schema_and_a_notice(tmp_path):
    path = version_1_plan(tmp_path)
    done = run("check", path, "--data", SAMPLE_DATA)
    assert done.returncode == 0, done.stderr
    assert "notice: This is a version 1 plan" in done.stderr
    assert "notice: The plan has no reading schema, so one was inferred from hospital_admissions.csv" in done.stderr
    assert f"dpstudio check {path} --data {SAMPLE_DATA} --write-schema" in done.stderr
    assert json.loads(path.read_text(encoding="utf-8"))["dpstudio_plan"] == 1  # nothing written unasked


def test_write_schema_saves_the_inferred_schema_in_the_plan(tmp_path):
    path = version_1_plan(tmp_path)
    done = run("check", path, "--data", SAMPLE_DATA, "--write-schema")
    assert done.returncode == 0, done.stderr
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["dpstudio_plan"] == 13 and saved["reading"] == infer_schema(SAMPLE_DATA).to_dict()
    assert saved["description"].startswith("Sample plan")  # the rest of the plan is kept
    again = run("check", path, "--data", SAMPLE_DATA)
    assert again.returncode == 0 and "notice" not in again.stderr


def test_the_plan_schema_decides_how_the_data_is_read(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["reading"]["columns"]["length_of_stay"] = "text"  # a mean over it now needs numbers
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    done = run("check", path, "--data", SAMPLE_DATA)
    assert done.returncode == 2 and "column 'length_of_stay' does not hold numbers" in done.stderr
    assert run("check", path, "--write-schema").returncode == 2  # needs --data


def test_a_release_needs_a_schema_the_steward_has_kept(tmp_path):
    """Inferring at release would let one added row change how every row is read (issue 13, §2)."""
    path = version_1_plan(tmp_path)
    ledger = tmp_path / "ledger.sqlite"
    refused = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out", "--ledger", ledger)
    assert refused.returncode == 2 and "no \"reading\" section" in refused.stderr
    assert f"dpstudio check {path} --data {SAMPLE_DATA} --write-schema" in refused.stderr
    assert not (tmp_path / "out").exists() and not ledger.exists()
    assert run("check", path, "--data", SAMPLE_DATA, "--write-schema").returncode == 0
    assert run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", path, "--epsilon", "10",
               "--ledger", ledger).returncode == 0
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out", "--ledger", ledger)
    assert done.returncode == 0, done.stderr



def test_the_readings_notes_are_told_in_the_language_asked(tmp_path):
    from argparse import Namespace

    from dpstudio.cli.sources import load_file, load_for_plan
    from dpstudio.cli.voice import Voice
    from dpstudio.core.io.schema import schema_from_dict
    from dpstudio.core.plan.release_plan import load_plan

    data = tmp_path / "labor.csv"
    data.write_bytes(("id;dose;finding\n1;4,4;x\n2;1.234,5;x\n" + "3;2,5;x\n" * 1198).encode("cp1252"))
    args = Namespace(data=str(data), encoding=None, delimiter=None, sheet=None)
    told = []
    load_file(args, lambda note: told.append(Voice("de").words(note)))  # as the command line's voice says it
    assert "Hinweis: Dezimalzeichen: Komma (4,4), an den Werten erkannt." in told
    told.clear()
    load_file(args, lambda note: told.append(Voice("en").words(note)))
    assert "note: Decimal mark: comma (4,4), detected from the values." in told
    reading = {"delimiter": ";", "decimal": ",", "columns": {"id": "integer", "dose": "number", "finding": "number"}}
    plan = load_plan(version_1_plan(tmp_path)).with_reading(schema_from_dict(reading)[0])
    told.clear()
    load_for_plan(args, plan, lambda note: told.append(Voice("el").words(note)))
    assert told == ["σημείωση: Στήλη 'finding': 1.200 τιμές δεν είναι αριθμοί και διαβάστηκαν ως ελλείπουσες."]


def test_the_inferred_and_the_saved_schema_are_told_in_the_commands_language(tmp_path):
    path = version_1_plan(tmp_path)
    done = run("check", path, "--data", SAMPLE_DATA, "--language", "de")
    assert done.returncode == 0, done.stderr
    assert "Kodierung utf-8; Trennzeichen Komma; Dezimalzeichen '.'" in done.stderr, done.stderr
    assert "column" not in done.stderr and "Textspalten" in done.stderr
    saved = run("check", path, "--data", SAMPLE_DATA, "--write-schema", "--language", "el")
    assert saved.returncode == 0 and "κωδικοποίηση utf-8· διαχωριστικό κόμμα" in saved.stderr, saved.stderr
    assert "στήλες κειμένου" in saved.stderr and "column" not in saved.stderr
