"""How a table file is read, declared once and kept in the plan (its "reading" section).

Inference (loading.infer_schema) looks at the whole file once, when the steward first opens it;
the steward sees the result and it is saved. From then on every value is read under this schema
on its own: nothing about one row changes how another row is read. docs/plan-format.md
("Reading the table") is the public description of these fields.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..base.errors import Problem
from ..base.words.message import Message, counted
from ..base.words.problem_message import ProblemMessage

COLUMN_TYPES = ("integer", "number", "text", "date")  # "date": plan version 5
DECIMAL_MARKS = (".", ",")
DELIMITERS = {",": "comma", ";": "semicolon", "\t": "tab", "|": "bar"}
# pandas' default missing-value words, which dpstudio has always treated as missing; "" is an empty field
MISSING_WORDS = ("", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
                 "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null")
QUOTES = {'"': "double quote", "'": "single quote", None: "none"}
FIELDS = {"encoding", "delimiter", "quote", "header", "decimal", "missing", "multiline", "sheet", "columns"}
MAX_HEADER_LINE = 1000


@dataclass(frozen=True)
class ReadingSchema:
    """encoding/delimiter/quote/header/decimal/missing/multiline apply to CSV files (None/defaults
    otherwise); `columns` maps every column name to "integer", "number", "text" or "date"; `sheet`
    is Excel's. `quote` is the quoting character, None for a file without quoting; `header` is the
    line that holds the column names (lines above it are left out), 0 for a file without one,
    whose columns are then named "column 1", "column 2", ... (both plan version 6)."""

    columns: dict[str, str] = field(default_factory=dict)
    encoding: str | None = None
    delimiter: str | None = None
    decimal: str = "."
    missing: tuple[str, ...] = MISSING_WORDS
    multiline: bool = False
    sheet: str | int | None = None
    quote: str | None = '"'
    header: int = 1

    def to_dict(self) -> dict:
        """The JSON form; `missing` is left out when it is the default list."""
        out = {"encoding": self.encoding, "delimiter": self.delimiter, "decimal": self.decimal,
               "missing": None if self.missing == MISSING_WORDS else list(self.missing),
               "multiline": self.multiline, "sheet": self.sheet, "columns": dict(self.columns)}
        out = {key: value for key, value in out.items() if value is not None}
        if self.quote != '"':
            out["quote"] = self.quote  # null: no quoting
        if self.header != 1:
            out["header"] = self.header
        return out

    def describe(self) -> Message:
        """How the file is read, for a notice ("encoding cp1252; delimiter semicolon; decimal mark ','; 3 number
        columns, 2 text columns"): a Message, said in the reader's language where it is shown."""
        parts = []
        if self.encoding:
            parts.append(Message("encoding {encoding}", encoding=self.encoding))
        if self.delimiter:
            parts.append(Message("delimiter {delimiter}", delimiter=_named(self.delimiter, DELIMITER_NAMES)))
            parts.append(Message("decimal mark '{mark}'", mark=self.decimal))
            if self.quote != '"':
                parts.append(Message("quote {quote}", quote=_named(self.quote, QUOTE_NAMES)))
            if self.header != 1:
                parts.append(Message("names on line {line}", line=self.header) if self.header
                             else Message("no header row"))
        counts = {kind: sum(1 for t in self.columns.values() if t == kind) for kind in COLUMN_TYPES}
        columns = [_columns_of(kind, n) for kind, n in counts.items() if n]
        if columns:
            parts.append(_listed(columns))
        return _in_turn(parts) if parts else Message("no columns")


DELIMITER_NAMES = {",": Message("comma"), ";": Message("semicolon"), "\t": Message("tab"), "|": Message("bar")}
QUOTE_NAMES = {'"': Message("double quote"), "'": Message("single quote"), None: Message("none")}


def _named(mark, names: dict):
    return names[mark] if mark in names else repr(mark)


def _columns_of(kind: str, count: int) -> Message:
    """"3 number columns", the kind in the reader's words."""
    if kind == "integer":
        return counted("count", "{count} whole-number column", "{count} whole-number columns", count=count)
    if kind == "number":
        return counted("count", "{count} number column", "{count} number columns", count=count)
    if kind == "date":
        return counted("count", "{count} date column", "{count} date columns", count=count)
    return counted("count", "{count} text column", "{count} text columns", count=count)


def _listed(parts: list[Message]) -> Message:
    """"A, B, C", with the language's comma."""
    whole = parts[-1]
    for part in reversed(parts[:-1]):
        whole = Message("{one}, {others}", one=part, others=whole)
    return whole


def _in_turn(parts: list[Message]) -> Message:
    """"A; B; C", with the language's semicolon."""
    whole = parts[-1]
    for part in reversed(parts[:-1]):
        whole = Message("{one}; {others}", one=part, others=whole)
    return whole


def schema_from_dict(raw, where: str = "reading") -> tuple[ReadingSchema | None, list[Problem]]:
    """A ReadingSchema from its JSON form, and every problem found (the schema is None if any)."""
    problems: list[Problem] = []
    place = (where,)  # a problem's place as a tuple: ("reading", "columns", "age") is reading.columns.age
    if not isinstance(raw, dict):
        return None, [Problem(place, ProblemMessage("must be an object describing how the table is read"))]
    problems += [Problem(place + (key,), ProblemMessage("unknown field")) for key in raw if key not in FIELDS]
    columns = _columns(raw.get("columns"), place + ("columns",), problems)
    encoding = _optional_text(raw.get("encoding"), place + ("encoding",), problems)
    delimiter = _optional_text(raw.get("delimiter"), place + ("delimiter",), problems)
    if delimiter is not None and len(delimiter) != 1:
        problems.append(Problem(place + ("delimiter",), ProblemMessage("{value} is not a single character",
                                                                       value=repr(delimiter))))
    decimal = raw.get("decimal", ".")
    if decimal not in DECIMAL_MARKS or decimal == delimiter:  # "," with no delimiter: an Excel file's, or
        # a CSV file's whose delimiter is "," (refused when it is read: loading._read_csv)
        problems.append(Problem(place + ("decimal",), ProblemMessage("{value} is not a decimal mark",
                                                                     value=repr(decimal)),
                                ProblemMessage('use "." or "," (and not the delimiter)')))
    missing = raw.get("missing", list(MISSING_WORDS))
    if not isinstance(missing, list) or any(not isinstance(w, str) for w in missing):
        problems.append(Problem(place + ("missing",), ProblemMessage("must be a list of words (strings)")))
    multiline = raw.get("multiline", False)
    if not isinstance(multiline, bool):
        problems.append(Problem(place + ("multiline",), ProblemMessage("must be true or false")))
    quote = raw.get("quote", '"')
    if quote is not None and (not isinstance(quote, str) or len(quote) != 1 or not quote.isascii()
                              or quote == (delimiter or ",") or quote in "\r\n"):
        problems.append(Problem(place + ("quote",), ProblemMessage("{value} is not a quoting character",
                                                                   value=repr(quote)),
                                ProblemMessage('use one ASCII character other than the delimiter, such as "\\"" or '
                                               '"\'", or null for a file without quoting')))
    header = raw.get("header", 1)
    if isinstance(header, bool) or not isinstance(header, int) or not 0 <= header <= MAX_HEADER_LINE:
        problems.append(Problem(place + ("header",),
                                ProblemMessage("{value} is not a line number", value=repr(header)),
                                ProblemMessage("give the line that holds the column names (1 to {limit}), or 0 when "
                                               "the file has none", limit=MAX_HEADER_LINE)))
    sheet = raw.get("sheet")
    if sheet is not None and (isinstance(sheet, bool) or not isinstance(sheet, (str, int))):
        problems.append(Problem(place + ("sheet",),
                                ProblemMessage("must be a sheet name or its number (0 is the first)")))
    if problems:
        return None, problems
    return ReadingSchema(columns, encoding, delimiter, decimal, tuple(dict.fromkeys(missing)), multiline,
                         sheet, quote, header), []


def _columns(raw, where: tuple, problems: list[Problem]) -> dict[str, str]:
    if not isinstance(raw, dict):
        problems.append(Problem(where, ProblemMessage("missing: give each column's type"),
                                ProblemMessage("types are {types}", types=', '.join(COLUMN_TYPES))))
        return {}
    for name, kind in raw.items():
        if kind not in COLUMN_TYPES:
            problems.append(Problem(where + (name,), ProblemMessage("unknown type {value}", value=repr(kind)),
                                    ProblemMessage("use one of {names}", names=', '.join(COLUMN_TYPES))))
    return {str(name): kind for name, kind in raw.items()}


def _optional_text(raw, where: tuple, problems: list[Problem]) -> str | None:
    if raw is not None and (not isinstance(raw, str) or not raw):
        problems.append(Problem(where, ProblemMessage("must be a non-empty string")))
        return None
    return raw


def missing_from_words(usual: bool, extra: str) -> tuple[str, ...]:
    """The missing-value words a steward gave: the usual ones (MISSING_WORDS) or only an empty
    field, and the extra words typed as a comma-separated list ("k.A., -99, unknown")."""
    typed = [word.strip() for word in extra.split(",") if word.strip()]
    return tuple(dict.fromkeys((MISSING_WORDS if usual else ("",)) + tuple(typed)))


def words_of_missing(missing: tuple[str, ...]) -> tuple[bool, str]:
    """missing_from_words' inverse: whether the usual words are among `missing`, and the others as text."""
    usual = set(MISSING_WORDS) <= set(missing)
    extra = [word for word in missing if word and not (usual and word in MISSING_WORDS)]
    return usual, ", ".join(extra)
