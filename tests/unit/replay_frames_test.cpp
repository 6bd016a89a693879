// Replays store each step as what changed: line_diff's splices turn one list into the next,
// and small changes give small splices; ReplayFrames keeps each line once.
#include <gtest/gtest.h>

#include <random>

#include "present/line_diff.h"
#include "present/replay_frames.h"

namespace rb {
namespace {

size_t size_of(const std::vector<Splice>& splices) {
  size_t n = 0;
  for (const auto& s : splices) n += 2 + s.insert.size();
  return n;
}

TEST(LineDiff, TurnsAnyListIntoAnyOther) {
  std::mt19937 rng(7);
  for (int round = 0; round < 400; ++round) {
    std::vector<int> a(rng() % 30), b;
    for (int& x : a) x = int(rng() % 6);
    for (int x : a)
      if (rng() % 5) b.push_back(rng() % 7 ? x : int(rng() % 6));
    if (rng() % 2) b.insert(b.begin() + long(rng() % (b.size() + 1)), int(rng() % 6));
    EXPECT_EQ(apply_splices(a, line_diff(a, b)), b) << "round " << round;
  }
}

TEST(LineDiff, APieceMovedIsTwoSmallSplices) {
  std::vector<int> before(500);
  for (int i = 0; i < 500; ++i) before[size_t(i)] = i;
  std::vector<int> after = before;
  after[3] = 1000;              // the caption
  after.erase(after.begin() + 200);  // a piece leaves a space
  after.insert(after.begin() + 400, 1001);  // and lands on another
  const auto splices = line_diff(before, after);
  EXPECT_EQ(apply_splices(before, splices), after);
  EXPECT_EQ(splices.size(), 3u);
  EXPECT_LE(size_of(splices), 9u);
}

TEST(LineDiff, EqualListsNeedNoSplice) {
  EXPECT_TRUE(line_diff({1, 2, 3}, {1, 2, 3}).empty());
  EXPECT_TRUE(line_diff({}, {}).empty());
}

TEST(LineDiff, PastItsBudgetReplacesTheChangedMiddleWhole) {
  std::vector<int> a{0, 1, 2, 3, 4, 5, 9}, b{0, 11, 12, 13, 14, 15, 9};
  const auto splices = line_diff(a, b, 2);
  ASSERT_EQ(splices.size(), 1u);
  EXPECT_EQ(splices[0], (Splice{1, 5, {11, 12, 13, 14, 15}}));
  EXPECT_EQ(apply_splices(a, splices), b);
}

TEST(ReplayFrames, KeepsEachLineOnceAndAKeyframeEverySoOften) {
  ReplayFrames frames(3);
  std::vector<nlohmann::json> made;
  for (const char* svg : {"<svg>\na\nb\n</svg>\n", "<svg>\na\nc\n</svg>\n", "<svg>\nb\nc\n</svg>\n", "<svg>\nc\n</svg>\n"})
    made.push_back(frames.add(svg));
  EXPECT_EQ(frames.lines().size(), 5u);  // <svg> a b </svg> c
  EXPECT_TRUE(made[0].contains("k"));
  EXPECT_TRUE(made[1].contains("d"));
  EXPECT_TRUE(made[2].contains("d"));
  EXPECT_TRUE(made[3].contains("k"));
  std::vector<int> lines;
  std::string last;
  for (const auto& f : made) lines = frame_lines(f, lines);
  for (int n : lines) last += frames.lines()[size_t(n)] + "\n";
  EXPECT_EQ(last, "<svg>\nc\n</svg>\n");
  EXPECT_EQ(made[1]["d"].dump(), "[[2,1,4]]");
}

}  // namespace
}  // namespace rb
