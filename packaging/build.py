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
import struct
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


def strip_libraries(bundle: Path) -> int:
    """Strip the symbol tables from the bundle's shared libraries (Linux): OpenDP's alone goes from 263 to 161 MB,
    Python's from 22 to 6 MB, all of them together save about 150 MB. Returns the bytes saved.

    Left as they are: the libraries auditwheel copied into a `<package>.libs/` folder (numpy's OpenBLAS, Pillow's
    codecs, libpq), which patchelf rewrote and strip breaks ("ELF load command address/offset not page-aligned"),
    and any library whose stripped copy would not load that way."""
    strip = shutil.which("strip")
    if strip is None or sys.platform != "linux":
        return 0
    saved = 0
    for library in sorted(bundle.rglob("*.so*")):
        if library.is_symlink() or not library.is_file() or library.parent.name.endswith(".libs") \
                or loads_aligned(library) is not True:
            continue
        stripped = library.with_name(library.name + ".stripped")
        done = subprocess.run([strip, "--strip-unneeded", "-o", str(stripped), str(library)], capture_output=True)
        if done.returncode == 0 and loads_aligned(stripped):
            saved += library.stat().st_size - stripped.stat().st_size
            shutil.copymode(library, stripped)
            stripped.replace(library)
        else:
            stripped.unlink(missing_ok=True)
    return saved


def loads_aligned(path: Path) -> bool | None:
    """Whether each loadable segment of the ELF file `path` keeps its offset and address congruent modulo its
    alignment, as the dynamic loader demands; None for a file that is not a 64-bit little-endian ELF."""
    with path.open("rb") as file:
        head = file.read(64)
        if len(head) < 64 or head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
            return None
        (offset,), (size, count) = struct.unpack_from("<Q", head, 0x20), struct.unpack_from("<HH", head, 0x36)
        file.seek(offset)
        table = file.read(size * count)
    for index in range(count):
        kind, _, at, address, _, _, _, align = struct.unpack_from("<IIQQQQQQ", table, index * size)
        if kind == 1 and align > 1 and (address - at) % align:  # PT_LOAD
            return False
    return True


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
    saved = strip_libraries(bundle)
    size = folder_size(bundle)
    print(f"bundle: {bundle} — {size / 1024 / 1024:.0f} MB unpacked, {saved / 1024 / 1024:.0f} MB of symbols "
          f"stripped ({'within' if size <= SIZE_AIM else 'over'} the 250 MB aim)")
    internal = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    parts = sorted(((folder_size(p) if p.is_dir() else p.stat().st_size), p.name) for p in internal.iterdir())
    print("largest parts: " + ", ".join(f"{name} {size_ / 1024 / 1024:.0f} MB" for size_, name in parts[::-1][:8]))
    leaked = [p for p in bundle.rglob("*") if p.name in ("tests", "conftest.py", "toronto_arrests.csv")]
    if leaked:
        print("the bundle holds development files: " + ", ".join(map(str, leaked)), file=sys.stderr)
        return 1
    return self_test(bundle) if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
