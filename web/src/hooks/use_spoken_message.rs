//! The state's latest message in words, for the live regions and the voice.

use yew::prelude::*;

use crate::state::AppState;
use crate::words::Message;

/// Each new message of `state` in words, once: a later change of language
/// re-words the notice on screen, but does not make the live regions speak
/// again. Each new message is also spoken when the voice is on.
#[hook]
pub fn use_spoken_message(state: &AppState) -> Option<Message> {
    let message = {
        let said = state.message.clone();
        let lang = state.lang;
        let settings = state.settings.clone();
        use_memo(said.as_ref().map(|m| m.seq), move |_| {
            said.and_then(|m| crate::words::message(&m, lang, &settings))
        })
    };
    {
        let message = (*message).clone();
        let voice = state.settings.voice;
        let voice_name = state.settings.voice_name.clone();
        let rate = state.settings.speech_rate();
        use_effect_with(message.as_ref().map(|m| m.seq), move |_| {
            if let (true, Some(m)) = (voice, message) {
                for part in &m.parts {
                    crate::voice::speak(&part.text, part.lang, rate, voice_name.as_deref());
                }
            }
        });
    }
    (*message).clone()
}
