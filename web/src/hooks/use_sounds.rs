//! Sounds, synthesised with Web Audio (no file to fetch or cache): a move, a
//! capture, check, low time (when a side's time falls below the player's
//! threshold) and a flag fall, at the volume of the settings. Phones that
//! can vibrate also vibrate at low time.
//!
//! The audio context is made at the first sound, which follows a player's
//! action (browsers start audio only after one).

use std::cell::RefCell;

use rochade_arbiter::Game;
use web_sys::{AudioContext, OscillatorType};
use yew::prelude::*;

/// What a sound tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A move.
    Move,
    /// A capture.
    Capture,
    /// A move that gives check.
    Check,
    /// A side's time fell below the low-time threshold.
    LowTime,
    /// A flag fell.
    Flag,
}

/// A tone: frequency in Hz, start and length in seconds, wave form.
type Tone = (f32, f64, f64, OscillatorType);

impl Cue {
    /// The tones of the cue: short and distinct, rising for check, falling
    /// for the flag, repeated for low time.
    fn tones(self) -> &'static [Tone] {
        use OscillatorType::{Sawtooth, Sine, Square, Triangle};
        match self {
            Cue::Move => &[(520.0, 0.0, 0.07, Triangle)],
            Cue::Capture => &[(392.0, 0.0, 0.06, Square), (294.0, 0.06, 0.09, Square)],
            Cue::Check => &[(784.0, 0.0, 0.1, Sine), (1046.0, 0.1, 0.16, Sine)],
            Cue::LowTime => &[
                (988.0, 0.0, 0.09, Sine),
                (988.0, 0.18, 0.09, Sine),
                (988.0, 0.36, 0.09, Sine),
            ],
            Cue::Flag => &[
                (660.0, 0.0, 0.25, Sawtooth),
                (440.0, 0.25, 0.25, Sawtooth),
                (262.0, 0.5, 0.5, Sawtooth),
            ],
        }
    }
}

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue` at `volume_pct` (0: nothing).
pub fn play(cue: Cue, volume_pct: u32) {
    if volume_pct == 0 {
        return;
    }
    let gain_peak = (volume_pct.min(100) as f32 / 100.0) * 0.4;
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        let Some(ctx) = audio.as_ref() else {
            return;
        };
        if ctx.state() == web_sys::AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        let t0 = ctx.current_time();
        for &(freq, start, length, kind) in cue.tones() {
            let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
                return;
            };
            osc.set_type(kind);
            osc.frequency().set_value(freq);
            let at = t0 + start;
            let g = gain.gain();
            let _ = g.set_value_at_time(0.0001, at);
            let _ = g.exponential_ramp_to_value_at_time(gain_peak, at + 0.01);
            let _ = g.exponential_ramp_to_value_at_time(0.0001, at + length);
            let _ = osc.connect_with_audio_node(&gain);
            let _ = gain.connect_with_audio_node(&ctx.destination());
            let _ = osc.start_with_when(at);
            let _ = osc.stop_with_when(at + length + 0.02);
        }
    });
}

/// Vibrates the phone briefly, where the browser can.
pub fn vibrate() {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().vibrate_with_duration(200);
    }
}

/// The cue of the last move of `game`, if it has one.
pub fn move_cue(game: &Game) -> Option<Cue> {
    let last = game.record().last()?;
    Some(if game.position().is_check() {
        Cue::Check
    } else if last.mv.is_capture() {
        Cue::Capture
    } else {
        Cue::Move
    })
}

/// Sounds each new move of `game`, each side's crossing into low time
/// (`low`, by colour index) and a flag fall, at `volume_pct`.
#[hook]
pub fn use_sounds(game: &Game, low: [bool; 2], flag: bool, volume_pct: u32) {
    // What was already heard: a reload or a game loaded makes no sound.
    let heard = use_mut_ref(|| (game.record().len(), low, flag, true));
    let plies = game.record().len();
    let cue = move_cue(game);
    use_effect(move || {
        let mut h = heard.borrow_mut();
        let first = h.3;
        h.3 = false;
        if !first && plies > h.0 {
            if let Some(c) = cue {
                play(c, volume_pct);
            }
        }
        for (now_low, was_low) in low.iter().zip(h.1) {
            if !first && *now_low && !was_low && !flag {
                play(Cue::LowTime, volume_pct);
                vibrate();
            }
        }
        if !first && flag && !h.2 {
            play(Cue::Flag, volume_pct);
        }
        *h = (plies, low, flag, false);
    });
}
