//! Text in more than one language on the screen: the parts in the
//! interface's language as they are, every other part (the FIDE scheme's
//! "Springer Felix drei" in an English interface, 2023 Appendix D.2.1) in a
//! `<span lang>`, so that a screen reader or a browser's translation knows
//! where its language changes.
//!
//! A view function: it has no state of its own.

use rochade_speech::Announcement;
use yew::prelude::*;

use crate::lang::Lang;

/// Whether `tag` ("en-GB", "de-DE") names the language of `lang`.
pub fn same_language(lang: Lang, tag: &str) -> bool {
    tag.split('-').next() == Some(lang.tag())
}

/// `parts` as text, those in another language than `lang` in `lang` spans.
pub fn lang_text(lang: Lang, parts: &[Announcement]) -> Html {
    parts
        .iter()
        .map(|p| {
            if same_language(lang, p.lang) {
                html! { { p.text.clone() } }
            } else {
                html! { <span lang={p.lang}>{ p.text.clone() }</span> }
            }
        })
        .collect::<Html>()
}
