//! The commands of the blind mode as facts (rules for play with visually
//! handicapped players, rule 9d; lichess's blind mode as the anchor), and
//! the single keys that give them while a square of the board has focus.
//! Typed commands are read by [`parse`] (their words in each language are
//! in `words::command_words`) and answered in the words wing
//! (`words::commands`).

pub mod parse;

use rochade_laws::{Color, File, Position, Rank, Role, Square};

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Both clocks.
    Clocks,
    /// The clock of the player's side (the side at the bottom).
    MyClock,
    /// Whose turn it is.
    Turn,
    /// The number of moves completed (rule 9d).
    MovesCompleted,
    /// The last move.
    LastMove,
    /// The moves read back, from a move number on.
    List {
        /// The first move number read (`None`: from the start).
        from: Option<u32>,
    },
    /// The pieces of one side or of both, of one kind or of all.
    Pieces {
        /// The side (`None`: both).
        color: Option<Color>,
        /// The kind (`None`: all).
        role: Option<Role>,
    },
    /// One rank, a-file to h-file.
    Rank(Rank),
    /// One file, first rank to eighth.
    File(File),
    /// One square.
    Square(Square),
    /// The legal moves of the piece on a square (`None`: the focused or
    /// picked-up piece, or else every legal move).
    Legal(Option<Square>),
    /// A pending draw offer.
    Offer,
    /// The state of the game: turn, moves completed, last move, offer, or
    /// the result.
    State,
    /// Help: the list of topics (`None`), or the commands of one topic.
    Help(Option<HelpTopic>),
    /// Offer a draw, or accept the opponent's standing offer (an offer met
    /// by an offer is an agreement, Art. 9.1.2).
    OfferDraw,
    /// Resign (Art. 5.1.2), once confirmed, as the Resign button asks;
    /// with the side when the player names it (`None`: the player at the
    /// device, or the side to move when both are).
    Resign(Option<Color>),
    /// Ask to take back one's last move (casual games).
    TakeBack,
    /// A result as the players write it on their scoresheets (`1-0`,
    /// `0-1`, `1/2-1/2`, `½-½`): over the board it ends the game as they
    /// report it and asks for their approval (2023 Art. 8.7).
    Result(rochade_arbiter::GameResult),
    /// The pieces of the side not on a square that attack it, pinned ones
    /// said (2023 Art. 3.1.2, 3.1.3); on an empty square, each side's.
    /// `None`: the focused or picked-up square.
    Attackers(Option<Square>),
    /// The pieces of the side on a square that defend it (attack it, Art.
    /// 3.1.2), pinned ones said; on an empty square, each side's.
    Defenders(Option<Square>),
    /// Both: each side's pieces that attack a square.
    AttackersAndDefenders(Option<Square>),
    /// The pieces in danger of one side (`None`: both): attacked and not
    /// defended, or attacked by a piece of lower value.
    Hanging(Option<Color>),
    /// The diagonals or lines from a square, each read outwards to the
    /// first piece (`None`: the focused square).
    Scan(Option<Square>, Rays),
    /// The last capture of the game (up to the move reviewed).
    LastCapture,
    /// The captures among the legal moves.
    Captures,
    /// Each side's pieces that can move to a square.
    WhoCanGo(Option<Square>),
    /// Analyse the finished game (after it only, 2023 Art. 11.3.1).
    Analyse,
    /// The analysis's evaluation after the move reviewed, or the last.
    Eval,
    /// The analysis's best move in the position reviewed, or the last.
    Best,
    /// The moves the analysis marked, each with its better move.
    Mistakes,
}

/// Which rays a scan reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rays {
    /// The four diagonals.
    Diagonals,
    /// The four lines: up and down the file, along the rank.
    Lines,
    /// All eight.
    Both,
}

impl Command {
    /// Whether it analyses the position for the player (what attacks
    /// what, what hangs, where pieces can go, what can be taken): off
    /// during play under the arbiter's lock or in a strict game, where a
    /// player may not use sources of information or advice (2023 Art.
    /// 11.3.1). The scans, the rank and file readouts and the squares only
    /// describe the position, as a tactile board does, and stay.
    pub fn is_analysis(&self) -> bool {
        matches!(
            self,
            Command::Attackers(_)
                | Command::Defenders(_)
                | Command::AttackersAndDefenders(_)
                | Command::Hanging(_)
                | Command::Captures
                | Command::WhoCanGo(_)
        )
    }
}

/// The topics of the help, each a short answer of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpTopic {
    /// The clocks, the turn, the moves completed.
    Clock,
    /// The moves: typing one, the last, the list, the legal ones.
    Moves,
    /// The pieces, ranks, files and squares.
    Position,
    /// Draw, resignation, take-back, results, the state of the game.
    Game,
    /// The keys on the board.
    Board,
    /// The questions about the position: attackers, defenders, pieces in
    /// danger, scans, captures, who can go where.
    Questions,
    /// The computer's analysis after the game: analyse, eval, best,
    /// mistakes.
    Analysis,
}

impl HelpTopic {
    /// Every topic, in the order the list of topics names them.
    pub const ALL: [HelpTopic; 7] = [
        HelpTopic::Clock,
        HelpTopic::Moves,
        HelpTopic::Position,
        HelpTopic::Game,
        HelpTopic::Board,
        HelpTopic::Questions,
        HelpTopic::Analysis,
    ];
}
/// The role a piece-jump key names: Shift+K, Q, R, B, N, P.
pub fn role_of_key(key: &str) -> Option<Role> {
    Some(match key {
        "K" => Role::King,
        "Q" => Role::Queen,
        "R" => Role::Rook,
        "B" => Role::Bishop,
        "N" => Role::Knight,
        "P" => Role::Pawn,
        _ => return None,
    })
}

/// The command of a single key pressed on the board's square `focus`
/// (`me`: the side at the bottom). The keys avoid a–h and 1–8, which jump
/// to a file or rank, and Shift+K/Q/R/B/N/P, which jump to a piece (when
/// no other piece of that kind is left, the key lists them instead).
pub fn key_command(key: &str, focus: Square, me: Color) -> Option<Command> {
    Some(match key {
        "t" => Command::Clocks,
        "T" => Command::MyClock,
        "w" => Command::Turn,
        "i" => Command::MovesCompleted,
        "l" => Command::LastMove,
        "L" => Command::List { from: None },
        "m" => Command::Legal(Some(focus)),
        "o" => Command::Pieces {
            color: Some(me),
            role: None,
        },
        "O" => Command::Pieces {
            color: Some(!me),
            role: None,
        },
        "r" => Command::Rank(focus.rank()),
        "v" => Command::File(focus.file()),
        "s" => Command::State,
        "D" => Command::Offer,
        "?" => Command::Help(None),
        "A" => Command::AttackersAndDefenders(Some(focus)),
        "H" => Command::Hanging(None),
        "x" => Command::Scan(Some(focus), Rays::Diagonals),
        "X" => Command::Scan(Some(focus), Rays::Lines),
        "C" => Command::Captures,
        "z" => Command::LastCapture,
        "W" => Command::WhoCanGo(Some(focus)),
        // Shift+E and Shift+M: "e" and "m" jump to the e-file and list the
        // legal moves.
        "E" => Command::Eval,
        "M" => Command::Mistakes,
        k => Command::Pieces {
            color: None,
            role: Some(role_of_key(k)?),
        },
    })
}

/// The position shown: while reviewing, the one after the first `viewing`
/// half-moves of the game (0: the start position), else the game's.
pub fn position_shown(game: &rochade_arbiter::Game, viewing: Option<usize>) -> Position {
    match viewing {
        Some(played) => game
            .record()
            .get(played)
            .map(|r| r.before.clone())
            .unwrap_or_else(|| game.position().clone()),
        None => game.position().clone(),
    }
}

/// A step through the moves of the game, reviewing them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// One half-move back (from the game: the position before its last
    /// move).
    Back,
    /// One half-move on (past the last move: back to the game).
    Forward,
    /// The start position.
    Start,
    /// Back to the game.
    Live,
}

/// The step of a key pressed outside text fields: `[` and `]` one
/// half-move back and on, with Shift (`{`, `}`) to the start and back to
/// the game. A bracket typed without AltGr counts by its character
/// (Brazilian and Dvorak layouts have them on other keys); any other
/// character counts by the key's place (`code`), so that the keys right of
/// P do it on keyboards whose brackets need AltGr (German ü and +, French
/// ^ and $, Spanish ` and +, Portuguese + and ´).
pub fn review_key(code: &str, key: &str, shift: bool) -> Option<ReviewStep> {
    Some(match (key, code, shift) {
        ("[", ..) => ReviewStep::Back,
        ("]", ..) => ReviewStep::Forward,
        ("{", ..) => ReviewStep::Start,
        ("}", ..) => ReviewStep::Live,
        (_, "BracketLeft", false) => ReviewStep::Back,
        (_, "BracketRight", false) => ReviewStep::Forward,
        (_, "BracketLeft", true) => ReviewStep::Start,
        (_, "BracketRight", true) => ReviewStep::Live,
        _ => return None,
    })
}

/// The squares in the board's reading order (top row first, left to
/// right) for an orientation.
pub fn reading_order(orientation: Color) -> Vec<Square> {
    let mut ranks: Vec<Rank> = Rank::ALL.to_vec();
    let mut files: Vec<File> = File::ALL.to_vec();
    match orientation {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    ranks
        .iter()
        .flat_map(|&r| files.iter().map(move |&f| Square::from_coords(f, r)))
        .collect()
}

/// The next square after `from` in reading order (wrapping) with a piece
/// of `role`, of either colour; `None` when there is no other.
pub fn next_piece(pos: &Position, orientation: Color, from: Square, role: Role) -> Option<Square> {
    let order = reading_order(orientation);
    let start = order.iter().position(|&s| s == from)?;
    (1..order.len())
        .map(|i| order[(start + i) % order.len()])
        .find(|&sq| pos.piece_at(sq).is_some_and(|p| p.role == role))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_avoid_the_file_and_rank_jumps() {
        for k in ["a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "8"] {
            assert_eq!(key_command(k, Square::E2, Color::White), None, "{k}");
        }
        assert_eq!(
            key_command("t", Square::E2, Color::White),
            Some(Command::Clocks)
        );
        assert_eq!(
            key_command("m", Square::G1, Color::White),
            Some(Command::Legal(Some(Square::G1)))
        );
        assert_eq!(
            key_command("O", Square::E2, Color::White),
            Some(Command::Pieces {
                color: Some(Color::Black),
                role: None
            })
        );
        assert_eq!(
            key_command("r", Square::E2, Color::Black),
            Some(Command::Rank(Rank::Second))
        );
    }

    #[test]
    fn the_review_keys_are_read_by_their_place_and_their_character() {
        use ReviewStep::*;
        // US layout, and German, where the keys right of P are ü and +.
        for (code, key, shift, step) in [
            ("BracketLeft", "[", false, Some(Back)),
            ("BracketRight", "]", false, Some(Forward)),
            ("BracketLeft", "{", true, Some(Start)),
            ("BracketRight", "}", true, Some(Live)),
            ("BracketLeft", "ü", false, Some(Back)),
            ("BracketRight", "*", true, Some(Live)),
            // French: a dead key.
            ("BracketLeft", "Dead", false, Some(Back)),
            // Dvorak: the brackets on the keys right of 0.
            ("Minus", "[", false, Some(Back)),
            ("Equal", "]", false, Some(Forward)),
            // Brazilian: ´ and [ right of P, ] further right.
            ("BracketLeft", "Dead", false, Some(Back)),
            ("BracketRight", "[", false, Some(Back)),
            ("BracketRight", "{", true, Some(Start)),
            ("Backslash", "]", false, Some(Forward)),
            ("KeyP", "p", false, None),
            ("Digit8", "8", false, None),
        ] {
            assert_eq!(review_key(code, key, shift), step, "{code} {key}");
        }
    }

    #[test]
    fn the_question_keys() {
        let e5 = Square::E5;
        for (key, cmd) in [
            ("A", Command::AttackersAndDefenders(Some(e5))),
            ("H", Command::Hanging(None)),
            ("x", Command::Scan(Some(e5), Rays::Diagonals)),
            ("X", Command::Scan(Some(e5), Rays::Lines)),
            ("C", Command::Captures),
            ("z", Command::LastCapture),
            ("W", Command::WhoCanGo(Some(e5))),
            // The analysis after the game: Shift+E and Shift+M ("e" jumps
            // to the e-file, "m" lists the legal moves).
            ("E", Command::Eval),
            ("M", Command::Mistakes),
        ] {
            assert_eq!(key_command(key, e5, Color::White), Some(cmd), "{key}");
        }
        // Analysis, off under the lock, and descriptions, which stay.
        assert!(Command::Captures.is_analysis());
        assert!(Command::Hanging(None).is_analysis());
        assert!(Command::WhoCanGo(None).is_analysis());
        assert!(Command::Attackers(None).is_analysis());
        assert!(!Command::Scan(None, Rays::Both).is_analysis());
        assert!(!Command::LastCapture.is_analysis());
        assert!(!Command::Rank(Rank::First).is_analysis());
    }

    #[test]
    fn next_piece_follows_the_reading_order_both_ways_round() {
        let pos = Position::new();
        // White at the bottom: b8, g8, then b1, g1, then back to b8.
        assert_eq!(
            next_piece(&pos, Color::White, Square::E2, Role::Knight),
            Some(Square::B1)
        );
        assert_eq!(
            next_piece(&pos, Color::White, Square::B1, Role::Knight),
            Some(Square::G1)
        );
        assert_eq!(
            next_piece(&pos, Color::White, Square::G1, Role::Knight),
            Some(Square::B8)
        );
        // Flipped: the top row is the first rank, read h1 to a1.
        assert_eq!(
            next_piece(&pos, Color::Black, Square::A8, Role::Knight),
            Some(Square::G1)
        );
        assert_eq!(
            next_piece(&pos, Color::Black, Square::G1, Role::Knight),
            Some(Square::B1)
        );
        // The only white king: no other.
        let lone = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            next_piece(&lone, Color::White, Square::E8, Role::Queen),
            None
        );
        assert_eq!(
            next_piece(&lone, Color::White, Square::E8, Role::King),
            Some(Square::E1)
        );
        assert_eq!(reading_order(Color::White)[0], Square::A8);
        assert_eq!(reading_order(Color::Black)[0], Square::H1);
    }
}
