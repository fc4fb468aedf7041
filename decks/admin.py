from django.contrib import admin

from .models import Deck, DeckVersion, DeckVersionCard


class DeckVersionCardInline(admin.TabularInline):
    model = DeckVersionCard
    extra = 0
    readonly_fields = ["card", "count"]
    can_delete = False


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "is_public", "precon", "updated_at"]
    list_filter = ["is_public"]
    search_fields = ["name", "owner__username"]
    raw_id_fields = ["owner", "current_version"]


@admin.register(DeckVersion)
class DeckVersionAdmin(admin.ModelAdmin):
    list_display = ["deck", "number", "short_hash", "card_count", "created_at"]
    readonly_fields = ["deck", "number", "content_hash", "hero", "landscapes", "card_count"]
    inlines = [DeckVersionCardInline]
