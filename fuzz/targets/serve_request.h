// Target: an HTTP request to `rulebook serve` (the PlayServer, without sockets). The input
// is "METHOD TARGET\nBODY". The server plays Tic-tac-toe and Forage games saved under the
// scratch folder; every request must end in a reply (an error status at worst), never a
// crash, and a game it did not touch must stay as it was.
#pragma once

#include "../fuzz_support.h"
#include "present/play_server.h"

namespace rb::fuzz {

struct ServeFixture {
  std::unique_ptr<PlayServer> server;
  std::string witness;  // the view of game g1, which requests to other games must not change
};

inline ServeFixture& serve_fixture() {
  static ServeFixture f;
  if (!f.server || f.server->games() > 40) {
    const fs::path saves = scratch() / "serve";
    fs::remove_all(saves);
    fs::create_directories(saves);
    f.server = std::make_unique<PlayServer>(LoadRequest{kShippedGames / "tictactoe", {}, {}}, saves);
    const auto made = nlohmann::json::parse(f.server->handle("POST", "/api/new?seed=3&bots=2:random", "").body);
    f.server->handle("POST", "/api/move?id=g1&player=1&move=mark%20b2&token=" + made["tokens"]["1"].get<std::string>(), "");
    f.witness = f.server->handle("GET", "/api/game?id=g1", "").body;
  }
  return f;
}

inline void feed_serve_request(std::string_view input) {
  ServeFixture& f = serve_fixture();
  const size_t space = input.find(' '), line = input.find('\n');
  const std::string method(input.substr(0, std::min(space, line)));
  const std::string target(space < line ? input.substr(space + 1, line == std::string_view::npos ? std::string_view::npos : line - space - 1) : "");
  const std::string body(line == std::string_view::npos ? "" : input.substr(line + 1));
  const HttpReply reply = f.server->handle(method, target, body);
  if (reply.status < 200 || reply.status >= 600) finding("status " + std::to_string(reply.status) + " for " + method + " " + target);
  if (target.find("g1") != std::string::npos) {
    f.witness = f.server->handle("GET", "/api/game?id=g1", "").body;  // it may have changed g1 on purpose
  } else if (f.server->handle("GET", "/api/game?id=g1", "").body != f.witness) {
    finding("a request to another game changed game g1: " + method + " " + target);
  }
}

}  // namespace rb::fuzz
