"""A runnable Python script and a Jupyter notebook that release a plan as the app's Export does, with
dpstudio's charging API (`dpstudio.publish`, api_publish.py), as DP Wizard offers: for reviewers,
ethics boards and scripted pipelines.

Code the app hands out must not get around the lifetime budget (issue 30): each run is charged to the
same ledger as the app (the path the app used, written into the code), which finds the same population
by its keyed sketch of the people, and a run over the budget is refused before anything is drawn,
charged or written. The code says so in its comments, and exits on a refusal with the CLI's message and
exit code (3 for the ledger, 2 for bad input, 4 charged but not delivered), never a traceback.

They carry the plan itself (as the app holds it, reading section included, which says how the file is
read) and the data file's path; no value of the table. The comments are in English, as the command line is.
"""
from __future__ import annotations

import json

INTRO = ("Releases the dpstudio plan below on the table with dpstudio.publish(), as the app's Export does: it "
         "checks the plan and the table, charges the release to the lifetime budget of the table's people in the "
         "ledger named below (the one the app charges, where the same people have the same budget), draws the "
         "noise once and writes the release files into a new folder, OUT. Each run is a new release with fresh "
         "noise, charged again: at most the plan's budget, epsilon {epsilon}, delta {delta}. A run the ledger "
         "refuses (over the lifetime budget, none set, or a ledger changed outside dpstudio) prints why and exits "
         "with code 3, having charged and written nothing. This file holds the plan and the table's path, no "
         "value of the table.")
LEDGER_GIVEN = ("# The ledger: the file the app charged when this was saved (the same lifetime budgets and "
                "populations;\n# `dpstudio release --ledger` takes the same file).")
LEDGER_DEFAULT = ("# The ledger: None is the app's and `dpstudio release`'s own ($DPSTUDIO_LEDGER, or "
                  "ledger.sqlite in your\n# data folder).")
POPULATION = ("# The known population the table's people were declared part of (its id, as `dpstudio ledger show` "
              "prints it);\n# None: the population the ledger recognises them as.")
OUT = ("# A new folder for the release files (it must not exist yet); here, named for the moment of the run.\n"
       'OUT = time.strftime("release-%Y%m%d-%H%M%S")')
RELEASE = '''try:
    published = dpstudio.publish(DATA, PLAN, out=OUT, ledger=LEDGER, population=POPULATION, language=LANGUAGE)
except dpstudio.BudgetExceeded as refused:  # over the lifetime budget, none set, or a ledger changed
    print(f"error: {refused}", file=sys.stderr)
    sys.exit(3)  # refused by the ledger: nothing was charged or written
except dpstudio.ChargedNotDelivered as error:
    print(f"error: {error}", file=sys.stderr)
    sys.exit(4)  # the budget WAS spent, but the files were not all written: the message says where they are
except dpstudio.DpStudioError as error:
    print(f"error: {error}", file=sys.stderr)
    sys.exit(2)  # the plan, the table or the folder needs fixing: nothing was charged or written
for note in published.steward_notes:  # about the table, for your eyes only
    print(f"for your eyes only (not in the release): {note}", file=sys.stderr)
print(f"Released into {published.folder}; ledger record {published.ledger_record}: these people have spent "
      f"epsilon {float(published.spent.epsilon):g} of their lifetime budget {float(published.lifetime.epsilon):g}.")'''
SHOW = '''for query in published.release["queries"]:
    print(query["id"], "-", query["kind"], "- epsilon", query["epsilon"])
    for cell in query.get("cells") or [query]:
        key = "; ".join(f"{k}={v}" for k, v in (cell.get("key") or {}).items())
        value = ("suppressed" if cell.get("suppressed") else "no estimate" if cell.get("no_estimate")
                 else cell.get("value"))
        print("   ", key or "value", value, "+/-", cell.get("ci95"))'''


def python_script(plan: dict, data_path: str, ledger: str | None = None, language: str = "en",
                  population: str | None = None) -> str:
    """The script: the plan released on `data_path`, charged to `ledger` (None: the default ledger) under
    `population` (the id of a known population the steward declared the table part of; None: the one the
    ledger recognises), its report in `language`."""
    return "\n".join(['"""' + _wrapped(_intro(plan)) + '\n"""',
                      _settings(plan, data_path, ledger, language, population), "", RELEASE, SHOW, ""])


def notebook(plan: dict, data_path: str, ledger: str | None = None, language: str = "en",
             population: str | None = None) -> dict:
    """The same, as a Jupyter notebook (nbformat 4): an introduction, the settings and the plan, the release,
    the values."""
    cells = [_cell("markdown", "# A dpstudio release plan\n\n" + _intro(plan)),
             _cell("code", _settings(plan, data_path, ledger, language, population)),
             _cell("code", RELEASE),
             _cell("code", SHOW)]
    for number, cell in enumerate(cells):
        cell["id"] = f"cell-{number}"  # stable ids: the same plan gives the same notebook
    return {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                        "name": "python3"},
                                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def _intro(plan: dict) -> str:
    budget = plan.get("budget") or {}
    return INTRO.format(epsilon=budget.get("epsilon"), delta=budget.get("delta", 0))


def _settings(plan: dict, data_path: str, ledger: str | None, language: str, population: str | None) -> str:
    """The imports and what a reader may change, at the top: the table, the ledger, the folder, the language."""
    return "\n".join([
        "import json", "import sys", "import time", "", "import dpstudio", "",
        "# The table, read as the plan's \"reading\" section says.", f"DATA = {data_path!r}",
        LEDGER_DEFAULT if ledger is None else LEDGER_GIVEN, f"LEDGER = {ledger!r}", POPULATION,
        f"POPULATION = {population!r}", OUT,
        "# The report's language (en, de, zh or el).", f"LANGUAGE = {language!r}",
        f"PLAN = json.loads({_plan_text(plan)!r})"])


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
