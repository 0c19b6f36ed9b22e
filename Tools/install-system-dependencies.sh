#!/usr/bin/env bash
# Installs the C libraries and tools TabShift builds against on a fresh Debian machine with Swift.
# Idempotent: packages already present are left alone, so running it twice costs one `dpkg -s` per package.
# --with-browser adds headless Chromium for the preview-page test (not needed to build or use TabShift; without
# it that test is skipped unless TABSHIFT_REQUIRE_BROWSER is set, as .ci/run sets it).
# --with-players adds ThorVG and rlottie, the players of dotLottie and Telegram, in a Python virtual environment
# (thorvg-python, rlottie-python and numpy from PyPI; ThorVG is not packaged by Debian) at $TABSHIFT_PLAYERS_VENV, by
# default ~/.cache/tabshift/players: the export tests play TabShift's own files in them, and are skipped without
# them unless TABSHIFT_REQUIRE_PLAYERS is set, as .ci/run sets it.
# --with-ffmpeg adds FFmpeg's ffprobe and ffmpeg, the independent decoder the video tests read TabShift's MP4 and
# WebM files back with (Debian builds FFmpeg under the GPL; TabShift never links it). Without it those tests are
# skipped unless TABSHIFT_REQUIRE_FFMPEG is set, as .ci/run sets it.
# --with-libimagequant adds libimagequant for the opt-in LibImageQuant package trait (GPL-3.0-or-later; see
# THIRD-PARTY-NOTICES.md); the default build does not use it.
set -euo pipefail

with_browser=false
with_players=false
with_libimagequant=false
with_ffmpeg=false
for option in "$@"; do
  case "$option" in
    --with-browser) with_browser=true ;;
    --with-players) with_players=true ;;
    --with-libimagequant) with_libimagequant=true ;;
    --with-ffmpeg) with_ffmpeg=true ;;
    *) echo "install-system-dependencies: unknown option $option (use --with-browser, --with-players, --with-ffmpeg, --with-libimagequant)" >&2; exit 64 ;;
  esac
done

packages=(
  pkg-config        # SwiftPM finds jansson and cairo through it
  libjansson-dev    # the JSON reader behind LottieDecoding
  libcairo2-dev     # the rasteriser and PNG/SVG/PDF writer behind CairoRendering
  libturbojpeg0-dev # decodes JPEG image assets (its API reports errors instead of jumping out)
  zlib1g-dev        # deflates the PNGs TabShift writes itself (a fast level for many frames)
  libwebp-dev       # animated WebP output (WebPAnimEncoder) and WebP image assets
  libgif-dev        # GIF output (giflib)
  libvpx-dev        # VP9 video for WebM output (colour and alpha streams)
  libopenh264-dev   # H.264 video for MP4 output
  libharfbuzz-dev   # shapes system-font text (joining, reordering, ligatures)
  libfribidi-dev    # splits paragraphs into left-to-right and right-to-left runs
  libfontconfig-dev # finds fonts by family, style and PostScript name
  libfreetype-dev   # opens the fonts a document embeds, from memory
  fonts-dejavu-core # a free font for text layers that name fonts the file does not embed as glyphs (Latin, Arabic)
  fonts-lohit-deva  # Devanagari, found by fontconfig for characters the named font lacks
)

if $with_browser; then
  packages+=(chromium)
fi
if $with_players; then
  packages+=(python3-venv)
fi
if $with_libimagequant; then
  packages+=(libimagequant-dev)
fi
if $with_ffmpeg; then
  packages+=(ffmpeg)
fi

install_players() {
  $with_players || return 0
  local venv="${TABSHIFT_PLAYERS_VENV:-$HOME/.cache/tabshift/players}"
  if "$venv/bin/python3" -c "import thorvg_python, rlottie_python, numpy" >/dev/null 2>&1; then
    echo "install-system-dependencies: ThorVG and rlottie present in $venv"
    return 0
  fi
  echo "install-system-dependencies: installing ThorVG and rlottie into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check thorvg-python==1.1.3 rlottie-python==1.3.8 numpy==2.2.6
}

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-system-dependencies: all ${#packages[@]} packages present"
  install_players
  exit 0
fi

sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then sudo_if_needed=(sudo); fi
echo "install-system-dependencies: installing ${missing[*]}"
"${sudo_if_needed[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_if_needed[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
install_players
