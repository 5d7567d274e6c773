//! German words: the scheme of the 2001 Laws (rules for play with visually
//! handicapped players, rule 1), completed from German over-the-board
//! practice where the Laws leave it open.
//!
//! Fixed by the Laws: the file names `Anna Bella Cesar David Eva Felix
//! Gustav Hector`, the rank numbers `eins zwei drei vier fuenf sechs sieben
//! acht`, the piece names `Koenig Dame Turm Laeufer Springer Bauer`, and
//! "Kurze Rochade" / "Lange Rochade". Chosen here from German practice:
//! "schlägt", "Schach", "Schachmatt", "en passant", "wird Dame" for a
//! promotion, "bietet Remis an", "Remis", and the reasons a game ends.

use crate::words::{Gender, Lexicon, Unit};

/// Number words up to 999; larger numbers as digits. A feminine `1` is
/// "eine" ("eine Stunde"), a masculine `1` the bare count "eins".
pub(crate) fn number(n: u32, gender: Gender) -> String {
    const SMALL: [&str; 20] = [
        "null",
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "dreizehn",
        "vierzehn",
        "fünfzehn",
        "sechzehn",
        "siebzehn",
        "achtzehn",
        "neunzehn",
    ];
    const TENS: [&str; 10] = [
        "", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
        "neunzig",
    ];
    fn unit_prefix(u: u32) -> &'static str {
        if u == 1 { "ein" } else { SMALL[u as usize] }
    }
    match n {
        1 if gender == Gender::Feminine => "eine".to_string(),
        0..=19 => SMALL[n as usize].to_string(),
        20..=99 => {
            let (t, u) = (n / 10, n % 10);
            if u == 0 {
                TENS[t as usize].to_string()
            } else {
                format!("{}und{}", unit_prefix(u), TENS[t as usize])
            }
        }
        100..=999 => {
            let (h, r) = (n / 100, n % 100);
            let mut s = format!("{}hundert", unit_prefix(h));
            if r != 0 {
                s.push_str(&number(r, gender));
            }
            s
        }
        _ => n.to_string(),
    }
}

const HELP: &str = "Hilfe. Züge werden nach den FIDE-Regeln für das Spiel mit \
sehbehinderten Spielern angesagt: Linien Anna, Bella, Cesar, David, Eva, Felix, \
Gustav, Hector; Reihen eins bis acht; Figuren König, Dame, Turm, Läufer, Springer, \
Bauer; Kurze Rochade und Lange Rochade. Ein Schlagzug wird mit schlägt angesagt, \
Schach und Schachmatt werden angehängt, bei einer Umwandlung wird die neue Figur \
genannt, zum Beispiel Bauer Eva acht wird Dame. Züge können genauso eingegeben \
werden, zum Beispiel Springer Felix drei. Auf Wunsch werden angesagt: ein Feld, die \
Figuren einer Seite, eine Reihe oder Linie, der letzte Zug, wer am Zug ist, beide \
Uhren, die Zahl der gespielten Züge, das Ergebnis und ein Remisangebot.";

/// The German scheme of the Laws.
pub(crate) const GERMAN: Lexicon = Lexicon {
    files: [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ],
    square_sep: " ",
    roles: ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"],
    plurals: ["Bauern", "Springer", "Läufer", "Türme", "Damen", "Könige"],
    takes: "schlägt",
    castle_short: "Kurze Rochade",
    castle_long: "Lange Rochade",
    check: "Schach",
    checkmate: "Schachmatt",
    en_passant: "en passant",
    promotes: "wird",
    sides: ["Weiß", "Schwarz"],
    colored: [
        [
            "weißer Bauer",
            "weißer Springer",
            "weißer Läufer",
            "weißer Turm",
            "weiße Dame",
            "weißer König",
        ],
        [
            "schwarzer Bauer",
            "schwarzer Springer",
            "schwarzer Läufer",
            "schwarzer Turm",
            "schwarze Dame",
            "schwarzer König",
        ],
    ],
    empty: "leer",
    empty_many: "leer",
    range_to: "bis",
    none: "keine",
    rank_word: "Reihe",
    file_word: "Linie",
    to_move: ["Weiß am Zug", "Schwarz am Zug"],
    last_move: "Letzter Zug",
    no_move_yet: "Noch kein Zug",
    moves_completed: "Gespielte Züge",
    units: [
        Unit {
            one: "Stunde",
            many: "Stunden",
            gender: Gender::Feminine,
        },
        Unit {
            one: "Minute",
            many: "Minuten",
            gender: Gender::Feminine,
        },
        Unit {
            one: "Sekunde",
            many: "Sekunden",
            gender: Gender::Feminine,
        },
    ],
    number,
    wins: ["Weiß gewinnt", "Schwarz gewinnt"],
    draw: "Remis",
    in_progress: "Die Partie läuft",
    reasons: [
        "durch Schachmatt",
        "durch Aufgabe",
        "durch Patt",
        "durch Vereinbarung",
        "durch Zeitüberschreitung",
        "durch tote Stellung",
        "durch dreimalige Stellungswiederholung",
        "durch die Fünfzig-Züge-Regel",
    ],
    draw_offer: ["Weiß bietet Remis an", "Schwarz bietet Remis an"],
    no_draw_offer: "Kein Remisangebot",
    help: HELP,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let f = |n| number(n, Gender::Feminine);
        let m = |n| number(n, Gender::Masculine);
        assert_eq!(f(1), "eine");
        assert_eq!(m(1), "eins");
        assert_eq!(f(0), "null");
        assert_eq!(f(5), "fünf");
        assert_eq!(f(12), "zwölf");
        assert_eq!(f(16), "sechzehn");
        assert_eq!(f(17), "siebzehn");
        assert_eq!(f(21), "einundzwanzig");
        assert_eq!(f(30), "dreißig");
        assert_eq!(f(59), "neunundfünfzig");
        assert_eq!(f(100), "einhundert");
        assert_eq!(m(101), "einhunderteins");
        assert_eq!(f(120), "einhundertzwanzig");
        assert_eq!(f(999), "neunhundertneunundneunzig");
        assert_eq!(f(1000), "1000");
    }
}
