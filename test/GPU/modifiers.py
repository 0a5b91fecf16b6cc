"""modifiers.py - the score_mod / mask_mod regions of the GPU suite's cases.

A case may carry "score_mod" and "mask_mod" descriptors (plain dicts in
cases.json). This module writes them as attn.sdpa regions (MLIR text) and
gives their meaning to the fp64 references, on numpy or torch arrays alike
(`xp` is the array module). Kinds:

  score_mod {"kind": "softcap", "cap": c}:      s -> c * tanh(s / c)
  mask_mod  {"kind": "prefix_lm", "prefix": P}: allowed iff j <= i or j < P
  mask_mod  {"kind": "document", "length": L}:  allowed iff i // L == j // L

i and j are positions within the sequence; the kinds read neither the
batch nor the head. Standard library only (the arrays come from callers).
"""


def _float(x):
    return repr(float(x))


def region_text(case):
    """The regions that follow the op's types, or ''."""
    lines = []
    score = case.get('score_mod')
    if score:
        if score['kind'] != 'softcap':
            raise ValueError(f'unknown score_mod {score}')
        lines += [
            '      score_mod {',
            '      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):',
            f'        %cap = arith.constant {_float(score["cap"])} : f32',
            '        %x = arith.divf %s, %cap : f32',
            '        %t = math.tanh %x : f32',
            '        %y = arith.mulf %t, %cap : f32',
            '        attn.yield %y : f32',
            '      }',
        ]
    mask = case.get('mask_mod')
    if mask:
        lines += ['      mask_mod {',
                  '      ^bb0(%b: index, %h: index, %i: index, %j: index):']
        if mask['kind'] == 'prefix_lm':
            lines += [
                f'        %p = arith.constant {int(mask["prefix"])} : index',
                '        %causal = arith.cmpi sle, %j, %i : index',
                '        %prefix = arith.cmpi slt, %j, %p : index',
                '        %ok = arith.ori %causal, %prefix : i1',
            ]
        elif mask['kind'] == 'document':
            lines += [
                f'        %l = arith.constant {int(mask["length"])} : index',
                '        %di = arith.divsi %i, %l : index',
                '        %dj = arith.divsi %j, %l : index',
                '        %ok = arith.cmpi eq, %di, %dj : index',
            ]
        else:
            raise ValueError(f'unknown mask_mod {mask}')
        lines += ['        attn.yield %ok : i1', '      }']
    return '\n'.join(lines)


def allowed(case, i, j):
    """mask_mod at positions i ([n, 1]) and j ([1, Skv]): a bool array, or
    None without a mask_mod."""
    mask = case.get('mask_mod')
    if not mask:
        return None
    if mask['kind'] == 'prefix_lm':
        return (j <= i) | (j < int(mask['prefix']))
    if mask['kind'] == 'document':
        length = int(mask['length'])
        return (i // length) == (j // length)
    raise ValueError(f'unknown mask_mod {mask}')


def modify_scores(case, s, xp):
    """(score_mod(s), d score_mod / ds) on float64 scores, or (s, None)
    without a score_mod. -inf (masked) scores stay -inf."""
    score = case.get('score_mod')
    if not score:
        return s, None
    if score['kind'] != 'softcap':
        raise ValueError(f'unknown score_mod {score}')
    cap = float(score['cap'])
    t = xp.tanh(s / cap)
    return t * cap, 1.0 - t * t
