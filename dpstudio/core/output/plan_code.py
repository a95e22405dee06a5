"""A runnable Python script and a Jupyter notebook that run a release plan with dpstudio's Python API
(`dpstudio.release`), as DP Wizard offers: for reviewers, ethics boards and scripted pipelines.

They carry the plan itself (as the app holds it, reading section included, which says how the file is
read) and the data file's path; no value of the table. Each run draws fresh noise, so its numbers
differ from any release already made, while the method and its guarantee are the same; the API asks
no ledger, which the comments say.
"""
from __future__ import annotations

import json

INTRO = ("Runs the dpstudio release plan below on the table with dpstudio's Python API. Each run draws fresh "
         "noise: the numbers differ from run to run and from any release already published; the method and "
         "its privacy guarantee (epsilon {epsilon}, delta {delta}) do not. dpstudio.release() asks no ledger: "
         "keep count of what you spend (the app and `dpstudio release` charge the ledger).")
SHOW = '''for query in release["queries"]:
    print(query["id"], "-", query["kind"], "- epsilon", query["epsilon"])
    for cell in query.get("cells") or [query]:
        key = "; ".join(f"{k}={v}" for k, v in (cell.get("key") or {}).items())
        value = "suppressed" if cell.get("suppressed") else cell.get("value")
        print("   ", key or "value", value, "+/-", cell.get("ci95"))'''


def python_script(plan: dict, data_path: str) -> str:
    budget = plan.get("budget") or {}
    intro = INTRO.format(epsilon=budget.get("epsilon"), delta=budget.get("delta", 0))
    return "\n".join([
        '"""' + _wrapped(intro) + '\n"""', "import json", "", "import dpstudio", "",
        f"DATA = {data_path!r}", f"PLAN = json.loads({_plan_text(plan)!r})", "",
        "release = dpstudio.release(DATA, PLAN)", SHOW, ""])


def notebook(plan: dict, data_path: str) -> dict:
    """The same, as a Jupyter notebook (nbformat 4): an introduction, the plan, the release, the values."""
    budget = plan.get("budget") or {}
    cells = [_cell("markdown", "# A dpstudio release plan\n\n" + INTRO.format(epsilon=budget.get("epsilon"),
                                                                              delta=budget.get("delta", 0))),
             _cell("code", f"import json\n\nimport dpstudio\n\nDATA = {data_path!r}\nPLAN = json.loads({_plan_text(plan)!r})"),
             _cell("code", "release = dpstudio.release(DATA, PLAN)"),
             _cell("code", SHOW)]
    for number, cell in enumerate(cells):
        cell["id"] = f"cell-{number}"  # stable ids: the same plan gives the same notebook
    return {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                        "name": "python3"},
                                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def _plan_text(plan: dict) -> str:
    return json.dumps(plan, ensure_ascii=False, indent=1)


def _wrapped(text: str, width: int = 100) -> str:
    lines, line = [], ""
    for word in text.split():
        if len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return "\n".join(lines + [line])


def _cell(kind: str, text: str) -> dict:
    cell = {"cell_type": kind, "metadata": {}, "source": text.splitlines(keepends=True)}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell
