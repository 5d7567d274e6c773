//! The computer's analysis in words: evaluations as pawns or mates, the
//! marks, the graph's value and its text alternative, and the answers to
//! `eval`, `best` and `mistakes`, with the moves in the chosen move words
//! (the FIDE scheme for a blind player, 2023 Appendix D.2.1) in their own
//! language.

use rochade_engine::analysis::{Eval, Mark};
use rochade_laws::{Color, Move, Notation, Position};
use rochade_speech::{Announcement, Settings as SpeechSettings, announce_move};

use super::i18n::{Lang, Msg, t, tr};
use super::spoken::{SLOT, join, ui, weave};
use crate::analysis::GameAnalysis;
use crate::commands::Command;
use crate::notice::AnalysisAsked;

/// Pawns from White's side with their sign and two decimals, in the
/// language's decimal sign: "+0.35", "-1.20" ("+0,35" in German and
/// Portuguese).
pub fn pawns(lang: Lang, cp: i32) -> String {
    let sign = if cp < 0 { "-" } else { "+" };
    let abs = cp.unsigned_abs();
    let point = if lang == Lang::En { '.' } else { ',' };
    format!("{sign}{}{point}{:02}", abs / 100, abs % 100)
}

/// An evaluation: pawns, or "mate in 3 for White".
pub fn eval_words(lang: Lang, e: Eval) -> String {
    match e {
        Eval::Cp(cp) => pawns(lang, cp),
        Eval::Mate(n) => {
            let side = super::names::side(lang, if n > 0 { Color::White } else { Color::Black });
            tr(
                lang,
                Msg::EvalMate {
                    n: u64::from(n.unsigned_abs()),
                    side,
                },
            )
        }
    }
}

/// The mark's name: "inaccuracy", "mistake", "blunder".
pub fn mark_word(lang: Lang, m: Mark) -> &'static str {
    t(
        lang,
        match m {
            Mark::Inaccuracy => Msg::Inaccuracy,
            Mark::Mistake => Msg::Mistake,
            Mark::Blunder => Msg::Blunder,
        },
    )
}

/// "Move 23, Black": who played from `before`, and its move number.
pub fn move_title(lang: Lang, before: &Position) -> String {
    tr(
        lang,
        Msg::MoveOfSide {
            n: &before.fullmove_number().to_string(),
            side: super::names::side(lang, before.turn()),
        },
    )
}

/// "Move 5, White Nxf7": the move played from `before`, with its number
/// and side, in the notation.
fn move_shown(lang: Lang, before: &Position, mv: &Move, notation: &Notation) -> String {
    format!(
        "{} {}",
        move_title(lang, before),
        before.write_move(mv, notation)
    )
}

/// Each marked move: its mark, the position it was played in, the move,
/// and the better move when it is known.
fn marked(a: &GameAnalysis) -> Vec<(Mark, &Position, &Move, Option<Move>)> {
    a.moves()
        .iter()
        .enumerate()
        .filter_map(|(ply, j)| Some((j.mark?, a.position(ply)?, a.played().get(ply)?, j.best)))
        .collect()
}

/// The graph's value at the position after `plies` half-moves, for eyes
/// and ears alike: "Move 23, Black: Qh4: -3.10, blunder", or "Start: +0.20".
pub fn value_text(lang: Lang, a: &GameAnalysis, plies: usize, notation: &Notation) -> String {
    let eval = a
        .eval_of(plies)
        .map_or_else(|| "?".to_string(), |e| eval_words(lang, e));
    let Some(ply) = plies.checked_sub(1) else {
        return tr(lang, Msg::EvalAtStart { eval: &eval });
    };
    let (Some(before), Some(mv)) = (a.position(ply), a.played().get(ply)) else {
        return eval;
    };
    let mv_text = move_shown(lang, before, mv, notation);
    let mut out = tr(
        lang,
        Msg::EvalAfterMove {
            mv: &mv_text,
            eval: &eval,
        },
    );
    if let Some(mark) = a.moves().get(ply).and_then(|j| j.mark) {
        out.push_str(", ");
        out.push_str(mark_word(lang, mark));
    }
    out
}

/// The graph's text alternative: the evaluation after moves 10, 20, …
/// and the three largest swings.
pub fn summary(lang: Lang, a: &GameAnalysis, notation: &Notation) -> String {
    let plies = a.played().len();
    let at: Vec<String> = (1..)
        .map(|n: usize| n * 10)
        .take_while(|&n| 2 * n - 1 <= plies)
        .filter_map(|n| {
            // After Black's move n, or White's when the game ended there.
            let after = (2 * n).min(plies);
            let eval = a.eval_of(after)?;
            Some(tr(
                lang,
                Msg::EvalAtMove {
                    n: &n.to_string(),
                    eval: &eval_words(lang, eval),
                },
            ))
        })
        .collect();
    let swings: Vec<String> = a
        .largest_swings(3)
        .iter()
        .filter_map(|s| {
            let before = a.position(s.ply)?;
            let mv = a.played().get(s.ply)?;
            let title = move_shown(lang, before, mv, notation);
            Some(tr(
                lang,
                Msg::SwingOf {
                    mv: &title,
                    from: &eval_words(lang, s.before),
                    to: &eval_words(lang, s.after),
                },
            ))
        })
        .collect();
    let mut parts = Vec::new();
    if !at.is_empty() {
        parts.push(tr(
            lang,
            Msg::EvalAtMoves {
                list: &at.join("; "),
            },
        ));
    }
    if !swings.is_empty() {
        parts.push(tr(
            lang,
            Msg::LargestSwings {
                list: &swings.join("; "),
            },
        ));
    }
    parts.join(". ")
}

/// Each marked move in the notation, for eyes: "Move 5, White Nxf7:
/// blunder; better Bxf7+".
pub fn marked_lines(lang: Lang, a: &GameAnalysis, notation: &Notation) -> Vec<String> {
    marked(a)
        .into_iter()
        .map(|(mark, before, mv, best)| {
            let mut line = format!(
                "{}: {}",
                move_shown(lang, before, mv, notation),
                mark_word(lang, mark)
            );
            if let Some(best) = best {
                line.push_str("; ");
                line.push_str(&tr(
                    lang,
                    Msg::Better {
                        mv: &before.write_move(&best, notation),
                    },
                ));
            }
            line
        })
        .collect()
}

/// A move in the chosen move words, with its language.
fn spoken(before: &Position, mv: &Move, speech: &SpeechSettings) -> Vec<Announcement> {
    vec![announce_move(before, mv, speech)]
}

/// "Move 23, Black: " and the move in the move words.
fn titled(lang: Lang, before: &Position, mv: &Move, speech: &SpeechSettings) -> Vec<Announcement> {
    join(
        vec![
            ui(lang, move_title(lang, before)),
            spoken(before, mv, speech),
        ],
        ": ",
    )
}

/// The answer to `eval`, `best` or `mistakes`.
pub fn answer(lang: Lang, asked: &AnalysisAsked, speech: &SpeechSettings) -> Vec<Announcement> {
    let a = &asked.analysis;
    let plies = asked.plies;
    match asked.cmd {
        Command::Eval => {
            let eval = a
                .eval_of(plies)
                .map_or_else(|| "?".to_string(), |e| eval_words(lang, e));
            match plies
                .checked_sub(1)
                .and_then(|p| Some((a.position(p)?, a.played().get(p)?)))
            {
                Some((before, mv)) => {
                    join(vec![titled(lang, before, mv, speech), ui(lang, eval)], ": ")
                }
                None => ui(lang, tr(lang, Msg::EvalAtStart { eval: &eval })),
            }
        }
        Command::Best => match (a.position(plies), a.best_at(plies)) {
            (Some(pos), Some(best)) => weave(
                lang,
                &tr(lang, Msg::BestHere { mv: SLOT[0] }),
                &[spoken(pos, &best, speech)],
            ),
            _ => ui(lang, t(lang, Msg::BestUnknown)),
        },
        _ => {
            let marked: Vec<Vec<Announcement>> = marked(a)
                .into_iter()
                .filter_map(|(mark, before, mv, best)| {
                    let best = best?;
                    let text = tr(
                        lang,
                        match mark {
                            Mark::Inaccuracy => Msg::WasInaccuracy {
                                mv: SLOT[0],
                                best: SLOT[1],
                            },
                            Mark::Mistake => Msg::WasMistake {
                                mv: SLOT[0],
                                best: SLOT[1],
                            },
                            Mark::Blunder => Msg::WasBlunder {
                                mv: SLOT[0],
                                best: SLOT[1],
                            },
                        },
                    );
                    Some(weave(
                        lang,
                        &text,
                        &[
                            titled(lang, before, mv, speech),
                            spoken(before, &best, speech),
                        ],
                    ))
                })
                .collect();
            if marked.is_empty() {
                ui(lang, t(lang, Msg::NoMarkedMoves))
            } else {
                join(marked, ". ")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawns_in_each_language() {
        assert_eq!(pawns(Lang::En, 35), "+0.35");
        assert_eq!(pawns(Lang::En, -120), "-1.20");
        assert_eq!(pawns(Lang::De, -7), "-0,07");
        assert_eq!(pawns(Lang::Pt, 0), "+0,00");
    }
}
