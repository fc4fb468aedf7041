"""Plain filter parameters for the card list (django-filter), next to the `q` search syntax."""

import django_filters

from .models import Card, Category, Kind, Landscape, Printing, SimStatus


class CardFilter(django_filters.FilterSet):
    kind = django_filters.ChoiceFilter(choices=Kind.choices)
    landscape = django_filters.ChoiceFilter(choices=Landscape.choices)
    category = django_filters.ChoiceFilter(choices=Category.choices)
    sim_status = django_filters.ChoiceFilter(choices=SimStatus.choices)
    set = django_filters.CharFilter(method="filter_set", label="Product code (any case)")
    is_floop = django_filters.BooleanFilter()
    cost = django_filters.NumberFilter()
    cost_min = django_filters.NumberFilter(field_name="cost", lookup_expr="gte")
    cost_max = django_filters.NumberFilter(field_name="cost", lookup_expr="lte")
    atk_min = django_filters.NumberFilter(field_name="attack", lookup_expr="gte")
    atk_max = django_filters.NumberFilter(field_name="attack", lookup_expr="lte")
    def_min = django_filters.NumberFilter(field_name="defense", lookup_expr="gte")
    def_max = django_filters.NumberFilter(field_name="defense", lookup_expr="lte")

    class Meta:
        model = Card
        fields = ["kind", "landscape", "category", "sim_status", "set", "is_floop", "cost"]

    def filter_set(self, queryset, name, value):
        # A subquery rather than a join, so a card is listed once.
        return queryset.filter(pk__in=Printing.objects.filter(card_set__code__iexact=value).values("card_id"))
