"""Sign up, log in, log out (Django auth with its password rules), and an API token for scripts.

Guessing passwords is bounded per account name and address (cardwars_site/signin_limits.py); sign-ups are
throttled per address (THROTTLE_SIGNUP).
"""

from django import forms
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.views import LoginView, PasswordResetConfirmView
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
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle

from .parsers import GuardedJSONParser
from .redirects import safe_next
from .signin_limits import (
    client_address,
    locked_message,
    signin_counts_reset,
    signin_failed,
    signin_locked,
    signin_succeeded,
)


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
            form.add_error(None, locked_message())
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
            raise exceptions.Throttled(detail=locked_message())
        serializer = self.get_serializer(data=request.data)
        if not serializer.is_valid():
            signin_failed(request, username)
            raise exceptions.ValidationError(serializer.errors)
        user = serializer.validated_data["user"]
        signin_succeeded(request, username)
        token, _ = Token.objects.get_or_create(user=user)
        return Response({"token": token.key})


class SignupForm(UserCreationForm):
    """Django's sign-up form with an optional email address: the only way to reset a forgotten password."""

    email = forms.EmailField(required=False, max_length=254,
                             help_text="Optional; used only to send a link if you forget your password.")

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")


class SignupThrottle(SimpleRateThrottle):
    """Sign-up attempts per client address (THROTTLE_SIGNUP), so one address cannot make accounts by the
    hundred and multiply every per-user limit."""

    scope = "signup"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": client_address(request)}


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and not SignupThrottle().allow_request(request, None):
        form.errors.clear()
        form.add_error(None, "Too many sign-ups from your address; try again later.")
        return render(request, "registration/signup.html", {"form": form}, status=429)
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


class ResetPasswordConfirmView(PasswordResetConfirmView):
    """Django's "set a new password" page; a reset also forgets the account's failed sign-ins."""

    def form_valid(self, form):
        response = super().form_valid(form)
        signin_counts_reset(form.user.get_username())
        return response


urlpatterns = [
    path("accounts/login/", GuardedLoginView.as_view(), name="login"),
    path("accounts/reset/<uidb64>/<token>/", ResetPasswordConfirmView.as_view(), name="password_reset_confirm"),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/", account, name="account"),
    path("accounts/token/", token_reset, name="token-reset"),
    path("accounts/", include("django.contrib.auth.urls")),
]
