// How render and the text view draw a game: the drawing hints of the game's `appearance:`
// section. Every field is optional; an empty one means "use the default".
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace rb {

// A colour: a fixed one ("#c0392b", "navy"), "owner" (the owner's player colour), or one
// picked by the value of an attribute (`by: suit` with a colour per value).
struct ColourHint {
  std::string fixed;                          // a colour or "owner"
  std::string by;                             // the attribute choosing the colour
  std::map<std::string, std::string> values;  // attribute value -> colour
};

// A kind of component: its shape, colour and label ("{rank}{suit}"), and display text for
// attribute values ({suit: {hearts: "♥"}}).
struct KindLook {
  std::string shape;  // circle, square, disc, token, card, die; "" = by kind
  ColourHint colour;
  std::string label;  // a template; "" = the default label
  std::map<std::string, std::map<std::string, std::string>> text;
};

struct BoardLook {
  std::string colour, alternate, line;  // fill, checker fill, outline
  bool names = false;                   // write each space's name
};

// Spaces chosen by name, tag or a non-zero attribute get a fill colour and a label.
struct SpaceLook {
  std::vector<std::string> names;
  std::string tag, attribute;
  std::string colour, label;
};

// A space property: shown as a label, as tokens (one dot per unit), as a fill, as a disc in
// the colour of the player its value numbers, or not at all.
struct PropertyLook {
  std::string show = "label";             // label, tokens, fill, player, none
  std::string colour;
  std::string label;                      // a template over {value} and {name}
  std::vector<std::string> labels;        // text per value: labels[value]
};

struct Appearance {
  std::vector<std::string> players;       // a colour per player, in seat order
  std::map<std::string, KindLook> kinds;
  std::map<std::string, BoardLook> boards;
  std::vector<SpaceLook> spaces;
  std::map<std::string, PropertyLook> properties;
  bool list_variables = true;
  std::vector<std::string> variables;     // variables to list; empty with list_variables = all

  // Whether the views list the variable `name` beside the boards.
  bool lists(const std::string& name) const {
    return variables.empty() ? list_variables : std::find(variables.begin(), variables.end(), name) != variables.end();
  }
};

}  // namespace rb
