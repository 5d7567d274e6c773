//! One component type for every part of the screen that keeps state of its
//! own (hooks): each part is a hook that returns its view, and [`part`]
//! mounts it.
//!
//! Why one type: Yew compiles its lifecycle (creation, mounting, reuse, the
//! comparison of props, the scheduler's runners) once per component type,
//! about 580 B of gzip each; the parts share one copy. A part keeps what a
//! component of its own would: its hooks and its state live in its own
//! scope, and it is drawn again only when its props change ([`Part`]'s
//! `PartialEq`) or a context or state it reads does.
//!
//! Each part is keyed by its kind, so that a slot of the page that shows one
//! part and then another mounts the second afresh instead of handing it the
//! first one's hooks.

use yew::functional::{Hook, HookContext};
use yew::prelude::*;

use crate::components::arbiter_panel::use_arbiter_panel;
use crate::components::arbiter_rules::{use_misconduct_section, use_reinstate_section};
use crate::components::board::{BoardProps, use_board};
use crate::components::braille_panel::use_braille_panel;
use crate::components::clock_mode::correction::{CorrectionProps, use_correction};
use crate::components::clock_mode::setup::{ControlSetupProps, use_control_setup};
use crate::components::clock_mode::{use_clock_mode, use_clock_screen};
use crate::components::clocks::{ClocksProps, use_clocks};
use crate::components::controls::use_controls;
use crate::components::move_input::{MoveInputProps, use_move_input};
use crate::components::new_game::{NewGameProps, use_new_game};
use crate::components::otb::use_otb_area;
use crate::components::pgn::archive_list::use_archive_list;
use crate::components::pgn::fen::use_fen_setup;
use crate::components::pgn::import::use_import_pgn;
use crate::components::pgn::{PartProps, PgnDialogProps, use_pgn_dialog};
use crate::components::promotion::{PromotionProps, use_promotion};
use crate::components::settings_dialog::{SettingsDialogProps, use_settings_dialog};
use crate::components::storage_alert::{StorageAlertProps, use_storage_alert};
use crate::components::time_control_editor::{TimeControlEditorProps, use_time_control_editor};
use crate::pwa::{UpdateBannerProps, use_update_banner};

/// A part of the screen with state of its own, with its props.
#[derive(PartialEq)]
pub enum Part {
    /// The game on screen or over the board (the app's state and effects).
    GameApp,
    /// The device as a clock only (`?clock`).
    ClockMode,
    /// The clock mode's clock, or the form that sets it.
    ClockScreen,
    /// The form that sets the clock mode's clock.
    ControlSetup(ControlSetupProps),
    /// The clock mode's correction form.
    Correction(CorrectionProps),
    /// The notice of what cannot be saved.
    StorageAlert(StorageAlertProps),
    /// The new-game dialog.
    NewGame(NewGameProps),
    /// The settings dialog.
    SettingsDialog(SettingsDialogProps),
    /// The PGN and archive dialog.
    PgnDialog(PgnDialogProps),
    /// The PGN dialog's import.
    ImportPgn(PartProps),
    /// The PGN dialog's set-up from FEN.
    FenSetup(PartProps),
    /// The PGN dialog's archive list.
    ArchiveList(PartProps),
    /// The custom time control's editor.
    TimeControlEditor(TimeControlEditorProps),
    /// The board.
    Board(BoardProps),
    /// The clock faces around the board.
    Clocks(ClocksProps),
    /// The promotion chooser.
    Promotion(PromotionProps),
    /// The typed move's input.
    MoveInput(MoveInputProps),
    /// The controls panel.
    Controls,
    /// The Braille scoresheet panel.
    BraillePanel,
    /// The arbiter's panel.
    ArbiterPanel,
    /// The arbiter's misconduct section.
    MisconductSection,
    /// The arbiter's reinstatement of the last correct move.
    ReinstateSection,
    /// The game over the board.
    OtbArea,
    /// The update banner of the installed app.
    UpdateBanner(UpdateBannerProps),
}

impl Part {
    /// The key of its kind.
    fn key(&self) -> &'static str {
        match self {
            Part::GameApp => "game-app",
            Part::ClockMode => "clock-mode",
            Part::ClockScreen => "clock-screen",
            Part::ControlSetup(_) => "control-setup",
            Part::Correction(_) => "correction",
            Part::StorageAlert(_) => "storage-alert",
            Part::NewGame(_) => "new-game",
            Part::SettingsDialog(_) => "settings-dialog",
            Part::PgnDialog(_) => "pgn-dialog",
            Part::ImportPgn(_) => "import-pgn",
            Part::FenSetup(_) => "fen-setup",
            Part::ArchiveList(_) => "archive-list",
            Part::TimeControlEditor(_) => "time-control-editor",
            Part::Board(_) => "board",
            Part::Clocks(_) => "clocks",
            Part::Promotion(_) => "promotion",
            Part::MoveInput(_) => "move-input",
            Part::Controls => "controls",
            Part::BraillePanel => "braille-panel",
            Part::ArbiterPanel => "arbiter-panel",
            Part::MisconductSection => "misconduct-section",
            Part::ReinstateSection => "reinstate-section",
            Part::OtbArea => "otb-area",
            Part::UpdateBanner(_) => "update-banner",
        }
    }
}

/// The view of a part: its hook, run in the part's scope.
struct View<'a>(&'a Part);

impl Hook for View<'_> {
    type Output = Html;

    fn run(self, ctx: &mut HookContext) -> Html {
        match self.0 {
            Part::GameApp => crate::app::use_game_app().run(ctx),
            Part::ClockMode => use_clock_mode().run(ctx),
            Part::ClockScreen => use_clock_screen().run(ctx),
            Part::ControlSetup(p) => use_control_setup(p).run(ctx),
            Part::Correction(p) => use_correction(p).run(ctx),
            Part::StorageAlert(p) => use_storage_alert(p).run(ctx),
            Part::NewGame(p) => use_new_game(p).run(ctx),
            Part::SettingsDialog(p) => use_settings_dialog(p).run(ctx),
            Part::PgnDialog(p) => use_pgn_dialog(p).run(ctx),
            Part::ImportPgn(p) => use_import_pgn(p).run(ctx),
            Part::FenSetup(p) => use_fen_setup(p).run(ctx),
            Part::ArchiveList(p) => use_archive_list(p).run(ctx),
            Part::TimeControlEditor(p) => use_time_control_editor(p).run(ctx),
            Part::Board(p) => use_board(p).run(ctx),
            Part::Clocks(p) => use_clocks(p).run(ctx),
            Part::Promotion(p) => use_promotion(p).run(ctx),
            Part::MoveInput(p) => use_move_input(p).run(ctx),
            Part::Controls => use_controls().run(ctx),
            Part::BraillePanel => use_braille_panel().run(ctx),
            Part::ArbiterPanel => use_arbiter_panel().run(ctx),
            Part::MisconductSection => use_misconduct_section().run(ctx),
            Part::ReinstateSection => use_reinstate_section().run(ctx),
            Part::OtbArea => use_otb_area().run(ctx),
            Part::UpdateBanner(p) => use_update_banner(p).run(ctx),
        }
    }
}

/// The hook of `part`'s view (one name for the component's body to call).
fn use_view(part: &Part) -> View<'_> {
    View(part)
}

/// The props of [`PartHost`].
#[derive(Properties, PartialEq)]
pub struct PartHostProps {
    /// The part shown.
    pub part: Part,
}

/// The one component type of the parts.
#[function_component(PartHost)]
pub fn part_host(props: &PartHostProps) -> Html {
    use_view(&props.part)
}

/// Mounts `part`, keyed by its kind.
pub fn part(part: Part) -> Html {
    let key = part.key();
    html! { <PartHost {key} {part} /> }
}
