// `rulebook ladder GAME --agents A,B,C`: a round-robin among agents on common seeds with the
// seats rotated; ratings with intervals, pairwise results, and whether skill matters.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <thread>

#include "agent_options.h"
#include "agents/agent_spec.h"
#include "analysis/ladder_report.h"
#include "game_options.h"
#include "playtest_cli.h"
#include "present/ladder_html.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct LadderCliOptions {
  GameOptions game;
  std::string agents;
  LadderOptions run;
  std::string report;
  bool json = false;
};

// The canonical spec of every listed agent, or false after saying what is wrong.
bool resolve_agents(const std::string& list, const GameDef& game, std::vector<std::string>& out) {
  const auto names = split_agent_list(list);
  if (names.size() < 2) {
    std::cerr << "rulebook ladder: --agents needs at least two agents to rate against each other, got '" << list << "'\n";
    return false;
  }
  for (const auto& name : names) {
    AgentOptions one;  // the checks sim makes on a seat's agent, time budgets refused
    one.agents = name;
    std::string error;
    const auto spec = one.resolve(game, error);
    if (!error.empty()) return std::cerr << "rulebook ladder: " << error << "\n", false;
    if (std::find(out.begin(), out.end(), spec[0]) != out.end())
      return std::cerr << "rulebook ladder: --agents lists " << spec[0] << " twice; each agent is rated once\n", false;
    out.push_back(spec[0]);
  }
  return true;
}

// A ladder needs players who can beat each other.
bool rateable(const GameDef& game) {
  if (game.setup.players >= 2 && !game.setup.cooperative) return true;
  std::cerr << "rulebook ladder: " << game.name << (game.setup.cooperative ? " is cooperative" : " has one player")
            << ", so its agents never play against each other; compare them with rulebook sim --agents AGENT, one run each\n";
  return false;
}

int run_ladder_verb(LadderCliOptions o) {
  o.run.stop = stop_on_interrupt();  // first: a Ctrl-C while the game loads still counts
  auto game = o.game.load();
  if (!game || !rateable(*game) || !resolve_agents(o.agents, *game, o.run.agents)) return kUsage;
  LadderRun run;
  {
    Progress progress(game->name);
    run = run_ladder(game, o.run, std::ref(progress));
  }
  if (o.json) std::cout << ladder_to_json(run).dump(2) << "\n";
  else std::cout << ladder_to_text(run);
  std::fprintf(stderr, "rulebook ladder: %lld games in %.1f s\n", (long long)run.played(), run.seconds);
  // After the results are out: an unwritable report file loses nothing.
  if (!o.report.empty() && !write_file(o.report, html_ladder_report(run))) return kUsage;
  if (run.interrupted) return kInterrupted;
  return run.errors() ? kProblems : kOk;
}

const char* const kDescription =
    "rate agents against each other: a round-robin on common seeds with the seats rotated, a rating per agent "
    "(Elo, the first agent at 0) with a 95% interval, every pairing's wins-draws-losses, and whether skill matters";

const std::string kHowToRead =
    "Every pairing plays the same seeds, each seed in every seating: the seats alternate (A B A B ... and\n"
    "B A B A ...; two players swap seats); with an odd number of seats the pattern is also turned seat by seat,\n"
    "each turn with A and B swapped too. A game counts for the agent whose seat alone won, else as a draw. Cut-off games\n"
    "count in no rating. Ratings: Bradley-Terry by maximum likelihood on the Elo scale (400 = odds of 10 to 1),\n"
    "draws as half, the first agent at 0. See games/README.md, \"Reading a ladder\".\n\n";

}  // namespace

Runner add_ladder(CLI::App& app) {
  auto o = std::make_shared<LadderCliOptions>();
  auto* sub = app.add_subcommand("ladder", kDescription);
  o->game.add_to(*sub);
  sub->add_option("--agents", o->agents, "the agents to rate, comma-separated, at least two (the first is anchored at 0 Elo)")->required();
  sub->add_option("--games", o->run.games, "games per pairing, rounded up to whole seat rotations")
      ->transform(whole_number(1, kMaxRunGames))
      ->capture_default_str();
  add_seed_option(*sub, o->run.seed, "seed of the run; the same seed gives the same ladder")->capture_default_str();
  o->run.threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 256u));
  sub->add_option("--threads", o->run.threads, "worker threads, default every core (the results do not depend on them)")->transform(whole_number(1, 256));
  add_max_plies_option(*sub, o->run.max_plies, "cut a game off after this many plies (default: the game's max_plies); cut-off games count in no rating");
  add_opening_option(*sub, o->run.opening);
  sub->add_option("--report", o->report, "also write a self-contained HTML page with the ratings chart and the pairwise table");
  sub->add_flag("--json", o->json, "machine-readable output (schemas/ladder.schema.json)");
  sub->footer(kHowToRead + agent_help_text());
  return [o] { return run_ladder_verb(*o); };
}

}  // namespace rb::cli
