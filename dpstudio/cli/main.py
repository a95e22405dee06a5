"""The command line: `dpstudio release`, `dpstudio check`. Bad input gets a message, never a traceback.

Exit codes: 0 success; 2 bad input (file, plan, options; a plan over its own budget is bad input);
3 refused by the ledger (the dataset's lifetime budget) or a tampered ledger, or a release bundle
changed since it was delivered (`verify`, `ledger verify`); 4 charged but not
delivered (the budget was spent, the files were not all written: the message says where they
are); 1 a bug in dpstudio; 141 the output's reader went away first (`| head`), before a release
was delivered (once one is, 0).
"""
from __future__ import annotations

import json
import sys
import traceback
import warnings
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

from ..core.base.errors import BudgetExceeded, ChargedNotDelivered, DpStudioError, InputError, PlanError, Terminated
from ..core.base.words.message import Message, counted
from .help import argparse_speaking, language_on_the_line
from .parser import build_parser
from .signals import sigterm_as_interrupt
from .voice import Voice
# What a command needs (the core's reading, checks, noise and ledger; report_pdf's Qt) is imported in the function
# that runs it, not here: start-up time, each command loads only what it uses (tests/cli/test_startup_imports.py).

EXIT_OK, EXIT_BUG, EXIT_INPUT, EXIT_BUDGET, EXIT_CHARGED = 0, 1, 2, 3, 4
EXIT_CLOSED = 141  # the output's reader went away before the command finished (as a shell reports SIGPIPE)


def _plan(args):
    """The plan (a version 1 plan migrated, with a notice)."""
    from ..core.plan.release_plan import parse_plan, read_plan_file
    from ..core.plan.migration import migrate_plan

    data, notices = migrate_plan(read_plan_file(args.plan))
    for notice in notices:
        args.voice.tell(Message("notice: {notice}", notice=notice))
    return parse_plan(data)


def run_release(args) -> int:
    from ..core.ledger.book import Ledger
    from ..core.plan.rules import with_publisher
    from ..core.pipeline.publish import publish
    from ..report_pdf import write_pdf

    from . import sources as cli_sources

    voice = args.voice
    plan = _plan(args)
    if plan.reading is None and not cli_sources.in_place(args):
        raise InputError(Message("the plan does not say how to read the table (it has no \"reading\" section)"),
                         where=str(args.plan),
                         hint=Message("A release reads the table only under a schema you have seen and kept: run "
                                      "dpstudio check {plan} --data {data} --write-schema, look at the schema it "
                                      "prints, then release", plan=str(args.plan), data=str(args.data)))
    if args.publisher is not None:
        plan = with_publisher(plan, args.publisher)
    table, plan = cli_sources.open_for_plan(args, plan, voice.tell)
    with Ledger(args.ledger) as ledger:
        done = publish(table.source, plan, table.fingerprint, args.out, ledger, pdf_writer=write_pdf,
                       source=table.name, population=args.population, language=args.language)
    args.delivered = done.folder  # from here on, a failure is in the telling, not in the release
    for note in done.steward_notes:
        voice.tell(Message("for your eyes only (not in the release): {note}", note=note))
    voice.tell(Message("ledger: {population}", population=done.population.describe(voice.language)))
    spent = done.release["budget"]
    voice.out(counted("count", "Released {count} query, spending epsilon {epsilon} and delta {delta}, into {folder}",
                      "Released {count} queries, spending epsilon {epsilon} and delta {delta}, into {folder}",
                      count=len(done.release["queries"]), epsilon=float(spent["epsilon"]),
                      delta=float(spent["delta"]), folder=str(done.folder)))
    voice.out(Message("Ledger record {record}: this dataset has spent epsilon {spent} of its lifetime budget "
                      "{lifetime}.", record=str(done.ledger_record), spent=done.spent.epsilon,
                      lifetime=done.lifetime.epsilon))
    return EXIT_OK


def run_ledger(args) -> int:
    from .ledger import run_ledger as run

    return run(args, _load_for_ledger, args.voice)


def run_verify(args) -> int:
    from .verify import run_verify as run

    return run(args)


def _load_for_ledger(args):
    """With --plan, a file is read under the plan's reading schema, as a release reads it. A table without rows
    is refused (it has no people)."""
    from . import sources as cli_sources

    if getattr(args, "plan", None):
        return cli_sources.with_rows(cli_sources.open_for_plan(args, _plan(args), args.voice.tell)[0])
    return cli_sources.open_plain(args, args.voice.tell)


def run_check(args) -> int:
    from . import sources as cli_sources
    from ..core.exact.table_checks import table_problems
    from ..core.databases.write_access import write_access_warning

    voice = args.voice
    plan = _plan(args)
    if args.write_schema and (not args.data or cli_sources.in_place(args)):
        raise DpStudioError(Message("--write-schema needs --data with a file read into pandas: the schema is inferred "
                                    "from the data file (a database, Spark or DuckDB declares its own column types)"),
                            hint=Message("dpstudio check PLAN.json --data TABLE --write-schema (with --engine pandas "
                                         "for a Parquet file)"))
    if args.data or args.table or args.query:
        table, plan = cli_sources.open_for_plan(args, plan, voice.tell)
        warning = write_access_warning(table.source, args.table, args.query)
        if warning:  # a warning, not a refusal: which role reads is the database administrator's choice
            voice.tell(Message("warning: {warning}", warning=warning))
        problems = table_problems(plan, table.source)
        if problems:
            raise PlanError(problems)
        if args.write_schema and table.loaded.inferred:
            cli_sources.write_schema(args.plan, table.loaded.schema, voice.tell)
        elif args.write_schema:
            voice.tell(Message("The plan already has a reading schema; it was left as it is."))
    spent = plan.spent()
    voice.out(counted("count", "The plan is valid: {count} query spending epsilon {epsilon} of {budget} and delta "
                      "{delta} of {budget_delta}{zcdp}.",
                      "The plan is valid: {count} queries spending epsilon {epsilon} of {budget} and delta {delta} of "
                      "{budget_delta}{zcdp}.", count=len(plan.queries), epsilon=spent.epsilon,
                      budget=plan.budget.epsilon, delta=spent.delta, budget_delta=plan.budget.delta,
                      zcdp=_zcdp_text(plan)))
    return EXIT_OK


def _zcdp_text(plan) -> Message | str:
    """Under zCDP accounting: the rho the queries' shares add up to, of the budget's."""
    zcdp = plan.zcdp()
    if zcdp is None:
        return ""
    share = zcdp.share(sum(q.epsilon for q in plan.queries))
    return Message(" (zCDP accounting: rho {rho} of {budget})", rho=float(share), budget=float(zcdp.rho))


def run_preview(args) -> int:
    from ..core.preview.expected_error import PreviewSession
    from ..core.preview.text_table import preview_table
    from ..core.preview.warnings import preview_warnings

    if not 0.5 <= args.confidence < 1:
        raise DpStudioError(Message("--confidence must be at least 0.5 and below 1 (got {confidence})",
                                    confidence=args.confidence), hint=Message("e.g. 0.95 for a 95% interval"))
    from .sources import open_for_plan

    plan = _plan(args)
    table, plan = open_for_plan(args, plan, args.voice.tell)
    session = PreviewSession(table.source, plan)
    previews = session.previews(plan, args.confidence)
    if args.json:  # for programs: English, as every JSON dpstudio writes
        print(json.dumps({"confidence": args.confidence, "queries": [p.to_dict() for p in previews],
                          "warnings": preview_warnings(session, plan, previews)}, indent=2, ensure_ascii=False,
                         default=float))
    else:
        language = args.voice.language
        print(preview_table(previews, preview_warnings(session, plan, previews, language), language))
    return EXIT_OK


def run_risk(args) -> int:
    from ..core.risk.persons import PersonRule
    from ..core.risk.reidentification import assess_risk
    from ..core.risk.text import describe_risk

    from .sources import person_risk, risk_frame

    names = lambda text: [c.strip() for c in text.split(",") if c.strip()]  # noqa: E731
    qi, sensitive = names(args.qi), names(args.sensitive)
    if args.person:
        summary = person_risk(args, qi, sensitive, PersonRule(args.person, args.person_rule, args.order_by),
                              args.voice.tell)
    elif args.order_by or args.person_rule != "set":
        raise InputError(Message("--order-by and --person-rule need --person (the column that identifies a person)"))
    else:
        summary = assess_risk(risk_frame(args, list(dict.fromkeys(qi + sensitive)), args.voice.tell), qi, sensitive,
                              threshold=args.threshold)
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(describe_risk(summary, args.voice.language))
    return EXIT_OK


def _explain(error: DpStudioError, voice: Voice) -> None:
    """The error in the run's language; a plan's problems one a line, each at its place in the plan."""
    if isinstance(error, PlanError) and len(error.problems) > 1:
        voice.tell(counted("count", "error: the plan has {count} problem:", "error: the plan has {count} problems:",
                           count=len(error.problems)))
        for problem in error.problems:
            where, message = problem.where, voice.said(problem.message)
            said = (Message("{where}: {message} ({hint})", where=where, message=message, hint=voice.said(problem.hint))
                    if problem.hint else Message("{where}: {message}", where=where, message=message))
            voice.tell(Message("  - {problem}", problem=said))
        voice.tell(Message("Fix the plan and run again."))
    else:
        voice.tell(Message("error: {error}", error=error.said(voice.language)))


def _command(name: str):
    """The function that runs the command parser.py named."""
    return {"release": run_release, "check": run_check, "preview": run_preview, "ledger": run_ledger,
            "verify": run_verify, "risk": run_risk}[name]


def main(argv=None) -> int:
    from .terminal import make_output_visible

    make_output_visible()  # names and values from the data print as text, never as terminal commands
    argv = sys.argv[1:] if argv is None else list(argv)
    language = language_on_the_line(argv)  # known before argparse reads the line: its help and errors say it
    with argparse_speaking(language):
        parser = build_parser(language)
        args = parser.parse_args(argv)
        if not getattr(args, "run", None):
            parser.print_help()
            return EXIT_INPUT
    args.voice = voice = Voice(language)
    args.language = language  # a release's report is written in it
    try:
        with _warnings_as_notes(voice), sigterm_as_interrupt():
            return _command(args.run)(args)
    except ChargedNotDelivered as error:  # never "nothing was written": the budget was spent
        _explain(error, voice)
        return EXIT_CHARGED
    except BudgetExceeded as error:
        _explain(error, voice)
        return EXIT_BUDGET
    except DpStudioError as error:
        _explain(error, voice)
        return EXIT_INPUT
    except BrokenPipeError:  # the reader of our output went away (`| head`): not a bug, nothing to tell
        _silence_stdout()
        return EXIT_OK if getattr(args, "delivered", None) else EXIT_CLOSED
    except KeyboardInterrupt as stop:  # Ctrl-C, or SIGTERM (signals.py)
        delivered = getattr(args, "delivered", None)  # before the charge: nothing; within publish: ChargedNotDelivered
        if isinstance(stop, Terminated):
            voice.tell(Message("Stopped (SIGTERM) after the release was delivered into {folder} and charged.",
                               folder=str(delivered)) if delivered
                       else Message("Stopped (SIGTERM); nothing was charged or written."))
        else:
            voice.tell(Message("Interrupted after the release was delivered into {folder} and charged.",
                               folder=str(delivered)) if delivered
                       else Message("Interrupted; nothing was charged or written."))
        return EXIT_OK if delivered else EXIT_INPUT
    except Exception:  # a bug: say so plainly, keep the details in a file
        log = _write_crash_log()
        delivered = getattr(args, "delivered", None)
        released = (Message("The release was delivered into {folder} and charged.", folder=str(delivered)) if delivered
                    else Message("Nothing was released."))
        voice.tell(Message("error: something went wrong inside dpstudio (this is a bug, not a problem with your "
                           "input). {released} Details are in {log}; please send that file to the developers.",
                           released=released, log=log))
        return EXIT_BUG


@contextmanager
def _warnings_as_notes(voice: Voice):
    """Python warnings (openpyxl, pandas, NumPy) as one plain note each, without the source path
    and line Python prints with them: they are about the file, and the code's path says nothing to
    the steward."""
    seen = set()

    def show(message, category, filename, lineno, file=None, line=None):
        text = (str(message).strip().splitlines() or [category.__name__])[0]
        if text not in seen:
            seen.add(text)
            voice.tell(Message("note: {note}", note=text))

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


def _write_crash_log() -> Path | Message:
    from platformdirs import user_log_dir

    folder = Path(user_log_dir("dpstudio", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "crash.log"
        with open(log, "a", encoding="utf-8") as handle:  # appended: an earlier crash may not be sent yet
            handle.write(f"--- {datetime.now(timezone.utc).isoformat(timespec='seconds')}\n{traceback.format_exc()}\n")
        return log
    except OSError:
        return Message("(could not write a log)")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
