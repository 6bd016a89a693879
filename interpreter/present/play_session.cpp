#include "present/play_session.h"

#include <stdexcept>

#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "present/svg_render.h"

namespace rb {

using nlohmann::json;

namespace {

constexpr int kBotPliesPerRequest = 100000;  // a game of bots only still answers

}  // namespace

PlaySession::PlaySession(std::shared_ptr<const GameDef> game, GameLog log)
    : engine_(std::make_unique<Engine>(game)), log_(std::move(log)) {
  for (const auto& [seat, agent] : log_.seats) {
    if (seat < 1 || seat > game->players) throw std::runtime_error("there is no seat " + std::to_string(seat));
    auto bot = make_agent(agent, log_.seed + uint64_t(seat) * 17);
    if (!bot) throw std::runtime_error("unknown agent '" + agent + "'");
    bots_[seat] = std::move(bot);
  }
  states_ = replay_log(*engine_, log_, replay_error_);
  log_.moves.resize(states_.size() - 1);
  run_bots();
}

void PlaySession::run_bots() {
  MoveList legal;
  for (int n = 0; n < kBotPliesPerRequest && !states_.back().terminal(); ++n) {
    const int p = states_.back().first_to_move();
    if (p == 0 || human(p)) return;
    engine_->legal_moves(states_.back(), p, legal);
    if (legal.empty()) return;
    State next = states_.back();
    const Move m = bots_[p]->choose(*engine_, next, p, legal);
    engine_->apply_unchecked(next, p, m);
    log_.moves.push_back({p, move_to_text(game(), m, p)});
    states_.push_back(next);
  }
}

std::string PlaySession::play(int player, const std::string& text) {
  const State& now = states_.back();
  if (now.terminal()) return "the game is over";
  if (player < 1 || player > now.players() || !now.may_move(player)) return "it is not player " + std::to_string(player) + "'s decision";
  if (!human(player)) return "player " + std::to_string(player) + " is a bot";
  std::string error;
  auto move = parse_move(game(), text, player, error);
  State next = now;
  if (move) error = engine_->apply_checked(next, player, *move);
  if (!error.empty()) return error;
  log_.moves.push_back({player, move_to_text(game(), *move, player)});
  states_.push_back(next);
  run_bots();
  return "";
}

std::string PlaySession::reload(std::shared_ptr<const GameDef> game) {
  auto engine = std::make_unique<Engine>(game);
  const size_t before = log_.moves.size();
  std::string error;
  std::vector<State> states = replay_log(*engine, log_, error);
  engine_ = std::move(engine);
  states_ = std::move(states);
  log_.moves.resize(states_.size() - 1);
  log_.files_hash = game->files_hash;
  moves_seen_.clear();
  const size_t replayed = states_.size() - 1;
  run_bots();
  if (error.empty()) return "reloaded the rules: all " + std::to_string(before) + " moves replayed";
  return "reloaded the rules: " + std::to_string(replayed) + " of " + std::to_string(before) +
         " moves replayed; " + error + "; the game goes on from there";
}

bool PlaySession::undo() {
  size_t back = states_.size() - 1;
  while (back > 0) {
    --back;
    const int p = states_[back].first_to_move();
    if (p != 0 && human(p)) break;
  }
  if (back + 1 == states_.size() || !human(states_[back].first_to_move())) return false;
  states_.resize(back + 1);
  log_.moves.resize(back);
  moves_seen_.clear();
  return true;
}

// The log's moves as `viewer` sees them, worked out once a move (an undo or a reload drops them).
const std::vector<std::string>& PlaySession::moves_seen_by(int viewer) {
  std::vector<std::string>& seen = moves_seen_[viewer];
  const bool open = viewer == 0 || !has_secrets(game());
  for (size_t i = seen.size(); i < log_.moves.size(); ++i)
    seen.push_back(open ? log_.moves[i].text : observe_recorded_move(game(), states_, log_.moves, i, viewer));
  return seen;
}

int PlaySession::default_viewer() const {
  const State& s = states_.back();
  if (s.terminal()) return 0;
  int humans = 0, only = 0;
  for (int p = 1; p <= s.players(); ++p)
    if (human(p)) ++humans, only = p;
  if (humans == 1) return only;
  return s.first_to_move();
}

// The legal moves of `player` with the spaces each names (a piece counts its space).
json PlaySession::legal_json(int player) {
  json out = json::array();
  MoveList legal;
  engine_->legal_moves(states_.back(), player, legal);
  const GameDef& g = game();
  for (const Move& m : legal) {
    json spaces = json::array();
    const ActionDef& action = g.actions[m.action];
    for (size_t a = 0; a < action.args.size() && a < size_t(kMaxArgs); ++a) {
      int32_t space = kNone;
      if (action.args[a].type == ArgType::Space) space = m.args[a];
      if (action.args[a].type == ArgType::Piece) {
        const int32_t zone = states_.back().zone_of(m.args[a]);
        space = zone == kNone ? kNone : g.zones[zone].space;
      }
      if (space != kNone) spaces.push_back(g.space_names[space]);
    }
    out.push_back({{"text", move_to_text(g, m, player)}, {"spaces", spaces}});
  }
  return out;
}

json PlaySession::view(int as) {
  const State& s = states_.back();
  if (as < 0 || as > s.players()) throw std::runtime_error("there is no player " + std::to_string(as));
  const int viewer = as ? as : default_viewer();
  const int deciding = s.first_to_move();
  json out{{"viewer", viewer}, {"ply", s.ply()}, {"terminal", s.terminal()}, {"to_move", deciding}, {"plies", log_.moves.size()}};
  out["moves"] = deciding && human(deciding) && (viewer == 0 || viewer == deciding) ? legal_json(deciding) : json::array();
  json log = json::array();
  const std::vector<std::string>& seen = moves_seen_by(viewer);
  for (size_t i = 0; i < log_.moves.size(); ++i) log.push_back({{"player", log_.moves[i].player}, {"move", seen[i]}});
  out["log"] = log;
  RenderOptions options;
  for (const auto& m : out["moves"])
    for (const auto& sp : m["spaces"]) options.marked.insert(sp.get<std::string>());
  if (!log.empty()) options.caption = "last: player " + std::to_string(log.back()["player"].get<int>()) + ": " + log.back()["move"].get<std::string>();
  out["svg"] = render_svg(game(), viewer ? observe(game(), s, viewer) : state_to_json(game(), s), options);
  return out;
}

}  // namespace rb
