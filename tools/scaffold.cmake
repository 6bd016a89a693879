# Generates the source of `rulebook new` from games/lineup, so the scaffold is always the
# guide's worked example, tested like every game.
set(SCAFFOLD_FILES game.yaml rules.lua variants/big.yaml tests/rules.yaml README.md)
set(out "// Generated from games/lineup by tools/scaffold.cmake; do not edit.\n")
string(APPEND out "#include \"scaffold_files.h\"\n\nnamespace rb::cli {\n\nconst std::vector<ScaffoldFile>& scaffold_files() {\n")
string(APPEND out "  static const std::vector<ScaffoldFile> files = {\n")
foreach(f ${SCAFFOLD_FILES})
  file(READ "${LINEUP_DIR}/${f}" text)
  string(APPEND out "      {\"${f}\", R\"rbscaffold(${text})rbscaffold\"},\n")
endforeach()
string(APPEND out "  };\n  return files;\n}\n\n}  // namespace rb::cli\n")
file(WRITE "${OUTPUT}.tmp" "${out}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUTPUT}.tmp" "${OUTPUT}")
