// The replay page: the data of the steps (script#steps), the controls and the move list.
const element = document.getElementById('steps');
const data = JSON.parse(element.textContent), steps = data.steps;
const first = Number(element.dataset.first);
const board = BoardView(document.getElementById('board'), document.getElementById('areas'));
const slider = document.getElementById('slider');
const where = document.getElementById('where'), list = document.getElementById('moves');
const reveals = ReplaySteps.revealsOf(steps);
let at = 0, cache = null;
steps.forEach((s, i) => {
  const li = document.createElement('li');
  li.textContent = GameText.moveLine(s);
  li.onclick = () => show(i);
  list.appendChild(li);
});
slider.max = steps.length - 1;
document.getElementById('stopped').textContent = data.stopped || '';
function show(i) {
  at = ReplaySteps.clampStep(i, steps.length);
  const drawn = ReplaySteps.drawingAt(data, at, cache);
  cache = drawn.cache;
  board.show(drawn.svg);
  slider.value = at;
  where.textContent = ReplaySteps.whereText(steps, at, first);
  document.getElementById('end').textContent = data.end && at === steps.length - 1 ? GameText.endLine(data.end) : '';
  const was = list.querySelector('.current');
  if (was) was.classList.remove('current');
  list.children[at].classList.add('current');
  for (const i of reveals.keys()) list.children[i].textContent = GameText.moveLine(ReplaySteps.entryAt(steps, reveals, i, at));
  list.children[at].scrollIntoView({block: 'nearest'});
}
document.getElementById('first').onclick = () => show(0);
document.getElementById('back').onclick = () => show(at - 1);
document.getElementById('forward').onclick = () => show(at + 1);
document.getElementById('last').onclick = () => show(steps.length - 1);
document.getElementById('zoom-in').onclick = () => board.zoom(1.5);
document.getElementById('zoom-out').onclick = () => board.zoom(1 / 1.5);
document.getElementById('zoom-fit').onclick = () => board.fit();
slider.oninput = () => show(Number(slider.value));
document.addEventListener('keydown', e => {
  const to = ReplaySteps.stepForKey(e.key, at, steps.length);
  if (to !== null && e.target !== slider) { e.preventDefault(); show(to); }
});
show(0);
