//! An untimed game in PGN export format (PGN standard 8): the tag pairs
//! its start and edition give, the caller's tags, the movetext.

use crate::{GameResult, LawsGame, Position, tag_pair};

/// The seven-tag roster, in its order (PGN standard 8.1.1).
pub const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The tags [`LawsGame::pgn`] writes from the game itself: its start
/// position (`SetUp`, `FEN`, `Variant` for Chess960) and its edition
/// (`Laws`); given ones are not written.
pub const WRITTEN_TAGS: [&str; 4] = ["SetUp", "FEN", "Variant", "Laws"];

impl LawsGame {
    /// The result token: the automatic end's score, else that of a
    /// `Result` tag among `tags`, else `*` (a game going on).
    pub fn result_token(&self, tags: &[(String, String)]) -> &'static str {
        if let Some(r) = self.result() {
            return r.pgn();
        }
        tags.iter()
            .find(|(n, _)| n == "Result")
            .and_then(|(_, v)| v.parse::<GameResult>().ok())
            .map_or("*", GameResult::pgn)
    }

    /// The game in PGN export format: the seven-tag roster (from `tags`,
    /// `?` where missing), `Variant`, `SetUp` and `FEN` for a start other
    /// than the standard one, the edition (`Laws`), the other `tags` in
    /// their order, then the movetext.
    ///
    /// ```
    /// use rochade_laws::{Edition, LawsGame, Position};
    /// let game = LawsGame::replay(Edition::Fide2001, Position::new(), &["e4"]).unwrap();
    /// let tags = vec![("White".to_string(), "Anna".to_string())];
    /// let pgn = game.pgn(&tags);
    /// assert!(pgn.starts_with("[Event \"?\"]\n"));
    /// assert!(pgn.contains("[White \"Anna\"]\n"));
    /// assert!(pgn.ends_with("[Laws \"FIDE 2001\"]\n\n1. e4 *\n"));
    /// ```
    pub fn pgn(&self, tags: &[(String, String)]) -> String {
        let mut out = String::new();
        let result = self.result_token(tags);
        for name in ROSTER {
            let value = match name {
                "Result" => result,
                _ => tags
                    .iter()
                    .find(|(n, _)| n == name)
                    .map_or(if name == "Date" { "????.??.??" } else { "?" }, |(_, v)| {
                        v.as_str()
                    }),
            };
            out.push_str(&tag_pair(name, value));
        }
        let start = self.start();
        if start.is_chess960() {
            out.push_str(&tag_pair("Variant", "Chess960"));
        }
        if start.is_chess960() || start.to_fen() != Position::new().to_fen() {
            out.push_str(&tag_pair("SetUp", "1"));
            out.push_str(&tag_pair("FEN", &start.to_fen()));
        }
        out.push_str(&tag_pair("Laws", &self.edition().to_string()));
        for (name, value) in tags {
            if !ROSTER.contains(&name.as_str()) && !WRITTEN_TAGS.contains(&name.as_str()) {
                out.push_str(&tag_pair(name, value));
            }
        }
        out.push('\n');
        out.push_str(&self.movetext(result));
        out
    }
}
