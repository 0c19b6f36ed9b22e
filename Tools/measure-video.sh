#!/usr/bin/env bash
# Encoding speed and file sizes of the video formats against the animated image formats, for docs/video.md and
# docs/performance.md: the same frames of two subjects (the search icon at 512x512, every frame; the home →
# favourites shift at 3x, 1170x252) written as .mp4, .webm, .webp, .gif and a PNG frame folder. Frames per second
# include drawing, which is the same for each format. One run; a measurement, not a test.
# Usage: Tools/measure-video.sh [TABSHIFT]   (default: .build/release/tabshift)
set -euo pipefail
cd "$(dirname "$0")/.."
tabshift=$(readlink -f "${1:-.build/release/tabshift}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

measure() { # subject command... (the output path is the last argument)
  local subject=$1; shift
  local output=${*: -1}
  local start end frames
  start=$(date +%s.%N)
  frames=$("$@" --quiet | sed -n 's/^wrote \([0-9]*\) frames.*/\1/p')
  end=$(date +%s.%N)
  local bytes
  bytes=$(du -sb "$output" | cut -f1)
  awk -v s="$subject" -v f="$frames" -v b="$bytes" -v t0="$start" -v t1="$end" -v o="$(basename "$output")" \
    'BEGIN { printf "| %s | %s | %.0f | %d |\n", s, o, f / (t1 - t0), b }'
}

echo "| subject | output | frames/s | bytes |"
echo "|---|---|---|---|"
for format in mp4 webm webp gif; do
  measure "search 512x512" "$tabshift" render Animations/search.json --size 512x512 --output "$work/search.$format"
done
measure "search 512x512" "$tabshift" render Animations/search.json --size 512x512 --all --output "$work/search-frames/"
for format in mp4 webm webp gif; do
  measure "shift 1170x252" "$tabshift" transition Animations/tabbar.json --from home --to favourites --size 1170x252 --output "$work/shift.$format"
done
measure "shift 1170x252" "$tabshift" transition Animations/tabbar.json --from home --to favourites --size 1170x252 --output "$work/shift-frames/"
