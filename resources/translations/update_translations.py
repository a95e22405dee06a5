"""List the app's words in the .ts files again and compile them: run after changing a text the app
marks for translation (self.tr(...) or QT_TRANSLATE_NOOP(...)).

    python resources/translations/update_translations.py

pyside6-lupdate reads every module of dpstudio/gui and dpstudio/core/kinds (each query kind's words) that marks
texts (all of them at once: a module left out would have its texts marked obsolete), keeps the translations already made, and adds the
new texts as unfinished; translate those (Qt Linguist, or by hand in the .ts file), then run this
again to compile the .qm files with pyside6-lrelease. tests/gui/test_languages.py refuses a .ts
file with an unfinished entry, and a .qm file that does not match its .ts.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LANGUAGES = ("de", "zh", "el")
MARKS = ("self.tr(", "QT_TRANSLATE_NOOP(")


def marking_modules() -> list[Path]:
    """Every module of the app that marks a text for translation."""
    return sorted(path for folder in ("gui", "core/kinds") for path in (ROOT / "dpstudio" / folder).rglob("*.py")
                  if any(mark in path.read_text(encoding="utf-8") for mark in MARKS))


def main() -> int:
    sources = [str(path.relative_to(ROOT)) for path in marking_modules()]
    for language in LANGUAGES:
        ts = f"resources/translations/dpstudio_{language}.ts"
        subprocess.run(["pyside6-lupdate", *sources, "-no-obsolete", "-ts", ts], cwd=ROOT, check=True)
        subprocess.run(["pyside6-lrelease", ts, "-qm", ts.replace(".ts", ".qm")], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
