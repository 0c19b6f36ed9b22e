"""The exceptions the library's statuses become, each carrying the library's one-line message."""
from __future__ import annotations


class TabShiftError(Exception):
    """A call into TabShift failed; `str(error)` is the library's message, `status` its status code."""

    status = -1

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidArgumentError(TabShiftError, ValueError):
    """An argument the library refused: a size, a frame out of range, text that does not parse."""

    status = 1


class NotFoundError(TabShiftError, LookupError):
    """A marker, slot, theme or tab the file does not have."""

    status = 2


class FileError(TabShiftError, OSError):
    """A file could not be read or written."""

    status = 3


class InvalidInputError(TabShiftError, ValueError):
    """The input is not a Lottie animation or tab bar manifest, or is broken, too big or hostile."""

    status = 4


class RenderingError(TabShiftError, RuntimeError):
    """Drawing or encoding failed."""

    status = 5


_BY_STATUS = {kind.status: kind for kind in (InvalidArgumentError, NotFoundError, FileError, InvalidInputError, RenderingError)}


def error_for(status: int, message: str) -> TabShiftError:
    """The exception for a status."""
    error = _BY_STATUS.get(status, TabShiftError)(message)
    error.status = status
    return error
