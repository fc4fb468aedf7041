"""The OpenAPI schema's error answers: every operation documents the errors it can give, in the one shape."""

from drf_spectacular.openapi import AutoSchema
from rest_framework import permissions, serializers


class ErrorSerializer(serializers.Serializer):
    """The API's one error shape (cardwars_site.api.error_body)."""

    object = serializers.CharField(default="error")
    status = serializers.IntegerField()
    code = serializers.CharField()
    details = serializers.CharField(help_text="What went wrong, in words a player understands.")
    fields = serializers.DictField(child=serializers.ListField(child=serializers.CharField()), required=False,
                                   help_text="Field name -> what is wrong with it.")


_WORDS = {
    "400": "The request is not valid (the error names the field and why).",
    "401": "Sign in first (session or token).",
    "403": "Not allowed.",
    "404": "No such object that you can see (or no such page of a list).",
    "413": "The request body is too large.",
    "415": "The request body's media type is not one this endpoint reads (send JSON).",
    "429": "Too many requests; wait and try again.",
    "503": "The database is not answering.",
}


class ErrorDocumentingSchema(AutoSchema):
    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        if direction != "response":
            return responses
        for code in self._error_codes():
            responses.setdefault(code, self._get_response_for_code(ErrorSerializer, code))
            responses[code]["description"] = responses[code].get("description") or _WORDS[code]
        return responses

    def _error_codes(self) -> list[str]:
        # Any request may carry a NUL character, a token that is not valid (401), or meet the database down.
        codes = ["400", "401", "503"]
        # 404: an object in the path, an object named in the body (a deck or card id), or a page past the end.
        paginated_list = self.method == "GET" and self._is_list_view() and self._get_paginator() is not None
        if "{" in self.path or self.method in ("POST", "PUT", "PATCH") or paginated_list:
            codes.append("404")
        if self.method in ("POST", "PUT", "PATCH"):
            codes += ["413", "415"]  # a body too large, or of a media type no parser reads
        kinds = tuple(type(p) for p in self.view.get_permissions())
        if kinds and not all(k is permissions.AllowAny for k in kinds) and not (
                self.method in permissions.SAFE_METHODS and all(
                    k in (permissions.AllowAny, permissions.IsAuthenticatedOrReadOnly) for k in kinds)):
            codes.append("403")
        if self.view.get_throttles():  # the view's action is set here, so per-action throttles show
            codes.append("429")
        return codes
