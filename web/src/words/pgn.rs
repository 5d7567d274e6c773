//! What PGN reports, in words: an import's errors with their game, line
//! and column, the positions a game can be opened at, and the PGN dialog's
//! status line.

use rochade_arbiter::pgn::{BadMoveReason, PgnError, PgnErrorKind};
use rochade_arbiter::{Edition, Game};
use rochade_laws::Color;
use rochade_pgn_worker::wire::Found;

use super::errors::{clock_error_text, fen_error_detail, move_error_text, tag_error_text};
use super::i18n::{Lang, Msg, t, tr};
use super::notice::{archive_troubles, game_deleted, game_label};
use crate::notice::PgnStatus;

/// "Game 2, line 14, column 7: move "Nf9": …" in the interface language.
pub fn pgn_error_text(lang: Lang, number: usize, e: &PgnError) -> String {
    let detail = match &e.kind {
        PgnErrorKind::BadTag(why) => tr(
            lang,
            Msg::PgnBadTag {
                why: tag_error_text(lang, *why),
            },
        ),
        PgnErrorKind::UnterminatedComment => t(lang, Msg::PgnUnterminatedComment).to_string(),
        PgnErrorKind::UnexpectedChar(c) => tr(
            lang,
            Msg::PgnUnexpectedChar {
                char: &rochade_laws::quoted_char(*c),
            },
        ),
        PgnErrorKind::UnbalancedParenthesis => t(lang, Msg::PgnUnbalanced).to_string(),
        PgnErrorKind::BadMove { text, reason } => {
            let why = match reason {
                BadMoveReason::AfterTheEnd => t(lang, Msg::PgnMoveAfterEnd).to_string(),
                BadMoveReason::Move(e) => move_error_text(lang, e),
            };
            tr(
                lang,
                Msg::PgnBadMove {
                    mv: &rochade_laws::quoted(text),
                    why: &why,
                },
            )
        }
        PgnErrorKind::BadFen(e) => tr(
            lang,
            Msg::PgnBadFen {
                why: &fen_error_detail(lang, e),
            },
        ),
        PgnErrorKind::BadSetup(e) => tr(
            lang,
            Msg::PgnBadSetup {
                why: &clock_error_text(lang, e),
            },
        ),
        PgnErrorKind::NoGame => t(lang, Msg::NoGameFound).to_string(),
        PgnErrorKind::UnsupportedVariant { name, .. } => tr(
            lang,
            Msg::PgnVariant {
                name: &rochade_laws::quoted(name),
            },
        ),
    };
    tr(
        lang,
        Msg::PgnErrorAt {
            game: &number.to_string(),
            line: &e.pos.line.to_string(),
            column: &e.pos.column.to_string(),
            why: &detail,
        },
    )
}

/// The label of the position after `ply` half-moves ("12. Nf3", "12… Nf6").
pub fn ply_label(game: &Game, ply: usize, lang: Lang) -> String {
    match ply.checked_sub(1).and_then(|i| game.record().get(i)) {
        None => t(lang, Msg::StartingPosition).to_string(),
        Some(r) if r.side() == Color::White => format!("{}. {}", r.number(), r.san),
        Some(r) => format!("{}… {}", r.number(), r.san),
    }
}

/// A game of an import in the chooser, with the edition of the Laws it was
/// read under: "2. Anna – Bella, Club, 1-0 (read under the 2023 Laws)".
pub fn numbered_label(found: &Found, lang: Lang) -> String {
    let year = match found.edition {
        Edition::Fide1997 => "1997",
        Edition::Fide2001 => "2001",
        Edition::Fide2023 => "2023",
    };
    format!(
        "{}. {} ({})",
        found.number,
        game_label(
            &found.white,
            &found.black,
            &found.event,
            &found.date,
            &found.result,
            lang
        ),
        tr(lang, Msg::ReadUnderLaws { year })
    )
}

/// The status line in words.
pub fn status_text(lang: Lang, status: &PgnStatus) -> String {
    match status {
        PgnStatus::Copied => t(lang, Msg::PgnCopied).to_string(),
        PgnStatus::CopyUnavailable => t(lang, Msg::CopyUnavailable).to_string(),
        PgnStatus::DownloadFailed => t(lang, Msg::DownloadFailed).to_string(),
        PgnStatus::ImportError { game, error } => pgn_error_text(lang, *game, error),
        PgnStatus::Archive(troubles) => archive_troubles(lang, troubles),
        PgnStatus::Deleted { entry, troubles } => game_deleted(lang, entry, troubles),
        PgnStatus::Exported { games, missing } => {
            let done = tr(lang, Msg::ArchiveExported { n: *games as u64 });
            if *missing == 0 {
                done
            } else {
                let left = tr(lang, Msg::ArchiveExportMissing { n: *missing as u64 });
                format!("{done}. {left}")
            }
        }
    }
}
