//! Portuguese words, from the Brazilian translation of the Laws that comes
//! with the English text (pieces Rei, Dama, Torre, Bispo, Cavalo, Peão;
//! "Pequeno roque" / "Grande roque" from rule 1 for visually handicapped
//! players; "xeque", "xeque mate", "afogado", "en passant", "empate"
//! from Articles 3, 5 and 9), completed from Brazilian practice ("toma",
//! "promove a").

use crate::words::{Gender, Lexicon, Unit};

/// Number words up to 999 in Brazilian usage, with the feminine forms
/// "uma", "duas", "duzentas" for "hora"; larger numbers as digits.
pub(crate) fn number(n: u32, gender: Gender) -> String {
    const SMALL: [&str; 20] = [
        "zero",
        "um",
        "dois",
        "três",
        "quatro",
        "cinco",
        "seis",
        "sete",
        "oito",
        "nove",
        "dez",
        "onze",
        "doze",
        "treze",
        "quatorze",
        "quinze",
        "dezesseis",
        "dezessete",
        "dezoito",
        "dezenove",
    ];
    const TENS: [&str; 10] = [
        "",
        "dez",
        "vinte",
        "trinta",
        "quarenta",
        "cinquenta",
        "sessenta",
        "setenta",
        "oitenta",
        "noventa",
    ];
    const HUNDREDS: [&str; 10] = [
        "",
        "cento",
        "duzentos",
        "trezentos",
        "quatrocentos",
        "quinhentos",
        "seiscentos",
        "setecentos",
        "oitocentos",
        "novecentos",
    ];
    let feminine = gender == Gender::Feminine;
    match n {
        1 if feminine => "uma".to_string(),
        2 if feminine => "duas".to_string(),
        0..=19 => SMALL[n as usize].to_string(),
        20..=99 => {
            let (t, u) = (n / 10, n % 10);
            if u == 0 {
                TENS[t as usize].to_string()
            } else {
                format!("{} e {}", TENS[t as usize], number(u, gender))
            }
        }
        100 => "cem".to_string(),
        101..=999 => {
            let (h, r) = (n / 100, n % 100);
            let mut s = HUNDREDS[h as usize].to_string();
            if feminine && h >= 2 {
                // duzentos -> duzentas
                s.pop();
                s.pop();
                s.push_str("as");
            }
            if r != 0 {
                s.push_str(" e ");
                s.push_str(&number(r, gender));
            }
            s
        }
        _ => n.to_string(),
    }
}

const HELP: &str = "Ajuda. Os lances são anunciados em notação algébrica: colunas \
a até h, fileiras 1 até 8, peças Rei, Dama, Torre, Bispo, Cavalo e peão; pequeno roque \
e grande roque. Uma captura é anunciada com toma, xeque e xeque mate são acrescentados \
no fim, e numa promoção a nova peça é anunciada, por exemplo peão e8 promove a Dama. \
Os lances podem ser digitados do mesmo modo, por exemplo Cavalo f3. A pedido são \
anunciados: uma casa, as peças de um lado, uma fileira ou coluna, o último lance, de \
quem é a vez, os dois relógios, o número de lances completados, o resultado e uma \
proposta de empate.";

/// Portuguese words.
pub(crate) const PORTUGUESE: Lexicon = Lexicon {
    files: ["a", "b", "c", "d", "e", "f", "g", "h"],
    ranks: ["1", "2", "3", "4", "5", "6", "7", "8"],
    square_sep: "",
    roles: ["peão", "Cavalo", "Bispo", "Torre", "Dama", "Rei"],
    plurals: ["peões", "Cavalos", "Bispos", "Torres", "Damas", "Reis"],
    takes: "toma",
    castle_short: "Pequeno roque",
    castle_long: "Grande roque",
    check: "xeque",
    checkmate: "xeque mate",
    en_passant: "en passant",
    promotes: "promove a",
    sides: ["Brancas", "Pretas"],
    colored: [
        [
            "peão branco",
            "cavalo branco",
            "bispo branco",
            "torre branca",
            "dama branca",
            "rei branco",
        ],
        [
            "peão preto",
            "cavalo preto",
            "bispo preto",
            "torre preta",
            "dama preta",
            "rei preto",
        ],
    ],
    empty: "vazia",
    empty_many: "vazias",
    range_to: "até",
    none: "nenhuma",
    rank_word: "Fileira",
    file_word: "Coluna",
    to_move: ["Vez das brancas", "Vez das pretas"],
    last_move: "Último lance",
    no_move_yet: "Nenhum lance ainda",
    moves_completed: "Lances completados",
    units: [
        Unit {
            one: "hora",
            many: "horas",
            gender: Gender::Feminine,
        },
        Unit {
            one: "minuto",
            many: "minutos",
            gender: Gender::Masculine,
        },
        Unit {
            one: "segundo",
            many: "segundos",
            gender: Gender::Masculine,
        },
    ],
    number,
    wins: ["As brancas vencem", "As pretas vencem"],
    draw: "Empate",
    in_progress: "A partida está em andamento",
    reasons: [
        "por xeque mate",
        "por abandono",
        "por afogamento",
        "por acordo",
        "por tempo",
        "por posição morta",
        "por tripla repetição",
        "pela regra dos cinquenta lances",
    ],
    draw_offer: ["As brancas propõem empate", "As pretas propõem empate"],
    no_draw_offer: "Nenhuma proposta de empate",
    help: HELP,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let f = |n| number(n, Gender::Feminine);
        let m = |n| number(n, Gender::Masculine);
        assert_eq!(f(1), "uma");
        assert_eq!(m(1), "um");
        assert_eq!(f(2), "duas");
        assert_eq!(m(12), "doze");
        assert_eq!(m(16), "dezesseis");
        assert_eq!(f(21), "vinte e uma");
        assert_eq!(m(59), "cinquenta e nove");
        assert_eq!(m(100), "cem");
        assert_eq!(m(105), "cento e cinco");
        assert_eq!(f(200), "duzentas");
        assert_eq!(m(345), "trezentos e quarenta e cinco");
        assert_eq!(m(1000), "1000");
    }
}
