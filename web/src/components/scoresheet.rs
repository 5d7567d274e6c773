//! The scoresheet (Art. 8, Appendix E): numbered moves in a White and a Black
//! column, `(=)` beside the move after which a draw was offered (Art. 9.1),
//! optional clock times, and the result.
//!
//! Each move is a button: selecting it shows that position, read-only.

use yew::prelude::*;

use crate::i18n::{Lang, Msg, t};

/// One half-move on the sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// The move as written in the chosen notation.
    pub text: String,
    /// Its index in the game's record (0 = White's first move).
    pub ply: usize,
    /// A draw was offered with this move: written `(=)`.
    pub draw_offer: bool,
    /// The mover's clock after the move, when shown.
    pub clock: Option<String>,
    /// What a screen reader says for the cell (the spoken move).
    pub spoken: String,
}

/// One numbered line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The move number.
    pub number: u32,
    /// White's move (absent when the game began with Black to move).
    pub white: Option<Cell>,
    /// Black's move.
    pub black: Option<Cell>,
}

/// Properties of [`Scoresheet`].
#[derive(Properties, PartialEq)]
pub struct ScoresheetProps {
    /// The lines.
    pub rows: Vec<Row>,
    /// The result line ("1-0", "½-½ …"), once the game has ended.
    pub result: Option<String>,
    /// The move whose position is shown, when reviewing.
    pub viewing: Option<usize>,
    /// The players' names.
    pub names: [AttrValue; 2],
    /// Interface language.
    pub lang: Lang,
    /// A move was selected.
    pub on_select: Callback<usize>,
}

/// The scoresheet table.
/// "Anna (White)", or just "White" when the player has no other name than
/// the colour (in any language) or none at all.
fn column_title(name: &str, lang: Lang, colour: Msg<'static>) -> String {
    let plain =
        name.trim().is_empty() || name == "?" || Lang::ALL.iter().any(|&l| name == t(l, colour));
    let colour = t(lang, colour);
    if plain {
        colour.to_string()
    } else {
        format!("{name} ({colour})")
    }
}

#[function_component(Scoresheet)]
pub fn scoresheet(props: &ScoresheetProps) -> Html {
    let lang = props.lang;
    let cell = |c: &Option<Cell>| match c {
        None => html! { <td></td> },
        Some(c) => {
            let ply = c.ply;
            let onclick = {
                let cb = props.on_select.clone();
                Callback::from(move |_: MouseEvent| cb.emit(ply))
            };
            let current = props.viewing == Some(ply);
            // The visible text first, then the spoken move (WCAG 2.5.3, label
            // in name: a speech-input user says what is written).
            let visible = format!(
                "{}{}{}",
                c.text,
                if c.draw_offer { " (=)" } else { "" },
                c.clock
                    .as_ref()
                    .map(|t| format!(" {t}"))
                    .unwrap_or_default()
            );
            let label = format!("{visible}, {}", c.spoken);
            html! {
                <td>
                    <button type="button" class="move" {onclick} aria-label={label}
                        aria-current={if current { "true" } else { "false" }}
                        data-ply={ply.to_string()}>
                        <span class="san">{ &c.text }</span>
                        if c.draw_offer { <span class="draw-mark">{ " (=)" }</span> }
                        if let Some(time) = &c.clock {
                            <span class="clock-time-small">{ time }</span>
                        }
                    </button>
                </td>
            }
        }
    };
    html! {
        <section class="panel scoresheet" id="scoresheet" aria-labelledby="scoresheet-title">
            <h2 id="scoresheet-title">{ t(lang, Msg::Scoresheet) }</h2>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ t(lang, Msg::MoveNo) }</th>
                        <th scope="col">{ column_title(&props.names[0], lang, Msg::White) }</th>
                        <th scope="col">{ column_title(&props.names[1], lang, Msg::Black) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for props.rows.iter().map(|r| html! {
                        <tr>
                            <td class="no">{ format!("{}.", r.number) }</td>
                            { cell(&r.white) }
                            { cell(&r.black) }
                        </tr>
                    }) }
                    if let Some(result) = &props.result {
                        <tr class="result-row">
                            <td class="no">{ t(lang, Msg::Result) }</td>
                            <td colspan="2" data-result="">{ result }</td>
                        </tr>
                    }
                </tbody>
            </table>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_names_the_player_and_the_colour_once() {
        assert_eq!(column_title("Anna", Lang::De, Msg::White), "Anna (Weiß)");
        assert_eq!(column_title("Brancas", Lang::De, Msg::White), "Weiß");
        assert_eq!(column_title("?", Lang::En, Msg::Black), "Black");
        // A player called "White" on the black side keeps the name.
        assert_eq!(column_title("White", Lang::En, Msg::Black), "White (Black)");
    }
}
