"""Where bundled resources (sample data, sample plan) live: beside the package in a source tree or
an editable install, or inside a PyInstaller bundle."""
from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # never "" (that would be the current folder's resources/)
    roots = ([Path(bundle) / "resources"] if bundle else []) + [Path(__file__).resolve().parents[1] / "resources"]
    for root in roots:
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"dpstudio's resource {'/'.join(parts)} is missing; looked in "
                            + ", ".join(str(r) for r in roots) + ". Reinstall dpstudio.")


def sample_data() -> Path:
    return resource_path("sample", "hospital_admissions.csv")


def sample_plan() -> Path:
    return resource_path("sample", "sample_plan.json")
