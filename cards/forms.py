"""The advanced search form: its fields are written out as a query in the search syntax."""

from django import forms

from .models import Category, Kind, Landscape, SimStatus
from .selectors import set_list

OPS = [("=", "="), (">=", "≥"), ("<=", "≤"), (">", ">"), ("<", "<"), ("!=", "≠")]
ORDER_CHOICES = [("name", "Name"), ("cost", "Cost"), ("atk", "ATK"), ("def", "DEF"), ("landscape", "Landscape")]


def _quote(text: str) -> str:
    text = text.replace('"', "").strip()
    return f'"{text}"' if any(ch.isspace() or ch in "()" for ch in text) else text


def _any_of(key: str, values: list[str]) -> str:
    parts = [f"{key}:{_quote(v)}" for v in values]
    return parts[0] if len(parts) == 1 else "(" + " or ".join(parts) + ")"


class AdvancedSearchForm(forms.Form):
    name = forms.CharField(required=False, max_length=100, label="Name contains")
    text = forms.CharField(required=False, max_length=200, label="Ability text contains")
    kinds = forms.MultipleChoiceField(required=False, choices=Kind.choices, widget=forms.CheckboxSelectMultiple,
                                      label="Type")
    landscapes = forms.MultipleChoiceField(required=False, choices=Landscape.choices,
                                           widget=forms.CheckboxSelectMultiple, label="Landscape")
    cost_op = forms.ChoiceField(required=False, choices=OPS, label="Cost")
    cost = forms.IntegerField(required=False, min_value=0, max_value=99, label="Cost value")
    atk_op = forms.ChoiceField(required=False, choices=OPS, label="ATK")
    atk = forms.IntegerField(required=False, min_value=0, max_value=99, label="ATK value")
    def_op = forms.ChoiceField(required=False, choices=OPS, label="DEF")
    defense = forms.IntegerField(required=False, min_value=0, max_value=99, label="DEF value")
    set = forms.ChoiceField(required=False, label="Product")
    category = forms.ChoiceField(required=False, choices=[("", "Any")] + list(Category.choices), label="Category")
    sim = forms.ChoiceField(required=False, choices=[("", "Any")] + list(SimStatus.choices), label="Simulation")
    floop = forms.BooleanField(required=False, label="Has a FLOOP ability")
    order = forms.ChoiceField(required=False, choices=ORDER_CHOICES, label="Sort by")
    dir = forms.ChoiceField(required=False, choices=[("asc", "Ascending"), ("desc", "Descending")], label="Direction")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["set"].choices = [("", "Any")] + [(s.code, f"{s.code}: {s.name}") for s in set_list()]

    def to_query(self) -> str:
        """The query these fields mean, in the search syntax (call after is_valid())."""
        d = self.cleaned_data
        parts = []
        if d.get("name"):
            parts.append(f"name:{_quote(d['name'])}")
        if d.get("text"):
            parts.append(f"o:{_quote(d['text'])}")
        if d.get("kinds"):
            parts.append(_any_of("t", d["kinds"]))
        if d.get("landscapes"):
            parts.append(_any_of("l", d["landscapes"]))
        for key, op, value in (("cost", "cost_op", "cost"), ("atk", "atk_op", "atk"), ("def", "def_op", "defense")):
            if d.get(value) is not None:
                parts.append(f"{key}{d.get(op) or '='}{d[value]}")
        if d.get("set"):
            parts.append(f"set:{d['set']}")
        if d.get("category"):
            parts.append(f"is:{d['category']}")
        if d.get("sim"):
            parts.append(f"sim:{d['sim']}")
        if d.get("floop"):
            parts.append("is:floop")
        if d.get("order") and d["order"] != "name":
            parts.append(f"order:{d['order']}")
        if d.get("dir") == "desc":
            parts.append("dir:desc")
        return " ".join(parts)
