"""What every API endpoint shares: the router, the list shape and the one error shape."""

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response
from rest_framework.routers import DefaultRouter
from rest_framework.views import exception_handler as drf_exception_handler

router = DefaultRouter()


class Pagination(PageNumberPagination):
    """Lists say how many there are in all and whether there is more (Scryfall's shape)."""

    page_size_query_param = "page_size"
    max_page_size = 200

    def get_paginated_response(self, data, **extra):
        body = {
            "object": "list",
            "count": self.page.paginator.count,
            "has_more": self.page.has_next(),
            "next": self.get_next_link(),
            "previous": self.get_previous_link(),
            **extra,
            "results": data,
        }
        return Response(body)

    def get_paginated_response_schema(self, schema):
        wrapped = super().get_paginated_response_schema(schema)
        wrapped["properties"]["object"] = {"type": "string", "example": "list"}
        wrapped["properties"]["has_more"] = {"type": "boolean"}
        return wrapped


_CODES = {
    400: "bad_request",
    401: "not_authenticated",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    413: "too_large",
    415: "unsupported_media_type",
    429: "throttled",
    500: "server_error",
    503: "unavailable",
}


def error_body(status_code: int, details: str, *, code: str | None = None, fields: dict | None = None) -> dict:
    """The one error shape of the API."""
    body = {"object": "error", "status": status_code, "code": code or _CODES.get(status_code, "error"),
            "details": details}
    if fields:
        body["fields"] = fields
    return body


NON_FIELD = "non_field_errors"


def _flatten(detail) -> dict[str, list[str]]:
    """Field -> messages, with nested fields named by their path (`cards.0.count`), each message plain text."""
    fields: dict[str, list[str]] = {}
    stack = [("", detail)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            for key, inner in reversed(value.items()):
                stack.append((path if key == NON_FIELD and path else f"{path}.{key}" if path else str(key), inner))
        elif isinstance(value, list):
            items = [(i, item) for i, item in enumerate(value) if item not in ({}, [], None, "")]
            for i, item in reversed(items):
                stack.append((f"{path}.{i}" if path else str(i), item) if isinstance(item, dict | list)
                             else (path, item))
        else:
            fields.setdefault(path or NON_FIELD, []).append(str(value))
    return fields


def exception_handler(exc, context):
    """Turn every API error into the one shape: object, status, code, details, and fields if any."""
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten(exc.detail)
        path, messages = next(iter(fields.items()), ("", ["The request is not valid."]))
        first = f"{path}: {messages[0]}" if "." in path else messages[0]
        response.data = error_body(status.HTTP_400_BAD_REQUEST, first, code="invalid", fields=fields)
    else:
        detail = exc.detail if isinstance(exc, exceptions.APIException) else str(exc)
        code = getattr(exc, "default_code", None) if response.status_code not in _CODES else None
        response.data = error_body(response.status_code, str(detail), code=code)
    return response
