//! The computer opponent: its engine in a Web Worker (its own wasm, built
//! by Trunk from `web/engine-worker`), fetched the first time the computer
//! has the move, so that the page's own bundle carries only the messages.
//!
//! When the computer has the move the hook posts a [`Job`]; the worker's
//! answer becomes an [`Action::ComputerMove`], which the arbiter treats like
//! a person's move (the clock is pressed, the scoresheet written, the move
//! announced). The search stops at once, by terminating the worker, when
//! the game changes under it (a take-back, a new game, a resignation, a
//! game loaded from elsewhere) or the page is hidden for good (`pagehide`);
//! a new worker is started for the next search.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use rochade_arbiter::{Game, Mode};
use rochade_clock::{PerMove, Side};
use rochade_engine::wire::{FromWorker, Job, SearchRequest};
use rochade_engine::{Level, Limits, TimeLimit};
use rochade_laws::{Color, Uci};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::notice::Notice;
use crate::state::LoadOrigin;
use crate::state::{Action, AppState};

/// The worker's loader, written by Trunk next to `index.html` (worker file
/// names carry no hash: they are named at run time).
pub(crate) const WORKER_URL: &str = "./rochade-engine-worker_loader.js";

/// Thinking time per move in a game without a clock, for the levels that
/// use time (the lower levels stop at their depth and node budgets first).
const UNTIMED_MOVE_MS: u64 = 2_000;

/// The search in progress.
struct Current {
    id: u32,
    /// The game's revision it was asked for.
    revision: u64,
    /// `performance.now()` when asked, for the level's human pace.
    asked_at: f64,
    /// A hint for the player, not the computer's own move.
    hint: bool,
}

use super::WorkerHandlers as Handlers;

/// The worker and what it is doing.
#[derive(Default)]
struct Inner {
    worker: Option<Worker>,
    /// Whether the worker said it listens.
    ready: bool,
    /// The job posted before the worker was ready.
    queued: Option<JsValue>,
    current: Option<Current>,
    next_id: u32,
    /// The move found, held back until the level's reply time.
    reply: Option<Timeout>,
    /// The worker's handlers, kept alive with it.
    handlers: Option<Handlers>,
}

impl Inner {
    /// Stops any search at once and forgets the worker.
    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.ready = false;
        self.queued = None;
        self.current = None;
        self.reply = None;
        self.handlers = None;
    }
}

fn perf_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A seed for the level's deliberate mistakes, different for every search
/// (below 2^53: it crosses to the worker as a JS number).
fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

/// The computer's time: its clock (time left, increment or delay, moves to
/// the next control), or a fixed time per move without a clock.
fn limits(game: &Game, side: Color, now: u64) -> Limits {
    let Some(clock) = game.clock() else {
        return Limits::move_time(UNTIMED_MOVE_MS);
    };
    let s = Side::from(side);
    let per_move = clock
        .control()
        .periods()
        .get(clock.period_index(s))
        .map_or(PerMove::None, |p| p.per_move);
    let increment_ms = match per_move {
        PerMove::Increment { ms, .. } | PerMove::Delay { ms } | PerMove::Bronstein { ms } => ms,
        PerMove::None => 0,
    };
    Limits {
        time: TimeLimit::Clock {
            remaining_ms: clock.remaining(s, now),
            increment_ms,
            moves_to_go: clock.moves_to_period_end(s),
        },
        ..Limits::default()
    }
}

/// The search the computer needs now, if it has the move and may move (not
/// while the clocks are paused, Art. 6.12).
///
/// A game taken over from another window is that window's to answer: with
/// two windows open on one game, both would search and write different
/// replies, and one of them would go to the archive as a conflict. The
/// window where the game was last changed plays the computer; the other
/// follows through storage (and plays after its own next change, or after
/// a reload, should the first window be closed meanwhile).
fn job_for(state: &AppState, now: u64) -> Option<SearchRequest> {
    if !state.computer_to_move() || state.origin == LoadOrigin::OtherTab {
        return None;
    }
    let computer = state.computer()?;
    let game = &state.game;
    if game
        .clock()
        .is_some_and(|c| c.is_started() && c.running_at(now).is_none())
    {
        return None;
    }
    Some(request(
        game,
        computer.level,
        limits(game, computer.side, now),
    ))
}

fn request(game: &Game, level: u8, limits: Limits) -> SearchRequest {
    request_at(
        game,
        game.record().len(),
        Level::new(level).unwrap_or(Level::MAX),
        limits,
        fresh_seed(),
    )
}

/// The search of the position after the first `plies` half-moves of
/// `game` (the analysis asks for each in turn).
pub(crate) fn request_at(
    game: &Game,
    plies: usize,
    level: Level,
    limits: Limits,
    seed: u64,
) -> SearchRequest {
    // A Chess960 game goes as Shredder-FEN, which the engine can only read
    // as Chess960, with castling as the king taking its rook (its king's
    // destination may be an ordinary king step too).
    let start_fen = if game.setup().chess960 {
        Some(game.start_position().to_shredder_fen())
    } else {
        game.setup().fen.clone()
    };
    SearchRequest {
        start_fen,
        moves: game
            .record()
            .iter()
            .take(plies)
            .map(|r| Uci::from_move_in(&r.mv, r.before.castling_mode()).to_string())
            .collect(),
        level,
        limits,
        seed,
    }
}

/// The search for a hint: the move the computer would play at its level
/// in the player's place, in a casual game (a hint in a strict game would
/// be assistance, Art. 11.3). Without a clock's pressure: the player's
/// time is not the computer's to spend.
fn hint_for(state: &AppState, now: u64) -> Option<SearchRequest> {
    let computer = state.computer()?;
    let game = &state.game;
    let player_to_move = !game.is_over() && game.position().turn() != computer.side;
    let paused = game
        .clock()
        .is_some_and(|c| c.is_started() && c.running_at(now).is_none());
    (player_to_move && !paused && game.setup().mode == Mode::Casual)
        .then(|| request(game, computer.level, Limits::move_time(UNTIMED_MOVE_MS)))
}

/// The worker's message: a [`FromWorker`] as a JavaScript value; anything
/// else is a failed search, never a panic.
fn read_reply(data: JsValue) -> Option<FromWorker> {
    serde_wasm_bindgen::from_value(data).ok()
}

/// Starts the worker with its handlers.
fn spawn(
    inner: &Rc<RefCell<Inner>>,
    dispatcher: &UseReducerDispatcher<AppState>,
    thinking: &UseStateHandle<bool>,
) -> Result<(), JsValue> {
    let worker = Worker::new(WORKER_URL)?;
    let on_message = {
        let inner = Rc::downgrade(inner);
        let dispatcher = dispatcher.clone();
        let thinking = thinking.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(inner) = inner.upgrade() else {
                return;
            };
            match read_reply(event.data()) {
                Some(FromWorker::Ready) => {
                    let mut i = inner.borrow_mut();
                    i.ready = true;
                    if let (Some(job), Some(w)) = (i.queued.take(), &i.worker) {
                        let _ = w.post_message(&job);
                    }
                }
                Some(FromWorker::Done { id, response }) => {
                    let mut i = inner.borrow_mut();
                    let Some(current) = i.current.as_ref().filter(|c| c.id == id) else {
                        return;
                    };
                    let revision = current.revision;
                    if current.hint {
                        i.current = None;
                        drop(i);
                        thinking.set(false);
                        dispatcher.dispatch(Action::HintFound {
                            revision,
                            best: response.best,
                        });
                        return;
                    }
                    let spent = perf_now() - current.asked_at;
                    let wait = (response.min_reply_ms as f64 - spent).max(0.0) as u32;
                    let after = Rc::downgrade(&inner);
                    let dispatcher = dispatcher.clone();
                    let thinking = thinking.clone();
                    i.reply = Some(Timeout::new(wait, move || {
                        if let Some(inner) = after.upgrade() {
                            let mut i = inner.borrow_mut();
                            i.current = None;
                            i.reply = None;
                        }
                        thinking.set(false);
                        dispatcher.dispatch(Action::ComputerMove {
                            revision,
                            best: response.best,
                            score: response.score,
                            now: crate::time::now_ms(),
                        });
                    }));
                }
                Some(FromWorker::Failed { .. }) | None => {
                    inner.borrow_mut().stop();
                    thinking.set(false);
                    dispatcher.dispatch(Action::Notify(Notice::ComputerFailed));
                }
            }
        })
    };
    // A worker that cannot load its script or wasm, or whose wasm traps,
    // reports here; the player is told, and the next turn starts afresh.
    let on_error = {
        let inner = Rc::downgrade(inner);
        let dispatcher = dispatcher.clone();
        let thinking = thinking.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
            if let Some(inner) = inner.upgrade() {
                inner.borrow_mut().stop();
            }
            thinking.set(false);
            dispatcher.dispatch(Action::Notify(Notice::ComputerFailed));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let mut i = inner.borrow_mut();
    i.worker = Some(worker);
    i.ready = false;
    i.handlers = Some((on_message, on_error));
    Ok(())
}

/// Posts `request` to the worker (started if need be), for the game at
/// `revision`; `hint`: for the player, not the computer's own move.
fn ask(
    inner: &Rc<RefCell<Inner>>,
    dispatcher: &UseReducerDispatcher<AppState>,
    thinking: &UseStateHandle<bool>,
    revision: u64,
    request: SearchRequest,
    hint: bool,
) {
    let running = inner.borrow().worker.is_some();
    let started = running || spawn(inner, dispatcher, thinking).is_ok();
    let mut i = inner.borrow_mut();
    i.next_id = i.next_id.wrapping_add(1);
    let id = i.next_id;
    // A job that is no JavaScript value (a number past 2^53) fails like a
    // worker that cannot start.
    let job = started
        .then(|| serde_wasm_bindgen::to_value(&Job { id, request }).ok())
        .flatten();
    let Some(job) = job else {
        drop(i);
        dispatcher.dispatch(Action::Notify(Notice::ComputerFailed));
        return;
    };
    i.current = Some(Current {
        id,
        revision,
        asked_at: perf_now(),
        hint,
    });
    match (&i.worker, i.ready) {
        (Some(w), true) => {
            let _ = w.post_message(&job);
        }
        _ => i.queued = Some(job),
    }
    thinking.set(true);
}

/// What the app needs of the computer opponent.
pub struct ComputerPlayer {
    /// Whether it is searching (its move, or a hint).
    pub thinking: bool,
    /// Asks it for a hint, when one can be given (a casual game against
    /// it, the player to move, no search running).
    pub hint: Option<Callback<()>>,
}

/// Plays the computer's side of the game in `state`, and gives hints.
#[hook]
pub fn use_computer(state: &UseReducerHandle<AppState>) -> ComputerPlayer {
    let inner = use_mut_ref(Inner::default);
    let thinking = use_state_eq(|| false);
    // Bumped when the page comes back from the back-forward cache, whose
    // `pagehide` stopped the search, so that it is asked again.
    let shown_again = use_state_eq(|| 0u32);
    let dispatcher = state.dispatcher();
    let now = crate::time::now_ms();
    let request = job_for(state, now);
    let wanted = request.is_some();
    // One callback for the component's life (so that the context stays
    // equal from render to render), asking for the latest position's hint.
    let hint_request = use_mut_ref(|| None::<(u64, SearchRequest)>);
    *hint_request.borrow_mut() = hint_for(state, now)
        .filter(|_| !*thinking)
        .map(|r| (state.revision, r));
    let ask_hint = {
        let (inner, dispatcher, thinking) = (inner.clone(), dispatcher.clone(), thinking.clone());
        let hint_request = hint_request.clone();
        use_callback((), move |(), _| {
            let pending = hint_request.borrow().clone();
            let idle = inner.borrow().current.is_none();
            if let (Some((revision, request)), true) = (pending, idle) {
                ask(&inner, &dispatcher, &thinking, revision, request, true);
            }
        })
    };
    let hint = hint_request.borrow().is_some().then_some(ask_hint);
    {
        let inner = inner.clone();
        let thinking = thinking.clone();
        use_effect_with(
            (state.revision, wanted, *shown_again),
            move |(revision, _, _)| {
                let revision = *revision;
                let stale = inner
                    .borrow()
                    .current
                    .as_ref()
                    .is_some_and(|c| c.revision != revision || request.is_none());
                if stale {
                    inner.borrow_mut().stop();
                }
                match request {
                    Some(request) if inner.borrow().current.is_none() => {
                        ask(&inner, &dispatcher, &thinking, revision, request, false);
                    }
                    Some(_) => {}
                    None => thinking.set(false),
                }
            },
        );
    }
    {
        let inner = inner.clone();
        let thinking = thinking.clone();
        let shown_again = shown_again.clone();
        use_effect_with((), move |_| {
            let times_shown = std::cell::Cell::new(0u32);
            let window = web_sys::window();
            let on_hide = {
                let inner = inner.clone();
                let thinking = thinking.clone();
                Closure::<dyn Fn()>::new(move || {
                    inner.borrow_mut().stop();
                    thinking.set(false);
                })
            };
            let on_show = Closure::<dyn Fn(web_sys::PageTransitionEvent)>::new(
                move |e: web_sys::PageTransitionEvent| {
                    if e.persisted() {
                        times_shown.set(times_shown.get().wrapping_add(1));
                        shown_again.set(times_shown.get());
                    }
                },
            );
            if let Some(w) = &window {
                let _ = w
                    .add_event_listener_with_callback("pagehide", on_hide.as_ref().unchecked_ref());
                let _ = w
                    .add_event_listener_with_callback("pageshow", on_show.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "pagehide",
                        on_hide.as_ref().unchecked_ref(),
                    );
                    let _ = w.remove_event_listener_with_callback(
                        "pageshow",
                        on_show.as_ref().unchecked_ref(),
                    );
                }
                inner.borrow_mut().stop();
            }
        });
    }
    ComputerPlayer {
        thinking: *thinking,
        hint,
    }
}
