"""The API's JSON parser: DRF's, refusing what no endpoint can use before any view sees it.

No endpoint takes JSON nested more than a few levels deep (a deck's card list is three), and Python's parser
gives up with a RecursionError near a thousand levels, which DRF does not catch. A lone surrogate (JSON's
"\\ud800" escape) is valid JSON but no text a database or a password hasher can encode. Both are a 400 in the
API's error shape, like malformed JSON.
"""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_JSON_DEPTH = 20


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def json_problem(data, max_depth: int = MAX_JSON_DEPTH) -> str | None:
    """Why a parsed JSON value is refused (too deeply nested, a lone surrogate), or None. Walks without recursion."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            items = [*value.keys(), *value.values()]
        elif isinstance(value, list):
            items = value
        else:
            if isinstance(value, str) and not _is_text(value):
                return "The request contains a lone surrogate (an unpaired \\ud800-\\udfff escape), which is not text."
            continue
        if depth > max_depth:
            return f"The JSON body is nested more than {max_depth} levels deep, the most accepted."
        stack.extend((item, depth + 1) for item in items)
    return None


class GuardedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError as exc:
            raise ParseError(f"The JSON body is nested more than {MAX_JSON_DEPTH} levels deep, "
                             "the most accepted.") from exc
        problem = json_problem(data)
        if problem:
            raise ParseError(problem)
        return data
