"""A cancelled release (the app's Cancel) stops before the ledger is charged: nothing is charged and
no release file or partial folder is written, whether the cancel comes while the exact answers are
computed or while the bundle is rendered (the last point before the charge)."""
import json
import threading

import pytest

from dpstudio.core.pipeline import release_steps as steps
from dpstudio.core.base.errors import Cancelled
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.population_match import population_of, set_lifetime_budget
from dpstudio.core.output.output_claim import staging_folder
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.publish import publish
from tests.conftest import SAMPLE_PLAN


@pytest.fixture
def ledger(tmp_path, sample_frame):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        set_lifetime_budget(opened, population_of(opened, sample_frame, "patient_id"), Budget.of(10), "sample")
        yield opened


def cancelled_release(sample_frame, ledger, out, cancel, **hooks):
    before = ledger.records()
    with pytest.raises(Cancelled):
        publish(sample_frame, json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")), None, out, ledger,
                cancel=cancel, **hooks)
    assert [r.kind for r in ledger.records()] == [r.kind for r in before]  # no charge, no population change
    assert not out.exists() and not staging_folder(out).exists()


def test_a_cancel_while_the_exact_answers_are_computed_charges_and_writes_nothing(sample_frame, ledger, tmp_path):
    cancel = threading.Event()
    reached = []

    def progress(fraction):  # the first answer is in: the steward presses Cancel now
        reached.append(fraction)
        cancel.set()
    cancelled_release(sample_frame, ledger, tmp_path / "out", cancel, progress=progress)
    assert reached and reached[0] < 0.9  # stopped during the answers, not after them


def test_a_cancel_while_the_bundle_is_rendered_still_charges_nothing(sample_frame, ledger, tmp_path):
    cancel = threading.Event()

    def pdf_writer(report_html):  # the last step before the charge
        cancel.set()
        return b"%PDF-1.4"
    cancelled_release(sample_frame, ledger, tmp_path / "out", cancel, pdf_writer=pdf_writer)


def test_a_cancel_that_never_comes_changes_nothing(sample_frame, ledger, tmp_path):
    published = publish(sample_frame, json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")), None, tmp_path / "out",
                        ledger, cancel=threading.Event())
    assert published.folder.is_dir() and len(ledger.releases(published.population.id)) == 1


class Steps:
    """A progress that listens for steps too (progress.report_step), as the app's does."""

    def __init__(self):
        self.fractions, self.steps = [], []

    def __call__(self, fraction):
        self.fractions.append(fraction)

    def step(self, step):
        self.steps.append(step)


def test_a_release_tells_each_step_in_order_in_the_stewards_language(sample_frame, ledger, tmp_path):
    progress = Steps()
    publish(sample_frame, json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")), None, tmp_path / "out", ledger,
            progress=progress)
    assert progress.steps == [steps.CHECKING, steps.FINDING_PEOPLE, steps.EXACT_ANSWERS, steps.DRAWING,
                              steps.WRITING, steps.CHARGING]
    assert progress.fractions and all(0.1 <= f <= 0.9 for f in progress.fractions)
    assert [step.said("de") for step in progress.steps][2] == "Die wahren Antworten werden dort berechnet, wo die " \
                                                               "Daten liegen"
