// Stepping through a replay (assets/replay_steps.js): the controls and what the page says.
const test = require('node:test');
const assert = require('node:assert/strict');
const Steps = require('../../interpreter/present/assets/replay_steps.js');
const {clampStep, stepForKey, whereText} = Steps;

test('a step stays between the start and the end', () => {
  assert.equal(clampStep(-1, 10), 0);
  assert.equal(clampStep(10, 10), 9);
  assert.equal(clampStep(4, 10), 4);
  assert.equal(clampStep('3', 10), 3);
  assert.equal(clampStep('x', 10), 0);
});

test('the arrow keys step one move, Home and End go to the ends', () => {
  assert.equal(stepForKey('ArrowRight', 3, 10), 4);
  assert.equal(stepForKey('ArrowLeft', 3, 10), 2);
  assert.equal(stepForKey('ArrowLeft', 0, 10), 0);
  assert.equal(stepForKey('ArrowRight', 9, 10), 9);
  assert.equal(stepForKey('Home', 5, 10), 0);
  assert.equal(stepForKey('End', 5, 10), 9);
  assert.equal(stepForKey('PageDown', 5, 10), 9);
  assert.equal(stepForKey('PageUp', 15, 40), 5);
  assert.equal(stepForKey('a', 5, 10), null);
});

test('the caption counts from the first step shown', () => {
  const steps = [{player: 0, move: ''}, {player: 1, move: 'place a1'}, {player: 2, move: 'place b2'}];
  assert.equal(whereText(steps, 0, 0), 'step 0 of 2 · start');
  assert.equal(whereText(steps, 2, 0), 'step 2 of 2 · player 2: place b2');
  assert.equal(whereText(steps, 1, 40), 'step 41 of 42 · player 1: place a1');
  steps[2].chance = ['roll 6'];
  assert.equal(whereText(steps, 2, 0), 'step 2 of 2 · player 2: place b2 · roll 6');
});

// A replay of four steps over the lines a..e, a keyframe every two steps.
const data = {
  every: 2,
  lines: ['a', 'b', 'c', 'd', 'e'],
  steps: [
    {k: [0, 1, 2]},          // a b c
    {d: [[1, 1, 3, 4]]},     // a d e c
    {k: [0, 4]},             // a e
    {d: [[0, 1], [1, 0, 2]]} // e c
  ],
};

test('a splice step changes only what it names', () => {
  assert.deepEqual(Steps.frameLines(data.steps[1], [0, 1, 2]), [0, 3, 4, 2]);
  assert.deepEqual(Steps.frameLines(data.steps[3], [0, 4]), [4, 2]);
});

test('a keyframe stands alone', () => {
  assert.deepEqual(Steps.frameLines(data.steps[2], [9, 9, 9]), [0, 4]);
});

test('every step is drawn the same whichever way the viewer came to it', () => {
  const expected = ['a\nb\nc', 'a\nd\ne\nc', 'a\ne', 'e\nc'];
  for (let i = 0; i < 4; ++i) assert.equal(Steps.drawingAt(data, i, null).svg, expected[i], 'jumped to ' + i);
  let cache = null;
  for (let i = 0; i < 4; ++i) {
    const drawn = Steps.drawingAt(data, i, cache);
    assert.equal(drawn.svg, expected[i], 'stepped forward to ' + i);
    cache = drawn.cache;
  }
  for (let i = 3; i >= 0; --i) {
    const drawn = Steps.drawingAt(data, i, cache);
    assert.equal(drawn.svg, expected[i], 'stepped back to ' + i);
    cache = drawn.cache;
  }
});

test('stepping forward applies one splice, not the whole way from the keyframe', () => {
  const cache = Steps.linesAt(data, 0, null);
  const from = {at: cache.at, list: cache.list};
  const poisoned = {at: 0, list: [4]};  // a cache the step must build on
  assert.deepEqual(Steps.linesAt(data, 1, poisoned).list, [4, 3, 4]);
  assert.deepEqual(Steps.linesAt(data, 1, from).list, [0, 3, 4, 2]);
});

test('a cache from before the last keyframe is not used', () => {
  assert.deepEqual(Steps.linesAt(data, 3, {at: 1, list: [7]}).list, [4, 2]);
});

test('a secret choice shows as such until the step that reveals it, then as the move', () => {
  const steps = [{player: 0, move: ''}, {player: 1, move: '(a secret choice)'}, {player: 2, move: 'weapon c2'},
                 {player: 2, move: 'discard c2', reveals: [[1, 'weapon c7']]}];
  const reveals = Steps.revealsOf(steps);
  assert.equal(Steps.entryAt(steps, reveals, 1, 1).move, '(a secret choice)');
  assert.equal(Steps.entryAt(steps, reveals, 1, 2).move, '(a secret choice)');
  assert.equal(Steps.entryAt(steps, reveals, 1, 3).move, 'weapon c7');
  assert.equal(Steps.entryAt(steps, reveals, 2, 3).move, 'weapon c2');
  assert.equal(steps[1].move, '(a secret choice)');  // stepping back hides it again
});
