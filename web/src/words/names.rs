//! The players, the colours and the pieces in words.
//!
//! A player without a name is a fact, not a word: the game stores the PGN's
//! unknown (`?`, the seven-tag roster of the PGN standard, 8.1.1) and the
//! words for it ("White", "Weiß") are made here, in the language shown,
//! wherever the name is read: on screen, on the printed sheet, in the
//! archive list and in file names.

use rochade_arbiter::Computer;
use rochade_laws::{Color, Role};

use super::i18n::{Lang, Msg, t, tr};

/// "White" or "Black" in `lang`.
pub fn side(lang: Lang, color: Color) -> &'static str {
    t(
        lang,
        if color.is_white() {
            Msg::White
        } else {
            Msg::Black
        },
    )
}

/// The name of a piece on a button or a key in `lang`: the promotion
/// pieces (Art. 3.7.e) and the notation pad's king. A pawn has no button
/// or key of its own (no pawn is promoted to, and the pad enters a pawn
/// move by its squares), so it is not named here.
pub fn piece(lang: Lang, role: Role) -> &'static str {
    t(
        lang,
        match role {
            Role::King => Msg::PadKing,
            Role::Queen => Msg::Queen,
            Role::Rook => Msg::Rook,
            Role::Bishop => Msg::Bishop,
            Role::Knight | Role::Pawn => Msg::Knight,
        },
    )
}

/// The stored name of the player of `color`, `None` for no name: empty,
/// the PGN's `?`, or (in games saved before names were facts) that colour's
/// default word in any language. A black player called "White" keeps the
/// name.
pub fn known_name(name: &str, color: Color) -> Option<&str> {
    let name = name.trim();
    let default = Lang::ALL.iter().any(|&l| name == side(l, color));
    (!(name.is_empty() || name == "?" || default)).then_some(name)
}

/// What a stored name becomes: the name, or the PGN's `?` for no name.
pub fn stored_name(name: &str, color: Color) -> String {
    known_name(name, color).unwrap_or("?").to_string()
}

/// The player's name, or the colour in `lang` for a player without one.
pub fn player_name(name: &str, lang: Lang, color: Color) -> String {
    match known_name(name, color) {
        Some(name) => shown_name(name, lang, color),
        None => side(lang, color).to_string(),
    }
}

/// The computer's name in `lang` ("Rochade nível 3"); its stored name,
/// [`Computer::name`], stays one in every language for PGN.
pub fn computer_name(lang: Lang, computer: &Computer) -> String {
    tr(
        lang,
        Msg::ComputerNamed {
            level: u64::from(computer.level),
        },
    )
}

/// A known stored name as shown: the computer's in `lang`.
fn shown_name(name: &str, lang: Lang, color: Color) -> String {
    match Computer::from_name(color, name) {
        Some(c) => computer_name(lang, &c),
        None => name.to_string(),
    }
}

/// "Anna (White)", or just "White" for a player without a name: the
/// clocks and the scoresheet never read "White (White)".
pub fn player_title(name: &str, lang: Lang, color: Color) -> String {
    let colour = side(lang, color);
    match known_name(name, color) {
        Some(name) => format!("{} ({colour})", shown_name(name, lang, color)),
        None => colour.to_string(),
    }
}

/// The PGN file's name for a game: the players, worded in `lang` where
/// they have no name, and the date (`Weiß-Schwarz-2026.12.01.pgn`).
pub fn file_name(white: &str, black: &str, date: &str, lang: Lang) -> String {
    crate::archive::file_name(
        &player_name(white, lang, Color::White),
        &player_name(black, lang, Color::Black),
        date,
    )
}

/// `game` with a colour's default word as a name (how games were saved
/// before names were facts) made no name; other names are kept.
pub fn forget_default_names(game: rochade_arbiter::Game) -> rochade_arbiter::Game {
    let s = game.setup();
    let (white, black) = (
        stored_name(&s.white, Color::White),
        stored_name(&s.black, Color::Black),
    );
    if (white.as_str(), black.as_str()) == (s.white.as_str(), s.black.as_str()) {
        return game;
    }
    game.with_players(white, black)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_default_word_in_any_language_is_no_name() {
        for name in ["", " ", "?", "White", "Weiß", "Brancas"] {
            assert_eq!(known_name(name, Color::White), None, "{name}");
            assert_eq!(stored_name(name, Color::White), "?", "{name}");
        }
        for name in ["Black", "Schwarz", "Pretas"] {
            assert_eq!(stored_name(name, Color::Black), "?", "{name}");
            assert_eq!(known_name(name, Color::White), Some(name), "{name}");
        }
        assert_eq!(known_name(" Anna ", Color::Black), Some("Anna"));
        assert_eq!(player_name("?", Lang::De, Color::White), "Weiß");
        assert_eq!(player_name("Black", Lang::De, Color::Black), "Schwarz");
        assert_eq!(player_title("Anna", Lang::De, Color::White), "Anna (Weiß)");
        assert_eq!(player_title("?", Lang::En, Color::Black), "Black");
    }

    #[test]
    fn games_saved_with_default_words_reopen_with_no_names() {
        use rochade_arbiter::{Game, GameSetup};
        let old = Game::new(GameSetup::new("White", "Schwarz")).unwrap_or_else(|e| panic!("{e}"));
        let game = forget_default_names(old);
        assert_eq!(
            (game.setup().white.as_str(), game.setup().black.as_str()),
            ("?", "?")
        );
        assert!(game.to_pgn().contains("[White \"?\"]"));
        let named = Game::new(GameSetup::new("Anna", "White")).unwrap_or_else(|e| panic!("{e}"));
        let game = forget_default_names(named);
        assert_eq!(
            (game.setup().white.as_str(), game.setup().black.as_str()),
            ("Anna", "White")
        );
    }
}
