#!/usr/bin/env bash
# Fuzzes the decoder and renderer for SECONDS (default 60) with libFuzzer and AddressSanitizer, using the value
# mutator of Fuzz/ (real JSON with values swapped for extremes, arrays shortened and lengthened) and libFuzzer's
# byte mutations. The seed corpus is the project's own animations and fixtures; what the fuzzer learns is kept in
# .fuzz-corpus/ between runs. Any input that crashes, times out (10 s) or exceeds 2 GiB is copied into
# Tests/CLITests/FuzzFindings/, where the hostile-input tests run it from then on, and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${FUZZ_JOBS:-1}"

(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer,address)
fuzzer="$(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer,address --show-bin-path)/LottieFuzzer"

corpus=.fuzz-corpus
seeds="$(mktemp -d)"
artifacts="$(mktemp -d)"
trap 'rm -rf "$seeds" "$artifacts"' EXIT
mkdir -p "$corpus"
cp Animations/*.json Tests/SnapshotTests/Fixtures/*.json Fuzz/Seeds/*.json "$seeds"/
if compgen -G "Tests/CLITests/FuzzFindings/*.json" > /dev/null; then cp Tests/CLITests/FuzzFindings/*.json "$seeds"/; fi

# Leaks are the memory tests' business (fontconfig keeps caches for the whole process, which LeakSanitizer reports).
status=0
ASAN_OPTIONS=detect_leaks=0 "$fuzzer" "$corpus" "$seeds" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=262144 \
  -detect_leaks=0 -print_final_stats=1 -jobs="$jobs" -workers="$jobs" -artifact_prefix="$artifacts/" || status=$?

findings=("$artifacts"/*)
if [ -e "${findings[0]}" ]; then
  mkdir -p Tests/CLITests/FuzzFindings
  for finding in "${findings[@]}"; do cp "$finding" "Tests/CLITests/FuzzFindings/$(basename "$finding").json"; done
  echo "fuzz: ${#findings[@]} finding(s) copied into Tests/CLITests/FuzzFindings/" >&2
  exit 1
fi
exit "$status"
