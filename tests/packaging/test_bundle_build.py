"""Build the desktop bundle with PyInstaller and run its self-test (about two minutes on 2 cores)."""
import pytest


@pytest.mark.runs_long
def test_the_bundle_builds_and_passes_its_self_test(built_bundle):
    assert built_bundle.returncode == 0, built_bundle.stdout[-2000:] + built_bundle.stderr[-4000:]
    assert "self-test passed" in built_bundle.stdout
    assert "MB unpacked" in built_bundle.stdout
    bundle = built_bundle.bundle
    assert (bundle / "_internal" / "resources" / "sample" / "hospital_admissions.csv").exists()
    assert not list(bundle.rglob("toronto_arrests.csv")) and not list(bundle.rglob("conftest.py"))
