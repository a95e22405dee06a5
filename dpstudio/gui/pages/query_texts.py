"""The Queries page's words: each kind's help and one-line summary, mechanism and accounting labels."""

NUMERIC_KINDS = ("sum", "mean", "quantile")
MECHANISM_LABELS = {"": "Default (recommended)", "laplace": "Laplace", "discrete_laplace": "Discrete Laplace",
                    "gaussian": "Gaussian (needs δ)", "discrete_gaussian": "Discrete Gaussian (needs δ)",
                    "exponential": "Exponential", "randomized_response": "Randomized response"}
ACCOUNTING = {
    "sequential": ("Sequential: budgets add up",
                   "Sequential accounting: the queries' ε (and δ) add up to what the release spends."),
    "zcdp": ("zCDP: less noise for many queries (needs δ)",
             "zCDP accounting: Gaussian noise adds up more slowly, so many queries get less noise for the same total "
             "ε and δ; each query's ε is its share of the total, and δ must be above 0."),
}
KIND_HELP = {
    "count": "How many rows (optionally only those matching a filter).",
    "histogram": "How many rows fall in each category of one column.",
    "crosstab": "How many rows fall in each combination of 2 or 3 columns' categories.",
    "sum": "The total of a numeric column, with values clamped to the column's bounds.",
    "mean": "The average of a numeric column within its bounds.",
    "quantile": "A quantile (0.5 = median) of a numeric column, chosen by the exponential mechanism.",
    "randomized_response": ("Each row's value is randomized, and the number of answers is a noisy count (a tenth of "
                            "the ε by default), so neither a value nor a person's presence is revealed."),
}

KIND_LINES = {  # the Add query menu: what each kind gives, in one line
    "count": "how many rows",
    "histogram": "rows per category or bin of one column",
    "crosstab": "rows per combination of 2 or 3 columns",
    "sum": "the total of a number column",
    "mean": "the average of a number column",
    "quantile": "a median or other quantile of a number column",
    "randomized_response": "each row's category, randomized",
}
