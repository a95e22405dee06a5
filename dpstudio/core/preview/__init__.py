"""What a plan will cost and how wrong it may be, from the mechanisms' parameters alone: previews
draw no noise. Plots, text tables, warnings and the budget helpers.

May import: core.plan, core.private, core.output.fonts, core.base.errors.
"""
