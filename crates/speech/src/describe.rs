//! Descriptions given on request (2001 Laws, rules for play with visually
//! handicapped players, rule 9d: the assistant shall "inform the visually
//! handicapped player only at his request of the number of moves completed
//! and the time used up by both players"): a square, the pieces of a side,
//! a rank or file, the last move, whose turn it is, the moves completed,
//! the result and a pending draw offer. The clocks are in
//! [`crate::describe_clocks`].

use rochade_laws::{Color, File, Move, Position, Rank, Role, Square};

use crate::announce::{Facts, move_words};
use crate::lexicons::lexicon;
use crate::words::{Gender, Lexicon};
use crate::{Announcement, Settings, SpokenResult};
use rochade_laws::GameResult;

fn square_text(lex: &Lexicon, pos: &Position, sq: Square) -> String {
    let what = match pos.piece_at(sq) {
        Some(piece) => lex.piece(piece),
        None => lex.empty,
    };
    format!("{}, {}", lex.square(sq), what)
}

/// A square's name alone, in the scheme: "Eva vier", "e4". What stands on
/// it is the interface's to say, in the interface's language; the name is
/// the scheme's (2023 Appendix D.2.1), as the player hears it in moves.
///
/// ```
/// use rochade_laws::Square;
/// use rochade_speech::{name_square, Scheme, Settings, Spelling};
/// let de = Settings::new(Scheme::German);
/// assert_eq!(name_square(Square::E4, &de).text, "Eva vier");
/// assert_eq!(name_square(Square::F5, &de.with_spelling(Spelling::Ascii)).text, "Felix fuenf");
/// assert_eq!(name_square(Square::H8, &Settings::new(Scheme::GermanWithEnglishNumbers)).text, "Hector eight");
/// assert_eq!(name_square(Square::D8, &Settings::new(Scheme::English)).lang, "en-GB");
/// ```
pub fn name_square(sq: Square, settings: &Settings) -> Announcement {
    settings.finish(lexicon(settings.scheme).square(sq))
}

/// A file's name alone, in the scheme: "Eva", "e".
///
/// ```
/// use rochade_laws::File;
/// use rochade_speech::{name_file, Scheme, Settings};
/// assert_eq!(name_file(File::C, &Settings::new(Scheme::German)).text, "Cesar");
/// assert_eq!(name_file(File::C, &Settings::new(Scheme::Portuguese)).text, "c");
/// ```
pub fn name_file(file: File, settings: &Settings) -> Announcement {
    settings.finish(lexicon(settings.scheme).file(file).to_string())
}

/// A rank's name alone, in the scheme: "fünf", "5".
///
/// ```
/// use rochade_laws::Rank;
/// use rochade_speech::{name_rank, Scheme, Settings};
/// assert_eq!(name_rank(Rank::Fifth, &Settings::new(Scheme::German)).text, "fünf");
/// assert_eq!(name_rank(Rank::Fifth, &Settings::new(Scheme::GermanWithEnglishNumbers)).text, "five");
/// ```
pub fn name_rank(rank: Rank, settings: &Settings) -> Announcement {
    settings.finish(lexicon(settings.scheme).rank(rank).to_string())
}

/// One square and what stands on it: "Eva vier, weißer Bauer", "Eva vier,
/// leer".
///
/// ```
/// use rochade_laws::{Position, Square};
/// use rochade_speech::{describe_square, Scheme, Settings};
/// let pos = Position::new();
/// let de = Settings::new(Scheme::German);
/// assert_eq!(describe_square(&pos, Square::E2, &de).text, "Eva zwei, weißer Bauer");
/// assert_eq!(describe_square(&pos, Square::E4, &de).text, "Eva vier, leer");
/// assert_eq!(describe_square(&pos, Square::D8, &Settings::new(Scheme::English)).text, "d8, black queen");
/// ```
pub fn describe_square(pos: &Position, sq: Square, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    settings.finish(square_text(lex, pos, sq))
}

/// The pieces of one side, king first, each kind in square order a1, b1,
/// …, h8: "Weiß: König Eva eins, Dame David eins, …". With a `role`, only
/// that kind: "Weiß, Springer: Bella eins, Gustav eins", or "…: keine".
///
/// ```
/// use rochade_laws::{Color, Position, Role};
/// use rochade_speech::{describe_pieces, Scheme, Settings};
/// let pos = Position::new();
/// let de = Settings::new(Scheme::German);
/// assert_eq!(
///     describe_pieces(&pos, Color::Black, Some(Role::Knight), &de).text,
///     "Schwarz, Springer: Bella acht, Gustav acht"
/// );
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(describe_pieces(&pos, Color::White, None, &de).text, "Weiß: König Eva eins");
/// assert_eq!(
///     describe_pieces(&pos, Color::White, Some(Role::Queen), &Settings::new(Scheme::English)).text,
///     "White, Queen: none"
/// );
/// ```
pub fn describe_pieces(
    pos: &Position,
    color: Color,
    role: Option<Role>,
    settings: &Settings,
) -> Announcement {
    let lex = lexicon(settings.scheme);
    let squares_of = |r: Role| -> Vec<Square> {
        Square::all()
            .filter(|&sq| pos.piece_at(sq) == Some(r.of(color)))
            .collect()
    };
    let text = match role {
        Some(r) => {
            let list: Vec<String> = squares_of(r).into_iter().map(|sq| lex.square(sq)).collect();
            let list = if list.is_empty() {
                lex.none.to_string()
            } else {
                list.join(", ")
            };
            format!("{}, {}: {}", lex.side(color), lex.role(r), list)
        }
        None => {
            let mut items: Vec<String> = Vec::new();
            for r in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ] {
                for sq in squares_of(r) {
                    items.push(format!("{} {}", lex.role(r), lex.square(sq)));
                }
            }
            let list = if items.is_empty() {
                lex.none.to_string()
            } else {
                items.join(", ")
            };
            format!("{}: {}", lex.side(color), list)
        }
    };
    settings.finish(text)
}

fn scan(lex: &Lexicon, pos: &Position, title: String, squares: &[Square]) -> String {
    let mut groups: Vec<String> = Vec::new();
    let mut i = 0;
    while i < squares.len() {
        let sq = squares[i];
        if pos.piece_at(sq).is_some() {
            groups.push(square_text(lex, pos, sq));
            i += 1;
            continue;
        }
        let mut j = i;
        while j + 1 < squares.len() && pos.piece_at(squares[j + 1]).is_none() {
            j += 1;
        }
        if j == i {
            groups.push(format!("{}, {}", lex.square(sq), lex.empty));
        } else {
            groups.push(format!(
                "{} {} {}, {}",
                lex.square(sq),
                lex.range_to,
                lex.square(squares[j]),
                lex.empty_many
            ));
        }
        i = j + 1;
    }
    format!("{}: {}", title, groups.join("; "))
}

/// A rank from the a-file to the h-file, runs of empty squares together:
/// "Reihe eins: Anna eins, weißer Turm; …".
///
/// ```
/// use rochade_laws::{Position, Rank};
/// use rochade_speech::{describe_rank, Scheme, Settings};
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
/// assert_eq!(
///     describe_rank(&pos, Rank::First, &Settings::new(Scheme::German)).text,
///     "Reihe eins: Anna eins, weißer Turm; Bella eins bis David eins, leer; Eva eins, weißer König; Felix eins bis Hector eins, leer"
/// );
/// assert_eq!(
///     describe_rank(&pos, Rank::Fourth, &Settings::new(Scheme::English)).text,
///     "Rank 4: a4 to h4, empty"
/// );
/// ```
pub fn describe_rank(pos: &Position, rank: Rank, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let squares: Vec<Square> = File::ALL
        .iter()
        .map(|&f| Square::from_coords(f, rank))
        .collect();
    let title = format!("{} {}", lex.rank_word, lex.rank(rank));
    settings.finish(scan(lex, pos, title, &squares))
}

/// A file from the first rank to the eighth, runs of empty squares
/// together: "Linie Eva: Eva eins, weißer König; …".
///
/// ```
/// use rochade_laws::{File, Position};
/// use rochade_speech::{describe_file, Scheme, Settings};
/// let pos = Position::new();
/// assert_eq!(
///     describe_file(&pos, File::E, &Settings::new(Scheme::Portuguese)).text,
///     "Coluna e: e1, rei branco; e2, peão branco; e3 até e6, vazias; e7, peão preto; e8, rei preto"
/// );
/// ```
pub fn describe_file(pos: &Position, file: File, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let squares: Vec<Square> = Rank::ALL
        .iter()
        .map(|&r| Square::from_coords(file, r))
        .collect();
    let title = format!("{} {}", lex.file_word, lex.file(file));
    settings.finish(scan(lex, pos, title, &squares))
}

/// The last move and who played it, given the position before it:
/// "Letzter Zug: Weiß, Springer Felix drei"; "Noch kein Zug" without one.
///
/// ```
/// use rochade_laws::{Position, parse_move};
/// use rochade_speech::{describe_last_move, Scheme, Settings};
/// let pos = Position::new();
/// let m = parse_move(&pos, "Nf3").unwrap();
/// let de = Settings::new(Scheme::German);
/// assert_eq!(describe_last_move(Some((&pos, &m)), &de).text, "Letzter Zug: Weiß, Springer Felix drei");
/// assert_eq!(describe_last_move(None, &de).text, "Noch kein Zug");
/// ```
pub fn describe_last_move(last: Option<(&Position, &Move)>, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let text = match last {
        Some((before, m)) => format!(
            "{}: {}, {}",
            lex.last_move,
            lex.side(before.turn()),
            move_words(lex, &Facts::of(before, m), settings.form)
        ),
        None => lex.no_move_yet.to_string(),
    };
    settings.finish(text)
}

/// A move with its number and the side that played it, as an assistant
/// announces the moves of both players (rules for play with visually
/// handicapped players, rule 9b): "1. Weiß: Bauer Eva vier".
///
/// ```
/// use rochade_laws::{Position, parse_move};
/// use rochade_speech::{announce_numbered_move, Scheme, Settings};
/// let pos = Position::new();
/// let m = parse_move(&pos, "e4").unwrap();
/// let de = Settings::new(Scheme::German);
/// assert_eq!(announce_numbered_move(&pos, &m, &de).text, "1. Weiß: Bauer Eva vier");
/// let after = pos.play(&m).unwrap();
/// let m = parse_move(&after, "Nf6").unwrap();
/// let en = Settings::new(Scheme::English);
/// assert_eq!(announce_numbered_move(&after, &m, &en).text, "1. Black: Knight f6");
/// ```
pub fn announce_numbered_move(before: &Position, m: &Move, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let said = crate::announce_move(before, m, settings);
    settings.finish(format!(
        "{}. {}: {}",
        before.fullmove_number(),
        lex.side(before.turn()),
        said.text
    ))
}

/// Whose turn it is: "Weiß am Zug".
///
/// ```
/// use rochade_laws::Position;
/// use rochade_speech::{describe_turn, Scheme, Settings};
/// assert_eq!(describe_turn(&Position::new(), &Settings::new(Scheme::German)).text, "Weiß am Zug");
/// ```
pub fn describe_turn(pos: &Position, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    settings.finish(lex.to_move[pos.turn().index()].to_string())
}

/// The number of moves completed by both players (rule 9d), counted from
/// the position's move number: before White's 24th move, 23 moves are
/// completed.
///
/// ```
/// use rochade_laws::Position;
/// use rochade_speech::{describe_moves_completed, Scheme, Settings};
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 24").unwrap();
/// assert_eq!(describe_moves_completed(&pos, &Settings::new(Scheme::German)).text, "Gespielte Züge: dreiundzwanzig");
/// assert_eq!(describe_moves_completed(&pos, &Settings::new(Scheme::Portuguese)).text, "Lances completados: vinte e três");
/// ```
pub fn describe_moves_completed(pos: &Position, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let completed = pos.fullmove_number().saturating_sub(1);
    settings.finish(format!(
        "{}: {}",
        lex.moves_completed,
        (lex.number)(completed, Gender::Masculine)
    ))
}

/// The result and its reason: "Weiß gewinnt durch Schachmatt", "Remis
/// durch Patt"; without a result "Die Partie läuft".
///
/// ```
/// use rochade_speech::{describe_result, GameResult, SpokenResult, ResultReason, Scheme, Settings};
/// let r = SpokenResult { result: GameResult::BlackWins, reason: ResultReason::Resignation };
/// assert_eq!(describe_result(Some(&r), &Settings::new(Scheme::English)).text, "Black wins by resignation");
/// ```
pub fn describe_result(outcome: Option<&SpokenResult>, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let text = match outcome {
        Some(r) => {
            let who = match r.result {
                GameResult::WhiteWins => lex.wins[0],
                GameResult::BlackWins => lex.wins[1],
                GameResult::Draw => lex.draw,
            };
            format!("{} {}", who, lex.reasons[r.reason.index()])
        }
        None => lex.in_progress.to_string(),
    };
    settings.finish(text)
}

/// A pending draw offer (Art. 9.1) and who made it: "Weiß bietet Remis an";
/// "Kein Remisangebot" without one.
///
/// ```
/// use rochade_laws::Color;
/// use rochade_speech::{describe_draw_offer, Scheme, Settings};
/// assert_eq!(describe_draw_offer(Some(Color::Black), &Settings::new(Scheme::German)).text, "Schwarz bietet Remis an");
/// ```
pub fn describe_draw_offer(offer: Option<Color>, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let text = match offer {
        Some(c) => lex.draw_offer[c.index()],
        None => lex.no_draw_offer,
    };
    settings.finish(text.to_string())
}

/// What the player can ask for, and how moves are said.
///
/// ```
/// use rochade_speech::{help, Scheme, Settings};
/// assert!(help(&Settings::new(Scheme::German)).text.contains("Anna, Bella, Cesar"));
/// ```
pub fn help(settings: &Settings) -> Announcement {
    settings.finish(lexicon(settings.scheme).help.to_string())
}
