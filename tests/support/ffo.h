// The FFO endgame test files shipped in tests/data/ffo.
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include "core/obf.h"

namespace reversi::testing {

inline std::vector<ObfProblem> read_ffo(const std::string& name) {
  std::ifstream file(std::string(REVERSI_TEST_DATA_DIR) + "/ffo/" + name);
  std::vector<ObfProblem> problems;
  std::string line;
  while (std::getline(file, line)) {
    if (!line.empty()) problems.push_back(parse_obf_line(line).value());
  }
  return problems;
}

}  // namespace reversi::testing
