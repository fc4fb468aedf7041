"""A prototype of the next kernel, kept under bench/ and out of the product: the whole Card Wars engine, card
scripts, the event hub and the dsl included, compiled by Cython 3 (build.py) as written and typed by the augmenting
declarations of pxd/ (`build.py --typed`), measured against the pure path and today's mypyc kernel on the same
games (`python -m bench.next_kernel`, __main__.py). Cython is not a requirement of the project: `.venv/bin/pip
install cython` before running it; without it the bench says so and measures the pure path and mypyc only."""
