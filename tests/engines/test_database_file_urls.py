"""A database URL naming a file (sqlite:///PATH), on real SQLite files (issue 44).

A missing file is told as missing (SQLite would otherwise make a new, empty one, and the password in the
environment was once blamed); a folder, or a file that is no database, as what it is; an absolute path written
with four slashes opens that file; a --query that is no statement is a syntax error, not "an ALIAS"."""
import sqlite3

import pytest

from tests.engines.test_database_cli import TABLE, frame, plan_dict, plan_path  # noqa: F401
from tests.faults.conftest import RAW_CONTROL


@pytest.fixture
def hospital_db(tmp_path, frame):  # noqa: F811
    """A SQLite file holding the sample admissions."""
    path = tmp_path / "hospital.db"
    with sqlite3.connect(path) as db:
        frame.to_sql(TABLE, db, index=False)
    return path


def check(run_cli, plan_path, url, *source):  # noqa: F811
    code, out, err = run_cli("check", plan_path, "--data", url, *(source or ("--table", TABLE)))
    assert "Traceback" not in err and "bug" not in err and not RAW_CONTROL.search(out + err), err
    return code, out, err


def test_a_missing_file_is_told_missing_and_not_made(run_cli, plan_path, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.setenv("DPSTUDIO_DB_PASSWORD", "some-password")  # a password set for a server plays no part
    monkeypatch.setenv("PGPASSWORD", "some-password")
    missing = tmp_path / "nofile"
    code, out, err = check(run_cli, plan_path, f"sqlite:///{missing}")
    assert code == 2 and f"the database file {missing} does not exist" in err, err
    assert "password" not in err and not missing.exists()


def test_a_folder_or_a_file_that_is_no_database_is_told(run_cli, plan_path, tmp_path):  # noqa: F811
    code, out, err = check(run_cli, plan_path, f"sqlite:///{tmp_path}")
    assert code == 2 and f"{tmp_path} is a folder or a device, not a database file" in err, err
    text = tmp_path / "notes.db"
    text.write_text("these are notes, not a database\n" * 20)
    code, out, err = check(run_cli, plan_path, f"sqlite:///{text}")
    assert code == 2 and ("the database file cannot be opened as a sqlite database; the database said: file is not a "
                          "database") in err, err


def test_an_absolute_path_with_four_slashes_opens_that_file(run_cli, plan_path, hospital_db):  # noqa: F811
    code, out, err = check(run_cli, plan_path, f"sqlite:///{hospital_db}")  # sqlite:////tmp/.../hospital.db
    assert code == 0 and "The plan is valid" in out, err


@pytest.mark.parametrize("query", ["foo bar", "selct a", "admissions"])
def test_a_query_that_is_no_statement_is_a_syntax_error_not_an_alias(run_cli, plan_path, hospital_db, query):  # noqa: F811
    code, out, err = check(run_cli, plan_path, f"sqlite:///{hospital_db}", "--query", query)
    assert code == 2 and "--query is not valid sqlite" in err, err
    assert "ALIAS" not in err and "COLUMN" not in err, err
