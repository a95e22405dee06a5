"""The bottom of the core: what every layer above shares, importing none of them.

The errors (errors.py: Problem, PlanError, BudgetExceeded, Cancelled ...), the languages dpstudio speaks
(languages.py) and their number formats (locale_format.py, number_text.py), a task's progress and cancelling
(progress.py), the Budget (budget.py) and the exact numbers it is kept in (exact_numbers.py), the types the
exact/private seam hands over (exact_answers.py, quantile_candidates.py), the text a person sees of a value
(visible_text.py), and the words: the Message type and the gettext catalogues it is said from (words/).

May import: nothing of dpstudio; Babel (the words, the number formats), numpy (exact_answers.py).
"""
