//! The PGN dialog's status line and copy fallback, shared by its parts:
//! this game and the archive both copy and download, and the import, the
//! archive and the set-up from FEN all report there.

use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::notice::PgnStatus;
use crate::transfer;

/// The status and the copy fallback, see [`use_pgn_status`].
#[derive(Clone, PartialEq)]
pub struct UsePgnStatus {
    status: UseStateHandle<Option<PgnStatus>>,
    fallback: UseStateHandle<Option<String>>,
    /// The fallback's text area, selected when it appears.
    pub fallback_ref: NodeRef,
}

impl UsePgnStatus {
    /// What the status line says now.
    pub fn status(&self) -> Option<&PgnStatus> {
        self.status.as_ref()
    }

    /// The text to copy by hand, when the clipboard refused it.
    pub fn fallback(&self) -> Option<&String> {
        self.fallback.as_ref()
    }

    /// Says `status`.
    pub fn set(&self, status: PgnStatus) {
        self.status.set(Some(status));
    }

    /// Copies `text` to the clipboard, or offers it to copy by hand.
    pub fn copy(&self, text: String) {
        let status = self.status.clone();
        let fallback = self.fallback.clone();
        fallback.set(None);
        spawn_local(async move {
            match transfer::copy(&text).await {
                Ok(()) => status.set(Some(PgnStatus::Copied)),
                Err(()) => {
                    status.set(Some(PgnStatus::CopyUnavailable));
                    fallback.set(Some(text));
                }
            }
        });
    }

    /// Downloads `text` as the PGN file `name`.
    pub fn download(&self, name: &str, text: &str) {
        if !transfer::download(name, text, transfer::PGN) {
            self.status.set(Some(PgnStatus::DownloadFailed));
        }
    }

    /// Offers `bytes` as the file `name` of type `mime`, byte for byte;
    /// says so if the browser refused.
    pub fn download_bytes(&self, name: &str, bytes: &[u8], mime: &str) {
        if !transfer::download_bytes(name, bytes, mime) {
            self.status.set(Some(PgnStatus::DownloadFailed));
        }
    }
}

/// The PGN dialog's status line and copy fallback.
#[hook]
pub fn use_pgn_status() -> UsePgnStatus {
    let status = use_state(|| None::<PgnStatus>);
    let fallback = use_state(|| None::<String>);
    let fallback_ref = use_node_ref();
    // The copy fallback: select the text so that Ctrl+C copies it.
    {
        let fallback_ref = fallback_ref.clone();
        use_effect_with((*fallback).clone(), move |text| {
            if text.is_some() {
                if let Some(area) = fallback_ref.cast::<HtmlTextAreaElement>() {
                    let _ = area.focus();
                    area.select();
                }
            }
        });
    }
    UsePgnStatus {
        status,
        fallback,
        fallback_ref,
    }
}
