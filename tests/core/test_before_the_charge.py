"""What can be checked is checked before the ledger is charged (issue 14, §1): a refused release
leaves the ledger as it was and writes nothing."""
import hashlib
import json

import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import InputError, PlanError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.pipeline.publish import publish
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


def release_into(sample_frame, ledger, out, plan=None):
    digest = hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    ledger.set_budget(digest, Budget.of(10))
    before = len(ledger.records())
    with pytest.raises((InputError, PlanError)) as refused:
        publish(sample_frame, plan or json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")), digest, out, ledger)
    assert len(ledger.records()) == before  # nothing charged, no population recorded
    return str(refused.value)


def test_an_output_folder_that_is_a_link_is_refused_before_the_charge(sample_frame, ledger, tmp_path):
    target = tmp_path / "elsewhere"
    target.mkdir()
    link = tmp_path / "out"
    link.symlink_to(target)
    assert "symbolic link" in release_into(sample_frame, ledger, link)
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    assert "symbolic link" in release_into(sample_frame, ledger, dangling)
    assert not (tmp_path / "nowhere").exists() and not any(target.iterdir())


def test_an_output_path_that_is_a_file_is_named_as_such(sample_frame, ledger, tmp_path):
    existing = tmp_path / "out"
    existing.write_text("notes", encoding="utf-8")
    assert "there is a file with the output folder's name" in release_into(sample_frame, ledger, existing)


def test_a_query_id_too_long_for_a_file_name_is_refused_by_the_plan():
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    long_id = "x" * 300
    plan["queries"][-1]["id"] = long_id  # the randomized response, whose id names a file of the bundle
    with pytest.raises(PlanError, match=r"queries\[7\]\.id: 300 characters is too long for an id \(at most 100"):
        parse_plan(plan)
