"""The risk figures in plain words, for the terminal and the app."""
from __future__ import annotations

from .reidentification import RiskSummary

EXPLANATION = (
    "Records that share every quasi-identifier value form a class. Someone who knows a person's "
    "quasi-identifiers (from a voter list, a news story, a neighbour) narrows them down to their class: "
    "in a class of one, the person is singled out, with everything else in their row. Removing names is "
    "not enough. Differential privacy answers this: it publishes only noisy statistics, whose "
    "protection does not depend on what else an attacker knows. These figures describe the raw table, "
    "are for your eyes only, and never go into a release.")


def percent(share: float) -> str:
    return f"{share:.1%}"


def describe_risk(summary: RiskSummary) -> str:
    s = summary
    lines = [
        f"Re-identification risk over {', '.join(s.quasi_identifiers)} ({s.records:,} records, "
        f"{s.classes:,} classes) — for your eyes only, never released",
        "",
        f"The table is {s.k}-anonymous: the smallest class has {s.k} record(s).",
        f"Unique records (class of one): {s.unique_records:,} ({percent(s.unique_share)})",
    ]
    for limit, records in s.in_small_classes.items():
        lines.append(f"Records in classes smaller than {limit}: {records:,} ({percent(s.share(records))})")
    lines += [
        f"Prosecutor risk: highest {percent(s.highest_risk)}, average {percent(s.average_risk)}",
        f"Records with risk above {percent(s.threshold)}: {s.records_above_threshold:,} "
        f"({percent(s.share_above_threshold)})",
    ]
    for sensitive in s.sensitive:
        lines.append(f"'{sensitive.column}': smallest l-diversity {sensitive.smallest_l}; "
                     f"{sensitive.records_with_one_value:,} records ({percent(sensitive.share_with_one_value)}) "
                     "are in a class where everyone has the same value")
    if s.combinations:
        lines += ["", "Unique records when only these are known:"]
        lines += [f"  {' + '.join(c.columns)}: {c.unique_records:,} ({percent(c.unique_share)})"
                  for c in s.combinations[:10]]
    if s.leave_one_out:
        lines += ["", "Unique records without one quasi-identifier (a big drop means it drives uniqueness):"]
        lines += [f"  without {name}: {percent(share)}" for name, share in s.leave_one_out.items()]
    lines += ["", "Class sizes: " + ", ".join(f"{size}: {count:,}" for size, count in list(s.class_sizes.items())[:12])
              + (" …" if len(s.class_sizes) > 12 else ""), "", EXPLANATION]
    return "\n".join(lines)
