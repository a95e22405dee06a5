"""A persistent, append-only ledger of releases per population, in SQLite.

A dataset is a population of people (see population.py and ledger_population.py), keyed by a
random population id; ledgers from before populations keyed it by a file's SHA-256, and those
records still count (a population adopts them as aliases). Every record (a population seen, a
lifetime budget set, a release charged, a release completed) is appended, never changed, and
carries an HMAC, under the ledger's secret key, of its fields and of the record before it
(ledger_chain.py). The ledger's state in the database, and a head file beside it
(ledger_head.py), name how many records there are and the last one's hash, so an edited,
removed or added record, a truncated, deleted or swapped-in file, or a lost or replaced key
fails `verify`, and a ledger that fails it is refused (LedgerTampered, exit code 3). Ledgers
from before the keyed chain are migrated on first open (ledger_store.py). What this can and
cannot guarantee against someone who holds all the files is in docs/ledger.md. A release is
charged, and committed, before any of its files is written, and a second record marks it
complete afterwards: a crash in between can only over-count.
"""
from __future__ import annotations

import getpass
import json
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path

from ..base.budget import Budget, compose_sequential
from ..base.errors import InputError
from ..base.words.message import Message
from .chain import GENESIS, record_hash  # noqa: F401 (record_hash: the plain chain, for tests)
from .refusals import LedgerRefusal, LedgerTampered
from .head import Head
from .paths import default_ledger_path
from .store import (NOTHING_DONE, advance_state, bring_head_up_to_date, cannot_open, keyed_hash,
                    open_database, prepare, publish_head, write_failure)
from .verify import verify_ledger

NOT_CHANGED = Message("the lifetime budget was not changed")
TABLE = """
CREATE TABLE IF NOT EXISTS {name} (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    dataset TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('budget', 'release', 'complete', 'population')),
    created TEXT NOT NULL,
    user TEXT NOT NULL,
    data TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
"""
SCHEMA = TABLE.format(name="records") + """
CREATE INDEX IF NOT EXISTS records_dataset ON records (dataset);
CREATE TRIGGER IF NOT EXISTS records_no_update BEFORE UPDATE ON records
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS records_no_delete BEFORE DELETE ON records
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
"""


def current_user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no login name (some services and containers)
        return "unknown"


@dataclass(frozen=True)
class Record:
    seq: int
    dataset: str
    kind: str
    created: str
    user: str
    data: dict
    prev_hash: str
    hash: str


@dataclass(frozen=True)
class ReleaseEntry:
    seq: int
    created: str
    user: str
    plan_sha256: str
    cost: Budget
    out_dir: str
    complete: bool
    bundle_sha256: str | None
    partial: str | None = None  # where its files were staged (records from before 14 have none)
    rho: Fraction | None = None  # a release under zCDP accounting: the rho it spent (its cost is what that guarantees)
    files: dict | None = None  # the bundle's every file -> its SHA-256, as delivered (issue 33; none before)
    signing_key: str | None = None  # the fingerprint of the data office's key that signed it (issue 33)


def _entries(records: list[Record]) -> list[ReleaseEntry]:
    done = {r.data["release"]: r.data for r in records if r.kind == "complete"}
    entries = []
    for r in records:
        if r.kind != "release":
            continue
        delivered = done.get(r.seq, {})
        entries.append(ReleaseEntry(r.seq, r.created, r.user, r.data["plan_sha256"],
                                    Budget(Fraction(r.data["epsilon"]), Fraction(r.data["delta"])), r.data["out_dir"],
                                    r.seq in done, delivered.get("bundle_sha256"), r.data.get("partial"),
                                    Fraction(r.data["rho"]) if "rho" in r.data else None, delivered.get("files"),
                                    delivered.get("signing_key")))
    return entries


class Ledger:
    def __init__(self, path=None):
        self.path = Path(path) if path else default_ledger_path()
        self._added: list[int] = []  # the records added in the current write transaction
        self._db = open_database(self.path)  # a deleted or emptied ledger is refused, not made anew
        try:
            self._upgrade()
            self._db.executescript(SCHEMA)
            self._key = prepare(self._db, self.path)  # migrates a ledger from before the keyed chain
        except BaseException as exc:
            self._db.close()
            if isinstance(exc, (sqlite3.Error, OSError)):
                raise cannot_open(self.path, exc) from None
            raise

    def _upgrade(self) -> None:
        """Let a ledger made before populations hold population records.

        SQLite cannot change a CHECK constraint, so the records are copied, column for column, into
        a table with the new one, in one transaction. Every hash covers only the copied values, so
        the chain still verifies. (Dropping a table fires no delete trigger.)
        """
        row = self._db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'records'").fetchone()
        if row is None or "'population'" in row[0]:
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.execute(TABLE.format(name="records_v2").replace(" IF NOT EXISTS", ""))
            self._db.execute("INSERT INTO records_v2 SELECT seq, dataset, kind, created, user, data, prev_hash, hash "
                             "FROM records ORDER BY seq")
            self._db.execute("DROP TABLE records")
            self._db.execute("ALTER TABLE records_v2 RENAME TO records")
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self._db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- writing -------------------------------------------------------------------------------------
    def _append(self, dataset: str, kind: str, data: dict, user: str | None = None, check=None,
                verified: bool = True) -> int:
        """Append one record in an immediate transaction (one writer at a time, also across processes).

        The chain is verified first, in the same transaction (nothing is added to a ledger changed
        outside dpstudio); then `check`, if given, runs before the record is added. Inside
        `exclusive()`, the record joins that transaction.
        """
        with self.exclusive():
            if verified:
                self.ensure_intact()
            if check is not None:
                check()
            return self._insert(dataset, kind, data, user)

    @contextmanager
    def exclusive(self):
        """One write transaction (nested uses join the outer one): read, decide and append atomically.

        The records it adds move the ledger's state before the commit, and its head file after.
        A read-only or full disk refuses the write (InputError, exit 2): SQLite rolls it back.
        """
        if self._db.in_transaction:
            yield
            return
        try:
            self._db.execute("BEGIN IMMEDIATE")
            bring_head_up_to_date(self._db, self.path, self._key)
            yield
            if self._added:
                advance_state(self._db, self.path, self._key, self._added[0], len(self._added))
            self._db.execute("COMMIT")
        except BaseException as exc:
            self._roll_back()
            failure = write_failure(self.path, exc)  # a read-only or full disk, or a damaged file
            if failure is not None:
                raise failure from None
            raise
        finally:
            added, self._added = self._added, []
        if added:
            publish_head(self._db, self.path, self._key)

    def _roll_back(self) -> None:
        if self._db.in_transaction:
            self._db.execute("ROLLBACK")

    def _insert(self, dataset, kind, data, user) -> int:
        created = datetime.now(timezone.utc).isoformat(timespec="seconds")
        user = user or current_user()
        text = json.dumps(data, sort_keys=True, ensure_ascii=False)
        row = self._db.execute("SELECT hash FROM records ORDER BY seq DESC LIMIT 1").fetchone()
        prev = row[0] if row else GENESIS
        digest = self._mac(prev, dataset, kind, created, user, text)
        cursor = self._db.execute(
            "INSERT INTO records (dataset, kind, created, user, data, prev_hash, hash) VALUES (?,?,?,?,?,?,?)",
            (dataset, kind, created, user, text, prev, digest))
        self._added.append(int(cursor.lastrowid))
        return int(cursor.lastrowid)

    def _mac(self, *fields: str) -> str:
        """The keyed hash of a new record (a ledger without a valid state, or key, takes none)."""
        digest = keyed_hash(self._db, self._key, fields)
        if digest is None:
            problems = self.verify() or [Message("its state does not match its key")]
            raise LedgerTampered(self.path, problems, NOTHING_DONE)
        return digest

    def set_budget(self, dataset: str, budget: Budget, user: str | None = None, reason: str | None = None) -> int:
        """Set (or change) the lifetime budget of a dataset; the change, and its reason, are recorded.

        Raising a budget needs a reason (the caller's confirmation); lowering it below what has been
        spent is refused with the figures.
        """
        if budget.epsilon <= 0 or not 0 <= budget.delta < 1:
            raise InputError(Message("a lifetime budget needs an epsilon above 0 and a delta from 0 to below 1"))
        reason = (reason or "").strip()
        data = {"epsilon": str(budget.epsilon), "delta": str(budget.delta)}
        if reason:
            data["reason"] = reason
        with self.exclusive():  # the previous budget and the change are read and written at once
            self.ensure_intact(NOT_CHANGED)
            previous = self.budget(dataset)
            if previous is not None:
                data["previous"] = {"epsilon": str(previous.epsilon), "delta": str(previous.delta)}
            return self._append(dataset, "budget", data, user,
                                check=lambda: self.check_change(dataset, budget, reason))

    def check_change(self, dataset: str, budget: Budget, reason: str) -> None:
        previous, spent = self.budget(dataset), self.spent(dataset)
        if budget.epsilon < spent.epsilon or budget.delta < spent.delta:
            raise InputError(Message("refused: the lifetime budget cannot go below what has been spent (asked: "
                                     "epsilon {epsilon}, delta {delta}; spent: epsilon {spent_epsilon}, delta "
                                     "{spent_delta})", epsilon=float(budget.epsilon), delta=float(budget.delta),
                                     spent_epsilon=float(spent.epsilon), spent_delta=float(spent.delta)),
                             hint=Message("A lifetime budget only caps future releases; what was released stays "
                                          "spent"))
        raising = previous is not None and (budget.epsilon > previous.epsilon or budget.delta > previous.delta)
        if raising and not reason:
            raise InputError(Message("raising the lifetime budget (from epsilon {epsilon}, delta {delta}) needs a "
                                     "reason, which is recorded in the ledger", epsilon=float(previous.epsilon),
                                     delta=float(previous.delta)),
                             hint=Message('Give one, e.g. --reason "approved by the data protection board, 2026-03"'))

    def add_population(self, population: str, data: dict, user: str | None = None) -> int:
        """Record a population (its keyed sketch; see ledger_population.py)."""
        return self._append(population, "population", data, user)

    def charge(self, dataset: str, cost: Budget, plan_sha256: str, out_dir: str, user: str | None = None,
               partial: str | None = None, rho: Fraction | None = None) -> int:
        """Record a release before its files are written; refuse (BudgetExceeded) past the lifetime budget.

        `partial` names the folder its files are written into first (kept if the export fails); `rho`, a
        release's zCDP cost, is recorded beside the (epsilon, delta) it guarantees, which is what is charged."""
        data = {"epsilon": str(cost.epsilon), "delta": str(cost.delta), "plan_sha256": plan_sha256,
                "out_dir": str(out_dir)}
        data.update({"partial": str(partial)} if partial is not None else {})
        data.update({"rho": str(rho)} if rho is not None else {})
        return self._append(dataset, "release", data, user, check=lambda: self.check(dataset, cost))

    def complete(self, dataset: str, seq: int, bundle_sha256: str, files: dict | None = None,
                 signing_key: str | None = None) -> int:
        """Mark release `seq` delivered: the hash of its SHA256SUMS and, to check the bundle file by file later,
        every file's SHA-256 (`files`) and the fingerprint of the key that signed it."""
        data = {"release": seq, "bundle_sha256": bundle_sha256}
        data.update({"files": dict(files)} if files is not None else {})
        data.update({"signing_key": signing_key} if signing_key is not None else {})
        # not verified again: the release was charged on an intact ledger and its bundle is written
        return self._append(dataset, "complete", data, verified=False)

    # -- reading -------------------------------------------------------------------------------------
    def records(self, dataset: str | None = None) -> list[Record]:
        query = "SELECT seq, dataset, kind, created, user, data, prev_hash, hash FROM records"
        rows = self._db.execute(query + (" WHERE dataset = ?" if dataset else "") + " ORDER BY seq",
                                (dataset,) if dataset else ()).fetchall()
        return [Record(r[0], r[1], r[2], r[3], r[4], json.loads(r[5]), r[6], r[7]) for r in rows]

    def keys(self, dataset: str) -> list[str]:
        """The dataset and the older keys (file hashes) its population adopted; for an adopted key, the same."""
        rows = self._db.execute("SELECT dataset, data FROM records WHERE kind = 'population' "
                                "AND data LIKE '%\"aliases\"%' ORDER BY seq").fetchall()
        adopted = [(population, json.loads(data)["aliases"]) for population, data in rows]
        owner = next((population for population, aliases in adopted if dataset in aliases), dataset)
        aliases = [a for population, names in adopted if population == owner for a in names]
        return [owner, *dict.fromkeys(a for a in aliases if a != owner)]

    def _records_of(self, dataset: str) -> list[Record]:
        keys = self.keys(dataset)
        if keys == [dataset]:
            return self.records(dataset)
        return [r for r in self.records() if r.dataset in keys]

    def budget_changes(self, dataset: str) -> list[Record]:
        return [r for r in self._records_of(dataset) if r.kind == "budget"]

    def budget(self, dataset: str) -> Budget | None:
        budgets = self.budget_changes(dataset)
        if not budgets:
            return None
        data = budgets[-1].data
        return Budget(Fraction(data["epsilon"]), Fraction(data["delta"]))

    def releases(self, dataset: str) -> list[ReleaseEntry]:
        return _entries(self._records_of(dataset))

    def every_release(self) -> list[ReleaseEntry]:
        """The releases of every population, in the order they were charged."""
        return _entries(self.records())

    def spent(self, dataset: str) -> Budget:
        """Every release charged, complete or not (a crashed export still counts)."""
        return compose_sequential(entry.cost for entry in self.releases(dataset))

    def check(self, dataset: str, cost: Budget) -> None:
        """Raise BudgetExceeded if `cost` does not fit in what the dataset's lifetime budget has left."""
        limit = self.budget(dataset)
        if limit is None:
            raise LedgerRefusal(Message("no lifetime budget is set for this dataset"), cost.epsilon, None,
                                Message("Set one first: dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E "
                                        "[--delta D] (in the app: Release page, Set lifetime budget)"))
        spent = self.spent(dataset)
        left = limit - spent
        if cost.epsilon > left.epsilon:
            raise LedgerRefusal(Message("this release needs epsilon {needed}, but the dataset's lifetime budget of "
                                        "{lifetime} has {spent} spent already", needed=float(cost.epsilon),
                                        lifetime=float(limit.epsilon), spent=float(spent.epsilon)),
                                cost.epsilon, max(left.epsilon, 0),
                                Message("Spend less (lower the queries' epsilons), or, if it is justified and "
                                        "approved, raise the lifetime budget"))
        if cost.delta > left.delta:
            raise LedgerRefusal(Message("this release needs delta {needed}, but the lifetime budget's delta of "
                                        "{lifetime} has {spent} spent already", needed=float(cost.delta),
                                        lifetime=float(limit.delta), spent=float(spent.delta)),
                                cost.delta, max(left.delta, 0),
                                Message("Use pure-epsilon mechanisms under sequential accounting, lower the deltas, "
                                        "or, if it is justified and approved, raise the lifetime budget's delta"))

    def verify(self, written_head: str | None = None) -> list[str]:
        """Problems in the chain, the state or the head, in one pass (ledger_verify.py); empty when intact.

        `written_head` (ID:N:HASH, as `head().shown()` gives it): check the ledger still holds it too.
        """
        return self.verify_head(written_head)[0]

    def verify_head(self, written_head: str | None = None) -> tuple[list[str], Head | None]:
        """verify()'s problems and the ledger's head (its id, how many records, the last hash), in one pass."""
        return verify_ledger(self._db, self.path, self._key, written_head, len(self._added))

    def head(self) -> Head | None:
        problems, head = self.verify_head()
        return None if problems else head

    def ensure_intact(self, spared: str = Message("nothing was released or charged")) -> None:
        """Refuse (LedgerTampered, exit 3) to act on a ledger whose chain does not verify."""
        problems = self.verify()
        if problems:
            raise LedgerTampered(self.path, problems, spared)
