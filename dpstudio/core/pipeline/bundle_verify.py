"""Each release bundle against what the ledger recorded when it was delivered (issue 33).

A completed release's ledger record holds the SHA-256 of its SHA256SUMS and, since issue 33, of every
file of the bundle, and the fingerprint of the key that signed it. The records are MACed (the ledger's
chain), so they are what was delivered, whatever happened to the folders since. `check_release`
compares a folder with its record and names each file that was changed, went missing or was added,
or that is another release's (two folders swapped, or one copied over another). A release recorded
before issue 33 has only the hash of its SHA256SUMS: its files are checked against the bundle's own
SHA256SUMS, and that file against the record.

A folder that is not where the ledger recorded it (moved, or deleted) is not checked, and is said so:
moving a release is not changing it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..output.bundle import SUMS, sha256_file
from ..output.bundle_check import check_bundle, present_files
from ..base.words.message import Message, counted
from ..output.output_claim import delivered_unrecorded
from ..output.bundle import canonical_sha256


@dataclass(frozen=True)
class Delivered:
    """Every completed release, to tell whose a file or a folder is: by the hash of its SHA256SUMS, and by
    (file name, SHA-256)."""

    by_sums: dict = field(default_factory=dict)
    by_file: dict = field(default_factory=dict)

    @classmethod
    def of(cls, entries) -> "Delivered":
        found = cls()
        for entry in entries:
            if entry.complete:
                found.by_sums.setdefault(entry.bundle_sha256, entry)
                for name, digest in (entry.files or {}).items():
                    found.by_file.setdefault((name, digest), entry)
        return found


@dataclass(frozen=True)
class ReleaseCheck:
    entry: object  # the ledger's ReleaseEntry
    folder: Path
    found: bool  # whether the folder is there (a release moved elsewhere is not checked)
    problems: list  # Messages, each naming a file; none when the bundle is as it was delivered


def check_recorded(ledger) -> list[ReleaseCheck]:
    """Every completed release of the ledger, in the folder it was delivered to."""
    entries = ledger.every_release()
    delivered = Delivered.of(entries)
    return [check_release(entry, delivered) for entry in entries if entry.complete]


def check_release(entry, delivered: Delivered, folder=None) -> ReleaseCheck:
    """The release `entry` (complete) in `folder` (default: where it was delivered) against its record."""
    folder = Path(folder if folder is not None else entry.out_dir)
    if not folder.is_dir():
        return ReleaseCheck(entry, folder, False, [])
    digests = {name: sha256_file(folder / name) for name in present_files(folder) if (folder / name).is_file()}
    others = [name for name in present_files(folder) if name not in digests]  # a folder inside: never delivered
    own = digests.get(SUMS)
    other = delivered.by_sums.get(own)
    if own != entry.bundle_sha256 and other is not None and other.seq != entry.seq:
        return ReleaseCheck(entry, folder, True, [Message(
            "the folder holds the files of release #{other} (delivered to {other_folder}), not its own: the folders "
            "were swapped, or one was copied over the other", other=str(other.seq), other_folder=other.out_dir)])
    if entry.files is None:  # recorded before issue 33: its own SHA256SUMS, and that file's hash
        problems = check_bundle(folder).problems
        if own is not None and own != entry.bundle_sha256:
            problems.append(Message("SHA256SUMS is not the one the ledger recorded: it was changed (a file edited and "
                                    "its line re-hashed, or lines added or removed)"))
        return ReleaseCheck(entry, folder, True, problems)
    problems = [_differs(name, digest, digests, entry, delivered) for name, digest in sorted(entry.files.items())]
    problems = [p for p in problems if p is not None]
    problems += [Message("{file} was added since it was released", file=name)
                 for name in sorted(set(digests) - set(entry.files)) + others]
    return ReleaseCheck(entry, folder, True, problems)


def _differs(name: str, digest: str, digests: dict, entry, delivered: Delivered) -> Message | None:
    if name not in digests:
        return Message("{file} is missing", file=name)
    if digests[name] == digest:
        return None
    owner = delivered.by_file.get((name, digests[name]))
    if owner is not None and owner.seq != entry.seq:
        return Message("{file} is release #{other}'s (delivered to {other_folder}), not this release's", file=name,
                       other=str(owner.seq), other_folder=owner.out_dir)
    return Message("{file} was changed since it was released (its SHA-256 is not the one the ledger recorded)",
                   file=name)


def recorded_release(ledger, folder) -> tuple[object | None, Delivered]:
    """The completed release delivered to `folder`, or else the one whose SHA256SUMS it holds (a release moved
    since); None if the ledger has neither. With every completed release, to tell whose a file is."""
    entries = ledger.every_release()
    delivered = Delivered.of(entries)
    folder = Path(folder).resolve()
    for entry in reversed(entries):
        if entry.complete and Path(entry.out_dir) == folder:
            return entry, delivered
    sums = folder / SUMS
    moved = delivered.by_sums.get(sha256_file(sums)) if sums.is_file() else None
    return moved, delivered


def unrecorded_release(ledger, folder):
    """The release charged into `folder` and written there, but never marked complete (the release was killed,
    or the ledger failed, between the bundle's rename and its completion record); None if there is none."""

    folder = Path(folder).resolve()
    return next((entry for entry in reversed(ledger.every_release())
                 if Path(entry.out_dir) == folder and delivered_unrecorded(entry)), None)


def check_unrecorded(entry, delivered: Delivered, folder, signed_by: str | None, office_key: str | None) -> list:
    """What can be checked of a release the ledger charged but has no record of each file for: that the folder
    is no other release's, holds the plan that was charged, and is signed with the ledger's key (its files against
    its SHA256SUMS and signature are check_bundle's). Problems, each a Message; none when all hold."""

    folder = Path(folder)
    other = delivered.by_sums.get(sha256_file(folder / SUMS))
    if other is not None and other.seq != entry.seq:
        return [Message("the folder holds the files of release #{other} (delivered to {other_folder}), not its own: "
                        "the folders were swapped, or one was copied over the other", other=str(other.seq),
                        other_folder=other.out_dir)]
    problems = []
    try:
        plan = json.loads((folder / "plan.json").read_text(encoding="utf-8"))
        same_plan = canonical_sha256(plan) == entry.plan_sha256
    except (OSError, ValueError):
        same_plan = False
    if not same_plan:
        problems.append(Message("plan.json is not the plan the ledger charged for this release"))
    if signed_by is None or signed_by != office_key:
        problems.append(Message("it is not signed with the key of the ledger that charged it"))
    return problems


def bundle_state(check: ReleaseCheck) -> Message:
    """How `ledger show` describes a completed release after checking its folder."""
    if not check.found:
        return Message("complete; its folder is not there (moved or deleted), so it was not checked")
    if check.problems:
        return Message("CHANGED since it was released: {problems}; `dpstudio ledger verify` lists every file",
                       problems=_first(check.problems))
    return Message("complete")


def _first(problems: list) -> Message:
    if len(problems) == 1:
        return problems[0]

    return counted("more", "{problem}, and {more} more", "{problem}, and {more} more", problem=problems[0],
                   more=len(problems) - 1)
