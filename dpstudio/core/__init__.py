"""dpstudio's pure core: no Qt, no pyplot. The CLI, the GUI and the tests all call it."""
