//! The arbiter's corrections: the time a clock shows and its move counter
//! (2001 Art. 6.14: "the arbiter shall use his best judgement to determine
//! the times to be shown"; 2023 Art. 6.10.2 and 7.1: "adjust the clock's
//! move counter").

use rochade_clock::Side;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::model::ClockAction;
use crate::context::use_app;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};
use crate::words::side as side_word;

/// `h:mm:ss`, `m:ss` or whole minutes, with optional tenths of a second, in
/// milliseconds.
pub fn parse_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.is_empty() || parts.len() > 3 || parts.iter().any(|p| p.is_empty()) {
        return None;
    }
    let (last, rest) = parts.split_last()?;
    let mut ms: u64 = 0;
    for p in rest {
        ms = ms.checked_mul(60)?.checked_add(p.parse::<u64>().ok()?)?;
    }
    let unit: u64 = if parts.len() == 1 { 60_000 } else { 1_000 };
    let (whole, tenths) = match last.split_once('.') {
        Some((w, f)) if f.len() == 1 => (w, f.parse::<u64>().ok()?),
        Some(_) => return None,
        None => (*last, 0),
    };
    let whole = whole.parse::<u64>().ok()?;
    if parts.len() > 1 && whole >= 60 {
        return None;
    }
    ms.checked_mul(60_000)?
        .checked_add(whole.checked_mul(unit)?)?
        .checked_add(tenths * unit / 10)
}

/// Properties of [`Correction`].
#[derive(Properties, PartialEq)]
pub struct CorrectionProps {
    /// Where the correction goes.
    pub on_correct: Callback<ClockAction>,
}

/// The correction form.
#[function_component]
pub fn Correction(props: &CorrectionProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let side = use_node_ref();
    let time = use_node_ref();
    let moves = use_node_ref();
    let bad = use_state(|| false);
    let onsubmit = {
        let (side, time, moves, bad) = (side.clone(), time.clone(), moves.clone(), bad.clone());
        let on_correct = props.on_correct.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let s = side
                .cast::<HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            let s = if s == "black" {
                Side::Black
            } else {
                Side::White
            };
            let ms = time
                .cast::<HtmlInputElement>()
                .and_then(|i| parse_time(&i.value()));
            let n = moves
                .cast::<HtmlInputElement>()
                .and_then(|i| i.value().trim().parse::<u32>().ok());
            bad.set(ms.is_none() || n.is_none());
            if let (Some(ms), Some(moves)) = (ms, n) {
                on_correct.emit(ClockAction::Correct {
                    side: s,
                    ms,
                    moves,
                    now: now_ms(),
                });
            }
        })
    };
    let white = side_word(lang, rochade_laws::Color::White);
    let black = side_word(lang, rochade_laws::Color::Black);
    html! {
        <details class="clock-correction">
            <summary>{ crate::words::clock::clock_correction_title(lang, app.settings().edition) }</summary>
            <form {onsubmit}>
                <label>{ t(lang, Msg::CmCorrSide) }
                    <select id="correct-side" ref={side}>
                        <option value="white">{ white }</option>
                        <option value="black">{ black }</option>
                    </select>
                </label>
                <label>{ t(lang, Msg::CmCorrTime) }
                    <input id="correct-time" type="text" inputmode="numeric" autocomplete="off"
                        ref={time} aria-invalid={bad.then_some("true")}
                        aria-describedby={bad.then_some("correct-problem")} />
                </label>
                <label>{ t(lang, Msg::CmCorrMoves) }
                    <input id="correct-moves" type="text" inputmode="numeric" autocomplete="off" ref={moves} />
                </label>
                <button type="submit" id="correct-apply">{ t(lang, Msg::CmCorrApply) }</button>
                <p id="correct-problem" class="message error">
                    if *bad { { t(lang, Msg::CmCorrBadTime) } }
                </p>
            </form>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::parse_time;

    #[test]
    fn times() {
        assert_eq!(parse_time("5"), Some(300_000));
        assert_eq!(parse_time("4:59"), Some(299_000));
        assert_eq!(parse_time("1:30:00"), Some(5_400_000));
        assert_eq!(parse_time("0:09.5"), Some(9_500));
        assert_eq!(parse_time("1:60"), None);
        assert_eq!(parse_time("x"), None);
        assert_eq!(parse_time(""), None);
    }
}
