"""The risk figures in plain words, for the terminal and the app (the app's in its language)."""
from __future__ import annotations

from html import escape, unescape

from ..exact.rows_per_person import said_rows
from ..base.languages import DEFAULT_LANGUAGE
from ..base.locale_format import figure
from ..base.locale_format import percent as percent_in
from ..base.words import say
from ..base.words.message import Message, counted, written
from .reidentification import RiskSummary

EXPLANATION = (
    "Records that share every quasi-identifier value form a class. Someone who knows a person's "
    "quasi-identifiers (from a voter list, a news story, a neighbour) narrows them down to their class: "
    "in a class of one, the person is singled out, with everything else in their row. Removing names is "
    "not enough. Differential privacy answers this: it publishes only noisy statistics, whose "
    "protection does not depend on what else an attacker knows. These figures describe the raw table, "
    "are for your eyes only, and never go into a release.")


def percent(share: float, language: str = DEFAULT_LANGUAGE) -> str:
    """12.5% (English, as it always was), 12,5 % (German): one decimal, in the language's own way."""
    return f"{share:.1%}" if language == DEFAULT_LANGUAGE else percent_in(share, language, 1)


def explanation(language: str = DEFAULT_LANGUAGE) -> str:
    return say(language, EXPLANATION)


def risk_lines(summary: RiskSummary, language: str = DEFAULT_LANGUAGE, rule: bool = True) -> list[str]:
    """The risk panel's figures, one HTML line each (column names escaped), in `language`. Counting people,
    they say so, with the rule that reads each person's quasi-identifiers (unless `rule` is False: the
    app's panel shows it in its combo) and the rows left out for having no person id."""
    s = summary
    people_counted = s.counts == "people"

    def share(value: float) -> str:
        return percent(value, language)
    lines = [say(language, "Over <b>{columns}</b>: the people are <b>{k}-anonymous</b>." if people_counted else
                 "Over <b>{columns}</b>: the table is <b>{k}-anonymous</b>.", columns=_columns(s, language), k=s.k)]
    if people_counted:
        lines += _counted_how(s, language, rule)
    small = share(s.share(s.in_small_classes[5]))
    if not people_counted:
        lines.append(say(language, "<b>{unique}</b> of {records} records ({share}) are unique; {small} are in classes "
                                   "smaller than 5.", unique=figure(s.unique_records, language),
                         records=figure(s.records, language), share=share(s.unique_share), small=small))
    else:
        lines.append(say(language, "<b>{unique}</b> of {people} ({share}) is unique; {small} are in classes smaller "
                                   "than 5." if s.unique_records == 1 else
                         "<b>{unique}</b> of {people} ({share}) are unique; {small} are in classes smaller than 5.",
                         unique=figure(s.unique_records, language), people=people(s.records, language),
                         share=share(s.unique_share), small=small))
    lines.append(say(language, "Prosecutor risk: highest {highest}, average {average}; {above} of people are above "
                               "{threshold}." if people_counted else
                     "Prosecutor risk: highest {highest}, average {average}; {above} of records are above {threshold}.",
                     highest=share(s.highest_risk), average=share(s.average_risk),
                     above=share(s.share_above_threshold), threshold=share(s.threshold)))
    for sensitive in s.sensitive:
        lines.append(say(language, "<i>{column}</i>: {share} of people are in a class where everyone has the same "
                                   "value (l = {l} at worst)." if people_counted else
                         "<i>{column}</i>: {share} of records are in a class where everyone has the same value (l = {l} "
                         "at worst).", column=escape(sensitive.column, quote=False),
                         share=share(sensitive.share_with_one_value), l=sensitive.smallest_l))
    return lines


def _counted_how(summary: RiskSummary, language: str, rule: bool) -> list[str]:
    """The line saying how people were counted: the person rule, and the rows without a person id."""
    how = [person_rule(summary, language)] if rule else []
    if summary.rows_without_person:
        how.append(say(language, "Left out: {rows} without a person id.",
                       rows=said_rows(summary.rows_without_person, language)))
    return [("" if language == "zh" else " ").join(how)] if how else []


def person_rule(summary: RiskSummary, language: str = DEFAULT_LANGUAGE) -> str:
    """How each person's quasi-identifiers were read, as one sentence (names escaped)."""
    order_by = escape(summary.order_by or "", quote=False)
    if summary.person_rule == "first":
        return say(language, "Each person by their first row (ordered by <i>{order_by}</i>).", order_by=order_by) \
            if summary.order_by else say(language, "Each person by their first row in file order.")
    if summary.person_rule == "last":
        return say(language, "Each person by their last row (ordered by <i>{order_by}</i>).", order_by=order_by) \
            if summary.order_by else say(language, "Each person by their last row in file order.")
    return say(language, "Each person by the set of their combinations (all their rows).")


def people(count: int, language: str = DEFAULT_LANGUAGE) -> str:
    """"1 person", "312 people" in `language`."""
    return say(language, "{count} person", count=figure(count, language)) if count == 1 else \
        say(language, "{count} people", count=figure(count, language))


def _columns(summary: RiskSummary, language: str) -> str:
    return escape(say(language, ", ").join(summary.quasi_identifiers), quote=False)


def describe_risk(summary: RiskSummary, language: str = DEFAULT_LANGUAGE) -> str:
    """The figures for the terminal, in `language` (the command line's); each unit a record (a row) or a person.
    The sentences the app's panel shares are its own (risk_lines); the terminal's are Messages."""
    s, people_counted = summary, summary.counts == "people"
    share = lambda value: percent(value, language)  # noqa: E731
    lines = [_heading(s, language), *(_plain(line) for line in _counted_how(s, language, True) if people_counted),
             "", Message("The table is {k}-anonymous: the smallest class has {size}.",
                         k=str(s.k),  # a name ("1710-anonymous"); the class's size is a figure
                         size=people(s.k, language) if people_counted else _records(s.k))]
    lines.append(Message("Unique people (class of one): {count} ({share})", count=s.unique_records,
                         share=share(s.unique_share)) if people_counted else
                 Message("Unique records (class of one): {count} ({share})", count=s.unique_records,
                         share=share(s.unique_share)))
    for limit, records in s.in_small_classes.items():
        values = {"limit": limit, "count": records, "share": share(s.share(records))}
        lines.append(Message("People in classes smaller than {limit}: {count} ({share})", **values) if people_counted
                     else Message("Records in classes smaller than {limit}: {count} ({share})", **values))
    above = {"threshold": share(s.threshold), "count": s.records_above_threshold, "share": share(s.share_above_threshold)}
    lines += [Message("Prosecutor risk: highest {highest}, average {average}", highest=share(s.highest_risk),
                      average=share(s.average_risk)),
              Message("People with risk above {threshold}: {count} ({share})", **above) if people_counted else
              Message("Records with risk above {threshold}: {count} ({share})", **above)]
    lines += [_one_value(sensitive, people_counted, share) for sensitive in s.sensitive]
    lines += _what_drives_uniqueness(s, people_counted, share)
    sizes = [f"{written(size, language)}: {written(count, language)}" for size, count in list(s.class_sizes.items())[:12]]
    lines += ["", Message("Class sizes: {sizes}{more}", sizes=say(language, ", ").join(sizes),
                          more=" …" if len(s.class_sizes) > 12 else ""), "", explanation(language)]
    return "\n".join(line.said(language) if isinstance(line, Message) else line for line in lines)


def _heading(s: RiskSummary, language: str) -> Message:
    units = people(s.records, language) if s.counts == "people" else _records(s.records)
    return Message("Re-identification risk over {columns} ({units}, {classes}) — for your eyes only, never released",
                   columns=say(language, ", ").join(s.quasi_identifiers), units=units,
                   classes=counted("count", "{count} class", "{count} classes", count=s.classes))


def _records(count: int) -> Message:
    return counted("count", "{count} record", "{count} records", count=count)


def _one_value(sensitive, people_counted: bool, share) -> Message:
    values = {"column": sensitive.column, "l": sensitive.smallest_l, "count": sensitive.records_with_one_value,
              "share": share(sensitive.share_with_one_value)}
    if people_counted:
        return counted("count", "'{column}': smallest l-diversity {l}; {count} person ({share}) is in a class where "
                       "everyone has the same value", "'{column}': smallest l-diversity {l}; {count} people ({share}) "
                       "are in a class where everyone has the same value", **values)
    return counted("count", "'{column}': smallest l-diversity {l}; {count} record ({share}) is in a class where "
                   "everyone has the same value", "'{column}': smallest l-diversity {l}; {count} records ({share}) are "
                   "in a class where everyone has the same value", **values)


def _what_drives_uniqueness(s: RiskSummary, people_counted: bool, share) -> list:
    """The unique units when only some quasi-identifiers are known, and without each one."""
    lines = []
    if s.combinations:
        lines += ["", Message("Unique people when only these are known:") if people_counted else
                  Message("Unique records when only these are known:")]
        lines += [Message("  {columns}: {count} ({share})", columns=" + ".join(c.columns), count=c.unique_records,
                          share=share(c.unique_share)) for c in s.combinations[:10]]
    if s.leave_one_out:
        lines += ["", Message("Unique people without one quasi-identifier (a big drop means it drives uniqueness):")
                  if people_counted else
                  Message("Unique records without one quasi-identifier (a big drop means it drives uniqueness):")]
        lines += [Message("  without {column}: {share}", column=name, share=share(value))
                  for name, value in s.leave_one_out.items()]
    return lines


def _plain(html: str) -> str:
    """A sentence of the panel for the terminal: without its <i> marks and HTML escapes."""
    return unescape(html.replace("<i>", "").replace("</i>", ""))
