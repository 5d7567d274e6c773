//! PGN export format.

use rochade_clock::TimeControl;
use rochade_laws::{Color, MovetextWriter, Notation, tag_pair};

use super::Annotation;
use crate::game::result_token;
use crate::{Mode, TimedGame};

/// `h:mm:ss` for whole seconds, else `h:mm:ss.t` rounded up to the tenth
/// (so that a time that is not zero never shows as zero).
pub(crate) fn clk(ms: u64) -> String {
    let tenths = ms.div_ceil(100);
    let s = tenths / 10;
    let hms = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    if tenths % 10 == 0 {
        hms
    } else {
        format!("{hms}.{}", tenths % 10)
    }
}

fn tag_value_ok(name: &str) -> bool {
    !name.is_empty() && name.chars().all(super::is_tag_name_char)
}

pub(crate) fn write_game(game: &TimedGame, annotations: &[Annotation]) -> String {
    let setup = game.setup();
    let mut out = String::new();
    let outcome = game.outcome();
    let result = result_token(outcome);
    let mut tag = |name: &str, value: &str| {
        out.push_str(&tag_pair(name, value));
    };
    tag("Event", &setup.event);
    tag("Site", &setup.site);
    tag("Date", &setup.date);
    tag("Round", &setup.round);
    tag("White", &setup.white);
    tag("Black", &setup.black);
    tag("Result", result);
    if setup.time_control != TimeControl::Unknown {
        tag("TimeControl", &setup.time_control.to_string());
    }
    if setup.chess960 {
        tag("Variant", "Chess960");
        tag("SetUp", "1");
        tag("FEN", &game.start_position().to_fen());
    } else if let Some(fen) = &setup.fen {
        tag("SetUp", "1");
        tag("FEN", fen);
    }
    if let Some(o) = outcome {
        tag("Termination", o.reason.pgn_termination());
        tag("Reason", o.reason.describe());
    }
    if let Some(r) = game.referred_claim() {
        // 2023 III.6: concluded, the result for the designated arbiter;
        // the PGN standard's word for a game without a result yet.
        tag("Termination", "unterminated");
        tag("Referred", &r.tag());
        // III.6.1: "the player must write down the final position".
        tag("FinalPosition", &game.position().to_fen());
    }
    // 2023 Art. 8.7: the players who approved the result.
    let approved: Vec<&str> = Color::ALL
        .into_iter()
        .filter(|c| game.approved(*c))
        .map(|c| c.fold("White", "Black"))
        .collect();
    if !approved.is_empty() {
        tag("Approved", &approved.join(", "));
    }
    // Always written: a game without the tag reads as a 2001 game, as
    // written when that edition was the default.
    tag("Laws", &setup.edition.to_string());
    if setup.mode == Mode::Strict {
        tag("Mode", "strict");
    }
    // The lock goes with the game (its digest, never the PIN), and the
    // log's last seal with it, so that an archived game comes back locked
    // and a copy of the seal is kept outside the device's storage.
    if let Some(lock) = &setup.arbiter_lock {
        tag("ArbiterLock", &lock.tag());
    }
    if let Some(seal) = game.log_seals().last() {
        tag("LogSeal", &seal.tag());
    }
    // A locked game going on is still being played at the wooden board
    // while it is in the archive: its clock's state goes with it, so that
    // opened again it shows the time the player to move has used since.
    if let (Some(_), Some(clock), true, false) = (
        &setup.arbiter_lock,
        game.clock(),
        game.is_started(),
        game.is_over(),
    ) {
        let at = clock.last_ms();
        let side = |s: rochade_clock::Side| clock.remaining(s, at);
        let running = match clock.running() {
            Some(rochade_clock::Side::White) => "w",
            Some(rochade_clock::Side::Black) => "b",
            None => "-",
        };
        tag(
            "ClockState",
            &format!(
                "{at} {} {} {running}",
                side(rochade_clock::Side::White),
                side(rochade_clock::Side::Black)
            ),
        );
    }
    // The device the game was kept on, as the arbiter named it at setup.
    if !setup.device.is_empty() {
        tag("Device", &setup.device);
    }
    if let Some(c) = setup.computer {
        tag(
            if c.side == Color::White {
                "WhiteType"
            } else {
                "BlackType"
            },
            "program",
        );
    }
    for (name, value) in &setup.tags {
        let variant = setup.chess960 && name.eq_ignore_ascii_case("Variant");
        if tag_value_ok(name) && !super::KNOWN.contains(&name.as_str()) && !variant {
            tag(name, value);
        }
    }
    out.push('\n');

    let mut movetext = MovetextWriter::new();
    let notes = game.notes();
    let mut note_iter = notes.iter().peekable();
    while let Some(n) = note_iter.next_if(|n| n.ply == 0) {
        movetext.push_comment(&n.kind.english(setup.edition));
    }
    for (i, r) in game.record().iter().enumerate() {
        let ply = i + 1;
        movetext.push_move_text(&r.before, &r.write(&Notation::PGN));
        let annotation = annotations.get(i);
        if let Some(nag) = annotation.and_then(|a| a.nag) {
            movetext.push_nag(nag);
        }
        let mut own: Vec<String> = annotation
            .and_then(|a| a.comment.clone())
            .into_iter()
            .collect();
        if r.draw_offer {
            own.push("(=)".to_string());
        }
        if let Some(ms) = r.clock_ms {
            own.push(format!("[%clk {}]", clk(ms)));
        }
        if !own.is_empty() {
            movetext.push_comment(&own.join(" "));
        }
        while let Some(n) = note_iter.next_if(|n| n.ply == ply) {
            movetext.push_comment(&n.kind.english(setup.edition));
        }
    }
    for n in note_iter {
        movetext.push_comment(&n.kind.english(setup.edition));
    }
    // Half-moves pressed without being recorded (Art. 8.4): the PGN says
    // how many, with the clock readings, since the moves are not known.
    let missing = game.unrecorded();
    if !missing.is_empty() {
        let clocks: Vec<String> = missing
            .iter()
            .filter_map(|u| u.clock_ms)
            .map(|ms| format!("[%clk {}]", clk(ms)))
            .collect();
        // 2023 Art. 8.6: the arbiter accepted the record as it is.
        let why = if game.signed_off() {
            ", signed off by the arbiter (Art. 8.6)"
        } else {
            " (Art. 8.4)"
        };
        movetext.push_comment(
            format!(
                "{} half-moves not recorded{why} {}",
                missing.len(),
                clocks.join(" ")
            )
            .trim_end(),
        );
    }
    out.push_str(&movetext.finish(result));
    out.push('\n');
    out
}
