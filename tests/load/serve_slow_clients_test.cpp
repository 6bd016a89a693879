// Many slow HTTP clients at once against `rulebook serve` over loopback (--client-seconds
// 2): a third send their request a byte at a time, a third send nothing, a third take in
// their responses a byte at a time. Meanwhile one more client asks GET /api/info every
// 50 ms. Prints its p50/p99/max latency, when the slow ones were cut off, and the server's
// threads and resident memory; fails if a slow client outlives its deadline, if the other
// client waits on them while they are fewer than the connection threads (128), or if
// threads or memory grow from wave to wave. Bounded: about a minute.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <future>
#include <thread>

#include "../cli/served_process.h"
#include "../cli/slow_clients.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;
using std::chrono::seconds;

const std::string kCli = RULEBOOK_CLI;
const std::string kGame = RULEBOOK_SOURCE_DIR "/games/tictactoe";
constexpr double kClientSeconds = 2, kKeepAliveSeconds = 2;

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return -1;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

// The server's largest thread count and resident memory while it is watched.
class Watch {
 public:
  explicit Watch(pid_t pid) : pid_(pid), thread_([this] { run(); }) {}
  ~Watch() { stop_ = true, thread_.join(); }
  test::ProcessSize peak() const { return {peak_threads_.load(), peak_rss_.load(), peak_fds_.load()}; }

 private:
  void run() {
    while (!stop_) {
      const auto s = test::process_size(pid_);
      peak_threads_ = std::max(peak_threads_.load(), s.threads), peak_rss_ = std::max(peak_rss_.load(), s.rss_kb);
      peak_fds_ = std::max(peak_fds_.load(), s.fds);
      std::this_thread::sleep_for(milliseconds(100));
    }
  }
  pid_t pid_;
  std::atomic<bool> stop_{false};
  std::atomic<int> peak_threads_{0};
  std::atomic<long> peak_rss_{0};
  std::atomic<int> peak_fds_{0};
  std::thread thread_;
};

struct Wave {
  std::vector<test::CutOff> slow;
  std::vector<double> others;  // ms; -1 for a GET that failed
  test::ProcessSize peak, settled;  // settled: while the slow readers still hold on
};

std::string pipelined_pages() {
  std::string out;
  for (int i = 0; i < 5; ++i) out += "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  return out;
}

// `n` slow clients at once, and GETs every 50 ms beside them until they are all cut off.
Wave wave(const test::ServedProcess& serve, int n) {
  Wave w;
  Watch watch(serve.pid());
  std::vector<std::future<test::CutOff>> slow;
  for (int i = 0; i < n; ++i)
    slow.push_back(std::async(std::launch::async, [&, i] {
      if (i % 3 == 0) return test::slowloris(serve.port(), milliseconds(100), seconds(60));
      if (i % 3 == 1) return test::silent(serve.port(), seconds(60));
      return test::slow_reader(serve.port(), pipelined_pages(), milliseconds(50), seconds(8));
    }));
  std::this_thread::sleep_for(milliseconds(300));
  auto all_done = [&] {
    return std::all_of(slow.begin(), slow.end(), [](auto& f) { return f.wait_for(milliseconds(0)) == std::future_status::ready; });
  };
  const auto start = std::chrono::steady_clock::now();
  while (!all_done()) {
    w.others.push_back(test::timed_get(serve.port(), "/api/info"));
    std::this_thread::sleep_for(milliseconds(50));
    if (std::chrono::steady_clock::now() - start > seconds(7) && !w.settled.threads) w.settled = test::process_size(serve.pid());
  }
  for (auto& f : slow) w.slow.push_back(f.get());
  w.peak = watch.peak();
  return w;
}

void report(const char* name, const Wave& w, const test::ProcessSize& before) {
  std::vector<double> cut;
  int kept = 0, failed = 0;
  for (size_t i = 0; i < w.slow.size(); ++i)  // every third is a slow reader, which holds on itself
    if (i % 3 != 2) w.slow[i].cut ? cut.push_back(w.slow[i].seconds) : void(++kept);
  for (double ms : w.others) failed += ms < 0;
  std::printf("%s: %zu slow clients, senders cut off after p50 %.2f s, max %.2f s (%d never); other client: %zu GETs, p50 %.1f ms, "
              "p99 %.1f ms, max %.1f ms, %d failed; server threads %d -> peak %d, RSS %ld -> peak %ld kB, open fds %d -> peak %d, "
              "%d once the senders were cut\n",
              name, w.slow.size(), percentile(cut, 0.5), percentile(cut, 1), kept, w.others.size(), percentile(w.others, 0.5),
              percentile(w.others, 0.99), percentile(w.others, 1), failed, before.threads, w.peak.threads, before.rss_kb, w.peak.rss_kb,
              before.fds, w.peak.fds, w.settled.fds);
}

TEST(ServeSlowClientsLoad, ManySlowClientsAreCutOffAndOthersAreServedWithoutGrowth) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_slow_load_" + std::to_string(getpid()));
  fs::create_directories(dir);
  test::ServedProcess serve(kCli, kGame, (dir / "saves").string(), (dir / "err").string(), {"--client-seconds", "2"});
  ASSERT_TRUE(serve.up());
  for (int i = 0; i < 5; ++i) test::timed_get(serve.port(), "/api/info");
  const test::ProcessSize before = test::process_size(serve.pid());

  std::vector<Wave> waves;
  for (int i = 0; i < 3; ++i) {
    waves.push_back(wave(serve, 100));
    report(("wave " + std::to_string(i + 1) + " (100 slow)").c_str(), waves.back(), before);
  }
  const Wave crowd = wave(serve, 300);  // more than the 128 connection threads
  report("wave 4 (300 slow)", crowd, before);
  const test::ProcessSize after = test::process_size(serve.pid());
  std::printf("after: threads %d, RSS %ld kB\n", after.threads, after.rss_kb);

  for (const Wave& w : waves) {
    for (size_t i = 0; i < w.slow.size(); ++i) {
      if (i % 3 == 2) continue;  // a slow reader: the server is done with it, as settled.fds shows
      EXPECT_TRUE(w.slow[i].cut);
      EXPECT_LT(w.slow[i].seconds, kClientSeconds + kKeepAliveSeconds + 3);
    }
    EXPECT_LE(w.settled.fds, before.fds + 2) << "connections still held after every deadline";
    EXPECT_EQ(std::count(w.others.begin(), w.others.end(), -1.0), 0);
    EXPECT_LT(percentile(w.others, 0.99), 500) << "the other client waited on the slow ones";
    EXPECT_LE(w.peak.threads, before.threads) << "threads grew";
  }
  for (size_t i = 0; i < crowd.slow.size(); ++i) EXPECT_TRUE(i % 3 == 2 || crowd.slow[i].cut);
  EXPECT_LT(percentile(crowd.others, 1), 3 * (kClientSeconds + kKeepAliveSeconds) * 1000) << "past the threads, a wait is bounded";
  EXPECT_LE(crowd.peak.threads, before.threads);
  EXPECT_LT(waves[2].peak.rss_kb - waves[0].peak.rss_kb, 16 * 1024) << "memory grew from wave to wave";
  EXPECT_LT(after.rss_kb - before.rss_kb, 64 * 1024);
  serve.kill_now();
  fs::remove_all(dir);
}

}  // namespace
}  // namespace rb
