"""Private data is seen by its owner only. Every view of private data inherits from here, so a new
view cannot forget: another user's object is simply not in the queryset, and the answer is a 404."""

from django.db import models
from rest_framework.permissions import SAFE_METHODS


class PrivateQuerySet(models.QuerySet):
    """Rows that belong to one user (`owner`): the owner sees them, nobody else. A model whose rows can
    also be public (decks) widens `visible_to`; writes always go through `owned_by`."""

    def owned_by(self, user):
        if user is None or not user.is_authenticated:
            return self.none()
        return self.filter(owner=user)

    def visible_to(self, user):
        return self.owned_by(user)


class OwnerScopedMixin:
    """For DRF views over a model whose QuerySet has `visible_to(user)` and `owned_by(user)`.

    Reads see what `visible_to` allows (for example public decks, and one's own private ones);
    writes reach only what `owned_by` allows. Subclasses narrow the queryset with `scope_queryset`.
    """

    scoped_model = None

    def scope_queryset(self, queryset):
        return queryset

    def get_queryset(self):
        manager = self.scoped_model.objects
        user = self.request.user
        if self.request.method in SAFE_METHODS:
            queryset = manager.visible_to(user)
        else:
            queryset = manager.owned_by(user)
        return self.scope_queryset(queryset)
