//! index.html's loading line and pre-drawn board are written before the
//! app and its language packs: their words are tables in an inline script.
//! They must be the message enum's, in every language, or a translation
//! changed in one place would leave the other behind.

use rochade_web::lang::Lang;
use rochade_web::words::i18n::{Msg, t, tr};

#[test]
fn the_loading_lines_words_are_the_messages_of_each_language() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html"))
        .unwrap_or_else(|e| panic!("index.html: {e}"));
    for lang in Lang::ALL {
        let row = format!(
            "{}: ['{}', '{}'],",
            lang.tag(),
            t(lang, Msg::LoadingApp),
            t(lang, Msg::LoadingTapped)
        );
        assert!(html.contains(&row), "index.html lacks the row {row}");
    }
}

/// The pre-drawn board's words in the order of index.html's slots
/// (`button, p, label, span.clock-name, span.clock-state`), as the app's
/// first screen shows them.
#[test]
fn the_pre_drawn_boards_words_are_the_messages_of_each_language() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html"))
        .unwrap_or_else(|e| panic!("index.html: {e}"));
    for lang in Lang::ALL {
        let white = t(lang, Msg::White);
        let words = [
            t(lang, Msg::NewGame).to_string(),
            t(lang, Msg::FlipBoard).to_string(),
            t(lang, Msg::Settings).to_string(),
            t(lang, Msg::PgnAndArchive).to_string(),
            tr(lang, Msg::ToMove { side: white }),
            String::new(),
            t(lang, Msg::Black).to_string(),
            t(lang, Msg::ClockStopped).to_string(),
            white.to_string(),
            t(lang, Msg::ClockStopped).to_string(),
            t(lang, Msg::StartClock).to_string(),
            t(lang, Msg::StartClockButton).to_string(),
            String::new(),
            t(lang, Msg::MoveInput).to_string(),
            t(lang, Msg::Play).to_string(),
            t(lang, Msg::MoveInputHelp).to_string(),
        ];
        let quoted: Vec<String> = words.iter().map(|w| format!("{w:?}")).collect();
        let row = format!("{}: [{}],", lang.tag(), quoted.join(", "));
        assert!(html.contains(&row), "index.html lacks the row\n{row}");
    }
}
