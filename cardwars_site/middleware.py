"""Answers for requests no view can serve: a NUL character, a body over the size limit, the database down.

Under /api/ the answer is in the API's one error shape (cardwars_site.api.error_body); elsewhere a short
plain page. Nothing reaches a view, so nothing already saved can change.
"""

import logging
from urllib.parse import unquote_to_bytes

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse

from .api import error_body

log = logging.getLogger(__name__)

NUL_MESSAGE = "The request contains a NUL character (\\x00), which no field accepts."
DATABASE_DOWN = "The database is not answering; try again in a minute."


def is_api(request) -> bool:
    return request.path_info.startswith("/api/")


def error_response(request, status: int, message: str, *, code: str | None = None, headers: dict | None = None):
    """The one error shape under /api/, a short plain-text answer for pages."""
    if is_api(request):
        response = JsonResponse(error_body(status, message, code=code), status=status)
    else:
        response = HttpResponse(message, status=status, content_type="text/plain; charset=utf-8")
    for key, value in (headers or {}).items():
        response[key] = value
    return response


def _has_nul(request) -> bool:
    if "\x00" in request.path_info or b"\x00" in unquote_to_bytes(request.META.get("QUERY_STRING", "")):
        return True
    content_type = request.META.get("CONTENT_TYPE", "")
    # Form posts of the pages; API bodies go through serializers, whose text fields refuse NUL themselves.
    if request.method == "POST" and not is_api(request) and content_type.startswith(
            ("application/x-www-form-urlencoded", "multipart/form-data")):
        try:
            return any("\x00" in key or any("\x00" in v for v in values) for key, values in request.POST.lists())
        except RequestDataTooBig:
            return False  # Django's own check answers it when the view reads the form
    return False


class BadInputMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        # Any body over the limit, file uploads included, is refused before it is read: Django's own bound
        # leaves out multipart files, which it would spool to disk whatever their size.
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
            return self._too_large(request)
        if _has_nul(request):
            return error_response(request, 400, NUL_MESSAGE, code="invalid")
        return self.get_response(request)

    def _too_large(self, request):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return error_response(request, 413, f"The request body is over {limit:,} bytes, the most accepted.")

    def process_exception(self, request, exception):
        if isinstance(exception, RequestDataTooBig):
            return self._too_large(request)
        if isinstance(exception, OperationalError | InterfaceError) or (
                isinstance(exception, DatabaseError) and "connection" in str(exception).lower()):
            log.error("database unavailable: %s", exception)
            return error_response(request, 503, DATABASE_DOWN, code="unavailable", headers={"Retry-After": "30"})
        return None


def bad_request(request, exception=None):
    """handler400: Django's own refusals (a bad Host header, a malformed body) in our shape."""
    return error_response(request, 400, "The request could not be read.")


def not_found(request, exception=None):
    """handler404 for URLs no route knows."""
    if is_api(request):
        return error_response(request, 404, "Not found.")
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


def server_error(request):
    """handler500: under /api/ the error shape; pages keep Django's plain 500 page."""
    if is_api(request):
        return error_response(request, 500, "Something went wrong on our side; it has been logged.")
    from django.views.defaults import server_error as page_server_error

    return page_server_error(request)
