// Load on `rulebook serve` over loopback: 50 clients at once, each playing games of
// Tic-tac-toe against a bot (one request at a time, as a browser does), while one more
// client plays a bot that would think for days (mcts:iterations=100000000, cut at the
// server's --bot-seconds). Prints p50/p99 latency of the requests and of the bots' replies;
// fails if a client's request or bot waited on that slow bot. Bounded: each client plays
// two games, at most 400 requests, and the whole run stops at 120 s.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <random>
#include <thread>

#include "../cli/served_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using test::ServedProcess;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kCli = RULEBOOK_CLI;
const std::string kGame = RULEBOOK_SOURCE_DIR "/games/tictactoe";
constexpr int kClients = 50, kGamesEach = 2, kRequestsEach = 400;
constexpr double kBotSeconds = 4;
constexpr auto kRunLimit = std::chrono::seconds(120);

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct Latencies {
  std::mutex lock;
  std::vector<double> requests, bot_replies, views;  // views: the GETs, which write nothing
  int failures = 0;
  void add(std::vector<double>& to, double ms) {
    std::lock_guard<std::mutex> hold(lock);
    to.push_back(ms);
  }
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

// One client: a browser playing seat 1, polling while its bot thinks.
class Client {
 public:
  Client(const ServedProcess& serve, Latencies& out, std::string bots, int seed) : serve_(serve), out_(out), bots_(std::move(bots)), rng_(seed) {}

  void play(int games, Clock::time_point stop) {
    for (int g = 0; g < games && Clock::now() < stop; ++g) play_one(stop);
  }

 private:
  test::Reply timed(bool post, const std::string& target) {
    const auto t = Clock::now();
    test::Reply r = post ? serve_.post(target) : serve_.get(target);
    out_.add(out_.requests, ms_since(t));
    if (!post) out_.add(out_.views, ms_since(t));
    ++sent_;
    if (r.status != 200) {
      std::lock_guard<std::mutex> hold(out_.lock);
      ++out_.failures;
    }
    return r;
  }

  void play_one(Clock::time_point stop) {
    const json made = timed(true, "/api/new?seed=" + std::to_string(rng_() % 1000) + "&bots=" + bots_).json();
    if (!made.contains("id")) return;
    const std::string seat = "&player=1&token=" + made["tokens"]["1"].get<std::string>(), id = made["id"];
    const std::string view = "/api/game?id=" + id + "&as=1&token=" + made["tokens"]["1"].get<std::string>();
    Clock::time_point moved{};
    while (sent_ < kRequestsEach && Clock::now() < stop) {
      const json v = timed(false, view).json();
      if (!v.is_object() || v["terminal"].get<bool>()) return;
      if (v["moves"].empty()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        continue;
      }
      if (moved != Clock::time_point{}) out_.add(out_.bot_replies, ms_since(moved));
      const auto& moves = v["moves"];
      const std::string move = moves[rng_() % moves.size()]["text"];
      timed(true, "/api/move?id=" + id + seat + "&move=" + test::url_encode(move));
      moved = Clock::now();
    }
  }

  const ServedProcess& serve_;
  Latencies& out_;
  std::string bots_;
  std::mt19937 rng_;
  int sent_ = 0;
};

TEST(ServeLoad, FiftyClientsWithBotsNeverWaitOnAnothersSlowBot) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_load_" + std::to_string(getpid()));
  fs::create_directories(dir);
  ServedProcess serve(kCli, kGame, (dir / "saves").string(), (dir / "err").string(),
                      {"--bot-seconds", std::to_string(kBotSeconds), "--workers", "4", "--bot-workers", "2"});
  ASSERT_TRUE(serve.up());
  const auto started = Clock::now(), stop = started + kRunLimit;
  Latencies slow, others;
  std::thread hog([&] { Client(serve, slow, "2:mcts:iterations=100000000", 1).play(1, started + std::chrono::seconds(3 * int(kBotSeconds) + 1)); });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // its bot is thinking before the others start
  std::vector<std::thread> clients;
  for (int c = 0; c < kClients; ++c)
    clients.emplace_back([&, c] { Client(serve, others, c % 2 ? "2:mcts:iterations=200" : "2:greedy", 100 + c).play(kGamesEach, stop); });
  for (auto& t : clients) t.join();
  const double others_took = ms_since(started);
  hog.join();
  serve.kill_now();
  fs::remove_all(dir);

  std::printf("serve load: %d clients, %zu requests in %.1f s (%d not 200)\n", kClients, others.requests.size(), others_took / 1000, others.failures);
  std::printf("  requests:         p50 %.1f ms  p99 %.1f ms  max %.1f ms\n", percentile(others.requests, 0.5), percentile(others.requests, 0.99), percentile(others.requests, 1));
  std::printf("  views (GET):      p50 %.1f ms  p99 %.1f ms  max %.1f ms\n", percentile(others.views, 0.5), percentile(others.views, 0.99), percentile(others.views, 1));
  std::printf("  bot replies:      p50 %.1f ms  p99 %.1f ms  max %.1f ms\n", percentile(others.bot_replies, 0.5), percentile(others.bot_replies, 0.99), percentile(others.bot_replies, 1));
  std::printf("  the slow client:  %zu requests p99 %.1f ms; its bot replies p50 %.0f ms (cut at %.0f s)\n", slow.requests.size(),
              percentile(slow.requests, 0.99), percentile(slow.bot_replies, 0.5), kBotSeconds);
  EXPECT_EQ(others.failures, 0);
  EXPECT_GE(others.requests.size(), size_t(kClients * kGamesEach * 4)) << "every client played its games";
  EXPECT_GE(slow.bot_replies.size(), 1u) << "the slow bot thought for its whole budget meanwhile";
  // Served one at a time, or with the bots on the requests' thread, a request would wait out
  // the slow bot's think (kBotSeconds): these bounds are far below it.
  EXPECT_LT(percentile(others.requests, 0.99), 1000.0);
  EXPECT_LT(percentile(others.bot_replies, 0.99), 1000.0 * kBotSeconds / 2);
  EXPECT_LT(percentile(slow.requests, 0.99), 1000.0) << "even the slow bot's own client is answered while it thinks";
}

}  // namespace
}  // namespace rb
