//! The live regions that tell screen-reader users what changed.
//!
//! Two polite regions take turns: message *n* goes into region *n* mod 2 and
//! the other region is emptied. Each message therefore appears in a region
//! that was empty a moment before, so identical consecutive messages ("Check",
//! "Check") are still read, in NVDA, JAWS, Orca and VoiceOver alike (VoiceOver
//! ignores a region whose text is replaced by the same text). Every part of a
//! message carries its language tag, so the screen reader pronounces
//! "Springer Felix drei" with a German voice inside an English interface,
//! and "white pawn" after "Eva zwei" with an English one.
//!
//! A view function called by its component: it has no state of its own.
//! Drawn at the same place at every render, its regions stay the same DOM
//! nodes.

use yew::prelude::*;

use crate::words::Message;

/// The pair of live regions, with the latest `message`, if any.
pub fn announcer(message: Option<&Message>) -> Html {
    let region = |slot: u64| {
        let content = message.filter(|m| m.seq % 2 == slot).map(|m| {
            m.parts
                .iter()
                .map(|part| html! { <span lang={part.lang}>{ part.text.clone() }</span> })
                .collect::<Html>()
        });
        html! {
            <div class="visually-hidden announcer" role="status" aria-live="polite"
                aria-atomic="true" data-slot={slot.to_string()}>
                { content.unwrap_or_default() }
            </div>
        }
    };
    html! { <div id="announcer">{ region(0) }{ region(1) }</div> }
}
