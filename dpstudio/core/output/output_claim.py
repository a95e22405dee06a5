"""Claim the output folder before the charge; deliver the rendered bundle into it after.

A release into DIR claims it by creating the hidden folder `.DIR.partial` beside it and locking
the file `.lock` inside it for the life of the release (flock on POSIX, msvcrt.locking on
Windows). The lock dies with its process, so a crash leaves a stale claim that nobody holds.
While one release holds the claim, another into the same DIR is refused, before any charge.
Creating the claim proves the parent writable; `check_room` then checks each file name's length
against the file system's limit and the bundle's exact size against the free space.

After the charge, `deliver` writes the files into `.DIR.partial/DIR`, flushes each to disk and
renames that folder to DIR. If that fails, the claim is given up but the partial folder is kept
(the ledger's record names it). The next release into DIR removes it as stale, with the
`.DIR.XXXXXXXX.partial` folders that versions before claims (tempfile.mkdtemp) left behind.
"""
from __future__ import annotations

import os
import re
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .export import check_new_folder

LOCK = ".lock"
MARGIN = 1 << 20  # bytes kept free beyond the bundle: directory entries, the file system's own blocks
OLD_STYLE = r"[a-z0-9_]{8}\.partial"  # tempfile.mkdtemp's random part, then the old suffix
SET_ASIDE = ".gone"  # a claim given up is renamed `.NAME.partial.XXXXXXXX.gone`, then removed
CANNOT_CLAIM = Message("cannot claim the output folder")


def staging_folder(out_dir) -> Path:
    """The hidden folder that claims `out_dir`, beside it: `.NAME.partial`."""
    out_dir = Path(out_dir)
    return out_dir.parent / f".{out_dir.name}.partial"


@dataclass
class OutputClaim:
    """A claimed output folder: `staging` is locked by this process until delivered or given up."""

    target: Path
    staging: Path
    notes: list[str] = field(default_factory=list)
    lock: int | None = None

    def check_room(self, files: dict) -> None:
        """Refuse a file name the file system cannot take, or a bundle that does not fit on the disk."""
        limit = name_limit(self.staging)
        for name in (self.target.name, *files):
            size = len(os.fsencode(name))
            if size > limit:
                raise InputError(Message("the file name '{name}…' is {size} bytes, longer than this file system "
                                         "allows ({limit})", name=name[:40], size=size, limit=limit),
                                 where=str(self.target),
                                 hint=Message("Shorten the query id (or the folder's name) and run again"))
        needed, free = sum(len(data) for data in files.values()), shutil.disk_usage(self.staging).free
        if needed + MARGIN > free:
            raise InputError(Message("not enough free space for the release: it needs {needed} bytes (and a margin "
                                     "of {margin}), and the disk has {free} bytes free", needed=needed, margin=MARGIN,
                                     free=free), where=str(self.target),
                             hint=Message("Free some space, or choose a folder on another disk"))

    def deliver(self, files: dict) -> Path:
        """Write every file, flushed to disk, then rename the folder into place and end the claim."""
        inner = self.staging / self.target.name
        inner.mkdir()
        for name, data in files.items():
            write_file(inner / name, data)
        _sync_folder(inner)
        if self.target.exists():  # an empty folder the steward made (Windows cannot rename over it)
            self.target.rmdir()
        os.replace(inner, self.target)
        _sync_folder(self.target.parent)
        self.abandon()
        return self.target

    def abandon(self) -> None:
        """Give up the claim and remove its folder (nothing was charged, or the bundle is in place).

        On POSIX the folder is first renamed aside, still locked, so that no other release can take
        the claim while it is half removed (a crash in between leaves a folder the next release
        removes). Windows cannot rename a folder with an open file in it: there the lock ends first.
        """
        if os.name == "nt" or self.lock is None:
            self.keep()
            shutil.rmtree(self.staging, ignore_errors=True)
            return
        aside = self.staging.with_name(f"{self.staging.name}.{secrets.token_hex(4)}{SET_ASIDE}")
        try:
            os.rename(self.staging, aside)
        except OSError:
            aside = self.staging
        shutil.rmtree(aside, ignore_errors=True)
        self.keep()

    def keep(self) -> None:
        """Give up the claim but keep its folder: the partial files of a release that was charged."""
        if self.lock is not None:
            os.close(self.lock)  # closing the file ends the lock
            self.lock = None


def write_file(path: Path, data: bytes) -> None:
    """One file of the bundle, new, flushed to the disk before the folder is renamed into place."""
    with open(path, "xb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def claim_output(out_dir) -> OutputClaim:
    """Claim `out_dir` for one release: refused if it is not a new folder or another release holds it."""
    check_new_folder(out_dir)
    target = Path(os.path.abspath(out_dir))  # "." or "out/" name their folder too
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _unwritable(target, Message("cannot create the output folder"), exc) from None
    claim = OutputClaim(target, staging_folder(target))
    _check_name(claim.staging)
    stale = _take(claim)
    try:
        check_new_folder(target)  # another release may have delivered it while this one waited
    except BaseException:
        claim.keep() if stale else claim.abandon()  # a stale claim's files are left for the steward
        raise
    if stale:
        try:
            claim.notes.append(_clear_stale(claim.staging))
        except OSError as exc:  # nothing charged yet: say what is in the way, keep the lock no longer
            claim.keep()
            raise _unwritable(claim.target, Message("cannot remove {folder}, left by a release that did not finish",
                                                    folder=str(claim.staging)), exc) from None
    claim.notes += _remove_old_style(parent, target.name)
    return claim


def _take(claim: OutputClaim) -> bool:
    """Create and lock the claim's folder; True if it was there already (stale: no one held it)."""
    staging = claim.staging
    try:
        staging.mkdir()
        stale = False
    except FileExistsError:
        if staging.is_symlink() or not staging.is_dir():
            raise InputError(Message("there is a file named {file} beside the output folder", file=staging.name),
                             where=str(staging), hint=Message("Move it away, or choose another folder")) from None
        stale = True
    except OSError as exc:
        raise _unwritable(claim.target, CANNOT_CLAIM, exc) from None
    try:
        claim.lock = os.open(staging / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as exc:
        if not stale:
            shutil.rmtree(staging, ignore_errors=True)
        raise _unwritable(claim.target, CANNOT_CLAIM, exc) from None
    if not _try_lock(claim.lock):
        claim.keep()
        raise InputError(Message("the output folder is in use by another release"), where=str(claim.target),
                         hint=Message("Wait for it to finish, or choose another folder"))
    return stale


def _try_lock(descriptor: int) -> bool:
    """An exclusive lock that the operating system drops when the process ends, however it ends."""
    try:
        if os.name == "nt":
            # the platform's own locking module: msvcrt on Windows
            import msvcrt

            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            # the platform's own locking module: fcntl on POSIX
            import fcntl

            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _clear_stale(staging: Path) -> Message:
    for child in staging.iterdir():
        if child.name != LOCK:
            shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()
    return Message("removed {folder}, left by a release into this folder that did not finish (a crash or a full "
                   "disk)", folder=str(staging))


def _remove_old_style(parent: Path, name: str) -> list[Message]:
    """Leftovers of releases into NAME: `.NAME.XXXXXXXX.partial` folders from earlier versions
    (mkdtemp's; they never hold a lock file, whereas the claim of a sibling folder named
    `NAME.XXXXXXXX` does, and is left alone), and claims set aside to be removed, unless held."""
    old_style = re.compile(re.escape(f".{name}.") + OLD_STYLE)
    set_aside = re.compile(re.escape(f".{name}.partial.") + r"[0-9a-f]{8}" + re.escape(SET_ASIDE))
    notes = []
    for child in parent.glob(f".{_glob_escape(name)}.*"):
        if not child.is_dir() or child.is_symlink():
            continue
        if old_style.fullmatch(child.name) and not (child / LOCK).exists():
            shutil.rmtree(child, ignore_errors=True)
            notes.append(Message("removed {folder}, left by an earlier version's release into this folder that did "
                                 "not finish", folder=str(child)))
        elif set_aside.fullmatch(child.name) and not _held(child):
            shutil.rmtree(child, ignore_errors=True)
    return notes


def _held(folder: Path) -> bool:
    """Whether a live process holds the lock in `folder` (a folder without a lock file is held by no one)."""
    try:
        descriptor = os.open(folder / LOCK, os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:  # cannot tell: leave it alone
        return True
    try:
        return not _try_lock(descriptor)
    finally:
        os.close(descriptor)


def _glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


def name_limit(folder: Path) -> int:
    """The longest file name, in bytes, that the file system holding `folder` takes (255 if it does not say)."""
    try:
        return int(os.pathconf(folder, "PC_NAME_MAX"))
    except (AttributeError, ValueError, OSError):
        return 255


def _check_name(staging: Path) -> None:
    limit, size = name_limit(staging.parent), len(os.fsencode(staging.name))
    if size > limit:
        raise InputError(Message("the output folder's name is too long for this file system ({size} bytes; with the "
                                 "claim's '.' and '.partial' it must fit in {limit})", size=size - 9, limit=limit),
                         where=str(staging.parent), hint=Message("Choose a shorter folder name"))


def _unwritable(target: Path, what: Message, exc: OSError) -> InputError:
    return InputError(Message("{what} ({reason})", what=what, reason=str(exc.strerror or exc)), where=str(target),
                      hint=Message("Choose a folder you can write to"))


def _sync_folder(folder: Path) -> None:
    """Make a rename or new entries durable, where the file system can (POSIX; Windows has no directory
    handles to flush). Best effort: some file systems refuse fsync on a folder (AFS, FUSE, CIFS give
    EINVAL), and a folder one may write but not read cannot be opened; neither may fail a release
    whose files are each flushed already."""
    if os.name == "nt":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def delivered_unrecorded(entry) -> bool:
    """Whether an incomplete release (ReleaseEntry) was delivered after all: its folder holds its bundle and its
    claim holds no partial files (a crash, or a failing ledger, between the rename and the completion record)."""
    return (not entry.complete and entry.partial is not None and (Path(entry.out_dir) / "SHA256SUMS").is_file()
            and not _holds_files(Path(entry.partial)))


def _holds_files(staging: Path) -> bool:
    """Whether a claim's folder holds anything but its lock file."""
    try:
        return any(child.name != LOCK for child in staging.iterdir())
    except FileNotFoundError:
        return False
    except OSError:  # cannot tell: as if it did
        return True


def clear_delivered_claims(entries) -> None:
    """Remove the empty claim a release left when it died just after renaming its bundle into place (before it
    ended its claim: the `.DIR.partial` folder holds nothing but an unheld `.lock`). The entries are the ledger's
    (an intact ledger's: it names its releases' claims); nothing else is touched."""
    for entry in entries:
        staging = Path(entry.partial) if entry.partial else None
        if staging is None or not delivered_unrecorded(entry) or staging.is_symlink() or not staging.is_dir():
            continue
        if staging.name != staging_folder(entry.out_dir).name:  # only ever a claim's own folder
            continue
        claim = OutputClaim(Path(entry.out_dir), staging)
        claim.lock = _lock_of(staging)
        if claim.lock is not None:
            claim.abandon()


def _lock_of(staging: Path) -> int | None:
    """The claim's lock, taken (None if another process holds it or it cannot be opened)."""
    try:
        descriptor = os.open(staging / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    if _try_lock(descriptor):
        return descriptor
    os.close(descriptor)
    return None


def incomplete_state(entry) -> Message:
    """How `ledger show` and the app describe a ledger entry (ReleaseEntry) charged but not delivered."""
    if entry.partial is None:  # recorded before releases named their partial folder
        return Message("INCOMPLETE (charged; the export did not finish)")
    if delivered_unrecorded(entry):  # delivered, but the ledger could not mark it (or the release died first)
        return Message("INCOMPLETE (charged and written to {folder}, but not marked complete in the ledger)",
                       folder=entry.out_dir)
    if Path(entry.partial).exists():
        return Message("INCOMPLETE (charged; the export did not finish; partial files in {folder})",
                       folder=entry.partial)
    return Message("INCOMPLETE (charged; the export did not finish; its partial folder {folder} is gone)",
                   folder=entry.partial)
