"""JSON values that cannot change: an object is a `FrozenMap`, a list a tuple, and `thaw` gives the JSON back.

The plan document (document.py) holds a plan's fields as found, even where they are wrong (an unfinished plan in
the app, its problems shown beside it), so that every edit returns a new document and the old one stays as it was
(the app's undo steps are documents). `freeze(value)` and `thaw(frozen)` are inverse on JSON: `thaw(freeze(v)) ==
v` with the same types (a tuple is never JSON, so it can only have been a list).
"""
from __future__ import annotations

from collections.abc import Mapping


class FrozenMap(Mapping):
    """A JSON object that cannot change: its keys in their order, its values frozen; equal to any mapping of
    equal items (as a Mapping is), and hashable."""

    __slots__ = ("_items", "_hash")

    def __init__(self, items=()):
        self._items = {key: freeze(value) for key, value in dict(items).items()}
        self._hash = None

    def __getitem__(self, key):
        return self._items[key]

    def __iter__(self):
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._items.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._items!r})"

    def with_fields(self, **fields):
        """A copy with these fields set (a new field goes last, one already there keeps its place)."""
        return type(self)({**self._items, **fields})

    def with_items(self, items: Mapping):
        """`with_fields` for keys that are not Python names (a column "length of stay")."""
        return type(self)({**self._items, **items})

    def without(self, *keys):
        """A copy without these keys (a key not there is no matter)."""
        return type(self)({key: value for key, value in self._items.items() if key not in keys})


def freeze(value):
    """A JSON value that cannot change: dicts become FrozenMaps (kept as they are if they are one), lists tuples."""
    if isinstance(value, FrozenMap):
        return value
    if isinstance(value, Mapping):
        return FrozenMap(value)
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    return value


def thaw(value):
    """The JSON of a frozen value: FrozenMaps become dicts, tuples lists, all the way down."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(item) for item in value]
    return value


EMPTY = FrozenMap()
