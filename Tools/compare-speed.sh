#!/usr/bin/env bash
# Tools/compare-speed.sh [--corpus DIR | FILE...] [--out RESULTS.jsonl] [--sizes 48,128] [--reps 7] [--every N]
#
# TabShift's retained renderers against ThorVG (as it draws by default, and with its partial rendering on) and
# rlottie on the same files and frames, interleaved frame by frame in one process per file (Benchmarks/compare-speed),
# then the tables: per size the median of per-file ratios and the share of files more than 2x and 3x slower, the
# same for every frame of each file drawn in order, decoding and peak memory while decoding, and the tab bar at 1x
# and 3x. A benchmark, not a test: nothing here passes or fails on time.
#
# Needs: python3 with thorvg-python and rlottie-python (pip install thorvg-python rlottie-python; their shared
# libraries are the engines measured). Timed runs are pinned to one CPU when taskset exists (BENCH_CPU, default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus="" out="" sizes="48,128" reps=7 every=1 files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --reps) reps="$2"; shift 2 ;;
    --every) every="$2"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) files+=("$1"); shift ;;
  esac
done
if [ -n "$corpus" ]; then
  while IFS= read -r file; do files+=("$file"); done < <(ls "$corpus"/lottie/*.json "$corpus"/*.json 2>/dev/null | awk -v n="$every" 'NR % n == 1 || n == 1')
fi
[ ${#files[@]} -gt 0 ] || { echo "compare-speed: give Lottie files or --corpus DIR" >&2; exit 64; }
out=${out:-$(mktemp -t compare-speed.XXXXXX.jsonl)}

site=$(python3 -c 'import os, thorvg_python; print(os.path.dirname(os.path.dirname(thorvg_python.__file__)))' 2>/dev/null) || {
  echo "compare-speed: pip install thorvg-python rlottie-python first" >&2; exit 1; }
export THORVG_LIBRARY="$site/thorvg_python/libthorvg-1.so" RLOTTIE_LIBRARY="$site/rlottie_python/librlottie.so"

swift build -c release --package-path Benchmarks >&2
bench=Benchmarks/.build/release/compare-speed
pin=()
command -v taskset >/dev/null && pin=(taskset -c "${BENCH_CPU:-1}")

: > "$out"
count=0
for file in "${files[@]}"; do
  count=$((count + 1))
  printf '\rcompare-speed: %d/%d %s' "$count" "${#files[@]}" "$(basename "$file")" >&2
  "${pin[@]}" "$bench" frames "$file" --sizes "$sizes" --reps "$reps" >> "$out" || echo "{\"file\": \"$(basename "$file")\", \"crashed\": true}" >> "$out"
  for engine in ts tvg rl; do "$bench" memory "$file" --engine "$engine" >> "$out" 2>/dev/null || true; done
done
echo >&2
"${pin[@]}" "$bench" bar Animations/tabbar.json --from home --to favourites --scales 1,3 >> "$out"
echo "compare-speed: results in $out ($(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs))"
"$bench" summary "$out"
