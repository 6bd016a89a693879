// The hostile corpus (tests/hostile/README.md): each folder under tests/hostile/ is one
// input a hostile user could send (a game folder or file, a command line, an HTTP request)
// and its expect.yaml the refusal it must get: the exit code or HTTP status, parts of the
// message (with its position), and nothing on stdout before the error. The case runs on a
// copy of its folder, under a time limit, so a hang fails the case instead of the run.
#include <gtest/gtest.h>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <sys/stat.h>

#include "child_process.h"
#include "hostile_http.h"
#include "served_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(RULEBOOK_SOURCE_DIR) / "tests" / "hostile";
const std::set<std::string> kKeys = {"run", "stdin", "exit", "stdout", "stderr", "absent", "fifo", "timeout",
                                     "serve", "before", "request", "pad", "status", "body"};

std::vector<std::string> case_names() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(kCorpus))
    if (e.is_directory()) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// A node that is one string or a list of them, as a list.
std::vector<std::string> strings(const YAML::Node& n) {
  if (!n) return {};
  if (n.IsScalar()) return {n.as<std::string>()};
  return n.as<std::vector<std::string>>();
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
  return text;
}

// A case's folder copied into a scratch folder (symbolic links kept as links), with the
// named pipes its expect.yaml asks for made in it; removed at the end.
struct CaseCopy {
  fs::path root, dir;
  CaseCopy(const std::string& name, const YAML::Node& fifos) {
    root = fs::temp_directory_path() / ("rulebook-hostile-" + std::to_string(getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "tmp");
    dir = root / name;
    fs::copy(kCorpus / name, dir, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    for (const auto& f : strings(fifos)) mkfifo((dir / f).c_str(), 0600);
  }
  ~CaseCopy() {
    std::error_code ignored;
    fs::remove_all(root, ignored);
  }
  // {case}: this copy; {tmp}: an empty folder; {games} and {data}: the source's; {hex:1b}:
  // that byte, for bytes a YAML string cannot hold (a lone 0xff).
  std::string expand(const std::string& text) const {
    std::string out = replace_all(text, "{case}", dir.string());
    for (size_t at = out.find("{hex:"); at != std::string::npos && at + 8 <= out.size(); at = out.find("{hex:", at + 1))
      out.replace(at, 8, 1, char(std::stoi(out.substr(at + 5, 2), nullptr, 16)));
    out = replace_all(out, "{tmp}", (root / "tmp").string());
    out = replace_all(out, "{games}", (fs::path(RULEBOOK_SOURCE_DIR) / "games").string());
    return replace_all(out, "{data}", (fs::path(RULEBOOK_SOURCE_DIR) / "tests" / "data").string());
  }
};

void expect_parts(const std::string& text, const std::vector<std::string>& parts, const CaseCopy& copy, const char* where) {
  for (const auto& part : parts)
    EXPECT_NE(text.find(copy.expand(part)), std::string::npos) << where << " lacks: " << copy.expand(part) << "\n" << where << " was:\n" << text;
}

void expect_absent(const std::string& text, const std::vector<std::string>& parts, const CaseCopy& copy, const char* where) {
  for (const auto& part : parts)
    EXPECT_EQ(text.find(copy.expand(part)), std::string::npos) << where << " shows what it must not: " << copy.expand(part);
}

void run_command(const YAML::Node& e, const CaseCopy& copy) {
  std::vector<std::string> args;
  for (const auto& a : strings(e["run"])) args.push_back(copy.expand(a));
  const auto timeout = std::chrono::seconds(e["timeout"] ? e["timeout"].as<int>() : 30);
  test::ChildProcess child(RULEBOOK_CLI, args, (copy.root / "stderr.txt").string());
  if (e["stdin"]) child.send(copy.expand(e["stdin"].as<std::string>()));
  const int code = child.finish(timeout);
  std::ifstream in(copy.root / "stderr.txt", std::ios::binary);
  const std::string err(std::istreambuf_iterator<char>(in), {});
  EXPECT_EQ(code, e["exit"].as<int>()) << "stderr:\n" << err << "stdout:\n" << child.output();
  if (e["stdout"]) expect_parts(child.output(), strings(e["stdout"]), copy, "stdout");
  else EXPECT_EQ(child.output(), "") << "nothing on stdout before the error";
  expect_parts(err, strings(e["stderr"]), copy, "stderr");
  expect_absent(child.output() + err, strings(e["absent"]), copy, "the output");
}

void run_request(const YAML::Node& e, const CaseCopy& copy) {
  std::vector<std::string> extra;
  for (const auto& a : strings(e["serve"])) extra.push_back(copy.expand(a));
  const std::string game = extra.at(0);
  extra.erase(extra.begin());
  test::ServedProcess served(RULEBOOK_CLI, game, (copy.root / "saves").string(), (copy.root / "serve.txt").string(), extra);
  ASSERT_TRUE(served.up()) << "serve did not start";
  std::map<std::string, std::string> tokens;  // {token:N} -> the token a `before` request got
  for (const auto& line : strings(e["before"])) {
    const size_t space = line.find(' ');
    const std::string target = copy.expand(line.substr(space + 1));
    const test::Reply r = line.substr(0, space) == "POST" ? served.post(target) : served.get(target);
    ASSERT_EQ(r.status, 200) << line << ": " << r.body;
    const nlohmann::json reply = r.json();
    if (reply.contains("tokens"))
      for (const auto& [seat, token] : reply["tokens"].items()) tokens["{token:" + seat + "}"] = token.get<std::string>();
    if (reply.contains("token")) tokens["{token:" + std::to_string(reply["seat"].get<int>()) + "}"] = reply["token"];
  }
  std::string request = copy.expand(e["request"].as<std::string>());
  for (const auto& [mark, token] : tokens) request = replace_all(request, mark, token);
  const test::RawReply reply = test::send_raw(served.port(), request, e["pad"] ? e["pad"].as<size_t>() : 0);
  EXPECT_EQ(reply.status, e["status"].as<int>()) << reply.text.substr(0, 2000);
  expect_parts(reply.text, strings(e["body"]), copy, "the reply");
  expect_absent(reply.text, strings(e["absent"]), copy, "the reply");
  EXPECT_EQ(served.get("/api/info").status, 200) << "the server stopped answering after the request";
}

class HostileCase : public testing::TestWithParam<std::string> {};

TEST_P(HostileCase, IsRefusedAsItsExpectationSays) {
  const fs::path file = kCorpus / GetParam() / "expect.yaml";
  ASSERT_TRUE(fs::exists(file)) << file << " is missing";
  const YAML::Node e = YAML::LoadFile(file.string());
  for (const auto& kv : e) ASSERT_TRUE(kKeys.count(kv.first.as<std::string>())) << file << ": unknown key '" << kv.first.as<std::string>() << "'";
  ASSERT_TRUE(e["run"] || e["request"]) << file << ": names neither a command (run) nor an HTTP request";
  ASSERT_TRUE(e["run"] ? bool(e["exit"]) : bool(e["status"])) << file << ": says no exit code or status";
  if (e["run"] && e["exit"].as<int>() != 0) {
    ASSERT_TRUE(e["stderr"] || e["stdout"]) << file << ": a refusal names its message";
  }
  const CaseCopy copy(GetParam(), e["fifo"]);
  if (e["run"]) run_command(e, copy);
  else run_request(e, copy);
}

INSTANTIATE_TEST_SUITE_P(Corpus, HostileCase, testing::ValuesIn(case_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(HostileCorpus, HoldsAtLeastAHundredCases) { EXPECT_GE(case_names().size(), 100u); }

}  // namespace
}  // namespace rb
