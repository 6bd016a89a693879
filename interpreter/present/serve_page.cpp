#include "present/serve_page.h"

namespace rb {
namespace {

const char* kPage = R"PAGE(<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Rulebook</title>
<style>
body { font-family: DejaVu Sans, Verdana, sans-serif; margin: 0; }
header { background: #2c3e50; color: #fff; padding: 6px 10px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
header input { width: 70px; }
#wrap { display: flex; }
#board { flex: 1; padding: 8px; overflow: auto; }
#side { width: 320px; padding: 8px; border-left: 1px solid #ccc; font-size: 13px; }
#moves button { display: block; margin: 2px 0; width: 100%; text-align: left; font-family: monospace; }
#error { color: #b03a2e; white-space: pre-wrap; }
#log { max-height: 260px; overflow-y: auto; font-family: monospace; }
.space { cursor: pointer; }
</style></head><body>
<header><b id="title">Rulebook</b>
<label>game <select id="games"></select></label>
<label>variant <select id="variant"><option value="">(as served)</option></select></label>
<label>seed <input id="seed" value="1"></label>
<label>bots <input id="bots" value="2:random" title="SEAT:AGENT, comma-separated; empty = hot-seat"></label>
<button id="new">new game</button></header>
<div id="wrap"><div id="board"></div>
<div id="side"><div id="status"></div>
<div><button id="undo">undo</button> <a id="download" href="#">download the log</a> <button id="all">all moves</button> <button id="join">take a free seat</button></div>
<div id="notice" style="white-space: pre-wrap; color: #1a5276"></div><div id="error"></div><div id="moves"></div><h4>moves played</h4><ol id="log"></ol></div></div>
<script>
// Seats held are kept per game as {seat: token} (localStorage, so a reload keeps them);
// a view, move or undo as a seat sends its token, and without one the page is a spectator's.
let id = null, view = null, filter = null, poll = null, info = null;
const $ = s => document.getElementById(s);
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
  $('board').innerHTML = view.svg;
  const who = view.viewer ? 'seat ' + view.viewer + ': ' : 'watching: ';
  $('status').textContent = view.terminal ? 'game over' : who + 'player ' + view.to_move + ' to move' + (view.moves.length ? ' (you)' : view.thinking ? ' (a bot is thinking)' : ' (waiting)');
  $('download').href = '/api/log?id=' + encodeURIComponent(id);
  $('log').innerHTML = '';
  for (const m of view.log) { const li = document.createElement('li'); li.textContent = m.player + ': ' + m.move; $('log').appendChild(li); }
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
  if (!hit || !view) return;
  const matching = view.moves.filter(m => m.spaces.includes(hit.dataset.space));
  if (matching.length === 1) return play(matching[0].text);
  filter = matching.length ? hit.dataset.space : null;
  showMoves();
});
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
</script></body></html>
)PAGE";

}  // namespace

const std::string& serve_page() {
  static const std::string page = kPage;
  return page;
}

}  // namespace rb
