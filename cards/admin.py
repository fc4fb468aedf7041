from django.contrib import admin

from .models import Card, CardSet, PreconCard, PreconDeck, Printing


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0
    autocomplete_fields = ["card"]


class PreconCardInline(admin.TabularInline):
    model = PreconCard
    extra = 0
    autocomplete_fields = ["card"]


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["name", "kind", "landscape", "cost", "attack", "defense", "category", "sim_status"]
    list_filter = ["kind", "landscape", "category", "sim_status", "is_floop", "printings__card_set"]
    search_fields = ["name", "slug", "aliases", "description"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [PrintingInline]


@admin.register(CardSet)
class CardSetAdmin(admin.ModelAdmin):
    list_display = ["code", "name", "year", "order"]
    search_fields = ["code", "name"]
    inlines = [PrintingInline]


@admin.register(Printing)
class PrintingAdmin(admin.ModelAdmin):
    list_display = ["card", "card_set", "rarity", "count"]
    list_filter = ["card_set", "rarity"]
    search_fields = ["card__name"]
    autocomplete_fields = ["card"]


@admin.register(PreconDeck)
class PreconDeckAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "card_set", "hero", "complete"]
    list_filter = ["card_set", "complete"]
    search_fields = ["name", "slug"]
    autocomplete_fields = ["hero"]
    inlines = [PreconCardInline]
