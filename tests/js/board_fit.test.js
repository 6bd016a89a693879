// The board scaling, zoom and pan of the served page and the replay (assets/board_fit.js).
const test = require('node:test');
const assert = require('node:assert/strict');
const {fitScale, clampView, zoomAt, panBy, parseViewBox, isWhole} = require('../../interpreter/present/assets/board_fit.js');

const full = {x: 0, y: 0, w: 1000, h: 500};

test('a wide board shrinks to a phone\'s width', () => {
  assert.equal(fitScale(1000, 500, 390, 800), 0.39);
});

test('a tall board shrinks to the height left to it', () => {
  assert.equal(fitScale(400, 1600, 1280, 800), 0.5);
});

test('a small board grows, but no more than twice', () => {
  assert.equal(fitScale(100, 100, 1920, 1000), 2);
  assert.equal(fitScale(100, 100, 150, 1000, 3), 1.5);
});

test('a box of no height leaves the width to decide', () => {
  assert.equal(fitScale(1000, 500, 500, 0), 0.5);
});

test('a drawing of no size keeps its scale', () => {
  assert.equal(fitScale(0, 0, 500, 500), 1);
});

test('zooming in keeps the pointed-at point in place', () => {
  const v = zoomAt(full, 2, 250, 100, full);
  assert.deepEqual(v, {x: 125, y: 50, w: 500, h: 250});
  // the point's share of the view is what it was
  assert.equal((250 - v.x) / v.w, 250 / 1000);
});

test('zooming stops at a twelfth of the drawing', () => {
  let v = full;
  for (let i = 0; i < 20; ++i) v = zoomAt(v, 2, 500, 250, full);
  assert.ok(Math.abs(v.w - 1000 / 12) < 1e-9, String(v.w));
});

test('zooming out never shows more than the whole drawing', () => {
  const v = zoomAt(zoomAt(full, 2, 0, 0, full), 0.1, 900, 400, full);
  assert.deepEqual(v, full);
  assert.ok(isWhole(v, full));
});

test('panning stops at the drawing\'s edges', () => {
  const v = zoomAt(full, 4, 500, 250, full);
  assert.deepEqual(panBy(v, -5000, 0, full), {x: 0, y: v.y, w: 250, h: 125});
  assert.deepEqual(panBy(v, 5000, 5000, full), {x: 750, y: 375, w: 250, h: 125});
  assert.ok(!isWhole(v, full));
});

test('a view larger than the drawing is cut to it', () => {
  assert.deepEqual(clampView({x: -10, y: -10, w: 2000, h: 900}, full), full);
});

test('a viewBox is read from its text, and refused when it is not one', () => {
  assert.deepEqual(parseViewBox('0 0 640 480'), {x: 0, y: 0, w: 640, h: 480});
  assert.deepEqual(parseViewBox(' 1,2, 3 4 '), {x: 1, y: 2, w: 3, h: 4});
  assert.equal(parseViewBox('0 0 0 10'), null);
  assert.equal(parseViewBox('0 0 wide tall'), null);
  assert.equal(parseViewBox(null), null);
});
