#include "present/serve_workers.h"

#include <condition_variable>

namespace rb {

namespace {

std::string seconds_text(std::chrono::milliseconds d) {
  const auto ms = d.count();
  return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

}  // namespace

// A request on its way through the pool: whoever waits for it gives up at the budget,
// and a request given up before a worker took it is never carried out.
struct ServeWorkers::Job {
  enum class Stage { Queued, Running, Done, Abandoned };
  std::mutex lock;
  std::condition_variable done;
  Stage stage = Stage::Queued;
  HttpReply reply;

  bool start() {
    std::lock_guard<std::mutex> hold(lock);
    if (stage == Stage::Abandoned) return false;
    stage = Stage::Running;
    return true;
  }
  void finish(HttpReply r) {
    {
      std::lock_guard<std::mutex> hold(lock);
      reply = std::move(r);
      stage = Stage::Done;
    }
    done.notify_all();
  }
};

ServeWorkers::ServeWorkers(PlayServer& server, ServeLimits limits)
    : server_(server), limits_(limits), bots_(limits.bot_workers, kMaxGames), requests_(limits.workers, limits.queue) {
  server_.set_bot_runner([this](std::shared_ptr<ServedGame> s) { think(s); });
}

ServeWorkers::~ServeWorkers() { server_.set_bot_runner(nullptr); }

HttpReply ServeWorkers::answer(const std::string& method, const std::string& target, const std::string& body, size_t header_bytes) {
  if (header_bytes > kMaxHeaderBytes) return error_reply(431, "the request's headers are more than " + std::to_string(kMaxHeaderBytes) + " bytes");
  auto job = std::make_shared<Job>();
  const auto deadline = std::chrono::steady_clock::now() + limits_.budget;
  const bool queued = requests_.submit([this, job, method, target, body] {
    if (!job->start()) return;
    HttpReply reply;
    try {
      reply = server_.handle(method, target, body);
    } catch (const std::exception& e) {
      reply = error_reply(500, e.what());
    }
    job->finish(std::move(reply));
  });
  if (!queued) return error_reply(503, "the server is busy (" + std::to_string(limits_.queue) + " requests wait already): try again in a moment");
  std::unique_lock<std::mutex> hold(job->lock);
  job->done.wait_until(hold, deadline, [&] { return job->stage == Job::Stage::Done; });
  if (job->stage == Job::Stage::Done) return job->reply;
  const std::string budget = seconds_text(limits_.budget);
  if (job->stage == Job::Stage::Running)
    return error_reply(503, "the request took more than its " + budget + "; it may have been carried out: look at the game again");
  job->stage = Job::Stage::Abandoned;
  return error_reply(503, "the request waited more than its " + budget + " for a worker and was not carried out: try again");
}

// Queues the game's next bot decision, once: a game already queued or thinking is left be.
void ServeWorkers::think(const std::shared_ptr<ServedGame>& session) {
  {
    std::lock_guard<std::mutex> hold(queued_lock_);
    if (!queued_.insert(session.get()).second) return;
  }
  if (bots_.submit([this, session] { think_step(session); })) return;
  std::lock_guard<std::mutex> hold(queued_lock_);  // refused: the next view of the game asks again
  queued_.erase(session.get());
}

// One decision, then the game goes to the back of the queue, so games with bots take turns.
void ServeWorkers::think_step(const std::shared_ptr<ServedGame>& session) {
  session->think_once(std::chrono::steady_clock::now() + limits_.bot_think);
  {
    std::lock_guard<std::mutex> hold(queued_lock_);
    queued_.erase(session.get());
  }
  if (session->bot_to_move()) think(session);
}

}  // namespace rb
