// The processes of the GTP engines the program starts (gtp_player.h) end with it, whatever
// ends it: the end of a game, an error, a signal, or a kill that nothing can catch.
//
// Each engine runs in a process group of its own, so that the programs its shell command
// starts end with it. A group is ended when its game ends (gtp_player.cpp), by the
// handlers of end_engines_on_signals() when SIGTERM, SIGINT or SIGHUP stop the program,
// and the engine's own process is sent SIGTERM by the kernel when the program dies any
// other way.
#pragma once

#include <sys/types.h>

namespace reversi {

// Run in the child between fork and exec (so async-signal-safe only): a process group of
// its own, and SIGTERM when the thread that started it ends, which it does at the latest
// when the program does. `parent` is the program's process id: a child whose parent died
// before this ran ends at once.
void prepare_engine_process(pid_t parent);

// A started engine's process group, which the handlers of end_engines_on_signals() end
// for as long as this object lives.
class EngineProcessGroup {
 public:
  // Throws std::runtime_error when too many engines run at once to keep track of.
  explicit EngineProcessGroup(pid_t group);
  ~EngineProcessGroup();
  EngineProcessGroup(const EngineProcessGroup&) = delete;
  EngineProcessGroup& operator=(const EngineProcessGroup&) = delete;

  // SIGKILL to every process left in the group.
  void kill_all() const;

 private:
  pid_t group_;
};

// From now on SIGTERM, SIGINT and SIGHUP first send SIGTERM to the process groups of the
// engines running, then end the program as they would have without a handler.
void end_engines_on_signals();

}  // namespace reversi
