#!/usr/bin/env python3
#===- gen_raise_cases.py - naive attention programs for attn-raise -*- python -*-===#
#
# Builds naive, score-materialising attention programs in linalg/tensor/arith/
# math from a *spec* (a dict that names one choice per spelling axis), and
# states what `attn-raise` must do with each: raise it to exactly one
# attn.sdpa with given attributes and operand types, or leave it alone.
#
# The expectation is derived from the spec and attn.sdpa's documented
# semantics (AttnOps.td), never from the pass: the band of a mask gives
# causal/window, the constants give the scale, the shapes decide whether a
# row can be fully masked (for index masks that are no band, by evaluating
# the emitted mask ops, wrapping included: mask_allowed).
#
# Spelling axes (see random_positive): element type, layout (bshd, bhsd,
# sbhd, collapsed [B*H, S, D], single head [S, D], unbatched [S, H, D]),
# K/V head mapping (MHA, GQA repeat = broadcast + collapse_shape, `h floordiv
# g` map, MQA by constant 0), contraction spelling (linalg.generic with any
# loop order, or batch_matmul/matmul with linalg.transpose of K), scale
# (mulf/divf on the scores, folded into Q or K as a generic or inside the
# contraction body, folded into exp2), mask band (causal top-left /
# bottom-right, sliding windows) and its spelling (i1 tensor, inline,
# iota constants; index/i32/i64; either polarity), fill, additive bias,
# softmax (linalg.softmax, or decomposed with maximumf/maxnumf, -inf or
# finfo.min init, exp or exp2, divide or reciprocal), sinks (off-by-one,
# learnable), output cast; and score and mask logic that only attn.sdpa's
# score_mod / mask_mod regions express (Gemma 2's softcap, a hand-written
# ALiBi term, prefix-LM and document masks, positions cast to i4).
#
# Near-misses (random_negative) change one thing so that the program is no
# longer softmax attention (or not provably so); NEGATIVE_KINDS lists them
# with the reason attn-raise is expected to give.
#
# usage:
#   gen_raise_cases.py --count N --seed S --out DIR [--negative-fraction F]
#     writes DIR/case_NNNNN.mlir and DIR/manifest.json
#   gen_raise_cases.py --seed S --print       one random case on stdout
#
#===----------------------------------------------------------------------===#

import argparse
import copy
import json
import math
import os
import random
import struct
import sys

NINF = '0xFF800000'
FINFO_MIN = '-3.40282347E+38'
FILLS = {'ninf': NINF, 'min': FINFO_MIN, '1e9': '-1.000000e+09'}
LOG2E = math.log2(math.e)


def f32(x):
    """x rounded to the nearest f32, as a Python float."""
    return struct.unpack('f', struct.pack('f', x))[0]


def flit(x):
    """An f32 literal MLIR parses back to f32(x)."""
    return '%.9e' % f32(x)


def mlir_f64(x):
    """x as MLIR prints an f64 attribute."""
    short = '%.6e' % x
    if float(short) == x:
        return short
    return repr(x)


#===----------------------------------------------------------------------===#
# Specs
#===----------------------------------------------------------------------===#

LAYOUTS4 = {
    # roles of Q in storage order; K/V replace i by j, h by the kv head
    'bshd': ['b', 'i', 'h', 'd'],
    'bhsd': ['b', 'h', 'i', 'd'],
    'sbhd': ['i', 'b', 'h', 'd'],
}
LAYOUTS = dict(LAYOUTS4)
LAYOUTS['x'] = ['x', 'i', 'd']    # batch and heads collapsed: [B*H, S, D]
LAYOUTS['s'] = ['i', 'd']         # one head: [S, D]
LAYOUTS['sh'] = ['i', 'h', 'd']   # no batch: [S, H, D]


def base_spec(**overrides):
    """The canonical naive form (naive.py's spelling) with f32 inputs."""
    spec = dict(
        name='case',
        dt='f32',             # f32 | bf16 | f16
        layout='bshd',        # see LAYOUTS
        B=2, Hq=4, Hkv=4, Sq=20, Skv=20, D=8, Dv=8,
        kv='mha',             # mha | repeat | floordiv | const0 | tile | mod
        qk='generic',         # generic | named (batch_matmul / matmul)
        pv='generic',
        qk_loop_perm=None,    # permutation of the Q.K loops (None: natural)
        qk_swap=False,        # ins(k, q) instead of ins(q, k)
        pv_swap=False,        # ins(v, p)
        pv_loop_perm=None,
        score_roles=None,     # storage order of the scores (None: b,h,i,j)
        scale_mode='mul',     # mul | mul_lhs | div | q_generic | q_body |
                              # k_generic | k_body | none | exp2
        scale=None,           # None: 1/sqrt(D)
        bias=None,            # None | full | 1h | b1 | ss | x
        bias_pos='post',      # post (after the scale) | pre
        bias_dt='f32',
        mask=None,            # list of ('upper', U) / ('lower', L): j-i<=U, j-i>=L
        mask_form='tensor',   # tensor | inline | iota
        mask_arg=None,        # roles of an i1 mask argument (allowed pairs,
                              # or masked ones with polarity 'masked'),
                              # e.g. ['b', '1', 'i', 'j']; rows may be empty
        mask_loops_ji=False,  # the i1 generic iterates (j, i)
        polarity='allowed',   # allowed | masked | xor
        idx='index',          # index | i32 | i64
        cmp_styles=None,      # per condition spelling index
        fill='ninf',          # ninf | min | 1e9
        fuse=False,           # scale, bias and mask in one generic
        softmax='linalg',     # linalg | decomposed
        max_op='maximumf',    # maximumf | maxnumf
        max_init='ninf',      # ninf | min
        max_swap=False,       # maximumf(acc, x)
        red_perm=None,        # loop order of the reductions
        exp='exp',            # exp | exp2
        exp_inline=False,     # sum and normalisation recompute exp(s - m)
        norm='div',           # div | recip_generic | recip_inline
        sink=None,            # None | obo_neg | obo_sub | learnable
        sink_separate=False,  # the sink term in its own row generic
        out='trunc',          # trunc | f32
        out_roles=None,       # storage order of the output (None: Q's)
        lse=None,             # None | natural (m + log z) | swap (log z + m)
                              # | base2 (m*c + log2 z, with exp2): a second
                              # result
        lse_roles=None,       # storage order of the LSE (None: the rows')
        neg=None,             # a near-miss kind (NEGATIVE_KINDS)
        bias_ninf_row=None,   # query row of the (f32) bias set to -inf in
                              # the function (differential cases)
        nan_sentinel=False,   # results map NaN to 1000 before the return,
                              # so a differential run requires NaN in both
        score_mod=None,       # None | softcap (c tanh(s / c)) | alibi
                              # (s - slope |i - j|): on the scaled scores
                              # before the mask, raised into score_mod
        softcap=None,         # c
        alibi_slope=None,
        mask_mod=None,        # None | prefix ((j <= i) or (j < P)) |
                              # document (i / L == j / L, and causal from
                              # `mask`) | narrow (`mask` on positions cast
                              # to i4, which wrap): raised into mask_mod
        mask_mod_len=None,    # P or L
        mod_form=0,           # spelling of the modifiers
    )
    spec.update(overrides)
    return spec


def sizes(spec):
    R = spec['Hq'] // spec['Hkv']
    return {'b': spec['B'], 'h': spec['Hq'], 'g': spec['Hkv'], 'r': R,
            'i': spec['Sq'], 'j': spec['Skv'], 'd': spec['D'],
            'e': spec['Dv'], 'x': spec['B'] * spec['Hq'],
            'y': spec['B'] * spec['Hkv'], '1': 1, 'g0': 1}


GQA_KV = ('repeat', 'repeat_expand', 'floordiv', 'const0', 'const0_k',
          'absent')


def default_scale(D):
    return 1.0 / math.sqrt(D)


#===----------------------------------------------------------------------===#
# Expectation (from the spec and attn.sdpa's semantics)
#===----------------------------------------------------------------------===#

NEGATIVE_KINDS = {
    # kind: the start of the reason attn-raise=report=true gives (%d: the
    # first fully masked row)
    'mask_batch': 'the mask depends on an index other than the query and key',
    'mask_head': 'the mask depends on an index other than the query and key',
    'softmax_axis_i': 'the row maximum is not the maximum of the same scores',
    'sum_wrong_dim': 'the denominator does not sum the numerator',
    'sum_other_exp': 'the denominator does not sum the numerator',
    'max_other_scores': 'the row maximum is not the maximum of the same scores',
    'min_reduce': 'the row maximum is not the maximum of the same scores',
    'scale_after_softmax': 'the probabilities are not a quotient',
    'upper_negative_min': "the mask's upper band j - i <=",
    'br_more_queries_min': 'row %d is fully masked',
    'br_more_queries_ninf': 'row %d is fully masked',
    'window_left_past_end': 'row %d is fully masked',
    'polarity_inverted': "the mask's lower band is above the diagonal",
    'tile_heads': 'K/V heads are not shared by groups of consecutive',
    'mod_heads': 'K/V heads are not shared by groups of consecutive',
    'multi_use_p': 'an intermediate (linalg.generic) has uses outside',
    'multi_use_scores': 'an intermediate (linalg.generic) has uses outside',
    'multi_use_max': 'an intermediate (linalg.generic) has uses outside',
    'bf16_qk_accum': 'the Q·K contraction does not accumulate in f32',
    'bf16_probs': 'the probabilities are rounded before P·V',
    'exp_no_max': 'the numerator is not exp(s - max)',
    'fill_small': 'the mask fill is not -inf or a large negative',
    'sum_init_one': 'the denominator sum does not start at 0',
    'pv_init_one': 'the P·V accumulator does not start at 0',
    # (A product with a computed value is score logic.)
    'scale_nonconst': 'the score logic reads a scalar computed outside it',
    'sink_const_one': 'the denominator is not a sum reduction',
    'sink_per_query': 'the sink is not an f32 [Hq] tensor indexed by the',
    'mixed_dtypes': 'Q, K and V have different element types',
    'mask_coeff2': 'the mask is not a band of j - i',
    'mask_eq': 'the mask uses an equality comparison',
    # Near-misses whose naive meaning differs from any attn.sdpa although
    # each piece looks acceptable in isolation.
    'unsigned_window': 'the mask uses an unsigned comparison',
    # Positions cast to i4 wrap: a mask_mod, but one that masks a row
    # fully (found by evaluating it) under a finite fill.
    'mask_narrow_int': 'row %d is fully masked',
    'fill_rescaled': 'the mask fill is not -inf or a large negative',
    'fill_then_negative_scale': 'the scores are scaled by a non-positive',
    'fill_nan': 'the mask fill is not -inf or a large negative',
    'exp2_scaled_sink': 'a sink term next to an exp2-scaled numerator',
    # A second result that is almost the log-sum-exp of the softmax rows.
    'lse_base': "the log-sum-exp's logarithm is not in the base of the",
    'lse_no_max': 'the log-sum-exp is not max + log(sum) of the softmax',
    'lse_no_sink': "the log-sum-exp's log is not of the softmax's",
    'lse_rows': "the log-sum-exp's log is not of the softmax's",
    # A boolean mask argument that may mask a row fully, where the raise
    # could not keep the program's meaning of that row.
    'mask_arg_ninf': 'a mask tensor filled with -inf may mask a row fully',
    'mask_arg_1e9': "a mask tensor's fill is too small to stay exact",
    'mask_arg_band': 'a mask tensor next to an index mask',
    # A bias argument may make a row all -inf: NaN in the program, which
    # attn.sdpa can only be made to give without a sink or a finite fill.
    'bias_sink': 'a sink next to a bias tensor that may hold -inf',
    'bias_finite_fill': 'a bias tensor that may hold -inf next to an index',
    # Score and mask logic that a score_mod / mask_mod cannot keep exactly.
    'score_mod_tensor': 'the score logic reads a tensor besides Q·K',
    'score_mod_ninf': 'the score logic may turn a finite score into -inf',
    'bias_after_score_mod': 'a bias is added after score logic that no '
                            'attribute',
    'prefix_head': 'uses an index other than the query and key positions',
    'prefix_batch': 'uses an index other than the query and key positions',
    # A mask tensor becomes a bias of 0 / fill, which score_mod would see:
    # c tanh((s + fill) / c) = -c, no longer negligible; refused.
    'mask_arg_score_mod': 'a mask tensor next to score logic',
}

# Near-miss kinds about the modifiers (their base keeps its score and mask
# modifiers; the others' base has none).
MODIFIER_NEGATIVES = ('mask_narrow_int', 'score_mod_tensor', 'score_mod_ninf',
                      'bias_after_score_mod', 'prefix_head', 'prefix_batch',
                      'mask_arg_score_mod')


# Bugs of attn-raise that the generator runs into (found with these tests;
# see test/Dialect/Attn/raise-*.mlir, `// LIMITATION:`). A case that hits one is an
# expected failure for run_raise_fuzz.py unless --strict. Remove an entry
# once the pass is fixed.
KNOWN_BUGS = {
    'learnable-sink':
        'a learnable sink is rebuilt by toLayout as a rank-4 tensor (or from '
        'out-of-range loop sizes without a head dim): attn.sdpa fails to '
        'verify',
    'unsigned-compare':
        'unsigned cmpi predicates are treated as signed: j uge i - W wraps',
    'narrow-index-cast':
        'index_cast/trunci to a narrow integer is looked through although '
        'the positions wrap',
    'fill-scaled-after-mask':
        'the fill is checked before factors applied after the select: a '
        'small factor makes it finite-ish, a negative one +inf (and a '
        'negative scale gives an invalid attn.sdpa)',
    'nan-fill':
        'a NaN fill passes the "large negative" check (NaN > -1e4 is false)',
    'exp2-bias-unscaled':
        'exp2((s + bias - m) * c) with c != log2 e: the bias is raised '
        'without the factor c*ln2 that exp2 applies to it (wrong results)',
    'exp2-sink-unscaled':
        'exp2((s - m) * c) with c != log2 e folds the scale, but the sink '
        'term exp(-m) is accepted unscaled',
    'sink-without-head-dim':
        'with no head dim (heads classified as batch) the sink index is not '
        'checked and toLayout reads loop sizes at index -1',
}

NEGATIVE_BUGS = {}


def known_bug(spec):
    """The KNOWN_BUGS entry `spec` runs into, or None."""
    neg = spec['neg']
    if neg:
        if neg in NEGATIVE_BUGS:
            return NEGATIVE_BUGS[neg]
        return None
    return None


def band(spec):
    lo, hi = None, None
    for kind, value in spec['mask'] or []:
        if kind == 'upper':
            hi = value if hi is None else min(hi, value)
        else:
            lo = value if lo is None else max(lo, value)
    return lo, hi


def first_empty_row(spec):
    if spec['mask_mod']:
        return first_masked_row(spec)
    lo, hi = band(spec)
    for i in range(spec['Sq']):
        a = 0 if lo is None else max(0, i + lo)
        b = spec['Skv'] - 1 if hi is None else min(spec['Skv'] - 1, i + hi)
        if a > b:
            return i
    return None


def mask_attributes(spec):
    """(causal, window, empty_row) of the mask band per AttnOps.td."""
    lo, hi = band(spec)
    Sq, Skv = spec['Sq'], spec['Skv']
    empty = False
    for i in range(Sq):
        a = 0 if lo is None else max(0, i + lo)
        b = Skv - 1 if hi is None else min(Skv - 1, i + hi)
        if a > b:
            empty = True
    causal, left, right, offset = 'none', -1, -1, 0
    if hi is not None:
        if hi == 0:
            causal = 'top_left'
        elif hi == Skv - Sq:
            causal, offset = 'bottom_right', Skv - Sq
        elif hi > 0:
            right = hi
        else:
            return None, None, True
    if lo is not None:
        left = offset - lo
        if left < 0:
            return None, None, True
    if causal != 'none' and left >= 0:
        right = 0
    window = None if (left, right) == (-1, -1) else [left, right]
    return causal, window, empty


def effective_scale(spec):
    """The scale as attn-raise accumulates it: f32 constants, multiplied in
    f64 in the order exp2 constant, score factors, Q/K factors."""
    D = spec['D']
    c = default_scale(D) if spec['scale'] is None else spec['scale']
    mode = spec['scale_mode']
    value = 1.0
    if mode == 'exp2':
        value = f32(c * LOG2E) * math.log(2.0)
    elif spec['exp'] == 'exp2' and spec['softmax'] == 'decomposed':
        value = f32(LOG2E) * math.log(2.0)
    if mode in ('mul', 'mul_lhs', 'q_generic', 'q_body', 'k_generic',
                'k_body'):
        value *= f32(c)
    elif mode == 'div':
        value *= 1.0 / f32(1.0 / c)
    return value


def expected_scale_attr(spec):
    """None when attn.sdpa's default 1/sqrt(D) (compared in f32)."""
    s = effective_scale(spec)
    if spec['score_mod']:
        # The factors on the scores (and exp2's) are in score_mod; only
        # those folded into Q or K stay in the scale.
        s = 1.0
        if spec['scale_mode'] in ('q_generic', 'q_body', 'k_generic',
                                  'k_body'):
            s = f32(default_scale(spec['D']) if spec['scale'] is None
                    else spec['scale'])
    if f32(s) == f32(default_scale(spec['D'])):
        return None
    return s


def sdpa_dims(spec):
    """(layout, batch, heads_q, heads_kv) of the raised op."""
    L = spec['layout']
    gqa = spec['kv'] in GQA_KV
    if L in LAYOUTS4:
        hkv = spec['Hkv'] if gqa else spec['Hq']
        return L, spec['B'], spec['Hq'], hkv
    if L == 'x':
        X = spec['B'] * spec['Hq']
        if gqa:
            return 'bshd', 1, X, spec['B'] * spec['Hkv']
        return 'bshd', X, 1, 1
    if L == 's':
        return 'bshd', 1, 1, 1
    if L == 'sh':
        # Q holds the single shared dim after the query position: the head
        # of a batch of one (read in place).
        return 'bshd', 1, spec['Hq'], spec['Hkv'] if gqa else spec['Hq']


def layout_shape(layout, b, s, h, d):
    return {'bshd': [b, s, h, d], 'bhsd': [b, h, s, d],
            'sbhd': [s, b, h, d]}[layout]


def ttype(shape, dt):
    return 'tensor<' + 'x'.join(str(x) for x in shape) + 'x' + dt + '>'


def expect(spec):
    """What attn-raise must produce for `spec`."""
    if spec['neg']:
        reason = NEGATIVE_KINDS[spec['neg']]
        if reason and '%d' in reason:
            reason = reason % first_empty_row(spec)
        return {'raised': False, 'reason': reason}
    causal, window = 'none', None
    if spec['mask'] and spec['mask_mod'] != 'narrow':
        # (i4 positions wrap: those comparisons are all mask_mod.)
        causal, window, empty = mask_attributes(spec)
        assert causal is not None and not empty, 'positive spec with empty rows'
    if spec['mask_mod']:
        assert first_masked_row(spec) is None, 'positive spec with empty rows'
    layout, B, H, Hkv = sdpa_dims(spec)
    dt = spec['dt']
    et = dt if (dt == 'f32' or spec['out'] == 'trunc') else 'f32'
    q = ttype(layout_shape(layout, B, spec['Sq'], H, spec['D']), et)
    k = ttype(layout_shape(layout, B, spec['Skv'], Hkv, spec['D']), et)
    v = ttype(layout_shape(layout, B, spec['Skv'], Hkv, spec['Dv']), et)
    o = ttype(layout_shape(layout, B, spec['Sq'], H, spec['Dv']), et)
    operands = [q, k, v]
    bias_shapes = []
    if spec['bias'] or spec['mask_arg']:
        # A mask argument joins the bias as 0 / fill.
        roles = (bias_roles(spec) if spec['bias'] else []) + \
            (spec['mask_arg'] or [])
        operands.append(ttype(bias_sdpa_shape(spec, B, H, roles), 'f32'))
        bias_shapes = [bias_sdpa_shape(spec, B, H, roles)]
        for r in ([bias_roles(spec)] if spec['bias'] else []) + \
                ([spec['mask_arg']] if spec['mask_arg'] else []):
            bias_shapes.append([sizes(spec)[x] for x in r])
    if spec['sink'] == 'learnable':
        operands.append(ttype([H], 'f32'))
    softmax = {None: 'vanilla', 'obo_neg': 'off_by_one',
               'obo_sub': 'off_by_one', 'learnable': 'learnable'}[spec['sink']]
    # Everything is gone when the leaves are already in the layout.
    gone = (spec['layout'] in LAYOUTS4 and
            spec['kv'] not in ('const0', 'const0_k', 'absent') and
            (spec['out_roles'] is None or
             spec['out_roles'] == out_roles_default(spec)) and
            et == dt and not spec['bias'] and not spec['mask_arg'] and
            spec['sink'] != 'learnable')
    result = o
    # A bias argument's all -inf rows are put back to NaN from the lse.
    nan_rows = bool(spec['bias'])
    if spec['lse'] or nan_rows:
        # attn.sdpa's lse [B, Hq, Sq], copied into the program's order.
        result = '(%s, %s)' % (o, ttype([B, H, spec['Sq']], 'f32'))
        gone = False
    return {'raised': True, 'layout': layout, 'causal': causal,
            'window': window, 'scale': expected_scale_attr(spec),
            'softmax': softmax, 'operands': operands, 'result': result,
            'bias': bool(spec['bias'] or spec['mask_arg']),
            'sink': spec['sink'] == 'learnable',
            'nan_rows': nan_rows,
            'bias_shapes': bias_shapes,
            # the bias is multiplied by the factors applied after it
            'bias_scaled': bool(spec['bias']) and (
                spec['scale_mode'] == 'exp2' or
                (spec['bias_pos'] == 'pre' and
                 spec['scale_mode'] in ('mul', 'mul_lhs', 'div'))),
            'all_gone': gone,
            # the modifier regions and ops each must hold (constants aside)
            'score_mod': modifier_ops(spec, spec['score_mod']),
            'mask_mod': modifier_ops(spec, spec['mask_mod'])}


# Ops a modifier region must hold (the raise may spell index arithmetic
# its own way, and folds the factors around the scores into one mulf).
MODIFIER_OPS = {
    'softcap': ['math.tanh', 'arith.mulf'],
    'alibi': ['arith.sitofp', 'arith.mulf', 'arith.subf'],
    'prefix': ['arith.cmpi'],
    'document': ['arith.cmpi'],
    'narrow': ['arith.index_cast', 'arith.cmpi'],
}


def modifier_ops(spec, kind):
    """The ops a region for modifier `kind` must hold (None: no region)."""
    if not kind:
        return None
    ops = list(MODIFIER_OPS[kind])
    if kind == 'softcap' and spec['mod_form'] % 2 == 0:
        ops.append('arith.divf')
    if kind == 'alibi' and spec['mod_form'] % 3 == 2:
        ops.append('math.absf')
    return ops


def alternative_expectations(spec):
    """Other raisings of `spec` that compute the same function.

    With K/V that have no head dim (MQA) and nothing that tells a query row
    from a head (no index mask, no learnable sink, no bias that reads only
    one of them), rows of different heads are interchangeable; attn-raise
    then takes Q's outer dim as the query, so a bhsd Q [B, H, S, D] is read
    as bshd with S and H swapped."""
    if (spec['neg'] or spec['kv'] != 'absent' or spec['layout'] != 'bhsd' or
            has_index_mask(spec) or spec['score_mod'] == 'alibi' or
            spec['sink'] == 'learnable' or
            spec['bias'] == 'ss' or (spec['mask_arg'] and (
                ('i' in spec['mask_arg']) != ('h' in spec['mask_arg'])))):
        return []
    alternative = expect(dict(spec, layout='bshd', Sq=spec['Hq'],
                              Hq=spec['Sq']))
    alternative['bias_shapes'] += expect(spec)['bias_shapes']
    return [alternative]


def bias_roles(spec):
    L = spec['layout']
    kind = spec['bias']
    if L == 'x':
        return {'x': ['x', 'i', 'j'], 'ss': ['i', 'j']}[kind]
    if L == 's':
        return ['i', 'j']
    if L == 'sh':
        return {'full': ['h', 'i', 'j'], 'ss': ['i', 'j']}[kind]
    return {'full': ['b', 'h', 'i', 'j'], '1h': ['1', 'h', 'i', 'j'],
            'b1': ['b', '1', '1', 'j'], 'ss': ['i', 'j']}[kind]


def bias_sdpa_shape(spec, B, H, roles=None):
    """[B|1, H|1, Sq|1, Skv|1] over the raised op's batch and heads."""
    roles = roles or bias_roles(spec)
    L = spec['layout']
    batch_role, head_role = 'b', 'h'
    if L == 'x':
        gqa = spec['kv'] in GQA_KV
        batch_role, head_role = (None, 'x') if gqa else ('x', None)
    return [B if batch_role in roles else 1, H if head_role in roles else 1,
            spec['Sq'] if 'i' in roles else 1,
            spec['Skv'] if 'j' in roles else 1]


def out_roles_default(spec):
    return [r if r != 'd' else 'e' for r in LAYOUTS[spec['layout']]]


#===----------------------------------------------------------------------===#
# Emission
#===----------------------------------------------------------------------===#

class Body:
    """The region of a linalg.generic."""

    def __init__(self, fn, arg_types):
        self.fn = fn
        self.args = [fn.fresh('a') for _ in arg_types]
        self.arg_types = arg_types
        self.lines = []

    def op(self, text, prefix='t'):
        name = self.fn.fresh(prefix)
        self.lines.append('%s = %s' % (name, text))
        return name

    def const(self, value, ty):
        return self.op('arith.constant %s : %s' % (value, ty), 'c')

    def fconst(self, x):
        return self.const(flit(x), 'f32')

    def index(self, dim):
        return self.op('linalg.index %d : index' % dim, 'ix')

    def extf(self, x, dt):
        if dt == 'f32':
            return x
        return self.op('arith.extf %s : %s to f32' % (x, dt))


class Function:
    def __init__(self, spec):
        self.spec = spec
        self.sz = sizes(spec)
        self.count = 0
        self.lines = []
        self.marks = {}      # tag -> index in lines of a tagged op
        self.pending = None  # tag of the next linalg.generic

    def mark(self, tag):
        """Tags the next emitted line."""
        self.marks[tag] = len(self.lines)

    def fresh(self, prefix):
        self.count += 1
        return '%%%s%d' % (prefix, self.count)

    def emit(self, text):
        self.lines.append('  ' + text)

    def shape(self, roles):
        return [self.sz[r] for r in roles]

    def ty(self, roles, dt):
        return ttype(self.shape(roles), dt)

    def empty(self, roles, dt):
        name = self.fresh('e')
        self.emit('%s = tensor.empty() : %s' % (name, self.ty(roles, dt)))
        return name

    def filled(self, roles, value, dt='f32'):
        e = self.empty(roles, dt)
        c = self.fresh('c')
        self.emit('%s = arith.constant %s : %s' % (c, value, dt))
        name = self.fresh('f')
        t = self.ty(roles, dt)
        self.emit('%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s'
                  % (name, c, dt, e, t, t))
        return name

    def expr(self, role, loops):
        """Index expression of a tensor role in an iteration space."""
        if role == '1':
            return '0'
        if role in loops:
            return role
        kv = self.spec['kv']
        R, G = self.sz['r'], self.sz['g']
        if role == 'g0':
            return '0'
        head = {'g': 'h', 'y': 'x'}.get(role)
        if head and head in loops:
            if kv == 'mod':
                return '%s mod %d' % (head, G if role == 'g' else
                                      self.sz['y'])
            return '%s floordiv %d' % (head, R)
        raise ValueError('role %s not in loops %s' % (role, loops))

    def generic(self, ins, out_roles, out_dt, loops, reduction, body_fn,
                init=None, out_exprs=None):
        """ins: list of (value, roles, dt) or (value, roles, dt, exprs)."""
        maps, operands, types, arg_types = [], [], [], []
        for item in ins:
            value, roles, dt = item[:3]
            exprs = item[3] if len(item) > 3 else [self.expr(r, loops)
                                                   for r in roles]
            maps.append('affine_map<(%s) -> (%s)>'
                        % (', '.join(loops), ', '.join(exprs)))
            operands.append(value)
            types.append(self.ty(roles, dt) if roles is not None else dt)
            arg_types.append(dt)
        out_exprs = out_exprs or out_roles
        maps.append('affine_map<(%s) -> (%s)>'
                    % (', '.join(loops), ', '.join(out_exprs)))
        out_type = self.ty(out_roles, out_dt)
        if init is None:
            init = self.empty(out_roles, out_dt)
        arg_types.append(out_dt)
        iters = ', '.join('"reduction"' if l in reduction else '"parallel"'
                          for l in loops)
        body = Body(self, arg_types)
        result = body_fn(body, body.args)
        name = self.fresh('g')
        if self.pending:
            self.marks[self.pending] = len(self.lines)
            self.pending = None
        ins_text = ''
        if operands:
            ins_text = ' ins(%s : %s)' % (', '.join(operands), ', '.join(types))
        self.emit('%s = linalg.generic {indexing_maps = [%s], '
                  'iterator_types = [%s]}' % (name, ', '.join(maps), iters))
        self.emit('    %s outs(%s : %s) {' % (ins_text.strip() and ins_text
                                              or '', init, out_type))
        self.emit('  ^bb0(%s):' % ', '.join(
            '%s: %s' % (a, t) for a, t in zip(body.args, arg_types)))
        for line in body.lines:
            self.emit('    ' + line)
        self.emit('    linalg.yield %s : %s' % (result, out_dt))
        self.emit('} -> %s' % out_type)
        return name


def permuted(roles, perm):
    if perm is None:
        return list(roles)
    return [roles[p] for p in perm]


def kv_roles(spec, feature):
    """Roles of K (feature d) or V (feature e) as stored in the arguments.

    The kv head is `h` (MHA), `g` (Hkv heads, read as h floordiv R, or
    h mod Hkv for `mod`, or collapsed with a repeat), `g0` (one head read
    at constant 0, MQA) or absent."""
    kv = spec['kv']
    out = []
    for r in LAYOUTS[spec['layout']]:
        if r == 'i':
            out.append('j')
        elif r == 'd':
            out.append(feature)
        elif r == 'h':
            if kv == 'mha':
                out.append('h')
            elif kv == 'const0' or (kv == 'const0_k' and feature == 'd'):
                out.append('g0')
            elif kv == 'absent':
                continue
            else:
                out.append('g')
        elif r == 'x':
            out.append('x' if kv == 'mha' else 'y')
        else:
            out.append(r)
    return out


def emit_lse(fn, spec, m, z_sum, z_full, rows, sink, sink_roles, sink_term,
             exp2_c):
    """The log-sum-exp of the softmax rows as a second result (or a
    near-miss of it): (value, type)."""
    neg = spec['neg']
    lse_rows = spec['lse_roles'] or rows
    add_sink = bool(sink) and neg != 'lse_no_sink'
    z_in = z_sum if neg == 'lse_no_sink' else z_full
    z_exprs = list(rows)
    if neg == 'lse_rows':
        z_exprs[rows.index('i')] = '%d - i' % (spec['Sq'] - 1)
    ins = [(m, rows, 'f32'), (z_in, rows, 'f32', z_exprs)]
    if add_sink and sink_roles:
        ins.append(('%sink', sink_roles, 'f32'))

    def lbody(body, a):
        den = a[1]
        if add_sink:
            t = sink_term(body, a[0], a[2] if sink_roles else None)
            den = body.op('arith.addf %s, %s : f32' % (den, t))
        if spec['lse'] == 'base2':
            c = body.fconst(exp2_c)
            mm = body.op('arith.mulf %s, %s : f32' % (a[0], c))
            lg = body.op('math.log2 %s : f32' % den)
            if neg == 'lse_no_max':
                return lg
            return body.op('arith.addf %s, %s : f32' % (mm, lg))
        lg = body.op('%s %s : f32' % ('math.log2' if neg == 'lse_base'
                                     else 'math.log', den))
        if neg == 'lse_no_max':
            return lg
        if spec['lse'] == 'swap':
            return body.op('arith.addf %s, %s : f32' % (lg, a[0]))
        return body.op('arith.addf %s, %s : f32' % (a[0], lg))
    value = fn.generic(ins, lse_rows, 'f32', rows, (), lbody)
    return value, fn.ty(lse_rows, 'f32')


def emit_case(spec):
    """The MLIR text of `spec` (one func.func)."""
    return emit(spec)[0]


def emit(spec):
    """The MLIR text of `spec` and the lines (0 = the func.func line) of its
    P.V contraction ('pv') and softmax sum ('sum', or linalg.softmax)."""
    fn = Function(spec)
    sz = fn.sz
    dt = spec['dt']
    neg = spec['neg']
    L = spec['layout']
    q_roles = list(LAYOUTS[L])
    k_roles = kv_roles(spec, 'd')
    v_roles = kv_roles(spec, 'e')
    q_dt = dt
    k_dt = 'f16' if neg == 'mixed_dtypes' else dt
    v_dt = k_dt
    args = [('%q', q_roles, q_dt), ('%k', k_roles, k_dt), ('%v', v_roles, v_dt)]
    bias_r = bias_roles(spec) if spec['bias'] else None
    if bias_r:
        args.append(('%bias', bias_r, spec['bias_dt']))
    if spec['mask_arg']:
        args.append(('%mask', spec['mask_arg'], 'i1'))
    if spec['sink'] == 'learnable':
        args.append(('%sink', ['i'] if neg == 'sink_per_query' else
                     (['h'] if L not in ('s', 'x') else
                      (['x'] if L == 'x' else ['1'])), 'f32'))
    if neg == 'scale_nonconst':
        args.append(('%alpha', None, 'f32'))
    if neg == 'score_mod_tensor':
        args.append(('%t', ['i', 'j'], 'f32'))

    heads = 'h' if L not in ('x', 's') else ('x' if L == 'x' else None)
    # Score roles.
    if L in LAYOUTS4:
        default_scores = ['b', 'h', 'i', 'j']
    elif L == 'x':
        default_scores = ['x', 'i', 'j']
    elif L == 's':
        default_scores = ['i', 'j']
    else:
        default_scores = ['h', 'i', 'j']
    s_roles = spec['score_roles'] or default_scores
    row_roles = [r for r in s_roles if r != 'j']

    # K/V: repeat (broadcast + collapse) or tile.
    def repeat(value, roles, vdt):
        if spec['kv'] not in ('repeat', 'tile', 'repeat_expand'):
            return value, roles
        tile = spec['kv'] == 'tile'
        if 'g' in roles or ('y' in roles and spec['kv'] == 'repeat'):
            # broadcast [.., G, ..] to [.., G, R, ..] ([.., R, G, ..] for
            # jnp.tile) and collapse the pair into the query heads.
            g = 'g' if 'g' in roles else 'y'
            pos = roles.index(g)
            wide = roles[:pos] + (['r', g] if tile else [g, 'r']) + \
                roles[pos + 1:]
            b = fn.generic([(value, roles, vdt)], wide, vdt, wide, (),
                           lambda body, a: a[0])
            groups = []
            for n in range(len(roles)):
                groups.append([n] if n < pos else ([pos, pos + 1] if n == pos
                                                    else [n + 1]))
            out = roles[:pos] + ['h' if g == 'g' else 'x'] + roles[pos + 1:]
            name = fn.fresh('rep')
            fn.emit('%s = tensor.collapse_shape %s %s : %s into %s'
                    % (name, b, groups, fn.ty(wide, vdt), fn.ty(out, vdt)))
            return name, out
        # Collapsed [B*Hkv, S, D] as [B, Hkv, S, D]: expand, broadcast,
        # collapse (PyTorch's repeat_kv on a view).
        pos = roles.index('y')
        split = roles[:pos] + ['b', 'g'] + roles[pos + 1:]
        expanded = fn.fresh('exp')
        groups = [[0, 1]] + [[n + 1] for n in range(1, len(roles))]
        fn.emit('%s = tensor.expand_shape %s %s output_shape %s : %s into %s'
                % (expanded, value, groups, fn.shape(split), fn.ty(roles, vdt),
                   fn.ty(split, vdt)))
        wide = split[:pos + 1] + (['r', 'g'] if tile else ['g', 'r']) + \
            split[pos + 2:]
        b = fn.generic([(expanded, split, vdt)], wide, vdt, wide, (),
                       lambda body, a: a[0])
        out = roles[:pos] + ['x'] + roles[pos + 1:]
        groups = [[0, 1, 2]] + [[n + 2] for n in range(1, len(roles))]
        name = fn.fresh('rep')
        fn.emit('%s = tensor.collapse_shape %s %s : %s into %s'
                % (name, b, groups, fn.ty(wide, vdt), fn.ty(out, vdt)))
        return name, out

    scale = default_scale(spec['D']) if spec['scale'] is None else spec['scale']
    mode = spec['scale_mode']

    # Scale folded into Q or K as its own generic (upcasting first).
    q_val, q_r, q_t = '%q', q_roles, q_dt
    k_val, k_r, k_t = '%k', k_roles, k_dt
    if mode in ('q_generic', 'k_generic'):
        val, roles, vdt = (q_val, q_r, q_t) if mode == 'q_generic' else \
            (k_val, k_r, k_t)

        def pre(body, a):
            x = body.extf(a[0], vdt)
            c = body.fconst(scale)
            return body.op('arith.mulf %s, %s : f32' % (x, c))
        scaled = fn.generic([(val, roles, vdt)], roles, 'f32', roles, (), pre)
        if mode == 'q_generic':
            q_val, q_t = scaled, 'f32'
        else:
            k_val, k_t = scaled, 'f32'
    k_val, k_r = repeat(k_val, k_r, k_t)
    v_val, v_r = repeat('%v', v_roles, v_dt)

    # Q . K.
    zero_scores = fn.filled(s_roles, '0.000000e+00')
    qk_dt = 'bf16' if neg == 'bf16_qk_accum' else 'f32'
    if neg == 'bf16_qk_accum':
        zero_scores = fn.filled(s_roles, '0.000000e+00', 'bf16')
    if spec['qk'] == 'named':
        # Q [X, S, D] x K^T [X, D, S] (or [S, D] x [D, S]).
        kt_roles = [r for r in k_r if r != 'd'][:-1] + ['d', 'j'] \
            if len(k_r) == 3 else ['d', 'j']
        kt_e = fn.empty(kt_roles, k_t)
        kt = fn.fresh('kt')
        perm = [0, 2, 1] if len(k_r) == 3 else [1, 0]
        fn.emit('%s = linalg.transpose ins(%s : %s) outs(%s : %s) '
                'permutation = %s' % (kt, k_val, fn.ty(k_r, k_t), kt_e,
                                      fn.ty(kt_roles, k_t), perm))
        op = 'linalg.batch_matmul' if len(k_r) == 3 else 'linalg.matmul'
        s1 = fn.fresh('s')
        fn.emit('%s = %s ins(%s, %s : %s, %s) outs(%s : %s) -> %s'
                % (s1, op, q_val, kt, fn.ty(q_r, q_t), fn.ty(kt_roles, k_t),
                   zero_scores, fn.ty(s_roles, 'f32'), fn.ty(s_roles, 'f32')))
    else:
        loops = permuted(s_roles + ['d'], spec['qk_loop_perm'])

        def qk_body(body, a):
            qa, ka = (a[1], a[0]) if spec['qk_swap'] else (a[0], a[1])
            if neg == 'bf16_qk_accum':
                p = body.op('arith.mulf %s, %s : bf16' % (qa, ka))
                return body.op('arith.addf %s, %s : bf16' % (a[2], p))
            qf = body.extf(qa, q_t)
            kf = body.extf(ka, k_t)
            if mode == 'q_body':
                c = body.fconst(scale)
                qf = body.op('arith.mulf %s, %s : f32' % (qf, c))
            if mode == 'k_body':
                c = body.fconst(scale)
                kf = body.op('arith.mulf %s, %s : f32' % (c, kf))
            p = body.op('arith.mulf %s, %s : f32' % (qf, kf))
            return body.op('arith.addf %s, %s : f32' % (a[2], p))
        ins = [(q_val, q_r, q_t), (k_val, k_r, k_t)]
        if spec['qk_swap']:
            ins.reverse()
        s1 = fn.generic(ins, s_roles, qk_dt, loops, ('d',), qk_body,
                        init=zero_scores)

    # Elementwise chain on the scores: scale, bias, mask.
    fill_value = FILLS[spec['fill']]
    if neg == 'fill_small':
        fill_value = '-1.000000e+02'
    if neg == 'fill_rescaled':
        fill_value = '-1.000000e+04'
    if neg == 'fill_nan':
        fill_value = '0x7FC00000'

    def select(body, cond, s):
        """The masked score: fill where not allowed."""
        fill = body.const(fill_value, 'f32')
        keep_first = spec['polarity'] == 'allowed'
        if neg == 'polarity_inverted':
            keep_first = not keep_first
        if keep_first:
            return body.op('arith.select %s, %s, %s : f32' % (cond, s, fill))
        return body.op('arith.select %s, %s, %s : f32' % (cond, fill, s))

    mask_tensor = None
    mask_roles = None
    iota = None
    if has_index_mask(spec) and spec['mask_form'] == 'iota':
        iota = {}
        for r in ('i', 'j'):
            n = sz[r]
            name = fn.fresh('iota')
            fn.emit('%s = arith.constant dense<[%s]> : tensor<%dxi32>'
                    % (name, ', '.join(str(x) for x in range(n)), n))
            iota[r] = name
    if has_index_mask(spec) and spec['mask_form'] in ('tensor', 'iota') and \
            neg not in ('mask_batch', 'mask_head', 'prefix_head',
                        'prefix_batch'):
        mask_roles = ['i', 'j']
        mloops = ['j', 'i'] if spec['mask_loops_ji'] else ['i', 'j']
        if iota:
            def mbody(body, a):
                i = body.op('arith.index_cast %s : i32 to index' % a[0])
                j = body.op('arith.index_cast %s : i32 to index' % a[1])
                return mask_condition(spec, body, i, j)
            mask_tensor = fn.generic(
                [(iota['i'], ['i'], 'i32'), (iota['j'], ['j'], 'i32')],
                mask_roles, 'i1', mloops, (), mbody)
        else:
            def mbody(body, a):
                i = body.index(mloops.index('i'))
                j = body.index(mloops.index('j'))
                return mask_condition(spec, body, i, j)
            mask_tensor = fn.generic([], mask_roles, 'i1', mloops, (), mbody)

    bias_in = None
    if bias_r:
        bias_in = ('%bias', bias_r, spec['bias_dt'])
        if spec['bias_ninf_row'] is not None:
            # One query row of the bias all -inf (the rest from the input).
            assert spec['bias_dt'] == 'f32' and 'i' in bias_r
            row_roles = ['1' if r == 'i' else r for r in bias_r]
            row = fn.filled(row_roles, '0xFF800000')
            offsets = ['%d' % spec['bias_ninf_row'] if r == 'i' else '0'
                       for r in bias_r]
            inserted = fn.fresh('b')
            fn.emit('%s = tensor.insert_slice %s into %%bias[%s] [%s] [%s] : '
                    '%s into %s' % (
                        inserted, row, ', '.join(offsets),
                        ', '.join(str(x) for x in fn.shape(row_roles)),
                        ', '.join('1' for _ in bias_r),
                        fn.ty(row_roles, 'f32'), fn.ty(bias_r, 'f32')))
            bias_in = (inserted, bias_r, 'f32')

    def chain_stage(body, a, s, ops, extra):
        """Applies the ops (scale/bias/mask) to s inside one body."""
        for op in ops:
            if op == 'scale':
                if mode in ('mul', 'mul_lhs'):
                    c = body.fconst(scale)
                    if neg == 'fill_rescaled':
                        c = body.fconst(1e-4)
                    if neg == 'fill_then_negative_scale':
                        c = body.fconst(-scale)
                    if neg == 'scale_nonconst':
                        c = '%alpha'
                    if mode == 'mul_lhs':
                        s = body.op('arith.mulf %s, %s : f32' % (c, s))
                    else:
                        s = body.op('arith.mulf %s, %s : f32' % (s, c))
                elif mode == 'div':
                    c = body.fconst(1.0 / scale)
                    s = body.op('arith.divf %s, %s : f32' % (s, c))
            elif op == 'bias':
                x = body.extf(a[extra['bias']], spec['bias_dt'])
                s = body.op('arith.addf %s, %s : f32' % (s, x))
            elif op == 'score_mod':
                t = a[extra['t']] if 't' in extra else None
                s = score_modifier(spec, body, s, extra['loops'], t)
            elif op == 'mask':
                if 'mask_arg' in extra:
                    cond = a[extra['mask_arg']]
                    if spec['polarity'] == 'xor':
                        t = body.op('arith.constant true', 'c')
                        cond = body.op('arith.xori %s, %s : i1' % (cond, t))
                    if 'mask' in extra:
                        cond = body.op('arith.andi %s, %s : i1'
                                       % (cond, a[extra['mask']]))
                elif 'mask' in extra:
                    cond = a[extra['mask']]
                else:
                    loops = extra['loops']
                    if iota:
                        i = body.op('arith.index_cast %s : i32 to index'
                                    % a[extra['iota_i']])
                        j = body.op('arith.index_cast %s : i32 to index'
                                    % a[extra['iota_j']])
                    else:
                        i = body.index(loops.index('i'))
                        j = body.index(loops.index('j'))
                    b_idx = body.index(loops.index('b')) if 'b' in loops \
                        else None
                    h_idx = body.index(loops.index('h')) if 'h' in loops \
                        else None
                    if neg == 'mask_batch' and b_idx is None:
                        b_idx = body.index(loops.index('x'))
                    if neg in ('mask_head', 'prefix_head') and \
                            h_idx is None:
                        h_idx = body.index(loops.index('x'))
                    if neg == 'prefix_batch' and b_idx is None:
                        b_idx = body.index(loops.index('x'))
                    cond = mask_condition(spec, body, i, j, b_idx, h_idx)
                s = select(body, cond, s)
        return s

    ops = []
    if mode in ('mul', 'mul_lhs', 'div'):
        ops.append('scale')
    if bias_r:
        if spec['bias_pos'] == 'pre':
            ops.insert(0, 'bias')
        else:
            ops.append('bias')
    if spec['score_mod'] or neg in ('score_mod_tensor', 'score_mod_ninf'):
        # On the scaled scores (a bias added before is inside it, one
        # added after outside), before the mask: Gemma 2's order.
        ops.insert(ops.index('bias') if bias_r and spec['bias_pos'] == 'post'
                   else len(ops), 'score_mod')
    if neg == 'fill_rescaled' or neg == 'fill_then_negative_scale':
        # mask first, then the (small / negative) scale
        ops = ['mask', 'scale']
    elif has_index_mask(spec) or spec['mask_arg']:
        ops.append('mask')
    stages = [ops] if spec['fuse'] else [[op] for op in ops]
    s_cur = s1
    s_scaled = None
    s_dt = qk_dt
    for stage in stages:
        ins = [(s_cur, s_roles, s_dt)]
        extra = {'loops': s_roles}
        if 'bias' in stage:
            extra['bias'] = len(ins)
            ins.append(bias_in)
        if 'score_mod' in stage and neg == 'score_mod_tensor':
            extra['t'] = len(ins)
            ins.append(('%t', ['i', 'j'], 'f32'))
        if 'mask' in stage and spec['mask_arg']:
            extra['mask_arg'] = len(ins)
            ins.append(('%mask', spec['mask_arg'], 'i1'))
        if 'mask' in stage:
            if mask_tensor:
                extra['mask'] = len(ins)
                ins.append((mask_tensor, mask_roles, 'i1'))
            elif iota:
                extra['iota_i'] = len(ins)
                ins.append((iota['i'], ['i'], 'i32'))
                extra['iota_j'] = len(ins)
                ins.append((iota['j'], ['j'], 'i32'))
        s_new = fn.generic(
            ins, s_roles, 'f32', s_roles, (),
            lambda body, a, stage=stage, extra=extra, s_dt=s_dt:
                chain_stage(body, a, body.extf(a[0], s_dt), stage, extra))
        s_dt = 'f32'
        if 'mask' in stage and s_scaled is None:
            s_scaled = s_cur
        s_cur = s_new
    if s_scaled is None:
        s_scaled = s1
    scores = s_cur

    # Softmax.
    red_loops = permuted(s_roles, spec['red_perm'])
    p = None
    extra_results = []
    if neg == 'multi_use_scores':
        extra_results.append((scores, fn.ty(s_roles, 'f32')))
    if spec['softmax'] == 'linalg' and not spec['sink'] and neg not in (
            'sum_wrong_dim', 'sum_other_exp', 'max_other_scores', 'min_reduce',
            'scale_after_softmax', 'multi_use_p', 'multi_use_max',
            'exp_no_max', 'sum_init_one', 'bf16_probs', 'exp2_scaled_sink'):
        dim = s_roles.index('i' if neg == 'softmax_axis_i' else 'j')
        e = fn.empty(s_roles, 'f32')
        p = fn.fresh('sm')
        t = fn.ty(s_roles, 'f32')
        fn.mark('sum')
        fn.emit('%s = linalg.softmax dimension(%d) ins(%s : %s) outs(%s : %s) '
                '-> %s' % (p, dim, scores, t, e, t, t))
    else:
        axis = 'i' if neg == 'softmax_axis_i' else 'j'
        rows = [r for r in s_roles if r != axis]
        max_src = s_scaled if neg == 'max_other_scores' else scores
        init = fn.filled(rows, NINF if spec['max_init'] == 'ninf'
                         else FINFO_MIN)
        max_op = 'arith.minimumf' if neg == 'min_reduce' else \
            'arith.' + spec['max_op']

        def mx(body, a):
            if spec['max_swap']:
                return body.op('%s %s, %s : f32' % (max_op, a[1], a[0]))
            return body.op('%s %s, %s : f32' % (max_op, a[0], a[1]))
        m = fn.generic([(max_src, s_roles, 'f32')], rows, 'f32', red_loops,
                       (axis,), mx, init=init)
        if neg == 'multi_use_max':
            extra_results.append((m, fn.ty(rows, 'f32')))
        exp2_c = LOG2E
        if spec['scale_mode'] == 'exp2' or neg == 'exp2_scaled_sink':
            exp2_c = scale * LOG2E

        def expo(body, s, mval):
            if neg == 'exp_no_max':
                d = s
            else:
                d = body.op('arith.subf %s, %s : f32' % (s, mval))
            if spec['exp'] == 'exp2' or spec['scale_mode'] == 'exp2' or \
                    neg == 'exp2_scaled_sink':
                c = body.fconst(exp2_c)
                d = body.op('arith.mulf %s, %s : f32' % (d, c))
                return body.op('math.exp2 %s : f32' % d)
            return body.op('math.exp %s : f32' % d)

        sum_axis = 'i' if neg == 'sum_wrong_dim' else axis
        sum_rows = [r for r in s_roles if r != sum_axis]
        if spec['exp_inline']:
            e_val = None
        else:
            e_val = fn.generic([(scores, s_roles, 'f32'), (m, rows, 'f32')],
                               s_roles, 'f32', s_roles, (),
                               lambda body, a: expo(body, a[0], a[1]))
        zinit = fn.filled(sum_rows, '1.000000e+00' if neg == 'sum_init_one'
                          else '0.000000e+00')
        fn.pending = 'sum'
        if neg == 'sum_other_exp':
            def zbody(body, a):
                x = body.op('math.exp %s : f32' % a[0])
                return body.op('arith.addf %s, %s : f32' % (x, a[1]))
            z = fn.generic([(scores, s_roles, 'f32')], sum_rows, 'f32',
                           red_loops, (sum_axis,), zbody, init=zinit)
        elif e_val is None:
            def zbody(body, a):
                x = expo(body, a[0], a[1])
                return body.op('arith.addf %s, %s : f32' % (a[2], x))
            z = fn.generic([(scores, s_roles, 'f32'), (m, rows, 'f32')],
                           sum_rows, 'f32', red_loops, (sum_axis,), zbody,
                           init=zinit)
        else:
            def zbody(body, a):
                return body.op('arith.addf %s, %s : f32' % (a[0], a[1]))
            z = fn.generic([(e_val, s_roles, 'f32')], sum_rows, 'f32',
                           red_loops, (sum_axis,), zbody, init=zinit)

        z_sum = z
        sink = spec['sink']
        if neg == 'exp2_scaled_sink':
            sink = 'obo_neg'
        if neg == 'sink_const_one':
            sink = 'const_one'
        sink_roles = None
        if sink == 'learnable':
            sink_roles = ['i'] if neg == 'sink_per_query' else \
                (['h'] if L not in ('s', 'x') else
                 (['x'] if L == 'x' else ['1']))

        def sink_term(body, mval, sval):
            if sink == 'obo_neg':
                x = body.op('arith.negf %s : f32' % mval)
            elif sink == 'obo_sub':
                c = body.fconst(0.0)
                x = body.op('arith.subf %s, %s : f32' % (c, mval))
            elif sink == 'const_one':
                c = body.fconst(1.0)
                x = body.op('arith.subf %s, %s : f32' % (c, mval))
            else:
                x = body.op('arith.subf %s, %s : f32' % (sval, mval))
            return body.op('math.exp %s : f32' % x)

        if sink and spec['sink_separate']:
            ins = [(z, sum_rows, 'f32'), (m, rows, 'f32')]
            if sink_roles:
                ins.append(('%sink', sink_roles, 'f32'))

            def zs(body, a):
                t = sink_term(body, a[1], a[2] if sink_roles else None)
                return body.op('arith.addf %s, %s : f32' % (a[0], t))
            z = fn.generic(ins, rows, 'f32', rows, (), zs)
            sink = None
        z_full = z

        if spec['norm'] == 'recip_generic' and not sink:
            def rb(body, a):
                one = body.fconst(1.0)
                return body.op('arith.divf %s, %s : f32' % (one, a[0]))
            z = fn.generic([(z, sum_rows, 'f32')], sum_rows, 'f32', sum_rows,
                           (), rb)

        def pbody(body, a):
            n = 0
            if e_val is None:
                num = expo(body, a[0], a[1])
                n = 2
            else:
                num = a[0]
                n = 1
            den = a[n]
            idx = n + 1
            if sink:
                mval = a[idx]
                idx += 1
                sval = None
                if sink_roles:
                    sval = a[idx]
                    idx += 1
                t = sink_term(body, mval, sval)
                den = body.op('arith.addf %s, %s : f32' % (den, t))
            if spec['norm'] == 'recip_generic' and not sink:
                r = body.op('arith.mulf %s, %s : f32' % (num, den))
            elif spec['norm'] == 'recip_inline':
                one = body.fconst(1.0)
                inv = body.op('arith.divf %s, %s : f32' % (one, den))
                r = body.op('arith.mulf %s, %s : f32' % (inv, num))
            else:
                r = body.op('arith.divf %s, %s : f32' % (num, den))
            if neg == 'scale_after_softmax':
                c = body.fconst(scale)
                r = body.op('arith.mulf %s, %s : f32' % (r, c))
            if neg == 'bf16_probs':
                r = body.op('arith.truncf %s : f32 to bf16' % r)
            return r
        ins = []
        if e_val is None:
            ins += [(scores, s_roles, 'f32'), (m, rows, 'f32')]
        else:
            ins += [(e_val, s_roles, 'f32')]
        ins.append((z, sum_rows, 'f32'))
        if sink:
            ins.append((m, rows, 'f32'))
            if sink_roles:
                ins.append(('%sink', sink_roles, 'f32'))
        p = fn.generic(ins, s_roles, 'bf16' if neg == 'bf16_probs' else 'f32',
                       s_roles, (), pbody)
        if neg == 'multi_use_p':
            extra_results.append((p, fn.ty(s_roles, 'f32')))
        if spec['lse']:
            extra_results.append(emit_lse(fn, spec, m, z_sum, z_full, rows,
                                          sink, sink_roles, sink_term,
                                          exp2_c))
    p_dt = 'bf16' if neg == 'bf16_probs' else 'f32'

    # P . V.
    o_roles = spec['out_roles'] or out_roles_default(spec)
    o_init = fn.filled(o_roles, '1.000000e+00' if neg == 'pv_init_one'
                       else '0.000000e+00')
    fn.pending = 'pv'
    if spec['pv'] == 'named':
        op = 'linalg.batch_matmul' if len(v_r) == 3 else 'linalg.matmul'
        o1 = fn.fresh('o')
        fn.pending = None
        fn.mark('pv')
        fn.emit('%s = %s ins(%s, %s : %s, %s) outs(%s : %s) -> %s'
                % (o1, op, p, v_val, fn.ty(s_roles, p_dt), fn.ty(v_r, v_dt),
                   o_init, fn.ty(o_roles, 'f32'), fn.ty(o_roles, 'f32')))
    else:
        loops = permuted(o_roles + ['j'], spec['pv_loop_perm'])

        def pv_body(body, a):
            pa, va = (a[1], a[0]) if spec['pv_swap'] else (a[0], a[1])
            pf = body.extf(pa, p_dt)
            vf = body.extf(va, v_dt)
            prod = body.op('arith.mulf %s, %s : f32' % (pf, vf))
            return body.op('arith.addf %s, %s : f32' % (prod, a[2]))
        ins = [(p, s_roles, p_dt), (v_val, v_r, v_dt)]
        if spec['pv_swap']:
            ins.reverse()
        o1 = fn.generic(ins, o_roles, 'f32', loops, ('j',), pv_body,
                        init=o_init)
    result, result_t = o1, fn.ty(o_roles, 'f32')
    if spec['out'] == 'trunc' and dt != 'f32':
        result = fn.generic([(o1, o_roles, 'f32')], o_roles, dt, o_roles, (),
                            lambda body, a: body.op('arith.truncf %s : f32 to %s'
                                                    % (a[0], dt)))
        result_t = fn.ty(o_roles, dt)

    results = [(result, result_t)] + extra_results
    if spec['nan_sentinel']:
        results = [nan_to_sentinel(fn, r, t) for r, t in results]
    sig = ', '.join('%s: %s' % (name, fn.ty(roles, adt) if roles is not None
                                else adt) for name, roles, adt in args)
    head = 'func.func @%s(%s) -> (%s) {' % (
        spec['name'], sig, ', '.join(t for _, t in results))
    tail = '  return %s : %s' % (', '.join(r for r, _ in results),
                                 ', '.join(t for _, t in results))
    marks = {tag: n + 1 for tag, n in fn.marks.items()}
    return '\n'.join([head] + fn.lines + [tail, '}']) + '\n', marks


def nan_to_sentinel(fn, value, ty):
    """`value` with NaN replaced by 1000 (attn-runner's comparison rejects
    NaN, so the differential tests compare the sentinel)."""
    dims = ty[len('tensor<'):-1].split('x')
    rank, dt = len(dims) - 1, dims[-1]
    e = fn.fresh('e')
    fn.emit('%s = tensor.empty() : %s' % (e, ty))
    ids = ', '.join('d%d' % k for k in range(rank))
    amap = 'affine_map<(%s) -> (%s)>' % (ids, ids)
    name, x, o = fn.fresh('n'), fn.fresh('a'), fn.fresh('a')
    nan, c, y = fn.fresh('t'), fn.fresh('c'), fn.fresh('t')
    fn.emit('%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = '
            '[%s]} ins(%s : %s) outs(%s : %s) {' % (
                name, amap, amap, ', '.join(['"parallel"'] * rank), value, ty,
                e, ty))
    fn.emit('^bb0(%s: %s, %s: %s):' % (x, dt, o, dt))
    fn.emit('  %s = arith.cmpf uno, %s, %s : %s' % (nan, x, x, dt))
    fn.emit('  %s = arith.constant 1.000000e+03 : %s' % (c, dt))
    fn.emit('  %s = arith.select %s, %s, %s : %s' % (y, nan, c, x, dt))
    fn.emit('  linalg.yield %s : %s' % (y, dt))
    fn.emit('} -> %s' % ty)
    return name, ty


#===----------------------------------------------------------------------===#
# Index masks
#===----------------------------------------------------------------------===#

def has_index_mask(spec):
    """Whether the scores are masked by a condition on indices."""
    return bool(spec['mask'] or spec['mask_mod'])


def mask_condition(spec, body, i, j, b_idx=None, h_idx=None):
    """Emits the index mask as an i1 from index values i, j: allowed for
    polarity 'allowed', masked for 'masked' and 'xor'."""
    neg = spec['neg']
    itype = spec['idx']
    if itype != 'index':
        i = body.op('arith.index_cast %s : index to %s' % (i, itype))
        j = body.op('arith.index_cast %s : index to %s' % (j, itype))

    def k(c):
        return body.const(str(c), itype)

    def plus(x, c):
        if c == 0:
            return x
        if c > 0:
            return body.op('arith.addi %s, %s : %s' % (x, k(c), itype))
        return body.op('arith.subi %s, %s : %s' % (x, k(-c), itype))

    def band_forms(kind, value, ii):
        """(predicate, lhs, rhs) spellings of j - i <= U / j - i >= L."""
        if kind == 'upper':
            return [('sle', j, lambda: plus(ii, value)),
                    ('sge', lambda: plus(ii, value), j),
                    ('slt', j, lambda: plus(ii, value + 1)),
                    ('sle', lambda: body.op('arith.subi %s, %s : %s'
                                            % (j, ii, itype)),
                     lambda: k(value)),
                    ('sgt', lambda: plus(ii, value + 1), j)]
        return [('sge', j, lambda: plus(ii, value)),
                ('sle', lambda: plus(ii, value), j),
                ('sgt', j, lambda: plus(ii, value - 1)),
                ('sge', lambda: body.op('arith.subi %s, %s : %s'
                                        % (j, ii, itype)),
                 lambda: k(value)),
                ('slt', lambda: plus(ii, value - 1), j)]

    inverse = {'sle': 'sgt', 'sge': 'slt', 'slt': 'sge', 'sgt': 'sle',
               'eq': 'ne', 'ne': 'eq', 'uge': 'ult'}
    polarity = spec['polarity']

    def operands(form):
        """The form with its operands emitted."""
        pred, lhs, rhs = form
        return (pred, lhs() if callable(lhs) else lhs,
                rhs() if callable(rhs) else rhs)

    def compare(form, invert=False):
        pred, lhs, rhs = operands(form)
        return body.op('arith.cmpi %s, %s, %s : %s' % (
            inverse[pred] if invert else pred, lhs, rhs, itype))

    # Each entry: ('cmp', form) compared in the polarity of the select
    # (operands emitted first, the comparisons after all of them), or
    # ('allowed', value) an already emitted allowed condition (inverted by
    # xori for a masked polarity), or ('polar', value) one already emitted
    # in the select's polarity.
    conds = []
    styles = spec['cmp_styles'] or [0] * len(spec['mask'] or [])
    for n, (kind, value) in enumerate(spec['mask'] or []):
        style = styles[n % len(styles)]
        ii = i
        if neg == 'mask_batch' and n == 0:
            bi = b_idx
            if itype != 'index':
                bi = body.op('arith.index_cast %s : index to %s'
                             % (bi, itype))
            ii = body.op('arith.addi %s, %s : %s' % (i, bi, itype))
        if neg == 'mask_head' and n == 0:
            hi = h_idx
            if itype != 'index':
                hi = body.op('arith.index_cast %s : index to %s'
                             % (hi, itype))
            ii = body.op('arith.addi %s, %s : %s' % (i, hi, itype))
        if neg == 'mask_coeff2' and n == 0:
            ii = body.op('arith.addi %s, %s : %s' % (i, i, itype))
        if neg == 'mask_eq' and n == 0:
            c = body.op('arith.cmpi eq, %s, %s : %s' % (j, ii, itype))
            conds.append(('allowed', c))
            continue
        if neg == 'unsigned_window' and kind == 'lower':
            # j >= i + L, written unsigned: i + L wraps for i < -L.
            c = body.op('arith.cmpi uge, %s, %s : %s'
                        % (j, plus(ii, value), itype))
            conds.append(('allowed', c))
            continue
        forms = band_forms(kind, value, ii)
        conds.append(('cmp', operands(forms[style % len(forms)])))
    masked = polarity == 'masked'
    form = spec['mod_form']
    if spec['mask_mod'] == 'prefix':
        # (j <= i) or (j < P): allowed below the diagonal and in the first
        # P keys; masked = (j > i) and (j >= P). P + h (P + b) for the
        # near-misses.
        P = spec['mask_mod_len']
        extra = {'prefix_head': h_idx, 'prefix_batch': b_idx}.get(neg)
        if extra is not None and itype != 'index':
            extra = body.op('arith.index_cast %s : index to %s'
                            % (extra, itype))

        def bound(d=0):
            if extra is None:
                return k(P + d)
            return body.op('arith.addi %s, %s : %s'
                           % (extra, k(P + d), itype))
        diagonal = band_forms('upper', 0, i)[styles[0] % 5]
        prefix = [('slt', j, bound), ('sle', j, lambda: bound(-1)),
                  ('sgt', bound, j), ('sge', lambda: bound(-1), j)][form % 4]
        c1 = compare(diagonal, masked)
        c2 = compare(prefix, masked)
        if form % 2:
            c1, c2 = c2, c1
        conds.append(('polar', body.op('%s %s, %s : i1' % (
            'arith.andi' if masked else 'arith.ori', c1, c2))))
    if spec['mask_mod'] == 'document':
        # Same document: i / L == j / L (with the causal band in `mask`).
        L = spec['mask_mod_len']
        div = ['arith.floordivsi', 'arith.divsi', 'arith.divui'][form % 3]
        di = body.op('%s %s, %s : %s' % (div, i, k(L), itype))
        dj = body.op('%s %s, %s : %s' % (div, j, k(L), itype))
        if form % 2:
            di, dj = dj, di
        conds.append(('polar', body.op('arith.cmpi %s, %s, %s : %s' % (
            'ne' if masked else 'eq', di, dj, itype))))
    out = []
    for c in conds:
        if c[0] == 'cmp':
            out.append(compare(c[1], masked))
        elif c[0] == 'allowed' and masked:
            # masked = not allowed = or of the inverted conditions
            t = body.op('arith.constant true', 'c')
            out.append(body.op('arith.xori %s, %s : i1' % (c[1], t)))
        else:
            out.append(c[1])
    combine = 'arith.ori' if masked else 'arith.andi'
    acc = out[0]
    for c in out[1:]:
        acc = body.op('%s %s, %s : i1' % (combine, acc, c))
    if polarity == 'xor':
        t = body.op('arith.constant true', 'c')
        acc = body.op('arith.xori %s, %s : i1' % (acc, t))
    return acc


def score_modifier(spec, body, s, loops, t=None):
    """Emits the score logic of spec['score_mod'] (or of a near-miss) on
    the f32 score s; loops are the body's iteration roles, t a value read
    from another tensor (score_mod_tensor)."""
    neg = spec['neg']
    form = spec['mod_form']

    def softcap(x):
        c = spec['softcap']
        if form % 2 == 0:
            y = body.op('arith.divf %s, %s : f32' % (x, body.fconst(c)))
            y = body.op('math.tanh %s : f32' % y)
            return body.op('arith.mulf %s, %s : f32' % (y, body.fconst(c)))
        y = body.op('arith.mulf %s, %s : f32' % (x, body.fconst(1.0 / c)))
        y = body.op('math.tanh %s : f32' % y)
        return body.op('arith.mulf %s, %s : f32' % (body.fconst(c), y))
    if neg == 'score_mod_tensor':
        # The modifier reads t[i, j]: no region can.
        if form % 3 == 0:
            return body.op('arith.subf %s, %s : f32' % (softcap(s), t))
        if form % 3 == 1:
            y = body.op('arith.mulf %s, %s : f32' % (s, t))
            return body.op('math.tanh %s : f32' % y)
        y = body.op('math.tanh %s : f32' % s)
        return body.op('arith.mulf %s, %s : f32' % (y, t))
    if neg == 'score_mod_ninf':
        # log(s * s), log |s|: -inf at s = 0.
        if form % 2 == 0:
            y = body.op('arith.mulf %s, %s : f32' % (s, s))
        else:
            y = body.op('math.absf %s : f32' % s)
        return body.op('math.log %s : f32' % y)
    if spec['score_mod'] == 'softcap':
        return softcap(s)
    # ALiBi by hand: s - slope * |i - j| as a float of index differences.
    i = body.index(loops.index('i'))
    j = body.index(loops.index('j'))
    it = ['i32', 'i64', 'index'][form % 3]
    if it != 'index':
        i = body.op('arith.index_cast %s : index to %s' % (i, it))
        j = body.op('arith.index_cast %s : index to %s' % (j, it))
    if form % 3 == 0:
        # max(i - j, j - i)
        d = body.op('arith.maxsi %s, %s : %s' % (
            body.op('arith.subi %s, %s : %s' % (i, j, it)),
            body.op('arith.subi %s, %s : %s' % (j, i, it)), it))
        x = body.op('arith.sitofp %s : %s to f32' % (d, it))
    elif form % 3 == 1:
        # i - j, signed (the keys after the query get a bonus)
        d = body.op('arith.subi %s, %s : %s' % (i, j, it))
        x = body.op('arith.sitofp %s : %s to f32' % (d, it))
    else:
        # |float(j - i)|
        d = body.op('arith.subi %s, %s : index' % (j, i))
        d = body.op('arith.index_cast %s : index to i64' % d)
        x = body.op('arith.sitofp %s : i64 to f32' % d)
        x = body.op('math.absf %s : f32' % x)
    slope = body.fconst(spec['alibi_slope'])
    if form % 2:
        x = body.op('arith.mulf %s, %s : f32' % (slope, x))
    else:
        x = body.op('arith.mulf %s, %s : f32' % (x, slope))
    return body.op('arith.subf %s, %s : f32' % (s, x))


INT_WIDTH = {'index': 64, 'i1': 1, 'i4': 4, 'i32': 32, 'i64': 64}


def _wrap(v, w):
    """v as a signed integer of w bits."""
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def _compile_int_op(line):
    """An evaluator (env -> value) of one emitted integer op, and its
    result name: the few arith ops masks are built of, with the wrapping
    of their widths."""
    name, text = line.split(' = ', 1)
    op, rest = (text.split(' ', 1) + [''])[:2]
    if op == 'arith.constant':
        if rest == 'true':
            return name, lambda env: -1
        if rest == 'false':
            return name, lambda env: 0
        value, ty = rest.split(' : ')
        v = _wrap(int(value), INT_WIDTH[ty])
        return name, lambda env: v
    if op == 'arith.index_cast':
        x, types = rest.split(' : ')
        w = INT_WIDTH[types.split(' to ')[1]]
        return name, lambda env: _wrap(env[x], w)
    operands, ty = rest.rsplit(' : ', 1)
    w = INT_WIDTH[ty]
    unsigned = lambda v: v & ((1 << w) - 1)  # noqa: E731
    if op == 'arith.cmpi':
        pred, a, b = operands.split(', ')
        test = {'eq': lambda x, y: x == y, 'ne': lambda x, y: x != y,
                'slt': lambda x, y: x < y, 'sle': lambda x, y: x <= y,
                'sgt': lambda x, y: x > y, 'sge': lambda x, y: x >= y,
                'ult': lambda x, y: unsigned(x) < unsigned(y),
                'uge': lambda x, y: unsigned(x) >= unsigned(y)}[pred]
        return name, lambda env: -1 if test(env[a], env[b]) else 0
    a, b = operands.split(', ')

    def divsi(x, y):
        q = abs(x) // abs(y)
        return q if (x < 0) == (y < 0) else -q
    f = {'arith.addi': lambda x, y: x + y, 'arith.subi': lambda x, y: x - y,
         'arith.muli': lambda x, y: x * y, 'arith.andi': lambda x, y: x & y,
         'arith.ori': lambda x, y: x | y, 'arith.xori': lambda x, y: x ^ y,
         'arith.floordivsi': lambda x, y: x // y, 'arith.divsi': divsi,
         'arith.divui': lambda x, y: unsigned(x) // unsigned(y),
         'arith.maxsi': max}[op]
    return name, lambda env: _wrap(f(env[a], env[b]), w)


def mask_allowed(spec):
    """allowed(i, j, b, h) of the index mask, by evaluating the ops
    mask_condition emits (wrapping included), so that which rows are empty
    is that of the program, not of the band the spec intended."""
    body = Body(Function(spec), [])
    cond = mask_condition(spec, body, '%I', '%J', '%B', '%H')
    ops = [_compile_int_op(line) for line in body.lines]
    allowed_if = spec['polarity'] == 'allowed'

    def allowed(i, j, b=0, h=0):
        env = {'%I': i, '%J': j, '%B': b, '%H': h}
        for name, f in ops:
            env[name] = f(env)
        return (env[cond] != 0) == allowed_if
    return allowed


def first_masked_row(spec):
    """The first query row with no allowed key, evaluating the mask."""
    allowed = mask_allowed(spec)
    for i in range(spec['Sq']):
        if not any(allowed(i, j) for j in range(spec['Skv'])):
            return i
    return None


#===----------------------------------------------------------------------===#
# Random specs
#===----------------------------------------------------------------------===#

SEQ = [20, 28, 36, 44]      # never equal to a batch, head or feature size
FEAT = [4, 8, 16]


def random_mask(rng, Sq, Skv, allow_empty=False):
    """A random band (list of conditions) with no empty row."""
    for _ in range(100):
        kind = rng.choice(['causal', 'bottom_right', 'window_left',
                           'window_right', 'window_both', 'causal_window',
                           'br_window', 'anti'])
        conds = []
        o = Skv - Sq
        if kind == 'causal':
            conds = [('upper', 0)]
        elif kind == 'bottom_right':
            conds = [('upper', o)]
        elif kind == 'window_left':
            conds = [('lower', -rng.randint(0, 12))]
        elif kind == 'window_right':
            conds = [('upper', rng.randint(1, 12))]
        elif kind == 'window_both':
            conds = [('lower', -rng.randint(0, 9)), ('upper', rng.randint(1, 9))]
        elif kind == 'causal_window':
            conds = [('upper', 0), ('lower', -rng.randint(0, 12))]
        elif kind == 'br_window':
            conds = [('lower', o - rng.randint(0, 12)), ('upper', o)]
        elif kind == 'anti':
            conds = [('lower', 0)]
        if rng.random() < 0.5:
            conds.reverse()
        spec = {'mask': conds, 'Sq': Sq, 'Skv': Skv}
        causal, window, empty = mask_attributes(spec)
        if causal is not None and not empty:
            return conds
    return [('upper', 0)]


def random_positive(rng, name='case', modifiers=True):
    s = base_spec(name=name)
    s['dt'] = rng.choice(['f32', 'bf16', 'f16'])
    s['layout'] = rng.choice(['bshd', 'bshd', 'bhsd', 'sbhd', 'x', 's', 'sh'])
    L = s['layout']
    s['B'] = rng.choice([1, 2])
    s['Hkv'] = rng.choice([1, 2])
    s['Hq'] = s['Hkv'] * rng.choice([1, 2, 3])
    s['Sq'] = rng.choice(SEQ)
    s['Skv'] = s['Sq'] if rng.random() < 0.5 else rng.choice(SEQ)
    s['D'] = rng.choice(FEAT)
    s['Dv'] = s['D'] if rng.random() < 0.7 else rng.choice(FEAT)
    if L == 's':
        s['B'] = s['Hq'] = s['Hkv'] = 1
    if L == 'sh':
        s['B'] = 1
    if s['Hq'] == s['Hkv'] or L == 's':
        s['kv'] = 'mha'
        s['Hkv'] = s['Hq']
    elif L == 'x':
        s['kv'] = rng.choice(['repeat', 'floordiv', 'repeat', 'floordiv',
                              'repeat_expand'])
    elif s['Hkv'] == 1:
        s['kv'] = rng.choice(['repeat', 'floordiv', 'repeat', 'floordiv',
                              'const0', 'const0_k', 'absent'])
    else:
        s['kv'] = rng.choice(['repeat', 'floordiv'])
    if L in ('x', 's') and s['kv'] != 'repeat_expand':
        s['qk'] = rng.choice(['generic', 'named'])
        s['pv'] = rng.choice(['generic', 'named'])
        if s['kv'] == 'floordiv':
            s['qk'] = s['pv'] = 'generic'
    # Loop orders and score layouts.
    default_scores = {'x': ['x', 'i', 'j'], 's': ['i', 'j'],
                      'sh': ['h', 'i', 'j']}.get(L, ['b', 'h', 'i', 'j'])
    if s['qk'] == 'generic' and s['pv'] == 'generic' and rng.random() < 0.5:
        roles = list(default_scores)
        rng.shuffle(roles)
        s['score_roles'] = roles
    n = len(s['score_roles'] or default_scores)
    if rng.random() < 0.5:
        perm = list(range(n + 1))
        rng.shuffle(perm)
        s['qk_loop_perm'] = perm
    if rng.random() < 0.5:
        perm = list(range(n))
        rng.shuffle(perm)
        s['red_perm'] = perm
    if s['pv'] == 'generic':
        if rng.random() < 0.3:
            roles = out_roles_default(s)
            rng.shuffle(roles)
            s['out_roles'] = roles
        if rng.random() < 0.5:
            perm = list(range(len(LAYOUTS[L]) + 1))
            rng.shuffle(perm)
            s['pv_loop_perm'] = perm
        s['pv_swap'] = rng.random() < 0.3
    if s['qk'] == 'generic':
        s['qk_swap'] = rng.random() < 0.3
    # Scale.
    modes = ['mul', 'mul_lhs', 'div', 'q_generic', 'k_generic', 'none',
             'exp2']
    if s['qk'] == 'generic':
        modes += ['q_body', 'k_body']
    s['scale_mode'] = rng.choice(modes)
    s['scale'] = rng.choice([None, None, 0.1, 0.3, 1.0 / math.sqrt(s['D'] + 1)])
    # Mask.
    if rng.random() < 0.7:
        s['mask'] = random_mask(rng, s['Sq'], s['Skv'])
        s['mask_form'] = rng.choice(['tensor', 'inline', 'iota'])
        s['mask_loops_ji'] = rng.random() < 0.3
        s['polarity'] = rng.choice(['allowed', 'masked', 'xor'])
        s['idx'] = rng.choice(['index', 'index', 'i32', 'i64'])
        s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
        s['fill'] = rng.choice(['ninf', 'min', '1e9'])
    if not s['mask'] and rng.random() < 0.3:
        random_mask_arg(rng, s)
    # Bias.
    if rng.random() < 0.25:
        kinds = {'x': ['x', 'ss'], 's': ['ss'], 'sh': ['full', 'ss']}.get(
            L, ['full', '1h', 'b1', 'ss'])
        s['bias'] = rng.choice(kinds)
        s['bias_pos'] = rng.choice(['pre', 'post'])
        s['bias_dt'] = rng.choice(['f32', s['dt']])
    s['fuse'] = rng.random() < 0.3
    # Softmax.
    s['sink'] = rng.choice([None, None, None, 'obo_neg', 'obo_sub',
                            'learnable'])
    if L == 'x' and s['sink'] == 'learnable':
        s['sink'] = None
    if s['sink'] or s['scale_mode'] == 'exp2' or rng.random() < 0.5:
        s['softmax'] = 'decomposed'
    s['max_op'] = rng.choice(['maximumf', 'maxnumf'])
    s['max_init'] = rng.choice(['ninf', 'min'])
    s['max_swap'] = rng.random() < 0.5
    s['exp'] = rng.choice(['exp', 'exp', 'exp2'])
    if s['scale_mode'] == 'exp2':
        s['exp'] = 'exp'
    s['exp_inline'] = rng.random() < 0.2
    s['norm'] = rng.choice(['div', 'recip_generic', 'recip_inline'])
    s['sink_separate'] = rng.random() < 0.3
    if s['sink'] and s['exp'] == 'exp2':
        s['exp'] = 'exp'
    if s['sink'] and s['scale_mode'] == 'exp2':
        # exp2 would fold the scale into the numerator only; the sink term
        # exp(-m) is then unscaled (the exp2_scaled_sink near-miss).
        s['scale_mode'] = 'mul'
    s['out'] = 'trunc' if s['dt'] == 'f32' or rng.random() < 0.8 else 'f32'
    if modifiers:
        random_modifiers(rng, s)
    # (A bias argument with a sink or a finite index fill: the bias_sink and
    # bias_finite_fill near-misses.)
    if s['bias'] and s['sink']:
        s['bias'] = None
    if s['bias'] and has_index_mask(s):
        s['fill'] = 'ninf'
    # (A mask argument, a sink and the LSE: the mask_arg_sink_lse near-miss.)
    if rng.random() < 0.2 and not (s['mask_arg'] and s['sink']):
        random_lse(rng, s)
    return s


def random_modifiers(rng, s):
    """Gives `s` score and mask logic for score_mod / mask_mod, each kind
    for about 6% (score) and 5% (mask) of the positives."""
    r = rng.random()
    if r < 0.06:
        random_softcap(rng, s)
    elif r < 0.12:
        random_alibi(rng, s)
    r = rng.random()
    if r < 0.05:
        random_prefix(rng, s)
    elif r < 0.10:
        random_document(rng, s)
    elif r < 0.15:
        random_narrow(rng, s, empty_row=False)
    if s['score_mod']:
        # (A mask argument becomes a bias, which score_mod would see: the
        # mask_arg_score_mod near-miss.)
        s['mask_arg'] = None
    if s['kv'] == 'absent' and s['layout'] == 'bhsd' and \
            (s['score_mod'] == 'alibi' or s['mask_mod'] in ('prefix',
                                                           'narrow')):
        # With K/V shared by all heads, only a band tells the query dim from
        # the head dim to the raise; index logic in regions does not.
        s['kv'] = 'floordiv'


def random_softcap(rng, s):
    s['score_mod'] = 'softcap'
    s['softcap'] = round(rng.uniform(5, 50), 3)
    s['mod_form'] = rng.randrange(12)
    # (A bias inside or after the modifier is a near-miss.)
    s['bias'] = None


def random_alibi(rng, s):
    s['score_mod'] = 'alibi'
    s['alibi_slope'] = 2 ** -rng.randint(1, 8) * rng.choice([1, 0.75])
    s['mod_form'] = rng.randrange(12)
    s['bias'] = None


def random_index_mask_spelling(rng, s):
    """Spelling of an index mask that is no band (as random_positive's)."""
    s['mask_arg'] = None
    s['mask_form'] = rng.choice(['tensor', 'inline', 'iota'])
    s['mask_loops_ji'] = rng.random() < 0.3
    s['polarity'] = rng.choice(['allowed', 'masked', 'xor'])
    s['idx'] = rng.choice(['index', 'index', 'i32', 'i64'])
    s['fill'] = rng.choice(['ninf', 'min', '1e9'])


def random_prefix(rng, s):
    """Prefix-LM: (j <= i) or (j < P); never a band for 2 <= P < Skv."""
    random_index_mask_spelling(rng, s)
    s['mask_mod'] = 'prefix'
    s['mask'] = None
    s['mask_mod_len'] = rng.randint(2, s['Skv'] - 1)
    s['cmp_styles'] = [rng.randrange(5)]
    s['mod_form'] = rng.randrange(12)


def random_document(rng, s):
    """Causal within documents of L positions: (i / L == j / L), j <= i."""
    random_index_mask_spelling(rng, s)
    s['mask_mod'] = 'document'
    s['mask'] = [('upper', 0)]
    s['cmp_styles'] = [rng.randrange(5)]
    s['mask_mod_len'] = rng.randint(2, 12)
    s['mod_form'] = rng.randrange(12)
    if first_masked_row(s) is not None:
        s['Skv'] = s['Sq']  # the diagonal keeps every row


def random_narrow(rng, s, empty_row):
    """A band on positions index_cast to i4, which wrap at 8: a mask_mod.
    empty_row: whether some row must be fully masked (the near-miss) or
    none (the positive), decided by evaluating the mask."""
    random_index_mask_spelling(rng, s)
    s['mask_mod'] = 'narrow'
    s['idx'] = 'i4'
    # (i4 constants: the bands' values and values +- 1 stay in [-8, 7].)
    for _ in range(100):
        kind = rng.choice(['causal', 'causal', 'upper', 'lower', 'both'])
        conds = {'causal': [('upper', 0)],
                 'upper': [('upper', rng.randint(-3, 5))],
                 'lower': [('lower', rng.randint(-5, 3))],
                 'both': [('upper', rng.randint(0, 4)),
                          ('lower', -rng.randint(0, 4))]}[kind]
        s['mask'] = conds
        s['cmp_styles'] = [rng.randrange(5) for _ in conds]
        s['Sq'] = rng.choice(SEQ)
        s['Skv'] = s['Sq'] if rng.random() < 0.6 else rng.choice(SEQ)
        if (first_masked_row(s) is not None) == empty_row:
            return
    assert not empty_row
    # j <= i on the same casts holds on the diagonal.
    s['mask'], s['cmp_styles'], s['Skv'] = [('upper', 0)], [0], s['Sq']


def random_mask_arg(rng, s):
    """Gives `s` an i1 mask argument with a finfo.min fill."""
    L = s['layout']
    s['mask_arg'] = rng.choice({
        'x': [['x', 'i', 'j'], ['i', 'j']], 's': [['i', 'j']],
        'sh': [['h', 'i', 'j'], ['i', 'j']]}.get(
            L, [['b', '1', 'i', 'j'], ['i', 'j'], ['b', 'h', 'i', 'j'],
                ['1', '1', 'i', 'j']]))
    s['polarity'] = rng.choice(['allowed', 'masked', 'xor'])
    s['fill'] = 'min'


def random_lse(rng, s):
    """Makes `s` also return the log-sum-exp of its rows."""
    s['softmax'] = 'decomposed'
    if s['scale_mode'] == 'exp2':
        s['lse'] = 'base2'  # the scale is folded into exp2's constant
    elif s['exp'] == 'exp2':
        s['lse'] = rng.choice(['natural', 'base2'])
    else:
        s['lse'] = rng.choice(['natural', 'swap'])
    rows = {'x': ['x', 'i'], 's': ['i'], 'sh': ['h', 'i']}.get(
        s['layout'], ['b', 'h', 'i'])
    if rng.random() < 0.5:
        rng.shuffle(rows)
        s['lse_roles'] = rows


def random_negative(rng, name='case', kind=None):
    """A random positive with one thing changed (NEGATIVE_KINDS)."""
    kind = kind or rng.choice(sorted(NEGATIVE_KINDS))
    for _ in range(1000):
        s = random_positive(rng, name, modifiers=False)
        if known_bug(s) and not (kind == 'sink_per_query' and
                                 known_bug(s) == 'learnable-sink'):
            continue  # a base that is not raised for another reason
        s['neg'] = kind
        s['lse'] = s['lse_roles'] = None
        if s['mask_arg'] and not kind.startswith('mask_arg'):
            continue
        if kind.startswith('mask_arg'):
            random_mask_arg(rng, s)
            s['fill'] = {'mask_arg_ninf': 'ninf', 'mask_arg_1e9': '1e9',
                         'mask_arg_band': 'min',
                         'mask_arg_score_mod': 'min'}[kind]
            s['mask'] = None
            if kind == 'mask_arg_band':
                s['mask'] = random_mask(rng, s['Sq'], s['Skv'])
                s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
                s['mask_form'] = 'tensor'
                s['polarity'] = 'allowed'
        if kind.startswith('lse_'):
            random_lse(rng, s)
            s['lse_roles'] = None
            if kind == 'lse_base':
                s['scale_mode'] = 'mul'
                s['exp'] = 'exp'
                s['lse'] = 'natural'
            if kind == 'lse_no_sink' and not s['sink']:
                s['sink'] = rng.choice(['obo_neg', 'obo_sub'])
                s['exp'] = 'exp'
                if s['scale_mode'] == 'exp2':
                    s['scale_mode'] = 'mul'
            if kind == 'lse_no_sink':
                s['sink_separate'] = False
                s['lse'] = 'natural'
        # Normalise the base so that the change is the only problem.
        if kind in ('mask_batch', 'mask_head', 'polarity_inverted',
                    'unsigned_window', 'mask_narrow_int', 'mask_coeff2',
                    'mask_eq', 'fill_small', 'fill_rescaled',
                    'fill_then_negative_scale', 'fill_nan'):
            if not s['mask']:
                s['mask'] = random_mask(rng, s['Sq'], s['Skv'])
                s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
            if kind in ('mask_batch', 'mask_head'):
                s['mask_form'] = 'inline'
                if kind == 'mask_batch' and s['layout'] in ('s', 'sh'):
                    continue
                if kind == 'mask_head' and (s['layout'] == 's' or
                                            s['Hq'] == 1):
                    continue
                if kind == 'mask_batch' and s['B'] == 1:
                    s['B'] = 2
            if kind == 'polarity_inverted':
                s['mask'] = [('upper', 0)]
                s['Skv'] = s['Sq']
                s['polarity'] = 'allowed'
            if kind == 'unsigned_window':
                s['mask'] = [('upper', 0), ('lower', -rng.randint(2, 8))]
                s['Skv'] = s['Sq']
                s['idx'] = 'index'
                s['polarity'] = 'allowed'
            if kind == 'mask_narrow_int':
                # A finite fill: the row is averaged over the masked keys.
                random_narrow(rng, s, empty_row=True)
                s['fill'] = rng.choice(['min', '1e9'])
                s['bias'] = None
            if kind in ('fill_rescaled', 'fill_then_negative_scale'):
                s['scale_mode'] = 'mul'
                s['fuse'] = False
                if kind == 'fill_then_negative_scale':
                    s['fill'] = 'ninf'
            if kind == 'mask_eq':
                s['mask'] = [('upper', 0)]
                s['Skv'] = s['Sq']
        if kind in ('softmax_axis_i', 'sum_wrong_dim'):
            s['sink'] = None
        if kind in ('softmax_axis_i', 'sum_wrong_dim') and \
                s['Sq'] != s['Skv']:
            s['Skv'] = s['Sq']
            if s['mask']:
                s['mask'] = [('upper', 0)]
        if kind in ('max_other_scores',):
            if not s['mask']:
                s['mask'] = [('upper', 0)]
                s['cmp_styles'] = [0]
            s['fuse'] = False
            s['softmax'] = 'decomposed'
        if kind in ('upper_negative_min', 'br_more_queries_min',
                    'br_more_queries_ninf', 'window_left_past_end'):
            s['fill'] = 'ninf' if kind == 'br_more_queries_ninf' else \
                rng.choice(['min', '1e9'])
            if kind == 'upper_negative_min':
                s['mask'] = [('upper', -rng.randint(1, 4))]
            elif kind.startswith('br_more_queries'):
                s['Sq'], s['Skv'] = 44, rng.choice([20, 28, 36])
                s['mask'] = [('upper', s['Skv'] - s['Sq'])]
            else:
                s['Sq'], s['Skv'] = 44, 20
                s['mask'] = [('lower', -rng.randint(0, 8))]
            s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
        if kind in ('tile_heads', 'mod_heads'):
            if s['layout'] in ('s', 'x'):
                continue
            if s['Hkv'] == 1:
                s['Hkv'] = 2
            if s['Hq'] <= s['Hkv'] or s['Hq'] % s['Hkv']:
                s['Hq'] = s['Hkv'] * 2
            s['kv'] = 'tile' if kind == 'tile_heads' else 'mod'
            s['qk'] = s['pv'] = 'generic'
        if kind in ('multi_use_max', 'sum_init_one', 'exp_no_max',
                    'scale_after_softmax', 'bf16_probs', 'sum_other_exp',
                    'min_reduce', 'sum_wrong_dim', 'multi_use_p'):
            s['softmax'] = 'decomposed'
            s['exp_inline'] = False
        if kind in ('exp_no_max', 'sum_other_exp') and s['mask'] and \
                s['fill'] != 'ninf':
            pass
        if kind == 'bf16_qk_accum':
            # (With a bias, the extf of the bf16 scores is score logic
            # before the bias: reported as such first.)
            s['bias'] = None
            s['dt'] = 'bf16'
            s['qk'] = 'generic'
            if s['scale_mode'] not in ('mul', 'mul_lhs', 'div'):
                s['scale_mode'] = 'mul'
            s['fuse'] = False
        if kind == 'bf16_probs':
            s['pv'] = 'generic'
        if kind == 'scale_nonconst':
            s['scale_mode'] = 'mul'
            s['bias'] = None
        if kind in ('sink_const_one', 'exp2_scaled_sink'):
            s['softmax'] = 'decomposed'
            s['sink'] = None
            s['exp'] = 'exp'
            s['scale_mode'] = 'none' if kind == 'exp2_scaled_sink' else \
                s['scale_mode']
            s['sink_separate'] = False
            s['norm'] = 'div'
            if kind == 'exp2_scaled_sink':
                s['scale'] = 0.125
        if kind == 'sink_per_query':
            if s['layout'] in ('s', 'x') or s['Hq'] == 1 or s['kv'] in (
                    'const0', 'const0_k', 'absent', 'repeat_expand'):
                continue
            if s['Hkv'] == 1:
                # One K/V head: heads and queries are interchangeable rows,
                # and a sink per query is one per head of the other reading.
                continue
            s['sink'] = 'learnable'
            s['softmax'] = 'decomposed'
            s['exp'] = 'exp'
        if kind == 'mixed_dtypes':
            s['dt'] = 'bf16'
        if s['sink'] and kind in ('sum_init_one',):
            s['sink'] = None
        if kind == 'scale_after_softmax':
            s['sink'] = None
            s['norm'] = 'div'
        if kind == 'bf16_probs':
            s['sink'] = None
        if kind in ('bias_sink', 'bias_finite_fill'):
            s['bias'] = s['bias'] or rng.choice(
                {'x': ['x', 'ss'], 's': ['ss'], 'sh': ['full', 'ss']}.get(
                    s['layout'], ['full', '1h', 'b1', 'ss']))
        if kind == 'bias_sink' and not s['sink']:
            s['sink'] = rng.choice(['obo_neg', 'obo_sub'])
            s['softmax'] = 'decomposed'
            s['exp'] = 'exp'
            if s['scale_mode'] == 'exp2':
                s['scale_mode'] = 'mul'
        if kind in ('score_mod_tensor', 'bias_after_score_mod'):
            random_softcap(rng, s)
        if kind == 'bias_after_score_mod':
            if rng.random() < 0.5:
                random_alibi(rng, s)
            s['bias'] = rng.choice(
                {'x': ['x', 'ss'], 's': ['ss'], 'sh': ['full', 'ss']}.get(
                    s['layout'], ['full', '1h', 'b1', 'ss']))
            s['bias_pos'] = 'post'
            s['sink'] = None
            s['fill'] = 'ninf'
        if kind == 'score_mod_ninf':
            # log of a score, and a finite fill: a row of -inf scores is
            # uniform over the masked keys in the program.
            s['mod_form'] = rng.randrange(12)
            s['bias'] = None
            if not s['mask']:
                s['mask'] = random_mask(rng, s['Sq'], s['Skv'])
                s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
                s['mask_form'] = rng.choice(['tensor', 'inline', 'iota'])
            s['fill'] = 'min'
        if kind in ('prefix_head', 'prefix_batch'):
            # (j <= i) or (j < P + h): a mask_mod would have to read h.
            if s['layout'] == 's' or (kind == 'prefix_batch' and
                                      s['layout'] == 'sh'):
                continue
            if kind == 'prefix_head' and s['Hq'] == 1:
                continue
            if kind == 'prefix_batch' and s['B'] == 1:
                s['B'] = 2
            random_prefix(rng, s)
            s['mask_form'] = 'inline'
            s['bias'] = None
        if kind == 'mask_arg_score_mod':
            random_softcap(rng, s)
        if kind == 'bias_finite_fill':
            s['sink'] = None
            if not s['mask']:
                s['mask'] = random_mask(rng, s['Sq'], s['Skv'])
                s['cmp_styles'] = [rng.randrange(5) for _ in s['mask']]
                s['mask_form'] = rng.choice(['tensor', 'inline', 'iota'])
            s['fill'] = rng.choice(['min', '1e9'])
        return s
    raise RuntimeError('no base for ' + kind)


def random_case(rng, name, negative_fraction=0.3):
    if rng.random() < negative_fraction:
        return random_negative(rng, name)
    return random_positive(rng, name)


def main():
    parser = argparse.ArgumentParser(
        description='naive attention programs for attn-raise')
    parser.add_argument('--count', type=int, default=1)
    parser.add_argument('--seed', type=int, default=0)
    parser.add_argument('--out')
    parser.add_argument('--negative-fraction', type=float, default=0.3)
    parser.add_argument('--print', action='store_true')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.print or not args.out:
        for n in range(args.count):
            spec = random_case(rng, 'case_%05d' % n, args.negative_fraction)
            print('// spec: ' + json.dumps(spec, sort_keys=True))
            print('// expect: ' + json.dumps(expect(spec), sort_keys=True))
            print(emit_case(spec))
        return 0
    os.makedirs(args.out, exist_ok=True)
    manifest = []
    for n in range(args.count):
        name = 'case_%05d' % n
        spec = random_case(rng, name, args.negative_fraction)
        path = os.path.join(args.out, name + '.mlir')
        with open(path, 'w') as f:
            f.write(emit_case(spec))
        manifest.append({'name': name, 'file': path, 'spec': spec,
                         'expect': expect(spec)})
    with open(os.path.join(args.out, 'manifest.json'), 'w') as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
