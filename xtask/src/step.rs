//! Running external commands as named steps that print what they do and fail
//! loudly with the step's name.

use std::fmt;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The longest any one step may take before it is stopped as hung (the CI
/// run as a whole has 90 minutes). `ROCHADE_STEP_TIMEOUT_S` changes it.
/// An hour: longer than any install on a slow machine (Trunk took 28 min on
/// a loaded one), so only a real hang is stopped; the end-to-end tests have
/// their own 3 minutes each.
const STEP_TIMEOUT: Duration = Duration::from_secs(60 * 60);

/// When the first step started: every step prints the time since then, so
/// even the tail of a log tells where the time went.
fn started() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

fn step_timeout() -> Duration {
    std::env::var("ROCHADE_STEP_TIMEOUT_S")
        .ok()
        .and_then(|s| s.parse().ok())
        .map_or(STEP_TIMEOUT, Duration::from_secs)
}

/// A failed step: its name and what went wrong.
#[derive(Debug)]
pub struct StepError {
    pub step: String,
    pub detail: String,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step '{}': {}", self.step, self.detail)
    }
}

impl std::error::Error for StepError {}

pub type Result<T> = std::result::Result<T, StepError>;

pub fn fail<T>(step: &str, detail: impl Into<String>) -> Result<T> {
    Err(StepError {
        step: step.to_string(),
        detail: detail.into(),
    })
}

/// Prints a step header with the time since the first step.
pub fn announce(step: &str) {
    let since = started().elapsed().as_secs_f64();
    println!("\n==> {step}   [{since:.0} s since start]");
}

/// Runs `cmd` as the step `name`, streaming its output; fails on a non-zero
/// exit, and stops the command (with everything it started) when it runs
/// longer than the step timeout, so a hang fails with its step's name instead
/// of eating the whole CI budget.
pub fn run(name: &str, cmd: &mut Command) -> Result<()> {
    run_within(name, cmd, step_timeout())
}

/// Runs `cmd` as the step `name` with no time limit (a server that runs
/// until interrupted).
pub fn run_unlimited(name: &str, cmd: &mut Command) -> Result<()> {
    run_within(name, cmd, Duration::MAX)
}

fn run_within(name: &str, cmd: &mut Command, limit: Duration) -> Result<()> {
    announce(name);
    println!("    $ {}", show(cmd));
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|e| StepError {
        step: name.to_string(),
        detail: format!("could not start `{}`: {e}", show(cmd)),
    })?;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                kill_tree(child.id());
                let _ = child.wait();
                return fail(
                    name,
                    format!(
                        "`{}` still ran after {} s and was stopped (ROCHADE_STEP_TIMEOUT_S)",
                        show(cmd),
                        limit.as_secs()
                    ),
                );
            }
            Ok(None) => sleep(Duration::from_millis(100)),
            Err(e) => return fail(name, format!("waiting for `{}`: {e}", show(cmd))),
        }
    };
    let secs = start.elapsed().as_secs_f64();
    if status.success() {
        println!("    ok ({secs:.1} s)");
        Ok(())
    } else {
        fail(name, format!("`{}` exited with {status}", show(cmd)))
    }
}

/// Stops `pid` and every process it started (found through `/proc`), the
/// children first so that none is adopted and left running.
pub fn kill_tree(pid: u32) {
    for child in children(pid) {
        kill_tree(child);
    }
    let _ = Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .stderr(Stdio::null())
        .status();
}

/// The processes whose parent is `pid`.
fn children(pid: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&p| {
            std::fs::read_to_string(format!("/proc/{p}/stat"))
                .ok()
                // "pid (comm) state ppid …"; comm may hold spaces or parens.
                .and_then(|stat| {
                    let rest = &stat[stat.rfind(')')? + 1..];
                    rest.split_whitespace().nth(1)?.parse::<u32>().ok()
                })
                == Some(pid)
        })
        .collect()
}

/// Runs `cmd` quietly and returns its standard output, or `None` when it
/// cannot start or fails.
pub fn output(cmd: &mut Command) -> Option<String> {
    let out = cmd.stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn show(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}
