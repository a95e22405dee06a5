"""build.py strips the bundle's libraries, but keeps a library as it is when its stripped copy would not load."""
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("build", ROOT / "packaging" / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("strip") is None
                                or shutil.which("readelf") is None, reason="binutils on Linux")


def _site_library(package: str, pattern: str) -> Path:
    found = sorted((Path(importlib.util.find_spec(package).origin).parent.parent / package).glob(pattern))
    if not found:
        pytest.skip(f"no {pattern} in {package}")
    return found[0]


def _has_symbols(library: Path) -> bool:
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True)
    return " .symtab " in sections.stdout


def test_a_library_with_symbols_is_stripped_and_still_loads(tmp_path):
    original = _site_library("kiwisolver", "_cext*.so")
    copy = tmp_path / "kiwisolver" / original.name
    copy.parent.mkdir()
    shutil.copy2(original, copy)
    assert _has_symbols(copy)
    saved = build.strip_libraries(tmp_path)
    assert saved == original.stat().st_size - copy.stat().st_size > 0
    assert not _has_symbols(copy) and build.loads_aligned(copy)


def test_a_library_patchelf_rewrote_is_kept_whole_even_outside_its_libs_folder(tmp_path):
    """numpy's OpenBLAS: strip would leave segments the loader refuses ("not page-aligned")."""
    original = _site_library("numpy", "../numpy.libs/libscipy_openblas*.so")
    for folder in ("numpy.libs", "elsewhere"):
        (tmp_path / folder).mkdir()
        shutil.copy2(original, tmp_path / folder / original.name)
    assert build.strip_libraries(tmp_path) == 0
    for folder in ("numpy.libs", "elsewhere"):
        assert (tmp_path / folder / original.name).read_bytes() == original.read_bytes()
    assert not list(tmp_path.rglob("*.stripped"))


def test_a_file_that_is_not_elf_is_left_alone(tmp_path):
    text = tmp_path / "notes.so.txt"
    text.write_text("not a library", encoding="utf-8")
    assert build.loads_aligned(text) is None
    assert build.strip_libraries(tmp_path) == 0 and text.read_text(encoding="utf-8") == "not a library"
