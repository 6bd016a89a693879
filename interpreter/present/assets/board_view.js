// A board drawing shown in a box of the page: its areas (the board, each player's sheet, the
// supplies and scores) laid out to suit the box (AreaLayout) and each one hidden or shown
// with a checkbox in `toggles`; scaled to fit whenever the drawing or the window changes,
// zoomed with the wheel or the + and - buttons, panned by dragging, and back to the whole
// board with "fit". Uses BoardFit (board_fit.js) for every number.
function BoardView(box, toggles) {
  let full = null, view = null, drag = null;
  const hidden = new Set();
  const svg = () => box.querySelector('svg');
  // One checkbox per area, rebuilt only when the areas change.
  function listAreas(names) {
    if (!toggles || toggles.dataset.names === names.join('\n')) return;
    toggles.dataset.names = names.join('\n');
    toggles.innerHTML = '';
    for (const name of names) {
      const label = document.createElement('label'), check = document.createElement('input');
      check.type = 'checkbox';
      check.checked = !hidden.has(name);
      check.onchange = () => { check.checked ? hidden.delete(name) : hidden.add(name); relayout(); };
      label.append(check, ' ' + name);
      toggles.appendChild(label);
    }
  }
  // The areas shown, moved into the rows that draw them largest in the box; the viewBox
  // becomes what they cover.
  function arrange(s) {
    const areas = [...s.querySelectorAll('[data-area]')], head = s.querySelector('[data-head]');
    if (!areas.length) return;
    listAreas(areas.map(a => a.dataset.area));
    areas.forEach(a => { a.style.display = hidden.has(a.dataset.area) ? 'none' : ''; a.removeAttribute('transform'); });
    const shown = areas.filter(a => !hidden.has(a.dataset.area)), boxes = shown.map(a => a.getBBox());
    const hb = head ? head.getBBox() : {x: 0, y: 0, width: 0, height: 0}, top = hb.y + hb.height + 12;
    const l = AreaLayout.bestLayout(boxes.map(b => ({w: b.width, h: b.height})), box.clientWidth, box.clientHeight, {w: hb.x + hb.width, h: top});
    shown.forEach((a, i) => a.setAttribute('transform', 'translate(' + (8 + l.at[i].x - boxes[i].x) + ' ' + (top + l.at[i].y - boxes[i].y) + ')'));
    s.setAttribute('viewBox', '0 0 ' + Math.ceil(l.w + 16) + ' ' + Math.ceil(l.h + 8));
  }
  // The areas laid out again (the window or the areas shown changed): the whole board shown.
  function relayout() {
    const s = svg();
    if (!s) return;
    arrange(s);
    full = BoardFit.parseViewBox(s.getAttribute('viewBox'));
    view = full && Object.assign({}, full);
    apply();
  }
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
    if (s) arrange(s);
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
  window.addEventListener('resize', relayout);
  return {
    show, zoom, apply,
    fit() { if (full) { view = Object.assign({}, full); apply(); } },
    dragging: () => Boolean(drag && drag.moved),
  };
}
