// Laying a drawing's areas (the shared board, each player's sheet, the supplies and scores)
// out again to suit the window: side by side on a wide screen, one above the other on a
// phone. Plain functions over sizes, used by board_view.js and tested with node (tests/js).
const AreaLayout = (() => {
  // Areas ({w, h}, in order) in rows no wider than `width`: each one's {x, y} and the size.
  function shelves(areas, width, gap) {
    let x = 0, y = 0, row = 0, w = 0;
    const at = [];
    for (const a of areas) {
      if (x > 0 && x + a.w > width) y += row + gap, x = 0, row = 0;
      at.push({x, y});
      x += a.w + gap, row = Math.max(row, a.h), w = Math.max(w, x - gap);
    }
    return {at, w, h: y + row};
  }

  // The rows that show the areas largest in a boxW x boxH box, with a `head` ({w, h}: the
  // title lines) above them; each width where a row could end is tried.
  function bestLayout(areas, boxW, boxH, head = {w: 0, h: 0}, gap = 16) {
    let best = null, width = 0;
    const widths = areas.map(a => (width += (width ? gap : 0) + a.w));
    for (const limit of widths) {
      const s = shelves(areas, limit, gap);
      const w = Math.max(s.w, head.w), h = s.h + head.h;
      const scale = Math.min(boxW / w, boxH / h);
      if (!best || scale > best.scale + 1e-9) best = {scale, at: s.at, w, h};
    }
    return best || {scale: 1, at: [], w: head.w, h: head.h};
  }

  return {shelves, bestLayout};
})();
if (typeof module !== 'undefined') module.exports = AreaLayout;
