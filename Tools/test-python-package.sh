#!/usr/bin/env bash
# Tests the Python package both ways it is installed:
#  1. `pip install ./python` (which builds the C library with swift build) into .build/python-source, then its
#     pytest suite;
#  2. the self-contained wheel (Tools/build-python-wheel.sh) in a fresh virtual environment whose PATH and library
#     path hold no Swift toolchain: the README's Python example and the issue's one-line render run there, their
#     pixels equal `tabshift render`'s, and the pytest suite passes against it.
#   Tools/test-python-package.sh TABSHIFT      (TABSHIFT: a tabshift binary, for the pixel comparisons)
set -euo pipefail
cd "$(dirname "$0")/.."
tabshift=$(readlink -f "${1:?usage: test-python-package.sh TABSHIFT}")
python=${PYTHON:-python3}
requirements=(pytest==8.3.5 numpy pillow)

echo "== pip install ./python, and pytest"
rm -rf .build/python-source
"$python" -m venv .build/python-source
.build/python-source/bin/pip install --quiet --disable-pip-version-check ./python "${requirements[@]}"
# From the repository's root, so that the installed package is imported, not python/tabshift.
TABSHIFT_CLI="$tabshift" .build/python-source/bin/pytest -q -p no:cacheprovider python/tests

echo "== the wheel, in a fresh environment without Swift"
Tools/build-python-wheel.sh > /dev/null
wheel=$(ls wheelhouse/tabshift-*.whl)
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
clean_path=$(echo "$PATH" | tr ':' '\n' | grep -v -i swift | paste -sd:)
run_clean() { env -u LD_LIBRARY_PATH PATH="$fresh/venv/bin:$clean_path" "$@"; }
"$python" -m venv "$fresh/venv"
run_clean "$fresh/venv/bin/pip" install --quiet --disable-pip-version-check "$wheel" "${requirements[@]}"
if run_clean sh -c 'command -v swift || command -v swiftc'; then echo "Swift is still on PATH" >&2; exit 1; fi
ln -s "$PWD/Animations" "$fresh/Animations"
# The issue's line and the README's example, as written, from a folder holding only Animations/.
(cd "$fresh" && run_clean python -c "import tabshift; tabshift.Animation.open('Animations/home.json').render(12).save('x.png')")
awk '/^```python$/ {inside=1; next} /^```$/ {inside=0} inside' README.md > "$fresh/readme_example.py"
[ -s "$fresh/readme_example.py" ] || { echo "the README has no python block" >&2; exit 1; }
(cd "$fresh" && run_clean python readme_example.py)
"$tabshift" render Animations/home.json --frame 12 --output "$fresh/cli.png" > /dev/null
run_clean python - "$fresh" <<'PY'
import sys, numpy, PIL.Image, tabshift
folder = sys.argv[1]
ours, cli = (numpy.asarray(PIL.Image.open(f"{folder}/{name}.png")) for name in ("x", "cli"))
assert ours.shape == cli.shape and numpy.array_equal(ours, cli), "the wheel's pixels differ from tabshift render's"
maps = open("/proc/self/maps").read()
assert "libswift" not in maps and "libFoundation" not in maps, "a Swift runtime library was loaded"
assert tabshift.__file__.startswith(folder), tabshift.__file__
print("the wheel renders home.json frame 12 with the pixels of tabshift render, loading no Swift library")
PY
# The suite from the clean folder: python/ is not on sys.path, so `import tabshift` is the wheel's.
repository=$PWD
(cd "$fresh" && TABSHIFT_CLI="$tabshift" run_clean python -m pytest -q -p no:cacheprovider "$repository/python/tests")
