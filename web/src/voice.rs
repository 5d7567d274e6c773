//! Speaking announcements with the browser's speech synthesis.
//!
//! Used when the player turns the voice on (a screen reader already reads the
//! live regions; the voice is for players without one, or for a second
//! channel). The utterance's `lang` picks a voice of that language unless
//! the player chose a voice by name (the choice is used only for texts in
//! that voice's language, so a German announcement is never read by an
//! English voice).

use wasm_bindgen::JsCast;
use web_sys::SpeechSynthesisVoice;

fn voices() -> Vec<SpeechSynthesisVoice> {
    let Some(synth) = web_sys::window().and_then(|w| w.speech_synthesis().ok()) else {
        return Vec::new();
    };
    synth
        .get_voices()
        .iter()
        .filter_map(|v| v.dyn_into::<SpeechSynthesisVoice>().ok())
        .collect()
}

/// The browser's voices as (name, language tag), for the settings.
pub fn voice_list() -> Vec<(String, String)> {
    voices().iter().map(|v| (v.name(), v.lang())).collect()
}

fn primary(tag: &str) -> String {
    tag.split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// Speaks `text` in the language `lang` (BCP-47) at `rate` (1.0 = normal),
/// with the voice named `voice` when it speaks that language. Does nothing
/// where the browser has no speech synthesis, nor for a text without a
/// word (a part of a message that is only its punctuation).
///
/// A message is spoken part by part, one utterance each with its own
/// `lang` ("Picked up: " in English, "Eva zwei, " in German, "white pawn"
/// in English): the queue of the speech synthesis keeps them in order.
pub fn speak(text: &str, lang: &str, rate: f32, voice: Option<&str>) {
    if !text.chars().any(char::is_alphanumeric) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(synth) = window.speech_synthesis() else {
        return;
    };
    let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(text) else {
        return;
    };
    utterance.set_lang(lang);
    utterance.set_rate(rate);
    if let Some(name) = voice {
        let chosen = voices()
            .into_iter()
            .find(|v| v.name() == name && primary(&v.lang()) == primary(lang));
        if let Some(v) = chosen {
            utterance.set_voice(Some(&v));
        }
    }
    synth.speak(&utterance);
}
