"""The output folder's faults (issue 14, §1): everything that can be checked is checked before the
charge, and a release charged but not delivered says so, with the budget's figures and where its
partial files are. Real read-only and full disks where the machine lets us mount them."""
import errno
import hashlib
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dpstudio.core.output import output_claim
from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import ChargedNotDelivered, InputError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.pipeline.publish import publish
from tests.conftest import ROOT, SAMPLE_DATA, SAMPLE_PLAN

BUNDLE = ["SHA256SUMS", "SHA256SUMS.sig", "plan.json", "public-key.pem", "release.csv", "release.json", "release.xlsx",
          "report.html", "test_results.perturbed.csv"]


def fingerprint() -> str:
    return hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()


@pytest.fixture
def ledger(private_ledger):
    with Ledger(private_ledger) as opened:
        opened.set_budget(fingerprint(), Budget.of(10))
        yield opened


def release(sample_frame, ledger, out, plan=None, pdf_writer=None):
    plan = plan or json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    return publish(sample_frame, plan, fingerprint(), out, ledger, pdf_writer=pdf_writer)


def charged(ledger) -> list:
    return [r for r in ledger.records() if r.kind in ("release", "complete")]


def refused_before_the_charge(sample_frame, ledger, out, plan=None, pdf_writer=None, drawn=False) -> str:
    """Refused with nothing charged; if refused before the draw, the ledger learnt nothing at all."""
    before = ledger.records()
    with pytest.raises(InputError) as refused:
        release(sample_frame, ledger, out, plan, pdf_writer)
    assert charged(ledger) == [] and ledger.spent(fingerprint()) == Budget.of(0)
    if not drawn:
        assert ledger.records() == before  # not even the table's population
    assert not os.path.lexists(out) and not os.path.lexists(output_claim.staging_folder(out))
    return str(refused.value)


def mounted(folder, options: str) -> bool:
    """A tmpfs mounted on `folder` with `options`; False where this machine does not allow it."""
    if os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    folder.mkdir(exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True)
    return done.returncode == 0


@pytest.fixture
def mount_point(tmp_path):
    point = tmp_path / "disk"
    yield point
    subprocess.run(["umount", "-l", str(point)], capture_output=True)


# -- before the charge ---------------------------------------------------------------------------

def test_a_read_only_output_folder_is_refused_before_the_charge(sample_frame, ledger, mount_point):
    if mounted(mount_point, "size=1m,ro"):
        pass
    elif os.name == "posix" and os.geteuid() != 0:
        mount_point.mkdir()
        mount_point.chmod(0o555)
    else:
        pytest.skip("as root without mount, no folder can be made read-only (the next test covers the code path)")
    message = refused_before_the_charge(sample_frame, ledger, mount_point / "release")
    assert "cannot claim the output folder" in message and "Choose a folder you can write to" in message


def test_an_output_folder_that_cannot_be_created_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    """Covers the read-only case's path wherever nothing can be mounted: the parent is a file."""
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    message = refused_before_the_charge(sample_frame, ledger, tmp_path / "notes.txt" / "release")
    assert "cannot create the output folder" in message


def test_a_full_disk_is_refused_before_the_charge_with_the_figures(sample_frame, ledger, mount_point):
    if not mounted(mount_point, "size=256k"):
        pytest.skip("needs root and mount for a real small disk (the next test covers the check)")
    message = refused_before_the_charge(sample_frame, ledger, mount_point / "release", drawn=True)
    assert "not enough free space for the release: it needs" in message and "bytes free" in message
    assert os.listdir(mount_point) == []  # the claim is given back


def test_the_free_space_check_compares_the_exact_bundle_size(tmp_path):
    class Huge(bytes):
        def __len__(self):
            return shutil.disk_usage(tmp_path).free + 1

    claim = output_claim.claim_output(tmp_path / "release")
    try:
        with pytest.raises(InputError, match="not enough free space for the release: it needs"):
            claim.check_room({"release.json": Huge()})
        claim.check_room({"release.json": b"{}"})
    finally:
        claim.abandon()
    assert os.listdir(tmp_path) == []


def test_a_file_name_too_long_for_the_file_system_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    """90 Chinese characters are a valid id, but 284 bytes as the perturbed column's file name."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"][-1]["id"] = "检" * 90
    message = refused_before_the_charge(sample_frame, ledger, tmp_path / "release", plan, drawn=True)
    assert "284 bytes" in message and "longer than this file system allows (255)" in message


def test_an_output_folder_name_too_long_for_its_claim_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    """250 bytes is a valid folder name, but not with the claim's '.' and '.partial' around it."""
    message = refused_before_the_charge(sample_frame, ledger, tmp_path / ("r" * 250))
    assert "the output folder's name is too long for this file system (250 bytes" in message


def test_two_perturbed_columns_that_would_share_a_file_are_refused_before_the_charge(sample_frame, ledger, tmp_path):
    """'results' and 'Results' are two ids, but one file on Windows and macOS (and one overwrote the other)."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [{**plan["queries"][-1], "id": name, "epsilon": 0.5} for name in ("results", "Results")]
    plan["budget"]["epsilon"] = 1
    message = refused_before_the_charge(sample_frame, ledger, tmp_path / "release", plan, drawn=True)
    assert "two queries would write the same file, Results.perturbed.csv" in message


def test_a_report_that_fails_to_render_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    def broken_pdf(html):
        raise RuntimeError("the PDF writer broke")
    with pytest.raises(RuntimeError, match="the PDF writer broke"):
        release(sample_frame, ledger, tmp_path / "release", pdf_writer=broken_pdf)
    assert charged(ledger) == []
    assert [name for name in os.listdir(tmp_path) if not name.startswith("ledger.sqlite")] == []


def test_an_epsilon_of_ten_to_the_400_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    text = SAMPLE_PLAN.read_text(encoding="utf-8").replace('"epsilon": 1.0', '"epsilon": 1e400', 1)
    from dpstudio.core.plan.strict_json import loads_plan_json
    from dpstudio.core.base.errors import PlanError

    before = ledger.records()
    with pytest.raises(PlanError, match=r"queries\[7\] \('test_results'\)\.epsilon"):
        release(sample_frame, ledger, tmp_path / "release", loads_plan_json(text))
    assert ledger.records() == before and not (tmp_path / "release").exists()


# -- one release at a time into one folder ---------------------------------------------------------

HOLD = textwrap.dedent("""
    import sys, time
    from dpstudio.core.output.output_claim import claim_output
    claim = claim_output(sys.argv[1])
    print("claimed", flush=True)
    sys.stdin.readline()
""")


def holding(out):
    """A process that claims `out` and holds the claim until its stdin is closed (or it is killed)."""
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(out)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert process.stdout.readline() == "claimed\n"
    return process


def test_a_second_release_into_a_folder_in_use_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    out = tmp_path / "release"
    other = holding(out)
    try:
        before = ledger.records()
        with pytest.raises(InputError, match="in use by another release") as refused:
            release(sample_frame, ledger, out)
        assert ledger.records() == before and not out.exists()
        assert output_claim.staging_folder(out).exists()  # the other release's claim is left alone
    finally:
        other.stdin.close()
        other.wait(60)
    assert "Wait for it to finish" in str(refused.value)


def test_two_processes_releasing_into_one_folder_exactly_one_proceeds(tmp_path):
    run = [sys.executable, "-m", "dpstudio"]
    assert subprocess.run([*run, "ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN,
                           "--epsilon", "10"], capture_output=True).returncode == 0
    out = tmp_path / "release"
    command = [*run, "release", str(SAMPLE_PLAN), "--data", str(SAMPLE_DATA), "--out", str(out)]
    both = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(p.wait(120), p.stderr.read()) for p in both]
    assert sorted(code for code, _ in results) == [0, 2]
    refused = next(text for code, text in results if code == 2)
    assert "in use by another release" in refused or "already exists and is not empty" in refused
    assert sorted(p.name for p in out.iterdir()) == sorted([*BUNDLE, "report.pdf"])
    with Ledger(os.environ["DPSTUDIO_LEDGER"]) as ledger:
        assert [r.complete for r in ledger.releases(ledger.records()[-1].dataset)] == [True]


# -- stale claims ------------------------------------------------------------------------------------

def test_a_claim_left_by_a_process_killed_with_kill_9_is_removed_by_the_next_release(sample_frame, ledger, tmp_path):
    out = tmp_path / "release"
    other = holding(out)
    (output_claim.staging_folder(out) / "left-over.csv").write_text("x", encoding="utf-8")
    other.kill()  # SIGKILL: no clean-up runs, the kernel drops the lock
    assert other.wait(60) == -signal.SIGKILL
    done = release(sample_frame, ledger, out)
    assert sorted(p.name for p in done.folder.iterdir()) == BUNDLE
    assert not output_claim.staging_folder(out).exists()
    assert any(f"removed {output_claim.staging_folder(out)}" in note and "did not finish" in note
               for note in done.steward_notes)


def test_old_style_partial_folders_are_removed_by_the_next_release(sample_frame, ledger, tmp_path):
    old = tmp_path / ".release.k2j4_x9a.partial"  # tempfile.mkdtemp's names, before claims had locks
    old.mkdir()
    (old / "release.json").write_text("{}", encoding="utf-8")
    unrelated = tmp_path / ".release-2.partial"
    unrelated.mkdir()
    done = release(sample_frame, ledger, tmp_path / "release")
    assert not old.exists() and unrelated.exists()
    assert any(f"removed {old}" in note for note in done.steward_notes)


def test_a_live_claim_that_looks_old_style_is_left_alone(sample_frame, ledger, tmp_path):
    """`.release.abcd1234.partial` is also the live claim of a release into `release.abcd1234`."""
    other = holding(tmp_path / "release.abcd1234")
    try:
        done = release(sample_frame, ledger, tmp_path / "release")
        assert output_claim.staging_folder(tmp_path / "release.abcd1234").is_dir()
        assert not any("removed" in note for note in done.steward_notes)
    finally:
        other.stdin.close()
        other.wait(60)


def test_a_stale_claim_of_a_sibling_folder_is_not_taken_for_an_old_style_leftover(sample_frame, ledger, tmp_path):
    """The partial files of a release into `release.20261123` that crashed after its charge (its ledger
    record names them) are not removed by a release into `release` (the reviewer's case)."""
    sibling = output_claim.staging_folder(tmp_path / "release.20261123")
    sibling.mkdir()
    (sibling / ".lock").write_bytes(b"")
    (sibling / "release.20261123").mkdir()
    done = release(sample_frame, ledger, tmp_path / "release")
    assert (sibling / "release.20261123").is_dir()
    assert not any("removed" in note for note in done.steward_notes)


def test_a_claim_set_aside_by_a_crash_while_being_removed_is_cleared(sample_frame, ledger, tmp_path):
    aside = tmp_path / ".release.partial.0a1b2c3d.gone"
    aside.mkdir()
    (aside / ".lock").write_bytes(b"")
    release(sample_frame, ledger, tmp_path / "release")
    assert not aside.exists()


def test_a_file_system_that_refuses_fsync_on_folders_still_gets_the_release(sample_frame, ledger, tmp_path,
                                                                              monkeypatch):
    """AFS and some FUSE or CIFS mounts give EINVAL for fsync on a folder: that must not turn every
    release into one charged and not delivered (the reviewer's case)."""
    real = os.fsync

    def fsync(descriptor):
        if stat.S_ISDIR(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "Invalid argument")
        real(descriptor)
    monkeypatch.setattr(os, "fsync", fsync)
    done = release(sample_frame, ledger, tmp_path / "release")
    assert (done.folder / "SHA256SUMS").exists()
    assert [r.kind for r in charged(ledger)] == ["release", "complete"]


def test_ctrl_c_after_the_rename_still_delivers_and_marks_the_release_complete(sample_frame, ledger, tmp_path,
                                                                               monkeypatch):
    """Once the bundle is in place, an interrupt must not be reported as "not delivered" (the reviewer's
    case): the release is marked complete and returned."""
    real = output_claim._sync_folder

    def sync(folder):
        if folder == tmp_path:  # the parent, flushed after the rename
            raise KeyboardInterrupt
        real(folder)
    monkeypatch.setattr(output_claim, "_sync_folder", sync)
    done = release(sample_frame, ledger, tmp_path / "release")
    assert (done.folder / "SHA256SUMS").exists() and done.folder == tmp_path / "release"
    assert [r.kind for r in charged(ledger)] == ["release", "complete"]


# -- after the charge ---------------------------------------------------------------------------------

def fail_on_third_file(monkeypatch, fault):
    written = []
    real = output_claim.write_file

    def write_file(path, data):
        if len(written) == 2:
            raise fault
        written.append(path.name)
        real(path, data)
    monkeypatch.setattr(output_claim, "write_file", write_file)
    return written


def test_a_disk_that_fills_after_the_charge_says_the_budget_was_spent(sample_frame, ledger, tmp_path, monkeypatch):
    written = fail_on_third_file(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    out = tmp_path / "release"
    with pytest.raises(ChargedNotDelivered) as failed:
        release(sample_frame, ledger, out)
    partial = output_claim.staging_folder(out)
    message = str(failed.value)
    assert "the budget WAS spent: epsilon 3, delta 0 charged to the ledger; epsilon 7 of the lifetime 10 is left" \
        in message
    assert "No space left on device" in message and f"The partial files are in {partial}" in message
    assert not out.exists() and sorted(p.name for p in (partial / "release").iterdir()) == sorted(written)
    [entry] = ledger.releases(fingerprint())
    assert not entry.complete and entry.partial == str(partial)
    assert ledger.spent(fingerprint()) == Budget.of(3)


def test_ctrl_c_after_the_charge_says_the_budget_was_spent(sample_frame, ledger, tmp_path, monkeypatch):
    fail_on_third_file(monkeypatch, KeyboardInterrupt())
    with pytest.raises(ChargedNotDelivered, match="interrupted") as failed:
        release(sample_frame, ledger, tmp_path / "release")
    assert "the budget WAS spent" in str(failed.value)
    assert output_claim.staging_folder(tmp_path / "release").is_dir()


def cli(*args):
    from dpstudio.cli.main import main

    return main([str(a) for a in args])


def test_the_cli_exits_4_and_ledger_show_points_at_the_partial_folder(tmp_path, monkeypatch, capsys):
    assert cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10) == 0
    fail_on_third_file(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    out = tmp_path / "release"
    capsys.readouterr()
    assert cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out) == 4
    stderr = capsys.readouterr().err
    assert "the budget WAS spent" in stderr and "nothing was written" not in stderr.lower()
    partial = output_claim.staging_folder(out)
    assert cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN) == 0
    shown = capsys.readouterr().out
    assert f"INCOMPLETE (charged; the export did not finish; partial files in {partial})" in shown
    shutil.rmtree(partial)
    assert cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN) == 0
    assert f"its partial folder {partial} is gone" in capsys.readouterr().out


def test_ctrl_c_before_the_charge_says_nothing_was_charged(tmp_path, monkeypatch, capsys):
    from dpstudio.core.pipeline import publish as publish_module

    assert cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10) == 0

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(publish_module, "render_bundle", interrupted)
    assert cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "release") == 2
    assert "Interrupted; nothing was charged or written." in capsys.readouterr().err
    assert [name for name in os.listdir(tmp_path) if not name.startswith("ledger.sqlite")] == []


CRASH_AFTER_THE_CHARGE = textwrap.dedent("""
    import hashlib, json, sys, time
    from dpstudio.core.output import output_claim
    from dpstudio.core.ledger.book import Ledger
    from dpstudio.core.io.loading import load_table
    from dpstudio.core.pipeline.publish import publish
    real, written = output_claim.write_file, []

    def write_file(path, data):
        if len(written) == 2:
            print("charged", flush=True)
            time.sleep(600)
        written.append(path)
        real(path, data)
    output_claim.write_file = write_file
    data, plan, out = sys.argv[1:]
    with Ledger() as ledger:
        publish(load_table(data).frame, json.load(open(plan)), hashlib.sha256(open(data, "rb").read()).hexdigest(),
                out, ledger)
""")


def test_kill_9_after_the_charge_leaves_a_partial_folder_the_ledger_names_and_the_next_release_removes(
        sample_frame, ledger, tmp_path, capsys):
    out = tmp_path / "release"
    process = subprocess.Popen([sys.executable, "-c", CRASH_AFTER_THE_CHARGE, str(SAMPLE_DATA), str(SAMPLE_PLAN),
                                str(out)], stdout=subprocess.PIPE, text=True, cwd=ROOT,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert process.stdout.readline() == "charged\n"
    process.kill()
    assert process.wait(60) == -signal.SIGKILL
    partial = output_claim.staging_folder(out)
    assert sorted(p.name for p in (partial / "release").iterdir()) == ["plan.json", "release.json"]
    assert cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN) == 0
    assert f"INCOMPLETE (charged; the export did not finish; partial files in {partial})" in capsys.readouterr().out
    assert cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out) == 0
    told = capsys.readouterr().err
    assert f"removed {partial}, left by a release into this folder that did not finish" in told
    assert not partial.exists() and sorted(p.name for p in out.iterdir()) == sorted([*BUNDLE, "report.pdf"])
    assert ledger.spent(fingerprint()) == Budget.of(6)  # the crashed release counts: it may have been seen


def test_ctrl_c_just_after_the_charge_is_committed_says_the_budget_was_spent(sample_frame, ledger, tmp_path,
                                                                            monkeypatch):
    charge = Ledger.charge

    def committed_then_interrupted(self, *args, **kwargs):
        charge(self, *args, **kwargs)
        raise KeyboardInterrupt
    monkeypatch.setattr(Ledger, "charge", committed_then_interrupted)
    with pytest.raises(ChargedNotDelivered, match="interrupted"):
        release(sample_frame, ledger, tmp_path / "release")
    [entry] = ledger.releases(fingerprint())
    assert entry.partial == str(output_claim.staging_folder(tmp_path / "release")) and Path(entry.partial).is_dir()


def test_ctrl_c_during_the_charge_before_its_commit_charges_and_keeps_nothing(sample_frame, ledger, tmp_path,
                                                                             monkeypatch):
    def interrupted(self, *args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(Ledger, "charge", interrupted)
    with pytest.raises(KeyboardInterrupt):
        release(sample_frame, ledger, tmp_path / "release")
    assert charged(ledger) == [] and not output_claim.staging_folder(tmp_path / "release").exists()


def test_a_ledger_that_fails_to_mark_the_release_complete_still_says_the_budget_was_spent(sample_frame, ledger,
                                                                                         tmp_path, monkeypatch):
    import sqlite3

    def disk_io_error(self, *args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(Ledger, "complete", disk_io_error)
    with pytest.raises(ChargedNotDelivered) as failed:
        release(sample_frame, ledger, tmp_path / "release")
    assert f"the release was written to {tmp_path / 'release'}, but the ledger could not mark it complete" \
        in str(failed.value) and "the budget WAS spent: epsilon 3" in str(failed.value)
    assert sorted(p.name for p in (tmp_path / "release").iterdir()) == BUNDLE
    [entry] = ledger.releases(fingerprint())
    assert output_claim.incomplete_state(entry) == \
        f"INCOMPLETE (charged and written to {tmp_path / 'release'}, but not marked complete in the ledger)"
