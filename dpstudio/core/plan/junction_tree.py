"""The junction tree of a family of tables (issue 48): groups of columns, linked in a tree, that hold every table.

A wide synthetic table (kinds/synthetic) cannot hold the full grid of its columns (10^9 to 10^40 combinations).
Its model (graphical_model.py) needs only tables over groups of columns: the cliques of the graph whose edges join
two columns that share a measured table, made chordal (Koller and Friedman, 2009, ch. 9-10; Private-PGM's
`junction_tree.py`, McKenna et al., 2019). Here:

1. the graph is triangulated by eliminating, one after another, the column whose elimination adds the fewest
   edges (min-fill; ties: the smaller clique in cells, then the first column); each elimination's column and
   neighbours form a clique, and the cliques not inside another are the chordal graph's maximal cliques;
2. the cliques are linked by a spanning tree of the largest intersections (Prim's algorithm from the first
   clique), which for a chordal graph's maximal cliques has the running intersection property: the columns two
   cliques share are in every clique on the path between them (the separators). Cliques with no column in
   common are linked by an empty separator (independent parts).

Every table of the family lies inside some clique (its columns are joined pairwise). Nothing here reads data or
draws anything: the tree depends on the plan's tables and categories only, so the plan's reading checks its
cliques (kinds/synthetic/rule.py) and the private side fits the model over it (private/graphical_model.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class JunctionTree:
    """Cliques (sorted column indexes), each clique's parent (-1 for the root, the first), parents before
    children."""

    sizes: tuple[int, ...]
    cliques: tuple[tuple[int, ...], ...]
    parents: tuple[int, ...]

    def separator(self, i: int) -> tuple[int, ...]:
        """The columns clique `i` shares with its parent (none for the root)."""
        parent = self.parents[i]
        return () if parent < 0 else tuple(c for c in self.cliques[i] if c in self.cliques[parent])

    def children(self, i: int) -> list[int]:
        return [j for j, parent in enumerate(self.parents) if parent == i]

    def cells(self, columns) -> int:
        return math.prod(self.sizes[c] for c in columns)

    def largest(self) -> int:
        """The cells of the largest clique: what the model holds at most at once."""
        return max(self.cells(c) for c in self.cliques)

    def home(self, table: tuple[int, ...]) -> int:
        """The first clique holding every column of `table`."""
        return next(i for i, clique in enumerate(self.cliques) if set(table) <= set(clique))


def junction_tree(sizes: tuple[int, ...], tables) -> JunctionTree:
    """The junction tree of the tables (index tuples) over columns of `sizes`; a column in no table is a clique
    of its own."""
    graph = {c: set() for c in range(len(sizes))}
    for table in tables:
        for c in table:
            graph[c] |= set(table) - {c}
    cliques = _elimination_cliques(sizes, graph)
    maximal = [c for i, c in enumerate(cliques)
               if not any(set(c) < set(o) or (set(c) == set(o) and j < i) for j, o in enumerate(cliques) if j != i)]
    return JunctionTree(tuple(sizes), *_spanning_tree(maximal))


def _elimination_cliques(sizes, graph: dict) -> list[tuple[int, ...]]:
    """The clique of each column as it is eliminated (min-fill order), the graph filled in as it goes."""
    graph = {c: set(n) for c, n in graph.items()}
    cliques = []
    while graph:
        column = min(graph, key=lambda c: (_fill(graph, c), math.prod(sizes[a] for a in graph[c] | {c}), c))
        neighbours = graph.pop(column)
        cliques.append(tuple(sorted(neighbours | {column})))
        for a in neighbours:
            graph[a] |= neighbours - {a}
            graph[a].discard(column)
    return cliques


def _fill(graph: dict, column: int) -> int:
    """How many edges eliminating `column` would add (pairs of its neighbours not yet joined)."""
    neighbours = sorted(graph[column])
    return sum(1 for i, a in enumerate(neighbours) for b in neighbours[i + 1:] if b not in graph[a])


def _spanning_tree(cliques: list) -> tuple[tuple, tuple]:
    """The cliques in Prim's order from the first, each with its parent's position: the tree of the largest
    intersections (ties: the earlier clique)."""
    order, parents, left = [cliques[0]], [-1], list(range(1, len(cliques)))
    while left:
        shared, parent, j = max(((len(set(cliques[j]) & set(order[p])), -p, -j) for j in left
                                 for p in range(len(order))))
        order.append(cliques[-j])
        parents.append(-parent)
        left.remove(-j)
    return tuple(order), tuple(parents)
