//! The Laws in force as the first-class edition: the default edition, old
//! saves and PGN in their own edition, Guidelines III, Art. 7.5, the
//! touched-piece rule, default time, penalties and article numbers in each
//! edition's own numbering. Each test names the article it checks, in the
//! edition's numbering (`art_4_4_2_2023_…`, `art_13_4_2001_…`).

mod common;

use common::{game, play};
use rochade_arbiter::{Edition, Game, GameSetup};

// --- The default edition and old games ------------------------------------

/// 2023 Laws, Introduction: in force since 1 January 2023; a new game is
/// played under them unless another edition is chosen.
#[test]
fn the_default_edition_is_2023() {
    assert_eq!(Edition::default(), Edition::Fide2023);
    assert_eq!(GameSetup::new("Anna", "Bella").edition, Edition::Fide2023);
    assert_eq!(GameSetup::default().edition, Edition::Fide2023);
}

/// A save written when 2001 was the default carries no edition: it was a
/// 2001 game and reopens as one; every save written now names its edition.
#[test]
fn a_save_without_an_edition_reads_as_2001_and_new_saves_carry_it() {
    for edition in Edition::ALL {
        let g = game(GameSetup::new("Anna", "Bella").with_edition(edition));
        let json = serde_json::to_string(&g).unwrap();
        assert!(
            json.contains(&format!(r#""edition":"{edition:?}""#)),
            "{json}"
        );
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back.setup().edition, edition);
    }
    let mut g = game(GameSetup::new("Anna", "Bella"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    let json = serde_json::to_string(&g).unwrap();
    let old = json.replace(r#""edition":"Fide2023","#, "");
    assert!(!old.contains("edition"), "{old}");
    let back: Game = serde_json::from_str(&old).unwrap();
    assert_eq!(back.setup().edition, Edition::Fide2001);
    assert_eq!(back.record().len(), 2);
}

/// PGN written when 2001 was the default has no `Laws` tag: it reads as
/// 2001. Every game written now carries the tag, 2001 games too.
#[test]
fn a_pgn_game_without_a_laws_tag_reads_as_2001_and_export_names_the_edition() {
    let g = Game::from_pgn("[White \"Anna\"]\n[Black \"Bella\"]\n1. e4 e5 *").unwrap();
    assert_eq!(g.setup().edition, Edition::Fide2001);
    for edition in Edition::ALL {
        let g = game(GameSetup::new("Anna", "Bella").with_edition(edition));
        let pgn = g.to_pgn();
        assert!(pgn.contains(&format!("[Laws \"{edition}\"]")), "{pgn}");
        assert_eq!(Game::from_pgn(&pgn).unwrap().setup().edition, edition);
    }
}
