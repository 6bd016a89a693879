#include "present/served_game.h"

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

struct ServedGame::Thought {
  bool moved = false;
  int player = 0;
  std::string text;
  std::vector<std::string> outcomes;  // the move's chance outcomes
  State next;
  uint64_t at = 0;  // the generation it thought about
};

ServedGame::ServedGame(std::shared_ptr<const GameDef> game, RecordedGame record)
    : players_(game->setup.players) {
  for (const auto& [seat, agent] : record.seats) {
    if (seat < 1 || seat > game->setup.players) throw std::runtime_error("there is no seat " + std::to_string(seat));
    auto bot = make_agent(agent, record.seed + uint64_t(seat) * 17);
    if (!bot) throw std::runtime_error("unknown agent '" + agent + "'");
    bots_[seat] = std::move(bot);
  }
  if (!bots_.empty()) think_engine_ = std::make_shared<Engine>(game);  // a Lua state only where a bot thinks
  session_ = std::make_unique<GameSession>(std::move(game), std::move(record));
  replay_error_ = session_->replay_error();
}

void ServedGame::on_change(std::function<void(const RecordedGame&)> hook) {
  Lock hold(lock_);
  session_->on_change(std::move(hook));
}

// After every change the session made (and saved): bots think again, views are worked out again.
void ServedGame::changed() {
  ++generation_;
  bot_error_.clear();
}

std::string ServedGame::play(int player, const std::string& text) {
  Lock hold(lock_);
  const State& now = session_->now();
  if (now.terminal()) return "the game is over";
  if (player < 1 || player > now.players() || !now.may_move(player)) return "it is not player " + std::to_string(player) + "'s decision";
  if (is_bot(player)) return "player " + std::to_string(player) + " is a bot";
  const std::string error = session_->play(player, text);
  if (error.empty()) changed();
  return error;
}

int ServedGame::bot_to_move_locked() const {
  const State& s = session_->now();
  const int p = s.terminal() ? 0 : s.first_to_move();
  return p != 0 && is_bot(p) && failed_at_ != generation_ ? p : 0;
}

int ServedGame::bot_to_move() const {
  Lock hold(lock_);
  return bot_to_move_locked();
}

// The search itself, outside the lock: on a copy of the position, with the bots' engine.
ServedGame::Thought ServedGame::think(Clock::time_point deadline) {
  Thought t;
  std::shared_ptr<Engine> engine;
  {
    Lock hold(lock_);
    t.player = bot_to_move_locked();
    if (!t.player) return t;
    t.next = session_->now();
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
  t.moved = true;
  return t;
}

bool ServedGame::think_once(Clock::time_point deadline) {
  std::unique_lock<std::mutex> alone(think_lock_, std::try_to_lock);
  if (!alone.owns_lock()) return false;
  try {
    Thought t = think(deadline);
    Lock hold(lock_);
    if (!t.moved || t.at != generation_) return t.moved;  // changed meanwhile: the caller thinks again
    session_->add(t.player, t.text, std::move(t.next), std::move(t.outcomes));
    changed();
    return true;
  } catch (const std::exception& e) {
    Lock hold(lock_);
    bot_error_ = std::string("a bot could not move: ") + e.what();
    failed_at_ = generation_;
    return false;
  }
}

void ServedGame::run_bots() {
  for (int n = 0; n < kBotPliesPerRun && think_once(Clock::time_point::max()); ++n) {
  }
}

std::string ServedGame::reload(std::shared_ptr<const GameDef> game) {
  auto engine = std::make_shared<Engine>(game);  // loaded outside the lock: views go on meanwhile
  auto think_engine = bots_.empty() ? nullptr : std::make_shared<Engine>(game);
  Lock hold(lock_);
  const size_t before = session_->reload(std::move(engine));
  think_engine_ = std::move(think_engine);
  moves_seen_.clear();
  changed();
  const std::string error = session_->replay_error();
  if (error.empty()) return "reloaded the rules: all " + std::to_string(before) + " moves replayed";
  return "reloaded the rules: " + std::to_string(session_->record().moves.size()) + " of " + std::to_string(before) +
         " moves replayed; " + error + "; the game goes on from there";
}

bool ServedGame::undo(int player) {
  Lock hold(lock_);
  if (!session_->undo(player)) return false;
  moves_seen_.clear();
  changed();
  return true;
}

std::string ServedGame::title() const {
  Lock hold(lock_);
  return session_->game().title;
}

bool ServedGame::over() const {
  Lock hold(lock_);
  return session_->now().terminal();
}

size_t ServedGame::plies() const {
  Lock hold(lock_);
  return session_->record().moves.size();
}

RecordedGame ServedGame::record() const {
  Lock hold(lock_);
  return session_->record();
}

std::string ServedGame::replay_error() const {
  Lock hold(lock_);
  return replay_error_;
}

// The log's moves as `viewer` saw them, followed a move at a time (an undo or a reload starts afresh).
const std::vector<MoveSight>& ServedGame::moves_seen_by(int viewer) {
  return moves_seen_.try_emplace(viewer, session_->engine(), session_->states(), session_->record().moves, session_->chance(), viewer).first->second.follow();
}

// The legal moves of `player` with the spaces each names (a piece counts its space).
json ServedGame::legal_json(int player) {
  json out = json::array();
  MoveList legal;
  const State& now = session_->now();
  session_->engine().legal_moves(now, player, legal);
  const GameDef& g = session_->game();
  for (const Move& m : legal) {
    json spaces = json::array();
    const ActionDef& action = g.actions.list[m.action];
    for (size_t a = 0; a < action.args.size() && a < size_t(kMaxArgs); ++a) {
      int32_t space = kNone;
      if (action.args[a].type == ArgType::Space) space = m.args[a];
      if (action.args[a].type == ArgType::Piece) {
        const int32_t zone = now.zone_of(m.args[a]);
        space = zone == kNone ? kNone : g.kit.zones[zone].space;
      }
      if (space != kNone) spaces.push_back(g.spaces.names[space]);
    }
    out.push_back({{"text", move_to_text(g, m, player)}, {"spaces", spaces}});
  }
  return out;
}

// Every move as `viewer` sees it, with the chance outcomes it drew as they may see them.
json ServedGame::log_json(int viewer) {
  json log = json::array();
  const std::vector<MoveSight>& seen = moves_seen_by(viewer);
  const auto& moves = session_->record().moves;
  const ChanceOutcomes& chance = session_->chance();
  for (size_t i = 0; i < moves.size(); ++i) {  // a secret choice revealed in place once the viewer can tell it
    json entry{{"player", moves[i].player}, {"move", text_known_at(seen, moves, i, session_->states().size() - 1)}};
    if (!chance[i + 1].empty()) entry["chance"] = observe_chance(session_->game(), session_->states()[i + 1], chance[i + 1], seen[i].shown, viewer);
    log.push_back(std::move(entry));
  }
  return log;
}

json ServedGame::view(int as) {
  Lock hold(lock_);
  const State& s = session_->now();
  const GameDef& g = session_->game();
  if (as != kSpectator && (as < 1 || as > s.players())) throw std::runtime_error("there is no player " + std::to_string(as));
  const int viewer = s.terminal() ? 0 : as;
  const int deciding = s.first_to_move();
  json out{{"viewer", as == kSpectator ? 0 : as}, {"ply", s.ply()}, {"terminal", s.terminal()}, {"to_move", deciding},
           {"plies", session_->record().moves.size()}, {"thinking", bot_to_move_locked() != 0}, {"bot_error", bot_error_}};
  out["moves"] = deciding && !is_bot(deciding) && viewer == deciding ? legal_json(deciding) : json::array();
  const json log = log_json(viewer);
  out["log"] = log;
  out["setup"] = observe_chance(g, session_->states().front(), session_->chance().front(), "", viewer);
  if (s.terminal()) out["end"] = end_of_game(g, s);
  RenderOptions options;
  for (const auto& m : out["moves"])
    for (const auto& sp : m["spaces"]) options.marked.insert(sp.get<std::string>());
  if (!log.empty()) options.caption = "last: player " + std::to_string(log.back()["player"].get<int>()) + ": " + log.back()["move"].get<std::string>();
  out["svg"] = render_svg(g, seen_by(g, s, viewer), options);
  return out;
}

}  // namespace rb
