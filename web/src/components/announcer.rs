//! The live regions that tell screen-reader users what changed.
//!
//! Two polite regions take turns: message *n* goes into region *n* mod 2 and
//! the other region is emptied. Each message therefore appears in a region
//! that was empty a moment before, so identical consecutive messages ("Check",
//! "Check") are still read, in NVDA, JAWS, Orca and VoiceOver alike (VoiceOver
//! ignores a region whose text is replaced by the same text). Every message
//! carries its language tag, so the screen reader pronounces "Springer Felix
//! drei" with a German voice inside an English interface.

use yew::prelude::*;

/// One message for the live region.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Increases with every message, so equal texts still differ.
    pub seq: u64,
    /// What is said: the parts joined by ". ".
    pub text: String,
    /// BCP-47 language tag of the first part.
    pub lang: String,
    /// The parts with their own language tags ("Springer Felix drei" in
    /// German, "Draw offer declined" in the interface language), so that a
    /// screen reader or the voice switches language between them.
    pub parts: Vec<(String, String)>,
}

impl Message {
    /// A message of `parts` (text, language tag); `None` when there are none.
    pub fn of(seq: u64, parts: Vec<(String, String)>) -> Option<Message> {
        let (_, lang) = parts.first()?.clone();
        let text = parts
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(". ");
        Some(Message {
            seq,
            text,
            lang,
            parts,
        })
    }
}

/// Properties of [`Announcer`].
#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The latest message, if any.
    pub message: Option<Message>,
}

/// The pair of live regions.
#[function_component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    let region = |slot: u64| {
        let content = props
            .message
            .as_ref()
            .filter(|m| m.seq % 2 == slot)
            .map(|m| {
                m.parts
                    .iter()
                    .enumerate()
                    .map(|(i, (text, lang))| {
                        let text = if i == 0 {
                            text.clone()
                        } else {
                            format!(". {text}")
                        };
                        html! { <span lang={lang.clone()}>{ text }</span> }
                    })
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
