// The immutable Game: boards, component catalogue, zones, actions, variables and the
// resolved parameters, plus the State layout they imply. Built once by the loader and
// shared read-only by every thread.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/appearance.h"
#include "core/board.h"
#include "core/declared_effects.h"
#include "core/move.h"
#include "core/move_pattern.h"

namespace rb {

// A parameter as the game declares it, and the value this Game was built with.
struct ParamDef {
  std::string name, type;               // type: int, bool, choice
  std::string description;
  int64_t min = 0, max = 0;             // int
  std::vector<std::string> choices;     // choice
  std::string default_value, value;     // canonical text
};

// One component (a card, coin, pawn, die, token ...). Attributes are integers or text.
struct ComponentDef {
  std::string name, kind, set;          // set: the catalogue entry it came from
  int owner = 0;                        // player from 1, or 0 for none
  std::map<std::string, int64_t> numbers;
  std::map<std::string, std::string> texts;
};

enum class Visibility : uint8_t { All, Owner, Hidden };

// A zone: an ordered stack of components. Every board space has one (visibility All);
// declared zones may be per player.
struct ZoneDef {
  std::string name;                     // "stash.2" for player 2's stash; a space's name
  std::string family;                   // "stash"; for a space zone, its board's name
  int owner = 0;
  Visibility visibility = Visibility::All;
  int32_t space = kNone;                // the space it belongs to, if any
};

// A die: its faces as labels with integer values.
struct DieDef {
  std::string name;
  std::vector<std::string> labels;
  std::vector<int64_t> values;
};

// An integer variable (global, or one per player), visible to all or to its owner only.
struct VarDef {
  std::string name;
  int64_t initial = 0;
  Visibility visibility = Visibility::All;
};

// Where each part of a State lives inside its one array of 32-bit words.
struct Layout {
  int players = 0, spaces = 0, space_props = 0, components = 0, zones = 0;
  int player_vars = 0, global_vars = 0;
  int rng = 0, header = 0, outcome = 0, pvar = 0, gvar = 0, sprop = 0, comp = 0, zone = 0;
  int words = 0;
  // A component: its zone + 1 (23 bits) with its face and who knows it (9 bits), then its
  // neighbours above and below + 1 (16 bits each). A zone: its top and bottom + 1 (16
  // bits each), then its count. 0 stands for none, so a zeroed State has everything nowhere.
  static constexpr int kCompWords = 2;
  static constexpr int kZoneWords = 2;
  static constexpr int32_t kMaxComponents = (1 << 16) - 1;
  static constexpr int32_t kMaxZones = (1 << 23) - 2;

  // Who stands on each board of at most 64 spaces, as 64-bit masks (bit i: the board's
  // space i) kept up to date by State's put and remove, so a line, a full board or a
  // listing of moves is a few bit operations. Each such board has a block of
  // 1 + mask_owners masks, two words each: any component, then one per owner (0 is
  // nobody's, then players 1 ..). A board of 65 to 1024 spaces has such a block per 64 of
  // its spaces, in zone_block, and no board_block (core/board_chunks.h).
  int masks = 0;                     // first word of the blocks
  int mask_owners = 0;               // the largest component owner + 1
  std::vector<int32_t> board_block;  // per board: the first word of its block, or -1
  std::vector<int32_t> zone_block;   // per zone: its board's block when it is a space of one, or -1
  std::vector<uint8_t> zone_bit;     // per zone: its bit in that block's masks
  std::vector<uint8_t> owner_of;     // per component: its owner
  static constexpr int32_t kMaskBoardSpaces = 64;

  // The first piece of each placement that is nowhere, kept by put and remove, so the next
  // piece to place is one read: a word per list of pieces (a placement pattern's, per
  // player) holding its first piece that is nowhere (kNone when all are in play). A
  // component is in at most one list.
  int hints = 0;
  std::vector<std::vector<int32_t>> hint_pieces;  // per list: its pieces in order
  std::vector<int32_t> comp_hint, comp_hint_index;  // per component: its list (or -1), its index there
  std::vector<int32_t> next_in_list;               // per component: the piece after it in its list, or kNone

  // A space property declared with at most kMaskedValues values (min to max) has, on each
  // board of at most 64 spaces, a mask per value (bit i: the board's space i holds it), kept
  // by set_prop, so a filter's test of it is an OR of masks. Each such board has a slot; a
  // property's masks are [slot][value - least], two words each.
  static constexpr int32_t kMaskedValues = 16;
  std::vector<int32_t> prop_masks;        // per property: its first mask word, or -1
  std::vector<int32_t> prop_least;        // per property with masks: its least value
  std::vector<int32_t> prop_values;       // per property with masks: how many values
  std::vector<int32_t> board_slot;        // per board: its slot, or -1 (more than 64 spaces)
  std::vector<int32_t> space_slot;        // per space: its board's slot, or -1

  // Places the parts; board_sizes, in the order of the spaces, and owners give the masks;
  // piece_lists the hints (lists that share no component and repeat none: a component in two
  // places would link its list into a loop; std::logic_error); prop_ranges (least, greatest
  // value per space property) the properties' masks.
  void compute(const std::vector<int32_t>& board_sizes = {}, const std::vector<int32_t>& owners = {},
               const std::vector<std::vector<int32_t>>& piece_lists = {},
               const std::vector<std::pair<int32_t, int32_t>>& prop_ranges = {});

 private:
  void place_prop_masks(const std::vector<int32_t>& board_sizes, const std::vector<std::pair<int32_t, int32_t>>& prop_ranges);
};

// What a preset (`strong`, `fast`) stands for in this game: game.yaml's `agents:` section,
// so a designer tunes the bots for a game in its data; the text's position for errors.
struct AgentPreset {
  std::string name, agent, file;
  int line = 0, column = 0;
};

// Where the game comes from: its folder and files, as loaded.
struct GameSource {
  std::filesystem::path dir;                 // the game folder
  std::vector<std::filesystem::path> files;  // game.yaml then variants, as loaded
  std::string hash;                          // hash of the files' bytes, for logs
  std::filesystem::path load_path;           // as requested: folder, game.yaml or variant
  std::vector<std::filesystem::path> load_variants;  // stacked on top, as requested
  std::string rules_file = "rules.lua";
};

// Who plays and for how long: the resolved parameters (players among them).
struct GameSetup {
  std::vector<ParamDef> params;
  int players = 2, min_players = 2, max_players = 2;
  bool cooperative = false;
  int max_plies = 10000;                     // sim and play cut a game off here (from 1)

  const ParamDef* param(const std::string& name) const;
};

// The boards and their spaces, numbered globally board after board.
struct GameSpaces {
  std::vector<Board> boards;
  std::vector<int32_t> board_offset;         // first global space of each board
  std::vector<int32_t> board_of;             // the board of each global space
  std::vector<std::string> names;            // global space -> name
  std::unordered_map<std::string, int32_t> index;
  std::vector<std::string> prop_names;
  std::vector<int32_t> prop_initial;         // [prop * spaces + space]
  // Per property: its least and greatest value, as declared (min, max), else the State's.
  std::vector<std::pair<int32_t, int32_t>> prop_ranges;

  std::optional<int32_t> find(const std::string& name) const;
  // The board and local index of a global space.
  std::pair<int, int32_t> local(int32_t space) const {
    const int b = board_of[size_t(space)];
    return {b, space - board_offset[size_t(b)]};
  }
};

// What comes in the box: components, the zones that hold them, dice and variables.
struct GameKit {
  std::vector<ComponentDef> components;
  std::unordered_map<std::string, int32_t> component_index;
  std::vector<std::string> kinds, sets;            // distinct kinds and catalogue sets
  std::vector<int32_t> component_kind, component_set;
  std::vector<int32_t> component_owner;            // each component's owner, packed for hot loops
  std::vector<ZoneDef> zones;                // spaces first (zone id == space id)
  std::unordered_map<std::string, int32_t> zone_index;
  std::vector<DieDef> dice;
  std::vector<VarDef> player_vars, global_vars;

  int zone_of_family(const std::string& family, int owner) const;  // -1 if none
};

// What a player may do: the actions, their compiled patterns and declared effects.
struct GameActions {
  std::vector<ActionDef> list;
  std::unordered_map<std::string, int> index;
  std::vector<MovePattern> patterns;         // compiled from the actions' `patterns:`
  std::vector<DeclaredAction> declared;      // per action: its `effects:` and `ends:` (empty if none)
};

struct GameDef {
  std::string name, title;
  GameSource source;
  GameSetup setup;
  GameSpaces spaces;
  GameKit kit;
  GameActions actions;
  nlohmann::json data;                       // the game's free `data:` section
  std::vector<AgentPreset> agent_presets;    // `agents:`: presets this game tunes
  Appearance appearance;                     // drawing hints
  Layout layout;                             // where each part of a State lives
};

}  // namespace rb
