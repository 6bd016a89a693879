#include "engine/move_reveal.h"

#include <map>
#include <unordered_set>

#include "engine/hidden_info.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "engine/state_json.h"

namespace rb {

void MoveSightTracker::step(size_t i) {
  const RecordedMove& m = moves_[i];
  const bool whole = viewer_ == 0 || viewer_ == m.player;
  sight_.push_back({whole ? m.text : observe_recorded_move(engine_.game(), states_, moves_, i, viewer_), kNeverRevealed});
  if (sight_[i].shown == m.text) sight_[i].revealed_at = i + 1;
  if (histories_.empty() && placement_known(engine_.game(), states_[i], viewer_)) histories_.push_back({states_[i], {}});
  if (histories_.empty() || !chance_seen(i)) return give_up();  // (again) from a State the viewer knows
  if (sight_[i].shown == m.text && histories_.size() == 1) {  // nothing open: the one history is the game's
    histories_[0].state = states_[i + 1];
    return;
  }
  seen_after_ = seen_by(engine_.game(), states_[i + 1], viewer_);
  if (sight_[i].shown == m.text) follow_known(i);
  else follow_unknown(i);
  settle(i);
}

// Whether `after`, reached by `move` from `before`, looks to the viewer as the game did.
bool MoveSightTracker::fits(size_t i, const State& before, const State& after, const Move& move) const {
  return seen_by(engine_.game(), after, viewer_) == seen_after_ &&
         observe_move(engine_.game(), before, after, moves_[i].player, move, viewer_) == sight_[i].shown;
}

// A move the viewer saw whole: every history plays it, and keeps if it looks the same.
void MoveSightTracker::follow_known(size_t i) {
  std::string error;
  const auto move = parse_move(engine_.game(), moves_[i].text, moves_[i].player, error);
  std::vector<History> next;
  for (History& h : histories_) {
    State after = h.state;
    if (!move || !engine_.apply_checked(after, moves_[i].player, *move).empty()) continue;
    if (fits(i, h.state, after, *move)) next.push_back({std::move(after), std::move(h.open)});
  }
  histories_ = std::move(next);
}

// A move the viewer did not see whole: every move its player could have made that looks the same.
void MoveSightTracker::follow_unknown(size_t i) {
  open_.push_back(i);
  std::vector<History> next;
  MoveList legal;
  for (const History& h : histories_) {
    engine_.legal_moves(h.state, moves_[i].player, legal);
    for (const Move& move : legal) {
      State after = h.state;
      engine_.apply_unchecked(after, moves_[i].player, move);
      if (!fits(i, h.state, after, move)) continue;
      next.push_back({std::move(after), h.open});
      next.back().open.push_back(move_to_text(engine_.game(), move, moves_[i].player));
      if (next.size() > kMaxHistories) return give_up();
    }
  }
  histories_ = std::move(next);
}

// Too many histories fit, or the game's own did not replay: what is open stays secret,
// and the next move starts again from the State as it is.
void MoveSightTracker::give_up() {
  histories_.clear();
  open_.clear();
}

// Reveal every open move all histories agree on, then merge histories that became equal.
void MoveSightTracker::settle(size_t i) {
  if (!has_the_games_history(i)) return give_up();
  for (size_t k = open_.size(); k-- > 0;) {
    bool agreed = true;
    for (const History& h : histories_) agreed = agreed && h.open[k] == histories_[0].open[k];
    if (!agreed) continue;
    sight_[open_[k]].revealed_at = i + 1;
    if (open_[k] == i) sight_[i].shown = moves_[i].text;  // only one move fits: it is seen at once
    open_.erase(open_.begin() + long(k));
    for (History& h : histories_) h.open.erase(h.open.begin() + long(k));
  }
  merge_equal();
}

// Whether the game as it was played is still among the histories (a rule that is not a
// function of the State would lose it).
bool MoveSightTracker::has_the_games_history(size_t i) const {
  for (const History& h : histories_) {
    bool same = h.state == states_[i + 1];
    for (size_t k = 0; k < open_.size() && same; ++k) same = h.open[k] == moves_[open_[k]].text;
    if (same) return true;
  }
  return false;
}

// Whether the viewer saw every chance outcome of the step whole (a card drawn out of sight
// would be known to every history).
bool MoveSightTracker::chance_seen(size_t i) const {
  if (i + 1 >= chance_.size() || chance_[i + 1].empty()) return true;
  return observe_chance(engine_.game(), states_[i + 1], chance_[i + 1], sight_[i].shown, viewer_) == chance_[i + 1];
}

// Histories with the same State and the same open texts are one.
void MoveSightTracker::merge_equal() {
  std::unordered_set<std::string> seen;
  std::vector<History> kept;
  for (History& h : histories_) {
    std::string key = std::to_string(h.state.hash());
    for (const std::string& t : h.open) key += '\n' + t;
    if (seen.insert(key).second) kept.push_back(std::move(h));
  }
  histories_ = std::move(kept);
}

const std::vector<MoveSight>& MoveSightTracker::follow() {
  for (size_t i = sight_.size(); i < moves_.size() && i + 1 < states_.size(); ++i) step(i);
  return sight_;
}

std::vector<MoveSight> track_move_sight(Engine& engine, const std::vector<State>& states,
                                        const std::vector<RecordedMove>& moves, const ChanceOutcomes& chance, int viewer) {
  return MoveSightTracker(engine, states, moves, chance, viewer).follow();
}

bool placement_known(const GameDef& g, const State& s, int viewer) {
  if (viewer == 0) return true;
  std::map<std::string, int32_t> zone_of_kind;  // the one zone each kind's unseen components lie in
  for (int32_t c = 0; c < s.layout().components; ++c) {
    if (sees_component(g, s, c, viewer)) continue;
    const auto [at, fresh] = zone_of_kind.try_emplace(g.kit.components[c].kind, s.zone_of(c));
    if (!fresh && at->second != s.zone_of(c)) return false;
  }
  for (const auto& v : g.kit.global_vars)
    if (v.visibility != Visibility::All && s.gvar(int(&v - g.kit.global_vars.data())) != v.initial) return false;
  for (int p = 1; p <= s.players(); ++p)
    for (size_t v = 0; v < g.kit.player_vars.size(); ++v)
      if (p != viewer && g.kit.player_vars[v].visibility != Visibility::All && s.pvar(p, int(v)) != g.kit.player_vars[v].initial) return false;
  return true;
}

std::string text_known_at(const std::vector<MoveSight>& sight, const std::vector<RecordedMove>& moves, size_t i,
                          size_t at) {
  return at >= sight.at(i).revealed_at ? moves.at(i).text : sight[i].shown;
}

}  // namespace rb
