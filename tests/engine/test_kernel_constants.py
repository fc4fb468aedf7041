"""The compiled kernel's constants (engine/cardwars/kernel.py MODULES, and the modules it takes constants from).

A module constant the compiler does not know to be constant is read from the module's dictionary at every use:
in the kernel that was a tenth of a greedy game's instructions (docs/engine-speed.md, "Module constants
declared Final"). Declared `Final`, a literal is folded into the code and any other value is kept in a C static.
These tests hold every such constant to that, and the switches that tests turn off (monkeypatch) to the
opposite: a Final switch would be folded too, and turning it off would silently change nothing in the kernel."""
import ast

import pytest

from engine.cardwars import kernel

# The modules the kernel takes constants from without compiling them: phases and states, event names, action kinds.
SUPPLIERS = ("defs", "events", "actions")
# Switches that tests set to False to compare a fast path against the plain one; they must stay plain names.
SWITCHES = {("ops.core", "FIXED_BONUS"), ("ops.core", "R19_SHORTCUTS"), ("rules.turn", "KEEP_FACTS")}


def is_literal(node):
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant)


def module_constants(module):
    with open(kernel.source(module), encoding="utf-8") as f:
        return constants_in(f.read())


def constants_in(text):
    """(name, line, declared Final, a literal value or part of an unpacked range or tuple of literals) of each
    module-level name in capitals bound once in the module's text."""
    tree = ast.parse(text)
    bound, found = {}, []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, final = node.targets, False
        elif isinstance(node, ast.AnnAssign):
            targets, final = [node.target], "Final" in ast.dump(node.annotation)
        else:
            continue
        for t in targets:
            names = [t] if isinstance(t, ast.Name) else list(t.elts) if isinstance(t, ast.Tuple) else []
            for n in names:
                if isinstance(n, ast.Name):
                    bound[n.id] = bound.get(n.id, 0) + 1
                    if n.id.lstrip("_").isupper():
                        v = node.value
                        literal = v is not None and (is_literal(v) or isinstance(t, ast.Tuple) and (
                            isinstance(v, ast.Call) and getattr(v.func, "id", "") == "range"
                            or isinstance(v, ast.Tuple) and all(is_literal(e) for e in v.elts)))
                        found.append((n.id, node.lineno, final, literal))
    return [c for c in found if bound[c[0]] == 1]


@pytest.mark.parametrize("module", kernel.MODULES + SUPPLIERS)
def test_literal_constants_are_final(module):
    plain = [f"{module}.{name} (line {line})" for name, line, final, literal in module_constants(module)
             if literal and not final and (module, name) not in SWITCHES]
    assert not plain, "declare these Final, so the kernel folds them: " + ", ".join(plain)


@pytest.mark.parametrize("module,name", sorted(SWITCHES))
def test_switches_stay_plain_names(module, name):
    found = {n: final for n, _line, final, _lit in module_constants(module)}
    assert name in found, f"{module}.{name} is gone: drop it from SWITCHES"
    assert not found[name], f"{module}.{name} is patched by tests: a Final one would be folded and never change"


def test_the_check_tells_plain_constants_from_final_ones():
    found = constants_in("A = 1\nB: Final = -2\nC, D = range(2)\n_E, F = 'x', 0\nG = f()\nX = 1\nX = 2\nlow = 3\n")
    assert [(n, final, literal) for n, _line, final, literal in found] == [
        ("A", False, True), ("B", True, True), ("C", False, True), ("D", False, True), ("_E", False, True),
        ("F", False, True), ("G", False, False)]
