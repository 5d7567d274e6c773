//! Typed commands and board keys never panic, and neither does answering
//! what they ask, in every interface language and announcement scheme,
//! during a game with clocks, after it ended, and before it started.
//!
//! Input: byte 0 picks the focused square, byte 1 the side at the bottom,
//! the interface language, the scheme and the game; the rest is the text
//! (also tried as a single key).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::Game;
use rochade_laws::{Color, Square};
use rochade_speech::{Scheme, Settings};
use rochade_web::commands::key_command;
use rochade_web::commands::parse::parse_command;
use rochade_web::lang::Lang;
use rochade_web::words::commands::{Context, answer};

const PGNS: [&str; 3] = [
    // Under way, with clocks.
    "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[TimeControl \"40/5400+30:1800+30\"]\n\n\
     1. e4 {[%clk 1:30:25]} e5 {[%clk 1:30:20]} 2. Nf3 {[%clk 1:29:50]} Nc6 {[%clk 1:29:40]} \
     3. Bb5 {[%clk 1:28:00]} a6 {[%clk 1:27:00]} *\n",
    // Ended by mate.
    "[Event \"Mate\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
     1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
    // Not started, no clock.
    "[Event \"New\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n",
];

fn games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        PGNS.iter()
            .map(|pgn| Game::from_pgn(pgn).expect("the sample games import"))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let [square, pick, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let focus = Square::new(u32::from(square & 63)).expect("0..64 is a square");
    let me = if pick & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let lang = Lang::ALL[usize::from(pick >> 1 & 3) % Lang::ALL.len()];
    let scheme = Scheme::ALL[usize::from(pick >> 3 & 3)];
    let game = &games()[usize::from(pick >> 5) % PGNS.len()];
    let ctx = Context {
        game,
        now: u64::from(square >> 6) * 1_000_000,
        me,
        focus: (square & 0x40 != 0).then_some(focus),
        speech: Settings::new(scheme),
        lang,
    };
    if let Some(cmd) = parse_command(text) {
        let a = rochade_web::words::spoken::plain(&answer(&cmd, &ctx));
        assert!(!a.is_empty(), "{text:?} -> {cmd:?}: empty answer");
    }
    if let Some(cmd) = key_command(text, focus, me) {
        assert_eq!(text.chars().count(), 1, "{text:?} is not a single key");
        let _ = answer(&cmd, &ctx);
    }
});
