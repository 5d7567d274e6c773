//! What the answers to commands and the questions about the position both
//! need: the context of an answer, a list of moves and a line of squares in
//! the move words (2023 Appendix D.2.1), every other word in the interface
//! language.

use rochade_arbiter::Game;
use rochade_laws::{Color, Move, Position, Square};
use rochade_speech::{Announcement, Settings as SpeechSettings, announce_move};

use super::i18n::{Lang, Msg, t, tr};
use super::spoken::{self, SLOT, join, weave};

/// What an answer depends on besides the command.
pub struct Context<'a> {
    /// The game.
    pub game: &'a Game,
    /// Now, in the time source's milliseconds.
    pub now: u64,
    /// The player's side ("my clock", "my pieces"): the side at the bottom.
    pub me: Color,
    /// The focused or picked-up square, for "legal" and the questions
    /// about a square.
    pub focus: Option<Square>,
    /// While reviewing, the half-moves played in the position reviewed
    /// (0: the start position): the position's questions answer the
    /// position shown.
    pub viewing: Option<usize>,
    /// The announcement scheme.
    pub speech: SpeechSettings,
    /// The interface language.
    pub lang: Lang,
}

/// The moves in words, by arrival square (file, then rank), so that the
/// same question always gets the same order; in the scheme (rule 1).
pub(super) fn spoken_moves(
    pos: &Position,
    moves: &[Move],
    speech: &SpeechSettings,
) -> Vec<Announcement> {
    let mut moves = moves.to_vec();
    let key = |m: &Move| {
        (
            m.from().index(),
            m.to().file().index(),
            m.to().rank().index(),
        )
    };
    rochade_speech::sort_short_by(&mut moves, |a, b| key(a).cmp(&key(b)));
    let text = moves
        .iter()
        .map(|m| announce_move(pos, m, speech).text)
        .collect::<Vec<_>>()
        .join(", ");
    vec![Announcement {
        text,
        lang: speech.scheme.lang(),
    }]
}

/// A line of squares, runs of empty squares together: "Rank eins: Anna
/// eins, white rook; Bella eins to David eins, empty; …".
pub(super) fn scan(
    lang: Lang,
    pos: &Position,
    title: Vec<Announcement>,
    squares: &[Square],
    speech: &SpeechSettings,
) -> Vec<Announcement> {
    let mut groups: Vec<Vec<Announcement>> = Vec::new();
    let mut i = 0;
    while i < squares.len() {
        let sq = squares[i];
        if pos.piece_at(sq).is_some() {
            groups.push(spoken::square(lang, pos, sq, speech));
            i += 1;
            continue;
        }
        let mut j = i;
        while j + 1 < squares.len() && pos.piece_at(squares[j + 1]).is_none() {
            j += 1;
        }
        if j == i {
            groups.push(spoken::square(lang, pos, sq, speech));
        } else {
            let range = tr(
                lang,
                Msg::SquareRange {
                    from: SLOT[0],
                    to: SLOT[1],
                },
            );
            let text = format!("{range}, {}", t(lang, Msg::EmptySquares));
            groups.push(weave(
                lang,
                &text,
                &[
                    spoken::square_name(sq, speech),
                    spoken::square_name(squares[j], speech),
                ],
            ));
        }
        i = j + 1;
    }
    join(vec![title, join(groups, "; ")], ": ")
}
