"""The command line speaks the steward's language (issue 32): `--language`, else DPSTUDIO_LANGUAGE, else the
terminal's locale; its results, notes, errors, preview table and risk figures in it, figures in its marks;
--json and `--language en` / LANG=C as they always were."""
import json
import os
import re
import subprocess
import sys

import pytest

from dpstudio.cli.parser import build_parser
from dpstudio.cli.voice import run_language
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def locale(monkeypatch):
    """Set the terminal's locale for an in-process run, with DPSTUDIO_LANGUAGE lifted."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE", raising=False)
    for name in LOCALE:
        monkeypatch.delenv(name, raising=False)

    def set_to(**variables):
        for name, value in variables.items():
            monkeypatch.setenv(name, value)
    return set_to


def over_budget(tmp_path, epsilon=1, drop_bounds=False):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["budget"]["epsilon"] = epsilon
    if drop_bounds:
        plan["queries"][4].pop("bounds")
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


@pytest.mark.parametrize("environ, option, language", [
    ({"LANG": "el_GR.UTF-8"}, None, "el"),
    ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"}, None, "zh"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, None, "en"),  # LC_ALL decides, even for a language we do not speak
    ({"LANG": "fr_FR.UTF-8"}, None, "en"),
    ({"LANG": "de_DE.UTF-8", "DPSTUDIO_LANGUAGE": "el"}, None, "el"),
    ({"LANG": "de_DE.UTF-8", "DPSTUDIO_LANGUAGE": "el"}, "zh", "zh"),  # the option is the most particular word
    ({}, None, "en"),
])
def test_the_language_is_the_option_then_dpstudio_language_then_the_locale(environ, option, language):
    assert run_language(option, environ) == language


@pytest.mark.parametrize("command", [["release"], ["check"], ["preview"], ["risk"], ["ledger", "set-budget"],
                                     ["ledger", "show"], ["ledger", "verify"]])
def test_every_command_takes_the_language(command, capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args([*command, "--help"])
    assert "--language {de,el,en,zh}" in capsys.readouterr().out


def test_check_says_the_plan_is_valid_in_german_and_in_english_when_asked(run_cli, locale):
    locale(LANG="de_DE.UTF-8")
    code, out, err = run_cli("check", SAMPLE_PLAN, "--data", SAMPLE_DATA)
    assert code == 0, err
    assert out == "Der Plan ist gültig: 8 Abfragen verbrauchen Epsilon 3 von 3 und Delta 0 von 1e-07.\n"
    code, out, err = run_cli("check", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--language", "en")
    assert out == "The plan is valid: 8 queries spending epsilon 3 of 3 and delta 0 of 1e-07.\n"


def test_one_query_is_one_query(run_cli, tmp_path, locale):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = plan["queries"][:1]
    path = tmp_path / "one.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert run_cli("check", path)[1].startswith("The plan is valid: 1 query spending epsilon 0.2 of 3")
    assert run_cli("check", path, "--language", "de")[1].startswith(
        "Der Plan ist gültig: 1 Abfrage verbraucht Epsilon 0,2 von 3")
    assert run_cli("check", path, "--language", "el")[1].startswith(
        "Το σχέδιο είναι έγκυρο: 1 ερώτημα δαπανά epsilon 0,2 από 3")


def test_the_preview_table_in_german_with_its_marks(run_cli):
    code, out, err = run_cli("preview", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--language", "de")
    assert code == 0, err  # the percent sign after a no-break space, as German writes it
    assert out.startswith("Erwarteter Fehler, bevor etwas verbraucht wird")
    assert re.search(r"\nAbfrage +zählt +ε +δ +Mechanismus +95\xa0%-Intervall +erwarteter relativer Fehler", out), out
    assert re.search(r"\nadmissions +Zeilen +0,2 +0 +diskreter Laplace +± 45 +1,3\xa0%", out), out
    assert re.search(r"\ntotal_cost +Zeilen +0,2 +0 +Laplace +± 4\.493\.603 ", out), out  # a sum says what it adds up
    assert "Die Zahl der Personen in jeder Zelle wird mit 95\xa0% Wahrscheinlichkeit höchstens ±22" in out
    assert "\nWarnungen:\n" in out and "query" not in out and "Expected" not in out


def test_the_preview_json_stays_english_whatever_the_language(run_cli):
    code, out, err = run_cli("preview", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--language", "el", "--json")
    assert code == 0, err
    figures = json.loads(out)
    assert figures["queries"][0]["in_words"].startswith("The number of rows will be within ±45")
    assert out == run_cli("preview", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--language", "en", "--json")[1]


def test_the_risk_figures_in_greek_from_the_locale(run_cli, locale):
    locale(LANG="el_GR.UTF-8")
    code, out, err = run_cli("risk", "--data", SAMPLE_DATA, "--qi", "birth_year,sex,zip", "--sensitive", "diagnosis")
    assert code == 0, err
    assert out.startswith("Κίνδυνος επαναταυτοποίησης ως προς birth_year, sex, zip (3.577 εγγραφές, 1.552 κλάσεις) — "
                          "μόνο για τα μάτια σας, δεν δημοσιεύεται ποτέ\n")
    assert "Ο πίνακας είναι 1-ανώνυμος: η μικρότερη κλάση έχει 1 εγγραφή." in out
    assert "Μοναδικές εγγραφές (κλάση ενός): 618 (17,3%)" in out
    assert "Εγγραφές σε κλάσεις μικρότερες από 10: 3.566 (99,7%)" in out
    assert "Records" not in out and "record(s)" not in out


def test_errors_are_said_in_german(run_cli, tmp_path):
    code, out, err = run_cli("check", over_budget(tmp_path), "--language", "de")
    assert code == 2
    assert err == ("Fehler: budget.epsilon: die Epsilons der Abfragen ergeben zusammen 3, mehr als das Budget von 1 "
                   "(senken Sie die Epsilons einiger Abfragen oder entfernen Sie eine Abfrage). Korrigieren Sie den "
                   "Plan und starten Sie erneut.\n")
    code, out, err = run_cli("check", tmp_path / "missing.json", "--language", "de")
    assert code == 2
    assert err == f"Fehler: {tmp_path / 'missing.json'}: Plandatei nicht gefunden. Prüfen Sie den Pfad.\n"


def test_a_plans_problems_are_said_one_a_line_with_their_places(run_cli, tmp_path, locale):
    locale(LC_ALL="de_DE.UTF-8")
    code, out, err = run_cli("check", over_budget(tmp_path, drop_bounds=True))
    assert code == 2
    assert err.splitlines() == [
        "Fehler: der Plan hat 2 Probleme:",
        "  - queries[4] ('mean_stay').bounds: muss [untere Schranke, obere Schranke] sein (geben Sie den Bereich nach "
        "Ihrem Wissen über die Spalte an, nicht aus den Daten)",
        "  - budget.epsilon: die Epsilons der Abfragen ergeben zusammen 2,6, mehr als das Budget von 1 (senken Sie die "
        "Epsilons einiger Abfragen oder entfernen Sie eine Abfrage)",
        "Korrigieren Sie den Plan und starten Sie erneut."]
    locale(LC_ALL="C")
    assert run_cli("check", over_budget(tmp_path, drop_bounds=True))[2].startswith("error: the plan has 2 problems:\n")


def test_an_option_of_the_command_line_is_refused_in_the_language(run_cli, locale):
    locale(LANG="zh_CN.UTF-8")
    code, out, err = run_cli("risk", "--data", SAMPLE_DATA, "--qi", "sex", "--order-by", "birth_year")
    assert code == 2 and err == "错误：--order-by 和 --person-rule 需要 --person（标识个人的列）。\n"


def test_the_ledger_says_what_it_holds_in_greek(run_cli, locale):
    locale(LANG="el_GR.UTF-8")
    code, out, err = run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 2.5)
    assert code == 0, err
    assert out.splitlines()[1].startswith("Ο συνολικός προϋπολογισμός του πληθυσμού ")
    assert out.splitlines()[1].endswith("ορίστηκε σε epsilon 2,5, delta 1e-06.")  # the lifetime δ's default
    code, out, err = run_cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN)
    assert code == 0, err
    assert "(περίπου 2.000 πρόσωπα)" in out
    assert ("Συνολικός προϋπολογισμός: epsilon 2,5, delta 1e-06· δαπανήθηκαν epsilon 0, delta 0· απομένουν epsilon 2,5, "
            "delta 1e-06.") in out
    code, out, err = run_cli("ledger", "verify")
    assert code == 0 and out.startswith("Το βιβλίο προϋπολογισμού ") and "είναι ακέραιο (2 εγγραφές)." in out


def run(*args, **environ):
    """The command in a new process, with the locale given and DPSTUDIO_LANGUAGE unset."""
    env = {k: v for k, v in os.environ.items() if k not in ("DPSTUDIO_LANGUAGE", *LOCALE)}
    return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], capture_output=True, text=True,
                          env={**env, **environ}, timeout=180)


def test_a_release_under_a_greek_locale_is_told_and_reported_in_greek(tmp_path):
    assert run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10).returncode == 0
    out = tmp_path / "release"
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out, LANG="el_GR.UTF-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"Δημοσιεύτηκαν 8 ερωτήματα, με δαπάνη epsilon 3 και delta 0, στο {out}",
        "Εγγραφή βιβλίου προϋπολογισμού 3: αυτό το σύνολο δεδομένων έχει δαπανήσει epsilon 3 από τον συνολικό "
        "προϋπολογισμό του 10."]
    assert "μόνο για τα μάτια σας (όχι στη δημοσίευση): Ερώτημα 'total_cost': 30 γραμμές με τιμή που λείπει " \
           "παραλείφθηκαν." in done.stderr
    assert "βιβλίο προϋπολογισμού: ο ίδιος πληθυσμός" in done.stderr and "(~2.000 πρόσωπα)" in done.stderr
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    assert release["language"] == "el"
    assert "<h2>Τι προστατεύτηκε</h2>" in (out / "report.html").read_text(encoding="utf-8")
    english = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "again", "--language", "en",
                  LANG="el_GR.UTF-8")
    assert english.returncode == 0, english.stderr
    assert english.stdout.startswith("Released 8 queries, spending epsilon 3 and delta 0, into ")
    assert "for your eyes only (not in the release): Query 'total_cost': 30 rows" in english.stderr
    assert json.loads((tmp_path / "again" / "release.json").read_text(encoding="utf-8"))["language"] == "en"


DATE_FORMS = {  # Babel's medium forms (CLDR): a day, and a time stamp in UTC
    "de": (r"\d{2}\.\d{2}\.\d{4}", r"\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} UTC"),
    "zh": (r"\d{4}年\d{1,2}月\d{1,2}日", r"\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2} UTC"),
    "el": (r"\d{1,2} \w{3,4} \d{4}", r"\d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2}:\d{2}\s[πμ]\.μ\. UTC"),
}


@pytest.mark.parametrize("language", list(DATE_FORMS))
def test_ledger_show_writes_its_dates_as_the_language_does(run_cli, tmp_path, language):
    """Each release, budget change and population's day in the language's form; none in ISO 8601 (which the
    ledger keeps)."""
    day, stamp = DATE_FORMS[language]
    assert run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 5)[0] == 0
    assert run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 6, "--reason",
                   "approved")[0] == 0
    assert run_cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "out")[0] == 0
    code, out, err = run_cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--language", language)
    assert code == 0, err
    assert not re.search(r"\d{4}-\d{2}-\d{2}", out), out
    lines = out.splitlines()
    assert re.search(day, lines[0]) and re.search(day, lines[3]), out  # the match's and the population's first day
    budgets = [line for line in lines if re.match(r"\s+(Budget|预算|προϋπολογισμός) #", line)]
    releases = [line for line in lines if re.match(r"\s+#\d", line)]
    assert len(budgets) == 2 and len(releases) == 1, out
    assert all(re.search(stamp, line) for line in budgets + releases), out
