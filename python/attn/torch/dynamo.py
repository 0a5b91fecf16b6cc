# attn/torch/dynamo.py - attn as a torch.compile backend for whole models.
"""Fuses the attention inside any module that ``torch.compile`` captures.

    import attn.torch

    model = torch.compile(model, backend=attn.torch.dynamo_backend())
    loss = model(x).sum(); loss.backward()

:func:`attn.torch.compile` takes the attention core alone. This backend
takes what Dynamo captures of a whole model (projections, the head split,
the attention, the output projection) and finds the attention in it: every
softmax whose input comes from one matmul and whose output feeds the left
side of another is the centre of a candidate region. The region holds

* the score path, from the ``Q Kᵀ`` matmul to the softmax (scale, masks,
  softcaps), and the path from the softmax to the ``P V`` matmul (casts,
  dropout in eval mode);
* the shape-only ops that make the matmuls' operands (the head split's
  ``view`` / ``transpose``, GQA's ``repeat_interleave``) and that reshape
  the output (``transpose(1, 2).contiguous().view(B, T, C)``);
* side inputs of the score path that are constants: values built in the
  graph from no input, and the module's own buffers (nanoGPT's ``tril``
  mask), baked in at compile time.

Each region goes through :func:`attn.torch.compile` (import, raise, fuse)
and is replaced by the fused op when it raises to exactly one attention;
otherwise it stays as it is and an :class:`AttnFallbackWarning` says why.
A baked buffer is guarded: the fused op runs only while the module passes
the same tensor, unmodified (its version counter and data pointer), and
the region's original ops run otherwise. Regions whose copy could read
other values than the graph's ops (in-place writes inside the span,
autocast, grad-mode switches) stay unfused, with the reason.

The rest of the graph runs as Dynamo captured it (eagerly, like the
``eager`` backend). ``backend.regions`` lists what each compile found.
"""

from __future__ import annotations

import hashlib
import operator
import warnings

import torch
import torch.fx

from attn import AttnError

__all__ = ["dynamo_backend", "DynamoBackend", "Region"]

_SOFTMAX_FUNCTIONS = {torch.softmax, torch.nn.functional.softmax,
                      torch.special.softmax}
_MATMUL_FUNCTIONS = {operator.matmul, torch.matmul, torch.bmm, torch.einsum}
_MATMUL_METHODS = {"matmul", "bmm", "__matmul__"}
_PROJECTIONS = {torch.nn.functional.linear, torch._C._nn.linear,
                torch.addmm, torch.baddbmm}
# Ops that only reshape, permute, cast or repeat one tensor: the operand
# chains of the two matmuls and the output's chain are made of them.
_SHAPE_METHODS = {"view", "reshape", "transpose", "permute", "contiguous",
                  "unsqueeze", "expand", "flatten", "repeat_interleave",
                  "repeat", "float", "half", "bfloat16", "to", "type",
                  "unflatten"}
_SHAPE_FUNCTIONS = {torch.transpose, torch.permute, torch.reshape,
                    torch.unsqueeze, torch.flatten, torch.repeat_interleave,
                    torch.unflatten}
# The second attempt's Kᵀ chain.
_TRANSPOSE_METHODS = {"transpose", "permute", "contiguous"}
_TRANSPOSE_FUNCTIONS = {torch.transpose, torch.permute}
# Between the softmax and the P V matmul: casts and dropout (an identity
# in eval mode; in training the raise refuses the random mask).
_PROBABILITY_METHODS = {"float", "half", "bfloat16", "to", "type", "type_as",
                        "contiguous"}
_PROBABILITY_FUNCTIONS = {torch.nn.functional.dropout, torch.dropout}
# The output's chain: what result steps (reshape / permute) replay.
_OUTPUT_METHODS = {"view", "reshape", "transpose", "permute", "contiguous",
                   "flatten"}
_OUTPUT_FUNCTIONS = {torch.transpose, torch.permute, torch.reshape,
                     torch.flatten}


def _is_call(node, functions, methods):
    return ((node.op == "call_function" and node.target in functions) or
            (node.op == "call_method" and node.target in methods))


def _is_softmax(node):
    return _is_call(node, _SOFTMAX_FUNCTIONS, {"softmax"})


def _is_matmul(node):
    return _is_call(node, _MATMUL_FUNCTIONS, _MATMUL_METHODS)


def _input_nodes(node):
    return list(node.all_input_nodes)


def _arg(node, index, name):
    """Argument `index` of a call, positional or by keyword `name`, if it
    is a node."""
    value = node.args[index] if len(node.args) > index else \
        node.kwargs.get(name)
    return value if isinstance(value, torch.fx.Node) else None


def _first_input(node):
    """The tensor an op acts on (its first argument)."""
    return _arg(node, 0, "input")


def _matmul_operands(node):
    if node.target is torch.einsum:
        rest = node.args[1:]
        if len(rest) == 1 and isinstance(rest[0], (list, tuple)):
            rest = rest[0]  # einsum(equation, [a, b])
        operands = list(rest)
    else:
        operands = [_arg(node, 0, "input"),
                    _arg(node, 1, "mat2" if node.target is torch.bmm
                         else "other")]
    if len(operands) != 2 or not all(isinstance(o, torch.fx.Node)
                                     for o in operands):
        return None
    return operands


def _casts_only(node):
    """A `to` / `type` call that changes only the dtype (a device move
    inside the region would run on the export's device instead)."""
    if node.op != "call_method" or node.target not in ("to", "type"):
        return True
    return (all(isinstance(a, torch.dtype) for a in node.args[1:]) and
            set(node.kwargs) <= {"dtype", "non_blocking", "copy"})


_INPLACE_OPERATORS = {operator.setitem, operator.iadd, operator.isub,
                      operator.imul, operator.itruediv, operator.ipow,
                      operator.iand, operator.ior, operator.ixor}


def _mutates(node):
    """Whether node writes to a tensor in place (its first argument)."""
    if node.op == "call_method":
        return node.target.endswith("_") and not node.target.startswith("__")
    if node.op != "call_function":
        return False
    if node.target in _INPLACE_OPERATORS or "out" in node.kwargs:
        return True
    name = getattr(node.target, "__name__", "")
    if name.endswith("_") and not name.startswith("__"):
        return True
    schema = getattr(node.target, "_schema", None)
    return bool(schema is not None and schema.is_mutable)


_MODE_SWITCHES = {"_enter_autocast", "_exit_autocast", "_set_grad_enabled",
                  "_enter_inference_mode", "_exit_inference_mode"}


def _mode_switch(node):
    """'autocast' / 'grad' for Dynamo's nodes that enter or leave autocast
    or switch grad mode, else None."""
    if node.op != "call_function":
        return None
    name = getattr(node.target, "__name__", "")
    if name not in _MODE_SWITCHES:
        return None
    return "autocast" if "autocast" in name else "grad"


def _example(node):
    value = node.meta.get("example_value")
    return value if isinstance(value, torch.Tensor) else None


def _buffer_source(node):
    """The Dynamo source name of a placeholder that is a module's buffer,
    or None: only those may be baked in (a module keeps passing the same
    tensor, which the guard can recognise; a caller's argument is a new
    tensor every call)."""
    if node.op != "placeholder":
        return None
    grapharg = node.meta.get("grapharg")
    source = getattr(grapharg, "source", None)
    name = getattr(source, "name", None)
    if callable(name):
        name = name()
    return name if isinstance(name, str) and "._buffers[" in name else None


class Region:
    """One candidate attention region of a captured graph."""

    def __init__(self, softmax):
        self.softmax = softmax.name
        self.status = "refused"
        self.reason = ""
        self.baked = []    # Dynamo source names of the baked buffers
        self.fused_calls = 0
        self.unfused_calls = 0  # a baked buffer was replaced or modified

    def __repr__(self):
        return "<attn region at %s: %s%s>" % (
            self.softmax, self.status, ": " + self.reason if self.reason
            else "")


class _Refused(Exception):
    pass


class _RegionFinder:
    """The nodes of the region around one softmax (see the module doc)."""

    def __init__(self, graph, softmax, example_inputs, reshapes=True,
                 bake_buffers=True):
        self.graph = graph
        self.softmax = softmax
        self.reshapes = reshapes
        self.bake_buffers = bake_buffers
        placeholders = [n for n in graph.nodes if n.op == "placeholder"]
        self.real = dict(zip(placeholders, example_inputs))
        self._constant = {}

    def find(self):
        score_matmul = self._score_matmul()
        score_path = self._score_path(score_matmul)
        out_matmul, probability_path = self._output_matmul()
        nodes = set(score_path) | set(probability_path) | {out_matmul}
        core = set(nodes)
        if self.reshapes:
            for matmul in (score_matmul, out_matmul):
                for operand in _matmul_operands(matmul):
                    nodes |= self._operand_chain(operand, _SHAPE_FUNCTIONS,
                                                 _SHAPE_METHODS)
        else:  # the tensors as they enter the attention; Kᵀ's transposes
            nodes |= self._operand_chain(_matmul_operands(score_matmul)[1],
                                         _TRANSPOSE_FUNCTIONS,
                                         _TRANSPOSE_METHODS)
        last = self._output_chain(out_matmul, nodes)
        # Side inputs of the score path: constants come in whole; anything
        # else is an input of the region.
        self.baked = set()
        for node in score_path:
            for side in _input_nodes(node):
                if side not in nodes and self._is_constant(side):
                    branch = self._ancestors(side)
                    nodes |= branch
                    self.baked |= {i for n in branch
                                   for i in _input_nodes(n)
                                   if i.op == "placeholder"}
                    if side.op == "placeholder":
                        self.baked.add(side)
        for node in core:
            if node is last:
                continue
            outside = [u for u in node.users if u not in nodes]
            if outside:
                raise _Refused("%s is also used outside the attention (by %s)"
                               % (node.name, outside[0].name))
        self._check_span(nodes, last, score_path | set(probability_path))
        return nodes, last

    def _check_span(self, nodes, last, computed):
        """Refuses a region whose copy could see other values than its
        ops: an in-place write between its first node and its last (to an
        input, a mask, a buffer; only the attention's own fresh values may
        be written in place), a grad-mode or autocast switch inside it, or
        autocast around it (the export would not see it)."""
        autocast_depth = 0
        inside = False
        for node in self.graph.nodes:
            if node in nodes and not inside:
                inside = True
                if autocast_depth > 0:
                    raise _Refused("the attention runs under autocast, which "
                                   "the fused op would not follow")
            switch = _mode_switch(node)
            if switch == "autocast":
                autocast_depth += 1 if "enter" in node.target.__name__ \
                    else -1
            if inside:
                if switch:
                    raise _Refused("%s (%s) switches %s mode inside the "
                                   "attention" % (node.name,
                                                  node.target.__name__,
                                                  switch))
                if _mutates(node) and not (node in nodes and
                                           _first_input(node) in computed):
                    raise _Refused("%s (%s) writes in place inside the "
                                   "attention's span" % (node.name,
                                                         node.target))
            if node is last:
                return

    def _score_matmul(self):
        """The one matmul the softmax's input is computed from (not walking
        past a matmul or a projection)."""
        found, seen = set(), set()
        stack = [_first_input(self.softmax)]
        while stack:
            node = stack.pop()
            if node is None or node in seen:
                continue
            seen.add(node)
            if _is_matmul(node):
                found.add(node)
            elif _is_call(node, _PROJECTIONS, set()):
                found.add(node)
            elif node.op not in ("placeholder", "get_attr"):
                stack.extend(_input_nodes(node))
        matmuls = [n for n in found if _is_matmul(n)]
        if len(found) != 1 or len(matmuls) != 1:
            raise _Refused("the softmax's input comes from %d matmuls, not "
                           "one" % len(found))
        return matmuls[0]

    def _score_path(self, score_matmul):
        """The nodes on a path from the score matmul to the softmax."""
        reaches = {score_matmul: True}

        def reaches_matmul(node):
            if node not in reaches:
                reaches[node] = False  # placeholder while recursing
                reaches[node] = (node.op not in ("placeholder", "get_attr")
                                 and not _is_matmul(node) and
                                 any(reaches_matmul(i)
                                     for i in _input_nodes(node)))
            return reaches[node]
        path, stack = set(), [self.softmax]
        while stack:
            node = stack.pop()
            if node in path or not reaches_matmul(node):
                continue
            path.add(node)
            if node is not score_matmul:
                stack.extend(_input_nodes(node))
        return path

    def _output_matmul(self):
        """The P V matmul the softmax feeds as its left operand, through
        casts and dropout; the nodes between."""
        path, node = [], self.softmax
        while True:
            users = list(node.users)
            if len(users) != 1:
                raise _Refused("%s has %d users; the attention's "
                               "probabilities must only feed P V"
                               % (node.name, len(users)))
            user = users[0]
            if _is_matmul(user):
                operands = _matmul_operands(user)
                if not operands or operands[0] is not node:
                    raise _Refused("the probabilities are not the left "
                                   "operand of %s" % user.name)
                return user, path
            if not (_is_call(user, _PROBABILITY_FUNCTIONS,
                             _PROBABILITY_METHODS) and
                    _first_input(user) is node and _casts_only(user)):
                raise _Refused("the probabilities go through %s (%s) "
                               "before P V" % (user.name, user.target))
            path.append(user)
            node = user

    def _operand_chain(self, operand, functions, methods):
        """operand and the ops of `functions` / `methods` (one tensor in)
        it is made by, up to the first node that is not one."""
        chain = set()
        node = operand
        while (node is not None and _is_call(node, functions, methods) and
               _casts_only(node) and
               all(a is _first_input(node) for a in node.all_input_nodes)):
            chain.add(node)
            node = _first_input(node)
        return chain

    def _output_chain(self, out_matmul, nodes):
        last = out_matmul
        while len(last.users) == 1:
            user = next(iter(last.users))
            if not (_is_call(user, _OUTPUT_FUNCTIONS, _OUTPUT_METHODS) and
                    _first_input(user) is last and
                    len(user.all_input_nodes) == 1):
                break
            nodes.add(user)
            last = user
        return last

    def _is_constant(self, node):
        """node's value depends on no input except module buffers."""
        if node in self._constant:
            return self._constant[node]
        if node.op == "placeholder":
            value = self.real.get(node)
            result = (self.bake_buffers and
                      _buffer_source(node) is not None and
                      isinstance(value, torch.Tensor) and
                      not value.requires_grad and not value.is_inference())
        elif node.op == "get_attr":
            result = False  # read at run time, as a region input
        else:
            self._constant[node] = False
            result = all(self._is_constant(i) for i in _input_nodes(node))
        self._constant[node] = result
        return result

    def _ancestors(self, node):
        """node and what it is computed from, up to (without) the graph's
        inputs: the buffers stay inputs of the region, to be baked."""
        found, stack = set(), [node]
        while stack:
            n = stack.pop()
            if n in found or n.op == "placeholder":
                continue
            found.add(n)
            stack.extend(_input_nodes(n))
        return found


class _FusedRegion:
    """Calls the fused op, or the region's own ops where a baked buffer is
    not the tensor, or not the value, it was compiled with."""

    def __init__(self, region, compiled, unfused, fused_args, baked):
        self.region = region
        self.compiled = compiled
        self.unfused = unfused
        self.fused_args = fused_args        # positions passed to the op
        # [(position, tensor, version, data pointer)]
        self.baked = [(p, t, v, t.data_ptr()) for p, t, v in baked]

    def __call__(self, *args):
        for position, tensor, version, pointer in self.baked:
            arg = args[position]
            if arg is not tensor or arg._version != version or \
                    arg.data_ptr() != pointer:
                self.region.unfused_calls += 1
                return self.unfused(*args)
        self.region.fused_calls += 1
        return self.compiled(*[args[i] for i in self.fused_args])


class _Baked(torch.nn.Module):
    """The region as attn.torch.compile exports it: baked buffers are the
    module's own (constants), the other inputs its arguments."""

    def __init__(self, name, region, baked, count):
        super().__init__()
        self.__qualname__ = name  # what attn.torch.compile's messages say
        self.region = region
        self.count = count
        self.positions = []
        for index, (position, tensor, _) in enumerate(baked):
            self.register_buffer("baked%d" % index,
                                 tensor.detach().to("cpu").clone())
            self.positions.append(position)

    def forward(self, *args):
        it = iter(args)
        values = []
        for position in range(self.count):
            if position in self.positions:
                values.append(getattr(self, "baked%d"
                                      % self.positions.index(position)))
            else:
                values.append(next(it))
        return self.region(*values)


class DynamoBackend:
    """A ``torch.compile`` backend that fuses every attention it finds; see
    the module documentation. ``regions`` lists the regions of every graph
    compiled so far."""

    def __init__(self, target=None, backend="fused", compile_args=(),
                 bake_buffers=True):
        from attn import fusion
        if target is not None:
            fusion.check_options("attn.torch.dynamo_backend", target, backend)
        self.target = target
        self.backend = backend
        self.compile_args = tuple(compile_args)
        self.bake_buffers = bake_buffers
        self.regions = []
        self._compiled = {}  # region structure -> attn.torch.compile result

    @property
    def compiles(self):
        """How many distinct regions were compiled (repeated layers share
        one)."""
        return len(self._compiled)

    def __repr__(self):
        return "<attn.torch.dynamo_backend(target=%s, backend=%s)>" % (
            self.target, self.backend)

    def __call__(self, gm, example_inputs):
        for softmax in [n for n in gm.graph.nodes if _is_softmax(n)]:
            region = Region(softmax)
            self.regions.append(region)
            try:
                self._fuse(gm, softmax, example_inputs, region)
            except (_Refused, AttnError) as refused:
                region.reason = str(refused)
            except Exception as error:  # never break the user's compile
                region.reason = "%s while fusing it: %s" % (
                    type(error).__name__, error)
            if region.status != "fused":
                warnings.warn("attn.torch.dynamo_backend: the attention at "
                              "%s runs unfused: %s" % (softmax.name,
                                                       region.reason),
                              _fallback_warning())
        gm.recompile()
        return gm.forward

    def _fuse(self, gm, softmax, example_inputs, region):
        # First with the ops that make the operands in the region (heads
        # split from [B, S, H·D] rows are then read in place, repeated KV
        # heads become GQA); where the operands then disagree on a layout
        # (GPT-2's cache hands K and V over as [B, H, S, D], Q still in
        # rows) the raise needs copies and refuses, so then again with the
        # tensors as they enter the attention.
        first = None
        for reshapes in (True, False):
            try:
                finder = _RegionFinder(gm.graph, softmax, example_inputs,
                                       reshapes, self.bake_buffers)
                nodes, last = finder.find()
                call, inputs = self._compile(gm, softmax, finder, nodes, last,
                                             region)
                break
            except (_Refused, AttnError) as error:
                first = first or error
        else:
            raise first

        def fused_attention(*args):
            return call(*args)
        fused_attention.__name__ = "attn_fused_%s" % softmax.name
        fused_attention.__qualname__ = fused_attention.__name__
        with gm.graph.inserting_after(last):
            replacement = gm.graph.call_function(fused_attention,
                                                 tuple(inputs))
        replacement.meta.update(last.meta)
        last.replace_all_uses_with(replacement)
        # The region's own nodes go; those that other ops still use (a
        # mask shared by the layers, an operand's view) stay. No graph-wide
        # dead-code pass: FX would drop unused in-place ops too.
        for node in reversed([n for n in gm.graph.nodes if n in nodes]):
            if not node.users and node.op != "placeholder":
                gm.graph.erase_node(node)
        region.status = "fused"

    def _compile(self, gm, softmax, finder, nodes, last, region):
        """The region's nodes as a GraphModule of their inputs, compiled by
        attn.torch.compile; returns the _FusedRegion and the inputs."""
        ordered = [n for n in gm.graph.nodes if n in nodes]
        inputs = []
        for node in ordered:
            for i in _input_nodes(node):
                if i not in nodes and i not in inputs:
                    inputs.append(i)
        for node in ordered + inputs:
            value = _example(node) if node.op != "placeholder" else \
                finder.real.get(node)
            if node in inputs and not isinstance(value, torch.Tensor):
                raise _Refused("input %s of the attention is not a tensor"
                               % node.name)
            if isinstance(value, torch.Tensor) and any(
                    not isinstance(s, int) for s in value.shape):
                raise _Refused("%s has dynamic shape %s; compile with "
                               "dynamic=False" % (node.name,
                                                  tuple(value.shape)))
        sub = torch.fx.Graph()
        env = {}
        for node in inputs:
            env[node] = sub.placeholder(node.name)
        for node in ordered:
            env[node] = sub.node_copy(node, lambda n: env[n])
        sub.output(env[last])
        unfused = torch.fx.GraphModule(gm, sub)
        # Baked buffers: module buffers that only the constant side inputs
        # (the masks) read.
        baked = []
        for position, node in enumerate(inputs):
            if node in finder.baked:
                tensor = finder.real[node]
                baked.append((position, tensor, tensor._version))
        baked_positions = {b[0] for b in baked}
        examples = [_fresh(_example(node) if node.op != "placeholder"
                           else finder.real[node])
                    for position, node in enumerate(inputs)
                    if position not in baked_positions]
        import attn.torch as attn_torch
        target = self.target or ("cuda" if any(e.is_cuda for e in examples)
                                 else "cpu")
        devices = {e.device for e in examples}
        if len(devices) > 1 or (target == "cuda" and any(
                d.type != "cuda" or d.index != attn_torch._runtime_device()
                for d in devices)):
            raise _Refused("the attention's tensors are on %s; attn's runtime "
                           "runs on cuda:%d (ATTN_CUDA_DEVICE)" % (
                               ", ".join(sorted(map(str, devices))),
                               attn_torch._runtime_device()))
        # The layers of a model repeat one region: compile it once.
        key = (_structure(ordered, inputs, last),
               tuple((tuple(e.shape), e.dtype, str(e.device))
                     for e in examples), target,
               tuple((position, _digest(tensor))
                     for position, tensor, _ in baked))
        compiled = self._compiled.get(key)
        if compiled is None:
            exported = _Baked("the attention at %s" % softmax.name, unfused,
                              baked, len(inputs))
            compiled = attn_torch.compile(
                exported, tuple(examples), target=target,
                backend=self.backend, compile_args=self.compile_args)
            self._compiled[key] = compiled
        region.baked = [_buffer_source(inputs[b[0]]) for b in baked]
        fused_args = [p for p in range(len(inputs))
                      if p not in baked_positions]
        return (_FusedRegion(region, compiled, unfused, fused_args, baked),
                inputs)


def _structure(ordered, inputs, last):
    """The region's ops with their arguments, nodes by position: equal for
    the regions of a model's repeated layers, whatever Dynamo named their
    nodes."""
    position = {n: ("in", i) for i, n in enumerate(inputs)}
    position.update({n: ("op", i) for i, n in enumerate(ordered)})

    def spell(value):
        return repr(torch.fx.node.map_arg(value, lambda n: position[n]))
    return repr([(n.op, repr(n.target), spell(n.args), spell(n.kwargs))
                 for n in ordered] + [position[last]])


def _digest(tensor):
    """A baked buffer's contents, for the structure key."""
    data = tensor.detach().to("cpu").contiguous().reshape(-1)
    return (tuple(tensor.shape), data.dtype,
            hashlib.sha256(data.view(torch.uint8).numpy().tobytes())
            .hexdigest())


def _fresh(value):
    """A random tensor with value's shape, dtype and device (the compile
    reads only those)."""
    if value.dtype.is_floating_point:
        return torch.randn(tuple(value.shape), dtype=value.dtype,
                           device=value.device)
    return torch.zeros(tuple(value.shape), dtype=value.dtype,
                       device=value.device)


def _fallback_warning():
    from attn.torch import AttnFallbackWarning
    return AttnFallbackWarning


def dynamo_backend(*, target=None, backend="fused", compile_args=(),
                   bake_buffers=True):
    """A ``torch.compile`` backend that fuses the attention inside whatever
    Dynamo captures: ``torch.compile(model,
    backend=attn.torch.dynamo_backend())``. ``target`` ("cpu" or "cuda")
    defaults to each attention's device; ``backend`` and ``compile_args``
    are :func:`attn.torch.compile`'s. The rest of the graph runs eagerly.

    ``bake_buffers``: module buffers that only masks read are constants of
    the fused op, guarded by the tensor's identity, version counter and
    data pointer. Writes that PyTorch does not count (through ``.data`` or
    a NumPy view) escape that guard; pass False where a model writes its
    masks that way (such masks are then run-time inputs, which the raise
    may not take)."""
    return DynamoBackend(target, backend, compile_args, bake_buffers)
