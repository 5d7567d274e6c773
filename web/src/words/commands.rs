//! Commands on request for blind players (rules for play with visually
//! handicapped players, rule 9d; lichess's blind mode as the anchor).
//!
//! A command is typed into the move input ("clock", "Uhr", "relógio",
//! "e4?", "list from 5" …, recognised in English, German and Portuguese
//! whatever the interface language, see [`crate::commands::parse`]) or given as a single key while a square
//! of the board has focus (see [`crate::commands::key_command`]). The
//! answer is in the interface language but for the names of moves and
//! squares, which are the scheme's (2023 Appendix D.2.1), each part with
//! its language tag for the live region and the voice.
//!
//! Everything here is a pure function of the game, so it is tested
//! natively.

use rochade_arbiter::Game;
use rochade_laws::{Color, File, Move, Position, Rank, Role, Square};
use rochade_speech::{
    Announcement, Settings as SpeechSettings, announce_move, name_file, name_rank,
};

use super::i18n::{Lang, Msg, t, tr};
use super::outcome::outcome_announcement;
pub use super::position_words::Context;
use super::position_words::{scan, spoken_moves};
use super::spoken::{self, SLOT, join, sentences, ui, weave};
pub use crate::commands::{Command, HelpTopic, Rays};

fn move_list(game: &Game, from: Option<u32>, speech: &SpeechSettings) -> Option<String> {
    let mut lines: Vec<String> = Vec::new();
    for rec in game.record() {
        if from.is_some_and(|n| rec.number() < n) {
            continue;
        }
        let spoken = announce_move(&rec.before, &rec.mv, speech).text;
        match (rec.side(), lines.last_mut()) {
            (Color::Black, Some(line)) if !line.ends_with(';') => {
                line.push_str(", ");
                line.push_str(&spoken);
                line.push(';');
            }
            (Color::Black, _) => lines.push(format!("{}. …, {spoken};", rec.number())),
            (Color::White, _) => lines.push(format!("{}. {spoken}", rec.number())),
        }
    }
    if lines.is_empty() {
        return None;
    }
    let text = lines.join(" ");
    Some(text.trim_end_matches(';').to_string())
}

/// Text in a language.
fn said(text: impl Into<String>, lang: &'static str) -> Announcement {
    Announcement {
        text: text.into(),
        lang,
    }
}

/// The message of the help on `topic` (`None`: the list of topics).
fn help(topic: Option<HelpTopic>) -> Msg<'static> {
    match topic {
        None => Msg::HelpTopics,
        Some(HelpTopic::Clock) => Msg::HelpClock,
        Some(HelpTopic::Moves) => Msg::HelpMoves,
        Some(HelpTopic::Position) => Msg::HelpPosition,
        Some(HelpTopic::Game) => Msg::HelpGame,
        Some(HelpTopic::Board) => Msg::HelpBoard,
        Some(HelpTopic::Questions) => Msg::HelpQuestions,
        Some(HelpTopic::Analysis) => Msg::HelpAnalysis,
    }
}

/// A remaining time in the interface language, in whole seconds (rounded
/// down), zero parts left out: "1 hour 12 minutes 5 seconds".
pub fn duration(lang: Lang, millis: u64) -> String {
    let total = millis / 1000;
    let units: [fn(u64) -> Msg<'static>; 3] = [
        |n| Msg::Hours { n },
        |n| Msg::Minutes { n },
        |n| Msg::SecondsCount { n },
    ];
    let words: Vec<String> = [total / 3600, total / 60 % 60, total % 60]
        .into_iter()
        .zip(units)
        .filter(|(n, _)| *n > 0)
        .map(|(n, unit)| tr(lang, unit(n)))
        .collect();
    if words.is_empty() {
        return tr(lang, Msg::SecondsCount { n: 0 });
    }
    words.join(" ")
}

/// One side's remaining time (rule 9d): "White 15 minutes 19 seconds".
pub fn clock_of(lang: Lang, color: Color, millis: u64) -> String {
    tr(
        lang,
        Msg::ClockOf {
            side: super::names::side(lang, color),
            time: &duration(lang, millis),
        },
    )
}

/// Both clocks, White first: "White 15 minutes, Black 14 minutes 2 seconds".
pub fn clocks(lang: Lang, white_ms: u64, black_ms: u64) -> String {
    format!(
        "{}, {}",
        clock_of(lang, Color::White, white_ms),
        clock_of(lang, Color::Black, black_ms)
    )
}

/// A message with one part in the scheme at [`SLOT`]`[0]`.
fn with_move(lang: Lang, text: &str, mv: Vec<Announcement>) -> Vec<Announcement> {
    weave(lang, text, &[mv])
}

/// The last move and who played it: "Last move: White, " and the move in
/// the scheme; "No move yet" without one.
pub fn last_move(lang: Lang, game: &Game, speech: &SpeechSettings) -> Vec<Announcement> {
    match game.record().last() {
        Some(rec) => with_move(
            lang,
            &tr(
                lang,
                Msg::LastMoveBy {
                    side: super::names::side(lang, rec.before.turn()),
                    mv: SLOT[0],
                },
            ),
            vec![announce_move(&rec.before, &rec.mv, speech)],
        ),
        None => ui(lang, t(lang, Msg::NoMoveYet)),
    }
}

/// Whose turn it is: "White to move".
fn turn(lang: Lang, pos: &Position) -> String {
    tr(
        lang,
        Msg::ToMove {
            side: super::names::side(lang, pos.turn()),
        },
    )
}

/// The number of moves completed by both players (rule 9d), counted from
/// the position's move number: before White's 24th move, 23 moves are
/// completed.
fn moves_completed(lang: Lang, pos: &Position) -> String {
    tr(
        lang,
        Msg::MovesCompletedN {
            n: u64::from(pos.fullmove_number().saturating_sub(1)),
        },
    )
}

/// A pending draw offer (Art. 9.1) and who made it, or that there is none.
pub fn draw_offer(lang: Lang, by: Option<Color>) -> String {
    match by {
        Some(c) => tr(
            lang,
            Msg::DrawOffered {
                side: super::names::side(lang, c),
            },
        ),
        None => t(lang, Msg::NoDrawOffer).into(),
    }
}

/// How many pieces of a kind: "2 knights".
fn count(lang: Lang, role: Role, n: u64) -> String {
    tr(
        lang,
        match role {
            Role::King => Msg::CountKings { n },
            Role::Queen => Msg::CountQueens { n },
            Role::Rook => Msg::CountRooks { n },
            Role::Bishop => Msg::CountBishops { n },
            Role::Knight => Msg::CountKnights { n },
            Role::Pawn => Msg::CountPawns { n },
        },
    )
}

/// The pieces of one side, king first, each kind in square order a1, b1,
/// …, h8, its number in the interface language and its squares in the
/// scheme: "White: 1 king, Eva eins; 1 queen, David eins; …". With a
/// `role`, only that kind, also when there is none: "White: 0 queens".
fn pieces(
    lang: Lang,
    pos: &Position,
    color: Color,
    role: Option<Role>,
    speech: &SpeechSettings,
) -> Vec<Announcement> {
    let roles: Vec<Role> = match role {
        Some(r) => vec![r],
        None => vec![
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ],
    };
    let mut kinds: Vec<Vec<Announcement>> = Vec::new();
    for r in roles {
        let squares: Vec<Square> = Square::all()
            .filter(|&sq| pos.piece_at(sq) == Some(r.of(color)))
            .collect();
        if squares.is_empty() && role.is_none() {
            continue;
        }
        let names = join(
            squares
                .iter()
                .map(|&sq| spoken::square_name(sq, speech))
                .collect(),
            ", ",
        );
        kinds.push(join(
            vec![ui(lang, count(lang, r, squares.len() as u64)), names],
            ", ",
        ));
    }
    join(
        vec![ui(lang, super::names::side(lang, color)), join(kinds, "; ")],
        ": ",
    )
}

/// The answer to `cmd`: the names of moves and squares in the scheme, every
/// other word in the interface language, each part with its language.
pub fn answer(cmd: &Command, ctx: &Context) -> Vec<Announcement> {
    let game = ctx.game;
    let speech = &ctx.speech;
    let lang = ctx.lang;
    // The game's questions (turn, moves, clocks) answer the game; the
    // position's (pieces, ranks, squares, the questions about it) the
    // position shown, which a review may have gone back to.
    let live = game.position();
    let shown = crate::commands::position_shown(game, ctx.viewing);
    let pos = &shown;
    let text = |text: String| ui(lang, text);
    match *cmd {
        Command::Clocks => match (
            game.remaining(Color::White, ctx.now),
            game.remaining(Color::Black, ctx.now),
        ) {
            (Some(w), Some(b)) => text(clocks(lang, w, b)),
            _ => text(t(lang, Msg::NoClock).into()),
        },
        Command::MyClock => match game.remaining(ctx.me, ctx.now) {
            Some(ms) => text(clock_of(lang, ctx.me, ms)),
            None => text(t(lang, Msg::NoClock).into()),
        },
        Command::Turn => match game.outcome() {
            Some(o) => outcome_announcement(&o, lang, game.setup().edition),
            None => text(turn(lang, live)),
        },
        Command::MovesCompleted => text(moves_completed(lang, live)),
        Command::LastMove => last_move(lang, game, speech),
        Command::List { from } => match move_list(game, from, speech) {
            Some(list) => vec![said(list, speech.scheme.lang())],
            None => text(t(lang, Msg::NoMoveYet).into()),
        },
        Command::Pieces {
            color: Some(c),
            role,
        } => pieces(lang, pos, c, role, speech),
        Command::Pieces { color: None, role } => sentences(vec![
            pieces(lang, pos, Color::White, role, speech),
            pieces(lang, pos, Color::Black, role, speech),
        ]),
        Command::Rank(r) => {
            let squares: Vec<Square> = File::ALL
                .iter()
                .map(|&f| Square::from_coords(f, r))
                .collect();
            let title = tr(lang, Msg::RankTitle { rank: SLOT[0] });
            let title = weave(lang, &title, &[vec![name_rank(r, speech)]]);
            scan(lang, pos, title, &squares, speech)
        }
        Command::File(f) => {
            let squares: Vec<Square> = Rank::ALL
                .iter()
                .map(|&r| Square::from_coords(f, r))
                .collect();
            let title = tr(lang, Msg::FileTitle { file: SLOT[0] });
            let title = weave(lang, &title, &[vec![name_file(f, speech)]]);
            scan(lang, pos, title, &squares, speech)
        }
        Command::Square(sq) => spoken::square(lang, pos, sq, speech),
        Command::Legal(sq) => {
            let all: Vec<Move> = if ctx.viewing.is_some() {
                pos.legal_moves()
            } else if game.is_over() {
                Vec::new()
            } else {
                game.legal_moves().to_vec()
            };
            match sq.or(ctx.focus) {
                Some(sq) => {
                    let here = spoken::square(lang, pos, sq, speech);
                    let moves: Vec<Move> = all.into_iter().filter(|m| m.from() == sq).collect();
                    if moves.is_empty() {
                        let none = tr(lang, Msg::NoLegalMoves { square: SLOT[0] });
                        weave(lang, &none, &[here])
                    } else {
                        join(vec![here, spoken_moves(pos, &moves, speech)], ": ")
                    }
                }
                None => join(
                    vec![text(turn(lang, pos)), spoken_moves(pos, &all, speech)],
                    ": ",
                ),
            }
        }
        Command::Offer => text(draw_offer(lang, game.pending_offer().map(|o| o.by))),
        Command::State => match game.outcome() {
            Some(o) => outcome_announcement(&o, lang, game.setup().edition),
            None => {
                let mut parts = vec![
                    text(turn(lang, live)),
                    text(moves_completed(lang, live)),
                    last_move(lang, game, speech),
                ];
                if let Some(o) = game.pending_offer() {
                    parts.push(text(draw_offer(lang, Some(o.by))));
                }
                sentences(parts)
            }
        },
        Command::Help(topic) => text(t(lang, help(topic)).into()),
        // Commands that act are carried out by the state, not answered;
        // asked for here all the same, the help on them answers.
        Command::OfferDraw | Command::Resign(_) | Command::TakeBack | Command::Result(_) => {
            text(t(lang, help(Some(HelpTopic::Game))).into())
        }
        Command::Attackers(_)
        | Command::Defenders(_)
        | Command::AttackersAndDefenders(_)
        | Command::Hanging(_)
        | Command::Scan(..)
        | Command::LastCapture
        | Command::Captures
        | Command::WhoCanGo(_) => super::questions::answer(cmd, ctx, pos),
        // Answered by the state from the analysis (`words::analysis`).
        Command::Analyse | Command::Eval | Command::Best | Command::Mistakes => {
            text(t(lang, Msg::NotAnalysed).into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::GameSetup;
    use rochade_laws::Role;
    use rochade_speech::Scheme;

    fn game_after(moves: &[&str]) -> Game {
        crate::test_support::play(GameSetup::default(), moves)
    }

    fn ctx(game: &Game, scheme: Scheme) -> Context<'_> {
        Context {
            game,
            now: 0,
            me: Color::White,
            focus: None,
            viewing: None,
            speech: SpeechSettings::new(scheme),
            lang: Lang::En,
        }
    }

    #[test]
    fn help_comes_in_short_pieces() {
        let game = game_after(&[]);
        let en = ctx(&game, Scheme::English);
        let topics = text(Command::Help(None), &en);
        for topic in [
            "help clock",
            "help moves",
            "help position",
            "help game",
            "help board",
        ] {
            assert!(topics.contains(topic), "{topics}");
        }
        for topic in [None].into_iter().chain(HelpTopic::ALL.map(Some)) {
            for lang in [Lang::En, Lang::De, Lang::Pt] {
                let help = text(
                    Command::Help(topic),
                    &Context {
                        lang,
                        ..ctx(&game, Scheme::English)
                    },
                );
                assert!(
                    help.chars().count() <= 320,
                    "{topic:?} {lang:?}: {} characters",
                    help.chars().count()
                );
            }
        }
        assert!(text(Command::Help(Some(HelpTopic::Game)), &en).contains("resign"));
        assert!(text(Command::Help(Some(HelpTopic::Clock)), &en).contains("clock or t"));
    }

    /// The text of an answer.
    fn text(cmd: Command, ctx: &Context) -> String {
        spoken::plain(&answer(&cmd, ctx))
    }

    /// The parts of an answer with their languages.
    fn parts(cmd: Command, ctx: &Context) -> Vec<(String, &'static str)> {
        answer(&cmd, ctx)
            .into_iter()
            .map(|a| (a.text, a.lang))
            .collect()
    }

    #[test]
    fn moves_and_squares_in_the_scheme_the_rest_in_the_interface_language() {
        let game = game_after(&["e4", "e5", "Nf3"]);
        let de = ctx(&game, Scheme::German);
        assert_eq!(
            parts(Command::LastMove, &de),
            [
                ("Last move: White, ".to_string(), "en"),
                ("Springer Felix drei".to_string(), "de-DE")
            ]
        );
        assert_eq!(parts(Command::Turn, &de), [("Black to move".into(), "en")]);
        assert_eq!(text(Command::MovesCompleted, &de), "Moves completed: 1");
        assert_eq!(
            parts(Command::List { from: None }, &de),
            [(
                "1. Bauer Eva vier, Bauer Eva fünf; 2. Springer Felix drei".into(),
                "de-DE"
            )]
        );
        assert_eq!(
            text(Command::List { from: Some(2) }, &de),
            "2. Springer Felix drei"
        );
        assert_eq!(
            parts(Command::Square(Square::F3), &de),
            [
                ("Felix drei, ".into(), "de-DE"),
                ("white knight".into(), "en")
            ]
        );
        assert_eq!(
            parts(Command::Legal(Some(Square::G8)), &de),
            [
                ("Gustav acht, ".into(), "de-DE"),
                ("black knight: ".into(), "en"),
                (
                    "Springer Eva sieben, Springer Felix sechs, Springer Hector sechs".into(),
                    "de-DE"
                )
            ]
        );
        assert_eq!(
            text(Command::Legal(Some(Square::E1)), &de),
            "Eva eins, white king: no legal moves"
        );
        assert_eq!(parts(Command::Offer, &de), [("No draw offer".into(), "en")]);
        assert_eq!(
            text(Command::State, &de),
            "Black to move. Moves completed: 1. Last move: White, Springer Felix drei"
        );
        // A game without a clock.
        assert_eq!(parts(Command::Clocks, &de), [("No clock".into(), "en")]);
        let pieces = Command::Pieces {
            color: None,
            role: Some(Role::Queen),
        };
        assert_eq!(
            text(pieces, &ctx(&game, Scheme::English)),
            "White: 1 queen, d1. Black: 1 queen, d8"
        );
        let traded = game_after(&["e4", "d5", "exd5", "Qxd5", "Nc3", "Qxd2+", "Qxd2"]);
        let white_queens = Command::Pieces {
            color: Some(Color::White),
            role: Some(Role::Queen),
        };
        let black_queens = Command::Pieces {
            color: Some(Color::Black),
            role: Some(Role::Queen),
        };
        let traded_de = ctx(&traded, Scheme::German);
        assert_eq!(text(white_queens, &traded_de), "White: 1 queen, David zwei");
        assert_eq!(text(black_queens, &traded_de), "Black: 0 queens");
        assert_eq!(
            text(Command::Rank(Rank::Fourth), &de),
            "Rank vier: Anna vier to David vier, empty; Eva vier, white pawn; \
             Felix vier to Hector vier, empty"
        );
        assert_eq!(
            text(Command::File(File::E), &de),
            "File Eva: Eva eins, white king; Eva zwei to Eva drei, empty; \
             Eva vier, white pawn; Eva fünf, black pawn; Eva sechs to Eva sieben, empty; \
             Eva acht, black king"
        );
    }

    #[test]
    fn every_interface_language_words_the_rest() {
        let game = game_after(&["e4", "e5", "Nf3"]);
        let mut pt = ctx(&game, Scheme::German);
        pt.lang = Lang::Pt;
        assert_eq!(
            parts(Command::Square(Square::F3), &pt),
            [
                ("Felix drei, ".into(), "de-DE"),
                ("cavalo branco".into(), "pt")
            ]
        );
        assert_eq!(text(Command::Offer, &pt), "Nenhuma proposta de empate");
        let mut de = ctx(&game, Scheme::German);
        de.lang = Lang::De;
        assert_eq!(text(Command::Offer, &de), "Kein Remisangebot");
        assert_eq!(text(Command::Turn, &de), "Schwarz am Zug");
        // In the Portuguese scheme a Portuguese interface speaks its own
        // words throughout.
        let mut pt_pt = ctx(&game, Scheme::Portuguese);
        pt_pt.lang = Lang::Pt;
        assert_eq!(
            text(Command::Square(Square::F3), &pt_pt),
            "f3, cavalo branco"
        );
    }

    #[test]
    fn clocks_are_told_when_there_is_a_clock() {
        let tc = "300+2"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let setup = GameSetup::default().with_time_control(tc);
        let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
        let de = ctx(&game, Scheme::German);
        assert_eq!(
            parts(Command::Clocks, &de),
            [("White 5 minutes, Black 5 minutes".into(), "en")]
        );
        assert_eq!(text(Command::MyClock, &de), "White 5 minutes");
        let mut in_german = ctx(&game, Scheme::English);
        in_german.lang = Lang::De;
        assert_eq!(text(Command::MyClock, &in_german), "Weiß 5 Minuten");
        assert_eq!(duration(Lang::En, 4_325_999), "1 hour 12 minutes 5 seconds");
        assert_eq!(duration(Lang::En, 61_000), "1 minute 1 second");
        assert_eq!(duration(Lang::En, 999), "0 seconds");
        assert_eq!(duration(Lang::Pt, 7_200_000), "2 horas");
    }

    #[test]
    fn result_after_mate() {
        let game = game_after(&["f3", "e5", "g4", "Qh4#"]);
        let en = ctx(&game, Scheme::English);
        let state = text(Command::State, &en);
        assert!(
            state.starts_with("Black wins by checkmate (Art. 5.1"),
            "{state}"
        );
        assert!(text(Command::Legal(None), &en).ends_with(": "));
    }
}
