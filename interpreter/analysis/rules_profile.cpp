#include "analysis/rules_profile.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <tuple>

#include "core/file_io.h"

namespace rb {
namespace {

// Source lines of the files a profile names, read once each.
class Sources {
 public:
  std::string line(const std::string& file, int n) {
    auto it = files_.find(file);
    if (it == files_.end()) it = files_.emplace(file, read_lines(file)).first;
    if (n < 1 || size_t(n) > it->second.size()) return "";
    return trimmed(it->second[size_t(n) - 1]);
  }

 private:
  static std::vector<std::string> read_lines(const std::string& file) {
    std::vector<std::string> lines;
    try {
      std::istringstream in(read_file_capped(file));
      for (std::string l; std::getline(in, l);) lines.push_back(l);
    } catch (const std::exception&) {
    }
    return lines;
  }
  static std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
    if (a == std::string::npos) return "";
    std::string t = s.substr(a, b - a + 1);
    return t.size() > 72 ? t.substr(0, 69) + "..." : t;
  }
  std::map<std::string, std::vector<std::string>> files_;
};

// A file as the reader knows it: relative to the working directory when inside it.
std::string shown(const std::string& file) {
  std::error_code ec;
  const auto rel = std::filesystem::relative(file, ec).string();
  return ec || rel.empty() || rel.rfind("..", 0) == 0 ? file : rel;
}

std::string share(double part, double whole) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%5.1f%%", whole > 0 ? 100.0 * part / whole : 0.0);
  return buf;
}

std::string where(const std::string& file, int line) { return shown(file) + ":" + std::to_string(line); }

}  // namespace

std::vector<ProfiledFunction> by_function(const RulesProfile& profile) {
  std::map<std::pair<std::string, int>, double> sums;
  for (const auto& l : profile.lines) sums[{l.file, l.function_line}] += l.seconds;
  std::vector<ProfiledFunction> out;
  for (const auto& [key, seconds] : sums) out.push_back({key.first, key.second, seconds});
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
  return out;
}

// The lines that allocated the most, with bytes per ply when the plies are known.
std::string allocation_text(const RulesProfile& p, Sources& sources, size_t top, int64_t plies) {
  std::vector<const RulesProfile::Line*> by_bytes;
  int64_t total = 0;
  for (const auto& l : p.lines)
    if (l.bytes > 0) by_bytes.push_back(&l), total += l.bytes;
  if (by_bytes.empty()) return "  The rules allocated no Lua memory: no table, closure or string made while playing.\n";
  std::stable_sort(by_bytes.begin(), by_bytes.end(), [](const auto* a, const auto* b) { return a->bytes > b->bytes; });
  const double per = plies > 0 ? double(plies) : 1.0;
  char head[160];
  std::snprintf(head, sizeof head, "  Lua memory the rules allocated: %.1f bytes %s; the lines that allocated the most:\n",
                double(total) / per, plies > 0 ? "a ply" : "in all");
  std::string out = std::string(head) + (plies > 0 ? "  B/ply  line\n" : "  bytes  line\n");
  for (size_t i = 0; i < by_bytes.size() && i < top; ++i) {
    char amount[32];
    std::snprintf(amount, sizeof amount, "%7.1f", double(by_bytes[i]->bytes) / per);
    out += "  " + std::string(amount) + " " + where(by_bytes[i]->file, by_bytes[i]->line) + "  " +
           sources.line(by_bytes[i]->file, by_bytes[i]->line) + "\n";
  }
  return out;
}

// The C functions the rules called that took the most time: the runtime's bindings and Lua's
// library, each with its calls (a ply, when the plies are known) and its time a call.
std::string calls_text(const RulesProfile& p, size_t top, int64_t plies) {
  if (p.calls.empty()) return "";
  char floor[48];
  std::snprintf(floor, sizeof floor, "%.0f ns", 1e9 * p.call_floor_seconds);
  std::string out = std::string("  time   ") + (plies > 0 ? "calls/ply" : "    calls") +
                    "  ns/call  call (its time is also its line's; each holds about " + floor + " of the profiler's own)\n";
  for (size_t i = 0; i < p.calls.size() && i < top; ++i) {
    const auto& c = p.calls[i];
    char figures[64];
    if (plies > 0) std::snprintf(figures, sizeof figures, "%10.1f %8.0f", double(c.calls) / double(plies), 1e9 * c.seconds / double(c.calls));
    else std::snprintf(figures, sizeof figures, "%10lld %8.0f", (long long)c.calls, 1e9 * c.seconds / double(c.calls));
    out += "  " + share(c.seconds, p.seconds) + figures + "  " + c.name + "\n";
  }
  return out;
}

std::string profile_text(const RulesProfile& p, const std::string& title, size_t top, int64_t plies) {
  Sources sources;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s", p.seconds);
  std::string out = "Profile of " + title + ": " + seconds + ", " + share(p.in_rules, p.seconds) +
                    " in the rules' Lua and the bindings it calls, " + share(p.seconds - p.in_rules, p.seconds) + " in the runtime.\n";
  if (p.lines.empty()) return out + "  (no Lua ran: the game's turns are declared in game.yaml)\n";
  out += "  time   function\n";
  const auto functions = by_function(p);
  for (size_t i = 0; i < functions.size() && i < top; ++i) {
    const auto& f = functions[i];
    const std::string text = f.line == 0 ? "(the file's main chunk)" : sources.line(f.file, f.line);
    out += "  " + share(f.seconds, p.seconds) + " " + where(f.file, f.line) + "  " + text + "\n";
  }
  out += "  time   line\n";
  for (size_t i = 0; i < p.lines.size() && i < top && p.lines[i].seconds > 0; ++i) {
    const auto& l = p.lines[i];
    out += "  " + share(l.seconds, p.seconds) + " " + where(l.file, l.line) + "  " + sources.line(l.file, l.line) + "\n";
  }
  return out + calls_text(p, top, plies) + allocation_text(p, sources, top, plies);
}

}  // namespace rb
