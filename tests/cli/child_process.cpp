#include "child_process.h"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rb::test {

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& args, const std::string& stderr_file) {
  int to_child[2], from_child[2];
  if (pipe(to_child) != 0 || pipe(from_child) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    signal(SIGINT, SIG_DFL);  // an ignored SIGINT would stay ignored across exec
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    const int err = open(stderr_file.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0) dup2(err, 2);
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    for (int fd = 3; fd < 256; ++fd) close(fd);
    execv(program.c_str(), argv.data());
    _exit(127);
  }
  close(to_child[0]);
  close(from_child[1]);
  in_ = to_child[1];
  from_ = from_child[0];
  signal(SIGPIPE, SIG_IGN);
}

ChildProcess::~ChildProcess() {
  if (!reaped_) kill_now();
  if (in_ >= 0) close(in_);
  if (from_ >= 0) close(from_);
}

void ChildProcess::send(const std::string& text) {
  for (size_t done = 0; done < text.size();) {
    const ssize_t n = write(in_, text.data() + done, text.size() - done);
    if (n <= 0) return;
    done += size_t(n);
  }
}

ChildProcess::Read ChildProcess::read_some(int timeout_ms) {
  pollfd p{from_, POLLIN, 0};
  if (poll(&p, 1, timeout_ms) <= 0) return Read::Timeout;
  char buffer[4096];
  const ssize_t n = read(from_, buffer, sizeof buffer);
  if (n <= 0) return Read::End;
  out_.append(buffer, size_t(n));
  return Read::Data;
}

bool ChildProcess::wait_for(const std::string& needle, std::size_t from, std::chrono::milliseconds timeout) {
  const auto end = std::chrono::steady_clock::now() + timeout;
  while (out_.find(needle, from) == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()).count();
    if (left <= 0 || read_some(int(left)) != Read::Data) return out_.find(needle, from) != std::string::npos;
  }
  return true;
}

int ChildProcess::finish(std::chrono::milliseconds timeout) {
  if (in_ >= 0) close(in_), in_ = -1;
  const auto end = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < end && read_some(100) != Read::End) {}
  if (std::chrono::steady_clock::now() >= end) kill(pid_, SIGKILL);
  return reap();
}

namespace {

bool catches_sigint(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) >> (SIGINT - 1)) & 1;
  return false;
}

}  // namespace

bool ChildProcess::wait_until_catching_sigint(std::chrono::milliseconds timeout) {
  const auto until = std::chrono::steady_clock::now() + timeout;
  while (!catches_sigint(pid_)) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

void ChildProcess::interrupt() {
  if (!reaped_) kill(pid_, SIGINT);
}

void ChildProcess::kill_now() {
  if (reaped_) return;
  kill(pid_, SIGKILL);
  reap();
}

int ChildProcess::reap() {
  if (!reaped_) {
    int status = 0;
    waitpid(pid_, &status, 0);
    reaped_ = true;
    status_ = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
  }
  return status_;
}

Finished run_to_end(const std::string& program, const std::vector<std::string>& args, std::chrono::milliseconds timeout) {
  const std::string err_file = "/tmp/rulebook_cli_" + std::to_string(getpid()) + ".err";
  Finished f;
  {
    ChildProcess child(program, args, err_file);
    f.code = child.finish(timeout);
    f.out = child.output();
  }
  std::ifstream in(err_file);
  f.err.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  std::remove(err_file.c_str());
  return f;
}

}  // namespace rb::test
