"""Writers and readers of one ledger at once: `verify` never sees a head out of step with the records.

The head file is written after each commit; a reader that read the records, the state and the
head at different moments would report a concurrent write as tampering.
"""
import subprocess
import sys

from dpstudio.core.base.budget import Budget
from dpstudio.core.ledger.book import Ledger

WRITER = """
import sys
from dpstudio.core.base.budget import Budget
from dpstudio.core.ledger.book import Ledger
with Ledger(sys.argv[1]) as ledger:
    for n in range(15):
        ledger.complete("d", ledger.charge("d", Budget.of(1), "0" * 64, "out"), "1" * 64)
"""
READER = """
import sys
from dpstudio.core.ledger.book import Ledger
with Ledger(sys.argv[1]) as ledger:
    for n in range(60):
        problems = ledger.verify()
        if problems:
            sys.exit(f"verify, read {n}: {problems}")
"""


def test_verify_during_concurrent_writes_finds_nothing_wrong(tmp_path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.set_budget("d", Budget.of(1000))
    processes = [subprocess.Popen([sys.executable, "-c", script, str(path)], stderr=subprocess.PIPE, text=True)
                 for script in (WRITER, WRITER, WRITER, READER, READER)]
    failures = [p.communicate(timeout=300)[1] for p in processes if p.wait(timeout=300) != 0]
    assert failures == []
    with Ledger(path) as ledger:
        assert ledger.verify() == [] and ledger.head().records == 1 + 3 * 15 * 2
        assert ledger.spent("d") == Budget.of(45)
