#!/usr/bin/env python3
#===- make_raise_tests.py - writes the attn-raise FileCheck tests -*- python -*-===#
#
# Regenerates test/Dialect/Attn/raise-<feature>.mlir (positives and near-misses with
# their CHECK lines) and raise-report.mlir (the report=true reasons of the
# near-misses) from the hand-picked specs below, with gen_raise_cases.py.
# Each case derives from the canonical naive form (CANON, the spelling of
# naive.py) by changing one or two things. The CHECK lines come from
# gen_raise_cases.expect, i.e. from the spec and attn.sdpa's semantics.
#
# usage: make_raise_tests.py [--out-dir test/Dialect/Attn] [--list]
#
#===----------------------------------------------------------------------===#

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_raise_cases as gen  # noqa: E402

# naive.py's program: bf16, BSHD, GQA by repeat (broadcast + collapse_shape),
# scores * D**-0.5 as a generic, a causal sliding window (W = 8) as an i1
# tensor from linalg.index, finfo.min fill, linalg.softmax, cast back.
CANON = dict(dt='bf16', layout='bshd', B=2, Hq=4, Hkv=2, Sq=32, Skv=32, D=16,
             Dv=16, kv='repeat', scale_mode='mul', scale=None,
             mask=[('upper', 0), ('lower', -8)], cmp_styles=[0, 0],
             mask_form='tensor', fill='min', softmax='linalg', out='trunc')
F32 = dict(dt='f32', kv='mha', Hkv=4, mask=None)
DECOMP = dict(softmax='decomposed', max_op='maximumf', max_init='ninf',
              exp='exp', norm='div')

# name, what it shows, overrides of CANON, BUG note (None: should pass)
POSITIVES = [
    ('naive_py_canonical', 'the canonical naive form (naive.py)', {}, None),
    ('f32_mha_no_casts', 'f32 inputs, MHA, no casts, no mask', F32, None),
    ('f16_upcast_downcast', 'f16 inputs upcast by extf, result truncf',
     dict(dt='f16'), None),
    ('bf16_f32_result', 'bf16 inputs, f32 result (no truncf): upcast copies',
     dict(out='f32'), None),
    ('qk_loops_permuted', 'Q.K generic with loops (d, j, h, b, i) and scores '
     'stored [b, i, h, j]',
     dict(qk_loop_perm=[4, 3, 2, 0, 1], score_roles=['b', 'i', 'h', 'j']),
     None),
    ('scores_stored_key_major', 'scores stored [b, h, j, i]: softmax over '
     'dimension 2', dict(score_roles=['b', 'h', 'j', 'i']), None),
    ('pv_loops_permuted_operands_swapped', 'P.V generic with loops '
     '(j, e, h, i, b) and ins(v, p)',
     dict(pv_loop_perm=[4, 3, 2, 1, 0], pv_swap=True, qk_swap=True), None),
    ('batch_matmul_collapsed_f32', 'linalg.batch_matmul on [B*H, S, D] with a '
     'linalg.transpose of K, f32',
     dict(F32, layout='x', qk='named', pv='named'), None),
    ('batch_matmul_collapsed_bf16', 'linalg.batch_matmul on [B*H, S, D], bf16',
     dict(layout='x', qk='named', pv='named', kv='mha', Hkv=4), None),
    ('matmul_single_head', 'linalg.matmul on [S, D] (one head), transposed K',
     dict(F32, layout='s', B=1, Hq=1, Hkv=1, qk='named', pv='named'), None),
    ('generic_single_head', 'one head [S, D] as generics, causal',
     dict(layout='s', B=1, Hq=1, Hkv=1, kv='mha', mask=[('upper', 0)],
          cmp_styles=[0]), None),
    ('scale_divf', 'scores / sqrt(D)', dict(scale_mode='div'), None),
    ('scale_mulf_constant_left', 'c * scores with c = 0.1',
     dict(scale_mode='mul_lhs', scale=0.1), None),
    ('scale_folded_into_q_generic', 'q * c (after extf) as its own generic',
     dict(scale_mode='q_generic', scale=0.3), None),
    ('scale_folded_into_q_body', 'q * c inside the Q.K contraction body',
     dict(scale_mode='q_body'), None),
    ('scale_folded_into_k_generic', 'k * c as its own generic before the '
     'repeat', dict(scale_mode='k_generic', scale=0.3), None),
    ('scale_folded_into_k_body', 'c * k inside the Q.K contraction body',
     dict(scale_mode='k_body', scale=0.1), None),
    ('no_scale', 'no scale at all: scale = 1', dict(scale_mode='none'), None),
    ('causal_top_left_inline_ninf', 'causal j <= i inline in the select, '
     '-inf fill', dict(mask=[('upper', 0)], cmp_styles=[0],
                       mask_form='inline', fill='ninf'), None),
    ('causal_bottom_right', 'bottom-right causal j <= i + (Skv - Sq), '
     'Sq = 16 < Skv = 48, finfo.min',
     dict(Sq=16, Skv=48, mask=[('upper', 32)], cmp_styles=[0]), None),
    ('causal_bottom_right_ninf', 'bottom-right causal with -inf (no row is '
     'empty when Sq <= Skv), as i - j >= Sq - Skv',
     dict(Sq=16, Skv=48, mask=[('upper', 32)], cmp_styles=[1], fill='ninf'),
     None),
    ('window_left_only', 'sliding window j >= i - 8 only (no causal)',
     dict(mask=[('lower', -8)], cmp_styles=[0]), None),
    ('window_right_only', 'right window j <= i + 4 only',
     dict(mask=[('upper', 4)], cmp_styles=[2]), None),
    ('window_both_sides', 'window i - 6 <= j <= i + 3 (j - i compared)',
     dict(mask=[('lower', -6), ('upper', 3)], cmp_styles=[3, 3]), None),
    ('bottom_right_window', 'bottom-right causal with a left window of 8, '
     'Sq = 16, Skv = 48',
     dict(Sq=16, Skv=48, mask=[('upper', 32), ('lower', 24)],
          cmp_styles=[0, 0]), None),
    ('anti_causal', 'j >= i only: window [0, -1]',
     dict(mask=[('lower', 0)], cmp_styles=[1], fill='min'), None),
    ('mask_select_masked_fill_first', 'select(masked, fill, s) with masked = '
     'j > i or j < i - 8', dict(polarity='masked'), None),
    ('mask_select_xori', 'select(allowed xor true, fill, s)',
     dict(polarity='xor'), None),
    ('mask_iota_i32', 'JAX style: i32 iota constants compared in the mask '
     'tensor', dict(mask_form='iota', idx='i32'), None),
    ('mask_index_cast_i64_inline', 'positions index_cast to i64, inline',
     dict(mask_form='inline', idx='i64', cmp_styles=[4, 2]), None),
    ('mask_tensor_iterated_ji', 'the i1 mask generic iterates (j, i)',
     dict(mask_loops_ji=True, cmp_styles=[1, 1]), None),
    ('mask_positions_truncated_to_i4', 'j <= i on positions index_cast to '
     'i4 (they wrap at 8): no band, but the diagonal keeps every row, so a '
     'mask_mod with the casts',
     dict(mask_mod='narrow', idx='i4', mask=[('upper', 0)], cmp_styles=[0]),
     None),
    ('fill_minus_1e9', 'fill -1e9', dict(fill='1e9'), None),
    ('fill_ninf_window', 'fill -inf with the causal window (no empty row)',
     dict(fill='ninf'), None),
    # A bias argument next to the finfo.min window is a near-miss
    # (negative_bias_finite_fill): the bias cases fill with -inf.
    ('bias_1hss', 'additive bias [1, H, S, S] after the scale, finfo.min '
     'fill replaced by -inf', dict(bias='1h', fill='ninf'), None),
    ('bias_b11s', 'additive bias [B, 1, 1, S] (key padding), finfo.min fill '
     'replaced by -inf', dict(bias='b1', fill='ninf'), None),
    ('bias_ss_bf16', 'additive bf16 bias [S, S], upcast in the body, '
     'finfo.min fill replaced by -inf',
     dict(bias='ss', bias_dt='bf16', fill='ninf'), None),
    ('bias_full_before_scale', 'bias [B, H, S, S] added before the scale '
     '(so it is scaled too), finfo.min fill replaced by -inf',
     dict(bias='full', bias_pos='pre', scale=0.3, fill='ninf'), None),
    ('bias_ninf_row', 'an additive bias [S, S] whose query row 5 is set to '
     '-inf in the function, -inf fill: the program is NaN in that row, and '
     'so is the raised form, where the lse of attn.sdpa is -inf; NaN becomes '
     '1000 before the return, so that the differential run requires NaN in '
     'both', dict(DECOMP, bias='ss', fill='ninf', bias_ninf_row=5,
                  nan_sentinel=True), None),
    ('bias_with_exp2_scale_folded', 'bias [1, H, S, S] with the scale folded '
     'into exp2((s + bias - m) * scale * log2 e): the bias is scaled too',
     dict(DECOMP, bias='1h', scale_mode='exp2', scale=0.3, fill='ninf'),
     'raised without scaling the bias: the exp2 factor (c*ln2 = 0.3) goes '
     'into the scale but not into the bias copy; attn-runner --no-raise: '
     'rel err about 0.4'),
    ('fused_scale_bias_mask', 'scale, bias and mask in one generic',
     dict(bias='1h', fuse=True, mask_form='inline', fill='ninf'), None),
    ('softmax_decomposed', 'decomposed softmax: maximumf from -inf, subf, exp, '
     'sum, divf', dict(DECOMP), None),
    ('softmax_maxnumf_finfo_min_init', 'maxnumf(acc, x) from finfo.min',
     dict(DECOMP, max_op='maxnumf', max_init='min', max_swap=True), None),
    ('softmax_exp2_log2e', 'exp2((s - m) * log2 e)',
     dict(DECOMP, exp='exp2'), None),
    ('softmax_exp2_scale_folded', 'flash style: no score scale, exp2((s - m) '
     '* scale * log2 e)', dict(DECOMP, scale_mode='exp2'), None),
    ('softmax_reciprocal_generic', 'p = e * r with r = 1 / z its own generic',
     dict(DECOMP, norm='recip_generic'), None),
    ('softmax_reciprocal_inline', 'p = (1 / z) * e in one body',
     dict(DECOMP, norm='recip_inline'), None),
    ('softmax_exp_recomputed', 'exp(s - m) recomputed in the sum and the '
     'normalisation', dict(DECOMP, exp_inline=True), None),
    ('reductions_loops_permuted', 'max/sum generics with loops (j, i, h, b)',
     dict(DECOMP, red_perm=[3, 2, 1, 0]), None),
    ('gqa_floordiv_map', 'GQA as an h floordiv 2 index map in both '
     'contractions', dict(kv='floordiv'), None),
    ('mqa_repeat', 'MQA: one kv head repeated 4 times',
     dict(Hkv=1, kv='repeat'), None),
    ('mqa_constant_head_index', 'MQA: K and V [B, S, 1, D] read at head 0',
     dict(Hkv=1, kv='const0'),
     'not raised ("more than one output dimension is not used by V"): the '
     'query dim is taken as the one output dim V does not use, so a V read '
     'at constant head 0 leaves two'),
    ('mqa_constant_head_index_k_only', 'MQA: K read at head 0, V repeated by '
     'h floordiv 4', dict(Hkv=1, kv='const0_k'),
     'not raised ("K does not depend on a batch/head dimension"), although '
     'kvHeads accepts "0 or absent (MQA)"'),
    ('mqa_no_head_dim', 'MQA: K and V [B, S, D] without a head dim',
     dict(Hkv=1, kv='absent'),
     'not raised ("more than one output dimension is not used by V")'),
    ('layout_bhsd', 'BHSD layout', dict(layout='bhsd'), None),
    ('layout_sbhd', 'SBHD layout', dict(layout='sbhd'), None),
    ('layout_unbatched_shd', 'no batch dim: [S, H, D], GQA',
     dict(layout='sh', B=1, kv='floordiv'), None),
    ('bhsd_result_bshd', 'BHSD inputs, result written [B, S, H, D] '
     '(einsum bhqk,bhkd->bqhd)',
     dict(layout='bhsd', out_roles=['b', 'i', 'h', 'e']), None),
    ('collapsed_gqa_repeat_interleave', '[B*H, S, D] with K/V [B*Hkv, S, D] '
     'repeated (repeat_interleave: broadcast + collapse)',
     dict(layout='x', kv='repeat'), None),
    ('collapsed_gqa_floordiv', '[B*H, S, D], K/V read at x floordiv 2',
     dict(layout='x', kv='floordiv'), None),
    ('collapsed_gqa_view_repeat', '[B*H, S, D], K/V viewed [B, Hkv, S, D], '
     'repeated and collapsed again (repeat_kv then view)',
     dict(layout='x', kv='repeat_expand', qk='named', pv='named'), None),
    ('mla_value_dim_differs', 'MLA: d_v = 32 != d_qk = 16', dict(Dv=32), None),
    ('off_by_one_negf', 'off-by-one softmax: z + exp(-m)',
     dict(DECOMP, sink='obo_neg'), None),
    ('off_by_one_sub_separate', 'off-by-one softmax: z + exp(0 - m) in its own '
     'row generic', dict(DECOMP, sink='obo_sub', sink_separate=True), None),
    ('learnable_sink', 'learnable sink: z + exp(sink[h] - m), sink [H] f32',
     dict(DECOMP, sink='learnable'),
     'the raised attn.sdpa fails to verify ("\'sink\' must have shape [Hq] = '
     '[4], got [2, 4, 4, 4]"): toLayout rebuilds the sink as a rank-4 tensor'),
    ('learnable_sink_separate', 'learnable sink added in its own row generic',
     dict(DECOMP, sink='learnable', sink_separate=True, kv='floordiv'),
     'same as learnable_sink'),
]

# The positives test/Integration/CPU/raise-differential.mlir runs.
DIFFERENTIAL = ['naive_py_canonical', 'batch_matmul_collapsed_bf16',
                'causal_bottom_right', 'mask_iota_i32',
                'bias_full_before_scale', 'softmax_exp2_scale_folded',
                'off_by_one_sub_separate', 'collapsed_gqa_repeat_interleave',
                'collapsed_gqa_view_repeat', 'bias_ninf_row']
NEGATIVES = [
    ('negative_mask_depends_on_batch', 'the band is j <= i + b',
     dict(neg='mask_batch', mask_form='inline'), None),
    ('negative_mask_depends_on_head', 'the band is j <= i + h',
     dict(neg='mask_head', mask_form='inline'), None),
    ('negative_softmax_over_queries', 'linalg.softmax over i (dimension 2)',
     dict(neg='softmax_axis_i'), None),
    ('negative_decomposed_softmax_over_queries', 'max and sum over i',
     dict(DECOMP, neg='softmax_axis_i'), None),
    ('negative_sum_over_queries', 'max over j, sum over i',
     dict(DECOMP, neg='sum_wrong_dim'), None),
    ('negative_sum_of_other_exp', 'numerator exp(s - m), denominator sum of '
     'exp(s)', dict(DECOMP, neg='sum_other_exp'), None),
    ('negative_max_of_unmasked_scores', 'the max is taken before the mask',
     dict(DECOMP, neg='max_other_scores'), None),
    ('negative_min_instead_of_max', 'minimumf in the row "max"',
     dict(DECOMP, neg='min_reduce'), None),
    ('negative_scale_after_softmax', 'P * c before P.V',
     dict(DECOMP, neg='scale_after_softmax'), None),
    ('negative_window_right_negative', 'j <= i - 2 with finfo.min: row 0 and 1 '
     'are fully masked', dict(neg='upper_negative_min', mask=[('upper', -2)],
                              cmp_styles=[0]), None),
    ('negative_bottom_right_more_queries_finfo_min', 'bottom-right causal with '
     'Sq = 48 > Skv = 16, finfo.min fill: 32 rows are fully masked',
     dict(neg='br_more_queries_min', Sq=48, Skv=16, mask=[('upper', -32)],
          cmp_styles=[0]), None),
    ('negative_bottom_right_more_queries_ninf', 'the same with -inf: NaN rows',
     dict(neg='br_more_queries_ninf', Sq=48, Skv=16, mask=[('upper', -32)],
          cmp_styles=[0], fill='ninf'), None),
    ('negative_window_left_rows_past_keys', 'j >= i - 4 with Sq = 48, Skv = 16: '
     'rows 20.. are empty', dict(neg='window_left_past_end', Sq=48, Skv=16,
                                 mask=[('lower', -4)], cmp_styles=[0]), None),
    ('negative_mask_polarity_inverted', 'select(j <= i, fill, s): the '
     'complement of causal (the last row is empty)',
     dict(neg='polarity_inverted', mask=[('upper', 0)], cmp_styles=[0]),
     None),
    ('negative_tile_heads', 'jnp.tile of K/V: query head h reads kv head '
     'h mod Hkv', dict(neg='tile_heads', kv='tile'), None),
    ('negative_mod_heads_map', 'h mod 2 index map in the contractions',
     dict(neg='mod_heads', kv='mod'), None),
    ('negative_probabilities_returned', 'P is also returned',
     dict(DECOMP, neg='multi_use_p'), None),
    ('negative_scores_returned', 'the masked scores are also returned',
     dict(neg='multi_use_scores'), None),
    ('negative_row_max_returned', 'the row max is also returned',
     dict(DECOMP, neg='multi_use_max'), None),
    ('negative_bf16_score_accumulation', 'Q.K accumulates in bf16 (no upcast)',
     dict(neg='bf16_qk_accum'), None),
    ('negative_bf16_probabilities', 'P rounded to bf16 before P.V',
     dict(DECOMP, neg='bf16_probs'), None),
    ('negative_exp_without_max', 'exp(s) / sum exp(s)',
     dict(DECOMP, neg='exp_no_max'), None),
    ('negative_fill_small', 'fill -100', dict(neg='fill_small'), None),
    ('negative_sum_starts_at_one', 'the denominator sum starts at 1',
     dict(DECOMP, neg='sum_init_one'), None),
    ('negative_pv_starts_at_one', 'the P.V accumulator starts at 1',
     dict(neg='pv_init_one'), None),
    ('negative_scale_argument', 'scores * %alpha (a function argument)',
     dict(neg='scale_nonconst'), None),
    ('negative_sink_constant_one', 'z + exp(1 - m)',
     dict(DECOMP, neg='sink_const_one'), None),
    ('negative_sink_per_query', 'z + exp(sink[i] - m), sink [Sq]',
     dict(DECOMP, neg='sink_per_query', sink='learnable'), None),
    ('negative_mixed_element_types', 'Q bf16, K/V f16',
     dict(neg='mixed_dtypes'), None),
    ('negative_mask_not_unit_band', 'j <= 2 * i',
     dict(neg='mask_coeff2', mask=[('upper', 0)], cmp_styles=[0]), None),
    ('negative_mask_equality', 'j == i (equality comparison)',
     dict(neg='mask_eq', mask=[('upper', 0)]), None),
    ('negative_bias_finite_fill', 'an additive bias argument next to the '
     'finfo.min-filled window: a row whose allowed scores are all -inf is '
     'uniform over the masked keys in the program, a zero row in attn.sdpa',
     dict(neg='bias_finite_fill', bias='1h'), None),
    ('negative_bias_sink', 'an additive bias argument and an off-by-one '
     'sink: a row of -inf is NaN in the program, the sink\'s share (out = 0, '
     'finite lse) in attn.sdpa',
     dict(DECOMP, neg='bias_sink', bias='1h', fill='ninf', sink='obo_neg'),
     None),
    # Near-misses that attn-raise wrongly raises.
    ('negative_unsigned_window', 'j uge i - 8: for i < 8, i - 8 wraps and '
     'the whole row is masked (finfo.min: uniform rows)',
     dict(neg='unsigned_window', mask=[('upper', 0), ('lower', -8)]),
     'raised as causal window [8, 0]: cmpi uge is treated as sge; attn-runner '
     '--no-raise: rel err about 1'),
    ('negative_mask_positions_truncated_to_i4', 'j < i + 1 on positions '
     'index_cast to i4 (they wrap at 8): i + 1 wraps to -8 in row 7, which '
     'is fully masked (finfo.min: uniform)',
     dict(neg='mask_narrow_int', mask_mod='narrow', idx='i4',
          mask=[('upper', 0)], cmp_styles=[2]), None),
    ('negative_fill_then_tiny_scale', 'select(mask, s, -1e4) * 1e-4: the '
     'masked scores become -1, not negligible',
     dict(neg='fill_rescaled', fill='min'),
     'raised: the fill is checked before the factor applied after the '
     'select; attn-runner --no-raise: rel err about 1'),
    ('negative_fill_then_negative_scale', 'select(mask, s, -inf) * -0.25: the '
     'masked scores become +inf',
     dict(neg='fill_then_negative_scale', fill='ninf'),
     'attn-opt fails: the pass builds attn.sdpa with scale = -0.25, which '
     'does not verify ("\'scale\' must be finite and positive")'),
    ('negative_fill_nan', 'NaN fill: every row is NaN',
     dict(neg='fill_nan'), 'raised: NaN > -1e4 is false, so NaN passes the '
     'fill check; the naive program gives NaN everywhere'),
    ('negative_exp2_scaled_sink_unscaled', 'exp2((s - m) * 0.125 * log2 e) '
     'with the off-by-one term exp(-m) not scaled',
     dict(DECOMP, neg='exp2_scaled_sink', scale_mode='none', scale=0.125),
     'raised as off_by_one with scale 0.125: the sink term would have to be '
     'exp(-0.125 m); attn-runner --no-raise: rel err about 0.5'),
]


def make_spec(name, overrides):
    spec = gen.base_spec(name=name, **CANON)
    spec.update(overrides)
    if spec['mask'] and (not spec['cmp_styles'] or
                         len(spec['cmp_styles']) < len(spec['mask'])):
        spec['cmp_styles'] = [0] * len(spec['mask'])
    if spec['kv'] == 'mha':
        spec['Hkv'] = spec['Hq']
    return spec


def sdpa_check(spec, exp):
    attrs = 'layout = ' + exp['layout']
    if exp['causal'] != 'none':
        attrs += ' causal = ' + exp['causal']
    if exp['window']:
        attrs += ' window = [%d, %d]' % tuple(exp['window'])
    if exp['scale'] is not None:
        attrs += ' scale = ' + gen.mlir_f64(exp['scale'])
    if exp['softmax'] != 'vanilla':
        attrs += ' softmax = ' + exp['softmax']
    operands = '%arg0, %arg1, %arg2' if exp['all_gone'] else \
        '%{{.+}}, %{{.+}}, %{{.+}}'
    if exp['bias']:
        operands += ' bias(%{{.+}})'
    if exp['sink']:
        operands += ' sink(%{{.+}})'
    types = ', '.join(exp['operands'])
    results = '%[[OUT:[^,]+]], %[[LSE:[^ ]+]]' if exp['nan_rows'] else \
        '%[[OUT:.+]]'
    # The line opens the first region (a mask_mod after a score_mod opens
    # on the line that closes it).
    region = next((' %s {' % name for name in ('score_mod', 'mask_mod')
                   if exp[name]), '')
    return '%s = attn.sdpa %s %s : (%s) -> %s%s' % (
        results, operands, attrs, types, exp['result'], region)


def result_copied(spec):
    return not (spec['layout'] in gen.LAYOUTS4 and
                (spec['out_roles'] is None or
                 spec['out_roles'] == gen.out_roles_default(spec)))


def wrap(lines, width=80):
    """Comment lines of at most `width` columns."""
    out = []
    for text in lines:
        words = text.split()
        line = '//'
        for w in words:
            if len(line) + 1 + len(w) > width and line != '//':
                out.append(line)
                line = '//'
            line += ' ' + w
        out.append(line)
    return out


HEADER_RAISE = '''// RUN: attn-opt %s -split-input-file '--attn-raise=round-probabilities=false widen-intermediates=false' | FileCheck %s

// attn-raise on naive, score-materialising attention. Every case derives from
// the canonical naive form (bf16 BSHD, GQA 4/2 by repeat, scores * D**-0.5, a
// causal sliding window of 8 as an i1 tensor with finfo.min fill,
// linalg.softmax, truncf back; the spelling of the JAX baseline) by changing
// one or two things. Positives check the attn.sdpa with every attribute the
// raise sets and its types, and that no reduction (no S x S softmax, no
// contraction) is left; where the leaves are already in the layout, that no
// linalg.generic is left at all. Near-misses (@negative_*) must stay naive.
// Cases marked BUG fail today; the note says how.
//
// Written by test/Raise/make_raise_tests.py; numerically every positive also
// agrees with its naive program (attn-runner --no-raise), see
// test/Integration/CPU/raise-differential.mlir for a lit subset.
'''

# raise.mlir is written split by feature: raise-<feature>.mlir, each with
# its positives and near misses (the modifier regions have their own
# hand-written raise-modifiers.mlir).
FEATURES = (
    ('lse', 'returned log-sum-exp', ('lse_',)),
    ('bias', 'bias tensors', ('bias_', 'fused_scale_bias')),
    ('gqa', 'GQA, MQA and head groupings',
     ('gqa', 'mqa_', 'tile_heads', 'mod_heads')),
    ('softmax', 'softmax spellings, sinks and reductions',
     ('softmax', 'off_by_one', 'learnable_sink', 'sum_', 'max_', 'min_',
      'exp', 'sink_', 'reductions_')),
    ('scale', 'the scale', ('scale', 'fill_then')),
    ('mask', 'masks: causal, windows, fills, mask tensors',
     ('causal', 'window', 'mask', 'fill_', 'anti_causal', 'bottom_right',
      'polarity')),
    ('structure', 'spellings, layouts, element types and outside uses',
     ('',)),
)


def feature_of(name):
    """The feature file a raise.mlir case goes to, from its function name."""
    base = name[len('negative_'):] if name.startswith('negative_') else name
    for feature, _, keys in FEATURES:
        if any(key in base for key in keys):
            return feature
    return 'structure'


def split_by_feature(header, blocks):
    """{feature: file text} of raise.mlir's blocks (each with one
    CHECK-LABEL) under `header`'s RUN line and intro."""
    import re
    run_line, intro = header.split('\n', 1)
    grouped = {}
    for block in blocks:
        name = re.search(r'CHECK-LABEL: func\.func @(\w+)\(', block).group(1)
        grouped.setdefault(feature_of(name), []).append(block)
    files = {}
    for feature, what, _ in FEATURES:
        if feature not in grouped:
            continue
        files[feature] = (run_line + '\n\n// attn-raise: %s.\n//\n' % what +
                          intro.lstrip('\n') + '\n' +
                          '\n// -----\n\n'.join(grouped[feature]))
    return files


HEADER_DIFFERENTIAL = '''// attn-runner --no-raise on naive attention programs: the naive program
// and the one attn-raise makes of it run on the same seeded inputs and must
// agree. attn-runner raises the whole module and counts the attn ops of
// all its functions, so "raised_ops" is the number of functions here: every
// one must be raised, or the comparison would be naive against naive.
// A representative subset of test/Dialect/Attn/raise-*.mlir (written by
// test/Raise/make_raise_tests.py); the fuzzer test/Raise/fuzz.test covers
// random spellings.
'''

HEADER_REPORT = '''// RUN: attn-opt %s -split-input-file '--attn-raise=report=true round-probabilities=false widen-intermediates=false' -verify-diagnostics

// attn-raise=report=true names the check each near-miss of raise-*.mlir fails,
// on its P.V contraction. The softmax's sum reduction (or the linalg.softmax
// it is decomposed from) is reported too: it looks like an attention to the
// report (an exp feeds it) but is no P.V contraction.
//
// Written by test/Raise/make_raise_tests.py.
'''


def main():
    parser = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument('--out-dir', default=os.path.join(
        here, '..', 'Dialect', 'Attn'))
    parser.add_argument('--cases-dir', help='also write every positive to '
                        'its own file here (for attn-runner)')
    parser.add_argument('--list', action='store_true')
    args = parser.parse_args()

    blocks, report_blocks, differential = [], [], []
    for name, what, overrides, bug in POSITIVES:
        spec = make_spec(name, overrides)
        exp = gen.expect(spec)
        assert exp['raised'], name
        text = gen.emit_case(spec)
        lines = wrap([what + '.'])
        if bug:
            lines += wrap(['BUG: ' + bug + '.'])
        lines.append('// CHECK-LABEL: func.func @%s(' % name)
        lines.append('// CHECK-NOT: linalg.generic' if exp['all_gone'] else
                     '// CHECK-NOT: "reduction"')
        if exp['bias_scaled']:
            # the bias copy multiplies by the factors applied after the bias
            lines.append('// CHECK: arith.mulf')
        elif exp['bias']:
            lines.append('// CHECK-NOT: arith.mulf')
        lines.append('// CHECK: ' + sdpa_check(spec, exp))
        if exp['nan_rows']:
            # The bias's all -inf rows: NaN where attn.sdpa's lse is -inf.
            nan = '0x7FC00000' if spec['dt'] == 'f32' else '0x7FC0'
            label = lines.index('// CHECK-LABEL: func.func @%s(' % name)
            lines[label + 1:label + 1] = [
                '// CHECK-DAG: %%[[NAN:.+]] = arith.constant %s : %s' % (
                    nan, spec['dt']),
                '// CHECK-DAG: %[[NEGINF:.+]] = arith.constant 0xFF800000 : '
                'f32']
            lines += [
                '// CHECK: %[[FIXED:.+]] = linalg.generic {{.+}} '
                'ins(%[[OUT]], %[[LSE]] :',
                '// CHECK: %[[EMPTY:.+]] = arith.cmpf oeq, %{{.+}}, '
                '%[[NEGINF]] : f32',
                '// CHECK: arith.select %%[[EMPTY]], %%[[NAN]], %%{{.+}} : %s'
                % spec['dt']]
        lines.append('// CHECK-NOT: linalg.generic' if exp['all_gone'] else
                     '// CHECK-NOT: "reduction"')
        if exp['nan_rows']:
            lines.append('// CHECK: return')
        elif result_copied(spec):
            lines.append('// CHECK: return')
        else:
            lines.append('// CHECK: return %[[OUT]] :')
        blocks.append('\n'.join(lines) + '\n' + text)
        if name in DIFFERENTIAL:
            differential.append((name, '\n'.join(wrap([what + '.'])) + '\n'
                                 + text))
        if args.cases_dir:
            os.makedirs(args.cases_dir, exist_ok=True)
            with open(os.path.join(args.cases_dir, name + '.mlir'), 'w') as f:
                f.write(text)
    for name, what, overrides, bug in NEGATIVES:
        spec = make_spec(name, overrides)
        exp = gen.expect(spec)
        assert not exp['raised'], name
        text, marks = gen.emit(spec)
        lines = wrap([what + '.'])
        if bug:
            lines += wrap(['BUG: ' + bug + '.'])
        lines += ['// CHECK-LABEL: func.func @%s(' % name,
                  '// CHECK-NOT: attn.sdpa', '// CHECK: return']
        blocks.append('\n'.join(lines) + '\n' + text)
        if exp['reason'] and not bug:
            body = text.splitlines()
            remarks = {marks['pv']: exp['reason'], marks['sum']: ''}
            out = []
            for n, line in enumerate(body):
                if n in remarks:
                    out.append('// expected-remark@+1 {{attn-raise: not '
                               'raised: %s}}' % remarks[n])
                out.append(line)
            report_blocks.append('\n'.join(wrap([what + '.']) + out) + '\n')
    for feature, text in split_by_feature(HEADER_RAISE, blocks).items():
        with open(os.path.join(args.out_dir, 'raise-%s.mlir' % feature),
                  'w') as f:
            f.write(text)
    with open(os.path.join(args.out_dir, 'raise-report.mlir'), 'w') as f:
        f.write(HEADER_REPORT + '\n' + '\n// -----\n\n'.join(report_blocks))
    here_tests = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              '..')
    with open(os.path.join(here_tests, 'Integration', 'CPU',
                           'raise-differential.mlir'), 'w') as f:
        for name, _ in differential:
            f.write('// RUN: attn-runner %%s --entry=%s --seed=%%seed --iters=1 '
                    '--warmup=0 --no-raise --json | FileCheck %%s\n' % name)
        f.write('\n' + HEADER_DIFFERENTIAL +
                '// CHECK: "raised_ops": %d, "verified": true\n\n'
                % len(differential))
        f.write('\n'.join(text for _, text in differential))
    print('%d positives (%d marked BUG), %d negatives (%d marked BUG), '
          '%d report cases' % (
              len(POSITIVES), sum(1 for p in POSITIVES if p[3]),
              len(NEGATIVES), sum(1 for n in NEGATIVES if n[3]),
              len(report_blocks)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
