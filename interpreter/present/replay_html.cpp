#include "present/replay_html.h"

#include <nlohmann/json.hpp>

#include "engine/move_observation.h"
#include "engine/state_json.h"
#include "present/page_assets.h"
#include "present/svg_render.h"
#include "present/svg_writer.h"

namespace rb {

namespace {

// The line under the title: "player 2: roll · roll 4, roll 1" (the start: its chance alone).
std::string caption_of(const ReplayStep& step) {
  std::string out = step.player ? "player " + std::to_string(step.player) + ": " + step.move : "";
  for (size_t k = 0; k < step.chance.size(); ++k) out += (k ? ", " : out.empty() ? "" : " · ") + step.chance[k];
  return out;
}

// One JSON value as text (bytes that are not UTF-8 replaced, not refused).
std::string json_text(const nlohmann::json& value) { return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

// For each step, the earlier moves whose secret it reveals (each as the step of the move).
std::vector<std::vector<size_t>> reveals_by_step(const std::vector<MoveSight>& sight, size_t steps) {
  std::vector<std::vector<size_t>> out(steps);
  for (size_t k = 0; k < sight.size(); ++k)
    if (sight[k].revealed_at > k + 1 && sight[k].revealed_at < steps) out[sight[k].revealed_at].push_back(k + 1);
  return out;
}

}  // namespace

void for_each_replay_step(const GameDef& g, const ReplayedGame& played, int viewer, size_t from, size_t to,
                          const std::function<void(ReplayStep&&)>& take) {
  const auto reveals = played.sight ? reveals_by_step(*played.sight, played.states.size()) : std::vector<std::vector<size_t>>{};
  for (size_t i = from; i < played.states.size() && i <= to; ++i) {
    ReplayStep step;
    if (i > 0) {
      step.move = played.sight ? played.sight->at(i - 1).shown : observe_recorded_move(g, played.states, played.moves, i - 1, viewer);
      step.player = played.moves[i - 1].player;
    }
    if (played.sight)
      for (size_t k : reveals[i]) step.reveals.push_back({k, played.moves[k - 1].text});
    if (played.chance) step.chance = observe_chance(g, played.states[i], played.chance->at(i), step.move, viewer);
    RenderOptions options;
    options.caption = caption_of(step);
    step.svg = render_svg(g, seen_by(g, played.states[i], viewer), options);
    take(std::move(step));
  }
}

std::vector<ReplayStep> replay_steps(const GameDef& g, const ReplayedGame& played, int viewer, size_t from, size_t to) {
  std::vector<ReplayStep> steps;
  for_each_replay_step(g, played, viewer, from, to, [&](ReplayStep&& s) { steps.push_back(std::move(s)); });
  return steps;
}

nlohmann::json end_of_game(const GameDef& g, const State& end) {
  const nlohmann::json whole = state_to_json(g, end);
  nlohmann::json players = nlohmann::json::array();
  for (size_t p = 0; p < whole["players"].size(); ++p)
    players.push_back({{"player", p + 1}, {"result", whole["players"][p]["result"]}, {"score", whole["players"][p]["score"]}});
  return {{"reason", end.end_reason()}, {"players", players}};
}

std::string script_safe_json(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') out += "\\";
  }
  return out;
}

void ReplayPage::add(const ReplayStep& step) {
  nlohmann::json s = frames_.add(step.svg);
  s["move"] = step.move, s["player"] = step.player;
  if (!step.chance.empty()) s["chance"] = step.chance;
  for (const auto& [at, text] : step.reveals)  // numbered as the page numbers its steps
    if (at >= size_t(first_)) s["reveals"].push_back({at - size_t(first_), text});
  steps_ += (steps_.empty() ? "" : ",\n") + json_text(s);
}

std::string ReplayPage::html() const {
  std::string data = "{\"every\":" + std::to_string(frames_.keyframe_every()) + ",\"lines\":[";
  for (const auto& line : frames_.lines()) data += (data.back() == '[' ? "" : ",\n") + json_text(line);
  data += "],\n\"steps\":[" + steps_ + "]";
  if (!end_.is_null()) data += ",\n\"end\":" + json_text(end_);
  if (!stopped_.empty()) data += ",\n\"stopped\":" + json_text(stopped_);
  data += "}";
  const std::string script = page_assets({"board_fit.js", "area_layout.js", "board_view.js", "game_text.js", "replay_steps.js", "replay.js"});
  return fill_template(page_asset("replay.html"), {{"title", xml_escape(title_)}, {"first", std::to_string(first_)},
                                                   {"style", page_assets({"replay.css"})}, {"steps", script_safe_json(data)},
                                                   {"script", script}});
}

std::string replay_html(const std::string& title, const std::vector<ReplayStep>& steps, int first) {
  ReplayPage page(title, first);
  for (const auto& s : steps) page.add(s);
  return page.html();
}

}  // namespace rb
