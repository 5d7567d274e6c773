//! Feedback you can see: the answer the live regions announce (an offer
//! declined, time added, a penalty, a warning, a refusal, a command's
//! answer) also shown on screen, in the place where the player acted (the
//! play area, the controls, the arbiter's panel: whichever holds it, marked
//! `data-feedback-place`) when the answer came, until the next answer
//! replaces it. The move
//! itself is not repeated: the board and the scoresheet show it.
//!
//! Not a live region itself: the announcer has said it already.

use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::use_acted_here;

/// Properties of [`Feedback`].
#[derive(Properties, PartialEq)]
pub struct FeedbackProps {
    /// Shown before the player has acted anywhere (the play area's).
    #[prop_or_default]
    pub first: bool,
    /// The visible notice is shown next to this one: what it says is not
    /// said twice.
    #[prop_or_default]
    pub beside_notice: bool,
}

/// The latest answer, where the player acted.
#[function_component]
pub fn Feedback(props: &FeedbackProps) -> Html {
    let app = use_app();
    let node = use_node_ref();
    let acted = use_acted_here(&node);
    let state = app.state();
    // Each new answer goes to where the player acted last; it stays there
    // until the next one.
    let placed = use_mut_ref(|| (0_u64, props.first));
    let here = {
        let mut placed = placed.borrow_mut();
        if let Some(seq) = state.message.as_ref().map(|m| m.seq) {
            if placed.0 != seq {
                *placed = (seq, acted.get().unwrap_or(props.first));
            }
        }
        placed.1
    };
    let text = state
        .message
        .as_ref()
        .filter(|_| here)
        .filter(|m| !(props.beside_notice && state.notice.as_ref() == Some(&m.notice)))
        .and_then(|m| crate::words::feedback(&m.notice, app.lang(), &state.settings));
    html! {
        <p ref={node} class="feedback" data-feedback="" hidden={text.is_none()}>
            { text.map(|parts| crate::components::lang_text::lang_text(app.lang(), &parts)).unwrap_or_default() }
        </p>
    }
}
