/**
 * Reading a Chromium performance trace and a V8 CPU profile of one page load, for
 * bench/mainThreadBeforePaint.mjs: the main thread's time before the first contentful paint by kind
 * of work, and the script time by file.
 */

/** Trace event names → the kind of work they are; an event without a kind takes its parent's. */
const KIND_OF = new Map([
  ['v8.evaluateModule', 'module evaluation'],
  ['v8.compileModule', 'compile'],
  ['v8.compile', 'compile'],
  ['V8.CompileCode', 'compile'],
  ['V8.CompileLazy', 'compile'],
  ['ParseHTML', 'HTML and preload links'],
  ['HTMLDocumentParser::MaybeFetchQueuedPreloads', 'HTML and preload links'],
  ['DocumentLoader::CommitNavigation', 'HTML and preload links'],
  ['FunctionCall', 'script (render, effects, callbacks)'],
  ['v8.callFunction', 'script (render, effects, callbacks)'],
  ['RunMicrotasks', 'script (render, effects, callbacks)'],
  ['TimerFire', 'script (render, effects, callbacks)'],
  ['EventDispatch', 'script (render, effects, callbacks)'],
  ['FireAnimationFrame', 'script (render, effects, callbacks)'],
  ['UpdateLayoutTree', 'style, layout, paint'],
  ['Layout', 'style, layout, paint'],
  ['PrePaint', 'style, layout, paint'],
  ['Paint', 'style, layout, paint'],
  ['Layerize', 'style, layout, paint'],
  ['Commit', 'style, layout, paint'],
]);

function kindOf(name) {
  if (KIND_OF.has(name)) return KIND_OF.get(name);
  if (name === 'MinorGC' || name === 'MajorGC' || name.startsWith('V8.GC') || name.startsWith('BlinkGC')) {
    return 'garbage collection';
  }
  return undefined;
}

/**
 * The first contentful paint of the page and the navigation's start (trace clock, µs), and the main
 * thread's time (ms) by kind over the events that start before the paint.
 */
export function kindTimes(events) {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.navigationId === fcpEvent.args?.data?.navigationId,
  );
  const start = navigation?.ts ?? 0;
  const onMain = events
    .filter(
      (e) => e.ph === 'X' && e.pid === fcpEvent.pid && e.tid === fcpEvent.tid && e.ts >= start && e.ts < fcpEvent.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = {};
  const stack = [];
  const add = (frame) => {
    if (frame.self > 0) kinds[frame.kind] = (kinds[frame.kind] ?? 0) + frame.self / 1000;
  };
  for (const event of onMain) {
    while (stack.length && stack.at(-1).end <= event.ts) add(stack.pop());
    const parent = stack.at(-1);
    const dur = Math.min(event.dur ?? 0, parent ? parent.end - event.ts : Infinity);
    if (parent) parent.self -= dur;
    stack.push({
      end: event.ts + dur,
      self: dur,
      kind: kindOf(event.name) ?? parent?.kind ?? 'other (in no traced event)',
    });
  }
  while (stack.length) add(stack.pop());
  return { fcp: fcpEvent.ts, navigationStart: start, kinds };
}

/** The CPU profile's script time (ms) per file for samples before `untilTs` (trace clock, µs). */
export function chunkTimes(profile, untilTs) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = {};
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (at >= untilTs) return;
    const { url, functionName } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const file = url ? url.split('/').pop() : functionName.startsWith('(') ? functionName : '(browser functions)';
    times[file] = (times[file] ?? 0) + next / 1000;
  });
  return times;
}
