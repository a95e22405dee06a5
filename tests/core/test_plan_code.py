"""The generated script and notebook run the plan with dpstudio's API: the script runs as it is, the
notebook's code cells run in order, and neither holds a value of the table."""
import json
import subprocess
import sys

from dpstudio.core.output.plan_code import notebook, python_script
from tests.conftest import SAMPLE_DATA

PLAN = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))


def test_the_script_runs_the_plan(tmp_path):
    script = tmp_path / "release_plan.py"
    script.write_text(python_script(PLAN, str(SAMPLE_DATA)), encoding="utf-8")
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    for query in PLAN["queries"]:
        assert f"{query['id']} - {query['kind']}" in run.stdout
    assert "Katrin" not in script.read_text(encoding="utf-8")  # no value of the table, only the plan


def test_the_notebooks_code_cells_run_in_order():
    book = notebook(PLAN, str(SAMPLE_DATA))
    assert book["nbformat"] == 4 and [c["cell_type"] for c in book["cells"]] == ["markdown", "code", "code", "code"]
    assert "fresh noise" in "".join(book["cells"][0]["source"])
    scope = {}
    for cell in book["cells"][1:3]:
        exec("".join(cell["source"]), scope)
    assert [q["id"] for q in scope["release"]["queries"]] == [q["id"] for q in PLAN["queries"]]
    json.dumps(book)  # a notebook file is JSON
