// The verbs of the `rulebook` command; each adds its subcommand and returns its runner.
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

namespace rb::cli {

using Runner = std::function<int()>;

Runner add_sim(CLI::App& app);
Runner add_moves(CLI::App& app);
Runner add_play(CLI::App& app);
Runner add_bench(CLI::App& app);
Runner add_perft(CLI::App& app);
Runner add_test(CLI::App& app);
Runner add_lint(CLI::App& app);
Runner add_why(CLI::App& app);
Runner add_new(CLI::App& app);
Runner add_merge(CLI::App& app);
Runner add_compare(CLI::App& app);
Runner add_sweep(CLI::App& app);
Runner add_ladder(CLI::App& app);
Runner add_render(CLI::App& app);
Runner add_replay(CLI::App& app);
Runner add_serve(CLI::App& app);
Runner add_agents(CLI::App& app);
Runner add_completions(CLI::App& app);
Runner add_lua_api(CLI::App& app);

}  // namespace rb::cli
