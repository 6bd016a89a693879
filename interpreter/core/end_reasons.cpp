#include "core/end_reasons.h"

#include <deque>
#include <mutex>
#include <unordered_map>

namespace rb {
namespace {

struct ReasonTable {
  std::mutex lock;
  std::deque<std::string> texts{""};  // a deque: `ids` views its strings, which never move
  std::unordered_map<std::string_view, int32_t> ids{{texts.front(), 0}};
};

ReasonTable& table() {
  static ReasonTable t;
  return t;
}

int32_t add(ReasonTable& t, std::string_view text) {
  if (auto it = t.ids.find(text); it != t.ids.end()) return it->second;
  t.texts.emplace_back(text);
  return t.ids[t.texts.back()] = int32_t(t.texts.size() - 1);
}

}  // namespace

int32_t intern_end_reason(std::string_view text) {
  if (text.empty()) return 0;
  ReasonTable& t = table();
  std::lock_guard<std::mutex> hold(t.lock);
  // A State keeps the number in 29 bits; rules that make that many texts share one.
  if (t.texts.size() >= kMaxEndReasons && !t.ids.count(text)) return add(t, "(too many different end reasons)");
  return add(t, text);
}

const std::string& end_reason_text(int32_t id) {
  ReasonTable& t = table();
  std::lock_guard<std::mutex> hold(t.lock);
  return id > 0 && size_t(id) < t.texts.size() ? t.texts[size_t(id)] : t.texts.front();
}

}  // namespace rb
