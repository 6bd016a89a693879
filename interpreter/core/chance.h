// Where chance outcomes come from during one call into the rules: forced outcomes
// first (scenarios, --chance), else the State's generator; each outcome is recorded.
#pragma once

#include <deque>
#include <string>
#include <vector>

namespace rb {

struct Chance {
  std::deque<std::string> forced;           // "roll 4", "random 2", "shuffle deck"
  std::vector<std::string>* record = nullptr;  // transcript of outcomes, when wanted

  void note(const std::string& event) const {
    if (record) record->push_back(event);
  }
};

}  // namespace rb
