//! A modal `<dialog>` opened and closed by a property: `showModal()` gives
//! the focus trap, the Escape key and the return of the focus for free.

use web_sys::HtmlDialogElement;
use yew::prelude::*;

/// The dialog element and its two ways of closing.
pub struct Modal {
    /// The `ref` of the `<dialog>`.
    pub node: NodeRef,
    /// For a Close or Cancel button.
    pub close: Callback<MouseEvent>,
    /// For the dialog's `onclose` (Escape).
    pub onclose: Callback<Event>,
}

/// Opens the dialog as modal while `open`, closes it otherwise; both ways
/// of closing it tell `on_close`. `on_open` runs as it opens.
#[hook]
pub fn use_modal(open: bool, on_close: &Callback<()>, on_open: Callback<()>) -> Modal {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(open, move |open| {
            if let Some(d) = node.cast::<HtmlDialogElement>() {
                if *open && !d.open() {
                    on_open.emit(());
                    let _ = d.show_modal();
                } else if !*open && d.open() {
                    d.close();
                }
            }
        });
    }
    {
        // A dialog drawn only while open goes from the page as it closes:
        // closed first, so that the focus goes back where it was.
        let node = node.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(d) = node.cast::<HtmlDialogElement>() {
                    if d.open() {
                        d.close();
                    }
                }
            }
        });
    }
    // The `close` event is queued, not sent, as the dialog closes: when the
    // dialog was opened again in between (a quick reopening), it is stale
    // and must not close the dialog now open.
    let onclose = {
        let (node, on_close) = (node.clone(), on_close.clone());
        Callback::from(move |_: Event| {
            let open_again = node.cast::<HtmlDialogElement>().is_some_and(|d| d.open());
            if !open_again {
                on_close.emit(());
            }
        })
    };
    Modal {
        node,
        close: on_close.reform(|_: MouseEvent| ()),
        onclose,
    }
}
