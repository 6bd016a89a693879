#include "engine/move_observation.h"

#include <bit>
#include <sstream>
#include <vector>

#include "engine/hidden_info.h"
#include "engine/move_text.h"
#include "engine/state_json.h"

namespace rb {
namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// Whether `viewer` may see which component `c` is: the rule of observe() (state_json.cpp),
// extended to components in no zone (their face decides).
bool sees(const GameDef& g, const State& s, int32_t c, int viewer) {
  if (viewer != kSpectator && (s.known_by(c) >> (viewer - 1) & 1)) return true;
  if (s.zone_of(c) == kNone) return !s.face_down(c);
  const ZoneDef& z = g.kit.zones[s.zone_of(c)];
  if (z.visibility == Visibility::All) return !s.face_down(c);
  return z.visibility == Visibility::Owner && z.owner == viewer;
}

// Whether the move changed anything the viewer sees besides whose turn it is.
bool visible_effect(const GameDef& g, const State& before, const State& after, int viewer) {
  nlohmann::json a = observe(g, before, viewer), b = observe(g, after, viewer);
  for (const char* key : {"ply", "to_move"}) a.erase(key), b.erase(key);
  return a != b;
}

// "draw NAME" as `viewer` sees it after the step: named if they see the component, else its kind.
std::string observe_draw(const GameDef& g, const State& after, const std::string& outcome, int viewer) {
  const auto c = g.kit.component_index.find(outcome.substr(5));
  if (c == g.kit.component_index.end()) return kSecretChance;
  return sees_component(g, after, c->second, viewer) ? outcome : "draw (hidden " + g.kit.components[c->second].kind + ")";
}

}  // namespace

std::string observe_move(const GameDef& g, const State& before, const State& after, int mover, const Move& move,
                         int viewer) {
  if (viewer == 0 || viewer == mover) return move_to_text(g, move, mover);
  if (std::popcount(before.to_move()) > 1 || !visible_effect(g, before, after, viewer)) return kSecretMove;
  std::vector<std::string> words = words_of(move_to_text(g, move, viewer));
  const ActionDef& action = g.actions.list[move.action];
  for (size_t i = 0; i < action.args.size() && i + 1 < words.size(); ++i) {
    const int32_t c = move.args[i];
    if (action.args[i].type == ArgType::Piece && !sees(g, before, c, viewer) && !sees(g, after, c, viewer))
      words[i + 1] = "(hidden " + g.kit.components[c].kind + ")";
  }
  std::string out = words.front();
  for (size_t i = 1; i < words.size(); ++i) out += " " + words[i];
  return out;
}

std::string observe_recorded_move(const GameDef& g, const std::vector<State>& states,
                                  const std::vector<RecordedMove>& moves, size_t i, int viewer) {
  const RecordedMove& m = moves.at(i);
  if (viewer == 0 || viewer == m.player) return m.text;
  std::string error;
  const auto move = parse_move(g, m.text, m.player, error);
  if (!move || i + 1 >= states.size()) return kSecretMove;  // not one applied: tell nothing
  return observe_move(g, states[i], states[i + 1], m.player, *move, viewer);
}

std::vector<std::string> observe_chance(const GameDef& g, const State& after, const std::vector<std::string>& outcomes,
                                        const std::string& seen_move, int viewer) {
  if (viewer == 0) return outcomes;
  const bool hidden = hides_anything(g, after, viewer);
  std::vector<std::string> seen;
  for (const std::string& o : outcomes) {
    if (o.rfind("shuffle ", 0) == 0 || (o.rfind("roll ", 0) == 0 && seen_move != kSecretMove) || !hidden) seen.push_back(o);
    else if (o.rfind("draw ", 0) == 0) seen.push_back(observe_draw(g, after, o, viewer));
    else seen.push_back(kSecretChance);
  }
  return seen;
}


}  // namespace rb
