// A `rulebook` run as a child process with its standard input and output on pipes, for
// tests that type into `play`, read what it prints and kill it at chosen moments.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include <sys/types.h>

namespace rb::test {

class ChildProcess {
 public:
  // Starts `program` with `args`; stderr goes to `stderr_file`.
  ChildProcess(const std::string& program, const std::vector<std::string>& args, const std::string& stderr_file);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  void send(const std::string& text);  // written as is; add "\n" to end a line
  // Reads until `needle` appears after offset `from` of the output; false on timeout or end.
  bool wait_for(const std::string& needle, std::size_t from, std::chrono::milliseconds timeout = std::chrono::seconds(20));
  // Reads until the child closes its output; returns its exit status (or -signal).
  int finish(std::chrono::milliseconds timeout = std::chrono::seconds(60));
  // Waits until the child catches SIGINT (Linux: the SigCgt mask of /proc/PID/status), so a
  // test does not interrupt it before it has started: on a loaded machine, or in the
  // sanitizer build, starting can take longer than a fixed wait. False on timeout.
  bool wait_until_catching_sigint(std::chrono::milliseconds timeout = std::chrono::seconds(30));
  void interrupt();  // SIGINT, as Ctrl-C sends
  void kill_now();   // SIGKILL, then reaps it
  const std::string& output() const { return out_; }
  pid_t pid() const { return pid_; }

 private:
  enum class Read { Data, Timeout, End };
  Read read_some(int timeout_ms);
  int reap();

  pid_t pid_ = -1;
  int in_ = -1, from_ = -1;
  std::string out_;
  bool reaped_ = false;
  int status_ = 0;
};

// A run of `program` to its end: the exit status, what it printed on stdout and on stderr.
struct Finished {
  int code = 0;
  std::string out, err;
};
Finished run_to_end(const std::string& program, const std::vector<std::string>& args,
                    std::chrono::milliseconds timeout = std::chrono::seconds(120));

}  // namespace rb::test
