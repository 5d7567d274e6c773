//! The arbiter's camera reading the games' QR codes from the tablets
//! (`use_code_scanner`): the camera's picture, how many codes of the game
//! are read and which are missing (a live region), and what a code that
//! added nothing was. Each game read whole goes to `on_game`.

use rochade_codes_worker::FoundKind;
use yew::prelude::*;

use crate::components::button::button;
use crate::context::use_app;
use crate::hooks::{ScanPhase, use_code_scanner};
use crate::words::i18n::{Msg, t, tr};

/// Where a game read whole goes.
#[derive(Properties, PartialEq)]
pub struct CodeScannerProps {
    /// Each game read whole: its id and PGN.
    pub on_game: Callback<(String, String)>,
}

/// The browser's reason for refusing the camera (a `DOMException`'s name,
/// as `getUserMedia` gives it), in words.
fn camera_trouble(name: &str) -> Msg<'static> {
    match name {
        "NotAllowedError" | "PermissionDeniedError" => Msg::CameraRefused,
        "NotFoundError" | "DevicesNotFoundError" | "OverconstrainedError" => Msg::CameraMissing,
        "NotReadableError" | "TrackStartError" | "AbortError" => Msg::CameraBusy,
        _ => Msg::CameraInsecure,
    }
}

/// The scanner.
#[function_component]
pub fn CodeScanner(props: &CodeScannerProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let scan = use_code_scanner(props.on_game.clone());
    let on = matches!(scan.phase, ScanPhase::Asking | ScanPhase::Scanning);
    let read = scan
        .progress
        .as_ref()
        .map(|(read, of, missing)| {
            let counted = tr(
                lang,
                Msg::CodesRead {
                    read: &read.to_string(),
                    of: &of.to_string(),
                },
            );
            let missing: Vec<String> = missing.iter().map(u8::to_string).collect();
            if missing.is_empty() {
                counted
            } else {
                format!(
                    "{counted}, {}",
                    tr(
                        lang,
                        Msg::CodesMissing {
                            parts: &missing.join(", ")
                        }
                    )
                )
            }
        })
        .unwrap_or_default();
    let news = scan.news.as_ref().map(|f| {
        let game = f.game.as_str();
        match f.kind {
            FoundKind::Complete => tr(lang, Msg::CodeGameRead { game }),
            FoundKind::AlreadyRead => tr(lang, Msg::CodeAlreadyRead { game }),
            FoundKind::OtherGame => tr(lang, Msg::CodeOtherGame { other: game }),
            FoundKind::NotOurs => t(lang, Msg::CodeNotOurs).to_string(),
            FoundKind::Refused | FoundKind::Part | FoundKind::Again => {
                t(lang, Msg::CodeRefused).to_string()
            }
        }
    });
    let start = scan.start.reform(|_: MouseEvent| ());
    let stop = scan.stop.reform(|_: MouseEvent| ());
    let start_over = scan.start_over.reform(|_: MouseEvent| ());
    html! {
        <section id="code-scanner" data-decoder="wasm" aria-labelledby="code-scanner-title">
            <h4 id="code-scanner-title">{ t(lang, Msg::ScanCodes) }</h4>
            <div class="controls">
                if on {
                    { button(t(lang, Msg::ScanStop), stop) }
                    if scan.progress.is_some() {
                        { button(t(lang, Msg::ScanStartOver), start_over) }
                    }
                } else {
                    <button type="button" data-scan-start="" onclick={start}>{ t(lang, Msg::ScanCodes) }</button>
                }
            </div>
            if on {
                <p class="hint">{ t(lang, Msg::ScanPoint) }</p>
            }
            <video ref={scan.video.clone()} class="code-camera" muted=true autoplay=true
                playsinline=true aria-hidden="true" hidden={!on} />
            <p role="status" data-codes-read={read.clone()}>{ read }</p>
            <p role="status" data-codes-news="">{ news.unwrap_or_default() }</p>
            if let ScanPhase::Unavailable(name) = &scan.phase {
                <p role="alert" class="message error" data-camera-unavailable={name.clone()}>
                    { tr(lang, Msg::CameraUnavailable { why: t(lang, camera_trouble(name)) }) }
                </p>
            }
        </section>
    }
}
