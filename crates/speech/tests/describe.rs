//! Descriptions on request (rule 9d) in the three languages.

use rochade_laws::{Color, File, Position, Rank, Role, Square, parse_move};
use rochade_speech::{
    GameResult, ResultReason, Scheme, Settings, Spelling, SpokenResult, describe_clocks,
    describe_draw_offer, describe_file, describe_last_move, describe_moves_completed,
    describe_pieces, describe_rank, describe_result, describe_square, describe_turn, help,
};

const DE: Settings = Settings::new(Scheme::German);
const EN: Settings = Settings::new(Scheme::English);
const PT: Settings = Settings::new(Scheme::Portuguese);
const ANNA: Settings = Settings::new(Scheme::GermanWithEnglishNumbers);

#[test]
fn squares() {
    let pos = Position::new();
    // The examples.
    assert_eq!(
        describe_square(&pos, Square::E2, &DE).text,
        "Eva zwei, weißer Bauer"
    );
    assert_eq!(
        describe_square(&pos, Square::E4, &DE).text,
        "Eva vier, leer"
    );
    assert_eq!(
        describe_square(&pos, Square::D8, &DE).text,
        "David acht, schwarze Dame"
    );
    assert_eq!(
        describe_square(&pos, Square::F1, &DE.with_spelling(Spelling::Ascii)).text,
        "Felix eins, weisser Laeufer"
    );
    assert_eq!(
        describe_square(&pos, Square::G8, &EN).text,
        "g8, black knight"
    );
    assert_eq!(
        describe_square(&pos, Square::A1, &PT).text,
        "a1, torre branca"
    );
    assert_eq!(describe_square(&pos, Square::E5, &PT).text, "e5, vazia");
    assert_eq!(
        describe_square(&pos, Square::H8, &ANNA).text,
        "Hector eight, black rook"
    );
    assert_eq!(describe_square(&pos, Square::E1, &DE).lang, "de-DE");
}

#[test]
fn piece_lists() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/3P1P2/R3K1N1 w Q - 0 1").unwrap();
    assert_eq!(
        describe_pieces(&pos, Color::White, None, &DE).text,
        "Weiß: König Eva eins, Turm Anna eins, Springer Gustav eins, Bauer David zwei, Bauer Felix zwei"
    );
    assert_eq!(
        describe_pieces(&pos, Color::White, Some(Role::Pawn), &EN).text,
        "White, pawn: d2, f2"
    );
    assert_eq!(
        describe_pieces(&pos, Color::Black, None, &PT).text,
        "Pretas: Rei e8"
    );
    assert_eq!(
        describe_pieces(&pos, Color::Black, Some(Role::Rook), &PT).text,
        "Pretas, Torre: nenhuma"
    );
}

#[test]
fn scans() {
    let pos = Position::new();
    assert_eq!(
        describe_rank(&pos, Rank::Fifth, &DE).text,
        "Reihe fünf: Anna fünf bis Hector fünf, leer"
    );
    assert_eq!(
        describe_file(&pos, File::A, &EN).text,
        "File a: a1, white rook; a2, white pawn; a3 to a6, empty; a7, black pawn; a8, black rook"
    );
    assert_eq!(
        describe_rank(&pos, Rank::Eighth, &ANNA).text,
        "Rank eight: Anna eight, black rook; Bella eight, black knight; Cesar eight, black bishop; \
David eight, black queen; Eva eight, black king; Felix eight, black bishop; \
Gustav eight, black knight; Hector eight, black rook"
    );
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert_eq!(
        describe_rank(&pos, Rank::First, &PT).text,
        "Fileira 1: a1 até d1, vazias; e1, rei branco; f1 até g1, vazias; h1, torre branca"
    );
    assert_eq!(
        describe_file(&pos, File::H, &DE).text,
        "Linie Hector: Hector eins, weißer Turm; Hector zwei bis Hector acht, leer"
    );
}

#[test]
fn last_move_and_turn() {
    let pos = Position::new();
    let e4 = parse_move(&pos, "e4").unwrap();
    let after = pos.play(&e4).unwrap();
    assert_eq!(
        describe_last_move(Some((&pos, &e4)), &EN).text,
        "Last move: White, pawn e4"
    );
    assert_eq!(describe_last_move(None, &PT).text, "Nenhum lance ainda");
    assert_eq!(describe_turn(&after, &DE).text, "Schwarz am Zug");
    assert_eq!(describe_turn(&after, &EN).text, "Black to move");
    assert_eq!(describe_turn(&after, &PT).text, "Vez das pretas");
    let c5 = parse_move(&after, "c5").unwrap();
    assert_eq!(
        describe_last_move(Some((&after, &c5)), &DE).text,
        "Letzter Zug: Schwarz, Bauer Cesar fünf"
    );
}

#[test]
fn clocks() {
    // The example: "Weiß eine Stunde zwölf Minuten fünf Sekunden".
    let one_12_05 = (3600 + 12 * 60 + 5) * 1000;
    assert_eq!(
        describe_clocks(one_12_05, 1_000, &DE).text,
        "Weiß eine Stunde zwölf Minuten fünf Sekunden, Schwarz eine Sekunde"
    );
    assert_eq!(
        describe_clocks(one_12_05 + 999, 0, &DE.with_spelling(Spelling::Ascii)).text,
        "Weiss eine Stunde zwoelf Minuten fuenf Sekunden, Schwarz null Sekunden"
    );
    assert_eq!(
        describe_clocks(one_12_05, 2 * 3600 * 1000 + 60_000, &EN).text,
        "White one hour twelve minutes five seconds, Black two hours one minute"
    );
    assert_eq!(
        describe_clocks(one_12_05, 21 * 60 * 1000, &PT).text,
        "Brancas uma hora doze minutos cinco segundos, Pretas vinte e um minutos"
    );
    // No overflow on absurd values.
    assert!(!describe_clocks(u64::MAX, u64::MAX, &DE).text.is_empty());
}

#[test]
fn moves_completed() {
    assert_eq!(
        describe_moves_completed(&Position::new(), &DE).text,
        "Gespielte Züge: null"
    );
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 2").unwrap();
    assert_eq!(
        describe_moves_completed(&pos, &EN).text,
        "Moves completed: one"
    );
    assert_eq!(
        describe_moves_completed(&pos, &DE).text,
        "Gespielte Züge: eins"
    );
}

#[test]
fn results_with_reasons() {
    let r = |result, reason| SpokenResult { result, reason };
    use GameResult::*;
    use ResultReason::*;
    let cases = [
        (
            r(WhiteWins, Checkmate),
            "Weiß gewinnt durch Schachmatt",
            "White wins by checkmate",
            "As brancas vencem por xeque mate",
        ),
        (
            r(BlackWins, Resignation),
            "Schwarz gewinnt durch Aufgabe",
            "Black wins by resignation",
            "As pretas vencem por abandono",
        ),
        (
            r(Draw, Stalemate),
            "Remis durch Patt",
            "Draw by stalemate",
            "Empate por afogamento",
        ),
        (
            r(Draw, Agreement),
            "Remis durch Vereinbarung",
            "Draw by agreement",
            "Empate por acordo",
        ),
        (
            r(WhiteWins, FlagFall),
            "Weiß gewinnt durch Zeitüberschreitung",
            "White wins on time",
            "As brancas vencem por tempo",
        ),
        (
            r(Draw, DeadPosition),
            "Remis durch tote Stellung",
            "Draw by dead position",
            "Empate por posição morta",
        ),
        (
            r(Draw, Repetition),
            "Remis durch dreimalige Stellungswiederholung",
            "Draw by threefold repetition",
            "Empate por tripla repetição",
        ),
        (
            r(Draw, FiftyMoves),
            "Remis durch die Fünfzig-Züge-Regel",
            "Draw by the fifty-move rule",
            "Empate pela regra dos cinquenta lances",
        ),
    ];
    for (result, de, en, pt) in cases {
        assert_eq!(describe_result(Some(&result), &DE).text, de);
        assert_eq!(describe_result(Some(&result), &EN).text, en);
        assert_eq!(describe_result(Some(&result), &PT).text, pt);
    }
    assert_eq!(describe_result(None, &DE).text, "Die Partie läuft");
}

#[test]
fn draw_offers_and_help() {
    assert_eq!(
        describe_draw_offer(Some(Color::White), &DE).text,
        "Weiß bietet Remis an"
    );
    assert_eq!(
        describe_draw_offer(Some(Color::White), &EN).text,
        "White offers a draw"
    );
    assert_eq!(
        describe_draw_offer(Some(Color::Black), &PT).text,
        "As pretas propõem empate"
    );
    assert_eq!(describe_draw_offer(None, &EN).text, "No draw offer");
    for scheme in Scheme::ALL {
        let h = help(&Settings::new(scheme));
        assert!(h.text.len() > 200);
        assert_eq!(h.lang, scheme.lang());
    }
    assert!(help(&DE).text.contains("Kurze Rochade"));
    assert!(
        help(&DE.with_spelling(Spelling::Ascii))
            .text
            .contains("Koenig, Dame, Turm, Laeufer, Springer, Bauer")
    );
}
