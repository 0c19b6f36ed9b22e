#!/bin/bash
# Counts what `import LottiePlayer` shows a user: LottiePlayer's public symbols and those of the declarations
# Sources/LottiePlayer/Exports.swift re-exports (each type with its members), from the symbol graphs of a debug build.
# Usage: Tools/count-public-face.sh [--list]   (run after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
includes=()
for dir in Sources/C*/; do
    [ -f "$dir/module.modulemap" ] && includes+=(-I "$dir")
    [ -d "$dir/include" ] && includes+=(-I "$dir/include")
done
for map in "$build"/*.build/module.modulemap; do [ -f "$map" ] && includes+=(-Xcc "-fmodule-map-file=$map"); done
for dir in .build/checkouts/*/Sources/*/; do [ -f "$dir/module.modulemap" ] && includes+=(-I "$dir"); done
read -r -a cflags <<< "$(pkg-config --cflags-only-I cairo harfbuzz fribidi jansson libwebpmux vpx openh264)"
modules=$(sed -nE 's/^@_exported import ([a-z]+ )?([A-Za-z]+)(\..*)?$/\2/p' Sources/LottiePlayer/Exports.swift | sort -u)
for module in LottiePlayer $modules; do
    swift symbolgraph-extract -module-name "$module" -I "$build/Modules" -target "$(uname -m)-unknown-linux-gnu" \
        -minimum-access-level public -output-dir "$out" "${includes[@]}" "${cflags[@]}" >/dev/null
done
python3 - "$out" Sources/LottiePlayer/Exports.swift "${1:-}" <<'PY'
import glob, json, re, sys
out, exports, listing = sys.argv[1], sys.argv[2], sys.argv[3] == "--list"
whole, named = set(), set()
for line in open(exports):
    match = re.match(r"@_exported import (?:\w+ )?(\w+)(?:\.(\w+))?$", line.strip())
    if match:
        (named.add(match.groups()) if match.group(2) else whole.add(match.group(1)))
symbols, types = set(), set()
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
for path in glob.glob(out + "/*.symbols.json"):
    module = path.rsplit("/", 1)[1].split(".symbols")[0].split("@")[0]
    for symbol in json.load(open(path))["symbols"]:
        top = symbol["pathComponents"][0]
        if module != "LottiePlayer" and module not in whole and (module, top) not in named:
            continue
        name = module + ":" + ".".join(symbol["pathComponents"]) + ":" + symbol["identifier"]["precise"]
        symbols.add(name)
        if symbol["kind"]["identifier"] in kinds:
            types.add(name)
if listing:
    print("\n".join(sorted(s.rsplit(":", 1)[0] for s in symbols)))
print(f"{len(symbols)} public symbols, {len(types)} of them types; whole modules re-exported: {len(whole)}")
PY
