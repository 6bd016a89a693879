// Stepping through a replay: which step a control leads to, what the page says about it,
// and the step's drawing rebuilt from the replay's data, which keeps every distinct line
// once ("lines") and each step as {k: line numbers} (a keyframe, every "every" steps) or
// {d: splices [at, remove, inserted...]} from the step before; and the move list with the
// secret choices revealed as far as the viewer has stepped. Plain functions, used by
// replay.js and tested with node (tests/js).
const ReplaySteps = (Text => {
  // Step `i` kept within 0 .. count - 1.
  function clampStep(i, count) {
    return Math.max(0, Math.min(count - 1, Math.trunc(Number(i) || 0)));
  }

  // The step a key leads to from `at`, or null when the key steps nowhere.
  function stepForKey(key, at, count) {
    const to = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count - 1, PageUp: at - 10, PageDown: at + 10}[key];
    return to === undefined ? null : clampStep(to, count);
  }

  // "step 3 of 40 · player 1: place b2": where the viewer is; `first` numbers step 0.
  function whereText(steps, at, first) {
    const s = steps[at];
    return 'step ' + (first + at) + ' of ' + (first + steps.length - 1) + ' · ' + Text.moveLine(s);
  }

  // The line numbers of a step given those of the step before.
  function frameLines(step, before) {
    if (step.k) return step.k.slice();
    const list = before.slice();
    for (const [at, remove, ...insert] of step.d) list.splice(at, remove, ...insert);
    return list;
  }

  // The line numbers of step `i`: from `cache` ({at, list}, the last step rebuilt) when it
  // is at or before `i` and no keyframe lies between, else from the keyframe before `i`.
  // Returns the new cache.
  function linesAt(data, i, cache) {
    let at = i - (i % data.every), list = null;
    if (cache && cache.at <= i && cache.at >= at) at = cache.at, list = cache.list;
    else list = frameLines(data.steps[at], []);
    while (at < i) list = frameLines(data.steps[++at], list);
    return {at, list};
  }

  // The drawing of step `i` (and the cache for the next call).
  function drawingAt(data, i, cache) {
    const next = linesAt(data, i, cache);
    return {svg: next.list.map(n => data.lines[n]).join('\n'), cache: next};
  }

  // The secret choices later steps reveal (a step's "reveals": [[step of the move, its
  // text], ...]): step of the move -> {at: the step that reveals it, move: its text}.
  function revealsOf(steps) {
    const out = new Map();
    steps.forEach((s, at) => (s.reveals || []).forEach(([i, move]) => out.set(i, {at, move})));
    return out;
  }

  // Step `i` as the move list shows it when the viewer stands at step `at`: its secret
  // choice replaced by the move once a step up to `at` has revealed it.
  function entryAt(steps, reveals, i, at) {
    const r = reveals.get(i);
    return r && r.at <= at ? Object.assign({}, steps[i], {move: r.move}) : steps[i];
  }

  return {clampStep, stepForKey, whereText, frameLines, linesAt, drawingAt, revealsOf, entryAt};
})(typeof module !== 'undefined' ? require('./game_text.js') : GameText);
if (typeof module !== 'undefined') module.exports = ReplaySteps;
