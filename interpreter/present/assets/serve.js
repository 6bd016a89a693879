// Seats held are kept per game as {seat: token} (localStorage, so a reload keeps them);
// a view, move or undo as a seat sends its token, and without one the page is a spectator's.
let id = null, view = null, filter = null, poll = null, info = null;
const $ = s => document.getElementById(s);
const board = BoardView($('board'), $('areas'));
const held = () => JSON.parse(localStorage.getItem('rulebook-seats') || '{}');
const seatsOf = g => held()[g] || {};
function keep(g, tokens) { const all = held(); all[g] = Object.assign(all[g] || {}, tokens); localStorage.setItem('rulebook-seats', JSON.stringify(all)); }
function asSeat(p) { const t = seatsOf(id)[p]; return t ? '&player=' + p + '&token=' + encodeURIComponent(t) : ''; }
async function api(method, path) {
  const r = await fetch(path, {method});
  const j = await r.json().catch(() => ({error: 'bad reply'}));
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
}
function showError(e) { $('error').textContent = e ? String(e.message || e) : ''; }
async function refreshGames() {
  info = await api('GET', '/api/info');
  $('title').textContent = info.title;
  if ($('variant').options.length === 1) for (const v of info.variants) $('variant').add(new Option(v, v));
  $('games').innerHTML = '';
  for (const g of info.games) $('games').add(new Option(g.id + ' · ' + g.title + ' · ' + g.plies + ' plies', g.id));
  if (id) $('games').value = id;
  return info;
}
// The seat to look as: the one to move if held here, else the first held; none: a spectator.
function viewer(toMove) {
  const mine = Object.keys(seatsOf(id)).map(Number).sort((a, b) => a - b);
  return mine.includes(toMove) ? toMove : mine.length ? mine[0] : 0;
}
async function fetchView(as) {
  const q = as ? '&as=' + as + '&token=' + encodeURIComponent(seatsOf(id)[as]) : '';
  return api('GET', '/api/game?id=' + encodeURIComponent(id) + q);
}
async function load() {
  if (!id) return;
  view = await fetchView(viewer(view ? view.to_move : 0));
  if (view.viewer && viewer(view.to_move) !== view.viewer) view = await fetchView(viewer(view.to_move));
  board.show(view.svg);
  const who = view.viewer ? 'seat ' + view.viewer + ': ' : 'watching: ';
  $('status').textContent = view.terminal ? GameText.endLine(view.end) : who + 'player ' + view.to_move + ' to move' + (view.moves.length ? ' (you)' : view.thinking ? ' (a bot is thinking)' : ' (waiting)');
  $('download').href = '/api/log?id=' + encodeURIComponent(id);
  $('log').innerHTML = '';
  for (const m of view.log) { const li = document.createElement('li'); li.textContent = GameText.moveLine(m); $('log').appendChild(li); }
  $('setup').textContent = view.setup.length ? GameText.moveLine({player: 0, chance: view.setup}) : '';
  $('notice').textContent = (view.notice || '') + (view.bot_error || '');
  filter = null;
  showMoves();
  clearTimeout(poll);
  if (!view.terminal && !view.moves.length) poll = setTimeout(() => load().catch(showError), view.thinking ? 500 : 2000);
}
setInterval(() => { if (view && view.watching) load().catch(showError); }, 3000);
function showMoves() {
  $('moves').innerHTML = '';
  for (const m of view.moves) {
    if (filter && !m.spaces.includes(filter)) continue;
    const b = document.createElement('button');
    b.textContent = m.text;
    b.className = 'move';
    b.onclick = () => play(m.text);
    $('moves').appendChild(b);
  }
}
async function play(text) {
  try {
    await api('POST', '/api/move?id=' + encodeURIComponent(id) + asSeat(view.to_move) + '&move=' + encodeURIComponent(text));
    showError(null);
  } catch (e) { showError(e); }
  await load();
  refreshGames();
}
$('board').addEventListener('click', ev => {
  const hit = document.elementsFromPoint(ev.clientX, ev.clientY).find(e => e.dataset && e.dataset.space);
  if (!hit || !view || board.dragging()) return;
  const matching = view.moves.filter(m => m.spaces.includes(hit.dataset.space));
  if (matching.length === 1) return play(matching[0].text);
  filter = matching.length ? hit.dataset.space : null;
  showMoves();
});
$('zoom-in').onclick = () => board.zoom(1.5);
$('zoom-out').onclick = () => board.zoom(1 / 1.5);
$('zoom-fit').onclick = () => board.fit();
$('all').onclick = () => { filter = null; showMoves(); };
// Undo takes back the last move of a seat held here, and what followed it.
$('undo').onclick = async () => {
  const mine = view ? view.log.filter(m => seatsOf(id)[m.player]) : [];
  try {
    if (!mine.length) throw new Error('no move of yours to undo');
    await api('POST', '/api/undo?id=' + encodeURIComponent(id) + asSeat(mine[mine.length - 1].player));
    showError(null);
  } catch (e) { showError(e); }
  load();
};
$('join').onclick = async () => {
  try {
    const g = info.games.find(x => x.id === id);
    if (!g || !g.open_seats.length) throw new Error('this game has no free seat');
    const r = await api('POST', '/api/claim?id=' + encodeURIComponent(id) + '&seat=' + g.open_seats[0]);
    keep(id, {[r.seat]: r.token});
    showError(null);
    await refreshGames();
    await load();
  } catch (e) { showError(e); }
};
$('games').onchange = () => { id = $('games').value; view = null; load(); };
$('new').onclick = async () => {
  try {
    const q = 'variant=' + encodeURIComponent($('variant').value) + '&seed=' + encodeURIComponent($('seed').value) + ($('bots').value ? '&bots=' + encodeURIComponent($('bots').value) : '');
    const r = await api('POST', '/api/new?' + q);
    id = r.id;
    keep(id, r.tokens);
    view = null;
    showError(null);
    await refreshGames();
    await load();
  } catch (e) { showError(e); }
};
refreshGames().then(info => { if (info.games.length) { id = info.games[info.games.length - 1].id; $('games').value = id; load(); } }).catch(showError);
