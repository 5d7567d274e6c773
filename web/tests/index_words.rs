//! index.html's loading line is written before the app and its language
//! packs: its words are a table in an inline script. They must be the
//! message enum's, in every language, or a translation changed in one
//! place would leave the other behind.

use rochade_web::lang::Lang;
use rochade_web::words::i18n::{Msg, t};

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
