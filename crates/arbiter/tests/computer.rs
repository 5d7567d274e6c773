//! A side played by Rochade's engine: kept in the saved game, written in
//! PGN as the standard's `WhiteType`/`BlackType` "program" with the
//! program's name, and read back from it; another program's game stays a
//! record with its tags.

use rochade_arbiter::{Computer, Edition, Event, Game, GameSetup, MoveInput};
use rochade_laws::Color;

fn against(side: Color, level: u8) -> Game {
    let computer = Computer { side, level };
    let mut setup = GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001);
    match side {
        Color::White => setup.white = computer.name(),
        Color::Black => setup.black = computer.name(),
    }
    setup.computer = Some(computer);
    let mut game = Game::new(setup).unwrap();
    for (i, m) in ["e4", "c5"].into_iter().enumerate() {
        game.apply(
            Event::Move {
                mv: MoveInput::Text(m.into()),
                offer_draw: false,
            },
            i as u64,
        )
        .unwrap();
    }
    game
}

#[test]
fn pgn_names_the_program_and_reads_it_back() {
    for side in [Color::White, Color::Black] {
        let game = against(side, 5);
        let pgn = game.to_pgn();
        let (name_tag, type_tag) = match side {
            Color::White => ("[White \"Rochade level 5\"]", "[WhiteType \"program\"]"),
            Color::Black => ("[Black \"Rochade level 5\"]", "[BlackType \"program\"]"),
        };
        assert!(pgn.contains(name_tag), "{pgn}");
        assert!(pgn.contains(type_tag), "{pgn}");
        let back = Game::from_pgn(&pgn).unwrap();
        assert_eq!(back.setup().computer, Some(Computer { side, level: 5 }));
        assert!(back.setup().tags.is_empty());
        assert_eq!(back.to_pgn(), pgn);
    }
}

#[test]
fn another_program_stays_a_record() {
    let pgn = "[White \"Stockfish 15.1\"]\n[Black \"Anna\"]\n[WhiteType \"program\"]\n[Result \"*\"]\n\n1. e4 *\n";
    let game = Game::from_pgn(pgn).unwrap();
    assert_eq!(game.setup().computer, None);
    assert_eq!(
        game.setup().tags,
        vec![("WhiteType".to_string(), "program".to_string())]
    );
    assert!(game.to_pgn().contains("[WhiteType \"program\"]"));
}

#[test]
fn the_saved_game_keeps_the_computer_and_older_saves_have_none() {
    let game = against(Color::Black, 2);
    let saved = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&saved).unwrap();
    assert_eq!(
        back.setup().computer,
        Some(Computer {
            side: Color::Black,
            level: 2
        })
    );
    // A save from before the computer existed has no such field.
    let older = saved.replace(",\"computer\":{\"side\":\"black\",\"level\":2}", "");
    assert_ne!(older, saved);
    let back: Game = serde_json::from_str(&older).unwrap();
    assert_eq!(back.setup().computer, None);
}
