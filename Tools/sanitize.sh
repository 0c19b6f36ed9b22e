#!/usr/bin/env bash
# Builds with AddressSanitizer and runs the whole test suite and the CLI on every animation and fixture the project
# has; then builds with ThreadSanitizer and runs the tests that render from many threads at once. Each sanitizer
# has its own build folder, so the normal build is untouched.
set -euo pipefail
cd "$(dirname "$0")/.."

# fontconfig and Cairo keep caches for the whole process, which LeakSanitizer would report as leaks; long-running
# memory is tested by LongRunningMemoryTests instead.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
# Tells the CLI tests not to limit the address space, which the sanitizers' shadow memory needs.
export TABSHIFT_SANITIZER=1

echo "== AddressSanitizer: test suite"
swift test --sanitize=address --scratch-path .build-asan

echo "== AddressSanitizer: every animation and fixture, every frame, every output format (stills, sequences, animated images)"
tabshift="$(swift build --sanitize=address --scratch-path .build-asan --show-bin-path)/tabshift"
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
for file in Animations/*.json Tests/SnapshotTests/Fixtures/*.json; do
  case "$file" in *tabbar*) continue ;; esac
  for format in png svg pdf; do
    "$tabshift" render "$file" --all --size 64x64 --format "$format" -o "$output/$(basename "$file" .json)-$format" > /dev/null
  done
  for format in webp gif apng; do
    "$tabshift" render "$file" --size 64x64 --format "$format" -o "$output/$(basename "$file" .json).$format" > /dev/null
  done
done
"$tabshift" transition Animations/tabbar.json --from home --to favourites --output "$output/shift" --strip "$output/shift.png" > /dev/null
"$tabshift" transition Animations/tabbar.json --from home --to favourites --output "$output/shift.gif" > /dev/null
"$tabshift" preview Animations/tabbar.json --output "$output/preview.html" > /dev/null

echo "== ThreadSanitizer: concurrent rendering"
swift test --sanitize=thread --scratch-path .build-tsan --filter "Concurrent|Retained|Interrupted|AnimatedImage"
echo "sanitizers: clean"
