// The web play of `rulebook serve` as a pure function of (request, server state), so it is
// tested and fuzzed without sockets: new games (variant, seed, bots), moves, undo, each
// player's view, the log; every game saved after each change and resumed at start.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "present/play_session.h"
#include "load/game_loader.h"

namespace rb {

struct HttpReply {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string filename;  // set: offered as a download
};

// The longest request body or move text the server reads: a move's text is a line.
inline constexpr size_t kMaxRequestBody = 4096;

class PlayServer {
 public:
  // `base` is the game as served; `save_dir` ("" = no saving) holds one log per game.
  PlayServer(LoadRequest base, std::filesystem::path save_dir);

  // method "GET" or "POST"; target is the path with its query ("/api/move?id=g1&player=1").
  HttpReply handle(const std::string& method, const std::string& target, const std::string& body);
  // The same with the query already split (as an HTTP library gives it).
  HttpReply route(const std::string& method, const std::string& path, const std::map<std::string, std::string>& query,
                  const std::string& body);
  // Loads every saved game; returns a line per game that could not be resumed.
  std::vector<std::string> resume();
  size_t games() const { return sessions_.size(); }
  // The game's files changed: with `lint_errors` the old rules stay and the errors are shown;
  // else every game is reloaded and replayed as far as its moves stay legal. Returns the notice.
  std::string reload_rules(const std::string& lint_errors);
  void set_watching(bool on) { watching_ = on; }

 private:
  using Query = std::map<std::string, std::string>;
  HttpReply info();
  HttpReply new_game(const Query& q);
  HttpReply view(const Query& q);
  HttpReply move(const Query& q, const std::string& body);
  HttpReply undo(const Query& q);
  HttpReply log(const Query& q);
  PlaySession& session(const Query& q);
  std::shared_ptr<const GameDef> game_for(const std::string& variant);
  void save(const std::string& id) const;

  LoadRequest base_;
  std::filesystem::path save_dir_;
  std::vector<std::string> variants_;  // file stems under the game's variants/
  std::map<std::string, std::shared_ptr<const GameDef>> loaded_;
  std::map<std::string, std::unique_ptr<PlaySession>> sessions_;
  int next_id_ = 1;
  bool watching_ = false;
  std::string notice_;  // what the last reload did, shown on the page
};

// Splits "a=1&b=x%20y" into a map; "+" and %XX decoded.
std::map<std::string, std::string> parse_query(const std::string& query);

}  // namespace rb
