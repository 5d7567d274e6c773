//! Saved games of earlier versions, and what was always refused: the
//! saves read (missing fields take their defaults, unknown ones are
//! ignored) and are written back in the same format; a refusal is a data
//! error, never a panic. The saves of each kind
//! as the app wrote them are in `saves.rs`.

use rochade_arbiter::{Event, Game, GameSetup, MoveInput};

const OLD: &str = r#"{"version":1,"setup":{"white":"Anna","black":"Bella","event":"?","site":"?","date":"????.??.??","round":"-","time_control":{"Periods":[{"base_ms":300000,"moves":null,"per_move":{"Increment":{"ms":2000,"before_first_move":false}}}]},"edition":"Fide2001","mode":"Casual","blitz_mating_potential_rule":true,"offer_limit":{"max_per_player":null,"moves_between":0},"fen":null,"tags":[]},"moves":[{"uci":"e2e4","clock_ms":301000,"move_ms":1000,"draw_offer":false,"sealed":false},{"uci":"e7e5","clock_ms":301000,"move_ms":1000,"draw_offer":false,"sealed":false}],"clock":{"control":{"Periods":[{"base_ms":300000,"moves":null,"per_move":{"Increment":{"ms":2000,"before_first_move":false}}}]},"options":{"first_to_move":"White","play_on_after_flag":false},"state":{"phase":"Running","to_move":"White","last_ms":2000,"sides":[{"remaining_ms":301000,"delay_left_ms":0,"moves":1,"move_elapsed_ms":0,"move_used_ms":0,"flag_at_ms":null,"ledger":{"allotted_ms":300000,"bonus_ms":2000,"received_ms":0,"added_ms":0,"removed_ms":0,"used_ms":1000,"delay_ms":0,"overtime_ms":0}},{"remaining_ms":301000,"delay_left_ms":0,"moves":1,"move_elapsed_ms":0,"move_used_ms":0,"flag_at_ms":null,"ledger":{"allotted_ms":300000,"bonus_ms":2000,"received_ms":0,"added_ms":0,"removed_ms":0,"used_ms":1000,"delay_ms":0,"overtime_ms":0}}],"first_flag":null}},"started":true,"offer":null,"offer_mark_pending":null,"offers":[{"made":0,"last_declined_ply":null},{"made":0,"last_declined_ply":null}],"outcome":null,"illegal_moves":[0,0],"quickplay":null,"adjourned":null,"notes":[],"flag_reported":false}"#;

/// The game of `text`, if it reads: then its saved text reads as the
/// same game again. A refusal is a data error (the text is JSON).
fn agree(text: &str) -> Option<Game> {
    match serde_json::from_str::<Game>(text) {
        Ok(g) => {
            let again = serde_json::to_string(&g).unwrap();
            assert_eq!(serde_json::from_str::<Game>(&again).unwrap(), g, "{text}");
            Some(g)
        }
        Err(e) => {
            assert_eq!(
                e.classify(),
                serde_json::error::Category::Data,
                "{text}: {e}"
            );
            None
        }
    }
}

#[test]
fn saves_of_earlier_versions_read() {
    for text in [
        OLD,
        r#"{"version":1,"setup":{"white":"A","black":"B"},"moves":[{"uci":"e2e4"}]}"#,
        r#"{"version":0,"setup":{}}"#,
        r#"{"version":1,"setup":{},"offer_mark_pending":"w","increment_request":"black"}"#,
        r#"{"version":1,"setup":{"edition":"Fide1997"},"later":{"x":[1,2]}}"#,
        r#"{"version":1,"setup":{},"notes":[{"ply":0,"text":"a comment from before notes were typed"}]}"#,
        r#"{"version":1,"setup":{"draw_agreement":{"NotBefore":{"moves":30}},"chess960":false,"computer":{"side":"b","level":3}}}"#,
    ] {
        assert!(agree(text).is_some(), "{text}");
    }
}

#[test]
fn what_was_refused_is_refused() {
    // A newer version than this build's.
    let newer = format!(
        r#"{{"version":{},"setup":{{}}}}"#,
        rochade_arbiter::SAVE_VERSION + 1
    );
    for text in [
        newer.as_str(),
        // Required fields missing.
        r#"{"setup":{}}"#,
        r#"{"version":1}"#,
        r#"{"version":1,"setup":{},"moves":[{"clock_ms":1}]}"#,
        // Unknown variants, wrong types.
        r#"{"version":1,"setup":{"edition":"Fide2099"}}"#,
        r#"{"version":1,"setup":{"mode":"Lax"}}"#,
        r#"{"version":1,"setup":{"time_control":"Periods"}}"#,
        r#"{"version":1,"setup":{},"outcome":{"result":"WhiteWins","reason":"Boredom"}}"#,
        r#"{"version":1,"setup":{},"offer":{"by":"green","at_ply":0,"from_claim":false}}"#,
        r#"{"version":-1,"setup":{}}"#,
        r#"{"version":1.0,"setup":{}}"#,
        r#"{"version":1,"setup":{},"illegal_moves":[0]}"#,
        r#"{"version":1,"setup":{},"moves":[{"uci":"e2e5"}]}"#,
        r#"[1,2]"#,
        // A position without a black king.
        r#"{"version":1,"setup":{"white":"A","black":"B","fen":"8/8/8/8/8/8/8/K7 w - - 0 1"},"moves":[]}"#,
    ] {
        assert!(agree(text).is_none(), "{text}");
    }
}

#[test]
fn a_game_with_a_clock_reads_back_as_itself() {
    let setup =
        GameSetup::new("Anna", "Bella \"B\" \\ \n é").with_time_control("300+2".parse().unwrap());
    let mut g = Game::new(setup).unwrap();
    g.apply(Event::Start, 0).unwrap();
    let mut now = 0;
    for uci in ["e2e4", "e7e5", "g1f3"] {
        now += 1_500;
        g.apply(
            Event::Move {
                mv: MoveInput::from(uci),
                offer_draw: uci == "g1f3",
            },
            now,
        )
        .unwrap();
    }
    let text = serde_json::to_string(&g).unwrap();
    assert!(
        text.contains(r#""white":"Anna","black":"Bella \"B\" \\ \n é""#),
        "{text}"
    );
    assert_eq!(agree(&text), Some(g));
}
