#include "present/replay_html.h"

#include <nlohmann/json.hpp>

#include "engine/move_observation.h"
#include "engine/state_json.h"
#include "present/svg_render.h"
#include "present/svg_writer.h"

namespace rb {

std::vector<ReplayStep> replay_steps(const GameDef& g, const std::vector<State>& states,
                                     const std::vector<RecordedMove>& moves, int viewer, size_t from, size_t to) {
  std::vector<ReplayStep> steps;
  for (size_t i = from; i < states.size() && i <= to; ++i) {
    ReplayStep step;
    RenderOptions options;
    if (i > 0) {
      step.move = observe_recorded_move(g, states, moves, i - 1, viewer);
      step.player = moves[i - 1].player;
      options.caption = "player " + std::to_string(step.player) + ": " + step.move;
    }
    step.svg = render_svg(g, viewer ? observe(g, states[i], viewer) : state_to_json(g, states[i]), options);
    steps.push_back(std::move(step));
  }
  return steps;
}
namespace {

const char* kStyle = R"(<style>
body { font-family: DejaVu Sans, Verdana, sans-serif; margin: 0; display: flex; height: 100vh; }
#side { width: 300px; padding: 10px; border-right: 1px solid #ccc; display: flex; flex-direction: column; }
#moves { overflow-y: auto; flex: 1; margin: 8px 0 0; padding-left: 2.5em; font-size: 13px; }
#moves li { cursor: pointer; padding: 1px 4px; }
#moves li.current { background: #f6d58e; }
#main { flex: 1; overflow: auto; padding: 10px; }
button { font-size: 16px; min-width: 40px; }
#where { font-size: 13px; margin: 6px 0; }
</style>)";

const char* kScript = R"(<script>
const steps = JSON.parse(document.getElementById('steps').textContent);
const first = Number(document.getElementById('steps').dataset.first);
const board = document.getElementById('board'), slider = document.getElementById('slider');
const where = document.getElementById('where'), list = document.getElementById('moves');
let at = 0;
steps.forEach((s, i) => {
  const li = document.createElement('li');
  li.textContent = s.player === 0 ? 'start' : 'player ' + s.player + ': ' + s.move;
  li.onclick = () => show(i);
  list.appendChild(li);
});
slider.max = steps.length - 1;
function show(i) {
  at = Math.max(0, Math.min(steps.length - 1, i));
  board.innerHTML = steps[at].svg;
  slider.value = at;
  const s = steps[at];
  where.textContent = 'step ' + (first + at) + ' of ' + (first + steps.length - 1) + (s.player ? ' · player ' + s.player + ': ' + s.move : ' · start');
  [...list.children].forEach((li, k) => li.classList.toggle('current', k === at));
  list.children[at].scrollIntoView({block: 'nearest'});
}
document.getElementById('first').onclick = () => show(0);
document.getElementById('back').onclick = () => show(at - 1);
document.getElementById('forward').onclick = () => show(at + 1);
document.getElementById('last').onclick = () => show(steps.length - 1);
slider.oninput = () => show(Number(slider.value));
document.addEventListener('keydown', e => {
  if (e.key === 'ArrowLeft') show(at - 1);
  if (e.key === 'ArrowRight') show(at + 1);
});
show(0);
</script>)";

}  // namespace

std::string script_safe_json(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') out += "\\";
  }
  return out;
}

std::string replay_html(const std::string& title, const std::vector<ReplayStep>& steps, int first) {
  nlohmann::json data = nlohmann::json::array();
  for (const auto& s : steps) data.push_back({{"svg", s.svg}, {"move", s.move}, {"player", s.player}});
  std::string html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + xml_escape(title) + "</title>\n";
  html += kStyle;
  html += "</head><body>\n<div id=\"side\"><b>" + xml_escape(title) + "</b>\n<div>";
  html += "<button id=\"first\" title=\"start\">&#x25C0;&#x25C0;</button> <button id=\"back\" title=\"back (left arrow)\">&#x25C0;</button> ";
  html += "<button id=\"forward\" title=\"forward (right arrow)\">&#x25B6;</button> <button id=\"last\" title=\"end\">&#x25B6;&#x25B6;</button></div>\n";
  html += "<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\" style=\"width:100%\">\n<div id=\"where\"></div>\n<ol id=\"moves\" start=\"" + std::to_string(first) + "\"></ol></div>\n";
  html += "<div id=\"main\"><div id=\"board\"></div></div>\n";
  html += "<script type=\"application/json\" id=\"steps\" data-first=\"" + std::to_string(first) + "\">" + script_safe_json(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) + "</script>\n";
  html += kScript;
  html += "\n</body></html>\n";
  return html;
}

}  // namespace rb
