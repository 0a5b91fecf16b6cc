# The package's runtime binding (python/attn/runtime.py) with the runtime's
# scratch arena: a CUDA backward run through the fake driver (device memory
# is host memory) cuts its scratch from one caller buffer, after a first run
# without one measured what it needs. Each run is announced on stderr,
# where the fake driver logs the runtime pool's allocations.
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
