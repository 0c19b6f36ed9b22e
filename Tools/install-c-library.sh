#!/usr/bin/env bash
# Builds TabShift's C library and installs it under a prefix (default /usr/local):
#   PREFIX/lib/libtabshift.so.0 (and the libtabshift.so link), PREFIX/include/tabshift.h, PREFIX/lib/pkgconfig/tabshift.pc
# The Swift runtime is linked into the library, so programs using it need no Swift toolchain; the system libraries
# it links (THIRD-PARTY-NOTICES.md) come from Debian's packages, as Tools/install-system-dependencies.sh installs them.
# Only the functions tabshift.h declares are exported.
#   Tools/install-c-library.sh [PREFIX] [--build-only]   (--build-only: build into .build/c-library and stop)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
build_only=false
for argument in "$@"; do
  case "$argument" in
    --build-only) build_only=true ;;
    -*) echo "install-c-library: unknown option $argument (use PREFIX, --build-only)" >&2; exit 64 ;;
    *) prefix=$argument ;;
  esac
done

header=Sources/CTabShift/include/tabshift.h
scratch=.build/c-library
mkdir -p "$scratch"
# The exported names: every function the header declares, and nothing else (not the Swift runtime's symbols, so
# that the library can share a process with other Swift code).
{
  echo "{ global:"
  grep -o 'tabshift_[a-z_]*(' "$header" | tr -d '(' | sort -u | sed 's/$/;/'
  echo "local: *; };"
} > "$scratch/exports.map"

swift build -c release --product TabShiftCLibrary --scratch-path "$scratch" \
  -Xswiftc -static-stdlib -Xlinker --version-script="$PWD/$scratch/exports.map" -Xlinker -soname=libtabshift.so.0
built="$scratch/release/libTabShiftCLibrary.so"
$build_only && { echo "$built"; exit 0; }

version=$(sed -n 's/^#define TABSHIFT_VERSION "\(.*\)"/\1/p' "$header")
install -d "$prefix/lib/pkgconfig" "$prefix/include"
install -m 0755 "$built" "$prefix/lib/libtabshift.so.0"
strip --strip-unneeded "$prefix/lib/libtabshift.so.0"
ln -sf libtabshift.so.0 "$prefix/lib/libtabshift.so"
install -m 0644 "$header" "$prefix/include/tabshift.h"
cat > "$prefix/lib/pkgconfig/tabshift.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: tabshift
Description: TabShift, a headless Lottie player (C interface)
Version: $version
Libs: -L\${libdir} -ltabshift
Cflags: -I\${includedir}
PC
if [ "$prefix" = /usr/local ] && [ "$(id -u)" = 0 ]; then ldconfig; fi
echo "installed libtabshift $version under $prefix"
