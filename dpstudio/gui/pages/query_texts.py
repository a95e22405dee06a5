"""The Queries page's words: mechanism and accounting labels. Each kind's name, help and one-line summary are its
own (core/kinds: Kind.label, help, line), marked in the same context.

Marked for Qt's translations under one context ("QueryTexts"); shown with `query_word(text)` in the app's language.
"""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.kinds import KINDS
from ..translation import translator

query_word = translator("QueryTexts")  # query_word(kind.help): the text in the app's language
MECHANISM_LABELS = {"": QT_TRANSLATE_NOOP("QueryTexts", "Default (recommended)"),
                    "laplace": QT_TRANSLATE_NOOP("QueryTexts", "Laplace"),
                    "discrete_laplace": QT_TRANSLATE_NOOP("QueryTexts", "Discrete Laplace"),
                    "gaussian": QT_TRANSLATE_NOOP("QueryTexts", "Gaussian (needs δ)"),
                    "discrete_gaussian": QT_TRANSLATE_NOOP("QueryTexts", "Discrete Gaussian (needs δ)"),
                    "exponential": QT_TRANSLATE_NOOP("QueryTexts", "Exponential"),
                    # a kind's own mechanism (randomized response's): its label is the kind's
                    **{m: kind.mechanism_label for kind in KINDS if kind.mechanism_label for m in kind.query.mechanisms}}
ACCOUNTING = {
    "sequential": (QT_TRANSLATE_NOOP("QueryTexts", "Sequential: budgets add up"),
                   QT_TRANSLATE_NOOP("QueryTexts", "Sequential accounting: the queries' ε (and δ) add up to what "
                                     "the release spends.")),
    "zcdp": (QT_TRANSLATE_NOOP("QueryTexts", "zCDP: less noise for many queries (needs δ)"),
             QT_TRANSLATE_NOOP("QueryTexts", "zCDP accounting: Gaussian noise adds up more slowly, so many queries "
                               "get less noise for the same total ε and δ; each query's ε is its share of the total, "
                               "and δ must be above 0.")),
}
