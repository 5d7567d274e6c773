//! Plays a short game and prints its scoresheet and PGN.
use rochade_arbiter::{Event, Game, GameSetup, ScoresheetOptions};
use rochade_laws::Color;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let setup = GameSetup::new("Anna", "Bella").with_time_control("5400+30".parse()?);
    let mut game = Game::new(setup)?;
    game.apply(Event::Start, 0)?;
    game.apply(
        Event::Move {
            mv: "e4".into(),
            offer_draw: false,
        },
        5_000,
    )?;
    game.apply(
        Event::Move {
            mv: "e5".into(),
            offer_draw: true,
        },
        9_000,
    )?;
    game.apply(Event::AcceptDraw { by: Color::White }, 12_000)?;
    let opts = ScoresheetOptions {
        clock_times: true,
        ..ScoresheetOptions::default()
    };
    println!("{}", game.scoresheet(&opts));
    println!("{}", game.to_pgn());
    Ok(())
}
