//! Speaking announcements with the browser's speech synthesis.
//!
//! Used when the player turns the voice on (a screen reader already reads the
//! live regions; the voice is for players without one, or for a second
//! channel). The utterance's `lang` picks a voice of that language.

/// Speaks `text` in the language `lang` (BCP-47). Does nothing where the
/// browser has no speech synthesis.
pub fn speak(text: &str, lang: &str, rate: f32) {
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
    synth.speak(&utterance);
}
