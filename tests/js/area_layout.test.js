// The areas of a drawing laid out to suit the window (assets/area_layout.js).
const test = require('node:test');
const assert = require('node:assert/strict');
const {shelves, bestLayout} = require('../../interpreter/present/assets/area_layout.js');

const board = {w: 400, h: 300}, sheet = {w: 400, h: 600}, panel = {w: 380, h: 200};

test('areas fill a row and wrap to the next when it is full', () => {
  const s = shelves([board, sheet, panel], 820, 20);
  assert.deepEqual(s.at, [{x: 0, y: 0}, {x: 420, y: 0}, {x: 0, y: 620}]);
  assert.equal(s.w, 820);
  assert.equal(s.h, 820);
});

test('an area wider than the row still gets a row of its own', () => {
  assert.deepEqual(shelves([board, board], 100, 0).at, [{x: 0, y: 0}, {x: 0, y: 300}]);
});

test('a wide window puts the sheets beside the board', () => {
  const l = bestLayout([board, sheet, sheet, panel], 1600, 800, {w: 300, h: 50});
  assert.deepEqual(l.at.map(p => p.y), [0, 0, 0, 0]);
  assert.equal(l.w, 400 + 400 + 400 + 380 + 3 * 16);
});

test('a tall narrow box stacks them', () => {
  const l = bestLayout([board, sheet, sheet, panel], 390, 2000, {w: 300, h: 50});
  assert.deepEqual(l.at.map(p => p.x), [0, 0, 0, 0]);
  assert.equal(l.h, 50 + 300 + 600 + 600 + 200 + 3 * 16);
});

test('a box between the two takes the layout that draws largest', () => {
  // one row: 0.24, two rows of two: 0.355, stacked: 0.25 (the scale each would give)
  const l = bestLayout([board, sheet, sheet, panel], 390, 450, {w: 300, h: 50});
  assert.deepEqual(l.at, [{x: 0, y: 0}, {x: 416, y: 0}, {x: 0, y: 616}, {x: 416, y: 616}]);
  assert.ok(Math.abs(l.scale - 450 / 1266) < 1e-9, String(l.scale));
});

test('the title lines keep their width', () => {
  assert.equal(bestLayout([{w: 10, h: 10}], 500, 500, {w: 200, h: 30}).w, 200);
});

test('no areas leave the head alone', () => {
  assert.deepEqual(bestLayout([], 500, 500, {w: 200, h: 30}), {scale: 1, at: [], w: 200, h: 30});
});
