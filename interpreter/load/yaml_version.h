// The version of yaml-cpp this build reads YAML with (for `rulebook --version`).
#pragma once

namespace rb {

const char* yaml_cpp_version();

}  // namespace rb
