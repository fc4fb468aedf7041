"""The seeded RNG (engine/core/rng.py): its shuffle, written out for speed, is the Fisher-Yates of randbelow,
number for number, for decks of every size (the rejection limits looked up below 257 cards, worked out above)."""
from engine.core.rng import _LIMITS, Rng


def plain_shuffle(rng, items):
    for i in range(len(items) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_is_randbelows_fisher_yates_at_every_size():
    for seed in (0, 1, 7, 2**63 + 5):
        for size in (0, 1, 2, 3, 40, 255, 256, 257, 300):
            fast, plain = Rng(seed), Rng(seed)
            a, b = list(range(size)), list(range(size))
            fast.shuffle(a)
            plain_shuffle(plain, b)
            assert a == b and fast.state == plain.state, (seed, size)


def test_splitmix64_outputs_are_pinned():
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_the_looked_up_limits_are_randbelows():
    # a wrong limit would almost never show in a shuffle (a rejection comes once in 2**64 / n draws): check them all
    assert len(_LIMITS) == 256
    assert all(_LIMITS[n - 1] == ((1 << 64) // n) * n for n in range(1, 257))
