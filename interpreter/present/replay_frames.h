// A replay's drawings kept small: every distinct line of every step's SVG stored once, and
// each step as the splices from the step before's lines (line_diff), with the whole list
// of lines every so often (a keyframe), so a page can show any step after a few splices.
#pragma once

#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "present/line_diff.h"

namespace rb {

class ReplayFrames {
 public:
  explicit ReplayFrames(size_t keyframe_every = 50) : every_(keyframe_every) {}
  // The next step's drawing: {"k": [line numbers]} for a keyframe, else {"d": [[at, remove,
  // inserted line numbers...], ...]}.
  nlohmann::json add(const std::string& svg);
  // Every distinct line so far, in order of first use.
  const std::deque<std::string>& lines() const { return lines_; }
  size_t keyframe_every() const { return every_; }

 private:
  std::vector<int> numbered(const std::string& svg);

  size_t every_, added_ = 0;
  std::deque<std::string> lines_;  // a deque: index_ views its strings, which never move
  std::unordered_map<std::string_view, int> index_;
  std::vector<int> last_;
};

// A step's frame back as its drawing's lines (numbers into `lines`) given the step
// before's; for tests and tools that read a replay's data.
std::vector<int> frame_lines(const nlohmann::json& frame, const std::vector<int>& before);

}  // namespace rb
