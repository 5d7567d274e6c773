//! A note's saved form: a kind number and the fields it uses. Every
//! number here is fixed for good: a save written by any version reads as
//! it was written.

use rochade_laws::Color;

use crate::{ArbiterAction, ClaimBasis, ClaimKind, Edition, GameResult, Penalty};

use super::{ClaimTimes, IllegalAction, Note, NoteKind, SealedMoveFault};

/// A note as saved: `k`, the kind, numbers the [`NoteKind`] variants in
/// their order (absent: a comment); each kind fills the fields it has.
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(super) struct SavedNote {
    ply: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    k: Option<u8>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::ser::opt_color"
    )]
    side: Option<Color>,
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        with = "crate::ser::note_numbers"
    )]
    n: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    edition: Option<Edition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    penalty: Option<Penalty>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    claim: Option<ClaimKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<IllegalAction>,
}

impl From<Note> for SavedNote {
    fn from(note: Note) -> SavedNote {
        use NoteKind as K;
        let mut s = SavedNote {
            ply: note.ply,
            ..SavedNote::default()
        };
        let k = match note.kind {
            K::ClockAdjusted {
                side,
                before_ms,
                after_ms,
            } => {
                s.side = Some(side);
                s.n = vec![before_ms, after_ms];
                0
            }
            K::IllegalMoveReinstated { by } => {
                s.side = Some(by);
                1
            }
            K::IllegalMovePenalised { by, count, edition } => {
                s.side = Some(by);
                s.n = vec![u64::from(count)];
                s.edition = Some(edition);
                2
            }
            K::IllegalMoveLost { by, edition } => {
                s.side = Some(by);
                s.edition = Some(edition);
                3
            }
            K::IllegalMoveClaimed { by } => {
                s.side = Some(by);
                4
            }
            K::Penalty { against, penalty } => {
                s.side = Some(against);
                s.penalty = Some(penalty);
                5
            }
            K::DrawClaimCorrect {
                by,
                claim,
                written_first,
            } => {
                s.side = Some(by);
                s.claim = Some(claim);
                s.text = written_first;
                6
            }
            K::DrawClaimIncorrect {
                by,
                claim,
                written_first,
                times,
            } => {
                s.side = Some(by);
                s.claim = Some(claim);
                s.text = written_first;
                if let Some(t) = times {
                    s.n = vec![
                        t.claimant_before_ms,
                        t.claimant_after_ms,
                        t.opponent_before_ms,
                        t.opponent_after_ms,
                    ];
                }
                7
            }
            K::QuickplayClaimed { by } => {
                s.side = Some(by);
                8
            }
            K::QuickplayDrawn => 9,
            K::QuickplayPostponed { two_minutes_to } => {
                s.side = two_minutes_to;
                10
            }
            K::QuickplayNotDrawn => 11,
            K::QuickplayRejected { two_minutes_to } => {
                s.side = Some(two_minutes_to);
                12
            }
            K::FlagClaimed { by } => {
                s.side = Some(by);
                13
            }
            K::Sealed { by, move_number } => {
                s.side = Some(by);
                s.n = vec![u64::from(move_number)];
                14
            }
            K::SealedMoveInvalid { text, fault } => {
                s.text = Some(text);
                s.n = vec![fault as u64];
                15
            }
            K::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms,
                drawn,
            } => {
                s.side = Some(by);
                s.action = Some(action);
                s.n = vec![u64::from(count), extra_ms, u64::from(drawn)];
                16
            }
            K::IncrementRequested { by } => {
                s.side = Some(by);
                17
            }
            K::IncrementDecided {
                granted,
                two_minutes_to,
            } => {
                s.side = Some(two_minutes_to);
                s.n = vec![u64::from(granted)];
                18
            }
            K::PositionReinstated { undone } => {
                s.text = Some(undone.join(" "));
                19
            }
            K::QuickplayReferred { by, basis } => {
                s.side = Some(by);
                s.n = vec![basis_code(basis)];
                20
            }
            K::ReferredClaimRuled { result } => {
                s.n = vec![match result {
                    GameResult::WhiteWins => 0,
                    GameResult::BlackWins => 1,
                    GameResult::Draw => 2,
                }];
                21
            }
            K::LostByDefault {
                absent,
                edition,
                on_resumption,
            } => {
                s.side = Some(absent);
                s.edition = Some(edition);
                if on_resumption {
                    s.n = vec![1];
                }
                22
            }
            K::BoardsCorrected { undone, edition } => {
                s.text = Some(undone.join(" "));
                s.edition = Some(edition);
                23
            }
            K::LeftApp {
                at,
                white_ms,
                black_ms,
            } => {
                s.n = vec![opt(at.map(u64::from)), opt(white_ms), opt(black_ms)];
                24
            }
            K::PinRefused { at } => {
                s.n = vec![opt(at.map(u64::from))];
                25
            }
            K::ReturnedToApp { at, away_ms, held } => {
                s.n = vec![opt(at.map(u64::from)), away_ms, u64::from(held)];
                30
            }
            K::ArbiterUnlocked { at } => {
                s.n = vec![opt(at.map(u64::from))];
                26
            }
            K::ArbiterActed { action } => {
                s.n = vec![action_code(action)];
                27
            }
            K::ResultCorrected { from, to } => {
                s.n = vec![result_code(from.result), to.map_or(3, result_code)];
                // The reason by its words, which name it for good
                // (`Reason::from_description`).
                s.text = Some(from.reason.describe().to_owned());
                28
            }
            K::ReportedDrawRestricted => 29,
            K::Comment(text) => {
                s.text = Some(text);
                return s;
            }
        };
        s.k = Some(k);
        s
    }
}

impl TryFrom<SavedNote> for Note {
    type Error = String;

    fn try_from(s: SavedNote) -> Result<Note, String> {
        use NoteKind as K;
        let bad = || format!("note of kind {:?} lacks its fields", s.k);
        let side = s.side.ok_or_else(bad);
        let n = |i: usize| s.n.get(i).copied().ok_or_else(bad);
        let small = |i: usize| n(i).and_then(|v| u32::try_from(v).map_err(|_| bad()));
        let kind = match s.k {
            None => K::Comment(s.text.clone().ok_or_else(bad)?),
            Some(0) => K::ClockAdjusted {
                side: side?,
                before_ms: n(0)?,
                after_ms: n(1)?,
            },
            Some(1) => K::IllegalMoveReinstated { by: side? },
            Some(2) => K::IllegalMovePenalised {
                by: side?,
                count: small(0)?,
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(3) => K::IllegalMoveLost {
                by: side?,
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(4) => K::IllegalMoveClaimed { by: side? },
            Some(5) => K::Penalty {
                against: side?,
                penalty: s.penalty.ok_or_else(bad)?,
            },
            Some(6) => K::DrawClaimCorrect {
                by: side?,
                claim: s.claim.ok_or_else(bad)?,
                written_first: s.text.clone(),
            },
            Some(7) => K::DrawClaimIncorrect {
                by: side?,
                claim: s.claim.ok_or_else(bad)?,
                written_first: s.text.clone(),
                times: match s.n.len() {
                    0 => None,
                    _ => Some(ClaimTimes {
                        claimant_before_ms: n(0)?,
                        claimant_after_ms: n(1)?,
                        opponent_before_ms: n(2)?,
                        opponent_after_ms: n(3)?,
                    }),
                },
            },
            Some(8) => K::QuickplayClaimed { by: side? },
            Some(9) => K::QuickplayDrawn,
            Some(10) => K::QuickplayPostponed {
                two_minutes_to: s.side,
            },
            Some(11) => K::QuickplayNotDrawn,
            Some(12) => K::QuickplayRejected {
                two_minutes_to: side?,
            },
            Some(13) => K::FlagClaimed { by: side? },
            Some(14) => K::Sealed {
                by: side?,
                move_number: small(0)?,
            },
            Some(15) => K::SealedMoveInvalid {
                text: s.text.clone().ok_or_else(bad)?,
                fault: match n(0)? {
                    0 => SealedMoveFault::Ambiguous,
                    1 => SealedMoveFault::Meaningless,
                    2 => SealedMoveFault::Illegal,
                    _ => return Err(bad()),
                },
            },
            Some(16) => K::CompletedIllegalMove {
                by: side?,
                action: s.action.ok_or_else(bad)?,
                count: small(0)?,
                extra_ms: n(1)?,
                drawn: n(2)? != 0,
            },
            Some(17) => K::IncrementRequested { by: side? },
            Some(18) => K::IncrementDecided {
                granted: n(0)? != 0,
                two_minutes_to: side?,
            },
            Some(19) => K::PositionReinstated {
                undone: words(s.text.as_deref()),
            },
            Some(20) => K::QuickplayReferred {
                by: side?,
                basis: basis_from_code(n(0)?).ok_or_else(bad)?,
            },
            Some(21) => K::ReferredClaimRuled {
                result: match n(0)? {
                    0 => GameResult::WhiteWins,
                    1 => GameResult::BlackWins,
                    2 => GameResult::Draw,
                    _ => return Err(bad()),
                },
            },
            Some(22) => K::LostByDefault {
                absent: side?,
                edition: s.edition.ok_or_else(bad)?,
                on_resumption: s.n.first() == Some(&1),
            },
            Some(23) => K::BoardsCorrected {
                undone: words(s.text.as_deref()),
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(24) => K::LeftApp {
                at: minute(n(0)?),
                white_ms: unopt(n(1)?),
                black_ms: unopt(n(2)?),
            },
            Some(25) => K::PinRefused { at: minute(n(0)?) },
            Some(26) => K::ArbiterUnlocked { at: minute(n(0)?) },
            Some(27) => K::ArbiterActed {
                action: action_from_code(n(0)?).ok_or_else(bad)?,
            },
            Some(28) => K::ResultCorrected {
                from: crate::Outcome {
                    result: result_from_code(n(0)?).ok_or_else(bad)?,
                    reason: s
                        .text
                        .as_deref()
                        .and_then(crate::Reason::from_description)
                        .ok_or_else(bad)?,
                },
                to: match n(1)? {
                    3 => None,
                    code => Some(result_from_code(code).ok_or_else(bad)?),
                },
            },
            Some(29) => K::ReportedDrawRestricted,
            Some(30) => K::ReturnedToApp {
                at: minute(n(0)?),
                away_ms: n(1)?,
                held: match n(2)? {
                    0 => false,
                    1 => true,
                    _ => return Err(bad()),
                },
            },
            Some(k) => return Err(format!("unknown note kind {k}")),
        };
        Ok(Note { ply: s.ply, kind })
    }
}

/// A note's fixed bytes, which the arbiter's log chains and seals
/// (`lock::chain`): its saved form's fields in a fixed order, so that the
/// same note gives the same bytes in every version that reads it the same.
pub(crate) fn log_bytes(note: &Note) -> Vec<u8> {
    let s = SavedNote::from(note.clone());
    let side = match s.side {
        Some(Color::White) => "w",
        Some(Color::Black) => "b",
        None => "-",
    };
    let numbers: Vec<String> = s.n.iter().map(u64::to_string).collect();
    format!(
        "{}\u{1f}{}\u{1f}{side}\u{1f}{}\u{1f}{}\u{1f}{:?}\u{1f}{:?}\u{1f}{:?}\u{1f}{:?}",
        s.ply,
        s.k.map_or(String::from("-"), |k| k.to_string()),
        numbers.join(","),
        s.text.as_deref().unwrap_or(""),
        s.edition,
        s.penalty,
        s.claim,
        s.action,
    )
    .into_bytes()
}

/// The saved code of a result, fixed as the designated arbiter's ruling
/// (kind 21) first wrote it.
pub(crate) fn result_code(result: GameResult) -> u64 {
    match result {
        GameResult::WhiteWins => 0,
        GameResult::BlackWins => 1,
        GameResult::Draw => 2,
    }
}

pub(crate) fn result_from_code(code: u64) -> Option<GameResult> {
    Some(match code {
        0 => GameResult::WhiteWins,
        1 => GameResult::BlackWins,
        2 => GameResult::Draw,
        _ => return None,
    })
}

/// The saved code of a basis of a referred claim (2023 Guidelines III.6.1;
/// 2001/1997 Appendix D1). Written out, never a position in a list: a
/// variant added later gets a new code, and an old save keeps its meaning.
pub(crate) fn basis_code(basis: ClaimBasis) -> u64 {
    match basis {
        ClaimBasis::CannotWin => 0,
        ClaimBasis::NoEffort => 1,
        ClaimBasis::Both => 2,
    }
}

pub(crate) fn basis_from_code(code: u64) -> Option<ClaimBasis> {
    Some(match code {
        0 => ClaimBasis::CannotWin,
        1 => ClaimBasis::NoEffort,
        2 => ClaimBasis::Both,
        _ => return None,
    })
}

/// The saved code of an arbiter's action in the log, fixed as
/// [`basis_code`]'s.
pub(crate) fn action_code(action: ArbiterAction) -> u64 {
    match action {
        ArbiterAction::Time => 0,
        ArbiterAction::IllegalMove => 1,
        ArbiterAction::Penalty => 2,
        ArbiterAction::Ruling => 3,
        ArbiterAction::Adjournment => 4,
        ArbiterAction::SignOff => 5,
    }
}

pub(crate) fn action_from_code(code: u64) -> Option<ArbiterAction> {
    Some(match code {
        0 => ArbiterAction::Time,
        1 => ArbiterAction::IllegalMove,
        2 => ArbiterAction::Penalty,
        3 => ArbiterAction::Ruling,
        4 => ArbiterAction::Adjournment,
        5 => ArbiterAction::SignOff,
        _ => return None,
    })
}

/// A saved optional number: `u64::MAX` for none.
fn opt(v: Option<u64>) -> u64 {
    v.unwrap_or(u64::MAX)
}

fn unopt(v: u64) -> Option<u64> {
    (v != u64::MAX).then_some(v)
}

fn minute(v: u64) -> Option<crate::MinuteOfDay> {
    unopt(v).and_then(|m| crate::MinuteOfDay::try_from(m).ok())
}

/// The half-moves of a saved list (`"e4 e5"`).
fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or("")
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod saved_note_tests {
    use super::*;

    /// Every kind of note comes back from its saved form as it was.
    #[test]
    fn every_kind_of_note_survives_a_save() {
        use NoteKind as K;
        let w = Color::White;
        let times = ClaimTimes {
            claimant_before_ms: 1,
            claimant_after_ms: 2,
            opponent_before_ms: 3,
            opponent_after_ms: 4,
        };
        let kinds = [
            K::ClockAdjusted {
                side: w,
                before_ms: 5,
                after_ms: 6,
            },
            K::IllegalMoveReinstated { by: w },
            K::IllegalMovePenalised {
                by: w,
                count: 2,
                edition: Edition::Fide1997,
            },
            K::IllegalMoveLost {
                by: w,
                edition: Edition::Fide2001,
            },
            K::IllegalMoveClaimed { by: w },
            K::Penalty {
                against: w,
                penalty: Penalty::Warning,
            },
            K::DrawClaimCorrect {
                by: w,
                claim: ClaimKind::FiftyMoves,
                written_first: Some("Nf3".into()),
            },
            K::DrawClaimIncorrect {
                by: w,
                claim: ClaimKind::Repetition,
                written_first: None,
                times: Some(times),
            },
            K::DrawClaimIncorrect {
                by: w,
                claim: ClaimKind::Repetition,
                written_first: None,
                times: None,
            },
            K::QuickplayClaimed { by: w },
            K::QuickplayDrawn,
            K::QuickplayPostponed {
                two_minutes_to: None,
            },
            K::QuickplayPostponed {
                two_minutes_to: Some(Color::Black),
            },
            K::QuickplayNotDrawn,
            K::QuickplayRejected { two_minutes_to: w },
            K::FlagClaimed { by: w },
            K::Sealed {
                by: w,
                move_number: 41,
            },
            K::SealedMoveInvalid {
                text: "Nf9".into(),
                fault: SealedMoveFault::Meaningless,
            },
            K::CompletedIllegalMove {
                by: w,
                action: IllegalAction::TwoHands,
                count: 1,
                extra_ms: 60_000,
                drawn: false,
            },
            K::CompletedIllegalMove {
                by: w,
                action: IllegalAction::Move,
                count: 2,
                extra_ms: 0,
                drawn: true,
            },
            K::IncrementRequested { by: w },
            K::IncrementDecided {
                granted: true,
                two_minutes_to: Color::Black,
            },
            K::PositionReinstated {
                undone: vec!["e4".into(), "e5".into()],
            },
            K::PositionReinstated { undone: vec![] },
            K::QuickplayReferred {
                by: w,
                basis: ClaimBasis::Both,
            },
            K::ReferredClaimRuled {
                result: GameResult::BlackWins,
            },
            K::LostByDefault {
                absent: w,
                edition: Edition::Fide2023,
                on_resumption: true,
            },
            K::LostByDefault {
                absent: w,
                edition: Edition::Fide2001,
                on_resumption: false,
            },
            K::BoardsCorrected {
                undone: vec!["Nf3".into()],
                edition: Edition::Fide2023,
            },
            K::Comment("{1} ü".into()),
            K::ReportedDrawRestricted,
            K::LeftApp {
                at: Some(600),
                white_ms: None,
                black_ms: Some(1),
            },
            K::PinRefused { at: None },
            K::ArbiterUnlocked { at: Some(1) },
            K::ReturnedToApp {
                at: Some(61),
                away_ms: 125_000,
                held: true,
            },
            K::ReturnedToApp {
                at: None,
                away_ms: 0,
                held: false,
            },
        ];
        // A correction of every result with every reason, and to none.
        let corrections = crate::Reason::ALL.into_iter().flat_map(|reason| {
            [None, Some(GameResult::WhiteWins), Some(GameResult::Draw)].map(|to| {
                K::ResultCorrected {
                    from: crate::Outcome {
                        result: GameResult::BlackWins,
                        reason,
                    },
                    to,
                }
            })
        });
        let arbiter = crate::ArbiterAction::ALL.map(|action| K::ArbiterActed { action });
        for kind in kinds.into_iter().chain(corrections).chain(arbiter) {
            let note = Note { ply: 3, kind };
            let json = serde_json::to_string(&note).unwrap_or_else(|e| panic!("{e}"));
            let back: Note = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(back, note, "{json}");
        }
    }

    #[test]
    fn a_note_without_its_fields_is_an_error_not_a_panic() {
        for json in [r#"{"ply":1,"k":0}"#, r#"{"ply":1,"k":99}"#, r#"{"ply":1}"#] {
            assert!(serde_json::from_str::<Note>(json).is_err(), "{json}");
        }
    }

    /// The codes of the saved enums are the ones saves were first written
    /// with (then positions in `ALL`), each variant's own, and read back.
    #[test]
    fn saved_codes_are_fixed_and_round_trip() {
        let bases = ClaimBasis::ALL.map(basis_code);
        assert_eq!(bases, [0, 1, 2]);
        for b in ClaimBasis::ALL {
            assert_eq!(basis_from_code(basis_code(b)), Some(b));
        }
        let actions = ArbiterAction::ALL.map(action_code);
        assert_eq!(actions, [0, 1, 2, 3, 4, 5]);
        for a in ArbiterAction::ALL {
            assert_eq!(action_from_code(action_code(a)), Some(a));
        }
        assert_eq!(basis_from_code(3), None);
        assert_eq!(action_from_code(6), None);
        // Every code read names a variant of `ALL`, and `ALL` has no
        // variant twice: a variant left out of `ALL` is found here.
        for code in 0..64 {
            if let Some(b) = basis_from_code(code) {
                assert!(ClaimBasis::ALL.contains(&b));
            }
            if let Some(a) = action_from_code(code) {
                assert!(ArbiterAction::ALL.contains(&a));
            }
        }
    }
}
