"""Sign up, log in, log out (Django auth with its password rules), and an API token for scripts.

Guessing passwords is bounded: after LOGIN_FAILURE_LIMIT failed attempts on an account name (or three
times as many from one address) within LOGIN_FAILURE_WINDOW seconds, the login form and the token
endpoint refuse that name (or address) until the window has passed, even with the right password.
"""

import hashlib

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.views import LoginView
from django.core.cache import cache
from django.shortcuts import redirect, render, resolve_url
from django.urls import include, path
from django.views.decorators.http import require_POST
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import exceptions, serializers
from rest_framework.authtoken.models import Token
from rest_framework.authtoken.serializers import AuthTokenSerializer
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from .parsers import GuardedJSONParser
from .redirects import safe_next

LOCKED = "Too many failed attempts to sign in; wait {minutes} minutes and try again."


def _keys(request, username: str) -> list[tuple[str, int]]:
    name = hashlib.sha256(username.strip().lower().encode()).hexdigest()[:32]
    address = request.META.get("REMOTE_ADDR", "")
    limit = settings.LOGIN_FAILURE_LIMIT
    return [(f"signin-fail:name:{name}", limit), (f"signin-fail:addr:{address}", 3 * limit)]


def signin_locked(request, username: str) -> bool:
    return any((cache.get(key) or 0) >= limit for key, limit in _keys(request, username))


def signin_failed(request, username: str) -> None:
    for key, _ in _keys(request, username):
        cache.add(key, 0, timeout=settings.LOGIN_FAILURE_WINDOW)
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.set(key, 1, timeout=settings.LOGIN_FAILURE_WINDOW)


def signin_succeeded(request, username: str) -> None:
    cache.delete(_keys(request, username)[0][0])


def _locked_message() -> str:
    return LOCKED.format(minutes=max(1, round(settings.LOGIN_FAILURE_WINDOW / 60)))


class GuardedLoginView(LoginView):
    """Django's login page, refusing an account name or address after too many failed attempts."""

    def get_redirect_url(self):
        """Only a path of this site (a bare word or another host goes to LOGIN_REDIRECT_URL)."""
        target = self.request.POST.get(self.redirect_field_name, self.request.GET.get(self.redirect_field_name))
        return safe_next(self.request, target, "")

    def post(self, request, *args, **kwargs):
        username = request.POST.get("username", "")
        if signin_locked(request, username):
            form = self.get_form()
            form.errors.clear()
            form.add_error(None, _locked_message())
            return self.render_to_response(self.get_context_data(form=form), status=429)
        return super().post(request, *args, **kwargs)

    def form_invalid(self, form):
        signin_failed(self.request, self.request.POST.get("username", ""))
        return super().form_invalid(form)

    def form_valid(self, form):
        signin_succeeded(self.request, form.get_user().get_username())
        return super().form_valid(form)


class GuardedObtainAuthToken(ObtainAuthToken):
    """POST username and password, get your API token; throttled per address, and refused after too many
    failed attempts like the login form."""

    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "auth-token"
    parser_classes = [GuardedJSONParser, FormParser, MultiPartParser]

    @extend_schema(request=AuthTokenSerializer,
                   responses={200: inline_serializer("ApiToken", {"token": serializers.CharField()})})
    def post(self, request, *args, **kwargs):
        username = str(request.data.get("username", "")) if hasattr(request.data, "get") else ""
        if signin_locked(request, username):
            raise exceptions.Throttled(detail=_locked_message())
        serializer = self.get_serializer(data=request.data)
        if not serializer.is_valid():
            signin_failed(request, username)
            raise exceptions.ValidationError(serializer.errors)
        user = serializer.validated_data["user"]
        signin_succeeded(request, username)
        token, _ = Token.objects.get_or_create(user=user)
        return Response({"token": token.key})


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        messages.success(request, f"Welcome, {user.get_username()}.")
        return redirect(safe_next(request, request.GET.get("next"), resolve_url("home")))
    return render(request, "registration/signup.html", {"form": form})


@login_required
def account(request):
    token = Token.objects.filter(user=request.user).first()
    return render(request, "registration/account.html", {"token": token})


@login_required
@require_POST
def token_reset(request):
    """A new API token; the old one stops working at once."""
    replaced, _ = Token.objects.filter(user=request.user).delete()
    Token.objects.create(user=request.user)
    messages.success(request, "A new API token was made; the old one no longer works." if replaced
                     else "Your API token was made.")
    return redirect("account")


urlpatterns = [
    path("accounts/login/", GuardedLoginView.as_view(), name="login"),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/", account, name="account"),
    path("accounts/token/", token_reset, name="token-reset"),
    path("accounts/", include("django.contrib.auth.urls")),
]
