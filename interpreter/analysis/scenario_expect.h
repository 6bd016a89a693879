// The expectations of a scenario case, each check adding readable failures to a list.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/engine.h"

namespace rb {

using Failures = std::vector<std::string>;

// `error`: the last move must fail with a message containing the text; otherwise all apply.
void check_error(const nlohmann::json& expect, const std::string& error, size_t applied, size_t total, Failures& out);
// moves / moves_include / moves_exclude / moves_count / no_moves_for, terminal, to_move,
// globals, players, ranks, zones, zone_counts, totals, spaces.
void check_state(Engine& engine, const State& state, int as, const nlohmann::json& expect, Failures& out);
// totals: [{zones, attribute, kind, total}], a sum (or count) over the components of zones.
void check_totals(const GameDef& game, const State& state, const nlohmann::json& expect, Failures& out);
// ranks: {player: rank}, by result (win, draw, none, loss), then score; equals share a rank.
void check_ranks(const State& state, const nlohmann::json& expect, Failures& out);
// no_moves_for: [piece], no legal move of `player` names the piece or sets out `from` its space.
void check_pieces_without_moves(Engine& engine, const State& state, int player, const nlohmann::json& expect, Failures& out);
// perft and perft_turns (followed by perft_slow and perft_turns_slow when `slow`): leaf
// counts from depth 1.
void check_perft(Engine& engine, const State& state, const nlohmann::json& expect, bool slow, Failures& out);

}  // namespace rb
