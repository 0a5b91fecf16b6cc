# The package's runtime binding (python/attn/runtime.py) with the runtime's
# scratch arena: a CUDA backward run through the fake driver (device memory
# is host memory) cuts its scratch from one caller buffer, after a first run
# without one measured what it needs; one 256-byte piece short, the arena
# hands the request that does not fit to a fallback of Python callbacks (as
# attn.torch wires it). Each run is announced on stderr, where the fake
# driver logs the runtime pool's allocations.
#   python-arena.py MODULE.so
import ctypes
import sys

from attn import runtime

rt = runtime.default_runtime()
entry = rt.load(sys.argv[1]).entry("backward")

SIZES = {"f32": 4, "bf16": 2, "f16": 2}
keep = []
pointers = []
for arg in entry.args:
    count = 1
    for size in arg.shape:
        count *= size
    buffer = ctypes.create_string_buffer(count * SIZES[arg.dtype])
    keep.append(buffer)
    pointers.append(ctypes.addressof(buffer))

arena = runtime.ScratchArena()
allocator = rt.arena_allocator(arena)


def run(what):
    print("==", what, file=sys.stderr, flush=True)
    arena.used = 0
    arena.wanted = 0
    entry.invoke_data(pointers, stream=None, scratch=allocator)
    print("%s: used %d, wanted %d" % (what, arena.used, arena.wanted),
          flush=True)


run("unsized")
wanted = arena.wanted
memory = ctypes.create_string_buffer(wanted + 256)
base = (ctypes.addressof(memory) + 255) // 256 * 256
arena.base = base
arena.size = wanted
run("sized")
print("sized: used == wanted:", arena.used == wanted)

# One piece short, with a fallback of ctypes callbacks.
calls = {"allocate": 0, "release": 0}
spilled = []


def allocate(_context, size):
    calls["allocate"] += 1
    buffer = ctypes.create_string_buffer(size + 256)
    spilled.append(buffer)
    return (ctypes.addressof(buffer) + 255) // 256 * 256


def release(_context, _pointer):
    calls["release"] += 1


allocate_fn = runtime.SCRATCH_ALLOCATE(allocate)
release_fn = runtime.SCRATCH_RELEASE(release)
fallback = runtime.scratch_allocator(allocate_fn, release_fn)
arena.size = wanted - 256
arena.fallback = ctypes.cast(ctypes.pointer(fallback), ctypes.c_void_p)
run("short with fallback")
print("short with fallback: %d allocations, %d releases"
      % (calls["allocate"], calls["release"]))
