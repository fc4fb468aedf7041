"""Private data is seen by its owner only. Every view of private data inherits from here, so a new
view cannot forget: another user's object is simply not in the queryset, and the answer is a 404."""

from rest_framework.permissions import SAFE_METHODS


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
