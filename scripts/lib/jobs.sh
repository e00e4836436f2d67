# Phases and background jobs for npm test: suites that do not share state run side by side, so both cores stay busy
# while one suite waits on a browser or a database. Each job's output goes to its own log, printed whole when the
# job is collected, so the CI log reads suite by suite instead of interleaved. Every phase and job appends a line to
# phases.tsv (name, wall seconds, report file, fg|bg) for the phase table summarize-tests.mjs prints.
# shellcheck shell=bash

declare -A JOB_PIDS=()
JOBS_LOG_DIR=""

# jobs_init DIR: where the job logs go (created if missing).
jobs_init() {
  JOBS_LOG_DIR="$1"
  mkdir -p "$JOBS_LOG_DIR"
}

# record_phase NAME SECONDS REPORT MODE: one row of the phase table (REPORT: a JSON report's file name, or -).
record_phase() {
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$JOBS_LOG_DIR/phases.tsv"
}

# phase NAME REPORT COMMAND...: runs COMMAND in the foreground and records its wall time.
phase() {
  local name="$1" report="$2" began=$SECONDS status=0
  shift 2
  log "$name"
  "$@" || status=$?
  record_phase "$name" $((SECONDS - began)) "$report" fg
  return "$status"
}

# start_job NAME [REPORT] COMMAND...: runs COMMAND in the background (a shell function works too). REPORT, when
# given as a file name ending in .json, is the JSON report the job writes, for the phase table.
start_job() {
  local name="$1" report="-"
  shift
  if [[ "$1" == *.json ]]; then
    report="$1"
    shift
  fi
  log "started in the background: $name"
  # Monitor mode gives the job its own process group, so kill_jobs can stop its children (vitest workers,
  # Chromium) too.
  set -m
  # The job times itself: collecting it later would count the wait for the foreground suite too.
  (
    local began=$SECONDS status=0
    "$@" || status=$?
    echo $((SECONDS - began)) >"$JOBS_LOG_DIR/$name.seconds"
    record_phase "$name" $((SECONDS - began)) "$report" bg
    exit "$status"
  ) >"$JOBS_LOG_DIR/$name.log" 2>&1 &
  JOB_PIDS[$name]=$!
  set +m
}

# finish_job NAME: waits for the job, prints its log and returns its exit status.
finish_job() {
  local name="$1" status=0
  wait "${JOB_PIDS[$name]}" || status=$?
  log "── $name (background job, ran $(cat "$JOBS_LOG_DIR/$name.seconds" 2>/dev/null || echo '?') s, exit $status) ──"
  cat "$JOBS_LOG_DIR/$name.log"
  unset "JOB_PIDS[$name]"
  return "$status"
}

# finish_jobs NAME...: collects every named job, even after a failure, then fails if any failed.
finish_jobs() {
  local name failed=0
  for name in "$@"; do
    finish_job "$name" || failed=1
  done
  return "$failed"
}

# Stops whatever is still running when the script exits early (set -e after a failed suite).
kill_jobs() {
  local pid
  for pid in "${JOB_PIDS[@]}"; do
    kill -- "-$pid" 2>/dev/null || true
  done
}
