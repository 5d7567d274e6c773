//! The questions about the position, typed and by key: refused where
//! they would be advice, answered on the live and the reviewed position;
//! and text that is neither a move nor a command.

use std::rc::Rc;

use rochade_arbiter::{Edition, GameSetup, Mode, advice_article};
use rochade_laws::{Color, Rank, Square};
use yew::Reducible;

use super::*;
use crate::commands::{Command, Rays};
use crate::lang::Lang;
use crate::notice::{Notice, Said};
use crate::settings::Settings;
use crate::state::{Action, AppState};

fn answered(s: &AppState) -> bool {
    matches!(
        &s.message,
        Some(Said {
            notice: Notice::Answer(_),
            ..
        })
    )
}

#[test]
fn text_that_is_neither_a_move_nor_a_command_is_said_so_in_each_language() {
    assert_eq!(
        answer(PINNED, "Pferd Cesar drei", Lang::De),
        "Weder Zug noch Befehl: „Pferd Cesar drei“; Hilfe tippen für die Liste"
    );
    assert_eq!(
        answer(PINNED, "xyzzy", Lang::En),
        "Not a move or a command: “xyzzy”; type help for the list"
    );
    assert_eq!(
        answer(PINNED, "olá mundo", Lang::Pt),
        "Nem lance nem comando: “olá mundo”; digite ajuda para a lista"
    );
    // A move that does not exist, or is ambiguous, keeps its answers.
    assert!(answer(PINNED, "Springer Cesar drei", Lang::En).starts_with("Illegal move: "));
    assert!(answer(TWO_KNIGHTS, "Nf3", Lang::En).starts_with("Illegal move: 2 moves fit"));
    // In a strict game over the board such text is no illegal move
    // (2023 Art. 7.5): nothing counted, no penalty, the clock untouched.
    let s = over_the_board(Mode::Strict, "5400", &["e4"]);
    let s = s.reduce(Action::Typed("hello there".into(), 2_000));
    assert_eq!(s.notice, Some(Notice::NotUnderstood("hello there".into())));
    assert_eq!(s.game.illegal_moves(Color::Black), 0);
    assert_eq!(s.game.record().len(), 1);
    assert_eq!(s.game.turn(), Color::Black);
    // While reviewing, the review stays.
    let s = state_after(Mode::Casual, &["e4", "e5"]);
    let s = s.reduce(Action::View(Some(1)));
    let s = s.reduce(Action::Typed("blorp".into(), 1));
    assert_eq!(s.viewing, Some(1));
    assert!(
        said(&s).starts_with("Not a move or a command"),
        "{}",
        said(&s)
    );
}

#[test]
fn analysing_questions_are_off_in_strict_and_locked_games_and_scans_stay() {
    let analysing = [
        "attackers e4",
        "defenders e4",
        "Angriffe e4",
        "hanging",
        "em perigo",
        "captures",
        "Schlagzüge",
        "who can go to e5",
        "quem pode ir para e5",
    ];
    let describing = [
        "scan e4",
        "diagonals e4",
        "Geraden e4",
        "last capture",
        "rank 4",
    ];
    // Strict: 2023 Art. 11.3.1.
    for text in analysing {
        let s = state_after(Mode::Strict, &["e4"]);
        let s = s.reduce(Action::Typed(text.into(), 1));
        assert_eq!(s.notice, help_off(), "{text}");
        assert_eq!(
            said(&s),
            "Help with moves is off in this game (Art. 11.3.1).",
            "{text}"
        );
    }
    for text in describing {
        let s = state_after(Mode::Strict, &["e4"]);
        let s = s.reduce(Action::Typed(text.into(), 1));
        assert!(answered(&s), "{text}: {}", said(&s));
    }
    // By key, the same.
    let s = state_after(Mode::Strict, &["e4"]);
    let s = s.reduce(Action::Command(Command::Hanging(None), 1));
    assert_eq!(s.notice, help_off());
    let s = s.reduce(Action::Command(
        Command::Scan(Some(Square::E4), Rays::Diagonals),
        2,
    ));
    assert!(answered(&s), "{}", said(&s));
    // Under the arbiter's lock.
    let mut setup = GameSetup::new("A", "B")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap_or_else(|e| panic!("{e:?}")));
    setup.arbiter_lock = Some(
        rochade_arbiter::ArbiterLock::new("4711", [3; 16], false)
            .unwrap_or_else(|e| panic!("{e:?}")),
    );
    let game = crate::test_support::play(setup, &["e4"]);
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
    let s = s.reduce(Action::Command(
        Command::AttackersAndDefenders(Some(Square::E4)),
        1,
    ));
    assert_eq!(s.notice, help_off());
    let s = s.reduce(Action::Command(Command::WhoCanGo(Some(Square::E5)), 2));
    assert_eq!(s.notice, help_off());
    let s = s.reduce(Action::Command(Command::LastCapture, 3));
    assert!(answered(&s), "{}", said(&s));
    // Once the game is over, no longer during play: answered.
    let s = state_after(Mode::Strict, &["f3", "e5", "g4", "Qh4#"]);
    assert!(s.game.is_over());
    let s = s.reduce(Action::Typed("hanging".into(), 1));
    assert!(answered(&s), "{}", said(&s));
    // Casual: answered.
    for text in analysing {
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed(text.into(), 1));
        assert!(answered(&s), "{text}: {}", said(&s));
    }
}

#[test]
fn advice_and_analysis_are_refused_by_the_games_own_edition() {
    // The rule against advice during play is 2023 Art. 11.3.1 and 2001
    // (and 1997) Art. 12.2: a refusal cites the game's own number.
    for (edition, art) in [(Edition::Fide2023, "11.3.1"), (Edition::Fide2001, "12.2")] {
        let setup = GameSetup::new("A", "B")
            .with_mode(Mode::Strict)
            .with_edition(edition);
        let game = crate::test_support::play(setup, &["e4"]);
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let s = s.reduce(Action::Typed("hanging".into(), 1));
        assert_eq!(s.notice, Some(Notice::HelpOff(advice_article(edition))));
        assert_eq!(
            said(&s),
            format!("Help with moves is off in this game (Art. {art})."),
        );
        let s = s.reduce(Action::Command(Command::Analyse, 2));
        assert_eq!(
            s.notice,
            Some(Notice::AnalysisAfterGame(advice_article(edition)))
        );
        assert_eq!(
            said(&s),
            format!(
                "No analysis during the game: the computer analyses a finished game (Art. {art})"
            ),
        );
    }
}

#[test]
fn questions_answer_the_reviewed_position_as_r_v_o_and_m_do() {
    // In the FIDE scheme's move words (2023 Appendix D.2.1).
    let mut scheme = Settings::default();
    scheme.set_scheme(crate::settings::SchemeChoice::German);
    let s = state_after(Mode::Casual, &["e4", "d5", "exd5"]).reduce(Action::Settings(scheme));
    let live = s.clone().reduce(Action::Typed("last capture".into(), 1));
    assert!(
        said(&live).starts_with("Last capture: 2. White: "),
        "{}",
        said(&live)
    );
    // After 1. e4: no capture yet, d5 empty, reached by Black's pawn
    // only (White's pawn on e4 would go there only by a capture).
    let s = s.reduce(Action::View(Some(1)));
    let in_review = |cmd: Command| {
        let s = s.clone().reduce(Action::Command(cmd, 5));
        assert_eq!(s.viewing, Some(1));
        said(&s)
    };
    assert_eq!(in_review(Command::LastCapture), "No capture yet");
    assert_eq!(
        in_review(Command::Rank(Rank::Fifth)),
        "Rank fünf: Anna fünf to Hector fünf, empty"
    );
    assert_eq!(
        in_review(Command::Legal(Some(Square::E4))),
        "Eva vier, white pawn: no legal moves"
    );
    assert_eq!(
        in_review(Command::WhoCanGo(Some(Square::D5))),
        "David fünf, empty. Black can go there: David sieben, black pawn. \
         White can go there: none"
    );
    assert!(
        in_review(Command::Pieces {
            color: Some(Color::Black),
            role: Some(rochade_laws::Role::Pawn),
        })
        .contains("8 pawns"),
    );
    // Live, the pawn took on d5.
    let live = live.reduce(Action::Command(Command::Rank(Rank::Fifth), 6));
    assert!(
        said(&live).contains("David fünf, white pawn"),
        "{}",
        said(&live)
    );
}
