//! The camera reading a game's QR codes: the stream asked for (the browser
//! asks the player's permission; it needs a secure context, HTTPS or
//! localhost), its frames taken a few times a second as grey pixels and
//! posted to the codes worker, which reads them with its wasm decoder and
//! puts the parts together ([`rochade_codes_worker`]). One frame is in the
//! worker at a time: the next is taken only once it has answered.
//!
//! Effects live here: the stream, the worker, the timer; all stop with
//! [`UseCodeScanner::stop`] and when the component that uses the hook goes.

use gloo_timers::callback::Interval;
use rochade_codes_worker::{Found, FoundKind, FromWorker, ToWorker};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints, MessageEvent, Worker,
};
use yew::prelude::*;

/// The widest frame read, in pixels (a 720p camera's frame is scaled to
/// it): a version 15 code across half of it has some 5 pixels a module,
/// which the decoder reads through a camera's blur; a frame is read in
/// about 0.1 s.
const FRAME_WIDTH: u32 = 960;

/// How often a frame is taken, in ms, when the worker is free.
const EVERY_MS: u32 = 120;

/// Where the scan is.
#[derive(Clone, Debug, PartialEq)]
pub enum ScanPhase {
    /// The camera is off.
    Off,
    /// The camera is asked for.
    Asking,
    /// Frames are read.
    Scanning,
    /// The camera could not be had: the browser's reason.
    Unavailable(String),
}

/// The scan, and how to start and stop it.
#[derive(Clone, PartialEq)]
pub struct UseCodeScanner {
    /// Where it is.
    pub phase: ScanPhase,
    /// The `<video>` showing the camera.
    pub video: NodeRef,
    /// The game half read: parts read, in all, and the numbers missing.
    pub progress: Option<(u8, u8, Vec<u8>)>,
    /// What the last code read said, when it is worth saying (a refusal,
    /// another game's code, a game read whole).
    pub news: Option<Found>,
    /// Asks for the camera and starts reading.
    pub start: Callback<()>,
    /// Stops the camera and the worker.
    pub stop: Callback<()>,
    /// Drops the game half read.
    pub start_over: Callback<()>,
}

#[derive(Default)]
struct Running {
    stream: Option<MediaStream>,
    worker: Option<Worker>,
    timer: Option<Interval>,
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    canvas: Option<HtmlCanvasElement>,
    ready: bool,
    busy: bool,
}

impl Running {
    fn stop(&mut self) {
        if let Some(stream) = self.stream.take() {
            for track in stream.get_tracks().iter() {
                if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                    track.stop();
                }
            }
        }
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
        self.timer = None;
        self.on_message = None;
        self.ready = false;
        self.busy = false;
    }
}

/// The browser's reason for refusing the camera (a `DOMException`'s name).
fn reason(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &JsValue::from_str("name"))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "NotSupportedError".into())
}

/// The video's current frame, grey, posted to the worker.
fn post_frame(video: &HtmlVideoElement, running: &mut Running) -> Option<()> {
    let (vw, vh) = (video.video_width(), video.video_height());
    if vw == 0 || vh == 0 || video.ready_state() < 2 {
        return None;
    }
    let width = vw.min(FRAME_WIDTH);
    let height = (u64::from(vh) * u64::from(width) / u64::from(vw)) as u32;
    if running.canvas.is_none() {
        let canvas = document()?.create_element("canvas").ok()?;
        running.canvas = canvas.dyn_into().ok();
    }
    let canvas = running.canvas.as_ref()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_video_element_and_dw_and_dh(
            video,
            0.0,
            0.0,
            width.into(),
            height.into(),
        )
        .ok()?;
    let rgba = context
        .get_image_data(0.0, 0.0, width.into(), height.into())
        .ok()?
        .data();
    let luma: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|p| {
            ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8
        })
        .collect();
    let message = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&message, &JsValue::from_str(k), v).ok();
    set("width", &JsValue::from(width))?;
    set("height", &JsValue::from(height))?;
    set("luma", &js_sys::Uint8Array::from(luma.as_slice()).into())?;
    running.worker.as_ref()?.post_message(&message).ok()?;
    running.busy = true;
    Some(())
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The camera's scan; `on_game` gets each game read whole, as its id and PGN.
#[hook]
pub fn use_code_scanner(on_game: Callback<(String, String)>) -> UseCodeScanner {
    let phase = use_state(|| ScanPhase::Off);
    let progress = use_state(|| None::<(u8, u8, Vec<u8>)>);
    let news = use_state(|| None::<Found>);
    let video = use_node_ref();
    let running = use_mut_ref(Running::default);
    // Everything stops with the component.
    {
        let running = running.clone();
        use_effect_with((), move |_| move || running.borrow_mut().stop());
    }
    let stop = {
        let (running, phase) = (running.clone(), phase.clone());
        Callback::from(move |()| {
            running.borrow_mut().stop();
            phase.set(ScanPhase::Off);
        })
    };
    let start_over = {
        let (running, progress) = (running.clone(), progress.clone());
        Callback::from(move |()| {
            if let Some(worker) = running.borrow().worker.as_ref() {
                if let Ok(m) = serde_wasm_bindgen::to_value(&ToWorker::StartOver) {
                    let _ = worker.post_message(&m);
                }
            }
            progress.set(None);
        })
    };
    let start = {
        let (running, phase, progress, news, video) = (
            running.clone(),
            phase.clone(),
            progress.clone(),
            news.clone(),
            video.clone(),
        );
        Callback::from(move |()| {
            let (running, phase, progress, news, video, on_game) = (
                running.clone(),
                phase.clone(),
                progress.clone(),
                news.clone(),
                video.clone(),
                on_game.clone(),
            );
            running.borrow_mut().stop();
            phase.set(ScanPhase::Asking);
            spawn_local(async move {
                let devices = web_sys::window().and_then(|w| w.navigator().media_devices().ok());
                let Some(devices) = devices else {
                    phase.set(ScanPhase::Unavailable("NotSupportedError".into()));
                    return;
                };
                let constraints = MediaStreamConstraints::new();
                let wanted = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&wanted, &"facingMode".into(), &"environment".into());
                constraints.set_video(&wanted);
                let asked = match devices.get_user_media_with_constraints(&constraints) {
                    Ok(p) => JsFuture::from(p).await,
                    Err(e) => Err(e),
                };
                let stream: MediaStream = match asked.and_then(|s| s.dyn_into()) {
                    Ok(s) => s,
                    Err(e) => {
                        phase.set(ScanPhase::Unavailable(reason(&e)));
                        return;
                    }
                };
                let Some(element) = video.cast::<HtmlVideoElement>() else {
                    return;
                };
                element.set_src_object(Some(&stream));
                let _ = element.play();
                let Ok(worker) = Worker::new(crate::worker::CODES_WORKER_URL) else {
                    phase.set(ScanPhase::Unavailable("Worker".into()));
                    return;
                };
                let on_message = {
                    let running = running.clone();
                    Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                        match serde_wasm_bindgen::from_value::<FromWorker>(event.data()) {
                            Ok(FromWorker::Ready) => running.borrow_mut().ready = true,
                            Ok(FromWorker::Scanned(found)) => {
                                running.borrow_mut().busy = false;
                                for f in found {
                                    match f.kind {
                                        FoundKind::Part | FoundKind::Again => {
                                            if f.kind == FoundKind::Part {
                                                news.set(None);
                                            }
                                            progress.set(Some((f.read, f.of, f.missing)));
                                        }
                                        FoundKind::Complete => {
                                            progress.set(None);
                                            on_game.emit((f.game.clone(), f.pgn.clone()));
                                            news.set(Some(f));
                                        }
                                        _ => news.set(Some(f)),
                                    }
                                }
                            }
                            _ => {}
                        }
                    })
                };
                worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                let timer = {
                    let running = running.clone();
                    Interval::new(EVERY_MS, move || {
                        let mut r = running.borrow_mut();
                        if r.ready && !r.busy {
                            let _ = post_frame(&element, &mut r);
                        }
                    })
                };
                let mut r = running.borrow_mut();
                r.stream = Some(stream);
                r.worker = Some(worker);
                r.on_message = Some(on_message);
                r.timer = Some(timer);
                drop(r);
                phase.set(ScanPhase::Scanning);
            });
        })
    };
    UseCodeScanner {
        phase: (*phase).clone(),
        video,
        progress: (*progress).clone(),
        news: (*news).clone(),
        start,
        stop,
        start_over,
    }
}
