//! A tournament file refused, in the interface language: the file, the
//! line ("line 3") and the field, then what is wrong.

use rochade_arbiter::tournament::{Field, Problem, TournamentError};

use super::i18n::{Lang, Msg, t, tr};

fn field_text(lang: Lang, f: Field) -> String {
    let round = |r: u32| r.to_string();
    match f {
        Field::File => t(lang, Msg::TrfFieldFile).into(),
        Field::StartNumber => t(lang, Msg::TrfFieldStartNumber).into(),
        Field::Name => t(lang, Msg::TrfFieldName).into(),
        Field::Rating => t(lang, Msg::TrfFieldRating).into(),
        Field::FideId => t(lang, Msg::TrfFieldFideId).into(),
        Field::Opponent { round: r } => tr(lang, Msg::TrfFieldOpponent { round: &round(r) }),
        Field::Colour { round: r } => tr(lang, Msg::TrfFieldColour { round: &round(r) }),
        Field::Result { round: r } => tr(lang, Msg::TrfFieldResult { round: &round(r) }),
        Field::PairCount => t(lang, Msg::TrfFieldPairCount).into(),
        Field::Board => t(lang, Msg::BoardNumberLabel).into(),
        Field::Round => t(lang, Msg::RoundLabel).into(),
        Field::White => t(lang, Msg::TrfFieldWhite).into(),
        Field::Black => t(lang, Msg::TrfFieldBlack).into(),
    }
}

fn problem_text(lang: Lang, p: &Problem) -> String {
    match p {
        Problem::NotATournamentFile => t(lang, Msg::TrfNotATournamentFile).into(),
        Problem::Missing => t(lang, Msg::TrfMissing).into(),
        Problem::NotANumber(text) => tr(lang, Msg::TrfNotANumber { text }),
        Problem::UnknownCode(text) => tr(lang, Msg::TrfUnknownCode { text }),
        Problem::UnknownPlayer(text) => tr(lang, Msg::TrfUnknownPlayer { text }),
        Problem::Duplicate(text) => tr(lang, Msg::TrfDuplicate { text }),
        Problem::CountMismatch { said, found } => tr(
            lang,
            Msg::TrfCountMismatch {
                said: &said.to_string(),
                n: *found as u64,
            },
        ),
        Problem::NeedsTrf => t(lang, Msg::TrfNeedsTrf).into(),
        Problem::SecondTrf => t(lang, Msg::TrfSecondTrf).into(),
        Problem::NoPairings => t(lang, Msg::TrfNoPairings).into(),
    }
}

/// The refusal of a tournament file: "round3.txt, line 3, White: no player
/// “17” in the TRF file. Nothing stored has changed."
pub fn tournament_error_text(lang: Lang, e: &TournamentError) -> String {
    let why = problem_text(lang, &e.problem);
    if e.line == 0 {
        tr(
            lang,
            Msg::TrfErrFile {
                file: &e.file,
                why: &why,
            },
        )
    } else {
        tr(
            lang,
            Msg::TrfErrAt {
                file: &e.file,
                line: &e.line.to_string(),
                field: &field_text(lang, e.field),
                why: &why,
            },
        )
    }
}
