"""Build the desktop bundle for this operating system with PyInstaller, report its size, and
(with --check) run its self-test.

python packaging/build.py [--check] [--dist DIR]
python packaging/build.py --missing   (the Debian packages PyInstaller still needs here, if any)
"""
from __future__ import annotations

import argparse
import ctypes.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "dpstudio.spec"
SIZE_AIM = 250 * 1024 * 1024


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path) -> Path:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(SPEC)], check=True, cwd=ROOT)
    return dist / "dpstudio"


def strip_opendp(bundle: Path) -> None:
    """OpenDP's Rust library ships with its symbol table (263 MB); stripped it is 168 MB and works the same.
    Only that library: stripping numpy's bundled libraries breaks them."""
    strip = shutil.which("strip")
    if strip is None or sys.platform != "linux":
        return
    for library in bundle.rglob("opendp/lib/*.so"):
        subprocess.run([strip, "--strip-unneeded", str(library)], check=True)


def self_test(bundle: Path) -> int:
    executable = bundle / ("dpstudio.exe" if sys.platform == "win32" else "dpstudio")
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    done = subprocess.run([str(executable), "--self-test"], capture_output=True, text=True, env=env, timeout=600)
    print(done.stdout.strip() or done.stderr.strip())
    return done.returncode


def missing_packages() -> list[str]:
    """What PyInstaller needs on Linux that a stock Debian may lack, as Debian's package names: objdump
    (binutils), and Python's shared library (Debian's python3 is linked statically; libpython3.x holds it)."""
    if not sys.platform.startswith("linux"):
        return []
    missing = [] if shutil.which("objdump") else ["binutils"]
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    library = Path(sysconfig.get_config_var("LIBDIR") or "/", sysconfig.get_config_var("INSTSONAME") or "-")
    if not library.exists() and ctypes.util.find_library(f"python{version}") is None:
        missing.append(f"libpython{version}")
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where the bundle goes (default: dist/)")
    parser.add_argument("--check", action="store_true", help="run the bundle's --self-test after building")
    parser.add_argument("--missing", action="store_true", help="print the Debian packages still needed, and stop")
    args = parser.parse_args()
    missing = missing_packages()
    if args.missing:
        print(" ".join(missing))
        return 0
    if missing:
        print(f"building the bundle needs {', '.join(missing)}: apt-get install {' '.join(missing)}", file=sys.stderr)
        return 2
    dist = Path(args.dist)
    work = dist.parent / "build-pyinstaller"
    bundle = build(dist, work)
    shutil.rmtree(work, ignore_errors=True)
    strip_opendp(bundle)
    size = folder_size(bundle)
    print(f"bundle: {bundle} — {size / 1024 / 1024:.0f} MB unpacked "
          f"({'within' if size <= SIZE_AIM else 'over'} the 250 MB aim)")
    internal = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    parts = sorted(((folder_size(p) if p.is_dir() else p.stat().st_size), p.name) for p in internal.iterdir())
    print("largest parts: " + ", ".join(f"{name} {size_ / 1024 / 1024:.0f} MB" for size_, name in parts[::-1][:6]))
    leaked = [p for p in bundle.rglob("*") if p.name in ("tests", "conftest.py", "toronto_arrests.csv")]
    if leaked:
        print("the bundle holds development files: " + ", ".join(map(str, leaked)), file=sys.stderr)
        return 1
    return self_test(bundle) if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
