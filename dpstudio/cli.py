"""The command line: `dpstudio release`, `dpstudio check`. Bad input gets a message, never a traceback.

Exit codes: 0 success; 2 bad input (file, plan, options; a plan over its own budget is bad input);
3 refused by the ledger (the dataset's lifetime budget) or a tampered ledger; 4 charged but not
delivered (the budget was spent, the files were not all written: the message says where they
are); 1 a bug in dpstudio; 141 the output's reader went away first (`| head`), before a release
was delivered (once one is, 0).
"""
from __future__ import annotations

import argparse
import json
import sys
import traceback
import warnings
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

from .version import __version__
from .core.errors import BudgetExceeded, ChargedNotDelivered, DpStudioError, InputError, PlanError
from .core.languages import DEFAULT_LANGUAGE, LANGUAGES
from .core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA
from .core.number_text import given_text

EXIT_OK, EXIT_BUG, EXIT_INPUT, EXIT_BUDGET, EXIT_CHARGED = 0, 1, 2, 3, 4
EXIT_CLOSED = 141  # the output's reader went away before the command finished (as a shell reports SIGPIPE)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dpstudio", description="Publish statistics about patients under differential privacy.")
    parser.add_argument("--version", action="version", version=f"dpstudio {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="open the app offscreen, release the sample into a temporary folder, check it, exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    release = commands.add_parser("release", help="run a release plan on a table and write the release")
    release.add_argument("plan", metavar="PLAN.json", help="the release plan")
    _data_options(release)
    release.add_argument("--out", required=True, metavar="DIR", help="a new folder for the release files")
    release.add_argument("--publisher", metavar="NAME",
                         help="who publishes, as the report should show it (e.g. an organisation); "
                              "overrides the plan's publisher. Without one the report names no one")
    release.add_argument("--language", choices=sorted(LANGUAGES), default=DEFAULT_LANGUAGE,
                         help="the report's language: " + ", ".join(f"{code} ({name})" for code, name in
                                                                     LANGUAGES.items())
                              + "; recorded in release.json, whose fields stay English (default: en)")
    _ledger_option(release)
    _population_option(release)
    release.set_defaults(run=run_release)

    check = commands.add_parser("check", help="check a plan (and, with --data, that it fits the table)")
    check.add_argument("plan", metavar="PLAN.json")
    _data_options(check, required=False)
    check.add_argument("--write-schema", action="store_true",
                       help="save how --data is read (its reading schema) into the plan file, if it has none")
    check.set_defaults(run=run_check)

    preview = commands.add_parser("preview", help="the expected error of every query, before spending anything")
    preview.add_argument("plan", metavar="PLAN.json")
    _data_options(preview)
    preview.add_argument("--confidence", type=float, default=0.95, help="the interval's level (default 0.95)")
    preview.add_argument("--json", action="store_true", help="print the figures as JSON")
    preview.set_defaults(run=run_preview)

    ledger = commands.add_parser("ledger", help="the record of every release and each dataset's lifetime budget")
    actions = ledger.add_subparsers(dest="action", metavar="ACTION", required=True)
    set_budget = actions.add_parser("set-budget", help="set the lifetime budget of a population (a table's people)")
    _data_options(set_budget)
    _unit_options(set_budget)
    set_budget.add_argument("--epsilon", required=True, type=float,
                            help="the lifetime epsilon: the most all releases of these people may spend together")
    set_budget.add_argument("--delta", type=float, default=DEFAULT_LIFETIME_DELTA,
                            help="the lifetime delta: the most delta all releases of these people may spend together "
                                 f"(default: {DEFAULT_LIFETIME_DELTA:g}, as in the app; only Gaussian noise spends "
                                 "delta; 0 for Laplace-only releases)")
    set_budget.add_argument("--reason", help="why (required to raise a budget; giving it is the confirmation); "
                                             "recorded in the ledger")
    set_budget.add_argument("--new-population", action="store_true",
                            help="declare these people a different population from the one they match "
                                 "(needs --reason, which is recorded)")
    show = actions.add_parser("show", help="list a population's releases, budget changes and what remains")
    _data_options(show)
    _unit_options(show)
    verify = actions.add_parser("verify", help="check that no ledger record was changed or removed")
    verify.add_argument("--head", metavar="ID:N:HASH",
                        help="a head that `ledger verify` printed earlier and you wrote down elsewhere: check that "
                             "the ledger still holds it")
    for sub in (set_budget, show, verify):
        _ledger_option(sub)
    for sub in (set_budget, show):
        _population_option(sub)
    ledger.set_defaults(run=run_ledger)

    risk = commands.add_parser("risk", help="how re-identifiable the raw table is (for your eyes only)")
    _data_options(risk)
    risk.add_argument("--qi", required=True, metavar="COL,COL,...", help="the quasi-identifiers")
    risk.add_argument("--sensitive", default="", metavar="COL,...", help="sensitive columns for l-diversity")
    risk.add_argument("--threshold", type=float, default=0.2,
                      help="count records whose risk (1 / class size) is above this (default 0.2)")
    risk.add_argument("--person", metavar="COLUMN",
                      help="count people, not rows: the column that identifies a person (rows without an id are "
                           "left out)")
    risk.add_argument("--order-by", metavar="COLUMN",
                      help="with --person-rule first or last: the column ordering each person's rows (missing "
                           "values last; without it, file order)")
    risk.add_argument("--person-rule", choices=("set", "first", "last"), default="set",
                      help="with --person: read a person's quasi-identifiers as the set of the combinations on all "
                           "their rows (set, the default and the stricter), or as those on their first or last row")
    risk.add_argument("--json", action="store_true", help="print the figures as JSON")
    risk.set_defaults(run=run_risk)
    return parser


def _data_options(parser, required: bool = True) -> None:
    from .cli_sources import add_source_options

    add_source_options(parser, required)


def _unit_options(parser) -> None:
    unit = parser.add_mutually_exclusive_group()
    unit.add_argument("--plan", metavar="PLAN.json", help="take the privacy unit (whose people) from this plan")
    unit.add_argument("--person-column", metavar="NAME", help="the column that identifies a person")


def _ledger_option(parser) -> None:
    parser.add_argument("--ledger", metavar="FILE",
                        help="the ledger file (default: $DPSTUDIO_LEDGER or ledger.sqlite in your data folder)")


def _population_option(parser) -> None:
    parser.add_argument("--population", metavar="ID",
                        help="declare the table's people part of this known population (its id, or the start "
                             "of it; see ledger show): charged to its lifetime budget, and recorded")


def _plan(args):
    """The plan (a version 1 plan migrated, with a notice)."""
    from .core.plan.release_plan import parse_plan, read_plan_file
    from .core.plan.migration import migrate_plan

    data, notices = migrate_plan(read_plan_file(args.plan))
    for notice in notices:
        _tell(f"notice: {notice}")
    return parse_plan(data)


def run_release(args) -> int:
    from .core.ledger.book import Ledger
    from .core.plan.rules import with_publisher
    from .core.publish import publish
    from .report_pdf import write_pdf

    from . import cli_sources

    plan = _plan(args)
    if plan.reading is None and not cli_sources.in_place(args):
        raise InputError("the plan does not say how to read the table (it has no \"reading\" section)",
                         where=str(args.plan),
                         hint=f"A release reads the table only under a schema you have seen and kept: run "
                              f"dpstudio check {args.plan} --data {args.data} --write-schema, look at the schema it "
                              "prints, then release")
    if args.publisher is not None:
        plan = with_publisher(plan, args.publisher)
    table, plan = cli_sources.open_for_plan(args, plan, _tell)
    with Ledger(args.ledger) as ledger:
        done = publish(table.source, plan, table.fingerprint, args.out, ledger, pdf_writer=write_pdf,
                       source=table.name, population=args.population, language=args.language)
    args.delivered = done.folder  # from here on, a failure is in the telling, not in the release
    for note in done.steward_notes:
        _tell(f"for your eyes only (not in the release): {note}")
    _tell(f"ledger: {done.population.describe()}")
    spent = done.release["budget"]
    print(f"Released {len(done.release['queries'])} queries, spending epsilon {given_text(spent['epsilon'])} "
          f"and delta {spent['delta']:g}, into {done.folder}")
    print(f"Ledger record {done.ledger_record}: this dataset has spent epsilon {given_text(done.spent.epsilon)} "
          f"of its lifetime budget {given_text(done.lifetime.epsilon)}.")
    return EXIT_OK


def run_ledger(args) -> int:
    from .cli_ledger import run_ledger as run

    return run(args, _load_for_ledger, _tell)


def _load_for_ledger(args):
    """With --plan, a file is read under the plan's reading schema, as a release reads it."""
    from . import cli_sources

    if getattr(args, "plan", None):
        return cli_sources.open_for_plan(args, _plan(args), _tell)[0]
    return cli_sources.open_plain(args, _tell)


def run_check(args) -> int:
    from . import cli_sources
    from .core.exact.table_checks import table_problems
    from .core.exact.write_access import write_access_warning

    plan = _plan(args)
    if args.write_schema and (not args.data or cli_sources.in_place(args)):
        raise DpStudioError("--write-schema needs --data with a file read into pandas: the schema is inferred "
                            "from the data file (a database, Spark or DuckDB declares its own column types)",
                            hint="dpstudio check PLAN.json --data TABLE --write-schema (with --engine pandas "
                                 "for a Parquet file)")
    if args.data or args.table or args.query:
        table, plan = cli_sources.open_for_plan(args, plan, _tell)
        warning = write_access_warning(table.source, args.table, args.query)
        if warning:  # a warning, not a refusal: which role reads is the database administrator's choice
            _tell(f"warning: {warning}")
        problems = table_problems(plan, table.source)
        if problems:
            raise PlanError(problems)
        if args.write_schema and table.loaded.inferred:
            cli_sources.write_schema(args.plan, table.loaded.schema, _tell)
        elif args.write_schema:
            _tell("The plan already has a reading schema; it was left as it is.")
    spent = plan.spent()
    print(f"The plan is valid: {len(plan.queries)} queries spending epsilon {given_text(spent.epsilon)} "
          f"of {given_text(plan.budget.epsilon)} and delta {float(spent.delta):g} of {float(plan.budget.delta):g}"
          + _zcdp_text(plan) + ".")
    return EXIT_OK


def _zcdp_text(plan) -> str:
    """Under zCDP accounting: the rho the queries' shares add up to, of the budget's."""
    zcdp = plan.zcdp()
    if zcdp is None:
        return ""
    share = zcdp.share(sum(q.epsilon for q in plan.queries))
    return f" (zCDP accounting: rho {float(share):.6g} of {float(zcdp.rho):.6g})"


def run_preview(args) -> int:
    from .core.preview.expected_error import PreviewSession
    from .core.preview.text_table import preview_table
    from .core.preview.warnings import preview_warnings

    if not 0.5 <= args.confidence < 1:
        raise DpStudioError(f"--confidence must be at least 0.5 and below 1 (got {args.confidence})",
                            hint="e.g. 0.95 for a 95% interval")
    from .cli_sources import open_for_plan

    plan = _plan(args)
    table, plan = open_for_plan(args, plan, _tell)
    session = PreviewSession(table.source, plan)
    previews = session.previews(plan, args.confidence)
    warnings = preview_warnings(session, plan, previews)
    if args.json:
        print(json.dumps({"confidence": args.confidence, "queries": [p.to_dict() for p in previews],
                          "warnings": warnings}, indent=2, ensure_ascii=False, default=float))
    else:
        print(preview_table(previews, warnings))
    return EXIT_OK


def run_risk(args) -> int:
    from .core.risk.persons import PersonRule
    from .core.risk.reidentification import assess_risk
    from .core.risk.text import describe_risk

    from .cli_sources import person_risk, risk_frame

    names = lambda text: [c.strip() for c in text.split(",") if c.strip()]  # noqa: E731
    qi, sensitive = names(args.qi), names(args.sensitive)
    if args.person:
        summary = person_risk(args, qi, sensitive, PersonRule(args.person, args.person_rule, args.order_by), _tell)
    elif args.order_by or args.person_rule != "set":
        raise InputError("--order-by and --person-rule need --person (the column that identifies a person)")
    else:
        summary = assess_risk(risk_frame(args, list(dict.fromkeys(qi + sensitive)), _tell), qi, sensitive,
                              threshold=args.threshold)
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(describe_risk(summary))
    return EXIT_OK


def _tell(message: str) -> None:
    print(message, file=sys.stderr)


def _explain(error: DpStudioError) -> None:
    if isinstance(error, PlanError) and len(error.problems) > 1:
        _tell(f"error: the plan has {len(error.problems)} problems:")
        for problem in error.problems:
            _tell(f"  - {problem}")
        _tell("Fix the plan and run again.")
    else:
        _tell(f"error: {error}")


def main(argv=None) -> int:
    from .terminal import make_output_visible

    make_output_visible()  # names and values from the data print as text, never as terminal commands
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return EXIT_INPUT
    try:
        with _warnings_as_notes():
            return args.run(args)
    except ChargedNotDelivered as error:  # never "nothing was written": the budget was spent
        _explain(error)
        return EXIT_CHARGED
    except BudgetExceeded as error:
        _explain(error)
        return EXIT_BUDGET
    except DpStudioError as error:
        _explain(error)
        return EXIT_INPUT
    except BrokenPipeError:  # the reader of our output went away (`| head`): not a bug, nothing to tell
        _silence_stdout()
        return EXIT_OK if getattr(args, "delivered", None) else EXIT_CLOSED
    except KeyboardInterrupt:
        delivered = getattr(args, "delivered", None)  # before the charge: nothing; within publish: ChargedNotDelivered
        _tell(f"Interrupted after the release was delivered into {delivered} and charged." if delivered
              else "Interrupted; nothing was charged or written.")
        return EXIT_OK if delivered else EXIT_INPUT
    except Exception:  # a bug: say so plainly, keep the details in a file
        log = _write_crash_log()
        delivered = getattr(args, "delivered", None)
        _tell("error: something went wrong inside dpstudio (this is a bug, not a problem with your input). "
              + (f"The release was delivered into {delivered} and charged. " if delivered else "Nothing was released. ")
              + f"Details are in {log}; please send that file to the developers.")
        return EXIT_BUG


@contextmanager
def _warnings_as_notes():
    """Python warnings (openpyxl, pandas, NumPy) as one plain note each, without the source path
    and line Python prints with them: they are about the file, and the code's path says nothing to
    the steward."""
    seen = set()

    def show(message, category, filename, lineno, file=None, line=None):
        text = (str(message).strip().splitlines() or [category.__name__])[0]
        if text not in seen:
            seen.add(text)
            _tell(f"note: {text}")

    with warnings.catch_warnings():
        warnings.simplefilter("always")  # each is shown here once, whatever warned before in this process
        warnings.simplefilter("ignore", ResourceWarning)  # a driver's unclosed socket: nothing about the table
        warnings.showwarning = show
        yield


def _silence_stdout() -> None:
    """Point stdout at nowhere, so that Python's final flush does not fail on the closed pipe again."""
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _write_crash_log() -> Path:
    from platformdirs import user_log_dir

    folder = Path(user_log_dir("dpstudio", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "crash.log"
        with open(log, "a", encoding="utf-8") as handle:  # appended: an earlier crash may not be sent yet
            handle.write(f"--- {datetime.now(timezone.utc).isoformat(timespec='seconds')}\n{traceback.format_exc()}\n")
        return log
    except OSError:
        return Path("(could not write a log)")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
