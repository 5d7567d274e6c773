//! The answers to the questions a blind player asks about the position
//! (attackers and defenders, pieces in danger, scans, captures, who can go
//! where), from the facts of [`rochade_speech::questions`]: squares and
//! moves in the scheme of the *Move words* setting (2023 Appendix D.2.1),
//! every other word in the interface language, as the rank and file
//! readouts say them.

use rochade_laws::{Color, Position, Square};
use rochade_speech::questions::{self as q, Direction, Why};
use rochade_speech::{Announcement, announce_move};

use super::i18n::{Lang, Msg, t, tr};
use super::names::side;
use super::position_words::{Context, scan, spoken_moves};
use super::spoken::{self, SLOT, join, sentences, ui, weave};
use crate::commands::{Command, Rays};

/// The answer to a question about the position `pos` (the game's, or the
/// one reviewed).
pub fn answer(cmd: &Command, ctx: &Context, pos: &Position) -> Vec<Announcement> {
    let lang = ctx.lang;
    let square = |sq: Option<Square>| sq.or(ctx.focus);
    let which = || ui(lang, t(lang, Msg::QWhichSquare));
    match *cmd {
        Command::Attackers(sq) => {
            square(sq).map_or_else(which, |sq| guards(ctx, pos, sq, true, false))
        }
        Command::Defenders(sq) => {
            square(sq).map_or_else(which, |sq| guards(ctx, pos, sq, false, true))
        }
        Command::AttackersAndDefenders(sq) => {
            square(sq).map_or_else(which, |sq| guards(ctx, pos, sq, true, true))
        }
        Command::Hanging(color) => hanging(ctx, pos, color),
        Command::Scan(sq, rays) => square(sq).map_or_else(which, |sq| scans(ctx, pos, sq, rays)),
        Command::LastCapture => last_capture(ctx),
        Command::Captures => captures(ctx, pos),
        Command::WhoCanGo(sq) => square(sq).map_or_else(which, |sq| who_can_go(ctx, pos, sq)),
        // The other commands are answered in `commands`.
        _ => Vec::new(),
    }
}

/// Pieces by their squares: "Felix drei, white knight; David zwei, white
/// knight, pinned", or "none".
fn listed(ctx: &Context, items: Vec<Vec<Announcement>>) -> Vec<Announcement> {
    if items.is_empty() {
        return ui(ctx.lang, t(ctx.lang, Msg::QNone));
    }
    join(items, "; ")
}

/// Each side's pieces that attack `sq` (2023 Art. 3.1.2), pinned ones said
/// (they attack it all the same, Art. 3.1.3): the attackers of the piece
/// on it first, then its defenders; on an empty square, White's, then
/// Black's.
fn guards(
    ctx: &Context,
    pos: &Position,
    sq: Square,
    attackers: bool,
    defenders: bool,
) -> Vec<Announcement> {
    let lang = ctx.lang;
    let speech = &ctx.speech;
    let owner = pos.piece_at(sq).map(|p| p.color);
    let sides = match owner {
        Some(c) => [!c, c],
        None => [Color::White, Color::Black],
    };
    let mut parts = vec![spoken::square(lang, pos, sq, speech)];
    for by in sides {
        let defending = owner == Some(by);
        let wanted = owner.is_none() || if defending { defenders } else { attackers };
        if !wanted {
            continue;
        }
        let title = if defending {
            Msg::QDefendedBy {
                side: side(lang, by),
            }
        } else {
            Msg::QAttackedBy {
                side: side(lang, by),
            }
        };
        let items = q::attackers(pos, sq, by)
            .into_iter()
            .map(|a| {
                let here = spoken::square(lang, pos, a.square, speech);
                if a.pinned {
                    join(vec![here, ui(lang, t(lang, Msg::QPinned))], ", ")
                } else {
                    here
                }
            })
            .collect();
        parts.push(join(
            vec![ui(lang, tr(lang, title)), listed(ctx, items)],
            ": ",
        ));
    }
    sentences(parts)
}

/// The pieces in danger of one side or of both (White's first), the most
/// valuable first, each with why.
fn hanging(ctx: &Context, pos: &Position, color: Option<Color>) -> Vec<Announcement> {
    let lang = ctx.lang;
    let sides = match color {
        Some(c) => vec![c],
        None => vec![Color::White, Color::Black],
    };
    let mut parts = Vec::new();
    for c in sides {
        let items = q::in_danger(pos, c)
            .into_iter()
            .map(|d| {
                let why = match d.why {
                    Why::Undefended => t(lang, Msg::QUndefended).to_string(),
                    Why::Cheaper(role) => tr(
                        lang,
                        Msg::QCheaper {
                            piece: spoken::piece(lang, !c, role),
                        },
                    ),
                };
                join(
                    vec![
                        spoken::square(lang, pos, d.square, &ctx.speech),
                        ui(lang, why),
                    ],
                    ", ",
                )
            })
            .collect();
        parts.push(join(
            vec![ui(lang, side(lang, c)), listed(ctx, items)],
            ": ",
        ));
    }
    join(
        vec![ui(lang, t(lang, Msg::QInDanger)), sentences(parts)],
        ": ",
    )
}

/// The name of a direction as the player sees the board.
fn direction(lang: Lang, dir: Direction) -> &'static str {
    t(
        lang,
        match dir {
            Direction::Up => Msg::QUp,
            Direction::UpRight => Msg::QUpRight,
            Direction::Right => Msg::QRight,
            Direction::DownRight => Msg::QDownRight,
            Direction::Down => Msg::QDown,
            Direction::DownLeft => Msg::QDownLeft,
            Direction::Left => Msg::QLeft,
            Direction::UpLeft => Msg::QUpLeft,
        },
    )
}

/// The square, then each ray from it outwards to the first piece, named
/// as the player sees the board (up is away from the side at the bottom,
/// as the arrow keys go), runs of empty squares together as the rank and
/// file readouts say them; a ray at the edge of the board is left out.
fn scans(ctx: &Context, pos: &Position, from: Square, rays: Rays) -> Vec<Announcement> {
    let lang = ctx.lang;
    let speech = &ctx.speech;
    let dirs: Vec<Direction> = match rays {
        Rays::Diagonals => Direction::DIAGONALS.to_vec(),
        Rays::Lines => Direction::LINES.to_vec(),
        Rays::Both => Direction::DIAGONALS
            .into_iter()
            .chain(Direction::LINES)
            .collect(),
    };
    let mut parts = vec![spoken::square(lang, pos, from, speech)];
    for seen in dirs {
        let squares = q::ray(pos, from, seen.seen_from(ctx.me));
        if squares.is_empty() {
            continue;
        }
        let title = ui(lang, direction(lang, seen));
        parts.push(scan(lang, pos, title, &squares, speech));
    }
    sentences(parts)
}

/// The last capture of the game, up to the move reviewed: "Last capture:
/// 12. White: " and the move in the scheme.
fn last_capture(ctx: &Context) -> Vec<Announcement> {
    let lang = ctx.lang;
    let record = ctx.game.record();
    let upto = ctx
        .viewing
        .map_or(record.len(), |played| played.min(record.len()));
    let played = &record[..upto];
    match q::last_capture(played.iter().map(|r| &r.mv)) {
        Some(i) => {
            let rec = &played[i];
            let numbered = tr(
                lang,
                Msg::NumberedMove {
                    number: &rec.number().to_string(),
                    side: side(lang, rec.side()),
                    mv: SLOT[0],
                },
            );
            let line = tr(lang, Msg::QLastCapture { mv: &numbered });
            weave(
                lang,
                &line,
                &[vec![announce_move(&rec.before, &rec.mv, &ctx.speech)]],
            )
        }
        None => ui(lang, t(lang, Msg::QNoCapture)),
    }
}

/// The captures among the legal moves of the side to move, in the scheme:
/// "White to move: " and the moves, or "no captures".
fn captures(ctx: &Context, pos: &Position) -> Vec<Announcement> {
    let lang = ctx.lang;
    let moves = if ctx.viewing.is_none() && ctx.game.is_over() {
        Vec::new()
    } else {
        q::captures(pos)
    };
    let to_move = ui(
        lang,
        tr(
            lang,
            Msg::ToMove {
                side: side(lang, pos.turn()),
            },
        ),
    );
    let listed = if moves.is_empty() {
        ui(lang, t(lang, Msg::QNoCaptures))
    } else {
        spoken_moves(pos, &moves, &ctx.speech)
    };
    join(vec![to_move, listed], ": ")
}

/// The square, then each side's pieces that can go there, the side to
/// move first.
fn who_can_go(ctx: &Context, pos: &Position, sq: Square) -> Vec<Announcement> {
    let lang = ctx.lang;
    let speech = &ctx.speech;
    let mut parts = vec![spoken::square(lang, pos, sq, speech)];
    for c in [pos.turn(), !pos.turn()] {
        let items = q::movers_to(pos, sq, c)
            .into_iter()
            .map(|m| spoken::square(lang, pos, m.square, speech))
            .collect();
        let title = tr(
            lang,
            Msg::QCanGo {
                side: side(lang, c),
            },
        );
        parts.push(join(vec![ui(lang, title), listed(ctx, items)], ": "));
    }
    sentences(parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::{Game, GameSetup};
    use rochade_speech::{Scheme, Settings as SpeechSettings};

    fn game(fen: &str) -> Game {
        Game::new(GameSetup::default().with_fen(fen)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn said(game: &Game, cmd: Command, scheme: Scheme, lang: Lang, me: Color) -> String {
        let ctx = Context {
            game,
            now: 0,
            me,
            focus: None,
            viewing: None,
            speech: SpeechSettings::new(scheme),
            lang,
        };
        spoken::plain(&super::super::commands::answer(&cmd, &ctx))
    }

    /// White: Ke1, Nd2 pinned by the bishop on b4, Nf3, Qe2, Pe4; Black:
    /// Ke8, Nc6, Pd6, Pe5, Bb4.
    const PINS: &str = "4k3/8/2np4/4p3/1b2P3/5N2/3NQ3/4K3 w - - 0 1";

    #[test]
    fn attackers_and_defenders_with_pins_in_each_language() {
        let g = game(PINS);
        let both = Command::AttackersAndDefenders(Some(Square::E5));
        assert_eq!(
            said(&g, both, Scheme::German, Lang::En, Color::White),
            "Eva fünf, black pawn. Attacked by White: Felix drei, white knight. \
             Defended by Black: Cesar sechs, black knight; David sechs, black pawn"
        );
        assert_eq!(
            said(
                &g,
                Command::Defenders(Some(Square::E5)),
                Scheme::English,
                Lang::De,
                Color::White
            ),
            "e5, schwarzer Bauer. Gedeckt von Schwarz: c6, schwarzer Springer; d6, schwarzer Bauer"
        );
        assert_eq!(
            said(
                &g,
                Command::Attackers(Some(Square::C4)),
                Scheme::Portuguese,
                Lang::Pt,
                Color::White
            ),
            "c4, vazia. Atacada pelas Brancas: d2, cavalo branco, cravada; e2, dama branca. \
             Atacada pelas Pretas: nenhuma"
        );
        // Without a square named or focused: which one.
        assert!(
            said(
                &g,
                Command::Attackers(None),
                Scheme::German,
                Lang::En,
                Color::White
            )
            .starts_with("Which square?")
        );
        // The squares in the scheme, the rest in the interface language.
        let ctx = Context {
            game: &g,
            now: 0,
            me: Color::White,
            focus: Some(Square::C4),
            viewing: None,
            speech: SpeechSettings::new(Scheme::German),
            lang: Lang::En,
        };
        let parts: Vec<(String, &str)> =
            super::super::commands::answer(&Command::Attackers(None), &ctx)
                .into_iter()
                .map(|a| (a.text, a.lang))
                .collect();
        assert_eq!(parts[0], ("Cesar vier, ".to_string(), "de-DE"));
        assert_eq!(parts[1], ("empty. Attacked by White: ".to_string(), "en"));
        assert_eq!(parts[2], ("David zwei, ".to_string(), "de-DE"));
        assert_eq!(parts[3], ("white knight, pinned; ".to_string(), "en"));
    }

    #[test]
    fn pieces_in_danger_with_why() {
        let g = game("4k3/8/8/8/4p3/5N2/1b6/R3KQ2 w - - 0 1");
        assert_eq!(
            said(
                &g,
                Command::Hanging(None),
                Scheme::German,
                Lang::En,
                Color::White
            ),
            "Pieces in danger: White: Anna eins, white rook, undefended; Felix drei, white knight, \
             attacked by a piece of lower value, black pawn. Black: none"
        );
        assert_eq!(
            said(
                &g,
                Command::Hanging(Some(Color::White)),
                Scheme::German,
                Lang::De,
                Color::White
            ),
            "Figuren in Gefahr: Weiß: Anna eins, weißer Turm, ungedeckt; Felix drei, weißer Springer, \
             von einer Figur geringeren Werts angegriffen, schwarzer Bauer"
        );
        assert_eq!(
            said(
                &game(PINS),
                Command::Hanging(Some(Color::Black)),
                Scheme::Portuguese,
                Lang::Pt,
                Color::White
            ),
            "Peças em perigo: Pretas: nenhuma"
        );
    }

    #[test]
    fn scans_read_outwards_as_the_player_sees_the_board() {
        let g = game(PINS);
        assert_eq!(
            said(
                &g,
                Command::Scan(Some(Square::E4), Rays::Both),
                Scheme::German,
                Lang::En,
                Color::White
            ),
            "Eva vier, white pawn. Up left: David fünf, empty; Cesar sechs, black knight. \
             Up right: Felix fünf to Hector sieben, empty. Down right: Felix drei, white knight. \
             Down left: David drei to Bella eins, empty. Up: Eva fünf, black pawn. \
             Right: Felix vier to Hector vier, empty. Down: Eva drei, empty; Eva zwei, white queen. \
             Left: David vier to Cesar vier, empty; Bella vier, black bishop"
        );
        // Black at the bottom: up is towards the first rank.
        assert_eq!(
            said(
                &g,
                Command::Scan(Some(Square::E4), Rays::Diagonals),
                Scheme::German,
                Lang::En,
                Color::Black
            ),
            "Eva vier, white pawn. Up left: Felix drei, white knight. \
             Up right: David drei to Bella eins, empty. Down right: David fünf, empty; \
             Cesar sechs, black knight. Down left: Felix fünf to Hector sieben, empty"
        );
        assert_eq!(
            said(
                &g,
                Command::Scan(Some(Square::E4), Rays::Lines),
                Scheme::Portuguese,
                Lang::Pt,
                Color::White
            ),
            "e4, peão branco. Para cima: e5, peão preto. Para a direita: f4 até h4, vazias. \
             Para baixo: e3, vazia; e2, dama branca. Para a esquerda: d4 até c4, vazias; b4, bispo preto"
        );
        // From a corner, the rays off the board are left out.
        let corner = said(
            &game("4k3/8/8/8/8/8/8/K7 w - - 0 1"),
            Command::Scan(Some(Square::A1), Rays::Diagonals),
            Scheme::English,
            Lang::En,
            Color::White,
        );
        assert_eq!(corner, "a1, white king. Up right: b2 to h8, empty");
    }

    #[test]
    fn captures_who_can_go_and_the_last_capture() {
        let g = game(PINS);
        assert_eq!(
            said(
                &g,
                Command::Captures,
                Scheme::German,
                Lang::En,
                Color::White
            ),
            "White to move: Springer schlägt Eva fünf"
        );
        assert_eq!(
            said(
                &g,
                Command::Captures,
                Scheme::English,
                Lang::De,
                Color::White
            ),
            "Weiß am Zug: Knight takes e5"
        );
        assert_eq!(
            said(
                &game("4k3/8/8/8/8/8/8/K7 w - - 0 1"),
                Command::Captures,
                Scheme::English,
                Lang::Pt,
                Color::White
            ),
            "Brancas jogam: nenhuma captura"
        );
        assert_eq!(
            said(
                &g,
                Command::WhoCanGo(Some(Square::C4)),
                Scheme::Portuguese,
                Lang::Pt,
                Color::White
            ),
            "c4, vazia. As Brancas podem ir para lá: e2, dama branca. As Pretas podem ir para lá: nenhuma"
        );
        assert_eq!(
            said(
                &g,
                Command::WhoCanGo(Some(Square::C3)),
                Scheme::German,
                Lang::En,
                Color::White
            ),
            "Cesar drei, empty. White can go there: none. Black can go there: Bella vier, black bishop"
        );
        assert_eq!(
            said(
                &g,
                Command::LastCapture,
                Scheme::German,
                Lang::De,
                Color::White
            ),
            "Noch nichts geschlagen"
        );
        let played =
            crate::test_support::play(GameSetup::default(), &["e4", "d5", "exd5", "Qxd5", "Nc3"]);
        assert_eq!(
            said(
                &played,
                Command::LastCapture,
                Scheme::English,
                Lang::En,
                Color::White
            ),
            "Last capture: 2. Black: Queen takes d5"
        );
    }
}
