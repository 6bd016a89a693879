#include "present/worker_pool.h"

namespace rb {

WorkerPool::WorkerPool(size_t threads, size_t queue_limit) : queue_limit_(queue_limit) {
  for (size_t i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> hold(lock_);
    stopping_ = true;
    queue_.clear();
  }
  ready_.notify_all();
  for (auto& t : threads_) t.join();
}

bool WorkerPool::submit(std::function<void()> task) {
  {
    std::lock_guard<std::mutex> hold(lock_);
    if (stopping_ || queue_.size() >= queue_limit_) return false;
    queue_.push_back(std::move(task));
  }
  ready_.notify_one();
  return true;
}

void WorkerPool::work() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> hold(lock_);
      ready_.wait(hold, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      task();
    } catch (...) {  // a task answers its own errors; one that escapes must not end the worker
    }
  }
}

}  // namespace rb
