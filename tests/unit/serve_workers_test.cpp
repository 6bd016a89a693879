// The served game's pools without sockets: a full queue and a spent budget get 503 and the
// other requests go on; the caps on query strings and headers; and a slow bot's think,
// on the bots' own pool and cut at its deadline, delays no other game's requests.
#include "present/serve_workers.h"

#include <gtest/gtest.h>

#include <atomic>
#include <future>
#include <thread>

namespace rb {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
const std::string kTictactoe = RULEBOOK_TEST_DATA "/../../games/tictactoe";

json body(const HttpReply& r) { return json::parse(r.body); }

// Tasks that hold a worker each until released.
struct Blocker {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::shared_ptr<std::atomic<int>> started = std::make_shared<std::atomic<int>>(0);
  std::function<void()> task() {
    return [r = released, s = started] { ++*s, r.wait(); };
  }
  void wait_until_started(int n) const {
    while (*started < n) std::this_thread::yield();
  }
};

ServeLimits small(size_t workers, size_t queue, std::chrono::milliseconds budget) {
  ServeLimits l;
  l.workers = workers, l.queue = queue, l.budget = budget;
  return l;
}

TEST(ServeWorkers, AFullQueueGets503AndTheServerGoesOnAfterwards) {
  PlayServer server(LoadRequest{kTictactoe, {}, {}}, "");
  ServeWorkers workers(server, small(1, 1, 5000ms));
  Blocker busy;
  ASSERT_TRUE(workers.requests().submit(busy.task()));  // the one worker
  busy.wait_until_started(1);
  ASSERT_TRUE(workers.requests().submit(busy.task()));  // the one place in the queue
  const auto asked = Clock::now();
  const HttpReply refused = workers.answer("POST", "/api/new", "");
  EXPECT_EQ(refused.status, 503);
  EXPECT_NE(body(refused)["error"].get<std::string>().find("busy"), std::string::npos) << refused.body;
  EXPECT_LT(Clock::now() - asked, 1s) << "refused at once, not after the budget";
  busy.release.set_value();
  busy.wait_until_started(2);  // the queue is empty again
  EXPECT_EQ(workers.answer("POST", "/api/new", "").status, 200);
  EXPECT_EQ(server.games(), 1u);
}

TEST(ServeWorkers, ARequestPastItsBudgetGets503AndIsNotCarriedOut) {
  PlayServer server(LoadRequest{kTictactoe, {}, {}}, "");
  ServeWorkers workers(server, small(1, 8, 200ms));
  Blocker busy;
  ASSERT_TRUE(workers.requests().submit(busy.task()));
  const auto asked = Clock::now();
  const HttpReply late = workers.answer("POST", "/api/new", "");
  EXPECT_EQ(late.status, 503);
  EXPECT_NE(body(late)["error"].get<std::string>().find("not carried out"), std::string::npos) << late.body;
  EXPECT_GE(Clock::now() - asked, 200ms);
  EXPECT_LT(Clock::now() - asked, 2s);
  busy.release.set_value();
  EXPECT_EQ(workers.answer("GET", "/api/info", "").status, 200);
  EXPECT_EQ(server.games(), 0u) << "the request given up was never played";
}

TEST(ServeWorkers, LongQueryStringsAndHeadersAreRefused) {
  PlayServer server(LoadRequest{kTictactoe, {}, {}}, "");
  ServeWorkers workers(server, ServeLimits{});
  EXPECT_EQ(workers.answer("GET", "/api/info?x=" + std::string(kMaxQueryString, 'q'), "").status, 414);
  EXPECT_EQ(workers.answer("GET", "/api/info", "", kMaxHeaderBytes + 1).status, 431);
  EXPECT_EQ(workers.answer("GET", "/api/info", "", kMaxHeaderBytes).status, 200);
}

// Replies to `method target` within `limit`, with that status.
void expect_quick(ServeWorkers& w, const std::string& method, const std::string& target, int status = 200,
                  std::chrono::milliseconds limit = 1500ms) {
  const auto asked = Clock::now();
  const HttpReply r = w.answer(method, target, "");
  EXPECT_EQ(r.status, status) << method << " " << target << ": " << r.body;
  EXPECT_LT(Clock::now() - asked, limit) << method << " " << target;
}

// The bot of g1 would think for days; it is cut at 3 s, and meanwhile g1's own views and
// a second game's whole exchange are answered at once.
TEST(ServeWorkers, OneGamesSlowBotDelaysNoOtherRequest) {
  PlayServer server(LoadRequest{kTictactoe, {}, {}}, "");
  ServeLimits limits = small(2, 16, 10000ms);
  limits.bot_workers = 1;
  limits.bot_think = 3000ms;
  ServeWorkers workers(server, limits);
  const std::string slow = body(workers.answer("POST", "/api/new?bots=2:mcts:iterations=100000000", ""))["tokens"]["1"];
  const auto started = Clock::now();
  expect_quick(workers, "POST", "/api/move?id=g1&player=1&move=mark%20b2&token=" + slow);
  const json quick = body(workers.answer("POST", "/api/new", ""))["tokens"];
  int player = 1;
  for (const char* move : {"mark%20a1", "mark%20b1", "mark%20a2", "mark%20b2"}) {
    const std::string seat = std::to_string(player);
    expect_quick(workers, "GET", "/api/game?id=g1");
    expect_quick(workers, "POST", "/api/move?id=g2&player=" + seat + "&move=" + move + "&token=" + quick[seat].get<std::string>());
    expect_quick(workers, "GET", "/api/game?id=g2&as=" + seat + "&token=" + quick[seat].get<std::string>());
    expect_quick(workers, "GET", "/api/info");
    player = 3 - player;
  }
  EXPECT_TRUE(body(workers.answer("GET", "/api/game?id=g1", ""))["thinking"].get<bool>());
  while (body(workers.answer("GET", "/api/game?id=g1", ""))["plies"] == 1 && Clock::now() - started < 20s)
    std::this_thread::sleep_for(50ms);
  EXPECT_EQ(body(workers.answer("GET", "/api/game?id=g1", ""))["plies"], 2) << "the bot moved when its think was cut";
  EXPECT_LT(Clock::now() - started, 8s);
}

}  // namespace
}  // namespace rb
