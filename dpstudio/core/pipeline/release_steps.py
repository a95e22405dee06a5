"""The steps of a release, as the app shows them beside its progress bar (progress.report_step).

On a database the long ones are the engine's: the ledger's reading of who is in the table, and the one
aggregate statement of the exact answers; the steward sees which is running, and that Cancel stops it
(databases/server_cancel.py)."""
from __future__ import annotations

from ..base.words.message import Message

CHECKING = Message("Checking the table against the plan")
FINDING_PEOPLE = Message("Finding who is in the table, for the ledger")
EXACT_ANSWERS = Message("Computing the true answers where the data is")
DRAWING = Message("Drawing the noise")
WRITING = Message("Writing the report and the files")
CHARGING = Message("Charging the ledger and delivering the files")
