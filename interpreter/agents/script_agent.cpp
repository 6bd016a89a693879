#include "agents/script_agent.h"

#include "engine/engine.h"
#include "engine/hidden_info.h"
#include "engine/move_text.h"

namespace rb {

const Move& ScriptAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  const GameDef& game = engine.game();
  if (!engine.has_bot()) throw RuleError("agent script: " + game.source.rules_file + " defines no bot(s, player, moves)");
  const State view = determinize(game, state, player, words_.s);
  texts_.clear();
  for (const Move& m : legal) texts_.push_back(move_to_text(game, m, player));
  return legal[engine.bot(view, player, texts_)];
}

}  // namespace rb
