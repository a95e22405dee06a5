"""Entry point of the bundled app (PyInstaller): the same as `dpstudio` from a shell."""
import sys

from dpstudio.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
