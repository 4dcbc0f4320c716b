// The GTP engines of `reversi match` end with the match, whatever stops it: SIGTERM,
// SIGINT, or an error. The engine is the scripted one of tests/data/gtp, stalled in its
// first genmove: it never answers, nor ends by itself when its input closes, as engines
// that do not watch their input do not. Started by a shell command of more than one
// command, it is the shell's child, not the match's.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "support/scratch_directory.h"

extern char** environ;

namespace {

using reversi::testing::ScratchDirectory;
using Clock = std::chrono::steady_clock;

std::string read_file(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// Whether process `pid` has ended: gone, or a zombie that nobody has reaped yet.
bool ended(pid_t pid) {
  if (::kill(pid, 0) != 0) return true;
  std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t state = stat.rfind(')');
  return state == std::string::npos || stat.substr(state + 2, 1) == "Z";
}

bool ends_within(pid_t pid, std::chrono::seconds limit) {
  for (const Clock::time_point deadline = Clock::now() + limit; Clock::now() < deadline;) {
    if (ended(pid)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return ended(pid);
}

class MatchEngineProcesses : public ::testing::Test {
 protected:
  MatchEngineProcesses()
      : scratch_("reversi-match-engines"),
        log_(scratch_.file("engine.log")),
        pid_file_(scratch_.file("pid")) {}

  ~MatchEngineProcesses() override {
    // A test that failed leaves no process behind.
    if (engine_ > 0) ::kill(engine_, SIGKILL);
    if (match_ > 0) {
      ::kill(match_, SIGKILL);
      ::waitpid(match_, nullptr, 0);
    }
  }

  // Starts a match against the stalled engine, started by `engine_command` (in which
  // PIDFILE names where it writes its process id and ENGINE runs it), and waits until the
  // engine is asked for a move.
  void start_match(const std::string& engine_command, const std::string& answer_limit = "60") {
    std::string command = engine_command;
    command.replace(command.find("PIDFILE"), 7, "'" + pid_file_ + "'");
    command.replace(command.find("ENGINE"), 6,
                    "bash '" REVERSI_TEST_DATA_DIR "/gtp/fake-engine.sh' '" + log_ + "' stall");
    std::vector<std::string> words = {
        REVERSI_BINARY, "match", "stalled",           "random", "--games", "2", "--gtp-answer-limit",
        answer_limit,   "--gtp", "stalled=" + command};
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, scratch_.file("err").c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    // With the signals' default actions, even where the tests run with SIGINT ignored (as a
    // background job's commands do): the match keeps a signal ignored since it started.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    for (const int signal : {SIGTERM, SIGINT, SIGHUP}) sigaddset(&defaults, signal);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
    ASSERT_EQ(posix_spawn(&match_, REVERSI_BINARY, &actions, &attributes, argv.data(), environ), 0);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    for (const Clock::time_point deadline = Clock::now() + std::chrono::seconds(30);
         read_file(log_).find("genmove") == std::string::npos;) {
      ASSERT_LT(Clock::now(), deadline) << "the engine was never asked for a move";
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    engine_ = std::stoi(read_file(pid_file_));
  }

  // How the match ended, once it has.
  int wait_for_match() {
    int status = 0;
    EXPECT_EQ(::waitpid(match_, &status, 0), match_);
    match_ = -1;
    return status;
  }

  const ScratchDirectory scratch_;
  const std::string log_;
  const std::string pid_file_;
  pid_t match_ = -1;
  pid_t engine_ = -1;
};

TEST_F(MatchEngineProcesses, EndWithAMatchStoppedBySigterm) {
  start_match("bash -c 'echo $$ >PIDFILE; exec ENGINE'; true");
  ASSERT_EQ(::kill(match_, SIGTERM), 0);
  const int status = wait_for_match();
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(WTERMSIG(status), SIGTERM);
  EXPECT_TRUE(ends_within(engine_, std::chrono::seconds(10)));
}

TEST_F(MatchEngineProcesses, EndWithAMatchStoppedBySigint) {
  start_match("bash -c 'echo $$ >PIDFILE; exec ENGINE'; true");
  ASSERT_EQ(::kill(match_, SIGINT), 0);
  const int status = wait_for_match();
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(WTERMSIG(status), SIGINT);
  EXPECT_TRUE(ends_within(engine_, std::chrono::seconds(10)));
}

// Killed outright, the match cannot end anything itself: the kernel ends its own child.
TEST_F(MatchEngineProcesses, EndWithAMatchKilledOutright) {
  start_match("echo $$ >PIDFILE; exec ENGINE");
  ASSERT_EQ(::kill(match_, SIGKILL), 0);
  wait_for_match();
  EXPECT_TRUE(ends_within(engine_, std::chrono::seconds(10)));
}

TEST_F(MatchEngineProcesses, EndWithAMatchStoppedByAnError) {
  start_match("bash -c 'echo $$ >PIDFILE; exec ENGINE'; true", "1");
  const int status = wait_for_match();
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  EXPECT_NE(read_file(scratch_.file("err")).find("no answer to 'genmove"), std::string::npos);
  EXPECT_TRUE(ends_within(engine_, std::chrono::seconds(10)));
}

}  // namespace
