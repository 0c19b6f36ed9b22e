"""A batch worker process: `python -m tabshift._worker PARENT_PID` serves jobs on standard input and output until
the input ends (what `tabshift.batch` and `tabshift.ray` start)."""
import sys

from ._library import library

if __name__ == "__main__":
    library.tabshift_batch_serve(int(sys.argv[1]))
