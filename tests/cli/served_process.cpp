#include "served_process.h"

#include <httplib.h>

#include <cctype>
#include <chrono>
#include <fstream>
#include <iterator>
#include <thread>

namespace rb::test {
namespace {

std::string read_all(const std::string& file) {
  std::ifstream in(file);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The port of the "serving ... on http://127.0.0.1:PORT/" line after `from`, or 0 until
// that line is written to its end.
int port_in(const std::string& text, size_t from) {
  const std::string mark = "on http://127.0.0.1:";
  const size_t at = text.find(mark, from);
  if (at == std::string::npos || text.find('\n', at) == std::string::npos) return 0;
  return std::atoi(text.c_str() + at + mark.size());
}

Reply reply_of(const httplib::Result& r) { return r ? Reply{r->status, r->body} : Reply{}; }

}  // namespace

std::string url_encode(const std::string& text) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') out += char(c);
    else out += '%', out += kHex[c >> 4], out += kHex[c & 15];
  }
  return out;
}

nlohmann::json Reply::json() const { return nlohmann::json::parse(body, nullptr, false); }

ServedProcess::ServedProcess(const std::string& cli, const std::string& game, const std::string& save_dir,
                             const std::string& err_file, const std::vector<std::string>& extra) {
  const size_t from = read_all(err_file).size();
  std::vector<std::string> args{"serve", game, "--port", "0", "--save", save_dir};
  args.insert(args.end(), extra.begin(), extra.end());
  child_ = std::make_unique<ChildProcess>(cli, args, err_file);
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (!(port_ = port_in(read_all(err_file), from)) && std::chrono::steady_clock::now() < end)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

Reply ServedProcess::get(const std::string& target) const {
  httplib::Client client("127.0.0.1", port_);
  client.set_read_timeout(60, 0);
  return reply_of(client.Get(target.c_str()));
}

Reply ServedProcess::post(const std::string& target) const {
  httplib::Client client("127.0.0.1", port_);
  client.set_read_timeout(60, 0);
  return reply_of(client.Post(target.c_str(), "", "text/plain"));
}

}  // namespace rb::test
