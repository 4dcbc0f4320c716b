// A process's resident memory as /proc/PID/status gives it (VmRSS), for the benchmarks'
// memory figures of a server they load; -1 when the process is gone.
#pragma once

#include <fstream>
#include <string>

inline long resident_kilobytes(int pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}
