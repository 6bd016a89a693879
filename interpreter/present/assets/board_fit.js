// Boards that fit: the scale that shows a whole drawing inside the space the page gives it,
// and zoom and pan as changes of the drawing's viewBox. Plain functions over numbers, used
// by the served page and the replay, and tested with node (tests/js).
const BoardFit = (() => {
  // The scale at which a w x h drawing fits inside a boxW x boxH box, at most `most`.
  function fitScale(w, h, boxW, boxH, most = 2) {
    if (!(w > 0 && h > 0) || !(boxW > 0)) return 1;
    const byHeight = boxH > 0 ? boxH / h : Infinity;
    return Math.min(most, boxW / w, byHeight);
  }

  // A view (x, y, w, h: the viewBox) kept inside the whole drawing `full`.
  function clampView(v, full) {
    const w = Math.min(full.w, v.w), h = Math.min(full.h, v.h);
    const x = Math.max(full.x, Math.min(full.x + full.w - w, v.x));
    const y = Math.max(full.y, Math.min(full.y + full.h - h, v.y));
    return {x, y, w, h};
  }

  // Zoom by `factor` (2: twice as close) keeping the drawing's point (px, py) where it is;
  // never closer than a twelfth of the drawing, never further than the whole of it.
  function zoomAt(v, factor, px, py, full) {
    const least = Math.max(full.w, full.h) / 12;
    let w = v.w / factor, h = v.h / factor;
    if (Math.max(w, h) < least) { const k = least / Math.max(w, h); w *= k; h *= k; }
    const x = px - (px - v.x) * (w / v.w), y = py - (py - v.y) * (h / v.h);
    return clampView({x, y, w, h}, full);
  }

  // Move the view by (dx, dy) in the drawing's units.
  function panBy(v, dx, dy, full) {
    return clampView({x: v.x + dx, y: v.y + dy, w: v.w, h: v.h}, full);
  }

  // The drawing's whole view from its viewBox text ("0 0 640 480").
  function parseViewBox(text) {
    const [x, y, w, h] = String(text || '').trim().split(/[\s,]+/).map(Number);
    return [x, y, w, h].every(Number.isFinite) && w > 0 && h > 0 ? {x, y, w, h} : null;
  }

  // Whether a view shows the whole drawing.
  function isWhole(v, full) {
    return v.w >= full.w - 1e-6 && v.h >= full.h - 1e-6;
  }

  return {fitScale, clampView, zoomAt, panBy, parseViewBox, isWhole};
})();
if (typeof module !== 'undefined') module.exports = BoardFit;
