//! The document's language follows the interface language, so that screen
//! readers pronounce the page in it.

use yew::prelude::*;

use crate::lang::Lang;

/// Sets `<html lang>` to `lang` whenever it changes.
#[hook]
pub fn use_document_lang(lang: Lang) {
    use_effect_with(lang, move |lang| {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = el.set_attribute("lang", lang.tag());
        }
    });
}
