//! How a game ended: the score (Art. 11) and the reason (Art. 5, 6.9, 9,
//! 10, 13.4, Appendices A, B, C).

use core::fmt;

use crate::Edition;
use crate::article::{Article, Part, default_time_article, illegal_move_penalty_article};
pub use rochade_laws::GameResult;
use rochade_laws::{Color, Ending, LawsGame, Position, Role};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Reason {
    /// Art. 5.1 a: the king is checkmated.
    Checkmate,
    /// Art. 5.1 b: a player resigns.
    Resignation,
    /// Art. 5.2 a: the player to move has no legal move and is not in check.
    Stalemate,
    /// Art. 5.2 b (1997: 9.6): neither player can checkmate.
    DeadPosition,
    /// Art. 5.2 c, 9.1: the players agree to a draw.
    Agreement,
    /// Art. 9.2: a correct claim of threefold repetition.
    Repetition,
    /// Art. 9.3: a correct claim under the fifty-move rule.
    FiftyMoves,
    /// Art. 6.9: a player did not complete the prescribed moves in time.
    FlagFall,
    /// Art. 6.9: a flag fell but the opponent cannot checkmate by any series
    /// of legal moves: a draw.
    FlagFallOpponentCannotMate,
    /// Appendix C4: a flag fell but the opponent has no mating potential.
    FlagFallNoMatingPotential,
    /// Art. 10.4, Appendix B8: both flags have fallen.
    BothFlagsFallen,
    /// Art. 7.4 b (1997: 10.3): a third illegal move; Appendix C3: an
    /// illegal move in blitz, claimed by the opponent.
    IllegalMoves,
    /// Art. 10.2 (Appendix D): the arbiter declares a quickplay-finish claim
    /// a draw.
    QuickplayFinish,
    /// Appendix A8: the sealed move is ambiguous, meaningless or illegal.
    InvalidSealedMove,
    /// Art. 13.4 d: the arbiter declares the game lost.
    ArbiterDecision,
    /// 2023 Art. 9.6.1: the same position has appeared at least five
    /// times; drawn without a claim.
    FivefoldRepetition,
    /// 2023 Art. 9.6.2: 75 moves by each player without a pawn move or a
    /// capture; drawn without a claim.
    SeventyFiveMoves,
    /// 2023 Art. 5.1.2: a player resigned, but his opponent cannot
    /// checkmate him by any possible series of legal moves: a draw.
    ResignationOpponentCannotMate,
    /// 2023 Art. 7.5.5: a second completed illegal move, but the opponent
    /// cannot checkmate the player by any possible series of legal moves:
    /// a draw.
    IllegalMovesOpponentCannotMate,
    /// 2023 Art. 6.7.1 (2001 Art. 6.6; 2023 Guidelines I.10 on
    /// resumption): the player did not arrive by the default time and the
    /// arbiter ruled the game lost.
    LostByDefault,
    /// The result the players reported over the board, as they indicate it
    /// at the conclusion of the game (2023 Art. 8.7: "Even if incorrect,
    /// this result shall stand, unless the arbiter decides otherwise"):
    /// no reason is invented for it.
    Reported,
}

impl Reason {
    /// The reason in words, for announcements and the PGN `Termination`
    /// detail.
    ///
    /// ```
    /// use rochade_arbiter::Reason;
    /// assert_eq!(Reason::FiftyMoves.describe(), "fifty-move rule");
    /// ```
    pub fn describe(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Resignation => "resignation",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead position",
            Reason::Agreement => "agreement",
            Reason::Repetition => "threefold repetition",
            Reason::FiftyMoves => "fifty-move rule",
            Reason::FlagFall => "flag fall",
            Reason::FlagFallOpponentCannotMate => "flag fall, opponent cannot checkmate",
            Reason::FlagFallNoMatingPotential => "flag fall, no mating potential",
            Reason::BothFlagsFallen => "both flags fallen",
            Reason::IllegalMoves => "illegal moves",
            Reason::QuickplayFinish => "quickplay finish",
            Reason::InvalidSealedMove => "invalid sealed move",
            Reason::ArbiterDecision => "arbiter's decision",
            Reason::FivefoldRepetition => "fivefold repetition",
            Reason::SeventyFiveMoves => "seventy-five-move rule",
            Reason::ResignationOpponentCannotMate => "resignation, opponent cannot checkmate",
            Reason::IllegalMovesOpponentCannotMate => "illegal moves, opponent cannot checkmate",
            Reason::LostByDefault => "lost by default",
            Reason::Reported => "result reported by the players",
        }
    }

    /// The reason from [`Reason::describe`]'s words.
    pub fn from_description(s: &str) -> Option<Reason> {
        Reason::ALL
            .into_iter()
            .find(|r| r.describe().eq_ignore_ascii_case(s.trim()))
    }

    /// Every reason.
    pub const ALL: [Reason; 21] = [
        Reason::Checkmate,
        Reason::Resignation,
        Reason::Stalemate,
        Reason::DeadPosition,
        Reason::Agreement,
        Reason::Repetition,
        Reason::FiftyMoves,
        Reason::FlagFall,
        Reason::FlagFallOpponentCannotMate,
        Reason::FlagFallNoMatingPotential,
        Reason::BothFlagsFallen,
        Reason::IllegalMoves,
        Reason::QuickplayFinish,
        Reason::InvalidSealedMove,
        Reason::ArbiterDecision,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
        Reason::ResignationOpponentCannotMate,
        Reason::IllegalMovesOpponentCannotMate,
        Reason::LostByDefault,
        Reason::Reported,
    ];

    /// The value of the PGN `Termination` tag (PGN standard 9.8.1).
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Reason::FlagFall
            | Reason::FlagFallOpponentCannotMate
            | Reason::FlagFallNoMatingPotential
            | Reason::BothFlagsFallen => "time forfeit",
            Reason::IllegalMoves
            | Reason::IllegalMovesOpponentCannotMate
            | Reason::InvalidSealedMove => "rules infraction",
            Reason::QuickplayFinish | Reason::ArbiterDecision => "adjudication",
            Reason::LostByDefault => "abandoned",
            _ => "normal",
        }
    }
}

impl From<Ending> for Reason {
    fn from(e: Ending) -> Reason {
        match e {
            Ending::Checkmate => Reason::Checkmate,
            Ending::Stalemate => Reason::Stalemate,
            Ending::DeadPosition => Reason::DeadPosition,
            Ending::FivefoldRepetition => Reason::FivefoldRepetition,
            Ending::SeventyFiveMoves => Reason::SeventyFiveMoves,
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The end of a game: score and reason.
///
/// ```
/// use rochade_arbiter::{GameResult, Outcome, Reason};
/// let o = Outcome { result: GameResult::BlackWins, reason: Reason::Resignation };
/// assert_eq!(o.to_string(), "0-1 (resignation)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The score.
    #[serde(with = "crate::ser::GameResultDef")]
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
}

impl Outcome {
    /// A win for `color`.
    pub fn win(color: Color, reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::win(color),
            reason,
        }
    }

    /// A draw.
    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }
}

impl Outcome {
    /// The automatic end `game` has reached, if it has: its score and
    /// reason.
    pub fn of_laws_game(game: &LawsGame) -> Option<Outcome> {
        Some(Outcome {
            result: game.result()?,
            reason: game.ending()?.into(),
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result, self.reason)
    }
}

/// Appendix C4: "In order to win, a player must have 'mating potential'.
/// [...] Thus two knights and a king against a lone king is insufficient,
/// but a rook and king against a knight and king is sufficient."
///
/// This is [`Position::can_checkmate`] with the two-knights case of C4
/// added: a king with only knights cannot win against a lone king.
///
/// ```
/// use rochade_arbiter::has_mating_potential;
/// use rochade_laws::{Color, Position};
/// let knn_k = Position::from_fen("8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1").unwrap();
/// assert!(knn_k.can_checkmate(Color::White));
/// assert!(!has_mating_potential(&knn_k, Color::White));
/// let kr_kn = Position::from_fen("8/8/4k3/8/4n3/2R5/8/4K3 w - - 0 1").unwrap();
/// assert!(has_mating_potential(&kr_kn, Color::White));
/// ```
pub fn has_mating_potential(pos: &Position, color: Color) -> bool {
    if !pos.can_checkmate(color) {
        return false;
    }
    let ours = pos.by_color(color);
    let theirs = pos.by_color(!color);
    let only_knights = (ours & !pos.by_role(Role::King) & !pos.by_role(Role::Knight)).is_empty();
    let lone_king = (theirs & !pos.by_role(Role::King)).is_empty();
    !(only_knights && lone_king)
}

impl Reason {
    /// The article of the ending in `edition`'s numbering, for the result
    /// line: 2023 Art. 5.1.1 checkmate … 9.6.2 seventy-five moves; 2001 Art.
    /// 5.1 a … 9.3. `None` where the edition has no such ending (the 2023
    /// Laws have no mating-potential rule, C4 of 2001).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, Reason};
    /// assert_eq!(Reason::DeadPosition.article(Edition::Fide2023).unwrap().to_string(), "Art. 5.2.2");
    /// assert_eq!(Reason::DeadPosition.article(Edition::Fide2001).unwrap().to_string(), "Art. 5.2 b");
    /// assert_eq!(Reason::QuickplayFinish.article(Edition::Fide2023).unwrap().to_string(), "Guidelines III.5.1");
    /// ```
    pub fn article(self, edition: Edition) -> Option<Article> {
        let a = |n| Some(Article::art(edition, n));
        let app = |n| Some(Article::new(edition, Part::Appendix, n));
        let g = |n| Some(Article::new(edition, Part::Guidelines, n));
        match edition {
            Edition::Fide2023 => match self {
                Reason::Checkmate => a("5.1.1"),
                Reason::Resignation | Reason::ResignationOpponentCannotMate => a("5.1.2"),
                Reason::Stalemate => a("5.2.1"),
                Reason::DeadPosition => a("5.2.2"),
                Reason::Agreement => a("5.2.3"),
                Reason::Repetition => a("9.2"),
                Reason::FiftyMoves => a("9.3"),
                Reason::FlagFall | Reason::FlagFallOpponentCannotMate => a("6.9"),
                Reason::FlagFallNoMatingPotential => None,
                Reason::BothFlagsFallen => g("III.3.1.2"),
                Reason::IllegalMoves | Reason::IllegalMovesOpponentCannotMate => a("7.5.5"),
                Reason::QuickplayFinish => g("III.5.1"),
                Reason::InvalidSealedMove => g("I.8"),
                Reason::ArbiterDecision => a("12.9.6"),
                Reason::FivefoldRepetition => a("9.6.1"),
                Reason::SeventyFiveMoves => a("9.6.2"),
                Reason::LostByDefault => Some(default_time_article(edition)),
                Reason::Reported => a("8.7"),
            },
            Edition::Fide2001 | Edition::Fide1997 => {
                let old = edition == Edition::Fide1997;
                match self {
                    Reason::Checkmate => a("5.1 a"),
                    Reason::Resignation => a("5.1 b"),
                    Reason::Stalemate => a(if old { "5.2" } else { "5.2 a" }),
                    Reason::DeadPosition => a(if old { "9.6" } else { "5.2 b" }),
                    Reason::Agreement => a(if old { "5.3" } else { "5.2 c" }),
                    Reason::Repetition => a("9.2"),
                    Reason::FiftyMoves => a("9.3"),
                    Reason::FlagFall | Reason::FlagFallOpponentCannotMate => a("6.9"),
                    Reason::FlagFallNoMatingPotential => app("C4"),
                    Reason::BothFlagsFallen => {
                        if old {
                            a("10.4")
                        } else {
                            app("B8")
                        }
                    }
                    Reason::IllegalMoves => Some(illegal_move_penalty_article(edition)),
                    Reason::QuickplayFinish => a("10.2"),
                    Reason::InvalidSealedMove => app("A8"),
                    Reason::ArbiterDecision => a("13.4 d"),
                    Reason::LostByDefault => Some(default_time_article(edition)),
                    // The older Laws have no rule on the players'
                    // indication of the result.
                    Reason::Reported
                    | Reason::FivefoldRepetition
                    | Reason::SeventyFiveMoves
                    | Reason::ResignationOpponentCannotMate
                    | Reason::IllegalMovesOpponentCannotMate => None,
                }
            }
        }
    }
}
