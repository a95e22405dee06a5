"""Each command imports only what it uses (issue 34, start-up): Ibis, sqlglot and DuckDB take about half a
second to import, matplotlib 0.4 s, Qt 0.2 s. A command that does not need one must not load it, so that
start-up cannot slow down again unnoticed. Each command runs in a fresh interpreter, as a steward's does."""
import json
import subprocess
import sys

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

HEAVY = ("ibis", "sqlglot", "duckdb", "matplotlib", "PySide6", "shiboken6", "opendp", "scipy", "openpyxl",
         "cryptography", "pyspark", "psycopg", "psycopg2")

CODE = """
import json, sys
from dpstudio.cli.main import main
code = main(sys.argv[1:])
sys.stdout.flush()
print("\\nLOADED " + json.dumps(sorted({name.split('.')[0] for name in sys.modules})))
sys.exit(code)
"""


def loaded(*args):
    """The top-level packages a command in a fresh interpreter has imported when it is done, and its output."""
    done = subprocess.run([sys.executable, "-c", CODE, *map(str, args)], capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    output, _, modules = done.stdout.rpartition("\nLOADED ")
    return set(json.loads(modules)) & set(HEAVY), output


def test_check_of_a_csv_answered_by_pandas_loads_no_engine_chart_qt_or_noise():
    heavy, output = loaded("check", SAMPLE_PLAN, "--data", SAMPLE_DATA)
    assert "The plan is valid: 8 queries" in output
    assert heavy == set()


def test_check_with_duckdb_loads_ibis_and_duckdb_and_nothing_else_heavy():
    heavy, output = loaded("check", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--engine", "duckdb")
    assert "The plan is valid: 8 queries" in output
    assert heavy == {"ibis", "sqlglot", "duckdb"}  # the same observation sees an engine when one is used


def test_a_release_without_a_chart_writes_its_pdf_without_matplotlib(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["id"] in ("admissions", "mean_stay")]  # no cells to chart
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    budget = subprocess.run([sys.executable, "-m", "dpstudio", "ledger", "set-budget", "--data", str(SAMPLE_DATA),
                             "--plan", str(plan_file), "--epsilon", "10"], capture_output=True, text=True, timeout=180)
    assert budget.returncode == 0, budget.stderr
    out = tmp_path / "release"
    heavy, output = loaded("release", plan_file, "--data", SAMPLE_DATA, "--out", out)
    assert "Released 2 queries" in output
    assert (out / "report.pdf").stat().st_size > 1000 and b"<img" not in (out / "report.html").read_bytes()
    assert "matplotlib" not in heavy
    assert {"PySide6", "cryptography", "opendp"} <= heavy  # the PDF, the signature and the noise are made
