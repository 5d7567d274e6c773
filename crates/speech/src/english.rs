//! English words (the English text of the Laws is the authentic one), and
//! the lichess-style variant that keeps the Laws' file names Anna … Hector
//! with English rank numbers.

use crate::words::{Gender, Lexicon, Unit};

/// Number words up to 999 in British usage ("one hundred and five");
/// larger numbers as digits.
pub(crate) fn number(n: u32, _gender: Gender) -> String {
    const SMALL: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    match n {
        0..=19 => SMALL[n as usize].to_string(),
        20..=99 => {
            let (t, u) = (n / 10, n % 10);
            if u == 0 {
                TENS[t as usize].to_string()
            } else {
                format!("{}-{}", TENS[t as usize], SMALL[u as usize])
            }
        }
        100..=999 => {
            let (h, r) = (n / 100, n % 100);
            if r == 0 {
                format!("{} hundred", SMALL[h as usize])
            } else {
                format!("{} hundred and {}", SMALL[h as usize], number(r, _gender))
            }
        }
        _ => n.to_string(),
    }
}

const HELP: &str = "Help. Moves are announced in algebraic notation: files a to h, \
ranks 1 to 8, pieces King, Queen, Rook, Bishop, Knight and pawn; short castling and \
long castling. A capture is announced with takes, check and checkmate are added at \
the end, and a promotion names the new piece, for example pawn e8 promotes to Queen. \
Moves can be typed the same way, for example Knight f3. On request you hear a square, \
the pieces of one side, a rank or file, the last move, whose turn it is, both clocks, \
the number of moves completed, the result and a pending draw offer.";

const ANNA_HELP: &str = "Help. Moves are announced with the file names of the FIDE \
rules for visually handicapped players, Anna, Bella, Cesar, David, Eva, Felix, Gustav, \
Hector, and the ranks one to eight; pieces King, Queen, Rook, Bishop, Knight and pawn; \
short castling and long castling. A capture is announced with takes, check and \
checkmate are added at the end, and a promotion names the new piece, for example \
pawn Eva eight promotes to Queen. Moves can be typed the same way, for example Knight \
Felix three. On request you hear a square, the pieces of one side, a rank or file, \
the last move, whose turn it is, both clocks, the number of moves completed, the \
result and a pending draw offer.";

/// English algebraic words.
pub(crate) const ENGLISH: Lexicon = Lexicon {
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["1", "2", "3", "4", "5", "6", "7", "8"],
    square_sep: "",
    roles: ["pawn", "Knight", "Bishop", "Rook", "Queen", "King"],
    plurals: ["pawns", "Knights", "Bishops", "Rooks", "Queens", "Kings"],
    takes: "takes",
    castle_short: "short castling",
    castle_long: "long castling",
    check: "check",
    checkmate: "checkmate",
    en_passant: "en passant",
    promotes: "promotes to",
    sides: ["White", "Black"],
    colored: [
        [
            "white pawn",
            "white knight",
            "white bishop",
            "white rook",
            "white queen",
            "white king",
        ],
        [
            "black pawn",
            "black knight",
            "black bishop",
            "black rook",
            "black queen",
            "black king",
        ],
    ],
    empty: "empty",
    empty_many: "empty",
    range_to: "to",
    none: "none",
    rank_word: "Rank",
    file_word: "File",
    to_move: ["White to move", "Black to move"],
    last_move: "Last move",
    no_move_yet: "No move yet",
    moves_completed: "Moves completed",
    units: [
        Unit {
            one: "hour",
            many: "hours",
            gender: Gender::Masculine,
        },
        Unit {
            one: "minute",
            many: "minutes",
            gender: Gender::Masculine,
        },
        Unit {
            one: "second",
            many: "seconds",
            gender: Gender::Masculine,
        },
    ],
    number,
    wins: ["White wins", "Black wins"],
    draw: "Draw",
    in_progress: "The game is in progress",
    reasons: [
        "by checkmate",
        "by resignation",
        "by stalemate",
        "by agreement",
        "on time",
        "by dead position",
        "by threefold repetition",
        "by the fifty-move rule",
    ],
    draw_offer: ["White offers a draw", "Black offers a draw"],
    no_draw_offer: "No draw offer",
    help: HELP,
};

/// Anna … Hector with English rank numbers and English words.
pub(crate) const ANNA_ENGLISH: Lexicon = Lexicon {
    files: [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ],
    ranks: [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ],
    square_sep: " ",
    help: ANNA_HELP,
    ..ENGLISH
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let n = |n| number(n, Gender::Masculine);
        assert_eq!(n(0), "zero");
        assert_eq!(n(1), "one");
        assert_eq!(n(12), "twelve");
        assert_eq!(n(21), "twenty-one");
        assert_eq!(n(40), "forty");
        assert_eq!(n(100), "one hundred");
        assert_eq!(n(105), "one hundred and five");
        assert_eq!(n(1000), "1000");
    }
}
