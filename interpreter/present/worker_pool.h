// A fixed number of worker threads taking tasks from a bounded queue: `serve` runs its
// games on one, so the thread that accepts connections never plays, and a full queue is
// refused at once (the client gets 503) instead of growing without end.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace rb {

class WorkerPool {
 public:
  WorkerPool(size_t threads, size_t queue_limit);
  ~WorkerPool();  // runs no task still queued, waits for those running
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Queues `task`; false (and the task dropped) when `queue_limit` tasks already wait.
  bool submit(std::function<void()> task);
  size_t threads() const { return threads_.size(); }

 private:
  void work();

  size_t queue_limit_;
  std::mutex lock_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace rb
