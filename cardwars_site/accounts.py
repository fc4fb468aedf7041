"""Sign up, log in, log out (Django auth with its password rules), and an API token for scripts."""

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.shortcuts import redirect, render
from django.urls import include, path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST
from rest_framework.authtoken.models import Token


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        messages.success(request, f"Welcome, {user.get_username()}.")
        target = request.GET.get("next", "")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
            target = "home"
        return redirect(target)
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
    path("accounts/signup/", signup, name="signup"),
    path("accounts/", account, name="account"),
    path("accounts/token/", token_reset, name="token-reset"),
    path("accounts/", include("django.contrib.auth.urls")),
]
