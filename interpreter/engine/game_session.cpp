#include "engine/game_session.h"

#include "engine/move_text.h"

namespace rb {

GameSession::GameSession(std::shared_ptr<Engine> engine, RecordedGame record)
    : engine_(std::move(engine)), record_(std::move(record)) {
  replay();
}

GameSession::GameSession(std::shared_ptr<const GameDef> game, RecordedGame record)
    : GameSession(std::make_shared<Engine>(std::move(game)), std::move(record)) {}

// The record's moves from the seed, each checked, as far as they stay legal.
void GameSession::replay() {
  const GameDef& g = game();
  Chance noted;  // nothing forced: the seed decides, as when the game was played
  chance_.assign(1, {});
  noted.record = &chance_.back();
  states_ = {engine_->new_game(record_.seed, &noted)};
  why_.clear();
  for (stop_ = 0; stop_ < record_.moves.size(); ++stop_) {
    const RecordedMove& m = record_.moves[stop_];
    State next = states_.back();
    std::vector<std::string> outcomes;
    noted.record = &outcomes;
    if (m.player < 1 || m.player > g.setup.players) why_ = "there is no player " + std::to_string(m.player);
    const auto move = why_.empty() ? parse_move(g, m.text, m.player, why_) : std::nullopt;
    if (move) why_ = engine_->apply_checked(next, m.player, *move, &noted);
    if (!why_.empty()) break;
    states_.push_back(std::move(next));
    chance_.push_back(std::move(outcomes));
  }
  refused_ = stop_ < record_.moves.size() ? record_.moves[stop_] : RecordedMove{};
  total_ = record_.moves.size();
  record_.moves.resize(stop_);
}

std::string GameSession::replay_error() const {
  if (why_.empty()) return "";
  return "move " + std::to_string(stop_ + 1) + " (player " + std::to_string(refused_.player) + ": " + refused_.text + "): " + why_;
}

void GameSession::require_whole(const std::string& file) const {
  if (game().name != record_.game) throw RecordError(file + ": the record is of game '" + record_.game + "', not '" + game().name + "'");
  if (why_.empty()) return;
  std::string out = file + ": move " + std::to_string(stop_ + 1) + " of " + std::to_string(total_) + " (player " +
                    std::to_string(refused_.player) + ": '" + refused_.text + "') cannot be replayed: " + why_;
  if (game().source.hash != record_.files_hash) out += " (the game's files have changed since the game was saved)";
  throw RecordError(out);
}

std::string GameSession::play(int player, const std::string& text) {
  std::string error;
  const auto move = parse_move(game(), text, player, error);
  if (!move) return error;
  State next = now();
  std::vector<std::string> outcomes;
  Chance noted;
  noted.record = &outcomes;
  error = engine_->apply_checked(next, player, *move, &noted);
  if (error.empty()) add(player, move_to_text(game(), *move, player), std::move(next), std::move(outcomes));
  return error;
}

void GameSession::play_chosen(int player, const Move& move) {
  State next = now();
  std::vector<std::string> outcomes;
  Chance noted;
  noted.record = &outcomes;
  engine_->apply_unchecked(next, player, move, &noted);
  add(player, move_to_text(game(), move, player), std::move(next), std::move(outcomes));
}

void GameSession::add(int player, std::string text, State next, std::vector<std::string> outcomes) {
  record_.moves.push_back({player, std::move(text)});
  states_.push_back(std::move(next));
  chance_.push_back(std::move(outcomes));
  changed();
}

bool GameSession::undo(int player) {
  size_t back = record_.moves.size();
  while (back > 0 && player != 0 && record_.moves[back - 1].player != player) --back;
  if (back == 0) return false;
  states_.resize(back);
  chance_.resize(back);
  record_.moves.resize(back - 1);
  changed();
  return true;
}

size_t GameSession::reload(std::shared_ptr<Engine> engine) {
  const size_t before = record_.moves.size();
  engine_ = std::move(engine);
  record_.files_hash = game().source.hash;
  replay();
  changed();
  return before;
}

void GameSession::set_seats(std::map<int, std::string> seats) { record_.seats = std::move(seats); }

void GameSession::set_over() {
  record_.over = true;
  save();
}

void GameSession::changed() {
  record_.over = now().terminal();
  save();
}

void GameSession::save() const {
  if (on_change_) on_change_(record_);
}

}  // namespace rb
