/**
 * Where the typing bench's keystrokes go: reads a Chromium trace recorded with
 * `BENCH_TRACE=/tmp/typing.json node bench/editorTyping.mjs` and prints, per keystroke, the renderer
 * main thread's time by trace event — self time, as wall time and as CPU time (thread time, which
 * other processes' load does not inflate): style recalc, layout, paint, script, selection sync… —
 * and, when the trace has V8 samples, the JavaScript by function (inclusive, with the bundle's names).
 * Usage: node --max-old-space-size=4096 bench/editorTypingTrace.mjs /tmp/typing.json [rows, default 30]
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const label = (e) => {
  const data = e.args?.data ?? {};
  return e.name + (data.type ? ` ${data.type}` : '') + (data.functionName ? ` ${data.functionName}` : '');
};

/** The renderer main thread's complete events, nested, and the typing window (first to last keydown). */
function mainThreadOf(events) {
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  if (!thread) throw new Error('no renderer main thread in the trace');
  const spans = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const keydowns = spans.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  const inputs = spans.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'textInput');
  if (keydowns.length === 0) throw new Error('no keydown in the trace');
  const roots = [];
  const stack = [];
  for (const span of spans) {
    span.children = [];
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    (stack.at(-1)?.children ?? roots).push(span);
    stack.push(span);
  }
  // Every keystroke types a character (textInput); Chinese ones arrive without a keydown.
  const start = keydowns[0].ts;
  const end = keydowns.at(-1).ts + 40_000;
  return { thread, roots, start, end, keystrokes: Math.max(keydowns.length, inputs.length) };
}

/**
 * Per keystroke: main-thread wall and CPU time (top-level tasks in the typing window), and each trace
 * event's self time. `under` (an event label such as 'EventDispatch textInput') limits it to that
 * event's subtree.
 */
export function mainThreadBreakdown(events, under) {
  const { roots, start, end, keystrokes } = mainThreadOf(events);
  const self = new Map();
  const total = { wall: 0, cpu: 0 };
  const add = (key, wall, cpu) => {
    const row = self.get(key) ?? { wall: 0, cpu: 0 };
    row.wall += wall;
    row.cpu += cpu;
    self.set(key, row);
  };
  const walk = (span, counted) => {
    const inside = counted || !under || label(span) === under;
    if (inside && !counted && (under || span.ts >= start)) {
      total.wall += span.dur;
      total.cpu += span.tdur ?? 0;
    }
    if (inside) {
      const childWall = span.children.reduce((sum, c) => sum + c.dur, 0);
      const childCpu = span.children.reduce((sum, c) => sum + (c.tdur ?? 0), 0);
      add(label(span), span.dur - childWall, (span.tdur ?? 0) - childCpu);
    }
    for (const child of span.children) walk(child, inside);
  };
  for (const root of roots) if (root.ts >= start && root.ts <= end) walk(root, false);
  const perKey = (us) => us / 1000 / keystrokes;
  return {
    keystrokes,
    wallMs: perKey(total.wall),
    cpuMs: perKey(total.cpu),
    self: [...self].map(([name, t]) => ({ name, wallMs: perKey(t.wall), cpuMs: perKey(t.cpu) })),
  };
}

/** Inclusive and self time by JavaScript function from the V8 sampling profiler, per keystroke. */
export function jsFunctions(events) {
  const { thread, start, end, keystrokes } = mainThreadOf(events);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === thread.pid);
  if (!profile) return [];
  const nodes = new Map();
  const rows = new Map();
  const nameOf = (node) => {
    const frame = node.callFrame;
    const where = frame.url ? ` ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    return `${frame.functionName || '(anonymous)'}${where}`;
  };
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid || e.id !== profile.id) continue;
    for (const node of e.args.data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = e.args.data.cpuProfile?.samples ?? [];
    const deltas = e.args.data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      time += deltas[i] ?? 0;
      const interval = deltas[i + 1] ?? 0;
      if (time < start || time > end) continue;
      const seen = new Set();
      for (let node = nodes.get(samples[i]), leaf = true; node; node = nodes.get(node.parent), leaf = false) {
        const name = nameOf(node);
        const row = rows.get(name) ?? { inclusive: 0, self: 0 };
        if (!seen.has(name)) row.inclusive += interval;
        if (leaf) row.self += interval;
        seen.add(name);
        rows.set(name, row);
      }
    }
  }
  return [...rows].map(([name, t]) => ({
    name,
    inclusiveMs: t.inclusive / 1000 / keystrokes,
    selfMs: t.self / 1000 / keystrokes,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rowsArg, under] = process.argv.slice(2);
  if (!file) throw new Error('usage: node bench/editorTypingTrace.mjs <trace.json> [rows] [event label]');
  const rows = Number(rowsArg ?? 30);
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const fmt = (value) => value.toFixed(3).padStart(8);
  const main = mainThreadBreakdown(events, under);
  console.log(
    `${main.keystrokes} keystrokes; main thread per keystroke: ${fmt(main.wallMs)} ms wall, ${fmt(main.cpuMs)} ms CPU`,
  );
  console.log(`\nBy trace event, self time per keystroke${under ? ` under ${under}` : ''} (wall, CPU ms)`);
  for (const row of main.self.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, rows))
    console.log(`${fmt(row.wallMs)} ${fmt(row.cpuMs)}  ${row.name}`);
  const js = jsFunctions(events);
  if (js.length) {
    console.log('\nJavaScript by function, sampled, per keystroke (inclusive, self ms)');
    for (const row of js.sort((a, b) => b.inclusiveMs - a.inclusiveMs).slice(0, rows))
      console.log(`${fmt(row.inclusiveMs)} ${fmt(row.selfMs)}  ${row.name}`);
  }
}
