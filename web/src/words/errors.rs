//! The crates' refusals and errors in the interface language.
//!
//! The crates write their errors in English (`Display`) for logs and
//! tests; the player reads them here, built from the typed errors and the
//! translation tables: the arbiter's refusals ([`GameError`]), the clock's
//! ([`ClockError`]), impossible or unreadable time controls
//! ([`ControlError`], [`ParseTimeControlError`]), FEN errors
//! ([`FenError`]), PGN tag pairs ([`TagError`]), and the penalties and time
//! controls shown in words, why stored JSON could not be read, and why a
//! move text is not a legal move ([`ParseMoveError`]).

use rochade_arbiter::pgn::TagError;
use rochade_arbiter::{Edition, GameError, QuickplayRefusal, SetupError};
use rochade_clock::{ClockError, ControlError, ParseTimeControlError, Side};
use rochade_laws::{FenError, FenErrorKind, FenField, ParseMoveError};

use super::i18n::{Lang, Msg, t, tr};
use super::names::side as colour;
use crate::storage::{JsonCategory, JsonError};
use crate::time_control_draft::{CustomControl, DraftError, Field, PerMoveKind};

/// "White" or "Black" in `lang`, for a side of the clock.
fn side_name(lang: Lang, s: Side) -> &'static str {
    colour(lang, s.into())
}

/// The text of `err` in `lang`, in the 2001 numbering (for a refusal
/// without a game; a game's refusal reads [`game_error_text_in`] its own
/// edition).
pub fn game_error_text(lang: Lang, err: &GameError) -> String {
    game_error_text_in(lang, err, Edition::Fide2001)
}

/// The text of `err` in `lang`, citing `edition`'s numbering where the
/// refusal names a rule (a 2023 game never reads "Art. 10.2").
pub fn game_error_text_in(lang: Lang, err: &GameError, edition: Edition) -> String {
    match err {
        GameError::GameOver(o) => tr(
            lang,
            Msg::ErrGameOver {
                result: &super::outcome::outcome_text_in(o, lang, edition),
            },
        ),
        GameError::InvalidSetup(why) => setup_error_text(lang, why),
        GameError::AlreadyStarted => t(lang, Msg::ErrAlreadyStarted).into(),
        GameError::Move(e) => tr(
            lang,
            Msg::IllegalMove {
                why: &move_error_text(lang, e),
            },
        ),
        GameError::NotYourTurn { to_move } => tr(
            lang,
            Msg::ErrNotYourTurn {
                side: colour(lang, *to_move),
            },
        ),
        GameError::NoOffer => t(lang, Msg::ErrNoOffer).into(),
        GameError::OwnOffer => t(lang, Msg::ErrOwnOffer).into(),
        GameError::OfferStanding => t(lang, Msg::ErrOfferStanding).into(),
        GameError::OpponentOfferStanding => t(lang, Msg::ErrOpponentOffer).into(),
        // 2023 Art. 11.5, 2001 Art. 12.5.
        GameError::TooManyOffers => {
            super::cite(t(lang, Msg::ErrTooManyOffers).into(), err.article(edition))
        }
        GameError::Clock(e) => tr(
            lang,
            Msg::ErrClock {
                why: &clock_error_text_in(lang, e, edition),
            },
        ),
        GameError::Untimed => t(lang, Msg::ErrUntimed).into(),
        GameError::FlagNotFallen => t(lang, Msg::ErrFlagNotFallen).into(),
        GameError::QuickplayNotAllowed(why) => tr(
            lang,
            Msg::ErrQuickplayNotAllowed {
                why: &quickplay_refusal_text(lang, *why, edition),
            },
        ),
        GameError::NoQuickplayClaim => t(lang, Msg::ErrNoQuickplayClaim).into(),
        GameError::QuickplayPending => t(lang, Msg::ErrQuickplayPending).into(),
        GameError::NotInEdition => t(lang, Msg::ErrNotInEdition).into(),
        GameError::Adjourned => t(lang, Msg::ErrAdjourned).into(),
        GameError::NotAdjourned => t(lang, Msg::ErrNotAdjourned).into(),
        GameError::CasualOnly => t(lang, Msg::ErrCasualOnly).into(),
        GameError::NothingToTakeBack => t(lang, Msg::NothingToTakeBack).into(),
        GameError::BadPly(p) => tr(lang, Msg::ErrBadPly { n: *p as u64 }),
        GameError::NoTakeBackRequest => t(lang, Msg::ErrNoTakeBackRequest).into(),
        GameError::OwnTakeBackRequest => t(lang, Msg::ErrOwnTakeBackRequest).into(),
        GameError::TakeBackRequested => t(lang, Msg::ErrTakeBackRequested).into(),
        GameError::OpponentTakeBackRequested => t(lang, Msg::ErrOpponentTakeBack).into(),
        GameError::AgreementBeforeBothMoved => t(lang, Msg::ErrAgreementBeforeBothMoved).into(),
        GameError::IllegalMoveStands => t(lang, Msg::ErrIllegalMoveStands).into(),
        GameError::NotAPromotion => t(lang, Msg::ErrNotAPromotion).into(),
        GameError::GuidelinesNotAnnounced => t(lang, Msg::ErrGuidelinesNotAnnounced).into(),
        GameError::GuidelinesNotApplicable => t(lang, Msg::ErrGuidelinesNotApplicable).into(),
        GameError::NoIncrementRequest => t(lang, Msg::ErrNoIncrementRequest).into(),
        // 2023 Art. 6.7.1, 2001 Art. 6.6 (Guidelines I.10 / Appendix A10
        // on resumption: the library cites the start's rule).
        GameError::PlayerPresent => format!(
            "{} ({})",
            t(lang, Msg::ErrPlayerPresent),
            rochade_arbiter::default_time_article(edition)
        ),
        GameError::DrawAgreementForbidden { from_move } => {
            let words = match from_move {
                Some(n) => tr(
                    lang,
                    Msg::ErrDrawNotBefore {
                        moves: &n.to_string(),
                    },
                ),
                None => t(lang, Msg::ErrDrawNever).into(),
            };
            super::cite(words, err.article(edition))
        }
        GameError::ColoursReversedTooLate => format!(
            "{} ({})",
            t(lang, Msg::ErrColoursReversedTooLate),
            rochade_arbiter::colours_reversed_article(edition)
        ),
        GameError::DefaultTimeNotReached { remaining_ms } => format!(
            "{} ({})",
            tr(
                lang,
                Msg::ErrDefaultTimeNotReached {
                    time: &super::arbiter::duration(*remaining_ms),
                },
            ),
            rochade_arbiter::default_time_article(edition)
        ),
        GameError::MustRecord => t(lang, Msg::ErrMustRecord).into(),
        GameError::MovesMissing(n) => tr(lang, Msg::ErrMovesMissing { n: *n as u64 }),
        GameError::NothingMissing => t(lang, Msg::ErrNothingMissing).into(),
        GameError::NotOver => t(lang, Msg::ErrNotOver).into(),
        GameError::AlreadyApproved => t(lang, Msg::ErrAlreadyApproved).into(),
        GameError::PinWait { remaining_ms } => tr(
            lang,
            Msg::ErrPinWait {
                n: remaining_ms.div_ceil(1000),
            },
        ),
        GameError::LockWeakened => t(lang, Msg::ErrLockWeakened).into(),
        GameError::NotLocked => t(lang, Msg::ErrNotLocked).into(),
        GameError::HeldAfterLeave => t(lang, Msg::ErrHeldAfterLeave).into(),
        GameError::SignedOff => t(lang, Msg::ErrSignedOff).into(),
        GameError::ClaimReferred => t(lang, Msg::ErrClaimReferred).into(),
        GameError::NoReferredClaim => t(lang, Msg::ErrNoReferredClaim).into(),
        GameError::ResumptionAlreadyDue => t(lang, Msg::ErrResumptionAlreadyDue).into(),
    }
}

/// Why a game cannot be set up: a bad FEN names its field and character;
/// an impossible time control says what is wrong with it (Art. 6.2).
pub fn setup_error_text(lang: Lang, err: &SetupError) -> String {
    match err {
        SetupError::Fen(e) => fen_error_text(lang, e),
        // "Invalid time control: …" says it all.
        SetupError::Clock(e @ ClockError::InvalidControl(_)) => clock_error_text(lang, e),
        SetupError::Clock(e) => tr(
            lang,
            Msg::ErrInvalidSetup {
                why: &clock_error_text(lang, e),
            },
        ),
    }
}

/// Why a quickplay claim (2023 Guidelines III.4–III.6, 2001 Art. 10.2)
/// is not possible now, with the rule in `edition`'s numbering.
pub fn quickplay_refusal_text(lang: Lang, why: QuickplayRefusal, edition: Edition) -> String {
    let text = t(
        lang,
        match why {
            QuickplayRefusal::Blitz => Msg::QpBlitz,
            QuickplayRefusal::NotInQuickplayFinish => Msg::QpNotInFinish,
            QuickplayRefusal::FlagFallen => Msg::QpFlagFallen,
            QuickplayRefusal::TwoMinutesOrMore => Msg::QpTwoMinutes,
        },
    );
    format!("{text} ({})", why.article(edition))
}

/// What the clock refused in a game of `edition`, citing its own number
/// (2023 Art. 6.6, 6.11.1, 6.2.1; 2001 Art. 6.5, 6.12, 6.7; 6.9 in both).
pub fn clock_error_text_in(lang: Lang, err: &ClockError, edition: Edition) -> String {
    let text = clock_error_text(lang, err);
    match rochade_arbiter::clock_error_article(err, edition) {
        Some(a) => super::cite(text, Some(a)),
        None => text,
    }
}

/// What the clock refused (Art. 6), in the 2001 numbering.
pub fn clock_error_text(lang: Lang, err: &ClockError) -> String {
    match err {
        ClockError::InvalidControl(e) => tr(
            lang,
            Msg::InvalidTimeControl {
                why: control_error_text(lang, e).as_str(),
            },
        ),
        ClockError::NotStarted => t(lang, Msg::ClkNotStarted).into(),
        ClockError::AlreadyStarted => t(lang, Msg::ClkAlreadyStarted).into(),
        ClockError::Paused => t(lang, Msg::ClkPaused).into(),
        ClockError::NotPaused => t(lang, Msg::ClkNotPaused).into(),
        ClockError::NotRunning => t(lang, Msg::ClkNotRunning).into(),
        ClockError::WrongSide { pressed, running } => tr(
            lang,
            Msg::ClkWrongSide {
                pressed: side_name(lang, *pressed),
                running: side_name(lang, *running),
            },
        ),
        ClockError::FlagFallen { side, .. } => tr(
            lang,
            Msg::ClkFlagFallen {
                side: side_name(lang, *side),
            },
        ),
        ClockError::TimeWentBackwards { .. } => t(lang, Msg::ClkTimeBackwards).into(),
    }
}

/// Why a time control cannot be played (Art. 6.2).
pub fn control_error_text(lang: Lang, err: &ControlError) -> String {
    let period = |p: &usize| (p + 1).to_string();
    match err {
        ControlError::NoPeriods => t(lang, Msg::CtlNoPeriods).into(),
        ControlError::ZeroMoves { period: p } => tr(lang, Msg::CtlZeroMoves { period: &period(p) }),
        ControlError::ZeroTime { period: p } => tr(lang, Msg::CtlZeroTime { period: &period(p) }),
        ControlError::ZeroInitialTime => t(lang, Msg::CtlZeroInitialTime).into(),
        ControlError::SuddenDeathNotLast { period: p } => {
            tr(lang, Msg::CtlSuddenDeathNotLast { period: &period(p) })
        }
        ControlError::NotTimed => t(lang, Msg::CtlNotTimed).into(),
    }
}

/// "Invalid time control: …" for a time control typed by the player (PGN
/// `TimeControl` notation) that cannot be read or cannot be played.
pub fn time_control_error_text(lang: Lang, err: &ParseTimeControlError) -> String {
    let detail = match err {
        ParseTimeControlError::Empty => t(lang, Msg::TcEmpty).into(),
        ParseTimeControlError::Syntax { field } => tr(lang, Msg::TcSyntax { text: field }),
        ParseTimeControlError::Overflow { field } => tr(lang, Msg::TcOverflow { text: field }),
        ParseTimeControlError::Invalid(e) => control_error_text(lang, e),
    };
    tr(lang, Msg::InvalidTimeControl { why: &detail })
}

/// The label of a field of the time control editor, as the form shows it
/// (the per-move field is named after the period's rule).
pub fn draft_field_label(lang: Lang, field: Field, kind: PerMoveKind) -> &'static str {
    t(
        lang,
        match (field, kind) {
            (Field::Moves, _) => Msg::TceMoves,
            (Field::Minutes, _) => Msg::TceMinutes,
            (Field::Seconds, _) => Msg::TceSeconds,
            (Field::PerMove, PerMoveKind::Delay) => Msg::TceDelaySeconds,
            (Field::PerMove, PerMoveKind::Bronstein) => Msg::TceBronsteinSeconds,
            (Field::PerMove, _) => Msg::TceIncrementSeconds,
        },
    )
}

/// "Invalid time control: …" for the custom control of the new-game form:
/// a field of the editor that cannot be read (named with its period and
/// label), text that cannot be read, or the clock crate's reason why the
/// control cannot be played.
pub fn draft_error_text(lang: Lang, control: &CustomControl, err: &DraftError) -> String {
    let at_field = |period: &usize, field: &Field, text: &str, too_large: bool| {
        let kind = control
            .periods
            .get(*period)
            .map_or(PerMoveKind::None, |p| p.kind);
        let period = (period + 1).to_string();
        let field = draft_field_label(lang, *field, kind);
        let m = if too_large {
            Msg::TceTooLarge {
                period: &period,
                field,
                value: text,
            }
        } else {
            Msg::TceNotANumber {
                period: &period,
                field,
                value: text,
            }
        };
        tr(lang, m)
    };
    let detail = match err {
        DraftError::NotANumber {
            period,
            field: f,
            text,
        } => at_field(period, f, text, false),
        DraftError::TooLarge {
            period,
            field: f,
            text,
        } => at_field(period, f, text, true),
        DraftError::Control(e) => control_error_text(lang, e),
        DraftError::Text(e) => return time_control_error_text(lang, e),
    };
    tr(lang, Msg::InvalidTimeControl { why: &detail })
}

/// The name of a FEN field.
fn fen_field_text(lang: Lang, field: FenField) -> &'static str {
    t(
        lang,
        match field {
            FenField::Board => Msg::FenFieldBoard,
            FenField::Turn => Msg::FenFieldTurn,
            FenField::Castling => Msg::FenFieldCastling,
            FenField::EnPassant => Msg::FenFieldEnPassant,
            FenField::HalfmoveClock => Msg::FenFieldHalfmove,
            FenField::FullmoveNumber => Msg::FenFieldFullmove,
        },
    )
}

/// What is wrong with a FEN ("Black has no king").
pub fn fen_error_kind_text(lang: Lang, kind: &FenErrorKind) -> String {
    let ch = |c: &char| rochade_laws::quoted_char(*c);
    match kind {
        FenErrorKind::FieldCount { found } => tr(
            lang,
            Msg::FenFieldCount {
                n: &found.to_string(),
            },
        ),
        FenErrorKind::BadPieceLetter(c) => tr(lang, Msg::FenBadPiece { char: &ch(c) }),
        FenErrorKind::RankTooLong { rank } => tr(
            lang,
            Msg::FenRankTooLong {
                rank: &rank.to_string(),
            },
        ),
        FenErrorKind::RankTooShort { rank, squares } => tr(
            lang,
            Msg::FenRankTooShort {
                rank: &rank.to_string(),
                n: *squares as u64,
            },
        ),
        FenErrorKind::RankCount { found } => tr(
            lang,
            Msg::FenRankCount {
                n: &found.to_string(),
            },
        ),
        FenErrorKind::MissingKing(c) => tr(
            lang,
            Msg::FenMissingKing {
                side: colour(lang, *c),
            },
        ),
        FenErrorKind::TooManyKings(c) => tr(
            lang,
            Msg::FenTooManyKings {
                side: colour(lang, *c),
            },
        ),
        FenErrorKind::PawnOnBackRank(sq) => tr(
            lang,
            Msg::FenPawnOnBackRank {
                square: &sq.to_string(),
            },
        ),
        FenErrorKind::OppositeCheck => t(lang, Msg::FenOppositeCheck).into(),
        FenErrorKind::BadTurn => t(lang, Msg::FenBadTurn).into(),
        FenErrorKind::BadCastlingChar(c) => tr(lang, Msg::FenBadCastlingChar { char: &ch(c) }),
        // Chess960's "no king on the first rank" and "no rook for this
        // right" say the same as standard chess' message.
        FenErrorKind::CastlingContradictsBoard(c)
        | FenErrorKind::NoCastlingKing(c)
        | FenErrorKind::NoCastlingRook(c) => {
            tr(lang, Msg::FenCastlingContradicts { right: &ch(c) })
        }
        FenErrorKind::BadEnPassant => t(lang, Msg::FenBadEnPassant).into(),
        FenErrorKind::ImpossibleEnPassant(sq) => tr(
            lang,
            Msg::FenImpossibleEnPassant {
                square: &sq.to_string(),
            },
        ),
        FenErrorKind::BadHalfmoveClock => t(lang, Msg::FenBadHalfmove).into(),
        FenErrorKind::BadFullmoveNumber => t(lang, Msg::FenBadFullmove).into(),
    }
}

/// `key` (`FenDetail` or `FenErrorAt`) filled with the field, the character
/// (counted from 1) and what is wrong.
fn fen_error_with(lang: Lang, inside_pgn: bool, e: &FenError) -> String {
    let field = fen_field_text(lang, e.field);
    let at = (e.position + 1).to_string();
    let why = fen_error_kind_text(lang, &e.kind);
    let (at, why) = (at.as_str(), why.as_str());
    if inside_pgn {
        tr(lang, Msg::FenDetail { field, at, why })
    } else {
        tr(lang, Msg::FenErrorAt { field, at, why })
    }
}

/// "castling field, character 47: …" (inside a PGN error).
pub fn fen_error_detail(lang: Lang, e: &FenError) -> String {
    fen_error_with(lang, true, e)
}

/// "Invalid FEN, castling field, character 47: …".
pub fn fen_error_text(lang: Lang, e: &FenError) -> String {
    fen_error_with(lang, false, e)
}

/// What is wrong with a PGN tag pair.
pub fn tag_error_text(lang: Lang, e: TagError) -> &'static str {
    t(
        lang,
        match e {
            TagError::MissingName => Msg::TagMissingName,
            TagError::ExpectedQuote => Msg::TagExpectedQuote,
            TagError::UnclosedValue => Msg::TagUnclosedValue,
            TagError::ExpectedBracket => Msg::TagExpectedBracket,
        },
    )
}

/// Why a move text names no legal move, without the position: the app's
/// own refusals word it with the piece and the rule (`AppState`), a PGN
/// import error and other callers with this.
pub fn move_error_text(lang: Lang, e: &ParseMoveError) -> String {
    match e {
        ParseMoveError::Illegal { .. } => t(lang, Msg::PgnMoveIllegal).to_string(),
        ParseMoveError::Ambiguous { candidates } => tr(
            lang,
            Msg::PgnMoveAmbiguous {
                n: candidates.len() as u64,
            },
        ),
        ParseMoveError::Malformed { position, .. } => tr(
            lang,
            Msg::MoveUnreadableAt {
                at: &(position + 1).to_string(),
            },
        ),
    }
}

/// Why stored JSON could not be read, with its line and column when known:
/// the parser's own message is English.
pub fn json_error_text(lang: Lang, e: &JsonError) -> String {
    let (line, column) = (e.line.to_string(), e.column.to_string());
    let (line, column) = (line.as_str(), column.as_str());
    match (e.category, e.line > 0) {
        (JsonCategory::Syntax, true) => tr(lang, Msg::JsonSyntax { line, column }),
        (JsonCategory::Syntax, false) => tr(lang, Msg::JsonSyntaxUnplaced),
        (JsonCategory::Eof, _) => tr(lang, Msg::JsonEof { line, column }),
        // Read from the value, not the text: never placed.
        (JsonCategory::Data, _) => tr(lang, Msg::JsonData),
        (JsonCategory::Newer, _) => tr(lang, Msg::JsonNewer),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_language_pack_cut_short_is_refused_in_the_interface_language() {
        let Err(crate::words::i18n::pack::PackError::Json(e)) =
            crate::words::i18n::pack::install(Lang::De, "[\"0123\", ")
        else {
            panic!("a pack cut short is refused");
        };
        assert_eq!(
            json_error_text(Lang::De, &e),
            "die Daten enden vorzeitig in Zeile 1, Spalte 9"
        );
    }

    use super::super::clock::{control_text, penalty_text, preset_name};
    use super::*;
    use rochade_arbiter::Penalty;
    use rochade_arbiter::{Event, Game, GameSetup};
    use rochade_clock::TimeControl;
    use rochade_laws::Color;

    #[test]
    fn refusals_read_in_the_interface_language() {
        let mut g = Game::new(GameSetup::new("A", "B")).unwrap();
        let e = g.apply(Event::TakeBack, 0).unwrap_err();
        assert_eq!(game_error_text(Lang::De, &e), "Kein Zug zum Zurücknehmen");
        let e = g
            .apply(Event::AcceptTakeBack { by: Color::Black }, 0)
            .unwrap_err();
        assert_eq!(
            game_error_text(Lang::De, &e),
            "Es liegt keine Bitte um Zurücknahme vor"
        );
        let e = g
            .apply(Event::AcceptDraw { by: Color::Black }, 0)
            .unwrap_err();
        assert_eq!(game_error_text(Lang::Pt, &e), "Não há proposta de empate");
        let e = GameError::NotYourTurn {
            to_move: Color::White,
        };
        assert_eq!(game_error_text(Lang::De, &e), "Weiß ist am Zug");
        assert_eq!(game_error_text(Lang::En, &e), "White has the move");
    }

    #[test]
    fn time_control_errors_read_in_the_interface_language() {
        let e = "40/5400+".parse::<TimeControl>().unwrap_err();
        assert_eq!(
            time_control_error_text(Lang::De, &e),
            "Ungültige Bedenkzeit: „40/5400+“ hat nicht die Form [Züge/]Sekunden[+Inkrement], *Sekunden, ? oder -"
        );
        let e = "0/5400".parse::<TimeControl>().unwrap_err();
        assert_eq!(
            time_control_error_text(Lang::Pt, &e),
            "Ritmo de jogo inválido: o período 1 exige 0 lances"
        );
        let e = "".parse::<TimeControl>().unwrap_err();
        assert_eq!(
            time_control_error_text(Lang::Pt, &e),
            "Ritmo de jogo inválido: nenhum ritmo de jogo indicado"
        );
        let e = ControlError::SuddenDeathNotLast { period: 0 };
        assert_eq!(
            control_error_text(Lang::De, &e),
            "Periode 1 gilt bis zum Ende der Partie, aber es folgen weitere Perioden"
        );
    }

    #[test]
    fn editor_errors_read_in_the_interface_language() {
        use crate::time_control_draft::Edit;
        let mut c = CustomControl::default();
        c.apply(Edit::Field(0, Field::Minutes, "90".into()));
        c.apply(Edit::AddPeriod);
        c.apply(Edit::Kind(1, PerMoveKind::Delay));
        c.apply(Edit::Field(1, Field::PerMove, "5s".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::En, &c, &e),
            "Invalid time control: period 2, field “Delay per move (seconds)”: “5s” is not a number of 0 or more"
        );
        assert_eq!(
            draft_error_text(Lang::De, &c, &e),
            "Ungültige Bedenkzeit: Periode 2, Feld „Verzögerung pro Zug (Sekunden)“: „5s“ ist keine Zahl ab 0"
        );
        // Period 1 is the rest of the game, but period 2 follows it.
        c.apply(Edit::Field(1, Field::PerMove, "5".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::Pt, &c, &e),
            "Ritmo de jogo inválido: o período 1 vale até o fim da partida, mas outros períodos vêm depois dele"
        );
        c.apply(Edit::Field(0, Field::Moves, "40".into()));
        c.apply(Edit::Field(0, Field::Minutes, "0".into()));
        c.apply(Edit::Kind(0, PerMoveKind::Increment));
        c.apply(Edit::Field(0, Field::PerMove, "30".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::De, &c, &e),
            "Ungültige Bedenkzeit: die Uhr würde ohne Zeit starten"
        );
        c.apply(Edit::Field(0, Field::Minutes, "99999999999999999".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::Pt, &c, &e),
            "Ritmo de jogo inválido: período 1, campo “Tempo de reflexão (minutos)”: “99999999999999999” é grande demais"
        );
        // The text view's errors read as before.
        c.apply(Edit::Text("40/".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::De, &c, &e),
            "Ungültige Bedenkzeit: „40/“ hat nicht die Form [Züge/]Sekunden[+Inkrement], *Sekunden, ? oder -"
        );
        c.apply(Edit::Text("-".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            draft_error_text(Lang::En, &c, &e),
            "Invalid time control: an unknown time control, or none, cannot run a clock"
        );
    }

    #[test]
    fn fen_errors_read_in_the_interface_language() {
        let e = rochade_laws::Position::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert_eq!(
            fen_error_text(Lang::De, &e),
            "Ungültige FEN, Feld Figurenstellung, Zeichen 1: Weiß hat keinen König (Art. 2.2)"
        );
        let e = rochade_laws::Position::from_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1",
        )
        .unwrap_err();
        assert_eq!(
            fen_error_text(Lang::Pt, &e),
            "FEN inválido, campo roque, caractere 50: caractere de roque inválido 'X'"
        );
        let e = rochade_laws::Position::from_fen("4k3/8/8/8/8/8/8/4K2P w - - 0 1").unwrap_err();
        assert_eq!(
            fen_error_text(Lang::Pt, &e),
            "FEN inválido, campo posição das peças, caractere 20: peão em h1, na primeira ou na oitava fileira (Art. 3.7)"
        );
    }

    #[test]
    fn clock_refusals_read_in_the_interface_language() {
        let e = GameError::Clock(ClockError::WrongSide {
            pressed: Side::White,
            running: Side::Black,
        });
        assert_eq!(
            game_error_text(Lang::De, &e),
            "Uhr: Weiß hat die Uhr gedrückt, aber die Uhr von Schwarz läuft (Art. 6.7)"
        );
        let e = GameError::Clock(ClockError::FlagFallen {
            side: Side::Black,
            at_ms: 1_000,
        });
        assert_eq!(
            game_error_text(Lang::Pt, &e),
            "Relógio: a seta de Pretas caiu (Art. 6.9)"
        );
        assert_eq!(
            clock_error_text(Lang::Pt, &ClockError::Paused),
            "os relógios estão parados (Art. 6.12)"
        );
    }

    #[test]
    fn setup_and_quickplay_refusals_read_in_the_interface_language() {
        use rochade_clock::presets;
        let e = Game::new(GameSetup::new("A", "B").with_time_control(TimeControl::Periods(vec![])))
            .unwrap_err();
        assert_eq!(
            game_error_text(Lang::De, &e),
            "Ungültige Bedenkzeit: eine Bedenkzeit braucht mindestens eine Periode"
        );
        let e = Game::new(GameSetup::new("A", "B").with_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1"))
            .unwrap_err();
        assert_eq!(
            game_error_text(Lang::Pt, &e),
            "FEN inválido, campo lado a jogar, caractere 21: esperado w ou b"
        );
        let blitz = presets().into_iter().find(|p| p.id == "blitz-5+3").unwrap();
        let mut g = Game::new(
            GameSetup::new("A", "B")
                .with_time_control(blitz.control)
                .with_edition(Edition::Fide2001),
        )
        .unwrap();
        g.apply(Event::Start, 0).unwrap();
        let e = g.apply(Event::QuickplayClaim, 1_000).unwrap_err();
        assert_eq!(
            game_error_text(Lang::De, &e),
            format!(
                "Keine Schnellschluss-Reklamation: nicht im Blitzschach ({})",
                QuickplayRefusal::Blitz.article(Edition::Fide2001)
            )
        );
        let e = GameError::QuickplayNotAllowed(QuickplayRefusal::TwoMinutesOrMore);
        assert_eq!(
            game_error_text(Lang::Pt, &e),
            "Reclamação de final rápido impossível: dois minutos ou mais no relógio (Art. 10.2)"
        );
        // A 2023 game reads its own numbering (Guidelines III.5).
        assert_eq!(
            game_error_text_in(Lang::En, &e, Edition::Fide2023),
            "No quickplay claim: two minutes or more on the clock (Guidelines III.5)"
        );
    }

    /// The designated arbiter's refusals (2023 Guidelines III.6, 2001
    /// Appendix D) and the adjournment's (Appendix E) have words of their
    /// own in each language, not the arbiter's English.
    #[test]
    fn referred_claim_and_resumption_refusals_read_in_the_interface_language() {
        for e in [
            GameError::ClaimReferred,
            GameError::NoReferredClaim,
            GameError::ResumptionAlreadyDue,
        ] {
            let words: Vec<String> = Lang::ALL.iter().map(|l| game_error_text(*l, &e)).collect();
            assert_ne!(words[0], e.to_string(), "{e:?}");
            assert!(
                words[1] != words[0] && words[2] != words[0] && words[1] != words[2],
                "{words:?}"
            );
        }
        assert_eq!(
            game_error_text(Lang::De, &GameError::NoReferredClaim),
            "Kein Antrag wartet auf den zuständigen Schiedsrichter"
        );
    }

    #[test]
    fn stored_data_errors_read_in_the_interface_language() {
        let read = |raw: &str| crate::storage::json::from_str::<Vec<u8>>(raw).unwrap_err();
        let e = read("[1, 2, ");
        assert_eq!(
            json_error_text(Lang::De, &e),
            "die Daten enden vorzeitig in Zeile 1, Spalte 7"
        );
        let e = read("[1, x]");
        assert_eq!(
            json_error_text(Lang::Pt, &e),
            "JSON inválido na linha 1, coluna 5"
        );
        // A value of the wrong shape has no place (it is read from the
        // value, not the text), nor has an error the browser does not place.
        let e = read("\n {}");
        assert_eq!(
            json_error_text(Lang::Pt, &e),
            "os dados não têm a forma esperada"
        );
        let e = read("[1,\n 256]");
        assert_eq!(
            json_error_text(Lang::En, &e),
            "the data do not have the expected form"
        );
        let unplaced = JsonError {
            line: 0,
            column: 0,
            category: JsonCategory::Syntax,
        };
        assert_eq!(json_error_text(Lang::De, &unplaced), "kein gültiges JSON");
    }

    #[test]
    fn penalties_read_in_the_interface_language() {
        assert_eq!(
            penalty_text(Lang::Pt, &Penalty::IncreaseOpponentTime(120_000)),
            "2:00 acrescentados ao adversário (Art. 13.4 b)"
        );
        assert_eq!(
            penalty_text(Lang::De, &Penalty::LoseGame),
            "Partie für verloren erklärt (Art. 13.4 d)"
        );
    }

    #[test]
    fn presets_read_in_the_interface_language() {
        use rochade_clock::presets;
        let p = presets();
        assert_eq!(preset_name(Lang::De, &p[0]), "FIDE klassisch");
        assert_eq!(
            control_text(Lang::De, &p[0].control),
            "90 min / 40 Züge + 30 min, +30 s pro Zug ab dem 1. Zug"
        );
        assert_eq!(preset_name(Lang::Pt, &p[2]), "Rápido 15+10");
        assert_eq!(
            control_text(Lang::Pt, &p[1].control),
            "2 h / 40 lances + 1 h / 20 lances + 30 min"
        );
        // In English the words are the clock crate's own.
        for p in &p {
            assert_eq!(preset_name(Lang::En, p), p.name);
            assert_eq!(control_text(Lang::En, &p.control), p.control.describe());
        }
        for tc in ["40/7200:20/3600", "300d5", "*180", "40/300+2:60"] {
            let tc: TimeControl = tc.parse().unwrap();
            assert_eq!(control_text(Lang::En, &tc), tc.describe());
        }
    }

    /// A 2023 game cites its own numbers in every refusal and announcement
    /// that names a rule, a 2001 game the 2001 numbers: draw offers (2023
    /// Art. 11.5, 2001 Art. 12.5), the clock not started (2023 Art. 6.6,
    /// 2001 Art. 6.5), stopped (2023 Art. 6.11.1, 2001 Art. 6.12), pressed
    /// by the wrong player (2023 Art. 6.2.1, 2001 Art. 6.7), and the result
    /// after the third or second illegal move (2023 Art. 7.5.5, 2001 Art.
    /// 7.4 b) in the refusal, the "game over" notice and the spoken result.
    #[test]
    fn a_2023_game_never_cites_a_2001_number() {
        use crate::notice::Notice;
        use rochade_arbiter::{GameResult, Outcome, Reason};
        use rochade_clock::{ClockError, Side};
        let outcome = Outcome {
            result: GameResult::BlackWins,
            reason: Reason::IllegalMoves,
        };
        let settings = crate::settings::Settings::default();
        let said = |edition: Edition, lang: Lang| -> Vec<(String, &'static str, &'static str)> {
            let err = |e: GameError| game_error_text_in(lang, &e, edition);
            let notice = Notice::AfterTheEnd { outcome, edition };
            let after_end: String = crate::words::parts(&notice, lang, &settings)
                .into_iter()
                .map(|a| a.text)
                .collect();
            let spoken = crate::words::spoken::plain(&super::super::outcome::outcome_announcement(
                &outcome, lang, edition,
            ));
            vec![
                (err(GameError::TooManyOffers), "Art. 11.5", "Art. 12.5"),
                (
                    err(GameError::Clock(ClockError::NotStarted)),
                    "Art. 6.6)",
                    "Art. 6.5)",
                ),
                (
                    err(GameError::Clock(ClockError::Paused)),
                    "Art. 6.11.1",
                    "Art. 6.12",
                ),
                (
                    err(GameError::Clock(ClockError::WrongSide {
                        pressed: Side::Black,
                        running: Side::White,
                    })),
                    "Art. 6.2.1",
                    "Art. 6.7",
                ),
                (err(GameError::GameOver(outcome)), "Art. 7.5.5", "Art. 7.4"),
                (after_end, "Art. 7.5.5", "Art. 7.4"),
                (spoken, "Art. 7.5.5", "Art. 7.4"),
            ]
        };
        for lang in [Lang::En, Lang::De, Lang::Pt] {
            for (text, new, old) in said(Edition::Fide2023, lang) {
                assert!(text.contains(new), "{lang:?} 2023: {text}");
                assert!(!text.contains(old), "{lang:?} 2023 cites 2001: {text}");
            }
            for (text, new, old) in said(Edition::Fide2001, lang) {
                assert!(text.contains(old), "{lang:?} 2001: {text}");
                assert!(!text.contains(new), "{lang:?} 2001 cites 2023: {text}");
            }
        }
    }
}
