"""Plans of earlier format versions, brought to the current one when read.

Version 1 -> 2: version 2 adds the optional "reading" section (how the table file is read,
core/io/schema.py). A version 1 plan has none; where it is used with a data file, the schema is
inferred from that file when it is first opened, and the steward is told (cli.py, the app).
"""
from __future__ import annotations


def migrate_plan(data) -> tuple[object, list[str]]:
    """`data` as a current-version plan, and notices for the steward about what changed.

    Anything that is not a plan of a known earlier version is returned as it is, for the parser
    to report."""
    if not isinstance(data, dict) or type(data.get("dpstudio_plan")) is not int or data["dpstudio_plan"] != 1:
        return data, []
    migrated = {**data, "dpstudio_plan": 2}
    return migrated, ["This is a version 1 plan: it does not say how the table is read. dpstudio reads it "
                      "as version 2, with the reading schema inferred from the data file."]
