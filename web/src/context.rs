//! What many components need, given once by [`crate::app::App`] through a
//! Yew `ContextProvider` instead of threaded through their properties: the
//! interface language, the state (the game, the settings) and its
//! dispatcher.

use yew::prelude::*;

use crate::lang::Lang;
use crate::settings::Settings;
use crate::state::{Action, AppState};
use rochade_arbiter::Game;

/// The application's context.
#[derive(Clone)]
pub struct AppContext {
    state: UseReducerHandle<AppState>,
    /// Where the state value this context was made with lives. The handle
    /// itself reads the reducer's latest value, so an old context and a
    /// new one would always read the same; the handle keeps the value it
    /// read alive, so no other value can take its place while it is held.
    value_at: usize,
    thinking: bool,
    hint: Option<Callback<()>>,
}

/// Two contexts are the same when they were made with the same state
/// value: the reducer makes a new one for every change, so comparing what
/// is in them (the whole game and its record) would only ever agree with
/// this, at the cost of the code that compares them.
impl PartialEq for AppContext {
    fn eq(&self, other: &AppContext) -> bool {
        self.value_at == other.value_at
            && self.thinking == other.thinking
            && self.hint == other.hint
    }
}

impl AppContext {
    /// The context around the app's reducer.
    pub fn new(
        state: UseReducerHandle<AppState>,
        computer: crate::hooks::ComputerPlayer,
    ) -> AppContext {
        let value_at = std::ptr::from_ref::<AppState>(&state) as usize;
        AppContext {
            state,
            value_at,
            thinking: computer.thinking,
            hint: computer.hint,
        }
    }

    /// Asks the computer for a hint, when it can give one.
    pub fn hint(&self) -> Option<&Callback<()>> {
        self.hint.as_ref()
    }

    /// Whether the computer is searching its move.
    pub fn thinking(&self) -> bool {
        self.thinking
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.state.lang
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.state.game
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.state.settings
    }

    /// Whether an arbiter supervises the game: the arbiter's panel is on,
    /// or the arbiter locked the game with a PIN.
    pub fn supervision(&self) -> rochade_arbiter::Supervision {
        if self.state.settings.arbiter_panel || self.state.game.setup().is_locked() {
            rochade_arbiter::Supervision::Arbiter
        } else {
            rochade_arbiter::Supervision::NoArbiter
        }
    }

    /// The whole state.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Sends `action` to the state.
    pub fn dispatch(&self, action: Action) {
        self.state.dispatch(action);
    }

    /// A callback that sends an arbiter event, at the time it is sent
    /// (the clock reads "now" when the player acts, Art. 6).
    pub fn game_event(&self) -> Callback<rochade_arbiter::Event> {
        let d = self.state.dispatcher();
        Callback::from(move |e| d.dispatch(Action::Game(e, crate::time::now_ms())))
    }

    /// The dispatcher, for callbacks that outlive a render.
    pub fn dispatcher(&self) -> UseReducerDispatcher<AppState> {
        self.state.dispatcher()
    }
}

/// The application's context; components are only ever mounted inside
/// [`crate::app::App`], which provides it.
#[hook]
pub fn use_app() -> AppContext {
    use_context::<AppContext>().unwrap_or_else(|| unreachable!("mounted outside App"))
}
