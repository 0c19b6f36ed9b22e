#!/usr/bin/env bash
# Tests the installed C library: tabshift.h compiles as C99 and C++ with warnings as errors; the test program
# (Tests/CLibrary/c_library_test.c), built against the installed header and library, draws every Animations/*.json
# at a frame of its first marker with the pixels of `tabshift render`'s PNG, passes its interface checks, keeps
# memory flat over 10,000 open/render/free cycles, and runs clean under AddressSanitizer.
#   Tools/test-c-library.sh PREFIX TABSHIFT     (PREFIX as given to install-c-library.sh; TABSHIFT a tabshift binary)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: test-c-library.sh PREFIX TABSHIFT}
tabshift=${2:?usage: test-c-library.sh PREFIX TABSHIFT}
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

flags=(-Wall -Wextra -Werror)
library=$(pkg-config --cflags --libs tabshift)
echo "== libtabshift loads no Swift runtime and nothing under the GPL"
if ldd "$prefix/lib/libtabshift.so.0" | grep -E 'libswift|libFoundation|libimagequant|not found'; then
  echo "libtabshift.so.0 loads the libraries above" >&2; exit 1
fi

echo "== tabshift.h as C99, C11 and C++"
cc -std=c99 -pedantic "${flags[@]}" $(pkg-config --cflags tabshift) -fsyntax-only -x c "$prefix/include/tabshift.h"
cc -std=c11 -pedantic "${flags[@]}" $(pkg-config --cflags tabshift) -fsyntax-only -x c "$prefix/include/tabshift.h"
c++ -std=c++11 -pedantic "${flags[@]}" Tests/CLibrary/header_compiles.cpp $library -Wl,-rpath,"$prefix/lib" -o "$scratch/header_compiles"
"$scratch/header_compiles"

echo "== the test program"
build() {
  cc -std=c99 -D_POSIX_C_SOURCE=200809L "${flags[@]}" "$@" Tests/CLibrary/c_library_test.c $library $(pkg-config --cflags --libs cairo) \
    -lm -pthread -Wl,-rpath,"$prefix/lib"
}
build -O1 -o "$scratch/c_library_test"
build -O1 -g -fsanitize=address -fno-omit-frame-pointer -o "$scratch/c_library_test_asan"

# Containers of home.json and an animation with a colour slot, for the interface checks.
gzip -c Animations/home.json > "$scratch/home.tgs"
python3 - "$scratch" <<'PY'
import json, sys, zipfile
scratch = sys.argv[1]
with zipfile.ZipFile(f"{scratch}/home.lottie", "w") as archive:
    archive.writestr("manifest.json", json.dumps({"version": "1", "animations": [{"id": "home"}]}))
    archive.write("Animations/home.json", "animations/home.json")
fill = {"ty": "fl", "c": {"sid": "fill", "a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}
square = {"ty": "rc", "p": {"a": 0, "k": [16, 16]}, "s": {"a": 0, "k": [24, 24]}, "r": {"a": 0, "k": 0}}
layer = {"ty": 4, "ip": 0, "op": 10, "st": 0, "ks": {}, "shapes": [square, fill]}
json.dump({"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 32, "h": 32, "layers": [layer],
           "slots": {"fill": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}}, open(f"{scratch}/slots.json", "w"))
PY

echo "== every Animations/*.json at a frame of its first marker: the buffer's pixels are tabshift render's PNG"
# tabbar.json is the bar's manifest, not an animation.
"$scratch/c_library_test" frames $(grep -l '"layers"' Animations/*.json) > "$scratch/frames.txt"
count=0
while read -r file frame; do
  name=$(basename "$file" .json)
  "$tabshift" render "$file" --frame "$frame" --size 96x96 --output "$scratch/$name.png" > /dev/null
  "$scratch/c_library_test" compare 96 "$file" "$frame" "$scratch/$name.png"
  count=$((count + 1))
done < "$scratch/frames.txt"
[ "$count" -ge 5 ] || { echo "only $count animations compared" >&2; exit 1; }
echo "$count animations: identical"

echo "== the interface, its errors, threads and hostile input"
"$scratch/c_library_test" api Animations "$scratch"
echo "== 10,000 open/render/free cycles"
"$scratch/c_library_test" cycles Animations/home.json 10000

echo "== the README's C example, built with the README's command (and with warnings as errors), run"
example=$(mktemp -d)
awk '/^```c$/ {inside=1; next} /^```$/ {inside=0} inside' README.md > "$example/render.c"
[ -s "$example/render.c" ] || { echo "the README has no C block" >&2; exit 1; }
compile=$(grep -m1 '^cc render.c ' README.md | sed 's/ *#.*//; s/ && .*//')
ln -s "$PWD/Animations" "$example/Animations"
(cd "$example" && cc -std=c99 "${flags[@]}" -fsyntax-only render.c $(pkg-config --cflags tabshift) \
   && bash -c "$compile -Wl,-rpath,$prefix/lib" && ./render && test -s home.png && test -s home-select.webp)
rm -rf "$example"

echo "== under AddressSanitizer"
# The library itself is not instrumented; ASan checks the program's use of it and every allocation it frees.
# Leak checking covers the program's own allocations and what the library gives it (handles, messages).
export ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$PWD/Tests/CLibrary/leak-suppressions.txt
"$scratch/c_library_test_asan" api Animations "$scratch"
read -r file frame < <(grep '/home.json ' "$scratch/frames.txt")
"$scratch/c_library_test_asan" compare 96 "$file" "$frame" "$scratch/home.png"
# No quarantine, so that freed memory is reused and the resident size means what it does without ASan.
ASAN_OPTIONS=$ASAN_OPTIONS:quarantine_size_mb=0 "$scratch/c_library_test_asan" cycles Animations/home.json 500
echo "C library: all checks passed"
