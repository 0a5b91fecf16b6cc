#!/usr/bin/env python3
#===- run_raise_fuzz.py - differential fuzzing of attn-raise -*- python -*-===#
#
# Generates random naive attention programs and near-misses with
# gen_raise_cases.py and checks that attn-opt --attn-raise
#   - raises every positive to exactly one attn.sdpa with the expected
#     layout, causal, window, scale, softmax and operand/result types, the
#     expected score_mod / mask_mod regions (and no others), and leaves no
#     Sq x Skv tensor and no reduction behind;
#   - leaves every near-miss alone (no attn.sdpa), and, where the generator
#     names one, reports the expected reason with report=true;
# and, for a fraction of the positives, that attn-runner --no-raise finds
# the naive and the raised program numerically equal ("verified": true);
# positives with modifier regions run at their own, higher fraction (their
# meaning is the region's ops, which only a run checks).
#
# usage: run_raise_fuzz.py --count N --seed S --attn-opt PATH
#            --attn-runner PATH [--run-fraction F]
#            [--modifier-run-fraction F] [--jobs J]
#            [--negative-fraction F] [--keep DIR]
# Exits non-zero with a summary of every failure (the failing cases are kept
# under --keep, or a temporary directory, for replay).
#
#===----------------------------------------------------------------------===#

import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_raise_cases as gen  # noqa: E402

CHUNK = 40
# The whole raise pipeline (canonicalisation included), so that every
# canonicalisation is fuzzed for exactness too. Rounded probabilities are a
# near-miss kind of the generator, so that policy is off here.
RAISE = ('--attn-raise-pipeline=round-probabilities=false '
         'widen-intermediates=false')
REPORT = ('--attn-raise-pipeline=report=true round-probabilities=false '
          'widen-intermediates=false')
SDPA_RE = re.compile(
    r'attn\.sdpa (?P<operands>[^:]*?) layout = (?P<layout>\w+)'
    r'(?: causal = (?P<causal>\w+))?'
    r'(?: window = \[(?P<window>[-0-9, ]+)\])?'
    r'(?: scale = (?P<scale>[-+0-9.eE]+))?'
    r'(?: softmax = (?P<softmax>\w+))?'
    r'(?: dropout = [-+0-9.eE]+)?'
    r' : \((?P<types>[^)]*)\) -> (?P<result>.*)$')
TENSOR_RE = re.compile(r'tensor<((?:\d+x)+)\w+>')
# An attn.sdpa line that opens a region, and the line that closes one
# (and may open the next).
REGION_OPEN_RE = re.compile(r'^(?P<head>.*?)\s+(?P<name>score_mod|mask_mod) \{$')
REGION_NEXT_RE = re.compile(r'^\}(?:\s+(?P<name>score_mod|mask_mod) \{)?$')
REGION_OP_RE = re.compile(r'^(?:%[\w#:, %]+ = )?(?P<op>[a-z_]+\.[a-z_0-9.]+)')
# (region, arity of its block, type it yields)
REGION_SIGNATURES = {'score_mod': (5, 'f32'), 'mask_mod': (4, 'i1')}


def run(cmd, timeout=600):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def check_raised(case, text):
    """Problems with the raised output of a positive (empty: fine). A raise
    that matches one of the spec's equivalent readings
    (gen.alternative_expectations) is fine too."""
    problems = check_expectation(case, case['expect'], text)
    if problems:
        for alternative in gen.alternative_expectations(case['spec']):
            if not check_expectation(case, alternative, text):
                return []
    return problems


def parse_sdpa(text):
    """The attn.sdpa ops of `text` as (the op's line without the regions,
    {region name: its lines}), and `text` without the region lines."""
    lines = text.splitlines()
    ops, rest = [], []
    n = 0
    while n < len(lines):
        line = lines[n]
        n += 1
        rest.append(line)
        if 'attn.sdpa' not in line:
            continue
        indent = len(line) - len(line.lstrip())
        head = line.strip()
        regions = {}
        m = REGION_OPEN_RE.match(head)
        if m:
            head = m.group('head')
        # Each region runs to the `}` at the op's indentation.
        while m:
            name, body, m = m.group('name'), [], None
            while n < len(lines):
                inner = lines[n]
                n += 1
                if len(inner) - len(inner.lstrip()) == indent and \
                        inner.strip().startswith('}'):
                    closing = REGION_NEXT_RE.match(inner.strip())
                    if closing and closing.group('name'):
                        m = closing
                    break
                body.append(inner.strip())
            regions[name] = body
        ops.append((head, regions))
    return ops, '\n'.join(rest)


def check_region(name, want, body):
    """Problems of modifier region `name` (lines `body`, None: absent)
    where `want` lists the ops it must hold (None: it must be absent)."""
    if want is None:
        return ['unexpected %s region' % name] if body is not None else []
    if body is None:
        return ['no %s region (expected one with %s)' % (name, want)]
    problems = []
    arity, result = REGION_SIGNATURES[name]
    if not body or not body[0].startswith('^bb0(') or \
            body[0].count(': index') != 4 or \
            body[0].count(': ') != arity:
        problems.append('%s block arguments: %s' % (
            name, body[0] if body else '(empty)'))
    if not body or not body[-1].startswith('attn.yield') or \
            not body[-1].endswith(': ' + result):
        problems.append('%s does not yield %s' % (name, result))
    ops = set()
    for line in body[1:]:
        m = REGION_OP_RE.match(line)
        if m:
            ops.add(m.group('op'))
    ops -= {'arith.constant', 'attn.yield'}
    missing = [op for op in want if op not in ops]
    # Float math beyond what the program applies would change the scores.
    extra = sorted(op for op in ops if op.startswith('math.') and
                   op not in want)
    if missing or extra:
        problems.append('%s holds %s: %s missing, %s unexpected' % (
            name, sorted(ops), missing, extra))
    return problems


def check_expectation(case, exp, text):
    spec = case['spec']
    problems = []
    sdpas, text = parse_sdpa(text)
    if len(sdpas) != 1:
        return ['expected one attn.sdpa, found %d' % len(sdpas)]
    line, regions = sdpas[0]
    m = SDPA_RE.search(line)
    if not m:
        return ['cannot parse: ' + line]
    for name in ('score_mod', 'mask_mod'):
        problems += check_region(name, exp.get(name), regions.get(name))
    got_causal = m.group('causal') or 'none'
    got_window = [int(x) for x in m.group('window').split(',')] \
        if m.group('window') else None
    got_softmax = m.group('softmax') or 'vanilla'
    if m.group('layout') != exp['layout']:
        problems.append('layout %s, expected %s' % (m.group('layout'),
                                                    exp['layout']))
    if got_causal != exp['causal']:
        problems.append('causal %s, expected %s' % (got_causal,
                                                    exp['causal']))
    if got_window != exp['window']:
        problems.append('window %s, expected %s' % (got_window,
                                                    exp['window']))
    if got_softmax != exp['softmax']:
        problems.append('softmax %s, expected %s' % (got_softmax,
                                                     exp['softmax']))
    got_scale = float(m.group('scale')) if m.group('scale') else None
    want_scale = exp['scale']
    if (got_scale is None) != (want_scale is None) or (
            got_scale is not None and
            abs(got_scale - want_scale) > 1e-9 * abs(want_scale)):
        problems.append('scale %s, expected %s' % (got_scale, want_scale))
    types = [t.strip() for t in re.split(r',\s*(?=tensor)', m.group('types'))]
    if types != exp['operands']:
        problems.append('operand types %s, expected %s' % (types,
                                                           exp['operands']))
    if m.group('result').strip() != exp['result']:
        problems.append('result type %s, expected %s' % (
            m.group('result').strip(), exp['result']))
    # A bias added before a scale is scaled in its copy (and only then: no
    # other copy multiplies).
    # (A base-2 LSE's copy multiplies too.)
    if exp['bias'] and not (spec['exp'] == 'exp2' and
                            spec['softmax'] == 'decomposed') and \
            spec.get('lse') != 'base2':
        if exp['bias_scaled'] != ('arith.mulf' in text):
            problems.append('the bias copy %s scaled' % (
                'is not' if exp['bias_scaled'] else 'is'))
    operands = m.group('operands')
    if ('bias(' in operands) != exp['bias']:
        problems.append('bias operand presence differs')
    if ('sink(' in operands) != exp['sink']:
        problems.append('sink operand presence differs')
    # No Sq x Skv tensor and no reduction is left.
    Sq, Skv = spec['Sq'], spec['Skv']
    for dims in TENSOR_RE.findall(text):
        shape = [int(x) for x in dims.rstrip('x').split('x')]
        if shape in exp['bias_shapes']:
            continue  # the bias is an input of that size
        if Sq == Skv and shape.count(Sq) >= 2 or \
                Sq != Skv and Sq in shape and Skv in shape:
            problems.append('an Sq x Skv tensor is left: %s' % dims)
            break
    if '"reduction"' in text:
        problems.append('a reduction is left')
    if exp['all_gone'] and 'linalg.generic' in text:
        problems.append('a linalg.generic is left')
    return problems


def split_output(text):
    return text.split('// -----')


def raise_chunk(attn_opt, cases, directory, index):
    """Runs attn-opt over a chunk; returns {name: (ok, output or error)}."""
    path = os.path.join(directory, 'chunk_%04d.mlir' % index)
    with open(path, 'w') as f:
        f.write('\n// -----\n'.join(c['text'] for c in cases))
    rc, out, err = run([attn_opt, path, '-split-input-file', RAISE])
    results = {}
    if rc == 0:
        parts = split_output(out)
        if len(parts) == len(cases):
            for case, part in zip(cases, parts):
                results[case['name']] = (True, part)
            return results
    # Fall back to one case at a time to attribute the failure.
    for case in cases:
        one = os.path.join(directory, case['name'] + '.mlir')
        with open(one, 'w') as f:
            f.write(case['text'])
        rc, out, err = run([attn_opt, one, RAISE])
        results[case['name']] = (rc == 0, out if rc == 0 else err)
    return results


def report_chunk(attn_opt, cases, directory, index):
    """Remarks of attn-raise=report=true per case (by line range)."""
    path = os.path.join(directory, 'report_%04d.mlir' % index)
    ranges = []
    text = ''
    for c in cases:
        if text:
            text += '\n// -----\n'
        first = text.count('\n') + 1
        text += c['text']
        ranges.append((first, text.count('\n') + 1, c['name']))
    with open(path, 'w') as f:
        f.write(text)
    rc, out, err = run([attn_opt, path, '-split-input-file',
                        REPORT, '-o', os.devnull])
    remarks = {c['name']: [] for c in cases}
    for line in err.splitlines():
        m = re.match(r'.*?:(\d+):\d+: remark: (.*)$', line)
        if not m:
            continue
        n = int(m.group(1))
        for first, last, name in ranges:
            if first <= n <= last:
                remarks[name].append(m.group(2))
    return remarks


def run_runner(attn_runner, case, directory, seed):
    path = os.path.join(directory, case['name'] + '.mlir')
    with open(path, 'w') as f:
        f.write(case['text'])
    cmd = [attn_runner, path, '--no-raise', '--json', '--iters=1',
           '--warmup=0', '--seed=%d' % seed]
    try:
        rc, out, err = run(cmd, timeout=300)
    except subprocess.TimeoutExpired:
        return ['attn-runner timed out: ' + ' '.join(cmd)]
    lines = [l for l in out.splitlines() if l.startswith('{')]
    if not lines:
        return ['attn-runner failed (rc %d): %s %s' % (
            rc, ' '.join(cmd), (err.strip().splitlines() or [''])[-1])]
    result = json.loads(lines[-1])
    problems = []
    if result.get('raised_ops') != 1:
        problems.append('attn-runner raised %s ops' % result.get('raised_ops'))
    if result.get('verified') is not True:
        problems.append('naive and raised differ (max_rel_err %s): %s' % (
            result.get('max_rel_err'), ' '.join(cmd)))
    return problems


def main():
    parser = argparse.ArgumentParser(description='fuzz attn-raise')
    parser.add_argument('--count', type=int, required=True)
    parser.add_argument('--seed', type=int, required=True)
    parser.add_argument('--attn-opt', required=True)
    parser.add_argument('--attn-runner', required=True)
    parser.add_argument('--run-fraction', type=float, default=0.0)
    parser.add_argument('--modifier-run-fraction', type=float, default=0.05,
                        help='run fraction of the positives with a '
                        'score_mod or mask_mod')
    parser.add_argument('--negative-fraction', type=float, default=0.3)
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--keep', help='directory for the generated files')
    parser.add_argument('--no-report', action='store_true',
                        help='do not check the report reasons of negatives')
    parser.add_argument('--strict', action='store_true',
                        help='count cases that hit a known bug '
                        '(gen_raise_cases.KNOWN_BUGS) as failures')
    args = parser.parse_args()

    start = time.time()
    directory = args.keep or tempfile.mkdtemp(prefix='raise-fuzz-')
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(args.seed)
    cases = []
    for n in range(args.count):
        name = 'case_%05d' % n
        spec = gen.random_case(rng, name, args.negative_fraction)
        cases.append({'name': name, 'spec': spec, 'expect': gen.expect(spec),
                      'text': gen.emit_case(spec),
                      'bug': gen.known_bug(spec)})
    pick = random.Random(args.seed ^ 0x5eed)

    def run_fraction(case):
        exp = case['expect']
        if exp['score_mod'] or exp['mask_mod']:
            return max(args.run_fraction, args.modifier_run_fraction)
        return args.run_fraction
    to_run = [c for c in cases if c['expect']['raised'] and
              pick.random() < run_fraction(c)]

    failures = {}

    def fail(case, problems):
        failures.setdefault(case['name'], []).extend(problems)

    chunks = [cases[n:n + CHUNK] for n in range(0, len(cases), CHUNK)]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        outputs = {}
        for part in pool.map(lambda x: raise_chunk(args.attn_opt, x[1],
                                                   directory, x[0]),
                             enumerate(chunks)):
            outputs.update(part)
        for case in cases:
            ok, text = outputs[case['name']]
            if not ok:
                fail(case, ['attn-opt failed: ' +
                            (text.strip().splitlines() or [''])[0]])
                continue
            if case['expect']['raised']:
                problems = check_raised(case, text)
                if problems:
                    fail(case, problems)
            elif 'attn.sdpa' in text:
                line = [l for l in text.splitlines() if 'attn.sdpa' in l][0]
                fail(case, ['near-miss %s was raised: %s' % (
                    case['spec']['neg'], line.strip())])
        if not args.no_report:
            negatives = [c for c in cases if not c['expect']['raised'] and
                         c['expect']['reason']]
            nchunks = [negatives[n:n + CHUNK]
                       for n in range(0, len(negatives), CHUNK)]
            for remarks in pool.map(lambda x: report_chunk(
                    args.attn_opt, x[1], directory, x[0]),
                    enumerate(nchunks)):
                for case in negatives:
                    if case['name'] not in remarks:
                        continue
                    want = case['expect']['reason']
                    got = remarks[case['name']]
                    if not any(want in r for r in got):
                        fail(case, ['report for %s: expected "%s", got %s' % (
                            case['spec']['neg'], want, got)])
        runnable = [c for c in to_run if c['name'] not in failures and
                    not c['bug']]
        for case, problems in zip(runnable, pool.map(
                lambda c: run_runner(args.attn_runner, c, directory,
                                     args.seed), runnable)):
            if problems:
                fail(case, problems)

    positives = sum(1 for c in cases if c['expect']['raised'])
    modified = sum(1 for c in cases if c['expect']['raised'] and (
        c['expect']['score_mod'] or c['expect']['mask_mod']))
    kinds = set(c['spec']['neg'] for c in cases if c['spec']['neg'])
    print('attn-raise fuzz: seed %d, %d variants (%d positive, %d of them '
          'with modifier regions, %d near-miss of %d kinds), %d run through '
          'attn-runner, %.1f s'
          % (args.seed, len(cases), positives, modified,
             len(cases) - positives, len(kinds), len(runnable),
             time.time() - start))
    # Cases that run into a known bug are expected failures.
    xfail, xpass, real = {}, {}, {}
    for case in cases:
        bug = case['bug']
        failed = case['name'] in failures
        if bug and not args.strict:
            (xfail if failed else xpass).setdefault(bug, []).append(
                case['name'])
        elif failed:
            real[case['name']] = failures[case['name']]
    for bug, names in sorted(xfail.items()):
        print('known bug %s: %d expected failures (e.g. %s)'
              % (bug, len(names), names[0]))
    for bug, names in sorted(xpass.items()):
        print('known bug %s: %d cases passed anyway' % (bug, len(names)))
    # Keep the failing cases for replay.
    for case in cases:
        if case['name'] in failures:
            path = os.path.join(directory, case['name'] + '.mlir')
            with open(path, 'w') as f:
                f.write('// spec: ' + json.dumps(case['spec'], sort_keys=True)
                        + '\n// expect: ' + json.dumps(case['expect'],
                                                       sort_keys=True)
                        + '\n// known bug: ' + str(case['bug'])
                        + '\n' + case['text'])
    if not real:
        print('all passed' + (' (apart from known bugs)' if xfail else ''))
        if not args.keep:
            shutil.rmtree(directory, ignore_errors=True)
        return 0
    by_kind = {}
    for name, problems in sorted(real.items()):
        case = next(c for c in cases if c['name'] == name)
        kind = case['spec']['neg'] or 'positive'
        by_kind.setdefault(kind, []).append(name)
        print('FAIL %s (%s): %s' % (name, kind, '; '.join(problems)))
    print('%d of %d variants failed (%s); cases kept in %s' % (
        len(real), len(cases),
        ', '.join('%s: %d' % (k, len(v)) for k, v in sorted(by_kind.items())),
        directory))
    return 1


if __name__ == '__main__':
    sys.exit(main())
