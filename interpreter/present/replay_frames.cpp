#include "present/replay_frames.h"

namespace rb {

std::vector<int> ReplayFrames::numbered(const std::string& svg) {
  std::vector<int> out;
  for (size_t at = 0; at < svg.size();) {
    size_t end = svg.find('\n', at);
    if (end == std::string::npos) end = svg.size();
    const std::string_view line(svg.data() + at, end - at);
    auto it = index_.find(line);
    if (it == index_.end()) {
      lines_.emplace_back(line);
      it = index_.emplace(lines_.back(), int(lines_.size() - 1)).first;
    }
    out.push_back(it->second);
    at = end + 1;
  }
  return out;
}

nlohmann::json ReplayFrames::add(const std::string& svg) {
  std::vector<int> now = numbered(svg);
  nlohmann::json frame;
  if (added_++ % every_ == 0) {
    frame["k"] = now;
  } else {
    nlohmann::json splices = nlohmann::json::array();
    for (const Splice& s : line_diff(last_, now)) {
      nlohmann::json one = {s.at, s.remove};
      for (int line : s.insert) one.push_back(line);
      splices.push_back(std::move(one));
    }
    frame["d"] = std::move(splices);
  }
  last_ = std::move(now);
  return frame;
}

std::vector<int> frame_lines(const nlohmann::json& frame, const std::vector<int>& before) {
  if (frame.contains("k")) return frame["k"].get<std::vector<int>>();
  std::vector<Splice> splices;
  for (const auto& s : frame["d"]) {
    Splice one{s[0].get<size_t>(), s[1].get<size_t>(), {}};
    for (size_t i = 2; i < s.size(); ++i) one.insert.push_back(s[i].get<int>());
    splices.push_back(std::move(one));
  }
  return apply_splices(before, splices);
}

}  // namespace rb
