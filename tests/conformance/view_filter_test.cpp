// One view filter for every output: a random game of every game and variant, and each
// output a player P is given (the text view, the JSON view, the SVG, the move trace, the
// replay page, and the served game's view and log over HTTP) checked against the values P
// may not see, read from the full State by the filter's own rule (sees_component):
//  - the name of every component hidden from P (P is shown its kind only);
//  - the words of the State's generator (future chance is hidden from everyone);
//  - the value of every variable hidden from P, set to a marker no game uses.
// An output of one position may show none of the names hidden there; an output of the game
// so far none that P never saw in any position of it. And a position (or a game) P cannot
// tell from the true one, what P cannot see dealt again (determinize), is drawn to the same
// bytes: a hidden card drawn face up names nothing, but differs.
#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include "agents/random_agent.h"
#include "engine/engine.h"
#include "engine/game_record.h"
#include "engine/game_session.h"
#include "engine/hidden_info.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"
#include "present/play_server.h"
#include "present/replay_html.h"
#include "present/svg_render.h"
#include "present/text_view.h"
#include "../support/sanitized_build.h"
#include "../support/shipped_games.h"

namespace rb {
namespace {

// 80 plies of each variant; 40 in the sanitizer build (support/sanitized_build.h).
constexpr int kMaxPlies = test::per_build(80, 40), kOutputsEvery = test::per_build(6, 12);
constexpr int32_t kMarker = 1234567;  // a hidden variable's value while its outputs are taken

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether `secret` occurs in `text` as a whole word (card_1 is not inside card_12).
bool shows(const std::string& text, const std::string& secret) {
  for (size_t at = text.find(secret); at != std::string::npos; at = text.find(secret, at + 1)) {
    const bool starts = at == 0 || !word_char(text[at - 1]);
    const size_t end = at + secret.size();
    if (starts && (end == text.size() || !word_char(text[end]))) return true;
  }
  return false;
}

// The names of the components `viewer` cannot tell in `s` (those whose kind says it all are left out).
std::set<std::string> hidden_names(const GameDef& g, const State& s, int viewer) {
  std::set<std::string> out;
  for (int32_t c = 0; c < s.layout().components; ++c)
    if (!sees_component(g, s, c, viewer) && g.kit.components[c].name != g.kit.components[c].kind) out.insert(g.kit.components[c].name);
  return out;
}

// The generator's words long enough not to occur by chance.
std::set<std::string> generator_words(const State& s) {
  std::set<std::string> out;
  State copy = s;
  for (int i = 0; i < 4; ++i)
    if (copy.rng()[i] >= 100000) out.insert(std::to_string(copy.rng()[i]));
  return out;
}

// `s` with every variable hidden from `viewer` set to kMarker; false when none is.
bool mark_hidden_variables(const GameDef& g, State& s, int viewer) {
  bool any = false;
  for (size_t v = 0; v < g.kit.global_vars.size(); ++v)
    if (g.kit.global_vars[v].visibility != Visibility::All) s.set_gvar(int(v), kMarker), any = true;
  for (int p = 1; p <= s.players(); ++p)
    for (size_t v = 0; v < g.kit.player_vars.size(); ++v)
      if (p != viewer && g.kit.player_vars[v].visibility != Visibility::All) s.set_pvar(p, int(v), kMarker), any = true;
  return any;
}

std::string url_encoded(const std::string& text) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text)
    if (std::isalnum(c)) out += char(c);
    else out += '%', out += kHex[c >> 4], out += kHex[c & 15];
  return out;
}

class ViewFilter : public testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    game_ = load_game(LoadRequest{GetParam(), {}, {}});
    engine_ = std::make_unique<Engine>(game_);
    play_random_game();
  }

  void play_random_game() {
    RandomAgent agent(7);
    State s = engine_->new_game(kSeed);
    states_ = {s};
    MoveList legal;
    while (!s.terminal() && s.ply() < kMaxPlies) {
      const int p = s.first_to_move();
      engine_->legal_moves(s, p, legal);
      if (legal.empty()) break;
      const Move m = agent.choose(legal);
      moves_.push_back({p, move_to_text(*game_, m, p)});
      engine_->apply_unchecked(s, p, m);
      states_.push_back(s);
    }
    RecordedGame record;
    record.seed = kSeed, record.moves = moves_;
    const GameSession replayed(game_, record);
    chance_ = replayed.chance();  // each step's chance outcomes
    ASSERT_EQ(replayed.replay_error(), "");
  }

  // The viewers: every player and the spectator.
  std::vector<int> viewers() const {
    std::vector<int> out{kSpectator};
    for (int p = 1; p <= game_->setup.players; ++p) out.push_back(p);
    return out;
  }

  // What `viewer` never saw in states 0..last, and the generator's words of all of them.
  std::set<std::string> secrets_so_far(int viewer, size_t last) const {
    std::set<std::string> never_seen = hidden_names(*game_, states_[0], viewer), words;
    for (size_t i = 0; i <= last; ++i) {
      const auto now = hidden_names(*game_, states_[i], viewer);
      std::erase_if(never_seen, [&](const std::string& name) { return !now.count(name); });
      const auto more = generator_words(states_[i]);
      words.insert(more.begin(), more.end());
    }
    never_seen.insert(words.begin(), words.end());
    return never_seen;
  }

  // A State `viewer` cannot tell from `s` (what they cannot see dealt again: determinize).
  State guessed(const State& s, int viewer) const {
    uint32_t rng[4] = {1, 2, 3, uint32_t(viewer)};
    return determinize(*game_, s, viewer, rng);
  }

  // Positions `viewer` cannot tell apart must be drawn alike, to the byte (a hidden card
  // drawn face up differs, though it names nothing).
  void expect_same_outputs(const State& s, const State& t, int viewer, const std::string& at) {
    ++checked_;
    const auto a = seen_by(*game_, s, viewer), b = seen_by(*game_, t, viewer);
    EXPECT_EQ(text_view(*game_, a), text_view(*game_, b)) << "the text view" << at << " tells hidden things apart";
    EXPECT_EQ(render_svg(*game_, a), render_svg(*game_, b)) << "the SVG" << at << " tells hidden things apart";
  }

  void expect_none_shown(const std::string& output, const std::set<std::string>& secrets, const std::string& what) {
    for (const auto& secret : secrets) {
      ++checked_;
      EXPECT_FALSE(shows(output, secret)) << what << " shows '" << secret << "', hidden from that viewer";
    }
  }

  static constexpr uint64_t kSeed = 11;
  std::shared_ptr<const GameDef> game_;
  std::unique_ptr<Engine> engine_;
  std::vector<State> states_;
  std::vector<RecordedMove> moves_;
  ChanceOutcomes chance_;
  int checked_ = 0;
};

std::string viewer_name(int viewer) { return viewer == kSpectator ? "the spectator" : "player " + std::to_string(viewer); }

TEST_P(ViewFilter, NoPositionShowsAViewerWhatIsHiddenFromThem) {
  for (size_t i = 0; i < states_.size(); i += kOutputsEvery) {
    for (int viewer : viewers()) {
      State marked = states_[i];
      const bool marks = mark_hidden_variables(*game_, marked, viewer);
      std::set<std::string> secrets = hidden_names(*game_, states_[i], viewer);
      for (const auto& w : generator_words(states_[i])) secrets.insert(w);
      if (marks) secrets.insert(std::to_string(kMarker));
      const std::string at = " of ply " + std::to_string(states_[i].ply()) + " for " + viewer_name(viewer);
      const nlohmann::json view = seen_by(*game_, marked, viewer);
      expect_none_shown(view.dump(), secrets, "the JSON view" + at);
      expect_none_shown(text_view(*game_, view), secrets, "the text view" + at);
      expect_none_shown(render_svg(*game_, view), secrets, "the SVG" + at);
      EXPECT_EQ(view, seen_by(*game_, states_[i], viewer)) << "a hidden variable changed the view" << at;
      if (viewer != kSpectator) expect_same_outputs(states_[i], guessed(states_[i], viewer), viewer, at);
      if (HasFailure()) return;
    }
  }
  if (checked_ == 0) GTEST_SKIP() << "nothing is hidden in this game";
}

TEST_P(ViewFilter, NoTraceOrReplayShowsAViewerWhatTheyNeverSaw) {
  std::vector<std::string> texts;
  for (const auto& m : moves_) texts.push_back(std::to_string(m.player) + ": " + m.text);
  for (int p = 1; p <= game_->setup.players; ++p) {
    const std::set<std::string> secrets = secrets_so_far(p, states_.size() - 1);
    State s = engine_->new_game(kSeed);
    Chance chance;
    size_t applied = 0;
    std::vector<std::string> trace;
    ASSERT_EQ(apply_move_texts(*engine_, s, chance, texts, applied, &trace, p), "");
    std::string traced;
    for (const auto& line : trace) traced += line + "\n";
    expect_none_shown(traced, secrets, "the trace (moves --trace --as " + std::to_string(p) + ")");
    const std::string page = replay_html("replay", replay_steps(*game_, {states_, moves_, &chance_}, p, 0, states_.size()));
    expect_none_shown(page, secrets, "the replay page (replay --as " + std::to_string(p) + ")");
    std::vector<State> guesses;
    for (const State& s : states_) guesses.push_back(guessed(s, p));
    EXPECT_EQ(page, replay_html("replay", replay_steps(*game_, {guesses, moves_, &chance_}, p, 0, guesses.size())))
        << "the replay page as player " << p << " tells apart games that player cannot";
    if (HasFailure()) return;
  }
  if (checked_ == 0) GTEST_SKIP() << "nothing is hidden in this game";
}

TEST_P(ViewFilter, NoServedViewOrLogShowsAViewerWhatTheyNeverSaw) {
  PlayServer server(LoadRequest{GetParam(), {}, {}}, "");
  const HttpReply made = server.handle("POST", "/api/new?seed=" + std::to_string(kSeed), "");
  ASSERT_EQ(made.status, 200) << made.body;
  const nlohmann::json tokens = nlohmann::json::parse(made.body)["tokens"];
  const std::string id = nlohmann::json::parse(made.body)["id"];
  for (size_t i = 0; i <= moves_.size(); ++i) {
    if (i % kOutputsEvery == 0 || i == moves_.size()) {
      for (int viewer : viewers()) {
        const std::string as = viewer == kSpectator ? "" : "&as=" + std::to_string(viewer) + "&token=" + tokens[std::to_string(viewer)].get<std::string>();
        const HttpReply view = server.handle("GET", "/api/game?id=" + id + as, "");
        ASSERT_EQ(view.status, 200) << view.body;
        // A finished game shows everything to everyone (the log too).
        if (!states_[i].terminal())
          expect_none_shown(view.body, secrets_so_far(viewer, i), "the served view after " + std::to_string(i) + " moves for " + viewer_name(viewer));
      }
      const HttpReply log = server.handle("GET", "/api/log?id=" + id, "");
      if (!states_[i].terminal()) expect_none_shown(log.body, secrets_so_far(kSpectator, i), "the served log after " + std::to_string(i) + " moves");
      if (HasFailure()) return;
    }
    if (i == moves_.size()) break;
    const auto& m = moves_[i];
    const std::string token = tokens[std::to_string(m.player)];
    const HttpReply played = server.handle("POST", "/api/move?id=" + id + "&player=" + std::to_string(m.player) + "&token=" + token + "&move=" + url_encoded(m.text), "");
    ASSERT_EQ(played.status, 200) << m.text << ": " << played.body;
  }
  if (checked_ == 0) GTEST_SKIP() << "nothing is hidden in this game";
}

INSTANTIATE_TEST_SUITE_P(Games, ViewFilter, testing::ValuesIn(shipped_games()), shipped_game_name);

TEST(ViewFilterWords, ASecretIsFoundOnlyAsAWholeWord) {
  EXPECT_TRUE(shows("discard card_1 now", "card_1"));
  EXPECT_TRUE(shows("{\"name\":\"card_1\"}", "card_1"));
  EXPECT_FALSE(shows("discard card_12", "card_1"));
  EXPECT_FALSE(shows("xcard_1", "card_1"));
}

}  // namespace
}  // namespace rb
