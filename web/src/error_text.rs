//! The arbiter's refusals ([`GameError`]) in the interface language.
//!
//! The arbiter writes its errors in English for logs and tests; the player
//! reads them here, from the translation tables. Details that come from the
//! rules and clock crates (why a move is illegal, what the clock refused)
//! stay as those crates write them.

use rochade_arbiter::GameError;

use crate::i18n::{Key, Lang, t, tr};
use crate::outcome_text::outcome_text;

/// The text of `err` in `lang`.
pub fn game_error_text(lang: Lang, err: &GameError) -> String {
    let colour =
        |c: rochade_laws::Color| t(lang, if c.is_white() { Key::White } else { Key::Black });
    match err {
        GameError::GameOver(o) => tr(lang, Key::ErrGameOver, &[&outcome_text(o, lang)]),
        GameError::InvalidSetup(why) => tr(lang, Key::ErrInvalidSetup, &[why]),
        GameError::AlreadyStarted => t(lang, Key::ErrAlreadyStarted).into(),
        GameError::Move(e) => tr(lang, Key::IllegalMove, &[&e.to_string()]),
        GameError::NotYourTurn { to_move } => tr(lang, Key::ErrNotYourTurn, &[colour(*to_move)]),
        GameError::NoOffer => t(lang, Key::ErrNoOffer).into(),
        GameError::OwnOffer => t(lang, Key::ErrOwnOffer).into(),
        GameError::OfferStanding => t(lang, Key::ErrOfferStanding).into(),
        GameError::OpponentOfferStanding => t(lang, Key::ErrOpponentOffer).into(),
        GameError::TooManyOffers => t(lang, Key::ErrTooManyOffers).into(),
        GameError::Clock(e) => tr(lang, Key::ErrClock, &[&e.to_string()]),
        GameError::Untimed => t(lang, Key::ErrUntimed).into(),
        GameError::FlagNotFallen => t(lang, Key::ErrFlagNotFallen).into(),
        GameError::QuickplayNotAllowed(why) => tr(lang, Key::ErrQuickplayNotAllowed, &[why]),
        GameError::NoQuickplayClaim => t(lang, Key::ErrNoQuickplayClaim).into(),
        GameError::QuickplayPending => t(lang, Key::ErrQuickplayPending).into(),
        GameError::NotInEdition => t(lang, Key::ErrNotInEdition).into(),
        GameError::Adjourned => t(lang, Key::ErrAdjourned).into(),
        GameError::NotAdjourned => t(lang, Key::ErrNotAdjourned).into(),
        GameError::CasualOnly => t(lang, Key::ErrCasualOnly).into(),
        GameError::NothingToTakeBack => t(lang, Key::NothingToTakeBack).into(),
        GameError::BadPly(p) => tr(lang, Key::ErrBadPly, &[&p.to_string()]),
        GameError::NoTakeBackRequest => t(lang, Key::ErrNoTakeBackRequest).into(),
        GameError::OwnTakeBackRequest => t(lang, Key::ErrOwnTakeBackRequest).into(),
        GameError::TakeBackRequested => t(lang, Key::ErrTakeBackRequested).into(),
        GameError::OpponentTakeBackRequested => t(lang, Key::ErrOpponentTakeBack).into(),
        // A refusal added to the arbiter later: its own (English) words.
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::{Event, Game, GameSetup};
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
}
