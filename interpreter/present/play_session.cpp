#include "present/play_session.h"

#include <stdexcept>

#include "engine/hidden_info.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "present/replay_html.h"
#include "present/svg_render.h"

namespace rb {

using nlohmann::json;
using Lock = std::lock_guard<std::mutex>;

namespace {

constexpr int kBotPliesPerRun = 100000;  // a game of bots only still ends a run_bots

}  // namespace

struct PlaySession::Thought {
  bool moved = false;
  int player = 0;
  std::string text, end_reason;
  std::vector<std::string> outcomes;  // the move's chance outcomes
  State next;
  uint64_t at = 0;  // the generation it thought about
};

PlaySession::PlaySession(std::shared_ptr<const GameDef> game, GameLog log)
    : engine_(std::make_unique<Engine>(game)), log_(std::move(log)), players_(game->players) {
  for (const auto& [seat, agent] : log_.seats) {
    if (seat < 1 || seat > game->players) throw std::runtime_error("there is no seat " + std::to_string(seat));
    auto bot = make_agent(agent, log_.seed + uint64_t(seat) * 17);
    if (!bot) throw std::runtime_error("unknown agent '" + agent + "'");
    bots_[seat] = std::move(bot);
  }
  if (!bots_.empty()) think_engine_ = std::make_shared<Engine>(game);  // a Lua state only where a bot thinks
  states_ = replay_log(*engine_, log_, replay_error_, &chance_);
  log_.moves.resize(states_.size() - 1);
  end_reason_ = engine_->end_reason();
}

void PlaySession::on_change(std::function<void(const GameLog&)> hook) {
  Lock hold(lock_);
  on_change_ = std::move(hook);
}

void PlaySession::changed() {
  ++generation_;
  bot_error_.clear();
  if (on_change_) on_change_(log_);
}

void PlaySession::record(int player, const std::string& text, State next, std::vector<std::string> outcomes,
                         const std::string& end_reason) {
  log_.moves.push_back({player, text});
  states_.push_back(std::move(next));
  chance_.push_back(std::move(outcomes));
  end_reason_ = end_reason;
  changed();
}

std::string PlaySession::play(int player, const std::string& text) {
  Lock hold(lock_);
  const State& now = states_.back();
  if (now.terminal()) return "the game is over";
  if (player < 1 || player > now.players() || !now.may_move(player)) return "it is not player " + std::to_string(player) + "'s decision";
  if (is_bot(player)) return "player " + std::to_string(player) + " is a bot";
  std::string error;
  auto move = parse_move(engine_->game(), text, player, error);
  State next = now;
  std::vector<std::string> outcomes;
  Chance noted;
  noted.record = &outcomes;
  if (move) error = engine_->apply_checked(next, player, *move, &noted);
  if (!error.empty()) return error;
  record(player, move_to_text(engine_->game(), *move, player), std::move(next), std::move(outcomes), engine_->end_reason());
  return "";
}

int PlaySession::bot_to_move_locked() const {
  const State& s = states_.back();
  const int p = s.terminal() ? 0 : s.first_to_move();
  return p != 0 && is_bot(p) && failed_at_ != generation_ ? p : 0;
}

int PlaySession::bot_to_move() const {
  Lock hold(lock_);
  return bot_to_move_locked();
}

// The search itself, outside the lock: on a copy of the position, with the bots' engine.
PlaySession::Thought PlaySession::think(Clock::time_point deadline) {
  Thought t;
  std::shared_ptr<Engine> engine;
  {
    Lock hold(lock_);
    t.player = bot_to_move_locked();
    if (!t.player) return t;
    t.next = states_.back();
    t.at = generation_;
    engine = think_engine_;
  }
  MoveList legal;
  engine->legal_moves(t.next, t.player, legal);
  if (legal.empty()) throw std::runtime_error("it is player " + std::to_string(t.player) + "'s decision but the rules give no legal move");
  Agent& bot = *bots_.at(t.player);
  bot.set_deadline(deadline);
  const Move m = bot.choose(*engine, t.next, t.player, legal);
  Chance noted;
  noted.record = &t.outcomes;
  engine->apply_unchecked(t.next, t.player, m, &noted);
  t.text = move_to_text(engine->game(), m, t.player);
  t.end_reason = engine->end_reason();
  t.moved = true;
  return t;
}

bool PlaySession::think_once(Clock::time_point deadline) {
  std::unique_lock<std::mutex> alone(think_lock_, std::try_to_lock);
  if (!alone.owns_lock()) return false;
  try {
    Thought t = think(deadline);
    Lock hold(lock_);
    if (!t.moved || t.at != generation_) return t.moved;  // changed meanwhile: the caller thinks again
    record(t.player, t.text, std::move(t.next), std::move(t.outcomes), t.end_reason);
    return true;
  } catch (const std::exception& e) {
    Lock hold(lock_);
    bot_error_ = std::string("a bot could not move: ") + e.what();
    failed_at_ = generation_;
    return false;
  }
}

void PlaySession::run_bots() {
  for (int n = 0; n < kBotPliesPerRun && think_once(Clock::time_point::max()); ++n) {
  }
}

std::string PlaySession::reload(std::shared_ptr<const GameDef> game) {
  auto engine = std::make_unique<Engine>(game);
  auto think_engine = bots_.empty() ? nullptr : std::make_shared<Engine>(game);
  Lock hold(lock_);
  const size_t before = log_.moves.size();
  std::string error;
  ChanceOutcomes chance;
  std::vector<State> states = replay_log(*engine, log_, error, &chance);
  end_reason_ = engine->end_reason();
  chance_ = std::move(chance);
  engine_ = std::move(engine);
  think_engine_ = std::move(think_engine);
  states_ = std::move(states);
  log_.moves.resize(states_.size() - 1);
  log_.files_hash = game->files_hash;
  moves_seen_.clear();
  const size_t replayed = states_.size() - 1;
  changed();
  if (error.empty()) return "reloaded the rules: all " + std::to_string(before) + " moves replayed";
  return "reloaded the rules: " + std::to_string(replayed) + " of " + std::to_string(before) +
         " moves replayed; " + error + "; the game goes on from there";
}

bool PlaySession::undo(int player) {
  Lock hold(lock_);
  size_t back = log_.moves.size();
  while (back > 0 && log_.moves[back - 1].player != player) --back;
  if (back == 0) return false;
  states_.resize(back);
  chance_.resize(back);
  end_reason_.clear();
  log_.moves.resize(back - 1);
  moves_seen_.clear();
  changed();
  return true;
}

std::string PlaySession::title() const {
  Lock hold(lock_);
  return engine_->game().title;
}

bool PlaySession::over() const {
  Lock hold(lock_);
  return states_.back().terminal();
}

size_t PlaySession::plies() const {
  Lock hold(lock_);
  return log_.moves.size();
}

GameLog PlaySession::log() const {
  Lock hold(lock_);
  return log_;
}

std::string PlaySession::replay_error() const {
  Lock hold(lock_);
  return replay_error_;
}

// The log's moves as `viewer` sees them, worked out once a move (an undo or a reload drops them).
const std::vector<std::string>& PlaySession::moves_seen_by(int viewer) {
  std::vector<std::string>& seen = moves_seen_[viewer];
  for (size_t i = seen.size(); i < log_.moves.size(); ++i)  // through the filter even where no zone is private: a face-down piece
    seen.push_back(viewer == 0 ? log_.moves[i].text : observe_recorded_move(engine_->game(), states_, log_.moves, i, viewer));
  return seen;
}

// The legal moves of `player` with the spaces each names (a piece counts its space).
json PlaySession::legal_json(int player) {
  json out = json::array();
  MoveList legal;
  engine_->legal_moves(states_.back(), player, legal);
  const GameDef& g = engine_->game();
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

// Every move as `viewer` sees it, with the chance outcomes it drew as they may see them.
json PlaySession::log_json(int viewer) {
  json log = json::array();
  const std::vector<std::string>& seen = moves_seen_by(viewer);
  for (size_t i = 0; i < log_.moves.size(); ++i) {
    json entry{{"player", log_.moves[i].player}, {"move", seen[i]}};
    if (!chance_[i + 1].empty()) entry["chance"] = observe_chance(engine_->game(), states_[i + 1], chance_[i + 1], seen[i], viewer);
    log.push_back(std::move(entry));
  }
  return log;
}

json PlaySession::view(int as) {
  Lock hold(lock_);
  const State& s = states_.back();
  if (as != kSpectator && (as < 1 || as > s.players())) throw std::runtime_error("there is no player " + std::to_string(as));
  const int viewer = s.terminal() ? 0 : as;
  const int deciding = s.first_to_move();
  json out{{"viewer", as == kSpectator ? 0 : as}, {"ply", s.ply()}, {"terminal", s.terminal()}, {"to_move", deciding},
           {"plies", log_.moves.size()}, {"thinking", bot_to_move_locked() != 0}, {"bot_error", bot_error_}};
  out["moves"] = deciding && !is_bot(deciding) && viewer == deciding ? legal_json(deciding) : json::array();
  const json log = log_json(viewer);
  out["log"] = log;
  out["setup"] = observe_chance(engine_->game(), states_.front(), chance_.front(), "", viewer);
  if (s.terminal()) out["end"] = end_of_game(engine_->game(), s, end_reason_);
  RenderOptions options;
  for (const auto& m : out["moves"])
    for (const auto& sp : m["spaces"]) options.marked.insert(sp.get<std::string>());
  if (!log.empty()) options.caption = "last: player " + std::to_string(log.back()["player"].get<int>()) + ": " + log.back()["move"].get<std::string>();
  const GameDef& g = engine_->game();
  out["svg"] = render_svg(g, seen_by(g, s, viewer), options);
  return out;
}

}  // namespace rb
