"""Builds TabShift's C library with `swift build` (Tools/install-c-library.sh --build-only) and puts it, with the
licence and the third-party notice, inside the package. The wheel is tagged py3-none-PLATFORM: it holds a native
library but no CPython extension, so any Python 3 on the platform loads it.

Set TABSHIFT_PREBUILT_LIBRARY to a libtabshift.so.0 already built to skip the Swift build.
"""
import os
import pathlib
import shutil
import subprocess

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70
    from wheel.bdist_wheel import bdist_wheel

ROOT = pathlib.Path(__file__).resolve().parent.parent


class BuildWithLibrary(build_py):
    def run(self):
        super().run()
        library = os.environ.get("TABSHIFT_PREBUILT_LIBRARY")
        if not library:
            built = subprocess.run([str(ROOT / "Tools" / "install-c-library.sh"), "--build-only"], check=True,
                                   stdout=subprocess.PIPE, text=True).stdout.strip().splitlines()[-1]
            library = str(ROOT / built)
        package = pathlib.Path(self.build_lib) / "tabshift"
        package.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(library, package / "libtabshift.so.0")
        subprocess.run(["strip", "--strip-unneeded", str(package / "libtabshift.so.0")], check=True)
        for name in ("LICENSE", "THIRD-PARTY-NOTICES.md"):
            shutil.copyfile(ROOT / name, package / name)


class WithNativeLibrary(Distribution):
    """Installs into platlib, as a package carrying a native library must."""

    def has_ext_modules(self):
        return True


class PlatformWheel(bdist_wheel):
    def get_tag(self):
        return ("py3", "none", super().get_tag()[2])


setup(distclass=WithNativeLibrary, cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel})
