#!/usr/bin/env python3
"""Corpus driver: raise and run every program of the corpus and check both.

For every program of jax/corpus.json and torch/corpus.json (or --only):

 1. `attn-opt program.mlir --attn-raise-pipeline` (and `report=true` for the
    reasons): the attn.sdpa ops of the output are parsed (layout, causal,
    window, scale, softmax, dropout, operand and result types, which of
    bias/alibi/sink/seqlens_q/seqlens_kv/rng exist, lse) and compared with
    expectations.json (see its "_doc").
 2. `attn-runner program.mlir --target=cpu --inputs=argI.npy,...
    --outputs=<fresh temp dir>/outI.npy`: every output is compared with the
    framework's expectedI.npy: max|a - b| / max|b| over the finite entries
    (NaN and inf entries must sit at the same places) must be <= 2e-2 for
    bf16/f16 outputs and 2e-5 for f32. The runner poisons its outputs
    before it runs; the driver writes them into an empty directory of its
    own, so nothing can hold the expected values beforehand. Where nothing
    was raised this is the naive program against its framework.

One line per program (PASS / PENDING / FAIL) and a summary; exit status 1 if
any program FAILs. PENDING: the expectation describes the correct raise,
the program is marked "pending" and is not raised yet.
"""

import argparse
import concurrent.futures
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np

try:
    import ml_dtypes
except ImportError:  # bf16 programs then fail with a message
    ml_dtypes = None

HERE = os.path.dirname(os.path.abspath(__file__))
HALVES = ("jax", "torch")
TOLERANCE = {"bf16": 2e-2, "f16": 2e-2, "f32": 2e-5, "f64": 2e-5}
SCALE_RTOL = 1e-6
ATTRS = ("layout", "causal", "window", "scale", "softmax", "dropout")
OPTIONAL_OPERANDS = ("bias", "alibi", "sink", "seqlens_q", "seqlens_kv",
                     "rng")
FLAGS = OPTIONAL_OPERANDS + ("lse",)
# Modifier regions: the names of their ops in order, constants left out.
REGIONS = ("score_mod", "mask_mod")
KNOWN_OP_KEYS = set(ATTRS) | set(FLAGS) | set(REGIONS) | {
    "types", "dtype", "dims"}


# --------------------------------------------------------------------------
# Parsing attn-opt output
# --------------------------------------------------------------------------

def split_top(text, sep=","):
    """Splits at `sep` outside <>, (), [] and {}."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def tensor_shape(type_str):
    """'tensor<2x32x4xbf16>' -> ([2, 32, 4], 'bf16'); None if not a tensor."""
    m = re.fullmatch(r"tensor<((?:[0-9?]+x)*)([a-z0-9]+)>", type_str.strip())
    if not m:
        return None
    dims = [int(d) if d != "?" else -1 for d in m.group(1).split("x") if d]
    return dims, m.group(2)


SDPA_RE = re.compile(r"^\s*(?P<res>%[^=]*?)\s*=\s*attn\.sdpa\s+(?P<rest>.*)$")


def parse_sdpa_line(line):
    """Parses one pretty-printed attn.sdpa op into a dict."""
    m = SDPA_RE.match(line)
    if not m:
        return None
    rest = m.group("rest")
    # The functional type starts at the first ' : (' (attributes hold none).
    colon = rest.find(" : (")
    if colon < 0:
        raise ValueError("cannot find the type of: " + line.strip())
    body, sig = rest[:colon], rest[colon + 3:]
    arrow = sig.rfind(") -> ")
    in_types = split_top(sig[1:arrow])
    out_text = sig[arrow + 5:].strip()
    # A modifier region opens after the types: `-> T score_mod {`.
    region = re.search(r"\s+(score_mod|mask_mod)\s*\{\s*$", out_text)
    if region:
        out_text = out_text[:region.start()].strip()
    if out_text.startswith("("):
        out_types = split_top(out_text[1:-1])
    else:
        out_types = [out_text]

    op = {"text": line.strip()}
    # Extra attributes in an attr-dict.
    extra = re.search(r"\{(.*)\}\s*$", body)
    if extra:
        op["extra_attrs"] = extra.group(1).strip()
        body = body[:extra.start()]
    # Operands: the three leading ones, then keyword groups.
    present = []
    for name in OPTIONAL_OPERANDS:
        if re.search(r"\b%s\(" % name, body):
            present.append(name)
    def attr(name, pattern):
        a = re.search(r"\b%s = (%s)" % (name, pattern), body)
        return a.group(1) if a else None
    layout = attr("layout", r"\w+")
    op["layout"] = layout
    causal = attr("causal", r"\w+")
    if causal is not None:
        op["causal"] = causal
    window = attr("window", r"\[[^\]]*\]")
    if window is not None:
        op["window"] = [int(x) for x in window[1:-1].split(",") if x.strip()]
    for name in ("scale", "dropout"):
        value = attr(name, r"[-+0-9.eEinfa]+")
        if value is not None:
            op[name] = float(value)
    softmax = attr("softmax", r"\w+")
    if softmax is not None:
        op["softmax"] = softmax

    types = {"q": in_types[0], "k": in_types[1], "v": in_types[2]}
    i = 3
    for name in present:
        op[name] = True
        if name == "rng":
            types["rng"] = ", ".join(in_types[i:i + 2])
            i += 2
        else:
            types[name] = in_types[i]
            i += 1
    if i != len(in_types):
        raise ValueError("operand count does not match the type list: " +
                         line.strip())
    types["out"] = out_types[0]
    if len(out_types) > 1:
        op["lse"] = True
        types["lse"] = out_types[1]
    op["types"] = types

    # Dimensions (for the default scale and the score check).
    q, k = tensor_shape(types["q"]), tensor_shape(types["k"])
    v = tensor_shape(types["v"])
    if q and k and v:
        # Axes of (batch, seq, heads) per layout; thd has no batch axis.
        axes = {"bshd": (0, 1, 2), "bhsd": (0, 2, 1), "sbhd": (1, 0, 2),
                "thd": (None, 0, 1)}.get(layout, (0, 1, 2))
        b, s, h = axes
        op["dims"] = {"b": q[0][b] if b is not None else None,
                      "hq": q[0][h], "hkv": k[0][h],
                      "sq": q[0][s], "skv": k[0][s],
                      "dqk": q[0][-1], "dv": v[0][-1]}
    return op


REGION_OP_RE = re.compile(r"^\s*(?:%[\w#:]+\s*=\s*)?([a-z_]+\.[\w.]+)")


def read_regions(lines, start, op):
    """Reads the modifier regions that follow the attn.sdpa line
    lines[start] (which ends with `score_mod {` or `mask_mod {`) into
    op[name] = [op names in the region, constants left out]; returns the
    index of the line after them."""
    name = re.search(r"(score_mod|mask_mod)\s*\{\s*$", lines[start]).group(1)
    op[name] = []
    i = start + 1
    while i < len(lines):
        line = lines[i].strip()
        nested = re.match(r"^\}\s*(score_mod|mask_mod)\s*\{$", line)
        if nested:
            name = nested.group(1)
            op[name] = []
        elif line == "}":
            return i + 1
        elif not line.startswith("^"):
            m = REGION_OP_RE.match(line)
            if m and m.group(1) not in ("arith.constant", "attn.yield"):
                op[name].append(m.group(1))
        i += 1
    raise ValueError("unterminated modifier region after: " + lines[start])


def observed_ops(text):
    ops = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if "attn.sdpa " in line and "=" in line:
            op = parse_sdpa_line(line)
            if op:
                ops.append(op)
                if line.rstrip().endswith("{"):
                    i = read_regions(lines, i - 1, op)
    return ops


def expectation_form(op):
    """An observed op in the form expectations.json uses."""
    out = {}
    for name in ATTRS:
        if name in op:
            out[name] = op[name]
    for name in FLAGS:
        if op.get(name):
            out[name] = True
    for name in REGIONS:
        if name in op:
            out[name] = op[name]
    out["types"] = {k: v for k, v in op["types"].items()
                    if k in ("q", "k", "v", "out")}
    return out


def describe(op):
    parts = [op.get("layout", "?")]
    for name in ("causal", "window", "scale", "softmax", "dropout"):
        if name in op:
            value = op[name]
            if name == "window":
                value = "[%d, %d]" % tuple(value)
            parts.append("%s=%s" % (name, value))
    parts += [name for name in FLAGS if op.get(name)]
    parts += ["%s(%s)" % (name, " ".join(op[name]))
              for name in REGIONS if name in op]
    return ", ".join(parts)


# Top-level statements of the entry in generic form: results, operands and
# result types, for the check that no scores tensor is left.

def generic_statements(text):
    lines = text.splitlines()
    func = next((i for i, l in enumerate(lines) if '"func.func"' in l), None)
    if func is None:
        return []
    # Generic form: the entry block's label sits at the func's indentation
    # and its ops two columns deeper; nested regions are deeper still.
    indent = len(lines[func]) - len(lines[func].lstrip()) + 2
    stmts, cur = [], None
    for line in lines[func + 1:]:
        stripped = line.lstrip()
        ind = len(line) - len(stripped)
        if not stripped:
            continue
        if ind < indent:
            if cur:
                stmts.append(cur)
                cur = None
            if stripped.startswith("^"):
                continue
            break
        if ind == indent and not stripped.startswith(("}", "^")):
            if cur:
                stmts.append(cur)
            cur = [stripped]
        elif cur is not None:
            cur.append(stripped)
    if cur:
        stmts.append(cur)

    parsed = []
    for stmt in stmts:
        first, last = stmt[0], stmt[-1]
        m = re.match(r'(%[\w$.-]+)(?::(\d+))?\s*=\s*"([\w.]+)"\((.*?)\)', first)
        if m:
            base, count, name = m.group(1), m.group(2), m.group(3)
            results = ([base] if count is None else
                       ["%s#%d" % (base, i) for i in range(int(count))])
            operands = re.findall(r"%[\w$.-]+(?:#\d+)?", m.group(4))
        else:
            m = re.match(r'"([\w.]+)"\((.*?)\)', first)
            if not m:
                continue
            name, results = m.group(1), []
            operands = re.findall(r"%[\w$.-]+(?:#\d+)?", m.group(2))
        arrow = last.rfind(" -> ")
        types = []
        if arrow >= 0:
            out = last[arrow + 4:].strip()
            types = split_top(out[1:-1]) if out.startswith("(") else [out]
        parsed.append({"name": name, "results": results,
                       "operands": operands,
                       "types": dict(zip(results, types))})
    return parsed


def leftover_scores(generic_text, ops):
    """f32 tensors whose two trailing dims are (Sq, Skv) of a raised op and
    that neither feed an attn.sdpa operand nor derive from its results."""
    sizes = {(op["dims"]["sq"], op["dims"]["skv"]) for op in ops
             if "dims" in op}
    if not sizes:
        return []
    stmts = generic_statements(generic_text)
    producer = {}
    for s in stmts:
        for r in s["results"]:
            producer[r] = s
    allowed = set()
    # Backward from the operands of every attn.sdpa.
    work = [o for s in stmts if s["name"] == "attn.sdpa" for o in s["operands"]]
    while work:
        v = work.pop()
        if v in allowed:
            continue
        allowed.add(v)
        s = producer.get(v)
        if s:
            work.extend(s["operands"])
    # Forward from their results.
    derived = {r for s in stmts if s["name"] == "attn.sdpa"
               for r in s["results"]}
    for s in stmts:
        if any(o in derived for o in s["operands"]):
            derived.update(s["results"])
            # Their destination tensors (tensor.empty, fills of it,
            # fills generalised to a generic that reads no input, and
            # reshapes of those).
            def is_init(stmt):
                return stmt["name"] in ("tensor.empty", "linalg.fill",
                                        "tensor.expand_shape",
                                        "tensor.collapse_shape") or (
                    stmt["name"] == "linalg.generic" and
                    len(stmt["operands"]) == 1)
            for o in s["operands"]:
                init = producer.get(o)
                while init and is_init(init):
                    allowed.update(init["results"])
                    init = next((producer[x] for x in init["operands"]
                                 if x in producer), None)
    left = []
    for s in stmts:
        for r in s["results"]:
            shape = tensor_shape(s["types"].get(r, ""))
            if not shape or shape[1] != "f32" or len(shape[0]) < 2:
                continue
            if tuple(shape[0][-2:]) in sizes and r not in allowed \
                    and r not in derived:
                left.append("%s = %s : %s" % (r, s["name"], s["types"][r]))
    return left


# --------------------------------------------------------------------------
# Comparing with expectations
# --------------------------------------------------------------------------

def effective_scale(op_or_exp, dqk):
    if "scale" in op_or_exp:
        return float(op_or_exp["scale"])
    return 1.0 / math.sqrt(dqk) if dqk and dqk > 0 else None


def compare_op(exp, obs):
    """Differences between one expected and one observed op (list of str)."""
    diffs = []
    unknown = set(exp) - KNOWN_OP_KEYS - {"comment"}
    if unknown:
        diffs.append("unknown keys in the expectation: %s" % sorted(unknown))
    want_layout = exp.get("layout")
    if isinstance(want_layout, list):
        if obs.get("layout") not in want_layout:
            diffs.append("layout %s, expected one of %s" %
                         (obs.get("layout"), want_layout))
    elif obs.get("layout") != want_layout:
        diffs.append("layout %s, expected %s" % (obs.get("layout"),
                                                 want_layout))
    for name in ("causal", "window", "softmax", "dropout"):
        if exp.get(name) != obs.get(name):
            diffs.append("%s %s, expected %s" % (
                name, obs.get(name, "absent"), exp.get(name, "absent")))
    # scale: an omitted scale is the default 1/sqrt(Dqk), the value the
    # printer omits (canonical form); compare the values.
    dqk = obs.get("dims", {}).get("dqk")
    want, got = effective_scale(exp, dqk), effective_scale(obs, dqk)
    if want is None or got is None or \
            abs(got - want) > SCALE_RTOL * abs(want):
        diffs.append("scale %s, expected %s" % (
            obs.get("scale", "default (1/sqrt(%s))" % dqk),
            exp.get("scale", "default (1/sqrt(%s))" % dqk)))
    for name in REGIONS:
        if exp.get(name) != obs.get(name):
            diffs.append("%s %s, expected %s" % (
                name, obs.get(name, "absent"), exp.get(name, "absent")))
    for name in FLAGS:
        if bool(exp.get(name)) != bool(obs.get(name)):
            diffs.append("%s %s, expected %s" % (
                name, "present" if obs.get(name) else "absent",
                "present" if exp.get(name) else "absent"))
    for name, want_type in exp.get("types", {}).items():
        if obs["types"].get(name) != want_type:
            diffs.append("%s type %s, expected %s" % (
                name, obs["types"].get(name, "absent"), want_type))
    for name, want_dim in exp.get("dims", {}).items():
        got_dim = obs.get("dims", {}).get(name)
        if got_dim != want_dim:
            diffs.append("%s %s, expected %s" % (name, got_dim, want_dim))
    if "dtype" in exp:
        for name in ("q", "k", "v", "out"):
            shape = tensor_shape(obs["types"][name])
            if not shape or shape[1] != exp["dtype"]:
                diffs.append("%s type %s, expected element type %s" % (
                    name, obs["types"][name], exp["dtype"]))
    if "extra_attrs" in obs:
        diffs.append("unexpected attributes {%s}" % obs["extra_attrs"])
    return diffs


def compare_ops(expected, observed):
    if len(expected) != len(observed):
        return ["%d attn.sdpa, expected %d" % (len(observed), len(expected))]
    diffs = []
    for i, (e, o) in enumerate(zip(expected, observed)):
        for d in compare_op(e, o):
            diffs.append(("op %d: " % i if len(expected) > 1 else "") + d)
    return diffs


# --------------------------------------------------------------------------
# Arrays
# --------------------------------------------------------------------------

def load_npy(path):
    a = np.load(path)
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        if ml_dtypes is None:
            raise RuntimeError("ml_dtypes is needed to read bf16 %s" % path)
        a = a.view(ml_dtypes.bfloat16)
    return a


def dtype_name(a):
    if ml_dtypes is not None and a.dtype == ml_dtypes.bfloat16:
        return "bf16"
    return {"float16": "f16", "float32": "f32", "float64": "f64"}.get(
        a.dtype.name, a.dtype.name)


def relative_error(got, want):
    """(error, message or None)."""
    if got.shape != want.shape:
        return None, "shape %s, expected %s" % (got.shape, want.shape)
    if dtype_name(got) != dtype_name(want):
        return None, "dtype %s, expected %s" % (dtype_name(got),
                                                dtype_name(want))
    if want.dtype.kind in "biu":
        bad = int(np.count_nonzero(got != want))
        return (0.0, None) if bad == 0 else \
            (None, "%d of %d integer entries differ" % (bad, want.size))
    a = got.astype(np.float64)
    b = want.astype(np.float64)
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    if (nan_a != nan_b).any():
        return None, ("NaN at %d entries where the framework has none, "
                      "%d NaN missing" % (int((nan_a & ~nan_b).sum()),
                                          int((nan_b & ~nan_a).sum())))
    inf_a, inf_b = np.isinf(a), np.isinf(b)
    if (inf_a != inf_b).any() or (a[inf_b] != b[inf_b]).any():
        return None, "inf entries differ from the framework's"
    finite = ~(nan_b | inf_b)
    if not finite.any():
        return 0.0, None
    diff = np.abs(a[finite] - b[finite]).max()
    scale = np.abs(b[finite]).max()
    return (float(diff / scale) if scale > 0 else float(diff)), None


# --------------------------------------------------------------------------
# One program
# --------------------------------------------------------------------------

def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out after %d s" % timeout
    except OSError as e:  # e.g. a tool being relinked while we run
        return 126, "", "cannot run %s: %s" % (cmd[0], e)


def raise_program(args, program_path):
    """(ops, reasons, generic text, error)."""
    rc, text, err = run([args.attn_opt, program_path,
                         "--attn-raise-pipeline=report=true"], 300)
    if rc != 0:
        return None, None, None, "attn-opt failed (%d): %s" % (
            rc, err.strip()[-2000:])
    reasons = re.findall(r"attn-raise: not raised: ([^\n]*)", err)
    # The brief's command line, without the report, gives the same op.
    rc2, plain, err2 = run([args.attn_opt, program_path,
                            "--attn-raise-pipeline"], 300)
    if rc2 != 0:
        return None, None, None, "attn-opt failed (%d): %s" % (
            rc2, err2.strip()[-2000:])
    rc3, generic, err3 = run([args.attn_opt, program_path,
                              "--attn-raise-pipeline",
                              "--mlir-print-op-generic"], 300)
    if rc3 != 0:
        return None, None, None, "attn-opt failed (%d): %s" % (
            rc3, err3.strip()[-2000:])
    try:
        ops = observed_ops(plain)
        if [o["text"] for o in observed_ops(text)] != \
                [o["text"] for o in ops]:
            return None, None, None, "report=true changes the raised ops"
    except ValueError as e:
        return None, None, None, "cannot parse attn.sdpa: %s" % e
    return ops, reasons, generic, None


def run_program(args, prog_dir, manifest_entry, naive):
    """Runs the program (naive: --no-raise) and compares its outputs.
    Returns (max rel err, raised ops per the runner, error)."""
    inputs = [os.path.join(prog_dir, i["file"])
              for i in manifest_entry["inputs"]]
    expected = manifest_entry["outputs"]
    tmp = tempfile.mkdtemp(prefix="attn-corpus-")
    try:
        outs = [os.path.join(tmp, "out%d.npy" % i)
                for i in range(len(expected))]
        cmd = [args.attn_runner, os.path.join(prog_dir, "program.mlir"),
               "--target=cpu", "--iters=1", "--warmup=0", "--json",
               "--outputs=" + ",".join(outs)]
        if inputs:
            cmd.append("--inputs=" + ",".join(inputs))
        if naive:
            cmd += ["--no-raise", "--verify=none"]
        rc, out, err = run(cmd, args.timeout)
        summary = None
        for line in out.splitlines()[::-1]:
            if line.startswith("{"):
                try:
                    summary = json.loads(line)
                except ValueError:
                    pass
                break
        runner_raised = summary.get("raised_ops") if summary else None
        if rc != 0 and not (summary and summary.get("verified") is False):
            return None, runner_raised, "attn-runner failed (%d): %s" % (
                rc, (err.strip() or out.strip())[-1500:])
        worst, problems = 0.0, []
        for i, (path, exp) in enumerate(zip(outs, expected)):
            if not os.path.exists(path):
                problems.append("output %d not written" % i)
                continue
            got = load_npy(path)
            want = load_npy(os.path.join(prog_dir, exp["file"]))
            e, msg = relative_error(got, want)
            if msg:
                problems.append("output %d: %s" % (i, msg))
                continue
            tol = manifest_entry.get("_tolerance") or \
                TOLERANCE.get(dtype_name(want), 0.0)
            worst = max(worst, e)
            if e > tol:
                problems.append("output %d: rel err %.2e > %.0e (%s)" % (
                    i, e, tol, dtype_name(want)))
        # The runner's own check compares the raised program with the naive
        # one, which for imported bf16 dot products accumulates in bf16
        # where the framework did not: the framework's outputs are the
        # reference here, so its verdict is not a failure of its own.
        return worst, runner_raised, "; ".join(problems) or None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def check_program(args, name, half, manifest_entry, expectation):
    """Returns (status, line, observed)."""
    prog_dir = os.path.join(args.corpus_dir, half, name)
    if not manifest_entry.get("program"):
        return "FAIL", "FAIL %s: no program (import error: %s)" % (
            name, manifest_entry.get("import_error")), None
    ops, reasons, generic, error = raise_program(
        args, os.path.join(prog_dir, "program.mlir"))
    if error:
        return "FAIL", "FAIL %s: %s" % (name, error), None
    observed = {"ops": ops, "reasons": reasons}
    if args.print_observed:
        return None, None, observed

    failures, notes = [], []
    status = "PASS"
    if expectation and expectation.get("tolerance"):
        manifest_entry = dict(manifest_entry,
                              _tolerance=expectation["tolerance"])
    if expectation is None:
        failures.append("no entry in expectations.json")
        expectation = {}
    # An entry written by --update-expectations records what the tool did,
    # not what is right: it fails until someone reviews it.
    if expectation.get("unreviewed"):
        failures.append("expectation recorded by --update-expectations and "
                        "not reviewed (remove 'unreviewed' once it is)")
    if "raise" in expectation and "not_raised" in expectation:
        failures.append("expectation has both 'raise' and 'not_raised'")
    if "raise" in expectation:
        want = expectation["raise"]
        pending = expectation.get("pending")
        if not ops and pending is not None:
            status = "PENDING"
            notes.append("not raised yet (%s)" % (
                "; ".join(reasons) if reasons else "no remark"))
            if reasons and not any(pending in r or r in pending
                                   for r in reasons):
                notes.append("pending reason now differs from %r" % pending)
        else:
            diffs = compare_ops(want, ops)
            if not ops and not diffs:
                diffs = ["not raised"]
            if diffs:
                failures.append(("raised differently from the expectation: "
                                 if ops else "") + "; ".join(diffs) +
                                ("" if ops else " (%s)" % "; ".join(
                                    reasons or ["no remark"])))
            elif "preferred" in expectation and not failures:
                notes.append("exact; not yet the preferred form")
            if ops and pending is not None:
                failures.append("now raises: remove pending (%s)" %
                                "; ".join(describe(o) for o in ops))
            left = leftover_scores(generic, ops) if ops else []
            if left:
                failures.append("f32 (Sq, Skv) tensors remain: " +
                                "; ".join(left[:4]))
    elif "not_raised" in expectation:
        if ops:
            failures.append("raised, but expected not to be (%s): %s" % (
                expectation.get("why", ""), "; ".join(describe(o)
                                                     for o in ops)))
        elif not any(expectation["not_raised"] in r for r in reasons):
            failures.append("no remark contains %r (remarks: %s)" % (
                expectation["not_raised"], "; ".join(reasons) or "none"))
        else:
            notes.append("not raised as expected")

    # Run it.
    err_txt = ""
    if not args.no_run:
        worst, runner_raised, problem = run_program(args, prog_dir,
                                                    manifest_entry, False)
        if problem:
            failures.append(problem)
        if runner_raised is not None and runner_raised != len(ops):
            failures.append("attn-runner raised %d ops, attn-opt %d" % (
                runner_raised, len(ops)))
        if worst is not None:
            err_txt = "rel err %.2e" % worst
        if args.naive and ops:
            worst_n, _, problem_n = run_program(args, prog_dir,
                                                manifest_entry, True)
            if problem_n:
                failures.append("naive program: " + problem_n)
            elif worst_n is not None:
                err_txt += ", naive %.2e" % worst_n

    if ops:
        what = "%d attn.sdpa (%s)" % (len(ops), "; ".join(describe(o)
                                                           for o in ops))
    else:
        what = "0 attn.sdpa"
    if failures:
        return "FAIL", "FAIL %s: %s" % (
            name, "; ".join(failures + ([err_txt] if err_txt else []))), \
            observed
    text = ", ".join(x for x in [what] + notes + [err_txt] if x)
    return status, "%s %s: %s" % (status, name, text), observed


# --------------------------------------------------------------------------
# Expectations file
# --------------------------------------------------------------------------

def format_expectations(data):
    """JSON with one line per op and per string (readable diffs)."""
    def dump(x):
        return json.dumps(x, ensure_ascii=False)

    def items(pairs, indent, last_comma):
        lines = []
        for i, (k, v) in enumerate(pairs):
            comma = "," if i + 1 < len(pairs) or last_comma else ""
            if isinstance(v, list) and v and isinstance(v[0], (dict, str)):
                lines.append("%s%s: [" % (indent, dump(k)))
                lines += ["%s  %s%s" % (indent, dump(x),
                                        "," if j + 1 < len(v) else "")
                          for j, x in enumerate(v)]
                lines.append("%s]%s" % (indent, comma))
            else:
                lines.append("%s%s: %s%s" % (indent, dump(k), dump(v), comma))
        return lines

    out = ["{"]
    out += items([(k, v) for k, v in data.items() if k != "programs"], "  ",
                 True)
    out.append('  "programs": {')
    names = list(data["programs"])
    for n, name in enumerate(names):
        out.append("    %s: {" % dump(name))
        out += items(list(data["programs"][name].items()), "      ", False)
        out.append("    }%s" % ("," if n + 1 < len(names) else ""))
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def update_expectations(path, data, observed):
    """Adds entries for programs that have none and refreshes the reasons
    of pending ones; never rewrites a raise or not_raised expectation."""
    changed = []
    for name, obs in observed.items():
        entry = data["programs"].get(name)
        reason = "; ".join(obs["reasons"]) if obs["reasons"] else "no remark"
        if entry is None:
            if obs["ops"]:
                data["programs"][name] = {
                    "raise": [expectation_form(o) for o in obs["ops"]],
                    "why": "recorded from the observed raise by "
                           "--update-expectations",
                    "unreviewed": True}
            else:
                data["programs"][name] = {
                    "not_raised": obs["reasons"][0] if obs["reasons"] else "",
                    "why": "recorded by --update-expectations; write the "
                           "correct raise (with pending) or the reason",
                    "unreviewed": True}
            changed.append(name)
        elif "pending" in entry and not obs["ops"] and \
                entry["pending"] != reason:
            entry["pending"] = reason
            changed.append(name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(format_expectations(data))
    return changed


# --------------------------------------------------------------------------

def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--attn-opt", default="attn-opt")
    p.add_argument("--attn-runner", default="attn-runner")
    p.add_argument("--corpus-dir", default=HERE)
    p.add_argument("--expectations", default=None,
                   help="default: CORPUS_DIR/expectations.json")
    p.add_argument("--only", default="",
                   help="comma-separated program names")
    p.add_argument("--print-observed", action="store_true",
                   help="print the raised ops as expectation JSON and stop")
    p.add_argument("--update-expectations", action="store_true",
                   help="add entries for programs without one and refresh "
                        "pending reasons (raise expectations are never "
                        "rewritten)")
    p.add_argument("--no-run", action="store_true",
                   help="check the raising only")
    p.add_argument("--naive", action="store_true",
                   help="also run raised programs with --no-raise and "
                        "compare the naive program with the framework")
    p.add_argument("--jobs", "-j", type=int,
                   default=min(4, os.cpu_count() or 1))
    p.add_argument("--timeout", type=int, default=600,
                   help="seconds per attn-runner call")
    args = p.parse_args()
    for tool in ("attn_opt", "attn_runner"):
        path = getattr(args, tool)
        if not (os.path.isfile(path) or shutil.which(path)):
            if tool == "attn_runner" and (args.no_run or args.print_observed):
                continue
            p.error("%s not found: %s" % (tool.replace("_", "-"), path))

    exp_path = args.expectations or os.path.join(args.corpus_dir,
                                                 "expectations.json")
    data = {"programs": {}}
    if os.path.exists(exp_path):
        with open(exp_path, encoding="utf-8") as f:
            data = json.load(f)

    programs = []
    for half in HALVES:
        manifest = os.path.join(args.corpus_dir, half, "corpus.json")
        if not os.path.exists(manifest):
            continue
        with open(manifest) as f:
            for entry in json.load(f)["programs"]:
                programs.append((entry["name"], half, entry))
    if args.only:
        wanted = [n for n in args.only.split(",") if n]
        known = {n for n, _, _ in programs}
        missing = [n for n in wanted if n not in known]
        if missing:
            p.error("not in the manifests: %s" % ", ".join(missing))
        programs = [x for x in programs if x[0] in wanted]
    stale = sorted(set(data["programs"]) -
                   {n for n, _, _ in programs}) if not args.only else []

    def job(item):
        name, half, entry = item
        try:
            return check_program(args, name, half, entry,
                                 data["programs"].get(name))
        except Exception as e:  # a driver bug must not hide other programs
            return "FAIL", "FAIL %s: driver error: %r" % (name, e), None

    counts = {"PASS": 0, "PENDING": 0, "FAIL": 0}
    observed = {}
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for (name, _, _), (status, line, obs) in zip(
                programs, pool.map(job, programs)):
            if obs is not None:
                observed[name] = obs
            if args.print_observed:
                if status == "FAIL":
                    print(line, file=sys.stderr)
                    counts["FAIL"] += 1
                continue
            counts[status] += 1
            print(line, flush=True)

    if args.print_observed:
        out = {}
        for name, obs in observed.items():
            if obs["ops"]:
                out[name] = {"raise": [expectation_form(o)
                                       for o in obs["ops"]]}
            else:
                out[name] = {"not_raised": obs["reasons"]}
        print(json.dumps(out, indent=2))
        return 1 if counts["FAIL"] else 0

    if args.update_expectations:
        changed = update_expectations(exp_path, data, observed)
        print("updated %s: %s" % (exp_path, ", ".join(changed) or
                                  "nothing changed"))
    for name in stale:
        print("FAIL %s: in expectations.json but in no manifest" % name)
        counts["FAIL"] += 1
    print("\n%d programs: %d passed, %d pending, %d failed" % (
        sum(counts.values()), counts["PASS"], counts["PENDING"],
        counts["FAIL"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
