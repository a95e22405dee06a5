"""The desktop bundle stays small (issue 34): what the app never loads stays out, its libraries are stripped, and
what was left out is told as such. All of it on the one bundle that test_bundle_build.py builds (conftest.py)."""
import re
import shutil
import subprocess
import sys

import pytest

# Issue 34 aims at 250 MB and sets a target of 300 MB. What stands between: OpenDP's library (161 MB stripped; a
# build without its Polars engine needs the Rust sources of crates.io), DuckDB (66 MB) and Qt's ICU data (31 MB).
# This ceiling is the bundle as built on 2026-11-27 (563 MB) with a few MB to spare: it may fall, never rise.
CEILING_MB = 570
LEFT_OUT_FILES = {  # what the spec leaves out, as parts of the bundle's file names
    "pyspark's Java libraries": r"\.jar$", "py4j": r"py4j",
    "pyarrow's Flight, Gandiva, ORC and remote file systems": r"flight|gandiva|_orc\.|_s3fs|_gcsfs|_azurefs|_hdfs",
    "pyarrow's headers and Cython sources": r"pyarrow/(include|src)/|\.(pyx|pxd|pxi)$",
    "pyarrow's extra copies of its libraries": r"pyarrow/libarrow_python\.so(\.\d+\.\d+\.\d+)?$",
    "Qt PDF and Qt Network": r"Qt6Pdf|Qt6Network|QtNetwork|QtPdf",
    "Qt's embedded platforms": r"Qt6EglF|libq(eglfs|linuxfb|vnc|vkkhrdisplay)\.so",
    "Qt's words in other languages": r"translations/qt(base)?_(?!en\.|de\.|zh_CN\.|el\.)\w+\.qm$",
    "Pillow's AVIF codec": r"avif",
    "Babel's other locales": r"locale-data/(fr|ja|ru|es|ar)\.dat$",
}
LEFT_OUT_MODULES = ("pyspark", "py4j", "ibis.backends.pyspark", "pygments", "setuptools", "pytest", "scipy")


def _megabytes(folder) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1024 / 1024


@pytest.fixture(scope="module")
def bundle(built_bundle):
    if built_bundle.returncode != 0:
        pytest.fail("the bundle did not build (see test_bundle_build.py)")
    return built_bundle.bundle


def _run(bundle, *arguments, **environment):
    executable = bundle / ("dpstudio.exe" if sys.platform == "win32" else "dpstudio")
    return subprocess.run([str(executable), *map(str, arguments)], capture_output=True, text=True, timeout=300,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(bundle.parent),
                               **environment})


def test_the_bundle_stays_under_its_ceiling(bundle):
    assert _megabytes(bundle) <= CEILING_MB


@pytest.mark.parametrize("part", sorted(LEFT_OUT_FILES))
def test_what_the_app_never_loads_is_not_in_the_bundle(bundle, part):
    pattern = re.compile(LEFT_OUT_FILES[part])
    found = [str(p.relative_to(bundle)) for p in bundle.rglob("*") if pattern.search(p.as_posix())]
    assert not found, f"{part}: {found[:5]}"


def test_the_python_modules_left_out_are_not_in_the_archive(bundle):
    from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader

    executable = CArchiveReader(str(bundle / ("dpstudio.exe" if sys.platform == "win32" else "dpstudio")))
    archive = bundle.parent / "PYZ.pyz"
    archive.write_bytes(executable.extract("PYZ.pyz"))
    names = set(ZlibArchiveReader(str(archive)).toc)
    assert {"dpstudio.core.databases.spark_session", "duckdb", "ibis.backends.duckdb", "ibis.backends.postgres",
            "psycopg"} <= names
    assert not [name for name in names if name.split(".")[0] in LEFT_OUT_MODULES or name in LEFT_OUT_MODULES]


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("readelf") is None, reason="Linux's ELF")
@pytest.mark.parametrize("library", ["opendp/lib/opendp.abi3.so", "libpython3*.so*", "pyarrow/libarrow.so.*"])
def test_the_big_libraries_are_stripped_of_their_symbols(bundle, library):
    found = [p for p in (bundle / "_internal").glob(library) if not p.is_symlink()]
    assert found
    sections = subprocess.run(["readelf", "-S", "-W", str(found[0])], capture_output=True, text=True, check=True)
    assert " .symtab " not in sections.stdout


def test_duckdb_answers_from_the_bundle(bundle, tmp_path):
    """The self-test reads with pandas; this releases through Ibis and DuckDB, whose modules the spec must keep."""
    sample = bundle / "_internal" / "resources" / "sample"
    source = ["--engine", "duckdb", "--data", sample / "hospital_admissions.csv", "--ledger", tmp_path / "l.sqlite"]
    budget = _run(bundle, "ledger", "set-budget", *source, "--plan", sample / "sample_plan.json", "--epsilon", 10)
    assert budget.returncode == 0, budget.stderr[-3000:]
    done = _run(bundle, "release", *source, "--out", tmp_path / "out", sample / "sample_plan.json")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Released 8 queries" in done.stdout and (tmp_path / "out" / "SHA256SUMS.sig").exists()


def test_postgresql_answers_from_the_bundle(bundle, postgres_server):
    """The app's database door: Ibis's PostgreSQL backend, psycopg and libpq, in the bundle, counting on the server
    what the risk command counts in pandas."""
    import json

    from dpstudio.core.io.loading import load_table
    from dpstudio.core.risk.reidentification import assess_risk
    from tests.conftest import SAMPLE_DATA
    from tests.engines import frames

    frame = load_table(SAMPLE_DATA).frame
    frames.load_into_postgres(postgres_server.connect_args(), "bundle_admissions", frame)
    done = _run(bundle, "risk", "--data", postgres_server.url, "--table", "bundle_admissions", "--qi",
                "birth_year,sex,zip", "--sensitive", "diagnosis", "--json", PGPASSWORD=postgres_server.steward_password)
    assert done.returncode == 0, done.stderr[-3000:]
    expected = assess_risk(frame, ["birth_year", "sex", "zip"], ["diagnosis"]).to_dict()
    assert json.loads(done.stdout) == json.loads(json.dumps(expected))


@pytest.mark.parametrize("language, words", [("en", "the desktop app does not include Spark"),
                                             ("de", "die Desktop-App enthält Spark nicht")])
def test_spark_is_refused_in_the_bundle_with_where_to_find_it(bundle, tmp_path, language, words):
    sample = bundle / "_internal" / "resources" / "sample"
    done = _run(bundle, "preview", "--engine", "spark", "--table", "admissions", "--language", language,
                sample / "sample_plan.json")
    assert done.returncode == 2, done.stdout + done.stderr
    assert words in done.stderr and "dpstudio[spark]" in done.stderr
    assert "Traceback" not in done.stderr
