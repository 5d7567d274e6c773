//! The application state: one [`Reducible`] value changed only by
//! [`Action`]s (the pattern of Yew's `function_todomvc`).
//!
//! The game itself is the arbiter crate's `Game`, driven by its events with
//! "now" from [`crate::time`]; the state adds what only the interface needs:
//! the square picked up, the promotion being chosen, the position being
//! reviewed, the board's orientation, and the latest message for the live
//! regions.

use std::rc::Rc;

use rochade_arbiter::{ClaimKind, Event, Game, GameError, GameSetup, Happened, MoveInput};
use rochade_laws::{
    Color, Move, ParseMoveError, Refusal, Role, Square, Unmatched, explain_move_text,
    explain_refusal,
};
use rochade_speech::{Form, SpokenMoveError, announce_move, describe_square};
use yew::prelude::*;

use crate::components::announcer::Message;
use crate::i18n::{Lang, Msg, t, tr};
use crate::outcome_text::{outcome_announcement, outcome_text};
use crate::settings::Settings;

/// A visible status message.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// The text.
    pub text: String,
    /// Whether it reports a refusal or an error.
    pub error: bool,
}

/// Everything the interface shows.
#[derive(Clone, PartialEq)]
pub struct AppState {
    /// The game (the arbiter's record of it).
    pub game: Game,
    /// The player's settings.
    pub settings: Settings,
    /// Interface language (settings or browser).
    pub lang: Lang,
    /// The square picked up.
    pub selected: Option<Square>,
    /// A pawn move waiting for the promotion piece (Art. 3.7.e).
    pub promotion: Option<(Square, Square)>,
    /// The ply whose position is shown read-only, when reviewing.
    pub viewing: Option<usize>,
    /// The side at the bottom of the board.
    pub orientation: Color,
    /// The latest message for the live regions.
    pub message: Option<Message>,
    /// The latest visible notice.
    pub notice: Option<Notice>,
    /// A typed move waiting for confirmation (rule 6 for visually
    /// handicapped players).
    pub pending_typed: Option<Move>,
    /// Increases whenever the game changes (saving is keyed on it).
    pub revision: u64,
}

/// What can happen to the state.
pub enum Action {
    /// A square was activated (click, Enter, Space) at `now`.
    Activate(Square, u64),
    /// A piece was dragged from one square to another at `now`.
    Drag(Square, Square, u64),
    /// The promotion piece was chosen (`None`: cancelled).
    Promote(Option<Role>, u64),
    /// Put the picked-up piece back.
    Cancel,
    /// Play a move given as text (any notation or the spoken scheme).
    Typed(String, u64),
    /// Confirm the typed move waiting for confirmation.
    ConfirmTyped(u64),
    /// Any arbiter event.
    Game(Event, u64),
    /// Start a new game.
    NewGame(Box<GameSetup>, Color, u64),
    /// Replace the game (loaded or imported).
    Load(Box<Game>),
    /// Turn the board.
    Flip,
    /// Review the position after a ply (`None`: back to the game).
    View(Option<usize>),
    /// New settings.
    Settings(Settings),
    /// Say something in the live regions (text, language tag).
    Say(String, String),
    /// Answer a command of the blind mode at `now` (rule 9d).
    Command(crate::commands::Command, u64),
    /// Show a notice (text, is an error).
    Notify(String, bool),
}

impl AppState {
    /// A fresh state around `game`.
    pub fn new(game: Game, settings: Settings, browser_lang: Lang) -> AppState {
        let lang = settings.lang.unwrap_or(browser_lang);
        AppState {
            game,
            settings,
            lang,
            selected: None,
            promotion: None,
            viewing: None,
            orientation: Color::White,
            message: None,
            notice: None,
            pending_typed: None,
            revision: 0,
        }
    }

    /// The legal moves of the piece on `from` (empty when reviewing or over).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        if self.game.is_over() || self.viewing.is_some() {
            return Vec::new();
        }
        self.game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == from)
            .copied()
            .collect()
    }

    /// The squares the picked-up piece may go to. Castling shows both the
    /// king's destination and the rook's square (Art. 3.8: the king may be
    /// moved onto its rook).
    pub fn targets(&self) -> Vec<Square> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for m in self.moves_from(from) {
            out.push(m.to());
            if let Move::Castle { rook, .. } = m {
                out.push(rook);
            }
        }
        out.sort();
        out.dedup();
        out
    }

    fn say(&mut self, text: impl Into<String>, lang: &str) {
        self.say_parts(vec![(text.into(), lang.to_string())]);
    }

    /// Says several parts as one message, each in its own language.
    fn say_parts(&mut self, parts: Vec<(String, String)>) {
        let seq = self.message.as_ref().map_or(1, |m| m.seq + 1);
        if let Some(m) = Message::of(seq, parts) {
            self.message = Some(m);
        }
    }

    fn notify(&mut self, text: String, error: bool) {
        let lang = self.lang.tag();
        self.say(text.clone(), lang);
        self.notice = Some(Notice { text, error });
    }

    fn refuse(&mut self, refusal: Refusal) {
        let text = tr(
            self.lang,
            Msg::IllegalMove {
                why: refusal_text(self.lang, refusal),
            },
        );
        self.notify(text, true);
    }

    /// Why the typed or dictated `text` is not played, in words: the
    /// candidates when several moves fit (in the announcement scheme, with
    /// their departure squares), the piece and the rule that forbids it, or
    /// what could not be read.
    fn typed_refusal(&self, text: &str, e: &SpokenMoveError) -> String {
        let lang = self.lang;
        let speech = self.settings.speech();
        let pos = self.game.position();
        match e {
            SpokenMoveError::Empty => t(lang, Msg::MoveEmpty).into(),
            SpokenMoveError::UnknownWord(w) => tr(lang, Msg::MoveUnknownWord { word: w }),
            SpokenMoveError::Malformed => tr(lang, Msg::MoveMalformed { text }),
            SpokenMoveError::Ambiguous(candidates) => {
                let long = speech.with_form(Form::Long);
                let named: Vec<String> = candidates
                    .iter()
                    .map(|m| announce_move(pos, m, &long).text)
                    .collect();
                tr(
                    lang,
                    Msg::MoveAmbiguous {
                        n: candidates.len() as u64,
                        moves: &named.join("; "),
                    },
                )
            }
            SpokenMoveError::NoSuchMove(why) => match why {
                None => tr(lang, Msg::MoveNoFit { text }),
                Some(Unmatched::NoPiece { .. }) => tr(lang, Msg::MoveNoPiece { text }),
                Some(Unmatched::NoneReaches { .. }) => tr(lang, Msg::MoveNoneReaches { text }),
                Some(Unmatched::Refused { from, reason, .. }) => {
                    let reason = refusal_text(lang, *reason);
                    match from {
                        Some(sq) => {
                            let piece = describe_square(pos, *sq, &speech).text;
                            tr(
                                lang,
                                Msg::MoveRefusedPiece {
                                    piece: &piece,
                                    why: reason,
                                },
                            )
                        }
                        None => reason.into(),
                    }
                }
            },
        }
    }

    /// Tries the move of the piece on `from` to `to`.
    fn attempt(&mut self, from: Square, to: Square, now: u64) {
        let candidates: Vec<Move> = self
            .moves_from(from)
            .into_iter()
            .filter(|m| m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
            .collect();
        match candidates.as_slice() {
            [] => {
                let refusal = explain_refusal(self.game.position(), from, to);
                self.selected = None;
                self.refuse(refusal);
            }
            [m] => {
                let m = *m;
                self.play(m, now);
            }
            _ => {
                // Several moves from–to: only promotions (Art. 3.7.e).
                self.promotion = Some((from, to));
                self.selected = Some(from);
                let text = t(self.lang, Msg::Promotion).to_string();
                let lang = self.lang.tag();
                self.say(text, lang);
            }
        }
    }

    /// Plays `m` through the arbiter and announces what happened.
    fn play(&mut self, m: Move, now: u64) {
        self.selected = None;
        self.promotion = None;
        self.pending_typed = None;
        self.apply(
            Event::Move {
                mv: MoveInput::Move(m),
                offer_draw: false,
            },
            now,
        );
    }

    /// Applies an arbiter event; announces its effects or its refusal.
    fn apply(&mut self, event: Event, now: u64) {
        let before = self.game.position().clone();
        match self.game.apply(event, now) {
            Ok(happened) => {
                self.revision += 1;
                self.notice = None;
                self.announce(&before, &happened);
            }
            Err(err) => {
                let text = self.error_text(&err);
                self.notify(text, true);
            }
        }
    }

    fn error_text(&self, err: &GameError) -> String {
        match err {
            GameError::Move(e) => {
                // The same words as for a typed move: candidates, or the
                // piece and the rule.
                let why = match e {
                    ParseMoveError::Ambiguous { candidates } => {
                        self.typed_refusal("", &SpokenMoveError::Ambiguous(candidates.clone()))
                    }
                    ParseMoveError::Illegal { text } => {
                        let why = explain_move_text(self.game.position(), text);
                        self.typed_refusal(text, &SpokenMoveError::NoSuchMove(why))
                    }
                    ParseMoveError::Malformed { .. } => {
                        crate::error_text::move_error_text(self.lang, e)
                    }
                };
                tr(self.lang, Msg::IllegalMove { why: &why })
            }
            other => crate::error_text::game_error_text(self.lang, other),
        }
    }

    fn announce(&mut self, before: &rochade_laws::Position, happened: &[Happened]) {
        let speech = self.settings.speech();
        let lang = self.lang;
        let side = |c: Color| t(lang, if c.is_white() { Msg::White } else { Msg::Black });
        let mut parts: Vec<(String, String)> = Vec::new();
        let taken_back = happened
            .iter()
            .filter(|h| matches!(h, Happened::TakenBack { .. }))
            .count();
        let mut taken_back_said = false;
        for h in happened {
            match h {
                Happened::MovePlayed { mv, .. } => {
                    let a = if self.settings.assistant {
                        rochade_speech::announce_numbered_move(before, mv, &speech)
                    } else {
                        announce_move(before, mv, &speech)
                    };
                    parts.push((a.text, a.lang.to_string()));
                }
                Happened::DrawOffered { by } => {
                    let a = rochade_speech::describe_draw_offer(Some(*by), &speech);
                    parts.push((a.text, a.lang.to_string()));
                }
                Happened::DrawDeclined { .. } => {
                    parts.push((t(lang, Msg::DrawDeclined).into(), lang.tag().into()));
                }
                Happened::ClaimExamined { correct: false, .. } => {
                    parts.push((t(lang, Msg::ClaimIncorrect).into(), lang.tag().into()));
                }
                Happened::Penalised { penalty, .. } => {
                    let text = crate::error_text::penalty_text(lang, penalty);
                    parts.push((text, lang.tag().into()));
                }
                Happened::TimeChanged {
                    side,
                    before_ms,
                    after_ms,
                } => {
                    let who = t(
                        lang,
                        if side.is_white() {
                            Msg::White
                        } else {
                            Msg::Black
                        },
                    );
                    let text = tr(
                        lang,
                        Msg::TimeChangedTo {
                            side: who,
                            before: &rochade_clock::format_time(*before_ms, &Default::default()),
                            after: &rochade_clock::format_time(*after_ms, &Default::default()),
                        },
                    );
                    parts.push((text, lang.tag().into()));
                }
                Happened::FlagFell { side, .. } => {
                    let who = t(
                        lang,
                        if side.is_white() {
                            Msg::White
                        } else {
                            Msg::Black
                        },
                    );
                    parts.push((tr(lang, Msg::FlagFellOf { side: who }), lang.tag().into()));
                }
                Happened::ClocksStopped => {
                    parts.push((t(lang, Msg::ClockPaused).into(), lang.tag().into()));
                }
                Happened::ClocksStarted => {
                    parts.push((t(lang, Msg::ClocksRunning).into(), lang.tag().into()));
                }
                Happened::TakeBackProposed { .. } => {
                    if let Some(text) = take_back_request_text(&self.game, lang) {
                        parts.push((text, lang.tag().into()));
                    }
                }
                Happened::TakeBackAccepted { .. } => {
                    parts.push((t(lang, Msg::TakeBackAccepted).into(), lang.tag().into()));
                }
                Happened::TakeBackDeclined { .. } => {
                    parts.push((t(lang, Msg::TakeBackDeclined).into(), lang.tag().into()));
                }
                Happened::TakeBackLapsed { .. } => {
                    parts.push((t(lang, Msg::TakeBackLapsed).into(), lang.tag().into()));
                }
                Happened::TakenBack { .. } if !taken_back_said => {
                    // One sentence for the half-moves taken back together.
                    taken_back_said = true;
                    let key = if taken_back > 1 {
                        Msg::TakeBackDoneTwo
                    } else {
                        Msg::TakeBackDone
                    };
                    parts.push((t(lang, key).into(), lang.tag().into()));
                }
                Happened::GameOver(outcome) => {
                    // The status line shows the result; the notice stays empty
                    // so nothing is shown (or read) twice.
                    let (text, tag) = outcome_announcement(outcome, &speech, lang);
                    parts.push((text, tag));
                }
                Happened::IllegalMove { by, count } => {
                    let text = tr(
                        lang,
                        Msg::SaidIllegalMove {
                            side: side(*by),
                            count: &count.to_string(),
                        },
                    );
                    parts.push((text, lang.tag().into()));
                }
                Happened::PositionReinstated { ply } => {
                    let text = tr(lang, Msg::SaidReinstated { n: *ply as u64 });
                    parts.push((text, lang.tag().into()));
                }
                Happened::QuickplayClaimed { by } => {
                    let text = tr(lang, Msg::SaidQuickplayClaimed { side: side(*by) });
                    parts.push((text, lang.tag().into()));
                }
                Happened::QuickplayPostponed => {
                    parts.push((
                        t(lang, Msg::SaidQuickplayPostponed).into(),
                        lang.tag().into(),
                    ));
                }
                Happened::QuickplayRejected => {
                    parts.push((
                        t(lang, Msg::SaidQuickplayRejected).into(),
                        lang.tag().into(),
                    ));
                }
                Happened::Adjourned { by, move_number } => {
                    let text = tr(
                        lang,
                        Msg::SaidAdjourned {
                            side: side(*by),
                            number: &move_number.to_string(),
                        },
                    );
                    parts.push((text, lang.tag().into()));
                }
                Happened::SealedMoveOpened { text } => {
                    let text = tr(lang, Msg::SaidEnvelopeOpened { mv: text });
                    parts.push((text, lang.tag().into()));
                }
                _ => {}
            }
        }
        // One message; each part keeps its language.
        self.say_parts(parts);
    }

    fn activate(&mut self, sq: Square, now: u64) {
        if self.game.is_over() || self.viewing.is_some() {
            return;
        }
        let pos = self.game.position().clone();
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        match self.selected {
            Some(from) if from == sq => {
                self.selected = None;
                self.promotion = None;
                let text = t(self.lang, Msg::Cancelled).to_string();
                let lang = self.lang.tag();
                self.say(text, lang);
            }
            Some(from) => {
                let is_castle_onto_rook = pos.piece_at(from).is_some_and(|p| p.role == Role::King)
                    && self
                        .moves_from(from)
                        .iter()
                        .any(|m| matches!(m, Move::Castle { rook, .. } if *rook == sq));
                if own && !is_castle_onto_rook {
                    self.pick(sq);
                } else {
                    self.attempt(from, sq, now);
                }
            }
            None if own => self.pick(sq),
            None => {
                let key = if pos.piece_at(sq).is_some() {
                    Msg::NotYourPiece
                } else {
                    Msg::NoPieceThere
                };
                let text = t(self.lang, key).to_string();
                self.notify(text, true);
            }
        }
    }

    fn pick(&mut self, sq: Square) {
        self.selected = Some(sq);
        self.promotion = None;
        let speech = self.settings.speech();
        let square = rochade_speech::describe_square(self.game.position(), sq, &speech);
        let n = self.moves_from(sq).len();
        let text = format!(
            "{}. {}",
            tr(
                self.lang,
                Msg::Picked {
                    square: &square.text
                }
            ),
            tr(self.lang, Msg::LegalMovesCount { n: n as u64 })
        );
        let lang = self.lang.tag();
        self.say(text, lang);
    }

    /// Answers a command in the live regions.
    fn command(&mut self, cmd: &crate::commands::Command, now: u64) {
        let ctx = crate::commands::Context {
            game: &self.game,
            now,
            me: self.orientation,
            focus: self.selected,
            speech: self.settings.speech(),
            lang: self.lang,
        };
        let a = crate::commands::answer(cmd, &ctx);
        let mut parts = vec![(a.text, a.lang.to_string())];
        // A standing take-back request belongs to the game state and to the
        // pending offers; it is worded in the interface language.
        if matches!(
            cmd,
            crate::commands::Command::State | crate::commands::Command::Offer
        ) {
            if let Some(request) = take_back_request_text(&self.game, self.lang) {
                parts.push((request, self.lang.tag().to_string()));
            }
        }
        self.say_parts(parts);
    }

    fn typed(&mut self, text: &str, now: u64) {
        if let Some(cmd) = crate::commands::parse_command(text) {
            self.command(&cmd, now);
            return;
        }
        if let Some(o) = self.game.outcome() {
            let text = tr(
                self.lang,
                Msg::GameOver {
                    result: &outcome_text(&o, self.lang),
                },
            );
            self.notify(text, true);
            return;
        }
        // A move typed while reviewing is a move of the game: back to it.
        self.viewing = None;
        let speech = self.settings.speech();
        match rochade_speech::parse_spoken_move(self.game.position(), text, &speech) {
            Ok(m) => {
                if self.settings.confirm_typed {
                    self.pending_typed = Some(m);
                    let a = announce_move(self.game.position(), &m, &speech);
                    let msg = tr(self.lang, Msg::ConfirmMove { mv: &a.text });
                    let lang = self.lang.tag();
                    self.say(msg, lang);
                } else {
                    self.play(m, now);
                }
            }
            Err(e) => {
                let why = self.typed_refusal(text.trim(), &e);
                let text = tr(self.lang, Msg::IllegalMove { why: &why });
                self.notify(text, true);
            }
        }
    }
}

/// Why a move is refused (Art. 3), in `lang`.
fn refusal_text(lang: Lang, refusal: Refusal) -> &'static str {
    let key = match refusal {
        Refusal::CannotMoveThere => Msg::RefuseCannotMove,
        Refusal::OwnPiece => Msg::RefuseOwnPiece,
        Refusal::KingInCheck => Msg::RefuseKingInCheck,
        Refusal::InCheck => Msg::RefuseInCheck,
        Refusal::Castling => Msg::RefuseCastling,
    };
    t(lang, key)
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Activate(sq, now) => s.activate(sq, now),
            Action::Drag(from, to, now) => {
                if !s.game.is_over() && s.viewing.is_none() {
                    s.selected = Some(from);
                    s.attempt(from, to, now);
                }
            }
            Action::Promote(role, now) => {
                let chosen = s.promotion.take().and_then(|(from, to)| {
                    let role = role?;
                    s.moves_from(from)
                        .into_iter()
                        .find(|m| m.to() == to && m.promotion() == Some(role))
                });
                match chosen {
                    Some(m) => s.play(m, now),
                    None => {
                        s.selected = None;
                        let text = t(s.lang, Msg::Cancelled).to_string();
                        let lang = s.lang.tag();
                        s.say(text, lang);
                    }
                }
            }
            Action::Cancel => {
                if s.selected.is_some() || s.promotion.is_some() {
                    s.selected = None;
                    s.promotion = None;
                    let text = t(s.lang, Msg::Cancelled).to_string();
                    let lang = s.lang.tag();
                    s.say(text, lang);
                }
            }
            Action::Typed(text, now) => s.typed(&text, now),
            Action::ConfirmTyped(now) => {
                if let Some(m) = s.pending_typed.take() {
                    s.play(m, now);
                }
            }
            Action::Game(event, now) => {
                s.selected = None;
                s.promotion = None;
                s.apply(event, now);
            }
            Action::NewGame(setup, orientation, now) => match Game::new(*setup) {
                Ok(game) => {
                    // The clock is set up but not started: the "start" control
                    // starts White's clock (Art. 6.5), or White's first move
                    // does.
                    let _ = now;
                    let lang = s.lang;
                    s = AppState {
                        orientation,
                        revision: s.revision + 1,
                        message: s.message.clone(),
                        ..AppState::new(game, s.settings.clone(), lang)
                    };
                    s.lang = lang;
                    let text = t(lang, Msg::NewGameStarted).to_string();
                    s.say(text, lang.tag());
                }
                Err(e) => {
                    let text = crate::error_text::game_error_text(s.lang, &e);
                    s.notify(text, true);
                }
            },
            Action::Load(game) => {
                s.game = *game;
                s.selected = None;
                s.promotion = None;
                s.viewing = None;
                s.revision += 1;
            }
            Action::Flip => s.orientation = !s.orientation,
            Action::View(ply) => {
                s.viewing = ply.filter(|p| *p < s.game.record().len());
                s.selected = None;
                s.promotion = None;
            }
            Action::Settings(settings) => {
                if let Some(lang) = settings.lang {
                    s.lang = lang;
                }
                s.settings = settings;
            }
            Action::Say(text, lang) => s.say(text, &lang),
            Action::Command(cmd, now) => s.command(&cmd, now),
            Action::Notify(text, error) => s.notify(text, error),
        }
        Rc::new(s)
    }
}

/// The standing take-back request in words ("White asks to take back
/// their last move (and the reply to it)"), `None` if there is none.
pub fn take_back_request_text(game: &Game, lang: Lang) -> Option<String> {
    let request = game.pending_take_back()?;
    let keeps = game.take_back_keeps(request.by)?;
    let side = t(
        lang,
        if request.by.is_white() {
            Msg::White
        } else {
            Msg::Black
        },
    );
    Some(tr(
        lang,
        if game.record().len() - keeps > 1 {
            Msg::TakeBackRequestedTwo { side }
        } else {
            Msg::TakeBackRequestedOne { side }
        },
    ))
}

/// The claim kinds in the order the controls list them.
pub const CLAIMS: [ClaimKind; 2] = [ClaimKind::Repetition, ClaimKind::FiftyMoves];

#[cfg(test)]
mod tests {
    use super::*;

    /// What the app says after `typed` is entered in the position after
    /// `fen`, with the interface in `lang` and the default (German) scheme.
    fn answer(fen: &str, typed: &str, lang: Lang) -> String {
        let setup = GameSetup::default().with_fen(fen);
        let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
        let s = Rc::new(AppState::new(game, Settings::default(), lang));
        let s = s.reduce(Action::Typed(typed.into(), 1));
        assert_eq!(s.game.record().len(), 0, "{typed} was played");
        s.message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    use rochade_arbiter::Mode;

    fn state_after(mode: Mode, moves: &[&str]) -> Rc<AppState> {
        let mut game =
            Game::new(GameSetup::new("A", "B").with_mode(mode)).unwrap_or_else(|e| panic!("{e}"));
        for m in moves {
            game.apply(
                Event::Move {
                    mv: (*m).into(),
                    offer_draw: false,
                },
                0,
            )
            .unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        Rc::new(AppState::new(game, Settings::default(), Lang::En))
    }

    fn said(s: &AppState) -> String {
        s.message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    const TWO_KNIGHTS: &str = "7k/8/8/8/8/8/8/K3N1N1 w - - 0 1";
    const PINNED: &str = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1";

    #[test]
    fn an_ambiguous_move_is_answered_with_the_candidates() {
        assert_eq!(
            answer(TWO_KNIGHTS, "Springer Felix drei", Lang::En),
            "Illegal move: 2 moves fit, say which: \
             Springer Eva eins Felix drei; Springer Gustav eins Felix drei"
        );
        assert_eq!(
            answer(TWO_KNIGHTS, "Nf3", Lang::De),
            "Regelwidriger Zug: 2 Züge passen, bitte genauer: \
             Springer Eva eins Felix drei; Springer Gustav eins Felix drei"
        );
    }

    #[test]
    fn an_illegal_move_is_answered_with_the_piece_and_the_rule() {
        assert_eq!(
            answer(PINNED, "Springer Cesar drei", Lang::En),
            "Illegal move: Eva zwei, weißer Springer: your king would be in check"
        );
        assert_eq!(
            answer(PINNED, "Nc3", Lang::Pt),
            "Lance ilegal: Eva zwei, weißer Springer: o seu rei ficaria em xeque"
        );
        assert_eq!(
            answer(PINNED, "Läufer Cesar drei", Lang::En),
            "Illegal move: none of your pieces fits “Läufer Cesar drei”"
        );
        assert_eq!(
            answer(PINNED, "Pferd Cesar drei", Lang::De),
            "Regelwidriger Zug: unbekanntes Wort „pferd“"
        );
    }

    #[test]
    fn each_part_of_a_message_keeps_its_language() {
        let tc = "5400"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let game =
            Game::new(GameSetup::default().with_time_control(tc)).unwrap_or_else(|e| panic!("{e}"));
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let s = s.reduce(Action::Game(
            Event::AdjustTime {
                side: Color::White,
                change: rochade_arbiter::TimeChange::Set(60_000),
            },
            1,
        ));
        // A quickplay claim is also a draw offer (Art. 9.1 c, 10.2): the
        // claim in the interface language, the offer in the German scheme.
        let s = s.reduce(Action::Game(Event::QuickplayClaim, 2));
        let m = s.message.clone().unwrap_or_else(|| panic!("nothing said"));
        let langs: Vec<&str> = m.parts.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(langs, ["en", "de-DE"]);
        assert_eq!(
            m.text,
            "White claims a draw in the quickplay finish; the clocks are stopped. \
             Weiß bietet Remis an"
        );
    }

    #[test]
    fn take_back_requests_and_answers_are_announced() {
        let s = state_after(Mode::Casual, &["e4", "e5", "Nf3"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(said(&s), "White asks to take back their last move");
        let s = s.reduce(Action::Game(Event::DeclineTakeBack { by: Color::Black }, 2));
        assert_eq!(said(&s), "Take-back declined");
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 3));
        let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 4));
        assert_eq!(said(&s), "Take-back accepted. Move taken back");
        assert_eq!(s.game.record().len(), 2);
    }

    #[test]
    fn a_take_back_of_two_half_moves_is_said_once() {
        let s = state_after(Mode::Casual, &["e4", "e5", "Nf3", "Nc6"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(
            said(&s),
            "White asks to take back their last move and the reply to it"
        );
        let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 2));
        assert_eq!(said(&s), "Take-back accepted. Two half-moves taken back");
        assert_eq!(s.game.record().len(), 2);
    }

    #[test]
    fn a_move_lets_a_take_back_request_lapse_and_strict_games_refuse_it() {
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        let s = s.reduce(Action::Typed("e5".into(), 2));
        assert!(
            said(&s).ends_with("The take-back request has lapsed"),
            "{}",
            said(&s)
        );
        let s = state_after(Mode::Strict, &["e4"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(s.notice.as_ref().map(|n| n.error), Some(true));
        assert_eq!(said(&s), t(Lang::En, Msg::ErrCasualOnly));
        assert!(s.game.pending_take_back().is_none());
    }

    #[test]
    fn a_refused_intended_move_is_explained_like_a_typed_one() {
        let s = state_after(Mode::Casual, &[]);
        let claim = |text: &str| Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some(text.into()),
        };
        let s = s.reduce(Action::Game(claim("Nd2"), 1));
        assert_eq!(
            said(&s),
            "Illegal move: Bella eins, weißer Springer: \
             that square holds one of your own pieces"
        );
        let s = s.reduce(Action::Game(claim("Nz9"), 2));
        assert_eq!(
            said(&s),
            "Illegal move: the move cannot be read from character 2 on"
        );
    }

    #[test]
    fn the_state_command_tells_a_standing_take_back_request() {
        let s = state_after(Mode::Casual, &["e4", "e5"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::Black }, 1));
        let s = s.reduce(Action::Typed("Stand".into(), 2));
        let m = s.message.clone().unwrap_or_else(|| panic!("nothing said"));
        assert_eq!(m.parts.len(), 2, "{:?}", m.parts);
        assert_eq!(m.parts[1].0, "Black asks to take back their last move");
        assert_eq!(m.parts[1].1, "en");
        let s = s.reduce(Action::Typed("offer".into(), 3));
        assert!(
            said(&s).ends_with("Black asks to take back their last move"),
            "{}",
            said(&s)
        );
    }
}
