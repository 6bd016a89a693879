// Lint pass: game.yaml's `agents:` names a preset's meaning for this game; each must be an
// agent with options that exist (the verbs refuse it too, but only when they seat bots).
#include "agents/agent_spec.h"
#include "analysis/lint.h"

namespace rb {

void check_agent_presets(const LintTarget& t, Findings& out) {
  if (!t.game) return;
  for (const auto& p : t.game->agent_presets) {
    std::string error;
    if (!parse_agent_spec(p.agent, error))
      out.push_back({p.file, p.line, p.column, Severity::Error, "agents: " + p.name + ": " + error, "agent-preset"});
  }
}

}  // namespace rb
