// A board drawing shown in a box of the page: scaled to fit it whenever the drawing or the
// window changes, zoomed with the wheel or the + and - buttons, panned by dragging, and
// back to the whole board with "fit". Uses BoardFit (board_fit.js) for every number.
function BoardView(box) {
  let full = null, view = null, drag = null;
  const svg = () => box.querySelector('svg');
  function apply() {
    const s = svg();
    if (!s || !full) return;
    s.setAttribute('viewBox', [view.x, view.y, view.w, view.h].join(' '));
    const k = BoardFit.fitScale(full.w, full.h, box.clientWidth - 4, box.clientHeight - 4);
    s.style.width = Math.floor(full.w * k) + 'px';
    s.style.height = Math.floor(full.h * k) + 'px';
    s.style.cursor = BoardFit.isWhole(view, full) ? '' : 'grab';
  }
  // A new drawing keeps the zoom the viewer chose when it is the same size.
  function show(markup) {
    const old = full;
    box.innerHTML = markup;
    const s = svg();
    full = s ? BoardFit.parseViewBox(s.getAttribute('viewBox')) : null;
    if (!full) return;
    if (!old || !view || old.w !== full.w || old.h !== full.h) view = Object.assign({}, full);
    s.removeAttribute('width');
    s.removeAttribute('height');
    apply();
  }
  function point(ev) {
    const r = svg().getBoundingClientRect();
    return {x: view.x + (ev.clientX - r.left) / r.width * view.w, y: view.y + (ev.clientY - r.top) / r.height * view.h};
  }
  function zoom(factor, at) {
    if (!full) return;
    const c = at || {x: view.x + view.w / 2, y: view.y + view.h / 2};
    view = BoardFit.zoomAt(view, factor, c.x, c.y, full);
    apply();
  }
  box.addEventListener('wheel', ev => {
    if (!full || !svg()) return;
    ev.preventDefault();
    zoom(ev.deltaY < 0 ? 1.25 : 0.8, point(ev));
  }, {passive: false});
  box.addEventListener('pointerdown', ev => {
    if (full && !BoardFit.isWhole(view, full)) drag = {x: ev.clientX, y: ev.clientY, moved: false};
  });
  window.addEventListener('pointermove', ev => {
    if (!drag) return;
    const r = svg().getBoundingClientRect();
    const dx = (ev.clientX - drag.x) / r.width * view.w, dy = (ev.clientY - drag.y) / r.height * view.h;
    if (Math.abs(ev.clientX - drag.x) + Math.abs(ev.clientY - drag.y) > 3) drag.moved = true;
    drag.x = ev.clientX, drag.y = ev.clientY;
    view = BoardFit.panBy(view, -dx, -dy, full);
    apply();
  });
  window.addEventListener('pointerup', () => { setTimeout(() => { drag = null; }, 0); });
  window.addEventListener('resize', apply);
  return {
    show, zoom, apply,
    fit() { if (full) { view = Object.assign({}, full); apply(); } },
    dragging: () => Boolean(drag && drag.moved),
  };
}
