//! Running external commands as named steps that print what they do and fail
//! loudly with the step's name.

use std::fmt;
use std::process::{Command, Stdio};
use std::time::Instant;

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

/// Prints a step header.
pub fn announce(step: &str) {
    println!("\n==> {step}");
}

/// Runs `cmd` as the step `name`, streaming its output; fails on a non-zero
/// exit.
pub fn run(name: &str, cmd: &mut Command) -> Result<()> {
    announce(name);
    println!("    $ {}", show(cmd));
    let start = Instant::now();
    let status = cmd.status().map_err(|e| StepError {
        step: name.to_string(),
        detail: format!("could not start `{}`: {e}", show(cmd)),
    })?;
    let secs = start.elapsed().as_secs_f64();
    if status.success() {
        println!("    ok ({secs:.1} s)");
        Ok(())
    } else {
        fail(name, format!("`{}` exited with {status}", show(cmd)))
    }
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
