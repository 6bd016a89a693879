#include "load/yaml_version.h"

namespace rb {

// yaml-cpp's headers carry no version; CMake's find_package gives the one built against.
const char* yaml_cpp_version() { return RULEBOOK_YAML_CPP_VERSION; }

}  // namespace rb
