//! `cargo xtask fuzz [--runs N] [SECONDS] [TARGET…]`: runs every fuzz target
//! (or those named) for `SECONDS` each (default 60), one after the other,
//! each in a single process, with `cargo +nightly fuzz`. With `--runs N`
//! each target stops after `N` runs, or after `SECONDS` (then default 3600)
//! if that comes first. Prints the runs and the result of each target and
//! fails when one found a crash, a failed check or a hang, naming the input
//! that shows it. Not part of `cargo xtask test`.
//!
//! The fuzz crates are standalone (each has its own `[workspace]`), so the
//! workspace's builds, tests and lints never compile them. They need the
//! nightly toolchain and `cargo-fuzz` (`cargo install cargo-fuzz`). All share
//! one target directory, `target/fuzz`. Each target reads its seeds from
//! `seeds/<target>` and keeps what it finds in `corpus/<target>` (not in
//! git); a failing input lands in `artifacts/<target>/`.
//!
//! Targets are built without a sanitizer (the shipped crates forbid
//! `unsafe`, so AddressSanitizer would only slow the runs down) and with
//! debug assertions, so that an arithmetic overflow is a finding.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::root;
use crate::step::{self, Result, fail};

/// A fuzz target.
#[derive(Clone, Copy)]
pub struct Target {
    /// The fuzz crate, relative to the root.
    pub dir: &'static str,
    pub name: &'static str,
    /// libFuzzer's `-max_len`, where the default (4096 bytes) makes runs
    /// slow: each of these replays every move of every game it reads, and
    /// the Laws' dead-position check after each move costs up to a
    /// millisecond or two, so long inputs would cost seconds per run and
    /// most of the time would go into a few of them.
    pub max_len: Option<usize>,
}

const fn target(dir: &'static str, name: &'static str) -> Target {
    Target {
        dir,
        name,
        max_len: None,
    }
}

pub const TARGETS: &[Target] = &[
    target("crates/laws/fuzz", "fen"),
    target("crates/laws/fuzz", "san"),
    target("crates/laws/fuzz", "move_any_language"),
    target("crates/clock/fuzz", "time_control"),
    target("crates/speech/fuzz", "spoken_move"),
    Target {
        max_len: Some(PGN_MAX_LEN),
        ..target("crates/arbiter/fuzz", "pgn_import")
    },
    target("crates/arbiter/fuzz", "saved_game"),
    target("crates/arbiter/fuzz", "trf_read"),
    target("crates/arbiter/fuzz", "pairing_list"),
    target("crates/arbiter/fuzz", "csv"),
    target("crates/arbiter/fuzz", "trf_write"),
    target("web/fuzz", "command"),
    target("web/fuzz", "settings"),
    Target {
        max_len: Some(PGN_MAX_LEN),
        ..target("web/fuzz", "archive")
    },
    target("web/fuzz", "envelope"),
];

/// Enough for a few short games with tags, comments and variations.
const PGN_MAX_LEN: usize = 1024;

/// Default seconds per target.
pub const DEFAULT_SECONDS: u64 = 60;
/// Default cap in seconds per target with `--runs`.
pub const DEFAULT_RUNS_SECONDS: u64 = 3600;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    seconds: u64,
    runs: Option<u64>,
    only: Vec<String>,
}

fn parse_args(args: &[String]) -> std::result::Result<Options, String> {
    let positive = |what: &str, s: &str| match s.parse::<u64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("{what} must be a positive number, not {s:?}")),
    };
    let mut runs = None;
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            let n = args.next().ok_or("--runs needs a number")?;
            runs = Some(positive("--runs", n)?);
        } else {
            rest.push(arg.as_str());
        }
    }
    let seconds = match rest.first() {
        Some(s) if s.starts_with(|c: char| c.is_ascii_digit()) => {
            let n = positive("SECONDS", s)?;
            rest.remove(0);
            n
        }
        _ if runs.is_some() => DEFAULT_RUNS_SECONDS,
        _ => DEFAULT_SECONDS,
    };
    if let Some(unknown) = rest
        .iter()
        .find(|name| !TARGETS.iter().any(|t| t.name == **name))
    {
        return Err(format!("no fuzz target {unknown:?}"));
    }
    Ok(Options {
        seconds,
        runs,
        only: rest.into_iter().map(String::from).collect(),
    })
}

/// Flags of every build and run: no sanitizer, debug assertions on.
const BUILD_FLAGS: &[&str] = &["--sanitizer", "none", "--debug-assertions"];

/// What one run gave.
struct Outcome {
    target: &'static str,
    runs: Option<u64>,
    seconds: f64,
    /// The failing input, when the run failed.
    failure: Option<String>,
}

pub fn run(args: &[String]) -> Result<()> {
    let options = parse_args(args).or_else(|e| fail("fuzz", e))?;
    let root = root();
    let target_dir = root.join("target").join("fuzz");
    let logs = target_dir.join("logs");
    std::fs::create_dir_all(&logs)
        .or_else(|e| fail("fuzz", format!("creating {}: {e}", logs.display())))?;
    let chosen = TARGETS
        .iter()
        .filter(|t| options.only.is_empty() || options.only.iter().any(|n| n == t.name));

    let mut built: Vec<&str> = Vec::new();
    let mut outcomes = Vec::new();
    for target in chosen {
        let fuzz_dir = root.join(target.dir);
        if !built.contains(&target.dir) {
            step::run(
                &format!("build the fuzz targets of {}", target.dir),
                &mut nightly_fuzz(&fuzz_dir, "build", &target_dir),
            )?;
            built.push(target.dir);
        }
        outcomes.push(run_one(&fuzz_dir, target, &options, &target_dir, &logs)?);
    }

    println!(
        "\n{:<20} {:>12} {:>8} {:>10}  result",
        "target", "runs", "s", "runs/s"
    );
    for o in &outcomes {
        let runs = o.runs.map_or_else(|| "?".into(), |r| r.to_string());
        let rate = o.runs.map_or_else(
            || "?".into(),
            |r| format!("{:.0}", r as f64 / o.seconds.max(1.0)),
        );
        let short = match (options.runs, o.runs) {
            (Some(wanted), Some(done)) if done < wanted => " (stopped by the time cap)",
            _ => "",
        };
        let result = o.failure.clone().unwrap_or_else(|| format!("ok{short}"));
        println!(
            "{:<20} {:>12} {:>8.0} {:>10}  {result}",
            o.target, runs, o.seconds, rate
        );
    }
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| o.failure.is_some()).collect();
    if failed.is_empty() {
        println!("\nNo fuzz target failed.");
        Ok(())
    } else {
        fail(
            "fuzz",
            format!(
                "{} target(s) failed: {}",
                failed.len(),
                failed
                    .iter()
                    .map(|o| o.target)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    }
}

/// `cargo +nightly fuzz <subcommand>` with the build flags, in `fuzz_dir`,
/// sharing `target_dir`.
fn nightly_fuzz(fuzz_dir: &Path, subcommand: &str, target_dir: &Path) -> Command {
    let mut cmd = Command::new("cargo");
    cmd.args(["+nightly", "fuzz", subcommand])
        .args(BUILD_FLAGS)
        .arg("--target-dir")
        .arg(target_dir)
        .current_dir(fuzz_dir)
        // Set by `cargo xtask` for the stable toolchain it runs on.
        .env_remove("RUSTUP_TOOLCHAIN")
        .env_remove("RUSTC")
        .env_remove("RUSTDOC")
        .env_remove("CARGO_TARGET_DIR");
    cmd
}

fn run_one(
    fuzz_dir: &Path,
    &Target {
        name: target,
        max_len,
        ..
    }: &Target,
    options: &Options,
    target_dir: &Path,
    logs: &Path,
) -> Result<Outcome> {
    let seconds = options.seconds;
    let name = match options.runs {
        Some(runs) => format!("fuzz {target} for {runs} runs, at most {seconds} s"),
        None => format!("fuzz {target} for {seconds} s"),
    };
    step::announce(&name);
    let corpus = fuzz_dir.join("corpus").join(target);
    let seeds = fuzz_dir.join("seeds").join(target);
    std::fs::create_dir_all(&corpus)
        .or_else(|e| fail(&name, format!("creating {}: {e}", corpus.display())))?;
    let log_path = logs.join(format!("{target}.log"));
    let log = File::create(&log_path)
        .or_else(|e| fail(&name, format!("creating {}: {e}", log_path.display())))?;
    let mut cmd = nightly_fuzz(fuzz_dir, "run", target_dir);
    cmd.arg(target)
        .arg(&corpus)
        .arg(&seeds)
        .arg("--")
        .arg(format!("-max_total_time={seconds}"))
        .args(options.runs.map(|n| format!("-runs={n}")))
        .args(max_len.map(|n| format!("-max_len={n}")))
        // One input taking 10 s is a hang: a finding.
        .arg("-timeout=10")
        .arg("-print_final_stats=1")
        .stdout(Stdio::null())
        .stderr(log.try_clone().or_else(|e| fail(&name, e.to_string()))?);
    println!("    log: {}", log_path.display());
    let start = Instant::now();
    let mut child = cmd
        .spawn()
        .or_else(|e| fail(&name, format!("could not start cargo +nightly fuzz: {e}")))?;
    // The build is done: the run ends by itself within `seconds`; a generous
    // margin for loading the corpus before it is stopped as hung.
    let limit = Duration::from_secs(seconds + 300);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() > limit => {
                step::kill_tree(child.id());
                let _ = child.wait();
                break None;
            }
            Ok(None) => sleep(Duration::from_millis(200)),
            Err(e) => return fail(&name, format!("waiting for cargo fuzz: {e}")),
        }
    };
    let elapsed = start.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&log_path).unwrap_or_default();
    let (runs, secs) = summary(&text);
    let failure = match status {
        None => Some(format!(
            "stopped after {elapsed:.0} s (log: {})",
            log_path.display()
        )),
        Some(s) if s.success() => None,
        Some(s) => Some(match failing_input(&text) {
            Some(path) => format!("{} — input: {path}", first_error(&text)),
            None => format!("cargo fuzz exited with {s} (log: {})", log_path.display()),
        }),
    };
    let runs_shown = runs.map_or_else(|| "?".into(), |r| r.to_string());
    match &failure {
        None => println!("    {runs_shown} runs, no failure"),
        Some(f) => println!("    FAILED after {runs_shown} runs: {f}"),
    }
    Ok(Outcome {
        target,
        runs,
        seconds: secs.unwrap_or(elapsed),
        failure,
    })
}

/// Runs and seconds from libFuzzer's closing line (`Done 123 runs in 61
/// second(s)`), or else from its last status line (`#123 …`).
fn summary(log: &str) -> (Option<u64>, Option<f64>) {
    for line in log.lines().rev() {
        if let Some(rest) = line.strip_prefix("Done ") {
            let mut words = rest.split_whitespace();
            let runs = words.next().and_then(|w| w.parse().ok());
            let secs = words.nth(2).and_then(|w| w.parse().ok());
            return (runs, secs);
        }
    }
    let runs = log
        .lines()
        .rev()
        .filter_map(|l| l.strip_prefix('#'))
        .find_map(|l| l.split_whitespace().next()?.parse().ok());
    (runs, None)
}

/// The path libFuzzer wrote the failing input to.
fn failing_input(log: &str) -> Option<String> {
    log.lines().find_map(|l| {
        let i = l.find("Test unit written to ")?;
        Some(l[i + "Test unit written to ".len()..].trim().to_string())
    })
}

/// The first line that says what went wrong (a panic message or
/// libFuzzer's error).
fn first_error(log: &str) -> String {
    log.lines()
        .find(|l| l.contains("panicked at") || l.contains("ERROR: libFuzzer"))
        .map_or_else(|| "failed".into(), |l| l.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_libfuzzer_summary_and_failing_input() {
        let ok = "#1048576 pulse  cov: 10 ft: 20 corp: 3/4b exec/s: 9 rss: 30Mb\n\
                  Done 1486218 runs in 21 second(s)\nstat::number_of_executed_units: 1486218\n";
        assert_eq!(summary(ok), (Some(1_486_218), Some(21.0)));
        let crashed = "#4096 pulse cov: 1\n#5000 NEW cov: 2\n\
                       thread '<unnamed>' panicked at src/x.rs:1:1:\nboom\n\
                       ==1== ERROR: libFuzzer: deadly signal\n\
                       artifact_prefix='/f/artifacts/t/'; Test unit written to /f/artifacts/t/crash-ab\n";
        assert_eq!(summary(crashed), (Some(5000), None));
        assert_eq!(
            failing_input(crashed).as_deref(),
            Some("/f/artifacts/t/crash-ab")
        );
        assert!(first_error(crashed).contains("panicked at"));
    }

    #[test]
    fn reads_runs_seconds_and_targets() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        let options = |s: &str| parse_args(&args(s));
        assert_eq!(
            options(""),
            Ok(Options {
                seconds: DEFAULT_SECONDS,
                runs: None,
                only: vec![]
            })
        );
        assert_eq!(
            options("--runs 10000000 fen san"),
            Ok(Options {
                seconds: DEFAULT_RUNS_SECONDS,
                runs: Some(10_000_000),
                only: args("fen san")
            })
        );
        assert_eq!(
            options("900 --runs 5 archive"),
            Ok(Options {
                seconds: 900,
                runs: Some(5),
                only: args("archive")
            })
        );
        assert!(options("--runs").is_err());
        assert!(options("--runs 0").is_err());
        assert!(options("0").is_err());
        assert!(options("60 nosuch").is_err());
    }

    #[test]
    fn every_target_has_seeds() {
        for Target { dir, name, .. } in TARGETS {
            let seeds = root().join(dir).join("seeds").join(name);
            let n = std::fs::read_dir(&seeds)
                .map(|d| d.count())
                .unwrap_or_else(|e| panic!("{}: {e}", seeds.display()));
            assert!((1..=100).contains(&n), "{}: {n} seeds", seeds.display());
        }
    }
}
