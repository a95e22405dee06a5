"""The Queries page's words: each kind's name, help and one-line summary, mechanism and accounting labels.

Marked for Qt's translations under one context ("QueryTexts"); shown with `query_word(text)` in the app's language.
"""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..translation import translator

query_word = translator("QueryTexts")  # query_word(KIND_HELP["count"]): the text in the app's language
NUMERIC_KINDS = ("sum", "mean", "quantile", "quantiles")
MECHANISM_LABELS = {"": QT_TRANSLATE_NOOP("QueryTexts", "Default (recommended)"),
                    "laplace": QT_TRANSLATE_NOOP("QueryTexts", "Laplace"),
                    "discrete_laplace": QT_TRANSLATE_NOOP("QueryTexts", "Discrete Laplace"),
                    "gaussian": QT_TRANSLATE_NOOP("QueryTexts", "Gaussian (needs δ)"),
                    "discrete_gaussian": QT_TRANSLATE_NOOP("QueryTexts", "Discrete Gaussian (needs δ)"),
                    "exponential": QT_TRANSLATE_NOOP("QueryTexts", "Exponential"),
                    "randomized_response": QT_TRANSLATE_NOOP("QueryTexts", "Randomized response")}
ACCOUNTING = {
    "sequential": (QT_TRANSLATE_NOOP("QueryTexts", "Sequential: budgets add up"),
                   QT_TRANSLATE_NOOP("QueryTexts", "Sequential accounting: the queries' ε (and δ) add up to what "
                                     "the release spends.")),
    "zcdp": (QT_TRANSLATE_NOOP("QueryTexts", "zCDP: less noise for many queries (needs δ)"),
             QT_TRANSLATE_NOOP("QueryTexts", "zCDP accounting: Gaussian noise adds up more slowly, so many queries "
                               "get less noise for the same total ε and δ; each query's ε is its share of the total, "
                               "and δ must be above 0.")),
}
KIND_HELP = {
    "count": QT_TRANSLATE_NOOP("QueryTexts", "How many people (each once) or rows, optionally only those matching "
                               "a filter."),
    "histogram": QT_TRANSLATE_NOOP("QueryTexts", "How many people or rows fall in each category or bin of one "
                                   "column."),
    "crosstab": QT_TRANSLATE_NOOP("QueryTexts", "How many people or rows fall in each combination of 2 or 3 columns' "
                                  "categories."),
    "rows_per_person": QT_TRANSLATE_NOOP("QueryTexts", "How many people have 1, 2, 3, … rows (visits per patient), up "
                                         "to a public cap; all of a person's rows count, and each person is in one "
                                         "cell."),
    "sum": QT_TRANSLATE_NOOP("QueryTexts", "The total of a numeric column, with values clamped to the column's "
                             "bounds."),
    "mean": QT_TRANSLATE_NOOP("QueryTexts", "The average of a numeric column within its bounds."),
    "quantile": QT_TRANSLATE_NOOP("QueryTexts", "A quantile (0.5 = median) of a numeric column, chosen by the "
                                  "exponential mechanism."),
    "marginals": QT_TRANSLATE_NOOP("QueryTexts", "Several tables over the same columns (each column alone, every pair, "
                                   "…), measured once: the tables agree exactly and are more accurate than each "
                                   "measured on its own."),
    "synthetic": QT_TRANSLATE_NOOP("QueryTexts", "Synthetic rows for researchers, drawn from tables of every pair of "
                                   "the columns measured once with noise: no row is a patient, and the rows keep only "
                                   "the relations those tables show."),
    "quantiles": QT_TRANSLATE_NOOP("QueryTexts", "Several quantiles (e.g. the quartiles) of a numeric column, chosen "
                                   "jointly by the exponential mechanism: 5 quantiles need 3 shares of the query's ε, "
                                   "not 5."),
    "randomized_response": QT_TRANSLATE_NOOP(
        "QueryTexts", "Each row's value is randomized, and the number of answers is a noisy count (a tenth of the ε "
        "by default), so neither a value nor a person's presence is revealed."),
}
KIND_LINES = {  # the Add query menu: what each kind gives, in one line
    "count": QT_TRANSLATE_NOOP("QueryTexts", "how many people or rows"),
    "histogram": QT_TRANSLATE_NOOP("QueryTexts", "people or rows per category or bin of one column"),
    "crosstab": QT_TRANSLATE_NOOP("QueryTexts", "people or rows per combination of 2 or 3 columns"),
    "marginals": QT_TRANSLATE_NOOP("QueryTexts", "every table of one and of two columns, measured together"),
    "synthetic": QT_TRANSLATE_NOOP("QueryTexts", "synthetic rows from tables of every pair of columns; no row is a "
                                   "patient"),
    "rows_per_person": QT_TRANSLATE_NOOP("QueryTexts", "people by their number of rows (visits per patient)"),
    "sum": QT_TRANSLATE_NOOP("QueryTexts", "the total of a number column"),
    "mean": QT_TRANSLATE_NOOP("QueryTexts", "the average of a number column"),
    "quantile": QT_TRANSLATE_NOOP("QueryTexts", "a median or other quantile of a number column"),
    "quantiles": QT_TRANSLATE_NOOP("QueryTexts", "several quantiles of a number column, chosen jointly"),
    "randomized_response": QT_TRANSLATE_NOOP("QueryTexts", "each row's category, randomized"),
}

