"""Where dpstudio finds its resources: beside the package (or in a PyInstaller bundle), never in whatever
folder the steward happens to start it from."""
import sys

from dpstudio import resources
from dpstudio.resources import resource_path


def test_a_resources_folder_in_the_current_directory_is_not_taken(tmp_path, monkeypatch):
    stranger = tmp_path / "resources" / "sample"
    stranger.mkdir(parents=True)
    (stranger / "hospital_admissions.csv").write_text("not,the,sample\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    found = resource_path("sample", "hospital_admissions.csv")
    assert found.parent.parent.parent == type(found)(resources.__file__).resolve().parents[1]
    assert found.read_text(encoding="utf-8") != "not,the,sample\n"


def test_a_bundle_is_looked_in_first(tmp_path, monkeypatch):
    bundled = tmp_path / "resources" / "sample"
    bundled.mkdir(parents=True)
    (bundled / "sample_plan.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("sample", "sample_plan.json") == bundled / "sample_plan.json"
