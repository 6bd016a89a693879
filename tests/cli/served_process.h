// `rulebook serve` run as a child process on a free loopback port, and a client for it:
// for tests that kill the server, restart it and load it with many clients.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "child_process.h"

namespace rb::test {

struct Reply {
  int status = 0;  // 0: no answer (the connection failed)
  std::string body;
  nlohmann::json json() const;
};

// `text` with every byte but letters, digits and -._~ as %XX, for a query string.
std::string url_encode(const std::string& text);

class ServedProcess {
 public:
  // Starts `rulebook serve GAME --port 0 --save SAVE_DIR EXTRA...` and waits for its port;
  // its stderr goes to `err_file` (appended, so a restart finds its own line).
  ServedProcess(const std::string& cli, const std::string& game, const std::string& save_dir, const std::string& err_file,
                const std::vector<std::string>& extra = {});
  bool up() const { return port_ > 0; }
  int port() const { return port_; }
  pid_t pid() const { return child_->pid(); }
  Reply get(const std::string& target) const;
  Reply post(const std::string& target) const;
  void kill_now() { child_->kill_now(); }

 private:
  std::unique_ptr<ChildProcess> child_;
  int port_ = 0;
};

}  // namespace rb::test
