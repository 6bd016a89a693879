// The web play of `rulebook serve` as a function of (request, server state), so it is
// tested and fuzzed without sockets: new games (variant, seed, bots), seats claimed with
// tokens, moves, undo, each seat's view and a spectator's, the log; every game saved
// after each change and resumed at start. Safe to call from several threads at once.
//
// Seats: a new game gives the browser that made it a token for each of its human seats
// (all of them: hot-seat, on purpose), or for the one it names with `seat=`; the others
// are claimed with /api/claim. Viewing as a seat, moving or undoing for it needs its
// token (`token=`, else 403); without one a view is a spectator's, who sees only what is
// public; no one views the game as a bot's seat. The log is offered once the game is over.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "load/game_loader.h"
#include "present/served_game.h"
#include "present/seat_tokens.h"

namespace rb {

struct HttpReply {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string filename;  // set: offered as a download
};

// The longest request body or move text the server reads: a move's text is a line.
inline constexpr size_t kMaxRequestBody = 4096;
// The longest query string (414 past it) and all headers together (431 past them).
inline constexpr size_t kMaxQueryString = 6144;
inline constexpr size_t kMaxHeaderBytes = 8192;
// How many games one server holds (each keeps a Lua state or two); a new game past it gets 503.
inline constexpr size_t kMaxGames = 1000;

// A JSON reply {"error": message} with that status.
HttpReply error_reply(int status, const std::string& message);

class PlayServer {
 public:
  // `base` is the game as served; `save_dir` ("" = no saving) holds one log per game.
  PlayServer(LoadRequest base, std::filesystem::path save_dir);

  // method "GET" or "POST"; target is the path with its query ("/api/move?id=g1&player=1").
  HttpReply handle(const std::string& method, const std::string& target, const std::string& body);
  // The same with the query already split.
  HttpReply route(const std::string& method, const std::string& path, const std::map<std::string, std::string>& query,
                  const std::string& body);
  // Loads every saved game; returns a line per game that could not be resumed.
  std::vector<std::string> resume();
  size_t games() const;
  // The game's files changed: with `lint_errors` the old rules stay and the errors are shown;
  // else every game is reloaded and replayed as far as its moves stay legal. Returns the notice.
  std::string reload_rules(const std::string& lint_errors);
  void set_watching(bool on) { watching_ = on; }
  // Who moves the bots of a game whose bot is to decide: by default at once, on the
  // calling thread, to the next human decision; `serve` gives them a pool of their own.
  void set_bot_runner(std::function<void(std::shared_ptr<ServedGame>)> runner) { bot_runner_ = std::move(runner); }

 private:
  using Query = std::map<std::string, std::string>;
  struct Served {
    std::shared_ptr<ServedGame> session;
    SeatTokens seats;
  };
  HttpReply info();
  HttpReply new_game(const Query& q);
  HttpReply claim(const Query& q);
  HttpReply view(const Query& q);
  HttpReply move(const Query& q, const std::string& body);
  HttpReply undo(const Query& q);
  HttpReply log(const Query& q);
  std::shared_ptr<ServedGame> session(const Query& q);
  int seat_with_token(const Query& q, const ServedGame& s, const char* key);
  std::shared_ptr<const GameDef> game_for(const std::string& variant);
  std::string add_game(std::shared_ptr<ServedGame> session, SeatTokens seats, const std::string& id);
  void save_seats(const std::string& id, const SeatTokens& seats) const;
  void run_bots(const std::shared_ptr<ServedGame>& s);

  LoadRequest base_;
  std::filesystem::path save_dir_;
  std::vector<std::string> variants_;  // file stems under the game's variants/
  mutable std::mutex lock_;            // guards what follows
  std::map<std::string, std::shared_ptr<const GameDef>> loaded_;
  std::map<std::string, Served> games_;
  int next_id_ = 1;
  bool watching_ = false;
  std::string notice_;  // what the last reload did, shown on the page
  std::function<void(std::shared_ptr<ServedGame>)> bot_runner_;
};

// Splits "a=1&b=x%20y" into a map; "+" and %XX decoded.
std::map<std::string, std::string> parse_query(const std::string& query);

}  // namespace rb
