//! Commands on request for blind players (rules for play with visually
//! handicapped players, rule 9d; lichess's blind mode as the anchor).
//!
//! A command is typed into the move input ("clock", "Uhr", "relógio",
//! "e4?", "list from 5" …, recognised in English, German and Portuguese
//! whatever the interface language) or given as a single key while a square
//! of the board has focus (see [`crate::commands::key_command`]). The
//! answer is text with its language tag for the live region and the voice.
//!
//! Everything here is a pure function of the game, so it is tested
//! natively.

use rochade_arbiter::Game;
use rochade_laws::{Color, File, Move, Position, Rank, Square};
use rochade_speech::{
    Announcement, Settings as SpeechSettings, announce_move, describe_clock, describe_clocks,
    describe_draw_offer, describe_file, describe_last_move, describe_moves_completed,
    describe_pieces, describe_rank, describe_square, describe_turn,
};

use super::i18n::{Lang, Msg, t, tr};
use super::outcome::outcome_announcement;
pub use crate::commands::{Command, HelpTopic};
use rochade_arbiter::GameResult;

/// What an answer depends on besides the command.
pub struct Context<'a> {
    /// The game.
    pub game: &'a Game,
    /// Now, in the time source's milliseconds.
    pub now: u64,
    /// The player's side ("my clock", "my pieces"): the side at the bottom.
    pub me: Color,
    /// The focused or picked-up square, for "legal".
    pub focus: Option<Square>,
    /// The announcement scheme.
    pub speech: SpeechSettings,
    /// The interface language.
    pub lang: Lang,
}

/// Commands that are a phrase of their own, as a player types them in any
/// interface language; compared after [`rochade_speech::fold`], so "Züge",
/// the Laws' "Zuege" and "zuege" are one word.
const PHRASES: &[(Command, &[&str])] = &[
    (
        Command::Clocks,
        &[
            // "t" as the key t on the board: the clocks.
            "t",
            "c",
            "clock",
            "clocks",
            "time",
            "times",
            "Uhr",
            "Uhren",
            "Zeit",
            "Bedenkzeit",
            "relógio",
            "relógios",
            "tempo",
            "tempos",
        ],
    ),
    (
        Command::MyClock,
        &[
            "mc",
            "my clock",
            "my time",
            "meine Uhr",
            "meine Zeit",
            "meu relógio",
            "meu tempo",
        ],
    ),
    (
        Command::Turn,
        &[
            "w",
            "turn",
            "whose turn",
            "who moves",
            "am Zug",
            "wer ist am Zug",
            "wer zieht",
            "vez",
            "de quem é a vez",
            "quem joga",
        ],
    ),
    (
        Command::MovesCompleted,
        &[
            "moves completed",
            "move count",
            "count",
            "number",
            "gespielte Züge",
            "Zugzahl",
            "Anzahl",
            "lances completados",
            "número de lances",
            "contagem",
        ],
    ),
    (
        Command::LastMove,
        &[
            "l",
            "last",
            "last move",
            "letzter",
            "letzter Zug",
            "último",
            "último lance",
        ],
    ),
    (
        Command::Offer,
        &[
            "offer",
            "draw offer",
            "Remisangebot",
            "Angebot",
            "proposta",
            "proposta de empate",
        ],
    ),
    (
        Command::State,
        &[
            "s",
            "state",
            "status",
            "game state",
            "Stand",
            "Zustand",
            "Spielstand",
            "estado",
            "situação",
        ],
    ),
    (
        Command::OfferDraw,
        &[
            "draw",
            "offer draw",
            "offer a draw",
            "Remis",
            "Remis anbieten",
            "biete Remis",
            "empate",
            "propor empate",
            "oferecer empate",
            "ofereço empate",
        ],
    ),
    (
        Command::TakeBack,
        &[
            "takeback",
            "take back",
            "undo",
            "zurücknehmen",
            "Zug zurücknehmen",
            "Rücknahme",
            "desfazer",
            "voltar",
            "voltar lance",
        ],
    ),
    (
        Command::Legal(None),
        &[
            "m",
            "legal",
            "legal moves",
            "mögliche Züge",
            "legale Züge",
            "lances legais",
            "legais",
        ],
    ),
];

/// The help, alone (the list of topics) or with a topic ("help clock").
const HELP: &[&str] = &[
    "h", "help", "commands", "Hilfe", "Befehle", "ajuda", "comandos",
];
/// The words of each topic of the help, in the three languages.
const HELP_TOPICS: &[(HelpTopic, &[&str])] = &[
    (
        HelpTopic::Clock,
        &[
            "clock", "clocks", "time", "Uhr", "Uhren", "Zeit", "relógio", "tempo",
        ],
    ),
    (
        HelpTopic::Moves,
        &["moves", "move", "Züge", "Zug", "lances", "lance"],
    ),
    (
        HelpTopic::Position,
        &[
            "position",
            "pieces",
            "squares",
            "Stellung",
            "Figuren",
            "Felder",
            "posição",
            "peças",
            "casas",
        ],
    ),
    (
        HelpTopic::Game,
        &[
            "game",
            "draw",
            "resign",
            "result",
            "Partie",
            "Remis",
            "aufgeben",
            "Ergebnis",
            "partida",
            "empate",
            "abandonar",
            "resultado",
        ],
    ),
    (
        HelpTopic::Board,
        &["board", "keys", "Brett", "Tasten", "tabuleiro", "teclas"],
    ),
];
/// Resigning, with the side if the player names it ("resign black").
const RESIGN: &[&str] = &[
    "resign",
    "i resign",
    "aufgeben",
    "ich gebe auf",
    "gebe auf",
    "abandonar",
    "abandono",
    "desistir",
];

/// A result as written on a scoresheet (Art. 8.1; `½-½` or `1/2-1/2`,
/// and the colon many German sheets use), dashes of any length.
fn result_written(text: &str) -> Option<GameResult> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | ':' => '-',
            c => c,
        })
        .collect();
    match compact.as_str() {
        "1-0" => Some(GameResult::WhiteWins),
        "0-1" => Some(GameResult::BlackWins),
        "1/2-1/2" | "½-½" => Some(GameResult::Draw),
        _ => None,
    }
}

/// First words of commands that go on: the moves read back ("list from 5",
/// "Liste ab 5", "lista a partir de 5").
const LIST: &[&str] = &[
    "list", "moves", "Liste", "Züge", "notation", "lista", "lances", "partida",
];
/// … the pieces of a side or kind ("Figuren schwarz Springer").
const PIECES: &[&str] = &["pieces", "p", "Figuren", "peças"];
/// … a rank ("Reihe vier").
const RANK: &[&str] = &["rank", "Reihe", "fileira", "linha"];
/// … a file ("Linie Eva").
const FILE: &[&str] = &["file", "Linie", "coluna"];
/// … a square ("Feld Hector acht").
const SQUARE: &[&str] = &["square", "Feld", "casa"];
/// … the legal moves of the piece on a square ("legal g1").
const LEGAL: &[&str] = &["legal", "m"];

/// Whether the folded `said` is one of `keywords`.
fn is_one_of(said: &str, keywords: &[&str]) -> bool {
    keywords.iter().any(|k| rochade_speech::fold(k) == said)
}

/// A square in one word ("e4") or two, in the words of any scheme ("Eva
/// vier", "e 4", "Hector eight").
fn square_words(words: &[&str]) -> Option<Square> {
    match words {
        [w] if w.len() == 2 => {
            let mut cs = w.chars();
            let f = File::from_char(cs.next()?)?;
            let r = Rank::from_char(cs.next()?)?;
            Some(Square::from_coords(f, r))
        }
        [f, r] => Some(Square::from_coords(
            rochade_speech::file_of_word(f)?,
            rochade_speech::rank_of_word(r)?,
        )),
        _ => None,
    }
}

/// The command in `text`, if it is one (otherwise the text is tried as a
/// move). Words of every interface language are understood; a square
/// followed by a question mark ("e4?", "Eva vier?") asks for that square.
pub fn parse_command(text: &str) -> Option<Command> {
    let question = text.trim_end().ends_with('?');
    let folded = rochade_speech::fold(text);
    // Anything but letters and digits parts words: "e4?", "Wer ist am Zug?".
    // Folded, every word of every interface language is ASCII, so a
    // letter of another script parts words too (it is in none).
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    if let Some(result) = result_written(text) {
        return Some(Command::Result(result));
    }
    let phrase = words.join(" ");
    if words.is_empty() {
        return question.then_some(Command::Help(None));
    }
    if is_one_of(&phrase, HELP) {
        return Some(Command::Help(None));
    }
    if is_one_of(&phrase, RESIGN) {
        return Some(Command::Resign(None));
    }
    if let Some(&(cmd, _)) = PHRASES.iter().find(|(_, said)| is_one_of(&phrase, said)) {
        return Some(cmd);
    }
    let (head, rest) = words.split_first()?;
    if is_one_of(head, HELP) {
        let topic = rest.join(" ");
        return HELP_TOPICS
            .iter()
            .find(|(_, said)| is_one_of(&topic, said))
            .map(|&(t, _)| Command::Help(Some(t)));
    }
    // "resign black", "aufgeben schwarz", "abandonar pretas".
    if let Some((side, before)) = words.split_last() {
        if !before.is_empty() && is_one_of(&before.join(" "), RESIGN) {
            return rochade_speech::color_of_word(side).map(|c| Command::Resign(Some(c)));
        }
    }
    if is_one_of(head, LIST) {
        let number = match rest {
            [] => None,
            [.., n] if rest.len() <= 4 => Some(n.parse::<u32>().ok()?),
            _ => return None,
        };
        return Some(Command::List { from: number });
    }
    if is_one_of(head, PIECES) {
        let mut color = None;
        let mut role = None;
        for w in rest {
            if color.is_none() && role.is_none() {
                if let Some(c) = rochade_speech::color_of_word(w) {
                    color = Some(c);
                    continue;
                }
            }
            match rochade_speech::role_of_word(w) {
                Some(r) if role.is_none() => role = Some(r),
                _ => return None,
            }
        }
        return Some(Command::Pieces { color, role });
    }
    if is_one_of(head, RANK) {
        return match rest {
            [r] => rochade_speech::rank_of_word(r).map(Command::Rank),
            _ => None,
        };
    }
    if is_one_of(head, FILE) {
        return match rest {
            [f] => rochade_speech::file_of_word(f).map(Command::File),
            _ => None,
        };
    }
    if is_one_of(head, SQUARE) {
        return square_words(rest).map(Command::Square);
    }
    if is_one_of(head, LEGAL) {
        return square_words(rest).map(|sq| Command::Legal(Some(sq)));
    }
    if question {
        return square_words(&words).map(Command::Square);
    }
    None
}

/// The moves in words, by arrival square (file, then rank), so that the
/// same question always gets the same order.
fn spoken_moves(pos: &Position, moves: &[Move], speech: &SpeechSettings) -> String {
    let mut moves = moves.to_vec();
    let key = |m: &Move| {
        (
            m.from().index(),
            m.to().file().index(),
            m.to().rank().index(),
        )
    };
    rochade_speech::sort_short_by(&mut moves, |a, b| key(a).cmp(&key(b)));
    moves
        .iter()
        .map(|m| announce_move(pos, m, speech).text)
        .collect::<Vec<_>>()
        .join(", ")
}

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
    }
}

/// The answer to `cmd`.
pub fn answer(cmd: &Command, ctx: &Context) -> Announcement {
    let game = ctx.game;
    let speech = &ctx.speech;
    let pos = game.position();
    let ui = |key: Msg<'static>| said(t(ctx.lang, key), ctx.lang.tag());
    match *cmd {
        Command::Clocks => match (
            game.remaining(Color::White, ctx.now),
            game.remaining(Color::Black, ctx.now),
        ) {
            (Some(w), Some(b)) => describe_clocks(w, b, speech),
            _ => ui(Msg::NoClock),
        },
        Command::MyClock => match game.remaining(ctx.me, ctx.now) {
            Some(ms) => describe_clock(ctx.me, ms, speech),
            None => ui(Msg::NoClock),
        },
        Command::Turn => match game.outcome() {
            Some(o) => outcome_announcement(&o, speech, ctx.lang, game.setup().edition),
            None => describe_turn(pos, speech),
        },
        Command::MovesCompleted => describe_moves_completed(pos, speech),
        Command::LastMove => {
            describe_last_move(game.record().last().map(|r| (&r.before, &r.mv)), speech)
        }
        Command::List { from } => match move_list(game, from, speech) {
            Some(text) => said(text, speech.scheme.lang()),
            None => describe_last_move(None, speech),
        },
        Command::Pieces {
            color: Some(c),
            role,
        } => describe_pieces(pos, c, role, speech),
        Command::Pieces { color: None, role } => {
            let w = describe_pieces(pos, Color::White, role, speech);
            let b = describe_pieces(pos, Color::Black, role, speech);
            said(format!("{}. {}", w.text, b.text), w.lang)
        }
        Command::Rank(r) => describe_rank(pos, r, speech),
        Command::File(f) => describe_file(pos, f, speech),
        Command::Square(sq) => describe_square(pos, sq, speech),
        Command::Legal(sq) => {
            let all: Vec<Move> = if game.is_over() {
                Vec::new()
            } else {
                game.legal_moves().to_vec()
            };
            match sq.or(ctx.focus) {
                Some(sq) => {
                    let here = describe_square(pos, sq, speech);
                    let moves: Vec<Move> = all.into_iter().filter(|m| m.from() == sq).collect();
                    if moves.is_empty() {
                        said(
                            tr(ctx.lang, Msg::NoLegalMoves { square: &here.text }),
                            ctx.lang.tag(),
                        )
                    } else {
                        said(
                            format!("{}: {}", here.text, spoken_moves(pos, &moves, speech)),
                            here.lang,
                        )
                    }
                }
                None => {
                    let turn = describe_turn(pos, speech);
                    said(
                        format!("{}: {}", turn.text, spoken_moves(pos, &all, speech)),
                        turn.lang,
                    )
                }
            }
        }
        Command::Offer => describe_draw_offer(game.pending_offer().map(|o| o.by), speech),
        Command::State => match game.outcome() {
            Some(o) => outcome_announcement(&o, speech, ctx.lang, game.setup().edition),
            None => {
                let mut parts = vec![
                    describe_turn(pos, speech).text,
                    describe_moves_completed(pos, speech).text,
                    describe_last_move(game.record().last().map(|r| (&r.before, &r.mv)), speech)
                        .text,
                ];
                if let Some(o) = game.pending_offer() {
                    parts.push(describe_draw_offer(Some(o.by), speech).text);
                }
                said(parts.join(". "), speech.scheme.lang())
            }
        },
        Command::Help(topic) => ui(help(topic)),
        // Commands that act are carried out by the state, not answered;
        // asked for here all the same, the help on them answers.
        Command::OfferDraw | Command::Resign(_) | Command::TakeBack | Command::Result(_) => {
            ui(help(Some(HelpTopic::Game)))
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
            speech: SpeechSettings::new(scheme),
            lang: Lang::En,
        }
    }

    #[test]
    fn commands_in_three_languages() {
        for (text, cmd) in [
            ("clock", Command::Clocks),
            ("Uhr", Command::Clocks),
            ("relógio", Command::Clocks),
            ("c", Command::Clocks),
            ("my clock", Command::MyClock),
            ("Meine Uhr", Command::MyClock),
            ("meu relógio", Command::MyClock),
            ("turn", Command::Turn),
            ("Wer ist am Zug?", Command::Turn),
            ("moves completed", Command::MovesCompleted),
            ("Gespielte Züge", Command::MovesCompleted),
            ("gespielte Zuege", Command::MovesCompleted),
            ("lances completados", Command::MovesCompleted),
            ("last", Command::LastMove),
            ("Letzter Zug", Command::LastMove),
            ("último lance", Command::LastMove),
            ("list", Command::List { from: None }),
            ("moves", Command::List { from: None }),
            ("list from 12", Command::List { from: Some(12) }),
            ("Liste ab 3", Command::List { from: Some(3) }),
            ("lista a partir de 4", Command::List { from: Some(4) }),
            ("offer", Command::Offer),
            ("Remisangebot", Command::Offer),
            ("state", Command::State),
            ("Stand", Command::State),
            ("help", Command::Help(None)),
            ("?", Command::Help(None)),
            ("Hilfe", Command::Help(None)),
            ("ajuda", Command::Help(None)),
            ("legal", Command::Legal(None)),
            ("legal g1", Command::Legal(Some(Square::G1))),
            ("rank 4", Command::Rank(Rank::Fourth)),
            ("Reihe vier", Command::Rank(Rank::Fourth)),
            ("fileira 4", Command::Rank(Rank::Fourth)),
            ("file e", Command::File(File::E)),
            ("Linie Eva", Command::File(File::E)),
            ("coluna e", Command::File(File::E)),
            ("square e4", Command::Square(Square::E4)),
            ("e4?", Command::Square(Square::E4)),
            ("Eva vier?", Command::Square(Square::E4)),
            ("Feld Hector acht", Command::Square(Square::H8)),
            (
                "pieces white",
                Command::Pieces {
                    color: Some(Color::White),
                    role: None,
                },
            ),
            (
                "Figuren schwarz Springer",
                Command::Pieces {
                    color: Some(Color::Black),
                    role: Some(Role::Knight),
                },
            ),
            (
                "peças pretas peões",
                Command::Pieces {
                    color: Some(Color::Black),
                    role: Some(Role::Pawn),
                },
            ),
            (
                "pieces queen",
                Command::Pieces {
                    color: None,
                    role: Some(Role::Queen),
                },
            ),
        ] {
            assert_eq!(parse_command(text), Some(cmd), "{text}");
        }
    }

    #[test]
    fn commands_that_act_in_three_languages() {
        use rochade_arbiter::GameResult;
        for (text, cmd) in [
            // The key t on the board reads the clocks: typed, the same.
            ("t", Command::Clocks),
            ("w", Command::Turn),
            ("draw", Command::OfferDraw),
            ("offer draw", Command::OfferDraw),
            ("Remis", Command::OfferDraw),
            ("Remis anbieten", Command::OfferDraw),
            ("empate", Command::OfferDraw),
            ("propor empate", Command::OfferDraw),
            // "offer" alone asks, as Shift+D does.
            ("offer", Command::Offer),
            ("resign", Command::Resign(None)),
            ("Aufgeben", Command::Resign(None)),
            ("ich gebe auf", Command::Resign(None)),
            ("abandonar", Command::Resign(None)),
            ("desistir", Command::Resign(None)),
            ("resign black", Command::Resign(Some(Color::Black))),
            ("aufgeben weiß", Command::Resign(Some(Color::White))),
            ("abandonar pretas", Command::Resign(Some(Color::Black))),
            ("takeback", Command::TakeBack),
            ("take back", Command::TakeBack),
            ("undo", Command::TakeBack),
            ("Zurücknehmen", Command::TakeBack),
            ("desfazer", Command::TakeBack),
            ("1-0", Command::Result(GameResult::WhiteWins)),
            ("0-1", Command::Result(GameResult::BlackWins)),
            ("0 – 1", Command::Result(GameResult::BlackWins)),
            ("1:0", Command::Result(GameResult::WhiteWins)),
            ("1/2-1/2", Command::Result(GameResult::Draw)),
            ("½-½", Command::Result(GameResult::Draw)),
            ("help clock", Command::Help(Some(HelpTopic::Clock))),
            ("Hilfe Brett", Command::Help(Some(HelpTopic::Board))),
            ("ajuda tabuleiro", Command::Help(Some(HelpTopic::Board))),
            ("help moves", Command::Help(Some(HelpTopic::Moves))),
            ("Hilfe Züge", Command::Help(Some(HelpTopic::Moves))),
            ("help position", Command::Help(Some(HelpTopic::Position))),
            ("help game", Command::Help(Some(HelpTopic::Game))),
            ("ajuda partida", Command::Help(Some(HelpTopic::Game))),
        ] {
            assert_eq!(parse_command(text), Some(cmd), "{text}");
        }
        // An unknown topic or side is no command.
        assert_eq!(parse_command("help purple"), None);
        assert_eq!(parse_command("resign purple"), None);
    }

    #[test]
    fn help_comes_in_short_pieces() {
        let game = game_after(&[]);
        let en = ctx(&game, Scheme::English);
        let topics = answer(&Command::Help(None), &en).text;
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
                let text = answer(
                    &Command::Help(topic),
                    &Context {
                        lang,
                        ..ctx(&game, Scheme::English)
                    },
                )
                .text;
                assert!(
                    text.chars().count() <= 320,
                    "{topic:?} {lang:?}: {} characters",
                    text.chars().count()
                );
            }
        }
        assert!(
            answer(&Command::Help(Some(HelpTopic::Game)), &en)
                .text
                .contains("resign")
        );
        assert!(
            answer(&Command::Help(Some(HelpTopic::Clock)), &en)
                .text
                .contains("clock or t")
        );
    }

    #[test]
    fn moves_are_not_commands() {
        for text in [
            "e4",
            "Nf3",
            "Bauer Eva vier",
            "Springer Felix drei",
            "Kurze Rochade",
            "0-0",
            "e2-e4",
            "Dame Hector fünf",
            "Cavalo f3",
            "rank 9",
            "list from x",
            "pieces purple",
        ] {
            assert_eq!(parse_command(text), None, "{text}");
        }
    }

    #[test]
    fn answers_in_the_scheme() {
        let game = game_after(&["e4", "e5", "Nf3"]);
        let de = ctx(&game, Scheme::German);
        let a = answer(&Command::LastMove, &de);
        assert_eq!(a.text, "Letzter Zug: Weiß, Springer Felix drei");
        assert_eq!(a.lang, "de-DE");
        assert_eq!(answer(&Command::Turn, &de).text, "Schwarz am Zug");
        assert_eq!(
            answer(&Command::MovesCompleted, &de).text,
            "Gespielte Züge: eins"
        );
        assert_eq!(
            answer(&Command::List { from: None }, &de).text,
            "1. Bauer Eva vier, Bauer Eva fünf; 2. Springer Felix drei"
        );
        assert_eq!(
            answer(&Command::List { from: Some(2) }, &de).text,
            "2. Springer Felix drei"
        );
        assert_eq!(
            answer(&Command::Square(Square::F3), &de).text,
            "Felix drei, weißer Springer"
        );
        let legal = answer(&Command::Legal(Some(Square::G8)), &de).text;
        assert_eq!(
            legal,
            "Gustav acht, schwarzer Springer: Springer Eva sieben, Springer Felix sechs, Springer Hector sechs"
        );
        let none = answer(&Command::Legal(Some(Square::E1)), &de);
        assert_eq!(none.text, "Eva eins, weißer König: no legal moves");
        assert_eq!(none.lang, "en");
        assert_eq!(answer(&Command::Offer, &de).text, "Kein Remisangebot");
        assert_eq!(
            answer(&Command::State, &de).text,
            "Schwarz am Zug. Gespielte Züge: eins. Letzter Zug: Weiß, Springer Felix drei"
        );
        // A game without a clock.
        let c = answer(&Command::Clocks, &de);
        assert_eq!((c.text.as_str(), c.lang), ("No clock", "en"));
        let pieces = answer(
            &Command::Pieces {
                color: None,
                role: Some(Role::Queen),
            },
            &ctx(&game, Scheme::English),
        );
        assert_eq!(pieces.text, "White, Queen: d1. Black, Queen: d8");
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
            answer(&Command::Clocks, &de).text,
            "Weiß fünf Minuten, Schwarz fünf Minuten"
        );
        assert_eq!(answer(&Command::MyClock, &de).text, "Weiß fünf Minuten");
    }

    #[test]
    fn result_after_mate() {
        let game = game_after(&["f3", "e5", "g4", "Qh4#"]);
        let en = ctx(&game, Scheme::English);
        assert_eq!(answer(&Command::State, &en).text, "Black wins by checkmate");
        assert!(answer(&Command::Legal(None), &en).text.ends_with(": "));
    }
}
