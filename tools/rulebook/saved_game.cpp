#include "saved_game.h"

#include <cstdlib>
#include <iostream>

#include "engine/game_log.h"
#include "load/game_loader.h"

namespace rb::cli {
namespace {

namespace fs = std::filesystem;

fs::path state_home() {
  if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg) return xdg;
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local" / "state";
  return fs::current_path();
}

fs::path backup_of(const fs::path& file) { return file.string() + ".bak"; }

// Why a new game may not replace `file` ("" when it may: no file, or a finished game).
std::string reason_to_keep(const fs::path& file) {
  if (!fs::exists(file)) return "";
  try {
    const RecordedGame old = read_record(file);
    if (old.over) return "";
    return file.string() + " holds a game of " + old.game + " in progress (" + std::to_string(old.moves.size()) +
           " moves); continue it with --resume";
  } catch (const std::exception& e) {
    return std::string(e.what()) + "\n" + file.string() + " is not a readable save";
  }
}

// Refuses to replace a save worth keeping unless `fresh`; what it replaces is kept as .bak.
bool make_room(const fs::path& file, bool fresh) {
  const std::string reason = reason_to_keep(file);
  if (!reason.empty() && !fresh) {
    std::cerr << reason << "; it is left as it is. Start a new game over it with --new (it is then kept as "
              << backup_of(file).string() << ") or save elsewhere with --save FILE\n";
    return false;
  }
  std::error_code ec;
  if (fs::exists(file)) fs::rename(file, backup_of(file), ec);
  if (ec) return std::cerr << file.string() << ": cannot keep it as " << backup_of(file).string() << ": " << ec.message() << "\n", false;
  if (!reason.empty()) std::cerr << "the old save is kept as " << backup_of(file).string() << "\n";
  return true;
}

void prepare_folder(const fs::path& file) {
  std::error_code ec;
  if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
}

SavedGame new_game(const GameOptions& go, const SaveOptions& so, uint64_t seed) {
  const auto request = go.request();
  if (!request) return {};
  auto game = load_game(*request);
  SavedGame s;
  s.file = so.file.empty() ? default_save_file(game->name) : fs::path(so.file);
  if (!make_room(s.file, so.fresh)) return {};
  prepare_folder(s.file);
  RecordedGame record = start_record(*game, *request, seed);
  s.session = std::make_unique<GameSession>(std::move(game), std::move(record));
  return s;
}

fs::path resume_file(const GameOptions& go, const SaveOptions& so) {
  if (!so.resume_file.empty()) return so.resume_file;
  if (!so.file.empty()) return so.file;
  return default_save_file(load_game(LoadRequest{go.path, {}, {}})->name);
}

SavedGame resumed_game(const GameOptions& go, const SaveOptions& so) {
  if (!go.variants.empty() || !go.params.empty() || go.players > 0) {
    std::cerr << "rulebook: --resume plays the save's own variants and parameters; leave out --variant, --param and --players\n";
    return {};
  }
  SavedGame s;
  s.file = resume_file(go, so);
  RecordedGame record = read_record(s.file);
  auto game = load_recorded_game(record, go.path);
  s.session = std::make_unique<GameSession>(std::move(game), std::move(record));
  s.session->require_whole(s.file.string());
  std::cout << "resumed " << s.file.string() << " after " << s.session->record().moves.size() << " moves\n";
  return s;
}

// Writes the save, and the log when asked for; a write that fails is said, and play goes on.
void save_to(const fs::path& file, const std::string& log_file, const RecordedGame& record) {
  try {
    write_record(file, record);
    if (!log_file.empty()) save_game_log(log_file, record);
  } catch (const std::exception& e) {
    std::cerr << "rulebook: the game is NOT saved: " << e.what() << "\n";
  }
}

}  // namespace

fs::path default_save_file(const std::string& game_name) { return state_home() / "rulebook" / (game_name + ".save.json"); }

SavedGame open_saved_game(const GameOptions& go, const SaveOptions& so, uint64_t seed) {
  try {
    SavedGame s = so.resume ? resumed_game(go, so) : new_game(go, so, seed);
    if (!s.session) return s;
    s.session->on_change([file = s.file, log = so.log_file](const RecordedGame& r) { save_to(file, log, r); });
    s.session->save();
    return s;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return {};
  }
}

}  // namespace rb::cli
