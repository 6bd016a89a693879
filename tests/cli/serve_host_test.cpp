// Where `rulebook serve` listens: this machine only by default, and a warning on stderr
// when --host names another address (127.0.0.2 here, so the test stays on loopback).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "served_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const std::string kCli = RULEBOOK_CLI;
const std::string kGame = RULEBOOK_SOURCE_DIR "/games/tictactoe";

// Whether `text` holds serve's whole "serving ..." line. Stderr is unbuffered, so the
// line can be read while only its first words are written.
bool has_serving_line(const std::string& text) {
  const auto at = text.find("serving ");
  return at != std::string::npos && text.find('\n', at) != std::string::npos;
}

// What serve printed on stderr once it said where it serves (or after 20 s).
std::string serving_line(const std::vector<std::string>& extra, const fs::path& dir) {
  const std::string err = (dir / "err").string();
  std::vector<std::string> args{"serve", kGame, "--port", "0", "--save", (dir / "saves").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  test::ChildProcess child(kCli, args, err);
  std::string text;
  for (int i = 0; i < 2000 && !has_serving_line(text); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::ifstream in(err);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  child.kill_now();
  return text;
}

TEST(ServeHost, ListensOnThisMachineOnlyByDefault) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_host_" + std::to_string(getpid()));
  fs::create_directories(dir);
  const std::string said = serving_line({}, dir);
  fs::remove_all(dir);
  EXPECT_NE(said.find("on http://127.0.0.1:"), std::string::npos) << said;
  EXPECT_EQ(said.find("warning"), std::string::npos) << said;
}

TEST(ServeHost, AnotherAddressWarns) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_host2_" + std::to_string(getpid()));
  fs::create_directories(dir);
  const std::string said = serving_line({"--host", "127.0.0.2"}, dir);
  fs::remove_all(dir);
  EXPECT_NE(said.find("warning: listening on 127.0.0.2, not only this machine"), std::string::npos) << said;
  EXPECT_NE(said.find("on http://127.0.0.2:"), std::string::npos) << said;
}

}  // namespace
}  // namespace rb
