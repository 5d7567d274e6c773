//! Typed commands read: the words of every interface language (from
//! [`crate::words::command_words`]) become a [`Command`], whatever the
//! language the interface is in; a text that is none is tried as a move.

use rochade_arbiter::GameResult;
use rochade_laws::{File, Rank, Square};

use super::{Command, Rays};
use crate::words::command_words::{
    ATTACKERS, ATTACKERS_AND_DEFENDERS, CAPTURES, DEFENDERS, DIAGONALS, FILE, HANGING, HELP,
    HELP_TOPICS, LAST_CAPTURE, LEGAL, LINES, LIST, PHRASES, PIECES, RANK, RESIGN, SCAN, SQUARE,
    WHO_CAN_GO,
};

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
    if let Some(cmd) = position_question(&words) {
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

/// A question about the position: its first words in any language, then
/// a square ("attackers e5", "wer kann nach Eva fünf", "quem pode ir para
/// e5"), a side ("hanging white") or nothing (the focused square, both
/// sides). Words after them that are none of these: no command.
fn position_question(words: &[&str]) -> Option<Command> {
    if is_one_of(&words.join(" "), LAST_CAPTURE) {
        return Some(Command::LastCapture);
    }
    if is_one_of(&words.join(" "), CAPTURES) {
        return Some(Command::Captures);
    }
    if let Some(rest) = after(words, HANGING) {
        return match rest {
            [] => Some(Command::Hanging(None)),
            [side] => rochade_speech::color_of_word(side).map(|c| Command::Hanging(Some(c))),
            _ => None,
        };
    }
    let squared: [(&[&str], SquareQuestion); 7] = [
        // The longest first: "attackers and defenders" before "attackers".
        (ATTACKERS_AND_DEFENDERS, Command::AttackersAndDefenders),
        (ATTACKERS, Command::Attackers),
        (DEFENDERS, Command::Defenders),
        (WHO_CAN_GO, Command::WhoCanGo),
        (SCAN, |sq| Command::Scan(sq, Rays::Both)),
        (DIAGONALS, |sq| Command::Scan(sq, Rays::Diagonals)),
        (LINES, |sq| Command::Scan(sq, Rays::Lines)),
    ];
    for (said, cmd) in squared {
        if let Some(rest) = after(words, said) {
            return match rest {
                [] => Some(cmd(None)),
                rest => square_words(rest).map(|sq| cmd(Some(sq))),
            };
        }
    }
    None
}

/// A question about a square, from the square (`None`: the focused one).
type SquareQuestion = fn(Option<Square>) -> Command;

/// The words after the longest of `phrases` that `words` begins with.
fn after<'w, 'a>(words: &'w [&'a str], phrases: &[&str]) -> Option<&'w [&'a str]> {
    phrases
        .iter()
        .filter_map(|p| {
            let folded = rochade_speech::fold(p);
            let n = folded.split(' ').count();
            (words.len() >= n && words[..n].join(" ") == folded).then_some(n)
        })
        .max()
        .map(|n| &words[n..])
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::HelpTopic;
    use rochade_laws::{Color, Role};

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
            // After the game: the computer's analysis.
            ("analyse", Command::Analyse),
            ("analysieren", Command::Analyse),
            ("analisar", Command::Analyse),
            ("eval", Command::Eval),
            ("Bewertung", Command::Eval),
            ("avaliação", Command::Eval),
            ("best", Command::Best),
            ("bester Zug", Command::Best),
            ("melhor lance", Command::Best),
            ("mistakes", Command::Mistakes),
            ("Fehler", Command::Mistakes),
            ("erros", Command::Mistakes),
            ("help analysis", Command::Help(Some(HelpTopic::Analysis))),
            ("Hilfe Analyse", Command::Help(Some(HelpTopic::Analysis))),
            ("ajuda análise", Command::Help(Some(HelpTopic::Analysis))),
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
    fn questions_in_three_languages() {
        let e5 = Some(Square::E5);
        for (text, cmd) in [
            ("attackers e5", Command::Attackers(e5)),
            ("attackers", Command::Attackers(None)),
            ("Angreifer Eva fünf", Command::Attackers(e5)),
            ("atacantes e5", Command::Attackers(e5)),
            ("defenders e5", Command::Defenders(e5)),
            ("Verteidiger e5", Command::Defenders(e5)),
            ("defensores e 5", Command::Defenders(e5)),
            (
                "attackers and defenders e5",
                Command::AttackersAndDefenders(e5),
            ),
            ("Angriffe e5", Command::AttackersAndDefenders(e5)),
            ("ataques e5", Command::AttackersAndDefenders(e5)),
            ("hanging", Command::Hanging(None)),
            ("hanging white", Command::Hanging(Some(Color::White))),
            ("hängende Figuren", Command::Hanging(None)),
            ("in Gefahr schwarz", Command::Hanging(Some(Color::Black))),
            ("peças em perigo", Command::Hanging(None)),
            ("em perigo brancas", Command::Hanging(Some(Color::White))),
            ("scan e4", Command::Scan(Some(Square::E4), Rays::Both)),
            ("Strahlen e4", Command::Scan(Some(Square::E4), Rays::Both)),
            ("varrer e4", Command::Scan(Some(Square::E4), Rays::Both)),
            (
                "diagonals e4",
                Command::Scan(Some(Square::E4), Rays::Diagonals),
            ),
            ("Geraden e4", Command::Scan(Some(Square::E4), Rays::Lines)),
            ("diagonais", Command::Scan(None, Rays::Diagonals)),
            ("last capture", Command::LastCapture),
            ("letzter Schlag", Command::LastCapture),
            ("última captura", Command::LastCapture),
            ("captures", Command::Captures),
            ("Schlagzüge", Command::Captures),
            ("capturas", Command::Captures),
            ("who can go to e5", Command::WhoCanGo(e5)),
            ("Who can go to e5?", Command::WhoCanGo(e5)),
            ("wer kann nach e5", Command::WhoCanGo(e5)),
            ("Wer kann nach Eva fünf?", Command::WhoCanGo(e5)),
            ("quem pode ir para e5", Command::WhoCanGo(e5)),
            ("quem alcança e5", Command::WhoCanGo(e5)),
        ] {
            assert_eq!(parse_command(text), Some(cmd), "{text}");
        }
        // A question with words after it that name no square or side.
        for text in [
            "attackers e9",
            "hanging purple",
            "scan here now",
            "wer kann fliegen",
        ] {
            assert_eq!(parse_command(text), None, "{text}");
        }
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
}
