//! The settings dialog: language, notation, announcements, warnings.

use crate::components::button::primary_button;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::choice::Choice;
use crate::components::choice_select::{on_choice, options};
use crate::context::use_app;
use crate::hooks::{use_modal, with_words};
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::Action;
use crate::words::choices;
use crate::words::i18n::{Lang, Msg, t};

/// Properties of [`SettingsDialog`].
#[derive(Properties, PartialEq)]
pub struct SettingsDialogProps {
    /// Whether the dialog is open.
    pub open: bool,
    /// Closed.
    pub on_close: Callback<()>,
}

/// The settings dialog.
#[function_component]
pub fn SettingsDialog(props: &SettingsDialogProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let s = app.settings().clone();
    // New settings are applied at once; a new language once its words are
    // read. If they cannot be, the language stays and the notice says so.
    // The blind player's profile as last asked for here: a new setting is
    // applied only once its words are read, and Escape may come first.
    let profile_asked = use_mut_ref(|| s.blind_profile());
    let on_change = {
        let d = app.dispatcher();
        let profile_asked = profile_asked.clone();
        Callback::from(move |s: Settings| {
            *profile_asked.borrow_mut() = s.blind_profile();
            let lang = s.shown_lang(crate::start::browser_lang());
            let d = d.clone();
            with_words(lang, move |loaded| {
                d.dispatch(if loaded {
                    Action::Settings(s)
                } else {
                    Action::Notify(Notice::WordsUnavailable(lang))
                })
            });
        })
    };
    let modal = use_modal(props.open, &props.on_close, Callback::noop());
    {
        // Closing the settings locks a locked game's arbiter's actions
        // again.
        let d = app.dispatcher();
        use_effect_with((), move |()| move || d.dispatch(Action::Lock));
    }
    {
        // The blind player's profile switched on here: the dialog closes
        // onto the move field, where that player types, not back onto the
        // Settings button (from the page's start: the skip link, the
        // toolbar to Settings, the profile first in the dialog, Escape).
        let was = *use_state(|| s.blind_profile());
        use_effect_with((), move |()| {
            move || {
                if *profile_asked.borrow() && !was {
                    gloo_timers::callback::Timeout::new(0, || {
                        crate::focus::focus_first(crate::focus::MOVE_FIELD);
                    })
                    .forget();
                }
            }
        });
    }
    // A game locked by the arbiter: its settings need the PIN.
    let game = app.game();
    if game.setup().is_locked() && !game.is_over() && !app.state().arbiter_unlocked {
        let close = modal.close.clone();
        let onclose = modal.onclose.clone();
        return html! {
            <dialog ref={modal.node.clone()} aria-labelledby="settings-title" {onclose}>
                <div class="form-grid">
                    <h2 id="settings-title">{ t(lang, Msg::Settings) }</h2>
                    <crate::components::pin_prompt::PinPrompt id="settings-pin" />
                    <div class="form-actions">
                        { primary_button(t(lang, Msg::Close), close) }
                    </div>
                </div>
            </dialog>
        };
    }
    // Each control sends the whole settings value with one field changed.
    let select = |f: fn(&mut Settings, &str)| {
        let s = s.clone();
        let cb = on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(el) = e.target_dyn_into::<HtmlSelectElement>() {
                let mut next = s.clone();
                f(&mut next, &el.value());
                cb.emit(next);
            }
        })
    };
    // An enum's select: its value parsed by the one table (`Choice`).
    fn pick_with<T: Choice>(
        s: &Settings,
        cb: &Callback<Settings>,
        f: fn(&mut Settings, T),
    ) -> Callback<Event> {
        let (s, cb) = (s.clone(), cb.clone());
        on_choice(move |c: T| {
            let mut next = s.clone();
            f(&mut next, c);
            cb.emit(next);
        })
    }
    let check = |f: fn(&mut Settings, bool)| {
        let s = s.clone();
        let cb = on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(el) = e.target_dyn_into::<HtmlInputElement>() {
                let mut next = s.clone();
                f(&mut next, el.checked());
                cb.emit(next);
            }
        })
    };
    // A text field read into one setting; unreadable input is ignored.
    let text = |f: fn(&mut Settings, &str) -> bool| {
        let s = s.clone();
        let cb = on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(el) = e.target_dyn_into::<HtmlInputElement>() {
                let mut next = s.clone();
                if f(&mut next, el.value().trim()) {
                    cb.emit(next);
                }
            }
        })
    };
    let on_low = text(|s, v| v.parse::<u32>().map(|v| s.low_time_s = v.min(3600)).is_ok());
    let on_more = text(|s, v| {
        Settings::parse_warnings(v)
            .map(|v| s.more_warnings_s = v)
            .is_ok()
    });
    let more_text = s
        .more_warnings_s
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    // The browser's voices, read when the dialog opens (they load late).
    let voices = if props.open {
        crate::voice::voice_list()
    } else {
        Vec::new()
    };
    let chosen_voice = s.voice_name.clone().unwrap_or_default();
    let on_rate = text(|s, v| {
        v.parse::<u32>()
            .map(|v| s.speech_rate_pct = v.clamp(50, 200))
            .is_ok()
    });
    let on_volume = text(|s, v| v.parse::<u32>().map(|v| s.volume_pct = v.min(100)).is_ok());
    let wake_lock = crate::hooks::wake_lock_supported();
    let close = modal.close.clone();
    let onclose = modal.onclose.clone();
    let lang_value = s.lang.map(|l| l.tag()).unwrap_or("auto");

    html! {
        <dialog ref={modal.node.clone()} aria-labelledby="settings-title" {onclose}>
            <div class="form-grid">
                <h2 id="settings-title">{ t(lang, Msg::Settings) }</h2>
                // Profiles first: one switch shows what a blind player or an
                // arbiter needs, hidden from everyone else.
                <fieldset class="profiles">
                    <legend>{ t(lang, Msg::ProfilesTitle) }</legend>
                    { check_box("blind-profile", s.blind_profile(), check(|s, v| s.set_blind_profile(v)), t(lang, Msg::BlindProfile)) }
                    { check_box("braille-panel", s.braille_panel, check(|s, v| s.braille_panel = v), t(lang, Msg::BraillePanelSwitch)) }
                    { check_box("arbiter-panel", s.arbiter_panel, check(|s, v| s.arbiter_panel = v), t(lang, Msg::ArbiterPanelSwitch)) }
                    { check_box("face-to-face", s.face_to_face, check(|s, v| s.face_to_face = v), t(lang, Msg::FaceToFace)) }
                </fieldset>
                <label>{ t(lang, Msg::BoardColours) }
                    <select name="board-theme" onchange={pick_with(&s, &on_change, |s, b| s.board_theme = b)}>
                        { options(s.board_theme, |b| html! { { choices::theme(lang, b) } }) }
                    </select>
                </label>
                <label>{ choices::with_unit(lang, Msg::SoundVolume, "%") }
                    <input type="number" name="volume" min="0" max="100" step="5"
                        value={s.volume_pct.to_string()} onchange={on_volume}
                        aria-describedby="volume-help" />
                    <span id="volume-help" class="hint">{ t(lang, Msg::SoundVolumeHelp) }</span>
                </label>
                <p class="hint" data-wake-lock={if wake_lock { "yes" } else { "no" }}>
                    { t(lang, if wake_lock { Msg::WakeLockOn } else { Msg::WakeLockMissing }) }
                </p>
                <label>{ t(lang, Msg::Language) }
                    <select name="lang" onchange={select(|s, v| {
                        s.lang = Lang::ALL.into_iter().find(|l| l.tag() == v);
                    })}>
                        <option value="auto" selected={lang_value == "auto"}>{ t(lang, Msg::BrowserLanguage) }</option>
                        { for Lang::ALL.into_iter().map(|l| html! {
                            <option value={l.tag()} selected={lang_value == l.tag()} lang={l.tag()}>{ l.name() }</option>
                        }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::NotationStyle) }
                    <select name="style" onchange={select(|s, v| s.pgn_style = v == "pgn")}>
                        <option value="fide" selected={!s.pgn_style}>{ t(lang, Msg::StyleFide) }</option>
                        <option value="pgn" selected={s.pgn_style}>{ t(lang, Msg::StylePgn) }</option>
                    </select>
                </label>
                <label>{ t(lang, Msg::PieceLetters) }
                    <select name="letters" onchange={pick_with(&s, &on_change, Settings::set_letters)}>
                        { options(s.letters_choice(), |l| html! { { choices::letters(lang, l) } }) }
                    </select>
                </label>
                { check_box("long", s.long, check(|s, v| s.long = v), t(lang, Msg::LongAlgebraic)) }
                { check_box("times", s.show_times, check(|s, v| s.show_times = v), t(lang, Msg::ShowClockTimes)) }
                <label>{ t(lang, Msg::MoveWords) }
                    <select name="move-words" onchange={pick_with(&s, &on_change, Settings::set_scheme)}>
                        { options(s.scheme_choice(), |c| html! { { choices::scheme(lang, c) } }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::AnnouncementLength) }
                    <select name="form" onchange={select(|s, v| s.long_announcements = v == "long")}>
                        <option value="short" selected={!s.long_announcements}>{ t(lang, Msg::ShortForm) }</option>
                        <option value="long" selected={s.long_announcements}>{ t(lang, Msg::LongForm) }</option>
                    </select>
                </label>
                { check_box("voice", s.voice, check(|s, v| s.voice = v), t(lang, Msg::Voice)) }
                <label>{ t(lang, Msg::VoiceChoice) }
                    <select name="voice-name" onchange={select(|s, v| {
                        s.voice_name = (!v.is_empty()).then(|| v.to_string());
                    })}>
                        <option value="" selected={chosen_voice.is_empty()}>{ t(lang, Msg::VoiceDefault) }</option>
                        { for voices.iter().map(|(name, tag)| html! {
                            <option value={name.clone()} selected={*name == chosen_voice}>{ choices::voice(name, tag) }</option>
                        }) }
                    </select>
                </label>
                <label>{ choices::with_unit(lang, Msg::SpeechRate, "%") }
                    <input type="number" name="rate" min="50" max="200" step="10"
                        value={s.speech_rate_pct.to_string()} onchange={on_rate} />
                </label>
                { check_box("confirm", s.confirm_typed, check(|s, v| s.confirm_typed = v), t(lang, Msg::Confirmations)) }
                { check_box("assistant", s.assistant, check(|s, v| s.assistant = v), t(lang, Msg::AssistantMode)) }
                <label>{ choices::with_unit(lang, Msg::LowTimeThreshold, t(lang, Msg::Seconds)) }
                    <input type="number" name="low" min="0" max="3600" value={s.low_time_s.to_string()} onchange={on_low} />
                </label>
                <label>{ choices::with_unit(lang, Msg::MoreWarnings, t(lang, Msg::Seconds)) }
                    <input type="text" name="more-warnings" inputmode="numeric" autocomplete="off"
                        value={more_text} onchange={on_more} />
                </label>
                <div class="form-actions">
                    { primary_button(t(lang, Msg::Close), close) }
                </div>
            </div>
        </dialog>
    }
}

/// A setting's checkbox with its words (drawn by one function, not written
/// out in `html!` at each of its nine places).
fn check_box(
    name: &'static str,
    checked: bool,
    onchange: Callback<Event>,
    words: &'static str,
) -> Html {
    html! {
        <label class="check">
            <input type="checkbox" {name} {checked} {onchange} />
            { words }
        </label>
    }
}
