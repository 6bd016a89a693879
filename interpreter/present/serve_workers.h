// `serve` as a small real server: each request runs on a bounded pool of workers within a
// time budget (503 when the queue is full or the budget passes, and other games go on),
// and the bots think on a pool of their own, each decision stopped at a deadline, so one
// client's slow bot never delays another client's request.
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "present/play_server.h"
#include "present/worker_pool.h"

namespace rb {

struct ServeLimits {
  size_t workers = 4, queue = 64;       // the requests' pool and how many may wait
  std::chrono::milliseconds budget{10000};  // a request's time from arrival to reply
  size_t bot_workers = 2;               // the bots' pool (its queue holds every game)
  std::chrono::milliseconds bot_think{10000};  // the longest a bot thinks over one decision
};

class ServeWorkers {
 public:
  // Installs itself as `server`'s bot runner; `server` must outlive it.
  ServeWorkers(PlayServer& server, ServeLimits limits);
  ~ServeWorkers();

  // The reply to a request whose headers took `header_bytes`: 431 past the cap (the
  // server's own caps give 413 and 414), 503 when the pool refuses it or it is not
  // answered within the budget.
  HttpReply answer(const std::string& method, const std::string& target, const std::string& body, size_t header_bytes = 0);
  // The requests' pool, for tests that fill it.
  WorkerPool& requests() { return requests_; }

 private:
  struct Job;
  void think(const std::shared_ptr<ServedGame>& session);
  void think_step(const std::shared_ptr<ServedGame>& session);

  PlayServer& server_;
  ServeLimits limits_;
  std::mutex queued_lock_;
  std::set<const ServedGame*> queued_;  // games whose bot waits for or has a worker
  WorkerPool bots_;      // declared before requests_: destroyed after it
  WorkerPool requests_;
};

}  // namespace rb
