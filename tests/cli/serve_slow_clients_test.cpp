// Slow HTTP clients against `rulebook serve` over loopback, with --client-seconds 1: one
// that sends its request a byte at a time, one that sends nothing, one that takes in its
// responses a byte at a time. Each is cut off near its deadline, and a client beside them
// is answered at once. (Many at once, and the server's threads and memory meanwhile: the
// `load` label, tests/load/serve_slow_clients_test.cpp.)
#include <gtest/gtest.h>

#include <filesystem>
#include <future>
#include <thread>

#include "served_process.h"
#include "slow_clients.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;
using std::chrono::seconds;

const std::string kCli = RULEBOOK_CLI;
const std::string kGame = RULEBOOK_SOURCE_DIR "/games/tictactoe";
constexpr double kClientSeconds = 1, kKeepAliveSeconds = 2;
constexpr double kSlack = 2.5;  // a busy machine's lateness in closing

class ServeSlowClients : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("rulebook_slow_" + std::to_string(getpid()));
    fs::create_directories(dir_);
    serve_ = std::make_unique<test::ServedProcess>(kCli, kGame, (dir_ / "saves").string(), (dir_ / "err").string(),
                                                   std::vector<std::string>{"--client-seconds", "1"});
    ASSERT_TRUE(serve_->up());
  }
  void TearDown() override {
    serve_->kill_now();
    fs::remove_all(dir_);
  }
  // The slowest of `n` GETs made one after the other, in milliseconds.
  double slowest_of_gets(int n) {
    double slowest = 0;
    for (int i = 0; i < n; ++i) slowest = std::max(slowest, test::timed_get(serve_->port(), "/api/info"));
    return slowest;
  }
  fs::path dir_;
  std::unique_ptr<test::ServedProcess> serve_;
};

TEST_F(ServeSlowClients, ARequestSentAByteAtATimeIsCutOffAtItsDeadlineWhileOthersAreAnswered) {
  auto slow = std::async(std::launch::async, [&] { return test::slowloris(serve_->port(), milliseconds(50), seconds(20)); });
  std::this_thread::sleep_for(milliseconds(200));
  const double others = slowest_of_gets(10);
  const test::CutOff cut = slow.get();
  EXPECT_GT(others, 0) << "a GET beside the slow client failed";
  EXPECT_LT(others, 1000) << "a GET beside the slow client waited";
  ASSERT_TRUE(cut.cut) << "the slow request was never cut off";
  EXPECT_GT(cut.seconds, kClientSeconds * 0.9) << "cut off before its deadline";
  EXPECT_LT(cut.seconds, kClientSeconds + kSlack) << "kept past its deadline: " << cut.bytes_sent << " bytes";
}

TEST_F(ServeSlowClients, AConnectionThatSendsNothingIsLetGoAfterTheKeepAliveTimeout) {
  auto silent = std::async(std::launch::async, [&] { return test::silent(serve_->port(), seconds(20)); });
  std::this_thread::sleep_for(milliseconds(200));
  EXPECT_GT(slowest_of_gets(5), 0);
  const test::CutOff cut = silent.get();
  ASSERT_TRUE(cut.cut);
  EXPECT_LT(cut.seconds, kKeepAliveSeconds + kSlack);
}

// Five pages asked at once (90 KB), taken in at 50 bytes a second: the server is done with
// the connection (its responses written, or cut off at the deadline) long before the client.
TEST_F(ServeSlowClients, AClientThatTakesItsResponsesAByteAtATimeHoldsNoConnection) {
  std::string pipelined;
  for (int i = 0; i < 5; ++i) pipelined += "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  const int fds_before = test::process_size(serve_->pid()).fds;
  std::vector<std::future<test::CutOff>> slow;
  for (int i = 0; i < 3; ++i)
    slow.push_back(std::async(std::launch::async, [&] { return test::slow_reader(serve_->port(), pipelined, milliseconds(20), seconds(6)); }));
  std::this_thread::sleep_for(milliseconds(200));
  const double others = slowest_of_gets(10);
  std::this_thread::sleep_for(milliseconds(int(1000 * (kClientSeconds + kSlack))));
  const int fds_during = test::process_size(serve_->pid()).fds;
  size_t read = 0;
  for (auto& s : slow) read += s.get().bytes_read;
  EXPECT_GT(others, 0);
  EXPECT_LT(others, 1000);
  EXPECT_GT(read, 0u) << "the slow clients got nothing";
  EXPECT_LT(read, 3 * 5 * 10000u) << "the clients were not slow";
  EXPECT_LE(fds_during, fds_before) << "the server still holds the slow readers' connections";
}

}  // namespace
}  // namespace rb
