//! A [`Notice`] in the current language, for the screen, the live regions
//! and the voice.
//!
//! A notice is worded as parts, each with its language tag: a move and a
//! square's name in the scheme for visually handicapped players (the FIDE
//! scheme by default, 2023 Appendix D.2.1), every other word in the
//! interface language, so a screen reader and the voice switch language
//! between them.

use rochade_arbiter::GameError;
use rochade_laws::{Color, ParseMoveError, Refusal, Unmatched, explain_move_text};
use rochade_speech::{Announcement, SpokenMoveError};

use super::errors::json_error_text as json_error;
use super::happened;
use super::i18n::{Lang, Msg, t, tr};
use super::move_words::MoveWords;
use super::names::{player_name, side};
use super::spoken::{self, SLOT, sentences, weave};
use crate::archive::Trouble;
use crate::notice::{Notice, TakeBackRequest};
use crate::settings::Settings;
use crate::storage::{Failure, StorageTrouble, Stored, Unsaved};

/// `notice` in words for the ear and the screen reader: its parts, each in
/// its own language.
pub fn parts(notice: &Notice, lang: Lang, settings: &Settings) -> Vec<Announcement> {
    parts_in(notice, lang, settings, &MoveWords::spoken(settings, lang))
}

/// `notice` in words, its moves and squares in `words`.
fn parts_in(
    notice: &Notice,
    lang: Lang,
    settings: &Settings,
    words: &MoveWords,
) -> Vec<Announcement> {
    let ui = |text: String| spoken::ui(lang, text);
    // A message with a move at its slot.
    let with_move = |text: String, position: &rochade_laws::Position, mv: &rochade_laws::Move| {
        weave(lang, &text, &[words.of_move(position, mv)])
    };
    match notice {
        Notice::Refused(refusal) => ui(tr(
            lang,
            Msg::IllegalMove {
                why: refusal_text(lang, *refusal),
            },
        )),
        Notice::NotYourPiece => ui(t(lang, Msg::NotYourPiece).into()),
        Notice::TouchRefused(refusal) => ui(super::arbiter::touch_refusal_text(lang, refusal)),
        Notice::ClaimAfterTouch(art) => ui(tr(
            lang,
            Msg::ErrClaimAfterTouch {
                art: &art.to_string(),
            },
        )),
        Notice::ComputerToMove => ui(t(lang, Msg::ComputerToMove).into()),
        Notice::ComputerFailed => ui(t(lang, Msg::ComputerFailed).into()),
        Notice::WordsUnavailable(chosen) => ui(tr(
            lang,
            Msg::WordsUnavailable {
                name: chosen.name(),
            },
        )),
        Notice::Hint { mv, position } => {
            with_move(tr(lang, Msg::Hint { mv: SLOT[0] }), position, mv)
        }
        Notice::NoPieceThere => ui(t(lang, Msg::NoPieceThere).into()),
        Notice::PinNeeded => ui(t(lang, Msg::PinNeeded).into()),
        Notice::HelpOff(art) => ui(tr(
            lang,
            Msg::HelpOffLocked {
                art: &art.to_string(),
            },
        )),
        Notice::AnalysisAfterGame(art) => ui(tr(
            lang,
            Msg::AnalysisAfterGame {
                art: &art.to_string(),
            },
        )),
        Notice::AnalysisStarted => ui(t(lang, Msg::AnalysisStarted).into()),
        Notice::AnalysisStopped { k, n } => ui(tr(
            lang,
            Msg::AnalysisStoppedAt {
                k: &k.to_string(),
                n: &n.to_string(),
            },
        )),
        Notice::AnalysisDone => ui(t(lang, Msg::AnalysisDone).into()),
        Notice::NotAnalysed => ui(t(lang, Msg::NotAnalysed).into()),
        Notice::AnalysisAnswer(asked) => {
            super::analysis::answer(lang, asked, &settings.speech(lang))
        }
        Notice::NotUnderstood(text) => ui(tr(lang, Msg::NotMoveOrCommand { text })),
        Notice::MoveNotPlayed {
            text,
            why,
            position,
        } => illegal(lang, typed_refusal(lang, words, position, text, why)),
        Notice::IllegalEntered {
            text,
            why,
            position,
            happened,
            edition,
        } => {
            let art = rochade_arbiter::Event::IllegalMove {
                by: position.turn(),
                reinstate_ply: None,
            }
            .article(*edition)
            .map(|a| a.to_string())
            .unwrap_or_default();
            let entered = tr(
                lang,
                Msg::OtbIllegalEntered {
                    mv: text,
                    why: SLOT[0],
                    art: &art,
                },
            );
            let why = typed_refusal(lang, words, position, text, why);
            sentences(vec![
                weave(lang, &entered, &[why]),
                happened::parts(
                    lang,
                    settings,
                    words,
                    &happened::Context {
                        before: position,
                        take_back: None,
                        edition: *edition,
                        computer: None,
                    },
                    happened,
                ),
            ])
        }
        Notice::GameRefused {
            error,
            position,
            edition,
        } => game_refusal(lang, words, position, error, *edition),
        Notice::AfterTheEnd { outcome, edition } => ui(tr(
            lang,
            Msg::GameOver {
                result: &super::outcome::outcome_text_in(outcome, lang, *edition),
            },
        )),
        Notice::ChoosePromotion => ui(t(lang, Msg::Promotion).into()),
        Notice::Cancelled => ui(t(lang, Msg::Cancelled).into()),
        Notice::PickedUp {
            square,
            position,
            moves,
        } => {
            let picked = tr(lang, Msg::Picked { square: SLOT[0] });
            let square = square_standing(lang, words, position, *square);
            sentences(vec![
                weave(lang, &picked, &[square]),
                ui(tr(lang, Msg::LegalMovesCount { n: *moves as u64 })),
            ])
        }
        Notice::NewGameStarted => ui(t(lang, Msg::NewGameStarted).into()),
        Notice::NewChess960Started { number, turn } => ui(match number {
            Some(n) => tr(lang, Msg::NewChess960Started { n: &n.to_string() }),
            None => tr(
                lang,
                Msg::NewChess960FromFen {
                    side: side(lang, *turn),
                },
            ),
        }),
        Notice::ConfirmResign { by } => ui(tr(
            lang,
            Msg::ConfirmResign {
                side: side(lang, *by),
            },
        )),
        Notice::ResultOverTheBoard(result) => ui(tr(
            lang,
            Msg::ResultOverTheBoard {
                result: result.scoresheet(),
            },
        )),
        Notice::ConfirmMove { mv, position } => {
            with_move(tr(lang, Msg::ConfirmMove { mv: SLOT[0] }), position, mv)
        }
        Notice::Happened {
            before,
            happened,
            take_back,
            edition,
            computer,
        } => happened::parts(
            lang,
            settings,
            words,
            &happened::Context {
                before,
                take_back: *take_back,
                edition: *edition,
                computer: *computer,
            },
            happened,
        ),
        Notice::Answer(asked) => {
            let ctx = crate::words::commands::Context {
                game: &asked.game,
                now: asked.now,
                me: asked.me,
                focus: asked.focus,
                viewing: asked.viewing,
                speech: settings.speech(lang),
                lang,
            };
            let mut out = vec![crate::words::commands::answer(&asked.cmd, &ctx)];
            // A standing take-back request belongs to the game state and to
            // the pending offers.
            if matches!(
                asked.cmd,
                crate::words::commands::Command::State | crate::words::commands::Command::Offer
            ) {
                if let Some(request) = TakeBackRequest::of(&asked.game) {
                    out.push(ui(take_back_request(lang, request)));
                }
            }
            sentences(out)
        }
        Notice::ClockTimes {
            white_ms,
            black_ms,
            moves,
        } => sentences(vec![
            ui(super::commands::clocks(lang, *white_ms, *black_ms)),
            ui(tr(
                lang,
                Msg::CmTimesMoves {
                    white: u64::from(moves[0]),
                    black: u64::from(moves[1]),
                },
            )),
        ]),
        Notice::ClockFlag { side: color } => ui(tr(
            lang,
            Msg::ClkFlagFallen {
                side: side(lang, *color),
            },
        )),
        Notice::TimeWarning {
            side: color,
            seconds,
        } => ui(tr(
            lang,
            Msg::TimeWarning {
                side: side(lang, *color),
                seconds: *seconds,
            },
        )),
        Notice::Loaded { white, black, kept } => {
            let white = &player_name(white, lang, Color::White);
            let black = &player_name(black, lang, Color::Black);
            let mut text = tr(lang, Msg::GameLoaded { white, black });
            if *kept {
                text = format!("{text}. {}", t(lang, Msg::UnfinishedKept));
            }
            ui(text)
        }
        Notice::UnfinishedKept => ui(t(lang, Msg::UnfinishedKept).into()),
        Notice::Deleted { entry, troubles } => ui(game_deleted(lang, entry, troubles)),
        Notice::Storage(troubles) => ui(troubles
            .iter()
            .map(|t| storage_trouble(lang, t))
            .collect::<Vec<_>>()
            .join("; ")),
        Notice::Archive(troubles) => ui(archive_troubles(lang, troubles)),
        Notice::Unsaved(u) => ui(unsaved(lang, u).joined()),
        Notice::SavedAgain => ui(t(lang, Msg::SavedAgain).into()),
        Notice::ChangedElsewhere => ui(t(lang, Msg::ChangedElsewhere).into()),
        Notice::ConflictArchived {
            white,
            black,
            plies,
        } => ui(tr(
            lang,
            Msg::ConflictArchived {
                white: &player_name(white, lang, Color::White),
                black: &player_name(black, lang, Color::Black),
                n: *plies as u64,
            },
        )),
        Notice::SettingsChangedElsewhere => ui(t(lang, Msg::SettingsChangedElsewhere).into()),
        Notice::BrailleUnavailable(why) => ui(tr(lang, Msg::BrailleUnavailable { why })),
        Notice::Reviewing { game, played } => {
            match played.checked_sub(1).and_then(|i| game.record().get(i)) {
                None => ui(t(lang, Msg::ReviewStart).into()),
                Some(rec) => {
                    let numbered = tr(
                        lang,
                        Msg::ReviewMove {
                            number: &rec.number().to_string(),
                            side: side(lang, rec.side()),
                            mv: SLOT[0],
                        },
                    );
                    with_move(numbered, &rec.before, &rec.mv)
                }
            }
        }
        Notice::NothingToReview => ui(t(lang, Msg::NoMoveYet).into()),
        Notice::ReviewLeft(game) => {
            let stands = match game.outcome() {
                Some(outcome) => tr(
                    lang,
                    Msg::GameOver {
                        result: &super::outcome::outcome_text_in(
                            &outcome,
                            lang,
                            game.setup().edition,
                        ),
                    },
                ),
                None => tr(
                    lang,
                    Msg::ToMove {
                        side: side(lang, game.position().turn()),
                    },
                ),
            };
            ui(tr(lang, Msg::ReviewLeft { stands: &stands }))
        }
    }
}

/// `notice` in words, its parts read as one.
pub fn text(notice: &Notice, lang: Lang, settings: &Settings) -> String {
    spoken::plain(&parts(notice, lang, settings))
}

/// `notice` as the screen shows it: its moves in SAN ([`MoveWords::shown`]),
/// each part with its language (the scheme beside SAN is German).
pub fn shown_text(notice: &Notice, lang: Lang, settings: &Settings) -> Vec<Announcement> {
    parts_in(notice, lang, settings, &MoveWords::shown(settings, lang))
}

/// What the screen shows of a message of the live regions, near where the
/// player acted: the answer, without the move itself (the board and the
/// scoresheet show it) and without a piece picked up or put back (the
/// board shows that too). `None` when nothing is left to show.
pub fn feedback(notice: &Notice, lang: Lang, settings: &Settings) -> Option<Vec<Announcement>> {
    let words = MoveWords::shown(settings, lang);
    let shown = match notice {
        Notice::PickedUp { .. } | Notice::Cancelled | Notice::ChoosePromotion => return None,
        Notice::Happened {
            before,
            happened,
            take_back,
            edition,
            computer,
        } => {
            let rest: Vec<rochade_arbiter::Happened> = happened
                .iter()
                .filter(|h| !matches!(h, rochade_arbiter::Happened::MovePlayed { .. }))
                .cloned()
                .collect();
            let context = happened::Context {
                before,
                take_back: *take_back,
                edition: *edition,
                computer: *computer,
            };
            happened::parts(lang, settings, &words, &context, &rest)
        }
        other => parts_in(other, lang, settings, &words),
    };
    (!spoken::plain(&shown).trim().is_empty()).then_some(shown)
}

/// A square and what stands on it: "e2, white pawn".
fn square_standing(
    lang: Lang,
    words: &MoveWords,
    pos: &rochade_laws::Position,
    sq: rochade_laws::Square,
) -> Vec<Announcement> {
    spoken::join(
        vec![
            words.square(sq),
            spoken::ui(lang, spoken::standing(lang, pos, sq)),
        ],
        ", ",
    )
}

/// "Illegal move: " and why, which may name moves and squares in the scheme.
fn illegal(lang: Lang, why: Vec<Announcement>) -> Vec<Announcement> {
    weave(lang, &tr(lang, Msg::IllegalMove { why: SLOT[0] }), &[why])
}

/// Why a move is refused (Art. 3), in `lang`.
pub fn refusal_text(lang: Lang, refusal: Refusal) -> &'static str {
    t(
        lang,
        match refusal {
            Refusal::CannotMoveThere => Msg::RefuseCannotMove,
            Refusal::OwnPiece => Msg::RefuseOwnPiece,
            Refusal::KingInCheck => Msg::RefuseKingInCheck,
            Refusal::InCheck => Msg::RefuseInCheck,
            Refusal::Castling => Msg::RefuseCastling,
        },
    )
}

/// Why the typed or dictated `text` is not played: the candidates when
/// several moves fit (in the announcement scheme, with their departure
/// squares), the piece and the rule that forbids it, or what could not be
/// read.
fn typed_refusal(
    lang: Lang,
    words: &MoveWords,
    pos: &rochade_laws::Position,
    text: &str,
    e: &SpokenMoveError,
) -> Vec<Announcement> {
    let ui = |text: String| spoken::ui(lang, text);
    match e {
        SpokenMoveError::Empty => ui(t(lang, Msg::MoveEmpty).into()),
        SpokenMoveError::UnknownWord(word) => ui(tr(lang, Msg::MoveUnknownWord { word })),
        SpokenMoveError::Malformed => ui(tr(lang, Msg::MoveMalformed { text })),
        SpokenMoveError::Ambiguous(candidates) => {
            let long = words.long();
            let named: Vec<String> = candidates
                .iter()
                .map(|m| spoken::plain(&long.of_move(pos, m)))
                .collect();
            let message = tr(
                lang,
                Msg::MoveAmbiguous {
                    n: candidates.len() as u64,
                    moves: SLOT[0],
                },
            );
            let moves = Announcement {
                text: named.join("; "),
                lang: long.lang(),
            };
            weave(lang, &message, &[vec![moves]])
        }
        SpokenMoveError::NoSuchMove(why) => match why {
            None => ui(tr(lang, Msg::MoveNoFit { text })),
            Some(Unmatched::NoPiece { .. }) => ui(tr(lang, Msg::MoveNoPiece { text })),
            Some(Unmatched::NoneReaches { .. }) => ui(tr(lang, Msg::MoveNoneReaches { text })),
            Some(Unmatched::Refused { from, reason, .. }) => {
                let why = refusal_text(lang, *reason);
                match from {
                    Some(sq) => {
                        let piece = square_standing(lang, words, pos, *sq);
                        let message = tr(
                            lang,
                            Msg::MoveRefusedPiece {
                                piece: SLOT[0],
                                why,
                            },
                        );
                        weave(lang, &message, &[piece])
                    }
                    None => ui(why.into()),
                }
            }
        },
    }
}

/// An event the arbiter refused; a refused move in the same words as a
/// typed one (candidates, or the piece and the rule).
fn game_refusal(
    lang: Lang,
    words: &MoveWords,
    pos: &rochade_laws::Position,
    err: &GameError,
    edition: rochade_arbiter::Edition,
) -> Vec<Announcement> {
    match err {
        GameError::Move(e) => {
            let why = match e {
                ParseMoveError::Ambiguous { candidates } => typed_refusal(
                    lang,
                    words,
                    pos,
                    "",
                    &SpokenMoveError::Ambiguous(candidates.clone()),
                ),
                ParseMoveError::Illegal { text } => {
                    let why = explain_move_text(pos, text);
                    typed_refusal(lang, words, pos, text, &SpokenMoveError::NoSuchMove(why))
                }
                ParseMoveError::Malformed { .. } => {
                    spoken::ui(lang, crate::words::errors::move_error_text(lang, e))
                }
            };
            illegal(lang, why)
        }
        other => spoken::ui(
            lang,
            crate::words::errors::game_error_text_in(lang, other, edition),
        ),
    }
}

/// The standing take-back request ("White asks to take back their last
/// move (and the reply to it)").
pub fn take_back_request(lang: Lang, request: TakeBackRequest) -> String {
    let side = side(lang, request.by);
    tr(
        lang,
        if request.plies > 1 {
            Msg::TakeBackRequestedTwo { side }
        } else {
            Msg::TakeBackRequestedOne { side }
        },
    )
}

/// The storage key of what was stored, as the player may look for it in
/// the browser's tools.
fn stored_key(what: Stored) -> &'static str {
    match what {
        Stored::Game => crate::storage::CURRENT_GAME,
        Stored::Settings => crate::storage::SETTINGS,
        Stored::Archive => crate::archive::KEY,
    }
}

/// A storage trouble in words.
pub fn storage_trouble(lang: Lang, trouble: &StorageTrouble) -> String {
    match trouble {
        StorageTrouble::Unavailable => t(lang, Msg::StorageUnavailable).into(),
        StorageTrouble::Full { what } | StorageTrouble::Refused { what } => tr(
            lang,
            Msg::SaveFailed {
                what: stored_key(*what),
            },
        ),
        StorageTrouble::Unreadable {
            what,
            error,
            kept_as,
        } => tr(
            lang,
            Msg::SavedUnreadable {
                what: stored_key(*what),
                why: &json_error(lang, error),
                key: kept_as,
            },
        ),
        StorageTrouble::UnreadableLeft { what, error } => tr(
            lang,
            Msg::SavedUnreadable {
                what: stored_key(*what),
                why: &json_error(lang, error),
                key: stored_key(*what),
            },
        ),
    }
}

/// What cannot be saved, in words: one sentence for the game and the
/// settings (with the offer of the game's PGN), one for the archive, each
/// shown beside its download.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnsavedWords {
    /// The game in progress, or nothing at all, and the settings.
    pub game: Option<String>,
    /// The games the archive could not take.
    pub archive: Option<String>,
}

impl UnsavedWords {
    /// Both sentences.
    pub fn joined(&self) -> String {
        [&self.game, &self.archive]
            .into_iter()
            .flatten()
            .cloned()
            .collect::<Vec<_>>()
            .join(". ")
    }
}

/// What cannot be saved, in words.
pub fn unsaved(lang: Lang, u: &Unsaved) -> UnsavedWords {
    let nothing = u.game == Some(Failure::Unavailable) || u.settings == Some(Failure::Unavailable);
    let game = match u.game {
        _ if nothing => Some(Msg::UnsavedNothing),
        Some(Failure::Full) => Some(Msg::UnsavedGameFull),
        Some(Failure::Refused) => Some(Msg::UnsavedGameRefused),
        Some(Failure::Unavailable) | None => None,
    };
    let mut parts: Vec<&str> = Vec::new();
    if let Some(m) = game {
        parts.extend([t(lang, m), t(lang, Msg::UnsavedOffer)]);
    }
    if u.settings.is_some() && !nothing {
        parts.push(t(lang, Msg::UnsavedSettings));
    }
    UnsavedWords {
        game: (!parts.is_empty()).then(|| parts.join(". ")),
        archive: (u.unarchived > 0).then(|| {
            tr(
                lang,
                Msg::Unarchived {
                    n: u.unarchived as u64,
                },
            )
        }),
    }
}

/// The archive's troubles in words.
pub fn archive_troubles(lang: Lang, troubles: &[Trouble]) -> String {
    troubles
        .iter()
        .map(|trouble| match trouble {
            Trouble::KeptAside { count: 0, key } => tr(lang, Msg::ArchiveBroken { key }),
            Trouble::KeptAside { count, key } => tr(
                lang,
                Msg::ArchiveKeptAside {
                    n: *count as u64,
                    key,
                },
            ),
            Trouble::SaveFailed => t(lang, Msg::ArchiveSaveFailed).to_string(),
            Trouble::NotFound => t(lang, Msg::ArchiveEntryGone).to_string(),
            Trouble::ReadFailed => t(lang, Msg::ArchiveReadFailed).to_string(),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// "Deleted: Anna – Bella, 1-0", with what reading the archive met.
pub fn game_deleted(lang: Lang, e: &crate::archive::Entry, troubles: &[Trouble]) -> String {
    let label = game_label(&e.white, &e.black, &e.event, &e.date, &e.result, lang);
    let text = tr(lang, Msg::GameDeleted { game: &label });
    if troubles.is_empty() {
        text
    } else {
        format!("{text}. {}", archive_troubles(lang, troubles))
    }
}

/// The label of a game in lists: "White – Black, Event, Date, Result".
pub fn game_label(
    white: &str,
    black: &str,
    event: &str,
    date: &str,
    result: &str,
    lang: Lang,
) -> String {
    let white = super::names::player_name(white, lang, rochade_laws::Color::White);
    let black = super::names::player_name(black, lang, rochade_laws::Color::Black);
    let mut parts = vec![format!("{white} – {black}")];
    for p in [event, date] {
        if !p.chars().all(|c| matches!(c, '?' | '.' | '-')) {
            parts.push(p.to_string());
        }
    }
    parts.push(if result == "*" {
        t(lang, Msg::Unfinished).to_string()
    } else {
        result.to_string()
    });
    parts.join(", ")
}

/// One message for the live regions: the parts of a notice, each in its
/// own language ("Springer Felix drei" in the scheme, "Draw offer declined"
/// in the interface language), so a screen reader or the voice switches
/// language between them.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Increases with every message, so equal texts still differ.
    pub seq: u64,
    /// What is said: the parts read as one.
    pub text: String,
    /// The language tag of the first part.
    pub lang: &'static str,
    /// What is said, part by part, each in its language; read one after
    /// the other as they are (they carry their own spaces and stops).
    pub parts: Vec<Announcement>,
}

impl Message {
    /// A message of `parts`; `None` when there are none.
    pub fn of(seq: u64, parts: Vec<Announcement>) -> Option<Message> {
        let lang = parts.first()?.lang;
        let text = spoken::plain(&parts);
        Some(Message {
            seq,
            text,
            lang,
            parts,
        })
    }
}

/// A message for the live regions, in words.
pub fn message(said: &crate::notice::Said, lang: Lang, settings: &Settings) -> Option<Message> {
    Message::of(said.seq, parts(&said.notice, lang, settings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_cannot_be_saved_is_one_sentence_for_the_game_and_one_for_the_archive() {
        let full = Unsaved {
            game: Some(Failure::Full),
            settings: Some(Failure::Full),
            unarchived: 2,
        };
        let w = unsaved(Lang::En, &full);
        assert_eq!(
            w.game.as_deref(),
            Some(
                "This game cannot be saved: the browser's storage is full. Download its PGN so \
                 that nothing is lost. The settings cannot be saved (storage full or disabled)"
            )
        );
        assert_eq!(
            w.archive.as_deref(),
            Some(
                "2 games could not be archived (storage full or disabled): download them so \
                 that nothing is lost"
            )
        );
        // Without any storage, one sentence says that nothing is saved.
        let none = Unsaved {
            game: Some(Failure::Unavailable),
            settings: Some(Failure::Unavailable),
            unarchived: 0,
        };
        let w = unsaved(Lang::En, &none);
        assert!(w.game.as_deref().is_some_and(|g| {
            g.starts_with("The app cannot save anything in this browser") && !g.contains("settings")
        }));
        assert_eq!(w.archive, None);
        assert_eq!(
            unsaved(Lang::En, &Unsaved::default()),
            UnsavedWords::default()
        );
    }
}

#[cfg(test)]
mod channels {
    use rochade_laws::{Position, parse_move};

    use super::*;

    fn hint(lang: Lang, settings: &Settings) -> (String, Option<String>) {
        let position = Position::new();
        let mv = parse_move(&position, "Nf3").unwrap_or_else(|e| panic!("{e:?}"));
        let notice = Notice::Hint { mv, position };
        (
            text(&notice, lang, settings),
            feedback(&notice, lang, settings).map(|p| spoken::plain(&p)),
        )
    }

    /// The hint on the screen is SAN in the interface's letters; the live
    /// region and the voice say it in the move words.
    #[test]
    fn a_hint_is_shown_in_san_and_said_in_the_move_words() {
        let first_visit = Settings::default();
        let (said, shown) = hint(Lang::En, &first_visit);
        assert!(said.ends_with("Knight f3"), "{said}");
        assert!(
            shown.as_deref().is_some_and(|s| s.ends_with("Nf3")),
            "{shown:?}"
        );
        let (said, shown) = hint(Lang::Pt, &first_visit);
        assert!(!said.contains("Felix"), "{said}");
        assert!(
            shown.as_deref().is_some_and(|s| s.ends_with("Cf3")),
            "{shown:?}"
        );
        let mut blind = Settings::default();
        blind.set_blind_profile(true);
        let (said, shown) = hint(Lang::En, &blind);
        assert!(said.ends_with("Springer Felix drei"), "{said}");
        assert!(
            shown
                .as_deref()
                .is_some_and(|s| s.ends_with("Nf3 (Springer Felix drei)")),
            "{shown:?}"
        );
    }

    /// The scheme shown beside SAN keeps its language, for the screen's
    /// `lang` span: SAN and the brackets in the interface's, the scheme's
    /// words in German (2023 Appendix D.2.1).
    #[test]
    fn the_scheme_beside_san_is_a_part_of_its_own_language() {
        let position = rochade_laws::Position::new();
        let mv = rochade_laws::parse_move(&position, "Nf3").unwrap_or_else(|e| panic!("{e:?}"));
        let mut blind = Settings::default();
        blind.set_blind_profile(true);
        let notice = Notice::Hint { mv, position };
        let parts = feedback(&notice, Lang::En, &blind).unwrap_or_default();
        let scheme: Vec<_> = parts.iter().filter(|p| p.lang == "de-DE").collect();
        assert_eq!(scheme.len(), 1, "{parts:?}");
        assert_eq!(scheme[0].text, "Springer Felix drei");
        assert!(
            parts
                .iter()
                .filter(|p| p.lang != "de-DE")
                .all(|p| p.lang == "en" && !p.text.contains("Felix")),
            "{parts:?}"
        );
    }
}
